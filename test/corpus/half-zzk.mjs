// Half ZZK, written blind: "kestrel", a Kubernetes platform repository (Argo CD from git, kustomize
// overlays, helmfile, sops + age, kind and Tilt locally, conftest/kubeconform, Terraform under infra/),
// by a helper who read only issue 10, the corpus README, build.mjs and the head of half D.
// macOS (zsh, BSD tools), Ubuntu (bash), Windows 11 with WSL2 and PowerShell; en, de, Hinglish, es.

const PS51 = (cmd, line) => `${cmd} : The term '${cmd}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(cmd.length)}\n    + CategoryInfo          : ObjectNotFound: (${cmd}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException`;
const PS7 = (cmd) => `${cmd}: The term '${cmd}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const KUBECTL_NO_CONFIG = [
  'E0303 09:14:07.518274   48211 memcache.go:265] couldn\'t get current server API group list: Get "http://localhost:8080/api?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused',
  'E0303 09:14:07.519012   48211 memcache.go:265] couldn\'t get current server API group list: Get "http://localhost:8080/api?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused',
  'E0303 09:14:07.520388   48211 memcache.go:265] couldn\'t get current server API group list: Get "http://localhost:8080/api?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused',
  'The connection to the server localhost:8080 was refused - did you specify the right host or port?',
].join('\n');

const BSD_DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BSD_STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const MAC_BASE64_USAGE = 'Usage:\tbase64 [-hDd] [-b num] [-i in_file] [-o out_file]\n  -h, --help     display this message\n  -Dd, --decode   decodes input\n  -b, --break    break encoded string into num character lines\n  -i, --input    input file (default: "-" for stdin)\n  -o, --output   output file (default: "-" for stdout)';

const SOPS_AGE_MAC = (user, file) => `Failed to get the data key required to decrypt the SOPS file.\n\nGroup 0: FAILED\n  age1q7ud8m4v0n3xk2rj5wz6l9s8e4hcy0tfg3pa7mqxd2u5kr9lwz6svcn4e8: FAILED\n    - | failed to load age identities: failed to open file: open\n      | /Users/${user}/Library/Application Support/sops/age/keys.txt: no\n      | such file or directory\n\nRecovery failed because no master key was able to decrypt the file. In\norder for SOPS to recover the file, at least one key has to be successful,\nbut none were.`;

const TF_NO_CONFIG = '╷\n│ Error: No configuration files\n│ \n│ Plan requires configuration to be present. Planning without a configuration would mark everything for destruction, which is normally not what is desired. If you would like to destroy everything, run plan with the -destroy option. Otherwise, create a Terraform configuration file (.tf file) and try again.\n╵';
const TF_CORE_VERSION = '╷\n│ Error: Unsupported Terraform Core version\n│ \n│   on versions.tf line 2, in terraform:\n│    2:   required_version = "~> 1.9.0"\n│ \n│ This configuration does not support Terraform version 1.5.7. To proceed, either choose another supported Terraform version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior.\n╵';

const KUSTOMIZE_NO_DIR = (prefix, cwd, dir) => `${prefix}: must build at directory: not a valid directory: evalsymlink failure on '${dir}' : lstat ${cwd}/${dir}: no such file or directory`;

const TILT_STOP = (ctx) => `Tilt started on http://localhost:10350/\nv0.33.21, built 2024-11-08\n\nInitial Build\nLoading Tiltfile at: /Users/ana/kestrel/Tiltfile\nStop! ${ctx} might be production.\nIf you're sure you want to deploy there, add:\n\tallow_k8s_contexts('${ctx}')\nto your Tiltfile. Otherwise, switch k8s contexts and restart Tilt.`;

const ARGOCD_GRPC_NEW = '{"level":"warning","msg":"Failed to invoke grpc call. Use flag --grpc-web in grpc calls. To avoid this warning message, use flag --grpc-web.","time":"2026-03-12T14:21:09Z"}\n{"level":"fatal","msg":"rpc error: code = Unavailable desc = connection closed before server preface received","time":"2026-03-12T14:21:09Z"}';
const ARGOCD_GRPC_OLD = 'WARN[0000] Failed to invoke grpc call. Use flag --grpc-web in grpc calls. To avoid this warning message, use flag --grpc-web.\nFATA[0000] rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: EOF"';

const KUBECONFORM_CRDS = (kinds) => `${kinds.map(([kind, name]) => `stdin - ${kind} ${name} failed validation: could not find schema for ${kind}`).join('\n')}\nSummary: 44 resources found parsing stdin - Valid: ${44 - kinds.length}, Invalid: 0, Errors: ${kinds.length}, Skipped: 0`;

const PRE_COMMIT_SOPS = 'check yaml...............................................................Passed\ndetect private key.......................................................Passed\nforbid unencrypted secrets...............................................Failed\n- hook id: sops-encrypted\n- exit code: 1\n\ndeploy/overlays/staging/secrets/db.dec.yaml: not encrypted (no sops metadata)\nrun `sops encrypt` or remove the file';

