// Writing to a learnings store as use-cases: `captureLearning` (a failed command, a person's
// correction, an observation), `correctLearning` (a correction of a recorded learning: a new
// event, nothing rewritten) and `importLearnings` (files people already keep). They decide which
// store (the project's unless told `global`), what is worth recording, and turn a failed write
// into an error that says what to do. Plain data in and out; `learn capture|correct|import` and
// the MCP server call them. Errors: UsageError (nothing to record, a bad id), NotRecordedError (a
// deliberate skip, e.g. a test run), InputError (an unreadable or unrecognised import), and
// RulesweepError (the store could not be written).
import { InputError, RulesweepError, UsageError } from '../diagnostics/errors.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { readImport, type ImportFormat, type ImportSkip } from './import.js';
import { storeLocation, type StoreLocation } from './load-stores.js';
import { LockTimeoutError, lockPathFor } from '../memory/lock.js';
import { contextsOf, isEmptyContexts } from './contexts.js';
import type { LearningCorrected, LearningKind, LearningRecorded, LearningScope, LearningSource } from './model.js';
import {
  appendCorrection,
  appendLearning,
  appendNewLearnings,
  appendRelatedLearning,
  formatRef,
  parseRef,
  type LearningDraft,
  previewNewLearnings,
  UnknownLearningError,
} from './store.js';
import { isTestCommand } from './test-commands.js';

/** Nothing was recorded, on purpose: the message says why and the hint how to record it anyway. */
export class NotRecordedError extends RulesweepError {
  override readonly name = 'NotRecordedError';
}

export interface CaptureInput {
  paths: ProjectPaths;
  /** The store written: the project's (default) or the user's global one. */
  scope?: LearningScope | undefined;
  now: Date;
  /** Where the command ran, kept with the learning. */
  cwd?: string | undefined;
  /** Default: `failure` when a command is given, else `correction`. */
  kind?: LearningKind | undefined;
  /** The command that failed; optional for a correction or an observation. */
  command?: string | undefined;
  error?: string | undefined;
  /** Kept for a failure (default 1), or when given. */
  exitCode?: number | undefined;
  /** What should have been done instead. */
  correction?: string | undefined;
  context?: string | undefined;
  tags?: string[] | undefined;
  agent?: string | undefined;
  session?: string | undefined;
  /** Record a failing test run too (skipped by default: a failing suite is doing its job). */
  force?: boolean | undefined;
  /** 0..1. */
  confidence?: number | undefined;
  /** Default: `failure` for a failure, `agent` for a correction (how an agent records what it was told). */
  source?: LearningSource | undefined;
  /** Where it applies and where it does not: `path:automation/`, `lang:python`, `tool:pip`. */
  appliesTo?: string[] | undefined;
  notFor?: string[] | undefined;
}

export interface CaptureOutcome {
  /** `#8`, or `#g8` in the global store. */
  ref: string;
  store: StoreLocation;
  /** The event as written (redacted, with its id). */
  learning: LearningRecorded;
}

