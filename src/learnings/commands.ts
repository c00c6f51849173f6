// Commands as rulesweep compares them: a shell command line split into the programs it runs
// (read, never run: quotes, `&&`, pipes, here-documents), each with its subcommand and flags in a
// canonical spelling (`npm i` = `npm install`, `-f` = `--force` for `git push`); and the tools
// people name, with which of them are variants of one tool (`gsed`/`sed`, `python3`/`python`,
// `docker-compose`/`docker compose`) or alternatives to one another (`npm`/`bun`, `wget`/`curl`).
// Pure text work, but for one setting: while evolve reads a store, the subcommands that store's
// failed commands teach of tools rulesweep has no list for are in force (withStoreSubcommands).
// The hook loads it, so it imports nothing but ./chars and ./memo.
import { isAssignment, isWordChar } from './chars.js';
import { remembered } from './memo.js';

export interface Invocation {
  /** Basename, lower-cased: `git`, `docker-compose`, `pytest`. */
  program: string;
  /** The folder part when the program was called by path: `.venv/bin/`. */
  dir?: string;
  /** Canonical subcommand for programs that have them: `push`, `install`, `compose`. */
  sub?: string;
  /** Canonical flags, in order: `--force`, `-i`, `-P` (short clusters like `-oP` are split). */
  flags: string[];
  /** The words after the program (and subcommand), lower-cased, flags included as written. */
  args: string[];
  /** Wrappers it ran under: `sudo`, `env`, `time`. */
  wrappers: string[];
  /** For a runner (`uv run`, `pnpm exec`): the words of the command it ran (`dbt build --select x`). */
  ran?: readonly string[];
}

/** Programs whose second word is a subcommand: `git push` and `git pull` are different commands. */
export const SUBCOMMAND_PROGRAMS = new Set([
  'apt', 'apt-get', 'apk', 'aws', 'az', 'brew', 'bun', 'bundle', 'cargo', 'composer', 'conda', 'mamba', 'micromamba', 'deno', 'docker',
  'docker-compose', 'dotnet', 'gcloud', 'gem', 'gh', 'git', 'go', 'gradle', 'helm', 'kubectl', 'make', 'mvn',
  'npm', 'npx', 'nvm', 'pip', 'pipx', 'pnpm', 'poetry', 'podman', 'pyenv', 'rails', 'rustup', 'systemctl',
  'terraform', 'tofu', 'uv', 'yarn', 'bunx', 'corepack', 'ruff', 'volta', 'fnm', 'mise', 'just', 'task', 'kind',
  'minikube', 'flyctl', 'vercel', 'heroku', 'pulumi', 'nix',
  // Command-line tools of data, mobile and platform work: `dbt build`, `airflow dags list`, `eas build`.
  'dbt', 'airflow', 'prisma', 'expo', 'eas', 'flutter', 'dart', 'mix', 'alembic', 'netlify', 'firebase', 'supabase',
  'wrangler', 'nx', 'pdm', 'hatch', 'rye', 'pipenv', 'tfenv', 'rbenv', 'nodenv', 'sdk', 'fastlane', 'ansible-galaxy', 'ansible-vault',
  'helmfile', 'kustomize', 'k3d', 'argocd', 'vault', 'sops', 'op', 'fly', 'celery', 'playwright', 'cypress', 'turbo',
  // A build tool's wrapper script takes its goals and tasks: `./mvnw spotless:apply`, `./gradlew bootRun`.
  'mvnw', 'gradlew',
  // Laravel's `artisan migrate:fresh`, run as `php artisan` or in a container.
  'artisan',
  // C and C++ package managers: `vcpkg install` and `vcpkg add port` are two things.
  'vcpkg', 'conan',
  // Environments, sync tools and cluster modules: `pixi run`, `rclone sync`, `module load`.
  'pixi', 'rclone', 'module',
  // Cluster, cloud and dev-environment CLIs shaped like kubectl: `oc rollout restart`, `ddev wp`, `azd deploy`.
  'oc', 'crc', 'skaffold', 'tilt', 'databricks', 'gsutil', 'glab', 'azd', 'doctl', 'cdk', 'sam',
  'ddev', 'wp', 'xcodes', 'melos', 'west',
  // BigQuery's CLI and Astronomer's: `bq query`, `bq rm -r -f`, `astro dev pytest`.
  'bq', 'astro',
  // Workflow engines of data and science work: `snakemake --profile slurm`, `nextflow run`.
  'snakemake', 'nextflow',
  // Perforce, data versioning, installers and uploaders: `p4 submit`, `dvc push`, `juliaup add 1.11`, `butler push`.
  'p4', 'dvc', 'juliaup', 'butler',
  // Zig's one binary builds, tests, fetches and formats: `zig build test`, `zig fetch --save`.
  'zig',
  // Scala's build tool runs tasks: `sbt scalafmtAll` and `sbt Docker/publishLocal` are two things.
  'sbt',
  // Terraform CDK's CLI, like AWS CDK's: `npx cdktf get` is not `npx cdktf diff`.
  'cdktf',
  // Perl's Carton installs into local/ and runs through it: `carton exec -- prove -lr t/`.
  'carton',
]);

