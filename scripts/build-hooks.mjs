// `npm run build:hook`: bundles each hook (learn hook, guard) into one file the bin compiles
// itself, with the V8 code cache that src/bin/hook-cache.cts then saves beside it.
// Each bundle is one function expression taking CommonJS's five arguments, not a module: the bin
// compiles it with node:vm and calls it, so it needs neither Node's module wrapper (node:module
// costs a hook half a millisecond to load) nor the resolution of a relative require (a
// millisecond). It is ASCII only, so the bin reads it as latin1: decoding 160 KB of UTF-8 with a
// few characters past ASCII in it costs a hook most of a millisecond. esbuild escapes those
// characters in strings and names; the regex literals of the correction reader (CJK cue words,
// dashes, accents) it leaves as written, so they are escaped here, `\uXXXX` per UTF-16 unit,
// which a regex reads as the same character.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const { outputFiles } = await build({
  entryPoints: ['src/cli/commands/learn-hook.ts', 'src/cli/commands/guard.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  charset: 'ascii',
  banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
  footer: { js: '})' },
  outdir: 'dist/hook',
  outExtension: { '.js': '.cjs' },
  logLevel: 'warning',
  write: false,
});

for (const { path: file, text } of outputFiles) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text.replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
