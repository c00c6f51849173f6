// The scorecard as people and scripts read it: the seed's block, then the trend with a small text
// chart, the recording, and the per-rule streaks view; and the same as JSON. Pure functions from
// the use-cases' data (./scorecard.ts) to text.
import { learningLine } from '../learnings/recent.js';
import type { Palette } from '../report/color.js';
import { summaryLine } from '../report/text.js';
import { GRADUATION_STREAK } from './history.js';
import type { SessionRecording } from './record-session.js';
import type { RuleStreakRows, ScorecardReport } from './scorecard.js';
import { MIN_TREND_SESSIONS, type Trend } from './trend.js';

export const RELEVANT_SHOWN = 5;

/** The whole scorecard: the seed's block, the trend (or why there is none), and the recording. */
export function formatScorecard(card: ScorecardReport, color: Palette): string {
  const parts = [
    formatScorecardBlock(card),
    '',
    card.historyError !== undefined ? `--- Trend ---\nTrend unavailable: ${card.historyError}\n` : formatTrend(card.trend, color),
  ];
  if (card.recorded?.status === 'recorded') parts.push(`${recordedLine(card.recorded)}.\n`);
  return parts.join('\n').replace(/\n\n\n+/g, '\n\n');
}

/** `Recorded session #4 (abc) in .claude/memory/sessions.jsonl`, without a full stop. */
export function recordedLine(recorded: Extract<SessionRecording, { status: 'recorded' }>): string {
  const verb = recorded.action === 'added' ? 'Recorded' : 'Updated';
  return `${verb} session #${recorded.record.session_number} (${recorded.record.session_id}) in ${recorded.file}`;
}

function sweepLine(card: ScorecardReport): string {
  if (card.sweep) return summaryLine(card.sweep);
  return card.problem?.kind === 'no-rules'
    ? `No rules file at ${card.rulesFile}: create one with \`rulesweep init\`.`
    : `The sweep did not run: ${card.problem?.message ?? 'unknown reason'}.`;
}

/** The seed's scorecard, line for line. */
function formatScorecardBlock(card: ScorecardReport): string {
  const lines = [
    `=== Session Scorecard: ${card.date} ===`,
    '--- Recent Learnings ---',
    `Total learnings in database: ${card.learnings.total}`,
    `With corrections: ${card.learnings.withCorrections}`,
    '--- Verification Sweep ---',
    sweepLine(card),
    '--- Relevant Past Learnings ---',
  ];
  if (card.relevant.length === 0) lines.push(`No learnings matching '${card.project}'.`);
  for (const learning of card.relevant.slice(0, RELEVANT_SHOWN)) lines.push(learningLine(learning));
  if (card.relevant.length > RELEVANT_SHOWN) {
    lines.push(`…and ${card.relevant.length - RELEVANT_SHOWN} more (rulesweep learn query '${card.project}')`);
  }
  lines.push('=== End Scorecard ===');
  return `${lines.join('\n')}\n`;
}

const BAR = 10;

function bar(fraction: number): string {
  const filled = Math.max(0, Math.min(BAR, Math.round(fraction * BAR)));
  return `${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}`;
}

