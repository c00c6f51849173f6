// A rule's own examples, `test: "TEXT" -> match | no match`, checked before its search with the
// same ripgrep, options and engine the search uses. Each distinct text is one small file (a test
// text is one line, and a multiline pattern must not match across two texts) and each pattern is
// one ripgrep run over the files of its rule's texts: one call per pattern for all its tests,
// none when every answer is known. Answers are remembered per ripgrep, pattern, options and
// text, so a changed pattern, option or text is always run again. A pattern that misses a
// `-> match` example or hits a `-> no match` one makes its verify line an ERROR, never a PASS or
// a FAIL. With several Grep lines, a `-> match` example must be matched by at least one of them
// and a `-> no match` example by none.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { redactSecrets } from '../learnings/redact.js';
import { writeAtomic } from '../memory/atomic.js';
import type { GrepCheck, Rule, RuleTest, VerifyLine } from '../rules/model.js';
import { matchFlags } from './matched-lines.js';
import { explainRipgrepFailure } from './ripgrep-error.js';
import { PatternArguments, runRipgrep, verifyRipgrep } from './ripgrep.js';

export interface RuleTestOptions {
  rg: string;
  timeoutMs: number;
  concurrency: number;
  /** How the rules file is named in diagnostics. */
  rulesFileLabel: string;
  /** Where answers are remembered between runs; without one every test is run. */
  cacheFile?: string | undefined;
}

/** A test a verify line's pattern fails, as the rules file has it. */
export interface FailedTest {
  text: string;
  expect: RuleTest['expect'];
  line: number;
  column: number;
}

export type TestVerdict =
  | { status: 'passed'; tests: number }
  | { status: 'failed'; tests: number; failed: FailedTest[]; reason: string }
  /** ripgrep could not run the pattern: the search reports why, with the same words. */
  | { status: 'error'; reason: string; detail?: string };

export interface TestsSummary {
  /** Rules whose tests were run (by at least one pattern ripgrep could run). */
  rules: number;
  /** Test lines of those rules. */
  tests: number;
  /** Test lines some pattern of their rule fails. */
  failed: number;
}

export interface RuleTestRun {
  /** Per Grep verify line of a rule with tests (the same objects as the document's). */
  verdicts: Map<VerifyLine, TestVerdict>;
  /** Test lines that could not be run (a rule with no Grep verify line). */
  diagnostics: Diagnostic[];
  /** Present when any rule has tests. */
  summary?: TestsSummary;
  /** Rules with a Grep verify line and no test line: patterns nothing proves. */
  withoutTests: number;
}

/** The row a verify line gets when its pattern fails its own tests, for the sweep's results. */
export function testFailure(run: RuleTestRun, verify: VerifyLine): { reason: string; failedTests: FailedTest[] } | undefined {
  const verdict = run.verdicts.get(verify);
  return verdict?.status === 'failed' ? { reason: verdict.reason, failedTests: verdict.failed } : undefined;
}

/** The summary's counts of rule tests: rules without tests always, the tests run when there were any. */
export function summaryOfTests(run: RuleTestRun): { withoutTests: number; tests?: TestsSummary } {
  return { withoutTests: run.withoutTests, ...(run.summary ? { tests: run.summary } : {}) };
}

/** Rules whose pattern nothing proves: a Grep verify line and no test line. */
export function rulesWithoutTests(rules: readonly Rule[]): number {
  return rules.filter((rule) => rule.tests.length === 0 && rule.verify.some((line) => line.check.kind === 'grep')).length;
}

interface Search {
  key: string;
  pattern: string;
  check: GrepCheck;
  texts: string[];
}

const CACHE_FORMAT = 'rulesweep-rule-tests';
/** Bump when what an answer means changes (ripgrep's flags, the file written per text). */
const ENGINE = 1;
/** Answers kept in the cache file: this run's first, then earlier ones up to this many. */
const KEEP_ANSWERS = 20_000;
const SHOWN_TEXT = 80;

