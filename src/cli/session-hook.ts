// What the session hooks share (`boot --hook claude` at SessionStart, `scorecard --record --hook
// claude` at SessionEnd): reading the payload Claude Code writes to their stdin. Which project the
// payload belongs to is decided by resolveHookProject in src/memory/paths.ts, as for `learn hook`.
import { parseHookPayload, type HookPayload } from '../boot/hook.js';
import { readCapped } from './hook-input.js';
import type { CliIo } from './io.js';

/** How long a session hook waits for its stdin payload before going on without it. */
const PAYLOAD_WAIT_MS = 1000;
const PAYLOAD_LIMIT = 1 << 20;

/** The payload, or undefined when it is missing, late, too big or broken: the hook goes on without it. */
export async function readSessionPayload(io: CliIo): Promise<HookPayload | undefined> {
  if (io.stdin.isTTY) return undefined;
  const input = await readCapped(io.stdin, PAYLOAD_LIMIT, PAYLOAD_WAIT_MS);
  return parseHookPayload(input.text);
}
