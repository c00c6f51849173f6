// Half Y of the evaluation corpus, written blind: "glacier", a data platform team.
// Stack: Scala 2.13 with sbt (subprojects core, jobs, meta, integration), Spark jobs deployed to
// Databricks with the databricks CLI and asset bundles (targets dev, staging, prod), Delta tables in
// Unity Catalog, Terraform for infra (one workspace per environment, S3 state in the infra AWS
// account), Python tooling installed with pipx and run through hatch, a local MinIO and Postgres
// under docker compose (dev/compose.yaml), `act` to run the GitHub Actions workflows locally.
// Platforms: Ana and Kai on macOS (zsh, Apple silicon), Julien on Linux (bash; he lives in fish and
// pastes from it), Codex on Linux (bash), CI (GitHub Actions runners, Codex non-interactive).
// Languages: English, German (Kai), Polish (Ana), French (Julien).

const HOST = 'https://dbc-4f7a2c19-8e3d.cloud.databricks.com';

const EXT_MANAGED_DEBIAN = `error: externally-managed-environment

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

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const EXT_MANAGED_BREW = `error: externally-managed-environment

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
    file. Failure to follow this instruction may lead to your Python
    installation being broken.
    
    Read more about this behavior here: <https://peps.python.org/pep-0668/>

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const LEGACY_DATABRICKS = (command) => `Usage: databricks [OPTIONS] COMMAND [ARGS]...
Try 'databricks -h' for help.

Error: No such command '${command}'.`;

const TF_CORE_VERSION = (version) => `╷
│ Error: Unsupported Terraform Core version
│ 
│   on versions.tf line 2, in terraform:
│    2:   required_version = "~> 1.7.0"
│ 
│ This configuration does not support Terraform version ${version}. To proceed,
│ either choose another supported Terraform version or update this version
│ constraint. Version constraints are normally set for good reason, so
│ updating the constraint may lead to other errors or unexpected behavior.
╵`;

const TF_NO_CREDS = `Initializing the backend...
╷
│ Error: No valid credential sources found
│ 
│ Please see https://developer.hashicorp.com/terraform/language/settings/backends/s3
│ for more information about providing credentials.
│ 
│ Error: failed to refresh cached credentials, no EC2 IMDS role found,
│ operation error ec2imds: GetMetadata, request canceled, context deadline
│ exceeded
│ 
╵`;

const TF_ACCESS_DENIED = `Initializing the backend...
╷
│ Error: Failed to get existing workspaces: Unable to list objects in S3 bucket "glacier-tfstate" with prefix "env:/": operation error S3: ListObjectsV2, https response error StatusCode: 403, RequestID: 7XK2M9QH3B1T0ZP4, HostID: q0f1XlR3m8vJ2nTzP6yHc9dWkA4sE7uB1oLgN5iVxK0=, api error AccessDenied: Access Denied
│ 
│ 
╵`;

const TF_SSO_EXPIRED = `╷
│ Error: No valid credential sources found
│ 
│ Please see https://registry.terraform.io/providers/hashicorp/aws/latest/docs
│ for more information about providing credentials.
│ 
│ Error: failed to refresh cached credentials, refresh cached SSO token
│ failed, unable to refresh SSO token, operation error SSO OIDC:
│ CreateToken, https response error StatusCode: 400, RequestID:
│ 3f9e1c2a-77b0-4d5e-9a61-0c8e2f4b7d13, InvalidGrantException:
│ 
│ 
│   with provider["registry.terraform.io/hashicorp/aws"],
│   on providers.tf line 10, in provider "aws":
│   10: provider "aws" {
│ 
╵`;

const TF_WORKSPACE_GUARD = `terraform_data.workspace_guard: Refreshing state... [id=0b7f3c1e-5d2a-8e44-19c6-a27f4d0e9b51]
╷
│ Error: Resource precondition failed
│ 
│   on guard.tf line 5, in resource "terraform_data" "workspace_guard":
│    5:       condition     = contains(["dev", "staging", "prod"], terraform.workspace)
│     ├────────────────
│     │ terraform.workspace is "default"
│ 
│ Refusing to plan in workspace "default": run \`terraform workspace select
│ <env>\` first.
╵`;

const TF_LOCK = `╷
│ Error: Error acquiring the state lock
│ 
│ Error message: operation error DynamoDB: PutItem, https response error
│ StatusCode: 400, RequestID: N4K0VQ2J7TGM1S8A3C5EHU9LBFRJP6DWXZY0IQ,
│ ConditionalCheckFailedException: The conditional request failed
│ Lock Info:
│   ID:        5b0c2e1f-8a4d-3f77-b2c1-94e0d7a6c3f2
│   Path:      glacier-tfstate/env:/staging/glacier/terraform.tfstate
│   Operation: OperationTypeApply
│   Who:       runner@fv-az1205-331
│   Version:   1.7.5
│   Created:   2026-09-22 13:58:41.208713 +0000 UTC
│   Info:      
│ 
│ 
│ Terraform acquires a state lock to protect the state from being written
│ by multiple users at the same time. Please resolve the issue above and try
│ again. For most commands, you can disable locking with the "-lock=false"
│ flag, but this is not recommended.
╵`;

const TF_UNDECLARED = `╷
│ Error: Reference to undeclared input variable
│ 
│   on modules/workspace/catalog.tf line 12, in resource "databricks_catalog" "this":
│   12:   metastore_id = var.metastore_id
│ 
│ An input variable with the name "metastore_id" has not been declared. This
│ variable can be declared with a variable "metastore_id" {} block.
╵`;

const SBT_BANNER = (home) => `[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 17.0.12)
[info] loading settings for project glacier-build from plugins.sbt ...
[info] loading project definition from ${home}/glacier/project
[info] loading settings for project root from build.sbt ...
[info] set current project to glacier (in build file:${home}/glacier/)`;

const GET_SUBJECT = (home, suite, when) => `[info] welcome to sbt 1.10.2 (Homebrew Java 23.0.1)
[info] loading settings for project glacier-build from plugins.sbt ...
[info] loading project definition from ${home}/glacier/project
[info] compiling 14 Scala sources to ${home}/glacier/jobs/target/scala-2.13/test-classes ...
[info] ${suite}:
[info] glacier.jobs.${suite} *** ABORTED ***
[info]   java.lang.UnsupportedOperationException: getSubject is supported only if a security manager is allowed
[info]   at java.base/javax.security.auth.Subject.getSubject(Subject.java:347)
[info]   at org.apache.hadoop.security.UserGroupInformation.getCurrentUser(UserGroupInformation.java:577)
[info]   at org.apache.spark.util.Utils$.$anonfun$getCurrentUserName$1(Utils.scala:2416)
[info]   at scala.Option.getOrElse(Option.scala:201)
[info]   at org.apache.spark.util.Utils$.getCurrentUserName(Utils.scala:2416)
[info]   at org.apache.spark.SparkContext.<init>(SparkContext.scala:329)
[info]   at org.apache.spark.SparkContext$.getOrCreate(SparkContext.scala:2883)
[info]   at org.apache.spark.sql.SparkSession$Builder.$anonfun$getOrCreate$2(SparkSession.scala:1099)
[info]   ...
[error] Error during tests:
[error] 	glacier.jobs.${suite}
[error] (jobs / Test / test) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: ${when}`;

