// Half O of the evaluation corpus, written blind: "quarry", a Laravel 11 / PHP 8.3 app with a
// Vue 3 + Vite front end under Laravel Sail, on macOS (zsh, BSD tools, Homebrew) and WSL2 Ubuntu
// (bash) laptops; npm being replaced by pnpm, Pest, PHPStan (larastan), Pint, MySQL 8 and Redis,
// Horizon, Forge/Envoyer behind deploy.sh, GitHub Actions. Team languages: en, es-AR, pt-BR, it, pl.

const GH = 'github.com:quarry-team/quarry.git';

const LARAVEL_2002 = (host, query) => `
   Illuminate\\Database\\QueryException 

  SQLSTATE[HY000] [2002] php_network_getaddresses: getaddrinfo for mysql failed: ${host} (Connection: mysql, SQL: ${query})

  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:825
    821▕                     $this->getName(), $query, $this->prepareBindings($bindings), $e
    822▕                 );
    823▕             }
    824▕ 
  ➜ 825▕             throw new QueryException(
    826▕                 $this->getName(), $query, $this->prepareBindings($bindings), $e
    827▕             );
    828▕         }
    829▕     }`;

const NPM_CI = (dir) => `npm error code EUSAGE
npm error
npm error The \`npm ci\` command can only install with an existing package-lock.json or
npm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or
npm error later to generate a package-lock.json file, then try again.
npm error
npm error Clean install a project
npm error
npm error Usage:
npm error npm ci
npm error
npm error Run "npm help ci" for more info
npm error A complete log of this run can be found in: ${dir}/.npm/_logs/2026-12-01T14_04_11_902Z-debug-0.log`;

const ONLY_ALLOW = `
> preinstall
> npx only-allow pnpm

╔═════════════════════════════════════════════════════════════╗
║                                                             ║
║   Use "pnpm install" for installation in this project.      ║
║                                                             ║
║   If you don't have pnpm, install it via "npm i -g pnpm".   ║
║   For more details, go to https://pnpm.js.org/              ║
║                                                             ║
╚═════════════════════════════════════════════════════════════╝
npm error code 1
npm error path /home/dev/quarry
npm error command failed
npm error command sh -c npx only-allow pnpm`;

const PHPUNIT_ON_PEST = (fn, file, line) => `PHPUnit 11.4.3 by Sebastian Bergmann and contributors.

An error occurred inside PHPUnit.

Message:  Call to undefined function ${fn}()
Location: /var/www/html/${file}:${line}`;

const PHPSTAN_OOM = ` 412/412 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%

PHPStan process crashed because it reached configured PHP memory limit: 128M
Increase your memory limit in php.ini or run PHPStan with --memory-limit CLI option.`;

const PHP_OOM = (dir) => `PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 262144 bytes) in phar://${dir}/vendor/phpstan/phpstan/phpstan.phar/src/Analyser/NodeScopeResolver.php on line 2314
Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 262144 bytes) in phar://${dir}/vendor/phpstan/phpstan/phpstan.phar/src/Analyser/NodeScopeResolver.php on line 2314`;

const GREP_P = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const DATE_D = `date: illegal option -- d
usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const COMPOSER_PHP = (version, extra = '') => `Installing dependencies from lock file (including require-dev)
Verifying lock file contents can be installed on current platform.
Your lock file does not contain a compatible set of packages. Please run composer update.

  Problem 1
    - Root composer.json requires php ~8.3.0 but your php version (${version}) does not satisfy that requirement.${extra}`;

const COMPOSER_REQUIRE_PHP = (pkg, version) => `./composer.json has been updated
Running composer update ${pkg}
Loading composer repositories with package information
Updating dependencies
Your requirements could not be resolved to an installable set of packages.

  Problem 1
    - Root composer.json requires php ~8.3.0 but your php version (${version}) does not satisfy that requirement.


Installation failed, reverting ./composer.json and ./composer.lock to their original content.`;

const DEPLOY_ENV = (name) => `deploy.sh: unknown environment '${name}'
usage: ./deploy.sh <staging|production> [--branch <name>] [--no-warm]`;

const PNPM_NO_SCRIPT = (name) => ` ERR_PNPM_NO_SCRIPT  Missing script: ${name}

