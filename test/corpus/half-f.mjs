// Half F of the evaluation corpus: a blind held-out half. A sixth project ("tally", an invoicing
// app: Django backend, React + TypeScript frontend in a pnpm workspace, Terraform on AWS, podman
// for containers) with lessons of the kinds issue 10 describes, written without reading the code.
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const PEP668 = "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n\n    If you wish to install a non-Debian-packaged Python package,\n    create a virtual environment using python3 -m venv path/to/venv.\n    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make\n    sure you have python3-full installed.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.";
const DJANGO_ENV = (home, command, variable, line) => `Traceback (most recent call last):\n  File "${home}/tally/backend/manage.py", line 22, in <module>\n    main()\n  File "${home}/tally/backend/manage.py", line 18, in main\n    execute_from_command_line(sys.argv)\n  File "${home}/tally/backend/.venv/lib/python3.12/site-packages/django/core/management/__init__.py", line 442, in execute_from_command_line\n    utility.execute()\n  File "${home}/tally/backend/.venv/lib/python3.12/site-packages/django/core/management/__init__.py", line 382, in execute\n    settings.INSTALLED_APPS\n  File "${home}/tally/backend/.venv/lib/python3.12/site-packages/django/conf/__init__.py", line 81, in __getattr__\n    self._setup(name)\n  File "${home}/tally/backend/tally/settings/prod.py", line ${line}, in <module>\n    ${variable === 'DATABASE_URL' ? 'DATABASES = {"default": env.db("DATABASE_URL")}' : `SECRET_KEY = env("${variable}")`}\n  File "${home}/tally/backend/.venv/lib/python3.12/site-packages/environ/environ.py", line 367, in get_value\n    raise ImproperlyConfigured(error_msg) from exc\ndjango.core.exceptions.ImproperlyConfigured: Set the ${variable} environment variable`;
const TF_NO_VAR = (name, line) => `╷\n│ Error: No value for required variable\n│\n│   on variables.tf line ${line}:\n│   ${line}: variable "${name}" {\n│\n│ The root module input variable "${name}" is not set, and has no default\n│ value. Use a -var or -var-file command line argument to provide a value for\n│ this variable.\n╵`;
const GH_PROTECTED = (branch) => `Enumerating objects: 14, done.\nCounting objects: 100% (14/14), done.\nDelta compression using up to 10 threads\nCompressing objects: 100% (8/8), done.\nWriting objects: 100% (8/8), 1.91 KiB | 1.91 MiB/s, done.\nTotal 8 (delta 5), reused 0 (delta 0), pack-reused 0\nremote: error: GH006: Protected branch update failed for refs/heads/${branch}.\nremote: error: Cannot force-push to this branch\nTo github.com:tally-hq/tally.git\n ! [remote rejected] ${branch} -> ${branch} (protected branch hook declined)\nerror: failed to push some refs to 'github.com:tally-hq/tally.git'`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'tally', start: '2026-10-05T08:40:00Z',
    steps: [
      ['fail', 'pip-uv', 'pip install django-environ', PEP668, 1, 'Install django-environ'],
      ['prompt', 'pip-uv', 'nope, uv add django-environ. deps only go thru uv'],
      ['ok', 'cd backend && uv add django-environ'],
      ['prompt', 'x:slow-endpoint', 'why is the invoice list endpoint so slow? can you look at the queries it runs'],
    ],
  },
  {
    machine: 'linux', project: 'tally', start: '2026-10-06T09:15:00Z',
    steps: [
      ['fail', 'pnpm', 'cd frontend && npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-10-06T09_17_41_532Z-debug-0.log', 1, 'Install frontend dependencies'],
      ['prompt', 'pnpm', "we're on pnpm here — the workspace:* deps only resolve with pnpm"],
      ['ok', 'pnpm install'],
      ['fail', 'make-fmt', 'make format', "make: *** No rule to make target 'format'.  Stop.", 2, 'Format the code'],
      ['prompt', 'make-fmt', 'its make fmt'],
      ['ok', 'make fmt'],
    ],
  },
  {
    machine: 'linux', project: 'tally', start: '2026-10-07T10:00:00Z',
    steps: [
      ['fail', 'podman', 'docker compose up -d db', 'bash: docker: command not found', 127, 'Start the database'],
      ['prompt', 'podman', 'podman. theres no docker on the dev boxes'],
      ['ok', 'podman compose up -d db'],
      ['fail', 'django-settings', 'cd backend && uv run python manage.py migrate', DJANGO_ENV('/home/dev', 'migrate', 'DATABASE_URL', 11), 1, 'Apply migrations'],
      ['prompt', 'django-settings', 'ALWAYS pass --settings=tally.settings.local to manage.py'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-10-08T08:30:00Z',
    steps: [
      ['fail', 'ruff-format', 'black backend/', 'zsh: command not found: black', 127, 'Format the backend'],
      ['prompt', 'ruff-format', 'we dropped black, ruff format does that now'],
      ['fail', 'stat-bsd', 'stat -c %s frontend/dist/assets/index.js', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check bundle size'],
      ['prompt', 'stat-bsd', 'mac stat is bsd -> stat -f %z'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the CSV export under Unreleased'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-10-09T13:20:00Z',
    steps: [
      ['fail', 'pip-uv', 'pip install -e ./backend', 'zsh: command not found: pip', 127],
      ['ok', 'cd backend && uv sync'],
      ['fail', 'nproc', 'cd backend && uv run pytest -n $(nproc) tests', "zsh: command not found: nproc\nERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]\npytest: error: argument -n/--numprocesses: invalid parse_numprocesses value: 'tests'\n  inifile: /Users/ana/tally/backend/pyproject.toml\n  rootdir: /Users/ana/tally/backend", 4, 'Run tests in parallel'],
      ['prompt', 'nproc', 'mac has no nproc.. sysctl -n hw.ncpu, or just -n auto'],
      ['fail', 'x:podman-machine', 'podman compose up -d', 'Cannot connect to Podman. Please verify your connection to the Linux system using `podman system connection list`, or try `podman machine init` and `podman machine start` to manage a new Linux VM\nError: unable to connect to Podman socket: failed to connect: dial tcp 127.0.0.1:52114: connect: connection refused', 125],
    ],
  },
  {
    machine: 'codex', project: 'tally', start: '2026-10-12T09:00:00Z',
    steps: [
      ['fail', 'pnpm-types', 'pnpm --dir frontend run typecheck', ' ERR_PNPM_NO_SCRIPT  Missing script: typecheck\n\nCommand "typecheck" not found.', 1],
      ['prompt', 'pnpm-types', "script's called `types`"],
      ['ok', 'pnpm --dir frontend run types'],
      ['fail', 'x:uv-timeout', 'cd backend && uv add httpx', 'error: Failed to fetch: `https://pypi.org/simple/httpx/`\n  Caused by: Request failed after 3 retries\n  Caused by: error sending request for url (https://pypi.org/simple/httpx/)\n  Caused by: operation timed out', 2],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-10-12T15:10:00Z',
    steps: [
      ['fail', 'date-d', "date -d '7 days ago' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Get the date a week ago'],
      ['prompt', 'date-d', 'BSD date here. date -v-7d +%F'],
      ['prompt', 'x:endpoint-name', 'name the endpoint /api/v2/invoices/export instead of /export-invoices, so it matches the other v2 routes'],
    ],
  },
  {
    machine: 'mac2', project: 'tally', start: '2026-10-13T10:05:00Z',
    steps: [
      ['fail', 'pnpm', 'cd frontend && yarn add date-fns', 'zsh: command not found: yarn', 127],
      ['prompt', 'pnpm', 'usamos pnpm neste repo, o lockfile é pnpm-lock.yaml'],
      ['ok', 'pnpm --dir frontend add date-fns'],
      ['fail', 'find-printf', "find frontend/src -name '*.tsx' -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1, 'List component sizes'],
      ['prompt', 'find-printf', 'no -printf on mac find. gfind if u need it'],
      ['fail', 'x:pnpm-404', 'pnpm --dir frontend add @tally/chartz', ' ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/@tally%2Fchartz: Not Found - 404\n\nThis error happened while installing a direct dependency of /Users/kai/tally/frontend\n\n@tally/chartz is not in the npm registry, or you have no permission to fetch it.\n\nNo authorization header was set for the request.', 1],
    ],
  },
  {
    machine: 'linux', project: 'tally', start: '2026-10-14T08:50:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin main', GH_PROTECTED('main'), 1, 'Push the rebased history'],
      ['prompt', 'force-push', 'WHOA. never force push main. ever.'],
      ['fail', 'aws-profile', 'aws s3 ls s3://tally-dev-uploads/', '\nUnable to locate credentials. You can configure credentials by running "aws configure".', 253, 'List uploads'],
      ['prompt', 'aws-profile', 'aws cli needs --profile tally-dev, every single call'],
      ['ok', 'aws s3 ls s3://tally-dev-uploads/ --profile tally-dev'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-10-15T11:30:00Z',
    steps: [
      ['fail', 'podman', 'docker build -t tally-api -f backend/Containerfile backend', 'zsh: command not found: docker', 127, 'Build the API image'],
      ['agent', 'podman', 'Used docker build, which is not installed; this team uses podman (podman build, podman compose).'],
      ['fail', 'tac', 'git log --format=%s v1.4.0..HEAD | tac', 'zsh: command not found: tac', 127, 'Changelog lines oldest first'],
      ['prompt', 'tac', 'tail -r on mac, tac is a gnu coreutils thing'],
    ],
  },
  {
    machine: 'linux', project: 'tally', start: '2026-10-16T14:00:00Z',
    steps: [
      ['fail', 'x:nonff-push', 'git push origin feature/csv-export', "To github.com:tally-hq/tally.git\n ! [rejected]        feature/csv-export -> feature/csv-export (non-fast-forward)\nerror: failed to push some refs to 'github.com:tally-hq/tally.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git fetch origin'],
      ['prompt', 'reset-hard', 'stop. no git reset --hard — I had uncommitted migrations in there'],
      ['prompt', 'x:podman-docs', 'please write up the podman setup in docs/dev.md, new hires keep asking about it'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-10-19T09:40:00Z',
    steps: [
      ['fail', 'make-fmt', 'make format', 'make: *** No rule to make target `format\'.  Stop.', 2],
      ['prompt', 'make-fmt', 'make fmt. we renamed the target months ago'],
      ['fail', 'x:db-down', 'cd backend && uv run python manage.py migrate --settings=tally.settings.local', 'Traceback (most recent call last):\n  File "/Users/ana/tally/backend/.venv/lib/python3.12/site-packages/django/db/backends/base/base.py", line 279, in ensure_connection\n    self.connect()\n  File "/Users/ana/tally/backend/.venv/lib/python3.12/site-packages/psycopg/connection.py", line 119, in connect\n    raise last_ex.with_traceback(None)\ndjango.db.utils.OperationalError: connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?', 1],
      ['fail', 'x:stat-missing', 'stat -f %z frontend/dist/assets/index.js', 'stat: frontend/dist/assets/index.js: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'mac2', project: 'tally', start: '2026-10-20T10:10:00Z',
    steps: [
      ['prompt', 'no-verify', 'commits go through the pre-commit hooks here. no --no-verify'],
      ['prompt', 'x:decimals', 'amounts in the CSV export should always have two decimals and a dot as the separator'],
      ['fail', 'x:tsc-error', 'pnpm --dir frontend run types', "\n> tally-web@0.9.0 types /Users/kai/tally/frontend\n> tsc --noEmit\n\nsrc/pages/InvoiceList.tsx(42,7): error TS2322: Type 'string' is not assignable to type 'number'.\n ELIFECYCLE  Command failed with exit code 2.", 2],
    ],
  },
  {
    machine: 'ci', project: 'tally', start: '2026-10-20T16:00:00Z',
    steps: [
      ['fail', 'pip-uv', 'pip install -r requirements.txt', '/bin/sh: pip: not found', 127],
      ['ok', 'uv sync --frozen --directory backend'],
      ['fail', 'x:fmt-check', 'uv run --directory backend ruff format --check .', 'Would reformat: invoices/models.py\n1 file would be reformatted, 41 files already formatted', 1],
    ],
  },
  {
    machine: 'linux', project: 'tally', start: '2026-10-21T08:30:00Z',
    steps: [
      ['fail', 'tf-var-file', 'terraform -chdir=infra plan -input=false', TF_NO_VAR('db_password', 12), 1, 'Plan the infra change'],
      ['prompt', 'tf-var-file', 'terraform plan -var-file=env/dev.tfvars, always'],
      ['ok', 'terraform -chdir=infra plan -input=false -var-file=env/dev.tfvars -out=tfplan'],
      ['prompt', 'tf-auto-approve', 'NO -auto-approve. you plan, I read the diff, I apply'],
    ],
  },
  {
    machine: 'linux', project: 'tally', start: '2026-10-22T08:50:00Z',
    steps: [
      ['fail', 'ruff-format', 'uv run --directory backend black --check .', 'error: Failed to spawn: `black`\n  Caused by: No such file or directory (os error 2)', 2],
      ['prompt', 'ruff-format', "black's gone since the ruff migration.. uv run ruff format"],
      ['fail', 'x:ruff-lint', 'make lint', 'uv run --directory backend ruff check .\ninvoices/views.py:3:8: F401 [*] `os` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.\nmake: *** [Makefile:14: lint] Error 1', 2],
    ],
  },
  {
    machine: 'mac2', project: 'tally', start: '2026-10-22T13:30:00Z',
    steps: [
      ['fail', 'stat-bsd', "stat --format='%Y' backend/db.sqlite3", `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-bsd', "sur mac, stat n'a ni -c ni --format : c'est stat -f"],
      ['fail', 'date-d', 'date --date=yesterday +%Y-%m-%d', `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'mac 上的 date 不支持 --date，用 date -v-1d 或者 gdate'],
    ],
  },
  {
    machine: 'codex', project: 'tally', start: '2026-10-23T09:20:00Z',
    steps: [
      ['prompt', 'force-push', "if you ever need to rewrite a branch it's --force-with-lease, never plain -f"],
      ['fail', 'django-settings', 'cd backend && uv run python manage.py makemigrations invoices', DJANGO_ENV('/home/dev', 'makemigrations', 'TALLY_SECRET_KEY', 7), 1],
      ['prompt', 'django-settings', 'local settings live in tally/settings/local.py; manage.py wants --settings=tally.settings.local'],
      ['fail', 'x:merge-conflict', 'git merge origin/main', 'Auto-merging backend/tally/settings/base.py\nCONFLICT (content): Merge conflict in backend/tally/settings/base.py\nAutomatic merge failed; fix conflicts and then commit the result.', 1],
    ],
  },
  {
    machine: 'ci', project: 'tally', start: '2026-10-26T16:30:00Z',
    steps: [
      ['fail', 'tf-var-file', 'terraform -chdir=infra plan -out=tfplan -input=false', TF_NO_VAR('environment', 3), 1],
      ['agent', 'tf-var-file', 'terraform plan had no values for the required variables; always pass -var-file=env/dev.tfvars.'],
      ['fail', 'x:tf-lock', 'terraform -chdir=infra plan -out=tfplan -input=false -var-file=env/dev.tfvars', '╷\n│ Error: Error acquiring the state lock\n│\n│ Error message: ConditionalCheckFailedException: The conditional request\n│ failed\n│ Lock Info:\n│   ID:        4f1c2d9e-0b7a-6c53-91e2-3a8d5f0c7b16\n│   Path:      tally-tfstate/dev/terraform.tfstate\n│   Operation: OperationTypeApply\n│   Who:       ana@ana-mbp\n│   Version:   1.9.8\n│   Created:   2026-10-26 16:21:07.412 +0000 UTC\n│   Info:\n│\n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵', 1],
    ],
  },
  {
    machine: 'codex', project: 'tally', start: '2026-10-27T10:00:00Z',
    steps: [
      ['fail', 'pnpm', 'cd frontend && npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci', 1],
      ['agent', 'pnpm', "Ran npm ci in frontend/; the repo is a pnpm workspace (pnpm-lock.yaml), so it's pnpm install --frozen-lockfile."],
      ['ok', 'pnpm install --frozen-lockfile'],
      ['prompt', 'x:customer-filter', 'add a filter by customer to the invoice list page'],
    ],
  },
  {
    machine: 'mac2', project: 'tally', start: '2026-10-28T09:30:00Z',
    steps: [
      ['fail', 'nproc', 'find backend -name \'*.py\' -print0 | xargs -0 -P "$(nproc)" -n 20 uv run --directory backend ruff check', 'zsh: command not found: nproc\nxargs: max. processes must be >0', 1],
      ['agent', 'nproc', 'nproc does not exist on macOS; use sysctl -n hw.ncpu for the core count.'],
      ['fail', 'aws-profile', 'aws logs tail /ecs/tally-api --since 1h', '\nThe config profile (default) could not be found', 255],
      ['prompt', 'aws-profile', 'our creds are under the tally-dev profile so --profile tally-dev'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-10-29T14:10:00Z',
    steps: [
      ['fail', 'find-printf', "find backend -name '*.py' -newer backend/uv.lock -printf '%p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', 'ugh, -printf again. BSD find!! gfind or -exec stat -f'],
      ['prompt', 'x:utc', "store timestamps in UTC and render them in the customer's timezone on the frontend"],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-10-30T10:20:00Z',
    steps: [
      ['prompt', 'reset-hard', 'git stash before you switch branches, reset --hard throws my work away'],
      ['ok', 'git stash push -m wip-export'],
    ],
  },
  {
    machine: 'mac2', project: 'tally', start: '2026-11-02T09:10:00Z',
    steps: [
      ['fail', 'tac', 'tac logs/worker.log | grep -m1 ERROR', 'zsh: command not found: tac', 127, 'Find the latest worker error'],
      ['prompt', 'tac', 'tac isnt on macos fyi. tail -r'],
      ['fail', 'pnpm-types', 'pnpm --dir frontend type-check', ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "type-check" not found', 254],
      ['prompt', 'pnpm-types', "pnpm types. there's no type-check or typecheck script"],
      ['fail', 'x:find-missing', "find frontend/dist -name '*.map' -delete", 'find: frontend/dist: No such file or directory', 1],
    ],
  },
  {
    machine: 'codex', project: 'tally', start: '2026-11-03T08:40:00Z',
    steps: [
      ['fail', 'pip-uv', 'python3 -m pip install pytest-xdist', '/usr/bin/python3: No module named pip', 1],
      ['prompt', 'pip-uv', 'aquí no se usa pip, las dependencias van con uv (uv add / uv sync)'],
      ['ok', 'cd backend && uv add --dev pytest-xdist'],
      ['fail', 'x:pytest-fail', 'cd backend && uv run pytest tests/invoices -q', "F.......\n=================================== FAILURES ===================================\n__________________________ test_export_rounds_amounts __________________________\n\n    def test_export_rounds_amounts():\n        row = export_row(Invoice(amount=Decimal('10.005')))\n>       assert row['amount'] == '10.01'\nE       AssertionError: assert '10.00' == '10.01'\n\ntests/invoices/test_export.py:18: AssertionError\n=========================== short test summary info ============================\nFAILED tests/invoices/test_export.py::test_export_rounds_amounts - AssertionError: assert '10.00' == '10.01'\n1 failed, 7 passed in 0.84s", 1],
    ],
  },
  {
    machine: 'linux', project: 'tally', start: '2026-11-04T09:00:00Z',
    steps: [
      ['prompt', 'no-verify', "Don't skip hooks with -n / --no-verify. fix what ruff complains about"],
      ['fail', 'x:port-in-use', 'pnpm --dir frontend dev', '\n> tally-web@0.9.0 dev /home/dev/tally/frontend\n> vite --strictPort\n\nerror when starting dev server:\nError: Port 5173 is already in use\n    at Server.onError (file:///home/dev/tally/node_modules/.pnpm/vite@5.4.10/node_modules/vite/dist/node/chunks/dep-BWSbWtLw.js:63611:18)\n ELIFECYCLE  Command failed with exit code 1.', 1],
    ],
  },
  {
    machine: 'codex', project: 'tally', start: '2026-11-04T15:00:00Z',
    steps: [
      ['prompt', 'tf-auto-approve', 'Niemals terraform apply -auto-approve – ich will den Plan vorher sehen.'],
      ['fail', 'x:collectstatic-perm', 'cd backend && uv run python manage.py collectstatic --noinput --settings=tally.settings.local', "Traceback (most recent call last):\n  File \"/home/dev/tally/backend/manage.py\", line 22, in <module>\n    main()\n  File \"/home/dev/tally/backend/.venv/lib/python3.12/site-packages/django/core/files/storage/filesystem.py\", line 106, in _save\n    os.makedirs(directory, exist_ok=True)\n  File \"<frozen os>\", line 225, in makedirs\nPermissionError: [Errno 13] Permission denied: '/var/www/tally/static/admin'", 1],
    ],
  },
  {
    machine: 'ci', project: 'tally', start: '2026-11-05T17:00:00Z',
    steps: [
      ['fail', 'podman', 'docker-compose -f compose.yaml up -d', '/bin/sh: docker-compose: not found', 127],
      ['prompt', 'podman', 'runner has podman only → podman compose up -d'],
      ['ok', 'podman compose -f compose.yaml up -d'],
    ],
  },
  {
    machine: 'mac2', project: 'tally', start: '2026-11-06T11:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f origin release/1.5', GH_PROTECTED('release/1.5'), 1],
      ['agent', 'force-push', 'Force-pushed a shared release branch; never git push -f/--force to shared branches, only --force-with-lease on my own.'],
      ['fail', 'x:aws-expired', 'aws s3 ls --profile tally-dev', '\nAn error occurred (ExpiredToken) when calling the ListBuckets operation: The provided token has expired.', 254],
    ],
  },
  {
    machine: 'codex', project: 'tally', start: '2026-11-09T09:30:00Z',
    steps: [
      ['agent', 'reset-hard', 'Ran git reset --hard and lost uncommitted edits; stash (git stash) or ask first instead of reset --hard.'],
      ['prompt', 'x:lease-question', 'what does --force-with-lease actually check, and why is it safer than -f?'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-11-10T10:00:00Z',
    steps: [
      ['fail', 'stat-bsd', "stat -c '%y' backend/uv.lock", `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'When did the lockfile change'],
      ['agent', 'stat-bsd', "stat -c is GNU-only; on macOS it's stat -f (e.g. stat -f %Sm for the mtime)."],
      ['ok', 'stat -f %Sm backend/uv.lock'],
    ],
  },
  {
    machine: 'ci', project: 'tally', start: '2026-11-11T16:20:00Z',
    steps: [
      ['fail', 'make-fmt', 'make -C . format', "make: Entering directory '/workspace'\nmake: *** No rule to make target 'format'.  Stop.\nmake: Leaving directory '/workspace'", 2],
      ['agent', 'make-fmt', 'Called make format; the formatting target is make fmt.'],
      ['ok', 'make fmt'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-11-12T09:00:00Z',
    steps: [
      ['fail', 'date-d', 'date -d "$(git log -1 --format=%cI)" +%s', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'again date -d.. mac! -v / -j -f or gdate plz'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-11-13T14:00:00Z',
    steps: [
      ['fail', 'django-settings', "cd backend && uv run python manage.py shell -c 'from invoices.models import Invoice; print(Invoice.objects.count())'", DJANGO_ENV('/Users/ana', 'shell', 'DATABASE_URL', 11), 1],
      ['agent', 'django-settings', 'manage.py fell back to the prod settings; always run it with --settings=tally.settings.local.'],
    ],
  },
  {
    machine: 'codex', project: 'tally', start: '2026-11-16T10:00:00Z',
    steps: [
      ['prompt', 'no-verify', 'nada de --no-verify en este repo, los hooks se corren siempre'],
      ['ok', 'git commit -m "fix(export): round amounts half up to 2 decimals"'],
    ],
  },
  {
    machine: 'mac', project: 'tally', start: '2026-11-18T15:00:00Z',
    steps: [
      ['prompt', 'tf-auto-approve', 'terraform apply without a reviewed plan is a no-go. no auto approve, ever'],
      ['ok', 'terraform -chdir=infra plan -input=false -var-file=env/dev.tfvars -out=tfplan'],
    ],
  },
];
