// The guard's use-case: one PreToolUse payload in, the answer to the agent out. It reads the
// payload (./payload.ts), finds the project as every hook does (src/memory/paths.ts), loads the
// guards in force (./load.ts), decides under a time limit (./decide.ts) and words the answer
// (./answer.ts). `rulesweep guard` calls it; it prints nothing and never exits. Only Node's own
// modules and ours: it is bundled into dist/hook/guard.cjs, which runs before every shell command.
import type { GuardCompiler } from './load.js';
import { readGuardPayload } from './payload.js';
import type { UnenforcedGuard } from './guard-set.js';

/** How long the guard patterns may take on one command (docs/guard.md: fail-open after it). */
export const GUARD_MATCH_TIMEOUT_MS = 500;

export interface CheckCommandInput {
  /** The hook's stdin, as read. */
  payloadText: string;
  /** The hook's working directory and environment, and its `--root`/`--rules`. */
  cwd: string;
  env: Record<string, string | undefined>;
  root?: string | undefined;
  rules?: string | undefined;
  compiler: GuardCompiler;
  /** Default GUARD_MATCH_TIMEOUT_MS. */
  matchTimeoutMs?: number | undefined;
}

export interface CommandCheck {
  /** The line to print on stdout (a refusal, or a question to the person); undefined lets the command run. */
  answer?: string;
  /** Why nothing was checked although the hook was called: a payload that does not read. */
  unreadable?: string;
  /** The guards of the rules file that let every command through, with the file as people read it. */
  unenforced?: { rulesFile: string; guards: UnenforcedGuard[] };
}

/**
 * Decides whether the command a payload names may run. Another tool or event, or no rules file,
 * is an empty check. Throws when the project or the rules file cannot be read, and
 * GuardTimeoutError when the patterns take longer than allowed: the caller lets the command through.
 */
export async function checkCommand(input: CheckCommandInput): Promise<CommandCheck> {
  const payload = readGuardPayload(input.payloadText);
  if (payload.kind === 'unreadable') return { unreadable: payload.why };
  if (payload.kind !== 'command') return {};
  const [{ resolveHookProject }, { loadGuards }, { decideCommand }, { guardAnswer }] = await Promise.all([
    import('../memory/paths.js'),
    import('./load.js'),
    import('./decide.js'),
    import('./answer.js'),
  ]);
  const project = resolveHookProject({ cwd: input.cwd, env: input.env, root: input.root, rules: input.rules, payloadCwd: payload.cwd });
  const loaded = await loadGuards(project, input.env, input.compiler);
  if (!loaded) return {};
  const { set } = loaded;
  const decision = decideCommand(payload.command, set, input.matchTimeoutMs ?? GUARD_MATCH_TIMEOUT_MS);
  const answer = guardAnswer(decision, payload.agent, set.rulesFile);
  return {
    ...(answer !== undefined ? { answer } : {}),
    ...(set.unenforced.length > 0 ? { unenforced: { rulesFile: set.rulesFile, guards: set.unenforced } } : {}),
  };
}