export async function runRuleTests(rules: readonly Rule[], options: RuleTestOptions): Promise<RuleTestRun> {
  const verdicts = new Map<VerifyLine, TestVerdict>();
  const diagnostics: Diagnostic[] = [];
  const withoutTests = rulesWithoutTests(rules);
  const tested = rules.filter((rule) => rule.tests.length > 0);
  if (tested.length === 0) return { verdicts, diagnostics, withoutTests };

  const runnable: Array<{ rule: Rule; lines: Array<VerifyLine & { check: GrepCheck }> }> = [];
  for (const rule of tested) {
    const lines = rule.verify.filter((line): line is VerifyLine & { check: GrepCheck } => line.check.kind === 'grep' && searchable(line.check));
    if (lines.length > 0) {
      runnable.push({ rule, lines });
      continue;
    }
    // A Grep line with an unusable pattern is an ERROR of the sweep already; say nothing twice.
    if (rule.verify.some((line) => line.check.kind === 'grep')) continue;
    const first = rule.tests[0]!;
    diagnostics.push(diagnostic('warning', 'rules/tests-not-run', `the ${rule.tests.length === 1 ? "test line" : plural(rule.tests.length, "test line")} of rule "${shorten(rule.text, 60)}" ${rule.tests.length === 1 ? 'is' : 'are'} not run: the rule has no Grep verify line to test`, {
      file: options.rulesFileLabel,
      position: { line: first.line, column: first.column },
      hint: 'test lines check the pattern of a verify: Grep("…") line; add one, or remove the tests',
    }));
  }
  // Counted as they run: a rule whose every pattern ripgrep refuses ran no test (its ERROR says why).
  const summary: TestsSummary = { rules: 0, tests: 0, failed: 0 };
  if (runnable.length === 0) return { verdicts, diagnostics, summary, withoutTests };

  const ripgrep = await verifyRipgrep(options.rg);
  const searches = new Map<string, Search>();
  const searchOf = (pattern: string, check: GrepCheck, texts: string[]): Search => {
    const key = searchKey(ripgrep, pattern, check);
    const search = searches.get(key) ?? { key, pattern, check, texts: [] };
    for (const text of texts) if (!search.texts.includes(text)) search.texts.push(text);
    searches.set(key, search);
    return search;
  };
  const plans = runnable.map(({ rule, lines }) => {
    const texts = [...new Set(rule.tests.map((test) => test.text))];
    return {
      rule,
      lines: lines.map((line) => ({
        line,
        literal: searchOf(line.check.pattern, line.check, texts),
        ...(line.check.orReading !== undefined ? { or: searchOf(line.check.orReading, line.check, texts) } : {}),
      })),
    };
  });

  const answers = await Answers.load(options.cacheFile, ripgrep);
  const outcomes = await runSearches([...searches.values()], answers, options);
  if (options.cacheFile !== undefined) await answers.save(options.cacheFile);

  for (const { rule, lines } of plans) {
    const ran = lines.filter(({ literal }) => !('error' in outcomes.get(literal.key)!));
    for (const { line, literal } of lines) {
      const outcome = outcomes.get(literal.key)!;
      if ('error' in outcome) verdicts.set(line, { status: 'error', reason: outcome.error, ...(outcome.detail ? { detail: outcome.detail } : {}) });
    }
    if (ran.length === 0) continue;
    summary.rules += 1;
    summary.tests += rule.tests.length;
    const matches = (search: Search, text: string) => (outcomes.get(search.key) as Matched).matched.has(text);
    const missed = rule.tests.filter((test) => test.expect === 'match' && !ran.some(({ literal }) => matches(literal, test.text)));
    const failing = new Set(missed);
    for (const { line, literal, or } of ran) {
      const hit = rule.tests.filter((test) => test.expect === 'no match' && matches(literal, test.text));
      for (const test of hit) failing.add(test);
      const failed = [...missed, ...hit].sort((a, b) => a.line - b.line);
      if (failed.length === 0) {
        verdicts.set(line, { status: 'passed', tests: rule.tests.length });
        continue;
      }
      const orMatches = or && !('error' in outcomes.get(or.key)!) ? (text: string) => matches(or, text) : undefined;
      verdicts.set(line, { status: 'failed', tests: rule.tests.length, failed: failed.map(({ text, expect, line: at, column }) => ({ text, expect, line: at, column })), reason: failureReason(failed, orMatches) });
    }
    summary.failed += failing.size;
  }
  return { verdicts, diagnostics, summary, withoutTests };
}

type Matched = { matched: Set<string> };
type Outcome = Matched | { error: string; detail?: string };

/** `the pattern fails its own test "pip install requests" (line 12): it does not match`. */
function failureReason(failed: readonly RuleTest[], orMatches: ((text: string) => boolean) | undefined): string {
  const first = failed[0]!;
  const what = first.expect === 'match' ? 'it does not match' : 'it matches, and the test says no match';
  let reason = `the pattern fails its own test "${shownText(first.text)}" (line ${first.line}): ${what}`;
  // GNU grep's \| is ripgrep's literal pipe: say so when reading it as "or" would pass the test.
  if (orMatches && first.expect === 'match' && orMatches(first.text)) reason += '; ripgrep reads \\| as a literal "|": write | for "or"';
  if (failed.length > 1) reason += `; ${plural(failed.length - 1, 'more test')} fail${failed.length === 2 ? 's' : ''} (line ${failed.slice(1).map((test) => test.line).join(', ')})`;
  return reason;
}

/** A test text as a report shows it: redacted, one short line. */
function shownText(text: string): string {
  return shorten(redactSecrets(text), SHOWN_TEXT);
}

function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A pattern ripgrep can be handed (the sweep reports one it cannot as an ERROR of its own). */
function searchable(check: GrepCheck): boolean {
  return [check.pattern, check.orReading ?? ''].every((pattern) => !/[\0\r\n]/.test(pattern));
}

function searchKey(ripgrep: string, pattern: string, check: GrepCheck): string {
  const { ignoreCase, multiline, fixedStrings, wordRegexp } = check.options;
  return hash([ENGINE, ripgrep, pattern, ignoreCase, multiline, fixedStrings, wordRegexp]);
}

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}

