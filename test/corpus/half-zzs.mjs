// Half ZZS of the evaluation corpus, written blind: "puffin", a WordPress 6.6 site on Bedrock with a
// custom theme and two plugins, Lando for local dev, WP-CLI, wpackagist, Node 20 via nvm, phpcs with
// WPCS, Deployer to a managed host (staging / production branches). macOS (zsh), WSL2, Git Bash,
// PowerShell 5.1 and 7. The team writes English, Bengali, Urdu (mostly Latin letters) and Estonian.

// --- Shells saying "not found" -------------------------------------------------------------------
const ps51NotFound = (command) => {
  const name = command.split(' ')[0];
  return `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${command}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
};
const pwshNotFound = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const ubuntuNotFound = (name, ...installs) => `Command '${name}' not found, but can be installed with:\n\n${installs.join('\n')}\n`;
const MYSQL_PKGS = ['sudo apt install mysql-client-core-8.0     # version 8.0.40-0ubuntu0.24.04.1, or', 'sudo apt install mariadb-client-core    # version 1:10.11.8-0ubuntu0.24.04.1'];

// --- Windows PowerShell 5.1 parser and binder errors ---------------------------------------------
const psAmp = (command) => {
  const at = command.indexOf('&&');
  return `At line:1 char:${at + 1}\n+ ${command}\n+ ${' '.repeat(at)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
};
const psParam = (cmdlet, param, command, commandClass) => {
  const at = command.indexOf(`-${param}`);
  return `${cmdlet} : A parameter cannot be found that matches parameter name '${param}'.\nAt line:1 char:${at + 1}\n+ ${command}\n+ ${' '.repeat(at)}${'~'.repeat(param.length + 1)}\n    + CategoryInfo          : InvalidArgument: (:) [${cmdlet}], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.${commandClass}\n`;
};
const PS_CURL_HEADER = (command) => {
  const at = command.indexOf("'Accept");
  return `Invoke-WebRequest : Cannot bind parameter 'Headers'. Cannot convert the "Accept: application/json" value of type "System.String" to type "System.Collections.IDictionary".\nAt line:1 char:${at + 1}\n+ ${command}\n+ ${' '.repeat(at)}${'~'.repeat("'Accept: application/json'".length)}\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n`;
};

// --- macOS BSD tools ------------------------------------------------------------------------------
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';

// --- npm ------------------------------------------------------------------------------------------
const ebadengine = (prefix, node, npm, log) => [
  `${prefix} code EBADENGINE`,
  `${prefix} engine Unsupported engine`,
  `${prefix} engine Not compatible with your version of node/npm: puffin-theme@1.4.0`,
  `${prefix} notsup Not compatible with your version of node/npm: puffin-theme@1.4.0`,
  `${prefix} notsup Required: {"node":">=20.11.0 <21"}`,
  `${prefix} notsup Actual:   {"npm":"${npm}","node":"${node}"}`,
  '',
  `${prefix} A complete log of this run can be found in: ${log}`,
].join('\n');
const NPM_ENOENT_KAI = "npm error code ENOENT\nnpm error syscall open\nnpm error path /Users/kai/puffin/package.json\nnpm error errno -2\nnpm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '/Users/kai/puffin/package.json'\nnpm error enoent This is related to npm not being able to find a file.\nnpm error enoent\nnpm error A complete log of this run can be found in: /Users/kai/.npm/_logs/2026-02-09T09_07_41_118Z-debug-0.log";
const NPM_CI_EUSAGE = 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error Options:\nnpm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]\nnpm error\nnpm error aliases: clean-install, ic, install-clean, isntall-clean\nnpm error\nnpm error Run "npm help ci" for more info\nnpm error A complete log of this run can be found in: /home/yuki/.npm/_logs/2026-02-24T10_19_02_551Z-debug-0.log';

// --- WP-CLI ---------------------------------------------------------------------------------------
const YIKES = "Error: YIKES! It looks like you're running this as root. You probably meant to run this as the user that your WordPress installation exists under.\n\nIf you REALLY mean to run this as root, we won't stop you, but just bear in mind that any code on this site will then have full control of your server, making it quite DANGEROUS.\n\nIf you'd like to continue as root, please run this again, adding this flag:  --allow-root\n\nIf you'd like to run it as the user that this site is under, you can run the following to become the respective user:\n\n    sudo -u USER -i -- wp <command>\n";
const DB_CONN = "Error: Error establishing a database connection. This either means that the username and password information in your `wp-config.php` file is incorrect or that contact with the database server at `database` could not be established. This could mean your host's database server is down.";

// --- git / GitHub ---------------------------------------------------------------------------------
const GH006 = 'remote: error: GH006: Protected branch update failed for refs/heads/staging.\nremote: error: Cannot force-push to this branch\nTo github.com:puffin-digital/puffin.git\n ! [remote rejected] staging -> staging (protected branch hook declined)\nerror: failed to push some refs to \'github.com:puffin-digital/puffin.git\'';
const NONFF = "To github.com:puffin-digital/puffin.git\n ! [rejected]        staging -> staging (fetch first)\nerror: failed to push some refs to 'github.com:puffin-digital/puffin.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";

