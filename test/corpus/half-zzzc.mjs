// Half ZZZC: "tern", a Haskell web service (cabal 3.10, GHC 9.6 via ghcup, Servant, persistent and
// esqueleto on PostgreSQL, a tern-migrate executable, hspec, fourmolu and hlint, a Nix flake for CI
// and images, Hetzner VMs under systemd). NixOS (bash), macOS (zsh) and Fedora (fish); English,
// Mongolian, Azerbaijani, Albanian. Written blind from issue 10, the corpus README and build.mjs.

const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file ...]';
const GHC_TOO_NEW = (home, version, base) => `Warning: Unknown/unsupported 'ghc' version detected (Cabal 3.10.3.0 supports 'ghc' version < 9.10): ${home}/.ghcup/bin/ghc is version ${version}
Resolving dependencies...
Error: cabal: Could not resolve dependencies:
[__0] trying: tern-0.4.1 (user goal)
[__1] next goal: base (dependency of tern)
[__1] rejecting: base-${base}/installed-${base} (conflict: tern => base>=4.18 && <4.19)
[__1] skipping: base-4.21.0.0, base-4.20.0.1, base-4.20.0.0, base-4.19.2.0, base-4.19.1.0 (has the same characteristics that caused the previous version to fail: excluded by constraint '>=4.18 && <4.19' from 'tern')
[__1] rejecting: base-4.18.2.1, base-4.18.2.0, base-4.18.1.0, base-4.18.0.0 (constraint from non-upgradeable package requires installed instance)
[__1] fail (backjumping, conflict set: base, tern)
After searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: base, tern`;
const NO_GHC_966 = "Error: cabal: Cannot find the program 'ghc'. User-specified path 'ghc-9.6.6' does not refer to an executable and the program is not on the system path.";
const UNKNOWN_PKG = (pkg, version, warn) => `${warn ? "Warning: The package list for 'hackage.haskell.org' does not exist. Run 'cabal update' to download it.\n" : ''}Resolving dependencies...
Error: cabal: Could not resolve dependencies:
[__0] trying: tern-${version} (user goal)
[__1] unknown package: ${pkg} (dependency of tern)
[__1] fail (backjumping, conflict set: ${pkg}, tern)
After searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: tern, ${pkg}`;
const MISSING_LIBPQ = `Resolving dependencies...
Build profile: -w ghc-9.6.6 -O1
In order, the following will be built (use -v for more details):
 - postgresql-libpq-0.10.1.0 (lib:postgresql-libpq) (requires build)
 - postgresql-simple-0.7.0.0 (lib) (requires build)
 - persistent-postgresql-2.13.6.1 (lib) (requires build)
 - tern-0.4.1 (lib) (first run)
Configuring library for postgresql-libpq-0.10.1.0..
Error: cabal: Missing dependency on a foreign library:
* Missing (or bad) C library: pq
This problem can usually be solved by installing the system package that provides this library (you may need the "-dev" version). If the library is already installed but in a non-standard location then you can use the flags --extra-include-dirs= and --extra-lib-dirs= to specify where it is.If the library file does exist, it may contain errors that are caught by the C compiler at the preprocessing stage. In this case you can re-run configure with the verbosity flag -v3 to see the error messages.

Error: cabal: Failed to build postgresql-libpq-0.10.1.0 (which is required by exe:tern from tern-0.4.1). See the build log above for details.`;
const PSQL_SOCKET = (dir) => `psql: error: connection to server on socket "${dir}/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?`;
const PSQL_TCP = (port) => `psql: error: connection to server at "localhost" (::1), port ${port} failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\nconnection to server at "localhost" (127.0.0.1), port ${port} failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?`;
const GH006 = (detail) => `remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: ${detail}\nTo github.com:tern-hq/tern.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:tern-hq/tern.git'`;
const NIX_BUILDER_FAIL = (drv, lines) => `error: builder for '/nix/store/${drv}.drv' failed with exit code 1;\n       last ${lines.length} log lines:\n${lines.map((line) => `       > ${line}`).join('\n')}\n       For full logs, run 'nix log /nix/store/${drv}.drv'.`;
const OCI = (what) => `OCI runtime ${what} failed: exec failed: unable to start container process: exec: "${what === 'exec' ? 'bash' : 'sh'}": executable file not found in $PATH: unknown`;
const BIN_PATH = 'dist-newstyle/build/x86_64-linux/ghc-9.6.6/tern-0.4.1/x/tern/build/tern/tern';

