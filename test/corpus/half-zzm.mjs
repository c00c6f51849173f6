// Half ZZM of the evaluation corpus, written blind: "gannet", a Symfony 7 app on PHP 8.3 (Composer
// through the Symfony CLI, Doctrine migrations, bin/phpunit, PHPStan level 8, Webpack Encore on Yarn 1,
// docker compose with PostgreSQL 16, Redis and Mailpit, Deployer, GitLab MRs into develop). macOS,
// Ubuntu, WSL2 / PowerShell / Git Bash, an Alpine CI image; English, French, Norwegian, Chinese.

const GL = 'gitlab.com:gannet-team/gannet.git';
const PS51_NOT_FOUND = (cmd, line) => `${cmd} : The term '${cmd}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(cmd.length)}\n    + CategoryInfo          : ObjectNotFound: (${cmd}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
const PS51_RM_RF = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ ${line}\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand\n`;
const COMPOSER_PHP84 = 'Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - Root composer.json requires php 8.3.* but your php version (8.4.4) does not satisfy that requirement.\n';
const COMPOSER_REQUIRE_PHP84 = './composer.json has been updated\nRunning composer update symfony/maker-bundle\nLoading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires php 8.3.* but your php version (8.4.5) does not satisfy that requirement.\n\nInstallation failed, reverting ./composer.json and ./composer.lock to their original content.\n';
const COMPOSER_TURBO = './composer.json has been updated\nRunning composer update symfony/ux-turbo\nLoading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires symfony/ux-turbo ^3.0, found symfony/ux-turbo[dev-main, 2.x-dev, v2.0.0, ..., v2.22.1] but it does not match the constraint.\n\nInstallation failed, reverting ./composer.json and ./composer.lock to their original content.\n';
const GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const ENCORE_RUNTIME = (home) => `[webpack-cli] Failed to load '${home}/gannet/webpack.config.js' config\n[webpack-cli] Error: Encore.setOutputPath() cannot be called yet because the runtime environment doesn't appear to be configured. Make sure you're using the encore executable or call Encore.configureRuntimeEnvironment() first if you're purposely not calling Encore directly.\n    at Object.get (${home}/gannet/node_modules/@symfony/webpack-encore/index.js:1869:23)\n    at Object.<anonymous> (${home}/gannet/webpack.config.js:8:6)`;
const PHPSTAN_OOM = (done, home) => ` ${done}/214 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓░░░░░░░░░░░░░]  ${Math.round((done / 214) * 100)}%PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes) in phar://${home}/gannet/vendor/phpstan/phpstan/phpstan.phar/src/Analyser/NodeScopeResolver.php on line 1874\nPHPStan process crashed because it reached configured PHP memory limit: 128M\nIncrease your memory limit in php.ini or run PHPStan with --memory-limit CLI option.`;
const NPM10_ERESOLVE = 'npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\nnpm error\nnpm error While resolving: undefined@undefined\nnpm error Found: webpack@5.97.1\nnpm error node_modules/webpack\nnpm error   dev webpack@"^5.74.0" from the root project\nnpm error\nnpm error Could not resolve dependency:\nnpm error peer webpack@"^4.36.0" from sass-loader@10.5.2\nnpm error node_modules/sass-loader\nnpm error   dev sass-loader@"^10" from the root project\nnpm error\nnpm error Fix the upstream dependency conflict, or retry\nnpm error this command with --force or --legacy-peer-deps\nnpm error to accept an incorrect (and potentially broken) dependency resolution.\nnpm error\nnpm error\nnpm error For a full report see:\nnpm error /home/dev/.npm/_logs/2026-03-23T08_14_02_311Z-eresolve-report.txt';
const NPM9_ERESOLVE = 'npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! \nnpm ERR! While resolving: undefined@undefined\nnpm ERR! Found: @hotwired/stimulus@3.2.2\nnpm ERR! node_modules/@hotwired/stimulus\nnpm ERR!   dev @hotwired/stimulus@"^3.0.0" from the root project\nnpm ERR! \nnpm ERR! Could not resolve dependency:\nnpm ERR! peer @hotwired/stimulus@"^2.0.0" from @symfony/stimulus-bridge@2.1.0\nnpm ERR! node_modules/@symfony/stimulus-bridge\nnpm ERR!   dev @symfony/stimulus-bridge@"^2.0.0" from the root project\nnpm ERR! \nnpm ERR! Fix the upstream dependency conflict, or retry\nnpm ERR! this command with --force, or --legacy-peer-deps\nnpm ERR! to accept an incorrect (and potentially broken) dependency resolution.';
const XDEBUG_OFF = (home) => `PHPUnit 11.5.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.15 with Xdebug 3.4.1\nConfiguration: ${home}/gannet/phpunit.xml.dist\n\n...............................................................  63 / 214 ( 29%)\n............................................................... 126 / 214 ( 58%)\n............................................................... 189 / 214 ( 88%)\n.........................                                       214 / 214 (100%)\n\nTime: 00:41.220, Memory: 96.00 MB\n\nThere was 1 PHPUnit test runner warning:\n\n1) XDEBUG_MODE=coverage (environment variable) or xdebug.mode=coverage (PHP configuration setting) has to be set\n\nWARNINGS!\nTests: 214, Assertions: 598, Warnings: 1.`;
const CRLF = "/usr/bin/env: ‘php\\r’: No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines";
const GITLAB_PROTECTED = (branch) => `remote: GitLab: You are not allowed to push code to protected branches on this project.\nTo ${GL}\n ! [remote rejected] ${branch} -> ${branch} (pre-receive hook declined)\nerror: failed to push some refs to '${GL}'`;
const GITLAB_FORCE = `remote: GitLab: You are not allowed to force push code to a protected branch on this project.\nTo ${GL}\n ! [remote rejected] develop -> develop (pre-receive hook declined)\nerror: failed to push some refs to '${GL}'`;
const NO_SERVER_NS = '\n                                                            \n  There are no commands defined in the "server" namespace.  \n                                                            \n';

