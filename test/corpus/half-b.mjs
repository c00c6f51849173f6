// Half B of the evaluation corpus: the held-out half, never tuned on. Another project ("ledger",
// a Go + TypeScript service with Terraform) with other lessons of the same kinds: a tool the
// machine lacks, a BSD flag, a package manager the project pins, a norm with no failure, a
// script name, a context flag, in several languages, beside one-offs that share their words.
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const BASE64_USAGE = 'Usage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]\n  -b, --break       break encoded string into num character lines\n  -D, --decode      decodes input\n  -d, --debug       enables additional output\n  -h, --help        display this message\n  -i, --input       input file (default: "-" for stdin)\n  -o, --output      output file (default: "-" for stdout)';
const COREPACK = (version) => `error This project's package.json defines "packageManager": "pnpm@9.1.0". However the current global version of Yarn is ${version}.\n\nPresence of the "packageManager" field indicates that the project is meant to be used with Corepack, a tool included by default with all official Node.js distributions starting from 16.9 and 14.19.\nCorepack must currently be enabled by running corepack enable in your terminal. For more information, check out https://yarnpkg.com/corepack.`;
const EXEC_FORMAT = "WARNING: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8) and no specific platform was requested\nexec /usr/local/bin/ledger-tool: exec format error";

export const SESSIONS = [
  {
    machine: 'mac2', project: 'ledger', start: '2026-06-01T08:00:00Z',
    steps: [
      ['fail', 'pnpm', 'yarn install', COREPACK('1.22.22'), 1, 'Install dependencies'],
      ['prompt', 'pnpm', 'pnpm, not yarn'],
      ['fail', 'sha256', 'sha256sum dist/ledger.tar.gz', '(eval):1: command not found: sha256sum', 127, 'Checksum the release'],
      ['prompt', 'sha256', 'on mac use shasum -a 256'],
    ],
  },
  {
    machine: 'linux', project: 'ledger', start: '2026-06-01T13:30:00Z',
    steps: [
      ['fail', 'wget-curl', 'wget -q https://get.acme.dev/tools/install.sh', 'bash: wget: command not found', 127, 'Fetch the tool installer'],
      ['prompt', 'wget-curl', "wget isn't in the image, use curl -fsSL"],
      ['prompt', 'x:rename', 'rename the cart module to basket'],
      ['fail', 'x:curl-404', 'curl -fsSL https://get.acme.dev/tools/install-v2.sh -o install.sh', 'curl: (22) The requested URL returned error: 404', 22],
    ],
  },
  {
    machine: 'ci', project: 'ledger', start: '2026-06-02T09:10:00Z',
    steps: [
      ['fail', 'apk', 'apt-get install -y jq', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'apk', 'the ci image is alpine — apk add, not apt-get'],
      ['fail', 'x:apk-offline', 'apk add --no-cache jq', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.19/main/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.19/main: temporary error (try again later)\nERROR: unable to select packages:\n  jq (no such package):\n    required by: world[jq]', 1],
    ],
  },
  {
    machine: 'mac2', project: 'ledger', start: '2026-06-02T14:00:00Z',
    steps: [
      ['fail', 'stat-c', 'stat -c %s build/app.js', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check the bundle size'],
      ['prompt', 'stat-c', 'BSD stat has no -c, use stat -f %z or gstat'],
      ['fail', 'x:stat-missing', 'stat -f %z build/app.min.js', 'stat: build/app.min.js: stat: No such file or directory', 1],
      ['fail', 'tsc-exec', 'tsc --noEmit', '(eval):1: command not found: tsc', 127, 'Type-check'],
      ['prompt', 'tsc-exec', "typescript isn't installed globally here, run it through pnpm exec tsc"],
    ],
  },
  {
    machine: 'linux', project: 'ledger', start: '2026-06-03T10:00:00Z',
    steps: [
      ['prompt', 'ruff-format', 'we switched from black to ruff format'],
      ['fail', 'terraform-tofu', 'terraform plan -out=plan.bin', '/bin/bash: line 1: terraform: command not found', 127, 'Plan the infra change'],
      ['prompt', 'terraform-tofu', "we're on opentofu: tofu plan"],
      ['prompt', 'x:readme-pnpm', 'the README should mention pnpm 9'],
    ],
  },
  {
    machine: 'mac2', project: 'ledger', start: '2026-06-04T08:30:00Z',
    steps: [
      ['fail', 'find-printf', "find . -name '*.log' -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1, 'List log sizes'],
      ['prompt', 'find-printf', "BSD find doesn't do -printf, use gfind"],
      ['fail', 'base64-w', 'base64 -w 0 certs/ca.pem', `base64: invalid option -- w\n${BASE64_USAGE}`, 64],
      ['prompt', 'x:commit-english', 'always write commit messages in English'],
    ],
  },
  {
    machine: 'codex', project: 'ledger', start: '2026-06-04T15:20:00Z',
    steps: [
      ['fail', 'script-name', 'pnpm run lint', ' ERR_PNPM_NO_SCRIPT  Missing script: lint\n\nCommand "lint" not found.', 1],
      ['prompt', 'script-name', 'the script is lint:ci here'],
      ['fail', 'x:pnpm-offline', 'pnpm install', ' ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/zod: request to https://registry.npmjs.org/zod failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org', 1],
    ],
  },
  {
    machine: 'linux', project: 'ledger', start: '2026-06-05T09:00:00Z',
    steps: [
      ['prompt', 'helm-context', 'always helm --kube-context staging, never the default'],
      ['fail', 'x:helm-template', 'helm --kube-context staging upgrade --install api ./chart', 'Error: UPGRADE FAILED: template: api/templates/deployment.yaml:23:28: executing "api/templates/deployment.yaml" at <.Values.image.tag>: nil pointer evaluating interface {}.tag', 1],
      ['prompt', 'git-switch', 'use git switch -c instead of checkout -b'],
    ],
  },
  {
    machine: 'mac2', project: 'ledger', start: '2026-06-08T11:15:00Z',
    steps: [
      ['fail', 'pnpm', 'yarn add zod', COREPACK('1.22.19'), 1],
      ['agent', 'pnpm', 'Ran yarn add; this repo is pinned to pnpm through packageManager, so use pnpm add instead of yarn.'],
      ['prompt', 'pnpm', 'wir verwenden hier pnpm, kein yarn'],
      ['fail', 'sha256', 'sha256sum -c checksums.txt', 'zsh: command not found: sha256sum', 127],
    ],
  },
  {
    machine: 'linux', project: 'ledger', start: '2026-06-09T13:00:00Z',
    steps: [
      ['fail', 'ruff-format', 'black src/ tests/', 'bash: black: command not found', 127, 'Format the Python code'],
      ['prompt', 'ruff-format', 'no black anymore — ruff format'],
      ['fail', 'x:ruff-check', 'ruff format --check src', 'Would reformat: src/ledger/export.py\n1 file would be reformatted, 41 files already formatted', 1],
      ['fail', 'wget-curl', 'wget -O- https://get.acme.dev/tools/latest.txt', '/bin/bash: line 1: wget: command not found', 127],
    ],
  },
  {
    machine: 'ci', project: 'ledger', start: '2026-06-10T07:45:00Z',
    steps: [
      ['fail', 'apk', 'apt-get update', '/bin/sh: apt-get: not found', 127],
      ['fail', 'sudo', 'sudo chown -R node:node /workspace', '/bin/sh: sudo: not found', 127],
      ['prompt', 'sudo', "no sudo in the containers, you're already root"],
    ],
  },
  {
    machine: 'mac2', project: 'ledger', start: '2026-06-11T10:30:00Z',
    steps: [
      ['fail', 'stat-c', "stat -c '%Y' .last-deploy", `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['fail', 'docker-platform', 'docker run --rm acme/ledger-tool:1.4 export', EXEC_FORMAT, 1, 'Run the export tool'],
      ['prompt', 'docker-platform', 'on the M1 boxes pass --platform linux/amd64'],
      ['fail', 'x:daemon-down', 'docker run --rm -it postgres:16', "docker: Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?.\nSee 'docker run --help'.", 125],
    ],
  },
  {
    machine: 'linux', project: 'ledger', start: '2026-06-12T16:10:00Z',
    steps: [
      ['prompt', 'amend', 'never amend pushed commits'],
      ['fail', 'terraform-tofu', 'terraform init -upgrade', '/bin/bash: line 1: terraform: command not found', 127],
      ['prompt', 'terraform-tofu', 'tofu não terraform'],
      ['fail', 'x:tofu-error', 'tofu plan', '╷\n│ Error: Unsupported argument\n│ \n│   on main.tf line 12, in resource "aws_s3_bucket" "logs":\n│   12:   acl = "private"\n│ \n│ An argument named "acl" is not expected here.\n╵', 1],
    ],
  },
  {
    machine: 'mac2', project: 'ledger', start: '2026-06-15T09:00:00Z',
    steps: [
      ['fail', 'find-printf', "find src -type f -printf '%T@ %p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['fail', 'tsc-exec', 'tsc -p tsconfig.build.json', 'zsh: command not found: tsc', 127],
      ['prompt', 'tsc-exec', 'pnpm exec tsc plz'],
      ['fail', 'x:tsc-type-error', 'pnpm exec tsc --noEmit', "src/export.ts(41,7): error TS2322: Type 'string' is not assignable to type 'number'.", 2],
    ],
  },
  {
    machine: 'codex', project: 'ledger', start: '2026-06-16T12:00:00Z',
    steps: [
      ['fail', 'script-name', 'pnpm lint', ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "lint" not found', 254],
      ['prompt', 'x:keep-name', 'no, keep the old name'],
      ['prompt', 'git-switch', 'on utilise git switch ici, pas git checkout'],
      ['fail', 'x:switch-dirty', 'git switch main', 'error: Your local changes to the following files would be overwritten by checkout:\n\tsrc/export.ts\nPlease commit your changes or stash them before you switch branches.\nAborting', 1],
    ],
  },
  {
    machine: 'linux', project: 'ledger', start: '2026-06-17T08:20:00Z',
    steps: [
      ['fail', 'helm-context', 'helm upgrade --install api ./chart', 'Error: Kubernetes cluster unreachable: Get "https://10.20.0.1:6443/version": dial tcp 10.20.0.1:6443: i/o timeout', 1],
      ['prompt', 'helm-context', 'ALWAYS --kube-context staging for helm'],
      ['prompt', 'sha256', 'sha256sum no existe en macOS, usa shasum -a 256'],
      ['prompt', 'x:spanish-tests', 'por favor añade tests para el carrito'],
    ],
  },
  {
    machine: 'mac2', project: 'ledger', start: '2026-06-18T14:40:00Z',
    steps: [
      ['fail', 'base64-w', 'cat certs/ca.pem | base64 -w0', `base64: invalid option -- w\n${BASE64_USAGE}`, 64],
      ['prompt', 'base64-w', "mac base64 has no -w; use -b 0"],
      ['fail', 'docker-platform', 'docker run acme/ledger-tool:1.4 --version', EXEC_FORMAT, 1],
      ['fail', 'x:shasum-mismatch', 'shasum -a 256 -c checksums.txt', 'dist/ledger.tar.gz: FAILED\nshasum: WARNING: 1 computed checksum did NOT match', 1],
    ],
  },
  {
    machine: 'linux', project: 'ledger', start: '2026-06-19T10:00:00Z',
    steps: [
      ['agent', 'amend', 'Amended a pushed commit with git commit --amend; never amend what is already on the remote, add a new commit.'],
      ['prompt', 'amend', "don't git commit --amend after pushing"],
      ['agent', 'ruff-format', 'Ran black, but the project formats with ruff format now; black is not installed.'],
      ['prompt', 'x:readme-question', 'kannst du die README aktualisieren?'],
      ['fail', 'x:find-denied', "find /var/log -name '*.gz' -mtime +30 -delete", 'find: /var/log/private: Permission denied', 1],
    ],
  },
  {
    machine: 'ci', project: 'ledger', start: '2026-06-22T09:30:00Z',
    steps: [
      ['fail', 'sudo', 'sudo apk add --no-cache make', '/bin/sh: sudo: not found', 127],
      ['prompt', 'git-switch', 'git switch -c, never git checkout -b'],
      ['prompt', 'wget-curl', 'curl, not wget'],
      ['prompt', 'x:friendlier', 'make the error message friendlier'],
    ],
  },
];
