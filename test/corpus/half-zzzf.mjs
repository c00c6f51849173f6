// Half ZZZF: "ibis", an Ansible infrastructure repository (ansible-core 2.17 in a uv venv, molecule
// on podman, ansible-vault, Packer images for Proxmox, a Makefile wrapper, Jenkins), worked on from
// Fedora, Ubuntu and macOS. Written blind: from issue 10, the corpus README, build.mjs and the
// first lines of half D only; English, Burmese, Kyrgyz and Bosnian.

// --- long error texts, as the tools print them ---------------------------------------------------
const BSD_GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BSD_DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BSD_STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestampformat] [file ...]';
const BSD_BASE64_USAGE = 'base64: invalid option -- w\nUsage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]\n  -b, --break       break encoded output up into lines of length num\n  -D, -d, --decode  decode input\n  -h, --help        display this message\n  -i, --input       input file (default: "-" for stdin)\n  -o, --output      output file (default: "-" for stdout)';
const EXTERNALLY_MANAGED_UBUNTU = 'error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n    \n    If you wish to install a non-Debian-packaged Python package,\n    create a virtual environment using python3 -m venv path/to/venv.\n    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make\n    sure you have python3-full installed.\n    \n    If you wish to install a non-Debian packaged Python application,\n    it may be easiest to use pipx install xyz, which will manage a\n    virtual environment for you. Make sure you have pipx installed.\n    \n    See /usr/share/doc/python3.12/README.venv for more information.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.';
const UBUNTU_NO_DOCKER = "Command 'docker' not found, but can be installed with:\n\nsudo snap install docker         # version 27.2.0, or\nsudo apt  install docker.io      # version 26.1.3-0ubuntu1~24.04.1\nsudo apt  install podman-docker  # version 4.9.3+ds1-1ubuntu0.2\n\nSee 'snap info docker' for additional versions.";
const UNRESOLVED = (fqcn, file, line, name) => `ERROR! couldn't resolve module/action '${fqcn}'. This often indicates a misspelling, missing collection, or incorrect module path.\n\nThe error appears to be in '/home/dev/ibis/${file}': line ${line}, column 3, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n\n- name: ${name}\n  ^ here`;
const LINT_SUMMARY = (rows, failures, files) => `\nRead documentation for instructions on how to ignore specific rule violations.\n\n                    Rule Violation Summary                    \n count tag                       profile    rule associated tags \n${rows}\n\nFailed: ${failures} failure(s), 0 warning(s) on ${files} files. Last profile that met the validation criteria was 'min'.`;
const PACKER_MISSING = (constraint) => `Error: Missing plugins\n\nThe following plugins are required, but not installed:\n\ngithub.com/hashicorp/proxmox ${constraint}\n\nDid you run packer init for this project ?`;
const RECAP = (host, ok, changed, unreachable, failed) => `\n\nPLAY RECAP *********************************************************************\n${host.padEnd(26)}: ok=${ok}    changed=${changed}    unreachable=${unreachable}    failed=${failed}    skipped=0    rescued=0    ignored=0   `;
const HOST_CHANGED = (host, ip) => `\nPLAY [webservers] **************************************************************\n\nTASK [Gathering Facts] *********************************************************\nfatal: [${host}]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\\r\\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\\r\\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\\r\\nIT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!\\r\\nSomeone could be eavesdropping on you right now (man-in-the-middle attack)!\\r\\nIt is also possible that a host key has just been changed.\\r\\nThe fingerprint for the ED25519 key sent by the remote host is\\nSHA256:q3JmX0bWv1c9Yt8rPz2L7kE4uN6sA5dF0gH1jK2lM3o.\\r\\nPlease contact your system administrator.\\r\\nAdd correct host key in /home/dev/.ssh/known_hosts to get rid of this message.\\r\\nOffending ED25519 key in /home/dev/.ssh/known_hosts:14\\r\\nHost key for ${ip} has changed and you have requested strict checking.\\r\\nHost key verification failed.", "unreachable": true}` + RECAP(host, 0, 0, 1, 0);
const NO_INVENTORY = (p) => `[WARNING]: Unable to parse /home/dev/ibis/${p} as an inventory source\n[WARNING]: No inventory was parsed, only implicit localhost is available\n[WARNING]: provided hosts list is empty, only localhost is available. Note that\nthe implicit localhost does not match 'all'\nERROR! Specified hosts and/or --limit does not match any hosts`;
const GITLAB_PROTECTED = "remote: GitLab: You are not allowed to push code to protected branches on this project.\nTo gitlab.ibis.internal:infra/ibis.git\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.ibis.internal:infra/ibis.git'";

