// Half ZZY: "garganey", an OCaml 5.2 web service (Dream, Caqti on PostgreSQL 16, omigrate, Melange,
// dune, a local opam switch in the repo), Docker on Alpine/musl, Fly.io deploys from CI only.
// Written blind from issue 10, the corpus README, build.mjs and the head of half D. Developers on
// macOS (zsh), Arch (fish), Ubuntu (bash), one on Windows now and then; English, Basque, Kazakh, Uzbek.

const GH = 'github.com:garganey-dev/garganey.git';

const DUNE_LANG_OLD = `File "dune-project", line 1, characters 11-15:
1 | (lang dune 3.16)
               ^^^^
Error: Version 3.16 of the dune language is not supported.
Supported versions of this extension in version 3.11.1 of dune are:
- 1.0 to 1.12
- 2.0 to 2.9
- 3.0 to 3.11`;

const OPAM_INVARIANT = `[ERROR] Package conflict!
  * Incompatible packages:
    - (invariant) → ocaml-base-compiler = 4.14.1
    - garganey → ocaml >= 5.2.0
    You can temporarily relax the switch invariant with \`--update-invariant'

No solution found, exiting`;

const OPAM_MISSING_DEP = `[ERROR] Package conflict!
  * Missing dependency:
    - caqti-driver-postgresql >= 2.2.0
    no matching version

No solution found, exiting`;

const OPAM_CURL = `<><> Updating package repositories ><><><><><><><><><><><><><><><><><><><><><><>
[ERROR] Could not update repository "default": OpamDownload.Download_fail(_, "Curl failed: \\"/usr/bin/curl --write-out %{http_code}\\\\n --retry 3 --retry-delay 2 --user-agent opam/2.2.1 -L -o /tmp/opam-31377-0f2a6b/index.tar.gz.part -- https://opam.ocaml.org/index.tar.gz\\" exited with code 6")
[ERROR] Could not update repository "default"`;

const OCAMLFORMAT_VERSION = (installed, path) => `File ".ocamlformat", line 1:
Error: Error while parsing ${path}/.ocamlformat:
       Project should be formatted using ocamlformat version "0.26.2", but
       the installed version is "${installed}"`;

const LIB_NOT_FOUND = (lib, dir, where) => `File "${dir}/dune", line 4, characters ${where}:
4 |  (libraries ${lib === 'alcotest-lwt' ? 'alcotest alcotest-lwt garganey' : `dream caqti-lwt ${lib}`})
${' '.repeat(12)}^^^^^^^^^^^^^^^^^^^
Error: Library "${lib}" not found.
-> required by _build/default/${dir}/${dir === 'test' ? 'test_garganey.exe' : '.garganey.objs/byte/garganey.cmi'}
-> required by alias ${dir}/all
-> required by alias default`;

const ALCOTEST_FAIL = `Testing \`garganey'.
This run has ID \`Q7M2XK1A'.

  [OK]          users          0   create.
  [FAIL]        users          1   find by email.
  [OK]          sessions       0   expire.

┌──────────────────────────────────────────────────────────────────────────────┐
│ [FAIL]        users          1   find by email.                              │
└──────────────────────────────────────────────────────────────────────────────┘
ASSERT same email
FAIL same email

   Expected: \`"ana@example.com"'
   Received: \`"Ana@example.com"'

Raised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 200, characters 4-261
Called from Alcotest_engine__Core.Make.protect_test.(fun) in file "src/alcotest-engine/core.ml", line 181, characters 17-23

Full test results in \`/home/dev/garganey/_build/default/test/_build/_tests/garganey'.
1 failure! in 0.412s. 3 tests run.`;

const MAC_GREP_USAGE = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const MAC_DATE_USAGE = `date: illegal option -- d
usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]
            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const DUNE_J_EMPTY = `zsh: command not found: nproc
dune: option '-j': invalid value '', expected an integer
Usage: dune build [OPTION]… [TARGET]…
Try 'dune build --help' or 'dune --help' for more information.`;

const DUNE_LOCK = (pid) => `Error: A running dune (pid: ${pid}) instance has locked the build directory.
If this is not the case, please delete "_build/.lock".`;

const PS7_NOT_RECOGNIZED = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const PS51_NOT_RECOGNIZED = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(name.length)}
    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException`;

const FISH_UNKNOWN = (cmd, line) => `fish: Unknown command: ${cmd}
fish: 
${line}
^${'~'.repeat(Math.max(cmd.length - 2, 0))}^`;

const LIBPQ_OPAM = `The following actions will be performed:
=== install 3 packages
  ∗ caqti-driver-postgresql 2.1.2
  ∗ conf-libpq              1         [required by postgresql]
  ∗ postgresql              5.1.3     [required by caqti-driver-postgresql]

<><> Processing actions <><><><><><><><><><><><><><><><><><><><><><><><><><><><>
[ERROR] The compilation of conf-libpq.1 failed at "pkg-config libpq".

#=== ERROR while compiling conf-libpq.1 =======================================#
# context     2.2.1 | macos/arm64 | ocaml-base-compiler.5.2.0 | https://opam.ocaml.org#7a1c2f0e
# path        ~/garganey/_opam/.opam-switch/build/conf-libpq.1
# command     ~/.opam/opam-init/hooks/sandbox.sh build pkg-config libpq
# exit-code   1
# env-file    ~/garganey/_opam/.opam-switch/build/conf-libpq-27841-a1b2c3.env
# output-file ~/garganey/_opam/.opam-switch/build/conf-libpq-27841-a1b2c3.out

<><> Error report <><><><><><><><><><><><><><><><><><><><><><><><><><><><><><><>
┌─ The following actions failed
│ λ build conf-libpq 1
└─
╶─ No changes have been performed`;

