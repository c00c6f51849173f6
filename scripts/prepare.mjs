// `npm run prepare`: the build, for a checkout and for `npm install <git URL>` (npm runs prepare
// there after installing devDependencies). pre-commit 4.x installs a hook repository with
// `npm install -g git+file://…`, and npm hands `global` on to the git checkout's preparation, so
// the devDependencies land in the global prefix and `tsc` is missing here. Then install them into
// this checkout first (the lockfile's versions, no scripts), and build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npmCli = process.env.npm_execpath;
const npm = (args) => (npmCli ? [process.execPath, [npmCli, ...args]] : ['npm', args]);

function run([file, args]) {
  const result = spawnSync(file, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tools = ['node_modules/typescript/bin/tsc', 'node_modules/esbuild/package.json'];
if (!tools.every((tool) => existsSync(path.join(root, tool)))) {
  run(npm(['install', '--global=false', '--no-save', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund']));
}
run(npm(['run', 'build']));
