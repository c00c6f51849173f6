// Half ZC of the evaluation corpus, written blind. Project "paloma": a fintech's Java 21 / Spring
// Boot microservices monorepo (services/payments, services/ledger, services/payouts) built with
// Gradle (Kotlin DSL, gradle/libs.versions.toml, Spotless), Testcontainers integration tests in an
// `integrationTest` source set, Flyway migrations with timestamp versions, OpenAPI specs in
// contracts/openapi generating Java interfaces (:contracts:openApiGenerate) and a TypeScript client
// (packages/api-client), a Next.js customer portal (apps/portal) in npm workspaces, local
// Kubernetes on minikube (profile "paloma") driven by skaffold, Vault for secrets, Azure DevOps
// (Repos and Pipelines) and the az CLI against AKS and ACR.
// Platforms: macOS with zsh and colima (ana, kai), Ubuntu with bash (dev: Claude Code and Codex),
// Windows 11 with Git Bash (lea, mika: Claude Code) and PowerShell 7 (sora, jules, joao: Codex),
// and the Azure Pipelines agent (Codex in CI).
// Languages: English, Spanish (Mexico), Brazilian Portuguese, Vietnamese.

const GRADLE_TRY = `* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.`;

const gradleFailed = (wrong, took, before = '') =>
  `${before}FAILURE: Build failed with an exception.\n\n* What went wrong:\n${wrong}\n\n${GRADLE_TRY}\n\nBUILD FAILED in ${took}`;

// Ubuntu's apt gradle (4.4.1) run under JDK 21.
const APT_GRADLE = `
FAILURE: Build failed with an exception.

* What went wrong:
Could not determine java version from '21.0.4'.

* Try:
Run with --stacktrace option to get the stack trace. Run with --info or --debug option to get more log output. Run with --scan to get full insights.

* Get more help at https://help.gradle.org`;

const TOOLCHAIN_MISSING = (os, project) => `FAILURE: Build failed with an exception.

* What went wrong:
Could not determine the dependencies of task ':services:${project}:compileJava'.
> Failed to calculate the value of task ':services:${project}:compileJava' property 'javaCompiler'.
   > Cannot find a Java installation on your machine (${os}) matching: {languageVersion=21, vendor=any vendor, implementation=vendor-specific, nativeImageCapable=false}. Toolchain download repositories have not been configured.

* Try:
> Learn more about toolchain auto-detection and auto-provisioning at https://docs.gradle.org/8.10.2/userguide/toolchains.html#sec:auto_detection.
> Learn more about toolchain repositories at https://docs.gradle.org/8.10.2/userguide/toolchains.html#sub:download_repositories.
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 3s`;

const CLASS_VERSION = `Error: LinkageError occurred while loading main class com.paloma.ledger.LedgerApplication
	java.lang.UnsupportedClassVersionError: com/paloma/ledger/LedgerApplication has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0`;

const SPOTLESS = (project, file, took) => gradleFailed(`Execution failed for task ':services:${project}:spotlessJavaCheck'.
> The following files had format violations:
      src/main/java/com/paloma/${project}/${file}
          @@ -41,7 +41,8 @@
           ····public·Payout·create(PayoutRequest·request)·{
          -········var·limit·=·limits.forMerchant(request.merchantId()).orElseThrow(()·->·new·LimitNotConfigured(request.merchantId()));
          +········var·limit·=
          +············limits.forMerchant(request.merchantId()).orElseThrow(()·->·new·LimitNotConfigured(request.merchantId()));
           ········if·(request.amount().compareTo(limit.daily())·>·0)·{
  Run './gradlew :services:${project}:spotlessApply' to fix these violations.`, took, `> Task :services:${project}:spotlessJavaCheck FAILED\n\n`);

const TC_NO_DOCKER = (home) => `> Task :services:ledger:integrationTest
14:02:11.482 [Test worker] ERROR org.testcontainers.dockerclient.DockerClientProviderStrategy -- Could not find a valid Docker environment. Please check configuration. Attempted configurations were:
	UnixSocketClientProviderStrategy: failed with exception InvalidConfigurationException (Could not find unix domain socket). Root cause NoSuchFileException (/var/run/docker.sock)
	DockerDesktopClientProviderStrategy: failed with exception NullPointerException (Cannot invoke "java.nio.file.Path.toString()" because the return value of "org.testcontainers.dockerclient.DockerDesktopClientProviderStrategy.getSocketPath()" is null)As no valid configuration was found, execution cannot continue.
See https://java.testcontainers.org/on_failure.html for more details.

LedgerRepositoryIT > initializationError FAILED
    java.lang.IllegalStateException at DockerClientProviderStrategy.java:274

PayoutLedgerIT > initializationError FAILED
    java.lang.IllegalStateException at DockerClientProviderStrategy.java:274

2 tests completed, 2 failed

> Task :services:ledger:integrationTest FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:ledger:integrationTest'.
> There were failing tests. See the report at: file://${home}/paloma/services/ledger/build/reports/tests/integrationTest/index.html

${GRADLE_TRY}

BUILD FAILED in 21s`;

const TC_RYUK_COLIMA = `> Task :services:payments:integrationTest
09:14:37.905 [Test worker] ERROR tc.testcontainers/ryuk:0.8.1 -- Could not start container
com.github.dockerjava.api.exception.InternalServerErrorException: Status 500: {"message":"error while creating mount source path '/Users/kai/.colima/default/docker.sock': mkdir /Users/kai/.colima/default/docker.sock: operation not supported"}
	at org.testcontainers.shaded.com.github.dockerjava.core.DefaultInvocationBuilder.execute(DefaultInvocationBuilder.java:247)
	at org.testcontainers.shaded.com.github.dockerjava.core.DefaultInvocationBuilder.lambda$executeAndStream$1(DefaultInvocationBuilder.java:269)
	at java.base/java.lang.Thread.run(Thread.java:1583)

PayoutRepositoryIT > initializationError FAILED
    org.testcontainers.containers.ContainerLaunchException at GenericContainer.java:359
        Caused by: org.rnorth.ducttape.RetryCountExceededException at Unreliables.java:88

1 test completed, 1 failed

> Task :services:payments:integrationTest FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:payments:integrationTest'.
> There were failing tests. See the report at: file:///Users/kai/paloma/services/payments/build/reports/tests/integrationTest/index.html

${GRADLE_TRY}

BUILD FAILED in 38s`;

const TC_RATE_LIMIT = `> Task :services:ledger:integrationTest
10:41:03.118 [Test worker] ERROR tc.postgres:16-alpine -- Failed to pull image: postgres:16-alpine. Please check output of \`docker pull postgres:16-alpine\`
com.github.dockerjava.api.exception.InternalServerErrorException: Status 500: {"message":"toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit"}

LedgerRepositoryIT > initializationError FAILED
    org.testcontainers.containers.ContainerFetchException at GenericContainer.java:1364
        Caused by: com.github.dockerjava.api.exception.InternalServerErrorException at DefaultInvocationBuilder.java:247

1 test completed, 1 failed

> Task :services:ledger:integrationTest FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:ledger:integrationTest'.
> There were failing tests. See the report at: file:///home/dev/paloma/services/ledger/build/reports/tests/integrationTest/index.html

${GRADLE_TRY}

BUILD FAILED in 1m 4s`;

const IT_REAL_FAILURE = `> Task :services:ledger:integrationTest

LedgerRepositoryIT > rejectsDuplicateEntryForSameIdempotencyKey() FAILED
    org.opentest4j.AssertionFailedError: Expected org.springframework.dao.DataIntegrityViolationException to be thrown, but nothing was thrown.
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:152)
        at app//org.junit.jupiter.api.AssertThrows.assertThrows(AssertThrows.java:73)
        at app//com.paloma.ledger.LedgerRepositoryIT.rejectsDuplicateEntryForSameIdempotencyKey(LedgerRepositoryIT.java:88)

12 tests completed, 1 failed

> Task :services:ledger:integrationTest FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:ledger:integrationTest'.
> There were failing tests. See the report at: file:///Users/ana/paloma/services/ledger/build/reports/tests/integrationTest/index.html

${GRADLE_TRY}

BUILD FAILED in 47s`;

const UNIT_REAL_FAILURE = `> Task :services:ledger:test

FxConversionTest > roundsHalfEvenToTwoDecimals() FAILED
    org.opentest4j.AssertionFailedError: expected: <1843.27> but was: <1843.28>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1145)
        at app//com.paloma.ledger.fx.FxConversionTest.roundsHalfEvenToTwoDecimals(FxConversionTest.java:41)

86 tests completed, 1 failed

> Task :services:ledger:test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:ledger:test'.
> There were failing tests. See the report at: file:///workspace/services/ledger/build/reports/tests/test/index.html

${GRADLE_TRY}

BUILD FAILED in 1m 12s`;

