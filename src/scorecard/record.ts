// Recording a session into `sessions.jsonl`: which session this is, the record built from the
// sweep, and the write itself, done under the file's lock so that recording the same session
// twice replaces its record instead of counting it twice.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { appendUnderLock } from '../memory/atomic.js';
import type { SweepReport } from '../sweep/result.js';
import { endOfLocalDate, startOfLocalDay } from '../session/calendar.js';
import { combineStatus, parseSessions, type SessionHistory } from './history.js';
import type { SessionRecord, SessionRuleStatus } from './model.js';

export type SessionIdSource = 'flag' | 'env' | 'hook' | 'date';

export interface SessionIdentity {
  id: string;
  source: SessionIdSource;
}

/**
 * The variable Claude Code sets, in its Bash and PowerShell tools and its hook commands, to the
 * current session's id, the hook payloads' `session_id` (code.claude.com/docs/en/env-vars).
 * `CLAUDE_SESSION_ID` is not one: Claude Code substitutes `${CLAUDE_SESSION_ID}` in skill text
 * only, and never sets it in a process's environment.
 */
const SESSION_ID_VARIABLE = 'CLAUDE_CODE_SESSION_ID';

/**
 * Which session this is: `--session ID`, else the hook payload's `session_id`, else
 * CLAUDE_CODE_SESSION_ID (so a `scorecard --record` run by the agent in Claude Code and the
 * SessionEnd hook name one session), else one session per local date (`date:YYYY-MM-DD`).
 */
export function sessionIdentity(options: {
  flag?: string | undefined;
  env: Record<string, string | undefined>;
  hookSessionId?: string | undefined;
  date: string;
}): SessionIdentity {
  const clean = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);
  const flag = clean(options.flag);
  if (flag) return { id: flag, source: 'flag' };
  const hook = clean(options.hookSessionId);
  if (hook) return { id: hook, source: 'hook' };
  const env = clean(options.env[SESSION_ID_VARIABLE]);
  if (env) return { id: env, source: 'env' };
  return { id: `date:${options.date}`, source: 'date' };
}

/** Everything of a record but its number, which only the file under its lock can give. */
export type SessionDraft = Omit<SessionRecord, 'session_number'>;

/** A session's record from its sweep (or none when there was no rules file) and its corrections. */
export function sessionDraft(
  report: SweepReport | undefined,
  options: { date: string; sessionId: string; corrections: number; now: Date },
): SessionDraft {
  const summary = report?.summary;
  const rules = new Map<string, SessionRuleStatus>();
  let violations = 0;
  for (const result of report?.results ?? []) {
    const failing = result.status === 'FAIL';
    if (failing) violations += result.expected?.endsWith('+') ? 1 : (result.count ?? 0);
    const seen = rules.get(result.ruleId);
    if (seen) {
      seen.status = combineStatus(seen.status, result.status);
      if (failing) seen.count = (seen.count ?? 0) + (result.count ?? 0);
      continue;
    }
    rules.set(result.ruleId, {
      id: result.ruleId,
      status: result.status,
      ...(failing ? { count: result.count ?? 0 } : {}),
      text: result.ruleText,
    });
  }
  return {
    date: options.date,
    session_id: options.sessionId,
    corrections_received: options.corrections,
    rules_checked: summary?.checked ?? 0,
    rules_passed: summary?.passed ?? 0,
    rules_failed: summary?.failed ?? 0,
    rules_skipped: summary?.skipped ?? 0,
    rules_errored: summary?.errors ?? 0,
    violations_found: violations,
    recorded_at: options.now.toISOString(),
    tool: 'rulesweep',
    rules: [...rules.values()],
  };
}

/**
 * Since when this session's corrections count: the recording of the latest other session, else
 * the end of that session's day when it has no time, else the start of today.
 */
export function correctionsWindowStart(history: Pick<SessionHistory, 'records'>, sessionId: string, now: Date): Date {
  const previous = history.records.filter((record) => record.session_id !== sessionId).at(-1);
  if (previous) {
    const recorded = previous.recorded_at ? new Date(previous.recorded_at) : undefined;
    if (recorded && !Number.isNaN(recorded.getTime())) return recorded;
    const endOfDay = endOfLocalDate(previous.date);
    if (endOfDay) return endOfDay;
  }
  return startOfLocalDay(now);
}

export interface WriteOutcome {
  /** `added` a new session, or `updated` the record of a session recorded before. */
  action: 'added' | 'updated';
  record: SessionRecord;
  /** What the history file held that could not be read (kept untouched). */
  problems: Diagnostic[];
}

/**
 * Records one session under the history file's lock. `build` sees the history as it is inside
 * the lock. A session already recorded (same session_id) keeps its number and has its record
 * replaced in place; the rest of the file, comments and foreign records included, is kept byte
 * for byte. A new session is appended with the next number.
 */
export async function writeSessionRecord(
  file: string,
  displayName: string,
  build: (history: SessionHistory) => SessionDraft,
): Promise<WriteOutcome> {
  return appendUnderLock(file, `the session history ${displayName}`, (current) => {
    const text = current ?? '';
    const history = parseSessions(text, displayName);
    const draft = build(history);
    const existing = history.records.find((record) => record.explicitId && record.session_id === draft.session_id);
    const number = existing?.session_number ?? Math.max(0, ...history.records.map((record) => record.session_number)) + 1;
    const record: SessionRecord = { ...draft, session_number: number };
    const line = serialize(record);
    const result: WriteOutcome = { action: existing ? 'updated' : 'added', record, problems: history.problems };
    return existing?.replaceable
      ? { replace: `${text.slice(0, existing.start)}${line}${text.slice(existing.end)}`, result }
      : { append: `${line}\n`, result };
  });
}

/** One JSON line, Meta Alchemist's fields first, the long per-rule list last. */
export function serialize(record: SessionRecord): string {
  const { date, session_number, session_id, corrections_received, rules_checked, rules_passed, rules_failed,
    rules_skipped, rules_errored, violations_found, recorded_at, tool, rules, extra } = record;
  return JSON.stringify({
    date, session_number, session_id, corrections_received, rules_checked, rules_passed, rules_failed,
    rules_skipped, rules_errored, violations_found, recorded_at, tool, ...(extra ? { extra } : {}), rules,
  });
}
