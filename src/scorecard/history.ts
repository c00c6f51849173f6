// Session history: reading `sessions.jsonl` as people and tools really write it (rulesweep's
// records, Meta Alchemist-style records, hook snapshots, comments and broken lines), and each
// rule's streak across the recorded sessions. Reading never fails on content: what cannot be
// read is skipped and reported.
import { readFile } from 'node:fs/promises';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { InputError } from '../diagnostics/errors.js';
import { scanJsonLines } from '../memory/messy-jsonl.js';
import type { Status } from '../sweep/result.js';
import type { SessionRecord, SessionRuleStatus } from './model.js';

/** A rule passing this many recorded sessions in a row is a candidate for CLAUDE.md. */
export const GRADUATION_STREAK = 5;

/** A record as read, with where it came from. Assignable to SessionRecord. */
export interface HistoryRecord extends SessionRecord {
  /** Line of the record in the file. */
  line: number;
  /** The file named this session's id (rather than rulesweep making one up from date and number). */
  explicitId: boolean;
  /** The record fills its lines alone, so `--record` may replace it in place. */
  replaceable: boolean;
  /** Offsets of the record in the file, end exclusive. */
  start: number;
  end: number;
}

export interface SessionHistory {
  records: HistoryRecord[];
  problems: Diagnostic[];
  /** Comment lines skipped. */
  comments: number;
}

/** Reads a sessions file; a missing file is an empty history. Unreadable content is reported, never thrown. */
export async function readSessions(file: string, displayName = file): Promise<SessionHistory> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], problems: [], comments: 0 };
    throw new InputError(`cannot read the session history ${displayName}: ${(error as Error).message}`, {
      hint: 'check the file is readable, or point to another with the `sessions` key of .rulesweep.json',
      cause: error,
    });
  }
  return parseSessions(text, displayName);
}

export function parseSessions(text: string, displayName: string): SessionHistory {
  const problems: Diagnostic[] = [];
  const warn = (line: number, code: string, message: string, hint?: string) =>
    problems.push(diagnostic('warning', code, message, { file: displayName, position: { line }, ...(hint ? { hint } : {}) }));
  const read: HistoryRecord[] = [];
  let comments = 0;

  for (const chunk of scanJsonLines(text)) {
    if (chunk.kind === 'comment') {
      comments += 1;
      continue;
    }
    if (chunk.kind === 'junk') {
      warn(chunk.line, 'sessions/unreadable', `skipped unreadable text (${chunk.reason}): ${chunk.text}`, 'each session is one JSON object; fix or remove the line');
      continue;
    }
    const outcome = toRecord(chunk.value, chunk.startLine, read.length + 1);
    if (typeof outcome === 'string') {
      warn(chunk.startLine, 'sessions/not-a-session', `skipped a record: ${outcome}`);
      continue;
    }
    read.push({ ...outcome, replaceable: chunk.alone, start: chunk.start, end: chunk.end });
  }
  return { records: latestPerSession(read, warn), problems, comments };
}

/** Keeps one record per explicit session id: the last one written counts. */
function latestPerSession(
  records: HistoryRecord[],
  warn: (line: number, code: string, message: string, hint?: string) => void,
): HistoryRecord[] {
  const last = new Map<string, HistoryRecord>();
  for (const record of records) if (record.explicitId) last.set(record.session_id, record);
  return records.filter((record) => {
    if (!record.explicitId) return true;
    const kept = last.get(record.session_id)!;
    if (kept !== record) {
      warn(record.line, 'sessions/duplicate', `session ${record.session_id} is recorded again on line ${kept.line}; the later record counts`);
      return false;
    }
    return true;
  });
}

const DATE = /^(\d{4}-\d{2}-\d{2})/;
const KNOWN = new Set([
  'date', 'timestamp', 'time', 'recorded_at', 'session_number', 'session_n', 'session', 'session_id', 'sessionId',
  'corrections_received', 'corrections', 'corrections_today', 'rules_checked', 'rules_passed', 'rules_failed',
  'rules_skipped', 'rules_errored', 'violations_found', 'violations_today', 'violations', 'rules', 'tool', 'extra',
]);
const SESSION_SIGNALS = ['session_number', 'session_n', 'session', 'session_id', 'sessionId', 'corrections_received',
  'corrections', 'corrections_today', 'rules_checked', 'rules_passed', 'rules_failed', 'violations_found',
  'violations_today', 'violations'];
const STATUSES = new Set<Status>(['PASS', 'FAIL', 'SKIP', 'ERROR']);

type ReadRecord = Omit<HistoryRecord, 'replaceable' | 'start' | 'end'>;

