// Half ZZP, written blind: "tern", a data-engineering repo (Airflow 2.9 under the Astro CLI, Poetry
// on Python 3.11, PySpark on Dataproc, BigQuery via bq, gcloud-only infra, sqlfluff, Great
// Expectations, squash merges into develop). macOS/zsh and Debian/bash laptops, Cloud Build CI.
// Team writes English, Spanish, Turkish and Chinese. Written without reading rulesweep's code.

const PEP668_DEBIAN = `error: externally-managed-environment

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

    See /usr/share/doc/python3.11/README.venv for more information.

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
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
    file. Failure to follow this advice will break your Homebrew
    installation.

    Read more about this behavior here: <https://peps.python.org/pep-0668/>

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const DATE_USAGE = `usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const GREP_USAGE = `usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
\t[-e pattern] [-f file] [--binary-files=value] [--color=when]
\t[--context[=num]] [--directories=action] [--label] [--line-buffered]
\t[--null] [pattern] [file ...]`;

const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';

const UNSET = (command, property, flag, configKey, envVar) => `ERROR: (gcloud.${command}) The required property [${property}] is not currently set.
It can be set on a per-command basis by re-running your command with the [${flag}] flag.

You may set it for your current workspace by running:

  $ gcloud config set ${configKey} VALUE

or it can be set temporarily by the environment variable [${envVar}]`;
const REGION_UNSET = (command) => UNSET(command, 'region', '--region', 'dataproc/region', 'CLOUDSDK_DATAPROC_REGION');
const PROJECT_UNSET = (command) => UNSET(command, 'project', '--project', 'project', 'CLOUDSDK_CORE_PROJECT');

const DATAPROC_FAILED = (job, body) => `Job [${job}] submitted.
Waiting for job output...
${body}
ERROR: (gcloud.dataproc.jobs.submit.pyspark) Job [${job}] failed with error:
Google Cloud Dataproc Agent reports job failure. If logs are available, they can be found at:
https://console.cloud.google.com/dataproc/jobs/${job}?project=tern-data-dev&region=europe-west1
gcloud dataproc jobs wait '${job}' --region 'europe-west1' --project 'tern-data-dev'
https://console.cloud.google.com/storage/browser/dataproc-staging-europe-west1-482019374615-x7k2qz/google-cloud-dataproc-metainfo/0b5e61d2-7c1f-4a8e-9d3b-2f6c8a91e4b7/jobs/${job}/
gs://dataproc-staging-europe-west1-482019374615-x7k2qz/google-cloud-dataproc-metainfo/0b5e61d2-7c1f-4a8e-9d3b-2f6c8a91e4b7/jobs/${job}/driveroutput.*`;

const NO_TERN_MODULE = (job, file, line, importLine, module) => DATAPROC_FAILED(job, `Traceback (most recent call last):
  File "/tmp/${job}/${file}", line ${line}, in <module>
    ${importLine}
ModuleNotFoundError: No module named '${module}'`);

const SQLFLUFF_NO_DIALECT = `User Error: No dialect was specified. You must configure a dialect or specify one on the command line using --dialect after the command. Available dialects:
ansi, athena, bigquery, clickhouse, databricks, db2, duckdb, exasol, greenplum, hive, materialize, mysql, oracle, postgres, redshift, snowflake, soql, sparksql, sqlite, teradata, trino, tsql, vertica`;

const GH006 = (branch, reason) => `remote: error: GH006: Protected branch update failed for refs/heads/${branch}.
remote: error: ${reason}
To github.com:tern-data/tern.git
 ! [remote rejected] ${branch} -> ${branch} (protected branch hook declined)
error: failed to push some refs to 'github.com:tern-data/tern.git'`;

