// What the session hooks share (`boot --hook claude|codex|opencode` at session start, `scorecard
// --record --hook claude` at SessionEnd): reading the payload the agent (or OpenCode's plugin)
// writes to their stdin. Which project the
// payload belongs to is decided by resolveHookProject in src/memory/paths.ts, as for `learn hook`.
import { parseHookPayload, type HookPayload } from '../boot/hook.js';
import { readHookPayload } from './hook-input.js';
import type { CliIo } from './io.js';

/** How long a session hook waits for a complete payload on stdin before going on without it. */
const PAYLOAD_WAIT_MS = 1000;
const PAYLOAD_LIMIT = 1 << 20;

/**
 * The payload, or undefined when it is missing, late, too big or broken: the hook goes on
 * without it. Reading stops at the first complete JSON object, so a stdin left open costs nothing.
 */
export async function readSessionPayload(io: CliIo): Promise<HookPayload | undefined> {
  const input = await readHookPayload(io.stdin, { maxBytes: PAYLOAD_LIMIT, timeoutMs: PAYLOAD_WAIT_MS });
  return input.problem || input.terminal ? undefined : parseHookPayload(input.text);
}