const RUN_FAILED = (user, run, message) => `Run URL: ${HOST}/?o=2718281828459045#job/912834/run/${run}

2026-09-10 14:21:07 "[dev ${user}] glacier_nightly_ingest" RUNNING 
2026-09-10 14:24:52 "[dev ${user}] glacier_nightly_ingest" INTERNAL_ERROR Task ingest failed with message: ${message}
Error: failed to reach TERMINATED or SKIPPED, got INTERNAL_ERROR: Task ingest failed with message: ${message}`;

const UNSUPPORTED_CLASS = 'java.lang.UnsupportedClassVersionError: glacier/jobs/NightlyIngest has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0';

const NO_CLASS_DEF = 'java.lang.NoClassDefFoundError: pureconfig/ConfigSource$\n\tat glacier.jobs.NightlyIngest$.main(NightlyIngest.scala:18)\n\tat glacier.jobs.NightlyIngest.main(NightlyIngest.scala)\nCaused by: java.lang.ClassNotFoundException: pureconfig.ConfigSource$';

const SQL_TRACE = (home, error) => `Traceback (most recent call last):
  File "${home}/glacier/scripts/sql.py", line 31, in <module>
    cursor.execute(sys.argv[1])
  File "${home}/.local/share/hatch/env/virtual/glacier-tools/Yk3PqT0a/glacier-tools/lib/python3.11/site-packages/databricks/sql/client.py", line 768, in execute
    execute_response = self.thrift_backend.execute_command(
                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "${home}/.local/share/hatch/env/virtual/glacier-tools/Yk3PqT0a/glacier-tools/lib/python3.11/site-packages/databricks/sql/thrift_backend.py", line 869, in execute_command
    return self._handle_execute_response(resp, cursor)
  File "${home}/.local/share/hatch/env/virtual/glacier-tools/Yk3PqT0a/glacier-tools/lib/python3.11/site-packages/databricks/sql/thrift_backend.py", line 966, in _handle_execute_response
    final_operation_state = self._wait_until_command_done(
  File "${home}/.local/share/hatch/env/virtual/glacier-tools/Yk3PqT0a/glacier-tools/lib/python3.11/site-packages/databricks/sql/thrift_backend.py", line 803, in _wait_until_command_done
    self._check_command_not_in_error_or_closed_state(
  File "${home}/.local/share/hatch/env/virtual/glacier-tools/Yk3PqT0a/glacier-tools/lib/python3.11/site-packages/databricks/sql/thrift_backend.py", line 596, in _check_command_not_in_error_or_closed_state
    raise ServerOperationError(
databricks.sql.exc.ServerOperationError: ${error}`;

const TABLE_NOT_FOUND = "[TABLE_OR_VIEW_NOT_FOUND] The table or view `hive_metastore`.`raw`.`events` cannot be found. Verify the spelling and correctness of the schema and catalog.\nIf you did not qualify the name with a schema, verify the current_schema() output, or qualify the name with the correct schema and catalog.\nTo tolerate the error on drop use DROP VIEW IF EXISTS or DROP TABLE IF EXISTS. SQLSTATE: 42P01; line 1 pos 21";

const VACUUM_TOO_SHORT = 'requirement failed: Are you sure you would like to vacuum files with such a low retention period? If you have writers that are currently writing to this table, there is a risk that you may corrupt the state of your Delta table.\n\nIf you are certain that there are no operations being performed on this table, such as insert/upsert/delete/optimize, then you may turn off this check by setting:\nspark.databricks.delta.retentionDurationCheck.enabled = false\n\nIf you are not sure, please use a value not less than "168 hours".';

const LFS_SPARK = (home) => `[info] BronzeReaderSpec:
[info] - reads the bronze events fixture *** FAILED ***
[info]   org.apache.spark.SparkException: [FAILED_READ_FILE.CANNOT_READ_FILE_FOOTER] Encountered error while reading file file://${home}/glacier/jobs/src/test/resources/fixtures/events/part-00000-3c1d.snappy.parquet. Could not read footer. SQLSTATE: KD001
[info]   at org.apache.spark.sql.errors.QueryExecutionErrors$.cannotReadFooterForFileError(QueryExecutionErrors.scala:1052)
[info]   ...
[info]   Cause: java.lang.RuntimeException: file:${home}/glacier/jobs/src/test/resources/fixtures/events/part-00000-3c1d.snappy.parquet is not a Parquet file. Expected magic number at tail, but found [50, 52, 50, 10]
[info]   at org.apache.parquet.hadoop.ParquetFileReader.readFooter(ParquetFileReader.java:565)
[info]   ...
[info] Tests: succeeded 3, failed 1, canceled 0, ignored 0, pending 0
[info] *** 1 TEST FAILED ***
[error] Failed tests:
[error] 	glacier.jobs.BronzeReaderSpec
[error] (jobs / Test / testOnly) sbt.TestsFailedException: Tests unsuccessful`;

const LFS_ARROW = `============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0
rootdir: /home/dev/glacier/tools
collected 23 items

tests/test_manifest.py ........                                          [ 34%]
tests/test_fixtures.py FF.......                                         [ 73%]
tests/test_schema.py ......                                              [100%]

=================================== FAILURES ===================================
_____________________________ test_bronze_schema ______________________________

    def test_bronze_schema():
>       table = pq.read_table(FIXTURES / "events" / "part-00000-3c1d.snappy.parquet")

tests/test_fixtures.py:14: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 
pyarrow/error.pxi:91: in pyarrow.lib.check_status
    ???
E   pyarrow.lib.ArrowInvalid: Could not open Parquet input source '<Buffer>': Parquet magic bytes not found in footer. Either the file is corrupted or this is not a parquet file.
=========================== short test summary info ============================
FAILED tests/test_fixtures.py::test_bronze_schema - pyarrow.lib.ArrowInvalid: Could not open Parquet input source '<Buffer>': Parquet magic bytes not found in footer. Either the file is corrupted or this is not a parquet file.
FAILED tests/test_fixtures.py::test_silver_row_count - pyarrow.lib.ArrowInvalid: Could not open Parquet input source '<Buffer>': Parquet magic bytes not found in footer. Either the file is corrupted or this is not a parquet file.
========================= 2 failed, 21 passed in 3.41s =========================`;

