// What a sweep found: one row per verify line, in rules-file order, and the summary counts.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Check, Expectation, Rule, VerifyLine } from '../rules/model.js';
import type { FailedTest, TestsSummary } from './rule-tests.js';

/** `NOT RUN`: `--changed` left the check out (no changed file in its scope); never a PASS. */
export type Status = 'PASS' | 'FAIL' | 'SKIP' | 'ERROR' | 'NOT RUN';

export interface Sample {
  /** Relative to the project root, forward slashes. */
  path: string;
  line: number;
  text: string;
}

export interface CheckResult {
  ruleId: string;
  ruleText: string;
  /** Line of the rule in the rules file. */
  ruleLine: number;
  /** Line and column of its verify line. */
  line: number;
  column: number;
  /** The check as written after `verify:`. */
  verify: string;
  kind: Check['kind'];
  status: Status;
  /** Lines with a match (Grep) or files (Glob); set for PASS and FAIL. */
  count?: number;
  /** `0`, `1+`, `<=3`, `2`. */
  expected?: string;
  /** Up to 3 offending lines for a FAIL that found too many. */
  samples: Sample[];
  /** Every match of such a FAIL, up to a cap (at most 5 per file, 100 in all), in path order. */
  matches?: Sample[];
  /** Lines with a match per file, for such a FAIL, when the sweep was asked for them (a baseline). */
  fileCounts?: Record<string, number>;
  /** With `--baseline`: how many of a FAIL's violations the baseline knows, and how many are new. */
  baseline?: { known: number; new: number };
  /** Why a rule was skipped or errored, on one line. */
  reason?: string;
  /** For an ERROR from ripgrep: its whole message (multi-line), as it printed it. */
  detail?: string;
  /** For an ERROR because the pattern fails the rule's own test lines: those tests. */
  failedTests?: FailedTest[];
  durationMs: number;
}

export interface SweepSummary {
  checked: number;
  passed: number;
  failed: number;
  skipped: number;
  errors: number;
  /** Verify lines that are shell commands, prose or qualified expectations: checks to rewrite. */
  toRewrite: number;
  /** Rules with no verify line at all. */
  withoutVerify: number;
  /** Rules with a Grep verify line and no test line (advisory, like withoutVerify). */
  withoutTests?: number;
  /** The rules' test lines that were run, when any rule has some. */
  tests?: TestsSummary;
  /** Checks `--changed` left out; present only when there are some. */
  notRun?: number;
}

export interface SweepReport {
  /** The rules file as given (relative to the root when inside it). */
  rulesFile: string;
  root: string;
  results: CheckResult[];
  summary: SweepSummary;
  diagnostics: Diagnostic[];
  durationMs: number;
  /** `--tests-only`: only the rules' test lines were run; the tree was not searched. */
  testsOnly?: boolean;
  /** With `--changed`: what the changes were measured against, and how many files changed. */
  changed?: { ref: string; files: number };
  /** With `--baseline`: the file, whether it exists, and the violations it knows and the new ones. */
  baseline?: { file: string; found: boolean; known: number; new: number };
}

/**
 * `--strict`'s one decision: any ERROR, any error-severity diagnostic of the rules file (one in
 * which no rule can be recognised, say), and any FAIL (with a baseline, only a FAIL with
 * violations beyond it).
 */
export function failsStrict(report: SweepReport): boolean {
  if (report.summary.errors > 0) return true;
  if (report.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) return true;
  if (!report.baseline) return report.summary.failed > 0;
  return report.results.some((result) => result.status === 'FAIL' && (result.baseline?.new ?? 1) > 0);
}

/** `1 match`, `252 matches`: every count a report prints. */
export function matchCount(count: number): string {
  return `${count} ${count === 1 ? 'match' : 'matches'}`;
}

/** `found 1 match, expected 0`: what a FAIL found against what its rule allows. */
export function foundText(result: Pick<CheckResult, 'count' | 'expected'>): string {
  return `found ${matchCount(result.count ?? 0)}, expected ${result.expected}`;
}

export function expectedText(expect: Expectation): string {
  if (expect.op === 'gte') return `${expect.count}+`;
  if (expect.op === 'lte') return `<=${expect.count}`;
  return String(expect.count);
}

export function meetsExpectation(expect: Expectation, count: number): boolean {
  if (expect.op === 'gte') return count >= expect.count;
  if (expect.op === 'lte') return count <= expect.count;
  return count === expect.count;
}

/** True when the count is above what the rule allows, so the matches are the offence. */
export function tooMany(expect: Expectation, count: number): boolean {
  return expect.op !== 'gte' && count > expect.count;
}

export function summarize(results: CheckResult[], withoutVerify: number): SweepSummary {
  const count = (status: Status) => results.filter((result) => result.status === status).length;
  return {
    checked: results.length,
    passed: count('PASS'),
    failed: count('FAIL'),
    skipped: count('SKIP'),
    errors: count('ERROR'),
    toRewrite: results.filter((result) => result.kind === 'unchecked').length,
    withoutVerify,
    ...(count('NOT RUN') > 0 ? { notRun: count('NOT RUN') } : {}),
  };
}

/** A verify line's row: the rule and line it belongs to, its status and what else is known of it. */
export function resultRow(rule: Rule, verify: VerifyLine, status: Status, extra: Partial<CheckResult> = {}): CheckResult {
  return {
    ruleId: rule.id,
    ruleText: rule.text,
    ruleLine: rule.line,
    line: verify.line,
    column: verify.column,
    verify: verify.raw,
    kind: verify.check.kind,
    status,
    samples: [],
    durationMs: 0,
    ...extra,
  };
}

/** The row of a line no search can answer (manual and unchecked: SKIP; unreadable: ERROR), or undefined for a Grep or Glob line. */
export function unsearchedRow(rule: Rule, verify: VerifyLine): CheckResult | undefined {
  const { check } = verify;
  if (check.kind === 'manual') return resultRow(rule, verify, 'SKIP', { reason: 'manual check' });
  if (check.kind === 'unchecked') return resultRow(rule, verify, 'SKIP', { reason: `not checked: ${check.reason}` });
  if (check.kind === 'invalid') return resultRow(rule, verify, 'ERROR', { reason: check.reason });
  return undefined;
}
