// The learnings store: an append-only JSONL file of events (a learning recorded, a correction
// of one). Reading folds the events into one Learning per id; writing appends under the store's
// lock, gives each new learning the next short id, and redacts secrets before a byte is written.
// Nothing is ever rewritten: a malformed line is reported with its line number and left in place.
// File calls are synchronous: the hook runs this on every failed agent command, and the promise
// API's thread-pool round trips cost more than these few small reads and one append.
import { appendFileSync, closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { withLock, type LockOptions } from '../memory/lock.js';
import type {
  ImportOrigin,
  Learning,
  LearningArchived,
  LearningContexts,
  LearningCorrected,
  LearningEvent,
  LearningKind,
  LearningRecorded,
  LearningScope,
} from './model.js';
import { redactSecrets, redactValue } from './redact.js';

export const LEARNING_KINDS: readonly LearningKind[] = ['failure', 'correction', 'observation'];

/** Longest texts kept, in characters; longer ones keep their head and tail. */
export const TEXT_LIMITS = { command: 2_000, error: 8_000, correction: 2_000, context: 2_000, tag: 64 } as const;

/** What a caller supplies for a new learning; the store adds id, time (unless given) and version. */
export type LearningDraft = Omit<LearningRecorded, 'type' | 'v' | 'id' | 'time' | 'tags'> & { time?: string; tags?: string[] };

export interface WriteOptions {
  /** Clock for event times (default: now). */
  now?: Date;
  lock?: LockOptions;
}

export interface LoadResult {
  /** Most recently touched first (latest event time, then highest id). */
  learnings: Learning[];
  problems: Diagnostic[];
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * Reads and folds a store. A missing file is an empty store. Malformed lines, corrections of
 * unknown ids and repeated ids are reported as warnings (with their line) and skipped.
 */
export async function loadLearnings(file: string, scope: LearningScope): Promise<LoadResult> {
  const text = readIfExists(file);
  return text === undefined ? { learnings: [], problems: [] } : foldLearnings(text, file, scope);
}

/** Folds the text of a store; `file` only names it in diagnostics. */
export function foldLearnings(text: string, file: string, scope: LearningScope): LoadResult {
  const problems: Diagnostic[] = [];
  const byId = new Map<number, Learning>();
  const updatedAt = new Map<Learning, number>();
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index]!;
    if (isBlank(raw)) continue;
    const line = index + 1;
    const parsed = parseEvent(raw);
    if (typeof parsed === 'string') {
      problems.push(malformed(file, line, parsed));
      continue;
    }
    if (parsed.type === 'archived') continue;
    if (parsed.type === 'learning') {
      if (byId.has(parsed.id)) {
        problems.push(warning(file, line, 'learnings/duplicate-id', `learning #${parsed.id} is recorded twice; the first one is used`,
          'the line is kept as it is; give one of them another id by hand if both matter'));
        continue;
      }
      const learning = toLearning(parsed, scope, line);
      byId.set(parsed.id, learning);
      updatedAt.set(learning, timeValue(learning.updated));
    } else {
      const learning = byId.get(parsed.id);
      if (!learning) {
        problems.push(warning(file, line, 'learnings/unknown-id', `correction of learning #${parsed.id}, which is not recorded before it`,
          'the line is kept as it is; corrections must follow the learning they correct'));
        continue;
      }
      learning.corrections.push({ time: parsed.time, text: parsed.correction });
      learning.latestCorrection = parsed.correction;
      const time = timeValue(parsed.time);
      if (time > updatedAt.get(learning)!) {
        learning.updated = parsed.time;
        updatedAt.set(learning, time);
      }
    }
  }
  const learnings = [...byId.values()].sort((a, b) => updatedAt.get(b)! - updatedAt.get(a)! || b.id - a.id);
  return { learnings, problems };
}

/** Most recently touched first (latest event time, then highest id), for merging stores; parses each time once. */
export function sortMostRecentFirst(learnings: readonly Learning[]): Learning[] {
  const keyed = learnings.map((learning) => ({ learning, time: timeValue(learning.updated) }));
  keyed.sort((a, b) => b.time - a.time || b.learning.id - a.learning.id);
  return keyed.map(({ learning }) => learning);
}

function isBlank(line: string): boolean {
  return line.length === 0 || (line.length < 4 && line.trim() === '') || (line.charCodeAt(0) <= 32 && line.trim() === '');
}

function timeValue(time: string): number {
  const value = Date.parse(time);
  return Number.isNaN(value) ? 0 : value;
}

function malformed(file: string, line: number, why: string): Diagnostic {
  return warning(file, line, 'learnings/malformed-line', `line ${line} is not a learnings event: ${why}`,
    'the line is kept as it is and ignored; fix or delete it by hand');
}