const POETRY_PY = (version) => `The currently activated Python version ${version} is not supported by the project (~3.11).
Trying to find and use a compatible version. 

Poetry was unable to find a compatible version. If you have one, you can explicitly use it via the "env use" command.`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'tern', start: '2026-02-09T09:15:00Z',
    steps: [
      ['fail', 'astro-cli', 'airflow standalone', 'zsh: command not found: airflow', 127, 'Start Airflow locally'],
      ['prompt', 'astro-cli', 'no no, local airflow is `astro dev start`. we never run standalone in this repo'],
      ['ok', 'astro dev start'],
      ['prompt', 'x:readme-running-locally', 'while you are at it add a short "Running locally" section to the README for the new hires, with the astro commands and the ports'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-02-10T10:00:00Z',
    steps: [
      ['fail', 'poetry-not-pip', 'pip install -r requirements-dev.txt', PEP668_DEBIAN, 1, 'Install dev dependencies'],
      ['prompt', 'poetry-not-pip', "there's no requirements file workflow here, deps live in pyproject.toml. poetry add --group dev <pkg>"],
      ['ok', 'poetry install --sync'],
      ['fail', 'poetry-run', 'python3 -m tern.jobs.backfill --help', "/usr/bin/python3: Error while finding module specification for 'tern.jobs.backfill' (ModuleNotFoundError: No module named 'tern')", 1],
      ['agent', 'poetry-run', 'Ran python3 outside the Poetry venv, so the tern package was not importable; run project code as `poetry run python -m tern...`.'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-02-11T08:40:00Z',
    steps: [
      ['fail', 'date-bsd', 'date -d "yesterday" +%Y-%m-%d', `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute yesterday for the backfill'],
      ['prompt', 'date-bsd', "mac'te date -d yok. gdate kullan, coreutils kurulu"],
      ['fail', 'bq-standard-sql', "bq query --project_id=tern-data-dev 'SELECT event_date, COUNT(*) AS n FROM `tern-data-dev.raw.events` WHERE event_date >= \"2026-02-01\" GROUP BY 1 ORDER BY 1'", "Error in query string: Error processing job 'tern-data-dev:bqjob_r3c1f0e2a7d9b41c8_0000019497ab34cd_1': Invalid table name: `tern-data-dev.raw.events`\n[Try using standard SQL (https://cloud.google.com/bigquery/docs/reference/standard-sql/enabling-standard-sql)].", 1],
      ['prompt', 'bq-standard-sql', 'we are not on legacy sql, add --use_legacy_sql=false'],
      ['ok', "bq query --use_legacy_sql=false --project_id=tern-data-dev 'SELECT event_date, COUNT(*) AS n FROM `tern-data-dev.raw.events` WHERE event_date >= \"2026-02-01\" GROUP BY 1 ORDER BY 1'"],
      ['fail', 'stat-bsd', 'stat -c %s data/samples/events_2026-02-16.parquet', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check the sample file size'],
      ['agent', 'stat-bsd', 'GNU `stat -c %s` fails on macOS (BSD stat); use `stat -f %z` for the file size.'],
      ['fail', 'sha256sum-mac', 'sha256sum data/samples/events_2026-02-16.parquet', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256sum-mac', 'shasum -a 256 on the macs'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-02-12T14:00:00Z',
    steps: [
      ['fail', 'dataproc-region', 'gcloud dataproc jobs submit pyspark jobs/sessionize.py --cluster=tern-etl-dev --project=tern-data-dev -- --date 2026-02-11', REGION_UNSET('dataproc.jobs.submit.pyspark'), 1],
      ['fail', 'py-files-zip', 'gcloud dataproc jobs submit pyspark jobs/sessionize.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev -- --date 2026-02-11', NO_TERN_MODULE('5c0e7a9b21f44d3e8a1c2b6f9d07e3a1', 'sessionize.py', 7, 'from tern.jobs.common import read_events, write_table', 'tern'), 1],
      ['prompt', 'py-files-zip', "the cluster doesn't have our package. build the zip (poetry run poe zip-jobs) and pass --py-files dist/tern_jobs.zip"],
      ['ok', 'poetry run poe zip-jobs && gcloud dataproc jobs submit pyspark jobs/sessionize.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev --py-files=dist/tern_jobs.zip -- --date 2026-02-11'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-02-13T16:20:00Z',
    steps: [
      ['fail', 'sqlfluff-dialect', 'poetry run sqlfluff lint sql/staging', SQLFLUFF_NO_DIALECT, 2, 'Lint the staging SQL'],
      ['prompt', 'sqlfluff-dialect', 'dialect is bigquery, pass --dialect bigquery'],
      ['fail', 'x:sqlfluff-real-violations', 'poetry run sqlfluff lint --dialect bigquery sql/marts', "== [sql/marts/fct_sessions.sql] FAIL\nL:  12 | P:   5 | LT02 | Expected indent of 8 spaces. [layout.indent]\nL:  19 | P:  27 | AM04 | Query produces an unknown number of result columns.\n                       | [ambiguous.column_count]\nL:  31 | P:   1 | LT12 | Files must end with a single trailing newline.\n                       | [layout.end_of_file]\nAll Finished 📜 🎉!", 1],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-02-16T09:30:00Z',
    steps: [
      ['fail', 'develop-branch', 'git fetch origin && git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'develop-branch', 'there is no main here. everything branches off develop and goes back into develop'],
      ['ok', 'git rebase origin/develop'],
      ['prompt', 'x:changelog-entry', 'add a CHANGELOG entry under Unreleased for the sessionize gap fix'],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-02-18T03:10:00Z',
    steps: [
      ['fail', 'ci-ash', 'bash scripts/publish_jobs.sh "$SHORT_SHA"', '/bin/sh: bash: not found', 127],
      ['agent', 'ci-ash', 'The cloud-sdk:alpine Cloud Build step has only busybox ash, no bash; run the script with sh and keep it POSIX.'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-02-19T10:10:00Z',
    steps: [
      ['prompt', 'gcloud-project', 'ojo: pon siempre --project en gcloud, mi config por defecto apunta a tern-data-prod'],
      ['fail', 'x:gcloud-reauth', 'gcloud dataproc clusters list --region=europe-west1 --project=tern-data-dev', 'ERROR: (gcloud.dataproc.clusters.list) There was a problem refreshing your current auth tokens: Reauthentication failed. cannot prompt during non-interactive execution.\nPlease run:\n\n  $ gcloud auth login\n\nto obtain new credentials.\n\nIf you have already logged in with a different account, run:\n\n  $ gcloud config set account ACCOUNT\n\nto select an already authenticated account to use.', 1],
      ['fail', 'sed-bsd', "sed -i 's/tern-etl-dev/tern-etl-dev-2/' dags/sessionize_daily.py", 'sed: 1: "dags/sessionize_daily.py": extra characters at the end of d command', 1, 'Point the DAG at the new cluster'],
      ['prompt', 'sed-bsd', "BSD sed. sed -i '' 's/…/…/' file"],
      ['ok', "sed -i '' 's/tern-etl-dev/tern-etl-dev-2/' dags/sessionize_daily.py"],
      ['fail', 'grep-P', "grep -rP '\\bds_nodash\\b' dags/", `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'Find DAGs using ds_nodash'],
      ['prompt', 'grep-P', 'use rg, mac grep has no -P'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-02-20T13:30:00Z',
    steps: [
      ['fail', 'astro-pytest', 'poetry run pytest tests/dags -q', "ImportError while loading conftest '/home/dev/tern/tests/dags/conftest.py'.\ntests/dags/conftest.py:3: in <module>\n    from airflow.models import DagBag\nE   ModuleNotFoundError: No module named 'airflow'", 4],
      ['prompt', 'astro-pytest', 'airflow is not in the poetry env on purpose. dag tests run inside the runtime image, `astro dev pytest tests/dags`'],
      ['ok', 'astro dev pytest tests/dags'],
      ['fail', 'x:dag-owner-tag-test', 'astro dev pytest tests/dags', "============================= test session starts ==============================\ncollected 23 items\n\ntests/dags/test_dag_integrity.py .........F.............                  [100%]\n\n=================================== FAILURES ===================================\n_________________________ test_dag_tags[events_daily] __________________________\nE   AssertionError: events_daily has no owner tag\nE   assert 'owner:data-platform' in ['ingest', 'daily']\n=========================== short test summary info ============================\nFAILED tests/dags/test_dag_integrity.py::test_dag_tags[events_daily] - AssertionError: events_daily has no owner tag\n========================= 1 failed, 22 passed in 9.84s =========================\nError: pytests failed", 1],
      ['fail', 'dataproc-submit', 'poetry run spark-submit jobs/sessionize.py --date 2026-02-19', 'JAVA_HOME is not set', 1],
      ['prompt', 'dataproc-submit', "we don't run spark locally at all. submit it to the dev cluster: gcloud dataproc jobs submit pyspark"],
      ['ok', 'gcloud dataproc jobs submit pyspark jobs/sessionize.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev --py-files=dist/tern_jobs.zip -- --date 2026-02-19'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-02-23T09:00:00Z',
    steps: [
      ['fail', 'poetry-not-pip', 'pip3 install pandas-gbq', PEP668_BREW, 1, 'Install pandas-gbq'],
      ['prompt', 'poetry-not-pip', 'nothing goes into the system python. poetry add pandas-gbq'],
      ['fail', 'zsh-glob', 'poetry add great-expectations[gcp]', 'zsh: no matches found: great-expectations[gcp]', 1],
      ['agent', 'zsh-glob', 'zsh treats the [gcp] extra as a glob pattern and aborts; quote it: poetry add "great-expectations[gcp]".'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-02-24T15:00:00Z',
    steps: [
      ['fail', 'gcloud-project', 'gcloud dataproc jobs list --region=europe-west1 --filter="status.state=ERROR"', PROJECT_UNSET('dataproc.jobs.list'), 1],
      ['prompt', 'gcloud-project', '每条 gcloud 命令都显式加 --project=tern-data-dev，不要去 gcloud config set project'],
      ['fail', 'x:dataproc-unresolved-column', 'gcloud dataproc jobs wait 7b1e4c02d9a84f6e --region=europe-west1 --project=tern-data-dev', DATAPROC_FAILED('7b1e4c02d9a84f6e', "Traceback (most recent call last):\n  File \"/tmp/7b1e4c02d9a84f6e/sessionize.py\", line 88, in <module>\n    main()\n  File \"/tmp/7b1e4c02d9a84f6e/sessionize.py\", line 71, in main\n    .withColumn(\"new_session\", F.col(\"gap_s\") > F.col(\"session_gap\"))\npyspark.errors.exceptions.captured.AnalysisException: [UNRESOLVED_COLUMN.WITH_SUGGESTION] A column or function parameter with name `session_gap` cannot be resolved. Did you recommend one of the following? [`gap_s`, `user_id`, `event_ts`, `prev_ts`, `event_id`].;").replace('Job [7b1e4c02d9a84f6e] submitted.\nWaiting for job output...\n', ''), 1],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-02T09:20:00Z',
    steps: [
      ['fail', 'develop-branch', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'develop-branch', 'base is develop. we dont have a main branch'],
      ['prompt', 'x:rename-dag-id', 'rename the dag id to events_daily_v2 and leave the old one paused until March 15, then we delete it'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-03T14:10:00Z',
    steps: [
      ['fail', 'squash-merge', 'gh pr merge 128 --merge --delete-branch', 'GraphQL: Merge commits are not allowed on this repository. (mergePullRequest)', 1],
      ['prompt', 'squash-merge', 'squash only'],
      ['ok', 'gh pr merge 128 --squash --delete-branch'],
      ['fail', 'x:push-fetch-first', 'git push origin feat/gx-checks', "To github.com:tern-data/tern.git\n ! [rejected]        feat/gx-checks -> feat/gx-checks (fetch first)\nerror: failed to push some refs to 'github.com:tern-data/tern.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-04T08:50:00Z',
    steps: [
      ['fail', 'x:docker-daemon-down', 'astro dev start', 'Error: error building, (re)starting project: Cannot connect to the Docker daemon at unix:///Users/ana/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'astro-cli', 'airflow dags test events_daily 2026-03-03', '(eval):1: command not found: airflow', 127, 'Test the DAG for one date'],
      ['prompt', 'astro-cli', 'otra vez airflow a pelo… va dentro del contenedor: astro dev run dags test events_daily 2026-03-03'],
      ['ok', 'astro dev run dags test events_daily 2026-03-03'],
      ['fail', 'date-bsd', 'date --date="$(cat .last_backfill) + 1 day" +%F', `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['agent', 'date-bsd', 'macOS date has no -d/--date; use gdate from coreutils, or date -j -v+1d -f %F.'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-05T10:00:00Z',
    steps: [
      ['fail', 'bq-standard-sql', "bq query --project_id=tern-data-dev --format=prettyjson 'SELECT user_id, event_ts FROM staging.events QUALIFY ROW_NUMBER() OVER (PARTITION BY event_id ORDER BY event_ts DESC) = 1 LIMIT 10'", "Error in query string: Error processing job 'tern-data-dev:bqjob_r6a0c55e1f2b7d9a3_00000194c1d2e3f4_1': Encountered \" \"QUALIFY\" \"QUALIFY \"\" at line 1, column 41.\nWas expecting:\n    <EOF> \n    ...", 1],
      ['agent', 'bq-standard-sql', 'bq ran the query as legacy SQL (its default) and choked on QUALIFY; every bq query needs --use_legacy_sql=false.'],
      ['ok', "bq query --use_legacy_sql=false --project_id=tern-data-dev --format=prettyjson 'SELECT user_id, event_ts FROM staging.events QUALIFY ROW_NUMBER() OVER (PARTITION BY event_id ORDER BY event_ts DESC) = 1 LIMIT 10'"],
      ['fail', 'x:bq-where-after-group', "bq query --use_legacy_sql=false --project_id=tern-data-dev 'SELECT user_id, COUNT(*) AS n FROM staging.events GROUP BY user_id WHERE event_date = \"2026-03-04\"'", "Error in query string: Error processing job 'tern-data-dev:bqjob_r1f9e3a7c0b5d2e48_00000194c1d9a0b1_1': Syntax error: Expected end of input but got keyword WHERE at [1:72]", 1],
      ['fail', 'prod-hands-off', "bq query --use_legacy_sql=false --project_id=tern-data-prod 'CREATE OR REPLACE TABLE scratch.sessions_tmp AS SELECT * FROM marts.fct_sessions WHERE session_date = \"2026-03-11\"'", 'BigQuery error in query operation: Access Denied: Project tern-data-prod: User does not have bigquery.jobs.create permission in project tern-data-prod.', 1],
      ['prompt', 'prod-hands-off', 'tern-data-prod is hands off for us. scratch tables and experiments go in tern-data-dev, only Cloud Build writes to prod'],
      ['ok', "bq query --use_legacy_sql=false --project_id=tern-data-dev 'CREATE OR REPLACE TABLE scratch.sessions_tmp AS SELECT * FROM marts.fct_sessions WHERE session_date = \"2026-03-11\"'"],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-03-06T02:00:00Z',
    steps: [
      ['fail', 'ci-ash', '[[ "$BRANCH_NAME" == "develop" ]] && gcloud storage cp dist/tern_jobs.zip gs://tern-artifacts-dev/jobs/', '/bin/sh: [[: not found', 127],
      ['fail', 'poe-tasks', 'make test', '/bin/sh: make: not found', 127],
      ['agent', 'poe-tasks', 'There is no Makefile in tern; tasks are poe tasks in pyproject.toml, run as `poetry run poe test`.'],
      ['ok', 'poetry run poe test'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-09T09:40:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/europe-west4/europe-west1/g' cloudbuild.yaml", 'sed: 1: "cloudbuild.yaml": command c expects \\ followed by text', 1],
      ['prompt', 'sed-bsd', "GNU sed again. on the macs it has to be sed -i ''"],
      ['prompt', 'pendulum-utc', 'start_date cant be a naive datetime, write pendulum.datetime(2026, 3, 1, tz="UTC")'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-11T10:15:00Z',
    steps: [
      ['fail', 'poetry-run', 'python3 scripts/gen_fixtures.py --rows 500', 'Traceback (most recent call last):\n  File "/home/dev/tern/scripts/gen_fixtures.py", line 4, in <module>\n    import pendulum\nModuleNotFoundError: No module named \'pendulum\'', 1],
      ['prompt', 'poetry-run', '用 poetry run 跑，系统的 python3 里什么包都没有'],
      ['fail', 'x:script-path-typo', 'poetry run python scripts/backfil_events.py --start 2026-03-01', "/home/dev/tern/.venv/bin/python: can't open file '/home/dev/tern/scripts/backfil_events.py': [Errno 2] No such file or directory", 2],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'gcloud-storage', 'gsutil ls gs://tern-raw-dev/events/', 'Error: gsutil requires Python version 3.8-3.12, but a different version is installed.\nYou are currently running Python 3.13\nFollow the steps below to resolve this issue:\n\tSwitch to Python 3.8-3.12 using your Python version manager or install an appropriate version.\n\tIf you are unsure how to manage Python versions, visit [https://cloud.google.com/storage/docs/gsutil_install#specifications] for detailed instructions.', 1],
      ['prompt', 'gcloud-storage', 'gsutil is gone here, gcloud storage ls'],
      ['fail', 'zsh-glob', 'gcloud storage ls gs://tern-raw-dev/events/dt=2026-03-1*/', 'zsh: no matches found: gs://tern-raw-dev/events/dt=2026-03-1*/', 1],
      ['prompt', 'zsh-glob', 'quote it, zsh tries to expand the * itself before gcloud sees it'],
      ['ok', "gcloud storage ls 'gs://tern-raw-dev/events/dt=2026-03-1*/'"],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-17T11:30:00Z',
    steps: [
      ['fail', 'no-sa-keys', 'gcloud iam service-accounts keys create /tmp/airflow-dev.json --iam-account=airflow-dev@tern-data-dev.iam.gserviceaccount.com --project=tern-data-dev', "ERROR: (gcloud.iam.service-accounts.keys.create) FAILED_PRECONDITION: Key creation is not allowed on this service account.\n- '@type': type.googleapis.com/google.rpc.PreconditionFailure\n  violations:\n  - description: Key creation is not allowed on this service account.\n    subject: projects/tern-data-dev/serviceAccounts/airflow-dev@tern-data-dev.iam.gserviceaccount.com?configvalue=airflow-dev%40tern-data-dev.iam.gserviceaccount.com\n    type: constraints/iam.disableServiceAccountKeyCreation", 1],
      ['prompt', 'no-sa-keys', 'good thing the org policy stopped that. no JSON key files, ever. impersonate the SA instead'],
      ['ok', 'gcloud auth application-default login --impersonate-service-account=airflow-dev@tern-data-dev.iam.gserviceaccount.com'],
      ['prompt', 'x:infra-role-request', 'draft a message for #infra asking for roles/bigquery.dataEditor on the staging dataset for the airflow-dev service account'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-18T15:00:00Z',
    steps: [
      ['fail', 'py311', 'poetry install --sync', POETRY_PY('3.12.6'), 1],
      ['prompt', 'py311', '3.11 only, the Dataproc 2.2 image ships 3.11. poetry env use python3.11'],
      ['ok', 'poetry env use python3.11 && poetry install --sync'],
      ['fail', 'brew-mac', 'sudo apt-get install -y jq', 'sudo: apt-get: command not found', 1],
      ['prompt', 'brew-mac', "you're on a mac lol. brew install jq"],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-19T10:00:00Z',
    steps: [
      ['fail', 'dataproc-region', 'gcloud dataproc jobs submit pyspark jobs/dedupe_events.py --cluster=tern-etl-dev --region=us-central1 --project=tern-data-dev --py-files=dist/tern_jobs.zip', 'ERROR: (gcloud.dataproc.jobs.submit.pyspark) NOT_FOUND: Not found: Cluster projects/tern-data-dev/regions/us-central1/clusters/tern-etl-dev', 1],
      ['prompt', 'dataproc-region', 'everything we have is in europe-west1, EU data residency. clusters, buckets, datasets'],
      ['ok', 'gcloud dataproc jobs submit pyspark jobs/dedupe_events.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev --py-files=dist/tern_jobs.zip'],
      ['fail', 'x:spark-yarn-oom', 'gcloud dataproc jobs submit pyspark jobs/sessionize.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev --py-files=dist/tern_jobs.zip -- --date 2026-03-01 --days 18', DATAPROC_FAILED('d41c9e07a3b2465f', "26/03/19 10:41:12 WARN TaskSetManager: Lost task 112.0 in stage 7.0 (TID 1893) (tern-etl-dev-w-1.europe-west1-b.c.tern-data-dev.internal executor 6): ExecutorLostFailure (executor 6 exited caused by one of the running tasks) Reason: Container killed by YARN for exceeding physical memory limits. 13.4 GB of 13 GB physical memory used. Consider boosting spark.executor.memoryOverhead.\npy4j.protocol.Py4JJavaError: An error occurred while calling o214.saveAsTable.\n: org.apache.spark.SparkException: Job aborted due to stage failure: Task 112 in stage 7.0 failed 4 times"), 1],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-23T09:10:00Z',
    steps: [
      ['fail', 'gx-no-cli', 'poetry run great_expectations checkpoint run events_daily', 'Command not found: great_expectations', 1],
      ['prompt', 'gx-no-cli', "GX 1.x'te CLI kalmadı. checkpoint'ler python'dan çalışıyor: poetry run python -m tern.quality.run --suite events_daily"],
      ['ok', 'poetry run python -m tern.quality.run --suite events_daily'],
      ['fail', 'x:gx-null-session-id', 'poetry run python -m tern.quality.run --suite sessions_daily', 'Validating suite sessions_daily against tern-data-dev.marts.fct_sessions (session_date = 2026-03-22)\nCalculating Metrics: 100%|██████████| 41/41 [00:06<00:00,  6.52it/s]\n✗ expect_column_values_to_not_be_null(column="session_id"): 37 unexpected values (0.02%)\n13 of 14 expectations passed\nValidation FAILED for sessions_daily', 1],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-03-24T14:00:00Z',
    steps: [
      ['fail', 'no-force-push', 'git push --force origin develop', GH006('develop', 'Cannot force-push to this branch'), 1],
      ['prompt', 'no-force-push', 'WHY are you force pushing develop?? never. if something is wrong on develop we revert it with a new PR'],
      ['prompt', 'bq-rm', 'STOP. do not run bq rm -r -f on the scratch dataset, other people have tables in there. set a default table expiration on it instead'],
      ['ok', 'bq update --project_id=tern-data-dev --default_table_expiration 604800 tern-data-dev:scratch'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-03-25T10:00:00Z',
    steps: [
      ['fail', 'sqlfluff-dialect', 'poetry run sqlfluff lint --dialect postgres sql/staging/stg_events.sql', "== [sql/staging/stg_events.sql] FAIL\nL:   7 | P:  10 |  PRS | Line 7, Position 10: Found unparsable section:\n                       | '`tern-data-dev.raw.events`'\nWARNING: Parsing errors found and dialect is set to 'postgres'. Have you configured your dialect correctly?\nAll Finished 📜 🎉!", 1],
      ['prompt', 'sqlfluff-dialect', '¿postgres? que es BigQuery, hombre. --dialect bigquery siempre'],
      ['prompt', 'x:iso-run-ids', 'and the new run_ids should carry the date in ISO 8601, like manual__2026-03-25T00:00:00+00:00'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-03-26T09:30:00Z',
    steps: [
      ['fail', 'poe-tasks', 'make lint', "make: *** No rule to make target 'lint'.  Stop.", 2],
      ['prompt', 'poe-tasks', "there's no makefile, it's poe. poetry run poe lint"],
      ['fail', 'x:ruff-unused-import', 'poetry run poe lint', "Poe => ruff check tern dags tests\ndags/events_daily.py:14:22: F401 [*] `datetime.timedelta` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.", 1],
      ['ok', 'poetry run poe lint'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-03-30T08:45:00Z',
    steps: [
      ['fail', 'stat-bsd', "stat --printf='%s\\n' exports/sessions_2026-03-29.csv", `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-bsd', "that's BSD stat, -f %z for the size"],
      ['fail', 'x:stat-wrong-extension', 'stat -f %z exports/sessions_2026-03-29.cvs', 'stat: exports/sessions_2026-03-29.cvs: stat: No such file or directory', 1],
      ['fail', 'grep-P', "grep -ohP '(?<=schedule=\")[^\"]+' dags/*.py", `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'List DAG schedules'],
      ['agent', 'grep-P', 'macOS grep is BSD grep and has no -P (PCRE); use rg (or grep -E without lookbehind).'],
      ['fail', 'sha256sum-mac', 'sha256sum -c dist/tern_jobs.zip.sha256', '(eval):1: command not found: sha256sum', 127],
      ['prompt', 'sha256sum-mac', 'sha256sum again… shasum -a 256 -c'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-04-02T15:00:00Z',
    steps: [
      ['agent', 'gcloud-project', 'Ran `gcloud config set project tern-data-dev`, which changes the shared default config; pass --project=tern-data-dev on each command instead.'],
      ['fail', 'py-files-zip', 'gcloud dataproc jobs submit pyspark jobs/dedupe_events.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev -- --date 2026-04-01', NO_TERN_MODULE('a90f3d6e5b1c4c27b0e8f2d4c6a1b3e5', 'dedupe_events.py', 5, 'from tern.common.io import read_table', 'tern.common'), 1],
      ['prompt', 'py-files-zip', 'same as last time. the zip'],
      ['ok', 'poetry run poe zip-jobs && gcloud dataproc jobs submit pyspark jobs/dedupe_events.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev --py-files=dist/tern_jobs.zip -- --date 2026-04-01'],
      ['fail', 'x:poetry-lock-stale', 'poetry install --sync', 'Installing dependencies from lock file\n\npyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file.', 1],
      ['fail', 'x:pypi-read-timeout', 'poetry install --sync', "Installing dependencies from lock file\n\nPackage operations: 3 installs, 1 update, 0 removals\n\n  - Updating google-cloud-bigquery (3.25.0 -> 3.27.0)\n  - Installing pandas-gbq (0.24.0)\n\nHTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)", 1],
    ],
  },
  {
    machine: 'ci', project: 'tern', start: '2026-04-03T02:10:00Z',
    steps: [
      ['fail', 'ci-ash', 'echo "publishing for ${BRANCH_NAME^^}" && sh scripts/publish_jobs.sh "$SHORT_SHA"', '/bin/sh: syntax error: bad substitution', 2],
      ['agent', 'ci-ash', 'Used a bash-only ${VAR^^} expansion in the alpine Cloud Build step; ash rejects it. Keep cloudbuild.yaml steps POSIX sh.'],
      ['fail', 'x:ci-unit-test-failure', 'poetry run poe test', "Poe => pytest tests/unit -q\n.........................................F\n=================================== FAILURES ===================================\n_________________________ test_gap_splits_sessions ____________________________\n\n    def test_gap_splits_sessions(spark):\n        out = sessionize(spark.createDataFrame(EVENTS), gap_minutes=30)\n>       assert out.select('session_id').distinct().count() == 2\nE       assert 3 == 2\n\ntests/unit/test_sessionize.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/unit/test_sessionize.py::test_gap_splits_sessions - assert 3 == 2\n1 failed, 41 passed in 12.07s", 1],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-04-06T09:00:00Z',
    steps: [
      ['fail', 'x:astro-port-8080', 'astro dev start', 'Error: error building, (re)starting project: Error response from daemon: driver failed programming external connectivity on endpoint tern_4a1b2c-webserver-1 (5f0c3b1d9e...): Bind for 0.0.0.0:8080 failed: port is already allocated', 1],
      ['fail', 'astro-pytest', 'pytest tests/dags/test_events_daily.py -q', 'zsh: command not found: pytest', 127],
      ['prompt', 'astro-pytest', 'dag tests run inside the container, astro dev pytest. like always'],
      ['ok', 'astro dev pytest tests/dags/test_events_daily.py'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-04-09T13:00:00Z',
    steps: [
      ['agent', 'poetry-sync', 'Plain `poetry install` left great-expectations 0.18 in .venv after it was dropped from the lock; use `poetry install --sync` so the venv matches poetry.lock.'],
      ['prompt', 'poetry-sync', 'after every pull: poetry install --sync. otherwise removed deps just hang around in the venv and tests pass locally for the wrong reason'],
      ['prompt', 'x:sessionize-midnight-test', '给 sessionize 加一个单元测试，覆盖跨午夜的 session'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-04-15T08:30:00Z',
    steps: [
      ['prompt', 'x:slack-alert-timezone', 'en las alertas de Slack pon la hora en Europe/Madrid, que los de negocio se lían con UTC'],
      ['fail', 'x:dataproc-cluster-stopped', 'gcloud dataproc jobs submit pyspark jobs/sessionize.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev --py-files=dist/tern_jobs.zip -- --date 2026-04-14', "ERROR: (gcloud.dataproc.jobs.submit.pyspark) FAILED_PRECONDITION: Cluster 'tern-etl-dev' is in state STOPPED and cannot accept jobs.", 1],
      ['fail', 'dataproc-submit', 'spark-submit jobs/sessionize.py --date 2026-04-14', 'zsh: command not found: spark-submit', 127],
      ['prompt', 'dataproc-submit', 'no spark on laptops, the job goes to the dev cluster with gcloud dataproc jobs submit pyspark. same as always'],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-04-20T09:30:00Z',
    steps: [
      ['fail', 'prod-hands-off', 'gcloud dataproc jobs submit pyspark jobs/sessionize.py --cluster=tern-etl-prod --region=europe-west1 --project=tern-data-prod --py-files=dist/tern_jobs.zip -- --date 2026-04-19', "ERROR: (gcloud.dataproc.jobs.submit.pyspark) PERMISSION_DENIED: Permission 'dataproc.clusters.use' denied on resource '//dataproc.googleapis.com/projects/tern-data-prod/regions/europe-west1/clusters/tern-etl-prod' (or it may not exist).", 1],
      ['prompt', 'prod-hands-off', "prod'a laptoptan iş gönderilmez, sadece Cloud Build gönderir. dev cluster'ı kullan"],
      ['ok', 'gcloud dataproc jobs submit pyspark jobs/sessionize.py --cluster=tern-etl-dev --region=europe-west1 --project=tern-data-dev --py-files=dist/tern_jobs.zip -- --date 2026-04-19'],
      ['fail', 'brew-mac', 'sudo apt install -y coreutils', 'sudo: apt: command not found', 1],
      ['prompt', 'brew-mac', 'Homebrew, this is macOS. and coreutils is already installed, gdate is there'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-04-21T10:20:00Z',
    steps: [
      ['fail', 'astro-cli', 'poetry run airflow standalone', 'Command not found: airflow', 1, 'Bring up a local Airflow'],
      ['agent', 'astro-cli', 'Tried to start Airflow from the Poetry env; in tern Airflow only runs in the Astro runtime: `astro dev start`, CLI via `astro dev run`.'],
      ['ok', 'astro dev start'],
      ['fail', 'x:poetry-solver-conflict', 'poetry add "apache-airflow-providers-google>=16"', "Updating dependencies\nResolving dependencies... (3.2s)\n\nBecause no versions of apache-airflow-providers-google match >=16\n and apache-airflow-providers-google (16.0.0) depends on apache-airflow (>=2.10.0), apache-airflow-providers-google (>=16) requires apache-airflow (>=2.10.0).\nSo, because tern depends on both apache-airflow (~2.9.3) and apache-airflow-providers-google (>=16), version solving failed.", 1],
      ['prompt', 'poetry-not-pip', 'deps are poetry only. no pip install into the system python, last time pip3 --break-system-packages broke my whole setup'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-04-22T14:30:00Z',
    steps: [
      ['fail', 'gcloud-storage', 'gsutil -m cp dist/tern_jobs.zip gs://tern-artifacts-dev/jobs/', 'bash: line 1: gsutil: command not found', 127],
      ['prompt', 'gcloud-storage', 'we dropped gsutil in january. gcloud storage cp, the flags are almost the same'],
      ['ok', 'gcloud storage cp dist/tern_jobs.zip gs://tern-artifacts-dev/jobs/'],
      ['fail', 'x:bucket-name-typo', 'gcloud storage ls gs://tern-raw-dve/events/ --project=tern-data-dev', 'ERROR: (gcloud.storage.ls) gs://tern-raw-dve not found: 404.', 1],
      ['fail', 'dataproc-region', 'gcloud dataproc jobs describe 9e2d71c0b4a3 --project=tern-data-dev', REGION_UNSET('dataproc.jobs.describe'), 1],
      ['prompt', 'dataproc-region', 'region. again. europe-west1 on every dataproc call'],
    ],
  },
  {
    machine: 'mac', project: 'tern', start: '2026-04-23T09:05:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/max_line_length = 100/max_line_length = 120/' .sqlfluff", 'sed: 1: ".sqlfluff": invalid command code .', 1],
      ['prompt', 'sed-bsd', 'that again'],
      ['prompt', 'poetry-sync', 'y después de cambiar de rama, poetry install --sync, que si no te quedan paquetes de la otra rama'],
      ['fail', 'x:gcloud-invalid-choice', 'gcloud stroage ls gs://tern-artifacts-dev/jobs/ --project=tern-data-dev', "ERROR: (gcloud) Invalid choice: 'stroage'.\nMaybe you meant:\n  gcloud storage\n\nTo search the help text of gcloud commands, run:\n  gcloud help -- SEARCH_TERMS", 2],
      ['prompt', 'pendulum-utc', 'the new dag again has a naive start_date. tz aware, pendulum, UTC. every DAG'],
      ['prompt', 'no-force-push', 'btw if you need to rewrite your own feature branch, --force-with-lease. plain --force is banned, and develop is untouchable'],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-04-27T15:40:00Z',
    steps: [
      ['fail', 'py311', 'poetry run pytest tests/unit -q', 'Current Python version (3.12.3) is not allowed by the project (~3.11).\nPlease change python executable via the "env use" command.', 1],
      ['agent', 'py311', 'The Poetry env was created with the system Python 3.12; tern is pinned to 3.11 (Dataproc 2.2), so `poetry env use python3.11` first.'],
      ['fail', 'develop-branch', 'git switch main', "fatal: invalid reference: main", 128],
      ['agent', 'develop-branch', 'tern has no main branch; develop is the integration branch, feature branches start from and PR into develop.'],
      ['prompt', 'bq-standard-sql', 'reminder: bq defaults to legacy SQL, so --use_legacy_sql=false every single time'],
      ['fail', 'gx-no-cli', 'great_expectations checkpoint run sessions_daily', '/bin/bash: line 1: great_expectations: command not found', 127],
    ],
  },
  {
    machine: 'mac2', project: 'tern', start: '2026-04-29T08:50:00Z',
    steps: [
      ['fail', 'squash-merge', 'gh pr merge 163 --rebase', 'GraphQL: Rebase merges are not allowed on this repository. (mergePullRequest)', 1],
      ['agent', 'squash-merge', 'PRs into develop are squash-merged only; merge commits and rebase merges are disabled, use `gh pr merge --squash`.'],
      ['fail', 'x:pr-merge-conflict', 'gh pr merge 163 --squash --delete-branch', 'X Pull request tern-data/tern#163 is not mergeable: the merge commit cannot be cleanly created.\nTo have the pull request merged after all the requirements have been met, add the `--auto` flag.\nRun the following to resolve the merge conflicts locally:\n  gh pr checkout 163 && git fetch origin develop && git merge origin/develop', 1],
      ['prompt', 'x:release-freeze', 'hold off merging anything into develop today, Mehmet is cutting the 2026.05 release tag'],
      ['prompt', 'bq-rm', 'bq rm -r -f asla, hiçbir dataset için. yanlış projede bir kere çalıştı, bir haftalık veri gitti'],
      ['prompt', 'x:tr-readme-diagram', "README'deki mimari diyagramı güncelle, Dataproc cluster'ları artık her gece kapanıyor"],
      ['fail', 'x:git-publickey', 'git push -u origin feat/sessions-v2', 'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 128],
    ],
  },
  {
    machine: 'linux', project: 'tern', start: '2026-05-04T10:10:00Z',
    steps: [
      ['fail', 'gx-no-cli', 'poetry run great_expectations --version', 'Command not found: great_expectations', 1],
      ['agent', 'gx-no-cli', 'GX 1.x ships no great_expectations CLI; quality checks run with `poetry run python -m tern.quality.run --suite <name>`.'],
      ['prompt', 'no-sa-keys', '别再生成 service account key 了，本地用 application-default login 加 --impersonate-service-account'],
    ],
  },
  {
    machine: 'codex', project: 'tern', start: '2026-05-06T09:00:00Z',
    steps: [
      ['agent', 'bq-rm', 'Was about to `bq rm -r -f` a shared dataset to clean up; never delete datasets with bq rm -r, set table expiration or drop only my own tables.'],
      ['fail', 'x:bq-bytes-limit', "bq query --use_legacy_sql=false --project_id=tern-data-dev --maximum_bytes_billed=10000000000 'SELECT * FROM raw.events'", "Error in query string: Error processing job 'tern-data-dev:bqjob_r2b8d04c6e1f3a597_0000019690aa12bc_1': Query exceeded limit for bytes billed: 10000000000. 48318382080 or higher required.", 1],
      ['ok', "bq query --use_legacy_sql=false --project_id=tern-data-dev --maximum_bytes_billed=10000000000 'SELECT event_id, user_id, event_ts FROM raw.events WHERE event_date = \"2026-05-05\"'"],
      ['agent', 'pendulum-utc', 'Wrote start_date=datetime(2026, 5, 1) (naive); DAG start dates in tern use pendulum.datetime(..., tz="UTC").'],
    ],
  },
];
