// `sweep --tests-only`: the rules' test lines alone, the tree never searched, fast enough for an
// editor on save or a pre-commit hook. A Grep verify line of a rule with tests is PASS when its
// pattern passes them and ERROR when it fails one (or ripgrep cannot run it); a line of a rule
// without tests, or a Glob line, is NOT RUN (never a PASS); manual and unchecked lines are SKIP
// and unreadable ones ERROR, as in a sweep. The report is a SweepReport, so every format prints it.
import type { RulesDocument } from '../rules/model.js';
import { resultRow, summarize, unsearchedRow, type CheckResult, type SweepReport } from './result.js';
import { runRuleTests, summaryOfTests, type RuleTestOptions } from './rule-tests.js';

export interface TestsOnlyOptions extends RuleTestOptions {
  root: string;
}

export async function sweepTestsOnly(doc: RulesDocument, options: TestsOnlyOptions): Promise<SweepReport> {
  const started = performance.now();
  const tests = await runRuleTests(doc.rules, options);
  const results: CheckResult[] = doc.rules.flatMap((rule) => rule.verify.map((verify): CheckResult => {
    const row = (status: CheckResult['status'], extra: Partial<CheckResult> = {}) => resultRow(rule, verify, status, extra);
    const unsearched = unsearchedRow(rule, verify);
    if (unsearched) return unsearched;
    if (verify.check.kind === 'glob') return row('NOT RUN', { reason: 'test lines check Grep patterns; a Glob check is not tested' });
    const verdict = tests.verdicts.get(verify);
    if (!verdict) return row('NOT RUN', { reason: rule.tests.length === 0 ? 'the rule has no test lines' : 'its pattern cannot be handed to ripgrep; run the whole sweep to see why' });
    if (verdict.status === 'passed') return row('PASS', { reason: `its ${verdict.tests === 1 ? 'test passes' : `${verdict.tests} tests pass`}` });
    if (verdict.status === 'failed') return row('ERROR', { reason: verdict.reason, failedTests: verdict.failed });
    return row('ERROR', { reason: verdict.reason, ...(verdict.detail ? { detail: verdict.detail } : {}) });
  }));
  return {
    rulesFile: options.rulesFileLabel,
    root: options.root,
    results,
    summary: { ...summarize(results, doc.rules.filter((rule) => rule.verify.length === 0).length), ...summaryOfTests(tests) },
    diagnostics: [...doc.diagnostics, ...tests.diagnostics],
    durationMs: performance.now() - started,
    testsOnly: true,
  };
}
