// The re-check after a person edits a proposal in the review: the edited rule and verify line
// are checked against the same evidence (the learnings it came from, or the rule itself for an
// ADD-VERIFY), and the proposal's evidence, risk and approvability follow what the check found.
// A guard proposed with the original pattern is kept only while the verify line is unchanged.
import { reviewAdvice, type Proposal, type RiskLevel } from './model.js';
import { describeCheck, type PatternChecker } from './pattern.js';

export async function recheckProposal(
  proposal: Proposal,
  edited: { rule: string; verify: string },
  evidence: readonly string[],
  checker: Pick<PatternChecker, 'check'>,
): Promise<Proposal> {
  const { rule, verify } = edited;
  const check = await checker.check({ ruleText: rule, verify, evidence: [...evidence], allowManual: true });
  const usable = check.parses && check.compiles && check.problem === undefined;
  const head = proposal.kind === 'ADD-VERIFY' ? 'The rule has no verify line: a wish, not a guardrail' : proposal.evidence.split('; ')[0]!;
  const treeFails = check.treeStatus === 'FAIL';
  const risk: RiskLevel = !usable ? 'high' : treeFails && proposal.risk === 'low' ? 'medium' : proposal.risk;
  // The proposed guard came from the proposed pattern: an edited verify line drops it, so a
  // person who narrowed a pattern never approves the broad command guard along with it.
  const { guard, ...rest } = proposal;
  return {
    ...rest,
    ...(guard !== undefined && verify === proposal.verify ? { guard } : {}),
    rule,
    verify,
    check,
    approvable: usable,
    evidence: `${head}; re-checked after your edit: ${describeCheck(check)}`,
    risk,
    riskText: !usable
      ? 'High. The edited verify line cannot be checked; modify it again.'
      : treeFails ? `${capital(risk)}. The tree breaks the edited rule today; the sweep fails until it changes.` : proposal.riskText,
    review: reviewAdvice(proposal.review.confidence, risk),
    original: proposal.original ?? { rule: proposal.rule, ...(proposal.verify !== undefined ? { verify: proposal.verify } : {}) },
  };
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