Command "${name}" not found. Did you mean "pnpm run build"?`;

const FIND_PRINTF = 'find: -printf: unknown primary or operator';

export const SESSIONS = [
  // 0
  {
    machine: 'mac', project: 'quarry', start: '2026-12-01T09:00:00Z',
    steps: [
      ['fail', 'sail-path', 'sail up -d', 'zsh: command not found: sail', 127, 'Start the Sail containers'],
      ['prompt', 'sail-path', 'nope, no alias on my box. ./vendor/bin/sail'],
      ['fail', 'sail-artisan', 'php artisan migrate', LARAVEL_2002('nodename nor servname provided, or not known', "select exists (select 1 from information_schema.tables where table_schema = 'quarry' and table_name = 'migrations' and table_type in ('BASE TABLE', 'SYSTEM VERSIONED')) as `exists`"), 1, 'Run pending migrations'],
      ['prompt', 'sail-artisan', "artisan runs inside sail, the host can't resolve the mysql container"],
    ],
  },
  // 1
  {
    machine: 'linux', project: 'quarry', start: '2026-12-01T14:00:00Z',
    steps: [
      ['fail', 'pnpm', 'npm ci', NPM_CI('/home/dev'), 1, 'Install JS dependencies'],
      ['prompt', 'pnpm', 'pnmp pls, package-lock is gone — we have pnpm-lock.yaml now'],
      ['fail', 'node-20', 'pnpm install --frozen-lockfile', 'ERROR: This version of pnpm requires at least Node.js v18.12\nThe current version of Node.js is v16.20.2\nVisit https://r.pnpm.io/comp to see the list of past pnpm versions with respective Node.js version support.', 1],
      ['prompt', 'node-20', 'nvm use first, .nvmrc pins 20'],
      ['ok', 'source ~/.nvm/nvm.sh && nvm use && pnpm install --frozen-lockfile'],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md for the csv import fix'],
    ],
  },
  // 2
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-02T08:40:00Z',
    steps: [
      ['fail', 'sed-i-bsd', "sed -i 's/QUEUE_CONNECTION=sync/QUEUE_CONNECTION=redis/' .env", 'sed: 1: ".env": invalid command code .', 1, 'Switch the queue driver to redis'],
      ['prompt', 'sed-i-bsd', "mac sed wants -i '' with the empty suffix"],
      ['fail', 'x:sail-docker-down', './vendor/bin/sail up -d', 'Docker is not running.', 1],
    ],
  },
  // 3
  {
    machine: 'codex', project: 'quarry', start: '2026-12-02T13:10:00Z',
    steps: [
      ['fail', 'develop-branch', 'git pull --rebase origin main', "fatal: couldn't find remote ref main", 1],
      ['prompt', 'develop-branch', "there's no main in this repo, we work off develop"],
      ['fail', 'x:phpstan-real-error', 'vendor/bin/phpstan analyse --memory-limit=1G', ` 412/412 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%

 ------ -----------------------------------------------------------------------
  Line   app/Http/Controllers/ImportController.php
 ------ -----------------------------------------------------------------------
  42     Access to an undefined property App\\Models\\Import::$quarry_slug.
         🪪  property.notFound
         💡 Learn more: https://phpstan.org/blog/solving-phpstan-access-to-undefined-property
 ------ -----------------------------------------------------------------------

 [ERROR] Found 1 error`, 1],
    ],
  },
  // 4
  {
    machine: 'mac', project: 'quarry', start: '2026-12-03T09:15:00Z',
    steps: [
      ['fail', 'phpstan-memory', './vendor/bin/sail php vendor/bin/phpstan analyse', PHPSTAN_OOM, 1, 'Run static analysis'],
      ['prompt', 'phpstan-memory', 'stan always needs --memory-limit=1G here'],
      ['fail', 'grep-P', String.raw`grep -rnP '\bdispatch\(new \w+Job' app/`, GREP_P, 2, 'Find job dispatches'],
      ['prompt', 'grep-P', 'no -P in mac grep, rg is installed'],
    ],
  },
  // 5
  {
    machine: 'linux', project: 'quarry', start: '2026-12-03T16:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose ps', "Command 'docker-compose' not found, but can be installed with:\n\nsudo snap install docker          # version 24.0.5, or\nsudo apt  install docker-compose  # version 1.29.2-1\n\nSee 'snap info docker' for additional versions.", 127],
      ['prompt', 'compose-v2', "that's compose v1 syntax, it's `docker compose` now"],
      ['fail', 'x:compose-port', './vendor/bin/sail up -d', `[+] Running 3/4
 ✔ Container quarry-redis-1        Running                                  0.0s 
 ✔ Container quarry-mailpit-1      Running                                  0.0s 
 ⠿ Container quarry-mysql-1        Starting                                 0.6s 
 ✔ Container quarry-laravel.test-1 Created                                  0.1s 
