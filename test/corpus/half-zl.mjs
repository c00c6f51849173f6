// Half ZL of the evaluation corpus, written blind: "gantry", a Java 21 Quarkus service (a multi-module
// Maven build, gantry-core / gantry-testkit / gantry-api / gantry-it, always behind the Maven
// wrapper), container images built with Podman (there is no Docker anywhere), deployed to OpenShift
// with `oc` and Kustomize overlays (deploy/overlays/{dev,staging,prod}), Flyway migrations on
// Postgres 16, JDKs from SDKMAN (.sdkmanrc pins 21.0.5-tem), images on quay.io/acme, Jira keys GAN-*.
// Platforms: Fedora 40 (bash, Claude Code), RHEL 9 (bash, Codex), two Macs (zsh, Claude Code),
// CI jobs in a UBI container (/bin/sh). Languages: Java, SQL, YAML, shell.
// The team writes English, German (Kai), Czech (the Fedora dev) and Spanish (Ana).

const GREP_P_USAGE = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const STAT_USAGE = `stat: illegal option -- c
usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file ...]`;

const BASE64_USAGE = `base64: invalid option -- w
Usage:	base64 [-Ddh] [-b num] [-i in_file] [-o out_file]
  -b, --break       break encoded output up into lines of length num
  -D, -d, --decode  decode input
  -h, --help        display this message
  -i, --input       input file (default: "-" for stdin)
  -o, --output      output file (default: "-" for stdout)`;

const PODMAN_VM_HINT = 'Cannot connect to Podman. Please verify your connection to the Linux system using `podman system connection list`, or try `podman machine init` and `podman machine start` to manage a new Linux VM';
const PODMAN_MACHINE_TCP = (port) => `${PODMAN_VM_HINT}
Error: unable to connect to Podman socket: failed to connect: dial tcp 127.0.0.1:${port}: connect: connection refused`;
const PODMAN_MACHINE_SOCK = `${PODMAN_VM_HINT}
Error: unable to connect to Podman socket: Get "http://d/v5.2.3/libpod/_ping": dial unix /var/folders/p1/7h3kq2zd1x5b0vwrg8q4m3fh0000gn/T/podman/podman-machine-default-api.sock: connect: no such file or directory`;

const PODMAN_COMPOSE_PROVIDER = `Error: looking up compose provider failed
7 errors occurred:
	* exec: "docker-compose": executable file not found in $PATH
	* exec: "/Users/ana/.docker/cli-plugins/docker-compose": stat /Users/ana/.docker/cli-plugins/docker-compose: no such file or directory
	* exec: "/usr/local/lib/docker/cli-plugins/docker-compose": stat /usr/local/lib/docker/cli-plugins/docker-compose: no such file or directory
	* exec: "/usr/local/libexec/docker/cli-plugins/docker-compose": stat /usr/local/libexec/docker/cli-plugins/docker-compose: no such file or directory
	* exec: "/usr/lib/docker/cli-plugins/docker-compose": stat /usr/lib/docker/cli-plugins/docker-compose: no such file or directory
	* exec: "/usr/libexec/docker/cli-plugins/docker-compose": stat /usr/libexec/docker/cli-plugins/docker-compose: no such file or directory
	* exec: "podman-compose": executable file not found in $PATH`;

const SHORTNAME_TTY = `STEP 1/12: FROM ubi9/openjdk-21-runtime:1.20
Error: creating build container: short-name resolution enforced but cannot prompt without a TTY`;
const SHORTNAME_NOALIAS_BUILD = `STEP 1/8: FROM eclipse-temurin:21-jre
Error: creating build container: short-name "eclipse-temurin:21-jre" did not resolve to an alias and no unqualified-search registries are defined in "/etc/containers/registries.conf"`;
const SHORTNAME_NOALIAS_RUN = 'Error: short-name "wiremock/wiremock:3.9.1" did not resolve to an alias and no unqualified-search registries are defined in "/etc/containers/registries.conf"';

const COPY_NO_JAR = `STEP 1/12: FROM registry.access.redhat.com/ubi9/openjdk-21-runtime:1.20
STEP 2/12: ENV LANGUAGE='en_US:en'
--> Using cache 9b1f0c3a2e7d4c58a1e0f6b2d3c4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2
--> 9b1f0c3a2e7d
STEP 3/12: COPY --chown=185 target/quarkus-app/lib/ /deployments/lib/
Error: building at STEP "COPY --chown=185 target/quarkus-app/lib/ /deployments/lib/": checking on sources under "/Users/kai/gantry/gantry-api": copier: stat: "/target/quarkus-app/lib": no such file or directory`;

const PUSH_DENIED_DOCKERIO = `Getting image source signatures
Copying blob sha256:2c4e1bd5c1a7f0b5e2d6a3f48c1d0e9b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d
Copying blob sha256:a8b3f0d9c2e14b7f6a5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a31
Error: writing blob: initiating layer upload to /v2/acme/gantry-api/blobs/uploads/ in registry-1.docker.io: requested access to the resource is denied`;
const PUSH_LOCALHOST = `Getting image source signatures
Error: trying to reuse blob sha256:2c4e1bd5c1a7f0b5e2d6a3f48c1d0e9b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d at destination: pinging container registry localhost: Get "https://localhost/v2/": dial tcp [::1]:443: connect: connection refused`;
const QUAY_502 = `Getting image source signatures
Copying blob sha256:2c4e1bd5c1a7f0b5e2d6a3f48c1d0e9b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d
Copying blob sha256:f1e2d3c4b5a6978877665544332211ffeeddccbbaa99887766554433221100ab
Error: writing blob: initiating layer upload to /v2/acme/gantry-api/blobs/uploads/ in quay.io: received unexpected HTTP status: 502 Bad Gateway`;
const RATE_LIMIT = `Trying to pull docker.io/library/postgres:16.4...
Error: initializing source docker://postgres:16.4: reading manifest 16.4 in docker.io/library/postgres: toomanyrequests: You have reached your unauthenticated pull rate limit. https://www.docker.com/increase-rate-limit`;

const CONFTEST_LATEST = (env) => `FAIL - - main - Deployment/gantry-api (overlay ${env}): container "gantry-api" uses image quay.io/acme/gantry-api:latest; images must be pinned to a git SHA tag

6 tests, 5 passed, 0 warnings, 1 failure, 0 exceptions`;

