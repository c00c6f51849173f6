// The sweep: every verify line of a rules document checked against the tree with ripgrep.
// Each scope is listed once (folders under the root from the root's listing, when a rule searches
// the root; glob= and type= from the cache when it knows every listed path); the cache answers
// for the files whose content it has seen with a search; a search that still needs most of its
// files runs through ripgrep's own walk, the rest through the corpus; searches that can share a pass gather the lines any of them matches first.
// One broken rule is an ERROR row for that rule alone, never a PASS, and never stops the others.
import { mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import type { GlobCheck, GrepCheck, GrepOptions, Rule, RulesDocument, VerifyLine } from '../rules/model.js';
import { SweepCache, searchKey } from './cache.js';
import type { ChangedFiles } from './changed.js';
import { ContentKeys } from './content-keys.js';
import { Corpus } from './corpus.js';
import { FileTable } from './file-table.js';
import { gatherLines, matchFlags, runFailure, sampleText, searchGathered, searchLines, type Failure, type FileResult, type Found, type Gathered, type SearchFlags } from './matched-lines.js';
import { isOwnOutputFile } from './own-output.js';
import { classEnd, groupEnd } from './pattern-text.js';
import { expectedText, matchCount, meetsExpectation, resultRow, summarize, tooMany, unsearchedRow, type CheckResult, type Sample, type SweepReport } from './result.js';
import { runRuleTests, summaryOfTests, testFailure } from './rule-tests.js';
import { PatternArguments, PATTERN_ARGUMENT_LIMIT, ripgrepStamp, runRipgrep, trustVerified, verifyRipgrep } from './ripgrep.js';
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

type Tally = { count: number; files: string[]; perFile?: Record<string, number> } | Failure;

export async function sweepRules(doc: RulesDocument, options: SweepOptions): Promise<SweepReport> {
  const started = performance.now();
  const realRoot = realpathSync(options.root);
  const excluded = new Set(options.exclude.map((file) => path.resolve(file)));
  // Every ripgrep process of the sweep is started through `limit`, and only there: a task that
  // holds a slot never waits for another slot.
  const limit = pLimit(options.concurrency);
  const runner = new Runner(options, excluded, limit);
  const jobs: Job[] = doc.rules
    .flatMap((rule) => rule.verify.map((verify) => ({ rule, verify })))
    .map((job, index) => ({ ...job, index }));
  const results: CheckResult[] = new Array(jobs.length);
  const greps: Array<SearchJob<GrepCheck>> = [];
  const globs: Array<SearchJob<GlobCheck>> = [];
  // The cache names the ripgrep it was written with: the same binary (by its stamp) is not asked for its version again.
  const stored = options.cacheFile === undefined ? undefined : await SweepCache.readStored(options.cacheFile);
  const binary = options.cacheFile === undefined ? undefined : ripgrepStamp(options.rg);
  const knownVersion = SweepCache.versionFor(stored, binary);
  if (knownVersion !== undefined) trustVerified(options.rg, knownVersion);
  // A rule's own examples first: a pattern that fails them is an ERROR, and is not searched.
  const tests = await runRuleTests(doc.rules, { ...options, cacheFile: options.testsCacheFile });

  for (const job of jobs) {
    const check = job.verify.check;
    const row = (status: CheckResult['status'], extra: Partial<CheckResult> = {}) =>
      (results[job.index] = baseRow(job, status, extra));
    const failedTests = testFailure(tests, job.verify);
    const unsearched = unsearchedRow(job.rule, job.verify);
    if (failedTests) row('ERROR', failedTests);
    else if (unsearched) results[job.index] = unsearched;
    else if (check.kind === 'grep' || check.kind === 'glob') {
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

  for (const job of greps) {
    if (job.scopes.some((scope) => (scope.kind === 'path' ? scope.relative : scope.base) === '.')) runner.listsRoot(job.check.options.hidden);
  }
  const ripgrep = greps.length + globs.length > 0 ? await verifyRipgrep(options.rg) : '';
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
    : SweepCache.from(stored, { ripgrep, root: realRoot, ripgrepBinary: binary });
  runner.useCache(cache);
  const keys = new ContentKeys(options.root);
  const planned: GrepPlan[] = [];

  try {
    await Promise.all([
      ...greps.map(async (job) => {
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
      ...globs.map(async (job) => {
        const begun = performance.now();
        if (options.changed && !touches(globScopes(job), options.changed)) {
          notRun(job, 'no changed file in its scope');
          return;
        }
        const tally = await runner.countFiles(job.check, job.scopes);
        // A baseline records a Glob's files as a Grep's: one match each.
        finish(job, tally, [], performance.now() - begun, [], 'perFile' in tally ? tally.perFile : undefined);
      }),
    ]);
    const kept = await searchPlanned(planned, { options, cache: cache ?? SweepCache.empty({ ripgrep, root: realRoot }), keys, limit, finish, progress, runner });
    if (cache && options.cacheFile !== undefined && cache.changed) await cache.save(options.cacheFile, kept);
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
  return resultRow(job.rule, job.verify, status, extra);
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
 * The form in which `pattern` joins a shared pass, or undefined when it should search on its
 * own. Assertions are dropped from that form: a Unicode `\b` makes ripgrep's whole alternation
 * fall back to a slow engine, look-around only PCRE2 reads (evolve's patterns end a flag with
 * `(?![\w-])`), and an assertion dropped only lets more lines through (each pattern then
 * searches those lines exactly as written). A pattern without a literal run in every
 * alternative would gather most lines, and back-references only PCRE2 reads: those search on
 * their own. (Only speed depends on this choice, never a count.)
 */
function sharedForm(pattern: string, fixed: boolean): string | undefined {
  const form = fixed ? pattern : withoutAssertions(pattern);
  return form !== undefined && hasLiteral(form, fixed) ? form : undefined;
}

const WORD_BOUNDARY_BRACES = /^\{(?:start|end|start-half|end-half)\}/;
const LOOK_AROUND = /^\(\?<?[=!]/;

/**
 * `pattern` without `\b`, `\B`, `\<`, `\>`, `\b{…}` and look-around groups outside character
 * classes, or undefined when one is repeated (dropping it would hand its quantifier to what
 * stands before it) or a group does not close.
 */
function withoutAssertions(pattern: string): string | undefined {
  let out = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '(' && LOOK_AROUND.test(pattern.slice(i, i + 4))) {
      const end = groupEnd(pattern, i);
      if (end === -1 || '*+?{'.includes(pattern[end + 1] ?? '.')) return undefined;
      i = end;
    } else if (char === '[') {
      const end = classEnd(pattern, i);
      if (end === -1) return undefined;
      out += pattern.slice(i, end + 1);
      i = end;
    } else if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (next === 'b' || next === 'B' || next === '<' || next === '>') {
        let after = i + 2;
        if (next === 'b' && pattern[after] === '{') {
          const braces = WORD_BOUNDARY_BRACES.exec(pattern.slice(after));
          if (!braces) return undefined;
          after += braces[0].length;
        }
        if ('*+?{'.includes(pattern[after] ?? '.')) return undefined;
        i = after - 1;
      } else {
        out += char + next;
        i += 1;
      }
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * True when every alternative of the pattern holds a literal run of 3 characters or more: the
 * kind a shared pass over many patterns finds quickly. (Only speed depends on this guess.)
 */
function hasLiteral(pattern: string, fixed: boolean): boolean {
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
  if (!list) {
    list = [...files];
    // Listings are kept in path order, and most selections are one of them or a part of one.
    let inOrder = true;
    for (let i = 1; i < list.length && inOrder; i += 1) inOrder = list[i - 1]! < list[i]!;
    if (!inOrder) list.sort();
    sorted.set(files, list);
  }
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
  runner: Runner;
}

/** One search (a pattern and its flags) and what the planned checks need of it. */
interface PlannedEntry extends Search {
  /** The file lists (by number) of the checks that run it. */
  lists: Int32Array[];
  /** Where its checks' scopes start, and whether any of them searches hidden files: what a walk must cover. */
  bases: Set<string>;
  hidden: boolean;
  /** How many files its checks list (each once), and those the cache cannot answer for. */
  listed: number;
  needed: number[];
  /** Files with a match; every other file it searched matched nothing. */
  results: Map<number, FileResult>;
  failure?: Failure;
}

const ZERO: FileResult = Object.freeze({ count: 0, matches: [] }) as FileResult;
/** A shared pass that gathers more than this (or half the bytes it reads) saves little: each pattern searches on its own. */
const GATHER_CAP_BYTES = 16 * 1024 * 1024;

/**
 * Searches every planned check. Per-file results come from the cache where the file's content
 * and the search are known. A search that needs most of the files its checks list (a cold
 * sweep, a new rule) searches through ripgrep's own walk of its scopes; the files left (after
 * edits, or what a walk could not answer for) are read once into the corpus, and each search
 * runs over the shards holding the files it needs. Either way, searches with the same flags
 * share one pass that gathers the lines any of them can match, and each pattern then searches
 * only those lines. A check is finished as soon as its searches are. Resolves with what the
 * cache should keep.
 */
async function searchPlanned(planned: GrepPlan[], { options, cache, keys, limit, finish, runner }: PlannedSearch): Promise<{ searches: Set<string>; contents: Set<number> }> {
  const kept = { searches: new Set<string>(), contents: new Set<number>() };
  if (planned.length === 0) return kept;
  const begun = performance.now();
  const table = new FileTable();
  const idsOf = new Map<string[], Int32Array>();
  const searches = new Map<string, PlannedEntry>();
  // Each plan's searches (hashed once), and the plans waiting on each search.
  const searchesByPlan = new Map(planned.map((plan) => [plan, searchesOf(plan.job.check)]));
  const waitingOn = new Map<string, GrepPlan[]>();
  for (const plan of planned) {
    let ids = idsOf.get(plan.files);
    if (!ids) idsOf.set(plan.files, (ids = Int32Array.from(plan.files, (file) => table.add(file))));
    for (const search of searchesByPlan.get(plan)!) {
      const waiting = waitingOn.get(search.key);
      if (!waiting) waitingOn.set(search.key, [plan]);
      else if (!waiting.includes(plan)) waiting.push(plan);
      let entry = searches.get(search.key);
      if (!entry) searches.set(search.key, (entry = { ...search, lists: [], bases: new Set(), hidden: false, listed: 0, needed: [], results: new Map() }));
      if (!entry.lists.includes(ids)) entry.lists.push(ids);
      for (const scope of plan.job.scopes) entry.bases.add(scope.kind === 'path' ? scope.relative : scope.base);
      if (plan.job.check.options.hidden) entry.hidden = true;
    }
  }
  // Each file's content as the cache numbers it (-1: the file cannot be read any more).
  const content = new Int32Array(table.size);
  const sizes = new Float64Array(table.size);
  for (let id = 0; id < table.size; id += 1) {
    const key = keys.keyOf(table.paths[id]!);
    content[id] = key === undefined ? -1 : cache.indexOf(key);
    sizes[id] = keys.sizeOf(table.paths[id]!);
    if (key !== undefined) kept.contents.add(content[id]!);
  }
  const lastSeen = new Int32Array(table.size).fill(-1);
  let round = 0;
  // A list's readable files, for the searches the cache knows nothing of (every search, cold): shared, never changed in place.
  const readable = new Map<Int32Array, number[]>();
  for (const entry of searches.values()) {
    kept.searches.add(entry.key);
    const known = cache.resultsOf(entry.key);
    if (!known && entry.lists.length === 1) {
      const list = entry.lists[0]!;
      let ids = readable.get(list);
      if (!ids) readable.set(list, (ids = Array.from(list).filter((id) => content[id]! >= 0)));
      entry.needed = ids;
      entry.listed = ids.length;
      continue;
    }
    for (const ids of entry.lists) {
      for (let i = 0; i < ids.length; i += 1) {
        const id = ids[i]!;
        if (lastSeen[id] === round || content[id]! < 0) continue;
        lastSeen[id] = round;
        entry.listed += 1;
        const hit = known?.get(content[id]!);
        if (!hit) entry.needed.push(id);
        else if (hit.count > 0) entry.results.set(id, hit);
      }
    }
    round += 1;
  }

  const unreadable = new Set<number>();
  // 0: not asked yet, 1: a report of rulesweep's own, 2: not one.
  const own = new Uint8Array(table.size);
  const isOwn = (id: number): boolean => {
    if (own[id] === 0) {
      const at = content[id]!;
      let answer = at < 0 ? false : cache.isOwnOutput(at);
      if (answer === undefined) {
        answer = isOwnOutputFile(path.join(options.root, table.paths[id]!));
        cache.setOwnOutput(at, answer);
      }
      own[id] = answer ? 1 : 2;
    }
    return own[id] === 1;
  };
  const remaining = new Map(planned.map((plan) => [plan, new Set(searchesByPlan.get(plan)!.map((search) => search.key))]));
  const settle = (done: string) => {
    for (const plan of waitingOn.get(done) ?? []) {
      const waiting = remaining.get(plan);
      if (!waiting) continue;
      waiting.delete(done);
      if (waiting.size > 0) continue;
      remaining.delete(plan);
      const ids = idsOf.get(plan.files)!;
      const [main, or] = searchesByPlan.get(plan)!;
      const tallyOf = (search: Search): Tally & { hits?: number[] } => {
        const entry = searches.get(search.key)!;
        if (entry.failure) return entry.failure;
        const blocked = unreadable.size === 0 ? undefined : ids.find((id) => unreadable.has(id));
        if (blocked !== undefined) return { error: `cannot read ${table.paths[blocked]}` };
        const hits: number[] = [];
        let count = 0;
        for (let i = 0; i < ids.length && entry.results.size > 0; i += 1) {
          const result = entry.results.get(ids[i]!);
          if (!result || isOwn(ids[i]!)) continue;
          hits.push(ids[i]!);
          count += result.count;
        }
        return { count, files: hits.slice(0, MAX_SAMPLES).map((id) => table.paths[id]!), hits };
      };
      const literal = tallyOf(main!);
      const tally = or ? compareReadings(literal, tallyOf(or)) : literal;
      let samples: Sample[] = [];
      const matches: Sample[] = [];
      let fileCounts: Record<string, number> | undefined;
      if (!('error' in tally) && tooMany(plan.job.check.expect, tally.count)) {
        const results = searches.get(main!.key)!.results;
        const hits = (literal as { hits: number[] }).hits;
        samples = hits.slice(0, MAX_SAMPLES).map((id) => {
          const [line, text] = results.get(id)!.matches[0]!;
          return { path: table.paths[id]!, line, text };
        });
        // Earliest lines first (a title on line 1 says most), then path order: stable across runs.
        samples.sort((a, b) => a.line - b.line || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        for (let i = 0; i < hits.length && matches.length < MATCH_CAP; i += 1) {
          for (const [line, text] of results.get(hits[i]!)!.matches) if (matches.length < MATCH_CAP) matches.push({ path: table.paths[hits[i]!]!, line, text });
        }
        if (options.fileCounts) fileCounts = Object.fromEntries(hits.map((id) => [table.paths[id]!, results.get(id)!.count]));
      }
      finish(plan.job, tally, samples, performance.now() - begun, matches, fileCounts);
    }
  };

  const pending = [...searches.values()].filter((entry) => entry.needed.length > 0);
  for (const entry of searches.values()) if (entry.needed.length === 0) settle(entry.key);
  if (pending.length === 0) return kept;

  const writers = new Map<PlannedEntry, (at: number, result: FileResult) => void>();
  const writerOf = (entry: PlannedEntry) => {
    let write = writers.get(entry);
    if (!write) writers.set(entry, (write = cache.writerOf(entry.key)));
    return write;
  };
  /** Keeps what `entry` found in file `id` (searched whole), in the results and the cache. */
  const record = (entry: PlannedEntry, id: number, result: FileResult) => {
    if (result.count > 0) entry.results.set(id, result);
    writerOf(entry)(content[id]!, result);
  };
  /** Bytes in the files the entries need, each file counted once. */
  const bytesNeeded = (entries: PlannedEntry[]) => {
    const counted = new Uint8Array(table.size);
    let bytes = 0;
    for (const entry of entries) {
      for (const id of entry.needed) {
        if (counted[id] === 1) continue;
        counted[id] = 1;
        bytes += sizes[id]!;
      }
    }
    return bytes;
  };
  // A large alternation can be much slower than its parts: past this budget each pattern searches on its own.
  const budgetFor = (patterns: number, bytes: number) => Math.min(options.timeoutMs, Math.max(1500, patterns * (20 + bytes / 1_000_000)));
  const patterns = new PatternArguments();
  let scratch: string | undefined;
  const scratchFile = (name: string) => path.join((scratch ??= mkdtempSync(path.join(os.tmpdir(), 'rulesweep-walk-'))), `${name}-${Math.random().toString(36).slice(2, 10)}`);
  const lineOptions = { timeoutMs: options.timeoutMs, patterns };

  // Searching through ripgrep's walk: what a walk of `bases` answers for is what a listing of the
  // same walk holds; the files it cannot answer for (or all, when it gave up) go to the corpus.
  const walkLocate = (name: string, line: number): [number, number] | undefined => {
    const id = table.idOf(normalize(name));
    return id === undefined ? undefined : [id, line];
  };
  const viaCorpus = new Set<PlannedEntry>();
  // A listing's files by number (1: the walk covers it), worked out once per listing.
  const coverageIds = new Map<Set<string>, Uint8Array>();
  const coveredIds = (covered: Set<string>) => {
    let ids = coverageIds.get(covered);
    if (!ids) {
      coverageIds.set(covered, (ids = new Uint8Array(table.size)));
      for (const file of covered) {
        const id = table.idOf(file);
        if (id !== undefined) ids[id] = 1;
      }
    }
    return ids;
  };
  const fromWalk = (entry: PlannedEntry, found: Found, covered: Set<string>) => {
    const left: number[] = [];
    const ids = coveredIds(covered);
    const { hits, binary } = found;
    const write = writerOf(entry);
    const needed = entry.needed;
    if (hits.size === 0) {
      // Nothing found (most searches, most of the time): every covered file matched nothing.
      const zeros: number[] = [];
      for (let i = 0; i < needed.length; i += 1) {
        const id = needed[i]!;
        if (ids[id] !== 1) left.push(id);
        else zeros.push(content[id]!);
      }
      cache.setZeros(entry.key, zeros);
    } else {
      for (const id of needed) {
        if (ids[id] !== 1) left.push(id);
        else if (binary.has(id)) write(content[id]!, ZERO);
        else record(entry, id, hits.get(id) ?? ZERO);
      }
    }
    entry.needed = left;
    if (left.length > 0) viaCorpus.add(entry);
    else settle(entry.key);
  };
  const failed = (entry: PlannedEntry, failure: Failure) => {
    entry.failure = failure;
    settle(entry.key);
  };
  const walkTarget = (entries: PlannedEntry[]) => {
    const hidden = entries.some((entry) => entry.hidden);
    return { bases: outermost(entries.flatMap((entry) => [...entry.bases])), hidden, filters: hidden ? ['--hidden'] : [] };
  };
  const walkAlone = async (entry: PlannedEntry) => {
    const target = walkTarget([entry]);
    const [covered, found] = await Promise.all([
      runner.coverage(target.bases, target.hidden),
      limit(() => searchLines(options.rg, entry.pattern, entry.flags, target.bases, { ...lineOptions, cwd: options.root, locate: walkLocate, walk: true, filters: target.filters })),
    ]);
    if (found && 'error' in found) return failed(entry, found);
    if (!found || !covered) {
      // The walk gave up: a pattern that does not compile is the rule's ERROR; otherwise the corpus reads these files.
      const error = await limit(() => compileError(options.rg, entry.pattern, entry.flags, patterns, options.timeoutMs));
      if (error) return failed(entry, error);
      viaCorpus.add(entry);
      return undefined;
    }
    return fromWalk(entry, found, covered);
  };
  const walkShared = async (group: PlannedEntry[], shared: string[]) => {
    const target = walkTarget(group);
    const bytes = bytesNeeded(group);
    const [covered, gathered] = await Promise.all([
      runner.coverage(target.bases, target.hidden),
      limit(() => gatherLines(options.rg, shared, group[0]!.flags, target.bases, scratchFile('walk'), {
        ...lineOptions, cwd: options.root, locate: walkLocate, walk: true, filters: target.filters,
        budgetMs: budgetFor(group.length, bytes), capBytes: Math.max(GATHER_CAP_BYTES, bytes / 2),
      })),
    ]);
    if (!covered) {
      for (const entry of group) viaCorpus.add(entry);
      return;
    }
    if (gathered === undefined) {
      await Promise.all(group.map(walkAlone));
      return;
    }
    await Promise.all(group.map(async (entry) => {
      const found = await limit(() => searchGathered(options.rg, entry.pattern, entry.flags, gathered, { ...lineOptions, cwd: options.root }));
      if (found && 'error' in found) failed(entry, found);
      else if (!found) viaCorpus.add(entry);
      else fromWalk(entry, found, covered);
    }));
  };

  try {
    const walked = pending.filter((entry) => entry.needed.length * 2 >= entry.listed);
    for (const entry of pending) if (!walked.includes(entry)) viaCorpus.add(entry);
    await Promise.all(sharedGroups(walked).map(({ entries, shared }) => (shared ? walkShared(entries, shared) : Promise.all(entries.map(walkAlone)))));
    await searchCorpus([...viaCorpus]);
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await patterns.dispose();
  }
  return kept;

  /** Reads the files `entries` still need into the corpus and searches them there. */
  async function searchCorpus(entries: PlannedEntry[]): Promise<void> {
    if (entries.length === 0) return;
    // Files needed by the same searches sit together, so each search scans only its own shards.
    const groups = new Map<string, number[]>();
    const neededBy = new Map<number, number[]>();
    entries.forEach((entry, index) => {
      for (const id of entry.needed) {
        let by = neededBy.get(id);
        if (!by) neededBy.set(id, (by = []));
        by.push(index);
      }
    });
    for (const [id, by] of neededBy) {
      const signature = by.join(',');
      let group = groups.get(signature);
      if (!group) groups.set(signature, (group = []));
      group.push(id);
    }
    const corpus = Corpus.build(options.root, [...groups.values()].map((ids) => ids.sort((a, b) => (table.paths[a]! < table.paths[b]! ? -1 : 1))), table);
    try {
      const shared = new Map<PlannedEntry, Promise<Gathered | undefined>>();
      for (const { entries: group, shared: forms } of sharedGroups(entries)) {
        if (!forms) continue;
        const shards = corpus.shardsFor(new Set(group.flatMap((entry) => entry.needed)));
        const gathered = limit(() => corpus.candidates(options.rg, forms, group[0]!.flags, shards, patterns, budgetFor(group.length, corpus.bytes), Math.max(GATHER_CAP_BYTES, corpus.bytes / 2)));
        for (const entry of group) shared.set(entry, gathered);
      }
      await Promise.all(entries.map(async (entry) => {
        const shards = corpus.shardsFor(new Set(entry.needed));
        const candidates = await shared.get(entry);
        const found = await limit(() => candidates
          ? corpus.searchCandidates(options.rg, entry.pattern, entry.flags, candidates, patterns, options.timeoutMs)
          : corpus.search(options.rg, entry.pattern, entry.flags, shards, patterns, options.timeoutMs));
        if ('error' in found) return failed(entry, found);
        for (const id of entry.needed) if (!corpus.searched.has(id)) unreadable.add(id);
        // Every file of a scanned shard was searched whole (and an empty or binary file matches nothing): remember them all.
        for (const id of new Set([...corpus.membersOf(shards), ...entry.needed.filter((id) => corpus.searched.has(id))])) record(entry, id, found.hits.get(id) ?? ZERO);
        return settle(entry.key);
      }));
    } finally {
      corpus.dispose();
    }
  }
}

/**
 * Searches grouped for shared passes: those with the same case and fixed-string flags whose
 * patterns can share one (`shared`: the form each is searched in), and the rest one by one.
 */
function sharedGroups<E extends Search>(entries: E[]): Array<{ entries: E[]; shared?: string[] }> {
  const byFlags = new Map<string, { entries: E[]; shared: string[] }>();
  const alone: E[] = [];
  for (const entry of entries) {
    const form = sharedForm(entry.pattern, entry.flags.fixedStrings);
    if (form === undefined) {
      alone.push(entry);
      continue;
    }
    const key = `${entry.flags.ignoreCase}:${entry.flags.fixedStrings}`;
    let group = byFlags.get(key);
    if (!group) byFlags.set(key, (group = { entries: [], shared: [] }));
    group.entries.push(entry);
    group.shared.push(form);
  }
  const groups: Array<{ entries: E[]; shared?: string[] }> = [];
  for (const group of byFlags.values()) {
    if (group.entries.length > 1) groups.push(group);
    else alone.push(...group.entries);
  }
  if (alone.length > 0) groups.push({ entries: alone });
  return groups;
}

/** The error ripgrep gives for `pattern` (it does not compile), or undefined when it compiles. */
async function compileError(rg: string, pattern: string, flags: SearchFlags, patterns: PatternArguments, timeoutMs: number): Promise<Failure | undefined> {
  const run = await runRipgrep(rg, [...matchFlags(flags), ...(await patterns.argsFor(pattern)), '--', '-'], { cwd: os.tmpdir(), timeoutMs, stdin: '', onRecord: () => {} });
  return runFailure(run, timeoutMs, pattern);
}

/** A check's flags for ripgrep: what changes the lines its pattern matches, then which files it searches. */
function optionFlags(options: GrepOptions): string[] {
  const flags = matchFlags(options);
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
  private readonly coverages = new Map<string, Promise<Set<string> | undefined>>();
  /** Whether the root is listed anyway, without and with hidden files. */
  private readonly rootListed = new Set<boolean>();
  private cache: SweepCache | undefined;
  private readonly selections = new Map<string, Promise<{ files: Set<string> } | Failure>>();
  /** Excluded files, relative to the root with forward slashes. */
  private readonly excludedFiles: Set<string>;

  constructor(
    private readonly options: SweepOptions,
    excluded: Set<string>,
    /** Starts each ripgrep process (the sweep's concurrency). */
    private readonly limit: ReturnType<typeof pLimit>,
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
        const matched = await this.filteredFiles(hidden, [`--glob=${scope.glob}`], [base], plain.files);
        if ('error' in matched) return matched;
        files = matched.files;
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
    const universe = await this.coverage(bases, check.options.hidden);
    const filtered = universe === undefined
      ? await this.listFiles([...hidden, ...globs.map((glob) => `--glob=${glob}`), ...types.map((type) => `--type=${type}`), '--', ...bases])
      : await this.filteredFiles(hidden, [...globs.map((glob) => `--glob=${glob}`), ...types.map((type) => `--type=${type}`)], bases, universe);
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
        const error = runFailure(await this.run(['--threads=1', ...flags, ...files], (file, count) => tally.add(file, count)), this.options.timeoutMs, check.pattern);
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
    const error = runFailure(
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
   * The files a walk of `bases` (with hidden files when `hidden`) covers, as a plain listing
   * shows them, or undefined when that listing fails or holds a name with a line break (which
   * would split the walk's records).
   */
  coverage(bases: string[], hidden: boolean): Promise<Set<string> | undefined> {
    const key = JSON.stringify([hidden, bases]);
    let covered = this.coverages.get(key);
    if (!covered) this.coverages.set(key, (covered = this.coverageNow(bases, hidden)));
    return covered;
  }

  /** The union of each base's own listing (`bases` are outermost: none holds another), which the checks' selections made already. */
  private async coverageNow(bases: string[], hidden: boolean): Promise<Set<string> | undefined> {
    const listings = await Promise.all(bases.map((base) => this.listFiles([...(hidden ? ['--hidden'] : []), '--', base])));
    const files = new Set<string>();
    for (const listing of listings) {
      if ('error' in listing) return undefined;
      for (const file of listing.files) {
        if (file.includes('\n')) return undefined;
        files.add(file);
      }
    }
    return files;
  }

  /**
   * The files of `universe` (the plain listing of `bases`) that ripgrep's `filters` (`--glob`,
   * `--type`) let through: the cache's answers when it has one for every file, else a filtered
   * listing, whose answers the cache then keeps. (A glob overrides ignore files, so a filtered
   * listing alone may hold ignored files; the universe never does.)
   */
  private async filteredFiles(hidden: string[], filters: string[], bases: string[], universe: Set<string>): Promise<Listing> {
    const args = [...hidden, ...filters, '--', ...bases];
    const key = JSON.stringify(args);
    const known = this.cache?.filteredListing(key, universe);
    if (known) return { files: known };
    const listing = await this.listFiles(args);
    if ('error' in listing) return listing;
    const passed = new Set([...universe].filter((file) => listing.files.has(file)));
    this.cache?.setFilteredListing(key, universe, passed);
    return { files: passed };
  }

  /** Where filtered listings' answers are remembered between sweeps. */
  useCache(cache: SweepCache | undefined): void {
    this.cache = cache;
  }

  /** The root is listed anyway (a check's scope is `.`): folders under it are taken from that listing. */
  listsRoot(hidden: boolean): void {
    this.rootListed.add(hidden);
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
      const hidden = args[0] === '--hidden';
      const plain = args.length === (hidden ? 3 : 2) && args[args.length - 2] === '--';
      const base = args[args.length - 1]!;
      listing = plain && base !== '.' && this.rootListed.has(hidden) ? this.listUnder(base, hidden, args) : this.walk(args);
      this.listings.set(key, listing);
    }
    return listing;
  }

  /**
   * A folder's listing taken from the root's: what ripgrep lists under `base` when it walks the
   * root is what it lists when walking `base` (the same ignore files apply, parents' included),
   * provided it walked into `base` at all. A folder with no file in the root's listing (ignored,
   * hidden, a link, empty, or a file ripgrep skips unless named) is listed on its own, as named.
   */
  private async listUnder(base: string, hidden: boolean, args: string[]): Promise<Listing> {
    const root = await this.listFiles([...(hidden ? ['--hidden'] : []), '--', '.']);
    if (!('error' in root)) {
      const prefix = `${base}/`;
      const files = new Set<string>();
      for (const file of root.files) if (file.startsWith(prefix) || file === base) files.add(file);
      if (files.size > 0) return { files };
    }
    return this.walk(args);
  }

  private async walk(args: string[]): Promise<Listing> {
    const files = new Set<string>();
    const run = await this.limit(() => runRipgrep(this.options.rg, ['--files', '--null', ...args], {
      cwd: this.options.root,
      timeoutMs: this.options.timeoutMs,
      separator: '\0',
      onRecord: (record) => {
        const file = normalize(record);
        if (record !== '' && !this.isExcluded(file)) files.add(file);
      },
    }));
    // In path order (ripgrep walks in parallel): the selections taken from it need no sorting of their own.
    return runFailure(run, this.options.timeoutMs) ?? { files: new Set([...files].sort()) };
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
    return this.limit(() => runRipgrep(this.options.rg, args, { cwd: this.options.root, timeoutMs: this.options.timeoutMs, onRecord }));
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

/** A `.` or `..` segment (`./a`, `a/../b`, `a/.`), not a hidden file's name (`a/.eslintrc`). */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** A path as ripgrep printed it, relative with forward slashes (most need no work). */
function normalize(file: string): string {
  // A listing of the root names every file `./…`: the common case, cut without path.normalize.
  const relative = file.startsWith('./') ? file.slice(2) : file;
  if (!relative.includes('\\') && !relative.includes('//') && !DOT_SEGMENT.test(relative)) return relative;
  return toPosix(path.normalize(file));
}

