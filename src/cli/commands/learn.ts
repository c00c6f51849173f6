// `rulesweep learn capture | list | query | correct | import`: the people-facing side of the
// learnings store. (`learn hook`, the agent-facing side, lives in ./learn-hook.ts.)
import path from 'node:path';
import { diagnostic, formatDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { InputError, RulesweepError, UsageError, type ExitCode } from '../../diagnostics/errors.js';
import { formatLearningList, formatQueryResults } from '../../learnings/format.js';
import type { Learning, LearningKind, LearningScope } from '../../learnings/model.js';
import {
  appendCorrection,
  appendLearning,
  appendNewLearnings,
  formatRef,
  loadLearnings,
  parseRef,
  previewNewLearnings,
  sortMostRecentFirst,
  UnknownLearningError,
} from '../../learnings/store.js';
import { isTestCommand } from '../../learnings/test-commands.js';
import { LockBlockedError, LockTimeoutError, lockPathFor } from '../../memory/lock.js';
import { displayPath, resolveProject, type ProjectPaths } from '../../memory/paths.js';
import { palette } from '../../report/color.js';
import { colorEnabled, type CliIo } from '../io.js';
import { VERSION } from '../version.js';

export const DEFAULT_THESAURUS = '.claude/memory/thesaurus.json';

export interface ScopeOptions {
  root?: string;
  global?: boolean;
  all?: boolean;
}

export interface CaptureOptions extends ScopeOptions {
  error?: string;
  exitCode?: number;
  kind?: LearningKind;
  correction?: string;
  context?: string;
  tag?: string[];
  agent?: string;
  session?: string;
  force?: boolean;
  json?: boolean;
}

export interface ListOptions extends ScopeOptions {
  recent: number;
  json?: boolean;
}

export interface QueryCommandOptions extends ScopeOptions {
  limit: number;
  json?: boolean;
}

export interface CorrectOptions extends ScopeOptions {
  correction: string;
  agent?: string;
  session?: string;
  json?: boolean;
}

export interface ImportOptions extends ScopeOptions {
  format?: string;
  dryRun?: boolean;
  json?: boolean;
}

interface Store {
  scope: LearningScope;
  file: string;
}

function project(options: ScopeOptions, io: CliIo): ProjectPaths {
  return resolveProject({ cwd: io.cwd, env: io.env, root: options.root });
}

/** The stores a read command looks at: project by default, `--global`, or both with `--all`. */
function readStores(paths: ProjectPaths, options: ScopeOptions): Store[] {
  if (options.all) return [{ scope: 'project', file: paths.learnings }, { scope: 'global', file: paths.globalLearnings }];
  return [writeStore(paths, options.global ? 'global' : 'project')];
}

function writeStore(paths: ProjectPaths, scope: LearningScope): Store {
  return { scope, file: scope === 'global' ? paths.globalLearnings : paths.learnings };
}

async function loadStores(stores: Store[], paths: ProjectPaths, io: CliIo): Promise<Learning[]> {
  const all: Learning[] = [];
  for (const store of stores) {
    let loaded;
    try {
      loaded = await loadLearnings(store.file, store.scope);
    } catch (error) {
      throw new InputError(`cannot read ${displayPath(paths.root, store.file)}: ${(error as Error).message}`, {
        hint: 'check that the learnings file is a readable file',
        cause: error,
      });
    }
    printProblems(loaded.problems, paths, io);
    all.push(...loaded.learnings);
  }
  return sortMostRecentFirst(all);
}

function printProblems(problems: Diagnostic[], paths: ProjectPaths, io: CliIo): void {
  for (const problem of problems) {
    const shown = problem.file ? { ...problem, file: displayPath(paths.root, problem.file) } : problem;
    io.stderr.write(`${formatDiagnostic(shown)}\n`);
  }
}

/** Turns a failed write into an error that says what to do. */
function writeFailure(error: unknown, file: string, paths: ProjectPaths): RulesweepError {
  const shown = displayPath(paths.root, file);
  if (error instanceof LockBlockedError) return error;
  if (error instanceof LockTimeoutError) {
    return new RulesweepError(`${shown} is being written by another rulesweep process`, {
      hint: `try again; if no rulesweep is running, remove ${displayPath(paths.root, lockPathFor(file))}`,
      cause: error,
    });
  }
  const code = (error as NodeJS.ErrnoException)?.code;
  const why = code === 'ENOSPC' ? 'the disk is full' : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'it is not writable' : (error as Error).message;
  return new RulesweepError(`cannot write ${shown}: ${why}`, { hint: 'check the folder exists and is writable, or choose another store with --root or --global', cause: error });
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// ---------------------------------------------------------------------------------------------

export async function runLearnCapture(command: string, options: CaptureOptions, io: CliIo): Promise<ExitCode> {
  const paths = project(options, io);
  const store = writeStore(paths, options.global ? 'global' : 'project');
  const kind = options.kind ?? 'failure';
  if (kind === 'failure' && !options.force && isTestCommand(command)) {
    io.stderr.write(`rulesweep: not recorded: "${command}" runs tests, and a failing test run is the suite doing its job\nhint: pass --force to record it anyway\n`);
    return 0;
  }
  let recorded;
  try {
    recorded = await appendLearning(store.file, {
      kind,
      command,
      error: options.error,
      exitCode: options.exitCode,
      correction: options.correction,
      context: options.context,
      tags: options.tag,
      agent: options.agent,
      session: options.session,
      cwd: io.cwd,
    }, { now: io.now() });
  } catch (error) {
    throw writeFailure(error, store.file, paths);
  }
  const ref = formatRef(store.scope, recorded.id);
  if (options.json) io.stdout.write(json({ ref, scope: store.scope, file: store.file, learning: recorded }));
  else io.stdout.write(`Recorded learning ${ref} in ${displayPath(paths.root, store.file)}\n`);
  return 0;
}

export async function runLearnList(options: ListOptions, io: CliIo): Promise<ExitCode> {
  const paths = project(options, io);
  const stores = readStores(paths, options);
  const learnings = (await loadStores(stores, paths, io)).slice(0, options.recent);
  if (options.json) {
    io.stdout.write(json({ version: VERSION, stores: stores.map((store) => ({ ...store, path: displayPath(paths.root, store.file) })), learnings }));
    return 0;
  }
  if (learnings.length === 0) {
    io.stdout.write(`No learnings in ${stores.map((store) => displayPath(paths.root, store.file)).join(' or ')} yet.\n`);
    return 0;
  }
  io.stdout.write(formatLearningList(learnings, { color: palette(colorEnabled(io.stdout, io.env)) }));
  return 0;
}

export async function runLearnQuery(words: string[], options: QueryCommandOptions, io: CliIo): Promise<ExitCode> {
  const text = words.join(' ').trim();
  if (text === '') throw new UsageError('learn query needs some text to search for', { hint: 'rulesweep learn query "missing values"' });
  const paths = project(options, io);
  const learnings = await loadStores(readStores(paths, options), paths, io);
  const { loadThesaurus } = await import('../../learnings/thesaurus.js');
  const { queryLearnings, expandQuery } = await import('../../learnings/query.js');
  const thesaurusFile = path.resolve(paths.root, paths.config.thesaurus ?? DEFAULT_THESAURUS);
  const { thesaurus, problems } = await loadThesaurus([thesaurusFile]);
  printProblems(problems, paths, io);
  const results = queryLearnings(learnings, text, { thesaurus, now: io.now(), limit: options.limit });
  if (options.json) {
    const concepts = expandQuery(text, thesaurus).map((concept) => ({
      term: concept.label,
      alternatives: concept.alternatives.map((alternative) => alternative.phrase.join(' ')),
    }));
    io.stdout.write(json({
      version: VERSION,
      query: text,
      concepts,
      results: results.map(({ learning, score, relevance, recency, matched }) => ({ ref: learning.ref, score, relevance, recency, matched, learning })),
    }));
    return 0;
  }
  if (results.length === 0) {
    io.stdout.write(`No learnings match "${text}".\n`);
    return 0;
  }
  io.stdout.write(formatQueryResults(results, { color: palette(colorEnabled(io.stdout, io.env)) }));
  return 0;
}

export async function runLearnCorrect(idText: string, options: CorrectOptions, io: CliIo): Promise<ExitCode> {
  const ref = parseRef(idText);
  if (!ref) throw new UsageError(`"${idText}" is not a learning id`, { hint: 'use the id learn list shows: 8 or #8 (project), g8 or #g8 (global)' });
  const correction = options.correction.trim();
  if (correction === '') throw new UsageError('--correction is empty', { hint: 'say what should have been done instead' });
  const paths = project(options, io);
  const store = writeStore(paths, ref.scope ?? (options.global ? 'global' : 'project'));
  let event;
  try {
    event = await appendCorrection(store.file, ref.id, { correction, agent: options.agent, session: options.session }, { now: io.now() });
  } catch (error) {
    if (error instanceof UnknownLearningError) {
      throw new InputError(`no learning ${formatRef(store.scope, ref.id)} in ${displayPath(paths.root, store.file)}`, {
        hint: store.scope === 'global' ? 'run rulesweep learn list --global to see the ids' : 'run rulesweep learn list to see the ids (global ones start with g)',
      });
    }
    throw writeFailure(error, store.file, paths);
  }
  const shown = formatRef(store.scope, ref.id);
  if (options.json) io.stdout.write(json({ ref: shown, scope: store.scope, file: store.file, event }));
  else io.stdout.write(`Corrected ${shown}: ${event.correction}\n`);
  return 0;
}

export async function runLearnImport(source: string, options: ImportOptions, io: CliIo): Promise<ExitCode> {
  const { readImport, IMPORT_FORMATS } = await import('../../learnings/import.js');
  const format = (options.format ?? 'auto') as (typeof IMPORT_FORMATS)[number];
  const paths = project(options, io);
  const store = writeStore(paths, options.global ? 'global' : 'project');
  const file = path.resolve(io.cwd, source);
  let plan;
  try {
    plan = await readImport(file, format, io.now());
  } catch (error) {
    throw new InputError(`cannot read ${source}: ${(error as Error).message}`, {
      hint: 'pass a corrections.jsonl, an AGENT_LEARNINGS.jsonl, or a folder of terraphim learning .md files',
      cause: error,
    });
  }
  for (const skip of plan.skipped) {
    io.stderr.write(`${formatDiagnostic(diagnostic('warning', 'learnings/import-skipped', `skipped: ${skip.reason}`, {
      file: displayPath(paths.root, skip.file),
      ...(skip.line !== undefined ? { position: { line: skip.line } } : {}),
    }))}\n`);
  }
  let written: number;
  let duplicates: number;
  if (options.dryRun) {
    const preview = previewNewLearnings(store.file, plan.drafts);
    written = preview.fresh.length;
    duplicates = preview.duplicates.length;
  } else {
    try {
      const result = await appendNewLearnings(store.file, plan.drafts, { now: io.now() });
      written = result.written.length;
      duplicates = result.duplicates.length;
    } catch (error) {
      throw writeFailure(error, store.file, paths);
    }
  }
  const summary = {
    source: file,
    store: store.file,
    dryRun: Boolean(options.dryRun),
    formats: plan.formats,
    read: plan.drafts.length,
    imported: written,
    alreadyPresent: duplicates,
    skipped: plan.skipped,
  };
  if (options.json) {
    io.stdout.write(json(summary));
    return 0;
  }
  const formats = Object.entries(plan.formats).map(([name, count]) => `${name}: ${count}`).join(', ') || 'nothing recognised';
  const verb = options.dryRun ? 'Would import' : 'Imported';
  io.stdout.write(`${verb} ${written} learning${written === 1 ? '' : 's'} from ${source} (${formats}) into ${displayPath(paths.root, store.file)}; ` +
    `${duplicates} already there, ${plan.skipped.length} skipped.\n`);
  return 0;
}