const PKGCONFIG_LIBPQ = `Package libpq was not found in the pkg-config search path.
Perhaps you should add the directory containing \`libpq.pc'
to the PKG_CONFIG_PATH environment variable
No package 'libpq' found`;

const PG_DUMP_MISMATCH = `pg_dump: error: aborting because of server version mismatch
pg_dump: detail: server version: 16.6; pg_dump version: 14.15 (Homebrew)`;

const PG_LATEST = `db-1  | 
db-1  | PostgreSQL Database directory appears to contain a database; Skipping initialization
db-1  | 
db-1  | 2026-03-23 09:06:41.122 UTC [1] FATAL:  database files are incompatible with server
db-1  | 2026-03-23 09:06:41.122 UTC [1] DETAIL:  The data directory was initialized by PostgreSQL version 16, which is not compatible with this version 17.4 (Debian 17.4-1.pgdg120+2).
db-1 exited with code 1`;

const GLIBC_STATIC = (home) => `/usr/bin/ld: ${home}/garganey/_opam/lib/ocaml/libunixnat.a(getaddrinfo.n.o): in function \`caml_unix_getaddrinfo':
getaddrinfo.c:(.text+0x1a7): warning: Using 'getaddrinfo' in statically linked applications requires at runtime the shared libraries from the glibc version used for linking
/usr/bin/ld: cannot find -lev: No such file or directory
/usr/bin/ld: cannot find -lssl: No such file or directory
/usr/bin/ld: cannot find -lcrypto: No such file or directory
collect2: error: ld returned 1 exit status
File "caml_startup", line 1:
Error: Error during linking (exit code 1)`;

const FLY_NOT_LISTENING = `==> Monitoring deployment
WARNING The app is not listening on the expected address and will not be reachable by fly-proxy.
You can fix this by configuring your app to listen on the following addresses:
  - 0.0.0.0:8080
Found these processes inside the machine with open listening sockets:
  PROCESS                      | ADDRESSES
-------------------------------*-----------------
  /app/garganey --port 8080    | 127.0.0.1:8080
  /.fly/hallpass               | [fdaa:9:3c2e:a7b:1a4:d51b:7e0c:2]:22

Error: timeout reached waiting for health checks to pass for machine 918571d5c7e383: context deadline exceeded`;

const FLY_NO_TOKEN = "Error: No access token available. Please login with 'flyctl auth login'";

const UNBOUND_EIO = `File "lib/db.ml", line 1, characters 5-12:
1 | open Eio.Std
         ^^^^^^^
Error: Unbound module Eio`;

const TYPE_ERROR = `File "lib/handlers.ml", line 58, characters 29-36:
58 |   Dream.json ~status:\`OK (user.id)
                                  ^^^^^^^
Error: This expression has type int but an expression was expected of type
         string`;

const MELANGE_TYPE_ERROR = `File "frontend/src/app.ml", line 14, characters 22-27:
14 |   Dom.setTextContent el count
                           ^^^^^
Error: This expression has type int but an expression was expected of type
         string`;

const OCAMLFORMAT_XARGS = `ocamlformat: ignoring "./_opam/lib/stdlib-shims/stdlib_shims.ml" (misplaced documentation comments - warning 50)
ocamlformat: ignoring "./_opam/lib/lwt/unix/lwt_unix.ml" (syntax error)
File "./_opam/lib/lwt/unix/lwt_unix.ml", line 1641, characters 2-8:
Error: Syntax error
xargs: ocamlformat: exited with status 255; aborting`;

const OCAMLFORMAT_SYNTAX = `ocamlformat: ignoring "lib/auth.ml" (syntax error)
File "lib/auth.ml", line 31, characters 2-4:
31 |   in
       ^^
Error: Syntax error`;

const FMT_DIFF = `File "lib/auth.ml", line 1, characters 0-0:
diff --git a/_build/default/lib/auth.ml b/_build/default/lib/.formatted/auth.ml
index 1d2e3f4..5a6b7c8 100644
--- a/_build/default/lib/auth.ml
+++ b/_build/default/lib/.formatted/auth.ml
@@ -12,7 +12,8 @@
-let verify token = match Jwt.decode token with Ok c -> Some c | Error _ -> None
+let verify token =
+  match Jwt.decode token with Ok c -> Some c | Error _ -> None`;

const EXPECT_DIFF = `File "test/test_router.ml", line 1, characters 0-0:
diff --git a/_build/default/test/test_router.ml b/_build/default/test/test_router.ml.corrected
index 3f1c2aa..9b07d41 100644
--- a/_build/default/test/test_router.ml
+++ b/_build/default/test/test_router.ml.corrected
@@ -22,5 +22,5 @@ let%expect_test "route normalisation" =
   print_endline (Router.normalise "/users//42/");
-  [%expect {| /users/42 |}]
+  [%expect {| /users/42/ |}]`;

const PROTECTED_MAIN = `remote: error: GH006: Protected branch update failed for refs/heads/main.
remote: 
remote: - Cannot force-push to this branch
To ${GH}
 ! [remote rejected] main -> main (protected branch hook declined)
error: failed to push some refs to '${GH}'`;

