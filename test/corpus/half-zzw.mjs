// Half ZZW of the evaluation corpus, written blind: "tapir", a Perl 5.38 Mojolicious app (plenv,
// Carton, Sqitch on MariaDB 11 in docker compose, Minion, hypnotoad, Rex to Debian 12), developed
// on Debian 12 (bash), macOS (zsh, BSD tools) and FreeBSD 14 (sh/tcsh, pkg, bmake). The team writes
// English, Slovenian, Afrikaans and Amharic. Written without reading rulesweep's code.

const PLENV_INC_DEB = '/home/dev/.plenv/versions/5.38.2/lib/perl5/site_perl/5.38.2/x86_64-linux /home/dev/.plenv/versions/5.38.2/lib/perl5/site_perl/5.38.2 /home/dev/.plenv/versions/5.38.2/lib/perl5/5.38.2/x86_64-linux /home/dev/.plenv/versions/5.38.2/lib/perl5/5.38.2';
const CARTON_INC_DEB = `/home/dev/tapir/local/lib/perl5/x86_64-linux /home/dev/tapir/local/lib/perl5 ${PLENV_INC_DEB}`;
const MAC_SYS_INC = '/Library/Perl/5.34/darwin-thread-multi-2level /Library/Perl/5.34 /Network/Library/Perl/5.34/darwin-thread-multi-2level /Network/Library/Perl/5.34 /Library/Perl/Updates/5.34.1 /System/Library/Perl/5.34/darwin-thread-multi-2level /System/Library/Perl/5.34 /System/Library/Perl/Extras/5.34/darwin-thread-multi-2level /System/Library/Perl/Extras/5.34';

const proveSummary = (file, wstat, files, tests) => `\nTest Summary Report\n-------------------\n${file} (Wstat: ${wstat})\n  Non-zero exit status: ${wstat === '512 (exited 2) Tests: 0 Failed: 0' ? 2 : 255}\n  Parse errors: No plan found in TAP output\nFiles=${files}, Tests=${tests},  2 wallclock secs ( 0.06 usr  0.02 sys +  1.41 cusr  0.19 csys =  1.68 CPU)\nResult: FAIL`;

const proveMissing = (file, mod, at, line, incWord, inc, files = 17, tests = 96) => {
  const pm = `${mod.replace(/::/g, '/')}.pm`;
  return `${file} .. Can't locate ${pm} in @INC (you may need to install the ${mod} module) (@INC ${incWord}: ${inc}) at ${at} line ${line}.\nBEGIN failed--compilation aborted at ${at} line ${line}.\n${file} .. Dubious, test returned 2 (wstat 512, 0x200)\nNo subtests run ${proveSummary(file, '512 (exited 2) Tests: 0 Failed: 0', files, tests)}`;
};

const OCI = (bin) => `OCI runtime exec failed: exec failed: unable to start container process: exec: "${bin}": executable file not found in $PATH: unknown`;

const MAC_GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const FBSD_GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiLlmnOopqRSsUVvwxz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const MAC_DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const FBSD_DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[[[cc]yy]mm]dd]HH]MM[.SS] | new_date] [+output_fmt]';
const MAC_STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';

