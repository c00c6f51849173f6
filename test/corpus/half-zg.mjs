// Half ZG of the evaluation corpus, written blind: "quarry", a logistics platform. A Go monorepo
// built with Bazel (bazelisk, bzlmod, rules_go, gazelle, rules_oci pushing to ghcr.io), protobuf
// with buf (generated code committed under gen/), services on Kubernetes (kubectl, helm, kustomize;
// kind locally, a staging cluster), Postgres through golang-migrate, Redis, Tilt for the inner loop
// and a Makefile wrapping the common steps. GitHub Actions CI on ubuntu-24.04 runners. Developers on
// macOS (Apple Silicon, zsh, Homebrew: ana, kai) and Ubuntu 24.04 (bash: dev), with Claude Code and
// Codex. The team writes English, Japanese (kai), Korean (ana) and Polish (dev).

const BAZEL_PIN = (user, brewVersion) => `ERROR: The project you're trying to build requires Bazel 7.4.1 (specified in /Users/${user}/quarry/.bazelversion), but it wasn't found in /opt/homebrew/Cellar/bazel/${brewVersion}/libexec/bin.

Bazel binaries for all official releases can be downloaded from here:
  https://github.com/bazelbuild/bazel/releases

You can download the required version directly using this command:
  (cd "/opt/homebrew/Cellar/bazel/${brewVersion}/libexec/bin" && curl -fLO https://releases.bazel.build/7.4.1/release/bazel-7.4.1-darwin-arm64 && chmod +x bazel-7.4.1-darwin-arm64)`;

const MAC_SANDBOX = (user, n) => `/private/var/tmp/_bazel_${user}/4c1d8e0b5a7f2e3d9c6b1a0f8e7d6c5b/sandbox/darwin-sandbox/${n}/execroot/_main`;
const LINUX_SANDBOX = (n) => `/home/dev/.cache/bazel/_bazel_dev/9a0b7c3e51d24f6a8b0c2d4e6f8a1b3c/sandbox/linux-sandbox/${n}/execroot/_main`;

const STRICT_DEPS = ({ root, sandbox, exec, kind, svc, file, importPath, elapsed }) => `INFO: Analyzed target //services/${svc}:${svc} (3 packages loaded, 18 targets configured).
ERROR: ${root}/services/${svc}/BUILD.bazel:5:11: GoCompilePkg services/${svc}/${svc}.a failed: (Exit 1): builder failed: error executing GoCompilePkg command (from target //services/${svc}:${svc}) bazel-out/${exec}/bin/external/rules_go~~go_sdk~quarry__download_0/builder_reset/builder compilepkg -sdk external/rules_go~~go_sdk~quarry__download_0 -goroot ... (remaining 41 arguments skipped)

Use --sandbox_debug to see verbose messages from the sandbox and retain the sandbox build root for debugging
compilepkg: missing strict dependencies:
	${sandbox}/services/${svc}/${file}: import of "${importPath}"
No dependencies were provided.
Check that imports in Go sources match importpath attributes in deps.
Target //services/${svc}:${svc} failed to build
Use --verbose_failures to see the command lines of failed build steps.
INFO: Elapsed time: ${elapsed}s, Critical Path: 2.87s
INFO: 37 processes: 9 internal, 28 ${kind}.
ERROR: Build did NOT complete successfully`;

const GO_STALE_PROTO = ({ root, exec, os, svc, line, test }) => `ERROR: ${root}/services/${svc}/BUILD.bazel:4:11: GoCompilePkg services/${svc}/${svc}.a failed: (Exit 1): builder failed: error executing GoCompilePkg command (from target //services/${svc}:${svc}) bazel-out/${exec}/bin/external/rules_go~~go_sdk~quarry__download_0/builder_reset/builder compilepkg -sdk external/rules_go~~go_sdk~quarry__download_0 -goroot ... (remaining 39 arguments skipped)

Use --sandbox_debug to see verbose messages from the sandbox and retain the sandbox build root for debugging
${line}
compilepkg: error running subcommand external/rules_go~~go_sdk~quarry__download_0/pkg/tool/${os}/compile: exit status 2
Target //services/${svc}:${svc} failed to build
Use --verbose_failures to see the command lines of failed build steps.
INFO: Elapsed time: 5.337s, Critical Path: 3.91s
INFO: 12 processes: 4 internal, 8 ${os.startsWith('darwin') ? 'darwin-sandbox' : 'linux-sandbox'}.
${test ? 'ERROR: Build did NOT complete successfully\n//services/routing:routing_test                                      NO STATUS\n\nExecuted 0 out of 1 test: 1 was skipped.' : 'ERROR: Build did NOT complete successfully'}`;

const MOD_TIDY = ({ repo, svc, target, test }) => `WARNING: /home/dev/quarry/MODULE.bazel:31:24: The module extension go_deps defined in @gazelle//:extensions.bzl reported incorrect imports of repositories via use_repo():

Not imported, but reported as direct dependencies by the extension (may cause the build to fail):
    ${repo}

Fix the use_repo calls by running 'bazel mod tidy'.
ERROR: /home/dev/quarry/services/${svc}/BUILD.bazel:3:11: no such package '@@[unknown repo '${repo}' requested from @@]//': The repository '@@[unknown repo '${repo}' requested from @@]' could not be resolved: No repository visible as '@${repo}' from main repository and referenced by '//services/${svc}:${svc}'
ERROR: Analysis of target '${target}' failed; build aborted: Analysis failed
INFO: Elapsed time: 1.902s
INFO: 0 processes.
${test ? "ERROR: Couldn't start the build. Unable to run tests" : 'ERROR: Build did NOT complete successfully'}`;

const BAZEL_INTEGRATION = `INFO: Analyzed 214 targets (0 packages loaded, 0 targets configured).
INFO: Found 138 targets and 76 test targets...
FAIL: //services/dispatch/store:store_integration_test (see /home/dev/.cache/bazel/_bazel_dev/9a0b7c3e51d24f6a8b0c2d4e6f8a1b3c/execroot/_main/bazel-out/k8-fastbuild/testlogs/services/dispatch/store/store_integration_test/test.log)
INFO: From Testing //services/dispatch/store:store_integration_test:
==================== Test output for //services/dispatch/store:store_integration_test:
--- FAIL: TestAssignShipment (0.01s)
    store_integration_test.go:31: failed to connect to \`user=quarry database=quarry_dev\`: 127.0.0.1:5433 (localhost): dial error: dial tcp 127.0.0.1:5433: connect: connection refused
FAIL
================================================================================
FAIL: //services/routing/cache:cache_integration_test (see /home/dev/.cache/bazel/_bazel_dev/9a0b7c3e51d24f6a8b0c2d4e6f8a1b3c/execroot/_main/bazel-out/k8-fastbuild/testlogs/services/routing/cache/cache_integration_test/test.log)
INFO: From Testing //services/routing/cache:cache_integration_test:
==================== Test output for //services/routing/cache:cache_integration_test:
--- FAIL: TestRouteCacheRoundTrip (0.00s)
    cache_integration_test.go:22: dial tcp 127.0.0.1:6380: connect: connection refused
FAIL
================================================================================
INFO: Elapsed time: 48.771s, Critical Path: 21.40s
INFO: 402 processes: 141 internal, 261 linux-sandbox.
INFO: Build completed, 2 tests FAILED, 402 total actions
//services/dispatch/store:store_integration_test                         FAILED in 0.6s
//services/routing/cache:cache_integration_test                          FAILED in 0.4s

Executed 76 out of 76 tests: 74 tests pass and 2 fail locally.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are.`;