const NO_TESTS = (project, filter, took) => gradleFailed(`Execution failed for task ':services:${project}:${filter.task}'.
> No tests found for given includes: [${filter.pattern}](--tests filter)`, took, `> Task :services:${project}:${filter.task} FAILED\n\n`);

const FLYWAY_CHECKSUM = gradleFailed(`Execution failed for task ':services:ledger:flywayMigrate'.
> Error occurred while executing flywayMigrate
  Validate failed: Migrations have failed validation
  Migration checksum mismatch for migration version 202609081412
  -> Applied to database : 1829374651
  -> Resolved locally    : -402913877
  Either revert the changes to the migration, or run repair to update the schema history.
  Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE`, '6s', '> Task :services:ledger:flywayMigrate FAILED\n\n');

const FLYWAY_CHECKSUM_BOOT = `2026-09-28T14:52:09.771-05:00  INFO 48213 --- [ledger] [           main] o.f.core.internal.command.DbValidate     : Validating 41 migrations (execution time 00:00.034s)
2026-09-28T14:52:09.803-05:00 ERROR 48213 --- [ledger] [           main] o.s.boot.SpringApplication               : Application run failed

org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'flywayInitializer' defined in class path resource [org/springframework/boot/autoconfigure/flyway/FlywayAutoConfiguration$FlywayConfiguration.class]: Validate failed: Migrations have failed validation
Migration checksum mismatch for migration version 202609221030
-> Applied to database : -1176042785
-> Resolved locally    : 503118240
Either revert the changes to the migration, or run repair to update the schema history.
Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE
	at org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1806)
	at org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.doCreateBean(AbstractAutowireCapableBeanFactory.java:600)
Caused by: org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation

> Task :services:ledger:bootRun FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:ledger:bootRun'.
> Process 'command '/Users/ana/.sdkman/candidates/java/21.0.4-tem/bin/java'' finished with non-zero exit value 1`;

const FLYWAY_OUT_OF_ORDER = gradleFailed(`Execution failed for task ':services:ledger:flywayMigrate'.
> Error occurred while executing flywayMigrate
  Validate failed: Migrations have failed validation
  Detected resolved migration not applied to database: 16.
  To ignore this migration, set -ignoreMigrationPatterns='*:ignored'. To allow executing this migration, set -outOfOrder=true.
  Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE`, '5s', '> Task :services:ledger:flywayMigrate FAILED\n\n');

const FLYWAY_CONN_REFUSED = gradleFailed(`Execution failed for task ':services:ledger:flywayMigrate'.
> Error occurred while executing flywayMigrate
  Unable to obtain connection from database (jdbc:postgresql://localhost:5433/paloma_ledger) for user 'paloma': Connection to localhost:5433 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.
  -------------------------------------------------------------------------------------------------------------------------------------------------------------------------------
  SQL State  : 08001
  Error Code : 0
  Message    : Connection to localhost:5433 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.

  Connection refused`, '4s', '> Task :services:ledger:flywayMigrate FAILED\n\n');

const FLYWAY_5432 = gradleFailed(`Execution failed for task ':services:ledger:flywayInfo'.
> Error occurred while executing flywayInfo
  Unable to obtain connection from database (jdbc:postgresql://localhost:5432/paloma_ledger) for user 'paloma': Connection to localhost:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.
  -------------------------------------------------------------------------------------------------------------------------------------------------------------------------------
  SQL State  : 08001
  Error Code : 0
  Message    : Connection to localhost:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.

  Connection refused`, '3s', '> Task :services:ledger:flywayInfo FAILED\n\n');

const FLYWAY_SQL_ERROR = gradleFailed(`Execution failed for task ':services:payouts:flywayMigrate'.
> Error occurred while executing flywayMigrate
  Migration V202609281105__add_payout_hold_reason.sql failed
  ------------------------------------------------------------
  SQL State  : 42601
  Error Code : 0
  Message    : ERROR: syntax error at or near "NOT"
    Position: 52
  Location   : db/migration/V202609281105__add_payout_hold_reason.sql (/workspace/services/payouts/src/main/resources/db/migration/V202609281105__add_payout_hold_reason.sql)
  Line       : 1
  Statement  : ALTER TABLE payout ADD COLUMN hold_reason VARCHAR(64) DEFAULT NOT NULL`, '7s', '> Task :services:payouts:flywayMigrate FAILED\n\n');

const PSQL_5432 = `psql: error: connection to server at "localhost" (::1), port 5432 failed: Connection refused
	Is the server running on that host and accepting TCP/IP connections?
connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused
	Is the server running on that host and accepting TCP/IP connections?`;

const DATASOURCE = (profiles, pid, day, java) => `
  .   ____          _            __ _ _
 /\\\\ / ___'_ __ _ _(_)_ __  __ _ \\ \\ \\ \\
( ( )\\___ | '_ | '_| | '_ \\/ _\` | \\ \\ \\ \\
 \\\\/  ___)| |_)| | | | | || (_| |  ) ) ) )
  '  |____| .__|_| |_|_| |_\\__, | / / / /
 =========|_|==============|___/=/_/_/_/

 :: Spring Boot ::                (v3.3.4)

${day}:44.201-05:00  INFO ${pid} --- [ledger] [           main] com.paloma.ledger.LedgerApplication      : ${profiles === 'none' ? 'No active profile set, falling back to 1 default profile: "default"' : `The following 1 profile is active: "${profiles}"`}
${day}:46.918-05:00  WARN ${pid} --- [ledger] [           main] ConfigServletWebServerApplicationContext : Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'flywayInitializer'
${day}:46.957-05:00 ERROR ${pid} --- [ledger] [           main] o.s.b.d.LoggingFailureAnalysisReporter   :

***************************
APPLICATION FAILED TO START
***************************

Description:

Failed to configure a DataSource: 'url' attribute is not specified and no embedded datasource could be configured.

Reason: Failed to determine a suitable driver class


Action:

Consider the following:
	If you want an embedded database (H2, HSQL or Derby), please put it on the classpath.
	If you have database settings to be loaded from a particular profile you may need to activate it (${profiles === 'none' ? 'no profiles are currently active' : `the profiles ${profiles} are currently active`}).


> Task :services:ledger:bootRun FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:ledger:bootRun'.
> Process 'command '${java}'' finished with non-zero exit value 1

${GRADLE_TRY}

BUILD FAILED in 11s`;

const PORT_IN_USE = `2026-09-08T08:44:19.506-05:00  INFO 18844 --- [payments] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat initialized with port 8080 (http)
2026-09-08T08:44:20.713-05:00 ERROR 18844 --- [payments] [           main] o.s.b.d.LoggingFailureAnalysisReporter   :

***************************
APPLICATION FAILED TO START
***************************

Description:

Web server failed to start. Port 8080 was already in use.

Action:

Identify and stop the process that's listening on port 8080 or configure this application to listen on another port.


> Task :services:payments:bootRun FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:payments:bootRun'.
> Process 'command 'C:\\Users\\sora\\.jdks\\temurin-21.0.4\\bin\\java.exe'' finished with non-zero exit value 1`;

const MISSING_GENERATED = (home, project, sep = '/') => {
  const file = ['', 'services', project, 'src', 'main', 'java', 'com', 'paloma', project, 'web', 'PayoutController.java'].join(sep);
  return `> Task :contracts:compileJava NO-SOURCE
> Task :services:${project}:compileJava FAILED
${home}${sep}paloma${file}:5: error: package com.paloma.contracts.payouts.api does not exist
import com.paloma.contracts.payouts.api.PayoutsApi;
                                       ^
${home}${sep}paloma${file}:6: error: package com.paloma.contracts.payouts.model does not exist
import com.paloma.contracts.payouts.model.PayoutRequest;
                                         ^
${home}${sep}paloma${file}:19: error: cannot find symbol
public class PayoutController implements PayoutsApi {
                                         ^
  symbol: class PayoutsApi
3 errors

${gradleFailed(`Execution failed for task ':services:${project}:compileJava'.
> Compilation failed; see the compiler error output for details.`, '9s')}`;
};

