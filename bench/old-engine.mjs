// The sweep engine as it was before issue 11 (commit 3840b93: one prefilter pass per scope, one
// ripgrep run per rule, no corpus and no cache), built from git into node_modules/.cache so the
// benchmark can hold today's engine against it in the same run without keeping its code twice.
// Built once per commit; unavailable (with the reason) outside a git checkout that has the commit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OLD_ENGINE_COMMIT = '3840b93';
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `{ main }`, the old engine's dist/cli/main.js, or `{ unavailable }` saying why not. */
export function oldEngine(commit = OLD_ENGINE_COMMIT) {
  const folder = path.join(repo, 'node_modules', '.cache', 'rulesweep-bench', `engine-${commit}`);
  const main = path.join(folder, 'dist', 'cli', 'main.js');
  const stamp = path.join(folder, '.built');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === commit && existsSync(main)) return { main };
  const archive = spawnSync('git', ['archive', '--format=tar', commit, 'src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'], { cwd: repo, maxBuffer: 64 * 1024 * 1024 });
  if (archive.status !== 0) return { unavailable: `git archive ${commit} failed (${String(archive.stderr).trim() || 'not a git checkout'})` };
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const untar = spawnSync('tar', ['-x', '-C', folder], { input: archive.stdout });
  if (untar.status !== 0) return { unavailable: `could not unpack ${commit}: ${String(untar.stderr).trim()}` };
  // Its type errors (a dependency it no longer finds, used only by the lock) do not stop tsc from emitting.
  spawnSync(process.execPath, [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: folder, stdio: 'ignore' });
  if (!existsSync(main)) return { unavailable: `tsc did not build ${commit}` };
  writeFileSync(stamp, commit);
  return { main };
}
