// The sweep: every verify line of a rules document checked against the tree with ripgrep.
// Rules with the same scopes and search options are first run together in one pass that finds
// the files any of them could match; each rule then counts only in those files. One broken rule is an
// ERROR row for that rule alone, never a PASS, and never stops the others.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { redactSecrets } from '../learnings/redact.js';
import type { GlobCheck, GrepCheck, GrepOptions, Rule, RulesDocument, VerifyLine } from '../rules/model.js';
import { isOwnOutputFile } from './own-output.js';
import { expectedText, matchCount, meetsExpectation, summarize, tooMany, type CheckResult, type Sample, type SweepReport } from './result.js';
import { explainRipgrepFailure } from './ripgrep-error.js';
import { PatternArguments, PATTERN_ARGUMENT_LIMIT, runRipgrep, verifyRipgrep, type RipgrepRun } from './ripgrep.js';
import { hasGlob, normalizeWritten, resolveScope, toPosix, type Scope } from './scope.js';

export interface SweepOptions {
  root: string;
  /** ripgrep binary. */
  rg: string;
  /** Files never counted: the rules file and the evolution log. */
  exclude: string[];
  concurrency: number;
  timeoutMs: number;
  /** How the rules file is named in the report. */
  rulesFileLabel: string;
}

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_SAMPLES = 3;
const SAMPLE_TEXT_LIMIT = 200;
/** Keeps each explicit-file command line well under every platform's limit. */
const ARGUMENT_BUDGET = 24_000;

interface Job {
  index: number;
  rule: Rule;
  verify: VerifyLine;
}

interface SearchJob<C> extends Job {
  check: C;
  scopes: Scope[];
  /** The scopes as plain paths (outermost only), when none of them is a glob. */
  paths: string[] | undefined;
}

/** Why a rule could not be checked: one line for people, ripgrep's whole text for `--json`. */
interface Failure {
  error: string;
  detail?: string;
}

type Tally = { count: number; files: string[] } | Failure;

export async function sweepRules(doc: RulesDocument, options: SweepOptions): Promise<SweepReport> {
  const started = performance.now();
  const realRoot = realpathSync(options.root);
  const excluded = new Set(options.exclude.map((file) => path.resolve(file)));
  const runner = new Runner(options, excluded);
  const jobs: Job[] = doc.rules
    .flatMap((rule) => rule.verify.map((verify) => ({ rule, verify })))
    .map((job, index) => ({ ...job, index }));
  const results: CheckResult[] = new Array(jobs.length);
  const greps: Array<SearchJob<GrepCheck>> = [];
  const globs: Array<SearchJob<GlobCheck>> = [];

  for (const job of jobs) {
    const check = job.verify.check;
    const row = (status: CheckResult['status'], extra: Partial<CheckResult> = {}) =>
      (results[job.index] = baseRow(job, status, extra));
    if (check.kind === 'manual') row('SKIP', { reason: 'manual check' });
    else if (check.kind === 'unchecked') row('SKIP', { reason: `not checked: ${check.reason}` });
    else if (check.kind === 'invalid') row('ERROR', { reason: check.reason });
    else {
      const unusable = check.kind === 'grep' ? unusablePattern(check) : unusableGlob(check);
      if (unusable) {
        row('ERROR', { reason: unusable });
        continue;
      }
      const resolved = check.scopes.map((scope) => resolveScope(options.root, realRoot, scope));
      const failure = resolved.find((result): result is { error: string } => 'error' in result);
      if (failure) {
        row('ERROR', { reason: failure.error });
        continue;
      }
      const scopes = resolved.map((result) => (result as { scope: Scope }).scope);
      const paths = scopes.every((scope) => scope.kind === 'path')
        ? outermost(scopes.map((scope) => scope.relative))
        : undefined;
      if (check.kind === 'grep') greps.push({ ...job, check, scopes, paths });
      else globs.push({ ...job, check, scopes, paths });
    }
  }

  if (greps.length + globs.length > 0) await verifyRipgrep(options.rg);
  const limit = pLimit(options.concurrency);
  const finish = (job: SearchJob<GrepCheck | GlobCheck>, tally: Tally, samples: Sample[], ms: number) => {
    if ('error' in tally) {
      results[job.index] = baseRow(job, 'ERROR', { reason: tally.error, ...(tally.detail ? { detail: tally.detail } : {}), durationMs: ms });
      return;
    }
    const passed = meetsExpectation(job.check.expect, tally.count);
    results[job.index] = baseRow(job, passed ? 'PASS' : 'FAIL', {
      count: tally.count,
      expected: expectedText(job.check.expect),
      samples,
      durationMs: ms,
    });
  };

  const checkGrep = async (job: SearchJob<GrepCheck>, candidates: string[] | undefined) => {
    const begun = performance.now();
    let tally = (await runner.selectsNothing(job)) ?? (await runner.countLines(job, candidates));
    if (!('error' in tally) && job.check.orReading !== undefined) {
      const other = await runner.countLines({ ...job, check: { ...job.check, pattern: job.check.orReading } }, undefined);
      if ('error' in other) tally = { ...other, error: `with \\| read as "or" (GNU grep): ${other.error}` };
      else if (other.count !== tally.count) tally = { error: ambiguousAlternation(tally.count, other.count) };
    }
    const samples = 'error' in tally || !tooMany(job.check.expect, tally.count)
      ? []
      : await runner.samples(job.check, tally.files);
    finish(job, tally, samples, performance.now() - begun);
  };

  const groups = groupForPrefilter(greps);
  await Promise.all([
    ...groups.map(async (group) => {
      const candidates = group.length > 1 ? await limit(() => runner.candidates(group)) : undefined;
      await Promise.all(group.map((job) => limit(() => checkGrep(job, candidates))));
    }),
    ...globs.map((job) =>
      limit(async () => {
        const begun = performance.now();
        finish(job, await runner.countFiles(job.check, job.scopes), [], performance.now() - begun);
      }),
    ),
  ]).finally(() => runner.dispose());

  const withoutVerify = doc.rules.filter((rule) => rule.verify.length === 0).length;
  return {
    rulesFile: options.rulesFileLabel,
    root: options.root,
    results,
    summary: summarize(results, withoutVerify),
    diagnostics: doc.diagnostics,
    durationMs: performance.now() - started,
  };
}

