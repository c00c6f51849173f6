// The test lines a proposal carries into the rules file (issue 13): the evidence it came from as
// `-> match` examples (redacted, one line each, at most three) and the replacement the
// corrections recommend as a `-> no match` example. They are chosen in process with the matcher
// the pattern itself was chosen with, then confirmed with ripgrep before a person decides
// (confirmTests): a test the pattern fails is left out and shown, never written; a test the
// rule already has in the file that the pattern fails makes the proposal unapprovable.
import { redactSecrets } from '../learnings/redact.js';
import type { Rule, RuleTest } from '../rules/model.js';
import { parseVerify } from '../rules/verify.js';
import { runRuleTests } from '../sweep/rule-tests.js';
import { reviewAdvice, type Proposal, type ProposalTest } from './model.js';
import { patternTester } from './pattern.js';
import { writableTest } from './rules-edit.js';

export const MAX_MATCH_TESTS = 3;
/** A test line longer than this is cut to the part around the match. */
const MAX_TEST_LENGTH = 160;
const AROUND_MATCH = 60;

/**
 * Up to three `-> match` tests from the evidence (a line of each piece the pattern matches,
 * failed commands before corrections, as the evidence lists them) and one `-> no match` test
 * from the first replacement it does not match. Only texts the rules file can carry exactly.
 */
export function deriveTests(verify: string | undefined, evidence: readonly string[], replacements: readonly string[] = []): ProposalTest[] {
  const check = verify === undefined ? undefined : parseVerify(verify).check;
  if (check?.kind !== 'grep' || check.options.multiline) return [];
  const test = check.options.fixedStrings ? fixedTester(check.pattern, check.options.ignoreCase) : patternTester(check.pattern, check.options.ignoreCase);
  if (!test) return [];
  const tests: ProposalTest[] = [];
  const seen = new Set<string>();
  for (const piece of evidence) {
    if (tests.length >= MAX_MATCH_TESTS) break;
    for (const raw of piece.split(/\r\n|\r|\n/)) {
      const line = shortened(redactSecrets(raw.trim()), check.pattern, check.options.ignoreCase);
      if (!writableTest(line) || seen.has(line) || !test(line)) continue;
      seen.add(line);
      tests.push({ text: line, expect: 'match' });
      break;
    }
  }
  for (const replacement of replacements) {
    const text = redactSecrets(replacement.trim());
    if (!writableTest(text) || seen.has(text) || test(text)) continue;
    tests.push({ text, expect: 'no match' });
    break;
  }
  return tests;
}

function fixedTester(literal: string, ignoreCase: boolean): (text: string) => boolean {
  return ignoreCase ? (text) => text.toLowerCase().includes(literal.toLowerCase()) : (text) => text.includes(literal);
}

/** A long line cut to the part around its first match (so the test reads); short lines as they are. */
function shortened(line: string, pattern: string, ignoreCase: boolean): string {
  if (line.length <= MAX_TEST_LENGTH) return line;
  let at = -1;
  try {
    at = new RegExp(pattern, ignoreCase ? 'i' : '').exec(line)?.index ?? -1;
  } catch {
    at = -1;
  }
  if (at < 0) return line;
  return line.slice(Math.max(0, at - AROUND_MATCH), at + MAX_TEST_LENGTH - AROUND_MATCH).trim();
}

export interface TestRunner {
  rg: string;
  timeoutMs: number;
}

export interface ConfirmedTests {
  /** The proposal's tests that the pattern passes, in order. */
  passing: ProposalTest[];
  /** The proposal's tests that it fails: left out, and shown. */
  leftOut: ProposalTest[];
  /** Tests the rule already has in the file that it fails. */
  existingFailing: RuleTest[];
  /** Why the tests could not be run (the pattern does not compile, say): nothing is confirmed. */
  problem?: string;
}

/**
 * Runs a proposal's tests, and those its rule already has (`existing`), against its verify line
 * with ripgrep, as the sweep will. A verify line that is not a Grep check confirms nothing and
 * fails nothing: its tests are left out.
 */
export async function confirmTests(verify: string | undefined, tests: readonly ProposalTest[], existing: readonly RuleTest[], runner: TestRunner): Promise<ConfirmedTests> {
  const check = verify === undefined ? undefined : parseVerify(verify).check;
  if (check?.kind !== 'grep') return { passing: [], leftOut: [...tests], existingFailing: [] };
  const own = tests.map((test, index): RuleTest => ({ ...test, line: -(index + 1), column: 1 }));
  const rule: Rule = {
    id: 'proposal',
    text: 'proposal',
    line: 1,
    column: 1,
    layout: 'list',
    verify: [{ raw: verify!, line: 1, column: 1, check }],
    guards: [],
    tests: [...own, ...existing],
    fields: [],
  };
  const run = await runRuleTests([rule], { ...runner, concurrency: 2, rulesFileLabel: 'proposal' });
  const verdict = run.verdicts.get(rule.verify[0]!);
  if (!verdict || verdict.status === 'error') {
    return { passing: [], leftOut: [...tests], existingFailing: [], problem: verdict?.status === 'error' ? verdict.reason : 'the pattern cannot be handed to ripgrep' };
  }
  const failed = verdict.status === 'failed' ? verdict.failed : [];
  const fails = (test: RuleTest) => failed.some((each) => each.line === test.line && each.text === test.text && each.expect === test.expect);
  return {
    passing: own.filter((test) => !fails(test)).map(({ text, expect }) => ({ text, expect })),
    leftOut: own.filter(fails).map(({ text, expect }) => ({ text, expect })),
    existingFailing: existing.filter(fails),
  };
}

/**
 * The proposal with its tests confirmed by ripgrep: those the pattern fails move to
 * `testsLeftOut`; an ADD-VERIFY whose pattern fails a test its rule already has cannot be
 * approved until it is modified.
 */
export async function withConfirmedTests(proposal: Proposal, existing: readonly RuleTest[], runner: TestRunner): Promise<Proposal> {
  const tests = [...(proposal.tests ?? []), ...(proposal.testsLeftOut ?? [])];
  if (tests.length === 0 && existing.length === 0) return proposal;
  // Without a Grep pattern there is nothing to test: the tests wait, shown, for one.
  const confirmed = await confirmTests(proposal.verify, tests, existing, runner);
  const { tests: _tests, testsLeftOut: _leftOut, ...rest } = proposal;
  const next: Proposal = {
    ...rest,
    ...(confirmed.passing.length > 0 ? { tests: confirmed.passing } : {}),
    ...(confirmed.leftOut.length > 0 ? { testsLeftOut: confirmed.leftOut } : {}),
  };
  if (confirmed.existingFailing.length === 0) return next;
  const first = confirmed.existingFailing[0]!;
  return {
    ...next,
    approvable: false,
    risk: 'high',
    review: reviewAdvice(proposal.review.confidence, 'high'),
    riskText: `High. The pattern fails the rule's own test "${first.text}" (line ${first.line}): it ${first.expect === 'match' ? 'does not match it' : 'matches it'}; modify the verify line.`,
  };
}
