// The hook bundle as the build leaves it: one ASCII function expression (dist/hook/learn-hook.cjs),
// saved with V8's code cache of it (dist/hook/learn-hook.compiled). V8 takes the cache on this
// Node, and the bin records exactly the same with it, without it, with a cache V8 refuses, and
// with a compiled file that is not one.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runShell } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const HOOK = path.join(path.dirname(BIN), '..', 'hook', 'learn-hook.cjs');
const COMPILED = HOOK.replace(/\.cjs$/, '.compiled');
/** The bin's loader: the bundle is one function expression, compiled as the bin compiles it. */
const { bundleScript, compiledFile } = createRequire(import.meta.url)(BIN) as typeof import('../../src/bin/rulesweep.cjs');

const FAILURE = (root: string) => JSON.stringify({
  session_id: 's1', cwd: root, hook_event_name: 'PostToolUseFailure', tool_name: 'Bash',
  tool_input: { command: 'timeout 5 make check' }, error: 'zsh: command not found: timeout',
});
const CORRECTION = (root: string) => JSON.stringify({ session_id: 's1', cwd: root, hook_event_name: 'UserPromptSubmit', prompt: 'nope, use gtimeout on mac' });

/** A copy of the bin and the hook bundle, with `compiled` (or none) as its compiled file. */
function installCopy(compiled: Buffer | undefined): string {
  const dir = tempProject({});
  mkdirSync(path.join(dir, 'dist', 'bin'), { recursive: true });
  mkdirSync(path.join(dir, 'dist', 'hook'), { recursive: true });
  const bin = path.join(dir, 'dist', 'bin', 'rulesweep.cjs');
  copyFileSync(BIN, bin);
  const hook = path.join(dir, 'dist', 'hook', 'learn-hook.cjs');
  copyFileSync(HOOK, hook);
  if (compiled) writeFileSync(hook.replace(/\.cjs$/, '.compiled'), compiled);
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

describe('the hook bundle and its code cache', () => {
  it('are written by the build, the source with its own cache, which this Node accepts', () => {
    expect(existsSync(COMPILED)).toBe(true);
    const { script, source } = bundleScript('learn-hook');
    expect(source).toBe(readFileSync(HOOK, 'latin1'));
    expect(script.cachedDataRejected).toBe(false);
  });

  it('is ASCII, so the bin may read it as latin1, and one function expression the bin calls', () => {
    for (const name of ['learn-hook', 'guard']) {
      const bytes = readFileSync(path.join(path.dirname(HOOK), `${name}.cjs`));
      expect(bytes.findIndex((byte) => byte > 0x7f), name).toBe(-1);
      expect(bytes.toString('latin1'), name).toMatch(/^\(function \(exports, require, module, __filename, __dirname\) \{\n"use strict";/);
    }
  });

  it('records the same with the cache, without it, with one V8 refuses, and with a compiled file that is not one', async () => {
    const source = readFileSync(HOOK, 'latin1');
    await recordsThroughBin(installCopy(readFileSync(COMPILED)));
    await recordsThroughBin(installCopy(undefined));
    await recordsThroughBin(installCopy(compiledFile(source, Buffer.from('not a code cache'))));
    await recordsThroughBin(installCopy(Buffer.from('garbage\nthat is no compiled bundle')));
    await recordsThroughBin(installCopy(Buffer.from(`${source.length + 10}\n${source}`, 'latin1')));
  });
});
