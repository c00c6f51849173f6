// Half ZT, written blind: "moraine", a Haskell web service (Servant, persistent/esqueleto on
// PostgreSQL, cabal inside a Nix flake devshell, fourmolu and hlint, an Elm front end), deployed to
// NixOS with colmena, secrets in sops-nix with age. NixOS laptops (bash), macOS with nix-darwin
// (zsh, BSD tools), a Hetzner build box over ssh. English, German, French, Simplified Chinese.

const NIXOS_CNF = (cmd, attr = cmd) => `The program '${cmd}' is not in your PATH. You can make it available in an\nephemeral shell by typing:\n  nix-shell -p ${attr}`;
const MAC_DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const MAC_STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const CABAL_NO_TARGET = "Error: [Cabal-7136]\nNo targets given and there is no package in the current directory. Use the target 'all' for all packages in the project or specify packages or components by name or location. See 'cabal build --help' for more details on target options.";
const CABAL_RUN_MULTI = "Error: [Cabal-7070]\nThe run command is for running a single executable at once. The target 'moraine' refers to the package moraine-0.1.0.0 which includes \n - executables: 'moraine-server' and 'moraine-worker'";
const PSQL_TCP_LINUX = 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?';
const PSQL_TCP_MAC = 'psql: error: connection to server at "127.0.0.1", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?';
const SOPS_NO_KEY = (user) => `Failed to get the data key required to decrypt the SOPS file.\n\nGroup 0: FAILED\n  age1v7xq9f0m3kz2l8n4hq6yzjw5s3d0c8t7r2p9e4u6a1g5x0n3mf2qsl7ck4: FAILED\n    - | failed to load age identities: failed to open file: open\n      | /Users/${user}/Library/Application Support/sops/age/keys.txt: no\n      | such file or directory\n\nRecovery failed because no master key was able to decrypt the file. In\norder for SOPS to recover the file, at least one key has to be successful,\nbut none were.`;
const DARWIN_BUILD = (drv) => `error: a 'x86_64-linux' with features {} is required to build '/nix/store/${drv}.drv', but I am a 'aarch64-darwin' with features {apple-virt, benchmark, big-parallel, nixos-test}`;
const NO_NIXOS_CONFIG = (host) => `error: flake 'git+file:///home/dev/moraine' does not provide attribute 'packages.x86_64-linux.nixosConfigurations."${host}".config.system.build.nixos-rebuild', 'legacyPackages.x86_64-linux.nixosConfigurations."${host}".config.system.build.nixos-rebuild' or 'nixosConfigurations."${host}".config.system.build.nixos-rebuild'`;
const HLINT_RESTRICTED = (file, pos, fn) => `${file}:${pos}: Warning: Avoid restricted function\nFound:\n  ${fn}\nNote: may break the code\n\n1 hint`;
const ELM_NO_JSON = "-- NO elm.json FILE ------------------------------------------------------------\n\nIt looks like you are starting a new Elm project. Very likely you want to run:\n\n    elm init\n\nIf you are trying to do something else, ask for help on the Elm slack or forum.";
const PUSH_FETCH_FIRST = "To github.com:moraine-hq/moraine.git\n ! [rejected]        feature/sepa-export -> feature/sepa-export (fetch first)\nerror: failed to push some refs to 'github.com:moraine-hq/moraine.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";

