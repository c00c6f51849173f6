// `learn import`: turns the files people already keep into learnings without losing a field.
//   corrections   Meta Alchemist-style `corrections.jsonl` (and its many home-grown layouts)
//   agentic-stack `AGENT_LEARNINGS.jsonl` episodes: timestamp, skill, action, result, detail,
//                 pain_score, importance, reflection, context
//   terraphim     a learnings folder of markdown files with YAML frontmatter
// JSONL files in the wild are messy (../memory/messy-jsonl.ts reads them) and mix layouts.
// Every record found is read; everything else is reported as skipped with its line, and the
// import goes on. Fields with no place in a Learning are kept in `extra`; each record carries an
// origin key, so importing twice adds nothing.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { scanJsonLines, type CommentChunk, type JunkChunk } from '../memory/messy-jsonl.js';
import type { LearningKind } from './model.js';
import type { LearningDraft } from './store.js';

export const IMPORT_FORMATS = ['auto', 'corrections', 'agentic-stack', 'terraphim'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface ImportSkip {
  file: string;
  line?: number;
  reason: string;
}

export interface ImportPlan {
  drafts: LearningDraft[];
  skipped: ImportSkip[];
  /** Records read per format. */
  formats: Record<string, number>;
}

export async function readImport(source: string, format: ImportFormat = 'auto', now: Date = new Date()): Promise<ImportPlan> {
  const info = await stat(source);
  const plan: ImportPlan = { drafts: [], skipped: [], formats: {} };
  if (info.isDirectory() || format === 'terraphim' || source.endsWith('.md')) {
    const files = info.isDirectory() ? await markdownFiles(source) : [source];
    for (const file of files) await readTerraphimFile(file, plan, now);
    return plan;
  }
  const text = await readFile(source, 'utf8');
  for (const chunk of scanJsonLines(text)) {
    if (chunk.kind !== 'object') {
      plan.skipped.push({ file: source, line: chunk.line, reason: skipReason(chunk) });
      continue;
    }
    const record = chunk.value;
    const layout = format === 'auto' ? detectLayout(record) : format;
    const draft = layout === 'agentic-stack' ? fromAgenticStack(record, now) : fromCorrection(record, now);
    if (!draft) {
      plan.skipped.push({ file: source, line: chunk.startLine, reason: 'record has no text to learn from' });
      continue;
    }
    draft.origin = { format: layout, key: recordKey(record), file: path.basename(source) };
    plan.drafts.push(draft);
    plan.formats[layout] = (plan.formats[layout] ?? 0) + 1;
  }
  return plan;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// JSONL records

function skipReason(chunk: CommentChunk | JunkChunk): string {
  if (chunk.kind === 'comment') return 'comment';
  return chunk.reason === 'not JSON' ? `not JSON: ${chunk.text}` : chunk.reason;
}

function detectLayout(record: Record<string, unknown>): 'agentic-stack' | 'corrections' {
  const agentic = ['skill', 'action', 'result', 'pain_score', 'importance', 'reflection', 'detail'].filter((key) => key in record);
  return agentic.length >= 2 ? 'agentic-stack' : 'corrections';
}

/** A stable key: the record's own id, else a hash of its canonical JSON. */
function recordKey(record: Record<string, unknown>): string {
  for (const key of ['id', 'uuid']) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return hash(canonical(record));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

// ---------------------------------------------------------------------------------------------
// Field mapping

/** Takes fields out of a record; whatever is left at the end goes to `extra`. */
class FieldPicker {
  private readonly rest: Record<string, unknown>;

  constructor(record: Record<string, unknown>) {
    this.rest = { ...record };
  }

  /** The first alias holding a non-empty string (or number), removed from the rest. */
  text(...aliases: string[]): string | undefined {
    for (const alias of aliases) {
      const value = this.rest[alias];
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
        delete this.rest[alias];
        return String(value);
      }
    }
    return undefined;
  }

  /** A time, normalized to ISO 8601; the original stays in `extra` when normalizing changed it. */
  time(...aliases: string[]): string | undefined {
    for (const alias of aliases) {
      const value = this.rest[alias];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const date = new Date(typeof value === 'number' && value < 1e12 ? value * 1000 : value);
      if (Number.isNaN(date.getTime())) continue;
      const iso = date.toISOString();
      if (sameInstantWritten(value, iso)) delete this.rest[alias];
      return iso;
    }
    return undefined;
  }

  integer(...aliases: string[]): number | undefined {
    for (const alias of aliases) {
      const value = this.rest[alias];
      const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof number === 'number' && Number.isSafeInteger(number)) {
        if (number === value) delete this.rest[alias];
        return number;
      }
    }
    return undefined;
  }

  /** Tags from an array of strings or a comma-separated string. */
  tags(...aliases: string[]): string[] {
    for (const alias of aliases) {
      const value = this.rest[alias];
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
        delete this.rest[alias];
        return value as string[];
      }
      if (typeof value === 'string' && value.trim() !== '') {
        delete this.rest[alias];
        return value.split(',').map((tag) => tag.trim()).filter(Boolean);
      }
    }
    return [];
  }

  peek(key: string): unknown {
    return this.rest[key];
  }

  extra(): Record<string, unknown> | undefined {
    return Object.keys(this.rest).length > 0 ? this.rest : undefined;
  }
}