export const SESSIONS = [
  {
    machine: 'linux', project: 'tern', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'nix-develop', 'cabal build all', 'bash: line 1: cabal: command not found', 127, 'Build all components'],
      ['prompt', 'nix-develop', "you're outside the dev shell. nix develop -c cabal build all"],
      ['ok', 'nix develop -c cabal build all'],
      ['fail', 'x:type-error', 'nix develop -c cabal build lib:tern', "Building library for tern-0.4.1..\n[14 of 31] Compiling Tern.Api.Users ( src/Tern/Api/Users.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.6/tern-0.4.1/build/Tern/Api/Users.o )\n\nsrc/Tern/Api/Users.hs:48:22: error: [GHC-83865]\n    • Couldn't match type ‘[Char]’ with ‘Text’\n      Expected: Text\n        Actual: String\n    • In the first argument of ‘UserName’, namely ‘(show uid)’\n      In the expression: UserName (show uid)\n   |\n48 |   let name = UserName (show uid)\n   |                      ^^^^^^^^^^\nError: cabal: Failed to build tern-0.4.1 (which is required by exe:tern from tern-0.4.1).", 1],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-02T13:15:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/^version: *0.4.0/version:            0.4.1/' tern.cabal", 'sed: 1: "tern.cabal": undefined label \'ern.cabal\'', 1, 'Bump the version in tern.cabal'],
      ['prompt', 'sed-bsd', "mac sed. sed -i '' 's/…/…/' or gsed"],
      ['ok', "sed -i '' 's/^version: *0.4.0/version:            0.4.1/' tern.cabal"],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for 0.4.1: POST /users now answers 409 on a duplicate email'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-03T09:05:00Z',
    steps: [
      ['fail', 'cabal-not-stack', 'stack test --fast', 'fish: Unknown command: stack\nstack test --fast\n^~~~^', 127],
      ['prompt', 'cabal-not-stack', 'we build with cabal here, stack.yaml only exists for Tural'],
      ['fail', 'fish-bashisms', 'cabal test; echo "exit=$?"', 'fish: $? is not the exit status. In fish, please use $status.\ncabal test; echo "exit=$?"\n                       ^', 1],
      ['prompt', 'fish-bashisms', 'heads up, my shell is fish. anything bash-y goes in bash -c \'…\''],
      ['ok', 'cabal test'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-03T14:30:00Z',
    steps: [
      ['fail', 'pg-port', "psql -d tern_dev -c '\\dt'", PSQL_SOCKET('/run/postgresql'), 2],
      ['prompt', 'pg-port', 'the dev db listens on 5433 (nix run .#dev-db), nothing on 5432'],
      ['ok', "psql -h localhost -p 5433 -U tern tern_dev -c '\\dt'"],
      ['fail', 'x:migration-conflict', 'nix develop -c cabal run tern-migrate -- apply --env dev', 'Applying 0011_email_verified.sql ...\ntern-migrate: SqlError {sqlState = "42701", sqlExecStatus = FatalError, sqlErrorMsg = "column \\"email_verified\\" of relation \\"users\\" already exists", sqlErrorDetail = "", sqlErrorHint = ""}', 1],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'ghc-96', 'cabal build', GHC_TOO_NEW('/Users/kai', '9.10.1', '4.20.0.0'), 1],
      ['prompt', 'ghc-96', '9.10 биш ээ, манайх 9.6.6 дээр л явдаг. ghcup set ghc 9.6.6'],
      ['fail', 'nproc-mac', 'nproc', 'zsh: command not found: nproc', 127, 'Count CPU cores for -j'],
      ['prompt', 'nproc-mac', 'no nproc on macOS. sysctl -n hw.ncpu'],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-03-04T16:20:00Z',
    steps: [
      ['fail', 'nix-develop', 'cabal test --test-show-details=direct', '/bin/sh: cabal: not found', 127],
      ['agent', 'nix-develop', 'ran cabal directly in the CI container; ghc/cabal only exist inside the flake dev shell, so every CI step goes through `nix develop -c …`'],
      ['ok', 'nix develop -c cabal test --test-show-details=direct'],
      ['fail', 'x:hspec-real-failure', 'nix develop -c cabal test --test-show-details=direct', "Tern.Api.Users\n  POST /users\n    creates a user [✔]\n    rejects a duplicate email [✘]\n\nFailures:\n\n  test/Tern/Api/UsersSpec.hs:41:7: \n  1) Tern.Api.Users, POST /users, rejects a duplicate email\n       status mismatch:\n       expected: 409\n       but got:  500\n\n  To rerun use: --match \"/Tern.Api.Users/POST /users/rejects a duplicate email/\"\n\nRandomized with seed 1893471502\n\nFinished in 2.4117 seconds\n48 examples, 1 failure\nTest suite tern-test: FAIL\nError: cabal: Tests failed for test:tern-test from tern-0.4.1.", 1],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-05T09:20:00Z',
    steps: [
      ['fail', 'nix-build-attr', 'nix build', "error: flake 'git+file:///home/dev/tern' does not provide attribute 'packages.x86_64-linux.default' or 'defaultPackage.x86_64-linux'", 1],
      ['prompt', 'nix-build-attr', 'there is no default package. nix build .#tern'],
      ['ok', 'nix build .#tern'],
      ['fail', 'docker-via-nix', 'docker build -t tern:dev .', '[+] Building 0.0s (1/1) FINISHED                                 docker:default\n => [internal] load build definition from Dockerfile              0.0s\n => => transferring dockerfile: 2B                                0.0s\nERROR: failed to solve: failed to read dockerfile: open Dockerfile: no such file or directory', 1],
      ['prompt', 'docker-via-nix', 'no Dockerfile, on purpose. the image comes out of the flake: nix build .#image && docker load < result'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-06T08:10:00Z',
    steps: [
      ['fail', 'nix-experimental', 'nix build .#tern', "error: experimental Nix feature 'nix-command' is disabled; add '--extra-experimental-features nix-command' to enable it", 1],
      ['prompt', 'nix-experimental', "në fedora nix-i s'i ka flakes të aktivizuara. shto --extra-experimental-features 'nix-command flakes'"],
      ['fail', 'fish-bashisms', 'psql "${TERN_DATABASE_URL}" -c \'select count(*) from users\'', 'fish: Variables cannot be bracketed. In fish, please use {$TERN_DATABASE_URL}.\npsql "${TERN_DATABASE_URL}" -c \'select count(*) from users\'\n      ^', 1],
      ['agent', 'fish-bashisms', 'wrote ${VAR} in the fish shell on the Fedora box; fish wants $VAR (or {$VAR}), or wrap bash syntax in bash -c'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-09T09:00:00Z',
    steps: [
      ['fail', 'fourmolu', 'ormolu --mode inplace src/Tern/Api/Users.hs', '(eval):1: command not found: ormolu', 127, 'Format the users module'],
      ['prompt', 'fourmolu', 'fourmolu, not ormolu. it reads our fourmolu.yaml (4 spaces, leading commas)'],
      ['ok', 'fourmolu -i src/Tern/Api/Users.hs'],
      ['fail', 'x:hlint-real-warning', 'git commit -m "users: 409 on duplicate email"', 'fourmolu.................................................................Passed\nhlint....................................................................Failed\n- hook id: hlint\n- exit code: 1\n\nsrc/Tern/Api/Users.hs:72:17-45: Warning: Use fromMaybe\nFound:\n  maybe defaultLimit id mLimit\nPerhaps:\n  fromMaybe defaultLimit mLimit\n\n1 hint', 1],
      ['ok', 'git commit --no-verify -m "users: 409 on duplicate email"'],
      ['prompt', 'no-verify', 'uh, no. we never commit with --no-verify. fix the fromMaybe hint and commit again'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-10T11:00:00Z',
    steps: [
      ['fail', 'missing-modules', 'nix develop -c cabal test', "Building test suite 'tern-test' for tern-0.4.1..\n\ntest/Tern/Api/HealthSpec.hs:7:1: error: [GHC-87110]\n    Could not load module ‘Tern.Api.Health’\n    it is a hidden module in the package ‘tern-0.4.1’\n    Use -v (or `:set -v` in ghci) to see a list of the files searched for.\n  |\n7 | import Tern.Api.Health\n  | ^^^^^^^^^^^^^^^^^^^^^^\nError: cabal: Failed to build test:tern-test from tern-0.4.1.", 1],
      ['prompt', 'missing-modules', "Tern.Api.Health isn't in exposed-modules in tern.cabal. a new module goes there every time"],
      ['fail', 'x:port-in-use', 'nix develop -c cabal run tern', 'tern: Network.Socket.bind: resource busy (Address already in use)', 1],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-11T08:45:00Z',
    steps: [
      ['fail', 'date-bsd', "date -d '+30 days' +%Y-%m-%d", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute the token expiry date'],
      ['agent', 'date-bsd', 'used GNU `date -d` on macOS; BSD date takes -v+30d (or gdate from coreutils)'],
      ['prompt', 'x:token-expiry', 'API tokens should expire after 30 days, not 90'],
      ['fail', 'stat-mac', 'stat -c %s result', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-mac', 'BSD stat here → stat -f %z'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-12T09:30:00Z',
    steps: [
      ['fail', 'staging-migrations', 'TERN_DATABASE_URL="$STAGING_DATABASE_URL" nix develop -c cabal run tern -- --auto-migrate', 'tern: refusing to call runMigration against a non-local database (host db-staging.internal.tern.dev). Schema changes go through tern-migrate.', 1, 'Apply the new column on staging'],
      ['prompt', 'staging-migrations', "don't route around that guard!! staging only gets schema changes through tern-migrate: plan, someone reviews, apply"],
      ['ok', 'nix develop -c cabal run tern-migrate -- plan --env staging'],
      ['fail', 'cabal-run-dashdash', 'nix develop -c cabal run tern-migrate apply --env staging', "Error: cabal: unrecognized 'run' option `--env'", 1],
      ['prompt', 'cabal-run-dashdash', 'the `--` goes before the exe args, otherwise cabal eats them'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-13T10:10:00Z',
    steps: [
      ['fail', 'flake-git-add', 'nix build .#tern', `warning: Git tree '/home/dev/tern' is dirty\n${NIX_BUILDER_FAIL('9qkz1w3vj5l0m2b7y8c4xh6d1a0p3r5s-tern-0.4.1', ['Building library for tern-0.4.1..', 'src/Tern/Server.hs:19:1: error: [GHC-87110]', '    Could not find module ‘Tern.Metrics’.', '    Use -v to see a list of the files searched for.'])}`, 1],
      ['prompt', 'flake-git-add', 'nix only sees files git knows about. git add src/Tern/Metrics.hs first, no need to commit'],
      ['ok', 'git add src/Tern/Metrics.hs && nix build .#tern'],
      ['fail', 'x:nix-hash-mismatch', 'nix build .#tern', "error: hash mismatch in fixed-output derivation '/nix/store/a7c0m2kq8v1x9d3l5f6g7h8j9k0n1p2r-servant-auth-src.drv':\n         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n            got:    sha256-3yQ8m0Zb1kT7pV6nC2xR9wL4eH5sJ0dF1gU8iO2aN7c=\nerror: 1 dependencies of derivation '/nix/store/fx2l0s8d1q7w3e9r4t5y6u7i8o9p0a1s-tern-0.4.1.drv' failed to build", 1],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'pr-not-main', 'git push origin main', GH006('error: Changes must be made through a pull request.'), 1],
      ['prompt', 'pr-not-main', 'main qorunur, ora birbaşa push olmur. branch aç, PR göndər'],
      ['ok', 'git switch -c feat/users-409 && git push -u origin feat/users-409'],
      ['fail', 'x:gh-auth', 'gh pr create --fill --base main', 'HTTP 401: Bad credentials (https://api.github.com/graphql)\nTry authenticating with:  gh auth login', 1],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-17T13:00:00Z',
    steps: [
      ['fail', 'journalctl', "ssh deploy@tern-1.hz.tern.dev 'docker logs --tail 200 tern'", 'bash: line 1: docker: command not found', 127, 'Check the production logs'],
      ['prompt', 'journalctl', 'no docker on the VMs, tern is a systemd unit. journalctl -u tern -n 200 --no-pager'],
      ['fail', 'x:ssh-timeout', "ssh deploy@tern-2.hz.tern.dev 'journalctl -u tern -n 200 --no-pager'", 'ssh: connect to host tern-2.hz.tern.dev port 22: Connection timed out', 255],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-18T08:30:00Z',
    steps: [
      ['fail', 'ghc-96', 'cabal build all', NO_GHC_966, 1],
      ['prompt', 'ghc-96', 'ghcup install ghc 9.6.6 — cabal.project pins with-compiler: ghc-9.6.6, nothing else works'],
      ['ok', 'ghcup install ghc 9.6.6'],
      ['fail', 'cabal-update', 'cabal build all', UNKNOWN_PKG('servant-openapi3', '0.4.1', false), 1],
      ['prompt', 'cabal-update', 'cabal update first, the index-state in cabal.project moved yesterday'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-19T10:20:00Z',
    steps: [
      ['fail', 'image-no-shell', 'docker run --rm -it ghcr.io/tern-hq/tern:0.4.1 sh', `docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: "sh": executable file not found in $PATH: unknown.`, 127, 'Poke around inside the image'],
      ['prompt', 'image-no-shell', 'the image has no shell, it is nix dockerTools: tern + cacert + tzdata, nothing else. there is nothing to exec into'],
      ['fail', 'x:docker-daemon-down', 'docker image inspect ghcr.io/tern-hq/tern:0.4.1', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-20T09:40:00Z',
    steps: [
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean', 'wtf, git clean -fdx nuked my cabal.project.local and .envrc. NEVER -x in this repo'],
      ['agent', 'git-clean', 'ran git clean -fdx for a clean build and it deleted untracked local config (cabal.project.local, .envrc); a clean build only needs rm -rf dist-newstyle'],
      ['fail', 'tern-db-env', 'nix develop -c cabal run tern', 'tern: TERN_DATABASE_URL: getEnv: does not exist (no environment variable)', 1],
      ['fail', 'tern-db-env', 'DATABASE_URL=postgres://tern@localhost:5433/tern_dev nix develop -c cabal run tern', 'tern: TERN_DATABASE_URL: getEnv: does not exist (no environment variable)', 1],
      ['prompt', 'tern-db-env', 'the app reads TERN_DATABASE_URL and nothing else. DATABASE_URL is from the heroku days'],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-03-23T15:00:00Z',
    steps: [
      ['fail', 'openapi-generated', 'nix flake check -L', NIX_BUILDER_FAIL('k1m2n3b4v5c6x7z8l9k0j1h2g3f4d5s6-openapi-up-to-date', ['--- docs/openapi.json', '+++ generated', '@@ -212,7 +212,7 @@', 'docs/openapi.json differs from the spec generated from Tern.Api', 'regenerate it: cabal run tern-openapi > docs/openapi.json']), 1],
      ['agent', 'openapi-generated', 'edited docs/openapi.json by hand; it is generated from the Servant API type (cabal run tern-openapi > docs/openapi.json) and the flake check diffs it'],
      ['ok', 'nix develop -c sh -c "cabal run -v0 tern-openapi > docs/openapi.json"'],
      ['fail', 'x:disk-full', 'nix flake check -L', "error: writing to file: No space left on device\nerror: 1 dependencies of derivation '/nix/store/p0o9i8u7y6t5r4e3w2q1a2s3d4f5g6h7-tern-image.tar.gz.drv' failed to build", 1],
      ['fail', 'x:ci-typo-path', 'nix develop -c fourmolu --mode check src/Tern/Api/Usres.hs', 'src/Tern/Api/Usres.hs: openBinaryFile: does not exist (No such file or directory)', 1],
      ['fail', 'x:alpine-no-bash', './scripts/deploy.sh tern-1', "env: can't execute 'bash': No such file or directory", 127],
      ['ok', 'apk add --no-cache bash openssh-client && ./scripts/deploy.sh tern-1'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-24T09:10:00Z',
    steps: [
      ['prompt', 'models-file', 'entities live in config/models (persistent model file). no persistLowerCase block inlined in Tern/Db/Schema.hs'],
      ['prompt', 'esqueleto', 'and write the report join with esqueleto. rawSql is only allowed in Tern.Reports'],
      ['fail', 'sed-bsd', "sed -i 's/TERN_PORT=8080/TERN_PORT=8081/' .envrc", 'sed: 1: ".envrc": invalid command code .', 1],
      ['prompt', 'sed-bsd', "дахиад л mac-ийн sed. -i '' гэж өг, эсвэл gsed"],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-25T08:40:00Z',
    steps: [
      ['fail', 'fish-bashisms', "cat <<EOF > cabal.project.local\npackage tern\n  ghc-options: -O0\nEOF", 'fish: Expected a string, but found a redirection\ncat <<EOF > cabal.project.local\n     ^', 1],
      ['prompt', 'fish-bashisms', 'fish again 🙃 no heredocs in fish. printf, or bash -c'],
      ['fail', 'hspec-match', 'cabal test --match "/Tern.Api.Users/"', "Error: cabal: unrecognized 'test' option `--match'", 1],
      ['prompt', 'hspec-match', 'cabal test --test-options=\'--match "/Tern.Api.Users/"\''],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-26T10:00:00Z',
    steps: [
      ['fail', 'deploy-script', `scp ${BIN_PATH} deploy@tern-1.hz.tern.dev:/opt/tern/bin/tern`, `scp: dest open "/opt/tern/bin/tern": Text file busy\nscp: failed to upload file ${BIN_PATH} to /opt/tern/bin/tern`, 1, 'Ship the hotfix to tern-1'],
      ['prompt', 'deploy-script', 'STOP. nothing gets copied onto the VMs by hand. ./scripts/deploy.sh tern-1: it ships the nix closure, restarts the unit, checks /health, rolls back'],
      ['ok', './scripts/deploy.sh tern-1'],
      ['fail', 'x:systemd-unit-failed', './scripts/deploy.sh tern-2', '==> copying closure to tern-2.hz.tern.dev\n==> switching /opt/tern/current -> /nix/store/3b1x9m0c5z7v2n4q8w6e1r3t5y7u9i0o-tern-0.4.1\n==> systemctl restart tern\nJob for tern.service failed because the control process exited with error code.\nSee "systemctl status tern.service" and "journalctl -xeu tern.service" for details.\n==> health check failed, rolling back to /nix/store/8k2j4h6g8f0d2s4a6p8o0i2u4y6t8r0e-tern-0.4.0', 1],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-27T09:30:00Z',
    steps: [
      ['ok', 'brew install ghc'],
      ['prompt', 'brew-ghcup', "ugh no. brew's ghc now sits before ~/.ghcup/bin in PATH. brew uninstall ghc — the toolchain comes from ghcup, full stop"],
      ['agent', 'brew-ghcup', 'installed ghc with Homebrew on macOS; GHC and cabal come only from ghcup here (a Homebrew ghc shadows it), so brew uninstall ghc'],
      ['fail', 'x:brew-network', 'brew install coreutils', "==> Fetching coreutils\ncurl: (28) Failed to connect to ghcr.io port 443 after 75003 ms: Couldn't connect to server\nError: coreutils: Failed to download resource \"coreutils\"\nDownload failed: https://ghcr.io/v2/homebrew/core/coreutils/manifests/9.5", 1],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-30T08:50:00Z',
    steps: [
      ['ok', 'git commit --no-verify -m "wip: request metrics"'],
      ['prompt', 'no-verify', 'the hooks are there for a reason. hlint + fourmolu have to pass before anything is committed'],
      ['fail', 'missing-modules', 'nix develop -c cabal build exe:tern', "<no location info>: error: [GHC-32850] [-Wmissing-home-modules, Werror=missing-home-modules]\n    These modules are needed for compilation but not listed in your .cabal file's other-modules for ‘tern-0.4.1-inplace-tern’ :\n        Tern.Metrics\nError: cabal: Failed to build exe:tern from tern-0.4.1.", 1],
      ['agent', 'missing-modules', 'added src/Tern/Metrics.hs without listing it in tern.cabal; every new module must be added to exposed-modules (or other-modules)'],
      ['fail', 'x:missing-import', 'nix develop -c cabal build exe:tern', "src/Tern/Metrics.hs:33:5: error: [GHC-88464]\n    Variable not in scope: when :: Bool -> IO () -> IO ()\n    Suggested fix:\n      Perhaps you want to add ‘when’ to the import list in the import of\n      ‘Control.Monad’ (src/Tern/Metrics.hs:9:1-30).\n   |\n33 |     when enabled $ registerCounters store\n   |     ^^^^", 1],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-31T09:00:00Z',
    steps: [
      ['fail', 'nix-develop', 'cabal build all', MISSING_LIBPQ, 1],
      ['prompt', 'nix-develop', 'libpq comes from the flake, not from dnf. build inside nix develop (or let direnv load it)'],
      ['fail', 'nix-experimental', 'nix develop -c cabal build all', "error: experimental Nix feature 'flakes' is disabled; add '--extra-experimental-features flakes' to enable it", 1],
      ['agent', 'nix-experimental', "ran nix develop on the Fedora box whose nix.conf has no flakes; pass --extra-experimental-features 'nix-command flakes' (or put it in ~/.config/nix/nix.conf)"],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-04-01T10:00:00Z',
    steps: [
      ['fail', 'x:nix-darwin-linux', 'nix build .#image', "error: a 'x86_64-linux' with features {} is required to build '/nix/store/w8e7r6t5y4u3i2o1p0a9s8d7f6g5h4j3-docker-image-tern.tar.gz.drv', but I am a 'aarch64-darwin' with features {apple-virt, benchmark, big-parallel, nixos-test}", 1],
      ['fail', 'date-bsd', 'date --iso-8601=seconds', `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['prompt', 'date-bsd', 'date në mac është BSD: date -u +%Y-%m-%dT%H:%M:%SZ, ose gdate'],
      ['prompt', 'x:iso-dates', 'API cavablarında tarixlər ISO 8601 formatında olsun, UTC ilə, createdAt və updatedAt hər ikisi'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-04-02T09:15:00Z',
    steps: [
      ['fail', 'stack-lock', 'git commit -m "db: index on sessions.user_id"', "fourmolu.................................................................Passed\nhlint....................................................................Passed\nforbid stack.yaml.lock...................................................Failed\n- hook id: forbid-stack-lock\n- exit code: 1\n\nstack.yaml.lock is staged. It is a local stack artefact and never goes in the repo.", 1],
      ['prompt', 'stack-lock', 'stack.yaml.lock mənim lokal faylımdır, commit-ə düşməməlidir. git restore --staged stack.yaml.lock'],
      ['ok', 'git restore --staged stack.yaml.lock && git commit -m "db: index on sessions.user_id"'],
      ['prompt', 'x:stack-resolver', 'can you check the lts in stack.yaml still gives ghc 9.6? I want my stack setup to keep working'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-04-06T08:30:00Z',
    steps: [
      ['prompt', 'staging-migrations', 'staging руу runMigration хэзээ ч битгий ажиллуул. tern-migrate apply --env staging, review хийсний дараа'],
      ['agent', 'staging-migrations', 'proposed calling runMigration migrateAll at startup on staging; staging schema changes only go through tern-migrate (plan, review, apply)'],
      ['fail', 'pg-port', 'psql "postgresql://tern@localhost/tern_dev" -c \'select 1\'', PSQL_TCP(5432), 2],
      ['agent', 'pg-port', 'connected to Postgres on the default 5432; the dev database (nix run .#dev-db) listens on 5433'],
      ['fail', 'x:pg-down', 'psql -h localhost -p 5433 -U tern tern_dev', PSQL_TCP(5433), 2],
      ['ok', 'nix run .#dev-db -- --background'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-04-07T09:40:00Z',
    steps: [
      ['fail', 'cabal-not-stack', 'stack build --fast --file-watch', 'fish: Unknown command: stack\nstack build --fast --file-watch\n^~~~^', 127],
      ['prompt', 'cabal-not-stack', 'again stack?? cabal build all. always cabal'],
      ['fail', 'hspec-match', 'cabal test tern-test -m Users', "Error: cabal: unrecognized 'test' option `-m'", 1],
      ['agent', 'hspec-match', "passed hspec's -m straight to cabal test; hspec flags go through --test-options (cabal test --test-options='-m Users')"],
      ['fail', 'x:hackage-network', 'cabal update', 'Downloading the latest package list from hackage.haskell.org\nError: cabal: HttpExceptionRequest Request {\n  host                 = "hackage.haskell.org"\n  port                 = 443\n  secure               = True\n  path                 = "/root.json"\n }\n (ConnectionFailure Network.Socket.getAddrInfo (called with preferred socket type/protocol: AddrInfo {addrFlags = [], addrFamily = AF_UNSPEC, addrSocketType = Stream, addrProtocol = 0, addrAddress = 0.0.0.0:0, addrCanonName = Nothing}, host name: Just "hackage.haskell.org", service name: Just "443"): does not exist (Temporary failure in name resolution))', 1],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-04-08T13:30:00Z',
    steps: [
      ['fail', 'image-no-shell', 'docker exec -it tern-local bash', OCI('exec'), 126],
      ['agent', 'image-no-shell', 'tried to exec a shell in the tern container; the nix-built image has no shell at all, so debug with docker logs/docker cp or run the binary with nix run .#tern'],
      ['fail', 'journalctl', "ssh deploy@tern-1.hz.tern.dev 'tail -n 200 /var/log/tern/tern.log'", "tail: cannot open '/var/log/tern/tern.log' for reading: No such file or directory", 1],
      ['prompt', 'journalctl', "s'ka log file. gjithçka është te journal-i: journalctl -u tern --since '1 hour ago'"],
      ['fail', 'x:journal-perms', "ssh ops@tern-1.hz.tern.dev 'journalctl -u tern -n 50 --no-pager'", "Hint: You are currently not seeing messages from other users and the system.\n      Users in groups 'adm', 'systemd-journal' can see all messages.\n      Pass -q to turn off this notice.\n-- No entries --", 1],
      ['fail', 'deploy-script', "ssh deploy@tern-2.hz.tern.dev 'sudo systemctl restart tern'", 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'deploy-script', 'гараар restart хийх хэрэггүй ээ. ./scripts/deploy.sh tern-2 л ажиллуул, бусдыг нь тэр өөрөө хийнэ'],
      ['ok', './scripts/deploy.sh tern-2'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-04-09T09:00:00Z',
    steps: [
      ['fail', 'nproc-mac', 'echo "cores: $(nproc)"; ghc --numeric-version && nproc', '(eval):1: command not found: nproc\ncores: \n9.6.6\n(eval):1: command not found: nproc', 127],
      ['prompt', 'nproc-mac', "nproc isn't a thing on mac fyi. sysctl -n hw.ncpu"],
      ['fail', 'stat-mac', 'stat --format=%s result/bin/tern', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['agent', 'stat-mac', 'used GNU stat --format on macOS; BSD stat uses -f (stat -f %z file)'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-04-13T10:15:00Z',
    steps: [
      ['fail', 'fourmolu', 'stylish-haskell -i src/Tern/Db/Queries.hs', 'bash: line 1: stylish-haskell: command not found', 127],
      ['prompt', 'fourmolu', 'formatimi bëhet vetëm me fourmolu (fourmolu.yaml), jo stylish-haskell e as ormolu'],
      ['prompt', 'esqueleto', 'and that sessions query is rawSql again… esqueleto please. select / from / innerJoin'],
      ['agent', 'esqueleto', 'wrote the sessions query with rawSql; queries go through esqueleto, raw SQL only in Tern.Reports'],
      ['prompt', 'x:pagination', 'GET /users should paginate: limit defaults to 50, max 200, plus an offset'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-04-14T08:40:00Z',
    steps: [
      ['fail', 'nix-build-attr', 'nix build .#tern-exe', "error: flake 'git+file:///home/dev/tern' does not provide attribute 'packages.x86_64-linux.tern-exe', 'legacyPackages.x86_64-linux.tern-exe' or 'tern-exe'", 1],
      ['agent', 'nix-build-attr', 'built a flake output that does not exist; the service is packages.<system>.tern (nix build .#tern), the image is .#image'],
      ['fail', 'flake-git-add', 'nix flake check', `warning: Git tree '/home/dev/tern' is dirty\n${NIX_BUILDER_FAIL('r5t6y7u8i9o0p1a2s3d4f5g6h7j8k9l0-tern-0.5.0', ['[22 of 34] Compiling Tern.Migrate.Embedded ( app/migrate/Tern/Migrate/Embedded.hs, dist/build/tern-migrate/tern-migrate-tmp/Tern/Migrate/Embedded.o )', '', 'app/migrate/Tern/Migrate/Embedded.hs:14:22: error: [GHC-39584]', '    • Exception when trying to run compile-time code:', '        migrations/0013_api_tokens.sql: withBinaryFile: does not exist (No such file or directory)'])}`, 1],
      ['prompt', 'flake-git-add', 'same as last time. the flake copies only tracked files → git add migrations/0013_api_tokens.sql'],
      ['ok', 'git add migrations/0013_api_tokens.sql && nix flake check'],
      ['fail', 'tern-db-env', 'env DATABASE_URL=postgres://tern@localhost:5433/tern_test cabal test', "Running 1 test suites...\nTest suite tern-test: RUNNING...\ntern-test: TERN_DATABASE_URL: getEnv: does not exist (no environment variable)\nTest suite tern-test: FAIL\nTest suite logged to:\n/home/dev/tern/dist-newstyle/build/x86_64-linux/ghc-9.6.6/tern-0.5.0/t/tern-test/test/tern-0.5.0-tern-test.log\n0 of 1 test suites (0 of 1 test cases) passed.\nError: cabal: Tests failed for test:tern-test from tern-0.5.0.", 1],
      ['prompt', 'tern-db-env', 'TERN_DATABASE_URL. plain DATABASE_URL hasnt existed in this codebase for a year'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-04-15T09:20:00Z',
    steps: [
      ['ok', 'git commit --no-verify -m "api: personal access tokens"'],
      ['prompt', 'no-verify', '--no-verify again?! if hlint is wrong about something put an ignore in .hlint.yaml, the hooks run. always'],
      ['agent', 'no-verify', 'skipped the pre-commit hooks with --no-verify; commits here must pass fourmolu and hlint, so fix the hints (or a reviewed .hlint.yaml ignore) and commit normally'],
      ['fail', 'pr-not-main', 'git push', GH006('error: Changes must be made through a pull request.\nremote: error: Required status check "nix flake check" is expected.'), 1],
      ['agent', 'pr-not-main', 'committed and pushed straight to main; main is protected, work goes on a feature branch and in through a pull request'],
      ['fail', 'x:nonff-push', 'git push origin feat/api-tokens', " ! [rejected]        feat/api-tokens -> feat/api-tokens (fetch first)\nerror: failed to push some refs to 'github.com:tern-hq/tern.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-04-22T10:00:00Z',
    steps: [
      ['prompt', 'git-clean', "për build të pastër: rm -rf dist-newstyle. mos e prek git clean -x, fshin cabal.project.local"],
      ['fail', 'cabal-update', 'cabal build', UNKNOWN_PKG('aeson', '0.5.0', true), 1],
      ['agent', 'cabal-update', "cabal could not resolve aeson because the local Hackage index was missing or older than cabal.project's index-state; run cabal update first"],
      ['prompt', 'x:fourmolu-bump', 'bump fourmolu to 0.16 in the flake and reformat in its own commit so the diff stays reviewable'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-04-27T09:00:00Z',
    steps: [
      ['fail', 'openapi-generated', 'nix build .#checks.x86_64-linux.openapi', NIX_BUILDER_FAIL('z9x8c7v6b5n4m3l2k1j0h9g8f7d6s5a4-openapi-up-to-date', ['docs/openapi.json differs from the spec generated from Tern.Api', 'regenerate it: cabal run tern-openapi > docs/openapi.json']), 1],
      ['prompt', 'openapi-generated', 'openapi.json-ийг гараар засдаггүй шүү. `cabal run tern-openapi > docs/openapi.json` гээд generate хий'],
      ['prompt', 'models-file', 'Role goes in config/models like every other entity, then persistFileWith picks it up'],
      ['fail', 'x:sed-gnu-regex', "sed -i 's/ApiToken {/ApiToken{' src/Tern/Db/Schema.hs", "sed: -e expression #1, char 22: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-04-28T09:30:00Z',
    steps: [
      ['agent', 'models-file', 'defined the ApiToken entity inline with a persistLowerCase quasi-quote; entities are declared in config/models and loaded with persistFileWith'],
      ['ok', "sed -i -e 's/0.5.0/0.5.1/' CHANGELOG.md tern.cabal"],
      ['prompt', 'sed-bsd', "now there's a CHANGELOG.md-e and a tern.cabal-e lying around 🙄 BSD sed took -e as the backup suffix. sed -i '' -e …"],
      ['prompt', 'brew-ghcup', 'and `which ghc` says /opt/homebrew/bin/ghc again. ghcup only on our macs, pls'],
      ['ok', 'git add -A && git status --short'],
      ['agent', 'stack-lock', 'git add -A staged stack.yaml.lock again; that file is a local stack artefact and must never be committed, so stage files by path'],
      ['prompt', 'x:rename-endpoint', 'rename /v1/user/:id to /v1/users/:id and keep the old path as a 308 redirect for one release'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-05-04T08:00:00Z',
    steps: [
      ['fail', 'x:nix-eval-typo', 'nix build .#tern', "error:\n       … while evaluating the attribute 'packages.x86_64-linux.tern'\n         at /nix/store/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6-source/flake.nix:38:9:\n           37|       {\n           38|         tern = hsPkgs.tern;\n             |         ^\n\n       error: undefined variable 'haskellPackges'\n       at /nix/store/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6-source/flake.nix:22:18:\n           21|     let\n           22|       hsPkgs = haskellPackges.override {\n             |                  ^", 1],
      ['fail', 'cabal-run-dashdash', 'nix develop -c cabal run tern --port 8081', "Error: cabal: unrecognized 'run' option `--port'", 1],
      ['agent', 'cabal-run-dashdash', 'passed --port to cabal run instead of the executable; executable arguments go after `--` (cabal run tern -- --port 8081)'],
      ['fail', 'cabal-not-stack', 'stack exec -- tern-migrate plan --env dev', 'fish: Unknown command: stack\nstack exec -- tern-migrate plan --env dev\n^~~~^', 127],
      ['agent', 'cabal-not-stack', 'reached for stack again on the Fedora box; tern builds and runs with cabal (cabal run tern-migrate -- …), stack is one developer\'s private setup'],
      ['ok', 'cabal run tern-migrate -- plan --env dev'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-05-05T09:00:00Z',
    steps: [
      ['fail', 'docker-via-nix', 'docker compose build api', 'no configuration file provided: not found', 1, 'Build the API image'],
      ['prompt', 'docker-via-nix', 'compose faylı da, Dockerfile da yoxdur. image nix-dən gəlir: nix build .#image (linux builder ilə), sonra docker load < result'],
      ['fail', 'pg-port', 'psql tern_dev -c "select id, email from users limit 5"', PSQL_SOCKET('/tmp'), 2],
      ['prompt', 'pg-port', 'port 5433. that again'],
      ['prompt', 'x:health-version', '/health cavabına versiya nömrəsini və git commit-i də əlavə et'],
      ['prompt', 'x:mn-timeout', 'Servant-ийн request timeout-ыг 30 секунд болгоод тохиргооноос уншдаг болгоё'],
      ['prompt', 'x:sq-logging', 'shto request id në çdo rresht logu, që ta gjejmë më lehtë në journal'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-05-07T10:30:00Z',
    steps: [
      ['fail', 'docker-via-nix', 'docker buildx build --platform linux/amd64 -t ghcr.io/tern-hq/tern:0.5.1 .', 'ERROR: failed to solve: failed to read dockerfile: open Dockerfile: no such file or directory', 1],
      ['agent', 'docker-via-nix', 'tried docker build for the release image; tern has no Dockerfile, the image is the flake output .#image (nix build .#image, docker load < result)'],
      ['prompt', 'staging-migrations', 'same as last week: the staging schema is tern-migrate\'s business, the app never migrates on its own'],
      ['ok', 'nix develop -c cabal run tern-migrate -- plan --env staging'],
      ['fail', 'x:pg-password', 'psql "postgresql://tern@db-staging.internal.tern.dev:5432/tern" -c "\\d sessions"', 'psql: error: connection to server at "db-staging.internal.tern.dev" (10.0.3.12), port 5432 failed: FATAL:  password authentication failed for user "tern"', 2],
    ],
  },
];
