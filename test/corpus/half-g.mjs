// Half G of the evaluation corpus, written blind: "beacon", an Elixir/Phoenix billing service with a
// Svelte admin under assets/ (pnpm), small Python tools in tools/, Postgres in Docker on 5433,
// deployed to Fly (staging app passed with -a), uploads in S3 under the beacon-dev profile.
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const FLY_NO_APP = 'Error: the config for your app is missing an app name, add an app field to the fly.toml file or specify with the -a flag';

export const SESSIONS = [
  {
    machine: 'mac', project: 'beacon', start: '2026-11-02T09:05:00Z',
    steps: [
      ['fail', 'pnpm', 'cd assets && npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-11-02T09_09_41_220Z-debug-0.log', 1, 'Install admin dependencies'],
      ['prompt', 'pnpm', 'pnpm plz, the lockfile is pnpm-lock.yaml'],
      ['ok', 'cd assets && pnpm install'],
      ['fail', 'python3', 'python tools/gen_fixtures.py --count 50', 'zsh: command not found: python', 127, 'Generate billing fixtures'],
      ['prompt', 'python3', 'python3. there is no bare python on the macs'],
      ['ok', 'python3 tools/gen_fixtures.py --count 50'],
    ],
  },
  {
    machine: 'linux', project: 'beacon', start: '2026-11-02T13:40:00Z',
    steps: [
      ['fail', 'make-verify', 'make test', "make: *** No rule to make target 'test'.  Stop.", 2, 'Run the test suite'],
      ['prompt', 'make-verify', 'theres no make test, its make verify (format + credo + tests in one go)'],
      ['fail', 'x:verify-credo', 'make verify', 'mix format --check-formatted\nmix credo --strict\nChecking 212 source files (this might take a while) ...\n\n  Readability\n┃\n┃ [R] → Modules should have a @moduledoc tag.\n┃       lib/beacon/billing/export.ex:1:11 #(Beacon.Billing.Export)\n\nAnalysis took 1.9 seconds (0.1s to load, 1.8s running 64 checks on 212 files)\n1204 mods/funs, found 1 code readability issue.\nmake: *** [Makefile:14: verify] Error 4', 2],
      ['prompt', 'x:credo-fix-request', 'add the moduledoc credo wants and run it again'],
      ['fail', 'compose-v2', 'docker-compose run --rm web mix test', 'bash: docker-compose: command not found', 127, 'Run tests in the web container'],
      ['prompt', 'compose-v2', "that's the v1 compose syntax, it's `docker compose` with a space now"],
      ['ok', 'docker compose run --rm web mix test'],
    ],
  },
  {
    machine: 'mac', project: 'beacon', start: '2026-11-03T09:20:00Z',
    steps: [
      ['fail', 'stat-bsd', 'stat -c %s priv/static/assets/app.js', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check bundle size'],
      ['prompt', 'stat-bsd', 'mac stat has no -c. stat -f %z'],
      ['fail', 'assets-dir', 'cd frontend && pnpm run check', 'cd: no such file or directory: frontend', 1, 'Type-check the admin'],
      ['ok', 'ls assets/src'],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md for the invoice CSV export'],
    ],
  },
  {
    machine: 'mac', project: 'beacon', start: '2026-11-03T14:10:00Z',
    steps: [
      ['fail', 'force-push-main', 'git push --force origin main', "Enumerating objects: 14, done.\nCounting objects: 100% (14/14), done.\nDelta compression using up to 10 threads\nCompressing objects: 100% (8/8), done.\nWriting objects: 100% (8/8), 1.92 KiB | 1.92 MiB/s, done.\nTotal 8 (delta 5), reused 0 (delta 0), pack-reused 0\nremote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:acme/beacon.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:acme/beacon.git'", 1],
      ['prompt', 'force-push-main', 'WHOA. no force pushes to main, ever. branch + PR'],
      ['prompt', 'pr-develop', 'and PRs go to develop, not main'],
      ['ok', 'gh pr create --base develop --fill'],
    ],
  },
  {
    machine: 'codex', project: 'beacon', start: '2026-11-04T08:30:00Z',
    steps: [
      ['fail', 'python3', 'python -m json.tool priv/fixtures/plans.json', 'bash: line 1: python: command not found', 127],
      ['fail', 'x:python-module', 'python3 tools/export_metrics.py', 'Traceback (most recent call last):\n  File "/home/dev/beacon/tools/export_metrics.py", line 4, in <module>\n    import polars as pl\nModuleNotFoundError: No module named \'polars\'', 1],
      ['fail', 'psql-port', "psql postgres://beacon@localhost/beacon_dev -c '\\dt'", 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?', 2],
      ['prompt', 'psql-port', 'db is in docker on 5433 -> psql -h localhost -p 5433 -U beacon beacon_dev'],
      ['ok', "psql -h localhost -p 5433 -U beacon beacon_dev -c '\\dt'"],
    ],
  },
  {
    machine: 'mac2', project: 'beacon', start: '2026-11-04T10:15:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/0.3.0/0.3.1/' mix.exs", 'sed: 1: "mix.exs": invalid command code m', 1, 'Bump version'],
      ['prompt', 'sed-bsd', "bsd sed, needs sed -i '' on mac"],
      ['fail', 'find-printf', "find priv/static -type f -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1, 'List static files with sizes'],
      ['prompt', 'find-printf', 'bsd find doesnt do -printf fyi, gfind is installed'],
      ['fail', 'x:compose-daemon', 'docker compose up -d db', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1, 'Start Postgres'],
    ],
  },
  {
    machine: 'linux', project: 'beacon', start: '2026-11-04T16:00:00Z',
    steps: [
      ['fail', 'mise', 'asdf current elixir', 'bash: asdf: command not found', 127, 'Check the Elixir version'],
      ['prompt', 'mise', 'mise, not asdf. `mise current`'],
      ['fail', 'ruff', 'flake8 tools/', 'bash: flake8: command not found', 127, 'Lint the python tools'],
      ['prompt', 'ruff', 'python lint is ruff here (ruff check / ruff format)'],
      ['fail', 'x:ruff-lint-error', 'ruff check tools/', 'tools/export_metrics.py:3:8: F401 [*] `os` imported but unused\n  |\n1 | import csv\n2 | import json\n3 | import os\n  |        ^^ F401\n  |\n  = help: Remove unused import: `os`\n\nFound 1 error.\n[*] 1 fixable with the `--fix` option.', 1],
      ['ok', 'ruff check --fix tools/'],
    ],
  },
  {
    machine: 'ci', project: 'beacon', start: '2026-11-05T07:00:00Z',
    steps: [
      ['fail', 'python3', 'python tools/check_migrations.py', '/bin/sh: python: not found', 127],
      ['ok', 'python3 tools/check_migrations.py'],
      ['fail', 'x:make-missing-mix', 'make verify', 'mix format --check-formatted\nmake: mix: No such file or directory\nmake: *** [Makefile:12: verify] Error 127', 2],
    ],
  },
  {
    machine: 'mac', project: 'beacon', start: '2026-11-05T09:30:00Z',
    steps: [
      ['fail', 'fly-app', 'fly deploy --remote-only', FLY_NO_APP, 1, 'Deploy to staging'],
      ['prompt', 'fly-app', 'ALWAYS pass -a beacon-staging to fly. fly.toml has no app on purpose'],
      ['fail', 'x:fly-auth', 'fly deploy --remote-only -a beacon-staging', "Error: no access token available. Please login with 'flyctl auth login'", 1],
      ['prompt', 'x:fly-question', 'how does release_command in fly.toml work? does it run the migrations before the new machines start?'],
    ],
  },
  {
    machine: 'mac', project: 'beacon', start: '2026-11-06T10:00:00Z',
    steps: [
      ['fail', 'gdate', "date -d 'yesterday' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute yesterday for the export'],
      ['prompt', 'gdate', "sur mac, date n'a pas -d — utilise gdate (coreutils) ou date -v-1d"],
      ['ok', 'gdate -d yesterday +%F'],
      ['fail', 'compose-v2', 'docker-compose up -d db', 'zsh: command not found: docker-compose', 127, 'Start Postgres'],
      ['agent', 'compose-v2', 'Wrong: docker-compose (v1, not installed). Right: docker compose (v2 plugin), e.g. docker compose up -d db'],
      ['ok', 'docker compose up -d db'],
    ],
  },
  {
    machine: 'codex', project: 'beacon', start: '2026-11-06T13:20:00Z',
    steps: [
      ['fail', 'assets-dir', 'ls frontend/src/routes', "ls: cannot access 'frontend/src/routes': No such file or directory", 2],
      ['prompt', 'assets-dir', 'svelte lives in assets/, there is no frontend dir'],
      ['fail', 'x:pnpm-network', 'cd assets && pnpm install', ' ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@sveltejs%2Fkit: request to https://registry.npmjs.org/@sveltejs%2Fkit failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org', 1],
      ['fail', 'force-push-main', 'git push -f origin HEAD:main', "remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote: Review all repository rules at https://github.com/acme/beacon/rules?ref=refs%2Fheads%2Fmain\nremote: \nremote: - Cannot force-push to this branch\nremote: \nTo github.com:acme/beacon.git\n ! [remote rejected] HEAD -> main (push declined due to repository rule violations)\nerror: failed to push some refs to 'github.com:acme/beacon.git'", 1],
      ['prompt', 'force-push-main', 'Niemals auf main force-pushen, auch nicht mit --force-with-lease. Neuer Branch, PR.'],
    ],
  },
  {
    machine: 'linux', project: 'beacon', start: '2026-11-09T09:00:00Z',
    steps: [
      ['fail', 'aws-profile', 'aws s3 ls s3://beacon-uploads-dev', '\nUnable to locate credentials. You can configure credentials by running "aws configure".', 253, 'List uploads'],
      ['prompt', 'aws-profile', 'always --profile beacon-dev with aws'],
      ['fail', 'x:aws-bucket', 'aws s3 ls s3://beacon-upload-dev --profile beacon-dev', '\nAn error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist', 254],
      ['ok', 'aws s3 ls s3://beacon-uploads-dev --profile beacon-dev'],
      ['fail', 'pnpm', 'cd assets && yarn install', 'Usage Error: This project is configured to use pnpm because /home/dev/beacon/assets/package.json has a "packageManager" field\n\n$ yarn install [--json] [--immutable] [--immutable-cache] [--refresh-lockfile] [--check-cache] [--inline-builds] [--mode #0]', 1],
      ['prompt', 'pnpm', 'aquí usamos pnpm, ni npm ni yarn'],
    ],
  },
  {
    machine: 'mac2', project: 'beacon', start: '2026-11-09T14:00:00Z',
    steps: [
      ['fail', 'stat-bsd', "stat --printf='%Y\\n' mix.lock", `stat: illegal option -- -\n${STAT_USAGE}`, 1, 'mtime of mix.lock'],
      ['prompt', 'stat-bsd', "again, gnu stat flags dont work here. stat -f '%m'"],
      ['fail', 'sed-bsd', "sed -i 's/4000/4001/' config/dev.exs", 'sed: 1: "config/dev.exs": command c expects \\ followed by text', 1, 'Change the dev port'],
      ['agent', 'sed-bsd', "Wrong: sed -i 's/…/' file on macOS (BSD sed reads the script as the backup suffix). Right: sed -i '' 's/…/' file, or gsed -i"],
      ['prompt', 'x:date-relative', "show relative dates like '3 days ago' in the admin invoices table"],
    ],
  },
  {
    machine: 'mac', project: 'beacon', start: '2026-11-10T09:45:00Z',
    steps: [
      ['fail', 'x:precommit-format', 'git commit -m "invoice export"', '╭───────────────────────────────────────╮\n│ 🥊 lefthook v1.7.18  hook: pre-commit │\n╰───────────────────────────────────────╯\n┃  format ❯\n\n** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n  * lib/beacon/billing/export.ex\n\n  ────────────────────────────────────\nsummary: (done in 1.84 seconds)\n🥊  format', 1],
      ['prompt', 'no-verify', 'NO --no-verify. fix the formatting and commit again'],
      ['fail', 'mise', 'asdf install', 'zsh: command not found: asdf', 127, 'Install toolchain'],
      ['prompt', 'mise', 'a gente usa mise aqui, o asdf nem tá instalado'],
      ['ok', 'mise install'],
    ],
  },
  {
    machine: 'linux', project: 'beacon', start: '2026-11-10T15:00:00Z',
    steps: [
      ['fail', 'fly-app', 'fly secrets list', FLY_NO_APP, 1],
      ['prompt', 'fly-app', 'fly without -a again 🙄 -a beacon-staging, every time'],
      ['fail', 'x:port-in-use', 'mix phx.server', '[error] Running BeaconWeb.Endpoint with Bandit 1.5.7 at http failed, port 4000 already in use\n** (Mix) Could not start application beacon: Beacon.Application.start(:normal, []) returned an error: shutdown: failed to start child: BeaconWeb.Endpoint', 1],
      ['prompt', 'deps-clean', "don't rm -rf deps and _build, mix deps.clean --all && mix clean"],
    ],
  },
  {
    machine: 'mac', project: 'beacon', start: '2026-11-11T09:10:00Z',
    steps: [
      ['fail', 'make-verify', 'make lint', "make: *** No rule to make target `lint'.  Stop.", 2, 'Lint'],
      ['agent', 'make-verify', 'Wrong: make lint / make test (no such targets). Right: make verify (format, credo and tests)'],
      ['fail', 'ruff', 'black tools/', 'zsh: command not found: black', 127, 'Format the python tools'],
      ['agent', 'ruff', 'Wrong: black for the python tools. Right: ruff format tools/'],
      ['fail', 'psql-port', 'psql -U beacon beacon_dev', 'psql: error: connection to server on socket "/tmp/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?', 2],
      ['prompt', 'psql-port', 'again: 5433 and -h localhost. the brew postgres isnt running'],
    ],
  },
  {
    machine: 'mac2', project: 'beacon', start: '2026-11-12T10:30:00Z',
    steps: [
      ['prompt', 'pr-develop', 'PR 要提到 develop 分支，不是 main'],
      ['fail', 'find-printf', "find lib -name '*.ex' -newer mix.lock -printf '%p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['ok', "gfind lib -name '*.ex' -newer mix.lock -printf '%p\\n'"],
      ['prompt', 'x:translate-es', '¿puedes traducir los textos del panel de admin al español?'],
    ],
  },
  {
    machine: 'codex', project: 'beacon', start: '2026-11-12T14:00:00Z',
    steps: [
      ['agent', 'no-verify', 'Wrong: git commit --no-verify to get past the failing lefthook check. Right: fix what the hook flags; hooks are never skipped'],
      ['fail', 'x:push-nonff', 'git push origin feature/invoice-export', "To github.com:acme/beacon.git\n ! [rejected]        feature/invoice-export -> feature/invoice-export (fetch first)\nerror: failed to push some refs to 'github.com:acme/beacon.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['agent', 'pr-develop', 'Wrong: opened the PR with --base main. Right: PRs target develop (gh pr create --base develop)'],
      ['fail', 'x:missing-migration', 'mix test test/beacon/billing/export_test.exs', '** (Postgrex.Error) ERROR 42P01 (undefined_table) relation "invoice_exports" does not exist\n    query: SELECT i0."id" FROM "invoice_exports" AS i0\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1', 1],
    ],
  },
  {
    machine: 'mac', project: 'beacon', start: '2026-11-13T09:00:00Z',
    steps: [
      ['fail', 'aws-profile', 'aws s3 cp exports/2026-10.csv s3://beacon-uploads-dev/exports/', 'upload failed: exports/2026-10.csv to s3://beacon-uploads-dev/exports/2026-10.csv An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:iam::381492011734:user/ana is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::beacon-uploads-dev/exports/2026-10.csv" because no identity-based policy allows the s3:PutObject action', 1],
      ['prompt', 'aws-profile', 'u forgot the profile again. beacon-dev'],
      ['prompt', 'x:cents', 'amounts in the CSV export should be integer cents, not floats'],
      ['prompt', 'x:stat-question', 'what does `stat -f %m` print exactly, seconds since epoch?'],
    ],
  },
  {
    machine: 'linux', project: 'beacon', start: '2026-11-16T10:00:00Z',
    steps: [
      ['prompt', 'no-verify', 'we never bypass the pre-commit hook here, whatever it flags gets fixed'],
      ['fail', 'x:find-permission', 'find / -name erl_crash.dump', "find: '/proc/1/map_files': Permission denied\nfind: '/root': Permission denied\nfind: '/var/lib/docker': Permission denied", 1],
      ['prompt', 'deps-clean', 'mix deps.clean --all is how we reset deps; rm -rf deps/ also wipes the vendored forks'],
      ['fail', 'x:psql-password', 'psql -h localhost -p 5433 -U beacon beacon_dev', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  password authentication failed for user "beacon"', 2],
    ],
  },
  {
    machine: 'mac', project: 'beacon', start: '2026-11-17T09:30:00Z',
    steps: [
      ['fail', 'gdate', "date --date='30 days ago' +%Y-%m-%d", `date: illegal option -- -\n${DATE_USAGE}`, 1, 'Start of the export window'],
      ['agent', 'gdate', 'Wrong: GNU date -d/--date on macOS (BSD date). Right: gdate -d, or date -v-30d'],
      ['ok', "gdate -d '30 days ago' +%Y-%m-%d"],
      ['prompt', 'x:branch-rebase', "which branch is the invoice export on? rebase it onto develop when you're done"],
    ],
  },
  {
    machine: 'ci', project: 'beacon', start: '2026-11-18T07:00:00Z',
    steps: [
      ['fail', 'x:pnpm-frozen-lockfile', 'cd assets && pnpm install --frozen-lockfile', ' ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/package.json\n\nNote that in CI environments this setting is true by default. If you still need to run install in such cases, use "pnpm install --no-frozen-lockfile"', 1],
      ['ok', 'make verify'],
    ],
  },
  {
    machine: 'linux', project: 'beacon', start: '2026-11-19T11:00:00Z',
    steps: [
      ['fail', 'assets-dir', 'cd frontend && pnpm test', 'bash: cd: frontend: No such file or directory', 1, 'Run the admin tests'],
      ['ok', 'cd assets && pnpm test'],
      ['prompt', 'x:readme-admin', 'write a short README section on running the admin locally'],
    ],
  },
];
