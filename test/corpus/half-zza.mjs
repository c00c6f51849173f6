// Half ZZA: "petrel", a Rails 7.1 monolith (rbenv, one dev on mise; bundler; Postgres 16 and Redis
// from Homebrew on macOS and docker compose on Linux; Sidekiq; importmap plus a yarn/esbuild admin
// engine; RSpec, parallel_tests; Kamal 2 to Hetzner; main branch `trunk`). Written blind: from
// issue 10, the corpus README, build.mjs and the head of half D only. English, Czech, Catalan, Japanese.

// --- long error texts -------------------------------------------------------------------------

const BSD_DATE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BSD_STAT = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file ...]';
const BSD_GREP = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const UBUNTU_CNF_COMPOSE = "Command 'docker-compose' not found, but can be installed with:\n\nsudo snap install docker          # version 27.2.0, or\nsudo apt  install docker-compose  # version 1.29.2-6ubuntu1\n\nSee 'snap info docker' for additional versions.";
const PS_NOT_RECOGNIZED = (cmd, line) => `${cmd} : The term '${cmd}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(cmd.length)}\n    + CategoryInfo          : ObjectNotFound: (${cmd}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException`;
const KAMAL_NO_SERVERS = '  ERROR (Kamal::ConfigurationError): No servers or accessories specified';
const BUNDLE_PLATFORM = (darwin, local) => `Your bundle only supports platforms ["${darwin}"] but your local platform is ${local}. Add the current platform to the lockfile with\n\`bundle lock --add-platform ${local}\` and try again.`;
const NPM_CI_EUSAGE = 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error Options:\nnpm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]\nnpm error\nnpm error aliases: clean-install, ic, install-clean, isntall-clean\nnpm error\nnpm error Run "npm help ci" for more info\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-03-25T09_52_11_410Z-debug-0.log';
const TIMECOP = (spec, line, desc, call) => `Failures:\n\n  1) ${desc}\n     Failure/Error: ${call}\n\n     NameError:\n       uninitialized constant Timecop\n     # ./${spec}:${line}:in \`block (3 levels) in <top (required)>'\n\nFinished in 0.52 seconds (files took 2.44 seconds to load)\n9 examples, 1 failure\n\nFailed examples:\n\nrspec ./${spec}:${line - 2} # ${desc}`;
const PG_DUMP_MISMATCH = 'pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 16.4 (Homebrew); pg_dump version: 14.13 (Homebrew)\nbin/rails aborted!\nfailed to execute:\npg_dump --schema-only --no-privileges --no-owner --file /Users/kai/petrel/db/structure.sql petrel_development\n\nPlease check the output above for any errors and make sure that `pg_dump` is installed in your PATH and has proper permissions.\n\nTasks: TOP => db:migrate => db:_dump => db:schema:dump\n(See full trace by running task with --trace)';
const NO_TEST_DB = 'Using recorded test runtime\n8 processes for 214 specs, ~ 26 specs per process\n\nAn error occurred while loading ./spec/models/invoice_spec.rb.\nFailure/Error: ActiveRecord::Migration.maintain_test_schema!\n\nActiveRecord::NoDatabaseError:\n  We could not find your database: petrel_test3. Available database configurations can be found in config/database.yml.\n\n  To resolve this error:\n\n  - Did you not create the database, or did you delete it? To create the database, run:\n\n      bin/rails db:create\n\n  - Has the database name changed? Verify that config/database.yml contains the correct database name.\n# ./spec/rails_helper.rb:31:in `<top (required)>\'\n\nTests have failures!';
const STALE_TEST_DB = '8 processes for 221 specs, ~ 27 specs per process\n...F.F..FFF\n\nFailures:\n\n  1) DunningReminderJob sends the first reminder after 7 days\n     Failure/Error: Invoice.overdue.where(reminder_sent_at: nil).find_each do |invoice|\n\n     ActiveRecord::StatementInvalid:\n       PG::UndefinedColumn: ERROR:  column invoices.reminder_sent_at does not exist\n       LINE 1: ...E "invoices"."due_date" < $1 AND "invoices"."reminder_se...\n                                                                ^\n     # ./app/jobs/dunning_reminder_job.rb:8:in `perform\'\n\n31 examples, 5 failures\n\nTests have failures!';
const PROTECTED_ENV = "  INFO [5f1e9a20] Running docker run --rm --network kamal --env-file .kamal/apps/petrel-staging/env/roles/web.env --log-opt max-size=\"10m\" registry.petrel.dev/petrel:9c41e07 bin/rails db:schema:load on 5.75.201.14\n  ERROR (SSHKit::Command::Failed): Exception while executing on host 5.75.201.14: docker exit status: 1\ndocker stdout: Nothing written\ndocker stderr: bin/rails aborted!\nActiveRecord::ProtectedEnvironmentError: You are attempting to run a destructive action against your 'staging' database. (ActiveRecord::ProtectedEnvironmentError)\nIf you are sure you want to continue, run the same command with the environment variable:\nDISABLE_DATABASE_ENVIRONMENT_CHECK=1\n\nTasks: TOP => db:schema:load => db:check_protected_environments\n(See full trace by running task with --trace)";
const GH_PROTECTED = "remote: error: GH006: Protected branch update failed for refs/heads/trunk.\nremote: \nremote: - Cannot force-push to this branch\nTo github.com:petrel-app/petrel.git\n ! [remote rejected]   trunk -> trunk (protected branch hook declined)\nerror: failed to push some refs to 'github.com:petrel-app/petrel.git'";
const NON_FF = " ! [rejected]          feature/dunning-emails -> feature/dunning-emails (non-fast-forward)\nerror: failed to push some refs to 'github.com:petrel-app/petrel.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";
const GIT_IGNORED_KEY = 'The following paths are ignored by one of your .gitignore files:\nconfig/credentials/staging.key\nhint: Use -f if you really want to add them.\nhint: Disable this message with "git config advice.addIgnoredFile false"';
const RSPEC_REAL = "Failures:\n\n  1) Invoice#total adds 21% VAT for Czech customers\n     Failure/Error: expect(invoice.total).to eq(1210.0)\n\n       expected: 1210.0\n            got: 1200.0\n\n       (compared using ==)\n     # ./spec/models/invoice_spec.rb:42:in `block (3 levels) in <top (required)>'\n\nFinished in 0.84 seconds (files took 2.31 seconds to load)\n27 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/models/invoice_spec.rb:38 # Invoice#total adds 21% VAT for Czech customers";
const PG_REFUSED = 'bin/rails aborted!\nActiveRecord::ConnectionNotEstablished: connection to server at "127.0.0.1", port 5432 failed: Connection refused (ActiveRecord::ConnectionNotEstablished)\n\tIs the server running on that host and accepting TCP/IP connections?\n\n\nCaused by:\nPG::ConnectionBad: connection to server at "127.0.0.1", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n\nTasks: TOP => db:migrate\n(See full trace by running task with --trace)';

