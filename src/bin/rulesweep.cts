#!/usr/bin/env node
// The executable. CommonJS on purpose: `learn hook` and `guard` run on every agent tool call, and
// on Node 20 starting an ES module costs more than the whole hook does. Each hook's code is bundled
// into one CommonJS file at build time (dist/hook/learn-hook.cjs, dist/hook/guard.cjs); everything
// else goes through main().
// The standard streams are getters: creating a stream for a pipe loads net and stream, which
// the hook never needs (it reads `stdinFd` directly).
import type { ProcessIo } from '../cli/main.js';

(require('node:module') as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const io: ProcessIo = {
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  get stdout() {
    return readerMayLeave(process.stdout);
  },
  get stderr() {
    return readerMayLeave(process.stderr);
  },
  get stdin() {
    return process.stdin;
  },
  stdinFd: 0,
  stdoutFd: 1,
  stderrFd: 2,
  now: () => new Date(),
};

/**
 * `rulesweep … | head` closes the pipe early: that reader has what it wanted, so stop writing
 * instead of dying of an unhandled EPIPE. Any other write error still surfaces.
 */
function readerMayLeave(stream: NodeJS.WriteStream): NodeJS.WriteStream {
  if (stream.listenerCount('error') === 0) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      stream.destroy();
    });
  }
  return stream;
}

type HookModule = typeof import('../cli/commands/learn-hook.js');
type GuardModule = typeof import('../cli/commands/guard.js');

/**
 * A hook bundle (dist/hook/NAME.cjs), compiled with the V8 code cache the build saved beside it
 * (dist/hook/NAME.cache, see hook-cache.cts): Node 20 has no compile cache of its own, and
 * compiling a hook's code on every call costs a tenth of `node -e 0`. A cache that is missing,
 * older than the bundle (V8 checks only the source's length), or that V8 refuses (another Node
 * version) only means compiling as `require` would.
 */
function loadBundle<T>(name: string): T {
  const file = require.resolve(`../hook/${name}.cjs`);
  const fs = require('node:fs') as typeof import('node:fs');
  const cacheFile = `${file.slice(0, -'.cjs'.length)}.cache`;
  let cachedData: Buffer;
  try {
    if (fs.statSync(cacheFile).mtimeMs < fs.statSync(file).mtimeMs) return require(file) as T;
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    return require(file) as T;
  }
  const { Script } = require('node:vm') as typeof import('node:vm');
  const { wrap } = require('node:module') as { wrap: (source: string) => string };
  const script = new Script(wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData });
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, require('node:path').dirname(file));
  return module.exports;
}

/**
 * `guard` and `learn hook` run before or after every agent tool call: each goes to its bundle,
 * everything else to main(). A bundle that cannot load (a damaged install) never fails a hook:
 * the guard lets the command through with one line on stderr; `learn` goes on through main().
 */
function route(): Promise<number> {
  if (io.argv[0] === 'guard') {
    let guard: GuardModule;
    try {
      guard = loadBundle<GuardModule>('guard');
    } catch (error) {
      process.stderr.write(`rulesweep guard: cannot load the guard (${String((error as Error)?.message ?? error).replace(/\s+/g, ' ')}); the command is let through.\n`);
      return Promise.resolve(0);
    }
    // The parser is ES modules, loaded only when the stored guards are stale (see src/guard/load.ts).
    if (guard.isGuardInvocation(io.argv)) return guard.runGuard(guard.parseGuardArgs(io.argv.slice(1)), io, () => import('../guard/compile.js'));
  } else if (io.argv[0] === 'learn') {
    let hook: HookModule | undefined;
    try {
      hook = loadBundle<HookModule>('learn-hook');
    } catch {
      // main() serves `learn hook` from the same source, fail-open as well.
    }
    if (hook?.isLearnHookInvocation(io.argv)) return hook.runLearnHook(hook.parseLearnHookArgs(io.argv.slice(2)), io);
  }
  return import('../cli/main.js').then(({ main }) => main(io));
}

void route().then((code) => {
  process.exitCode = code;
});
