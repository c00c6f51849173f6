// Half ZZZJ, written blind: "vole", a Crystal web API on Lucky (shards, crystal spec, Ameba),
// Postgres and Redis in docker compose, Alpine release images, and an in-house `ops` CLI over
// Terraform and the deploys. Fedora (bash), macOS (zsh), Alpine containers (ash); English with
// Quechua, Tigrinya and some Spanish. Written without reading rulesweep's code or other halves.

const PG_REFUSED = (port) => `psql: error: connection to server at "localhost" (::1), port ${port} failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\nconnection to server at "localhost" (127.0.0.1), port ${port} failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?`;
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [+output_fmt|[[[[mm]dd]HH]MM[[cc]yy][.SS]]]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const BSD_GREP = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BUSYBOX_GREP = 'grep: unrecognized option: P\nBusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...\n\nSearch for PATTERN in FILEs (or stdin)';
const OCI_EXEC = (bin) => `OCI runtime exec failed: exec failed: unable to start container process: exec: "${bin}": executable file not found in $PATH: unknown`;
const TF_BACKEND = '╷\n│ Error: Backend initialization required, please run "terraform init"\n│ \n│ Reason: Initial configuration of the requested backend "s3"\n│ \n│ The "backend" is the interface that Terraform uses to store state,\n│ perform operations, etc. If this message is showing up, it means that the\n│ Terraform configuration you\'re using is using a custom configuration for\n│ the Terraform backend.\n│ \n│ Changes to backend configurations require reinitialization. This allows\n│ Terraform to set up the new configuration, copy existing state, etc. Please run\n│ "terraform init" with either the "-reconfigure" or "-migrate-state" flags to\n│ use the current configuration.\n╵';
const TF_CREDS = '╷\n│ Error: No valid credential sources found\n│ \n│   with provider["registry.terraform.io/hashicorp/aws"],\n│   on providers.tf line 1, in provider "aws":\n│    1: provider "aws" {\n│ \n│ Please see https://registry.terraform.io/providers/hashicorp/aws\n│ for more information about providing credentials.\n│ \n│ Error: failed to refresh cached credentials, no EC2 IMDS role found, operation error ec2imds: GetMetadata, request canceled, context deadline exceeded\n│ \n╵';
const TF_LOCK = '╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The conditional request\n│ failed\n│ Lock Info:\n│   ID:        4b0f6c1e-8a2d-2f3e-9c61-0d7a5e2b9f13\n│   Path:      vole-tfstate/staging/terraform.tfstate\n│   Operation: OperationTypeApply\n│   Who:       kai@kai-mbp.local\n│   Version:   1.9.8\n│   Created:   2026-03-05 09:12:44.190233 +0000 UTC\n│   Info:      \n│ \n│ \n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵\nops: terraform exited with status 1';
const TF_UNSUPPORTED = '╷\n│ Error: Unsupported argument\n│ \n│   on redis.tf line 14, in resource "aws_elasticache_cluster" "sessions":\n│   14:   engine_verison       = "7.1"\n│ \n│ An argument named "engine_verison" is not expected here. Did you mean\n│ "engine_version"?\n╵\nops: terraform exited with status 1';
const COBRA_ENV = (cmd, short) => `Error: required flag(s) "env" not set\nUsage:\n  ops ${cmd} [flags]\n\nFlags:\n  -e, --env string   target environment (dev|staging|prod)\n  -h, --help         help for ${short}\n      --dry-run      print what would run\n\nops: error: required flag(s) "env" not set`;
const GH006 = (refs) => `Enumerating objects: 14, done.\nCounting objects: 100% (14/14), done.\nDelta compression using up to 8 threads\nCompressing objects: 100% (8/8), done.\nWriting objects: 100% (8/8), 1.91 KiB | 1.91 MiB/s, done.\nTotal 8 (delta 5), reused 0 (delta 0), pack-reused 0\nremote: error: ${refs}\nremote: \nremote: - Cannot force-push to this branch\nTo github.com:vole-api/vole.git\n ! [remote rejected] trunk -> trunk (protected branch hook declined)\nerror: failed to push some refs to 'github.com:vole-api/vole.git'`;
const STATIC_FEDORA = '/usr/bin/ld: cannot find -lpcre2-8: No such file or directory\n/usr/bin/ld: cannot find -lgc: No such file or directory\n/usr/bin/ld: cannot find -levent: No such file or directory\ncollect2: error: ld returned 1 exit status\nError: execution of command failed with exit status 1: cc "${@}" -o /home/dev/vole/bin/vole  -rdynamic -static -L/usr/bin/../lib/crystal -lz `command -v pkg-config > /dev/null && pkg-config --libs --silence-errors libssl || printf %s \'-lssl -lcrypto\'` -lpcre2-8 -lgc -lpthread -levent -lrt -lpthread -ldl';
const STATIC_MAC = 'ld: library not found for -lcrt0.o\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\nError: execution of command failed with exit status 1: cc "${@}" -o /Users/kai/vole/bin/vole  -rdynamic -static -L/opt/homebrew/Cellar/crystal/1.14.0/libexec/../lib/crystal -lz -lpcre2-8 -lgc -lpthread -levent -liconv';
const MAC_SSL_NEW = 'ld: warning: search path \'/opt/homebrew/Cellar/crystal/1.14.0/libexec/../lib/crystal\' not found\nld: library \'ssl\' not found\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\nError: execution of command failed with exit status 1: cc "${@}" -o /Users/ana/.cache/crystal/crystal-run-spec.tmp  -rdynamic -L/opt/homebrew/Cellar/crystal/1.14.0/libexec/../lib/crystal -lyaml -lz `command -v pkg-config > /dev/null && pkg-config --libs --silence-errors libssl || printf %s \'-lssl -lcrypto\'` -lpcre2-8 -lgc -lpthread -levent -liconv';
const MAC_SSL_OLD = 'Dependencies are satisfied\nBuilding: vole\nError target vole failed to compile:\nld: library not found for -lssl\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\nError: execution of command failed with exit status 1: cc "${@}" -o /Users/ana/vole/bin/vole  -rdynamic -L/usr/local/Cellar/crystal/1.13.3/libexec/../lib/crystal -lz -lssl -lcrypto -lpcre2-8 -lgc -lpthread -levent -liconv';
const AMEBA_FOCUS = (file, line, snippet) => `Inspecting 187 files\n\n.........................F.....................................\n\n${file}:${line}:3\n[W] Lint/SpecFocus: Focused spec item detected\n> ${snippet}\n\nFinished in 1.21 seconds\n\n187 inspected, 1 failure`;
const PG_MISMATCH = (client) => `pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 16.4; pg_dump version: ${client}`;
const DOCKERFILE_APT = (cmd) => `#7 [builder 3/9] RUN ${cmd}\n#7 0.214 /bin/sh: apt-get: not found\n#7 ERROR: process "/bin/sh -c ${cmd}" did not complete successfully: exit code: 127\n------\n > [builder 3/9] RUN ${cmd}:\n0.214 /bin/sh: apt-get: not found\n------\nERROR: failed to solve: process "/bin/sh -c ${cmd}" did not complete successfully: exit code: 127`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'vole', start: '2026-03-02T09:05:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db redis', 'zsh: command not found: docker-compose', 127, 'Start Postgres and Redis'],
      ['prompt', 'compose-v2', 'docker compose, with a space. the hyphen one got uninstalled ages ago'],
      ['fail', 'pg-5433', 'psql -h localhost -U vole vole_development -c "\\dt"', PG_REFUSED(5432), 2, 'List tables in the dev database'],
      ['prompt', 'pg-5433', 'compose db is published on 5433. 5432 is my brew postgres and its stopped'],
      ['ok', 'psql -h localhost -p 5433 -U vole vole_development -c "\\dt"'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-02T14:20:00Z',
    steps: [
      ['fail', 'dnf', 'sudo apt-get install -y libyaml-dev libgmp-dev libevent-dev', 'sudo: apt-get: command not found', 1, 'Install Crystal build dependencies'],
      ['prompt', 'dnf', 'esto es fedora, manito. dnf, y los paquetes se llaman -devel: libyaml-devel gmp-devel libevent-devel'],
      ['fail', 'x:shards-network', 'shards install', "Resolving dependencies\nFetching https://github.com/luckyframework/lucky.git\nError: Failed to update https://github.com/luckyframework/lucky.git\nfatal: unable to access 'https://github.com/luckyframework/lucky.git/': Could not resolve host: github.com", 1],
      ['fail', 'ameba-bin', 'ameba src spec', 'bash: line 1: ameba: command not found', 127, 'Lint'],
      ['agent', 'ameba-bin', 'ran `ameba` as if it were installed globally; in vole Ameba is a development shard built into bin/ameba by shards install, so run bin/ameba'],
      ['ok', 'bin/ameba src spec'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-03-03T10:00:00Z',
    steps: [
      ['fail', 'alpine-bash', './scripts/ci-setup.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['agent', 'alpine-bash', 'the CI and release images are Alpine with BusyBox ash only: scripts need #!/bin/sh and POSIX syntax, no bash, no arrays, no [[ ]]'],
      ['fail', 'apk', 'apt-get update && apt-get install -y postgresql-client', '/bin/sh: apt-get: not found', 127],
      ['ok', 'apk add --no-cache postgresql16-client'],
      ['fail', 'grep-P', "grep -oP '(?<=^version: ).*' shard.yml", BUSYBOX_GREP, 1],
      ['agent', 'grep-P', "grep -P (PCRE) does not exist in BusyBox grep nor in macOS grep; use sed -n 's/^version: //p' or grep -E"],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-04T08:40:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/port: 5432/port: 5433/' config/database.cr", 'sed: 1: "config/database.cr": command c expects \\ followed by text', 1, 'Point the dev database at 5433'],
      ['prompt', 'sed-i-mac', 'bsd sed on the mac, its `sed -i \'\'` with the empty string'],
      ['ok', "sed -i '' 's/port: 5432/port: 5433/' config/database.cr"],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the 5433 change pls'],
      ['fail', 'trunk', 'git diff main...HEAD --stat', "fatal: ambiguous argument 'main...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['prompt', 'trunk', 'there is no main in this repo. trunk'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-05T09:30:00Z',
    steps: [
      ['fail', 'ops-tf', 'cd infra/staging && terraform plan', TF_BACKEND, 1],
      ['prompt', 'ops-tf', "terraform-qa ops-ntam purin, ama chay hinata ruwaychu. ops tf plan --env staging"],
      ['fail', 'x:tf-lock', 'ops tf plan --env staging', TF_LOCK, 1],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-06T10:10:00Z',
    steps: [
      ['fail', 'nproc-mac', 'nproc', 'zsh: command not found: nproc', 127, 'Count CPU cores for parallel spec runs'],
      ['prompt', 'nproc-mac', 'no nproc on macos, sysctl -n hw.ncpu'],
      ['fail', 'openssl-mac', 'crystal spec spec/operations', MAC_SSL_NEW, 1, 'Run operation specs'],
      ['prompt', 'openssl-mac', 'on the mac you need PKG_CONFIG_PATH="$(brew --prefix openssl@3)/lib/pkgconfig" exported first, its in the README'],
      ['ok', 'export PKG_CONFIG_PATH="$(brew --prefix openssl@3)/lib/pkgconfig" && crystal spec spec/operations'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-09T09:00:00Z',
    steps: [
      ['fail', 'ops-env', 'ops tf plan', COBRA_ENV('tf plan', 'plan'), 1],
      ['prompt', 'ops-env', 'always --env. always. ops picks up OPS_ENV from your shell otherwise and mine says prod'],
      ['ok', 'ops tf plan --env staging'],
      ['fail', 'ops-deploy', 'docker build -t registry.vole.dev/vole-api:staging . && docker push registry.vole.dev/vole-api:staging', 'The push refers to repository [registry.vole.dev/vole-api]\n5f70bf18a086: Preparing\na3c1e0b2d4f9: Preparing\n0c2d5e7a9b13: Preparing\ndenied: requested access to the resource is denied', 1, 'Ship the fix to staging'],
      ['prompt', 'ops-deploy', 'docker push ባዕልኻ ኣይትግበር፡ ምስሊ CI እዩ ዝሰርሖ። ops deploy --env staging ጥራይ'],
      ['fail', 'x:ops-healthcheck', 'ops deploy --env staging', 'ops: deploying vole-api@3f1c9e2 to staging\nops: waiting for healthcheck https://api.staging.vole.dev/healthz\nops: error: healthcheck returned 503 after 120s (3 of 3 machines unhealthy)\nops: rolled back to vole-api@a81d04b', 1],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-10T11:30:00Z',
    steps: [
      ['fail', 'redis-cli', 'redis-cli -p 6380 keys "session:*"', 'zsh: command not found: redis-cli', 127, 'Look at the session keys'],
      ['prompt', 'redis-cli', 'redis-cli isnt on our laptops, go through the container: docker compose exec redis redis-cli'],
      ['fail', 'x:redis-not-running', 'docker compose exec redis redis-cli keys "session:*"', 'service "redis" is not running', 1],
      ['ok', 'docker compose exec redis redis-cli keys "session:*"'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-03-11T07:50:00Z',
    steps: [
      ['fail', 'curl-alpine', 'curl -fsS http://localhost:3000/healthz', 'sh: curl: not found', 127],
      ['agent', 'curl-alpine', 'the Alpine images have no curl; BusyBox wget works: wget -qO- http://localhost:3000/healthz'],
      ['fail', 'x:alpine-dns', 'wget -qO- http://api:3000/healthz', "wget: bad address 'api:3000'", 1],
      ['fail', 'ameba-bin', 'ameba --format github', '/bin/sh: ameba: not found', 127],
      ['ok', 'bin/ameba --format github'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-12T09:20:00Z',
    steps: [
      ['fail', 'date-mac', "date -d '2026-03-01' +%s", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Epoch for the backfill start'],
      ['prompt', 'date-mac', "that's GNU date. mac: date -j -f %Y-%m-%d 2026-03-01 +%s"],
      ['fail', 'spec-focus', 'bin/ameba', AMEBA_FOCUS('spec/actions/api/users/index_spec.cr', 11, 'it "paginates", focus: true do'), 1],
      ['prompt', 'spec-focus', 'you left a focus: true in there, CI would only run that one spec'],
      ['fail', 'x:ameba-real', 'bin/ameba src', 'Inspecting 121 files\n\n..........F..........\n\nsrc/operations/save_user.cr:18:7\n[W] Lint/UselessAssign: Useless assignment to variable `token`\n> token = Random::Secure.hex(16)\n  ^---^\n\nFinished in 1.08 seconds\n\n121 inspected, 1 failure', 1],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-12T15:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin trunk', GH006('GH006: Protected branch update failed for refs/heads/trunk.'), 1],
      ['prompt', 'force-push', 'WHOA. no force pushing trunk, ever. if your own branch needs it, --force-with-lease'],
      ['fail', 'x:non-ff-push', 'git push origin fix/users-pagination', "To github.com:vole-api/vole.git\n ! [rejected]        fix/users-pagination -> fix/users-pagination (fetch first)\nerror: failed to push some refs to 'github.com:vole-api/vole.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git push origin fix/users-pagination'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-13T10:40:00Z',
    steps: [
      ['fail', 'static-alpine', 'crystal build src/start_server.cr --release --static -o bin/vole', STATIC_FEDORA, 1, 'Build a static release binary'],
      ['prompt', 'static-alpine', 'static only links against musl. release binaries come out of the alpine builder: docker compose run --rm builder'],
      ['ok', 'docker compose run --rm builder'],
      ['fail', 'crystal-format', 'crystal tool format --check src spec', "formatting 'src/actions/api/users/index.cr' produced changes", 1],
      ['prompt', 'crystal-format', 'just run crystal tool format before you commit, CI does the --check'],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-16T09:15:00Z',
    steps: [
      ['ok', 'shards update'],
      ['prompt', 'shards-update', 'why is shard.lock in the diff?? we only shards update when bumping on purpose. git checkout shard.lock && shards install'],
      ['prompt', 'lucky-gen', 'use lucky gen.model Invoice, it writes the model, the query and the migration with the right timestamp'],
      ['prompt', 'x:lucky-gen-action', 'now generate an action for GET /api/v1/invoices/:invoice_id'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-03-17T08:00:00Z',
    steps: [
      ['fail', 'apk', 'docker build -f Dockerfile.release -t vole-api:ci .', DOCKERFILE_APT('apt-get update && apt-get install -y libxml2-dev yaml-dev'), 1],
      ['agent', 'apk', 'wrote apt-get in Dockerfile.release; the builder and runtime images are Alpine: apk add --no-cache libxml2-dev yaml-dev'],
      ['ok', 'docker build -f Dockerfile.release -t vole-api:ci .'],
      ['fail', 'alpine-bash', 'bash scripts/wait-for-db.sh db 5432', '/bin/sh: bash: not found', 127],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-18T10:00:00Z',
    steps: [
      ['ok', 'docker compose down -v'],
      ['prompt', 'compose-down-v', "¡imatataq ruwarqanki! down -v-qa postgres volumen-ta chinkachin, seed data-y chinkapun. ama hayk'appas -v-wan"],
      ['fail', 'pg-5433', 'pg_isready -h localhost', 'localhost:5432 - no response', 2],
      ['prompt', 'pg-5433', '5433!! same as last week'],
      ['ok', 'pg_isready -h localhost -p 5433'],
      ['fail', 'x:migration-error', 'lucky db.migrate', 'Unhandled exception: Migration failed: AddIndexOnInvoicesNumber::V20260318094500\n\n  relation "invoices_number_index" already exists (PQ::PQError)\n  from lib/pg/src/pq/connection.cr:213:7 in \'handle_error\'\n  from lib/avram/src/avram/migrator/runner.cr:124:9 in \'run_pending_migrations\'', 1],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-19T13:30:00Z',
    steps: [
      ['fail', 'migrate-ops', 'DATABASE_URL="$STAGING_DATABASE_URL" lucky db.migrate', 'Unhandled exception: FATAL:  no pg_hba.conf entry for host "81.2.69.160", user "vole", database "vole_staging", SSL encryption (PQ::PQError)\n  from lib/pg/src/pq/connection.cr:213:7 in \'handle_error\'', 1, 'Apply the invoice migration on staging'],
      ['prompt', 'migrate-ops', 'lucky db.migrate is for your laptop. staging and prod get migrated by ops db migrate, it opens the tunnel and takes the lock'],
      ['fail', 'ops-env', 'ops db migrate', 'ops: refusing to guess the environment: pass --env (dev|staging|prod)', 2],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-20T09:45:00Z',
    steps: [
      ['fail', 'stat-mac', 'stat -c %s bin/vole', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Size of the binary'],
      ['prompt', 'stat-mac', 'stat -f %z on a mac'],
      ['fail', 'sed-i-mac', "sed -i 's/^REDIS_URL=.*/REDIS_URL=redis:\\/\\/localhost:6380/' .env", 'sed: 1: ".env": invalid command code .', 1],
      ['agent', 'sed-i-mac', "used GNU sed -i without a backup suffix on macOS; BSD sed needs sed -i '' (or gsed)"],
      ['ok', "sed -i '' 's/^REDIS_URL=.*/REDIS_URL=redis:\\/\\/localhost:6380/' .env"],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-23T09:00:00Z',
    steps: [
      ['fail', 'trunk', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'trunk', 'ኣብዚ main የለን፡ trunk እዩ። git rebase origin/trunk'],
      ['fail', 'x:pathspec-typo', 'git checkout feature/invoice-serilizer', "error: pathspec 'feature/invoice-serilizer' did not match any file(s) known to git", 1],
      ['prompt', 'commit-msg', 'commit msgs here are `area: thing`, like `api: paginate invoices`. lowercase, no period at the end'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-03-24T08:20:00Z',
    steps: [
      ['fail', 'x:apk-network', 'apk add --no-cache postgresql16-client', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/main: temporary error (try again later)\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/community: temporary error (try again later)\nERROR: unable to select packages:\n  postgresql16-client (no such package):\n    required by: world[postgresql16-client]', 1],
      ['fail', 'crystal-format', 'crystal tool format --check', "formatting 'spec/actions/api/invoices/create_spec.cr' produced changes\nformatting 'src/serializers/invoice_serializer.cr' produced changes", 1],
      ['ok', 'crystal build src/start_server.cr --release --static -o bin/vole'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-03-25T10:30:00Z',
    steps: [
      ['fail', 'x:shards-cert', 'shards install', "Resolving dependencies\nFetching https://github.com/luckyframework/avram.git\nError: Failed to clone https://github.com/luckyframework/avram.git\nfatal: unable to access 'https://github.com/luckyframework/avram.git/': SSL certificate problem: unable to get local issuer certificate", 1],
      ['fail', 'openssl-mac', 'shards build vole', MAC_SSL_OLD, 1],
      ['prompt', 'openssl-mac', 'PKG_CONFIG_PATH again 🙃 put the brew openssl@3 one in your zshrc, not in every command'],
      ['ok', 'shards build vole'],
      ['fail', 'grep-P', "grep -rP 'def\\s+call(?!_)' src/actions", BSD_GREP, 2],
      ['prompt', 'grep-P', 'mac grep has no -P. rg is installed, use that'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-03-26T09:10:00Z',
    steps: [
      ['fail', 'x:docker-daemon', 'docker compose up -d db redis', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'sudo systemctl start docker'],
      ['fail', 'compose-v2', 'docker-compose exec db psql -U vole vole_development', 'bash: line 1: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'that again? compose is the docker plugin on fedora too, `docker compose`'],
      ['ok', 'docker compose exec db psql -U vole vole_development'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-03-27T14:00:00Z',
    steps: [
      ['fail', 'ops-tf', 'terraform -chdir=infra/staging apply', TF_CREDS, 1],
      ['agent', 'ops-tf', 'ran terraform directly in infra/; vole only runs Terraform through the ops wrapper (ops tf plan/apply --env <env>), which sets the backend, credentials and workspace'],
      ['fail', 'x:tf-validate', 'ops tf validate --env staging', TF_UNSUPPORTED, 1],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'lucky-seed', 'crystal run tasks/db/seed/sample_data.cr', 'In tasks/db/seed/sample_data.cr:4:29\n\n 4 | class Db::Seed::SampleData < LuckyTask::Task\n                                 ^--------------\nError: undefined constant LuckyTask::Task', 1, 'Seed sample data'],
      ['prompt', 'lucky-seed', 'thats a lucky task, run it as one: lucky db.seed.sample_data'],
      ['fail', 'redis-cli', 'redis-cli -u redis://localhost:6380 ttl session:4f1a', 'zsh: command not found: redis-cli', 127],
      ['prompt', 'redis-cli', 'hukmanta? redis-cli-qa contenedor ukhupim kachkan: docker compose exec redis redis-cli'],
      ['ok', 'docker compose exec redis redis-cli ttl session:4f1a'],
      ['prompt', 'x:redis-ttl', 'session keys should expire after 24h, set the TTL when we write them not in a cron'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-03-31T07:40:00Z',
    steps: [
      ['fail', 'alpine-bash', 'docker compose -f docker-compose.ci.yml exec -T api bash -lc "crystal spec"', OCI_EXEC('bash'), 126],
      ['ok', 'docker compose -f docker-compose.ci.yml exec -T api sh -c "crystal spec"'],
      ['fail', 'curl-alpine', 'docker compose -f docker-compose.ci.yml exec -T api curl -s localhost:3000/healthz', OCI_EXEC('curl'), 126],
      ['fail', 'x:ci-spec-failure', 'crystal spec', '..........F.........................\n\nFailures:\n\n  1) Api::Invoices::Index paginates with 25 per page\n     Failure/Error: response.should send_json(200, total: 30)\n\n       Expected JSON key "total" to be 30, got 25\n\n     # spec/actions/api/invoices/index_spec.cr:14\n\nFinished in 2.41 seconds\n36 examples, 1 failures, 0 errors, 0 pending\n\nFailed examples:\n\ncrystal spec spec/actions/api/invoices/index_spec.cr:9 # Api::Invoices::Index paginates with 25 per page', 1],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-04-01T10:15:00Z',
    steps: [
      ['fail', 'date-mac', 'date -d "+7 days" +%F', `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Date a week from now for the token expiry fixture'],
      ['prompt', 'date-mac', '-d is GNU again. BSD date wants -v: date -v+7d +%F'],
      ['fail', 'x:curl-404', 'curl -fsS http://localhost:3000/api/v1/invoices/9999', 'curl: (22) The requested URL returned error: 404', 22],
      ['prompt', 'x:date-iso', 'timestamps in the JSON should be ISO 8601 with the Z, not whatever Time#to_s gives'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-02T11:00:00Z',
    steps: [
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean', 'wait WHY git clean -fdx. that took my .env, lib/ and bin/ameba with it. no -x in this repo'],
      ['fail', 'x:ameba-wiped', 'bin/ameba', 'bash: line 1: bin/ameba: No such file or directory', 127],
      ['prompt', 'x:gitignore', 'while you are at it add .crystal-cache/ and tmp/ to .gitignore'],
      ['fail', 'x:pg-container-down', 'psql -h localhost -p 5433 -U vole vole_development -c "select 1"', PG_REFUSED(5433), 2],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-04-03T09:30:00Z',
    steps: [
      ['fail', 'static-alpine', 'crystal build src/start_server.cr --release --static -o bin/vole', STATIC_MAC, 1, 'Release build to test the binary size'],
      ['prompt', 'static-alpine', 'you cant link --static on a mac (or fedora). release binaries come from the alpine builder, docker compose run --rm builder'],
      ['ok', 'docker compose run --rm builder'],
      ['fail', 'nproc-mac', 'nproc --all', 'zsh: command not found: nproc', 127],
      ['prompt', 'nproc-mac', 'nproc is linux only, hw.ncpu via sysctl on macs'],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-04-06T09:20:00Z',
    steps: [
      ['fail', 'x:shards-conflict', 'shards install', 'Resolving dependencies\nFetching https://github.com/luckyframework/lucky.git\nFetching https://github.com/luckyframework/avram.git\nUnable to satisfy the following requirements:\n\n- `avram (~> 1.3.0)` required by `shard.yml`\n- `avram (~> 1.2.0)` required by `lucky 1.2.0`\nFailed to resolve dependencies', 1],
      ['ok', 'shards update'],
      ['agent', 'shards-update', 'ran shards update to get past a resolver error and it moved every shard in shard.lock; vole never runs a blanket shards update, only shards update <name> for a deliberate bump, and shards install otherwise'],
      ['fail', 'force-push', 'git push -f origin trunk', GH006('GH013: Repository rule violations found for refs/heads/trunk.'), 1],
      ['prompt', 'force-push', "ama hayk'appas trunk-man force push-ta ruwaychu!! rama-ykipi --force-with-lease"],
      ['ok', 'git push --force-with-lease origin chore/avram-1.3'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-04-07T10:00:00Z',
    steps: [
      ['fail', 'pg-dump-container', 'pg_dump -h localhost -p 5433 -U vole vole_development > tmp/dev.sql', PG_MISMATCH('14.13 (Homebrew)'), 1, 'Dump the dev database'],
      ['prompt', 'pg-dump-container', 'my pg_dump is 14, the db is 16. use the one inside the db container'],
      ['fail', 'x:pg-role', 'docker compose exec db pg_dump -U postgres vole_development > tmp/dev.sql', 'pg_dump: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  role "postgres" does not exist', 1],
      ['ok', 'docker compose exec db pg_dump -U vole vole_development > tmp/dev.sql'],
      ['fail', 'x:compose-port-conflict', 'docker compose up -d', 'Error response from daemon: driver failed programming external connectivity on endpoint vole-redis-1 (8d0c5a3e91f2b7c4): Bind for 0.0.0.0:6380 failed: port is already allocated', 1],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-08T09:00:00Z',
    steps: [
      ['fail', 'dnf', 'apt install -y crystal', 'bash: line 1: apt: command not found', 127],
      ['agent', 'dnf', 'this dev box is Fedora: packages come from dnf (with -devel headers), crystal from the crystal-lang repo via dnf, never apt'],
      ['agent', 'migrate-ops', 'tried lucky db.migrate with the staging DATABASE_URL; lucky db.migrate is local only, staging/prod migrations go through ops db migrate --env <env>'],
      ['ok', 'ops db migrate --env staging --dry-run'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-04-09T08:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.ci.yml up -d db redis', '/bin/sh: docker-compose: not found', 127],
      ['agent', 'compose-v2', 'called docker-compose (v1) in the CI job; only the compose v2 plugin exists: docker compose -f docker-compose.ci.yml ...'],
      ['agent', 'crystal-format', 'pushed unformatted Crystal and the format --check step failed; run crystal tool format on src and spec before committing'],
      ['fail', 'x:ci-oom', 'crystal build src/start_server.cr --release --static --no-debug -o bin/vole', 'Killed', 137],
      ['ok', 'crystal build src/start_server.cr --release --static --no-debug --threads 2 -o bin/vole'],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-04-10T09:40:00Z',
    steps: [
      ['fail', 'trunk', 'gh pr create --base main --fill', "pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)", 1],
      ['prompt', 'trunk', 'otra vez main 🙄 --base trunk'],
      ['ok', 'gh pr create --base trunk --fill'],
      ['agent', 'lucky-gen', 'hand-wrote db/migrations/add_due_at_to_invoices.cr; vole generates migrations with lucky gen.migration (and models with lucky gen.model) so the timestamped file name and class are right'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-13T10:20:00Z',
    steps: [
      ['prompt', 'apk', 'Dockerfile.release: the runtime stage is alpine 3.20, so apk add --no-cache there, not apt'],
      ['prompt', 'curl-alpine', 'and the HEALTHCHECK cant use curl, the image doesnt have it. wget -qO- (busybox)'],
      ['ok', 'docker build -f Dockerfile.release -t vole-api:dev .'],
      ['fail', 'ops-deploy', "ssh deploy@staging-1.vole.dev 'docker pull registry.vole.dev/vole-api:dev && docker restart vole-api'", 'deploy@staging-1.vole.dev: Permission denied (publickey).', 255],
      ['agent', 'ops-deploy', 'tried to roll out by pushing the image and restarting over ssh; vole deploys only with ops deploy --env <env> from trunk, CI builds and pushes the image'],
      ['prompt', 'x:readme-deploy', 'write the ops deploy flow down in docs/deploy.md, with the rollback command'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-04-14T09:00:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/version: 0.4.1/version: 0.4.2/' shard.yml", 'sed: 1: "shard.yml": unterminated substitute pattern', 1, 'Bump the version'],
      ['prompt', 'sed-i-mac', "ከምቲ ትማሊ። ኣብ mac sed -i '' እዩ"],
      ['prompt', 'compose-down-v', 'if you stop the stack: plain docker compose down. the postgres volume has everyones test data'],
      ['ok', 'docker compose down'],
      ['fail', 'x:lucky-port', 'lucky dev', 'Unhandled exception: Error binding TCP server at 127.0.0.1:3000: Address already in use (Socket::BindError)\n  from /opt/homebrew/Cellar/crystal/1.14.0/share/crystal/src/socket/tcp_server.cr:49:9 in \'initialize\'', 1],
    ],
  },
  {
    machine: 'codex', project: 'vole', start: '2026-04-15T11:00:00Z',
    steps: [
      ['fail', 'x:ops-auth', 'ops tf plan --env staging', 'ops: error: AWS SSO session for profile vole-staging has expired; run `ops auth login`', 1],
      ['prompt', 'ops-tf', 'apply goes through the wrapper too: ops tf apply --env staging, never bare terraform apply'],
      ['prompt', 'ops-env', 'and ALWAYS spell out --env staging on apply, even if OPS_ENV is set. ALWAYS'],
      ['ok', 'ops tf apply --env staging'],
      ['prompt', 'ops-deploy', 'same for deploys: ops deploy --env staging. nobody sshes into the machines'],
    ],
  },
  {
    machine: 'mac2', project: 'vole', start: '2026-04-16T10:00:00Z',
    steps: [
      ['fail', 'spec-focus', 'bin/ameba spec', AMEBA_FOCUS('spec/operations/save_invoice_spec.cr', 23, 'describe SaveInvoice, focus: true do'), 1],
      ['prompt', 'spec-focus', 'focus: true again... take it out before committing'],
      ['ok', 'bin/ameba spec'],
      ['prompt', 'lucky-seed', 'seed: lucky db.seed.sample_data, not crystal run on the task file'],
      ['fail', 'x:spec-typo-path', 'crystal spec spec/operations/save_invioce_spec.cr', "Error: file 'spec/operations/save_invioce_spec.cr' does not exist", 1],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-17T09:30:00Z',
    steps: [
      ['agent', 'git-clean', 'ran git clean -fdx and deleted the ignored .env, lib/ and bin/; in vole only git clean -fd (never -x), or git stash -u'],
      ['fail', 'pg-dump-container', 'pg_dump -h localhost -p 5433 -U vole -Fc vole_development -f tmp/dev.dump', PG_MISMATCH('15.8'), 1],
      ['ok', 'docker compose exec -T db pg_dump -U vole -Fc vole_development > tmp/dev.dump'],
      ['prompt', 'commit-msg', 'el mensaje: `db: add index on invoices.number`, minúsculas y sin punto, como siempre'],
      ['prompt', 'x:i18n-es', 'los mensajes de validación también en español por fa, el locale viene en el header Accept-Language'],
    ],
  },
  {
    machine: 'mac', project: 'vole', start: '2026-04-20T09:10:00Z',
    steps: [
      ['fail', 'stat-mac', "stat -c '%Y' tmp/seed.lock", `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'git-clean', 'git clean -x ፈጺምካ ኣይትግበር፡ .env ይጠፍእ'],
      ['agent', 'compose-down-v', 'was about to run docker compose down -v; the -v drops the Postgres volume with the shared seed data, use plain docker compose down'],
      ['agent', 'commit-msg', 'wrote a sentence-case commit message with a period; vole commits are "area: lowercase summary", no trailing period'],
      ['prompt', 'x:tigrinya-request', 'ን /api/v1/invoices pagination ወስኸሉ፡ 25 ብገጽ'],
    ],
  },
  {
    machine: 'ci', project: 'vole', start: '2026-04-21T08:00:00Z',
    steps: [
      ['ok', 'bin/ameba --format github'],
      ['fail', 'x:compile-error', 'shards build vole --release', 'Dependencies are satisfied\nBuilding: vole\nError target vole failed to compile:\nIn src/actions/api/invoices/index.cr:8:10\n\n 8 | json InvoiceSerializer.for_collection(invoices)\n          ^----------------\nError: undefined constant InvoiceSerializer', 1],
      ['ok', 'crystal spec'],
    ],
  },
  {
    machine: 'linux', project: 'vole', start: '2026-04-22T10:00:00Z',
    steps: [
      ['fail', 'ameba-bin', 'ameba --fix src/serializers', 'bash: line 1: ameba: command not found', 127],
      ['prompt', 'ameba-bin', 'bin/ameba. comes with shards install, theres no global one'],
      ['ok', 'bin/ameba --fix src/serializers'],
      ['fail', 'pg-5433', 'DATABASE_URL=postgres://vole:vole@localhost:5432/vole_test crystal spec', 'Unhandled exception: Failed to connect to database \'vole_test\' at localhost:5432: Connection refused (DB::ConnectionRefused)\n  from lib/db/src/db/database.cr:61:7 in \'initialize\'', 1],
      ['prompt', 'shards-update', 'and no shards update pls, shard.lock changes go in their own PR. shards install'],
      ['prompt', 'lucky-gen', 'for Payment too: lucky gen.model Payment, dont hand-write it'],
      ['prompt', 'x:quechua-request', "README-man yapay imaynatam ops auth login ruwana, musuq runakunapaq"],
    ],
  },
];
