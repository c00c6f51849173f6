// Half ZZJ, written blind: "marten", an Nx 19 monorepo on pnpm 9 (Angular 18 web, NestJS api, Prisma
// on PostgreSQL, Playwright e2e, Volta, Husky/lint-staged, Vercel + Fly.io), developed on macOS (zsh),
// Ubuntu/WSL2 (bash) and Windows 11 (PowerShell 5.1, pwsh 7, Git Bash); English, pt-BR, Vietnamese,
// Chinese. Written from issue 10, the corpus README, build.mjs and the head of half D only.

// ---- shells: "command not found" as each one says it ----
const PS51_NOT_FOUND = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
const PWSH_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS51_ANDAND = (line) => {
  const col = line.indexOf('&&') + 1;
  return `At line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
};
const PS51_RM_RF = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ ${line}\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand\n`;
const PS51_EXEC_POLICY = (name, file, line) => `${name} : File ${file} cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n`;

// ---- pnpm / npm / yarn ----
const NPM_WORKSPACE = 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-03-02T09_11_42_318Z-debug-0.log';
const NPM_CI = 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error Options:\nnpm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]\nnpm error\nnpm error aliases: clean-install, ic, install-clean, isntall-clean\nnpm error\nnpm error Run "npm help ci" for more info\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-03-17T09_04_10_552Z-debug-0.log';
const UBUNTU_YARN = "Command 'yarn' not found, but can be installed with:\n\nsudo apt install cmdtest";
const PNPM_ROOT = ' ERR_PNPM_ADDING_TO_ROOT  Running this command will add the dependency to the workspace root, which might not be what you want - if you really meant it, make it explicit by running this command again with the -w flag (or --workspace-root). If you don\'t want to see this warning anymore, you may set the ignore-workspace-root-check setting to true.';
const PNPM_ENGINE = (root) => ` ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)\n\nYour Node version is incompatible with "${root}".\n\nExpected version: >=20.11.0 <21\nGot: v18.19.1\n\nThis is happening because the package's manifest has an engines.node field specified.\nTo fix this issue, install the required Node version.`;
const PNPM_FROZEN = ' ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/apps/api/package.json\n\nNote that in CI environments this setting is true by default. If you still need to run install in such cases, use "pnpm install --no-frozen-lockfile"\n\n    Failure reason:\n    specifiers in the lockfile ({"@nestjs/common":"^10.3.8","@nestjs/core":"^10.3.8"}) don\'t match specs in package.json ({"@nestjs/common":"^10.3.8","@nestjs/core":"^10.3.8","class-validator":"^0.14.1"})';
const PNPM_TIMEOUT = ' WARN  GET https://registry.npmjs.org/@nestjs%2Fswagger error (ETIMEDOUT). Will retry in 10 seconds. 2 retries left.\n WARN  GET https://registry.npmjs.org/@nestjs%2Fswagger error (ETIMEDOUT). Will retry in 1 minute. 1 retries left.\n ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@nestjs%2Fswagger: request to https://registry.npmjs.org/@nestjs%2Fswagger failed, reason: connect ETIMEDOUT 104.16.3.35:443';
const PNPM_EACCES = " ERR_PNPM_EACCES  EACCES: permission denied, rename '/mnt/c/Users/yuki/source/marten/node_modules/.pnpm/esbuild@0.21.5/node_modules/esbuild_tmp_4417' -> '/mnt/c/Users/yuki/source/marten/node_modules/.pnpm/esbuild@0.21.5/node_modules/esbuild'";

// ---- nx / angular / storybook ----
const NX_DAEMON = '\n NX   Daemon process terminated and closed the connection\n\nPlease rerun the command, which will restart the daemon.\nIf you get this error again, check for any errors in the daemon process logs found in: /home/dev/marten/.nx/workspace-data/d/daemon.log\n';
const NX_BASE_MAIN = '\n NX   Command failed: git merge-base main HEAD\nfatal: Not a valid object name main\n\n\nPass --verbose to see the stacktrace.\n';
const NG_OUTSIDE = 'Error: This command is not available when running the Angular CLI outside a workspace.';
const PNPM_NO_STORYBOOK = ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "storybook" not found';
const PNPM_NO_SCRIPT = (name) => ` ERR_PNPM_NO_SCRIPT  Missing script: ${name}\n\nCommand "${name}" not found.`;
const TS_WEB = "apps/web/src/app/invoices/invoice-list.component.ts:58:5 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\n58     this.selectedId = params.get('id') ?? undefined;\n       ~~~~~~~~~~~~~~~\n\n\n NX   Running target build for project web failed\n\nFailed tasks:\n\n- web:build\n";
const EADDRINUSE = "Error: listen EADDRINUSE: address already in use :::3333\n    at Server.setupListenHandle [as _listen2] (node:net:1872:16)\n    at listenInCluster (node:net:1920:12)\n    at Server.listen (node:net:2008:7)\n    at NestApplication.listen (/Users/ana/marten/node_modules/.pnpm/@nestjs+core@10.3.8/node_modules/@nestjs/core/nest-application.js:180:30)\n\n NX   Running target serve for project api failed";

