// The real-code benchmark tree: a copy of this project's own node_modules (and of the npm that
// ships with Node, when it is installed beside it), which every machine has after `npm ci`, made
// a git repository with everything committed (as a checkout is), plus the 50 rules of
// real-rules.mjs. Copied once and reused while the stamp matches.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { realRulesMarkdown } from './real-rules.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where npm's own packages live for the running Node, if they are there. */
function npmTree() {
  const candidate = path.resolve(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm');
  return existsSync(candidate) ? candidate : undefined;
}

function git(root, args) {
  const run = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@rulesweep.invalid', '-c', 'commit.gpgSign=false', ...args], { cwd: root, stdio: 'ignore' });
  return run.status === 0;
}

export function generateRealTree(root) {
  const sources = [['node_modules', path.join(repo, 'node_modules')], ['npm', npmTree()]].filter(([, from]) => from);
  const stamp = path.join(root, '.bench-stamp');
  const wanted = JSON.stringify({ version: 1, sources, rules: realRulesMarkdown() });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const [name, from] of sources) cpSync(from, path.join(root, name), { recursive: true, verbatimSymlinks: true });
  mkdirSync(path.join(root, '.claude', 'memory'), { recursive: true });
  writeFileSync(path.join(root, '.claude', 'memory', 'learned-rules.md'), realRulesMarkdown());
  // A git repository with everything committed, so the cache keys files by git's blob ids as in a checkout.
  if (git(root, ['init', '-q']) && git(root, ['add', '-A', '-f', '.']) && git(root, ['commit', '-q', '-m', 'bench tree'])) {
    // The index git wrote during the commit is newer than every file: nothing is racily clean.
  }
  writeFileSync(stamp, wanted);
}

export function countFiles(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) files += 1;
  return files;
}
