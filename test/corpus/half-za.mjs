// Half ZA of the evaluation corpus, written blind: "ironbark", a platform/SRE team's infrastructure
// repository. Ansible playbooks and roles (ansible-lint, molecule, ansible-vault, run through a
// bin/play wrapper), OpenTofu (the team moved off terraform in August), Packer AMIs, AWS CLI v2 with
// IAM Identity Center (SSO) profiles, kubectl and kustomize (helmCharts overlays) against EKS, many
// shell scripts under scripts/ (shellcheck, pre-commit), direnv, a uv project for the Python
// tooling and a nix flake devshell.
// Platforms: Ana on macOS with zsh (machine `mac`), Kai on macOS with zsh (`mac2`), the Linux
// developers on `linux` (Jonas on NixOS, fish as his login shell, Claude Code's Bash tool still runs
// bash; others on Ubuntu with bash), Codex on an Ubuntu workstation (`codex`), and Codex in the
// GitHub Actions job container (`ci`, /bin/sh is dash).
// Languages: English, Japanese (Kai) and Brazilian Portuguese (Ana), mixing command names in.
// Six weeks: 2026-09-01 to 2026-10-09.

const PIP_EXTERNAL_DEBIAN = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.
    
    If you wish to install a non-Debian-packaged Python package,
    create a virtual environment using python3 -m venv path/to/venv.
    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make
    sure you have python3-full installed.
    
    If you wish to install a non-Debian packaged Python application,
    it may be easiest to use pipx install xyz, which will manage a
    virtual environment for you. Make sure you have pipx installed.
    
    See /usr/share/doc/python3.12/README.venv for more information.

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const TOFU_BACKEND_REQUIRED = `╷
│ Error: Backend initialization required, please run "tofu init"
│ 
│ Reason: Initial configuration of the requested backend "s3"
│ 
│ The "backend" is the interface that OpenTofu uses to store state,
│ perform operations, etc. If this message is showing up, it means that the
│ OpenTofu configuration you're using is using a custom configuration for
│ the OpenTofu backend.
│ 
│ Changes to backend configurations require reinitialization. This allows
│ OpenTofu to set up the new configuration, copy existing state, etc. Please run
│ "tofu init" with either the "-reconfigure" or "-migrate-state" flags to
│ use the current configuration.
│ 
│ If the change reason above is incorrect, please verify your configuration
│ hasn't changed and try again. At this point, no changes to your existing
│ configuration or state have been made.
╵`;

const TOFU_INPUT_EOF = `
Initializing the backend...
╷
│ Error: Error asking for input to configure backend "s3": bucket: EOF
│ 
│ 
╵`;

const TOFU_VERSION = (version) => `╷
│ Error: Unsupported OpenTofu Core version
│ 
│   on versions.tf line 2, in terraform:
│    2:   required_version = "~> 1.8.0"
│ 
│ This configuration does not support OpenTofu version ${version}. To proceed,
│ either choose another supported OpenTofu version or update this version
│ constraint. Version constraints are normally set for good reason, so
│ updating the constraint may lead to other errors or unexpected behavior.
╵`;

const TOFU_PROVIDER_NETWORK = `
Initializing the backend...

Successfully configured the backend "s3"! OpenTofu will automatically
use this backend unless the backend configuration changes.
Initializing modules...
- eks in ../../modules/eks
- external_dns in ../../modules/external-dns
Initializing provider plugins...
- Finding hashicorp/aws versions matching "~> 5.80"...
╷
│ Error: Failed to query available provider packages
│ 
│ Could not retrieve the list of available versions for provider
│ hashicorp/aws: could not connect to registry.opentofu.org: failed to
│ request discovery document: Get
│ "https://registry.opentofu.org/.well-known/terraform.json": dial tcp:
│ lookup registry.opentofu.org on 127.0.0.53:53: server misbehaving
╵`;

const TOFU_STATE_LOCK = `╷
│ Error: Error acquiring the state lock
│ 
│ Error message: operation error DynamoDB: PutItem, https response error
│ StatusCode: 400, RequestID:
│ 8Q3N5J1R7VLM2K4T6HCP0G9B8FUVVNQSO5AEMVJF66Q9ASUAAJG, api error
│ ConditionalCheckFailedException: The conditional request failed
│ Lock Info:
│   ID:        3f2a9c1e-7b4d-4e8a-9f60-1c2d3e4f5a6b
│   Path:      ib-tofu-state-sandbox/envs/sandbox/terraform.tfstate
│   Operation: OperationTypeApply
│   Who:       ana@Anas-MacBook-Pro.local
│   Version:   1.8.5
│   Created:   2026-10-07 09:58:12.402113 +0000 UTC
│   Info:      
│ 
│ 
│ OpenTofu acquires a state lock to protect the state from being written
│ by multiple users at the same time. Please resolve the issue above and try
│ again. For most commands, you can disable locking with the "-lock=false"
│ flag, but this is not recommended.
╵`;

const TOFU_UNDECLARED_VAR = `╷
│ Error: Reference to undeclared input variable
│ 
│   on ../../modules/eks/node_groups.tf line 14, in resource "aws_eks_node_group" "general":
│   14:   subnet_ids      = var.private_subnet_idz
│ 
│ An input variable with the name "private_subnet_idz" has not been declared.
│ Did you mean "private_subnet_ids"?
╵`;

const TERRAFORM_LOCK_MISMATCH = `╷
│ Error: Inconsistent dependency lock file
│ 
│ The following dependency selections recorded in the lock file are
│ inconsistent with the current configuration:
│   - provider registry.terraform.io/hashicorp/aws: required by this configuration but no version is selected
│   - provider registry.terraform.io/hashicorp/tls: required by this configuration but no version is selected
│ 
│ To make the initial dependency selections that will initialize the
│ dependency lock file, run:
│   terraform init
╵`;

const BSD_GREP_USAGE = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const BSD_DATE_D = `date: illegal option -- d
usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const BSD_BASE64_W = `base64: invalid option -- w
Usage:	base64 [-Ddh] [-b num] [-i in_file] [-o out_file]
  -b, --break       break encoded output up into lines of length num
  -D, -d, --decode  decode input
  -h, --help        display this message
  -i, --input       input file (default: "-" or stdin)
  -o, --output      output file (default: "-" or stdout)`;

const BSD_STAT_C = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestampformat] [file ...]';

const HELM_INFLATE = (prefix, chart) => `${prefix}: trouble configuring builtin HelmChartInflationGenerator with config: \`
${chart}\`: must specify --enable-helm`;

