// Half ZY of the evaluation corpus, written blind (without reading rulesweep's code): "sorrel", Go
// microservices in a Bazel monorepo (bazelisk, rules_go, gazelle), buf/gRPC, GKE with kustomize
// overlays and Cloud Deploy, kind locally, Terraform on GCS, Secret Manager. Windows 11 with WSL2
// (and PowerShell by mistake), macOS zsh, Arch with fish; English, Chinese, German, Indonesian.

const DEV = 'gke_sorrel-dev_europe-west1_dev';
const STG = 'gke_sorrel-staging_europe-west1_staging';
const PROD = 'gke_sorrel-prod_europe-west1_prod';

const PS51_NF = (name, line) =>
  `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
const PS7_NF = (name) =>
  `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS51_AND = `At line:1 char:19\n+ cat .bazelversion && bazelisk version\n+                   ~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
const PS_EXEC_POLICY = `.\\scripts\\install-hooks.ps1 : File C:\\Users\\joao\\sorrel\\scripts\\install-hooks.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\install-hooks.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n`;

const BAZEL_VERSION_MISMATCH = `ERROR: The project you're trying to build requires Bazel 7.4.1 (specified in /home/yuki/sorrel/.bazelversion), but it wasn't found in /usr/share/bazel/bin.

Bazel binaries for all official releases can be downloaded from here:
  https://github.com/bazelbuild/bazel/releases

