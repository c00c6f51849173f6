// The real-code benchmark tree: a copy of this project's own node_modules (and of the npm that
// ships with Node, when it is installed beside it), which every machine has after `npm ci`, made
// a git repository with everything committed (as a checkout is), plus the 50 rules of
// real-rules.mjs. RULESWEEP_BENCH_REAL_SOURCES (folders separated by the path delimiter) copies
// other real code instead, e.g. checkouts of large public repositories. Copied once and reused
// while the stamp matches: it names what was copied by content (the lockfile, npm's version),
// not by path, so worktrees of this project share one tree instead of copying over each other.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** `[name in the tree, folder to copy, what identifies its content]` for each source. */
function sources() {
  const chosen = process.env.RULESWEEP_BENCH_REAL_SOURCES;
  if (chosen) return chosen.split(path.delimiter).filter(Boolean).map((from) => [path.basename(path.resolve(from)), path.resolve(from), path.resolve(from)]);
  const lock = createHash('sha256').update(readFileSync(path.join(repo, 'package-lock.json'))).digest('hex').slice(0, 16);
  const npm = npmTree();
  const npmVersion = npm && JSON.parse(readFileSync(path.join(npm, 'package.json'), 'utf8')).version;
  return [['node_modules', path.join(repo, 'node_modules'), `package-lock ${lock}`], ...(npm ? [['npm', npm, `npm ${npmVersion}`]] : [])];
}

/** What the tree holds, in words, for the benchmark's output. */
export function describeRealTree() {
  return sources().map(([name, , identity]) => (process.env.RULESWEEP_BENCH_REAL_SOURCES ? name : `${name} (${identity})`)).join(' + ');
}

export function generateRealTree(root) {
  const from = sources();
  const stamp = path.join(root, '.bench-stamp');
  const wanted = JSON.stringify({ version: 2, sources: from.map(([name, , identity]) => [name, identity]), rules: realRulesMarkdown() });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  // Built beside the tree and moved into place, so a benchmark running at the same time never sees half a tree.
  const building = `${root}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  // Each copy leaves out the nested cache folders (this benchmark's own builds live in node_modules/.cache).
  for (const [name, source] of from) cpSync(source, path.join(building, name), { recursive: true, verbatimSymlinks: true, filter: (file) => path.basename(file) !== '.cache' });
  mkdirSync(path.join(building, '.claude', 'memory'), { recursive: true });
  writeFileSync(path.join(building, '.claude', 'memory', 'learned-rules.md'), realRulesMarkdown());
  // A git repository with everything committed, so the cache keys files by git's blob ids as in a checkout.
  git(building, ['init', '-q']);
  git(building, ['add', '-A', '-f', '.']);
  git(building, ['commit', '-q', '-m', 'bench tree']);
  writeFileSync(path.join(building, '.bench-stamp'), wanted);
  rmSync(root, { recursive: true, force: true });
  renameSync(building, root);
}