/** Subcommands people name in prose; any other word after a program is prose ("kubectl defaults to"). */
export const KNOWN_SUBS: Record<string, string[]> = {
  git: ['push', 'pull', 'commit', 'checkout', 'switch', 'rebase', 'merge', 'stash', 'reset', 'restore', 'clone', 'fetch', 'add', 'rm', 'mv', 'tag', 'branch', 'log', 'diff', 'status', 'cherry-pick', 'revert', 'clean', 'bisect', 'worktree', 'submodule', 'remote', 'config', 'show', 'blame', 'grep', 'init', 'lfs'],
  docker: ['run', 'build', 'compose', 'push', 'pull', 'exec', 'ps', 'images', 'login', 'logs', 'stop', 'rm', 'rmi', 'network', 'volume', 'system', 'buildx', 'tag', 'inspect', 'start', 'restart', 'kill', 'cp', 'context', 'image', 'container'],
  npm: ['install', 'i', 'ci', 'run', 'test', 'exec', 'publish', 'init', 'update', 'uninstall', 'audit', 'ls', 'link', 'pack', 'version', 'start', 'add', 'rebuild', 'dedupe', 'prune', 'outdated'],
  pnpm: ['install', 'i', 'add', 'remove', 'run', 'exec', 'dlx', 'test', 'update', 'why', 'store', 'prune', 'publish', 'build', 'dev', 'start', 'lint'],
  yarn: ['add', 'install', 'remove', 'run', 'dlx', 'workspace', 'workspaces', 'up', 'upgrade', 'build', 'dev', 'start', 'test', 'lint'],
  bun: ['install', 'i', 'add', 'remove', 'run', 'x', 'test', 'build', 'pm', 'create', 'init', 'link', 'update', 'upgrade', 'outdated'],
  pip: ['install', 'uninstall', 'freeze', 'list', 'show', 'download', 'wheel', 'cache'],
  uv: ['add', 'remove', 'run', 'sync', 'pip', 'venv', 'lock', 'tool', 'init', 'python', 'export', 'build', 'publish'],
  kubectl: ['get', 'apply', 'delete', 'describe', 'logs', 'exec', 'port-forward', 'rollout', 'config', 'create', 'edit', 'scale', 'set', 'top', 'cp', 'auth', 'patch', 'label', 'annotate', 'drain', 'cordon', 'debug', 'wait', 'diff'],
  helm: ['install', 'upgrade', 'template', 'lint', 'repo', 'list', 'uninstall', 'rollback', 'package', 'dependency', 'status', 'history', 'get', 'show', 'test', 'pull', 'push'],
  terraform: ['init', 'plan', 'apply', 'destroy', 'validate', 'fmt', 'import', 'state', 'output', 'workspace', 'refresh', 'console', 'providers', 'taint', 'untaint', 'graph', 'show', 'force-unlock', 'get', 'test', 'login', 'version'],
  gh: ['pr', 'issue', 'repo', 'release', 'run', 'workflow', 'api', 'auth', 'gist', 'browse', 'secret', 'label', 'search'],
  cargo: ['build', 'test', 'run', 'add', 'check', 'clippy', 'fmt', 'install', 'publish', 'update', 'doc', 'bench', 'clean', 'new', 'init', 'tree', 'nextest'],
  go: ['build', 'test', 'run', 'mod', 'get', 'install', 'vet', 'fmt', 'generate', 'work', 'env', 'clean', 'list', 'tool'],
  'apt-get': ['install', 'update', 'upgrade', 'remove', 'purge', 'autoremove', 'dist-upgrade'],
  apk: ['add', 'del', 'update', 'upgrade', 'info', 'search', 'fix'],
  brew: ['install', 'upgrade', 'update', 'uninstall', 'services', 'tap', 'list', 'info', 'bundle', 'link', 'cask'],
  poetry: ['add', 'install', 'run', 'lock', 'update', 'shell', 'build', 'publish', 'remove', 'export', 'env'],
  ruff: ['check', 'format', 'rule', 'clean'],
  wrangler: ['deploy', 'dev', 'd1', 'kv', 'r2', 'tail', 'types', 'pages', 'secret', 'whoami', 'login', 'init', 'versions', 'rollback', 'queues'],
  az: ['account', 'group', 'deployment', 'webapp', 'storage', 'keyvault', 'login', 'bicep', 'aks', 'acr', 'vm', 'network', 'functionapp', 'ad', 'role', 'resource', 'sql', 'monitor', 'containerapp', 'extension', 'config'],
  gcloud: ['auth', 'config', 'compute', 'container', 'run', 'functions', 'projects', 'iam', 'sql', 'storage', 'builds', 'app', 'components', 'dataproc', 'pubsub', 'secrets', 'artifacts'],
  bq: ['query', 'ls', 'mk', 'rm', 'show', 'load', 'extract', 'cp', 'update', 'head', 'insert'],
  west: ['build', 'flash', 'update', 'init', 'twister', 'debug', 'debugserver', 'attach', 'list', 'manifest', 'sign', 'boards', 'spdx', 'blobs', 'zephyr-export'],
  astro: ['dev', 'deploy', 'login', 'deployment', 'workspace', 'config'],
  azd: ['up', 'down', 'deploy', 'provision', 'init', 'env', 'auth', 'config', 'package', 'monitor', 'pipeline'],
  nextflow: ['run', 'pull', 'clean', 'log', 'config', 'info'],
  composer: ['install', 'update', 'require', 'remove', 'dump-autoload', 'run', 'create-project', 'outdated'],
  dbt: ['run', 'build', 'test', 'seed', 'debug', 'deps', 'compile', 'docs', 'snapshot', 'source', 'ls', 'parse', 'clean'],
  airflow: ['dags', 'tasks', 'db', 'users', 'connections', 'variables', 'webserver', 'scheduler', 'standalone', 'config'],
  prisma: ['migrate', 'generate', 'db', 'studio', 'format', 'validate'],
  fly: ['deploy', 'secrets', 'apps', 'scale', 'logs', 'ssh', 'status', 'launch', 'machine', 'postgres'],
  expo: ['start', 'install', 'prebuild', 'run', 'export', 'doctor', 'login'],
  mix: ['test', 'deps', 'compile', 'format', 'ecto', 'phx', 'run', 'credo', 'clean'],
  flutter: ['run', 'build', 'test', 'analyze', 'pub', 'clean', 'doctor', 'upgrade', 'downgrade', 'channel', 'create', 'format', 'gen-l10n', 'install', 'logs', 'devices', 'emulators', 'attach', 'drive', 'precache', 'config'],
  dart: ['run', 'pub', 'format', 'analyze', 'test', 'compile', 'fix', 'create', 'doc'],
  'ansible-vault': ['view', 'edit', 'encrypt', 'decrypt', 'create', 'rekey', 'encrypt_string'],
  'docker-compose': ['up', 'down', 'run', 'build', 'logs', 'exec', 'ps', 'pull', 'push', 'restart', 'stop', 'start', 'config'],
  nvm: ['use', 'install', 'alias', 'ls', 'current', 'uninstall'],
  conda: ['install', 'create', 'activate', 'env', 'update', 'remove', 'list', 'run'],
  deno: ['run', 'test', 'task', 'fmt', 'lint', 'compile', 'install', 'add', 'check'],
  corepack: ['enable', 'disable', 'prepare', 'use', 'install'],
  p4: ['edit', 'add', 'delete', 'submit', 'shelve', 'unshelve', 'revert', 'reconcile', 'sync', 'opened', 'changes', 'change', 'diff', 'describe', 'client', 'set', 'status', 'print', 'integrate', 'resolve', 'login', 'info', 'have', 'where'],
  dvc: ['add', 'push', 'pull', 'fetch', 'repro', 'gc', 'checkout', 'status', 'init', 'remote', 'commit', 'run', 'exp', 'import'],
  juliaup: ['add', 'default', 'update', 'remove', 'status', 'link', 'override', 'self'],
  butler: ['push', 'status', 'login', 'logout', 'fetch', 'validate'],
  zig: ['build', 'test', 'run', 'fetch', 'fmt', 'init', 'cc', 'c++', 'translate-c', 'build-exe', 'build-lib', 'build-obj', 'env', 'version', 'targets', 'ast-check', 'libc'],
};
KNOWN_SUBS.sbt = ['compile', 'test', 'testonly', 'testquick', 'run', 'runmain', 'clean', 'reload', 'update', 'console', 'assembly', 'package', 'publish', 'publishlocal', 'scalafmtall', 'scalafmtcheckall', 'scalafmt', 'dependencytree', 'flywaymigrate', 'it:test', 'docker/publishlocal', 'docker/stage'];
KNOWN_SUBS.cdktf = ['synth', 'diff', 'deploy', 'destroy', 'get', 'init', 'list', 'output', 'provider', 'watch', 'convert', 'debug'];
KNOWN_SUBS.apt = KNOWN_SUBS['apt-get']!;
KNOWN_SUBS.mamba = KNOWN_SUBS.conda!;
KNOWN_SUBS.micromamba = KNOWN_SUBS.conda!;
KNOWN_SUBS.tofu = KNOWN_SUBS.terraform!;
// Podman's own besides Docker's: its VM on macOS and Windows, pods, Kubernetes YAML.
KNOWN_SUBS.podman = [...KNOWN_SUBS.docker!, 'machine', 'pod', 'generate', 'play', 'kube', 'unshare', 'secret'];
KNOWN_SUBS.pixi = ['run', 'add', 'install', 'remove', 'shell', 'task', 'global', 'init', 'list', 'update', 'upgrade', 'exec'];
KNOWN_SUBS.rclone = ['copy', 'sync', 'ls', 'lsd', 'lsf', 'move', 'delete', 'purge', 'mount', 'config', 'listremotes', 'check', 'cat', 'size', 'mkdir', 'rmdir', 'bisync'];
KNOWN_SUBS.module = ['load', 'avail', 'list', 'purge', 'unload', 'spider', 'swap'];
KNOWN_SUBS.vcpkg = ['install', 'add', 'remove', 'list', 'search', 'x-update-baseline', 'integrate', 'export', 'update', 'upgrade', 'new', 'format-manifest', 'depend-info'];
KNOWN_SUBS.conan = ['install', 'create', 'build', 'export', 'upload', 'remove', 'profile', 'remote', 'list', 'search', 'lock', 'graph', 'new', 'config'];
KNOWN_SUBS.dotnet = ['build', 'test', 'run', 'restore', 'publish', 'ef', 'tool', 'new', 'add', 'format', 'watch', 'pack', 'nuget', 'sln', 'clean', 'workload', 'user-secrets', 'sdk'];
// Maven's lifecycle phases (its plugin goals are `plugin:goal`), Gradle's common tasks.
KNOWN_SUBS.mvn = ['clean', 'validate', 'compile', 'test', 'package', 'verify', 'install', 'deploy', 'site'];
KNOWN_SUBS.mvnw = KNOWN_SUBS.mvn;
KNOWN_SUBS.gradle = ['build', 'test', 'clean', 'check', 'assemble', 'bootrun', 'run', 'dependencies', 'tasks', 'publish'];
KNOWN_SUBS.gradlew = KNOWN_SUBS.gradle;
KNOWN_SUBS.pipx = ['install', 'run', 'uninstall', 'upgrade', 'list', 'inject', 'ensurepath'];
KNOWN_SUBS.bundle = ['exec', 'install', 'update', 'config', 'add', 'lock', 'outdated', 'check'];
KNOWN_SUBS.gem = ['install', 'uninstall', 'update', 'list', 'build', 'push'];
KNOWN_SUBS.flyctl = KNOWN_SUBS.fly!;

/**
 * Subcommands of tools rulesweep has no list for, as a store's own failed commands use them
 * (`dune build`, `sf project deploy start`, `opam switch create`): see learnSubcommands. Set only
 * while one store is read (withStoreSubcommands); each setting is a new generation, so what was
 * remembered for one store is not reused for another.
 */
let storeSubcommands: ReadonlyMap<string, readonly string[]> = new Map();
let storeNesting: ReadonlySet<string> = new Set();
/** Settings made so far, and which one is in force (0: none). */
let settings = 0;
let setting = 0;

/** What a store's failed commands teach of its tools (see learnSubcommands). */
export interface StoreSubcommands {
  /** Each program's subcommands: `dune` → build, test, exec. */
  of: ReadonlyMap<string, readonly string[]>;
  /** Programs whose subcommands take their own: `sf project deploy`, `sf project retrieve`. */
  nesting: ReadonlySet<string>;
}

