// The sweep: every verify line of a rules document checked against the tree with ripgrep.
// Rules with the same scopes and search options are first run together in one pass that finds
// the files any of them could match; each rule then counts only in those files. One broken rule is an
// ERROR row for that rule alone, never a PASS, and never stops the others.
import path from 'node:path';
import pLimit from 'p-limit';
import { realpathSync, statSync } from 'node:fs';
import type { GlobCheck, GrepCheck, GrepOptions, Rule, RulesDocument, VerifyLine } from '../rules/model.js';
import { SweepCache, searchKey } from './cache.js';
import type { ChangedFiles } from './changed.js';
import { ContentKeys } from './content-keys.js';
import { Corpus, sampleText, type Candidates, type FileResult, type SearchFlags } from './corpus.js';
import { isOwnOutputFile } from './own-output.js';
import { expectedText, matchCount, meetsExpectation, summarize, tooMany, type CheckResult, type Sample, type SweepReport } from './result.js';
import { explainRipgrepFailure } from './ripgrep-error.js';
import { runRuleTests, summaryOfTests, testFailure } from './rule-tests.js';
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
  /** Where the sweep cache lives; without one every file is searched and nothing is remembered. */
  cacheFile?: string | undefined;
  /** Sweep only these files (`--changed`); checks no changed file touches are NOT RUN. */
  changed?: ChangedFiles | undefined;
  /** Give each FAIL that found too many its count per file (for a baseline). */
  fileCounts?: boolean | undefined;
  /** Told how many checks are done, of how many, as they finish. */
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Where the answers of rules' test lines are remembered (see rule-tests.ts). */
  testsCacheFile?: string | undefined;
}

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_SAMPLES = 3;
/** Match locations a FAIL lists (`matches`), at most MATCHES_PER_FILE per file. */
const MATCH_CAP = 100;
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