export const SESSIONS = [
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'kubectl-context', 'kubectx stg-eu', '(eval):1: command not found: kubectx', 127, 'Switch to the staging context'],
      ['prompt', 'kubectl-context', "we don't switch contexts at all here. every kubectl call gets --context stg-eu (or kind-kestrel / prod-eu) spelled out"],
      ['ok', 'kubectl --context stg-eu -n kestrel get pods'],
      ['fail', 'sed-i-mac', "sed -i 's/newTag: 1.8.2/newTag: 1.8.3/' deploy/overlays/dev/kustomization.yaml", 'sed: 1: "deploy/overlays/dev/kus ...": extra characters at the end of d command', 1, 'Bump the api image tag in the dev overlay'],
      ['prompt', 'sed-i-mac', "mac sed. -i wants a suffix arg, so sed -i '' 's/…/…/' file"],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-02T13:10:00Z',
    steps: [
      ['fail', 'crlf-wsl', './hack/kind-up.sh', '/usr/bin/env: ‘bash\\r’: No such file or directory', 127, 'Bring up the local kind cluster'],
      ['prompt', 'crlf-wsl', "thats CRLF from a windows checkout. the repo has to live inside WSL (~/kestrel), not under /mnt/c, and git config core.autocrlf input"],
      ['prompt', 'x:docs-local', 'while you are at it, write the WSL setup steps into docs/local-dev.md'],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-03-03T09:00:00Z',
    steps: [
      ['fail', 'kubectl-context', 'kubectl get nodes', KUBECTL_NO_CONFIG, 1],
      ['prompt', 'kubectl-context', 'context kahan hai? hamesha --context kind-kestrel daalo, koi default context set nahi hai hamare yahan'],
      ['fail', 'kind-cluster-name', 'kind export kubeconfig', "ERROR: could not locate any control plane nodes for cluster named 'kind'. Use the --name option to select a different cluster", 1],
      ['prompt', 'kind-cluster-name', '--name kestrel'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-03T14:20:00Z',
    steps: [
      ['fail', 'sops-age-key-mac', 'sops -d deploy/overlays/dev/secrets/db.sops.yaml', SOPS_AGE_MAC('kai', 'db'), 128, 'Decrypt the dev DB secret to check the host'],
      ['agent', 'sops-age-key-mac', 'sops on macOS looks for the age key in ~/Library/Application Support/sops/age/keys.txt; export SOPS_AGE_KEY_FILE=$HOME/.config/sops/age/keys.txt first'],
      ['ok', 'SOPS_AGE_KEY_FILE=$HOME/.config/sops/age/keys.txt sops -d deploy/overlays/dev/secrets/db.sops.yaml | yq .stringData.host'],
      ['prompt', 'sops-stdout', 'good, keep it exactly like that. sops -d output goes to the terminal or into a pipe, never into a file in the repo'],
      ['prompt', 'x:changelog', 'add a CHANGELOG.md entry for the postgres password rotation'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-04T08:15:00Z',
    steps: [
      ['fail', 'overlay-staging-name', 'kustomize build deploy/overlays/stg', KUSTOMIZE_NO_DIR('Error', '/home/dev/kestrel', 'deploy/overlays/stg'), 1, 'Render the staging overlay'],
      ['prompt', 'overlay-staging-name', "it's deploy/overlays/staging. stg-eu is only what the kube context is called"],
      ['ok', 'kustomize build deploy/overlays/staging > /tmp/staging.yaml'],
      ['fail', 'kubeconform-crds', 'kubeconform -strict -summary - < /tmp/staging.yaml', KUBECONFORM_CRDS([['Application', 'kestrel-staging'], ['Rollout', 'api'], ['ServiceMonitor', 'api']]), 1],
      ['prompt', 'kubeconform-crds', 'kubeconform doesnt know our CRDs unless you give it the datree CRDs-catalog as a second -schema-location. the flags are in the Makefile'],
    ],
  },
  {
    machine: 'ci', project: 'kestrel', start: '2026-03-04T11:30:00Z',
    steps: [
      ['fail', 'mise-tools', 'kustomize build deploy/overlays/dev | kubeconform -summary -', '/bin/sh: kustomize: not found\n/bin/sh: kubeconform: not found', 127],
      ['agent', 'mise-tools', 'the CI image only ships mise: run `mise install` (versions pinned in .mise.toml) before calling kustomize/kubeconform, not apk add'],
      ['fail', 'x:conftest-deny', 'mise exec -- make validate', "kustomize build deploy/overlays/dev | kubeconform -strict -summary -schema-location default -schema-location 'https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json' -\nSummary: 44 resources found parsing stdin - Valid: 44, Invalid: 0, Errors: 0, Skipped: 0\nkustomize build deploy/overlays/dev | conftest test -p policy/ -\nFAIL - - main - Deployment/worker: container 'worker' uses image tag 'latest'\n\n52 tests, 51 passed, 0 warnings, 1 failure, 0 exceptions\nmake: *** [Makefile:34: validate] Error 1", 2],
      ['fail', 'kind-cluster-name', 'kind load docker-image kestrel-api:ci', 'ERROR: no nodes found for cluster "kind"', 1],
      ['agent', 'kind-cluster-name', "the e2e kind cluster is named kestrel, not the default 'kind': every kind command needs --name kestrel"],
      ['fail', 'x:disk-full', 'docker build -t kestrel-worker:ci services/worker', '#7 [build 3/6] RUN go mod download\n#7 ERROR: failed to copy: write /var/lib/docker/buildkit/content/ingest/2b9f0c/data: no space left on device\n------\n > [build 3/6] RUN go mod download:\n------\nERROR: failed to solve: failed to copy: write /var/lib/docker/buildkit/content/ingest/2b9f0c/data: no space left on device', 1],
    ],
  },
  {
    machine: 'winps', project: 'kestrel', start: '2026-03-05T09:05:00Z',
    steps: [
      ['fail', 'wsl-not-powershell', 'make validate', PS51('make', 'make validate'), 1],
      ['prompt', 'wsl-not-powershell', 'do that from the Ubuntu (WSL) terminal please, the Makefile and everything in hack/ assume bash'],
      ['ok', 'wsl -d Ubuntu -- bash -lc "cd ~/kestrel && make validate"'],
      ['fail', 'wsl-not-powershell', 'grep -rn "image:" deploy/overlays/prod', PS51('grep', 'grep -rn "image:" deploy/overlays/prod'), 1],
      ['prompt', 'wsl-not-powershell', 'otra vez en PowerShell... todo va por WSL, abre la terminal de Ubuntu y corre `make validate` desde ahí'],
      ['prompt', 'x:spanish-request', 'y ya que estás, ¿puedes añadir una alerta de Prometheus para cuando un pod se reinicie más de 5 veces en una hora?'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-05T13:40:00Z',
    steps: [
      ['fail', 'argo-no-apply', 'kubectl --context stg-eu -n kestrel apply -f deploy/overlays/staging/api-hpa.yaml', 'Error from server (Forbidden): error when applying patch:\n{"spec":{"minReplicas":3}}\nto:\nResource: "autoscaling/v2, Resource=horizontalpodautoscalers", GroupVersionKind: "autoscaling/v2, Kind=HorizontalPodAutoscaler"\nName: "api", Namespace: "kestrel"\nfor: "deploy/overlays/staging/api-hpa.yaml": error when patching "deploy/overlays/staging/api-hpa.yaml": horizontalpodautoscalers.autoscaling "api" is forbidden: User "ana@kestrel.dev" cannot patch resource "horizontalpodautoscalers" in API group "autoscaling" in the namespace "kestrel"', 1, 'Apply the HPA change to staging'],
      ['prompt', 'argo-no-apply', 'whoa. nobody applies to staging by hand, Argo owns stg-eu. change the overlay, open a PR, Argo syncs it after merge'],
      ['prompt', 'x:hpa-request', 'while you are in there set maxReplicas to 8 for api in staging, we saw throttling on friday'],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-03-06T08:30:00Z',
    steps: [
      ['fail', 'helmfile-env', 'helmfile apply', 'err: no releases found that matches specified selector() and environment(default), in any helmfile', 1],
      ['prompt', 'helmfile-env', '-e dev. helmfile has no default env in this repo'],
      ['fail', 'x:helm-repo-timeout', 'helmfile -e dev deps', 'Adding repo jetstack https://charts.jetstack.io\nin ./helmfile.yaml: command "/usr/local/bin/helm" exited with non-zero status:\n\nPATH:\n  /usr/local/bin/helm\n\nARGS:\n  0: helm (4 bytes)\n  1: repo (4 bytes)\n  2: add (3 bytes)\n  3: jetstack (8 bytes)\n  4: https://charts.jetstack.io (26 bytes)\n\nERROR:\n  exit status 1\n\nEXIT STATUS\n  1\n\nSTDERR:\n  Error: looks like "https://charts.jetstack.io" is not a valid chart repository or cannot be reached: Get "https://charts.jetstack.io/index.yaml": dial tcp: lookup charts.jetstack.io on 127.0.0.53:53: read udp 127.0.0.1:51922->127.0.0.53:53: i/o timeout', 1],
      ['ok', 'helmfile -e dev deps'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-06T15:00:00Z',
    steps: [
      ['fail', 'watch-mac', 'watch -n2 kubectl --context kind-kestrel -n kestrel get pods', 'zsh: command not found: watch', 127, 'Watch the pods come up'],
      ['prompt', 'watch-mac', 'no watch on mac. kubectl get pods -w'],
      ['fail', 'date-d-mac', 'date -d "$(openssl x509 -in /tmp/tls.crt -noout -enddate | cut -d= -f2)" +%s', `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1, 'Compute when the ingress cert expires'],
      ['prompt', 'date-d-mac', 'en mac el date es BSD, no tiene -d. usa gdate (viene con coreutils) o date -j -f'],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-09T08:50:00Z',
    steps: [
      ['fail', 'tilt-local', 'skaffold dev -p local', '/bin/bash: line 1: skaffold: command not found', 127, 'Start the local dev loop'],
      ['prompt', 'tilt-local', 'skaffold?? thats from the old repo. local loop is tilt up, against kind'],
      ['fail', 'x:tilt-port', 'tilt up', 'Tilt cannot start because you already have another process on port 10350\nIf you want to run multiple Tilt instances simultaneously,\nuse the --port flag or TILT_PORT env variable to set a custom port\nOriginal error: listen tcp 127.0.0.1:10350: bind: address already in use', 1],
      ['ok', 'tilt up --port 10351'],
      ['fail', 'x:docker-daemon', 'docker build -t localhost:5001/kestrel-api:dev services/api', 'ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-10T09:10:00Z',
    steps: [
      ['fail', 'terraform-chdir', 'terraform plan', TF_NO_CONFIG, 1, 'Plan the new IAM role'],
      ['prompt', 'terraform-chdir', 'tf lives in infra/ only, one dir per account. terraform -chdir=infra/accounts/staging plan'],
      ['fail', 'x:tf-state-lock', 'terraform -chdir=infra/accounts/staging plan', '╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n│   ID:        7c1e9b42-5d0a-3f8e-b1a6-0c2d4e8f9a13\n│   Path:      kestrel-tfstate/accounts/staging/terraform.tfstate\n│   Operation: OperationTypePlan\n│   Who:       ana@Anas-MacBook-Pro.local\n│   Version:   1.9.8\n│   Created:   2026-03-10 09:02:11.384 +0000 UTC\n│   Info:      \n│ \n│ \n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵', 1],
      ['prompt', 'tf-auto-approve', 'ana is mid-plan, wait for her. and when we get to apply: plan -out=tfplan, I read it, then terraform apply tfplan. never -auto-approve'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-10T14:45:00Z',
    steps: [
      ['fail', 'sops-not-kubeseal', 'kubeseal --context kind-kestrel --format yaml < /tmp/redis-secret.yaml > deploy/overlays/dev/redis-sealed.yaml', '(eval):1: command not found: kubeseal', 127, 'Seal the redis secret'],
      ['prompt', 'sops-not-kubeseal', 'sealed-secrets got ripped out in january. secrets are sops + age now, look at .sops.yaml'],
      ['fail', 'secret-naming', 'sops -e -i deploy/overlays/dev/secrets/redis.yaml', 'error loading config: no matching creation rules found', 1],
      ['prompt', 'secret-naming', 'name it redis.sops.yaml, the creation_rules path_regex only matches *.sops.yaml'],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-03-11T08:00:00Z',
    steps: [
      ['fail', 'namespace-kestrel', 'kubectl --context kind-kestrel logs deploy/api --tail=50', 'Error from server (NotFound): deployments.apps "api" not found', 1],
      ['prompt', 'namespace-kestrel', '-n kestrel. nothing of ours runs in default'],
      ['fail', 'x:kubectl-imagepull', 'kubectl --context kind-kestrel -n kestrel logs deploy/api --tail=50', 'Error from server (BadRequest): container "api" in pod "api-6f7c9d8b5-x2kqp" is waiting to start: trying and failing to pull image', 1],
      ['fail', 'make-validate', 'make lint', "make: *** No rule to make target 'lint'.  Stop.", 2],
      ['prompt', 'make-validate', 'target is validate (kustomize build | kubeconform + conftest for every overlay). there is no lint target'],
      ['fail', 'x:kubeconform-real', 'make validate', "kustomize build deploy/overlays/dev | kubeconform -strict -summary -schema-location default -schema-location 'https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json' -\nstdin - Deployment worker is invalid: problem validating schema. Check JSON formatting: jsonschema validation failed with 'https://raw.githubusercontent.com/yannh/kubernetes-json-schema/master/master-standalone-strict/deployment-apps-v1.json#' - at '/spec/template/spec/containers/0/ports/0/containerPort': got string, want integer\nSummary: 44 resources found parsing stdin - Valid: 43, Invalid: 1, Errors: 0, Skipped: 0\nmake: *** [Makefile:31: validate] Error 1", 2],
      ['ok', 'make validate'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-11T15:20:00Z',
    steps: [
      ['fail', 'yq-v4', "yq r deploy/overlays/prod/kustomization.yaml 'images[0].newTag'", 'Error: unknown command "r" for "yq"\nRun \'yq --help\' for usage.', 1, 'Read the current prod image tag'],
      ['prompt', 'yq-v4', "that's yq 3 syntax. we're on mikefarah yq 4: yq '.images[0].newTag' deploy/overlays/prod/kustomization.yaml"],
      ['fail', 'sed-i-mac', "sed -i 's/version: 1.15.3/version: 1.16.2/' helmfile.yaml", 'sed: 1: "helmfile.yaml": extra characters at the end of h command', 1],
      ['prompt', 'sed-i-mac', 'the sed thing again 🙄'],
      ['ok', "sed -i '' 's/version: 1.15.3/version: 1.16.2/' helmfile.yaml"],
      ['fail', 'registry-5001', 'docker push localhost:5000/kestrel-api:dev', 'The push refers to repository [localhost:5000/kestrel-api]\nerror parsing HTTP 403 response body: unexpected end of JSON input: ""', 1, 'Push the image to the local registry'],
      ['prompt', 'registry-5001', "5000 is AirPlay Receiver on macs. the kind registry listens on localhost:5001"],
      ['ok', 'docker tag localhost:5000/kestrel-api:dev localhost:5001/kestrel-api:dev && docker push localhost:5001/kestrel-api:dev'],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-12T09:00:00Z',
    steps: [
      ['fail', 'crlf-wsl', 'bash hack/render-overlay.sh staging', "hack/render-overlay.sh: line 2: $'\\r': command not found\nhack/render-overlay.sh: line 3: set: -\\r: invalid option\nset: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [arg ...]\nhack/render-overlay.sh: line 5: $'\\r': command not found", 127],
      ['prompt', 'crlf-wsl', 'phir se \\r wala error 😩 ye windows wale checkout se aa raha hai. WSL ke andar ~/kestrel mein clone karo, /mnt/c/Users/... se kaam mat karo'],
      ['fail', 'x:wsl-dns', 'git fetch origin', 'ssh: Could not resolve hostname github.com: Temporary failure in name resolution\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 128],
      ['ok', 'git fetch origin'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-12T14:00:00Z',
    steps: [
      ['fail', 'argocd-grpc-web', 'argocd app list', ARGOCD_GRPC_NEW, 20, 'List Argo CD applications'],
      ['prompt', 'argocd-grpc-web', 'argocd sits behind the ALB, every call needs --grpc-web'],
      ['fail', 'argocd-app-names', 'argocd app get api --grpc-web', 'FATA[0001] rpc error: code = NotFound desc = applications.argoproj.io "api" not found', 20],
      ['prompt', 'argocd-app-names', 'apps are api-dev / api-staging / api-prod'],
      ['ok', 'argocd app get api-staging --grpc-web'],
      ['prompt', 'x:argocd-diff-request', 'ok now show me argocd app diff for api-staging against the PR branch before I merge'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-13T08:40:00Z',
    steps: [
      ['fail', 'stat-c-mac', "stat -c '%a' ~/.config/sops/age/keys.txt", `stat: illegal option -- c\n${BSD_STAT_USAGE}`, 1, 'Check the age key file permissions'],
      ['prompt', 'stat-c-mac', "stat -f '%Lp' on the mac"],
      ['fail', 'base64-mac', 'base64 -w0 < /tmp/kestrel-ca.crt', `base64: invalid option -- w\n${MAC_BASE64_USAGE}`, 64],
      ['prompt', 'base64-mac', "-w0 is GNU base64. the mac one doesn't wrap anyway, just drop it"],
      ['prompt', 'x:age-recipient-question', "how do I add Priya's age public key so she can decrypt staging too?"],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-16T09:00:00Z',
    steps: [
      ['ok', 'kubectl --context prod-eu -n kestrel diff -k deploy/overlays/prod'],
      ['prompt', 'argo-no-apply', 'Bitte nicht direkt gegen prod-eu applyen. Prod läuft ausschließlich über Argo CD – Manifest unter deploy/overlays/prod ändern, PR aufmachen, Argo synct nach dem Merge.'],
      ['fail', 'tilt-kind-only', 'tilt up', TILT_STOP('stg-eu'), 1, 'Start Tilt'],
      ['agent', 'tilt-kind-only', 'tilt refused stg-eu because my current context was staging; Tilt is only for the local cluster: tilt up --context kind-kestrel, never widen allow_k8s_contexts'],
      ['ok', 'tilt up --context kind-kestrel'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-16T13:30:00Z',
    steps: [
      ['prompt', 'no-verify', 'you committed with --no-verify?? that pre-commit hook is the thing that stops plaintext secrets from landing in git. never skip it'],
      ['agent', 'no-verify', 'I used git commit --no-verify to get past a failing hook; commits in kestrel always run the pre-commit hooks, fix the finding instead'],
      ['fail', 'x:pre-commit-yamllint', 'git commit -m "worker: raise cpu limit"', 'check yaml...............................................................Passed\nyamllint.................................................................Failed\n- hook id: yamllint\n- exit code: 1\n\ndeploy/overlays/dev/worker-patch.yaml\n  14:81     error    line too long (96 > 80 characters)  (line-length)', 1],
      ['fail', 'x:non-ff-push', 'git push origin kes-318-worker-limits', "To github.com:kestrel-platform/kestrel.git\n ! [rejected]        kes-318-worker-limits -> kes-318-worker-limits (fetch first)\nerror: failed to push some refs to 'github.com:kestrel-platform/kestrel.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin kes-318-worker-limits && git push origin kes-318-worker-limits'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-17T09:20:00Z',
    steps: [
      ['fail', 'helmfile-not-helm', 'helm upgrade --install cert-manager jetstack/cert-manager --kube-context kind-kestrel -n cert-manager --create-namespace --set crds.enabled=true', 'Error: repo jetstack not found', 1, 'Install cert-manager into kind'],
      ['prompt', 'helmfile-not-helm', 'no raw helm for third party charts, they are all declared in helmfile.yaml. helmfile -e dev -l name=cert-manager apply'],
      ['fail', 'helmfile-env', 'helmfile -l name=cert-manager diff', 'err: no releases found that matches specified selector(name=cert-manager) and environment(default), in any helmfile', 1],
      ['prompt', 'helmfile-env', 'same as last week, the env flag'],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-18T08:30:00Z',
    steps: [
      ['ok', 'kubectl -n kestrel get pods'],
      ['prompt', 'kubectl-context', 'ALWAYS --context. my current-context is prod-eu from the incident yesterday and you just listed PROD pods'],
      ['fail', 'mise-tools', 'conftest test -p policy/ /tmp/dev.yaml', '/bin/bash: line 1: conftest: command not found', 127],
      ['prompt', 'mise-tools', 'apt/snap se mat daalo, bas `mise install` chalao — conftest aur baaki sab ka version .mise.toml mein pinned hai'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-18T15:00:00Z',
    steps: [
      ['fail', 'secret-naming', 'sops encrypt --in-place deploy/overlays/prod/secrets/smtp.yml', 'error loading config: no matching creation rules found', 1, 'Encrypt the new SMTP secret for prod'],
      ['prompt', 'secret-naming', 'el archivo tiene que llamarse smtp.sops.yaml, si no, las creation_rules de .sops.yaml no lo encuentran'],
      ['fail', 'x:sops-mac-mismatch', 'sops -d deploy/overlays/staging/secrets/db.sops.yaml', 'Error decrypting tree: Error walking tree: Could not decrypt value: MAC mismatch. File has 3E1B07F2C4A9D8E5F6A7B8C9D0E1F2A3B4C5D6E7F8091A2B3C4D5E6F708192A3, computed 9C2D4E6F8A0B1C3D5E7F9A1B3C5D7E9F0A2B4C6D8E0F1A3B5C7D9E1F3A5B7C9D', 1],
      ['prompt', 'sops-stdout', "and don't 'fix' that by decrypting to a .dec.yaml and re-encrypting. plaintext never touches disk — sops edit, or pipe sops -d"],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-03-19T08:10:00Z',
    steps: [
      ['fail', 'terraform-chdir', 'terraform -chdir=infra plan', TF_NO_CONFIG, 1],
      ['agent', 'terraform-chdir', 'infra/ itself holds no .tf files; terraform runs per account directory: terraform -chdir=infra/accounts/<account> plan'],
      ['ok', 'terraform -chdir=infra/accounts/prod plan -out=tfplan'],
      ['prompt', 'tf-auto-approve', 'Gut. Und bitte kein -auto-approve, ich schau mir den Plan erst selber an, dann `terraform apply tfplan`.'],
      ['fail', 'x:terraform-fmt', 'terraform -chdir=infra fmt -check -recursive', 'accounts/prod/iam.tf\nmodules/vpc/main.tf', 3],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-19T14:30:00Z',
    steps: [
      ['fail', 'mise-tools', 'terraform -chdir=infra/accounts/staging init', TF_CORE_VERSION, 1, 'Init the staging account'],
      ['prompt', 'mise-tools', "brew's terraform is frozen at 1.5.7 (license thing). use the one mise pins, don't brew install tools for this repo"],
      ['fail', 'date-d-mac', 'date --date="2026-04-30" +%s', `date: illegal option -- -\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'date-d-mac', 'gdate'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-20T13:00:00Z',
    steps: [
      ['fail', 'namespace-kestrel', 'kubectl --context stg-eu get configmap api-config -o yaml', 'Error from server (NotFound): configmaps "api-config" not found', 1],
      ['prompt', 'namespace-kestrel', 'forgot the namespace again. -n kestrel'],
      ['fail', 'x:rbac-secrets-read', 'kubectl --context stg-eu -n kestrel get secret db-creds -o yaml', 'Error from server (Forbidden): secrets "db-creds" is forbidden: User "dev@kestrel.dev" cannot get resource "secrets" in API group "" in the namespace "kestrel"', 1],
      ['ok', 'sops -d deploy/overlays/staging/secrets/db.sops.yaml | yq .stringData.username'],
      ['fail', 'x:kubectl-typo', 'kubectl --context stg-eu -n kestrel get deploymnets', 'error: the server doesn\'t have a resource type "deploymnets"', 1],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-23T09:00:00Z',
    steps: [
      ['fail', 'registry-5001', 'docker push localhost:5000/kestrel-worker:dev', 'The push refers to repository [localhost:5000/kestrel-worker]\nGet "http://localhost:5000/v2/": net/http: HTTP/1.x transport connection broken: malformed HTTP response "\\x00\\x00\\x12\\x04\\x00\\x00\\x00\\x00\\x00"', 1],
      ['prompt', 'registry-5001', 'that again? 5001!!'],
      ['fail', 'watch-mac', 'watch kubectl --context kind-kestrel -n kestrel get pods', '(eval):1: command not found: watch', 127],
      ['prompt', 'watch-mac', "still no watch on macs 🙃 kubectl get pods -w does the same"],
      ['fail', 'base64-mac', 'base64 --wrap=0 < /tmp/kestrel-ca.crt', "base64: unrecognized option `--wrap=0'\n" + MAC_BASE64_USAGE, 64],
      ['agent', 'base64-mac', 'macOS base64 has no -w/--wrap (GNU only) and does not wrap by default: use plain base64 (or -b 0)'],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-03-23T14:00:00Z',
    steps: [
      ['fail', 'argocd-grpc-web', 'argocd app diff api-staging', ARGOCD_GRPC_OLD, 20],
      ['agent', 'argocd-grpc-web', 'argocd CLI calls in kestrel need --grpc-web (the API server is behind an ALB that only speaks HTTP/1.1 to us)'],
      ['fail', 'x:argocd-token-expired', 'argocd app diff api-staging --grpc-web', 'FATA[0000] rpc error: code = Unauthenticated desc = invalid session: token has invalid claims: token is expired', 20],
      ['ok', 'argocd login argocd.kestrel.dev --sso --grpc-web'],
      ['fail', 'argocd-app-names', 'argocd app history payments --grpc-web', 'FATA[0000] rpc error: code = NotFound desc = applications.argoproj.io "payments" not found', 20],
      ['prompt', 'argocd-app-names', "payments-staging. it's always <service>-<env>, look in apps/ if unsure"],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-24T09:30:00Z',
    steps: [
      ['fail', 'stat-c-mac', 'stat -c %Y deploy/overlays/prod/secrets/smtp.sops.yaml', `stat: illegal option -- c\n${BSD_STAT_USAGE}`, 1],
      ['agent', 'stat-c-mac', "macOS stat is BSD and has no -c: use stat -f '%m' / stat -f '%Lp' (or gstat from coreutils)"],
      ['fail', 'sops-age-key-mac', 'sops edit deploy/overlays/staging/secrets/db.sops.yaml', SOPS_AGE_MAC('kai', 'db'), 128],
      ['prompt', 'sops-age-key-mac', 'SOPS_AGE_KEY_FILE. put the export in ~/.zshrc so it sticks this time'],
      ['ok', 'export SOPS_AGE_KEY_FILE=$HOME/.config/sops/age/keys.txt && sops edit deploy/overlays/staging/secrets/db.sops.yaml'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-24T13:40:00Z',
    steps: [
      ['fail', 'sops-stdout', 'git add deploy/overlays/staging/secrets && git commit -m "rotate staging db password"', PRE_COMMIT_SOPS, 1],
      ['agent', 'sops-stdout', 'I wrote sops -d output to db.dec.yaml inside the repo; decrypted secrets never go to a file: sops -d only to stdout, change values with sops edit'],
      ['ok', 'rm deploy/overlays/staging/secrets/db.dec.yaml && git status --short'],
      ['prompt', 'no-verify', "and no getting around the hook with -n either. if it blocks, it's right"],
      ['prompt', 'x:hinglish-request', 'ek naya namespace chahiye observability ke liye — dev overlay mein bana do, prod baad mein dekhenge'],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-25T08:30:00Z',
    steps: [
      ['fail', 'overlay-staging-name', 'kubectl kustomize deploy/overlays/stg-eu', KUSTOMIZE_NO_DIR('error', '/home/yuki/kestrel', 'deploy/overlays/stg-eu'), 1],
      ['prompt', 'overlay-staging-name', 'folder ka naam staging hai yaar, stg-eu sirf context ka naam hai'],
      ['fail', 'tilt-local', 'docker compose up -d', 'no configuration file provided: not found', 1, 'Start the services locally'],
      ['prompt', 'tilt-local', "there's no compose file in kestrel. local = kind + tilt up --context kind-kestrel"],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-26T09:00:00Z',
    steps: [
      ['fail', 'make-validate', 'make check', "make: *** No rule to make target `check'.  Stop.", 2, 'Run the policy checks'],
      ['prompt', 'make-validate', 'make validate. not check, not lint, same as last time'],
      ['fail', 'kubeconform-crds', 'kubectl kustomize deploy/overlays/prod | kubeconform -strict -summary -', KUBECONFORM_CRDS([['Rollout', 'api'], ['Certificate', 'api-tls']]), 1],
      ['prompt', 'kubeconform-crds', 'Ohne den CRDs-catalog als zweite -schema-location kennt kubeconform Rollout & Co. nicht. Die Flags stehen im Makefile.'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-27T13:00:00Z',
    steps: [
      ['fail', 'x:kustomize-typo', 'kustomize build deploy/overlys/dev', KUSTOMIZE_NO_DIR('Error', '/home/dev/kestrel', 'deploy/overlys/dev'), 1],
      ['ok', 'kustomize build deploy/overlays/dev > /tmp/dev.yaml'],
      ['fail', 'x:conftest-verify', 'conftest verify -p policy/', "FAIL - policy/deployment_test.rego - data.main.test_deny_missing_limits - \n\n23 tests, 22 passed, 0 warnings, 1 failure, 0 exceptions, 0 skipped", 1],
      ['prompt', 'x:german-request', 'Kannst du bitte die Memory-Limits für den worker in prod auf 512Mi erhöhen?'],
      ['fail', 'base-branch', 'git checkout develop', "error: pathspec 'develop' did not match any file(s) known to git", 1],
      ['prompt', 'base-branch', 'there is no develop. everything branches off main and PRs go back into main'],
      ['fail', 'base-branch', 'git rebase origin/master', "fatal: invalid upstream 'origin/master'", 128],
      ['ok', 'git fetch origin && git rebase origin/main'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'yq-v4', "yq w -i helmfile.yaml 'releases.(name==cert-manager).version' v1.16.2", 'Error: unknown command "w" for "yq"\nRun \'yq --help\' for usage.', 1],
      ['prompt', 'yq-v4', "yq4 pls: yq -i '(.releases[] | select(.name == \"cert-manager\")).version = \"v1.16.2\"' helmfile.yaml"],
      ['fail', 'helmfile-not-helm', 'helm upgrade cert-manager jetstack/cert-manager --version v1.16.2 --kube-context kind-kestrel -n cert-manager', 'Error: repo jetstack not found', 1],
      ['prompt', 'helmfile-not-helm', 'helm repo add karke bhi kuch nahi hoga, repos aur versions helmfile.yaml mein hain. helmfile -e dev sync karo bas'],
      ['prompt', 'x:bump-request', 'also bump ingress-nginx to 4.11.3 while you are in helmfile.yaml'],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-31T08:40:00Z',
    steps: [
      ['fail', 'kind-cluster-name', 'kind load image-archive /tmp/worker.tar', 'ERROR: no nodes found for cluster "kind"', 1],
      ['prompt', 'kind-cluster-name', 'cluster name is kestrel. --name kestrel, every single time'],
      ['fail', 'x:kind-cluster-exists', 'kind create cluster --name kestrel --config hack/kind.yaml', 'ERROR: failed to create cluster: node(s) already exist for a cluster with the name "kestrel"', 1],
      ['ok', 'kind load image-archive /tmp/worker.tar --name kestrel'],
      ['fail', 'argo-no-apply', 'kubectl --context stg-eu -n kestrel scale deploy/worker --replicas=4', 'Error from server (Forbidden): deployments.apps "worker" is forbidden: User "yuki@kestrel.dev" cannot patch resource "deployments/scale" in API group "apps" in the namespace "kestrel"', 1],
      ['prompt', 'argo-no-apply', 'nahi bhai, staging pe haath se kuch nahi. replicas overlay mein badlo, PR daalo, Argo sync karega. selfHeal waise bhi revert kar dega'],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-04-01T09:00:00Z',
    steps: [
      ['prompt', 'tf-auto-approve', 'STOP. you were about to run terraform apply -auto-approve on prod. plan file first, I review, then apply the plan file'],
      ['agent', 'tf-auto-approve', 'never terraform apply -auto-approve in kestrel: terraform plan -out=tfplan, wait for review, then terraform apply tfplan'],
      ['prompt', 'x:tagging-request', 'tag the new IAM role with team=platform and cost-center=kes-ops'],
      ['fail', 'sops-not-kubeseal', 'kubeseal --fetch-cert --controller-namespace kube-system --context stg-eu > /tmp/stg-cert.pem', '/bin/bash: line 1: kubeseal: command not found', 127],
      ['prompt', 'sops-not-kubeseal', 'kubeseal ya no existe en este repo. todo va con sops y age, mira .sops.yaml'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-04-01T14:00:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/replicas: 1/replicas: 2/' Tiltfile", 'sed: 1: "Tiltfile": invalid command code T', 1],
      ['prompt', 'sed-i-mac', "mac pe BSD sed hai yaar, -i '' lagao ya gsed use karo"],
      ['ok', "gsed -i 's/replicas: 1/replicas: 2/' Tiltfile"],
      ['prompt', 'x:utc-logs', 'the cleanup cronjob should log its timestamps in UTC, right now it uses the node local time'],
      ['fail', 'tilt-kind-only', 'tilt up', TILT_STOP('prod-eu'), 1],
      ['prompt', 'tilt-kind-only', "NO. revert the Tiltfile change. allow_k8s_contexts stays kind-kestrel and nothing else, tilt never talks to a real cluster"],
      ['ok', 'git checkout -- Tiltfile && tilt up --context kind-kestrel'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-04-02T09:00:00Z',
    steps: [
      ['fail', 'x:sed-typo', "sed -i 's/replicas: 2/replicas: 3' deploy/overlays/dev/worker-patch.yaml", "sed: -e expression #1, char 25: unterminated `s' command", 1],
      ['prompt', 'no-verify', 'Commits laufen bei uns immer durch pre-commit, auch wenn es nervt. --no-verify ist tabu.'],
      ['agent', 'base-branch', 'kestrel has only main (no develop/master): branch from origin/main and open PRs against main'],
      ['agent', 'kubectl-context', 'I ran kubectl against whatever the current context was; in kestrel every kubectl call names its context explicitly (--context kind-kestrel / stg-eu / prod-eu)'],
    ],
  },
  {
    machine: 'wincodex7', project: 'kestrel', start: '2026-04-02T13:00:00Z',
    steps: [
      ['fail', 'wsl-not-powershell', 'make kind-up', PS7('make'), 1],
      ['agent', 'wsl-not-powershell', "kestrel's tooling (make, hack/*.sh) is bash-only; run it from the WSL2 Ubuntu shell, not from PowerShell"],
      ['ok', 'wsl -d Ubuntu -- bash -lc "cd ~/kestrel && make kind-up"'],
    ],
  },
];

/** Windows sessions: the hook sees backslash paths for cwd and the transcript. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  return {
    ...event,
    payload: {
      ...payload,
      cwd: payload.cwd.replace(/\//g, '\\'),
      transcript_path: payload.transcript_path.replace(/\//g, '\\'),
    },
  };
}