Error response from daemon: driver failed programming external connectivity on endpoint quarry-mysql-1 (5d0c7e1b9a4f): Bind for 0.0.0.0:3306 failed: port is already allocated`, 1],
      ['prompt', 'x:es-translations', 'agregá las traducciones es_AR para los mensajes de validación del import'],
    ],
  },
  // 6
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-04T10:00:00Z',
    steps: [
      ['fail', 'date-d', "date -d '7 days ago' +%F", DATE_D, 1],
      ['prompt', 'date-d', 'en mac date no tiene -d, usá date -v-7d o gdate'],
      ['fail', 'pest', './vendor/bin/sail php vendor/bin/phpunit tests/Feature/ImportCsvTest.php', PHPUNIT_ON_PEST('it', 'tests/Feature/ImportCsvTest.php', 9), 2, 'Run the import tests'],
      ['prompt', 'pest', 'tests are pest — sail pest (or sail artisan test), not phpunit directly'],
    ],
  },
  // 7
  {
    machine: 'linux', project: 'quarry', start: '2026-12-04T15:20:00Z',
    steps: [
      ['fail', 'composer-in-sail', 'composer install', COMPOSER_PHP('8.1.2', '\n  Problem 2\n    - laravel/framework is locked to version v11.31.0 and an update of this package was not requested.\n    - laravel/framework v11.31.0 requires php ^8.2 -> your php version (8.1.2) does not satisfy that requirement.'), 2, 'Install PHP dependencies'],
      ['prompt', 'composer-in-sail', 'composer runs in sail, the WSL php is 8.1'],
      ['fail', 'deploy-env-staging', './deploy.sh stage', DEPLOY_ENV('stage'), 2],
      ['prompt', 'deploy-env-staging', 'the env is spelled staging, full word'],
      ['fail', 'x:deploy-dirty', './deploy.sh staging', 'deploy.sh: working tree not clean ( M composer.lock) — commit or stash before deploying', 1],
    ],
  },
  // 8
  {
    machine: 'mac', project: 'quarry', start: '2026-12-07T09:00:00Z',
    steps: [
      ['prompt', 'queue-imports', 'ImportCsvJob has to go on the imports queue, horizon only gives that one the big-memory workers'],
      ['fail', 'x:artisan-migration-error', './vendor/bin/sail artisan migrate', "\n   INFO  Running migrations.  \n\n  2026_12_04_101500_create_import_rows_table ........................ 3.12ms FAIL\n\n   Illuminate\\Database\\QueryException \n\n  SQLSTATE[42S01]: Base table or view already exists: 1050 Table 'import_rows' already exists (Connection: mysql, SQL: create table `import_rows` (`id` bigint unsigned not null auto_increment primary key, `import_id` bigint unsigned not null, `payload` json not null, `created_at` timestamp null, `updated_at` timestamp null) default character set utf8mb4 collate 'utf8mb4_unicode_ci')", 1],
      ['fail', 'timeout-mac', 'timeout 60 ./vendor/bin/sail artisan horizon', 'zsh: command not found: timeout', 127, 'Run Horizon for a minute'],
      ['prompt', 'timeout-mac', "su mac non c'è timeout, usa gtimeout (coreutils)"],
    ],
  },
  // 9
  {
    machine: 'codex', project: 'quarry', start: '2026-12-07T13:30:00Z',
    steps: [
      ['fail', 'pnpm', 'npm install', ONLY_ALLOW, 1],
      ['agent', 'pnpm', 'used npm install; quarry uses pnpm (pnpm-lock.yaml) — run pnpm install / pnpm <script>'],
      ['fail', 'vite-build-script', 'pnpm run prod', PNPM_NO_SCRIPT('prod'), 1],
      ['prompt', 'vite-build-script', "that's the old mix script, with vite it's just `pnpm build`"],
    ],
  },
  // 10
  {
    machine: 'ci', project: 'quarry', start: '2026-12-08T07:30:00Z',
    steps: [
      ['fail', 'phpstan-memory', 'vendor/bin/phpstan analyse --no-progress --error-format=github', PHP_OOM('/workspace'), 255],
      ['agent', 'phpstan-memory', "phpstan OOMs at PHP's default 128M in quarry; always pass --memory-limit=1G (CI too)"],
      ['fail', 'x:pint-style', 'vendor/bin/pint --test', `
  ..⨯.......................................................

  ────────────────────────────────────────────────────────────────── Laravel  
    FAIL   ......................................... 58 files, 1 style issue  
  ⨯ app/Jobs/ImportCsvJob.php                      ordered_imports, no_unused_imports  `, 1],
      ['fail', 'x:pest-real-failure', 'vendor/bin/pest --ci', `
   FAIL  Tests\\Feature\\ImportCsvTest
  ✓ it imports a well-formed csv                                        0.41s  
  ⨯ it rejects a csv without a header row                               0.12s  
  ─────────────────────────────────────────────────────────────────────────────  
   FAILED  Tests\\Feature\\ImportCsvTest > it rejects a csv without a header row   
  Expected response status code [422] but received 500.
