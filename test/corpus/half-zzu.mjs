// Half ZZU: "dunlin", a Scala 3 backend (sbt via Coursier, http4s/Cats Effect, Doobie on Postgres 16
// in docker compose, Flyway, scalafmt/scalafix, Temurin 21 via SDKMAN, sbt-native-packager, Helm + Argo CD).
// Written blind from issue 10, the corpus README, build.mjs and the head of half D only.
// Team: macOS (zsh), Ubuntu 24.04 (bash), Windows 11 (WSL2, PowerShell 5.1 / 7); English, Finnish, Serbian, Thai.

const PS5_NOT_FOUND = (word, line) => `${word} : The term '${word}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(word.length)}\n    + CategoryInfo          : ObjectNotFound: (${word}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException`;
const PS7_NOT_FOUND = (word) => `${word}: The term '${word}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const SBT_BANNER = (home) => `[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 21.0.5)\n[info] loading settings for project dunlin-build from plugins.sbt ...\n[info] loading project definition from ${home}/dunlin/project\n[info] loading settings for project dunlin from build.sbt ...\n[info] set current project to dunlin (in build file:${home}/dunlin/)`;

const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';

const PSQL_REFUSED = `[info] running (fork) dunlin.Main \n[error] org.postgresql.util.PSQLException: Connection to localhost:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.\n[error] \tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:352)\n[error] \tat org.postgresql.core.ConnectionFactory.openConnection(ConnectionFactory.java:54)\n[error] \tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)\n[error] Caused by: java.net.ConnectException: Connection refused\n[error] Nonzero exit code returned from runner: 1\n[error] (Compile / run) Nonzero exit code returned from runner: 1`;

const CHECKSUM = (home, version, applied, local) => `${SBT_BANNER(home)}\n[info] Flyway Community Edition 10.17.3 by Redgate\n[info] Database: jdbc:postgresql://localhost:5433/dunlin (PostgreSQL 16.4)\n[error] org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation\n[error] Migration checksum mismatch for migration version ${version}\n[error] -> Applied to database : ${applied}\n[error] -> Resolved locally    : ${local}\n[error] Either revert the changes to the migration, or run repair to update the schema history.\n[error] Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE\n[error] (flywayMigrate) org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation`;

const FMT_CHECK = (files) => `${SBT_BANNER('/workspace').replaceAll('/workspace/dunlin', '/workspace')}\n${files.map((f) => `[warn] /workspace/${f} isn't formatted properly!`).join('\n')}\n[error] (Compile / scalafmtCheck) ${files.length} files must be formatted\n[error] Total time: 7 s, completed Mar 3, 2026, 9:14:02 AM`;

const SBT_HANG = (home) => `${SBT_BANNER(home)}\n[info] sbt server started at local:///${home.replace(/^\//, '')}/.sbt/1.0/server/5a1e6c0b2f3d7e81c4a2/sock\n[info] started sbt server\nsbt:dunlin> \nCommand timed out after 2m 0.0s`;

const DOCKERFILE_MISSING = 'ERROR: failed to solve: failed to read dockerfile: open Dockerfile: no such file or directory';

const PUSH_HINT = 'hint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: \'git pull\' before pushing again.\nhint: See the \'Note about fast-forwards\' in \'git push --help\' for details.';