const DATE_USAGE = `usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const ACT_ARM_PREAMBLE = (home, job) => `INFO[0000] Using docker host 'unix://${home}/.colima/default/docker.sock', and daemon socket 'unix://${home}/.colima/default/docker.sock' 
WARN  ⚠ You are using Apple M-series chip and you have not specified container architecture, you might encounter issues while running act. If so, try running it with '--container-architecture linux/amd64'. ⚠  
[CI/${job}] ⭐ Run Set up job
[CI/${job}] 🚀  Start image=catthehacker/ubuntu:act-latest
[CI/${job}]   🐳  docker pull image=catthehacker/ubuntu:act-latest platform= username= forcePull=true
[CI/${job}]   🐳  docker create image=catthehacker/ubuntu:act-latest platform= entrypoint=["tail" "-f" "/dev/null"] cmd=[] network="host"
[CI/${job}]   🐳  docker run image=catthehacker/ubuntu:act-latest platform= entrypoint=["tail" "-f" "/dev/null"] cmd=[] network="host"
[CI/${job}]   ✅  Success - Set up job`;

const PSQL_ROLE = 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  role "glacier" does not exist';

const SESSIONS_LIST = [
  // ---- week 1 ----------------------------------------------------------------------------
  {
    machine: 'mac', project: 'glacier', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'dbx-gone', 'dbx deploy --environment dev --deployment-file conf/deployment.yml', 'zsh: command not found: dbx', 127, 'Deploy the jobs to the dev workspace'],
      ['prompt', 'dbx-gone', 'dbx is dead here, we moved to asset bundles in june. databricks bundle deploy'],
      ['fail', 'dbx-profile', 'databricks bundle deploy -t dev', `Building glacier_jobs...\nError: cannot resolve bundle auth configuration: multiple profiles matched: DEFAULT, glacier-dev`, 1],
      ['prompt', 'dbx-profile', '--profile glacier-dev. always'],
      ['ok', 'databricks bundle deploy -t dev --profile glacier-dev'],
    ],
  },
  {
    machine: 'linux', project: 'glacier', start: '2026-09-01T13:10:00Z',
    steps: [
      ['fail', 'pipx-hatch', "pip install -e './tools[dev]'", EXT_MANAGED_DEBIAN, 1, 'Install the tools package in editable mode'],
      ['prompt', 'pipx-hatch', "on est sur hatch ici : pipx install hatch, puis hatch run … — pas de pip dans le python système"],
      ['fail', 'x:manifest-test', 'hatch run test', `============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0
rootdir: /home/dev/glacier/tools
collected 23 items

tests/test_manifest.py ..F.....                                          [ 34%]
tests/test_fixtures.py .........                                         [ 73%]
tests/test_schema.py ......                                              [100%]

=================================== FAILURES ===================================
___________________________ test_manifest_columns ____________________________

    def test_manifest_columns():
        manifest = build_manifest(SAMPLE)
>       assert manifest.columns == ["table", "partition", "rows", "bytes"]
E       AssertionError: assert ['table', 'pa...s', 'checksum'] == ['table', 'pa...ows', 'bytes']
E         Left contains one more item: 'checksum'

tests/test_manifest.py:27: AssertionError
=========================== short test summary info ============================
FAILED tests/test_manifest.py::test_manifest_columns - AssertionError: assert ['table', 'pa...s', 'checksum'] == ['table', 'pa...ows', 'bytes']
========================= 1 failed, 22 passed in 2.87s =========================`, 1],
    ],
  },
  {
    machine: 'mac2', project: 'glacier', start: '2026-09-02T07:55:00Z',
    steps: [
      ['fail', 'jdk17', 'sbt jobs/test', GET_SUBJECT('/Users/kai', 'DedupeSpec', '41 s, completed 2 Sep 2026, 09:58:11'), 1, 'Run the jobs tests'],
      ['prompt', 'jdk17', 'du bist auf java 23 – wir bauen mit 17. export JAVA_HOME=$(/usr/libexec/java_home -v 17)'],
      ['ok', 'export JAVA_HOME=$(/usr/libexec/java_home -v 17) && sbt jobs/test'],
      ['fail', 'sbt-quote', 'sbt jobs/testOnly glacier.jobs.*Spec', 'zsh: no matches found: glacier.jobs.*Spec', 1],
      ['prompt', 'sbt-quote', "quote it, zsh eats the *. sbt 'jobs/testOnly glacier.jobs.*Spec'"],
    ],
  },
  {
    machine: 'codex', project: 'glacier', start: '2026-09-02T10:30:00Z',
    steps: [
      ['fail', 'dbcli-legacy', 'databricks bundle validate -t dev --profile glacier-dev', LEGACY_DATABRICKS('bundle'), 2],
      ['agent', 'dbcli-legacy', 'the databricks on PATH was the legacy pip databricks-cli 0.18 (no `bundle` command); glacier needs the new databricks CLI >= 0.218 from databricks/setup-cli'],
      ['ok', 'databricks bundle validate -t dev --profile glacier-dev'],
      ['fail', 'x:bundle-var', 'databricks bundle validate -t staging --profile glacier-staging', 'Error: no value assigned to required variable warehouse_id. Assignment can be done through the "--var" flag or by setting the BUNDLE_VAR_warehouse_id environment variable', 1],
    ],
  },
  {
    machine: 'ci', project: 'glacier', start: '2026-09-02T16:00:00Z',
    steps: [
      ['fail', 'scalafmt-first', 'sbt scalafmtCheckAll', `${SBT_BANNER('/workspace').replace(/\/workspace\/glacier/g, '/workspace')}
[warn] /workspace/jobs/src/main/scala/glacier/jobs/Dedupe.scala isn't formatted properly!
[error] (jobs / Compile / scalafmtCheck) org.scalafmt.sbt.ScalafmtSbtReporter$ScalafmtSbtError: 1 files must be formatted
[error] Total time: 6 s, completed 2 Sep 2026, 16:04:55`, 1],
      ['fail', 'tf-fmt', 'terraform fmt -check -recursive infra', 'infra/modules/workspace/catalog.tf\ninfra/envs/staging.tfvars', 3],
      ['agent', 'scalafmt-first', 'CI failed on scalafmtCheck for Dedupe.scala: run `sbt scalafmtAll` before every push'],
    ],
  },
  {
    machine: 'mac', project: 'glacier', start: '2026-09-03T08:20:00Z',
    steps: [
      ['fail', 'compose-file', 'docker compose up -d minio postgres', 'no configuration file provided: not found', 1, 'Start MinIO and Postgres'],
      ['prompt', 'compose-file', 'the compose file is in dev/. `make up` does the right thing'],
      ['fail', 'x:colima-down', 'make up', 'docker compose -f dev/compose.yaml up -d\nCannot connect to the Docker daemon at unix:///Users/ana/.colima/default/docker.sock. Is the docker daemon running?\nmake: *** [up] Error 1', 2],
      ['ok', 'make up'],
      ['fail', 'pg-port', "psql -h localhost -U glacier glacier_meta -c '\\dt'", PSQL_ROLE, 2],
      ['prompt', 'pg-port', 'local pg from compose is on 5433, 5432 is my brew postgres'],
    ],
  },
  {
    machine: 'linux', project: 'glacier', start: '2026-09-03T14:00:00Z',
    steps: [
      ['fail', 'lfs-pull', "sbt 'jobs/testOnly glacier.jobs.BronzeReaderSpec'", LFS_SPARK('/home/dev'), 1],
      ['prompt', 'lfs-pull', "les fixtures parquet sont dans LFS, fais un git lfs pull avant de lancer les tests"],
      ['ok', 'git lfs pull'],
      ['fail', 'direnv', 'source .env && databricks bundle deploy -t dev', 'bash: .env: No such file or directory', 1],
      ['prompt', 'direnv', "there's no .env, it's .envrc and direnv loads it. direnv allow once and you're done"],
    ],
  },
  {
    machine: 'mac2', project: 'glacier', start: '2026-09-04T09:00:00Z',
    steps: [
      ['fail', 'tf-version', 'terraform -chdir=infra init', TF_CORE_VERSION('1.9.5'), 1, 'Initialise terraform'],
      ['prompt', 'tf-version', 'tfenv pls, .terraform-verison pins 1.7.5'],
      ['fail', 'aws-profile', 'terraform -chdir=infra init', TF_NO_CREDS, 1],
      ['prompt', 'aws-profile', 'set AWS_PROFILE=glacier-infra, the tf state is in the infra account'],
      ['fail', 'tf-workspace', 'AWS_PROFILE=glacier-infra terraform -chdir=infra plan -var-file=envs/dev.tfvars', TF_WORKSPACE_GUARD, 1],
      ['prompt', 'tf-workspace', 'default is empty on purpose. workspace select dev frist'],
    ],
  },
  // ---- week 2 ----------------------------------------------------------------------------
  {
    machine: 'codex', project: 'glacier', start: '2026-09-07T08:30:00Z',
    steps: [
      ['fail', 'catalog-name', 'hatch run python scripts/sql.py "SELECT count(*) FROM raw.events"', SQL_TRACE('/home/dev', TABLE_NOT_FOUND), 1, 'Count the raw events'],
      ['prompt', 'catalog-name', 'unity catalog, three-part names. glacier_dev.raw.events'],
      ['fail', 'x:curated-grant', 'hatch run python scripts/sql.py "SELECT * FROM glacier_dev.curated.sessions LIMIT 10"', SQL_TRACE('/home/dev', "[INSUFFICIENT_PERMISSIONS] Insufficient privileges:\nUser does not have USE SCHEMA on Schema 'glacier_dev.curated'. SQLSTATE: 42501"), 1],
    ],
  },
  {
    machine: 'mac', project: 'glacier', start: '2026-09-07T12:40:00Z',
    steps: [
      ['fail', 'date-d', "date -d 'yesterday' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'na macu date nie ma -d. gdate z coreutils albo date -v-1d'],
      ['ok', 'gdate -d yesterday +%F'],
      ['fail', 'sed-i-mac', "sed -i 's/0.14.0/0.14.1/' version.sbt", 'sed: 1: "version.sbt": invalid command code v', 1, 'Bump the version'],
      ['prompt', 'sed-i-mac', "bsd sed. needs -i ''"],
    ],
  },
  {
    machine: 'linux', project: 'glacier', start: '2026-09-08T08:10:00Z',
    steps: [
      ['prompt', 'pipx-hatch', "fyi I ran your `pip install --user hatch` line and fish just says `fish: Unknown command: pip`. there is no pip on my box on purpose. pipx install hatch, that's how every python tool gets installed here"],
      ['fail', 'assembly', 'sbt jobs/package && databricks bundle deploy -t dev --profile glacier-dev', `[success] Total time: 18 s, completed 8 Sep 2026, 10:19:44