function baseRow(job: Job, status: CheckResult['status'], extra: Partial<CheckResult>): CheckResult {
  return {
    ruleId: job.rule.id,
    ruleText: job.rule.text,
    ruleLine: job.rule.line,
    line: job.verify.line,
    column: job.verify.column,
    verify: job.verify.raw,
    kind: job.verify.check.kind,
    status,
    samples: [],
    durationMs: 0,
    ...extra,
  };
}

/** A pattern ripgrep must never be handed: a NUL byte cannot be an argument, a line break splits a pattern file. */
function unusablePattern(check: GrepCheck): string | undefined {
  for (const pattern of [check.pattern, ...(check.orReading === undefined ? [] : [check.orReading])]) {
    const nul = [...pattern].indexOf('\0');
    if (nul !== -1) return `the pattern contains a NUL byte at column ${nul + 1}; a verify line cannot search for one (binary files are never searched)`;
    const lineBreak = [...pattern].findIndex((char) => char === '\n' || char === '\r');
    if (lineBreak !== -1 && pattern.length > PATTERN_ARGUMENT_LIMIT) {
      return `the pattern contains a line break at column ${lineBreak + 1}; remove it (write \\n in the pattern for a newline)`;
    }
  }
  return undefined;
}

/** A `Glob(…)` pattern outside the root, absolute, or with a NUL byte is never searched. */
function unusableGlob(check: GlobCheck): string | undefined {
  if (check.pattern.includes('\0')) return 'the Glob pattern contains a NUL byte';
  const normal = normalizeWritten(check.pattern, 'Glob pattern');
  return 'error' in normal ? normal.error : undefined;
}

/** GNU `\|` read both ways gave different counts: neither can be trusted to be what the author meant. */
function ambiguousAlternation(literal: number, alternation: number): string {
  return `the pattern's \\| is ambiguous: as a literal "|" (ripgrep) it finds ${matchCount(literal)}, ` +
    `as "or" (GNU grep) ${matchCount(alternation)}; write | for "or", or [|] for a literal pipe`;
}

/**
 * Grep checks on plain paths with the same scopes and search options share one prefilter pass.
 * (A pass over the union of different scopes costs more than it saves: every file would be
 * searched with every pattern.)
 */
function groupForPrefilter(jobs: Array<SearchJob<GrepCheck>>): Array<Array<SearchJob<GrepCheck>>> {
  const groups = new Map<string, Array<SearchJob<GrepCheck>>>();
  const solo: Array<Array<SearchJob<GrepCheck>>> = [];
  for (const job of jobs) {
    if (!job.paths) {
      solo.push([job]);
      continue;
    }
    const key = JSON.stringify([job.check.options, job.paths]);
    const group = groups.get(key) ?? [];
    group.push(job);
    groups.set(key, group);
  }
  return [...groups.values(), ...solo];
}