const ENFORCER_363 = `[INFO] Scanning for projects...
[INFO] ------------------------------------------------------------------------
[INFO] Reactor Build Order:
[INFO] 
[INFO] gantry-parent                                                      [pom]
[INFO] gantry-core                                                        [jar]
[INFO] gantry-testkit                                                     [jar]
[INFO] gantry-api                                                         [jar]
[INFO] gantry-it                                                          [jar]
[INFO] 
[INFO] --------------------< com.acme.gantry:gantry-parent >--------------------
[INFO] Building gantry-parent 1.4.0-SNAPSHOT                                  [1/5]
[INFO] --------------------------------[ pom ]---------------------------------
[INFO] 
[INFO] --- maven-enforcer-plugin:3.5.0:enforce (enforce-maven) @ gantry-parent ---
[WARNING] Rule 0: org.apache.maven.enforcer.rules.version.RequireMavenVersion failed with message:
Detected Maven Version: 3.6.3 is not in the allowed range [3.9.6,).
[INFO] ------------------------------------------------------------------------
[INFO] Reactor Summary for gantry-parent 1.4.0-SNAPSHOT:
[INFO] 
[INFO] gantry-parent ...................................... FAILURE [  0.412 s]
[INFO] gantry-core ........................................ SKIPPED
[INFO] gantry-testkit ..................................... SKIPPED
[INFO] gantry-api ......................................... SKIPPED
[INFO] gantry-it .......................................... SKIPPED
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.5.0:enforce (enforce-maven) on project gantry-parent: 
[ERROR] Rule 0: org.apache.maven.enforcer.rules.version.RequireMavenVersion failed with message:
[ERROR] Detected Maven Version: 3.6.3 is not in the allowed range [3.9.6,).
[ERROR] -> [Help 1]`;

const JAVA17_COMPILE = (module, files) => `[INFO] --- compiler:3.13.0:compile (default-compile) @ ${module} ---
[INFO] Recompiling the module because of changed source code.
[INFO] Compiling ${files} source files with javac [debug release 21] to target/classes
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  2.874 s
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project ${module}: Fatal error compiling: error: release version 21 not supported -> [Help 1]
[ERROR] 
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.`;

const UNSUPPORTED_CLASS = `Exception in thread "main" java.lang.UnsupportedClassVersionError: com/acme/gantry/api/GantryApplication has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0
	at java.base/java.lang.ClassLoader.defineClass1(Native Method)
	at java.base/java.lang.ClassLoader.defineClass(ClassLoader.java:1017)
	at io.quarkus.bootstrap.runner.RunnerClassLoader.defineClass(RunnerClassLoader.java:183)
	at io.quarkus.bootstrap.runner.QuarkusEntryPoint.doRun(QuarkusEntryPoint.java:62)
	at io.quarkus.bootstrap.runner.QuarkusEntryPoint.main(QuarkusEntryPoint.java:33)`;

const TC_NO_SOCKET = `[INFO] Running com.acme.gantry.api.ShipmentResourceTest
2026-09-03 10:21:44,902 INFO  [org.tes.doc.DockerClientProviderStrategy] (build-12) Loaded org.testcontainers.dockerclient.UnixSocketClientProviderStrategy from ~/.testcontainers.properties, will try it first
2026-09-03 10:21:45,017 INFO  [org.tes.doc.DockerMachineClientProviderStrategy] (build-12) docker-machine executable was not found on PATH ([/home/dev/.sdkman/candidates/java/current/bin, /home/dev/.local/bin, /usr/local/bin, /usr/bin, /bin])
2026-09-03 10:21:45,018 ERROR [org.tes.doc.DockerClientProviderStrategy] (build-12) Could not find a valid Docker environment. Please check configuration. Attempted configurations were:
	UnixSocketClientProviderStrategy: failed with exception InvalidConfigurationException (Could not find unix domain socket). Root cause NoSuchFileException (/var/run/docker.sock)
	DockerDesktopClientProviderStrategy: failed with exception NullPointerException (Cannot invoke "java.nio.file.Path.toString()" because the return value of "org.testcontainers.dockerclient.DockerDesktopClientProviderStrategy.getSocketPath()" is null)As no valid configuration was found, execution cannot continue.
See https://java.testcontainers.org/on_failing_docker_environment for more details.
[ERROR] Tests run: 7, Failures: 0, Errors: 7, Skipped: 0, Time elapsed: 3.204 s <<< FAILURE! -- in com.acme.gantry.api.ShipmentResourceTest
[ERROR] com.acme.gantry.api.ShipmentResourceTest.listsShipments -- Time elapsed: 0.011 s <<< ERROR!
java.lang.RuntimeException: java.lang.RuntimeException: io.quarkus.builder.BuildException: Build failure: Build failed due to errors
	[error]: Build step io.quarkus.datasource.deployment.devservices.DevServicesDatasourceProcessor#launchDatabases threw an exception: java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration
	at org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:277)
	at java.base/java.util.Optional.orElseThrow(Optional.java:403)`;

const TC_DEV_NO_SOCKET = `[INFO] --- quarkus:3.15.1:dev (default-cli) @ gantry-api ---
[INFO] Invoking resources:3.3.1:resources (default-resources) @ gantry-api
[INFO] Invoking compiler:3.13.0:compile (default-compile) @ gantry-api
Listening for transport dt_socket at address: 5005
2026-09-15 09:12:30,118 ERROR [org.tes.doc.DockerClientProviderStrategy] (build-7) Could not find a valid Docker environment. Please check configuration. Attempted configurations were:
	UnixSocketClientProviderStrategy: failed with exception InvalidConfigurationException (Could not find unix domain socket). Root cause NoSuchFileException (/var/run/docker.sock)As no valid configuration was found, execution cannot continue.
2026-09-15 09:12:30,204 ERROR [io.qua.dep.dev.IsolatedDevModeMain] (main) Failed to start quarkus: java.lang.RuntimeException: io.quarkus.builder.BuildException: Build failure: Build failed due to errors
	[error]: Build step io.quarkus.datasource.deployment.devservices.DevServicesDatasourceProcessor#launchDatabases threw an exception: java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration
	at org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:277)
	at java.base/java.util.Optional.orElseThrow(Optional.java:403)
[ERROR] Failed to execute goal io.quarkus.platform:quarkus-maven-plugin:3.15.1:dev (default-cli) on project gantry-api: Failed to run: Dev mode process did not complete successfully`;

const RYUK = `[INFO] Running com.acme.gantry.it.CarrierFlowIT
[ERROR] Tests run: 4, Failures: 0, Errors: 4, Skipped: 0, Time elapsed: 31.07 s <<< FAILURE! -- in com.acme.gantry.it.CarrierFlowIT
[ERROR] com.acme.gantry.it.CarrierFlowIT.quoteAndBook -- Time elapsed: 0.003 s <<< ERROR!
java.lang.RuntimeException: java.lang.IllegalStateException: Could not connect to Ryuk at localhost:36519
	at org.testcontainers.utility.RyukResourceReaper.maybeStart(RyukResourceReaper.java:91)
	at org.testcontainers.utility.RyukResourceReaper.init(RyukResourceReaper.java:42)
	at org.testcontainers.DockerClientFactory.client(DockerClientFactory.java:232)
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-failsafe-plugin:3.5.0:verify (default) on project gantry-it: There are test failures.`;

