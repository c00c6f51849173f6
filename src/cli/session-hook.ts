// What the session hooks share (`boot --hook claude` at SessionStart, `scorecard --record --hook
// claude` at SessionEnd): reading the payload Claude Code writes to their stdin, and finding the
// project whatever folder the agent started them in.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseHookPayload, type HookPayload } from '../boot/hook.js';
import { findGitRoot, resolveProject, type ProjectPaths } from '../memory/paths.js';
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

/**
 * The project a hook works on: `--root`, else `CLAUDE_PROJECT_DIR`, else the git top level of
 * the payload's `cwd`, else of our own cwd. A relative `--rules` is read from that project's root.
 */
export function hookProject(options: { root?: string; rules?: string }, io: CliIo, payload: HookPayload | undefined): ProjectPaths {
  const projectDir = io.env.CLAUDE_PROJECT_DIR;
  const payloadCwd = payload?.cwd && path.isAbsolute(payload.cwd) && isDirectory(payload.cwd) ? payload.cwd : undefined;
  const root = options.root !== undefined
    ? path.resolve(io.cwd, options.root)
    : projectDir && path.isAbsolute(projectDir) && isDirectory(projectDir)
      ? projectDir
      : findGitRoot(payloadCwd ?? io.cwd) ?? payloadCwd ?? io.cwd;
  return resolveProject({ cwd: root, env: io.env, root, rules: options.rules });
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
