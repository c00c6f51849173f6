// Half ZZT: "vole", a Clojure service (deps.edn and the Clojure CLI, babashka tasks, Integrant,
// next.jdbc on PostgreSQL in docker compose, Kaocha, a shadow-cljs admin UI, Java 21 via asdf,
// an uberjar on Fly.io, branch `trunk`). Written blind: its author read only issue 10, the corpus
// README, build.mjs and the head of half D. macOS (zsh), Arch (fish), Ubuntu (bash), Alpine CI (ash).

const UBUNTU_CNF = (cmd, install) => `Command '${cmd}' not found, but can be installed with:\n\n${install}`;
const FISH_UNKNOWN = (line) => {
  const cmd = line.split(' ')[0];
  return `fish: Unknown command: ${cmd}\n${line}\n^${'~'.repeat(Math.max(cmd.length - 2, 0))}^`;
};
const RLWRAP = 'Please install rlwrap for command editing or use "clojure" instead.';
const GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const KAOCHA_UNKNOWN = (opt) => `Unknown option: "${opt}"\n\nUSAGE:\n\nclojure -M -m kaocha.runner [OPTIONS]... [TEST-SUITE]...\n\n  -c, --config-file FILE   tests.edn  Config file to read.\n      --print-config                  Print out the fully merged and normalized config, then exit.\n      --print-test-plan               Load tests, build up a test plan, then print out the test plan and exit.\n      --fail-fast                     Stop testing after the first failure.\n      --[no-]color                    Enable/disable ANSI color codes in output. Defaults to true.\n      --[no-]watch                    Watch filesystem for changes and re-run tests.\n      --reporter SYMBOL               Change the test reporter, can be specified multiple times.\n      --focus ID                      Only run this test, namespace or suite. (ID can be repeated.)\n      --skip ID                       Skip tests with this ID and their children.\n      --focus-meta KEY                Only run tests with this metadata key.\n      --skip-meta KEY                 Skip tests with this metadata key.\n  -H, --test-help                     Display this help message.`;
const IG_WRAP = (cause) => `Exception in thread "main" clojure.lang.ExceptionInfo: Error on key :vole.db/pool when building system {:reason :integrant.core/build-threw-exception, :system {:vole/config {...}}, :key :vole.db/pool}\n\tat integrant.core$try_build_action.invokeStatic(core.cljc:454)\n\tat integrant.core$build_key.invokeStatic(core.cljc:462)\n\tat integrant.core$init.invokeStatic(core.cljc:513)\n\tat vole.main$_main.invokeStatic(main.clj:19)\nCaused by: com.zaxxer.hikari.pool.HikariPool$PoolInitializationException: Failed to initialize pool: ${cause}\n\tat com.zaxxer.hikari.pool.HikariPool.throwPoolInitializationException(HikariPool.java:596)`;
const JDBC_REFUSED = (port) => IG_WRAP(`Connection to localhost:${port} refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.`);
const JDBC_AUTH = IG_WRAP('FATAL: password authentication failed for user "vole"');
const PSQL_AUTH = 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  password authentication failed for user "vole"';
const KAOCHA_FAIL = '[(....F...)(...)]\nRandomized with --seed 1830293\n\nFAIL in vole.orders-test/total-applies-discount (orders_test.clj:42)\nexpected: (= 1200M (orders/total order))\n  actual: (not (= 1200M 1150M))\n3 tests, 11 assertions, 1 failures.';
const DEPS_NET = 'Error building classpath. Failed to read artifact descriptor for com.github.seancorfield:next.jdbc:jar:1.3.955\norg.eclipse.aether.resolution.ArtifactDescriptorException: Failed to read artifact descriptor for com.github.seancorfield:next.jdbc:jar:1.3.955\n\tat org.apache.maven.repository.internal.DefaultArtifactDescriptorReader.loadPom(DefaultArtifactDescriptorReader.java:255)\nCaused by: org.eclipse.aether.resolution.ArtifactResolutionException: Could not transfer artifact com.github.seancorfield:next.jdbc:pom:1.3.955 from/to clojars (https://repo.clojars.org/): repo.clojars.org: Temporary failure in name resolution';
const KONDO_WARN = 'src/vole/http.clj:41:22: warning: unused binding req\nsrc/vole/orders.clj:12:1: warning: Unused private var vole.orders/legacy-total\nlinting took 612ms, errors: 0, warnings: 2';
const JAVA17_VIRTUAL = 'Syntax error (IllegalArgumentException) compiling . at (vole/http.clj:27:16).\nNo matching method ofVirtual found taking 0 args for class java.lang.Thread\n\nFull report at:\n/var/folders/7q/k2x9f1zd3bn0c4w8r5t6y0000gn/T/clojure-4471019283746583011.edn';
const JAVA_LINKAGE = 'Error: LinkageError occurred while loading main class vole.main\n\tjava.lang.UnsupportedClassVersionError: vole/main has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0';
const ASDF_NOVER = 'No version is set for command java\nConsider adding one of the following versions in your config file at /Users/kai/vole/.tool-versions\njava temurin-21.0.5+11.0.LTS';
const SHADOW_ERR = '[:app] Compiling ...\n------ WARNING #1 - :undeclared-var --------------------------------------------\n File: /Users/ana/vole/src/vole/admin/core.cljs:18:3\n--------------------------------------------------------------------------------\n  15 | (defn ^:export init []\n  16 |   (rf/dispatch-sync [::events/init])\n  17 |   (mount!)\n  18 |   (rendr))\n---------^----------------------------------------------------------------------\n Use of undeclared Var vole.admin.core/rendr\n--------------------------------------------------------------------------------\n[:app] Build failure: warnings as errors (1 warning)';
const PUSH_REJECTED = "To github.com:vole-team/vole.git\n ! [rejected]        feat/orders-export -> feat/orders-export (fetch first)\nerror: failed to push some refs to 'github.com:vole-team/vole.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";
const GH006 = "remote: error: GH006: Protected branch update failed for refs/heads/trunk.\nremote: \nremote: - Cannot force-push to this branch\nTo github.com:vole-team/vole.git\n ! [remote rejected] trunk -> trunk (protected branch hook declined)\nerror: failed to push some refs to 'github.com:vole-team/vole.git'";
const NPM_EACCES = "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/shadow-cljs\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/shadow-cljs'\nnpm error  [Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/shadow-cljs'] {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'mkdir',\nnpm error   path: '/usr/local/lib/node_modules/shadow-cljs'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user\nnpm error\nnpm error If you believe this might be a permissions issue, please double-check the\nnpm error permissions of the file and its containing directories, or try running\nnpm error the command again as root/Administrator.";
const NPM_ETIMEDOUT = 'npm error code ETIMEDOUT\nnpm error syscall connect\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/react-dom failed, reason: connect ETIMEDOUT 104.16.3.35:443\nnpm error network This is a problem related to network connectivity.\nnpm error network In most cases you are behind a proxy or have bad network settings.\nnpm error network\nnpm error network If you are behind a proxy, please make sure that the\nnpm error network \'proxy\' config is set properly.  See: \'npm help config\'';
const NREPL_BIND = 'Exception in thread "main" java.net.BindException: Address already in use\n\tat java.base/sun.nio.ch.Net.bind0(Native Method)\n\tat java.base/sun.nio.ch.Net.bind(Net.java:565)\n\tat java.base/sun.nio.ch.ServerSocketChannelImpl.netBind(ServerSocketChannelImpl.java:344)\n\tat nrepl.socket$inet_socket.invokeStatic(socket.clj:130)\n\tat nrepl.server$start_server.invokeStatic(server.clj:174)\n\tat nrepl.cmdline$start_server.invokeStatic(cmdline.clj:469)';
const REPL_GO = 'Syntax error compiling at (REPL:1:1).\nUnable to resolve symbol: go in this context\n\nFull report at:\n/var/folders/3k/p0b2c4d5e6f7g8h9j1k2l3m40000gn/T/clojure-2307718443158129405.edn';
const JAVA_OOM = 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:242)\n\tat clojure.core$str.invokeStatic(core.clj:555)\n\tat vole.export_test$fn__8812.invokeStatic(export_test.clj:77)';
const FLY_SMOKE = "> Updating existing machines in 'vole-staging' with rolling strategy\n\n-------\n ✖ [1/2] Machine 4d89d1eb9d3e28 [app] update failed: smoke checks for 4d89d1eb9d3e28 failed: the app appears to be crashing\n-------\nError: smoke checks for 4d89d1eb9d3e28 failed: the app appears to be crashing\nCheck its logs: here's the last lines below, or run 'fly logs -i 4d89d1eb9d3e28':\n  Exception in thread \"main\" clojure.lang.ExceptionInfo: Missing required env var EXPORT_BUCKET {:var \"EXPORT_BUCKET\"}";
const MIGRATE_EXISTS = 'INFO  migratus.core - Starting migrations\nINFO  migratus.core - Running up for [20260418101500]\nINFO  migratus.core - Up 20260418101500-add-export-status\nERROR migratus.core - Migration 20260418101500-add-export-status failed because ERROR: relation "export_status" already exists backing out\norg.postgresql.util.PSQLException: ERROR: relation "export_status" already exists';
const COMPILE_ERR = 'Syntax error compiling at (vole/http.clj:33:5).\nUnable to resolve symbol: reqest in this context\n\nFull report at:\n/tmp/clojure-5512309988130215563.edn\nExecution error (ExceptionInfo) at clojure.tools.build.tasks.compile-clj/compile-clj (compile_clj.clj:114).\nClojure compilation failed, working dir preserved: /tmp/compile-clj4409712268306225013';
const COMPOSE_UBUNTU = "Command 'docker-compose' not found, but can be installed with:\n\nsudo snap install docker          # version 27.2.0, or\nsudo apt  install docker-compose  # version 1.29.2-6ubuntu1\n\nSee 'snap info <snapname>' for additional versions.";
const FLY_NO_APP = 'Error: the config for your app is missing an app name, add an app field to the fly.toml file or specify with the -a flag';
const SECRETS_HOOK = '✗ resources/secrets.edn is staged. It is gitignored for a reason, unstage it.\nbb pre-commit failed with exit code 1';
const DISK_FULL = 'failed to solve: failed to compute cache key: failed to copy: write /var/lib/docker/overlay2/1f9c2b7e4a/diff/root/.m2/repository/org/postgresql/postgresql/42.7.4/postgresql-42.7.4.jar: no space left on device';

