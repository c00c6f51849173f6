// Half Z of the evaluation corpus, written blind: "trattoria", a restaurant-booking SaaS.
// PHP 8.3 / Symfony 7 with API Platform 4, Composer, Doctrine migrations on PostgreSQL 16, PHPUnit 11,
// PHPStan and PHP-CS-Fixer (installed apart, under tools/), a Makefile that wraps everything in
// docker compose (make up / sf / composer / test / test-db / stan / cs / qa / cc / api-types /
// coverage / worker; NO_DOCKER=1 in CI), Symfony CLI for the local server, Deployer 7 for releases
// (hosts labelled stage=staging / stage=production, production only from the tag pipeline), and a
// Vue 3 + Vite admin in admin/ with pnpm pinned through corepack and Node 22 (.nvmrc).
// Platforms: macOS with zsh (ana: Spanish and English; kai: Italian and English, Homebrew PHP 8.2 on
// the host), Linux with bash (dev, PHP 8.3 on the host), Windows 11 with WSL2 Ubuntu (yuki: Catalan,
// Spanish, English), Claude Code and Codex, CI (GitHub Actions, php:8.3-cli-alpine and node:22-alpine).
// The team writes English, Italian, Spanish and Catalan.

// ---- long error texts ------------------------------------------------------------------------

const PLATFORM_CHECK = `PHP Fatal error:  Composer detected issues in your platform: Your Composer dependencies require a PHP version ">= 8.3.0". You are running 8.2.27. in /Users/kai/trattoria/vendor/composer/platform_check.php on line 24

Fatal error: Composer detected issues in your platform: Your Composer dependencies require a PHP version ">= 8.3.0". You are running 8.2.27. in /Users/kai/trattoria/vendor/composer/platform_check.php on line 24`;

const PHPUNIT_HOST_DB = `PHPUnit 11.5.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.6
Configuration: /home/dev/trattoria/phpunit.dist.xml

EEEEEEEEEEEEEEEEEEEEEEEEEEEE.........                           37 / 37 (100%)

Time: 00:01.902, Memory: 46.00 MB

There were 28 errors:

1) App\\Tests\\Booking\\AvailabilityTest::testSlotIsFreeWhenNoBookings
Doctrine\\DBAL\\Exception\\ConnectionException: An exception occurred in the driver: SQLSTATE[08006] [7] could not translate host name "database" to address: Name or service not known

/home/dev/trattoria/vendor/doctrine/dbal/src/Driver/API/PostgreSQL/ExceptionConverter.php:74
/home/dev/trattoria/vendor/doctrine/dbal/src/Connection.php:1456
/home/dev/trattoria/tests/Booking/AvailabilityTest.php:31

2) App\\Tests\\Booking\\AvailabilityTest::testOverlappingSlotsAreRejected
Doctrine\\DBAL\\Exception\\ConnectionException: An exception occurred in the driver: SQLSTATE[08006] [7] could not translate host name "database" to address: Name or service not known

[...]

ERRORS!
Tests: 37, Assertions: 9, Errors: 28.`;

const CONSOLE_HOST_DB = `
In ExceptionConverter.php line 74:

  An exception occurred in the driver: SQLSTATE[08006] [7] could not translate host name "database" to address: Name or service not known


In Exception.php line 24:

  SQLSTATE[08006] [7] could not translate host name "database" to address: Name or service not known


In Driver.php line 34:

  SQLSTATE[08006] [7] could not translate host name "database" to address: Name or service not known


doctrine:migrations:status [--configuration CONFIGURATION] [--em EM] [--conn CONN]`;

const TEST_DB_MISSING = (root) => `PHPUnit 11.5.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.14
Configuration: /app/phpunit.dist.xml

EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE  63 / 214 ( 29%)
EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE 126 / 214 ( 58%)
EEEEEEEEEEEEEEEEEEEEEEEEEEEEE..................................  189 / 214 ( 88%)
.........................                                       214 / 214 (100%)

Time: 00:06.718, Memory: 62.00 MB

There were 155 errors:

1) App\\Tests\\Api\\BookingApiTest::testCreateBooking
Doctrine\\DBAL\\Exception\\ConnectionException: An exception occurred in the driver: SQLSTATE[08006] [7] connection to server at "database" (172.19.0.3), port 5432 failed: FATAL:  database "trattoria_dev_test" does not exist

/app/vendor/doctrine/dbal/src/Driver/API/PostgreSQL/ExceptionConverter.php:74
/app/vendor/doctrine/dbal/src/Connection.php:1456
/app/tests/Api/BookingApiTest.php:22

[...]

ERRORS!
Tests: 214, Assertions: 180, Errors: 155.
${root}`;

const PHPSTAN_OOM = (conf) => `Note: Using configuration file ${conf}.
PHPStan process crashed because it reached configured PHP memory limit: 128M
Increase your memory limit in php.ini or run PHPStan with --memory-limit CLI option.`;

const PHPSTAN_REAL = ` 0/412 [░░░░░░░░░░░░░░░░░░░░░░░░░░░░]   0%
 412/412 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%

 ------ ---------------------------------------------------------------------------------------------
  Line   src/Booking/SlotAllocator.php
 ------ ---------------------------------------------------------------------------------------------
  57     Method App\\Booking\\SlotAllocator::allocate() should return App\\Entity\\DiningTable|null but
         returns App\\Entity\\DiningTable|false.
         🪪  return.type
  83     Parameter #1 $start of method App\\Booking\\Slot::overlaps() expects DateTimeImmutable,
         DateTimeInterface given.
         🪪  argument.type
 ------ ---------------------------------------------------------------------------------------------

 [ERROR] Found 2 errors

make: *** [Makefile:52: stan] Error 1`;

const PHPSTAN_APIP = (mk) => ` 412/412 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%

 ------ ---------------------------------------------------------------------------
  Line   src/Entity/Waitlist.php
 ------ ---------------------------------------------------------------------------
  14     Attribute class ApiPlatform\\Core\\Annotation\\ApiResource does not exist.
         🪪  attribute.notFound
  15     Attribute class ApiPlatform\\Core\\Annotation\\ApiFilter does not exist.
         🪪  attribute.notFound
 ------ ---------------------------------------------------------------------------

 [ERROR] Found 2 errors

${mk}`;

const APIP_RUNTIME = `PHPUnit 11.5.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.14
Configuration: /app/phpunit.dist.xml

E                                                                   1 / 1 (100%)

Time: 00:01.233, Memory: 40.00 MB

There was 1 error:

1) App\\Tests\\Api\\WaitlistApiTest::testJoinWaitlist
Error: Attribute class "ApiPlatform\\Core\\Annotation\\ApiResource" not found

/app/vendor/api-platform/metadata/Resource/Factory/AttributesResourceMetadataCollectionFactory.php:112
/app/vendor/api-platform/metadata/Resource/Factory/AttributesResourceMetadataCollectionFactory.php:78
/app/tests/Api/WaitlistApiTest.php:19

ERRORS!
Tests: 1, Assertions: 0, Errors: 1.
make: *** [test] Error 2`;