Failed asserting that 500 is identical to 422.

  at tests/Feature/ImportCsvTest.php:31
     27▕     $response = $this->actingAs($user)
     28▕         ->post('/imports', ['file' => $file]);
     29▕ 
  ➜  31▕     $response->assertStatus(422);

  Tests:    1 failed, 1 passed (3 assertions)
  Duration: 1.02s`, 1],
    ],
  },
  // 11
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-08T10:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'develop-branch', 'la rama base es develop che'],
      ['prompt', 'x:pt-migration', 'pode renomear a coluna `origem` para `source` na migration nova?'],
    ],
  },
  // 12
  {
    machine: 'linux', project: 'quarry', start: '2026-12-08T15:00:00Z',
    steps: [
      ['fail', 'sail-artisan', 'php artisan queue:failed', LARAVEL_2002('Temporary failure in name resolution', 'select * from `failed_jobs` order by `id` desc'), 1, 'List failed jobs'],
      ['prompt', 'sail-artisan', 'otra vez php artisan pelado... va con ./vendor/bin/sail artisan'],
      ['fail', 'redis-cli', 'redis-cli info memory', "Command 'redis-cli' not found, but can be installed with:\n\nsudo apt install redis-tools", 127],
      ['prompt', 'redis-cli', 'redis lives in sail: ./vendor/bin/sail redis'],
    ],
  },
  // 13
  {
    machine: 'mac', project: 'quarry', start: '2026-12-09T09:20:00Z',
    steps: [
      ['fail', 'db-quarry', './vendor/bin/sail exec mysql mysqldump -u sail -ppassword laravel > /tmp/dump.sql', "mysqldump: [Warning] Using a password on the command line interface can be insecure.\nmysqldump: Got error: 1049: Unknown database 'laravel' when selecting the database", 2, 'Dump the local database'],
      ['prompt', 'db-quarry', "db's called quarry, laravel was the sail default we renamed"],
      ['fail', 'x:db-duplicate', './vendor/bin/sail artisan db:seed', "\n   INFO  Seeding database.  \n\n  Database\\Seeders\\UserSeeder ........................................ RUNNING  \n\n   Illuminate\\Database\\UniqueConstraintViolationException \n\n  SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'admin@quarry.test' for key 'users.users_email_unique' (Connection: mysql, SQL: insert into `users` (`name`, `email`, `password`, `updated_at`, `created_at`) values (Admin, admin@quarry.test, $2y$12$Qm, 2026-12-09 09:31:04, 2026-12-09 09:31:04))", 1],
      ['ok', './vendor/bin/sail artisan migrate:fresh --seed'],
      ['prompt', 'migrate-fresh', 'never migrate:fresh on the local db, it nukes the quarry fixtures we imported by hand. plain migrate'],
    ],
  },
  // 14
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-09T14:00:00Z',
    steps: [
      ['fail', 'sed-i-bsd', `sed -i 's/"vite": "^4/"vite": "^5/' package.json`, 'sed: 1: "package.json": extra characters at the end of p command', 1],
      ['prompt', 'sed-i-bsd', "again the sed thing. -i ''"],
      ['fail', 'find-printf', "find storage/app/imports -type f -printf '%T@ %p\\n'", FIND_PRINTF, 1, 'Newest uploaded files'],
      ['prompt', 'find-printf', 'bsd find, no -printf. stat -f or gfind'],
    ],
  },
  // 15
  {
    machine: 'linux', project: 'quarry', start: '2026-12-10T09:00:00Z',
    steps: [
      ['fail', 'force-with-lease', 'git push -f origin develop', `remote: error: GH006: Protected branch update failed for refs/heads/develop.
remote: error: Cannot force-push to this branch
To ${GH}
 ! [remote rejected] develop -> develop (protected branch hook declined)
error: failed to push some refs to '${GH}'`, 1],
      ['prompt', 'force-with-lease', 'WHOA. no force pushing develop, ever'],
      ['fail', 'x:branch-nonff', 'git push origin develop', `To ${GH}
 ! [rejected]        develop -> develop (fetch first)