// Built here rather than with diagnostic() so the hook, which only appends, loads one module less.
function warning(file: string, line: number, code: string, message: string, hint: string): Diagnostic {
  return { severity: 'warning', code, message, file, position: { line }, hint };
}

/** A parsed event, or why the line is not one. */
export function parseEvent(raw: string): LearningEvent | string {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return 'not valid JSON';
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'not a JSON object';
  const event = data as Record<string, unknown>;
  if (!Number.isSafeInteger(event.id) || (event.id as number) < 1) return '"id" must be a whole number above 0';
  if (typeof event.time !== 'string' || event.time === '') return '"time" is missing';
  if (event.type === 'learning') {
    if (!LEARNING_KINDS.includes(event.kind as LearningKind)) return `"kind" must be one of ${LEARNING_KINDS.join(', ')}`;
    if (!Array.isArray(event.tags)) event.tags = [];
    else if (!event.tags.every((tag) => typeof tag === 'string')) event.tags = event.tags.filter((tag) => typeof tag === 'string');
    return event as unknown as LearningRecorded;
  }
  if (event.type === 'correction') {
    if (typeof event.correction !== 'string' || event.correction === '') return '"correction" is missing';
    return event as unknown as LearningCorrected;
  }
  if (event.type === 'archived') return event as unknown as LearningArchived;
  return '"type" must be "learning", "correction" or "archived"';
}

function toLearning(event: LearningRecorded, scope: LearningScope, line: number): Learning {
  // The parsed event is ours alone, so it becomes the Learning in place (10,000 of them load in
  // a query; copying each one showed up in the profile).
  // `delete` would drop V8 to slow dictionary objects; undefined fields vanish from JSON alike.
  const learning = event as unknown as Learning & { type?: string; v?: number };
  learning.type = undefined;
  learning.v = undefined;
  learning.scope = scope;
  learning.ref = formatRef(scope, event.id);
  learning.corrections = event.correction ? [{ time: event.time, text: event.correction }] : [];
  if (event.correction) learning.latestCorrection = event.correction;
  learning.updated = event.time;
  learning.line = line;
  return learning;
}

// ---------------------------------------------------------------------------------------------
// Ids people type

/** `#8` for the project store, `#g8` for the global one. */
export function formatRef(scope: LearningScope, id: number): string {
  return scope === 'global' ? `#g${id}` : `#${id}`;
}