type Tally = { count: number; files: string[]; perFile?: Record<string, number> } | Failure;

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
  // A rule's own examples first: a pattern that fails them is an ERROR, and is not searched.
  const tests = await runRuleTests(doc.rules, { ...options, cacheFile: options.testsCacheFile });

  for (const job of jobs) {
    const check = job.verify.check;
    const row = (status: CheckResult['status'], extra: Partial<CheckResult> = {}) =>
      (results[job.index] = baseRow(job, status, extra));
    const failedTests = testFailure(tests, job.verify);
    if (failedTests) row('ERROR', failedTests);
    else if (check.kind === 'manual') row('SKIP', { reason: 'manual check' });
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

  const ripgrep = greps.length + globs.length > 0 ? await verifyRipgrep(options.rg) : '';
  const limit = pLimit(options.concurrency);
  const progress = new Progress(greps.length + globs.length, options.onProgress);
  const finish = (job: SearchJob<GrepCheck | GlobCheck>, tally: Tally, samples: Sample[], ms: number, matches: Sample[] = [], fileCounts?: Record<string, number>) => {
    progress.done();
    if ('error' in tally) {
      results[job.index] = baseRow(job, 'ERROR', { reason: tally.error, ...(tally.detail ? { detail: tally.detail } : {}), durationMs: ms });
      return;
    }
    const passed = meetsExpectation(job.check.expect, tally.count);
    results[job.index] = baseRow(job, passed ? 'PASS' : 'FAIL', {
      count: tally.count,
      expected: expectedText(job.check.expect),
      samples,
      ...(matches.length > 0 ? { matches } : {}),
      ...(options.fileCounts && !passed && fileCounts && tooMany(job.check.expect, tally.count) ? { fileCounts } : {}),
      durationMs: ms,
    });
  };
  const notRun = (job: Job, reason: string) => {
    progress.done();
    results[job.index] = baseRow(job, 'NOT RUN', { reason });
  };

  // Multiline patterns may match across lines and files, and a file named as a scope is searched
  // as ripgrep searches a named file: both are searched on their own, as ripgrep alone would.
  const alone = (job: SearchJob<GrepCheck>) => job.check.options.multiline || job.scopes.some((scope) => scope.kind === 'path' && isFile(options.root, scope.relative));
  const checkAlone = async (job: SearchJob<GrepCheck>) => {
    const begun = performance.now();
    let tally = await runner.countLines(job, undefined);
    if (!('error' in tally) && job.check.orReading !== undefined) {
      const other = await runner.countLines({ ...job, check: { ...job.check, pattern: job.check.orReading } }, undefined);
      tally = compareReadings(tally, other);
    }
    const samples = 'error' in tally || !tooMany(job.check.expect, tally.count) ? [] : await runner.samples(job.check, tally.files);
    finish(job, tally, samples, performance.now() - begun, [], 'perFile' in tally ? tally.perFile : undefined);
  };

  const cache = options.cacheFile === undefined
    ? undefined
    : await SweepCache.load(options.cacheFile, { ripgrep, root: realRoot });
  const keys = new ContentKeys(options.root);
  const planned: GrepPlan[] = [];

  try {
    await Promise.all([
      ...greps.map((job) =>
        limit(async () => {
          const selected = await runner.select(job);
          if ('error' in selected) {
            finish(job, selected, [], 0);
            return;
          }
          const scope = restrictToChanged(job, selected.files, options.changed);
          if ('notRun' in scope) notRun(job, scope.notRun);
          else if (alone(job)) await checkAlone(job);
          else planned.push({ job, files: scope.files });
        }),
      ),
      ...globs.map((job) =>
        limit(async () => {
          const begun = performance.now();
          if (options.changed && !touches(globScopes(job), options.changed)) {
            notRun(job, 'no changed file in its scope');
            return;
          }
          finish(job, await runner.countFiles(job.check, job.scopes), [], performance.now() - begun);
        }),
      ),
    ]);
    await searchPlanned(planned, { options, cache: cache ?? SweepCache.empty({ ripgrep, root: realRoot }), keys, limit, finish, progress });
    if (cache && options.cacheFile !== undefined) {
      const searches = new Set(planned.flatMap((plan) => searchesOf(plan.job.check).map((search) => search.key)));
      const contents = new Set(planned.flatMap((plan) => plan.files.map((file) => keys.keyOf(file)).filter((key): key is string => key !== undefined).map((key) => cache.indexOf(key))));
      await cache.save(options.cacheFile, { searches, contents });
    }
  } finally {
    await runner.dispose();
  }

  const withoutVerify = doc.rules.filter((rule) => rule.verify.length === 0).length;
  return {
    rulesFile: options.rulesFileLabel,
    root: options.root,
    results,
    summary: { ...summarize(results, withoutVerify), ...summaryOfTests(tests) },
    diagnostics: [...doc.diagnostics, ...tests.diagnostics],
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

/** A Grep check searched through the corpus, with the files it searches (path order). */
interface GrepPlan {
  job: SearchJob<GrepCheck>;
  files: string[];
}

interface Search {
  key: string;
  pattern: string;
  flags: SearchFlags;
}

function flagsOf(options: GrepOptions): SearchFlags {
  return { ignoreCase: options.ignoreCase, fixedStrings: options.fixedStrings, wordRegexp: options.wordRegexp };
}

/** The searches a check needs: its pattern, and the GNU reading of `\|` when that is ambiguous. */
function searchesOf(check: GrepCheck): Search[] {
  const flags = flagsOf(check.options);
  const patterns = check.orReading === undefined ? [check.pattern] : [check.pattern, check.orReading];
  return patterns.map((pattern) => ({ key: searchKey(pattern, flags), pattern, flags }));
}

function isFile(root: string, relative: string): boolean {
  try {
    return statSync(path.join(root, relative)).isFile();
  } catch {
    return false;
  }
}

/** The literal reading's tally, unless the "or" reading fails or counts differently. */
function compareReadings(literal: Tally, alternation: Tally): Tally {
  if ('error' in literal) return literal;
  if ('error' in alternation) return { ...alternation, error: `with \\| read as "or" (GNU grep): ${alternation.error}` };
  return alternation.count === literal.count ? literal : { error: ambiguousAlternation(literal.count, alternation.count) };
}

/** True when a changed or deleted file lies in the check's scopes (`files`: what it searches). */
function touches(scopes: Scope[], changed: ChangedFiles, files?: Set<string>): boolean {
  if (files && [...changed.files].some((file) => files.has(file))) return true;
  const bases = scopes.map((scope) => (scope.kind === 'path' ? scope.relative : scope.base));
  const inScope = (file: string) => bases.some((base) => within(file, base));
  if (!files && [...changed.files].some(inScope)) return true;
  return [...changed.deleted].some(inScope);
}

/** A Glob check's scopes narrowed to the folders its pattern can match in (`test/*.ts` under `.` is `test`). */
function globScopes(job: SearchJob<GlobCheck>): Scope[] {
  const normal = normalizeWritten(job.check.pattern, 'Glob pattern');
  if ('error' in normal) return job.scopes;
  const segments = normal.relative.split('/');
  const fixed = segments.slice(0, Math.max(0, segments.findIndex(hasGlob) === -1 ? segments.length - 1 : segments.findIndex(hasGlob))).join('/');
  return job.scopes.map((scope) => {
    const base = scope.kind === 'path' ? scope.relative : scope.base;
    const joined = fixed === '' ? base : base === '.' ? fixed : `${base}/${fixed}`;
    return { kind: 'path', relative: joined };
  });
}

/**
 * What a check searches under `--changed`: `0 matches` is decided on the changed files alone (a
 * match anywhere else was there before); any other count is the whole scope's, so a touched
 * check searches its whole scope; an untouched check is not run.
 */
function restrictToChanged(job: SearchJob<GrepCheck>, files: Set<string>, changed: ChangedFiles | undefined): { files: string[] } | { notRun: string } {
  const all = sortedFiles(files);
  if (!changed) return { files: all };
  if (!touches(job.scopes, changed, files)) return { notRun: 'no changed file in its scope' };
  const { expect } = job.check;
  if (expect.op !== 'eq' || expect.count !== 0) return { files: all };
  const mine = all.filter((file) => changed.files.has(file));
  return mine.length > 0 ? { files: mine } : { notRun: 'only deleted files in its scope' };
}

/**
 * True when every alternative of the pattern holds a literal run of 3 characters or more: the
 * kind a shared pass over many patterns finds quickly. (Only speed depends on this guess.)
 */
export function hasLiteral(pattern: string, fixed: boolean): boolean {
  if (fixed) return pattern.length >= 3;
  if (/\(\?[<=!]|\(\?<[=!]|\\[1-9kpPbB]/.test(pattern)) return false;
  let depth = 0;
  let run = 0;
  let best = 0;
  const branches: number[] = [];
  const end = () => {
    best = Math.max(best, run);
    run = 0;
  };
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      if (/[A-Za-z0-9]/.test(pattern[i + 1] ?? '')) end();
      else run += 1;
      i += 1;
    } else if ('*?{'.includes(char)) {
      // The character before is optional: the run ends before it.
      run = Math.max(0, run - 1);
      end();
      if (char === '{') i = Math.max(i, pattern.indexOf('}', i));
    } else if (char === '[') {
      end();
      const close = pattern.indexOf(']', i + 2);
      if (close === -1) return false;
      i = close;
    } else if (char === '(') {
      end();
      depth += 1;
      const flags = /^\(\?[a-zA-Z-]*:?/.exec(pattern.slice(i));
      if (flags) i += flags[0].length - 1;
    } else if (char === ')') {
      end();
      depth = Math.max(0, depth - 1);
    } else if (char === '|') {
      end();
      if (depth === 0) {
        branches.push(best);
        best = 0;
      }
    } else if ('.^$+'.includes(char)) {
      end();
    } else {
      run += 1;
    }
  }
  end();
  branches.push(best);
  return branches.every((length) => length >= 3);
}

const sorted = new WeakMap<Set<string>, string[]>();

/** The files of a selection in path order, sorted once however many checks share it. */
function sortedFiles(files: Set<string>): string[] {
  let list = sorted.get(files);
  if (!list) sorted.set(files, (list = [...files].sort()));
  return list;
}

/** Counts finished checks for `onProgress`. */
class Progress {
  private count = 0;

  constructor(
    private readonly total: number,
    private readonly report: ((done: number, total: number) => void) | undefined,
  ) {}

  done(): void {
    this.count += 1;
    this.report?.(this.count, this.total);
  }
}

interface PlannedSearch {
  options: SweepOptions;
  cache: SweepCache;
  keys: ContentKeys;
  limit: ReturnType<typeof pLimit>;
  finish: (job: SearchJob<GrepCheck>, tally: Tally, samples: Sample[], ms: number, matches?: Sample[], fileCounts?: Record<string, number>) => void;
  progress: Progress;
}

/**
 * Searches every planned check through the corpus: per-file results come from the cache where
 * the file's content and the search are known; the files left are read once into the corpus and
 * each search runs over the shards holding the files it needs. A check is finished as soon as
 * its searches are.
 */
async function searchPlanned(planned: GrepPlan[], { options, cache, keys, limit, finish }: PlannedSearch): Promise<void> {
  if (planned.length === 0) return;
  const begun = performance.now();
  // Checks of the same scope share one file list: each list is looked up once per search.
  const searches = new Map<string, Search & { lists: string[][]; needed: string[]; files?: Set<string> }>();
  for (const plan of planned) {
    for (const search of searchesOf(plan.job.check)) {
      const entry = searches.get(search.key) ?? { ...search, lists: [], needed: [] };
      if (!entry.lists.includes(plan.files)) entry.lists.push(plan.files);
      searches.set(search.key, entry);
    }
  }
  const filesOf = (search: Search & { lists: string[][]; files?: Set<string> }) => (search.files ??= new Set(search.lists.flat()));
  // Only files with a match are kept per search: a file it searched and does not list matched nothing.
  const found = new Map<string, Map<string, FileResult>>();
  const failed = new Map<string, Failure>();
  const unreadable = new Set<string>();
  const needs = new Map<string, Set<string>>();
  const indexes = new Map<string, number | undefined>();
  const indexOf = (file: string) => {
    if (!indexes.has(file)) {
      const content = keys.keyOf(file);
      indexes.set(file, content === undefined ? undefined : cache.indexOf(content));
    }
    return indexes.get(file);
  };
  const listIndexes = new Map<string[], Int32Array>();
  for (const search of searches.values()) {
    const results = new Map<string, FileResult>();
    found.set(search.key, results);
    const known = cache.resultsOf(search.key);
    const seen = search.lists.length > 1 ? new Set<string>() : undefined;
    for (const list of search.lists) {
      let at = listIndexes.get(list);
      if (!at) listIndexes.set(list, (at = Int32Array.from(list, (file) => indexOf(file) ?? -1)));
      for (let i = 0; i < list.length; i += 1) {
        if (at[i]! < 0) continue;
        const file = list[i]!;
        if (seen) {
          if (seen.has(file)) continue;
          seen.add(file);
        }
        const hit = known?.get(at[i]!);
        if (hit) {
          if (hit.count > 0) results.set(file, hit);
          continue;
        }
        search.needed.push(file);
        let need = needs.get(file);
        if (!need) needs.set(file, (need = new Set<string>()));
        need.add(search.key);
      }
    }
  }

  const own = new Map<string, boolean>();
  const isOwn = (file: string): boolean => {
    let answer = own.get(file);
    if (answer === undefined) {
      const at = indexOf(file);
      answer = at === undefined ? false : cache.isOwnOutput(at);
      if (answer === undefined) {
        answer = isOwnOutputFile(path.join(options.root, file));
        cache.setOwnOutput(at!, answer);
      }
      own.set(file, answer);
    }
    return answer;
  };
  const remaining = new Map(planned.map((plan) => [plan, new Set(searchesOf(plan.job.check).map((search) => search.key))]));
  const settle = (done: string) => {
    for (const [plan, waiting] of remaining) {
      waiting.delete(done);
      if (waiting.size > 0) continue;
      remaining.delete(plan);
      const [main, or] = searchesOf(plan.job.check);
      const tallyOf = (search: Search): Tally & { hits?: string[] } => {
        const failure = failed.get(search.key);
        if (failure) return failure;
        const blocked = plan.files.find((file) => unreadable.has(file));
        if (blocked) return { error: `cannot read ${blocked}` };
        const results = found.get(search.key)!;
        const hits = plan.files.filter((file) => results.has(file) && !isOwn(file));
        return { count: hits.reduce((sum, file) => sum + results.get(file)!.count, 0), files: hits.slice(0, MAX_SAMPLES), hits };
      };
      const literal = tallyOf(main!);
      const tally = or ? compareReadings(literal, tallyOf(or)) : literal;
      let samples: Sample[] = [];
      const matches: Sample[] = [];
      let fileCounts: Record<string, number> | undefined;
      if (!('error' in tally) && tooMany(plan.job.check.expect, tally.count)) {
        const results = found.get(main!.key)!;
        const hits = (literal as { hits: string[] }).hits;
        samples = hits.slice(0, MAX_SAMPLES).map((file) => {
          const [line, text] = results.get(file)!.matches[0]!;
          return { path: file, line, text };
        });
        // Earliest lines first (a title on line 1 says most), then path order: stable across runs.
        samples.sort((a, b) => a.line - b.line || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        for (const file of hits) {
          for (const [line, text] of results.get(file)!.matches) if (matches.length < MATCH_CAP) matches.push({ path: file, line, text });
        }
        fileCounts = Object.fromEntries(hits.map((file) => [file, results.get(file)!.count]));
      }
      finish(plan.job, tally, samples, performance.now() - begun, matches, fileCounts);
    }
  };

  const pending = [...searches.values()].filter((search) => search.needed.length > 0);
  for (const search of searches.values()) if (!pending.includes(search)) settle(search.key);
  if (pending.length === 0) return;

  // Files needed by the same searches sit together, so each search scans only its own shards.
  const groups = new Map<string, string[]>();
  for (const [file, need] of needs) {
    const signature = [...need].sort().join(',');
    groups.set(signature, [...(groups.get(signature) ?? []), file]);
  }
  const corpus = Corpus.build(options.root, [...groups.values()].map((files) => files.sort()));
  const patterns = new PatternArguments();
  const neededBy = (search: Search & { needed: string[] }) => new Set(search.needed);
  // Searches with the same options whose patterns each hold a literal share one pass that
  // gathers the lines any of them matches; each then searches only those lines.
  const shared = new Map<Search, Promise<Candidates | undefined>>();
  const byFlags = new Map<string, Array<Search & { needed: string[]; lists: string[][] }>>();
  for (const search of pending) {
    if (!hasLiteral(search.pattern, search.flags.fixedStrings)) continue;
    const flagsKey = JSON.stringify(search.flags);
    byFlags.set(flagsKey, [...(byFlags.get(flagsKey) ?? []), search]);
  }
  for (const group of byFlags.values()) {
    if (group.length < 2) continue;
    const shards = [...new Set(group.flatMap((search) => corpus.shardsFor(neededBy(search))))];
    // A large alternation can be much slower than its parts: past this budget each pattern scans on its own.
    const budgetMs = Math.min(options.timeoutMs, Math.max(1500, (corpus.bytes / 1_000_000) * 15));
    const candidates = limit(() => corpus.candidates(options.rg, group.map((search) => search.pattern), group[0]!.flags, shards, patterns, budgetMs));
    for (const search of group) shared.set(search, candidates);
  }
  try {
    await Promise.all(pending.map((search) =>
      limit(async () => {
        const needed = neededBy(search);
        const candidates = await shared.get(search);
        const outcome = candidates
          ? await corpus.searchCandidates(options.rg, search.pattern, search.flags, candidates, patterns, options.timeoutMs)
          : await corpus.search(options.rg, search.pattern, search.flags, corpus.shardsFor(needed), patterns, options.timeoutMs);
        if ('error' in outcome) {
          failed.set(search.key, outcome);
        } else {
          const results = found.get(search.key)!;
          const files = filesOf(search);
          for (const [file, result] of outcome.hits) if (files.has(file)) results.set(file, result);
          for (const file of needed) if (!corpus.searched.has(file)) unreadable.add(file);
          // Every file of a scanned shard was searched whole (and an empty or binary file matches nothing): remember them all.
          for (const file of [...outcome.scanned, ...[...needed].filter((file) => corpus.searched.has(file))]) {
            const at = indexOf(file);
            if (at !== undefined) cache.set(search.key, at, outcome.hits.get(file) ?? { count: 0, matches: [] });
          }
        }
        settle(search.key);
      }),
    ));
  } finally {
    corpus.dispose();
    await patterns.dispose();
  }
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

/** Keeps the running total, the count per file and the first few matching files in path order. */
class FileTally {
  count = 0;
  files: string[] = [];
  perFile: Record<string, number> = {};

  add(file: string, count: number): void {
    this.count += count;
    this.perFile[file] = (this.perFile[file] ?? 0) + count;
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
  private readonly listings = new Map<string, Promise<Listing>>();
  private readonly selections = new Map<string, Promise<{ files: Set<string> } | Failure>>();
  /** Excluded files, relative to the root with forward slashes. */
  private readonly excludedFiles: Set<string>;

  constructor(
    private readonly options: SweepOptions,
    excluded: Set<string>,
  ) {
    this.excludedFiles = new Set([...excluded].map((file) => toPosix(path.relative(options.root, file))));
  }

  dispose(): Promise<void> {
    return this.patterns.dispose();
  }

  /**
   * The files a Grep check searches (forward slashes, relative to the root), or an error when a
   * scope, or the glob=/type= filters, select no file at all: a search of nothing finds nothing,
   * and `0 matches` would PASS on it. The root itself may be empty (a new project).
   */
  select(job: SearchJob<GrepCheck>): Promise<{ files: Set<string> } | Failure> {
    const { options } = job.check;
    const key = JSON.stringify([job.scopes, options.hidden, options.globs, options.types]);
    let selection = this.selections.get(key);
    if (!selection) {
      selection = this.selectNow(job);
      this.selections.set(key, selection);
    }
    return selection;
  }

  private async selectNow({ check, scopes }: SearchJob<GrepCheck>): Promise<{ files: Set<string> } | Failure> {
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
      if (files.size === 0 && !(scope.kind === 'path' && scope.relative === '.')) {
        return { error: scope.kind === 'glob' ? `no files match path ${written}` : `path selects no file: ${written} (empty, or every file in it is ignored)` };
      }
      selections.push({ files, written });
    }
    const all = new Set(selections.flatMap(({ files }) => [...files]));
    const { globs, types } = check.options;
    if (globs.length + types.length === 0 || all.size === 0) return { files: all };
    const bases = outermost(scopes.map((scope) => (scope.kind === 'path' ? scope.relative : scope.base)));
    const filtered = await this.listFiles([...hidden, ...globs.map((glob) => `--glob=${glob}`), ...types.map((type) => `--type=${type}`), '--', ...bases]);
    if ('error' in filtered) return filtered;
    const files = new Set([...all].filter((file) => filtered.files.has(file)));
    if (files.size > 0) return { files };
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

  /** Runs a `--files --null` listing (once per sweep for the same arguments); excluded files are left out. */
  private listFiles(args: string[]): Promise<Listing> {
    const key = JSON.stringify(args);
    let listing = this.listings.get(key);
    if (!listing) {
      listing = this.walk(args);
      this.listings.set(key, listing);
    }
    return listing;
  }

  private async walk(args: string[]): Promise<Listing> {
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
    return this.excludedFiles.has(file);
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

/** A path as ripgrep printed it, relative with forward slashes (most need no work). */
function normalize(file: string): string {
  if (!file.includes('\\') && !file.startsWith('./') && !file.includes('//') && !file.includes('/.')) return file;
  return toPosix(path.normalize(file));
}