/** `program`'s second word is a subcommand: a program of SUBCOMMAND_PROGRAMS, or one the store taught. */
export function takesSubcommand(program: string): boolean {
  return SUBCOMMAND_PROGRAMS.has(program) || storeSubcommands.has(program);
}

/** The subcommands of `program` people name in prose: KNOWN_SUBS and those the store ran it with. */
export function knownSubsOf(program: string): readonly string[] | undefined {
  return storeSubcommands.get(program) ?? KNOWN_SUBS[program];
}

/** Which store's subcommands apply now (0: none): part of what a reading is remembered by. */
export function subcommandGeneration(): number {
  return storeSubcommands.size === 0 && storeNesting.size === 0 ? 0 : setting;
}

/** Runs `read` with `subcommands` (from learnSubcommands) in force, and puts back what was before. */
export function withStoreSubcommands<T>(subcommands: StoreSubcommands, read: () => T): T {
  const [before, nestingBefore, settingBefore] = [storeSubcommands, storeNesting, setting];
  storeSubcommands = subcommands.of;
  storeNesting = subcommands.nesting;
  settings += 1;
  setting = settings;
  try {
    return read();
  } finally {
    storeSubcommands = before;
    storeNesting = nestingBefore;
    setting = settingBefore;
  }
}

/** What a shell does itself: `cd frontend` changes folder, it has no subcommands. */
const SHELL_BUILTINS = new Set(['cd', 'pushd', 'popd', 'export', 'source', 'set', 'unset', 'alias', 'exit', 'exec', 'read', 'shift', 'type', 'command', 'builtin', 'wait', 'trap', 'ulimit', 'umask', 'hash', 'setenv', 'local', 'declare']);

/** A word that can be a subcommand: `build`, `deploy`, `create-db`; not a file, a path, a value. */
const SUBCOMMAND_WORD = /^[a-z][a-z0-9-]{1,23}$/;

/**
 * The subcommands a store's failed commands teach, from the invocations they ran: a program
 * rulesweep knows nothing of, run at least twice with a plain word first and mostly so (`dune build`,
 * `dune test`, `dune exec x`), takes subcommands, and those words are them. Programs rulesweep knows
 * keep what it knows (`grep foo` searches for foo), and a program run once teaches nothing.
 */
export function learnSubcommands(invocations: Iterable<Invocation>): StoreSubcommands {
  const all = [...invocations];
  const programs = new Set(all.map((invocation) => invocation.program));
  const runs = new Map<string, { total: number; runsTools: boolean; words: string[]; pairs: Set<string> }>();
  for (const { program, args } of all) {
    if (takesSubcommand(program) || isKnownProgram(program) || SHELL_BUILTINS.has(program) || program.includes('.')) continue;
    const seen = runs.get(program) ?? { total: 0, runsTools: false, words: [], pairs: new Set<string>() };
    seen.total += 1;
    const first = args[0];
    if (first !== undefined && SUBCOMMAND_WORD.test(first)) {
      seen.words.push(first);
      if (args[1] !== undefined && SUBCOMMAND_WORD.test(args[1])) seen.pairs.add(`${first} ${args[1]}`);
      // `lando drush cr`, `symfony composer install`: a tool first (one rulesweep knows, or the store
      // runs) is what a runner runs, and its words are no subcommands. Not a word the GNU tools
      // happen to have too: `opam env`, `opam install`.
      if ((isKnownProgram(first) || programs.has(first)) && !GNU_TOOLS.has(first)) seen.runsTools = true;
    }
    runs.set(program, seen);
  }
  const learned = new Map<string, readonly string[]>();
  const nesting = new Set<string>();
  for (const [program, { total, runsTools, words, pairs }] of runs) {
    if (runsTools || words.length < 2 || words.length * 2 < total) continue;
    learned.set(program, [...new Set(words)]);
    // `sf project deploy start`, `sf project retrieve start`: one subcommand with two of its own.
    const firsts = new Set([...pairs].map((pair) => pair.split(' ')[0]));
    if (pairs.size > firsts.size) nesting.add(program);
  }
  // A tool known to take subcommands is named in prose with those the store ran too (`nix build`,
  // which no list of nix's has).
  const ran = new Map<string, Set<string>>();
  for (const { program, sub } of all) {
    // (Not what `npx` runs: `npx ng` runs ng, it has no subcommand ng.)
    if (sub === undefined || !SUBCOMMAND_PROGRAMS.has(program) || PURE_RUNNERS.has(program)) continue;
    const word = sub.split(' ')[0]!;
    if (KNOWN_SUBS[program]?.includes(word)) continue;
    ran.set(program, (ran.get(program) ?? new Set()).add(word));
  }
  for (const [program, subs] of ran) learned.set(program, [...(KNOWN_SUBS[program] ?? []), ...subs]);
  return { of: learned, nesting };
}

/** Subcommands that run another program: `pnpm exec tsc`, `uv run pytest` (but `pnpm run lint` runs a script). */
const RUNNER_SUBS = new Set(['exec', 'dlx', 'x']);
const RUN_RUNS_PROGRAMS = new Set(['uv', 'poetry', 'pipenv', 'pdm', 'hatch', 'conda', 'mamba', 'micromamba', 'mise', 'rye', 'pixi', 'bundle', 'dotnet']);

/** A runner's options that take a value, before the program it runs: `-n env` of `conda run`, `--with x` of `uv run`. */
const CONDA_RUN_VALUE_FLAGS = new Set(['-n', '--name', '-p', '--prefix', '--cwd']);
const RUNNER_VALUE_FLAGS: Record<string, ReadonlySet<string>> = {
  conda: CONDA_RUN_VALUE_FLAGS,
  mamba: CONDA_RUN_VALUE_FLAGS,
  micromamba: CONDA_RUN_VALUE_FLAGS,
  uv: new Set(['--with', '--python', '-p', '--package', '--extra', '--group', '--env-file', '--directory', '--project', '--index', '--with-requirements']),
  poetry: new Set(['-C', '--directory', '-P', '--project']),
  pdm: new Set(['-p', '--project']),
  pixi: new Set(['-e', '--environment', '--manifest-path']),
};

/** True when `program sub …` runs the program named next: `pnpm exec tsc`, `uv run pytest` (not `docker exec web …`: see nestedCommand). */
export function runsProgram(program: string, sub: string | undefined): boolean {
  return sub !== undefined && (RUNNER_SUBS.has(sub) || (sub === 'run' && RUN_RUNS_PROGRAMS.has(program))) && !EXECS_IN_CONTAINER.has(program);
}

const JS_PACKAGE_MANAGERS = new Set(['pnpm', 'yarn', 'bun', 'npm']);

/** Programs whose first word is the program they run: `npx tsc`, `bunx prisma`. */
const PURE_RUNNERS = new Set(['npx', 'bunx', 'pnpx', 'uvx']);

/** A JavaScript package manager: `run <script>` runs a script of package.json (`bun run check`). */
export function isPackageManager(program: string): boolean {
  return JS_PACKAGE_MANAGERS.has(program);
}

/** `program sub <name>` runs a script or task the project defines: `bun run check`, `deno task manifest`. */
export function runsScriptSub(program: string, sub: string): boolean {
  return (sub === 'run' && isPackageManager(program)) || (sub === 'task' && program === 'deno');
}

/** …that also runs a script by its name alone (`yarn verify`, `pnpm lint`); npm needs `run`. */
export function runsScriptsByName(program: string): boolean {
  return JS_PACKAGE_MANAGERS.has(program) && program !== 'npm';
}

/** The program runs a project's own copy of a tool named after it (`pnpm supabase`, `npx prisma`): see ranInvocation. */
export function runsToolsByName(program: string): boolean {
  return JS_PACKAGE_MANAGERS.has(program) || PURE_RUNNERS.has(program);
}

/**
 * The program a runner ran, as the invocation that failed: `tsc` for `npx tsc --noEmit`, `next`
 * for `pnpm --filter web exec next export`, `pytest` for `uv run pytest` (the runner kept as a
 * wrapper). Any other invocation as it is.
 */