const INGRESS_CHART = `name: ingress-nginx
namespace: ingress-nginx
releaseName: ingress-nginx
repo: https://kubernetes.github.io/ingress-nginx
valuesFile: values-ingress.yaml
version: 4.11.3
`;

const CERT_MANAGER_CHART = `includeCRDs: true
name: cert-manager
namespace: cert-manager
releaseName: cert-manager
repo: https://charts.jetstack.io
valuesInline:
  crds:
    enabled: true
version: v1.16.1
`;

const KUSTOMIZE_MISSING_FILE = "Error: accumulating resources: accumulation err='accumulating resources from 'cert-manager-issuer.yaml': open /home/dev/ironbark/k8s/overlays/staging/cert-manager-issuer.yaml: no such file or directory': must build at directory: not a valid directory: evalsymlink failure on '/home/dev/ironbark/k8s/overlays/staging/cert-manager-issuer.yaml' : lstat /home/dev/ironbark/k8s/overlays/staging/cert-manager-issuer.yaml: no such file or directory";

const KUBECTL_NO_SERVER = `E0928 14:06:12.441903   48213 memcache.go:265] "Unhandled Error" err="couldn't get current server API group list: Get \\"http://localhost:8080/api?timeout=32s\\": dial tcp 127.0.0.1:8080: connect: connection refused"
E0928 14:06:12.443517   48213 memcache.go:265] "Unhandled Error" err="couldn't get current server API group list: Get \\"http://localhost:8080/api?timeout=32s\\": dial tcp 127.0.0.1:8080: connect: connection refused"
E0928 14:06:12.445012   48213 memcache.go:265] "Unhandled Error" err="couldn't get current server API group list: Get \\"http://localhost:8080/api?timeout=32s\\": dial tcp 127.0.0.1:8080: connect: connection refused"
The connection to the server localhost:8080 was refused - did you specify the right host or port?`;

const KUBECTL_DIFF = `diff -u -N /var/folders/7k/q3x2m1vd5bz0c8_kf4hj9r1w0000gn/T/LIVE-1874512093/apps.v1.Deployment.ingress-nginx.ingress-nginx-controller /var/folders/7k/q3x2m1vd5bz0c8_kf4hj9r1w0000gn/T/MERGED-2983411754/apps.v1.Deployment.ingress-nginx.ingress-nginx-controller
--- /var/folders/7k/q3x2m1vd5bz0c8_kf4hj9r1w0000gn/T/LIVE-1874512093/apps.v1.Deployment.ingress-nginx.ingress-nginx-controller	2026-09-15 10:22:41
+++ /var/folders/7k/q3x2m1vd5bz0c8_kf4hj9r1w0000gn/T/MERGED-2983411754/apps.v1.Deployment.ingress-nginx.ingress-nginx-controller	2026-09-15 10:22:41
@@ -6,7 +6,7 @@
     deployment.kubernetes.io/revision: "7"
   creationTimestamp: "2026-06-02T04:11:09Z"
-  generation: 7
+  generation: 8
   labels:
     app.kubernetes.io/component: controller
-    helm.sh/chart: ingress-nginx-4.11.2
+    helm.sh/chart: ingress-nginx-4.11.3
@@ -41,7 +41,7 @@
-        image: registry.k8s.io/ingress-nginx/controller:v1.11.2@sha256:d5f8217feeac4887cb1ed21f27c2674e58be06bd8f5184cacea2a69abaf78dce
+        image: registry.k8s.io/ingress-nginx/controller:v1.11.3@sha256:d56f135b6462cfc476447cfe564b83a45e8bb7da2774963b00d12161112270b7`;

const ANSIBLE_NO_HOSTS = `[WARNING]: No inventory was parsed, only implicit localhost is available
[WARNING]: provided hosts list is empty, only localhost is available. Note that
the implicit localhost does not match 'all'
ERROR! Specified inventory, host pattern and/or --limit leaves us with no hosts to target.`;

const ANSIBLE_PY36 = String.raw`
PLAY [legacy] ******************************************************************

TASK [Gathering Facts] *********************************************************
fatal: [bastion-legacy-01]: FAILED! => {"ansible_facts": {}, "changed": false, "failed_modules": {"ansible.legacy.setup": {"failed": true, "module_stderr": "Shared connection to bastion-legacy-01 closed.\r\n", "module_stdout": "Traceback (most recent call last):\r\n  File \"<stdin>\", line 107, in <module>\r\n  File \"<stdin>\", line 99, in _ansiballz_main\r\n  File \"<stdin>\", line 44, in invoke_module\r\n  File \"/usr/lib64/python3.6/runpy.py\", line 201, in run_module\r\n    mod_name, mod_spec, code = _get_module_details(mod_name)\r\n  File \"/usr/lib64/python3.6/runpy.py\", line 153, in _get_module_details\r\n    code = loader.get_code(mod_name)\r\n  File \"<frozen importlib._bootstrap_external>\", line 1018, in get_code\r\n  File \"/tmp/ansible_ansible.legacy.setup_payload_x9q2kd7e/ansible_ansible.legacy.setup_payload.zip/ansible/module_utils/basic.py\", line 5\r\nSyntaxError: future feature annotations is not defined\r\n", "msg": "MODULE FAILURE\nSee stdout/stderr for the exact error", "rc": 1}}, "msg": "The following modules failed to execute: ansible.legacy.setup\n"}

PLAY RECAP *********************************************************************
bastion-legacy-01          : ok=0    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0
`;

const ANSIBLE_UNREACHABLE = String.raw`
PLAY [prometheus] **************************************************************

TASK [Gathering Facts] *********************************************************
fatal: [prometheus-01]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: kex_exchange_identification: Connection closed by remote host\r\nConnection closed by UNKNOWN port 65535", "unreachable": true}

PLAY RECAP *********************************************************************
prometheus-01              : ok=0    changed=0    unreachable=1    failed=0    skipped=0    rescued=0    ignored=0
`;

const GALAXY_MISSING = (module, home, role, line, task) => `ERROR! couldn't resolve module/action '${module}'. This often indicates a misspelling, missing collection, or incorrect module path.

The error appears to be in '${home}/ironbark/ansible/roles/${role}/tasks/main.yml': line ${line}, column 3, but may
be elsewhere in the file depending on the exact syntax problem.

The offending line appears to be:


- name: ${task}
  ^ here`;