const NON_FF = `To ${GH}
 ! [rejected]        feat/session-cookies -> feat/session-cookies (fetch first)
error: failed to push some refs to '${GH}'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing
hint: to the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const APK_NETWORK = `fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz
WARNING: updating and opening https://dl-cdn.alpinelinux.org/alpine/v3.20/main: temporary error (try again later)
fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz
WARNING: updating and opening https://dl-cdn.alpinelinux.org/alpine/v3.20/community: temporary error (try again later)
ERROR: unable to select packages:
  gmp-dev (no such package):
    required by: world[gmp-dev]`;

const DOCKER_APT = `#7 [builder 3/9] RUN apt-get update && apt-get install -y libev-dev libgmp-dev libssl-dev
#7 0.231 /bin/sh: apt-get: not found
#7 ERROR: process "/bin/sh -c apt-get update && apt-get install -y libev-dev libgmp-dev libssl-dev" did not complete successfully: exit code: 127
------
 > [builder 3/9] RUN apt-get update && apt-get install -y libev-dev libgmp-dev libssl-dev:
0.231 /bin/sh: apt-get: not found
------
ERROR: failed to solve: process "/bin/sh -c apt-get update && apt-get install -y libev-dev libgmp-dev libssl-dev" did not complete successfully: exit code: 127`;

const DOCKER_OOM = `#14 [builder 6/9] RUN opam install . --deps-only -y
#14 388.4 ∗ installed ppxlib.0.33.0
#14 412.8 [ERROR] The compilation of caqti.2.1.2 failed at "dune build -p caqti -j 4 @install".
#14 413.0 cc: fatal error: Killed signal terminated program cc1
#14 ERROR: process "/bin/sh -c opam install . --deps-only -y" did not complete successfully: exit code: 137
------
ERROR: failed to solve: process "/bin/sh -c opam install . --deps-only -y" did not complete successfully: exit code: 137`;

const GLIBC_STAGE = `#11 [builder 8/9] RUN opam exec -- dune build --profile static bin/main.exe
#11 96.71 /usr/bin/ld: cannot find -lev: No such file or directory
#11 96.71 /usr/bin/ld: cannot find -lgmp: No such file or directory
#11 96.72 collect2: error: ld returned 1 exit status
#11 96.72 File "caml_startup", line 1:
#11 96.72 Error: Error during linking (exit code 1)
#11 ERROR: process "/bin/sh -c opam exec -- dune build --profile static bin/main.exe" did not complete successfully: exit code: 1
------
ERROR: failed to solve: process "/bin/sh -c opam exec -- dune build --profile static bin/main.exe" did not complete successfully: exit code: 1`;

const PACMAN_KEYRING = `(4/4) checking keys in keyring                     [######################] 100%
(4/4) checking package integrity                   [######################] 100%
error: libev: signature from "Levente Polyak <anthraxx@archlinux.org>" is unknown trust
:: File /var/cache/pacman/pkg/libev-4.33-3-x86_64.pkg.tar.zst is corrupted (invalid or corrupted package (PGP signature)).
Do you want to delete it? [Y/n] 
error: failed to commit transaction (invalid or corrupted package)
Errors occurred, no packages were upgraded.`;

const CAQTI_REFUSED = `Testing \`garganey'.
This run has ID \`8DJ2ZP0M'.

Fatal error: exception Failure("Failed to connect to <postgresql://garganey@localhost:5432/garganey_test>: connection to server at \\"localhost\\" (127.0.0.1), port 5432 failed: Connection refused\\n\\tIs the server running on that host and accepting TCP/IP connections?\\n")`;

const UBUNTU_CNF = (cmd, pkg) => `Command '${cmd}' not found, but can be installed with:

sudo apt install ${pkg}`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'garganey', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'local-switch', 'dune build', DUNE_LANG_OLD, 1, 'Build the project'],
      ['prompt', 'local-switch', "that's the apt dune and ocaml from /usr/bin. we never build with the system ocaml, the repo has its own switch: opam switch create . 5.2.0 --deps-only"],
      ['ok', 'opam switch create . 5.2.0 --deps-only --with-test -y'],
      ['ok', 'eval $(opam env) && dune build'],
      ['prompt', 'x:changelog', 'add a line to CHANGES.md under Unreleased: "README: local switch setup"'],
    ],
  },
  {
    machine: 'mac', project: 'garganey', start: '2026-02-03T09:15:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/(version 0.3.0)/(version 0.3.1)/' dune-project", 'sed: 1: "dune-project": extra characters at the end of d command', 1, 'Bump the version'],
      ['prompt', 'sed-i-mac', "mac-eko sed-a da hau, -i-k argumentu bat behar du: sed -i '' ... edo gsed (brew-en dago)"],
      ['ok', "sed -i '' 's/(version 0.3.0)/(version 0.3.1)/' dune-project"],
      ['fail', 'psql-in-compose', "psql -U garganey -d garganey_dev -c '\\dt'", 'zsh: command not found: psql', 127, 'List tables'],
      ['prompt', 'psql-in-compose', 'psql lives in the db container -> docker compose exec db psql -U garganey garganey_dev'],
    ],
  },
  {
    machine: 'codex', project: 'garganey', start: '2026-02-04T10:00:00Z',
    steps: [
      ['fail', 'pacman-arch', 'sudo apt-get install -y libev-dev libgmp-dev pkg-config', 'sudo: apt-get: command not found', 1, 'Install system deps'],
      ['prompt', 'pacman-arch', 'arch box. pacman -S --needed libev gmp pkgconf'],
      ['fail', 'opam-env-shell', "fish -c 'opam env --shell=sh | source'", `fish: Unsupported use of '='. In fish, please use 'set OPAM_SWITCH_PREFIX "/home/dev/garganey/_opam"'.\nOPAM_SWITCH_PREFIX='/home/dev/garganey/_opam'; export OPAM_SWITCH_PREFIX;\n^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^`, 127],
      ['prompt', 'opam-env-shell', "my shell is fish, the sh output won't source. it's `eval (opam env)` — parens, no dollar"],
      ['ok', "fish -c 'eval (opam env); and dune build'"],
    ],
  },
  {
    machine: 'ci', project: 'garganey', start: '2026-02-05T14:20:00Z',
    steps: [
      ['fail', 'apk', 'apt-get update && apt-get install -y libev-dev gmp-dev', '/bin/sh: apt-get: not found', 127],
      ['agent', 'apk', 'Used apt-get inside the Alpine builder image; Alpine has apk: apk add --no-cache libev-dev gmp-dev.'],
      ['fail', 'posix-sh', 'bash scripts/wait-for-db.sh db 5432', '/bin/sh: bash: not found', 127],
      ['agent', 'posix-sh', 'Called bash in the Alpine image, which only has busybox ash; run scripts with sh and keep them POSIX.'],
      ['ok', 'sh scripts/wait-for-db.sh db 5432'],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-02-06T08:30:00Z',
    steps: [
      ['fail', 'ocamlformat-pin', 'dune build @fmt --auto-promote', OCAMLFORMAT_VERSION('0.27.0', '/Users/kai/garganey'), 1, 'Format the code'],
      ['prompt', 'ocamlformat-pin', "that's brew's ocamlformat (/opt/homebrew/bin). the version is pinned in .ocamlformat — opam install ocamlformat.0.26.2 into _opam and use that one"],
      ['ok', 'opam install -y ocamlformat.0.26.2'],
      ['prompt', 'x:iso-dates', 'created_at in the JSON responses should be ISO 8601 in UTC with the Z, e.g. 2026-02-06T08:30:00Z'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-02-09T09:00:00Z',
    steps: [
      ['fail', 'dune-test', 'make test', "make: *** No rule to make target 'test'.  Stop.", 2, 'Run the tests'],
      ['prompt', 'dune-test', "there's no Makefile in this repo. dune test"],
      ['fail', 'x:dune-test-real', 'dune test', ALCOTEST_FAIL, 1],
    ],
  },
  {
    machine: 'mac', project: 'garganey', start: '2026-02-10T10:10:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db', 'zsh: command not found: docker-compose', 127, 'Start Postgres'],
      ['prompt', 'compose-v2', 'docker compose, with a space. the old python one is long gone'],
      ['ok', 'docker compose up -d db'],
      ['fail', 'pg16', 'pg_dump -h localhost -U garganey garganey_dev > /tmp/garganey_dev.sql', PG_DUMP_MISMATCH, 1, 'Dump the dev database'],
      ['prompt', 'pg16', 'server is 16, your pg_dump is the homebrew 14. brew install postgresql@16 and put /opt/homebrew/opt/postgresql@16/bin first in PATH'],
    ],
  },
  {
    machine: 'codex', project: 'garganey', start: '2026-02-11T13:40:00Z',
    steps: [
      ['ok', 'git pull --rebase'],
      ['fail', 'deps-with-test', 'dune build', LIB_NOT_FOUND('ppx_deriving_yojson', 'lib', '31-50'), 1],
      ['prompt', 'deps-with-test', 'garganey.opam.locked moved in main -> opam install . --deps-only --with-test'],
      ['ok', 'opam install . --deps-only --with-test -y'],
      ['prompt', 'x:rename-handler', 'rename get_user to find_user in lib/users.ml and fix the callers'],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-02-12T09:20:00Z',
    steps: [
      ['fail', 'grep-P-mac', "grep -rnP '(?<=Dream\\.)get\\b' bin lib", MAC_GREP_USAGE, 2, 'Find the GET routes'],
      ['prompt', 'grep-P-mac', 'bsd grep. no -P here. rg is installed'],
      ['prompt', 'migration-immutable', 'wait, you changed migrations/0007_add_sessions.up.sql?? that one has run on staging and prod. make a new migration for the index'],
      ['agent', 'migration-immutable', 'Edited the already-applied migration 0007_add_sessions; applied migrations are frozen, the change goes in a new one (omigrate create).'],
      ['ok', 'git checkout -- migrations/0007_add_sessions.up.sql'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-02-13T15:00:00Z',
    steps: [
      ['fail', 'dune-exec', 'dune exec garganey -- --port 8080', 'Error: Program "garganey" not found!', 1, 'Start the server'],
      ['prompt', 'dune-exec', 'the exe has no public_name. dune exec bin/main.exe'],
      ['ok', 'dune exec bin/main.exe -- --port 8080 &'],
      ['fail', 'x:port-in-use', 'dune exec bin/main.exe -- --port 8080', 'Fatal error: exception Unix.Unix_error(Unix.EADDRINUSE, "bind", "")', 2],
    ],
  },
  {
    machine: 'mac', project: 'garganey', start: '2026-02-16T08:50:00Z',
    steps: [
      ['prompt', 'deploy-ci-only', 'ez! flyctl deploy ez hemendik. CI-k egiten du deploy-a main-era merge egitean, inoiz ez ordenagailu batetik'],
      ['agent', 'deploy-ci-only', 'Started flyctl deploy from the laptop; garganey deploys to Fly.io only from CI after merge to main.'],
      ['prompt', 'x:fly-logs', 'can you pull the last hour of flyctl logs for garganey-staging? there were 502s around 9'],
      ['ok', 'flyctl logs -a garganey-staging --no-tail'],
    ],
  },
  {
    machine: 'ci', project: 'garganey', start: '2026-02-17T11:05:00Z',
    steps: [
      ['fail', 'opam-env', 'dune build --profile release', '/bin/sh: dune: not found', 127],
      ['agent', 'opam-env', 'dune was not on PATH in the CI step: the switch is only active after eval $(opam env) in that same shell.'],
      ['ok', 'eval $(opam env) && dune build --profile release'],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-02-18T09:40:00Z',
    steps: [
      ['fail', 'nproc-mac', 'dune build -j $(nproc)', DUNE_J_EMPTY, 124, 'Build with all cores'],
      ['prompt', 'nproc-mac', 'nproc is gnu coreutils, not on mac. sysctl -n hw.ncpu (or just let dune pick)'],
      ['fail', 'date-d-mac', "date -d '7 days ago' +%F", MAC_DATE_USAGE, 1, 'Date a week ago'],
      ['prompt', 'date-d-mac', 'same story, BSD date → date -v-7d +%F'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-02-19T10:30:00Z',
    steps: [
      ['fail', 'psql-in-compose', `psql "$DATABASE_URL" -c 'select count(*) from users'`, UBUNTU_CNF('psql', 'postgresql-client-common'), 127, 'Count users'],
      ['prompt', 'psql-in-compose', 'no need to apt install a client, the db container has psql. docker compose exec db psql ...'],
      ['prompt', 'x:health-endpoint', 'add a /healthz route that does a select 1 through the pool and returns 200'],
    ],
  },
  {
    machine: 'codex', project: 'garganey', start: '2026-02-20T14:15:00Z',
    steps: [
      ['fail', 'lwt-not-eio', 'dune build', UNBOUND_EIO, 1],
      ['prompt', 'lwt-not-eio', 'we are lwt all the way down, Dream is lwt. no Eio in this codebase please'],
      ['fail', 'x:dune-type-error', 'dune build', TYPE_ERROR, 1],
    ],
  },
  {
    machine: 'mac', project: 'garganey', start: '2026-02-23T09:00:00Z',
    steps: [
      ['fail', 'melange-dune', 'npx melc frontend/src/app.ml', 'npm error could not determine executable to run\nnpm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-02-23T09_04_12_345Z-debug-0.log', 1, 'Compile the frontend'],
      ['prompt', 'melange-dune', 'the browser part is built by dune like everything else: dune build @melange. no npx'],
      ['ok', 'dune build @melange'],
      ['fail', 'x:melange-type-error', 'dune build @melange', MELANGE_TYPE_ERROR, 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'garganey', start: '2026-02-24T16:00:00Z',
    steps: [
      ['fail', 'opam-env-shell', 'eval $(opam env)', PS7_NOT_RECOGNIZED('eval'), 1],
      ['prompt', 'opam-env-shell', String.raw`this is pwsh. (& opam env) -split '\r?\n' | ForEach-Object { Invoke-Expression $_ }`],
      ['ok', String.raw`(& opam env) -split '\r?\n' | ForEach-Object { Invoke-Expression $_ }; dune build`],
      ['prompt', 'x:readme-shells', 'put the opam env line for bash/zsh, fish and PowerShell in the README setup section, one under the other'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-02-25T10:00:00Z',
    steps: [
      ['fail', 'static-alpine', 'dune build --profile static bin/main.exe', GLIBC_STATIC('/home/dev'), 1, 'Build the static binary'],
      ['prompt', 'static-alpine', 'the static build is musl only. docker build --target builder . — not on your ubuntu'],
      ['ok', 'docker build --target builder -t garganey-builder .'],
      ['ok', 'git rebase origin/main'],
      ['fail', 'force-push', 'git push --force origin main', PROTECTED_MAIN, 1],
      ['prompt', 'force-push', 'whoa. no force pushing main, ever. push your branch and open a PR'],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-02-26T13:30:00Z',
    steps: [
      ['fail', 'local-switch', 'opam install . --deps-only --with-test -y', OPAM_INVARIANT, 20, 'Install dependencies'],
      ['prompt', 'local-switch', 'тоқта, бұл ~/.opam/default-қа орнатып жатыр. бізде тек жобаның өз switch-і бар, _opam. глобал switch-ке ештеңе орнатпа'],
      ['ok', 'opam switch create . 5.2.0 --deps-only --with-test -y'],
    ],
  },
  {
    machine: 'ci', project: 'garganey', start: '2026-03-02T12:00:00Z',
    steps: [
      ['fail', 'dream-interface', 'flyctl deploy --remote-only -a garganey-staging --image registry.fly.io/garganey-staging:ci-4411', FLY_NOT_LISTENING, 1],
      ['agent', 'dream-interface', 'Staging health checks failed: Dream.run listens on 127.0.0.1 by default; in the container it has to bind ~interface:"0.0.0.0".'],
    ],
  },
  {
    machine: 'mac', project: 'garganey', start: '2026-03-03T08:45:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/garganey_dev/garganey_test/' README.md", 'sed: 1: "README.md": invalid command code R', 1],
      ['prompt', 'sed-i-mac', "that again?? -i '' on this machine"],
      ['fail', 'libpq-keg', 'opam install -y caqti-driver-postgresql', LIBPQ_OPAM, 31, 'Install the Postgres driver'],
      ['prompt', 'libpq-keg', 'libpq keg-only da brew-en, ez dago PATH-ean. export PKG_CONFIG_PATH="$(brew --prefix libpq)/lib/pkgconfig" eta berriro saiatu'],
      ['ok', 'export PKG_CONFIG_PATH="$(brew --prefix libpq)/lib/pkgconfig" && opam install -y caqti-driver-postgresql'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-03-04T09:30:00Z',
    steps: [
      ['fail', 'deps-with-test', 'dune test', LIB_NOT_FOUND('alcotest-lwt', 'test', '23-35'), 1, 'Run the tests'],
      ['prompt', 'deps-with-test', '--with-test. you ran opam install . --deps-only without it so the test libs never came in'],
      ['fail', 'x:opam-network', 'opam update', OPAM_CURL, 40],
    ],
  },
  {
    machine: 'codex', project: 'garganey', start: '2026-03-05T10:20:00Z',
    steps: [
      ['fail', 'pacman-arch', "fish -c 'apt install postgresql-client'", FISH_UNKNOWN('apt', 'apt install postgresql-client'), 127],
      ['prompt', 'pacman-arch', "bu Arch, apt yo'q. pacman -S postgresql-libs"],
      ['prompt', 'x:uzbek-translation', "signup sahifasidagi matnlarga o'zbekcha va qozoqcha tarjimalarni qo'shib qo'y, locales/ ichida"],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-03-06T14:00:00Z',
    steps: [
      ['fail', 'fmt-via-dune', "find . -name '*.ml' | xargs ocamlformat -i", OCAMLFORMAT_XARGS, 124, 'Format all OCaml files'],
      ['prompt', 'fmt-via-dune', "don't run ocamlformat over the whole dir, it walks into _opam and _build. dune build @fmt --auto-promote is how we format"],
      ['fail', 'x:ocamlformat-syntax', 'dune build @fmt --auto-promote', OCAMLFORMAT_SYNTAX, 1],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-03-09T11:00:00Z',
    steps: [
      ['prompt', 'migration-immutable', '0011_api_tokens is already in prod. revert your edit to it and put the column rename in a new migration'],
      ['ok', 'git checkout -- migrations/0011_api_tokens.up.sql'],
      ['fail', 'x:migration-typo', 'omigrate up --source migrations --database "$DATABASE_URL"', `omigrate: ERROR:  syntax error at or near "NUL"\nLINE 1: ALTER TABLE api_tokens ADD COLUMN scope text NOT NUL DEFAULT 'read'\n                                                          ^`, 1],
      ['ok', 'omigrate up --source migrations --database "$DATABASE_URL"'],
    ],
  },
  {
    machine: 'ci', project: 'garganey', start: '2026-03-10T13:00:00Z',
    steps: [
      ['fail', 'apk', 'docker build -f Dockerfile.dev -t garganey-dev .', DOCKER_APT, 1],
      ['fail', 'posix-sh', 'sh scripts/entrypoint.sh', 'scripts/entrypoint.sh: line 7: syntax error: unexpected "("', 2],
      ['agent', 'posix-sh', 'entrypoint.sh used a bash array; the runtime image runs busybox sh, so scripts stay POSIX (no arrays, no [[ ]], #!/bin/sh).'],
      ['fail', 'x:apk-network', 'apk add --no-cache gmp-dev', APK_NETWORK, 1],
    ],
  },
  {
    machine: 'mac', project: 'garganey', start: '2026-03-11T09:10:00Z',
    steps: [
      ['fail', 'dune-watch-lock', 'dune build', DUNE_LOCK(48213), 1],
      ['prompt', 'dune-watch-lock', "I've got dune build -w running in the other tab. read its output, leave _build/.lock alone"],
      ['fail', 'x:push-non-ff', 'git push origin feat/session-cookies', NON_FF, 1],
      ['prompt', 'x:rebase-request', 'pull --rebase on that branch and push again'],
      ['ok', 'git pull --rebase origin feat/session-cookies && git push origin feat/session-cookies'],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-03-12T10:00:00Z',
    steps: [
      ['fail', 'grep-P-mac', "git ls-files '*.ml' | xargs grep -oP 'Caqti_type\\.\\K\\w+'", MAC_GREP_USAGE, 2],
      ['prompt', 'grep-P-mac', "yana -P? mac'dagi grep'da -P yo'q, rg ishlat yoki -E"],
      ['prompt', 'expect-promote', "don't paste the new output into the [%expect] by hand. look at the diff, then dune promote"],
      ['agent', 'expect-promote', 'Hand-edited an [%expect] block to match new output; review the diff from dune test and accept it with dune promote.'],
      ['ok', 'dune test; dune promote'],
    ],
  },
  {
    machine: 'winps', project: 'garganey', start: '2026-03-13T15:30:00Z',
    steps: [
      ['fail', 'opam-env-shell', 'eval $(opam env --switch=. --set-switch)', PS51_NOT_RECOGNIZED('eval', 'eval $(opam env --switch=. --set-switch)'), 1],
      ['agent', 'opam-env-shell', String.raw`eval $(opam env) is sh syntax; in PowerShell the switch is activated with (& opam env) -split '\r?\n' | ForEach-Object { Invoke-Expression $_ }.`],
      ['ok', String.raw`(& opam env --switch=. --set-switch) -split '\r?\n' | ForEach-Object { Invoke-Expression $_ }`],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-03-16T08:30:00Z',
    steps: [
      ['prompt', 'fly-secrets', 'wait, stop. prod secrets are set from CI, never `flyctl secrets set -a garganey-prod` by hand'],
      ['agent', 'fly-secrets', 'Was about to run flyctl secrets set on garganey-prod by hand; prod secrets only change through the CI pipeline.'],
      ['fail', 'x:fly-timeout', 'curl -sf --max-time 5 https://garganey-staging.fly.dev/healthz', 'curl: (28) Operation timed out after 5001 milliseconds with 0 bytes received', 28],
      ['prompt', 'x:log-level', 'set the Dream logger to debug locally while we chase this'],
    ],
  },
  {
    machine: 'codex', project: 'garganey', start: '2026-03-17T14:10:00Z',
    steps: [
      ['fail', 'opam-env', 'dune test', 'bash: line 1: dune: command not found', 127],
      ['prompt', 'opam-env', 'тағы сол қате. бұл shell-де switch белсенді емес, алдымен eval "$(opam env)" жаса'],
      ['ok', 'eval "$(opam env)" && dune test'],
      ['fail', 'x:pacman-keyring', 'sudo pacman -S --needed --noconfirm libev', PACMAN_KEYRING, 1],
      ['fail', 'lwt-not-eio', 'dune build', LIB_NOT_FOUND('eio_main', 'lib', '31-39'), 1],
      ['agent', 'lwt-not-eio', 'Added eio_main to lib/dune; the service is Lwt-based (Dream), so concurrency goes through Lwt promises, not Eio fibers.'],
      ['prompt', 'x:git-stash', 'stash what you have and check out hotfix/csrf-token, we need that out first'],
    ],
  },
  {
    machine: 'mac', project: 'garganey', start: '2026-03-18T09:30:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f compose.yaml logs --tail 50 db', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'berriz docker-compose? `docker compose` da, marratxorik gabe'],
      ['prompt', 'compose-down-v', 'careful: docker compose down -v drops the pg volume with all my local data. plain `down`'],
      ['agent', 'compose-down-v', 'Ran docker compose down -v, which deletes the postgres volume; to stop the stack use docker compose down without -v.'],
      ['fail', 'nproc-mac', 'NPROC=$(nproc) && dune build -j "$NPROC"', 'zsh: command not found: nproc', 127],
      ['agent', 'nproc-mac', 'nproc does not exist on macOS; use sysctl -n hw.ncpu, or leave -j to dune.'],
      ['fail', 'date-d-mac', "date -d @1772400000 '+%Y-%m-%d %H:%M'", MAC_DATE_USAGE, 1],
      ['prompt', 'date-d-mac', 'mac-en `date -r 1772400000` erabili, -d GNUrena da'],
      ['fail', 'sed-i-mac', "sed -i 's/max_connections 10/max_connections 20/' lib/db.ml", 'sed: 1: "lib/db.ml": extra characters at the end of l command', 1],
      ['agent', 'sed-i-mac', "BSD sed on macOS takes a backup suffix after -i: use sed -i '' (or gsed -i), never bare sed -i."],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-03-19T10:40:00Z',
    steps: [
      ['fail', 'deploy-ci-only', 'flyctl deploy -a garganey-prod', FLY_NO_TOKEN, 1],
      ['prompt', 'deploy-ci-only', 'flyctl deploy тек CI-дан жүреді, ноутбуктан емес. PR аш, main-ге merge болғанда өзі шығады'],
      ['prompt', 'x:fly-toml', 'what does the [http_service.concurrency] block in fly.toml actually do? soft_limit vs hard_limit'],
      ['fail', 'x:docker-daemon-down', 'docker compose up -d db', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['prompt', 'fmt-via-dune', 'and please stop running ocamlformat -i file by file. dune fmt (= dune build @fmt --auto-promote) and nothing else'],
      ['agent', 'fmt-via-dune', 'Ran ocamlformat -i on single files; formatting here goes through dune build @fmt --auto-promote only.'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-03-23T09:00:00Z',
    steps: [
      ['fail', 'dune-test', './_build/default/test/test_garganey.exe', 'bash: ./_build/default/test/test_garganey.exe: No such file or directory', 127],
      ['prompt', 'dune-test', 'just dune test, it builds and runs the runners. like with make last time'],
      ['fail', 'pg16', 'docker compose up db', PG_LATEST, 1],
      ['prompt', 'pg16', 'why is compose.yaml on postgres:latest now?? we are on 16. postgres:16-alpine'],
      ['ok', 'docker compose up -d db'],
    ],
  },
  {
    machine: 'ci', project: 'garganey', start: '2026-03-24T12:30:00Z',
    steps: [
      ['fail', 'static-alpine', 'docker build -f Dockerfile.debian --target builder .', GLIBC_STAGE, 1],
      ['agent', 'static-alpine', 'Tried the static link in a Debian (glibc) builder; static binaries are only built in the Alpine/musl stage of the Dockerfile.'],
      ['fail', 'x:docker-build-oom', 'docker build -t garganey:ci .', DOCKER_OOM, 1],
      ['fail', 'x:fmt-check-ci', 'dune build @fmt', FMT_DIFF, 1],
      ['fail', 'migration-immutable', 'sh scripts/check-migrations.sh', 'check-migrations: migrations/0012_sessions_ttl.up.sql changed after it was applied (sha256 differs from migrations/applied.sha256)\ncheck-migrations: add a new migration instead of editing an applied one', 1],
      ['fail', 'apk', 'apt install -y postgresql16-client', '/bin/sh: apt: not found', 127],
      ['ok', 'apk add --no-cache postgresql16-client'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-03-30T09:20:00Z',
    steps: [
      ['fail', 'deps-with-test', 'dune build', LIB_NOT_FOUND('dream-html', 'bin', '31-41'), 1],
      ['agent', 'deps-with-test', 'dune build failed on a library the new lock file brought in; after garganey.opam.locked changes, run opam install . --deps-only --with-test first.'],
      ['fail', 'x:opam-pin-conflict', 'opam install . --deps-only --with-test -y', OPAM_MISSING_DEP, 20],
      ['prompt', 'ocamlformat-pin', "git diff 180 ta faylni ko'rsatyapti?? ocamlformat versiyasi boshqa. .ocamlformat'da 0.26.2 qotirilgan, faqat shuni o'rnat"],
      ['agent', 'ocamlformat-pin', 'Formatted with ocamlformat 0.27.0, which rewrote the whole tree; only the version pinned in .ocamlformat (0.26.2), installed in the local switch, may format.'],
      ['fail', 'x:sed-typo-linux', "sed -i 's/internal_port = 8080/internal_port = 8081' fly.toml", "sed: -e expression #1, char 44: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'dune-exec', './_build/default/bin/main.exe --port 8080', 'zsh: no such file or directory: ./_build/default/bin/main.exe', 127],
      ['prompt', 'dune-exec', 'dune exec bin/main.exe -- --port 8080. it builds first, the _build binary is stale anyway'],
      ['fail', 'x:dune-exec-typo', 'dune exec bin/mian.exe -- --port 8080', 'Error: Program "bin/mian.exe" not found!', 1],
      ['prompt', 'expect-promote', '[%expect] блогын қолмен түзетпе. алдымен diff-ті қара, дұрыс болса dune promote'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-04-02T10:15:00Z',
    steps: [
      ['ok', 'docker compose exec -T db psql -U garganey garganey_dev -f - < migrations/0014_audit_log.up.sql'],
      ['prompt', 'omigrate-not-psql', 'migrations go through omigrate up, not psql -f. otherwise schema_migrations never hears about 0014 and prod runs it twice'],
      ['agent', 'omigrate-not-psql', 'Applied a migration with psql -f, bypassing omigrate\'s version table; apply them with omigrate up --source migrations --database "$DATABASE_URL".'],
      ['fail', 'x:db-not-running', 'dune test', CAQTI_REFUSED, 1],
      ['prompt', 'x:basque-test', 'gehitu test bat pasahitz hutsarentzat test/test_auth.ml-n, 400 itzuli behar du'],
      ['fail', 'local-switch', 'opam switch set 5.2.0', "[ERROR] No switch 5.2.0 is currently installed. Did you mean 'opam switch create 5.2.0'?\nInstalled switches are:\n  - /home/dev/garganey\n  - default", 5],
      ['prompt', 'local-switch', 'no global 5.2.0 switch, please. the switch IS the repo dir (_opam), you never need to set one'],
    ],
  },
  {
    machine: 'mac', project: 'garganey', start: '2026-04-06T08:40:00Z',
    steps: [
      ['fail', 'opam-env', 'dune build', 'zsh: command not found: dune', 127],
      ['prompt', 'opam-env', 'new terminal → eval $(opam env) first'],
      ['fail', 'libpq-keg', 'pkg-config --cflags libpq', PKGCONFIG_LIBPQ, 1],
      ['agent', 'libpq-keg', 'Homebrew libpq is keg-only and not on the pkg-config path: export PKG_CONFIG_PATH="$(brew --prefix libpq)/lib/pkgconfig" before building.'],
      ['fail', 'melange-dune', 'cd frontend && npm run build', 'npm error Missing script: "build"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run', 1],
      ['prompt', 'melange-dune', 'frontend-a ere dune-k eraikitzen du, ez dago npm build-ik. `dune build @melange`'],
      ['ok', 'dune build @melange'],
      ['prompt', 'migration-immutable', 'ez ukitu 0009! dagoeneko aplikatuta dago prod-en. migrazio berri bat sortu, omigrate create'],
    ],
  },
  {
    machine: 'linux', project: 'garganey', start: '2026-04-08T09:30:00Z',
    steps: [
      ['ok', 'docker run -d -p 8080:8080 --name garganey-local garganey:dev'],
      ['fail', 'dream-interface', 'curl -sS localhost:8080/healthz', 'curl: (56) Recv failure: Connection reset by peer', 56],
      ['prompt', 'dream-interface', 'same as the staging thing last month: Dream binds 127.0.0.1 unless you give it ~interface:"0.0.0.0", so inside docker nobody can reach it'],
      ['fail', 'x:psql-role', 'docker compose exec db psql -U postgres garganey_dev', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  role "postgres" does not exist', 2],
      ['ok', 'docker compose down -v'],
      ['prompt', 'compose-down-v', "voy, yana down -v?! u volume'ni o'chiradi, lokal bazadagi hamma narsa ketdi. faqat docker compose down"],
    ],
  },
  {
    machine: 'mac2', project: 'garganey', start: '2026-04-13T11:20:00Z',
    steps: [
      ['fail', 'x:expect-real-bug', 'dune test', EXPECT_DIFF, 1],
      ['prompt', 'x:trailing-slash', "that one's a real bug, normalise should drop the trailing slash. fix Router.normalise and keep the expectation as it is"],
      ['fail', 'dune-watch-lock', 'dune build @fmt --auto-promote', DUNE_LOCK(51877), 1],
      ['agent', 'dune-watch-lock', "The build failed on _build/.lock because the user's dune build -w watcher holds it; read the watcher's output instead of deleting the lock."],
      ['prompt', 'omigrate-not-psql', 'миграцияны psql -f арқылы емес, omigrate up арқылы қолдан, әйтпесе нұсқа кестесі жаңармайды'],
    ],
  },
  {
    machine: 'codex', project: 'garganey', start: '2026-04-20T10:00:00Z',
    steps: [
      ['prompt', 'deploy-ci-only', "you're about to fly deploy from my laptop again. no — PR, CI deploys"],
      ['prompt', 'fly-secrets', 'және prod-та flyctl secrets set-ті қолмен жасама, ешқашан. тек CI арқылы'],
      ['prompt', 'force-push', "main'ga hech qachon push -f qilma!! o'z branch'ingga push qil, PR och"],
      ['prompt', 'x:kazakh-cookie', 'сессия cookie-сінің мерзімін 14 күнге ұзартшы, Max-Age арқылы'],
      ['ok', 'git push origin feat/session-ttl'],
    ],
  },
];