/**
 * True when `iso` says exactly what the original time said: an explicit zone, no precision
 * beyond milliseconds. Otherwise (local times, microseconds, epoch numbers) the original is kept.
 */
function sameInstantWritten(original: unknown, iso: string): boolean {
  return typeof original === 'string' && /(?:Z|[+-]\d\d:?\d\d)$/.test(original) && !/\.\d{4,}/.test(original) &&
    Date.parse(original) === Date.parse(iso);
}

/** agentic-stack pain and importance run 0..10; ours 1..5. */
function painFrom(score: unknown): number | undefined {
  const value = typeof score === 'string' ? Number(score) : score;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(5, Math.max(1, Math.ceil(value / 2)));
}

function fromAgenticStack(record: Record<string, unknown>, now: Date): LearningDraft | undefined {
  const pick = new FieldPicker(record);
  const result = typeof pick.peek('result') === 'string' ? (pick.peek('result') as string).toLowerCase() : '';
  const failed = ['failure', 'failed', 'fail', 'error'].includes(result);
  const draft: LearningDraft = {
    kind: failed ? 'failure' : 'observation',
    time: pick.time('timestamp', 'ts', 'time') ?? now.toISOString(),
    error: failed ? pick.text('detail', 'error') : undefined,
    correction: pick.text('reflection', 'lesson'),
    context: pick.text('context', 'action'),
    tags: pick.tags('skill'),
    pain: painFrom(pick.peek('pain_score')),
    session: pick.text('session', 'session_id'),
  };
  if (!draft.error && !draft.correction && !draft.context) return undefined;
  return withExtra(draft, pick);
}

function fromCorrection(record: Record<string, unknown>, now: Date): LearningDraft | undefined {
  const pick = new FieldPicker(record);
  const correction = pick.text('correction', 'corrected', 'rule', 'lesson', 'fix', 'learning', 'instruction', 'summary');
  const command = pick.text('command', 'cmd');
  const error = pick.text('error', 'mistake', 'original', 'wrong', 'error_output');
  const kind: LearningKind = correction ? 'correction' : error || command ? 'failure' : 'observation';
  const draft: LearningDraft = {
    kind,
    time: pick.time('ts', 'timestamp', 'time', 'date', 'created_at', 'createdAt', 'captured_at') ?? now.toISOString(),
    correction,
    command,
    error,
    exitCode: pick.integer('exit_code', 'exitCode'),
    context: pick.text('context', 'trigger', 'situation', 'prompt_snippet', 'prompt', 'description'),
    tags: pick.tags('tags', 'category', 'categories'),
    session: pick.text('session', 'session_id', 'sessionId'),
    agent: pick.text('agent'),
    cwd: pick.text('cwd', 'working_dir'),
    pain: painFrom(pick.peek('pain_score')) ?? (typeof pick.peek('pain') === 'number' ? (pick.peek('pain') as number) : undefined),
  };
  if (!draft.correction && !draft.command && !draft.error && !draft.context) return undefined;
  return withExtra(draft, pick);
}

function withExtra(draft: LearningDraft, pick: FieldPicker): LearningDraft {
  const extra = pick.extra();
  for (const key of Object.keys(draft) as Array<keyof LearningDraft>) {
    if (draft[key] === undefined) delete draft[key];
  }
  return extra ? { ...draft, extra } : draft;
}

// ---------------------------------------------------------------------------------------------
// terraphim learnings folders