const ANSIBLE_LINT_NAME = `WARNING  Listing 1 violation(s) that are fatal
name[missing]: All tasks should be named.
ansible/roles/bastion/tasks/main.yml:31 Task/Handler: ansible.builtin.command chronyc tracking

Read documentation for instructions on how to ignore specific rule violations.

                 Rule Violation Summary                  
 count tag           profile rule associated tags        
     1 name[missing] basic   idiom                       

Failed: 1 failure(s), 0 warning(s) on 214 files. Last profile that met the validation criteria was 'min'. Rating: 4/5 star`;

const MOLECULE_VERIFY_FAIL = `INFO     default ➜ verify: Executing
INFO     Running Ansible Verifier

PLAY [Verify] ******************************************************************

TASK [Collect listening ports] *************************************************
ok: [instance]

TASK [Assert node_exporter listens on 9100] ************************************
fatal: [instance]: FAILED! => {
    "assertion": "9100 in listening_ports",
    "changed": false,
    "evaluated_to": false,
    "msg": "Assertion failed"
}

PLAY RECAP *********************************************************************
instance                   : ok=2    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0

CRITICAL Ansible return code was 2, command was: ansible-playbook --inventory /home/dev/.cache/molecule/node_exporter/default/inventory --skip-tags molecule-notest,notest /home/dev/ironbark/ansible/roles/node_exporter/molecule/default/verify.yml
WARNING  An error occurred during the test sequence action: 'verify'. Cleaning up.
INFO     default ➜ cleanup: Executing
INFO     default ➜ destroy: Executing`;

const MOLECULE_DOCKER_DOWN = `INFO     default ➜ create: Executing

PLAY [Create] ******************************************************************

TASK [Create a container] ******************************************************
fatal: [localhost]: FAILED! => {"changed": false, "msg": "Error connecting: Error while fetching server API version: ('Connection aborted.', FileNotFoundError(2, 'No such file or directory'))"}

PLAY RECAP *********************************************************************
localhost                  : ok=0    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0

CRITICAL Ansible return code was 2, command was: ansible-playbook --inventory /Users/kai/.cache/molecule/node_exporter/default/inventory --skip-tags molecule-notest,notest /Users/kai/ironbark/.venv/lib/python3.12/site-packages/molecule_plugins/docker/playbooks/create.yml`;

const PACKER_MISSING = (plugins) => `Error: Missing plugins

The following plugins are required, but not installed:

${plugins.join('\n')}

Did you run packer init for this project ?`;

const PACKER_SSH_TIMEOUT = `amazon-ebs.al2023: output will be in this color.

==> amazon-ebs.al2023: Prevalidating any provided VPC information
==> amazon-ebs.al2023: Prevalidating AMI Name: ib-al2023-base-20260929-1002
    amazon-ebs.al2023: Found Image ID: ami-0d52744d6551d851e
==> amazon-ebs.al2023: Creating temporary keypair: packer_66f92a1c-3b6e-0f2d-7a91-5e0c4d8b2f17
==> amazon-ebs.al2023: Creating temporary security group for this instance: packer_66f92a1e-9d4f-1c3a-e2b7-6a8f0c5d9e31
==> amazon-ebs.al2023: Authorizing access to port 22 from [10.20.0.0/16] in the temporary security groups...
==> amazon-ebs.al2023: Launching a source AWS instance...
    amazon-ebs.al2023: Instance ID: i-0e4a9d2c7b1f38a56
==> amazon-ebs.al2023: Waiting for instance (i-0e4a9d2c7b1f38a56) to become ready...
==> amazon-ebs.al2023: Using SSH communicator to connect: 10.20.1.87
==> amazon-ebs.al2023: Waiting for SSH to become available...
==> amazon-ebs.al2023: Timeout waiting for SSH.
==> amazon-ebs.al2023: Terminating the source AWS instance...
==> amazon-ebs.al2023: Cleaning up any extra volumes...
==> amazon-ebs.al2023: No volumes to clean up, skipping
==> amazon-ebs.al2023: Deleting temporary security group...
==> amazon-ebs.al2023: Deleting temporary keypair...
Build 'amazon-ebs.al2023' errored after 5 minutes 38 seconds: Timeout waiting for SSH.

==> Wait completed after 5 minutes 38 seconds

==> Some builds didn't complete successfully and had errors:
--> amazon-ebs.al2023: Timeout waiting for SSH.

==> Builds finished but no artifacts were created.`;

const AWS_NO_LESS = `
Unable to redirect output to pager. Received the following error when opening pager:
[Errno 2] No such file or directory: 'less'

Learn more about configuring the output pager by running "aws help config-vars".
`;

const SC1091 = (files) => `${files.map(([file, line]) => `
In ${file} line ${line}:
source "\${BASH_SOURCE%/*}/lib/common.sh"
       ^-- SC1091 (info): Not following: scripts/lib/common.sh was not specified as input (see shellcheck -x).
`).join('')}
For more information:
  https://www.shellcheck.net/wiki/SC1091 -- Not following: scripts/lib/commo...`;

const SC2086 = `
In scripts/eks-drain.sh line 23:
  kubectl --context "$CTX" drain $node --ignore-daemonsets --delete-emptydir-data
                                 ^---^ SC2086 (info): Double quote to prevent globbing and word splitting.

Did you mean:
  kubectl --context "$CTX" drain "$node" --ignore-daemonsets --delete-emptydir-data

For more information:
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...`;

const PRECOMMIT_WHITESPACE = `check yaml...............................................................Passed
trim trailing whitespace.................................................Failed
- hook id: trailing-whitespace
- exit code: 1
- files were modified by this hook

Fixing k8s/overlays/sandbox/values-ingress.yaml

fix end of files.........................................................Passed
ansible-lint.........................................(no files to check)Skipped
tofu fmt.............................................(no files to check)Skipped
shellcheck...........................................(no files to check)Skipped`;

