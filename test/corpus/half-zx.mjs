// Half ZX, written blind: "quillon", an Elixir/Phoenix LiveView SaaS (mix, Ecto on Postgres, Oban Pro,
// esbuild/tailwind through mix, asdf 0.16, mix release on Fly.io, credo/dialyzer in CI, compose for
// Postgres and Redis). macOS (zsh, Apple Silicon) and Debian 12 (bash), an Alpine builder in CI.
// English, French, Swedish and Spanish. Written without reading the reader or the grouping.

const GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const FLY_NO_APP = 'Error: the config for your app is missing an app name, add an app field to the fly.toml file or specify with the -a flag';
const PG_REFUSED = (pid) => `[error] Postgrex.Protocol (#PID<0.${pid}.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused`;
const FLY_CONNECT = 'Connecting to fdaa:3:1c2e:a7b:2f4:8d31:9b0e:2... complete';
const KERL_NO_SSL = (home, v) => `Downloading (from GitHub) Erlang/OTP ${v} to ${home}/.asdf/downloads/erlang/${v}...\nExtracting source code\nBuilding Erlang/OTP ${v} (asdf_${v}), please wait...\nAPPLICATIONS DISABLED (See: ${home}/.asdf/plugins/erlang/kerl-home/builds/asdf_${v}/otp_build_${v}.log)\n * crypto         : No usable OpenSSL found\n * ssh            : No usable OpenSSL found\n * ssl            : No usable OpenSSL found\n\nAPPLICATIONS INFORMATION (See: ${home}/.asdf/plugins/erlang/kerl-home/builds/asdf_${v}/otp_build_${v}.log)\n * wx             : wxWidgets not found, wx will NOT be usable\n\nBuild failed.\nERROR: Erlang/OTP ${v} was not installed (crypto is required by hex)`;
const NOT_FORMATTED = (...files) => `** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n${files.map((f) => `  * ${f}`).join('\n')}\n`;
const GH006 = "remote: error: GH006: Protected branch update failed for refs/heads/develop.\nremote: error: Cannot force-push to this branch\nTo github.com:quillon-app/quillon.git\n ! [remote rejected]   develop -> develop (protected branch hook declined)\nerror: failed to push some refs to 'github.com:quillon-app/quillon.git'";

