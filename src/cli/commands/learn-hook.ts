// `rulesweep learn hook`: the agent hook. Reads one hook payload on stdin and records a failed
// shell call or a correction. It is fail-open and quiet: whatever happens (bad JSON, a huge
// payload, a read-only or full disk, a stuck lock) it prints nothing on stdout, nothing on stderr
// unless RULESWEEP_DEBUG is set, and exits 0, so it can never change the agent's course.
// main() routes `learn hook` here before loading commander, because every agent tool call pays
// for this command's start-up; keep its imports few and small.
import { readHookFlags } from '../hook-args.js';
import { readHookPayload, type HookInput } from '../hook-input.js';
import type { ProcessIo } from '../main.js';

export interface LearnHookOptions {
  root?: string;
  agent?: string;
  global?: boolean;
}

/** Bytes of stdin read at most; a larger payload is dropped unread. */
export const MAX_HOOK_INPUT = 1024 * 1024;
/** How long to wait for a complete payload on stdin. */
export const HOOK_INPUT_TIMEOUT_MS = 5_000;
/** How long to wait for another writer's lock before giving up on this learning. */
export const HOOK_LOCK_WAIT_MS = 5_000;

/** `rulesweep learn hook …` (but not its --help, which commander prints). */
export function isLearnHookInvocation(argv: readonly string[]): boolean {
  return argv[0] === 'learn' && argv[1] === 'hook' && !argv.includes('--help') && !argv.includes('-h');
}

/** Reads the options after `learn hook` without commander; unknown words are ignored (fail-open). */
export function parseLearnHookArgs(argv: readonly string[]): LearnHookOptions {
  const options: LearnHookOptions = {};
  readHookFlags(argv, (flag, value) => {
    if (flag === '--global') options.global = true;
    else if (flag === '--agent') options.agent = value();
    else if (flag === '--root') options.root = value();
  });
  return options;
}

/** Always resolves to 0. */
export async function runLearnHook(options: LearnHookOptions, io: ProcessIo): Promise<0> {
  const debug = io.env.RULESWEEP_DEBUG !== undefined && io.env.RULESWEEP_DEBUG !== '' && io.env.RULESWEEP_DEBUG !== '0';
  const note = (message: string) => {
    if (debug) io.stderr.write(`rulesweep learn hook: ${message}\n`);
  };
  try {
    const input = await readInput(io);
    if (input.terminal) {
      io.stderr.write('rulesweep learn hook reads an agent hook payload (JSON) on stdin; nothing to do.\n');
      return 0;
    }
    if (input.problem) {
      note(input.problem);
      return 0;
    }
    const { decideFromText } = await import('../../learnings/hook.js');
    const decision = await decideFromText(input.text, { agent: options.agent });
    if (!decision.record) {
      note(`not recorded: ${decision.reason}`);
      return 0;
    }
    // Both modules in one round of module loading.
    const [paths, { appendLearning, appendRelatedLearning }] = await Promise.all([import('../../memory/paths.js'), import('../../learnings/store.js')]);
    const file = storeFile(paths, options, io, decision.draft.cwd);
    const write = { now: io.now(), lock: { waitMs: HOOK_LOCK_WAIT_MS } };
    const { relate } = decision;
    const recorded = relate
      ? await appendRelatedLearning(file, (recent) => relate(recent, write.now), write)
      : await appendLearning(file, decision.draft, write);
    note(recorded ? `recorded learning #${recorded.id} in ${file}` : 'not recorded: a request that names no failure of this session');
  } catch (error) {
    note(`not recorded: ${(error as Error)?.message ?? String(error)}`);
  }
  return 0;
}

/** The store the learning goes to: the global one with --global, else the project's, found as paths.ts decides for hooks. */
function storeFile(paths: typeof import('../../memory/paths.js'), options: LearnHookOptions, io: ProcessIo, payloadCwd: string | undefined): string {
  const project = paths.resolveHookProject({ cwd: io.cwd, env: io.env, root: options.root, payloadCwd });
  return options.global ? project.globalLearnings : project.learnings;
}

/** The payload: from the process's own stdin descriptor when there is one (no stream to create), else from the injected stream. */
function readInput(io: ProcessIo): Promise<HookInput> {
  return readHookPayload(io.stdinFd ?? io.stdin, { maxBytes: MAX_HOOK_INPUT, timeoutMs: HOOK_INPUT_TIMEOUT_MS });
}