/** Reads `8`, `#8`, `g8` or `#g8`; undefined when the text is not an id. */
export function parseRef(text: string): { id: number; scope?: LearningScope } | undefined {
  const match = /^#?(g)?(\d{1,15})$/i.exec(text.trim());
  if (!match) return undefined;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  return match[1] ? { id, scope: 'global' } : { id };
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * `date.toISOString()`, from the date's UTC fields. The first toISOString of a process reads the
 * local time zone (/etc/localtime) it does not need, which costs the learn hook 0.3 ms.
 */
export function isoTime(date: Date): string {
  const year = date.getUTCFullYear();
  // Years outside 0–9999 (and invalid dates, which throw) are toISOString's to write.
  if (!(year >= 0 && year <= 9999)) return date.toISOString();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}T${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}.${String(date.getUTCMilliseconds()).padStart(3, '0')}Z`;
}

/** Records one learning; returns the event as written (redacted, with its id). */
export async function appendLearning(file: string, draft: LearningDraft, options: WriteOptions = {}): Promise<LearningRecorded> {
  const [recorded] = await appendLearnings(file, [draft], options);
  return recorded!;
}

/**
 * Records one learning decided in the light of the store's latest learnings (`recent`, oldest
 * first, at most RECENT_LEARNINGS): `decide` returns the draft to write, or undefined to write
 * nothing. The hook ties a correction to the failure it follows this way, under the lock.
 */
export async function appendRelatedLearning(
  file: string,
  decide: (recent: readonly LearningRecorded[]) => LearningDraft | undefined,
  options: WriteOptions = {},
): Promise<LearningRecorded | undefined> {
  const time = isoTime(options.now ?? new Date());
  return withLock(file, () => {
    const { lastId, endsWithNewline, recent } = readTail(file);
    const draft = decide(recent);
    if (!draft) return undefined;
    const event = toEvent(draft, lastId + 1, time);
    appendFileSync(file, serialize([event], endsWithNewline), 'utf8');
    return event;
  }, options.lock);
}

/** Records several learnings under one lock, with consecutive ids, in the order given. */
export async function appendLearnings(file: string, drafts: LearningDraft[], options: WriteOptions = {}): Promise<LearningRecorded[]> {
  if (drafts.length === 0) return [];
  const time = isoTime(options.now ?? new Date());
  return withLock(file, () => {
    const { lastId, endsWithNewline } = readTail(file);
    const events = drafts.map((draft, index) => toEvent(draft, lastId + index + 1, time));
    appendFileSync(file, serialize(events, endsWithNewline), 'utf8');
    return events;
  }, options.lock);
}

/**
 * Records several learnings under one lock, skipping those whose origin (format + key) the
 * store already holds, or that appear twice in `drafts`. Returns what was written and skipped.
 */
export async function appendNewLearnings(
  file: string,
  drafts: LearningDraft[],
  options: WriteOptions = {},
): Promise<{ written: LearningRecorded[]; duplicates: LearningDraft[] }> {
  const time = isoTime(options.now ?? new Date());
  return withLock(file, () => {
    const text = readIfExists(file) ?? '';
    const { lastId, fresh, duplicates } = splitByOrigin(text, drafts);
    const events = fresh.map((draft, index) => toEvent(draft, lastId + index + 1, time));
    if (events.length > 0) appendFileSync(file, serialize(events, text === '' || text.endsWith('\n')), 'utf8');
    return { written: events, duplicates };
  }, options.lock);
}

/** What appendNewLearnings would write and skip right now; reads the store, writes nothing. */
export function previewNewLearnings(file: string, drafts: LearningDraft[]): { fresh: LearningDraft[]; duplicates: LearningDraft[] } {
  const { fresh, duplicates } = splitByOrigin(readIfExists(file) ?? '', drafts);
  return { fresh, duplicates };
}

/** The store's highest id, and the drafts split into those it does not hold yet and the rest. */
function splitByOrigin(text: string, drafts: LearningDraft[]): { lastId: number; fresh: LearningDraft[]; duplicates: LearningDraft[] } {
  const seen = new Set<string>();
  let lastId = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    const event = parseEvent(raw.trim());
    if (typeof event === 'string' || event.type === 'correction') continue;
    lastId = Math.max(lastId, event.id);
    if (event.origin) seen.add(originKey(event.origin));
  }
  const fresh: LearningDraft[] = [];
  const duplicates: LearningDraft[] = [];
  for (const draft of drafts) {
    const key = draft.origin ? originKey(draft.origin) : undefined;
    if (key !== undefined && seen.has(key)) {
      duplicates.push(draft);
      continue;
    }
    if (key !== undefined) seen.add(key);
    fresh.push(draft);
  }
  return { lastId, fresh, duplicates };
}

function originKey(origin: ImportOrigin): string {
  return `${origin.format}\u0000${origin.key}`;
}

export interface CorrectionDraft {
  correction: string;
  agent?: string;
  session?: string;
}

/**
 * Appends a correction of learning `id`. Throws UnknownLearningError when the store holds no
 * such learning, so a typo never leaves a dangling correction.
 */
export async function appendCorrection(
  file: string,
  id: number,
  draft: CorrectionDraft,
  options: WriteOptions = {},
): Promise<LearningCorrected> {
  const time = isoTime(options.now ?? new Date());
  return withLock(file, () => {
    const text = readIfExists(file) ?? '';
    const known = text.split('\n').some((raw) => {
      if (raw.trim() === '') return false;
      const event = parseEvent(raw.trim());
      return typeof event !== 'string' && event.type === 'learning' && event.id === id;
    });
    if (!known) throw new UnknownLearningError(id);
    const event: LearningCorrected = {
      type: 'correction',
      v: 1,
      id,
      time,
      correction: clip(redactSecrets(draft.correction.trim()), TEXT_LIMITS.correction),
      ...(draft.agent ? { agent: redactSecrets(draft.agent) } : {}),
      ...(draft.session ? { session: redactSecrets(draft.session) } : {}),
    };
    appendFileSync(file, serialize([event], text === '' || text.endsWith('\n')), 'utf8');
    return event;
  }, options.lock);
}

export class UnknownLearningError extends Error {
  override readonly name = 'UnknownLearningError';
  constructor(readonly id: number) {
    super(`no learning #${id} in the store`);
  }
}

function serialize(events: LearningEvent[], endsWithNewline: boolean): string {
  const body = events.map((event) => JSON.stringify(event)).join('\n');
  // A line torn by a crash stays a line of its own (reported as malformed), never glued to ours.
  return `${endsWithNewline ? '' : '\n'}${body}\n`;
}