export const SESSIONS = [
  {
    machine: 'linux', project: 'quillon', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'develop-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1, 'Switch to the main branch'],
      ['prompt', 'develop-branch', 'we branch off develop here, main was retired ages ago'],
      ['ok', 'git checkout develop && git pull --ff-only'],
      ['fail', 'pg-port', 'mix test', `${PG_REFUSED(401)}\n${PG_REFUSED(402)}\n** (Mix) The database for Quillon.Repo couldn't be created: killed`, 1, 'Run the test suite'],
      ['prompt', 'pg-port', 'compose publishes postgres on 5433, not 5432. DATABASE_URL is in .envrc'],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-03-02T13:15:00Z',
    steps: [
      ['fail', 'asdf-not-brew', 'mix compile', "** (Mix) You're trying to run :quillon on Elixir v1.15.7 but it has declared in its mix.exs file it supports only Elixir ~> 1.17", 1],
      ['prompt', 'asdf-not-brew', "that's brew's elixir shadowing the asdf one. brew uninstall elixir, then asdf install (it reads .tool-versions)"],
      ['ok', 'asdf install'],
      ['fail', 'psql-in-container', "psql -h localhost -p 5433 -U postgres quillon_dev -c '\\dt'", 'zsh: command not found: psql', 127],
      ['prompt', 'psql-in-container', "psql isn't installed on our laptops, it's docker compose exec db psql -U postgres quillon_dev"],
    ],
  },
  {
    machine: 'codex', project: 'quillon', start: '2026-03-03T09:05:00Z',
    steps: [
      ['fail', 'mix-assets', 'cd assets && npm run build', "npm error code ENOENT\nnpm error syscall open\nnpm error path /home/dev/quillon/assets/package.json\nnpm error errno -2\nnpm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '/home/dev/quillon/assets/package.json'\nnpm error enoent This is related to npm not being able to find a file.\nnpm error enoent\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-03-03T09_09_41_118Z-debug-0.log", 254],
      ['prompt', 'mix-assets', "there's no package.json, the assets are built by mix: mix assets.build"],
      ['ok', 'mix assets.build'],
      ['fail', 'x:esbuild-syntax', 'mix assets.build', '\n✘ [ERROR] Expected ";" but found "hooks"\n\n    js/app.js:31:6:\n      31 │ let hooks = {}\n         │       ~~~~~\n         ╵       ;\n\n1 error\n** (Mix) `mix esbuild quillon` exited with 1', 1],
    ],
  },
  {
    machine: 'mac2', project: 'quillon', start: '2026-03-03T15:30:00Z',
    steps: [
      ['fail', 'kerl-openssl', 'asdf install erlang 27.1.2', KERL_NO_SSL('/Users/kai', '27.1.2'), 1, 'Install Erlang from .tool-versions'],
      ['prompt', 'kerl-openssl', 'M1 here, openssl sits under /opt/homebrew. export KERL_CONFIGURE_OPTIONS="--without-javac --with-ssl=$(brew --prefix openssl@3)" and retry'],
      ['fail', 'asdf-set', 'asdf global elixir 1.17.3-otp-27', "No help topic for 'global'", 1],
      ['prompt', 'asdf-set', 'vi kör asdf 0.16 – global finns inte längre, det heter asdf set -u elixir 1.17.3-otp-27'],
      ['prompt', 'x:translation-request', 'lägg till de svenska översättningarna för de nya fakturasträngarna, Lina skickade dem i Slack'],
      ['fail', 'force-push', 'git push --force origin develop', GH006, 1],
      ['prompt', 'force-push', "WHOA. never force push develop. on your own branch it's --force-with-lease"],
    ],
  },
  {
    machine: 'ci', project: 'quillon', start: '2026-03-04T07:50:00Z',
    steps: [
      ['ok', 'mix deps.get'],
      ['fail', 'mix-format', 'mix format --check-formatted', NOT_FORMATTED('lib/quillon/billing/invoice.ex', 'test/quillon/billing_test.exs'), 1],
      ['fail', 'x:credo-real', 'mix credo --strict', 'Checking 214 source files (this might take a while) ...\n\n  Code Readability\n┃\n┃ [R] → Modules should have a @moduledoc tag.\n┃       lib/quillon/billing/tax_rate.ex:1:11 #(Quillon.Billing.TaxRate)\n\nPlease report incorrect results: https://github.com/rrrene/credo/issues\n\nAnalysis took 1.9 seconds (0.1s to load, 1.8s running 55 checks on 214 files)\n1021 mods/funs, found 1 code readability issue.', 4],
      ['agent', 'mix-format', 'CI failed mix format --check-formatted because I committed unformatted files; run `mix format` before every commit.'],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-03-04T10:10:00Z',
    steps: [
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the PDF invoice export'],
      ['fail', 'compose-v2', 'docker-compose up -d db redis', '/bin/bash: line 1: docker-compose: command not found', 127, 'Start Postgres and Redis'],
      ['prompt', 'compose-v2', "docker compose, two words. v1 isn't even installed on debian 12"],
      ['ok', 'docker compose up -d db redis'],
      ['fail', 'x:psql-wrong-db', 'docker compose exec db psql -U postgres quillon_dev2', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  database "quillon_dev2" does not exist', 2],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-03-05T09:20:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/quillon_dev/quillon_dev_ana/' config/dev.exs", 'sed: 1: "config/dev.exs": invalid command code c', 1, 'Rename the dev database'],
      ['prompt', 'bsd-sed', "bsd sed. -i '' on mac"],
      ['fail', 'grep-p', "grep -rP '\\bdef\\s+handle_event\\(\"archive' lib/", GREP_USAGE, 2],
      ['prompt', 'grep-p', 'no -P on the mac grep. rg is installed, use it'],
      ['ok', "rg -n 'def handle_event\\(\"archive' lib/"],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-03-05T14:00:00Z',
    steps: [
      ['fail', 'fly-app-flag', 'fly status', FLY_NO_APP, 1, 'Check the staging app'],
      ['prompt', 'fly-app-flag', "fly.toml doesn't pin an app on purpose. pass -a quillon-staging (and -a quillon-prod only when I say so)"],
      ['fail', 'fly-release-no-mix', 'fly ssh console -a quillon-staging -C "mix ecto.migrate"', `${FLY_CONNECT}\nexec: "mix": executable file not found in $PATH\nError: ssh shell: Process exited with status 1`, 1],
      ['prompt', 'fly-release-no-mix', "it's a release, there is no mix on the box. /app/bin/quillon eval 'Quillon.Release.migrate()'"],
    ],
  },
  {
    machine: 'codex', project: 'quillon', start: '2026-03-09T08:15:00Z',
    steps: [
      ['fail', 'oban-repo', 'mix deps.get', '** (Mix) Unknown repository "oban", add new repositories with the `mix hex.repo add` task', 1],
      ['prompt', 'oban-repo', 'oban pro comes from its own hex repo: mix hex.repo add oban https://getoban.pro/repo --fetch-public-key SHA256:4/OSKi0NRF91QVVXlGAhb/BIMLnK8NHcx/EWs+aIWPc --auth-key $OBAN_LICENSE_KEY (key is in 1Password)'],
      ['fail', 'x:ecto-migration-error', 'mix ecto.migrate', '\n10:41:07.210 [info] == Running 20260309101500 Quillon.Repo.Migrations.AddLocaleToUsers.change/0 forward\n\n10:41:07.212 [info] alter table users\n** (Postgrex.Error) ERROR 42701 (duplicate_column) column "locale" of relation "users" already exists\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1\n    (elixir 1.17.3) lib/enum.ex:1703: Enum."-map/2-lists^map/1-1-"/2', 1],
      ['fail', 'psql-in-container', 'pg_dump -h localhost -p 5433 -U postgres quillon_dev > /tmp/dev.sql', 'pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 16.4 (Debian 16.4-1.pgdg120+2); pg_dump version: 15.8 (Debian 15.8-0+deb12u1)', 1],
      ['prompt', 'psql-in-container', 'the client tools live in the db container, same as psql: docker compose exec -T db pg_dump -U postgres quillon_dev > /tmp/dev.sql'],
      ['prompt', 'req-http', "we're on Req for HTTP here. drop httpoison from mix.exs"],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-03-09T13:40:00Z',
    steps: [
      ['fail', 'nvm-asdf', 'nvm use 20', 'zsh: command not found: nvm', 127],
      ['prompt', 'nvm-asdf', 'no nvm, node comes from asdf like everything else'],
      ['prompt', 'x:iso-utc', 'timestamps in the CSV export: UTC, ISO 8601 please'],
      ['fail', 'stat-bsd', 'stat -c %s priv/static/assets/app.js', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check bundle size'],
      ['prompt', 'stat-bsd', 'stat -f %z on macs'],
    ],
  },
  {
    machine: 'ci', project: 'quillon', start: '2026-03-10T06:30:00Z',
    steps: [
      ['fail', 'posix-sh', 'bash scripts/release-notes.sh', '/bin/sh: bash: not found', 127],
      ['fail', 'gettext-extract', 'mix gettext.extract --check-up-to-date', '** (Mix) mix gettext.extract failed due to --check-up-to-date.\nThe following POT files are not up to date:\n\npriv/gettext/default.pot\n', 1],
      ['agent', 'posix-sh', 'Called bash in the Alpine builder image, which only has busybox sh; release scripts must be POSIX and run with sh.'],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-03-10T09:50:00Z',
    steps: [
      ['prompt', 'gettext-extract', 'when you change gettext strings run mix gettext.extract --merge before committing, otherwise CI goes red and the fr/sv/es .po files drift'],
      ['fail', 'commit-ticket', 'git commit -m "fix invoice rounding"', 'commit-msg: the message must start with a Linear ticket, e.g. "QLN-123: fix invoice rounding"\nhint: bypass with --no-verify only if you know why', 1],
      ['prompt', 'commit-ticket', 'QLN-482 is the ticket, it goes first in the message'],
      ['fail', 'mix-ci-alias', 'mix check', '** (Mix) The task "check" could not be found', 1, 'Run all checks'],
      ['prompt', 'mix-ci-alias', "it's mix ci. the alias runs format, credo, dialyzer and tests in the same order CI does"],
      ['ok', 'mix ci'],
    ],
  },
  {
    machine: 'mac2', project: 'quillon', start: '2026-03-11T11:00:00Z',
    steps: [
      ['ok', 'fly deploy -a quillon-staging --remote-only'],
      ['prompt', 'fly-deploy-ci', 'who deployed staging from a laptop?! deploys only go through the Deploy workflow: gh workflow run deploy.yml -f env=staging'],
      ['fail', 'x:fly-auth-expired', 'fly releases -a quillon-staging', "Error: No access token available. Please login with 'flyctl auth login'", 1],
      ['fail', 'date-d', "date -d '30 days ago' +%F", DATE_USAGE, 1, 'Compute the report start date'],
      ['prompt', 'date-d', 'en mac date no tiene -d, usa date -v-30d +%F'],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-03-12T08:45:00Z',
    steps: [
      ['fail', 'pg-port', 'mix ecto.create', `${PG_REFUSED(312)}\n** (Mix) The database for Quillon.Repo couldn't be created: killed`, 1],
      ['prompt', 'pg-port', 'encore le 5432 ? le postgres du compose écoute sur 5433'],
      ['fail', 'x:direnv-blocked', 'direnv exec . mix ecto.create', 'direnv: error /Users/ana/quillon/.envrc is blocked. Run `direnv allow` to approve its content', 1],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'asdf-set', 'asdf local nodejs 20.17.0', "No help topic for 'local'", 1],
      ['prompt', 'asdf-set', 'asdf set nodejs 20.17.0 — 0.16 dropped local/global'],
      ['fail', 'x:asdf-download-404', 'asdf install elixir 1.17.9-otp-27', '==> Checking whether specified Elixir release exists...\n==> Downloading 1.17.9-otp-27 to /home/dev/.asdf/downloads/elixir/1.17.9-otp-27/elixir-precompiled-1.17.9-otp-27.zip\ncurl: (22) The requested URL returned error: 404', 1],
      ['prompt', 'x:readme-setup', 'while you are at it, write the asdf setup steps into CONTRIBUTING.md'],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-03-17T10:10:00Z',
    steps: [
      ['fail', 'fly-app-flag', 'fly logs --no-tail', FLY_NO_APP, 1],
      ['prompt', 'fly-app-flag', '-a. quillon-staging. every time 🙃'],
      ['fail', 'fly-release-no-mix', 'fly ssh console -a quillon-staging -C "iex -S mix"', `${FLY_CONNECT}\nexec: "iex": executable file not found in $PATH\nError: ssh shell: Process exited with status 1`, 1, 'Open a remote console'],
      ['prompt', 'fly-release-no-mix', "en fly no hay mix, es una release: fly ssh console -a quillon-staging --pty -C '/app/bin/quillon remote'"],
    ],
  },
  {
    machine: 'ci', project: 'quillon', start: '2026-03-18T06:40:00Z',
    steps: [
      ['fail', 'oban-repo', 'mix deps.get', 'Failed to fetch record for oban/oban_pro from registry (using cache instead)\nThis could be because the package does not exist, it was spelled incorrectly or you don\'t have permissions to it\n** (Mix) No package with name oban_pro (from: mix.exs) in registry', 1],
      ['ok', 'mix hex.repo add oban https://getoban.pro/repo --fetch-public-key SHA256:4/OSKi0NRF91QVVXlGAhb/BIMLnK8NHcx/EWs+aIWPc --auth-key $OBAN_LICENSE_KEY && mix deps.get'],
      ['fail', 'warnings-as-errors', 'mix compile --warnings-as-errors', '    warning: variable "invoice" is unused (if the variable is not meant to be used, prefix it with an underscore)\n    │\n 42 │   def handle_event("send", _params, %{assigns: %{invoice: invoice}} = socket) do\n    │                                                           ~~~~~~~\n    │\n    └─ lib/quillon_web/live/invoice_live/show.ex:42:59: QuillonWeb.InvoiceLive.Show.handle_event/3\n\nCompilation failed due to warnings while using the --warnings-as-errors option', 1],
      ['fail', 'x:test-failure', 'mix ci', '\n  1) test shows the total with VAT (QuillonWeb.InvoiceLive.ShowTest)\n     test/quillon_web/live/invoice_live/show_test.exs:48\n     Assertion with =~ failed\n     code:  assert html =~ "1 250,00 €"\n     left:  "<main class=\\"px-4\\">…Total 1 250,00 kr…</main>"\n     right: "1 250,00 €"\n     stacktrace:\n       test/quillon_web/live/invoice_live/show_test.exs:55: (test)\n\n\nFinished in 6.8 seconds (2.1s async, 4.7s sync)\n312 tests, 1 failure\n\nRandomized with seed 482113', 2],
    ],
  },
  {
    machine: 'codex', project: 'quillon', start: '2026-03-18T11:30:00Z',
    steps: [
      ['agent', 'oban-repo', 'mix deps.get could not resolve oban_pro: the private oban hex repo must be added first (mix hex.repo add oban https://getoban.pro/repo ... --auth-key $OBAN_LICENSE_KEY).'],
      ['prompt', 'warnings-as-errors', 'CI builds with --warnings-as-errors, so compile that way locally before you push'],
      ['fail', 'x:compile-error', 'mix compile', 'error: undefined function format_money/1 (expected QuillonWeb.InvoiceLive.Show to define such a function or for it to be imported, but none are available)\n    │\n 88 │         <%= format_money(@invoice.total) %>\n    │             ^^^^^^^^^^^^\n    │\n    └─ lib/quillon_web/live/invoice_live/show.ex:88:13: QuillonWeb.InvoiceLive.Show.render/1\n\n\n== Compilation error in file lib/quillon_web/live/invoice_live/show.ex ==\n** (CompileError) lib/quillon_web/live/invoice_live/show.ex: cannot compile module QuillonWeb.InvoiceLive.Show (errors have been logged)', 1],
      ['ok', 'mix compile --warnings-as-errors'],
    ],
  },
  {
    machine: 'mac2', project: 'quillon', start: '2026-03-19T09:30:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose ps', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', "no dash. docker compose. we don't have v1 on the macs either"],
      ['fail', 'x:docker-daemon', 'docker compose up -d', 'Cannot connect to the Docker daemon at unix:///Users/kai/.orbstack/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'docker compose up -d'],
      ['ok', 'docker compose down -v'],
      ['prompt', 'compose-down-v', 'NO down -v!! that nukes the pg volume and reseeding takes 20 min'],
      ['agent', 'compose-down-v', 'Ran docker compose down -v and wiped the local Postgres volume; stop the stack with docker compose down, no -v.'],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-03-20T14:15:00Z',
    steps: [
      ['fail', 'mix-assets', 'cd assets && npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error Run "npm help ci" for more info', 1, 'Install frontend dependencies'],
      ['prompt', 'mix-assets', 'npm again... there are no node deps in assets/. mix assets.setup && mix assets.build'],
      ['fail', 'x:tailwind-download', 'mix assets.setup', '** (RuntimeError) Couldn\'t fetch https://github.com/tailwindlabs/tailwindcss/releases/download/v3.4.13/tailwindcss-linux-x64: {:error, {:failed_connect, [{:to_address, {~c"github.com", 443}}, {:inet, [:inet], :etimedout}]}}\n\nThis typically means we cannot reach the source or you are behind a proxy.\nYou can try again later and, if that does not work, you might:\n\n  1. If behind a proxy, ensure your proxy is configured and that\n     your certificates are set via the cacerts_path configuration\n\n  2. Manually download the executable from the URL above and\n     place it inside "_build/tailwind-linux-x64"', 1],
      ['fail', 'nvm-asdf', 'source ~/.nvm/nvm.sh && nvm install 20', '/bin/bash: line 1: /home/dev/.nvm/nvm.sh: No such file or directory', 1],
      ['prompt', 'nvm-asdf', "on n'a pas nvm ici, node vient d'asdf (.tool-versions)"],
      ['prompt', 'oban-testing', "tests run Oban with testing: :manual — assert_enqueued, then perform_job. don't drain queues"],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-03-23T08:30:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/Timex.format!/Calendar.strftime/g' lib/quillon/billing.ex", 'sed: 1: "lib/quillon/billing.ex": extra characters at the end of l command', 1],
      ['prompt', 'bsd-sed', "otra vez sed -i sin las comillas vacías... en mac es sed -i '' o perl -pi -e"],
      ['fail', 'grep-p', "grep -oP '(?<=version: \")[^\"]+' mix.exs", GREP_USAGE, 2],
      ['prompt', 'grep-p', 'rg pls'],
      ['fail', 'x:grep-no-match', "grep -rn 'phx-click=\"archive\"' lib/quillon_web", '', 1],
    ],
  },
  {
    machine: 'mac2', project: 'quillon', start: '2026-03-24T10:00:00Z',
    steps: [
      ['fail', 'kerl-openssl', 'KERL_CONFIGURE_OPTIONS="--with-ssl=/usr/local/opt/openssl@3" asdf install erlang 27.2', 'Extracting source code\nBuilding Erlang/OTP 27.2 (asdf_27.2), please wait...\nconfigure: error: --with-ssl=/usr/local/opt/openssl@3 given but no usable OpenSSL found\nERROR: /Users/kai/.asdf/plugins/erlang/kerl-home/builds/asdf_27.2/otp_src_27.2/erts/configure failed!\nBuild failed.', 1],
      ['prompt', 'kerl-openssl', '/usr/local is the intel prefix. $(brew --prefix openssl@3) in KERL_CONFIGURE_OPTIONS, like last time'],
      ['agent', 'kerl-openssl', 'Erlang build on Apple Silicon lacked OpenSSL; set KERL_CONFIGURE_OPTIONS="--without-javac --with-ssl=$(brew --prefix openssl@3)" before asdf install erlang.'],
      ['fail', 'stat-bsd', 'stat --format=%Y priv/static/cache_manifest.json', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['agent', 'stat-bsd', 'Used GNU stat -c/--format on macOS; BSD stat takes -f (stat -f %z for size, stat -f %m for mtime).'],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-03-25T09:10:00Z',
    steps: [
      ['prompt', 'x:secret-rotate', "rotate STRIPE_WEBHOOK_SECRET on staging, the new one is in 1Password under 'Stripe staging'"],
      ['ok', 'fly secrets set MAILGUN_DOMAIN=mg.quillon.app -a quillon-staging'],
      ['prompt', 'fly-secrets-stage', 'careful, fly secrets set restarts every machine. --stage, and the next deploy picks it up'],
      ['fail', 'x:git-nonff', 'git push origin feature/qln-488-credit-notes', "To github.com:quillon-app/quillon.git\n ! [rejected]          feature/qln-488-credit-notes -> feature/qln-488-credit-notes (fetch first)\nerror: failed to push some refs to 'github.com:quillon-app/quillon.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['prompt', 'x:squash-request', 'squash the two fixup commits before you open the PR'],
    ],
  },
  {
    machine: 'codex', project: 'quillon', start: '2026-03-26T13:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'develop-branch', 'develop, pas main. toujours develop.'],
      ['fail', 'mix-format', 'mix format --check-formatted', NOT_FORMATTED('lib/quillon_web/live/credit_note_live/index.ex'), 1],
      ['prompt', 'mix-format', 'format before committing. every time. mix format, then commit'],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-03-27T09:40:00Z',
    steps: [
      ['fail', 'date-d', 'date -d @1767225600 +%Y-%m-%d', DATE_USAGE, 1],
      ['prompt', 'date-d', 'same as yesterday, BSD date. date -r 1767225600 +%F'],
      ['fail', 'x:port-in-use', 'mix phx.server', '[error] Running QuillonWeb.Endpoint with Bandit 1.6.0 at http failed, port 4000 already in use\n** (Mix) Could not start application quillon: Quillon.Application.start(:normal, []) returned an error: shutdown: failed to start child: QuillonWeb.Endpoint\n    ** (EXIT) shutdown: failed to start child: {QuillonWeb.Endpoint, :http}\n        ** (EXIT) :eaddrinuse', 1],
      ['prompt', 'x:button-copy', "cambia el texto del botón a 'Enviar factura' y lo mismo en los .po"],
    ],
  },
  {
    machine: 'ci', project: 'quillon', start: '2026-03-31T07:00:00Z',
    steps: [
      ['fail', 'posix-sh', './scripts/build-release.sh', '/bin/sh: ./scripts/build-release.sh: not found', 127],
      ['fail', 'x:dialyzer-real', 'mix dialyzer --format short', 'lib/quillon/billing.ex:57:pattern_match The pattern can never match the type.\nPattern:\n{:error, _reason}\n\nType:\n{:ok, %Quillon.Billing.Invoice{}}\n\ndone (warnings were emitted)\nHalting VM with exit status 2', 2],
      ['fail', 'mix-format', 'mix format --check-formatted', NOT_FORMATTED('lib/quillon/workers/invoice_mailer.ex', 'config/runtime.exs'), 1],
    ],
  },
  {
    machine: 'mac2', project: 'quillon', start: '2026-04-01T11:30:00Z',
    steps: [
      ['prompt', 'posix-sh', "the builder image is alpine. #!/bin/sh and no bashisms in scripts/, that's why it said not found"],
      ['ok', 'brew install elixir'],
      ['prompt', 'asdf-not-brew', 'no brew install elixir. asdf + .tool-versions, always'],
      ['fail', 'psql-in-container', 'psql "postgres://postgres:postgres@localhost:5433/quillon_dev"', 'zsh: command not found: psql', 127],
      ['prompt', 'psql-in-container', 'psql again 😅 compose exec db'],
    ],
  },
  {
    machine: 'codex', project: 'quillon', start: '2026-04-02T09:00:00Z',
    steps: [
      ['prompt', 'prod-repo-writes', 'and NEVER Repo.delete_all from a remote console on prod. a migration or an Oban job, reviewed'],
      ['prompt', 'deps-update-all', 'no mix deps.update --all please, one dep per PR'],
      ['prompt', 'oban-testing', 'perform_job pls, not Oban.drain_queue — we are in :manual mode in test'],
      ['agent', 'oban-testing', 'Drained Oban queues in a test; tests run Oban in testing: :manual, so use assert_enqueued and perform_job/2.'],
      ['agent', 'deps-update-all', 'Ran mix deps.update --all; update one dependency per PR (mix deps.update <name>).'],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-04-06T08:50:00Z',
    steps: [
      ['fail', 'pg-port', 'mix test test/quillon/billing_test.exs', `${PG_REFUSED(288)}\n\n  1) test totals (Quillon.BillingTest)\n     ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2950ms. This means requests are coming in and your connection pool cannot serve them fast enough.`, 2],
      ['agent', 'pg-port', 'Ecto was pointed at localhost:5432; the compose Postgres is published on 5433 (DATABASE_URL in .envrc).'],
      ['prompt', 'force-push', 'ingen force push på delade brancher. --force-with-lease om du verkligen måste'],
      ['fail', 'x:sed-typo', "sed -i 's/pool_size: 10/pool_size: 20' config/runtime.exs", "sed: -e expression #1, char 29: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-04-07T14:00:00Z',
    steps: [
      ['fail', 'fly-app-flag', 'flyctl ssh console --pty -C "/app/bin/quillon remote"', FLY_NO_APP, 1],
      ['prompt', 'fly-app-flag', 'forgot the -a again… quillon-staging'],
      ['fail', 'x:fly-ssh-timeout', 'fly ssh console -a quillon-staging --pty -C "/app/bin/quillon remote"', 'Connecting to fdaa:3:1c2e:a7b:2f4:8d31:9b0e:2...\nError: error connecting to SSH server: connect tcp [fdaa:3:1c2e:a7b:2f4:8d31:9b0e:2]:22: operation timed out', 1],
      ['prompt', 'gettext-extract', "t'as oublié le gettext.extract --merge, les .po sont pas à jour"],
    ],
  },
  {
    machine: 'mac2', project: 'quillon', start: '2026-04-08T10:30:00Z',
    steps: [
      ['fail', 'asdf-set', 'asdf shell erlang 27.1.2', "No help topic for 'shell'", 1],
      ['prompt', 'asdf-set', "asdf set. global/local/shell are pre-0.16, they're gone"],
      ['fail', 'mix-ci-alias', 'mix precommit', '** (Mix) The task "precommit" could not be found', 1],
      ['prompt', 'mix-ci-alias', 'kör mix ci innan du pushar, det är vårt alias'],
      ['fail', 'x:format-syntax', 'mix format', '** (SyntaxError) invalid syntax found on lib/quillon/billing/credit_note.ex:23:5:\n        error: unexpected reserved word: end\n        │\n     23 │     end\n        │     ^\n        │\n        └─ lib/quillon/billing/credit_note.ex:23:5\n    (elixir 1.17.3) lib/code.ex:1110: Code.format_string!/2', 1],
    ],
  },
  {
    machine: 'codex', project: 'quillon', start: '2026-04-09T09:10:00Z',
    steps: [
      ['fail', 'commit-ticket', 'git commit -m "Add credit note PDF"', 'commit-msg: the message must start with a Linear ticket, e.g. "QLN-123: Add credit note PDF"\nhint: bypass with --no-verify only if you know why', 1],
      ['prompt', 'commit-ticket', 'falta el ticket en el mensaje, es QLN-510'],
      ['prompt', 'req-http', 'Req, not tesla. take it out of mix.exs'],
      ['agent', 'req-http', 'Added HTTPoison for the webhook client; this project uses Req for all HTTP calls.'],
      ['prompt', 'x:oban-queue', 'bump the mailers queue to 20 in config/runtime.exs'],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-04-13T11:00:00Z',
    steps: [
      ['prompt', 'fly-secrets-stage', 'toujours --stage pour les secrets, sinon ça redémarre la prod en pleine journée'],
      ['prompt', 'prod-repo-writes', "pas de Repo.update_all à la main sur la prod. ça passe par une migration de données"],
      ['fail', 'x:docker-disk', 'docker compose up -d', "[+] Running 1/2\n ✔ Container quillon-redis-1  Started\n ⠿ Container quillon-db-1     Starting\nError response from daemon: mkdir /var/lib/docker/overlay2/3f1c9e0b2d/merged: no space left on device", 1],
      ['prompt', 'compose-down-v', 'just docker compose down, no -v — the dev data goes with it'],
      ['agent', 'fly-secrets-stage', 'Set a Fly secret without --stage, which restarted the machines; stage secrets with fly secrets set --stage and let the deploy apply them.'],
      ['agent', 'prod-repo-writes', 'Proposed Repo.delete_all in a prod remote console; production data changes go through a reviewed migration or Oban job.'],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-04-14T09:30:00Z',
    steps: [
      ['fail', 'mix-assets', 'npx tailwindcss -i assets/css/app.css -o priv/static/assets/app.css --minify', 'npm error could not determine executable to run\nnpm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-04-14T09_33_12_402Z-debug-0.log', 1],
      ['prompt', 'mix-assets', 'no npx for the css either. mix tailwind quillon --minify'],
      ['prompt', 'x:deploy-failed', 'the deploy workflow failed on the health check, can you pull the logs?'],
      ['ok', 'gh run view --log-failed'],
      ['prompt', 'deps-update-all', '--all again?? just bump phoenix_live_view'],
    ],
  },
  {
    machine: 'ci', project: 'quillon', start: '2026-04-15T06:45:00Z',
    steps: [
      ['fail', 'warnings-as-errors', 'mix compile --warnings-as-errors --force', '    warning: Quillon.Billing.legacy_total/1 is deprecated. Use Quillon.Billing.total/1 instead\n    │\n 17 │     total = Billing.legacy_total(invoice)\n    │                     ~\n    │\n    └─ lib/quillon/workers/invoice_mailer.ex:17:21: Quillon.Workers.InvoiceMailer.perform/1\n\nCompilation failed due to warnings while using the --warnings-as-errors option', 1],
      ['fail', 'gettext-extract', 'mix gettext.extract --check-up-to-date', '** (Mix) mix gettext.extract failed due to --check-up-to-date.\nThe following POT files are not up to date:\n\npriv/gettext/errors.pot\npriv/gettext/default.pot\n', 1],
      ['fail', 'posix-sh', 'bash -c "./scripts/smoke.sh"', '/bin/sh: bash: not found', 127],
    ],
  },
  {
    machine: 'codex', project: 'quillon', start: '2026-04-16T10:00:00Z',
    steps: [
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['fail', 'develop-branch', 'gh pr create --base main --title "QLN-510: Credit note PDF" --body-file /tmp/pr.md', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['agent', 'develop-branch', 'Targeted main, which does not exist in this repo; branches, rebases and PRs go against develop.'],
      ['agent', 'warnings-as-errors', 'Pushed code that only compiled with warnings; CI uses mix compile --warnings-as-errors, so run that before pushing.'],
    ],
  },
  {
    machine: 'mac2', project: 'quillon', start: '2026-04-20T09:15:00Z',
    steps: [
      ['prompt', 'fly-deploy-ci', 'vi deployar bara via GitHub Actions-workflowen, aldrig fly deploy från laptopen'],
      ['agent', 'fly-deploy-ci', 'Deployed with fly deploy from the workstation; staging and prod deploy only via the GitHub Actions workflow (gh workflow run deploy.yml).'],
      ['fail', 'date-d', "date -d 'next monday' +%F", DATE_USAGE, 1],
      ['agent', 'date-d', 'Used GNU date -d on macOS; BSD date has no -d, use -v for offsets (date -v-30d) and -r for epoch seconds.'],
      ['fail', 'x:mix-test-timeout', 'mix test test/quillon_web/live/report_live_test.exs', '\n  1) test exports the quarterly report (QuillonWeb.ReportLiveTest)\n     test/quillon_web/live/report_live_test.exs:31\n     ** (ExUnit.TimeoutError) test timed out after 60000ms. You can change the timeout:\n\n       1. per test by setting "@tag timeout: x" (accepts :infinity)\n       2. per test module by setting "@moduletag timeout: x" (accepts :infinity)\n       3. globally via "ExUnit.start(timeout: x)" configuration\n       4. by running "mix test --timeout x" which sets timeout\n       5. or by running "mix test --trace" which sets timeout to infinity\n          (useful when using IEx.pry/2)\n\n\nFinished in 61.2 seconds (0.00s async, 61.2s sync)\n1 test, 1 failure', 2],
      ['agent', 'gettext-extract', 'Changed gettext strings without extracting; run mix gettext.extract --merge so the fr/sv/es .po files follow.'],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-04-21T13:20:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.yml logs db', '/bin/bash: line 1: docker-compose: command not found', 127],
      ['agent', 'compose-v2', 'Called the standalone docker-compose (v1), which is not installed; use the v2 plugin: docker compose.'],
      ['fail', 'x:stat-missing-file', 'stat -c %s priv/static/assets/app.js', "stat: cannot statx 'priv/static/assets/app.js': No such file or directory", 1],
      ['prompt', 'x:invoice-date-fr', 'les dates sur la facture en français : « 12 mars 2026 », pas 12/03/2026'],
      ['fail', 'x:hex-network', 'mix deps.get', 'Failed to fetch record for hexpm/phoenix_live_view from registry (using cache instead)\n{:failed_connect, [{:to_address, {~c"repo.hex.pm", 443}}, {:inet, [:inet], :nxdomain}]}\n** (Mix) Hex dependency resolution failed', 1],
      ['fail', 'x:branch-typo', 'git checkout feature/qln-49-invoice-pdf', "error: pathspec 'feature/qln-49-invoice-pdf' did not match any file(s) known to git", 1],
      ['agent', 'force-push', 'Force-pushed to develop, which is protected; never force-push shared branches, use --force-with-lease on your own branch.'],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-04-22T08:40:00Z',
    steps: [
      ['fail', 'nvm-asdf', 'nvm install --lts', 'zsh: command not found: nvm', 127],
      ['prompt', 'nvm-asdf', 'nvm again?'],
      ['fail', 'asdf-not-brew', 'mix deps.get', "** (Mix) You're trying to run :quillon on Elixir v1.16.2 but it has declared in its mix.exs file it supports only Elixir ~> 1.17", 1],
      ['agent', 'asdf-not-brew', 'Homebrew elixir was first on PATH; Elixir and Erlang come from asdf (.tool-versions), never from brew.'],
      ['fail', 'fly-release-no-mix', "fly ssh console -a quillon-staging -C \"sh -c 'cd /app && iex -S mix'\"", `${FLY_CONNECT}\nsh: 1: iex: not found\nError: ssh shell: Process exited with status 127`, 127],
      ['prompt', 'fly-release-no-mix', 'that again? bin/quillon remote. no mix, no iex -S mix on fly'],
    ],
  },
  {
    machine: 'mac', project: 'quillon', start: '2026-05-04T09:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/@moduledoc false/@moduledoc \"Invoices\"/' lib/quillon/billing/invoice.ex", 'sed: 1: "lib/quillon/billing/inv ...": extra characters at the end of l command', 1],
      ['agent', 'bsd-sed', "BSD sed on macOS needs an explicit (empty) suffix: sed -i '' 's/…/…/' file."],
      ['fail', 'grep-p', "grep -P '\\d{4}-\\d{2}' priv/repo/seeds.exs", GREP_USAGE, 2],
      ['prompt', 'grep-p', 'grep -P on a mac, again. rg'],
    ],
  },
  {
    machine: 'linux', project: 'quillon', start: '2026-05-05T11:40:00Z',
    steps: [
      ['prompt', 'mix-ci-alias', 'before pushing: mix ci. not mix test, not mix credo on its own'],
      ['ok', 'mix ci'],
      ['prompt', 'commit-ticket', 'ticket prefix on the commit again pls (QLN-531)'],
      ['agent', 'commit-ticket', 'Commit was rejected by the commit-msg hook; every message starts with the Linear ticket, e.g. "QLN-531: ...".'],
    ],
  },
];
