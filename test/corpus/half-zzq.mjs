// Half ZZQ of the evaluation corpus, written blind: "heron", a Django 5.1 app on Python 3.12 with
// pip-tools, Celery and Redis, PostgreSQL 16 in docker compose, pytest-django, pre-commit (ruff,
// mypy), django-compressor, Ansible and GitHub Actions to a Hetzner VM; Ubuntu, Fedora (SELinux,
// podman-docker) and macOS (zsh); English, Slovak, Lithuanian, Italian.

const PEP668_UBUNTU = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.
    
    If you wish to install a non-Debian-packaged Python package,
    create a virtual environment using python3 -m venv path/to/venv.
    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make
    sure you have python3-full installed.
    
    If you wish to install a non-Debian packaged Python application,
    it may be easiest to use pipx install xyz, which will manage a
    virtual environment for you. Make sure you have pipx installed.
    
    See /usr/share/doc/python3.12/README.venv for more information.

note: If you believe this is a mistake, please contact your Python installation or OS distributor provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const PEP668_BREW = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try brew install
    xyz, where xyz is the package you are trying to
    install.
    
    If you wish to install a Python library that isn't in Homebrew,
    use a virtual environment:
    
    python3 -m venv path/to/venv
    source path/to/venv/bin/activate
    python3 -m pip install xyz
    
    If you wish to install a Python application that isn't in Homebrew,
    it may be easiest to use 'pipx install xyz', which will manage a
    virtual environment for you. You can install pipx with
    
    brew install pipx
    
    You may restore the old behavior of pip by passing
    the '--break-system-packages' flag to pip, or by adding
    'break-system-packages = true' to your pip.conf file. The latter
    will permanently disable this error.
    
    If you disable this error, we STRONGLY recommend that you additionally
    pass the '--user' flag to pip, or set 'user = true' in your pip.conf
    file. Failure to do this can result in a broken Homebrew installation.
    
    Read more about this behavior here: <https://peps.python.org/pep-0668/>

note: If you believe this is a mistake, please contact your Python installation or OS distributor provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const PY_NOT_FOUND_UBUNTU = `Command 'python' not found, did you mean:
  command 'python3' from deb python3
  command 'python' from deb python-is-python3`;

const DJANGO_IMPORT = (home) => `Traceback (most recent call last):
  File "${home}/heron/manage.py", line 11, in main
    from django.core.management import execute_from_command_line
ModuleNotFoundError: No module named 'django'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "${home}/heron/manage.py", line 22, in <module>
    main()
  File "${home}/heron/manage.py", line 13, in main
    raise ImportError(
ImportError: Couldn't import Django. Are you sure it's installed and available on your PYTHONPATH environment variable? Did you forget to activate a virtual environment?`;

const CELERY_GLOBAL_A = (sub) => `You are using \`-A\` as an option of the ${sub} sub-command:
celery ${sub} -A celeryapp <...>

The support for this usage was removed in Celery 5.0. Instead you should use \`-A\` as a global option:
celery -A celeryapp ${sub} <...>

Usage: celery ${sub} [OPTIONS]
Try 'celery ${sub} --help' for help.

Error: No such option: -A`;

const GREP_USAGE = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const DATE_USAGE = `date: illegal option -- d
usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const PODMAN_NO_SOCKET = `Emulate Docker CLI using podman. Create /etc/containers/nodocker to quiet msg.
>>>> Executing external compose provider "/usr/libexec/docker/cli-plugins/docker-compose". Please see podman-compose(1) for how to disable this message. <<<<

Cannot connect to the Docker daemon at unix:///run/user/1000/podman/podman.sock. Is the docker daemon running?
Error: executing /usr/libexec/docker/cli-plugins/docker-compose up -d: exit status 1`;

const COLLECTSTATIC_EOF = (clear) => `
You have requested to collect static files at the destination
location as specified in your settings:

    /workspace/staticfiles

${clear ? 'This will DELETE ALL FILES in this location!' : 'This will overwrite existing files!'}
Are you sure you want to do this?

Type 'yes' to continue, or 'no' to cancel: Traceback (most recent call last):
  File "/workspace/manage.py", line 22, in <module>
    main()
  File "/workspace/manage.py", line 18, in main
    execute_from_command_line(sys.argv)
  File "/usr/local/lib/python3.12/site-packages/django/core/management/commands/collectstatic.py", line 209, in handle
    if input("".join(message)) != "yes":
       ^^^^^^^^^^^^^^^^^^^^^^^
EOFError: EOF when reading a line`;

const OFFLINE = (key, test, scss) => `E   compressor.exceptions.OfflineGenerationError: You have offline compression enabled but key "${key}" is missing from offline manifest. You may need to run "python manage.py compress". Here is the original content:
E   
E   <link rel="stylesheet" type="text/x-scss" href="/static/scss/${scss}">

/usr/local/lib/python3.12/site-packages/compressor/templatetags/compress.py:90: OfflineGenerationError
=========================== short test summary info ============================
FAILED ${test} - compressor.exceptions.OfflineGenerationError: You have offline compression enabled but key "${key}" is missing from offline manifest...
========================= 1 failed, 37 passed in 6.12s =========================`;

const PROTECTED_MAIN = `remote: error: GH006: Protected branch update failed for refs/heads/main.
remote: error: Changes must be made through a pull request.
To github.com:heron-app/heron.git
 ! [remote rejected] main -> main (protected branch hook declined)
