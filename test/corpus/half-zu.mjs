// Half ZU of the evaluation corpus, written blind: "pallet", an analytics data platform (dbt Core on
// Snowflake, Airflow under the Astro CLI, poetry to uv, sqlfluff, Great Expectations, Terraform for
// grants, the snow CLI). macOS (zsh), Debian dev containers (bash), an Alpine CI image (ash), and one
// analyst on Windows (PowerShell 5.1 and Git Bash). English, Portuguese (Portugal), Hinglish, Korean.

const ZSH_NF = (name) => `zsh:1: command not found: ${name}`;
const BASH_NF = (name) => `bash: line 1: ${name}: command not found`;
const PS_NF = (name, command) =>
  `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${command}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException`;
const PS_AMP = (command) => {
  const col = command.indexOf('&&') + 1;
  return `At line:1 char:${col}\n+ ${command}\n+ ${' '.repeat(col - 1)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine`;
};
const PS_PARAM = (cmdlet, fq, param, command) => {
  const col = command.indexOf(` -${param}`) + 2;
  return `${cmdlet} : A parameter cannot be found that matches parameter name '${param}'.\nAt line:1 char:${col}\n+ ${command}\n+ ${' '.repeat(col - 1)}${'~'.repeat(param.length + 1)}\n    + CategoryInfo          : InvalidArgument: (:) [${cmdlet}], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.${fq}`;
};
const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const STORE_STUB = 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.';
const NO_PROJECT = (root) => `Runtime Error\n  No dbt_project.yml found at expected path ${root}/dbt_project.yml\n  Verify that each entry within packages.yml (and their transitive dependencies) contains a file named dbt_project.yml\n`;
const NO_DIALECT = 'User Error: No dialect was specified. You must configure a dialect or specify one on the command line using --dialect after the command. Available dialects:\nansi, athena, bigquery, clickhouse, databricks, db2, duckdb, exasol, greenplum, hive, materialize, mysql, oracle, postgres, redshift, snowflake, soql, sparksql, sqlite, teradata, trino, tsql, vertica';
const PEP668 = 'error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n    \n    If you wish to install a non-Debian-packaged Python package,\n    create a virtual environment using python3 -m venv path/to/venv.\n    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make\n    sure you have python3-full installed.\n    \n    If you wish to install a non-Debian packaged Python application,\n    it may be easiest to use pipx install xyz, which will manage a\n    virtual environment for you. Make sure you have pipx installed.\n    \n    See /usr/share/doc/python3.11/README.venv for more information.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.';
const TF_BACKEND = '╷\n│ Error: Backend initialization required, please run "terraform init"\n│ \n│ Reason: Initial configuration of the requested backend "s3"\n│ \n│ The "backend" is the interface that Terraform uses to store state,\n│ perform operations, etc. If this message is showing up, it means that the\n│ Terraform configuration you\'re using is using a custom configuration for\n│ the Terraform backend.\n│ \n│ Changes to backend configurations require reinitialization. This allows\n│ Terraform to set up the new configuration, copy existing state, etc. Please run\n│ "terraform init" with either the "-reconfigure" or "-migrate-state" flags to\n│ use the current configuration.\n│ \n│ If the change reason above is incorrect, please verify your configuration\n│ hasn\'t changed and try again.\n╵';
const TF_LOCK = '╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: operation error DynamoDB: PutItem, https response error\n│ StatusCode: 400, RequestID: 7QO2V4N0J1M8B9K3F6H5D2S1A0LKJHG,\n│ ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n│   ID:        8e1c5b0a-2f6d-4c39-9d0e-51a7b3c2e914\n│   Path:      pallet-tfstate/snowflake/grants.tfstate\n│   Operation: OperationTypeApply\n│   Who:       runner@fv-az1442-117\n│   Version:   1.8.5\n│   Created:   2026-04-13 08:58:12.40411 +0000 UTC\n│   Info:      \n│ \n│ \n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵';
const SNOW_BOX = (text) => {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > 76) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return `╭─ Error ──────────────────────────────────────────────────────────────────────╮\n${lines.map((l) => `│ ${l.padEnd(76)} │`).join('\n')}\n╰──────────────────────────────────────────────────────────────────────────────╯`;
};
const DAG_IMPORT = '==================================== ERRORS ====================================\n_____________ ERROR collecting tests/dags/test_dag_integrity.py ______________\nImportError while importing test module \'/home/dev/pallet/tests/dags/test_dag_integrity.py\'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\n/usr/lib/python3.11/importlib/__init__.py:126: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\ntests/dags/test_dag_integrity.py:4: in <module>\n    from airflow.models import DagBag\nE   ModuleNotFoundError: No module named \'airflow\'\n=========================== short test summary info ============================\nERROR tests/dags/test_dag_integrity.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.41s';