const TEST_FAILURE = `[INFO] Running com.acme.gantry.api.ShipmentResourceTest
[ERROR] Tests run: 7, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 9.812 s <<< FAILURE! -- in com.acme.gantry.api.ShipmentResourceTest
[ERROR] com.acme.gantry.api.ShipmentResourceTest.createRejectsPastEta -- Time elapsed: 0.214 s <<< FAILURE!
java.lang.AssertionError: 1 expectation failed.
Expected status code <400> but was <201>.

	at io.restassured.internal.ValidatableResponseImpl.statusCode(ValidatableResponseImpl.groovy)
	at com.acme.gantry.api.ShipmentResourceTest.createRejectsPastEta(ShipmentResourceTest.java:57)

[INFO] 
[INFO] Results:
[INFO] 
[ERROR] Failures: 
[ERROR]   ShipmentResourceTest.createRejectsPastEta:57 1 expectation failed.
Expected status code <400> but was <201>.
[INFO] 
[ERROR] Tests run: 7, Failures: 1, Errors: 0, Skipped: 0
[INFO] 
[INFO] BUILD FAILURE`;

const COMPILE_ERROR = `[INFO] --- compiler:3.13.0:compile (default-compile) @ gantry-api ---
[INFO] Compiling 41 source files with javac [debug release 21] to target/classes
[INFO] -------------------------------------------------------------
[ERROR] COMPILATION ERROR : 
[INFO] -------------------------------------------------------------
[ERROR] /workspace/gantry-api/src/main/java/com/acme/gantry/api/ShipmentResource.java:[88,29] cannot find symbol
  symbol:   method cancel(java.util.UUID)
  location: variable shipments of type com.acme.gantry.core.ShipmentService
[INFO] 1 error
[INFO] -------------------------------------------------------------
[INFO] BUILD FAILURE
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project gantry-api: Compilation failure
[ERROR] /workspace/gantry-api/src/main/java/com/acme/gantry/api/ShipmentResource.java:[88,29] cannot find symbol`;

const SPOTLESS = (file, before, after) => `[INFO] --- spotless:2.43.0:check (default) @ gantry-api ---
[INFO] Index file corresponds to a different configuration of the plugin. Either the plugin version or its configuration has changed. Fallback to an empty index
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal com.diffplug.spotless:spotless-maven-plugin:2.43.0:check (default) on project gantry-api: The following files had format violations:
[ERROR]     ${file}
[ERROR]         @@ -41,7 +41,8 @@
[ERROR]         -${before}
[ERROR]         +${after}
[ERROR] Run 'mvn spotless:apply' to fix these violations.`;

const SKIP_TESTJAR = `[ERROR] Failed to execute goal on project gantry-it: Could not resolve dependencies for project com.acme.gantry:gantry-it:jar:1.4.0-SNAPSHOT
[ERROR] dependency: com.acme.gantry:gantry-testkit:jar:tests:1.4.0-SNAPSHOT (test)
[ERROR] 	Could not find artifact com.acme.gantry:gantry-testkit:jar:tests:1.4.0-SNAPSHOT in acme-nexus (https://nexus.acme.internal/repository/maven-public/)
[ERROR] 
[ERROR] -> [Help 1]`;

const NEXUS_DNS = `[ERROR] Failed to execute goal on project gantry-core: Could not resolve dependencies for project com.acme.gantry:gantry-core:jar:1.4.0-SNAPSHOT
[ERROR] dependency: io.quarkus:quarkus-flyway:jar:3.15.1 (compile)
[ERROR] 	Could not transfer artifact io.quarkus:quarkus-flyway:jar:3.15.1 from/to acme-nexus (https://nexus.acme.internal/repository/maven-public/): nexus.acme.internal: Name or service not known
[ERROR] 
[ERROR] -> [Help 1]`;

const PORT_8080 = `2026-09-15 09:41:07,552 ERROR [io.qua.run.Application] (Quarkus Main Thread) Port 8080 seems to be in use by another process. Quarkus may already be running or the port is used by another application.
2026-09-15 09:41:07,553 WARN  [io.qua.run.Application] (Quarkus Main Thread) Use 'netstat -anop | grep 8080' to identify the process occupying the port.
2026-09-15 09:41:07,553 WARN  [io.qua.run.Application] (Quarkus Main Thread) You can try to kill it with 'kill -9 <pid>'.
[ERROR] Failed to execute goal io.quarkus.platform:quarkus-maven-plugin:3.15.1:dev (default-cli) on project gantry-api: Failed to run: Dev mode process did not complete successfully`;

const FLYWAY_HEAD = `[INFO] --- flyway:10.17.3:migrate (default-cli) @ gantry-core ---
[INFO] Database: jdbc:postgresql://localhost:5432/gantry_dev (PostgreSQL 16.4)`;
const FLYWAY_CHECKSUM = `${FLYWAY_HEAD}
[ERROR] Failed to execute goal org.flywaydb:flyway-maven-plugin:10.17.3:migrate (default-cli) on project gantry-core: org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation
[ERROR] Migration checksum mismatch for migration version 12
[ERROR] -> Applied to database : 1843309526
[ERROR] -> Resolved locally    : -1124507771
[ERROR] Either revert the changes to the migration, or run repair to update the schema history.
[ERROR] Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE
[ERROR] -> [Help 1]`;
const FLYWAY_DESCRIPTION = `${FLYWAY_HEAD}
[ERROR] Failed to execute goal org.flywaydb:flyway-maven-plugin:10.17.3:migrate (default-cli) on project gantry-core: org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation
[ERROR] Migration description mismatch for migration version 13
[ERROR] -> Applied to database : shipment status index
[ERROR] -> Resolved locally    : shipment status and eta index
[ERROR] Either revert the changes to the migration, or run repair to update the schema history.
[ERROR] Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE
[ERROR] -> [Help 1]`;
const FLYWAY_OUT_OF_ORDER = `${FLYWAY_HEAD}
[ERROR] Failed to execute goal org.flywaydb:flyway-maven-plugin:10.17.3:migrate (default-cli) on project gantry-core: org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation
[ERROR] Detected resolved migration not applied to database: 17.
[ERROR] To ignore this migration, set -ignoreMigrationPatterns='*:ignored'. To allow executing this migration, set -outOfOrder=true.
[ERROR] Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE
[ERROR] -> [Help 1]`;
const FLYWAY_BAD_VERSION = (version) => `${FLYWAY_HEAD}
[ERROR] Failed to execute goal org.flywaydb:flyway-maven-plugin:10.17.3:migrate (default-cli) on project gantry-core: org.flywaydb.core.api.FlywayException: Invalid version containing non-numeric characters. Only 0..9 and . are allowed. Invalid version: ${version} -> [Help 1]`;
const FLYWAY_NOT_NULL = `${FLYWAY_HEAD}
[INFO] Successfully validated 17 migrations (execution time 00:00.031s)
[INFO] Current version of schema "public": 16
[INFO] Migrating schema "public" to version "17 - carrier code not null"
[ERROR] Failed to execute goal org.flywaydb:flyway-maven-plugin:10.17.3:migrate (default-cli) on project gantry-core: org.flywaydb.core.internal.command.DbMigrate$FlywayMigrateException: Migration V17__carrier_code_not_null.sql failed
[ERROR] -------------------------------------------------------
[ERROR] SQL State  : 23502
[ERROR] Error Code : 0
[ERROR] Message    : ERROR: column "carrier_code" of relation "shipment" contains null values
[ERROR] Location   : db/migration/V17__carrier_code_not_null.sql (/home/dev/gantry/gantry-core/target/classes/db/migration/V17__carrier_code_not_null.sql)
[ERROR] Line       : 1
[ERROR] Statement  : ALTER TABLE shipment ALTER COLUMN carrier_code SET NOT NULL`;