export const SESSIONS = [
  {
    machine: 'linux', project: 'ibis', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'uv-run', 'ansible-playbook -i inventories/staging/hosts.yml playbooks/site.yml --check --limit stg-web-01', 'bash: ansible-playbook: command not found', 127, 'Dry-run site.yml on one staging web host'],
      ['prompt', 'uv-run', "its in the venv, uv run ansible-playbook ... (nothing ansible is installed system wide on my fedora box)"],
      ['ok', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/site.yml --check --diff --limit stg-web-01'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the nginx role bump to 1.26, under Unreleased'],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-02T13:10:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/nginx_version: \"1.24\"/nginx_version: \"1.26\"/' roles/nginx/defaults/main.yml", 'sed: -i may not be used with stdin', 1, 'Bump the nginx version default'],
      ['prompt', 'sed-i-mac', 'mac sed. gsed (brew gnu-sed) or sed -i \'\' , the bsd one wants a backup suffix'],
      ['fail', 'x:podman-machine-down', 'podman ps -a', 'Cannot connect to Podman. Please verify your connection to the Linux system using `podman system connection list`, or try `podman machine init` and `podman machine start` to manage a new Linux VM\nError: unable to connect to Podman socket: failed to connect: dial tcp 127.0.0.1:53847: connect: connection refused', 125],
      ['ok', 'podman machine start'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-03-03T09:00:00Z',
    steps: [
      ['fail', 'uv-not-pip', 'pip install ansible-lint==24.12.2', EXTERNALLY_MANAGED_UBUNTU, 1],
      ['prompt', 'uv-not-pip', 'nope, uv. ansible-lint is already a dev dependency in pyproject.toml, just uv sync'],
      ['fail', 'galaxy-req', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/firewall.yml --check --limit stg-web-01', UNRESOLVED('community.general.ufw', 'roles/firewall/tasks/main.yml', 2, 'Allow ssh from the bastion'), 4],
      ['prompt', 'galaxy-req', "collections arent installed on a fresh clone. ansible-galaxy collection install -r requirements.yml — everything is pinned there, dont install them one by one by name"],
      ['ok', 'uv run ansible-galaxy collection install -r requirements.yml'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-03-04T10:20:00Z',
    steps: [
      ['fail', 'podman-not-docker', 'docker ps -a --filter label=molecule', 'bash: docker: command not found', 127, 'List leftover molecule containers'],
      ['prompt', 'podman-not-docker', "we're a podman shop, there is no docker on any of our fedora boxes"],
      ['fail', 'make-converge', 'make converge nginx', "make: *** No rule to make target 'nginx'.  Stop.", 2],
      ['prompt', 'make-converge', 'ROLE=nginx. its a make variable, make converge ROLE=nginx'],
      ['ok', 'make converge ROLE=nginx'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-05T08:15:00Z',
    steps: [
      ['fail', 'date-d-mac', 'date -d "+90 days" +%F', BSD_DATE_USAGE, 1, 'Compute the cert renewal date'],
      ['prompt', 'date-d-mac', 'macမှာdate -dမရဘူး၊brewကgdateကိုသုံးပါ'],
      ['prompt', 'x:date-iso', 'also the cert expiry report should print dates as ISO 8601 in UTC, the ops channel keeps misreading them'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-03-05T14:00:00Z',
    steps: [
      ['ok', 'uv run ansible-playbook -i inventories/prod/hosts.yml playbooks/site.yml --tags nginx'],
      ['prompt', 'prod-check-limit', 'WHOA. stop. that was prod, the whole inventory, no --check. prod always gets a --check --diff run first and a --limit'],
      ['agent', 'prod-check-limit', 'Ran site.yml against inventories/prod with no --check and no --limit; prod runs go --check --diff first, then the real run limited to the hosts in the change'],
    ],
  },
  {
    machine: 'ci', project: 'ibis', start: '2026-03-06T11:00:00Z',
    steps: [
      ['fail', 'ci-no-bash', 'bash scripts/render-inventory.sh staging', '/bin/sh: bash: not found', 127],
      ['prompt', 'ci-no-bash', 'the jenkins agent image is alpine, there is only ash in there. keep the scripts posix and call them with sh'],
      ['ok', 'sh scripts/render-inventory.sh staging'],
      ['fail', 'x:galaxy-network', 'uv run ansible-galaxy collection install -r requirements.yml -p .collections', "Starting galaxy collection install process\nProcess install dependency map\nERROR! Unknown error when attempting to call Galaxy at 'https://galaxy.ansible.com/api/': <urlopen error [Errno -3] Try again>", 1],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-09T09:30:00Z',
    steps: [
      ['fail', 'timeout-mac', 'timeout 30 ssh -o BatchMode=yes stg-web-01.ibis.internal true', 'zsh: command not found: timeout', 127, 'Check ssh to the new staging host'],
      ['prompt', 'timeout-mac', "mac'та timeout деген жок, brew'дон coreutils коюлган, gtimeout колдон"],
      ['fail', 'grep-P-mac', 'grep -rP "^\\s+- name: (?!Ensure|Install)" roles/', BSD_GREP_USAGE, 2],
      ['prompt', 'grep-P-mac', 'no -P on mac. ggrep -P, or do it with -E and a second grep -v'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-03-10T08:00:00Z',
    steps: [
      ['fail', 'host-key', 'uv run ansible -i inventories/staging/hosts.yml stg-web-03 -m ansible.builtin.ping', 'stg-web-03 | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via ssh: Host key verification failed.",\n    "unreachable": true\n}', 4],
      ['ok', 'ANSIBLE_HOST_KEY_CHECKING=False uv run ansible -i inventories/staging/hosts.yml stg-web-03 -m ansible.builtin.ping'],
      ['prompt', 'host-key', "NO. we don't switch off host key checking, not even for one ping. check the fingerprint in the proxmox console and ssh-keyscan it into ~/.ssh/known_hosts"],
      ['ok', 'ssh-keyscan -t ed25519 stg-web-03.ibis.internal >> ~/.ssh/known_hosts'],
      ['prompt', 'x:tags-request', 'add a certs tag to the certbot tasks so we can run just those'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-03-11T13:40:00Z',
    steps: [
      ['fail', 'yaml-truthy', 'uv run yamllint -s roles/nginx', 'roles/nginx/defaults/main.yml\n  7:22      warning  truthy value should be one of [false, true]  (truthy)\n  9:19      warning  truthy value should be one of [false, true]  (truthy)\n', 2],
      ['prompt', 'yaml-truthy', 'true/false. nobody writes yes/no in yaml here anymore'],
      ['fail', 'x:yamllint-line-length', 'uv run yamllint roles/haproxy', 'roles/haproxy/defaults/main.yml\n  14:121    error    line too long (143 > 120 characters)  (line-length)\n', 1],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-12T10:00:00Z',
    steps: [
      ['fail', 'uv-run', 'ansible-lint roles/haproxy', 'zsh: command not found: ansible-lint', 127, 'Lint the haproxy role'],
      ['prompt', 'uv-run', 'uv run ansible-lint pls. the tools only exist in .venv'],
      ['fail', 'fqcn', 'uv run ansible-lint roles/haproxy', 'WARNING  Listing 2 violation(s) that are fatal\nfqcn[action-core]: Use FQCN for builtin module actions (template).\nroles/haproxy/tasks/main.yml:12 Use `ansible.builtin.template` or `ansible.legacy.template` instead.\n\nfqcn[action-core]: Use FQCN for builtin module actions (service).\nroles/haproxy/handlers/main.yml:2 Use `ansible.builtin.service` or `ansible.legacy.service` instead.\n' + LINT_SUMMARY('     2 fqcn[action-core]         production formatting', 2, 38), 2],
      ['prompt', 'fqcn', 'full names everywhere, ansible.builtin.template not template. the lint profile is production, it wont let that through'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-03-13T09:15:00Z',
    steps: [
      ['fail', 'vault-pass-file', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/db.yml --check --limit stg-db-01', 'ERROR! Attempting to decrypt but no vault secrets found', 1, 'Dry-run the db playbook'],
      ['agent', 'vault-pass-file', 'Ran a playbook that loads vault.yml with no vault secret; pass --vault-password-file ~/.config/ibis/vault-pass (kept outside the repo)'],
      ['ok', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/db.yml --check --limit stg-db-01 --vault-password-file ~/.config/ibis/vault-pass'],
      ['prompt', 'x:docs-testing', 'napiši u docs/testing.md kako se molecule pokreće lokalno: podman, make converge ROLE=x, make verify, make destroy. kratko'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-03-16T08:30:00Z',
    steps: [
      ['fail', 'podman-not-docker', 'docker run --rm -v "$PWD":/src -w /src docker.io/cytopia/yamllint .', UBUNTU_NO_DOCKER, 127],
      ['prompt', 'podman-not-docker', 'same as last week: podman. nobody on the team has docker'],
      ['fail', 'x:dockerhub-ratelimit', 'podman pull docker.io/geerlingguy/docker-debian12-ansible:latest', 'Trying to pull docker.io/geerlingguy/docker-debian12-ansible:latest...\nError: initializing source docker://geerlingguy/docker-debian12-ansible:latest: reading manifest latest in docker.io/geerlingguy/docker-debian12-ansible: toomanyrequests: You have reached your unauthenticated pull rate limit. https://www.docker.com/increase-rate-limit', 125],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-17T14:20:00Z',
    steps: [
      ['fail', 'stat-c-mac', "stat -c '%a %U' ~/.config/ibis/vault-pass", BSD_STAT_USAGE, 1, 'Check the vault password file permissions'],
      ['prompt', 'stat-c-mac', 'thats gnu stat. on the mac its stat -f "%Lp %Su"'],
      ['fail', 'sha256sum-mac', 'sha256sum packer/iso/debian-12.9.0-amd64-netinst.iso', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256sum-mac', 'shasum -a 256 on macOS'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-03-18T10:00:00Z',
    steps: [
      ['fail', 'packer-init', 'packer build -var-file=packer/proxmox.pkrvars.hcl packer/debian12', PACKER_MISSING('~> 1'), 1, 'Build the debian12 template'],
      ['prompt', 'packer-init', 'packer init packer/debian12 first, the plugin isnt vendored'],
      ['ok', 'packer init packer/debian12'],
      ['fail', 'x:packer-401', 'packer build -var-file=packer/proxmox.pkrvars.hcl packer/debian12', "proxmox-iso.debian12: output will be in this color.\n\nBuild 'proxmox-iso.debian12' errored after 412 milliseconds 908 microseconds: 401 authentication failure\n\n==> Wait completed after 413 milliseconds 22 microseconds\n\n==> Some builds didn't complete successfully and had errors:\n--> proxmox-iso.debian12: 401 authentication failure\n\n==> Builds finished but no artifacts were created.", 1],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-03-19T09:00:00Z',
    steps: [
      ['fail', 'become-pass', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/users.yml --check --limit stg-db-01', '\nPLAY [all] *********************************************************************\n\nTASK [Gathering Facts] *********************************************************\nfatal: [stg-db-01]: FAILED! => {"msg": "Missing sudo password"}' + RECAP('stg-db-01', 0, 0, 0, 1), 2],
      ['prompt', 'become-pass', 'treba ti -K (--ask-become-pass). i nemoj ansible_become_pass stavljati u group_vars, ni u vault, to smo već raspravili'],
      ['prompt', 'x:rename-role', 'rename role common to base and fix every reference in playbooks/ and the molecule scenarios'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-20T08:45:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/stg-web-0\\[1:2\\]/stg-web-0[1:3]/' inventories/staging/hosts.yml", 'sed: 1: "inventories/staging/ho ...": command i expects \\ followed by text', 1],
      ['prompt', 'sed-i-mac', 'that again? gsed'],
      ['fail', 'make-lint', 'make check', "make: *** No rule to make target `check'.  Stop.", 2, 'Run the checks'],
      ['prompt', 'make-lint', 'theres no check target, its make lint'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-03-24T09:30:00Z',
    steps: [
      ['fail', 'inventory-path', 'uv run ansible-playbook -i staging playbooks/site.yml --check --limit stg-web-01', NO_INVENTORY('staging'), 1],
      ['prompt', 'inventory-path', '-i takes a path: inventories/staging/hosts.yml'],
      ['ok', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/site.yml --check --limit stg-web-01'],
    ],
  },
  {
    machine: 'ci', project: 'ibis', start: '2026-03-25T11:30:00Z',
    steps: [
      ['fail', 'ci-no-bash', './scripts/check-vault-encrypted.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['agent', 'ci-no-bash', 'scripts/check-vault-encrypted.sh had #!/usr/bin/env bash but the Jenkins agent is alpine with only busybox ash; write it as #!/bin/sh POSIX'],
      ['fail', 'x:molecule-idempotence', 'make molecule ROLE=haproxy', 'INFO     Running default > idempotence\n\nPLAY [Converge] ****************************************************************\n\nTASK [haproxy : Template haproxy.cfg] ******************************************\nchanged: [instance]\n\nPLAY RECAP *********************************************************************\ninstance                   : ok=9    changed=1    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n\nCRITICAL Idempotence test failed because of the following tasks:\n*  => haproxy : Template haproxy.cfg\nWARNING  An error occurred during the test sequence action: \'idempotence\'. Cleaning up.\nmake: *** [Makefile:34: molecule] Error 1', 2],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-26T15:00:00Z',
    steps: [
      ['fail', 'grep-P-mac', 'grep -rnoP "vault_\\w+(?=\\s*:)" inventories/staging/group_vars/', BSD_GREP_USAGE, 2, 'List the vault variable names'],
      ['prompt', 'grep-P-mac', 'macရဲ့grepမှာ-Pမရှိဘူး၊ggrepနဲ့ပြန်runပါ'],
      ['fail', 'find-printf-mac', "find roles -name '*.yml' -newer CHANGELOG.md -printf '%p %TY-%Tm-%Td\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf-mac', 'bsd find has no -printf at all, use gfind'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-03-27T08:10:00Z',
    steps: [
      ['fail', 'podman-not-docker', 'cd roles/nginx && uv run molecule create -d docker', 'CRITICAL Failed to find driver docker. Please ensure that the driver is correctly installed.', 1],
      ['prompt', 'podman-not-docker', "docker эмес, podman. molecule.yml'де driver: podman деп жазылып турат го"],
      ['fail', 'make-converge', 'uv run molecule converge -s nginx', "CRITICAL 'molecule/nginx/molecule.yml' glob failed.  Exiting.", 1],
      ['prompt', 'make-converge', 'make converge ROLE=nginxကိုပဲသုံးပါ၊wrapperကMOLECULE envတွေကိုsetလုပ်ပေးတယ်'],
      ['ok', 'make converge ROLE=nginx'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'command-module', 'uv run ansible-lint roles/nginx', 'WARNING  Listing 1 violation(s) that are fatal\ncommand-instead-of-module: systemctl used in place of systemd module\nroles/nginx/tasks/main.yml:41 Task/Handler: Reload nginx after cert renewal\n' + LINT_SUMMARY('     1 command-instead-of-module basic      command-shell, idiom', 1, 41), 2],
      ['prompt', 'command-module', "use the module, not command: systemctl reload. ansible.builtin.systemd_service with state: reloaded"],
      ['fail', 'x:lint-real-error', 'make lint', 'uv run ansible-lint\nWARNING  Listing 1 violation(s) that are fatal\nname[casing]: All names should start with an uppercase letter.\nroles/postgres/tasks/main.yml:8 Task/Handler: create replication user\n' + LINT_SUMMARY('     1 name[casing]              moderate   idiom', 1, 44) + '\nmake: *** [Makefile:18: lint] Error 2', 2],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-31T10:30:00Z',
    steps: [
      ['fail', 'base64-mac', 'base64 -w0 ~/.config/ibis/proxmox-token', BSD_BASE64_USAGE, 1, 'Encode the Proxmox token for the Jenkins credential'],
      ['prompt', 'base64-mac', 'mac base64 has no -w, its -b 0. or gbase64 -w0'],
      ['fail', 'x:iso-checksum-mismatch', 'shasum -a 256 -c packer/iso/SHA256SUMS --ignore-missing', 'debian-12.9.0-amd64-netinst.iso: FAILED\nshasum: WARNING: 1 computed checksum did NOT match', 1],
      ['ok', 'curl -fLo packer/iso/debian-12.9.0-amd64-netinst.iso https://cdimage.debian.org/debian-cd/current/amd64/iso-cd/debian-12.9.0-amd64-netinst.iso'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-04-01T08:00:00Z',
    steps: [
      ['ok', 'uv run ansible-vault decrypt inventories/prod/group_vars/all/vault.yml --vault-password-file ~/.config/ibis/vault-pass'],
      ['prompt', 'vault-no-decrypt', 'hold on, you decrypted the prod vault file in place?? one git add -A and those secrets are in history forever. ansible-vault view to read, edit to change'],
      ['agent', 'vault-no-decrypt', 'Decrypted vault.yml in place just to read one value; read with ansible-vault view (change with ansible-vault edit) and never leave plaintext in the tree'],
      ['ok', 'git checkout -- inventories/prod/group_vars/all/vault.yml'],
      ['fail', 'x:vault-rotated', 'uv run ansible-vault view inventories/prod/group_vars/all/vault.yml --vault-password-file ~/.config/ibis/vault-pass', 'ERROR! Decryption failed (no vault secrets were found that could decrypt) on inventories/prod/group_vars/all/vault.yml for inventories/prod/group_vars/all/vault.yml', 1],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-04-02T09:20:00Z',
    steps: [
      ['fail', 'uv-run', 'ansible-playbook -i inventories/staging/hosts.yml playbooks/monitoring.yml --check --limit stg-mon-01', '\nPLAY [monitoring] **************************************************************\n\nTASK [Gathering Facts] *********************************************************\nok: [stg-mon-01]\n\nTASK [prometheus : Build scrape targets] ***************************************\nfatal: [stg-mon-01]: FAILED! => {"msg": "You need to install \\"jmespath\\" prior to running json_query filter"}' + RECAP('stg-mon-01', 1, 0, 0, 1), 2],
      ['prompt', 'uv-run', "бул системдик ansible (apt'тан). uv run ansible-playbook менен иштет, jmespath venv'де гана бар"],
      ['ok', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/monitoring.yml --check --limit stg-mon-01'],
      ['prompt', 'x:prod-freeze', 'fyi prod change freeze from friday 18:00 until monday 08:00 for the datacenter move, staging work is fine'],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-04-03T13:00:00Z',
    steps: [
      ['fail', 'packer-init', 'packer validate -var-file=packer/proxmox.pkrvars.hcl packer/debian12', PACKER_MISSING('>= 1.2.2'), 1],
      ['agent', 'packer-init', 'packer validate failed on a missing proxmox plugin after the required_plugins bump; run packer init packer/debian12 whenever the pin changes'],
      ['ok', 'packer init -upgrade packer/debian12'],
      ['fail', 'sha256sum-mac', 'cd packer/iso && sha256sum -c SHA256SUMS --ignore-missing', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256sum-mac', 'no sha256sum on the mac, shasum -a 256 -c does the same'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-04-06T08:30:00Z',
    steps: [
      ['ok', 'git commit --no-verify -m "common: chrony servers"'],
      ['prompt', 'no-verify', "you committed with --no-verify?? the hooks are there for a reason. fix what yamllint says and commit again"],
      ['agent', 'no-verify', 'Bypassed pre-commit with git commit --no-verify; fix the ansible-lint/yamllint findings and commit with the hooks on'],
      ['fail', 'yaml-truthy', 'uv run ansible-lint roles/common', 'WARNING  Listing 2 violation(s) that are fatal\nyaml[truthy]: Truthy value should be one of [false, true]\nroles/common/tasks/chrony.yml:9\n\nyaml[truthy]: Truthy value should be one of [false, true]\nroles/common/defaults/main.yml:4\n' + LINT_SUMMARY('     2 yaml[truthy]              basic      formatting, yaml', 2, 44), 2],
      ['prompt', 'yaml-truthy', 'opet yes/no :) kod nas je true/false, svuda'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-04-07T10:00:00Z',
    steps: [
      ['fail', 'host-key', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/site.yml --check --limit stg-web-01', HOST_CHANGED('stg-web-01', '10.20.1.21'), 4],
      ['agent', 'host-key', 'stg-web-01 was rebuilt from the new template so its host key changed; ssh-keygen -R it and ssh-keyscan the new key, never ANSIBLE_HOST_KEY_CHECKING=False'],
      ['ok', 'ssh-keygen -R stg-web-01.ibis.internal && ssh-keyscan -t ed25519 stg-web-01.ibis.internal >> ~/.ssh/known_hosts'],
      ['fail', 'x:ssh-timeout', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/site.yml --check --limit stg-db-02', '\nPLAY [dbservers] ***************************************************************\n\nTASK [Gathering Facts] *********************************************************\nfatal: [stg-db-02]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: ssh: connect to host 10.20.1.32 port 22: Connection timed out", "unreachable": true}' + RECAP('stg-db-02', 0, 0, 1, 0), 4],
      ['ok', 'ssh pve01.ibis.internal qm status 132'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-04-08T09:00:00Z',
    steps: [
      ['fail', 'timeout-mac', 'bash scripts/wait-for-ssh.sh stg-web-01.ibis.internal', 'scripts/wait-for-ssh.sh: line 9: timeout: command not found', 127],
      ['prompt', 'timeout-mac', 'same thing as before, mac has no timeout. make the script use gtimeout when its there'],
      ['fail', 'stat-c-mac', 'stat -c %Y packer/output/debian12.qcow2', BSD_STAT_USAGE, 1],
      ['agent', 'stat-c-mac', 'Used GNU stat -c on macOS; BSD stat takes -f (stat -f %m for the mtime), or use gstat from coreutils'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-04-09T14:10:00Z',
    steps: [
      ['prompt', 'jenkins-not-gha', 'why is there a .github/workflows/lint.yml in the diff? CI is Jenkins, the pipeline is the Jenkinsfile at the root'],
      ['agent', 'jenkins-not-gha', 'Added a GitHub Actions workflow for lint; ibis CI runs on Jenkins, so the lint stage goes into the Jenkinsfile'],
      ['ok', 'git rm .github/workflows/lint.yml'],
      ['prompt', 'x:jenkins-flaky', 'the jenkins packer job is red again on the proxmox upload step, just retrigger it'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-04-10T08:45:00Z',
    steps: [
      ['fail', 'push-main', 'git push origin main', GITLAB_PROTECTED, 1],
      ['prompt', 'push-main', 'main is protected. push a branch and open an MR'],
      ['ok', 'git switch -c feature/chrony-pool && git push -u origin feature/chrony-pool'],
      ['fail', 'uv-not-pip', "pip install --user 'molecule-plugins[podman]'", EXTERNALLY_MANAGED_UBUNTU, 1],
      ['agent', 'uv-not-pip', 'Tried pip install --user for molecule-plugins; the project venv belongs to uv: uv add --dev "molecule-plugins[podman]" and uv sync'],
      ['ok', "uv add --dev 'molecule-plugins[podman]'"],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-04-13T09:30:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/^LINT_PROFILE ?= .*/LINT_PROFILE ?= production/' Makefile", 'sed: 1: "Makefile": invalid command code M', 1],
      ['prompt', 'sed-i-mac', 'na macu je sed BSD, -i traži ekstenziju. gsed -i i gotovo'],
      ['fail', 'x:grep-no-match', 'grep -rn "vault_db_replica_password" roles/ inventories/', '', 1],
      ['prompt', 'no-ignore-errors', 'no ignore_errors: true just to get it green. write a failed_when with the real condition'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-04-14T10:00:00Z',
    steps: [
      ['fail', 'x:sed-bad-backref', "sed -i -E 's/listen (80)/listen \\2 ssl/' roles/nginx/templates/site.conf.j2", "sed: -e expression #1, char 27: invalid reference \\2 on `s' command's RHS", 1],
      ['ok', "sed -i -E 's/listen (80)/listen \\1 ssl/' roles/nginx/templates/site.conf.j2"],
      ['fail', 'x:nginx-config-error', 'make converge ROLE=nginx', 'TASK [nginx : Validate the configuration] **************************************\nfatal: [instance]: FAILED! => {"changed": true, "cmd": ["nginx", "-t"], "delta": "0:00:00.011842", "end": "2026-04-14 10:09:31.402113", "msg": "non-zero return code", "rc": 1, "start": "2026-04-14 10:09:31.390271", "stderr": "nginx: [emerg] \\"listen\\" directive is duplicate in /etc/nginx/conf.d/ibis.conf:4\\nnginx: configuration file /etc/nginx/nginx.conf test failed", "stderr_lines": ["nginx: [emerg] \\"listen\\" directive is duplicate in /etc/nginx/conf.d/ibis.conf:4", "nginx: configuration file /etc/nginx/nginx.conf test failed"], "stdout": "", "stdout_lines": []}\n\nPLAY RECAP *********************************************************************\ninstance                   : ok=11   changed=3    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0\n\nCRITICAL Ansible return code was 2, command was: ansible-playbook --inventory /home/dev/.cache/molecule/nginx/default/inventory --skip-tags molecule-notest,notest /home/dev/ibis/roles/nginx/molecule/default/converge.yml\nmake: *** [Makefile:27: converge] Error 1', 2],
      ['fail', 'x:pre-commit-whitespace', 'git commit -m "nginx: listen on 443 with ssl"', 'trim trailing whitespace.................................................Failed\n- hook id: trailing-whitespace\n- exit code: 1\n- files were modified by this hook\n\nFixing roles/nginx/templates/site.conf.j2\n\nfix end of files.........................................................Passed\nyamllint.................................................................Passed\nansible-lint.............................................................Passed', 1],
      ['ok', 'git add -u && git commit -m "nginx: listen on 443 with ssl"'],
      ['fail', 'x:push-non-ff', 'git push origin feature/nginx-tls', "To gitlab.ibis.internal:infra/ibis.git\n ! [rejected]        feature/nginx-tls -> feature/nginx-tls (non-fast-forward)\nerror: failed to push some refs to 'gitlab.ibis.internal:infra/ibis.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feature/nginx-tls && git push origin feature/nginx-tls'],
      ['agent', 'no-ignore-errors', 'Put ignore_errors: true on the certbot renew task to get the run through; the team wants failed_when with the actual condition instead'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-04-15T09:10:00Z',
    steps: [
      ['fail', 'become-pass', 'uv run ansible -i inventories/staging/hosts.yml stg-web-02 -b -m ansible.builtin.apt -a "name=chrony state=present"', 'stg-web-02 | FAILED! => {\n    "changed": false,\n    "module_stderr": "sudo: a password is required\\n",\n    "module_stdout": "",\n    "msg": "MODULE FAILURE\\nSee stdout/stderr for the exact error",\n    "rc": 1\n}', 2],
      ['agent', 'become-pass', 'Was about to put ansible_become_pass into inventories/staging/group_vars; the sudo password is asked at run time with -K (--ask-become-pass), never stored'],
      ['ok', 'uv run ansible -i inventories/staging/hosts.yml stg-web-02 -b -K -m ansible.builtin.apt -a "name=chrony state=present"'],
      ['fail', 'galaxy-req', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/sysctl.yml --check --limit stg-db-01', UNRESOLVED('ansible.posix.sysctl', 'roles/base/tasks/sysctl.yml', 3, 'Tune vm.swappiness'), 4],
      ['agent', 'galaxy-req', 'ansible.posix was missing locally; install the pinned collections with ansible-galaxy collection install -r requirements.yml, not by name'],
      ['prompt', 'command-module', 'ne shell: apt-get install, imamo ansible.builtin.apt za to. shell samo kad modula stvarno nema'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-04-16T15:30:00Z',
    steps: [
      ['prompt', 'prod-check-limit', "prod'ко --check'сиз эч нерсе иштетпейбиз. адегенде --check --diff, анан ошол эле --limit менен бир хостко"],
      ['ok', 'uv run ansible-playbook -i inventories/prod/hosts.yml playbooks/site.yml --tags chrony --check --diff --limit prod-db-01'],
      ['fail', 'date-d-mac', 'date -d "$(openssl x509 -enddate -noout -in certs/stg-web.pem | cut -d= -f2)" +%s', BSD_DATE_USAGE, 1],
      ['agent', 'date-d-mac', 'BSD date on macOS has no -d; use gdate -d (coreutils) or date -j -f with an explicit format'],
      ['fail', 'x:ssh-key-perms', 'ssh -i ~/.ssh/ibis_deploy deploy@stg-web-01.ibis.internal true', "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nPermissions 0644 for '/Users/kai/.ssh/ibis_deploy' are too open.\nIt is required that your private key files are NOT accessible by others.\nThis private key will be ignored.\nLoad key \"/Users/kai/.ssh/ibis_deploy\": bad permissions\ndeploy@stg-web-01.ibis.internal: Permission denied (publickey).", 255],
      ['ok', 'chmod 600 ~/.ssh/ibis_deploy'],
      ['prompt', 'vault-no-decrypt', 'ansible-vault view pls, not decrypt. last time the plaintext sat in my working tree for a day'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-04-20T08:20:00Z',
    steps: [
      ['fail', 'vault-pass-file', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/db.yml --check --limit stg-db-01 --vault-password-file .vault_pass', 'ERROR! The vault password file /home/dev/ibis/.vault_pass was not found', 1],
      ['prompt', 'vault-pass-file', 'the pass file is not in the repo and never will be. ~/.config/ibis/vault-pass'],
      ['ok', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/db.yml --check --limit stg-db-01 --vault-password-file ~/.config/ibis/vault-pass'],
      ['ok', 'podman system df'],
      ['prompt', 'podman-prune', "whoa do NOT podman system prune -a --volumes, that wipes the packer build cache and my other containers. molecule cleans up its own"],
      ['agent', 'podman-prune', 'Ran podman system prune -a --volumes to free disk; clean only the test instances with make destroy ROLE=x (molecule destroy)'],
      ['fail', 'x:syntax-error', 'uv run ansible-playbook --syntax-check playbooks/site.yml', "ERROR! We were unable to read either as JSON nor YAML, these are the errors we got from each:\nJSON: Expecting value: line 1 column 1 (char 0)\n\nSyntax Error while loading YAML.\n  mapping values are not allowed in this context\n\nThe error appears to be in '/home/dev/ibis/roles/haproxy/tasks/main.yml': line 14, column 18, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n- name: Open port: 443\n                 ^ here", 4],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-04-21T09:00:00Z',
    steps: [
      ['fail', 'inventory-path', 'uv run ansible-playbook -i inventory/prod/hosts.yml playbooks/site.yml --check --diff --limit prod-web-01', NO_INVENTORY('inventory/prod/hosts.yml'), 1],
      ['prompt', 'inventory-path', 'inventoriesဖိုဒါပါ(sပါတယ်)။inventories/prod/hosts.ymlကိုသုံးပါ'],
      ['ok', 'uv run ansible-playbook -i inventories/prod/hosts.yml playbooks/site.yml --check --diff --limit prod-web-01'],
      ['prompt', 'prod-check-limit', 'good. and on prod its always like that: --check --diff first, then the real run with the same --limit. never the whole group in one go'],
      ['fail', 'x:limit-typo', 'uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/site.yml --check --limit stg-web-1', "[WARNING]: Could not match supplied host pattern, ignoring: stg-web-1\nERROR! Specified hosts and/or --limit does not match any hosts", 1],
      ['prompt', 'no-ignore-errors', 'ignore_errorsမထည့်ပါနဲ့၊failed_whenနဲ့အခြေအနေကိုတိတိကျကျရေးပါ'],
      ['fail', 'x:podman-subuid', 'podman run --rm docker.io/library/debian:12 true', 'ERRO[0000] cannot find UID/GID for user dev: no subuid ranges found for user "dev" in /etc/subuid - check rootless mode in man pages.\nWARN[0000] Using rootless single mapping into the namespace. This might break some images. Check /etc/subuid and /etc/subgid for adding sub*ids if not using a network user\nError: writing blob: adding layer with blob "sha256:3d53e5a3c2f8a6b1d9e0f7c4b2a1e8d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a190": processing tar file(potentially insufficient UIDs or GIDs available in user namespace (requested 0:42 for /etc/gshadow): Check /etc/subuid and /etc/subgid if configured locally and run "podman system migrate": lchown /etc/gshadow: invalid argument): exit status 1', 125],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-04-23T10:00:00Z',
    steps: [
      ['fail', 'make-lint', 'make test', "make: *** No rule to make target `test'.  Stop.", 2, 'Run the test suite'],
      ['prompt', 'make-lint', 'we have lint, converge, verify, destroy. nothing called test. make lint'],
      ['prompt', 'x:fqcn-question', 'is community.general.ufw still the right name after the 10.x bump, or did it move to another collection?'],
      ['agent', 'fqcn', 'Wrote bare `template:` and `service:` again in roles/postgres; the production lint profile wants ansible.builtin.template / ansible.builtin.service'],
      ['fail', 'x:make-role-typo', 'make converge ROLE=postgress', 'Makefile:22: *** roles/postgress does not exist.  Stop.', 2],
      ['ok', 'make converge ROLE=postgres'],
      ['prompt', 'vault-pass-file', 'vault passwordဖိုင်ကrepoထဲမှာမရှိဘူး၊~/.config/ibis/vault-passမှာပဲရှိတယ်၊ANSIBLE_VAULT_PASSWORD_FILEကိုexportလုပ်ထားလည်းရတယ်'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-04-24T08:40:00Z',
    steps: [
      ['prompt', 'x:ignore-errors-question', 'why does the certbot renew task in roles/nginx have ignore_errors on it? was that on purpose or a leftover'],
      ['fail', 'x:uv-sync-network', 'uv sync', 'error: Failed to fetch: `https://pypi.org/simple/ansible-core/`\n  Caused by: Request failed after 3 retries\n  Caused by: error sending request for url (https://pypi.org/simple/ansible-core/)\n  Caused by: operation timed out', 2],
      ['fail', 'push-main', 'git push', GITLAB_PROTECTED, 1],
      ['prompt', 'push-main', 'no direct pushes to main here, branch + MR like last time'],
      ['ok', 'git switch -c fix/certbot-renew && git push -u origin fix/certbot-renew'],
      ['prompt', 'galaxy-req', 'collections only ever come from requirements.yml, thats where the versions are pinned. -r requirements.yml, not by name'],
      ['prompt', 'podman-prune', 'and careful with prune again. make destroy ROLE=x is all you need'],
      ['fail', 'x:uv-lock-conflict', 'git rebase origin/main', 'Auto-merging uv.lock\nCONFLICT (content): Merge conflict in uv.lock\nerror: could not apply 4c1e2ab... add molecule-plugins[podman]\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply 4c1e2ab... add molecule-plugins[podman]', 1],
      ['ok', 'git checkout --theirs uv.lock && uv lock && git add uv.lock && git rebase --continue'],
      ['prompt', 'no-verify', 'pre-commit has to pass before the MR, no --no-verify shortcuts'],
      ['ok', 'uv run pre-commit run --all-files'],
    ],
  },
  {
    machine: 'linux', project: 'ibis', start: '2026-04-28T08:30:00Z',
    steps: [
      ['ok', 'uv run ansible-inventory -i inventories/prod/hosts.yml --graph'],
      ['prompt', 'prod-check-limit', 'stani! na prod nikad bez --check prvo, i uvijek --limit na jedan host'],
      ['ok', 'uv run ansible-playbook -i inventories/prod/hosts.yml playbooks/haproxy.yml --check --diff --limit prod-lb-01'],
      ['prompt', 'jenkins-not-gha', 'we dont have github actions at all. CI = jenkins, the lint stage lives in the Jenkinsfile'],
      ['fail', 'x:timeout-real', 'timeout 600 make converge ROLE=postgres', 'INFO     Running default > converge\n\nPLAY [Converge] ****************************************************************\n\nTASK [postgres : Wait for the replica to catch up] *****************************\nFAILED - RETRYING: [instance]: Wait for the replica to catch up (60 retries left).\nFAILED - RETRYING: [instance]: Wait for the replica to catch up (59 retries left).', 124],
      ['ok', 'git diff ansible.cfg'],
      ['prompt', 'host-key', "ansible.cfg'го host_key_checking = False кошпо. жаңы хосттун ачкычын ssh-keyscan менен known_hosts'ко кош"],
      ['prompt', 'x:molecule-platforms', "molecule сценарийлери debian12 менен rocky9 экөөнү тең текшерсин, postgres ролунан баштайлы"],
    ],
  },
];