export function ranInvocation(invocation: Invocation): Invocation {
  if (PURE_RUNNERS.has(invocation.program) && invocation.sub !== undefined && /^[a-z@][\w.@/-]*$/.test(invocation.sub)) {
    return { program: invocation.sub, flags: invocation.flags, args: invocation.args, wrappers: [...invocation.wrappers, invocation.program] };
  }
  // `pnpm turbo run build`, `yarn jest`: a package manager runs a tool of the project by its name.
  if (JS_PACKAGE_MANAGERS.has(invocation.program) && invocation.sub !== undefined && !KNOWN_SUBS[invocation.program]?.includes(invocation.sub)
    && KNOWN.has(invocation.sub) && !JS_PACKAGE_MANAGERS.has(invocation.sub)) {
    return { program: invocation.sub, flags: invocation.flags, args: invocation.args, wrappers: [...invocation.wrappers, invocation.program] };
  }
  if (runsProgram(invocation.program, invocation.sub)) {
    const inner = invocation.ran ? invocationOf(invocation.ran) : undefined;
    if (inner) return { ...inner, wrappers: [...invocation.wrappers, invocation.program, ...inner.wrappers] };
    const ran = invocation.args[invocation.args.length - 1];
    if (ran !== undefined && /^[a-z][\w.-]*$/.test(ran)) return { program: ran, flags: [], args: [], wrappers: [...invocation.wrappers, invocation.program] };
  }
  const inside = ranInContainer(invocation);
  if (inside) return { ...inside, wrappers: [...invocation.wrappers, invocation.program, ...inside.wrappers] };
  return invocation;
}

/** Laravel Sail's own commands; any other first word is a program it runs in the app container (`sail artisan`, `sail php`). */
const SAIL_OWN = new Set(['up', 'down', 'build', 'stop', 'start', 'restart', 'ps', 'logs', 'shell', 'bash', 'root-shell', 'root-bash', 'share', 'open', 'pull']);

/**
 * The program Laravel Sail runs in the app container for the command: `phpstan` for `sail php
 * vendor/bin/phpstan analyse`. Undefined when the command is Sail's own (`sail up`). (What compose's
 * exec and run, `docker exec` and `kubectl exec` run is read as a command of its own: see nestedCommand.)
 */
function ranInContainer(invocation: Invocation): Invocation | undefined {
  const { program, args } = invocation;
  if (program !== 'sail') return undefined;
  const first = args.findIndex((arg) => !arg.startsWith('-'));
  if (first < 0 || SAIL_OWN.has(args[first]!)) return undefined;
  const rest = args[first] === 'exec' ? afterService(args.slice(first + 1)) : args.slice(first);
  if (rest.length === 0) return undefined;
  const ran = invocationOf(rest);
  if (!ran) return undefined;
  // `php artisan migrate`, `php vendor/bin/phpstan analyse`: the interpreter runs a script by its path.
  const script = ran.program === 'php' && ran.args[0] !== undefined && /^[a-z][\w./-]*$/.test(ran.args[0]) && !ran.args[0].endsWith('.php') ? invocationOf(rest.slice(1)) : undefined;
  return script ? { ...script, wrappers: ['php', ...script.wrappers] } : ran;
}

/** Flags of a container tool's exec and run that take a value: `-u root`, `-v ./out:/out`, `--entrypoint sh`. */
const SERVICE_VALUE_FLAGS = new Set(['-u', '--user', '-w', '--workdir', '-e', '--env', '--env-file', '--detach-keys', '--index', '--name', '--entrypoint', '-v', '--volume', '-p', '--publish', '-l', '--label']);

/** The words after a service or container name and the flags before it (`-T`, `-u root`, `-it`), past a `--`. */
function afterService(words: readonly string[]): string[] {
  let i = 0;
  while (i < words.length && words[i]!.startsWith('-') && words[i] !== '--') i += SERVICE_VALUE_FLAGS.has(words[i]!) ? 2 : 1;
  return words.slice(words[i + 1] === '--' ? i + 2 : i + 1);
}

/** CLIs whose subcommands have subcommands: `az group delete`, `gh pr create`, `prisma migrate deploy`. */
const NESTED_SUBCOMMANDS = new Set(['az', 'gcloud', 'gh', 'glab', 'prisma', 'dotnet', 'heroku', 'firebase', 'fly', 'flyctl', 'eas', 'airflow']);

/** Subcommands of other CLIs that have their own: `git lfs pull` is not `git lfs lock`. */
const NESTING_SUBS = new Set(['git lfs', 'git stash', 'git submodule', 'git remote', 'git worktree', 'podman machine', 'docker buildx', 'docker context',
  'kubectl rollout', 'kubectl config', 'helm repo', 'helm dependency', 'terraform state', 'terraform workspace', 'tofu state', 'tofu workspace',
  'uv pip', 'uv tool', 'uv python', 'go mod', 'poetry env', 'brew services']);

/** Whether `program sub` takes a subcommand of its own (`az group delete`, `git lfs pull`). */
export function nestsSubcommands(program: string, sub: string | undefined): boolean {
  return NESTED_SUBCOMMANDS.has(program) || storeNesting.has(program) || (sub !== undefined && NESTING_SUBS.has(`${program} ${sub}`));
}

/** `group delete` for `az group delete --name x`; the subcommand alone for a CLI without nested ones. */
export function fullSub(program: string, sub: string | undefined, args: readonly string[]): string | undefined {
  if (sub === undefined || !nestsSubcommands(program, sub)) return sub;
  const next = args[0];
  return next !== undefined && /^[a-z][a-z0-9:-]*$/.test(next) ? `${sub} ${next}` : sub;
}

/** An invocation's subcommand with its nested one: `group delete` of `az group delete --name x`. */
export function invocationSub(invocation: Pick<Invocation, 'program' | 'sub' | 'args'>): string | undefined {
  return fullSub(invocation.program, invocation.sub, invocation.args.filter((arg) => !arg.startsWith('-')));
}

/** Two subcommands agree when one is the other or begins it: `group` and `group delete`, not `group deployment` and `group delete`. */
export function subsAgree(a: string | undefined, b: string | undefined): boolean {
  return a === undefined || b === undefined || a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
}

/** Subcommands that install what a project needs, whichever package manager says them. */
const INSTALL_VERBS = new Set(['install', 'i', 'add', 'ci', 'sync']);

/**
 * Two tools' subcommands do one job: they agree (a script run or not: `run dev`, `dev`), or both
 * install (`pip install`, `uv add`, `npm ci`). `oc login` does not do the job of `kubectl rollout`.
 */
export function sameJob(sub: string, other: string | undefined): boolean {
  if (other === undefined || subsAgree(sub, other)) return true;
  const script = (text: string) => text.replace(/^run\s+/, '');
  const verb = (text: string) => script(text).split(' ')[0]!;
  return subsAgree(script(sub), script(other)) || (INSTALL_VERBS.has(verb(sub)) && INSTALL_VERBS.has(verb(other)));
}

/** Words that wrap the command that really ran. */
const WRAPPERS = new Set(['sudo', 'doas', 'env', 'time', 'nohup', 'command', 'exec', 'nice', 'stdbuf', 'caffeinate']);
/** Version pinners that run the programs they pin when named after them (`fvm flutter build`; `fvm install` is fvm's own command). */
const PINNING_WRAPPERS = new Map([['fvm', new Set(['flutter', 'dart'])]]);

/** Segments of a compound command that only set up the one that failed. */
const SETUP = new Set(['cd', 'export', 'source', '.', 'set', 'echo', 'pushd', 'popd', 'true', 'printf', 'unset', 'mkdir']);

/** Subcommand aliases people type: `npm i`, `git co`. Keyed by program. */
const SUB_ALIASES: Record<string, Record<string, string>> = {
  npm: { i: 'install', add: 'install', isntall: 'install', in: 'install', t: 'test', tst: 'test', 'run-script': 'run', rb: 'rebuild', un: 'uninstall', rm: 'uninstall', r: 'uninstall', x: 'exec' },
  pnpm: { i: 'install', rm: 'remove', un: 'remove', uninstall: 'remove', t: 'test', x: 'dlx' },
  bun: { i: 'install', a: 'add', rm: 'remove', x: 'exec' },
  yarn: { rm: 'remove' },
  git: { co: 'checkout', br: 'branch', ci: 'commit', st: 'status', sw: 'switch' },
  kubectl: { logs: 'logs', log: 'logs' },
};

/** Flag synonyms, keyed by program or `program sub`; the canonical spelling is the value. */
const FLAG_ALIASES: Record<string, Record<string, string>> = {
  'git push': { '-f': '--force', '-n': '--dry-run', '-u': '--set-upstream' },
  'git commit': { '-n': '--no-verify', '-m': '--message', '-a': '--all' },
  'git switch': { '-c': '--create', '-C': '--force-create' },
  'git checkout': { '-f': '--force' },
  'git clean': { '-f': '--force', '-n': '--dry-run', '-d': '-d' },
  'git reset': {},
  rm: { '-r': '--recursive', '-R': '--recursive', '-f': '--force' },
  cp: { '-r': '--recursive', '-R': '--recursive', '-f': '--force' },
  grep: { '-P': '--perl-regexp', '-E': '--extended-regexp', '-r': '--recursive', '-R': '--dereference-recursive', '-i': '--ignore-case' },
  sed: { '-i': '--in-place', '-E': '--regexp-extended', '-r': '--regexp-extended' },
  xargs: { '-r': '--no-run-if-empty', '-0': '--null' },
  date: { '-d': '--date', '-u': '--utc' },
  base64: { '-w': '--wrap', '-d': '--decode' },
  stat: { '-c': '--format' },
  tail: { '-f': '--follow', '-F': '--follow=name', '-n': '--lines' },
  readlink: { '-f': '--canonicalize' },
  curl: { '-f': '--fail', '-s': '--silent', '-S': '--show-error', '-L': '--location', '-o': '--output', '-X': '--request', '-H': '--header' },
  kubectl: { '-n': '--namespace' },
  'docker run': { '-d': '--detach', '-i': '--interactive', '-t': '--tty' },
  'npm install': { '-g': '--global', '-D': '--save-dev' },
  ls: {},
  find: {},
};

