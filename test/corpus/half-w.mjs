// Half W of the evaluation corpus, written blind: "atelier", a web agency's WordPress (Bedrock,
// Sage/Acorn, DDEV) and headless Strapi work, deployed by rsync to a shared host and by Deployer to
// a VPS. Two macOS developers (zsh, BSD tools) and one on Windows with WSL2 (bash); Codex on Linux;
// CI in an Alpine container. The team writes in English, French, Italian, Dutch and Japanese.

const RSYNC_MAC_TAIL = 'rsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: unexplained error (code 255) at /AppleInternal/Library/BuildRoots/a8fc4767-f5d1-11ee-afb5-2a57d8c6c1a1/Library/Caches/com.apple.xbs/Sources/rsync/rsync/io.c(453) [sender=2.6.9]';
const BSD_DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BSD_STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const NPM_NO_PKG = (root) => `npm error code ENOENT\nnpm error syscall open\nnpm error path ${root}/package.json\nnpm error errno -2\nnpm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '${root}/package.json'\nnpm error enoent This is related to npm not being able to find a file.\nnpm error enoent\nnpm error A complete log of this run can be found in: ${root.replace(/\/atelier$/, '')}/.npm/_logs/2026-09-21T09_14_02_118Z-debug-0.log`;
const STRAPI_ENGINE = (version) => `yarn install v1.22.22\n[1/5] Validating package.json...\n[2/5] Resolving packages...\n[3/5] Fetching packages...\n[4/5] Linking dependencies...\nerror @strapi/strapi@4.25.11: The engine "node" is incompatible with this module. Expected version ">=18.0.0 <=20.x.x". Got "${version}"\nerror Found incompatible module.\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.`;
const WP_FATAL = (file, line, fn) => `PHP Fatal error:  Uncaught Error: Call to undefined function ${fn}() in /var/www/html/web/app/themes/atelier/${file}:${line}\nStack trace:\n#0 /var/www/html/web/wp/wp-includes/class-wp-hook.php(324): {closure}('')\n#1 /var/www/html/web/wp/wp-includes/plugin.php(205): WP_Hook->apply_filters(NULL, Array)\n#2 phar:///usr/local/bin/wp/vendor/wp-cli/wp-cli/php/WP_CLI/Runner.php(1375): do_action('init')\n#3 {main}\n  thrown in /var/www/html/web/app/themes/atelier/${file} on line ${line}\nError: There has been a critical error on this website.Learn more about troubleshooting WordPress. There has been a critical error on this website.`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'atelier', start: '2026-09-01T08:30:00Z',
    steps: [
      ['fail', 'ddev-wp', 'wp plugin list', 'zsh: command not found: wp', 127, 'List installed plugins'],
      ['prompt', 'ddev-wp', 'wp runs in the container here: ddev wp plugin list'],
      ['ok', 'ddev wp plugin list'],
      ['fail', 'table-prefix', `ddev wp db query "SELECT option_value FROM wp_options WHERE option_name='siteurl'"`, "ERROR 1146 (42S02) at line 1: Table 'db.wp_options' doesn't exist", 1],
      ['prompt', 'table-prefix', 'prefix is atl_ on this one'],
    ],
  },
  {
    machine: 'linux', project: 'atelier', start: '2026-09-01T13:10:00Z',
    steps: [
      ['fail', 'crlf-wsl', './bin/sync-db.sh staging', "/usr/bin/env: 'bash\\r': No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines", 127, 'Pull the staging database'],
      ['prompt', 'crlf-wsl', 'CRLF again. git config core.autocrlf input and check the scripts out again'],
      ['prompt', 'x:nl-mail', 'kun je het contactformulier ook naar info@atelier-agence.fr laten mailen?'],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-09-02T09:00:00Z',
    steps: [
      ['fail', 'ddev-composer', 'composer install', 'zsh: command not found: composer', 127],
      ['prompt', 'ddev-composer', 'comopser inside ddev pls'],
      ['fail', 'x:acf-auth', 'ddev composer install', "Installing dependencies from lock file (including require-dev)\nPackage operations: 61 installs, 0 updates, 0 removals\n  - Downloading wpengine/advanced-custom-fields-pro (6.3.6)\n    Failed to download wpengine/advanced-custom-fields-pro from dist: The 'https://connect.advancedcustomfields.com/v2/plugins/composer_package?p=pro&t=6.3.6' URL required authentication (HTTP 401).\n    You must be using the interactive console to authenticate", 1],
      ['ok', 'ddev composer install'],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-02T14:20:00Z',
    steps: [
      ['fail', 'theme-dir', 'npm run build', NPM_NO_PKG('/Users/ana/atelier'), 254, 'Build the theme assets'],
      ['prompt', 'theme-dir', "the theme's package.json is in web/app/themes/atelier, cd there first"],
      ['fail', 'nvm-use', 'cd web/app/themes/atelier && npm ci', "npm error code EBADENGINE\nnpm error engine Unsupported engine\nnpm error engine Not compatible with your version of node/npm: atelier-theme@2.4.0\nnpm error notsup Not compatible with your version of node/npm: atelier-theme@2.4.0\nnpm error notsup Required: {\"node\":\">=22.11\"}\nnpm error notsup Actual:   {\"npm\":\"10.2.4\",\"node\":\"v18.19.1\"}", 1],
      ['prompt', 'nvm-use', 'nvm use first — the theme has its own .nvmrc'],
      ['ok', 'cd web/app/themes/atelier && nvm use && npm ci && npm run build'],
    ],
  },
  {
    machine: 'codex', project: 'atelier', start: '2026-09-03T08:00:00Z',
    steps: [
      ['fail', 'branch-main', 'git push origin master', "error: src refspec master does not match any\nerror: failed to push some refs to 'github.com:atelier-agence/atelier.git'", 1],
      ['agent', 'branch-main', 'Pushed to `master` in atelier; the default branch is `main` (master was renamed), push and branch from main.'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the new hero block'],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-03T10:30:00Z',
    steps: [
      ['fail', 'no-mamp', '/Applications/MAMP/Library/bin/mysql -uroot -proot atelier < backups/atelier-2026-09-01.sql', 'zsh: no such file or directory: /Applications/MAMP/Library/bin/mysql', 127],
      ['prompt', 'no-mamp', "MAMP's gone since march, everything is ddev now"],
      ['fail', 'ddev-mysql', 'mysql -uroot atelier < backups/atelier-2026-09-01.sql', 'zsh: command not found: mysql', 127],
      ['prompt', 'ddev-mysql', 'no mysql on the host — ddev import-db --file=...'],
      ['ok', 'ddev import-db --file=backups/atelier-2026-09-01.sql.gz'],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-09-04T09:15:00Z',
    steps: [
      ['fail', 'sed-i-bsd', "sed -i 's/WP_ENV=development/WP_ENV=staging/' .env", 'sed: 1: ".env": invalid command code .', 1],
      ['prompt', 'sed-i-bsd', "mac sed wants -i '' (an empty backup suffix)"],
      ['ok', "sed -i '' 's/WP_ENV=development/WP_ENV=staging/' .env"],
      ['fail', 'ddev-project-name', 'curl -sSI https://atelier.ddev.site', 'curl: (6) Could not resolve host: atelier.ddev.site', 6],
      ['prompt', 'ddev-project-name', 'ddev project is atelier-site → https://atelier-site.ddev.site'],
    ],
  },
  {
    machine: 'codex', project: 'atelier', start: '2026-09-04T15:00:00Z',
    steps: [
      ['fail', 'strapi-yarn', 'cd cms && npm install', 'npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\nnpm error\nnpm error While resolving: atelier-cms@1.0.0\nnpm error Found: react@18.3.1\nnpm error node_modules/react\nnpm error   react@"^18.0.0" from the root project\nnpm error\nnpm error Could not resolve dependency:\nnpm error peer react@"^17.0.0" from @strapi/plugin-seo@1.9.8\nnpm error node_modules/@strapi/plugin-seo\nnpm error   @strapi/plugin-seo@"^1.9.8" from the root project\nnpm error\nnpm error Fix the upstream dependency conflict, or retry\nnpm error this command with --force or --legacy-peer-deps\nnpm error to accept an incorrect (and potentially broken) dependency resolution.', 1],
      ['prompt', 'strapi-yarn', "cms is yarn classic, there's a yarn.lock. no npm in cms/"],
      ['ok', 'cd cms && yarn install --frozen-lockfile'],
      ['fail', 'strapi-develop', 'cd cms && yarn dev', 'yarn run v1.22.22\nerror Command "dev" not found.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.', 1],
      ['prompt', 'strapi-develop', "strapi's script is develop"],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-07T08:40:00Z',
    steps: [
      ['fail', 'ssh-alias', "rsync -avz --exclude 'web/app/uploads/' web/app/themes/atelier/public/ u48213@shared48.atelier-hosting.fr:www/atelier/web/app/themes/atelier/public/", `ssh: connect to host shared48.atelier-hosting.fr port 22: Connection refused\n${RSYNC_MAC_TAIL}`, 255, 'Upload the built theme to the shared host'],
      ['prompt', 'ssh-alias', 'use the ssh alias atelier-shared, the port (2222) and key are in ~/.ssh/config'],
      ['ok', "rsync -avzn --exclude 'web/app/uploads/' web/app/themes/atelier/public/ atelier-shared:www/atelier/web/app/themes/atelier/public/"],
      ['prompt', 'rsync-uploads', 'and keep that exclude on every rsync to the shared host, web/app/uploads lives only on the server'],
      ['fail', 'zsh-glob', 'scp atelier-shared:backups/*.sql.gz backups/', 'zsh: no matches found: atelier-shared:backups/*.sql.gz', 1],
      ['prompt', 'zsh-glob', 'quote the remote path, zsh expands the * on your side'],
    ],
  },
  {
    machine: 'linux', project: 'atelier', start: '2026-09-07T13:30:00Z',
    steps: [
      ['prompt', 'wsl-home', 'keep the repo under ~/ in WSL, not /mnt/c — ddev crawls there and vite never sees the file changes'],
      ['fail', 'x:docker-down', 'ddev start', 'Could not connect to a docker provider. Please start or install a docker provider.\nFor install help go to: https://ddev.readthedocs.io/en/stable/users/install/docker-installation/', 1],
      ['ok', 'ddev start'],
      ['fail', 'ddev-mysql', 'mysql -u db -pdb db -e "SHOW TABLES"', "mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 2002 (HY000): Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)", 1],
      ['prompt', 'ddev-mysql', 'gebruik ddev mysql, de database draait in de container'],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-09-08T09:00:00Z',
    steps: [
      ['fail', 'dep-vendor', 'dep deploy stage=production', "PHP Fatal error:  Uncaught Error: Call to undefined function Deployer\\import() in /Users/kai/atelier/deploy.php:6\nStack trace:\n#0 /Users/kai/.composer/vendor/deployer/deployer/src/Deployer.php(326): require()\n#1 /Users/kai/.composer/vendor/deployer/deployer/bin/dep(123): Deployer\\Deployer::run('6.9.0', '/Users/kai/atel...')\n#2 {main}\n  thrown in /Users/kai/atelier/deploy.php on line 6", 255, 'Deploy to the VPS'],
      ['prompt', 'dep-vendor', 'use vendor/bin/dep — the global one is deployer 6, our deploy.php is 7'],
      ['prompt', 'x:wp-user', 'create an editor account for Giulia on staging'],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-08T14:00:00Z',
    steps: [
      ['ok', "sed 's#https://atelier.fr#https://atelier-site.ddev.site#g' backups/prod.sql > backups/local.sql"],
      ['ok', 'ddev import-db --file=backups/local.sql'],
      ['fail', 'search-replace', 'ddev wp option get widget_block --format=json', "PHP Notice:  unserialize(): Error at offset 2142 of 2150 bytes in /var/www/html/web/wp/wp-includes/functions.php on line 655\nError: Could not get 'widget_block' option. Does it exist?", 1],
      ['prompt', 'search-replace', "that's the sed on the dump — serialized string lengths don't match anymore. urls go through wp search-replace; re-import the original"],
      ['fail', 'wp-skip-plugins', "ddev wp search-replace 'https://atelier.fr' 'https://atelier-site.ddev.site' --all-tables-with-prefix", WP_FATAL('app/setup.php', 41, 'acf_get_setting'), 255],
      ['prompt', 'wp-skip-plugins', 'add --skip-plugins --skip-themes, acf and the theme blow up under wp-cli'],
      ['ok', "ddev wp search-replace 'https://atelier.fr' 'https://atelier-site.ddev.site' --all-tables-with-prefix --skip-plugins --skip-themes"],
    ],
  },
  {
    machine: 'ci', project: 'atelier', start: '2026-09-09T06:00:00Z',
    steps: [
      ['fail', 'phpcs-vendor', 'phpcs -p --standard=phpcs.xml', '/bin/sh: phpcs: not found', 127],
      ['agent', 'phpcs-vendor', "CI called a global `phpcs`, which isn't installed; atelier's PHPCS with the WordPress standard is `vendor/bin/phpcs`."],
      ['fail', 'x:phpcs-violations', 'vendor/bin/phpcs -p --standard=phpcs.xml', '\nFILE: /workspace/web/app/themes/atelier/app/setup.php\n----------------------------------------------------------------------\nFOUND 2 ERRORS AFFECTING 2 LINES\n----------------------------------------------------------------------\n 54 | ERROR | Missing doc comment for function atelier_register_blocks()\n 88 | ERROR | [x] Expected 1 space after "!"; 0 found\n----------------------------------------------------------------------\nPHPCBF CAN FIX THE 1 MARKED SNIFF VIOLATIONS AUTOMATICALLY\n----------------------------------------------------------------------\n\nTime: 1.84 secs; Memory: 14MB', 2],
    ],
  },
  {
    machine: 'linux', project: 'atelier', start: '2026-09-09T10:00:00Z',
    steps: [
      ['fail', 'crlf-wsl', 'bash bin/deploy-shared.sh', "bin/deploy-shared.sh: line 2: $'\\r': command not found\nbin/deploy-shared.sh: line 3: set: -\r: invalid option\nset: usage: set [-abefhkmnptuvxBCHP] [-o option-name] [--] [arg ...]\nbin/deploy-shared.sh: line 4: $'\\r': command not found", 2],
      ['prompt', 'crlf-wsl', 'weer die CRLF... zet autocrlf op input en check de scripts opnieuw uit'],
      ['ok', 'git add --renormalize . && git status --short'],
      ['fail', 'x:gnu-sed-regex', "sed -i 's/WP_HOME=http://atelier-site.ddev.site/WP_HOME=https://staging.atelier.fr/' .env", "sed: -e expression #1, char 20: unknown option to `s'", 1],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-10T08:30:00Z',
    steps: [
      ['fail', 'stat-c', 'stat -c %s web/app/themes/atelier/public/build/assets/app.js', `stat: illegal option -- c\n${BSD_STAT_USAGE}`, 1],
      ['prompt', 'stat-c', 'macOS stat is stat -f %z'],
      ['fail', 'x:sass-error', 'cd web/app/themes/atelier && npm run build', "\n> atelier-theme@2.4.0 build\n> vite build\n\nvite v6.0.7 building for production...\n✓ 41 modules transformed.\nx Build failed in 1.12s\nerror during build:\n[vite:css] [sass] Undefined variable.\n   ╷\n42 │   color: $brand-ochre;\n   │          ^^^^^^^^^^^^\n   ╵\n  resources/styles/components/_hero.scss 42:10  @use\n  resources/styles/app.scss 7:1                  root stylesheet\nfile: /Users/ana/atelier/web/app/themes/atelier/resources/styles/app.scss", 1],
    ],
  },
  {
    machine: 'codex', project: 'atelier', start: '2026-09-10T13:00:00Z',
    steps: [
      ['fail', 'strapi-node20', 'cd cms && yarn install --frozen-lockfile', STRAPI_ENGINE('22.11.0'), 1],
      ['agent', 'strapi-node20', 'Strapi 4 in cms/ refuses Node 22 (engines >=18 <=20.x); switch to Node 20 (`nvm use 20`) before yarn.'],
      ['ok', 'cd cms && nvm use 20 && yarn install --frozen-lockfile'],
      ['fail', 'x:strapi-port', 'cd cms && yarn develop', "yarn run v1.22.22\n$ strapi develop\n- Building build context\n✔ Building build context (41ms)\n[2026-09-10 13:14:51.204] error: listen EADDRINUSE: address already in use :::1337\nError: listen EADDRINUSE: address already in use :::1337\n    at Server.setupListenHandle [as _listen2] (node:net:1904:16)\n    at listenInCluster (node:net:1952:12)\nerror Command failed with exit code 1.", 1],
      ['prompt', 'x:it-strapi-field', "aggiungi un campo 'sottotitolo' al content type Articolo in Strapi"],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-09-11T09:20:00Z',
    steps: [
      ['fail', 'shared-php', "ssh atelier-shared 'cd ~/www/atelier && composer install --no-dev'", 'Installing dependencies from lock file\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - roots/acorn is locked to version v4.3.0 and an update of this package was not requested.\n    - roots/acorn v4.3.0 requires php >=8.2 -> your php version (7.4.33) does not satisfy that requirement.', 2],
      ['prompt', 'shared-php', 'default php on the shared host is 7.4. call php8.2 explicitly: php8.2 ~/bin/composer install --no-dev'],
      ['ok', "ssh atelier-shared 'cd ~/www/atelier && php8.2 ~/bin/composer install --no-dev'"],
      ['fail', 'shared-db-name', "ssh atelier-shared 'mysqldump atelier | gzip > ~/backups/pre-deploy.sql.gz'", "mysqldump: Got error: 1044: \"Access denied for user 'u48213_wp'@'localhost' to database 'atelier'\" when selecting the database", 2],
      ['prompt', 'shared-db-name', "db's u48213_atelier over there, cpanel prefixes everything"],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-14T08:10:00Z',
    steps: [
      ['fail', 'sage-acorn', 'cd web/app/themes/atelier && php artisan view:clear', 'Could not open input file: artisan', 1],
      ['prompt', 'sage-acorn', "sage has no artisan, it's acorn: ddev wp acorn view:clear"],
      ['fail', 'x:acorn-view', 'ddev wp acorn view:cache', '\nIn FileViewFinder.php line 137:\n\n  View [partials.hero-banner] not found.\n\n', 1],
      ['fail', 'date-d', 'date -d yesterday +%F', `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'bsd date → date -v-1d +%F'],
    ],
  },
  {
    machine: 'linux', project: 'atelier', start: '2026-09-14T13:00:00Z',
    steps: [
      ['fail', 'nvm-use', 'cd web/app/themes/atelier && npm run build', '\n> atelier-theme@2.4.0 build\n> node build/icons.js && vite build\n\nfile:///home/dev/atelier/web/app/themes/atelier/build/icons.js:14\nconst bySet = Object.groupBy(icons, (icon) => icon.set);\n                     ^\n\nTypeError: Object.groupBy is not a function\n    at file:///home/dev/atelier/web/app/themes/atelier/build/icons.js:14:22\n    at ModuleJob.run (node:internal/modules/esm/module_job:195:25)\n\nNode.js v18.19.1', 1],
      ['prompt', 'nvm-use', 'did u nvm use? .nvmrc says 22'],
      ['prompt', 'x:nvmrc-bump', "bump the theme's .nvmrc to 22.12 and the engines field with it"],
    ],
  },
  {
    machine: 'codex', project: 'atelier', start: '2026-09-15T08:00:00Z',
    steps: [
      ['fail', 'table-prefix', `ddev mysql -e "SELECT COUNT(*) FROM wp_posts WHERE post_status='publish'"`, "ERROR 1146 (42S02) at line 1: Table 'db.wp_posts' doesn't exist", 1],
      ['prompt', 'table-prefix', 'il prefisso delle tabelle è atl_, non wp_'],
      ['agent', 'table-prefix', 'Queried `wp_posts`; atelier\'s table prefix is `atl_` (atl_posts, atl_options).'],
      ['fail', 'x:table-missing', 'ddev wp db query "SELECT COUNT(*) FROM atl_gf_entry"', "ERROR 1146 (42S02) at line 1: Table 'db.atl_gf_entry' doesn't exist", 1],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-09-15T14:00:00Z',
    steps: [
      ['fail', 'wp-alias', 'ddev wp @prod option get home', "Error: Alias '@prod' not found.\nDid you mean '@production'?", 1],
      ['prompt', 'wp-alias', 'aliases are @staging and @production, see wp-cli.yml'],
      ['fail', 'composer-plugins', 'ddev wp @production plugin install redirection --activate', "Installing Redirection (5.5.0)\nDownloading installation package from https://downloads.wordpress.org/plugin/redirection.5.5.0.zip...\nUnpacking the package...\nWarning: Could not create directory.\nWarning: The 'redirection' plugin could not be found.\nError: No plugins installed.", 1],
      ['prompt', 'composer-plugins', "plugins come from composer (wpackagist-plugin/redirection); wp plugin install can't write on a bedrock prod anyway"],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-16T09:00:00Z',
    steps: [
      ['fail', 'ddev-composer', 'composer require wpackagist-plugin/wordpress-seo', "./composer.json has been updated\nRunning composer update wpackagist-plugin/wordpress-seo\nLoading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - roots/acorn is locked to version v4.3.0 and an update of this package was not requested.\n    - roots/acorn v4.3.0 requires ext-intl * -> it is missing from your system. Install or enable PHP's intl extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n    - /opt/homebrew/etc/php/8.3/php.ini\n    - /opt/homebrew/etc/php/8.3/conf.d/ext-opcache.ini\nYou can also run `php --ini` in a terminal to see which files are used by PHP in CLI mode.", 2],
      ['prompt', 'ddev-composer', "on passe toujours par ddev composer, le php de la machine n'a même pas intl"],
      ['ok', 'ddev composer require wpackagist-plugin/wordpress-seo'],
      ['prompt', 'x:fr-translate', 'peux-tu ajouter les traductions italiennes du thème dans resources/lang ?'],
      ['fail', 'x:composer-conflict', 'ddev composer require roots/acorn:^5.0 -W', "./composer.json has been updated\nRunning composer update roots/acorn --with-all-dependencies\nLoading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires roots/acorn ^5.0 -> satisfiable by roots/acorn[v5.0.0, v5.0.1].\n    - roots/acorn[v5.0.0, ..., v5.0.1] require illuminate/support ^11.0 -> found illuminate/support[v11.0.0, ..., v11.36.1] but it conflicts with your root composer.json require (^10.48).", 2],
    ],
  },
  {
    machine: 'ci', project: 'atelier', start: '2026-09-16T06:00:00Z',
    steps: [
      ['fail', 'branch-main', 'git fetch origin master --depth=1', "fatal: couldn't find remote ref master", 128],
    ],
  },
  {
    machine: 'linux', project: 'atelier', start: '2026-09-17T10:00:00Z',
    steps: [
      ['fail', 'ddev-wp', 'wp cache flush', 'bash: wp: command not found', 127],
      ['prompt', 'ddev-wp', 'wp-cli gaat via ddev wp, niet lokaal'],
      ['fail', 'phpcs-vendor', 'phpcs -p web/app/themes/atelier/app', 'bash: phpcs: command not found', 127],
      ['prompt', 'phpcs-vendor', "vendor/bin/phpcs (ddev exec vendor/bin/phpcs), a global phpcs wouldn't have WPCS anyway"],
      ['ok', 'ddev exec vendor/bin/phpcs -p web/app/themes/atelier/app'],
      ['prompt', 'x:phpcs-exclude', 'exclude web/wp and vendor in phpcs.xml, the report is full of core files'],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-18T08:30:00Z',
    steps: [
      ['fail', 'mariadb-version', 'gunzip -c backups/local-2026-09-18.sql.gz | ssh atelier-shared mysql u48213_atelier', "ERROR 1273 (HY000) at line 41: Unknown collation: 'utf8mb4_0900_ai_ci'", 1],
      ['prompt', 'mariadb-version', "the host is MariaDB 10.6; our ddev is still mysql 8 so that collation doesn't exist over there. ddev config --database=mariadb:10.6"],
      ['ok', 'ddev config --database=mariadb:10.6 && ddev restart'],
      ['prompt', 'x:dump-keep', 'keep the last 5 dumps in ~/backups on the server and delete the older ones'],
      ['fail', 'x:ssh-publickey', "ssh atelier-shared 'ls ~/backups'", 'u48213@shared48.atelier-hosting.fr: Permission denied (publickey).', 255],
    ],
  },
  {
    machine: 'codex', project: 'atelier', start: '2026-09-21T09:00:00Z',
    steps: [
      ['fail', 'theme-dir', 'npm run dev', NPM_NO_PKG('/home/dev/atelier'), 254],
      ['agent', 'theme-dir', "Ran npm at the Bedrock root; the theme's package.json is in web/app/themes/atelier (run npm there)."],
      ['fail', 'x:heap-oom', 'cd web/app/themes/atelier && npm run build', "\n> atelier-theme@2.4.0 build\n> node build/icons.js && vite build\n\nvite v6.0.7 building for production...\n\n<--- Last few GCs --->\n\n[48211:0x6a1c000]    92113 ms: Mark-Compact 2041.2 (2083.5) -> 2038.9 (2084.2) MB, 1412.55 / 0.00 ms  (average mu = 0.112, current mu = 0.024) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----", 134],
      ['ok', 'cd web/app/themes/atelier && NODE_OPTIONS=--max-old-space-size=4096 npm run build'],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-09-22T09:00:00Z',
    steps: [
      ['fail', 'date-d', "date --date='-7 days' +%Y%m%d", `date: illegal option -- -\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'date-d', "that's gnu date again… -v-7d on the mac"],
      ['fail', 'sed-i-bsd', "cd web/app/themes/atelier && sed -i 's/^Version: .*/Version: 2.5.0/' style.css", 'sed: 1: "style.css": unterminated substitute pattern', 1],
      ['agent', 'sed-i-bsd', "BSD sed on macOS took the script as the -i backup suffix; on macOS use `sed -i '' …`."],
      ['ok', "cd web/app/themes/atelier && sed -i '' 's/^Version: .*/Version: 2.5.0/' style.css"],
    ],
  },
  {
    machine: 'linux', project: 'atelier', start: '2026-09-22T14:00:00Z',
    steps: [
      ['ok', 'cd /mnt/c/Users/sanne/atelier && git pull'],
      ['prompt', 'wsl-home', 'niet in /mnt/c werken, de repo staat in ~/atelier'],
      ['fail', 'dep-vendor', 'dep deploy stage=production', 'bash: dep: command not found', 127],
      ['prompt', 'dep-vendor', 'vendor/bin/dep!!'],
      ['fail', 'x:dep-locked', 'vendor/bin/dep deploy stage=production', 'task deploy:info\n[vps-prod] info deploying main\ntask deploy:setup\ntask deploy:lock\n[vps-prod] error  in lock.php on line 22:\n[vps-prod] Deploy locked by ana.\n[vps-prod] Execute "deploy:unlock" task to unlock.', 1],
      ['ok', 'vendor/bin/dep deploy:unlock stage=production'],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-23T09:00:00Z',
    steps: [
      ['fail', 'strapi-yarn', 'cd cms && npm i strapi-plugin-navigation', 'npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE could not resolve\nnpm ERR! \nnpm ERR! While resolving: strapi-plugin-navigation@2.5.4\nnpm ERR! Found: @strapi/utils@4.25.11\nnpm ERR! node_modules/@strapi/utils\nnpm ERR!   @strapi/utils@"4.25.11" from @strapi/strapi@4.25.11\nnpm ERR! \nnpm ERR! Could not resolve dependency:\nnpm ERR! peer @strapi/utils@"^4.15.0 <4.25.0" from strapi-plugin-navigation@2.5.4\nnpm ERR! \nnpm ERR! A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-09-23T09_04_11_903Z-debug-0.log', 1],
      ['prompt', 'strapi-yarn', "nel cms si usa yarn 1, non npm: c'è lo yarn.lock"],
      ['fail', 'strapi-node20', 'cd cms && yarn add strapi-plugin-navigation', 'yarn add v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\nerror @strapi/strapi@4.25.11: The engine "node" is incompatible with this module. Expected version ">=18.0.0 <=20.x.x". Got "22.12.0"\nerror Found incompatible module.\ninfo Visit https://yarnpkg.com/en/docs/cli/add for documentation about this command.', 1],
      ['prompt', 'strapi-node20', 'CMSはNode 20で動かしてください。22はまだ未対応です'],
      ['ok', 'cd cms && nvm use 20 && yarn add strapi-plugin-navigation'],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-09-24T10:00:00Z',
    steps: [
      ['fail', 'zsh-glob', 'rsync -av atelier-shared:www/atelier/web/app/uploads/2026/09/* tmp/uploads/', 'zsh: no matches found: atelier-shared:www/atelier/web/app/uploads/2026/09/*', 1],
      ['agent', 'zsh-glob', 'zsh expanded a remote glob locally ("no matches found"); quote remote paths containing * in scp/rsync.'],
      ['ok', "rsync -av 'atelier-shared:www/atelier/web/app/uploads/2026/09/*' tmp/uploads/"],
      ['prompt', 'rsync-uploads', "attention : jamais de --delete sur web/app/uploads, les médias du client n'existent que sur le serveur"],
      ['fail', 'x:rsync-typo', "rsycn -avz --exclude 'web/app/uploads/' ./ atelier-shared:www/atelier/", 'zsh: command not found: rsycn', 127],
    ],
  },
  {
    machine: 'codex', project: 'atelier', start: '2026-09-25T08:00:00Z',
    steps: [
      ['fail', 'ssh-alias', "ssh atelier-prod 'df -h ~'", 'ssh: Could not resolve hostname atelier-prod: Temporary failure in name resolution', 255],
      ['prompt', 'ssh-alias', 'atelier-shared. always.'],
      ['fail', 'x:disk-quota', "rsync -az --exclude 'web/app/uploads/' ./ atelier-shared:www/atelier/", 'rsync: [receiver] write failed on "/home/u48213/www/atelier/vendor/roots/acorn/src/Roots/Acorn/Application.php": Disk quota exceeded (122)\nrsync error: error in file IO (code 11) at receiver.c(380) [receiver=3.1.3]\nrsync: [sender] write error: Broken pipe (32)', 11],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-09-28T08:30:00Z',
    steps: [
      ['fail', 'sage-acorn', 'ddev artisan optimize:clear', 'Error: unknown command "artisan" for "ddev"\nRun \'ddev --help\' for usage.', 1],
      ['prompt', 'sage-acorn', "c'est acorn, pas artisan : ddev wp acorn optimize:clear"],
      ['fail', 'ddev-project-name', 'ddev describe atelier', 'Failed to describe project(s): could not find requested project \'atelier\', you may need to use "ddev start" to add it to the project list', 1],
      ['agent', 'ddev-project-name', 'The DDEV project is named `atelier-site` (https://atelier-site.ddev.site), not `atelier`.'],
      ['prompt', 'x:ja-hero', 'トップページのヒーロー画像を新しいものに差し替えてください'],
    ],
  },
  {
    machine: 'linux', project: 'atelier', start: '2026-09-29T10:00:00Z',
    steps: [
      ['fail', 'wp-skip-plugins', 'ddev wp user list --role=editor', WP_FATAL('app/View/Composers/App.php', 28, 'get_field'), 255],
      ['prompt', 'wp-skip-plugins', '--skip-plugins --skip-themes like last time'],
      ['fail', 'x:dup-key', 'ddev mysql < backups/atl_redirection_items.sql', "ERROR 1062 (23000) at line 412: Duplicate entry '1' for key 'PRIMARY'", 1],
      ['agent', 'wsl-home', 'Worked in /mnt/c on the WSL2 machine; the atelier checkout lives in the Linux home (~/atelier), /mnt/c is slow for DDEV and breaks Vite file watching.'],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-09-30T09:00:00Z',
    steps: [
      ['ok', 'head -c 400 backups/staging.sql'],
      ['prompt', 'search-replace', 'nope, not sed on the sql. ddev wp search-replace after the import'],
      ['agent', 'search-replace', 'Was about to rewrite URLs in the SQL dump with sed; URLs are changed with `ddev wp search-replace` after import (sed breaks serialized data).'],
      ['ok', "ddev wp search-replace 'https://staging.atelier.fr' 'https://atelier-site.ddev.site' --skip-plugins --skip-themes"],
      ['prompt', 'x:sr-count', 'how many rows did that touch in atl_postmeta?'],
      ['fail', 'wp-alias', 'ddev wp @live cache flush', "Error: Alias '@live' not found.", 1],
      ['prompt', 'wp-alias', 'エイリアスは @production です。@prod や @live はありません'],
    ],
  },
  {
    machine: 'mac', project: 'atelier', start: '2026-10-01T08:00:00Z',
    steps: [
      ['fail', 'mariadb-version', "ssh atelier-shared 'mysql u48213_atelier' < backups/atelier-local.sql", "ERROR 1273 (HY000) at line 2207: Unknown collation: 'utf8mb4_0900_ai_ci'", 1],
      ['agent', 'mariadb-version', "Dumps from a MySQL 8 DDEV (utf8mb4_0900_ai_ci) won't import on the shared host's MariaDB 10.6; the DDEV database must be mariadb:10.6."],
      ['fail', 'no-mamp', 'curl -sSI http://localhost:8888/', "curl: (7) Failed to connect to localhost port 8888 after 0 ms: Couldn't connect to server", 7],
      ['prompt', 'no-mamp', "8888 was MAMP. there's no MAMP anymore"],
      ['fail', 'x:ddev-stopped', 'ddev wp plugin list', "Project atelier-site is not running. Try 'ddev start'.", 1],
    ],
  },
  {
    machine: 'codex', project: 'atelier', start: '2026-10-02T09:00:00Z',
    steps: [
      ['agent', 'composer-plugins', 'Installed a plugin with `wp plugin install`; in atelier (Bedrock) plugins are Composer dependencies (wpackagist-plugin/*) and web/app/plugins is git-ignored.'],
      ['prompt', 'composer-plugins', 'les plugins passent par composer require wpackagist-plugin/…, pas wp plugin install'],
      ['fail', 'shared-php', "ssh atelier-shared 'cd ~/www/atelier && wp option get home'", 'PHP Fatal error:  Composer detected issues in your platform: Your Composer dependencies require a PHP version ">= 8.2.0". You are running 7.4.33. in /home/u48213/www/atelier/vendor/composer/platform_check.php on line 24', 255],
      ['prompt', 'shared-php', 'sul server condiviso usa php8.2, il php di default è ancora 7.4'],
      ['fail', 'x:ssh-timeout', 'ddev wp @production plugin list', 'ssh: connect to host vps.atelier-agence.fr port 22: Connection timed out', 255],
      ['prompt', 'x:cron-paris', 'the backup cron should run at 3am Paris time'],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-10-05T09:00:00Z',
    steps: [
      ['fail', 'stat-c', 'stat --format=%Y backups/latest.sql.gz', `stat: illegal option -- -\n${BSD_STAT_USAGE}`, 1],
      ['prompt', 'stat-c', 'mac stat: -f %m for the mtime. no --format'],
      ['fail', 'x:stat-missing', 'stat -f %z web/app/themes/atelier/public/build/manifest.json', 'stat: web/app/themes/atelier/public/build/manifest.json: stat: No such file or directory', 1],
      ['fail', 'branch-main', 'git rebase origin/master', "fatal: invalid upstream 'origin/master'", 128],
      ['prompt', 'branch-main', 'main!! master doesnt exist anymore'],
    ],
  },
  {
    machine: 'linux', project: 'atelier', start: '2026-10-06T10:00:00Z',
    steps: [
      ['fail', 'shared-db-name', `ssh atelier-shared 'mysql -e "USE atelier_prod; SHOW TABLES"'`, "ERROR 1044 (42000) at line 1: Access denied for user 'u48213_wp'@'localhost' to database 'atelier_prod'", 1],
      ['prompt', 'shared-db-name', 'de database heet u48213_atelier, met het cPanel-voorvoegsel'],
      ['fail', 'strapi-develop', 'cd cms && yarn strapi dev', "yarn run v1.22.22\n$ strapi dev\nerror: unknown command 'dev'\nerror Command failed with exit code 1.", 1],
      ['prompt', 'strapi-develop', 'yarn develop.'],
      ['fail', 'x:yarn-timeout', 'cd cms && yarn install --frozen-lockfile', 'yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\ninfo There appears to be trouble with your network connection. Retrying...\ninfo There appears to be trouble with your network connection. Retrying...\nerror An unexpected error occurred: "https://registry.yarnpkg.com/@strapi/design-system/-/design-system-1.19.0.tgz: ESOCKETTIMEDOUT".', 1],
      ['prompt', 'x:date-format', 'backup files should be named db-YYYY-MM-DD.sql.gz'],
    ],
  },
  {
    machine: 'mac2', project: 'atelier', start: '2026-10-07T09:00:00Z',
    steps: [
      ['fail', 'ddev-wp', "wp search-replace 'https://staging.atelier.fr' 'https://atelier-site.ddev.site'", 'Error: Error establishing a database connection. This either means that the username and password information in your `wp-config.php` file is incorrect or that contact with the database server at `db` could not be established. This could mean your host’s database server is down.', 1],
      ['prompt', 'ddev-wp', "again: ddev wp. the host wp-cli can't reach db"],
      ['fail', 'nvm-use', 'cd web/app/themes/atelier && npm run dev', '\n> atelier-theme@2.4.0 dev\n> vite\n\nYou are using Node.js 18.20.4. Vite requires Node.js version 20.19+ or 22.12+. Please upgrade your Node.js version.', 1],
      ['agent', 'nvm-use', 'Built the theme with the wrong Node; run `nvm use` in web/app/themes/atelier (its .nvmrc pins 22) before npm.'],
      ['fail', 'x:mariadb-import-size', 'ddev import-db --file=backups/prod-full.sql.gz', 'ERROR 2006 (HY000) at line 1873: MySQL server has gone away\nFailed to import database db for atelier-site: exit status 1', 1],
      ['agent', 'rsync-uploads', "rsync to the shared host must always --exclude 'web/app/uploads/' (client media only lives on the server); never --delete over uploads."],
    ],
  },
];
