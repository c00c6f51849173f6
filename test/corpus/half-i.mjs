// Half I of the evaluation corpus, written blind: a ninth project ("quayside", a Rust/Axum API in a
// cargo workspace with a Vue 3 + Vite front end under web/, Postgres under docker compose, just
// recipes, sqlx migrations), with lessons of the kinds issue 10 names and near misses beside them.
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const PROTECTED = (flagLine) => `remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: ${flagLine}\nTo github.com:quayside/quayside.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:quayside/quayside.git'`;
const FMT_STABLE = (home, file, diff) => `Warning: can't set \`imports_granularity = Crate\`, unstable features are only available in nightly channel.\nWarning: can't set \`group_imports = StdExternalCrate\`, unstable features are only available in nightly channel.\nDiff in ${home}/quayside/${file} at line 1:\n${diff}`;
const NO_MANIFEST = (dir) => ` ERR_PNPM_NO_IMPORTER_MANIFEST_FOUND  No package.json (or package.yaml, or package.json5) was found in "${dir}".`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'quayside', start: '2026-11-02T08:40:00Z',
    steps: [
      ['ok', 'git pull --rebase'],
      ['fail', 'compose-v2', 'docker-compose up -d postgres', '/bin/bash: line 1: docker-compose: command not found', 127, 'Start the database'],
      ['prompt', 'compose-v2', "that's the old compose syntax — docker compose, v2"],
      ['ok', 'docker compose up -d postgres'],
      ['fail', 'psql-port', "psql -U quay quay_dev -c '\\dt'", 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?', 2, 'List tables'],
      ['prompt', 'psql-port', 'ALWAYS pass -h localhost -p 5433 to psql, compose maps the db to 5433'],
      ['fail', 'x:migration-modified', 'just db-migrate', 'Applied 20261021140000/migrate add invoices (4.1ms)\nerror: migration 20261028093000 was previously applied but has been modified\nerror: Recipe `db-migrate` failed on line 14 with exit code 1', 1],
    ],
  },
  {
    machine: 'mac', project: 'quayside', start: '2026-11-02T10:15:00Z',
    steps: [
      ['fail', 'pnpm', 'yarn install', 'zsh: command not found: yarn', 127, 'Install front-end dependencies'],
      ['prompt', 'pnpm', 'pnpm plz, the lockfile is pnpm-lock.yaml'],
      ['fail', 'web-dir', 'pnpm install', NO_MANIFEST('/Users/ana/quayside'), 1],
      ['prompt', 'web-dir', 'the vue app lives in web/'],
      ['ok', 'pnpm -C web install'],
      ['fail', 'sed-bsd', "sed -i 's/0.4.1/0.4.2/' crates/api/Cargo.toml", 'sed: 1: "crates/api/Cargo.toml": command c expects \\ followed by text', 1, 'Bump the API version'],
      ['prompt', 'sed-bsd', "bsd sed on the macs, it needs -i ''"],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md for 0.4.2: invoice CSV export'],
    ],
  },
  {
    machine: 'codex', project: 'quayside', start: '2026-11-03T07:50:00Z',
    steps: [
      ['fail', 'just-db-migrate', 'just migrate', 'error: Justfile does not contain recipe `migrate`.\nDid you mean `db-migrate`?', 1],
      ['prompt', 'just-db-migrate', 'renamed. just db-migrate'],
      ['fail', 'python3', 'python scripts/seed_fixtures.py --count 50', 'bash: line 1: python: command not found', 127],
      ['prompt', 'python3', 'python3 — theres no bare python on these boxes'],
      ['ok', 'python3 scripts/seed_fixtures.py --count 50'],
      ['fail', 'x:nextest-real', 'cargo nextest run -p quay-api', "        FAIL [   0.412s] quay-api invoices::tests::totals_round_half_even\n\n--- STDERR:              quay-api invoices::tests::totals_round_half_even ---\nthread 'invoices::tests::totals_round_half_even' panicked at crates/api/src/invoices.rs:212:9:\nassertion `left == right` failed\n  left: 1005\n right: 1004\n\n     Summary [  14.881s] 96 tests run: 95 passed, 1 failed, 0 skipped\nerror: test run failed", 100],
    ],
  },
  {
    machine: 'mac2', project: 'quayside', start: '2026-11-03T13:20:00Z',
    steps: [
      ['fail', 'date-d', "date -d '7 days ago' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute the cutoff date'],
      ['prompt', 'date-d', "date -d gibt's auf dem Mac nicht, nimm gdate (coreutils ist installiert)"],
      ['fail', 'stat-c', 'stat -c %s target/release/quay-api', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check the binary size'],
      ['prompt', 'stat-c', 'stat -c is gnu only. mac: stat -f %z'],
      ['fail', 'x:docker-daemon', 'docker compose up -d', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['prompt', 'x:question-slow', 'why does the api image take 9 minutes to build? is the cargo cache not mounted?'],
    ],
  },
  {
    machine: 'linux', project: 'quayside', start: '2026-11-04T09:05:00Z',
    steps: [
      ['fail', 'clippy-D', 'cargo clippy --workspace --deny warnings', "error: unexpected argument '--deny' found\n\n  tip: to pass '--deny' as a value, use '-- --deny'\n\nUsage: cargo clippy [OPTIONS] [--] [ARGS]...\n\nFor more information, try '--help'.", 1],
      ['prompt', 'clippy-D', '-D warnings goes after the `--`, clippy itself doesnt take it'],
      ['ok', 'cargo clippy --workspace -- -D warnings'],
      ['fail', 'x:clippy-real', 'cargo clippy --workspace -- -D warnings', "    Checking quay-api v0.4.2 (/home/dev/quayside/crates/api)\nerror: this `if` has identical blocks\n  --> crates/api/src/handlers/refunds.rs:41:22\n   |\n41 |     if amount > 0 {\n   |                   ^\n   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else\nerror: could not compile `quay-api` (lib) due to 1 previous error", 101],
      ['fail', 'fmt-nightly', 'cargo fmt --all -- --check', FMT_STABLE('/home/dev', 'crates/api/src/lib.rs', ' use axum::Router;\n-use crate::state::AppState;\n-use std::sync::Arc;\n+use std::sync::Arc;\n+\n+use axum::Router;'), 1, 'Check formatting'],
      ['prompt', 'fmt-nightly', 'fmt needs +nightly, rustfmt.toml uses unstable options'],
    ],
  },
  {
    machine: 'mac', project: 'quayside', start: '2026-11-05T08:30:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin main', PROTECTED('error: Cannot force-push to this branch'), 1, 'Push the rebased main'],
      ['prompt', 'force-push', 'WHOA. no force-pushing main, ever. branch + PR'],
      ['agent', 'force-push', 'Never force-push main (git push --force / -f); push a branch and open a PR.'],
      ['fail', 'x:non-ff', 'git push origin feat/refunds', "To github.com:quayside/quayside.git\n ! [rejected]        feat/refunds -> feat/refunds (fetch first)\nerror: failed to push some refs to 'github.com:quayside/quayside.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. Integrate the remote changes (e.g.\nhint: 'git pull ...') before pushing again.", 1],
      ['ok', 'git pull --rebase origin feat/refunds'],
      ['fail', 'sha256sum', 'sha256sum target/release/quay-api', 'zsh: command not found: sha256sum', 127, 'Checksum the release binary'],
      ['prompt', 'sha256sum', 'shasum -a 256 on macs'],
    ],
  },
  {
    machine: 'codex', project: 'quayside', start: '2026-11-05T14:10:00Z',
    steps: [
      ['fail', 'pnpm', 'cd web && npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-11-05T14_14_02_118Z-debug-0.log', 1],
      ['prompt', 'pnpm', "we're a pnpm workspace, npm can't resolve the workspace: deps"],
      ['fail', 'pnpm-dev', 'pnpm -C web serve', ' ERR_PNPM_NO_SCRIPT  Missing script: serve\n\nCommand "serve" not found.', 1],
      ['prompt', 'pnpm-dev', 'serve died with vue-cli, its `pnpm dev` now'],
      ['fail', 'x:pnpm-network', 'pnpm -C web install', ' ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@vueuse%2Fcore: request to https://registry.npmjs.org/@vueuse%2Fcore failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org', 1],
    ],
  },
  {
    machine: 'ci', project: 'quayside', start: '2026-11-06T02:00:00Z',
    steps: [
      ['fail', 'python3', 'python -m json.tool openapi.json > /dev/null', '/bin/sh: python: not found', 127],
      ['fail', 'x:sha-mismatch', 'sha256sum -c SHA256SUMS', 'quay-api-linux-amd64: FAILED\nsha256sum: WARNING: 1 computed checksum did NOT match', 1],
      ['fail', 'vue-tsc', 'pnpm --dir web exec tsc --noEmit', "src/main.ts(2,17): error TS2307: Cannot find module './App.vue' or its corresponding type declarations.\nsrc/router/index.ts(3,24): error TS2307: Cannot find module '@/views/InvoiceList.vue' or its corresponding type declarations.\n\nFound 2 errors in 2 files.", 2],
      ['agent', 'vue-tsc', 'Type-check the web app with `vue-tsc --noEmit`, not `tsc`; plain tsc cannot resolve .vue imports.'],
    ],
  },
  {
    machine: 'mac', project: 'quayside', start: '2026-11-09T09:00:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/localhost:5432/localhost:5433/g' .env", 'sed: 1: ".env": invalid command code .', 1, 'Point .env at the compose database'],
      ['prompt', 'sed-bsd', "mac sed wants a suffix arg after -i — sed -i '' 's/…/…/' file"],
      ['fail', 'python3', 'python scripts/gen_openapi.py', 'zsh: command not found: python', 127],
      ['prompt', 'python3', 'python3 pls'],
      ['ok', 'python3 scripts/gen_openapi.py'],
      ['fail', 'x:python3-module', 'python3 scripts/gen_openapi.py --out web/src/api/openapi.json', 'Traceback (most recent call last):\n  File "/Users/ana/quayside/scripts/gen_openapi.py", line 4, in <module>\n    import yaml\nModuleNotFoundError: No module named \'yaml\'', 1],
      ['prompt', 'x:iso-dates', 'timestamps in the API responses should be RFC 3339 with a Z, not unix seconds'],
    ],
  },
  {
    machine: 'linux', project: 'quayside', start: '2026-11-09T13:30:00Z',
    steps: [
      ['fail', 'nextest', 'cargo test -p quay-api', "running 96 tests\ntest db::tests::creates_invoice ... FAILED\ntest db::tests::lists_refunds ... FAILED\n\nfailures:\n\n---- db::tests::creates_invoice stdout ----\nthread 'db::tests::creates_invoice' panicked at crates/api/src/db.rs:88:9:\ntest database already in use by another test in this process\n\ntest result: FAILED. 94 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.17s\n\nerror: test failed, to rerun pass `-p quay-api --lib`", 101, 'Run the API tests'],
      ['prompt', 'nextest', 'tests go through nextest here — cargo nextest run'],
      ['ok', 'cargo nextest run -p quay-api'],
      ['fail', 'migrations-dir', 'sqlx migrate run', 'error: while resolving migrations: No such file or directory (os error 2)', 1],
      ['prompt', 'migrations-dir', 'migrations are in crates/db/migrations, pass --source'],
      ['prompt', 'x:rename-table', 'rename the invoices table to billing_documents in a new migration'],
    ],
  },
  {
    machine: 'mac2', project: 'quayside', start: '2026-11-10T08:45:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f compose.yaml logs api', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'compose v2 (docker compose, with a space)'],
      ['fail', 'psql-port', "psql -d quay_dev -c 'select count(*) from invoices'", 'psql: error: connection to server on socket "/tmp/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?', 2],
      ['prompt', 'psql-port', '5433!! -h localhost -p 5433, every time'],
      ['fail', 'x:psql-auth', 'psql -h localhost -p 5433 -U quay quay_dev', 'psql: error: connection to server at "localhost" (::1), port 5433 failed: FATAL:  password authentication failed for user "quay"', 2],
      ['prompt', 'x:pgpass', 'where do I put a pgpass file so it stops asking for the password?'],
    ],
  },
  {
    machine: 'codex', project: 'quayside', start: '2026-11-11T10:00:00Z',
    steps: [
      ['prompt', 'git-clean', 'git clean -fdx just nuked web/.env.local. never -x in this repo'],
      ['agent', 'git-clean', 'Never run `git clean -fdx` here; -x deletes ignored files like web/.env.local. Use `git clean -fd`.'],
      ['fail', 'just-db-migrate', 'just migrate up', 'error: Justfile does not contain recipe `migrate`.', 1],
      ['prompt', 'just-db-migrate', 'recipe is db-migrate since the db crate split'],
      ['fail', 'x:just-args', 'just db-seed', 'error: Recipe `db-seed` got 0 arguments but takes 1\nusage:\n    just db-seed count', 1],
      ['prompt', 'x:contributing', 'document the just recipes in CONTRIBUTING.md'],
    ],
  },
  {
    machine: 'mac', project: 'quayside', start: '2026-11-12T09:20:00Z',
    steps: [
      ['fail', 'date-d', 'date -d "$(git log -1 --format=%cI)" +%s', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'gdate. always gdate on the macs, bsd date has no -d'],
      ['fail', 'stat-c', "stat -c '%Y' web/dist/index.html", `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['agent', 'stat-c', 'macOS stat has no -c; use `stat -f` (`stat -f %m` for mtime, `stat -f %z` for size).'],
      ['prompt', 'x:date-locale', 'show invoice dates as dd.mm.yyyy when the locale is de-DE'],
    ],
  },
  {
    machine: 'linux', project: 'quayside', start: '2026-11-13T08:10:00Z',
    steps: [
      ['fail', 'clippy-D', 'cargo clippy -D warnings', "error: unexpected argument '-D' found\n\nUsage: cargo clippy [OPTIONS] [--] [ARGS]...\n\nFor more information, try '--help'.", 1],
      ['agent', 'clippy-D', 'Pass lint levels after `--`: `cargo clippy --workspace -- -D warnings`.'],
      ['fail', 'fmt-nightly', 'cargo fmt --check', FMT_STABLE('/home/dev', 'crates/db/src/lib.rs', '-use sqlx::PgPool;\n-use std::sync::Arc;\n+use std::sync::Arc;\n+\n+use sqlx::PgPool;'), 1],
      ['prompt', 'fmt-nightly', 'cargo +nightly fmt. every time, stable rustfmt ignores our config'],
      ['fail', 'x:linker', 'cargo build --release', 'error: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error', 101],
      ['ok', 'cargo nextest run --workspace'],
    ],
  },
  {
    machine: 'mac2', project: 'quayside', start: '2026-11-16T09:30:00Z',
    steps: [
      ['fail', 'web-dir', 'pnpm vitest run', NO_MANIFEST('/Users/kai/quayside'), 1],
      ['prompt', 'web-dir', 'frontend is under web/ — pnpm -C web'],
      ['fail', 'pnpm-dev', 'pnpm --dir web run serve', ' ERR_PNPM_NO_SCRIPT  Missing script: serve\n\nCommand "serve" not found. Did you mean "pnpm run preview"?', 1],
      ['prompt', 'pnpm-dev', 'el script se llama dev ahora, ya no hay serve'],
      ['fail', 'x:vitest-real', 'pnpm -C web vitest run', " FAIL  src/components/__tests__/InvoiceTotal.spec.ts > InvoiceTotal > formats cents\nAssertionError: expected '10,05 €' to be '10.05 €' // Object.is equality\n\n Test Files  1 failed | 23 passed (24)\n      Tests  1 failed | 141 passed (142)", 1],
      ['fail', 'sha256sum', 'sha256sum -c SHA256SUMS', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256sum', 'no mac não tem sha256sum, usa shasum -a 256'],
    ],
  },
  {
    machine: 'linux', project: 'quayside', start: '2026-11-17T14:00:00Z',
    steps: [
      ['fail', 'vue-tsc', 'pnpm -C web exec tsc -p tsconfig.app.json --noEmit', "src/router/index.ts(5,28): error TS2307: Cannot find module '@/views/RefundDetail.vue' or its corresponding type declarations.", 2],
      ['prompt', 'vue-tsc', "typecheck = vue-tsc --noEmit, plain tsc can't read .vue"],
      ['ok', 'pnpm -C web exec vue-tsc --noEmit'],
      ['fail', 'x:vue-tsc-real', 'pnpm -C web exec vue-tsc --noEmit', "src/components/RefundForm.vue:48:7 - error TS2322: Type 'string' is not assignable to type 'number'.\n\n48       amount: form.amount,\n         ~~~~~~\n\nFound 1 error in src/components/RefundForm.vue:48", 2],
      ['prompt', 'migrations-dir', 'sqlx migrations live under crates/db/migrations, not a top-level migrations/ folder — you just made the wrong one'],
      ['fail', 'x:docker-disk', 'docker compose build api', 'failed to solve: failed to copy files: copy file range failed: no space left on device', 17],
    ],
  },
  {
    machine: 'codex', project: 'quayside', start: '2026-11-18T09:40:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f origin main', PROTECTED('- Cannot force-push to this branch'), 1],
      ['prompt', 'force-push', 'main 分支禁止强推（git push -f），开个 PR'],
      ['fail', 'x:checkout-conflict', 'git checkout release/0.5', 'error: Your local changes to the following files would be overwritten by checkout:\n\tcrates/api/src/handlers/refunds.rs\nPlease commit your changes or stash them before you switch branches.\nAborting', 1],
      ['prompt', 'x:release-notes', 'draft release notes for 0.5 from the merged PRs'],
    ],
  },
  {
    machine: 'mac', project: 'quayside', start: '2026-11-19T10:10:00Z',
    steps: [
      ['fail', 'pnpm', 'yarn --cwd web add @vueuse/core', 'zsh: command not found: yarn', 127],
      ['prompt', 'pnpm', 'aquí usamos pnpm, no yarn'],
      ['prompt', 'nextest', 'on passe par nextest pour les tests, pas cargo test'],
      ['prompt', 'x:stats-endpoint', 'add a /stats endpoint that returns invoice counts per status'],
      ['fail', 'x:sed-quote', "sed -i '' 's/0.5.0/0.5.1/ crates/api/Cargo.toml'", 'sed: 1: "s/0.5.0/0.5.1/ crates/ ...": bad flag in substitute command: \'c\'', 1],
    ],
  },
  {
    machine: 'ci', project: 'quayside', start: '2026-11-20T02:00:00Z',
    steps: [
      ['fail', 'x:nextest-missing', 'cargo nextest run --workspace', "error: no such command: `nextest`\n\n\tView all installed commands with `cargo --list`\n\tFind a package to install `nextest` with `cargo search cargo-nextest`", 101],
      ['fail', 'migrations-dir', 'sqlx migrate run --database-url "$DATABASE_URL"', 'error: while resolving migrations: No such file or directory (os error 2)', 1],
      ['ok', 'sqlx migrate run --source crates/db/migrations --database-url "$DATABASE_URL"'],
    ],
  },
  {
    machine: 'linux', project: 'quayside', start: '2026-11-23T08:30:00Z',
    steps: [
      ['prompt', 'git-clean', 'careful w/ git clean — -x takes the ignored secrets with it, -fd is the most we do'],
      ['fail', 'x:sed-unterminated', 'sed -i \'s/version = "0.5.1"/version = "0.5.2"\' crates/api/Cargo.toml', "sed: -e expression #1, char 38: unterminated `s' command", 1],
      ['ok', 'sed -i \'s/version = "0.5.1"/version = "0.5.2"/\' crates/api/Cargo.toml'],
      ['prompt', 'x:ci-timeout', 'bump the CI job timeout to 30 minutes'],
    ],
  },
];
