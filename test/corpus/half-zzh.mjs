// Half ZZH, written blind: "sable", a Spring Boot 3.3 service on Java 21 (Maven wrapper, modules
// sable-api / sable-core / sable-batch, Flyway on PostgreSQL 16, Testcontainers on Docker or Colima,
// SDKMAN and jenv, Spotless, OpenAPI generator, Kafka, Jib + Helm through GitLab CI). macOS (zsh),
// Ubuntu (bash), WSL, Windows (PowerShell 5.1, pwsh 7, Git Bash); English, French, Hebrew, Swedish.

// ---- shells -------------------------------------------------------------------------------------
const PS51_NOT_FOUND = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
const PS7_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS51_AMP = (line) => {
  const col = line.indexOf('&&') + 1;
  return `At line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
};
const IWR_PARAM = (param, line) => {
  const col = line.indexOf(`-${param}`) + 1;
  return `Invoke-WebRequest : A parameter cannot be found that matches parameter name '${param}'.\nAt line:1 char:${col}\n+ ${line.slice(0, 70)}${line.length > 70 ? ' ...' : ''}\n+ ${' '.repeat(col - 1)}${'~'.repeat(param.length + 1)}\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n`;
};

// ---- BSD tools on macOS ---------------------------------------------------------------------------
const GREP_BSD_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_BSD = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';

// ---- Maven ------------------------------------------------------------------------------------------
const MVN_HEAD = (module, packaging = 'jar') => `[INFO] Scanning for projects...\n[INFO] \n[INFO] ----------------------< se.sable:${module} >-----------------------\n[INFO] Building ${module} 0.14.0-SNAPSHOT\n[INFO]   from pom.xml\n[INFO] --------------------------------[ ${packaging} ]---------------------------------`;
const MVN_FAIL = '[INFO] ------------------------------------------------------------------------\n[INFO] BUILD FAILURE\n[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  3.412 s';
const MVN_HELP = '[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.\n[ERROR] \n[ERROR] For more information about the errors and possible solutions, please read the following articles:';
const NO_CORE = (module) => `${MVN_HEAD(module)}\n${MVN_FAIL}\n[ERROR] Failed to execute goal on project ${module}: Could not resolve dependencies for project se.sable:${module}:jar:0.14.0-SNAPSHOT\n[ERROR] dependency: se.sable:sable-core:jar:0.14.0-SNAPSHOT (compile)\n[ERROR] \tCould not find artifact se.sable:sable-core:jar:0.14.0-SNAPSHOT in gitlab-maven (https://gitlab.com/api/v4/groups/sable-team/-/packages/maven)\n${MVN_HELP}\n[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/DependencyResolutionException`;
const NO_CORE_CACHED = (module) => `${MVN_HEAD(module)}\n${MVN_FAIL}\n[ERROR] Failed to execute goal on project ${module}: Could not resolve dependencies for project se.sable:${module}:jar:0.14.0-SNAPSHOT\n[ERROR] dependency: se.sable:sable-core:jar:0.14.0-SNAPSHOT (compile)\n[ERROR] \tse.sable:sable-core:jar:0.14.0-SNAPSHOT was not found in https://gitlab.com/api/v4/groups/sable-team/-/packages/maven during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of gitlab-maven has elapsed or updates are forced\n${MVN_HELP}\n[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/DependencyResolutionException`;

const TC_NO_DOCKER = `[INFO] Running se.sable.core.order.OrderRepositoryIT
09:14:22.481 [main] ERROR org.testcontainers.dockerclient.DockerClientProviderStrategy -- Could not find a valid Docker environment. Please check configuration. Attempted configurations were:
\tUnixSocketClientProviderStrategy: failed with exception InvalidConfigurationException (Could not find unix domain socket). Root cause NoSuchFileException (/var/run/docker.sock)
\tDockerDesktopClientProviderStrategy: failed with exception NullPointerException (Cannot invoke "java.nio.file.Path.toString()" because the return value of "org.testcontainers.dockerclient.DockerDesktopClientProviderStrategy.getSocketPath()" is null)As no valid configuration was found, execution cannot continue.
See https://java.testcontainers.org/on_failure.html for more details.
[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 0.912 s <<< FAILURE! -- in se.sable.core.order.OrderRepositoryIT
[ERROR] se.sable.core.order.OrderRepositoryIT -- Time elapsed: 0.912 s <<< ERROR!
java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration
\tat org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:277)
${MVN_FAIL}
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-failsafe-plugin:3.2.5:verify (default) on project sable-core: There are test failures.`;

const JDK17_RELEASE = `${MVN_HEAD('sable-core')}\n[INFO] \n[INFO] --- compiler:3.13.0:compile (default-compile) @ sable-core ---\n[INFO] Recompiling the module because of changed source code.\n[INFO] Compiling 87 source files with javac [debug parameters release 21] to target/classes\n${MVN_FAIL}\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project sable-core: Fatal error compiling: error: release version 21 not supported -> [Help 1]`;
const JDK17_ENFORCER = `[INFO] --- enforcer:3.5.0:enforce (enforce-java) @ sable-parent ---\n[ERROR] Rule 0: org.apache.maven.enforcer.rules.version.RequireJavaVersion failed with message:\n[ERROR] Detected JDK /usr/lib/jvm/java-17-openjdk-amd64 is version 17.0.12 which is not in the allowed range [21,).\n${MVN_FAIL}\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.5.0:enforce (enforce-java) on project sable-parent: \n[ERROR] Rule 0: org.apache.maven.enforcer.rules.version.RequireJavaVersion failed with message:\n[ERROR] Detected JDK /usr/lib/jvm/java-17-openjdk-amd64 is version 17.0.12 which is not in the allowed range [21,).`;
const JDK17_TARGET = `${MVN_HEAD('sable-core')}\n[INFO] --- compiler:3.13.0:compile (default-compile) @ sable-core ---\n${MVN_FAIL}\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project sable-core: Fatal error compiling: error: invalid target release: 21 -> [Help 1]`;

const SPOTLESS = (module, file, hunk) => `${MVN_HEAD(module)}\n[INFO] --- spotless:2.43.0:check (default) @ ${module} ---\n${MVN_FAIL}\n[ERROR] Failed to execute goal com.diffplug.spotless:spotless-maven-plugin:2.43.0:check (default) on project ${module}: The following files had format violations:\n[ERROR]     ${file}\n${hunk}\n[ERROR] Run 'mvn spotless:apply' to fix these violations.`;

const FLYWAY_BOOT_CHECKSUM = `  .   ____          _            __ _ _\n /\\\\ / ___'_ __ _ _(_)_ __  __ _ \\ \\ \\ \\\n( ( )\\___ | '_ | '_| | '_ \\/ _\` | \\ \\ \\ \\\n \\\\/  ___)| |_)| | | | | || (_| |  ) ) ) )\n  '  |____| .__|_| |_|_| |_\\__, | / / / /\n =========|_|==============|___/=/_/_/_/\n\n :: Spring Boot ::                (v3.3.4)\n\n2026-09-09T10:02:11.904+02:00  INFO 48213 --- [sable-api] [           main] o.f.core.internal.command.DbValidate     : Validating 15 migrations\n2026-09-09T10:02:12.117+02:00  WARN 48213 --- [sable-api] [           main] ConfigServletWebServerApplicationContext : Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'flywayInitializer' defined in class path resource [org/springframework/boot/autoconfigure/flyway/FlywayAutoConfiguration$FlywayConfiguration.class]: Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version 12\n-> Applied to database : 1873452196\n-> Resolved locally    : -402119837\nEither revert the changes to the migration, or run repair to update the schema history.\nNeed more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE\n[ERROR] Failed to execute goal org.springframework.boot:spring-boot-maven-plugin:3.3.4:run (default-cli) on project sable-api: Process terminated with exit code: 1`;
const FLYWAY_PLUGIN_CHECKSUM = `${MVN_HEAD('sable-core')}\n[INFO] --- flyway:10.15.2:validate (default-cli) @ sable-core ---\n[INFO] Database: jdbc:postgresql://localhost:5433/sable (PostgreSQL 16.4)\n${MVN_FAIL}\n[ERROR] Failed to execute goal org.flywaydb:flyway-maven-plugin:10.15.2:validate (default-cli) on project sable-core: org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation\n[ERROR] Migration checksum mismatch for migration version 14\n[ERROR] -> Applied to database : -1190523348\n[ERROR] -> Resolved locally    : 771204566\n[ERROR] Either revert the changes to the migration, or run repair to update the schema history.`;
const FLYWAY_CLEAN = `${MVN_HEAD('sable-core')}\n[INFO] --- flyway:10.15.2:clean (default-cli) @ sable-core ---\n[INFO] Database: jdbc:postgresql://sable-staging-db.internal:5432/sable (PostgreSQL 16.4)\n${MVN_FAIL}\n[ERROR] Failed to execute goal org.flywaydb:flyway-maven-plugin:10.15.2:clean (default-cli) on project sable-core: org.flywaydb.core.api.FlywayException: Unable to execute clean as it has been disabled with the 'flyway.cleanDisabled' property.`;

const NO_TESTS_MATCHING = (module, pattern) => `${MVN_HEAD(module)}\n[INFO] --- surefire:3.2.5:test (default-test) @ ${module} ---\n[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider\n${MVN_FAIL}\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project ${module}: No tests matching pattern "${pattern}" were executed! (Set -Dsurefire.failIfNoSpecifiedTests=false to ignore this error.) -> [Help 1]`;

const NO_DATASOURCE = `2026-09-15T09:07:40.311+02:00  WARN 90211 --- [sable-api] [           main] ConfigServletWebServerApplicationContext : Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'flywayInitializer'\n2026-09-15T09:07:40.338+02:00 ERROR 90211 --- [sable-api] [           main] o.s.b.d.LoggingFailureAnalysisReporter   : \n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to configure a DataSource: 'url' attribute is not specified and no embedded datasource could be configured.\n\nReason: Failed to determine a suitable driver class\n\n\nAction:\n\nConsider the following:\n\tIf you want an embedded database (H2, HSQL or Derby), please put it on the classpath.\n\tIf you have database settings to be loaded from a particular profile you may need to activate it (no profiles are currently active).\n\n[ERROR] Failed to execute goal org.springframework.boot:spring-boot-maven-plugin:3.3.4:run (default-cli) on project sable-api: Process terminated with exit code: 1`;
const NO_PLACEHOLDER = `2026-10-01T10:12:03.556+02:00  INFO 3317 --- [sable-batch] [           main] se.sable.batch.SableBatchApplication     : No active profile set, falling back to 1 default profile: "default"\n2026-10-01T10:12:04.902+02:00  WARN 3317 --- [sable-batch] [           main] s.c.a.AnnotationConfigApplicationContext : Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'reconcileJobConfig': Injection of autowired dependencies failed\n2026-10-01T10:12:04.918+02:00 ERROR 3317 --- [sable-batch] [           main] o.s.boot.SpringApplication               : Application run failed\n\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'reconcileJobConfig': Injection of autowired dependencies failed\nCaused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'sable.kafka.bootstrap-servers' in value "\${sable.kafka.bootstrap-servers}"`;

const ZK_OPTION = (tool) => `Exception in thread "main" joptsimple.UnrecognizedOptionException: zookeeper is not a recognized option\n\tat joptsimple.OptionException.unrecognizedOption(OptionException.java:108)\n\tat joptsimple.OptionParser.handleLongOptionToken(OptionParser.java:510)\n\tat joptsimple.OptionParserState$2.handleArgument(OptionParserState.java:56)\n\tat joptsimple.OptionParser.parse(OptionParser.java:396)\n\tat org.apache.kafka.tools.${tool}$TopicCommandOptions.<init>(${tool}.java:760)`;

const PROTECTED_PUSH = `remote: GitLab: You are not allowed to push code to protected branches on this project.\nTo gitlab.com:sable-team/sable.git\n ! [remote rejected]   main -> main (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.com:sable-team/sable.git'`;
const PROTECTED_FORCE = `remote: GitLab: You are not allowed to force push code to a protected branch on this project.\nTo gitlab.com:sable-team/sable.git\n ! [remote rejected]   develop -> develop (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.com:sable-team/sable.git'`;

const HELM_FORBIDDEN = 'Error: UPGRADE FAILED: query: failed to query with labels: secrets is forbidden: User "oidc:dev@sable.se" cannot list resource "secrets" in API group "" in the namespace "sable-staging"';

// ---- one-offs -------------------------------------------------------------------------------------
const MVN_OFFLINE = `${MVN_HEAD('sable-api')}\nDownloading from central: https://repo.maven.apache.org/maven2/org/springdoc/springdoc-openapi-starter-webmvc-ui/2.6.0/springdoc-openapi-starter-webmvc-ui-2.6.0.pom\n${MVN_FAIL}\n[ERROR] Failed to execute goal on project sable-api: Could not resolve dependencies for project se.sable:sable-api:jar:0.14.0-SNAPSHOT: Failed to collect dependencies at org.springdoc:springdoc-openapi-starter-webmvc-ui:jar:2.6.0: Failed to read artifact descriptor for org.springdoc:springdoc-openapi-starter-webmvc-ui:jar:2.6.0: The following artifacts could not be resolved: org.springdoc:springdoc-openapi-starter-webmvc-ui:pom:2.6.0 (absent): Could not transfer artifact org.springdoc:springdoc-openapi-starter-webmvc-ui:pom:2.6.0 from/to central (https://repo.maven.apache.org/maven2): repo.maven.apache.org: Temporary failure in name resolution -> [Help 1]`;
const TEST_404 = `[INFO] Running se.sable.api.order.OrderControllerTest\n[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 2.318 s <<< FAILURE! -- in se.sable.api.order.OrderControllerTest\n[ERROR] se.sable.api.order.OrderControllerTest.cancelOrder_returns204 -- Time elapsed: 0.061 s <<< FAILURE!\njava.lang.AssertionError: Status expected:<204> but was:<404>\n\tat org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)\n\tat org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:637)\n[INFO] \n[INFO] Results:\n[INFO] \n[ERROR] Failures: \n[ERROR]   OrderControllerTest.cancelOrder_returns204:88 Status expected:<204> but was:<404>\n[INFO] \n[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0\n${MVN_FAIL}`;
const TEST_TZ = `[INFO] Running se.sable.batch.reconcile.ReconcileWindowTest\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.147 s <<< FAILURE! -- in se.sable.batch.reconcile.ReconcileWindowTest\n[ERROR] se.sable.batch.reconcile.ReconcileWindowTest.windowStartsAtMidnight -- Time elapsed: 0.012 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <2026-10-01T00:00Z> but was: <2026-09-30T22:00Z>\n\tat se.sable.batch.reconcile.ReconcileWindowTest.windowStartsAtMidnight(ReconcileWindowTest.java:41)\n${MVN_FAIL}`;
const CANNOT_FIND_SYMBOL = (file) => `${MVN_HEAD('sable-core')}\n[INFO] --- compiler:3.13.0:compile (default-compile) @ sable-core ---\n[ERROR] COMPILATION ERROR : \n[ERROR] ${file}:[57,17] cannot find symbol\n  symbol:   method withRetryPolicy(se.sable.core.retry.RetryPolicy)\n  location: variable publisher of type se.sable.core.events.OrderEventPublisher\n[INFO] 1 error\n${MVN_FAIL}\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project sable-core: Compilation failure`;
const FLYWAY_CONCURRENTLY = `[ERROR] se.sable.core.order.OrderRepositoryIT -- Time elapsed: 4.201 s <<< ERROR!\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'flywayInitializer' defined in class path resource [org/springframework/boot/autoconfigure/flyway/FlywayAutoConfiguration$FlywayConfiguration.class]: Migration V16__order_customer_idx.sql failed\n----------------------------------------------\nSQL State  : 25001\nError Code : 0\nMessage    : ERROR: CREATE INDEX CONCURRENTLY cannot run inside a transaction block\nLocation   : db/migration/V16__order_customer_idx.sql (/home/dev/sable/sable-core/target/classes/db/migration/V16__order_customer_idx.sql)\nLine       : 1\nStatement  : CREATE INDEX CONCURRENTLY idx_order_customer ON orders (customer_id)`;
const TC_RATELIMIT = `[INFO] Running se.sable.core.order.OrderRepositoryIT\n10:22:05.118 [main] INFO  tc.postgres:16-alpine -- Pulling docker image: postgres:16-alpine. Please be patient; this may take some time but only needs to be done once.\n10:22:06.420 [main] ERROR tc.postgres:16-alpine -- Failed to pull image: postgres:16-alpine. Please check output of \`docker pull postgres:16-alpine\`\ncom.github.dockerjava.api.exception.DockerClientException: Could not pull image: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit\n[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 1.733 s <<< FAILURE! -- in se.sable.core.order.OrderRepositoryIT`;
const TC_DISK = `[INFO] Running se.sable.core.order.OrderRepositoryIT\n09:41:17.009 [main] INFO  tc.confluentinc/cp-kafka:7.7.1 -- Pulling docker image: confluentinc/cp-kafka:7.7.1. Please be patient; this may take some time but only needs to be done once.\n09:42:03.772 [main] ERROR tc.confluentinc/cp-kafka:7.7.1 -- Failed to pull image: confluentinc/cp-kafka:7.7.1. Please check output of \`docker pull confluentinc/cp-kafka:7.7.1\`\ncom.github.dockerjava.api.exception.DockerClientException: Could not pull image: failed to register layer: write /usr/share/java/kafka/kafka_2.13-7.7.1-ccs.jar: no space left on device`;
const SUREFIRE_CRASH = `${MVN_FAIL}\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project sable-batch: \n[ERROR] \n[ERROR] Please refer to /home/dev/sable/sable-batch/target/surefire-reports for the individual test results.\n[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.\n[ERROR] The forked VM terminated without properly saying goodbye. VM crash or System.exit called?\n[ERROR] Command was /bin/sh -c cd '/home/dev/sable/sable-batch' && '/home/dev/.sdkman/candidates/java/21.0.5-tem/bin/java' '-Xmx256m' '-jar' '/home/dev/sable/sable-batch/target/surefire/surefirebooter-20260924091822011_3.jar'\n[ERROR] Error occurred in starting fork, check output in log\n[ERROR] Process Exit Code: 137`;
const JIB_401 = `${MVN_HEAD('sable-api')}\n[INFO] --- jib:3.4.3:build (default-cli) @ sable-api ---\n[INFO] Containerizing application to registry.gitlab.com/sable-team/sable/sable-api:0.14.0-SNAPSHOT...\n${MVN_FAIL}\n[ERROR] Failed to execute goal com.google.cloud.tools:jib-maven-plugin:3.4.3:build (default-cli) on project sable-api: Build image failed, perhaps you should make sure your credentials for 'registry.gitlab.com/sable-team/sable/sable-api' are set up correctly. See https://github.com/GoogleContainerTools/jib/blob/master/docs/faq.md#what-should-i-do-when-the-registry-responds-with-unauthorized for help: Unauthorized for registry.gitlab.com/sable-team/sable/sable-api: 401 Unauthorized\n[ERROR] {"errors":[{"code":"UNAUTHORIZED","message":"HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you're required to use a token instead of a password."}]}`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'sable', start: '2026-09-07T07:05:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -q -pl sable-core -am test', 'zsh: command not found: mvn', 127, 'Run sable-core unit tests'],
      ['prompt', 'mvnw', 'use the wrapper'],
      ['ok', './mvnw -q -pl sable-core -am test'],
      ['fail', 'colima', './mvnw -pl sable-core -am verify', TC_NO_DOCKER, 1, 'Run sable-core integration tests'],
      ['prompt', 'colima', "colima isn't up. `colima start` first, there's no docker desktop on our macs"],
      ['ok', 'colima start --cpu 4 --memory 8'],
    ],
  },
  {
    machine: 'linux', project: 'sable', start: '2026-09-07T11:20:00Z',
    steps: [
      ['fail', 'pl-am', './mvnw -pl sable-batch test', NO_CORE('sable-batch'), 1, 'Run the batch module tests'],
      ['prompt', 'pl-am', '-am. always -am when you -pl a single module, core is not in any repo as a snapshot'],
      ['ok', './mvnw -pl sable-batch -am test'],
      ['fail', 'x:sed-unterminated', "sed -i 's/retryAttempts: 3/retryAttempts: 5' sable-batch/src/main/resources/application.yml", "sed: -e expression #1, char 38: unterminated `s' command", 1],
      ['prompt', 'x:changelog', 'add an entry to CHANGELOG.md under Unreleased for the batch retry fix (SAB-398)'],
    ],
  },
  {
    machine: 'winps', project: 'sable', start: '2026-09-08T06:40:00Z',
    steps: [
      ['fail', 'ps-chain', '.\\mvnw.cmd spotless:apply && .\\mvnw.cmd -pl sable-api -am test', PS51_AMP('.\\mvnw.cmd spotless:apply && .\\mvnw.cmd -pl sable-api -am test')],
      ['agent', 'ps-chain', 'Windows PowerShell 5.1 has no `&&` between commands ("not a valid statement separator"); run them as separate calls or chain with `; if ($?) { ... }`'],
      ['fail', 'mvnw-cmd', 'sh ./mvnw -pl sable-api -am test', PS51_NOT_FOUND('sh', 'sh ./mvnw -pl sable-api -am test')],
      ['prompt', 'mvnw-cmd', "on this box it's .\\mvnw.cmd, there is no sh here"],
      ['ok', '.\\mvnw.cmd -pl sable-api -am test'],
      ['fail', 'x:ps-execpolicy', '.\\scripts\\dev-db.ps1 reset', "C:\\Users\\joao\\sable\\scripts\\dev-db.ps1 : File C:\\Users\\joao\\sable\\scripts\\dev-db.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\dev-db.ps1 reset\n+ ~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n"],
    ],
  },
  {
    machine: 'mac2', project: 'sable', start: '2026-09-08T08:15:00Z',
    steps: [
      ['fail', 'jdk21', './mvnw -pl sable-core -am compile', JDK17_RELEASE, 1, 'Compile sable-core'],
      ['prompt', 'jdk21', 'jenv local 21 — my shell defaults to 17'],
      ['ok', 'jenv local 21 && ./mvnw -pl sable-core -am compile'],
      ['fail', 'sed-i-mac', "sed -i 's/0.14.0-SNAPSHOT/0.14.0/' pom.xml", 'sed: 1: "pom.xml": extra characters at the end of p command', 1, 'Bump the version in the parent pom'],
      ['prompt', 'sed-i-mac', "bsd sed. needs -i '' on the mac"],
      ['ok', "sed -i '' 's/0.14.0-SNAPSHOT/0.14.0/' pom.xml"],
    ],
  },
  {
    machine: 'codex', project: 'sable', start: '2026-09-08T13:00:00Z',
    steps: [
      ['fail', 'spotless', './mvnw -pl sable-api -am verify', SPOTLESS('sable-api', 'src/main/java/se/sable/api/order/OrderController.java', '[ERROR]         @@ -41,7 +41,8 @@\n[ERROR]          @GetMapping("/{id}")\n[ERROR]         -    public ResponseEntity<OrderDto> get(@PathVariable UUID id){\n[ERROR]         +    public ResponseEntity<OrderDto> get(@PathVariable UUID id) {\n[ERROR]         ...')],
      ['prompt', 'spotless', 'spotless:apply before you commit, CI runs the same check'],
      ['ok', './mvnw spotless:apply'],
      ['fail', 'x:date-invalid', "date -d '2026-02-30' +%s", 'date: invalid date ‘2026-02-30’', 1],
      ['prompt', 'x:iso-dates', 'the reconciliation export should write dates as ISO 8601 with the offset, not epoch millis'],
    ],
  },
  {
    machine: 'ci', project: 'sable', start: '2026-09-09T05:30:00Z',
    steps: [
      ['fail', 'alpine-sh', 'bash scripts/check-migrations.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'alpine-sh', 'The GitLab CI job image is Alpine with only ash: there is no bash, so CI scripts run with /bin/sh and must be POSIX sh'],
      ['ok', 'sh scripts/check-migrations.sh'],
      ['fail', 'x:maven-offline', './mvnw -B -pl sable-api -am package', MVN_OFFLINE, 1],
    ],
  },
  {
    machine: 'mac', project: 'sable', start: '2026-09-09T07:50:00Z',
    steps: [
      ['fail', 'flyway-edit', './mvnw -pl sable-api -am spring-boot:run -Dspring-boot.run.profiles=local', FLYWAY_BOOT_CHECKSUM, 1, 'Start the API locally'],
      ['prompt', 'flyway-edit', 'wait, you edited V12__order_status.sql?? that one is applied on staging and prod. revert it and put the change in a new V16'],
      ['ok', 'git checkout -- sable-core/src/main/resources/db/migration/V12__order_status.sql'],
      ['prompt', 'x:openapi-field', 'add nextCursor to the ListOrdersResponse schema in openapi/sable.yaml, string, nullable'],
    ],
  },
  {
    machine: 'linux', project: 'sable', start: '2026-09-09T12:10:00Z',
    steps: [
      ['fail', 'jib', 'docker build -t sable-api:dev .', '[+] Building 0.0s (1/1) FINISHED                                 docker:default\n => [internal] load build definition from Dockerfile                0.0s\n => => transferring dockerfile: 2B                                  0.0s\nERROR: failed to solve: failed to read dockerfile: open Dockerfile: no such file or directory', 1, 'Build the API image'],
      ['prompt', 'jib', 'there is no Dockerfile, images come out of jib: ./mvnw -pl sable-api -am jib:dockerBuild'],
      ['ok', './mvnw -pl sable-api -am jib:dockerBuild'],
      ['prompt', 'openapi-regen', "and leave target/generated-sources alone, that's regenerated from openapi/sable.yaml on every build"],
      ['fail', 'x:test-404', './mvnw -pl sable-api -am test -Dtest=OrderControllerTest -Dsurefire.failIfNoSpecifiedTests=false', TEST_404, 1],
    ],
  },
  {
    machine: 'winbash', project: 'sable', start: '2026-09-10T07:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d postgres kafka', 'bash: docker-compose: command not found', 127, 'Start local Postgres and Kafka'],
      ['prompt', 'compose-v2', 'docker compose, with a space. v1 is long gone'],
      ['ok', 'docker compose up -d postgres kafka'],
      ['fail', 'pg-5433', 'psql -h localhost -U sable -d sable -c "select version, success from flyway_schema_history order by installed_rank desc limit 3"', 'psql: error: connection to server at "localhost" (::1), port 5432 failed: Connection refused (0x0000274D/10061)\n\tIs the server running on that host and accepting TCP/IP connections?\nconnection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused (0x0000274D/10061)\n\tIs the server running on that host and accepting TCP/IP connections?', 2],
      ['prompt', 'pg-5433', "le postgres du compose écoute sur 5433, pas 5432 — rajoute -p 5433"],
      ['ok', 'psql -h localhost -p 5433 -U sable -d sable -c "select version, success from flyway_schema_history order by installed_rank desc limit 3"'],
    ],
  },
  {
    machine: 'mac', project: 'sable', start: '2026-09-10T09:30:00Z',
    steps: [
      ['fail', 'grep-P-mac', "grep -rP 'V\\d+__' sable-core/src/main/resources/db/migration", `grep: invalid option -- P\n${GREP_BSD_USAGE}`, 2, 'List migration versions'],
      ['prompt', 'grep-P-mac', 'no -P on mac grep. -E, or just rg'],
      ['ok', "rg -n 'V\\d+__' sable-core/src/main/resources/db/migration"],
      ['fail', 'date-d-mac', "date -d '2026-09-01' +%s", DATE_BSD, 1],
      ['agent', 'date-d-mac', "BSD date on macOS has no -d: use `date -j -f '%Y-%m-%d' 2026-09-01 +%s` (or gdate from coreutils)"],
      ['fail', 'sed-i-mac', "sed -i 's/^0.14.0$/0.15.0-SNAPSHOT/' VERSION", 'sed: 1: "VERSION": invalid command code V', 1],
      ['ok', "sed -i '' 's/^0.14.0$/0.15.0-SNAPSHOT/' VERSION"],
    ],
  },
  {
    machine: 'codex', project: 'sable', start: '2026-09-11T06:20:00Z',
    steps: [
      ['fail', 'branch-develop', 'git push origin main', PROTECTED_PUSH, 1],
      ['prompt', 'branch-develop', 'we work off develop. main only gets release merges'],
      ['ok', 'git switch -c feature/SAB-412-batch-retry origin/develop'],
      ['fail', 'x:push-nonff', 'git push origin feature/SAB-412-batch-retry', "To gitlab.com:sable-team/sable.git\n ! [rejected]          feature/SAB-412-batch-retry -> feature/SAB-412-batch-retry (fetch first)\nerror: failed to push some refs to 'gitlab.com:sable-team/sable.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feature/SAB-412-batch-retry'],
    ],
  },
  {
    machine: 'linux', project: 'sable', start: '2026-09-11T14:00:00Z',
    steps: [
      ['fail', 'kafka-bootstrap', 'kafka-topics.sh --zookeeper localhost:2181 --list', ZK_OPTION('TopicCommand'), 1, 'List Kafka topics'],
      ['prompt', 'kafka-bootstrap', "there's no zookeeper, it's KRaft. --bootstrap-server localhost:9092"],
      ['ok', 'kafka-topics.sh --bootstrap-server localhost:9092 --list'],
      ['fail', 'x:kafka-topic-exists', 'kafka-topics.sh --bootstrap-server localhost:9092 --create --topic sable.orders.v1 --partitions 6 --replication-factor 1', "Error while executing topic command : Topic 'sable.orders.v1' already exists.\n[2026-09-11 16:19:12,345] ERROR org.apache.kafka.common.errors.TopicExistsException: Topic 'sable.orders.v1' already exists.\n (org.apache.kafka.tools.TopicCommand)", 1],
      ['prompt', 'x:kafka-lag-question', 'why is the sable-batch consumer group lagging on sable.orders.v1 since this morning? look at the offsets'],
    ],
  },
  {
    machine: 'wsl', project: 'sable', start: '2026-09-12T07:10:00Z',
    steps: [
      ['fail', 'crlf', './mvnw -pl sable-core -am test', '/bin/bash: line 1: ./mvnw: /bin/sh^M: bad interpreter: No such file or directory', 126, 'Run core tests'],
      ['prompt', 'crlf', 'thats the CRLF checkout from windows git in /mnt/c. clone it inside wsl (~/src) with core.autocrlf=input'],
      ['ok', 'git -c core.autocrlf=input clone git@gitlab.com:sable-team/sable.git ~/src/sable'],
      ['fail', 'jdk21', './mvnw -pl sable-api -am verify', JDK17_ENFORCER, 1],
      ['prompt', 'jdk21', 'תריץ sdk env קודם, יש .sdkmanrc בשורש של הריפו — ג׳אווה 21'],
      ['ok', 'sdk env && ./mvnw -pl sable-api -am verify'],
    ],
  },
  {
    machine: 'mac2', project: 'sable', start: '2026-09-14T08:00:00Z',
    steps: [
      ['fail', 'colima', 'docker ps', 'Cannot connect to the Docker daemon at unix:///Users/kai/.colima/default/docker.sock. Is the docker daemon running?', 1],
      ['prompt', 'colima', 'colima har stannat igen efter omstarten, kör colima start'],
      ['ok', 'colima start'],
      ['fail', 'x:docker-ratelimit', './mvnw -pl sable-core -am verify', TC_RATELIMIT, 1],
      ['ok', 'docker login'],
    ],
  },
  {
    machine: 'winps', project: 'sable', start: '2026-09-14T11:30:00Z',
    steps: [
      ['fail', 'ps-env', 'SPRING_PROFILES_ACTIVE=local .\\mvnw.cmd -pl sable-api spring-boot:run', PS51_NOT_FOUND('SPRING_PROFILES_ACTIVE=local', 'SPRING_PROFILES_ACTIVE=local .\\mvnw.cmd -pl sable-api spring-boot:run')],
      ['prompt', 'ps-env', "powershell: $env:SPRING_PROFILES_ACTIVE = 'local' on its own line first"],
      ['ok', "$env:SPRING_PROFILES_ACTIVE = 'local'; .\\mvnw.cmd -pl sable-api spring-boot:run"],
      ['fail', 'ps-curl', "curl -X POST http://localhost:8080/api/orders -H 'Content-Type: application/json' -d '@order.json'", IWR_PARAM('X', "curl -X POST http://localhost:8080/api/orders -H 'Content-Type: application/json' -d '@order.json'")],
      ['prompt', 'ps-curl', 'curl.exe — plain curl is the Invoke-WebRequest alias in 5.1'],
      ['ok', "curl.exe -s -X POST http://localhost:8080/api/orders -H 'Content-Type: application/json' -d '@order.json'"],
    ],
  },
  {
    machine: 'linux', project: 'sable', start: '2026-09-15T07:00:00Z',
    steps: [
      ['fail', 'profile-local', './mvnw -pl sable-api -am spring-boot:run', NO_DATASOURCE, 1, 'Start the API'],
      ['prompt', 'profile-local', 'local profile. -Dspring-boot.run.profiles=local'],
      ['ok', './mvnw -pl sable-api -am spring-boot:run -Dspring-boot.run.profiles=local'],
      ['fail', 'x:compose-port-taken', 'docker compose up -d postgres', ' Container sable-postgres-1  Starting\nError response from daemon: driver failed programming external connectivity on endpoint sable-postgres-1 (3f9c2a1d7e0b): Bind for 0.0.0.0:5433 failed: port is already allocated', 1],
    ],
  },
  {
    machine: 'mac', project: 'sable', start: '2026-09-15T12:00:00Z',
    steps: [
      ['fail', 'flyway-clean', './mvnw -pl sable-core flyway:clean -Dflyway.url=jdbc:postgresql://sable-staging-db.internal:5432/sable -Dflyway.user=sable_app', FLYWAY_CLEAN, 1, 'Reset the staging schema'],
      ['prompt', 'flyway-clean', 'WHAT. flyway:clean on STAGING?! never. clean is for your local compose db and nothing else'],
      ['agent', 'flyway-clean', 'Never run flyway clean against staging or prod (cleanDisabled is set there on purpose); only the local compose database may be cleaned'],
      ['prompt', 'x:sv-index-migration', 'kan du lägga till ett index på orders(customer_id, created_at)? ny migrering, V17'],
    ],
  },
  {
    machine: 'codex', project: 'sable', start: '2026-09-16T06:30:00Z',
    steps: [
      ['fail', 'failsafe-it', './mvnw -pl sable-core -am test -Dtest=OrderRepositoryIT', NO_TESTS_MATCHING('sable-parent', 'OrderRepositoryIT'), 1],
      ['prompt', 'failsafe-it', 'ITs are failsafe, not surefire. verify -Dit.test=OrderRepositoryIT'],
      ['ok', './mvnw -pl sable-core -am verify -Dit.test=OrderRepositoryIT -Dsurefire.failIfNoSpecifiedTests=false'],
      ['fail', 'x:flyway-concurrently', './mvnw -pl sable-core -am verify -Dit.test=OrderRepositoryIT -Dsurefire.failIfNoSpecifiedTests=false', FLYWAY_CONCURRENTLY, 1],
    ],
  },
  {
    machine: 'ci', project: 'sable', start: '2026-09-16T09:00:00Z',
    steps: [
      ['fail', 'alpine-sh', './scripts/check-migrations.sh', '/bin/sh: ./scripts/check-migrations.sh: not found', 127],
      ['fail', 'alpine-sh', 'sh scripts/check-migrations.sh', 'scripts/check-migrations.sh: line 7: [[: not found\nscripts/check-migrations.sh: line 12: syntax error: unexpected "("', 2],
      ['agent', 'alpine-sh', 'check-migrations.sh had a #!/bin/bash shebang and [[ ]] / arrays; the Alpine runner only has ash, so rewrote it as POSIX sh with [ ]'],
      ['ok', 'sh scripts/check-migrations.sh'],
    ],
  },
  {
    machine: 'winbash', project: 'sable', start: '2026-09-17T07:30:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -pl sable-api -am test', 'bash: mvn: command not found', 127, 'Run API tests'],
      ['prompt', 'mvnw', "encore mvn... c'est ./mvnw, y a pas de maven installé chez nous"],
      ['ok', './mvnw -pl sable-api -am test'],
      ['fail', 'glab', 'gh pr create --base develop --fill', 'bash: gh: command not found', 127],
      ['prompt', 'glab', "we're on gitlab. glab mr create --target-branch develop"],
      ['ok', 'glab mr create --target-branch develop --fill'],
    ],
  },
  {
    machine: 'mac', project: 'sable', start: '2026-09-17T13:00:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/replicaCount: 2/replicaCount: 3/' helm/sable/values-staging.yaml", 'sed: 1: "helm/sable/values-stag ...": extra characters at the end of h command', 1],
      ['prompt', 'sed-i-mac', "again?? -i '' on bsd sed"],
      ['ok', "sed -i '' 's/replicaCount: 2/replicaCount: 3/' helm/sable/values-staging.yaml"],
      ['prompt', 'deploy-ci', "and don't helm upgrade it yourself, commit the bump and the pipeline rolls it out"],
    ],
  },
  {
    machine: 'linux', project: 'sable', start: '2026-09-18T08:00:00Z',
    steps: [
      ['fail', 'kube-namespace', 'kubectl rollout status deployment/sable-api', 'Error from server (NotFound): deployments.apps "sable-api" not found', 1, 'Check the staging rollout'],
      ['prompt', 'kube-namespace', "it's in sable-staging, not default. -n sable-staging"],
      ['ok', 'kubectl -n sable-staging rollout status deployment/sable-api'],
      ['fail', 'x:kubectl-unauthorized', 'kubectl -n sable-staging logs deploy/sable-api --tail=200', 'error: You must be logged in to the server (Unauthorized)', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'sable', start: '2026-09-18T11:00:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -B -pl sable-core -am test', PS7_NOT_FOUND('mvn')],
      ['agent', 'mvnw', 'There is no system Maven on the dev machines; always go through the wrapper (.\\mvnw.cmd on Windows, ./mvnw elsewhere)'],
      ['ok', '.\\mvnw.cmd -B -pl sable-core -am test'],
      ['fail', 'ps-env', 'export JAVA_HOME="C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.5.11-hotspot"', PS7_NOT_FOUND('export')],
      ['prompt', 'ps-env', "thats bash syntax. pwsh wants $env:JAVA_HOME = '...'"],
    ],
  },
  {
    machine: 'mac2', project: 'sable', start: '2026-09-21T07:15:00Z',
    steps: [
      ['fail', 'jdk21', './mvnw -pl sable-batch -am test', JDK17_TARGET, 1],
      ['prompt', 'jdk21', 'jenv again. this worktree has no .java-version, jenv local 21'],
      ['ok', 'jenv local 21'],
      ['fail', 'x:reactor-typo', './mvnw -pl sable-bach -am test', `[INFO] Scanning for projects...\n[ERROR] [ERROR] Could not find the selected project in the reactor: sable-bach @ \n[ERROR] Could not find the selected project in the reactor: sable-bach -> [Help 1]\n${MVN_HELP}\n[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MavenExecutionException`, 1],
      ['ok', './mvnw -pl sable-batch -am test'],
    ],
  },
  {
    machine: 'codex', project: 'sable', start: '2026-09-21T12:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f origin develop', PROTECTED_FORCE, 1],
      ['prompt', 'force-push', 'ALDRIG push -f på develop. Rebasa din egen branch och kör --force-with-lease där'],
      ['agent', 'force-push', 'Force-pushing develop is forbidden (protected in GitLab); only force-push my own feature branch, and with --force-with-lease'],
      ['prompt', 'x:rebase-question', 'should I rebase my branch on develop or merge develop into it? what does the team usually do here?'],
    ],
  },
  {
    machine: 'linux', project: 'sable', start: '2026-09-22T07:00:00Z',
    steps: [
      ['fail', 'x:mvnw-perm', './mvnw -pl sable-core -am test', '/bin/bash: line 1: ./mvnw: Permission denied', 126],
      ['ok', 'chmod +x mvnw && ./mvnw -pl sable-core -am test'],
      ['prompt', 'skip-tests', "no -DskipTests to get it green. fix the test, or tell me it's broken and why"],
      ['agent', 'skip-tests', 'Do not skip tests (-DskipTests / -Dmaven.test.skip) to make a build pass; fix the failing test or report it'],
    ],
  },
  {
    machine: 'winps', project: 'sable', start: '2026-09-22T13:00:00Z',
    steps: [
      ['fail', 'ps-chain', 'git fetch origin && git rebase origin/develop', PS51_AMP('git fetch origin && git rebase origin/develop')],
      ['prompt', 'ps-chain', '5.1 doesnt do &&. one command per call'],
      ['fail', 'mvnw-cmd', 'cmd /c "./mvnw -pl sable-core -am test"', "'.' is not recognized as an internal or external command,\r\noperable program or batch file."],
      ['agent', 'mvnw-cmd', 'In Windows shells the wrapper is mvnw.cmd (.\\mvnw.cmd); ./mvnw is the POSIX script and only runs from Git Bash or WSL'],
      ['fail', 'ps-curl', 'curl -fsS http://localhost:8080/actuator/health', IWR_PARAM('fsS', 'curl -fsS http://localhost:8080/actuator/health')],
      ['agent', 'ps-curl', "In Windows PowerShell 5.1 `curl` is an alias of Invoke-WebRequest and rejects curl flags; call curl.exe"],
    ],
  },
  {
    machine: 'mac', project: 'sable', start: '2026-09-23T08:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f compose.yaml up -d', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'that again? it is the compose plugin: docker compose'],
      ['ok', 'docker compose -f compose.yaml up -d'],
      ['fail', 'pg-5433', 'psql -h localhost -U sable sable -c "select count(*) from orders"', 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  role "sable" does not exist', 2],
      ['prompt', 'pg-5433', "that's your brew postgres on 5432. ours is -p 5433"],
      ['fail', 'x:pg-password', 'psql -h localhost -p 5433 -U sable sable -c "select count(*) from orders"', 'psql: error: connection to server at "localhost" (::1), port 5433 failed: FATAL:  password authentication failed for user "sable"', 2],
    ],
  },
  {
    machine: 'linux', project: 'sable', start: '2026-09-24T07:00:00Z',
    steps: [
      ['ok', 'rm -rf ~/.m2/repository && ./mvnw -pl sable-api -am test'],
      ['prompt', 'm2-nuke', "did you just wipe ~/.m2?? don't. that's 6 GB to pull again over the vpn. -U forces the snapshot update"],
      ['agent', 'm2-nuke', 'Never delete ~/.m2/repository to fix resolution; rerun the wrapper with -U to force updates'],
      ['fail', 'x:surefire-crash', './mvnw -pl sable-batch -am test', SUREFIRE_CRASH, 1],
    ],
  },
  {
    machine: 'wsl', project: 'sable', start: '2026-09-24T11:00:00Z',
    steps: [
      ['fail', 'crlf', './scripts/dev-db.sh reset', "./scripts/dev-db.sh: line 2: $'\\r': command not found\n./scripts/dev-db.sh: line 3: set: pipefail\r: invalid option name", 2],
      ['agent', 'crlf', 'Shell scripts from the /mnt/c checkout have CRLF endings and break in WSL bash; work from the clone inside WSL with core.autocrlf=input'],
      ['fail', 'jib', 'DOCKER_BUILDKIT=0 docker build -t sable-batch:dev .', 'unable to prepare context: unable to evaluate symlinks in Dockerfile path: lstat /home/yuki/src/sable/Dockerfile: no such file or directory', 1],
      ['prompt', 'jib', 'אין Dockerfile בפרויקט, הכל דרך jib: ./mvnw -pl sable-batch -am jib:dockerBuild'],
      ['ok', './mvnw -pl sable-batch -am jib:dockerBuild'],
    ],
  },
  {
    machine: 'mac', project: 'sable', start: '2026-09-25T07:30:00Z',
    steps: [
      ['fail', 'grep-P-mac', "git log --oneline origin/develop..HEAD | grep -oP 'SAB-\\d+'", `grep: invalid option -- P\n${GREP_BSD_USAGE}`, 2],
      ['prompt', 'grep-P-mac', "grep -P on a mac. every time. grep -oE 'SAB-[0-9]+'"],
      ['fail', 'date-d-mac', 'date -d yesterday +%F', DATE_BSD, 1],
      ['prompt', 'date-d-mac', 'pas de date -d sur mac, fais date -v-1d +%F'],
    ],
  },
  {
    machine: 'codex', project: 'sable', start: '2026-09-25T12:00:00Z',
    steps: [
      ['fail', 'deploy-ci', 'helm upgrade --install sable-api helm/sable -n sable-staging -f helm/sable/values-staging.yaml', HELM_FORBIDDEN, 1],
      ['prompt', 'deploy-ci', 'עצור. לא מריצים helm upgrade מהמחשב, deploy רק דרך ה-pipeline של GitLab'],
      ['fail', 'x:helm-template', 'helm template sable-api helm/sable -f helm/sable/values-staging.yaml', 'Error: template: sable/templates/deployment.yaml:34:28: executing "sable/templates/deployment.yaml" at <.Values.service.port>: nil pointer evaluating interface {}.port\n\nUse --debug flag to render out invalid YAML', 1],
      ['ok', 'helm lint helm/sable -f helm/sable/values-staging.yaml'],
    ],
  },
  {
    machine: 'wincodex7', project: 'sable', start: '2026-09-28T07:00:00Z',
    steps: [
      ['fail', 'pl-am', '.\\mvnw.cmd -pl sable-api test', NO_CORE_CACHED('sable-api'), 1],
      ['prompt', 'pl-am', 'same as yesterday: -pl sable-api -am'],
      ['ok', '.\\mvnw.cmd -pl sable-api -am test'],
      ['fail', 'x:jib-401', '.\\mvnw.cmd -pl sable-api -am jib:build', JIB_401, 1],
    ],
  },
  {
    machine: 'mac2', project: 'sable', start: '2026-09-28T11:00:00Z',
    steps: [
      ['prompt', 'openapi-regen', 'you changed OrdersApi.java under sable-api/target/generated-sources. it gets overwritten next build. edit openapi/sable.yaml and run generate-sources'],
      ['ok', './mvnw -pl sable-api generate-sources'],
      ['agent', 'openapi-regen', 'Generated OpenAPI code in target/generated-sources is never edited by hand; change openapi/sable.yaml and regenerate with generate-sources'],
      ['prompt', 'x:he-debug-log', 'תוסיף לוג ברמת debug ב-OrderEventConsumer כשמדלגים על הודעה כפולה'],
    ],
  },
  {
    machine: 'linux', project: 'sable', start: '2026-09-29T07:30:00Z',
    steps: [
      ['fail', 'spotless', './mvnw -B verify', SPOTLESS('sable-batch', 'src/main/java/se/sable/batch/reconcile/ReconcileJobConfig.java', '[ERROR]         @@ -3,9 +3,9 @@\n[ERROR]         -import java.util.*;\n[ERROR]         +import java.util.List;\n[ERROR]         +import java.util.Map;\n[ERROR]         ...'), 1],
      ['prompt', 'spotless', 'spotless igen… kör ./mvnw spotless:apply innan du committar'],
      ['ok', './mvnw spotless:apply && ./mvnw -B verify'],
      ['fail', 'x:tz-test', './mvnw -pl sable-batch -am test', TEST_TZ, 1],
      ['prompt', 'x:fr-test-negative', "tu peux ajouter un test pour le cas où le montant du remboursement est négatif ?"],
      ['prompt', 'm2-nuke', 'and no rm -rf ~/.m2 this time please'],
    ],
  },
  {
    machine: 'winbash', project: 'sable', start: '2026-09-29T12:00:00Z',
    steps: [
      ['fail', 'kafka-bootstrap', 'docker compose exec kafka kafka-topics --zookeeper zookeeper:2181 --describe --topic sable.orders.v1', ZK_OPTION('TopicCommand'), 1],
      ['prompt', 'kafka-bootstrap', "y a plus de zookeeper depuis qu'on est passés en KRaft. --bootstrap-server kafka:9092"],
      ['ok', 'docker compose exec kafka kafka-topics --bootstrap-server kafka:9092 --describe --topic sable.orders.v1'],
      ['fail', 'x:compile-symbol', './mvnw -pl sable-core -am compile', CANNOT_FIND_SYMBOL('/C:/Users/lea/sable/sable-core/src/main/java/se/sable/core/order/OrderService.java'), 1],
    ],
  },
  {
    machine: 'mac', project: 'sable', start: '2026-09-30T07:00:00Z',
    steps: [
      ['prompt', 'flyway-edit', 'rör inte V14, den är redan körd i staging. Gör en V18 istället'],
      ['fail', 'flyway-edit', './mvnw -pl sable-core flyway:validate', FLYWAY_PLUGIN_CHECKSUM, 1],
      ['ok', 'git restore sable-core/src/main/resources/db/migration/V14__refund_reason.sql'],
      ['fail', 'failsafe-it', "./mvnw -pl sable-api -am test -Dtest='*IT'", NO_TESTS_MATCHING('sable-parent', '*IT'), 1],
      ['prompt', 'failsafe-it', "les IT tournent dans failsafe, c'est verify avec -Dit.test, pas test"],
      ['fail', 'x:colima-disk', './mvnw -pl sable-core -am verify', TC_DISK, 1],
    ],
  },
  {
    machine: 'codex', project: 'sable', start: '2026-10-01T08:00:00Z',
    steps: [
      ['fail', 'kube-namespace', 'kubectl logs deployment/sable-batch --since=1h', 'error: error from server (NotFound): deployments.apps "sable-batch" not found in namespace "default"', 1],
      ['prompt', 'kube-namespace', 'namespace är sable-prod där, inte default'],
      ['ok', 'kubectl -n sable-prod logs deployment/sable-batch --since=1h'],
      ['fail', 'profile-local', 'java -jar sable-batch/target/sable-batch-0.14.0-SNAPSHOT.jar', NO_PLACEHOLDER, 1],
      ['prompt', 'profile-local', 'it has no config without a profile, --spring.profiles.active=local'],
    ],
  },
  {
    machine: 'wsl', project: 'sable', start: '2026-10-02T07:00:00Z',
    steps: [
      ['fail', 'glab', 'gh pr create --base develop --title "SAB-431: retry backoff for reconcile"', 'none of the git remotes configured for this repository point to a known GitHub host. To tell gh about a new GitHub host, please use `gh auth login`', 1],
      ['agent', 'glab', 'The repository is on GitLab: open merge requests with `glab mr create --target-branch develop`, gh does not work here'],
      ['fail', 'x:glab-401', 'glab mr create --target-branch develop --title "SAB-431: retry backoff for reconcile"', 'POST https://gitlab.com/api/v4/projects/sable-team%2Fsable/merge_requests: 401 {message: 401 Unauthorized}', 1],
      ['ok', 'glab auth login --hostname gitlab.com'],
    ],
  },
  {
    machine: 'mac', project: 'sable', start: '2026-10-02T12:00:00Z',
    steps: [
      ['prompt', 'force-push', 'whoa whoa. no push --force to develop, EVER. rebase your own branch and --force-with-lease that'],
      ['ok', 'git push --force-with-lease origin feature/SAB-431-retry-backoff'],
      ['prompt', 'skip-tests', 'non, pas de -Dmaven.test.skip pour faire passer la CI, le test casse pour une vraie raison'],
      ['prompt', 'branch-develop', 'תפתח את ה-MR מול develop, לא main'],
      ['prompt', 'x:readme-colima', 'add a short "running locally on macOS" section to the README: colima, sdk env, compose'],
    ],
  },
];

/** Windows machines: the hook sees backslashed paths, and Claude Code names its project folder C--Users-… */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const win = (p) => p.replace(/\//g, '\\');
  return {
    ...event,
    payload: {
      ...payload,
      cwd: win(payload.cwd),
      transcript_path: win(payload.transcript_path.replace(/projects\/([A-Z]):-/, 'projects/$1--')),
    },
  };
}
