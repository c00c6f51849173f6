// Boot as an agent's session-start hook. For Claude Code and Codex the answer is one JSON object
// whose `hookSpecificOutput.additionalContext` goes into the agent's context (both document this
// SessionStart shape); for the OpenCode plugin it is that context as plain text, which the plugin
// adds to the session. Either way it is a budget, not a dump: the summary line, the failing rules
// with one sample each, the few learnings that matter most, and never more than HOOK_ANSWER_LIMIT
// bytes however many rules fail.
import type { Learning } from '../learnings/model.js';
import { learningLine, oneLine, recentLearnings, shorten } from '../learnings/recent.js';
import { foundText, type CheckResult } from '../sweep/result.js';
import type { BootReport } from './boot.js';
import { bootSummaryLine } from './format.js';

/**
 * The whole answer, JSON included, stays under this many bytes (so characters too). Below what
 * each host keeps whole: Claude Code cuts hook context at 10,000 characters, Codex at 2,500
 * tokens of 4 bytes (10,000 bytes); OpenCode documents no limit.
 */
export const HOOK_ANSWER_LIMIT = 8000;

/** The agents `boot --hook` answers, each in the shape it reads. */
export const SESSION_HOOK_AGENTS = ['claude', 'codex', 'opencode'] as const;
export type SessionHookAgent = (typeof SESSION_HOOK_AGENTS)[number];
/** Learnings shown at most, and the share of the budget they may take. */
const HOOK_LEARNINGS = 5;
const LEARNINGS_BUDGET = 1600;
const RULE_TEXT_WIDTH = 160;
const SAMPLE_WIDTH = 140;
const LEARNING_WIDTH = 280;
/** Guards listed at most, and the width of each line. */
const HOOK_GUARDS = 8;
const GUARD_WIDTH = 200;

/** The payload Claude Code writes to a session hook's stdin (SessionStart, SessionEnd); every field may be missing. */
export interface HookPayload {
  session_id?: string;
  cwd?: string;
  source?: string;
  hook_event_name?: string;
}

/** Reads the fields the session hooks use from a payload; anything unexpected is ignored. */
export function parseHookPayload(text: string): HookPayload | undefined {
  if (text.trim() === '') return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const raw = data as Record<string, unknown>;
  const payload: HookPayload = {};
  for (const key of ['session_id', 'cwd', 'source', 'hook_event_name'] as const) {
    const value = raw[key];
    if (typeof value === 'string' && value !== '') payload[key] = value;
  }
  return payload;
}

/** What the session-start hook prints: the SessionStart JSON (Claude Code, Codex), or the context alone (OpenCode's plugin). */
export function hookAnswer(context: string, agent: SessionHookAgent = 'claude'): string {
  if (agent === 'opencode') return `${context}\n`;
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: context } })}\n`;
}

/** The one-line answer when boot could not do its work: the session goes on regardless. */
export function failOpenContext(note: string): string {
  return shorten(`rulesweep boot: ${oneLine(note)} The session continues without the rule check.`, 1000);
}

/**
 * Size of `text` once escaped inside a JSON string, in UTF-8 bytes: never less than its
 * length in characters, so a budget kept in bytes holds in characters too.
 */
function jsonLength(text: string): number {
  return Buffer.byteLength(JSON.stringify(text), 'utf8') - 2;
}

/** Size of lines joined by newlines inside a JSON string (each `\n` escapes to two characters). */
function linesLength(lines: readonly string[]): number {
  return lines.reduce((sum, line) => sum + jsonLength(line) + 2, 0);
}

/** The context for a boot report, within the answer's budget (in the agent's shape). */
export function hookContext(report: BootReport, limit = HOOK_ANSWER_LIMIT, agent: SessionHookAgent = 'claude'): string {
  const budget = limit - Buffer.byteLength(hookAnswer('', agent), 'utf8');
  const head = [`rulesweep boot, ${report.date} (${report.weekday}): ${bootSummaryLine(report)}`];
  if (report.problem) {
    head.push(shorten(`Note: ${oneLine(report.problem.message)}${report.problem.hint ? ` (${oneLine(report.problem.hint)})` : ''}.`, 400));
  }
  for (const note of report.learnings.notes) head.push(shorten(`Note: ${oneLine(note)}.`, 300));
  const tail = `Rules file: ${report.rulesFile}. Full report: \`rulesweep sweep\`.`;

  const results = report.sweep?.results ?? [];
  const failing = results.filter((result) => result.status === 'FAIL');
  const errored = results.filter((result) => result.status === 'ERROR');

  const learningLines: string[] = [];
  const chosen = relevantLearnings(report.learnings.all, failing, HOOK_LEARNINGS);
  let learningsUsed = 0;
  for (const learning of chosen) {
    const line = `- ${learningLine(learning, LEARNING_WIDTH)}`;
    if (learningsUsed + linesLength([line]) > LEARNINGS_BUDGET) break;
    learningLines.push(line);
    learningsUsed += linesLength([line]);
  }

  // The count of checks that could not run is short and always kept; failing rules fill the rest.
  const erroredLine = errored.length === 0 ? undefined
    : `${errored.length} ${errored.length === 1 ? 'check' : 'checks'} could not run (${errored.slice(0, 3)
      .map((result) => `"${shorten(oneLine(result.ruleText), 60)}"`).join(', ')}${errored.length > 3 ? ', …' : ''}).`;
  const learningsBlock = learningLines.length > 0 ? ['Recent learnings to keep in mind:', ...learningLines] : [];
  const guardsBlock = guardLines(report);
  let used = linesLength([...head, tail, ...guardsBlock, ...learningsBlock, ...(erroredLine ? [erroredLine] : [])]);
  const ruleLines: string[] = [];
  if (failing.length > 0) {
    const header = 'Failing rules (violations already in this tree; do not add more):';
    ruleLines.push(header);
    used += linesLength([header]);
    // Leave room for the "and N more" line whatever N turns out to be.
    const reserve = 120;
    let shown = 0;
    for (const result of failing) {
      const entry = failingEntry(result);
      const size = linesLength(entry);
      if (used + size + reserve > budget) break;
      ruleLines.push(...entry);
      used += size;
      shown += 1;
    }
    if (shown < failing.length) {
      ruleLines.push(`- …and ${failing.length - shown} more failing rules: run \`rulesweep sweep\` to see them all.`);
    }
  }
  if (erroredLine) ruleLines.push(erroredLine);

  const context = [...head, ...ruleLines, ...guardsBlock, ...learningsBlock, tail].join('\n');
  return fitBudget(context, budget);
}