export const SESSIONS = [
  {
    machine: 'linux', project: 'moraine', start: '2026-02-02T09:00:00Z',
    steps: [
      ['fail', 'cabal-not-stack', 'stack build --fast', NIXOS_CNF('stack'), 127, 'Build the project'],
      ['prompt', 'cabal-not-stack', "we moved off stack in january, it's cabal now"],
      ['fail', 'x:ghc-type-error', 'nix develop -c cabal build all', "Building library for moraine-0.1.0.0..\n[14 of 41] Compiling Moraine.Invoice ( src/Moraine/Invoice.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.6/moraine-0.1.0.0/build/Moraine/Invoice.o )\n\nsrc/Moraine/Invoice.hs:112:29: error: [GHC-83865]\n    • Couldn't match expected type ‘Text’ with actual type ‘Maybe Text’\n    • In the first argument of ‘renderRef’, namely ‘(invoiceRef inv)’\n      In the expression: renderRef (invoiceRef inv)\n    |\n112 | invoiceLine inv = renderRef (invoiceRef inv)\n    |                             ^^^^^^^^^^^^^^^^\nError: [Cabal-7125]\nFailed to build moraine-0.1.0.0 (lib).", 1],
      ['ok', 'nix develop -c cabal build all'],
    ],
  },
  {
    machine: 'mac', project: 'moraine', start: '2026-02-03T08:40:00Z',
    steps: [
      ['fail', 'devshell', 'cabal build all', 'zsh: command not found: cabal', 127],
      ['prompt', 'devshell', "direnv doesn't hook into your shell, so nothing from the flake is on PATH. prefix with `nix develop -c` (or `direnv exec .`)"],
      ['ok', 'nix develop -c cabal build all'],
      ['fail', 'bsd-sed', "sed -i 's/^version:       0.3.1/version:       0.3.2/' moraine.cabal", 'sed: 1: "moraine.cabal": invalid command code m', 1, 'Bump the package version'],
      ['prompt', 'bsd-sed', "mac sed, it wants -i ''"],
    ],
  },
  {
    machine: 'codex', project: 'moraine', start: '2026-02-04T10:15:00Z',
    steps: [
      ['fail', 'cabal-all', 'cabal test', CABAL_NO_TARGET, 1],
      ['prompt', 'cabal-all', 'cabal test all. the root is a multi-package project (moraine, moraine-core, moraine-worker), plain `cabal test` finds nothing'],
      ['fail', 'x:hspec-failure', 'cabal test all', "Failures:\n\n  test/Moraine/InvoiceSpec.hs:57:7: \n  1) Moraine.Invoice.totals rounds VAT per line\n       expected: 1190\n        but got: 1189\n\n  To rerun use: --match \"/Moraine.Invoice/totals/rounds VAT per line/\"\n\nRandomized with seed 1834023411\n\nFinished in 0.4127 seconds\n86 examples, 1 failure\nTest suite moraine-test: FAIL\nTest suite logged to:\n/home/dev/moraine/dist-newstyle/build/x86_64-linux/ghc-9.6.6/moraine-0.1.0.0/t/moraine-test/test/moraine-0.1.0.0-moraine-test.log\n0 of 1 test suites (0 of 1 test cases) passed.\nError: [Cabal-7125]\nTests failed for test:moraine-test from moraine-0.1.0.0.", 1],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-02-05T14:00:00Z',
    steps: [
      ['fail', 'pg-socket', "psql -h localhost -U postgres moraine_dev -c '\\dt'", PSQL_TCP_LINUX, 2, 'List tables'],
      ['prompt', 'pg-socket', 'the devshell postgres only listens on the unix socket in .pg/, there is no tcp. PGHOST=$PWD/.pg (the .envrc exports it)'],
      ['prompt', 'x:iso-dates', 'dates in the CSV export should be ISO 8601 (2026-02-05), not 05.02.2026'],
      ['prompt', 'no-partial', "don't fromJust the customer lookup in the handler, pattern match and throw a 404"],
    ],
  },
  {
    machine: 'mac2', project: 'moraine', start: '2026-02-06T09:30:00Z',
    steps: [
      ['fail', 'sops-age-mac', 'sops -d secrets/staging.yaml', SOPS_NO_KEY('kai'), 128],
      ['prompt', 'sops-age-mac', 'on macOS sops looks for the age key under ~/Library/Application Support. export SOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt'],
      ['fail', 'bsd-date', "date -d '+30 days' +%Y-%m-%d", `date: illegal option -- d\n${MAC_DATE_USAGE}`, 1, 'Compute the default due date'],
      ['prompt', 'bsd-date', '这是 mac，BSD 的 date。用 date -v+30d +%F，或者 devshell 里的 gdate'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-02-09T08:50:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'trunk-branch', "we're on trunk"],
      ['fail', 'x:branch-typo', 'git checkout feature/invoce-pdf', "error: pathspec 'feature/invoce-pdf' did not match any file(s) known to git", 1],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the PDF export'],
    ],
  },
  {
    machine: 'mac', project: 'moraine', start: '2026-02-10T13:20:00Z',
    steps: [
      ['fail', 'fourmolu', "ormolu --mode inplace $(git ls-files '*.hs')", 'zsh: command not found: ormolu', 127, 'Format Haskell sources'],
      ['prompt', 'fourmolu', 'fourmolu. config is fourmolu.yaml in the root'],
      ['ok', 'nix develop -c fourmolu -i src app test'],
      ['fail', 'x:fourmolu-cpp', 'nix develop -c fourmolu -i src/Moraine/Crypto.hs', "src/Moraine/Crypto.hs:14:2\n  The GHC parser (in Haddock mode) failed:\n  [GHC-58481] parse error on input ‘if’", 3],
    ],
  },
  {
    machine: 'codex', project: 'moraine', start: '2026-02-11T10:00:00Z',
    steps: [
      ['fail', 'deps-via-flake', 'cabal build all', "Warning: The package list for 'hackage.haskell.org' does not exist. Run 'cabal update' to download it.\nResolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: moraine-0.1.0.0 (user goal)\n[__1] unknown package: servant-auth-server (dependency of moraine)\n[__1] fail (backjumping, conflict set: moraine, servant-auth-server)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: moraine, servant-auth-server", 1],
      ['prompt', 'deps-via-flake', "there's no hackage index in the devshell on purpose. new deps go in nix/haskell-overlay.nix, we take haskellPackages from nixpkgs"],
      ['agent', 'deps-via-flake', 'Was going to run cabal update to pull servant-auth-server from Hackage; Haskell dependencies come from nixpkgs via nix/haskell-overlay.nix, add them there and re-enter nix develop.'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-02-12T16:10:00Z',
    steps: [
      ['fail', 'no-nix-env', 'nix-env -iA nixpkgs.hlint', "error: attribute 'nixpkgs' in selection path 'nixpkgs.hlint' not found", 1, 'Install hlint'],
      ['prompt', 'no-nix-env', "NO nix-env. hlint is already in the devShell, and if a tool isn't, it goes into flake.nix"],
      ['fail', 'no-partial', 'nix develop -c hlint src', HLINT_RESTRICTED('src/Moraine/Api/Invoices.hs', '48:15-18', 'head'), 1],
      ['prompt', 'no-partial', 'head ist bei uns per .hlint.yaml verboten, nimm NonEmpty oder ein case'],
    ],
  },
  {
    machine: 'mac2', project: 'moraine', start: '2026-02-13T11:00:00Z',
    steps: [
      ['fail', 'darwin-linux-build', 'colmena build --on web1', `[INFO ] Using flake: git+file:///Users/kai/moraine\n[INFO ] Enumerating nodes...\n[INFO ] Selected 1 out of 5 hosts.\nweb1 ❌ 4s Failed: Child process exited with error code: 1\n[ERROR] -----\n[ERROR] Operation failed with error: Child process exited with error code: 1\n[ERROR] Last 1 lines of logs:\n[ERROR]   stderr) ${DARWIN_BUILD('a3k9v0z1hw7yq2m5p8r4c6n1d0f2g7j3-nixos-system-web1-24.11.20260210.6c2f0a1')}`, 1],
      ['prompt', 'darwin-linux-build', "the macs can't build x86_64-linux closures. --build-on-target, or send it to the builder"],
      ['fail', 'x:builder-hostkey', 'ssh builder uptime', "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nIT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!\nSomeone could be eavesdropping on you right now (man-in-the-middle attack)!\nIt is also possible that a host key has just been changed.\nThe fingerprint for the ED25519 key sent by the remote host is\nSHA256:q3Hc1vT0yq9wQm6r8Yb0zJ2nK5sXo4LpE7uA1dFgR9c.\nPlease contact your system administrator.\nAdd correct host key in /Users/kai/.ssh/known_hosts to get rid of this message.\nOffending ED25519 key in /Users/kai/.ssh/known_hosts:7\nHost key for 95.216.141.27 has changed and you have requested strict checking.\nHost key verification failed.", 255],
      ['prompt', 'x:new-node-docs', 'write a short section in docs/ops.md on how to add a new node to hive.nix'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-02-16T09:05:00Z',
    steps: [
      ['fail', 'colmena-deploy', 'nixos-rebuild switch --flake .#web2 --target-host web2 --use-remote-sudo', NO_NIXOS_CONFIG('web2'), 1, 'Deploy web2'],
      ['prompt', 'colmena-deploy', 'there are no nixosConfigurations, the hosts are in the colmena hive. colmena apply --on web2'],
      ['fail', 'x:colmena-eval', 'colmena apply --on web2', "[INFO ] Using flake: git+file:///home/dev/moraine\n[INFO ] Enumerating nodes...\n[INFO ] Selected 1 out of 5 hosts.\nweb2 ❌ 6s Failed: Child process exited with error code: 1\n[ERROR] -----\n[ERROR] Operation failed with error: Child process exited with error code: 1\n[ERROR] Last 4 lines of logs:\n[ERROR]   stderr) error: The option `services.moraine.workers' does not exist. Definition values:\n[ERROR]   stderr)        - In `/nix/store/0d8x2k…-source/hosts/web2.nix': 4", 1],
      ['ok', 'colmena apply --on web2'],
    ],
  },
  {
    machine: 'mac', project: 'moraine', start: '2026-02-17T10:30:00Z',
    steps: [
      ['fail', 'bsd-stat', 'stat -c %s frontend/dist/app.js', `stat: illegal option -- c\n${MAC_STAT_USAGE}`, 1, 'Check bundle size'],
      ['prompt', 'bsd-stat', 'BSD stat on the mac, stat -f %z'],
      ['fail', 'elm-frontend-dir', 'elm make src/Main.elm --output=static/app.js', ELM_NO_JSON, 1],
      ['prompt', 'elm-frontend-dir', "le front Elm est dans frontend/, c'est là qu'est elm.json"],
    ],
  },
  {
    machine: 'codex', project: 'moraine', start: '2026-02-18T09:40:00Z',
    steps: [
      ['fail', 'cabal-run-exe', 'cabal run moraine', CABAL_RUN_MULTI, 1],
      ['prompt', 'cabal-run-exe', 'cabal run moraine-server. the worker is its own exe'],
      ['fail', 'pg-socket', 'DATABASE_URL=postgresql://postgres@localhost:5432/moraine_dev cabal run moraine-server', `moraine-server: libpq: failed (${PSQL_TCP_LINUX.replace('psql: error: ', '')}\n)`, 1],
      ['prompt', 'pg-socket', 'same as last week, no tcp. leave DATABASE_URL alone, .envrc points it at the socket'],
      ['ok', 'cabal run moraine-server'],
      ['fail', 'x:port-in-use', 'cabal run moraine-server', 'moraine-server: Network.Socket.bind: resource busy (Address already in use)', 1],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-02-19T15:00:00Z',
    steps: [
      ['fail', 'dbmate', 'nix develop -c cabal run moraine-server -- migrate', 'Migrating: ALTER TABLE "invoice" ADD COLUMN "due_on" DATE NULL\nmoraine-server: Database migration: manual intervention required.\nThe unsafe actions are prefixed by \'***\' below:\n\n*** ALTER TABLE "invoice" DROP COLUMN "legacy_ref";', 1, 'Apply the schema change'],
      ['prompt', 'dbmate', 'schema goes through dbmate, db/migrations/*.sql. migrateAll is only still there so we can print a diff'],
      ['ok', 'nix develop -c dbmate up'],
      ['fail', 'x:dbmate-sql-error', 'nix develop -c dbmate up', 'Applying: 20260219151204_add_invoice_due_on.sql\nError: pq: column "due_on" of relation "invoice" contains null values', 1],
    ],
  },
  {
    machine: 'mac2', project: 'moraine', start: '2026-02-20T10:00:00Z',
    steps: [
      ['fail', 'cabal-not-stack', 'stack test', 'zsh: command not found: stack', 127, 'Run the test suite'],
      ['prompt', 'cabal-not-stack', 'Stack ist seit Januar raus. cabal test all, in nix develop'],
      ['fail', 'no-hpack', 'hpack && nix develop -c cabal build all', 'zsh: command not found: hpack', 127],
      ['prompt', 'no-hpack', 'package.yaml went away with stack, edit moraine.cabal directly'],
      ['fail', 'bsd-sed', "sed -i 's#/api/v1#/api/v2#g' frontend/src/Api.elm", 'sed: 1: "frontend/src/Api.elm": invalid command code f', 1],
      ['prompt', 'bsd-sed', 'BSD sed again 🙄 gsed is in the devshell on darwin'],
      ['fail', 'elm-tools-flake', 'npx elm-format --yes frontend/src', 'zsh: command not found: npx', 127],
      ['prompt', 'elm-tools-flake', 'elm-format comes from the flake, no npm anything in this repo. nix develop -c elm-format --yes frontend/src'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-02-23T08:30:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'trunk-branch', 'trunk. there is no main in this repo'],
      ['ok', 'git fetch origin && git rebase origin/trunk'],
      ['ok', 'git push --force-with-lease origin feature/invoice-pdf'],
      ['fail', 'x:sed-gnu-typo', "sed -i 's/moraine-0.3.2/moraine-0.4.0' nix/package.nix", "sed: -e expression #1, char 30: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac', project: 'moraine', start: '2026-02-24T09:15:00Z',
    steps: [
      ['fail', 'sops-age-mac', 'sops secrets/prod.yaml', SOPS_NO_KEY('ana'), 128],
      ['prompt', 'sops-age-mac', 'the Library/Application Support thing again. SOPS_AGE_KEY_FILE, see README'],
      ['ok', 'SOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt sops -d secrets/prod.yaml > /tmp/prod.yaml'],
      ['prompt', 'sops-no-plaintext', 'and no `sops -d > somefile`. plaintext secrets never touch the disk, sops opens an editor for a reason'],
      ['agent', 'sops-no-plaintext', 'Decrypted secrets/prod.yaml into /tmp with sops -d >; edit secrets in place with `sops secrets/prod.yaml` (or sops set), never write the plaintext to a file.'],
    ],
  },
  {
    machine: 'codex', project: 'moraine', start: '2026-02-25T11:20:00Z',
    steps: [
      ['fail', 'nix3-cli', 'nix-build', "error: getting status of '/home/dev/moraine/default.nix': No such file or directory", 1],
      ['prompt', 'nix3-cli', 'flake only. nix build .#moraine-server'],
      ['fail', 'x:nix-untracked', 'nix build .#moraine-server', "error: builder for '/nix/store/m1x7c0q9yh2l4w8n5r3k6d2f0g1j9p7s-moraine-0.1.0.0.drv' failed with exit code 1;\n       last 10 log lines:\n       > [22 of 42] Compiling Moraine.Export ( src/Moraine/Export.hs, dist/build/Moraine/Export.o, dist/build/Moraine/Export.dyn_o )\n       >\n       > src/Moraine/Export.hs:9:1: error: [GHC-87110]\n       >     Could not find module ‘Moraine.Export.Pdf’\n       >   |\n       > 9 | import Moraine.Export.Pdf qualified as Pdf\n       >   | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n       For full logs, run 'nix log /nix/store/m1x7c0q9yh2l4w8n5r3k6d2f0g1j9p7s-moraine-0.1.0.0.drv'.", 1],
      ['ok', 'git add src/Moraine/Export/Pdf.hs && nix build .#moraine-server'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-02-26T14:45:00Z',
    steps: [
      ['ok', 'colmena apply'],
      ['prompt', 'colmena-on', 'WAIT. you ran colmena apply with no --on?? that is every box, db1 included. always --on, @staging first'],
      ['agent', 'colmena-on', 'Ran a bare `colmena apply`, which deploys every node including db1; always select nodes with --on (@staging first, then the prod host).'],
      ['fail', 'x:colmena-typo', 'colmena apply --on @stagign', '[INFO ] Using flake: git+file:///home/dev/moraine\n[INFO ] Enumerating nodes...\n[WARN ] No hosts matched. Exiting...', 1],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-03-03T10:10:00Z',
    steps: [
      ['fail', 'builder-alias', "ssh root@95.216.141.27 'nix-store --verify --check-contents'", 'root@95.216.141.27: Permission denied (publickey).', 255],
      ['prompt', 'builder-alias', 'ssh builder (the alias in ~/.ssh/config), as yourself. root login is off on that box'],
      ['fail', 'x:builder-disk-full', "ssh builder 'cd moraine && nix build .#moraine-server'", "error: writing to file: No space left on device", 1],
      ['prompt', 'builder-no-gc', "don't nix-collect-garbage -d over there, it's the binary cache for all of us. ping Jonas, he prunes old generations"],
      ['agent', 'builder-no-gc', 'Was about to run nix-collect-garbage -d on the Hetzner builder; it is the shared cache, never GC it myself, ask ops (Jonas) to prune.'],
    ],
  },
  {
    machine: 'mac', project: 'moraine', start: '2026-03-04T08:45:00Z',
    steps: [
      ['fail', 'darwin-linux-build', 'colmena apply --on @staging', `[INFO ] Using flake: git+file:///Users/ana/moraine\n[INFO ] Enumerating nodes...\n[INFO ] Selected 2 out of 5 hosts.\nstaging1 ❌ 3s Failed: Child process exited with error code: 1\nstaging2 ❌ 3s Failed: Child process exited with error code: 1\n[ERROR] -----\n[ERROR] Operation failed with error: Child process exited with error code: 1\n[ERROR] Last 1 lines of logs:\n[ERROR]   stderr) ${DARWIN_BUILD('8k2w5n0c7x1q4z9h3v6m2r0p5d8f1j4g-nixos-system-staging1-24.11.20260301.6c2f0a1')}`, 1],
      ['prompt', 'darwin-linux-build', "depuis le mac il faut --build-on-target, sinon ça essaie de builder du linux en local"],
      ['ok', 'colmena apply --on @staging --build-on-target'],
      ['prompt', 'x:health-db', '给 /health 加一个数据库检查，连不上的话返回 503'],
    ],
  },
  {
    machine: 'codex', project: 'moraine', start: '2026-03-05T13:30:00Z',
    steps: [
      ['fail', 'cabal-all', 'cabal build', CABAL_NO_TARGET, 1],
      ['prompt', 'cabal-all', 'all. always all'],
      ['prompt', 'esqueleto', "don't drop down to rawSql for the revenue report, esqueleto does the left join and the groupBy fine"],
      ['agent', 'esqueleto', 'Wrote the revenue report with rawSql; queries in moraine are esqueleto (Database.Esqueleto.Experimental), no rawSql in handlers.'],
      ['prompt', 'x:rawsql-question', 'why is Moraine.Legacy.Import still on rawSql? is there a reason or did nobody get to it'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-03-06T09:20:00Z',
    steps: [
      ['ok', 'nix profile install nixpkgs#dbmate'],
      ['prompt', 'no-nix-env', 'nix profile install is nix-env in a new coat of paint. devShell, please'],
      ['agent', 'no-nix-env', 'Installed dbmate into my user profile with nix profile install; project tools go into the devShell in flake.nix, no imperative installs (nix-env, nix profile).'],
      ['fail', 'db-name', "psql moraine -c 'select count(*) from invoice'", 'psql: error: connection to server on socket "/home/dev/moraine/.pg/.s.PGSQL.5432" failed: FATAL:  database "moraine" does not exist', 2],
      ['prompt', 'db-name', 'moraine_dev'],
      ['fail', 'force-push', 'git push -f origin trunk', "remote: error: GH006: Protected branch update failed for refs/heads/trunk.\nremote: \nremote: - Cannot force-push to this branch\nTo github.com:moraine-hq/moraine.git\n ! [remote rejected] trunk -> trunk (protected branch hook declined)\nerror: failed to push some refs to 'github.com:moraine-hq/moraine.git'", 1],
      ['prompt', 'force-push', 'whoa. nothing gets forced onto trunk, ever. your own branch with --force-with-lease is fine'],
      ['ok', 'git push --force-with-lease origin fix/vat-rounding'],
      ['prompt', 'x:vat-tests', 'add tests for the VAT rounding at 7% too'],
    ],
  },
  {
    machine: 'mac2', project: 'moraine', start: '2026-03-09T10:40:00Z',
    steps: [
      ['fail', 'bsd-date', 'date --iso-8601=seconds', `date: illegal option -- -\n${MAC_DATE_USAGE}`, 1],
      ['prompt', 'bsd-date', 'mac. gdate, or date -u +%Y-%m-%dT%H:%M:%SZ'],
      ['fail', 'pg-socket', "psql -h 127.0.0.1 moraine_dev -c 'select 1'", PSQL_TCP_MAC, 2],
      ['agent', 'pg-socket', 'Connected to Postgres over TCP (localhost:5432); the dev cluster only listens on the unix socket in .pg/, use PGHOST=$PWD/.pg (set by .envrc).'],
      ['fail', 'x:pg-not-started', "psql moraine_dev -c 'select 1'", 'psql: error: connection to server on socket "/Users/kai/moraine/.pg/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?', 2],
      ['ok', 'nix develop -c pg_ctl -D .pg/data -l .pg/postgres.log start'],
    ],
  },
  {
    machine: 'codex', project: 'moraine', start: '2026-03-11T09:30:00Z',
    steps: [
      ['fail', 'devshell', 'hlint src app', 'bash: hlint: command not found', 127],
      ['prompt', 'devshell', "same as yesterday, your shell doesn't run direnv. nix develop -c hlint src app"],
      ['fail', 'x:hlint-suggestion', 'nix develop -c hlint src app', 'src/Moraine/Api/Auth.hs:31:12-27: Warning: Redundant bracket\nFound:\n  (lookupUser uid)\nPerhaps:\n  lookupUser uid\n\n1 hint', 1],
      ['prompt', 'named-routes', 'new endpoints go in the NamedRoutes record in Moraine.Api, not another :<|> tacked on the end'],
    ],
  },
  {
    machine: 'mac', project: 'moraine', start: '2026-03-12T14:00:00Z',
    steps: [
      ['fail', 'elm-tools-flake', 'npm install -g elm-test', "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /nix/store/0wq4kz1b6m2c7x9n3d5r8p1f4h6j2l0v-nodejs-22.12.0/lib/node_modules/elm-test\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/nix/store/0wq4kz1b6m2c7x9n3d5r8p1f4h6j2l0v-nodejs-22.12.0/lib/node_modules/elm-test'\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user", 243],
      ['prompt', 'elm-tools-flake', "npm -g into the nix store won't fly (and we don't want it anyway). elm-test is in the devshell"],
      ['fail', 'x:elm-compile', 'cd frontend && nix develop -c elm make src/Main.elm --output=/dev/null', "-- TYPE MISMATCH ---------------------------------------------- src/Invoice.elm\n\nThe 2nd argument to `viewTotal` is not what I expect:\n\n48|     viewTotal model.currency invoice.total\n                                 ^^^^^^^^^^^^^\nThis `total` field is a:\n\n    Float\n\nBut `viewTotal` needs the 2nd argument to be:\n\n    Int\n\nHint: Elm does not automatically convert between Int and Float. Use toFloat\nand round to do specific conversions.\n\nDetected problems in 1 module.", 1],
      ['ok', 'cd frontend && nix develop -c elm make src/Main.elm --output=/dev/null'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-03-13T16:20:00Z',
    steps: [
      ['ok', 'nix develop -c pg_ctl -D .pg/data stop'],
      ['prompt', 'keep-pgdata', 'STOP. rm -rf .pg throws away the whole local cluster incl. the seeded fixtures. dropdb moraine_dev && createdb moraine_dev && dbmate up, then seed'],
      ['agent', 'keep-pgdata', 'Tried to reset the local database with rm -rf .pg, which deletes the whole cluster and fixtures; reset with dropdb/createdb moraine_dev, dbmate up and the seed script instead.'],
      ['ok', 'dropdb moraine_dev && createdb moraine_dev && nix develop -c dbmate up'],
      ['fail', 'x:pg-role', 'psql -U postgres moraine_dev', 'psql: error: connection to server on socket "/home/dev/moraine/.pg/.s.PGSQL.5432" failed: FATAL:  role "postgres" does not exist', 2],
    ],
  },
  {
    machine: 'ci', project: 'moraine', start: '2026-03-16T07:00:00Z',
    steps: [
      ['fail', 'cabal-not-stack', 'stack build --test --no-run-tests', '/bin/sh: stack: not found', 127],
      ['prompt', 'cabal-not-stack', 'the CI image has no stack any more, ci.sh does nix develop -c cabal build all'],
      ['fail', 'devshell', 'cabal build all', '/bin/sh: cabal: not found', 127],
      ['agent', 'devshell', "Ran cabal directly in the CI container; the toolchain only exists inside the flake devshell, so run it as nix develop -c cabal … (direnv isn't loaded in non-interactive shells)."],
    ],
  },
  {
    machine: 'mac2', project: 'moraine', start: '2026-03-17T09:00:00Z',
    steps: [
      ['fail', 'sops-age-mac', 'sops -d --extract \'["stripe"]["webhook_secret"]\' secrets/staging.yaml', SOPS_NO_KEY('kai'), 128],
      ['prompt', 'sops-age-mac', 'Auf dem Mac sucht sops den Key unter ~/Library/Application Support/sops/age/keys.txt. SOPS_AGE_KEY_FILE setzen, steht auch im README'],
      ['fail', 'x:sops-not-recipient', 'SOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt sops -d secrets/prod.yaml', 'Failed to get the data key required to decrypt the SOPS file.\n\nGroup 0: FAILED\n  age1qz4n7hk2x0w9m3c8v5r1t6y2p0d4f7j9g3l5s8e1a6u0n2b4kq7sm3xw9: FAILED\n    - | no identity matched any of the recipients\n\nRecovery failed because no master key was able to decrypt the file. In\norder for SOPS to recover the file, at least one key has to be successful,\nbut none were.', 128],
      ['ok', 'SOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt sops -d secrets/staging.yaml > staging.plain.yaml'],
      ['prompt', 'sops-no-plaintext', '解密出来的东西不要写进文件！删掉 staging.plain.yaml，直接用 sops 编辑'],
    ],
  },
  {
    machine: 'codex', project: 'moraine', start: '2026-03-18T10:00:00Z',
    steps: [
      ['fail', 'deps-via-flake', 'cabal build all', "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: moraine-0.1.0.0 (user goal)\n[__1] unknown package: aeson-pretty (dependency of moraine)\n[__1] fail (backjumping, conflict set: aeson-pretty, moraine)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: moraine, aeson-pretty", 1],
      ['prompt', 'deps-via-flake', "on ne passe pas par hackage : ajoute aeson-pretty dans l'overlay haskell du flake, puis relance nix develop"],
      ['prompt', 'x:login-errors', "Kannst du die Fehlermeldungen im Login-Formular freundlicher formulieren? 'invalid credentials' klingt sehr nach Backend"],
      ['agent', 'no-hpack', 'Regenerated moraine.cabal with hpack; there is no package.yaml any more, edit moraine.cabal by hand.'],
      ['agent', 'dbmate', 'Let persistent runMigration change the schema; moraine schema changes are dbmate SQL migrations in db/migrations (dbmate new, dbmate up).'],
      ['ok', 'nix develop -c dbmate status'],
      ['prompt', 'db-name', 'die DB heißt moraine_dev, moraine_test ist nur für die Tests'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-03-19T09:10:00Z',
    steps: [
      ['fail', 'nix3-cli', "nix-shell -p jq --run 'jq .nodes flake.lock'", "error: file 'nixpkgs' was not found in the Nix search path (add it using $NIX_PATH or -I)\n\n       at «string»:1:25:\n\n            1| {...}@args: with import <nixpkgs> args; (pkgs.runCommandCC or pkgs.runCommand) \"shell\" { buildInputs = [ (jq) ]; } \"\"\n             |                         ^\n(use '--show-trace' to show detailed location information)", 1],
      ['prompt', 'nix3-cli', 'no channels on these laptops. nix shell nixpkgs#jq -c …'],
      ['ok', 'nix flake update'],
      ['prompt', 'flake-update-input', 'uh, that bumped every input. I only wanted nixpkgs: git checkout flake.lock && nix flake update nixpkgs'],
      ['agent', 'flake-update-input', 'Ran nix flake update, which bumps every input; update only the input asked for (nix flake update nixpkgs) and leave the rest of flake.lock alone.'],
    ],
  },
  {
    machine: 'mac', project: 'moraine', start: '2026-03-20T11:30:00Z',
    steps: [
      ['fail', 'bsd-stat', 'stat --format=%Y static/app.js', `stat: illegal option -- -\n${MAC_STAT_USAGE}`, 1],
      ['prompt', 'bsd-stat', 'stat -f %m on mac'],
      ['fail', 'bsd-sed', "sed -i 's/\"0.3.2\"/\"0.4.0\"/' app/Main.hs", 'sed: 1: "app/Main.hs": command a expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "又是 mac 的 sed……-i 后面要加 ''，或者直接 gsed"],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-03-23T10:00:00Z',
    steps: [
      ['fail', 'colmena-deploy', 'nixos-rebuild switch --flake .#web1 --target-host web1 --use-remote-sudo', NO_NIXOS_CONFIG('web1'), 1],
      ['prompt', 'colmena-deploy', 'hosts live in hive.nix and deploys are colmena. always have been'],
      ['prompt', 'colmena-on', 'and --on @prod only after staging is green. no selector = no deploy'],
      ['ok', 'colmena apply --on web1'],
      ['fail', 'x:nix-offline', 'nix develop -c cabal build all', "warning: error: unable to download 'https://cache.nixos.org/7f3m0x2c9k1q5w8z4n6v2d0r3h1j9p5s.narinfo': Couldn't resolve host name (6); retrying in 283 ms\nerror: unable to download 'https://github.com/NixOS/nixpkgs/archive/6c2f0a1e9b4d3c7f8a5e2d1b0c9f8e7d6a5b4c3d.tar.gz': Couldn't resolve host name (6)", 1],
    ],
  },
  {
    machine: 'codex', project: 'moraine', start: '2026-03-24T09:30:00Z',
    steps: [
      ['fail', 'cabal-run-exe', 'cabal run moraine -- --port 8081', CABAL_RUN_MULTI, 1],
      ['agent', 'cabal-run-exe', 'cabal run moraine is ambiguous (the package has moraine-server and moraine-worker); run the executable by name: cabal run moraine-server.'],
      ['fail', 'cabal-all', 'cabal haddock', CABAL_NO_TARGET, 1],
      ['prompt', 'cabal-all', 'that again? `all`'],
      ['ok', 'nix flake update'],
      ['prompt', 'flake-update-input', 'the flake.lock diff has 14 inputs in it. you were asked for hls only: nix flake update haskell-language-server'],
    ],
  },
  {
    machine: 'mac2', project: 'moraine', start: '2026-03-25T14:00:00Z',
    steps: [
      ['fail', 'builder-alias', "ssh hetzner-build 'uptime'", 'ssh: Could not resolve hostname hetzner-build: nodename nor servname provided, or not known', 255],
      ['prompt', 'builder-alias', "it's just `builder`. look at ~/.ssh/config"],
      ['fail', 'darwin-linux-build', 'nix build .#packages.x86_64-linux.moraine-server', DARWIN_BUILD('p2d7k0x5m9w1c3q8z4n6v0r2h5j1g7f3-moraine-0.1.0.0'), 1],
      ['prompt', 'darwin-linux-build', "Linux-Pakete baut der Mac nicht selbst — --builders 'ssh-ng://builder x86_64-linux' oder direkt auf der Kiste bauen"],
      ['ok', "nix build .#packages.x86_64-linux.moraine-server --builders 'ssh-ng://builder x86_64-linux'"],
      ['prompt', 'x:due-date-bug', 'the due date is off by one day for customers in UTC-5, looks like we truncate to a Day in UTC before converting'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-03-26T10:00:00Z',
    steps: [
      ['prompt', 'esqueleto', 'Bitte keine rawSql-Strings in den Handlern, Queries schreiben wir mit esqueleto'],
      ['agent', 'named-routes', 'Added the export endpoint as another :<|> alternative; Moraine.Api uses Servant NamedRoutes records, add a field to the record instead.'],
      ['fail', 'no-partial', 'nix develop -c hlint src test', HLINT_RESTRICTED('src/Moraine/Export/Pdf.hs', '77:22-29', 'fromJust'), 1],
      ['prompt', 'no-partial', 'fromJust again :/ maybe + a proper error'],
      ['fail', 'x:stat-missing', 'stat -c %s static/app.js', "stat: cannot statx 'static/app.js': No such file or directory", 1],
    ],
  },
  {
    machine: 'mac', project: 'moraine', start: '2026-03-27T09:00:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git push origin main', "error: src refspec main does not match any\nerror: failed to push some refs to 'github.com:moraine-hq/moraine.git'", 1],
      ['agent', 'trunk-branch', "Pushed to main; moraine's default branch is trunk (there is no main)."],
      ['fail', 'x:push-behind', 'git push origin feature/sepa-export', PUSH_FETCH_FIRST, 1],
      ['ok', 'git pull --rebase origin feature/sepa-export && git push origin feature/sepa-export'],
      ['prompt', 'x:age-key-request', 'generate an age key for the new staging3 box and add its recipient to .sops.yaml'],
    ],
  },
  {
    machine: 'linux', project: 'moraine', start: '2026-03-30T08:40:00Z',
    steps: [
      ['fail', 'fourmolu', 'stylish-haskell -i src/Moraine/Api.hs', NIXOS_CNF('stylish-haskell', 'haskellPackages.stylish-haskell'), 127],
      ['prompt', 'fourmolu', 'formatter is fourmolu (fourmolu.yaml). stylish-haskell was the stack era'],
      ['ok', 'nix develop -c fourmolu -i src/Moraine/Api.hs'],
      ['fail', 'x:direnv-blocked', 'direnv exec . cabal build all', 'direnv: error /home/dev/moraine/.envrc is blocked. Run `direnv allow` to approve its content', 1],
      ['prompt', 'dbmate', 'Migrationen bitte mit dbmate new, nicht über runMigration aus persistent'],
      ['prompt', 'builder-no-gc', 'builder 上别跑 nix-collect-garbage，那是大家共用的缓存'],
      ['agent', 'force-push', 'Used git push --force on feature/sepa-export, which Mei also pushes to; only --force-with-lease on branches, and never on trunk.'],
      ['ok', 'ssh builder nix path-info --all | wc -l'],
      ['prompt', 'x:ops-runbook', 'update docs/ops.md: the builder moved to the new AX42, the hostname stays builder'],
    ],
  },
  {
    machine: 'mac2', project: 'moraine', start: '2026-03-31T13:10:00Z',
    steps: [
      ['fail', 'elm-frontend-dir', 'elm install elm/time', ELM_NO_JSON, 1],
      ['prompt', 'elm-frontend-dir', 'elm stuff runs from frontend/, the root is the haskell project'],
      ['prompt', 'keep-pgdata', "ne supprime jamais .pg/ pour « réparer » postgres, c'est tout le cluster local avec les fixtures"],
      ['prompt', 'x:empty-invoice-test', 'ajoute un test pour une facture sans lignes, le total doit être 0'],
    ],
  },
];