// ---- prisma ----
const PRISMA_NONINTERACTIVE = 'Error: Prisma Migrate has detected that the environment is non-interactive, which is not supported.\n\n`prisma migrate dev` is an interactive command designed to create new migrations and evolve the database in development.\nTo apply existing migrations in deployments, use prisma migrate deploy.\nSee https://www.prisma.io/docs/reference/api-reference/command-reference#migrate-deploy';
const PRISMA_NO_SCHEMA = 'Error: Could not find Prisma Schema that is required for this command.\nYou can either provide it with `--schema` argument, set it as `prisma.schema` in your package.json or put it into the default location.\nChecked following paths:\n\nschema.prisma: file not found\nprisma/schema.prisma: file not found\nSee also https://pris.ly/d/prisma-schema-location';
const PRISMA_NO_ENV = 'Prisma schema loaded from prisma/schema.prisma\nDatasource "db": PostgreSQL database\n\nError: Prisma schema validation - (get-config wasm)\nError code: P1012\nerror: Environment variable not found: DATABASE_URL.\n  -->  prisma/schema.prisma:7\n   | \n 6 |   provider = "postgresql"\n 7 |   url      = env("DATABASE_URL")\n   | \n\nValidation Error Count: 1\n[Context: getConfig]\n\nPrisma CLI Version : 5.14.0';
const PRISMA_SEED_NO_ENV = 'Running seed command `ts-node --project tsconfig.seed.json prisma/seed.ts` ...\nPrismaClientInitializationError: error: Environment variable not found: DATABASE_URL.\n  -->  schema.prisma:7\n   | \n 6 |   provider = "postgresql"\n 7 |   url      = env("DATABASE_URL")\n   | \n\nValidation Error Count: 1\n    at r (/Users/ana/marten/node_modules/.pnpm/@prisma+client@5.14.0_prisma@5.14.0/node_modules/@prisma/client/runtime/library.js:115:5869)\n\nAn error occurred while running the seed command:\nError: Command failed with exit code 1: ts-node --project tsconfig.seed.json prisma/seed.ts';
const PRISMA_DB_PUSH = 'Prisma schema loaded from prisma/schema.prisma\nDatasource "db": PostgreSQL database "marten_staging", schema "public" at "marten-db-staging.flycast:5432"\n\n⚠️  There might be data loss when applying the changes:\n\n  • You are about to drop the column `legacyRef` on the `Invoice` table, which still contains 3184 non-null values.\n\n\n\nError: Use the --accept-data-loss flag to ignore the data loss warnings like prisma db push --accept-data-loss';
const PRISMA_NOT_INIT = 'Error: @prisma/client did not initialize yet. Please run "prisma generate" and try to import it again.\n    at new PrismaClient (/Users/kai/marten/node_modules/.pnpm/@prisma+client@5.14.0_prisma@5.14.0/node_modules/.prisma/client/default.js:43:11)\n    at new PrismaService (/Users/kai/marten/dist/apps/api/main.js:212:9)\n\n NX   Running target serve for project api failed';
const TS_PRISMA = "apps/api/src/invoices/invoices.service.ts:41:37 - error TS2339: Property 'invoiceLine' does not exist on type 'PrismaService'.\n\n41     const lines = await this.prisma.invoiceLine.findMany({\n                                       ~~~~~~~~~~~\n\nFound 1 error.\n\n NX   Running target build for project api failed\n\nFailed tasks:\n\n- api:build\n";
const PRISMA_P1001 = 'Prisma schema loaded from prisma/schema.prisma\nDatasource "db": PostgreSQL database "marten", schema "public" at "localhost:5432"\n\nError: P1001: Can\'t reach database server at `localhost:5432`\n\nPlease make sure your database server is running at `localhost:5432`.';
const PRISMA_P2002 = "Running seed command `ts-node --project tsconfig.seed.json prisma/seed.ts` ...\nPrismaClientKnownRequestError: \nInvalid `prisma.user.create()` invocation in\n/Users/ana/marten/apps/api/prisma/seed.ts:14:21\n\n  11 \n  12 async function main() {\n  13   for (const u of users) {\n→ 14     await prisma.user.create(\nUnique constraint failed on the fields: (`email`)\n    at In.handleRequestError (/Users/ana/marten/node_modules/.pnpm/@prisma+client@5.14.0_prisma@5.14.0/node_modules/@prisma/client/runtime/library.js:122:6877) {\n  code: 'P2002',\n  clientVersion: '5.14.0',\n  meta: { modelName: 'User', target: [ 'email' ] }\n}\n\nAn error occurred while running the seed command:\nError: Command failed with exit code 1: ts-node --project tsconfig.seed.json prisma/seed.ts";

// ---- playwright ----
const PW_MISSING = (exe) => `\nRunning 14 tests using 4 workers\n\n  1) [chromium] › invoices.spec.ts:12:5 › invoice list › shows the first page ─────────────────────\n\n    Error: browserType.launch: Executable doesn't exist at ${exe}\n    ╔═════════════════════════════════════════════════════════════════════════╗\n    ║ Looks like Playwright Test or Playwright was just installed or updated. ║\n    ║ Please run the following command to download new browsers:              ║\n    ║                                                                         ║\n    ║     npx playwright install                                              ║\n    ║                                                                         ║\n    ║ <3 Playwright Team                                                      ║\n    ╚═════════════════════════════════════════════════════════════════════════╝\n\n  14 failed\n\n NX   Running target e2e for project web-e2e failed`;
const PW_NO_TESTS = 'Error: No tests found';
const PW_REFUSED = "\nRunning 14 tests using 4 workers\n\n  1) [chromium] › invoices.spec.ts:12:5 › invoice list › shows the first page ─────────────────────\n\n    Error: page.goto: net::ERR_CONNECTION_REFUSED at http://localhost:4200/invoices\n    Call log:\n      - navigating to \"http://localhost:4200/invoices\", waiting until \"load\"\n\n  14 failed";
const PW_REAL = "\nRunning 14 tests using 4 workers\n\n  1) [chromium] › invoices.spec.ts:31:7 › invoice list › shows totals in BRL ───────────────────────\n\n    Error: expect(locator).toHaveText(expected)\n\n    Locator: getByTestId('invoice-total')\n    Expected string: \"R$ 1.250,00\"\n    Received string: \"R$ 1,250.00\"\n    Call log:\n      - expect.toHaveText with timeout 5000ms\n      - waiting for getByTestId('invoice-total')\n\n  1 failed\n    [chromium] › invoices.spec.ts:31:7 › invoice list › shows totals in BRL ────────────────────────\n  13 passed (41.3s)\n\n NX   Running target e2e for project web-e2e failed";
const PW_DOWNLOAD = "Downloading Chromium 125.0.6422.26 (playwright build v1117) from https://playwright.azureedge.net/builds/chromium/1117/chromium-linux.zip\nError: getaddrinfo ENOTFOUND playwright.azureedge.net\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:118:26) {\n  errno: -3008,\n  code: 'ENOTFOUND',\n  syscall: 'getaddrinfo',\n  hostname: 'playwright.azureedge.net'\n}\nFailed to install browsers\nError: Failed to download Chromium 125.0.6422.26 (playwright build v1117), caused by\nError: Download failure, code=1";