Building glacier_jobs...
Uploading glacier-jobs-assembly-0.14.1.jar...
Error: upload for glacier_jobs failed, error: unable to read jobs/target/scala-2.13/glacier-jobs-assembly-0.14.1.jar: open jobs/target/scala-2.13/glacier-jobs-assembly-0.14.1.jar: no such file or directory`, 1],
      ['prompt', 'assembly', 'package != assembly. teh job needs the fat jar: sbt jobs/assembly'],
      ['ok', 'sbt jobs/assembly'],
    ],
  },
  {
    machine: 'ci', project: 'glacier', start: '2026-09-08T15:20:00Z',
    steps: [
      ['fail', 'tf-fmt', 'terraform fmt -check -recursive infra', 'infra/modules/unity/grants.tf', 3],
      ['fail', 'x:tf-undeclared', 'terraform -chdir=infra validate', TF_UNDECLARED, 1],
      ['agent', 'tf-fmt', 'terraform fmt -check failed in CI on infra/modules/unity/grants.tf; run `terraform fmt -recursive infra` before committing infra changes'],
    ],
  },
  {
    machine: 'mac2', project: 'glacier', start: '2026-09-09T08:05:00Z',
    steps: [
      ['fail', 'minio-endpoint', 'aws s3 ls s3://glacier-raw/events/', 'An error occurred (InvalidAccessKeyId) when calling the ListObjectsV2 operation: The AWS Access Key Id you provided does not exist in our records.', 254, 'List the raw events in the local bucket'],
      ['prompt', 'minio-endpoint', 'das geht gegen echtes S3. lokal immer --endpoint-url http://localhost:9000'],
      ['ok', 'aws --endpoint-url http://localhost:9000 s3 ls s3://glacier-raw/events/'],
      ['fail', 'x:curated-bucket', 'aws --endpoint-url http://localhost:9000 s3 ls s3://glacier-curated/', 'An error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist', 254],
      ['fail', 'pg-dbname', "psql -h localhost -p 5433 -U glacier -c 'select count(*) from job_runs'", 'psql: error: connection to server at "localhost" (::1), port 5433 failed: FATAL:  database "glacier" does not exist', 2],
      ['prompt', 'pg-dbname', 'teh db is glacier_meta'],
    ],
  },
  {
    machine: 'codex', project: 'glacier', start: '2026-09-09T13:30:00Z',
    steps: [
      ['fail', 'bundle-target', 'databricks bundle deploy -t stage --profile glacier-staging', 'Error: stage: no such target. Available targets: dev, staging, prod', 1],
      ['prompt', 'bundle-target', 'its staging'],
      ['fail', 'x:vpn-dns', 'databricks bundle deploy -t staging --profile glacier-staging', `Building glacier_jobs...\nError: Get "${HOST}/api/2.0/preview/scim/v2/Me": dial tcp: lookup dbc-4f7a2c19-8e3d.cloud.databricks.com on 127.0.0.53:53: no such host`, 1],
      ['ok', 'databricks bundle deploy -t staging --profile glacier-staging'],
    ],
  },
  {
    machine: 'mac', project: 'glacier', start: '2026-09-10T09:15:00Z',
    steps: [
      ['fail', 'act-arch', 'act -j build', `${ACT_ARM_PREAMBLE('/Users/ana', 'build')}
[CI/build] ⭐ Run Main Set up sbt
[CI/build]   ☁  git clone 'https://github.com/coursier/setup-action' # ref=v1
[CI/build]   🐳  docker exec cmd=[node /var/run/act/actions/coursier-setup-action@v1/dist/index.js] user= workdir=
| /root/.cache/coursier/cs: /root/.cache/coursier/cs: cannot execute binary file: Exec format error
[CI/build]   ❌  Failure - Main Set up sbt
[CI/build] exitcode '126': command not executable
[CI/build] 🏁  Job failed
Error: Job 'build' failed`, 1, 'Run the build workflow locally'],
      ['prompt', 'act-arch', 'm1 → --container-architecture linux/amd64. it even says so in the warning'],
      ['ok', 'act -j build --container-architecture linux/amd64'],
      ['ok', 'act -j deploy-dev --container-architecture linux/amd64 -s DATABRICKS_TOKEN=dapi3f9c1e0b7a2d4c6e8f0a1b3c5d7e9f12'],
      ['prompt', 'act-secrets', "btw dont pass the databricks token with -s on the command line, it ends up in ~/.zsh_history and in the transcript. act --secret-file .secrets"],
    ],
  },
  {
    machine: 'linux', project: 'glacier', start: '2026-09-10T14:00:00Z',
    steps: [
      ['fail', 'jdk17', 'databricks bundle run nightly_ingest -t dev --profile glacier-dev', RUN_FAILED('julien', '55120931', UNSUPPORTED_CLASS), 1, 'Run the nightly ingest on dev'],
      ['prompt', 'jdk17', "t'as compilé avec le JDK 21, le runtime du cluster c'est 17. sdk use java 17.0.12-tem puis assembly"],
      ['ok', 'sdk use java 17.0.12-tem && sbt jobs/assembly'],
      ['fail', 'sbt-integration', 'sbt it:test', `${SBT_BANNER('/home/dev')}