function toEvent(draft: LearningDraft, id: number, now: string): LearningRecorded {
  const text = (value: string | undefined, limit: number) => {
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : clip(redactSecrets(trimmed), limit);
  };
  const tags = [...new Set((draft.tags ?? [])
    .map((tag) => text(tag, TEXT_LIMITS.tag))
    .filter((tag): tag is string => tag !== undefined))];
  const event: LearningRecorded = {
    type: 'learning',
    v: 1,
    id,
    time: draft.time ?? now,
    kind: draft.kind,
    command: text(draft.command, TEXT_LIMITS.command),
    exitCode: Number.isSafeInteger(draft.exitCode) ? draft.exitCode : undefined,
    error: text(draft.error, TEXT_LIMITS.error),
    correction: text(draft.correction, TEXT_LIMITS.correction),
    correcting: Number.isSafeInteger(draft.correcting) && draft.correcting! > 0 ? draft.correcting : undefined,
    context: text(draft.context, TEXT_LIMITS.context),
    tags,
    agent: text(draft.agent, 200),
    session: text(draft.session, 200),
    cwd: text(draft.cwd, 1_000),
    pain: draft.pain !== undefined && Number.isFinite(draft.pain) ? Math.min(5, Math.max(1, Math.round(draft.pain))) : undefined,
    confidence: draft.confidence !== undefined && Number.isFinite(draft.confidence) ? Math.min(1, Math.max(0, Math.round(draft.confidence * 100) / 100)) : undefined,
    source: draft.source,
    contexts: contextsValue(draft.contexts),
    antiContexts: contextsValue(draft.antiContexts),
    origin: draft.origin ? redactValue(draft.origin) : undefined,
    extra: draft.extra && Object.keys(draft.extra).length > 0 ? redactValue(draft.extra) : undefined,
  };
  // JSON.stringify drops the undefined fields; deleting them keeps the returned object equal to the line.
  for (const key of Object.keys(event) as Array<keyof LearningRecorded>) {
    if (event[key] === undefined) delete event[key];
  }
  return event;
}

/** Contexts as written: each list redacted, cut to 200 characters an entry and 20 entries; empty lists dropped. */
function contextsValue(contexts: LearningContexts | undefined): LearningContexts | undefined {
  if (!contexts) return undefined;
  const out: LearningContexts = {};
  for (const key of ['paths', 'languages', 'tools'] as const) {
    const list = (contexts[key] ?? []).map((value) => redactSecrets(value.trim()).slice(0, 200)).filter((value) => value !== '').slice(0, 20);
    if (list.length > 0) out[key] = [...new Set(list)];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Keeps the head and the tail of a long text, where errors usually say what went wrong. */
export function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.length - limit;
  const head = Math.ceil(limit * 0.6);
  return `${text.slice(0, head)}\n… [${cut} characters cut] …\n${text.slice(text.length - (limit - head))}`;
}

/**
 * The id the last learnings in the store reached, and whether the file ends with a newline.
 * Ids grow with every append under the lock, so the last learning line holds the highest id;
 * the highest of the last few is taken in case someone edited the file by hand. Reading only the
 * tail keeps each append O(1) however large the store grows.
 */
function readTail(file: string): { lastId: number; endsWithNewline: boolean; recent: LearningRecorded[] } {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { lastId: 0, endsWithNewline: true, recent: [] };
    throw error;
  }
  try {
    const { size } = fstatSync(fd);
    if (size === 0) return { lastId: 0, endsWithNewline: true, recent: [] };
    for (let chunk = 16 * 1024; ; chunk *= 4) {
      const length = Math.min(chunk, size);
      const buffer = Buffer.alloc(length);
      const bytesRead = readSync(fd, buffer, 0, length, size - length);
      const text = buffer.subarray(0, bytesRead).toString('utf8');
      const lines = text.split('\n');
      if (length < size) lines.shift(); // probably cut mid-line
      let lastId = 0;
      const recent: LearningRecorded[] = [];
      for (let i = lines.length - 1; i >= 0 && recent.length < RECENT_LEARNINGS; i -= 1) {
        if (lines[i]!.trim() === '') continue;
        const event = parseEvent(lines[i]!);
        if (typeof event === 'string' || event.type === 'correction') continue;
        // An archived learning's line keeps its id taken.
        if (recent.length < TAIL_LEARNINGS) lastId = Math.max(lastId, event.id);
        if (event.type === 'learning') recent.push(event);
      }
      if (lastId > 0 || length >= size) return { lastId, endsWithNewline: text.endsWith('\n'), recent: recent.reverse() };
    }
  } finally {
    closeSync(fd);
  }
}

/** How many of the last learnings readTail compares for the highest id. */
const TAIL_LEARNINGS = 16;
/** How many of the last learnings appendRelatedLearning shows its caller. */
export const RECENT_LEARNINGS = 32;

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