const CS_DIFF = `docker compose exec -T php tools/php-cs-fixer/vendor/bin/php-cs-fixer fix --dry-run --diff
Loaded config default from "/app/.php-cs-fixer.dist.php".
   1) src/Booking/WaitlistNotifier.php (ordered_imports, no_unused_imports)
      ---------- begin diff ----------
--- /app/src/Booking/WaitlistNotifier.php
+++ /app/src/Booking/WaitlistNotifier.php
@@ -5,9 +5,8 @@
 namespace App\\Booking;

-use Symfony\\Component\\Mailer\\MailerInterface;
 use App\\Entity\\Booking;
-use Psr\\Log\\LoggerInterface;
+use Symfony\\Component\\Mailer\\MailerInterface;

      ----------- end diff -----------

Found 1 of 387 files that can be fixed in 2.114 seconds, 22.00 MB memory used
make: *** [Makefile:58: cs-check] Error 8`;

const BOOKING_RED = `docker compose exec -T -e APP_ENV=test php bin/phpunit
PHPUnit 11.5.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.14
Configuration: /app/phpunit.dist.xml

...............................................................  63 / 214 ( 29%)
..............F................................................ 126 / 214 ( 58%)
............................................................... 189 / 214 ( 88%)
.........................                                       214 / 214 (100%)

Time: 00:41.327, Memory: 118.00 MB

There was 1 failure:

1) App\\Tests\\Booking\\AvailabilityTest::testOverlappingSlotsAreRejected
Failed asserting that true is false.

/app/tests/Booking/AvailabilityTest.php:88

FAILURES!
Tests: 214, Assertions: 655, Failures: 1.
make: *** [Makefile:44: test] Error 1`;

const CI_FLAKY = `docker compose is disabled (NO_DOCKER=1)
APP_ENV=test bin/phpunit
PHPUnit 11.5.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.14
Configuration: /workspace/phpunit.dist.xml

...............................................................  63 / 214 ( 29%)
............................................................... 126 / 214 ( 58%)
...........................F................................... 189 / 214 ( 88%)
.........................                                       214 / 214 (100%)

Time: 00:52.004, Memory: 120.00 MB

There was 1 failure:

1) App\\Tests\\Booking\\CancellationPolicyTest::testFreeCancellationUntilTwoHoursBefore
Failed asserting that false is true.

/workspace/tests/Booking/CancellationPolicyTest.php:41

FAILURES!
Tests: 214, Assertions: 655, Failures: 1.
make: *** [Makefile:44: test] Error 1`;

const COVERAGE_WARN = `docker compose exec -T -e APP_ENV=test php bin/phpunit --coverage-html var/coverage
PHPUnit 11.5.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.14 with Xdebug 3.4.0
Configuration: /app/phpunit.dist.xml

...............................................................  63 / 214 ( 29%)
............................................................... 126 / 214 ( 58%)
............................................................... 189 / 214 ( 88%)
.........................                                       214 / 214 (100%)

Time: 00:44.880, Memory: 120.00 MB

There was 1 PHPUnit test runner warning:

1) XDEBUG_MODE=coverage (environment variable) or xdebug.mode=coverage (PHP configuration setting) has to be set

WARNINGS!
Tests: 214, Assertions: 655, Warnings: 1.
make: *** [Makefile:44: test] Error 1`;

const COVERAGE_NODRIVER = `docker compose exec -T -e APP_ENV=test php bin/phpunit --coverage-clover var/clover.xml
PHPUnit 11.5.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.14 with Xdebug 3.4.0
Configuration: /app/phpunit.dist.xml

No code coverage driver available

make: *** [test] Error 1`;

const DATE_USAGE = `usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const NPM_CI_EUSAGE = `npm error code EUSAGE
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
npm error Options:
npm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]
npm error [--global-style] [--omit <dev|optional|peer> [--omit <dev|optional|peer> ...]]
npm error [--include <prod|dev|optional|peer> [--include <prod|dev|optional|peer> ...]]
npm error [--strict-peer-deps] [--foreground-scripts] [--ignore-scripts] [--no-audit]
npm error [--no-bin-links] [--no-fund] [--dry-run]
npm error [-w|--workspace <workspace-name> [-w|--workspace <workspace-name> ...]]
npm error [-ws|--workspaces] [--include-workspace-root] [--install-links]
npm error
npm error aliases: clean-install, ic, install-clean, isntall-clean
npm error
npm error Run "npm help ci" for more info
npm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-09-10T13_47_12_113Z-debug-0.log`;

const VITE_NODE18 = `
> trattoria-admin@2.14.0 dev /Users/kai/trattoria/admin
> vite