[error] Expected ':'
[error] Not a valid key: it (similar: run, inspect, state)
[error] it:test
[error]   ^`, 1],
      ['prompt', 'sbt-integration', 'IntegrationTest is gone since sbt 1.9, the integration tests are their own subproject: sbt integration/test'],
      ['fail', 'x:it-minio-down', 'sbt integration/test', `[info] S3LandingSpec:
[info] glacier.integration.S3LandingSpec *** ABORTED ***
[info]   org.apache.hadoop.fs.s3a.AWSClientIOException: doesBucketExist on glacier-raw: software.amazon.awssdk.core.exception.SdkClientException: Unable to execute HTTP request: Connect to localhost:9000 [localhost/127.0.0.1] failed: Connection refused
[info]   Cause: java.net.ConnectException: Connection refused
[error] Error during tests:
[error] 	glacier.integration.S3LandingSpec
[error] (integration / Test / test) sbt.TestsFailedException: Tests unsuccessful`, 1],
    ],
  },
  {
    machine: 'codex', project: 'glacier', start: '2026-09-11T08:00:00Z',
    steps: [
      ['fail', 'pipx-hatch', 'pip3 install --user hatch', EXT_MANAGED_DEBIAN, 1],
      ['agent', 'pipx-hatch', 'pip into the system python is blocked (PEP 668) and is not how glacier works: python tools via pipx, project deps via hatch envs'],
      ['ok', 'pipx install hatch'],
      ['fail', 'x:pipx-timeout', 'pipx install databricks-sql-cli', `Fatal error from pip prevented installation. Full pip output in file:
    /home/dev/.local/state/pipx/log/cmd_2026-09-11_08.21.04_pip_errors.log

Some possibly relevant errors from pip install:
    WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/databricks-sql-cli/
    ERROR: Could not find a version that satisfies the requirement databricks-sql-cli (from versions: none)
    ERROR: No matching distribution found for databricks-sql-cli

Error installing databricks-sql-cli.`, 1],
    ],
  },
  {
    machine: 'mac2', project: 'glacier', start: '2026-09-11T12:30:00Z',
    steps: [
      ['fail', 'prod-deploy-ci', 'databricks bundle deploy -t prod --profile glacier-prod', 'Building glacier_jobs...\nError: not on the right Git branch:\n  expected according to configuration: main\n  actual: feature/GLC-420-late-events\nuse --force to override', 1, 'Deploy the hotfix to prod'],
      ['prompt', 'prod-deploy-ci', 'STOP. no prod deploys from a laptop, ever, and definitely not with --force. prod goes out through the release workflow'],
      ['agent', 'prod-deploy-ci', 'tried `databricks bundle deploy -t prod` from the dev machine; prod is deployed only by the release workflow in CI, never locally and never with --force'],
      ['prompt', 'x:prod-runs', 'ok. then just show me the last 5 runs of glacier_nightly_ingest in prod, read only'],
    ],
  },
  // ---- week 3 ----------------------------------------------------------------------------
  {
    machine: 'mac', project: 'glacier', start: '2026-09-14T08:30:00Z',
    steps: [
      ['fail', 'x:sed-typo', "sed -i '' 's/0.14.1/0.15.0/' verison.sbt", 'sed: verison.sbt: No such file or directory', 1],
      ['fail', 'develop-branch', 'git checkout -b feature/GLC-431-late-events origin/master', "fatal: 'origin/master' is not a commit and a branch 'feature/GLC-431-late-events' cannot be created from it", 128],
      ['prompt', 'develop-branch', 'nie ma mastera. odbijamy od develop i PR też idzie do develop'],
      ['ok', 'git checkout -b feature/GLC-431-late-events origin/develop'],
      ['fail', 'x:push-fetch-first', 'git push origin feature/GLC-431-late-events', `To github.com:glacier-data/glacier.git
 ! [rejected]        feature/GLC-431-late-events -> feature/GLC-431-late-events (fetch first)
