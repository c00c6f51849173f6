// The review loop: each proposal is shown, and a person approves (typing the first characters of
// its fingerprint), rejects (with a reason), modifies (rule and verify line, re-checked, then
// decided) or skips it. Each decision is applied as it is made, so stopping half-way (quit, or
// Ctrl-C) keeps everything decided so far. A proposal whose facts an earlier decision changed
// is restated before it is shown, or dropped when it no longer applies.
import type { AppliedDecision, PersonDecision } from './apply.js';
import { approvalCode, confirmsApproval } from './approval.js';
import type { Proposal } from './model.js';
import { PromptClosed, type Prompter, type ReviewAction } from './prompter.js';

export interface ReviewContext {
  prompter: Prompter;
  /** Shows a proposal (or a note) to the person. */
  show(text: string): void;
  render(proposal: Proposal): string;
  /** Re-checks an edited proposal; returns it with its new check, evidence and approvability. */
  recheck(proposal: Proposal, rule: string, verify: string): Promise<Proposal>;
  /** Applies a decision; undefined when it could not be applied (the context has said why). */
  decide(proposal: Proposal, decision: PersonDecision, reason?: string): Promise<AppliedDecision | undefined>;
  /** The proposal as the rules file stands now, asked after a decision changed it; `moot` says why it no longer applies. */
  restate?(proposal: Proposal): Promise<Proposal | { moot: string }>;
  /** The proposal as it will be written, asked just before it is shown (its test lines confirmed with ripgrep). */
  prepare?(proposal: Proposal): Promise<Proposal>;
}

export interface ReviewOutcome {
  applied: AppliedDecision[];
  skipped: number;
  /** Decisions that could not be applied (the proposal stays undecided). */
  failed: number;
  /** Proposals not reached because the person quit or was interrupted. */
  unreviewed: number;
  /** Proposals dropped because an earlier decision made them moot. */
  moot: number;
  quit: boolean;
  /** The prompt was closed (Ctrl-C, end of input) rather than quit from the menu. */
  interrupted: boolean;
}

function allowedActions(proposal: Proposal): ReviewAction[] {
  const actions: ReviewAction[] = [];
  if (proposal.approvable) actions.push('approve');
  actions.push('reject');
  if (proposal.kind === 'PROMOTE' || proposal.kind === 'ADD-VERIFY') actions.push('modify');
  actions.push('skip', 'quit');
  return actions;
}

export async function reviewProposals(proposals: readonly Proposal[], ctx: ReviewContext): Promise<ReviewOutcome> {
  const outcome: ReviewOutcome = { applied: [], skipped: 0, failed: 0, unreviewed: 0, moot: 0, quit: false, interrupted: false };
  let rulesChanged = false;
  const record = (applied: AppliedDecision | undefined) => {
    if (applied) outcome.applied.push(applied);
    else outcome.failed += 1;
    if (applied && applied.change !== 'none' && applied.change !== 'graduated' && applied.change !== 'already-done') rulesChanged = true;
  };
  for (let index = 0; index < proposals.length; index += 1) {
    let current = proposals[index]!;
    try {
      const restated = rulesChanged && ctx.restate ? await ctx.restate(current) : current;
      if ('moot' in restated) {
        ctx.show(`\n[${index + 1}/${proposals.length}] ${restated.moot}\n`);
        outcome.moot += 1;
        continue;
      }
      current = ctx.prepare ? await ctx.prepare(restated) : restated;
      ctx.show(`\n[${index + 1}/${proposals.length}]\n${ctx.render(current)}`);
      for (;;) {
        const allowed = allowedActions(current);
        const action = await ctx.prompter.chooseAction(current, allowed);
        if (!allowed.includes(action)) {
          ctx.show(`"${action}" is not possible for this proposal; choose one of: ${allowed.join(', ')}\n`);
          continue;
        }
        if (action === 'approve') {
          const code = approvalCode(current.fingerprint);
          const typed = await ctx.prompter.confirmApproval(current, code);
          if (!confirmsApproval(typed, current.fingerprint)) {
            ctx.show(typed.trim() === '' ? 'Not approved.\n' : `"${typed.trim()}" is not ${code}: not approved.\n`);
            continue;
          }
          record(await ctx.decide(current, current.original ? 'modified' : 'approved'));
        } else if (action === 'reject') {
          const reason = (await ctx.prompter.askReason(current)).trim();
          if (reason === '') {
            ctx.show('A rejection needs a reason.\n');
            continue;
          }
          record(await ctx.decide(current, 'rejected', reason));
        } else if (action === 'modify') {
          const rule = current.kind === 'PROMOTE' ? (await ctx.prompter.editRule(current.rule)).trim() : current.rule;
          const verify = (await ctx.prompter.editVerify(current.verify)).trim();
          current = await ctx.recheck(current, rule, verify);
          ctx.show(`\nRe-checked:\n${ctx.render(current)}`);
          continue;
        } else if (action === 'skip') {
          outcome.skipped += 1;
        } else {
          outcome.quit = true;
        }
        break;
      }
    } catch (error) {
      if (!(error instanceof PromptClosed)) throw error;
      outcome.quit = true;
      outcome.interrupted = true;
    }
    if (outcome.quit) {
      outcome.unreviewed = proposals.length - index;
      break;
    }
  }
  return outcome;
}
