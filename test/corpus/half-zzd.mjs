// Half ZZD, written blind: "osprey", a platform/infrastructure repository (Terraform 1.8 behind a
// Makefile and tfenv, aws-vault, Ansible with ansible-vault, Packer, Helm and Argo CD on EKS,
// pre-commit with tflint/checkov/shellcheck, portable bash under scripts/). macOS (zsh, BSD tools),
// Ubuntu 22.04 (bash), an Alpine CI runner (ash), Windows PowerShell 5.1/7 and WSL. en, da, hu, pt-BR.

const TF_BACKEND_INIT = `╷
│ Error: Backend initialization required, please run "terraform init"
│ 
│ Reason: Initial configuration of the requested backend "s3"
│ 
│ The "backend" is the interface that Terraform uses to store state,
│ perform operations, etc. If this message is showing up, it means that the
│ Terraform configuration you're using is using a custom configuration for
│ the Terraform backend.
│ 
│ Changes to backend configurations require reinitialization. This allows
│ Terraform to set up the new configuration, copy existing state, etc. Please run
│ "terraform init" with either the "-reconfigure" or "-migrate-state" flags to
│ use the current configuration.
│ 
│ If the change reason above is incorrect, please verify your configuration
│ hasn't changed and try again. At this point, no changes to your existing
│ configuration or state have been made.
╵`;
const TF_MISSING_BUCKET = `Initializing the backend...
╷
│ Error: Missing Required Value
│ 
│   on backend.tf line 2, in terraform:
│    2:   backend "s3" {
│ 
│ The attribute "bucket" is required by the backend.
│ 
│ Refer to the backend documentation for additional information which
│ attributes are required.
╵`;
const TF_CORE = (version, makeLine) => `╷
│ Error: Unsupported Terraform Core version
│ 
│   on versions.tf line 2, in terraform:
│    2:   required_version = "~> 1.8.0"
│ 
│ This configuration does not support Terraform version ${version}. To proceed,
│ either choose another supported Terraform version or update this version
│ constraint. Version constraints are normally set for good reason, so
│ updating the constraint may lead to other errors or unexpected behavior.
╵${makeLine ? `\n${makeLine}` : ''}`;
const TF_NO_CREDS = `terraform -chdir=envs/dev init -input=false -backend-config=../../backend/dev.hcl
Initializing the backend...
╷
│ Error: No valid credential sources found
│ 
│ Please see https://registry.terraform.io/providers/hashicorp/aws
│ for more information about providing credentials.
│ 
│ Error: failed to refresh cached credentials, no EC2 IMDS role found, operation error ec2imds: GetMetadata, request canceled, context deadline exceeded
│ 
╵
make: *** [init] Error 1`;
const TF_LOCK = (env, id, who, op, created, makeTarget) => `╷
│ Error: Error acquiring the state lock
│ 
│ Error message: operation error DynamoDB: PutItem, https response error
│ StatusCode: 400, RequestID: M1QH7V0TQ2R9KJ3B8S6D4F5A7VVJF66Q9ASUAAJG,
│ ConditionalCheckFailedException: The conditional request failed
│ Lock Info:
│   ID:        ${id}
│   Path:      osprey-tfstate-${env}/envs/${env}/terraform.tfstate
│   Operation: ${op}
│   Who:       ${who}
│   Version:   1.8.5
│   Created:   ${created}
│   Info:      
│ 
│ 
│ Terraform acquires a state lock to protect the state from being written
│ by multiple users at the same time. Please resolve the issue above and try
│ again. For most commands, you can disable locking with the "-lock=false"
│ flag, but this is not recommended.
╵
make: *** [${makeTarget}] Error 1`;
const BSD_DATE = `date: illegal option -- d
usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;
const BSD_GREP = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;
const BSD_XARGS = `xargs: illegal option -- r
usage: xargs [-0oprt] [-E eofstr] [-I replstr [-R replacements] [-S replsize]]
             [-J replstr] [-L number] [-n number [-x]] [-P maxprocs]
             [-s size] [utility [argument ...]]`;
const BSD_STAT = `stat: illegal option -- c
usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file ...]`;
const PS_AMP = (line, col) => `At line:1 char:${col}
+ ${line}
+ ${' '.repeat(col - 1)}~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine`;
const PS_NOT_FOUND = (cmd, line) => `${cmd} : The term '${cmd}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(cmd.length)}
    + CategoryInfo          : ObjectNotFound: (${cmd}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException`;
const PS7_NOT_FOUND = (cmd) => `${cmd}: The term '${cmd}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PACKER_PLUGINS = (plugin) => `Error: Missing plugins

The following plugins are required, but not installed:

${plugin} ~> 1

Did you run packer init for this project ?`;
const TFLINT_INIT = 'Failed to initialize plugins; Plugin "aws" not found. Did you run "tflint --init"?';
const GH006 = (extra) => `remote: error: GH006: Protected branch update failed for refs/heads/main.
remote: error: ${extra}
To github.com:osprey-infra/osprey.git
 ! [remote rejected] main -> main (protected branch hook declined)
error: failed to push some refs to 'github.com:osprey-infra/osprey.git'`;
const YQ_UNKNOWN = (sub) => `Error: unknown command "${sub}" for "yq"
Run 'yq --help' for usage.`;
const VAULT_NO_SECRETS = 'ERROR! Attempting to decrypt but no vault secrets found';
const NO_HOSTS = `[WARNING]: No inventory was parsed, only implicit localhost is available
[WARNING]: provided hosts list is empty, only localhost is available. Note that
the implicit localhost does not match 'all'
ERROR! Specified inventory, host pattern and/or --limit leaves us with no hosts to target.`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'osprey', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'tf-make', 'terraform -chdir=envs/dev plan', TF_BACKEND_INIT, 1, 'Plan the dev environment'],
      ['prompt', 'tf-make', 'go through the Makefile. make plan ENV=dev sets the backend config + workspace for you'],
      ['fail', 'aws-vault', 'make plan ENV=dev', TF_NO_CREDS, 2],
      ['prompt', 'aws-vault', 'aws-vault exec osprey-dev -- make plan ENV=dev. every aws call goes through aws-vault, we have no keys on disk'],
      ['ok', 'aws-vault exec osprey-dev -- make plan ENV=dev'],
    ],
  },
  {
    machine: 'linux', project: 'osprey', start: '2026-03-02T13:10:00Z',
    steps: [
      ['fail', 'python3', 'python scripts/tf_outputs.py envs/stage', '/bin/bash: line 1: python: command not found', 127, 'Dump stage outputs'],
      ['agent', 'python3', 'Ran `python` on Ubuntu 22.04, which only ships python3; call `python3` there (our scripts are python3 anyway).'],
      ['ok', 'python3 scripts/tf_outputs.py envs/stage'],
      ['fail', 'x:boto3-missing', 'python3 scripts/ami_cleanup.py --dry-run', 'Traceback (most recent call last):\n  File "/home/dev/osprey/scripts/ami_cleanup.py", line 4, in <module>\n    import boto3\nModuleNotFoundError: No module named \'boto3\'', 1],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-03-03T09:05:00Z',
    steps: [
      ['fail', 'sed-i', "sed -i 's/t3.medium/t3.large/' envs/dev/terraform.tfvars", 'sed: 1: "envs/dev/terraform.tfvars": invalid command code e', 1],
      ['prompt', 'sed-i', "bsd sed. one-liners and scripts here have to work on the bastion too, so sed -i.bak '…' file && rm file.bak"],
      ['ok', "sed -i.bak 's/t3.medium/t3.large/' envs/dev/terraform.tfvars && rm envs/dev/terraform.tfvars.bak"],
      ['fail', 'date-d', "date -d '30 days ago' +%F", BSD_DATE, 1],
      ['prompt', 'date-d', "date på mac'en kender ikke -d. gdate ligger i Brewfile'en, brug den"],
    ],
  },
  {
    machine: 'codex', project: 'osprey', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'kube-context', 'kubectl -n api rollout restart deployment/osprey-api', 'Error from server (Forbidden): deployments.apps "osprey-api" is forbidden: User "arn:aws:sts::381492006123:assumed-role/osprey-prod-readonly/dev" cannot patch resource "deployments" in API group "apps" in the namespace "api"', 1],
      ['prompt', 'kube-context', 'wait, that went to PROD. current-context was still prod from yesterday. --context osprey-dev on every single kubectl call'],
      ['ok', 'kubectl --context osprey-dev -n api rollout restart deployment/osprey-api'],
      ['prompt', 'x:crashloop-logs', 'api pod in dev keeps restarting after that. pull the logs of the previous container and tell me what is going on'],
    ],
  },
  {
    machine: 'ci', project: 'osprey', start: '2026-03-04T14:30:00Z',
    steps: [
      ['fail', 'alpine-bash', 'bash scripts/ci/plan-all.sh', '/bin/sh: bash: not found', 127],
      ['prompt', 'alpine-bash', 'runner image is alpine. sh only — scripts/ci is POSIX on purpose'],
      ['ok', 'sh scripts/ci/plan-all.sh'],
      ['fail', 'x:tflint-real', 'tflint --chdir=modules/vpc', '1 issue(s) found:\n\nWarning: [Fixable] variable "legacy_cidr" is declared but not used (terraform_unused_declarations)\n\n  on variables.tf line 12:\n  12: variable "legacy_cidr" {\n\nReference: https://github.com/terraform-linters/tflint-ruleset-terraform/blob/v0.9.1/docs/rules/terraform_unused_declarations.md\n', 2],
    ],
  },
  {
    machine: 'winps', project: 'osprey', start: '2026-03-05T11:15:00Z',
    steps: [
      ['fail', 'wsl', 'make plan ENV=dev', PS_NOT_FOUND('make', 'make plan ENV=dev'), 1],
      ['prompt', 'wsl', 'aqui no windows o make roda no WSL: wsl -- make plan ENV=dev'],
      ['fail', 'ps-and', 'terraform fmt -check -recursive && git status', PS_AMP('terraform fmt -check -recursive && git status', 33), 1],
      ['prompt', 'ps-and', 'this is windows powershell 5.1, there is no && in it. ; or two separate calls'],
      ['fail', 'x:execution-policy', '.\\scripts\\win\\bootstrap.ps1', '.\\scripts\\win\\bootstrap.ps1 : File C:\\Users\\joao\\osprey\\scripts\\win\\bootstrap.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\win\\bootstrap.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess', 1],
    ],
  },
  {
    machine: 'mac', project: 'osprey', start: '2026-03-06T08:20:00Z',
    steps: [
      ['fail', 'helm-dep', 'helm template osprey-api charts/osprey-api -f charts/osprey-api/values-dev.yaml', 'Error: An error occurred while checking for chart dependencies. You may need to run `helm dependency build` to fetch missing dependencies: found in Chart.yaml, but missing in charts/ directory: common', 1],
      ['agent', 'helm-dep', 'helm template failed because the `common` subchart is not vendored; run `helm dependency build charts/<chart>` before template/lint.'],
      ['ok', 'helm dependency build charts/osprey-api && helm template osprey-api charts/osprey-api -f charts/osprey-api/values-dev.yaml'],
      ['prompt', 'argocd', "looks right. don't helm upgrade it though, dev/stage/prod all come from Argo — bump image.tag in values-dev.yaml and push, argo picks it up"],
      ['fail', 'yq-v4', 'yq r charts/osprey-api/values-dev.yaml image.tag', YQ_UNKNOWN('r'), 1],
      ['prompt', 'yq-v4', "that's yq v3 syntax. we're on mikefarah v4: yq '.image.tag' file"],
      ['ok', "yq '.image.tag' charts/osprey-api/values-dev.yaml"],
    ],
  },
  {
    machine: 'linux', project: 'osprey', start: '2026-03-09T09:30:00Z',
    steps: [
      ['fail', 'tfenv', 'aws-vault exec osprey-stage -- make plan ENV=stage', TF_CORE('1.6.6', 'make: *** [Makefile:31: plan] Error 1'), 2],
      ['prompt', 'tfenv', "that terraform is the apt one. we pin it in .terraform-version and install it with tfenv: tfenv install && tfenv use"],
      ['ok', 'tfenv install && tfenv use && aws-vault exec osprey-stage -- make plan ENV=stage'],
      ['prompt', 'x:iso-dates', 'the plan summary that scripts/plan-report.sh writes: put an ISO 8601 UTC timestamp in the header line'],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-03-10T10:00:00Z',
    steps: [
      ['fail', 'bash32', './scripts/rotate-keys.sh dev', './scripts/rotate-keys.sh: line 14: declare: -A: invalid option\ndeclare: usage: declare [-afFirtx] [-p] [name[=value] ...]', 2],
      ['prompt', 'bash32', 'mac /bin/bash is 3.2. no associative arrays in scripts/, they run here and on the bastion'],
      ['fail', 'grep-P', `grep -oP '(?<=required_version = ")[^"]+' envs/*/versions.tf`, BSD_GREP, 2],
      ['agent', 'grep-P', 'macOS grep has no -P (PCRE); extract with grep -E or sed -E so it works on mac and Ubuntu alike.'],
      ['ok', `sed -nE 's/.*required_version = "([^"]+)".*/\\1/p' envs/*/versions.tf`],
    ],
  },
  {
    machine: 'codex', project: 'osprey', start: '2026-03-11T08:45:00Z',
    steps: [
      ['fail', 'inventory', 'ansible-playbook playbooks/bastion.yml --limit bastion-01', NO_HOSTS, 1],
      ['prompt', 'inventory', "there's no default inventory on purpose. -i inventories/dev/hosts.yml (or stage / prod), always"],
      ['fail', 'vault-id', 'ansible-playbook -i inventories/dev/hosts.yml playbooks/bastion.yml --limit bastion-01', VAULT_NO_SECRETS, 1],
      ['prompt', 'vault-id', 'needs --vault-id osprey@scripts/vault-pass.sh, it fetches the password from pass'],
      ['ok', 'ansible-playbook -i inventories/dev/hosts.yml --vault-id osprey@scripts/vault-pass.sh playbooks/bastion.yml --limit bastion-01'],
    ],
  },
  {
    machine: 'mac', project: 'osprey', start: '2026-03-12T09:00:00Z',
    steps: [
      ['prompt', 'root-profile', "whoa — osprey-root?? no. that's the management account, break-glass only. osprey-dev for this"],
      ['ok', 'aws-vault exec osprey-dev -- aws s3 ls s3://osprey-tfstate-dev/'],
      ['fail', 'x:mfa-typo', 'aws-vault exec osprey-stage -- aws sts get-caller-identity', 'aws-vault: error: exec: Failed to get credentials for osprey-stage: operation error STS: GetSessionToken, https response error StatusCode: 403, RequestID: 5d0c1f2e-8a4b-4c1e-9f7a-2b6e3d9a1c44, api error AccessDenied: MultiFactorAuthentication failed with invalid MFA one time pass code. ', 1],
      ['prompt', 'x:mfa-retry', 'my bad, fat-fingered the mfa code. run it again'],
      ['ok', 'aws-vault exec osprey-stage -- aws sts get-caller-identity'],
    ],
  },
  {
    machine: 'winps', project: 'osprey', start: '2026-03-12T15:00:00Z',
    steps: [
      ['fail', 'ps-and', 'git add -A && git commit -m "terraform fmt"', PS_AMP('git add -A && git commit -m "terraform fmt"', 12), 1],
      ['prompt', 'ps-and', "&& again… ps 5.1 doesn't have it. semicolons"],
      ['ok', 'terraform fmt -check -recursive; git status'],
    ],
  },
  {
    machine: 'wsl', project: 'osprey', start: '2026-03-13T10:00:00Z',
    steps: [
      ['fail', 'x:crlf', './scripts/rotate-keys.sh dev', "./scripts/rotate-keys.sh: line 2: $'\\r': command not found\n./scripts/rotate-keys.sh: line 3: set: pipefail\r: invalid option name", 1],
      ['fail', 'x:sts-clock', 'aws-vault exec osprey-dev -- aws sts get-caller-identity', '\nAn error occurred (SignatureDoesNotMatch) when calling the GetCallerIdentity operation: Signature expired: 20260313T092211Z is now earlier than 20260313T094714Z (20260313T100214Z - 15 min.)', 254],
      ['ok', 'sudo hwclock -s && aws-vault exec osprey-dev -- aws sts get-caller-identity'],
      ['fail', 'python3', 'python -m json.tool envs/dev/outputs.json', "Command 'python' not found, did you mean:\n  command 'python3' from deb python3\n  command 'python' from deb python-is-python3", 127],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-03-16T09:20:00Z',
    steps: [
      ['fail', 'xargs-r', "git diff --name-only main -- '*.tf' | xargs -r terraform fmt", BSD_XARGS, 1],
      ['prompt', 'xargs-r', "xargs -r is gnu. bsd xargs doesnt run on empty input anyway, just drop the -r"],
      ['fail', 'gtimeout', 'timeout 300 aws-vault exec osprey-dev -- make plan ENV=dev', '(eval):1: command not found: timeout', 127],
      ['prompt', 'gtimeout', "no timeout on macos, it's gtimeout (coreutils)"],
      ['ok', 'gtimeout 300 aws-vault exec osprey-dev -- make plan ENV=dev'],
    ],
  },
  {
    machine: 'linux', project: 'osprey', start: '2026-03-17T08:30:00Z',
    steps: [
      ['fail', 'sed-i', "sed -i '' 's/1.8.4/1.8.5/' .terraform-version", "sed: can't read : No such file or directory", 2],
      ['prompt', 'sed-i', 'ez a mac-es forma, itt GNU sed van. a -i.bak mindkettőn megy, utána rm a .bak-ot'],
      ['ok', "sed -i.bak 's/1.8.4/1.8.5/' .terraform-version && rm .terraform-version.bak"],
      ['fail', 'x:sed-unterminated', "sed -i.bak 's/eu-north-1/eu-central-1 envs/backup/terraform.tfvars", "sed: -e expression #1, char 25: unterminated `s' command", 1],
      ['prompt', 'x:add-region', 'actually keep eu-north-1 as primary and add eu-central-1 as a second region for the backups bucket (replication)'],
      ['fail', 'stat-c', 'stat -f %m build/manifest.json', "stat: cannot read file system information for '%m': No such file or directory\n  File: \"build/manifest.json\"\n    ID: 8f3a2c1b00000000 Namelen: 255     Type: ext2/ext3\nBlock size: 4096       Fundamental block size: 4096\nBlocks: Total: 7574519    Free: 3120987    Available: 2731043\nInodes: Total: 1936000    Free: 1611222", 1],
      ['agent', 'stat-c', 'Used BSD `stat -f %m` on Ubuntu, where -f means file-system status; for mtimes scripts call file_mtime from scripts/lib/portable.sh.'],
    ],
  },
  {
    machine: 'codex', project: 'osprey', start: '2026-03-18T11:00:00Z',
    steps: [
      ['fail', 'tf-make', 'terraform -chdir=envs/stage init -input=false', TF_MISSING_BUCKET, 1],
      ['agent', 'tf-make', 'Ran terraform init directly in envs/stage; the S3 backend config (bucket, lock table, key) only comes from the Makefile — use `make init|plan|apply ENV=<env>` under aws-vault.'],
      ['ok', 'aws-vault exec osprey-stage -- make plan ENV=stage'],
      ['prompt', 'x:rename-var', "while you're in there: rename var.env to var.environment across modules/ and envs/, it's inconsistent"],
    ],
  },
  {
    machine: 'mac', project: 'osprey', start: '2026-03-19T13:40:00Z',
    steps: [
      ['prompt', 'kube-context', 'husk --context på hver eneste kubectl, vi stoler ikke på current-context. osprey-stage denne gang'],
      ['fail', 'x:kube-vpn', 'kubectl --context osprey-stage -n api get pods', 'E0319 14:52:10.118233   48211 memcache.go:265] couldn\'t get current server API group list: Get "https://4F9C2D7A1E0B6C3D5A8E.gr7.eu-north-1.eks.amazonaws.com/api?timeout=32s": dial tcp 10.40.12.87:443: i/o timeout\nUnable to connect to the server: dial tcp 10.40.12.87:443: i/o timeout', 1],
      ['prompt', 'x:k9s-filter', 'how do I filter pods by label in k9s again? want app.kubernetes.io/name=osprey-api'],
    ],
  },
  {
    machine: 'ci', project: 'osprey', start: '2026-03-19T16:00:00Z',
    steps: [
      ['fail', 'alpine-bash', './scripts/ci/checkov.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['agent', 'alpine-bash', 'The CI runner is Alpine (ash, no bash): scripts/ci/*.sh must be POSIX sh with #!/bin/sh, not #!/usr/bin/env bash.'],
      ['fail', 'x:checkov-real', 'checkov -d envs/stage --quiet --compact', 'terraform scan results:\n\nPassed checks: 212, Failed checks: 1, Skipped checks: 4\n\nCheck: CKV_AWS_18: "Ensure the S3 bucket has access logging enabled"\n\tFAILED for resource: module.backups.aws_s3_bucket.this\n\tFile: /modules/backups/main.tf:1-9\n\tGuide: https://docs.prismacloud.io/en/enterprise-edition/policy-reference/aws-policies/s3-policies/s3-13-enable-logging', 1],
      ['fail', 'x:docker-daemon', 'docker build -t osprey/ci-tools:local tools/ci-image', 'ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'python3', 'python scripts/tf_outputs.py envs/dev', '/bin/sh: python: not found', 127],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-03-20T09:10:00Z',
    steps: [
      ['fail', 'stat-c', 'stat -c %Y envs/dev/.terraform/terraform.tfstate', BSD_STAT, 1],
      ['prompt', 'stat-c', 'stat flags are different on mac and linux. scripts/lib/portable.sh has file_mtime for exactly this'],
      ['fail', 'packer-init', 'packer build -var env=dev images/bastion.pkr.hcl', PACKER_PLUGINS('github.com/hashicorp/amazon'), 1],
      ['prompt', 'packer-init', 'packer init images/ first, or just `make image ENV=dev` which does init + validate + build'],
      ['ok', 'aws-vault exec osprey-dev -- make image ENV=dev'],
    ],
  },
  {
    machine: 'wincodex7', project: 'osprey', start: '2026-03-25T09:00:00Z',
    steps: [
      ['fail', 'wsl', 'make validate ENV=dev', PS7_NOT_FOUND('make'), 1],
      ['agent', 'wsl', 'make is not on PATH in PowerShell on this Windows machine; repo tooling runs inside WSL (`wsl -- make …`).'],
      ['ok', 'wsl -- make validate ENV=dev'],
      ['prompt', 'x:runbook-typo', "fix the typo in docs/runbooks/rotate-keys.md, 'recieve' in step 4"],
    ],
  },
  {
    machine: 'mac', project: 'osprey', start: '2026-03-26T08:30:00Z',
    steps: [
      ['fail', 'tflint-init', 'git commit -m "bump vpc module to 5.13"', `Terraform fmt............................................................Passed\nTerraform validate.......................................................Passed\nTerraform validate with tflint...........................................Failed\n- hook id: terraform_tflint\n- exit code: 1\n\n${TFLINT_INIT}\n`, 1],
      ['prompt', 'no-verify', "no --no-verify. the hooks are there for a reason, fix what they say"],
      ['agent', 'tflint-init', 'tflint in pre-commit failed because the aws ruleset plugin was not installed; run `tflint --init` once (reads .tflint.hcl) before linting.'],
      ['ok', 'tflint --init && git commit -m "bump vpc module to 5.13"'],
      ['prompt', 'x:changelog', 'adiciona uma entrada no CHANGELOG.md pro bump do módulo da vpc (5.8 → 5.13)'],
    ],
  },
  {
    machine: 'codex', project: 'osprey', start: '2026-03-27T10:15:00Z',
    steps: [
      ['fail', 'tflint-init', 'tflint --chdir=modules/eks', TFLINT_INIT, 1],
      ['prompt', 'tflint-init', "plugins aren't installed on this box, tflint --init first"],
      ['fail', 'x:registry-timeout', 'aws-vault exec osprey-dev -- make init ENV=dev', 'Initializing provider plugins...\n- Finding hashicorp/aws versions matching "~> 5.60"...\n╷\n│ Error: Failed to query available provider packages\n│ \n│ Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get "https://registry.terraform.io/.well-known/terraform.json": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)\n╵\nmake: *** [Makefile:24: init] Error 1', 2],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'yq-v4', 'yq w -i charts/osprey-worker/values-stage.yaml image.tag 2.3.1', YQ_UNKNOWN('w'), 1],
      ['prompt', 'yq-v4', `yq w é do v3, cara. aqui é o v4: yq -i '.image.tag = "2.3.1"' arquivo`],
      ['ok', `yq -i '.image.tag = "2.3.1"' charts/osprey-worker/values-stage.yaml`],
      ['prompt', 'argocd', 'then open the PR. stage syncs from main via Argo, nobody helm upgrades stage by hand'],
      ['fail', 'x:yq-missing-file', "yq '.image.tag' charts/osprey-worker/values-stag.yaml", 'Error: open charts/osprey-worker/values-stag.yaml: no such file or directory', 1],
    ],
  },
  {
    machine: 'linux', project: 'osprey', start: '2026-03-31T07:50:00Z',
    steps: [
      ['fail', 'proxyjump', 'ssh ubuntu@10.20.3.14 uptime', 'ssh: connect to host 10.20.3.14 port 22: Connection timed out', 255],
      ['prompt', 'proxyjump', "those are private subnets, you can't reach them from here. ssh -J osprey-bastion ubuntu@10.20.3.14"],
      ['ok', 'ssh -J osprey-bastion ubuntu@10.20.3.14 uptime'],
      ['fail', 'x:ssh-refused', 'ansible -i inventories/stage/hosts.yml web -m ping --vault-id osprey@scripts/vault-pass.sh', 'web-01 | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}\nweb-02 | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via ssh: ssh: connect to host 10.20.4.11 port 22: Connection refused",\n    "unreachable": true\n}', 4],
    ],
  },
  {
    machine: 'mac', project: 'osprey', start: '2026-04-01T09:30:00Z',
    steps: [
      ['fail', 'proxyjump', 'ssh -i ~/.ssh/osprey ubuntu@10.20.5.22', 'ssh: connect to host 10.20.5.22 port 22: Operation timed out', 255],
      ['prompt', 'proxyjump', 'de står i private subnets, du skal igennem bastionen: ssh -J osprey-bastion ubuntu@10.20.5.22'],
      ['fail', 'date-d', 'date -u -d "$(jq -r .CreationDate build/ami.json)" +%s', BSD_DATE, 1],
      ['agent', 'date-d', 'macOS date has no -d; parse or shift dates with gdate (coreutils, in the Brewfile) or `date -j -f`.'],
      ['ok', 'gdate -u -d "$(jq -r .CreationDate build/ami.json)" +%s'],
    ],
  },
  {
    machine: 'codex', project: 'osprey', start: '2026-04-02T13:00:00Z',
    steps: [
      ['fail', 'date-d', 'date -v-7d +%F', "date: invalid option -- 'v'\nTry 'date --help' for more information.", 1],
      ['prompt', 'date-d', "that's the mac form, this box is ubuntu. scripts/ has to run on both — use the date helpers in scripts/lib/portable.sh"],
      ['fail', 'x:jq-null', `aws-vault exec osprey-dev -- aws ec2 describe-images --owners self --filters Name=tag:Project,Values=osprey | jq -r '.Images[].Tags[] | select(.Key=="Env") | .Value'`, 'jq: error (at <stdin>:412): Cannot iterate over null (null)', 5],
      ['ok', `aws-vault exec osprey-dev -- aws ec2 describe-images --owners self --filters Name=tag:Project,Values=osprey | jq -r '.Images[] | (.Tags // [])[] | select(.Key=="Env") | .Value'`],
      ['prompt', 'auto-approve', 'no -auto-approve outside dev. I want to read the stage plan before anything applies'],
      ['ok', 'aws-vault exec osprey-stage -- make plan ENV=stage'],
      ['fail', 'x:sg-duplicate', 'aws-vault exec osprey-stage -- make apply ENV=stage', 'module.eks.aws_security_group_rule.node_ingress["https"]: Creating...\n╷\n│ Error: [WARN] A duplicate Security Group rule was found on (sg-0a7f3c9e21d4b8f10). This may be\n│ a side effect of a now-fixed Terraform issue causing two security groups with\n│ identical attributes but different source_security_group_ids to overwrite each\n│ other in the state. See https://github.com/hashicorp/terraform/pull/2376 for more\n│ information and instructions for recovery. Error: InvalidPermission.Duplicate: the specified rule "peer: sg-0c41e2d9f7a3b6215, TCP, from port: 443, to port: 443, ALLOW" already exists\n│ \tstatus code: 400, request id: 7e1d2a4f-3b9c-4e8a-a6d1-0f5c2b7e9a13\n│ \n│   with module.eks.aws_security_group_rule.node_ingress["https"],\n│   on ../../modules/eks/security.tf line 18, in resource "aws_security_group_rule" "node_ingress":\n│   18: resource "aws_security_group_rule" "node_ingress" {\n│ \n╵\nmake: *** [Makefile:38: apply] Error 1', 2],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-04-03T10:00:00Z',
    steps: [
      ['fail', 'bash32', './scripts/sync-secrets.sh stage', './scripts/sync-secrets.sh: line 22: mapfile: command not found', 127],
      ['prompt', 'bash32', 'mapfile também não existe no bash 3.2 do mac. while read, igual no resto dos scripts'],
      ['fail', 'x:shellcheck-sc2086', 'shellcheck scripts/sync-secrets.sh', '\nIn scripts/sync-secrets.sh line 31:\nrm -rf $TMPDIR/osprey-*\n       ^-----^ SC2086 (info): Double quote to prevent globbing and word splitting.\n\nDid you mean:\nrm -rf "$TMPDIR"/osprey-*\n\nFor more information:\n  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...', 1],
    ],
  },
  {
    machine: 'linux', project: 'osprey', start: '2026-04-07T08:15:00Z',
    steps: [
      ['fail', 'force-unlock', 'aws-vault exec osprey-stage -- make plan ENV=stage', TF_LOCK('stage', '3f6b2e1c-9a4d-7c58-0e2f-b1d4a6c8e903', 'runner@gha-7f2c9', 'OperationTypeApply', '2026-04-07 08:19:02.114561 +0000 UTC', 'Makefile:31: plan'), 2],
      ['prompt', 'force-unlock', "don't force-unlock that. Who: runner@gha — it's CI in the middle of an apply. wait for the pipeline"],
      ['fail', 'aws-vault', 'aws sts get-caller-identity', '\nUnable to locate credentials. You can configure credentials by running "aws configure".', 253],
      ['prompt', 'aws-vault', "there are no keys in ~/.aws/credentials and there shouldn't be. aws-vault exec osprey-dev -- aws …"],
      ['ok', 'aws-vault exec osprey-dev -- aws sts get-caller-identity'],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-04-08T09:45:00Z',
    steps: [
      ['fail', 'sed-i', "sed -i 's/osprey-api:1.4.1/osprey-api:1.4.2/' charts/osprey-api/values-stage.yaml", 'sed: 1: "charts/osprey-api/value ...": command c expects \\ followed by text', 1],
      ['prompt', 'sed-i', 'sed -i AGAIN. -i.bak and rm, or for yaml honestly just use yq'],
      ['fail', 'xargs-r', "find envs -name '*.tfplan' -mtime +7 -print0 | xargs -0 -r rm -v", BSD_XARGS, 1],
      ['agent', 'xargs-r', '`xargs -r` is GNU-only and macOS xargs rejects it; BSD xargs already skips empty input, so leave -r out of anything in scripts/.'],
      ['ok', "find envs -name '*.tfplan' -mtime +7 -print0 | xargs -0 rm -v"],
    ],
  },
  {
    machine: 'winps', project: 'osprey', start: '2026-04-09T11:00:00Z',
    steps: [
      ['fail', 'wsl', 'python3 .\\scripts\\tf_outputs.py envs\\dev', 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.', 9009],
      ['prompt', 'wsl', 'já falei, no windows tudo do repo roda dentro do WSL, inclusive os scripts python'],
      ['ok', 'wsl -- python3 scripts/tf_outputs.py envs/dev'],
      ['prompt', 'x:argo-outofsync', 'why does argo show osprey-api ingress as OutOfSync in stage? nothing changed there'],
    ],
  },
  {
    machine: 'mac', project: 'osprey', start: '2026-04-13T08:40:00Z',
    steps: [
      ['prompt', 'root-profile', 'a root profilt soha ne használd, az csak vészhelyzetre van. osprey-prod-readonly elég ehhez'],
      ['prompt', 'kube-context', 'and ALWAYS --context. k9s too: k9s --context osprey-prod --readonly'],
      ['fail', 'x:helm-yaml', 'helm lint charts/osprey-worker -f charts/osprey-worker/values-prod.yaml', '==> Linting charts/osprey-worker\n[ERROR] templates/deployment.yaml: unable to parse YAML: error converting YAML to JSON: yaml: line 34: did not find expected key\n\nError: 1 chart(s) linted, 1 chart(s) failed', 1],
      ['prompt', 'prod-delete', "and NO kubectl delete on prod. if a pod is stuck argo or the on-call deals with it"],
    ],
  },
  {
    machine: 'codex', project: 'osprey', start: '2026-04-14T10:00:00Z',
    steps: [
      ['fail', 'helm-dep', 'helm lint charts/osprey-worker', '==> Linting charts/osprey-worker\n[WARNING] /home/dev/osprey/charts/osprey-worker: chart directory is missing these dependencies: common\n\nError: 1 chart(s) linted, 1 chart(s) failed', 1],
      ['prompt', 'helm-dep', 'that again? helm dependency build before lint, the common chart isnt checked in'],
      ['fail', 'x:oci-403', 'helm dependency build charts/osprey-worker', 'Error: could not download oci://ghcr.io/osprey-infra/charts/common: failed to authorize: failed to fetch anonymous token: unexpected status from GET request to https://ghcr.io/token?scope=repository%3Aosprey-infra%2Fcharts%2Fcommon%3Apull&service=ghcr.io: 403 Forbidden', 1],
      ['ok', 'helm registry login ghcr.io -u osprey-bot --password-stdin < /dev/null; helm dependency build charts/osprey-worker'],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-04-15T09:00:00Z',
    steps: [
      ['fail', 'packer-init', 'packer validate images/', PACKER_PLUGINS('github.com/hashicorp/ansible'), 1],
      ['agent', 'packer-init', 'packer validate/build failed on missing plugins; run `packer init images/` first, or `make image ENV=<env>`, which runs init itself.'],
      ['fail', 'x:vcpu-limit', 'aws-vault exec osprey-dev -- make image ENV=dev', "==> amazon-ebs.bastion: Error launching source instance: VcpuLimitExceeded: You have requested more vCPU capacity than your current vCPU limit of 32 allows for the instance bucket that the specified instance type belongs to. Please visit http://aws.amazon.com/contact-us/ec2-request to request an adjustment to this limit.\n==> amazon-ebs.bastion: \tstatus code: 400, request id: 9c2e41b7-0d3a-4f6e-8b15-7a9c3e2d1f08\nBuild 'amazon-ebs.bastion' errored after 4 seconds 211 milliseconds: Error launching source instance: VcpuLimitExceeded: You have requested more vCPU capacity than your current vCPU limit of 32 allows for the instance bucket that the specified instance type belongs to.\n\n==> Wait completed after 4 seconds 211 milliseconds\n\n==> Some builds didn't complete successfully and had errors:\n--> amazon-ebs.bastion: Error launching source instance: VcpuLimitExceeded\n\n==> Builds finished but no artifacts were created.\nmake: *** [image] Error 1", 2],
    ],
  },
  {
    machine: 'linux', project: 'osprey', start: '2026-04-16T09:20:00Z',
    steps: [
      ['fail', 'vault-id', 'ansible-vault view inventories/stage/group_vars/all/vault.yml', VAULT_NO_SECRETS, 1],
      ['prompt', 'vault-id', 'brug --vault-id osprey@scripts/vault-pass.sh, ligesom sidst'],
      ['prompt', 'check-diff', 'prodon először --check --diff, aztán mehet élesben'],
      ['ok', 'ansible-playbook -i inventories/prod/hosts.yml --vault-id osprey@scripts/vault-pass.sh playbooks/bastion.yml --check --diff'],
      ['fail', 'x:ansible-syntax', 'ansible-playbook -i inventories/prod/hosts.yml --vault-id osprey@scripts/vault-pass.sh playbooks/node-exporter.yml --check --diff', "ERROR! 'become_usr' is not a valid attribute for a Play\n\nThe error appears to be in '/home/dev/osprey/playbooks/node-exporter.yml': line 2, column 3, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n---\n- name: node exporter on all hosts\n  ^ here", 4],
      ['agent', 'inventory', 'Ran ansible-playbook without -i; there is no default inventory, always pass -i inventories/<env>/hosts.yml.'],
    ],
  },
  {
    machine: 'mac', project: 'osprey', start: '2026-04-20T08:50:00Z',
    steps: [
      ['fail', 'protected-main', 'git push origin main', GH006('Changes must be made through a pull request.'), 1],
      ['prompt', 'protected-main', 'main is protected. branch + PR like everything else'],
      ['ok', 'git switch -c feat/backup-replication && git push -u origin feat/backup-replication'],
      ['fail', 'x:push-fetch-first', 'git push', "To github.com:osprey-infra/osprey.git\n ! [rejected]        feat/backup-replication -> feat/backup-replication (fetch first)\nerror: failed to push some refs to 'github.com:osprey-infra/osprey.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-04-22T10:30:00Z',
    steps: [
      ['fail', 'tfenv', 'terraform -chdir=envs/dev validate', TF_CORE('1.5.7'), 1],
      ['prompt', 'tfenv', "brew's terraform is stuck on 1.5.7 (license thing). brew uninstall terraform, then tfenv install — it reads .terraform-version"],
      ['fail', 'tf-make', 'terraform -chdir=envs/dev plan -out=dev.tfplan', TF_BACKEND_INIT, 1],
      ['prompt', 'tf-make', 'nej, ikke terraform direkte — make plan ENV=dev, ellers mangler backend-config og workspace'],
      ['ok', 'aws-vault exec osprey-dev -- make plan ENV=dev'],
    ],
  },
  {
    machine: 'mac', project: 'osprey', start: '2026-04-23T08:10:00Z',
    steps: [
      ['fail', 'gtimeout', 'timeout 120 kubectl --context osprey-dev -n api rollout status deploy/osprey-api', 'zsh: command not found: timeout', 127],
      ['prompt', 'gtimeout', 'same timeout thing as last week — gtimeout on the mac, or just --timeout=120s on rollout status'],
      ['fail', 'python3', 'python scripts/ami_cleanup.py --dry-run', '(eval):1: command not found: python', 127],
      ['prompt', 'python3', 'megint a python? python3, a mac-en sincs sima python'],
      ['ok', 'python3 scripts/ami_cleanup.py --dry-run'],
      ['fail', 'bash32', './scripts/tag-ami.sh stage', './scripts/tag-ami.sh: line 9: ${ENV,,}: bad substitution', 1],
      ['agent', 'bash32', 'scripts/ must run on macOS /bin/bash 3.2: no ${var,,}, declare -A or mapfile; use tr for lowercasing and while-read loops.'],
      ['agent', 'root-profile', 'Was about to use the osprey-root aws-vault profile; root/management is break-glass only — use osprey-dev / osprey-stage / osprey-prod-readonly.'],
      ['prompt', 'no-verify', 'sem --no-verify, por favor. corrige o que o checkov apontou e commita de novo'],
    ],
  },
  {
    machine: 'codex', project: 'osprey', start: '2026-04-24T09:15:00Z',
    steps: [
      ['fail', 'argocd', 'helm upgrade osprey-api charts/osprey-api -n api --kube-context osprey-stage -f charts/osprey-api/values-stage.yaml', 'Error: UPGRADE FAILED: deployments.apps "osprey-api" is forbidden: User "arn:aws:sts::381492006123:assumed-role/osprey-stage-developer/dev" cannot patch resource "deployments" in API group "apps" in the namespace "api"', 1],
      ['prompt', 'argocd', 'no helm upgrade on stage, humans only have read there. Argo syncs from git — change values-stage.yaml, PR, merge'],
      ['agent', 'argocd', 'Ran helm upgrade against stage; stage/prod are deployed only by Argo CD from git (edit values-<env>.yaml, PR, let Argo sync).'],
      ['prompt', 'inventory', 'and the ansible part: -i inventories/stage/hosts.yml, it never guesses the env'],
      ['ok', 'ansible-playbook -i inventories/stage/hosts.yml --vault-id osprey@scripts/vault-pass.sh playbooks/api-hosts.yml --check --diff'],
      ['prompt', 'check-diff', 'next one is prod: --check --diff first and show me the diff, then the real run'],
    ],
  },
  {
    machine: 'mac2', project: 'osprey', start: '2026-04-27T09:00:00Z',
    steps: [
      ['fail', 'grep-P', "grep -rhoP 'ami-[0-9a-f]{17}' envs/ | sort -u", BSD_GREP, 2],
      ['prompt', 'grep-P', 'cara, grep do mac não tem -P. grep -Eo resolve aqui'],
      ['fail', 'x:grep-no-match', 'grep -rn "aws_s3_bucket_acl" modules/', '', 1],
      ['prompt', 'prod-delete', 'aldrig kubectl delete mod prod. heller ikke "bare lige" en pod'],
      ['agent', 'prod-delete', 'Proposed kubectl delete pod in prod; no deletes against osprey-prod — leave it to Argo CD / the on-call.'],
      ['agent', 'kube-context', 'kubectl used the current-context instead of an explicit one; every kubectl/helm/k9s call passes --context osprey-<env>.'],
      ['prompt', 'check-diff', 'same as last time for prod: dry run with --check --diff, I read it, then we run it'],
      ['agent', 'no-verify', 'Suggested git commit --no-verify to get past checkov; never bypass pre-commit — fix the finding.'],
      ['prompt', 'auto-approve', 'NO -auto-approve on prod. plan, I read it, then apply'],
    ],
  },
  {
    machine: 'linux', project: 'osprey', start: '2026-04-29T08:00:00Z',
    steps: [
      ['fail', 'force-unlock', 'aws-vault exec osprey-dev -- make apply ENV=dev', TF_LOCK('dev', 'b7d10e42-5c3a-9f61-2e8d-4a0c6f3b1d75', 'kai@Kais-MacBook-Pro.local', 'OperationTypePlan', '2026-04-29 07:58:41.902317 +0000 UTC', 'Makefile:38: apply'), 2],
      ['prompt', 'force-unlock', 'force-unlock-ot ne! az Kai lockja, szólj neki vagy írj a #infra csatornára'],
      ['agent', 'force-unlock', 'Was about to run terraform force-unlock on a DynamoDB state lock held by someone else; never force-unlock — ask the holder / #infra and wait.'],
    ],
  },
  {
    machine: 'codex', project: 'osprey', start: '2026-04-30T10:00:00Z',
    steps: [
      ['fail', 'auto-approve', 'aws-vault exec osprey-stage -- make apply ENV=stage ARGS=-auto-approve', 'Makefile:42: *** -auto-approve is only allowed for ENV=dev.  Stop.', 2],
      ['prompt', 'auto-approve', '-auto-approve only exists for dev. ever. I read stage/prod plans myself'],
      ['ok', 'aws-vault exec osprey-stage -- make apply ENV=stage'],
      ['agent', 'aws-vault', 'Ran the aws CLI without credentials; all AWS access here goes through `aws-vault exec <profile> --`, never keys in env or ~/.aws/credentials.'],
      ['fail', 'protected-main', 'git push origin HEAD:main', GH006('At least 1 approving review is required by reviewers with write access.'), 1],
      ['prompt', 'protected-main', "pushing straight to main again? it's protected, that's what the PR is for"],
    ],
  },
];

/** Windows machines: the hook sees cwd and transcript paths with backslashes. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || typeof payload.cwd !== 'string' || !/^[A-Z]:\//.test(payload.cwd)) return event;
  return {
    ...event,
    payload: {
      ...payload,
      cwd: payload.cwd.replace(/\//g, '\\'),
      transcript_path: payload.transcript_path.replace(/\//g, '\\'),
    },
  };
}
