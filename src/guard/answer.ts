// The guard's answer to the agent, as Claude Code and Codex read a PreToolUse hook's stdout: exit 0
// with `hookSpecificOutput.permissionDecision` "deny" (the reason goes to the agent) or "ask" (the
// reason is shown to the person, who decides); nothing printed lets the command run. Codex treats
// "ask" as a failed hook and runs the command, so there an ask becomes a deny that says a person
// must approve. The reason quotes the rules so the agent knows what to do instead.
import type { GuardDecision } from './decide.js';
import type { ActiveGuard } from './guard-set.js';
import type { GuardAgent } from './payload.js';

/** Rules quoted in one reason, and the most characters of each rule's text. */
const QUOTED_RULES = 3;
const RULE_TEXT = 300;

/** The line to print on stdout, or undefined to let the command run. */
export function guardAnswer(decision: GuardDecision, agent: GuardAgent, rulesFile: string): string | undefined {
  if (decision.action === 'allow') return undefined;
  const ask = decision.action === 'ask';
  const permissionDecision = ask && agent === 'claude' ? 'ask' : 'deny';
  const reason = guardReason(decision, rulesFile, ask && agent !== 'claude');
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision, permissionDecisionReason: reason } })}\n`;
}

/** Why the command is refused or needs a person, quoting the rules it breaks. */
export function guardReason(decision: GuardDecision, rulesFile: string, askedAsDeny = false): string {
  const quoted = decision.matched.slice(0, QUOTED_RULES).map((guard) => quote(guard, rulesFile));
  const more = decision.matched.length > QUOTED_RULES ? ` (and ${decision.matched.length - QUOTED_RULES} more)` : '';
  if (decision.action === 'deny') {
    return `rulesweep guard: this command breaks a learned rule. ${quoted.join(' ')}${more} Do what the rule says instead; if the rule is wrong, ask the person to change it.`;
  }
  const lead = askedAsDeny
    ? 'rulesweep guard: a learned rule says a person must approve this command, and this agent cannot ask from a hook, so it is refused.'
    : 'rulesweep guard: a learned rule asks a person to approve this command.';
  return `${lead} ${quoted.join(' ')}${more}`;
}

function quote(guard: ActiveGuard, rulesFile: string): string {
  const text = guard.ruleText.length > RULE_TEXT ? `${guard.ruleText.slice(0, RULE_TEXT - 1)}…` : guard.ruleText;
  return `Rule (${rulesFile}:${guard.ruleLine}): "${text}" [guard: ${guard.raw}]`;
}
