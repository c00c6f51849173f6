// A build step: runs the hook bundle once on each kind of payload it handles, in a throwaway
// project, then saves V8's code cache of the bundle beside it (dist/hook/learn-hook.cache). The
// bin compiles the bundle with that cache, so a hook call starts from compiled code for every
// function these runs used (the correction reader included) instead of compiling it each time.
import type { ProcessIo } from '../cli/main.js';

const { mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } = require('node:fs') as typeof import('node:fs');
const { wrap } = require('node:module') as { wrap: (source: string) => string };
const os = require('node:os') as typeof import('node:os');
const path = require('node:path') as typeof import('node:path');
const { Script } = require('node:vm') as typeof import('node:vm');

type HookModule = typeof import('../cli/commands/learn-hook.js');

async function main(): Promise<void> {
  const file = require.resolve('../hook/learn-hook.cjs');
  const script = new Script(wrap(readFileSync(file, 'utf8')), { filename: file });
  const module = { exports: {} as HookModule };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, path.dirname(file));
  const hook = module.exports;

  const root = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-hook-cache-'));
  try {
    mkdirSync(path.join(root, '.git'));
    mkdirSync(path.join(root, '.claude', 'memory'), { recursive: true });
    const session = { session_id: 'warm-up', cwd: root };
    const payloads = [
      { ...session, hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'timeout 5 make check' }, error: 'zsh: command not found: timeout' },
      { ...session, hook_event_name: 'UserPromptSubmit', prompt: 'nope, timeout isnt on mac, use gtimeout instead' },
      { ...session, hook_event_name: 'UserPromptSubmit', prompt: 'Add a discount field to the cart and show it on the checkout page.' },
      { ...session, hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'ls' }, tool_response: { stdout: 'a\n', stderr: '', exit_code: 0 } },
      { ...session, hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'npm test' }, error: 'npm error Missing script: "test"' },
    ];
    for (const [index, payload] of payloads.entries()) {
      const input = path.join(root, `payload-${index}.json`);
      writeFileSync(input, JSON.stringify(payload));
      const fd = openSync(input, 'r');
      try {
        const io = {
          argv: ['learn', 'hook'],
          cwd: root,
          env: { HOME: root, XDG_DATA_HOME: path.join(root, 'data'), CLAUDE_PROJECT_DIR: root },
          stdout: process.stdout,
          stderr: process.stderr,
          stdin: process.stdin,
          stdinFd: fd,
          now: () => new Date(),
        } as unknown as ProcessIo;
        await hook.runLearnHook(hook.parseLearnHookArgs([]), io);
      } finally {
        closeSync(fd);
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  writeFileSync(file.replace(/\.cjs$/, '.cache'), script.createCachedData());
}

void main();
