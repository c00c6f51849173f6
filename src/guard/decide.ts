// Whether a command may run: every enforced guard is tried on each of its lines (as ripgrep reads
// a text), and the decision is the strictest of the guards it matches: deny over ask over allow.
// JavaScript regexes backtrack, so the matching runs under a time limit (a vm timeout interrupts
// a runaway regex); the caller lets the command through when the limit is hit.
import { Script } from 'node:vm';
import { compileGuard, guardMatches } from '../rules/guard-regex.js';
import type { ActiveGuard, GuardSet } from './guard-set.js';

export interface GuardDecision {
  action: 'allow' | 'deny' | 'ask';
  /** The guards the command matches, in file order (refusing ones first when both kinds match). */
  matched: ActiveGuard[];
}

/** The matching took longer than allowed; nothing was decided. */
export class GuardTimeoutError extends Error {
  override readonly name = 'GuardTimeoutError';
}

const WORK = Symbol.for('rulesweep.guard.match');
const RUN_WORK = new Script('globalThis[Symbol.for("rulesweep.guard.match")]()', { filename: 'rulesweep-guard-match' });

export function decideCommand(command: string, set: GuardSet, timeoutMs: number): GuardDecision {
  if (set.guards.length === 0) return { action: 'allow', matched: [] };
  // A stored pattern JavaScript refuses (a damaged cache) costs that guard alone, never the others.
  const match = () => set.guards.filter((guard) => {
    try {
      return guardMatches(compileGuard(guard.regex, command), command);
    } catch {
      return false;
    }
  });
  let matched: ActiveGuard[];
  const global = globalThis as unknown as Record<symbol, unknown>;
  global[WORK] = match;
  try {
    matched = RUN_WORK.runInThisContext({ timeout: timeoutMs }) as ActiveGuard[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new GuardTimeoutError(`matching the guard patterns took longer than ${timeoutMs} ms`);
    }
    throw error;
  } finally {
    delete global[WORK];
  }
  const denying = matched.filter((guard) => guard.action === 'deny');
  if (denying.length > 0) return { action: 'deny', matched: [...denying, ...matched.filter((guard) => guard.action !== 'deny')] };
  return { action: matched.length > 0 ? 'ask' : 'allow', matched };
}