/** Programs whose single-dash words are long options (`find -printf`), never clusters of letters. */
const SINGLE_DASH_LONG = new Set(['find', 'java', 'go', 'gfind', 'ffmpeg', 'xcodebuild', 'openssl', 'clang', 'gcc']);

/** GNU tools that macOS ships in BSD versions, installed by Homebrew with a `g` prefix (`gsed`). */
const GNU_TOOLS = new Set([
  'sed', 'date', 'timeout', 'readlink', 'stat', 'find', 'grep', 'xargs', 'base64', 'tar', 'awk', 'cp', 'mv', 'ls',
  'sort', 'head', 'tail', 'wc', 'du', 'df', 'touch', 'realpath', 'sha256sum', 'sha1sum', 'md5sum', 'split', 'cut',
  'tr', 'mktemp', 'ln', 'rm', 'dd', 'seq', 'shuf', 'nproc', 'numfmt', 'tac', 'paste', 'join', 'fold', 'install',
  'make', 'patch', 'diff', 'getopt', 'indent', 'units', 'which', 'echo', 'printf', 'env', 'dircolors', 'chmod',
]);

/** Tool names that are variants of one tool. */
const FAMILY: Record<string, string> = {
  nodejs: 'node', 'docker-compose': 'compose', 'podman-compose': 'compose', opentofu: 'tofu', 'python-is-python3': 'python',
  ripgrep: 'rg', httpie: 'http', 'fd-find': 'fd', 'ts-node': 'ts-node', pip3: 'pip', pip2: 'pip', python3: 'python', python2: 'python', py: 'python',
  // Wrapper scripts that pin a tool's version: `./mvnw` is the project's `mvn`.
  mvnw: 'mvn', gradlew: 'gradle', sbtw: 'sbt',
  // `fly` is the short name flyctl installs for itself.
  flyctl: 'fly',
};

/** Words that name a family of tools rather than one program ("the old compose syntax"). */
export const FAMILY_NAMES = new Set(['compose']);

/** Tools that do the same job, so that one is the replacement of another. */
const CATEGORIES: Record<string, string[]> = {
  'js-package-manager': ['npm', 'yarn', 'pnpm', 'bun', 'npx', 'pnpx', 'bunx', 'corepack'],
  'python-packaging': ['pip', 'pipx', 'uv', 'poetry', 'conda', 'pipenv', 'pdm', 'easy_install', 'mamba', 'pip-compile', 'pip-sync'],
  'container-runtime': ['docker', 'podman', 'nerdctl', 'colima'],
  download: ['curl', 'wget', 'http', 'httpie', 'aria2c', 'fetch'],
  checksum: ['sha256sum', 'shasum', 'sha1sum', 'sha512sum', 'md5sum', 'md5', 'cksum', 'b2sum'],
  'infrastructure-as-code': ['terraform', 'tofu', 'pulumi', 'terragrunt'],
  'python-formatter': ['black', 'ruff', 'autopep8', 'yapf', 'isort'],
  'python-linter': ['flake8', 'pylint', 'ruff', 'pycodestyle', 'pyflakes', 'mypy'],
  'js-linter': ['eslint', 'prettier', 'biome', 'dprint', 'standard', 'oxlint'],
  'os-package-manager': ['apt', 'apt-get', 'apk', 'yum', 'dnf', 'brew', 'pacman', 'zypper', 'port', 'snap'],
  search: ['grep', 'rg', 'ag', 'ack', 'git-grep'],
  'js-test-runner': ['jest', 'vitest', 'mocha', 'ava', 'jasmine'],
  'python-test-runner': ['pytest', 'nose2', 'unittest', 'tox', 'nox'],
  privilege: ['sudo', 'doas', 'su'],
  typescript: ['tsc', 'ts-node', 'tsx', 'esbuild-register'],
  'node-version': ['nvm', 'volta', 'fnm', 'n', 'asdf', 'mise'],
  shell: ['bash', 'sh', 'zsh', 'fish', 'dash', 'ash'],
  'js-runtime': ['node', 'bun', 'deno'],
  kubernetes: ['kubectl', 'oc', 'k9s', 'kubectx'],
  'forge-cli': ['gh', 'glab', 'tea', 'hub'],
  editor: ['vim', 'vi', 'nano', 'emacs', 'code'],
  'git-branching': ['git checkout', 'git switch', 'git restore'],
  archive: ['zip', 'tar', 'gzip', '7z'],
  // The database a project is on, by its name or its client: "we're on postgres here" after `mysql` failed.
  'sql-database': ['postgres', 'postgresql', 'psql', 'pgcli', 'mysql', 'mariadb', 'mycli', 'sqlite3', 'sqlite', 'sqlcmd'],
  'sql-dump': ['pg_dump', 'pg_dumpall', 'mysqldump', 'mariadb-dump'],
  'php-formatter': ['php-cs-fixer', 'pint', 'phpcbf'],
  'php-linter': ['phpstan', 'psalm', 'phpcs', 'phan'],
  'go-linter': ['golangci-lint', 'staticcheck', 'golint', 'revive'],
  // Task runners a project's build goes through: "builds go through mage" after `make build`.
  'task-runner': ['make', 'gmake', 'mage', 'just', 'task', 'rake'],
};

/**
 * Clients of one database, so that moving a project from one to another is one switch: `psql` for
 * `mysql` and `pg_dump` for `mysqldump` are the same lesson ("there's no mysql in this stack").
 */
const SUITES: Record<string, string[]> = {
  postgres: ['postgres', 'postgresql', 'psql', 'pgcli', 'pg_dump', 'pg_dumpall', 'pg_restore', 'createdb', 'dropdb', 'pg_ctl'],
  mysql: ['mysql', 'mysqldump', 'mariadb', 'mariadb-dump', 'mycli', 'mysqladmin'],
};

const SUITE_OF = new Map(Object.entries(SUITES).flatMap(([suite, tools]) => tools.map((tool) => [tool, suite] as const)));

/** The database whose client `program` is (`pg_dump` → postgres), if it is one. */
export function suiteOf(program: string): string | undefined {
  return SUITE_OF.get(program);
}

const CATEGORY_OF = new Map<string, string[]>();
for (const [category, tools] of Object.entries(CATEGORIES)) {
  for (const tool of tools) CATEGORY_OF.set(tool, [...(CATEGORY_OF.get(tool) ?? []), category]);
}

/** Programs people name in corrections; with the programs of captured commands, what counts as a tool. */
const KNOWN = new Set([
  ...SUBCOMMAND_PROGRAMS, ...CATEGORY_OF.keys(), ...GNU_TOOLS, ...Object.keys(FAMILY),
  'awk', 'base64', 'cat', 'chmod', 'chown', 'clang', 'cmake', 'curl', 'cut', 'date', 'diff', 'echo', 'eval', 'gtimeout',
  'head', 'java', 'jq', 'kill', 'killall', 'less', 'ls', 'mongo', 'mysql', 'ninja', 'node', 'openssl', 'perl', 'pkill',
  'psql', 'pwsh', 'python', 'redis-cli', 'rsync', 'ruby', 'rustc', 'scp', 'shellcheck', 'ssh', 'tee', 'timeout',
  'tr', 'uniq', 'watch', 'yq', 'zsh', 'gh', 'sqlite3', 'xcrun', 'xcodebuild', 'swift', 'gradlew', 'mvnw',
  'ffmpeg', 'convert', 'magick', 'lsof', 'netstat', 'ss', 'ps', 'top', 'htop', 'open', 'xdg-open', 'pbcopy',
  'wc', 'sort', 'shasum', 'readlink', 'realpath', 'stat', 'find', 'xargs', 'sed', 'grep', 'tail', 'docker', 'compose',
  'trash', 'gawk', 'direnv', 'pre-commit', 'lefthook', 'husky', 'biome', 'turbo', 'nx', 'lerna', 'changeset', 'sqlx', 'prisma',
  'composer', 'php', 'artisan', 'pest', 'phpunit',
  'uvicorn', 'gunicorn', 'fastapi', 'flask', 'snowsql', 'pyright', 'vite', 'webpack', 'ansible', 'ansible-playbook', 'packer',
  'terragrunt', 'tflint', 'adb', 'gpg', 'pod', 'xcode-select', 'next', 'nest', 'storybook', 'iex', 'elixir', 'sqlcmd',
  // System tools people name beside the GNU ones they stand in for: "macOS has no nproc; sysctl -n hw.ncpu".
  'sysctl', 'nproc', 'getconf', 'lscpu', 'launchctl', 'diskutil', 'scutil', 'networksetup', 'ifconfig', 'nslookup', 'dig',
  'traceroute', 'journalctl', 'udevadm', 'lsusb', 'dmesg', 'uname', 'md5sum', 'md5', 'sha256sum', 'gdate', 'gstat',
  'ctest', 'cpack', 'vcpkg', 'conan', 'clang-format', 'clang-tidy', 'git-lfs', 'py',
  'ansible-vault', 'ansible-lint', 'ansible-inventory', 'ansible-doc', 'ansible-config', 'molecule',
  // C and C++ compilers (and their versioned names, `g++-13`, `clang-17`: see isKnownProgram).
  'gcc', 'g++', 'clang', 'clang++',
]);