const SPEC_INVALID = gradleFailed(`Execution failed for task ':contracts:openApiGenerate'.
> There were issues with the specification. The option can be disabled via validateSpec (Maven/Gradle) or --skip-validate-spec (CLI).
   | Error count: 1, Warning count: 0
  Errors: 
  	-attribute paths.'/payouts/{id}/events'(get).responses.200.content.'application/json'.schema.items.$ref is missing`, '2s', '> Task :contracts:openApiGenerate FAILED\n\n');

const GENERATED_DIFF = `
> @paloma/api-client@0.0.0 gen:api
> openapi-generator-cli generate -g typescript-fetch -i ../../contracts/openapi/payouts.yaml -o src/gen --additional-properties=supportsES6=true

[main] INFO  o.o.codegen.DefaultGenerator - Generating with dryRun=false
[main] INFO  o.o.codegen.TemplateManager - writing file /workspace/packages/api-client/src/gen/models/PayoutRequest.ts
[main] INFO  o.o.codegen.TemplateManager - writing file /workspace/packages/api-client/src/gen/apis/PayoutsApi.ts
diff --git a/packages/api-client/src/gen/models/PayoutRequest.ts b/packages/api-client/src/gen/models/PayoutRequest.ts
index 3f2a1c0..9b7e4d2 100644
--- a/packages/api-client/src/gen/models/PayoutRequest.ts
+++ b/packages/api-client/src/gen/models/PayoutRequest.ts
@@ -31,13 +31,7 @@ export interface PayoutRequest {
      * @memberof PayoutRequest
      */
     currency: string;
-    /**
-     * Free text shown on the customer's statement
-     * @type {string}
-     * @memberof PayoutRequest
-     */
-    statementDescriptor?: string;
 }`;

const CATALOG_CHECK = gradleFailed(`Execution failed for task ':services:payments:checkDependencyVersions'.
> Hardcoded dependency version in services/payments/build.gradle.kts:27: 'org.apache.commons:commons-lang3:3.17.0'.
  Declare the version in gradle/libs.versions.toml and use the catalog accessor (libs.…) instead.`, '5s', '> Task :services:payments:checkDependencyVersions FAILED\n\n');

const CATALOG_TYPO = `e: file:///home/dev/paloma/services/payouts/build.gradle.kts:14:34: Unresolved reference: springdocs

${gradleFailed(`Script compilation error:

  Line 14:     implementation(libs.springdocs.openapi.starter.webmvc.ui)
                                   ^ Unresolved reference: springdocs

1 error`, '6s', `FAILURE: Build failed with an exception.\n\n* Where:\nBuild file '/home/dev/paloma/services/payouts/build.gradle.kts' line: 14\n\n`).replace('FAILURE: Build failed with an exception.\n\n* What went wrong', '* What went wrong')}`;

const GRADLE_OOM = `> Task :services:ledger:compileJava
Daemon will be stopped at the end of the build after running out of JVM heap space

> Task :services:ledger:compileTestJava FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':services:ledger:compileTestJava'.
> java.lang.OutOfMemoryError: Java heap space

${GRADLE_TRY}

BUILD FAILED in 2m 41s`;

const PLUGIN_JAVA11 = gradleFailed(`A problem occurred configuring root project 'paloma'.
> Could not resolve all files for configuration ':classpath'.
   > Could not resolve org.springframework.boot:spring-boot-gradle-plugin:3.3.4.
     Required by:
         project : > org.springframework.boot:org.springframework.boot.gradle.plugin:3.3.4
      > No matching variant of org.springframework.boot:spring-boot-gradle-plugin:3.3.4 was found. The consumer was configured to find a library for use during runtime, compatible with Java 11, packaged as a jar, and its dependencies declared externally, as well as attribute 'org.gradle.plugin.api-version' with value '8.10.2' but:
          - Variant 'apiElements' declares a library, packaged as a jar, and its dependencies declared externally:
              - Incompatible because this component declares a component for use during compile-time, compatible with Java 17 and the consumer needed a component for use during runtime, compatible with Java 11
              - Other compatible attribute:
                  - Doesn't say anything about org.gradle.plugin.api-version (required '8.10.2')`, '4s', "FAILURE: Build failed with an exception.\n\n* Where:\nBuild file 'C:\\Users\\mika\\paloma\\build.gradle.kts' line: 3\n\n").replace('FAILURE: Build failed with an exception.\n\n* What went wrong', '* What went wrong');

const FEED_401 = gradleFailed(`Could not resolve all files for configuration ':services:payouts:compileClasspath'.
> Could not resolve com.paloma.platform:observability-starter:2.4.1.
  Required by:
      project :services:payouts
   > Could not resolve com.paloma.platform:observability-starter:2.4.1.
      > Could not get resource 'https://pkgs.dev.azure.com/paloma/_packaging/paloma-maven/maven/v1/com/paloma/platform/observability-starter/2.4.1/observability-starter-2.4.1.pom'.
         > Could not GET 'https://pkgs.dev.azure.com/paloma/_packaging/paloma-maven/maven/v1/com/paloma/platform/observability-starter/2.4.1/observability-starter-2.4.1.pom'. Received status code 401 from server: Unauthorized`, '8s', '> Task :services:payouts:compileJava FAILED\n\n');

const NPM_CI_NO_LOCK = `npm error code EUSAGE
npm error
npm error The \`npm ci\` command can only install with an existing package-lock.json or
npm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or
npm error later to generate a package-lock.json file, then try again.
npm error
npm error Clean install a project
npm error
npm error Usage:
npm error npm ci
npm error
npm error Options:
npm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]
npm error [--global-style] [--omit <dev|optional|peer> [--omit <dev|optional|peer> ...]]
npm error [--include <prod|dev|optional|peer> [--include <prod|dev|optional|peer> ...]]
npm error [--strict-peer-deps] [--foreground-scripts] [--ignore-scripts] [--no-audit]
npm error [--no-bin-links] [--no-fund] [--dry-run]
npm error [-w|--workspace <workspace-name> [-w|--workspace <workspace-name> ...]]
npm error [-ws|--workspaces] [--include-workspace-root] [--install-links]
npm error
npm error aliases: clean-install, ic, install-clean, isntall-clean
npm error
npm error Run "npm help ci" for more info
npm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-09-11T13_14_52_310Z-debug-0.log`;

const EBADENGINE = (npm, node, log) => `npm error code EBADENGINE
npm error engine Unsupported engine
npm error engine Not compatible with your version of node/npm: @paloma/portal@0.0.0
npm error notsup Not compatible with your version of node/npm: @paloma/portal@0.0.0
npm error notsup Required: {"node":">=20.11.0 <21"}
npm error notsup Actual:   {"npm":"${npm}","node":"${node}"}
npm error A complete log of this run can be found in: ${log}`;

const NPM_TIMEOUT = `npm error code ECONNRESET
npm error errno ECONNRESET
npm error network request to https://registry.npmjs.org/@next/swc-linux-x64-gnu/-/swc-linux-x64-gnu-14.2.15.tgz failed, reason: read ECONNRESET
npm error network This is a problem related to network connectivity.
npm error network In most cases you are behind a proxy or have bad network settings.
npm error network
npm error network If you are behind a proxy, please make sure that the
npm error network 'proxy' config is set properly.  See: 'npm help config'
npm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-09-17T15_11_07_882Z-debug-0.log`;

const TSC_ERROR = `
> @paloma/portal@0.0.0 typecheck
> tsc --noEmit

src/app/(account)/payouts/[id]/page.tsx:42:11 - error TS2322: Type 'string' is not assignable to type 'number'.

42     const amount: number = payout.amount;
             ~~~~~~

Found 1 error in src/app/(account)/payouts/[id]/page.tsx:42

npm error Lifecycle script \`typecheck\` failed with error:
npm error code 2
npm error path /home/dev/paloma/apps/portal
npm error workspace @paloma/portal@0.0.0
npm error location /home/dev/paloma/apps/portal
npm error command failed
npm error command sh -c tsc --noEmit`;

const NPM_AUDIT = `# npm audit report

cookie  <0.7.0
cookie accepts cookie name, path, and domain with out of bounds characters - https://github.com/advisories/GHSA-pxg6-pf52-xh8x
fix available via \`npm audit fix --force\`
Will install next-auth@4.24.10, which is outside the stated dependency range
node_modules/cookie
  next-auth  <=4.24.9
  Depends on vulnerable versions of cookie
  node_modules/next-auth

2 low severity vulnerabilities

To address all issues, run:
  npm audit fix --force`;

