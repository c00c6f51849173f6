// Half J of the evaluation corpus: written blind (only issue 10, the corpus README's format,
// build.mjs and the first lines of half-d.mjs were read; not the reader, the grouping or the
// other halves). A project called "fjordline": a Python data platform moving from Poetry to uv,
// Airflow 2 DAGs, dbt on Snowflake (DuckDB in CI), a small FastAPI service, pre-commit with ruff,
// Terraform behind a wrapper, developers on macOS (zsh, BSD tools) and Linux (bash), CI in Alpine
// (BusyBox ash) and Codex in the cloud. Thirty lessons told 2–6 times each in different words and
// error texts, about one correction in seven in another language (de, es, fr, pt, zh, nb; two
// one-offs in it and pt), and near misses that share words with a lesson but are another problem.
const BSD_GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BSD_DATE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BSD_STAT = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|link ...]';
const BUSYBOX = 'BusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.';
const TF_CORE = (version) => `╷\n│ Error: Unsupported Terraform Core version\n│ \n│   on versions.tf line 2, in terraform:\n│    2:   required_version = "~> 1.7.0"\n│ \n│ This configuration does not support Terraform version ${version}. To proceed,\n│ either choose another supported Terraform version or update this version\n│ constraint. Version constraints are normally set for good reason, so\n│ updating the constraint may lead to other errors or unexpected behavior.\n╵`;
const DBT_TARGET = (time, target) => `${time}  Running with dbt=1.8.7\n${time}  Encountered an error:\nRuntime Error\n  The profile 'fjordline' does not have a target named '${target}'. The valid target names for this profile are:\n   - dev\n   - ci\n   - prod`;
const AIRFLOW_REMOVED = (old, now) => `usage: airflow [-h] GROUP_OR_COMMAND ...\n\npositional arguments:\n  GROUP_OR_COMMAND\n\n    Groups\n      config         View configuration\n      connections    Manage connections\n      dags           Manage DAGs\n      db             Database operations\n      jobs           Manage jobs\n      pools          Manage pools\n      providers      Display providers\n      roles          Manage roles\n      tasks          Manage tasks\n      users          Manage users\n      variables      Manage variables\n\noptional arguments:\n  -h, --help         show this help message and exit\n\nairflow command error: argument GROUP_OR_COMMAND: \`airflow ${old}\` command, has been removed, please use \`airflow ${now}\`, see help above.`;
const SF_ROLE = (role) => `250001 (08001): Failed to connect to DB: xy12345.eu-west-1.snowflakecomputing.com:443. Role '${role}' specified in the connect string is not granted to this user. Contact your local system administrator, or attempt to login with another role, e.g. PUBLIC.`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-01T08:10:00Z',
    steps: [
      ['ok', 'git pull --rebase'],
      ['fail', 'uv', 'poetry install --with dev', 'zsh: command not found: poetry', 127, 'Install dependencies'],
      ['prompt', 'uv', 'nope, uv. poetry is gone since last week'],
      ['fail', 'python3', 'python scripts/gen_sources.py --schema raw', 'zsh: command not found: python', 127, 'Generate dbt sources'],
      ['prompt', 'python3', 'python3 on the macs, there is no python'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-01T13:30:00Z',
    steps: [
      ['fail', 'dbt-venv', 'dbt debug', 'bash: dbt: command not found', 127, 'Check the dbt connection'],
      ['prompt', 'dbt-venv', "there's no global dbt, it's .venv/bin/dbt (or source .venv/bin/activate first)"],
      ['fail', 'dbt-target-dev', '.venv/bin/dbt build --target development -s stg_orders+', DBT_TARGET('13:38:02', 'development'), 2],
      ['prompt', 'dbt-target-dev', 'ALWAYS --target dev when you run it locally. the default target in profiles.yml is prod!!'],
      ['ok', '.venv/bin/dbt build --target dev -s stg_orders+'],
    ],
  },
  {
    machine: 'ci', project: 'fjordline', start: '2026-09-02T07:00:00Z',
    steps: [
      ['fail', 'ci-no-bash', 'bash scripts/ci/run_dbt_ci.sh', '/bin/sh: bash: not found', 127],
      ['prompt', 'ci-no-bash', 'the runner image is alpine, only ash. keep the scripts POSIX sh'],
      ['fail', 'apk', 'apt-get update && apt-get install -y jq', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'apk', "it's alpine — apk add --no-cache jq"],
      ['fail', 'x:apk-network', 'apk add --no-cache jq', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/main: temporary error (try again later)\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/community: temporary error (try again later)\nERROR: unable to select packages:\n  jq (no such package):\n    required by: world[jq]', 1],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-09-02T09:20:00Z',
    steps: [
      ['fail', 'sed-i-bsd', "sed -i 's/orders_v1/orders_v2/g' models/marts/orders.sql", 'sed: 1: "models/marts/orders.sql": invalid command code m', 1, 'Rename the upstream model'],
      ['prompt', 'sed-i-bsd', "bsd sed, neds -i ''"],
      ['prompt', 'x:add-column', 'add a column shipped_at to the orders model, nullable, from raw.shipments'],
      ['fail', 'black-ruff', 'black fjordline_api/', 'zsh: command not found: black', 127, 'Format the API package'],
      ['prompt', 'black-ruff', 'we dropped black, ruff format does the same'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-03T08:45:00Z',
    steps: [
      ['fail', 'airflow2-cli', 'airflow list_dags', AIRFLOW_REMOVED('list_dags', 'dags list'), 2, 'List the DAGs'],
      ['prompt', 'airflow2-cli', "that's the old airflow CLI"],
      ['ok', 'airflow dags list'],
      ['fail', 'x:airflow-dag-typo', 'airflow dags trigger orders_dialy', 'Traceback (most recent call last):\n  File "/home/dev/fjordline/.venv/bin/airflow", line 8, in <module>\n    sys.exit(main())\n  File "/home/dev/fjordline/.venv/lib/python3.12/site-packages/airflow/__main__.py", line 58, in main\n    args.func(args)\n  File "/home/dev/fjordline/.venv/lib/python3.12/site-packages/airflow/api/common/trigger_dag.py", line 129, in _trigger_dag\n    raise DagNotFound(f"Dag id {dag_id} not found in DagModel")\nairflow.exceptions.DagNotFound: Dag id orders_dialy not found in DagModel', 1],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-03T14:10:00Z',
    steps: [
      ['fail', 'tf-version', 'infra/bin/tf staging plan', TF_CORE('1.5.7'), 1, 'Plan the staging changes'],
      ['prompt', 'tf-version', 'terraform 1.7 — tfenv use 1.7.5'],
      ['prompt', 'x:iso-dates', 'use ISO dates in the weekly report, and UTC please'],
    ],
  },
  {
    machine: 'codex', project: 'fjordline', start: '2026-09-04T09:00:00Z',
    steps: [
      ['agent', 'uv', 'Ran `poetry run pytest`; the project uses uv now — run `uv run pytest`.'],
      ['fail', 'x:pytest-real', 'uv run pytest tests/unit -q', '........F.........................................................................\n=================================== FAILURES ===================================\n___________________________ test_dedupe_keeps_latest ___________________________\n\n    def test_dedupe_keeps_latest():\n        rows = [row(1, "2026-09-01"), row(1, "2026-09-02")]\n>       assert dedupe(rows)[0].updated_at == date(2026, 9, 2)\nE       AssertionError: assert datetime.date(2026, 9, 1) == datetime.date(2026, 9, 2)\n\ntests/unit/test_orders.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/unit/test_orders.py::test_dedupe_keeps_latest - AssertionError: assert datetime.date(2026, 9, 1) == datetime.date(2026, 9, 2)\n1 failed, 83 passed in 2.31s', 1],
      ['ok', 'uv run pytest tests/unit -q'],
      ['agent', 'make-api', 'Started uvicorn by hand with the wrong module; run the API with `make api` (fjordline_api.app:app, env loaded).'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-04T15:00:00Z',
    steps: [
      ['fail', 'tf-wrapper', 'cd infra/envs/prod && terraform init -input=false', 'Initializing the backend...\n╷\n│ Error: Missing Required Value\n│ \n│   on backend.tf line 2, in terraform:\n│    2:   backend "s3" {\n│ \n│ The attribute "bucket" is required by the backend.\n│ \n│ Refer to the backend documentation for additional information which\n│ attributes are required.\n╵', 1, 'Initialise terraform for prod'],
      ['prompt', 'tf-wrapper', 'use infra/bin/tf, it passes the backend config and picks the workspace'],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-09-07T08:30:00Z',
    steps: [
      ['fail', 'grep-P', "grep -rnP '\\bdag_id\\s*=' dags/", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2, 'Find the DAG ids'],
      ['prompt', 'grep-P', 'no -P on mac. grep -E or rg'],
      ['fail', 'date-d', "date -d '7 days ago' +%F", BSD_DATE, 1, 'Compute the backfill start'],
      ['prompt', 'date-d', 'gdate. or date -v-7d +%F'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-07T11:00:00Z',
    steps: [
      ['fail', 'x:push-nonff', 'git push origin feat/orders-dedup', "To github.com:fjordline/fjordline.git\n ! [rejected]        feat/orders-dedup -> feat/orders-dedup (non-fast-forward)\nerror: failed to push some refs to 'github.com:fjordline/fjordline.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feat/orders-dedup && git push origin feat/orders-dedup'],
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'branch-develop', 'PRs go against develop, main is release-only'],
      ['ok', 'gh pr edit --base develop'],
    ],
  },
  {
    machine: 'ci', project: 'fjordline', start: '2026-09-08T07:15:00Z',
    steps: [
      ['fail', 'grep-P', `grep -oP '(?<=^version = ")[^"]+' pyproject.toml`, `grep: unrecognized option: P\n${BUSYBOX}\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...`, 1],
      ['agent', 'grep-P', 'grep -P is GNU-only; BusyBox grep in the CI image has no PCRE — use grep -E (or sed) instead.'],
      ['ok', `sed -n 's/^version = "\\(.*\\)"/\\1/p' pyproject.toml`],
      ['fail', 'du-depth', 'du -h --max-depth=1 /workspace/target', `du: unrecognized option: max-depth=1\n${BUSYBOX}\n\nUsage: du [-aHLdclsxhmk] [FILE]...`, 1],
      ['prompt', 'du-depth', 'du -d 1 works everywhere, --max-depth is gnu only'],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-08T10:00:00Z',
    steps: [
      ['fail', 'find-printf', "find data/exports -name '*.parquet' -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1, 'List export sizes'],
      ['prompt', 'find-printf', 'bsd find, no -printf. stat -f or gfind'],
      ['fail', 'stat-c', 'stat -c %s dist/fjordline-0.4.0.tar.gz', BSD_STAT, 1, 'Check the sdist size'],
      ['prompt', 'stat-c', 'mac stat is stat -f %z'],
      ['fail', 'x:stat-typo', 'stat -f %z dist/fjordline-0.4.1.tar.gz', 'stat: dist/fjordline-0.4.1.tar.gz: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-09T09:10:00Z',
    steps: [
      ['fail', 'sf-role', '.venv/bin/dbt debug --target dev', `09:14:40  Running with dbt=1.8.7\n09:14:40  dbt version: 1.8.7\n09:14:40  python version: 3.12.6\n09:14:41  Connection:\n09:14:41    account: xy12345.eu-west-1\n09:14:41    user: DEV_SVEN\n09:14:41    database: ANALYTICS_DEV\n09:14:41    warehouse: TRANSFORM_XS\n09:14:41    role: ACCOUNTADMIN\n09:14:41    schema: dbt_sven\n09:14:43    Connection test: [ERROR]\n\n09:14:43  1 check failed:\n09:14:43  dbt was unable to connect to the specified database.\nThe database returned the following error:\n\n  >Database Error\n  ${SF_ROLE('ACCOUNTADMIN')}`, 1, 'Check the Snowflake connection'],
      ['prompt', 'sf-role', 'role is TRANSFORMER. nobody uses ACCOUNTADMIN for dbt'],
      ['fail', 'x:dbt-deps', '.venv/bin/dbt run --target dev -s marts.finance', '09:21:03  Running with dbt=1.8.7\n09:21:04  Encountered an error:\nCompilation Error\n  dbt found 2 package(s) specified in packages.yml, but only 0 package(s) installed in dbt_packages. Run "dbt deps" to install package dependencies.', 2],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-09-09T14:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d airflow-scheduler airflow-webserver', 'zsh: command not found: docker-compose', 127, 'Start local Airflow'],
      ['prompt', 'compose-v2', 'docker compose (v2, with a space)'],
      ['fail', 'x:compose-daemon', 'docker compose up -d airflow-scheduler airflow-webserver', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  {
    machine: 'codex', project: 'fjordline', start: '2026-09-10T09:30:00Z',
    steps: [
      ['fail', 'drop-prod', "snowsql -c prod -q 'DROP SCHEMA ANALYTICS_PROD.STAGING_TMP CASCADE'", "002003 (02000): SQL compilation error:\nSchema 'ANALYTICS_PROD.STAGING_TMP' does not exist or not authorized.", 1],
      ['prompt', 'drop-prod', "NEVER drop anything in ANALYTICS_PROD. not even the tmp schemas, that's a ticket for data-platform"],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-10T13:20:00Z',
    steps: [
      ['fail', 'make-api', '.venv/bin/uvicorn main:app --reload', 'INFO:     Will watch for changes in these directories: [\'/Users/ana/fjordline\']\nINFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)\nINFO:     Started reloader process [48211] using WatchFiles\nERROR:    Error loading ASGI app. Could not import module "main".', 1, 'Run the API locally'],
      ['prompt', 'make-api', 'make api. it loads the env and uses the right module path'],
      ['fail', 'x:api-port-in-use', 'make api', 'uv run --env-file .env fastapi dev fjordline_api/app.py --port 8000\nINFO     Using path fjordline_api/app.py\nINFO     Resolved absolute path /Users/ana/fjordline/fjordline_api/app.py\nERROR:    [Errno 48] Address already in use\nmake: *** [api] Error 1', 2],
      ['ok', 'make api'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-11T08:00:00Z',
    steps: [
      ['fail', 'ruff-check', '.venv/bin/ruff .', "error: unrecognized subcommand '.'\n\nUsage: ruff [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.", 2, 'Lint the repo'],
      ['prompt', 'ruff-check', "ruff changed the cli, it's ruff check ."],
      ['fail', 'make-test', 'make unit-tests', "make: *** No rule to make target 'unit-tests'.  Stop.", 2, 'Run the unit tests'],
      ['prompt', 'make-test', 'the target is `test` (singular), see `make help`'],
      ['ok', 'make test'],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-09-14T09:00:00Z',
    steps: [
      ['fail', 'x:py-module-not-found', 'python3 -m fjordline.cli backfill --since 2026-08-01', "/Library/Developer/CommandLineTools/usr/bin/python3: Error while finding module specification for 'fjordline.cli' (ModuleNotFoundError: No module named 'fjordline')", 1],
      ['fail', 'py312', 'python3 -m venv .venv && .venv/bin/pip install -e .', "Obtaining file:///Users/kai/fjordline\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\n  Getting requirements to build editable ... done\n  Preparing editable metadata (pyproject.toml) ... done\nERROR: Package 'fjordline' requires a different Python: 3.9.6 not in '>=3.12'", 1, 'Create a venv'],
      ['prompt', 'py312', '3.12. the system python on mac is 3.9, useless'],
      ['ok', 'uv venv --python 3.12 && uv sync'],
    ],
  },
  {
    machine: 'ci', project: 'fjordline', start: '2026-09-14T13:00:00Z',
    steps: [
      ['fail', 'ci-no-bash', './scripts/ci/check_migrations.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['agent', 'ci-no-bash', 'CI runs in Alpine with BusyBox ash and no bash; CI scripts must use #!/bin/sh and POSIX syntax.'],
      ['fail', 'apk', 'apt install -y postgresql-client', '/bin/sh: apt: not found', 127],
      ['prompt', 'apk', 'apk, not apt. this is alpine!!'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-15T08:20:00Z',
    steps: [
      ['fail', 'tf-destroy', 'infra/bin/tf staging destroy -target=module.warehouse -auto-approve', '╷\n│ Error: Instance cannot be destroyed\n│ \n│   on modules/warehouse/main.tf line 14:\n│   14: resource "snowflake_database" "analytics" {\n│ \n│ Resource module.warehouse.snowflake_database.analytics has\n│ lifecycle.prevent_destroy set, but the plan calls for this resource to be\n│ destroyed. To avoid this error and continue with the plan, either disable\n│ lifecycle.prevent_destroy or reduce the scope of the plan using the -target\n│ flag.\n╵', 1, 'Recreate the staging warehouse'],
      ['prompt', 'tf-destroy', 'WHOA. never terraform destroy anything, not even staging. ask first'],
      ['fail', 'x:tf-state-lock', 'infra/bin/tf prod plan', '╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The conditional request\n│ failed\n│ Lock Info:\n│   ID:        3f1c2a9e-7d41-b0c2-5e8a-91f0d2c4a7b3\n│   Path:      fjordline-tfstate/prod/terraform.tfstate\n│   Operation: OperationTypeApply\n│   Who:       runner@ci-7f9c\n│   Version:   1.7.5\n│   Created:   2026-09-15 08:02:11.418 +0000 UTC\n│   Info:      \n│ \n│ \n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵', 1],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-15T14:30:00Z',
    steps: [
      ['fail', 'sha256sum', 'sha256sum dist/*.whl dist/*.tar.gz > dist/SHA256SUMS', 'zsh: command not found: sha256sum', 127, 'Write checksums'],
      ['prompt', 'sha256sum', 'shasum -a 256 on the mac'],
      ['fail', 'x:sha-mismatch', 'shasum -a 256 -c dist/SHA256SUMS', 'dist/fjordline-0.4.1.tar.gz: OK\ndist/fjordline-0.4.1-py3-none-any.whl: FAILED\nshasum: WARNING: 1 computed checksum did NOT match', 1],
    ],
  },
  {
    machine: 'codex', project: 'fjordline', start: '2026-09-16T09:00:00Z',
    steps: [
      ['fail', 'ruff-check', '.venv/bin/ruff --fix dags/', "error: unexpected argument '--fix' found\n\n  tip: to pass '--fix' as a value, use '-- --fix'\n\nUsage: ruff [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.", 2],
      ['agent', 'ruff-check', '`ruff <path>` and bare `ruff --fix` are gone since ruff 0.5; the subcommand is required: `ruff check --fix <path>`.'],
      ['fail', 'x:ruff-lint-error', 'uv run ruff check dags/', 'dags/orders_daily.py:4:8: F401 [*] `os` imported but unused\n  |\n2 | from datetime import datetime\n3 | \n4 | import os\n  |        ^^ F401\n  |\n  = help: Remove unused import: `os`\n\nFound 1 error.\n[*] 1 fixable with the `--fix` option.', 1],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-09-17T10:00:00Z',
    steps: [
      ['ok', "git commit --no-verify -m 'wip: shipments staging'"],
      ['prompt', 'no-verify', 'no --no-verify. fix what ruff complains about'],
      ['ok', 'uv run pre-commit run --all-files'],
      ['prompt', 'x:branch-name', 'call the branch feat/orders-dedup, not fix/…'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-17T15:00:00Z',
    steps: [
      ['ok', '.venv/bin/dbt build -s stg_orders'],
      ['agent', 'dbt-target-dev', 'Ran dbt build without --target, so it hit prod (the default in profiles.yml); always pass --target dev.'],
      ['fail', 'x:dbt-missing-source', '.venv/bin/dbt build --target dev -s stg_shipments', "15:21:17  1 of 1 ERROR creating sql view model dbt_sven.stg_shipments ........... [ERROR in 0.84s]\n15:21:17  \n15:21:17  Finished running 1 view model in 0 hours 0 minutes and 3.02 seconds (3.02s).\n15:21:17  \n15:21:17  Completed with 1 error and 0 warnings:\n15:21:17  \n15:21:17    Database Error in model stg_shipments (models/staging/stg_shipments.sql)\n  002003 (42S02): SQL compilation error:\n  Object 'RAW.LOGISTICS.SHIPMENTS' does not exist or not authorized.\n  compiled code at target/run/fjordline/models/staging/stg_shipments.sql", 1],
      ['prompt', 'x:uv-question', "what's the difference between uv sync and uv pip install? just curious"],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-18T08:40:00Z',
    steps: [
      ['fail', 'op-secrets', '.venv/bin/dbt debug --target dev', "08:44:12  Running with dbt=1.8.7\n08:44:12  dbt version: 1.8.7\n08:44:12  python version: 3.12.6\n08:44:12  Using profiles dir at /Users/ana/fjordline\n08:44:12  Using profiles.yml file at /Users/ana/fjordline/profiles.yml\n08:44:12  Encountered an error:\nParsing Error\n  Env var required but not provided: 'SNOWFLAKE_PASSWORD'", 2, 'Check the dbt connection'],
      ['prompt', 'op-secrets', 'wrap it in `op run --env-file=.env.tpl --`. creds never go into profiles.yml or a .env'],
      ['fail', 'x:op-signin', 'op run --env-file=.env.tpl -- .venv/bin/dbt debug --target dev', '[ERROR] 2026/09/18 08:51:03 You are not currently signed in. Please run `op signin --help` for instructions', 1],
      ['ok', 'eval $(op signin) && op run --env-file=.env.tpl -- .venv/bin/dbt debug --target dev'],
    ],
  },
  {
    machine: 'codex', project: 'fjordline', start: '2026-09-21T09:10:00Z',
    steps: [
      ['fail', 'airflow2-cli', 'airflow trigger_dag orders_daily -e 2026-09-20', AIRFLOW_REMOVED('trigger_dag', 'dags trigger'), 2],
      ['agent', 'airflow2-cli', 'Used Airflow 1 commands (list_dags, trigger_dag); Airflow 2 groups them: `airflow dags list`, `airflow dags trigger`.'],
      ['fail', 'compose-v2', 'docker-compose -f docker/airflow.yml ps', 'bash: docker-compose: command not found', 127],
      ['agent', 'compose-v2', 'docker-compose (v1) is not installed; use the Compose v2 plugin: `docker compose -f docker/airflow.yml ps`.'],
      ['fail', 'x:git-publickey', 'git fetch origin', 'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 128],
      ['ok', 'git push --force origin develop'],
      ['agent', 'force-push', 'Force-pushed develop after a rebase; never force-push shared branches (develop, main) — only --force-with-lease on your own feature branch.'],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-09-21T13:00:00Z',
    steps: [
      ['fail', 'dbt-target-dev', '.venv/bin/dbt run --target local -s orders', DBT_TARGET('13:04:51', 'local'), 2, 'Run the orders model'],
      ['prompt', 'dbt-target-dev', 'el target se llama dev, no local'],
      ['prompt', 'x:aggiungi-colonna', 'aggiungi la colonna currency al modello payments, default NOK'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-22T09:00:00Z',
    steps: [
      ['fail', 'tf-version', 'infra/bin/tf staging init', TF_CORE('1.9.5'), 1, 'Initialise staging'],
      ['prompt', 'tf-version', 'terraform tiene que ser 1.7.x, está fijado en .terraform-version — usa tfenv'],
      ['fail', 'x:tf-provider-registry', 'infra/bin/tf staging init', 'Initializing the backend...\nInitializing provider plugins...\n- Finding snowflake-labs/snowflake versions matching "~> 0.94"...\n╷\n│ Error: Failed to query available provider packages\n│ \n│ Could not retrieve the list of available versions for provider\n│ snowflake-labs/snowflake: could not connect to registry.terraform.io:\n│ failed to request discovery document: Get\n│ "https://registry.terraform.io/.well-known/terraform.json": net/http:\n│ request canceled while waiting for connection (Client.Timeout exceeded\n│ while awaiting headers)\n╵', 1],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-22T14:00:00Z',
    steps: [
      ['fail', 'sed-i-bsd', "sed -i '/^# TODO/d' dags/orders_daily.py", 'sed: 1: "dags/orders_daily.py": extra characters at the end of d command', 1, 'Drop the TODO comments'],
      ['prompt', 'sed-i-bsd', "macOS-sed will ein Argument nach -i, also sed -i '' …"],
      ['fail', 'x:sed-typo-path', "sed -i '' '/^# TODO/d' dag/orders_daily.py", 'sed: dag/orders_daily.py: No such file or directory', 1],
      ['ok', "sed -i '' '/^# TODO/d' dags/orders_daily.py"],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-09-23T08:30:00Z',
    steps: [
      ['fail', 'node22', 'npm ci --prefix docs-site', 'npm error code EBADENGINE\nnpm error engine Unsupported engine\nnpm error engine Not compatible with your version of node/npm: fjordline-docs@0.1.0\nnpm error notsup Not compatible with your version of node/npm: fjordline-docs@0.1.0\nnpm error notsup Required: {"node":">=22"}\nnpm error notsup Actual:   {"npm":"10.8.2","node":"v18.20.4"}\nnpm error A complete log of this run can be found in: /Users/kai/.npm/_logs/2026-09-23T08_33_10_221Z-debug-0.log', 1, 'Install docs-site dependencies'],
      ['prompt', 'node22', 'nvm use. .nvmrc says 22'],
    ],
  },
  {
    machine: 'ci', project: 'fjordline', start: '2026-09-23T13:10:00Z',
    steps: [
      ['fail', 'node22', 'cd docs-site && node --run build', 'node: bad option: --run', 9],
      ['agent', 'node22', 'docs-site needs Node 22 (.nvmrc, engines >=22) and the CI image had Node 18; use the node:22-alpine image.'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-24T09:00:00Z',
    steps: [
      ['fail', 'python3', 'python -m pytest tests/unit -q', "Command 'python' not found, did you mean:\n  command 'python3' from deb python3\n  command 'python' from deb python-is-python3", 127, 'Run unit tests'],
      ['prompt', 'python3', 'es python3, no python'],
      ['fail', 'x:airflow-task-fail', 'airflow tasks test orders_daily load_orders 2026-09-01', '[2026-09-24T09:08:11.512+0000] {taskinstance.py:3310} ERROR - Task failed with exception\nTraceback (most recent call last):\n  File "/home/dev/fjordline/.venv/lib/python3.12/site-packages/airflow/models/taskinstance.py", line 767, in _execute_task\n    result = _execute_callable(context=context, **execute_callable_kwargs)\n  File "/home/dev/fjordline/dags/orders_daily.py", line 58, in load_orders\n    df = pd.read_parquet(path)\nFileNotFoundError: [Errno 2] No such file or directory: \'/data/landing/orders/2026-09-01.parquet\'', 1],
      ['prompt', 'x:rename-dag', 'pode renomear a DAG para orders_daily_v2? o antigo fica pausado'],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-25T08:30:00Z',
    steps: [
      ['fail', 'du-depth', 'du -h --max-depth=1 data/', 'du: illegal option -- -\nusage: du [-Aclnx] [-H | -L | -P] [-g | -h | -k | -m] [-a | -s | -d depth] [-B blocksize] [-I mask] [-t threshold] [file ...]', 1, 'Check data dir sizes'],
      ['prompt', 'du-depth', "that flag doesn't exist here"],
      ['fail', 'date-d', 'date -d "$START" +%s', BSD_DATE, 1, 'Convert the start date'],
      ['prompt', 'date-d', 'no mac o date não tem -d, usa gdate (coreutils)'],
      ['prompt', 'drop-prod', 'Finger weg von DROP in Prod! Auch nicht zum Aufräumen.'],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-09-28T09:00:00Z',
    steps: [
      ['fail', 'find-printf', "find logs -type f -mtime +7 -printf '%p\\n'", 'find: -printf: unknown primary or operator', 1, 'Find old logs'],
      ['agent', 'find-printf', 'BSD find on macOS has no -printf; use `gfind` or `find … -exec stat -f "%z %N" {} +`.'],
      ['fail', 'stat-c', "stat -c '%Y' .venv/pyvenv.cfg", BSD_STAT, 1, 'Check venv age'],
      ['prompt', 'stat-c', 'again?? -c is linux stat'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-28T14:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin main', "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:fjordline/fjordline.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:fjordline/fjordline.git'", 1, 'Push the rebased main'],
      ['prompt', 'force-push', 'whoa, never force push main'],
      ['prompt', 'sf-role', 'dbt and snowsql always with role TRANSFORMER'],
      ['fail', 'black-ruff', '.venv/bin/black --check .', 'bash: .venv/bin/black: No such file or directory', 127],
      ['prompt', 'black-ruff', "black's gone, it's `ruff format` now (pre-commit runs it)"],
    ],
  },
  {
    machine: 'codex', project: 'fjordline', start: '2026-09-29T09:00:00Z',
    steps: [
      ['agent', 'dbt-venv', 'Called `dbt` from PATH; dbt is installed only in the project venv — use `.venv/bin/dbt`.'],
      ['fail', 'sf-role', "snowsql -c dev -r SYSADMIN -q 'show grants to user DEV_SVEN'", SF_ROLE('SYSADMIN'), 1],
      ['agent', 'sf-role', 'Connected to Snowflake as SYSADMIN; fjordline work uses the TRANSFORMER role (`-r TRANSFORMER`).'],
      ['agent', 'drop-prod', 'Tried to DROP a schema in ANALYTICS_PROD; never run DROP against the prod database.'],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-09-29T13:00:00Z',
    steps: [
      ['fail', 'dbt-venv', 'dbt run --select stg_orders --target dev', 'zsh: command not found: dbt', 127, 'Run stg_orders'],
      ['prompt', 'dbt-venv', 'dbt lives in teh .venv'],
      ['fail', 'make-test', 'make tests', "make: *** No rule to make target `tests'.  Stop.", 2, 'Run the tests'],
      ['prompt', 'make-test', 'its make test'],
      ['fail', 'x:make-docs-target', 'make docs-serve', "make: *** No rule to make target `docs-serve'.  Stop.", 2],
      ['prompt', 'x:add-docs-target', 'add a docs-serve target to the Makefile that runs dbt docs serve on port 8081'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-09-30T09:00:00Z',
    steps: [
      ['fail', 'uv', 'poetry add httpx', "\n  RuntimeError\n\n  [tool.poetry] section not found in /home/dev/fjordline/pyproject.toml\n\n  at ~/.local/share/pypoetry/venv/lib/python3.12/site-packages/poetry/core/factory.py:52 in create_poetry\n       48│         local_config = PyProjectTOML(path=poetry_file).poetry_config\n       49│ \n       50│         # Validate fields\n       51│         check_result = self.validate(local_config)\n    →  52│         if check_result[\"errors\"]:", 1, 'Add httpx'],
      ['prompt', 'uv', 'wir sind auf uv umgestiegen – uv add httpx, nicht poetry'],
      ['fail', 'x:uv-network', 'uv add httpx', 'error: Failed to fetch: `https://pypi.org/simple/httpx/`\n  Caused by: Request failed after 3 retries\n  Caused by: error sending request for url (https://pypi.org/simple/httpx/)\n  Caused by: operation timed out', 2],
      ['fail', 'py312', 'uv sync --python 3.11', "Using CPython 3.11.9 interpreter at: /usr/bin/python3.11\nerror: The requested interpreter resolved to Python 3.11.9, which is incompatible with the project's Python requirement: `>=3.12`", 2],
      ['agent', 'py312', 'Created the env with Python 3.11; fjordline requires Python 3.12 (requires-python >=3.12) — use `uv sync --python 3.12`.'],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-10-01T08:50:00Z',
    steps: [
      ['fail', 'sha256sum', 'sha256sum -c dist/SHA256SUMS', 'zsh: command not found: sha256sum', 127, 'Verify checksums'],
      ['prompt', 'sha256sum', 'sha256sum finnes ikke på mac, bruk shasum -a 256'],
      ['fail', 'make-api', '.venv/bin/fastapi dev main.py', "Usage: fastapi dev [OPTIONS] [PATH]\nTry 'fastapi dev --help' for help.\n╭─ Error ─────────────────────────────────────────────────────────╮\n│ Invalid value for '[PATH]': Path 'main.py' does not exist.      │\n╰─────────────────────────────────────────────────────────────────╯", 2, 'Start the API'],
      ['prompt', 'make-api', 'the api runs via `make api`, stop starting uvicorn/fastapi by hand'],
    ],
  },
  {
    machine: 'mac', project: 'fjordline', start: '2026-10-02T10:15:00Z',
    steps: [
      ['fail', 'tf-wrapper', 'cd infra/envs/staging && terraform plan', '╷\n│ Error: Backend initialization required, please run "terraform init"\n│ \n│ Reason: Initial configuration of the requested backend "s3"\n│ \n│ The "backend" is the interface that Terraform uses to store state,\n│ perform operations, etc. If this message is showing up, it means that the\n│ Terraform configuration you\'re using is using a custom configuration for\n│ the Terraform backend.\n│ \n│ Changes to backend configurations require reinitialization. This allows\n│ Terraform to set up the new configuration, copy existing state, etc. Please\n│ run "terraform init" with either the "-reconfigure" or "-migrate-state"\n│ flags to use the current configuration.\n│ \n│ If the change reason above is incorrect, please verify your configuration\n│ hasn\'t changed and try again. At this point, no changes to your existing\n│ configuration or state have been made.\n╵', 1, 'Plan staging'],
      ['prompt', 'tf-wrapper', 'passe par infra/bin/tf staging plan, jamais terraform à la main'],
      ['fail', 'x:tf-perm-denied', 'infra/bin/tf staging plan', 'zsh: permission denied: infra/bin/tf', 126],
      ['ok', 'chmod +x infra/bin/tf && infra/bin/tf staging plan'],
      ['prompt', 'op-secrets', 'secrets only via op run, never plaintext in a .env file'],
    ],
  },
  {
    machine: 'linux', project: 'fjordline', start: '2026-10-05T08:00:00Z',
    steps: [
      ['ok', "git commit --no-verify -m 'fix: payments currency default'"],
      ['agent', 'no-verify', 'Committed with --no-verify to skip the pre-commit hooks; never bypass them — fix the ruff findings instead.'],
      ['fail', 'airflow2-cli', 'airflow test orders_daily load_orders 2026-10-04', AIRFLOW_REMOVED('test', 'tasks test'), 2],
      ['prompt', 'airflow2-cli', 'airflow 2 syntax pls: airflow tasks test <dag> <task> <date>'],
      ['prompt', 'py312', "il faut python 3.12 minimum, c'est dans requires-python"],
      ['prompt', 'x:py313-matrix', 'add 3.13 to the CI matrix, allowed to fail for now'],
      ['ok', 'infra/bin/tf staging plan -destroy -target=module.airflow_workers'],
      ['prompt', 'tf-destroy', 'never run destroy, not even with -target. same for plan -destroy'],
      ['agent', 'tf-destroy', 'Planned a terraform destroy on staging; never destroy infrastructure without explicit approval from a person.'],
      ['prompt', 'branch-develop', 'we branch off develop, not main'],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-10-06T09:30:00Z',
    steps: [
      ['fail', 'grep-P', "grep -P '^\\s+schedule=' dags/*.py", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2, 'Find schedules'],
      ['prompt', 'grep-P', 'mac 和 CI 里的 grep 都不支持 -P，用 grep -E'],
      ['fail', 'x:grep-no-file', "grep -rE 'schedule_interval' dags/legacy", 'grep: dags/legacy: No such file or directory', 2],
      ['prompt', 'uv', "we're on uv now, the poetry.lock is gone and uv.lock is the source of truth"],
      ['prompt', 'no-verify', '--no-verify is not ok here, the hooks are mandatory'],
      ['prompt', 'x:date-in-filename', 'the date in the export filename should be the logical run date, not today'],
    ],
  },
  {
    machine: 'codex', project: 'fjordline', start: '2026-10-08T09:00:00Z',
    steps: [
      ['ok', 'gh pr create --base main --title "feat: payments currency"'],
      ['agent', 'branch-develop', 'Opened the PR with base main; fjordline PRs target develop.'],
      ['fail', 'tf-version', 'infra/bin/tf staging plan -no-color', TF_CORE('1.6.6'), 1],
      ['agent', 'tf-version', 'The cloud image has terraform 1.6.6 but infra pins ~> 1.7.0 (.terraform-version); install 1.7.5 with tfenv (`tfenv install && tfenv use 1.7.5`).'],
    ],
  },
  {
    machine: 'mac2', project: 'fjordline', start: '2026-10-12T10:00:00Z',
    steps: [
      ['prompt', 'force-push', 'do NOT git push -f. ever. not on shared branches'],
      ['prompt', 'dbt-venv', 'dbt 装在 .venv 里，用 .venv/bin/dbt'],
      ['prompt', 'python3', 'no bare python on the macs. python3'],
      ['agent', 'op-secrets', 'Wrote the Snowflake password into profiles.yml; secrets come from 1Password via `op run --env-file=.env.tpl`, never in files.'],
      ['agent', 'sed-i-bsd', "BSD sed on macOS: `sed -i` takes a suffix argument — use `sed -i ''` (or gsed)."],
    ],
  },
];