const GOLANGCI_V2 = `Error: can't load config: unsupported version of the configuration: "" See https://golangci-lint.run/product/migration-guide for migration instructions
The command is terminated due to an error: can't load config: unsupported version of the configuration: "" See https://golangci-lint.run/product/migration-guide for migration instructions`;

const GOLANGCI_OLD = `Error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.4)
Failed executing command with error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.4)`;

const BSD_GREP = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const TILT_HANG = (user, platform) => `Tilt started on http://localhost:10350/
v0.33.21, built 2024-11-05

Initial Build
Loading Tiltfile at: /${user}/quarry/Tiltfile
local: kind get clusters
 → quarry
Successfully loaded Tiltfile (1.204s)
postgres │ Initial Build
postgres │ Tracking new pod rollout (postgres-0):
postgres │      ┊ Scheduled       - <1s
postgres │      ┊ Initialized     - <1s
postgres │      ┊ Ready           - 3s
dispatch │ Initial Build
dispatch │ STEP 1/3 — Building Dockerfile: [quarry/dispatch]
dispatch │ Building Dockerfile for platform ${platform}:
dispatch │   [builder 5/6] RUN go build -o /out/dispatch ./services/dispatch/cmd/dispatch
dispatch │ STEP 2/3 — Pushing localhost:5001/quarry/dispatch:tilt-3fa2c0e1b9d74a55
dispatch │ STEP 3/3 — Deploying
dispatch │      ┊ Ready           - 2s
dispatch │ 2026/09/03 14:12:07 INFO dispatch listening addr=:8080
Command timed out after 2m 0.0s`;

const KUSTOMIZE_HELM = (prefix) => `${prefix}: trouble configuring builtin HelmChartInflationGenerator with config: \`
name: redis
namespace: quarry
releaseName: redis
repo: oci://registry-1.docker.io/bitnamicharts
valuesFile: values.yaml
version: 20.6.2
\`: must specify --enable-helm`;

const STAGING_FORBIDDEN = `Error from server (Forbidden): error when retrieving current configuration of:
Resource: "apps/v1, Resource=deployments", GroupVersionKind: "apps/v1, Kind=Deployment"
Name: "dispatch", Namespace: "quarry"
from server for: "deploy/overlays/kind": deployments.apps "dispatch" is forbidden: User "ana@quarry.dev" cannot get resource "deployments" in API group "apps" in the namespace "quarry"
Error from server (Forbidden): error when retrieving current configuration of:
Resource: "apps/v1, Resource=deployments", GroupVersionKind: "apps/v1, Kind=Deployment"
Name: "routing", Namespace: "quarry"
from server for: "deploy/overlays/kind": deployments.apps "routing" is forbidden: User "ana@quarry.dev" cannot get resource "deployments" in API group "apps" in the namespace "quarry"`;

const PSQL_REFUSED = (port) => `psql: error: connection to server at "localhost" (::1), port ${port} failed: Connection refused
	Is the server running on that host and accepting TCP/IP connections?
connection to server at "localhost" (127.0.0.1), port ${port} failed: Connection refused
	Is the server running on that host and accepting TCP/IP connections?`;

const GH006 = `remote: error: GH006: Protected branch update failed for refs/heads/trunk.
remote: 
remote: - Cannot force-push to this branch
remote: 
remote: - Changes must be made through a pull request.
To github.com:quarry-logistics/quarry.git
 ! [remote rejected]   trunk -> trunk (protected branch hook declined)
error: failed to push some refs to 'github.com:quarry-logistics/quarry.git'`;

const PUSH_FETCH_FIRST = `To github.com:quarry-logistics/quarry.git
 ! [rejected]          feat/eta-window -> feat/eta-window (fetch first)
error: failed to push some refs to 'github.com:quarry-logistics/quarry.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const REBASE_CONFLICT = `Auto-merging services/routing/eta.go
CONFLICT (content): Merge conflict in services/routing/eta.go
error: could not apply 7d1e4b2... routing: cache ETA lookups in redis
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
hint: You can instead skip this commit: run "git rebase --skip".
hint: To abort and get back to the state before "git rebase", run "git rebase --abort".
Could not apply 7d1e4b2... routing: cache ETA lookups in redis`;

const GEN_DRIFT = `buf generate
diff --git a/gen/go/dispatch/v1/dispatch.pb.go b/gen/go/dispatch/v1/dispatch.pb.go
index 3c9e1f0..b71a2d4 100644
--- a/gen/go/dispatch/v1/dispatch.pb.go
+++ b/gen/go/dispatch/v1/dispatch.pb.go
@@ -412,16 +412,6 @@ func (x *AssignRequest) GetVehicleId() string {
 	return ""
 }
 
