// The scorecard as people read it: the seed's block, then the trend with a small text chart,
// and the per-rule streaks view. Pure functions from data to text.
import type { Learning } from '../learnings/model.js';
import type { Palette } from '../report/color.js';
import { summaryLine } from '../report/text.js';
import type { SweepSummary } from '../sweep/result.js';
import { learningLine } from '../boot/recent-learnings.js';
import { GRADUATION_STREAK, type RuleStreak } from './history.js';
import { MIN_TREND_SESSIONS, type Trend } from './trend.js';

export const RELEVANT_SHOWN = 5;

export interface ScorecardBlock {
  date: string;
  /** The project's name: its root folder's name. */
  project: string;
  learnings: { total: number; withCorrections: number };
  /** The sweep's counts, or why there are none. */
  sweep: SweepSummary | { problem: string };
  relevant: Learning[];
}

/** The seed's scorecard, line for line. */
export function formatScorecardBlock(card: ScorecardBlock): string {
  const lines = [
    `=== Session Scorecard: ${card.date} ===`,
    '--- Recent Learnings ---',
    `Total learnings in database: ${card.learnings.total}`,
    `With corrections: ${card.learnings.withCorrections}`,
    '--- Verification Sweep ---',
    'problem' in card.sweep ? card.sweep.problem : summaryLine(card.sweep),
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
    lines.push(`Direction: not enough sessions yet (${shown} recorded; a trend needs ${MIN_TREND_SESSIONS}).`);
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

const STATE_WIDTH = 61;

export interface StreakRow {
  ruleId: string;
  text: string;
  /** In the current rules file. */
  current: boolean;
  streak?: RuleStreak;
}

/** Each rule's pass streak and last failure; rules passing GRADUATION_STREAK+ sessions are marked. */
export function formatStreaks(rows: StreakRow[], sessions: number, color: Palette): string {
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
