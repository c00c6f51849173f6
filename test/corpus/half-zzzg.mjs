// Half ZZZG, written blind: "quill", a small team's Nim code (a CLI and a web service built with
// nimble, the compiler pinned through choosenim, testament tests, a Karax frontend through nim js,
// an in-house deploy CLI `shipit`). Arch Linux, macOS with zsh, Windows with Git Bash and
// PowerShell 5.1 / 7, an Alpine CI container; English with some Lao and Scottish Gaelic.

// ---- long error texts -------------------------------------------------------------------------

// Windows PowerShell 5.1: a bash command name that is not a cmdlet.
const PS51_NOTFOUND = (cmd) => {
  const name = cmd.split(/\s/)[0];
  return `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${cmd}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException`;
};
// PowerShell 7 (ConciseView).
const PS7_NOTFOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
// Windows PowerShell 5.1 parser error for `&&`.
const PS51_AND = (cmd) => {
  const i = cmd.indexOf('&&');
  return `At line:1 char:${i + 1}\n+ ${cmd}\n+ ${' '.repeat(i)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine`;
};
// Windows PowerShell 5.1: a bash flag handed to a cmdlet alias (rm, curl).
const PS51_PARAM = (cmd, flag, cmdlet) => {
  const i = cmd.indexOf(flag);
  return `${cmdlet} : A parameter cannot be found that matches parameter name '${flag.replace(/^-+/, '')}'.\nAt line:1 char:${i + 1}\n+ ${cmd}\n+ ${' '.repeat(i)}${'~'.repeat(flag.length)}\n    + CategoryInfo          : InvalidArgument: (:) [${cmdlet}], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.${cmdlet.replace('-', '')}Command`;
};

const BSD_GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BSD_DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BSD_STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';

const PSQL_REFUSED = (port) => `psql: error: connection to server at "localhost" (::1), port ${port} failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\nconnection to server at "localhost" (127.0.0.1), port ${port} failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?`;

const NIM_CONF = (home) => `Hint: used config file '${home}/.choosenim/toolchains/nim-2.0.8/config/nim.cfg' [Conf]\nHint: used config file '${home}/.choosenim/toolchains/nim-2.0.8/config/config.nims' [Conf]\nHint: used config file '${home}/quill/config.nims' [Conf]`;
const KARAX_ON_C = (home, file) => `${NIM_CONF(home)}\n.........................................................\n${home}/.choosenim/toolchains/nim-2.0.8/lib/js/dom.nim(15, 3) Error: This module only works on the JavaScript platform\n    (imported from ${home}/.nimble/pkgs2/karax-1.3.3-5d0c2cbd8a3b1e29a6f11d3b9b8e0c2f4d7a91e6/karax/kdom.nim, ${file})`;

const NO_SSL = (home, bin, line) => `${home}/quill/src/${bin}.nim(${line}) ${bin}\n${home}/quill/src/quill/sync.nim(57) pushRemote\n${home}/.choosenim/toolchains/nim-2.0.8/lib/pure/httpclient.nim(1217) postContent\n${home}/.choosenim/toolchains/nim-2.0.8/lib/pure/httpclient.nim(1150) request\n${home}/.choosenim/toolchains/nim-2.0.8/lib/pure/httpclient.nim(1097) requestAux\n${home}/.choosenim/toolchains/nim-2.0.8/lib/pure/httpclient.nim(1012) newConnection\nError: unhandled exception: SSL support is not available. Cannot connect over SSL. Compile with -d:ssl to enable. [HttpRequestError]`;

