// Half S of the evaluation corpus, written blind: "ember", a Django 5 + Celery + Redis backend with a
// TypeScript/React front end (Vite, npm workspaces), Postgres in docker compose, pytest-django,
// black being replaced by ruff, pre-commit, Sentry, Heroku (ember-staging-eu / ember-prod-eu) and
// GitHub Actions. Developers on macOS (zsh, BSD tools), Windows 11 (Git Bash and PowerShell 5.1)
// and WSL Ubuntu; the team writes English, French, German, Portuguese and Japanese.


// ---- error texts ---------------------------------------------------------------------------
const PS_NOTREC = (cmd, line) => `${cmd} : The term '${cmd}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(cmd.length)}
    + CategoryInfo          : ObjectNotFound: (${cmd}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
`;
const PWSH7_NOTREC = (cmd) => `${cmd}: The term '${cmd}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS_AND = (line) => {
  const at = line.indexOf('&&');
  return `At line:1 char:${at + 1}
+ ${line}
+ ${' '.repeat(at)}~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine
`;
};
const PS_RM = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ ${line}
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand
`;
const PS_EXEC_POLICY = String.raw`.\.venv\Scripts\Activate.ps1 : File C:\Users\joao\ember\.venv\Scripts\Activate.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.
At line:1 char:1
+ .\.venv\Scripts\Activate.ps1
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : SecurityError: (:) [], PSSecurityException
    + FullyQualifiedErrorId : UnauthorizedAccess
`;
const MS_STORE_PY = 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.';

const DJANGO_TB = (root, sitePackages, missing) => `Traceback (most recent call last):
  File "${root}/manage.py", line 22, in <module>
    main()
  File "${root}/manage.py", line 18, in main
    execute_from_command_line(sys.argv)
  File "${sitePackages}/django/core/management/__init__.py", line 442, in execute_from_command_line
    utility.execute()
  File "${sitePackages}/django/core/management/__init__.py", line 382, in execute
    settings.INSTALLED_APPS
  File "${sitePackages}/django/conf/__init__.py", line 81, in __getattr__
    self._setup(name)
  File "${sitePackages}/django/conf/__init__.py", line 68, in _setup
    self._wrapped = Settings(settings_module)
  File "${sitePackages}/django/conf/__init__.py", line 166, in __init__
    mod = importlib.import_module(self.SETTINGS_MODULE)
  File "/usr/lib/python3.12/importlib/__init__.py", line 90, in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
  File "<frozen importlib._bootstrap>", line 1387, in _gcd_import
  File "<frozen importlib._bootstrap>", line 1360, in _find_and_load
  File "<frozen importlib._bootstrap>", line 1324, in _find_and_load_unlocked
ModuleNotFoundError: No module named '${missing}'`;

const ENVIRON_MISSING = (root, variable) => `Traceback (most recent call last):
  File "${root}/.venv/lib/python3.12/site-packages/environ/environ.py", line 388, in get_value
    value = self.ENVIRON[var_name]
            ~~~~~~~~~~~~^^^^^^^^^^
  File "<frozen os>", line 714, in __getitem__
KeyError: '${variable}'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "${root}/manage.py", line 22, in <module>
    main()
  File "${root}/config/settings/base.py", line 14, in <module>
    DATABASES = {"default": env.db("DATABASE_URL")}
  File "${root}/.venv/lib/python3.12/site-packages/environ/environ.py", line 392, in get_value
    raise ImproperlyConfigured(error_msg) from exc
django.core.exceptions.ImproperlyConfigured: Set the ${variable} environment variable`;

const CELERY_NOAPP = (module) => `Usage: celery [OPTIONS] COMMAND [ARGS]...
Try 'celery --help' for help.

Error: Invalid value for '-A' / '--app': 
Unable to load celery application.
The module ${module} was not found.`;

const CELERY_WIN = (home, time) => String.raw` -------------- celery@DESKTOP-7Q2K1 v5.5.3 (immunity)
--- ***** -----
-- ******* ---- Windows-11-10.0.26100-SP0 2026-10-02 ${time}
- *** --- * ---
- ** ---------- [config]
- ** ---------- .> app:         ember:0x1f3a2b4c5d0
- ** ---------- .> transport:   redis://localhost:6380/0
- *** --- * --- .> concurrency: 8 (prefork)

[2026-10-02 ${time},482: INFO/MainProcess] celery@DESKTOP-7Q2K1 ready.
[2026-10-02 ${time},911: ERROR/MainProcess] Task handler raised error: ValueError('not enough values to unpack (expected 3, got 0)')
billiard.einfo.RemoteTraceback:
"""
Traceback (most recent call last):
  File "${home}\ember\.venv\Lib\site-packages\billiard\pool.py", line 362, in workloop
    result = (True, prepare_result(fun(*args, **kwargs)))
                                   ^^^^^^^^^^^^^^^^^^^^
  File "${home}\ember\.venv\Lib\site-packages\celery\app\trace.py", line 664, in fast_trace_task
    tasks, accept, hostname = _loc
    ^^^^^^^^^^^^^^^^^^^^^^^
ValueError: not enough values to unpack (expected 3, got 0)
"""`;