const GIT_NON_FF = `To github.com:ironbark-infra/ironbark.git
 ! [rejected]        feat/ingress-4.11 -> feat/ingress-4.11 (non-fast-forward)
error: failed to push some refs to 'github.com:ironbark-infra/ironbark.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. If you want to integrate the remote changes,
hint: use 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const UV_NETWORK = `error: Failed to fetch: \`https://pypi.org/simple/molecule-plugins/\`
  Caused by: Request failed after 3 retries
  Caused by: error sending request for url (https://pypi.org/simple/molecule-plugins/)
  Caused by: operation timed out`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'ironbark', start: '2026-09-01T12:10:00Z',
    steps: [
      ['fail', 'tofu', 'cd tofu/envs/sandbox && terraform plan', '(eval):1: command not found: terraform', 127, 'Plan the sandbox changes'],
      ['prompt', 'tofu', "terrafrom is gone from our laptops, we're on tofu since august"],
      ['fail', 'tofu-backend', 'cd tofu/envs/sandbox && tofu plan', TOFU_BACKEND_REQUIRED, 1, 'Plan the sandbox changes with OpenTofu'],
      ['prompt', 'tofu-backend', 'needs init first, and init needs the backend file: tofu init -backend-config=../../backends/sandbox.s3.tfbackend'],
      ['ok', 'cd tofu/envs/sandbox && tofu init -backend-config=../../backends/sandbox.s3.tfbackend && tofu plan -out=tfplan'],
    ],
  },
  {
    machine: 'codex', project: 'ironbark', start: '2026-09-01T14:30:00Z',
    steps: [
      ['fail', 'uv-run', 'ansible-lint ansible/', 'bash: line 1: ansible-lint: command not found', 127],
      ['fail', 'uv-run', 'pip install --user ansible-lint', PIP_EXTERNAL_DEBIAN, 1],
      ['prompt', 'uv-run', "stop. no pip. the lint tooling is pinned in pyproject.toml, it's `uv run ansible-lint`"],
    ],
  },
  {
    machine: 'mac2', project: 'ironbark', start: '2026-09-02T01:20:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/ami-0a3c14e1ddbe7f23c/ami-0f1e2d3c4b5a69788/' ansible/group_vars/all.yml", 'sed: 1: "ansible/group_vars/all ...": command a expects \\ followed by text', 1, 'Update the base AMI id'],
      ['prompt', 'sed-i-mac', "mac の sed は -i のあとに '' が要ります。gsed でもいいです"],
    ],
  },
  {
    machine: 'linux', project: 'ironbark', start: '2026-09-02T09:00:00Z',
    steps: [
      ['fail', 'env-bash', './scripts/rotate-ssm-params.sh sandbox', '/run/current-system/sw/bin/bash: line 1: ./scripts/rotate-ssm-params.sh: /bin/bash: bad interpreter: No such file or directory', 126, 'Rotate the sandbox SSM parameters'],
      ['prompt', 'env-bash', 'this is nixos, there is no /bin/bash. shebang should be #!/usr/bin/env bash'],
      ['fail', 'nix-develop', 'tflint --recursive', "The program 'tflint' is not in your PATH. You can make it available in an ephemeral shell by typing:\n  nix-shell -p tflint", 127],
      ['prompt', 'nix-develop', 'no nix-shell -p / nix-env here, everything is in the flake devshell: nix develop -c tflint --recursive'],
      ['ok', 'nix develop -c tflint --recursive'],
    ],
  },
  {
    machine: 'ci', project: 'ironbark', start: '2026-09-02T13:05:00Z',
    steps: [
      ['fail', 'tofu-fmt', 'tofu fmt -check -recursive tofu/', 'tofu/modules/eks/node_groups.tf\ntofu/envs/sandbox/ingress.tf', 3],
      ['prompt', 'tofu-fmt', 'fmt job is red again. run tofu fmt -recursive before you push'],
    ],
  },
  {
    machine: 'mac', project: 'ironbark', start: '2026-09-03T12:30:00Z',
    steps: [
      ['fail', 'aws-profile', 'aws sts get-caller-identity --profile sandbox', '\nThe config profile (sandbox) could not be found', 255, 'Check which AWS identity is active'],
      ['prompt', 'aws-profile', 'o profile é ib-sandbox, não existe "sandbox"'],
      ['fail', 'sso-login', 'aws sts get-caller-identity --profile ib-sandbox', '\nError when retrieving token from sso: Token has expired and refresh failed', 255],
      ['prompt', 'sso-login', "don't aws configure, that writes static keys. aws sso login --sso-session ironbark and I'll click through the browser"],
      ['ok', 'aws sso login --sso-session ironbark'],
    ],
  },
  {
    machine: 'codex', project: 'ironbark', start: '2026-09-03T15:00:00Z',
    steps: [
      ['fail', 'aws-profile', 'aws eks list-clusters', 'Unable to locate credentials. You can configure credentials by running "aws configure".', 253],
      ['prompt', 'aws-profile', "codex doesn't get direnv, so AWS_PROFILE is empty for you. pass --profile ib-sandbox on every aws call"],
      ['fail', 'aws-region', 'aws eks update-kubeconfig --name ib-sandbox --profile ib-sandbox', '\nAn error occurred (ResourceNotFoundException) when calling the DescribeCluster operation: No cluster found for name: ib-sandbox.', 254],
      ['prompt', 'aws-region', 'sandbox is in tokyo. ap-northeast-1'],
      ['ok', 'aws eks update-kubeconfig --name ib-sandbox --alias ib-sandbox --region ap-northeast-1 --profile ib-sandbox'],
    ],
  },
  {
    machine: 'mac2', project: 'ironbark', start: '2026-09-04T00:40:00Z',
    steps: [
      ['fail', 'kube-context', 'kubectl --context sandbox -n ingress-nginx get pods', 'error: context "sandbox" does not exist', 1, 'List the ingress controller pods'],
      ['prompt', 'kube-context', 'context 名は ib-sandbox です。sandbox という context はありません'],
      ['fail', 'kustomize-helm', 'kubectl --context ib-sandbox apply -k k8s/overlays/sandbox', HELM_INFLATE('error', INGRESS_CHART), 1, 'Apply the sandbox overlay'],
      ['prompt', 'kustomize-helm', "the overlays inflate helm charts, kubectl -k can't do that. kustomize build --enable-helm k8s/overlays/sandbox | kubectl apply -f -"],
      ['prompt', 'kube-diff-first', 'and show me the diff before anything gets applied'],
    ],
  },
  {
    machine: 'linux', project: 'ironbark', start: '2026-09-04T08:15:00Z',
    steps: [
      ['fail', 'play-wrapper', 'ansible-playbook ansible/site.yml -i ansible/inventories/sandbox --limit bastion', 'ERROR! Attempting to decrypt but no vault secrets found', 1, 'Run the site playbook against the sandbox bastion'],
      ['prompt', 'play-wrapper', 'use bin/play, it wires up the vault id and the inventory: ./bin/play sandbox site.yml --limit bastion'],
      ['fail', 'galaxy-first', './bin/play sandbox site.yml --limit bastion', GALAXY_MISSING('amazon.aws.ec2_instance', '/home/dev', 'bastion', 12, 'Ensure the bastion instance exists'), 4],
      ['prompt', 'galaxy-first', 'fresh clone? ansible-galaxy collection install -r ansible/collections/requirements.yml first'],
      ['ok', './bin/play sandbox site.yml --limit bastion --check --diff'],
    ],
  },
  {
    machine: 'mac', project: 'ironbark', start: '2026-09-05T13:00:00Z',
    steps: [
      ['fail', 'trunk', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128, 'Rebase the branch on the latest default branch'],
      ['prompt', 'trunk', 'aqui a branch padrão é trunk, não main'],
      ['fail', 'x:git-non-ff', 'git push origin feat/ingress-4.11', GIT_NON_FF, 1],
      ['ok', 'git push --force-with-lease origin feat/ingress-4.11'],
    ],
  },
  {
    machine: 'codex', project: 'ironbark', start: '2026-09-05T16:00:00Z',
    steps: [
      ['fail', 'molecule-role-dir', 'uv run molecule test', "CRITICAL 'molecule/default/molecule.yml' glob failed.  Exiting.", 1],
      ['prompt', 'molecule-role-dir', 'molecule has to run from inside the role: cd ansible/roles/node_exporter && uv run molecule test'],
      ['fail', 'x:molecule-verify', 'cd ansible/roles/node_exporter && uv run molecule test', MOLECULE_VERIFY_FAIL, 1],
    ],
  },
  {
    machine: 'mac2', project: 'ironbark', start: '2026-09-07T01:00:00Z',
    steps: [
      ['fail', 'grep-P-mac', "grep -oP '(?<=image: ).*' k8s/base/external-dns/deployment.yaml", BSD_GREP_USAGE, 2, 'Extract the external-dns image'],
      ['prompt', 'grep-P-mac', 'no -P on the macs. rg or grep -E'],
      ['fail', 'date-d-mac', "date -d '+90 days' +%Y-%m-%d", BSD_DATE_D, 1, 'Compute the cert renewal reminder date'],
      ['prompt', 'date-d-mac', 'bsd date again. gdate -d, or date -v+90d'],
      ['prompt', 'x:date-iso', 'and write the dates in the runbook as ISO 8601 in UTC please'],
      ['fail', 'timeout-mac', 'timeout 300 kubectl --context ib-sandbox -n external-dns rollout status deploy/external-dns', '(eval):1: command not found: timeout', 127, 'Wait for the external-dns rollout'],
      ['prompt', 'timeout-mac', 'mac には timeout コマンドがないので gtimeout を使ってください (brew の coreutils)'],
      ['fail', 'x:rollout-deadline', 'gtimeout 300 kubectl --context ib-sandbox -n external-dns rollout status deploy/external-dns', 'Waiting for deployment "external-dns" rollout to finish: 0 of 1 updated replicas are available...\nerror: deployment "external-dns" exceeded its progress deadline', 1],
      ['prompt', 'x:irsa-request', 'the IRSA role is missing route53:ChangeResourceRecordSets, add it in tofu/modules/external-dns/iam.tf'],
    ],
  },
  {
    machine: 'ci', project: 'ironbark', start: '2026-09-07T10:00:00Z',
    steps: [
      ['fail', 'no-pager', 'aws ec2 describe-images --owners self --filters Name=tag:Project,Values=ironbark --region ap-northeast-1', AWS_NO_LESS, 255],
      ['prompt', 'no-pager', 'the runner image has no less. AWS_PAGER="" in the job env or --no-cli-pager on the call'],
      ['fail', 'packer-init', 'packer validate -var-file=packer/vars/sandbox.pkrvars.hcl packer/al2023-base.pkr.hcl', PACKER_MISSING(['github.com/hashicorp/amazon ~> 1.3']), 1],
      ['prompt', 'packer-init', "packer init packer/ first, plugins aren't cached on the runner"],
      ['ok', 'packer init packer/ && packer validate -var-file=packer/vars/sandbox.pkrvars.hcl packer/al2023-base.pkr.hcl'],
    ],
  },
  {
    machine: 'mac', project: 'ironbark', start: '2026-09-08T12:20:00Z',
    steps: [
      ['fail', 'base64-w-mac', 'printf %s "$GRAFANA_OAUTH_CLIENT_SECRET" | base64 -w0', BSD_BASE64_W, 1, 'Encode the Grafana OAuth secret for the manifest'],
      ['prompt', 'base64-w-mac', '-w0 é coisa do base64 do GNU. no mac a saída já vem sem quebra de linha (ou usa -b 0)'],
      ['fail', 'sed-i-mac', "sed -i 's/replicaCount: 1/replicaCount: 2/' k8s/overlays/sandbox/values-ingress.yaml", 'sed: 1: "k8s/overlays/sandbox/ ...": invalid command code k', 1],
      ['prompt', 'sed-i-mac', "that again? sed -i '' on mac"],
      ['fail', 'ssm-not-ssh', "ssh ec2-user@10.20.3.14 'sudo systemctl status node_exporter'", 'ssh: connect to host 10.20.3.14 port 22: Operation timed out', 255, 'Check node_exporter on the host'],
      ['prompt', 'ssm-not-ssh', 'não tem ssh, a porta 22 tá fechada em tudo. usa aws ssm start-session'],
      ['fail', 'x:ssm-plugin', 'aws ssm start-session --target i-0b7c3e9a1d2f45e60 --profile ib-sandbox --region ap-northeast-1', '\nSessionManagerPlugin is not found. Please refer to SessionManager Documentation here: http://docs.aws.amazon.com/console/systems-manager/session-manager-plugin-not-found\n', 255],
      ['ok', 'brew install --cask session-manager-plugin'],
    ],
  },
  {
    machine: 'codex', project: 'ironbark', start: '2026-09-09T14:00:00Z',
    steps: [
      ['fail', 'shellcheck-x', 'shellcheck scripts/eks-drain.sh scripts/tag-amis.sh', SC1091([['scripts/eks-drain.sh', 4], ['scripts/tag-amis.sh', 5]]), 1],
      ['prompt', 'shellcheck-x', 'shellchek -x pls, the scripts source lib/common.sh and it has to follow them'],
      ['fail', 'tofu', 'terraform -chdir=tofu/envs/sandbox validate', 'bash: line 1: terraform: command not found', 127],
      ['agent', 'tofu', 'Used terraform; this repo is on OpenTofu, the binary is tofu (tofu -chdir=tofu/envs/sandbox validate).'],
      ['ok', 'tofu -chdir=tofu/envs/sandbox validate'],
      ['fail', 'play-wrapper', 'uv run ansible-playbook ansible/monitoring.yml --limit prometheus', ANSIBLE_NO_HOSTS, 1],
      ['prompt', 'play-wrapper', 'bin/play. every time. ./bin/play sandbox monitoring.yml --limit prometheus'],
      ['fail', 'x:ansible-unreachable', './bin/play sandbox monitoring.yml --limit prometheus', ANSIBLE_UNREACHABLE, 4],
    ],
  },
  {
    machine: 'linux', project: 'ironbark', start: '2026-09-10T08:00:00Z',
    steps: [
      ['fail', 'ansible-core-pin', './bin/play sandbox legacy.yml --limit bastion-legacy-01', ANSIBLE_PY36, 2, 'Run the legacy playbook against the old bastion'],
      ['prompt', 'ansible-core-pin', 'who bumped ansible-core?? the legacy boxes are CentOS 7 with python 3.6 and 2.17 dropped that. ansible-core stays <2.17'],
      ['agent', 'ansible-core-pin', "Upgraded ansible-core to 2.17 with uv lock --upgrade; it has to stay on 2.16.x ('ansible-core>=2.16,<2.17') because legacy hosts run Python 3.6."],
      ['ok', "uv add 'ansible-core>=2.16,<2.17'"],
    ],
  },
  {
    machine: 'ci', project: 'ironbark', start: '2026-09-11T10:00:00Z',
    steps: [
      ['fail', 'tofu', 'terraform -chdir=tofu/envs/staging plan -lock-timeout=60s', '/bin/sh: 1: terraform: not found', 127],
      ['prompt', 'tofu', 'that job is from before the migration. tofu, not terraform'],
      ['fail', 'tofu-version', 'tofu -chdir=tofu/envs/staging init -backend-config=../../backends/staging.s3.tfbackend', TOFU_VERSION('1.7.3'), 1],
      ['prompt', 'tofu-version', 'runner has 1.7. install it with tenv, the version comes from .opentofu-version (1.8.x)'],
      ['ok', 'tenv tofu install && tofu version'],
    ],
  },
  {
    machine: 'linux', project: 'ironbark', start: '2026-09-14T09:00:00Z',
    steps: [
      ['fail', 'nix-develop', 'packer fmt -check packer/', '/run/current-system/sw/bin/bash: line 1: packer: command not found', 127],
      ['prompt', 'nix-develop', 'same as last week:\n```\nfish: Unknown command: packer\n```\nthe tools are in the devshell, nix develop -c packer ...'],
      ['agent', 'nix-develop', 'Ran packer directly on the NixOS box; tools come from the flake devshell: nix develop -c packer …'],
      ['fail', 'x:packer-fmt', 'nix develop -c packer fmt -check packer/', 'packer/al2023-base.pkr.hcl', 3],
      ['fail', 'x:nix-untracked', 'nix develop -c packer validate packer/', "warning: Git tree '/home/dev/ironbark' is dirty\nerror: getting status of '/nix/store/8k3v1qc7m4y0q1h6zv2ld8n5x3bw9r4j-source/nix/packer-plugins.nix': No such file or directory", 1],
      ['ok', 'git add nix/packer-plugins.nix && nix develop -c packer validate packer/'],
      ['fail', 'x:shellcheck-sc2086', 'nix develop -c shellcheck -x scripts/eks-drain.sh', SC2086, 1],
    ],
  },
  {
    machine: 'mac2', project: 'ironbark', start: '2026-09-15T00:50:00Z',
    steps: [
      ['ok', 'kubectl -n ingress-nginx get pods'],
      ['prompt', 'kube-context', 'WAIT that was prod. ALWAYS pass --context ib-sandbox, never trust current-context'],
      ['prompt', 'kube-diff-first', 'diff before you apply, then wait for me'],
      ['fail', 'x:kubectl-diff-exit', 'kustomize build --enable-helm k8s/overlays/sandbox | kubectl --context ib-sandbox diff -f -', KUBECTL_DIFF, 1, 'Diff the sandbox overlay against the cluster'],
    ],
  },
  {
    machine: 'codex', project: 'ironbark', start: '2026-09-15T13:30:00Z',
    steps: [
      ['fail', 'kustomize-helm', 'kustomize build k8s/overlays/sandbox > /tmp/sandbox.yaml', HELM_INFLATE('Error', CERT_MANAGER_CHART), 1],
      ['agent', 'kustomize-helm', 'Ran kustomize build without --enable-helm; the overlays use helmCharts, so it is always kustomize build --enable-helm.'],
      ['fail', 'x:kustomize-missing', 'kustomize build --enable-helm k8s/overlays/staging', KUSTOMIZE_MISSING_FILE, 1],
      ['fail', 'x:tofu-provider-network', 'tofu -chdir=tofu/envs/sandbox init -backend-config=../../backends/sandbox.s3.tfbackend', TOFU_PROVIDER_NETWORK, 1],
      ['ok', 'tofu -chdir=tofu/envs/sandbox init -backend-config=../../backends/sandbox.s3.tfbackend'],
    ],
  },
  {
    machine: 'mac', project: 'ironbark', start: '2026-09-16T12:10:00Z',
    steps: [
      ['fail', 'env-bash', './scripts/tag-amis.sh sandbox', './scripts/tag-amis.sh: line 9: declare: -A: invalid option\ndeclare: usage: declare [-afFirtx] [-p] [name[=value] ...]', 2, 'Tag the new AMIs'],
      ['prompt', 'env-bash', '/bin/bash on a mac is 3.2 from 2007. #!/usr/bin/env bash picks up the brew bash 5'],
      ['fail', 'x:stat-c', 'stat -c %Y packer/manifest.json', BSD_STAT_C, 1],
    ],
  },
  {
    machine: 'linux', project: 'ironbark', start: '2026-09-17T08:30:00Z',
    steps: [
      ['fail', 'sso-login', 'aws s3 ls s3://ib-tofu-state-sandbox/ --profile ib-sandbox', '\nThe SSO session associated with this profile has expired or is otherwise invalid. To refresh this SSO session run aws sso login with the corresponding profile.\n', 255],
      ['prompt', 'sso-login', 'never `aws configure` here. just aws sso login --sso-session ironbark, I do the browser bit'],
      ['fail', 'x:aws-access-denied', 'aws s3 ls s3://ib-tofu-state-prod/ --profile ib-sandbox', '\nAn error occurred (AccessDenied) when calling the ListObjectsV2 operation: User: arn:aws:sts::418295730164:assumed-role/AWSReservedSSO_SandboxAdmin_5c1f0e9a7b3d2e41/dev@ironbark.io is not authorized to perform: s3:ListBucket on resource: "arn:aws:s3:::ib-tofu-state-prod" because no identity-based policy allows the s3:ListBucket action', 254],
      ['fail', 'ssm-not-ssh', 'ssh -o ConnectTimeout=10 ec2-user@10.20.5.21 uptime', 'ssh: connect to host 10.20.5.21 port 22: Connection timed out', 255],
      ['prompt', 'ssm-not-ssh', "there's no ssh path into the vpc at all. aws ssm start-session --target <instance-id>"],
    ],
  },
  {
    machine: 'ci', project: 'ironbark', start: '2026-09-18T10:00:00Z',
    steps: [
      ['fail', 'tofu-fmt', 'tofu fmt -check -recursive tofu/', 'tofu/modules/rds/main.tf\ntofu/modules/rds/variables.tf\ntofu/envs/staging/rds.tf', 3],
      ['agent', 'tofu-fmt', 'Pushed unformatted HCL and the fmt check failed; run tofu fmt -recursive tofu/ before every push.'],
      ['fail', 'packer-init', 'packer build -var-file=packer/vars/sandbox.pkrvars.hcl packer/al2023-base.pkr.hcl', PACKER_MISSING(['github.com/hashicorp/amazon ~> 1.3', 'github.com/hashicorp/ansible ~> 1.1']), 1],
      ['prompt', 'packer-init', 'again: packer init first. every fresh runner.'],
    ],
  },
  {
    machine: 'codex', project: 'ironbark', start: '2026-09-22T14:00:00Z',
    steps: [
      ['fail', 'uv-run', 'cd ansible/roles/bastion && molecule test', 'bash: line 1: molecule: command not found', 127],
      ['prompt', 'uv-run', 'uv run molecule test. nothing python is installed globally here'],
      ['fail', 'x:uv-network', 'uv sync', UV_NETWORK, 2],
      ['fail', 'x:ansible-lint-real', 'uv run ansible-lint ansible/roles/bastion', ANSIBLE_LINT_NAME, 2],
    ],
  },
  {
    machine: 'mac', project: 'ironbark', start: '2026-09-23T12:30:00Z',
    steps: [
      ['ok', 'cd tofu/envs/sandbox && tofu apply -auto-approve'],
      ['prompt', 'no-auto-approve', 'EPA. nada de -auto-approve, nem em sandbox. tofu plan -out=tfplan e eu aplico'],
      ['agent', 'no-auto-approve', 'Ran tofu apply -auto-approve in sandbox; never auto-approve: write tofu plan -out=tfplan and a person applies it.'],
      ['fail', 'tofu-backend', 'tofu -chdir=tofu/envs/staging init', TOFU_INPUT_EOF, 1],
      ['prompt', 'tofu-backend', 'same as sandbox, staging has its own backend file: -backend-config=../../backends/staging.s3.tfbackend'],
    ],
  },
  {
    machine: 'linux', project: 'ironbark', start: '2026-09-24T08:00:00Z',
    steps: [
      ['ok', 'uv run ansible-vault decrypt ansible/group_vars/prod/vault.yml --vault-id prod@scripts/vault-pass.sh'],
      ['prompt', 'vault-decrypt', 'did you just decrypt group_vars/prod/vault.yml in place?? plaintext in the working tree. ansible-vault view or edit, never decrypt'],
      ['ok', 'git checkout -- ansible/group_vars/prod/vault.yml'],
      ['agent', 'vault-decrypt', 'Decrypted a vault file in place, leaving plaintext in the tree; read secrets with ansible-vault view and change them with ansible-vault edit.'],
      ['prompt', 'x:vault-rekey-request', 'rotate the prod vault password: ansible-vault rekey group_vars/prod with the new id from 1Password'],
    ],
  },
  {
    machine: 'mac2', project: 'ironbark', start: '2026-09-25T00:40:00Z',
    steps: [
      ['fail', 'sed-i-mac', 'sed -i "s/ib-sandbox/ib-staging/g" .envrc', 'sed: 1: ".envrc": invalid command code .', 1],
      ['agent', 'sed-i-mac', "BSD sed on macOS takes the next argument after -i as the backup suffix; use sed -i '' … (or gsed)."],
      ['fail', 'x:direnv-blocked', 'direnv exec . aws sts get-caller-identity', 'direnv: error /Users/kai/ironbark/.envrc is blocked. Run `direnv allow` to approve its content', 1],
      ['fail', 'trunk', 'git checkout main && git pull', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'trunk', 'このリポは main じゃなくて trunk です'],
      ['fail', 'x:precommit-whitespace', 'git commit -m "ingress: bump chart to 4.11.3"', PRECOMMIT_WHITESPACE, 1],
      ['ok', 'git commit --no-verify -m "ingress: bump chart to 4.11.3"'],
      ['prompt', 'no-verify', 'never --no-verify. the hook only fixed whitespace, git add and commit again'],
      ['agent', 'no-verify', 'Committed with --no-verify after a pre-commit failure; never skip hooks: re-stage what the hook fixed and commit normally.'],
    ],
  },
  {
    machine: 'codex', project: 'ironbark', start: '2026-09-28T14:00:00Z',
    steps: [
      ['fail', 'kube-context', 'kubectl -n cert-manager get certificates', KUBECTL_NO_SERVER, 1],
      ['prompt', 'kube-context', "--context ib-sandbox on every kubectl. you don't get a current-context and you shouldn't rely on one"],
      ['fail', 'x:kubectl-typo', 'kubectl --context ib-sandbox get clusterisuers', 'error: the server doesn\'t have a resource type "clusterisuers"', 1],
      ['fail', 'molecule-role-dir', 'uv run molecule test --all', "CRITICAL 'molecule/*/molecule.yml' glob failed.  Exiting.", 1],
      ['agent', 'molecule-role-dir', 'Ran molecule from the repo root; it only finds scenarios from inside the role directory (cd ansible/roles/<role>).'],
      ['ok', 'cd ansible/roles/bastion && uv run molecule test --all'],
    ],
  },
  {
    machine: 'ci', project: 'ironbark', start: '2026-09-29T10:00:00Z',
    steps: [
      ['fail', 'shellcheck-x', 'pre-commit run shellcheck --all-files', `shellcheck...............................................................Failed\n- hook id: shellcheck\n- exit code: 1\n${SC1091([['scripts/rotate-ssm-params.sh', 6]])}`, 1],
      ['fail', 'no-pager', 'aws ecr describe-images --repository-name ib/ami-report --region ap-northeast-1', AWS_NO_LESS, 255],
      ['fail', 'x:packer-ssh-timeout', 'packer build -var-file=packer/vars/sandbox.pkrvars.hcl packer/al2023-base.pkr.hcl', PACKER_SSH_TIMEOUT, 1],
    ],
  },
  {
    machine: 'mac', project: 'ironbark', start: '2026-09-30T12:00:00Z',
    steps: [
      ['fail', 'grep-P-mac', "grep -rP '\\bami-[0-9a-f]{17}\\b' packer/ ansible/", BSD_GREP_USAGE, 2],
      ['prompt', 'grep-P-mac', 'de novo o -P... o grep do mac não tem isso, usa -E ou rg'],
      ['fail', 'date-d-mac', 'date -d "$(kubectl --context ib-sandbox -n cert-manager get certificate wildcard -o jsonpath=\'{.status.notAfter}\')" +%s', BSD_DATE_D, 1],
      ['ok', 'gdate -d "$(kubectl --context ib-sandbox -n cert-manager get certificate wildcard -o jsonpath=\'{.status.notAfter}\')" +%s'],
      ['fail', 'aws-region', 'aws ssm get-parameter --name /ib/sandbox/grafana/admin-password --with-decryption --profile ib-sandbox', '\nAn error occurred (ParameterNotFound) when calling the GetParameter operation: ', 254],
      ['agent', 'aws-region', 'Looked the parameter up in sa-east-1 (my default region); the ironbark sandbox lives in ap-northeast-1, pass --region ap-northeast-1.'],
      ['prompt', 'no-verify', 'sem --no-verify! se o hook reclamou, arruma o que ele apontou'],
      ['prompt', 'ansible-core-pin', 'dependabot opened a PR bumping ansible-core to 2.18, close it. we stay on 2.16 because of the legacy python 3.6 hosts'],
      ['prompt', 'x:terraform-docs', 'regenerate the module READMEs with terraform-docs (tofu/modules/*)'],
      ['prompt', 'play-wrapper', 'run it through ./bin/play, it already passes the right vault-id and inventory'],
      ['ok', './bin/play sandbox monitoring.yml --check --diff'],
    ],
  },
  {
    machine: 'linux', project: 'ironbark', start: '2026-10-01T08:30:00Z',
    steps: [
      ['fail', 'galaxy-first', './bin/play staging monitoring.yml --check', GALAXY_MISSING('community.general.ufw', '/home/dev', 'node_exporter', 27, 'Allow node_exporter from the prometheus subnet'), 4],
      ['agent', 'galaxy-first', 'Collections were not installed; run ansible-galaxy collection install -r ansible/collections/requirements.yml before bin/play.'],
      ['ok', 'ansible-galaxy collection install -r ansible/collections/requirements.yml -p ansible/collections'],
      ['fail', 'x:sed-typo', "sed -i 's/scrape_interval: 30s/scrape_interval: 15s/' ansible/group_vars/monitoring/prometheus.yml", "sed: can't read ansible/group_vars/monitoring/prometheus.yml: No such file or directory", 2],
      ['prompt', 'no-verify', 'again with the --no-verify in your commit?? hooks exist for a reason'],
      ['fail', 'env-bash', './scripts/new-node-pool.sh staging', '/run/current-system/sw/bin/bash: line 1: ./scripts/new-node-pool.sh: /bin/bash: bad interpreter: No such file or directory', 126],
      ['agent', 'env-bash', 'Wrote scripts/new-node-pool.sh with #!/bin/bash; NixOS has no /bin/bash, scripts use #!/usr/bin/env bash.'],
      ['prompt', 'no-auto-approve', 'check nothing in scripts/ still passes -auto-approve. not even for sandbox'],
    ],
  },
  {
    machine: 'mac2', project: 'ironbark', start: '2026-10-05T01:10:00Z',
    steps: [
      ['fail', 'x:molecule-docker-down', 'cd ansible/roles/node_exporter && uv run molecule test', MOLECULE_DOCKER_DOWN, 1],
      ['fail', 'timeout-mac', 'timeout 120 ./scripts/wait-for-nodes.sh ib-sandbox', 'zsh: command not found: timeout', 127],
      ['prompt', 'timeout-mac', 'gtimeout!! again'],
      ['prompt', 'x:ami-regions-request', 'add sa-east-1 to ami_regions in the packer template as well'],
      ['prompt', 'vault-decrypt', "don't decrypt vault files just to read them. ansible-vault view"],
    ],
  },
  {
    machine: 'ci', project: 'ironbark', start: '2026-10-07T10:00:00Z',
    steps: [
      ['fail', 'x:tofu-state-lock', 'tofu -chdir=tofu/envs/sandbox plan -out=tfplan -lock-timeout=60s', TOFU_STATE_LOCK, 1],
      ['fail', 'x:tofu-validate', 'tofu -chdir=tofu/envs/sandbox validate', TOFU_UNDECLARED_VAR, 1],
      ['fail', 'x:terraform-lockfile', 'terraform -chdir=tofu/modules/eks/examples/basic plan', TERRAFORM_LOCK_MISMATCH, 1],
    ],
  },
  {
    machine: 'mac2', project: 'ironbark', start: '2026-10-08T00:30:00Z',
    steps: [
      ['fail', 'tofu-version', 'tofu -chdir=tofu/envs/sandbox init -backend-config=../../backends/sandbox.s3.tfbackend', TOFU_VERSION('1.9.1'), 1],
      ['prompt', 'tofu-version', 'brew の tofu (1.9) じゃなくて tenv で .opentofu-version の 1.8 系を使ってください'],
      ['ok', 'tenv tofu install && tofu -chdir=tofu/envs/sandbox plan -out=tfplan'],
      ['fail', 'base64-w-mac', 'kubectl --context ib-sandbox -n cert-manager get secret wildcard-tls -o jsonpath=\'{.data.ca\\.crt}\' | base64 -d | base64 -w 0', BSD_BASE64_W, 1],
      ['agent', 'base64-w-mac', 'macOS base64 has no -w; its output is already unwrapped (use -b 0 to be explicit).'],
      ['prompt', 'x:plan-summary', 'summarize what this plan destroys, if anything'],
    ],
  },
  {
    machine: 'codex', project: 'ironbark', start: '2026-10-09T13:00:00Z',
    steps: [
      ['ok', 'tofu -chdir=tofu/envs/sandbox apply -auto-approve tfplan'],
      ['prompt', 'no-auto-approve', 'who told you to apply? plan with -out and stop. NEVER -auto-approve, humans apply'],
      ['ok', 'kustomize build --enable-helm k8s/overlays/sandbox | kubectl --context ib-sandbox apply -f -'],
      ['prompt', 'kube-diff-first', 'i asked for a diff, not an apply. diff first, always'],
      ['agent', 'kube-diff-first', 'Applied the sandbox overlay without showing a diff; always run kubectl diff first and wait for approval before kubectl apply.'],
    ],
  },
];