export const SESSIONS = [
  {
    machine: 'linux', project: 'dunlin', start: '2026-03-02T07:40:00Z',
    steps: [
      ['fail', 'sbt-coursier', 'sbt test', '/bin/bash: line 1: sbt: command not found', 127, 'Run the test suite'],
      ['fail', 'sbt-coursier', 'sudo apt-get install -y sbt', 'Reading package lists...\nBuilding dependency tree...\nReading state information...\nE: Unable to locate package sbt', 100, 'Install sbt'],
      ['prompt', 'sbt-coursier', 'no apt for sbt. coursier does it: cs setup, then ~/.local/share/coursier/bin on your PATH'],
      ['ok', 'cs setup --yes'],
      ['ok', 'sbt test'],
    ],
  },
  {
    machine: 'mac', project: 'dunlin', start: '2026-03-02T09:15:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db', 'zsh: command not found: docker-compose', 127, 'Start Postgres'],
      ['prompt', 'compose-v2', "it's `docker compose` with a space now, the dashed one is long gone from docker desktop"],
      ['ok', 'docker compose up -d db'],
      ['fail', 'db-port', 'sbt run', `${SBT_BANNER('/Users/ana')}\n${PSQL_REFUSED}`, 1, 'Start the service'],
      ['prompt', 'db-port', 'compose publishes postgres on 5433 on the host (5432 clashes with everyone\'s brew postgres). DB_PORT=5433, see .env.example'],
    ],
  },
  {
    machine: 'ci', project: 'dunlin', start: '2026-03-03T08:05:00Z',
    steps: [
      ['fail', 'scalafmt', 'sbt scalafmtCheckAll', FMT_CHECK(['src/main/scala/dunlin/http/SightingRoutes.scala', 'src/main/scala/dunlin/repo/SightingRepo.scala']), 1],
      ['fail', 'ash-no-bash', 'bash scripts/ci-migrate.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'ash-no-bash', 'CI image is Alpine (busybox ash), there is no bash: CI scripts must be POSIX sh, run them with sh'],
      ['ok', 'sh scripts/ci-migrate.sh'],
    ],
  },
  {
    machine: 'mac2', project: 'dunlin', start: '2026-03-03T10:30:00Z',
    steps: [
      ['prompt', 'scalafmt', 'CI is red on formatting. run sbt scalafmtAll before you commit, every time pls'],
      ['ok', 'sbt scalafmtAll'],
      ['fail', 'no-scala-cli', 'scala-cli test .', 'zsh: command not found: scala-cli', 127, 'Run tests quickly with scala-cli'],
      ['prompt', 'no-scala-cli', 'the service is built by sbt and only sbt. no scala-cli, no global scala install'],
      ['ok', 'sbt compile'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the new /v1/sightings/export endpoint under Unreleased'],
    ],
  },
  {
    machine: 'wsl', project: 'dunlin', start: '2026-03-04T06:50:00Z',
    steps: [
      ['fail', 'crlf-wsl', './scripts/dev-db.sh', '/usr/bin/env: ‘bash\r’: No such file or directory', 127, 'Start local database'],
      ['prompt', 'crlf-wsl', "you're in the /mnt/c checkout, that one has CRLF endings. the real clone is ~/src/dunlin on the WSL side (core.autocrlf=input)"],
      ['fail', 'compose-v2', 'docker-compose -f compose.yaml up -d', '/bin/bash: line 1: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'same as on the macs: compose v2, so `docker compose`'],
      ['ok', 'docker compose -f compose.yaml up -d'],
    ],
  },
  {
    machine: 'mac', project: 'dunlin', start: '2026-03-05T08:20:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/0.4.1/0.4.2/' build.sbt", 'sed: 1: "build.sbt": invalid command code b', 1, 'Bump version'],
      ['prompt', 'sed-bsd', "that's BSD sed on the mac. sed -i '' 's/…/…/' or gsed"],
      ['ok', "sed -i '' 's/0.4.1/0.4.2/' build.sbt"],
      ['fail', 'date-bsd', "date -d '7 days ago' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['agent', 'date-bsd', 'macOS date has no -d; use date -v-7d +%F (or gdate from coreutils)'],
      ['prompt', 'x:iso-dates', 'export rows should carry observed_at as ISO 8601 with the offset, not epoch millis'],
    ],
  },
  {
    machine: 'winps', project: 'dunlin', start: '2026-03-05T11:00:00Z',
    steps: [
      ['fail', 'ps-curl', 'curl -s http://localhost:8080/health', "Invoke-WebRequest : A parameter cannot be found that matches parameter name 's'.\nAt line:1 char:6\n+ curl -s http://localhost:8080/health\n+      ~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand", 1],
      ['prompt', 'ps-curl', 'ใน PowerShell 5 คำว่า curl มันคือ Invoke-WebRequest นะ ใช้ curl.exe'],
      ['ok', 'curl.exe -s http://localhost:8080/health'],
      ['fail', 'ps-and', 'sbt clean && sbt test', "At line:1 char:11\n+ sbt clean && sbt test\n+           ~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine", 1],
      ['prompt', 'ps-and', 'this is windows powershell 5.1, && doesnt exist there. ; between them, or open pwsh 7'],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-03-06T07:30:00Z',
    steps: [
      ['fail', 'mainline', 'git diff --stat main...HEAD', "fatal: ambiguous argument 'main...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128, 'Show what changed on this branch'],
      ['prompt', 'mainline', 'our default branch is mainline'],
      ['ok', 'git diff --stat mainline...HEAD'],
      ['fail', 'x:git-branch-typo', 'git checkout feature/sightnig-export', "error: pathspec 'feature/sightnig-export' did not match any file(s) known to git", 1],
      ['fail', 'testonly-quote', 'sbt testOnly *RoutesSpec', `${SBT_BANNER('/home/dev')}\n[info] compiling 4 Scala sources to /home/dev/dunlin/target/scala-3.5.2/test-classes ...\ndunlin.http.RoutesSpec:\n  + GET /health returns 200 0.412s\ndunlin.repo.SightingRepoSpec:\n  + insert and read back 1.204s\n[info] Passed: Total 48, Failed 0, Errors 0, Passed 48\n[error] Expected ID character\n[error] Not a valid command: *RoutesSpec\n[error] Expected project ID\n[error] Expected configuration\n[error] Expected ':'\n[error] Expected key\n[error] Not a valid key: *RoutesSpec\n[error] *RoutesSpec\n[error] ^`, 1, 'Run only the routes spec'],
      ['prompt', 'testonly-quote', 'that ran the whole suite and then choked. the quotes go around all of it: sbt "testOnly *RoutesSpec"'],
    ],
  },
  {
    machine: 'codex', project: 'dunlin', start: '2026-03-07T09:10:00Z',
    steps: [
      ['fail', 'jdk21', 'sbt test', `[info] welcome to sbt 1.10.2 (Ubuntu Java 17.0.12)\n[info] loading settings for project dunlin-build from plugins.sbt ...\n[error] java.lang.UnsupportedClassVersionError: dunlin/build/DunlinPlugin has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0\n[error] \tat java.base/java.lang.ClassLoader.defineClass1(Native Method)\n[error] Use 'last' for the full log.\nProject loading failed: (r)etry, (q)uit, (l)ast, or (i)gnore? `, 1],
      ['prompt', 'jdk21', 'java 21, temurin, from sdkman. `sdk env` in the repo picks it up from .sdkmanrc'],
      ['ok', 'sdk env && sbt test'],
      ['fail', 'x:compile-type-mismatch', 'sbt compile', `${SBT_BANNER('/home/dev')}\n[info] compiling 31 Scala sources to /home/dev/dunlin/target/scala-3.5.2/classes ...\n[error] -- [E007] Type Mismatch Error: /home/dev/dunlin/src/main/scala/dunlin/repo/SightingRepo.scala:41:8 \n[error] 41 |        .to[List]\n[error]    |        ^^^^^^^^^\n[error]    |        Found:    doobie.ConnectionIO[List[dunlin.model.Sighting]]\n[error]    |        Required: doobie.ConnectionIO[Vector[dunlin.model.Sighting]]\n[error]    |\n[error]    | longer explanation available when compiling with \`-explain\`\n[error] one error found\n[error] (Compile / compileIncremental) Compilation failed`, 1],
      ['ok', 'sbt compile'],
    ],
  },
  {
    machine: 'mac2', project: 'dunlin', start: '2026-03-09T08:45:00Z',
    steps: [
      ['fail', 'image-sbt', 'docker build -t dunlin:dev .', `[+] Building 0.0s (1/1) FINISHED                                 docker:desktop-linux\n => [internal] load build definition from Dockerfile              0.0s\n => => transferring dockerfile: 2B                                  0.0s\n${DOCKERFILE_MISSING}`, 1, 'Build the container image'],
      ['prompt', 'image-sbt', 'there is no Dockerfile on purpose. the image comes out of native-packager: sbt Docker/publishLocal'],
      ['ok', 'sbt Docker/publishLocal'],
      ['fail', 'x:docker-daemon-down', 'docker compose up -d db', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'open -a Docker && sleep 20 && docker compose up -d db'],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-03-10T08:00:00Z',
    steps: [
      ['fail', 'flyway-checksum', 'sbt flywayMigrate', CHECKSUM('/home/dev', 7, '1843921620', '-2019437841'), 1, 'Apply migrations'],
      ['prompt', 'flyway-checksum', "you edited V7__sightings_geo.sql. that one is on mainline and applied in every env. put it back and write the change as V12"],
      ['ok', 'git checkout mainline -- src/main/resources/db/migration/V7__sightings_geo.sql'],
      ['ok', 'sbt flywayMigrate'],
    ],
  },
  {
    machine: 'mac', project: 'dunlin', start: '2026-03-11T09:40:00Z',
    steps: [
      ['fail', 'flyway-via-sbt', 'flyway -configFiles=flyway.conf migrate', 'zsh: command not found: flyway', 127, 'Run migrations'],
      ['prompt', 'flyway-via-sbt', 'migrations go through sbt flywayMigrate, the plugin settings in build.sbt have the url and creds'],
      ['fail', 'db-tools-container', 'psql -h localhost -p 5433 -U dunlin dunlin -c "\\d sightings"', 'zsh: command not found: psql', 127, 'Inspect the table'],
      ['prompt', 'db-tools-container', 'psql ei oo macilla, eikä tarvii olla. docker compose exec db psql -U dunlin'],
      ['ok', 'docker compose exec db psql -U dunlin -c "\\d sightings"'],
    ],
  },
  {
    machine: 'ci', project: 'dunlin', start: '2026-03-12T13:20:00Z',
    steps: [
      ['fail', 'ash-no-bash', './scripts/ci-migrate.sh', '/bin/sh: ./scripts/ci-migrate.sh: not found', 127],
      ['prompt', 'ash-no-bash', 'the file is there, its shebang is #!/bin/bash and the ci image has no bash. #!/bin/sh and keep it posix'],
      ['fail', 'scalafmt', 'sbt scalafmtCheckAll', FMT_CHECK(['src/test/scala/dunlin/http/RoutesSpec.scala']), 1],
      ['ok', 'sbt scalafmtCheckAll'],
    ],
  },
  {
    machine: 'winps', project: 'dunlin', start: '2026-03-13T10:10:00Z',
    steps: [
      ['fail', 'ps-env', 'SBT_OPTS="-Xmx2G" sbt test', `${PS5_NOT_FOUND('SBT_OPTS=-Xmx2G', 'SBT_OPTS="-Xmx2G" sbt test').replace("+ ~~~~~~~~~~~~~~~", '+ ~~~~~~~~~~~~~~~~~')}`, 1],
      ['agent', 'ps-env', 'PowerShell has no VAR=value prefix for a command; set $env:SBT_OPTS = "-Xmx2G" first, then run sbt'],
      ['fail', 'ps-curl', 'curl -X POST -H "Content-Type: application/json" -d \'{"species":"Calidris alpina"}\' http://localhost:8080/v1/sightings', "Invoke-WebRequest : Cannot bind parameter 'Headers'. Cannot convert the \"Content-Type: application/json\" value of type \"System.String\" to type \"System.Collections.IDictionary\".\nAt line:1 char:12\n+ curl -X POST -H \"Content-Type: application/json\" -d '{\"species\":\"Cal ...\n+            ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands.InvokeWebRequestCommand", 1],
      ['prompt', 'ps-curl', 'curl.exe. again.'],
      ['fail', 'x:ps-execution-policy', '.\\scripts\\seed-dev.ps1', ".\\scripts\\seed-dev.ps1 : File C:\\Users\\joao\\dunlin\\scripts\\seed-dev.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\seed-dev.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess", 1],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-03-16T08:25:00Z',
    steps: [
      ['fail', 'prod-argocd', 'kubectl apply -f deploy/k8s/configmap.yaml --context dunlin-prod -n dunlin-prod', 'Error from server (Forbidden): error when retrieving current configuration of:\nResource: "/v1, Resource=configmaps", GroupVersionKind: "/v1, Kind=ConfigMap"\nName: "dunlin-config", Namespace: "dunlin-prod"\nfrom server for: "deploy/k8s/configmap.yaml": configmaps "dunlin-config" is forbidden: User "dev@dunlin.dev" cannot get resource "configmaps" in API group "" in the namespace "dunlin-prod"', 1, 'Push the config change'],
      ['prompt', 'prod-argocd', 'NEVER kubectl apply against prod!! prod changes are a PR to dunlin-gitops and Argo CD syncs them'],
      ['fail', 'kubectl-ns', 'kubectl logs deploy/dunlin --tail=100 --context dunlin-staging', 'Error from server (NotFound): deployments.apps "dunlin" not found', 1],
      ['prompt', 'kubectl-ns', 'it lives in the dunlin-staging namespace, nothing of ours is in default. -n dunlin-staging every time'],
      ['ok', 'kubectl -n dunlin-staging logs deploy/dunlin --tail=100 --context dunlin-staging'],
    ],
  },
  {
    machine: 'mac2', project: 'dunlin', start: '2026-03-17T09:00:00Z',
    steps: [
      ['fail', 'bare-sbt', 'sbt', SBT_HANG('/Users/kai'), 143, 'Open sbt'],
      ['prompt', 'bare-sbt', 'the sbt shell just sits there waiting for you to type. give it the task on the command line, sbt compile'],
      ['ok', 'sbt compile'],
      ['fail', 'stat-bsd', 'stat -c %s target/docker/stage/opt/docker/lib/dunlin.dunlin-0.4.2.jar', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-bsd', 'mac stat: -f %z'],
    ],
  },
  {
    machine: 'wincodex7', project: 'dunlin', start: '2026-03-18T07:35:00Z',
    steps: [
      ['fail', 'ps-env', 'JAVA_OPTS=-Xmx2g sbt "testOnly *RoutesSpec"', PS7_NOT_FOUND('JAVA_OPTS=-Xmx2g'), 1],
      ['prompt', 'ps-env', 'ใน pwsh ต้องตั้ง $env:JAVA_OPTS = "-Xmx2g" ก่อน แล้วค่อยรัน sbt'],
      ['fail', 'sbt-coursier', 'sbt compile', PS7_NOT_FOUND('sbt'), 1],
      ['prompt', 'sbt-coursier', 'on windows as well it is `cs setup` that puts sbt there — reopen the terminal after so PATH updates'],
      ['ok', 'sbt compile'],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-03-19T10:15:00Z',
    steps: [
      ['prompt', 'doobie-fragment', "the sort param goes straight into Fragment.const?? that's injection. match it against a fixed set of fr\"...\" fragments"],
      ['agent', 'doobie-fragment', 'Built ORDER BY with Fragment.const from the user-supplied sort column; map the param to a whitelist of fr fragments instead'],
      ['fail', 'x:repo-test-failure', 'sbt "testOnly *SightingRepoSpec"', `${SBT_BANNER('/home/dev')}\ndunlin.repo.SightingRepoSpec:\n==> X dunlin.repo.SightingRepoSpec.list sorts by observed_at desc  0.311s munit.ComparisonFailException: /home/dev/dunlin/src/test/scala/dunlin/repo/SightingRepoSpec.scala:64\n63:      rows <- repo.list(SortBy.ObservedAt, Desc).transact(xa)\n64:    yield assertEquals(rows.map(_.id), List(3L, 2L, 1L))\nvalues are not the same\n=> Obtained\nList(\n  1L,\n  2L,\n  3L\n)\n[error] Failed: Total 9, Failed 1, Errors 0, Passed 8\n[error] Failed tests:\n[error] \tdunlin.repo.SightingRepoSpec\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful`, 1],
    ],
  },
  {
    machine: 'mac', project: 'dunlin', start: '2026-03-20T08:50:00Z',
    steps: [
      ['fail', 'mainline', 'git fetch && git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128, 'Rebase on the default branch'],
      ['prompt', 'mainline', 'mainline!! like last week'],
      ['ok', 'git rebase origin/mainline'],
      ['fail', 'x:push-non-ff', 'git push origin feature/export-csv', `To github.com:dunlin-birds/dunlin.git\n ! [rejected]        feature/export-csv -> feature/export-csv (fetch first)\nerror: failed to push some refs to 'github.com:dunlin-birds/dunlin.git'\n${PUSH_HINT}`, 1],
      ['ok', 'git pull --rebase origin feature/export-csv && git push origin feature/export-csv'],
    ],
  },
  {
    machine: 'codex', project: 'dunlin', start: '2026-03-23T07:55:00Z',
    steps: [
      ['fail', 'jdk21', 'sbt compile', `[info] welcome to sbt 1.10.2 (Ubuntu Java 17.0.12)\n[info] loading project definition from /home/dev/dunlin/project\n[info] compiling 2 Java sources to /home/dev/dunlin/target/classes ...\n[error] error: release version 21 not supported\n[error] (Compile / compileIncremental) javac returned non-zero exit code`, 1],
      ['agent', 'jdk21', 'sbt ran on the system JDK 17; this project needs Temurin 21 through SDKMAN (sdk env reads .sdkmanrc)'],
      ['fail', 'x:cs-network', 'cs install scalafmt', 'Resolution error: Error downloading org.scalameta:scalafmt-cli_2.13:3.8.3\n  download error: Caught java.net.UnknownHostException: repo1.maven.org (repo1.maven.org) while downloading https://repo1.maven.org/maven2/org/scalameta/scalafmt-cli_2.13/3.8.3/scalafmt-cli_2.13-3.8.3.pom', 1],
      ['ok', 'sdk env && sbt compile'],
    ],
  },
  {
    machine: 'mac2', project: 'dunlin', start: '2026-03-25T09:30:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/http4s-blaze-server/http4s-ember-server/' project/Dependencies.scala", 'sed: 1: "project/Dependencies.scala": extra characters at the end of p command', 1],
      ['prompt', 'sed-bsd', "mac again… -i wants the empty '' after it"],
      ['fail', 'ember', 'sbt compile', `${SBT_BANNER('/Users/kai')}\n[info] compiling 31 Scala sources to /Users/kai/dunlin/target/scala-3.5.2/classes ...\n[error] -- [E008] Not Found Error: /Users/kai/dunlin/src/main/scala/dunlin/Main.scala:6:18 \n[error] 6 |import org.http4s.blaze.server.BlazeServerBuilder\n[error]   |       ^^^^^^^^^^^^^^^^^\n[error]   |       value blaze is not a member of org.http4s\n[error] one error found\n[error] (Compile / compileIncremental) Compilation failed`, 1],
      ['prompt', 'ember', "blaze is gone from the build, we're on ember (EmberServerBuilder.default[IO])"],
      ['ok', 'sbt compile'],
    ],
  },
  {
    machine: 'winbash', project: 'dunlin', start: '2026-03-26T08:10:00Z',
    steps: [
      ['fail', 'mainline', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1, 'Open the PR'],
      ['prompt', 'mainline', 'kod nas nema main, grana je mainline'],
      ['ok', 'gh pr create --base mainline --fill'],
      ['fail', 'db-tools-container', 'pg_dump -h localhost -p 5433 -U dunlin dunlin > dump.sql', '/usr/bin/bash: line 1: pg_dump: command not found', 127],
      ['prompt', 'db-tools-container', 'no postgres client on the windows laptops, use the one in the container: docker compose exec db pg_dump -U dunlin dunlin'],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-03-27T14:05:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin mainline', 'remote: error: GH006: Protected branch update failed for refs/heads/mainline.\nremote: \nremote: - Cannot force-push to this branch\nTo github.com:dunlin-birds/dunlin.git\n ! [remote rejected] mainline -> mainline (protected branch hook declined)\nerror: failed to push some refs to \'github.com:dunlin-birds/dunlin.git\'', 1, 'Push the rewritten history'],
      ['prompt', 'force-push', 'WHOA. no force pushing mainline, ever. if you rewrote your own feature branch it is --force-with-lease, and only there'],
      ['prompt', 'x:perf-bbox', 'the /v1/sightings?bbox= query is slow on staging, can you look at the plan and tell me what index it wants'],
      ['ok', 'docker compose exec db psql -U dunlin -c "EXPLAIN ANALYZE SELECT * FROM sightings WHERE geom && ST_MakeEnvelope(24.8, 60.1, 25.1, 60.3, 4326)"'],
    ],
  },
  {
    machine: 'wsl', project: 'dunlin', start: '2026-03-30T07:20:00Z',
    steps: [
      ['fail', 'crlf-wsl', 'bash scripts/wait-for-db.sh', "scripts/wait-for-db.sh: line 2: $'\\r': command not found\nscripts/wait-for-db.sh: line 3: set: pipefail\r: invalid option name\nscripts/wait-for-db.sh: line 9: syntax error near unexpected token `$'do\\r''", 2],
      ['prompt', 'crlf-wsl', 'taas CRLF:t. toi on se /mnt/c/Users/... klooni, käytä ~/src/dunlin WSL:n puolella'],
      ['fail', 'db-port', 'pg_isready -h localhost -p 5432', 'localhost:5432 - no response', 2],
      ['prompt', 'db-port', '5433.'],
      ['ok', 'pg_isready -h localhost -p 5433'],
      ['fail', 'x:wsl-disk-full', 'docker compose pull', ' db Pulling \n db Error failed to register layer: write /usr/lib/postgresql/16/lib/llvmjit.so: no space left on device\nError response from daemon: failed to register layer: write /usr/lib/postgresql/16/lib/llvmjit.so: no space left on device', 18],
    ],
  },
  {
    machine: 'mac', project: 'dunlin', start: '2026-04-01T08:35:00Z',
    steps: [
      ['fail', 'testonly-quote', 'sbt testOnly *RoutesSpec', 'zsh: no matches found: *RoutesSpec', 1],
      ['prompt', 'testonly-quote', 'that again? quote testOnly together with the pattern'],
      ['fail', 'x:routes-test-404', 'sbt "testOnly *RoutesSpec"', `${SBT_BANNER('/Users/ana')}\ndunlin.http.RoutesSpec:\n  + GET /health returns 200 0.398s\n==> X dunlin.http.RoutesSpec.GET /v1/sightings/export returns csv  0.087s munit.ComparisonFailException: /Users/ana/dunlin/src/test/scala/dunlin/http/RoutesSpec.scala:58\n57:      resp <- routes.orNotFound.run(req)\n58:    yield assertEquals(resp.status, Status.Ok)\nvalues are not the same\n=> Obtained\nStatus(404)\n=> Diff (- obtained, + expected)\n-Status(404)\n+Status(200)\n[error] Failed: Total 12, Failed 1, Errors 0, Passed 11\n[error] Failed tests:\n[error] \tdunlin.http.RoutesSpec\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful`, 1],
      ['prompt', 'unsafe-run', "and RoutesSpec extends CatsEffectSuite, so no .unsafeRunSync() in there — just return the IO"],
      ['ok', 'sbt "testOnly *RoutesSpec"'],
    ],
  },
  {
    machine: 'winps', project: 'dunlin', start: '2026-04-02T09:45:00Z',
    steps: [
      ['fail', 'ps-and', 'git fetch && git rebase origin/mainline', "At line:1 char:11\n+ git fetch && git rebase origin/mainline\n+           ~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine", 1],
      ['prompt', 'ps-and', 'PowerShell 5.1 ไม่มี && นะ ใช้ ; แทน'],
      ['ok', 'git fetch; git rebase origin/mainline'],
      ['prompt', 'x:pagination-test', 'ช่วยเขียน test ให้ pagination ของ /v1/sightings หน่อย ทั้ง limit กับ cursor'],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-04-03T10:20:00Z',
    steps: [
      ['prompt', 'log4cats', 'no println in service code please, we have log4cats — Logger[IO].info'],
      ['agent', 'given-using', 'Wrote implicit vals for the doobie Meta instances; this codebase is Scala 3 style, given/using instead of implicit'],
      ['prompt', 'x:log-duration', 'dodaj u access log trajanje svakog requesta u milisekundama, i status kod'],
      ['ok', 'sbt test'],
    ],
  },
  {
    machine: 'mac2', project: 'dunlin', start: '2026-04-06T08:15:00Z',
    steps: [
      ['fail', 'image-sbt', 'docker buildx build --platform linux/amd64 -t ghcr.io/dunlin-birds/dunlin:dev .', `[+] Building 0.1s (1/1) FINISHED                                 docker-container:multi\n => [internal] load build definition from Dockerfile              0.0s\n => => transferring dockerfile: 2B                                  0.0s\n${DOCKERFILE_MISSING}`, 1],
      ['prompt', 'image-sbt', 'still no dockerfile :) native-packager builds it. for amd64: set dockerBuildxPlatforms and run sbt Docker/publishLocal'],
      ['fail', 'x:image-push-unauthorized', 'sbt Docker/publish', `[info] The push refers to repository [ghcr.io/dunlin-birds/dunlin]\n[info] 5f70bf18a086: Preparing\n[error] unauthorized: unauthenticated: User cannot be authenticated with the token provided.\n[error] java.lang.RuntimeException: Nonzero exit value: 1\n[error] (Docker / publish) Nonzero exit value: 1`, 1],
      ['fail', 'date-bsd', 'date -u -d @1772000000 --iso-8601=seconds', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-bsd', 'macin date ei tunne -d:tä. date -u -r 1772000000 +%FT%TZ'],
    ],
  },
  {
    machine: 'codex', project: 'dunlin', start: '2026-04-07T07:30:00Z',
    steps: [
      ['fail', 'bare-sbt', 'sbt ~testQuick', `${SBT_BANNER('/home/dev')}\n[info] Passed: Total 48, Failed 0, Errors 0, Passed 48\n[info] 1. Monitoring source files for dunlin/testQuick...\n[info]    Press <enter> to interrupt or '?' for more options.\nerror: command timed out after 120000 ms`, 124],
      ['agent', 'bare-sbt', 'Started sbt in watch mode (~testQuick), which never returns in the tool; run one-shot tasks like sbt testQuick'],
      ['fail', 'x:port-8080-in-use', 'sbt run', `${SBT_BANNER('/home/dev')}\n[info] running (fork) dunlin.Main \n[error] Exception in thread "main" java.net.BindException: Address already in use\n[error] \tat java.base/sun.nio.ch.Net.bind0(Native Method)\n[error] \tat java.base/sun.nio.ch.Net.bind(Net.java:565)\n[error] \tat fs2.io.net.SocketGroupCompanionPlatform$AsyncSocketGroup.$anonfun$serverResource$4(SocketGroupPlatform.scala:116)\n[error] Nonzero exit code returned from runner: 1\n[error] (Compile / run) Nonzero exit code returned from runner: 1`, 1],
    ],
  },
  {
    machine: 'mac', project: 'dunlin', start: '2026-04-08T12:10:00Z',
    steps: [
      ['fail', 'prod-argocd', 'helm upgrade dunlin deploy/chart -n dunlin-prod --kube-context dunlin-prod --reuse-values --set image.tag=0.4.3', 'Error: UPGRADE FAILED: deployments.apps "dunlin" is forbidden: User "ana@dunlin.dev" cannot patch resource "deployments" in API group "apps" in the namespace "dunlin-prod"', 1, 'Roll 0.4.3 to prod'],
      ['prompt', 'prod-argocd', 'u produkciji ništa ručno, ni kubectl ni helm. novi tag ide kroz PR u dunlin-gitops, Argo CD odradi sync'],
      ['fail', 'x:argocd-token-expired', 'argocd app get dunlin-staging', 'FATA[0000] rpc error: code = Unauthenticated desc = invalid session: token has invalid claims: token is expired', 20],
      ['ok', 'argocd login argocd.dunlin.dev --sso'],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-04-09T08:00:00Z',
    steps: [
      ['fail', 'flyway-checksum', 'sbt flywayMigrate', CHECKSUM('/home/dev', 9, '-771203458', '1102938475'), 1],
      ['prompt', 'flyway-checksum', 'V9 on jo mainlinessa ja ajettu stagingiin. sitä ei muokata — uusi V13 perään'],
      ['ok', 'git restore src/main/resources/db/migration/V9__observer_email.sql'],
      ['fail', 'x:pg-auth-failed', 'sbt flywayMigrate', `[info] Flyway Community Edition 10.17.3 by Redgate\n[error] org.flywaydb.core.internal.exception.FlywaySqlException: Unable to obtain connection from database (jdbc:postgresql://localhost:5433/dunlin) for user 'dunlin': FATAL: password authentication failed for user "dunlin"\n[error] ---------------------------------------------------------------------------------\n[error] SQL State  : 28P01\n[error] Error Code : 0\n[error] Message    : FATAL: password authentication failed for user "dunlin"`, 1],
      ['ok', 'set -a && . ./.env && set +a && sbt flywayMigrate'],
    ],
  },
  {
    machine: 'mac2', project: 'dunlin', start: '2026-04-10T09:25:00Z',
    steps: [
      ['fail', 'no-scala-cli', 'scala run src/main/scala/dunlin/tools/Backfill.scala', 'zsh: command not found: scala', 127, 'Run the backfill script'],
      ['prompt', 'no-scala-cli', 'ใช้ sbt "runMain dunlin.tools.Backfill" นะ ไม่ต้องมี scala ในเครื่อง'],
      ['fail', 'x:scalafmt-parse-error', 'sbt scalafmtAll', `${SBT_BANNER('/Users/kai')}\n[error] /Users/kai/dunlin/src/main/scala/dunlin/tools/Backfill.scala:57:1: error: [dialect scala3] \`}\` expected but \`end of file\` found\n[error] (Compile / scalafmt) org.scalafmt.sbt.ScalafmtSbtReporter$ScalafmtSbtError: scalafmt: failed [/Users/kai/dunlin/src/main/scala/dunlin/tools/Backfill.scala]`, 1],
      ['fail', 'stat-bsd', 'stat --format=%Y compose.yaml', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['agent', 'stat-bsd', 'GNU stat -c/--format does not exist on macOS; BSD stat takes -f (stat -f %m file for mtime)'],
    ],
  },
  {
    machine: 'ci', project: 'dunlin', start: '2026-04-13T11:50:00Z',
    steps: [
      ['agent', 'scalafmt', 'CI failed scalafmtCheckAll because I committed unformatted files; run sbt scalafmtAll before every commit'],
      ['fail', 'x:scalafix-unused', 'sbt "scalafixAll --check"', `[error] /workspace/src/main/scala/dunlin/repo/SightingRepo.scala:5:1: error: [RemoveUnused] unused import\n[error] import cats.syntax.all.*\n[error] ^^^^^^^^^^^^^^^^^^^^^^^^\n[error] (Compile / scalafixAll) scalafix.sbt.ScalafixFailed: LinterError`, 1],
      ['fail', 'x:helm-lint', 'helm lint deploy/chart -f deploy/chart/values-staging.yaml', '==> Linting deploy/chart\n[ERROR] templates/deployment.yaml: unable to parse YAML: error converting YAML to JSON: yaml: line 34: mapping values are not allowed in this context\n\nError: 1 chart(s) linted, 1 chart(s) failed', 1],
      ['fail', 'ash-no-bash', './scripts/smoke.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['fail', 'x:flyway-sql-syntax', 'sbt flywayMigrate', `[info] Flyway Community Edition 10.17.3 by Redgate\n[info] Successfully validated 12 migrations (execution time 00:00.031s)\n[info] Migrating schema "public" to version "12 - sighting index"\n[error] org.flywaydb.core.internal.command.DbMigrate$FlywayMigrateException: Migration V12__sighting_index.sql failed\n[error] ----------------------------------------\n[error] SQL State  : 42601\n[error] Error Code : 0\n[error] Message    : ERROR: syntax error at or near "NOT"\n[error]   Position: 27\n[error] Location   : db/migration/V12__sighting_index.sql (/workspace/src/main/resources/db/migration/V12__sighting_index.sql)\n[error] Line       : 1\n[error] Statement  : CREATE INDEX CONCURRENTLY NOT EXISTS idx_sightings_observed_at ON sightings (observed_at)`, 1],
    ],
  },
  {
    machine: 'wsl', project: 'dunlin', start: '2026-04-14T06:45:00Z',
    steps: [
      ['fail', 'kubectl-ns', 'kubectl rollout restart deployment/dunlin', 'Error from server (NotFound): deployments.apps "dunlin" not found', 1],
      ['prompt', 'kubectl-ns', 'unohdit taas -n dunlin-staging'],
      ['ok', 'kubectl -n dunlin-staging rollout restart deployment/dunlin'],
      ['fail', 'x:rollout-deadline', 'kubectl -n dunlin-staging rollout status deployment/dunlin --timeout=10m', 'Waiting for deployment "dunlin" rollout to finish: 1 out of 2 new replicas have been updated...\nerror: deployment "dunlin" exceeded its progress deadline', 1],
      ['prompt', 'x:kubectl-oneliner', 'give me a kubectl one-liner that lists pods in dunlin-staging that restarted in the last hour'],
      ['prompt', 'x:cron-timezone', 'raportti-cron ajetaan UTC:ssä mutta raportti olettaa Helsingin aikaa — korjaa scheduler käyttämään Europe/Helsinki'],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-04-15T09:05:00Z',
    steps: [
      ['prompt', 'unsafe-run', 'อย่าใช้ unsafeRunSync ใน SightingRepoSpec นะ ใช้ munit-cats-effect แล้ว assertIO'],
      ['agent', 'unsafe-run', 'Called .unsafeRunSync() inside a munit test; tests extend CatsEffectSuite and return IO (assertIO) instead'],
      ['prompt', 'doobie-fragment', 'opet Fragment.const sa korisničkim inputom… to je SQL injection. filter ide samo kroz fr interpolaciju'],
      ['prompt', 'x:openapi', 'update openapi.yaml for the new ?species= filter and regenerate the client stubs'],
      ['ok', 'sbt test'],
    ],
  },
  {
    machine: 'mac', project: 'dunlin', start: '2026-04-16T10:40:00Z',
    steps: [
      ['prompt', 'coursier-cache', "please don't rm -rf ~/Library/Caches/Coursier, that's 20 minutes of downloads for everyone on hotel wifi. sbt clean is enough"],
      ['fail', 'x:sbt-resolve-typo', 'sbt update', `${SBT_BANNER('/Users/ana')}\n[error] (update) sbt.librarymanagement.ResolveException: Error downloading org.http4s:http4s-ember-server_3:0.23.99\n[error]   Not found\n[error]   Not found\n[error]   not found: /Users/ana/.ivy2/local/org.http4s/http4s-ember-server_3/0.23.99/ivys/ivy.xml\n[error]   not found: https://repo1.maven.org/maven2/org/http4s/http4s-ember-server_3/0.23.99/http4s-ember-server_3-0.23.99.pom`, 1],
      ['ok', 'sbt update'],
      ['fail', 'x:sdk-version-typo', 'sdk install java 21.0.5-temurin', 'Stop! java 21.0.5-temurin is not available. Possible causes:\n * 21.0.5-temurin is an invalid version\n * java binaries are incompatible with your platform\n * java has not been released yet\n\nTip: see all available versions for your platform:\n\n  $ sdk list java', 1],
    ],
  },
  {
    machine: 'codex', project: 'dunlin', start: '2026-04-17T08:20:00Z',
    steps: [
      ['agent', 'coursier-cache', 'Wiped ~/.cache/coursier to fix a stale dependency; never needed and very slow to refill, sbt clean / reload is enough'],
      ['fail', 'x:sed-linux-unterminated', "sed -i 's/dunlin-api/dunlin/g deploy/chart/values.yaml", "sed: -e expression #1, char 21: unterminated `s' command", 1],
      ['prompt', 'given-using', 'kod nas nema implicit, Scala 3 je: given / using'],
      ['prompt', 'log4cats', 'println again?? the logger is right there, log4cats'],
      ['ok', 'sbt compile'],
    ],
  },
  {
    machine: 'mac2', project: 'dunlin', start: '2026-04-20T08:30:00Z',
    steps: [
      ['fail', 'db-tools-container', 'pg_dump -h localhost -p 5433 -U dunlin -Fc dunlin -f /tmp/dunlin.dump', 'pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 16.4 (Debian 16.4-1.pgdg120+2); pg_dump version: 14.13 (Homebrew)', 1, 'Dump the dev database'],
      ['prompt', 'db-tools-container', "same story as psql: the client that matches is the one in the db container (pg 16). docker compose exec db pg_dump -U dunlin -Fc dunlin > /tmp/dunlin.dump"],
      ['ok', 'docker compose exec -T db pg_dump -U dunlin -Fc dunlin > /tmp/dunlin.dump'],
      ['fail', 'x:compose-port-allocated', 'docker compose up -d db', ' Container dunlin-db-1  Starting\nError response from daemon: driver failed programming external connectivity on endpoint dunlin-db-1 (3f9c2a7be1d04c5e8a1f0b6d9e2c7a41f5b3d8e6c0a9b2f4e7d1c3a5b8f0e2d4): Bind for 0.0.0.0:5433 failed: port is already allocated', 1],
    ],
  },
  {
    machine: 'linux', project: 'dunlin', start: '2026-04-21T07:15:00Z',
    steps: [
      ['fail', 'flyway-via-sbt', 'docker run --rm --network host -v "$PWD/src/main/resources/db/migration:/flyway/sql" flyway/flyway:10 migrate', 'Flyway OSS Edition 10.17.3 by Redgate\n\nERROR: Unable to connect to the database. Configure the url, user and password!', 1],
      ['agent', 'flyway-via-sbt', 'Ran migrations with the flyway/flyway docker image; in this repo migrations only run through sbt flywayMigrate (config is in build.sbt)'],
      ['ok', 'sbt flywayMigrate'],
      ['prompt', 'x:ci-jdk-question', 'which JDK does the CI image run, 21 as well? just curious, not asking you to change it'],
      ['prompt', 'x:seed-data', 'add a handful of dunlin sightings from Hanko and Porvoo to the dev seed data'],
      ['prompt', 'force-push', 'and once more for the record: push -f to mainline is off the table. own branch + --force-with-lease if you really have to'],
    ],
  },
  {
    machine: 'mac', project: 'dunlin', start: '2026-04-23T09:10:00Z',
    steps: [
      ['agent', 'ember', 'Added http4s-blaze-server back to Dependencies.scala; the service runs on Ember, blaze is not part of the build'],
      ['agent', 'log4cats', 'Used println for request logging; service code logs through log4cats Logger[IO]'],
      ['prompt', 'x:rename-endpoint', 'rename /v1/birds to /v1/species and keep the old path answering with a 308 for one release'],
      ['prompt', 'given-using', 'given/using pls, we dropped implicit when we moved to scala 3'],
      ['ok', 'sbt scalafmtAll test'],
    ],
  },
];

/** Windows machines: the hook sees backslashed paths. */
export function finishEvent(event) {
  const fix = (p) => (typeof p === 'string' && /^[A-Z]:\//.test(p) ? p.replace(/\//g, '\\') : p);
  if (event.payload) {
    event.payload.cwd = fix(event.payload.cwd);
    event.payload.transcript_path = fix(event.payload.transcript_path);
  }
  return event;
}
