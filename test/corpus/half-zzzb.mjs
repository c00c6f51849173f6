// Half ZZZB of the evaluation corpus, written blind: "eider", an infrastructure repository
// (Terraform CDK in TypeScript, tfenv, S3/DynamoDB state, Atlantis, Ansible with AWX and vault,
// pipx, AWS SSO) on macOS (zsh), Fedora (bash), Windows (PowerShell, Git Bash, WSL2) and an Alpine
// CI image. The team writes English, Armenian (script and Latin transliteration) and Welsh.

// PowerShell "not recognized" as Windows PowerShell 5.1 and PowerShell 7 print it.
const PS51_NOTFOUND = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
const PS7_NOTFOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS51_AMPAMP = (line) => `At line:1 char:${line.indexOf('&&') + 1}\n+ ${line}\n+ ${' '.repeat(line.indexOf('&&'))}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
const PS51_CURL = (line, param) => `Invoke-WebRequest : A parameter cannot be found that matches parameter name '${param}'.\nAt line:1 char:6\n+ ${line}\n+      ${'~'.repeat(param.length + 1)}\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n`;

// BSD userland on macOS.
const GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BASE64_USAGE = 'base64: invalid option -- w\nUsage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]\n  -b, --break       break encoded string into num character lines\n  -Dd, --decode     decodes input\n  -h, --help        display this message\n  -i, --input       input file (default: "-" for stdin)\n  -o, --output      output file (default: "-" for stdout)';

// pip under PEP 668, as Homebrew's Python and Ubuntu (WSL) word it.
const PEP668_BREW = "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try brew install\n    xyz, where xyz is the package you are trying to\n    install.\n    \n    If you wish to install a Python library that isn't in Homebrew,\n    use a virtual environment:\n    \n    python3 -m venv path/to/venv\n    source path/to/venv/bin/activate\n    python3 -m pip install xyz\n    \n    If you wish to install a Python application that isn't in Homebrew,\n    it may be easiest to use 'pipx install xyz', which will manage a\n    virtual environment for you. You can install pipx with\n    \n    brew install pipx\n    \n    You may restore the old behavior of pip by passing\n    the '--break-system-packages' flag to pip, or by passing\n    '--user' flag to pip.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.";
const PEP668_DEBIAN = "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n    \n    If you wish to install a non-Debian-packaged Python package,\n    create a virtual environment using python3 -m venv path/to/venv.\n    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make\n    sure you have python3-full installed.\n    \n    If you wish to install a non-Debian packaged Python application,\n    it may be easiest to use pipx install xyz, which will manage a\n    virtual environment for you. Make sure you have pipx installed.\n    \n    See /usr/share/doc/python3.12/README.venv for more information.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.";

// Terraform and cdktf.
const TF_CORE_VERSION = (have) => `\nError: Unsupported Terraform Core version\n\n  on cdk.tf.json line 9, in terraform:\n   9:     "required_version": "~> 1.7.5",\n\nThis configuration does not support Terraform version ${have}. To proceed,\neither choose another supported Terraform version or update this version\nconstraint. Version constraints are normally set for good reason, so\nupdating the constraint may lead to other errors or unexpected behavior.\n\nError: terraform init failed with exit code 1`;
const TF_LOCK = (who, op) => `\nError: Error acquiring the state lock\n\nError message: operation error DynamoDB: PutItem, https response error\nStatusCode: 400, RequestID: 7Q2F0MSV8K3L1N4B5R6T9U0V2W3X4Y5Z6A7B8C9D0E1F2G3H,\nConditionalCheckFailedException: The conditional request failed\nLock Info:\n  ID:        3b1f6c2e-9d4a-4e7f-b2a8-61c0d5e9f734\n  Path:      eider-tfstate-eu-west-2/stacks/eider-dev/terraform.tfstate\n  Operation: ${op}\n  Who:       ${who}\n  Version:   1.7.5\n  Created:   2026-03-03 09:41:12.504113 +0000 UTC\n  Info:      \n\n\nTerraform acquires a state lock to protect the state from being written\nby multiple users at the same time. Please resolve the issue above and try\nagain. For most commands, you can disable locking with the "-lock=false"\nflag, but this is not recommended.`;
const NO_CREDS_TF = '\nError: No valid credential sources found\n\n  with provider["registry.terraform.io/hashicorp/aws"],\n  on cdk.tf.json line 18, in provider.aws[0]:\n  18:       }\n\nPlease see https://registry.terraform.io/providers/hashicorp/aws\nfor more information about providing credentials.\n\nError: failed to refresh cached credentials, no EC2 IMDS role found,\noperation error ec2imds: GetMetadata, request canceled, context deadline\nexceeded\n\nError: terraform plan failed with exit code 1';

// Ansible.
const GALAXY_MISSING = (fqcn, file, line) => `ERROR! couldn't resolve module/action '${fqcn}'. This often indicates a misspelling, missing collection, or incorrect module path.\n\nThe error appears to be in '${file}': line ${line}, column 3, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n\n- name: ${fqcn.split('.').pop()} rules\n  ^ here`;
const NO_VAULT_SECRETS = 'ERROR! Attempting to decrypt but no vault secrets found';
const AWX_OPTS = '--monitor -f human';