const PGDUMP_MISMATCH = `pg_dump: error: aborting because of server version mismatch
pg_dump: detail: server version: 16.4; pg_dump version: 13.16`;

const OC_LOGIN_EOF = `Authentication required for https://api.ocp4.acme.internal:6443 (openshift)
Username: ana.garcia
Password: error: EOF`;
const OC_LOGIN_401 = `WARNING: Using insecure TLS client config. Setting this option is not supported!

Login failed (401 Unauthorized)
Verify you have provided the correct credentials.`;

const JIRA_HOOK = (subject) => `check yaml...........................................(no files to check)Skipped
trim trailing whitespace.................................................Passed
jira key in subject......................................................Failed
- hook id: jira-key
- exit code: 1

commit subject must start with a Jira key like "GAN-123: ", got: "${subject}"`;

const PROTECTED_MAIN = `Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 16 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (8/8), 1.21 KiB | 1.21 MiB/s, done.
Total 8 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: error: GH006: Protected branch update failed for refs/heads/main.
remote: error: Changes must be made through a pull request.
To github.com:acme/gantry.git
 ! [remote rejected] HEAD -> main (protected branch hook declined)
error: failed to push some refs to 'github.com:acme/gantry.git'`;
const NON_FAST_FORWARD = `To github.com:acme/gantry.git
 ! [rejected]        GAN-241-carrier-retry -> GAN-241-carrier-retry (fetch first)
error: failed to push some refs to 'github.com:acme/gantry.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;
const REBASE_CONFLICT = `Auto-merging gantry-api/src/main/java/com/acme/gantry/api/ShipmentResource.java
CONFLICT (content): Merge conflict in gantry-api/src/main/java/com/acme/gantry/api/ShipmentResource.java
error: could not apply 4e7a91c... GAN-241: add retry to carrier client
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
hint: You can instead skip this commit: run "git rebase --skip".
hint: To abort and get back to the state before "git rebase", run "git rebase --abort".
Could not apply 4e7a91c... GAN-241: add retry to carrier client`;

const BUILD_JVM = 'podman build -f gantry-api/src/main/docker/Dockerfile.jvm -t gantry-api:dev gantry-api';

export const SESSIONS = [
  {
    machine: 'linux', project: 'gantry', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -q clean verify', '/usr/bin/bash: line 1: mvn: command not found', 127, 'Build and run the tests'],
      ['prompt', 'mvnw', './mvnw, there is no system maven on these boxes'],
      ['ok', './mvnw -q clean verify -DskipTests'],
      ['fail', 'podman-not-docker', 'docker ps --format "{{.Names}}"', '/usr/bin/bash: line 1: docker: command not found', 127, 'List running containers'],
      ['prompt', 'podman-not-docker', 'tady je podman, docker nemáme vůbec'],
      ['prompt', 'x:changelog', 'add a CHANGELOG.md entry for the carrier lookup endpoint under Unreleased'],
    ],
  },
  {
    machine: 'mac', project: 'gantry', start: '2026-09-01T13:10:00Z',
    steps: [
      ['fail', 'podman-machine', 'podman ps', PODMAN_MACHINE_TCP(52814), 125],
      ['prompt', 'podman-machine', 'podman machine start first, the VM is off after every reboot'],
      ['fail', 'sed-i', "sed -i 's/<version>1.3.2<\\/version>/<version>1.4.0-SNAPSHOT<\\/version>/' pom.xml", 'sed: 1: "pom.xml": extra characters at the end of p command', 1, 'Bump the version in the parent pom'],
      ['prompt', 'sed-i', "es el sed de mac, el -i necesita la extensión vacía: sed -i '' ..."],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-09-02T07:55:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -B verify', ENFORCER_363, 1],
      ['agent', 'mvnw', 'Built with the system mvn (3.6.3 on RHEL), which fails the enforcer; always build with ./mvnw, which pins Maven 3.9.9.'],
      ['fail', 'java21', './mvnw -B verify', JAVA17_COMPILE('gantry-core', 64), 1],
      ['prompt', 'java21', 'jdk 21. sdk env reads .sdkmanrc -> 21.0.5-tem'],
      ['fail', 'sdk-init', 'sdk env', 'bash: line 1: sdk: command not found', 127],
      ['prompt', 'sdk-init', 'sdk is a shell function, a non-interactive shell needs source ~/.sdkman/bin/sdkman-init.sh before it'],
      ['ok', 'source ~/.sdkman/bin/sdkman-init.sh && sdk env && ./mvnw -B verify'],
    ],
  },
  {
    machine: 'mac2', project: 'gantry', start: '2026-09-02T09:30:00Z',
    steps: [
      ['fail', 'grep-P', 'grep -rnP "quarkus\\.datasource\\.(?!devservices)" gantry-api/src/main/resources', GREP_P_USAGE, 2],
      ['prompt', 'grep-P', 'mac grep kann kein -P, nimm rg'],
      ['ok', 'rg -n --pcre2 "quarkus\\.datasource\\.(?!devservices)" gantry-api/src/main/resources'],
      ['fail', 'x:grep-no-match', 'grep -rn "gantry.carrier.timeout" gantry-api/src/main/resources', '', 1],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-09-03T08:15:00Z',
    steps: [
      ['fail', 'podman-socket', './mvnw -pl gantry-api test', TC_NO_SOCKET, 1, 'Run the API tests'],
      ['prompt', 'podman-socket', 'testcontainers needs the podman socket: systemctl --user enable --now podman.socket and DOCKER_HOST=unix:///run/user/1000/podman/podman.sock'],
      ['fail', 'x:test-failure', 'DOCKER_HOST=unix:///run/user/1000/podman/podman.sock ./mvnw -pl gantry-api test', TEST_FAILURE, 1],
    ],
  },
  {
    machine: 'mac', project: 'gantry', start: '2026-09-03T14:00:00Z',
    steps: [
      ['fail', 'fq-image', BUILD_JVM, SHORTNAME_TTY, 125, 'Build the JVM image'],
      ['prompt', 'fq-image', 'the FROM needs the full name: registry.access.redhat.com/ubi9/openjdk-21-runtime:1.20'],
      ['prompt', 'x:readme-podman', 'can you write a short README section on setting up podman machine for new mac people'],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-09-04T07:30:00Z',
    steps: [
      ['fail', 'devstack', 'podman compose up -d', "Error: unrecognized command `podman compose`\nTry 'podman --help' for more information", 125],
      ['prompt', 'devstack', 'local stack = ./scripts/devstack.sh up. it creates the pod, the volume and seeds the db'],
      ['ok', './scripts/devstack.sh up'],
      ['fail', 'db-name', 'psql -h localhost -U gantry -c "\\dt"', 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  database "gantry" does not exist', 2],
      ['agent', 'db-name', 'Connected to database "gantry", which does not exist; the local database is gantry_dev (psql -d gantry_dev).'],
    ],
  },
  {
    machine: 'ci', project: 'gantry', start: '2026-09-04T11:00:00Z',
    steps: [
      ['fail', 'kubectl-oc', 'kubectl apply -k deploy/overlays/dev', '/bin/sh: kubectl: not found', 127],
      ['agent', 'kubectl-oc', 'The CI image only ships oc, not kubectl; use oc apply -k deploy/overlays/dev.'],
      ['fail', 'no-latest', 'oc kustomize deploy/overlays/dev | conftest test -p policy -', CONFTEST_LATEST('dev'), 1],
      ['agent', 'no-latest', 'The dev overlay still had newTag: latest; images in overlays must be pinned to the git SHA tag, never latest.'],
    ],
  },
  {
    machine: 'mac2', project: 'gantry', start: '2026-09-07T08:50:00Z',
    steps: [
      ['fail', 'podman-not-docker', 'docker build -t gantry-api:dev -f gantry-api/src/main/docker/Dockerfile.jvm gantry-api', '(eval):1: command not found: docker', 127],
      ['prompt', 'podman-not-docker', 'wir haben kein docker, nur podman'],
      ['fail', 'podman-machine', BUILD_JVM, PODMAN_MACHINE_SOCK, 125],
      ['prompt', 'podman-machine', 'the podman VM isnt running, start the machine first'],
      ['fail', 'x:jar-not-built', 'podman build -f gantry-api/src/main/docker/Dockerfile.jvm -t gantry-api:3f9c2e1 gantry-api', COPY_NO_JAR, 125],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-09-08T09:05:00Z',
    steps: [
      ['fail', 'kustomize', 'kustomize build deploy/overlays/dev', '/usr/bin/bash: line 1: kustomize: command not found', 127, 'Render the dev overlay'],
      ['prompt', 'kustomize', 'oc kustomize deploy/overlays/dev, we have no standalone kustomize'],
      ['fail', 'namespace', 'oc rollout restart deployment/gantry-api', 'Error from server (NotFound): deployments.apps "gantry-api" not found', 1],
      ['prompt', 'namespace', 'namespace je gantry-dev, vždycky -n gantry-dev'],
      ['ok', 'oc rollout restart deployment/gantry-api -n gantry-dev'],
      ['fail', 'x:base64-decode', "oc get secret gantry-api-db -n gantry-dev -o jsonpath='{.data}' | base64 -d", 'base64: invalid input', 1],
    ],
  },
  {
    machine: 'mac', project: 'gantry', start: '2026-09-09T13:20:00Z',
    steps: [
      ['fail', 'oc-login', 'oc login https://api.ocp4.acme.internal:6443 -u ana.garcia', OC_LOGIN_EOF, 1],
      ['prompt', 'oc-login', 'usa oc login --web, en el cluster no hay usuario y contraseña, todo va por SSO'],
      ['fail', 'namespace', 'oc logs deployment/gantry-api --tail=200', 'Error from server (NotFound): deployments.apps "gantry-api" not found', 1],
      ['prompt', 'namespace', '-n gantry-dev!! your default project is your personal sandbox'],
      ['fail', 'stat-c', 'stat -c %s gantry-api/target/quarkus-app/quarkus-run.jar', STAT_USAGE, 1],
      ['prompt', 'stat-c', 'BSD stat, its stat -f %z'],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-09-10T07:40:00Z',
    steps: [
      ['fail', 'flyway-no-edit', './mvnw -B -pl gantry-core flyway:migrate', FLYWAY_CHECKSUM, 1],
      ['prompt', 'flyway-no-edit', 'V12 is already on dev and staging. revert your change to it and put the index in a new V16'],
      ['ok', 'git checkout origin/develop -- gantry-core/src/main/resources/db/migration/V12__shipment_status.sql'],
      ['fail', 'flyway-naming', './mvnw -B -pl gantry-core flyway:migrate', FLYWAY_BAD_VERSION('16_shipment_eta_index'), 1],
      ['agent', 'flyway-naming', 'Named the migration V16_shipment_eta_index.sql; Flyway needs two underscores between version and description: V16__shipment_eta_index.sql.'],
    ],
  },
  {
    machine: 'mac2', project: 'gantry', start: '2026-09-10T12:30:00Z',
    steps: [
      ['fail', 'base64-w', 'echo -n "$CARRIER_API_KEY" | base64 -w0', BASE64_USAGE, 1],
      ['prompt', 'base64-w', '-w0 is GNU only, mac base64 does not wrap anyway'],
      ['prompt', 'x:de-logs', 'schau dir mal die Logs vom gantry-api Pod in gantry-dev an, da kommen seit heute früh 502er vom Carrier'],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-09-11T08:10:00Z',
    steps: [
      ['fail', 'skip-tests', './mvnw -q package -Dmaven.test.skip=true', SKIP_TESTJAR, 1, 'Package without tests'],
      ['prompt', 'skip-tests', '-DskipTests. maven.test.skip also skips building the testkit test-jar and gantry-it needs it'],
      ['fail', 'x:nexus-dns', './mvnw -q package -DskipTests', NEXUS_DNS, 1],
      ['ok', './mvnw -q package -DskipTests'],
    ],
  },
  {
    machine: 'mac', project: 'gantry', start: '2026-09-14T09:00:00Z',
    steps: [
      ['fail', 'pg-container', 'psql -h localhost -U gantry -d gantry_dev', '(eval):1: command not found: psql', 127],
      ['prompt', 'pg-container', 'no psql on the macs, use the one in the container: podman exec -it gantry-db psql -U gantry gantry_dev'],
      ['fail', 'db-name', 'podman exec gantry-db psql -U gantry -c "select count(*) from shipment"', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  database "gantry" does not exist', 2],
      ['prompt', 'db-name', 'the db is called gantry_dev, not gantry'],
      ['fail', 'find-printf', 'find gantry-core/src/main/resources/db/migration -name "V*.sql" -printf "%f\\n"', 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', 'bsd find has no -printf. ls the dir or -exec basename {} \\;'],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-09-15T07:20:00Z',
    steps: [
      ['fail', 'podman-socket', './mvnw -B -pl gantry-api quarkus:dev', TC_DEV_NO_SOCKET, 1],
      ['agent', 'podman-socket', 'Dev Services found no container socket; start the rootless Podman socket first (systemctl --user enable --now podman.socket) and point DOCKER_HOST at it.'],
      ['fail', 'x:port-in-use', './mvnw -B -pl gantry-api quarkus:dev', PORT_8080, 1],
      ['fail', 'fq-image', 'podman run -d --name carrier-stub -p 8089:8080 wiremock/wiremock:3.9.1', SHORTNAME_NOALIAS_RUN, 125],
      ['prompt', 'fq-image', 'docker.io/wiremock/wiremock:3.9.1 — with podman its always the fully qualified name'],
    ],
  },
  {
    machine: 'ci', project: 'gantry', start: '2026-09-15T16:00:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -B -ntp verify', '/bin/sh: mvn: not found', 127],
      ['fail', 'spotless', './mvnw -B -ntp verify', SPOTLESS('src/main/java/com/acme/gantry/api/carrier/CarrierClient.java', '····public·CarrierQuote·quote(String·carrierCode,·Shipment·shipment){', '····public·CarrierQuote·quote(String·carrierCode,·Shipment·shipment)·{'), 1],
      ['agent', 'spotless', 'spotless:check failed on formatting; run ./mvnw spotless:apply before committing.'],
      ['fail', 'fq-image', 'podman build -f gantry-api/src/main/docker/Dockerfile.jvm -t quay.io/acme/gantry-api:$GIT_SHA gantry-api', SHORTNAME_NOALIAS_BUILD, 125],
      ['agent', 'fq-image', 'The base image was a short name (eclipse-temurin:21-jre); Podman needs fully qualified image names such as docker.io/library/eclipse-temurin:21-jre.'],
      ['fail', 'x:quay-502', 'podman push quay.io/acme/gantry-api:$GIT_SHA', QUAY_502, 125],
      ['ok', 'podman push quay.io/acme/gantry-api:$GIT_SHA'],
    ],
  },
  {
    machine: 'mac2', project: 'gantry', start: '2026-09-16T08:45:00Z',
    steps: [
      ['fail', 'kubectl-oc', 'kubectl get pods -n gantry-dev', 'zsh:1: command not found: kubectl', 127],
      ['prompt', 'kubectl-oc', 'oc. nobody here installed kubectl'],
      ['fail', 'x:oc-api-timeout', 'oc get pods -n gantry-dev', 'Unable to connect to the server: dial tcp 10.40.12.7:6443: i/o timeout', 1],
      ['ok', 'oc get pods -n gantry-dev'],
      ['fail', 'x:oc-forbidden', 'oc get secret gantry-api-db -n gantry-prod -o yaml', 'Error from server (Forbidden): secrets "gantry-api-db" is forbidden: User "kai.brandt@acme.com" cannot get resource "secrets" in API group "" in the namespace "gantry-prod"', 1],
      ['prompt', 'no-prod-db', 'why are you after the prod db credentials?! nobody connects to the production database from a laptop, ever'],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-09-17T08:30:00Z',
    steps: [
      ['fail', 'branch-develop', 'git checkout -b GAN-241-carrier-retry origin/master', "fatal: 'origin/master' is not a commit and a branch 'GAN-241-carrier-retry' cannot be created from it", 128],
      ['prompt', 'branch-develop', 'we branch off develop'],
      ['fail', 'jira-key', 'git commit -m "add retry to carrier client"', JIRA_HOOK('add retry to carrier client'), 1],
      ['prompt', 'jira-key', 'GAN-241: in front, the hook wants the jira key'],
      ['ok', 'git commit -m "GAN-241: add retry to carrier client"'],
    ],
  },
  {
    machine: 'mac', project: 'gantry', start: '2026-09-18T10:15:00Z',
    steps: [
      ['fail', 'grep-P', 'ls gantry-core/src/main/resources/db/migration | grep -P "^V\\d+__"', GREP_P_USAGE, 2],
      ['prompt', 'grep-P', 'grep -P again... not on a mac. grep -E or rg'],
      ['fail', 'sed-i', "sed -i 's/^java=.*/java=21.0.5-tem/' .sdkmanrc", 'sed: 1: ".sdkmanrc": invalid command code .', 1],
      ['prompt', 'sed-i', "that again? -i '' on mac"],
      ['prompt', 'x:quarkus-bump', 'while you are in there bump the quarkus platform to 3.15.2 in the parent pom'],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-09-21T07:50:00Z',
    steps: [
      ['fail', 'java21', 'java -jar gantry-api/target/quarkus-app/quarkus-run.jar', UNSUPPORTED_CLASS, 1],
      ['prompt', 'java21', 'that java is the distro 17. sdk use java 21.0.5-tem'],
      ['fail', 'quarkus-cli', 'quarkus dev --clean', 'bash: line 1: quarkus: command not found', 127],
      ['prompt', 'quarkus-cli', 'no quarkus cli installed, ./mvnw quarkus:dev does the same'],
      ['fail', 'x:mvnw-perm', './mvnw -B -pl gantry-api quarkus:dev', 'bash: line 1: ./mvnw: Permission denied', 126],
    ],
  },
  {
    machine: 'mac2', project: 'gantry', start: '2026-09-22T09:10:00Z',
    steps: [
      ['fail', 'registry-quay', 'podman push gantry-api:3f9c2e1 docker.io/acme/gantry-api:3f9c2e1', PUSH_DENIED_DOCKERIO, 125],
      ['prompt', 'registry-quay', 'unsere Images liegen auf quay.io/acme, nicht auf Docker Hub'],
      ['ok', 'podman push gantry-api:3f9c2e1 quay.io/acme/gantry-api:3f9c2e1'],
      ['prompt', 'no-latest', 'and in the overlay set newTag: 3f9c2e1. never latest'],
      ['fail', 'stat-c', 'stat -c "%y" deploy/overlays/dev/kustomization.yaml', STAT_USAGE, 1],
      ['agent', 'stat-c', 'macOS stat has no -c; use stat -f with BSD format letters (stat -f %Sm file).'],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-09-23T08:00:00Z',
    steps: [
      ['fail', 'flyway-no-edit', './mvnw -q -pl gantry-core flyway:migrate', FLYWAY_DESCRIPTION, 1],
      ['prompt', 'flyway-no-edit', 'you renamed V13?? applied migrations are frozen, file name and content. revert it'],
      ['fail', 'x:flyway-sql', './mvnw -q -pl gantry-core flyway:migrate', FLYWAY_NOT_NULL, 1],
      ['prompt', 'it-profile', 'the ITs run with ./mvnw verify -Pit, without the profile failsafe is skipped'],
    ],
  },
  {
    machine: 'mac', project: 'gantry', start: '2026-09-25T12:40:00Z',
    steps: [
      ['fail', 'pg-container', 'pg_dump -h localhost -U gantry gantry_dev > /tmp/gantry_dev.sql', '(eval):1: command not found: pg_dump', 127],
      ['fail', 'base64-w', 'base64 -w 0 < gantry-api/src/main/resources/truststore.p12 > /tmp/truststore.b64', BASE64_USAGE, 1],
      ['prompt', 'base64-w', 'mac base64 has no -w, -b 0 or just drop it'],
      ['fail', 'quarkus-cli', 'quarkus dev', 'zsh:1: command not found: quarkus', 127],
      ['agent', 'quarkus-cli', 'The Quarkus CLI is not installed here; start dev mode with ./mvnw quarkus:dev.'],
      ['prompt', 'x:sdk-list', 'which JDKs do I have installed? run sdk list java and tell me'],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-09-28T07:35:00Z',
    steps: [
      ['fail', 'pg-container', 'pg_dump -h localhost -U gantry -f /tmp/gantry_dev.sql gantry_dev', PGDUMP_MISMATCH, 1],
      ['agent', 'pg-container', 'Host pg_dump is 13 (RHEL) but the server is 16.4; run pg_dump inside the gantry-db container (podman exec gantry-db pg_dump).'],
      ['fail', 'containerfile', 'podman build -f Containerfile -t gantry-api:dev gantry-api', 'Error: the specified Containerfile or Dockerfile does not exist, Containerfile: no such file or directory', 125],
      ['agent', 'containerfile', 'There is no Containerfile; the image definitions are Quarkus-style under gantry-api/src/main/docker/ (Dockerfile.jvm).'],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-09-29T09:20:00Z',
    steps: [
      ['ok', 'oc delete pod -l app=gantry-api -n gantry-dev'],
      ['prompt', 'no-delete-pod', 'whoa, do not delete pods to restart it. oc rollout restart deployment/gantry-api -n gantry-dev'],
      ['agent', 'no-delete-pod', 'Restarted gantry-api by deleting its pods; restart a deployment with oc rollout restart instead.'],
      ['fail', 'x:rollout-deadline', 'oc rollout status deployment/gantry-api -n gantry-dev --timeout=5m', 'Waiting for deployment "gantry-api" rollout to finish: 1 old replicas are pending termination...\nerror: deployment "gantry-api" exceeded its progress deadline', 1],
      ['fail', 'x:deploy-typo', 'oc describe deployment/gantry-ap -n gantry-dev', 'Error from server (NotFound): deployments.apps "gantry-ap" not found', 1],
      ['prompt', 'x:cs-request', 'přidej prosím endpoint na zrušení zásilky, DELETE /shipments/{id}, ať vrací 204'],
    ],
  },
  {
    machine: 'mac2', project: 'gantry', start: '2026-09-30T08:25:00Z',
    steps: [
      ['fail', 'find-printf', 'find deploy -name "*.yaml" -path "*overlays*" -printf "%p %s\\n"', 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', 'no -printf on the mac, thats BSD find. -exec stat -f "%N %z" {} + instead'],
      ['fail', 'sed-i', "sed -i 's/replicas: 1/replicas: 2/' deploy/overlays/staging/deployment-patch.yaml", 'sed: 1: "deploy/overlays/staging ...": extra characters at the end of d command', 1],
      ['agent', 'sed-i', "BSD sed on macOS took the script as the backup suffix; on macOS use sed -i '' 's/…/…/' file."],
      ['prompt', 'x:replicas', 'staging should run 2 replicas from now on, and add a PodDisruptionBudget to the staging overlay'],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-10-01T07:45:00Z',
    steps: [
      ['fail', 'kustomize', 'kustomize build deploy/overlays/staging | oc diff -f -', 'bash: line 1: kustomize: command not found', 127],
      ['agent', 'kustomize', 'There is no standalone kustomize binary on the RHEL hosts; use the one built into oc (oc kustomize, oc diff -k).'],
      ['fail', 'x:kustomize-typo', 'oc diff -k deploy/overlays/stagign', "error: must build at directory: not a valid directory: evalsymlink failure on '/home/dev/gantry/deploy/overlays/stagign' : lstat /home/dev/gantry/deploy/overlays/stagign: no such file or directory", 1],
      ['fail', 'namespace', 'oc get configmap gantry-api-config -o yaml', 'Error from server (NotFound): configmaps "gantry-api-config" not found', 1],
      ['agent', 'namespace', 'oc used my default sandbox project; gantry runs in namespace gantry-dev, pass -n gantry-dev.'],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-10-02T08:05:00Z',
    steps: [
      ['fail', 'branch-develop', 'git push origin HEAD:main', PROTECTED_MAIN, 1],
      ['prompt', 'branch-develop', 'PRs go into develop!! main only gets the release merges'],
      ['fail', 'x:non-ff', 'git push origin GAN-241-carrier-retry', NON_FAST_FORWARD, 1],
      ['ok', 'git pull --rebase origin GAN-241-carrier-retry'],
      ['fail', 'jira-key', 'git commit -m "fix flaky carrier test"', JIRA_HOOK('fix flaky carrier test'), 1],
      ['prompt', 'jira-key', 'zase commit bez GAN-xxx…'],
      ['fail', 'x:rebase-conflict', 'git rebase origin/develop', REBASE_CONFLICT, 1],
    ],
  },
  {
    machine: 'mac', project: 'gantry', start: '2026-10-05T12:10:00Z',
    steps: [
      ['fail', 'podman-not-docker', 'docker compose ps', 'zsh:1: command not found: docker', 127],
      ['prompt', 'podman-not-docker', 'nope, podman'],
      ['fail', 'devstack', 'podman compose up -d', PODMAN_COMPOSE_PROVIDER, 125],
      ['prompt', 'devstack', './scripts/devstack.sh up, there is no compose here'],
      ['prompt', 'x:es-request', '¿puedes mirar por qué ShipmentRepositoryTest tarda 40 segundos? antes eran 5'],
    ],
  },
  {
    machine: 'ci', project: 'gantry', start: '2026-10-06T15:00:00Z',
    steps: [
      ['fail', 'no-latest', 'oc kustomize deploy/overlays/staging | conftest test -p policy -', CONFTEST_LATEST('staging'), 1],
      ['fail', 'spotless', './mvnw -B -ntp verify', SPOTLESS('src/main/java/com/acme/gantry/api/ShipmentResource.java', '····@DELETE·@Path("/{id}")·public·Response·cancel(@PathParam("id")·UUID·id){', '····@DELETE'), 1],
      ['fail', 'x:compile-error', './mvnw -B -ntp verify', COMPILE_ERROR, 1],
      ['ok', './mvnw -B -ntp verify -Pit'],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-10-07T08:35:00Z',
    steps: [
      ['prompt', 'spotless', 'pls run spotless:apply before pushing, CI is red on formatting again'],
      ['ok', './mvnw -q spotless:apply'],
      ['prompt', 'it-profile', 'a zapomněls -Pit, bez toho se integrační testy vůbec nespustí'],
      ['agent', 'it-profile', 'Ran verify without -Pit, so failsafe skipped the integration tests; they only run with ./mvnw verify -Pit.'],
      ['fail', 'x:ryuk', './mvnw -q -pl gantry-it verify -Pit', RYUK, 1],
    ],
  },
  {
    machine: 'mac2', project: 'gantry', start: '2026-10-08T09:00:00Z',
    steps: [
      ['fail', 'java21', './mvnw -q -pl gantry-core compile', JAVA17_COMPILE('gantry-core', 66), 1],
      ['prompt', 'java21', 'java 21 please, sdk env (its in .sdkmanrc)'],
      ['fail', 'sdk-init', 'sdk env install', '(eval):1: command not found: sdk', 127],
      ['agent', 'sdk-init', 'sdk is a shell function from sdkman-init.sh and is missing in non-interactive shells; source "$HOME/.sdkman/bin/sdkman-init.sh" before any sdk command.'],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-10-09T07:30:00Z',
    steps: [
      ['fail', 'x:flyway-out-of-order', './mvnw -B -pl gantry-core flyway:migrate', FLYWAY_OUT_OF_ORDER, 1],
      ['ok', './mvnw -B -pl gantry-core flyway:info -Dflyway.url=jdbc:postgresql://gantry-prod-db.acme.internal:5432/gantry'],
      ['prompt', 'no-prod-db', 'NO. you do not touch the prod database from here, ever. prod migrations only run from the release pipeline'],
      ['agent', 'no-prod-db', 'Pointed Flyway at the production database URL; never connect to or migrate the prod DB by hand, only the release pipeline does.'],
      ['fail', 'flyway-naming', './mvnw -B -pl gantry-core flyway:migrate', FLYWAY_BAD_VERSION('18-carrier-backfill'), 1],
      ['prompt', 'flyway-naming', 'V18__carrier_backfill.sql: V, version, TWO underscores, description'],
    ],
  },
  {
    machine: 'linux', project: 'gantry', start: '2026-10-12T08:20:00Z',
    steps: [
      ['fail', 'containerfile', 'podman build -t gantry-api:dev .', 'Error: no Containerfile or Dockerfile specified or found in context directory, /home/dev/gantry: no such file or directory', 125, 'Build the image'],
      ['prompt', 'containerfile', 'the dockerfiles live in gantry-api/src/main/docker, -f gantry-api/src/main/docker/Dockerfile.jvm'],
      ['fail', 'x:dockerhub-ratelimit', 'podman pull docker.io/library/postgres:16.4', RATE_LIMIT, 125],
      ['fail', 'skip-tests', './mvnw -q -pl gantry-it -am package -Dmaven.test.skip=true', SKIP_TESTJAR, 1],
      ['prompt', 'skip-tests', 'again -Dmaven.test.skip... in this repo its -DskipTests'],
      ['fail', 'x:sed-regex', "sed -i 's/quarkus.http.port=8080/quarkus.http.port=8081' gantry-api/src/main/resources/application.properties", "sed: -e expression #1, char 48: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac', project: 'gantry', start: '2026-10-13T13:05:00Z',
    steps: [
      ['fail', 'podman-machine', 'podman push quay.io/acme/gantry-api:8a1d44b', PODMAN_MACHINE_TCP(49327), 125],
      ['agent', 'podman-machine', 'The Podman VM was not running on macOS; run podman machine start before any podman command.'],
      ['fail', 'registry-quay', 'podman push gantry-api:8a1d44b', PUSH_LOCALHOST, 125],
      ['prompt', 'registry-quay', 'tag it quay.io/acme/gantry-api:<sha>, thats our registry'],
      ['prompt', 'x:jira-question', 'what was the jira for the carrier retry work, GAN-241 or 242?'],
    ],
  },
  {
    machine: 'codex', project: 'gantry', start: '2026-10-14T07:25:00Z',
    steps: [
      ['fail', 'oc-login', 'oc login https://api.ocp4.acme.internal:6443 -u developer -p developer --insecure-skip-tls-verify', OC_LOGIN_401, 1],
      ['prompt', 'oc-login', 'thats the CRC default login. here its oc login --web, SSO only'],
      ['fail', 'kubectl-oc', 'kubectl rollout history deployment/gantry-api -n gantry-dev', 'bash: line 1: kubectl: command not found', 127],
      ['prompt', 'kubectl-oc', 'we are on openshift, the tool is oc'],
      ['prompt', 'no-delete-pod', 'and restart with rollout restart, not by deleting pods like last time'],
    ],
  },
  {
    machine: 'mac2', project: 'gantry', start: '2026-10-15T08:55:00Z',
    steps: [
      ['fail', 'grep-P', 'grep -oP "(?<=newTag: ).*" deploy/overlays/dev/kustomization.yaml', GREP_P_USAGE, 2],
      ['agent', 'grep-P', 'macOS grep has no -P; use rg (or grep -E where no lookbehind is needed).'],
      ['prompt', 'no-latest', 'nie :latest in einem Overlay, immer den Commit-SHA als Tag'],
      ['ok', 'git log -1 --format=%h'],
      ['prompt', 'x:config-key', 'move the carrier settings (base url, api key, retries) to one @ConfigMapping interface instead of the loose @ConfigProperty fields'],
    ],
  },
];
