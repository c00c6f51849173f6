// Half V: written blind for "meridian", a Kotlin platform team (Spring Boot 3 services built with
// Bazel/bazelisk and a few legacy Gradle modules, ktlint and detekt, Testcontainers, Google Cloud:
// Cloud Run, Pub/Sub, Artifact Registry; Terraform with workspaces, Flyway, a `make` front door).
// Developers on macOS (zsh, BSD tools, Apple Silicon with Colima) and Debian (bash); GitHub Actions.

const BSD_GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BSD_DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BAZEL_CACHE_MAC = (user) => `/private/var/tmp/_bazel_${user}/7c1e0a9f3b2d44e58f61c0d2a9b7e311/execroot/_main/bazel-out/darwin_arm64-fastbuild/testlogs`;
const BAZEL_CACHE_LINUX = '/home/dev/.cache/bazel/_bazel_dev/2d9f4b81c6a0e3f7d15b8c9e0a4f6d27/execroot/_main/bazel-out/k8-fastbuild/testlogs';
const GCLOUD_APT = (cmd, fix) => `ERROR: (gcloud.components.${cmd}) \nYou cannot perform this action because the Google Cloud CLI component manager \nis disabled for this installation. You can run the following command \nto achieve the same result for this installation: \n\n${fix}\n\n`;
const NO_SUCH_TARGET = (home, pkg, name) => `ERROR: Skipping '//${pkg}:${name}': no such target '//${pkg}:${name}': target '${name}' not declared in package '${pkg}' defined by ${home}/meridian/${pkg}/BUILD.bazel (Tip: use \`query "//${pkg}:*"\` to see all the targets in that package)\nERROR: no such target '//${pkg}:${name}': target '${name}' not declared in package '${pkg}' defined by ${home}/meridian/${pkg}/BUILD.bazel (Tip: use \`query "//${pkg}:*"\` to see all the targets in that package)\nINFO: Elapsed time: 0.388s\nINFO: 0 processes.\nERROR: Build did NOT complete successfully\nERROR: No test targets were found, yet testing was requested`;
const TF_WORKSPACE_INDEX = (file, line, code) => `╷\n│ Error: Invalid index\n│ \n│   on ${file} line ${line}, in locals:\n│   ${line}: ${code}\n│     ├────────────────\n│     │ local.envs is object with 3 attributes\n│     │ terraform.workspace is "default"\n│ \n│ The given key does not identify an element in this collection value.\n╵`;
const TF_CORE_VERSION = (version) => `╷\n│ Error: Unsupported Terraform Core version\n│ \n│   on versions.tf line 2, in terraform:\n│    2:   required_version = "~> 1.9.0"\n│ \n│ This configuration does not support Terraform version ${version}. To proceed, either choose another supported Terraform version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior.\n╵`;
const FLYWAY_CHECKSUM = (version, applied, local) => `ERROR: Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version ${version}\n-> Applied to database : ${applied}\n-> Resolved locally    : ${local}\nEither revert the changes to the migration, or run repair to update the schema history.\nNeed more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE`;
const CLOUD_RUN_ARCH = (svc, rev, manifest) => `Deploying container to Cloud Run service [${svc}] in project [meridian-dev-4821] region [europe-west3]\nX Deploying...\n  - Creating Revision...\n  . Routing traffic...\nDeployment failed\nERROR: (gcloud.run.deploy) Revision '${svc}-${rev}' is not ready and cannot serve traffic. Cloud Run does not support image 'europe-west3-docker.pkg.dev/meridian-dev-4821/services/${svc}:dev': Container manifest type '${manifest}' must support amd64/linux.`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'meridian', start: '2026-12-01T08:30:00Z',
    steps: [
      ['ok', 'git status --short'],
      ['fail', 'bazelisk', 'bazel build //services/orders/...', 'ERROR: The project you\'re trying to build requires Bazel 7.4.1 (specified in /home/dev/meridian/.bazelversion), but it wasn\'t found in /usr/bin.\n\nBazel binaries for all official releases can be downloaded from here:\n  https://github.com/bazelbuild/bazel/releases\n\nYou can download the required version directly using this command:\n  (cd "/usr/bin" && curl -fLO https://releases.bazel.build/7.4.1/release/bazel-7.4.1-linux-x86_64 && chmod +x bazel-7.4.1-linux-x86_64)', 1, 'Build the orders service'],
      ['prompt', 'bazelisk', 'use bazelisk, not the apt bazel. it reads .bazelversion and fetches 7.4.1 itself'],
      ['ok', 'bazelisk build //services/orders/...'],
      ['fail', 'x:bazel-kotlin-compile', 'bazelisk build //services/payments/...', 'INFO: Analyzed 14 targets (212 packages loaded, 8431 targets configured).\nERROR: /home/dev/meridian/services/payments/BUILD.bazel:9:14: Compiling Kotlin to JVM //services/payments:payments_lib { kt: 38, java: 0, srcjars: 0 } for k8-fastbuild failed: (Exit 1): build failed: error executing KotlinCompile command (from target //services/payments:payments_lib) bazel-out/k8-opt-exec-ST-d57f47055a04/bin/external/rules_kotlin~/src/main/kotlin/build ... (remaining 2 arguments skipped)\nerror: services/payments/src/main/kotlin/com/meridian/payments/RefundService.kt:42:27: unresolved reference: customerId\nTarget //services/payments:payments failed to build\nINFO: Elapsed time: 23.114s, Critical Path: 19.87s\nERROR: Build did NOT complete successfully', 1],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-01T10:05:00Z',
    steps: [
      ['fail', 'colima', 'open -a Docker', 'Unable to find application named \'Docker\'', 1, 'Start Docker for the integration tests'],
      ['prompt', 'colima', 'no docker desktop on our macs, it\'s colima. `colima start`'],
      ['ok', 'colima start --cpu 4 --memory 8 --arch aarch64'],
      ['fail', 'tc-colima-env', 'bazelisk test //services/orders:orders_it_test', `INFO: Analyzed target //services/orders:orders_it_test (0 packages loaded, 0 targets configured).\nFAIL: //services/orders:orders_it_test (see ${BAZEL_CACHE_MAC('ana')}/services/orders/orders_it_test/test.log)\n==================== Test output for //services/orders:orders_it_test:\n10:12:44.311 [main] ERROR org.testcontainers.dockerclient.DockerClientProviderStrategy -- Could not find a valid Docker environment. Please check configuration. Attempted configurations were:\n\tUnixSocketClientProviderStrategy: failed with exception InvalidConfigurationException (Could not find unix domain socket). Root cause NoSuchFileException (/var/run/docker.sock)\n\tDockerDesktopClientProviderStrategy: failed with exception NullPointerException (Cannot invoke "java.nio.file.Path.toString()" because the return value of "org.testcontainers.dockerclient.DockerDesktopClientProviderStrategy.getSocketPath()" is null)As no valid configuration was found, execution cannot continue.\njava.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration\n\tat org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:277)\n================================================================================\nExecuted 1 out of 1 test: 1 fails locally.`, 3],
      ['prompt', 'tc-colima-env', 'source scripts/colima-env.sh first, testcontainers doesnt find colima\'s socket on its own'],
    ],
  },
  {
    machine: 'codex', project: 'meridian', start: '2026-12-01T14:00:00Z',
    steps: [
      ['fail', 'make-verify', 'make check', 'make: *** No rule to make target \'check\'.  Stop.', 2],
      ['prompt', 'make-verify', 'make verify. there is no check target'],
      ['fail', 'x:make-verify-detekt', 'make verify', 'bazelisk test //tools/lint:detekt_test\n...\ncomplexity - 10min debt\n\tCyclomaticComplexMethod - [reconcile] at /home/dev/meridian/services/ledger/src/main/kotlin/com/meridian/ledger/Reconciler.kt:61:9\n\noverall debt: 10min\n\nBuild failed with 1 weighted issues.\nmake: *** [Makefile:41: lint] Error 3', 2],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-02T09:15:00Z',
    steps: [
      ['fail', 'gcp-project', 'gcloud run services list --region=europe-west3', 'ERROR: (gcloud.run.services.list) The required property [project] is not currently set.\nIt can be set on a per-command basis by re-running your command with the [--project] flag.\n\nYou may set it for your current workspace by running:\n\n  $ gcloud config set project VALUE\n\nor it can be set temporarily by the environment variable [CLOUDSDK_CORE_PROJECT]', 1],
      ['prompt', 'gcp-project', 'always pass --project=meridian-dev-4821, my gcloud config points at my own sandbox'],
      ['fail', 'gcp-region', 'gcloud run services describe orders --project=meridian-dev-4821 --region=us-central1', 'ERROR: (gcloud.run.services.describe) Cannot find service [orders] in region [us-central1].', 1],
      ['prompt', 'gcp-region', 'europe-west3. everything we run is in frankfurt'],
      ['ok', 'gcloud run services describe orders --project=meridian-dev-4821 --region=europe-west3 --format=yaml'],
    ],
  },
  {
    machine: 'linux', project: 'meridian', start: '2026-12-02T13:40:00Z',
    steps: [
      ['fail', 'gradlew', 'cd legacy/billing-export && gradle build', '\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine java version from \'21.0.5\'.\n\n* Try:\nRun with --stacktrace option to get the stack trace. Run with --info or --debug option to get more log output. Run with --scan to get full insights.\n\n* Get more help at https://help.gradle.org\n\nBUILD FAILED in 0s', 1],
      ['prompt', 'gradlew', './gradlew in the legacy modules, debian\'s gradle is 4.4'],
      ['prompt', 'x:changelog-billing', 'note the CSV delimiter fix in legacy/billing-export/CHANGELOG.md'],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-02T16:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/7.4.0/7.4.1/' .bazelversion", 'sed: 1: ".bazelversion": invalid command code .', 1, 'Bump the Bazel pin'],
      ['agent', 'bsd-sed', "macOS sed -i needs an explicit backup suffix: use sed -i '' (or gsed -i), not GNU-style sed -i"],
      ['ok', "sed -i '' 's/7.4.0/7.4.1/' .bazelversion"],
      ['fail', 'grep-P', "grep -P '^\\s+implementation\\(' legacy/billing-export/build.gradle.kts", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'rg. the mac grep has no perl regex'],
    ],
  },
  {
    machine: 'codex', project: 'meridian', start: '2026-12-03T08:50:00Z',
    steps: [
      ['fail', 'terraform-workspace', 'cd infra && terraform plan', `Acquiring state lock. This may take a few moments...\n${TF_WORKSPACE_INDEX('locals.tf', 4, 'env = local.envs[terraform.workspace]')}\nReleasing state lock. This may take a few moments...`, 1],
      ['prompt', 'terraform-workspace', 'terraform workspace select dev first. the default workspace is empty on purpose'],
      ['ok', 'cd infra && terraform workspace select dev'],
      ['fail', 'x:tf-state-lock', 'cd infra && terraform plan -out=dev.tfplan', '╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: writing "gs://meridian-tfstate/infra/dev.tflock" failed: googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet\n│ Lock Info:\n│   ID:        1733215874123456\n│   Path:      gs://meridian-tfstate/infra/dev.tflock\n│   Operation: OperationTypePlan\n│   Who:       runner@fv-az1021-442\n│   Version:   1.9.8\n│   Created:   2026-12-03 08:51:14.123456 +0000 UTC\n│   Info:      \n│ \n│ \n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵', 1],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-03T11:20:00Z',
    steps: [
      ['fail', 'java-21', 'cd legacy/billing-export && ./gradlew build', '\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task \':compileKotlin\'.\n> Error while evaluating property \'compilerOptions.jvmTarget\' of task \':compileKotlin\'.\n   > Failed to calculate the value of property \'jvmTarget\'.\n      > Cannot find a Java installation on your machine matching this tasks requirements: {languageVersion=21, vendor=any vendor, implementation=vendor-specific} for MAC_OS on aarch64.\n         > No locally installed toolchains match and toolchain download repositories have not been configured.\n\n* Try:\n> Learn more about toolchain auto-detection at https://docs.gradle.org/8.10.2/userguide/toolchains.html#sec:auto_detection.\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 4s', 1],
      ['prompt', 'java-21', 'sdk use java 21.0.5-tem — everything is on 21 now'],
      ['ok', 'sdk use java 21.0.5-tem && cd legacy/billing-export && ./gradlew build'],
      ['fail', 'zsh-glob-quote', 'cd legacy/billing-export && ./gradlew test --tests *CsvExporterTest*', '(eval):1: no matches found: *CsvExporterTest*', 1],
      ['prompt', 'zsh-glob-quote', 'quote it, zsh expands the * before gradle sees it'],
    ],
  },
  {
    machine: 'linux', project: 'meridian', start: '2026-12-03T15:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d postgres pubsub', '/bin/bash: line 1: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'docker compose, the v2 plugin. no hyphen'],
      ['fail', 'x:compose-port-in-use', 'docker compose up -d postgres pubsub', ' Network meridian_default  Created\n Container meridian-pubsub-1  Started\n Container meridian-postgres-1  Starting\nError response from daemon: driver failed programming external connectivity on endpoint meridian-postgres-1 (3f9a0c2d7b1e): Bind for 0.0.0.0:5432 failed: port is already allocated', 1],
      ['fail', 'x:flyway-db-down', 'make db-migrate', 'Flyway OSS Edition 10.21.0 by Redgate\n\nERROR: Unable to obtain connection from database (jdbc:postgresql://localhost:5432/orders) for user \'orders\': Connection to localhost:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.\n---------------------------------------------------------------------------------------------------------------------------------------------------------------------\nSQL State  : 08001\nError Code : 0\nMessage    : Connection to localhost:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.\n\nmake: *** [Makefile:58: db-migrate] Error 1', 2],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-04T09:00:00Z',
    steps: [
      ['fail', 'bazelisk', 'bazel test //services/payments:test', '(eval):1: command not found: bazel', 127],
      ['prompt', 'bazelisk', 'bazelisk pls'],
      ['fail', 'bazel-test-target', 'bazelisk test //services/payments:test', NO_SUCH_TARGET('/Users/kai', 'services/payments', 'test'), 1],
      ['prompt', 'bazel-test-target', 'targets are named <svc>_test, so //services/payments:payments_test'],
      ['ok', 'bazelisk test //services/payments:payments_test'],
    ],
  },
  {
    machine: 'codex', project: 'meridian', start: '2026-12-04T13:30:00Z',
    steps: [
      ['fail', 'adc-login', 'bazelisk run //services/orders:orders -- --spring.profiles.active=local', 'INFO: Running command line: bazel-bin/services/orders/orders --spring.profiles.active=local\n2026-12-04T13:33:10.214Z ERROR 48211 --- [orders] [           main] o.s.boot.SpringApplication               : Application run failed\n\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name \'pubSubPublisherTemplate\' defined in class path resource [com/google/cloud/spring/autoconfigure/pubsub/GcpPubSubAutoConfiguration.class]: Failed to instantiate [com.google.cloud.spring.pubsub.core.publisher.PubSubPublisherTemplate]\nCaused by: java.io.IOException: Your default credentials were not found. To set up Application Default Credentials for your environment, see https://cloud.google.com/docs/authentication/external/set-up-adc.\n\tat com.google.auth.oauth2.DefaultCredentialsProvider.getDefaultCredentials(DefaultCredentialsProvider.java:127)\n\tat com.google.auth.oauth2.GoogleCredentials.getApplicationDefault(GoogleCredentials.java:152)', 1],
      ['fail', 'adc-login', 'bazelisk run //services/orders:orders -- --spring.profiles.active=local', 'INFO: Running command line: bazel-bin/services/orders/orders --spring.profiles.active=local\n2026-12-04T13:41:52.877Z  WARN 48934 --- [orders] [           main] ConfigServletWebServerApplicationContext : Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name \'orderEventsPublisher\': Unsatisfied dependency expressed through constructor parameter 0\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind credentials: Your default credentials were not found. To set up Application Default Credentials for your environment, see https://cloud.google.com/docs/authentication/external/set-up-adc.', 1],
      ['prompt', 'adc-login', 'gcloud auth login only logs in the CLI. the app reads ADC → gcloud auth application-default login'],
      ['ok', 'gcloud auth application-default login --no-launch-browser'],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-04T16:10:00Z',
    steps: [
      ['fail', 'pubsub-emulator-host', 'bazelisk test //services/orders:orders_it_test --test_env=DOCKER_HOST', `FAIL: //services/orders:orders_it_test (see ${BAZEL_CACHE_MAC('ana')}/services/orders/orders_it_test/test.log)\n==================== Test output for //services/orders:orders_it_test:\nOrderEventsIT > publishesOrderCreated() FAILED\n    com.google.api.gax.rpc.PermissionDeniedException: io.grpc.StatusRuntimeException: PERMISSION_DENIED: User not authorized to perform this action.\n        at com.google.api.gax.rpc.ApiExceptionFactory.createException(ApiExceptionFactory.java:100)\n        at com.google.cloud.pubsub.v1.Publisher$2.onFailure(Publisher.java:574)\n        Caused by: io.grpc.StatusRuntimeException: PERMISSION_DENIED: User not authorized to perform this action.\n================================================================================\nExecuted 1 out of 1 test: 1 fails locally.`, 3],
      ['prompt', 'pubsub-emulator-host', 'it went to the REAL pubsub!! export PUBSUB_EMULATOR_HOST=localhost:8085 before any test'],
      ['fail', 'gtimeout', "timeout 60 sh -c 'until nc -z localhost 8085; do sleep 1; done'", '(eval):1: command not found: timeout', 127, 'Wait for the Pub/Sub emulator'],
      ['prompt', 'gtimeout', 'gtimeout on the mac (brew coreutils)'],
      ['ok', "gtimeout 60 sh -c 'until nc -z localhost 8085; do sleep 1; done'"],
    ],
  },
  {
    machine: 'linux', project: 'meridian', start: '2026-12-05T08:40:00Z',
    steps: [
      ['fail', 'gcloud-apt-components', 'gcloud components install beta pubsub-emulator', GCLOUD_APT('install', 'sudo apt-get install google-cloud-cli-pubsub-emulator'), 1],
      ['prompt', 'gcloud-apt-components', 'gcloud comes from apt on debian. sudo apt-get install google-cloud-cli-pubsub-emulator'],
      ['ok', 'sudo apt-get install -y google-cloud-cli-pubsub-emulator'],
      ['fail', 'x:pubsub-topic-missing', 'PUBSUB_EMULATOR_HOST=localhost:8085 bazelisk test //services/orders:orders_it_test --test_env=PUBSUB_EMULATOR_HOST', `FAIL: //services/orders:orders_it_test (see ${BAZEL_CACHE_LINUX}/services/orders/orders_it_test/test.log)\nOrderEventsIT > publishesOrderCreated() FAILED\n    com.google.api.gax.rpc.NotFoundException: io.grpc.StatusRuntimeException: NOT_FOUND: Topic not found\n        at com.google.api.gax.rpc.ApiExceptionFactory.createException(ApiExceptionFactory.java:90)\nExecuted 1 out of 1 test: 1 fails locally.`, 3],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-07T09:30:00Z',
    steps: [
      ['fail', 'oci-push', 'docker build -t europe-west3-docker.pkg.dev/meridian-dev-4821/services/orders:dev services/orders', '[+] Building 0.0s (1/1) FINISHED                                 docker:colima\n => [internal] load build definition from Dockerfile                  0.0s\n => => transferring dockerfile: 2B                                    0.0s\nERROR: failed to solve: failed to read dockerfile: open Dockerfile: no such file or directory', 1, 'Build the orders image'],
      ['prompt', 'oci-push', 'theres no Dockerfile, the images come from rules_oci → bazelisk run //services/orders:push'],
      ['fail', 'amd64-platform', 'gcloud run deploy orders --image=europe-west3-docker.pkg.dev/meridian-dev-4821/services/orders:dev --region=europe-west3 --project=meridian-dev-4821', CLOUD_RUN_ARCH('orders', '00042-kex', 'application/vnd.oci.image.manifest.v1+json'), 1],
      ['agent', 'amd64-platform', 'Cloud Run only runs linux/amd64 images; on Apple Silicon push with bazelisk run //services/<svc>:push --platforms=//platforms:linux_amd64'],
      ['ok', 'bazelisk run //services/orders:push --platforms=//platforms:linux_amd64 -- --tag dev'],
      ['fail', 'x:cloudrun-port', 'gcloud run deploy orders --image=europe-west3-docker.pkg.dev/meridian-dev-4821/services/orders:dev --region=europe-west3 --project=meridian-dev-4821', "Deploying container to Cloud Run service [orders] in project [meridian-dev-4821] region [europe-west3]\nX Deploying...\n  - Creating Revision...\nDeployment failed\nERROR: (gcloud.run.deploy) Revision 'orders-00043-wuz' is not ready and cannot serve traffic. The user-provided container failed to start and listen on the port defined provided by the PORT=8080 environment variable within the allocated timeout. This can happen when the container port is misconfigured or if the timeout is too short. The health check timeout can be extended. Logs for this revision might contain more information.\n\nLogs URL: https://console.cloud.google.com/logs/viewer?project=meridian-dev-4821&resource=cloud_run_revision/service_name/orders/revision_name/orders-00043-wuz", 1],
    ],
  },
  {
    machine: 'codex', project: 'meridian', start: '2026-12-07T14:00:00Z',
    steps: [
      ['fail', 'branch-trunk', 'git fetch origin && git rebase origin/main', 'fatal: invalid upstream \'origin/main\'', 128],
      ['prompt', 'branch-trunk', 'we have no main. trunk'],
      ['ok', 'git rebase origin/trunk'],
      ['fail', 'x:git-non-ff', 'git push origin feat/orders-retry', 'To github.com:meridian/platform.git\n ! [rejected]        feat/orders-retry -> feat/orders-retry (fetch first)\nerror: failed to push some refs to \'github.com:meridian/platform.git\'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: \'git pull\' before pushing again.\nhint: See the \'Note about fast-forwards\' in \'git push --help\' for details.', 1],
      ['prompt', 'force-push', 'dont you dare -f that, Jonas pushed to it too. pull --rebase and push normally'],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-08T10:00:00Z',
    steps: [
      ['fail', 'flyway-applied', 'make db-migrate', `Flyway OSS Edition 10.21.0 by Redgate\n\nDatabase: jdbc:postgresql://localhost:5432/orders (PostgreSQL 16.4)\n${FLYWAY_CHECKSUM(42, 1893524710, -1022310185)}\nmake: *** [db-migrate] Error 1`, 2],
      ['prompt', 'flyway-applied', 'V42 is applied in dev and staging already. put it back and do the change in a new V43__ file'],
      ['fail', 'date-d', "date -u -d '2 hours ago' +%Y-%m-%dT%H:%M:%SZ", `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1, 'Compute the log window start'],
      ['prompt', 'date-d', 'mac 的 date 没有 -d，用 date -u -v-2H 或者 gdate'],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-08T15:20:00Z',
    steps: [
      ['fail', 'terraform-version', 'terraform -chdir=infra init', `Initializing the backend...\n${TF_CORE_VERSION('1.5.7')}`, 1],
      ['prompt', 'terraform-version', 'brew\'s terraform is frozen at 1.5.7. tfenv use 1.9.8, it\'s in .terraform-version'],
      ['ok', 'tfenv install && tfenv use 1.9.8 && terraform -chdir=infra init'],
      ['fail', 'terraform-workspace', 'terraform -chdir=infra plan -var-file=envs/dev.tfvars', TF_WORKSPACE_INDEX('main.tf', 12, 'project = local.envs[terraform.workspace].project'), 1],
      ['prompt', 'terraform-workspace', 'Erst `terraform workspace select dev`, im default-Workspace gibt es nichts.'],
    ],
  },
  {
    machine: 'linux', project: 'meridian', start: '2026-12-09T09:00:00Z',
    steps: [
      ['fail', 'python3', 'python tools/gen_topics.py > infra/pubsub_topics.auto.tfvars.json', '/bin/bash: line 1: python: command not found', 127],
      ['prompt', 'python3', 'python3'],
      ['fail', 'x:python-yaml', 'python3 tools/gen_topics.py > infra/pubsub_topics.auto.tfvars.json', 'Traceback (most recent call last):\n  File "/home/dev/meridian/tools/gen_topics.py", line 4, in <module>\n    import yaml\nModuleNotFoundError: No module named \'yaml\'', 1],
      ['prompt', 'x:topics-docs', 'and list the new billing-exports topic in docs/pubsub.md please'],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-09T13:00:00Z',
    steps: [
      ['fail', 'ktlint-make', "ktlint --format 'services/orders/src/**/*.kt'", '(eval):1: command not found: ktlint', 127],
      ['prompt', 'ktlint-make', 'make fmt. ktlint is pinned through bazel (//tools/lint:ktlint), nobody has a global one'],
      ['ok', 'make fmt'],
      ['fail', 'x:ktlint-violation', 'make lint', 'bazelisk run //tools/lint:ktlint -- "services/**/*.kt"\nINFO: Running command line: bazel-bin/tools/lint/ktlint \'services/**/*.kt\'\n/Users/ana/meridian/services/orders/src/main/kotlin/com/meridian/orders/OrderService.kt:57:1: Exceeded max line length (140) (standard:max-line-length)\n/Users/ana/meridian/services/orders/src/main/kotlin/com/meridian/orders/OrderService.kt:88:5: Function name should start with a lowercase letter (except factory methods) and use camel case (standard:function-naming)\n\nSummary error count (descending) by rule:\n  standard:function-naming: 1\n  standard:max-line-length: 1\nmake: *** [lint] Error 1', 2],
    ],
  },
  {
    machine: 'codex', project: 'meridian', start: '2026-12-09T16:00:00Z',
    steps: [
      ['ok', 'cd legacy/billing-export && ./gradlew detektBaseline'],
      ['prompt', 'detekt-baseline', 'you regenerated detekt-baseline.xml?? revert that. the baseline only ever shrinks, fix the findings'],
      ['agent', 'detekt-baseline', 'Never regenerate the detekt baseline (detektBaseline) to hide new findings; fix the code instead.'],
      ['prompt', 'x:detekt-threshold', 'while you\'re in there: the guild agreed on LongMethod threshold 80, set it in config/detekt.yml'],
      ['fail', 'force-push', 'git push --force origin trunk', 'remote: error: GH006: Protected branch update failed for refs/heads/trunk.\nremote: error: Cannot force-push to this branch\nTo github.com:meridian/platform.git\n ! [remote rejected] trunk -> trunk (protected branch hook declined)\nerror: failed to push some refs to \'github.com:meridian/platform.git\'', 1],
      ['prompt', 'force-push', 'whoa. never force-push trunk. on your own branches it\'s --force-with-lease, nothing else'],
      ['fail', 'x:gh-pr-checks', 'gh pr checks 812', 'Some checks were not successful\n1 failing, 7 successful, 0 skipped, and 0 pending checks\n\nX  build / test (payments)  4m12s  https://github.com/meridian/platform/actions/runs/12270418843/job/34236518820\n✓  build / lint             1m03s  https://github.com/meridian/platform/actions/runs/12270418843/job/34236518512', 1],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-10T09:10:00Z',
    steps: [
      ['fail', 'colima', 'docker ps', 'Cannot connect to the Docker daemon at unix:///Users/kai/.colima/default/docker.sock. Is the docker daemon running?', 1],
      ['prompt', 'colima', 'colima doesnt come back after a reboot. colima start — and pls dont try to install docker desktop again, we have no license'],
      ['fail', 'tc-colima-env', 'cd legacy/billing-export && ./gradlew test', '\n> Task :test\n\nBillingExportRepositoryTest > initializationError FAILED\n    org.testcontainers.containers.ContainerLaunchException at GenericContainer.java:359\n        Caused by: java.lang.IllegalStateException at RyukResourceReaper.java:121\n\n2026-12-10 09:14:02 ERROR o.t.utility.RyukResourceReaper - Can not connect to Ryuk at 127.0.0.1:49153\njava.lang.IllegalStateException: Can not connect to Ryuk at 127.0.0.1:49153\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task \':test\'.\n> There were failing tests. See the report at: file:///Users/kai/meridian/legacy/billing-export/build/reports/tests/test/index.html\n\nBUILD FAILED in 41s', 1],
      ['prompt', 'tc-colima-env', 'Dir fehlt TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock – steht alles in scripts/colima-env.sh, einfach sourcen'],
      ['agent', 'ktlint-make', 'Run ktlint through make fmt / make lint (pinned via Bazel //tools/lint:ktlint); there is no global ktlint.'],
    ],
  },
  {
    machine: 'linux', project: 'meridian', start: '2026-12-10T14:30:00Z',
    steps: [
      ['fail', 'x:docker-daemon-linux', 'docker compose up -d postgres', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'bazel-config-dev', 'bazelisk build --config=ci //services/...', 'INFO: Invocation ID: 5d0b7f3e-9a41-4c1e-8f3b-2e6d0c9a7b14\nERROR: Failed to query remote execution capabilities: UNAUTHENTICATED: Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.', 2],
      ['prompt', 'bazel-config-dev', '--config=ci is for the actions runners, it writes to the cache. local builds are --config=dev'],
      ['ok', 'bazelisk build --config=dev //services/...'],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-11T09:20:00Z',
    steps: [
      ['fail', 'gcp-project', 'gcloud pubsub topics list --project=meridian-dev', "ERROR: (gcloud.pubsub.topics.list) PERMISSION_DENIED: Permission denied on resource project meridian-dev.\n- '@type': type.googleapis.com/google.rpc.Help\n  links:\n  - description: Google developers console\n    url: https://console.developers.google.com\n- '@type': type.googleapis.com/google.rpc.ErrorInfo\n  domain: googleapis.com\n  metadata:\n    consumer: projects/meridian-dev\n    service: pubsub.googleapis.com\n  reason: CONSUMER_INVALID", 1],
      ['prompt', 'gcp-project', 'o projeto é meridian-dev-4821, não meridian-dev'],
      ['fail', 'gcp-region', 'gcloud artifacts docker images list us-central1-docker.pkg.dev/meridian-dev-4821/services --include-tags', 'Listing items under project meridian-dev-4821, location us-central1, repository services.\n\nERROR: (gcloud.artifacts.docker.images.list) NOT_FOUND: Requested entity was not found.', 1],
      ['prompt', 'gcp-region', 'region!! europe-west3-docker.pkg.dev'],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-14T09:00:00Z',
    steps: [
      ['fail', 'branch-trunk', 'gh pr create --base main --title "orders: retry publish with backoff" --body-file /tmp/pr.md', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'branch-trunk', 'Basis ist trunk, nicht main'],
      ['ok', 'gh pr create --base trunk --title "orders: retry publish with backoff" --body-file /tmp/pr.md'],
      ['fail', 'zsh-glob-quote', 'gsutil ls gs://meridian-dev-4821-artifacts/builds/2026-12-1*', 'zsh:1: no matches found: gs://meridian-dev-4821-artifacts/builds/2026-12-1*', 1],
      ['agent', 'zsh-glob-quote', "In zsh, quote arguments containing * or ? (gsutil paths, --tests filters, bazel :* patterns), otherwise zsh fails with 'no matches found'."],
    ],
  },
  {
    machine: 'linux', project: 'meridian', start: '2026-12-14T13:00:00Z',
    steps: [
      ['fail', 'java-21', 'java -jar bazel-bin/services/orders/orders_deploy.jar --spring.profiles.active=local', 'Error: LinkageError occurred while loading main class org.springframework.boot.loader.launch.JarLauncher\n\tjava.lang.UnsupportedClassVersionError: com/meridian/orders/OrdersApplicationKt has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0', 1],
      ['prompt', 'java-21', 'necesitas java 21, el default-jdk de debian es 17. usa /usr/lib/jvm/temurin-21-jdk-amd64'],
      ['ok', '/usr/lib/jvm/temurin-21-jdk-amd64/bin/java -jar bazel-bin/services/orders/orders_deploy.jar --spring.profiles.active=local'],
      ['fail', 'x:java-heap', 'cd legacy/billing-export && ./gradlew build', '> Task :compileKotlin\nException in thread "Daemon worker" java.lang.OutOfMemoryError: Java heap space\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nJava heap space\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 1m 12s', 1],
      ['fail', 'x:sed-unterminated', "sed -i 's/orders-v1/orders-v2' infra/envs/dev.tfvars", "sed: -e expression #1, char 23: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-15T10:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/maxInstances: 4/maxInstances: 8/' services/orders/service.yaml", 'sed: 1: "services/orders/servic ...": bad flag in substitute command: \'r\'', 1],
      ['prompt', 'bsd-sed', "sed do mac é BSD, precisa de sed -i '' ..."],
      ['fail', 'grep-P', "grep -oP 'image: \\K.*' services/*/service.yaml", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'again grep -P… rg -o or -E'],
      ['fail', 'make-verify', 'make check', 'make: *** No rule to make target `check\'.  Stop.', 2],
      ['prompt', 'make-verify', 'verify!'],
    ],
  },
  {
    machine: 'codex', project: 'meridian', start: '2026-12-15T14:20:00Z',
    steps: [
      ['fail', 'flyway-applied', 'bazelisk test //services/payments:payments_it_test', `FAIL: //services/payments:payments_it_test (see ${BAZEL_CACHE_LINUX}/services/payments/payments_it_test/test.log)\n==================== Test output for //services/payments:payments_it_test:\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'flywayInitializer' defined in class path resource [org/springframework/boot/autoconfigure/flyway/FlywayAutoConfiguration$FlywayConfiguration.class]: Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version 17\n-> Applied to database : -611208830\n-> Resolved locally    : 402117354\nEither revert the changes to the migration, or run repair to update the schema history.\n================================================================================\nExecuted 1 out of 1 test: 1 fails locally.`, 3],
      ['prompt', 'flyway-applied', 'same as last week — applied migrations are immutable. new version file, and no flyway repair'],
      ['agent', 'flyway-applied', 'Never edit an applied Flyway migration (V<n>__*.sql) or run flyway repair; add a new V<n+1> migration.'],
      ['fail', 'x:flyway-sql-syntax', 'make db-migrate', 'Flyway OSS Edition 10.21.0 by Redgate\n\nDatabase: jdbc:postgresql://localhost:5432/payments (PostgreSQL 16.4)\nSuccessfully validated 18 migrations (execution time 00:00.041s)\nMigrating schema "public" to version "18 - refund reason"\nERROR: Migration V18__refund_reason.sql failed\n-----------------------------------------------\nSQL State  : 42601\nError Code : 0\nMessage    : ERROR: syntax error at or near "NOT"\n  Position: 52\nLocation   : db/migration/V18__refund_reason.sql (/home/dev/meridian/services/payments/src/main/resources/db/migration/V18__refund_reason.sql)\nLine       : 1\nStatement  : ALTER TABLE refunds ADD COLUMN reason text DEFAULT NOT NULL\n\nmake: *** [Makefile:58: db-migrate] Error 1', 2],
      ['ok', 'make db-migrate'],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-16T09:30:00Z',
    steps: [
      ['fail', 'date-d', 'date -u -d @1765872000', `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'mac → date -r <epoch>, or gdate'],
      ['fail', 'gtimeout', 'timeout 120 make pubsub-up', 'zsh:1: command not found: timeout', 127],
      ['prompt', 'gtimeout', 'auf dem Mac heißt das gtimeout'],
      ['prompt', 'x:branch-name', 'call the branch feat/billing-export-utc'],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-17T09:00:00Z',
    steps: [
      ['fail', 'act-arch', 'act -j build', "WARN  ⚠ You are using Apple M-series chip and you have not specified container architecture, you might encounter issues while running act. If so, try running it with '--container-architecture linux/amd64'. ⚠  \n[ci/build] ⭐ Run Set up job\n[ci/build] 🚀  Start image=catthehacker/ubuntu:act-latest\n[ci/build]   🐳  docker pull image=catthehacker/ubuntu:act-latest platform= username= forcePull=true\n[ci/build] ⭐ Run Main bazel-contrib/setup-bazel@0.9.1\n[ci/build]   ❌  Failure - Main bazel-contrib/setup-bazel@0.9.1\n[ci/build] exec /root/.cache/bazelisk/downloads/sha256/8c4a/bin/bazel: exec format error\n[ci/build] 🏁  Job failed\nError: Job 'build' failed", 1, 'Run the CI build job locally'],
      ['prompt', 'act-arch', 'on the M1s act needs --container-architecture linux/amd64'],
      ['ok', 'act -j build --container-architecture linux/amd64'],
      ['fail', 'x:act-auth', 'act -j deploy-dev --container-architecture linux/amd64', '[deploy/deploy-dev] ⭐ Run Main google-github-actions/auth@v2\n[deploy/deploy-dev]   ❗  ::error::google-github-actions/auth failed with: the GitHub Action workflow must specify exactly one of "workload_identity_provider" or "credentials_json"! If you are specifying input values via GitHub secrets, ensure the secret is being injected into the environment. By default, secrets are not passed to workflows triggered from forks, including Dependabot.\n[deploy/deploy-dev]   ❌  Failure - Main google-github-actions/auth@v2\n[deploy/deploy-dev] 🏁  Job failed\nError: Job \'deploy-dev\' failed', 1],
      ['agent', 'act-arch', 'On Apple Silicon always run act with --container-architecture linux/amd64.'],
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.yml up -d', '(eval):1: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'es docker compose, sin guion — con colima solo tenemos el plugin v2'],
      ['ok', 'docker compose up -d'],
      ['fail', 'x:colima-disk', 'docker compose pull', ' postgres Pulling \n pubsub Pulling \n pubsub Error failed to register layer: write /usr/lib/google-cloud-sdk/platform/pubsub-emulator/lib/cloud-pubsub-emulator-0.8.17.jar: no space left on device\nError response from daemon: failed to register layer: write /usr/lib/google-cloud-sdk/platform/pubsub-emulator/lib/cloud-pubsub-emulator-0.8.17.jar: no space left on device', 1],
    ],
  },
  {
    machine: 'codex', project: 'meridian', start: '2026-12-17T14:00:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle :billing-export:test', 'bash: line 1: gradle: command not found', 127],
      ['prompt', 'gradlew', 'gradlew!!'],
      ['fail', 'x:gradlew-exec-bit', 'cd legacy/billing-export && ./gradlew test', 'bash: line 1: ./gradlew: Permission denied', 126],
      ['prompt', 'x:gradle-wrapper-bump', 'bump that wrapper to 8.11.1 while you\'re at it'],
      ['prompt', 'secret-manager', 'the orders db password is sitting in application-local.yml again. secrets live in Secret Manager, the yaml only gets ${sm@orders-db-password}'],
      ['agent', 'secret-manager', 'Never put secrets in application*.yml or .env files; store them in Secret Manager and reference them as ${sm@<secret-name>}.'],
      ['prompt', 'x:secret-rotate', 'rotate stripe-webhook-secret in Secret Manager, the new value is in 1Password under "stripe dev"'],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-18T10:00:00Z',
    steps: [
      ['fail', 'prod-deploy', 'gcloud run deploy orders --image=europe-west3-docker.pkg.dev/meridian-dev-4821/services/orders:1.14.0 --region=europe-west3 --project=meridian-prod-1177', "ERROR: (gcloud.run.deploy) PERMISSION_DENIED: Permission 'run.services.get' denied on resource 'namespaces/meridian-prod-1177/services/orders' (or resource may not exist). This command is authenticated as kai@meridian.dev which is the active account specified by the [core/account] property.", 1, 'Roll out 1.14.0'],
      ['prompt', 'prod-deploy', 'STOP. nothing goes to meridian-prod-1177 from a laptop. prod is the release workflow, you push a v* tag'],
      ['agent', 'prod-deploy', 'Never deploy to meridian-prod-1177 with gcloud from a dev machine; production deploys go through the GitHub Actions release workflow (v* tag).'],
      ['prompt', 'x:prod-logs', 'can you pull yesterday\'s ERROR logs for orders from prod? gcloud logging read with --project=meridian-prod-1177 is fine, it\'s read-only'],
      ['ok', 'gcloud logging read \'resource.type="cloud_run_revision" AND resource.labels.service_name="orders" AND severity>=ERROR\' --project=meridian-prod-1177 --freshness=2d --limit=200'],
    ],
  },
  {
    machine: 'linux', project: 'meridian', start: '2026-12-18T15:00:00Z',
    steps: [
      ['fail', 'pubsub-emulator-host', 'cd legacy/billing-export && ./gradlew integrationTest', '\n> Task :integrationTest\n\nExportPublisherIT > publishesExportReady() FAILED\n    com.google.api.gax.rpc.PermissionDeniedException at ApiExceptionFactory.java:100\n        Caused by: io.grpc.StatusRuntimeException: PERMISSION_DENIED: User not authorized to perform this action.\n\n5 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task \':integrationTest\'.\n> There were failing tests. See the report at: file:///home/dev/meridian/legacy/billing-export/build/reports/tests/integrationTest/index.html\n\nBUILD FAILED in 38s', 1],
      ['prompt', 'pubsub-emulator-host', 'faltou PUBSUB_EMULATOR_HOST=localhost:8085, senão vai pro pubsub de verdade'],
      ['fail', 'python3', 'python -m json.tool infra/envs/dev.tfvars.json', 'bash: line 1: python: command not found', 127],
      ['fail', 'bazel-config-dev', 'bazelisk test --config=ci //services/payments:payments_test', 'INFO: Invocation ID: a71c3e90-2b5d-4f08-9c6e-d413f8b20a57\nINFO: Reading rc options for \'test\' from /home/dev/meridian/.bazelrc:\n  Inherited \'build\' options: --enable_bzlmod --java_runtime_version=remotejdk_21\nINFO: Found applicable config definition build:ci in file /home/dev/meridian/.bazelrc: --remote_cache=grpcs://remotebuildexecution.googleapis.com --remote_instance_name=projects/meridian-ci-3390/instances/default --google_default_credentials --remote_upload_local_results\nERROR: Failed to query remote execution capabilities: UNAUTHENTICATED: Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.', 2],
      ['prompt', 'bazel-config-dev', '本地构建用 --config=dev，--config=ci 只给 GitHub Actions 用'],
      ['fail', 'x:bazel-fetch-network', 'bazelisk version', '2026/12/18 15:12:40 could not download Bazel: could not download Bazel: HTTP GET https://releases.bazel.build/7.4.1/release/bazel-7.4.1-linux-x86_64 failed: Get "https://releases.bazel.build/7.4.1/release/bazel-7.4.1-linux-x86_64": dial tcp: lookup releases.bazel.build on 127.0.0.53:53: server misbehaving', 1],
    ],
  },
  {
    machine: 'mac2', project: 'meridian', start: '2026-12-22T09:00:00Z',
    steps: [
      ['fail', 'adc-login', 'terraform -chdir=infra plan', '╷\n│ Error: storage.NewClient() failed: dialing: google: could not find default credentials. See https://cloud.google.com/docs/authentication/external/set-up-adc for more information\n│ \n│ \n╵', 1],
      ['prompt', 'adc-login', 'Terraform braucht die Application Default Credentials: gcloud auth application-default login'],
      ['prompt', 'secret-manager', 'Passwörter gehören in den Secret Manager, nicht in tfvars. Bitte als google_secret_manager_secret_version data source lesen.'],
      ['prompt', 'x:region-failover', 'añade europe-west1 como segunda región para orders en el módulo de cloud run, detrás del mismo load balancer'],
      ['fail', 'python3', 'python scripts/render_openapi.py services/orders', '(eval):1: command not found: python', 127],
      ['agent', 'python3', 'There is no `python` binary on our macOS/Debian machines; run scripts with python3.'],
      ['prompt', 'branch-trunk', 'PRs against trunk pls, main was deleted in 2024'],
    ],
  },
  {
    machine: 'linux', project: 'meridian', start: '2026-12-22T13:00:00Z',
    steps: [
      ['fail', 'bazel-test-target', 'bazelisk test //services/orders:tests', NO_SUCH_TARGET('/home/dev', 'services/orders', 'tests'), 1],
      ['prompt', 'bazel-test-target', "orders_test. bazel query 'tests(//services/orders/...)' if you're not sure"],
      ['fail', 'x:tc-startup-timeout', 'bazelisk test //services/orders:orders_it_test', `FAIL: //services/orders:orders_it_test (see ${BAZEL_CACHE_LINUX}/services/orders/orders_it_test/test.log)\norg.testcontainers.containers.ContainerLaunchException: Container startup failed for image postgres:16-alpine\nCaused by: org.rnorth.ducttape.RetryCountExceededException: Retry limit hit with exception\nCaused by: org.testcontainers.containers.ContainerLaunchException: Could not create/start container\nCaused by: org.testcontainers.containers.ContainerLaunchException: Timed out waiting for container port to open (localhost ports: [32791] should be listening)\nExecuted 1 out of 1 test: 1 fails locally.`, 3],
      ['prompt', 'detekt-baseline', 'and detekt-baseline.xml grew again in your diff. it only shrinks'],
    ],
  },
  {
    machine: 'ci', project: 'meridian', start: '2026-12-23T08:00:00Z',
    steps: [
      ['fail', 'bazelisk', 'bazel test //services/...', '/bin/sh: bazel: not found', 127],
      ['ok', 'bazelisk test --config=ci //services/...'],
      ['fail', 'x:payments-assert', 'bazelisk test --config=ci //services/payments:payments_test', 'FAIL: //services/payments:payments_test (see /root/.cache/bazel/_bazel_root/8e1f/execroot/_main/bazel-out/k8-fastbuild/testlogs/services/payments/payments_test/test.log)\nRefundServiceTest > partial refund keeps the fee() FAILED\n    org.opentest4j.AssertionFailedError: expected: <250> but was: <0>\n        at app//com.meridian.payments.RefundServiceTest.partial refund keeps the fee(RefundServiceTest.kt:74)\n//services/payments:payments_test                                       FAILED in 11.2s\n\nExecuted 1 out of 1 test: 1 fails remotely.', 3],
    ],
  },
  {
    machine: 'mac', project: 'meridian', start: '2026-12-28T10:00:00Z',
    steps: [
      ['fail', 'amd64-platform', 'gcloud run deploy payments --image=europe-west3-docker.pkg.dev/meridian-dev-4821/services/payments:dev --region=europe-west3 --project=meridian-dev-4821', CLOUD_RUN_ARCH('payments', '00017-hoz', 'application/vnd.oci.image.index.v1+json'), 1],
      ['prompt', 'amd64-platform', 'arm image again… --platforms=//platforms:linux_amd64 on the push'],
      ['fail', 'oci-push', 'docker push europe-west3-docker.pkg.dev/meridian-dev-4821/services/payments:dev', 'An image does not exist locally with the tag: europe-west3-docker.pkg.dev/meridian-dev-4821/services/payments', 1],
      ['prompt', 'oci-push', '镜像用 bazelisk run //services/payments:push 推，不用 docker push'],
      ['prompt', 'x:ar-cleanup', 'set up a cleanup policy on the services repo in Artifact Registry: keep the last 20 tagged images, delete untagged after 7 days'],
    ],
  },
  {
    machine: 'codex', project: 'meridian', start: '2027-01-04T09:00:00Z',
    steps: [
      ['fail', 'gcloud-apt-components', 'gcloud components update', GCLOUD_APT('update', 'sudo apt-get update && sudo apt-get --only-upgrade install google-cloud-cli google-cloud-cli-pubsub-emulator'), 1],
      ['prompt', 'gcloud-apt-components', 'again: on the debian boxes components come from apt (google-cloud-cli-*)'],
      ['prompt', 'x:iso-dates', 'Datumswerte im Billing-Export bitte als ISO 8601 in UTC'],
      ['fail', 'terraform-version', 'terraform -chdir=infra validate', TF_CORE_VERSION('1.10.3'), 1],
      ['prompt', 'terraform-version', '1.9.8. the hashicorp apt repo gives you latest, use tfenv (reads .terraform-version)'],
      ['ok', 'tfenv use 1.9.8 && terraform -chdir=infra validate'],
    ],
  },
];