You can download the required version directly using this command:
  (cd "/usr/share/bazel/bin" && curl -fLO https://releases.bazel.build/7.4.1/release/bazel-7.4.1-linux-x86_64 && chmod +x bazel-7.4.1-linux-x86_64)`;

const STRICT_DEPS = (root, cache, pkg, file, imp) => `INFO: Analyzed 14 targets (3 packages loaded, 41 targets configured).
ERROR: ${root}/${pkg}/BUILD.bazel:3:11: GoCompilePkg ${pkg}/${pkg.split('/').pop()}.a failed: (Exit 1): builder failed: error executing GoCompilePkg command (from target //${pkg}:${pkg.split('/').pop()}) bazel-out/${cache}-opt-exec-ST-d57f47055a04/bin/external/rules_go~/go/tools/builders/builder_reset/builder compilepkg -sdk external/rules_go~~go_sdk~main___download_0 ... (remaining 47 arguments skipped)

Use --sandbox_debug to see verbose messages from the sandbox and retain the sandbox build root for debugging
compilepkg: missing strict dependencies:
\t${root}/${pkg}/${file}: import of "${imp}"
No dependencies were provided.
Check that imports in Go sources match importpath attributes in deps.
Target //${pkg}:${pkg.split('/').pop()} failed to build
INFO: Elapsed time: 4.118s, Critical Path: 3.02s
INFO: 9 processes: 6 internal, 3 ${cache === 'k8' ? 'linux-sandbox' : 'darwin-sandbox'}.
ERROR: Build did NOT complete successfully`;

const NO_REPO_VISIBLE = `ERROR: /Users/kai/sorrel/services/orders/internal/cache/BUILD.bazel:3:11: no such package '@@[unknown repo 'com_github_redis_go_redis_v9' requested from @@]//': The repository '@@[unknown repo 'com_github_redis_go_redis_v9' requested from @@]' could not be resolved: No repository visible as '@com_github_redis_go_redis_v9' from main repository and referenced by '//services/orders/internal/cache:cache'
ERROR: Analysis of target '//services/orders/internal/cache:cache' failed; build aborted: Analysis failed
INFO: Elapsed time: 1.204s
INFO: 0 processes.
ERROR: Build did NOT complete successfully`;

const NOGO_PRINTF = `ERROR: /workspace/services/orders/internal/server/BUILD.bazel:3:11: GoCompilePkg services/orders/internal/server/server.a failed: (Exit 1): builder failed: error executing GoCompilePkg command (from target //services/orders/internal/server:server) bazel-out/k8-opt-exec-ST-d57f47055a04/bin/external/rules_go~/go/tools/builders/builder_reset/builder compilepkg ... (remaining 52 arguments skipped)
compilepkg: nogo: errors found by nogo during build-time code analysis:
services/orders/internal/server/server.go:88:22: fmt.Sprintf format %d has arg req.OrderId of wrong type string (printf)
INFO: Elapsed time: 38.771s, Critical Path: 21.40s
ERROR: Build did NOT complete successfully`;

const BAZEL_TEST_FAIL = `INFO: Analyzed target //services/orders/internal/pricing:pricing_test (0 packages loaded, 0 targets configured).
FAIL: //services/orders/internal/pricing:pricing_test (see /home/dev/.cache/bazel/_bazel_dev/7b1e0c4d2f/execroot/_main/bazel-out/k8-fastbuild/testlogs/services/orders/internal/pricing/pricing_test/test.log)
INFO: From Testing //services/orders/internal/pricing:pricing_test:
==================== Test output for //services/orders/internal/pricing:pricing_test:
--- FAIL: TestTotalWithDiscount (0.00s)
    pricing_test.go:48: Total(3 items, 15% off) = 1699, want 1700
FAIL
================================================================================
//services/orders/internal/pricing:pricing_test                          FAILED in 0.4s

Executed 1 out of 1 test: 1 fails locally.`;

const BAZEL_TYPO_PKG = `ERROR: Skipping '//services/payment/...': no such package 'services/payment': BUILD file not found in any of the following directories. Add a BUILD file to a directory to mark it as a package.
 - services/payment
ERROR: no such package 'services/payment': BUILD file not found in any of the following directories. Add a BUILD file to a directory to mark it as a package.
 - services/payment
INFO: Elapsed time: 0.311s
INFO: 0 processes.
ERROR: Build did NOT complete successfully
ERROR: No test targets were found, yet testing was requested`;

const GO_NO_MODULE = `services/orders/internal/server/server.go:14:2: no required module provides package github.com/sorrel-dev/sorrel/gen/go/orders/v1; to add it:
\tgo get github.com/sorrel-dev/sorrel/gen/go/orders/v1`;
const GO_STALE_GEN = `# github.com/sorrel-dev/sorrel/services/payments/internal/api
services/payments/internal/api/server.go:23:2: undefined: paymentsv1.UnimplementedPaymentsServiceServer
services/payments/internal/api/refund.go:17:52: undefined: paymentsv1.CreateRefundRequest
FAIL\tgithub.com/sorrel-dev/sorrel/services/payments/internal/api [build failed]
FAIL`;
const GO_SUM_MISMATCH = `verifying github.com/jackc/pgx/v5@v5.7.1: checksum mismatch
\tdownloaded: h1:x7SYsPBYDkHDksogiwmZJ3D8Cqyzam/hS1pJYxXsmFQ=
\tgo.sum:     h1:5hl1KLQ4zyjLGmnOtyWDhHcuLNZYsGUn6x9dzuBrvJw=

SECURITY ERROR
This download does NOT match an earlier download recorded in go.sum.
The bits may have been replaced on the origin server, or an attacker may
have intercepted the download attempt.

For more information, see 'go help module-auth'.`;

const PROTOC_GOOGLEAPI = `google/api/annotations.proto: File not found.
orders/v1/orders.proto:7:1: Import "google/api/annotations.proto" was not found or had errors.
orders/v1/orders.proto:38:5: Option "(google.api.http)" unknown. Ensure that your proto definition file imports the proto which defines the option.`;
const PROTOC_PLUGIN = `protoc-gen-go-grpc: program not found or is not executable
Please specify a program using absolute path or make sure the program is available in your PATH system variable
--go-grpc_out: protoc-gen-go-grpc: Plugin failed with status code 1.`;
const BUF_CLONE_MAIN = `Failure: could not clone file:///home/dev/sorrel/.git: exit status 128
stderr:
warning: Could not find remote branch main to clone.
fatal: Remote branch main not found in upstream origin`;

const KUBE_NO_CONTEXT = `E0309 10:44:12.331782   90211 memcache.go:265] couldn't get current server API group list: Get "http://localhost:8080/api?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused
E0309 10:44:12.332370   90211 memcache.go:265] couldn't get current server API group list: Get "http://localhost:8080/api?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused
The connection to the server localhost:8080 was refused - did you specify the right host or port?`;
const GKE_PLUGIN = (stamp, ip) => `E${stamp}    1843 memcache.go:265] couldn't get current server API group list: Get "https://${ip}/api?timeout=32s": getting credentials: exec: executable gke-gcloud-auth-plugin not found

It looks like you are trying to use a client-go credential plugin that is not installed.

To learn more about this feature, consult the documentation available at:
      https://kubernetes.io/docs/reference/access-authn-authz/authentication/#client-go-credential-plugins

Install gke-gcloud-auth-plugin for use with kubectl by following https://cloud.google.com/kubernetes-engine/docs/how-to/cluster-access-for-kubectl#install_plugin
Unable to connect to the server: getting credentials: exec: executable gke-gcloud-auth-plugin not found`;
const PROD_APPLY_FORBIDDEN = `Error from server (Forbidden): error when retrieving current configuration of:
Resource: "apps/v1, Resource=deployments", GroupVersionKind: "apps/v1, Kind=Deployment"
Name: "orders", Namespace: "orders"
from server for: "deploy/overlays/prod": deployments.apps "orders" is forbidden: User "ana@sorrel.dev" cannot get resource "deployments" in API group "apps" in the namespace "orders": requires one of ["container.deployments.get"] permission(s).`;

const GCLOUD_NO_PROJECT = (cmd) => `ERROR: (gcloud.${cmd}) The required property [project] is not currently set.
It can be set on a per-command basis by re-running your command with the [--project] flag.

You may set it for your current workspace by running:

  $ gcloud config set project VALUE

or it can be set temporarily by the environment variable [CLOUDSDK_CORE_PROJECT]`;

const TF_INVALID_INDEX = `╷
│ Error: Invalid index
│
│   on locals.tf line 4, in locals:
│    4:   env = local.envs[terraform.workspace]
│     ├────────────────
│     │ local.envs is object with 3 attributes
│     │ terraform.workspace is "default"
│
│ The given key does not identify an element in this collection value.
╵`;
const TF_GUARD = `╷
│ Error: Resource precondition failed
│
│   on guard.tf line 3, in resource "terraform_data" "workspace_guard":
│    3:       condition     = contains(["dev", "staging", "prod"], terraform.workspace)
│     ├────────────────
│     │ terraform.workspace is "default"
│
│ Run \`terraform workspace select <env>\` first: the default workspace is not an environment.
╵`;
const TF_NO_BUCKET = `Initializing the backend...
╷
│ Error: "bucket": required field is not set
│
│
╵`;
const TF_UNDECLARED = `╷
│ Error: Reference to undeclared input variable
│
│   on memorystore.tf line 6, in resource "google_redis_instance" "cache":
│    6:   tier           = var.redis_tier
│
│ An input variable with the name "redis_tier" has not been declared. This
│ variable can be declared with a variable "redis_tier" {} block.
╵`;
const TF_LOCK = `╷
│ Error: Error acquiring the state lock
│
│ Error message: writing "gs://sorrel-tfstate/envs/staging.tflock" failed:
│ googleapi: Error 412: At least one of the pre-conditions you specified did
│ not hold., conditionNotMet
│ Lock Info:
│   ID:        1743065231847512
│   Path:      gs://sorrel-tfstate/envs/staging.tflock
│   Operation: OperationTypeApply
│   Who:       ana@ana-mbp.local
│   Version:   1.9.8
│   Created:   2026-03-27 08:47:11.847512 +0000 UTC
│   Info:
│
│
│ Terraform acquires a state lock to protect the state from being written
│ by multiple users at the same time. Please resolve the issue above and try
│ again. For most commands, you can disable locking with the "-lock=false"
│ flag, but this is not recommended.
╵`;
const TF_PROVIDER_NET = `Initializing provider plugins...
- Finding hashicorp/google versions matching "~> 6.12"...
╷
│ Error: Failed to query available provider packages
│
│ Could not retrieve the list of available versions for provider
│ hashicorp/google: could not connect to registry.terraform.io: failed to
│ request discovery document: Get
│ "https://registry.terraform.io/.well-known/terraform.json": net/http: TLS
│ handshake timeout
╵`;
const TF_SQL_409 = `google_sql_database_instance.orders: Modifying... [id=orders-dev]
╷
│ Error: Error, failed to update instance settings for : googleapi: Error 409: Operation failed because another operation was already in progress., operationInProgress
│
│   with google_sql_database_instance.orders,
│   on cloudsql.tf line 1, in resource "google_sql_database_instance" "orders":
│    1: resource "google_sql_database_instance" "orders" {
│
╵`;

const GH006 = (branch) => `remote: error: GH006: Protected branch update failed for refs/heads/${branch}.
remote: error: Cannot force-push to this branch
To github.com:sorrel-dev/sorrel.git
 ! [remote rejected] ${branch} -> ${branch} (protected branch hook declined)
error: failed to push some refs to 'github.com:sorrel-dev/sorrel.git'`;
const NON_FF = `To github.com:sorrel-dev/sorrel.git
 ! [rejected]        feat/payments-refunds -> feat/payments-refunds (non-fast-forward)
error: failed to push some refs to 'github.com:sorrel-dev/sorrel.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. If you want to integrate the remote changes,
hint: use 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const MAC_DATE_USAGE = `usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]
            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const GOLANGCI_OLD = `Error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.4)
Failed executing command with error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.4)`;
const GOLANGCI_PACKAGES = `level=error msg="Running error: context loading failed: failed to load packages: failed to load packages: failed to load with go/packages: err: exit status 1: stderr: go: go.mod requires go >= 1.23.4 (running go 1.22.5; GOTOOLCHAIN=local)\\n"`;
const LINT_ERRCHECK = `services/payments/internal/refund/refund.go:58:16: Error return value of \`tx.Rollback\` is not checked (errcheck)
\tdefer tx.Rollback(ctx)
\t              ^
1 issues:
* errcheck: 1`;