error: failed to push some refs to 'github.com:glacier-data/glacier.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`, 1],
    ],
  },
  {
    machine: 'linux', project: 'glacier', start: '2026-09-14T13:40:00Z',
    steps: [
      ['fail', 'direnv', 'direnv exec . databricks bundle validate -t dev', 'direnv: error /home/dev/glacier/.envrc is blocked. Run `direnv allow` to approve its content', 1],
      ['agent', 'direnv', 'glacier env vars come from .envrc through direnv (not a .env file); run `direnv allow` once after .envrc changes'],
      ['ok', 'direnv allow && direnv exec . databricks bundle validate -t dev'],
      ['fail', 'x:terrafrom', 'terrafrom -chdir=infra fmt -recursive', 'bash: terrafrom: command not found', 127],
      ['fail', 'tf-version', 'terraform -chdir=infra plan', TF_CORE_VERSION('1.5.7'), 1],
      ['prompt', 'tf-version', "that's the apt terraform, it's stuck on 1.5.7. tfenv use 1.7.5 like .terraform-version says"],
    ],
  },
  {
    machine: 'ci', project: 'glacier', start: '2026-09-15T10:00:00Z',
    steps: [
      ['fail', 'scalafmt-first', 'sbt scalafmtCheckAll', `[warn] /workspace/core/src/main/scala/glacier/core/Partitioning.scala isn't formatted properly!
[warn] /workspace/jobs/src/main/scala/glacier/jobs/LateEvents.scala isn't formatted properly!
[warn] /workspace/jobs/src/test/scala/glacier/jobs/LateEventsSpec.scala isn't formatted properly!
[error] (core / Compile / scalafmtCheck) org.scalafmt.sbt.ScalafmtSbtReporter$ScalafmtSbtError: 1 files must be formatted
[error] (jobs / Compile / scalafmtCheck) org.scalafmt.sbt.ScalafmtSbtReporter$ScalafmtSbtError: 1 files must be formatted
[error] (jobs / Test / scalafmtCheck) org.scalafmt.sbt.ScalafmtSbtReporter$ScalafmtSbtError: 1 files must be formatted
[error] Total time: 7 s, completed 15 Sep 2026, 10:03:12`, 1],
      ['fail', 'x:dedupe-assert', 'sbt jobs/test', `[info] DedupeSpec:
[info] - keeps the latest event per (device_id, event_id)
[info] - drops late events beyond the watermark *** FAILED ***
[info]   2 did not equal 3 (DedupeSpec.scala:58)
[info] Run completed in 38 seconds, 112 milliseconds.
[info] Total number of tests run: 14
[info] Suites: completed 4, aborted 0
[info] Tests: succeeded 13, failed 1, canceled 0, ignored 0, pending 0
[info] *** 1 TEST FAILED ***
[error] Failed tests:
[error] 	glacier.jobs.DedupeSpec
[error] (jobs / Test / test) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: 52 s, completed 15 Sep 2026, 10:05:01`, 1],
    ],
  },
  {
    machine: 'mac2', project: 'glacier', start: '2026-09-15T14:20:00Z',
    steps: [
      ['fail', 'sbt-quote', 'sbt jobs/testOnly glacier.jobs.DedupeSpec -- -z "late events"', `${SBT_BANNER('/Users/kai')}
[info] DedupeSpec:
[info] - keeps the latest event per (device_id, event_id)
[info] - drops late events beyond the watermark
[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 34 s, completed 15 Sep 2026, 16:31:20
[error] Expected ID character
[error] Not a valid command: --
[error] Expected project ID
[error] Expected configuration
[error] Expected ':'
[error] Expected key
[error] --
[error]  ^`, 1],
      ['prompt', 'sbt-quote', 'Anführungszeichen um das ganze testOnly samt Argumenten, sonst nimmt sbt jedes Wort als eigenen Befehl'],
      ['ok', "sbt 'jobs/testOnly glacier.jobs.DedupeSpec -- -z \"late events\"'"],
      ['ok', 'sbt clean jobs/test'],
      ['prompt', 'sbt-no-clean', 'and please stop prefixing everything with clean. zinc handles incremental fine, a clean build is 8 minutes'],
      ['fail', 'x:delta-typo', 'sbt update', `[warn] 	Note: Unresolved dependencies path:
[error] sbt.librarymanagement.ResolveException: Error downloading io.delta:delta-spark_2.13:3.2.9
[error]   Not found
[error]   Not found
[error]   not found: /Users/kai/.ivy2/localio.delta/delta-spark_2.13/3.2.9/ivys/ivy.xml
[error]   not found: https://repo1.maven.org/maven2/io/delta/delta-spark_2.13/3.2.9/delta-spark_2.13-3.2.9.pom
[error] (jobs / update) sbt.librarymanagement.ResolveException: Error downloading io.delta:delta-spark_2.13:3.2.9
[error] Total time: 3 s, completed 15 Sep 2026, 16:40:57`, 1],
    ],
  },
  {
    machine: 'codex', project: 'glacier', start: '2026-09-16T08:10:00Z',
    steps: [
      ['fail', 'vacuum-retain', 'hatch run python scripts/sql.py "VACUUM glacier_dev.bronze.events RETAIN 0 HOURS"', SQL_TRACE('/home/dev', VACUUM_TOO_SHORT), 1, 'Reclaim space on the dev bronze table'],
      ['ok', 'hatch run python scripts/sql.py "SET spark.databricks.delta.retentionDurationCheck.enabled = false; VACUUM glacier_dev.bronze.events RETAIN 0 HOURS"'],
      ['prompt', 'vacuum-retain', 'NEVER turn off retentionDurationCheck. not on dev either, people time travel on dev. 168 hours is the floor'],
      ['agent', 'vacuum-retain', 'ran VACUUM with RETAIN 0 HOURS after disabling spark.databricks.delta.retentionDurationCheck.enabled; never do either, keep retention at 168 hours or more'],
      ['prompt', 'x:vacuum-task', 'separate thing: add a weekly VACUUM task for the bronze tables to the bundle, sundays 03:00 UTC, default retention'],
    ],
  },
  {
    machine: 'mac', project: 'glacier', start: '2026-09-16T13:00:00Z',
    steps: [
      ['fail', 'compose-file', 'docker compose ps', 'no configuration file provided: not found', 1],
      ['prompt', 'compose-file', 'again? compose is in dev/. make ps or docker compose -f dev/compose.yaml ps'],
      ['fail', 'x:port-9000', 'make up', `docker compose -f dev/compose.yaml up -d
[+] Running 3/3
 ✔ Network glacier_default       Created                                   0.1s 
 ✔ Container glacier-postgres-1  Started                                   0.6s 
 ✘ Container glacier-minio-1     Error                                     0.5s 
Error response from daemon: driver failed programming external connectivity on endpoint glacier-minio-1 (3b1f0c9e2d7a): Bind for 0.0.0.0:9000 failed: port is already allocated
make: *** [up] Error 1`, 2],
      ['ok', 'docker stop portainer && make up'],
      ['fail', 'pg-port', 'psql -h localhost -U glacier -d glacier_meta', PSQL_ROLE, 2],
      ['prompt', 'pg-port', '5433!!'],
    ],
  },
  {
    machine: 'linux', project: 'glacier', start: '2026-09-17T08:40:00Z',
    steps: [
      ['fail', 'catalog-name', 'databricks tables get glacier.raw.events --profile glacier-dev', "Error: Catalog 'glacier' does not exist.", 1],
      ['prompt', 'catalog-name', "le catalogue c'est glacier_dev (et glacier_staging, glacier_prod), jamais glacier tout court"],
      ['fail', 'x:driver-unreachable', 'databricks bundle run nightly_ingest -t dev --profile glacier-dev', RUN_FAILED('julien', '55398012', 'Could not reach driver of cluster 0917-081233-x7k2m9qa.'), 1],
    ],
  },
  {
    machine: 'codex', project: 'glacier', start: '2026-09-18T09:00:00Z',
    steps: [
      ['fail', 'no-new-cluster', 'databricks clusters create --json @/tmp/backfill-cluster.json --profile glacier-dev', 'Error: User does not have permission to create clusters without a cluster policy. Please contact your workspace administrator.', 1, 'Create a cluster for the backfill'],
      ['prompt', 'no-new-cluster', "we don't make clusters by hand. job clusters come from the bundle, for interactive stuff attach to glacier-dev-shared"],
      ['agent', 'no-new-cluster', 'never create clusters with `databricks clusters create`; jobs get their job clusters from the bundle, interactive work uses the glacier-dev-shared cluster'],
      ['fail', 'lfs-pull', 'hatch run test', LFS_ARROW, 1],
      ['prompt', 'lfs-pull', 'fresh clone → git lfs pull first, the parquet fixtures are just pointer files until then'],
    ],
  },
  // ---- week 4 ----------------------------------------------------------------------------
  {
    machine: 'mac2', project: 'glacier', start: '2026-09-21T08:15:00Z',
    steps: [
      ['fail', 'dbx-gone', 'dbx launch --job glacier_nightly_ingest --environment dev', 'zsh: command not found: dbx', 127],
      ['prompt', 'dbx-gone', 'dbx schon wieder... das gibt es seit Juni nicht mehr. databricks bundle run nightly_ingest'],
      ['fail', 'x:module-info', 'sbt jobs/assembly', `[info] Strategy 'discard' was applied to 412 files (Run the task at debug level to see the details)
[info] Strategy 'rename' was applied to 6 files (Run the task at debug level to see the details)
[error] 1 error(s) were encountered during the merge:
[error] java.lang.RuntimeException: 
[error] Deduplicate found different file contents in the following:
[error]   Jar name = jackson-core-2.15.2.jar, jar org = com.fasterxml.jackson.core, entry target = META-INF/versions/9/module-info.class
[error]   Jar name = jackson-databind-2.15.2.jar, jar org = com.fasterxml.jackson.core, entry target = META-INF/versions/9/module-info.class
[error] 	at sbtassembly.Assembly$.merge(Assembly.scala:624)
[error] (jobs / assembly) 1 error(s) were encountered during the merge
[error] Total time: 21 s, completed 21 Sep 2026, 10:31:19`, 1],
    ],
  },
  {
    machine: 'linux', project: 'glacier', start: '2026-09-22T14:00:00Z',
    steps: [
      ['fail', 'x:lfs-quota', 'git lfs pull', "batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.\nFailed to fetch some objects from 'https://github.com/glacier-data/glacier.git/info/lfs'", 2],
      ['fail', 'aws-profile', 'terraform -chdir=infra init -reconfigure', TF_ACCESS_DENIED, 1],
      ['prompt', 'aws-profile', 'your default profile is the sandbox account. AWS_PROFILE=glacier-infra, the state bucket lives in infra'],
      ['fail', 'x:state-lock', 'AWS_PROFILE=glacier-infra terraform -chdir=infra plan -var-file=envs/staging.tfvars', TF_LOCK, 1],
    ],
  },
  {
    machine: 'mac', project: 'glacier', start: '2026-09-23T09:30:00Z',
    steps: [
      ['fail', 'date-d', "date --date='7 days ago' +%Y-%m-%d", `date: unrecognized option \`--date=7 days ago'\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'again?? gdate'],
      ['prompt', 'x:iso-partitions', 'partition values should be yyyy-MM-dd everywhere, also in what the backfill script prints'],
      ['fail', 'sed-i-mac', "sed -i 's/^  version: .*/  version: 0.15.0/' databricks.yml", 'sed: 1: "databricks.yml": extra characters at the end of d command', 1],
      ['agent', 'sed-i-mac', "macOS has BSD sed: -i needs an explicit (empty) suffix, use `sed -i ''` (or gsed)"],
    ],
  },
  {
    machine: 'codex', project: 'glacier', start: '2026-09-24T08:00:00Z',
    steps: [
      ['fail', 'tf-workspace', 'terraform -chdir=infra plan -var-file=envs/staging.tfvars', TF_WORKSPACE_GUARD, 1],
      ['agent', 'tf-workspace', 'ran terraform plan in the default workspace; select the environment first: terraform workspace select staging'],
      ['ok', 'terraform -chdir=infra workspace select staging && terraform -chdir=infra plan -var-file=envs/staging.tfvars'],
      ['prompt', 'x:sandbox-workspace', 'add a sandbox workspace + envs/sandbox.tfvars for the ML folks, mirror dev but without the prod grants'],
      ['fail', 'bundle-target', 'databricks bundle validate -t stg --profile glacier-staging', 'Error: stg: no such target. Available targets: dev, staging, prod', 1],
      ['agent', 'bundle-target', 'bundle targets are dev, staging and prod; there is no stage/stg target'],
    ],
  },
  {
    machine: 'mac2', project: 'glacier', start: '2026-09-25T12:00:00Z',
    steps: [
      ['fail', 'act-arch', 'act pull_request -j test', `${ACT_ARM_PREAMBLE('/Users/kai', 'test')}
[CI/test] ⭐ Run Main Set up sbt
[CI/test]   🐳  docker exec cmd=[bash -e /var/run/act/workflow/1] user= workdir=
| /var/run/act/workflow/1: line 2: /usr/local/bin/sbt: cannot execute binary file: Exec format error
[CI/test]   ❌  Failure - Main Set up sbt
[CI/test] exitcode '126': command not executable
[CI/test] 🏁  Job failed
Error: Job 'test' failed`, 1],
      ['prompt', 'act-arch', 'same as ana had: on the macs act needs --container-architecture linux/amd64'],
      ['fail', 'x:act-pull', 'act pull_request -j test --container-architecture linux/amd64', `INFO[0000] Using docker host 'unix:///Users/kai/.colima/default/docker.sock', and daemon socket 'unix:///Users/kai/.colima/default/docker.sock' 
[CI/test] ⭐ Run Set up job
[CI/test] 🚀  Start image=catthehacker/ubuntu:act-latest
[CI/test]   🐳  docker pull image=catthehacker/ubuntu:act-latest platform=linux/amd64 username= forcePull=true
Error: Error response from daemon: Get "https://registry-1.docker.io/v2/": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)`, 1],
      ['ok', 'act pull_request -j test --container-architecture linux/amd64 --pull=false -s DATABRICKS_TOKEN=dapi81c0a4e2f6b9d3c7e5a1f0b2d4c6e8a0'],
      ['prompt', 'act-secrets', 'and again: no tokens via -s. --secret-file .secrets, it is gitignored'],
    ],
  },
  // ---- week 5 ----------------------------------------------------------------------------
  {
    machine: 'linux', project: 'glacier', start: '2026-09-28T08:30:00Z',
    steps: [
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'develop-branch', 'wrong base. PRs go to develop, main only gets release merges'],
      ['agent', 'develop-branch', 'opened the PR against main; feature branches start from develop and PRs target develop, main only receives release merges'],
      ['ok', 'gh pr edit 412 --base develop'],
      ['fail', 'sbt-integration', 'sbt IntegrationTest/test', `${SBT_BANNER('/home/dev')}
[error] No such setting/task
[error] IntegrationTest/test
[error]                     ^`, 1],
      ['prompt', 'sbt-integration', 'again, integration/test'],
    ],
  },
  {
    machine: 'ci', project: 'glacier', start: '2026-09-29T11:00:00Z',
    steps: [
      ['fail', 'dbcli-legacy', 'databricks auth describe', LEGACY_DATABRICKS('auth'), 2],
      ['agent', 'dbcli-legacy', 'the runner image ships the legacy pip databricks-cli; install the new CLI with databricks/setup-cli before any bundle or auth command'],
      ['fail', 'x:sp-token', 'databricks bundle deploy -t staging', 'Building glacier_jobs...\nError: Invalid access token. [ReqId: 9c1e6a0b-3d2f-4e71-8a55-2b7c0f4d9e16]', 1],
    ],
  },
  {
    machine: 'codex', project: 'glacier', start: '2026-09-30T09:00:00Z',
    steps: [
      ['fail', 'minio-endpoint', 'aws s3 cp data/sample/events.parquet s3://glacier-raw/events/dt=2026-09-30/', 'upload failed: data/sample/events.parquet to s3://glacier-raw/events/dt=2026-09-30/events.parquet An error occurred (InvalidAccessKeyId) when calling the PutObject operation: The AWS Access Key Id you provided does not exist in our records.', 1],
      ['agent', 'minio-endpoint', 'aws s3 without --endpoint-url goes to real AWS; for the local MinIO always pass --endpoint-url http://localhost:9000'],
      ['fail', 'pg-dbname', "sbt 'meta/runMain glacier.meta.Migrate'", `[info] running glacier.meta.Migrate 
[error] org.postgresql.util.PSQLException: FATAL: database "glacier" does not exist
[error] 	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
[error] 	at org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)
[error] 	at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)
[error] 	at org.postgresql.Driver.makeConnection(Driver.java:443)
[error] 	at glacier.meta.Migrate$.main(Migrate.scala:22)
[error] (meta / Compile / runMain) org.postgresql.util.PSQLException: FATAL: database "glacier" does not exist
[error] Total time: 9 s, completed 30 Sep 2026, 09:14:48`, 1],
      ['agent', 'pg-dbname', 'the local metadata database is glacier_meta, not glacier (fixed META_DB_URL in .envrc.example)'],
      ['fail', 'x:pg-password', 'psql -h localhost -p 5433 -U glacier_app glacier_meta', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  password authentication failed for user "glacier_app"', 2],
    ],
  },
  {
    machine: 'mac', project: 'glacier', start: '2026-10-01T08:45:00Z',
    steps: [
      ['fail', 'jdk17', 'sbt jobs/test', GET_SUBJECT('/Users/ana', 'LateEventsSpec', '38 s, completed 1 Oct 2026, 10:51:03'), 1],
      ['prompt', 'jdk17', 'JDK 17. ALWAYS. `jenv local 17` is literally in the repo, why is it on 23 again'],
      ['fail', 'sbt-no-clean', 'sbt clean jobs/test', `${SBT_BANNER('/Users/ana')}