export const SESSIONS = [
  {
    machine: 'linux', project: 'petrel', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'trunk', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1, 'Switch to the main branch'],
      ['prompt', 'trunk', 'main tu nemáme, hlavní větev je trunk'],
      ['ok', 'git checkout trunk && git pull --ff-only'],
      ['fail', 'compose-v2', 'docker-compose up -d db redis', UBUNTU_CNF_COMPOSE, 127, 'Start Postgres and Redis'],
      ['prompt', 'compose-v2', "it's `docker compose` now, with a space. the old python docker-compose isn't on 24.04"],
      ['fail', 'redis-6380', 'redis-cli ping', 'Could not connect to Redis at 127.0.0.1:6379: Connection refused', 1],
      ['prompt', 'redis-6380', "compose publishes redis on 6380 so it doesn't clash with anything local. -p 6380"],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-03-02T10:15:00Z',
    steps: [
      ['fail', 'pg16-keg', 'brew services start postgresql', 'Error: Formula `postgresql@14` is not installed.', 1, 'Start Postgres'],
      ['prompt', 'pg16-keg', 'és postgresql@16, i és keg-only: el psql i el pg_dump són a /opt/homebrew/opt/postgresql@16/bin'],
      ['fail', 'bin-rails', 'rails db:prepare', "rbenv: rails: command not found\n\nThe `rails' command exists in these Ruby versions:\n  3.2.2\n", 127],
      ['prompt', 'bin-rails', 'bin/rails. the binstub. every time'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the invoice PDF export'],
    ],
  },
  {
    machine: 'codex', project: 'petrel', start: '2026-03-03T09:05:00Z',
    steps: [
      ['fail', 'x:docker-daemon', 'docker compose up -d db redis', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'parallel-prepare', 'bundle exec parallel_rspec spec/', NO_TEST_DB, 1],
      ['prompt', 'parallel-prepare', 'each worker has its own db (petrel_test, petrel_test2, …). run bin/rails parallel:setup once and it works'],
      ['agent', 'parallel-prepare', 'parallel_rspec failed on a missing petrel_test3: create the worker databases with `bin/rails parallel:setup` (and `parallel:prepare` after each migration).'],
      ['fail', 'x:parallel-flaky', 'bundle exec parallel_rspec spec/', '8 processes for 214 specs, ~ 26 specs per process\n......F....\n\nFailures:\n\n  1) Admin sends a payment reminder from the invoice page\n     Failure/Error: click_on "Send reminder"\n\n     Capybara::ElementNotFound:\n       Unable to find link or button "Send reminder"\n     # ./spec/system/admin/reminders_spec.rb:19:in `block (2 levels) in <top (required)>\'\n\n214 examples, 1 failure\n\nTests have failures!', 1],
    ],
  },
  {
    machine: 'mac2', project: 'petrel', start: '2026-03-03T14:30:00Z',
    steps: [
      ['fail', 'mise-kai', 'rbenv exec bundle install', '(eval):1: command not found: rbenv', 127, 'Install gems'],
      ['prompt', 'mise-kai', "i'm on mise, not rbenv. `mise exec -- bundle install`"],
      ['fail', 'sed-bsd', "sed -i 's/5.minutes/10.minutes/' config/initializers/rack_attack.rb", 'sed: 1: "config/initializers/rac ...": command c expects \\ followed by text', 1],
      ['prompt', 'sed-bsd', "macのsedは -i のあとに '' が必要。gsed でもいいよ"],
    ],
  },
  {
    machine: 'wsl', project: 'petrel', start: '2026-03-04T01:20:00Z',
    steps: [
      ['fail', 'wsl-crlf', 'cd /mnt/c/Users/yuki/code/petrel && bin/dev', "/usr/bin/env: ‘bash\\r’: No such file or directory", 127, 'Start the dev server'],
      ['prompt', 'wsl-crlf', 'that checkout on /mnt/c has CRLF line endings. work in ~/petrel inside WSL'],
      ['prompt', 'x:japanese-pdf', '請求書PDFのフッターに会社の住所と登録番号を入れてください'],
    ],
  },
  {
    machine: 'linux', project: 'petrel', start: '2026-03-04T09:00:00Z',
    steps: [
      ['fail', 'bundle-exec', 'rspec spec/requests/invoices_spec.rb', "/home/dev/.rbenv/versions/3.3.4/lib/ruby/3.3.0/bundler/runtime.rb:304:in `check_for_activated_spec!': You have already activated rspec-core 3.13.2, but your Gemfile requires rspec-core 3.13.0. Prepending `bundle exec` to your command may solve this. (Gem::LoadError)\n\tfrom /home/dev/.rbenv/versions/3.3.4/lib/ruby/3.3.0/bundler/runtime.rb:25:in `block in setup'", 1],
      ['prompt', 'bundle-exec', 'bundle exec rspec (or bin/rspec). bare rspec grabs whatever version is installed globally'],
      ['fail', 'x:rspec-real', 'bundle exec rspec spec/models/invoice_spec.rb', RSPEC_REAL, 1],
      ['prompt', 'x:n-plus-one', 'the invoices index does an N+1 on customers, add includes(:customer)'],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-03-05T08:50:00Z',
    steps: [
      ['fail', 'date-d', "date -d '7 days ago' +%F", BSD_DATE, 1],
      ['prompt', 'date-d', "on mac it's date -v-7d +%F"],
      ['fail', 'stat-c', 'stat -c %s public/assets/admin/application.js', BSD_STAT, 1, 'Check bundle size'],
      ['prompt', 'stat-c', 'al mac és `stat -f %z`, el -c és de GNU'],
      ['fail', 'pg16-keg', 'psql petrel_development -c "select count(*) from invoices"', '(eval):1: command not found: psql', 127],
      ['agent', 'pg16-keg', 'psql is not on PATH on the macs: Postgres is the keg-only postgresql@16, its tools are in /opt/homebrew/opt/postgresql@16/bin.'],
      ['fail', 'x:launchctl', 'brew services start redis', 'Bootstrap failed: 5: Input/output error\nTry re-running the command as root for richer errors.\nError: Failure while executing; `/bin/launchctl bootstrap gui/501 /Users/ana/Library/LaunchAgents/homebrew.mxcl.redis.plist` exited with 5.', 1],
    ],
  },
  {
    machine: 'ci', project: 'petrel', start: '2026-03-05T12:10:00Z',
    steps: [
      ['fail', 'lock-platform', 'bundle install --jobs 4 --retry 3', BUNDLE_PLATFORM('arm64-darwin-23', 'x86_64-linux-musl'), 16],
      ['agent', 'lock-platform', 'Gemfile.lock only lists arm64-darwin-23; CI (x86_64-linux-musl) needs `bundle lock --add-platform x86_64-linux-musl` committed to the lockfile.'],
      ['fail', 'bundle-exec', 'rspec --format progress', '/bin/sh: rspec: not found', 127],
    ],
  },
  {
    machine: 'linux', project: 'petrel', start: '2026-03-06T10:30:00Z',
    steps: [
      ['fail', 'x:branch-typo', 'git checkout feature/invoce-pdf', "error: pathspec 'feature/invoce-pdf' did not match any file(s) known to git", 1],
      ['prompt', 'lock-platform', 'the lockfile needs the linux platforms too: bundle lock --add-platform x86_64-linux aarch64-linux. kamal builds amd64 and CI is musl'],
      ['fail', 'key-files', 'git add config/credentials/staging.key config/credentials/staging.yml.enc', GIT_IGNORED_KEY, 1],
      ['prompt', 'key-files', 'NO. the .key files never go into git, not with -f either. they live in 1Password'],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-03-09T09:15:00Z',
    steps: [
      ['prompt', 'creds-env', 'the staging stripe key goes in config/credentials/staging.yml.enc, not in credentials.yml.enc'],
      ['agent', 'creds-env', 'Put the staging Stripe key into config/credentials.yml.enc; per-environment secrets live in config/credentials/<env>.yml.enc, edited with `bin/rails credentials:edit --environment staging`.'],
      ['ok', 'EDITOR="code --wait" bin/rails credentials:edit --environment staging'],
      ['ok', 'yarn add chart.js'],
      ['prompt', 'importmap', 'wait, you just created a package.json and yarn.lock in the app root. the app is importmap: bin/importmap pin chart.js, and delete those two'],
      ['agent', 'importmap', 'Added a JS library with yarn in the app root; the main app uses importmap (`bin/importmap pin <pkg>`), only engines/admin has a node build.'],
      ['fail', 'x:importmap-typo', 'bin/importmap pin chartjs', 'Couldn\'t find any packages in ["chartjs"] on jspm', 1],
    ],
  },
  {
    machine: 'codex', project: 'petrel', start: '2026-03-10T08:45:00Z',
    steps: [
      ['fail', 'compose-db-linux', 'sudo systemctl start postgresql', 'Failed to start postgresql.service: Unit postgresql.service not found.', 5],
      ['prompt', 'compose-db-linux', 'na linuxu nemáme postgres v systému, pusť `docker compose up -d db`'],
      ['fail', 'kamal-dest', 'kamal app logs --lines 200', KAMAL_NO_SERVERS, 1],
      ['agent', 'kamal-dest', 'kamal without a destination fails (the base config/deploy.yml has no servers): always pass -d staging or -d production.'],
      ['prompt', 'x:iso-dates', 'due_date in the invoices API should be ISO 8601, not the localized string'],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-03-11T09:30:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/Invoice/Bill/g' app/views/invoices/show.html.erb", 'sed: 1: "app/views/invoices/show ...": command a expects \\ followed by text', 1, 'Rename in the view'],
      ['prompt', 'sed-bsd', "mac sed. sed -i '' …"],
      ['fail', 'grep-P', "grep -P '\\d{4}-\\d{2}-\\d{2}' log/development.log | head", BSD_GREP, 2],
      ['prompt', 'grep-P', 'no -P on the mac grep. rg is installed, use that'],
    ],
  },
  {
    machine: 'wsl', project: 'petrel', start: '2026-03-12T02:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose ps', 'bash: line 1: docker-compose: command not found', 127],
      ['agent', 'compose-v2', 'docker-compose (v1) is not installed here; use the compose plugin, `docker compose …`.'],
      ['fail', 'redis-6380', 'bundle exec sidekiq', 'Error connecting to Redis on localhost:6379 (Errno::ECONNREFUSED) (RedisClient::CannotConnectError)', 1],
      ['prompt', 'redis-6380', "REDIS_URL=redis://localhost:6380/0, it's in .env.development.example"],
      ['prompt', 'bin-dev', 'bin/devで起動して。Procfile.devにsidekiqとadminのesbuild watchが入ってるから'],
      ['prompt', 'x:wsl-clock', 'after the laptop sleeps the WSL clock drifts and the Stripe webhook signature check fails. add a note to docs/windows.md about `sudo hwclock -s`'],
    ],
  },
  {
    machine: 'linux', project: 'petrel', start: '2026-03-13T13:00:00Z',
    steps: [
      ['fail', 'kamal2', 'kamal traefik reboot -d staging', 'Could not find command "traefik".', 1],
      ['prompt', 'kamal2', "we're on kamal 2. traefik is gone, it's kamal-proxy now: kamal proxy reboot -d staging"],
      ['prompt', 'force-push', 'whoa, no push --force on trunk. ever.'],
      ['prompt', 'x:trunk-ci-red', 'trunk has been red since #412 was merged, can you look at the failing spec?'],
    ],
  },
  {
    machine: 'mac2', project: 'petrel', start: '2026-03-16T05:40:00Z',
    steps: [
      ['fail', 'grep-P', "grep -oP 'jid=\\K[0-9a-f]+' log/sidekiq.log", BSD_GREP, 2],
      ['prompt', 'grep-P', 'macのgrepに-Pはないよ。rgで'],
      ['fail', 'date-d', 'date -d yesterday -u +%Y-%m-%dT%H:%M:%SZ', BSD_DATE, 1],
      ['prompt', 'date-d', 'same problem, mac date. -v-1d'],
      ['fail', 'x:server-running', 'bin/dev', '05:52:10 web.1     | started with pid 48390\n05:52:10 css.1     | started with pid 48391\n05:52:11 web.1     | => Booting Puma\n05:52:11 web.1     | A server is already running (pid: 48213, file: /Users/kai/petrel/tmp/pids/server.pid).\n05:52:11 web.1     | Exiting\n05:52:11 web.1     | exited with code 1\n05:52:11 system    | sending SIGTERM to all processes', 1],
    ],
  },
  {
    machine: 'winps', project: 'petrel', start: '2026-03-16T10:00:00Z',
    steps: [
      ['fail', 'ps-wsl', 'bundle install', PS_NOT_RECOGNIZED('bundle', 'bundle install'), 1],
      ['prompt', 'ps-wsl', 'run it inside WSL, there is no ruby on the windows side'],
      ['fail', 'x:ps-execpolicy', '.\\scripts\\check-wsl.ps1', '.\\scripts\\check-wsl.ps1 : File C:\\Users\\joao\\petrel\\scripts\\check-wsl.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\check-wsl.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess', 1],
      ['agent', 'ps-wsl', 'Ran bundler in Windows PowerShell; Ruby only exists inside WSL, so run project commands via `wsl -d Ubuntu-24.04 --cd ~/petrel …`.'],
    ],
  },
  {
    machine: 'linux', project: 'petrel', start: '2026-03-17T08:30:00Z',
    steps: [
      ['fail', 'no-local-deploy', 'kamal deploy -d production', '  INFO [a1c9e2f0] Running /usr/bin/env mkdir -p .kamal on 5.75.201.20\n  ERROR (SSHKit::Runner::ExecuteError): Exception while executing on host 5.75.201.20: Authentication failed for user deploy@5.75.201.20', 1, 'Deploy to production'],
      ['prompt', 'no-local-deploy', 'na produkci se nasazuje jen přes GitHub Actions z trunku, nikdy z lokálu'],
      ['prompt', 'accessory-prod', 'and accessory remove on production, never. that removes the database container'],
      ['fail', 'x:pg-not-up', 'bin/rails db:migrate', PG_REFUSED, 1],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-03-18T09:00:00Z',
    steps: [
      ['fail', 'x:pending-migration', 'bundle exec rspec spec/models', 'ActiveRecord::PendingMigrationError:\n\n  Migrations are pending. To resolve this issue, run:\n\n          bin/rails db:migrate RAILS_ENV=test\n\n  You have 1 pending migration:\n\n  20260318085512_add_reminder_sent_at_to_invoices.rb\n# ./spec/rails_helper.rb:31:in `<top (required)>\'\nNo examples found.', 1],
      ['fail', 'parallel-prepare', 'bundle exec parallel_rspec spec', STALE_TEST_DB, 1],
      ['prompt', 'parallel-prepare', "you migrated but didn't run parallel:prepare, the worker dbs still have the old schema"],
      ['prompt', 'build-stubbed', 'use build_stubbed in the model specs. create hits the db and the suite is slow enough'],
      ['agent', 'build-stubbed', 'Used create(:invoice) in pure model specs; the team uses build_stubbed unless the example really needs the database.'],
    ],
  },
  {
    machine: 'codex', project: 'petrel', start: '2026-03-19T10:20:00Z',
    steps: [
      ['fail', 'rbenv', 'ruby -v && bundle exec rspec', 'ruby 3.2.3 (2024-01-18 revision 52bb2ac0a6) [x86_64-linux-gnu]\nYour Ruby version is 3.2.3, but your Gemfile specified 3.3.4', 18],
      ['prompt', 'rbenv', "that's the apt ruby. rbenv isn't initialised in your shell, go through rbenv exec"],
      ['fail', 'timecop', 'rbenv exec bundle exec rspec spec/models/subscription_spec.rb', TIMECOP('spec/models/subscription_spec.rb', 14, 'Subscription#expired? is true after the period ends', 'Timecop.freeze(2.months.from_now) do'), 1],
      ['prompt', 'timecop', 'timecop was removed, use travel_to / freeze_time (TimeHelpers is already included in rails_helper)'],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-03-20T08:10:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin trunk', GH_PROTECTED, 1],
      ['prompt', 'force-push', 'a trunk mai force push! a la teva branca, --force-with-lease i prou'],
      ['fail', 'x:push-nonff', 'git push origin feature/dunning-emails', NON_FF, 1],
      ['fail', 'timecop', 'bundle exec rspec spec/services/dunning_spec.rb', TIMECOP('spec/services/dunning_spec.rb', 27, 'Dunning sends the second reminder after 14 days', 'Timecop.travel(15.days.from_now)'), 1],
      ['prompt', 'timecop', 'Timecop ja no hi és, fes servir travel_to'],
    ],
  },
  {
    machine: 'ci', project: 'petrel', start: '2026-03-20T14:00:00Z',
    steps: [
      ['fail', 'trunk', 'git fetch origin main --depth 1', "fatal: couldn't find remote ref main", 128],
      ['fail', 'x:kamal-lock', 'kamal deploy -d staging', "  ERROR (Kamal::Cli::LockError): Deploy lock found. Run 'kamal lock help' for more information", 1],
      ['fail', 'x:bundle-timeout', 'bundle install --jobs 4', 'Fetching gem metadata from https://rubygems.org/.......\nRetrying fetcher due to error (2/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>\nRetrying fetcher due to error (3/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>\nCould not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>', 17],
    ],
  },
  {
    machine: 'mac2', project: 'petrel', start: '2026-03-23T06:00:00Z',
    steps: [
      ['fail', 'pg16-keg', 'bin/rails db:migrate', PG_DUMP_MISMATCH, 1],
      ['prompt', 'pg16-keg', 'your PATH has the pg 14 tools first. put /opt/homebrew/opt/postgresql@16/bin in front'],
      ['fail', 'stat-c', "stat -c '%Y' tmp/cache/bootsnap", BSD_STAT, 1],
      ['agent', 'stat-c', 'stat -c is GNU only; macOS stat takes -f (stat -f %m for mtime, %z for size).'],
    ],
  },
  {
    machine: 'wsl', project: 'petrel', start: '2026-03-24T01:30:00Z',
    steps: [
      ['fail', 'wsl-crlf', 'cd /mnt/c/Users/yuki/code/petrel && bin/rails db:prepare', "/usr/bin/env: ‘ruby\\r’: No such file or directory", 127],
      ['prompt', 'wsl-crlf', 'また /mnt/c で動かしてる。WSL側の ~/petrel を使って'],
      ['prompt', 'trunk', 'PRのbaseはtrunkにして。mainは存在しないので'],
      ['fail', 'kamal-dest', 'kamal app exec -i --reuse "bin/rails console"', KAMAL_NO_SERVERS, 1],
      ['prompt', 'kamal-dest', '-d staging. always. every kamal command'],
    ],
  },
  {
    machine: 'linux', project: 'petrel', start: '2026-03-25T09:40:00Z',
    steps: [
      ['fail', 'yarn-admin', 'cd engines/admin && npm ci', NPM_CI_EUSAGE, 1, 'Install admin engine deps'],
      ['prompt', 'yarn-admin', 'admin is yarn classic, yarn.lock is the lockfile. yarn install --frozen-lockfile'],
      ['ok', 'cd engines/admin && yarn install --frozen-lockfile && yarn build'],
      ['fail', 'bin-rails', 'rails db:rollback STEP=1', '/bin/bash: line 1: rails: command not found', 127],
      ['prompt', 'bin-rails', "there's no global rails gem on the linux boxes either. bin/rails"],
      ['fail', 'x:gnu-sed-regex', "sed -i 's/amount(/amount_cents(/g' app/models/invoice.rb", 'sed: -e expression #1, char 25: Unmatched ( or \\(', 1],
      ['prompt', 'x:czech-index', 'přidej index na invoices (customer_id, due_date), ať je ta dunning query rychlejší'],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-03-26T08:20:00Z',
    steps: [
      ['prompt', 'no-local-deploy', 'whoa whoa, no `kamal deploy` from your laptop. prod goes out through the Deploy workflow once trunk is green'],
      ['fail', 'kamal2', 'kamal env push -d staging', 'Could not find command "env".', 1],
      ['prompt', 'kamal2', "env push is kamal 1. secrets come from .kamal/secrets.staging and they're read at deploy time"],
      ['fail', 'x:kamal-ssh-timeout', 'kamal app logs -d staging --lines 100', '  ERROR (SSHKit::Runner::ExecuteError): Exception while executing on host 5.75.201.14: Net::SSH::ConnectionTimeout', 1],
      ['prompt', 'x:catalan-i18n', 'afegeix les traduccions catalanes (config/locales/ca.yml) per al correu de recordatori de factura'],
    ],
  },
  {
    machine: 'codex', project: 'petrel', start: '2026-03-27T10:00:00Z',
    steps: [
      ['prompt', 'accessory-prod', 'no accessory reboot in prod without asking on-call first. ALWAYS ask'],
      ['agent', 'accessory-prod', 'Proposed `kamal accessory reboot db -d production`; production accessories (postgres, redis) are never rebooted or removed without on-call approval.'],
      ['fail', 'x:redis-oom', 'redis-cli -p 6380 set petrel:probe 1', "(error) OOM command not allowed when used memory > 'maxmemory'.", 1],
      ['fail', 'db-env-check', 'kamal app exec -d staging "bin/rails db:schema:load"', PROTECTED_ENV, 1],
      ['prompt', 'db-env-check', 'do NOT add DISABLE_DATABASE_ENVIRONMENT_CHECK. that guard is the whole point'],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-03-30T09:10:00Z',
    steps: [
      ['fail', 'bundle-exec', 'sidekiq -C config/sidekiq.yml', '(eval):1: command not found: sidekiq', 127],
      ['prompt', 'bundle-exec', 'sidekiq sempre amb bundle exec, no el tenim instal·lat global'],
      ['fail', 'rbenv', 'bundle install', 'Your Ruby version is 2.6.10, but your Gemfile specified 3.3.4', 18],
      ['prompt', 'rbenv', 'system ruby again. eval "$(rbenv init - zsh)" first, or rbenv exec'],
      ['ok', 'rbenv exec bundle install'],
      ['ok', "sed -i -e 's/reminder_days = 7/reminder_days = 10/' db/seeds.rb"],
      ['prompt', 'sed-bsd', 'there is a db/seeds.rb-e now. mac sed again'],
      ['fail', 'x:rspec-typo-path', 'bundle exec rspec spec/model/invoice_spec.rb', 'An error occurred while loading spec/model/invoice_spec.rb.\nFailure/Error: __send__(method, file)\n\nLoadError:\n  cannot load such file -- /Users/ana/petrel/spec/model/invoice_spec.rb\n\nFinished in 0.00003 seconds (files took 1.92 seconds to load)\n0 examples, 0 failures, 1 error occurred outside of examples', 1],
    ],
  },
  {
    machine: 'linux', project: 'petrel', start: '2026-03-31T08:50:00Z',
    steps: [
      ['fail', 'bundle-exec', 'rubocop app/models', 'Unable to find gem standard; is the gem installed? Gem::MissingSpecError', 2],
      ['ok', 'bundle exec rubocop app/models'],
      ['fail', 'x:yarn-timeout', 'cd engines/admin && yarn install --frozen-lockfile', 'yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\ninfo There appears to be trouble with your network connection. Retrying...\ninfo There appears to be trouble with your network connection. Retrying...\nerror An unexpected error occurred: "https://registry.yarnpkg.com/esbuild/-/esbuild-0.20.2.tgz: ESOCKETTIMEDOUT".\ninfo If you think this is a bug, please open a bug report with the information provided in "/home/dev/petrel/engines/admin/yarn-error.log".\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.', 1],
      ['prompt', 'bin-dev', "start it with bin/dev, rails s alone won't build the admin bundle or run sidekiq"],
      ['ok', 'bin/dev'],
    ],
  },
  {
    machine: 'winbash', project: 'petrel', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'ps-wsl', 'bin/rails db:migrate', "/usr/bin/env: 'ruby': No such file or directory", 127],
      ['prompt', 'ps-wsl', 'Git Bashじゃなくて、WSLのUbuntuで実行して'],
      ['ok', 'wsl -d Ubuntu-24.04 --cd ~/petrel bin/rails db:migrate'],
    ],
  },
  {
    machine: 'codex', project: 'petrel', start: '2026-04-02T09:30:00Z',
    steps: [
      ['fail', 'compose-db-linux', 'brew services start postgresql@16', 'bash: line 1: brew: command not found', 127],
      ['prompt', 'compose-db-linux', 'no brew on the linux boxes. db and redis come from docker compose up -d db redis'],
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.yml up -d db redis', 'bash: line 1: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'docker compose bez pomlčky, v1 tu není'],
      ['ok', 'docker compose up -d db redis'],
      ['agent', 'redis-6380', 'Pointed Sidekiq at redis on 6379; with the compose setup Redis is published on 6380 (REDIS_URL=redis://localhost:6380/0).'],
      ['fail', 'x:rubocop-offense', 'bundle exec rubocop app/services/dunning_reminder.rb', 'Inspecting 1 file\nC\n\nOffenses:\n\napp/services/dunning_reminder.rb:12:7: C: [Correctable] Style/StringLiterals: Use double-quoted strings unless you need single quotes to avoid extra backslashes for escaping.\n      \'reminder\'\n      ^^^^^^^^^^\n\n1 file inspected, 1 offense detected, 1 offense autocorrectable', 1],
      ['ok', 'bundle exec rubocop -a app/services/dunning_reminder.rb'],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-04-03T08:30:00Z',
    steps: [
      ['fail', 'x:esbuild-syntax', 'cd engines/admin && yarn build', 'yarn run v1.22.22\n$ esbuild app/javascript/admin/*.* --bundle --sourcemap --format=esm --outdir=../../app/assets/builds/admin\n✘ [ERROR] Expected ";" but found "}"\n\n    app/javascript/admin/controllers/table_controller.js:42:4:\n      42 │     }\n         │     ^\n         ╵     ;\n\n1 error\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.', 1],
      ['fail', 'yarn-admin', 'cd engines/admin && pnpm install', '(eval):1: command not found: pnpm', 127],
      ['prompt', 'yarn-admin', 'a engines/admin fem servir yarn, ni npm ni pnpm'],
      ['ok', 'cd engines/admin && yarn build'],
      ['prompt', 'x:factory-trait', 'add a :paid trait to the invoice factory with paid_at set'],
      ['prompt', 'build-stubbed', 'als specs de models, build_stubbed i no create, si us plau'],
    ],
  },
  {
    machine: 'linux', project: 'petrel', start: '2026-04-06T09:00:00Z',
    steps: [
      ['fail', 'x:port-allocated', 'docker compose up -d db', '[+] Running 1/2\n ✔ Network petrel_default  Created\n ⠿ Container petrel-db-1  Starting\nError response from daemon: driver failed programming external connectivity on endpoint petrel-db-1 (3f1c9a0e77b2): Bind for 0.0.0.0:5432 failed: port is already allocated', 1],
      ['ok', 'docker stop orca-db-1 && docker compose up -d db'],
      ['prompt', 'db-env-check', 'DISABLE_DATABASE_ENVIRONMENT_CHECK=1 nikdy, ani na stagingu'],
      ['prompt', 'importmap', 'no node_modules for app/javascript. pin it with importmap like everything else'],
      ['prompt', 'x:creds-question', "what's the difference between rails credentials and .kamal/secrets? where should the new postmark token go?"],
      ['agent', 'key-files', 'Tried to git add config/credentials/staging.key; key files never go into git (they are in 1Password), never force-add them.'],
    ],
  },
  {
    machine: 'mac2', project: 'petrel', start: '2026-04-07T05:15:00Z',
    steps: [
      ['prompt', 'key-files', 'production.key はコミットしないで！1Passwordにあるから'],
      ['fail', 'mise-kai', 'rbenv exec bin/rails db:migrate', '(eval):1: command not found: rbenv', 127],
      ['prompt', 'mise-kai', "rbenv again… on my machine it's `mise x --`"],
      ['ok', 'mise x -- bin/rails db:migrate'],
      ['prompt', 'x:key-rotate', "rotate the staging key: new staging.key, re-encrypt staging.yml.enc, update RAILS_MASTER_KEY in the GitHub secrets. i'll put it in 1Password"],
    ],
  },
  {
    machine: 'codex', project: 'petrel', start: '2026-04-08T09:45:00Z',
    steps: [
      ['fail', 'lock-platform', 'kamal build push -d staging', `#12 [build 4/9] RUN bundle install && rm -rf ~/.bundle/ "\${BUNDLE_PATH}"/ruby/*/cache\n#12 0.912 ${BUNDLE_PLATFORM('arm64-darwin-24', 'x86_64-linux').replace(/\n/g, '\n#12 0.912 ')}\n#12 ERROR: process "/bin/sh -c bundle install" did not complete successfully: exit code: 16\nERROR: failed to solve: process "/bin/sh -c bundle install" did not complete successfully: exit code: 16\n  ERROR (Kamal::Cli::Build::BuildError): Build failed`, 1],
      ['prompt', 'lock-platform', 'same as CI last month, the lockfile only has darwin again. add x86_64-linux back'],
      ['fail', 'bin-rails', 'rails g migration AddReminderSentAtToInvoices reminder_sent_at:datetime', 'bash: line 1: rails: command not found', 127],
      ['agent', 'bin-rails', 'Called `rails` directly; there is no global rails gem here, use the bin/rails binstub.'],
      ['ok', 'bin/rails g migration AddReminderSentAtToInvoices reminder_sent_at:datetime'],
    ],
  },
  {
    machine: 'mac', project: 'petrel', start: '2026-04-09T09:00:00Z',
    steps: [
      ['fail', 'trunk', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'trunk', 'rebase onto trunk pls'],
      ['ok', 'git rebase origin/trunk'],
      ['prompt', 'accessory-prod', 'STOP. never `kamal accessory reboot db` on production, that is our postgres'],
      ['prompt', 'key-files', "and don't cat config/master.key in the terminal, it ends up in the transcript"],
      ['fail', 'x:ruby-build-def', 'rbenv install 3.3.6', "ruby-build: definition not found: 3.3.6\n\nSee all available versions with `rbenv install --list'.\n\nIf the version you need is missing, try upgrading ruby-build:\n\n  brew upgrade ruby-build", 2],
      ['ok', 'brew upgrade ruby-build && rbenv install 3.3.6'],
    ],
  },
  {
    machine: 'wsl', project: 'petrel', start: '2026-04-10T02:10:00Z',
    steps: [
      ['prompt', 'force-push', '-f on trunk?! no. never'],
      ['prompt', 'build-stubbed', 'create again… build_stubbed'],
      ['ok', 'cd engines/admin && npm install'],
      ['prompt', 'yarn-admin', 'you just made a package-lock.json in engines/admin. delete it, we use yarn there'],
      ['agent', 'wsl-crlf', "Ran binstubs from the /mnt/c checkout (CRLF shebangs, 'ruby\\r' not found); use the clone inside WSL (~/petrel) with core.autocrlf=input."],
      ['ok', 'bin/rails credentials:edit'],
      ['prompt', 'creds-env', 'wrong file again. --environment staging'],
    ],
  },
  {
    machine: 'linux', project: 'petrel', start: '2026-04-13T08:30:00Z',
    steps: [
      ['fail', 'creds-env', "bin/rails runner -e staging 'puts Rails.application.credentials.stripe.fetch(:secret_key)'", "(eval at /home/dev/petrel/vendor/bundle/ruby/3.3.0/gems/railties-7.1.3.4/lib/rails/commands/runner/runner_command.rb:49):1:in `<main>': undefined method `fetch' for nil (NoMethodError)", 1],
      ['prompt', 'creds-env', 'kredenciály pro staging jsou v config/credentials/staging.yml.enc, edituj je přes --environment staging'],
      ['prompt', 'no-local-deploy', "same as yesterday: deploys = CI. don't run kamal deploy from here"],
      ['fail', 'x:admin-asset-missing', 'bundle exec rspec spec/system/admin/invoices_spec.rb', 'Failures:\n\n  1) Admin invoices lists overdue invoices\n     Failure/Error: <%= javascript_include_tag "admin/application", "data-turbo-track": "reload", type: "module" %>\n\n     ActionView::Template::Error:\n       The asset "admin/application.js" is not present in the asset pipeline.\n     # ./spec/system/admin/invoices_spec.rb:8:in `block (2 levels) in <top (required)>\'\n\n4 examples, 4 failures', 1],
      ['ok', 'cd engines/admin && yarn build'],
    ],
  },
  {
    machine: 'mac2', project: 'petrel', start: '2026-04-14T06:00:00Z',
    steps: [
      ['ok', 'mise x -- bin/rails s'],
      ['prompt', 'bin-dev', 'again rails s?? bin/dev'],
      ['agent', 'bin-dev', 'Started the server with `bin/rails s`; this app runs through bin/dev (Procfile.dev: web, sidekiq, admin esbuild --watch).'],
      ['fail', 'kamal-dest', 'kamal app exec --reuse \'bin/rails runner "puts Invoice.overdue.count"\'', KAMAL_NO_SERVERS, 1],
      ['prompt', 'kamal-dest', 'every kamal command needs -d staging or -d production, the base deploy.yml has no servers'],
    ],
  },
  {
    machine: 'ci', project: 'petrel', start: '2026-04-15T13:00:00Z',
    steps: [
      ['fail', 'x:deploy-unhealthy', 'kamal deploy -d staging', '  INFO [c0ffee12] Running docker exec kamal-proxy kamal-proxy deploy petrel-web-staging --target="7d2a91b0c4e3:3000" --deploy-timeout="30s" --drain-timeout="30s" --buffer-requests --buffer-responses --log-request-header="Cache-Control" on 5.75.201.14\n  ERROR (SSHKit::Command::Failed): Exception while executing on host 5.75.201.14: docker exit status: 1\ndocker stdout: Nothing written\ndocker stderr: Error: target failed to become healthy within configured timeout (30s)', 1],
      ['ok', 'kamal app logs -d staging --lines 200'],
    ],
  },
];

/** Windows machines: the hook sees cwd and transcript paths with backslashes. */
export function finishEvent(event) {
  const p = event.payload;
  if (!p || !/^[A-Z]:\//.test(p.cwd ?? '')) return event;
  const win = (s) => s.replace(/\//g, '\\');
  let transcript = p.transcript_path;
  const m = transcript.match(/^(.*\/\.claude\/projects\/)([^/]+)(\/.*)$/);
  if (m) transcript = `${m[1]}${p.cwd.replace(/[^A-Za-z0-9]/g, '-')}${m[3]}`;
  return { ...event, payload: { ...p, cwd: win(p.cwd), transcript_path: win(transcript) } };
}
