#!/usr/bin/env node
// The executable. CommonJS on purpose: `learn hook` and `guard` run on every agent tool call, and
// on Node 20 starting an ES module costs more than the whole hook does. Each hook's code is bundled
// at build time into one function expression (dist/hook/learn-hook.cjs, dist/hook/guard.cjs), saved
// with V8's code cache of it (dist/hook/NAME.compiled), which the bin compiles and calls; everything
// else goes through main().
// The standard streams are getters: creating a stream for a pipe loads net and stream, which
// the hook never needs (it reads `stdinFd` directly).
import type { ProcessIo } from '../cli/main.js';

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

/** A Node module, without CommonJS's require (its first call costs a hook a fifth of a millisecond). */
function builtin<T>(id: string): T {
  return (process.getBuiltinModule?.(id) ?? require(id)) as T;
}

/** What a hook bundle requires: Node's modules only (it is bundled with everything of ours). */
function bundleRequire(id: string): unknown {
  return id.startsWith('node:') ? builtin(id) : require(id);
}

interface CompiledBundle {
  script: import('node:vm').Script;
  /** dist/hook/NAME.cjs: the bundle's source, one function expression (see scripts/build-hooks.mjs). */
  file: string;
  source: string;
}

/**
 * A hook bundle, compiled. The build saves its source with V8's code cache of it in one file,
 * dist/hook/NAME.compiled (see hook-cache.cts): one read, and a cache that is always the
 * source's own. Node 20 has no compile cache of its own, and compiling a hook's code on every
 * call costs a tenth of `node -e 0`. Without that file (or `withCache` false), or where V8
 * refuses the cache (another Node version), the source is compiled as it is. ASCII: read as latin1.
 */
function bundleScript(name: string, withCache = true): CompiledBundle {
  const fs = builtin<typeof import('node:fs')>('node:fs');
  const file = builtin<typeof import('node:path')>('node:path').join(__dirname, '..', 'hook', `${name}.cjs`);
  let compiled: { source: string; cachedData: Buffer } | undefined;
  try {
    if (withCache) compiled = readCompiled(fs.readFileSync(`${file.slice(0, -'.cjs'.length)}.compiled`));
  } catch {
    // No compiled file: the source alone.
  }
  const source = compiled?.source ?? fs.readFileSync(file, 'latin1');
  const { Script } = builtin<typeof import('node:vm')>('node:vm');
  return { script: new Script(source, { filename: file, ...(compiled ? { cachedData: compiled.cachedData } : {}) }), file, source };
}

/** dist/hook/NAME.compiled: a line with the source's length, the source, then the code cache. */
function readCompiled(bytes: Buffer): { source: string; cachedData: Buffer } | undefined {
  const newline = bytes.indexOf(10);
  const length = Number(bytes.toString('latin1', 0, newline));
  const start = newline + 1;
  if (newline < 1 || !Number.isSafeInteger(length) || length < 0 || start + length > bytes.length) return undefined;
  return { source: bytes.toString('latin1', start, start + length), cachedData: bytes.subarray(start + length) };
}

/** The contents of dist/hook/NAME.compiled for a bundle's source and its code cache (see readCompiled). */
function compiledFile(source: string, cachedData: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${source.length}\n${source}`, 'latin1'), cachedData]);
}

/** Runs a compiled bundle: its exports. */
function runBundle<T>({ script, file }: CompiledBundle): T {
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, bundleRequire, module, file, builtin<typeof import('node:path')>('node:path').dirname(file));
  return module.exports;
}

/** A hook bundle's exports, compiled with the code cache the build saved (see bundleScript). */
function loadBundle<T>(name: string): T {
  return runBundle<T>(bundleScript(name));
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
  // Node 22's compile cache, for the ES modules of every other command; hooks have their own (above).
  builtin<{ enableCompileCache?: () => unknown }>('node:module').enableCompileCache?.();
  return import('../cli/main.js').then(({ main }) => main(io));
}

// Run as the executable; required (by the build's hook-cache step, the evaluation, tests), it only lends its loader.
if (require.main === module) {
  void route().then((code) => {
    process.exitCode = code;
  });
}

export = { bundleScript, compiledFile, runBundle, loadBundle };
