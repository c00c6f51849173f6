// Half D of the evaluation corpus: the final held-out half, written after the fixes half C
// prompted and evaluated once, untouched since. A fourth project ("relay", a Node and Go service on
// Kubernetes) with lessons of the same kinds in wordings the others do not use.
const LS_USAGE = 'usage: ls [-@ABCFGHILOPRSTUWabcdefghiklmnopqrstuvwxy1%,] [--color=when] [-D format] [file ...]';
const NODE_WITH = (file) => `file:///home/dev/relay/scripts/${file}:3\nimport data from './seed.json' with { type: 'json' };\n                                ^^^^\n\nSyntaxError: Unexpected identifier 'with'\n    at compileSourceTextModule (node:internal/modules/esm/utils:337:16)\n\nNode.js v18.19.1`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'relay', start: '2026-08-03T08:20:00Z',
    steps: [
      ['fail', 'just', 'npm run build', 'npm error Missing script: "build"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run', 1, 'Build the service'],
      ['prompt', 'just', 'we use just for tasks here, not npm scripts'],
      ['fail', 'x:lint-error', 'npm run lint', "\n/home/dev/relay/src/a.ts\n  3:1  error  'x' is defined but never used  no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)", 1],
      ['prompt', 'ssh-prod', 'NEVER ssh into the prod boxes, use the runbook'],
    ],
  },
  {
    machine: 'ci', project: 'relay', start: '2026-08-03T13:00:00Z',
    steps: [
      ['fail', 'gsed-linux', "gsed -i 's/0.1.0/0.1.1/' VERSION", '/bin/sh: gsed: not found', 127],
      ['prompt', 'gsed-linux', 'gsed is only on our macs, CI has GNU sed — just sed -i'],
      ['fail', 'jq-missing', 'jq -r .version package.json', '/bin/sh: jq: not found', 127],
      ['prompt', 'jq-missing', 'no jq in the image, use node -p'],
    ],
  },
  {
    machine: 'mac', project: 'relay', start: '2026-08-04T09:10:00Z',
    steps: [
      ['fail', 'ls-color', 'ls --color=auto src', `ls: unrecognized option \`--color=auto'\n${LS_USAGE}`, 1],
      ['prompt', 'ls-color', 'mac ls has no --color, use -G'],
      ['prompt', 'x:chmod-question', 'can you make the chmod call configurable?'],
      ['prompt', 'chmod', 'never chmod 777'],
    ],
  },
  {
    machine: 'linux', project: 'relay', start: '2026-08-04T15:30:00Z',
    steps: [
      ['fail', 'node22', 'node scripts/migrate.mjs', NODE_WITH('migrate.mjs'), 1, 'Run the migration script'],
      ['prompt', 'node22', 'use node 22 (nvm use 22), import attributes need it'],
      ['fail', 'x:seed-missing', 'node scripts/seed.mjs', "node:internal/modules/cjs/loader:1148\n  throw err;\n  ^\n\nError: Cannot find module '/home/dev/relay/scripts/seed.mjs'\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)", 1],
    ],
  },
  {
    machine: 'codex', project: 'relay', start: '2026-08-05T10:00:00Z',
    steps: [
      ['prompt', 'kubectl-delete', "don't kubectl delete anything in shared namespaces"],
      ['fail', 'x:scale-forbidden', 'kubectl scale deploy api --replicas=0 -n shared-dev', 'Error from server (Forbidden): deployments.apps "api" is forbidden: User "dev" cannot patch resource "deployments/scale" in API group "apps" in the namespace "shared-dev"', 1],
      ['fail', 'pip-compile', 'pip-compile requirements.in', 'bash: pip-compile: command not found', 127],
      ['prompt', 'pip-compile', "uv pip compile, we don't have pip-tools"],
    ],
  },
  {
    machine: 'linux', project: 'relay', start: '2026-08-06T08:45:00Z',
    steps: [
      ['prompt', 'curl-fail', 'curl needs --fail in ci scripts'],
      ['fail', 'x:curl-down', 'curl -fsSL https://relay.internal/health', "curl: (7) Failed to connect to relay.internal port 443 after 3 ms: Couldn't connect to server", 7],
      ['fail', 'x:ssh-key', 'ssh -T git@github.com', 'git@github.com: Permission denied (publickey).', 255],
      ['prompt', 'x:deploy-version', 'the deploy script should also print the version'],
    ],
  },
  {
    machine: 'mac', project: 'relay', start: '2026-08-07T11:20:00Z',
    steps: [
      ['fail', 'ls-color', 'ls --color -la build/', `ls: unrecognized option \`--color'\n${LS_USAGE}`, 1],
      ['prompt', 'git-stash', "don't git stash, commit wip instead"],
      ['fail', 'x:stash-conflict', 'git stash pop', 'Auto-merging src/server.ts\nCONFLICT (content): Merge conflict in src/server.ts\nThe stash entry is kept in case you need it again.', 1],
      ['prompt', 'x:other-endpoint', 'no, the other endpoint'],
    ],
  },
  {
    machine: 'ci', project: 'relay', start: '2026-08-10T09:00:00Z',
    steps: [
      ['fail', 'jq-missing', 'cat build/meta.json | jq -r .name', '/bin/sh: jq: not found', 127],
      ['fail', 'gsed-linux', "gsed -E 's/-rc[0-9]+//' CHANGELOG.md", '/bin/sh: gsed: not found', 127],
      ['prompt', 'x:tests-always', 'ALWAYS add tests for new endpoints'],
    ],
  },
  {
    machine: 'linux', project: 'relay', start: '2026-08-11T14:00:00Z',
    steps: [
      ['fail', 'just', 'npm run deploy:staging', 'npm error Missing script: "deploy:staging"', 1],
      ['prompt', 'just', "just deploy-staging, there's no npm script for it"],
      ['fail', 'x:just-recipe', 'just build', 'error: Recipe `build` failed on line 12 with exit code 1', 1],
      ['agent', 'ssh-prod', 'Ran ssh deploy@prod-api-1 to read the logs; ssh into prod is not allowed, use the log dashboard.'],
    ],
  },
  {
    machine: 'codex', project: 'relay', start: '2026-08-12T10:30:00Z',
    steps: [
      ['prompt', 'kubectl-delete', 'no kubectl delete!! scale to 0 instead'],
      ['fail', 'pip-compile', 'pip-compile --upgrade requirements.in', '/bin/bash: line 1: pip-compile: command not found', 127],
      ['fail', 'x:uv-offline', 'uv pip compile requirements.in', 'error: Failed to download `numpy==2.1.0`\n  Caused by: Request failed after 3 retries\n  Caused by: error sending request for url (https://files.pythonhosted.org/packages/numpy-2.1.0.tar.gz)', 2],
    ],
  },
  {
    machine: 'mac2', project: 'relay', start: '2026-08-13T16:00:00Z',
    steps: [
      ['prompt', 'chmod', '¡nada de chmod 777! usa 755'],
      ['prompt', 'curl-fail', 'add -f to curl, the 404 went unnoticed'],
      ['prompt', 'x:german-logs', 'bitte die Logs auf Englisch'],
      ['prompt', 'git-stash', 'keine git stash bitte, mach einen WIP-Commit'],
    ],
  },
  {
    machine: 'linux', project: 'relay', start: '2026-08-14T09:40:00Z',
    steps: [
      ['fail', 'node22', 'node scripts/backfill.mjs', NODE_WITH('backfill.mjs'), 1],
      ['prompt', 'node22', 'node 18 is too old for this, nvm use 22'],
      ['agent', 'kubectl-delete', 'Used kubectl delete pod api-7f9 in shared-dev; deleting in shared namespaces is forbidden, scale the deployment to 0 instead.'],
      ['prompt', 'x:split-function', '请把这个函数拆成两个'],
    ],
  },
  {
    machine: 'codex', project: 'relay', start: '2026-08-17T12:10:00Z',
    steps: [
      ['prompt', 'ssh-prod', 'no ssh to prod-*, open a ticket'],
      ['fail', 'x:sed-missing-file', "sed -i 's/a/b/' config/x.txt", "sed: can't read config/x.txt: No such file or directory", 2],
      ['prompt', 'x:jq-docs', 'use jq-style paths in the config docs'],
    ],
  },
];
