// Half ZZZH (blind): "tern", a Gleam backend (wisp, mist, rebar3 for the Erlang deps) with an Elm
// frontend, Postgres migrated by the in-house bin/tern-migrate, Nix flakes and devenv, Fly.io
// deploys from GitHub Actions; NixOS, macOS (zsh), an Ubuntu laptop, CI and the Alpine release
// image. Written blind from the brief, issue 10, the corpus README, build.mjs and half D's head.

const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestampformat] [file ...]';
const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const NIXOS_CNF = (prog, pkgs) => pkgs.length === 1
  ? `The program '${prog}' is not in your PATH. You can make it available in an\nephemeral shell by typing:\n  nix-shell -p ${pkgs[0]}`
  : `The program '${prog}' is not in your PATH. It is provided by several packages.\nYou can make it available in an ephemeral shell by typing one of the following:\n${pkgs.map((p) => `  nix-shell -p ${p}`).join('\n')}`;
const STUB_LD = (bin) => `Could not start dynamically linked executable: ${bin}\nNixOS cannot run dynamically linked executables intended for generic\nlinux environments out of the box. For more information, see:\nhttps://nix.dev/permalink/stub-ld`;
const GH_STEP = (id, cmd) => `/home/runner/work/_temp/${id}.sh: line 1: ${cmd}: command not found\nError: Process completed with exit code 127.`;
const GLEAM_NO_TOML = (file) => `error: File IO failure\n\nAn error occurred while trying to read this file:\n\n    ${file}\n\nThe error message from the file IO library was:\n\n    No such file or directory (os error 2)`;
const ELM_NEW_PROJECT = '-- NEW PROJECT? -----------------------------------------------------------------\n\nAre you trying to start a new project? Try this command instead:\n\n    elm init\n\nIt will help you get started!';
const ELM_FORMAT_ASK = (files) => `This will overwrite the following files to use Elm's preferred style:\n\n${files.map((f) => `    ${f}`).join('\n')}\n\nThis cannot be undone! Make sure to back up these files before proceeding.\n\nAre you sure you want to overwrite these files with formatted versions? (y/n) elm-format: <stdin>: hGetLine: end of file`;
const FLY_NO_APP = 'Error: the config for your app is missing an app name, add an app field to the fly.toml file or specify with the -a flag';
const GH006 = 'remote: error: GH006: Protected branch update failed for refs/heads/trunk.\nremote: error: Cannot force-push to this branch\nTo github.com:tern-app/tern.git\n ! [remote rejected] trunk -> trunk (protected branch hook declined)\nerror: failed to push some refs to \'github.com:tern-app/tern.git\'';
const GH013 = 'Enumerating objects: 23, done.\nCounting objects: 100% (23/23), done.\nWriting objects: 100% (14/14), 3.02 KiB | 3.02 MiB/s, done.\nremote: error: GH013: Repository rule violations found for refs/heads/trunk.\nremote: Review all repository rules at https://github.com/tern-app/tern/rules?ref=refs%2Fheads%2Ftrunk\nremote: \nremote: - Cannot force-push to this branch\nremote: \nTo github.com:tern-app/tern.git\n + 4c1d2e9...a07f3b1 trunk -> trunk (push declined due to repository rule violations)\nerror: failed to push some refs to \'github.com:tern-app/tern.git\'';
const LEFTHOOK = (body) => `╭───────────────────────────────────────╮\n│ 🥊 lefthook v1.10.1  hook: commit-msg │\n╰───────────────────────────────────────╯\n┃  commitlint ❯ \n\n${body}\n\n  ────────────────────────────────────\nsummary: (done in 0.91 seconds)\n🥊  commitlint`;
const GLEAM_RESOLVE = 'Resolving versions\nerror: Dependency resolution failed\n\nAn error occurred while determining what dependency packages and\nversions should be downloaded.\nThe error from the version resolver library was:\n\nThere is no version of wisp in the range >= 3.0.0 and < 4.0.0';
const ELM_TYPE_MISMATCH = '-- TYPE MISMATCH ---------------------------------------------- src/Page/Event.elm\n\nThe 2nd argument to `viewRsvps` is not what I expect:\n\n48|     viewRsvps model.user event.rsvps\n                             ^^^^^^^^^^^\nThis `rsvps` field is a:\n\n    List Rsvp\n\nBut `viewRsvps` needs the 2nd argument to be:\n\n    Dict String Rsvp\n\nDetected problems in 1 module.';
const ELM_REVIEW_UNUSED = (file, line) => `-- ELM-REVIEW ERROR ----------------------------------------------- ${file}:${line}:50\n\n(fix) NoUnused.Variables: Imported variable \`field\` is not used\n\n${line}| import Json.Decode as Decode exposing (Decoder, field)\n                                                    ^^^^^\n\nYou should either use this value somewhere, or remove it at the location I\npointed at.\n\nErrors marked with (fix) can be fixed automatically using \`elm-review --fix\`.\n\nI found 1 error in 1 file.`;
const PG_SOCKET = (home) => `${home}/tern/.devenv/state/postgres/.s.PGSQL.5432`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'tern', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'devenv-shell', 'cd server && gleam build', NIXOS_CNF('gleam', ['gleam']), 127, 'Build the Gleam server'],
      ['prompt', 'devenv-shell', 'nothing is installed system-wide on this box, it all comes from devenv. `devenv shell` first'],
      ['ok', 'devenv shell -- bash -c "cd server && gleam build"'],
      ['fail', 'nixos-bin-bash', './bin/tern-migrate status', 'bash: ./bin/tern-migrate: /bin/bash: bad interpreter: No such file or directory', 126],
      ['prompt', 'nixos-bin-bash', "nixos. there's no /bin/bash here, the shebang has to be #!/usr/bin/env bash"],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-02T14:10:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git checkout main && git pull', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'trunk-branch', "we're on trunk here"],
      ['ok', 'git checkout trunk && git pull --ff-only'],
      ['fail', 'sed-i-mac', `sed -i 's/^version = "0.3.1"/version = "0.3.2"/' server/gleam.toml`, 'sed: 1: "server/gleam.toml": bad flag in substitute command: \'a\'', 1, 'Bump the server version'],
      ['prompt', 'sed-i-mac', "bsd sed. -i '' on the mac"],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-03T09:00:00Z',
    steps: [
      ['fail', 'nix-experimental', 'nix develop', "error: experimental Nix feature 'nix-command' is disabled; add '--extra-experimental-features nix-command' to enable it", 1],
      ['prompt', 'nix-experimental', "this laptop has the upstream nix installer, flakes aren't switched on. pass --extra-experimental-features 'nix-command flakes'"],
      ['fail', 'x:nix-substituter', "nix --extra-experimental-features 'nix-command flakes' develop .#ci --command true", "warning: error: unable to download 'https://cache.nixos.org/7k2f9w3q0b1x8m5c4n6z2y1a0d9s8r7p.narinfo': Couldn't resolve host name (6); retrying in 266 ms\nwarning: error: unable to download 'https://cache.nixos.org/7k2f9w3q0b1x8m5c4n6z2y1a0d9s8r7p.narinfo': Couldn't resolve host name (6); retrying in 612 ms\nerror: unable to download 'https://cache.nixos.org/7k2f9w3q0b1x8m5c4n6z2y1a0d9s8r7p.narinfo': Couldn't resolve host name (6)", 1],
      ['prompt', 'x:wifi-retry', 'wifi dropped for a sec, should be back. go on'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-03T15:20:00Z',
    steps: [
      ['fail', 'devenv-shell', 'cd server && gleam test', 'Downloading packages\n Downloaded 24 packages in 1.92s\n  Compiling pgo\nerror: Program not found\n\nThe program `rebar3` was not found. Is it installed?\n\nDocumentation for installing rebar3 can be viewed here:\nhttps://rebar3.org/docs/getting-started/', 1, 'Run the server tests'],
      ['prompt', 'devenv-shell', "you're outside devenv again, the brew gleam isn't ours and has no rebar3. devenv shell -- gleam test"],
      ['ok', 'devenv shell -- bash -c "cd server && gleam test"'],
      ['fail', 'zsh-glob', 'curl -s localhost:8000/api/events?limit=5 | jq .', 'zsh: no matches found: localhost:8000/api/events?limit=5', 1],
      ['prompt', 'zsh-glob', 'quote the url, zsh treats the ? as a glob'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-04T08:15:00Z',
    steps: [
      ['fail', 'elm-from-nix', 'cd frontend && npx elm make src/Main.elm --output=/dev/null', STUB_LD('/home/dev/tern/frontend/node_modules/elm/bin/elm'), 127, 'Type-check the frontend'],
      ['prompt', 'elm-from-nix', "don't pull elm through npm, that binary can't run on nixos. elm comes from devenv (elmPackages.elm)"],
      ['ok', 'devenv shell -- bash -c "cd frontend && elm make src/Main.elm --output=/dev/null"'],
      ['fail', 'x:elm-compile-error', 'devenv shell -- bash -c "cd frontend && elm make src/Main.elm --output=/dev/null"', `Compiling ...\n${ELM_TYPE_MISMATCH}`, 1],
      ['prompt', 'x:rsvp-list', 'keep rsvps a List in the model, only turn it into a Dict inside viewRsvps'],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-03-04T11:30:00Z',
    steps: [
      ['fail', 'ci-nix-develop', 'devenv shell -- bash -c "cd server && gleam test"', GH_STEP('5b1f0c2e-7d4a-4e8b-9c3f-2a6d1e0b8f47', 'devenv'), 127, 'Run the server tests in CI'],
      ['prompt', 'ci-nix-develop', 'CI has no devenv. the workflow runs things with `nix develop .#ci --command ...`'],
      ['ok', "nix develop .#ci --command bash -c 'cd server && gleam test'"],
      ['fail', 'x:gleam-format-check', "nix develop .#ci --command bash -c 'cd server && gleam format --check src test'", 'error: These files have not been formatted:\n\n  src/tern/web/router.gleam\n  test/tern/rsvp_test.gleam', 1],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-05T09:45:00Z',
    steps: [
      ['fail', 'elm-format-yes', 'cd frontend && elm-format src/', ELM_FORMAT_ASK(['src/Main.elm', 'src/Page/Event.elm', 'src/Api.elm']), 1, 'Format the Elm sources'],
      ['prompt', 'elm-format-yes', "it's sitting on the y/n question. --yes"],
      ['ok', 'cd frontend && elm-format --yes src/'],
      ['fail', 'date-d-mac', "date -d '+14 days' +%Y-%m-%d", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute the reminder cutoff date'],
      ['prompt', 'date-d-mac', 'на маку date -d няма. gdate з coreutils, ён ёсць у devenv'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-05T13:00:00Z',
    steps: [
      ['ok', 'psql -d tern_dev -f server/migrations/0042_rsvp_reminders.sql'],
      ['fail', 'tern-migrate', './bin/tern-migrate up', 'tern-migrate: applying 0042_rsvp_reminders.sql\ntern-migrate: 0042_rsvp_reminders.sql: ERROR:  relation "rsvp_reminders" already exists\ntern-migrate: rolled back, nothing applied', 1],
      ['prompt', 'tern-migrate', "that's because you ran it with psql -f. migrations only go in through tern-migrate, it writes the schema_migrations row. drop the table and tern-migrate up"],
      ['ok', './bin/tern-migrate up'],
      ['prompt', 'x:changelog', 'add a changelog entry for the rsvp reminders under Unreleased'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-06T10:20:00Z',
    steps: [
      ['fail', 'stat-mac', 'stat -c %s server/priv/static/elm.min.js', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check the bundle size'],
      ['prompt', 'stat-mac', 'mac stat is the bsd one: stat -f %z'],
      ['fail', 'grep-P-mac', `grep -oP 'version = "\\K[^"]+' server/gleam.toml`, `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P-mac', 'no -P in bsd grep. rg -o does it'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-06T15:00:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git fetch origin && git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'trunk-branch', 'زموږ اصلي څانګه trunk ده، main نشته. git rebase origin/trunk'],
      ['fail', 'x:push-fetch-first', 'git push origin feat/rsvp-reminders', "To github.com:tern-app/tern.git\n ! [rejected]        feat/rsvp-reminders -> feat/rsvp-reminders (fetch first)\nerror: failed to push some refs to 'github.com:tern-app/tern.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feat/rsvp-reminders && git push origin feat/rsvp-reminders'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-09T08:30:00Z',
    steps: [
      ['fail', 'fly-app-flag', 'fly status', FLY_NO_APP, 1, 'Check the staging machines'],
      ['prompt', 'fly-app-flag', 'fly.toml has no app name on purpose. -a tern-staging or -a tern-prod'],
      ['fail', 'x:fly-dns', 'fly logs -a tern-staging --no-tail', 'Error: failed to fetch logs: Get "https://api.fly.io/api/v1/apps/tern-staging/logs?next_token=&region=": dial tcp: lookup api.fly.io: no such host', 1],
      ['prompt', 'x:staging-two-machines', 'two machines are plenty for staging, scale the third one down'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-09T14:10:00Z',
    steps: [
      ['fail', 'flake-git-add', 'nix build .#tern-migrate', "warning: Git tree '/home/dev/tern' is dirty\nerror: path '/nix/store/0c8kx6ymp1z6x4l1r8y3n4r3s7ih1b7q-source/nix/tern-migrate.nix' does not exist", 1, 'Build the migrate package'],
      ['prompt', 'flake-git-add', 'flakes only see what git tracks. git add -N nix/tern-migrate.nix'],
      ['ok', 'git add -N nix/tern-migrate.nix && nix build .#tern-migrate'],
      ['fail', 'x:nix-hash-mismatch', 'nix build .#frontend', "error: hash mismatch in fixed-output derivation '/nix/store/q1wz8a0m7k3n5b2x9c4v6l1p0o8i7u6y-elm-packages.drv':\n         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n            got:    sha256-3fXk0qLr9ZfB6m2Vt7sQw1yHn8cJd4eUa5oPi0gKlRs=\nerror: 1 dependencies of derivation '/nix/store/z9y8x7w6v5u4t3s2r1q0p9o8n7m6l5k4-tern-frontend-0.3.2.drv' failed to build", 1],
      ['prompt', 'x:elm2nix', 'elm-srcs.nix is stale since the elm.json change, regenerate it with elm2nix and paste the new hash'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-10T09:00:00Z',
    steps: [
      ['fail', 'elm-package-019', 'cd frontend && elm-package install elm-community/list-extra', 'zsh: command not found: elm-package', 127],
      ['prompt', 'elm-package-019', "elm-package is 0.18 stuff, we're on 0.19.1. `elm install`"],
      ['fail', 'elm-test-rs', 'cd frontend && elm-test', 'zsh: command not found: elm-test', 127, 'Run the frontend tests'],
      ['prompt', 'elm-test-rs', "elm-test-rs. the node one isn't in the flake"],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-10T16:00:00Z',
    steps: [
      ['ok', 'git rebase -i origin/trunk'],
      ['fail', 'force-push', 'git push --force origin trunk', GH006, 1],
      ['prompt', 'force-push', 'WHOA. nobody force pushes trunk. what are you doing'],
      ['agent', 'force-push', 'Force-pushed trunk after rebasing it; trunk is protected: never force-push it, rebase only my own branches and push those with --force-with-lease.'],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-03-11T10:00:00Z',
    steps: [
      ['fail', 'alpine-no-bash', 'bash /app/bin/healthcheck.sh', '/bin/sh: bash: not found', 127, 'Smoke-test the release image'],
      ['prompt', 'alpine-no-bash', 'the release image is alpine, busybox sh and nothing else. scripts under rel/ stay POSIX'],
      ['ok', 'sh /app/bin/healthcheck.sh'],
      ['fail', 'x:release-perm', '/app/entrypoint.sh run', '/bin/sh: /app/entrypoint.sh: Permission denied', 126],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-11T15:30:00Z',
    steps: [
      ['fail', 'port-8000', 'curl -sf localhost:3000/health', "curl: (7) Failed to connect to localhost port 3000 after 0 ms: Couldn't connect to server", 7],
      ['prompt', 'port-8000', 'wisp listens on 8000 in dev'],
      ['ok', 'curl -sf localhost:8000/health'],
      ['fail', 'xdg-open', 'xdg-open http://localhost:8000/events/42', 'zsh: command not found: xdg-open', 127],
      ['prompt', 'xdg-open', "on mac it's just `open`"],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-12T09:10:00Z',
    steps: [
      ['fail', 'gleam-server-dir', 'gleam add gleam_httpc', GLEAM_NO_TOML('/home/dev/tern/gleam.toml'), 1],
      ['prompt', 'gleam-server-dir', 'gleam.toml lives in server/'],
      ['fail', 'x:hex-timeout', 'cd server && gleam add gleam_httpc', 'Resolving versions\nerror: Network error\n\nAn error occurred while making an HTTP request:\n\n    error sending request for url (https://repo.hex.pm/packages/gleam_httpc): operation timed out', 1],
      ['ok', 'cd server && gleam add gleam_httpc'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-12T14:00:00Z',
    steps: [
      ['ok', 'git checkout -b feat/event-tags origin/trunk'],
      ['fail', 'x:migration-syntax', './bin/tern-migrate up', "tern-migrate: applying 0043_event_tags.sql\ntern-migrate: 0043_event_tags.sql: ERROR:  syntax error at or near \"NUL\"\nLINE 3:   tags text[] NOT NUL DEFAULT '{}'\n                          ^\ntern-migrate: rolled back, nothing applied", 1],
      ['ok', './bin/tern-migrate up'],
      ['fail', 'db-name', "psql -d tern -c '\\d event_tags'", `psql: error: connection to server on socket "${PG_SOCKET('/home/dev')}" failed: FATAL:  database "tern" does not exist`, 2],
      ['prompt', 'db-name', 'the db is tern_dev. tern_test is the one gleam test uses'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-13T08:50:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/## Unreleased/## 0.4.0/' CHANGELOG.md", 'sed: 1: "CHANGELOG.md": invalid command code C', 1],
      ['prompt', 'sed-i-mac', "په mac کې sed -i '' غواړي. دا دوهم ځل دی"],
      ['prompt', 'x:changelog-date', 'the release heading should carry the date too, like ## 0.4.0 (2026-03-13)'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'pkgs-in-devenv', 'sudo apt-get install -y watchexec', 'sudo: apt-get: command not found', 1, 'Install watchexec for the reload loop'],
      ['prompt', 'pkgs-in-devenv', 'lol this is nixos. watchexec goes into the packages list in devenv.nix so everyone gets it'],
      ['fail', 'nixos-bin-bash', './scripts/dev-reload.sh', 'bash: ./scripts/dev-reload.sh: /bin/bash: bad interpreter: No such file or directory', 126],
      ['prompt', 'nixos-bin-bash', 'بيا /bin/bash؟ په NixOS کې نشته. #!/usr/bin/env bash وليکه'],
      ['agent', 'nixos-bin-bash', 'Wrote a dev script with #!/bin/bash; NixOS has no /bin/bash, dev scripts use #!/usr/bin/env bash.'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-17T10:00:00Z',
    steps: [
      ['ok', 'devenv shell -- bash -c "cd server && gleam test"'],
      ['fail', 'deploy-via-ci', 'fly deploy -a tern-prod', "Error: No access token available. Please login with 'flyctl auth login'", 1, 'Ship the reminder fix to prod'],
      ['prompt', 'deploy-via-ci', "no no, we don't ship from laptops. merge to trunk and the deploy workflow takes it out"],
      ['agent', 'deploy-via-ci', 'Tried `fly deploy` from a dev machine; tern goes to Fly only through the GitHub Actions deploy workflow after a merge to trunk.'],
      ['ok', 'gh pr create --base trunk --fill'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-17T15:40:00Z',
    steps: [
      ['fail', 'elm-frontend-dir', 'elm make src/Main.elm --output=/dev/null', ELM_NEW_PROJECT, 1],
      ['prompt', 'elm-frontend-dir', 'elm.json is in frontend/. cd there first'],
      ['fail', 'x:elm-review-rule', 'cd frontend && elm-review', ELM_REVIEW_UNUSED('src/Api.elm', 12), 1],
      ['ok', 'cd frontend && elm-review --fix-all-without-prompt src/Api.elm'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-18T09:30:00Z',
    steps: [
      ['fail', 'nix-experimental', 'nix flake update nixpkgs', "error: experimental Nix feature 'nix-command' is disabled; add '--extra-experimental-features nix-command' to enable it", 1],
      ['prompt', 'nix-experimental', "зноў experimental features. на гэтым маку флэйкі не ўключаныя, дадавай --extra-experimental-features 'nix-command flakes' (ці прапішы ў ~/.config/nix/nix.conf)"],
      ['prompt', 'x:flake-bump', 'while you are in there, move nixpkgs to nixos-25.11 in flake.nix'],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-03-18T13:20:00Z',
    steps: [
      ['fail', 'ci-nix-develop', 'devenv test', GH_STEP('a93e4c71-0b2d-4f5e-8a61-7c9d3e2f1b05', 'devenv'), 127],
      ['agent', 'ci-nix-develop', 'Used devenv in a GitHub Actions step; CI only has Nix, so steps run `nix develop .#ci --command …`.'],
      ['ok', "nix develop .#ci --command bash -c 'cd frontend && elm-test-rs'"],
      ['fail', 'x:gleam-test-fail', "nix develop .#ci --command bash -c 'cd server && gleam test'", '  Compiling tern\n   Compiled in 3.84s\n    Running tern_test.main\n.......F.........................\nFailures:\n\n  1) tern/rsvp_test.reminder_cutoff_test: module \'tern@rsvp_test\'\n     Values were not equal\n     expected: 3\n          got: 2\n     output: \n\nFinished in 0.214 seconds\n33 tests, 1 failures', 1],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-19T09:00:00Z',
    steps: [
      ['fail', 'zsh-glob', 'rm server/priv/static/*.map', 'zsh: no matches found: server/priv/static/*.map', 1],
      ['prompt', 'zsh-glob', "zsh again, unmatched glob. quote it or find ... -delete"],
      ['ok', "find server/priv/static -name '*.map' -delete"],
      ['fail', 'stat-mac', 'stat --format=%s server/priv/static/elm.min.js', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-mac', 'гэта мак, stat тут BSD-шны. stat -f %z або wc -c <'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-20T10:10:00Z',
    steps: [
      ['fail', 'gleam-add', 'cd server && gleam build', GLEAM_RESOLVE, 1],
      ['prompt', 'gleam-add', 'did you hand-edit gleam.toml again? just `gleam add wisp`, it picks a version that resolves and updates manifest.toml'],
      ['ok', 'cd server && gleam add wisp@1'],
      ['prompt', 'x:request-logging', 'now add request logging middleware to the wisp router'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-23T08:40:00Z',
    steps: [
      ['fail', 'date-d-mac', 'date -d @1774224000 +%F', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d-mac', 'same as last week. bsd date, use gdate -d or date -r'],
      ['fail', 'grep-P-mac', "git log --oneline origin/trunk | grep -P '^\\w+ (feat|fix)\\('", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P-mac', 'bsd grep again, there is no -P. rg'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-24T09:20:00Z',
    steps: [
      ['fail', 'conventional-commits', 'git commit -m "Add event tags"', LEFTHOOK('⧗   input: Add event tags\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]\n\n✖   found 2 problems, 0 warnings\nⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint'), 1],
      ['prompt', 'conventional-commits', 'conventional commits, scope is server or frontend: feat(server): add event tags'],
      ['ok', 'git commit -m "feat(server): add event tags"'],
      ['fail', 'trunk-branch', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'trunk-branch', 'trunk. not main. every single time 🙃'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-25T10:30:00Z',
    steps: [
      ['fail', 'tern-migrate', 'dbmate up', 'zsh: command not found: dbmate', 127, 'Apply pending migrations'],
      ['prompt', 'tern-migrate', 'مايګريشنونه یوازې د bin/tern-migrate له لارې ځي، dbmate نه کاروو'],
      ['fail', 'x:pg-not-running', './bin/tern-migrate up', `tern-migrate: could not connect: connection to server on socket "${PG_SOCKET('/Users/ana')}" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?`, 1],
      ['ok', 'devenv up -d && ./bin/tern-migrate up'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-26T14:00:00Z',
    steps: [
      ['fail', 'staging-reset', './bin/tern-migrate reset --env staging', "tern-migrate: refusing to reset 'staging' (set TERN_ALLOW_RESET=1 if you really mean it)", 2],
      ['prompt', 'staging-reset', 'NO. never reset staging, people are QAing on it. reset is for your local tern_dev and nothing else'],
      ['agent', 'staging-reset', 'Tried tern-migrate reset against staging; reset only ever runs against the local tern_dev, never staging or prod.'],
      ['ok', './bin/tern-migrate reset && ./bin/tern-migrate up'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-27T09:15:00Z',
    steps: [
      ['fail', 'fly-app-flag', `fly ssh console -C "/app/bin/tern eval 'tern:version()'"`, FLY_NO_APP, 1],
      ['prompt', 'fly-app-flag', '-a. always. two apps, one fly.toml'],
      ['prompt', 'fly-secrets', 'wait, did DATABASE_URL just go under [env] in fly.toml? that file is in the repo. fly secrets set -a tern-staging'],
      ['agent', 'fly-secrets', 'Put DATABASE_URL under [env] in fly.toml; secrets are set with `fly secrets set -a <app>`, fly.toml only holds non-secret config.'],
      ['fail', 'xdg-open', 'xdg-open https://tern-staging.fly.dev/events', 'zsh: command not found: xdg-open', 127],
      ['agent', 'xdg-open', 'Used xdg-open on macOS; the mac equivalent is `open`.'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'elm-format-yes', 'devenv shell -- elm-format frontend/src/Page/Event.elm', ELM_FORMAT_ASK(['frontend/src/Page/Event.elm']), 1],
      ['prompt', 'elm-format-yes', 'зноў тое самае, elm-format чакае y/n. заўсёды --yes'],
      ['agent', 'elm-format-yes', 'elm-format without --yes stops at an interactive (y/n) question and dies on EOF; always run `elm-format --yes`.'],
      ['fail', 'elm-from-nix', 'cd frontend && npm i -D elm-format && npx elm-format --validate src/', `added 3 packages in 2s\n${STUB_LD('/home/dev/tern/frontend/node_modules/@avh4/elm-format-linux-x64/elm-format')}`, 127],
      ['prompt', 'elm-from-nix', "the npm elm-format again 🤦 it can't run here. use the one devenv already ships and drop it from package.json"],
      ['fail', 'x:sed-gnu-unterminated', "sed -i 's/tern_dev/tern_test' server/.env.test", "sed: -e expression #1, char 19: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-03-31T11:00:00Z',
    steps: [
      ['prompt', 'x:trunk-red', "trunk's been red since this morning, can you look at the failing deploy job?"],
      ['fail', 'x:fly-deploy-healthcheck', 'flyctl deploy --remote-only -a tern-staging', '==> Building image with Depot\n--> Building image done\n==> Pushing image to fly\nimage: registry.fly.io/tern-staging:deployment-01JR8Q2M4X7T9K3V5B1N6C0D2F\n\nWatch your deployment at https://fly.io/apps/tern-staging/monitoring\n\nUpdating existing machines in \'tern-staging\' with rolling strategy\n  [1/2] Machine 3d8d9e7c2b4718 [app] update finished: success\n  [2/2] Checking health of machine 1781e59f2d0348\nError: timeout reached waiting for health checks to pass for machine 1781e59f2d0348: failed to get VM 1781e59f2d0348: Get "https://api.machines.dev/v1/apps/tern-staging/machines/1781e59f2d0348": net/http: request canceled', 1],
      ['fail', 'alpine-no-bash', '/app/bin/migrate.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['prompt', 'alpine-no-bash', 'busybox again, that image has no bash. #!/bin/sh and plain posix'],
      ['prompt', 'x:release-notes-ps', 'د دې release لپاره په GitHub کې لنډ release notes ولیکه'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-04-01T09:30:00Z',
    steps: [
      ['fail', 'flake-git-add', 'nix develop .#ci --command true', 'error: Path \'nix/ci-shell.nix\' in the repository "/Users/ana/tern" is not tracked by Git.\n\n       To make it visible to Nix, run:\n\n       git -C "/Users/ana/tern" add "nix/ci-shell.nix"', 1],
      ['prompt', 'flake-git-add', 'git add it, untracked files are invisible to the flake. same thing as the migrate package'],
      ['agent', 'flake-git-add', 'nix develop/build failed on a new untracked .nix file; flakes copy only files git tracks, so `git add` (or `git add -N`) new files first.'],
      ['prompt', 'x:readme-devenv', 'add a section to docs/setup.md on getting devenv going on a fresh mac'],
      ['fail', 'port-8000', 'curl -i http://127.0.0.1:3000/api/events', "curl: (7) Failed to connect to 127.0.0.1 port 3000 after 1 ms: Could not connect to server", 7],
      ['prompt', 'port-8000', "it's 8000. nothing of ours runs on 3000"],
      ['fail', 'x:server-down', 'curl -i http://127.0.0.1:8000/api/events', "curl: (7) Failed to connect to 127.0.0.1 port 8000 after 0 ms: Could not connect to server", 7],
      ['ok', 'devenv up -d && sleep 5 && curl -i http://127.0.0.1:8000/api/events'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-04-02T10:00:00Z',
    steps: [
      ['ok', 'git commit --no-verify -m "wip: event tag chips"'],
      ['prompt', 'no-verify', "don't skip the hooks with --no-verify. fix what elm-review complains about"],
      ['fail', 'x:lefthook-review', 'git commit --amend --no-edit', '╭──────────────────────────────────────╮\n│ 🥊 lefthook v1.10.1  hook: pre-commit │\n╰──────────────────────────────────────╯\n┃  elm-review ❯ \n\n' + ELM_REVIEW_UNUSED('src/Page/Tags.elm', 7) + '\n\n  ────────────────────────────────────\nsummary: (done in 4.12 seconds)\n🥊  elm-review', 1],
      ['agent', 'no-verify', 'Committed with --no-verify to get past lefthook; in tern the hooks are never skipped, fix the elm-review / gleam format findings instead.'],
      ['fail', 'elm-frontend-dir', 'elm-review src/Page/Tags.elm', '-- ELM.JSON NOT FOUND -----------------------------------------------------------\n\nI could not find the elm.json of the project to review. I looked in the current\nfolder and in all its parents, but there was none.', 1],
      ['prompt', 'elm-frontend-dir', 'elm ټول په frontend/ کې دی، لومړی cd frontend'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-04-03T14:00:00Z',
    steps: [
      ['fail', 'gleam-server-dir', 'gleam test', GLEAM_NO_TOML('/Users/kai/tern/gleam.toml'), 1],
      ['prompt', 'gleam-server-dir', 'server/ 🙄'],
      ['fail', 'x:gleam-tset', 'cd server && gleam tset', "error: unrecognized subcommand 'tset'\n\n  tip: a similar subcommand exists: 'test'\n\nUsage: gleam <COMMAND>\n\nFor more information, try '--help'.", 2],
      ['fail', 'elm-test-rs', 'cd frontend && npx elm-test', 'npm error could not determine executable to run\nnpm error A complete log of this run can be found in: /Users/kai/.npm/_logs/2026-04-03T14_11_02_415Z-debug-0.log', 1],
      ['prompt', 'elm-test-rs', 'told you, elm-test-rs'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-04-06T09:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f', GH013, 1],
      ['prompt', 'force-push', 'ніколі не пушы -f у trunk. толькі --force-with-lease і толькі ў сваю галінку'],
      ['fail', 'x:lease-stale', 'git push --force-with-lease origin feat/event-tags', "To github.com:tern-app/tern.git\n ! [rejected]        feat/event-tags -> feat/event-tags (stale info)\nerror: failed to push some refs to 'github.com:tern-app/tern.git'", 1],
      ['ok', 'git fetch origin && git push --force-with-lease origin feat/event-tags'],
      ['prompt', 'gleam-add', 'залежнасці толькі праз gleam add, gleam.toml рукамі не чапай'],
      ['agent', 'gleam-add', 'Edited [dependencies] in server/gleam.toml by hand; Gleam/hex deps are added with `gleam add <pkg>` (`--dev` for test-only) so manifest.toml stays in sync.'],
      ['fail', 'x:port-in-use', 'cd server && gleam run', '  Compiling tern\n   Compiled in 2.71s\n    Running tern.main\nerror: Runtime error\n\nlet assert failed: Pattern match failed, no pattern matched the value.\n\nunmatched value:\n  Error(GlistenStartError(SystemError(Eaddrinuse)))\n\nlocation: tern.main:31', 1],
      ['prompt', 'staging-reset', 'і ніякіх reset на staging!! толькі лакальна'],
      ['prompt', 'x:rename-handler', 'د handle_rsvp نوم په rsvp_handler بدل کړه، په ټول server/ کې'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-04-08T09:40:00Z',
    steps: [
      ['fail', 'db-name', './bin/tern-migrate status --database tern', 'tern-migrate: could not connect: FATAL:  database "tern" does not exist', 1],
      ['prompt', 'db-name', 'ډیټابېس tern_dev نومېږي، tern نه'],
      ['fail', 'x:pg-role', 'psql -U postgres -d tern_dev', `psql: error: connection to server on socket "${PG_SOCKET('/home/dev')}" failed: FATAL:  role "postgres" does not exist`, 2],
      ['fail', 'elm-package-019', 'cd frontend && elm-package install elm/time', 'bash: elm-package: command not found', 127],
      ['agent', 'elm-package-019', 'Tried elm-package (Elm 0.18); tern is on Elm 0.19.1, packages are added with `elm install` in frontend/.'],
      ['fail', 'gleam-server-dir', 'gleam run -m tern/seed', GLEAM_NO_TOML('/home/dev/tern/gleam.toml'), 1],
      ['agent', 'gleam-server-dir', 'Ran gleam from the repo root; the Gleam project (gleam.toml) is server/, so gleam commands run with cwd server/.'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-04-09T11:00:00Z',
    steps: [
      ['ok', 'brew install watchexec'],
      ['prompt', 'pkgs-in-devenv', "pls don't brew things for the project. devenv.nix packages, so CI and the nixos boxes get it too"],
      ['agent', 'pkgs-in-devenv', 'Installed a project tool with brew/apt; tern tools go in the `packages` list of devenv.nix so every machine and CI gets the same one.'],
      ['prompt', 'x:event-date-be', 'калі мова інтэрфейсу be, на старонцы падзеі пішы дату па-беларуску: 12 красавіка 2026'],
      ['fail', 'x:elm-pkg-network', 'cd frontend && elm install elm/time', "-- PROBLEM LOADING PACKAGE LIST -------------------------------------------------\n\nI need the list of published packages to verify your dependencies, so I tried to\nfetch:\n\n    https://package.elm-lang.org/all-packages\n\nBut it failed with:\n\n    ConnectionFailure Network.Socket.getAddrInfo: does not exist (nodename nor servname provided, or not known)", 1],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-04-14T09:00:00Z',
    steps: [
      ['ok', 'fly deploy -a tern-staging --remote-only'],
      ['prompt', 'deploy-via-ci', 'له لپټاپ نه deploy مه کوه، یوازې د GitHub Actions له لارې'],
      ['prompt', 'fly-secrets', 'і SENTRY_DSN таксама не ў fly.toml, праз fly secrets set'],
      ['fail', 'conventional-commits', 'git commit -m "feat(frontend): Tag chips on the event page"', LEFTHOOK('⧗   input: feat(frontend): Tag chips on the event page\n✖   subject must not be sentence-case, start-case, pascal-case, upper-case [subject-case]\n\n✖   found 1 problems, 0 warnings\nⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint'), 1],
      ['ok', 'git commit --no-verify -m "feat(frontend): Tag chips on the event page"'],
      ['prompt', 'no-verify', '--no-verify مه کاروه، هوکونه بې دلیله نه دي'],
      ['agent', 'conventional-commits', 'Commit subject failed commitlint; tern commits are conventional: `type(scope): lower-case subject`, scope server or frontend.'],
    ],
  },
];