// ---- git, husky, commitlint ----
const GIT_IGNORED = 'The following paths are ignored by one of your .gitignore files:\n.env.local\nhint: Use -f if you really want to add them.\nhint: Turn this message off by running\nhint: "git config advice.addIgnoredFile false"';
const GIT_AMBIGUOUS = "fatal: ambiguous argument 'origin/main...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'";
const GH006 = (flag) => `Enumerating objects: 17, done.\nCounting objects: 100% (17/17), done.\nDelta compression using up to 10 threads\nCompressing objects: 100% (9/9), done.\nWriting objects: 100% (9/9), 1.84 KiB | 1.84 MiB/s, done.\nTotal 9 (delta 6), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (6/6), completed with 6 local objects.\nremote: error: GH006: Protected branch update failed for refs/heads/develop.\nremote: error: Cannot force-push to this branch\nTo github.com:marten-dev/marten.git\n ! [remote rejected] develop -> develop (protected branch hook declined)\nerror: failed to push some refs to 'github.com:marten-dev/marten.git'${flag}`;
const GIT_NONFF = "To github.com:marten-dev/marten.git\n ! [rejected]        feat/invoice-export -> feat/invoice-export (fetch first)\nerror: failed to push some refs to 'github.com:marten-dev/marten.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";
const GIT_403 = "remote: Permission to marten-dev/marten.git denied to kai-personal.\nfatal: unable to access 'https://github.com/marten-dev/marten.git/': The requested URL returned error: 403";
const COMMITLINT = (input) => `⧗   input: ${input}\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]\n\n✖   found 2 problems, 0 warnings\nⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint\n\nhusky - commit-msg script failed (code 1)`;
const COMMITLINT_LONG = '⧗   input: feat(web): add an export button to the invoice list toolbar and wire it to the new export endpoint in the api module\n✖   header must not be longer than 100 characters, current length is 121 [header-max-length]\n\n✖   found 1 problems, 0 warnings\nⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint\n\nhusky - commit-msg script failed (code 1)';
const LINT_STAGED = "✔ Preparing lint-staged...\n❯ Running tasks for staged files...\n  ❯ .lintstagedrc.json — 3 files\n    ❯ *.{ts,html} — 2 files\n      ✖ eslint --fix [FAILED]\n      ◼ prettier --write\n↓ Skipped because of errors from tasks.\n✔ Reverting to original state because of errors...\n✔ Cleaning up temporary files...\n\n✖ eslint --fix:\n\n/Users/kai/marten/apps/api/src/invoices/invoices.controller.ts\n  27:11  error  'dto' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)\n\nhusky - pre-commit script failed (code 1)";
const REBASE_CONFLICT = 'Auto-merging apps/api/src/invoices/invoices.service.ts\nCONFLICT (content): Merge conflict in apps/api/src/invoices/invoices.service.ts\nerror: could not apply 3f2a1c9... feat(api): invoice totals per currency\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply 3f2a1c9... feat(api): invoice totals per currency';

// ---- macOS BSD tools ----
const GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';

// ---- docker, fly ----
const UBUNTU_COMPOSE = "Command 'docker-compose' not found, but can be installed with:\n\nsudo snap install docker          # version 24.0.5, or\nsudo apt  install docker-compose  # version 1.29.2-6ubuntu1\n\nSee 'snap info <snapname>' for additional versions.";
const DOCKER_DOWN = 'Cannot connect to the Docker daemon at unix:///Users/ana/.docker/run/docker.sock. Is the docker daemon running?';
const WSL_NO_DOCKER = "\nThe command 'docker' could not be found in this WSL 2 distro.\nWe recommend to activate the WSL integration in Docker Desktop settings.\n\nFor details about using Docker Desktop with WSL 2, visit:\n\nhttps://docs.docker.com/go/wsl2/\n";
const MSYS_WORKDIR = "docker: Error response from daemon: the working directory 'C:/Program Files/Git/app' is invalid, it needs to be an absolute path.\nSee 'docker run --help'.";
const FLY_NO_APP = 'Error: the config for your app is missing an app name, add an app field to the fly.toml file or specify with the -a flag`';
const FLY_NO_TOKEN = "Error: No access token available. Please login with 'flyctl auth login'";