/** Known programs that are also ordinary words; they count as tools only where the text treats them as code. */
export const AMBIGUOUS_PROGRAMS = new Set([
  'make', 'find', 'date', 'time', 'test', 'sort', 'head', 'tail', 'cat', 'cut', 'join', 'split', 'file', 'man',
  'open', 'less', 'more', 'kill', 'watch', 'touch', 'which', 'echo', 'type', 'read', 'wait', 'sleep', 'install',
  'black', 'yes', 'top', 'go', 'node', 'helm', 'tofu', 'task', 'just', 'patch', 'diff', 'convert', 'code', 'fetch',
  'n', 'http', 'ps', 'ss', 'du', 'df', 'stat', 'env', 'nice', 'units', 'indent', 'standard', 'eval', 'command',
  'exec', 'source', 'set', 'export', 'printf', 'seq', 'tr', 'wc', 'ln', 'rm', 'cp', 'mv', 'sh', 'fish', 'dash',
  'ash', 'ack', 'ag', 'kind', 'vi', 'bundle', 'composer', 'gem', 'rails', 'swift', 'java', 'perl', 'ruby', 'compose',
  'port', 'snap', 'http', 'watch', 'ninja', 'mage', 'fly', 'pass', 'just', 'make', 'trash', 'pre-commit', 'husky', 'lefthook', 'turbo', 'changeset', 'biome',
  'pint', 'revive', 'artisan', 'pest',
  'vite', 'next', 'nest', 'op', 'pod', 'vault', 'celery', 'mix', 'expo', 'sdk', 'flask', 'packer', 'dart', 'rye',
]);

/**
 * The known program a word is a slip of the fingers for: two neighbouring letters swapped ("pnmp",
 * "dokcer", "comopser"), in a name of four letters or more that is not itself a word people write.
 */
export function misspeltProgram(word: string): string | undefined {
  if (word.length < 4 || KNOWN.has(word) || REAL_WORDS.has(word)) return undefined;
  return swappedOnce(word) || undefined;
}

/** Corrections are written in the same few thousand words: each is tried once ('' for no program). */
const swappedOnce = remembered((word) => swappedProgram(word) ?? '', 50_000);

function swappedProgram(word: string): string | undefined {
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1] || word[i] === '-' || word[i + 1] === '-') continue;
    const program = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (KNOWN.has(program) && !AMBIGUOUS_PROGRAMS.has(program) && /^[a-z][a-z0-9-]*$/.test(program)) return program;
  }
  return undefined;
}

/** Words a swap of two letters of a program's name makes (`pets` of `pest`): never read as the program. */
const REAL_WORDS = new Set(['veal', 'pets', 'nets', 'viet', 'slat', 'from', 'form', 'salt', 'tale', 'teal', 'ilke', 'naem']);

export function isKnownProgram(word: string): boolean {
  return KNOWN.has(word.toLowerCase()) || (word.length > 1 && word[0] === 'g' && GNU_TOOLS.has(word.slice(1).toLowerCase()))
    || VERSIONED_COMPILER.test(word);
}

/** A compiler named with its version: `g++-13`, `gcc-12`, `clang-17`, `clang++-17`. */
const VERSIONED_COMPILER = /^(?:gcc|g\+\+|clang|clang\+\+)-\d+(?:\.\d+)*$/i;

/** The tool a program is a variant of: `gsed` → `sed`, `python3.12` → `python`, `docker-compose` → `compose`. */
export const familyOf: (program: string) => string = remembered(computeFamily, 50_000);

function computeFamily(program: string): string {
  const lower = program.toLowerCase();
  const mapped = FAMILY[lower];
  if (mapped) return mapped;
  const versioned = /^(python|pip|pydoc|ruby|perl|php|lua|node|java|clang\+\+|clang|gcc|g\+\+|idle)-?[\d.]+$/.exec(lower);
  if (versioned) return versioned[1] === 'pip' ? 'pip' : versioned[1]!;
  if (lower.length > 2 && lower[0] === 'g' && GNU_TOOLS.has(lower.slice(1))) return lower.slice(1);
  // A tool shipped as a script with and without its suffix (Kafka's `kafka-topics.sh` and `kafka-topics`).
  if (lower.endsWith('.sh') && lower.length > 5) return lower.slice(0, -3);
  return lower;
}

/** The family of an invocation's head: `docker compose` is the compose tool, `git push` stays `git`. */
export function familyOfInvocation(invocation: Pick<Invocation, 'program' | 'sub'>): string {
  if (invocation.program === 'docker' && invocation.sub === 'compose') return 'compose';
  if (invocation.program === 'podman' && invocation.sub === 'compose') return 'compose';
  return familyOf(invocation.program);
}

/** The jobs a tool does (`npm` → js-package-manager), for telling a replacement from a stranger. */
export function categoriesOf(program: string, sub?: string): string[] {
  const head = sub ? CATEGORY_OF.get(`${program} ${sub}`) : undefined;
  return head ?? CATEGORY_OF.get(program) ?? CATEGORY_OF.get(familyOf(program)) ?? [];
}

/** Every spelling of a canonical flag for a program (`--force` → `-f`, `--force` for `git push`), canonical first. */
export function flagSpellings(program: string, sub: string | undefined, flag: string): string[] {
  const spellings = [flag];
  for (const table of [sub ? FLAG_ALIASES[`${program} ${sub}`] : undefined, FLAG_ALIASES[familyOf(program)]]) {
    if (!table) continue;
    for (const [alias, canonical] of Object.entries(table)) if (canonical === flag && !spellings.includes(alias)) spellings.push(alias);
  }
  return spellings;
}

export function canonicalFlag(program: string, sub: string | undefined, flag: string): string {
  const family = familyOf(program);
  const bare = flag.includes('=') ? flag.slice(0, flag.indexOf('=')) : flag;
  return (sub ? FLAG_ALIASES[`${family} ${sub}`]?.[bare] : undefined) ?? FLAG_ALIASES[family]?.[bare] ?? bare;
}

/**
 * Whether `invocation` passed `flag`, a flag as a person wrote it without its program ("never -f
 * main"): its canonical spelling for the invocation's program (`-f` is `--force` for `git push`).
 */
export function passesFlag(invocation: Pick<Invocation, 'program' | 'sub' | 'flags'>, flag: string): boolean {
  return invocation.flags.includes(flag) || invocation.flags.includes(canonicalFlag(invocation.program, invocation.sub, flag));
}

/** Flags that put a program in another mode, as a subcommand would: `cmake --build` builds, `cmake --preset x` configures. */
const MODE_FLAGS: Record<string, ReadonlySet<string>> = {
  cmake: new Set(['--build', '--install', '--workflow', '-E', '-P', '--open']),
  ctest: new Set(['--build-and-test', '-S', '--script']),
  tar: new Set(['-c', '-x', '-t', '-r', '-u', '--create', '--extract', '--list', '--append', '--update']),
};

/** The mode flags an invocation or a flag list passes: `--build` of `cmake --build --preset x`. */
export function modeFlagsOf(program: string | undefined, flags: readonly string[]): string[] {
  const modes = program === undefined ? undefined : MODE_FLAGS[familyOf(program)];
  return modes ? flags.filter((flag) => modes.has(flag)) : [];
}

export function canonicalSub(program: string, word: string): string {
  return SUB_ALIASES[familyOf(program)]?.[word] ?? word;
}

// ---------------------------------------------------------------------------------------------
// Splitting a command line

/** The words of one simple command, and the separator that ended it. */
interface Segment {
  words: string[];
}

