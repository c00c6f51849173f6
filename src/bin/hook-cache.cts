// A build step: runs each hook bundle once on each kind of payload it handles, in a throwaway
// project, then saves the bundle's source with V8's code cache of it (dist/hook/NAME.compiled, in
// the bin's layout: see compiledFile there). The bin compiles the bundle with that cache, so a hook call starts from compiled code for every
// function these runs used (the correction reader, the guard's matching) instead of compiling
// it each time.
import type { ProcessIo } from '../cli/main.js';

const { mkdirSync, mkdtempSync, openSync, closeSync, rmSync, writeFileSync } = require('node:fs') as typeof import('node:fs');
const os = require('node:os') as typeof import('node:os');
const path = require('node:path') as typeof import('node:path');
// The bin's own loader, so the cache is made from exactly the source the bin compiles.
const { bundleScript, compiledFile, runBundle } = require('./rulesweep.cjs') as typeof import('./rulesweep.cjs');

type HookModule = typeof import('../cli/commands/learn-hook.js');
type GuardModule = typeof import('../cli/commands/guard.js');

const RULES = `# Learned Rules

---

- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install", path=".") -> 0 matches
  guard: Bash("\\bpip3? install|\\bpipx install")

- Ask before force-pushing.
  verify: manual — a person decides
  guard: Bash("git push\\s+(?:-f|--force)\\b") -> ask
`;

/** Runs `name`'s bundle through `exercise`, then writes the bundle's code cache. */
async function warm<T>(name: string, exercise: (bundle: T, run: (payload: object, argv: string[]) => ProcessIo & { close(): void }) => Promise<void>): Promise<void> {
  const compiled = bundleScript(name, false);
  const bundle = runBundle<T>(compiled);

  const root = mkdtempSync(path.join(os.tmpdir(), `rulesweep-${name}-cache-`));
  try {
    mkdirSync(path.join(root, '.git'));
    mkdirSync(path.join(root, '.claude', 'memory'), { recursive: true });
    writeFileSync(path.join(root, '.claude', 'memory', 'learned-rules.md'), RULES);
    let count = 0;
    const quiet = { write: () => true };
    await exercise(bundle, (payload, argv) => {
      const input = path.join(root, `payload-${(count += 1)}.json`);
      writeFileSync(input, JSON.stringify({ session_id: 'warm-up', cwd: root, ...payload }));
      const fd = openSync(input, 'r');
      return {
        argv,
        cwd: root,
        env: { HOME: root, XDG_DATA_HOME: path.join(root, 'data'), XDG_CACHE_HOME: path.join(root, 'cache'), CLAUDE_PROJECT_DIR: root },
        stdout: quiet,
        stderr: quiet,
        stdin: process.stdin,
        stdinFd: fd,
        now: () => new Date(),
        close: () => closeSync(fd),
      } as unknown as ProcessIo & { close(): void };
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  writeFileSync(compiled.file.replace(/\.cjs$/, '.compiled'), compiledFile(compiled.source, compiled.script.createCachedData()));
}

async function main(): Promise<void> {
  await warm<HookModule>('learn-hook', async (hook, io) => {
    const payloads = [
      { hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'timeout 5 make check' }, error: 'zsh: command not found: timeout' },
      { hook_event_name: 'UserPromptSubmit', prompt: 'nope, timeout isnt on mac, use gtimeout instead' },
      { hook_event_name: 'UserPromptSubmit', prompt: 'Add a discount field to the cart and show it on the checkout page.' },
      { hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'ls' }, tool_response: { stdout: 'a\n', stderr: '', exit_code: 0 } },
      { hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'npm test' }, error: 'npm error Missing script: "test"' },
    ];
    for (const payload of payloads) {
      const run = io(payload, ['learn', 'hook']);
      try {
        await hook.runLearnHook(hook.parseLearnHookArgs([]), run);
      } finally {
        run.close();
      }
    }
  });
  await warm<GuardModule>('guard', async (guard, io) => {
    const payloads = [
      // The first parses the rules file and stores its guards; the others read the store.
      { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'pip install requests' } },
      { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'npm run build' } },
      { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'git push --force origin main' } },
      { hook_event_name: 'PreToolUse', turn_id: 't1', tool_name: 'Bash', tool_input: { command: 'pipx install poetry' } },
      { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: 'a.ts' } },
    ];
    for (const payload of payloads) {
      const run = io(payload, ['guard']);
      try {
        await guard.runGuard(guard.parseGuardArgs([]), run, () => import('../guard/compile.js'));
      } finally {
        run.close();
      }
    }
  });
}

void main();
