// Half C of the evaluation corpus: a second held-out half, written after the first version of the
// new reader and grouping and evaluated only at the end. A third project ("atlas", a Rust and
// Python data pipeline run with Podman) with other lessons of the same kinds, other wordings
// (Japanese among them, which no cue list covers) and one-offs that share their words.
const READLINK_USAGE = 'usage: readlink [-fn] [file ...]';
const HEAD_MAC = (count) => `head: illegal line count -- ${count}`;
const PSQL_SOCKET = 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?';

export const SESSIONS = [
  {
    machine: 'linux', project: 'atlas', start: '2026-07-06T08:10:00Z',
    steps: [
      ['fail', 'uv-poetry', 'poetry install --with dev', 'bash: poetry: command not found', 127, 'Install the Python dependencies'],
      ['prompt', 'uv-poetry', 'poetry is gone, we moved to uv'],
      ['fail', 'podman', 'docker compose up -d', '/bin/bash: line 1: docker: command not found', 127, 'Start the services'],
      ['prompt', 'podman', 'we use podman here, not docker'],
    ],
  },
  {
    machine: 'mac', project: 'atlas', start: '2026-07-06T13:40:00Z',
    steps: [
      ['fail', 'readlink-f', 'readlink -f ./bin/atlas', `readlink: illegal option -- f\n${READLINK_USAGE}`, 1, 'Resolve the binary path'],
      ['prompt', 'readlink-f', 'mac readlink has no -f, use realpath'],
      ['prompt', 'x:dry-run', 'can you add a --dry-run flag to the ingest command?'],
      ['fail', 'head-negative', 'head -n -1 data/sample.csv', HEAD_MAC('-1'), 1],
    ],
  },
  {
    machine: 'codex', project: 'atlas', start: '2026-07-07T09:30:00Z',
    steps: [
      ['fail', 'pnpm-dlx', 'npx prettier --write web/', 'bash: npx: command not found', 127],
      ['prompt', 'pnpm-dlx', 'pnpm dlx, not npx'],
      ['fail', 'x:uv-offline', 'uv sync', 'error: Failed to fetch: `https://pypi.org/simple/numpy/`\n  Caused by: Request failed after 3 retries\n  Caused by: error sending request for url (https://pypi.org/simple/numpy/)\n  Caused by: operation timed out', 2],
    ],
  },
  {
    machine: 'linux', project: 'atlas', start: '2026-07-07T15:00:00Z',
    steps: [
      ['fail', 'psql-host', 'psql -U atlas atlas_dev', PSQL_SOCKET, 2, 'Open the dev database'],
      ['prompt', 'psql-host', 'psql needs -h localhost here, the db runs in a container'],
      ['fail', 'brew-linux', 'brew install jq', 'bash: brew: command not found', 127],
      ['prompt', 'brew-linux', 'this is ubuntu, apt-get install -y jq'],
    ],
  },
  {
    machine: 'mac', project: 'atlas', start: '2026-07-08T10:20:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -q package', 'zsh: command not found: mvn', 127, 'Build the Java bridge'],
      ['prompt', 'mvnw', 'use the wrapper, ./mvnw'],
      ['prompt', 'rm-trash', 'never rm -rf in this repo, use trash'],
      ['prompt', 'x:progress', 'the CLI should print progress'],
    ],
  },
  {
    machine: 'linux', project: 'atlas', start: '2026-07-09T08:45:00Z',
    steps: [
      ['fail', 'git-rebase', 'git pull', 'hint: You have divergent branches and need to specify how to reconcile them.\nhint: You can do so by running one of the following commands sometime before\nhint: your next pull:\nhint:\nhint:   git config pull.rebase false  # merge\nhint:   git config pull.rebase true   # rebase\nfatal: Need to specify how to reconcile divergent branches.', 128],
      ['prompt', 'git-rebase', 'always git pull --rebase here'],
      ['fail', 'x:podman-build', 'podman build -t atlas .', 'Error: building at STEP "RUN cargo build --release": while running runtime: exit status 101', 1],
    ],
  },
  {
    machine: 'mac', project: 'atlas', start: '2026-07-10T14:10:00Z',
    steps: [
      ['fail', 'readlink-f', 'DIR=$(dirname "$(readlink -f "$0")")', `readlink: illegal option -- f\n${READLINK_USAGE}`, 1],
      ['prompt', 'readlink-f', 'mac の readlink には -f がない、realpath を使って'],
      ['fail', 'x:realpath-missing', 'realpath ./build/atlas-cli', 'realpath: ./build/atlas-cli: No such file or directory', 1],
      ['fail', 'head-negative', 'git log --oneline | head -n -3', HEAD_MAC('-3'), 1],
    ],
  },
  {
    machine: 'linux', project: 'atlas', start: '2026-07-13T09:00:00Z',
    steps: [
      ['fail', 'uv-poetry', 'poetry run pytest -q', '/bin/bash: line 1: poetry: command not found', 127],
      ['prompt', 'uv-poetry', 'uv sync, not poetry install'],
      ['prompt', 'x:poetry-docs', "use poetry for the docs env, it's separate"],
      ['fail', 'x:apt-lock', 'sudo apt-get install -y jq', 'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2311 (apt-get)\nN: Be aware that removing the lock file is not a solution and may break your system.\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?', 100],
    ],
  },
  {
    machine: 'codex', project: 'atlas', start: '2026-07-14T11:30:00Z',
    steps: [
      ['fail', 'podman', 'docker build -t atlas-ingest .', 'bash: docker: command not found', 127],
      ['prompt', 'podman', 'podman compose up -d pls'],
      ['fail', 'pnpm-dlx', 'npx eslint web/src', 'bash: npx: command not found', 127],
      ['agent', 'pnpm-dlx', 'Ran npx eslint, but npx is not installed here; run one-off tools with pnpm dlx instead.'],
    ],
  },
  {
    machine: 'mac2', project: 'atlas', start: '2026-07-15T10:00:00Z',
    steps: [
      ['prompt', 'rm-trash', 'nunca uses rm -rf, usa trash'],
      ['fail', 'x:trash-missing', 'trash target/debug', '(eval):1: command not found: trash', 127],
      ['prompt', 'x:other-file', 'no, I meant the other file'],
      ['fail', 'mvnw', 'mvn test -pl bridge', 'zsh: command not found: mvn', 127],
    ],
  },
  {
    machine: 'linux', project: 'atlas', start: '2026-07-16T16:20:00Z',
    steps: [
      ['fail', 'psql-host', "psql -U atlas -c 'select 1'", PSQL_SOCKET, 2],
      ['fail', 'x:psql-auth', 'psql -h localhost -U atlas atlas_dev', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  password authentication failed for user "atlas"', 2],
      ['prompt', 'psql-host', 'immer psql -h localhost, die Datenbank läuft im Container'],
    ],
  },
  {
    machine: 'codex', project: 'atlas', start: '2026-07-17T08:00:00Z',
    steps: [
      ['fail', 'gh-squash', 'gh pr merge 57', 'GraphQL: Merge commits are not allowed on this repository. (mergePullRequest)', 1],
      ['prompt', 'gh-squash', 'always squash: gh pr merge --squash'],
      ['fail', 'x:gh-policy', 'gh pr merge 61 --squash', 'X Pull request #61 is not mergeable: the base branch policy prohibits the merge.', 1],
    ],
  },
  {
    machine: 'linux', project: 'atlas', start: '2026-07-20T13:15:00Z',
    steps: [
      ['fail', 'brew-linux', 'brew install shellcheck', '/bin/bash: line 1: brew: command not found', 127],
      ['agent', 'brew-linux', 'Tried brew install on the Ubuntu CI box; there is no Homebrew here, use apt-get install -y.'],
      ['prompt', 'x:german-tests', 'bitte schreib die Tests auf Englisch'],
      ['prompt', 'git-rebase', 'pull avec --rebase, pas de merge commits'],
    ],
  },
  {
    machine: 'mac', project: 'atlas', start: '2026-07-21T09:40:00Z',
    steps: [
      ['prompt', 'head-negative', 'no negative counts with head on mac'],
      ['prompt', 'mvnw', './mvnw not mvn'],
      ['prompt', 'x:formatter', 'ALWAYS run the formatter before you commit'],
      ['prompt', 'x:chinese-comments', '用中文写注释'],
    ],
  },
  {
    machine: 'mac2', project: 'atlas', start: '2026-07-22T15:30:00Z',
    steps: [
      ['prompt', 'readlink-f', 'readlink -f não funciona no mac, usa realpath'],
      ['prompt', 'rm-trash', 'rm -rf again?! trash, always'],
      ['fail', 'x:git-pull-conflict', 'git pull --rebase', 'Auto-merging src/lib.rs\nCONFLICT (content): Merge conflict in src/lib.rs\nerror: could not apply 9c1e2f3... ingest: batch size\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".', 1],
    ],
  },
  {
    machine: 'linux', project: 'atlas', start: '2026-07-23T10:10:00Z',
    steps: [
      ['agent', 'gh-squash', 'Merged with gh pr merge without --squash; this repo only allows squash merges, always pass --squash.'],
      ['prompt', 'podman', 'kein docker hier — podman'],
      ['fail', 'x:podman-oom', 'podman run --rm atlas-ingest:latest', 'Error: OCI runtime error: crun: Killed\nERRO[0012] container exited with signal 9 (out of memory)', 137],
    ],
  },
];