/** The guards in force, so the agent knows which commands will be refused before it tries them. */
function guardLines(report: BootReport): string[] {
  const active = report.guards?.active ?? [];
  if (active.length === 0) return [];
  const lines = ['Guards: shell commands matching these are refused before they run (-> ask: a person decides):'];
  for (const guard of active.slice(0, HOOK_GUARDS)) {
    lines.push(`- ${shorten(oneLine(`${guard.guard}: ${guard.ruleText}`), GUARD_WIDTH)}`);
  }
  if (active.length > HOOK_GUARDS) lines.push(`- …and ${active.length - HOOK_GUARDS} more in ${report.rulesFile}.`);
  return lines;
}

const STOP_WORDS = new Set(['the', 'and', 'for', 'not', 'never', 'always', 'use', 'with', 'from', 'into', 'that',
  'this', 'are', 'any', 'all', 'only', 'before', 'after', 'instead', 'should', 'must', 'when', 'don']);

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 3 && !STOP_WORDS.has(word)));
}

/**
 * The few learnings an agent should see at session start, best first. Among the recent ones,
 * a learning scores for carrying a correction (it says what to do), for sharing words with a
 * failing rule, for being the project's own, and for the pain it caused; recency breaks ties.
 */
function relevantLearnings(
  learnings: readonly Learning[],
  failing: readonly Pick<CheckResult, 'ruleText'>[],
  limit: number,
  pool = 50,
): Learning[] {
  const ruleWords = words(failing.map((result) => result.ruleText).join(' '));
  const candidates = recentLearnings(learnings, pool);
  const scored = candidates.map((learning, index) => {
    const own = words([learning.command, learning.error, learning.latestCorrection, learning.context, ...learning.tags]
      .filter(Boolean).join(' '));
    let overlap = 0;
    for (const word of own) if (ruleWords.has(word)) overlap += 1;
    const score = (learning.latestCorrection ? 3 : 0) + Math.min(overlap, 3) * 2
      + (learning.scope === 'project' ? 1 : 0) + (learning.pain ?? 0) / 2;
    return { learning, score, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.learning);
}


function failingEntry(result: CheckResult): string[] {
  const entry = [`- ${shorten(oneLine(result.ruleText), RULE_TEXT_WIDTH)} (${foundText(result)})`];
  const sample = result.samples[0];
  if (sample) entry.push(`  e.g. ${shorten(oneLine(`${sample.path}:${sample.line}: ${sample.text}`), SAMPLE_WIDTH)}`);
  return entry;
}

/** Last line of defence, never reached by the accounting above: cut at a line boundary to fit `budget`. */
function fitBudget(context: string, budget: number): string {
  if (jsonLength(context) <= budget) return context;
  const lines = context.split('\n');
  while (lines.length > 1 && jsonLength(`${lines.join('\n')}\n…`) > budget) lines.pop();
  const cut = `${lines.join('\n')}\n…`;
  return jsonLength(cut) <= budget ? cut : shorten(lines[0]!, Math.floor(budget / 6));
}
