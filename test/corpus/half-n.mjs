// Half N of the evaluation corpus, written BLIND (the author read only issue 10, the corpus README,
// build.mjs and the first 40 lines of half-d.mjs; never the reader, the grouping or other halves).
// Project "harbor": a Java 21 / Spring Boot service built with Maven (mvnw wrapper), a small Node CLI
// mid-migration from npm to bun, Postgres and Kafka in docker compose (Kafka behind a profile), Helm
// charts deployed by ArgoCD, AWS through SSO profiles, terraform behind a Makefile, GitHub Actions on
// Alpine runners (busybox ash) and Codex in the cloud; developers on macOS (zsh, BSD tools, Homebrew)
// and Linux (bash). Mostly English; about one correction in eight in es, de, pt, zh or fr.
const MAC_GREP = "grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]";
const BB_GREP = 'grep: unrecognized option: P\nBusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...\n\nSearch for PATTERN in FILEs (or stdin)';
const MAC_DATE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const MAC_STAT = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const JAVA17 = '[INFO] --- compiler:3.13.0:compile (default-compile) @ harbor-api ---\n[INFO] Recompiling the module because of changed source code.\n[INFO] Compiling 84 source files with javac [debug release 21] to target/classes\n[INFO] ------------------------------------------------------------------------\n[INFO] BUILD FAILURE\n[INFO] ------------------------------------------------------------------------\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project harbor-api: Fatal error compiling: error: release version 21 not supported -> [Help 1]';
const SPOTLESS = (file) => `[ERROR] Failed to execute goal com.diffplug.spotless:spotless-maven-plugin:2.43.0:check (default) on project harbor-api: The following files had format violations:\n[ERROR]     src/main/java/dev/harbor/${file}\n[ERROR]         @@ -14,7 +14,8 @@\n[ERROR]         -import java.util.*;\n[ERROR]         +import java.util.List;\n[ERROR]         +import java.util.Map;\n[ERROR] Run 'mvn spotless:apply' to fix these violations.\n[ERROR] -> [Help 1]`;
const ZK = (tool) => `Exception in thread "main" joptsimple.UnrecognizedOptionException: zookeeper is not a recognized option\n\tat joptsimple.OptionException.unrecognizedOption(OptionException.java:108)\n\tat joptsimple.OptionParser.handleLongOptionToken(OptionParser.java:510)\n\tat joptsimple.OptionParserState$2.handleArgument(OptionParserState.java:56)\n\tat joptsimple.OptionParser.parse(OptionParser.java:396)\n\tat kafka.admin.${tool}$${tool}CommandOptions.<init>(${tool}.scala:512)`;
const ECR_V2 = '\nusage: aws [options] <command> <subcommand> [<subcommand> ...] [parameters]\nTo see help text, you can run:\n\n  aws help\n  aws <command> help\n  aws <command> <subcommand> help\n\naws: error: argument operation: Invalid choice, valid choices are:\n\nbatch-check-layer-availability           | batch-delete-image\nbatch-get-image                          | complete-layer-upload\ncreate-repository                        | delete-repository\ndescribe-images                          | describe-repositories\nget-authorization-token                  | get-login-password\n';
const ARGO_GRPC = (op) => `{"level":"warning","msg":"Failed to invoke grpc call. Use flag --grpc-web in grpc calls. To avoid this warning message, use flag --grpc-web.","time":"2026-09-21T10:14:03Z"}\ntime="2026-09-21T10:14:08Z" level=fatal msg="rpc error: code = Unavailable desc = connection error: desc = \\"error reading server preface: EOF\\"" ${op}`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'harbor', start: '2026-09-01T08:10:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -q test', 'zsh: command not found: mvn', 127, 'Run the unit tests'],
      ['prompt', 'mvnw', 'use ./mvnw, nobody has maven installed globally'],
      ['ok', './mvnw -q test'],
      ['fail', 'sed-i', "sed -i 's/0.3.0-SNAPSHOT/0.3.0/' pom.xml", 'sed: 1: "pom.xml": extra characters at the end of p command', 1, 'Bump the version'],
      ['prompt', 'sed-i', "bsd sed on the mac, it needs -i ''"],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md for the 0.3.0 release'],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-01T13:30:00Z',
    steps: [
      ['fail', 'java21', './mvnw -q package', JAVA17, 1, 'Build the jar'],
      ['prompt', 'java21', "we're on 21. sdk use java 21.0.4-tem"],
      ['ok', './mvnw -q package'],
      ['fail', 'x:mvnw-test-fail', './mvnw test -Dtest=PortCallServiceTest', "[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.412 s <<< FAILURE! -- in dev.harbor.api.PortCallServiceTest\n[ERROR] dev.harbor.api.PortCallServiceTest.etaIsRecomputedOnDelay -- Time elapsed: 0.031 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <3> but was: <2>\n[ERROR] BUILD FAILURE", 1],
    ],
  },
  {
    machine: 'ci', project: 'harbor', start: '2026-09-02T07:00:00Z',
    steps: [
      ['fail', 'no-bash-alpine', 'bash scripts/ci-check.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'no-bash-alpine', 'The CI runner is Alpine with busybox ash and no bash: CI scripts must be POSIX sh.'],
      ['fail', 'apk', 'apt-get update && apt-get install -y jq', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'apk', 'its alpine. apk add --no-cache jq'],
      ['ok', 'apk add --no-cache jq'],
    ],
  },
  {
    machine: 'mac2', project: 'harbor', start: '2026-09-02T09:40:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d postgres', 'zsh: command not found: docker-compose', 127, 'Start Postgres'],
      ['prompt', 'compose-v2', 'docker compose (with a space), v1 is gone from our machines'],
      ['fail', 'x:docker-daemon', 'docker compose up -d postgres', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'docker compose up -d postgres'],
      ['fail', 'psql-exec', "psql -h localhost -U harbor harbor -c '\\dt'", 'zsh: command not found: psql', 127],
      ['prompt', 'psql-exec', "psql isn't on the host, go through the container: docker compose exec postgres psql -U harbor harbor"],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-03T08:05:00Z',
    steps: [
      ['fail', 'aws-profile', 'aws s3 ls s3://harbor-artifacts-dev/', '\nUnable to locate credentials. You can configure credentials by running "aws configure".', 253],
      ['prompt', 'aws-profile', 'always --profile harbor-dev'],
      ['ok', 'aws s3 ls s3://harbor-artifacts-dev/ --profile harbor-dev'],
      ['fail', 'tf-make', 'cd infra/envs/dev && terraform plan', '╷\n│ Error: Backend initialization required, please run "terraform init"\n│ \n│ Reason: Initial configuration of the requested backend "s3"\n│ \n│ The "backend" is the interface that Terraform uses to store state,\n│ perform operations, etc. If this message is showing up, it means that the\n│ Terraform configuration you\'re using is using a custom configuration for\n│ the Terraform backend.\n╵', 1],
      ['prompt', 'tf-make', 'terraform goes through the Makefile here: make plan ENV=dev'],
    ],
  },
  {
    machine: 'codex', project: 'harbor', start: '2026-09-03T10:20:00Z',
    steps: [
      ['fail', 'bun', 'cd cli && npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci', 1],
      ['prompt', 'bun', 'the cli is on bun now, lockfile is bun.lock'],
      ['ok', 'cd cli && bun install --frozen-lockfile'],
      ['fail', 'x:bun-test-fail', 'cd cli && bun test', "cli/test/args.test.ts:\n24 |     expect(() => parseArgs(['--regoin', 'eu'])).toThrow('unknown flag');\n                                                 ^\nerror: expect(received).toThrow(expected)\n\nExpected substring: \"unknown flag\"\nReceived message: \"unknown option --regoin\"\n\n(fail) parseArgs > rejects an unknown flag [0.52ms]\n\n 11 pass\n 1 fail\n 23 expect() calls\nRan 12 tests across 3 files. [88.00ms]", 1],
      ['prompt', 'x:iso-dates', 'dates in the CLI output should be ISO 8601'],
    ],
  },
  {
    machine: 'mac', project: 'harbor', start: '2026-09-04T08:30:00Z',
    steps: [
      ['fail', 'grep-P', "grep -P '<version>\\d+\\.\\d+\\.\\d+</version>' pom.xml", MAC_GREP, 2],
      ['prompt', 'grep-P', 'no -P on mac grep, use -E or rg'],
      ['fail', 'date-d', "date -d '7 days ago' +%F", MAC_DATE, 1, 'Compute the date a week ago'],
      ['prompt', 'date-d', 'date -v-7d +%F on mac'],
      ['fail', 'x:grep-no-match', "grep -rn 'KAFKA_BOOTSTRAP' src/main/resources", '', 1],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-04T14:00:00Z',
    steps: [
      ['fail', 'k8s-ns', 'kubectl get deploy harbor-api -o wide', 'Error from server (NotFound): deployments.apps "harbor-api" not found', 1],
      ['prompt', 'k8s-ns', 'it lives in the harbor namespace'],
      ['ok', 'kubectl -n harbor get deploy harbor-api -o wide'],
      ['prompt', 'no-helm-upgrade', 'whoa — no helm upgrade against staging. argo owns that release, change the values in git'],
      ['agent', 'no-helm-upgrade', 'Never run helm upgrade/install against the clusters; ArgoCD syncs the charts from git.'],
    ],
  },
  {
    machine: 'mac', project: 'harbor', start: '2026-09-05T09:00:00Z',
    steps: [
      ['fail', 'timeout', 'timeout 600 ./mvnw -q verify -Pit', 'zsh: command not found: timeout', 127, 'Run the integration tests with a time limit'],
      ['prompt', 'timeout', 'mac has no timeout, gtimeout from coreutils'],
      ['fail', 'stat-c', 'stat -c %s target/harbor-api-0.3.0.jar', MAC_STAT, 1],
      ['prompt', 'stat-c', 'stat -f %z on macOS'],
      ['prompt', 'x:timeout-increase', 'bump the http client read timeout in PortClient to 30s'],
    ],
  },
  {
    machine: 'ci', project: 'harbor', start: '2026-09-07T06:45:00Z',
    steps: [
      ['fail', 'grep-P', "grep -oP '(?<=<version>)[^<]+' pom.xml | head -1", BB_GREP, 1],
      ['prompt', 'grep-P', 'busybox grep doesnt do -P either. grep -E or sed'],
      ['fail', 'no-bash-alpine', './scripts/release-notes.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['prompt', 'no-bash-alpine', 'ash on the runner. #!/bin/sh'],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-08T08:15:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin main', "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:harbor-io/harbor.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:harbor-io/harbor.git'", 1],
      ['prompt', 'force-push', 'NEVER force push main!! work on a branch'],
      ['fail', 'x:push-nonff', 'git push origin feat/port-eta', "To github.com:harbor-io/harbor.git\n ! [rejected]        feat/port-eta -> feat/port-eta (fetch first)\nerror: failed to push some refs to 'github.com:harbor-io/harbor.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.", 1],
      ['ok', 'git pull --rebase origin feat/port-eta && git push origin feat/port-eta'],
    ],
  },
  {
    machine: 'codex', project: 'harbor', start: '2026-09-08T11:00:00Z',
    steps: [
      ['prompt', 'pr-develop', 'PRs go to develop, main is only for releases'],
      ['agent', 'pr-develop', 'Open pull requests against develop (gh pr create --base develop), not main.'],
      ['prompt', 'x:git-rebase', 'rebase feat/port-eta on develop and fix the conflicts'],
      ['fail', 'kafka-bootstrap', 'docker compose exec kafka kafka-topics --zookeeper zookeeper:2181 --list', ZK('TopicCommand'), 1],
      ['prompt', 'kafka-bootstrap', 'the zookeeper flag is gone in kafka 3, --bootstrap-server localhost:9092'],
    ],
  },
  {
    machine: 'mac2', project: 'harbor', start: '2026-09-09T08:50:00Z',
    steps: [
      ['fail', 'sed-i', "sed -i 's/harbor-dev/harbor-staging/' helm/harbor-api/values-staging.yaml", 'sed: 1: "helm/harbor-api/values- ...": extra characters at the end of h command', 1],
      ['prompt', 'sed-i', "BSD-sed auf dem Mac: sed -i '' oder gsed nehmen"],
      ['fail', 'nproc', 'nproc', 'zsh: command not found: nproc', 127, 'Count CPU cores for parallel build'],
      ['prompt', 'nproc', 'sysctl -n hw.ncpu on mac'],
      ['ok', './mvnw -T 8 -q verify'],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-10T09:30:00Z',
    steps: [
      ['fail', 'spotless', './mvnw -q verify', SPOTLESS('api/PortCallController.java'), 1],
      ['prompt', 'spotless', 'run ./mvnw spotless:apply before you commit, CI checks formatting'],
      ['fail', 'x:flyway-checksum', './mvnw -q flyway:migrate', '[ERROR] Failed to execute goal org.flywaydb:flyway-maven-plugin:10.15.0:migrate (default-cli) on project harbor-api: org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation\n[ERROR] Migration checksum mismatch for migration version 7\n[ERROR] -> Applied to database : 1204558812\n[ERROR] -> Resolved locally    : -88431270', 1],
      ['prompt', 'flyway-prod', 'and never run flyway:migrate with the prod url, the deploy pipeline migrates prod'],
    ],
  },
  {
    machine: 'mac', project: 'harbor', start: '2026-09-11T08:20:00Z',
    steps: [
      ['fail', 'ecr-login', 'aws ecr get-login --no-include-email --profile harbor-dev', ECR_V2, 252],
      ['prompt', 'ecr-login', "get-login was aws cli v1. it's aws ecr get-login-password | docker login --username AWS --password-stdin"],
      ['fail', 'x:sso-expired', 'aws ecr describe-repositories --profile harbor-dev', 'Error when retrieving token from sso: Token has expired and refresh failed', 255],
      ['ok', 'aws sso login --profile harbor-dev'],
    ],
  },
  {
    machine: 'codex', project: 'harbor', start: '2026-09-11T13:10:00Z',
    steps: [
      ['fail', 'kubectl-short', 'kubectl version --short', "error: unknown flag: --short\nSee 'kubectl version --help' for usage.", 1],
      ['agent', 'kubectl-short', 'kubectl version --short was removed in 1.28; use plain kubectl version (or --client).'],
      ['fail', 'k8s-ns', 'kubectl logs harbor-api-7d9f8b6c4-x2k9p --tail=100', 'Error from server (NotFound): pods "harbor-api-7d9f8b6c4-x2k9p" not found', 1],
      ['prompt', 'k8s-ns', 'ns harbor. always'],
      ['fail', 'x:kubectl-forbidden', 'kubectl -n kube-system get secrets', 'Error from server (Forbidden): secrets is forbidden: User "dev@harbor.io" cannot list resource "secrets" in API group "" in the namespace "kube-system"', 1],
    ],
  },
  {
    machine: 'mac2', project: 'harbor', start: '2026-09-14T08:40:00Z',
    steps: [
      ['fail', 'python3', 'python scripts/gen_fixtures.py', 'zsh: command not found: python', 127],
      ['prompt', 'python3', 'python3 on the macs'],
      ['fail', 'sha256sum', 'sha256sum target/harbor-api-0.3.0.jar', 'zsh: command not found: sha256sum', 127, 'Checksum the release jar'],
      ['prompt', 'sha256sum', 'shasum -a 256'],
      ['fail', 'x:python-bug', 'python3 scripts/gen_fixtures.py', 'Traceback (most recent call last):\n  File "/Users/kai/harbor/scripts/gen_fixtures.py", line 41, in <module>\n    row["eta"] = call["eta"].isoformat()\n                 ~~~~^^^^^^^\nKeyError: \'eta\'', 1],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-15T10:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.yml up -d kafka', 'bash: line 1: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'aquí usamos docker compose v2, sin guion'],
      ['fail', 'compose-profile', 'docker compose exec kafka kafka-topics --bootstrap-server localhost:9092 --list', 'service "kafka" is not running', 1],
      ['prompt', 'compose-profile', 'kafka is in the streaming profile, plain up -d never starts it'],
      ['ok', 'docker compose --profile streaming up -d'],
    ],
  },
  {
    machine: 'ci', project: 'harbor', start: '2026-09-16T06:30:00Z',
    steps: [
      ['fail', 'bun', 'cd cli && npm ci && npm run build', '/bin/sh: npm: not found', 127],
      ['prompt', 'bun', 'bun plz, there is no npm in that image'],
      ['fail', 'apk', 'apt-get install -y postgresql-client', '/bin/sh: apt-get: not found', 127],
      ['agent', 'apk', 'Alpine runners: install packages with apk add --no-cache, apt-get does not exist there.'],
    ],
  },
  {
    machine: 'mac', project: 'harbor', start: '2026-09-17T08:00:00Z',
    steps: [
      ['fail', 'date-d', 'date -d "$(git log -1 --format=%cI)" +%s', MAC_DATE, 1],
      ['prompt', 'date-d', 'no mac o date não tem -d, usa date -j -f'],
      ['fail', 'timeout', 'timeout 120 kubectl -n harbor rollout status deploy/harbor-api', 'zsh: command not found: timeout', 127],
      ['prompt', 'timeout', 'mac 上没有 timeout，用 gtimeout'],
      ['prompt', 'x:log-utc', 'log timestamps should be UTC everywhere'],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-18T09:10:00Z',
    steps: [
      ['fail', 'tf-make', 'terraform -chdir=infra/envs/staging apply', '╷\n│ Error: No value for required variable\n│ \n│   on variables.tf line 3:\n│    3: variable "env" {\n│ \n│ The root module input variable "env" is not set, and has no default value.\n│ Use a -var or -var-file command line argument to provide a value for this\n│ variable.\n╵', 1],
      ['prompt', 'tf-make', 'make apply ENV=staging. the Makefile sets the backend, the vars and the profile'],
      ['fail', 'x:tf-lock', 'make plan ENV=staging', '╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n│   ID:        5e1b7c2a-9f0e-3d44-a1b2-77c0e9d1a3f4\n│   Path:      harbor-tfstate/staging/terraform.tfstate\n│   Operation: OperationTypePlan\n│   Who:       kai@kai-mbp\n╵\nmake: *** [Makefile:14: plan] Error 1', 2],
      ['fail', 'x:make-typo', 'make plna ENV=staging', "make: *** No rule to make target 'plna'.  Stop.", 2],
    ],
  },
  {
    machine: 'codex', project: 'harbor', start: '2026-09-21T10:05:00Z',
    steps: [
      ['fail', 'aws-profile', 'aws eks update-kubeconfig --name harbor-staging --region eu-west-1', '\nAn error occurred (AccessDeniedException) when calling the DescribeCluster operation: User: arn:aws:sts::204981337715:assumed-role/AWSReservedSSO_ReadOnly_5a1f/dev@harbor.io is not authorized to perform: eks:DescribeCluster on resource: arn:aws:eks:eu-west-1:204981337715:cluster/harbor-staging', 254],
      ['prompt', 'aws-profile', 'default is the read-only sandbox. AWS_PROFILE=harbor-staging, every time'],
      ['fail', 'argocd-grpc-web', 'argocd app get harbor-api', ARGO_GRPC(''), 20],
      ['prompt', 'argocd-grpc-web', 'add --grpc-web, argo sits behind the ALB'],
    ],
  },
  {
    machine: 'mac2', project: 'harbor', start: '2026-09-22T08:25:00Z',
    steps: [
      ['fail', 'grep-P', "git diff --name-only develop | grep -P '\\.java$'", MAC_GREP, 2],
      ['prompt', 'grep-P', 'pas de grep -P sur mac, utilise grep -E'],
      ['fail', 'stat-c', "stat -c '%Y' src/main/resources/application.yml", MAC_STAT, 1],
      ['agent', 'stat-c', 'macOS stat is BSD: use stat -f %m / stat -f %z, GNU stat -c fails.'],
      ['prompt', 'x:spotless-rule', 'add the importOrder step to the spotless config in pom.xml'],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-23T09:00:00Z',
    steps: [
      ['fail', 'java21', 'java -jar target/harbor-api-0.3.0.jar', 'Error: LinkageError occurred while loading main class dev.harbor.HarborApplication\n\tjava.lang.UnsupportedClassVersionError: dev/harbor/HarborApplication has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0', 1],
      ['prompt', 'java21', 'your JAVA_HOME is still 17, the service needs jdk 21'],
      ['fail', 'x:java-oom', './mvnw -q verify -Pit', '[ERROR] Tests run: 31, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 48.2 s <<< FAILURE! -- in dev.harbor.it.PortEventsIT\n[ERROR] dev.harbor.it.PortEventsIT.replaysBacklog -- Time elapsed: 21.7 s <<< ERROR!\njava.lang.OutOfMemoryError: Java heap space', 1],
      ['fail', 'x:port-in-use', 'docker compose up -d postgres', 'Error response from daemon: driver failed programming external connectivity on endpoint harbor-postgres-1 (3f9c0e0b7d2a): Bind for 0.0.0.0:5432 failed: port is already allocated', 1],
    ],
  },
  {
    machine: 'ci', project: 'harbor', start: '2026-09-24T06:40:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn -B verify', '/bin/sh: mvn: not found', 127],
      ['prompt', 'mvnw', 'wrapper. ./mvnw -B verify'],
      ['fail', 'java21', './mvnw -B verify', '[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project harbor-api: Fatal error compiling: error: invalid target release: 21 -> [Help 1]', 1],
      ['agent', 'java21', 'harbor-api needs JDK 21 (maven.compiler.release 21); the runner image must be eclipse-temurin:21-alpine.'],
      ['fail', 'no-bash-alpine', './scripts/ci-check.sh', '/bin/sh: ./scripts/ci-check.sh: not found', 127],
      ['ok', './mvnw -B verify'],
    ],
  },
  {
    machine: 'mac', project: 'harbor', start: '2026-09-25T08:30:00Z',
    steps: [
      ['prompt', 'force-push', 'git push -f to main again?? --force-with-lease on your own branch, main never'],
      ['fail', 'x:helm-lint', 'helm lint helm/harbor-api', '==> Linting helm/harbor-api\n[ERROR] templates/deployment.yaml: unable to parse YAML: error converting YAML to JSON: yaml: line 42: did not find expected key\n\nError: 1 chart(s) linted, 1 chart(s) failed', 1],
      ['prompt', 'no-helm-upgrade', 'that helm upgrade --install on staging again. stop it, argocd syncs it'],
      ['prompt', 'x:argocd-status', "what's the argo sync status of harbor-api in staging?"],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-09-28T09:05:00Z',
    steps: [
      ['fail', 'kafka-bootstrap', 'docker compose exec kafka kafka-consumer-groups --zookeeper localhost:2181 --list', ZK('ConsumerGroupCommand'), 1],
      ['prompt', 'kafka-bootstrap', 'same as last week: --bootstrap-server, not --zookeeper'],
      ['fail', 'x:kafka-leader', 'docker compose exec kafka kafka-console-producer --bootstrap-server localhost:9092 --topic port-events < fixtures/events.jsonl', '[2026-09-28 09:12:01,442] WARN [Producer clientId=console-producer] Error while fetching metadata with correlation id 4 : {port-events=LEADER_NOT_AVAILABLE} (org.apache.kafka.clients.NetworkClient)\norg.apache.kafka.common.errors.TimeoutException: Topic port-events not present in metadata after 60000 ms.', 1],
      ['fail', 'psql-exec', 'psql "postgresql://harbor:harbor@localhost:5432/harbor" -c \'select count(*) from port_call\'', 'bash: line 1: psql: command not found', 127],
      ['prompt', 'psql-exec', 'no hay psql en el host, entra por docker compose exec postgres'],
    ],
  },
  {
    machine: 'codex', project: 'harbor', start: '2026-09-29T10:30:00Z',
    steps: [
      ['fail', 'spotless', './mvnw -B -q verify', SPOTLESS('kafka/PortEventListener.java'), 1],
      ['agent', 'spotless', 'Run ./mvnw spotless:apply before committing; verify fails on format violations.'],
      ['fail', 'x:compile-error', './mvnw -B -q compile', "[ERROR] COMPILATION ERROR : \n[ERROR] /home/dev/harbor/src/main/java/dev/harbor/api/PortCallMapper.java:[27,16] cannot find symbol\n  symbol:   method etaUtc()\n  location: variable call of type dev.harbor.domain.PortCall\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project harbor-api: Compilation failure", 1],
      ['prompt', 'pr-develop', 'base develop pls'],
      ['ok', 'gh pr create --base develop --fill'],
    ],
  },
  {
    machine: 'mac2', project: 'harbor', start: '2026-09-30T08:15:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose logs -f api', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', "that's the old compose syntax"],
      ['fail', 'x:psql-role', 'docker compose exec postgres psql -U postgres harbor', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  role "postgres" does not exist', 2],
      ['fail', 'x:postgres-not-running', 'docker compose exec postgres pg_isready', 'service "postgres" is not running', 1],
      ['fail', 'sha256sum', "find target -name '*.jar' -exec sha256sum {} \\;", 'find: sha256sum: No such file or directory', 1],
      ['prompt', 'sha256sum', 'sha256sum is linux only, shasum -a 256 on the mac'],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-10-01T09:20:00Z',
    steps: [
      ['fail', 'ecr-login', '$(aws ecr get-login --region eu-west-1 --profile harbor-dev)', ECR_V2, 252],
      ['prompt', 'ecr-login', 'get-login gibt es in v2 nicht mehr, nimm get-login-password'],
      ['fail', 'x:ecr-repo', 'docker push 204981337715.dkr.ecr.eu-west-1.amazonaws.com/harbor-cli:0.4.0', "The push refers to repository [204981337715.dkr.ecr.eu-west-1.amazonaws.com/harbor-cli]\n5f70bf18a086: Preparing\nname unknown: The repository with name 'harbor-cli' does not exist in the registry with id '204981337715'", 1],
      ['prompt', 'x:cli-version', 'bump the cli version to 0.4.0 in package.json'],
    ],
  },
  {
    machine: 'mac', project: 'harbor', start: '2026-10-02T08:45:00Z',
    steps: [
      ['fail', 'kubectl-short', 'kubectl version --short --client', "error: unknown flag: --short\nSee 'kubectl version --help' for usage.", 1],
      ['prompt', 'kubectl-short', '--short is gone from kubectl version'],
      ['fail', 'argocd-grpc-web', 'argocd app sync harbor-api --prune', ARGO_GRPC('app=harbor-api'), 20],
      ['agent', 'argocd-grpc-web', 'The argocd CLI needs --grpc-web here (the server is behind an ALB).'],
      ['prompt', 'flyway-prod', 'NEVER point flyway at prod. prod migrations run in the pipeline only'],
      ['fail', 'nproc', 'make -j$(nproc) build', 'zsh: command not found: nproc\nmake: the `-j\' option requires a positive integer argument\nUsage: make [options] [target] ...', 2],
      ['agent', 'nproc', 'macOS has no nproc; use sysctl -n hw.ncpu.'],
    ],
  },
  {
    machine: 'linux', project: 'harbor', start: '2026-10-05T09:00:00Z',
    steps: [
      ['fail', 'mvnw', 'mvn dependency:tree -Dincludes=org.apache.kafka', 'bash: line 1: mvn: command not found', 127],
      ['agent', 'mvnw', 'Use the Maven wrapper ./mvnw; mvn is not installed.'],
      ['fail', 'x:mvnw-perm', './mvnw -q package', 'bash: line 1: ./mvnw: Permission denied', 126],
      ['prompt', 'bun', "we're on bun here. bun run build in cli/"],
      ['fail', 'python3', 'python scripts/gen_fixtures.py --ports 20', 'bash: line 1: python: command not found', 127],
      ['prompt', 'python3', "python3 — plain python doesn't exist on debian either"],
    ],
  },
  {
    machine: 'codex', project: 'harbor', start: '2026-10-06T10:00:00Z',
    steps: [
      ['agent', 'flyway-prod', 'Never run flyway:migrate against the prod database; the deploy pipeline applies prod migrations.'],
      ['fail', 'compose-profile', 'docker compose exec schema-registry curl -s localhost:8081/subjects', 'service "schema-registry" is not running', 1],
      ['prompt', 'compose-profile', 'same thing, needs --profile streaming'],
      ['fail', 'aws-profile', 'aws sts get-caller-identity', '\nThe config profile (default) could not be found', 255],
      ['prompt', 'aws-profile', 'what did i say about the profile'],
      ['ok', 'aws sts get-caller-identity --profile harbor-dev'],
      ['prompt', 'x:readme-ports', 'list the local ports (5432, 9092, 8081) in the README'],
    ],
  },
  {
    machine: 'mac2', project: 'harbor', start: '2026-10-07T08:30:00Z',
    steps: [
      ['fail', 'sed-i', "sed -i 's/## Unreleased/## 0.4.0/' CHANGELOG.md", 'sed: 1: "CHANGELOG.md": invalid command code C', 1],
      ['agent', 'sed-i', "On macOS (BSD sed) use sed -i '' …; GNU-style sed -i without a suffix fails."],
      ['prompt', 'x:brew-mac', 'this is a mac, use brew install for curl and jq'],
      ['prompt', 'x:port-call-dto', 'rename PortCallDto.etaUtc to estimatedArrival'],
    ],
  },
];
