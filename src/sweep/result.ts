// What a sweep found: one row per verify line, in rules-file order, and the summary counts.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Check, Expectation } from '../rules/model.js';

export type Status = 'PASS' | 'FAIL' | 'SKIP' | 'ERROR';

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
  /** Why a rule was skipped or errored, on one line. */
  reason?: string;
  /** For an ERROR from ripgrep: its whole message (multi-line), as it printed it. */
  detail?: string;
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
}

export interface SweepReport {
  /** The rules file as given (relative to the root when inside it). */
  rulesFile: string;
  root: string;
  results: CheckResult[];
  summary: SweepSummary;
  diagnostics: Diagnostic[];
  durationMs: number;
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
  };
}
