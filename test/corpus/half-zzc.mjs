// Half ZZC of the evaluation corpus, written blind (only issue 10, the corpus README, build.mjs and
// the head of half-d.mjs were read): "bramble", a Laravel 11 SaaS under Sail (MySQL 8, Redis,
// Horizon, Vite/Inertia/Vue 3, Pest, Larastan, Pint; Forge and Envoyer), on WSL2 and Windows shells,
// macOS (one dev with Herd) and Linux Mint. The team writes English, Romanian, Greek and Spanish.

const HOST_MYSQL = (reason) => `
   Illuminate\\Database\\QueryException 

  SQLSTATE[HY000] [2002] php_network_getaddresses: getaddrinfo for mysql failed: ${reason} (Connection: mysql, SQL: select exists (select 1 from information_schema.tables where table_schema = 'bramble' and table_name = 'migrations' and table_type in ('BASE TABLE', 'SYSTEM VERSIONED')) as \`exists\`)

  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:825
    821▕                     $this->getName(), $query, $this->prepareBindings($bindings), $e
    822▕                 );
    823▕             }
    824▕ 
  ➜ 825▕             throw new QueryException(
    826▕                 $this->getName(), $query, $this->prepareBindings($bindings), $e
    827▕             );
    828▕         }
    829▕     }

      +41 vendor frames 
  42  artisan:13
      Illuminate\\Foundation\\Application::handleCommand()`;

const PS51_NF = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(name.length)}
    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
`;

const PS7_NF = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const COMMITLINT = (input, problems) => `⧗   input: ${input}
${problems.map((p) => `✖   ${p}`).join('\n')}

✖   found ${problems.length} problems, 0 warnings
ⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint

husky - commit-msg script failed (code 1)`;

const BSD_DATE_USAGE = `usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const GH006 = (flag) => `remote: error: GH006: Protected branch update failed for refs/heads/develop.
remote: error: Cannot force-push to this branch
To github.com:bramble-app/bramble.git
 ! [remote rejected] ${flag} (protected branch hook declined)
error: failed to push some refs to 'github.com:bramble-app/bramble.git'`;

const COMPOSER_HOST_81 = `Installing dependencies from lock file (including require-dev)
Verifying lock file contents can be installed on current platform.
Your lock file does not contain a compatible set of packages. Please run composer update.

  Problem 1
    - laravel/framework is locked to version v11.38.2 and an update of this package was not requested.
    - laravel/framework v11.38.2 requires php ^8.2 -> your php version (8.1.2) does not satisfy that requirement.
  Problem 2
    - laravel/horizon is locked to version v5.30.1 and an update of this package was not requested.
    - laravel/horizon v5.30.1 requires ext-pcntl * -> it is missing from your system. Install or enable PHP's pcntl extension.
  Problem 3
    - pestphp/pest is locked to version v3.7.1 and an update of this package was not requested.
    - pestphp/pest v3.7.1 requires php ^8.2.0 -> your php version (8.1.2) does not satisfy that requirement.

To enable extensions, verify that they are enabled in your .ini files:
    - /etc/php/8.1/cli/php.ini
    - /etc/php/8.1/cli/conf.d/10-mysqlnd.ini
    - /etc/php/8.1/cli/conf.d/10-opcache.ini
    - /etc/php/8.1/cli/conf.d/10-pdo.ini
You can also run \`php --ini\` in a terminal to see which files are used by PHP in CLI mode.
Alternatively, you can run Composer with \`--ignore-platform-req=ext-pcntl\` to temporarily ignore these required extensions.`;

const REMOVE_ITEM_51 = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ ${line}
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand
`;

const PEST_FAIL_DATE = `
   FAIL  Tests\\Feature\\InvoiceExportTest
  ✓ it requires authentication                                           0.21s  
  ⨯ it exports invoices as csv                                           0.47s  
  ────────────────────────────────────────────────────────────────────────────  
   FAILED  Tests\\Feature\\InvoiceExportTest > it exports invoices as csv          
  Failed asserting that two strings are identical.
  -'2026-03-01,INV-1042,1250.00'
  +'01/03/2026,INV-1042,1250.00'

  at tests/Feature/InvoiceExportTest.php:34
     30▕     $response = $this->actingAs($user)->get(route('invoices.export'));
     31▕ 
     32▕     $lines = explode("\\n", trim($response->streamedContent()));
     33▕ 
  ➜  34▕     expect($lines[1])->toBe('2026-03-01,INV-1042,1250.00');
     35▕ });

  Tests:    1 failed, 1 passed (3 assertions)
  Duration: 1.12s
