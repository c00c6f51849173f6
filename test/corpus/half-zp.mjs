// Half ZP, written blind: "marlin", a Go 1.23 gRPC service (buf, Temporal, sqlc + goose on
// Postgres) deployed with Nomad and Consul, secrets in Vault, a Makefile in front, golangci-lint.
// Ubuntu 24.04 (bash) and macOS (zsh) laptops, GitLab CI on Alpine (ash). English, Ukrainian,
// Thai and some Polish. Written without reading rulesweep's code or any other half.

const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const GITLAB_PROTECTED = (ref) => `remote: GitLab: You are not allowed to force push code to a protected branch on this project.\nTo gitlab.tidewire.io:payments/marlin.git\n ! [remote rejected] ${ref} -> ${ref} (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.tidewire.io:payments/marlin.git'`;
const GO_APT = 'go: go.mod requires go >= 1.23.2 (running go 1.22.2; GOTOOLCHAIN=local)';
const NOMAD_403 = 'Error submitting job: Unexpected response code: 403 (Permission denied)';
const GRPCURL_TLS = 'Failed to dial target host "localhost:9090": tls: first record does not look like a TLS handshake';
const NO_MODULE = (pkg) => `no required module provides package ${pkg}; to add it:\n\tgo get ${pkg}`;
const NOMAD_PLAN = `+/- Job: "marlin-worker"
+/- Task Group: "worker" (1 create/destroy update)
  +/- Task: "worker" (forces create/destroy update)
    +/- Config {
      +/- image: "registry.tidewire.io/payments/marlin:0.9.2" => "registry.tidewire.io/payments/marlin:0.9.3"
        }

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 48213
To submit the job with version verification run:

nomad job run -check-index 48213 deploy/nomad/marlin-worker.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid.`;
const REPLAY_FAIL = `--- FAIL: TestReplaySettleWorkflow (0.03s)
    replay_test.go:31: nondeterministic workflow: history event is ActivityTaskScheduled: (ActivityId:5, ActivityType:(Name:ChargeCard), TaskQueue:(Name:marlin-main)), replay command is TimerStarted: (TimerId:5, StartToFireTimeout:30s)
FAIL
FAIL	gitlab.tidewire.io/payments/marlin/internal/workflows	0.118s
FAIL`;
const PGX_NO_DB = `--- FAIL: TestOrderRepo_Create (0.00s)
panic: failed to connect to \`user=dev database=\`: /tmp/.s.PGSQL.5432 (/tmp): dial error: dial unix /tmp/.s.PGSQL.5432: connect: no such file or directory [recovered]
	panic: failed to connect to \`user=dev database=\`: /tmp/.s.PGSQL.5432 (/tmp): dial error: dial unix /tmp/.s.PGSQL.5432: connect: no such file or directory

goroutine 7 [running]:
testing.tRunner.func1.2({0x1029c40, 0xc0001a2f30})
FAIL	gitlab.tidewire.io/payments/marlin/internal/store	0.019s
FAIL`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'marlin', start: '2026-03-02T08:40:00Z',
    steps: [
      ['ok', 'make build'],
      ['fail', 'branch-trunk', 'git checkout main && git pull', "error: pathspec 'main' did not match any file(s) known to git", 1, 'Switch to the default branch and update'],
      ['prompt', 'branch-trunk', 'there is no main, default branch is trunk'],
      ['ok', 'git checkout trunk && git pull --ff-only'],
      ['fail', 'buf-generate', 'protoc -I proto --go_out=. --go-grpc_out=. proto/marlin/orders/v1/orders.proto', 'protoc-gen-go: program not found or is not executable\nPlease specify a program using absolute path or make sure the program is available in your PATH system variable\n--go_out: protoc-gen-go: Plugin failed with status code 1.', 1, 'Regenerate Go code for orders.proto'],
      ['prompt', 'buf-generate', 'we dont call protoc directly. make proto (its buf generate with the pinned plugins)'],
    ],
  },
  {
    machine: 'mac', project: 'marlin', start: '2026-03-02T13:15:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/OrderStatusPending/OrderStatusCreated/g' internal/store/orders.go", 'sed: 1: "internal/store/orders.go": command i expects \\ followed by text', 1, 'Rename the status constant'],
      ['agent', 'sed-bsd', 'BSD sed on macOS takes a backup suffix after -i: sed -i \'\' … (or gsed); plain GNU-style sed -i fails'],
      ['ok', "sed -i '' 's/OrderStatusPending/OrderStatusCreated/g' internal/store/orders.go"],
      ['fail', 'date-bsd', "date -d '30 days ago' +%Y-%m-%d", `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-bsd', 'mac date, use date -v-30d +%F'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the refund webhook'],
    ],
  },
  {
    machine: 'ci', project: 'marlin', start: '2026-03-03T10:05:00Z',
    steps: [
      ['fail', 'ci-posix-sh', 'bash scripts/ci/check-generated.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'ci-posix-sh', 'CI image is alpine (busybox ash), there is no bash: run scripts with sh and keep them POSIX'],
      ['fail', 'ci-apk', 'apt-get update && apt-get install -y postgresql-client', '/bin/sh: apt-get: not found', 127],
      ['agent', 'ci-apk', 'runner is Alpine: packages come from apk add --no-cache, apt-get does not exist there'],
      ['ok', 'apk add --no-cache postgresql16-client'],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-03-03T15:30:00Z',
    steps: [
      ['fail', 'go-apt-toolchain', 'go build ./...', GO_APT, 1],
      ['prompt', 'go-apt-toolchain', 'thats the ubuntu apt go (1.22). ours is in /usr/local/go/bin, put it first in PATH'],
      ['ok', 'export PATH=/usr/local/go/bin:$PATH && go build ./...'],
      ['fail', 'lint-make', 'golangci-lint run ./...', "Error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.2)\nFailed executing command with error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.2)", 3],
      ['prompt', 'lint-make', 'make lint. it pins golangci-lint, the one on your PATH is whatever apt gave you'],
    ],
  },
  {
    machine: 'mac2', project: 'marlin', start: '2026-03-04T09:00:00Z',
    steps: [
      ['fail', 'pg-port', 'psql -h localhost -U marlin -d marlin -c "\\dt"', 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  role "marlin" does not exist', 2, 'List tables in the local database'],
      ['prompt', 'pg-port', 'thats your homebrew postgres. the compose one is on 5433 — make db-shell'],
      ['ok', 'make db-shell'],
      ['prompt', 'x:rfc3339', 'timestamps in the API responses should be RFC 3339 with offset, not unix seconds'],
      ['fail', 'x:lint-errcheck', 'make lint', 'internal/api/orders.go:88:16: Error return value of `tx.Rollback` is not checked (errcheck)\n\tdefer tx.Rollback(ctx)\n\t                 ^\nmake: *** [lint] Error 1', 2],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-03-05T08:30:00Z',
    steps: [
      ['fail', 'workflow-determinism', 'go test ./internal/workflows/...', REPLAY_FAIL, 1, 'Run workflow tests'],
      ['prompt', 'workflow-determinism', 'you put time.Now() in SettleWorkflow. in workflow code its workflow.Now(ctx), always'],
      ['ok', 'go test ./internal/workflows/...'],
      ['fail', 'temporal-cli', 'temporalite start --namespace default --ephemeral', '/bin/bash: line 1: temporalite: command not found', 127, 'Start a local Temporal server'],
      ['prompt', 'temporal-cli', 'temporalite is long dead, `temporal server start-dev`'],
    ],
  },
  {
    machine: 'mac', project: 'marlin', start: '2026-03-05T14:00:00Z',
    steps: [
      ['fail', 'deploy-via-ci', 'nomad job run deploy/nomad/marlin-api.nomad.hcl', NOMAD_403, 1, 'Deploy the API to staging'],
      ['prompt', 'deploy-via-ci', 'STOP. we never nomad job run from a laptop, staging deploys go through the gitlab pipeline (deploy:staging job)'],
      ['prompt', 'x:nomad-memory', "while you're in there bump the api task memory to 512 in the job file"],
      ['ok', 'git push -u origin feat/MRL-231-refund-webhook'],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-03-06T09:20:00Z',
    steps: [
      ['fail', 'consul-kv-prefix', 'consul kv get marlin/database_url', 'Error! No key exists at: marlin/database_url', 1],
      ['prompt', 'consul-kv-prefix', 'w consulu wszystko jest pod marlin/config/, np. marlin/config/staging/database_url'],
      ['fail', 'vault-kv-mount', 'vault kv get secret/marlin/staging/db', 'Error making API request.\n\nURL: GET https://vault.tidewire.internal:8200/v1/sys/internal/ui/mounts/secret/marlin/staging/db\nCode: 403. Errors:\n\n* preflight capability check returned 403, please ensure client\'s policies grant access to path "secret/marlin/staging/db/"', 2],
      ['agent', 'vault-kv-mount', 'marlin secrets live on the kv/ mount (kv/marlin/<env>/...), not secret/'],
      ['ok', 'vault kv get -format=json kv/marlin/staging/db | jq -r \'.data.data | keys[]\''],
    ],
  },
  {
    machine: 'ci', project: 'marlin', start: '2026-03-06T16:00:00Z',
    steps: [
      ['fail', 'branch-trunk', 'git diff --name-only origin/main...HEAD -- proto/', "fatal: ambiguous argument 'origin/main...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['agent', 'branch-trunk', 'default branch is trunk, not main: diff against origin/trunk'],
      ['fail', 'x:apk-network', 'apk add --no-cache protobuf-dev', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/main: temporary error (try again later)\nERROR: unable to select packages:\n  protobuf-dev (no such package):\n    required by: world[protobuf-dev]', 1],
      ['ok', 'apk add --no-cache protobuf-dev'],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-03-09T08:15:00Z',
    steps: [
      ['fail', 'goose-make-migrate', 'goose -dir migrations postgres "$DATABASE_URL" up', '2026/03/09 08:21:44 goose run: stat migrations: no such file or directory', 1, 'Apply migrations'],
      ['prompt', 'goose-make-migrate', 'migrations are in db/migrations and `make migrate` sets the dsn for you'],
      ['ok', 'make migrate'],
      ['prompt', 'x:goose-new', 'додай міграцію: refunded_at timestamptz у payments, nullable'],
      ['fail', 'x:goose-sql', 'make migrate', '2026/03/09 08:40:02 goose run: ERROR 20260309083512_add_refunded_at.sql: failed to run SQL migration: failed to execute SQL query "ALTER TABLE payments ADD COLUMN refunded_at timestamptz;": ERROR: column "refunded_at" of relation "payments" already exists (SQLSTATE 42701)\nmake: *** [Makefile:58: migrate] Error 1', 2],
    ],
  },
  {
    machine: 'mac', project: 'marlin', start: '2026-03-10T10:00:00Z',
    steps: [
      ['fail', 'grep-P-mac', "grep -rnP '\\bctx\\.Value\\(' internal/", `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'Find ctx.Value uses'],
      ['prompt', 'grep-P-mac', 'no -P on mac grep. rg is installed, use that'],
      ['ok', "rg -n 'ctx\\.Value\\(' internal/"],
      ['fail', 'sed-bsd', "sed -i 's/v0.8.1/v0.9.0/' deploy/nomad/marlin-api.nomad.hcl", 'sed: 1: "deploy/nomad/marlin-ap ...": extra characters at the end of d command', 1],
      ['prompt', 'sed-bsd', "sed again.. on mac it's -i '' or gsed"],
      ['fail', 'buf-dep-update', 'buf mod prune', 'Command "prune" is deprecated, use "buf dep prune" instead. However, "buf mod prune" will continue to work.\nFailure: buf mod prune does not support v2 buf.yaml files', 1],
      ['agent', 'buf-dep-update', 'buf.yaml is v2: dependency commands are buf dep update / buf dep prune, not buf mod'],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-03-11T08:50:00Z',
    steps: [
      ['fail', 'make-test', 'go test ./internal/store/...', PGX_NO_DB, 1],
      ['prompt', 'make-test', 'store tests need the test db — make test brings it up and sets TEST_DATABASE_URL'],
      ['fail', 'go-install-version', 'go install github.com/sqlc-dev/sqlc/cmd/sqlc', NO_MODULE('github.com/sqlc-dev/sqlc/cmd/sqlc'), 1],
      ['prompt', 'go-install-version', 'dont go get it into go.mod!! go install ...@v1.27.0, versions are in tools/versions.mk'],
      ['ok', 'go install github.com/sqlc-dev/sqlc/cmd/sqlc@v1.27.0'],
    ],
  },
  {
    machine: 'mac2', project: 'marlin', start: '2026-03-11T14:10:00Z',
    steps: [
      ['fail', 'glab-not-gh', 'gh pr create --fill --base trunk', 'none of the git remotes configured for this repository point to a known GitHub host. To tell gh about a new GitHub host, please use `gh auth login`', 1, 'Open a merge request'],
      ['prompt', 'glab-not-gh', 'we are on gitlab, MRs: glab mr create'],
      ['ok', 'glab mr create --fill --target-branch trunk'],
      ['prompt', 'x:mr-description', 'make the MR description mention MRL-231 and the new migration'],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-03-12T09:30:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin trunk', GITLAB_PROTECTED('trunk'), 1, 'Push the rebased history'],
      ['prompt', 'force-push', 'whoa. never force push trunk. rebase your own branch and --force-with-lease that'],
      ['fail', 'x:push-nonff', 'git push origin feat/MRL-240-payout-batch', "To gitlab.tidewire.io:payments/marlin.git\n ! [rejected]        feat/MRL-240-payout-batch -> feat/MRL-240-payout-batch (fetch first)\nerror: failed to push some refs to 'gitlab.tidewire.io:payments/marlin.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feat/MRL-240-payout-batch && git push origin feat/MRL-240-payout-batch'],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-03-13T08:00:00Z',
    steps: [
      ['fail', 'goprivate', 'go mod download', 'go: gitlab.tidewire.io/platform/protos@v0.9.2: reading https://proxy.golang.org/gitlab.tidewire.io/platform/protos/@v/v0.9.2.mod: 404 Not Found\n\tserver response: not found: gitlab.tidewire.io/platform/protos@v0.9.2: unrecognized import path "gitlab.tidewire.io/platform/protos": https fetch: Get "https://gitlab.tidewire.io/platform/protos?go-get=1": dial tcp 10.20.0.14:443: i/o timeout', 1],
      ['prompt', 'goprivate', 'GOPRIVATE=gitlab.tidewire.io/* — our own modules dont go through proxy.golang.org'],
      ['fail', 'x:go-proxy-timeout', 'go mod download', 'go: github.com/jackc/pgx/v5@v5.7.1: Get "https://proxy.golang.org/github.com/jackc/pgx/v5/@v/v5.7.1.mod": dial tcp 142.250.74.113:443: i/o timeout', 1],
      ['ok', 'go mod download'],
    ],
  },
  {
    machine: 'mac', project: 'marlin', start: '2026-03-16T09:45:00Z',
    steps: [
      ['fail', 'grpcurl-plaintext', 'grpcurl localhost:9090 list', GRPCURL_TLS, 1, 'List gRPC services'],
      ['agent', 'grpcurl-plaintext', 'the local marlin gRPC server has no TLS: grpcurl needs -plaintext'],
      ['ok', 'grpcurl -plaintext localhost:9090 list'],
      ['fail', 'x:grpcurl-method', 'grpcurl -plaintext -d \'{"id":"ord_01"}\' localhost:9090 marlin.orders.v1.OrderService/GetOrdr', 'Error invoking method "marlin.orders.v1.OrderService/GetOrdr": service "marlin.orders.v1.OrderService" does not include a method named "GetOrdr"', 1],
      ['prompt', 'slog-not-log', 'логуємо через log/slog, а не log.Printf — прибери це з refund handler-а'],
    ],
  },
  {
    machine: 'ci', project: 'marlin', start: '2026-03-17T11:20:00Z',
    steps: [
      ['fail', 'ci-posix-sh', 'sh scripts/ci/check-generated.sh', 'scripts/ci/check-generated.sh: line 9: syntax error: unexpected "("', 2],
      ['prompt', 'ci-posix-sh', 'в CI alpine, там ash. bash-масиви там не працюють, пиши чистий POSIX sh'],
      ['fail', 'sqlc-generated', 'make check-generated', 'generated code is out of date, run `make generate`:\n M internal/db/orders.sql.go\nmake: *** [Makefile:73: check-generated] Error 1', 2],
      ['agent', 'sqlc-generated', 'internal/db/*.sql.go is sqlc output and I had hand-edited it; change db/queries/*.sql and run make sqlc instead'],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-03-18T08:40:00Z',
    steps: [
      ['fail', 'temporal-cli', 'tctl --ns marlin workflow list', '/bin/bash: line 1: tctl: command not found', 127, 'List running workflows'],
      ['prompt', 'temporal-cli', 'tctl is deprecated too, temporal workflow list --namespace marlin'],
      ['fail', 'x:temporal-port', 'temporal server start-dev --namespace marlin', 'time=2026-03-18T08:47:10.123Z level=ERROR msg="failed to start server" error="listen tcp 127.0.0.1:7233: bind: address already in use"\nError: unable to start server: listen tcp 127.0.0.1:7233: bind: address already in use', 1],
      ['ok', 'docker ps --filter publish=7233'],
    ],
  },
  {
    machine: 'mac2', project: 'marlin', start: '2026-03-18T15:00:00Z',
    steps: [
      ['fail', 'find-printf-mac', "find db/migrations -name '*.sql' -printf '%f\\n'", 'find: -printf: unknown primary or operator', 1, 'List migration file names'],
      ['prompt', 'find-printf-mac', 'bsd find, there is no -printf. ls db/migrations is enough'],
      ['fail', 'date-bsd', 'date --iso-8601=seconds', `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['prompt', 'date-bsd', 'ugh same date thing as yesterday. date -u +%Y-%m-%dT%H:%M:%SZ works on both'],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-03-19T09:10:00Z',
    steps: [
      ['fail', 'buf-generate', 'protoc -I proto -I third_party --go_out=paths=source_relative:gen/go proto/marlin/payments/v1/payments.proto', 'google/api/annotations.proto: File not found.\nmarlin/payments/v1/payments.proto:7:1: Import "google/api/annotations.proto" was not found or had errors.', 1],
      ['prompt', 'buf-generate', 'protoc again? buf resolves googleapis from buf.lock. make proto.'],
      ['fail', 'buf-dep-update', 'buf mod update', 'Command "update" is deprecated, use "buf dep update" instead. However, "buf mod update" will continue to work.\nFailure: buf mod update is not supported for v2 buf.yaml; use buf dep update', 1],
      ['prompt', 'buf-dep-update', "buf.yaml is v2, it's buf dep update now"],
      ['ok', 'buf dep update && make proto'],
    ],
  },
  {
    machine: 'mac', project: 'marlin', start: '2026-03-20T10:30:00Z',
    steps: [
      ['prompt', 'deploy-via-ci', 'ส่ง staging ผ่าน pipeline นะครับ nomad job run จากเครื่องตัวเองไม่ได้'],
      ['fail', 'nomad-namespace', 'nomad job status marlin-api', 'No job(s) with prefix or id "marlin-api" found', 1],
      ['prompt', 'nomad-namespace', 'its in the payments namespace. -namespace=payments or export NOMAD_NAMESPACE'],
      ['fail', 'x:nomad-dns', 'nomad alloc logs -namespace=payments -job marlin-api', 'Error querying job: Get "https://nomad.service.tidewire.internal:4646/v1/job/marlin-api?namespace=payments": dial tcp: lookup nomad.service.tidewire.internal: no such host', 1],
      ['prompt', 'x:vpn', 'vpn was off, reconnected. go again'],
      ['ok', 'nomad alloc logs -namespace=payments -job marlin-api'],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-03-23T08:20:00Z',
    steps: [
      ['prompt', 'no-goose-reset', 'NO. never goose reset or down against staging, that db is shared. write a new forward migration'],
      ['fail', 'make-test', 'go test -race ./...', '--- FAIL: TestPaymentsRepo_Refund (0.00s)\n    payments_test.go:24: TEST_DATABASE_URL not set\nFAIL\tgitlab.tidewire.io/payments/marlin/internal/store\t0.012s\nFAIL', 1],
      ['prompt', 'make-test', 'just make test pls, plain go test wont have the db'],
      ['fail', 'x:test-real', 'make test', '--- FAIL: TestRefund_PartialAmount (0.02s)\n    refund_test.go:57: \n        \tError Trace:\t/home/dev/marlin/internal/payments/refund_test.go:57\n        \tError:      \tNot equal: \n        \t            \texpected: 2500\n        \t            \tactual  : 2499\n        \tTest:       \tTestRefund_PartialAmount\nFAIL\nFAIL\tgitlab.tidewire.io/payments/marlin/internal/payments\t0.214s\nmake: *** [Makefile:35: test] Error 1', 2],
    ],
  },
  {
    machine: 'mac2', project: 'marlin', start: '2026-03-24T09:00:00Z',
    steps: [
      ['fail', 'pg-port', 'goose -dir db/migrations postgres "postgres://marlin:marlin@localhost:5432/marlin?sslmode=disable" status', '2026/03/24 09:04:11 goose run: failed to connect to `user=marlin database=marlin`:\n\t[::1]:5432 (localhost): server error: FATAL: role "marlin" does not exist (SQLSTATE 28000)\n\t127.0.0.1:5432 (localhost): server error: FATAL: role "marlin" does not exist (SQLSTATE 28000)', 1],
      ['prompt', 'pg-port', 'port 5433 นะครับ 5432 คือ postgres ของ brew บนเครื่อง'],
      ['fail', 'x:pg-down', 'make db-shell', 'psql: error: connection to server at "localhost" (::1), port 5433 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\nconnection to server at "localhost" (127.0.0.1), port 5433 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\nmake: *** [db-shell] Error 2', 2],
      ['ok', 'docker compose up -d postgres && make db-shell'],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-03-25T08:30:00Z',
    steps: [
      ['fail', 'lint-make', 'golangci-lint run --timeout 5m', 'bash: line 1: golangci-lint: command not found', 127],
      ['agent', 'lint-make', 'golangci-lint is not installed globally here; lint goes through make lint, which runs the pinned version'],
      ['fail', 'x:lint-timeout', 'make lint', 'level=error msg="Timeout exceeded: try increasing it by passing --timeout option"\nmake: *** [Makefile:41: lint] Error 4', 2],
      ['fail', 'uber-mock', 'go run github.com/golang/mock/mockgen -source=internal/store/orders.go -destination=internal/store/mocks/orders.go', NO_MODULE('github.com/golang/mock/mockgen'), 1],
      ['prompt', 'uber-mock', 'golang/mock is archived, we moved to go.uber.org/mock. make mocks'],
      ['ok', 'make mocks'],
    ],
  },
  {
    machine: 'ci', project: 'marlin', start: '2026-03-26T13:40:00Z',
    steps: [
      ['fail', 'ci-apk', 'sudo apt-get install -y jq', '/bin/sh: sudo: not found', 127],
      ['prompt', 'ci-apk', 'runner image is alpine: apk add --no-cache jq. and no sudo, you are root in there'],
      ['fail', 'ci-posix-sh', './scripts/ci/release.sh', '/bin/sh: ./scripts/ci/release.sh: not found', 127],
      ['prompt', 'ci-posix-sh', 'thats the #!/bin/bash shebang, the image has no bash. #!/bin/sh'],
      ['fail', 'x:go-build-undefined', 'go build ./...', '# gitlab.tidewire.io/payments/marlin/internal/api\ninternal/api/refunds.go:44:18: undefined: store.NewRefundRepo', 1],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-03-27T09:00:00Z',
    steps: [
      ['fail', 'workflow-determinism', 'make workflowcheck', 'internal/workflows/payout.go:63:3: PayoutBatchWorkflow is non-deterministic, reason: calls non-deterministic function time.Sleep\nmake: *** [Makefile:47: workflowcheck] Error 1', 2],
      ['prompt', 'workflow-determinism', 'znowu time.Sleep i go func w workflow... w kodzie workflow tylko workflow.Sleep i workflow.Go'],
      ['fail', 'x:temporal-panic', 'go test ./internal/workflows/...', '--- FAIL: TestPayoutBatchWorkflow (0.01s)\npanic: runtime error: invalid memory address or nil pointer dereference [recovered]\n\tpanic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x10a3f2c]\n\ngoroutine 34 [running]:\ngitlab.tidewire.io/payments/marlin/internal/workflows.(*Activities).FetchPayouts(0x0, {0x1c2e0a8, 0xc000214000})', 1],
      ['ok', 'make workflowcheck'],
    ],
  },
  {
    machine: 'mac', project: 'marlin', start: '2026-03-30T10:10:00Z',
    steps: [
      ['fail', 'vault-kv-mount', 'vault kv get -field=password secret/marlin/dev/postgres', 'No value found at secret/data/marlin/dev/postgres', 2],
      ['prompt', 'vault-kv-mount', 'маунт у нас kv, не secret. kv/marlin/dev/postgres'],
      ['prompt', 'no-print-secrets', 'and please dont dump -field=password into the chat, read it into an env var and move on'],
      ['ok', 'export PGPASSWORD="$(vault kv get -field=password kv/marlin/dev/postgres)"'],
      ['fail', 'x:vault-expired', 'vault kv get kv/marlin/staging/db', 'Error making API request.\n\nURL: GET https://vault.tidewire.internal:8200/v1/sys/internal/ui/mounts/kv/marlin/staging/db\nCode: 403. Errors:\n\n* permission denied', 2],
      ['ok', 'vault login -method=oidc'],
    ],
  },
  {
    machine: 'mac2', project: 'marlin', start: '2026-03-31T09:15:00Z',
    steps: [
      ['fail', 'grep-P-mac', "git log --oneline trunk..HEAD | grep -oP 'MRL-\\d+'", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['agent', 'grep-P-mac', 'macOS grep has no -P (PCRE): use rg, or grep -oE with [0-9]+'],
      ['fail', 'sed-bsd', "sed -i 's/MARLIN_HTTP_PORT/MARLIN_GRPC_PORT/' Makefile", 'sed: 1: "Makefile": invalid command code M', 1],
      ['prompt', 'sed-bsd', "на маку sed -i хоче суфікс: sed -i '' ... або просто gsed"],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-04-01T08:45:00Z',
    steps: [
      ['fail', 'goprivate', 'go get gitlab.tidewire.io/platform/protos@v0.10.0', 'go: gitlab.tidewire.io/platform/protos@v0.10.0: verifying module: gitlab.tidewire.io/platform/protos@v0.10.0: reading https://sum.golang.org/lookup/gitlab.tidewire.io/platform/protos@v0.10.0: 404 Not Found\n\tserver response: not found: gitlab.tidewire.io/platform/protos@v0.10.0: unrecognized import path "gitlab.tidewire.io/platform/protos"', 1],
      ['agent', 'goprivate', 'private gitlab.tidewire.io modules need GOPRIVATE=gitlab.tidewire.io/* so go skips the public proxy and sumdb'],
      ['fail', 'go-apt-toolchain', 'go mod tidy', GO_APT, 1],
      ['prompt', 'go-apt-toolchain', 'which go → /usr/bin/go again. apt golang-go is 1.22, ours is /usr/local/go'],
      ['ok', 'PATH=/usr/local/go/bin:$PATH go mod tidy'],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-04-02T09:30:00Z',
    steps: [
      ['prompt', 'x:readme-setup', 'ช่วยเขียนส่วน local setup ใน README หน่อยครับ ให้มี make dev-up กับ temporal server ด้วย'],
      ['ok', 'temporal server start-dev --namespace marlin --db-filename /tmp/temporal.db'],
      ['fail', 'x:make-typo', 'make migrate-stauts', "make: *** No rule to make target 'migrate-stauts'.  Stop.", 2],
      ['ok', 'make migrate-status'],
      ['fail', 'x:docker-down', 'docker compose up -d postgres temporal', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'x:sed-gnu', "sed -i 's/payout_batch/payout_batches' internal/db/queries/payouts.sql", "sed: -e expression #1, char 29: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac', project: 'marlin', start: '2026-04-03T11:00:00Z',
    steps: [
      ['fail', 'temporal-cli', 'temporalite start --ephemeral', '(eval):1: command not found: temporalite', 127],
      ['prompt', 'temporal-cli', 'dev server = temporal server start-dev (brew install temporal)'],
      ['fail', 'find-printf-mac', "find internal -name '*_test.go' -newer go.mod -printf '%p %TY-%Tm-%Td\\n'", 'find: -printf: unknown primary or operator', 1],
      ['agent', 'find-printf-mac', 'macOS find has no -printf; use stat -f or fd for formatted output'],
    ],
  },
  {
    machine: 'ci', project: 'marlin', start: '2026-04-06T10:15:00Z',
    steps: [
      ['fail', 'branch-trunk', "buf breaking --against '.git#branch=main'", 'Failure: could not clone file:///workspace/.git: exit status 128\nwarning: Could not find remote branch main to clone.\nfatal: Remote branch main not found in upstream origin', 1],
      ['prompt', 'branch-trunk', 'against trunk. branch=trunk'],
      ['fail', 'x:buf-breaking-real', "buf breaking --against '.git#branch=trunk'", 'proto/marlin/payments/v1/payments.proto:31:3:Field "3" with name "amount" on message "Refund" changed type from "int64" to "string". See https://developers.google.com/protocol-buffers/docs/proto3#updating for wire compatibility rules and https://developers.google.com/protocol-buffers/docs/proto3#json for JSON compatibility rules.', 100],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-04-07T08:20:00Z',
    steps: [
      ['agent', 'no-goose-reset', 'goose down/reset against staging is destructive (the db is shared): only forward migrations there'],
      ['prompt', 'goose-make-migrate', 'migracje tylko przez make migrate, goose z ręki bierze zły katalog i złe DSN'],
      ['prompt', 'consul-kv-prefix', 'keys you wrote at marlin/staging/... arent read by anything. config lives under marlin/config/<env>/'],
      ['fail', 'x:consul-acl', 'consul kv get marlin/config/prod/database_url', "Error querying Consul agent: Unexpected response code: 403 (Permission denied: token with AccessorID 'c1f5e2a0-7b3d-4c1e-9f2a-55d0e8a1b7c4' lacks permission 'key:read' on \"marlin/config/prod/database_url\")", 1],
      ['ok', 'consul kv get marlin/config/staging/database_url'],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-04-08T09:40:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f', GITLAB_PROTECTED('trunk'), 1],
      ['prompt', 'force-push', 'ห้าม push -f ขึ้น trunk เด็ดขาดครับ แตก branch ใหม่แล้วเปิด MR'],
      ['prompt', 'x:lease-question', 'after the rebase is it fine to --force-with-lease my feature branch or does it mess up the MR pipeline?'],
      ['ok', 'git push --force-with-lease origin feat/MRL-252-payout-retry'],
    ],
  },
  {
    machine: 'mac2', project: 'marlin', start: '2026-04-09T10:00:00Z',
    steps: [
      ['fail', 'glab-not-gh', 'gh pr list --state open', '(eval):1: command not found: gh', 127],
      ['prompt', 'glab-not-gh', 'u nas gitlab, więc glab mr list'],
      ['fail', 'x:glab-auth', 'glab mr list', 'glab: 401 Unauthorized (HTTP 401)', 1],
      ['ok', 'glab auth login --hostname gitlab.tidewire.io && glab mr list'],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-04-13T08:30:00Z',
    steps: [
      ['fail', 'buf-generate', 'protoc --go_out=. --go-grpc_out=. -I proto proto/marlin/orders/v1/*.proto', 'protoc-gen-go-grpc: program not found or is not executable\nPlease specify a program using absolute path or make sure the program is available in your PATH system variable\n--go-grpc_out: protoc-gen-go-grpc: Plugin failed with status code 1.', 1],
      ['agent', 'buf-generate', 'I ran protoc by hand; proto codegen here is make proto (buf generate, plugins pinned in buf.gen.yaml)'],
      ['prompt', 'sqlc-generated', 'orders.sql.go is generated, your edit is gone on the next make sqlc. change queries/orders.sql'],
      ['fail', 'x:sqlc-error', 'make sqlc', 'db/queries/orders.sql:22:8: column "total_cents" does not exist\nmake: *** [Makefile:52: sqlc] Error 1', 2],
      ['ok', 'make sqlc'],
    ],
  },
  {
    machine: 'mac', project: 'marlin', start: '2026-04-14T09:20:00Z',
    steps: [
      ['fail', 'grpcurl-plaintext', 'grpcurl -d \'{"order_id":"ord_2Qb"}\' localhost:9090 marlin.orders.v1.OrderService/GetOrder', GRPCURL_TLS, 1],
      ['prompt', 'grpcurl-plaintext', 'local server is plaintext, -plaintext'],
      ['prompt', 'slog-not-log', 'we use slog everywhere, with the request logger from ctx. no fmt.Println debugging left behind'],
      ['prompt', 'x:slog-level', 'bump the retry log line to Warn and add the attempt number as an attr'],
      ['fail', 'lint-make', 'golangci-lint run', 'Error: can\'t load config: unsupported version of the configuration: "" See https://golangci-lint.run/product/migration-guide for migration instructions\nThe command is terminated due to an error: can\'t load config: unsupported version of the configuration: "" See https://golangci-lint.run/product/migration-guide for migration instructions', 3],
      ['prompt', 'lint-make', 'ใช้ make lint นะครับ golangci-lint จาก brew เป็น v2 แล้ว config เรายังเป็น v1'],
    ],
  },
  {
    machine: 'codex', project: 'marlin', start: '2026-04-15T08:10:00Z',
    steps: [
      ['fail', 'deploy-via-ci', 'nomad job run -namespace=payments deploy/nomad/marlin-worker.nomad.hcl', NOMAD_403, 1],
      ['agent', 'deploy-via-ci', 'no nomad job run by hand: a deploy is a merge to trunk, the GitLab pipeline runs deploy:staging'],
      ['fail', 'x:nomad-plan', 'nomad job plan -namespace=payments deploy/nomad/marlin-worker.nomad.hcl', NOMAD_PLAN, 1],
      ['prompt', 'nomad-namespace', 'NOMAD_NAMESPACE=payments is in .envrc, direnv allow and you wont need the flag'],
    ],
  },
  {
    machine: 'linux', project: 'marlin', start: '2026-04-16T09:00:00Z',
    steps: [
      ['fail', 'uber-mock', 'mockgen -source=internal/payments/gateway.go -destination=internal/payments/mocks/gateway.go', '/bin/bash: line 1: mockgen: command not found', 127],
      ['prompt', 'uber-mock', 'this again 🙃 make mocks, it runs go.uber.org/mock at the pinned version'],
      ['fail', 'go-install-version', 'cd ~ && go get github.com/pressly/goose/v3/cmd/goose', "go: go.mod file not found in current directory or any parent directory.\n\t'go get' is no longer supported outside a module.\n\tTo build and install a command, use 'go install' with a version,\n\tlike 'go install example.com/cmd@latest'\n\tFor more information, see https://golang.org/doc/go-get-install-deprecation\n\tor run 'go help get' or 'go help install'.", 1],
      ['prompt', 'go-install-version', 'tools = go install with @vX.Y.Z. not go get, and not @latest either'],
      ['ok', 'go install github.com/pressly/goose/v3/cmd/goose@v3.22.1'],
    ],
  },
  {
    machine: 'mac2', project: 'marlin', start: '2026-04-20T10:30:00Z',
    steps: [
      ['prompt', 'no-goose-reset', 'хтось знову зробив goose down на staging?? ніколи. тільки нова міграція вперед'],
      ['prompt', 'x:uuid-v7', 'od teraz id zamówień jako UUIDv7 (uuid.NewV7), stare zostają jak są'],
      ['ok', 'vault kv get kv/marlin/staging/stripe'],
      ['prompt', 'no-print-secrets', 'you just printed the stripe key into the transcript. secrets stay out of stdout: -field into a var, or -format=json | jq keys'],
      ['agent', 'no-print-secrets', 'printed a Vault secret to stdout; read secrets into env vars (vault kv get -field=… into a var), never echo them'],
      ['fail', 'x:vault-sealed', 'vault kv get -format=json kv/marlin/staging/stripe | jq keys', 'Error making API request.\n\nURL: GET https://vault.tidewire.internal:8200/v1/sys/internal/ui/mounts/kv/marlin/staging/stripe\nCode: 503. Errors:\n\n* Vault is sealed', 2],
    ],
  },
];