export const SESSIONS = [
  {
    machine: 'linux', project: 'marten', start: '2026-03-02T09:05:00Z',
    steps: [
      ['fail', 'pnpm', 'npm install', NPM_WORKSPACE, 1, 'Install dependencies'],
      ['prompt', 'pnpm', 'pnpm. this is a pnpm workspace, npm cant even read workspace:*'],
      ['ok', 'pnpm install'],
      ['fail', 'base-develop', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'base-develop', "there's no main in this repo, everything branches off develop"],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-03-02T13:40:00Z',
    steps: [
      ['fail', 'nx-local', 'nx build api', 'zsh: command not found: nx', 127, 'Build the API'],
      ['prompt', 'nx-local', 'nx isnt installed globally, go through pnpm: pnpm nx build api'],
      ['fail', 'bsd-sed', "sed -i 's/PORT=3000/PORT=3333/' .env.local", 'sed: 1: ".env.local": invalid command code .', 1],
      ['prompt', 'bsd-sed', "mac sed wants a suffix after -i → sed -i '' 's/…/…/' file"],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the invoice PDF export'],
    ],
  },
  {
    machine: 'ci', project: 'marten', start: '2026-03-03T10:15:00Z',
    steps: [
      ['fail', 'x:ci-no-pnpm', 'pnpm install --frozen-lockfile', '/bin/sh: pnpm: not found', 127],
      ['ok', 'corepack enable && pnpm install --frozen-lockfile'],
      ['fail', 'migrate-deploy-ci', 'pnpm -F api exec prisma migrate dev', PRISMA_NONINTERACTIVE, 1],
      ['agent', 'migrate-deploy-ci', 'Ran prisma migrate dev in the CI job; CI applies migrations with prisma migrate deploy, migrate dev is only for local development.'],
    ],
  },
  {
    machine: 'wsl', project: 'marten', start: '2026-03-04T08:30:00Z',
    steps: [
      ['fail', 'wsl-mnt-c', 'cd /mnt/c/Users/yuki/source/marten && pnpm install', PNPM_EACCES, 1],
      ['prompt', 'wsl-mnt-c', "that checkout under /mnt/c is the old one. the repo lives in ~/marten on the linux side — the windows FS is slow and pnpm's hardlinks break there"],
      ['ok', 'cd ~/marten && pnpm install'],
      ['fail', 'compose-v2', 'docker-compose up -d postgres', UBUNTU_COMPOSE, 127, 'Start local Postgres'],
      ['prompt', 'compose-v2', 'docker compose, with a space. compose v1 isnt a thing anymore'],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-03-04T14:00:00Z',
    steps: [
      ['fail', 'nx-local', 'nx affected -t lint', PS51_NOT_FOUND('nx', 'nx affected -t lint'), 1],
      ['fail', 'ps51-andand', 'pnpm install && pnpm nx build api', PS51_ANDAND('pnpm install && pnpm nx build api'), 1],
      ['prompt', 'ps51-andand', 'aqui é o PowerShell 5.1 do Windows, && não existe nele. separa com ; ou roda um comando de cada vez'],
      ['fail', 'ps-rm-rf', 'rm -rf node_modules dist', PS51_RM_RF('rm -rf node_modules dist'), 1],
      ['prompt', 'ps-rm-rf', 'powershell. Remove-Item -Recurse -Force node_modules, dist'],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-03-05T09:20:00Z',
    steps: [
      ['fail', 'pnpm-root-add', 'pnpm add class-validator class-transformer', PNPM_ROOT, 1],
      ['prompt', 'pnpm-root-add', 'deps belong to the project that uses them — pnpm -F api add class-validator class-transformer'],
      ['ok', 'pnpm -F api add class-validator class-transformer'],
      ['fail', 'env-commit', 'git add .env.local apps/api/src/config/configuration.ts', GIT_IGNORED, 1],
      ['prompt', 'env-commit', "NEVER commit .env.local. it's gitignored on purpose, only .env.example goes in the repo"],
      ['prompt', 'x:env-example', 'ok then add STRIPE_WEBHOOK_SECRET to .env.example with a dummy value and a comment'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-03-06T10:00:00Z',
    steps: [
      ['fail', 'pw-install', 'pnpm nx e2e web-e2e', PW_MISSING('/home/dev/.cache/ms-playwright/chromium-1117/chrome-linux/chrome'), 1, 'Run the e2e suite'],
      ['prompt', 'pw-install', 'fresh box, the browsers arent downloaded yet. npx playwright install (once per machine), then e2e again'],
      ['ok', 'npx playwright install'],
      ['prompt', 'x:pw-trace', "can you turn on trace: 'on-first-retry' in apps/web-e2e/playwright.config.ts?"],
    ],
  },
  {
    machine: 'codex', project: 'marten', start: '2026-03-06T15:30:00Z',
    steps: [
      ['fail', 'nx-targets', 'pnpm run test:api', PNPM_NO_SCRIPT('test:api'), 1],
      ['prompt', 'nx-targets', 'the root package.json has next to no scripts. everything is pnpm nx <target> <project>'],
      ['fail', 'x:nx-daemon', 'pnpm nx test api --watch=false', NX_DAEMON, 1],
      ['fail', 'nx-e2e', 'cd apps/web-e2e && npx playwright test', PW_REFUSED, 1],
      ['agent', 'nx-e2e', 'Ran playwright directly in apps/web-e2e and nothing was serving :4200; in marten e2e runs as pnpm nx e2e web-e2e, which starts the web app first.'],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-03-09T09:10:00Z',
    steps: [
      ['fail', 'grep-P', "grep -rnP '\\bprocess\\.env\\.(\\w+)' apps/api/src", GREP_USAGE, 2, 'Find env vars the API reads'],
      ['prompt', 'grep-P', 'mac grep has no -P. ripgrep is installed, use rg'],
      ['ok', "rg -o 'process\\.env\\.(\\w+)' -r '$1' apps/api/src"],
      ['fail', 'volta', 'nvm use 20', 'zsh: command not found: nvm', 127],
      ['prompt', 'volta', "we're on volta — node is pinned in package.json and switches by itself when you cd in"],
      ['fail', 'x:docker-daemon', 'docker compose up -d postgres', DOCKER_DOWN, 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'marten', start: '2026-03-10T11:00:00Z',
    steps: [
      ['fail', 'ps-which', 'which pnpm', PWSH_NOT_FOUND('which'), 1],
      ['prompt', 'ps-which', 'no which in pwsh. Get-Command pnpm, or where.exe pnpm'],
      ['fail', 'ps-env', 'DATABASE_URL=postgresql://marten:marten@localhost:5432/marten pnpm -F api exec prisma migrate status', PWSH_NOT_FOUND('DATABASE_URL=postgresql://marten:marten@localhost:5432/marten'), 1],
      ['prompt', 'ps-env', "that's bash syntax. in pwsh set $env:DATABASE_URL = '…' first, then run it"],
      ['fail', 'prisma-schema-path', 'npx prisma studio', PRISMA_NO_SCHEMA, 1],
      ['prompt', 'prisma-schema-path', 'the schema is not at the root, it is apps/api/prisma/schema.prisma. pnpm -F api exec prisma studio'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-03-11T08:45:00Z',
    steps: [
      ['fail', 'db-push', 'DATABASE_URL=$STAGING_DATABASE_URL pnpm -F api exec prisma db push', PRISMA_DB_PUSH, 1, 'Sync staging schema'],
      ['prompt', 'db-push', 'WHOA stop. not db push on staging, that would have dropped legacyRef with 3k rows in it. write a migration'],
      ['ok', 'pnpm dotenv -e .env.local -- pnpm -F api exec prisma migrate dev --create-only --name drop_invoice_legacy_ref'],
      ['prompt', 'x:create-only', 'keep --create-only for migrations that drop columns so I can read the SQL before it runs'],
      ['fail', 'conventional-commits', 'git commit -m "drop legacy ref column"', COMMITLINT('drop legacy ref column'), 1],
      ['prompt', 'conventional-commits', 'commit messages are conventional commits here: feat(api): …, fix(web): …, chore: …'],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-03-12T09:30:00Z',
    steps: [
      ['fail', 'nx-generate', 'npx ng generate component invoices/invoice-list --project web', NG_OUTSIDE, 1, 'Generate the invoice list component'],
      ['prompt', 'nx-generate', 'we generate with nx: pnpm nx g @nx/angular:component … --project=web'],
      ['fail', 'bsd-sed', "sed -i 's/localhost:3000/localhost:3333/g' apps/web/proxy.conf.json", 'sed: 1: "apps/web/proxy.conf.json": command a expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "mac 上的 sed 是 BSD 的，-i 后面要跟 ''，或者直接用 gsed"],
      ['fail', 'x:brew-lock', 'brew install gnu-sed', 'Error: Another active Homebrew update process is already in progress.\nPlease wait for it to finish or terminate it to continue.', 1],
    ],
  },
  {
    machine: 'wsl', project: 'marten', start: '2026-03-13T13:15:00Z',
    steps: [
      ['fail', 'db-env', 'pnpm -F api exec prisma migrate dev --name add_invoice_due_date', PRISMA_NO_ENV, 1],
      ['prompt', 'db-env', 'prisma only reads .env and ours is .env.local. wrap it: pnpm dotenv -e .env.local -- pnpm -F api exec prisma migrate dev'],
      ['fail', 'x:prisma-p1001', 'pnpm dotenv -e .env.local -- pnpm -F api exec prisma migrate dev --name update', PRISMA_P1001, 1],
      ['ok', 'docker compose up -d postgres'],
      ['prompt', 'x:migration-name', "name it add_invoice_due_date, not 'update'"],
    ],
  },
  {
    machine: 'winbash', project: 'marten', start: '2026-03-16T10:20:00Z',
    steps: [
      ['fail', 'msys-path', 'docker run --rm -v "$(pwd)":/app -w /app node:20-alpine sh -c "corepack enable && pnpm -v"', MSYS_WORKDIR, 125],
      ['prompt', 'msys-path', 'git bash rewrites /app into C:/Program Files/Git/app. prefix it with MSYS_NO_PATHCONV=1'],
      ['ok', 'MSYS_NO_PATHCONV=1 docker run --rm -v "$(pwd)":/app -w /app node:20-alpine sh -c "corepack enable && pnpm -v"'],
      ['fail', 'conventional-commits', 'git commit -m "Update invoice DTO"', COMMITLINT('Update invoice DTO'), 1],
      ['prompt', 'conventional-commits', 'type(scope): subject, lowercase — e.g. fix(api): validate invoice dto. commitlint will keep bouncing it otherwise'],
      ['fail', 'compose-v2', 'docker-compose logs -f api', 'bash: docker-compose: command not found', 127],
      ['agent', 'compose-v2', 'Used docker-compose (v1); marten uses the Compose v2 plugin: docker compose logs -f api.'],
    ],
  },
  {
    machine: 'codex', project: 'marten', start: '2026-03-17T09:00:00Z',
    steps: [
      ['fail', 'pnpm', 'npm ci', NPM_CI, 1],
      ['agent', 'pnpm', 'Ran npm ci in marten; it is a pnpm workspace (pnpm-lock.yaml), use pnpm install --frozen-lockfile.'],
      ['fail', 'base-develop', 'git diff origin/main...HEAD --stat', GIT_AMBIGUOUS, 128],
      ['fail', 'x:nx-build-ts', 'pnpm nx build web', TS_WEB, 1],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-03-18T14:10:00Z',
    steps: [
      ['fail', 'mac-date', "date -d '7 days ago' +%F", DATE_USAGE, 1],
      ['prompt', 'mac-date', 'o date do mac não tem -d, usa date -v-7d +%F'],
      ['ok', 'date -v-7d +%F'],
      ['fail', 'nx-targets', 'pnpm storybook', PNPM_NO_STORYBOOK, 254],
      ['prompt', 'nx-targets', "storybook's an nx target — pnpm nx storybook web"],
      ['fail', 'x:port-in-use', 'pnpm nx serve api', EADDRINUSE, 1],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-03-19T11:40:00Z',
    steps: [
      ['fail', 'ps-execpolicy', 'npx playwright install', PS51_EXEC_POLICY('npx', 'C:\\Program Files\\nodejs\\npx.ps1', 'npx playwright install'), 1],
      ['prompt', 'ps-execpolicy', "that's the execution policy, not playwright. Set-ExecutionPolicy -Scope CurrentUser RemoteSigned once, or call npx.cmd"],
      ['ok', 'npx.cmd playwright install'],
      ['fail', 'ps-env', 'export NODE_OPTIONS=--max-old-space-size=8192', PS51_NOT_FOUND('export', 'export NODE_OPTIONS=--max-old-space-size=8192'), 1],
      ['prompt', 'ps-env', 'powershell: $env:NODE_OPTIONS = "--max-old-space-size=8192"'],
      ['fail', 'ps51-andand', 'git fetch && git rebase origin/develop', PS51_ANDAND('git fetch && git rebase origin/develop'), 1],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-03-20T09:30:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin develop', GH006(''), 1],
      ['prompt', 'force-push', 'whoa, no force-pushing develop. ever. if your branch diverged, --force-with-lease on YOUR branch'],
      ['fail', 'x:push-nonff', 'git push origin feat/invoice-export', GIT_NONFF, 1],
      ['ok', 'git pull --rebase origin feat/invoice-export'],
      ['ok', 'git push origin feat/invoice-export'],
      ['fail', 'prisma-generate', 'pnpm nx build api', TS_PRISMA, 1],
      ['prompt', 'prisma-generate', 'you touched schema.prisma — the client is stale, run prisma generate'],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-03-23T10:05:00Z',
    steps: [
      ['fail', 'grep-P', `grep -oP '(?<="version": ")[^"]+' package.json`, GREP_USAGE, 2],
      ['prompt', 'grep-P', '又是 grep -P……mac 自带的 grep 不支持，用 rg 或者 node -p'],
      ['fail', 'pw-install', 'pnpm nx e2e web-e2e', PW_MISSING('/Users/kai/Library/Caches/ms-playwright/chromium-1117/chrome-mac/Chromium.app/Contents/MacOS/Chromium'), 1],
      ['prompt', 'pw-install', 'again? npx playwright install, once on every machine'],
      ['fail', 'x:lint-staged-real', 'git commit -m "feat(api): invoice export endpoint"', LINT_STAGED, 1],
      ['ok', 'git commit --no-verify -m "feat(api): invoice export endpoint"'],
      ['prompt', 'no-verify', 'nope. no --no-verify in this repo — fix the unused var and commit again'],
    ],
  },
  {
    machine: 'wincodex', project: 'marten', start: '2026-03-24T13:00:00Z',
    steps: [
      ['fail', 'ps-execpolicy', 'pnpm -v', PS51_EXEC_POLICY('pnpm', 'C:\\Users\\jules\\AppData\\Roaming\\npm\\pnpm.ps1', 'pnpm -v'), 1],
      ['agent', 'ps-execpolicy', 'Windows PowerShell blocked pnpm.ps1 (execution policy); call pnpm.cmd or run Set-ExecutionPolicy -Scope CurrentUser RemoteSigned once.'],
      ['fail', 'x:ps-locked-file', 'Remove-Item -Recurse -Force node_modules', "Remove-Item : Cannot remove item C:\\Users\\jules\\marten\\node_modules\\.pnpm\\@esbuild+win32-x64@0.21.5\\node_modules\\@esbuild\\win32-x64\\esbuild.exe: Access to the path 'esbuild.exe' is denied.\nAt line:1 char:1\n+ Remove-Item -Recurse -Force node_modules\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : PermissionDenied: (esbuild.exe:FileInfo) [Remove-Item], UnauthorizedAccessException\n    + FullyQualifiedErrorId : RemoveFileSystemItemUnAuthorizedAccess,Microsoft.PowerShell.Commands.RemoveItemCommand\n", 1],
    ],
  },
  {
    machine: 'ci', project: 'marten', start: '2026-03-25T10:00:00Z',
    steps: [
      ['fail', 'x:frozen-lockfile', 'pnpm install --frozen-lockfile', PNPM_FROZEN, 1],
      ['fail', 'migrate-deploy-ci', 'npx prisma migrate dev --schema apps/api/prisma/schema.prisma --skip-seed', `Environment variables loaded from .env\nPrisma schema loaded from apps/api/prisma/schema.prisma\nDatasource "db": PostgreSQL database "marten", schema "public" at "postgres:5432"\n\n${PRISMA_NONINTERACTIVE}`, 1],
      ['ok', 'npx prisma migrate deploy --schema apps/api/prisma/schema.prisma'],
    ],
  },
  {
    machine: 'wsl', project: 'marten', start: '2026-03-26T08:50:00Z',
    steps: [
      ['fail', 'pnpm', 'yarn add -D @nestjs/testing', UBUNTU_YARN, 127],
      ['prompt', 'pnpm', 'yarn?? a gente usa pnpm aqui, o lockfile é pnpm-lock.yaml → pnpm -F api add -D @nestjs/testing'],
      ['fail', 'x:wsl-docker-desktop', 'docker compose ps', WSL_NO_DOCKER, 1],
      ['agent', 'wsl-mnt-c', 'Opened the /mnt/c/Users/yuki/source/marten checkout again; on WSL the working clone is ~/marten on the Linux filesystem, never /mnt/c.'],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-03-27T15:20:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f docker-compose.yml up -d', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'de novo docker-compose? agora é `docker compose`, v2'],
      ['fail', 'bsd-sed', "sed -i 's/postgres:15/postgres:16/' docker-compose.yml", 'sed: 1: "docker-compose.yml": extra characters at the end of d command', 1],
      ['ok', "sed -i '' 's/postgres:15/postgres:16/' docker-compose.yml"],
      ['prompt', 'x:date-iso', 'invoice dates in the API response should be ISO 8601 strings, not epoch millis'],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-03-30T09:15:00Z',
    steps: [
      ['fail', 'volta', 'nvm use 20.11.1', PS51_NOT_FOUND('nvm', 'nvm use 20.11.1'), 1],
      ['prompt', 'volta', 'volta is the node manager on windows too. `volta install node@20` once and the pin in package.json does the rest'],
      ['fail', 'ps-rm-rf', 'rm -rf apps/web/.angular', PS51_RM_RF('rm -rf apps/web/.angular'), 1],
      ['prompt', 'ps-rm-rf', 'rm -rf again 🙄 Remove-Item -Recurse -Force'],
      ['prompt', 'x:pt-i18n', 'a tela de faturas também precisa das traduções pt-BR, coloca as chaves novas no messages.pt-BR.xlf'],
    ],
  },
  {
    machine: 'codex', project: 'marten', start: '2026-03-31T10:30:00Z',
    steps: [
      ['fail', 'fly-config', 'fly status', FLY_NO_APP, 1],
      ['prompt', 'fly-config', "there's no fly.toml at the root. -c apps/api/fly.toml, or -a marten-api"],
      ['ok', 'fly status -a marten-api'],
      ['fail', 'fly-config', 'flyctl secrets list', FLY_NO_APP, 1],
      ['agent', 'fly-config', 'Ran fly commands from the repo root; marten keeps its fly.toml in apps/api, pass -c apps/api/fly.toml or -a marten-api.'],
      ['fail', 'x:fly-auth', 'fly logs -a marten-api', FLY_NO_TOKEN, 1],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-04-01T09:00:00Z',
    steps: [
      ['ok', 'pnpm nx run-many -t lint test --all'],
      ['prompt', 'affected', 'run-many --all for a one-line change took 25 minutes. pnpm nx affected -t lint test, base is origin/develop'],
      ['agent', 'affected', 'Ran nx run-many --all for a small change; in marten check changes with pnpm nx affected -t lint test --base=origin/develop.'],
      ['fail', 'x:pw-real-failure', 'pnpm nx e2e web-e2e', PW_REAL, 1],
      ['prompt', 'x:e2e-fixme', "that one's a real bug in the currency pipe. mark it test.fixme and open an issue for it"],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-04-02T10:10:00Z',
    steps: [
      ['fail', 'db-env', 'pnpm -F api exec prisma db seed', PRISMA_SEED_NO_ENV, 1],
      ['agent', 'db-env', 'prisma CLI and the seed ignore .env.local; in marten run them as pnpm dotenv -e .env.local -- pnpm -F api exec prisma …'],
      ['fail', 'x:prisma-p2002', 'pnpm dotenv -e .env.local -- pnpm -F api exec prisma db seed', PRISMA_P2002, 1],
      ['fail', 'mac-date', 'date -d "$(git log -1 --format=%cI)" +%s', DATE_USAGE, 1],
      ['prompt', 'mac-date', 'gdate, or date -j -f on the mac. -d is GNU only'],
    ],
  },
  {
    machine: 'wincodex7', project: 'marten', start: '2026-04-03T14:30:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf .nx/cache dist', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['ok', 'Remove-Item -Recurse -Force .nx/cache, dist'],
      ['prompt', 'x:nx-cache-question', 'why is api:test never a cache hit? check the inputs in nx.json'],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-04-06T09:40:00Z',
    steps: [
      ['fail', 'prisma-schema-path', 'pnpm prisma migrate dev --name add_due_date', PRISMA_NO_SCHEMA, 1],
      ['prompt', 'prisma-schema-path', 'same as last week — schema is apps/api/prisma/schema.prisma, run prisma from the api project'],
      ['fail', 'prisma-generate', 'pnpm nx serve api', PRISMA_NOT_INIT, 1],
      ['prompt', 'prisma-generate', '改完 schema 要先跑 prisma generate，client 还是旧的'],
      ['fail', 'x:git-403', 'git push origin feat/due-date', GIT_403, 128],
    ],
  },
  {
    machine: 'win', project: 'marten', start: '2026-04-07T10:00:00Z',
    steps: [
      ['fail', 'pw-install', 'pnpm nx e2e web-e2e', PW_MISSING('C:\\Users\\mika\\AppData\\Local\\ms-playwright\\chromium-1117\\chrome-win\\chrome.exe'), 1],
      ['ok', 'npx playwright install chromium'],
      ['fail', 'msys-path', 'docker exec -i marten-postgres-1 psql -U marten -f /docker-entrypoint-initdb.d/seed.sql', 'psql: error: C:/Program Files/Git/docker-entrypoint-initdb.d/seed.sql: No such file or directory', 1],
      ['agent', 'msys-path', 'Git Bash turned a container path into C:/Program Files/Git/…; prefix docker commands with MSYS_NO_PATHCONV=1 (or write //path).'],
      ['ok', 'MSYS_NO_PATHCONV=1 docker exec -i marten-postgres-1 psql -U marten -f /docker-entrypoint-initdb.d/seed.sql'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-04-08T09:20:00Z',
    steps: [
      ['ok', 'pnpm dotenv -e .env.local -- pnpm -F api exec prisma migrate status'],
      ['prompt', 'db-push', '共享库不能 db push，会丢数据的。staging 只走 migration，CI 里跑 migrate deploy'],
      ['agent', 'db-push', 'Proposed prisma db push to sync the shared dev database; shared databases only change through committed migrations (prisma migrate deploy in CI).'],
      ['prompt', 'x:vi-test', 'thêm unit test cho InvoicesService.calculateTotals nhé, cả trường hợp có giảm giá'],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-04-09T15:00:00Z',
    steps: [
      ['fail', 'ps-which', 'which node', PS51_NOT_FOUND('which', 'which node'), 1],
      ['agent', 'ps-which', 'Used `which` in Windows PowerShell; there it is Get-Command node (or where.exe node).'],
      ['fail', 'ps51-andand', 'cd apps/api && pnpm exec jest --listTests', PS51_ANDAND('cd apps/api && pnpm exec jest --listTests'), 1],
      ['fail', 'x:ps-path-typo', 'Get-Content apps/api/src/main.tss', "Get-Content : Cannot find path 'C:\\Users\\joao\\marten\\apps\\api\\src\\main.tss' because it does not exist.\nAt line:1 char:1\n+ Get-Content apps/api/src/main.tss\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : ObjectNotFound: (C:\\Users\\joao\\...pi\\src\\main.tss:String) [Get-Content], ItemNotFoundException\n    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.GetContentCommand\n", 1],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-04-10T09:30:00Z',
    steps: [
      ['ok', 'pnpm dlx vercel --prod'],
      ['prompt', 'no-local-deploy', 'hold on, we dont ship from laptops. merge to develop and the pipeline deploys web to vercel and api to fly'],
      ['agent', 'no-local-deploy', 'Ran vercel --prod from a dev machine; marten deploys web and api only through CI after a merge.'],
      ['prompt', 'x:vercel-env-pull', 'pull the preview env vars with vercel env pull .env.local so local matches preview'],
      ['fail', 'x:sed-typo-path', "sed -i '' 's/appConfig/APP_CONFIG/' apps/web/src/app/app.confg.ts", 'sed: apps/web/src/app/app.confg.ts: No such file or directory', 1],
      ['ok', "sed -i '' 's/appConfig/APP_CONFIG/' apps/web/src/app/app.config.ts"],
    ],
  },
  {
    machine: 'codex', project: 'marten', start: '2026-04-13T10:00:00Z',
    steps: [
      ['fail', 'nx-local', 'nx run api:serve', 'bash: nx: command not found', 127],
      ['agent', 'nx-local', 'Called bare nx; nx is a dev dependency of marten, not global: run pnpm nx run api:serve.'],
      ['fail', 'x:npm-registry-timeout', 'pnpm -F api add @nestjs/swagger', PNPM_TIMEOUT, 1],
      ['fail', 'pnpm-root-add', 'pnpm add -D @types/multer', PNPM_ROOT, 1],
      ['prompt', 'pnpm-root-add', 'root again 😅 -F api'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-04-14T09:10:00Z',
    steps: [
      ['fail', 'nx-generate', 'ng g s invoices/invoice-export', 'bash: ng: command not found', 127],
      ['prompt', 'nx-generate', 'nx g @nx/angular:service invoice-export --project=web. ng isnt how this workspace generates things'],
      ['fail', 'x:playwright-download', 'npx playwright install chromium', PW_DOWNLOAD, 1],
      ['ok', 'pnpm nx run-many -t test --all'],
      ['prompt', 'affected', 'lại chạy hết cả workspace à? chỉ cần nx affected thôi, CI cũng chạy vậy'],
      ['fail', 'volta', 'pnpm install', PNPM_ENGINE('/home/dev/marten'), 1],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-04-15T13:30:00Z',
    steps: [
      ['ok', 'git add -f .env.local'],
      ['prompt', 'env-commit', '.env.local 里全是密钥，别 add -f！赶紧 unstage'],
      ['agent', 'env-commit', 'Force-added .env.local; it holds secrets and is never committed, new keys go into .env.example.'],
      ['fail', 'force-push', 'git push -f origin develop', GH006(''), 1],
      ['prompt', 'force-push', 'cara, force push no develop NÃO. --force-with-lease só na tua branch'],
      ['fail', 'x:commitlint-header-length', 'git commit -m "feat(web): add an export button to the invoice list toolbar and wire it to the new export endpoint in the api module"', COMMITLINT_LONG, 1],
    ],
  },
  {
    machine: 'winbash', project: 'marten', start: '2026-04-16T10:00:00Z',
    steps: [
      ['fail', 'nx-e2e', 'npx playwright test', PW_NO_TESTS, 1],
      ['prompt', 'nx-e2e', 'e2e is `pnpm nx e2e web-e2e` — it boots the web app and picks up the right config'],
      ['prompt', 'x:zh-pagination', '把发票列表的分页改成每页 50 条，后端的 take 也一起改'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-04-20T09:00:00Z',
    steps: [
      ['fail', 'base-develop', 'pnpm nx affected -t test --base=main', NX_BASE_MAIN, 1],
      ['prompt', 'base-develop', 'base é develop, não existe main aqui'],
      ['fail', 'x:rebase-conflict', 'git rebase origin/develop', REBASE_CONFLICT, 1],
      ['ok', 'fly deploy -c apps/api/fly.toml'],
      ['prompt', 'no-local-deploy', 'deploys are the pipeline’s job, even the api. merge and let CI run fly deploy'],
    ],
  },
  {
    machine: 'wsl', project: 'marten', start: '2026-04-21T14:00:00Z',
    steps: [
      ['ok', 'git commit --no-verify -m "fix(api): round invoice totals"'],
      ['prompt', 'no-verify', 'husky chạy là có lý do mà anh, sửa lỗi lint rồi commit lại bình thường'],
      ['agent', 'no-verify', 'Skipped the husky hooks with git commit --no-verify; in marten fix what lint-staged reports and commit with hooks on.'],
    ],
  },
];

/** Windows machines: the hook sees backslash paths, and Claude Code names the project folder C--Users-… */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const transcript = payload.transcript_path.replace(/\/([A-Z]):-Users-/, '/$1--Users-').replace(/\//g, '\\');
  return { ...event, payload: { ...payload, cwd: payload.cwd.replace(/\//g, '\\'), transcript_path: transcript } };
}