const TESTAMENT_FAIL = `  Executing task test in /workspace/quill.nimble
PASS: tests/tcli.nim c                                             ( 1.21 sec)
PASS: tests/tparser.nim c                                          ( 0.97 sec)
FAIL: tests/trender.nim c
Test "tests/trender.nim" in category ""
Failure: reOutputsDiffer
Expected:
<h1 id="intro">Intro</h1>

Gotten:
<h1 id="intro">Intro </h1>

FAILURE! total: 14 passed: 13 skipped: 0 failed: 1
Error: Exception raised during nimble script execution`;
const TESTAMENT_TIMEOUT = `  Executing task test in /workspace/quill.nimble
PASS: tests/tcli.nim c                                             ( 1.34 sec)
FAIL: tests/tsync.nim c
Test "tests/tsync.nim" in category ""
Failure: reTimeout
Expected:
timeout: 30.0

Gotten:
timeout: 30.0

FAILURE! total: 14 passed: 13 skipped: 0 failed: 1`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'quill', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1, 'Switch to the main branch'],
      ['prompt', 'trunk-branch', "we're on trunk here, there is no main"],
      ['ok', 'git checkout trunk && git pull --rebase'],
      ['fail', 'pacman-arch', 'sudo apt-get install -y libpq-dev', 'sudo: apt-get: command not found', 1, 'Install the postgres client library'],
      ['prompt', 'pacman-arch', 'arch box. pacman -S postgresql-libs'],
    ],
  },
  {
    machine: 'mac', project: 'quill', start: '2026-03-02T10:15:00Z',
    steps: [
      ['fail', 'sed-i-mac', `sed -i 's/version       = "0.9.1"/version       = "0.9.2"/' quill.nimble`, 'sed: 1: "quill.nimble": extra characters at the end of q command', 1, 'Bump the version'],
      ['prompt', 'sed-i-mac', "bsd sed, it wants -i '' on the mac"],
      ['prompt', 'x:changelog', 'add a changelog entry for 0.9.2: epub export, and the tag filter fix from Ruairidh'],
      ['fail', 'nimble-test', 'nim c -r tests/tparser.nim', `${NIM_CONF('/Users/ana')}\n/Users/ana/quill/tests/tparser.nim(3, 8) Error: cannot open file: quill/parser`, 1, 'Run the parser tests'],
      ['prompt', 'nimble-test', "tests go through nimble test, testament reads the spec blocks and sets the paths. nim c -r on one file won't work"],
    ],
  },
  {
    machine: 'ci', project: 'quill', start: '2026-03-03T07:05:00Z',
    steps: [
      ['fail', 'alpine-posix-sh', 'bash tools/ci/check.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'alpine-posix-sh', 'The CI image is Alpine (ash, no bash): run tools/ci scripts with sh and keep them POSIX, no bashisms.'],
      ['fail', 'x:alpine-libssl', './bin/quillweb --selftest', 'could not load: libssl.so(.3|.1.1|.1.0.2|.1.0.1|.1.0.0|.0.9.9|.0.9.8|.48|.47|.46|.45|.44|.43|.41|.39|.38|.10|)\n(compile with -d:nimDebugDlOpen for more information)', 1],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-03-03T09:30:00Z',
    steps: [
      ['fail', 'ps-and-chain', 'nimble build && nimble test', PS51_AND('nimble build && nimble test'), 1],
      ['prompt', 'ps-and-chain', "that's windows powershell 5, no && there. use ; or run them one after the other"],
      ['ok', 'nimble build; if ($?) { nimble test }'],
      ['fail', 'ps-rm-rf', 'rm -rf nimcache', PS51_PARAM('rm -rf nimcache', '-rf', 'Remove-Item'), 1],
      ['prompt', 'ps-rm-rf', 'Remove-Item -Recurse -Force nimcache'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-03-04T08:10:00Z',
    steps: [
      ['fail', 'dev-pg-port', 'psql -h localhost -U quill quill_dev', PSQL_REFUSED(5432), 2, 'Connect to the dev database'],
      ['prompt', 'dev-pg-port', 'ພອດ 5432 ແມ່ນ postgres ຂອງລະບົບ, quill_dev ຢູ່ພອດ 5433 ເດີ້'],
      ['prompt', 'migrate-task', "don't apply migrations with psql -f. nimble migrate, it records them in schema_migrations"],
      ['ok', 'nimble migrate'],
      ['fail', 'x:migrate-sql-error', 'nimble migrate', '  Executing task migrate in /home/dev/quill/quill.nimble\napplying 0013_note_slugs.sql\n/home/dev/quill/tools/migrate.nim(41) migrate\n/home/dev/.nimble/pkgs2/db_connector-0.1.0-a1f3c9e0b7d25e64c8b1d9f0e2a6c3b7d4e5f601/db_connector/db_postgres.nim(142) exec\nError: unhandled exception: ERROR:  column "slug" of relation "notes" already exists\n [DbError]', 1],
    ],
  },
  {
    machine: 'mac2', project: 'quill', start: '2026-03-05T13:20:00Z',
    steps: [
      ['fail', 'grep-P-mac', `grep -oP 'version\\s*=\\s*"\\K[^"]+' quill.nimble`, `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2, 'Read the package version'],
      ['prompt', 'grep-P-mac', 'mac grep, no -P. rg is installed'],
      ['fail', 'shipit-wrapper', 'shipit stage web', 'zsh: command not found: shipit', 127, 'Stage the web service'],
      ['prompt', 'shipit-wrapper', "tools/shipit. it's not on PATH on purpose, the wrapper pins the config and the ssh user"],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-03-06T09:00:00Z',
    steps: [
      ['ok', 'choosenim update stable'],
      ['fail', 'nim-pinned', 'nimble build', '  Verifying dependencies for quill@0.9.2\n     Error:  Unsatisfied dependency: nim (== 2.0.8)', 1],
      ['prompt', 'nim-pinned', 'ugh, you moved the toolchain to 2.2. we pin 2.0.8 — `choosenim 2.0.8` and leave it there'],
      ['fail', 'lockfile', 'nimble build', '  Verifying dependencies for quill@0.9.2\n       Info:  karax changed in quill.nimble (>= 1.3.3 -> >= 1.4.0), nimble.lock still pins 1.3.3\n     Error:  Lock file nimble.lock is out of date with quill.nimble', 1],
      ['prompt', 'x:iso-dates', 'the dates in `quill log` output should be ISO 8601, not 03/06/26'],
    ],
  },
  {
    machine: 'winbash', project: 'quill', start: '2026-03-06T14:40:00Z',
    steps: [
      ['fail', 'msys-pathconv', './tools/shipit logs web --env stage --file /var/log/quill/web.log', 'shipit: remote file "C:/Program Files/Git/var/log/quill/web.log" not found on stage-1.quill.internal', 1, 'Tail the stage log'],
      ['prompt', 'msys-pathconv', 'git bash is rewriting the unix path. prefix it with MSYS_NO_PATHCONV=1'],
      ['prompt', 'x:shipit-logs-request', 'can `shipit logs` get a --grep option? I keep piping it through findstr'],
    ],
  },
  {
    machine: 'mac', project: 'quill', start: '2026-03-09T08:30:00Z',
    steps: [
      ['fail', 'date-d-mac', "date -d '2026-03-01' +%s", `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1, 'Epoch for the cutoff date'],
      ['prompt', 'date-d-mac', 'gdate (coreutils from brew). bsd date has no -d'],
      ['fail', 'nim-js-frontend', 'nim c src/frontend/app.nim', KARAX_ON_C('/Users/ana', '/Users/ana/quill/src/frontend/app.nim'), 1, 'Compile the frontend'],
      ['prompt', 'nim-js-frontend', 'the frontend is karax, it only builds with the js backend. `nimble frontend` does nim js with the right -o'],
      ['fail', 'x:nim-js-typo', 'nim js -d:release -o:public/app.js src/fronted/app.nim', `${NIM_CONF('/Users/ana')}\nError: cannot open 'src/fronted/app.nim'`, 1],
      ['prompt', 'x:rename', 'rename parseQuill to parseDoc everywhere, tests too'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-03-10T10:00:00Z',
    steps: [
      ['ok', 'git rebase origin/trunk'],
      ['prompt', 'force-push', 'whoa. no git push --force on trunk, ever'],
      ['agent', 'force-push', 'I force-pushed trunk after rebasing; trunk is shared. Never force-push trunk, only --force-with-lease on my own feature branch.'],
      ['fail', 'x:push-rejected', 'git push origin trunk', " To gitea.quill.dev:quill/quill.git\n ! [rejected]        trunk -> trunk (fetch first)\nerror: failed to push some refs to 'gitea.quill.dev:quill/quill.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin trunk'],
    ],
  },
  {
    machine: 'wincodex7', project: 'quill', start: '2026-03-11T09:15:00Z',
    steps: [
      ['fail', 'ps-env-var', 'export QUILL_DB_URL=postgres://quill@localhost:5433/quill_dev', PS7_NOTFOUND('export'), 1],
      ['prompt', 'ps-env-var', "this is pwsh, not bash. $env:QUILL_DB_URL = '...'"],
      ['ok', "$env:QUILL_DB_URL = 'postgres://quill@localhost:5433/quill_dev'; nimble migrate"],
      ['fail', 'ps-rm-rf', 'rm -rf public/app.js nimcache', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm-rf', 'rm -rf means nothing to pwsh → Remove-Item -Recurse -Force public/app.js, nimcache'],
    ],
  },
  {
    machine: 'mac2', project: 'quill', start: '2026-03-12T11:00:00Z',
    steps: [
      ['fail', 'nproc-mac', 'nimble build -d:release --parallelBuild:$(nproc)', "zsh:1: command not found: nproc\ncommand line(1, 2) Error: invalid argument for command line option: '--parallelBuild'", 1, 'Release build using all cores'],
      ['prompt', 'nproc-mac', 'no nproc on macos → sysctl -n hw.ncpu'],
      ['fail', 'sha256sum-mac', 'sha256sum dist/quill-0.9.2-macos-arm64.tar.gz', 'zsh: command not found: sha256sum', 127, 'Checksum the release tarball'],
      ['prompt', 'sha256sum-mac', 'shasum -a 256 on the macs'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-03-13T08:45:00Z',
    steps: [
      ['fail', 'nimble-build', 'nim c -r src/quillweb.nim', `${NIM_CONF('/home/dev')}\nHint: [Link]\nHint: mm: orc; threads: on; opt: none (DEBUG BUILD, \`-d:release\` generates faster code)\n98213 lines; 6.114s; 208.41MiB peakmem; proj: /home/dev/quill/src/quillweb.nim; out: /home/dev/quill/src/quillweb [SuccessX]\nHint: /home/dev/quill/src/quillweb [Exec]\n${NO_SSL('/home/dev', 'quillweb', 88)}`, 1, 'Run the web service'],
      ['prompt', 'nimble-build', 'build it with nimble build / nimble run quillweb. the -d:ssl and friends are set there, bare nim c misses them'],
      ['ok', 'nimble build && ./bin/quillweb --selftest'],
      ['fail', 'x:port-in-use', './bin/quillweb', '/home/dev/quill/src/quillweb.nim(112) quillweb\n/home/dev/.nimble/pkgs2/jester-0.6.0-0b2bd6c1d8e4a0a7f3d2b9c5e1f4a6d8c0b3e7f2/jester.nim(492) serve\n/home/dev/.choosenim/toolchains/nim-2.0.8/lib/pure/asynchttpserver.nim(398) listen\n/home/dev/.choosenim/toolchains/nim-2.0.8/lib/pure/asyncnet.nim(654) bindAddr\nError: unhandled exception: Address already in use [OSError]', 1],
    ],
  },
  {
    machine: 'mac', project: 'quill', start: '2026-03-16T09:20:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/stage-1/stage-2/' .shipit.toml", 'sed: 1: ".shipit.toml": invalid command code .', 1],
      ['prompt', 'sed-i-mac', "told you last week, sed on the mac needs -i '' first"],
      ['fail', 'testament-quote', 'testament pattern tests/**/t*.nim', 'zsh: no matches found: tests/**/t*.nim', 1, 'Run the tests matching a pattern'],
      ['prompt', 'testament-quote', "quote the pattern, testament does its own globbing: testament pattern 'tests/**/t*.nim'"],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-03-17T13:10:00Z',
    steps: [
      ['fail', 'pacman-arch', 'apt install postgresql-client', 'bash: line 1: apt: command not found', 127],
      ['prompt', 'pacman-arch', 'Tha sinn air Arch an seo, chan e Ubuntu. pacman -S postgresql-libs, chan e apt'],
      ['fail', 'x:pacman-keyring', 'sudo pacman -Syu --noconfirm', '(14/14) checking keys in keyring\n(14/14) checking package integrity\nerror: nodejs: signature from "Morag Lindqvist <morag@archlinux.org>" is unknown trust\n:: File /var/cache/pacman/pkg/nodejs-22.4.1-1-x86_64.pkg.tar.zst is corrupted (invalid or corrupted package (PGP signature)).\nDo you want to delete it? [Y/n] \nerror: failed to commit transaction (invalid or corrupted package)\nErrors occurred, no packages were upgraded.', 1],
      ['ok', 'nimble install -y'],
      ['prompt', 'nimble-install-d', "i said deps. `nimble install -d`, not nimble install — now there's a quill binary in ~/.nimble/bin shadowing mine"],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-03-18T10:30:00Z',
    steps: [
      ['fail', 'ps-curl-alias', 'curl -sSf http://localhost:5000/healthz', PS51_PARAM('curl -sSf http://localhost:5000/healthz', '-sSf', 'Invoke-WebRequest'), 1],
      ['prompt', 'ps-curl-alias', 'curl is Invoke-WebRequest in powershell 5, call curl.exe'],
      ['fail', 'x:ps-execution-policy', '.\\tools\\bootstrap.ps1', '.\\tools\\bootstrap.ps1 : File C:\\Users\\joao\\quill\\tools\\bootstrap.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\tools\\bootstrap.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess', 1],
      ['fail', 'ps-env-var', 'export NIMBLE_DIR=C:\\nimble', PS51_NOTFOUND('export NIMBLE_DIR=C:\\nimble'), 1],
      ['agent', 'ps-env-var', "Used bash `export` in Windows PowerShell; there env vars are set with $env:NAME = 'value'."],
    ],
  },
  {
    machine: 'ci', project: 'quill', start: '2026-03-19T07:00:00Z',
    steps: [
      ['fail', 'alpine-posix-sh', '[[ -f nimble.lock ]] && nimble install -d -y', '/bin/sh: [[: not found', 127],
      ['fail', 'x:nimble-network', 'nimble install -d -y', "Downloading https://github.com/karaxnim/karax using git\n     Error:  Unable to query remote tags for https://github.com/karaxnim/karax . Git returned: fatal: unable to access 'https://github.com/karaxnim/karax/': Could not resolve host: github.com", 1],
      ['fail', 'x:testament-fail', 'nimble test', TESTAMENT_FAIL, 1],
      ['fail', 'nph-format', 'sh tools/ci/fmt-check.sh', '+ nph --check src tests\nsrc/quill/export.nim: would be reformatted\nsrc/quill/render.nim: would be reformatted\nfmt-check: 2 files are not formatted with nph (run `nph src tests`)', 1],
      ['fail', 'x:testament-timeout', 'nimble test', TESTAMENT_TIMEOUT, 1],
    ],
  },
  {
    machine: 'mac2', project: 'quill', start: '2026-03-20T14:00:00Z',
    steps: [
      ['ok', 'nimpretty src/quill/export.nim'],
      ['prompt', 'nph-format', 'you ran nimpretty on export.nim? we format with nph, the two disagree on the macros and CI checks nph'],
      ['fail', 'stat-mac', 'stat -c %s bin/quill', `stat: illegal option -- c\n${BSD_STAT_USAGE}`, 1, 'Binary size'],
      ['prompt', 'stat-mac', "stat -f %z here, it's bsd stat"],
      ['prompt', 'x:readme-lao', 'ຊ່ວຍແປ intro ຂອງ README ເປັນພາສາລາວແດ່, Somphone ຈະສົ່ງໃຫ້ລູກຄ້າ'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-03-23T08:30:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git rebase origin/master', "fatal: invalid upstream 'origin/master'", 128],
      ['prompt', 'trunk-branch', 'trunk.'],
      ['fail', 'x:sed-gnu-error', "sed -i 's/stage-1/stage-2/g/' .shipit.toml", "sed: -e expression #1, char 20: unknown option to `s'", 1],
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean', 'NEVER git clean -fdx in here!! it wipes quill.local.toml and my db dumps. git clean -n and ask me'],
      ['agent', 'git-clean', 'Ran `git clean -fdx` and deleted the untracked quill.local.toml; in quill never clean with -x — list with `git clean -n` and ask first.'],
    ],
  },
  {
    machine: 'winbash', project: 'quill', start: '2026-03-24T09:45:00Z',
    steps: [
      ['fail', 'shipit-stage-first', './tools/shipit promote web', 'shipit: nothing staged for web at 4f2a9c1 — run `shipit stage web` first', 3, 'Promote to production'],
      ['prompt', 'shipit-stage-first', "stage first, always. promote only moves what's already on stage"],
      ['fail', 'msys-pathconv', './tools/shipit stage web --remote-dir /srv/quill/releases', 'shipit: --remote-dir must be an absolute POSIX path, got "C:/Program Files/Git/srv/quill/releases"', 2],
      ['prompt', 'msys-pathconv', 'MSYS_NO_PATHCONV=1 again, same as the logs thing'],
    ],
  },
  {
    machine: 'mac', project: 'quill', start: '2026-03-25T10:10:00Z',
    steps: [
      ['fail', 'grep-P-mac', "grep -P '^\\s+requires' quill.nimble", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2],
      ['prompt', 'grep-P-mac', 'ugh -P again. grep -E or rg on the mac'],
      ['fail', 'x:grep-no-match', 'grep -rn "parseQuill" src/ tests/', '', 1, 'Find leftover uses of the old name'],
      ['fail', 'nim-js-frontend', 'nim c -r src/frontend/app.nim', KARAX_ON_C('/Users/ana', '/Users/ana/quill/src/frontend/app.nim'), 1],
      ['prompt', 'nim-js-frontend', "Sin a-rithist? 'S e nim js a th' ann airson an frontend, chan e nim c. nimble frontend."],
    ],
  },
  {
    machine: 'wincodex7', project: 'quill', start: '2026-03-26T11:20:00Z',
    steps: [
      ['fail', 'ps-env-var', 'export QUILL_ENV=test', PS7_NOTFOUND('export'), 1],
      ['prompt', 'ps-env-var', "ຄືມື້ວານເລີຍ: pwsh ບໍ່ມີ export, ໃຊ້ $env:QUILL_ENV = 'test'"],
      ['prompt', 'x:gaelic-strings', 'Cuir na teacsaichean Gàidhlig ris an UI — tha iad ann an locales/gd.json'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-03-27T15:00:00Z',
    steps: [
      ['fail', 'no-ssh-prod', 'ssh deploy@web-1.quill.internal "journalctl -u quill-web -n 200"', 'deploy@web-1.quill.internal: Permission denied (publickey).', 255, 'Read the production logs'],
      ['prompt', 'no-ssh-prod', "don't ssh into web-1 to read logs. tools/shipit logs web --env prod"],
      ['prompt', 'no-ssh-prod', "and you won't have a key there anyway, that's by design"],
      ['ok', './tools/shipit logs web --env prod --since 1h'],
    ],
  },
  {
    machine: 'mac2', project: 'quill', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'date-d-mac', 'date -d "last monday" +%F', `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'date-d-mac', 'Chan eil -d aig date air macOS. gdate, mar as àbhaist.'],
      ['fail', 'x:date-bad', "gdate -d 'next fortnight' +%F", 'gdate: invalid date ‘next fortnight’', 1],
      ['fail', 'sha256sum-mac', 'sha256sum -c dist/SHA256SUMS', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256sum-mac', 'sha256sum ອີກແລ້ວ 🙄 mac ບໍ່ມີ, ໃຊ້ shasum -a 256 -c'],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-03-31T10:00:00Z',
    steps: [
      ['fail', 'nimble-test', 'nim r tests/trender.nim', `${NIM_CONF('/home/dev')}\n/home/dev/quill/tests/trender.nim(4, 8) Error: cannot open file: quill/render`, 1],
      ['agent', 'nimble-test', "Ran a test file with `nim r`; quill's tests only work under testament — run `nimble test` (or `testament r tests/trender.nim`)."],
      ['ok', 'nimble install -y'],
      ['prompt', 'nimble-install-d', 'nimble install -d, dìreach na dependencies. Chan eil sinn ag iarraidh quill ann an ~/.nimble/bin'],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-04-01T09:10:00Z',
    steps: [
      ['fail', 'ps-and-chain', 'nimble install -d && nimble build -d:release', PS51_AND('nimble install -d && nimble build -d:release'), 1],
      ['prompt', 'ps-and-chain', "&& again 😩 it's powershell 5.1 on this box"],
      ['fail', 'ps-curl-alias', 'curl -H "Accept: application/json" http://localhost:5000/api/notes', 'Invoke-WebRequest : Cannot bind parameter \'Headers\'. Cannot convert the "Accept: application/json" value of type "System.String" to type "System.Collections.IDictionary".\nAt line:1 char:9\n+ curl -H "Accept: application/json" http://localhost:5000/api/notes\n+         ~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands.InvokeWebRequestCommand', 1],
      ['prompt', 'ps-curl-alias', 'curl.exe. same as last week'],
      ['fail', 'x:curl-connect', 'curl.exe -sSf http://localhost:5000/healthz', "curl: (7) Failed to connect to localhost port 5000 after 2043 ms: Couldn't connect to server", 7],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-04-02T08:20:00Z',
    steps: [
      ['fail', 'dev-pg-port', 'nimble migrate', `  Executing task migrate in /home/dev/quill/quill.nimble\n/home/dev/quill/tools/migrate.nim(18) migrate\n/home/dev/.nimble/pkgs2/db_connector-0.1.0-a1f3c9e0b7d25e64c8b1d9f0e2a6c3b7d4e5f601/db_connector/db_postgres.nim(611) open\nError: unhandled exception: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n [DbError]`, 1],
      ['prompt', 'dev-pg-port', '5433!! the dev db is on 5433'],
      ['fail', 'x:pg-password', 'psql -h localhost -p 5433 -U quill quill_test', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  password authentication failed for user "quill"', 2],
      ['ok', 'git rebase -i origin/trunk'],
      ['prompt', 'force-push', 'before you push: no --force on trunk. if you really must rewrite history, --force-with-lease on your own branch'],
      ['fail', 'x:trunk-conflict', 'git rebase origin/trunk', 'Auto-merging src/quill/render.nim\nCONFLICT (content): Merge conflict in src/quill/render.nim\nerror: could not apply 3e1a9f2... render: escape heading ids\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply 3e1a9f2... render: escape heading ids', 1],
    ],
  },
  {
    machine: 'mac', project: 'quill', start: '2026-04-06T09:30:00Z',
    steps: [
      ['ok', 'nimble build -d:danger'],
      ['fail', 'no-danger', './tools/shipit stage web', 'shipit: refusing to stage bin/quillweb: built with -d:danger (bounds and overflow checks off). Rebuild with -d:release.', 2],
      ['prompt', 'no-danger', '-d:danger is not a release flag here. -d:release, always'],
      ['ok', 'nimble build -d:release && ./tools/shipit stage web'],
      ['prompt', 'shipit-stage-first', 'ກ່ອນ promote ຕ້ອງ stage ກ່ອນທຸກເທື່ອ: shipit stage web ແລ້ວຈຶ່ງ promote'],
    ],
  },
  {
    machine: 'ci', project: 'quill', start: '2026-04-07T07:00:00Z',
    steps: [
      ['fail', 'lockfile', 'nimble install -d -y', '  Verifying dependencies for quill@0.9.3\n     Error:  The dependency jsony@>= 1.1.5 is not present in the lock file nimble.lock.\n      Hint:  Run `nimble lock` to update the lock file.', 1],
      ['agent', 'lockfile', 'Added `requires "jsony"` without updating nimble.lock; after changing requires run `nimble lock` and commit nimble.lock with quill.nimble.'],
      ['fail', 'alpine-posix-sh', 'sh tools/ci/test.sh', 'tools/ci/test.sh: line 4: shopt: not found', 127],
      ['prompt', 'x:ci-cache', 'can you cache ~/.nimble/pkgs2 between CI runs? the deps download takes 3 minutes'],
    ],
  },
  {
    machine: 'mac2', project: 'quill', start: '2026-04-08T13:30:00Z',
    steps: [
      ['fail', 'nproc-mac', 'ls tests/t*.nim | xargs -P "$(nproc)" -n1 nim check', 'zsh:1: command not found: nproc\nxargs: max. processes must be >0', 1, 'Check all test files in parallel'],
      ['prompt', 'nproc-mac', 'nproc is a linux thing. sysctl -n hw.ncpu here'],
      ['ok', 'testament pattern tests/t*.nim'],
      ['prompt', 'testament-quote', "Cuir am pattern ann an quotes: testament pattern 'tests/t*.nim'. Tha zsh ga leudachadh mus fhaic testament e."],
    ],
  },
  {
    machine: 'mac', project: 'quill', start: '2026-04-13T09:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f origin trunk', 'remote: error: Not allowed to force push to protected branch trunk\nTo gitea.quill.dev:quill/quill.git\n ! [remote rejected] trunk -> trunk (pre-receive hook declined)\nerror: failed to push some refs to \'gitea.quill.dev:quill/quill.git\'', 1],
      ['prompt', 'force-push', 'Na dèan push -f air trunk idir! Tha e dìonta airson adhbhar.'],
      ['fail', 'stat-mac', "stat -c '%Y' dist/quill-0.9.3.tar.gz", `stat: illegal option -- c\n${BSD_STAT_USAGE}`, 1, 'Modification time of the tarball'],
      ['agent', 'stat-mac', 'Used GNU `stat -c` on macOS; BSD stat takes -f (stat -f %z for size, stat -f %m for mtime).'],
      ['fail', 'x:brew-clt', 'brew install coreutils', "Error: Your Command Line Tools are too outdated.\nUpdate them from Software Update in System Settings.\n\nIf that doesn't show you any updates, run:\n  sudo rm -rf /Library/Developer/CommandLineTools\n  sudo xcode-select --install", 1],
    ],
  },
  {
    machine: 'winbash', project: 'quill', start: '2026-04-14T10:20:00Z',
    steps: [
      ['fail', 'shipit-wrapper', 'shipit logs web --env stage', 'bash: shipit: command not found', 127],
      ['prompt', 'shipit-wrapper', 'that again? tools/shipit'],
      ['fail', 'x:rm-locked', 'rm -rf nimcache', "rm: cannot remove 'nimcache/@mquill.nim.c.o': Device or resource busy", 1],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-04-15T14:00:00Z',
    steps: [
      ['ok', 'sudo pacman -S --noconfirm nim'],
      ['fail', 'nim-pinned', 'nimble build', '  Verifying dependencies for quill@0.9.3\n     Error:  Unsatisfied dependency: nim (== 2.0.8)\n      Hint:  nim 2.2.0 found at /usr/bin/nim', 1],
      ['prompt', 'nim-pinned', 'why is there a pacman nim in /usr/bin now. the compiler comes from choosenim, 2.0.8. get rid of it'],
      ['fail', 'x:choosenim-download', 'choosenim update self', "Downloading choosenim-0.8.12_linux_amd64 from GitHub\n       Error: Couldn't download file from https://github.com/nim-lang/choosenim/releases/download/v0.8.12/choosenim-0.8.12_linux_amd64.\nResponse was: 503 Service Unavailable", 1],
      ['fail', 'dev-pg-port', 'pg_isready -h localhost', 'localhost:5432 - no response', 2],
      ['prompt', 'dev-pg-port', 'the dev one is -p 5433, like always'],
      ['fail', 'x:pg-down', 'pg_isready -h localhost -p 5433', 'localhost:5433 - no response', 2],
      ['ok', 'sudo systemctl start postgresql && pg_isready -h localhost -p 5433'],
    ],
  },
  {
    machine: 'mac2', project: 'quill', start: '2026-04-16T11:00:00Z',
    steps: [
      ['ok', 'nimpretty src/quill/render.nim'],
      ['prompt', 'nph-format', 'nph. NOT nimpretty. again.'],
      ['agent', 'nph-format', 'Formatted with nimpretty; quill is formatted with nph (CI runs nph --check), so use `nph src tests`.'],
      ['fail', 'x:nph-parse', 'nph src/quill/export.nim', 'src/quill/export.nim(142, 9) Error: invalid indentation\nnph: could not parse src/quill/export.nim, file left unchanged', 1],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-04-20T08:30:00Z',
    steps: [
      ['fail', 'migrate-task', 'psql -h localhost -p 5433 -U quill -v ON_ERROR_STOP=1 quill_dev -f migrations/0014_note_tags_index.sql', 'psql:migrations/0014_note_tags_index.sql:3: ERROR:  relation "note_tags" does not exist', 3, 'Apply the new migration'],
      ['prompt', 'migrate-task', 'ຢ່າລັນ migration ດ້ວຍ psql -f ເອງ, ໃຊ້ nimble migrate ມັນຈະບັນທຶກໃສ່ schema_migrations'],
      ['fail', 'nimble-build', 'nim c -d:release -o:bin/quill src/quill.nim && ./bin/quill sync', `${NIM_CONF('/home/dev')}\nHint: mm: orc; threads: on; opt: speed; options: -d:release\n71904 lines; 4.871s; 152.3MiB peakmem; proj: /home/dev/quill/src/quill.nim; out: /home/dev/quill/bin/quill [SuccessX]\n${NO_SSL('/home/dev', 'quill', 64)}`, 1],
      ['prompt', 'nimble-build', 'nimble build. bare nim c skips the ssl define'],
      ['fail', 'trunk-branch', 'git diff main...HEAD --stat', "fatal: ambiguous argument 'main...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['prompt', 'trunk-branch', "main doesn't exist here. again: trunk"],
    ],
  },
  {
    machine: 'mac', project: 'quill', start: '2026-04-22T09:00:00Z',
    steps: [
      ['prompt', 'lockfile', 'you bumped karax in quill.nimble but nimble.lock still says 1.3.3. nimble lock, commit both'],
      ['fail', 'sed-i-mac', 'sed -i "s|0.9.3|0.9.4|" src/quill/version.nim', 'sed: 1: "src/quill/version.nim": unterminated substitute in regular expression', 1],
      ['agent', 'sed-i-mac', "macOS sed -i needs a backup-suffix argument (sed -i '' …); without it BSD sed reads the script as the suffix."],
      ['prompt', 'x:release-notes', 'draft release notes for 0.9.4 from the commits since v0.9.3'],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-04-23T10:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf dist public\\app.js', PS51_PARAM('rm -rf dist public\\app.js', '-rf', 'Remove-Item'), 1],
      ['prompt', 'ps-rm-rf', "rm -rf doesn't exist in powershell. Remove-Item -Recurse -Force, every time 🙃"],
      ['fail', 'shipit-wrapper', 'shipit stage web', PS51_NOTFOUND('shipit stage web'), 1],
      ['prompt', 'shipit-wrapper', 'shipit ບໍ່ຢູ່ໃນ PATH, ໃຊ້ .\\tools\\shipit.ps1'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-04-24T15:00:00Z',
    steps: [
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean', 'ເປັນຫຍັງ quill.local.toml ຫາຍໄປອີກ?! ຢ່າໃຊ້ git clean -fdx ໃນ repo ນີ້'],
      ['fail', 'x:shipit-vpn', './tools/shipit stage web', 'shipit: cannot reach stage-1.quill.internal:22: dial tcp 10.40.0.11:22: i/o timeout (is the WireGuard tunnel up?)', 1],
      ['ok', './tools/shipit stage web'],
      ['fail', 'x:shipit-checksum', './tools/shipit promote web', 'shipit: checksum mismatch for quill-web-0.9.4.tar.gz on stage-2: expected 9f2c41d0…e7a1, got 41ab0c93…22f0 (artifact changed after staging?)', 4],
      ['ok', 'nimble install'],
      ['agent', 'nimble-install-d', "Ran bare `nimble install`, which built and installed quill into ~/.nimble/bin; for dependencies only it's `nimble install -d`."],
      ['fail', 'x:lock-checksum', 'nimble install -d', 'Downloading https://github.com/karaxnim/karax using git\n     Error:  Downloaded package checksum does not correspond to that in the lock file:\n  Package:           karax@1.4.0\n  Checksum:          3f1d2a9be0c4417d8e5b6a7c90f1e2d3c4b5a697\n  Expected checksum: 9b0a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b', 1],
      ['prompt', 'x:ssh-doc', 'write docs/deploy.md: how shipit reaches the servers (the deploy user, which keys, the WireGuard bit)'],
    ],
  },
  {
    machine: 'mac2', project: 'quill', start: '2026-04-27T09:40:00Z',
    steps: [
      ['fail', 'shipit-stage-first', './tools/shipit promote web --env prod', 'shipit: web has no staged release for 7c1e0b2 (trunk@HEAD); stage it first: shipit stage web', 3],
      ['prompt', 'shipit-stage-first', "Feumaidh tu shipit stage a dhèanamh an toiseach, an uairsin promote."],
      ['prompt', 'no-ssh-prod', "and please don't scp binaries onto web-2 to 'test quickly'. everything goes through shipit"],
      ['agent', 'no-ssh-prod', 'Copied a binary to web-2 with scp; prod hosts are only touched through tools/shipit (stage, promote, logs), never ssh or scp.'],
    ],
  },
  {
    machine: 'mac', project: 'quill', start: '2026-05-04T10:00:00Z',
    steps: [
      ['ok', 'nimble build -d:danger'],
      ['prompt', 'no-danger', "Chan e -d:danger a th' againn airson release, 's e -d:release."],
      ['agent', 'no-danger', 'Built with -d:danger; quill release builds use -d:release (danger switches off bounds and overflow checks).'],
      ['ok', 'brew install nim'],
      ['prompt', 'nim-pinned', 'nim ເຮົາ pin ໄວ້ 2.0.8 ຜ່ານ choosenim, ບໍ່ຕ້ອງ brew install nim'],
      ['prompt', 'x:force-flag-request', 'add a --force flag to `quill export` that overwrites existing files instead of bailing'],
    ],
  },
];