export const SESSIONS = [
  {
    machine: 'mac', project: 'gannet', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'symfony-composer', 'composer install', COMPOSER_PHP84, 2, 'Install PHP dependencies'],
      ['prompt', 'symfony-composer', 'symfony composer install. plain composer picks up the brew php (8.4), the project is on 8.3 from .php-version'],
      ['ok', 'symfony composer install'],
      ['fail', 'bsd-sed', "sed -i 's/^APP_ENV=.*/APP_ENV=dev/' .env.local", 'sed: 1: ".env.local": invalid command code .', 1],
      ['prompt', 'bsd-sed', "det er mac-sed, den vil ha -i '' med tom streng"],
    ],
  },
  {
    machine: 'linux', project: 'gannet', start: '2026-02-02T13:10:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d', "Command 'docker-compose' not found, but can be installed with:\nsudo snap install docker          # version 27.2.0, or\nsudo apt  install docker-compose  # version 1.29.2-6\nSee 'snap info <snapname>' for additional versions.", 127, 'Start the docker stack'],
      ['prompt', 'compose-v2', "don't install anything, it's `docker compose` with a space. compose v2 is a docker plugin"],
      ['fail', 'bin-phpunit', 'phpunit --testdox', 'bash: phpunit: command not found', 127, 'Run the test suite'],
      ['prompt', 'bin-phpunit', 'tests run with bin/phpunit'],
      ['fail', 'x:phpunit-assert', 'bin/phpunit tests/Controller/InvoiceControllerTest.php', 'PHPUnit 11.5.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.15\nConfiguration: /home/dev/gannet/phpunit.xml.dist\n\n..F.                                                                4 / 4 (100%)\n\nTime: 00:00.412, Memory: 38.00 MB\n\nThere was 1 failure:\n\n1) App\\Tests\\Controller\\InvoiceControllerTest::testPdfExport\nFailed asserting that the Response is successful.\nHTTP/1.1 500 Internal Server Error\nCache-Control:          max-age=0, must-revalidate, private\nContent-Type:           text/html; charset=UTF-8\n\n/home/dev/gannet/vendor/symfony/framework-bundle/Test/BrowserKitAssertionsTrait.php:40\n/home/dev/gannet/tests/Controller/InvoiceControllerTest.php:41\n\nFAILURES!\nTests: 4, Assertions: 7, Failures: 1.', 1],
    ],
  },
  {
    machine: 'wsl', project: 'gannet', start: '2026-02-03T07:55:00Z',
    steps: [
      ['fail', 'crlf', 'bin/console cache:clear', CRLF, 127],
      ['prompt', 'crlf', "c'est les fins de ligne : le clone a été fait côté Windows, tout est en CRLF. git config core.autocrlf input et re-checkout, ne touche pas au shebang"],
      ['ok', 'git config core.autocrlf input && git rm --cached -r -q . && git reset --hard'],
      ['fail', 'symfony-composer', 'composer install', "Command 'composer' not found, but can be installed with:\nsudo apt install composer", 127],
      ['prompt', 'symfony-composer', 'no, not apt. symfony composer install — the symfony CLI is already in WSL and it picks the right PHP'],
    ],
  },
  {
    machine: 'mac2', project: 'gannet', start: '2026-02-03T10:20:00Z',
    steps: [
      ['fail', 'bsd-grep', "grep -rnP '\\bdump\\(' src/ templates/", GREP_USAGE, 2, 'Find leftover dump() calls'],
      ['prompt', 'bsd-grep', 'mac grep has no -P. -E is enough for that, or rg'],
      ['fail', 'yarn-not-npm', 'npm install', NPM9_ERESOLVE, 1],
      ['prompt', 'yarn-not-npm', "yarn!! there's a yarn.lock right there. and delete the package-lock.json you just made"],
    ],
  },
  {
    machine: 'ci', project: 'gannet', start: '2026-02-04T09:00:00Z',
    steps: [
      ['fail', 'alpine-apk', 'apt-get update && apt-get install -y git unzip', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'alpine-apk', 'the CI image is php:8.3-cli-alpine, so: apk add --no-cache git unzip'],
      ['fail', 'alpine-bash', 'bash bin/ci/prepare-db.sh', '/bin/sh: bash: not found', 127],
      ['prompt', 'alpine-bash', 'there is no bash in that image. sh bin/ci/prepare-db.sh and keep the script POSIX'],
    ],
  },
  {
    machine: 'mac', project: 'gannet', start: '2026-02-05T08:30:00Z',
    steps: [
      ['prompt', 'x:changelog', 'add a CHANGELOG.md entry under Unreleased for the invoice PDF export'],
      ['ok', 'bin/console doctrine:schema:update --force'],
      ['prompt', 'migrations', 'hold on, why schema:update --force?? schema changes ship as migrations, full stop. make:migration, commit the Version file, doctrine:migrations:migrate'],
      ['agent', 'migrations', 'Applied an entity change with doctrine:schema:update --force; in gannet every schema change is a migration (bin/console make:migration, then doctrine:migrations:migrate).'],
      ['fail', 'bsd-date', "date -d '30 days ago' +%F", DATE_USAGE, 1],
      ['prompt', 'bsd-date', 'on mac: date -v-30d +%F'],
    ],
  },
  {
    machine: 'codex', project: 'gannet', start: '2026-02-05T14:00:00Z',
    steps: [
      ['fail', 'psql-container', 'psql -h 127.0.0.1 -U app -d app -c "select count(*) from invoice"', "Command 'psql' not found, but can be installed with:\nsudo apt install postgresql-client-common", 127],
      ['prompt', 'psql-container', 'no postgres client on the host, the db lives in compose. docker compose exec database psql -U app app'],
      ['fail', 'x:migration-duplicate', 'bin/console doctrine:migrations:migrate -n', '[notice] Migrating up to DoctrineMigrations\\Version20260205101512\n[error] Migration DoctrineMigrations\\Version20260205101512 failed during Execution. Error: "An exception occurred while executing a query: SQLSTATE[42701]: Duplicate column: 7 ERROR:  column "slug" of relation "invoice" already exists"\n\nIn ExceptionConverter.php line 67:\n\n  An exception occurred while executing a query: SQLSTATE[42701]: Duplicate column: 7 ERROR:  column "slug" of relation "invoice" already exists\n\nIn Exception.php line 28:\n\n  SQLSTATE[42701]: Duplicate column: 7 ERROR:  column "slug" of relation "invoice" already exists\n', 1],
      ['fail', 'glab', 'gh pr create --base develop --fill', 'none of the git remotes configured for this repository point to a known GitHub host. To tell gh about a new GitHub host, please use `gh auth login --hostname <hostname>`', 1],
      ['prompt', 'glab', 'gannet is on gitlab. glab mr create --target-branch develop'],
    ],
  },
  {
    machine: 'mac2', project: 'gannet', start: '2026-02-06T09:15:00Z',
    steps: [
      ['fail', 'encore', 'npx webpack --mode production', ENCORE_RUNTIME('/Users/kai'), 2, 'Build production assets'],
      ['prompt', 'encore', 'assets are built by encore: yarn build for prod, yarn dev locally. calling webpack directly never works with Encore'],
      ['ok', 'yarn build'],
      ['fail', 'mac-timeout', 'timeout 60 symfony console app:sync-rates', 'zsh: command not found: timeout', 127],
      ['prompt', 'mac-timeout', 'no timeout on macOS, gtimeout (brew coreutils)'],
    ],
  },
  {
    machine: 'linux', project: 'gannet', start: '2026-02-09T08:05:00Z',
    steps: [
      ['fail', 'phpstan-memory', 'vendor/bin/phpstan analyse', PHPSTAN_OOM(118, '/home/dev'), 255, 'Static analysis'],
      ['prompt', 'phpstan-memory', 'phpstan needs --memory-limit=1G on this repo. the composer script already has it: symfony composer phpstan'],
      ['fail', 'x:phpstan-real', 'vendor/bin/phpstan analyse --memory-limit=1G', ' 214/214 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n ------ --------------------------------------------------------------------------- \n  Line   src/Service/InvoiceNumberGenerator.php                                     \n ------ --------------------------------------------------------------------------- \n  42     Method App\\Service\\InvoiceNumberGenerator::next() should return string but  \n         returns string|null.                                                       \n         🪪  return.type                                                            \n ------ --------------------------------------------------------------------------- \n\n [ERROR] Found 1 error                                                                \n', 1],
      ['prompt', 'x:iso-dates', 'dates in the API responses should be ISO 8601, use DATE_ATOM in the normalizer'],
    ],
  },
  {
    machine: 'winps', project: 'gannet', start: '2026-02-09T12:30:00Z',
    steps: [
      ['fail', 'ps-rm', 'rm -rf var/cache', PS51_RM_RF('rm -rf var/cache'), 1],
      ['prompt', 'ps-rm', "t'es dans PowerShell là, pas bash : Remove-Item -Recurse -Force var\\cache"],
      ['fail', 'ps-env', 'APP_ENV=test php bin/phpunit', PS51_NOT_FOUND('APP_ENV=test', 'APP_ENV=test php bin/phpunit'), 1],
      ['prompt', 'ps-env', 'in powershell its $env:APP_ENV="test" first, then php bin/phpunit'],
      ['fail', 'x:ps-execution-policy', 'yarn install', "yarn : File C:\\Users\\joao\\AppData\\Roaming\\npm\\yarn.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ yarn install\n+ ~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n", 1],
    ],
  },
  {
    machine: 'mac', project: 'gannet', start: '2026-02-10T08:20:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/\"php\": \"8.2.\\*\"/\"php\": \"8.3.*\"/' composer.json", 'sed: 1: "composer.json": command c expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "again?? sed -i needs the '' after it on the macs"],
      ['ok', "sed -i '' 's/\"php\": \"8.2.\\*\"/\"php\": \"8.3.*\"/' composer.json"],
      ['fail', 'symfony-composer', 'composer require --dev symfony/maker-bundle', COMPOSER_REQUIRE_PHP84, 2],
      ['prompt', 'symfony-composer', 'samme som forrige uke. ALLTID symfony composer, aldri composer rett fra brew'],
    ],
  },
  {
    machine: 'wsl', project: 'gannet', start: '2026-02-10T15:40:00Z',
    steps: [
      ['fail', 'crlf', './bin/phpunit', CRLF, 127],
      ['prompt', 'crlf', 'CRLF again… autocrlf=input on this clone too, told you yesterday'],
      ['agent', 'crlf', 'bin/phpunit failed with env: php\\r: the WSL clone had CRLF line endings; fix with git config core.autocrlf input and a fresh checkout, not by editing the shebang.'],
      ['fail', 'xdebug-coverage', 'bin/phpunit --coverage-html var/coverage', XDEBUG_OFF('/home/yuki'), 1],
      ['prompt', 'xdebug-coverage', 'needs XDEBUG_MODE=coverage in front, my xdebug runs in debug mode'],
    ],
  },
  {
    machine: 'linux', project: 'gannet', start: '2026-02-11T09:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose ps', 'bash: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', '又是 docker-compose… 是 docker compose，中间一个空格'],
      ['fail', 'x:docker-daemon', 'docker compose up -d', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['prompt', 'x:zh-pagination', '帮我给 InvoiceController 的列表加分页，每页 20 条'],
    ],
  },
  {
    machine: 'mac2', project: 'gannet', start: '2026-02-11T13:30:00Z',
    steps: [
      ['ok', 'git checkout -b feature/invoice-pdf origin/main'],
      ['prompt', 'mr-develop', 'branch off develop, not main. main only moves when we release'],
      ['fail', 'x:non-ff', 'git push origin feature/invoice-pdf', `To ${GL}\n ! [rejected]        feature/invoice-pdf -> feature/invoice-pdf (fetch first)\nerror: failed to push some refs to '${GL}'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.`, 1],
      ['ok', 'git pull --rebase origin feature/invoice-pdf && git push origin feature/invoice-pdf'],
      ['fail', 'force-push', 'git push --force origin develop', GITLAB_FORCE, 1],
      ['prompt', 'force-push', 'WHOA. never force push develop. if you need to rewrite your own branch, --force-with-lease on that branch'],
    ],
  },
  {
    machine: 'codex', project: 'gannet', start: '2026-02-12T08:45:00Z',
    steps: [
      ['fail', 'yarn-classic', 'yarn dlx npm-check-updates', 'yarn run v1.22.22\nerror Command "dlx" not found.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.', 1],
      ['prompt', 'yarn-classic', "we're on yarn 1 (classic). no dlx, no up, none of the berry stuff. yarn outdated / yarn upgrade-interactive"],
      ['fail', 'dep-vendor', 'dep deploy prod', 'bash: dep: command not found', 127],
      ['prompt', 'dep-vendor', 'deployer is a dev dependency of the project: vendor/bin/dep deploy prod'],
      ['fail', 'mr-develop', 'git push origin main', GITLAB_PROTECTED('main'), 1],
      ['prompt', 'mr-develop', 'target is develop. push your branch and open the MR into develop'],
      ['fail', 'x:glab-auth', 'glab mr list', 'ERROR: GET https://gitlab.com/api/v4/projects/gannet-team%2Fgannet/merge_requests: 401 {message: 401 Unauthorized}', 1],
    ],
  },
  {
    machine: 'mac', project: 'gannet', start: '2026-02-12T10:10:00Z',
    steps: [
      ['fail', 'bsd-stat', 'stat -c %s public/build/app.js', STAT_USAGE, 1],
      ['prompt', 'bsd-stat', 'stat -f %z on mac, -c is GNU only'],
      ['fail', 'x:encore-sass', 'yarn encore dev', 'yarn run v1.22.22\n$ /Users/ana/gannet/node_modules/.bin/encore dev\nRunning webpack ...\n\nError: Install sass-loader & sass to use enableSassLoader()\n  yarn add sass-loader@^16.0.1 sass --dev\n\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.', 1],
      ['ok', 'yarn add sass-loader@^16.0.1 sass --dev'],
      ['ok', 'docker compose down -v'],
      ['prompt', 'down-v', 'hvorfor kjørte du docker compose down -v?? nå er hele dev-databasen borte. aldri -v, postgres-dataene ligger i volumet'],
    ],
  },
  {
    machine: 'ci', project: 'gannet', start: '2026-02-13T09:30:00Z',
    steps: [
      ['fail', 'alpine-bash', './bin/ci/prepare-db.sh', '/bin/sh: ./bin/ci/prepare-db.sh: not found', 127],
      ['agent', 'alpine-bash', 'prepare-db.sh had #!/bin/bash but the php:8.3-cli-alpine CI image only has ash; made the script #!/bin/sh and POSIX instead of installing bash.'],
      ['fail', 'x:apk-typo', 'apk add --no-cache php83-intll', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.21/main/x86_64/APKINDEX.tar.gz\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.21/community/x86_64/APKINDEX.tar.gz\nERROR: unable to select packages:\n  php83-intll (no such package):\n    required by: world[php83-intll]', 1],
      ['fail', 'alpine-apk', 'apt install -y postgresql-client', '/bin/sh: apt: not found', 127],
      ['agent', 'alpine-apk', 'The CI image is Alpine: apt/apt-get do not exist there; install packages with apk add --no-cache <pkg>.'],
    ],
  },
  {
    machine: 'linux', project: 'gannet', start: '2026-02-16T08:15:00Z',
    steps: [
      ['fail', 'bin-phpunit', 'php artisan test', 'Could not open input file: artisan', 1],
      ['prompt', 'bin-phpunit', 'lol this is symfony, not laravel. bin/phpunit'],
      ['fail', 'x:test-db-missing', 'bin/phpunit tests/Repository', 'PHPUnit 11.5.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.15\nConfiguration: /home/dev/gannet/phpunit.xml.dist\n\nEEE                                                                 3 / 3 (100%)\n\nTime: 00:00.231, Memory: 30.00 MB\n\nThere were 3 errors:\n\n1) App\\Tests\\Repository\\InvoiceRepositoryTest::testFindOverdue\nDoctrine\\DBAL\\Exception\\ConnectionException: An exception occurred in the driver: SQLSTATE[08006] [7] connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "app_test" does not exist\n\n/home/dev/gannet/vendor/doctrine/dbal/src/Driver/API/PostgreSQL/ExceptionConverter.php:77\n\nERRORS!\nTests: 3, Assertions: 0, Errors: 3.', 2],
      ['ok', 'bin/phpunit'],
    ],
  },
  {
    machine: 'wsl', project: 'gannet', start: '2026-02-17T08:00:00Z',
    steps: [
      ['fail', 'symfony-serve', 'bin/console server:run', NO_SERVER_NS, 1, 'Start the dev server'],
      ['prompt', 'symfony-serve', "server:run n'existe plus depuis longtemps. symfony server:start -d, comme tout le monde ici"],
      ['ok', 'symfony server:start -d'],
      ['fail', 'chmod-777', 'sudo chmod -R 777 var/', 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'chmod-777', 'pas de 777 sur var/, jamais. setfacl comme dans la doc Symfony, et sans sudo'],
      ['prompt', 'x:fr-translation', 'la traduction de « Save » en français c’est « Enregistrer », pas « Sauver »'],
    ],
  },
  {
    machine: 'mac', project: 'gannet', start: '2026-02-18T09:00:00Z',
    steps: [
      ['fail', 'yarn-not-npm', 'npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error Run "npm help ci" for more info', 1],
      ['prompt', 'yarn-not-npm', 'vi bruker yarn her. yarn install --frozen-lockfile'],
      ['fail', 'bsd-grep', "grep -oP '(?<=\"version\": \")[^\"]+' package.json", GREP_USAGE, 2],
      ['prompt', 'bsd-grep', 'same grep -P thing. just node -p "require(\'./package.json\').version"'],
      ['prompt', 'x:nb-translation', 'kan du legge til norske oversettelser i translations/messages.nb.yaml for fakturasiden?'],
    ],
  },
  {
    machine: 'codex', project: 'gannet', start: '2026-02-18T14:20:00Z',
    steps: [
      ['fail', 'env-local', 'git add .env.local config/packages/mailer.yaml', 'The following paths are ignored by one of your .gitignore files:\n.env.local\nhint: Use -f if you really want to add them.\nhint: Turn this message off by running\nhint: "git config advice.addIgnoredFile false"', 1],
      ['prompt', 'env-local', '.env.local is gitignored on purpose, the mailer key stays out of git. commit only the yaml'],
      ['prompt', 'x:mailpit-link', 'the password reset mail in mailpit links to http://localhost/reset/..., set default_uri in config/packages/routing.yaml'],
      ['fail', 'x:redis-down', 'bin/console cache:pool:clear cache.app', '\nIn RedisTrait.php line 312:\n\n  Redis connection "redis://127.0.0.1:6379" failed: Connection refused\n\n\ncache:pool:clear [--all] [--exclude EXCLUDE] [--] [<pools>...]\n', 1],
    ],
  },
  {
    machine: 'mac2', project: 'gannet', start: '2026-02-19T08:50:00Z',
    steps: [
      ['fail', 'cs-fixer', 'vendor/bin/phpcs --standard=PSR12 src', 'zsh: no such file or directory: vendor/bin/phpcs', 127, 'Check coding style'],
      ['prompt', 'cs-fixer', "we don't have phpcs. style is php-cs-fixer, config's in .php-cs-fixer.dist.php"],
      ['fail', 'x:cs-fixer-dry-run', 'vendor/bin/php-cs-fixer fix --dry-run', 'Loaded config default from "/Users/kai/gannet/.php-cs-fixer.dist.php".\n   1) src/Service/InvoicePdf.php\n   2) src/Controller/InvoiceController.php\n   3) tests/Service/InvoicePdfTest.php\n\nFound 3 of 412 files that can be fixed in 2.314 seconds, 22.00 MB memory used', 8],
      ['ok', 'vendor/bin/php-cs-fixer fix'],
      ['fail', 'mac-timeout', 'timeout 120 bin/phpunit --group slow', 'zsh: command not found: timeout', 127],
      ['prompt', 'mac-timeout', 'that again? gtimeout'],
    ],
  },
  {
    machine: 'winps', project: 'gannet', start: '2026-02-20T10:00:00Z',
    steps: [
      ['fail', 'ps-env', 'export XDEBUG_MODE=coverage; php bin/phpunit --coverage-text', PS51_NOT_FOUND('export', 'export XDEBUG_MODE=coverage; php bin/phpunit --coverage-text'), 1],
      ['agent', 'ps-env', 'Used bash `export VAR=...` in Windows PowerShell; there env vars are set with $env:XDEBUG_MODE = "coverage".'],
      ['fail', 'ps-rm', 'rm -rf public/build node_modules/.cache', PS51_RM_RF('rm -rf public/build node_modules/.cache'), 1],
      ['prompt', 'ps-rm', 'rm -rf in powershell again… Remove-Item -Recurse -Force, or just do it from WSL'],
      ['fail', 'ps-env', 'APP_ENV=prod APP_DEBUG=0 php bin/console cache:warmup', PS51_NOT_FOUND('APP_ENV=prod', 'APP_ENV=prod APP_DEBUG=0 php bin/console cache:warmup'), 1],
      ['prompt', 'ps-env', "still no VAR=x in powershell. $env:APP_ENV='prod' first"],
    ],
  },
  {
    machine: 'linux', project: 'gannet', start: '2026-02-23T08:30:00Z',
    steps: [
      ['fail', 'psql-container', 'pg_dump -h localhost -U app app > var/dump.sql', 'bash: pg_dump: command not found', 127],
      ['prompt', 'psql-container', 'pg_dump 也在容器里：docker compose exec -T database pg_dump -U app app > var/dump.sql'],
      ['fail', 'phpstan-memory', 'vendor/bin/phpstan analyse src tests', PHPSTAN_OOM(97, '/home/dev'), 255],
      ['agent', 'phpstan-memory', 'PHPStan crashed at the 128M memory limit; run it as vendor/bin/phpstan analyse --memory-limit=1G (or symfony composer phpstan).'],
      ['prompt', 'x:devlog-deprecations', 'summarise the recent deprecations in var/log/dev.log for me'],
    ],
  },
  {
    machine: 'mac', project: 'gannet', start: '2026-02-24T09:20:00Z',
    steps: [
      ['fail', 'bsd-date', "date -d '+1 month' +%Y-%m-01", DATE_USAGE, 1],
      ['prompt', 'bsd-date', 'BSD date here. -v+1m'],
      ['ok', 'symfony composer update'],
      ['prompt', 'composer-update', 'hvorfor endret composer.lock seg for 57 pakker? oppdater bare pakken du trenger: symfony composer update symfony/mailer -W'],
    ],
  },
  {
    machine: 'wsl', project: 'gannet', start: '2026-03-02T08:10:00Z',
    steps: [
      ['fail', 'encore', 'yarn webpack --mode=development', `yarn run v1.22.22\n$ /home/yuki/gannet/node_modules/.bin/webpack --mode=development\n${ENCORE_RUNTIME('/home/yuki')}\nerror Command failed with exit code 2.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.`, 2],
      ['prompt', 'encore', "yarn encore dev. webpack on its own doesn't work with Encore"],
      ['fail', 'yarn-classic', 'yarn up @hotwired/stimulus', 'yarn run v1.22.22\nerror Command "up" not found.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.', 1],
      ['agent', 'yarn-classic', 'Used Yarn Berry commands (yarn up, yarn dlx); gannet is on Yarn 1 classic: yarn upgrade <pkg> / yarn add, yarn install --frozen-lockfile.'],
      ['fail', 'x:yarn-network', 'yarn install', 'yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\ninfo There appears to be trouble with your network connection. Retrying...\ninfo There appears to be trouble with your network connection. Retrying...\nerror An unexpected error occurred: "https://registry.yarnpkg.com/@symfony/webpack-encore/-/webpack-encore-5.0.1.tgz: ESOCKETTIMEDOUT".\ninfo If you think this is a bug, please open a bug report with the information provided in "/home/yuki/gannet/yarn-error.log".\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.', 1],
    ],
  },
  {
    machine: 'mac2', project: 'gannet', start: '2026-03-03T09:40:00Z',
    steps: [
      ['fail', 'glab', 'gh pr list --state open', 'zsh: command not found: gh', 127],
      ['prompt', 'glab', "gh is github. we're gitlab, glab mr list"],
      ['fail', 'compose-v2', 'docker-compose exec php bin/console about', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'docker compose pls, no dash'],
      ['prompt', 'x:redis-healthcheck', 'add a healthcheck to the redis service in compose.yaml'],
    ],
  },
  {
    machine: 'linux', project: 'gannet', start: '2026-03-04T08:00:00Z',
    steps: [
      ['fail', 'xdebug-coverage', 'bin/phpunit --coverage-clover var/clover.xml', XDEBUG_OFF('/home/dev'), 1],
      ['prompt', 'xdebug-coverage', 'coverage only works with XDEBUG_MODE=coverage set, xdebug is installed but not in coverage mode by default'],
      ['fail', 'x:timeout-124', 'timeout 30 bin/console app:import-rates', '[info] Fetching rates from https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml\n[info] Parsed 6512 days, importing...', 124],
    ],
  },
  {
    machine: 'mac', project: 'gannet', start: '2026-03-05T08:30:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/127.0.0.1:8000/127.0.0.1:8001/' docker/nginx/default.conf", 'sed: 1: "docker/nginx/default.conf": extra characters at the end of d command', 1],
      ['agent', 'bsd-sed', "BSD sed on macOS takes a backup suffix after -i: use sed -i '' '…' file (or gsed), not GNU-style sed -i."],
      ['fail', 'dep-vendor', 'dep deploy prod', 'zsh: command not found: dep', 127],
      ['prompt', 'dep-vendor', 'vendor/bin/dep deploy prod. none of us has dep installed globally'],
      ['fail', 'x:dep-ssh', 'vendor/bin/dep deploy prod', 'task deploy:info\n[prod] Permission denied (publickey).\n[prod] error  in Client.php on line 124:\n[prod] exit code 255 (Unknown error)\nERROR: Task deploy:info failed!', 255],
    ],
  },
  {
    machine: 'codex', project: 'gannet', start: '2026-03-06T10:00:00Z',
    steps: [
      ['fail', 'symfony-serve', 'php bin/console server:start 127.0.0.1:8000', NO_SERVER_NS, 1],
      ['agent', 'symfony-serve', 'The dev web server is the Symfony CLI one: symfony server:start -d (the server:* console commands are gone, and php -S misses the docker env vars).'],
      ['fail', 'x:port-allocated', 'docker compose up -d', '[+] Running 2/3\n ✔ Container gannet-redis-1     Running\n ✔ Container gannet-mailer-1    Running\n ⠿ Container gannet-database-1  Starting\nError response from daemon: driver failed programming external connectivity on endpoint gannet-database-1 (3f6c0b1e9a22): Bind for 0.0.0.0:5432 failed: port is already allocated', 1],
    ],
  },
  {
    machine: 'ci', project: 'gannet', start: '2026-03-09T09:00:00Z',
    steps: [
      ['fail', 'alpine-bash', '/bin/bash bin/ci/wait-for-db.sh', '/bin/sh: /bin/bash: not found', 127],
      ['prompt', 'alpine-bash', 'alpine image → sh only. same as the prepare-db script'],
      ['fail', 'x:ci-packagist', 'composer install --no-interaction --prefer-dist', 'Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nPackage operations: 148 installs, 0 updates, 0 removals\n\nIn CurlDownloader.php line 390:\n\n  curl error 28 while downloading https://repo.packagist.org/packages.json: Operation timed out after 10002 milliseconds with 0 out of 0 bytes received\n', 100],
      ['fail', 'alpine-apk', 'apt-get install -y libpq-dev', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'alpine-apk', 'apk. always apk in this image'],
      ['ok', 'apk add --no-cache postgresql-dev'],
    ],
  },
  {
    machine: 'mac2', project: 'gannet', start: '2026-03-10T08:40:00Z',
    steps: [
      ['ok', 'symfony console doctrine:schema:update --force --complete'],
      ['prompt', 'migrations', 'NO schema:update. migrations. every schema change is a Version*.php in migrations/, reviewed in the MR'],
      ['fail', 'bin-phpunit', 'vendor/bin/pest', 'zsh: no such file or directory: vendor/bin/pest', 127],
      ['prompt', 'bin-phpunit', 'no pest here either. bin/phpunit'],
      ['prompt', 'x:phpunit-filter', 'only run the InvoiceTotals tests for now, the full suite is slow'],
    ],
  },
  {
    machine: 'linux', project: 'gannet', start: '2026-03-16T08:20:00Z',
    steps: [
      ['ok', 'docker compose down -v && docker compose up -d'],
      ['prompt', 'down-v', '别再用 down -v 了，postgres 的 volume 会被删掉，测试数据又得重新导'],
      ['agent', 'down-v', 'Ran docker compose down -v and wiped the postgres volume; stop the stack with docker compose down (no -v) unless a data reset is asked for.'],
      ['ok', 'chmod -R 777 var'],
      ['prompt', 'chmod-777', 'no 777. setfacl -dR -m u:www-data:rwX -m u:$(whoami):rwX var, then the same without -d'],
    ],
  },
  {
    machine: 'mac', project: 'gannet', start: '2026-03-17T09:00:00Z',
    steps: [
      ['fail', 'bsd-stat', "stat -c '%y' var/log/dev.log", STAT_USAGE, 1],
      ['prompt', 'bsd-stat', 'stat -f on the mac (or gstat from coreutils)'],
      ['fail', 'bsd-grep', "grep -cP '\\t' translations/messages.nb.yaml", GREP_USAGE, 2],
      ['agent', 'bsd-grep', "macOS grep has no -P (PCRE); use grep -E, \$'\\t', or rg on the Macs."],
      ['prompt', 'x:pdf-date-format', 'on the invoice PDF the date should be dd.mm.yyyy when the locale is nb'],
    ],
  },
  {
    machine: 'codex', project: 'gannet', start: '2026-03-18T13:00:00Z',
    steps: [
      ['prompt', 'composer-update', "why is there a bare `composer update` in your plan? we never update everything at once. one package, with -W"],
      ['agent', 'composer-update', 'Planned a blanket composer update; the lock should only move for the package asked for: symfony composer update vendor/package -W.'],
      ['fail', 'x:composer-conflict', 'symfony composer require symfony/ux-turbo:^3.0', COMPOSER_TURBO, 2],
      ['fail', 'x:composer-lock-stale', 'symfony composer validate --strict', './composer.json is valid but your composer.lock has some errors\n# Lock file errors\n- The lock file is not up to date with the latest changes in composer.json, it is recommended that you run `composer update` or `composer update <package name>`.', 1],
    ],
  },
  {
    machine: 'mac2', project: 'gannet', start: '2026-03-19T10:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f origin develop', GITLAB_FORCE, 1],
      ['prompt', 'force-push', 'again, -f on develop is blocked for a reason. only your own branch, and --force-with-lease'],
      ['ok', 'glab mr create --target-branch main --fill --yes'],
      ['prompt', 'mr-develop', 'close that one and reopen it against develop'],
      ['prompt', 'x:mr-jira', 'put the GAN-412 ticket link in the MR description'],
    ],
  },
  {
    machine: 'linux', project: 'gannet', start: '2026-03-23T08:00:00Z',
    steps: [
      ['fail', 'yarn-not-npm', 'npm install --save-dev sass-loader@^10 sass', NPM10_ERESOLVE, 1],
      ['prompt', 'yarn-not-npm', 'yarn add --dev sass-loader sass. it is a yarn project, no package-lock.json please'],
      ['fail', 'x:phpstan-config', 'vendor/bin/phpstan analyse -c phpstan.neon', 'Config file /home/dev/gannet/phpstan.neon does not exist.', 1],
      ['ok', 'vendor/bin/phpstan analyse --level=6 --memory-limit=1G'],
      ['prompt', 'phpstan-level', 'level 8 不能降。phpstan.dist.neon 里写着 level: 8，别传 --level'],
    ],
  },
  {
    machine: 'wsl', project: 'gannet', start: '2026-03-24T08:30:00Z',
    steps: [
      ['prompt', 'phpstan-level', 'ne baisse pas le niveau de phpstan pour que ça passe. niveau 8, on corrige le code'],
      ['agent', 'phpstan-level', 'Lowered PHPStan to --level=5 to get a green run; gannet is level 8 (phpstan.dist.neon): fix the reported errors instead.'],
      ['prompt', 'env-local', 'the Stripe key goes in .env.local, not in .env, that one is versioned'],
      ['fail', 'x:lint-twig-path', 'bin/console lint:twig templates/invoices', '\nIn LintCommand.php line 273:\n\n  File or directory "templates/invoices" is not readable.\n\n\nlint:twig [--format FORMAT] [--show-deprecations] [-e|--excludes EXCLUDES] [--] [<filename>...]\n', 1],
    ],
  },
  {
    machine: 'mac', project: 'gannet', start: '2026-03-25T09:00:00Z',
    steps: [
      ['fail', 'mac-timeout', 'timeout 10 symfony console messenger:consume async', 'zsh: command not found: timeout', 127],
      ['agent', 'mac-timeout', 'No GNU timeout on macOS; use gtimeout from Homebrew coreutils (or messenger:consume --time-limit=10).'],
      ['fail', 'xdebug-coverage', 'symfony php bin/phpunit --coverage-text', XDEBUG_OFF('/Users/ana'), 1],
      ['prompt', 'xdebug-coverage', 'XDEBUG_MODE=coverage foran, ellers blir det ingen coverage'],
      ['prompt', 'env-local', 'real keys never go in .env, that file is committed. .env.local'],
    ],
  },
  {
    machine: 'codex', project: 'gannet', start: '2026-03-26T09:30:00Z',
    steps: [
      ['fail', 'cs-fixer', 'vendor/bin/phpcbf src/', 'bash: vendor/bin/phpcbf: No such file or directory', 127],
      ['agent', 'cs-fixer', 'There is no PHP_CodeSniffer in gannet; coding style is php-cs-fixer: vendor/bin/php-cs-fixer fix.'],
      ['agent', 'dep-vendor', 'Deployer is not installed globally: deploy with vendor/bin/dep deploy prod from the project root.'],
      ['fail', 'x:deploy-locked', 'vendor/bin/dep deploy prod', 'task deploy:info\n[prod] info deploying develop (release 214)\ntask deploy:setup\ntask deploy:lock\n[prod] error  in lock.php on line 17:\n[prod] Deploy locked by ana.\n[prod] Execute "deploy:unlock" task to unlock.\nERROR: Task deploy:lock failed!', 1],
    ],
  },
];

/** Windows machines: the hook sees backslash paths, and Claude Code names the project folder C--Users-…. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !payload.cwd?.startsWith('C:/')) return event;
  const transcript = payload.transcript_path.replace(/projects\/C:-/, 'projects/C--');
  return { ...event, payload: { ...payload, cwd: payload.cwd.replace(/\//g, '\\'), transcript_path: transcript.replace(/\//g, '\\') } };
}