// --- Deployer -------------------------------------------------------------------------------------
const DEP_LOCK = 'task deploy:info\n[staging] info deploying staging (release 142)\ntask deploy:setup\ntask deploy:lock\n[staging] error in lock.php on line 23:\n[staging] Deploy locked by hasan.\n[staging] Execute "deploy:unlock" task to unlock.\nERROR: Task deploy:lock failed!';
const DEP_SSH = 'task deploy:info\n[staging] puffin@staging.puffin-events.com: Permission denied (publickey).\n[staging] error in ssh.php on line 0:\n[staging] exit code 255 (Unknown error)\nERROR: Task deploy:info failed!';
const DEP_PROD_GUARD = 'task deploy:guard\n[production] error in deploy.php on line 41:\n[production] Production is deployed by CI from the production branch. Refusing to deploy from a workstation.\nERROR: Task deploy:guard failed!';

export const SESSIONS = [
  {
    machine: 'mac', project: 'puffin', start: '2026-02-02T09:05:00Z',
    steps: [
      ['ok', 'lando start'],
      ['fail', 'lando-wp', 'wp plugin list --status=active', 'zsh: command not found: wp', 127, 'List active plugins'],
      ['prompt', 'lando-wp', 'wp goes through lando on this project → lando wp plugin list'],
      ['ok', 'lando wp plugin list --status=active'],
      ['prompt', 'x:changelog', 'add a changelog entry for the RSVP capacity fix under Unreleased'],
      ['fail', 'sed-i-mac', "cd web/app/themes/puffin && sed -i 's/Version: 1.3.0/Version: 1.3.1/' style.css", 'sed: 1: "style.css": unterminated substitute pattern', 1, 'Bump the theme version'],
      ['prompt', 'sed-i-mac', "this is a mac. sed -i '' 's/…/…/' style.css"],
    ],
  },
  {
    machine: 'wsl', project: 'puffin', start: '2026-02-02T14:20:00Z',
    steps: [
      ['fail', 'wsl-crlf', './scripts/reset-local.sh', 'bash: ./scripts/reset-local.sh: /bin/bash^M: bad interpreter: No such file or directory', 126, 'Reset the local site'],
      ['prompt', 'wsl-crlf', 'CRLF abar 🙄 dos2unix chalao, ar git config core.autocrlf input kore dao'],
      ['fail', 'lando-composer', 'composer install', ubuntuNotFound('composer', 'sudo apt install composer'), 127],
      ['prompt', 'lando-composer', 'lando composer install. composer thake container er bhitore, host e PHP install korbo na'],
      ['prompt', 'x:readme', 'can you write the lando setup steps into README.md for the new intern'],
    ],
  },
  {
    machine: 'winps', project: 'puffin', start: '2026-02-03T08:40:00Z',
    steps: [
      ['fail', 'ps-and-and', 'cd web/app/themes/puffin && npm ci', psAmp('cd web/app/themes/puffin && npm ci'), 1],
      ['prompt', 'ps-and-and', 'this is windows powershell 5.1, && does not exist there. use ; or if ($?) { … }'],
      ['fail', 'ps-curl', 'curl -I https://staging.puffin-events.com', psParam('Invoke-WebRequest', 'I', 'curl -I https://staging.puffin-events.com', 'InvokeWebRequestCommand'), 1],
      ['prompt', 'ps-curl', 'curl is an alias for Invoke-WebRequest in PS 5 — type curl.exe'],
      ['ok', 'curl.exe -I https://staging.puffin-events.com'],
      ['fail', 'x:ps-execution-policy', 'npm run build', 'npm : File C:\\Program Files\\nodejs\\npm.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ npm run build\n+ ~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n', 1],
    ],
  },
  {
    machine: 'mac2', project: 'puffin', start: '2026-02-03T10:15:00Z',
    steps: [
      ['ok', "lando wp search-replace 'http://puffin.lndo.site' 'https://puffin.lndo.site' --all-tables"],
      ['prompt', 'sr-dry-run', 'WAIT. you ran that without --dry-run?? always the dry run first, look at the counts, then the real one'],
      ['prompt', 'db-export-first', 'and no export before it either. lando wp db export first, every time we touch the db'],
      ['agent', 'sr-dry-run', 'Ran wp search-replace for real without looking first; on puffin run it with --dry-run, check the per-table counts, then run it without.'],
      ['agent', 'db-export-first', 'Changed the database with no backup; puffin wants lando wp db export backups/<date>.sql before any write to the DB.'],
      ['fail', 'date-mac', "date -d '7 days ago' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Find the cutoff date for old backups'],
      ['prompt', 'date-mac', 'BSD date on the macs: date -v-7d +%F (or gdate if you really want GNU)'],
    ],
  },
  {
    machine: 'ci', project: 'puffin', start: '2026-02-04T11:00:00Z',
    steps: [
      ['fail', 'wp-allow-root', 'wp core verify-checksums', YIKES, 1],
      ['prompt', 'wp-allow-root', 'the CI job runs as root in the container, so wp needs --allow-root there (only there)'],
      ['ok', 'wp core verify-checksums --allow-root'],
      ['fail', 'x:ci-no-bash', 'bash scripts/ci/smoke.sh', '/bin/sh: bash: not found', 127],
    ],
  },
  {
    machine: 'mac', project: 'puffin', start: '2026-02-05T08:50:00Z',
    steps: [
      ['fail', 'host-mysql', "mysql -u root puffin -e \"SELECT option_value FROM wp_options WHERE option_name='siteurl'\"", "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/tmp/mysql.sock' (2)", 1, 'Check the site URL in the database'],
      ['prompt', 'host-mysql', 'the db is in lando. lando mysql, or lando wp db query'],
      ['fail', 'wpackagist', 'lando wp plugin install query-monitor --activate', 'Installing Query Monitor (3.16.4)\nDownloading installation package from https://downloads.wordpress.org/plugin/query-monitor.3.16.4.zip...\nUnpacking the package...\nInstalling the plugin...\nWarning: Could not create directory.\nWarning: The \'query-monitor\' plugin could not be found.\nError: No plugins installed.', 1, 'Install Query Monitor'],
      ['prompt', 'wpackagist', 'plugins are composer packages here: lando composer require --dev wpackagist-plugin/query-monitor'],
      ['ok', 'lando composer require --dev wpackagist-plugin/query-monitor'],
      ['prompt', 'x:iso-dates', 'event dates on the cards should go in the datetime attribute as ISO 8601, like 2026-03-14'],
    ],
  },
  {
    machine: 'winbash', project: 'puffin', start: '2026-02-05T13:10:00Z',
    steps: [
      ['fail', 'gitbash-winpty', 'docker exec -it puffin_appserver_1 bash', "the input device is not a TTY.  If you are using mintty, try prefixing the command with 'winpty'", 1, 'Open a shell in the app container'],
      ['prompt', 'gitbash-winpty', 'git bash needs winpty in front of anything interactive. winpty lando ssh'],
      ['fail', 'x:lando-port', 'lando start', 'Let\'s get this party started! Starting app puffin...\nERROR ==> Error response from daemon: driver failed programming external connectivity on endpoint landoproxyhyperion5000gandalfedition_proxy_1 (3f0c9a1d2b7e4f6a8c5d1e0b9a7f3c2d1e4b6a8f0c9d2e7b5a3f1c0d9e8b7a6): Bind for 0.0.0.0:80 failed: port is already allocated', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'puffin', start: '2026-02-06T09:20:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf web/app/themes/puffin/node_modules', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm-rf', 'Remove-Item -Recurse -Force, powershell has no -rf'],
      ['fail', 'nvm-node20', 'cd web/app/themes/puffin; npm ci', ebadengine('npm error', 'v22.11.0', '10.9.0', 'C:\\Users\\sora\\AppData\\Local\\npm-cache\\_logs\\2026-02-06T09_31_12_404Z-debug-0.log'), 1],
      ['prompt', 'nvm-node20', 'nvm use 20.17.0 — the theme is pinned to node 20 (.nvmrc), not 22'],
      ['ok', 'nvm use 20.17.0; cd web/app/themes/puffin; npm ci'],
    ],
  },
  {
    machine: 'mac2', project: 'puffin', start: '2026-02-09T09:00:00Z',
    steps: [
      ['fail', 'theme-dir', 'npm run build', NPM_ENOENT_KAI, 254, 'Build the theme assets'],
      ['prompt', 'theme-dir', 'the theme has its own package.json, web/app/themes/puffin. the root is composer only'],
      ['fail', 'x:scss-undefined', 'cd web/app/themes/puffin && npm run build', '> puffin-theme@1.4.0 build\n> wp-scripts build\n\nassets by status 12.4 KiB [cached] 3 assets\n\nERROR in ./src/scss/main.scss\nModule build failed (from ./node_modules/sass-loader/dist/cjs.js):\nUndefined variable.\n   ╷\n42 │   border-color: $brand-primry;\n   │                 ^^^^^^^^^^^^^\n   ╵\n  src/scss/components/_cards.scss 42:17  @use\n  src/scss/main.scss 7:1                  root stylesheet\n\nwebpack compiled with 1 error', 1],
      ['fail', 'stat-mac', 'stat -c %s backups/puffin-2026-02-08.sql', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check the backup size'],
      ['prompt', 'stat-mac', 'stat -f %z on mac'],
    ],
  },
  {
    machine: 'wsl', project: 'puffin', start: '2026-02-09T15:40:00Z',
    steps: [
      ['fail', 'host-php', 'php -l web/app/plugins/puffin-events/src/Rsvp.php', ubuntuNotFound('php', 'sudo apt install php8.3-cli'), 127],
      ['prompt', 'host-php', "no php on the host, on purpose. lando php -l …"],
      ['fail', 'phpcs-vendor', 'phpcs web/app/plugins/puffin-events', ubuntuNotFound('phpcs', 'sudo apt install php-codesniffer'), 127],
      ['prompt', 'phpcs-vendor', 'vendor/bin/phpcs — it reads phpcs.xml.dist with the WordPress rules'],
      ['fail', 'x:phpcs-violations', 'lando php vendor/bin/phpcs web/app/plugins/puffin-events', '\nFILE: /app/web/app/plugins/puffin-events/src/Rsvp.php\n----------------------------------------------------------------------\nFOUND 2 ERRORS AFFECTING 2 LINES\n----------------------------------------------------------------------\n 41 | ERROR | [x] Expected 1 space after IF keyword; 0 found\n    |       |     (Generic.WhiteSpace.LanguageConstructSpacing)\n 58 | ERROR | [ ] All output should be run through an escaping function\n    |       |     (see the Security sections in the WordPress Developer\n    |       |     Handbooks), found \'$title\'.\n    |       |     (WordPress.Security.EscapeOutput.OutputNotEscaped)\n----------------------------------------------------------------------\nPHPCBF CAN FIX THE 1 MARKED SNIFF VIOLATIONS AUTOMATICALLY\n----------------------------------------------------------------------\n\nTime: 412ms; Memory: 12MB\n', 2],
    ],
  },
  {
    machine: 'mac', project: 'puffin', start: '2026-02-10T10:00:00Z',
    steps: [
      ['fail', 'branch-staging', 'git checkout main && git pull', "error: pathspec 'main' did not match any file(s) known to git", 1, 'Update the main branch'],
      ['prompt', 'branch-staging', "there is no main here. staging is the base branch, production is what's live"],
      ['ok', 'git checkout staging && git pull --ff-only'],
      ['fail', 'x:git-typo', 'git chekout -b fix/rsvp-capacity', "git: 'chekout' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcheckout", 1],
      ['fail', 'sed-i-mac', "cd web/app/plugins/puffin-events && sed -i 's/\"version\": \"1.3.0\"/\"version\": \"1.3.1\"/' composer.json", 'sed: 1: "composer.json": command c expects \\ followed by text', 1],
      ['prompt', 'sed-i-mac', 'same as last week with sed on the mac'],
    ],
  },
  {
    machine: 'winps', project: 'puffin', start: '2026-02-11T08:30:00Z',
    steps: [
      ['fail', 'lando-wp', 'wp user list --role=administrator', ps51NotFound('wp user list --role=administrator'), 1],
      ['prompt', 'lando-wp', 'lando wp user list... wp-cli sirf lando container ke andar hai, host pe nahi'],
      ['fail', 'ps-curl', "curl -H 'Accept: application/json' https://puffin.lndo.site/wp-json/puffin/v1/events", PS_CURL_HEADER("curl -H 'Accept: application/json' https://puffin.lndo.site/wp-json/puffin/v1/events"), 1],
      ['prompt', 'ps-curl', 'curl.exe again 🙂'],
      ['fail', 'ps-and-and', 'lando wp db export backups/pre-import.sql && lando wp db import backups/staging.sql', psAmp('lando wp db export backups/pre-import.sql && lando wp db import backups/staging.sql'), 1],
      ['prompt', 'ps-and-and', 'yeh PowerShell 5 hai bhai, && yahan nahi chalta. do alag commands ya ; lagao'],
    ],
  },
  {
    machine: 'codex', project: 'puffin', start: '2026-02-12T09:10:00Z',
    steps: [
      ['prompt', 'x:bn-translations', 'add bn_BD translations for the RSVP form strings (load_plugin_textdomain is already wired up)'],
      ['fail', 'npm-not-yarn', 'cd web/app/themes/puffin && yarn build', ubuntuNotFound('yarn', 'sudo apt install cmdtest'), 127],
      ['prompt', 'npm-not-yarn', 'no yarn in this repo. npm — package-lock.json is the lockfile'],
      ['fail', 'x:wsl-dns', 'cd web/app/themes/puffin && npm ci', 'npm error code EAI_AGAIN\nnpm error syscall getaddrinfo\nnpm error errno EAI_AGAIN\nnpm error request to https://registry.npmjs.org/@wordpress%2fscripts failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-02-12T09_24_51_007Z-debug-0.log', 1],
    ],
  },
  {
    machine: 'mac2', project: 'puffin', start: '2026-02-13T14:00:00Z',
    steps: [
      ['ok', 'cd web/app/themes/puffin && npm install'],
      ['prompt', 'npm-ci', 'why does package-lock.json have 900 changed lines now? npm ci. plain npm install rewrites the lockfile'],
      ['agent', 'npm-ci', 'Set up the theme with npm install and it rewrote package-lock.json; on puffin install dependencies with npm ci.'],
      ['prompt', 'wpackagist', 'ei, pluginaid wp-admini kaudu üles ei laeta. need tulevad composeriga: wpackagist-plugin/… composer.json-is'],
      ['fail', 'force-push', 'git push -f origin staging', GH006, 1],
      ['prompt', 'force-push', 'WHOA. no force pushing to staging. ever. pull --rebase and push normally'],
    ],
  },
  {
    machine: 'win', project: 'puffin', start: '2026-02-16T09:00:00Z',
    steps: [
      ['fail', 'gitbash-winpty', 'lando mysql', "the input device is not a TTY.  If you are using mintty, try prefixing the command with 'winpty'", 1],
      ['prompt', 'gitbash-winpty', 'winpty lando mysql. the mintty thing'],
      ['prompt', 'x:events-pagination', 'events archive mein pagination laga do, 12 per page'],
      ['fail', 'x:php-parse', 'lando wp plugin activate puffin-members', 'PHP Parse error:  syntax error, unexpected token "}", expecting ";" in /app/web/app/plugins/puffin-members/src/Admin.php on line 88\nError: There has been a critical error on this website.Learn more about troubleshooting WordPress. There has been a critical error on this website.', 255],
    ],
  },
  {
    machine: 'wsl', project: 'puffin', start: '2026-02-17T10:00:00Z',
    steps: [
      ['fail', 'wsl-crlf', './scripts/sync-uploads.sh staging', '/usr/bin/env: ‘bash\\r’: No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines', 127],
      ['prompt', 'wsl-crlf', 'crlf 😩 abar. .gitattributes e *.sh eol=lf add koro, tahole ar hobe na'],
      ['agent', 'wsl-crlf', 'Shell scripts checked out with CRLF fail on WSL (bash\\r, ^M bad interpreter); convert with dos2unix and keep *.sh eol=lf in .gitattributes.'],
      ['fail', 'host-mysql', 'mysqldump -u root puffin > backups/local.sql', ubuntuNotFound('mysqldump', ...MYSQL_PKGS), 127],
      ['prompt', 'host-mysql', 'host e mysql nai bhai. lando db-export othoba lando wp db export'],
      ['ok', 'lando wp db export backups/local.sql'],
    ],
  },
  {
    machine: 'mac', project: 'puffin', start: '2026-02-18T08:45:00Z',
    steps: [
      ['prompt', 'x:wp-cron', 'the RSVP reminder should go out hourly via wp-cron, not daily'],
      ['fail', 'date-mac', 'date --iso-8601=seconds', `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['prompt', 'date-mac', 'no GNU date here. date -u +%Y-%m-%dT%H:%M:%SZ works on both'],
      ['fail', 'find-printf', "find web/app/uploads -name '*.jpg' -size +2M -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1, 'List large uploads'],
      ['prompt', 'find-printf', "macOS find doesn't have -printf. -exec stat -f '%z %N' {} +"],
      ['ok', "find web/app/uploads -name '*.jpg' -size +2M -exec stat -f '%z %N' {} +"],
      ['prompt', 'x:image-size', 'add a 640px wide image size for the event cards and regenerate the thumbnails'],
    ],
  },
  {
    machine: 'ci', project: 'puffin', start: '2026-02-18T12:30:00Z',
    steps: [
      ['fail', 'wp-allow-root', 'wp plugin verify-checksums --all', YIKES, 1],
      ['agent', 'wp-allow-root', 'WP-CLI refuses to run as root in the CI container; pass --allow-root to wp there.'],
      ['fail', 'x:phpunit-failure', 'composer test', '> phpunit\nPHPUnit 10.5.38 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.25\nConfiguration: /workspace/phpunit.xml.dist\n\n.....................F................                            38 / 38 (100%)\n\nTime: 00:02.114, Memory: 44.00 MB\n\nThere was 1 failure:\n\n1) Puffin\\Events\\Tests\\RsvpTest::test_capacity_limit_is_enforced\nFailed asserting that 11 is identical to 10.\n\n/workspace/web/app/plugins/puffin-events/tests/RsvpTest.php:42\n\nFAILURES!\nTests: 38, Assertions: 91, Failures: 1.\nScript phpunit handling the test event returned with error code 1', 1],
    ],
  },
  {
    machine: 'mac2', project: 'puffin', start: '2026-02-19T09:15:00Z',
    steps: [
      ['fail', 'lando-composer', 'composer require wpackagist-plugin/wordpress-seo', './composer.json has been updated\nRunning composer update wpackagist-plugin/wordpress-seo\nLoading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires PHP extension ext-gd * but it is missing from your system. Install or enable PHP\'s gd extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n    - /opt/homebrew/etc/php/8.4/php.ini\n    - /opt/homebrew/etc/php/8.4/conf.d/ext-opcache.ini\nYou can also run `php --ini` in a terminal to see which files are used by PHP in CLI mode.\nAlternatively, you can run Composer with `--ignore-platform-req=ext-gd` to temporarily ignore these required extensions.\n\nInstallation failed, reverting ./composer.json and ./composer.lock to their original content.', 2],
      ['prompt', 'lando-composer', 'host composer again… lando composer require. the container has the right php and extensions'],
      ['fail', 'x:wpackagist-typo', 'lando composer require wpackagist-plugin/query-moniter', 'Could not find a matching version of package wpackagist-plugin/query-moniter. Check the package spelling, your version constraint and that the package is available in a stability which matches your minimum-stability (stable).', 1],
    ],
  },
  {
    machine: 'winps', project: 'puffin', start: '2026-02-20T08:20:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf web/app/themes/puffin/dist', psParam('Remove-Item', 'rf', 'rm -rf web/app/themes/puffin/dist', 'RemoveItemCommand'), 1],
      ['prompt', 'ps-rm-rf', 'rm -rf is bash talk. Remove-Item -Recurse -Force dist'],
      ['fail', 'ps-curl', 'curl -sS -o NUL -w "%{http_code}" https://staging.puffin-events.com/wp-login.php', psParam('Invoke-WebRequest', 'sS', 'curl -sS -o NUL -w "%{http_code}" https://staging.puffin-events.com/wp-login.php', 'InvokeWebRequestCommand'), 1],
      ['agent', 'ps-curl', 'In Windows PowerShell 5.1 curl is Invoke-WebRequest; call curl.exe explicitly.'],
      ['fail', 'ps-and-and', 'git fetch origin && git rebase origin/staging', psAmp('git fetch origin && git rebase origin/staging'), 1],
      ['agent', 'ps-and-and', 'Windows PowerShell 5.1 has no && between commands; chain with ; (or run under pwsh 7).'],
    ],
  },
  {
    machine: 'mac', project: 'puffin', start: '2026-02-23T09:30:00Z',
    steps: [
      ['fail', 'dep-deploy', 'scp -r web/app/themes/puffin/dist puffin@staging.puffin-events.com:/sites/puffin/current/web/app/themes/puffin/', 'scp: /sites/puffin/current/web/app/themes/puffin/dist: Permission denied', 1, 'Copy the built assets to staging'],
      ['prompt', 'dep-deploy', 'no scp/rsync onto the host. everything goes out through dep deploy staging'],
      ['fail', 'x:dep-locked', 'dep deploy staging', DEP_LOCK, 1],
      ['ok', 'dep deploy staging'],
    ],
  },
  {
    machine: 'wsl', project: 'puffin', start: '2026-02-24T10:00:00Z',
    steps: [
      ['fail', 'nvm-node20', 'cd web/app/themes/puffin && npm ci', ebadengine('npm ERR!', 'v18.19.1', '10.2.4', '/home/yuki/.npm/_logs/2026-02-24T10_04_37_881Z-debug-0.log'), 1],
      ['prompt', 'nvm-node20', 'nvm use pehle, .nvmrc mein 20 likha hai'],
      ['fail', 'x:nvm-not-installed', 'cd web/app/themes/puffin && nvm use', "Found '/home/yuki/puffin/web/app/themes/puffin/.nvmrc' with version <20>\nN/A: version \"20 -> N/A\" is not yet installed.\n\nYou need to run `nvm install 20` to install and use it.", 3],
      ['fail', 'theme-dir', 'npm ci', NPM_CI_EUSAGE, 1],
      ['prompt', 'theme-dir', 'wrong folder — all the npm stuff lives in the theme'],
    ],
  },
  {
    machine: 'codex', project: 'puffin', start: '2026-02-25T09:00:00Z',
    steps: [
      ['fail', 'branch-staging', 'git push -u origin main', "error: src refspec main does not match any\nerror: failed to push some refs to 'github.com:puffin-digital/puffin.git'", 1],
      ['prompt', 'branch-staging', 'main নেই আমাদের। feature branch push করো, PR যাবে staging এ'],
      ['fail', 'x:gh-auth', 'gh pr create --base staging --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
    ],
  },
  {
    machine: 'mac2', project: 'puffin', start: '2026-02-26T11:00:00Z',
    steps: [
      ['prompt', 'db-export-first', 'Enne igat muudatust andmebaasis: lando wp db export. Alati.'],
      ['ok', "lando wp search-replace 'puffin-events.com' 'puffin.lndo.site' --all-tables --dry-run"],
      ['fail', 'core-composer', 'lando wp core update', 'Updating to version 6.6.2 (en_US)...\nDownloading update from https://downloads.wordpress.org/release/wordpress-6.6.2-no-content.zip...\nUnpacking the update...\nError: Could not copy files.', 1, 'Update WordPress core'],
      ['prompt', 'core-composer', 'core is roots/wordpress in composer.json, bump it there and let composer install it'],
      ['ok', 'lando composer require roots/wordpress:6.6.2 -W'],
    ],
  },
  {
    machine: 'wincodex7', project: 'puffin', start: '2026-02-27T08:00:00Z',
    steps: [
      ['fail', 'lando-wp', 'wp option get home', pwshNotFound('wp'), 1],
      ['prompt', 'lando-wp', 'lando wp!!'],
      ['fail', 'x:docker-desktop-down', 'lando start', "Let's get this party started! Starting app puffin...\nERROR ==> error during connect: this error may indicate that the docker daemon is not running: Get \"http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.24/containers/json?all=1\": open //./pipe/docker_engine: The system cannot find the file specified.", 1],
      ['fail', 'ps-rm-rf', 'rm -rf vendor', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
    ],
  },
  {
    machine: 'mac', project: 'puffin', start: '2026-03-02T09:00:00Z',
    steps: [
      ['fail', 'dep-prod', 'dep deploy production', DEP_PROD_GUARD, 1, 'Deploy to production'],
      ['prompt', 'dep-prod', 'production only goes out from the pipeline, when staging gets merged into production. not from laptops'],
      ['prompt', 'x:env-example', 'add MAILGUN_DOMAIN to .env.example with a placeholder value'],
      ['fail', 'no-env-commit', 'git add -A && git commit -m "Mailgun settings"', 'husky - pre-commit script failed (code 1)\n✖ .env must never be committed (it holds the salts and SMTP credentials).\n  Remove it from the index: git rm --cached .env', 1],
      ['prompt', 'no-env-commit', 'you staged .env — salts and the smtp password are in there. git rm --cached .env, it stays local'],
    ],
  },
  {
    machine: 'wsl', project: 'puffin', start: '2026-03-03T14:00:00Z',
    steps: [
      ['ok', 'lando restart'],
      ['prompt', 'lando-rebuild', 'restart e .lando.yml porbe na, lando rebuild -y lagbe'],
      ['ok', 'lando rebuild -y'],
      ['agent', 'lando-rebuild', 'Changed .lando.yml and used lando restart; config changes only apply after lando rebuild -y.'],
      ['fail', 'x:composer-timeout', 'lando composer update roots/wordpress', 'Loading composer repositories with package information\n\nIn CurlDownloader.php line 390:\n\n  curl error 28 while downloading https://repo.packagist.org/packages.json: Connection timed out after 10002 milliseconds\n\n\nupdate [--with WITH] [--with-dependencies] [--with-all-dependencies] [--prefer-install PREFER-INSTALL] [--dry-run] [--dev] [--no-dev] [--lock] [--no-install] [--no-audit] [--no-autoloader] [--no-suggest] [--no-progress] [-w|--update-with-dependencies] [-W|--update-with-all-dependencies] [--] [<packages>...]', 100],
    ],
  },
  {
    machine: 'mac2', project: 'puffin', start: '2026-03-04T10:00:00Z',
    steps: [
      ['ok', 'lando destroy -y'],
      ['prompt', 'lando-destroy', 'hey — never lando destroy on puffin. it throws away the database volume and all my local content with it'],
      ['agent', 'lando-destroy', 'Ran lando destroy to reset the app and it deleted the local database; to fix a broken container use lando rebuild -y (keeps the DB volume) and never destroy without asking.'],
      ['fail', 'stat-mac', 'stat --format=%s backups/pre-sr-2026-02-26.sql', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-mac', 'stat again… -f %z here'],
    ],
  },
  {
    machine: 'winbash', project: 'puffin', start: '2026-03-05T09:00:00Z',
    steps: [
      ['fail', 'npm-not-yarn', 'cd web/app/themes/puffin && yarn install --frozen-lockfile', 'bash: yarn: command not found', 127],
      ['prompt', 'npm-not-yarn', 'npm ci. puffin never used yarn'],
      ['fail', 'branch-staging', "gh pr create --base main --title 'RSVP capacity limit'", 'pull request create failed: GraphQL: Head sha can\'t be blank, Base sha can\'t be blank, No commits between main and fix/rsvp-capacity, Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'branch-staging', 'base is staging!'],
      ['fail', 'x:push-rejected', 'git push origin staging', NONFF, 1],
    ],
  },
  {
    machine: 'mac', project: 'puffin', start: '2026-03-09T09:00:00Z',
    steps: [
      ['ok', "lando wp search-replace 'https://puffin-events.com' 'https://puffin.lndo.site' --skip-columns=guid"],
      ['prompt', 'sr-dry-run', '--dry-run pehle!! kitni baar bolna padega'],
      ['fail', 'sed-i-mac', "sed -i 's/puffin.lndo.site/puffin.test/g' .lando.yml", 'sed: 1: ".lando.yml": invalid command code .', 1],
      ['prompt', 'sed-i-mac', "the mac sed again 🙃 gsed, or sed -i ''"],
      ['fail', 'x:sed-wrong-file', "sed -i '' 's/puffin.lndo.site/puffin.test/g' .lando.yaml", 'sed: .lando.yaml: No such file or directory', 1],
    ],
  },
  {
    machine: 'winps', project: 'puffin', start: '2026-03-10T08:15:00Z',
    steps: [
      ['fail', 'host-php', 'php -v', ps51NotFound('php -v'), 1],
      ['prompt', 'host-php', 'PHP only exists inside lando: lando php -v'],
      ['fail', 'wpackagist', 'lando wp plugin install wp-mail-smtp --activate', "Installing WP Mail SMTP by WPForms (4.1.1)\nDownloading installation package from https://downloads.wordpress.org/plugin/wp-mail-smtp.4.1.1.zip...\nUnpacking the package...\nInstalling the plugin...\nWarning: Destination folder already exists. /app/web/app/plugins/wp-mail-smtp/\nWarning: The 'wp-mail-smtp' plugin could not be found.\nError: No plugins installed.", 1],
      ['prompt', 'wpackagist', 'plugin composer se aata hai yaar, wpackagist-plugin/wp-mail-smtp. wp plugin install ya wp-admin upload se nahi'],
    ],
  },
  {
    machine: 'codex', project: 'puffin', start: '2026-03-11T09:30:00Z',
    steps: [
      ['fail', 'phpcs-vendor', 'phpcs --standard=WordPress web/app/themes/puffin', 'ERROR: the "WordPress" coding standard is not installed. The installed coding standards are MySource, PEAR, PSR1, PSR2, PSR12, Squiz and Zend', 3],
      ['prompt', 'phpcs-vendor', 'use the repo one, vendor/bin/phpcs. the ruleset is phpcs.xml.dist, no --standard needed'],
      ['ok', 'lando php vendor/bin/phpcs web/app/themes/puffin'],
      ['prompt', 'x:phpcs-prefixes', 'add puffin_ and Puffin\\ to the PrefixAllGlobals prefixes in phpcs.xml.dist'],
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean', 'STOP. git clean -fdx just wiped .env and web/app/uploads. no -x on this repo, ever'],
      ['agent', 'git-clean', 'Ran git clean -fdx and it deleted the ignored .env and uploads; on puffin use git clean -n first and never -x.'],
    ],
  },
  {
    machine: 'mac2', project: 'puffin', start: '2026-03-12T10:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force-with-lease origin staging', GH006, 1],
      ['prompt', 'force-push', 'staging on kaitstud, mingit force pushi. tee revert commit'],
      ['fail', 'x:dep-ssh-key', 'dep deploy staging', DEP_SSH, 1],
      ['prompt', 'x:date-filter-et', 'Palun lisa ürituste arhiivile kuupäevafilter (alates / kuni), vaikimisi tulevased üritused'],
    ],
  },
  {
    machine: 'wsl', project: 'puffin', start: '2026-03-16T09:00:00Z',
    steps: [
      ['ok', 'lando wp post delete $(lando wp post list --post_type=puffin_rsvp --post_status=trash --format=ids) --force'],
      ['prompt', 'db-export-first', 'delete se pehle export leni thi! lando wp db export, phir kuch bhi'],
      ['fail', 'x:wp-db-starting', 'lando wp post list --post_type=puffin_event', DB_CONN, 1],
      ['ok', 'lando restart'],
      ['prompt', 'lando-rebuild', 'that again? you changed .lando.yml → rebuild, not restart'],
    ],
  },
  {
    machine: 'mac', project: 'puffin', start: '2026-03-18T09:00:00Z',
    steps: [
      ['fail', 'dep-deploy', 'rsync -avz web/app/themes/puffin/dist/ puffin@staging.puffin-events.com:/sites/puffin/current/web/app/themes/puffin/dist/', 'building file list ... done\nrsync: mkdir "/sites/puffin/current/web/app/themes/puffin/dist" failed: Permission denied (13)\nrsync error: error in file IO (code 11) at main.c(545) [receiver=3.1.3]\nrsync: connection unexpectedly closed (9 bytes received so far) [sender]\nrsync error: error in rsync protocol data stream (code 12) at /AppleInternal/Library/BuildRoots/0032d1ee-80fd-11ee-8227-6aecfccc70fe/Library/Caches/com.apple.xbs/Sources/rsync/rsync/io.c(453) [sender=2.6.9]', 12],
      ['prompt', 'dep-deploy', 'Deployer does that. dep deploy staging, nothing by hand on the server'],
      ['ok', 'cd web/app/themes/puffin && npm install'],
      ['prompt', 'npm-ci', 'abar npm install diye lockfile bodle fella 😑 npm ci!'],
    ],
  },
  {
    machine: 'ci', project: 'puffin', start: '2026-03-19T12:00:00Z',
    steps: [
      ['fail', 'x:ci-db-host', 'wp db check --allow-root', "mysqlcheck: Got error: 2005: Unknown MySQL server host 'database' (-2) when trying to connect\nError: Failed to get current SQL modes. Reason: ERROR 2005 (HY000): Unknown MySQL server host 'database' (-2)", 1],
      ['ok', 'wp db check --allow-root'],
    ],
  },
  {
    machine: 'wincodex7', project: 'puffin', start: '2026-03-20T09:00:00Z',
    steps: [
      ['fail', 'lando-composer', 'composer validate --strict', pwshNotFound('composer'), 1],
      ['prompt', 'lando-composer', 'composer shudhu lando r bhitore: lando composer validate'],
      ['prompt', 'x:acf-bump', 'bump wpackagist-plugin/advanced-custom-fields to ^6.3 in composer.json'],
      ['ok', 'dep deploy staging'],
      ['prompt', 'dep-prod', 'staging theek hai. production pe dep khud mat chalana, production branch mein merge karo, pipeline deploy karegi'],
    ],
  },
  {
    machine: 'mac2', project: 'puffin', start: '2026-03-23T09:00:00Z',
    steps: [
      ['ok', "lando wp search-replace 'staging.puffin-events.com' 'puffin.lndo.site' --all-tables"],
      ['prompt', 'sr-dry-run', 'you know the drill: --dry-run, read it, then for real'],
      ['fail', 'core-composer', 'lando wp core update --version=6.6.2', 'Updating to version 6.6.2 (en_US)...\nDownloading update from https://downloads.wordpress.org/release/wordpress-6.6.2-partial-1.zip...\nUnpacking the update...\nError: Could not create directory.', 1],
      ['prompt', 'core-composer', 'WordPressi tuum käib siin composeriga (roots/wordpress), mitte wp core update kaudu'],
      ['fail', 'find-printf', "find backups -name '*.sql' -mtime +30 -printf '%f\\n'", 'find: -printf: unknown primary or operator', 1],
      ['agent', 'find-printf', 'BSD find on macOS has no -printf; use -exec basename {} \\; or stat -f instead.'],
    ],
  },
  {
    machine: 'winbash', project: 'puffin', start: '2026-03-25T10:00:00Z',
    steps: [
      ['prompt', 'lando-destroy', 'lando destroy مت چلاؤ، پورا database اڑ جائے گا۔ rebuild کرو'],
      ['fail', 'gitbash-winpty', 'lando ssh -s database', "the input device is not a TTY.  If you are using mintty, try prefixing the command with 'winpty'", 1],
      ['prompt', 'gitbash-winpty', 'that again? 🙂'],
      ['prompt', 'x:acf-json', 'keep the ACF field groups in acf-json inside the theme so they are versioned'],
    ],
  },
  {
    machine: 'codex', project: 'puffin', start: '2026-03-27T09:00:00Z',
    steps: [
      ['prompt', 'git-clean', 'git clean -n before anything. uploads and .env are ignored, not junk'],
      ['fail', 'no-env-commit', 'git add . && git commit -m "wip: smtp"', '\n    ○\n    │╲\n    │ ○\n    ○ ░\n    ░    gitleaks\n\nFinding:     SMTP_PASSWORD=REDACTED\nSecret:      REDACTED\nRuleID:      generic-api-key\nEntropy:     4.250000\nFile:        .env\nLine:        14\nFingerprint: .env:generic-api-key:14\n\n9:41AM INF 1 commits scanned.\n9:41AM INF scan completed in 61.2ms\n9:41AM WRN leaks found: 1', 1],
      ['prompt', 'no-env-commit', ".env again 😑 it's gitignored for a reason. git restore --staged .env"],
      ['ok', 'git restore --staged .env && git commit -m "wip: smtp"'],
      ['fail', 'x:db-disk-full', 'lando wp db export backups/full-2026-03-27.sql', 'mysqldump: Got errno 28 on write', 1],
    ],
  },
];

// The hook sees Windows paths with backslashes, and Claude Code names a Windows project folder C--Users-….
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^C:\//.test(payload.cwd)) return event;
  return {
    ...event,
    payload: {
      ...payload,
      cwd: payload.cwd.replace(/\//g, '\\'),
      transcript_path: payload.transcript_path.replace(/\.claude\/projects\/C:-/, '.claude/projects/C--').replace(/\//g, '\\'),
    },
  };
}
