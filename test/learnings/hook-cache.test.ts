// The hook bundle's V8 code cache (dist/hook/learn-hook.cache, written by the build): V8 takes it
// on this Node, and the bin records exactly as before when the cache is missing, older than the
// bundle, or refused.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { wrap } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BIN, runShell } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const HOOK = path.join(path.dirname(BIN), '..', 'hook', 'learn-hook.cjs');
const CACHE = HOOK.replace(/\.cjs$/, '.cache');

const FAILURE = (root: string) => JSON.stringify({
  session_id: 's1', cwd: root, hook_event_name: 'PostToolUseFailure', tool_name: 'Bash',
  tool_input: { command: 'timeout 5 make check' }, error: 'zsh: command not found: timeout',
});
const CORRECTION = (root: string) => JSON.stringify({ session_id: 's1', cwd: root, hook_event_name: 'UserPromptSubmit', prompt: 'nope, use gtimeout on mac' });

/** A copy of the bin and the hook bundle, with `cache` (or none) beside the bundle. */
function installCopy(cache: Buffer | undefined, cacheOlder = false): string {
  const dir = tempProject({});
  mkdirSync(path.join(dir, 'dist', 'bin'), { recursive: true });
  mkdirSync(path.join(dir, 'dist', 'hook'), { recursive: true });
  const bin = path.join(dir, 'dist', 'bin', 'rulesweep.cjs');
  copyFileSync(BIN, bin);
  const hook = path.join(dir, 'dist', 'hook', 'learn-hook.cjs');
  copyFileSync(HOOK, hook);
  if (cache) {
    const file = hook.replace(/\.cjs$/, '.cache');
    writeFileSync(file, cache);
    const bundleTime = statSync(hook).mtime;
    if (cacheOlder) utimesSync(file, new Date(bundleTime.getTime() - 60_000), new Date(bundleTime.getTime() - 60_000));
  }
  return bin;
}

async function recordsThroughBin(bin: string): Promise<void> {
  const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
  const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg'), CLAUDE_PROJECT_DIR: root };
  const hook = `'${process.execPath}' '${bin}' learn hook`;
  expect(await runShell(hook, { cwd: root, env, stdin: FAILURE(root) })).toEqual({ code: 0, stdout: '', stderr: '' });
  expect(await runShell(hook, { cwd: root, env, stdin: CORRECTION(root) })).toEqual({ code: 0, stdout: '', stderr: '' });
  const lines = readFileSync(path.join(root, '.claude/memory/learnings.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines).toMatchObject([
    { id: 1, kind: 'failure', command: 'timeout 5 make check' },
    { id: 2, kind: 'correction', correction: 'nope, use gtimeout on mac', correcting: 1 },
  ]);
}

describe('the hook bundle code cache', () => {
  it('is written by the build, no older than the bundle, and accepted by this Node', () => {
    expect(existsSync(CACHE)).toBe(true);
    expect(statSync(CACHE).mtimeMs).toBeGreaterThanOrEqual(statSync(HOOK).mtimeMs);
    const script = new Script(wrap(readFileSync(HOOK, 'utf8')), { filename: HOOK, cachedData: readFileSync(CACHE) });
    expect(script.cachedDataRejected).toBe(false);
  });

  it('records the same with the cache, without it, with one older than the bundle, and with one V8 refuses', async () => {
    await recordsThroughBin(installCopy(readFileSync(CACHE)));
    await recordsThroughBin(installCopy(undefined));
    await recordsThroughBin(installCopy(Buffer.from('not a code cache'), true));
    await recordsThroughBin(installCopy(Buffer.from('not a code cache')));
  });
});