async function readTerraphimFile(file: string, plan: ImportPlan, now: Date): Promise<void> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    plan.skipped.push({ file, reason: `cannot be read: ${(error as Error).message}` });
    return;
  }
  const split = splitFrontmatter(text);
  if (!split) {
    plan.skipped.push({ file, line: 1, reason: 'no YAML frontmatter' });
    return;
  }
  const frontmatter = await parseFrontmatter(split.frontmatter);
  const sections = markdownSections(split.body);
  const pick = new FieldPicker(frontmatter);
  const isCorrection = pick.peek('type') === 'correction';
  if (isCorrection) pick.text('type');
  const commandSection = sections.take('Command');
  const draft: LearningDraft = {
    kind: isCorrection ? 'correction' : 'failure',
    time: pick.time('captured_at', 'timestamp', 'date') ?? now.toISOString(),
    command: pick.text('command') ?? (commandSection ? stripCode(commandSection) : undefined),
    exitCode: pick.integer('exit_code'),
    error: sections.code('Error Output'),
    correction: pick.text('correction') ?? sections.code('Suggested Correction') ?? sections.code('Correction') ?? sections.code('Corrected'),
    context: sections.take('Context'),
    cwd: pick.text('working_dir', 'cwd'),
    session: pick.text('session_id'),
    tags: [...pick.tags('tags'), ...(isCorrection ? pick.tags('correction_type') : [])],
  };
  if (!draft.command && !draft.correction && !draft.error) {
    plan.skipped.push({ file, line: 1, reason: 'no command, error or correction in it' });
    return;
  }
  const extra = pick.extra() ?? {};
  const original = sections.code('Original');
  if (original) extra.original = original;
  const fullChain = sections.code('Full Chain');
  if (fullChain) extra.full_chain = fullChain;
  const rest = sections.rest();
  if (Object.keys(rest).length > 0) extra.sections = rest;
  const id = frontmatter.id;
  draft.origin = { format: 'terraphim', key: typeof id === 'string' || typeof id === 'number' ? String(id) : hash(text), file: path.basename(file) };
  if (Object.keys(extra).length > 0) draft.extra = extra;
  for (const key of Object.keys(draft) as Array<keyof LearningDraft>) {
    if (draft[key] === undefined) delete draft[key];
  }
  plan.drafts.push(draft);
  plan.formats.terraphim = (plan.formats.terraphim ?? 0) + 1;
}

function splitFrontmatter(text: string): { frontmatter: string; body: string } | undefined {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return match ? { frontmatter: match[1]!, body: match[2]! } : undefined;
}

/**
 * YAML when it parses; otherwise the `key: value` and `- item` lines one by one, because
 * terraphim writes values unquoted (`command: echo a: b` is not valid YAML).
 */
async function parseFrontmatter(text: string): Promise<Record<string, unknown>> {
  try {
    const { parse } = await import('yaml');
    const value = parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return stringifyDates(value as Record<string, unknown>);
  } catch {
    // Fall through to the line reader.
  }
  const out: Record<string, unknown> = {};
  let list: string | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const item = /^\s+-\s+(.*)$/.exec(raw) ?? (list ? /^-\s+(.*)$/.exec(raw) : null);
    if (item && list) {
      (out[list] as string[]).push(item[1]!.trim());
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+):\s*(.*)$/.exec(raw);
    if (!pair) continue;
    const [, key, value] = pair as unknown as [string, string, string];
    if (value.trim() === '') {
      out[key] = [];
      list = key;
    } else {
      out[key] = value.trim();
      list = undefined;
    }
  }
  return out;
}

function stringifyDates(record: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(record)) if (value instanceof Date) record[key] = value.toISOString();
  return record;
}

/** `## Heading` sections of a markdown body; `take` and `code` consume them, `rest` is the remainder. */
function markdownSections(body: string) {
  const sections = new Map<string, string>();
  const parts = body.split(/^#{2,3}\s+(.+?)\s*$/m);
  for (let i = 1; i < parts.length; i += 2) sections.set(parts[i]!.trim(), (parts[i + 1] ?? '').trim());
  return {
    take(name: string): string | undefined {
      const value = sections.get(name);
      sections.delete(name);
      return value === undefined || value === '' ? undefined : value;
    },
    code(name: string): string | undefined {
      const value = this.take(name);
      return value === undefined ? undefined : stripCode(value);
    },
    rest(): Record<string, string> {
      return Object.fromEntries([...sections].filter(([, value]) => value !== ''));
    },
  };
}

/** The inside of a fenced block or inline code span, else the text itself. */
function stripCode(text: string): string {
  const fenced = /^```[^\n]*\n([\s\S]*?)\n?```\s*$/.exec(text.trim());
  if (fenced) return fenced[1]!;
  const inline = /^`([^`]*)`$/.exec(text.trim());
  return inline ? inline[1]! : text.trim();
}