[success] Total time: 1 s, completed 1 Oct 2026, 11:02:10
[info] compiling 214 Scala sources to /Users/ana/glacier/core/target/scala-2.13/classes ...
Command timed out after 10m 0.0s`, 143],
      ['prompt', 'sbt-no-clean', 'ugh, clean znowu. bez clean, zinc ogarnia przyrostowo'],
      ['prompt', 'x:changelog-jdk', 'add a line to CHANGELOG.md under 0.15.0 that the build now needs JDK 17'],
    ],
  },
  {
    machine: 'linux', project: 'glacier', start: '2026-10-02T13:00:00Z',
    steps: [
      ['prompt', 'dbx-gone', "you put `dbx deploy` in the runbook draft again. dbx is uninstalled on every box (fish: Unknown command: dbx), it's databricks bundle deploy now"],
      ['fail', 'x:envrc-quote', 'direnv allow && direnv exec . true', "direnv: loading ~/glacier/.envrc\n/home/dev/glacier/.envrc:7: unexpected EOF while looking for matching `\"'\ndirenv: error exit status 2", 1],
      ['fail', 'dbx-profile', 'databricks clusters list --profile glacier', 'Error: cannot load Databricks config file: /home/dev/.databrickscfg has no glacier profile configured', 1],
      ['prompt', 'dbx-profile', 'profiles are glacier-dev / glacier-staging / glacier-prod'],
    ],
  },
  {
    machine: 'mac2', project: 'glacier', start: '2026-10-05T08:00:00Z',
    steps: [
      ['fail', 'x:sessionize-act', 'act -j test --container-architecture linux/amd64 --secret-file .secrets', `INFO[0000] Using docker host 'unix:///Users/kai/.colima/default/docker.sock', and daemon socket 'unix:///Users/kai/.colima/default/docker.sock' 
[CI/test] ⭐ Run Main sbt test
[CI/test]   🐳  docker exec cmd=[bash -e /var/run/act/workflow/3] user= workdir=
| [info] SessionizeSpec:
| [info] - splits sessions after 30 minutes of inactivity *** FAILED ***
| [info]   List(3, 1) did not equal List(2, 2) (SessionizeSpec.scala:44)
| [error] Failed tests:
| [error] 	glacier.jobs.SessionizeSpec
| [error] (jobs / Test / test) sbt.TestsFailedException: Tests unsuccessful
[CI/test]   ❌  Failure - Main sbt test
[CI/test] exitcode '1': failure
[CI/test] 🏁  Job failed
Error: Job 'test' failed`, 1],
      ['prompt', 'prod-deploy-ci', 'zur Erinnerung: prod geht nur über den Release-Workflow, auch bei Hotfixes. Kein lokales deploy -t prod'],
      ['prompt', 'x:cli-bump', 'bump the databricks cli in the setup-cli step of release.yml to 0.230.0'],
      ['prompt', 'x:precommit-fmt', 'can you add scalafmt and terraform fmt hooks to .pre-commit-config.yaml?'],
      ['prompt', 'no-new-cluster', 'for the backfill: no cluster of your own please, glacier-dev-shared is plenty'],
      ['prompt', 'act-secrets', 'reminder for the act docs you are writing: secrets only via --secret-file .secrets, never -s TOKEN=… on the command line'],
    ],
  },
  {
    machine: 'codex', project: 'glacier', start: '2026-10-06T09:00:00Z',
    steps: [
      ['fail', 'lfs-pull', "sbt 'jobs/testOnly glacier.jobs.BronzeReaderSpec'", LFS_SPARK('/home/dev/worktrees'), 1],
      ['agent', 'lfs-pull', 'parquet fixtures are git LFS pointers in a fresh worktree; run `git lfs pull` before the tests'],
      ['fail', 'sbt-quote', 'sbt jobs/testOnly glacier.jobs.*Spec', `${SBT_BANNER('/home/dev')}
[info] Run completed in 1 minute, 12 seconds.
[info] Total number of tests run: 58
[info] Suites: completed 11, aborted 0
[info] Tests: succeeded 58, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 79 s (01:19), completed 6 Oct 2026, 09:31:02
[error] Expected ID character
[error] Not a valid command: glacier (similar: client, alias)
[error] Expected project ID
[error] Expected configuration
[error] Expected ':'
[error] Expected key
[error] Not a valid key: glacier (similar: licenses, cleanFiles)
[error] glacier.jobs.*Spec
[error]        ^`, 1],
      ['agent', 'sbt-quote', "pass testOnly and its arguments as one quoted sbt command: sbt 'jobs/testOnly glacier.jobs.*Spec'"],
      ['fail', 'assembly', 'sbt jobs/package && databricks bundle deploy -t dev --profile glacier-dev --var jobs_jar=jobs/target/scala-2.13/glacier-jobs_2.13-0.15.0.jar && databricks bundle run nightly_ingest -t dev --profile glacier-dev', RUN_FAILED('codex', '56011248', NO_CLASS_DEF), 1],
      ['agent', 'assembly', 'pointed the job at the thin `sbt package` jar, which lacks pureconfig and the other deps; Databricks jobs need the fat jar from `sbt jobs/assembly`'],
    ],
  },
  {
    machine: 'ci', project: 'glacier', start: '2026-10-07T10:30:00Z',
    steps: [
      ['fail', 'scalafmt-first', 'sbt scalafmtCheckAll', `[warn] /workspace/meta/src/main/scala/glacier/meta/Migrate.scala isn't formatted properly!
[error] (meta / Compile / scalafmtCheck) org.scalafmt.sbt.ScalafmtSbtReporter$ScalafmtSbtError: 1 files must be formatted
[error] Total time: 5 s, completed 7 Oct 2026, 10:33:40`, 1],
      ['fail', 'x:ruff-unused', 'hatch run lint:check', 'tools/glacier_tools/manifest.py:3:8: F401 [*] `os` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.', 1],
    ],
  },
  {
    machine: 'mac', project: 'glacier', start: '2026-10-08T09:00:00Z',
    steps: [
      ['prompt', 'x:slow-runs-query', 'write me a query for the 10 slowest job runs last week from job_runs, with duration in minutes'],
      ['ok', "psql -h localhost -p 5433 -U glacier glacier_meta -f /tmp/slow_runs.sql"],
      ['prompt', 'x:local-dev-docs', 'update docs/local-dev.md with the make up + direnv allow steps, newcomers keep asking'],
      ['fail', 'minio-endpoint', 'aws s3 ls s3://glacier-raw/', 'Unable to locate credentials. You can configure credentials by running "aws configure".', 253],
      ['prompt', 'minio-endpoint', 'local minio: aws --profile minio --endpoint-url http://localhost:9000. same as always'],
      ['fail', 'x:sso-expired', 'AWS_PROFILE=glacier-infra terraform -chdir=infra plan -var-file=envs/dev.tfvars', TF_SSO_EXPIRED, 1],
    ],
  },
];

export const SESSIONS = SESSIONS_LIST;