export async function captureLearning(input: CaptureInput): Promise<CaptureOutcome> {
  const command = nonEmpty(input.command);
  const correction = nonEmpty(input.correction);
  if (command === undefined && correction === undefined) {
    throw new UsageError('nothing to record: give the command that failed, or --correction', {
      hint: 'rulesweep learn capture "pip install x" --error "…", or rulesweep learn capture --correction "use uv, not pip"',
    });
  }
  const kind = input.kind ?? (command !== undefined ? 'failure' : 'correction');
  if (kind === 'failure' && command === undefined) {
    throw new UsageError('a failure needs the command that failed', { hint: 'pass it first: rulesweep learn capture "npm run build" --error "…"' });
  }
  if (kind === 'failure' && !input.force && isTestCommand(command!)) {
    throw new NotRecordedError(`not recorded: "${command}" runs tests, and a failing test run is the suite doing its job`, {
      hint: 'pass --force to record it anyway',
    });
  }
  if (input.confidence !== undefined && !(Number.isFinite(input.confidence) && input.confidence >= 0 && input.confidence <= 1)) {
    throw new UsageError(`--confidence must be a number from 0 to 1, not ${input.confidence}`, { hint: 'e.g. --confidence 0.8' });
  }
  const applies = contextsOf(input.appliesTo ?? []);
  const notFor = contextsOf(input.notFor ?? []);
  const unread = [...applies.unread, ...notFor.unread];
  if (unread.length > 0) {
    throw new UsageError(`"${unread[0]}" is not a context`, { hint: 'write path:FOLDER, lang:LANGUAGE or tool:PROGRAM, e.g. --applies-to lang:python --not-for path:legacy/' });
  }
  const source = input.source ?? (kind === 'failure' ? 'failure' : kind === 'correction' ? 'agent' : undefined);
  const exitCode = input.exitCode ?? (kind === 'failure' ? 1 : undefined);
  const store = storeLocation(input.paths, input.scope ?? 'project');
  const draft: LearningDraft = {
    kind,
    ...(command !== undefined ? { command } : {}),
    ...(input.error !== undefined ? { error: input.error } : {}),
    ...(exitCode !== undefined ? { exitCode } : {}),
    ...(correction !== undefined ? { correction } : {}),
    ...(input.context !== undefined ? { context: input.context } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.agent !== undefined ? { agent: input.agent } : {}),
    ...(input.session !== undefined ? { session: input.session } : {}),
    ...(input.cwd !== undefined ? { cwd: input.cwd } : {}),
    ...(input.confidence !== undefined ? { confidence: input.confidence } : {}),
    ...(source !== undefined ? { source } : {}),
    ...(isEmptyContexts(applies.contexts) ? {} : { contexts: applies.contexts }),
    ...(isEmptyContexts(notFor.contexts) ? {} : { antiContexts: notFor.contexts }),
  };
  // An agent's record of what it was just told is about the failure it follows, as a prompt is
  // (the draft is written either way: tied or not).
  const learning = kind === 'correction' && correction !== undefined && command === undefined
    ? await writing(store, input.paths, async () => {
      const { failureRecorded } = await import('./prompt-corrections.js');
      return (await appendRelatedLearning(store.file, (recent) => {
        const failure = failureRecorded(correction, input.session, recent, input.now);
        return failure ? { ...draft, correcting: failure.id } : draft;
      }, { now: input.now }))!;
    })
    : await writing(store, input.paths, () => appendLearning(store.file, draft, { now: input.now }));
  return { ref: formatRef(store.scope, learning.id), store, learning };
}

export interface CorrectInput {
  paths: ProjectPaths;
  /** The learning: `8` or `#8` (project), `g8` or `#g8` (global). */
  id: string;
  correction: string;
  /** The store of an id without a `g`: the project's (default) or the global one. */
  scope?: LearningScope | undefined;
  agent?: string | undefined;
  session?: string | undefined;
  now: Date;
}

export interface CorrectOutcome {
  ref: string;
  store: StoreLocation;
  event: LearningCorrected;
}

export async function correctLearning(input: CorrectInput): Promise<CorrectOutcome> {
  const ref = parseRef(input.id);
  if (!ref) throw new UsageError(`"${input.id}" is not a learning id`, { hint: 'use the id learn list shows: 8 or #8 (project), g8 or #g8 (global)' });
  const correction = input.correction.trim();
  if (correction === '') throw new UsageError('--correction is empty', { hint: 'say what should have been done instead' });
  const store = storeLocation(input.paths, ref.scope ?? input.scope ?? 'project');
  const shown = formatRef(store.scope, ref.id);
  const event = await writing(store, input.paths, async () => {
    try {
      return await appendCorrection(store.file, ref.id, {
        correction,
        ...(input.agent !== undefined ? { agent: input.agent } : {}),
        ...(input.session !== undefined ? { session: input.session } : {}),
      }, { now: input.now });
    } catch (error) {
      if (!(error instanceof UnknownLearningError)) throw error;
      throw new InputError(`no learning ${shown} in ${store.label}`, {
        hint: store.scope === 'global' ? 'run rulesweep learn list --global to see the ids' : 'run rulesweep learn list to see the ids (global ones start with g)',
      });
    }
  });
  return { ref: shown, store, event };
}

