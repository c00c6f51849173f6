// Half ZR, written blind: "tessel", a Drupal 10 site run locally under Lando (lando composer,
// lando drush, config export/import), a Node 20 theme built with npm and gulp, hosted on Pantheon
// (terminus, multidevs), Behat tests. Ubuntu (bash), macOS (zsh), one Windows laptop with WSL2 and
// the odd PowerShell window. The team writes English, German, Dutch and Finnish.

const THEME = 'web/themes/custom/tessel_theme';

const GETADDRINFO_LINUX = `
In Connection.php line 156:

  SQLSTATE[HY000] [2002] php_network_getaddresses: getaddrinfo for database failed: Temporary failure in name resolution


In Connection.php line 81:

  SQLSTATE[HY000] [2002] php_network_getaddresses: getaddrinfo for database failed: Temporary failure in name resolution

`;

const COMPOSER_GD = `Installing dependencies from lock file (including require-dev)
Verifying lock file contents can be installed on current platform.
Your lock file does not contain a compatible set of packages. Please run composer update.

  Problem 1
    - drupal/core is locked to version 10.3.6 and an update of this package was not requested.
    - drupal/core 10.3.6 requires ext-gd * -> it is missing from your system. Install or enable PHP's gd extension.

To enable extensions, verify that they are enabled in your .ini files:
    - /etc/php/8.3/cli/php.ini
    - /etc/php/8.3/cli/conf.d/10-opcache.ini
    - /etc/php/8.3/cli/conf.d/10-pdo.ini
    - /etc/php/8.3/cli/conf.d/20-curl.ini
You can also run \`php --ini\` in a terminal to see which files are used to load PHP.
Alternatively, you can run Composer with \`--ignore-platform-req=ext-gd\` to temporarily ignore these required extensions.`;

const NPM_NO_PACKAGE = (dir, stamp) => `npm error code ENOENT
npm error syscall open
npm error path ${dir}/package.json
npm error errno -2
npm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '${dir}/package.json'
npm error enoent This is related to npm not being able to find a file.
npm error enoent
npm error A complete log of this run can be found in: ${stamp}`;

const EBADENGINE_10 = (home, node, npm) => `npm error code EBADENGINE
npm error engine Unsupported engine
npm error engine Not compatible with your version of node/npm: tessel_theme@1.4.0
npm error notsup Not compatible with your version of node/npm: tessel_theme@1.4.0
npm error notsup Required: {"node":">=20 <21"}
npm error notsup Actual:   {"npm":"${npm}","node":"${node}"}
npm error A complete log of this run can be found in: ${home}/.npm/_logs/2026-02-13T11_19_40_512Z-debug-0.log`;

const EBADENGINE_9 = `npm ERR! code EBADENGINE
npm ERR! engine Unsupported engine
npm ERR! engine Not compatible with your version of node/npm: tessel_theme@1.4.0
npm ERR! notsup Not compatible with your version of node/npm: tessel_theme@1.4.0
npm ERR! notsup Required: {"node":">=20 <21"}
npm ERR! notsup Actual:   {"npm":"9.2.0","node":"v18.19.1"}

npm ERR! A complete log of this run can be found in:
npm ERR!     /home/dev/.npm/_logs/2026-04-07T08_02_11_733Z-debug-0.log`;

const BSD_STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file ...]';
const BSD_DATE_USAGE = `usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]
            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const PS51_RM = (cmd) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ ${cmd}
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand
`;

const PS7_RM = "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.";

const BEHAT_HOST = `Feature: Smoke

  Scenario: Homepage loads                        # features/smoke.feature:4
    Given I am on the homepage                    # Drupal\\DrupalExtension\\Context\\MinkContext::iAmOnHomepage()
      cURL error 6: Could not resolve host: appserver (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://appserver/ (GuzzleHttp\\Exception\\ConnectException)
    Then I should see "Tessel"                    # Drupal\\DrupalExtension\\Context\\MinkContext::assertPageContainsText()

--- Failed scenarios:

    features/smoke.feature:4

1 scenario (1 failed)
2 steps (1 failed, 1 skipped)
0m00.21s (14.02Mb)`;

const BEHAT_REAL = `Feature: Event listing

  Scenario: Upcoming events are listed            # features/events.feature:6
    Given I am on "/events"                       # Drupal\\DrupalExtension\\Context\\MinkContext::visit()
    Then I should see "Upcoming events"           # Drupal\\DrupalExtension\\Context\\MinkContext::assertPageContainsText()
      The text "Upcoming events" was not found anywhere in the text of the current page. (Behat\\Mink\\Exception\\ResponseTextException)

--- Failed scenarios:

    features/events.feature:6

1 scenario (1 failed)
2 steps (1 passed, 1 failed)
0m02.41s (32.10Mb)`;