const HEROKU_NO_APP = " ▸    Couldn't find that app.";
const MAC_GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const MAC_DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const PYTEST_N = (root) => `ERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]
pytest: error: unrecognized arguments: -n
  inifile: ${root}/pyproject.toml
  rootdir: ${root}
`;
const NPM_NO_WS = (logs, ws, stamp) => `npm error No workspaces found:
npm error   --workspace=${ws}
npm error A complete log of this run can be found in: ${logs}${stamp}-debug-0.log`;
const VITE_NODE = (version, home) => `
> @ember/web@0.9.0 dev
> vite

You are using Node.js ${version}. Vite requires Node.js version 20.19+ or 22.12+. Please upgrade your Node.js version.
error when starting dev server:
TypeError: crypto.hash is not a function
    at getHash (file://${home}/ember/node_modules/vite/dist/node/chunks/dep-Bj7gA1-0.js:2788:21)
    at getLockfileHash (file://${home}/ember/node_modules/vite/dist/node/chunks/dep-Bj7gA1-0.js:11674:10)`;
const REDIS_REFUSED = (errno, port, time) => `[2026-${time},551: ERROR/MainProcess] consumer: Cannot connect to redis://localhost:${port}/0: Error ${errno} connecting to localhost:${port}. Connection refused..
Trying again in 2.00 seconds... (1/100)

[2026-${time},558: ERROR/MainProcess] consumer: Cannot connect to redis://localhost:${port}/0: Error ${errno} connecting to localhost:${port}. Connection refused..
Trying again in 4.00 seconds... (2/100)
`;
const GIT_NO_REMOTE = (remote) => `fatal: '${remote}' does not appear to be a git repository
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists.`;

const PYTEST_FAIL = "============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.4.1, pluggy-1.6.0\ndjango: version: 5.2.4, settings: config.settings.test (from ini)\nrootdir: /home/dev/ember\nconfigfile: pyproject.toml\nplugins: django-4.11.1, cov-6.2.1\ncollected 9 items\n\norders/tests/test_checkout.py ....F....                                  [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_total_with_coupon ____________________________\n\n    def test_total_with_coupon(order_factory):\n        order = order_factory(lines=2, coupon=\"TEN\")\n>       assert order.total() == Decimal(\"18.00\")\nE       AssertionError: assert Decimal('20.00') == Decimal('18.00')\n\norders/tests/test_checkout.py:58: AssertionError\n=========================== short test summary info ============================\nFAILED orders/tests/test_checkout.py::test_total_with_coupon - AssertionError: assert Decimal('20.00') == Decimal('18.00')\n========================= 1 failed, 8 passed in 1.84s =========================";