const GH006 = (refspec) => `remote: error: GH006: Protected branch update failed for refs/heads/devel.\nremote: error: Cannot force-push to this branch\nTo github.com:tapir-si/tapir.git\n ! [remote rejected] ${refspec} (protected branch hook declined)\nerror: failed to push some refs to 'github.com:tapir-si/tapir.git'`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'tapir', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'carton-exec', 'prove -lr t/', proveMissing('t/basic.t', 'Mojo::Base', 't/basic.t', 1, 'entries checked', `/home/dev/tapir/lib ${PLENV_INC_DEB}`), 1, 'Run the test suite'],
      ['prompt', 'carton-exec', 'carton exec -- prove -lr t/. moduli so v local/, ne v plenv site_perl'],
      ['prompt', 'x:changelog', 'add an entry to Changes for 1.14.0 — invoice PDF export and the VAT rounding fix'],
      ['fail', 'devel-branch', 'git checkout -b feature/invoice-pdf origin/main', "fatal: 'origin/main' is not a commit and a branch 'feature/invoice-pdf' cannot be created from it", 128],
      ['prompt', 'devel-branch', 'we branch off devel. there is no main in this repo'],
    ],
  },
  {
    machine: 'mac', project: 'tapir', start: '2026-02-03T09:15:00Z',
    steps: [
      ['fail', 'bsd-sed-i', `sed -i 's/our $VERSION = .1.13.0./our $VERSION = "1.14.0"/' lib/Tapir.pm`, 'sed: 1: "lib/Tapir.pm": extra characters at the end of l command', 1, 'Bump the version'],
      ['prompt', 'bsd-sed-i', "macOS sed. needs -i '' — or just perl -pi -e, we have perl everywhere lol"],
      ['ok', "perl -pi -e 's/1\\.13\\.0/1.14.0/' lib/Tapir.pm"],
      ['fail', 'compose-v2', 'docker-compose up -d db', 'zsh: command not found: docker-compose', 127, 'Start the database'],
      ['ok', 'docker compose up -d db'],
      ['fail', 'mariadb-client', "docker compose exec db mysql -utapir -ptapir tapir_dev -e 'SHOW TABLES'", OCI('mysql'), 126],
      ['agent', 'mariadb-client', 'The mariadb:11 image ships no mysql/mysqldump binaries any more; the client inside the db container is `mariadb` (and `mariadb-dump`).'],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-02-04T10:00:00Z',
    steps: [
      ['fail', 'freebsd-pkg', 'sudo apt-get install -y libmariadb-dev', 'sudo: apt-get: command not found', 1],
      ['prompt', 'freebsd-pkg', 'ይሄ FreeBSD 14 ነው፣ apt የለም። pkg install mariadb1011-client ተጠቀም'],
      ['fail', 'freebsd-gmake', 'make lint', 'make: "/home/dev/tapir/Makefile" line 9: Invalid line type\nmake: Fatal errors encountered -- cannot continue\nmake: stopped in /home/dev/tapir', 1],
      ['prompt', 'freebsd-gmake', 'gmake lint. plain make on this box is bmake and our Makefile is GNU'],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-02-05T13:20:00Z',
    steps: [
      ['fail', 'no-cpanm', 'cpanm --installdeps .', 'bash: line 1: cpanm: command not found', 127, 'Install the dependencies'],
      ['prompt', 'no-cpanm', 'not cpanm. carton'],
      ['ok', 'carton install --deployment'],
      ['prompt', 'x:cpanfile-pin', "pin Mojolicious to == 9.38 in the cpanfile, 9.39 changed the form helpers and broke the invoice form"],
    ],
  },
  {
    machine: 'mac2', project: 'tapir', start: '2026-02-06T08:05:00Z',
    steps: [
      ['fail', 'carton-exec', 'prove -lr t/api/', proveMissing('t/api/orders.t', 'Mojo::Base', 't/api/orders.t', 1, 'contains', `/Users/kai/tapir/lib ${MAC_SYS_INC}`, 6, 0), 1],
      ['prompt', 'carton-exec', 'nee, deur carton: `carton exec -- prove -lr t/api/`. die modules sit in local/'],
      ['fail', 'bsd-grep-P', "grep -rnP 'has\\s+\\w+\\s*=>' lib/", MAC_GREP_USAGE, 2],
      ['prompt', 'bsd-grep-P', 'no -P in mac grep. grep -E or rg'],
    ],
  },
  {
    machine: 'ci', project: 'tapir', start: '2026-02-09T07:30:00Z',
    steps: [
      ['fail', 'posix-sh', './script/ci-prepare', '/bin/sh: ./script/ci-prepare: not found', 127, 'Prepare the CI database'],
      ['agent', 'posix-sh', 'script/ci-prepare starts with #!/bin/bash but the alpine CI image has no bash; the scripts in script/ have to be plain POSIX sh (#!/bin/sh).'],
      ['fail', 'x:cpan-network', 'carton install --deployment', 'Installing modules using /workspace/cpanfile (deployment mode)\n! Download https://cpan.metacpan.org/authors/id/J/JH/JHTHORSEN/Mojo-mysql-1.27.tar.gz failed. Retrying ...\n! Download https://cpan.metacpan.org/authors/id/J/JH/JHTHORSEN/Mojo-mysql-1.27.tar.gz failed. Retrying ...\n! Download https://cpan.metacpan.org/authors/id/J/JH/JHTHORSEN/Mojo-mysql-1.27.tar.gz failed. Retrying ...\n! Failed to download https://cpan.metacpan.org/authors/id/J/JH/JHTHORSEN/Mojo-mysql-1.27.tar.gz\n! Failed to fetch distribution Mojo-mysql-1.27\n! Installing the dependencies failed: Module \'Mojo::mysql\' is not installed\n! Bailing out the installation for /workspace/.\nInstalling modules failed', 1],
      ['ok', 'carton install --deployment'],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-02-10T09:00:00Z',
    steps: [
      ['fail', 'plenv', 'carton exec -- prove -lr t/', `t/basic.t ......... Perl v5.38.0 required--this is only v5.36.0, stopped at t/basic.t line 1.\nBEGIN failed--compilation aborted at t/basic.t line 1.\nt/basic.t ......... Dubious, test returned 255 (wstat 65280, 0xff00)\nNo subtests run \nt/api/orders.t .... Perl v5.38.0 required--this is only v5.36.0, stopped at t/api/orders.t line 1.\nBEGIN failed--compilation aborted at t/api/orders.t line 1.\nt/api/orders.t .... Dubious, test returned 255 (wstat 65280, 0xff00)\nNo subtests run \nFiles=17, Tests=0,  1 wallclock secs ( 0.04 usr  0.01 sys +  0.22 cusr  0.05 csys =  0.32 CPU)\nResult: FAIL`, 1],
      ['agent', 'plenv', '`carton` resolved to Debian\'s /usr/bin/carton on the system perl 5.36; tapir needs plenv\'s 5.38.2 (.perl-version), so run eval "$(plenv init -)" or put ~/.plenv/shims first in PATH before carton.'],
      ['ok', 'eval "$(plenv init -)" && carton exec -- prove -lr t/'],
      ['prompt', 'x:iso-dates', 'the invoice API should return dates as ISO 8601 with the offset, like 2026-02-10T09:00:00+01:00'],
      ['fail', 'x:test-failure', 'carton exec -- prove -lr t/api/invoices.t', "t/api/invoices.t .. 1/? \n#   Failed test 'exact match for JSON Pointer \"/issued_at\"'\n#   at t/api/invoices.t line 41.\n#          got: '2026-02-10 09:00:00'\n#     expected: '2026-02-10T09:00:00+01:00'\n# Looks like you failed 1 test of 12.\nt/api/invoices.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/12 subtests \n\nTest Summary Report\n-------------------\nt/api/invoices.t (Wstat: 256 (exited 1) Tests: 12 Failed: 1)\n  Failed test:  7\n  Non-zero exit status: 1\nFiles=1, Tests=12,  1 wallclock secs ( 0.02 usr  0.00 sys +  0.48 cusr  0.06 csys =  0.56 CPU)\nResult: FAIL", 1],
    ],
  },
  {
    machine: 'mac', project: 'tapir', start: '2026-02-11T14:10:00Z',
    steps: [
      ['fail', 'x:docker-daemon', 'docker compose up -d db', 'Cannot connect to the Docker daemon at unix:///Users/ana/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'open -a Docker && sleep 20 && docker compose up -d db'],
      ['fail', 'compose-db-service', 'docker compose exec mariadb mariadb -utapir -ptapir tapir_dev', 'no such service: mariadb', 1],
      ['prompt', 'compose-db-service', 'the service is just `db`'],
      ['fail', 'bsd-date-d', "date -d '30 days ago' +%F", MAC_DATE_USAGE, 1],
      ['prompt', 'bsd-date-d', 'date -v-30d +%F on the mac'],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-02-12T09:30:00Z',
    steps: [
      ['fail', 'tcsh-setenv', 'export MOJO_MODE=development', 'export: Command not found.', 1],
      ['prompt', 'tcsh-setenv', 'tcsh ነው የምጠቀመው — setenv MOJO_MODE development'],
      ['fail', 'posix-sh', './script/dev-setup', './script/dev-setup: Command not found.', 1],
      ['prompt', 'posix-sh', "there's no /bin/bash on freebsd, bash is /usr/local/bin/bash if at all. make the scripts plain sh, they don't need bash anyway"],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-02-16T10:10:00Z',
    steps: [
      ['prompt', 'sqitch-migrations', "hold on, you can't ALTER the orders table by hand. schema goes through sqitch: sqitch add, then deploy/revert/verify scripts"],
      ['ok', 'sqitch deploy dev'],
      ['fail', 'x:sqitch-sql-error', 'sqitch deploy dev', "Deploying changes to dev\n  + orders_status_idx .. ERROR 1061 (42000) at line 3: Duplicate key name 'orders_status_idx'\nnot ok\n\"mariadb\" unexpectedly returned exit value 1\nReverting to orders_add_status\n  - orders_status_idx .. ok\nDeploy failed", 2],
      ['prompt', 'x:review-nplusone', 'review the invoice list action for N+1 queries, it takes 4s on staging'],
    ],
  },
  {
    machine: 'mac2', project: 'tapir', start: '2026-02-17T08:40:00Z',
    steps: [
      ['fail', 'make-lint', 'perlcritic --profile .perlcriticrc lib/ script/', 'zsh: command not found: perlcritic', 127, 'Lint the Perl code'],
      ['prompt', 'make-lint', 'just `make lint` — it runs perltidy and perlcritic through carton with our rc files'],
      ['fail', 'x:critic-violation', 'make lint', 'carton exec -- perltidy --profile=.perltidyrc -b -bext=/ lib/Tapir.pm lib/Tapir/*.pm lib/Tapir/*/*.pm\ncarton exec -- perlcritic --profile .perlcriticrc lib/ script/\nlib/Tapir/Controller/Invoice.pm: Loop iterator is not lexical at line 58, column 3.  See page 108 of PBP.  (Severity: 5)\nmake: *** [Makefile:21: lint] Error 2', 2],
      ['fail', 'bsd-stat-c', "stat -c '%y' cpanfile.snapshot", MAC_STAT_USAGE, 1],
      ['agent', 'bsd-stat-c', "BSD stat on macOS has no -c; use stat -f with its own format letters (stat -f '%Sm' file) or gstat from coreutils."],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-02-18T11:00:00Z',
    steps: [
      ['fail', 'devel-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'devel-branch', 'rebase na origin/devel, main pri nas sploh ne obstaja'],
      ['fail', 'x:push-nonff', 'git push origin feature/vat-fix', "To github.com:tapir-si/tapir.git\n ! [rejected]        feature/vat-fix -> feature/vat-fix (non-fast-forward)\nerror: failed to push some refs to 'github.com:tapir-si/tapir.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git push --force-with-lease origin feature/vat-fix'],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-02-20T16:00:00Z',
    steps: [
      ['fail', 'hypnotoad-restart', 'ssh deploy@app1.staging.tapir.si sudo systemctl restart tapir', 'Failed to restart tapir.service: Unit tapir.service not found.', 5],
      ['prompt', 'hypnotoad-restart', "there's no unit, it's hypnotoad. you run `hypnotoad script/tapir` again in /srv/tapir/current and it swaps the workers with zero downtime"],
      ['agent', 'hypnotoad-restart', 'Tried to restart tapir through systemctl; production runs under hypnotoad and a hot restart is `hypnotoad script/tapir` run again in the app dir — the workers are never killed or restarted by hand.'],
      ['prompt', 'x:hypnotoad-workers', 'while you are in there: bump hypnotoad workers to 8 in tapir.production.conf, staging box has 8 cores now'],
    ],
  },
  {
    machine: 'mac', project: 'tapir', start: '2026-02-23T09:20:00Z',
    steps: [
      ['fail', 'bsd-sed-i', "sed -i 's/DB_NAME=tapir_dev/DB_NAME=tapir_test/' .env.test", 'sed: 1: ".env.test": invalid command code .', 1],
      ['prompt', 'bsd-sed-i', 'the -i thing again. BSD sed wants the backup suffix as its own arg'],
      ['fail', 'nproc-mac', 'carton exec -- prove -lr -j"$(nproc)" t/', '(eval):1: command not found: nproc\nValue "t/" invalid for option j (number expected)', 1, 'Run the tests in parallel'],
      ['prompt', 'nproc-mac', 'no nproc on macOS. sysctl -n hw.ncpu'],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-02-24T10:40:00Z',
    steps: [
      ['fail', 'bsd-grep-P', "grep -P '^\\s*requires' cpanfile", FBSD_GREP_USAGE, 2],
      ['agent', 'bsd-grep-P', "FreeBSD's grep rejects -P just like macOS's; use grep -E (or rg) for Perl-ish patterns on this machine."],
      ['fail', 'freebsd-gmake', 'make test', 'make: "/home/dev/tapir/Makefile" line 17: Need an operator\nmake: Fatal errors encountered -- cannot continue\nmake: stopped in /home/dev/tapir', 1],
      ['prompt', 'freebsd-gmake', 'እንደገና make? በዚህ ማሽን ላይ gmake ነው'],
      ['fail', 'x:grep-no-match', "grep -rn 'render_later' lib/ templates/", '', 1],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-02-26T08:50:00Z',
    steps: [
      ['prompt', 'rex-deploy', 'no rsync to staging. rex -E staging deploy — it does the carton install --deployment, the sqitch deploy and the hot restart'],
      ['fail', 'x:rex-ssh-auth', 'rex -E staging deploy', '[2026-02-26 09:02:11] INFO - Running task deploy on app2.staging.tapir.si\n[2026-02-26 09:02:12] ERROR - Wrong username/password or wrong key on app2.staging.tapir.si. Or root is not permitted to login over SSH.\n[2026-02-26 09:02:12] ERROR - 1 out of 1 task(s) failed:\n[2026-02-26 09:02:12] ERROR - \tdeploy failed on app2.staging.tapir.si\n[2026-02-26 09:02:12] ERROR - \t\tWrong username/password or wrong key on app2.staging.tapir.si. Or root is not permitted to login over SSH.', 1],
      ['ok', 'ssh-add ~/.ssh/tapir_deploy'],
    ],
  },
  {
    machine: 'mac2', project: 'tapir', start: '2026-03-02T09:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose exec -T db mariadb-dump -utapir -ptapir tapir_dev > /tmp/dev.sql', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', "dis `docker compose` met 'n spasie, die ou docker-compose is lankal weg"],
      ['fail', 'mariadb-client', 'docker compose exec -T db mysqldump -utapir -ptapir tapir_dev > /tmp/dev.sql', OCI('mysqldump'), 126],
      ['prompt', 'mariadb-client', 'mariadb-dump. mariadb 11 dropped all the mysql* names'],
      ['fail', 'x:mariadb-access-denied', 'docker compose exec db mariadb -uroot tapir_dev', "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: NO)", 1],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-03-03T13:30:00Z',
    steps: [
      ['fail', 'prove-lib', 'carton exec -- prove -r t/model/', proveMissing('t/model/invoice.t', 'Tapir::Model::Invoice', 't/model/invoice.t', 5, 'entries checked', CARTON_INC_DEB, 4, 0), 1],
      ['prompt', 'prove-lib', '-lr not -r. the l is what puts lib/ on @INC'],
      ['prompt', 'x:translate-sl', 'prevedi validacijska sporočila v templates/invoice/ v slovenščino, tako kot je narejeno za naročila'],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-03-04T15:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin devel', GH006('devel -> devel'), 1],
      ['prompt', 'force-push', 'WHAT. --force on devel?? Ever. Your own branch, then a PR.'],
      ['agent', 'force-push', 'Tried git push --force to devel (protected); devel only changes through PRs — rewriting history is only for my own feature branch, with --force-with-lease.'],
      ['ok', 'git switch -c fix/vat-rounding && git push -u origin fix/vat-rounding'],
    ],
  },
  {
    machine: 'mac', project: 'tapir', start: '2026-03-05T10:15:00Z',
    steps: [
      ['fail', 'morbo-dev', 'carton exec -- plackup script/tapir', 'Can\'t exec "plackup": No such file or directory at /Users/ana/.plenv/versions/5.38.2/lib/perl5/site_perl/5.38.2/Carton/CLI.pm line 402.', 255, 'Start the dev server'],
      ['prompt', 'morbo-dev', 'it is not a plack app. dev server is morbo: carton exec -- morbo -w lib -w templates script/tapir'],
      ['fail', 'x:morbo-port-busy', 'carton exec -- morbo -w lib -w templates script/tapir', 'Web application available at http://127.0.0.1:3000\nCan\'t create listen socket: Address already in use at /Users/ana/tapir/local/lib/perl5/Mojo/IOLoop.pm line 124.', 255],
      ['ok', 'carton exec -- morbo -l http://*:3001 -w lib -w templates script/tapir'],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-03-09T09:10:00Z',
    steps: [
      ['prompt', 'minion-cli', "ne briši iz minion_jobs z SQL-om. za retry je `carton exec -- script/tapir minion job -R <id>`, za čiščenje pa --remove"],
      ['ok', 'carton exec -- script/tapir minion job -s'],
      ['fail', 'x:minion-lost-connection', 'carton exec -- script/tapir minion worker -j 4', '[2026-03-09 09:31:07.41803] [48211] [info] Worker 48211 started\nDBD::MariaDB::db do failed: Lost connection to server during query at /home/dev/tapir/local/lib/perl5/Minion/Backend/mysql.pm line 241.', 255],
      ['prompt', 'x:cron-tz', 'the nightly payment reminder should run at 02:00 Europe/Ljubljana, not 02:00 UTC'],
    ],
  },
  {
    machine: 'mac2', project: 'tapir', start: '2026-03-10T08:30:00Z',
    steps: [
      ['fail', 'bsd-find-printf', "find lib -name '*.pm' -printf '%s %p\\n' | sort -n", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'bsd-find-printf', "mac find has no -printf fyi; stat -f '%z %N' or gfind"],
      ['prompt', 'local-not-committed', 'you patched local/lib/perl5/Mojo/mysql/Database.pm? that dir belongs to carton, the next install wipes it. fix it in lib/'],
      ['prompt', 'x:readme-minion', "skryf asseblief 'n kort afdeling in die README oor hoe om die Minion worker plaaslik te begin"],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-03-11T09:40:00Z',
    steps: [
      ['fail', 'tcsh-setenv', 'MOJO_MODE=test carton exec -- prove -lr t/', 'MOJO_MODE=test: Command not found.', 1],
      ['agent', 'tcsh-setenv', 'The login shell on the FreeBSD box is tcsh: VAR=value cmd and export do not exist there; use `env MOJO_MODE=test cmd` or setenv.'],
      ['ok', 'env MOJO_MODE=test carton exec -- prove -lr t/'],
      ['fail', 'x:tcsh-history', "git log --format='%h %s' -n 20 | grep -v '!wip'", 'wip: Event not found.', 1],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-03-13T14:00:00Z',
    steps: [
      ['ok', 'git pull --rebase origin devel'],
      ['ok', 'carton install'],
      ['prompt', 'carton-deployment', "why is cpanfile.snapshot in your diff? after a pull it's carton install --deployment, the snapshot only moves when somebody changes the cpanfile"],
      ['ok', 'git checkout cpanfile.snapshot && carton install --deployment'],
      ['fail', 'x:test-plan', 'carton exec -- prove -lr t/minion/', "t/minion/reminders.t .. 11/12 # Looks like you planned 12 tests but ran 11.\nt/minion/reminders.t .. Dubious, test returned 255 (wstat 65280, 0xff00)\nFailed 1/12 subtests \n\nTest Summary Report\n-------------------\nt/minion/reminders.t (Wstat: 65280 (exited 255) Tests: 11 Failed: 0)\n  Non-zero exit status: 255\n  Parse errors: Bad plan.  You planned 12 tests but ran 11.\nFiles=2, Tests=19,  3 wallclock secs ( 0.02 usr  0.01 sys +  1.12 cusr  0.12 csys =  1.27 CPU)\nResult: FAIL", 1],
    ],
  },
  {
    machine: 'mac', project: 'tapir', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'devel-branch', "gh pr create --base main --title 'Invoice PDF export' --fill", 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'devel-branch', 'devel. always devel'],
      ['prompt', 'x:branch-name', 'next time call the branch feature/TAP-412-invoice-pdf, the jira key has to be in it for the link'],
      ['fail', 'bsd-date-d', 'date -d "$(git log -1 --format=%cI)" +%s', MAC_DATE_USAGE, 1],
      ['agent', 'bsd-date-d', "macOS date has no -d: parse a timestamp with date -j -f '%Y-%m-%dT%H:%M:%S' … +%s, shift dates with -v (date -v-1d), or use gdate."],
    ],
  },
  {
    machine: 'ci', project: 'tapir', start: '2026-03-18T06:45:00Z',
    steps: [
      ['fail', 'posix-sh', './script/wait-for-db', "env: can't execute 'bash': No such file or directory", 127],
      ['prompt', 'posix-sh', 'same as the freebsd thing: #!/bin/sh, no bashisms. the alpine runner has no bash'],
      ['fail', 'compose-v2', 'docker-compose -f ci/compose.yml up -d db', '/bin/sh: docker-compose: not found', 127],
      ['fail', 'x:compose-port', 'docker compose -f ci/compose.yml up -d db', ' Network ci_default  Created\n Container ci-db-1  Creating\n Container ci-db-1  Created\n Container ci-db-1  Starting\nError response from daemon: driver failed programming external connectivity on endpoint ci-db-1 (3f1c9be0a4d27e5c1b80f2d6a71c9e04b55d3e8a9c0f7b12e6d4a3c8b9f01d27): Bind for 0.0.0.0:3306 failed: port is already allocated', 1],
      ['ok', 'docker compose -f ci/compose.yml down && docker compose -f ci/compose.yml up -d db'],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-03-19T10:20:00Z',
    steps: [
      ['fail', 'no-cpanm', 'sudo cpan install Text::CSV_XS', 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'no-cpanm', "oof, sudo cpan into the system perl? no way. requires 'Text::CSV_XS' goes in the cpanfile, then carton install"],
      ['prompt', 'mojo-ua', "and the bank export fetcher — Mojo::UserAgent, not HTTP::Tiny. we're all Mojo here, promises and all"],
      ['fail', 'x:csv-typo', 'carton exec -- perl script/export-csv.pl --since 2026-03-01', 'Can\'t open perl script "script/export-csv.pl": No such file or directory', 2],
      ['ok', 'carton exec -- script/tapir export_csv --since 2026-03-01'],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-03-23T08:30:00Z',
    steps: [
      ['prompt', 'sqitch-revert-dev', 'STOP. sqitch revert on staging?? revert is for your own dev db. on staging you write a new change that undoes it'],
      ['agent', 'sqitch-revert-dev', 'Was about to run sqitch revert against the staging target; revert is only for a local dev database — on staging/production fix forward with a new sqitch change.'],
      ['ok', "sqitch add orders_drop_status_idx -n 'Drop the status index again'"],
      ['prompt', 'x:sqitch-verify', 'add a verify/ script for orders_drop_status_idx too, every change has one'],
    ],
  },
  {
    machine: 'mac2', project: 'tapir', start: '2026-03-25T09:10:00Z',
    steps: [
      ['fail', 'plenv', 'perlbrew switch perl-5.38.2', 'zsh: command not found: perlbrew', 127],
      ['prompt', 'plenv', 'ons gebruik plenv, nie perlbrew nie. .perl-version sê 5.38.2'],
      ['fail', 'x:plenv-missing-version', 'plenv exec perl -v', "plenv: version `5.38.2' not installed", 1],
      ['fail', 'bsd-sed-i', `sed -i "s/^requires 'Mojolicious', '9.38'/requires 'Mojolicious', '== 9.38'/" cpanfile`, 'sed: 1: "cpanfile": command c expects \\ followed by text', 1],
      ['prompt', 'bsd-sed-i', "sed -i '' op die mac, of perl -pi -e. elke keer dieselfde storie"],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-03-27T11:00:00Z',
    steps: [
      ['fail', 'freebsd-pkg', 'apt install -y gmake', 'apt: Command not found.', 1],
      ['agent', 'freebsd-pkg', 'This is FreeBSD 14: no apt/apt-get; system packages come from `pkg install` (gmake, mariadb1011-client), Perl modules still only from carton.'],
      ['fail', 'x:pkg-network', 'sudo pkg install -y gmake', 'Updating FreeBSD repository catalogue...\npkg: https://pkg.FreeBSD.org/FreeBSD:14:amd64/quarterly/meta.txz: No address record\nrepository FreeBSD has no meta file, using default settings\npkg: https://pkg.FreeBSD.org/FreeBSD:14:amd64/quarterly/data.pkg: No address record\npkg: https://pkg.FreeBSD.org/FreeBSD:14:amd64/quarterly/packagesite.pkg: No address record\nUnable to update repository FreeBSD\nError updating repositories!', 3],
      ['prompt', 'x:vpn-retry', 'the vpn dropped again, wait a minute and retry'],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'carton-exec', 'perl script/tapir minion worker', `Can't locate Mojolicious/Commands.pm in @INC (you may need to install the Mojolicious::Commands module) (@INC entries checked: /home/dev/tapir/script/../lib ${PLENV_INC_DEB}) at script/tapir line 8.\nBEGIN failed--compilation aborted at script/tapir line 8.`, 2, 'Start a Minion worker'],
      ['prompt', 'carton-exec', 'carton exec -- script/tapir minion worker. same as with the tests'],
      ['ok', 'carton exec -- script/tapir minion worker -j 2'],
      ['fail', 'mojo-ua', 'carton exec -- prove -lr t/service/', proveMissing('t/service/exchange_rates.t', 'LWP::UserAgent', 'lib/Tapir/Service/ExchangeRates.pm', 6, 'entries checked', `/home/dev/tapir/lib ${CARTON_INC_DEB}`, 3, 4), 1],
      ['prompt', 'mojo-ua', "LWP isn't in the cpanfile and it won't be. we already have Mojo::UserAgent, ->get_p and all"],
    ],
  },
  {
    machine: 'mac', project: 'tapir', start: '2026-04-03T13:40:00Z',
    steps: [
      ['fail', 'compose-db-service', 'docker compose logs --tail 50 mariadb', 'no such service: mariadb', 1],
      ['prompt', 'compose-db-service', 'db. the compose service is db, mariadb is only the image'],
      ['ok', 'docker compose down -v && docker compose up -d db'],
      ['prompt', 'compose-down-v', 'you just nuked my local data. -v drops the tapir_db volume. plain `docker compose down`, or restart db'],
      ['agent', 'compose-down-v', 'Ran docker compose down -v, which deletes the db volume and all local MariaDB data; use docker compose down or docker compose restart db, never -v unless asked.'],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-04-07T08:20:00Z',
    steps: [
      ['prompt', 'local-not-committed', "don't edit anything under local/ — carton owns it, the next --deployment install throws your fix away"],
      ['agent', 'local-not-committed', 'Patched a module inside local/lib/perl5 directly; local/ is generated by carton and rebuilt, so fixes go into lib/ (a subclass or wrapper) or a cpanfile pin.'],
      ['fail', 'x:perl-syntax', 'carton exec -- perl -Ilib -c lib/Tapir/Model/Order.pm', 'syntax error at lib/Tapir/Model/Order.pm line 88, near "}"\nlib/Tapir/Model/Order.pm had compilation errors.', 255],
      ['fail', 'make-lint', 'perltidy -b lib/Tapir/Model/Order.pm', 'bash: line 1: perltidy: command not found', 127],
      ['agent', 'make-lint', 'perltidy and perlcritic only exist inside carton (local/bin); tidy and critic go through `make lint`, which uses .perltidyrc and .perlcriticrc.'],
      ['ok', 'make lint'],
    ],
  },
  {
    machine: 'mac2', project: 'tapir', start: '2026-04-09T09:30:00Z',
    steps: [
      ['fail', 'nproc-mac', 'nproc', 'zsh: command not found: nproc', 127],
      ['prompt', 'nproc-mac', 'nproc is GNU coreutils. sysctl -n hw.ncpu'],
      ['fail', 'bsd-stat-c', "stat -c '%a %U' config/tapir.conf", MAC_STAT_USAGE, 1],
      ['prompt', 'bsd-stat-c', "BSD stat again mate. stat -f '%Lp %Su'"],
      ['fail', 'x:stat-missing', "stat -f '%Lp %Su' config/tapir.production.conf", 'stat: config/tapir.production.conf: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-04-14T15:10:00Z',
    steps: [
      ['fail', 'rex-deploy', 'rsync -az --delete ./ deploy@app1.staging.tapir.si:/srv/tapir/current/', 'deploy@app1.staging.tapir.si: Permission denied (publickey).\nrsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]', 255],
      ['prompt', 'rex-deploy', 'zakaj rsync?? na staging gre samo prek rex -E staging deploy'],
      ['fail', 'x:rex-task-typo', 'rex -E staging depoly', "[2026-04-14 15:31:02] ERROR - No task named 'depoly' found.", 1],
      ['ok', 'rex -E staging deploy'],
      ['prompt', 'hypnotoad-restart', 'and no pkill on hypnotoad afterwards. the deploy already ran hypnotoad script/tapir, that IS the restart'],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-04-16T10:00:00Z',
    steps: [
      ['fail', 'bsd-date-d', 'date -d yesterday +%F', FBSD_DATE_USAGE, 1],
      ['prompt', 'bsd-date-d', 'FreeBSD date -d አያውቅም። date -v-1d +%F'],
      ['fail', 'bsd-find-printf', "find t -name '*.t' -newer cpanfile -printf '%TY-%Tm-%Td %p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['agent', 'bsd-find-printf', "FreeBSD find (like macOS) has no -printf; use -exec stat -f '%Sm %N' {} + instead, or gfind if findutils is installed."],
      ['prompt', 'x:amharic-pagination', 'ለ /api/orders pagination ጨምርልኝ፣ limit እና offset ይበቃል'],
    ],
  },
  {
    machine: 'linux', project: 'tapir', start: '2026-04-20T09:00:00Z',
    steps: [
      ['ok', 'git commit --amend --no-edit'],
      ['fail', 'force-push', 'git push -f', GH006('HEAD -> devel'), 1],
      ['prompt', 'force-push', 'ne forsiraj pusha na devel. nikoli. naredi branch in PR'],
      ['prompt', 'sqitch-revert-dev', 'sqitch revert ONLY ever on a local dev db!! staging is fix-forward'],
      ['ok', 'git pull --rebase origin devel'],
      ['ok', 'carton install'],
      ['agent', 'carton-deployment', 'Ran plain `carton install` after a pull, which re-resolved and rewrote cpanfile.snapshot; installs use `carton install --deployment`, the snapshot only changes with the cpanfile.'],
      ['ok', 'carton exec -- script/tapir daemon -l http://*:3000'],
      ['prompt', 'morbo-dev', 'morbo, you want the reload. script/tapir daemon is for nothing'],
      ['agent', 'morbo-dev', 'Started the app with `script/tapir daemon` (and earlier plackup) for development; the dev server is morbo: carton exec -- morbo -w lib -w templates script/tapir.'],
    ],
  },
  {
    machine: 'mac', project: 'tapir', start: '2026-04-22T10:30:00Z',
    steps: [
      ['prompt', 'sqitch-migrations', 'schema changes live in sqitch/deploy, not in some .sql file under db/ that somebody pastes into the client'],
      ['ok', "sqitch add invoices_add_pdf_path --requires invoices -n 'PDF path on invoices'"],
      ['fail', 'x:sqitch-target-down', 'sqitch deploy dev', "DBI connect('database=tapir_dev;host=127.0.0.1;port=3306','tapir',...) failed: Can't connect to server on '127.0.0.1' (61) at /Users/ana/.plenv/versions/5.38.2/lib/perl5/site_perl/5.38.2/App/Sqitch/Engine/mysql.pm line 100.", 2],
      ['prompt', 'minion-cli', 'the stuck jobs: `script/tapir minion job -R` retries them. no UPDATE minion_jobs SET state=… by hand'],
      ['fail', 'plenv', 'perl -c lib/Tapir.pm', 'Perl v5.38.0 required--this is only v5.34.1, stopped at lib/Tapir.pm line 2.\nBEGIN failed--compilation aborted at lib/Tapir.pm line 2.', 255],
      ['prompt', 'plenv', "that's /usr/bin/perl. plenv shell first, we're on 5.38.2"],
      ['prompt', 'x:error-pages', 'the 404 and 500 pages should use the main layout, they look naked right now'],
    ],
  },
  {
    machine: 'codex', project: 'tapir', start: '2026-04-24T08:15:00Z',
    steps: [
      ['agent', 'minion-cli', 'Cleared failed Minion jobs with a DELETE on minion_jobs; Minion jobs are handled through `script/tapir minion job` (-R to retry, --remove to drop), never with SQL on its tables.'],
      ['ok', 'carton exec -- script/tapir minion job -R 5123'],
      ['ok', 'docker compose down -v'],
      ['prompt', 'compose-down-v', 'down -v AGAIN?! that volume had my seeded fixtures. just docker compose down'],
      ['agent', 'sqitch-migrations', 'Added the column with a hand-run ALTER TABLE; every tapir schema change is a sqitch change (sqitch add with deploy/revert/verify scripts) applied by sqitch deploy.'],
    ],
  },
  {
    machine: 'mac2', project: 'tapir', start: '2026-04-28T08:45:00Z',
    steps: [
      ['ok', 'git pull --rebase origin devel'],
      ['prompt', 'carton-deployment', '--deployment after a pull pls, otherwise you rewrite the snapshot again'],
      ['ok', 'carton install --deployment'],
      ['fail', 'prove-lib', 'carton exec -- prove t/api/invoices.t', proveMissing('t/api/invoices.t', 'Tapir::Util', 't/api/invoices.t', 6, 'entries checked', '/Users/kai/tapir/local/lib/perl5/darwin-2level /Users/kai/tapir/local/lib/perl5 /Users/kai/.plenv/versions/5.38.2/lib/perl5/site_perl/5.38.2/darwin-2level /Users/kai/.plenv/versions/5.38.2/lib/perl5/site_perl/5.38.2 /Users/kai/.plenv/versions/5.38.2/lib/perl5/5.38.2/darwin-2level /Users/kai/.plenv/versions/5.38.2/lib/perl5/5.38.2', 1, 0), 1],
      ['prompt', 'prove-lib', 'that again? prove -l'],
      ['prompt', 'hypnotoad-restart', 'moet nooit die hypnotoad workers met kill -9 doodmaak nie; `hypnotoad script/tapir` herbegin hulle sonder downtime'],
    ],
  },
];