error: failed to push some refs to '${GH}'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`, 1],
      ['prompt', 'x:horizon-dashboard', 'the horizon dashboard should only be visible to admins on staging, gate it in HorizonServiceProvider'],
    ],
  },
  // 16
  {
    machine: 'mac', project: 'quarry', start: '2026-12-10T13:00:00Z',
    steps: [
      ['fail', 'deploy-wrapper', 'envoy run deploy --env=staging', 'zsh: command not found: envoy', 127, 'Deploy to staging'],
      ['prompt', 'deploy-wrapper', 'deploys go through ./deploy.sh, it pings envoyer and warms the caches'],
      ['prompt', 'horizon-terminate', "after a deploy it's horizon:terminate — queue:restart doesn't touch horizon's supervisors"],
      ['prompt', 'x:it-pest-test', 'aggiungi un test Pest per il caso in cui il file CSV è vuoto'],
    ],
  },
  // 17
  {
    machine: 'codex', project: 'quarry', start: '2026-12-11T08:00:00Z',
    steps: [
      ['fail', 'pest', './vendor/bin/sail phpunit --filter CsvRow', PHPUNIT_ON_PEST('test', 'tests/Unit/CsvRowTest.php', 5), 2],
      ['agent', 'pest', "ran phpunit on quarry's Pest tests; use `./vendor/bin/sail pest` (or `sail artisan test`)"],
      ['fail', 'x:sed-typo', "sed -i 's/QUEUE_CONNECTION=sync/QUEUE_CONNECTION=redis' .env.testing", "sed: -e expression #1, char 47: unterminated `s' command", 1],
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.yml exec laravel.test php -v', '/bin/bash: line 1: docker-compose: command not found', 127],
      ['agent', 'compose-v2', "docker-compose (v1) isn't installed; use `docker compose` (v2 plugin)"],
    ],
  },
  // 18
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-11T11:00:00Z',
    steps: [
      ['fail', 'ci-workflow-name', 'gh workflow run tests.yml --ref develop', 'could not find any workflows named tests.yml', 1],
      ['prompt', 'ci-workflow-name', 'the workflow file is ci.yml'],
      ['fail', 'sha256sum', 'sha256sum storage/backups/quarry-2026-12-10.sql.gz', 'zsh: command not found: sha256sum', 127, 'Checksum the backup'],
      ['prompt', 'sha256sum', 'mac: shasum -a 256'],
    ],
  },
  // 19
  {
    machine: 'linux', project: 'quarry', start: '2026-12-14T09:30:00Z',
    steps: [
      ['fail', 'wsl-mnt-c', 'git -C /mnt/c/Users/lucia/code/quarry status', "fatal: detected dubious ownership in repository at '/mnt/c/Users/lucia/code/quarry'\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /mnt/c/Users/lucia/code/quarry", 128],
      ['prompt', 'wsl-mnt-c', 'keep the checkout in ~/ inside WSL, /mnt/c is dead slow with sail and breaks perms'],
      ['ok', 'git clone git@github.com:quarry-team/quarry.git ~/quarry'],
      ['fail', 'x:sail-no-vendor', './vendor/bin/sail up -d', 'bash: ./vendor/bin/sail: No such file or directory', 127],
      ['ok', 'docker run --rm -u "$(id -u):$(id -g)" -v "$(pwd):/var/www/html" -w /var/www/html laravelsail/php83-composer:latest composer install --ignore-platform-reqs'],
      ['prompt', 'x:pl-index', 'dodaj indeks na kolumnie imported_at w tabeli imports'],
    ],
  },
  // 20
  {
    machine: 'mac', project: 'quarry', start: '2026-12-14T14:00:00Z',
    steps: [
      ['fail', 'mysql-client', "mysql -u sail -ppassword quarry -e 'show tables'", 'zsh: command not found: mysql', 127, 'List tables'],
      ['prompt', 'mysql-client', "use sail mysql, it's already logged into the right db"],
      ['fail', 'date-d', "date -d @1733900000 '+%Y-%m-%d %H:%M'", DATE_D, 1],
      ['prompt', 'date-d', "again?? it's a mac. date -r 1733900000"],
      ['prompt', 'x:date-format', 'dates in the import report should be dd/mm/yyyy for the AR customers'],
    ],
  },
  // 21
  {
    machine: 'codex', project: 'quarry', start: '2026-12-15T09:00:00Z',
    steps: [
      ['fail', 'composer-in-sail', 'composer require spatie/laravel-query-builder', COMPOSER_REQUIRE_PHP('spatie/laravel-query-builder', '8.1.2'), 2],
      ['agent', 'composer-in-sail', 'ran composer on the host (PHP 8.1); quarry needs PHP 8.3 → always `./vendor/bin/sail composer …`'],
      ['fail', 'x:composer-conflict', './vendor/bin/sail composer require spatie/laravel-data:^3.0', `./composer.json has been updated
Running composer update spatie/laravel-data
Loading composer repositories with package information
Updating dependencies
Your requirements could not be resolved to an installable set of packages.

  Problem 1
    - spatie/laravel-data[3.0.0, ..., 3.12.0] require illuminate/contracts ^9.30|^10.0 -> found illuminate/contracts[v9.30.0, ..., v9.52.16, v10.0.0, ..., v10.48.22] but these were not loaded, likely because it conflicts with another require.
    - Root composer.json requires spatie/laravel-data ^3.0 -> satisfiable by spatie/laravel-data[3.0.0, ..., 3.12.0].


Installation failed, reverting ./composer.json and ./composer.lock to their original content.`, 2],
      ['fail', 'phpstan-memory', 'vendor/bin/phpstan analyse app', PHP_OOM('/home/dev/quarry'), 255],
      ['prompt', 'phpstan-memory', 'faltou o --memroy-limit=1G de novo no phpstan'],
      ['fail', 'x:vite-syntax', 'pnpm build', `
> quarry@ build /home/dev/quarry
> vite build

vite v5.4.11 building for production...
✓ 112 modules transformed.
x Build failed in 1.84s
error during build:
[vite:vue] [plugin vite:vue] resources/js/Pages/Imports/Index.vue (48:9): Element is missing end tag.
file: /home/dev/quarry/resources/js/Pages/Imports/Index.vue:48:9
 ELIFECYCLE  Command failed with exit code 1.`, 1],
    ],
  },
  // 22
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-15T13:00:00Z',
    steps: [
      ['fail', 'timeout-mac', 'timeout 30s pnpm dev', 'zsh: command not found: timeout', 127],
      ['agent', 'timeout-mac', 'macOS has no `timeout`; use `gtimeout` from Homebrew coreutils'],
      ['fail', 'grep-P', "grep -oP '(?<=APP_VERSION=).*' .env", GREP_P, 2],
      ['prompt', 'grep-P', 'grep -P não existe no mac, usa rg'],
    ],
  },
  // 23
  {
    machine: 'linux', project: 'quarry', start: '2026-12-16T10:00:00Z',
    steps: [
      ['fail', 'sail-path', "sail artisan tinker --execute='App\\Models\\Import::count()'", 'sail: command not found', 127],
      ['prompt', 'sail-path', 'aqui não tem alias, é ./vendor/bin/sail mesmo'],
      ['agent', 'sail-path', 'there is no `sail` alias on the team machines; call Sail as `./vendor/bin/sail`'],
      ['fail', 'x:redis-conn', './vendor/bin/sail artisan horizon', '\n   Predis\\Connection\\ConnectionException \n\n  Connection refused [tcp://127.0.0.1:6379]\n\n  at vendor/predis/predis/src/Connection/AbstractConnection.php:144', 1],
      ['prompt', 'x:retry-backoff', 'can you add a retry with backoff to ImportCsvJob? it keeps dying on the 200MB files'],
      ['prompt', 'queue-imports', 'la cola es imports, no default'],
      ['fail', 'pint', './vendor/bin/php-cs-fixer fix app/', 'bash: ./vendor/bin/php-cs-fixer: No such file or directory', 127],
      ['prompt', 'pint', 'el formateo es con pint, fijate en pint.json'],
    ],
  },
  // 24
  {
    machine: 'mac', project: 'quarry', start: '2026-12-16T15:00:00Z',
    steps: [
      ['ok', './vendor/bin/sail artisan migrate:fresh'],
      ['prompt', 'migrate-fresh', 'NO migrate:fresh!! perdí todos los datos de prueba'],
      ['agent', 'migrate-fresh', 'ran `artisan migrate:fresh` and wiped the dev data; in quarry use `migrate` (or `migrate:rollback --step=1`)'],
      ['fail', 'x:migrate-prod', './vendor/bin/sail artisan migrate', '\n                                                              \n   APPLICATION IN PRODUCTION.  \n\n  Are you sure you want to run this command? (yes/no) [no]\n  ❯ \n\n   WARN  Command cancelled.', 1],
      ['ok', './vendor/bin/sail exec redis redis-cli FLUSHALL'],
      ['prompt', 'redis-flushall', "DON'T flushall redis — horizon state and the sessions live there. cache:clear is enough"],
      ['agent', 'redis-flushall', 'never FLUSHALL Redis in quarry (Horizon + sessions share it); use `./vendor/bin/sail artisan cache:clear`'],
    ],
  },
  // 25
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-17T09:30:00Z',
    steps: [
      ['fail', 'pint', 'php-cs-fixer fix --dry-run --diff', 'zsh: command not found: php-cs-fixer', 127, 'Check code style'],
      ['prompt', 'pint', "we format with pint, php-cs-fixer isn't installed"],
      ['fail', 'find-printf', "find . -name '*.csv' -newermt '2026-12-01' -printf '%s %p\\n'", FIND_PRINTF, 1],
      ['agent', 'find-printf', "macOS find has no -printf; use `gfind` or `stat -f '%m %N'`"],
    ],
  },
  // 26
  {
    machine: 'codex', project: 'quarry', start: '2026-12-17T13:00:00Z',
    steps: [
      ['fail', 'node-20', 'pnpm install', ` ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)

Your Node version is incompatible with "/home/dev/quarry".

Expected version: >=20.11
Got: v18.19.1

This is happening because the package's manifest has an engines.node field specified.
To fix this issue, install the required Node version.`, 1],
      ['prompt', 'node-20', 'node 20, cara. nvm use antes'],
      ['ok', 'source ~/.nvm/nvm.sh && nvm use && pnpm install'],
      ['fail', 'develop-branch', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['agent', 'develop-branch', 'quarry has no `main` branch; PRs and rebases target `develop`'],
    ],
  },
  // 27
  {
    machine: 'linux', project: 'quarry', start: '2026-12-18T09:00:00Z',
    steps: [
      ['ok', 'git push --force origin feat/QRY-231-horizon-tags'],
      ['prompt', 'force-with-lease', 'nada de push --force; si hace falta, --force-with-lease y solo en tu rama'],
      ['fail', 'deploy-wrapper', 'forge deploy quarry-staging', 'forge: command not found', 127],
      ['prompt', 'deploy-wrapper', 'deploy é sempre pelo ./deploy.sh'],
      ['agent', 'deploy-wrapper', 'deploy quarry only via `./deploy.sh <env>` — not the envoy/forge CLIs'],
      ['fail', 'deploy-env-staging', './deploy.sh stg --branch develop', DEPLOY_ENV('stg'), 2],
      ['prompt', 'deploy-env-staging', 'es staging, sin abreviar'],
      ['ok', './deploy.sh staging --branch develop'],
    ],
  },
  // 28
  {
    machine: 'mac', project: 'quarry', start: '2026-12-18T14:00:00Z',
    steps: [
      ['fail', 'sha256sum', 'sha256sum -c quarry-backup.sha256', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256sum', 'shasum -a 256 on mac ffs'],
      ['fail', 'x:sha-mismatch', 'shasum -a 256 -c quarry-backup.sha256', 'quarry-backup.sql.gz: FAILED\nshasum: WARNING: 1 computed checksum did NOT match', 1],
      ['ok', './vendor/bin/sail php vendor/bin/phpstan analyse --memory-limit=1G --generate-baseline'],
      ['prompt', 'phpstan-baseline', 'no new entries in phpstan-baseline.neon, fix the types instead'],
      ['agent', 'phpstan-baseline', "regenerated phpstan-baseline.neon to hide new errors; quarry's baseline must not grow — fix the reported types"],
    ],
  },
  // 29
  {
    machine: 'linux', project: 'quarry', start: '2026-12-21T09:00:00Z',
    steps: [
      ['fail', 'db-quarry', "./vendor/bin/sail exec mysql mysql -usail -ppassword -e 'select count(*) from laravel.imports'", "mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1049 (42000): Unknown database 'laravel'", 1],
      ['prompt', 'db-quarry', 'il database si chiama quarry, non laravel'],
      ['fail', 'mysql-client', 'mysql -u sail quarry', "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)", 1],
      ['prompt', 'mysql-client', 'sail mysql, não o cliente do host'],
      ['fail', 'x:mysql-access', './vendor/bin/sail mysql', "ERROR 1045 (28000): Access denied for user 'sail'@'localhost' (using password: YES)", 1],
    ],
  },
  // 30
  {
    machine: 'codex', project: 'quarry', start: '2026-12-21T14:00:00Z',
    steps: [
      ['agent', 'queue-imports', "dispatched ImportCsvJob on the default queue; quarry's import jobs go on the `imports` queue (->onQueue('imports'))"],
      ['fail', 'x:pnpm-network', 'pnpm install', ` WARN  GET https://registry.npmjs.org/@vitejs%2Fplugin-vue error (ETIMEDOUT). Will retry in 10 seconds. 2 retries left.
 ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@vitejs%2Fplugin-vue: request to https://registry.npmjs.org/@vitejs%2Fplugin-vue failed, reason: connect ETIMEDOUT 104.16.3.35:443`, 1],
      ['fail', 'redis-cli', 'redis-cli -h 127.0.0.1 llen queues:imports', '/bin/bash: line 1: redis-cli: command not found', 127],
      ['agent', 'redis-cli', 'no redis-cli on the host; use `./vendor/bin/sail redis` or `./vendor/bin/sail exec redis redis-cli …`'],
      ['fail', 'vite-build-script', 'pnpm run production', PNPM_NO_SCRIPT('production'), 1],
      ['prompt', 'vite-build-script', 'não existe mais prod/production, é pnpm build'],
    ],
  },
  // 31
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-22T09:00:00Z',
    steps: [
      ['ok', './vendor/bin/sail artisan queue:restart'],
      ['prompt', 'horizon-terminate', 'con horizon si usa horizon:terminate, non queue:restart'],
      ['agent', 'horizon-terminate', 'ran queue:restart to reload workers; quarry runs Horizon — restart it with `artisan horizon:terminate`'],
      ['fail', 'sed-i-bsd', `sed -i 's/"php": "^8.2"/"php": "~8.3.0"/' composer.json`, 'sed: 1: "composer.json": command c expects \\ followed by text', 1],
      ['prompt', 'sed-i-bsd', "su mac sed -i vuole l'argomento vuoto: sed -i ''"],
      ['prompt', 'x:timeout-request', 'the import test is flaky on CI, can you raise the http timeout in ImportClient to 30s'],
    ],
  },
  // 32
  {
    machine: 'linux', project: 'quarry', start: '2026-12-22T14:00:00Z',
    steps: [
      ['fail', 'x:find-perm', "find storage -name '*.log' -mtime +7 -delete", 'find: ‘storage/logs/horizon’: Permission denied', 1],
      ['fail', 'wsl-mnt-c', 'chmod -R 775 /mnt/c/Users/marek/code/quarry/storage', "chmod: changing permissions of '/mnt/c/Users/marek/code/quarry/storage': Operation not permitted", 1],
      ['prompt', 'wsl-mnt-c', 'no labures en /mnt/c, cloná en el home de WSL'],
      ['fail', 'x:wsl-clock', './vendor/bin/sail composer update laravel/framework', `Loading composer repositories with package information
                                                                                                                        
In CurlDownloader.php line 390:
                                                                                                                        
  curl error 60 while downloading https://repo.packagist.org/packages.json: SSL certificate problem: certificate is not yet valid  
                                                                                                                        `, 100],
      ['fail', 'compose-v2', 'docker-compose down -v', 'bash: line 1: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'docker-compose z myślnikiem już nie ma, używaj docker compose'],
      ['prompt', 'migrate-fresh', 'bez migrate:fresh proszę, zwykłe migrate wystarczy'],
    ],
  },
  // 33
  {
    machine: 'mac', project: 'quarry', start: '2026-12-23T09:00:00Z',
    steps: [
      ['prompt', 'redis-flushall', 'nada de FLUSHALL no redis, usa artisan cache:clear'],
      ['fail', 'x:cache-clear', './vendor/bin/sail artisan cache:clear', '\n   ERROR  Failed to clear cache. Make sure you have the appropriate permissions.', 1],
      ['prompt', 'phpstan-baseline', 'el baseline no se toca, arreglá los tipos'],
      ['fail', 'pest', './vendor/bin/sail php vendor/bin/phpunit --testsuite Feature', PHPUNIT_ON_PEST('uses', 'tests/Pest.php', 14), 2],
      ['prompt', 'pest', 'i test sono in Pest, lancia sail pest'],
    ],
  },
  // 34
  {
    machine: 'codex', project: 'quarry', start: '2026-12-23T13:00:00Z',
    steps: [
      ['agent', 'force-with-lease', 'never `git push --force`; on own feature branches use `--force-with-lease`, never on develop'],
      ['fail', 'ci-workflow-name', 'gh workflow view test', 'could not find any workflows named test', 1],
      ['prompt', 'ci-workflow-name', 'wrong name again, el workflow se llama ci.yml'],
      ['ok', 'gh workflow view ci.yml'],
    ],
  },
  // 35
  {
    machine: 'ci', project: 'quarry', start: '2026-12-28T07:00:00Z',
    steps: [
      ['fail', 'pnpm', 'npm ci', NPM_CI('/root'), 1],
      ['fail', 'x:ci-mysql-not-ready', 'vendor/bin/pest --ci', `
   FAIL  Tests\\Feature\\ImportCsvTest
  ⨯ it imports a well-formed csv                                        0.08s  
  ─────────────────────────────────────────────────────────────────────────────  
   FAILED  Tests\\Feature\\ImportCsvTest > it imports a well-formed csv   QueryException   
  SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select exists (select 1 from information_schema.tables where table_schema = 'testing' and table_name = 'migrations' and table_type in ('BASE TABLE', 'SYSTEM VERSIONED')) as \`exists\`)

  Tests:    1 failed (0 assertions)
  Duration: 0.31s`, 2],
    ],
  },
  // 36
  {
    machine: 'mac2', project: 'quarry', start: '2026-12-28T10:00:00Z',
    steps: [
      ['ok', 'git diff .github/workflows/ci.yml'],
      ['prompt', 'pnpm', 'acá usamos pnpm, no npm — en el workflow de CI también'],
      ['fail', 'x:pest-coverage', './vendor/bin/sail pest --coverage', '\n   ERROR  No code coverage driver is available.', 1],
      ['fail', 'composer-in-sail', 'composer require spatie/laravel-query-builder', COMPOSER_REQUIRE_PHP('spatie/laravel-query-builder', '8.4.2'), 2],
      ['prompt', 'composer-in-sail', "composer va lanciato dentro sail (php 8.3), non sull'host"],
    ],
  },
  // 37
  {
    machine: 'linux', project: 'quarry', start: '2026-12-29T09:00:00Z',
    steps: [
      ['fail', 'sail-artisan', 'php artisan horizon:status', 'PHP Fatal error:  Composer detected issues in your platform: Your Composer dependencies require a PHP version ">= 8.3.0". You are running 8.1.2. in /home/dev/quarry/vendor/composer/platform_check.php on line 24', 255],
      ['prompt', 'sail-artisan', 'roda pelo sail, php artisan no host não funciona aqui'],
      ['ok', './vendor/bin/sail artisan horizon:status'],
    ],
  },
];