/**
 * Runs every search whose answers are not all known: the texts it needs are written once each,
 * and each search is one ripgrep run listing the files it matches.
 */
async function runSearches(searches: Search[], answers: Answers, options: RuleTestOptions): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const pending: Search[] = [];
  for (const search of searches) {
    const matched = new Set<string>();
    if (search.texts.every((text) => {
      const known = answers.get(search.key, text);
      if (known) matched.add(text);
      return known !== undefined;
    })) outcomes.set(search.key, { matched });
    else pending.push(search);
  }
  if (pending.length === 0) return outcomes;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rulesweep-tests-'));
  const patterns = new PatternArguments();
  try {
    const files = new Map<string, string>();
    for (const text of new Set(pending.flatMap((search) => search.texts))) files.set(text, `t${files.size}`);
    // One line per file, ending as a line of a file in the tree ends.
    await Promise.all([...files].map(([text, name]) => writeFile(path.join(folder, name), `${text}\n`, 'utf8')));
    const limit = pLimit(options.concurrency);
    await Promise.all(pending.map((search) => limit(async () => {
      const byName = new Map(search.texts.map((text) => [files.get(text)!, text]));
      const matched = new Set<string>();
      const run = await runRipgrep(options.rg, [
        '--files-with-matches', '--null', ...matchFlags(search.check.options),
        ...(await patterns.argsFor(search.pattern)),
        '--', ...byName.keys(),
      ], {
        cwd: folder,
        timeoutMs: options.timeoutMs,
        separator: '\0',
        onRecord: (record) => {
          const text = byName.get(record.replace(/^\.[\\/]/, ''));
          if (text !== undefined) matched.add(text);
        },
      });
      if (run.spawnError) outcomes.set(search.key, { error: `could not run ripgrep: ${run.spawnError.message}` });
      else if (run.timedOut) outcomes.set(search.key, { error: `timed out after ${options.timeoutMs / 1000}s` });
      else if (run.exitCode !== 0 && run.exitCode !== 1) {
        const { reason, detail } = run.stderr === ''
          ? { reason: `ripgrep exited with ${run.exitCode === null ? 'a signal' : `code ${run.exitCode}`}`, detail: '' }
          : explainRipgrepFailure(run.stderr, search.pattern);
        outcomes.set(search.key, { error: reason, ...(detail ? { detail } : {}) });
      } else {
        for (const text of search.texts) answers.set(search.key, text, matched.has(text));
        outcomes.set(search.key, { matched });
      }
    })));
  } finally {
    await Promise.all([patterns.dispose(), rm(folder, { recursive: true, force: true })]);
  }
  return outcomes;
}

/**
 * Remembered answers (does this search match this text), keyed by a hash of ripgrep's version,
 * the pattern, its options and the text. A file of another format or ripgrep, or one that does not
 * read back exactly, is ignored; errors are never remembered.
 */
class Answers {
  private readonly known = new Map<string, boolean>();
  private readonly used = new Map<string, boolean>();
  private changed = false;

  private constructor(private readonly ripgrep: string) {}

  static async load(file: string | undefined, ripgrep: string): Promise<Answers> {
    const answers = new Answers(ripgrep);
    if (file === undefined) return answers;
    try {
      const body = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      if (body.format !== CACHE_FORMAT || body.engine !== ENGINE || body.ripgrep !== ripgrep) return answers;
      const { matched, unmatched } = body as { matched?: unknown; unmatched?: unknown };
      if (!Array.isArray(matched) || !Array.isArray(unmatched)) return answers;
      const keys = [...matched, ...unmatched];
      if (!keys.every((key) => typeof key === 'string' && /^[0-9a-f]{32}$/.test(key)) || new Set(keys).size !== keys.length) return answers;
      for (const key of matched as string[]) answers.known.set(key, true);
      for (const key of unmatched as string[]) answers.known.set(key, false);
    } catch {
      // Absent, unreadable or not ours: every test runs.
    }
    return answers;
  }

  get(search: string, text: string): boolean | undefined {
    const key = hash([search, text]);
    const answer = this.known.get(key);
    if (answer !== undefined) this.used.set(key, answer);
    return answer;
  }

  set(search: string, text: string, matched: boolean): void {
    const key = hash([search, text]);
    this.used.set(key, matched);
    if (this.known.get(key) !== matched) this.changed = true;
  }

  /** Writes this run's answers first, then earlier ones, atomically; a cache that cannot be written is only slower next time. */
  async save(file: string): Promise<void> {
    if (!this.changed) return;
    const kept = new Map(this.used);
    for (const [key, answer] of this.known) {
      if (kept.size >= KEEP_ANSWERS) break;
      if (!kept.has(key)) kept.set(key, answer);
    }
    const matched = [...kept].filter(([, answer]) => answer).map(([key]) => key);
    const unmatched = [...kept].filter(([, answer]) => !answer).map(([key]) => key);
    try {
      await writeAtomic(file, JSON.stringify({ format: CACHE_FORMAT, engine: ENGINE, ripgrep: this.ripgrep, matched, unmatched }));
    } catch {
      // Only slower next time.
    }
  }
}