const PWSH_NOT_RECOGNIZED = (term) => `${term}: The term '${term}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const GREP_BSD_USAGE = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const VAULT_REFUSED_MAC = `Get "https://127.0.0.1:8200/v1/sys/internal/ui/mounts/kv/paloma/payments": dial tcp 127.0.0.1:8200: connect: connection refused`;
const VAULT_REFUSED_WIN = `Get "https://127.0.0.1:8200/v1/sys/internal/ui/mounts/kv/paloma/payouts": dial tcp 127.0.0.1:8200: connectex: No connection could be made because the target machine actively refused it.`;
const VAULT_403 = (path) => `Error making API request.

URL: GET https://vault.paloma.internal:8200/v1/sys/internal/ui/mounts/${path}
Code: 403. Errors:

* permission denied`;
const VAULT_PREFLIGHT = `Error making API request.

URL: GET https://vault.paloma.internal:8200/v1/sys/internal/ui/mounts/secret/paloma/ledger
Code: 403. Errors:

* preflight capability check returned 403, please ensure client's policies grant access to path "secret/paloma/ledger/"`;
const VAULT_NO_MOUNT = `Error reading secret/data/paloma/payouts-local: Error making API request.

URL: GET https://vault.paloma.internal:8200/v1/secret/data/paloma/payouts-local
Code: 403. Errors:

* 1 error occurred:
	* permission denied

`;
const VAULT_SEALED = `Key                Value
---                -----
Seal Type          shamir
Initialized        true
Sealed             true
Total Shares       5
Threshold          3
Unseal Progress    0/3
Unseal Nonce       n/a
Version            1.17.6
Build Date         2024-09-24T19:48:40Z
Storage Type       raft
HA Enabled         true`;

const MINIKUBE_NO_PROFILE = `🤷  Profile "minikube" not found. Run "minikube profile list" to view all profiles.
👉  To start a cluster, run: "minikube start"`;
const MINIKUBE_NO_CONTAINER = `
❌  Exiting due to GUEST_STATUS: Unable to get control-plane node minikube host status: state: unknown state "minikube": docker container inspect minikube --format={{.State.Status}}: exit status 1
stdout:


stderr:
Error response from daemon: No such container: minikube


╭───────────────────────────────────────────────────────────────────────────────────────────╮
│                                                                                           │
│    😿  If the above advice does not help, please let us know:                             │
│    👉  https://github.com/kubernetes/minikube/issues/new/choose                           │
│                                                                                           │
│    Please run \`minikube logs --file=logs.txt\` and attach logs.txt to the GitHub issue.    │
│                                                                                           │
╰───────────────────────────────────────────────────────────────────────────────────────────╯`;
const MINIKUBE_MEMORY = `😄  [paloma] minikube v1.34.0 on Darwin 14.6.1 (arm64)
✨  Using the docker driver based on existing profile

❌  Exiting due to MK_USAGE: Docker Desktop has only 7837MB memory but you specified 12288MB`;

const SKAFFOLD_PUSH = `Generating tags...
 - payments-service -> palomacr.azurecr.io/payments-service:4f1c2ab-dirty
Checking cache...
 - payments-service: Not found. Building
Starting build...
Building [payments-service]...
Target platforms: [linux/arm64]
#0 building with "colima" instance using docker driver
#12 exporting to image
#12 naming to palomacr.azurecr.io/payments-service:4f1c2ab-dirty done
#12 DONE 1.9s
The push refers to repository [palomacr.azurecr.io/payments-service]
build [payments-service] failed: pushing image: unauthorized: authentication required, visit https://aka.ms/acr/authorization for more information.`;
const SKAFFOLD_CONTEXT = `Generating tags...
 - payouts-service -> palomacr.azurecr.io/payouts-service:9a0d7e3
Checking cache...
 - payouts-service: Found Remotely
Tags used in deployment:
 - payouts-service -> palomacr.azurecr.io/payouts-service:9a0d7e3@sha256:5b0c1d8e7f3a2b6c9d4e1f0a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c
Starting deploy...
getting client config for kubeContext: "aks-paloma-dev": context "aks-paloma-dev" does not exist`;
const SKAFFOLD_BUILD = `Generating tags...
 - payments-service -> payments-service:4f1c2ab-dirty
Checking cache...
 - payments-service: Not found. Building
Starting build...
Found [paloma] context, using local docker daemon.
Building [payments-service]...
#7 [runtime 3/3] COPY build/libs/payments-service.jar /app/app.jar
#7 ERROR: failed to calculate checksum of ref 7ea0c1ad-5ef1-4c53-9f1c-05fa4b1d3c2e::r8qj0x4m2nqf1u6lw5oq2y7zb: "/build/libs/payments-service.jar": not found
------
 > [runtime 3/3] COPY build/libs/payments-service.jar /app/app.jar:
------
Dockerfile:9
--------------------
   7 |     WORKDIR /app
   8 |     USER 10001
   9 | >>> COPY build/libs/payments-service.jar /app/app.jar
  10 |     ENTRYPOINT ["java", "-jar", "/app/app.jar"]
  11 |
--------------------
ERROR: failed to solve: failed to compute cache key: failed to calculate checksum of ref 7ea0c1ad-5ef1-4c53-9f1c-05fa4b1d3c2e::r8qj0x4m2nqf1u6lw5oq2y7zb: "/build/libs/payments-service.jar": not found
build [payments-service] failed: exit status 1. Docker build ran into internal error. Please retry.
If this keeps happening, please open an issue..`;

const KUBECTL_FORBIDDEN = `Error from server (Forbidden): error when applying patch:
{"metadata":{"annotations":{"kubectl.kubernetes.io/last-applied-configuration":"{\\"apiVersion\\":\\"apps/v1\\",\\"kind\\":\\"Deployment\\",\\"metadata\\":{\\"annotations\\":{},\\"name\\":\\"payments-service\\",\\"namespace\\":\\"payments\\"}}\\n"}},"spec":{"template":{"spec":{"containers":[{"name":"payments-service","image":"palomacr.azurecr.io/payments-service:4f1c2ab"}]}}}}
to:
Resource: "apps/v1, Resource=deployments", GroupVersionKind: "apps/v1, Kind=Deployment"
Name: "payments-service", Namespace: "payments"
for: "k8s/payments/deployment.yaml": error when patching "k8s/payments/deployment.yaml": deployments.apps "payments-service" is forbidden: User "dev@paloma.mx" cannot patch resource "deployments" in API group "apps" in the namespace "payments"`;
const KUBECTL_REFUSED = `E0930 14:02:31.118804   92311 memcache.go:265] couldn't get current server API group list: Get "https://127.0.0.1:32771/api?timeout=32s": dial tcp 127.0.0.1:32771: connect: connection refused
E0930 14:02:31.119822   92311 memcache.go:265] couldn't get current server API group list: Get "https://127.0.0.1:32771/api?timeout=32s": dial tcp 127.0.0.1:32771: connect: connection refused
The connection to the server 127.0.0.1:32771 was refused - did you specify the right host or port?`;

const AZ_DEVOPS_EXT = `ERROR: The command requires the extension azure-devops. Unable to prompt for extension install confirmation as no tty available. Run 'az config set extension.use_dynamic_install=yes_without_prompt' to allow installing extensions without prompt.`;
const AZ_REFRESH_EXPIRED = `ERROR: AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2026-06-19T14:07:55.1923391Z and was inactive for 90.00:00:00. Trace ID: 3c6f0e41-9b1d-4f2a-8c77-0d5e2a914b00 Correlation ID: e1a9b7d2-44c1-4c0f-9d5e-6b2f8a1c3d47 Timestamp: 2026-09-22 14:31:18Z
Interactive authentication is needed. Please run:
az login --scope https://management.core.windows.net//.default`;

const GITLEAKS = `
    ○
    │╲
    │ ○
    ○ ░
    ░    gitleaks

Finding:     password: REDACTED
Secret:      REDACTED
RuleID:      generic-api-key
Entropy:     4.182006
File:        services/ledger/src/main/resources/application-local.yml
Line:        14
Fingerprint: services/ledger/src/main/resources/application-local.yml:generic-api-key:14

10:42AM INF 0 commits scanned.
10:42AM INF scanned ~2174 bytes (2.17 KB) in 41.2ms
10:42AM WRN leaks found: 1`;