export const SESSIONS = [
  // ana sets up on her Mac
  {
    machine: 'mac', project: 'ember', start: '2026-09-01T08:30:00Z',
    steps: [
      ['fail', 'requirements-local', 'pip install -r requirements.txt', "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements.txt'", 1, 'Install Python dependencies'],
      ['prompt', 'requirements-local', 'theres no requirements.txt, deps are split. requirements/local.txt for dev'],
      ['fail', 'settings-module', '.venv/bin/python manage.py check --settings=ember.settings', DJANGO_TB('/Users/ana/ember', '/Users/ana/ember/.venv/lib/python3.12/site-packages', 'ember'), 1, 'Run Django system checks'],
      ['prompt', 'settings-module', 'settings are config.settings.local (and config.settings.test for pytest). there is no ember.settings'],
    ],
  },
  // léa on Windows, Git Bash
  {
    machine: 'winbash', project: 'ember', start: '2026-09-01T13:00:00Z',
    steps: [
      ['fail', 'win-venv-scripts', '.venv/bin/python manage.py migrate', 'bash: .venv/bin/python: No such file or directory', 127, 'Apply migrations'],
      ['prompt', 'win-venv-scripts', "je suis sous Windows, le venv c'est .venv/Scripts/python"],
      ['fail', 'x:docker-desktop-down', 'docker compose up -d db redis', 'unable to get image \'postgres:16\': error during connect: Get "http://%2F%2F.%2Fpipe%2FdockerDesktopLinuxEngine/v1.47/images/postgres:16/json": open //./pipe/dockerDesktopLinuxEngine: The system cannot find the file specified.', 1],
      ['ok', '.venv/Scripts/python manage.py migrate --settings=config.settings.local'],
    ],
  },
  // Linux dev, Celery
  {
    machine: 'linux', project: 'ember', start: '2026-09-02T09:00:00Z',
    steps: [
      ['fail', 'celery-app', 'celery -A ember worker -l info', CELERY_NOAPP('ember'), 2, 'Start the Celery worker'],
      ['prompt', 'celery-app', 'the celery app is config.celery_app'],
      ['ok', 'celery -A config.celery_app worker -l info -Q default,emails'],
      ['prompt', 'x:celery-unregistered', "the worker logs \"Received unregistered task of type 'orders.tasks.send_receipt'\" on every checkout, can you check autodiscover picks up orders/tasks.py"],
    ],
  },
  // joão, Codex in Windows PowerShell 5.1
  {
    machine: 'winps', project: 'ember', start: '2026-09-02T14:00:00Z',
    steps: [
      ['fail', 'ps51-ampersand', 'npm ci && npm run -w @ember/web build', PS_AND('npm ci && npm run -w @ember/web build'), 1],
      ['prompt', 'ps51-ampersand', 'isso é o PowerShell 5.1, não tem &&. usa ; ou roda no pwsh 7'],
      ['fail', 'ps-rm-rf', 'rm -rf node_modules', PS_RM('rm -rf node_modules'), 1],
      ['prompt', 'ps-rm-rf', 'Remove-Item -Recurse -Force node_modules'],
    ],
  },
  // kai on his Mac, formatting
  {
    machine: 'mac2', project: 'ember', start: '2026-09-03T08:15:00Z',
    steps: [
      ['fail', 'ruff-not-black', 'black .', 'zsh: command not found: black', 127, 'Format the code'],
      ['prompt', 'ruff-not-black', 'black haben wir rausgeworfen, formatiert wird mit ruff format'],
      ['fail', 'ruff-check-subcommand', 'ruff --fix .', "error: unexpected argument '--fix' found\n\n  tip: to pass '--fix' as a value, use '-- --fix'\n\nUsage: ruff [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.", 2, 'Autofix lint'],
      ['prompt', 'ruff-check-subcommand', 'ruff check --fix. the bare form is gone since 0.5'],
      ['fail', 'x:ruff-real-lint', 'ruff check --fix .', "orders/views.py:3:30: F821 Undefined name `Decimal`\n  |\n1 | from django.shortcuts import get_object_or_404\n2 |\n3 | def total(order): return sum(Decimal(l.price) for l in order.lines)\n  |                              ^^^^^^^ F821\n  |\n\nFound 1 error.", 1],
    ],
  },
  // Codex on Linux, compose
  {
    machine: 'codex', project: 'ember', start: '2026-09-03T11:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db redis', 'bash: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'compose v2: `docker compose`, with a space'],
      ['fail', 'compose-db-service', 'docker compose exec postgres psql -U ember', 'no such service: postgres', 1],
      ['prompt', 'compose-db-service', "it's `db` in compose.yaml"],
    ],
  },
  // ana, Heroku staging
  {
    machine: 'mac', project: 'ember', start: '2026-09-04T09:00:00Z',
    steps: [
      ['fail', 'heroku-staging-app', 'heroku config -a ember-staging', HEROKU_NO_APP, 1, 'Show staging config vars'],
      ['prompt', 'heroku-staging-app', 'staging is ember-staging-eu since the region move'],
      ['prompt', 'x:sentry-env-var', 'add SENTRY_ENVIRONMENT=staging to the staging config vars'],
      ['ok', 'heroku config:set SENTRY_ENVIRONMENT=staging -a ember-staging-eu'],
    ],
  },
  // Linux dev, pytest
  {
    machine: 'linux', project: 'ember', start: '2026-09-04T14:00:00Z',
    steps: [
      ['fail', 'pytest-no-xdist', 'pytest -n auto', PYTEST_N('/home/dev/ember'), 4, 'Run the test suite in parallel'],
      ['prompt', 'pytest-no-xdist', 'no xdist in this repo, plain pytest'],
      ['fail', 'x:pytest-real-failure', 'pytest orders/tests/test_checkout.py', PYTEST_FAIL, 1],
      ['fail', 'x:pytest-db-access', 'pytest billing/tests/test_invoice.py', "billing/tests/test_invoice.py:12: in test_invoice_number\n    inv = Invoice.objects.create(order=order)\n...\nE   RuntimeError: Database access not allowed, use the \"django_db\" mark, or the \"db\" or \"transactional_db\" fixtures to enable it.\n=========================== short test summary info ============================\nFAILED billing/tests/test_invoice.py::test_invoice_number - RuntimeError: Database access not allowed, use the \"django_db\" mark, or the \"db\" or \"tra...\n============================== 1 failed in 0.41s ===============================", 1],
    ],
  },
  // yuki on WSL
  {
    machine: 'wsl', project: 'ember', start: '2026-09-05T01:00:00Z',
    steps: [
      ['fail', 'crlf', './bin/release-notes.sh', "/usr/bin/env: ‘bash\\r’: No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines", 127, 'Generate release notes'],
      ['prompt', 'crlf', '改行コードがCRLFになってる。.gitattributes で eol=lf にしてあるから git add --renormalize . してから実行して'],
      ['fail', 'x:wsl-docker-integration', 'docker compose up -d', "The command 'docker' could not be found in this WSL 2 distro.\nWe recommend to activate the WSL integration in Docker Desktop settings.\n\nFor details about using Docker Desktop with WSL 2, visit:\n\nhttps://docs.docker.com/go/wsl2/", 127],
      ['ok', 'docker compose up -d db redis'],
    ],
  },
  // ana, branches
  {
    machine: 'mac', project: 'ember', start: '2026-09-07T08:40:00Z',
    steps: [
      ['fail', 'branch-develop', 'git checkout dev', "error: pathspec 'dev' did not match any file(s) known to git", 1],
      ['prompt', 'branch-develop', 'its develop not dev'],
      ['fail', 'x:push-fetch-first', 'git push origin feature/export-csv', "To github.com:ember-hq/ember.git\n ! [rejected]        feature/export-csv -> feature/export-csv (fetch first)\nerror: failed to push some refs to 'github.com:ember-hq/ember.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'branch-develop', 'wrong base. PRs go to develop, main only gets the release merges'],
    ],
  },
  // joão, Python on Windows
  {
    machine: 'winps', project: 'ember', start: '2026-09-08T13:20:00Z',
    steps: [
      ['fail', 'py-launcher', 'python3 -m venv .venv', MS_STORE_PY, 9009],
      ['prompt', 'py-launcher', 'usa o py launcher: py -3.12 -m venv .venv'],
      ['fail', 'x:ps-execution-policy', '.\\.venv\\Scripts\\Activate.ps1', PS_EXEC_POLICY, 1],
      ['fail', 'win-venv-scripts', '.venv/bin/python -m pip install -r requirements/local.txt', PS_NOTREC('.venv/bin/python', '.venv/bin/python -m pip install -r requirements/local.txt'), 1],
      ['prompt', 'win-venv-scripts', 'no Windows é .venv\\Scripts\\python.exe, não bin/'],
    ],
  },
  // kai, BSD tools
  {
    machine: 'mac2', project: 'ember', start: '2026-09-09T07:50:00Z',
    steps: [
      ['fail', 'bsd-sed-i', "sed -i 's/ember-staging/ember-staging-eu/' .github/workflows/release.yml", 'sed: 1: ".github/workflows/rele ...": invalid command code .', 1, 'Rename the staging app in the workflow'],
      ['prompt', 'bsd-sed-i', "mac sed: -i braucht ein leeres Argument, also sed -i '' …"],
      ['fail', 'bsd-grep-P', "grep -rP '\\bsend_\\w+\\(' orders", `grep: invalid option -- P\n${MAC_GREP_USAGE}`, 2],
      ['prompt', 'bsd-grep-P', 'nimm rg'],
      ['ok', "rg '\\bsend_\\w+\\(' orders"],
    ],
  },
  // Codex on Linux, deploys
  {
    machine: 'codex', project: 'ember', start: '2026-09-09T13:00:00Z',
    steps: [
      ['fail', 'heroku-deploy-actions', 'git push heroku develop:main', GIT_NO_REMOTE('heroku'), 128],
      ['prompt', 'heroku-deploy-actions', 'we dont push to heroku by hand. merging into develop deploys staging through the Release workflow'],
      ['fail', 'workflow-release-yml', 'gh workflow run deploy.yml --ref develop', 'could not find any workflows named deploy.yml', 1],
      ['prompt', 'workflow-release-yml', 'the workflow file is release.yml'],
      ['ok', 'gh workflow run release.yml --ref develop'],
    ],
  },
  // Linux dev, env loading
  {
    machine: 'linux', project: 'ember', start: '2026-09-10T08:10:00Z',
    steps: [
      ['fail', 'heroku-local-run', 'python manage.py migrate', ENVIRON_MISSING('/home/dev/ember', 'DATABASE_URL'), 1, 'Apply migrations'],
      ['prompt', 'heroku-local-run', 'run it through heroku local:run so .env gets loaded'],
      ['fail', 'x:migration-conflict', 'heroku local:run python manage.py migrate', "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: (0012_order_currency, 0012_order_export_format in orders).\nTo fix them run 'python manage.py makemigrations --merge'", 1],
    ],
  },
  // ana, front end
  {
    machine: 'mac', project: 'ember', start: '2026-09-14T09:05:00Z',
    steps: [
      ['fail', 'node22', 'npm run -w @ember/web dev', VITE_NODE('18.20.4', '/Users/ana'), 1, 'Start the Vite dev server'],
      ['prompt', 'node22', 'nvm use first, .nvmrc pins 22'],
      ['fail', 'npm-workspace-name', 'npm run build -w frontend', NPM_NO_WS('/Users/ana/.npm/_logs/', 'frontend', '2026-09-14T09_31_12_004Z'), 1],
      ['prompt', 'npm-workspace-name', 'workspace is @ember/web. the folder is frontend/ but -w wants the package name'],
      ['prompt', 'x:vite-env-request', 'expose the API base url to the front end as VITE_API_URL'],
    ],
  },
  // Codex on Linux, packages
  {
    machine: 'codex', project: 'ember', start: '2026-09-15T10:00:00Z',
    steps: [
      ['fail', 'npm-not-yarn', 'yarn install --frozen-lockfile', 'bash: yarn: command not found', 127],
      ['prompt', 'npm-not-yarn', 'npm workspaces + package-lock.json. no yarn'],
      ['ok', 'npm ci'],
      ['fail', 'x:npm-eresolve', 'npm install react-beautiful-dnd -w @ember/web', 'npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\nnpm error\nnpm error While resolving: @ember/web@0.9.0\nnpm error Found: react@19.1.0\nnpm error node_modules/react\nnpm error   react@"^19.1.0" from @ember/web@0.9.0\nnpm error   frontend\nnpm error\nnpm error Could not resolve dependency:\nnpm error peer react@"^16.8.5 || ^17.0.0 || ^18.0.0" from react-beautiful-dnd@13.1.1\nnpm error node_modules/react-beautiful-dnd\nnpm error   react-beautiful-dnd@"*" from @ember/web@0.9.0\nnpm error\nnpm error Fix the upstream dependency conflict, or retry\nnpm error this command with --force or --legacy-peer-deps\nnpm error to accept an incorrect (and potentially broken) dependency resolution.', 1],
      ['prompt', 'x:dnd-alternative', 'react-beautiful-dnd is dead, take @hello-pangea/dnd, it supports react 19'],
    ],
  },
  // kai, Python version
  {
    machine: 'mac2', project: 'ember', start: '2026-09-16T08:00:00Z',
    steps: [
      ['fail', 'python312', 'python3 -m pip install -r requirements/local.txt', 'Defaulting to user installation because normal site-packages is not writeable\nERROR: Ignored the following versions that require a different python version: 5.0 Requires-Python >=3.10; 5.0.1 Requires-Python >=3.10; 5.1 Requires-Python >=3.10; 5.2 Requires-Python >=3.10; 5.2.4 Requires-Python >=3.10\nERROR: Could not find a version that satisfies the requirement Django==5.2.4 (from versions: 1.1.3, 1.1.4, 1.2, 1.2.1, 4.2.22, 4.2.23)\nERROR: No matching distribution found for Django==5.2.4', 1, 'Install Python dependencies'],
      ['prompt', 'python312', 'das ist das System-Python 3.9. Wir brauchen 3.12: python3.12 -m venv .venv'],
      ['fail', 'x:pip-network-timeout', '.venv/bin/pip install -r requirements/local.txt', "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/psycopg/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/psycopg/\nERROR: Could not find a version that satisfies the requirement psycopg[binary]==3.2.9 (from versions: none)\nERROR: No matching distribution found for psycopg[binary]==3.2.9", 1],
      ['ok', '.venv/bin/pip install -r requirements/local.txt'],
    ],
  },
  // ana, production
  {
    machine: 'mac', project: 'ember', start: '2026-09-21T10:00:00Z',
    steps: [
      ['ok', 'heroku run python manage.py showmigrations orders -a ember-prod-eu'],
      ['prompt', 'heroku-prod-hands-off', "wrong app, that's prod"],
      ['agent', 'heroku-prod-hands-off', 'Ran heroku run against ember-prod-eu; agents work on ember-staging-eu only, production changes go through pipelines:promote in the Release workflow.'],
      ['fail', 'x:heroku-auth-expired', 'heroku run python manage.py showmigrations orders -a ember-staging-eu', ' ▸    Invalid credentials provided.\n ▸    Error ID: unauthorized', 1],
    ],
  },
  // léa, Celery, Python and settings on Windows
  {
    machine: 'winbash', project: 'ember', start: '2026-09-22T12:30:00Z',
    steps: [
      ['fail', 'celery-solo-windows', '.venv/Scripts/celery -A config.celery_app worker -l info', CELERY_WIN('C:\\Users\\lea', '14:02:11'), 1, 'Start the worker'],
      ['prompt', 'celery-solo-windows', 'sous Windows il faut --pool=solo pour le worker, le prefork ne marche pas'],
      ['ok', '.venv/Scripts/celery -A config.celery_app worker -l info --pool=solo'],
      ['fail', 'py-launcher', 'python3 --version', MS_STORE_PY, 49],
      ['prompt', 'py-launcher', "python3 ici c'est le faux du Microsoft Store. py -3.12"],
      ['fail', 'x:python-typo', 'pyhton manage.py shell', 'bash: pyhton: command not found', 127],
      ['fail', 'settings-module', '.venv/Scripts/python -m pytest --ds=config.settings.dev', "Traceback (most recent call last):\n  File \"C:\\Users\\lea\\ember\\.venv\\Lib\\site-packages\\_pytest\\config\\__init__.py\", line 1183, in _do_configure\n    self.hook.pytest_configure.call_historic(kwargs=dict(config=self))\n  File \"C:\\Users\\lea\\ember\\.venv\\Lib\\site-packages\\pytest_django\\plugin.py\", line 357, in pytest_load_initial_conftests\n    _setup_django(early_config)\n  File \"C:\\Users\\lea\\ember\\.venv\\Lib\\site-packages\\django\\conf\\__init__.py\", line 166, in __init__\n    mod = importlib.import_module(self.SETTINGS_MODULE)\nModuleNotFoundError: No module named 'config.settings.dev'", 1],
      ['prompt', 'settings-module', "pas de dev : c'est config.settings.test pour pytest, et pyproject le met déjà"],
    ],
  },
  // CI
  {
    machine: 'ci', project: 'ember', start: '2026-09-23T06:00:00Z',
    steps: [
      ['fail', 'x:sed-unterminated', "sed -i 's/__VERSION__/'$GITHUB_SHA/ frontend/src/version.ts", "sed: -e expression #1, char 54: unterminated `s' command", 1],
      ['fail', 'pytest-no-xdist', 'pytest -n 4 --cov', PYTEST_N('/workspace'), 4],
      ['agent', 'pytest-no-xdist', 'Used pytest -n (xdist); pytest-xdist is not installed in ember, run pytest without -n.'],
      ['fail', 'x:tsc-type-error', 'npm run -w @ember/web build', "\n> @ember/web@0.9.0 build\n> tsc -b && vite build\n\nsrc/pages/Checkout.tsx:41:7 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\n41       currency={order.currency}\n         ~~~~~~~~\n\nFound 1 error.\n\nnpm error Lifecycle script `build` failed with error:\nnpm error code 2\nnpm error path /workspace/frontend\nnpm error workspace @ember/web@0.9.0\nnpm error location /workspace/frontend\nnpm error command failed\nnpm error command sh -c tsc -b && vite build", 2],
    ],
  },
  // kai, dates, sed and Heroku apps
  {
    machine: 'mac2', project: 'ember', start: '2026-09-24T08:20:00Z',
    steps: [
      ['fail', 'bsd-date-d', 'date -d yesterday +%F', `date: illegal option -- d\n${MAC_DATE_USAGE}`, 1],
      ['prompt', 'bsd-date-d', 'mac date: date -v-1d +%F, oder gdate'],
      ['prompt', 'x:report-filename-date', 'name the export file orders-YYYY-MM-DD.csv'],
      ['fail', 'bsd-sed-i', "sed -i 's/DEBUG=True/DEBUG=False/' compose.yaml", 'sed: 1: "compose.yaml": extra characters at the end of c command', 1],
      ['prompt', 'bsd-sed-i', "schon wieder BSD sed. -i ''"],
      ['ok', 'heroku pg:info -a ember-prod-eu'],
      ['prompt', 'heroku-prod-hands-off', 'Finger weg von ember-prod-eu! Zum Debuggen immer staging'],
      ['prompt', 'x:scale-worker', 'scale the worker dyno on staging to 2 for the import'],
      ['ok', 'heroku ps:scale worker=2 -a ember-staging-eu'],
    ],
  },
  // yuki, compose and redis
  {
    machine: 'wsl', project: 'ember', start: '2026-09-25T00:40:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose logs -f worker', "Command 'docker-compose' not found, but can be installed with:\n\nsudo snap install docker          # version 27.2.0, or\nsudo apt  install docker-compose  # version 1.29.2-7ubuntu1\n\nSee 'snap info docker' for additional versions.", 127],
      ['prompt', 'compose-v2', 'docker-compose (v1) はもう使わない。docker compose logs -f worker で'],
      ['fail', 'x:redis-not-started', 'heroku local:run celery -A config.celery_app worker -l info', REDIS_REFUSED(111, 6380, '09-25 10:12:40'), 1],
      ['ok', 'docker compose up -d redis'],
    ],
  },
  // Linux dev, redis port and Celery queues
  {
    machine: 'linux', project: 'ember', start: '2026-09-28T08:00:00Z',
    steps: [
      ['fail', 'redis-port-6380', 'python -c "import redis; redis.Redis.from_url(\'redis://localhost:6379/0\').ping()"', 'Traceback (most recent call last):\n  File "<string>", line 1, in <module>\n  File "/home/dev/ember/.venv/lib/python3.12/site-packages/redis/commands/core.py", line 1219, in ping\n    return self.execute_command("PING", **kwargs)\n  File "/home/dev/ember/.venv/lib/python3.12/site-packages/redis/connection.py", line 363, in connect\n    raise ConnectionError(self._error_message(e))\nredis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.', 1],
      ['prompt', 'redis-port-6380', 'compose publishes redis on 6380, 6379 is taken on half our machines. REDIS_URL=redis://localhost:6380/0'],
      ['fail', 'x:port-in-use', 'heroku local:run python manage.py runserver', "Watching for file changes with StatReloader\nPerforming system checks...\n\nSystem check identified no issues (0 silenced).\nSeptember 28, 2026 - 10:14:02\nDjango version 5.2.4, using settings 'config.settings.local'\nStarting development server at http://127.0.0.1:8000/\nQuit the server with CONTROL-C.\n\nError: That port is already in use.", 1],
      ['ok', 'heroku local:run python manage.py runserver 8001'],
      ['ok', 'celery -A config.celery_app worker -l info -Q email'],
      ['prompt', 'celery-queue-emails', 'nothing is consuming the receipts. the queue is emails (plural), see CELERY_TASK_ROUTES'],
    ],
  },
  // ana, pre-commit
  {
    machine: 'mac', project: 'ember', start: '2026-09-29T09:00:00Z',
    steps: [
      ['fail', 'x:precommit-whitespace', 'git commit -m "orders: export csv"', 'trim trailing whitespace.................................................Failed\n- hook id: trailing-whitespace\n- exit code: 1\n- files were modified by this hook\n\nFixing orders/export.py\n\nfix end of files.........................................................Passed\nruff.....................................................................Passed\nruff-format..............................................................Passed', 1],
      ['ok', 'git commit --no-verify -m "wip: debug toolbar"'],
      ['prompt', 'no-verify', 'whoa. hooks run on every commit, no --no-verify. fix what they flag'],
      ['fail', 'ruff-not-black', 'pre-commit run black --all-files', 'No hook with id `black` in stage `pre-commit`', 1],
      ['prompt', 'ruff-not-black', 'the black hook was swapped for ruff-format in .pre-commit-config.yaml'],
    ],
  },
  // Codex on Linux, Sentry release
  {
    machine: 'codex', project: 'ember', start: '2026-10-01T09:00:00Z',
    steps: [
      ['fail', 'sentry-org', 'sentry-cli releases new "$SOURCE_VERSION"', 'error: An organization ID or slug is required (provide with --org)\n\nAdd --log-level=[info|debug] or export SENTRY_LOG_LEVEL=[info|debug] to see more output.\nPlease attach the full debug log to all bug reports.', 1],
      ['prompt', 'sentry-org', 'org is ember-hq, project ember-api'],
      ['ok', 'sentry-cli releases new --org ember-hq --project ember-api "$SOURCE_VERSION"'],
    ],
  },
  // joão, PowerShell again
  {
    machine: 'winps', project: 'ember', start: '2026-10-02T13:00:00Z',
    steps: [
      ['fail', 'ruff-not-black', 'black --check .', PS_NOTREC('black', 'black --check .'), 1],
      ['agent', 'ruff-not-black', 'Ran black; ember formats with ruff format now (black was removed from requirements/local.txt).'],
      ['fail', 'ps51-ampersand', 'git add -A && git commit -m "format with ruff"', PS_AND('git add -A && git commit -m "format with ruff"'), 1],
      ['fail', 'ps-rm-rf', 'rm -rf frontend/dist .pytest_cache', PS_RM('rm -rf frontend/dist .pytest_cache'), 1],
      ['prompt', 'ps-rm-rf', 'powershell de novo. rm aqui é alias de Remove-Item, usa -Recurse -Force'],
      ['fail', 'celery-solo-windows', '.venv\\Scripts\\celery.exe -A config.celery_app worker -l info', CELERY_WIN('C:\\Users\\joao', '15:41:07'), 1],
      ['prompt', 'celery-solo-windows', 'no Windows o worker precisa de -P solo'],
    ],
  },
  // Linux dev, tests and env
  {
    machine: 'linux', project: 'ember', start: '2026-10-06T09:15:00Z',
    steps: [
      ['fail', 'pytest-not-manage-test', 'python manage.py test orders --settings=config.settings.test', "Found 14 test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\nEEEE..........\n======================================================================\nERROR: test_checkout_total (orders.tests.test_checkout.TestCheckout.test_checkout_total)\n----------------------------------------------------------------------\nTypeError: TestCheckout.test_checkout_total() missing 1 required positional argument: 'order_factory'\n\n----------------------------------------------------------------------\nRan 14 tests in 0.212s\n\nFAILED (errors=4)\nDestroying test database for alias 'default'...", 1],
      ['prompt', 'pytest-not-manage-test', "we test with pytest, the fixtures come from conftest. manage.py test can't run these"],
      ['ok', 'pytest orders'],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md under Unreleased about the CSV export'],
      ['fail', 'heroku-local-run', 'python manage.py createsuperuser', ENVIRON_MISSING('/home/dev/ember', 'DJANGO_SECRET_KEY'), 1],
      ['prompt', 'heroku-local-run', 'heroku local:run again pls, the env is in .env'],
    ],
  },
  // ana, rebase, hooks, Python version
  {
    machine: 'mac', project: 'ember', start: '2026-10-08T08:45:00Z',
    steps: [
      ['fail', 'branch-develop', 'git rebase origin/dev', "fatal: invalid upstream 'origin/dev'", 128],
      ['prompt', 'branch-develop', 'develop.'],
      ['agent', 'no-verify', 'Committed with --no-verify to get past a failing ruff hook; ember requires the pre-commit hooks to pass, fix the lint instead.'],
      ['fail', 'python312', '/usr/bin/python3 -m pip install -e .', "Obtaining file:///Users/ana/ember\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\nERROR: Package 'ember' requires a different Python: 3.9.6 not in '>=3.12'", 1],
      ['prompt', 'python312', "3.12 please, that's what .python-version and the heroku runtime use"],
      ['fail', 'x:shell-plus', 'heroku local:run python manage.py shell_plus', "Unknown command: 'shell_plus'\nType 'manage.py help' for usage.", 1],
    ],
  },
  // Codex on Linux, requirements and beat
  {
    machine: 'codex', project: 'ember', start: '2026-10-09T10:00:00Z',
    steps: [
      ['fail', 'requirements-local', 'pip install -r requirements-dev.txt', "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements-dev.txt'", 1],
      ['agent', 'requirements-local', 'Tried requirements-dev.txt; ember keeps dev dependencies in requirements/local.txt (base.txt and production.txt alongside).'],
      ['fail', 'celery-app', 'celery -A ember.celery beat -l info', CELERY_NOAPP('ember.celery'), 2],
      ['prompt', 'celery-app', '-A config.celery_app. same as the Procfile'],
      ['ok', 'celery -A config.celery_app beat -l info'],
      ['fail', 'x:compose-validation', 'docker compose up -d', 'validating /home/dev/ember/compose.yaml: services.worker.environment must be a mapping', 15],
    ],
  },
  // joão, PowerShell, queues and staging
  {
    machine: 'winps', project: 'ember', start: '2026-10-14T12:40:00Z',
    steps: [
      ['fail', 'ps51-ampersand', 'cd frontend && npm test', PS_AND('cd frontend && npm test'), 1],
      ['agent', 'ps51-ampersand', 'Chained commands with && in Windows PowerShell 5.1, which rejects it; use ; (or if ($?) { … }) or run under pwsh 7.'],
      ['fail', 'x:gh-auth', 'gh workflow run release.yml --ref develop', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['prompt', 'x:reports-worker', 'a fila de relatórios precisa de um worker separado no Procfile, adiciona um processo reports'],
      ['ok', '.venv\\Scripts\\celery.exe -A config.celery_app worker -l info -P solo -Q email'],
      ['prompt', 'celery-queue-emails', 'a fila é emails, não email'],
      ['fail', 'heroku-staging-app', 'heroku run bash -a ember-staging', HEROKU_NO_APP, 1],
      ['prompt', 'heroku-staging-app', 'staging agora é ember-staging-eu, a ember-staging antiga foi apagada'],
    ],
  },
  // kai, BSD again, Docker
  {
    machine: 'mac2', project: 'ember', start: '2026-10-15T07:30:00Z',
    steps: [
      ['fail', 'bsd-grep-P', "grep -oP 'release-\\K[0-9.]+' CHANGELOG.md", `grep: invalid option -- P\n${MAC_GREP_USAGE}`, 2],
      ['prompt', 'bsd-grep-P', 'kein -P auf dem Mac. rg -o oder grep -E'],
      ['fail', 'bsd-date-d', 'date -d @1760000000', `date: illegal option -- d\n${MAC_DATE_USAGE}`, 1],
      ['agent', 'bsd-date-d', 'Used GNU date -d on macOS; BSD date needs -r <epoch> or -v, or use gdate from coreutils.'],
      ['fail', 'sentry-org', 'sentry-cli releases finalize "$(git rev-parse HEAD)" -o ember -p ember-api', 'error: API request failed\n  caused by: sentry reported an error: The requested resource does not exist (http status: 404)\n\nAdd --log-level=[info|debug] or export SENTRY_LOG_LEVEL=[info|debug] to see more output.\nPlease attach the full debug log to all bug reports.', 1],
      ['prompt', 'sentry-org', 'die Sentry-Org heißt ember-hq, nicht ember'],
      ['fail', 'compose-db-service', 'docker compose exec postgres pg_dump -U ember ember > dump.sql', 'service "postgres" is not running', 1],
      ['prompt', 'compose-db-service', 'der Service heißt db'],
      ['fail', 'x:docker-daemon-down', 'docker compose exec db pg_dump -U ember ember > dump.sql', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  // Linux dev, workflows and deploys
  {
    machine: 'linux', project: 'ember', start: '2026-10-16T09:00:00Z',
    steps: [
      ['fail', 'workflow-release-yml', 'gh run list --workflow deploy.yml', 'could not find any workflows named deploy.yml', 1],
      ['prompt', 'workflow-release-yml', 'release.yml. there is no deploy.yml'],
      ['fail', 'heroku-deploy-actions', 'heroku git:remote -a ember-staging-eu && git push heroku develop:main', "set git remote heroku to https://git.heroku.com/ember-staging-eu.git\nremote: !\tPush rejected to ember-staging-eu.\nremote: !\tThis app's deploys are managed by GitHub integration; push to the connected repository instead.\nTo https://git.heroku.com/ember-staging-eu.git\n ! [remote rejected] develop -> main (pre-receive hook declined)\nerror: failed to push some refs to 'https://git.heroku.com/ember-staging-eu.git'", 1],
      ['prompt', 'heroku-deploy-actions', 'please stop pushing to heroku git. staging deploys when develop goes green in Actions'],
    ],
  },
  // léa, workspaces, ruff and tests
  {
    machine: 'winbash', project: 'ember', start: '2026-10-19T12:20:00Z',
    steps: [
      ['fail', 'npm-workspace-name', 'npm --workspace=web run test', NPM_NO_WS('C:\\Users\\lea\\AppData\\Local\\npm-cache\\_logs\\', 'web', '2026-10-19T12_24_51_233Z'), 1],
      ['prompt', 'npm-workspace-name', '-w @ember/web'],
      ['fail', 'ruff-check-subcommand', '.venv/Scripts/ruff .', 'error: `ruff <path>` has been removed. Use `ruff check <path>` instead.', 2],
      ['prompt', 'ruff-check-subcommand', 'ruff check . (avec la sous-commande)'],
      ['fail', 'pytest-not-manage-test', '.venv/Scripts/python manage.py test', 'Found 0 test(s).\nSystem check identified no issues (0 silenced).\n\n----------------------------------------------------------------------\nRan 0 tests in 0.000s\n\nNO TESTS RAN', 5],
      ['prompt', 'pytest-not-manage-test', 'on lance pytest ici, pas manage.py test'],
      ['ok', '.venv/Scripts/python -m pytest'],
    ],
  },
  // ana, redis port from the shell
  {
    machine: 'mac', project: 'ember', start: '2026-10-21T08:30:00Z',
    steps: [
      ['fail', 'redis-port-6380', 'celery -A config.celery_app worker -l info', REDIS_REFUSED(61, 6379, '10-21 10:40:02'), 1, 'Start the worker'],
      ['prompt', 'redis-port-6380', '6380! redis from compose listens on 6380, your shell has no REDIS_URL so it falls back to 6379'],
      ['agent', 'celery-queue-emails', 'Started the worker with -Q email; ember routes mail tasks to the `emails` queue (CELERY_TASK_ROUTES), so use -Q default,emails.'],
    ],
  },
  // Codex on Linux, hooks and prod
  {
    machine: 'codex', project: 'ember', start: '2026-10-23T09:40:00Z',
    steps: [
      ['ok', 'git commit -n -m "fix flaky test"'],
      ['prompt', 'no-verify', 'you skipped the hooks again with -n. every commit passes pre-commit in ember'],
      ['ok', 'heroku run python manage.py migrate -a ember-prod-eu'],
      ['prompt', 'heroku-prod-hands-off', 'WHY did you run migrate on ember-prod-eu. prod only moves through the pipeline promote'],
      ['fail', 'x:release-phase-failed', 'heroku releases:output -a ember-staging-eu', "Running release command...\n\nOperations to perform:\n  Apply all migrations: admin, auth, billing, contenttypes, orders, sessions\nRunning migrations:\n  Applying billing.0007_invoice_number_unique...Traceback (most recent call last):\ndjango.db.utils.IntegrityError: could not create unique index \"billing_invoice_number_key\"\nDETAIL:  Key (number)=(INV-2026-0042) is duplicated.", 1],
    ],
  },
  // yuki, CRLF, yarn and node
  {
    machine: 'wsl', project: 'ember', start: '2026-10-29T01:00:00Z',
    steps: [
      ['fail', 'crlf', 'bash bin/seed-staging.sh', "bin/seed-staging.sh: line 2: $'\\r': command not found\nbin/seed-staging.sh: line 4: cd: $'/home/yuki/ember\\r': No such file or directory", 1],
      ['agent', 'crlf', 'bin/*.sh had CRLF endings from a Windows checkout; ember enforces eol=lf in .gitattributes, so renormalize with git add --renormalize . instead of running the script with CRs.'],
      ['prompt', 'x:rename-task', 'send_digest を send_weekly_digest にリネームして、beat のスケジュールも直して'],
      ['fail', 'npm-not-yarn', 'yarn workspace @ember/web dev', "Command 'yarn' not found, but can be installed with:\n\nsudo apt install cmdtest", 127],
      ['prompt', 'npm-not-yarn', 'yarn じゃなくて npm。npm run -w @ember/web dev'],
      ['fail', 'node22', 'npm run -w @ember/web dev', VITE_NODE('18.19.1', '/home/yuki'), 1],
      ['agent', 'node22', 'Ran Vite on Node 18; ember pins Node 22 in .nvmrc (Vite 7 needs 20.19+/22.12+), run nvm use first.'],
      ['ok', 'nvm use && npm run -w @ember/web dev'],
    ],
  },
];