export interface ImportInput {
  paths: ProjectPaths;
  scope?: LearningScope | undefined;
  /** Absolute path of a .jsonl file, a .md file or a folder of .md files. */
  source: string;
  format?: ImportFormat | undefined;
  /** Say what would be imported; write nothing. */
  dryRun?: boolean | undefined;
  now: Date;
}

export interface ImportOutcome {
  source: string;
  store: StoreLocation;
  dryRun: boolean;
  /** Records read per format. */
  formats: Record<string, number>;
  read: number;
  imported: number;
  alreadyPresent: number;
  /** What was not a record, with its file and line. */
  skipped: ImportSkip[];
}

export async function importLearnings(input: ImportInput): Promise<ImportOutcome> {
  const format = input.format ?? 'auto';
  const shown = displayPath(input.paths.root, input.source);
  let plan;
  try {
    plan = await readImport(input.source, format, input.now);
  } catch (error) {
    throw new InputError(`cannot read ${shown}: ${(error as Error).message}`, {
      hint: 'pass a corrections.jsonl, an AGENT_LEARNINGS.jsonl, or a folder of terraphim learning .md files',
      cause: error,
    });
  }
  if (plan.drafts.length === 0 && plan.skipped.length > 0) {
    const first = plan.skipped[0]!;
    const where = `${displayPath(input.paths.root, first.file)}${first.line !== undefined ? `:${first.line}` : ''}`;
    throw new InputError(`nothing in ${shown} reads as ${format === 'auto' ? 'learnings' : `${format} learnings`}: ${plan.skipped.length} skipped (first, ${where}: ${first.reason})`, {
      hint: format === 'terraphim' || format === 'auto'
        ? 'check the file and --format: corrections and agentic-stack read .jsonl files, terraphim reads .md files with YAML frontmatter'
        : `check --format ${format}: auto detects corrections.jsonl and AGENT_LEARNINGS.jsonl, terraphim reads .md files with YAML frontmatter`,
    });
  }
  const store = storeLocation(input.paths, input.scope ?? 'project');
  const dryRun = Boolean(input.dryRun);
  let imported: number;
  let alreadyPresent: number;
  if (dryRun) {
    const preview = previewNewLearnings(store.file, plan.drafts);
    imported = preview.fresh.length;
    alreadyPresent = preview.duplicates.length;
  } else {
    const result = await writing(store, input.paths, () => appendNewLearnings(store.file, plan.drafts.map((draft) => ({ source: 'import' as const, ...draft })), { now: input.now }));
    imported = result.written.length;
    alreadyPresent = result.duplicates.length;
  }
  return { source: input.source, store, dryRun, formats: plan.formats, read: plan.drafts.length, imported, alreadyPresent, skipped: plan.skipped };
}

function nonEmpty(text: string | undefined): string | undefined {
  return text !== undefined && text.trim() !== '' ? text : undefined;
}

/** Runs a write to a store; a failure becomes an error that names the store and what to do. */
async function writing<T>(store: StoreLocation, paths: ProjectPaths, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      throw new RulesweepError(`${store.label} is being written by another rulesweep process`, {
        hint: `try again; if no rulesweep is running, remove ${displayPath(paths.root, lockPathFor(store.file))}`,
        cause: error,
      });
    }
    if (error instanceof RulesweepError) throw error;
    const code = (error as NodeJS.ErrnoException)?.code;
    const why = code === 'ENOSPC' ? 'the disk is full' : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'it is not writable' : (error as Error).message;
    throw new RulesweepError(`cannot write ${store.label}: ${why}`, {
      hint: 'check the folder exists and is writable, or choose another store with --root or --global',
      cause: error,
    });
  }
}