export const SESSIONS = [
  {
    machine: 'mac', project: 'pallet', start: '2026-03-02T09:10:00Z',
    steps: [
      ['fail', 'uv', 'poetry install', ZSH_NF('poetry'), 127, 'Install Python dependencies'],
      ['prompt', 'uv', 'nope, uv. uv sync'],
      ['fail', 'x:uv-network', 'uv sync', 'Resolved 142 packages in 1.21s\nerror: Failed to fetch: `https://pypi.org/simple/dbt-snowflake/`\n  Caused by: Request failed after 3 retries\n  Caused by: error sending request for url (https://pypi.org/simple/dbt-snowflake/)\n  Caused by: operation timed out', 2],
      ['ok', 'uv sync'],
      ['fail', 'uv-run-dbt', 'cd transform && dbt deps', ZSH_NF('dbt'), 127, 'Install dbt packages'],
      ['agent', 'uv-run-dbt', 'Called dbt directly; dbt is installed in the project uv environment, run it as `uv run dbt …`.'],
    ],
  },
  {
    machine: 'linux', project: 'pallet', start: '2026-03-02T14:00:00Z',
    steps: [
      ['fail', 'dbt-project-dir', 'uv run dbt build --select stg_orders', NO_PROJECT('/home/dev/pallet'), 2, 'Build the staging model'],
      ['prompt', 'dbt-project-dir', 'the dbt project is in transform/, cd there first'],
      ['fail', 'x:dbt-invalid-identifier', 'cd transform && uv run dbt build --select stg_orders', "16:02:11  1 of 3 ERROR creating sql view model dbt_ana.stg_orders .................. [ERROR in 0.71s]\n16:02:12  \n16:02:12  Database Error in model stg_orders (models/staging/stg_orders.sql)\n  000904 (42000): SQL compilation error: error line 12 at position 8\n  invalid identifier 'ORDER_TS'\n  compiled code at target/run/pallet/models/staging/stg_orders.sql\n16:02:12  \n16:02:12  Done. PASS=0 WARN=0 ERROR=1 SKIP=2 TOTAL=3", 1],
      ['prompt', 'x:column-rename', 'the source renamed ORDER_TS to ORDERED_AT last week, update the staging model and its yml'],
    ],
  },
  {
    machine: 'mac2', project: 'pallet', start: '2026-03-03T08:40:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/stg_order_items/stg_order_lines/g' models/marts/fct_orders.sql", 'sed: 1: "models/marts/fct_orders.sql": invalid command code m', 1, 'Rename the ref'],
      ['prompt', 'sed-i-mac', "macOS sed, it wants -i '' (empty backup suffix)"],
      ['prompt', 'dbt-select', 'and build only that model plus downstream: dbt build --select fct_orders+. whole-project builds cost us real credits'],
      ['prompt', 'x:exposure', 'add fct_orders to the finance dashboard exposure in exposures.yml'],
    ],
  },
  {
    machine: 'winps', project: 'pallet', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'ps-and-and', 'cd transform && uv run dbt debug', PS_AMP('cd transform && uv run dbt debug'), 1],
      ['fail', 'ps-env-var', 'DBT_TARGET=dev uv run dbt build --select stg_customers', PS_NF('DBT_TARGET=dev', 'DBT_TARGET=dev uv run dbt build --select stg_customers'), 1],
      ['prompt', 'ps-env-var', "that's bash syntax. in powershell you set $env:DBT_TARGET = 'dev' first, then run it"],
      ['prompt', 'ps-and-and', 'e já agora: isto é o PowerShell 5.1, o && não existe cá. separa com ;'],
      ['fail', 'ps-rm-rf', 'rm -rf transform/target', PS_PARAM('Remove-Item', 'RemoveItemCommand', 'rf', 'rm -rf transform/target'), 1],
      ['prompt', 'ps-rm-rf', 'Remove-Item -Recurse -Force transform\\target. rm is only an alias here'],
      ['fail', 'ps-curl', 'curl -sS "https://api.github.com/repos/pallet-data/pallet/actions/runs?per_page=5"', PS_PARAM('Invoke-WebRequest', 'InvokeWebRequestCommand', 'sS', 'curl -sS "https://api.github.com/repos/pallet-data/pallet/actions/runs?per_page=5"'), 1],
      ['prompt', 'ps-curl', 'curl.exe, com o .exe. no 5.1 o curl é um alias do Invoke-WebRequest'],
      ['ok', 'curl.exe -sS "https://api.github.com/repos/pallet-data/pallet/actions/runs?per_page=5"'],
    ],
  },
  {
    machine: 'mac', project: 'pallet', start: '2026-03-06T13:20:00Z',
    steps: [
      ['fail', 'grep-P-mac', `grep -rnP 'ref\\(\\s*"stg_' transform/models`, `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'Find refs to staging models'],
      ['prompt', 'grep-P-mac', 'bsd grep, no -P. use rg'],
      ['fail', 'date-d-mac', "date -d '7 days ago' +%Y-%m-%d", `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d-mac', 'on the macs it is date -v-7d +%F'],
    ],
  },
  {
    machine: 'linux', project: 'pallet', start: '2026-03-09T08:30:00Z',
    steps: [
      ['fail', 'astro-dev', 'airflow dags list', BASH_NF('airflow'), 127, 'List the DAGs'],
      ['prompt', 'astro-dev', "airflow isn't on the host. locally it runs with astro dev start, and you poke at it with astro dev run dags list"],
      ['ok', 'astro dev start'],
      ['fail', 'astro-pytest', 'uv run pytest tests/dags -q', "ImportError while loading conftest '/home/dev/pallet/tests/dags/conftest.py'.\ntests/dags/conftest.py:3: in <module>\n    from airflow.models import DagBag\nE   ModuleNotFoundError: No module named 'airflow'", 4],
      ['agent', 'astro-pytest', 'Ran the DAG tests on the host with pytest; they need Airflow from the Astro image, so run them with `astro dev pytest tests/dags`.'],
    ],
  },
  {
    machine: 'winbash', project: 'pallet', start: '2026-03-10T09:15:00Z',
    steps: [
      ['fail', 'win-python-stub', 'python3 scripts/export_seed.py', STORE_STUB, 49],
      ['prompt', 'win-python-stub', "lol that python3 is the Microsoft Store alias, not a real python. on my laptop it's py -3.12 or uv run"],
      ['fail', 'crlf', './scripts/bootstrap.sh', "./scripts/bootstrap.sh: line 2: $'\\r': command not found\n./scripts/bootstrap.sh: line 5: $'\\r': command not found\n./scripts/bootstrap.sh: line 9: syntax error near unexpected token `$'{\\r''\n./scripts/bootstrap.sh: line 9: `setup_env() {\r'", 2],
      ['prompt', 'crlf', "your editor saved it with CRLF. shell scripts stay LF, that's what the .gitattributes is for"],
    ],
  },
  {
    machine: 'mac2', project: 'pallet', start: '2026-03-11T10:00:00Z',
    steps: [
      ['prompt', 'dbt-prod', 'WHOA. no --target prod from a laptop. prod is only ever built by the deployed DAG'],
      ['agent', 'dbt-prod', 'Proposed running `dbt build --target prod` by hand; prod is built only by the deployed Airflow DAG, use --target dev locally.'],
      ['fail', 'x:dbt-test-failure', 'cd transform && uv run dbt build --select fct_orders+ --target dev', "09:14:52  Failure in test unique_fct_orders_order_id (models/marts/_marts.yml)\n09:14:52    Got 3 results, configured to fail if != 0\n09:14:52  \n09:14:52    compiled code at target/compiled/pallet/models/marts/_marts.yml/unique_fct_orders_order_id.sql\n09:14:52  \n09:14:52  Done. PASS=41 WARN=0 ERROR=1 SKIP=6 TOTAL=48", 1],
      ['prompt', 'x:dedupe', 'those are the late refunds arriving twice. dedupe on order_id keeping the row with the latest _loaded_at'],
      ['ok', 'cd transform && uv run dbt build --select fct_orders+ --target dev'],
    ],
  },
  {
    machine: 'ci', project: 'pallet', start: '2026-03-12T07:00:00Z',
    steps: [
      ['fail', 'alpine-no-bash', 'bash scripts/ci/lint.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'alpine-no-bash', 'Called bash in the lint CI image; it is Alpine with busybox sh only, so scripts/ci must be POSIX sh (`sh scripts/ci/lint.sh`).'],
      ['fail', 'sqlfluff-make', 'sqlfluff lint transform/models', NO_DIALECT, 2],
    ],
  },
  {
    machine: 'linux', project: 'pallet', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'dbt-deps', 'cd transform && uv run dbt build --select stg_payments', 'Compilation Error in model stg_payments (models/staging/stg_payments.sql)\n  \'dbt_utils\' is undefined. This can happen when calling a macro that does not exist. Check for typos and/or install package dependencies with "dbt deps".', 2],
      ['prompt', 'dbt-deps', "dbt_packages isn't committed. fresh clone or a packages.yml bump = dbt deps first"],
      ['prompt', 'x:not-null-test', 'podes acrescentar um teste not_null ao payment_id no _staging.yml?'],
      ['fail', 'x:git-nonff', 'git push origin feat/PAL-233-payments', "To github.com:pallet-data/pallet.git\n ! [rejected]        feat/PAL-233-payments -> feat/PAL-233-payments (fetch first)\nerror: failed to push some refs to 'github.com:pallet-data/pallet.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac', project: 'pallet', start: '2026-03-17T14:30:00Z',
    steps: [
      ['fail', 'snowsql-to-snow', 'snowsql -c pallet -q "select count(*) from raw.shop.orders"', ZSH_NF('snowsql'), 127, 'Count raw orders'],
      ['prompt', 'snowsql-to-snow', "snowsql's gone, we're on the snow cli: snow sql -q ..."],
      ['fail', 'snow-conn-dev', 'snow sql -q "select count(*) from raw.shop.orders"', SNOW_BOX('Connection default is not configured'), 1],
      ['prompt', 'snow-conn-dev', "-c pallet_dev every single time. there's no default connection on purpose"],
      ['ok', 'snow sql -c pallet_dev -q "select count(*) from raw.shop.orders"'],
    ],
  },
  {
    machine: 'codex', project: 'pallet', start: '2026-03-18T08:45:00Z',
    steps: [
      ['fail', 'tf-wrapper', 'cd infra/snowflake && terraform plan', TF_BACKEND, 1],
      ['prompt', 'tf-wrapper', 'grants terraform goes through ./scripts/tf, it inits the backend, assumes the role and picks the workspace. ./scripts/tf plan grants'],
      ['ok', './scripts/tf plan grants'],
      ['prompt', 'tf-apply', "plan looks right. apply is CI's job after the merge though, not yours. never apply from here"],
      ['prompt', 'x:tf-fmt', 'run terraform fmt -recursive on infra/snowflake before you commit'],
    ],
  },
  {
    machine: 'mac2', project: 'pallet', start: '2026-03-19T10:10:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/v1_orders/orders/' dbt_project.yml", 'sed: 1: "dbt_project.yml": extra characters at the end of d command', 1],
      ['prompt', 'sed-i-mac', "the mac sed thing again. -i '' or gsed"],
      ['fail', 'stat-c-mac', 'stat -c %s target/manifest.json', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check manifest size'],
      ['prompt', 'stat-c-mac', 'stat -f %z on macOS'],
      ['fail', 'x:stat-missing', 'stat -f %z target/manifest.json', 'stat: target/manifest.json: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'winbash', project: 'pallet', start: '2026-03-23T09:30:00Z',
    steps: [
      ['fail', 'gitbash-pathconv', 'docker exec pallet_3f9a21-scheduler-1 ls /usr/local/airflow/dags', "ls: cannot access 'C:/Program Files/Git/usr/local/airflow/dags': No such file or directory", 2],
      ['prompt', 'gitbash-pathconv', 'git bash rewrote the /usr path into C:/Program Files/Git. MSYS_NO_PATHCONV=1 in front of it'],
      ['ok', 'MSYS_NO_PATHCONV=1 docker exec pallet_3f9a21-scheduler-1 ls /usr/local/airflow/dags'],
      ['fail', 'x:gitbash-ssh', 'git pull', 'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 1],
    ],
  },
  {
    machine: 'mac', project: 'pallet', start: '2026-03-24T08:20:00Z',
    steps: [
      ['fail', 'uv', 'poetry run pytest tests/unit', '\nRuntimeError\n\n  [tool.poetry] section not found in /Users/ana/pallet/pyproject.toml\n\n  at ~/.local/pipx/venvs/poetry/lib/python3.12/site-packages/poetry/core/factory.py:52 in create_poetry\n       48│         local_config = PyProjectTOML(path=poetry_file).poetry_config\n       49│ \n       50│         if not local_config:\n       51│             msg = f"[tool.poetry] section not found in {poetry_file}"\n    →  52│             raise RuntimeError(msg)', 1],
      ['prompt', 'uv', "poetry's been dead here since the migration. uv run pytest"],
      ['fail', 'grep-P-mac', "git diff --name-only main | grep -P '\\.sql$'", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['agent', 'grep-P-mac', 'Used grep -P on macOS; BSD grep has no Perl regex, use grep -E or rg.'],
    ],
  },
  {
    machine: 'codex', project: 'pallet', start: '2026-03-25T10:00:00Z',
    steps: [
      ['prompt', 'dbt-select', 'dbt build 그냥 돌리지 마세요. 모델이 800개 넘어요. --select 로 바꾼 것만 빌드해 주세요'],
      ['fail', 'x:state-manifest', 'cd transform && uv run dbt build --select state:modified+ --state target-prod', 'Encountered an error:\nRuntime Error\n  Got a state selector method, but no comparison manifest', 2],
      ['ok', 'cd transform && uv run dbt build --select state:modified+ --state ../.artifacts/prod'],
      ['prompt', 'sqlfluff-fix-all', 'sqlfluff fix 는 바꾼 파일에만 돌려 주세요. 전체에 돌리면 diff 가 수천 줄 나와요'],
    ],
  },
  {
    machine: 'linux', project: 'pallet', start: '2026-03-26T15:00:00Z',
    steps: [
      ['fail', 'crlf', './scripts/refresh_seeds.sh', "/usr/bin/env: 'bash\\r': No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines", 127],
      ['prompt', 'crlf', "lea's commit came in with CRLF again. git add --renormalize . — .sh files are LF only"],
      ['ok', 'git add --renormalize . && ./scripts/refresh_seeds.sh'],
      ['fail', 'x:docker-daemon', 'astro dev start', 'Error: error building, (re)creating or starting project containers: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['prompt', 'force-push', 'whoa whoa. no push -f. --force-with-lease if you really must, and never on main'],
      ['ok', 'git push --force-with-lease origin feat/PAL-240-refunds'],
      ['prompt', 'x:force-question', "btw what's the practical difference between --force and --force-with-lease? write it up for the onboarding doc"],
      ['fail', 'x:make-typo', 'make lnit-sql', "make: *** No rule to make target 'lnit-sql'.  Stop.", 2],
    ],
  },
  {
    machine: 'winps', project: 'pallet', start: '2026-03-27T09:00:00Z',
    steps: [
      ['fail', 'ps-and-and', 'git fetch && git rebase origin/main', PS_AMP('git fetch && git rebase origin/main'), 1],
      ['prompt', 'ps-and-and', '&& again 🙄 separate calls or ;'],
      ['fail', 'x:ps-exec-policy', '.\\.venv\\Scripts\\Activate.ps1', ".\\.venv\\Scripts\\Activate.ps1 : File C:\\Users\\joao\\pallet\\.venv\\Scripts\\Activate.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\.venv\\Scripts\\Activate.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess", 1],
      ['fail', 'uv', 'poetry install --sync', PS_NF('poetry', 'poetry install --sync'), 1],
      ['prompt', 'uv', 'já não há poetry neste repo, é uv sync'],
    ],
  },
  {
    machine: 'mac2', project: 'pallet', start: '2026-03-30T09:40:00Z',
    steps: [
      ['fail', 'dbt-prod', 'cd transform && uv run dbt build --select fct_revenue --target prod', 'Encountered an error:\nRuntime Error\n  Database error while listing schemas in database "ANALYTICS"\n  Database Error\n    003001 (42501): SQL access control error:\n    Insufficient privileges to operate on database \'ANALYTICS\'', 2],
      ['prompt', 'dbt-prod', "that error is the guard rail doing its job. nothing builds against the prod target from your machine, it's dev"],
      ['fail', 'date-d-mac', 'date -d "$(git log -1 --format=%cI)" +%s', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d-mac', 'BSD date again. gdate is there (brew coreutils) if you want the GNU flags'],
    ],
  },
  {
    machine: 'codex', project: 'pallet', start: '2026-03-31T14:00:00Z',
    steps: [
      ['fail', 'gx-no-cli', 'great_expectations checkpoint run orders_daily', BASH_NF('great_expectations'), 127],
      ['prompt', 'gx-no-cli', 'GX 1.x mein CLI hai hi nahi yaar. checks `uv run python -m quality.run orders_daily` se chalte hain'],
      ['fail', 'x:gx-validation', 'uv run python -m quality.run orders_daily', 'Validation failed for suite orders_daily: 1 of 12 expectations failed\n  expect_column_values_to_not_be_null(column="customer_id"): 14 unexpected values (0.03% of 46112)\nResult: FAILURE', 1],
      ['prompt', 'x:null-customers', 'ye guest checkouts hain, unke liye customer_id null allowed hai. mostly=0.999 kar do us expectation pe'],
    ],
  },
  {
    machine: 'mac', project: 'pallet', start: '2026-04-02T10:00:00Z',
    steps: [
      ['fail', 'sqlfluff-make', 'uv run sqlfluff lint transform/models/staging/stg_orders.sql --dialect snowflake', "== [transform/models/staging/stg_orders.sql] FAIL\nL:   4 | P:  10 |  TMP | Undefined jinja template variable: 'source'\nL:  12 | P:  13 |  TMP | Undefined jinja template variable: 'ref'\nWARNING: Parsing errors found and dialect is set to 'snowflake'. Have you configured your dialect correctly?\nAll Finished 📜 🎉!", 1],
      ['prompt', 'sqlfluff-make', 'SQL lint is make lint-sql. that target sets the dbt templater and picks up transform/.sqlfluff'],
      ['ok', 'make lint-sql'],
      ['fail', 'x:sqlfluff-real', 'make lint-sql', "cd transform && uv run sqlfluff lint models\n== [models/marts/fct_refunds.sql] FAIL\nL:  17 | P:   5 | LT01 | Expected only single space before 'as' keyword.\n                       | Found '  '. [layout.spacing]\nL:  23 | P:   1 | AM04 | Query produces an unknown number of result columns.\n                       | [ambiguous.column_count]\nAll Finished 📜 🎉!\nmake: *** [Makefile:31: lint-sql] Error 1", 2],
    ],
  },
  {
    machine: 'winbash', project: 'pallet', start: '2026-04-06T09:00:00Z',
    steps: [
      ['fail', 'win-python-stub', 'python --version', STORE_STUB, 49],
      ['prompt', 'win-python-stub', 'store alias again. py -3.12 --version'],
      ['fail', 'gitbash-pathconv', 'docker run --rm -v "$PWD":/work -w /work sqlfluff/sqlfluff:3.0.7 lint models', "docker: Error response from daemon: the working directory 'C:/Program Files/Git/work' is invalid, it needs to be an absolute path.\nSee 'docker run --help'.", 125],
      ['agent', 'gitbash-pathconv', 'Git Bash turned the container path /work into C:/Program Files/Git/work; prefix docker commands that take Linux paths with MSYS_NO_PATHCONV=1.'],
      ['fail', 'crlf', 'bash scripts/new_model.sh stg_invoices', "scripts/new_model.sh: line 3: $'\\r': command not found\nscripts/new_model.sh: line 14: syntax error: unexpected end of file", 2],
      ['prompt', 'crlf', 'CRLF outra vez?? core.autocrlf=false cá na máquina, os .sh são LF'],
      ['fail', 'x:gitbash-typo', 'ls transform/models/staging/stg_invoice.sql', "ls: cannot access 'transform/models/staging/stg_invoice.sql': No such file or directory", 2],
    ],
  },
  {
    machine: 'codex', project: 'pallet', start: '2026-04-07T09:30:00Z',
    steps: [
      ['fail', 'astro-dev', 'docker compose up -d', 'no configuration file provided: not found', 1],
      ['prompt', 'astro-dev', '로컬 에어플로우는 astro dev start 로 띄워요. compose 파일은 astro 가 알아서 만들어요'],
      ['fail', 'x:astro-port', 'astro dev start', 'Error: error building, (re)creating or starting project containers: Error response from daemon: driver failed programming external connectivity on endpoint pallet_7c41d2-webserver-1 (3b1f0c9e8a7d): Bind for 0.0.0.0:8080 failed: port is already allocated', 1],
      ['ok', 'astro config set webserver.port 8081 && astro dev start'],
    ],
  },
  {
    machine: 'mac2', project: 'pallet', start: '2026-04-08T13:10:00Z',
    steps: [
      ['prompt', 'dbt-full-refresh', "NO --full-refresh on fct_events!!! it's 4 TB and a day of credits. add the column with on_schema_change"],
      ['agent', 'dbt-full-refresh', "Suggested --full-refresh on the incremental fct_events; the big incrementals are never fully refreshed, use on_schema_change='append_new_columns' and a targeted backfill."],
      ['ok', 'cd transform && uv run dbt build --select fct_events --target dev'],
      ['prompt', 'secret-config', "and don't cat ~/.snowflake/connections.toml into the session, the key passphrase is in there"],
      ['prompt', 'x:iso-week', 'week_start in dim_date should follow ISO weeks, starting monday'],
    ],
  },
  {
    machine: 'winps', project: 'pallet', start: '2026-04-09T10:30:00Z',
    steps: [
      ['fail', 'ps-env-var', 'SNOWFLAKE_CONNECTION=pallet_dev uv run python -m quality.run orders_daily', PS_NF('SNOWFLAKE_CONNECTION=pallet_dev', 'SNOWFLAKE_CONNECTION=pallet_dev uv run python -m quality.run orders_daily'), 1],
      ['agent', 'ps-env-var', "Prefixed an env var bash-style in PowerShell 5.1; set it first with $env:NAME = 'value'; then run the command."],
      ['fail', 'ps-curl', 'curl -H "Authorization: Bearer $env:GH_TOKEN" https://api.github.com/repos/pallet-data/pallet/pulls', 'Invoke-WebRequest : Cannot bind parameter \'Headers\'. Cannot convert the "Authorization: Bearer ***" value of type "System.String" to type "System.Collections.IDictionary".\nAt line:1 char:9\n+ curl -H "Authorization: Bearer $env:GH_TOKEN" https://api.github.com/ ...\n+         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands.InvokeWebRequestCommand', 1],
      ['prompt', 'ps-curl', 'curl here is Invoke-WebRequest in disguise. curl.exe'],
      ['fail', 'ps-rm-rf', 'rm -rf transform/dbt_packages transform/target', PS_PARAM('Remove-Item', 'RemoveItemCommand', 'rf', 'rm -rf transform/dbt_packages transform/target'), 1],
      ['prompt', 'ps-rm-rf', 'same as always: Remove-Item -Recurse -Force'],
    ],
  },
  {
    machine: 'linux', project: 'pallet', start: '2026-04-13T09:00:00Z',
    steps: [
      ['fail', 'tf-apply', './scripts/tf apply grants', "scripts/tf: refusing to run 'apply' outside CI (CI is not set).\nOpen a PR: the pipeline applies after merge.", 2],
      ['prompt', 'tf-apply', 'yeah the wrapper blocks that on purpose. plan locally, apply happens only in the pipeline'],
      ['fail', 'tf-wrapper', 'terraform -chdir=infra/snowflake plan -var-file=grants.tfvars', '╷\n│ Error: could not build dsn for snowflake connection: account is empty\n│ \n│   with provider["registry.terraform.io/snowflake-labs/snowflake"],\n│   on providers.tf line 10, in provider "snowflake":\n│   10: provider "snowflake" {\n│ \n╵', 1],
      ['prompt', 'tf-wrapper', 'scripts/tf, always. it exports the SNOWFLAKE_* vars the provider needs'],
      ['fail', 'x:tf-lock', './scripts/tf plan grants', TF_LOCK, 1],
      ['fail', 'branch-main', 'git rebase origin/master', "fatal: invalid upstream 'origin/master'", 128],
      ['prompt', 'branch-main', 'there is no master. main.'],
      ['fail', 'x:rebase-conflict', 'git rebase origin/main', 'Auto-merging transform/models/marts/fct_orders.sql\nCONFLICT (content): Merge conflict in transform/models/marts/fct_orders.sql\nerror: could not apply 3f2c9ab... add refund columns to fct_orders\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply 3f2c9ab... add refund columns to fct_orders', 1],
    ],
  },
  {
    machine: 'mac', project: 'pallet', start: '2026-04-14T11:00:00Z',
    steps: [
      ['fail', 'snowsql-to-snow', 'snowsql -a xy12345 -u ana -q "show grants to role TRANSFORMER"', 'zsh: command not found: snowsql', 127],
      ['prompt', 'snowsql-to-snow', 'snowsql? we dropped that in february. snow sql -c pallet_dev -q ...'],
      ['fail', 'x:snow-auth', 'snow sql -c pallet_dev -q "show grants to role TRANSFORMER"', SNOW_BOX('250001 (08001): Failed to connect to DB: xy12345.eu-west-1.snowflakecomputing.com:443. Incorrect username or password was specified.'), 1],
      ['ok', 'snow sql -c pallet_dev -q "show grants to role TRANSFORMER"'],
      ['fail', 'uv-run-dbt', 'cd transform && dbt compile --select fct_orders', 'zsh: command not found: dbt', 127],
      ['prompt', 'uv-run-dbt', 'uv run dbt, like before'],
      ['prompt', 'gx-no-cli', "great_expectations CLI went away in 1.0. checks are python now: uv run python -m quality.run <suite>"],
    ],
  },
  {
    machine: 'codex', project: 'pallet', start: '2026-04-15T08:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin main', "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:pallet-data/pallet.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:pallet-data/pallet.git'", 1],
      ['prompt', 'force-push', 'bhai force push bilkul nahi, aur main pe toh kabhi nahi. ravi bhi usi branch pe kaam kar raha hai, --force-with-lease'],
      ['agent', 'force-push', 'Force-pushed with git push --force; use git push --force-with-lease on feature branches only, never on main.'],
      ['prompt', 'no-verify', 'aur --no-verify se commit mat karna, pre-commit jo bol raha hai woh fix karo'],
      ['ok', 'git commit -m "fct_orders: add refund columns"'],
    ],
  },
  {
    machine: 'mac2', project: 'pallet', start: '2026-04-16T10:00:00Z',
    steps: [
      ['fail', 'stat-c-mac', 'stat --format=%y transform/target/run_results.json', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['agent', 'stat-c-mac', 'Used GNU stat --format on macOS; BSD stat takes -f (stat -f %Sm for mtime, stat -f %z for size).'],
      ['fail', 'grep-P-mac', "grep -oP '(?<=alias: )\\w+' transform/models/marts/_marts.yml", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P-mac', 'o -P continua a não existir no grep do mac 😅 rg -o ou grep -E'],
    ],
  },
  {
    machine: 'ci', project: 'pallet', start: '2026-04-17T07:00:00Z',
    steps: [
      ['fail', 'alpine-no-bash', 'sh scripts/ci/dbt_compile.sh', 'scripts/ci/dbt_compile.sh: line 7: mapfile: not found', 127],
      ['prompt', 'alpine-no-bash', 'the CI lint image is alpine/busybox. scripts/ci stays POSIX sh: no arrays, no mapfile, no [['],
      ['fail', 'sqlfluff-make', 'cd transform && sqlfluff lint models --templater dbt', NO_DIALECT, 2],
      ['agent', 'sqlfluff-make', 'Ran sqlfluff by hand in CI without the project config; SQL lint runs through `make lint-sql`, which sets the dbt templater and reads transform/.sqlfluff.'],
      ['fail', 'x:ci-deps-network', 'make deps', "cd transform && uv run dbt deps\n07:12:40  Running with dbt=1.8.7\n07:12:41  Encountered an error:\nHTTPSConnectionPool(host='hub.getdbt.com', port=443): Max retries exceeded with url: /api/v1/dbt-labs/dbt_utils.json (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a2c1b5d90>: Failed to establish a new connection: [Errno -3] Try again'))\nmake: *** [Makefile:12: deps] Error 2", 2],
    ],
  },
  {
    machine: 'linux', project: 'pallet', start: '2026-04-21T14:00:00Z',
    steps: [
      ['agent', 'dbt-select', 'Ran a bare `dbt build` over the whole project; always scope it with --select (state:modified+ or model+).'],
      ['fail', 'dbt-deps', 'cd transform && uv run dbt build --select dim_customers', 'Encountered an error:\nCompilation Error\n  dbt found 2 package(s) specified in packages.yml, but only 1 package(s) installed in dbt_packages. Run "dbt deps" to install package dependencies.', 2],
      ['prompt', 'dbt-deps', 'packages.yml changed on main (dbt_utils 1.3). deps before you build'],
      ['ok', 'cd transform && uv run dbt deps && uv run dbt build --select dim_customers'],
      ['prompt', 'dbt-full-refresh', 'fct_sessions is incremental too, same rule: no full refresh without asking in #data-eng'],
    ],
  },
  {
    machine: 'codex', project: 'pallet', start: '2026-04-22T09:00:00Z',
    steps: [
      ['fail', 'uv-run-dbt', 'dbt ls --select tag:finance', BASH_NF('dbt'), 127],
      ['prompt', 'uv-run-dbt', 'dbt 는 uv 환경 안에 있어요. uv run dbt ls 로 하세요'],
      ['fail', 'dbt-project-dir', 'uv run dbt ls --select tag:finance', NO_PROJECT('/home/dev/pallet'), 2],
      ['prompt', 'dbt-project-dir', '이거 또요? transform/ 안에서 실행해야 돼요'],
      ['prompt', 'x:segment-column', 'can you add customer_segment to fct_orders? join it from dim_customers'],
    ],
  },
  {
    machine: 'mac', project: 'pallet', start: '2026-04-23T10:00:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/PAL_RAW/RAW/' transform/models/staging/_sources.yml", "sed: 1: \"transform/models/stagin ...\": undefined label 'ransform/models/staging/_sources.yml'", 1],
      ['prompt', 'sed-i-mac', "sed -i '' on mac. every. time. 🙃"],
      ['agent', 'secret-config', 'Printed ~/.snowflake/connections.toml to check the connection; it holds the key path and passphrase, never print it, use `snow connection list` instead.'],
      ['prompt', 'secret-config', 'right, and that goes for the .p8 file too. never print key material, not even to check a path'],
    ],
  },
  {
    machine: 'winps', project: 'pallet', start: '2026-04-24T10:00:00Z',
    steps: [
      ['fail', 'ps-and-and', 'uv sync && uv run dbt deps --project-dir transform', PS_AMP('uv sync && uv run dbt deps --project-dir transform'), 1],
      ['agent', 'ps-and-and', 'Chained commands with && in Windows PowerShell 5.1, which does not support it; use ; or separate calls.'],
      ['fail', 'win-python-stub', 'python3 -c "import sys; print(sys.version)"', STORE_STUB, 9009],
      ['prompt', 'win-python-stub', 'py -3.12, não python3. isso é o atalho da Store'],
    ],
  },
  {
    machine: 'mac2', project: 'pallet', start: '2026-04-27T09:20:00Z',
    steps: [
      ['fail', 'branch-main', 'git diff master...HEAD --name-only', "fatal: ambiguous argument 'master...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['prompt', 'branch-main', 'main, not master (again)'],
      ['agent', 'no-verify', 'Committed with --no-verify to get past pre-commit; the hooks must run, fix what sqlfluff and the yaml checks report instead.'],
      ['prompt', 'no-verify', 'hooks are there for a reason. amend it without skipping them'],
      ['prompt', 'tf-apply', 'terraform apply 는 CI 에서만 해요. 로컬에서는 plan 까지만'],
      ['prompt', 'dbt-select', 'please no full builds again, --select the models'],
    ],
  },
  {
    machine: 'linux', project: 'pallet', start: '2026-04-28T08:40:00Z',
    steps: [
      ['fail', 'astro-pytest', 'uv run pytest tests/dags/test_dag_integrity.py', DAG_IMPORT, 2],
      ['prompt', 'astro-pytest', 'DAG tests -> astro dev pytest. airflow only lives in the image'],
      ['fail', 'x:dag-test-real', 'astro dev pytest tests/dags', "FAILED tests/dags/test_dag_integrity.py::test_dag_tags[orders_daily] - AssertionError: orders_daily has no owner tag\n=================== 1 failed, 23 passed, 2 warnings in 14.21s ===================\nError: pytests failed", 1],
      ['prompt', 'x:owner-tag', 'every DAG needs an owner:<team> tag, give orders_daily owner:analytics'],
      ['ok', 'astro dev pytest tests/dags'],
    ],
  },
  {
    machine: 'codex', project: 'pallet', start: '2026-04-29T13:00:00Z',
    steps: [
      ['prompt', 'dbt-prod', 'prod pe manually dbt mat chalao bhai. dev target pe build karo, prod ka run DAG karta hai'],
      ['ok', 'cd transform && uv run dbt build --select fct_revenue+ --target dev'],
      ['prompt', 'x:schedule-utc', 'is DAG ka schedule 6 baje UTC kar do, abhi 5 pe hai'],
      ['prompt', 'sqlfluff-fix-all', 'sqlfluff fix poore project pe nahi. sirf jo files tumne badli hain'],
      ['agent', 'sqlfluff-fix-all', 'Ran sqlfluff fix over all of transform/models; only fix the files the change touches (make fix-sql FILES=…).'],
    ],
  },
  {
    machine: 'codex', project: 'pallet', start: '2026-05-06T10:30:00Z',
    steps: [
      ['fail', 'gx-no-cli', 'uv run great_expectations checkpoint run payments_daily', 'error: Failed to spawn: `great_expectations`\n  Caused by: No such file or directory (os error 2)', 2],
      ['agent', 'gx-no-cli', 'Tried the great_expectations CLI; GX 1.x has none, suites run with `uv run python -m quality.run <suite>`.'],
      ['ok', 'uv run python -m quality.run payments_daily'],
      ['prompt', 'snow-conn-dev', 'snow 명령어에는 항상 -c pallet_dev 붙여 주세요'],
      ['fail', 'x:snow-privileges', 'snow sql -c pallet_dev -q "select * from finance.ledger.entries limit 10"', SNOW_BOX("003001 (42501): SQL access control error: Insufficient privileges to operate on schema 'LEDGER'"), 1],
    ],
  },
  {
    machine: 'linux', project: 'pallet', start: '2026-05-12T08:15:00Z',
    steps: [
      ['fail', 'snowsql-to-snow', 'snowsql -c pallet_dev -f scripts/sql/grants_audit.sql', BASH_NF('snowsql'), 127],
      ['agent', 'snowsql-to-snow', 'Reached for snowsql; the team uses the snow CLI now: `snow sql -c pallet_dev -f scripts/sql/grants_audit.sql`.'],
      ['ok', 'snow sql -c pallet_dev -f scripts/sql/grants_audit.sql'],
      ['fail', 'astro-dev', 'airflow dags test orders_daily 2026-05-11', BASH_NF('airflow'), 127],
      ['prompt', 'astro-dev', 'astro dev run dags test orders_daily 2026-05-11. airflow only exists inside the astro containers'],
    ],
  },
];

/** Windows machines: the hook sees Windows paths. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !payload.cwd?.startsWith('C:/')) return event;
  const win = (p) => p.replace(/\//g, '\\');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(payload.transcript_path.replace('/C:-Users-', '/C--Users-')) } };
}
