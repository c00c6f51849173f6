// Half ZO, written blind: "sprocket", a Deno 2 / Fresh web app on Deno KV and Turso (libSQL), a
// Python 3.12 scraper beside it (uv, pipx), deployed to Deno Deploy from GitHub Actions (ubuntu
// runners and an Alpine container job). macOS (zsh, Homebrew) and Arch (bash, some fish); the team
// writes English, Swedish and Hebrew, with the odd Finnish word.

const NPM_NO_PKG = (home) => `npm error code ENOENT\nnpm error syscall open\nnpm error path ${home}/sprocket/package.json\nnpm error errno -2\nnpm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '${home}/sprocket/package.json'\nnpm error enoent This is related to npm not being able to find a file.\nnpm error enoent\nnpm error A complete log of this run can be found in: ${home}/.npm/_logs/2026-03-02T08_44_12_301Z-debug-0.log`;
const NODE_JSR = `node:internal/modules/esm/load:256\n    throw new ERR_UNSUPPORTED_ESM_URL_SCHEME(parsed, schemes);\n          ^\n\nError [ERR_UNSUPPORTED_ESM_URL_SCHEME]: Only URLs with a scheme in: file, data, and node are supported by the default ESM loader. Received protocol 'jsr:'\n    at throwIfUnsupportedURLScheme (node:internal/modules/esm/load:256:11)\n    at defaultLoad (node:internal/modules/esm/load:138:3)\n    at async ModuleLoader.load (node:internal/modules/esm/loader:580:7) {\n  code: 'ERR_UNSUPPORTED_ESM_URL_SCHEME'\n}\n\nNode.js v24.11.1`;
const OPENKV = (file) => `error: Uncaught (in promise) TypeError: Deno.openKv is not a function\nexport const kv = await Deno.openKv();\n                             ^\n    at file://${file}:3:30`;
const OPENKV_TEST = `running 0 tests from ./tests/session_test.ts\nerror: TypeError: Deno.openKv is not a function\nexport const kv = await Deno.openKv();\n                             ^\n    at file:///workspace/lib/kv.ts:3:30\n    at async file:///workspace/tests/session_test.ts:2:1\n\nerror: Test failed`;
const PEP668_ARCH = `error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try 'pacman -S\n    python-xyz', where xyz is the package you are trying to\n    install.\n    \n    If you wish to install a non-Arch-packaged Python package,\n    create a virtual environment using 'python -m venv path/to/venv'.\n    Then use path/to/venv/bin/python and path/to/venv/bin/pip.\n    \n    If you wish to install a non-Arch packaged Python application,\n    it may be easiest to use 'pipx install xyz', which will manage a\n    virtual environment for you. Make sure you have python-pipx\n    installed via pacman.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.`;
const PEP668_BREW = `error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try brew install\n    xyz, where xyz is the package you are trying to\n    install.\n    \n    If you wish to install a Python library that isn't in Homebrew,\n    use a virtual environment:\n    \n    python3 -m venv path/to/venv\n    source path/to/venv/bin/activate\n    python3 -m pip install xyz\n    \n    If you wish to install a Python application that isn't in Homebrew,\n    it may be easiest to use 'pipx install xyz', which will manage a\n    virtual environment for you. You can install pipx with\n    \n    brew install pipx\n    \n    You may restore the old behavior of pip by passing\n    the '--break-system-packages' flag to pip, or by adding\n    'break-system-packages = true' to your pip.conf file. The latter\n    will permanently disable this error.\n    \n    If you disable this error, we STRONGLY recommend that you additionally\n    pass the '--user' flag to pip, or set 'user = true' in your pip.conf\n    file. Failure to do this can result in a broken Homebrew installation.\n    \n    Read more about this behavior here: <https://peps.python.org/pep-0668/>\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.`;
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BUSYBOX_GREP = 'grep: unrecognized option: P\nBusyBox v1.37.0 (2025-01-17 18:12:01 UTC) multi-call binary.\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...\n\nSearch for PATTERN in FILEs (or stdin)';
const GH006 = `Enumerating objects: 11, done.\nCounting objects: 100% (11/11), done.\nDelta compression using up to 16 threads\nCompressing objects: 100% (6/6), done.\nWriting objects: 100% (6/6), 1.02 KiB | 1.02 MiB/s, done.\nTotal 6 (delta 4), reused 0 (delta 0), pack-reused 0\nremote: error: GH006: Protected branch update failed for refs/heads/trunk.\nremote: \nremote: - Cannot force-push to this branch\nTo github.com:sprocket-dev/sprocket.git\n ! [remote rejected] trunk -> trunk (protected branch hook declined)\nerror: failed to push some refs to 'github.com:sprocket-dev/sprocket.git'`;
const TSC_NOT = `npm warn exec The following package was not found and will be installed: tsc@2.0.4\n\n                                                                               \n                This is not the tsc command you are looking for                \n                                                                               \n\nTo get access to the TypeScript compiler, tsc, from the command line either:\n\n- Use npm install typescript to first add TypeScript to your project before using npx\n- Use yarn to avoid accidentally running code from un-installed packages`;
const ESLINT9 = `\nOops! Something went wrong! :(\n\nESLint: 9.36.0\n\nESLint couldn't find an eslint.config.(js|mjs|cjs) file.\n\nFrom ESLint v9.0.0, the default configuration file is now eslint.config.js.\nIf you are using a .eslintrc.* file, please follow the migration guide\nto update your configuration file to the new format:\n\nhttps://eslint.org/docs/latest/use/configure/migration-guide\n\nIf you still have problems after following the migration guide, please stop by\nhttps://eslint.org/chat/help to chat with the team.`;
const DENO_TEST_FAIL = `running 4 tests from ./tests/prices_test.ts\nparsePrice reads plain numbers ... ok (1ms)\nparsePrice handles kronor ... FAILED (3ms)\nformatPrice uses two decimals ... ok (0ms)\nlatestPrice reads from KV ... ok (9ms)\n\n ERRORS \n\nparsePrice handles kronor => ./tests/prices_test.ts:14:6\nerror: AssertionError: Values are not equal.\n\n\n    [Diff] Actual / Expected\n\n\n-   129900\n+   1299\n\n\n  throw new AssertionError(message);\n        ^\n    at assertEquals (https://jsr.io/@std/assert/1.0.13/equals.ts:64:9)\n    at file:///home/dev/sprocket/tests/prices_test.ts:15:3\n\n FAILURES \n\nparsePrice handles kronor => ./tests/prices_test.ts:14:6\n\nFAILED | 3 passed | 1 failed (41ms)\n\nerror: Test failed`;
const PYTEST_FAIL = `============================= test session starts ==============================\nplatform linux -- Python 3.12.8, pytest-8.3.4, pluggy-1.5.0\nrootdir: /home/dev/sprocket/scraper\nconfigfile: pyproject.toml\ncollected 14 items\n\ntests/test_parse.py ........F.....                                       [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_parse_price_sek _____________________________\n\n    def test_parse_price_sek():\n>       assert parse_price("1 299,00 kr") == Decimal("1299.00")\n\ntests/test_parse.py:41: \n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\n\n    def parse_price(raw: str) -> Decimal:\n>       return Decimal(raw.replace("kr", "").strip())\nE       decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n\nsprocket_scraper/parse.py:18: InvalidOperation\n=========================== short test summary info ============================\nFAILED tests/test_parse.py::test_parse_price_sek - decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n========================= 1 failed, 13 passed in 0.38s =========================`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'sprocket', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'deno-task', 'npm run dev', NPM_NO_PKG('/Users/ana'), 254, 'Start the dev server'],
      ['prompt', 'deno-task', "there's no package.json, it's a deno project. deno task dev"],
      ['ok', 'deno task dev'],
      ['fail', 'kv-unstable', 'deno run --allow-net --allow-env --allow-read main.ts', OPENKV('/Users/ana/sprocket/lib/kv.ts'), 1, 'Run the server directly'],
      ['agent', 'kv-unstable', 'Ran main.ts with plain `deno run`, so Deno.openKv was undefined (KV is still behind --unstable-kv); start it with `deno task start`, which passes --unstable-kv.'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the KV-backed session store under Unreleased'],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-03-02T13:10:00Z',
    steps: [
      ['fail', 'uv-not-pip', 'pip install -r scraper/requirements.txt', PEP668_ARCH, 1, 'Install scraper dependencies'],
      ['prompt', 'uv-not-pip', 'requirements.txt is a leftover, the scraper moved to uv months ago. uv sync'],
      ['fail', 'scraper-dir', 'uv sync', 'error: No `pyproject.toml` found in current directory or any parent directory', 2],
      ['prompt', 'scraper-dir', 'the python project is scraper/, not the repo root. cd scraper or uv --directory scraper'],
      ['ok', 'uv --directory scraper sync'],
    ],
  },
  {
    machine: 'ci', project: 'sprocket', start: '2026-03-03T07:55:00Z',
    steps: [
      ['fail', 'alpine-bash', 'bash scripts/check.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'alpine-bash', 'The alpine container job has no bash; scripts/check.sh has to be plain POSIX sh and be run with `sh`.'],
      ['fail', 'alpine-apk', 'apt-get update && apt-get install -y sqlite', '/bin/sh: apt-get: not found', 127],
      ['agent', 'alpine-apk', 'apt-get does not exist in the alpine image; packages are installed with `apk add --no-cache <pkg>`.'],
      ['ok', 'apk add --no-cache sqlite'],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-03-03T09:30:00Z',
    steps: [
      ['fail', 'bsd-sed', `sed -i 's/"version": "0.3.1"/"version": "0.3.2"/' deno.json`, 'sed: 1: "deno.json": extra characters at the end of d command', 1, 'Bump the version'],
      ['prompt', 'bsd-sed', "mac sed, it wants -i ''"],
      ['fail', 'gnu-date', "date -d '7 days ago' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'gnu-date', 'date -d finns inte på mac, kör date -v-7d +%F (eller gdate om du vill ha GNU)'],
      ['prompt', 'x:iso-dates', "the scraper's exported dates should be ISO 8601 with a timezone, not 3/3/26"],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git checkout main && git pull', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'trunk-branch', "we're on trunk here"],
      ['ok', 'git checkout trunk && git pull --rebase'],
      ['fail', 'x:deno-test-fail', 'deno task test', DENO_TEST_FAIL, 1, 'Run the test suite'],
    ],
  },
  {
    machine: 'mac', project: 'sprocket', start: '2026-03-04T14:20:00Z',
    steps: [
      ['fail', 'turso-dbname', 'turso db shell sprocket "select count(*) from items"', 'Error: database sprocket not found. List known databases using turso db list', 1],
      ['prompt', 'turso-dbname', 'dev db is sprocket-dev'],
      ['fail', 'x:turso-dns', 'turso db shell sprocket-dev ".tables"', 'Error: failed to get database: Get "https://api.turso.tech/v1/organizations/sprocket/databases/sprocket-dev": dial tcp: lookup api.turso.tech: no such host', 1],
      ['prompt', 'x:wifi-retry', 'hotel wifi died for a sec, try again'],
      ['ok', 'turso db shell sprocket-dev ".tables"'],
    ],
  },
  {
    machine: 'codex', project: 'sprocket', start: '2026-03-05T08:10:00Z',
    steps: [
      ['fail', 'deno-add-prefix', 'deno add zod', 'error: zod is missing a prefix. Did you mean `deno add npm:zod`?', 1],
      ['ok', 'deno add npm:zod'],
      ['fail', 'deno-lint-fmt', 'npx prettier --check .', 'npm warn exec The following package was not found and will be installed: prettier@3.6.2\nChecking formatting...\n[warn] islands/PriceChart.tsx\n[warn] routes/index.tsx\n[warn] routes/api/prices.ts\n[warn] Code style issues found in 3 files. Run Prettier with --write to fix.', 1],
      ['prompt', 'deno-lint-fmt', 'prettier isnt our formatter, deno fmt is (options are in deno.json). those warnings are noise'],
      ['ok', 'deno fmt --check'],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-03-05T15:00:00Z',
    steps: [
      ['fail', 'python-mac', 'python scraper/sprocket_scraper/cli.py --dry-run', '(eval):1: command not found: python', 127],
      ['prompt', 'python-mac', 'python3. macs dont have a bare python'],
      ['fail', 'uv-run-pytest', 'cd scraper && pytest -q', '(eval):1: command not found: pytest', 127],
      ['prompt', 'uv-run-pytest', 'pytest מותקן רק בתוך ה-venv של הסקרייפר, תריץ uv run pytest'],
      ['ok', 'cd scraper && uv run pytest -q'],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-03-06T09:00:00Z',
    steps: [
      ['ok', 'cat .env.local'],
      ['prompt', 'no-print-secrets', "whoa, don't dump .env.local into the chat. the turso token is in there and this transcript is saved"],
      ['fail', 'x:deno-perm-read', 'deno task start', 'Task start deno run --unstable-kv --allow-net --allow-env --allow-read=./static,./_fresh main.ts\nerror: Uncaught (in promise) NotCapable: Requires read access to "./data/categories.json", run again with the --allow-read flag\n    const raw = await Deno.readTextFile("./data/categories.json");\n                           ^\n    at Object.readTextFile (ext:deno_fs/30_fs.js:779:24)\n    at file:///home/dev/sprocket/lib/categories.ts:4:28', 1],
      ['prompt', 'x:start-read-allowlist', 'add ./data to the --allow-read list of the start task, that file is new'],
    ],
  },
  {
    machine: 'ci', project: 'sprocket', start: '2026-03-06T12:00:00Z',
    steps: [
      ['fail', 'kv-unstable', 'deno test --allow-net --allow-env --allow-read tests/', OPENKV_TEST, 1],
      ['agent', 'kv-unstable', 'The workflow step called `deno test` without --unstable-kv and every KV test died; it should call `deno task test`, which carries the flag.'],
      ['fail', 'x:lockfile-outdated', 'deno install --frozen', 'error: The lockfile is out of date. Run `deno install --frozen=false`, or rerun with `--frozen=false` to update it.\nchanges:\n 14 | -    "npm:zod@3.24.1": "3.24.1",\n 15 | +    "npm:zod@3.25.76": "3.25.76",', 1],
      ['ok', 'deno task test'],
    ],
  },
  {
    machine: 'mac', project: 'sprocket', start: '2026-03-09T08:30:00Z',
    steps: [
      ['fail', 'timeout-mac', 'timeout 20 deno task test', '(eval):1: command not found: timeout', 127],
      ['prompt', 'timeout-mac', 'no timeout on macOS. brew coreutils is installed, it is gtimeout'],
      ['fail', 'stat-mac', 'stat -c %s _fresh/static/client.js', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check bundle size'],
      ['agent', 'stat-mac', 'BSD stat on macOS has no -c; file size is `stat -f %z <file>` (or gstat -c from coreutils).'],
      ['ok', 'stat -f %z _fresh/static/client.js'],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-03-09T13:40:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin trunk', GH006, 1],
      ['prompt', 'force-push', 'NEVER force push trunk. it is protected for a reason, revert the commit instead'],
      ['prompt', 'x:branch-off-trunk', 'make a branch feat/price-history off trunk and push it'],
      ['ok', 'git switch -c feat/price-history trunk && git push -u origin feat/price-history'],
      ['fail', 'uv-run-pytest', 'pytest scraper/tests', '/bin/bash: line 1: pytest: command not found', 127],
      ['prompt', 'uv-run-pytest', 'pytest is in the venv. uv run'],
      ['prompt', 'x:fish-activate', "btw some of us are on fish, the README should mention source .venv/bin/activate.fish too"],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-03-10T09:15:00Z',
    steps: [
      ['fail', 'deno-task', 'npm test', NPM_NO_PKG('/Users/kai'), 254],
      ['prompt', 'deno-task', 'det finns ingen package.json här, allt går via deno task (deno task test)'],
      ['fail', 'deno-check', 'npx tsc --noEmit', TSC_NOT, 1, 'Type-check the project'],
      ['prompt', 'deno-check', 'deno check main.ts. no tsc in this repo'],
      ['fail', 'x:deno-check-real', 'deno check main.ts', "Check file:///Users/kai/sprocket/main.ts\nTS2339 [ERROR]: Property 'currency' does not exist on type 'PriceRow'.\n  return `${row.amount} ${row.currency}`;\n                              ~~~~~~~~\n    at file:///Users/kai/sprocket/lib/format.ts:7:31\n\nerror: Type checking failed.", 1],
    ],
  },
  {
    machine: 'codex', project: 'sprocket', start: '2026-03-11T08:00:00Z',
    steps: [
      ['ok', 'turso db shell sprocket-dev < migrations/0007_price_history.sql'],
      ['prompt', 'db-migrate-task', "migrations go through deno task db:migrate, it writes the _migrations row. piping the sql into turso db shell skips that"],
      ['fail', 'x:migration-conflict', 'deno task db:migrate', 'Task db:migrate deno run --allow-net --allow-env --allow-read=./migrations scripts/migrate.ts\napplying 0007_price_history.sql\nerror: Uncaught (in promise) LibsqlError: SQLITE_ERROR: table price_history already exists\n    at mapHranaError (file:///home/dev/.cache/deno/npm/registry.npmjs.org/@libsql/client/0.15.4/lib-esm/hrana.js:279:16)', 1],
      ['agent', 'db-migrate-task', 'Applied a migration by piping SQL into `turso db shell`; migrations must only be applied with `deno task db:migrate` so _migrations stays in sync.'],
    ],
  },
  {
    machine: 'mac', project: 'sprocket', start: '2026-03-12T09:00:00Z',
    steps: [
      ['fail', 'grep-P', "grep -rnP '\\bopenKv\\(' lib routes", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'bsd grep, no -P. rg is installed'],
      ['ok', "rg -n 'openKv\\(' lib routes"],
      ['fail', 'find-printf', "find routes -name '*.tsx' -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', 'ל-find במק אין ‎-printf. תעשה ‎-exec stat -f או gfind'],
    ],
  },
  {
    machine: 'ci', project: 'sprocket', start: '2026-03-12T11:30:00Z',
    steps: [
      ['fail', 'alpine-bash', './scripts/check.sh', '/bin/sh: ./scripts/check.sh: not found', 127],
      ['agent', 'alpine-bash', 'check.sh starts with #!/bin/bash, which alpine does not have, hence the confusing "not found"; the shebang must be #!/bin/sh and the script POSIX.'],
      ['fail', 'grep-P', `grep -P '^\\s*"version"' deno.json`, BUSYBOX_GREP, 1],
      ['agent', 'grep-P', 'busybox grep in the alpine image has no -P; use grep -E (and [[:space:]] for \\s).'],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-03-13T08:20:00Z',
    steps: [
      ['fail', 'base64-w', 'base64 -w0 .github/fixtures/ca.pem', 'base64: invalid option -- w\nUsage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]\n  -b, --break       break encoded string into num character lines\n  -Dd, --decode     decodes input\n  -h, --help        display this message\n  -i, --input       input file (default: "-" for stdin)\n  -o, --output      output file (default: "-" for stdout)', 1],
      ['prompt', 'base64-w', "-w0 is a GNU thing. mac base64 doesn't wrap by default, just drop it"],
      ['fail', 'bsd-sed', "sed -i 's#https://deno.land/std@0.224.0/#@std/#' main.ts", 'sed: 1: "main.ts": invalid command code m', 1],
      ['prompt', 'bsd-sed', "the sed thing again -_- sed -i '' on mac"],
      ['prompt', 'std-jsr', "and std doesn't come from deno.land urls anymore, it's jsr:@std in the imports of deno.json and the files just say @std/..."],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'pipx-tools', 'sudo pip install pre-commit', 'sudo: pip: command not found', 1],
      ['prompt', 'pipx-tools', 'pre-commit kommer från pipx hos oss, pipx install pre-commit'],
      ['ok', 'pipx install pre-commit'],
      ['prompt', 'x:precommit-hook', 'now add a pre-commit config that runs deno fmt --check and ruff on scraper/, kiitos'],
    ],
  },
  {
    machine: 'codex', project: 'sprocket', start: '2026-03-17T08:30:00Z',
    steps: [
      ['fail', 'deno-task', 'node scripts/seed.ts', NODE_JSR, 1],
      ['agent', 'deno-task', 'Ran scripts/seed.ts with node; it is a Deno script with jsr: imports, run it as `deno task seed`.'],
      ['fail', 'turso-dbname', 'turso db shell sprocket_dev ".schema items"', 'Error: database sprocket_dev not found. List known databases using turso db list', 1],
      ['agent', 'turso-dbname', 'The dev database is named `sprocket-dev` with a hyphen (turso db list: sprocket-dev, sprocket-prod).'],
      ['ok', 'turso db shell sprocket-dev ".schema items"'],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-03-18T09:40:00Z',
    steps: [
      ['fail', 'uv-not-pip', 'pip3 install httpx', PEP668_BREW, 1],
      ['prompt', 'uv-not-pip', 'nej, inte pip. uv add httpx i scraper/ så hamnar det i uv.lock'],
      ['fail', 'x:uv-network', 'uv --directory scraper add httpx', 'error: Failed to fetch: `https://pypi.org/simple/httpx/`\n  Caused by: Request failed after 3 retries\n  Caused by: error sending request for url (https://pypi.org/simple/httpx/)\n  Caused by: client error (Connect)\n  Caused by: dns error: failed to lookup address information: nodename nor servname provided, or not known', 2],
      ['ok', 'uv --directory scraper add httpx'],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-03-19T10:00:00Z',
    steps: [
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean', 'you ran git clean -fdx?! that took .env.local and scraper/.venv with it. -x is off limits in this repo'],
      ['prompt', 'x:env-example', 'add TURSO_DATABASE_URL and TURSO_AUTH_TOKEN to .env.example with placeholder values so this is easier next time'],
    ],
  },
  {
    machine: 'mac', project: 'sprocket', start: '2026-03-20T08:30:00Z',
    steps: [
      ['ok', 'deployctl deploy --project=sprocket --prod --entrypoint=main.ts'],
      ['prompt', 'deploy-via-ci', 'did you just push prod from my laptop?? prod goes out from the Actions workflow when trunk is green. previews only from here'],
      ['ok', 'deployctl deploy --project=sprocket --entrypoint=main.ts'],
      ['ok', 'deno run -A --unstable-kv scripts/backfill.ts'],
      ['prompt', 'no-allow-all', '-A? we spell permissions out, look at how the tasks in deno.json do it'],
      ['fail', 'timeout-mac', 'timeout 5 curl -s localhost:8000/api/health', 'zsh: command not found: timeout', 127],
      ['prompt', 'timeout-mac', 'gtimeout. or just curl -m 5'],
      ['prompt', 'x:health-endpoint', 'the health endpoint should also report whether KV and turso are reachable'],
    ],
  },
  {
    machine: 'ci', project: 'sprocket', start: '2026-03-20T13:00:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git fetch origin main && git diff --name-only origin/main...HEAD', "fatal: couldn't find remote ref main", 128],
      ['agent', 'trunk-branch', 'The default branch of this repo is trunk, not main; diff against origin/trunk.'],
      ['fail', 'x:deno-lint-real', 'deno lint', "error[no-unused-vars]: `kv` is never used\n --> /workspace/routes/api/prices.ts:4:7\n  | \n4 | const kv = await openKv();\n  |       ^^\n  = hint: If this is intentional, prefix it with an underscore like `_kv`\n\n  docs: https://docs.deno.com/lint/rules/no-unused-vars\n\n\nFound 1 problem\nChecked 43 files", 1],
      ['ok', 'deno fmt --check'],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-03-23T09:00:00Z',
    steps: [
      ['fail', 'gnu-date', 'date --iso-8601=seconds', `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['agent', 'gnu-date', 'macOS date has no GNU options (--iso-8601, -d); use `date -u +%Y-%m-%dT%H:%M:%SZ`, `date -v-7d`, or gdate.'],
      ['fail', 'stat-mac', 'stat --format=%Y deno.lock', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-mac', 'שוב GNU stat 🙄 במק זה stat -f %m'],
      ['prompt', 'x:scraper-backoff', 'תוסיף בבקשה retry עם backoff לסקרייפר כשהאתר מחזיר 429'],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-03-24T08:40:00Z',
    steps: [
      ['fail', 'scraper-dir', 'uv run pytest', 'error: Failed to spawn: `pytest`\n  Caused by: No such file or directory (os error 2)', 2],
      ['prompt', 'scraper-dir', 'wrong dir again, the pyproject is in scraper/'],
      ['fail', 'x:pytest-real', 'uv --directory scraper run pytest -q', PYTEST_FAIL, 1],
    ],
  },
  {
    machine: 'codex', project: 'sprocket', start: '2026-03-25T09:00:00Z',
    steps: [
      ['fail', 'deno-add-prefix', 'deno install @std/assert', 'error: @std/assert is missing a prefix. Did you mean `deno install jsr:@std/assert`?', 1],
      ['agent', 'deno-add-prefix', 'Deno 2 wants a registry prefix on packages: `deno add jsr:@std/assert`, `deno add npm:<pkg>`.'],
      ['ok', 'deno add jsr:@std/assert'],
      ['agent', 'std-jsr', 'Imported std from https://deno.land/std@0.224.0/...; std lives on JSR, so it belongs in the deno.json import map and files import bare `@std/...`.'],
      ['fail', 'pipx-tools', 'pip install --user ruff', PEP668_ARCH, 1],
      ['agent', 'pipx-tools', 'Tried `pip install --user ruff`; CLI tools like ruff and pre-commit are installed with pipx (`pipx install ruff`), not pip.'],
    ],
  },
  {
    machine: 'mac', project: 'sprocket', start: '2026-03-26T10:00:00Z',
    steps: [
      ['prompt', 'force-push', "no no no, we don't rewrite trunk. git revert the bad commit and push that"],
      ['agent', 'force-push', 'Was about to `git push --force` to trunk to drop a commit; trunk is protected and never rewritten, undo with `git revert`.'],
      ['prompt', 'x:force-own-branch', "rebase feat/kv-cache on trunk and force-with-lease it, it's only my branch"],
      ['ok', 'git rebase origin/trunk && git push --force-with-lease origin feat/kv-cache'],
      ['fail', 'x:push-nonff', 'git push origin trunk', "To github.com:sprocket-dev/sprocket.git\n ! [rejected]        trunk -> trunk (fetch first)\nerror: failed to push some refs to 'github.com:sprocket-dev/sprocket.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-03-27T09:30:00Z',
    steps: [
      ['fail', 'x:arch-apt', 'sudo apt install sqlite3', 'sudo: apt: command not found', 1],
      ['ok', 'printenv | grep TURSO'],
      ['prompt', 'no-print-secrets', 'skriv aldrig ut tokens i terminalen, loggen sparas. kolla bara att variabeln finns: [ -n "$TURSO_AUTH_TOKEN" ]'],
      ['prompt', 'x:readme-sv', 'kan du uppdatera README:n med hur man kör scrapern lokalt?'],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-03-30T08:00:00Z',
    steps: [
      ['fail', 'deno-lint-fmt', 'npx eslint routes islands', ESLINT9, 2],
      ['prompt', 'deno-lint-fmt', "deno lint. there's no eslint config because there's no eslint"],
      ['prompt', 'fresh-gen', 'fresh.gen.ts is generated, hand edits get overwritten the next time the dev server starts'],
      ['ok', 'deno task manifest'],
    ],
  },
  {
    machine: 'ci', project: 'sprocket', start: '2026-03-31T07:40:00Z',
    steps: [
      ['fail', 'alpine-apk', 'apt install -y curl', '/bin/sh: apt: not found', 127],
      ['agent', 'alpine-apk', 'Container job runs alpine: `apk add --no-cache curl`, there is no apt.'],
      ['fail', 'x:apk-nosuchpkg', 'apk add --no-cache libsql', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.21/main/x86_64/APKINDEX.tar.gz\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.21/community/x86_64/APKINDEX.tar.gz\nERROR: unable to select packages:\n  libsql (no such package):\n    required by: world[libsql]', 1],
      ['fail', 'alpine-bash', 'sh scripts/check.sh', 'scripts/check.sh: line 4: shopt: not found', 127],
      ['agent', 'alpine-bash', 'check.sh still used bash-only `shopt -s globstar`; the alpine job runs it under busybox sh, so keep it POSIX.'],
    ],
  },
  {
    machine: 'mac', project: 'sprocket', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'base64-w', 'base64 -w 0 -i .github/fixtures/ca.pem', 'base64: invalid argument -w\nUsage:\tbase64 [-hvDd] [-b num] [-i in_file] [-o out_file]', 64],
      ['agent', 'base64-w', 'macOS base64 has no -w (and does not wrap unless -b is given); `base64 -i file` is enough.'],
      ['fail', 'find-printf', "find scraper/out -type f -printf '%TY-%Tm-%Td %p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['agent', 'find-printf', "BSD find has no -printf; on macOS use `find … -exec stat -f '%Sm %N' {} +` or gfind."],
      ['prompt', 'x:finnish-tests', 'hyvä. lisää pari testiä for the ISO date output too'],
    ],
  },
  {
    machine: 'codex', project: 'sprocket', start: '2026-04-02T08:20:00Z',
    steps: [
      ['fail', 'turso-destroy', 'turso db destroy sprocket-dev --yes', 'Error: you do not have permission to destroy databases in organization sprocket (role: member)', 1, 'Reset the dev database'],
      ['prompt', 'turso-destroy', 'אסור למחוק דאטאבייסים, גם לא את dev. צריך דאטא נקי? turso db create sprocket-scratch --from-db sprocket-dev'],
      ['agent', 'turso-destroy', 'Tried `turso db destroy` to reset sprocket-dev; databases are never destroyed, make a throwaway copy with `turso db create <name> --from-db sprocket-dev`.'],
      ['fail', 'x:turso-login', 'turso db list', 'Error: user not logged in, please login with turso auth login', 1],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-04-03T10:15:00Z',
    steps: [
      ['fail', 'python-mac', 'python -m venv .venv', 'zsh: command not found: python', 127],
      ['prompt', 'python-mac', "python again. it's python3 on the macs, though really uv venv does this for you"],
      ['fail', 'x:sed-typo', "sed -i '' 's/Sprocket/sprocket/' routes/indx.tsx", 'sed: routes/indx.tsx: No such file or directory', 1],
      ['ok', "sed -i '' 's/Sprocket/sprocket/' routes/index.tsx"],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-04-06T09:10:00Z',
    steps: [
      ['fail', 'kv-unstable', 'deno run --unstable --allow-net --allow-env main.ts', 'error: The `--unstable` flag has been removed in Deno 2.0. Use granular `--unstable-*` flags instead.\nLearn more at: https://docs.deno.com/runtime/manual/tools/unstable_flags', 1],
      ['prompt', 'kv-unstable', 'its --unstable-kv since deno 2. or just deno task start, that has it'],
      ['agent', 'deploy-via-ci', 'Deployed to production with `deployctl --prod` from a dev machine; production only ships from the GitHub Actions workflow on trunk.'],
      ['fail', 'x:deployctl-module', 'deployctl deploy --project=sprocket --entrypoint=main.ts', "ℹ Using config file '/home/dev/sprocket/deno.json'\n✔ Deploying to project sprocket.\n✔ Entrypoint: /home/dev/sprocket/main.ts\nℹ Uploading all files from the current dir (/home/dev/sprocket)\n✔ Found 97 assets.\n✔ Uploaded 2 new assets.\n✖ Deployment failed.\nerror: The deployment failed: Module not found \"file:///src/islands/PriceChart.tsx\".", 1],
    ],
  },
  {
    machine: 'mac', project: 'sprocket', start: '2026-04-07T08:45:00Z',
    steps: [
      ['fail', 'trunk-branch', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'trunk-branch', 'basen är trunk. som vanligt'],
      ['ok', 'turso db shell sprocket-dev < migrations/0009_price_index.sql'],
      ['prompt', 'db-migrate-task', 'same as last week — deno task db:migrate, not the shell'],
      ['fail', 'x:gtimeout-124', 'gtimeout 60 deno task e2e', 'Task e2e deno test --unstable-kv --allow-net --allow-env --allow-run tests/e2e/\nrunning 6 tests from ./tests/e2e/checkout_test.ts\ncheckout flow ...', 124],
    ],
  },
  {
    machine: 'codex', project: 'sprocket', start: '2026-04-08T09:30:00Z',
    steps: [
      ['ok', 'git clean -fdx && deno task build'],
      ['agent', 'git-clean', 'Ran `git clean -fdx`, which deletes the ignored .env.local and scraper/.venv; never use -x here, `git clean -fdn` to look first.'],
      ['fail', 'uv-not-pip', 'pip install beautifulsoup4', PEP668_ARCH, 1],
      ['agent', 'uv-not-pip', 'Scraper dependencies are managed by uv: `uv add beautifulsoup4` in scraper/, never pip.'],
      ['ok', 'deno run -A scripts/export_csv.ts'],
      ['agent', 'no-allow-all', 'Ran a script with -A; this project grants explicit permissions (--allow-net=…, --allow-read=…), never --allow-all.'],
      ['agent', 'no-print-secrets', 'Printed TURSO_AUTH_TOKEN while debugging; secrets are never echoed, only checked for presence.'],
    ],
  },
  {
    machine: 'linux', project: 'sprocket', start: '2026-04-10T08:30:00Z',
    steps: [
      ['fail', 'deno-check', 'tsc --noEmit -p .', '/bin/bash: line 1: tsc: command not found', 127],
      ['agent', 'deno-check', 'There is no TypeScript compiler install here; type-checking is `deno check main.ts` (deno task check).'],
      ['fail', 'x:task-typo', 'deno task strat', 'error: Task not found: strat\nAvailable tasks:\n- start\n    deno run --unstable-kv --allow-net --allow-env --allow-read=./static,./_fresh,./data main.ts\n- dev\n    deno run --unstable-kv --allow-net --allow-env --allow-read --allow-write=./_fresh --watch=static/,routes/ dev.ts\n- test\n    deno test --unstable-kv --allow-net --allow-env --allow-read', 1],
      ['ok', 'deno task start'],
      ['prompt', 'no-allow-all', 'no -A please, not even for one-off scripts'],
      ['prompt', 'git-clean', 'kör inte git clean med -x, .env.local är ignorerad och försvinner. -n först'],
      ['prompt', 'turso-destroy', 'and remember: no turso db destroy, ever. not even on scratch dbs someone else made'],
      ['agent', 'fresh-gen', 'Hand-edited fresh.gen.ts to register a route; it is generated, regenerate it with `deno task manifest` instead.'],
    ],
  },
  {
    machine: 'mac', project: 'sprocket', start: '2026-04-13T09:20:00Z',
    steps: [
      ['ok', 'cat deno.json | head -40'],
      ['fail', 'bsd-sed', "sed -i 's/\"tabWidth\": 4/\"tabWidth\": 2/' scraper/pyproject.toml deno.json", 'sed: 1: "scraper/pyproject.toml": unterminated substitute in regular expression', 1],
      ['agent', 'bsd-sed', "BSD sed on macOS takes the argument after -i as the backup suffix; write `sed -i '' 's/…/…/' file` (or gsed -i)."],
      ['prompt', 'std-jsr', 'deno.land/std is dead to us. @std from jsr, via the import map'],
      ['fail', 'timeout-mac', 'timeout 30 deno task e2e', 'zsh: command not found: timeout', 127],
      ['prompt', 'timeout-mac', 'that again? gtimeout, like last time'],
    ],
  },
  {
    machine: 'mac2', project: 'sprocket', start: '2026-04-16T09:00:00Z',
    steps: [
      ['fail', 'gnu-date', 'date -d @1775000000 +%F', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'gnu-date', 'same as yesterday. mac date: -r for epoch seconds'],
      ['fail', 'pipx-tools', 'pip3 install --user ruff', PEP668_BREW, 1],
      ['prompt', 'pipx-tools', 'ruff: pipx install ruff. pip --user on brew python is a no go'],
      ['fail', 'deno-add-prefix', 'deno add preact-render-to-string', 'error: preact-render-to-string is missing a prefix. Did you mean `deno add npm:preact-render-to-string`?', 1],
      ['prompt', 'deploy-via-ci', 'ingen deploy --prod härifrån. prod = merge till trunk, workflowen sköter deployctl'],
      ['prompt', 'x:rate-limit', 'add rate limiting to /api/prices, typ 60 req/min per IP, counters in KV'],
    ],
  },
];
