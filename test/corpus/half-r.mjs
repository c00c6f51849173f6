// Half R (blind): "canopy", a Go platform team. Go 1.23 gRPC services (buf, protoc plugins),
// sqlc + goose on Postgres, golangci-lint, Makefile + mage, kind + Tilt locally, Helm, Skaffold in
// CI, GitHub Actions, Renovate, and a yarn berry (PnP) admin UI. macOS laptops (zsh, BSD userland,
// Homebrew on Apple Silicon), Ubuntu laptops (bash), CI on Linux (dash in the golang image).
// Written blind from issue 10, the corpus README, build.mjs and the shape of half-d.mjs.

const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[mm]dd]HH]MM[[cc]yy][.SS] [+output_fmt]';
const TILT_PORT = 'Error: Tilt cannot start because you already have another process on port 10350\nIf you want to run multiple Tilt instances simultaneously,\nuse the --port flag or TILT_PORT env variable to set a custom port\nOriginal error: listen tcp 127.0.0.1:10350: bind: address already in use';
const YARN1_PM = (v) => `error This project's package.json defines "packageManager": "yarn@4.5.1". However the current global version of Yarn is ${v}.\n\nPresence of the "packageManager" field indicates that the project is meant to be used with Corepack, a tool included by default with all official Node.js distributions starting from 16.9 and 14.19.\nCorepack must currently be enabled by running corepack enable in your terminal. For more information, check out https://yarnpkg.com/corepack.`;
const HELM_DEPS = (deps) => `Error: An error occurred while checking for chart dependencies. You may need to run \`helm dependency build\` to fetch missing dependencies: found in Chart.yaml, but missing in charts/ directory: ${deps}`;
const GOOSE_MISSING = (home) => `2026/09/10 09:41:07 goose run: error: found 1 missing migrations before current version 42:\n\tversion 20260909173512: ${home}/canopy/db/migrations/20260909173512_add_idempotency_keys.sql`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'canopy', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'mage-targets', 'make build', "make: *** No rule to make target `build'.  Stop.", 2, 'Build all services'],
      ['prompt', 'mage-targets', 'make is only for tools and proto here. builds and tests go through mage — see mage -l'],
      ['ok', 'mage -l'],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-01T13:10:00Z',
    steps: [
      ['fail', 'bin-tools', 'sqlc generate', 'bash: sqlc: command not found', 127, 'Regenerate the query code'],
      ['prompt', 'bin-tools', 'tools live in ./bin — run make tools once and then bin/sqlc'],
      ['ok', 'make tools && ./bin/sqlc generate'],
      ['fail', 'x:sqlc-syntax', './bin/sqlc generate', '# package db\nqueries/ledger.sql:47:1: syntax error at or near "WHERE"', 1],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-09-02T09:00:00Z',
    steps: [
      ['fail', 'kind-canopy', 'kubectl --context kind-kind -n canopy-dev get pods', 'error: context "kind-kind" does not exist', 1],
      ['prompt', 'kind-canopy', 'the kind cluster is called canopy, so the context is kind-canopy'],
      ['ok', 'kubectl --context kind-canopy -n canopy-dev get pods'],
      ['fail', 'x:rollout-deadline', 'kubectl --context kind-canopy -n canopy-dev rollout status deploy/ledger-api --timeout=120s', 'Waiting for deployment "ledger-api" rollout to finish: 0 of 1 updated replicas are available...\nerror: deployment "ledger-api" exceeded its progress deadline', 1],
    ],
  },
  {
    machine: 'codex', project: 'canopy', start: '2026-09-02T15:20:00Z',
    steps: [
      ['fail', 'go123', 'go build ./...', 'go: go.mod requires go >= 1.23.2 (running go 1.22.5; GOTOOLCHAIN=local)', 1],
      ['prompt', 'go123', "toolchain is go 1.23 — that box still has the 1.22 from apt"],
      ['fail', 'x:go-proxy-dns', 'go mod download', 'go: github.com/jackc/pgx/v5@v5.7.1: Get "https://proxy.golang.org/github.com/jackc/pgx/v5/@v/v5.7.1.mod": dial tcp: lookup proxy.golang.org on 127.0.0.53:53: server misbehaving', 1],
      ['fail', 'mage-targets', 'make test', "make: *** No rule to make target 'test'.  Stop.", 2],
      ['ok', 'mage test:unit'],
      ['fail', 'x:go-test-fail', 'mage test:unit', '--- FAIL: TestTransfer_Idempotent (0.02s)\n    transfer_test.go:57: got 2 rows, want 1\nFAIL\nFAIL\tgithub.com/canopy/platform/ledger/internal/ledger\t0.412s\nFAIL\nError: running "go test -race -count=1 ./..." failed with exit code 1', 1],
      ['prompt', 'race-tests', 'and keep -race on when you rerun that by hand. results without -race dont count'],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-09-03T10:00:00Z',
    steps: [
      ['fail', 'yarn-not-npm', 'cd admin-ui && npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:^\nnpm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-09-03T10_02_44_913Z-debug-0.log', 1, 'Install admin UI deps'],
      ['prompt', 'yarn-not-npm', 'yarn. the ui is yarn berry — and pls delete the package-lock.json npm just made'],
      ['fail', 'yarn-node-pnp', 'cd admin-ui && node scripts/gen-routes.mjs', "node:internal/modules/esm/resolve:854\n  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);\n        ^\n\nError [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod' imported from /Users/ana/canopy/admin-ui/scripts/gen-routes.mjs\n    at packageResolve (node:internal/modules/esm/resolve:854:9)\n    at moduleResolve (node:internal/modules/esm/resolve:927:18) {\n  code: 'ERR_MODULE_NOT_FOUND'\n}\n\nNode.js v20.17.0", 1],
      ['prompt', 'yarn-node-pnp', "it's PnP, there is no node_modules. yarn node scripts/gen-routes.mjs"],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-03T14:30:00Z',
    steps: [
      ['fail', 'helm-dep-build', 'helm upgrade --install ledger charts/ledger --kube-context kind-canopy -n canopy-dev -f charts/ledger/values-dev.yaml', HELM_DEPS('common, postgresql'), 1, 'Deploy ledger to the local cluster'],
      ['prompt', 'helm-dep-build', 'charts/*/charts/ is gitignored, a fresh clone needs helm dep build before you install'],
      ['ok', 'helm dependency build charts/ledger'],
      ['fail', 'x:helm-nil-pointer', 'helm upgrade --install ledger charts/ledger --kube-context kind-canopy -n canopy-dev -f charts/ledger/values-dev.yaml', 'Error: UPGRADE FAILED: template: ledger/templates/deployment.yaml:34:28: executing "ledger/templates/deployment.yaml" at <.Values.image.tag>: nil pointer evaluating interface {}.tag', 1],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-09-04T09:15:00Z',
    steps: [
      ['fail', 'sed-i-bsd', "sed -i 's/v0.14.2/v0.15.0/' deploy/helm/values.yaml", 'sed: 1: "deploy/helm/values.yaml": extra characters at the end of d command', 1, 'Bump the image tag'],
      ['prompt', 'sed-i-bsd', "bsd sed on the mac: sed -i '' 's/…/…/' file"],
      ['ok', "sed -i '' 's/v0.14.2/v0.15.0/' deploy/helm/values.yaml"],
      ['fail', 'rg-not-grepP', "grep -rP '\\bTODO\\(\\w+\\)' internal/", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'rg-not-grepP', 'just use rg, its on everyones laptop'],
    ],
  },
  {
    machine: 'ci', project: 'canopy', start: '2026-09-04T16:00:00Z',
    steps: [
      ['fail', 'bin-tools', 'mockery --config .mockery.yaml', '/bin/sh: 1: mockery: not found', 127],
      ['fail', 'buf-format', 'buf format --diff --exit-code', 'diff -u proto/canopy/ledger/v1/ledger.proto.orig proto/canopy/ledger/v1/ledger.proto\n--- proto/canopy/ledger/v1/ledger.proto.orig\t2026-09-04 16:04:11.000000000 +0000\n+++ proto/canopy/ledger/v1/ledger.proto\t2026-09-04 16:04:11.000000000 +0000\n@@ -21,8 +21,8 @@\n message Transfer {\n-  string   id = 1;\n-  int64 amount_minor  = 2;\n+  string id = 1;\n+  int64 amount_minor = 2;\n   string currency = 3;\n }', 100],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-07T08:30:00Z',
    steps: [
      ['prompt', 'buf-format', 'CI went red on buf format again — run buf format -w whenever you touch a .proto'],
      ['fail', 'buf-not-protoc', 'protoc -I proto --go_out=gen/go --go_opt=paths=source_relative proto/canopy/ledger/v1/ledger.proto', 'google/api/annotations.proto: File not found.\ncanopy/ledger/v1/ledger.proto:7:1: Import "google/api/annotations.proto" was not found or had errors.', 1, 'Regenerate Go stubs for ledger'],
      ['prompt', 'buf-not-protoc', 'we dont run protoc by hand. buf generate — plugins and googleapis come from buf.gen.yaml and buf.lock'],
      ['ok', 'buf generate'],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-09-07T13:00:00Z',
    steps: [
      ['fail', 'branch-trunk', 'git fetch origin && git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'branch-trunk', "trunk. there is no main in this repo"],
      ['fail', 'x:push-nonff', 'git push origin feature/ledger-idempotency', "To github.com:canopy/platform.git\n ! [rejected]        feature/ledger-idempotency -> feature/ledger-idempotency (non-fast-forward)\nerror: failed to push some refs to 'github.com:canopy/platform.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.", 1],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-09-08T09:40:00Z',
    steps: [
      ['fail', 'pg-5433', "psql 'postgres://canopy:canopy@localhost:5432/canopy' -c '\\dt'", 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  role "canopy" does not exist', 2, 'List tables'],
      ['prompt', 'pg-5433', "5432 is my homebrew postgres. ours runs in docker on 5433"],
      ['fail', 'opt-homebrew', "/usr/local/opt/libpq/bin/pg_dump -s -p 5433 -U canopy canopy > /tmp/schema.sql", 'zsh: no such file or directory: /usr/local/opt/libpq/bin/pg_dump', 127],
      ['prompt', 'opt-homebrew', 'apple silicon, brew is under /opt/homebrew'],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-09-09T10:10:00Z',
    steps: [
      ['fail', 'tilt-running', 'tilt up', TILT_PORT, 1, 'Start the dev environment'],
      ['prompt', 'tilt-running', 'tilt is already up in my other tab. tilt trigger ledger-api'],
      ['ok', 'kubectl --context kind-canopy -n canopy-dev edit deploy/ledger-api'],
      ['prompt', 'no-kubectl-edit', 'whoa, no kubectl edit. that goes in values-dev.yaml and tilt rolls it out'],
      ['fail', 'stat-bsd', 'stat -c %s bin/ledger-api', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check binary size'],
      ['prompt', 'stat-bsd', 'mac stat is stat -f %z'],
      ['fail', 'find-printf', "find db/migrations -name '*.sql' -printf '%f\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', 'bsd find has no -printf'],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-09T16:20:00Z',
    steps: [
      ['fail', 'ns-canopy-dev', 'kubectl --context kind-canopy logs deploy/ledger-api --tail=50', 'Error from server (NotFound): deployments.apps "ledger-api" not found', 1],
      ['prompt', 'ns-canopy-dev', 'everything is in canopy-dev, the default ns is empty'],
      ['fail', 'x:kind-docker-down', 'kind create cluster --name canopy --config deploy/kind.yaml', "ERROR: failed to create cluster: failed to list nodes: command \"docker ps -a --filter label=io.x-k8s.kind.cluster=canopy --format '{{.Names}}'\" failed with error: exit status 1\nCommand Output: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?", 1],
      ['prompt', 'gofumpt', "gofmt isn't enough for us, we format with gofumpt"],
      ['ok', './bin/gofumpt -w internal/ledger/service.go'],
      ['fail', 'corepack-enable', 'cd admin-ui && yarn install', YARN1_PM('1.22.22'), 1],
      ['prompt', 'corepack-enable', 'corepack enable first, the global yarn is still v1'],
      ['ok', 'corepack enable && cd admin-ui && yarn install'],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-09-10T09:00:00Z',
    steps: [
      ['fail', 'goose-seq', "goose -dir db/migrations postgres 'postgres://canopy:canopy@localhost:5433/canopy?sslmode=disable' up", GOOSE_MISSING('/Users/ana'), 1, 'Apply migrations'],
      ['prompt', 'goose-seq', 'we number migrations sequentially. goose create -s'],
      ['ok', 'goose -dir db/migrations create -s add_idempotency_keys sql'],
      ['prompt', 'x:timestamptz', 'make created_at a timestamptz with default now()'],
    ],
  },
  {
    machine: 'ci', project: 'canopy', start: '2026-09-11T09:30:00Z',
    steps: [
      ['fail', 'gofumpt', './bin/golangci-lint run ./...', 'internal/ledger/service.go:14:1: File is not `gofumpt`-ed (gofumpt)\n\nimport (\n^\n1 issues:\n* gofumpt: 1', 1],
      ['fail', 'x:buf-lint-field', 'buf lint', 'proto/canopy/ledger/v1/ledger.proto:42:3:Field name "accountID" should be lower_snake_case, such as "account_id".', 100],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-09-14T09:20:00Z',
    steps: [
      ['fail', 'kind-registry', 'docker push canopy/ledger:dev', 'The push refers to repository [docker.io/canopy/ledger]\n5f70bf18a086: Preparing\n9c2d8b1e7a44: Preparing\ndenied: requested access to the resource is denied', 1, 'Push the dev image'],
      ['prompt', 'kind-registry', 'images go to the kind registry on localhost:5001, docker hub has nothing to do with it'],
      ['ok', 'docker tag canopy/ledger:dev localhost:5001/canopy/ledger:dev && docker push localhost:5001/canopy/ledger:dev'],
      ['fail', 'x:docker-no-space', 'docker build -t localhost:5001/canopy/audit:dev -f services/audit/Dockerfile .', 'ERROR: failed to solve: failed to copy files: copy file range failed: no space left on device', 1],
    ],
  },
  {
    machine: 'codex', project: 'canopy', start: '2026-09-14T15:00:00Z',
    steps: [
      ['fail', 'tilt-local', 'skaffold dev -p local --port-forward', 'getting skaffold config: failed to apply profiles to config: couldn\'t find profile local', 1],
      ['prompt', 'tilt-local', 'en local usamos tilt up; skaffold solo corre en CI'],
      ['prompt', 'x:renovate-group', 'can you make renovate group all the golang.org/x/* updates into one PR?'],
      ['prompt', 'sqlc-generated', 'internal/db/ledger.sql.go is generated. change queries/ledger.sql and rerun bin/sqlc generate'],
      ['agent', 'sqlc-generated', 'Edited internal/db/ledger.sql.go by hand; it is sqlc output. Change queries/*.sql and run ./bin/sqlc generate instead.'],
      ['fail', 'x:goose-conn-refused', "goose -dir db/migrations postgres 'postgres://canopy:canopy@localhost:5433/canopy?sslmode=disable' status", '2026/09/16 14:31:52 goose run: failed to connect to `user=canopy database=canopy`: 127.0.0.1:5433 (localhost): dial error: dial tcp 127.0.0.1:5433: connect: connection refused', 1],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-09-15T10:00:00Z',
    steps: [
      ['fail', 'golangci-pinned', 'golangci-lint run ./...', 'Error: can\'t load config: unsupported version of the configuration: "" See https://golangci-lint.run/product/migration-guide for migration instructions\nThe command is terminated due to an error: can\'t load config: unsupported version of the configuration: "" See https://golangci-lint.run/product/migration-guide for migration instructions', 3, 'Lint'],
      ['prompt', 'golangci-pinned', "use bin/golangci-lint (or mage lint) — brew's is v2 and our config is still v1"],
      ['fail', 'x:golangci-errcheck', './bin/golangci-lint run ./...', 'internal/ledger/transfer.go:88:16: Error return value of `tx.Rollback` is not checked (errcheck)\n\tdefer tx.Rollback(ctx)\n\t              ^\n1 issues:\n* errcheck: 1', 1],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-15T16:00:00Z',
    steps: [
      ['fail', 'branch-trunk', 'git checkout main && git pull', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['fail', 'pr-not-push', 'git push origin trunk', "remote: error: GH006: Protected branch update failed for refs/heads/trunk.\nremote: error: Changes must be made through a pull request.\nTo github.com:canopy/platform.git\n ! [remote rejected] trunk -> trunk (protected branch hook declined)\nerror: failed to push some refs to 'github.com:canopy/platform.git'", 1],
      ['prompt', 'pr-not-push', 'trunk only moves through PRs. make a branch and gh pr create'],
      ['ok', 'git switch -c fix/ledger-timeout && git push -u origin fix/ledger-timeout'],
      ['prompt', 'x:branch-rename', 'rename the branch to fix/ledger-grpc-timeout before you open the PR'],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-09-16T09:30:00Z',
    steps: [
      ['fail', 'x:yarn-tsc-error', 'cd admin-ui && yarn tsc --noEmit', "src/pages/Accounts.tsx(31,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to type 'string'.", 2],
      ['fail', 'date-bsd', "date -d '7 days ago' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute the cutoff date'],
      ['prompt', 'date-bsd', 'mac date → date -v-7d +%F'],
      ['prompt', 'x:rfc3339-request', 'in the audit export, format the timestamps as RFC 3339 with the offset'],
      ['prompt', 'actions-sha', 'pin actions by full commit sha with the tag in a comment — renovate keeps them fresh'],
      ['agent', 'actions-sha', 'GitHub Actions must be pinned to a commit SHA (uses: actions/setup-go@<sha> # v5.0.2); a tag like @v5 fails the zizmor check.'],
      ['prompt', 'x:actions-timeout', 'the integration job needs timeout-minutes: 20, it is at 10 and keeps getting cancelled'],
    ],
  },
  {
    machine: 'ci', project: 'canopy', start: '2026-09-17T09:00:00Z',
    steps: [
      ['fail', 'sqlc-generated', './bin/sqlc diff', '--- a/internal/db/ledger.sql.go\n+++ b/internal/db/ledger.sql.go\n@@ -88,7 +88,7 @@ func (q *Queries) GetTransfer(ctx context.Context, id pgtype.UUID) (Transfer, error) {\n-\trow := q.db.QueryRow(ctx, getTransfer, id, true)\n+\trow := q.db.QueryRow(ctx, getTransfer, id)\n \tvar i Transfer', 1],
      ['fail', 'actions-sha', 'zizmor .github/workflows', 'error[unpinned-uses]: unpinned action reference\n  --> .github/workflows/ci.yml:21:15\n   |\n21 |       - uses: actions/setup-go@v5\n   |               ^^^^^^^^^^^^^^^^^^^ action is not pinned to a hash (required by blanket policy)\n   |\n   = note: audit confidence → High\n\n1 finding: 0 unknown, 0 informational, 0 low, 0 medium, 1 high', 13],
      ['fail', 'x:data-race', 'go test -race -count=1 ./...', 'WARNING: DATA RACE\nWrite at 0x00c0001a2b10 by goroutine 23:\n  github.com/canopy/platform/ledger/internal/ledger.(*Cache).Put()\n      /workspace/ledger/internal/ledger/cache.go:41 +0x84\n\nPrevious read at 0x00c0001a2b10 by goroutine 22:\n  github.com/canopy/platform/ledger/internal/ledger.(*Cache).Get()\n      /workspace/ledger/internal/ledger/cache.go:29 +0x5c\n==================\n--- FAIL: TestCache_Concurrent (0.01s)\n    testing.go:1399: race detected during execution of test\nFAIL\nFAIL\tgithub.com/canopy/platform/ledger/internal/ledger\t0.218s', 1],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-09-18T09:10:00Z',
    steps: [
      ['fail', 'buf-not-protoc', 'protoc -I proto --go_out=gen/go --go-grpc_out=gen/go proto/canopy/audit/v1/audit.proto', 'protoc-gen-go-grpc: program not found or is not executable\nPlease specify a program using absolute path or make sure the program is available in your PATH system variable\n--go-grpc_out: protoc-gen-go-grpc: Plugin failed with status code 1.', 1],
      ['prompt', 'buf-not-protoc', '生成代码一律用 buf generate，插件版本都固定在 buf.gen.yaml 里'],
      ['fail', 'branch-trunk', "buf breaking proto --against '.git#branch=main,subdir=proto'", 'Failure: could not clone file:///Users/kai/canopy/.git: exit status 128\nfatal: couldn\'t find remote ref main', 1],
      ['prompt', 'branch-trunk', 'onze hoofdbranch heet trunk, ook voor buf breaking'],
      ['fail', 'x:buf-breaking-field', "buf breaking proto --against '.git#branch=trunk,subdir=proto'", 'proto/canopy/audit/v1/audit.proto:18:3:Field "3" with name "amount" on message "Entry" changed type from "int64" to "string". See https://developers.google.com/protocol-buffers/docs/proto3#updating for wire compatibility rules.', 100],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-18T15:30:00Z',
    steps: [
      ['fail', 'yarn-not-npm', 'cd admin-ui && npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.', 1],
      ['agent', 'yarn-not-npm', 'admin-ui is Yarn Berry (yarn.lock, PnP): ran npm ci there; use yarn install / yarn <script>, never npm or npx.'],
      ['fail', 'yarn-node-pnp', 'cd admin-ui && ./node_modules/.bin/tsc --noEmit', 'bash: ./node_modules/.bin/tsc: No such file or directory', 127],
      ['prompt', 'yarn-node-pnp', 'pnp again.. yarn tsc'],
      ['ok', 'cd admin-ui && yarn tsc --noEmit'],
      ['fail', 'x:yarn-enotfound', 'cd admin-ui && yarn install', '➤ YN0000: · Yarn 4.5.1\n➤ YN0000: ┌ Resolution step\n➤ YN0001: │ RequestError: getaddrinfo ENOTFOUND registry.yarnpkg.com\n    at ClientRequest.<anonymous> (/home/dev/.cache/node/corepack/v1/yarn/4.5.1/yarn.js:147:14258)\n➤ YN0000: └ Completed in 0s 212ms\n➤ YN0000: · Failed with errors in 0s 219ms', 1],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-09-21T09:00:00Z',
    steps: [
      ['fail', 'sed-i-bsd', "sed -i 's/ledger-api/ledger/g' Makefile", 'sed: 1: "Makefile": invalid command code M', 1],
      ['prompt', 'sed-i-bsd', "на маке sed -i без '' не работает — пиши sed -i '' или бери gsed"],
      ['fail', 'opt-homebrew', '/usr/local/bin/buf --version', 'zsh: no such file or directory: /usr/local/bin/buf', 127],
      ['prompt', 'opt-homebrew', "/usr/local is leeg op m'n M3, alles zit in /opt/homebrew"],
    ],
  },
  {
    machine: 'codex', project: 'canopy', start: '2026-09-21T14:00:00Z',
    steps: [
      ['fail', 'ns-canopy-dev', 'kubectl --context kind-canopy port-forward svc/ledger-api 9090:9090', 'Error from server (NotFound): services "ledger-api" not found', 1],
      ['prompt', 'ns-canopy-dev', 'zet -n canopy-dev erbij, daar draait alles'],
      ['fail', 'kind-canopy', 'kind load docker-image localhost:5001/canopy/ledger:dev', 'ERROR: no nodes found for cluster "kind"', 1],
      ['prompt', 'kind-canopy', 'kind --name canopy. always'],
      ['ok', 'kind load docker-image --name canopy localhost:5001/canopy/ledger:dev'],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-09-22T10:00:00Z',
    steps: [
      ['fail', 'mage-targets', 'mage test', 'Unknown target specified: "test"', 2],
      ['prompt', 'mage-targets', 'its mage test:unit'],
      ['prompt', 'race-tests', 'los tests siempre con -race -count=1, así corren en CI'],
      ['agent', 'race-tests', 'Go tests here always run with -race -count=1 (what mage test:unit does); a plain go test ./... result is not accepted.'],
      ['fail', 'rg-not-grepP', "grep -oP 'version: \\K.*' charts/ledger/Chart.yaml", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['agent', 'rg-not-grepP', 'macOS grep has no -P (PCRE); use rg, which is installed on every dev machine.'],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-22T15:00:00Z',
    steps: [
      ['ok', 'goose -dir db/migrations create add_audit_log sql'],
      ['prompt', 'goose-seq', "that's timestamped again. -s, they're 00043_, 00044_…"],
      ['agent', 'goose-seq', 'goose migrations here are sequentially numbered; create them with `goose -dir db/migrations create -s <name> sql`, not with the default timestamp.'],
      ['fail', 'x:psql-password', "psql 'postgres://canopy@localhost:5433/canopy' -c 'select 1'", 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  password authentication failed for user "canopy"', 2],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-09-23T09:30:00Z',
    steps: [
      ['fail', 'find-printf', "find gen/go -name '*.pb.go' -newer buf.gen.yaml -printf '%p %TY-%Tm-%Td\\n'", 'find: -printf: unknown primary or operator', 1],
      ['fail', 'stat-bsd', 'stat --format=%Y go.sum', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['prompt', 'x:gci-request', 'also turn on gci in .golangci.yml with our sections: standard, default, prefix(github.com/canopy)'],
      ['fail', 'tilt-running', 'tilt up --stream', TILT_PORT, 1],
      ['agent', 'tilt-running', 'Tilt is already running on :10350 in the developer\'s terminal; use `tilt trigger <resource>` / `tilt logs` instead of starting another `tilt up`.'],
      ['prompt', 'x:kubectl-edit-question', 'what does kubectl edit do with the last-applied annotation? just curious'],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-09-24T10:00:00Z',
    steps: [
      ['fail', 'pg-5433', "goose -dir db/migrations postgres 'postgres://canopy:canopy@localhost:5432/canopy?sslmode=disable' status", '2026/09/24 10:04:18 goose run: failed to connect to `user=canopy database=canopy`: [::1]:5432 (localhost): server error: FATAL: role "canopy" does not exist (SQLSTATE 28000)', 1],
      ['prompt', 'pg-5433', 'port 5433!! again'],
      ['fail', 'date-bsd', 'date --iso-8601=seconds', `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['agent', 'date-bsd', 'BSD date on macOS has no -d / --iso-8601; use date -v-7d +%F or date -u +%Y-%m-%dT%H:%M:%SZ (or gdate).'],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-24T16:00:00Z',
    steps: [
      ['fail', 'go123', 'go test ./...', "go: errors parsing go.mod:\n/home/dev/canopy/go.mod:3: invalid go version '1.23.2': must match format 1.23", 1],
      ['prompt', 'go123', "1.23 please, that's the ancient distro go again"],
      ['fail', 'golangci-pinned', 'golangci-lint run', 'level=error msg="Running error: can\'t run linter goanalysis_metalinter\\nbuildir: failed to load package ledger: could not load export data: internal error in importing \\"internal/goarch\\" (unsupported version: 2); please report an issue"', 3],
      ['prompt', 'golangci-pinned', 'lint 用仓库固定的 bin/golangci-lint，系统里那个太旧了'],
    ],
  },
  {
    machine: 'codex', project: 'canopy', start: '2026-09-25T09:00:00Z',
    steps: [
      ['fail', 'helm-dep-build', 'helm template ledger charts/ledger -f charts/ledger/values-dev.yaml', 'Error: found in Chart.yaml, but missing in charts/ directory: common', 1],
      ['agent', 'helm-dep-build', 'charts/*/charts/ is not committed: run `helm dependency build charts/<name>` before helm template/install.'],
      ['ok', 'kubectl --context kind-canopy -n canopy-dev scale deploy/ledger-api --replicas=3'],
      ['prompt', 'no-kubectl-edit', 'в кластере руками ничего не правим, только через values'],
      ['agent', 'no-kubectl-edit', 'Scaled ledger-api with kubectl scale; live cluster changes (kubectl edit/patch/scale) are not how we work — change charts/ledger/values-dev.yaml instead.'],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-09-28T13:00:00Z',
    steps: [
      ['ok', 'skaffold dev --port-forward'],
      ['prompt', 'tilt-local', 'skaffold is for CI. locally it is tilt up, the Tiltfile wires the port-forwards'],
      ['fail', 'gofumpt', './bin/golangci-lint run ./audit/...', 'audit/internal/store/store.go:9:1: File is not `gofumpt`-ed (gofumpt)\n\nimport (\n^\n1 issues:\n* gofumpt: 1', 1],
      ['prompt', 'gofumpt', 'gofumpt -w pls'],
      ['ok', 'go get -u ./... && go mod tidy'],
      ['prompt', 'renovate-bumps', 'leave the dependency bumps to renovate — revert that go get -u, the feature PR only adds what it needs'],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-09-29T10:00:00Z',
    steps: [
      ['prompt', 'x:changelog', 'добавь в CHANGELOG.md строку про ключи идемпотентности в ledger'],
      ['fail', 'x:sed-gnu-unterminated', "sed -i 's/replicas: 1/replicas: 2' charts/ledger/values-dev.yaml", "sed: -e expression #1, char 24: unterminated `s' command", 1],
      ['fail', 'x:rg-unknown-type', "rg -t proto 'rpc Transfer'", 'rg: unrecognized file type: proto', 2],
      ['fail', 'buf-not-protoc', 'protoc -I proto --go_out=gen/go proto/canopy/billing/v1/*.proto', 'bash: protoc: command not found', 127],
      ['agent', 'buf-not-protoc', 'Code generation goes through `buf generate` (plugins pinned in buf.gen.yaml, deps in buf.lock); do not call protoc directly.'],
      ['prompt', 'buf-format', 'and buf format -w before committing'],
      ['agent', 'buf-format', 'CI runs `buf format --diff --exit-code`; run `buf format -w` after editing .proto files.'],
      ['prompt', 'x:proto-comment', 'los comentarios del proto de billing deberían explicar las unidades del monto (centavos)'],
    ],
  },
  {
    machine: 'codex', project: 'canopy', start: '2026-09-30T09:30:00Z',
    steps: [
      ['fail', 'corepack-enable', 'cd admin-ui && yarn up zod', 'yarn run v1.22.19\nerror Command "up" not found.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.', 1],
      ['agent', 'corepack-enable', 'The global yarn on this machine is Yarn 1; admin-ui pins yarn@4 via packageManager, so run `corepack enable` before any yarn command.'],
      ['fail', 'x:corepack-keyid', 'corepack enable && cd admin-ui && yarn install', 'Internal Error: Cannot find matching keyid: {"signatures":[{"sig":"MEUCIQDFz…","keyid":"SHA256:DhQ8wR5APBvFHLF/+Tc+AYvPOdTpcIDqOhxsBHRwC7U"}],"keys":[{"expires":null,"keyid":"SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA"}]}\n    at verifySignature (/usr/lib/node_modules/corepack/dist/lib/corepack.cjs:21535:47)', 1],
      ['prompt', 'x:healthz-zh', '给 ledger-api 加一个 gRPC health check，Tilt 的 readiness probe 要用'],
      ['agent', 'renovate-bumps', 'Ran go get -u ./... in a feature branch; dependency upgrades come from Renovate PRs, a feature PR only adds the deps it needs.'],
      ['fail', 'branch-trunk', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['agent', 'pr-not-push', 'trunk is protected: never push to it; push a branch and open a PR with gh pr create --base trunk.'],
      ['agent', 'go123', 'The repo needs Go 1.23 (go.mod: go 1.23.2); this machine defaults to an older Go, run with GOTOOLCHAIN=go1.23.2 or the 1.23 toolchain.'],
    ],
  },
  {
    machine: 'mac', project: 'canopy', start: '2026-10-01T09:00:00Z',
    steps: [
      ['ok', 'helm upgrade --install ledger charts/ledger -n canopy-dev -f charts/ledger/values-dev.yaml'],
      ['prompt', 'kind-canopy', 'опять не тот кластер. локально только --context kind-canopy / --kube-context kind-canopy'],
      ['agent', 'kind-canopy', 'The default kube context is staging; for local work always pass --context kind-canopy (helm: --kube-context kind-canopy), the kind cluster is named canopy.'],
      ['prompt', 'renovate-bumps', '依赖升级交给 Renovate，功能 PR 里只改功能相关的'],
      ['prompt', 'x:protoc-gen-question', 'which protoc-gen-go-grpc version does buf.gen.yaml pin right now?'],
      ['fail', 'sed-i-bsd', "sed -i 's/^go 1.23.1$/go 1.23.2/' go.mod", 'sed: 1: "go.mod": extra characters at the end of g command', 1],
      ['prompt', 'sed-i-bsd', "sed -i '' on mac. every time"],
      ['prompt', 'yarn-not-npm', 'admin-ui draait op yarn berry, npm hoort daar niet'],
      ['fail', 'opt-homebrew', 'ls /usr/local/Cellar/postgresql@16', 'ls: /usr/local/Cellar/postgresql@16: No such file or directory', 1],
    ],
  },
  {
    machine: 'mac2', project: 'canopy', start: '2026-10-05T09:20:00Z',
    steps: [
      ['fail', 'bin-tools', 'sqlc vet', 'zsh: command not found: sqlc', 127],
      ['fail', 'bin-tools', 'go tool sqlc vet', 'go: no such tool "sqlc"', 2],
      ['prompt', 'bin-tools', 'bin/sqlc. make tools puts it there, same pinned version CI uses'],
      ['ok', './bin/sqlc vet'],
      ['prompt', 'pr-not-push', 'nada directo a trunk, todo pasa por PR'],
      ['fail', 'mage-targets', 'make lint', "make: *** No rule to make target `lint'.  Stop.", 2],
    ],
  },
  {
    machine: 'linux', project: 'canopy', start: '2026-10-08T10:30:00Z',
    steps: [
      ['fail', 'kind-registry', 'kubectl --context kind-canopy -n canopy-dev describe pod -l app=audit | tail -3', '  Warning  Failed     12s   kubelet  Failed to pull image "canopy/audit:dev": failed to pull and unpack image "docker.io/canopy/audit:dev": failed to resolve reference "docker.io/canopy/audit:dev": pull access denied, repository does not exist or may require authorization: server message: insufficient_scope: authorization failed\n  Warning  Failed     12s   kubelet  Error: ErrImagePull', 1],
      ['prompt', 'kind-registry', 'image: must be localhost:5001/canopy/audit, the cluster pulls from the kind registry'],
      ['fail', 'x:goose-dup-version', "goose -dir db/migrations postgres 'postgres://canopy:canopy@localhost:5433/canopy?sslmode=disable' up", '2026/10/08 10:41:03 goose run: duplicate version 44 detected:\n\tdb/migrations/00044_add_audit_log.sql\n\tdb/migrations/00044_add_billing_accounts.sql', 1],
      ['prompt', 'ns-canopy-dev', 'remember the namespace is canopy-dev for all of these'],
    ],
  },
];
