// Half H of the evaluation corpus, written blind: "ledgerly", a Java 21 / Spring Boot ledger API
// built with Gradle, an Angular UI under pnpm, Postgres in docker compose, Flyway migrations, AWS
// for exports. Lessons of the kinds issue 10 names, each taught 2–6 times in different words, and
// one-offs (near misses and ordinary requests) that must stay alone.
const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const GH006 = "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:ledgerly/ledgerly.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:ledgerly/ledgerly.git'";
const NO_DATASOURCE = "\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to configure a DataSource: 'url' attribute is not specified and no embedded datasource could be configured.\n\nReason: Failed to determine a suitable driver class\n\n\nAction:\n\nConsider the following:\n\tIf you want an embedded database (H2, HSQL or Derby), please put it on the classpath.\n\tIf you have database settings to be loaded from a particular profile you may need to activate it (no profiles are currently active).\n";

export const SESSIONS = [
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-02T08:40:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle build', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nAn exception occurred applying plugin request [id: 'org.springframework.boot', version: '3.3.5']\n> Failed to apply plugin 'org.springframework.boot'.\n   > Spring Boot plugin requires Gradle 7.6.4 or later. The current version is Gradle 7.4.2\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 3s", 1, 'Build the service'],
      ['prompt', 'gradlew', 'wrapper only pls — ./gradlew. the brew gradle on this box is ancient'],
      ['ok', './gradlew build -x test'],
      ['prompt', 'x:changes-entry', 'add an entry to docs/CHANGES.md for the new CSV export endpoint'],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-02T10:15:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d postgres', 'bash: line 1: docker-compose: command not found', 127, 'Start Postgres'],
      ['prompt', 'compose-v2', "thats the v1 binary, we only have the compose plugin: docker compose up -d postgres"],
      ['ok', 'docker compose up -d postgres'],
      ['fail', 'x:flyway-checksum', './gradlew :api:flywayMigrate', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':api:flywayMigrate'.\n> Error occurred while executing flywayMigrate\n  Validate failed: Migrations have failed validation\n  Migration checksum mismatch for migration version 14\n  -> Applied to database : 1839201934\n  -> Resolved locally    : -482910331\n  Either revert the changes to the migration, or run repair to update the schema history.", 1],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerly', start: '2026-11-02T13:30:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/8080/8081/' api/src/main/resources/application.yml", 'sed: 1: "api/src/main/resources/ ...": command a expects \\ followed by text', 1, 'Change the server port'],
      ['prompt', 'sed-bsd', "bsd sed on mac, it wants an empty suffix: sed -i '' ..."],
      ['fail', 'x:sed-regex', "sed -i '' -E 's/(amount: [0-9]+/\\1.00/' docs/api.md", 'sed: 1: "s/(amount: [0-9]+/\\1.00/": RE error: parentheses not balanced', 1],
      ['prompt', 'x:amount-strings', 'amounts in the JSON responses should be strings like "12.50", never floats'],
    ],
  },
  {
    machine: 'codex', project: 'ledgerly', start: '2026-11-03T07:50:00Z',
    steps: [
      ['fail', 'python3', 'python scripts/gen_openapi_client.py --out ui/src/app/api', 'bash: python: command not found', 127],
      ['prompt', 'python3', 'python3. there is no bare python on these boxes'],
      ['ok', 'python3 scripts/gen_openapi_client.py --out ui/src/app/api'],
      ['fail', 'x:pnpm-network', 'pnpm --dir ui install --frozen-lockfile', ' ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@angular%2Fcore: request to https://registry.npmjs.org/@angular%2Fcore failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org', 1],
    ],
  },
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-03T09:20:00Z',
    steps: [
      ['fail', 'pnpm', 'cd ui && npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-11-03T09_22_41_118Z-debug-0.log', 1, 'Install UI dependencies'],
      ['prompt', 'pnpm', 'ui is pnpm, the lockfile is pnpm-lock.yaml'],
      ['fail', 'grep-P', "grep -rnP '\\bTODO\\(ledger\\)' api/src", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['agent', 'grep-P', 'macOS grep has no -P (no PCRE support); use rg for perl-style regexes'],
      ['ok', "rg -n 'TODO\\(ledger\\)' api/src"],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-03T14:00:00Z',
    steps: [
      ['fail', 'spring-profile', './gradlew :api:bootRun', `${NO_DATASOURCE}\n> Task :api:bootRun FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':api:bootRun'.\n> Process 'command '/home/dev/.sdkman/candidates/java/21.0.5-tem/bin/java'' finished with non-zero exit value 1`, 1, 'Start the API locally'],
      ['prompt', 'spring-profile', "ALWAYS start it with the local profile: --args='--spring.profiles.active=local'"],
      ['ok', "./gradlew :api:bootRun --args='--spring.profiles.active=local'"],
      ['prompt', 'x:flyway-order', 'why does flyway apply V12 before V11_1? is our naming off?'],
    ],
  },
  {
    machine: 'ci', project: 'ledgerly', start: '2026-11-04T06:10:00Z',
    steps: [
      ['fail', 'python3', 'python scripts/check_openapi_diff.py', '/bin/sh: python: not found', 127],
      ['agent', 'python3', 'the CI image only ships python3; `python` is not found there, call python3'],
      ['fail', 'gradlew', 'gradle intTest', '/bin/sh: gradle: not found', 127],
      ['prompt', 'gradlew', 'image has no gradle on the PATH, only the wrapper. ./gradlew'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerly', start: '2026-11-04T08:30:00Z',
    steps: [
      ['fail', 'date-d', 'date -d yesterday +%F', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'mac date: -v-1d, not -d'],
      ['ok', 'date -v-1d +%F'],
      ['fail', 'stat-bsd', 'stat -c %s exports/ledger-2026-10.csv', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-bsd', 'bsd stat. stat -f %z for the size'],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-04T11:45:00Z',
    steps: [
      ['fail', 'inttest', './gradlew integrationTest', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nTask 'integrationTest' not found in root project 'ledgerly'.\n\n* Try:\n> Run gradlew tasks to get a list of available tasks.\n> For more on name expansion, please refer to https://docs.gradle.org/8.10.2/userguide/command_line_interface.html#sec:name_abbreviation in the Gradle documentation.\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Get more help at https://help.gradle.org.\n\nBUILD FAILED in 1s", 1, 'Run the integration tests'],
      ['prompt', 'inttest', 'integrationTest got renamed to intTest in the build refactor'],
      ['ok', './gradlew intTest'],
      ['fail', 'x:gradle-test-fail', './gradlew :api:test', "\nLedgerServiceTest > postsBalancedJournalEntry() FAILED\n    org.opentest4j.AssertionFailedError: expected: <0.00> but was: <0.01>\n        at app//com.ledgerly.api.ledger.LedgerServiceTest.postsBalancedJournalEntry(LedgerServiceTest.java:58)\n\n87 tests completed, 1 failed\n\n> Task :api:test FAILED\n\nFAILURE: Build failed with an exception.", 1],
    ],
  },
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-05T09:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin main', GH006, 1, 'Push the rebased history'],
      ['prompt', 'force-push', 'WHOA. no force pushing main, ever'],
      ['fail', 'x:push-nonff', 'git push origin feat/csv-export', "To github.com:ledgerly/ledgerly.git\n ! [rejected]        feat/csv-export -> feat/csv-export (non-fast-forward)\nerror: failed to push some refs to 'github.com:ledgerly/ledgerly.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feat/csv-export'],
    ],
  },
  {
    machine: 'codex', project: 'ledgerly', start: '2026-11-05T13:20:00Z',
    steps: [
      ['fail', 'aws-profile', 'aws s3 ls s3://ledgerly-dev-exports/', '\nUnable to locate credentials. You can configure credentials by running "aws configure".', 253],
      ['prompt', 'aws-profile', 'always pass --profile ledgerly-dev, there is no default profile'],
      ['fail', 'x:aws-access-denied', 'aws s3 ls s3://ledgerly-prod-exports/ --profile ledgerly-dev', '\nAn error occurred (AccessDenied) when calling the ListObjectsV2 operation: User: arn:aws:sts::111122223333:assumed-role/ledgerly-dev/dev is not authorized to perform: s3:ListBucket on resource: "arn:aws:s3:::ledgerly-prod-exports" because no identity-based policy allows the s3:ListBucket action', 254],
      ['prompt', 'x:prod-question', 'ok so who can read the prod export bucket? just find out, no need to get access yourself'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-05T16:00:00Z',
    steps: [
      ['fail', 'sha256', 'sha256sum api/build/libs/api-0.9.0.jar', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256', 'use shasum -a 256 on the mac'],
      ['ok', 'shasum -a 256 api/build/libs/api-0.9.0.jar'],
      ['fail', 'jdk21', './gradlew build', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':api:compileJava'.\n> error: invalid source release: 21\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 4s", 1],
      ['prompt', 'jdk21', 'youre on jdk 17. sdk env first, .sdkmanrc pins 21'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerly', start: '2026-11-06T08:15:00Z',
    steps: [
      ['fail', 'httpie', 'http :8080/api/accounts', 'zsh: command not found: http', 127],
      ['prompt', 'httpie', 'no httpie here, just curl it'],
      ['fail', 'x:curl-401', 'curl -fsS localhost:8080/api/accounts', 'curl: (22) The requested URL returned error: 401', 22],
      ['prompt', 'x:test-401', 'can you add a controller test for the 401 case too?'],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-06T10:40:00Z',
    steps: [
      ['fail', 'e2e-script', 'cd ui && pnpm run e2e', ' ERR_PNPM_NO_SCRIPT  Missing script: e2e\n\nCommand "e2e" not found. Did you mean "pnpm run test:e2e"?', 1],
      ['prompt', 'e2e-script', 'its test:e2e now'],
      ['ok', 'cd ui && pnpm run test:e2e'],
      ['fail', 'x:ng-build-error', 'cd ui && pnpm run build', "✘ [ERROR] TS2322: Type 'string' is not assignable to type 'number'. [plugin angular-compiler]\n\n    src/app/ledger/entry-form.component.ts:42:6:\n      42 │       this.amount = raw;\n         ╵       ~~~~~~~~~~~\n\n ELIFECYCLE  Command failed with exit code 1.", 1],
    ],
  },
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-09T08:50:00Z',
    steps: [
      ['fail', 'flyway-dir', 'ls db/migrations', 'ls: db/migrations: No such file or directory', 1],
      ['prompt', 'flyway-dir', 'migrations live in api/src/main/resources/db/migration'],
      ['ok', 'ls api/src/main/resources/db/migration'],
      ['fail', 'sed-bsd', "sed -i 's/V14__/V15__/' README.md", 'sed: 1: "README.md": invalid command code R', 1],
      ['prompt', 'sed-bsd', "en mac el sed es BSD, hace falta -i '' (o usa gsed)"],
    ],
  },
  {
    machine: 'codex', project: 'ledgerly', start: '2026-11-09T11:10:00Z',
    steps: [
      ['prompt', 'reset-hard', 'hold on, stash it instead of reset --hard. I had local work in there'],
      ['agent', 'reset-hard', 'ran git reset --hard to drop changes and nearly lost local work; use git stash instead'],
      ['fail', 'compose-v2', 'docker-compose -f compose.dev.yml ps', '/bin/bash: line 1: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'compose v2 is a docker subcommand now: docker compose'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerly', start: '2026-11-10T09:30:00Z',
    steps: [
      ['fail', 'grep-P', "grep -oP '(?<=version=)[0-9.]+' gradle.properties", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'perl regex isnt a thing in mac grep, rg -o works'],
      ['prompt', 'x:bucket-config', 'add ledger.export.bucket to application-local.yml, default ledgerly-dev-exports'],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-10T13:00:00Z',
    steps: [
      ['fail', 'pnpm', 'cd ui && npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.', 1],
      ['prompt', 'pnpm', 'pnpm plz, there is no package-lock'],
      ['ok', 'cd ui && pnpm install --frozen-lockfile'],
      ['prompt', 'pr-draft', 'open the PR as a draft, like always: gh pr create --draft'],
      ['ok', 'gh pr create --draft --title "CSV export" --body-file .github/pr-body.md'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-11T08:20:00Z',
    steps: [
      ['fail', 'spring-profile', './gradlew :api:bootRun', `${NO_DATASOURCE}\n> Task :api:bootRun FAILED\n\nBUILD FAILED in 9s`, 1],
      ['prompt', 'spring-profile', 'forgot the profile again. bootRun without spring.profiles.active=local never works'],
      ['fail', 'x:port-in-use', "./gradlew :api:bootRun --args='--spring.profiles.active=local'", "\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nWeb server failed to start. Port 8080 was already in use.\n\nAction:\n\nIdentify and stop the process that's listening on port 8080 or configure this application to listen on another port.\n\n> Task :api:bootRun FAILED", 1],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerly', start: '2026-11-11T14:10:00Z',
    steps: [
      ['fail', 'date-d', 'date -d @1762848000 +%FT%T', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'o date do mac não tem -d; pra epoch usa date -r 1762848000'],
      ['fail', 'x:docker-daemon', 'docker compose up -d', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  {
    machine: 'codex', project: 'ledgerly', start: '2026-11-12T09:00:00Z',
    steps: [
      ['fail', 'aws-profile', 'aws sqs list-queues --queue-name-prefix ledgerly', '\nAn error occurred (UnrecognizedClientException) when calling the ListQueues operation: The security token included in the request is invalid.', 254],
      ['prompt', 'aws-profile', 'aws 命令一定要加 --profile ledgerly-dev，默认凭证早就过期了'],
      ['ok', 'aws sqs list-queues --queue-name-prefix ledgerly --profile ledgerly-dev'],
      ['fail', 'inttest', './gradlew :api:integrationTest --tests "*ExportIT"', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nCannot locate tasks that match ':api:integrationTest' as task 'integrationTest' not found in project ':api'. Some candidates are: 'intTest'.\n\n* Try:\n> Run gradlew tasks to get a list of available tasks.\n\nBUILD FAILED in 1s", 1],
      ['agent', 'inttest', 'the Gradle task integrationTest no longer exists; it is called intTest'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-12T10:30:00Z',
    steps: [
      ['fail', 'stat-bsd', 'stat --format=%Y api/build/libs/api-0.9.0.jar', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-bsd', 'mac 的 stat 不支持 GNU 的参数，用 stat -f %m'],
      ['prompt', 'x:jar-name', 'rename the boot jar to ledgerly-api-<version>.jar'],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-13T08:00:00Z',
    steps: [
      ['fail', 'python3', 'python -m venv .venv', 'bash: line 1: python: command not found', 127],
      ['prompt', 'python3', "il n'y a pas de python ici, c'est python3"],
      ['fail', 'x:python-module', 'python3 scripts/gen_openapi_client.py --out ui/src/app/api', 'Traceback (most recent call last):\n  File "/home/dev/ledgerly/scripts/gen_openapi_client.py", line 4, in <module>\n    import yaml\nModuleNotFoundError: No module named \'yaml\'', 1],
      ['ok', 'python3 -m venv .venv && .venv/bin/pip install pyyaml'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerly', start: '2026-11-13T11:20:00Z',
    steps: [
      ['fail', 'sha256', 'find api/build/libs -name "*.jar" -exec sha256sum {} +', 'find: sha256sum: No such file or directory', 1],
      ['prompt', 'sha256', 'sha256sum is gnu coreutils, the mac has shasum -a 256'],
      ['fail', 'gradlew', 'gradle wrapper --gradle-version 8.10.2', 'zsh: command not found: gradle', 127],
      ['prompt', 'gradlew', 'nutze ./gradlew, ein globales gradle gibt es hier nicht'],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-16T09:10:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f', GH006, 1],
      ['prompt', 'force-push', 'never -f main!! force-with-lease on your own branch if you really must'],
      ['prompt', 'x:squash-question', 'should we squash the export commits before merging or keep them?'],
      ['fail', 'jdk21', 'java -jar api/build/libs/api-0.9.0.jar', 'Error: LinkageError occurred while loading main class com.ledgerly.api.Application\n\tjava.lang.UnsupportedClassVersionError: com/ledgerly/api/Application has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0', 1],
      ['prompt', 'jdk21', 'needs java 21 — sdk use java 21.0.5-tem'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-17T08:40:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose logs -f api', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'o compose v1 já era, usa docker compose'],
      ['fail', 'x:compose-port', 'docker compose up -d postgres', 'Error response from daemon: driver failed programming external connectivity on endpoint ledgerly-postgres-1: Bind for 0.0.0.0:5432 failed: port is already allocated', 1],
    ],
  },
  {
    machine: 'codex', project: 'ledgerly', start: '2026-11-17T13:00:00Z',
    steps: [
      ['prompt', 'pr-draft', 'you opened that PR ready for review again... drafts first, --draft every time'],
      ['fail', 'x:gh-auth', 'gh pr create --draft --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerly', start: '2026-11-18T09:00:00Z',
    steps: [
      ['fail', 'flyway-dir', 'ls api/src/main/resources/db/migrations/', 'ls: api/src/main/resources/db/migrations/: No such file or directory', 1],
      ['prompt', 'flyway-dir', 'singular: db/migration. its the flyway default location'],
      ['ok', 'ls api/src/main/resources/db/migration'],
      ['prompt', 'x:locale-dates', 'in the ledger view show dates as dd.MM.yyyy when the locale is de'],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-19T10:00:00Z',
    steps: [
      ['fail', 'flyway-dir', 'cat db/migrations/V15__add_export_table.sql', 'cat: db/migrations/V15__add_export_table.sql: No such file or directory', 1],
      ['agent', 'flyway-dir', 'Flyway migrations are in api/src/main/resources/db/migration, not db/migrations'],
      ['fail', 'e2e-script', 'pnpm --dir ui e2e', ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "e2e" not found', 1],
      ['prompt', 'e2e-script', 'the playwright script has been test:e2e since the angular upgrade'],
    ],
  },
  {
    machine: 'linux', project: 'ledgerly', start: '2026-11-20T08:30:00Z',
    steps: [
      ['prompt', 'reset-hard', 'reset --hard is off the table in this repo. git stash, or ask me'],
      ['prompt', 'x:jdk-question', 'welche JDK-Version läuft eigentlich auf dem CI-Runner?'],
      ['fail', 'httpie', 'http POST :8080/api/journal amount=12.50', 'bash: line 1: http: command not found', 127],
      ['prompt', 'httpie', 'we dont have httpie installed. curl -X POST -H "Content-Type: application/json" -d ...'],
    ],
  },
  {
    machine: 'ci', project: 'ledgerly', start: '2026-11-23T06:00:00Z',
    steps: [
      ['fail', 'pnpm', 'cd ui && npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:^\nnpm error A complete log of this run can be found in: /root/.npm/_logs/2026-11-23T06_03_12_904Z-debug-0.log', 1],
      ['prompt', 'pnpm', 'we are a pnpm shop: corepack enable && pnpm install'],
      ['ok', 'corepack enable && pnpm --dir ui install --frozen-lockfile'],
      ['fail', 'x:ci-disk', './gradlew intTest', "\n> Task :api:intTest FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':api:intTest'.\n> java.io.IOException: No space left on device", 1],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerly', start: '2026-11-24T09:15:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/^version=.*/version=0.10.0/' gradle.properties", 'sed: 1: "gradle.properties": extra characters at the end of g command', 1],
      ['agent', 'sed-bsd', "BSD sed on macOS needs an explicit backup suffix: sed -i '' 's/…/…/' file"],
      ['prompt', 'x:version-bump', 'bump the version to 0.10.0 in ui/package.json as well'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerly', start: '2026-11-25T10:00:00Z',
    steps: [
      ['prompt', 'pr-draft', 'los PR van siempre como borrador (gh pr create --draft)'],
      ['prompt', 'x:export-question', 'how big can a single CSV export get before we should stream it?'],
    ],
  },
];