/**
 * Splits a command line into simple commands, the way a shell would read them but without
 * expanding anything: quotes group words, `&&`, `||`, `;`, `|`, `&` and newlines separate
 * commands, `(`/`)` and `$(`…`)` are dropped, and here-document bodies (`<<EOF` … `EOF`) are
 * skipped, so a line of text in a heredoc is never read as a command.
 */
export function splitCommands(command: string): string[][] {
  // Command substitutions run commands too, even inside double quotes: `"$(readlink -f "$0")"`.
  const inner: string[][] = [];
  const outer = command.includes('$(') ? liftSubstitutions(command, inner) : command;
  return [...inner, ...splitSimple(outer)];
}

/** Replaces each `$(…)` outside single quotes by a plain word, collecting what it runs. */
function liftSubstitutions(command: string, into: string[][]): string {
  let out = '';
  let single = false;
  for (let i = 0; i < command.length; i += 1) {
    const char = command[i]!;
    if (char === "'" && !single && !out.endsWith('\\')) single = true;
    else if (char === "'" && single) single = false;
    if (!single && char === '$' && command[i + 1] === '(') {
      let depth = 1;
      let j = i + 2;
      for (; j < command.length && depth > 0; j += 1) {
        if (command[j] === '(') depth += 1;
        else if (command[j] === ')') depth -= 1;
      }
      into.push(...splitCommands(command.slice(i + 2, j - 1)));
      out += 'SUBSTITUTION';
      i = j - 1;
      continue;
    }
    out += char;
  }
  return out;
}

function splitSimple(command: string): string[][] {
  const segments: Segment[] = [];
  let words: string[] = [];
  let current = '';
  let started = false;
  let quote: string | undefined;
  const heredocs: string[] = [];
  const endWord = () => {
    if (started) words.push(current);
    current = '';
    started = false;
  };
  const endSegment = () => {
    endWord();
    if (words.length > 0) segments.push({ words });
    words = [];
  };
  for (let i = 0; i < command.length; i += 1) {
    const char = command[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < command.length) current += command[++i];
      else current += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      started = true;
      continue;
    }
    if (char === '\\' && i + 1 < command.length) {
      if (command[i + 1] === '\n') i += 1;
      // A Windows path (`tools\cook.py`, `build\win-msvc`): a backslash inside a word, before a name.
      else if (current !== '' && /[\w.:-]$/.test(current) && /[A-Za-z0-9_]/.test(command[i + 1]!)) current += char;
      else {
        current += command[++i];
        started = true;
      }
      continue;
    }
    if (char === '<' && command[i + 1] === '<' && command[i + 2] !== '<') {
      const match = /^<<-?\s*(["']?)([A-Za-z_][\w-]*)\1/.exec(command.slice(i));
      if (match) {
        heredocs.push(match[2]!);
        i += match[0].length - 1;
        continue;
      }
    }
    if (char === '\n') {
      endSegment();
      // Skip here-document bodies: every line up to its terminator.
      while (heredocs.length > 0) {
        const terminator = heredocs.shift()!;
        let end = command.indexOf('\n', i + 1);
        for (;;) {
          const line = command.slice(i + 1, end === -1 ? command.length : end);
          i = end === -1 ? command.length : end;
          if (line.trim() === terminator || end === -1) break;
          end = command.indexOf('\n', i + 1);
        }
      }
      continue;
    }
    if (char === ';' || char === '|' || char === '&' || char === '(' || char === ')' || char === '`') {
      endSegment();
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') {
      endWord();
      continue;
    }
    current += char;
    started = true;
  }
  endSegment();
  return segments.map((segment) => segment.words);
}

/** `/^[A-Za-z0-9_.+~][\w.+@~-]*$/` with a lower-case letter in it: a word that can name a program. */
function isProgramWord(word: string): boolean {
  if (word === '' || word[0] === '@' || word[0] === '-') return false;
  let letter = false;
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code >= 97 && code <= 122) letter = true;
    else if (!isWordChar(code) && !'.+@~-'.includes(word[i]!)) return false;
  }
  return letter;
}

/** Reads one simple command's words as an invocation; undefined when no program is in it. */
export function invocationOf(words: readonly string[]): Invocation | undefined {
  let index = 0;
  const wrappers: string[] = [];
  while (index < words.length) {
    const word = words[index]!;
    if (isAssignment(word)) index += 1;
    else if (WRAPPERS.has(word) || PINNING_WRAPPERS.get(word)?.has(words[index + 1]?.toLowerCase() ?? '')) {
      wrappers.push(word);
      index += 1;
      // `sudo -u x`, `env -i`, `nice -n 10`: the wrapper's own flags.
      while (index < words.length && words[index]!.startsWith('-')) index += words[index] === '-u' || words[index] === '-n' ? 2 : 1;
    } else break;
  }
  const first = words[index];
  if (first === undefined) return wrappers.length > 0 ? { program: wrappers[wrappers.length - 1]!, flags: [], args: [], wrappers: wrappers.slice(0, -1) } : undefined;
  const slash = Math.max(first.lastIndexOf('/'), first.lastIndexOf('\\'));
  // `vcpkg.exe`, `gradlew.bat` on Windows are `vcpkg` and `gradlew`.
  const base = programName(slash >= 0 ? first.slice(slash + 1) : first);
  if (!isProgramWord(base)) return undefined;
  // `python3 -m pip install x` runs pip: the module is the program, the interpreter a wrapper.
  const module = familyOf(base) === 'python' && words[index + 1] === '-m' ? words[index + 2]?.toLowerCase() : undefined;
  if (module !== undefined && isProgramWord(module)) {
    const run = invocationOf(words.slice(index + 2));
    return run ? { ...run, wrappers: [...wrappers, base, ...run.wrappers] } : undefined;
  }
  const rest = words.slice(index + 1);
  const invocation: Invocation = { program: base, flags: [], args: [], wrappers, ...(slash >= 0 ? { dir: first.slice(0, slash + 1) } : {}) };
  let subAt = -1;
  if (takesSubcommand(base)) subAt = subcommandIndex(base, rest);
  if (subAt >= 0) invocation.sub = canonicalSub(base, rest[subAt]!.toLowerCase());
  for (let i = 0; i < rest.length; i += 1) {
    if (i === subAt) continue;
    const word = rest[i]!;
    // `uv run -- pytest -x`, `carton exec -- prove -lr t/`: the runner's `--` comes before what it runs.
    if (word === '--' && runsProgram(base, invocation.sub) && i > subAt) continue;
    invocation.args.push(word.toLowerCase());
    // A runner's program (`pnpm exec tsc`): its words are its own, kept for ranInvocation.
    if (runsProgram(base, invocation.sub) && i > subAt && !word.startsWith('-')) {
      invocation.ran = rest.slice(i);
      // `aws-vault exec stage -- make apply`: a name to run as, then `--` and what runs.
      if (rest[i + 1] === '--' && rest[i + 2] !== undefined && !isKnownProgram(word) && isProgramWord(rest[i + 2]!)) {
        invocation.args.push(...rest.slice(i + 1, i + 2));
        invocation.ran = rest.slice(i + 2);
      }
      break;
    }
    if (word === '--') break;
    invocation.flags.push(...flagsOf(invocation, word));
    // The environment a runner runs in is not what it runs: `conda run -n marram python`.
    if (runsProgram(base, invocation.sub) && i > subAt && RUNNER_VALUE_FLAGS[base]?.has(word) && i + 1 < rest.length) {
      i += 1;
      invocation.args.push(rest[i]!.toLowerCase());
    }
  }
  return invocation;
}

/** The extensions Windows runs a file by: `.bat`, `.cmd`, `.exe`, `.ps1`, `.com`. */
const WINDOWS_EXECUTABLE = /\.(?:bat|cmd|exe|ps1|com)$/;

/** A program as named on any system, lower-case: `vcpkg.exe`, `RunUAT.bat` and `build.ps1` are `vcpkg`, `runuat`, `build`. */
export function programName(file: string): string {
  return file.toLowerCase().replace(WINDOWS_EXECUTABLE, '');
}

/** What a file name ends with, so `main.go` or `setup.py` after a program is not read as a task. */
const FILE_EXTENSIONS = /\.(?:[chmo]|cc|cpp|hpp|cs|go|rs|rb|py|pyi|js|mjs|cjs|ts|tsx|jsx|vue|svelte|php|java|kt|kts|swift|ex|exs|erl|hs|lua|pl|sh|bash|zsh|fish|ps1|bat|cmd|json|jsonl|ya?ml|toml|ini|cfg|conf|env|lock|md|rst|txt|csv|tsv|log|sql|xml|html?|css|scss|tf|tfvars|hcl|nix|bzl|gradle|properties|zip|gz|tgz|tar|whl|jar|war|apk|ipa|aab|dmg|exe|dll|so|dylib|a|img|iso|pem|key|crt|pdf|png|jpe?g|svg)$/i;