error: failed to push some refs to 'github.com:heron-app/heron.git'`;

const ENV_MISSING = (home, name) => `Traceback (most recent call last):
  File "${home}/heron/.venv/lib/python3.12/site-packages/environ/environ.py", line 388, in get_value
    value = self.ENVIRON[var_name]
            ~~~~~~~~~~~~^^^^^^^^^^
  File "<frozen os>", line 714, in __getitem__
KeyError: '${name}'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "${home}/heron/manage.py", line 22, in <module>
    main()
  File "${home}/heron/heron/settings/base.py", line ${name === 'DATABASE_URL' ? 31 : 14}, in <module>
    ${name === 'DATABASE_URL' ? 'DATABASES = {"default": env.db("DATABASE_URL")}' : `SECRET_KEY = env("${name}")`}
  File "${home}/heron/.venv/lib/python3.12/site-packages/environ/environ.py", line 392, in get_value
    raise ImproperlyConfigured(error_msg) from exc
django.core.exceptions.ImproperlyConfigured: Set the ${name} environment variable`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'heron', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'pip-tools', "pip install 'django-anymail[postmark]'", PEP668_UBUNTU, 1, 'Install the Postmark email backend'],
      ['prompt', 'pip-tools', 'ne, ne pip install. įrašyk į requirements.in, tada pip-compile ir pip-sync .venv viduje'],
      ['ok', '.venv/bin/pip-compile requirements.in'],
      ['fail', 'venv-python', 'python manage.py check', PY_NOT_FOUND_UBUNTU, 127, 'Run Django system checks'],
      ['prompt', 'venv-python', "there's no `python` on this box and we don't activate in scripts. .venv/bin/python manage.py ..."],
    ],
  },
  {
    machine: 'mac', project: 'heron', start: '2026-02-03T09:15:00Z',
    steps: [
      ['ok', 'docker compose up -d db redis'],
      ['fail', 'bsd-sed', `sed -i 's/ALLOWED_HOSTS = \\[\\]/ALLOWED_HOSTS = ["localhost"]/' heron/settings/local.py`, 'sed: 1: "heron/settings/local.py": extra characters at the end of h command', 1, 'Allow localhost'],
      ['prompt', 'bsd-sed', "sei su mac: sed -i vuole l'estensione, quindi sed -i '' 's/.../' (oppure gsed)"],
      ['prompt', 'x:iso-dates', 'the booking CSV export should write dates as ISO 8601, not 02/03/2026'],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-02-04T07:50:00Z',
    steps: [
      ['fail', 'podman-socket', 'docker compose up -d', PODMAN_NO_SOCKET, 1],
      ['prompt', 'podman-socket', 'na fedore je docker len podman-docker, najprv systemctl --user enable --now podman.socket'],
      ['ok', 'systemctl --user enable --now podman.socket && docker compose up -d'],
      ['fail', 'selinux-z', 'docker compose exec db psql -U heron -f /docker-entrypoint-initdb.d/01-extensions.sql', 'psql: error: /docker-entrypoint-initdb.d/01-extensions.sql: Permission denied', 1],
      ['prompt', 'selinux-z', 'selinux. on fedora the bind mount needs :Z -> ./docker/initdb:/docker-entrypoint-initdb.d:Z'],
    ],
  },
  {
    machine: 'ci', project: 'heron', start: '2026-02-05T10:00:00Z',
    steps: [
      ['fail', 'makemigrations-check', 'python manage.py makemigrations --check --dry-run', "Migrations for 'bookings':\n  heron/bookings/migrations/0044_booking_cancel_reason.py\n    + Add field cancel_reason to booking", 1],
      ['agent', 'makemigrations-check', 'Pushed the Booking.cancel_reason model change without its migration, so makemigrations --check failed in CI; run manage.py makemigrations locally and commit the migration with the model change.'],
      ['fail', 'noinput', 'python manage.py collectstatic', COLLECTSTATIC_EOF(false), 1],
      ['prompt', 'noinput', 'nothing answers prompts in CI. collectstatic --noinput'],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-02-06T13:20:00Z',
    steps: [
      ['ok', '.venv/bin/python manage.py makemigrations bookings'],
      ['fail', 'create-db', '.venv/bin/pytest --reuse-db tests/bookings', 'E   django.db.utils.ProgrammingError: column bookings_booking.cancel_reason does not exist\nE   LINE 1: ..."bookings_booking"."ends_at", "bookings_booking"."cancel_re...\nE                                                                ^\n=========================== short test summary info ============================\nFAILED tests/bookings/test_cancel.py::test_cancel_sets_reason - django.db.utils.ProgrammingError: column bookings_booking.cancel_reason does not exist\n======================== 11 failed, 236 passed in 14.02s ========================', 1, 'Run booking tests'],
      ['prompt', 'create-db', "new migration => run it once with --create-db, the kept test db doesn't have the column"],
      ['fail', 'x:pytest-real-fail', '.venv/bin/pytest --reuse-db tests/payments/test_refund.py', '    def test_partial_refund(client, paid_booking):\n        resp = client.post(f"/api/bookings/{paid_booking.pk}/refund/", {"amount": "10.00"})\n>       assert resp.status_code == 200\nE       assert 402 == 200\nE        +  where 402 = <Response status_code=402, "application/json">.status_code\n\ntests/payments/test_refund.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/payments/test_refund.py::test_partial_refund - assert 402 == 200\n========================= 1 failed, 12 passed in 3.88s =========================', 1],
      ['prompt', 'postgres-only', 'fyi tests run on the real postgres in compose. swapping in sqlite to make them faster is not an option, half the models use ArrayField'],
    ],
  },
  {
    machine: 'mac2', project: 'heron', start: '2026-02-09T16:05:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db redis', 'zsh: command not found: docker-compose', 127, 'Start Postgres and Redis'],
      ['prompt', 'compose-v2', 'docker compose. no hyphen, v1 is long dead'],
      ['fail', 'grep-P', `grep -P '^\\s+path\\("api/' heron/urls.py`, GREP_USAGE, 2],
      ['prompt', 'grep-P', 'bsd grep. no -P here, -E or rg'],
      ['prompt', 'x:changelog', 'add a changelog entry under Unreleased for the refund endpoint'],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-02-10T08:30:00Z',
    steps: [
      ['ok', 'python3 -m venv .venv && .venv/bin/pip install pip-tools'],
      ['fail', 'py312', '.venv/bin/pip-sync requirements.txt dev.txt', "Obtaining file:///home/dev/heron (from -r /tmp/tmpk3v1q0b2 (line 1))\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\nERROR: Package 'heron' requires a different Python: 3.13.1 not in '<3.13,>=3.12'\nTraceback (most recent call last):\n  File \"/home/dev/heron/.venv/bin/pip-sync\", line 8, in <module>\n    sys.exit(cli())\nsubprocess.CalledProcessError: Command '['/home/dev/heron/.venv/bin/python', '-m', 'pip', 'install', '-r', '/tmp/tmpk3v1q0b2']' returned non-zero exit status 1.", 1],
      ['prompt', 'py312', 'fedora 41 má ako default python 3.13, venv sprav cez python3.12 -m venv .venv (dnf install python3.12)'],
      ['ok', 'rm -rf .venv && python3.12 -m venv .venv && .venv/bin/pip install pip-tools'],
      ['fail', 'x:pip-timeout', '.venv/bin/pip-sync requirements.txt dev.txt', "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/psycopg-binary/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/psycopg-binary/\nERROR: Could not find a version that satisfies the requirement psycopg-binary==3.2.3 (from versions: none)\nERROR: No matching distribution found for psycopg-binary==3.2.3", 1],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-02-11T09:00:00Z',
    steps: [
      ['fail', 'redis-cli', "redis-cli -n 1 keys 'celery*'", "Command 'redis-cli' not found, but can be installed with:\nsudo apt install redis-tools", 127, 'Inspect the Celery queue'],
      ['prompt', 'redis-cli', 'redis pas mus gyvena tik compose\'e: docker compose exec redis redis-cli -n 1 ...'],
      ['ok', 'docker compose exec redis redis-cli -n 1 llen celery'],
      ['fail', 'celery-A', '.venv/bin/celery worker -A heron -l info', CELERY_GLOBAL_A('worker'), 2, 'Start a worker'],
      ['agent', 'celery-A', 'Started the worker with `celery worker -A heron`; Celery 5 only takes -A as a global option before the subcommand: `celery -A heron worker -l info`.'],
    ],
  },
  {
    machine: 'mac', project: 'heron', start: '2026-02-12T14:10:00Z',
    steps: [
      ['fail', 'venv-python', 'python manage.py shell', 'zsh: command not found: python', 127],
      ['prompt', 'venv-python', "usa .venv/bin/python. sul mac c'è solo il python3 di brew e django sta comunque nel venv"],
      ['fail', 'date-d', "date -d '30 days ago' +%F", DATE_USAGE, 1, 'Compute the cutoff date'],
      ['prompt', 'date-d', 'mac date: -v-30d, not -d'],
    ],
  },
  {
    machine: 'ci', project: 'heron', start: '2026-02-16T11:30:00Z',
    steps: [
      ['fail', 'compress-offline', 'pytest --ds=heron.settings.ci tests/web', OFFLINE('8f1c2d7e0b9a4c3f5e6d7a8b9c0d1e2f', 'tests/web/test_booking_page.py::test_booking_page_renders', 'booking.scss'), 1],
      ['agent', 'compress-offline', 'CI failed with OfflineGenerationError after I edited a {% compress %} block; with COMPRESS_OFFLINE on, run collectstatic --noinput and then manage.py compress --force before the tests.'],
      ['fail', 'x:manifest-missing', 'pytest --ds=heron.settings.ci tests/web/test_emails.py', "E   ValueError: Missing staticfiles manifest entry for 'img/heron-logo.svg'\n\n/usr/local/lib/python3.12/site-packages/django/contrib/staticfiles/storage.py:516: ValueError\n=========================== short test summary info ============================\nFAILED tests/web/test_emails.py::test_reminder_html - ValueError: Missing staticfiles manifest entry for 'img/heron-logo.svg'\n========================= 1 failed, 9 passed in 1.94s ==========================", 1],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-02-17T09:20:00Z',
    steps: [
      ['fail', 'precommit-tools', 'mypy heron', 'bash: mypy: command not found', 127],
      ['prompt', 'precommit-tools', 'mypy goes through pre-commit: pre-commit run mypy --all-files. the hook has django-stubs and celery-types pinned, a random mypy doesnt'],
      ['ok', 'pre-commit run mypy --all-files'],
      ['fail', 'x:mypy-real-error', 'pre-commit run mypy --all-files', 'mypy.....................................................................Failed\n- hook id: mypy\n- exit code: 1\n\nheron/bookings/tasks.py:27: error: Argument 1 to "send_reminder_email" has incompatible type "int | None"; expected "int"  [arg-type]\nFound 1 error in 1 file (checked 143 source files)', 1],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-02-18T15:00:00Z',
    steps: [
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'develop-branch', 'PR goes to develop pls, not main. main only ever gets the release merge'],
      ['ok', 'gh pr edit --base develop'],
      ['fail', 'x:push-non-ff', 'git push origin feat/refund-endpoint', "To github.com:heron-app/heron.git\n ! [rejected]        feat/refund-endpoint -> feat/refund-endpoint (fetch first)\nerror: failed to push some refs to 'github.com:heron-app/heron.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac2', project: 'heron', start: '2026-02-23T10:40:00Z',
    steps: [
      ['fail', 'pg-dump', 'pg_dump -h localhost -U heron heron > /tmp/heron.sql', 'pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 16.6 (Debian 16.6-1.pgdg120+1); pg_dump version: 14.15 (Homebrew)', 1, 'Dump the local database'],
      ['prompt', 'pg-dump', 'dump from inside the container so the versions match: docker compose exec db pg_dump -U heron heron > /tmp/heron.sql'],
      ['fail', 'x:psql-auth', 'psql -h localhost -U heron_ro heron', 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  password authentication failed for user "heron_ro"', 2],
      ['ok', 'docker compose down -v && docker compose up -d'],
      ['prompt', 'down-v', 'WAIT. no. never `docker compose down -v` — that volume was my local db with the whole demo tenant in it'],
      ['agent', 'down-v', 'Ran docker compose down -v to reset the services and wiped the postgres volume; plain `docker compose down` or `docker compose restart` — the named volumes hold local data.'],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-02-24T08:10:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f compose.yaml up -d', 'bash: docker-compose: command not found...', 127],
      ['prompt', 'compose-v2', "docker-compose again? it's `docker compose`, podman handles it through the plugin"],
      ['fail', 'x:podman-short-name', 'docker pull postgres:16-alpine', 'Emulate Docker CLI using podman. Create /etc/containers/nodocker to quiet msg.\nError: short-name "postgres:16-alpine" did not resolve to an alias and no unqualified-search registries are defined in "/etc/containers/registries.conf"', 125],
      ['ok', 'docker compose up -d'],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-02-25T12:45:00Z',
    steps: [
      ['fail', 'tz-aware', '.venv/bin/pytest --reuse-db tests/bookings/test_reminders.py', 'E   RuntimeWarning: DateTimeField Booking.starts_at received a naive datetime (2026-02-25 10:00:00) while time zone support is active.\n\n.venv/lib/python3.12/site-packages/django/db/models/fields/__init__.py:1669: RuntimeWarning\n=========================== short test summary info ============================\nFAILED tests/bookings/test_reminders.py::test_reminder_sent_day_before - RuntimeWarning: DateTimeField Booking.starts_at received a naive datetime (2026-02-25 10:00:00) while time zone support is active.\n========================= 1 failed, 18 passed in 2.41s =========================', 1],
      ['prompt', 'tz-aware', 'timezone.now(), ne datetime.now() — pas mus USE_TZ=True, visur tik aware datetime'],
      ['prompt', 'x:lt-translation', 'pridėk lietuvišką vertimą priminimo laiškui (locale/lt/LC_MESSAGES/django.po), tekstą atsiųsiu vėliau'],
    ],
  },
  {
    machine: 'mac', project: 'heron', start: '2026-03-02T09:30:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/^DEBUG=.*/DEBUG=1/' .env.example", 'sed: 1: ".env.example": invalid command code .', 1],
      ['prompt', 'bsd-sed', "again the mac sed thing. sed -i '' …"],
      ['fail', 'nproc', '.venv/bin/pytest --reuse-db -n $(nproc)', 'zsh: command not found: nproc\nERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]\npytest: error: argument --numprocesses/-n: expected one argument', 4, 'Run the suite in parallel'],
      ['prompt', 'nproc', 'nproc isnt a thing on macOS, -n auto is enough'],
    ],
  },
  {
    machine: 'ci', project: 'heron', start: '2026-03-03T07:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f compose.ci.yaml up -d db redis', '/bin/sh: docker-compose: not found', 127],
      ['agent', 'compose-v2', 'Called docker-compose in the CI image; Compose v2 is the `docker compose` plugin there as everywhere else.'],
      ['fail', 'noinput', 'python manage.py collectstatic --clear', COLLECTSTATIC_EOF(true), 1],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-03-04T14:20:00Z',
    steps: [
      ['prompt', 'migration-on-main', "hold on, 0041 is already on main and applied in prod. leave it alone, write a 0045 that alters the field"],
      ['agent', 'migration-on-main', 'Edited bookings/migrations/0041_venue_capacity.py although it is merged and applied in prod; migrations on main are never changed — add a new migration instead.'],
      ['ok', '.venv/bin/python manage.py makemigrations venues -n capacity_default'],
      ['fail', 'create-db', '.venv/bin/pytest --reuse-db tests/venues', 'E   psycopg.errors.UndefinedColumn: column venues_venue.capacity_default does not exist\nE   LINE 1: ..."venues_venue"."name", "venues_venue"."capacity_d...\nE                                                                ^\n=========================== short test summary info ============================\nERROR tests/venues/test_capacity.py::test_default_capacity - psycopg.errors.UndefinedColumn: column venues_venue.capacity_default does not exist\n================== 6 failed, 41 passed, 3 errors in 5.77s ==================', 1],
      ['prompt', 'create-db', 'same as last time → --create-db'],
      ['prompt', 'x:rename-field', "while you're at it rename Booking.notes to internal_notes, with a migration (db_column is fine if it's easier)"],
    ],
  },
  {
    machine: 'mac2', project: 'heron', start: '2026-03-05T17:10:00Z',
    steps: [
      ['fail', 'x:docker-desktop-off', 'docker compose up -d', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'open -a Docker && sleep 20 && docker compose up -d'],
      ['fail', 'redis-cli', "redis-cli -n 2 keys '*throttle*'", 'zsh: command not found: redis-cli', 127],
      ['prompt', 'redis-cli', "no redis-cli on the host, it's docker compose exec redis redis-cli"],
      ['fail', 'x:redis-wrongtype', 'docker compose exec redis redis-cli -n 2 LRANGE throttle:api:42 0 -1', '(error) WRONGTYPE Operation against a key holding the wrong kind of value', 1],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-03-09T08:00:00Z',
    steps: [
      ['fail', 'podman-socket', 'docker compose ps', PODMAN_NO_SOCKET.replace('up -d', 'ps'), 1],
      ['prompt', 'podman-socket', 'podman.socket is off again after the reboot. enable it for good: systemctl --user enable --now podman.socket'],
      ['fail', 'selinux-z', 'docker compose up db', "db-1  | \ndb-1  | PostgreSQL Database directory appears to contain a database; Skipping initialization\ndb-1  | \ndb-1  | ls: cannot open directory '/docker-entrypoint-initdb.d/': Permission denied\ndb-1 exited with code 2", 2],
      ['agent', 'selinux-z', 'Mounted ./docker/initdb into the postgres container without an SELinux label on Fedora, so the container got Permission denied; bind mounts need the :Z suffix.'],
      ['ok', 'docker compose down -v && docker compose up -d'],
      ['prompt', 'down-v', 'and not down -v, that wipes the db volume too. docker compose down is enough'],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-03-10T10:15:00Z',
    steps: [
      ['fail', 'x:pytest-db-down', '.venv/bin/pytest --reuse-db', 'E   psycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused\nE   \tIs the server running on that host and accepting TCP/IP connections?\n\n.venv/lib/python3.12/site-packages/psycopg/connection.py:119: OperationalError\n=========================== short test summary info ============================\nERROR tests/accounts/test_login.py::test_login_ok - psycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused\n============================ 212 errors in 4.13s =============================', 1],
      ['ok', 'docker compose up -d db redis'],
      ['ok', 'pip3 install --user --break-system-packages django-debug-toolbar'],
      ['prompt', 'pip-tools', 'again: nothing gets pip installed into the system python, and definitely not with --break-system-packages. dev.in → pip-compile → pip-sync'],
      ['agent', 'pip-tools', 'Installed django-debug-toolbar into the system Python with --break-system-packages; dependencies go in requirements.in/dev.in, get compiled with pip-compile and installed with pip-sync into .venv.'],
    ],
  },
  {
    machine: 'mac', project: 'heron', start: '2026-03-11T13:00:00Z',
    steps: [
      ['fail', 'py312', 'python3 -m venv .venv && .venv/bin/pip install -q pip-tools && .venv/bin/pip-sync requirements.txt dev.txt', "ERROR: Package 'heron' requires a different Python: 3.13.2 not in '<3.13,>=3.12'\nTraceback (most recent call last):\n  File \"/Users/ana/heron/.venv/bin/pip-sync\", line 8, in <module>\n    sys.exit(cli())\n             ^^^^^\nsubprocess.CalledProcessError: Command '['/Users/ana/heron/.venv/bin/python3.13', '-m', 'pip', 'install', '-r', '/var/folders/7x/q2l8_0ks1wd3r5v9n6c0000gn/T/tmpa81c']' returned non-zero exit status 1.", 1, 'Recreate the virtualenv'],
      ['prompt', 'py312', "brew's python3 is 3.13 now. make the venv with /opt/homebrew/bin/python3.12 like the README says"],
      ['ok', 'rm -rf .venv && /opt/homebrew/bin/python3.12 -m venv .venv && .venv/bin/pip install -q pip-tools && .venv/bin/pip-sync requirements.txt dev.txt'],
      ['fail', 'grep-P', "grep -rP 'datetime\\.now\\(\\)' heron/", GREP_USAGE, 2],
      ['prompt', 'grep-P', '-P again 🙄 not on the mac. rg'],
      ['agent', 'tz-aware', 'Used datetime.now() in the reminder query; heron runs with USE_TZ=True, so it is django.utils.timezone.now() everywhere.'],
    ],
  },
  {
    machine: 'ci', project: 'heron', start: '2026-03-12T09:40:00Z',
    steps: [
      ['fail', 'makemigrations-check', 'python manage.py makemigrations --check --dry-run', "Migrations for 'payments':\n  heron/payments/migrations/0017_alter_refund_status.py\n    ~ Alter field status on refund", 1],
      ['prompt', 'makemigrations-check', 'CI red again on the migrations check. changing choices IS a migration. makemigrations before you push, every time'],
      ['fail', 'x:migration-conflict', 'python manage.py migrate --noinput', "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: (0045_venue_capacity_default, 0045_booking_source in bookings).\nTo fix them run 'python manage.py makemigrations --merge'", 1],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-03-16T16:00:00Z',
    steps: [
      ['ok', 'git commit --no-verify -m "wip refunds"'],
      ['prompt', 'no-verify', 'why --no-verify?? the hooks are the whole point. fix what ruff/mypy say'],
      ['agent', 'no-verify', 'Committed with --no-verify to get past a failing hook; run pre-commit and fix what it reports instead of skipping the hooks.'],
      ['fail', 'x:ruff-real-lint', 'pre-commit run --all-files', 'ruff.....................................................................Failed\n- hook id: ruff\n- exit code: 1\n\nheron/payments/views.py:3:21: F401 [*] `decimal.Decimal` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.\n\nruff-format..............................................................Passed\nmypy.....................................................................Passed', 1],
      ['ok', 'pre-commit run --all-files'],
    ],
  },
  {
    machine: 'mac2', project: 'heron', start: '2026-03-18T11:20:00Z',
    steps: [
      ['fail', 'pip-tools', 'pip3 install django-silk', PEP668_BREW, 1, 'Install the profiler'],
      ['prompt', 'pip-tools', 'not like that. it goes into dev.in, pip-compile dev.in, pip-sync. we never pip install by hand'],
      ['fail', 'ruff-not-black', 'black heron/ tests/', 'zsh: command not found: black', 127, 'Format the code'],
      ['prompt', 'ruff-not-black', "we're on ruff format, black went out with the ruff switch. pre-commit run ruff-format -a"],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-03-19T07:45:00Z',
    steps: [
      ['fail', 'ansible-vault', 'ansible-playbook -i inventories/staging site.yml --check --diff', 'ERROR! Attempting to decrypt but no vault secrets found', 1],
      ['prompt', 'ansible-vault', 'always --vault-password-file ~/.config/heron/vault-pass, the group_vars are encrypted'],
      ['fail', 'x:ansible-unreachable', 'ansible-playbook -i inventories/staging site.yml --check --diff --vault-password-file ~/.config/heron/vault-pass', '\nPLAY [web] *********************************************************************\n\nTASK [Gathering Facts] *********************************************************\nfatal: [staging-web-1]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: ssh: connect to host 5.75.212.14 port 22: Connection timed out", "unreachable": true}\n\nPLAY RECAP *********************************************************************\nstaging-web-1              : ok=0    changed=0    unreachable=1    failed=0    skipped=0    rescued=0    ignored=0', 4],
      ['ok', 'ansible-playbook -i inventories/staging site.yml --check --diff --vault-password-file ~/.config/heron/vault-pass'],
      ['ok', "sed -i 's/max_length=64/max_length=128/' heron/venues/migrations/0038_venue_slug.py"],
      ['prompt', 'migration-on-main', '0038 je už dávno na maine, tú nemeň. sprav novú migráciu na ten max_length'],
      ['fail', 'x:unknown-command', '.venv/bin/python manage.py runserver_plus', "Unknown command: 'runserver_plus'\nType 'manage.py help' for usage.", 1],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-03-23T08:30:00Z',
    steps: [
      ['fail', 'x:docker-daemon-down', 'docker compose up -d db redis worker', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'sudo systemctl start docker && docker compose up -d db redis worker'],
      ['fail', 'celery-A', '.venv/bin/celery beat -A heron -l info', CELERY_GLOBAL_A('beat'), 2],
      ['prompt', 'celery-A', '-A goes before the subcommand. celery -A heron beat, same as the worker'],
      ['fail', 'x:celery-no-nodes', '.venv/bin/celery -A heron inspect ping', 'Error: No nodes replied within time constraint', 69],
      ['prompt', 'worker-restart', "the worker is still on the old task code, restart it: docker compose restart worker. it doesn't autoreload"],
    ],
  },
  {
    machine: 'mac', project: 'heron', start: '2026-03-25T15:30:00Z',
    steps: [
      ['ok', 'git reset --hard origin/develop && git clean -fdx'],
      ['prompt', 'git-clean-x', 'ma che fai?! git clean -fdx mi ha cancellato .env e .venv. -x mai, al massimo git clean -n per vedere cosa toglie'],
      ['agent', 'git-clean-x', 'Ran git clean -fdx to tidy the tree and deleted the ignored .env and .venv; never use -x in heron — dry-run with git clean -n and leave ignored files alone.'],
      ['ok', '/opt/homebrew/bin/python3.12 -m venv .venv && .venv/bin/pip install -q pip-tools && .venv/bin/pip-sync requirements.txt dev.txt'],
      ['fail', 'env-file', '.venv/bin/python manage.py runserver', ENV_MISSING('/Users/ana', 'DATABASE_URL'), 1],
      ['prompt', 'env-file', 'cp .env.example .env and put your DATABASE_URL in it'],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-03-26T09:10:00Z',
    steps: [
      ['ok', 'git rebase origin/develop && git push --force origin develop'],
      ['prompt', 'force-push', 'nikdy git push --force na develop!! Tomáš tam mal dva commity a sú preč'],
      ['agent', 'force-push', "Force-pushed develop after a rebase and dropped two of Tomáš's commits; shared branches are never force-pushed — on my own feature branch only --force-with-lease."],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-04-01T10:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git push origin main', PROTECTED_MAIN, 1, 'Push the fix'],
      ['prompt', 'develop-branch', 'main is release-only. push your branch and open the PR against develop'],
      ['ok', 'git push -u origin fix/reminder-tz && gh pr create --base develop --fill'],
      ['prompt', 'x:celery-retry', 'make send_reminder retry 3x with exponential backoff on SMTP errors'],
    ],
  },
  {
    machine: 'mac2', project: 'heron', start: '2026-04-02T13:45:00Z',
    steps: [
      ['fail', 'env-file', '.venv/bin/python manage.py migrate', ENV_MISSING('/Users/kai', 'SECRET_KEY'), 1, 'Apply migrations on the fresh clone'],
      ['prompt', 'env-file', 'fresh clone has no .env. copy .env.example first'],
      ['fail', 'venv-python', 'python3 manage.py migrate', DJANGO_IMPORT('/Users/kai'), 1],
      ['agent', 'venv-python', "Ran manage.py with Homebrew's python3, which has no Django; heron's interpreter is .venv/bin/python."],
      ['ok', '.venv/bin/python manage.py migrate'],
      ['fail', 'date-d', 'date -d @1775123456', DATE_USAGE, 1],
      ['prompt', 'date-d', "that's GNU date again. on the mac it's date -r 1775123456"],
      ['fail', 'x:python-typo', '.venv/bin/pytohn manage.py shell', 'zsh: no such file or directory: .venv/bin/pytohn', 127],
    ],
  },
  {
    machine: 'ci', project: 'heron', start: '2026-04-06T08:20:00Z',
    steps: [
      ['fail', 'precommit-tools', 'ruff check .', '/bin/sh: 1: ruff: not found', 127],
      ['agent', 'precommit-tools', 'Called ruff directly in the CI image where it is not installed; lint runs as `pre-commit run --all-files` (ruff and mypy are pinned in .pre-commit-config.yaml).'],
      ['fail', 'x:scss-error', 'python manage.py compress --force', 'CommandError: An error occurred during rendering /workspace/heron/templates/base.html: Error: Undefined variable.\n   ╷\n12 │   color: $heron-blue;\n   │          ^^^^^^^^^^^\n   ╵\n  heron/static/scss/booking.scss 12:10  root stylesheet', 1],
      ['fail', 'compress-offline', 'pytest --ds=heron.settings.ci tests/web/test_venue_page.py', OFFLINE('a41e09c6d2b87f35e1c0d9b4a6f3e2d1', 'tests/web/test_venue_page.py::test_venue_page_lists_slots', 'venue.scss'), 1],
      ['prompt', 'compress-offline', 'you touched a {% compress %} block so the offline manifest is stale. compress --force before the tests, like the workflow does'],
    ],
  },
  {
    machine: 'mac', project: 'heron', start: '2026-04-08T09:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/heron-db/db/' compose.yaml", 'sed: 1: "compose.yaml": command c expects \\ followed by text', 1],
      ['agent', 'bsd-sed', "BSD sed on macOS takes the word after -i as the backup suffix; use `sed -i '' 's/…/…/' file` (or gsed)."],
      ['prompt', 'x:git-stash-question', "cosa c'è nel mio stash? non ricordo cosa ho messo via venerdì"],
      ['ok', 'git stash list && git stash show -p stash@{0}'],
      ['ok', 'git push -f origin develop'],
      ['prompt', 'force-push', 'NO push -f on develop, four of us work on it. --force-with-lease and only on your own branch'],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-04-13T11:00:00Z',
    steps: [
      ['fail', 'pg-dump', 'pg_dump -h localhost -U heron -Fc heron -f /tmp/heron.dump', "Command 'pg_dump' not found, but can be installed with:\nsudo apt install postgresql-client-common", 127],
      ['prompt', 'pg-dump', 'not on the host!! docker compose exec db pg_dump -U heron -Fc heron > /tmp/heron.dump'],
      ['fail', 'x:disk-full', 'docker compose exec db pg_dump -U heron -Fc -f /tmp/heron.dump heron', 'pg_dump: error: could not write to output file: No space left on device', 1],
      ['ok', 'docker image prune -f && docker compose exec db pg_dump -U heron -Fc -f /tmp/heron.dump heron'],
      ['ok', '.venv/bin/pip-compile -U requirements.in'],
      ['prompt', 'upgrade-package', 'the whole lockfile changed again. I only asked for django. pip-compile --upgrade-package django'],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-04-15T08:30:00Z',
    steps: [
      ['ok', '.venv/bin/pip-compile --upgrade requirements.in'],
      ['prompt', 'upgrade-package', 'prečo sa zmenilo 40 balíkov v requirements.txt? chcel som len celery → pip-compile --upgrade-package celery'],
      ['agent', 'upgrade-package', 'Ran pip-compile --upgrade and bumped every pin; to bump one dependency use `pip-compile --upgrade-package <name>` and leave the rest of requirements.txt alone.'],
      ['fail', 'x:pip-compile-conflict', '.venv/bin/pip-compile --upgrade-package django-celery-beat requirements.in', 'ERROR: Cannot install -r requirements.in (line 6) and django==5.1.8 because these package versions have conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested django==5.1.8\n    django-celery-beat 2.8.0 depends on Django<6.0 and >=5.2\n\nTo fix this you could try to:\n1. loosen the range of package versions you\'ve specified\n2. remove package versions to allow pip to attempt to solve the dependency conflict\n\nERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts', 1],
      ['prompt', 'x:sentry-dsn-vault', 'the staging SENTRY_DSN goes into inventories/staging/group_vars/all/vault.yml, encrypted like the rest'],
    ],
  },
  {
    machine: 'mac2', project: 'heron', start: '2026-04-20T14:00:00Z',
    steps: [
      ['fail', 'nproc', '.venv/bin/pytest -n "$(nproc)" --reuse-db tests/', "zsh: command not found: nproc\nERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]\npytest: error: argument --numprocesses/-n: invalid parse_numprocesses value: ''", 4],
      ['prompt', 'nproc', '-n auto. macos has no nproc (sysctl -n hw.ncpu if you really need the number)'],
      ['fail', 'ruff-not-black', 'isort heron/ tests/', 'zsh: command not found: isort', 127],
      ['prompt', 'ruff-not-black', "same story as black — import sorting is ruff's I rules now, it's all in pre-commit"],
      ['fail', 'x:grep-no-match', 'grep -rn COMPRESS_OFFLINE heron/settings/local.py', '', 1],
      ['ok', 'git commit -n -m "venue page: slots list"'],
      ['prompt', 'no-verify', 'and -n on git commit is --no-verify too. stop skipping the hooks'],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-04-22T09:30:00Z',
    steps: [
      ['fail', 'deploy-workflow', "ssh deploy@heron-prod-1 'cd /srv/heron && git pull && sudo systemctl restart heron-gunicorn heron-celery'", 'deploy@heron-prod-1: Permission denied (publickey).', 255, 'Deploy the hotfix'],
      ['prompt', 'deploy-workflow', "we don't deploy by hand on the box. releases go through the Deploy workflow on main (gh workflow run deploy.yml --ref main), ansible does the rest"],
      ['ok', 'gh workflow run deploy.yml --ref main'],
      ['fail', 'x:gh-auth', 'gh run watch', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
    ],
  },
  {
    machine: 'codex', project: 'heron', start: '2026-04-27T10:10:00Z',
    steps: [
      ['fail', 'ansible-vault', 'ansible-vault view inventories/prod/group_vars/all/vault.yml', '[ERROR]: Attempting to decrypt but no vault secrets found', 1],
      ['agent', 'ansible-vault', "Ran ansible-vault without a password source; heron's vault needs --vault-password-file ~/.config/heron/vault-pass (or ANSIBLE_VAULT_PASSWORD_FILE set)."],
      ['ok', 'ansible-playbook -i inventories/prod site.yml --limit web --vault-password-file ~/.config/heron/vault-pass'],
      ['prompt', 'deploy-workflow', 'a prosím žiadny ansible-playbook proti prod z laptopu. prod ide len cez GitHub Actions deploy, nech je to v logu'],
      ['prompt', 'x:staging2-inventory', 'add staging-web-2 (5.75.212.19) to inventories/staging/hosts.yml under web'],
    ],
  },
  {
    machine: 'mac', project: 'heron', start: '2026-05-04T08:45:00Z',
    steps: [
      ['ok', `printf 'from .test import *\\nDATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}\\n' > heron/settings/test_fast.py`],
      ['prompt', 'postgres-only', "niente sqlite nei test. ArrayField, jsonb, i trigger: serve postgres, il db di test è quello in compose"],
      ['agent', 'postgres-only', 'Added a sqlite settings module to speed up tests; heron is Postgres-only (ArrayField, JSONB, triggers), tests run against the Postgres 16 from compose.'],
      ['fail', 'x:port-in-use', 'docker compose up -d db', 'Error response from daemon: driver failed programming external connectivity on endpoint heron-db-1 (3b1f0c9e7d2a): Bind for 0.0.0.0:5432 failed: port is already allocated', 1],
      ['ok', 'brew services stop postgresql@14 && docker compose up -d db'],
    ],
  },
  {
    machine: 'linux', project: 'heron', start: '2026-05-06T13:30:00Z',
    steps: [
      ['prompt', 'worker-restart', "worker log: Received unregistered task of type 'heron.venues.tasks.recalc_capacity'. The message has been ignored and discarded. — you added the task and never restarted the worker"],
      ['agent', 'worker-restart', 'Queued a new Celery task without restarting the worker, which rejected it as unregistered; after changing tasks.py run `docker compose restart worker`.'],
      ['fail', 'x:missing-stripe', '.venv/bin/python manage.py check', "Traceback (most recent call last):\n  File \"/home/dev/heron/manage.py\", line 22, in <module>\n    main()\n  File \"/home/dev/heron/heron/payments/apps.py\", line 9, in ready\n    import stripe\nModuleNotFoundError: No module named 'stripe'", 1],
      ['ok', 'git pull && .venv/bin/pip-sync requirements.txt dev.txt'],
      ['prompt', 'git-clean-x', 'ir prieš "tvarkant": jokio git clean -x, .env ir .venv yra ignoruojami failai'],
    ],
  },
];