export const SESSIONS = [
  {
    machine: 'mac', project: 'vole', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'lein', 'lein test', 'zsh: command not found: lein', 127, 'Run the test suite'],
      ['prompt', 'lein', 'no lein in this repo, deps.edn only. clojure -M:test or bb test'],
      ['ok', 'clojure -M:test'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the orders CSV export under Unreleased'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-02T13:15:00Z',
    steps: [
      ['fail', 'clj-rlwrap', 'clj -M:test', RLWRAP, 1, 'Run tests'],
      ['agent', 'clj-rlwrap', 'Ran `clj -M:test`; clj is the rlwrap REPL wrapper and rlwrap is not installed here — use `clojure -M:test` for non-interactive commands.'],
      ['fail', 'x:kaocha-real-failure', 'clojure -M:test', KAOCHA_FAIL, 1],
      ['prompt', 'x:docstrings', 'add docstrings to the public fns in vole.db while you are in there'],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-03T09:05:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db', 'zsh: command not found: docker-compose', 127, 'Start Postgres'],
      ['prompt', 'compose-v2', "it's `docker compose` now, the plugin. the dash one is gone from our machines"],
      ['ok', 'docker compose up -d db'],
      ['fail', 'psql-exec', 'psql -h localhost -p 5433 -U vole vole', 'zsh: command not found: psql', 127, 'Open a psql session'],
      ['prompt', 'psql-exec', 'psql hamna kwenye mac zetu. tumia `docker compose exec db psql -U vole vole`'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-03T14:20:00Z',
    steps: [
      ['fail', 'lein', 'lein run -m vole.main', FISH_UNKNOWN('lein run -m vole.main'), 127],
      ['prompt', 'lein', 'nē, lein mēs nelietojam. viss iet caur deps.edn — clojure -M -m vole.main vai bb run'],
      ['fail', 'fish-syntax', 'bb test; echo $?', 'fish: $? is not the exit status. In fish, please use $status.\nbb test; echo $?\n                ^', 123],
      ['prompt', 'fish-syntax', "this box runs fish. if you need bash-isms wrap them in bash -c '…'"],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-04T08:30:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/0.3.1/0.3.2/' deps.edn", 'sed: 1: "deps.edn": extra characters at the end of d command', 1, 'Bump the version'],
      ['prompt', 'bsd-sed', "mac sed. -i takes an argument: sed -i '' …"],
      ['fail', 'trunk', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'trunk', "we're on trunk here"],
      ['prompt', 'x:sed-question', 'what does the sed in scripts/bump-version.sh do to resources/version.edn, exactly?'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-05T10:00:00Z',
    steps: [
      ['fail', 'pg-5433', 'clojure -M:dev -m vole.main', JDBC_AUTH, 1, 'Start the app'],
      ['prompt', 'pg-5433', 'the compose db listens on 5433 — see DATABASE_URL in .env.example. 5432 is whatever postgres your host runs'],
      ['fail', 'fdfind', 'fd -e sql . resources/migrations', UBUNTU_CNF('fd', 'sudo apt install fd-find'), 127],
      ['prompt', 'fdfind', 'ubuntu ships it as fdfind'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-03-05T16:00:00Z',
    steps: [
      ['fail', 'alpine-sh', 'bash scripts/ci-test.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'alpine-sh', 'The CI image is Alpine with busybox ash and no bash; CI scripts must be POSIX sh (#!/bin/sh) and run with sh.'],
      ['fail', 'clj-rlwrap', 'clj -X:build uber', RLWRAP, 1],
      ['fail', 'x:deps-network', 'clojure -X:build uber', DEPS_NET, 1],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-06T09:20:00Z',
    steps: [
      ['fail', 'java21', 'clojure -M:test', JAVA17_VIRTUAL, 1, 'Run tests'],
      ['prompt', 'java21', "that's your system jdk 17. java comes from asdf, .tool-versions pins temurin 21"],
      ['ok', 'asdf install java'],
      ['prompt', 'x:iso-dates', 'dates in the API responses should be ISO 8601 with the offset, not epoch millis'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-09T08:10:00Z',
    steps: [
      ['fail', 'bb-tasks', 'make test', "make: *** No rule to make target 'test'.  Stop.", 2],
      ['prompt', 'bb-tasks', 'there is no makefile. `bb tasks` lists what we have'],
      ['ok', 'bb tasks'],
      ['fail', 'x:kondo-real-lint', 'bb lint', KONDO_WARN, 2],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-10T13:30:00Z',
    steps: [
      ['fail', 'grep-P', "grep -rP '\\(defn-?\\s+\\w+' src", GREP_USAGE, 2, 'List function definitions'],
      ['prompt', 'grep-P', 'bsd grep, no -P on the mac. rg is installed'],
      ['fail', 'date-d', 'date -d "2026-03-10 13:30" +%Y%m%d%H%M%S', DATE_USAGE, 1, 'Timestamp for the migration file name'],
      ['prompt', 'date-d', 'date -v / gdate on macs. or let `bb new-migration` name the file'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-11T09:45:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose ps', FISH_UNKNOWN('docker-compose ps'), 127],
      ['prompt', 'compose-v2', "docker compose, with a space. v1 isn't even installed on this box"],
      ['ok', 'docker compose exec db psql -U vole vole -c "CREATE INDEX orders_created_at_idx ON orders (created_at)"'],
      ['prompt', 'migrations', 'shēmas izmaiņas tikai ar migrāciju failiem resources/migrations + bb migrate, nevis ar roku psql'],
      ['fail', 'fish-syntax', 'for f in resources/migrations/*.up.sql; do echo $f; done', 'fish: Missing end to balance this for loop\nfor f in resources/migrations/*.up.sql; do echo $f; done\n^~^', 123],
      ['agent', 'fish-syntax', "Wrote a bash for-loop on the Arch machine, whose shell is fish; there bash syntax goes inside bash -c '…'."],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-12T10:10:00Z',
    steps: [
      ['fail', 'x:docker-daemon', 'docker compose up -d db', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'open -a Docker'],
      ['ok', 'docker compose down -v'],
      ['prompt', 'down-v', 'WHOA. down -v drops the pg volume, my seeded data is gone. plain `docker compose down`, or just stop db'],
      ['agent', 'down-v', 'Ran `docker compose down -v`, which deleted the postgres volume and the local data; use `docker compose down` without -v, or `docker compose stop db`.'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-13T08:50:00Z',
    steps: [
      ['fail', 'kaocha-focus', 'clojure -M:test -n vole.orders-test', KAOCHA_UNKNOWN('-n'), 1, 'Run only the orders tests'],
      ['prompt', 'kaocha-focus', "it's kaocha, not cognitect's test-runner: --focus vole.orders-test"],
      ['fail', 'x:path-typo', 'cat resources/migrations/20260301120000-add-orders.up.sql', 'cat: resources/migrations/20260301120000-add-orders.up.sql: No such file or directory', 1],
      ['fail', 'x:docker-disk', 'docker compose build app', DISK_FULL, 1],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'npx-shadow', 'shadow-cljs release app', 'zsh: command not found: shadow-cljs', 127, 'Build the admin UI'],
      ['prompt', 'npx-shadow', "npx shadow-cljs release app. it's a devDependency, not global"],
      ['ok', 'npx shadow-cljs release app'],
      ['fail', 'x:shadow-undeclared', 'npx shadow-cljs release app', SHADOW_ERR, 1],
      ['prompt', 'x:admin-dark-mode', 'the admin could use a dark mode toggle, put it in the header next to logout'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-17T14:00:00Z',
    steps: [
      ['fail', 'trunk', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'trunk', 'origin/trunk. there is no main'],
      ['fail', 'x:push-rejected', 'git push origin feat/orders-export', PUSH_REJECTED, 1],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-18T08:25:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/:port 3000/:port 8080/' src/vole/config.clj", 'sed: 1: "src/vole/config.clj": unterminated substitute pattern', 1],
      ['prompt', 'bsd-sed', "kwenye mac `sed -i` inataka '' kwanza (suffix tupu), la sivyo inachukua script yako kama suffix"],
      ['fail', 'nproc-mac', 'clojure -J-XX:ActiveProcessorCount=$(nproc) -M:test', "zsh: command not found: nproc\nImproperly specified VM option 'ActiveProcessorCount='\nError: Could not create the Java Virtual Machine.\nError: A fatal exception has occurred. Program will exit.", 1],
      ['prompt', 'nproc-mac', 'nproc is gnu coreutils. on the mac: sysctl -n hw.ncpu'],
      ['prompt', 'x:port-env', 'make the HTTP port come from the PORT env var, fly sets it'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-19T10:30:00Z',
    steps: [
      ['fail', 'java21', 'java -jar target/vole.jar', JAVA_LINKAGE, 1],
      ['prompt', 'java21', 'arch-ல system java 17 தான் இருக்கு. asdf-ல java 21 install பண்ணு, version .tool-versions-ல இருக்கு'],
      ['ok', 'asdf install java temurin-21.0.5+11.0.LTS'],
      ['prompt', 'x:tamil-test', 'இந்த export handler-க்கு ஒரு unit test எழுதுங்க'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-20T09:15:00Z',
    steps: [
      ['fail', 'fly-local-only', 'fly deploy --local-only -a vole-staging', 'Error: failed to fetch an image or build from source: Cannot connect to the Docker daemon at unix:///Users/ana/.docker/run/docker.sock. Is the docker daemon running?', 1, 'Deploy to staging'],
      ['prompt', 'fly-local-only', 'no no, never --local-only from a laptop. plain `fly deploy`, the remote builder does the image'],
      ['agent', 'fly-local-only', 'Deployed with `fly deploy --local-only`; vole deploys with plain `fly deploy` (Fly remote builder), never a local build from a laptop.'],
      ['ok', 'fly deploy -a vole-staging'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-23T08:40:00Z',
    steps: [
      ['fail', 'lein', 'lein uberjar', UBUNTU_CNF('lein', 'sudo apt install leiningen'), 127, 'Build the uberjar'],
      ['prompt', 'lein', 'same as last week. no lein. clojure -X:build uber'],
      ['fail', 'jar-path', 'java -jar target/uberjar/vole-0.1.0-SNAPSHOT-standalone.jar', 'Error: Unable to access jarfile target/uberjar/vole-0.1.0-SNAPSHOT-standalone.jar', 1],
      ['prompt', 'jar-path', "that's the lein layout. build.clj writes target/vole.jar"],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-24T13:00:00Z',
    steps: [
      ['prompt', 'x:compose-healthcheck', 'add a healthcheck to the db service in compose.yaml so the app waits until postgres is ready'],
      ['ok', 'docker compose exec db psql -U vole vole -c "ALTER TABLE orders ADD COLUMN exported_at timestamptz"'],
      ['prompt', 'migrations', 'hold on, no hand ALTERs. schema changes are migration files in resources/migrations, then bb migrate'],
      ['agent', 'migrations', 'Altered the orders table directly in psql; vole changes its schema only through migration files in resources/migrations applied with `bb migrate`.'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-03-25T07:00:00Z',
    steps: [
      ['fail', 'alpine-sh', './scripts/release.sh', '/bin/sh: ./scripts/release.sh: not found', 127],
      ['fail', 'alpine-sh', "sh -c 'while read -r f; do echo \"$f\"; done < <(git diff --name-only trunk)'", '/bin/sh: syntax error: unexpected redirection', 2],
      ['fail', 'x:rg-missing', 'rg -n TODO src', '/bin/sh: rg: not found', 127],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-26T09:30:00Z',
    steps: [
      ['fail', 'fish-syntax', "cat > resources/migrations/20260326093000-add-export.up.sql <<'EOF'\nALTER TABLE orders ADD COLUMN exported_at timestamptz;\nEOF", "fish: Expected a string, but found a redirection\ncat > resources/migrations/20260326093000-add-export.up.sql <<'EOF'\n                                                             ^", 123],
      ['prompt', 'fish-syntax', "heredoc fish čaulā nestrādā. failu raksti ar Write rīku vai ietin visu bash -c '…'"],
      ['prompt', 'x:latvian-readme', 'uzraksti README sadaļu par to, kā projektu palaist lokāli no nulles'],
      ['ok', 'clojure -M:nrepl'],
      ['prompt', 'repl-dev', 'REPL palaiž ar clojure -M:dev:nrepl, bez :dev nav user.clj un nav arī (go)'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-27T10:00:00Z',
    steps: [
      ['fail', 'psql-exec', 'psql postgres://vole:vole@localhost:5433/vole -c "\\dt"', 'zsh: command not found: psql', 127],
      ['prompt', 'psql-exec', 'again 🙄 psql only exists in the db container'],
      ['fail', 'grep-P', "grep -oP '(?<=:mvn/version \")[^\"]+' deps.edn", GREP_USAGE, 2],
      ['agent', 'grep-P', 'Used grep -P on macOS; BSD grep has no -P there — use rg (installed) or grep -E.'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-30T08:15:00Z',
    steps: [
      ['fail', 'kaocha-focus', 'clojure -M:test --namespace vole.http-test', KAOCHA_UNKNOWN('--namespace'), 1],
      ['prompt', 'kaocha-focus', '--focus. kaocha ≠ test-runner'],
      ['ok', 'clojure -M:test --focus vole.http-test'],
      ['fail', 'x:nrepl-port', 'clojure -M:dev:nrepl', NREPL_BIND, 1],
      ['ok', 'clojure -M:dev:nrepl --port 7889'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-31T14:10:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f compose.yaml up -d', COMPOSE_UBUNTU, 127],
      ['prompt', 'compose-v2', 'hiyo tena? ni `docker compose` (v2, bila dashi)'],
      ['fail', 'pg-5433', 'psql -h localhost -U vole vole', PSQL_AUTH, 2],
      ['prompt', 'pg-5433', '-p 5433. you just hit the system postgres'],
      ['ok', 'shellcheck -s sh scripts/*.sh'],
      ['prompt', 'alpine-sh', 'ci image is alpine: /bin/sh is busybox ash and there is no bash. keep scripts/ POSIX'],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'trunk', 'git push -u origin main', "error: src refspec main does not match any\nerror: failed to push some refs to 'github.com:vole-team/vole.git'", 1],
      ['prompt', 'trunk', 'tawi letu kuu ni trunk, main haipo'],
      ['fail', 'force-push', 'git push --force origin trunk', GH006, 1],
      ['prompt', 'force-push', 'NEVER force push trunk. rebase your branch and open a PR. on your own branch: --force-with-lease'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-04-02T08:45:00Z',
    steps: [
      ['fail', 'date-d', 'date -d "-7 days" +%F', DATE_USAGE, 1],
      ['prompt', 'date-d', 'mac date has no -d. `date -v-7d +%F`'],
      ['fail', 'nproc-mac', 'nproc', 'zsh: command not found: nproc', 127, 'Check the core count for the Hikari pool size'],
      ['prompt', 'nproc-mac', 'sysctl -n hw.ncpu, this is a mac'],
      ['prompt', 'x:hikari-pool', 'set the pool max to 10 in config.edn for dev, prod reads it from env'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-03T10:20:00Z',
    steps: [
      ['ok', 'git add -A'],
      ['fail', 'secrets-edn', 'git commit -m "orders export"', SECRETS_HOOK, 1],
      ['prompt', 'secrets-edn', 'git add -A picked up secrets.edn. stage files by name, secrets.edn stays on your machine'],
      ['fail', 'fdfind', 'fd migrations', '/bin/bash: line 1: fd: command not found', 127],
      ['agent', 'fdfind', 'On Ubuntu the fd binary is called fdfind (package fd-find); use fdfind or find.'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-04-06T09:10:00Z',
    steps: [
      ['fail', 'npm-only', 'yarn add -D shadow-cljs@2.28.20', FISH_UNKNOWN('yarn add -D shadow-cljs@2.28.20'), 127],
      ['prompt', 'npm-only', 'npm. package-lock.json ir vienīgais lockfile, yarn mums nav'],
      ['ok', 'npm install -D shadow-cljs@2.28.20'],
      ['fail', 'x:npm-network', 'npm ci', NPM_ETIMEDOUT, 1],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-04-07T13:40:00Z',
    steps: [
      ['fail', 'npx-shadow', 'npm install -g shadow-cljs', NPM_EACCES, 243],
      ['ok', 'sudo npm install -g shadow-cljs'],
      ['prompt', 'sudo', 'hey. no sudo on my machine without asking, least of all sudo npm'],
      ['agent', 'npx-shadow', 'Installed shadow-cljs globally; in vole it is a devDependency in package.json, run it as `npx shadow-cljs …`.'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-08T08:30:00Z',
    steps: [
      ['fail', 'clj-rlwrap', 'clj -M:dev:nrepl', RLWRAP, 1, 'Start an nREPL'],
      ['prompt', 'clj-rlwrap', "clojure, not clj. no rlwrap here and you're not typing into it anyway"],
      ['ok', 'clojure -M:dev:nrepl'],
      ['ok', 'pkill -f nrepl.cmdline'],
      ['prompt', 'ig-reset', "you don't need a fresh jvm for a config change, (reset) picks up config.edn"],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-04-09T09:50:00Z',
    steps: [
      ['fail', 'repl-dev', 'clojure -M -e "(go)"', REPL_GO, 1, 'Start the system'],
      ['prompt', 'repl-dev', 'go/reset live in dev/user.clj, which is only on the classpath with :dev. clojure -M:dev:nrepl'],
      ['prompt', 'x:tamil-pagination', 'orders export-க்கு pagination சேர்க்கணும், ஒரு page-க்கு 500 rows'],
      ['ok', 'git add .'],
      ['prompt', 'secrets-edn', 'secrets.edn-ஐ மறுபடியும் stage பண்ணிட்டீங்க. அது git-க்குள்ள போகவே கூடாது'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-04-10T06:30:00Z',
    steps: [
      ['fail', 'bb-tasks', 'make ci', '/bin/sh: make: not found', 127],
      ['agent', 'bb-tasks', 'The CI step called make; vole has no Makefile — its tasks are babashka tasks in bb.edn (bb test, bb lint).'],
      ['fail', 'x:java-oom', 'clojure -M:test', JAVA_OOM, 1],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-04-13T10:00:00Z',
    steps: [
      ['fail', 'fly-app', 'fly logs', FLY_NO_APP, 1, 'Tail staging logs'],
      ['prompt', 'fly-app', 'fly.toml has no app on purpose. -a vole-staging, and prod only when someone says prod'],
      ['fail', 'x:fly-auth', 'fly status -a vole-staging', "Error: No access token available. Please login with 'flyctl auth login'", 1],
      ['fail', 'java21', 'java -version', ASDF_NOVER, 126],
      ['prompt', 'java21', 'java ni 21 kupitia asdf — endesha `asdf install` ndani ya repo, inasoma .tool-versions'],
      ['ok', 'asdf install'],
      ['prompt', 'x:swahili-health', 'ongeza test ya endpoint ya /health tafadhali'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-14T09:15:00Z',
    steps: [
      ['ok', 'bb lint'],
      ['prompt', 'kondo-ignore', "don't paper over kondo with #_:clj-kondo/ignore. fix it, or _ prefix the binding if it's unused on purpose"],
      ['agent', 'kondo-ignore', 'Added #_{:clj-kondo/ignore [:unused-binding]} to silence a warning; in vole lint findings get fixed (remove or _-prefix the binding), not suppressed.'],
      ['fail', 'cljfmt', 'cljfmt fix src test', '/bin/bash: line 1: cljfmt: command not found', 127, 'Format the code'],
      ['prompt', 'cljfmt', 'bb fmt. it runs cljfmt with our config'],
      ['ok', 'sudo chown -R dev /usr/local/lib/node_modules'],
      ['prompt', 'sudo', 'stop reaching for sudo 😤 ask first'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-04-15T08:20:00Z',
    steps: [
      ['fail', 'cljfmt', 'zprint -w src/vole/orders.clj', 'zsh: command not found: zprint', 127],
      ['prompt', 'cljfmt', 'we format with cljfmt (bb fmt), zprint would fight it on every file anyway'],
      ['fail', 'bsd-sed', "sed -i 's/TODO(ana)/TODO/g' CHANGELOG.md", 'sed: 1: "CHANGELOG.md": invalid command code C', 1],
      ['prompt', 'bsd-sed', "sed -i '' … mac. again"],
      ['prompt', 'x:squash', 'squash the two export commits before the PR'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-04-16T14:00:00Z',
    steps: [
      ['ok', 'fly deploy --local-only -a vole-staging'],
      ['prompt', 'fly-local-only', '--local-only வேண்டாம். laptop-லிருந்து `fly deploy` மட்டும் போதும், remote builder build பண்ணும்'],
      ['fail', 'x:fly-smoke', 'fly deploy -a vole-staging', FLY_SMOKE, 1],
      ['fail', 'fly-app', 'fly secrets list', FLY_NO_APP, 1],
      ['agent', 'fly-app', "Ran fly commands without -a; vole's fly.toml has no app name on purpose — pass -a vole-staging (prod only when asked)."],
      ['prompt', 'x:fish-completions', 'could you add fish completions for the bb tasks? put them in dev/completions'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-04-21T10:30:00Z',
    steps: [
      ['fail', 'jar-path', 'java -jar target/vole-standalone.jar', 'Error: Unable to access jarfile target/vole-standalone.jar', 1],
      ['agent', 'jar-path', "Guessed the uberjar path; vole's build.clj writes it to target/vole.jar."],
      ['fail', 'pg-5433', 'bb dev', JDBC_REFUSED(5432), 1],
      ['prompt', 'pg-5433', '5433!! same as before, local pg is on 5433'],
      ['ok', 'bb lint'],
      ['prompt', 'kondo-ignore', 'again with the clj-kondo/ignore annotations. fix the warning itself'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-22T15:00:00Z',
    steps: [
      ['fail', 'x:pg-not-up', 'clojure -M:dev -m vole.main', JDBC_REFUSED(5433), 1],
      ['fail', 'bb-tasks', 'npm test', 'npm error Missing script: "test"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-04-22T15_09_12_004Z-debug-0.log', 1],
      ['prompt', 'bb-tasks', 'package.json is only there for the admin UI deps. tasks are in bb.edn'],
      ['fail', 'x:uberjar-compile', 'clojure -X:build uber', COMPILE_ERR, 1],
      ['ok', 'pkill -f clojure.main; clojure -M:dev:nrepl'],
      ['prompt', 'ig-reset', 'usiue JVM kila ukibadilisha config.edn, `(reset)` inatosha'],
      ['agent', 'ig-reset', 'Restarted the nREPL JVM to load a changed config.edn; integrant.repl (reset) reloads config and code in the running REPL.'],
      ['ok', 'docker compose down -v'],
      ['prompt', 'down-v', 'kāpēc -v?! tas izdzēsa datubāzes volume. tikai `docker compose down`'],
      ['fail', 'x:migration-conflict', 'bb migrate', MIGRATE_EXISTS, 1],
      ['prompt', 'x:log-format', 'log lines should be JSON in prod and plain text in dev'],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-04-23T09:00:00Z',
    steps: [
      ['ok', 'pnpm add -D @tailwindcss/cli'],
      ['prompt', 'npm-only', "we're an npm project, that just created a pnpm-lock.yaml. delete it and npm install"],
      ['fail', 'x:gh-auth', 'gh pr create --base trunk --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['prompt', 'x:git-main-question', 'is there anything on the old main branch on github worth keeping before we delete it?'],
      ['ok', 'git push --force origin feat/tailwind'],
      ['prompt', 'force-push', 'force push tikai ar --force-with-lease, arī savā zarā. un trunk vispār neaiztiec'],
      ['agent', 'force-push', 'Pushed with plain --force; vole never force-pushes trunk and uses --force-with-lease on its own branches.'],
      ['prompt', 'x:latvian-timezone', 'laikus glabājam UTC, Europe/Riga tikai admin UI attēlošanai'],
    ],
  },
];
