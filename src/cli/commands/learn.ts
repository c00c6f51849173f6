// `rulesweep learn capture | list | query | correct | import | related | archive | restore`: the people-facing side of the
// learnings store. Each parses its options, calls one use-case of src/learnings and formats the
// result. (`learn hook`, the agent-facing side, lives in ./learn-hook.ts.)
import path from 'node:path';
import { diagnostic, formatDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ExitCode } from '../../diagnostics/errors.js';
import { captureLearning, correctLearning, importLearnings } from '../../learnings/capture.js';
import {
  archivedListJson,
  archivedListText,
  captureJson,
  captureText,
  correctionJson,
  correctionText,
  importJson,
  importText,
  learningListJson,
  learningListText,
  learningQueryJson,
  learningQueryText,
  restoreJson,
  restoreText,
} from '../../learnings/format.js';
import type { ImportFormat } from '../../learnings/import.js';
import type { StoreSelection } from '../../learnings/load-stores.js';
import { listLearnings, queryStoredLearnings } from '../../learnings/lookup.js';
import type { LearningKind, LearningSource } from '../../learnings/model.js';
import { displayPath, resolveProject } from '../../memory/paths.js';
import { palette } from '../../report/color.js';
import { colorEnabled, type CliIo } from '../io.js';
import { VERSION } from '../version.js';

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
  confidence?: number;
  source?: LearningSource;
  appliesTo?: string[];
  notFor?: string[];
  json?: boolean;
}

export interface ListOptions extends ScopeOptions {
  recent: number;
  archived?: boolean;
  json?: boolean;
}

export interface ArchiveOptions extends ScopeOptions {
  days?: number;
  dryRun?: boolean;
  json?: boolean;
}

export interface RestoreOptions extends ScopeOptions {
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

export interface RelatedOptions {
  root?: string;
  json?: boolean;
}

export interface ImportOptions extends ScopeOptions {
  format?: ImportFormat;
  dryRun?: boolean;
  json?: boolean;
}

const project = (options: ScopeOptions, io: CliIo) => resolveProject({ cwd: io.cwd, env: io.env, root: options.root });
const selection = (options: ScopeOptions): StoreSelection => (options.all ? 'both' : options.global ? 'global' : 'project');
const scope = (options: ScopeOptions) => (options.global ? 'global' : 'project');

function printProblems(problems: readonly Diagnostic[], io: CliIo): void {
  for (const problem of problems) io.stderr.write(`${formatDiagnostic(problem)}\n`);
}

export async function runLearnCapture(command: string | undefined, options: CaptureOptions, io: CliIo): Promise<ExitCode> {
  const outcome = await captureLearning({
    paths: project(options, io),
    scope: scope(options),
    now: io.now(),
    cwd: io.cwd,
    kind: options.kind,
    command,
    error: options.error,
    exitCode: options.exitCode,
    correction: options.correction,
    context: options.context,
    tags: options.tag,
    agent: options.agent,
    session: options.session,
    force: options.force,
    confidence: options.confidence,
    source: options.source,
    appliesTo: options.appliesTo,
    notFor: options.notFor,
  });
  io.stdout.write(options.json ? captureJson(outcome) : captureText(outcome));
  return 0;
}

export async function runLearnList(options: ListOptions, io: CliIo): Promise<ExitCode> {
  if (options.archived) {
    const { listArchivedLearnings } = await import('../../learnings/archive.js');
    const archived = await listArchivedLearnings({ paths: project(options, io), selection: selection(options), limit: options.recent });
    printProblems(archived.problems, io);
    io.stdout.write(options.json ? archivedListJson(archived, VERSION) : archivedListText(archived, { color: palette(colorEnabled(io.stdout, io.env)) }));
    return 0;
  }
  const list = await listLearnings({ paths: project(options, io), selection: selection(options), limit: options.recent });
  printProblems(list.problems, io);
  io.stdout.write(options.json ? learningListJson(list, VERSION) : learningListText(list, { color: palette(colorEnabled(io.stdout, io.env)) }));
  return 0;
}

export async function runLearnQuery(words: string[], options: QueryCommandOptions, io: CliIo): Promise<ExitCode> {
  const query = await queryStoredLearnings({
    paths: project(options, io),
    selection: selection(options),
    text: words.join(' '),
    limit: options.limit,
    now: io.now(),
    cwd: io.cwd,
  });
  printProblems(query.problems, io);
  io.stdout.write(options.json ? learningQueryJson(query, VERSION) : learningQueryText(query, { color: palette(colorEnabled(io.stdout, io.env)) }));
  return 0;
}

export async function runLearnCorrect(id: string, options: CorrectOptions, io: CliIo): Promise<ExitCode> {
  const outcome = await correctLearning({
    paths: project(options, io),
    id,
    correction: options.correction,
    scope: scope(options),
    agent: options.agent,
    session: options.session,
    now: io.now(),
  });
  io.stdout.write(options.json ? correctionJson(outcome) : correctionText(outcome));
  return 0;
}

export async function runLearnImport(source: string, options: ImportOptions, io: CliIo): Promise<ExitCode> {
  const paths = project(options, io);
  const outcome = await importLearnings({
    paths,
    scope: scope(options),
    source: path.resolve(io.cwd, source),
    format: options.format,
    dryRun: options.dryRun,
    now: io.now(),
  });
  printProblems(outcome.skipped.map((skip) => diagnostic('warning', 'learnings/import-skipped', `skipped: ${skip.reason}`, {
    file: displayPath(paths.root, skip.file),
    ...(skip.line !== undefined ? { position: { line: skip.line } } : {}),
  })), io);
  io.stdout.write(options.json ? importJson(outcome) : importText(outcome, source));
  return 0;
}

export async function runLearnRelated(id: string, options: RelatedOptions, io: CliIo): Promise<ExitCode> {
  const [{ relatedLearnings }, { relatedJson, relatedText }] = await Promise.all([import('../../evolve/related.js'), import('../../evolve/format.js')]);
  const related = await relatedLearnings({ paths: project(options, io), id, now: io.now() });
  io.stdout.write(options.json ? relatedJson(related, VERSION) : relatedText(related, palette(colorEnabled(io.stdout, io.env))));
  return 0;
}

export async function runLearnArchive(options: ArchiveOptions, io: CliIo): Promise<ExitCode> {
  const [{ archiveStaleLearnings }, { archiveJson, archiveText }] = await Promise.all([import('../../evolve/age.js'), import('../../evolve/format.js')]);
  const report = await archiveStaleLearnings({ paths: project(options, io), selection: selection(options), now: io.now(), afterDays: options.days, dryRun: options.dryRun });
  io.stdout.write(options.json ? archiveJson(report, VERSION) : archiveText(report, palette(colorEnabled(io.stdout, io.env))));
  return 0;
}

export async function runLearnRestore(id: string, options: RestoreOptions, io: CliIo): Promise<ExitCode> {
  const { restoreLearning } = await import('../../learnings/archive.js');
  const outcome = await restoreLearning({ paths: project(options, io), id, scope: scope(options), now: io.now() });
  io.stdout.write(options.json ? restoreJson(outcome) : restoreText(outcome));
  return 0;
}