export const SESSIONS = [
  // ---- week 1 ----
  {
    machine: 'linux', project: 'paloma', start: '2026-09-07T13:40:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle :services:payments:test', APT_GRADLE, 1, 'Run payments unit tests'],
      ['prompt', 'gradlew', 'use teh wrapper. ./gradlew'],
      ['ok', './gradlew :services:payments:test'],
      ['fail', 'pg-5433', "psql -h localhost -U paloma -d paloma_ledger -c '\\dt'", PSQL_5432, 2, 'List ledger tables'],
      ['prompt', 'pg-5433', "local postgres from infra/local/compose.yaml is on 5433, 5432 is whatever you have installed on the host"],
    ],
  },
  {
    machine: 'mac', project: 'paloma', start: '2026-09-07T19:05:00Z',
    steps: [
      ['fail', 'tc-colima', './gradlew :services:ledger:integrationTest', TC_NO_DOCKER('/Users/ana'), 1, 'Run ledger integration tests'],
      ['prompt', 'tc-colima', 'estamos en colima, no docker desktop. exporta DOCKER_HOST=unix://$HOME/.colima/default/docker.sock y TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock antes de los ITs'],
      ['ok', 'export DOCKER_HOST=unix://$HOME/.colima/default/docker.sock TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock && ./gradlew :services:ledger:integrationTest'],
      ['fail', 'x:it-real-failure', './gradlew :services:ledger:integrationTest --tests "*LedgerRepositoryIT"', IT_REAL_FAILURE, 1, 'Re-run the failing IT'],
      ['prompt', 'x:idempotency-constraint', 'that one is a real bug, the unique index on (merchant_id, idempotency_key) got dropped in the last migration. add it back in a new migration'],
    ],
  },
  {
    machine: 'codex', project: 'paloma', start: '2026-09-08T13:00:00Z',
    steps: [
      ['fail', 'x:sed-unterminated', "sed -i 's/version=1.4.0/version=1.4.1' gradle.properties", "sed: -e expression #1, char 30: unterminated `s' command", 1],
      ['fail', 'develop-branch', 'git checkout -b feat/PAL-2198-payout-limits origin/master', "fatal: 'origin/master' is not a commit and a branch 'feat/PAL-2198-payout-limits' cannot be created from it", 128],
      ['prompt', 'develop-branch', "we branch off develop. there's no master, and main only moves on releases"],
      ['ok', 'git fetch origin && git checkout -b feat/PAL-2198-payout-limits origin/develop'],
      ['fail', 'spotless', './gradlew build', SPOTLESS('payments', 'payout/PayoutService.java', '31s'), 1],
      ['agent', 'spotless', 'Ran ./gradlew build on unformatted code and spotlessJavaCheck failed; run ./gradlew spotlessApply before building or committing.'],
    ],
  },
  {
    machine: 'wincodex7', project: 'paloma', start: '2026-09-08T14:30:00Z',
    steps: [
      ['fail', 'pwsh-env', 'SPRING_PROFILES_ACTIVE=local ./gradlew :services:payments:bootRun', PWSH_NOT_RECOGNIZED('SPRING_PROFILES_ACTIVE=local'), 1],
      ['prompt', 'pwsh-env', "you're in powershell. $env:SPRING_PROFILES_ACTIVE = 'local' then run it"],
      ['fail', 'x:port-8080', "$env:SPRING_PROFILES_ACTIVE = 'local'; ./gradlew :services:payments:bootRun", PORT_IN_USE, 1],
    ],
  },
  {
    machine: 'mac2', project: 'paloma', start: '2026-09-09T13:15:00Z',
    steps: [
      ['fail', 'sed-mac', "sed -i 's/^version=.*/version=1.5.0/' gradle.properties", 'sed: 1: "gradle.properties": extra characters at the end of g command', 1, 'Bump version'],
      ['prompt', 'sed-mac', "mac sed nha, phải là sed -i '' 's/…/…/' file"],
      ['fail', 'rg', "grep -rnP 'BigDecimal\\.valueOf\\(\\s*double' services/ledger/src", GREP_BSD_USAGE, 2, 'Find BigDecimal.valueOf(double) calls'],
      ['prompt', 'rg', 'rg is instaled, use that'],
    ],
  },
  {
    machine: 'winbash', project: 'paloma', start: '2026-09-09T16:00:00Z',
    steps: [
      ['fail', 'crlf', './gradlew :services:ledger:test', '/usr/bin/bash: line 1: ./gradlew: /bin/sh^M: bad interpreter: No such file or directory', 126, 'Run ledger tests'],
      ['prompt', 'crlf', 'your checkout has CRLF line endings. git config core.autocrlf input and check out again'],
      ['fail', 'openapi-first', './gradlew :services:payouts:compileJava', MISSING_GENERATED('C:\\Users\\lea', 'payouts', '\\'), 1, 'Compile payouts'],
      ['prompt', 'openapi-first', "services don't depend on the generator task. ./gradlew :contracts:openApiGenerate first"],
      ['ok', './gradlew :contracts:openApiGenerate :services:payouts:compileJava'],
    ],
  },
  {
    machine: 'ci', project: 'paloma', start: '2026-09-09T22:20:00Z',
    steps: [
      ['fail', 'x:gradlew-exec-bit', './gradlew build --no-daemon', '/bin/bash: line 1: ./gradlew: Permission denied', 126],
      ['fail', 'generated-no-edit', 'npm run gen:api -w @paloma/api-client && git diff --exit-code packages/api-client/src/gen', GENERATED_DIFF, 1],
      ['agent', 'generated-no-edit', 'statementDescriptor was added by hand to packages/api-client/src/gen and regeneration removed it; generated files are never edited, change contracts/openapi/payouts.yaml and run npm run gen:api.'],
    ],
  },
  {
    machine: 'linux', project: 'paloma', start: '2026-09-10T14:05:00Z',
    steps: [
      ['fail', 'java21', './gradlew :services:payments:compileJava', TOOLCHAIN_MISSING('Linux 6.8.0-45-generic amd64', 'payments'), 1, 'Compile payments'],
      ['prompt', 'java21', "we're on 21. sdk install java 21.0.4-tem && sdk use java 21.0.4-tem"],
      ['ok', 'sdk use java 21.0.4-tem && ./gradlew :services:payments:compileJava'],
      ['fail', 'profile-local', './gradlew :services:ledger:bootRun', DATASOURCE('none', 31207, '2026-09-10T09:31', '/home/dev/.sdkman/candidates/java/21.0.4-tem/bin/java'), 1, 'Start ledger locally'],
      ['prompt', 'profile-local', "needs the local profile: --args='--spring.profiles.active=local'"],
    ],
  },
  {
    machine: 'mac', project: 'paloma', start: '2026-09-10T20:40:00Z',
    steps: [
      ['fail', 'vault-addr', 'vault kv get -mount=kv paloma/payments', VAULT_REFUSED_MAC, 2, 'Read payments secrets'],
      ['prompt', 'vault-addr', 'VAULT_ADDR is https://vault.paloma.internal:8200, put it in your .zshrc'],
      ['fail', 'vault-login', 'VAULT_ADDR=https://vault.paloma.internal:8200 vault kv get -mount=kv paloma/payments', VAULT_403('kv/paloma/payments'), 2],
      ['prompt', 'vault-login', 'your token expired. vault login -method=oidc role=dev, then rerun'],
      ['ok', 'export VAULT_ADDR=https://vault.paloma.internal:8200 && vault login -method=oidc role=dev'],
    ],
  },
  {
    machine: 'mac2', project: 'paloma', start: '2026-09-11T13:30:00Z',
    steps: [
      ['fail', 'minikube-profile', 'minikube status', MINIKUBE_NO_PROFILE, 85, 'Check the local cluster'],
      ['prompt', 'minikube-profile', 'our cluster is the paloma profile → minikube -p paloma status'],
      ['ok', 'minikube -p paloma status'],
      ['fail', 'skaffold-local', 'skaffold dev', SKAFFOLD_PUSH, 1, 'Start the dev loop'],
      ['prompt', 'skaffold-local', '-p local!!! the default profile builds for ACR and pushes'],
      ['prompt', 'x:events-endpoint', 'add GET /payouts/{id}/events to contracts/openapi/payouts.yaml, returns a list of PayoutEvent, then regenerate'],
      ['fail', 'x:spec-ref-missing', './gradlew :contracts:openApiGenerate', SPEC_INVALID, 1, 'Generate contracts'],
      ['prompt', 'generated-no-edit', 'đừng sửa tay trong packages/api-client/src/gen, lần gen sau là mất hết. sửa spec rồi gen lại'],
    ],
  },
  {
    machine: 'codex', project: 'paloma', start: '2026-09-11T18:00:00Z',
    steps: [
      ['fail', 'npm-root', 'cd apps/portal && npm ci', NPM_CI_NO_LOCK, 1],
      ['prompt', 'npm-root', "it's one npm workspace, the lockfile is at the root. npm ci from the repo root"],
      ['fail', 'x:portal-tsc', 'npm run typecheck -w @paloma/portal', TSC_ERROR, 2],
      ['prompt', 'x:amount-as-string', "fix that type error — amount comes back as a decimal string from the api on purpose, format it, don't parse it to number"],
    ],
  },
  // ---- week 2 ----
  {
    machine: 'wincodex', project: 'paloma', start: '2026-09-14T14:00:00Z',
    steps: [
      ['fail', 'pwsh-rm', 'rm -rf services/payments/build', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['agent', 'pwsh-rm', "In PowerShell rm is Remove-Item and has no -rf; use Remove-Item -Recurse -Force <path>."],
      ['ok', 'Remove-Item -Recurse -Force services/payments/build'],
      ['fail', 'rg', 'grep -rn "PayoutStatus" services', PWSH_NOT_RECOGNIZED('grep'), 1],
      ['prompt', 'rg', 'no grep on windows. rg'],
    ],
  },
  {
    machine: 'mac', project: 'paloma', start: '2026-09-14T19:20:00Z',
    steps: [
      ['fail', 'flyway-no-edit', './gradlew :services:ledger:flywayMigrate', FLYWAY_CHECKSUM, 1, 'Apply ledger migrations'],
      ['prompt', 'flyway-no-edit', 'no manches, ¿editaste V202609081412? esa ya corrió en todos lados. regrésala como estaba y haz una migración nueva'],
      ['fail', 'migration-script', './gradlew :services:ledger:flywayMigrate', FLYWAY_OUT_OF_ORDER, 1, 'Apply the new migration'],
      ['prompt', 'migration-script', 'V16 no. the version is a timestamp, scripts/new-migration.sh <name> makes the file for you'],
      ['ok', 'git mv services/ledger/src/main/resources/db/migration/V16__add_payout_limit_index.sql /tmp/ && ./scripts/new-migration.sh ledger add_payout_limit_index'],
    ],
  },
  {
    machine: 'linux', project: 'paloma', start: '2026-09-15T13:50:00Z',
    steps: [
      ['fail', 'az-subscription', 'az acr login -n palomacr', "ERROR: The resource with name 'palomacr' and type 'Microsoft.ContainerRegistry/registries' could not be found in subscription 'Visual Studio Enterprise Subscription (7f3c2a91-0b4e-4d8a-9c61-2e5f0d7a1b34)'.", 1, 'Log in to ACR'],
      ['prompt', 'az-subscription', "that's your personal sub. az account set -s paloma-dev"],
      ['fail', 'az-devops-ext', 'az pipelines runs list --pipeline-ids 42 --top 5 -o table', AZ_DEVOPS_EXT, 1, 'List recent CI runs'],
      ['agent', 'az-devops-ext', 'az pipelines failed because the azure-devops extension is missing; run az extension add --name azure-devops before az pipelines / az repos commands.'],
    ],
  },
  {
    machine: 'winps', project: 'paloma', start: '2026-09-16T14:00:00Z',
    steps: [
      ['fail', 'pwsh-env', 'export VAULT_ADDR=https://vault.paloma.internal:8200', PWSH_NOT_RECOGNIZED('export'), 1],
      ['prompt', 'pwsh-env', "é powershell: $env:VAULT_ADDR = 'https://vault.paloma.internal:8200'"],
      ['fail', 'vault-kv-mount', 'vault kv get secret/paloma/ledger', VAULT_PREFLIGHT, 2],
      ['prompt', 'vault-kv-mount', "our kv engine is mounted at kv/, not secret/. vault kv get -mount=kv paloma/ledger"],
      ['ok', 'vault kv get -mount=kv paloma/ledger'],
    ],
  },
  {
    machine: 'codex', project: 'paloma', start: '2026-09-16T20:30:00Z',
    steps: [
      ['fail', 'x:push-non-ff', 'git push origin feat/PAL-2198-payout-limits', "To https://dev.azure.com/paloma/Paloma/_git/paloma\n ! [rejected]          feat/PAL-2198-payout-limits -> feat/PAL-2198-payout-limits (fetch first)\nerror: failed to push some refs to 'https://dev.azure.com/paloma/Paloma/_git/paloma'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['prompt', 'x:pr-reviewers', 'now open the PR into develop, reviewers Thiago and Linh, link PAL-2198'],
      ['fail', 'az-repos', 'gh pr create --base develop --title "PAL-2198 payout limits" --fill', 'bash: line 1: gh: command not found', 127],
      ['prompt', 'az-repos', "we're on azure devops, no github. az repos pr create"],
      ['ok', 'az repos pr create --target-branch develop --title "PAL-2198 payout limits" --reviewers thiago.souza@paloma.mx linh.tran@paloma.mx --work-items 2198'],
    ],
  },
  {
    machine: 'linux', project: 'paloma', start: '2026-09-17T14:20:00Z',
    steps: [
      ['fail', 'integration-test', "./gradlew :services:ledger:test --tests '*LedgerRepositoryIT'", NO_TESTS('ledger', { task: 'test', pattern: '*LedgerRepositoryIT' }, '12s'), 1, 'Run the repository IT'],
      ['prompt', 'integration-test', 'ITs live in the integrationTest source set, :services:ledger:integrationTest'],
      ['fail', 'x:docker-rate-limit', "./gradlew :services:ledger:integrationTest --tests '*LedgerRepositoryIT'", TC_RATE_LIMIT, 1],
      ['ok', 'docker login -u paloma-ci --password-stdin < ~/.config/paloma/dockerhub-token'],
      ['fail', 'node20', 'npm ci', EBADENGINE('9.2.0', 'v18.19.1', '/home/dev/.npm/_logs/2026-09-17T15_02_40_102Z-debug-0.log'), 1, 'Install JS deps'],
      ['prompt', 'node20', 'nvm use frist, .nvmrc pins 20'],
      ['fail', 'x:npm-econnreset', 'nvm use && npm ci', NPM_TIMEOUT, 1],
    ],
  },
  {
    machine: 'mac', project: 'paloma', start: '2026-09-17T19:00:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle :services:payments:bootRun', '(eval):1: command not found: gradle', 127, 'Start payments'],
      ['prompt', 'gradlew', 'ya te dije, ./gradlew'],
      ['fail', 'profile-local', "./gradlew :services:ledger:bootRun --args='--spring.profiles.active=dev'", DATASOURCE('dev', 48102, '2026-09-17T14:27', '/Users/ana/.sdkman/candidates/java/21.0.4-tem/bin/java'), 1, 'Start ledger with dev profile'],
      ['prompt', 'profile-local', "there is no dev profile. it's local"],
    ],
  },
  {
    machine: 'wincodex7', project: 'paloma', start: '2026-09-18T15:00:00Z',
    steps: [
      ['fail', 'vault-addr', 'vault kv get -mount=kv paloma/payouts', VAULT_REFUSED_WIN, 2],
      ['agent', 'vault-addr', 'vault fell back to https://127.0.0.1:8200; set VAULT_ADDR to https://vault.paloma.internal:8200 before any vault command.'],
      ['fail', 'pwsh-rm', 'rm -r -f apps/portal/.next', "Remove-Item: Parameter cannot be processed because the parameter name 'f' is ambiguous. Possible matches include: -Filter -Force.", 1],
      ['prompt', 'pwsh-rm', 'rm there is the powershell alias → Remove-Item -Recurse -Force'],
    ],
  },
  {
    machine: 'ci', project: 'paloma', start: '2026-09-18T21:40:00Z',
    steps: [
      ['fail', 'migration-script', './scripts/check-migrations.sh', 'services/payouts/src/main/resources/db/migration/V17__add_payout_hold.sql: version must be a 12-digit timestamp (yyyyMMddHHmm)\nCreate migrations with scripts/new-migration.sh <service> <description>.\n1 invalid migration file name', 1],
      ['agent', 'migration-script', 'Created V17__add_payout_hold.sql by hand; migration versions are timestamps, create them with scripts/new-migration.sh <service> <description>.'],
      ['fail', 'version-catalog', './gradlew build --no-daemon', CATALOG_CHECK, 1],
      ['agent', 'version-catalog', 'Put commons-lang3 3.17.0 with a literal version in services/payments/build.gradle.kts; versions are declared only in gradle/libs.versions.toml and referenced through libs.*.'],
      ['fail', 'spotless', './gradlew spotlessCheck --no-daemon', SPOTLESS('ledger', 'entry/LedgerEntryService.java', '14s'), 1],
    ],
  },
  // ---- week 3 ----
  {
    machine: 'mac2', project: 'paloma', start: '2026-09-21T13:40:00Z',
    steps: [
      ['fail', 'tc-colima', 'DOCKER_HOST=unix://$HOME/.colima/default/docker.sock ./gradlew :services:payments:integrationTest', TC_RYUK_COLIMA, 1, 'Run payments ITs'],
      ['prompt', 'tc-colima', 'again?? ryuk mounts the socket, you still need TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock with colima'],
      ['ok', 'DOCKER_HOST=unix://$HOME/.colima/default/docker.sock TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock ./gradlew :services:payments:integrationTest'],
      ['fail', 'x:it-class-typo', "./gradlew :services:payments:integrationTest --tests '*PayoutServcieIT'", NO_TESTS('payments', { task: 'integrationTest', pattern: '*PayoutServcieIT' }, '19s'), 1],
    ],
  },
  {
    machine: 'winbash', project: 'paloma', start: '2026-09-22T14:30:00Z',
    steps: [
      ['fail', 'crlf', './scripts/new-migration.sh payouts add_fx_rate_snapshot', "/usr/bin/env: 'bash\\r': No such file or directory", 127, 'Create a migration'],
      ['prompt', 'crlf', 'CRLF again 😩 core.autocrlf=input on windows, always'],
      ['fail', 'x:workspace-name', 'npm run dev -w portal', 'npm error No workspaces found:\nnpm error   --workspace=portal\nnpm error A complete log of this run can be found in: C:\\Users\\lea\\AppData\\Local\\npm-cache\\_logs\\2026-09-22T14_52_03_411Z-debug-0.log', 1],
    ],
  },
  {
    machine: 'codex', project: 'paloma', start: '2026-09-22T19:10:00Z',
    steps: [
      ['fail', 'x:az-token-expired', 'az aks get-credentials -g rg-paloma-dev -n aks-paloma-dev', AZ_REFRESH_EXPIRED, 1],
      ['fail', 'az-subscription', 'az aks get-credentials -g rg-paloma-dev -n aks-paloma-dev', "ERROR: (ResourceGroupNotFound) Resource group 'rg-paloma-dev' could not be found.\nCode: ResourceGroupNotFound\nMessage: Resource group 'rg-paloma-dev' could not be found.", 3],
      ['prompt', 'az-subscription', 'default sub after login is the wrong one. --subscription paloma-dev'],
      ['ok', 'az aks get-credentials -g rg-paloma-dev -n aks-paloma-dev --subscription paloma-dev'],
    ],
  },
  {
    machine: 'mac', project: 'paloma', start: '2026-09-23T15:15:00Z',
    steps: [
      ['prompt', 'no-secrets-yaml', 'NUNCA pongas passwords en application-local.yml. eso vive en vault, spring.config.import ya lo jala'],
      ['fail', 'no-secrets-yaml', 'git commit -m "PAL-2207 ledger local datasource"', GITLEAKS, 1, 'Commit the datasource config'],
      ['agent', 'no-secrets-yaml', 'Put the ledger DB password in application-local.yml; secrets never go into application*.yml, they come from Vault through spring.config.import.'],
      ['prompt', 'x:vault-policy', 'add read on kv/data/paloma/payout-api to infra/vault/policies/payments.hcl'],
    ],
  },
  {
    machine: 'wincodex', project: 'paloma', start: '2026-09-23T20:00:00Z',
    steps: [
      ['fail', 'pwsh-env', 'env SKAFFOLD_DEFAULT_REPO=palomacr.azurecr.io skaffold build', PWSH_NOT_RECOGNIZED('env'), 1],
      ['agent', 'pwsh-env', "PowerShell has no env/VAR=value prefix; set variables with $env:NAME = 'value' first."],
      ['fail', 'skaffold-local', 'skaffold run', SKAFFOLD_CONTEXT, 1],
      ['agent', 'skaffold-local', 'skaffold run without a profile targets AKS; for minikube always pass -p local.'],
      ['ok', 'skaffold run -p local'],
    ],
  },
  {
    machine: 'linux', project: 'paloma', start: '2026-09-24T13:45:00Z',
    steps: [
      ['fail', 'java21', 'java -jar services/ledger/build/libs/ledger-service.jar', CLASS_VERSION, 1, 'Run the ledger jar'],
      ['prompt', 'java21', "that's the 17 on your PATH. sdk default java 21.0.4-tem"],
      ['fail', 'x:gradle-heap', './gradlew :services:ledger:build', GRADLE_OOM, 1],
      ['prompt', 'x:jvmargs', 'bump org.gradle.jvmargs to -Xmx4g in gradle.properties, the ledger tests got big'],
      ['fail', 'x:npm-audit', 'npm audit --omit=dev', NPM_AUDIT, 1, 'Check portal advisories'],
      ['prompt', 'no-audit-force', 'never npm audit fix --force. last time it pulled a new next major and the portal build died'],
      ['prompt', 'spotless', 'spotlessApply before you commit, every time. CI is red again because of formatting'],
    ],
  },
  {
    machine: 'mac2', project: 'paloma', start: '2026-09-24T18:30:00Z',
    steps: [
      ['fail', 'sed-mac', 'sed -i \'s/"version": "0.9.3"/"version": "0.9.4"/\' apps/portal/package.json', 'sed: 1: "apps/portal/package.json": command a expects \\ followed by text', 1, 'Bump portal version'],
      ['prompt', 'sed-mac', "that again? sed -i '' on mac"],
      ['fail', 'minikube-profile', 'minikube image load payments-service:dev', MINIKUBE_NO_CONTAINER, 80, 'Load the image into minikube'],
      ['agent', 'minikube-profile', "minikube without -p uses the default 'minikube' profile, which doesn't exist here; the cluster is minikube -p paloma."],
    ],
  },
  {
    machine: 'winps', project: 'paloma', start: '2026-09-25T14:20:00Z',
    steps: [
      ['fail', 'az-devops-ext', 'az repos pr list --status active -o table', AZ_DEVOPS_EXT, 1],
      ['prompt', 'az-devops-ext', 'missing the extension again: az extension add -n azure-devops'],
      ['fail', 'x:pipeline-name', 'az pipelines run --name paloma-ci-main --branch develop', "ERROR: There were no build definitions matching name 'paloma-ci-main' in project 'Paloma'.", 1],
      ['prompt', 'az-repos', 'aqui não tem GitHub, PR é sempre az repos pr create'],
    ],
  },
  // ---- week 4 ----
  {
    machine: 'ci', project: 'paloma', start: '2026-09-28T12:30:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle build --no-daemon', '/bin/bash: line 1: gradle: command not found', 127],
      ['agent', 'gradlew', 'Called gradle directly; the agent image has no Gradle installed, always use the ./gradlew wrapper.'],
      ['fail', 'x:fx-rounding', './gradlew :services:ledger:test --no-daemon', UNIT_REAL_FAILURE, 1],
      ['fail', 'x:migration-sql-syntax', './gradlew :services:payouts:flywayMigrate -Pflyway.url=jdbc:postgresql://postgres:5432/paloma_payouts --no-daemon', FLYWAY_SQL_ERROR, 1],
      ['fail', 'generated-no-edit', 'npm run gen:api -w @paloma/api-client && git diff --exit-code packages/api-client/src/gen', GENERATED_DIFF.replace(/statementDescriptor/g, 'payoutReference').replace("Free text shown on the customer's statement", 'Merchant-side reference'), 1],
      ['agent', 'generated-no-edit', 'packages/api-client/src/gen was edited by hand again (payoutReference); add the field to contracts/openapi/payouts.yaml and regenerate instead.'],
      ['fail', 'version-catalog', './gradlew build --no-daemon', CATALOG_CHECK.replace(/commons-lang3:3\.17\.0/, 'micrometer-tracing-bridge-otel:1.3.4').replace('org.apache.commons:', 'io.micrometer:').replace(':27:', ':31:'), 1],
    ],
  },
  {
    machine: 'mac', project: 'paloma', start: '2026-09-28T19:00:00Z',
    steps: [
      ['fail', 'pg-5433', './gradlew :services:ledger:flywayInfo -Pflyway.url=jdbc:postgresql://localhost:5432/paloma_ledger', FLYWAY_5432, 1, 'Show migration status'],
      ['prompt', 'pg-5433', 'compose postgres is on 5433. said this already'],
      ['fail', 'x:compose-down', './gradlew :services:ledger:flywayMigrate', FLYWAY_CONN_REFUSED, 1, 'Apply migrations'],
      ['ok', 'docker compose -f infra/local/compose.yaml up -d postgres'],
      ['fail', 'x:psql-password', 'psql -h localhost -p 5433 -U postgres -d paloma_ledger', 'psql: error: connection to server at "localhost" (::1), port 5433 failed: FATAL:  password authentication failed for user "postgres"', 2, 'Open a psql shell'],
      ['fail', 'flyway-no-edit', "./gradlew :services:ledger:bootRun --args='--spring.profiles.active=local'", FLYWAY_CHECKSUM_BOOT, 1, 'Start ledger'],
      ['prompt', 'flyway-no-edit', 'same as two weeks ago. applied migrations are immutable, revert V202609221030 and add a new one'],
      ['agent', 'flyway-no-edit', 'Edited V202609221030, an already-applied Flyway migration, causing a checksum mismatch; never modify applied migrations, add a new one instead.'],
    ],
  },
  {
    machine: 'mac2', project: 'paloma', start: '2026-09-30T13:20:00Z',
    steps: [
      ['fail', 'vault-login', 'vault kv get -mount=kv paloma/ledger', VAULT_403('kv/paloma/ledger'), 2, 'Read ledger secrets'],
      ['prompt', 'vault-login', 'token hết hạn rồi, chạy vault login -method=oidc role=dev trước'],
      ['fail', 'x:vault-sealed', 'VAULT_ADDR=https://vault-stg.paloma.internal:8200 vault status', VAULT_SEALED, 2, 'Check staging vault'],
      ['fail', 'vault-kv-mount', 'vault read secret/data/paloma/payouts-local', VAULT_NO_MOUNT, 2, 'Read payouts local secrets'],
      ['agent', 'vault-kv-mount', 'Read from secret/; the paloma KV engine is mounted at kv/, so use vault kv get -mount=kv paloma/<path>.'],
      ['fail', 'x:minikube-memory', 'minikube start -p paloma --memory 12288 --cpus 6', MINIKUBE_MEMORY, 25, 'Restart the cluster with more memory'],
    ],
  },
  {
    machine: 'codex', project: 'paloma', start: '2026-09-30T18:40:00Z',
    steps: [
      ['fail', 'no-kubectl-aks', 'kubectl --context aks-paloma-stg -n payments apply -f k8s/payments/deployment.yaml', KUBECTL_FORBIDDEN, 1],
      ['prompt', 'no-kubectl-aks', 'stg only gets deployed by the pipeline. no kubectl apply on any aks-* context, ever'],
      ['fail', 'x:minikube-stopped', 'kubectl --context paloma -n payments get pods', KUBECTL_REFUSED, 1],
      ['ok', 'minikube -p paloma start'],
      ['fail', 'x:catalog-alias-typo', './gradlew :services:payouts:build', CATALOG_TYPO, 1],
      ['prompt', 'no-audit-force', 'before you touch the portal deps: no npm audit fix --force, it ignores our semver ranges'],
      ['agent', 'no-audit-force', 'Was about to run npm audit fix --force; it jumps majors outside the declared ranges, so update the affected package explicitly instead.'],
    ],
  },
  {
    machine: 'winbash', project: 'paloma', start: '2026-10-01T14:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git rebase origin/dev', "fatal: invalid upstream 'origin/dev'", 128, 'Rebase onto the integration branch'],
      ['prompt', 'develop-branch', 'develop. spelled out'],
      ['fail', 'force-with-lease', 'git push --force origin HEAD:develop', "remote: \nremote: Pushes to this branch are not permitted; you must use a pull request to update this branch.\nremote: \nTo https://dev.azure.com/paloma/Paloma/_git/paloma\n ! [remote rejected]   HEAD -> develop (TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.)\nerror: failed to push some refs to 'https://dev.azure.com/paloma/Paloma/_git/paloma'", 1, 'Push the rebased branch'],
      ['prompt', 'force-with-lease', 'WHOA. nothing gets force pushed, least of all develop. your own branch + --force-with-lease, then a PR'],
      ['ok', 'git push --force-with-lease origin HEAD:feat/PAL-2231-fx-snapshot'],
    ],
  },
  {
    machine: 'mac', project: 'paloma', start: '2026-10-02T15:30:00Z',
    steps: [
      ['prompt', 'no-kubectl-aks', 'oye, y ni se te ocurra un kubectl edit en aks-paloma-prod para "probar rápido". todo va por el pipeline'],
      ['prompt', 'x:ingress-addon', 'enable the ingress addon on the paloma minikube profile'],
      ['ok', 'minikube -p paloma addons enable ingress'],
      ['fail', 'x:jar-not-built', 'skaffold dev -p local', SKAFFOLD_BUILD, 1, 'Start the dev loop'],
    ],
  },
  // ---- week 5 ----
  {
    machine: 'linux', project: 'paloma', start: '2026-10-05T13:30:00Z',
    steps: [
      ['fail', 'openapi-first', './gradlew :services:payouts:compileJava', MISSING_GENERATED('/home/dev', 'payouts'), 1, 'Compile payouts after pulling'],
      ['agent', 'openapi-first', 'Compiled payouts before generating the contract interfaces; run ./gradlew :contracts:openApiGenerate first.'],
      ['fail', 'integration-test', "./gradlew :services:payouts:test --tests 'com.paloma.payouts.PayoutRepositoryIT'", NO_TESTS('payouts', { task: 'test', pattern: 'com.paloma.payouts.PayoutRepositoryIT' }, '15s'), 1, 'Run the payout repository IT'],
      ['agent', 'integration-test', 'Testcontainers ITs are not in the test task; run them with :services:<service>:integrationTest.'],
    ],
  },
  {
    machine: 'wincodex7', project: 'paloma', start: '2026-10-06T14:00:00Z',
    steps: [
      ['fail', 'node20', 'npm ci', EBADENGINE('10.8.3', 'v22.9.0', 'C:\\Users\\sora\\AppData\\Local\\npm-cache\\_logs\\2026-10-06T14_03_12_655Z-debug-0.log'), 1],
      ['prompt', 'node20', 'portal is on node 20, not 22. nvm use 20.18.0 (nvm-windows ignores .nvmrc)'],
      ['ok', 'Set-Location apps/portal; npm install zod@3.23.8'],
      ['prompt', 'npm-root', 'you just created apps/portal/package-lock.json. installs go from the root: npm install zod -w @paloma/portal. delete that file'],
      ['fail', 'x:feed-401', './gradlew :services:payouts:compileJava', FEED_401, 1],
    ],
  },
  {
    machine: 'win', project: 'paloma', start: '2026-10-06T18:45:00Z',
    steps: [
      ['fail', 'java21', './gradlew :services:payments:build', PLUGIN_JAVA11, 1, 'Build payments'],
      ['prompt', 'java21', 'JAVA_HOME points at the old 11 from the bank project. needs 21'],
      ['ok', 'export JAVA_HOME="/c/Program Files/Eclipse Adoptium/jdk-21.0.4.7-hotspot" && ./gradlew :services:payments:build'],
      ['prompt', 'version-catalog', 'versions live in gradle/libs.versions.toml, add resilience4j there and use libs.resilience4j.spring.boot3'],
      ['prompt', 'x:spotless-bump', 'while you are in libs.versions.toml bump spotless to 6.25.0'],
    ],
  },
  {
    machine: 'mac', project: 'paloma', start: '2026-10-07T19:10:00Z',
    steps: [
      ['fail', 'rg', "grep -P '\\bTODO\\(PAL-\\d+\\)' -r services apps", GREP_BSD_USAGE, 2, 'List ticketed TODOs'],
      ['agent', 'rg', "macOS grep has no -P; use rg (installed on every machine here) instead of grep."],
      ['fail', 'x:rg-regex', "rg -n 'TODO\\(PAL-\\d+' services apps", 'rg: regex parse error:\n    (?:TODO\\(PAL-\\d+)\n    ^\nerror: unclosed group', 2],
      ['prompt', 'no-secrets-yaml', "heads up, Mariana's PR has a client-secret in application-local.yml. no secrets in the yml files, that's what vault is for"],
    ],
  },
  {
    machine: 'winbash', project: 'paloma', start: '2026-10-09T14:15:00Z',
    steps: [
      ['prompt', 'x:changelog-entry', 'add a CHANGELOG entry for the fx snapshot under Unreleased'],
      ['ok', 'git push -f origin feat/PAL-2231-fx-snapshot'],
      ['prompt', 'force-with-lease', "ugh, -f. mika pushed two commits to that branch this morning and they're gone now. --force-with-lease, always"],
      ['agent', 'force-with-lease', 'Used git push -f and overwrote a teammate\'s commits; force pushes are only ever --force-with-lease.'],
    ],
  },
];
