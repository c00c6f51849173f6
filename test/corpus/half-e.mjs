// Half E of the evaluation corpus: a held-out half written blind (without reading the reader,
// the grouping or the other halves' lessons). A fifth project ("tavola", a Laravel restaurant
// booking shop run under Sail, with a pnpm/Vite frontend, Postgres, and a payment simulator image).
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const PLATFORM_CHECK = (home) => `Composer detected issues in your platform:\n\nYour Composer dependencies require a PHP version ">= 8.3.0". You are running 8.1.2.\n\nPHP Fatal error:  Composer detected issues in your platform: Your Composer dependencies require a PHP version ">= 8.3.0". You are running 8.1.2. in ${home}/tavola/vendor/composer/platform_check.php on line 24`;
const NO_ARM = 'no matching manifest for linux/arm64/v8 in the manifest list entries';

export const SESSIONS = [
  {
    machine: 'linux', project: 'tavola', start: '2026-09-01T08:40:00Z',
    steps: [
      ['ok', 'git status --short'],
      ['fail', 'trunk', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1, 'Switch to the main branch'],
      ['prompt', 'trunk', 'branch is trunk, not main'],
      ['ok', 'git checkout trunk && git pull --ff-only'],
      ['fail', 'sail', 'php artisan migrate', PLATFORM_CHECK('/home/dev'), 255, 'Run pending migrations'],
      ['prompt', 'sail', 'php lives in the sail container here, host php is 8.1 and the app needs 8.3'],
    ],
  },
  {
    machine: 'mac2', project: 'tavola', start: '2026-09-02T07:55:00Z',
    steps: [
      ['fail', 'pnpm', 'yarn install', 'error This project\'s package.json defines "packageManager": "yarn@pnpm@9.12.1". However the current global version of Yarn is 1.22.22.\n\nPresence of the "packageManager" field indicates that the project is meant to be used with Corepack, a tool included by default with all official Node.js distributions starting from 16.9 and 14.19.\nCorepack must currently be enabled by running corepack enable in your terminal. For more information, check out https://yarnpkg.com/corepack.', 1, 'Install frontend dependencies'],
      ['prompt', 'pnpm', 'pnpm plz, the lockfile is pnpm-lock.yaml'],
      ['ok', 'pnpm install --frozen-lockfile'],
      ['fail', 'docker-amd64', 'docker run --rm -p 8089:8089 ghcr.io/tavola-eats/paysim:2.3', `Unable to find image 'ghcr.io/tavola-eats/paysim:2.3' locally\n2.3: Pulling from tavola-eats/paysim\ndocker: ${NO_ARM}.\nSee 'docker run --help'.`, 125, 'Start the payment simulator'],
      ['prompt', 'docker-amd64', 'paysim has no arm build, you have to add --platform linux/amd64'],
    ],
  },
  {
    machine: 'ci', project: 'tavola', start: '2026-09-02T12:10:00Z',
    steps: [
      ['fail', 'sudo-ci', 'sudo apt-get install -y libpq-dev', '/bin/sh: 1: sudo: not found', 127],
      ['fail', 'x:apt-fetch-timeout', 'apt-get install -y libpq-dev', 'E: Failed to fetch http://deb.debian.org/debian/pool/main/p/postgresql-16/libpq-dev_16.4-1_amd64.deb  Could not connect to deb.debian.org:80 (151.101.2.132), connection timed out\nE: Unable to fetch some archives, maybe run apt-get update or try with --fix-missing?', 100],
      ['ok', 'apt-get update && apt-get install -y libpq-dev'],
    ],
  },
  {
    machine: 'linux', project: 'tavola', start: '2026-09-03T09:05:00Z',
    steps: [
      ['fail', 'postgres', "mysql -h 127.0.0.1 -u sail -ppassword tavola -e 'select count(*) from bookings'", "mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 2003 (HY000): Can't connect to MySQL server on '127.0.0.1:3306' (111)", 1, 'Count bookings in the local DB'],
      ['prompt', 'postgres', "we're on postgres here. psql"],
      ['ok', "./vendor/bin/sail psql -c 'select count(*) from bookings'"],
      ['prompt', 'migrate-fresh', 'WHOA. never migrate:fresh on the shared staging db, it wipes every table'],
      ['prompt', 'x:changelog', 'add a changelog entry for the waitlist feature under Unreleased'],
    ],
  },
  {
    machine: 'mac', project: 'tavola', start: '2026-09-04T10:20:00Z',
    steps: [
      ['fail', 'sail', 'php artisan tinker', 'zsh: command not found: php', 127, 'Open a tinker shell'],
      ['agent', 'sail', 'Ran `php artisan tinker` on the host, which has no PHP; artisan runs in the container: `./vendor/bin/sail artisan tinker`.'],
      ['fail', 'pint', 'vendor/bin/php-cs-fixer fix app', 'zsh: no such file or directory: vendor/bin/php-cs-fixer', 127, 'Fix code style'],
      ['prompt', 'pint', 'style is pint here — ./vendor/bin/pint'],
      ['fail', 'x:pint-style', './vendor/bin/pint --test', '\n  ....✗......\n\n  ────────────────────────────────────────────────────────────── Laravel  \n    FAIL   ............................................ 11 files, 1 style issue  \n  ✗ app/Http/Controllers/BookingController.php  no_unused_imports, ordered_imports  \n', 1],
      ['fail', 'stat-bsd', 'stat -c %s public/build/manifest.json', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check the manifest size'],
    ],
  },
  {
    machine: 'linux', project: 'tavola', start: '2026-09-07T08:15:00Z',
    steps: [
      ['prompt', 'composer-update', 'composer install, not update — update rewrites composer.lock'],
      ['fail', 'x:composer-timeout', './vendor/bin/sail composer install', 'Installing dependencies from lock file (including require-dev)\nPackage operations: 3 installs, 0 updates, 0 removals\n  - Downloading stripe/stripe-php (v16.6.0)\n\nIn CurlDownloader.php line 390:\n\n  curl error 28 while downloading https://api.github.com/repos/stripe/stripe-php/zipball/d6de0a536f00b5c5c74f36b8f4d0d93b035499ff: Operation timed out after 300001 milliseconds with 0 out of 0 bytes received\n', 100],
      ['ok', './vendor/bin/sail composer install'],
      ['prompt', 'env-secrets', 'NEVER cat .env in here. it has the live stripe keys'],
    ],
  },
  {
    machine: 'mac2', project: 'tavola', start: '2026-09-08T09:30:00Z',
    steps: [
      ['fail', 'trunk', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128, 'Rebase onto the main branch'],
      ['ok', 'git rebase origin/trunk'],
      ['fail', 'x:push-rejected', 'git push origin feat/waitlist', "To github.com:tavola-eats/tavola.git\n ! [rejected]        feat/waitlist -> feat/waitlist (non-fast-forward)\nerror: failed to push some refs to 'github.com:tavola-eats/tavola.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['prompt', 'gh-draft', 'always open PRs as drafts: gh pr create --draft'],
    ],
  },
  {
    machine: 'mac', project: 'tavola', start: '2026-09-10T13:00:00Z',
    steps: [
      ['fail', 'postgres', 'mysql -u root tavola < storage/dumps/staging.sql', "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/tmp/mysql.sock' (2)", 1, 'Load the staging dump'],
      ['prompt', 'postgres', 'la base de datos es postgres, no mysql. usa psql o sail psql'],
      ['fail', 'sha256', 'sha256sum paysim-2.3.tar.gz', 'zsh: command not found: sha256sum', 127, 'Verify the simulator tarball'],
      ['prompt', 'sha256', 'mac には sha256sum がないので shasum -a 256 を使って'],
      ['fail', 'x:sha-mismatch', 'shasum -a 256 -c paysim-2.3.tar.gz.sha256', 'paysim-2.3.tar.gz: FAILED\nshasum: WARNING: 1 computed checksum did NOT match', 1],
    ],
  },
  {
    machine: 'mac2', project: 'tavola', start: '2026-09-11T08:45:00Z',
    steps: [
      ['fail', 'coverage', './vendor/bin/sail artisan test --coverage --min=80', '\n   ERROR  Code coverage driver not available. Did you install Xdebug or PCOV?\n', 1, 'Run tests with coverage'],
      ['fail', 'x:test-failure', './vendor/bin/sail artisan test --filter=BookingTest', "\n   FAIL  Tests\\Feature\\BookingTest\n  ⨯ it creates a booking for a free table                               0.31s  \n  ────────────────────────────────────────────────────────────────────────────  \n   FAILED  Tests\\Feature\\BookingTest > it creates a booking for a free table  \n  Expected response status code [201] but received 422.\nFailed asserting that 422 is identical to 201.\n\n  Tests:    1 failed, 6 passed (19 assertions)\n  Duration: 1.42s\n", 1],
      ['prompt', 'migrate-fresh', "migrate, not migrate:fresh — other people's data lives in that db"],
      ['ok', './vendor/bin/sail artisan migrate'],
    ],
  },
  {
    machine: 'codex', project: 'tavola', start: '2026-09-15T09:10:00Z',
    steps: [
      ['fail', 'sail', 'composer install', 'Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - Root composer.json requires php ^8.3 but your php version (8.1.2) does not satisfy that requirement.\n  Problem 2\n    - laravel/framework is locked to version v12.28.1 and an update of this package was not requested.\n    - laravel/framework v12.28.1 requires php ^8.2 -> your php version (8.1.2) does not satisfy that requirement.\n', 2],
      ['prompt', 'sail', 'roda tudo pelo sail, o php da máquina é 8.1'],
      ['ok', './vendor/bin/sail composer install'],
      ['fail', 'x:storage-perm', './vendor/bin/sail artisan bookings:expire-holds', '\n   UnexpectedValueException \n\n  The stream or file "/var/www/html/storage/logs/laravel.log" could not be opened in append mode: Failed to open stream: Permission denied\nThe exception occurred while attempting to log: Expired 4 holds\n\n  at vendor/monolog/monolog/src/Monolog/Handler/StreamHandler.php:156\n', 1],
    ],
  },
  {
    machine: 'linux', project: 'tavola', start: '2026-09-16T14:25:00Z',
    steps: [
      ['fail', 'pint', './vendor/bin/php-cs-fixer fix --dry-run --diff', 'bash: ./vendor/bin/php-cs-fixer: No such file or directory', 127],
      ['prompt', 'env-secrets', 'secrets stay out of the transcript, read config with sail artisan config:show stripe, not the .env file'],
      ['prompt', 'x:env-example', 'add STRIPE_WEBHOOK_TOLERANCE=300 to .env.example with a comment'],
      ['prompt', 'horizon', 'queues run under horizon here: sail artisan horizon, not queue:work'],
    ],
  },
  {
    machine: 'linux', project: 'tavola', start: '2026-09-18T08:00:00Z',
    steps: [
      ['fail', 'pnpm', 'npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-09-18T08_03_11_402Z-debug-0.log', 1],
      ['prompt', 'pnpm', 'wir sind hier auf pnpm, npm versteht das workspace:-Protokoll nicht'],
      ['fail', 'x:pnpm-network', 'pnpm install', ' WARN  GET https://registry.npmjs.org/@vitejs%2Fplugin-vue error (ETIMEDOUT). Will retry in 10 seconds. 2 retries left.\n ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@vitejs%2Fplugin-vue: request to https://registry.npmjs.org/@vitejs%2Fplugin-vue failed, reason: connect ETIMEDOUT 104.16.27.34:443', 1],
      ['ok', 'pnpm install'],
      ['fail', 'x:vite-build', 'pnpm run build', '\n> tavola@ build /home/dev/tavola\n> vite build\n\nvite v6.3.5 building for production...\n✓ 41 modules transformed.\nerror during build:\n[vite]: Rollup failed to resolve import "@/components/TablePicker.vue" from "/home/dev/tavola/resources/js/pages/Book.vue".\nThis is most likely unintended because it can break your application at runtime.\nIf you do want to externalize this module explicitly add it to\n`build.rollupOptions.external`\n ELIFECYCLE  Command failed with exit code 1.', 1],
    ],
  },
  {
    machine: 'mac', project: 'tavola', start: '2026-09-21T10:00:00Z',
    steps: [
      ['fail', 'docker-amd64', 'docker pull ghcr.io/tavola-eats/paysim:2.4', `2.4: Pulling from tavola-eats/paysim\nError response from daemon: ${NO_ARM}`, 1],
      ['prompt', 'docker-amd64', "sui Mac con chip M serve --platform linux/amd64 per paysim, non esiste l'immagine arm64"],
      ['ok', 'docker pull --platform linux/amd64 ghcr.io/tavola-eats/paysim:2.4'],
      ['prompt', 'composer-update', 'pas de composer update sans me demander, on garde le composer.lock tel quel'],
    ],
  },
  {
    machine: 'codex', project: 'tavola', start: '2026-09-23T07:40:00Z',
    steps: [
      ['agent', 'migrate-fresh', 'Was about to run `php artisan migrate:fresh --seed` against the shared DB; run `php artisan migrate` instead, fresh drops every table.'],
      ['fail', 'x:duplicate-table', './vendor/bin/sail artisan migrate', '\n   INFO  Running migrations.\n\n  2026_09_20_101500_create_waitlist_entries_table ........................ 8.41ms FAIL\n\n   Illuminate\\Database\\QueryException \n\n  SQLSTATE[42P07]: Duplicate table: 7 ERROR:  relation "waitlist_entries" already exists (Connection: pgsql, SQL: create table "waitlist_entries" ("id" bigserial not null primary key, "restaurant_id" bigint not null, "party_size" smallint not null))\n', 1],
      ['prompt', 'x:question-index', 'why does the waitlist migration not add an index on restaurant_id?'],
      ['fail', 'postgres', 'mysqldump tavola > storage/dumps/tavola.sql', 'bash: mysqldump: command not found', 127],
      ['prompt', 'postgres', "pg_dump. there's no mysql anywhere in this stack"],
    ],
  },
  {
    machine: 'codex', project: 'tavola', start: '2026-09-25T11:15:00Z',
    steps: [
      ['fail', 'trunk', 'git diff master...HEAD --stat', "fatal: ambiguous argument 'master...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['prompt', 'trunk', '我们的主分支叫 trunk，没有 main 也没有 master'],
      ['ok', 'git diff trunk...HEAD --stat'],
      ['agent', 'gh-draft', 'Opened the PR as ready for review; PRs in this repo start as drafts: `gh pr create --draft`.'],
      ['fail', 'x:gh-auth', 'gh pr view 412 --json state', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
    ],
  },
  {
    machine: 'codex', project: 'tavola', start: '2026-09-28T09:00:00Z',
    steps: [
      ['fail', 'pint', './vendor/bin/sail php vendor/bin/php-cs-fixer fix', 'Could not open input file: vendor/bin/php-cs-fixer', 1],
      ['fail', 'coverage', './vendor/bin/sail pest --coverage', '\n   ERROR  No code coverage driver is available.\n', 1],
      ['prompt', 'coverage', 'xdebug is off in sail by default, coverage needs XDEBUG_MODE=coverage'],
      ['fail', 'x:phpstan', './vendor/bin/sail php vendor/bin/phpstan analyse --memory-limit=1G', ' ------ -------------------------------------------------------------------------------------------------\n  Line   app/Services/BookingService.php\n ------ -------------------------------------------------------------------------------------------------\n  42     Parameter #1 $table of method App\\Services\\BookingService::hold() expects App\\Models\\Table, App\\Models\\Table|null given.\n         🪪  argument.type\n ------ -------------------------------------------------------------------------------------------------\n\n [ERROR] Found 1 error\n', 1],
    ],
  },
  {
    machine: 'mac2', project: 'tavola', start: '2026-09-30T15:10:00Z',
    steps: [
      ['fail', 'sha256', 'sha256sum -c paysim-2.4.tar.gz.sha256', 'zsh: command not found: sha256sum', 127],
      ['agent', 'sha256', '`sha256sum` does not exist on macOS; verify with `shasum -a 256 -c` instead.'],
      ['ok', 'shasum -a 256 -c paysim-2.4.tar.gz.sha256'],
      ['fail', 'stat-bsd', "stat --printf='%s\\n' storage/app/exports/bookings.csv", `stat: illegal option -- -\n${STAT_USAGE}`, 1, 'Size of the export'],
      ['prompt', 'stat-bsd', 'bsd stat on mac, its stat -f %z'],
      ['fail', 'x:stat-missing', 'stat -f %z build/tavola.zip', 'stat: build/tavola.zip: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'ci', project: 'tavola', start: '2026-10-01T12:30:00Z',
    steps: [
      ['fail', 'sudo-ci', 'sudo docker-php-ext-install pdo_pgsql', 'bash: line 1: sudo: command not found', 127],
      ['prompt', 'sudo-ci', 'ci runs as root, drop teh sudo'],
      ['ok', 'docker-php-ext-install pdo_pgsql'],
    ],
  },
  {
    machine: 'linux', project: 'tavola', start: '2026-10-02T08:20:00Z',
    steps: [
      ['fail', 'x:apt-lock', 'apt-get install -y postgresql-client-16', 'E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?', 100],
      ['ok', 'sudo apt-get install -y postgresql-client-16'],
      ['fail', 'x:pg-down', 'psql -U sail tavola', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?', 2],
      ['prompt', 'gh-draft', "that pr should've been a draft. --draft every time pls"],
    ],
  },
  {
    machine: 'mac', project: 'tavola', start: '2026-10-05T09:45:00Z',
    steps: [
      ['prompt', 'migrate-fresh', 'no db:wipe or migrate:fresh. ever. not even "just locally" while DB_HOST points at staging'],
      ['fail', 'x:docker-daemon', 'docker run --platform linux/amd64 --rm -p 8089:8089 ghcr.io/tavola-eats/paysim:2.4', "docker: Cannot connect to the Docker daemon at unix:///Users/ana/.docker/run/docker.sock. Is the docker daemon running?.\nSee 'docker run --help'.", 125],
      ['prompt', 'horizon', 'queue:work again?? its horizon, horizon does the retries and the tags'],
    ],
  },
  {
    machine: 'codex', project: 'tavola', start: '2026-10-07T10:10:00Z',
    steps: [
      ['agent', 'env-secrets', 'Printed .env to check DB_HOST; read single values with `sail artisan config:show database` instead of `cat .env`.'],
      ['prompt', 'composer-update', 'NO composer update. install only, the lock stays as is'],
      ['ok', './vendor/bin/sail composer install'],
    ],
  },
  {
    machine: 'mac2', project: 'tavola', start: '2026-10-09T14:00:00Z',
    steps: [
      ['prompt', 'x:rename', 'rename BookingService::hold to reserve and update the callers'],
      ['prompt', 'x:question-es', '¿cuántos workers de horizon tenemos en producción?'],
      ['ok', './vendor/bin/sail artisan test'],
    ],
  },
  {
    machine: 'linux', project: 'tavola', start: '2026-10-12T08:30:00Z',
    steps: [
      ['prompt', 'horizon', 'workers = horizon. please stop starting queue:work by hand'],
      ['prompt', 'x:timezone', 'booking times in the API should be in the restaurant timezone, not UTC'],
      ['fail', 'x:merge-conflict', 'git rebase origin/trunk', 'Auto-merging app/Http/Controllers/BookingController.php\nCONFLICT (content): Merge conflict in app/Http/Controllers/BookingController.php\nerror: could not apply 3f2a9c1... Hold tables for 10 minutes\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply 3f2a9c1... Hold tables for 10 minutes', 1],
    ],
  },
  {
    machine: 'mac', project: 'tavola', start: '2026-10-14T16:05:00Z',
    steps: [
      ['prompt', 'env-secrets', "don't paste .env contents into the chat, ask me or use config:show"],
      ['prompt', 'x:paysim-question', "what does paysim's /refund endpoint return when the charge is already refunded?"],
    ],
  },
];