const SASS_ERROR = `
> tessel_theme@1.4.0 build
> gulp build

[09:14:02] Using gulpfile ~/tessel/web/themes/custom/tessel_theme/gulpfile.js
[09:14:02] Starting 'build'...
[09:14:02] Starting 'styles'...
Error in plugin "sass"
Message:
    scss/components/_event-teaser.scss
Error: expected ";".
   ╷
14 │   color: $brand-blue
   │                     ^
   ╵
  scss/components/_event-teaser.scss 14:21  @import
  scss/style.scss 9:9                        root stylesheet
[09:14:03] 'build' errored after 812 ms`;

const CIM_MISSING = ` [error]  Drupal\\Core\\Config\\ConfigImporterException: There were errors validating the config synchronization.
Unable to install the <em class="placeholder">Search API Solr</em> module since it does not exist. in Drupal\\Core\\Config\\ConfigImporter->validate() (line 830 of /app/web/core/lib/Drupal/Core/Config/ConfigImporter.php).

In ConfigImportCommands.php line 335:

  The import failed due to the following reasons:
  Unable to install the <em class="placeholder">Search API Solr</em> module since it does not exist.
`;

const PHPCS_REAL = `
FILE: /app/web/modules/custom/tessel_events/src/Plugin/Block/UpcomingEventsBlock.php
----------------------------------------------------------------------
FOUND 2 ERRORS AFFECTING 2 LINES
----------------------------------------------------------------------
 23 | ERROR | [ ] Missing function doc comment
 41 | ERROR | [x] Expected 1 space after IF keyword; 0 found
----------------------------------------------------------------------
PHPCBF CAN FIX THE 1 MARKED SNIFF VIOLATIONS AUTOMATICALLY
----------------------------------------------------------------------

Time: 412ms; Memory: 10MB
`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'tessel', start: '2026-02-02T08:30:00Z',
    steps: [
      ['fail', 'lando-drush', 'drush cr', 'bash: drush: command not found', 127, 'Rebuild Drupal caches'],
      ['prompt', 'lando-drush', 'lando drush cr. everything drush goes through lando on this project'],
      ['ok', 'lando drush cr'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the new upcoming-events block'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-02-02T13:10:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/tessel.lndo.site/tessel-d10.lndo.site/' .lando.yml", 'sed: 1: ".lando.yml": invalid command code .', 1, 'Rename the lando proxy host'],
      ['prompt', 'bsd-sed', "das ist BSD-sed auf dem Mac, da muss sed -i '' hin"],
      ['fail', 'lando-composer', 'composer require drupal/pathauto', 'zsh: command not found: composer', 127],
      ['prompt', 'lando-composer', "composer only through lando please, I don't even have PHP locally"],
      ['ok', 'lando composer require drupal/pathauto'],
    ],
  },
  {
    machine: 'wsl', project: 'tessel', start: '2026-02-03T07:45:00Z',
    steps: [
      ['fail', 'crlf', './scripts/sync-db.sh', "/usr/bin/env: 'bash\\r': No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines", 127, 'Sync the database from test'],
      ['prompt', 'crlf', 'CRLF-rivinvaihdot taas. git config core.autocrlf input ja checkouttaa skriptit uudestaan'],
      ['fail', 'x:docker-down', 'lando start', "Let's get this party started! Starting app tessel...\nERROR ==> Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?", 1],
      ['prompt', 'x:finnish-footer', 'vaihda footerin copyright-vuosi dynaamiseksi, siinä lukee vieläkin 2024'],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-02-04T09:00:00Z',
    steps: [
      ['fail', 'master-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['ok', 'git checkout master'],
      ['fail', 'master-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'master-branch', 'there is no main. pantheon deploys dev from master, so master it is'],
      ['fail', 'x:push-nonff', 'git push origin master', "To github.com:tessel-agency/tessel.git\n ! [rejected]        master -> master (fetch first)\nerror: failed to push some refs to 'github.com:tessel-agency/tessel.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing\nhint: to the same ref. You may want to first integrate the remote changes\nhint: (e.g., 'git pull ...') before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-02-05T10:20:00Z',
    steps: [
      ['fail', 'theme-dir', 'npm run build', NPM_NO_PACKAGE('/Users/kai/tessel', '/Users/kai/.npm/_logs/2026-02-05T10_23_12_004Z-debug-0.log'), 254, 'Build the theme'],
      ['prompt', 'theme-dir', 'the theme has its own package.json, it lives in web/themes/custom/tessel_theme'],
      ['fail', 'gulp-global', `cd ${THEME} && gulp build`, 'zsh: command not found: gulp', 127],
      ['prompt', 'gulp-global', 'npm run build. gulp comes out of node_modules, nobody has it global'],
      ['fail', 'x:sass-error', `cd ${THEME} && npm run build`, SASS_ERROR, 1],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-02-06T14:00:00Z',
    steps: [
      ['fail', 'site-name', 'terminus env:info tessel.dev', ' [error]  Could not locate a site your user may access identified by tessel. ', 1, 'Show the dev environment'],
      ['prompt', 'site-name', 'the site is tessel-d10 on pantheon. plain "tessel" is the old D7 site'],
      ['ok', 'terminus env:info tessel-d10.dev'],
      ['fail', 'terminus-dashdash', 'terminus drush tessel-d10.dev updb -y', ' [error]  The "-y" option does not exist. ', 1],
      ['prompt', 'terminus-dashdash', 'you need the -- in there: terminus drush tessel-d10.dev -- updb -y'],
      ['ok', 'terminus drush tessel-d10.dev -- updb -y'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-02-10T08:50:00Z',
    steps: [
      ['fail', 'bsd-date', "date -d '7 days ago' +%Y-%m-%d", `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1, "Work out last week's backup name"],
      ['prompt', 'bsd-date', 'kein GNU date hier. auf dem Mac: date -v-7d +%Y-%m-%d'],
      ['fail', 'bsd-stat', 'stat -c %s backups/tessel-d10_test_db.sql.gz', `stat: illegal option -- c\n${BSD_STAT_USAGE}`, 1],
      ['prompt', 'bsd-stat', 'same story with stat, mac wants stat -f %z'],
      ['fail', 'x:stat-missing', 'stat -f %z backups/tesel-d10_test_db.sql.gz', 'stat: backups/tesel-d10_test_db.sql.gz: stat: No such file or directory', 1],
      ['prompt', 'x:uli', 'give me a one-time login link for local, as admin'],
    ],
  },
  {
    machine: 'wsl', project: 'tessel', start: '2026-02-11T16:00:00Z',
    steps: [
      ['fail', 'lando-composer', 'composer install', "Command 'composer' not found, but can be installed with:\n\nsudo apt install composer", 127],
      ['prompt', 'lando-composer', "lando composer install. there's no php in my wsl and i want to keep it that way, so no apt install either"],
      ['fail', 'x:patch-fail', 'lando composer install', "  - Applying patches for drupal/core\n    https://www.drupal.org/files/issues/2025-11-03/3451234-15.patch (Views exposed filter keeps stale value)\n   Could not apply patch! Skipping. The error was: Cannot apply patch https://www.drupal.org/files/issues/2025-11-03/3451234-15.patch\n\nIn Patches.php line 331:\n\n  Cannot apply patch Views exposed filter keeps stale value (https://www.drupal.org/files/issues/2025-11-03/3451234-15.patch)!\n", 1],
      ['prompt', 'x:nl-readme', "kun je de README bijwerken met de lando-stappen voor nieuwe collega's op Windows?"],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-02-12T09:30:00Z',
    steps: [
      ['fail', 'drush-cc-all', 'lando drush cc all', ' [error]  `cache-clear all` is deprecated for Drupal 8 and later. Please use the `cache:rebuild` command instead. ', 1],
      ['prompt', 'drush-cc-all', 'cc all is drupal 7. it is drush cr'],
      ['fail', 'drush-dl', 'lando drush dl admin_toolbar', '\nIn Application.php line 737:\n\n  Command "dl" is not defined.\n\n', 1, 'Download admin_toolbar'],
      ['prompt', 'drush-dl', 'modules come in through composer: lando composer require drupal/admin_toolbar, then drush en'],
      ['ok', 'lando composer require drupal/admin_toolbar'],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-02-13T11:15:00Z',
    steps: [
      ['fail', 'node20', `cd ${THEME} && npm ci`, EBADENGINE_10('/Users/kai', 'v22.12.0', '10.9.0'), 1],
      ['prompt', 'node20', 'nvm use. the theme is pinned to node 20 in .nvmrc'],
      ['ok', `cd ${THEME} && source ~/.nvm/nvm.sh && nvm use && npm ci`],
      ['prompt', 'npm-ci', "and it's npm ci in the theme, not npm install – you just rewrote half of package-lock.json"],
      ['fail', 'no-yarn', `cd ${THEME} && yarn add -D stylelint-config-standard-scss`, 'zsh: command not found: yarn', 127],
      ['prompt', 'no-yarn', "we're on npm in the theme. package-lock.json is what CI installs from"],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-02-16T08:00:00Z',
    steps: [
      ['ok', 'lando drush cset system.performance css.preprocess 0 -y'],
      ['prompt', 'config-export', 'you changed config but never exported it. lando drush cex -y and commit config/sync, otherwise the next cim on dev throws it away'],
      ['fail', 'x:cim-missing-module', 'lando drush cim -y', CIM_MISSING, 1],
      ['prompt', 'x:drush-slow', 'why does lando drush cr take 40 seconds on my machine? is xdebug on or something'],
    ],
  },
  {
    machine: 'winps', project: 'tessel', start: '2026-02-17T10:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', `rm -rf ${THEME}/node_modules`, PS51_RM(`rm -rf ${THEME}/node_modules`), 1, 'Remove the theme node_modules'],
      ['prompt', 'ps-rm-rf', 'dit is powershell, geen bash. Remove-Item -Recurse -Force'],
      ['ok', `Remove-Item -Recurse -Force ${THEME}/node_modules`],
      ['fail', 'x:ps-policy', '.\\scripts\\setup.ps1', '.\\scripts\\setup.ps1 : File C:\\Users\\joao\\tessel\\scripts\\setup.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\setup.ps1\n+ ~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess', 1],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-02-18T13:30:00Z',
    steps: [
      ['fail', 'multidev-name', 'terminus multidev:create tessel-d10.dev feature-event-search', ' [error]  The environment name "feature-event-search" is invalid. Environment names must be 11 characters or fewer and may contain only lowercase letters, numbers and dashes. ', 1, 'Create a multidev for the event search'],
      ['prompt', 'multidev-name', 'multidevs are max 11 chars, lowercase and dashes. evsearch is fine'],
      ['ok', 'terminus multidev:create tessel-d10.dev evsearch'],
      ['fail', 'x:terminus-auth', 'terminus env:info tessel-d10.evsearch', ' [error]  You are not logged in. Run `auth:login` to authenticate or `help auth:login` to learn more. ', 1],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-02-19T09:00:00Z',
    steps: [
      ['ok', 'lando pull --code=none --database=live --files=none'],
      ['prompt', 'no-live-db', 'Nicht von live ziehen!! lando pull --database=test, die test-DB ist anonymisiert'],
      ['agent', 'no-live-db', 'Pulled the database from live; local databases always come from test (sanitised), never from live'],
      ['fail', 'lando-drush', 'drush status', 'zsh: command not found: drush', 127],
      ['prompt', 'lando-drush', 'lando davor. immer.'],
      ['fail', 'x:solr', 'lando drush search-api:index', " [error]  Couldn't index items. Check the logs for details. \n [error]  Solr endpoint http://search:8983/ not found (code: 404, body: , Solr server core: tessel). ", 1],
    ],
  },
  {
    machine: 'wsl', project: 'tessel', start: '2026-02-20T08:00:00Z',
    steps: [
      ['fail', 'crlf', "lando ssh -c 'bash scripts/sync-db.sh'", "scripts/sync-db.sh: line 2: $'\\r': command not found\nscripts/sync-db.sh: line 3: set: -\\r: invalid option\nset: usage: set [-abefhkmnptuvxBCHP] [-o option-name] [--] [arg ...]\nscripts/sync-db.sh: line 4: $'\\r': command not found", 127],
      ['prompt', 'crlf', 'that again?'],
      ['prompt', 'wsl-mnt-c', "wrong copy, you're in /mnt/c. the repo lives in ~/tessel on the WSL side, the /mnt/c clone is old and lando crawls there"],
      ['ok', 'cd ~/tessel && lando start'],
      ['fail', 'gulp-global', `cd ${THEME} && gulp build`, "Command 'gulp' not found, but can be installed with:\n\nsudo apt install gulp", 127],
      ['fail', 'x:wsl-enospc', `cd ${THEME} && npm ci`, 'npm error code ENOSPC\nnpm error syscall write\nnpm error errno -28\nnpm error nospc Invalid response body while trying to fetch https://registry.npmjs.org/sass: ENOSPC: no space left on device, write\nnpm error nospc There appears to be insufficient space on your system to finish.\nnpm error nospc Clear up some disk space and try again.', 228],
      ['ok', 'df -h ~'],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-02-23T09:10:00Z',
    steps: [
      ['fail', 'no-force-push', 'git push --force origin master', "remote: error: GH006: Protected branch update failed for refs/heads/master.\nremote: error: Cannot force-push to this branch\nTo github.com:tessel-agency/tessel.git\n ! [remote rejected] master -> master (protected branch hook declined)\nerror: failed to push some refs to 'github.com:tessel-agency/tessel.git'", 1],
      ['prompt', 'no-force-push', 'what?! no force-pushing master. ever. rebase onto origin/master and push normally'],
      ['ok', 'git pull --rebase origin master'],
      ['prompt', 'x:lease', 'on your own feature/* branches --force-with-lease is fine btw'],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-02-24T10:30:00Z',
    steps: [
      ['fail', 'phpcs-drupal', 'vendor/bin/phpcs --standard=Drupal web/modules/custom', 'ERROR: the "Drupal" coding standard is not installed. The installed coding standards are MySource, PEAR, PSR1, PSR2, PSR12, Squiz and Zend', 3, 'Check coding standards'],
      ['prompt', 'phpcs-drupal', 'lando phpcs. coder is set up in the container and phpcs.xml.dist brings Drupal + DrupalPractice'],
      ['fail', 'x:phpcs-violation', 'lando phpcs web/modules/custom/tessel_events', PHPCS_REAL, 2],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-02-25T15:00:00Z',
    steps: [
      ['fail', 'behat-lando', 'vendor/bin/behat --tags=@smoke', BEHAT_HOST, 1, 'Run the smoke tests'],
      ['prompt', 'behat-lando', 'behat only works from inside lando: lando behat --tags=@smoke'],
      ['fail', 'x:behat-fail', 'lando behat features/events.feature', BEHAT_REAL, 1],
      ['prompt', 'x:behat-scenario', 'write a behat scenario for the newsletter signup in the footer too'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'bsd-sed', `cd ${THEME} && sed -i 's/"version": "1.4.0"/"version": "1.4.1"/' package.json`, 'sed: 1: "package.json": extra characters at the end of p command', 1],
      ['prompt', 'bsd-sed', "sed -i '' on mac, like last week"],
      ['ok', `cd ${THEME} && sed -i '' 's/"version": "1.4.0"/"version": "1.4.1"/' package.json`],
      ['prompt', 'x:de-dates', 'Die Veranstaltungsdaten im Teaser bitte als TT.MM.JJJJ, das möchte der Kunde so'],
      ['prompt', 'no-core-hack', 'NIEMALS in web/core rumschreiben. patch + composer-patches'],
    ],
  },
  {
    machine: 'winbash', project: 'tessel', start: '2026-03-03T11:00:00Z',
    steps: [
      ['fail', 'lando-drush', 'vendor/bin/drush cr', "/usr/bin/env: 'php': No such file or directory", 127],
      ['ok', 'lando drush cr'],
      ['prompt', 'x:translation-fi', 'add the Finnish translation for the "Read more" link: "Lue lisää"'],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-03-04T09:00:00Z',
    steps: [
      ['ok', 'terminus env:deploy tessel-d10.test --note="Event listing" --cc --updatedb'],
      ['prompt', 'live-deploy', 'WHOA. stop before live. you deploy to test, Marja takes it to live after QA'],
      ['agent', 'live-deploy', 'Started terminus env:deploy to tessel-d10.live; agents deploy up to test only, the lead releases live after QA'],
      ['prompt', 'x:backup', "before tomorrow's release make a fresh db backup of test"],
      ['ok', 'terminus backup:create tessel-d10.test --element=db'],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-03-05T10:00:00Z',
    steps: [
      ['fail', 'site-name', 'terminus backup:get tessel.test --element=db --to=backups/test.sql.gz', ' [error]  Could not locate a site your user may access identified by tessel. ', 1],
      ['prompt', 'site-name', 'tessel-d10!!'],
      ['fail', 'x:terminus-env', 'terminus env:clear-cache tessel-d10.pr-42', ' [error]  Could not find an environment identified by pr-42. ', 1],
      ['fail', 'pantheon-aliases', 'lando drush @pantheon.tessel-d10.test status', ' [preflight] The alias @pantheon.tessel-d10.test could not be found. ', 1],
      ['prompt', 'pantheon-aliases', 'there are no pantheon aliases in this repo. terminus drush tessel-d10.test -- status'],
      ['fail', 'lando-not-ddev', 'docker compose up -d', 'no configuration file provided: not found', 1],
      ['prompt', 'lando-not-ddev', 'there is no compose file, this is a lando project. lando start'],
      ['fail', 'x:composer-network', 'lando composer update "drupal/core-*" -W', "Loading composer repositories with package information\nhttps://packages.drupal.org/8/packages.json could not be fully loaded (curl error 28 while downloading https://packages.drupal.org/8/packages.json: Operation timed out after 10002 milliseconds with 0 bytes received), package information was loaded from the local cache and may be out of date\n\nIn CurlDownloader.php line 390:\n\n  curl error 28 while downloading https://packages.drupal.org/8/drupal/core.json: Operation timed out after 10001 milliseconds with 0 bytes received\n", 100],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-03-09T08:20:00Z',
    steps: [
      ['fail', 'gulp-global', `cd ${THEME} && gulp watch`, 'zsh: command not found: gulp', 127],
      ['prompt', 'gulp-global', 'npm run watch. ei meillä ole globaalia gulppia'],
      ['fail', 'theme-dir', 'npm run watch', NPM_NO_PACKAGE('/Users/kai/tessel', '/Users/kai/.npm/_logs/2026-03-09T08_27_51_880Z-debug-0.log'), 254],
      ['prompt', 'theme-dir', 'wrong folder, the theme is web/themes/custom/tessel_theme'],
      ['ok', `cd ${THEME} && npm run watch`],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-03-11T13:00:00Z',
    steps: [
      ['fail', 'drush-cc-all', 'lando drush cache-clear all', ' [error]  `cache-clear all` is deprecated for Drupal 8 and later. Please use the `cache:rebuild` command instead. ', 1],
      ['agent', 'drush-cc-all', 'Used drush cache-clear all, which is Drupal 7; on Drupal 10 it is drush cr (cache:rebuild)'],
      ['fail', 'drush-dl', 'lando drush pm:download pathauto', '\nIn Application.php line 737:\n\n  Command "pm:download" is not defined.\n\n', 1],
      ['prompt', 'drush-dl', "drush dl hasn't existed since drush 9 — composer require drupal/pathauto"],
      ['fail', 'x:drush-typo', 'lando drush search-api:idx', '\nIn Application.php line 737:\n\n  Command "search-api:idx" is not defined.\n\n  Did you mean one of these?\n      search-api:index\n      search-api:indexes\n\n', 1],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-03-12T09:00:00Z',
    steps: [
      ['prompt', 'no-core-hack', 'you edited web/core/modules/views/src/Plugin/views/filter/FilterPluginBase.php directly. core gets patched, not hacked: make a .patch and list it under extra.patches in composer.json'],
      ['agent', 'no-core-hack', 'Edited a file under web/core; core and contrib fixes go in a .patch file listed in composer.json extra.patches'],
      ['fail', 'bsd-stat', 'stat --format=%Y web/sites/default/files/css', `stat: illegal option -- -\n${BSD_STAT_USAGE}`, 1],
      ['prompt', 'bsd-stat', "stat -f %m, we're on macOS"],
    ],
  },
  {
    machine: 'wincodex7', project: 'tessel', start: '2026-03-16T10:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', `rm -rf ${THEME}/dist`, PS7_RM, 1],
      ['prompt', 'ps-rm-rf', 'rm -rf in powershell again...'],
      ['ok', `Remove-Item -Recurse -Force ${THEME}/dist`],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-03-18T14:20:00Z',
    steps: [
      ['ok', 'lando drush si standard -y'],
      ['prompt', 'no-site-install', 'STOP. never site:install on tessel, it wipes the db. we build from config/sync and the test db'],
      ['agent', 'no-site-install', 'Ran drush site:install, which wiped the local database; this site is never reinstalled, restore it with lando pull --database=test'],
      ['fail', 'x:sed-typo', "sed -i 's/max_age: 0/max_age: 900/' config/sync/system.perfomance.yml", "sed: can't read config/sync/system.perfomance.yml: No such file or directory", 2],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-03-20T09:40:00Z',
    steps: [
      ['fail', 'lando-not-ddev', 'ddev start', 'zsh: command not found: ddev', 127, 'Start the local environment'],
      ['prompt', 'lando-not-ddev', 'lando. .lando.yml is right there in the root'],
      ['ok', 'lando start'],
      ['prompt', 'config-export', 'cex?'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-03-25T10:15:00Z',
    steps: [
      ['ok', 'git add -A'],
      ['prompt', 'settings-local', 'settings.local.php gehört NICHT ins Repo, da stehen meine lokalen DB-Zugänge drin'],
      ['agent', 'settings-local', 'Staged web/sites/default/settings.local.php with git add -A; it holds local credentials and must never be committed'],
      ['fail', 'bsd-sed', "sed -i 's/^  max_age: 0/  max_age: 3600/' config/sync/system.performance.yml", 'sed: 1: "config/sync/system.perf ...": command c expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', 'same as yesterday'],
    ],
  },
  {
    machine: 'wsl', project: 'tessel', start: '2026-03-26T13:00:00Z',
    steps: [
      ['fail', 'no-pantheon-push', 'git push pantheon master', "fatal: 'pantheon' does not appear to be a git repository\nfatal: Could not read from the remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", 128],
      ['prompt', 'no-pantheon-push', 'ei pantheon-remotea. koodi menee GitHubiin origin/masteriin ja CI puskee sen Pantheoniin'],
      ['agent', 'wsl-mnt-c', 'Ran lando from the /mnt/c/Users/yuki/Projects/tessel clone; the working copy is ~/tessel inside the WSL filesystem'],
      ['fail', 'multidev-name', 'terminus multidev:create tessel-d10.dev ev_search', ' [error]  The environment name "ev_search" is invalid. Environment names must be 11 characters or fewer and may contain only lowercase letters, numbers and dashes. ', 1],
      ['prompt', 'multidev-name', 'geen underscores in multidev-namen, en max 11 tekens. ev-search dus'],
      ['ok', 'terminus multidev:create tessel-d10.dev ev-search'],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-03-30T08:10:00Z',
    steps: [
      ['ok', 'git push pantheon master'],
      ['prompt', 'no-pantheon-push', "pushing to pantheon is CI's job. you push to origin, full stop. remove that remote"],
      ['agent', 'no-pantheon-push', 'Pushed master straight to the Pantheon git remote; code reaches Pantheon only through the CI job on origin/master'],
      ['ok', 'git add -f web/sites/default/settings.local.php'],
      ['prompt', 'settings-local', 'settings.local.php is ignored on purpose, it never goes in git. unstage it'],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'master-branch', 'git diff main...HEAD --stat', "fatal: ambiguous argument 'main...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['agent', 'master-branch', 'Used main as the base branch; tessel only has master (Pantheon dev deploys from master)'],
      ['fail', 'terminus-dashdash', 'terminus drush tessel-d10.test uli --name=editor', ' [error]  The "--name" option does not exist. ', 1],
      ['prompt', 'terminus-dashdash', 'the -- again'],
      ['fail', 'pantheon-aliases', 'drush @tessel-d10.dev uli', ' [preflight] The alias @tessel-d10.dev could not be found. ', 1],
      ['agent', 'pantheon-aliases', 'Tried a drush site alias for a Pantheon environment; tessel has no aliases, remote drush goes through terminus drush tessel-d10.<env> -- <command>'],
      ['fail', 'x:git-typo', 'git checkout feature/evnt-listing', "error: pathspec 'feature/evnt-listing' did not match any file(s) known to git", 1],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-04-02T10:45:00Z',
    steps: [
      ['prompt', 'npm-ci', 'npm ci!!! not npm install, the lockfile changed again'],
      ['fail', 'x:npm-lock-sync', `cd ${THEME} && npm ci`, 'npm error code EUSAGE\nnpm error\nnpm error `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing.\nnpm error\nnpm error Missing: stylelint-config-standard-scss@13.1.0 from lock file\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci', 1],
      ['prompt', 'no-site-install', 'drush si is off limits here, locally too. some content only exists in the test db'],
      ['fail', 'bsd-date', 'date --iso-8601=seconds', `date: illegal option -- -\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'bsd-date', "mac date doesn't do GNU options. date -u +%Y-%m-%dT%H:%M:%SZ"],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-04-07T08:00:00Z',
    steps: [
      ['fail', 'node20', `cd ${THEME} && npm ci`, EBADENGINE_9, 1],
      ['prompt', 'node20', "that's the ubuntu apt node 18. nvm install 20 && nvm use"],
      ['ok', `cd ${THEME} && nvm use && npm ci`],
      ['agent', 'npm-ci', 'Ran npm install in the theme and it rewrote package-lock.json; installs there use npm ci against the lockfile'],
      ['fail', 'no-yarn', `cd ${THEME} && yarn install`, 'bash: yarn: command not found', 127],
      ['prompt', 'no-yarn', 'npm. there is no yarn in this repo'],
      ['fail', 'x:date-typo', "date -d 'next fridya' +%F", 'date: invalid date ‘next fridya’', 1],
    ],
  },
  {
    machine: 'ci', project: 'tessel', start: '2026-04-08T06:05:00Z',
    steps: [
      ['fail', 'theme-dir', 'npm ci', NPM_NO_PACKAGE('/workspace', '/root/.npm/_logs/2026-04-08T06_06_40_220Z-debug-0.log'), 254],
      ['fail', 'node20', `cd ${THEME} && npm ci`, 'npm error code EBADENGINE\nnpm error engine Unsupported engine\nnpm error engine Not compatible with your version of node/npm: tessel_theme@1.4.0\nnpm error notsup Not compatible with your version of node/npm: tessel_theme@1.4.0\nnpm error notsup Required: {"node":">=20 <21"}\nnpm error notsup Actual:   {"npm":"10.9.2","node":"v22.14.0"}\nnpm error A complete log of this run can be found in: /root/.npm/_logs/2026-04-08T06_09_02_311Z-debug-0.log', 1],
      ['agent', 'node20', 'The theme job ran on node:22-alpine; the theme needs Node 20, so the job image is node:20-alpine'],
      ['fail', 'x:npm-timeout', `cd ${THEME} && npm ci`, 'npm error code ETIMEDOUT\nnpm error syscall connect\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/gulp-sass failed, reason: connect ETIMEDOUT 104.16.27.34:443\nnpm error network This is a problem related to network connectivity.\nnpm error network In most cases you are behind a proxy or have bad network settings.', 1],
      ['ok', `cd ${THEME} && npm ci && npm run build`],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-04-13T09:20:00Z',
    steps: [
      ['fail', 'phpcs-drupal', 'phpcs --standard=Drupal,DrupalPractice web/modules/custom/tessel_events', 'zsh: command not found: phpcs', 127],
      ['prompt', 'phpcs-drupal', 'phpcs runs in lando too: lando phpcs'],
      ['fail', 'behat-lando', 'vendor/bin/behat --profile=local', '\nIn DrupalDriver.php line 172:\n\n  Unable to bootstrap Drupal: SQLSTATE[HY000] [2002] php_network_getaddresses: getaddrinfo for database failed: nodename nor servname provided, or not known\n', 1],
      ['prompt', 'behat-lando', 'behat belongs in the container as well. lando behat'],
      ['ok', 'lando behat --profile=local'],
      ['fail', 'site-name', 'terminus env:list tessel', ' [error]  Could not locate a site your user may access identified by tessel. ', 1],
      ['prompt', 'site-name', 'sivuston nimi on tessel-d10'],
      ['ok', 'terminus env:list tessel-d10'],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-04-15T14:00:00Z',
    steps: [
      ['fail', 'lando-drush', 'vendor/bin/drush cr', GETADDRINFO_LINUX, 1],
      ['fail', 'lando-composer', 'composer install', COMPOSER_GD, 2],
      ['agent', 'lando-composer', 'Ran composer on the host PHP (8.3, no gd); composer runs as lando composer, in the container PHP'],
      ['ok', 'lando composer install'],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-04-20T10:00:00Z',
    steps: [
      ['prompt', 'live-deploy', 'live is niet voor jou. test, en dan stopt het'],
      ['prompt', 'no-live-db', 'and grab the db from test, not live. live has real member data in it'],
      ['prompt', 'config-export', 'Du hast die View in der UI geändert – Config-Änderungen immer mit lando drush cex exportieren und config/sync committen'],
      ['ok', 'lando drush cex -y'],
      ['prompt', 'no-force-push', 'and no --force on master, not even "just this once"'],
      ['agent', 'no-force-push', 'Tried git push --force to master; master is protected and never force-pushed, rebase and push normally'],
    ],
  },
  {
    machine: 'wsl', project: 'tessel', start: '2026-04-22T07:50:00Z',
    steps: [
      ['fail', 'crlf', 'bash scripts/build-theme.sh', "scripts/build-theme.sh: line 2: $'\\r': command not found\nscripts/build-theme.sh: line 6: syntax error near unexpected token `$'in\\r''\nscripts/build-theme.sh: line 6: `case \"$1\" in\r'", 2],
      ['prompt', 'wsl-mnt-c', 'taas /mnt/c:ssä... ~/tessel, ei Windowsin puolella'],
      ['prompt', 'behat-lando', "behat runs via lando behat, from the host it can't find appserver"],
    ],
  },
  {
    machine: 'wsl', project: 'tessel', start: '2026-05-11T07:40:00Z',
    steps: [
      ['prompt', 'settings-local', 'settings.local.php stays out of git, it has passwords in it'],
      ['prompt', 'live-deploy', 'deploy stops at test. live is a human decision'],
      ['prompt', 'no-live-db', 'älä vedä tietokantaa livestä, vain testistä'],
      ['fail', 'lando-not-ddev', 'ddev describe', 'bash: ddev: command not found', 127],
      ['prompt', 'lando-not-ddev', 'we zitten op lando, niet ddev. lando info'],
    ],
  },
];