/** Maps one JSON object to a session record, or says why it is not one. */
function toRecord(raw: Record<string, unknown>, line: number, position: number): ReadRecord | string {
  const date = dateOf(raw);
  if (!date) return 'it has no date (expected "date": "YYYY-MM-DD" or an ISO "timestamp")';
  if (!SESSION_SIGNALS.some((key) => key in raw)) {
    return `no session fields (found ${Object.keys(raw).slice(0, 6).join(', ') || 'none'})`;
  }
  const sessionNumber = count(raw.session_number ?? raw.session_n ?? (typeof raw.session === 'number' ? raw.session : undefined));
  const id = [raw.session_id, raw.sessionId, typeof raw.session === 'string' ? raw.session : undefined]
    .find((candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '');
  const number = sessionNumber > 0 ? sessionNumber : position;
  const extra = Object.fromEntries(Object.entries(raw).filter(([key]) => !KNOWN.has(key)));
  const carried = typeof raw.extra === 'object' && raw.extra !== null && !Array.isArray(raw.extra) ? raw.extra as Record<string, unknown> : {};
  const allExtra = { ...carried, ...extra };
  return {
    date,
    session_number: number,
    session_id: id ?? `${date}#${number}`,
    corrections_received: count(raw.corrections_received ?? raw.corrections ?? raw.corrections_today),
    rules_checked: count(raw.rules_checked),
    rules_passed: count(raw.rules_passed),
    rules_failed: count(raw.rules_failed),
    rules_skipped: count(raw.rules_skipped),
    rules_errored: count(raw.rules_errored),
    violations_found: count(raw.violations_found ?? raw.violations_today ?? raw.violations),
    recorded_at: typeof raw.recorded_at === 'string' ? raw.recorded_at
      : typeof raw.timestamp === 'string' ? raw.timestamp
        : typeof raw.time === 'string' ? raw.time : '',
    rules: ruleStatuses(raw.rules),
    tool: typeof raw.tool === 'string' && raw.tool !== '' ? raw.tool : 'unknown',
    ...(Object.keys(allExtra).length > 0 ? { extra: allExtra } : {}),
    line,
    explicitId: id !== undefined,
  };
}

function dateOf(raw: Record<string, unknown>): string | undefined {
  for (const key of ['date', 'timestamp', 'time', 'recorded_at']) {
    const value = raw[key];
    if (typeof value === 'string') {
      const match = DATE.exec(value.trim());
      if (match) return match[1];
    }
  }
  return undefined;
}

/** A non-negative whole number from a number, a numeric string or an array (its length); else 0. */
function count(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : 0;
}

/** How a rule with several checks stands overall: any FAIL, else any ERROR, else any PASS, else SKIP. */
export function combineStatus(a: Status, b: Status): Status {
  const rank: Record<Status, number> = { FAIL: 3, ERROR: 2, PASS: 1, SKIP: 0, 'NOT RUN': 0 };
  return rank[a] >= rank[b] ? a : b;
}

function ruleStatuses(value: unknown): SessionRuleStatus[] {
  if (!Array.isArray(value)) return [];
  const statuses: SessionRuleStatus[] = [];
  const byId = new Map<string, SessionRuleStatus>();
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, status, count: matches, text } = item as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || !STATUSES.has(status as Status)) continue;
    const seen = byId.get(id);
    if (seen) {
      seen.status = combineStatus(seen.status, status as Status);
      continue;
    }
    const entry: SessionRuleStatus = {
      id,
      status: status as Status,
      ...(typeof matches === 'number' ? { count: matches } : {}),
      ...(typeof text === 'string' ? { text } : {}),
    };
    byId.set(id, entry);
    statuses.push(entry);
  }
  return statuses;
}

/** Where a session sits in the history, as people name it. */
export interface SessionRef {
  date: string;
  session_number: number;
  session_id: string;
}

export interface RuleStreak {
  ruleId: string;
  /** The rule's text in the latest session that recorded it. */
  text?: string;
  /** Sessions in a row, ending with the latest one that saw the rule, in which it passed. */
  passStreak: number;
  lastStatus: Status;
  lastSeen: SessionRef;
  /** The latest session in which the rule failed; absent when it never did. */
  lastFailed?: SessionRef;
  /** Recorded sessions that checked the rule. */
  sessionsSeen: number;
  passes: number;
  failures: number;
  /** Passing GRADUATION_STREAK or more sessions in a row. */
  graduationCandidate: boolean;
}

/**
 * Each rule's history over `records` (in the order they were recorded), keyed by rule id in order
 * of first appearance. Sessions that did not check a rule (it did not exist yet, or the record
 * has no per-rule statuses) neither extend nor break its streak; any status but PASS breaks it.
 */
export function ruleStreaks(records: readonly SessionRecord[]): Map<string, RuleStreak> {
  const streaks = new Map<string, RuleStreak>();
  for (const record of records) {
    const ref: SessionRef = { date: record.date, session_number: record.session_number, session_id: record.session_id };
    for (const rule of record.rules) {
      const streak = streaks.get(rule.id) ?? {
        ruleId: rule.id,
        passStreak: 0,
        lastStatus: rule.status,
        lastSeen: ref,
        sessionsSeen: 0,
        passes: 0,
        failures: 0,
        graduationCandidate: false,
      };
      streak.sessionsSeen += 1;
      streak.lastStatus = rule.status;
      streak.lastSeen = ref;
      if (rule.text !== undefined) streak.text = rule.text;
      if (rule.status === 'PASS') {
        streak.passes += 1;
        streak.passStreak += 1;
      } else {
        streak.passStreak = 0;
        if (rule.status === 'FAIL') {
          streak.failures += 1;
          streak.lastFailed = ref;
        }
      }
      streak.graduationCandidate = streak.passStreak >= GRADUATION_STREAK;
      streaks.set(rule.id, streak);
    }
  }
  return streaks;
}