-// GetPriorityOrDefault returns the priority, or 5 when unset.
-func (x *AssignRequest) GetPriorityOrDefault() int32 {
-	if x != nil && x.Priority != 0 {
-		return x.Priority
-	}
-	return 5
-}
-
 func (x *AssignRequest) GetPriority() int32 {
 	if x != nil {
 		return x.Priority
Error: Process completed with exit code 1.`;

const CRANE_UNAUTHORIZED = `INFO: Running command line: bazel-bin/services/dispatch/push_/push
2026/09/18 09:41:12 existing blob: sha256:2c3f1e0b8a7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e
Error: POST https://ghcr.io/v2/quarry-logistics/dispatch/blobs/uploads/: UNAUTHORIZED: authentication required; [map[Action:pull Class: Name:quarry-logistics/dispatch Type:repository] map[Action:push Class: Name:quarry-logistics/dispatch Type:repository]]`;

const DOCKER_PUSH_UNAUTH = `The push refers to repository [ghcr.io/quarry-logistics/routing]
5f70bf18a086: Preparing
a3c1e0b7d2f4: Preparing
e81bff2725db: Preparing
unauthorized: unauthenticated: User cannot be authenticated with the token provided.`;

const KUSTOMIZE_MISSING = `Error: accumulating resources: accumulation err='accumulating resources from 'namespace-billing.yaml': evalsymlink failure on '/home/dev/quarry/deploy/overlays/kind/namespace-billing.yaml' : lstat /home/dev/quarry/deploy/overlays/kind/namespace-billing.yaml: no such file or directory': must build at directory: not a valid directory: evalsymlink failure on '/home/dev/quarry/deploy/overlays/kind/namespace-billing.yaml' : lstat /home/dev/quarry/deploy/overlays/kind/namespace-billing.yaml: no such file or directory`;

const TILT_CI_CRASH = `Tilt started on http://localhost:10351/
v0.33.21, built 2024-11-05

Initial Build
Loading Tiltfile at: /Users/kai/quarry/Tiltfile
Successfully loaded Tiltfile (1.311s)
routing │ Initial Build
routing │ STEP 1/3 — Building Dockerfile: [quarry/routing]
routing │ STEP 2/3 — Pushing localhost:5001/quarry/routing:tilt-81d0a7c24e5f9b13
routing │ STEP 3/3 — Deploying
routing │ panic: config: REDIS_URL is not set
routing │ 
routing │ goroutine 1 [running]:
routing │ main.main()
routing │ 	/src/services/routing/cmd/routing/main.go:38 +0x3c4
Error: Pod routing-5b7d9c8f6d-q8x2n in error state: CrashLoopBackOff`;

const BAZELISK_OFFLINE = `2026/09/29 07:12:44 could not download Bazel: failed to download bazel: failed to download bazel: HTTP GET https://releases.bazel.build/7.4.1/release/bazel-7.4.1-linux-x86_64 failed: Get "https://releases.bazel.build/7.4.1/release/bazel-7.4.1-linux-x86_64": dial tcp: lookup releases.bazel.build on 127.0.0.53:53: server misbehaving`;

const RG_LOOKAROUND = `rg: regex parse error:
    (?:(?<=image: )ghcr\\.io/\\S+)
       ^^^^
error: look-around, including look-ahead and look-behind, is not supported

Consider enabling PCRE2 with the --pcre2 flag, which can handle backreferences
and look-around.`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'quarry', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'bazelisk', 'bazel build //services/dispatch/...', BAZEL_PIN('ana', '8.0.0'), 1, 'Build the dispatch service'],
      ['prompt', 'bazelisk', 'bazelisk. brew bazel is 8.x and we pin 7.4.1 in .bazelversion'],
      ['fail', 'gazelle', 'bazelisk build //services/dispatch/...', STRICT_DEPS({ root: '/Users/ana/quarry', sandbox: MAC_SANDBOX('ana', 112), exec: 'darwin_arm64-opt-exec-ST-d57f47055a04', kind: 'darwin-sandbox', svc: 'dispatch', file: 'handler.go', importPath: 'github.com/quarry-logistics/quarry/pkg/geo', elapsed: '6.418' }), 1],
      ['prompt', 'gazelle', 'you added an import, so run gazelle. BUILD files dont update themselves'],
      ['ok', 'bazelisk run //:gazelle && bazelisk build //services/dispatch/...'],
    ],
  },
  {
    machine: 'linux', project: 'quarry', start: '2026-09-01T13:10:00Z',
    steps: [
      ['fail', 'go-version', 'go test ./pkg/geo/...', 'go: go.mod requires go >= 1.23.4 (running go 1.22.2; GOTOOLCHAIN=local)', 1, 'Run the geo package tests'],
      ['prompt', 'go-version', 'the ubuntu golang package is 1.22, we are on go 1.23.4 (see the toolchain line in go.mod). go install golang.org/dl/go1.23.4@latest'],
      ['prompt', 'x:pl-empty-route-test', 'dodaj jeszcze test dla pustej trasy (zero przystanków), ma zwracać 0 a nie panic'],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-09-02T01:30:00Z',
    steps: [
      ['fail', 'gsed-mac', "sed -i 's/newTag: .*/newTag: dev-4f2a9c1/' deploy/overlays/kind/kustomization.yaml", 'sed: 1: "deploy/overlays/kind/ku ...": extra characters at the end of d command', 1, 'Bump the image tag in the kind overlay'],
      ['prompt', 'gsed-mac', 'mac の sed は BSD 版なので -i の書き方が違います。brew の gsed を使ってください'],
      ['fail', 'kind-name', 'kind load docker-image quarry/dispatch:dev', 'ERROR: no nodes found for cluster "kind"', 1],
      ['prompt', 'kind-name', 'the cluster is called quarry, not kind. pass --name quarry to kind'],
      ['ok', 'kind load docker-image quarry/dispatch:dev --name quarry'],
    ],
  },
  {
    machine: 'codex', project: 'quarry', start: '2026-09-02T09:05:00Z',
    steps: [
      ['fail', 'make-db-migrate', 'make migrate', "make: *** No rule to make target 'migrate'.  Stop.", 2],
      ['prompt', 'make-db-migrate', 'its db-migrate'],
      ['fail', 'db-name', 'DATABASE_URL="postgres://quarry:quarry@localhost:5433/quarry?sslmode=disable" make db-migrate', 'migrate -path db/migrations -database "postgres://quarry:quarry@localhost:5433/quarry?sslmode=disable" up\nerror: pq: database "quarry" does not exist\nmake: *** [Makefile:61: db-migrate] Error 1', 2],
      ['prompt', 'db-name', 'the local db is quarry_dev, it is right there in .env.example. why are you making up urls'],
      ['ok', 'make db-migrate'],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-09-03T14:00:00Z',
    steps: [
      ['fail', 'tilt-ci', 'tilt up', TILT_HANG('Users/ana', 'linux/arm64'), 143, 'Start the local dev environment'],
      ['prompt', 'tilt-ci', 'tilt up never returns, it just sits there streaming. if you need to wait for everything to be up use tilt ci'],
      ['agent', 'tilt-ci', 'Ran `tilt up` from a non-interactive shell and it blocked until the timeout; use `tilt ci` to bring resources up and exit.'],
      ['prompt', 'x:ko-log-level', 'dispatch 로그 레벨 debug로 바꿔줘요, values-kind.yaml 에서'],
    ],
  },
  {
    machine: 'linux', project: 'quarry', start: '2026-09-03T15:40:00Z',
    steps: [
      ['fail', 'make-proto-first', 'bazelisk build //services/dispatch/...', GO_STALE_PROTO({ root: '/home/dev/quarry', exec: 'k8-opt-exec-ST-d57f47055a04', os: 'linux_amd64', svc: 'dispatch', line: 'services/dispatch/handler.go:88:15: req.EtaWindow undefined (type *dispatchv1.AssignRequest has no field or method EtaWindow)' }), 1],
      ['prompt', 'make-proto-first', 'najpierw make proto — po zmianie .proto gen/ sam się nie odświeży'],
    ],
  },
  {
    machine: 'ci', project: 'quarry', start: '2026-09-04T10:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f ci/compose.integration.yaml up -d', 'bash: line 1: docker-compose: command not found', 127],
      ['agent', 'compose-v2', '`docker-compose` (v1) is not installed on the ubuntu-24.04 runner; use the Compose v2 plugin, `docker compose -f ci/compose.integration.yaml up -d`.'],
      ['ok', 'docker compose -f ci/compose.integration.yaml up -d --wait'],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-09-04T02:10:00Z',
    steps: [
      ['fail', 'helm-upgrade-install', 'helm install dispatch charts/dispatch -n quarry -f charts/dispatch/values-kind.yaml --kube-context kind-quarry', 'Error: INSTALLATION FAILED: cannot re-use a name that is still in use', 1],
      ['prompt', 'helm-upgrade-install', 'helm upgrade --install please. plain install always breaks the second time'],
      ['fail', 'helm-values-kind', 'helm upgrade --install routing charts/routing -n quarry -f charts/routing/values-local.yaml --kube-context kind-quarry', 'Error: open charts/routing/values-local.yaml: no such file or directory', 1],
      ['prompt', 'helm-values-kind', 'not values-local, values-kind.yaml'],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-09-07T08:30:00Z',
    steps: [
      ['fail', 'kube-context', 'kubectl apply -k deploy/overlays/kind', STAGING_FORBIDDEN, 1, 'Apply the kind overlay'],
      ['prompt', 'kube-context', 'WAIT. that went to quarry-staging!! ALWAYS --context kind-quarry, never trust whatever the current context is'],
      ['agent', 'kube-context', 'kubectl ran against the current context (quarry-staging); pass `--context kind-quarry` explicitly on every local kubectl call.'],
      ['fail', 'namespace', 'kubectl --context kind-quarry rollout status deploy/dispatch', 'Error from server (NotFound): deployments.apps "dispatch" not found', 1],
      ['prompt', 'namespace', '-n quarry. nothing of ours lives in default'],
    ],
  },
  {
    machine: 'linux', project: 'quarry', start: '2026-09-07T12:00:00Z',
    steps: [
      ['fail', 'bazelisk', 'bazel test //pkg/...', '/bin/bash: line 1: bazel: command not found', 127],
      ['prompt', 'bazelisk', 'there is no bazel binary on this box, only bazelisk. same on CI'],
      ['fail', 'test-tags', 'bazelisk test //...', BAZEL_INTEGRATION, 3],
      ['prompt', 'test-tags', 'make test. //... pulls in the integration targets and those want the kind cluster + postgres + redis up'],
      ['ok', 'make test'],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-09-08T01:00:00Z',
    steps: [
      ['fail', 'grep-P', "grep -oP '(?<=image: )ghcr\\.io/\\S+' deploy/overlays/kind/*.yaml", BSD_GREP, 2],
      ['agent', 'grep-P', 'macOS grep has no -P (PCRE); use rg (`rg -o`, or `rg -P` for look-behind) instead.'],
      ['fail', 'x:gsed-unterminated', "gsed -i 's/replicas: 1/replicas: 2' deploy/overlays/kind/dispatch-patch.yaml", "gsed: -e expression #1, char 24: unterminated `s' command", 1],
      ['prompt', 'x:ja-pr-description', 'PR の説明は英語で書いて、最後に日本語の要約も付けてください'],
    ],
  },
  {
    machine: 'codex', project: 'quarry', start: '2026-09-08T14:00:00Z',
    steps: [
      ['fail', 'pg-port-5433', 'psql -h localhost -U quarry -d quarry_dev -c "select count(*) from shipments"', PSQL_REFUSED(5432), 2],
      ['prompt', 'pg-port-5433', '5433. tilt forwards postgres to 5433 because half the team has a brew postgres sitting on 5432'],
      ['fail', 'x:psql-column-missing', 'psql -h localhost -p 5433 -U quarry -d quarry_dev -c "select id, eta from shipments limit 5"', 'ERROR:  column "eta" does not exist\nLINE 1: select id, eta from shipments limit 5\n                   ^\nHINT:  Perhaps you meant to reference the column "shipments.eta_at".', 1],
      ['fail', 'yq-v4', "yq e '.eta_at' db/fixtures/shipments.yaml", "usage: yq [-h] [--yaml-output] [--yaml-roundtrip] [--yaml-output-grammar-version {1.1,1.2}] [--width WIDTH] [--indentless-lists] [--explicit-start] [--explicit-end] [--in-place] [--version] [jq_filter] [files ...]\nyq: error: argument files: can't open '.eta_at': [Errno 2] No such file or directory: '.eta_at'", 2],
      ['prompt', 'yq-v4', 'thats the python yq from apt. we use mikefarah yq v4: go install github.com/mikefarah/yq/v4@v4.44.3'],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-09-09T09:00:00Z',
    steps: [
      ['fail', 'brew-prefix', '/usr/local/opt/libpq/bin/psql -h localhost -p 5433 -U quarry -d quarry_dev -c "\\dt"', 'zsh: no such file or directory: /usr/local/opt/libpq/bin/psql', 127],
      ['prompt', 'brew-prefix', '애플 실리콘이라 brew는 /opt/homebrew 밑에 있어요. /usr/local 아니에요'],
      ['fail', 'kustomize-enable-helm', 'kubectl --context kind-quarry apply -k deploy/addons/redis', KUSTOMIZE_HELM('error'), 1],
      ['prompt', 'kustomize-enable-helm', 'apply -k cant inflate the helm charts in addons. kustomize build --enable-helm deploy/addons/redis | kubectl --context kind-quarry apply -f -'],
    ],
  },
  {
    machine: 'linux', project: 'quarry', start: '2026-09-10T07:30:00Z',
    steps: [
      ['fail', 'gazelle', 'bazelisk build //services/routing/...', STRICT_DEPS({ root: '/home/dev/quarry', sandbox: LINUX_SANDBOX(87), exec: 'k8-opt-exec-ST-d57f47055a04', kind: 'linux-sandbox', svc: 'routing', file: 'cache.go', importPath: 'github.com/redis/go-redis/v9', elapsed: '4.112' }), 1],
      ['prompt', 'gazelle', 'gazelle again. bazelisk run //:gazelle every time the imports change'],
      ['fail', 'bazel-mod-tidy', 'bazelisk run //:gazelle && bazelisk build //services/routing/...', MOD_TIDY({ repo: 'com_github_redis_go_redis_v9', svc: 'routing', target: '//services/routing:routing' }), 1],
      ['prompt', 'bazel-mod-tidy', 'after go get you also need bazelisk mod tidy, otherwise use_repo in MODULE.bazel is out of sync'],
      ['ok', 'bazelisk mod tidy && bazelisk build //services/routing/...'],
      ['fail', 'trunk-branch', 'git fetch origin && git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'trunk-branch', 'we are on trunk here, there is no main'],
      ['fail', 'x:rebase-conflict', 'git rebase origin/trunk', REBASE_CONFLICT, 1],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-09-10T15:00:00Z',
    steps: [
      ['fail', 'golangci-pin', 'golangci-lint run ./...', GOLANGCI_V2, 3],
      ['prompt', 'golangci-pin', 'make lint. it runs the pinned 1.61 through bazel; your brew one is v2 and our .golangci.yml is still v1 format'],
      ['fail', 'x:make-lint-errcheck', 'make lint', 'bazelisk run //tools/lint:golangci-lint -- run ./...\nINFO: Running command line: bazel-bin/tools/lint/golangci-lint_/golangci-lint run ./...\nservices/routing/cache.go:42:33: Error return value of `rdb.Set(ctx, key, payload, ttl).Err` is not checked (errcheck)\n\trdb.Set(ctx, key, payload, ttl).Err()\n\t                               ^\n1 issues:\n* errcheck: 1\nmake: *** [lint] Error 1', 2],
    ],
  },
  {
    machine: 'ci', project: 'quarry', start: '2026-09-11T10:30:00Z',
    steps: [
      ['fail', 'migrate-timestamp', 'scripts/check-migrations.sh', 'db/migrations/000043_add_eta_window.up.sql: migration names must start with a UTC timestamp (YYYYMMDDHHMMSS_)\ndb/migrations/000043_add_eta_window.down.sql: migration names must start with a UTC timestamp (YYYYMMDDHHMMSS_)\n2 bad migration file name(s); create migrations with `make db-new NAME=...`', 1],
      ['agent', 'migrate-timestamp', 'Created the migration with `migrate create -seq`; this repo uses timestamped names, create migrations with `make db-new NAME=...`.'],
      ['fail', 'x:compose-port-allocated', 'docker compose -f ci/compose.integration.yaml up -d --wait', ' Network ci_default  Creating\n Network ci_default  Created\n Container ci-postgres-1  Starting\n Container ci-redis-1  Starting\n Container ci-postgres-1  Started\nError response from daemon: driver failed programming external connectivity on endpoint ci-redis-1 (3b9e0d1f7c2a): Bind for 0.0.0.0:6379 failed: port is already allocated', 1],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-09-14T02:00:00Z',
    steps: [
      ['fail', 'x:bazel-server-crash', 'bazelisk build //...', "Server terminated abruptly (error code: 14, error message: 'Socket closed', log file: '/private/var/tmp/_bazel_kai/4c1d8e0b5a7f2e3d9c6b1a0f8e7d6c5b/server/jvm.out')", 37],
      ['ok', 'bazelisk build //...'],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-09-15T08:00:00Z',
    steps: [
      ['fail', 'gsed-mac', "sed -i 's/replicaCount: 1/replicaCount: 2/' charts/dispatch/values-kind.yaml", 'sed: 1: "charts/dispatch/values ...": command c expects \\ followed by text', 1],
      ['prompt', 'gsed-mac', 'gsed on the mac pls'],
      ['fail', 'helm-upgrade-install', 'helm install redis-cache charts/redis-cache -n quarry --kube-context kind-quarry -f charts/redis-cache/values-kind.yaml', 'Error: INSTALLATION FAILED: cannot re-use a name that is still in use', 1],
      ['agent', 'helm-upgrade-install', '`helm install` fails when the release already exists; use `helm upgrade --install` so the deploy is idempotent.'],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-09-16T01:30:00Z',
    steps: [
      ['fail', 'db-name', 'psql -h localhost -p 5433 -U quarry -c "\\dt"', 'psql: error: connection to server at "localhost" (::1), port 5433 failed: FATAL:  database "quarry" does not exist', 2],
      ['prompt', 'db-name', 'local DB name is quarry_dev (-d quarry_dev)'],
      ['fail', 'x:pg-forward-dead', 'psql -h localhost -p 5433 -U quarry -d quarry_dev -c "\\dt"', PSQL_REFUSED(5433), 2],
      ['ok', 'psql -h localhost -p 5433 -U quarry -d quarry_dev -c "\\dt"'],
    ],
  },
  {
    machine: 'linux', project: 'quarry', start: '2026-09-17T08:00:00Z',
    steps: [
      ['fail', 'go-version', 'go mod tidy', 'go: go.mod requires go >= 1.23.4 (running go 1.22.2; GOTOOLCHAIN=local)', 1],
      ['prompt', 'go-version', 'again the apt 1.22… go1.23.4 mod tidy'],
      ['fail', 'x:go-proxy-timeout', 'go1.23.4 mod tidy', 'go: downloading github.com/paulmach/orb v0.11.1\ngo: github.com/paulmach/orb@v0.11.1: Get "https://proxy.golang.org/github.com/paulmach/orb/@v/v0.11.1.zip": dial tcp 142.250.186.177:443: i/o timeout', 1],
      ['fail', 'bazel-mod-tidy', 'bazelisk test //services/routing/...', MOD_TIDY({ repo: 'com_github_paulmach_orb', svc: 'routing', target: '//services/routing:routing_test', test: true }), 1],
      ['agent', 'bazel-mod-tidy', 'After adding a Go dependency, run `bazelisk mod tidy` so use_repo in MODULE.bazel lists the new go_deps repository.'],
      ['fail', 'force-push', 'git push --force origin trunk', GH006, 1],
      ['prompt', 'force-push', 'NIGDY force push na trunk!! na własnym branchu najwyżej --force-with-lease'],
      ['fail', 'x:push-fetch-first', 'git push origin feat/eta-window', PUSH_FETCH_FIRST, 1],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-09-18T09:00:00Z',
    steps: [
      ['fail', 'amd64-config', 'kubectl --context quarry-staging -n quarry rollout status deploy/dispatch --timeout=120s', 'Waiting for deployment "dispatch" rollout to finish: 1 old replicas are pending termination...\nWaiting for deployment "dispatch" rollout to finish: 1 old replicas are pending termination...\nerror: timed out waiting for the condition', 1],
      ['prompt', 'amd64-config', 'pods say "exec /app/dispatch: exec format error". you built the image on the mac so it is arm64, staging nodes are amd64. --config=amd64 when you build images to push'],
      ['fail', 'ghcr-login', 'bazelisk run --config=amd64 //services/dispatch:push', CRANE_UNAUTHORIZED, 1],
      ['prompt', 'ghcr-login', 'make ghcr-login first, the gh token it uses expires'],
      ['ok', 'make ghcr-login && bazelisk run --config=amd64 //services/dispatch:push'],
    ],
  },
  {
    machine: 'ci', project: 'quarry', start: '2026-09-21T11:00:00Z',
    steps: [
      ['fail', 'x:buf-rate-limit', 'make proto', 'buf generate\nFailure: resource_exhausted: too many requests: please sign in with buf registry login to increase your rate limit\nmake: *** [Makefile:34: proto] Error 1', 2],
      ['fail', 'no-edit-gen', 'make proto && git diff --exit-code gen/', GEN_DRIFT, 1],
      ['agent', 'no-edit-gen', 'A helper was hand-written into gen/go/dispatch/v1/dispatch.pb.go and `make proto` wiped it; never edit generated code under gen/, put helpers in pkg/ and regenerate.'],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-09-22T02:00:00Z',
    steps: [
      ['prompt', 'no-edit-gen', 'gen/ is generated, please dont hand-edit it. fix the proto and run make proto'],
      ['fail', 'make-proto-first', 'bazelisk test //services/routing:routing_test', GO_STALE_PROTO({ root: '/Users/kai/quarry', exec: 'darwin_arm64-opt-exec-ST-d57f47055a04', os: 'darwin_arm64', svc: 'routing', line: 'services/routing/eta.go:57:22: req.GetEtaWindow undefined (type *routingv1.EstimateRequest has no field or method GetEtaWindow)', test: true }), 1],
      ['prompt', 'make-proto-first', 'when you change a proto: make proto first, then build'],
    ],
  },
  {
    machine: 'codex', project: 'quarry', start: '2026-09-22T14:00:00Z',
    steps: [
      ['fail', 'kind-name', 'kind get kubeconfig > /tmp/kind.kubeconfig', "ERROR: could not locate any control plane nodes for cluster named 'kind'. Use the --name option to select a different cluster", 1],
      ['prompt', 'kind-name', 'cluster isnt called kind. --name quarry'],
      ['fail', 'x:kind-cluster-exists', 'kind create cluster --name quarry --config deploy/kind/cluster.yaml', 'Creating cluster "quarry" ...\nERROR: failed to create cluster: node(s) already exist for a cluster with the name "quarry"', 1],
      ['fail', 'trunk-branch', 'gh pr create --base main --title "routing: cache ETA lookups" --body-file /tmp/pr.md', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['agent', 'trunk-branch', 'The default branch here is `trunk`, not `main`; open PRs with `--base trunk` and rebase on `origin/trunk`.'],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-09-23T08:30:00Z',
    steps: [
      ['ok', 'make redis-cli ARGS="FLUSHALL"'],
      ['prompt', 'redis-flushall', 'whoa, do NOT flushall. the rate limiter and session keys live in that same redis. delete by prefix (quarry:routecache:*)'],
      ['agent', 'redis-flushall', 'Cleared the route cache with FLUSHALL, which also wiped rate-limit and session keys; delete only `quarry:routecache:*` keys (SCAN + UNLINK), never FLUSHALL.'],
      ['fail', 'grep-P', "grep -rnP 'routecache:\\w+' services/", BSD_GREP, 2],
      ['prompt', 'grep-P', 'rg. there is no -P in mac grep, we went over this'],
      ['fail', 'x:rg-lookaround', "rg -o '(?<=image: )ghcr\\.io/\\S+' deploy/", RG_LOOKAROUND, 2],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-09-25T01:00:00Z',
    steps: [
      ['fail', 'x:tilt-port-in-use', 'tilt up', 'Error: Tilt cannot start because you already have another process on port 10350\nIf you want to run multiple Tilt instances simultaneously,\nuse the --port flag or TILT_PORT env variable to set a custom port\nOriginal error: listen tcp 127.0.0.1:10350: bind: address already in use', 1],
      ['fail', 'tilt-ci', 'tilt up --port 10351', TILT_HANG('Users/kai', 'linux/arm64'), 143],
      ['prompt', 'tilt-ci', '待つだけなら tilt ci で。tilt up は終わらないです（前にも言われてたはず）'],
      ['fail', 'x:tilt-ci-crashloop', 'tilt ci --port 10351', TILT_CI_CRASH, 1],
      ['prompt', 'x:ja-redis-url', 'routing の REDIS_URL、values-kind.yaml に足し忘れてますね。追加してください'],
    ],
  },
  {
    machine: 'linux', project: 'quarry', start: '2026-09-29T07:00:00Z',
    steps: [
      ['fail', 'x:bazelisk-offline', 'bazelisk version', BAZELISK_OFFLINE, 1],
      ['fail', 'buf-not-protoc', 'protoc -I proto --go_out=gen/go --go_opt=paths=source_relative proto/routing/v1/routing.proto', 'buf/validate/validate.proto: File not found.\nrouting/v1/routing.proto:6:1: Import "buf/validate/validate.proto" was not found or had errors.\nrouting/v1/routing.proto:41:5: "buf.validate.field" is not defined.', 1],
      ['prompt', 'buf-not-protoc', 'we dont need protoc, codegen goes through buf (buf.gen.yaml) and deps like protovalidate come from the BSR'],
      ['ok', 'buf generate'],
      ['prompt', 'x:billing-namespace-request', 'we need a billing namespace in the kind overlay too, please add it'],
      ['fail', 'x:kustomize-missing-file', 'kustomize build --enable-helm deploy/overlays/kind', KUSTOMIZE_MISSING, 1],
      ['fail', 'kustomize-enable-helm', 'kustomize build deploy/addons/redis | kubectl --context kind-quarry apply -f -', `${KUSTOMIZE_HELM('Error')}\nerror: no objects passed to apply`, 1],
      ['prompt', 'kustomize-enable-helm', 'bez --enable-helm nie zadziała, addons mają helmCharts'],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-10-01T02:00:00Z',
    steps: [
      ['fail', 'brew-prefix', 'ls /usr/local/Cellar/bazelisk', 'ls: /usr/local/Cellar/bazelisk: No such file or directory', 1],
      ['prompt', 'brew-prefix', 'homebrew is under /opt/homebrew on the M-series macs'],
      ['fail', 'x:docker-daemon-down', 'docker build -t quarry/dispatch:dev -f services/dispatch/Dockerfile .', 'ERROR: Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  {
    machine: 'codex', project: 'quarry', start: '2026-10-02T10:00:00Z',
    steps: [
      ['prompt', 'migrate-down', 'before you touch that: never run migrate down against anything but your local db, and never without a count. plain down drops every table'],
      ['agent', 'migrate-down', 'Was about to run `migrate down` with no step count, which rolls back every migration; roll back only locally and with an explicit count (`make db-rollback N=1`).'],
      ['fail', 'x:migrate-dirty', 'make db-migrate', 'migrate -path db/migrations -database "$DATABASE_URL" up\nerror: Dirty database version 20260921093000. Fix and force version.\nmake: *** [Makefile:61: db-migrate] Error 1', 2],
      ['fail', 'kube-context', 'helm upgrade --install dispatch charts/dispatch -n quarry -f charts/dispatch/values-kind.yaml', 'Error: query: failed to query with labels: secrets is forbidden: User "dev@quarry.dev" cannot list resource "secrets" in API group "" in the namespace "quarry"', 1],
      ['prompt', 'kube-context', 'you hit staging again. --kube-context kind-quarry, always'],
      ['ok', 'helm upgrade --install dispatch charts/dispatch -n quarry -f charts/dispatch/values-kind.yaml --kube-context kind-quarry'],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-10-05T08:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f ci/compose.integration.yaml config', '(eval):1: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'docker compose, two words. v1 is long dead'],
      ['fail', 'x:ghcr-tls-timeout', 'make ghcr-login', 'gh auth token | docker login ghcr.io -u ana --password-stdin\nError response from daemon: Get "https://ghcr.io/v2/": net/http: TLS handshake timeout\nmake: *** [ghcr-login] Error 1', 2],
      ['prompt', 'amd64-config', 'push 할 때 --config=amd64 꼭 붙여요. 안 그러면 또 exec format error'],
      ['fail', 'pg-port-5433', 'psql -h localhost -U quarry -d quarry_dev -c "\\d shipments"', 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  role "quarry" does not exist', 2],
      ['prompt', 'pg-port-5433', 'thats your brew postgres answering on 5432. ours is the port-forward on 5433'],
      ['fail', 'gazelle', 'bazelisk test //services/dispatch/...', STRICT_DEPS({ root: '/Users/ana/quarry', sandbox: MAC_SANDBOX('ana', 241), exec: 'darwin_arm64-opt-exec-ST-d57f47055a04', kind: 'darwin-sandbox', svc: 'dispatch', file: 'assign.go', importPath: 'github.com/quarry-logistics/quarry/pkg/ratelimit', elapsed: '3.775' }), 1],
      ['prompt', 'gazelle', 'that again? gazelle'],
    ],
  },
  {
    machine: 'linux', project: 'quarry', start: '2026-10-05T12:30:00Z',
    steps: [
      ['fail', 'golangci-pin', 'golangci-lint run ./services/...', GOLANGCI_OLD, 3],
      ['prompt', 'golangci-pin', 'that golangci-lint on PATH is whatever apt gave you. the pinned one is make lint'],
      ['fail', 'make-db-migrate', 'make migrate-up', "make: *** No rule to make target 'migrate-up'.  Stop.", 2],
      ['agent', 'make-db-migrate', 'There is no `make migrate`/`migrate-up` target; migrations run with `make db-migrate`.'],
      ['prompt', 'kube-context', 'once more: every kubectl and helm call gets --context kind-quarry / --kube-context kind-quarry, no exceptions'],
      ['fail', 'helm-values-kind', 'helm upgrade --install dispatch charts/dispatch -n quarry -f charts/dispatch/values-dev.yaml --kube-context kind-quarry', 'Error: open charts/dispatch/values-dev.yaml: no such file or directory', 1],
      ['prompt', 'helm-values-kind', 'there is no values-dev. kind uses values-kind.yaml, staging values live in the deploy repo'],
      ['fail', 'x:helm-upgrade-timeout', 'helm upgrade --install dispatch charts/dispatch -n quarry -f charts/dispatch/values-kind.yaml --kube-context kind-quarry --wait --timeout 2m', 'Error: UPGRADE FAILED: context deadline exceeded', 1],
    ],
  },
  {
    machine: 'codex', project: 'quarry', start: '2026-10-06T14:00:00Z',
    steps: [
      ['fail', 'namespace', 'kubectl --context kind-quarry logs deploy/routing --tail=50', 'error: error from server (NotFound): deployments.apps "routing" not found in namespace "default"', 1],
      ['agent', 'namespace', 'Our workloads run in namespace `quarry`, not `default`; pass `-n quarry` to kubectl.'],
      ['fail', 'x:kubectl-staging-expired', 'kubectl --context quarry-staging -n quarry get pods', 'E1006 14:12:31.482113   20817 memcache.go:265] couldn\'t get current server API group list: the server has asked for the client to provide credentials\nerror: You must be logged in to the server (the server has asked for the client to provide credentials)', 1],
      ['fail', 'ghcr-login', 'docker push ghcr.io/quarry-logistics/routing:dev-91ac0e2', DOCKER_PUSH_UNAUTH, 1],
      ['agent', 'ghcr-login', 'Pushing to ghcr.io failed as unauthenticated; run `make ghcr-login` before any image push.'],
      ['prompt', 'migrate-timestamp', 'and the new migration: no -seq, timestamps. make db-new NAME=add_route_cache_index'],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-10-07T01:20:00Z',
    steps: [
      ['fail', 'yq-v4', "yq eval '.image.repository' charts/routing/values.yaml", 'jq: error: eval/0 is not defined at <top-level>, line 1:\neval\njq: 1 compile error', 3],
      ['prompt', 'yq-v4', 'thats the python yq again. install mikefarah yq v4 (brew install yq)'],
      ['fail', 'x:yq-file-typo', "yq -i '.image.tag = \"dev-91ac0e2\"' charts/routing/values.yml", 'Error: open charts/routing/values.yml: no such file or directory', 1],
      ['fail', 'x:helm-values-typo', 'helm upgrade --install routing charts/routing -n quarry -f charts/routing/valeus-kind.yaml --kube-context kind-quarry', 'Error: open charts/routing/valeus-kind.yaml: no such file or directory', 1],
      ['fail', 'gsed-mac', "sed -i '' -e 's/tag: dev-.*/tag: dev-c7e19f0/' ./charts/routing/values-kind.yaml && sed -i 's/appVersion: .*/appVersion: dev-c7e19f0/' ./charts/routing/Chart.yaml", 'sed: 1: "./charts/routing/Chart ...": invalid command code .', 1],
      ['agent', 'gsed-mac', 'BSD sed on macOS takes a backup suffix after -i, so `sed -i \'s/…/\' file` breaks; use `gsed -i` on the Macs.'],
    ],
  },
  {
    machine: 'ci', project: 'quarry', start: '2026-10-07T11:30:00Z',
    steps: [
      ['fail', 'bazelisk', 'bazel test //pkg/... --config=ci', 'bash: line 1: bazel: command not found', 127],
      ['agent', 'bazelisk', 'The runner has no `bazel` on PATH; the workflow installs bazelisk, so call `bazelisk` (it reads .bazelversion).'],
      ['fail', 'x:bazel-test-real-failure', 'bazelisk test //services/dispatch/... --config=ci', 'FAIL: //services/dispatch:dispatch_test (see /root/.cache/bazel/_bazel_root/7c2e5a91d04b3f68e1a2c9d0b7f4e3a1/execroot/_main/bazel-out/k8-fastbuild/testlogs/services/dispatch/dispatch_test/test.log)\nINFO: From Testing //services/dispatch:dispatch_test:\n==================== Test output for //services/dispatch:dispatch_test:\n--- FAIL: TestAssignPrefersNearestVehicle (0.00s)\n    assign_test.go:64: Assign() vehicle = "van-07", want "van-03"\nFAIL\n================================================================================\nINFO: Build completed, 1 test FAILED, 212 total actions\n//services/dispatch:dispatch_test                                        FAILED in 0.9s\n\nExecuted 9 out of 9 tests: 8 tests pass and 1 fails locally.', 3],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-10-08T13:00:00Z',
    steps: [
      ['fail', 'make-db-migrate', 'make migrate', 'make: *** No rule to make target `migrate\'.  Stop.', 2],
      ['prompt', 'make-db-migrate', 'make db-migrate 예요. 타겟 이름 또 틀렸어요'],
      ['prompt', 'force-push', 'btw do not ever push --force to trunk, it is protected anyway. your own branch: --force-with-lease'],
      ['prompt', 'x:gazelle-exclude-request', 'add a # gazelle:exclude testdata directive in services/routing so it stops making targets for the fixtures'],
      ['fail', 'buf-not-protoc', 'protoc -I proto --go_out=gen/go proto/dispatch/v1/dispatch.proto', '(eval):1: command not found: protoc', 127],
      ['prompt', 'buf-not-protoc', 'we dont do protoc at all. buf generate'],
      ['fail', 'redis-flushall', 'make redis-cli ARGS="FLUSHDB"', 'kubectl --context kind-quarry -n quarry exec -it redis-master-0 -- redis-cli FLUSHDB\nUnable to use a TTY - input is not a terminal or the right kind of file\n(error) ERR unknown command \'FLUSHDB\', with args beginning with: \ncommand terminated with exit code 1\nmake: *** [redis-cli] Error 1', 2],
      ['prompt', 'redis-flushall', '플러시 계열은 금지예요 (FLUSHALL/FLUSHDB 둘 다 rename 해놨어요). quarry:routecache:* 만 지워요'],
    ],
  },
  {
    machine: 'linux', project: 'quarry', start: '2026-10-09T08:00:00Z',
    steps: [
      ['fail', 'buf-not-protoc', 'protoc --version', '/bin/bash: line 1: protoc: command not found', 127],
      ['agent', 'buf-not-protoc', 'protoc is not installed and not used here; protobuf codegen is `buf generate` driven by buf.gen.yaml.'],
      ['prompt', 'x:regen-ts-client', 'regenerate the TypeScript client for routing.proto as well, the web team needs eta_window'],
      ['prompt', 'test-tags', 'reminder: unit tests = make test. bazelisk test //... only when the cluster is up'],
      ['fail', 'x:proto-lint-failure', 'buf lint', 'proto/routing/v1/routing.proto:52:3:Field name "etaWindow" should be lower_snake_case, such as "eta_window".\nproto/routing/v1/routing.proto:58:1:Enum value name "DEFERRED" should be prefixed with "ROUTE_STATUS_".', 100],
      ['prompt', 'migrate-down', 'heads up: migrate down only locally and always with a step count (make db-rollback N=1). a bare down wipes the whole schema'],
      ['ok', 'make db-rollback N=1'],
    ],
  },
  {
    machine: 'mac2', project: 'quarry', start: '2026-10-12T01:00:00Z',
    steps: [
      ['fail', 'test-tags', 'bazelisk test //...', BAZEL_INTEGRATION.replaceAll('/home/dev/.cache/bazel/_bazel_dev/9a0b7c3e51d24f6a8b0c2d4e6f8a1b3c', '/private/var/tmp/_bazel_kai/4c1d8e0b5a7f2e3d9c6b1a0f8e7d6c5b').replaceAll('linux-sandbox', 'darwin-sandbox').replaceAll('k8-fastbuild', 'darwin_arm64-fastbuild'), 3],
      ['prompt', 'test-tags', 'ユニットテストは make test で。//... は結合テストも走るのでクラスタが要ります'],
      ['ok', 'make test'],
    ],
  },
  {
    machine: 'codex', project: 'quarry', start: '2026-10-13T09:00:00Z',
    steps: [
      ['agent', 'force-push', 'Was going to `git push --force` to the shared branch; never force-push trunk, and on own branches use `--force-with-lease`.'],
      ['ok', 'git push --force-with-lease origin feat/route-cache-index'],
    ],
  },
  {
    machine: 'mac', project: 'quarry', start: '2026-10-14T08:20:00Z',
    steps: [
      ['fail', 'make-proto-first', 'bazelisk build //services/dispatch/...', GO_STALE_PROTO({ root: '/Users/ana/quarry', exec: 'darwin_arm64-opt-exec-ST-d57f47055a04', os: 'darwin_arm64', svc: 'dispatch', line: 'services/dispatch/assign.go:112:9: undefined: dispatchv1.AssignmentStatus_ASSIGNMENT_STATUS_DEFERRED' }), 1],
      ['agent', 'make-proto-first', 'Changed dispatch.proto but built against stale gen/ code; run `make proto` after editing any .proto, before building.'],
      ['fail', 'go-version', 'go vet ./pkg/...', 'go: go.mod requires go >= 1.23.4 (running go 1.22.7; GOTOOLCHAIN=local)', 1],
      ['prompt', 'go-version', 'GOTOOLCHAIN=local and brew go 1.22 on your side? we pin 1.23.4, brew install go@1.23 or use go1.23.4'],
      ['prompt', 'amd64-config', 'amd64 again pls — the routing image you pushed yesterday is crashlooping on staging with exec format error'],
    ],
  },
];
