// Half A of the evaluation corpus: the development half, tuned on. One project ("shop", a
// TypeScript + Python service) worked on from macOS laptops (zsh) and Linux boxes (bash, Claude
// Code and Codex) over five weeks. Lesson labels name what was taught; `x:` labels are one-offs
// that share words with a lesson but are another problem, or ordinary requests.
const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const XARGS_USAGE = 'usage: xargs [-0opt] [-E eofstr] [-I replstr [-R replacements] [-S replsize]]\n             [-J replstr] [-L number] [-n number [-x]] [-P maxprocs]\n             [-s size] [utility [argument ...]]';
const PEP668_MAC = 'error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try brew install\n    xyz, where xyz is the package you are trying to\n    install.\n\n    If you wish to install a Python library that isn\'t in Homebrew,\n    use a virtual environment:\n\n    python3 -m venv path/to/venv\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.';
const PEP668_DEBIAN = 'error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider.\nhint: See PEP 668 for the detailed specification.';
const FORCE_DENIED = 'remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:acme/shop.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to \'github.com:acme/shop.git\'';
const KUBE_PROD = (verb) => `E0503 10:12:01.123456   81234 memcache.go:265] couldn't get current server API group list: Get "https://prod-eks.acme.internal/api?timeout=32s": dial tcp: lookup prod-eks.acme.internal: no such host\n${verb}`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'shop', start: '2026-04-06T08:30:00Z',
    steps: [
      ['ok', 'git status'],
      ['fail', 'bun', 'npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-04-06T08_33_10_412Z-debug-0.log', 1, 'Install dependencies'],
      ['prompt', 'bun', 'bun plz, the lockfile is bun.lock'],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md for the cart fix'],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-06T13:10:00Z',
    steps: [
      ['fail', 'gtimeout', 'timeout 30 ./scripts/smoke.sh', '(eval):1: command not found: timeout', 127, 'Run the smoke test with a time limit'],
      ['prompt', 'gtimeout', "timeout isn't a thing on mac, gtimeout"],
      ['fail', 'sed-i', "sed -i 's/0.3.1/0.3.2/' package.json", 'sed: 1: "package.json": extra characters at the end of p command', 1, 'Bump the version'],
      ['fail', 'sed-i', "sed -i 's/0.3.1/0.3.2/' pyproject.toml", 'sed: 1: "pyproject.toml": extra characters at the end of p command', 1],
    ],
  },
  {
    machine: 'linux', project: 'shop', start: '2026-04-07T09:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db', 'bash: docker-compose: command not found', 127, 'Start the database'],
      ['prompt', 'compose-v2', "that's the old compose syntax"],
      ['fail', 'make-check', 'make test', "make: *** No rule to make target 'test'.  Stop.", 2, 'Run the checks'],
      ['prompt', 'make-check', "it's make check here"],
    ],
  },
  {
    machine: 'linux', project: 'shop', start: '2026-04-08T10:20:00Z',
    steps: [
      ['fail', 'kube-context', 'kubectl apply -f k8s/dev/', KUBE_PROD('error: unable to recognize "k8s/dev/deploy.yaml": Get "https://prod-eks.acme.internal/api?timeout=32s": dial tcp: lookup prod-eks.acme.internal: no such host'), 1, 'Deploy to the dev cluster'],
      ['prompt', 'kube-context', 'ALWAYS pass --context kind-local'],
      ['prompt', 'bun', "we're on bun here"],
      ['fail', 'x:docker-daemon', 'docker build -t shop-api .', 'ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1, 'Build the API image'],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-09T07:45:00Z',
    steps: [
      ['fail', 'uv', 'pip install -r requirements.txt', PEP668_MAC, 1, 'Install Python dependencies'],
      ['prompt', 'uv', 'nope, uv'],
      ['fail', 'python3', 'python scripts/gen_fixtures.py', '(eval):1: command not found: python', 127, 'Generate the fixtures'],
      ['fail', 'x:module-missing', 'python3 scripts/seed.py', 'Traceback (most recent call last):\n  File "/Users/ana/shop/scripts/seed.py", line 3, in <module>\n    import httpx\nModuleNotFoundError: No module named \'httpx\'', 1],
    ],
  },
  {
    machine: 'linux', project: 'shop', start: '2026-04-10T12:00:00Z',
    steps: [
      ['prompt', 'force-push', 'whoa, no `git push -f` on main'],
      ['fail', 'pytest-venv', 'pytest tests/test_api.py -q', 'bash: pytest: command not found', 127, 'Run the API tests'],
      ['prompt', 'pytest-venv', 'pytest lives in .venv'],
      ['prompt', 'x:dates', 'dates should be ISO 8601'],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-13T08:15:00Z',
    steps: [
      ['fail', 'bun', 'npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.', 1, 'Clean install'],
      ['prompt', 'bun', 'no npm. bun install'],
      ['fail', 'grep-p', "grep -P '\\d{4}-\\d{2}-\\d{2}' CHANGELOG.md", `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'Find dates in the changelog'],
      ['prompt', 'no-verify', "don't use --no-verify, fix what the hook complains about"],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-14T14:30:00Z',
    steps: [
      ['fail', 'date-d', "date -d '+7 days' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute the expiry date'],
      ['prompt', 'date-d', 'mac 上的 date 没有 -d 参数，用 gdate'],
      ['fail', 'x:non-ff', 'git push origin main', "To github.com:acme/shop.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to 'github.com:acme/shop.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing\nhint: to the same ref. You may want to first integrate the remote changes\nhint: (e.g., 'git pull ...') before pushing again.", 1],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-15T09:05:00Z',
    steps: [
      ['fail', 'gtimeout', 'timeout 10 curl -s localhost:8080/health', 'zsh: command not found: timeout', 127],
      ['fail', 'sed-i', "sed -i 's/DEBUG=true/DEBUG=false/' .env.example", 'sed: 1: ".env.example": invalid command code .', 1],
      ['prompt', 'sed-i', "sed -i needs an arg on mac — use gsed or sed -i ''"],
      ['prompt', 'x:button', 'no, the button should be blue'],
    ],
  },
  {
    machine: 'codex', project: 'shop', start: '2026-04-16T11:40:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.test.yml run --rm api', '/bin/bash: line 1: docker-compose: command not found', 127],
      ['fail', 'x:port-taken', 'docker compose up -d', 'Error response from daemon: driver failed programming external connectivity on endpoint shop-db-1 (5c1f0e9a7b3d): Bind for 0.0.0.0:5432 failed: port is already allocated', 1],
      ['prompt', 'gh-base', 'PRs go to develop, not main: gh pr create --base develop'],
    ],
  },
  {
    machine: 'linux', project: 'shop', start: '2026-04-17T15:00:00Z',
    steps: [
      ['fail', 'uv', 'pip3 install httpx', PEP668_DEBIAN, 1, 'Install httpx'],
      ['fail', 'python3', 'python -m json.tool data/fixtures.json', '/bin/bash: line 1: python: command not found', 127],
      ['fail', 'x:pip-timeout', 'pip install --index-url https://pypi.acme.internal/simple httpx', "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1b9d50>, 'Connection to pypi.acme.internal timed out. (connect timeout=15)')': /simple/httpx/\nERROR: Could not find a version that satisfies the requirement httpx (from versions: none)\nERROR: No matching distribution found for httpx", 1],
    ],
  },
  {
    machine: 'linux', project: 'shop', start: '2026-04-20T08:50:00Z',
    steps: [
      ['prompt', 'bun', 'use bun not npm!!'],
      ['agent', 'bun', 'Used npm ci; this repo uses bun (bun.lock), so run bun install instead of npm.'],
      ['fail', 'force-push', 'git push --force origin main', FORCE_DENIED, 1, 'Push the rebased branch'],
      ['prompt', 'x:map', 'use a Map here instead of a plain object'],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-21T10:10:00Z',
    steps: [
      ['prompt', 'uv', "never pip install here, it's uv add"],
      ['fail', 'make-check', 'make tests', "make: *** No rule to make target 'tests'.  Stop.", 2],
      ['agent', 'no-verify', 'Committed with git commit --no-verify to skip the pre-commit hook; never bypass the hooks here.'],
      ['prompt', 'x:snapshots', "don't forget to update the snapshot tests"],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-22T13:25:00Z',
    steps: [
      ['fail', 'grep-p', "grep -oP '(?<=\"version\": \")[^\"]+' package.json", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-p', 'no -P on mac grep. rg'],
      ['fail', 'sed-i', "sed -i 's|/usr/local|/opt|' Makefile", 'sed: 1: "Makefile": invalid command code M', 1],
      ['fail', 'x:grep-nomatch', 'grep -rn "TODO(ana)" src/', '', 1],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-23T09:30:00Z',
    steps: [
      ['fail', 'xargs-r', "git ls-files -z '*.sh' | xargs -0 -r shellcheck", `xargs: illegal option -- r\n${XARGS_USAGE}`, 1, 'Lint the shell scripts'],
      ['prompt', 'xargs-r', 'xargs -r dosnt exist on mac fyi'],
      ['prompt', 'gtimeout', 'en mac no existe timeout, usa gtimeout'],
    ],
  },
  {
    machine: 'linux', project: 'shop', start: '2026-04-24T16:00:00Z',
    steps: [
      ['prompt', 'kube-context', 'kubectl defaults to the prod context on this box, use --context kind-local every time'],
      ['fail', 'x:kind-down', 'kubectl --context kind-local get pods -n shop', 'The connection to the server 127.0.0.1:6443 was refused - did you specify the right host or port?', 1],
      ['prompt', 'compose-v2', 'bitte docker compose statt docker-compose, v1 ist bei uns nicht installiert'],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-04-27T08:40:00Z',
    steps: [
      ['prompt', 'make-check', 'the target is called check, not test'],
      ['prompt', 'uv', 'não use pip, aqui usamos uv'],
      ['fail', 'x:bun-frozen', 'bun install --frozen-lockfile', 'bun install v1.1.8 (89d25807)\nerror: lockfile had changes, but lockfile is frozen\nnote: try re-running without --frozen-lockfile and commit the updated lockfile', 1],
    ],
  },
  {
    machine: 'codex', project: 'shop', start: '2026-04-28T12:15:00Z',
    steps: [
      ['fail', 'python3', 'python manage.py migrate', 'bash: python: command not found', 127],
      ['prompt', 'python3', 'its python3 on these boxes'],
      ['fail', 'pytest-venv', 'pytest -x', 'bash: pytest: command not found', 127],
      ['fail', 'x:sed-typo', "sed 's/foo/bar' config.ini", "sed: -e expression #1, char 9: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac2', project: 'shop', start: '2026-04-29T10:00:00Z',
    steps: [
      ['prompt', 'sed-i', 'sur mac sed -i ne marche pas comme ça, utilise gsed'],
      ['prompt', 'force-push', 'Never force push to main. Open a PR instead.'],
      ['prompt', 'no-verify', 'stop skipping the pre-commit hooks (--no-verify)!!'],
      ['prompt', 'x:deleted-env', 'whoa, that deleted my .env — restore it from git'],
    ],
  },
  {
    machine: 'mac2', project: 'shop', start: '2026-05-04T09:20:00Z',
    steps: [
      ['fail', 'date-d', 'date -d @1714000000 +%Y-%m-%d', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['fail', 'xargs-r', "find . -name '*.orig' -print0 | xargs -0 -r rm", `xargs: illegal option -- r\n${XARGS_USAGE}`, 1],
      ['prompt', 'x:python-version', 'python 3.12 please, not 3.11, in the Dockerfile'],
      ['prompt', 'gh-base', 'base branch is develop!! always --base develop'],
    ],
  },
  {
    machine: 'linux', project: 'shop', start: '2026-05-05T14:45:00Z',
    steps: [
      ['fail', 'kube-context', 'kubectl get pods -n shop', KUBE_PROD('Unable to connect to the server: dial tcp: lookup prod-eks.acme.internal: no such host'), 1],
      ['agent', 'force-push', 'Tried git push -f to main; force-pushing main is forbidden here: push a branch and open a PR.'],
      ['prompt', 'pytest-venv', "run the tests with .venv/bin/pytest, the global one isn't installed"],
      ['fail', 'x:rebase-conflict', 'git rebase origin/main', 'Auto-merging src/cart.ts\nCONFLICT (content): Merge conflict in src/cart.ts\nerror: could not apply 3f2a9c1... cart: totals in cents\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".', 1],
    ],
  },
  {
    machine: 'mac', project: 'shop', start: '2026-05-06T11:00:00Z',
    steps: [
      ['fail', 'tail-f', 'tail -f logs/api.log', 'Command timed out after 2m 0.0s', 143, 'Watch the API log'],
      ['prompt', 'tail-f', "no tail -f, it never returns. tail -n 200"],
      ['prompt', 'x:sed-strip', 'the sed script should also strip trailing spaces'],
      ['prompt', 'tail-f', 'tail -n 100 instead of tail -f pls'],
    ],
  },
];