You are using Node.js 18.20.4. Vite requires Node.js version 20.19+ or 22.12+. Please upgrade your Node.js version.
error when starting dev server:
TypeError: crypto.hash is not a function
    at getHash (file:///Users/kai/trattoria/admin/node_modules/.pnpm/vite@7.1.3_@types+node@22.7.4/node_modules/vite/dist/node/chunks/dep-Bj7gA1-0.js:2788:21)
    at getLockfileHash (file:///Users/kai/trattoria/admin/node_modules/.pnpm/vite@7.1.3_@types+node@22.7.4/node_modules/vite/dist/node/chunks/dep-Bj7gA1-0.js:11673:9)
    at getDepHash (file:///Users/kai/trattoria/admin/node_modules/.pnpm/vite@7.1.3_@types+node@22.7.4/node_modules/vite/dist/node/chunks/dep-Bj7gA1-0.js:11676:23)
 ELIFECYCLE  Command failed with exit code 1.`;

const PNPM_ENGINE = ` ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad node version)

Your Node version is incompatible with "/home/yuki/trattoria/admin".

Expected version: >=22.12.0
Got: v18.19.1

This is happening because the package's manifest has an engines.node field specified.
To fix this issue, install the required Node version.`;

const PNPM_BAD_PM = ` ERR_PNPM_BAD_PM_VERSION  This project is configured to use v10.15.1 of pnpm. Your current pnpm is v9.12.3

If you want to bypass this version check, you can set the "package-manager-strict" configuration to "false" or set the "COREPACK_ENABLE_STRICT" environment variable to "0"`;

const TS_SCHEMA = `
> trattoria-admin@2.14.0 build /home/dev/trattoria/admin
> vue-tsc -b && vite build

src/api/client.ts:3:33 - error TS2307: Cannot find module './generated/schema' or its corresponding type declarations.

3 import type { paths } from './generated/schema';
                                  ~~~~~~~~~~~~~~~~~~~~

Found 1 error in src/api/client.ts:3

 ELIFECYCLE  Command failed with exit code 2.`;

const VITEST_ENUMS = `
 RUN  v3.2.4 /Users/kai/trattoria/admin

 ✓ src/stores/__tests__/bookings.spec.ts (14 tests) 38ms
 ✓ src/components/__tests__/SlotPicker.spec.ts (9 tests) 112ms

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/components/__tests__/BookingStatusBadge.spec.ts [ src/components/__tests__/BookingStatusBadge.spec.ts ]
Error: Failed to resolve import "@/api/generated/enums" from "src/components/BookingStatusBadge.vue". Does the file exist?
  Plugin: vite:import-analysis
  File: /Users/kai/trattoria/admin/src/components/BookingStatusBadge.vue:9:38

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed | 23 passed (24)
      Tests  96 passed (96)
   Start at  10:14:51
   Duration  3.41s

 ELIFECYCLE  Test failed. See above for more details.`;

const TS_REAL = `
> trattoria-admin@2.14.0 build /Users/ana/trattoria/admin
> vue-tsc -b && vite build

src/views/BookingList.vue:42:7 - error TS2322: Type 'string' is not assignable to type 'number'.

42       partySize: sizeInput.value,
         ~~~~~~~~~

  src/api/types.ts:18:3
    18   partySize: number;
         ~~~~~~~~~
    The expected type comes from property 'partySize' which is declared here on type 'BookingFilter'

Found 1 error in src/views/BookingList.vue:42

 ELIFECYCLE  Command failed with exit code 2.`;

const PNPM_ECONNRESET = ` WARN  GET https://registry.npmjs.org/@vitejs%2Fplugin-vue error (ECONNRESET). Will retry in 10 seconds. 2 retries left.
 WARN  GET https://registry.npmjs.org/@vitejs%2Fplugin-vue error (ECONNRESET). Will retry in 1 minute. 1 retries left.
 ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@vitejs%2Fplugin-vue: request to https://registry.npmjs.org/@vitejs%2Fplugin-vue failed, reason: read ECONNRESET`;

const WSL_NO_DOCKER = `docker compose up -d --wait

The command 'docker' could not be found in this WSL 2 distro.
We recommend to activate the WSL integration in Docker Desktop settings.

For details about using Docker Desktop with WSL 2, visit:

https://docs.docker.com/go/wsl2/

make: *** [Makefile:18: up] Error 1`;

const PACKAGIST_TIMEOUT = `docker compose exec php composer update 'symfony/*' --with-all-dependencies
Loading composer repositories with package information
  https://repo.packagist.org could not be fully loaded (curl error 28 while downloading https://repo.packagist.org/packages.json: Operation timed out after 10001 milliseconds with 0 bytes received), package information was loaded from the local cache and may be out of date

In CurlDownloader.php line 390:

  curl error 28 while downloading https://repo.packagist.org/p2/symfony/mailer.json: Operation timed out after 10000 milliseconds with 0 out of 0 bytes received


update [--with WITH] [--prefer-source] [--prefer-dist] [--prefer-install PREFER-INSTALL] [--dry-run] [--dev] [--no-dev] [--lock] [--no-install] [--no-audit] [--audit-format AUDIT-FORMAT] [--no-autoloader] [--no-suggest] [--no-progress] [-w|--with-dependencies] [-W|--with-all-dependencies] [--] [<packages>...]

make: *** [composer] Error 100`;

const COMPOSER_LOCK = `docker compose exec php composer validate --strict
./composer.json is valid but your composer.lock has some errors
# Lock file errors
- The lock file is not up to date with the latest changes in composer.json, it is recommended that you run \`composer update\` or \`composer update <package name>\`.
- Required package "symfony/rate-limiter" is not present in the lock file.
This usually happens when composer files are incorrectly merged or the composer.json file is manually edited.
Read more about correctly resolving merge conflicts https://getcomposer.org/doc/articles/resolving-merge-conflicts.md
and prefer using the "require" command over editing the composer.json file directly https://getcomposer.org/doc/03-cli.md#require-r
make: *** [Makefile:27: composer] Error 2`;

const NOT_DEFINED = (name) => `docker compose exec php bin/console ${name}


  Command "${name}" is not defined.


  Did you mean one of these?
      server:dump
      server:log

make: *** [sf] Error 1`;

const AUTOWIRE = `docker compose exec php bin/console cache:clear

In DefinitionErrorExceptionPass.php line 51:

  Cannot autowire service "App\\Booking\\SlotAllocator": argument "$turnoverMinutes" of method "__construct()" is type-hinted "int", you should configure its value explicitly.


make: *** [Makefile:35: cc] Error 1`;

const DUPLICATE_COLUMN = `docker compose exec php bin/console doctrine:migrations:migrate --no-interaction
[notice] Migrating up to DoctrineMigrations\\Version20260910081544
[error] Migration DoctrineMigrations\\Version20260909163210 failed during Execution. Error: "An exception occurred while executing a query: SQLSTATE[42701]: Duplicate column: 7 ERROR:  column "deposit_cents" of relation "restaurant" already exists"

In ExceptionConverter.php line 67:

  An exception occurred while executing a query: SQLSTATE[42701]: Duplicate column: 7 ERROR:  column "deposit_cents" of relation "restaurant" already exists


In Exception.php line 28:

  SQLSTATE[42701]: Duplicate column: 7 ERROR:  column "deposit_cents" of relation "restaurant" already exists


doctrine:migrations:migrate [--write-sql [WRITE-SQL]] [--dry-run] [--query-time] [--allow-no-migration] [--all-or-nothing [ALL-OR-NOTHING]] [--configuration CONFIGURATION] [--em EM] [--conn CONN] [--] [<version>]

make: *** [Makefile:31: sf] Error 1`;

const MAILER_DOWN = `docker compose exec php bin/console messenger:consume async -vv

 [OK] Consuming messages from transport "async".

 // The worker will automatically exit once it has received a stop signal via the messenger:stop-workers command.

 // Quit the worker with CONTROL-C.

09:41:07 INFO      [messenger] Received message App\\Message\\SendBookingConfirmation
09:41:07 WARNING   [messenger] Error thrown while handling message App\\Message\\SendBookingConfirmation. Sending for retry #1 using 1000 ms delay.
09:41:12 CRITICAL  [messenger] Error thrown while handling message App\\Message\\SendBookingConfirmation. Removing from transport after 3 retries. Error: "Handling "App\\Message\\SendBookingConfirmation" failed: Connection could not be established with host "mailer:1025": stream_socket_client(): Unable to connect to mailer:1025 (Connection refused)"

In Transport/Smtp/Stream/SocketStream.php line 154:

  Connection could not be established with host "mailer:1025": stream_socket_client(): Unable to connect to mailer:1025 (Connection refused)

make: *** [Makefile:70: worker] Error 1`;

const DEP_NO_HOST = `

  [Deployer\\Exception\\Exception]
  No host selected. Please, check your selector:

      staging


deploy [-p|--parallel] [-l|--limit LIMIT] [--no-hooks] [--plan] [--start-from START-FROM] [--log LOG] [--profile PROFILE] [--] [<selector>...]`;

const DEP_NO_STAGE_OPTION = `

  The "--stage" option does not exist.


deploy [-p|--parallel] [-l|--limit LIMIT] [--no-hooks] [--plan] [--start-from START-FROM] [--log LOG] [--profile PROFILE] [--] [<selector>...]`;

const DEP_PUBLICKEY = `task deploy:info
[staging] info deploying develop
task deploy:setup
[staging]  error  in deploy.php on line 0:
[staging] run [ -d /var/www/trattoria ] || mkdir -p /var/www/trattoria
[staging] err deploy@staging.trattoria.app: Permission denied (publickey).
[staging] exit code 255 (Unknown error)
ERROR: Task deploy:setup failed!`;

const DEP_MIGRATE = `task deploy:vendors
task deploy:cache:clear
task database:migrate
[staging]  error  in deploy.php on line 41:
[staging] run cd /var/www/trattoria/releases/212 && /usr/bin/php8.3 bin/console doctrine:migrations:migrate --no-interaction --allow-no-migration
[staging] err In ExceptionConverter.php line 70:
[staging] err   An exception occurred while executing a query: SQLSTATE[23502]: Not null violation: 7 ERROR:  column "turnover_minutes" of relation "restaurant" contains null values
[staging] exit code 1 (General error)
ERROR: Task database:migrate failed!`;

const DEP_PROD_GUARD = `task deploy:guard
[prod-1]  error  in deploy.php on line 52:
[prod-1] Production releases go out from the tag pipeline only (CI is not set).
[prod-2]  error  in deploy.php on line 52:
[prod-2] Production releases go out from the tag pipeline only (CI is not set).
ERROR: Task deploy:guard failed!`;

const GH006 = `remote: error: GH006: Protected branch update failed for refs/heads/develop.
remote:
remote: - Cannot force-push to this branch
To github.com:trattoria-app/trattoria.git
 ! [remote rejected] develop -> develop (protected branch hook declined)
error: failed to push some refs to 'github.com:trattoria-app/trattoria.git'`;

const PUSH_FETCH_FIRST = `To github.com:trattoria-app/trattoria.git
 ! [rejected]        feat/TRAT-431-waitlist -> feat/TRAT-431-waitlist (fetch first)
error: failed to push some refs to 'github.com:trattoria-app/trattoria.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const COMMIT_MSG_HOOK = (got) => `✖ commit message must start with a ticket key or "chore:"
    expected: TRAT-123: short summary   (or: chore: …)
    got:      ${got}`;

const RM_VAR = (files) => files.map((file) => `rm: cannot remove '${file}': Permission denied`).join('\n');

const PSQL_NO_DB = (tool) => `${tool}: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  database "trattoria" does not exist`;

// ---- the sessions ----------------------------------------------------------------------------

export const SESSIONS = [
  // week 1
  {
    machine: 'mac', project: 'trattoria', start: '2026-09-07T08:40:00Z',
    steps: [
      ['fail', 'composer-make', 'composer require symfony/mailer', 'zsh: command not found: composer', 127, 'Add the mailer component'],
      ['prompt', 'composer-make', 'composer va por make: make composer c="require symfony/mailer". en el host no hay composer'],
      ['prompt', 'x:changelog', 'add the CHANGELOG entry for the mailer switch under Unreleased'],
    ],
  },
  {
    machine: 'linux', project: 'trattoria', start: '2026-09-07T13:10:00Z',
    steps: [
      ['fail', 'make-test', 'vendor/bin/phpunit tests/Booking', PHPUNIT_HOST_DB, 2, 'Run the booking tests'],
      ['prompt', 'make-test', 'tests go through make test. it sets APP_ENV=test and runs inside the php container where the db resolves'],
      ['ok', 'make test c="tests/Booking"'],
      ['fail', 'x:booking-test-red', 'make test', BOOKING_RED, 2],
      ['prompt', 'x:overlap-fix-request', 'that one is real, the overlap check ignores the turnover buffer. fix SlotAllocator, not the test'],
    ],
  },
  {
    machine: 'mac2', project: 'trattoria', start: '2026-09-08T09:00:00Z',
    steps: [
      ['fail', 'console-make', 'php bin/console doctrine:migrations:migrate --no-interaction', PLATFORM_CHECK, 255, 'Run pending migrations'],
      ['prompt', 'console-make', "sull'host hai php 8.2 di brew, bin/console si lancia con make sf c=\"...\""],
      ['fail', 'sed-bsd', "sed -i 's/^APP_DEBUG=.*/APP_DEBUG=0/' .env.local", 'sed: 1: ".env.local": invalid command code .', 1],
      ['agent', 'sed-bsd', "macOS sed takes -i's argument as a backup suffix, so `sed -i 's/…/…/' file` breaks; on the Macs use `sed -i '' 's/…/…/' file`"],
    ],
  },
  {
    machine: 'codex', project: 'trattoria', start: '2026-09-08T14:30:00Z',
    steps: [
      ['fail', 'make-qa', 'make lint', "make: *** No rule to make target 'lint'.  Stop.", 2],
      ['prompt', 'make-qa', 'there is no lint target. make qa'],
      ['fail', 'x:qa-real-cs', 'make qa', CS_DIFF, 2],
      ['fail', 'cs-fixer-tools', 'vendor/bin/php-cs-fixer fix src/Booking', 'bash: line 1: vendor/bin/php-cs-fixer: No such file or directory', 127],
      ['prompt', 'cs-fixer-tools', "php-cs-fixer isn't in vendor/, it has its own composer.json under tools/php-cs-fixer. make cs does the fixing"],
    ],
  },
  {
    machine: 'wsl', project: 'trattoria', start: '2026-09-09T07:50:00Z',
    steps: [
      ['fail', 'x:wsl-docker-integration', 'make up', WSL_NO_DOCKER, 2],
      ['ok', 'make up'],
      ['fail', 'crlf-wsl', './scripts/seed-demo.sh', "/usr/bin/env: ‘bash\\r’: No such file or directory", 127, 'Seed the demo restaurants'],
      ['prompt', 'crlf-wsl', "és el CRLF: el clon es va fer des de windows amb core.autocrlf=true. a WSL posa autocrlf=input i torna a fer checkout"],
      ['ok', 'git config --global core.autocrlf input && git rm --cached -r -q . && git reset --hard'],
    ],
  },
  {
    machine: 'mac', project: 'trattoria', start: '2026-09-09T15:00:00Z',
    steps: [
      ['fail', 'make-up-first', 'make sf c="cache:clear"', 'docker compose exec php bin/console cache:clear\nservice "php" is not running\nmake: *** [sf] Error 1', 2],
      ['prompt', 'make-up-first', 'make up first, the containers are stopped'],
      ['fail', 'date-bsd', 'date -d tomorrow +%F', `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute tomorrow for the fixture dates'],
      ['prompt', 'date-bsd', 'mac date. no -d. date -v+1d +%F'],
      ['ok', 'date -v+1d +%F'],
    ],
  },
  {
    machine: 'linux', project: 'trattoria', start: '2026-09-10T08:30:00Z',
    steps: [
      ['fail', 'db-name', "docker compose exec database psql -U trattoria trattoria -c '\\dt'", PSQL_NO_DB('psql'), 2],
      ['prompt', 'db-name', 'db is trattoria_dev'],
      ['prompt', 'x:409-request', 'POST /api/bookings should answer 409 on a double booking, right now it leaks a 500'],
      ['fail', 'x:migration-duplicate-column', 'make sf c="doctrine:migrations:migrate --no-interaction"', DUPLICATE_COLUMN, 2],
    ],
  },
  {
    machine: 'codex', project: 'trattoria', start: '2026-09-10T13:40:00Z',
    steps: [
      ['fail', 'pnpm-not-npm', 'cd admin && npm ci', NPM_CI_EUSAGE, 1],
      ['prompt', 'pnpm-not-npm', "pnpm!! admin/ has a pnpm-lock.yaml, there's no package-lock"],
      ['fail', 'admin-dir', 'pnpm install --frozen-lockfile', ' ERR_PNPM_NO_IMPORTER_MANIFEST_FOUND  No package.json (or package.yaml, or package.json5) was found in "/home/dev/trattoria".', 1],
      ['agent', 'admin-dir', 'pnpm at the repo root fails (no package.json there): the Vue admin lives in admin/, run `pnpm -C admin <cmd>`'],
      ['ok', 'pnpm -C admin install --frozen-lockfile'],
    ],
  },
  {
    machine: 'mac2', project: 'trattoria', start: '2026-09-11T09:20:00Z',
    steps: [
      ['fail', 'corepack-pnpm', 'pnpm -C admin install', PNPM_BAD_PM, 1],
      ['prompt', 'corepack-pnpm', 'use corepack. corepack enable and that\'s it, the pnpm version is pinned in packageManager in admin/package.json'],
      ['prompt', 'x:date-format-request', "in the confirmation mails the date should read like 'gio 12 giu, 20:30' for italian restaurants — IntlDateFormatter with the restaurant locale"],
    ],
  },
  {
    machine: 'ci', project: 'trattoria', start: '2026-09-11T16:00:00Z',
    steps: [
      ['fail', 'ci-no-docker', 'make test', 'docker compose exec -T -e APP_ENV=test php bin/phpunit\nmake: docker: No such file or directory\nmake: *** [Makefile:44: test] Error 127', 2],
      ['agent', 'ci-no-docker', 'CI runs inside php:8.3-cli-alpine with no docker: call the Makefile targets with NO_DOCKER=1 (make test NO_DOCKER=1)'],
      ['ok', 'make test NO_DOCKER=1'],
      ['fail', 'corepack-pnpm', 'pnpm -C admin install --frozen-lockfile', '/bin/sh: pnpm: not found', 127],
      ['agent', 'corepack-pnpm', 'node:22-alpine has no pnpm on PATH: run `corepack enable` first, it provides the pnpm version pinned in admin/package.json'],
      ['ok', 'corepack enable && pnpm -C admin install --frozen-lockfile'],
    ],
  },
  // week 2
  {
    machine: 'linux', project: 'trattoria', start: '2026-09-14T08:10:00Z',
    steps: [
      ['fail', 'phpstan-memory', 'docker compose exec php vendor/bin/phpstan analyse', PHPSTAN_OOM('/app/phpstan.dist.neon'), 255, 'Static analysis'],
      ['prompt', 'phpstan-memory', 'make stan. it passes --memory-limit=1G, the container default is 128M'],
      ['fail', 'x:phpstan-real-errors', 'make stan', PHPSTAN_REAL, 2],
    ],
  },
  {
    machine: 'mac', project: 'trattoria', start: '2026-09-14T14:20:00Z',
    steps: [
      ['fail', 'sed-bsd', 'sed -i \'s/"version": ".*"/"version": "2.14.0"/\' admin/package.json', 'sed: 1: "admin/package.json": command a expects \\ followed by text', 1],
      ['prompt', 'sed-bsd', "mac sed again... -i ''"],
      ['fail', 'x:sed-typo-file', "sed -i '' 's/max_retries: 3/max_retries: 5/' config/packages/messenger.yml", 'sed: config/packages/messenger.yml: No such file or directory', 1],
      ['ok', "sed -i '' 's/max_retries: 3/max_retries: 5/' config/packages/messenger.yaml"],
      ['fail', 'console-make', 'php bin/console debug:messenger', 'zsh: command not found: php', 127],
      ['prompt', 'console-make', 'make sf c="debug:messenger". like always'],
    ],
  },
  {
    machine: 'wsl', project: 'trattoria', start: '2026-09-15T08:00:00Z',
    steps: [
      ['fail', 'composer-make', 'composer install', "Command 'composer' not found, but can be installed with:\n\nsudo apt install composer", 127],
      ['prompt', 'composer-make', "no composer on the host, everything goes through make: make composer c=install"],
      ['fail', 'cache-perms', 'rm -rf var/cache/*', RM_VAR(['var/cache/dev/ContainerX7kQh2m/getBookingControllerService.php', 'var/cache/dev/ContainerX7kQh2m/App_KernelDevDebugContainer.php', 'var/cache/dev/pools/system/5/K/-p3nSb2ZQk', 'var/cache/dev/translations/catalogue.ca.php']), 1],
      ['prompt', 'cache-perms', "var/ is owned by www-data from the container, you can't rm it from WSL. make cc"],
      ['ok', 'make cc'],
    ],
  },
  {
    machine: 'codex', project: 'trattoria', start: '2026-09-15T13:00:00Z',
    steps: [
      ['fail', 'dc-v2', 'docker-compose ps', 'bash: line 1: docker-compose: command not found', 127],
      ['agent', 'dc-v2', 'docker-compose (v1) is not installed here; Compose v2 is the `docker compose` plugin (or go through the make targets)'],
      ['fail', 'make-up-first', 'make test', 'docker compose exec -T -e APP_ENV=test php bin/phpunit\nservice "php" is not running\nmake: *** [Makefile:44: test] Error 1', 2],
      ['agent', 'make-up-first', 'the stack was down: `make up` has to run before any make target that execs into the php container'],
      ['fail', 'test-db', 'make test', TEST_DB_MISSING('make: *** [Makefile:44: test] Error 2'), 2],
      ['prompt', 'test-db', 'fresh volume → make test-db first, it creates trattoria_dev_test and runs the migrations on it'],
    ],
  },
  {
    machine: 'mac2', project: 'trattoria', start: '2026-09-16T09:30:00Z',
    steps: [
      ['prompt', 'branch-develop', 'la PR va su develop, main prende solo i merge di release'],
      ['ok', 'gh pr create --base develop --fill'],
      ['fail', 'x:gh-pr-no-commits', 'gh pr create --base develop --head fix/TRAT-402-slot-buffer --fill', 'pull request create failed: GraphQL: No commits between develop and fix/TRAT-402-slot-buffer (createPullRequest)', 1],
      ['prompt', 'x:partysize-correction', 'nope, online max party size is 12. bigger groups go through the phone request form'],
    ],
  },
  {
    machine: 'linux', project: 'trattoria', start: '2026-09-16T15:10:00Z',
    steps: [
      ['fail', 'branch-develop', 'git checkout -b feat/TRAT-431-waitlist origin/dev', "fatal: 'origin/dev' is not a commit and a branch 'feat/TRAT-431-waitlist' cannot be created from it", 128],
      ['prompt', 'branch-develop', 'develop. not dev, not main'],
      ['fail', 'no-force-push', 'git push --force origin develop', GH006, 1],
      ['prompt', 'no-force-push', 'WHOA. never force push develop. rebase your branch on it and push the branch'],
      ['agent', 'no-force-push', 'never `git push --force` to develop (it is protected and shared): rebase the feature branch and push that; --force-with-lease only on your own branch'],
      ['fail', 'x:push-non-ff', 'git push origin feat/TRAT-431-waitlist', PUSH_FETCH_FIRST, 1],
    ],
  },
  {
    machine: 'mac', project: 'trattoria', start: '2026-09-17T08:45:00Z',
    steps: [
      ['fail', 'symfony-serve', 'make sf c="server:run"', NOT_DEFINED('server:run'), 2, 'Start the local web server'],
      ['prompt', 'symfony-serve', 'server:run is gone since symfony 5. local server = symfony serve -d'],
      ['ok', 'symfony serve -d'],
      ['prompt', 'x:serve-port-request', 'can you make the symfony local server default to port 8080? 8000 clashes with my other project. .symfony.local.yaml I think'],
    ],
  },
  {
    machine: 'codex', project: 'trattoria', start: '2026-09-17T14:00:00Z',
    steps: [
      ['fail', 'api-types', 'pnpm -C admin build', TS_SCHEMA, 2],
      ['prompt', 'api-types', 'make api-types first. the TS schema is generated from the openapi export and is not committed'],
      ['ok', 'make api-types && pnpm -C admin build'],
    ],
  },
  {
    machine: 'ci', project: 'trattoria', start: '2026-09-18T10:00:00Z',
    steps: [
      ['fail', 'phpstan-memory', 'vendor/bin/phpstan analyse --no-progress --error-format=github', PHPSTAN_OOM('/workspace/phpstan.dist.neon'), 255],
      ['agent', 'phpstan-memory', 'phpstan crashes at the 128M default: run it with --memory-limit=1G, i.e. `make stan NO_DOCKER=1`, not bare vendor/bin/phpstan'],
      ['fail', 'ci-no-docker', 'make qa', 'docker compose exec -T php vendor/bin/phpstan analyse --memory-limit=1G\nmake: docker: No such file or directory\nmake: *** [Makefile:52: stan] Error 127', 2],
      ['ok', 'make qa NO_DOCKER=1'],
      ['fail', 'x:ci-flaky', 'make test NO_DOCKER=1', CI_FLAKY, 2],
      ['fail', 'x:dep-migrate-failed', 'vendor/bin/dep deploy stage=staging', DEP_MIGRATE, 1],
    ],
  },
  // week 3
  {
    machine: 'wsl', project: 'trattoria', start: '2026-09-21T07:40:00Z',
    steps: [
      ['fail', 'crlf-wsl', 'git commit -m "TRAT-440: catalan validators"', "/usr/bin/env: ‘bash\\r’: No such file or directory", 1],
      ['agent', 'crlf-wsl', "hooks and scripts fail with 'bash\\r': the checkout has CRLF endings (autocrlf=true from Windows); in WSL set core.autocrlf=input and re-checkout"],
      ['fail', 'node22', 'pnpm -C admin install', PNPM_ENGINE, 1],
      ['prompt', 'node22', "nvm use, que l'admin necessita node 22 (hi ha .nvmrc)"],
    ],
  },
  {
    machine: 'mac', project: 'trattoria', start: '2026-09-21T13:20:00Z',
    steps: [
      ['fail', 'make-test', './vendor/bin/phpunit --filter AvailabilityTest', 'env: php: No such file or directory', 127],
      ['prompt', 'make-test', 'make test c="--filter AvailabilityTest"'],
      ['fail', 'phpunit-verbose', 'make test c="--filter AvailabilityTest --verbose"', 'docker compose exec -T -e APP_ENV=test php bin/phpunit --filter AvailabilityTest --verbose\nPHPUnit 11.5.3 by Sebastian Bergmann and contributors.\n\nUnknown option "--verbose"\nmake: *** [test] Error 2', 2],
      ['prompt', 'phpunit-verbose', 'phpunit 11 has no --verbose, drop it. --testdox if you want names'],
      ['prompt', 'x:test-request-es', '¿puedes añadir un test para cancelar una reserva con menos de 2 horas de antelación? debería cobrar la señal'],
    ],
  },
  {
    machine: 'linux', project: 'trattoria', start: '2026-09-22T09:00:00Z',
    steps: [
      ['prompt', 'x:make-fixtures-request', 'add a make fixtures target that loads the demo restaurants (doctrine:fixtures:load --group=demo)'],
      ['fail', 'db-name', 'docker compose exec -T database pg_dump -U trattoria trattoria > var/dump.sql', PSQL_NO_DB('pg_dump'), 1],
      ['prompt', 'db-name', "il db si chiama trattoria_dev, te l'ho già detto"],
      ['fail', 'x:psql-password', 'psql -h 127.0.0.1 -p 5432 -U trattoria trattoria_dev', 'psql: error: connection to server at "127.0.0.1", port 5432 failed: FATAL:  password authentication failed for user "trattoria"', 2],
    ],
  },
  {
    machine: 'mac2', project: 'trattoria', start: '2026-09-22T14:30:00Z',
    steps: [
      ['prompt', 'x:no-show-request', 'add a no_show status to Booking, restaurants want to mark guests who never came'],
      ['ok', 'make sf c="doctrine:schema:update --force"'],
      ['prompt', 'schema-update', 'no no no. never schema:update --force, the schema only changes through migrations: make:migration then make migrate'],
      ['agent', 'schema-update', 'wrong: `doctrine:schema:update --force` on the dev DB. right: `make sf c="make:migration"`, review it, then `make migrate`'],
    ],
  },
  {
    machine: 'codex', project: 'trattoria', start: '2026-09-23T08:20:00Z',
    steps: [
      ['fail', 'dep-selector', 'vendor/bin/dep deploy staging', DEP_NO_HOST, 1],
      ['prompt', 'dep-selector', "deployer 7 doesn't have stages anymore, hosts are picked by label: dep deploy stage=staging"],
      ['fail', 'x:dep-ssh-publickey', 'vendor/bin/dep deploy stage=staging', DEP_PUBLICKEY, 1],
      ['prompt', 'x:rollback-question', 'if the migration breaks staging how do we roll back? is dep rollback enough or do we need a down migration?'],
    ],
  },
  {
    machine: 'mac', project: 'trattoria', start: '2026-09-23T15:00:00Z',
    steps: [
      ['fail', 'pnpm-not-npm', 'cd admin && npm install -D @vueuse/core', 'npm error Cannot read properties of null (reading \'matches\')\nnpm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-09-23T15_06_41_201Z-debug-0.log', 1],
      ['prompt', 'pnpm-not-npm', 'we\'re on pnpm in admin/: pnpm -C admin add -D @vueuse/core'],
      ['ok', 'pnpm -C admin add -D @vueuse/core'],
      ['fail', 'x:ts-type-error', 'pnpm -C admin build', TS_REAL, 2],
    ],
  },
  {
    machine: 'linux', project: 'trattoria', start: '2026-09-24T08:40:00Z',
    steps: [
      ['fail', 'console-make', 'bin/console doctrine:migrations:status', CONSOLE_HOST_DB, 1],
      ['prompt', 'console-make', 'console commands go through make sf, "database" only resolves inside the compose network'],
      ['fail', 'x:cache-clear-autowire', 'make cc', AUTOWIRE, 2],
      ['fail', 'make-qa', 'make check', "make: *** No rule to make target 'check'.  Stop.", 2],
      ['prompt', 'make-qa', "it's called qa. make qa. same as last week"],
    ],
  },
  {
    machine: 'mac2', project: 'trattoria', start: '2026-09-25T09:10:00Z',
    steps: [
      ['fail', 'sed-bsd', 'sed -i \'s/"php": ">=8.2"/"php": ">=8.3"/\' composer.json', 'sed: 1: "composer.json": command c expects \\ followed by text', 1],
      ['prompt', 'sed-bsd', "bsd sed wants -i '' on the macs (or use gsed)"],
      ['fail', 'date-bsd', "date --date='+7 days' +%Y-%m-%d", `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['agent', 'date-bsd', 'macOS date has no -d/--date: use `date -v+7d +%Y-%m-%d` (or gdate from coreutils)'],
      ['prompt', 'x:fixtures-dates', 'the demo fixtures should always book relative to today, not fixed september dates'],
    ],
  },
  // week 4
  {
    machine: 'wsl', project: 'trattoria', start: '2026-09-28T07:30:00Z',
    steps: [
      ['prompt', 'x:translations-ca', 'afegeix les traduccions en català dels missatges de validació (translations/validators.ca.yaml)'],
      ['fail', 'commit-ticket', 'git commit -m "add catalan validators"', COMMIT_MSG_HOOK('add catalan validators'), 1],
      ['prompt', 'commit-ticket', 'commit msg starts with the ticket key: TRAT-447: ...'],
      ['fail', 'cache-perms', 'rm -rf var/cache/test', RM_VAR(['var/cache/test/ContainerQp1vLzA/getSlotAllocatorService.php', 'var/cache/test/App_KernelTestDebugContainer.php.meta']), 1],
      ['agent', 'cache-perms', "don't rm var/ from the host: it's owned by the container's www-data; clear caches with `make cc` (APP_ENV=test make cc for test)"],
    ],
  },
  {
    machine: 'codex', project: 'trattoria', start: '2026-09-28T12:50:00Z',
    steps: [
      ['fail', 'apip-metadata', 'make stan', PHPSTAN_APIP('make: *** [Makefile:52: stan] Error 1'), 2],
      ['prompt', 'apip-metadata', "ApiPlatform\\Core is api platform 2. we're on 4: ApiPlatform\\Metadata\\ApiResource / ApiFilter"],
      ['fail', 'x:pnpm-econnreset', 'pnpm -C admin install --frozen-lockfile', PNPM_ECONNRESET, 1],
      ['fail', 'cs-fixer-tools', 'vendor/bin/php-cs-fixer fix --dry-run --diff', 'bash: line 1: vendor/bin/php-cs-fixer: No such file or directory', 127],
      ['agent', 'cs-fixer-tools', 'php-cs-fixer is not in vendor/bin; it is installed separately in tools/php-cs-fixer and run with `make cs` (check: `make cs-check`)'],
    ],
  },
  {
    machine: 'mac', project: 'trattoria', start: '2026-09-29T08:30:00Z',
    steps: [
      ['fail', 'x:docker-daemon-down', 'make up', 'docker compose up -d --wait\nCannot connect to the Docker daemon at unix:///Users/ana/.docker/run/docker.sock. Is the docker daemon running?\nmake: *** [up] Error 1', 2],
      ['ok', 'make up'],
      ['fail', 'dc-v2', 'docker-compose logs -f php', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'dc-v2', 'docker compose, no hyphen. docker-compose is v1'],
      ['fail', 'phpunit-verbose', 'make test c="-v tests/Api"', 'docker compose exec -T -e APP_ENV=test php bin/phpunit -v tests/Api\nPHPUnit 11.5.3 by Sebastian Bergmann and contributors.\n\nUnknown option "-v"\nmake: *** [test] Error 2', 2],
      ['agent', 'phpunit-verbose', 'PHPUnit 11 removed -v/--verbose; run `make test c="tests/Api"` without it (--testdox for test names)'],
    ],
  },
  {
    machine: 'linux', project: 'trattoria', start: '2026-09-30T09:00:00Z',
    steps: [
      ['fail', 'coverage', 'make test c="--coverage-html var/coverage"', COVERAGE_WARN, 2],
      ['prompt', 'coverage', 'make coverage. it sets XDEBUG_MODE=coverage, plain make test runs with xdebug off'],
      ['prompt', 'env-local', 'put MAILER_DSN in .env.local, .env is committed'],
      ['agent', 'env-local', 'wrong: added MAILER_DSN with a real password to .env. right: machine-specific values and secrets go in .env.local (.env is committed)'],
      ['fail', 'x:mailer-down', 'make worker', MAILER_DOWN, 2],
    ],
  },
  {
    machine: 'mac2', project: 'trattoria', start: '2026-10-01T10:00:00Z',
    steps: [
      ['fail', 'node22', 'pnpm -C admin dev', VITE_NODE18, 1],
      ['prompt', 'node22', 'nvm use first, .nvmrc says 22'],
      ['fail', 'api-types', 'pnpm -C admin test --run', VITEST_ENUMS, 1],
      ['prompt', 'api-types', 'di nuovo: make api-types prima, la cartella src/api/generated non è versionata'],
      ['ok', 'make api-types && pnpm -C admin test --run'],
    ],
  },
  // week 5
  {
    machine: 'linux', project: 'trattoria', start: '2026-10-05T08:20:00Z',
    steps: [
      ['fail', 'deploy-ci-only', 'vendor/bin/dep deploy stage=production', DEP_PROD_GUARD, 1, 'Release 2.14.0 to production'],
      ['prompt', 'deploy-ci-only', 'do NOT deploy prod from your machine. production goes out when the v* tag pipeline runs, that guard is there on purpose'],
      ['agent', 'deploy-ci-only', 'never run `dep deploy stage=production` locally; production releases happen only from the tag pipeline in CI'],
      ['fail', 'x:corepack-eacces', 'corepack enable', "Internal Error: EACCES: permission denied, symlink '../lib/node_modules/corepack/dist/pnpm.js' -> '/usr/bin/pnpm'\n    at async Object.symlink (node:internal/fs/promises:1001:10)\n    at async EnableCommand.generatePosixLink (/usr/lib/node_modules/corepack/dist/lib/corepack.cjs:22959:5)", 1],
    ],
  },
  {
    machine: 'mac', project: 'trattoria', start: '2026-10-06T09:00:00Z',
    steps: [
      ['fail', 'symfony-serve', 'make sf c="server:start"', NOT_DEFINED('server:start'), 2],
      ['prompt', 'symfony-serve', 'that again? symfony serve -d, on the host'],
      ['ok', 'symfony serve -d'],
      ['fail', 'apip-metadata', 'make test c="tests/Api/WaitlistApiTest.php"', `docker compose exec -T -e APP_ENV=test php bin/phpunit tests/Api/WaitlistApiTest.php\n${APIP_RUNTIME}`, 2],
      ['agent', 'apip-metadata', 'used the API Platform 2 namespace ApiPlatform\\Core\\Annotation; on API Platform 4 the attributes are ApiPlatform\\Metadata\\ApiResource / ApiFilter'],
    ],
  },
  {
    machine: 'wsl', project: 'trattoria', start: '2026-10-06T14:00:00Z',
    steps: [
      ['fail', 'test-db', 'make test', TEST_DB_MISSING('make: *** [Makefile:44: test] Error 2'), 2],
      ['prompt', 'test-db', 'després del make down -v cal fer make test-db abans dels tests'],
      ['fail', 'x:phpunit-file-typo', 'make test c="tests/Booking/AvailabiltyTest.php"', 'docker compose exec -T -e APP_ENV=test php bin/phpunit tests/Booking/AvailabiltyTest.php\nPHPUnit 11.5.3 by Sebastian Bergmann and contributors.\n\nTest file "tests/Booking/AvailabiltyTest.php" not found\nmake: *** [Makefile:44: test] Error 2', 2],
      ['fail', 'make-test', 'php vendor/bin/phpunit tests/Booking/AvailabilityTest.php', "Command 'php' not found, but can be installed with:\n\nsudo apt install php8.3-cli", 127],
      ['prompt', 'make-test', 'tests always via make test, even a single file'],
    ],
  },
  {
    machine: 'codex', project: 'trattoria', start: '2026-10-07T10:00:00Z',
    steps: [
      ['fail', 'dep-selector', 'vendor/bin/dep deploy --stage=staging --branch=develop', DEP_NO_STAGE_OPTION, 1],
      ['agent', 'dep-selector', 'Deployer 7 has no stages and no --stage option: select hosts by label, `vendor/bin/dep deploy stage=staging`'],
      ['fail', 'x:composer-lock-outdated', 'make composer c="validate --strict"', COMPOSER_LOCK, 2],
      ['fail', 'x:checkout-local-changes', 'git checkout develop', 'error: Your local changes to the following files would be overwritten by checkout:\n\tconfig/packages/messenger.yaml\nPlease commit your changes or stash them before you switch branches.\nAborting', 1],
      ['agent', 'composer-make', 'composer is not installed on the host: run it in the php container via `make composer c="…"`'],
    ],
  },
  {
    machine: 'mac2', project: 'trattoria', start: '2026-10-08T09:00:00Z',
    steps: [
      ['fail', 'commit-ticket', 'git commit -m "fix slot buffer rounding"', COMMIT_MSG_HOOK('fix slot buffer rounding'), 1],
      ['agent', 'commit-ticket', 'commit titles must start with the ticket key (`TRAT-123: …`) or `chore:`; the .githooks/commit-msg hook rejects anything else'],
      ['fail', 'no-force-push', 'git push -f origin develop', GH006, 1],
      ['prompt', 'no-force-push', 'no force pushes on develop!! --force-with-lease on your own branch if you must'],
      ['fail', 'x:packagist-timeout', 'make composer c="update \'symfony/*\' --with-all-dependencies"', PACKAGIST_TIMEOUT, 2],
      ['ok', 'make stan c="--generate-baseline"'],
      ['prompt', 'phpstan-baseline', 'we never regenerate the phpstan baseline. fix the errors'],
    ],
  },
  {
    machine: 'linux', project: 'trattoria', start: '2026-10-08T14:10:00Z',
    steps: [
      ['ok', 'make stan c="--generate-baseline"'],
      ['prompt', 'phpstan-baseline', 'wtf, you regenerated phpstan-baseline.neon? revert that. fix the 4 new errors instead'],
      ['agent', 'phpstan-baseline', 'never regenerate phpstan-baseline.neon (--generate-baseline) to hide new errors; fix them, the baseline only shrinks'],
      ['fail', 'coverage', 'make test c="--coverage-clover var/clover.xml"', COVERAGE_NODRIVER, 2],
      ['agent', 'coverage', 'coverage needs XDEBUG_MODE=coverage: use `make coverage`, not `make test c="--coverage-…"`'],
    ],
  },
  {
    machine: 'mac', project: 'trattoria', start: '2026-10-09T08:30:00Z',
    steps: [
      ['prompt', 'env-local', 'otra vez en .env no: lo tuyo va en .env.local, el .env está versionado'],
      ['prompt', 'x:env-default-request', 'document the new BOOKING_HOLD_MINUTES in .env with a default of 15'],
      ['fail', 'make-up-first', 'make sf c="debug:router"', 'docker compose exec php bin/console debug:router\nservice "php" is not running\nmake: *** [sf] Error 1', 2],
      ['prompt', 'make-up-first', 'the containers are down again, make up'],
    ],
  },
];