/** A task named with dots, as mix and invoke name theirs: `deps.get`, `ecto.migrate`, `docs.build` (not "i.e"). */
export function isDottedTask(word: string): boolean {
  return /^[a-z][a-z0-9_-]+(?:\.[a-z][a-z0-9_-]*)+$/i.test(word) && !FILE_EXTENSIONS.test(word);
}

/** The position of the subcommand: the first plain word, past global flags and their values (`kubectl --context x get`). */
function subcommandIndex(program: string, rest: readonly string[]): number {
  for (let i = 0; i < rest.length; i += 1) {
    const word = rest[i]!;
    // rustup's toolchain before the subcommand: `cargo +nightly fmt`.
    if (word.startsWith('+')) continue;
    if (word.startsWith('-')) {
      // A flag without `=` followed by a plain word and then another plain word: the first is its value.
      const next = rest[i + 1];
      const after = rest[i + 2];
      if (!word.includes('=') && next !== undefined && !next.startsWith('-') && /^--|^-[A-Za-z]$/.test(word)
        && !knownSubsOf(program)?.includes(next.toLowerCase()) && (after !== undefined || /^--/.test(word))) i += 1;
      continue;
    }
    return /^[a-z][a-z0-9:_-]*$/i.test(word) || isDottedTask(word) ? i : -1;
  }
  return -1;
}

function flagsOf(invocation: Invocation, word: string): string[] {
  if (!word.startsWith('-') || word === '-' || word === '--') return [];
  const { program, sub } = invocation;
  if (word.startsWith('--')) return [canonicalFlag(program, sub, word)];
  // `-oP` is two flags; `-w0` is -w with a value; `-printf` of find is one long option.
  const letters = /^-([A-Za-z]{1,4})(\d*)$/.exec(word);
  if (letters && !SINGLE_DASH_LONG.has(familyOf(program))) {
    return [...letters[1]!].map((letter) => canonicalFlag(program, sub, `-${letter}`));
  }
  const single = /^-([A-Za-z0-9])(.*)$/.exec(word);
  if (single && single[2] !== '' && /^[\d@%'"]/.test(single[2]!)) return [canonicalFlag(program, sub, `-${single[1]}`)];
  return [canonicalFlag(program, sub, word.includes('=') ? word.slice(0, word.indexOf('=')) : word)];
}

/**
 * Every invocation of a command line, wrappers kept on each; set-up segments (`cd x &&`) included.
 * A command that runs another command line elsewhere (`ssh panel 'ps -ef | grep hmi'`, `bash -c
 * '…'`, `kubectl exec pod -- …`) is followed by that line's invocations, the outer program kept as
 * their wrapper: an error from the far side names them.
 */
export function parseCommand(command: string | undefined): Invocation[] {
  return invocationsIn(command, 0);
}

/** parseCommand's work, `depth` command lines inside the one the agent ran. */
function invocationsIn(command: string | undefined, depth: number): Invocation[] {
  if (typeof command !== 'string' || command.trim() === '') return [];
  const invocations: Invocation[] = [];
  for (const words of splitCommands(command)) {
    const invocation = invocationOf(words);
    if (!invocation) continue;
    invocations.push(invocation);
    const nested = depth < 2 ? nestedCommand(invocation, words) : undefined;
    if (nested === undefined) continue;
    for (const inner of invocationsIn(nested, depth + 1)) {
      invocations.push({ ...inner, wrappers: [...invocation.wrappers, invocation.program, ...inner.wrappers] });
    }
  }
  return invocations;
}

/** Tools whose `exec` runs a command in a container or pod by its name: the name is not a program. */
const EXECS_IN_CONTAINER = new Set(['docker', 'podman', 'nerdctl', 'kubectl', 'oc']);
/** Shells that run the command line given to `-c` (`bash -lc '…'`). */
const SHELLS_WITH_C = new Set(['bash', 'sh', 'zsh', 'dash', 'ash', 'ksh', 'fish']);

/** Shells, POSIX and Windows: what a prompt names as the place a command ran ("you're in powershell, not bash"). */
export const SHELL_PROGRAMS: ReadonlySet<string> = new Set([...SHELLS_WITH_C, 'tcsh', 'csh', 'powershell', 'pwsh', 'cmd']);
/** ssh's options that take a value: the first word after the others is the host. */
const SSH_VALUE_FLAGS = new Set(['-b', '-c', '-D', '-E', '-e', '-F', '-I', '-i', '-J', '-L', '-l', '-m', '-O', '-o', '-p', '-Q', '-R', '-S', '-W', '-w', '-B']);
const COMPOSE_PROGRAMS = new Set(['docker-compose', 'podman-compose']);
/** Compose's own flags that take a value, before its subcommand: `-f docker-compose.ci.yml`, `-p pika`. */
const COMPOSE_VALUE_FLAGS = new Set(['-f', '--file', '-p', '--project-name', '--profile', '--env-file', '--project-directory', '--ansi', '--parallel', '--progress']);

/** What compose's exec or run runs in a service (`exec -T api curl -s …`: `curl -s …`), after compose's own words. */
function composeCommand(words: readonly string[]): string | undefined {
  let i = 0;
  while (i < words.length && words[i]!.startsWith('-')) i += COMPOSE_VALUE_FLAGS.has(words[i]!) ? 2 : 1;
  if (words[i] !== 'exec' && words[i] !== 'run') return undefined;
  const command = afterService(words.slice(i + 1));
  return command.length > 0 ? command.join(' ') : undefined;
}

/**
 * The command line a command runs elsewhere, as one string: the remote command of `ssh host …`,
 * the script of `bash -c`, `su -c`, `sg group -c`, `kas shell x.yml -c` and `nix develop -c`, what
 * `docker exec container …` and `kubectl exec pod -- …` run. Undefined for any other command.
 */
function nestedCommand(invocation: Invocation, words: readonly string[]): string | undefined {
  const { program, sub } = invocation;
  const at = words.findIndex((word) => {
    const slash = Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\'));
    return word.slice(slash + 1).toLowerCase().replace(/\.exe$/, '') === program;
  });
  if (at < 0) return undefined;
  const rest = words.slice(at + 1);
  const valueOf = (flags: readonly string[]) => {
    const index = rest.findIndex((word) => flags.includes(word));
    return index >= 0 ? rest[index + 1] : undefined;
  };
  if (program === 'ssh') {
    let i = 0;
    while (i < rest.length && rest[i]!.startsWith('-')) i += SSH_VALUE_FLAGS.has(rest[i]!) ? 2 : 1;
    const remote = rest.slice(i + 1);
    return remote.length > 0 ? remote.join(' ') : undefined;
  }
  if (SHELLS_WITH_C.has(program)) {
    const index = rest.findIndex((word) => /^-[a-z]*c[a-z]*$/.test(word));
    return index >= 0 ? rest[index + 1] : undefined;
  }
  if (program === 'su' || program === 'sg') return valueOf(['-c', '--command']);
  if ((program === 'kas' || program === 'kas-container') && rest.includes('shell')) return valueOf(['-c', '--command']);
  if (program === 'nix' && (sub === 'develop' || sub === 'shell' || rest[0] === 'develop' || rest[0] === 'shell')) {
    const index = rest.findIndex((word) => word === '-c' || word === '--command');
    return index >= 0 && index + 1 < rest.length ? rest.slice(index + 1).join(' ') : undefined;
  }
  if (program === 'nix-shell') return valueOf(['--run', '--command']);
  // devenv's shell runs the command given after it: `devenv shell -- elm-format src/`, `devenv shell gleam test`.
  if (program === 'devenv' && rest[0] === 'shell') {
    const command = rest.slice(rest[1] === '--' ? 2 : 1);
    return command.length > 0 ? command.join(' ') : undefined;
  }
  const composed = COMPOSE_PROGRAMS.has(program) ? composeCommand(rest) : EXECS_IN_CONTAINER.has(program) && rest[0] === 'compose' ? composeCommand(rest.slice(1)) : undefined;
  if (composed !== undefined) return composed;
  if (EXECS_IN_CONTAINER.has(program) && sub === 'exec') {
    const dash = rest.indexOf('--');
    if (dash >= 0) return rest.length > dash + 1 ? rest.slice(dash + 1).join(' ') : undefined;
    if (program === 'kubectl' || program === 'oc') return undefined;
    const command = afterService(rest.slice(rest.indexOf('exec') + 1));
    return command.length > 0 ? command.join(' ') : undefined;
  }
  return undefined;
}

/** The invocation that did the work: the last one that is not set-up (`cd`, `export`, `echo`…). */
export function mainInvocation(invocations: readonly Invocation[]): Invocation | undefined {
  const working = invocations.filter((invocation) => !SETUP.has(invocation.program));
  return working[working.length - 1] ?? invocations[invocations.length - 1];
}