export const SESSIONS = [
  {
    machine: 'linux', project: 'eider', start: '2026-02-09T08:40:00Z',
    steps: [
      ['ok', 'npm ci'],
      ['fail', 'cdktf-get', 'npx cdktf synth', "\n⠋  Synthesizing\n[2026-02-09T08:44:51.412] [ERROR] default - /home/dev/eider/node_modules/ts-node/src/index.ts:859\n    return new TSError(diagnosticText, diagnosticCodes, diagnostics);\n           ^\nTSError: ⨯ Unable to compile TypeScript:\nstacks/network.ts(3,21): error TS2307: Cannot find module '../.gen/providers/aws/vpc' or its corresponding type declarations.\n\nError: non-zero exit code 1", 1, 'Synthesize the stacks'],
      ['prompt', 'cdktf-get', ".gen/ isn't committed. after the aws provider bump you have to `npx cdktf get` before synth"],
      ['fail', 'x:cdktf-ts-error', 'npx cdktf synth', "\n⠋  Synthesizing\nTSError: ⨯ Unable to compile TypeScript:\nstacks/storage.ts(41,9): error TS2322: Type 'string' is not assignable to type 'number'.\n\n41         days: '30',\n           ~~~~\n\nError: non-zero exit code 1", 1],
      ['fail', 'tfenv', 'npx cdktf diff eider-dev', TF_CORE_VERSION('1.9.8'), 1, 'Show the plan for the dev stack'],
      ['prompt', 'tfenv', "thats the fedora terraform. we pin it with tfenv, `tfenv install` in the repo root reads .terraform-version"],
    ],
  },
  {
    machine: 'mac', project: 'eider', start: '2026-02-10T09:15:00Z',
    steps: [
      ['fail', 'npx-cdktf', 'cdktf synth', 'zsh: command not found: cdktf', 127],
      ['prompt', 'npx-cdktf', 'npx cdktf. the cli is pinned in devDependencies, nobody has it installed globally'],
      ['fail', 'bsd-sed', "sed -i 's/1.7.4/1.7.5/' .terraform-version", 'sed: 1: ".terraform-version": invalid command code .', 1],
      ['prompt', 'bsd-sed', "bsd sed on the mac, it wants -i ''"],
      ['fail', 'aws-sso', 'npx cdktf diff eider-dev', NO_CREDS_TF, 1],
      ['prompt', 'aws-sso', "Mae angen `aws sso login --profile eider-dev` gynta. Dim allweddi yn ~/.aws/credentials, byth."],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-02-11T13:05:00Z',
    steps: [
      ['fail', 'aws-sso', 'aws s3 ls s3://eider-tfstate-eu-west-2/stacks/', '\nUnable to locate credentials. You can configure credentials by running "aws configure".', 255],
      ['agent', 'aws-sso', 'Was about to run `aws configure` with an access key pair; eider uses SSO only: `aws sso login --profile eider-dev`, no long-lived keys.'],
      ['fail', 'region', 'aws dynamodb describe-table --table-name eider-tf-locks --profile eider-dev', '\nAn error occurred (ResourceNotFoundException) when calling the DescribeTable operation: Requested resource not found: Table: eider-tf-locks not found', 254],
      ['prompt', 'region', 'everything we have lives in eu-west-2. the sso profile defaults to us-east-1 for some historical reason, pass --region'],
      ['fail', 'dnf', 'sudo apt-get install -y jq', 'sudo: apt-get: command not found', 1],
      ['prompt', 'dnf', 'fedora box. dnf'],
    ],
  },
  {
    machine: 'winps', project: 'eider', start: '2026-02-12T10:00:00Z',
    steps: [
      ['fail', 'ps-env', 'export AWS_PROFILE=eider-dev', PS51_NOTFOUND('export', 'export AWS_PROFILE=eider-dev'), 1],
      ['prompt', 'ps-env', 'you\'re in windows powershell, not bash: $env:AWS_PROFILE = "eider-dev"'],
      ['fail', 'ps-ampersand', 'npm ci && npx cdktf synth', PS51_AMPAMP('npm ci && npx cdktf synth'), 1],
      ['prompt', 'ps-ampersand', "5.1 doesn't do && . split it with ; or open pwsh 7"],
      ['fail', 'x:ps-execution-policy', 'npx cdktf synth', 'npx : File C:\\Program Files\\nodejs\\npx.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ npx cdktf synth\n+ ~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n', 1],
    ],
  },
  {
    machine: 'mac2', project: 'eider', start: '2026-02-13T14:20:00Z',
    steps: [
      ['fail', 'atlantis-only', 'npx cdktf deploy eider-staging --auto-approve', "eider-staging  ╷\n               │ Error: Cannot assume IAM Role\n               │ \n               │   with provider[\"registry.terraform.io/hashicorp/aws\"],\n               │   on cdk.tf.json line 21, in provider.aws[0]:\n               │   21:       }\n               │ \n               │ IAM Role (arn:aws:iam::418273645091:role/eider-staging-deployer) cannot be\n               │ assumed.\n               │ \n               │ There are a number of possible causes of this - the most common are:\n               │   * The credentials used in order to assume the role are invalid\n               │   * The credentials do not have appropriate permission to assume the role\n               │   * The role ARN is not valid\n               │ \n               │ Error: operation error STS: AssumeRole, https response error StatusCode:\n               │ 403, RequestID: 5c1e8a2f-0b7d-4c3e-9f61-2a8d4e7b0c15, api error AccessDenied:\n               │ User: arn:aws:sts::418273645091:assumed-role/AWSReservedSSO_EiderDeveloper_3f2a9c1d7e6b5a40/kai\n               │ is not authorized to perform: sts:AssumeRole on resource:\n               │ arn:aws:iam::418273645091:role/eider-staging-deployer\n               ╵\n\nError: terraform apply failed with exit code 1", 1, 'Deploy the staging stack'],
      ['prompt', 'atlantis-only', "staging isn't something you deploy from a laptop. push a branch, open the PR, atlantis plans it and we `atlantis apply` from the PR"],
      ['fail', 'grep-P', "grep -rP 'ami-[0-9a-f]{17}' stacks/", GREP_USAGE, 2],
      ['prompt', 'grep-P', "Does dim -P gan grep ar y Mac 'ma. rg neu grep -E"],
      ['prompt', 'x:iso-dates', 'the maintenance window timestamps in docs/runbooks should be ISO 8601 and UTC, some of them say "Tue 9pm"'],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-02-16T08:30:00Z',
    steps: [
      ['fail', 'galaxy-req', 'ansible-playbook -i inventories/staging site.yml --check --diff', GALAXY_MISSING('community.general.ufw', '/home/dev/eider/roles/eider_base/tasks/firewall.yml', 2), 1, 'Dry-run the site playbook on staging'],
      ['ok', 'ansible-galaxy collection install community.general'],
      ['prompt', 'galaxy-req', "not one at a time, that pulls whatever is latest on galaxy. `ansible-galaxy collection install -r collections/requirements.yml`, the versions are pinned there"],
      ['fail', 'vault-id', 'ansible-playbook -i inventories/staging site.yml --check --diff', NO_VAULT_SECRETS, 1],
      ['prompt', 'vault-id', 'vault pass is in ~/.config/eider/vault-pass, --vault-id eider@~/.config/eider/vault-pass'],
      ['fail', 'x:ansible-undefined-var', 'ansible-playbook -i inventories/staging site.yml --check --diff --vault-id eider@~/.config/eider/vault-pass', "\nTASK [eider_web : render nginx.conf] *******************************************\nfatal: [web-01]: FAILED! => {\"changed\": false, \"msg\": \"AnsibleUndefinedVariable: 'nginx_worker_connections' is undefined. 'nginx_worker_connections' is undefined\"}\n\nPLAY RECAP *********************************************************************\nweb-01                     : ok=14   changed=0    unreachable=0    failed=1    skipped=3    rescued=0    ignored=0", 2],
    ],
  },
  {
    machine: 'wsl', project: 'eider', start: '2026-02-17T11:00:00Z',
    steps: [
      ['fail', 'wsl-mnt-c', 'cd /mnt/c/Users/yuki/eider && ansible-playbook -i inventories/staging site.yml --check --diff', "[WARNING]: Ansible is being run in a world writable directory\n(/mnt/c/Users/yuki/eider), ignoring it as an ansible.cfg source. For more\ninformation see https://docs.ansible.com/ansible/devel/reference_appendices/config.html#cfg-in-world-writable-dir\nERROR! the role 'eider_base' was not found in /mnt/c/Users/yuki/eider/roles:/home/yuki/.ansible/roles:/usr/share/ansible/roles:/etc/ansible/roles:/mnt/c/Users/yuki/eider\n\nThe error appears to be in '/mnt/c/Users/yuki/eider/site.yml': line 6, column 7, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n  roles:\n    - eider_base\n      ^ here", 1],
      ['prompt', 'wsl-mnt-c', 'use the checkout in ~/eider, not the one under /mnt/c. drvfs is world-writable so ansible ignores ansible.cfg and then nothing resolves'],
      ['fail', 'pipx', 'pip install checkov', PEP668_DEBIAN, 1],
      ['prompt', 'pipx', 'pipx install checkov. every python cli we use lives in pipx'],
      ['fail', 'x:wsl-clock-skew', 'aws sts get-caller-identity --profile eider-dev', '\nAn error occurred (SignatureDoesNotMatch) when calling the GetCallerIdentity operation: Signature expired: 20260217T103112Z is now earlier than 20260217T110241Z (20260217T110741Z - 5 min.)', 254],
    ],
  },
  {
    machine: 'mac', project: 'eider', start: '2026-02-18T09:00:00Z',
    steps: [
      ['fail', 'date-d', "date -d '+8 hours' +%Y-%m-%dT%H:%M:%SZ", DATE_USAGE, 1, 'Compute the token expiry'],
      ['prompt', 'date-d', 'macOS date. `date -v+8H` or gdate from coreutils'],
      ['fail', 'base64-w', 'base64 -w0 ~/.config/eider/vault-pass', BASE64_USAGE, 1],
      ['prompt', 'base64-w', "bsd base64 never wraps, just drop the -w0"],
      ['prompt', 'x:awx-runbook-doc', 'write the AWX job template names and what each of them does into docs/runbooks/awx.md'],
    ],
  },
  {
    machine: 'ci', project: 'eider', start: '2026-02-19T15:10:00Z',
    steps: [
      ['fail', 'ci-ash', 'bash scripts/check-fmt.sh', '/bin/sh: bash: not found', 127],
      ['prompt', 'ci-ash', 'the runner image is alpine. there is no bash in it, keep the scripts posix sh'],
      ['fail', 'x:snapshot-fail', 'npm test', " FAIL  test/network.test.ts\n  ● NetworkStack › synthesizes the vpc\n\n    expect(received).toMatchSnapshot()\n\n    Snapshot name: `NetworkStack synthesizes the vpc 1`\n\n    - Snapshot  - 1\n    + Received  + 1\n\n    @@ -41,7 +41,7 @@\n    -        \"cidr_block\": \"10.20.0.0/16\",\n    +        \"cidr_block\": \"10.21.0.0/16\",\n\n › 1 snapshot failed.\nSnapshot Summary\n › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.\n\nTest Suites: 1 failed, 3 passed, 4 total\nTests:       1 failed, 11 passed, 12 total", 1],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-02-20T10:20:00Z',
    steps: [
      ['fail', 'x:lock-held', 'npx cdktf diff eider-dev', `${TF_LOCK('atlantis@atlantis-0', 'OperationTypePlan')}\n\nError: terraform plan failed with exit code 1`, 1],
      ['fail', 'force-unlock', 'cd cdktf.out/stacks/eider-dev && terraform force-unlock -force 3b1f6c2e-9d4a-4e7f-b2a8-61c0d5e9f734', '\nError: Failed to unlock state: failed to delete the lock file, operation error DynamoDB: DeleteItem, https response error StatusCode: 400, RequestID: R1D9K2M4, api error AccessDeniedException: User: arn:aws:sts::418273645091:assumed-role/AWSReservedSSO_EiderDeveloper_3f2a9c1d7e6b5a40/dev is not authorized to perform: dynamodb:DeleteItem on resource: arn:aws:dynamodb:eu-west-2:418273645091:table/eider-tf-locks because no identity-based policy allows the dynamodb:DeleteItem action', 1],
      ['prompt', 'force-unlock', "WHOA. stop. that lock is atlantis planning somebody's PR. nobody force-unlocks anything without asking in #eider-infra first"],
      ['ok', 'npx cdktf diff eider-dev'],
    ],
  },
  {
    machine: 'winbash', project: 'eider', start: '2026-02-23T09:30:00Z',
    steps: [
      ['fail', 'ansible-wsl', 'ansible-playbook -i inventories/staging site.yml --check --diff', 'bash: ansible-playbook: command not found', 127],
      ['prompt', 'ansible-wsl', 'Windows-ի վրա ansible չկա, WSL-ի մեջից աշխատացրու'],
      ['fail', 'x:sed-path-typo', "sed -i 's/t3.small/t3.medium/' stacks/dev-stak.ts", "sed: can't read stacks/dev-stak.ts: No such file or directory", 2],
      ['fail', 'npx-cdktf', 'cdktf diff eider-dev', 'bash: cdktf: command not found', 127],
      ['agent', 'npx-cdktf', 'Called a global `cdktf` that is not installed; the CLI is a devDependency of the repo, run it as `npx cdktf`.'],
    ],
  },
  {
    machine: 'mac2', project: 'eider', start: '2026-02-24T13:40:00Z',
    steps: [
      ['fail', 'pipx', 'pip3 install awxkit', PEP668_BREW, 1, 'Install the AWX CLI'],
      ['prompt', 'pipx', 'pipx for anything python that has a cli. awxkit too'],
      ['fail', 'awx-not-ssh', "ssh ec2-user@10.20.3.14 'sudo systemctl restart eider-agent'", 'ssh: connect to host 10.20.3.14 port 22: Operation timed out', 255],
      ['prompt', 'awx-not-ssh', "the hosts aren't reachable from laptops and that's on purpose. restarts go through the awx job template"],
      ['fail', 'x:awx-401', 'awx job_templates list -f human', 'Error: 401 Unauthorized\n{"detail":"Authentication credentials were not provided. To establish a login session, visit /api/login/."}', 1],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-02-25T08:50:00Z',
    steps: [
      ['fail', 'state-rm', 'cd cdktf.out/stacks/eider-dev && terraform state rm aws_s3_bucket.legacy_logs', '\nError: Backend initialization required, please run "terraform init"\n\nReason: Initial configuration of the requested backend "s3"\n\nThe "backend" is the interface that Terraform uses to store state,\nperform operations, etc. If this message is showing up, it means that the\nTerraform configuration you\'re using is using a custom configuration for\nthe Terraform backend.\n\nChanges to backend configurations require reinitialization. This allows\nTerraform to set up the new configuration, copy existing state, etc. Please run\n"terraform init" with either the "-reconfigure" or "-migrate-state" flags to\nuse the current configuration.\n\nIf the change reason above is incorrect, please verify your configuration\nhasn\'t changed and try again. At this point, no changes to your existing\nconfiguration or state have been made.', 1, 'Drop the legacy logs bucket from state'],
      ['prompt', 'state-rm', "stop, we don't do state surgery from a terminal. if that bucket has to leave state it's a `removed` block in a PR where people can see it"],
      ['prompt', 'x:moved-block', 'and for the renamed access-logs bucket, can you write a moved block so it is not destroyed and recreated'],
      ['ok', 'npx cdktf diff eider-dev'],
      ['fail', 'x:push-non-ff', 'git push origin infra/EID-212-logs-bucket', "To github.com:eider-infra/eider.git\n ! [rejected]        infra/EID-212-logs-bucket -> infra/EID-212-logs-bucket (fetch first)\nerror: failed to push some refs to 'github.com:eider-infra/eider.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac', project: 'eider', start: '2026-02-26T10:10:00Z',
    steps: [
      ['fail', 'cdktf-diff', 'terraform plan', '\nError: No configuration files\n\nPlan requires configuration to be present. Planning without a configuration would\nmark everything for destruction, which is normally not what is desired. If you\nwould like to destroy everything, run plan with the -destroy option. Otherwise,\ncreate a Terraform configuration file (.tf file) and try again.', 1, 'Plan the changes'],
      ['prompt', 'cdktf-diff', "the root has no .tf at all, it's all generated. `npx cdktf diff eider-dev`"],
      ['fail', 'find-printf', "find roles -name '*.yml' -newer .git/ORIG_HEAD -printf '%p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', 'no -printf on bsd find. -print is enough here, or stat -f if you want sizes'],
      ['prompt', 'x:changelog', 'add an entry to CHANGELOG.md under Unreleased for the logs bucket lifecycle change'],
    ],
  },
  {
    machine: 'codex', project: 'eider', start: '2026-03-02T09:00:00Z',
    steps: [
      ['fail', 'dnf', 'apt install -y pipx', 'bash: apt: command not found...', 127],
      ['prompt', 'dnf', 'no apt on fedora lol. sudo dnf install pipx'],
      ['fail', 'x:dnf-mirror', 'sudo dnf install -y pipx', "Errors during downloading metadata for repository 'updates':\n  - Curl error (6): Couldn't resolve host name for https://mirrors.fedoraproject.org/metalink?repo=updates-released-f41&arch=x86_64 [Could not resolve host: mirrors.fedoraproject.org]\nError: Failed to download metadata for repo 'updates': Cannot prepare internal mirrorlist: Curl error (6): Couldn't resolve host name for https://mirrors.fedoraproject.org/metalink?repo=updates-released-f41&arch=x86_64 [Could not resolve host: mirrors.fedoraproject.org]", 1],
      ['fail', 'inventory-flag', 'ansible-playbook site.yml --limit web-01 --check --diff', "[WARNING]: No inventory was parsed, only implicit localhost is available\n[WARNING]: provided hosts list is empty, only localhost is available. Note that\nthe implicit localhost does not match 'all'\nERROR! Specified inventory, host pattern and/or --limit leaves us with no hosts to target.", 1],
      ['prompt', 'inventory-flag', "there's no default inventory, on purpose. -i inventories/staging (or whichever env) every single time"],
    ],
  },
  {
    machine: 'mac2', project: 'eider', start: '2026-03-03T09:45:00Z',
    steps: [
      ['fail', 'x:lock-held-colleague', 'npx cdktf deploy eider-dev', `${TF_LOCK('gor@Gors-MacBook-Pro.local', 'OperationTypeApply')}\n\nError: terraform apply failed with exit code 1`, 1],
      ['prompt', 'force-unlock', 'force-unlock mi ara aranc #eider-infra-um harcnelu, Gor@ hima apply a anum dev-i vra'],
      ['agent', 'force-unlock', 'Suggested `terraform force-unlock` on the eider-dev state; a lock is only broken after asking in #eider-infra, the holder may be mid-apply.'],
      ['fail', 'date-d', 'date -u -d @1772530000 +%FT%TZ', DATE_USAGE, 1],
      ['prompt', 'date-d', 'mac-ի date-ը -d չունի։ `date -u -r 1772530000` կամ gdate'],
    ],
  },
  {
    machine: 'wincodex7', project: 'eider', start: '2026-03-04T14:00:00Z',
    steps: [
      ['fail', 'ps-env', 'AWS_PROFILE=eider-dev npx cdktf diff eider-dev', PS7_NOTFOUND('AWS_PROFILE=eider-dev'), 1],
      ['agent', 'ps-env', "Used a bash-style VAR=value prefix in PowerShell 7; set `$env:AWS_PROFILE = 'eider-dev'` first, then run the command."],
      ['ok', "$env:AWS_PROFILE = 'eider-dev'; npx cdktf diff eider-dev"],
      ['fail', 'ansible-wsl', 'ansible-playbook -i inventories\\staging site.yml --check --diff', PS7_NOTFOUND('ansible-playbook'), 1],
      ['prompt', 'ansible-wsl', 'ansible has never run on windows. `wsl -d Ubuntu`, cd ~/eider, run it from there'],
      ['prompt', 'x:vpc-output', "Allwch chi ychwanegu output i'r stack network ar gyfer id y VPC? Mae'r tîm data ei angen."],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-03-05T08:25:00Z',
    steps: [
      ['ok', 'ansible-playbook -i inventories/staging site.yml --limit webservers --vault-id eider@~/.config/eider/vault-pass'],
      ['prompt', 'ansible-check', 'you ran that for real?? --check --diff first. always. and we read the diff before anything touches staging'],
      ['agent', 'ansible-check', 'Applied site.yml to staging without a dry run; run ansible-playbook with --check --diff first and show the diff before the real run.'],
      ['fail', 'x:galaxy-dns', 'ansible-galaxy collection install -r collections/requirements.yml', "Starting galaxy collection install process\nProcess install dependency map\nERROR! Unknown error when attempting to call Galaxy at 'https://galaxy.ansible.com/api/': <urlopen error [Errno -3] Temporary failure in name resolution>", 1],
      ['ok', 'ansible-galaxy collection install -r collections/requirements.yml'],
    ],
  },
  {
    machine: 'ci', project: 'eider', start: '2026-03-06T16:00:00Z',
    steps: [
      ['fail', 'ci-ash', 'sh scripts/check-fmt.sh', 'scripts/check-fmt.sh: line 7: [[: not found', 127],
      ['agent', 'ci-ash', 'Wrote `[[ ]]` in scripts/check-fmt.sh; the CI image is Alpine with busybox ash, use POSIX `[ ]` and #!/bin/sh.'],
      ['fail', 'x:provider-checksum', 'cd cdktf.out/stacks/eider-dev && terraform init -backend=false', "\nInitializing provider plugins...\n- Reusing previous version of hashicorp/aws from the dependency lock file\n\nError: Failed to install provider\n\nError while installing hashicorp/aws v5.82.2: the local package for\nregistry.terraform.io/hashicorp/aws 5.82.2 doesn't match any of the\nchecksums previously recorded in the dependency lock file (this might be\nbecause the available checksums are for packages targeting different\nplatforms); for more information:\nhttps://developer.hashicorp.com/terraform/language/files/dependency-lock#checksum-verification", 1],
    ],
  },
  {
    machine: 'mac', project: 'eider', start: '2026-03-09T09:20:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/eu-west-1/eu-west-2/g' docs/runbooks/restore-state.md", 'sed: 1: "docs/runbooks/restore ...": extra characters at the end of d command', 1],
      ['prompt', 'bsd-sed', "that again? -i '' on a mac. or gsed, it's in the Brewfile"],
      ['fail', 'vault-decrypt', 'git commit -m "staging: rotate db password"', 'check yaml...............................................................Passed\nansible-lint.............................................................Passed\nvault files are encrypted................................................Failed\n- hook id: vault-encrypted\n- exit code: 1\n\ninventories/staging/group_vars/all/vault.yml: not an ansible-vault file ($ANSIBLE_VAULT header missing)', 1],
      ['prompt', 'vault-decrypt', 'you left the vault decrypted on disk?? encrypt it back right now. `ansible-vault edit` next time, plaintext never gets anywhere near a commit'],
    ],
  },
  {
    machine: 'winps', project: 'eider', start: '2026-03-10T10:30:00Z',
    steps: [
      ['fail', 'curl-exe', 'curl -sSL https://releases.hashicorp.com/terraform/1.7.5/terraform_1.7.5_SHA256SUMS', PS51_CURL('curl -sSL https://releases.hashicorp.com/terraform/1.7.5/terraform_1.7.5_SHA256SUMS', 'sSL'), 1],
      ['prompt', 'curl-exe', 'in 5.1 `curl` is just Invoke-WebRequest wearing a hat. curl.exe if you want the real curl'],
      ['fail', 'ps-ampersand', 'cd cdktf.out && dir', PS51_AMPAMP('cd cdktf.out && dir'), 1],
      ['prompt', 'ps-ampersand', "Yr un peth eto efo'r && — Windows PowerShell 5.1 ydy hwn, defnyddia ;"],
      ['ok', 'cd cdktf.out; dir'],
      ['ok', 'npm install'],
      ['prompt', 'npm-ci', 'npm ci pls, the lockfile is not yours to change'],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-03-11T08:15:00Z',
    steps: [
      ['fail', 'aws-sso', 'aws sts get-caller-identity --profile eider-dev', '\nError when retrieving token from sso: Token has expired and refresh failed', 255],
      ['prompt', 'aws-sso', "token expired, that's all. aws sso login w/ the eider-dev profile — and pls don't go near ~/.aws/credentials"],
      ['ok', 'npx cdktf diff eider-dev'],
      ['prompt', 'atlantis-only', "looks right. but `cdktf deploy` is for eider-dev and nothing else, prod and staging get applied by atlantis off the PR"],
    ],
  },
  {
    machine: 'wsl', project: 'eider', start: '2026-03-12T13:30:00Z',
    steps: [
      ['fail', 'wsl-mnt-c', 'bash /mnt/c/Users/yuki/eider/scripts/render-inventory.sh staging', "/mnt/c/Users/yuki/eider/scripts/render-inventory.sh: line 2: $'\\r': command not found\n/mnt/c/Users/yuki/eider/scripts/render-inventory.sh: line 3: set: -\r: invalid option\nset: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [arg ...]", 2],
      ['prompt', 'wsl-mnt-c', "CRLF o'r checkout ar Windows eto. Mae'r repo i fod yn ~/eider tu mewn i WSL, nid ar /mnt/c"],
      ['fail', 'vault-id', 'ansible-inventory -i inventories/prod --list', NO_VAULT_SECRETS, 1],
      ['prompt', 'vault-id', 'same vault error as last week — --vault-id eider@~/.config/eider/vault-pass'],
    ],
  },
  {
    machine: 'mac2', project: 'eider', start: '2026-03-13T10:00:00Z',
    steps: [
      ['fail', 'x:sso-network', 'aws sso login --profile eider-dev', '\nCould not connect to the endpoint URL: "https://oidc.eu-west-2.amazonaws.com/device_authorization"', 255],
      ['ok', 'aws sso login --profile eider-dev'],
      ['fail', 'region', 'aws ssm get-parameter --name /eider/dev/grafana_admin --with-decryption --profile eider-dev', '\nAn error occurred (ParameterNotFound) when calling the GetParameter operation: ', 254],
      ['prompt', 'region', 'ParameterNotFound because it looked in us-east-1. add --region eu-west-2, the profile has been wrong forever'],
      ['fail', 'cdktf-get', 'npx cdktf diff eider-dev', "Error: Cannot find module '../.gen/providers/aws/provider'\nRequire stack:\n- /Users/kai/eider/stacks/base.ts\n- /Users/kai/eider/main.ts\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1225:15)\n    at Function.Module._resolveFilename.sharedData.moduleResolveFilenameHook.installedValue [as _resolveFilename] (/Users/kai/eider/node_modules/@cspotcode/source-map-support/source-map-support.js:811:30)\n    at Module._load (node:internal/modules/cjs/loader:1051:27)\n    at Module.require (node:internal/modules/cjs/loader:1311:19) {\n  code: 'MODULE_NOT_FOUND'\n}\n\nError: non-zero exit code 1", 1],
      ['agent', 'cdktf-get', 'Synth failed on a missing .gen/providers module; the provider bindings are generated and not committed, run `npx cdktf get` after pulling.'],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-03-16T09:10:00Z',
    steps: [
      ['fail', 'galaxy-req', 'ansible-playbook -i inventories/dev site.yml --check --diff --vault-id eider@~/.config/eider/vault-pass', GALAXY_MISSING('ansible.posix.authorized_key', '/home/dev/eider/roles/eider_users/tasks/main.yml', 14), 1],
      ['prompt', 'galaxy-req', "Mae'r collections i gyd wedi'u pinio yn collections/requirements.yml. -r plis, nid un ar y tro"],
      ['fail', 'x:yaml-syntax', 'ansible-playbook -i inventories/dev site.yml --syntax-check', "ERROR! We were unable to read either as JSON nor YAML, these are the errors we got from each:\nJSON: Expecting value: line 1 column 1 (char 0)\n\nSyntax Error while loading YAML.\n  mapping values are not allowed in this context\n\nThe error appears to be in '/home/dev/eider/roles/eider_users/tasks/main.yml': line 22, column 9, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n- name: add deploy key\n    user: deploy\n        ^ here", 4],
      ['fail', 'awx-not-ssh', 'ssh admin@app-02.staging.eider.internal', 'admin@app-02.staging.eider.internal: Permission denied (publickey).', 255],
      ['prompt', 'awx-not-ssh', 'please stop sshing into boxes. awx job_templates launch, that is the only way jobs run'],
    ],
  },
  {
    machine: 'mac', project: 'eider', start: '2026-03-17T11:20:00Z',
    steps: [
      ['fail', 'tfenv', 'brew install terraform', 'Error: terraform has been disabled because it changed its license to BUSL on the next release!', 1],
      ['prompt', 'tfenv', 'no brew terraform. tfenv, and let .terraform-version decide'],
      ['ok', 'brew install tfenv && tfenv install'],
      ['fail', 'base64-w', 'printf %s "$AWX_TOKEN" | base64 -w 0', BASE64_USAGE, 1],
      ['agent', 'base64-w', 'Used GNU `base64 -w 0` on macOS; BSD base64 has no -w and does not wrap, plain `base64` is enough.'],
      ['prompt', 'x:nat-gateway', 'bump the dev NAT gateways to two, one in eu-west-2a and one in eu-west-2b'],
    ],
  },
  {
    machine: 'wincodex7', project: 'eider', start: '2026-03-18T15:00:00Z',
    steps: [
      ['fail', 'awx-not-ssh', 'ssh deploy@web-03.staging.eider.internal "sudo ansible-playbook /opt/eider/site.yml"', 'ssh: connect to host web-03.staging.eider.internal port 22: Connection timed out', 255],
      ['agent', 'awx-not-ssh', 'Tried to run the play on the host over ssh; eider jobs are launched on AWX with the awx CLI, hosts are never reached directly.'],
      ['fail', 'x:awx-job-failed', `awx job_templates launch 'eider site (staging)' ${AWX_OPTS}`, "------Starting Standard Out Stream------\n\nPLAY [webservers] **************************************************************\n\nTASK [eider_base : install packages] *******************************************\nfatal: [web-02]: FAILED! => {\"changed\": false, \"failures\": [], \"msg\": \"Depsolve Error occurred: \\n Problem: cannot install the best candidate for the job\\n  - nothing provides libssl.so.1.1()(64bit) needed by node_exporter-1.3.1-1.x86_64\", \"rc\": 1, \"results\": []}\n\nPLAY RECAP *********************************************************************\nweb-02                     : ok=6    changed=0    unreachable=0    failed=1    skipped=2    rescued=0    ignored=0\n\n------End of Standard Out Stream------\nError: job 4812 failed", 1],
    ],
  },
  {
    machine: 'mac2', project: 'eider', start: '2026-03-19T09:30:00Z',
    steps: [
      ['fail', 'grep-P', `grep -oP '(?<=version     = ")[^"]+' .terraform.lock.hcl`, GREP_USAGE, 2],
      ['prompt', 'grep-P', '-P again.. mac grep has no perl regex. rg -o, or sed'],
      ['fail', 'find-printf', "find . -name '*.tfstate*' -printf '%T@ %p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', "bsd find again. `-exec stat -f '%m %N' {} +` or gfind"],
    ],
  },
  {
    machine: 'codex', project: 'eider', start: '2026-03-20T10:40:00Z',
    steps: [
      ['fail', 'no-push-main', 'git push origin main', "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: - Changes must be made through a pull request.\nTo github.com:eider-infra/eider.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:eider-infra/eider.git'", 1],
      ['prompt', 'no-push-main', 'main is protected, and atlantis only plans PRs anyway. branch off and open one'],
      ['ok', 'git switch -c infra/EID-230-nat-gw && git push -u origin infra/EID-230-nat-gw'],
      ['prompt', 'x:force-with-lease-ok', 'rebasing your own branch is fine, push --force-with-lease on infra/EID-230-nat-gw is ok'],
      ['ok', 'npm install'],
      ['prompt', 'npm-ci', "npm ci, not npm install — package-lock.json has 400 changed lines now and none of them are yours"],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-03-23T08:45:00Z',
    steps: [
      ['fail', 'x:tfenv-download', 'tfenv install 1.7.5', "Installing Terraform v1.7.5\nDownloading release tarball from https://releases.hashicorp.com/terraform/1.7.5/terraform_1.7.5_linux_amd64.zip\ncurl: (28) Failed to connect to releases.hashicorp.com port 443 after 130221 ms: Couldn't connect to server\n\nTarball download failed", 1],
      ['fail', 'x:bucket-exists', 'npx cdktf deploy eider-dev', "eider-dev  ╷\n           │ Error: creating S3 Bucket (eider-dev-artifacts): operation error S3: CreateBucket, https response error StatusCode: 409, RequestID: 8YQ3K7VD2B1M0XZP, HostID: t4QxL0f+9Gk=, BucketAlreadyExists: \n           │ \n           │   with aws_s3_bucket.artifacts (artifacts),\n           │   on cdk.tf.json line 212, in resource.aws_s3_bucket.artifacts (artifacts):\n           │  212:       }\n           │ \n           ╵\n\nError: terraform apply failed with exit code 1", 1],
      ['agent', 'state-rm', 'Proposed `terraform state rm` for the old artifacts bucket; state is never edited by hand here, it goes through a removed/moved block in a PR.'],
    ],
  },
  {
    machine: 'winps', project: 'eider', start: '2026-03-24T09:15:00Z',
    steps: [
      ['fail', 'npx-cdktf', 'cdktf synth', PS51_NOTFOUND('cdktf', 'cdktf synth'), 1],
      ['prompt', 'npx-cdktf', 'again no global cdktf on any machine. npx cdktf'],
      ['fail', 'x:npm-ci-out-of-sync', 'npm ci', "npm error code EUSAGE\nnpm error\nnpm error `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing.\nnpm error\nnpm error Missing: constructs@10.4.2 from lock file\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error aliases: clean-install, ic, install-clean, isntall-clean\nnpm error\nnpm error Run \"npm help ci\" for more info\nnpm error A complete log of this run can be found in: C:\\Users\\joao\\AppData\\Local\\npm-cache\\_logs\\2026-03-24T09_24_11_902Z-debug-0.log", 1],
      ['fail', 'curl-exe', 'curl -fsSL -o ping.json https://awx.eider.internal/api/v2/ping/', PS51_CURL('curl -fsSL -o ping.json https://awx.eider.internal/api/v2/ping/', 'fsSL'), 1],
      ['agent', 'curl-exe', 'Ran curl with -fsSL in Windows PowerShell 5.1, where curl is an alias of Invoke-WebRequest; call curl.exe explicitly.'],
    ],
  },
  {
    machine: 'mac', project: 'eider', start: '2026-03-25T14:10:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/t3.small/t3.medium/' inventories/staging/group_vars/webservers.yml", 'sed: 1: "inventories/staging/ ...": command i expects \\ followed by text', 1],
      ['agent', 'bsd-sed', "Ran GNU-style `sed -i` with no suffix on macOS; BSD sed needs `sed -i ''` (or gsed -i)."],
      ['prompt', 'ansible-check', "before you run it for real: --check --diff, and paste me the diff"],
      ['ok', 'ansible-playbook -i inventories/staging site.yml --check --diff --vault-id eider@~/.config/eider/vault-pass'],
      ['fail', 'x:ansible-lint-casing', 'pre-commit run ansible-lint --all-files', "ansible-lint.............................................................Failed\n- hook id: ansible-lint\n- exit code: 2\n\nWARNING  Listing 1 violation(s) that are fatal\nname[casing]: All names should start with an uppercase letter.\nroles/eider_web/tasks/main.yml:12 Task/Handler: restart nginx\n\nRead documentation for instructions on how to ignore specific rule violations.\n\n                  Rule Violation Summary                  \n count tag          profile  rule associated tags         \n     1 name[casing] moderate idiom                        \n\nFailed: 1 failure(s), 0 warning(s) on 143 files. Last profile that met the validation criteria was 'basic'.", 1],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-03-26T10:00:00Z',
    steps: [
      ['fail', 'x:vault-rotated', 'ansible-vault view --vault-id eider@~/.config/eider/vault-pass inventories/prod/group_vars/all/vault.yml', 'ERROR! Decryption failed (no vault secrets were found that could decrypt) on inventories/prod/group_vars/all/vault.yml for inventories/prod/group_vars/all/vault.yml', 1],
      ['ok', 'op read "op://eider/ansible-vault/password" > ~/.config/eider/vault-pass'],
      ['ok', 'ansible-vault decrypt --vault-id eider@~/.config/eider/vault-pass inventories/prod/group_vars/all/vault.yml'],
      ['prompt', 'vault-decrypt', 'vault ֆայլը երբեք decrypt արած չենք թողնում դիսկի վրա, ansible-vault view կամ edit'],
      ['agent', 'vault-decrypt', 'Decrypted the prod vault file in place to read it; use ansible-vault view or edit, vault files stay encrypted on disk.'],
      ['prompt', 'state-rm', "Paid â chyffwrdd y state â llaw chwaith — dim `terraform state rm`. Bloc `removed` mewn PR, fel pawb arall."],
      ['agent', 'dnf', 'Used apt-get on the Fedora workstation; system packages come from dnf here.'],
    ],
  },
  {
    machine: 'wsl', project: 'eider', start: '2026-03-27T09:30:00Z',
    steps: [
      ['ok', 'pip install --break-system-packages awxkit'],
      ['prompt', 'pipx', '--break-system-packages, seriously? pipx install awxkit'],
      ['agent', 'wsl-mnt-c', 'Worked in the /mnt/c copy of the repo from WSL; use ~/eider on the WSL filesystem (CRLF line endings and a world-writable ansible.cfg on /mnt/c).'],
      ['fail', 'inventory-flag', 'ansible-playbook site.yml --check --diff --vault-id eider@~/.config/eider/vault-pass --limit dbservers', "[WARNING]: No inventory was parsed, only implicit localhost is available\n[WARNING]: provided hosts list is empty, only localhost is available. Note that\nthe implicit localhost does not match 'all'\n[WARNING]: Could not match supplied host pattern, ignoring: dbservers\nERROR! Specified inventory, host pattern and/or --limit leaves us with no hosts to target.", 1],
      ['prompt', 'inventory-flag', '-i inventories/staging-ը նորից մոռացար'],
    ],
  },
  {
    machine: 'mac2', project: 'eider', start: '2026-03-30T13:00:00Z',
    steps: [
      ['fail', 'cdktf-diff', 'terraform -chdir=cdktf.out/stacks/eider-dev plan', '╷\n│ Error: Inconsistent dependency lock file\n│ \n│ The following dependency selections recorded in the lock file are\n│ inconsistent with the current configuration:\n│   - provider registry.terraform.io/hashicorp/aws: required by this configuration but no version is selected\n│ \n│ To make the initial dependency selections that will initialize the\n│ dependency lock file, run:\n│   terraform init\n╵', 1],
      ['prompt', 'cdktf-diff', "Defnyddia `npx cdktf diff eider-dev`, nid terraform yn syth yn cdktf.out — mae cdktf yn gwneud synth, init a plan i ti"],
      ['fail', 'x:cdktf-get-registry', 'npx cdktf get', 'Generated typescript constructs in the output directory: .gen\nError: Failed to fetch provider schema for hashicorp/aws@~> 5.82\n\nError: Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get "https://registry.terraform.io/.well-known/terraform.json": dial tcp: lookup registry.terraform.io: no such host', 1],
      ['prompt', 'x:bucket-tags', 'Բոլոր S3 bucket-ներին tag ավելացրու՝ cost-center=eider, owner=platform'],
      ['agent', 'date-d', 'Used GNU `date -d` on macOS; BSD date takes -v for offsets and -r for epoch seconds, or use gdate.'],
    ],
  },
  {
    machine: 'ci', project: 'eider', start: '2026-03-31T15:40:00Z',
    steps: [
      ['fail', 'ci-ash', './scripts/atlantis-preflight.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['prompt', 'ci-ash', '#!/usr/bin/env bash won\'t run in the alpine image. /bin/sh and posix, like the other scripts'],
    ],
  },
  {
    machine: 'linux', project: 'eider', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'x:docker-daemon', 'docker run --rm -v "$PWD":/data -w /data ghcr.io/terraform-linters/tflint:v0.53.0 --recursive', "docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?.\nSee 'docker run --help'.", 125],
      ['fail', 'tfenv', 'sudo dnf install -y terraform', 'Last metadata expiration check: 0:41:07 ago on Wed 01 Apr 2026 08:21:13 AM UTC.\nNo match for argument: terraform\nError: Unable to find a match: terraform', 1],
      ['prompt', 'tfenv', "terraform doesn't come from dnf here, tfenv does that. it reads .terraform-version"],
      ['agent', 'npm-ci', 'Ran npm install and rewrote package-lock.json; use npm ci so the lockfile stays untouched.'],
      ['fail', 'no-push-main', 'git commit -am "fix typo in README" && git push origin main', "[main 4e1a9c2] fix typo in README\n 1 file changed, 1 insertion(+), 1 deletion(-)\nremote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: - Required status check \"atlantis/plan\" is expected.\nTo github.com:eider-infra/eider.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:eider-infra/eider.git'", 1],
      ['prompt', 'no-push-main', "not even a typo goes straight to main. branch + PR"],
    ],
  },
  {
    machine: 'mac', project: 'eider', start: '2026-04-02T10:30:00Z',
    steps: [
      ['ok', 'npx cdktf diff eider-staging'],
      ['prompt', 'atlantis-only', 'չէ, staging-ը լոկալից deploy չենք անում, Atlantis-ն ա անում PR-ի վրա'],
      ['agent', 'atlantis-only', 'Planned to run cdktf deploy for eider-staging from the laptop; only eider-dev is deployed locally, staging and prod are applied by Atlantis on the PR.'],
      ['fail', 'x:grep-no-match', "grep -rn 'force_destroy' stacks/", '', 1],
      ['prompt', 'x:add-host', 'add web-04 (10.20.3.24) to the staging inventory under webservers'],
    ],
  },
  {
    machine: 'winbash', project: 'eider', start: '2026-04-06T09:00:00Z',
    steps: [
      ['fail', 'ansible-wsl', 'pipx install ansible-core && ansible-playbook -i inventories/dev site.yml --check --diff', "  installed package ansible-core 2.18.3, installed using Python 3.12.8\n  These apps are now globally available\n    - ansible.exe\n    - ansible-playbook.exe\n    - ansible-vault.exe\ndone! ✨ 🌟 ✨\nERROR: Ansible requires the locale encoding to be UTF-8; Detected cp1252.", 1],
      ['agent', 'ansible-wsl', 'Installed ansible-core natively on Windows from Git Bash; Ansible only runs inside WSL, use the Ubuntu shell and ~/eider there.'],
      ['prompt', 'x:awx-schedule', 'can the nightly patch job in AWX run at 02:00 instead of midnight?'],
    ],
  },
  {
    machine: 'mac2', project: 'eider', start: '2026-04-07T11:00:00Z',
    steps: [
      ['fail', 'region', 'aws s3api list-objects-v2 --bucket eider-dev-artifacts --profile eider-dev', '\nAn error occurred (PermanentRedirect) when calling the ListObjectsV2 operation: The bucket you are attempting to access must be addressed using the specified endpoint. Please send all future requests to this endpoint.', 254],
      ['prompt', 'region', 'wrong region again, we have literally nothing in us-east-1. eu-west-2'],
      ['prompt', 'cdktf-get', 'cdktf get ara, .gen@ chka. git pull-ic heto misht petq a'],
      ['fail', 'x:pipx-not-installed', 'pipx upgrade checkov', 'Package is not installed. Expected to find /Users/kai/.local/pipx/venvs/checkov, but it does not exist.', 1],
      ['prompt', 'ansible-check', 'dry run with --check --diff before the real thing. staging counts as production for this'],
    ],
  },
];

/** Windows machines: the hook sees cwd and transcript paths with backslashes. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const win = (p) => p.replace(/\//g, '\\');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(payload.transcript_path) } };
}
