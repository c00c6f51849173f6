// Who may decide on a proposal: a person, at a terminal of their own. Two guards, neither of
// which an agent meets by accident:
// - the review itself is refused where the environment shows an agent's shell, even under a
//   pseudo-terminal (`script -qfc "rulesweep evolve"` gives any agent one): the agents put
//   these variables into the environment of every command they run (sources in docs/evolve.md);
// - an approval takes a code a person types (the first characters of the proposal's
//   fingerprint), never a single keypress a script can send blind.
// What this does not stop: an agent that removes the variables and reads the code off the
// screen. docs/evolve.md says so.

/** A variable an agent sets in the shells it runs commands in, and whose it is. */
interface AgentMark {
  variable: string;
  agent: string;
  /** Only these values count (a name as common as AGENT needs its exact value). */
  values?: readonly string[];
}

const AGENT_MARKS: readonly AgentMark[] = [
  { variable: 'CLAUDECODE', agent: 'Claude Code' },
  { variable: 'CLAUDE_CODE_CHILD_SESSION', agent: 'Claude Code' },
  { variable: 'CODEX_SANDBOX', agent: 'Codex' },
  { variable: 'CODEX_SANDBOX_NETWORK_DISABLED', agent: 'Codex' },
  { variable: 'CODEX_THREAD_ID', agent: 'Codex' },
  { variable: 'OPENCODE', agent: 'OpenCode' },
  { variable: 'AGENT', agent: 'OpenCode or another agent', values: ['1', 'true'] },
];

/** How many characters of the fingerprint a person types to approve. */
export const APPROVAL_CODE_LENGTH = 4;

/** The agent marks present in `env`, as `NAME=value, set by Agent`. */
export function agentMarks(env: Record<string, string | undefined>): string[] {
  return AGENT_MARKS.flatMap((mark) => {
    const value = env[mark.variable];
    if (value === undefined || value === '' || value === '0' || value.toLowerCase() === 'false') return [];
    if (mark.values && !mark.values.includes(value.toLowerCase())) return [];
    return [`${mark.variable}=${value.length > 24 ? `${value.slice(0, 24)}…` : value}, set by ${mark.agent}`];
  });
}

export interface ReviewPlace {
  env: Record<string, string | undefined>;
  /** stdin and stdout are terminals. */
  interactive: boolean;
  /** Proposals waiting, for the message. */
  waiting: number;
}

/**
 * Why no review may happen here (nothing is changed then, and the proposals are only shown),
 * or undefined where a person may review. An agent's shell is refused before a missing
 * terminal is mentioned, so that an agent is told the reason that matters.
 */
export function reviewRefusal(place: ReviewPlace): string | undefined {
  const waiting = `${place.waiting} proposal${place.waiting === 1 ? '' : 's'} wait${place.waiting === 1 ? 's' : ''} for a person`;
  const marks = agentMarks(place.env);
  if (marks.length > 0) {
    return `this shell belongs to an agent (${marks.join('; ')}), so nothing was changed: only a person approves or rejects. ${waiting}: run \`rulesweep evolve\` in a terminal of your own.`;
  }
  if (!place.interactive) return `not a terminal, so nothing was changed. ${waiting}: run \`rulesweep evolve\` in a terminal.`;
  return undefined;
}

/** What a person types to approve a proposal. */
export function approvalCode(fingerprint: string): string {
  return fingerprint.slice(0, APPROVAL_CODE_LENGTH).toLowerCase();
}

/** True when `typed` is the proposal's approval code (spaces and case aside). */
export function confirmsApproval(typed: string, fingerprint: string): boolean {
  return typed.trim().toLowerCase() === approvalCode(fingerprint);
}