const TLS_HANDSHAKE = (port) => `Failed to dial target host "localhost:${port}": tls: first record does not look like a TLS handshake`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'sorrel', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'branch-develop', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128, 'Rebase the feature branch on the default branch'],
      ['prompt', 'branch-develop', 'we branch off develop here, main only gets the release merges'],
      ['ok', 'git rebase origin/develop'],
      ['fail', 'bazelisk', 'bazel test //services/orders/...', 'zsh: command not found: bazel', 127, 'Run the orders tests'],
      ['prompt', 'bazelisk', 'bazelisk pls'],
    ],
  },
  {
    machine: 'codex', project: 'sorrel', start: '2026-03-02T10:15:00Z',
    steps: [
      ['fail', 'go-test-bazel', 'go test ./services/orders/...', GO_NO_MODULE, 1],
      ['prompt', 'go-test-bazel', '测试要跑 bazelisk test //services/orders/...，生成的 proto 代码不在源码树里'],
      ['fail', 'x:pricing-test-fails', 'bazelisk test //services/orders/internal/pricing:pricing_test', BAZEL_TEST_FAIL, 3],
      ['prompt', 'x:pricing-rounding', 'the test is right, fix the rounding in pricing.go — finance wants half-up on the final total, not per line'],
    ],
  },
  {
    machine: 'linux', project: 'sorrel', start: '2026-03-03T07:55:00Z',
    steps: [
      ['fail', 'bazelisk', 'bazel build //services/...', 'fish: Unknown command: bazel\nfish: \nbazel build //services/...\n^~~~^', 127],
      ['agent', 'bazelisk', 'Called `bazel`, which is not installed on this machine; sorrel runs Bazel through `bazelisk`, which reads .bazelversion.'],
      ['fail', 'fish-bash', 'for svc in orders payments inventory; do bazelisk test //services/$svc/...; done', 'fish: Missing end to balance this for loop\nfor svc in orders payments inventory; do bazelisk test //services/$svc/...; done\n^~^', 1],
      ['prompt', 'fish-bash', "im on fish. bash loops like that go inside bash -c '...'"],
      ['ok', "bash -c 'for svc in orders payments inventory; do bazelisk test //services/$svc/...; done'"],
    ],
  },
  {
    machine: 'mac2', project: 'sorrel', start: '2026-03-03T09:30:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/orders:v1.3.0/orders:v1.4.0/' deploy/overlays/dev/kustomization.yaml", 'sed: 1: "deploy/overlays/dev/kus ...": extra characters at the end of d command', 1, 'Bump the orders image tag in the dev overlay'],
      ['prompt', 'sed-i-mac', 'BSD-sed auf dem Mac, -i will ein leeres Argument: sed -i "" …'],
      ['ok', "sed -i '' 's/orders:v1.3.0/orders:v1.4.0/' deploy/overlays/dev/kustomization.yaml"],
      ['fail', 'kustomize-k', `kustomize build deploy/overlays/dev | kubectl --context ${DEV} apply -f -`, 'zsh: command not found: kustomize\nerror: no objects passed to apply', 1],
      ['prompt', 'kustomize-k', "we don't install kustomize separately, kubectl has it: kubectl apply -k deploy/overlays/dev"],
      ['ok', `kubectl --context ${DEV} apply -k deploy/overlays/dev`],
    ],
  },
  {
    machine: 'wsl', project: 'sorrel', start: '2026-03-04T02:10:00Z',
    steps: [
      ['fail', 'gke-auth-plugin', `kubectl --context ${DEV} get pods -n orders`, GKE_PLUGIN('0304 09:12:55.102938', '34.140.22.91'), 1],
      ['prompt', 'gke-auth-plugin', 'gcloud in WSL comes from apt, so the plugin is: sudo apt-get install google-cloud-cli-gke-gcloud-auth-plugin'],
      ['fail', 'crlf', './tools/gen-mocks.sh', "/usr/bin/env: 'bash\\r': No such file or directory", 127],
      ['prompt', 'crlf', "that's CRLF from the windows checkout. git config core.autocrlf input and check it out again"],
      ['prompt', 'x:wsl-docs', 'add a WSL section to docs/dev-setup.md with the apt packages a new laptop needs'],
    ],
  },
  {
    machine: 'winps', project: 'sorrel', start: '2026-03-04T08:00:00Z',
    steps: [
      ['fail', 'wsl-shell', 'export GOFLAGS=-mod=mod; bazelisk build //services/payments/...', PS51_NF('export', 'export GOFLAGS=-mod=mod; bazelisk build //services/payments/...'), 1],
      ['prompt', 'wsl-shell', 'you are in PowerShell. everything for sorrel runs inside WSL Ubuntu'],
      ['fail', 'x:ps-execution-policy', '.\\scripts\\install-hooks.ps1', PS_EXEC_POLICY, 1],
    ],
  },
  {
    machine: 'ci', project: 'sorrel', start: '2026-03-04T13:00:00Z',
    steps: [
      ['fail', 'bazel-go-sdk', 'go mod tidy', 'go: go.mod requires go >= 1.23.4 (running go 1.22.10; GOTOOLCHAIN=local)', 1, 'Tidy go.mod after the pgx bump'],
      ['prompt', 'bazel-go-sdk', "the image's go is older than go.mod. use the SDK bazel pins: bazelisk run @rules_go//go -- mod tidy"],
      ['fail', 'x:go-sum-mismatch', 'bazelisk run @rules_go//go -- mod download', GO_SUM_MISMATCH, 1],
      ['fail', 'bazelisk', 'bazel run //:gazelle -- --mode=diff', '/bin/sh: bazel: not found', 127, 'Check BUILD files are up to date'],
      ['prompt', 'bazelisk', 'builder image only has bazelisk on the PATH'],
      ['fail', 'x:bazelisk-download', 'bazelisk build //...', '2026/03/10 15:09:41 could not download Bazel: failed to download bazel: failed to download bazel: HTTP GET https://releases.bazel.build/7.4.1/release/bazel-7.4.1-linux-x86_64 failed: Get "https://releases.bazel.build/7.4.1/release/bazel-7.4.1-linux-x86_64": dial tcp: lookup releases.bazel.build on 10.0.0.10:53: no such host', 1],
    ],
  },
  {
    machine: 'mac', project: 'sorrel', start: '2026-03-05T09:00:00Z',
    steps: [
      ['fail', 'gcloud-project', 'gcloud secrets versions list orders-db-password', GCLOUD_NO_PROJECT('secrets.versions.list'), 1],
      ['prompt', 'gcloud-project', 'always --project sorrel-dev, my default project is my sandbox'],
      ['ok', 'gcloud secrets versions access latest --secret=orders-db-password --project sorrel-dev'],
      ['prompt', 'secret-stdout', 'ugh, now the db password is sitting in the transcript. secret values never go to stdout: --out-file into a 0600 temp file, or straight into the env of the command that needs it'],
      ['agent', 'secret-stdout', 'Printed a Secret Manager value to the terminal; read secrets with --out-file into a 0600 file or pipe them into the consuming command, never show them.'],
      ['prompt', 'x:rotate-secret', 'and rotate it now please: new version of orders-db-password, then restart orders in dev'],
    ],
  },
  {
    machine: 'codex', project: 'sorrel', start: '2026-03-05T11:30:00Z',
    steps: [
      ['fail', 'buf', 'protoc -I proto --go_out=gen/go --go-grpc_out=gen/go proto/orders/v1/orders.proto', PROTOC_GOOGLEAPI, 1],
      ['prompt', 'buf', '别手动跑 protoc，用 buf generate，googleapis 的依赖在 buf.yaml 里'],
      ['ok', 'buf generate'],
      ['fail', 'x:buf-lint-real', 'buf lint', 'proto/orders/v1/orders.proto:41:10:Field name "orderID" should be lower_snake_case, such as "order_id".\nproto/orders/v1/orders.proto:57:3:Enum value name "PENDING" should be prefixed with "ORDER_STATUS_".', 100],
      ['fail', 'kube-context', 'kubectl get pods -n payments', KUBE_NO_CONTEXT, 1],
      ['prompt', 'kube-context', 'always pass --context. there is no current-context on purpose'],
      ['ok', `kubectl --context ${DEV} get pods -n payments`],
      ['fail', 'x:kubectl-forbidden', `kubectl --context ${DEV} -n billing get secrets`, 'Error from server (Forbidden): secrets is forbidden: User "wei@sorrel.dev" cannot list resource "secrets" in API group "" in the namespace "billing": requires one of ["container.secrets.list"] permission(s).', 1],
    ],
  },
  {
    machine: 'mac2', project: 'sorrel', start: '2026-03-06T08:20:00Z',
    steps: [
      ['fail', 'gazelle', 'bazelisk build //services/payments/...', STRICT_DEPS('/Users/kai/sorrel', 'darwin_arm64', 'services/payments/internal/refund', 'refund.go', 'github.com/google/uuid'), 1],
      ['prompt', 'gazelle', 'gazelle vergessen. bazelisk run //:gazelle, dann nochmal bauen'],
      ['ok', 'bazelisk run //:gazelle'],
      ['fail', 'date-d-mac', "date -d '+30 days' +%Y-%m-%d", `date: illegal option -- d\n${MAC_DATE_USAGE}`, 1, 'Compute the refund window end date'],
      ['agent', 'date-d-mac', 'Used GNU `date -d` on macOS; BSD date has no -d, use `date -v+30d +%Y-%m-%d` (or gdate from coreutils).'],
    ],
  },
  {
    machine: 'linux', project: 'sorrel', start: '2026-03-06T10:00:00Z',
    steps: [
      ['fail', 'kind-name', 'kind load docker-image orders:dev', 'ERROR: no nodes found for cluster "kind"', 1],
      ['prompt', 'kind-name', 'our kind cluster is called sorrel → --name sorrel'],
      ['fail', 'fish-bash', 'bazelisk test //services/inventory/... ; echo "exit=$?"', 'fish: $? is not the exit status. In fish, please use $status.\nbazelisk test //services/inventory/... ; echo "exit=$?"\n                                                  ^', 1],
      ['prompt', 'fish-bash', 'fish lagi 😅 bash -c aja buat yang bash-isme'],
      ['fail', 'grpcurl-plaintext', 'grpcurl localhost:9090 list', TLS_HANDSHAKE(9090), 1],
      ['prompt', 'grpcurl-plaintext', 'local servers speak plaintext, grpcurl -plaintext'],
      ['fail', 'x:grpc-refused', 'grpcurl -plaintext localhost:9091 list', 'Failed to dial target host "localhost:9091": dial tcp [::1]:9091: connect: connection refused', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'sorrel', start: '2026-03-06T14:00:00Z',
    steps: [
      ['fail', 'wsl-shell', 'rm -rf bazel-out bazel-bin', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'wsl-shell', 'pwsh?? the repo lives in WSL, open the Ubuntu tab'],
      ['agent', 'wsl-shell', 'Ran a bash command in PowerShell 7 on the Windows host; sorrel is built inside WSL Ubuntu, so commands go through `wsl -d Ubuntu -- bash -lc "…"`.'],
    ],
  },
  {
    machine: 'mac', project: 'sorrel', start: '2026-03-09T08:30:00Z',
    steps: [
      ['fail', 'amd64-platform', `kubectl --context ${DEV} -n orders rollout status deploy/orders --timeout=120s`, 'Waiting for deployment "orders" rollout to finish: 0 of 1 updated replicas are available...\nerror: timed out waiting for the condition', 1],
      ['ok', `kubectl --context ${DEV} -n orders logs deploy/orders --tail=5`],
      ['prompt', 'amd64-platform', 'exec format error = built on my M3. GKE nodes are amd64: docker buildx build --platform linux/amd64'],
      ['fail', 'x:ar-auth', 'docker buildx build --platform linux/amd64 -t europe-west1-docker.pkg.dev/sorrel-dev/services/orders:dev --push services/orders', 'ERROR: failed to solve: failed to push europe-west1-docker.pkg.dev/sorrel-dev/services/orders:dev: failed to authorize: failed to fetch oauth token: unexpected status from GET request to https://europe-west1-docker.pkg.dev/v2/token?scope=repository%3Asorrel-dev%2Fservices%2Forders%3Apull%2Cpush&service=europe-west1-docker.pkg.dev: 403 Forbidden', 1],
      ['ok', 'gcloud auth configure-docker europe-west1-docker.pkg.dev'],
    ],
  },
  {
    machine: 'wsl', project: 'sorrel', start: '2026-03-10T02:30:00Z',
    steps: [
      ['fail', 'bazelisk', 'bazel build //services/orders/...', BAZEL_VERSION_MISMATCH, 1],
      ['prompt', 'bazelisk', 'pakai bazelisk, bazel dari apt itu nggak ngerti .bazelversion'],
      ['prompt', 'wsl-home-checkout', 'also why /mnt/c/Users/yuki/sorrel? the repo is ~/sorrel inside WSL, /mnt/c is painfully slow for bazel'],
      ['fail', 'tf-workspace', 'terraform -chdir=infra/envs plan -var-file=dev.tfvars', TF_INVALID_INDEX, 1],
      ['prompt', 'tf-workspace', 'default workspace memang kosong. terraform workspace select dev dulu'],
    ],
  },
  {
    machine: 'mac2', project: 'sorrel', start: '2026-03-10T09:10:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f origin develop', GH006('develop'), 1],
      ['prompt', 'force-push', 'Moment. Force-Push auf develop? Niemals. Eigener Branch, und dort --force-with-lease.'],
      ['agent', 'force-push', 'Tried `git push -f` to develop; develop is protected and never force-pushed, rewrite only my own branch with --force-with-lease.'],
      ['fail', 'x:git-nonff', 'git push origin feat/payments-refunds', NON_FF, 1],
      ['ok', 'git pull --rebase origin feat/payments-refunds'],
    ],
  },
  {
    machine: 'mac', project: 'sorrel', start: '2026-03-11T08:15:00Z',
    steps: [
      ['fail', 'sha256sum-mac', 'sha256sum dist/sorrelctl-darwin-arm64 > dist/sorrelctl-darwin-arm64.sha256', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256sum-mac', 'macs have shasum -a 256'],
      ['ok', 'shasum -a 256 dist/sorrelctl-darwin-arm64 > dist/sorrelctl-darwin-arm64.sha256'],
      ['fail', 'gcloud-project', 'gcloud container clusters get-credentials dev --region europe-west1', GCLOUD_NO_PROJECT('container.clusters.get-credentials'), 1],
      ['prompt', 'gcloud-project', 'same thing as last week. --project sorrel-dev'],
      ['prompt', 'x:changelog', 'add a CHANGELOG.md entry for sorrelctl 0.9.0: release archives now ship a .sha256 next to each binary'],
    ],
  },
  {
    machine: 'codex', project: 'sorrel', start: '2026-03-12T11:00:00Z',
    steps: [
      ['fail', 'branch-develop', 'git diff main...HEAD --stat', "fatal: ambiguous argument 'main...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['prompt', 'branch-develop', '我们的主分支是 develop，没有 main'],
      ['fail', 'buf', 'protoc --go_out=. --go-grpc_out=. proto/payments/v1/payments.proto', PROTOC_PLUGIN, 1],
      ['prompt', 'buf', 'protoc again? buf generate, the plugins are pinned in buf.gen.yaml'],
      ['ok', 'buf generate'],
      ['fail', 'tf-backend-config', 'terraform -chdir=infra/envs init -input=false', TF_NO_BUCKET, 1],
      ['prompt', 'tf-backend-config', 'the gcs backend is a partial config, init needs -backend-config=backends/dev.gcs.tfbackend'],
      ['fail', 'x:tf-undeclared-var', 'terraform -chdir=infra/envs plan -var-file=dev.tfvars', TF_UNDECLARED, 1],
    ],
  },
  {
    machine: 'mac2', project: 'sorrel', start: '2026-03-13T08:30:00Z',
    steps: [
      ['fail', 'golangci-bazel', 'golangci-lint run ./services/...', GOLANGCI_OLD, 3],
      ['prompt', 'golangci-bazel', 'the golangci-lint from brew is not the one we use; bazelisk run //tools/lint -- ./services/... (version pinned in the repo)'],
      ['fail', 'x:lint-errcheck', 'bazelisk run //tools/lint -- ./services/...', LINT_ERRCHECK, 1],
    ],
  },
  {
    machine: 'wsl', project: 'sorrel', start: '2026-03-13T03:00:00Z',
    steps: [
      ['fail', 'gke-auth-plugin', `kubectl --context ${STG} -n orders get deploy`, GKE_PLUGIN('0313 10:02:41.551204', '34.76.120.18'), 1],
      ['prompt', 'gke-auth-plugin', 'new laptop, same as last week: apt install google-cloud-cli-gke-gcloud-auth-plugin'],
      ['fail', 'crlf', 'bash tools/release-notes.sh v1.4.0', "tools/release-notes.sh: line 2: $'\\r': command not found\ntools/release-notes.sh: line 9: syntax error near unexpected token `$'in\\r''\ntools/release-notes.sh: line 9: `  case \"$1\" in\r'", 2],
      ['agent', 'crlf', 'Shell scripts had CRLF endings from a Windows-side checkout; in WSL set core.autocrlf=input and `git add --renormalize .`, .sh files stay LF.'],
    ],
  },
  {
    machine: 'mac', project: 'sorrel', start: '2026-03-16T08:50:00Z',
    steps: [
      ['ok', 'gcloud deploy releases list --delivery-pipeline=sorrel --region=europe-west1 --project sorrel-prod'],
      ['fail', 'prod-pipeline', `kubectl --context ${PROD} apply -k deploy/overlays/prod`, PROD_APPLY_FORBIDDEN, 1, 'Roll the orders fix out to prod'],
      ['prompt', 'prod-pipeline', 'WHOA. no. prod only ever goes out through Cloud Deploy from a release tag. nobody applies prod from a laptop'],
      ['agent', 'prod-pipeline', 'Ran kubectl apply against the prod overlay; prod releases go only through `gcloud deploy releases create` from a tag, never kubectl from a workstation.'],
      ['prompt', 'x:release-names', 'release names should be rel-YYYYMMDD-<shortsha>'],
    ],
  },
  {
    machine: 'linux', project: 'sorrel', start: '2026-03-17T09:00:00Z',
    steps: [
      ['fail', 'x:kind-docker-down', 'kind create cluster --name sorrel --config tools/kind/config.yaml', 'ERROR: failed to create cluster: failed to get docker info: command "docker info --format \'{{json .}}\'" failed with error: exit status 1\nCommand Output: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'kind create cluster --name sorrel --config tools/kind/config.yaml'],
      ['fail', 'kind-name', 'kubectl --context kind-kind apply -k deploy/overlays/local', 'error: context "kind-kind" does not exist', 1],
      ['prompt', 'kind-name', 'context-nya kind-sorrel, bukan kind-kind'],
    ],
  },
  {
    machine: 'mac2', project: 'sorrel', start: '2026-03-17T13:00:00Z',
    steps: [
      ['fail', 'go-test-bazel', 'go test ./services/payments/...', GO_STALE_GEN, 1],
      ['prompt', 'go-test-bazel', 'go test sieht die generierten Protos nicht, die gibt es nur unter bazel-bin. bazelisk test //services/payments/...'],
      ['fail', 'x:bazel-typo-pkg', 'bazelisk test //services/payment/...', BAZEL_TYPO_PKG, 4],
      ['ok', 'bazelisk test //services/payments/...'],
    ],
  },
  {
    machine: 'winbash', project: 'sorrel', start: '2026-03-18T08:30:00Z',
    steps: [
      ['fail', 'wsl-shell', 'kind get clusters', 'bash: kind: command not found', 127],
      ['prompt', 'wsl-shell', "git bash isn't our dev shell either. WSL Ubuntu has kind, bazelisk and the rest"],
      ['ok', 'wsl -d Ubuntu -- bash -lc "cd ~/sorrel && kind get clusters"'],
      ['prompt', 'x:adr-tilt', 'write an ADR for moving local dev from plain kind to Tilt — just the context section for now'],
    ],
  },
  {
    machine: 'ci', project: 'sorrel', start: '2026-03-18T14:00:00Z',
    steps: [
      ['fail', 'bazel-go-sdk', 'go mod download && go mod verify', "go: errors parsing go.mod:\n/workspace/go.mod:3: invalid go version '1.23.4': must match format 1.23", 1],
      ['agent', 'bazel-go-sdk', 'Ran the image go (1.20) against go.mod; Go commands in sorrel use the SDK Bazel pins: `bazelisk run @rules_go//go -- …`.'],
      ['fail', 'x:image-tag-missing', 'crane digest europe-west1-docker.pkg.dev/sorrel-dev/services/orders:v1.4.1', 'Error: fetching digest europe-west1-docker.pkg.dev/sorrel-dev/services/orders:v1.4.1: GET https://europe-west1-docker.pkg.dev/v2/sorrel-dev/services/orders/manifests/v1.4.1: MANIFEST_UNKNOWN: Failed to fetch "v1.4.1"', 1],
    ],
  },
  {
    machine: 'mac', project: 'sorrel', start: '2026-03-19T09:00:00Z',
    steps: [
      ['fail', 'artifact-registry', 'docker push gcr.io/sorrel-dev/orders:dev-3f2a91c', 'The push refers to repository [gcr.io/sorrel-dev/orders]\n5f70bf18a086: Preparing\ne1c7b2d4a0f3: Preparing\ndenied: gcr.io repo does not exist. Creating on push requires the artifactregistry.repositories.createOnPush permission', 1],
      ['prompt', 'artifact-registry', 'gcr.io is gone for us. images go to europe-west1-docker.pkg.dev/sorrel-dev/services/…'],
      ['fail', 'date-d-mac', 'date --iso-8601=seconds', `date: illegal option -- -\n${MAC_DATE_USAGE}`, 1],
      ['prompt', 'date-d-mac', 'mac date again 🙃 date -u +%Y-%m-%dT%H:%M:%SZ works on both'],
    ],
  },
  {
    machine: 'wincodex7', project: 'sorrel', start: '2026-03-20T08:00:00Z',
    steps: [
      ['fail', 'wsl-shell', 'ls -la deploy/overlays', "Get-ChildItem: A parameter cannot be found that matches parameter name 'la'.", 1],
      ['prompt', 'wsl-shell', 'that again?'],
      ['prompt', 'x:terminal-profile', 'can you make Ubuntu the default profile in my Windows Terminal settings.json'],
    ],
  },
  {
    machine: 'linux', project: 'sorrel', start: '2026-03-23T08:30:00Z',
    steps: [
      ['fail', 'golangci-bazel', 'golangci-lint run ./...', 'fish: Unknown command: golangci-lint\nfish: \ngolangci-lint run ./...\n^~~~~~~~~~~~^', 127],
      ['prompt', 'golangci-bazel', 'lint goes through bazel: bazelisk run //tools/lint -- ./...'],
      ['fail', 'gazelle', 'bazelisk build //services/inventory/...', STRICT_DEPS('/home/dev/sorrel', 'k8', 'services/inventory/cmd/server', 'main.go', 'github.com/sorrel-dev/sorrel/services/inventory/internal/reservations'), 1],
      ['prompt', 'gazelle', 'new package = run gazelle first, the BUILD files are generated'],
      ['ok', 'bazelisk run //:gazelle'],
    ],
  },
  {
    machine: 'mac2', project: 'sorrel', start: '2026-03-23T10:00:00Z',
    steps: [
      ['fail', 'tf-workspace', 'terraform -chdir=infra/envs apply -auto-approve -var-file=staging.tfvars', TF_GUARD, 1],
      ['prompt', 'tf-workspace', 'du bist im default workspace, erst terraform workspace select staging'],
      ['prompt', 'tf-auto-approve', 'and no -auto-approve with us. plan -out, I read it, then apply the plan file'],
      ['ok', 'terraform -chdir=infra/envs plan -var-file=staging.tfvars -out=staging.tfplan'],
    ],
  },
  {
    machine: 'wsl', project: 'sorrel', start: '2026-03-24T02:00:00Z',
    steps: [
      ['agent', 'wsl-home-checkout', 'Opened the repo at /mnt/c/Users/yuki/sorrel; the WSL checkout is ~/sorrel on ext4, /mnt/c is slow for Bazel and breaks file watching.'],
      ['fail', 'tf-force-unlock', 'terraform -chdir=infra/envs force-unlock -force 1742781663452117', 'Failed to unlock state: lock ID "1742781663452117" does not match existing lock ("1742781705228310")', 1],
      ['prompt', 'tf-force-unlock', 'STOP. lock itu punya Wei yang lagi apply. never force-unlock, tunggu atau tanya di #infra'],
    ],
  },
  {
    machine: 'codex', project: 'sorrel', start: '2026-03-25T10:00:00Z',
    steps: [
      ['ok', `kubectl --context ${DEV} -n orders get secret orders-db -o jsonpath='{.data.password}' | base64 -d`],
      ['prompt', 'secret-stdout', '又把密码打出来了。secret 的值不要出现在终端里'],
      ['fail', 'gcloud-project', 'gcloud secrets versions access latest --secret=payments-stripe-key --out-file=/tmp/stripe.key', 'ERROR: (gcloud.secrets.versions.access) NOT_FOUND: Secret [projects/wei-playground/secrets/payments-stripe-key] not found or has no versions.', 1],
      ['prompt', 'gcloud-project', "that's your playground project. --project sorrel-dev on every gcloud call, don't rely on the default config"],
      ['prompt', 'x:proto-timestamps', 'API 里的时间一律用 google.protobuf.Timestamp，proto 里别放字符串日期'],
      ['ok', `kubectl --context ${DEV} delete namespace orders-pr-412`],
      ['prompt', 'delete-ns', '你刚把 orders-pr-412 整个 namespace 删了？dev 集群是共享的，别删 namespace，删你自己建的 deployment 就行'],
      ['agent', 'delete-ns', 'Deleted a whole namespace on the shared dev cluster; remove only what I created (`kubectl delete -k` the overlay), never `kubectl delete namespace` there.'],
      ['fail', 'x:kubectl-typo', `kubectl --context ${DEV} get pdos -n orders`, 'error: the server doesn\'t have a resource type "pdos"', 1],
    ],
  },
  {
    machine: 'mac', project: 'sorrel', start: '2026-03-26T08:40:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/go 1.23.2/go 1.23.4/' MODULE.bazel go.mod", 'sed: 1: "MODULE.bazel": invalid command code M', 1],
      ['prompt', 'sed-i-mac', 'BSD sed. -i ""'],
      ['fail', 'kube-context', 'kubectl -n orders rollout restart deploy/orders', 'Error from server (NotFound): deployments.apps "orders" not found', 1],
      ['prompt', 'kube-context', 'ALWAYS --context. you were on kind-sorrel, next time it might be prod'],
      ['prompt', 'x:brewfile', 'add coreutils and gnu-sed to the Brewfile'],
    ],
  },
  {
    machine: 'codex', project: 'sorrel', start: '2026-03-27T09:30:00Z',
    steps: [
      ['fail', 'amd64-platform', 'docker run --rm europe-west1-docker.pkg.dev/sorrel-dev/services/payments:dev-77c01e4 --version', "WARNING: The requested image's platform (linux/arm64/v8) does not match the detected host platform (linux/amd64/v3) and no specific platform was requested\nexec /app/payments: exec format error", 1],
      ['prompt', 'amd64-platform', 'someone pushed an arm64-only image again. anything that goes to the registry is built with --platform linux/amd64'],
      ['fail', 'x:tf-lock-held', 'terraform -chdir=infra/envs plan -var-file=staging.tfvars', TF_LOCK, 1],
      ['prompt', 'x:my-apply', 'thats my apply in the other terminal, give it two minutes'],
    ],
  },
  {
    machine: 'wsl', project: 'sorrel', start: '2026-03-30T02:15:00Z',
    steps: [
      ['fail', 'x:docker-wsl-integration', 'docker buildx build --platform linux/amd64 -t orders:dev services/orders', "The command 'docker' could not be found in this WSL 2 distro.\nWe recommend to activate the WSL integration in Docker Desktop settings.\n\nFor details about using Docker Desktop with WSL 2, visit:\n\nhttps://docs.docker.com/go/wsl2/", 1],
      ['fail', 'grpcurl-plaintext', 'grpcurl -d \'{"order_id":"o-1042"}\' localhost:9090 sorrel.orders.v1.OrdersService/GetOrder', TLS_HANDSHAKE(9090), 1],
      ['agent', 'grpcurl-plaintext', 'Called grpcurl with TLS against a local server; local gRPC is plaintext, use `grpcurl -plaintext` (TLS only at the gateway).'],
      ['ok', 'git push --force origin feat/checkout-v2'],
      ['prompt', 'force-push', 'kamu force push ke branch yang dipakai bareng Budi?? --force-with-lease, dan tanya dulu'],
      ['prompt', 'x:commit-style', 'commit messages in English please, conventional commits (feat:, fix:)'],
    ],
  },
  {
    machine: 'linux', project: 'sorrel', start: '2026-03-31T09:00:00Z',
    steps: [
      ['fail', 'branch-develop', "buf breaking --against '.git#branch=main'", BUF_CLONE_MAIN, 1],
      ['prompt', 'branch-develop', 'develop, bukan main'],
      ['ok', "buf breaking --against '.git#branch=develop'"],
      ['fail', 'x:buf-breaking-real', "buf breaking --against '.git#branch=develop'", 'proto/payments/v1/payments.proto:33:3:Field "4" with name "amount" on message "Refund" changed type from "int64" to "string".', 100, 'Re-check after the amount change'],
      ['fail', 'x:sed-typo', "sed -i 's/replicas: 2/replicas: 3 deploy/overlays/staging/orders-patch.yaml", "sed: -e expression #1, char 26: unterminated `s' command", 1],
      ['agent', 'fish-bash', 'Sent bash syntax (`$?`, for…do…done) to fish on this machine; wrap bash-isms in `bash -c \'…\'` or write them the fish way.'],
    ],
  },
  {
    machine: 'mac2', project: 'sorrel', start: '2026-04-01T08:30:00Z',
    steps: [
      ['fail', 'kustomize-k', 'kustomize build deploy/overlays/staging > /tmp/staging.yaml', 'zsh: command not found: kustomize', 127],
      ['agent', 'kustomize-k', 'Called a standalone `kustomize`, which sorrel does not install; render with `kubectl kustomize deploy/overlays/<env>`, apply with `kubectl apply -k`.'],
      ['fail', 'x:kustomize-patch', 'kubectl kustomize deploy/overlays/staging', 'error: no matches for Id Deployment.v1.apps/order.[noNs]; failed to find unique target for patch Deployment.v1.apps/order.[noNs]', 1],
      ['fail', 'gazelle', 'bazelisk build //services/orders/...', NO_REPO_VISIBLE, 1],
      ['prompt', 'gazelle', 'after go get: bazelisk mod tidy and gazelle, otherwise bazel has never heard of that repo'],
      ['ok', 'bazelisk mod tidy && bazelisk run //:gazelle'],
      ['fail', 'prod-pipeline', `kubectl --context ${PROD} -n payments set image deploy/payments payments=europe-west1-docker.pkg.dev/sorrel-dev/services/payments:v1.8.1`, 'Error from server (Forbidden): deployments.apps "payments" is forbidden: User "kai@sorrel.dev" cannot patch resource "deployments" in API group "apps" in the namespace "payments": requires one of ["container.deployments.update"] permission(s).', 1],
      ['prompt', 'prod-pipeline', 'Prod nur über Cloud Deploy, nie kubectl gegen prod. Release erstellen und promoten.'],
      ['ok', 'gcloud deploy releases create rel-20260407-9c1d2e0 --delivery-pipeline=sorrel --region=europe-west1 --project sorrel-prod'],
    ],
  },
  {
    machine: 'codex', project: 'sorrel', start: '2026-04-02T10:00:00Z',
    steps: [
      ['fail', 'tf-auto-approve', 'terraform -chdir=infra/envs apply -auto-approve -var-file=dev.tfvars', TF_SQL_409, 1],
      ['prompt', 'tf-auto-approve', 'who said -auto-approve?? 先 plan -out，我看完再 apply 那个 plan 文件'],
      ['agent', 'tf-auto-approve', 'Ran `terraform apply -auto-approve` on dev; always `plan -out=<file>`, let a person read it, then `terraform apply <file>`.'],
      ['fail', 'delete-ns', `kubectl --context ${DEV} delete ns payments-pr-388 payments-pr-391`, 'Error from server (Forbidden): namespaces "payments-pr-388" is forbidden: User "wei@sorrel.dev" cannot delete resource "namespaces" in API group "" in the namespace "payments-pr-388": requires one of ["container.namespaces.delete"] permission(s).\nError from server (Forbidden): namespaces "payments-pr-391" is forbidden: User "wei@sorrel.dev" cannot delete resource "namespaces" in API group "" in the namespace "payments-pr-391": requires one of ["container.namespaces.delete"] permission(s).', 1],
      ['prompt', 'delete-ns', 'good thing that failed. no deleting namespaces on shared dev, ever'],
      ['fail', 'x:port-in-use', 'bazelisk run //services/orders:server', 'INFO: Running command line: bazel-bin/services/orders/cmd/server/server_/server\n{"time":"2026-04-02T10:31:03Z","level":"ERROR","msg":"grpc listen failed","err":"listen tcp :9090: bind: address already in use"}\nexit status 1', 1],
    ],
  },
  {
    machine: 'mac', project: 'sorrel', start: '2026-04-03T08:00:00Z',
    steps: [
      ['fail', 'sha256sum-mac', 'cd dist && sha256sum -c SHA256SUMS', '(eval):1: command not found: sha256sum', 127],
      ['prompt', 'sha256sum-mac', 'sha256sum is a linux thing, on mac it is shasum -a 256 -c'],
      ['fail', 'golangci-bazel', 'golangci-lint run --fix ./services/orders/...', GOLANGCI_PACKAGES, 3],
      ['prompt', 'golangci-bazel', 'use the pinned one. //tools/lint'],
      ['ok', 'bazelisk run //tools/lint -- --fix ./services/orders/...'],
      ['ok', 'terraform -chdir=infra/envs force-unlock -force 1744619811203344'],
      ['prompt', 'tf-force-unlock', "you just force-unlocked a lock that wasn't yours. don't, ever — a lock means someone is mid-apply"],
      ['fail', 'x:tf-provider-net', 'terraform -chdir=infra/envs init -backend-config=backends/dev.gcs.tfbackend -upgrade', TF_PROVIDER_NET, 1],
      ['agent', 'tf-force-unlock', 'Force-unlocked Terraform state held by another apply; a state lock means someone is applying, wait or ask in #infra, never `terraform force-unlock`.'],
    ],
  },
  {
    machine: 'ci', project: 'sorrel', start: '2026-04-06T13:00:00Z',
    steps: [
      ['fail', 'x:nogo-printf', 'bazelisk build //services/...', NOGO_PRINTF, 1],
      ['fail', 'tf-backend-config', 'terraform -chdir=infra/envs init -input=false -reconfigure', TF_NO_BUCKET, 1],
      ['prompt', 'tf-backend-config', 'CI has backends/ci.gcs.tfbackend, pass it with -backend-config like everywhere else'],
      ['ok', 'terraform -chdir=infra/envs init -input=false -reconfigure -backend-config=backends/ci.gcs.tfbackend'],
    ],
  },
];

/** Windows machines: the hook sees backslash paths, and Claude Code names the project folder C--Users-… */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^C:\//.test(payload.cwd ?? '')) return event;
  const transcript = payload.transcript_path.replace(/projects\/C:-/, 'projects/C--');
  return { ...event, payload: { ...payload, cwd: payload.cwd.replace(/\//g, '\\'), transcript_path: transcript.replace(/\//g, '\\') } };
}