const percent = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)}%`);
const decimal = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(1));

/** The trend: one chart row per session, the halves compared, and the direction with its reasons. */
export function formatTrend(trend: Trend, color: Palette): string {
  if (trend.points.length === 0) {
    return '--- Trend ---\nNo recorded sessions yet: run `rulesweep scorecard --record` at the end of each session.\n';
  }
  const shown = trend.points.length;
  const lines = [`--- Trend: last ${shown} of ${trend.recorded} recorded ${trend.recorded === 1 ? 'session' : 'sessions'} ---`];
  const most = Math.max(1, ...trend.points.map((point) => point.corrections));
  const numberWidth = Math.max(...trend.points.map((point) => String(point.session_number).length)) + 1;
  const countWidth = Math.max(...trend.points.map((point) => String(point.corrections).length));
  lines.push(`${'#'.padEnd(numberWidth)}  date        ${'corrections'.padEnd(countWidth + BAR + 1)}  pass rate`);
  for (const point of trend.points) {
    const rate = point.passRate === undefined ? `${'n/a'.padStart(4)}` : `${percent(point.passRate).padStart(4)} ${bar(point.passRate / 100)}`;
    lines.push(
      `${`#${point.session_number}`.padEnd(numberWidth)}  ${point.date}  ${String(point.corrections).padStart(countWidth)} ${bar(point.corrections / most)}  ${rate}`,
    );
  }
  if (trend.direction === undefined) {
    lines.push(trend.recorded < MIN_TREND_SESSIONS
      ? `Direction: not enough sessions yet (${shown} recorded; a trend needs ${MIN_TREND_SESSIONS}).`
      : `Direction: not shown: a trend needs ${MIN_TREND_SESSIONS} sessions and the window holds ${shown} of the ${trend.recorded} recorded (use --last ${MIN_TREND_SESSIONS} or more).`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `Corrections per session: ${decimal(trend.corrections.earlier)} -> ${decimal(trend.corrections.later)} (earlier half -> later half)`,
    `Pass rate: ${percent(trend.passRate.earlier)} -> ${percent(trend.passRate.later)}`,
  );
  const paint = trend.direction === 'improving' ? color.green : trend.direction === 'worsening' ? color.red : color.yellow;
  lines.push(`Direction: ${paint(trend.direction)} (${trend.reasons.join('; ')})`);
  return `${lines.join('\n')}\n`;
}

/** The scorecard as JSON. */
export function scorecardJson(card: ScorecardReport, version: string): string {
  const recorded = card.recorded?.status === 'recorded' ? { action: card.recorded.action, record: card.recorded.record } : null;
  return `${JSON.stringify({
    tool: 'rulesweep',
    version,
    date: card.date,
    project: card.project,
    learnings: card.learnings,
    sweep: card.sweep ?? null,
    problem: card.problem ?? null,
    relevant: { query: card.project, learnings: card.relevant },
    trend: card.trend,
    historyError: card.historyError ?? null,
    recorded,
    ...(card.recorded?.status === 'not-recorded' ? { notRecorded: card.recorded.reason } : {}),
  }, null, 2)}\n`;
}

const STATE_WIDTH = 61;

/** Each rule's pass streak and last failure; rules passing GRADUATION_STREAK+ sessions are marked. */
export function formatStreaks({ rows, sessions }: RuleStreakRows, color: Palette): string {
  const lines = [`=== Rule Streaks: ${sessions} recorded ${sessions === 1 ? 'session' : 'sessions'} ===`];
  if (rows.length === 0) lines.push('No rules recorded yet: run `rulesweep scorecard --record` at the end of each session.');
  const candidates = rows.filter((row) => row.current && row.streak?.graduationCandidate).length;
  for (const row of rows) {
    const streak = row.streak;
    const state = !streak
      ? 'not recorded yet'.padEnd(STATE_WIDTH)
      : `${streak.lastStatus.padEnd(5)} ${String(streak.passStreak).padStart(3)} in a row  ${(streak.lastFailed
        ? `last failed ${streak.lastFailed.date} (#${streak.lastFailed.session_number})`
        : 'never failed').padEnd(32)} seen ${String(streak.sessionsSeen).padStart(3)}`;
    const marks = [
      ...(row.current && streak?.graduationCandidate ? [color.green('graduation candidate')] : []),
      ...(row.current ? [] : [color.dim('no longer in the rules file')]),
    ];
    lines.push(`${state}  ${row.text}${marks.length > 0 ? ` [${marks.join(', ')}]` : ''}`);
  }
  lines.push(
    candidates > 0
      ? `${candidates} graduation ${candidates === 1 ? 'candidate' : 'candidates'} (passing ${GRADUATION_STREAK}+ sessions in a row): review with \`rulesweep evolve\`.`
      : `No graduation candidates (a rule needs ${GRADUATION_STREAK} passing sessions in a row).`,
  );
  return `${lines.join('\n')}\n`;
}

/** The streaks as JSON. */
export function streaksJson({ rows, sessions }: RuleStreakRows, version: string): string {
  return `${JSON.stringify({
    tool: 'rulesweep',
    version,
    sessions,
    rules: rows.map(({ ruleId, text, current, streak }) => ({
      id: ruleId,
      text,
      inRulesFile: current,
      passStreak: streak?.passStreak ?? 0,
      lastStatus: streak?.lastStatus ?? null,
      lastSeen: streak?.lastSeen ?? null,
      lastFailed: streak?.lastFailed ?? null,
      sessionsSeen: streak?.sessionsSeen ?? 0,
      passes: streak?.passes ?? 0,
      failures: streak?.failures ?? 0,
      graduationCandidate: current && (streak?.graduationCandidate ?? false),
    })),
  }, null, 2)}\n`;
}
