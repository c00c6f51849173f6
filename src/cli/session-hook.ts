// What the session hooks share (`boot --hook claude` at SessionStart, `scorecard --record --hook
// claude` at SessionEnd): reading the payload Claude Code writes to their stdin, and finding the
// project whatever folder the agent started them in.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseHookPayload, type HookPayload } from '../boot/hook.js';
import { findGitRoot, resolveProject, type ProjectPaths } from '../memory/paths.js';
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