function optionFlags(options: GrepOptions): string[] {
  const flags: string[] = [];
  if (options.ignoreCase) flags.push('--ignore-case');
  if (options.multiline) flags.push('--multiline');
  if (options.fixedStrings) flags.push('--fixed-strings');
  if (options.wordRegexp) flags.push('--word-regexp');
  if (options.hidden) flags.push('--hidden');
  for (const glob of options.globs) flags.push(`--glob=${glob}`);
  for (const type of options.types) flags.push(`--type=${type}`);
  return flags;
}

/** Paths that are not inside another path of the list (searching both would count twice). */
function outermost(paths: string[]): string[] {
  const sorted = [...new Set(paths)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const kept: string[] = [];
  for (const candidate of sorted) {
    if (!kept.some((outer) => within(candidate, outer))) kept.push(candidate);
  }
  return kept;
}

function within(file: string, scope: string): boolean {
  return scope === '.' || file === scope || file.startsWith(scope.endsWith('/') ? scope : `${scope}/`);
}

/** Splits file arguments into command lines that stay under the argument budget. */
function chunk(files: string[]): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const file of files) {
    if (current.length > 0 && size + file.length + 1 > ARGUMENT_BUDGET) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(file);
    size += file.length + 1;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function failure(run: RipgrepRun, timeoutMs: number, pattern?: string): Failure | undefined {
  if (run.spawnError) return { error: `could not run ripgrep: ${run.spawnError.message}` };
  if (run.timedOut) return { error: `timed out after ${timeoutMs / 1000}s` };
  if (run.exitCode === 0 || run.exitCode === 1) return undefined;
  if (run.stderr === '') return { error: `ripgrep exited with ${run.exitCode === null ? 'a signal' : `code ${run.exitCode}`}` };
  const { reason, detail } = explainRipgrepFailure(run.stderr, pattern);
  return { error: reason, detail };
}

/** Keeps the running total and the first few matching files in path order. */
class FileTally {
  count = 0;
  files: string[] = [];

  add(file: string, count: number): void {
    this.count += count;
    if (this.files.length < MAX_SAMPLES || file < this.files[this.files.length - 1]!) {
      this.files.push(file);
      this.files.sort();
      if (this.files.length > MAX_SAMPLES) this.files.pop();
    }
  }
}

type Listing = { files: Set<string> } | { error: string };

/**
 * Runs the ripgrep searches of a sweep. ripgrep's `--glob` overrides ignore files, so wherever a
 * glob is in play the results are intersected with a plain `--files` walk, which respects them:
 * a gitignored `.env` must not count for a Glob of `.env` files or for `glob="*.env"`.
 */
class Runner {
  private readonly patterns = new PatternArguments();
  private readonly own = new Map<string, boolean>();

  constructor(
    private readonly options: SweepOptions,
    private readonly excluded: Set<string>,
  ) {}

  dispose(): Promise<void> {
    return this.patterns.dispose();
  }

  /** Files (relative, forward slashes) in which any pattern of the group matches; undefined if the pass failed. */
  async candidates(group: Array<SearchJob<GrepCheck>>): Promise<string[] | undefined> {
    const { check, paths = [] } = group[0]!;
    const allowed = await this.allowedFiles(check.options.globs.length > 0, paths, check.options.hidden);
    if ('error' in allowed) return undefined;
    const files: string[] = [];
    const patternArgs = (await Promise.all(group.map((job) => this.patterns.argsFor(job.check.pattern)))).flat();
    const run = await this.run(
      ['--count', '--null', '--with-filename', ...optionFlags(check.options), ...patternArgs, '--', ...paths],
      (file) => {
        if (allowed.files.has(file) || allowed.files.size === 0) files.push(file);
      },
    );
    return failure(run, this.options.timeoutMs) ? undefined : files;
  }

  /**
   * An error when a scope, or the glob=/type= filters, select no file at all: a search of nothing
   * finds nothing, and `0 matches` would PASS on it.
   */
  async selectsNothing({ check, scopes }: SearchJob<GrepCheck>): Promise<Failure | undefined> {
    const hidden = check.options.hidden ? ['--hidden'] : [];
    const selections: Array<{ files: Set<string>; written: string }> = [];
    for (const scope of scopes) {
      const base = scope.kind === 'path' ? scope.relative : scope.base;
      const plain = await this.listFiles([...hidden, '--', base]);
      if ('error' in plain) return plain;
      let files = plain.files;
      if (scope.kind === 'glob') {
        const matched = await this.listFiles([...hidden, `--glob=${scope.glob}`, '--', base]);
        if ('error' in matched) return matched;
        files = new Set([...matched.files].filter((file) => plain.files.has(file)));
      }
      const written = scope.kind === 'glob' ? scope.glob.slice(1) : scope.relative;
      // The root itself may hold nothing yet: a new project has nothing to break its rules.
      if (files.size === 0 && !(scope.kind === 'path' && scope.relative === '.')) {
        return { error: scope.kind === 'glob' ? `no files match path ${written}` : `path selects no file: ${written} (empty, or every file in it is ignored)` };
      }
      selections.push({ files, written });
    }
    const { globs, types } = check.options;
    if (globs.length + types.length === 0 || selections.every(({ files }) => files.size === 0)) return undefined;
    const bases = outermost(scopes.map((scope) => (scope.kind === 'path' ? scope.relative : scope.base)));
    const filtered = await this.listFiles([...hidden, ...globs.map((glob) => `--glob=${glob}`), ...types.map((type) => `--type=${type}`), '--', ...bases]);
    if ('error' in filtered) return filtered;
    if (selections.some(({ files }) => [...files].some((file) => filtered.files.has(file)))) return undefined;
    const filters = [...globs.map((glob) => `glob="${glob}"`), ...types.map((type) => `type="${type}"`)].join(' and ');
    return { error: `${filters} selects no file in path ${selections.map(({ written }) => written).join(', ')}` };
  }

  async countLines({ check, scopes, paths }: SearchJob<GrepCheck>, candidates: string[] | undefined): Promise<Tally> {
    const flags = ['--count', '--null', '--with-filename', ...optionFlags(check.options), ...(await this.patterns.argsFor(check.pattern)), '--'];
    const tally = new FileTally();
    if (candidates) {
      for (const files of chunk(candidates)) {
        // A handful of known files: one thread starts faster than ripgrep's pool.
        const error = failure(await this.run(['--threads=1', ...flags, ...files], (file, count) => tally.add(file, count)), this.options.timeoutMs, check.pattern);
        if (error) return error;
      }
      return tally;
    }
    const plan = paths ? { paths, globs: [] } : searchPlan(scopes);
    if (plan.globs.length > 0 && check.options.globs.length > 0) {
      return { error: 'a glob in path= cannot be combined with glob=; write the whole glob in path=' };
    }
    const hidden = check.options.hidden ? ['--hidden'] : [];
    const scopeGlobs = plan.globs.map((glob) => `--glob=${glob}`);
    const allowed = await this.allowedFiles(scopeGlobs.length > 0 || check.options.globs.length > 0, plan.paths, check.options.hidden);
    if ('error' in allowed) return allowed;
    if (scopeGlobs.length > 0) {
      const matched = await this.listFiles([...hidden, ...scopeGlobs, '--', ...plan.paths]);
      if ('error' in matched) return matched;
      if (![...matched.files].some((file) => allowed.files.has(file))) {
        const written = scopes.flatMap((scope) => (scope.kind === 'glob' ? [scope.glob.slice(1)] : []));
        return { error: `no files match path ${written.join(', ')}` };
      }
    }
    const error = failure(
      await this.run([...scopeGlobs, ...flags, ...plan.paths], (file, count) => {
        if (allowed.files.size === 0 || allowed.files.has(file)) tally.add(file, count);
      }),
      this.options.timeoutMs,
      check.pattern,
    );
    return error ?? tally;
  }

  /** `Glob(...)`: files matching, respecting ignore files; hidden ones when the glob names them. */
  async countFiles(check: GlobCheck, scopes: Scope[]): Promise<Tally> {
    const normal = normalizeWritten(check.pattern, 'Glob pattern');
    if ('error' in normal) return normal;
    const bases = outermost(scopes.map((scope) => (scope.kind === 'path' ? scope.relative : scope.base)));
    const pattern = normal.relative;
    const globs = bases.map((base) => (base === '.' ? `/${pattern}` : `/${base}/${pattern}`));
    const hidden = pattern.split('/').some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
    if (!hasGlob(pattern)) globs.push(...globs.map((glob) => `${glob}/**`));
    const hiddenFlags = hidden ? ['--hidden', '--glob=!.git'] : [];
    const [matched, allowed] = await Promise.all([
      this.listFiles([...hiddenFlags, ...globs.map((glob) => `--glob=${glob}`), '--', ...bases]),
      this.listFiles([...hiddenFlags, '--', ...bases]),
    ]);
    if ('error' in matched) return matched;
    if ('error' in allowed) return allowed;
    const tally = new FileTally();
    for (const file of matched.files) if (allowed.files.has(file) && !this.isOwnOutput(file)) tally.add(file, 1);
    return tally;
  }

  async samples(check: GrepCheck, files: string[]): Promise<Sample[]> {
    const found = new Map<string, Sample>();
    await this.runLines(
      ['--line-number', '--with-filename', '--null', '--max-count=1', ...optionFlags(check.options), ...(await this.patterns.argsFor(check.pattern)), '--', ...files],
      (record) => {
        const nul = record.indexOf('\0');
        if (nul === -1) return;
        const file = normalize(record.slice(0, nul));
        const rest = /^(\d+)[:-](.*)$/s.exec(record.slice(nul + 1));
        if (!rest || found.has(file)) return;
        found.set(file, { path: file, line: Number(rest[1]), text: sampleText(rest[2]!) });
      },
    );
    // Earliest lines first (a title on line 1 says most), then path order: stable across runs.
    return [...found.values()].sort((a, b) => a.line - b.line || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /**
   * The files ignore rules let through under `paths`, when `needed` (a glob is in play);
   * otherwise an empty set, which callers read as "no filter".
   */
  private async allowedFiles(needed: boolean, paths: string[], hidden: boolean): Promise<Listing> {
    if (!needed) return { files: new Set() };
    return this.listFiles([...(hidden ? ['--hidden'] : []), '--', ...paths]);
  }

  /** Runs a `--files --null` listing; excluded files are left out. */
  private async listFiles(args: string[]): Promise<Listing> {
    const files = new Set<string>();
    const run = await runRipgrep(this.options.rg, ['--files', '--null', ...args], {
      cwd: this.options.root,
      timeoutMs: this.options.timeoutMs,
      separator: '\0',
      onRecord: (record) => {
        const file = normalize(record);
        if (record !== '' && !this.isExcluded(file)) files.add(file);
      },
    });
    return failure(run, this.options.timeoutMs) ?? { files };
  }

  /** Runs a `--count --null` search; `onFile` gets each file that is not excluded and not a report of ours. */
  private run(args: string[], onFile: (file: string, count: number) => void) {
    let carry = '';
    return this.runLines(args, (record) => {
      // A newline inside a file name splits its record; the NUL tells where the name ends.
      const line = carry + record;
      const nul = line.indexOf('\0');
      if (nul === -1) {
        carry = `${line}\n`;
        return;
      }
      carry = '';
      const file = normalize(line.slice(0, nul));
      if (!this.isExcluded(file) && !this.isOwnOutput(file)) onFile(file, Number(line.slice(nul + 1)));
    });
  }

  private runLines(args: string[], onRecord: (record: string) => void) {
    return runRipgrep(this.options.rg, args, { cwd: this.options.root, timeoutMs: this.options.timeoutMs, onRecord });
  }

  private isExcluded(file: string): boolean {
    return this.excluded.has(path.resolve(this.options.root, file));
  }

  /** A report rulesweep wrote (found by content), asked once per file and sweep. */
  private isOwnOutput(file: string): boolean {
    let own = this.own.get(file);
    if (own === undefined) {
      own = isOwnOutputFile(path.resolve(this.options.root, file));
      this.own.set(file, own);
    }
    return own;
  }
}

/** A matched line as a sample: secrets redacted first (a cut could hide a secret from the redactor), then shortened. */
function sampleText(line: string): string {
  const text = redactSecrets(line.replace(/\r$/, ''));
  return text.length > SAMPLE_TEXT_LIMIT ? `${text.slice(0, SAMPLE_TEXT_LIMIT)}…` : text;
}

/** Scopes with a glob among them, as ripgrep takes them: folders to walk plus anchored globs. */
function searchPlan(scopes: Scope[]): { paths: string[]; globs: string[] } {
  const globs: string[] = [];
  const bases: string[] = [];
  for (const scope of scopes) {
    if (scope.kind === 'glob') {
      globs.push(scope.glob);
      bases.push(scope.base);
    } else {
      const anchored = scope.relative === '.' ? '' : `/${scope.relative}`;
      globs.push(anchored || '/**', `${anchored}/**`);
      bases.push(scope.relative);
    }
  }
  return { paths: outermost(bases), globs: [...new Set(globs)] };
}

function normalize(file: string): string {
  return toPosix(path.normalize(file));
}