`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'bramble', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'sail-artisan', 'php artisan migrate', HOST_MYSQL('Temporary failure in name resolution'), 1, 'Run pending migrations'],
      ['prompt', 'sail-artisan', 'artisan prin sail, pe host n-avem php 8.3 și nici mysql. ./vendor/bin/sail artisan migrate'],
      ['ok', './vendor/bin/sail artisan migrate'],
      ['fail', 'x:migrate-table-exists', './vendor/bin/sail artisan migrate', "\n   INFO  Running migrations.  \n\n  2026_02_27_101500_create_invoice_lines_table .................. 8.41ms FAIL\n\n   Illuminate\\Database\\QueryException \n\n  SQLSTATE[42S01]: Base table or view already exists: 1050 Table 'invoice_lines' already exists (Connection: mysql, SQL: create table `invoice_lines` (`id` bigint unsigned not null auto_increment primary key, `invoice_id` bigint unsigned not null, `description` varchar(255) not null, `amount` decimal(12, 2) not null, `created_at` timestamp null, `updated_at` timestamp null) default character set utf8mb4 collate 'utf8mb4_unicode_ci')\n\n  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:825", 1],
      ['prompt', 'x:ro-test-request', 'pune și un test pentru factura anulată, te rog — să verifice că nu mai apare în export'],
    ],
  },
  {
    machine: 'mac', project: 'bramble', start: '2026-03-02T14:10:00Z',
    steps: [
      ['fail', 'not-herd', 'curl -s http://bramble.test/api/health', 'curl: (6) Could not resolve host: bramble.test', 6, 'Check the local app responds'],
      ['prompt', 'not-herd', 'bramble no está en Herd, corre con sail en http://localhost. Herd lo tengo para otros proyectos nomás'],
      ['fail', 'sed-i-mac', "sed -i 's#APP_URL=http://bramble.test#APP_URL=http://localhost#' .env", 'sed: 1: ".env": invalid command code .', 1, 'Point APP_URL at localhost'],
      ['agent', 'sed-i-mac', "sed -i without a suffix fails on macOS (BSD sed took .env as the command); on the Macs use sed -i '' 's/…/…/' file"],
      ['ok', "sed -i '' 's#APP_URL=http://bramble.test#APP_URL=http://localhost#' .env"],
    ],
  },
  {
    machine: 'wsl', project: 'bramble', start: '2026-03-03T07:55:00Z',
    steps: [
      ['fail', 'sail-path', 'sail up -d', '/bin/bash: line 1: sail: command not found', 127, 'Start the containers'],
      ['prompt', 'sail-path', 'δεν έχω alias για sail εδώ, γράψε ./vendor/bin/sail'],
      ['fail', 'sail-npm', 'npm run dev', "\n> dev\n> vite\n\nYou are using Node.js 18.19.1. Vite requires Node.js version 20.19+ or 22.12+. Please upgrade your Node.js version.\nerror when starting dev server:\nTypeError: crypto.hash is not a function\n    at getHash (file:///home/yuki/bramble/node_modules/vite/dist/node/chunks/dep-Bj7gA1-0.js:2788:21)", 1, 'Start the Vite dev server'],
      ['prompt', 'sail-npm', "node on the host is whatever ubuntu shipped, ignore it. npm goes through sail like everything else: ./vendor/bin/sail npm run dev"],
      ['ok', './vendor/bin/sail npm run dev'],
    ],
  },
  {
    machine: 'codex', project: 'bramble', start: '2026-03-03T10:20:00Z',
    steps: [
      ['fail', 'conventional-commits', 'git commit -m "Add invoice CSV export"', COMMITLINT('Add invoice CSV export', ['subject may not be empty [subject-empty]', 'type may not be empty [type-empty]']), 1],
      ['prompt', 'conventional-commits', 'feat(billing): add invoice csv export. type prefix, lowercase'],
      ['fail', 'x:push-non-ff', 'git push origin feat/BRM-377-invoice-csv-export', "To github.com:bramble-app/bramble.git\n ! [rejected]        feat/BRM-377-invoice-csv-export -> feat/BRM-377-invoice-csv-export (non-fast-forward)\nerror: failed to push some refs to 'github.com:bramble-app/bramble.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feat/BRM-377-invoice-csv-export && git push origin feat/BRM-377-invoice-csv-export'],
    ],
  },
  {
    machine: 'mac2', project: 'bramble', start: '2026-03-04T09:00:00Z',
    steps: [
      ['fail', 'sail-path', 'sail artisan test', '(eval):1: command not found: sail', 127, 'Run the test suite'],
      ['prompt', 'sail-path', 'no sail alias on my machine, use the full ./vendor/bin/sail path'],
      ['fail', 'pest', './vendor/bin/sail php vendor/bin/phpunit --filter InvoiceExport', "PHP Fatal error:  Uncaught Error: Call to undefined function it() in /var/www/html/tests/Feature/InvoiceExportTest.php:7\nStack trace:\n#0 /var/www/html/vendor/phpunit/phpunit/src/Util/FileLoader.php(66): include_once()\n#1 /var/www/html/vendor/phpunit/phpunit/src/Util/FileLoader.php(54): PHPUnit\\Util\\FileLoader::load('/var/www/html/t...')\n#2 {main}\n  thrown in /var/www/html/tests/Feature/InvoiceExportTest.php on line 7", 255],
      ['prompt', 'pest', 'these are pest tests, not phpunit classes. ./vendor/bin/sail pest --filter=...'],
      ['fail', 'x:pest-assert', './vendor/bin/sail pest --filter=InvoiceExport', PEST_FAIL_DATE, 1],
      ['prompt', 'x:iso-dates', 'export dates should be ISO 8601 (Y-m-d), not the locale format. accountants import it into excel'],
    ],
  },
  {
    machine: 'winps', project: 'bramble', start: '2026-03-04T13:30:00Z',
    steps: [
      ['fail', 'wsl-only', 'php artisan migrate', PS51_NF('php', 'php artisan migrate'), 1],
      ['prompt', 'wsl-only', 'estás en PowerShell. bramble vive en el Ubuntu de WSL, todo se corre desde esa terminal'],
      ['ok', 'wsl -d Ubuntu --cd ~/bramble -- ./vendor/bin/sail artisan migrate'],
      ['fail', 'ps-rm-rf', 'rm -rf C:\\Users\\joao\\bramble-old\\node_modules', REMOVE_ITEM_51('rm -rf C:\\Users\\joao\\bramble-old\\node_modules'), 1, 'Free disk space from the stale Windows clone'],
      ['prompt', 'ps-rm-rf', 'rm -rf is bash syntax. powershell: Remove-Item -Recurse -Force <path>'],
      ['ok', 'Remove-Item -Recurse -Force C:\\Users\\joao\\bramble-old\\node_modules'],
    ],
  },
  {
    machine: 'linux', project: 'bramble', start: '2026-03-05T08:15:00Z',
    steps: [
      ['fail', 'sail-composer', 'composer install', COMPOSER_HOST_81, 2, 'Install PHP dependencies'],
      ['prompt', 'sail-composer', "composer only inside the container — ./vendor/bin/sail composer install. the host php is 8.1, it doesn't matter"],
      ['fail', 'x:nova-auth', './vendor/bin/sail composer install', "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nPackage operations: 1 install, 0 updates, 0 removals\n  - Downloading laravel/nova (v5.2.1)\n    Failed to download laravel/nova from dist: The 'https://nova.laravel.com/dist/laravel/nova/laravel-nova-b1f7c2.zip' URL required authentication (HTTP 401).\nYou must be using the interactive console to authenticate\n\nIn AuthHelper.php line 128:\n                                                                              \n  Invalid credentials for 'https://nova.laravel.com/dist/laravel/nova/laravel-nova-b1f7c2.zip', aborting.  \n", 100],
      ['ok', './vendor/bin/sail composer config http-basic.nova.laravel.com "$NOVA_USERNAME" "$NOVA_LICENSE_KEY" && ./vendor/bin/sail composer install'],
    ],
  },
  {
    machine: 'mac', project: 'bramble', start: '2026-03-05T15:00:00Z',
    steps: [
      ['fail', 'date-d-mac', "date -d '+30 days' +%Y-%m-%d", `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1, 'Compute the due date for the fixture'],
      ['prompt', 'date-d-mac', 'en mac date no tiene -d. date -v+30d +%F y listo'],
      ['fail', 'x:sed-re-error', "sed -E 's/(INV-[0-9]+/\\1/' storage/app/exports/invoices.csv", 'sed: 1: "s/(INV-[0-9]+/\\1/": RE error: parentheses not balanced', 1],
      ['prompt', 'x:es-translations', 'agrega las traducciones de la pantalla de facturas en lang/es.json, el cliente de Bogotá las pidió'],
    ],
  },
  {
    machine: 'wsl', project: 'bramble', start: '2026-03-06T08:00:00Z',
    steps: [
      ['fail', 'wsl-home', 'cd /mnt/c/Users/andrei/code/bramble && git status', "fatal: detected dubious ownership in repository at '/mnt/c/Users/andrei/code/bramble'\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /mnt/c/Users/andrei/code/bramble", 128],
      ['prompt', 'wsl-home', 'aia e clona veche de pe /mnt/c. lucrăm în ~/bramble din WSL, e de zece ori mai rapid și n-are problemele astea'],
      ['fail', 'crlf', './vendor/bin/sail up -d', "/usr/bin/env: ‘bash\\r’: No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines", 127],
      ['prompt', 'crlf', 'CRLF line endings again. git config core.autocrlf input and check it out again, the file has \\r in it'],
      ['ok', 'git config --global core.autocrlf input && git rm -rq --cached . && git reset -q --hard'],
    ],
  },
  {
    machine: 'codex', project: 'bramble', start: '2026-03-06T11:30:00Z',
    steps: [
      ['fail', 'phpstan-memory', './vendor/bin/sail php vendor/bin/phpstan analyse', "Note: Using configuration file /var/www/html/phpstan.neon.\n 412/631 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓░░░░░░░░░░]  65%\n\nPHPStan process crashed because it reached configured PHP memory limit: 128M\nIncrease your memory limit in php.ini or run PHPStan with --memory-limit CLI option.", 1],
      ['prompt', 'phpstan-memory', 'phpstan always with --memory-limit=2G, larastan eats memory'],
      ['fail', 'x:larastan-real', './vendor/bin/sail php vendor/bin/phpstan analyse --memory-limit=2G', "Note: Using configuration file /var/www/html/phpstan.neon.\n 631/631 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n ------ ---------------------------------------------------------------\n  Line   app/Http/Controllers/InvoiceExportController.php\n ------ ---------------------------------------------------------------\n  42     Access to an undefined property App\\Models\\Invoice::$totl.\n         🪪  property.notFound\n         💡 Learn more: https://phpstan.org/blog/solving-phpstan-access-to-undefined-property\n ------ ---------------------------------------------------------------\n\n [ERROR] Found 1 error", 1],
      ['prompt', 'x:el-index', 'πρόσθεσε και ένα index στο invoices.customer_id, το export κάνει full table scan'],
    ],
  },
  {
    machine: 'mac2', project: 'bramble', start: '2026-03-09T09:20:00Z',
    steps: [
      ['prompt', 'x:phpstan-level', 'bump larastan to level 6 in phpstan.neon, we fixed the level 5 stuff'],
      ['fail', 'sed-i-mac', "sed -i 's/level: 5/level: 6/' phpstan.neon", 'sed: 1: "phpstan.neon": extra characters at the end of p command', 1],
      ['prompt', 'sed-i-mac', 'macos sed. -i wants the empty suffix: sed -i "" ...'],
      ['fail', 'base64-mac', 'base64 -w0 storage/oauth-private.key', 'base64: invalid option -- w\nUsage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]\n  -b, --break       break encoded string into num character lines\n  -Dd, --decode     decodes input\n  -h, --help        display this message\n  -i, --input       input file (default: "-" for stdin)\n  -o, --output      output file (default: "-" for stdout)', 64, 'Encode the Passport key for the CI secret'],
      ['prompt', 'base64-mac', "mac base64 doesnt have -w, it doesnt wrap by default anyway. base64 -i file"],
      ['ok', 'base64 -i storage/oauth-private.key | pbcopy'],
    ],
  },
  {
    machine: 'winbash', project: 'bramble', start: '2026-03-09T13:00:00Z',
    steps: [
      ['fail', 'wsl-only', 'php artisan migrate:status', 'bash: php: command not found', 127],
      ['prompt', 'wsl-only', "Git Bash isn't WSL. the project is in the Ubuntu distro, run things from there (wsl -d Ubuntu)"],
      ['prompt', 'x:changelog', 'add a CHANGELOG.md entry under Unreleased for the csv export'],
    ],
  },
  {
    machine: 'linux', project: 'bramble', start: '2026-03-10T08:30:00Z',
    steps: [
      ['fail', 'sail-mysql', "mysql -u sail -ppassword bramble -e 'select count(*) from invoices'", "Command 'mysql' not found, but can be installed with:\n\nsudo apt install mysql-client-core-8.0     # version 8.0.41-0ubuntu0.22.04.1, or\nsudo apt install mariadb-client-core-10.6  # version 1:10.6.21-0ubuntu0.22.04.2", 127],
      ['prompt', 'sail-mysql', "don't install a mysql client on the host. ./vendor/bin/sail mysql gives you the one in the container"],
      ['ok', "./vendor/bin/sail mysql -e 'select count(*) from invoices'"],
      ['fail', 'x:port-3306', './vendor/bin/sail up -d', "[+] Running 3/4\n ✔ Container bramble-redis-1    Running\n ✔ Container bramble-mailpit-1  Running\n ⠿ Container bramble-mysql-1    Starting\nError response from daemon: driver failed programming external connectivity on endpoint bramble-mysql-1 (6f1c2a0d9b7e): Bind for 0.0.0.0:3306 failed: port is already allocated", 1],
      ['prompt', 'no-down-v', 'WAIT. sail down -v deletes the mysql volume and my data with it. plain sail down, then stop whatever else holds 3306'],
      ['ok', './vendor/bin/sail down && sudo systemctl stop mysql && ./vendor/bin/sail up -d'],
    ],
  },
  {
    machine: 'mac', project: 'bramble', start: '2026-03-10T16:00:00Z',
    steps: [
      ['fail', 'not-herd', 'herd php artisan migrate', 'PHP Fatal error:  Composer detected issues in your platform: Your Composer dependencies require a PHP version ">= 8.3.0". You are running 8.2.27. in /Users/ana/bramble/vendor/composer/platform_check.php on line 24', 255],
      ['prompt', 'not-herd', 'herd again 🙄 it is sail for bramble, always. ./vendor/bin/sail artisan ...'],
      ['prompt', 'horizon', 'y las colas no van con queue:work, acá usamos horizon: ./vendor/bin/sail artisan horizon'],
      ['ok', './vendor/bin/sail artisan horizon'],
    ],
  },
  {
    machine: 'linux', project: 'bramble', start: '2026-03-12T09:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git checkout -b feat/BRM-388-dunning-emails master', "fatal: 'master' is not a commit and a branch 'feat/BRM-388-dunning-emails' cannot be created from it", 128],
      ['prompt', 'develop-branch', 'feature branches start from develop. git fetch && git checkout -b feat/... origin/develop'],
      ['ok', 'git fetch origin && git checkout -b feat/BRM-388-dunning-emails origin/develop'],
      ['fail', 'conventional-commits', 'git commit -m "Feature: Dunning emails"', COMMITLINT('Feature: Dunning emails', ['subject must not be sentence-case, start-case, pascal-case, upper-case [subject-case]', 'type must be lower-case [type-case]', 'type must be one of [build, chore, ci, docs, feat, fix, perf, refactor, revert, style, test] [type-enum]']), 1],
      ['prompt', 'conventional-commits', 'conventional commits pls. feat: / fix: / chore:, lower case. the hook will keep yelling otherwise'],
    ],
  },
  {
    machine: 'mac2', project: 'bramble', start: '2026-03-13T14:00:00Z',
    steps: [
      ['fail', 'pint', './vendor/bin/sail php vendor/bin/php-cs-fixer fix app/', 'Could not open input file: vendor/bin/php-cs-fixer', 1],
      ['prompt', 'pint', "we're on pint. ./vendor/bin/sail pint, the config is pint.json"],
      ['fail', 'x:pint-test-dirty', './vendor/bin/sail pint --test', "\n  ..........................................................⨯.........\n\n  ──────────────────────────────────────────────────────────── Laravel  \n    FAIL   ........................................ 214 files, 1 style issue  \n  ⨯ app/Services/Dunning/DunningScheduler.php              no_unused_imports  \n", 1],
      ['prompt', 'x:pint-json-rule', "add the ordered_imports rule to pint.json while you're at it, alpha sort"],
    ],
  },
  {
    machine: 'codex', project: 'bramble', start: '2026-03-16T08:40:00Z',
    steps: [
      ['fail', 'npm-not-yarn', 'yarn add @vueuse/core', 'bash: line 1: yarn: command not found', 127],
      ['prompt', 'npm-not-yarn', 'we use npm, the lockfile is package-lock.json. no yarn'],
      ['fail', 'x:npm-etimedout', './vendor/bin/sail npm install @vueuse/core', "npm error code ETIMEDOUT\nnpm error syscall connect\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/@vueuse%2fcore failed, reason: connect ETIMEDOUT 104.16.3.35:443\nnpm error network This is a problem related to network connectivity.\nnpm error network In most cases you are behind a proxy or have bad network settings.\nnpm error network\nnpm error network If you are behind a proxy, please make sure that the\nnpm error network 'proxy' config is set properly.  See: 'npm help config'\nnpm error A complete log of this run can be found in: /home/sail/.npm/_logs/2026-03-16T08_52_10_118Z-debug-0.log", 1],
      ['ok', './vendor/bin/sail npm install @vueuse/core'],
      ['prompt', 'x:sortable-table', 'the invoices table in Pages/Invoices/Index.vue should be sortable by due date'],
    ],
  },
  {
    machine: 'wsl', project: 'bramble', start: '2026-03-17T07:30:00Z',
    steps: [
      ['fail', 'sail-artisan', 'php artisan make:migration add_dunning_level_to_invoices', "Command 'php' not found, but can be installed with:\n\nsudo apt install php8.3-cli", 127],
      ['prompt', 'sail-artisan', "artisan only through sail. there's no php on the WSL side on purpose"],
      ['agent', 'sail-artisan', 'Ran php artisan on the host; bramble has no host PHP, artisan runs in the container: ./vendor/bin/sail artisan make:migration ...'],
      ['fail', 'x:artisan-undefined', './vendor/bin/sail artisan make:action SendDunningEmail', '\n   ERROR  Command "make:action" is not defined. Did you mean one of these?  \n\n  ⇂ make:cast  \n  ⇂ make:channel  \n  ⇂ make:class  \n  ⇂ make:command  \n  ⇂ make:component  \n', 1],
      ['fail', 'no-chmod-777', 'chmod -R 777 storage bootstrap/cache', "chmod: changing permissions of 'storage/logs/laravel.log': Operation not permitted\nchmod: changing permissions of 'storage/framework/views/4f2c1e0b8a.php': Operation not permitted", 1],
      ['prompt', 'no-chmod-777', 'no 777s. WWWUSER/WWWGROUP in .env should be your uid/gid, then sail down && sail up and the perms are right'],
    ],
  },
  {
    machine: 'mac', project: 'bramble', start: '2026-03-18T13:10:00Z',
    steps: [
      ['fail', 'sail-composer', 'composer require barryvdh/laravel-dompdf', '(eval):1: command not found: composer', 127],
      ['prompt', 'sail-composer', 'composer runs in sail too, I never installed it on the mac: ./vendor/bin/sail composer require ...'],
      ['prompt', 'no-composer-update', 'ojo: nada de composer update a secas, la otra vez me actualizó medio framework. solo composer update vendor/paquete si hace falta'],
      ['fail', 'x:composer-conflict', './vendor/bin/sail composer require spatie/laravel-pdf:^1.0', "./composer.json has been updated\nRunning composer update spatie/laravel-pdf\nLoading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - spatie/laravel-pdf[1.0.0, ..., 1.5.3] require illuminate/contracts ^10.0 -> found illuminate/contracts[v10.0.0, ..., v10.48.29] but these were not loaded, likely because it conflicts with another require.\n    - Root composer.json requires spatie/laravel-pdf ^1.0 -> satisfiable by spatie/laravel-pdf[1.0.0, ..., 1.5.3].\n\n\nInstallation failed, reverting ./composer.json and ./composer.lock to their original content.", 2],
    ],
  },
  {
    machine: 'linux', project: 'bramble', start: '2026-03-20T10:00:00Z',
    steps: [
      ['fail', 'no-ssh-prod', "ssh forge@bramble-prod-1 'cd /home/forge/bramble.app/current && php artisan horizon:terminate'", 'forge@bramble-prod-1: Permission denied (publickey).', 255, 'Restart Horizon on production'],
      ['prompt', 'no-ssh-prod', 'WHOA. no ssh into prod, ever. if horizon needs a restart that is what the Envoyer deploy hooks do'],
      ['agent', 'no-ssh-prod', 'Tried to ssh into production to restart Horizon; production only changes through an Envoyer deployment (its hooks), never an ssh hot-fix'],
      ['prompt', 'x:horizon-maxprocesses', 'then bump supervisor-1 maxProcesses to 5 for production in config/horizon.php, it goes out with the next deploy'],
    ],
  },
  {
    machine: 'codex', project: 'bramble', start: '2026-03-23T08:00:00Z',
    steps: [
      ['fail', 'mysql-not-sqlite', './vendor/bin/sail pest', "\n   FAIL  Tests\\Feature\\InvoiceSearchTest\n  ⨯ it finds invoices by customer name                                   0.09s  \n  ────────────────────────────────────────────────────────────────────────────  \n   FAILED  Tests\\Feature\\InvoiceSearchTest > it finds invoices by customer name   RuntimeException   \n  This database driver does not support fulltext index creation.\n\n  at vendor/laravel/framework/src/Illuminate/Database/Schema/Grammars/Grammar.php:209\n\n  Tests:    1 failed, 63 passed (240 assertions)\n  Duration: 3.87s\n", 2],
      ['prompt', 'mysql-not-sqlite', 'γιατί άλλαξες το phpunit.xml σε sqlite; τα tests τρέχουν σε mysql (bramble_testing), γύρνα το πίσω'],
      ['agent', 'mysql-not-sqlite', 'Switched phpunit.xml to DB_CONNECTION=sqlite; the suite runs on the MySQL bramble_testing database in Sail, keep DB_CONNECTION=mysql'],
      ['ok', 'git checkout phpunit.xml && ./vendor/bin/sail pest'],
      ['fail', 'x:mysql-deadlock', './vendor/bin/sail pest --parallel', "\n   FAILED  Tests\\Feature\\DunningRunTest > it escalates overdue invoices   QueryException   \n  SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction (Connection: mysql, SQL: update `invoices` set `dunning_level` = 2, `invoices`.`updated_at` = 2026-03-23 08:14:02 where `id` = 17)\n\n  Tests:    1 failed, 63 passed (240 assertions)\n  Duration: 1.94s\n  Parallel: 8 processes\n", 2],
    ],
  },
  {
    machine: 'mac2', project: 'bramble', start: '2026-03-24T09:30:00Z',
    steps: [
      ['fail', 'date-d-mac', 'date --date="2026-03-01 +1 month" +%F', `date: illegal option -- -\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'date-d-mac', 'bsd date. -v+1m, or gdate if you really need the gnu syntax'],
      ['fail', 'compose-v2', 'docker-compose ps', '(eval):1: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'docker-compose is the old v1 binary, long gone. docker compose ps, or just ./vendor/bin/sail ps'],
      ['ok', './vendor/bin/sail ps'],
    ],
  },
  {
    machine: 'wsl', project: 'bramble', start: '2026-03-25T07:45:00Z',
    steps: [
      ['fail', 'sail-npm', 'npm run build', '\n> build\n> vite build\n\nsh: 1: vite: not found', 127],
      ['prompt', 'sail-npm', 'same as yesterday. sail npm run build'],
      ['fail', 'vite-not-mix', './vendor/bin/sail npm run prod', 'npm error Missing script: "prod"\nnpm error\nnpm error Did you mean one of these?\nnpm error   npm run dev # run the "dev" package script\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run\nnpm error A complete log of this run can be found in: /home/sail/.npm/_logs/2026-03-25T08_02_11_402Z-debug-0.log', 1],
      ['prompt', 'vite-not-mix', 'there is no mix anymore, we moved to vite two years ago. npm run build'],
      ['ok', './vendor/bin/sail npm run build'],
    ],
  },
  {
    machine: 'ci', project: 'bramble', start: '2026-03-26T12:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.yml up -d mysql redis', '/bin/sh: docker-compose: not found', 127],
      ['agent', 'compose-v2', 'docker-compose (v1) is not in the runner image; compose v2 is the docker plugin: docker compose up -d mysql redis'],
      ['fail', 'x:no-space-left', 'docker build -t bramble-ci .', '#12 [app 6/9] RUN composer install --no-dev --no-interaction --prefer-dist\n#12 ERROR: failed to copy: write /var/lib/docker/overlay2/k3v9x0w2r1/diff/app/vendor/aws/aws-sdk-php/src/data/endpoints.json.php: no space left on device\n------\nERROR: failed to solve: failed to compute cache key: write /var/lib/docker/tmp/buildkit-mount3318/src: no space left on device', 1],
      ['fail', 'x:npm-audit', 'npm audit --audit-level=high', '# npm audit report\n\naxios  1.0.0 - 1.7.3\nSeverity: high\nServer-Side Request Forgery in axios - https://github.com/advisories/GHSA-8hc4-vh64-cxmj\nfix available via `npm audit fix`\nnode_modules/axios\n\n1 high severity vulnerability\n\nTo address all issues, run:\n  npm audit fix', 1],
      ['ok', 'npm ci && npm run build'],
    ],
  },
  {
    machine: 'mac', project: 'bramble', start: '2026-03-27T15:20:00Z',
    steps: [
      ['fail', 'sed-i-mac', `sed -i 's/"php": "^8.2"/"php": "^8.3"/' composer.json`, 'sed: 1: "composer.json": command c expects \\ followed by text', 1],
      ['prompt', 'sed-i-mac', 'that sed is linux syntax. on the mac: sed -i "" ... (or gsed)'],
      ['fail', 'no-force-push', 'git push --force origin develop', GH006('develop -> develop'), 1],
      ['prompt', 'no-force-push', '¡nada de force push a develop! si hay que reescribir historia es en tu rama, con --force-with-lease'],
    ],
  },
  {
    machine: 'linux', project: 'bramble', start: '2026-03-30T08:20:00Z',
    steps: [
      ['prompt', 'no-db-wipe', 'ai dat migrate:fresh?? aveam dump-ul anonimizat de pe staging în baza locală, îmi ia o oră să-l reimport. doar migrate'],
      ['agent', 'no-db-wipe', 'Ran sail artisan migrate:fresh and wiped the local DB (it held the imported staging dump); run plain sail artisan migrate, never migrate:fresh or db:wipe on the dev database'],
      ['fail', 'x:test-path-typo', './vendor/bin/sail pest tests/Feature/DunningTset.php', '\n   ERROR  Test file "tests/Feature/DunningTset.php" not found.  \n', 1],
      ['prompt', 'env-example', "STRIPE_WEBHOOK_SECRET has to go in .env.example too, .env isn't committed so nobody else will know about it"],
    ],
  },
  {
    machine: 'winps', project: 'bramble', start: '2026-03-31T09:10:00Z',
    steps: [
      ['fail', 'ps-env', 'export COMPOSER_MEMORY_LIMIT=-1', PS51_NF('export', 'export COMPOSER_MEMORY_LIMIT=-1'), 1],
      ['prompt', 'ps-env', 'powershell env vars: $env:COMPOSER_MEMORY_LIMIT = "-1". export doesnt exist there'],
      ['fail', 'x:git-publickey', 'git fetch origin', "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", 128],
    ],
  },
  {
    machine: 'codex', project: 'bramble', start: '2026-04-01T08:00:00Z',
    steps: [
      ['prompt', 'no-config-cache', 'Μην τρέχεις config:cache τοπικά. Με cached config τα tests διαβάζουν τη dev βάση αντί για bramble_testing'],
      ['ok', './vendor/bin/sail artisan config:clear'],
      ['fail', 'phpstan-memory', './vendor/bin/sail bin phpstan analyse app', "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 262144 bytes) in phar:///var/www/html/vendor/phpstan/phpstan/phpstan.phar/vendor/nikic/php-parser/lib/PhpParser/NodeTraverser.php on line 163\nFatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 262144 bytes) in phar:///var/www/html/vendor/phpstan/phpstan/phpstan.phar/vendor/nikic/php-parser/lib/PhpParser/NodeTraverser.php on line 163", 255],
      ['prompt', 'phpstan-memory', 'memory limit. again. --memory-limit=2G'],
      ['prompt', 'horizon', 'the queue:work you left running is fighting horizon for the jobs. kill it, horizon handles the queues'],
      ['agent', 'horizon', 'Started sail artisan queue:work next to Horizon; bramble processes queues only through Horizon (./vendor/bin/sail artisan horizon)'],
    ],
  },
  {
    machine: 'wsl', project: 'bramble', start: '2026-04-02T07:30:00Z',
    steps: [
      ['fail', 'crlf', 'bash scripts/import-dump.sh storage/dumps/staging-2026-04-01.sql.gz', "scripts/import-dump.sh: line 2: $'\\r': command not found\nscripts/import-dump.sh: line 3: set: pipefail\r: invalid option name", 2],
      ['agent', 'crlf', "import-dump.sh had CRLF endings ($'\\r': command not found); convert with dos2unix, keep core.autocrlf=input and *.sh text eol=lf in .gitattributes"],
      ['fail', 'x:wsl-apt-clock', 'sudo apt-get update', 'Hit:1 http://archive.ubuntu.com/ubuntu noble InRelease\nGet:2 http://archive.ubuntu.com/ubuntu noble-updates InRelease [126 kB]\nReading package lists... Done\nE: Release file for http://archive.ubuntu.com/ubuntu/dists/noble-updates/InRelease is not valid yet (invalid for another 6h 12min 3s). Updates for this repository will not be applied.', 100],
      ['prompt', 'wsl-home', "btw check you're in ~/bramble and not the /mnt/c copy, the windows one is months old"],
      ['ok', 'cd ~/bramble && git status -sb'],
    ],
  },
  {
    machine: 'mac2', project: 'bramble', start: '2026-04-06T10:00:00Z',
    steps: [
      ['fail', 'base64-mac', 'base64 -w 0 resources/certs/saml-idp.pem > saml.b64', "base64: unrecognized option `-w'\nUsage:\tbase64 [-hvDd] [-b num] [-i in_file] [-o out_file]", 64],
      ['prompt', 'base64-mac', 'again with -w... this is a mac. base64 -i in -o out, nothing to turn off'],
      ['prompt', 'x:envoyer-hook-url', 'the Envoyer deploy hook URL rotated, update it where docs/deploy.md explains the GitHub secret'],
      ['fail', 'x:docker-down', './vendor/bin/sail up -d', 'Docker is not running.', 1],
    ],
  },
  {
    machine: 'linux', project: 'bramble', start: '2026-04-07T09:00:00Z',
    steps: [
      ['fail', 'sail-path', 'sail artisan tinker --execute="dump(App\\Models\\Invoice::count())"', '/bin/bash: line 1: sail: command not found', 127],
      ['agent', 'sail-path', 'sail is not on PATH and no alias exists on this machine; call it as ./vendor/bin/sail'],
      ['fail', 'env-example', 'git add .env .env.example config/services.php', 'The following paths are ignored by one of your .gitignore files:\n.env\nhint: Use -f if you really want to add them.\nhint: Turn this message off by running\nhint: "git config advice.addIgnoredFile false"', 1],
      ['prompt', 'env-example', 'NU .env. e gitignored intenționat; cheile noi merg în .env.example cu valoare goală'],
      ['agent', 'env-example', 'Tried to commit .env; it is gitignored on purpose, new config keys go into .env.example with an empty value'],
      ['ok', 'git add .env.example config/services.php'],
      ['prompt', 'x:branch-name', 'name the branch feat/BRM-412-invoice-export please, jira key first'],
      ['fail', 'x:rm-typo', 'rm storage/logs/laravel.logg', "rm: cannot remove 'storage/logs/laravel.logg': No such file or directory", 1],
    ],
  },
  {
    machine: 'mac', project: 'bramble', start: '2026-04-08T14:00:00Z',
    steps: [
      ['fail', 'sail-mysql', 'mysql -u root bramble', "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/tmp/mysql.sock' (2)", 1],
      ['prompt', 'sail-mysql', 'the database is in the container. ./vendor/bin/sail mysql'],
      ['prompt', 'no-db-wipe', 'and no migrate:fresh or db:wipe locally, I have the demo data loaded for tomorrow'],
      ['fail', 'x:redis-refused', './vendor/bin/sail artisan horizon', '\n   RedisException \n\n  Connection refused\n\n  at vendor/laravel/framework/src/Illuminate/Redis/Connectors/PhpRedisConnector.php:159\n    155▕         $persistent = $options[\'persistent\'] ?? false;\n    156▕ \n    157▕         $parameters = [\n    158▕             $this->formatHost($options),\n  ➜ 159▕             $config[\'port\'],\n', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'bramble', start: '2026-04-09T09:30:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf public/build', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['agent', 'ps-rm-rf', 'rm -rf failed in PowerShell 7 (Remove-Item has no -rf); use Remove-Item -Recurse -Force public/build'],
      ['ok', 'Remove-Item -Recurse -Force public/build'],
      ['fail', 'ps-env', 'export APP_ENV=testing', PS7_NF('export'), 1],
      ['prompt', 'ps-env', "export is bash. in pwsh it's $env:APP_ENV = 'testing'"],
    ],
  },
  {
    machine: 'win', project: 'bramble', start: '2026-04-10T08:00:00Z',
    steps: [
      ['fail', 'wsl-only', './vendor/bin/sail artisan migrate', "'.' is not recognized as an internal or external command,\noperable program or batch file.", 1],
      ['prompt', 'wsl-only', "that's cmd.exe lol. open Ubuntu from the start menu, cd ~/bramble, run it there"],
    ],
  },
  {
    machine: 'codex', project: 'bramble', start: '2026-04-13T08:10:00Z',
    steps: [
      ['prompt', 'no-down-v', 'μην κάνεις sail down -v, σβήνει το volume της mysql. σκέτο sail down'],
      ['agent', 'no-down-v', 'Was about to run sail down -v, which deletes the MySQL volume; use ./vendor/bin/sail down (no -v) and keep the data'],
      ['fail', 'no-force-push', 'git push -f origin HEAD:develop', GH006('HEAD -> develop'), 1],
      ['agent', 'no-force-push', 'Force-pushed to develop (GH006 rejected it); develop is protected and never rewritten, force-with-lease only on my own feature branch'],
      ['prompt', 'no-ssh-prod', 'and for clearing the cache in production: not over ssh. it goes out as an Envoyer deploy, like everything else'],
      ['fail', 'x:pest-coverage', './vendor/bin/sail pest --coverage --min=80', '\n   ERROR  No code coverage driver is available.  \n', 1],
    ],
  },
  {
    machine: 'mac2', project: 'bramble', start: '2026-04-14T13:00:00Z',
    steps: [
      ['fail', 'pint', 'vendor/bin/phpcs --standard=PSR12 app', '(eval):1: no such file or directory: vendor/bin/phpcs', 127],
      ['prompt', 'pint', 'phpcs isnt even installed. style = pint, nothing else'],
      ['fail', 'pest', './vendor/bin/sail php vendor/bin/phpunit tests/Feature/DunningTest.php', "PHP Fatal error:  Uncaught Error: Call to undefined function test() in /var/www/html/tests/Feature/DunningTest.php:12\nStack trace:\n#0 /var/www/html/vendor/phpunit/phpunit/src/Runner/TestSuiteLoader.php(118): require_once()\n#1 {main}\n  thrown in /var/www/html/tests/Feature/DunningTest.php on line 12", 255],
      ['agent', 'pest', 'Ran vendor/bin/phpunit on Pest test files (test()/it() undefined); the suite is Pest, run ./vendor/bin/sail pest'],
      ['ok', './vendor/bin/sail pest tests/Feature/DunningTest.php'],
    ],
  },
  {
    machine: 'linux', project: 'bramble', start: '2026-04-15T08:30:00Z',
    steps: [
      ['prompt', 'no-composer-update', 'who ran composer update?? the lock diff is 900 lines. revert composer.lock, update only the one package you need'],
      ['ok', 'git checkout composer.lock && ./vendor/bin/sail composer install'],
      ['agent', 'no-composer-update', 'Ran a blanket composer update that bumped dozens of packages; only update the named package (sail composer update vendor/pkg) and leave the rest of composer.lock alone'],
      ['prompt', 'no-chmod-777', 'și nu mai da chmod 777 pe storage, iar l-am văzut în istoric'],
      ['fail', 'x:vite-manifest', './vendor/bin/sail pest tests/Feature/InvoicePageTest.php', '\n   FAILED  Tests\\Feature\\InvoicePageTest > it shows an invoice   ViteException   \n  Unable to locate file in Vite manifest: resources/js/Pages/Invoices/Show.vue.\n\n  at vendor/laravel/framework/src/Illuminate/Foundation/Vite.php:987\n', 2],
      ['prompt', 'horizon', 'jobs are processed by horizon here. kill that queue:listen'],
    ],
  },
  {
    machine: 'wsl', project: 'bramble', start: '2026-04-16T07:40:00Z',
    steps: [
      ['fail', 'npm-not-yarn', 'pnpm add -D @types/lodash-es', "Command 'pnpm' not found, did you mean:\n  command 'npm' from deb npm (9.2.0~ds1-2)\nTry: sudo apt install <deb name>", 127],
      ['prompt', 'npm-not-yarn', 'pnpm?? npm. only npm. package-lock.json'],
      ['fail', 'vite-not-mix', 'npx mix --production', 'npm error could not determine executable to run\nnpm error A complete log of this run can be found in: /home/yuki/.npm/_logs/2026-04-16T07_51_33_906Z-debug-0.log', 1],
      ['prompt', 'vite-not-mix', 'Ο Mix έφυγε, είμαστε σε Vite. sail npm run build'],
    ],
  },
  {
    machine: 'mac', project: 'bramble', start: '2026-04-20T10:00:00Z',
    steps: [
      ['prompt', 'develop-branch', 'las ramas salen de develop, no de main. rebaseala sobre origin/develop'],
      ['ok', 'git rebase --onto origin/develop origin/main feat/BRM-412-invoice-export'],
      ['prompt', 'conventional-commits', 'and the message needs the type: fix(export): ..., like always'],
      ['fail', 'x:mac-brew', 'brew install gnu-sed', '==> Fetching gnu-sed\n==> Downloading https://ghcr.io/v2/homebrew/core/gnu-sed/manifests/4.9-1\ncurl: (28) Failed to connect to ghcr.io port 443 after 75003 ms: Couldn\'t connect to server\nError: gnu-sed: Failed to download resource "gnu-sed_bottle_manifest"\nDownload failed: https://ghcr.io/v2/homebrew/core/gnu-sed/manifests/4.9-1', 1],
    ],
  },
  {
    machine: 'codex', project: 'bramble', start: '2026-04-21T09:00:00Z',
    steps: [
      ['agent', 'develop-branch', 'Opened the PR against main; feature branches target develop (main is release-only): gh pr create --base develop'],
      ['ok', 'gh pr create --base develop --fill'],
      ['prompt', 'mysql-not-sqlite', "tests hit mysql in sail. don't swap in sqlite to make them faster"],
      ['prompt', 'no-config-cache', "you ran config:cache again, that's why the tests truncated my dev data. config:clear, and never cache config locally"],
      ['agent', 'no-config-cache', 'Ran artisan config:cache locally, so tests read the cached dev config and hit the dev DB; never cache config locally (config:clear)'],
    ],
  },
];
