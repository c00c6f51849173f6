// The questions a review asks a person, behind one small interface: the terminal answers them
// through @inquirer/prompts (loaded only when a review starts), tests answer them from a script.
import type { Proposal } from './model.js';

export type ReviewAction = 'approve' | 'reject' | 'modify' | 'skip' | 'quit';

export interface Prompter {
  /** What to do with the proposal just shown; only `allowed` actions may be returned. */
  chooseAction(proposal: Proposal, allowed: readonly ReviewAction[]): Promise<ReviewAction>;
  /** Why it is rejected (never empty). */
  askReason(proposal: Proposal): Promise<string>;
  /** The rule's text, edited. */
  editRule(current: string): Promise<string>;
  /** The verify check (after `verify:`), edited. */
  editVerify(current: string | undefined): Promise<string>;
  /** What the person types to confirm an approval (`code` is what approves; anything else does not). */
  confirmApproval(proposal: Proposal, code: string): Promise<string>;
}

/** The person closed the prompt (Ctrl-C, end of input): stop reviewing; what was decided stays. */
export class PromptClosed extends Error {
  override readonly name = 'PromptClosed';
}

export interface TerminalStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

const ACTION_ORDER: readonly ReviewAction[] = ['approve', 'reject', 'modify', 'skip', 'quit'];

const ACTION_LABELS: Record<ReviewAction, { name: string; description: string }> = {
  approve: { name: 'approve', description: 'apply it now and record the approval (you type the first characters of its fingerprint)' },
  reject: { name: 'reject', description: 'record a reason; it will not be proposed again' },
  modify: { name: 'modify', description: 'edit the rule and its verify line, re-check, then decide' },
  skip: { name: 'skip', description: 'decide later; it will be proposed again' },
  quit: { name: 'quit', description: 'stop reviewing; decisions made so far are kept and committed' },
};

export async function createTerminalPrompter(streams: TerminalStreams): Promise<Prompter> {
  const { select, input } = await import('@inquirer/prompts');
  const context = { input: streams.input, output: streams.output, clearPromptOnDone: false };
  const guarded = async <T>(ask: () => Promise<T>): Promise<T> => {
    try {
      return await ask();
    } catch (error) {
      // Ctrl-C or a closed input: inquirer signals it with these error names.
      if (error instanceof Error && (error.name === 'ExitPromptError' || error.name === 'AbortPromptError')) {
        throw new PromptClosed('the prompt was closed');
      }
      throw error;
    }
  };
  return {
    chooseAction: (proposal, allowed) => guarded(() => select<ReviewAction>(actionMenu(proposal, allowed), context)),
    askReason: () => guarded(() => input({
      message: 'Reason for rejecting:',
      required: true,
      validate: (value) => value.trim() !== '' || 'a rejection needs a reason (it goes into the evolution log)',
    }, context)),
    editRule: (current) => guarded(() => input({
      message: 'Rule:',
      default: current,
      prefill: 'editable',
      validate: (value) => (value.trim() !== '' && !/[\r\n]/.test(value)) || 'the rule is one line of text',
    }, context)),
    editVerify: (current) => guarded(() => input({
      message: 'verify:',
      ...(current ? { default: current, prefill: 'editable' as const } : {}),
      validate: (value) => value.trim() !== '' || 'write a check, e.g. Grep("pattern", path="src/") -> 0 matches, or manual — why',
    }, context)),
    confirmApproval: (proposal, code) => guarded(() => input({
      message: `To approve, type the first ${code.length} characters of its fingerprint (${proposal.fingerprint}), or press Enter to go back:`,
    }, context)),
  };
}

/**
 * The decision menu: only the actions possible for this proposal. Impossible ones are left out,
 * not shown disabled: the menu's cursor can stop on a disabled choice, where Enter does nothing
 * but complain. Why approve is missing is said in the question itself.
 */
export function actionMenu(proposal: Proposal, allowed: readonly ReviewAction[]) {
  const unapprovable = !allowed.includes('approve') ? ' (approve needs a working verify line: modify it first)' : '';
  return {
    message: `${proposal.kind} ${proposal.fingerprint}: your decision${unapprovable}`,
    choices: ACTION_ORDER.filter((action) => allowed.includes(action)).map((action) => ({
      value: action,
      name: ACTION_LABELS[action].name,
      description: ACTION_LABELS[action].description,
    })),
    default: allowed[0],
  };
}
