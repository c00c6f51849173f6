// Half ZS: "kestrel", a Next.js 15 storefront in a pnpm/Turborepo monorepo on Vercel, PlanetScale
// through pscale and Prisma, Storybook, Vitest, Playwright, Changesets. macOS (zsh), WSL2 Ubuntu
// (bash), one native PowerShell 7 laptop, CI in an Alpine container. English, Spanish (Mexico),
// Brazilian Portuguese. Written blind: only issue 10, the corpus README, build.mjs and half D's head.

const PS_NOT = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const NPM_WORKSPACE = (home, stamp) => `npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: ${home}/.npm/_logs/${stamp}-debug-0.log`;

const GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';

const DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';

const STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';

const NEXT_NODE = 'You are using Node.js 18.17.1. For Next.js, Node.js version "^18.18.0 || ^19.8.0 || >= 20.0.0" is required.\n/Users/kai/kestrel/apps/web:\n ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  web@0.1.0 dev: `next dev --turbopack`\nExit status 1';

const PNPM_ENGINE = ' ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)\n\nYour Node version is incompatible with "/home/yuki/kestrel".\n\nExpected version: >=22.11.0\nGot: v20.11.1\n\nThis is happening because the package\'s manifest has an engines.node field specified.\nTo fix this issue, install the required Node version.';

const WSL_EPERM = "Progress: resolved 1243, reused 0, downloaded 388, added 0\n ERR_PNPM_EPERM  EPERM: operation not permitted, rename '/mnt/c/Users/yuki/code/kestrel/node_modules/.pnpm/next@15.1.3_react-dom@19.0.0_react@19.0.0/node_modules/next_tmp_4107' -> '/mnt/c/Users/yuki/code/kestrel/node_modules/.pnpm/next@15.1.3_react-dom@19.0.0_react@19.0.0/node_modules/next'";

const PRISMA_ENV = 'Prisma schema loaded from prisma/schema.prisma\nError: Prisma schema validation - (get-config wasm)\nError code: P1012\nerror: Environment variable not found: DATABASE_URL.\n  -->  prisma/schema.prisma:8\n   | \n 7 |   provider     = "mysql"\n 8 |   url          = env("DATABASE_URL")\n   | \n\nValidation Error Count: 1\n[Context: getConfig]\n\nPrisma CLI Version : 6.1.0';

const PSCALE_DDL = 'Environment variables loaded from .env.local\nPrisma schema loaded from prisma/schema.prisma\nDatasource "db": MySQL database "kestrel" at "aws.connect.psdb.cloud"\n\nError: target: kestrel.-.primary: vttablet: rpc error: code = FailedPrecondition desc = direct DDL is disabled (errno 1105) (sqlstate HY000) (CallerID: planetscale-admin): Sql: "alter table `Coupon` add column `expiresAt` datetime(3)", BindVars: {}';

const P3014 = 'Environment variables loaded from .env.local\nPrisma schema loaded from prisma/schema.prisma\nDatasource "db": MySQL database "kestrel" at "127.0.0.1:3309"\n\nError: P3014\n\nPrisma Migrate could not create the shadow database. Please make sure the database user has permission to create databases. Read more about the shadow database (and workarounds) at https://pris.ly/d/migrate-shadow\n\nOriginal error: \nerror code: 1105, message: database creation is not allowed';

const P3005 = 'Environment variables loaded from .env.local\nPrisma schema loaded from prisma/schema.prisma\nDatasource "db": MySQL database "kestrel" at "127.0.0.1:3309"\n\nNo migration found in prisma/migrations\n\nError: P3005\n\nThe database schema is not empty. Read more about how to baseline an existing production database: https://pris.ly/d/migrate-baseline';

const P1001 = 'Environment variables loaded from .env.local\nPrisma schema loaded from prisma/schema.prisma\nDatasource "db": MySQL database "kestrel" at "127.0.0.1:3309"\n\nError: P1001: Can\'t reach database server at `127.0.0.1:3309`\n\nPlease make sure your database server is running at `127.0.0.1:3309`.';

const PRISMA_NOSCHEMA = 'Error: Could not find Prisma Schema that is required for this command.\nYou can either provide it with `--schema` argument, set it as `prisma.schema` in your package.json or put it into the default location.\nChecked following paths:\n\nschema.prisma: file not found\nprisma/schema.prisma: file not found\nprisma/schema: directory not found\n\nSee also https://pris.ly/d/prisma-schema-location';

const VITEST_WATCH = (root) => `\n DEV  v2.1.8 ${root}\n\n ✓ src/button/button.test.tsx (6 tests) 48ms\n ✓ src/price/price.test.tsx (4 tests) 22ms\n\n Test Files  2 passed (2)\n      Tests  10 passed (10)\n   Start at  15:52:10\n   Duration  1.31s (transform 212ms, setup 0ms, collect 690ms, tests 70ms, environment 402ms, prepare 188ms)\n\n PASS  Waiting for file changes...\n       press h to show help, press q to quit\nCommand timed out after 2m 0.0s`;

const PW_HOSTDEPS = "Running 14 tests using 4 workers\n\n  1) [chromium] › e2e/home.spec.ts:4:5 › home › shows featured products ─────────────\n\n    Error: browserType.launch: \n    ╔══════════════════════════════════════════════════════╗\n    ║ Host system is missing dependencies to run browsers. ║\n    ║ Please install them with the following command:      ║\n    ║                                                      ║\n    ║     sudo pnpm exec playwright install-deps           ║\n    ║                                                      ║\n    ║ Alternatively, use apt:                              ║\n    ║     sudo apt-get install libnss3\\                    ║\n    ║         libnspr4\\                                    ║\n    ║         libasound2t64                                ║\n    ║                                                      ║\n    ║ <3 Playwright Team                                   ║\n    ╚══════════════════════════════════════════════════════╝";

const PW_NOEXEC = "Running 14 tests using 4 workers\n\n  1) [chromium] › e2e/cart.spec.ts:9:5 › cart › adds a product ────────────────────\n\n    Error: browserType.launch: Executable doesn't exist at /home/dev/.cache/ms-playwright/chromium_headless_shell-1155/chrome-linux/headless_shell\n    ╔═════════════════════════════════════════════════════════════════════════╗\n    ║ Looks like Playwright Test or Playwright was just installed or updated. ║\n    ║ Please run the following command to download new browsers:              ║\n    ║                                                                         ║\n    ║     npx playwright install                                              ║\n    ║                                                                         ║\n    ║ <3 Playwright Team                                                      ║\n    ╚═════════════════════════════════════════════════════════════════════════╝";

const GH006 = "Enumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\nWriting objects: 100% (5/5), 612 bytes | 612.00 KiB/s, done.\nTotal 5 (delta 4), reused 0 (delta 0), pack-reused 0\nremote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must be made through a pull request.\nTo github.com:kestrel-shop/kestrel.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:kestrel-shop/kestrel.git'";

const CHANGESET_ERR = "🦋  error Some packages have been changed but no changesets were found. Run `changeset add` to resolve this error.\n🦋  error If this change doesn't need a release, run `changeset add --empty`.";

const NO_SCRIPT = (script) => ` ERR_PNPM_NO_SCRIPT  Missing script: ${script}\n\nCommand "${script}" not found.`;

const NEXT_MODULE = (dir, spec, file) => `> ${dir}@0.1.0 build ${'/Users'}/${dir === 'web' ? 'ana' : 'kai'}/kestrel/apps/${dir}\n> next build\n\n   ▲ Next.js 15.1.3\n\n   Creating an optimized production build ...\nFailed to compile.\n\n${file}\nModule not found: Can't resolve '${spec}'\n\nhttps://nextjs.org/docs/messages/module-not-found\n\n\n> Build failed because of webpack errors\n ELIFECYCLE  Command failed with exit code 1.`;

const CRLF_ENV = "/usr/bin/env: 'bash\\r': No such file or directory";
const CRLF_BASH = "scripts/seed-products.sh: line 2: $'\\r': command not found\nscripts/seed-products.sh: line 4: set: -\r: invalid option\nset: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [- or +] [arg ...]\nscripts/seed-products.sh: line 9: syntax error near unexpected token `$'{\\r''";

const PS_POLICY = 'pnpm: File C:\\Program Files\\nodejs\\pnpm.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.';
const PS_POLICY_SIGNED = 'pnpm: File C:\\Program Files\\nodejs\\pnpm.ps1 cannot be loaded. The file C:\\Program Files\\nodejs\\pnpm.ps1 is not digitally signed. You cannot run this script on the current system. For more information about running scripts and setting execution policy, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.';
const PS_RM = "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.";

const NONFF = "To github.com:kestrel-shop/kestrel.git\n ! [rejected]        feat/reviews -> feat/reviews (fetch first)\nerror: failed to push some refs to 'github.com:kestrel-shop/kestrel.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";

const TSC = "admin:typecheck: src/app/orders/[id]/page.tsx(31,9): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\nadmin:typecheck:   Type 'undefined' is not assignable to type 'string'.\nadmin:typecheck:  ELIFECYCLE  Command failed with exit code 2.\n admin#typecheck: command (/workspace/apps/admin) /usr/local/bin/pnpm run typecheck exited (2)\n\n Tasks:    3 successful, 4 total\nCached:    3 cached, 4 total\n  Time:    19.404s \nFailed:    admin#typecheck\n\n ERROR  run failed: command  exited (2)";

const ESLINT = "web:lint: \nweb:lint: ./src/app/(shop)/wishlist/page.tsx\nweb:lint: 12:10  Error: 'useEffect' is defined but never used.  @typescript-eslint/no-unused-vars\nweb:lint: 27:7  Warning: React Hook useCallback has a missing dependency: 'userId'. Either include it or remove the dependency array.  react-hooks/exhaustive-deps\nweb:lint: \nweb:lint: info  - Need to disable some ESLint rules? Learn more here: https://nextjs.org/docs/app/api-reference/config/eslint#disabling-rules\nweb:lint:  ELIFECYCLE  Command failed with exit code 1.\n\n Tasks:    1 successful, 2 total\nFailed:    web#lint";

const VERCEL_BUILD = "Vercel CLI 39.2.4\nDetected `pnpm-lock.yaml` version 9 generated by pnpm@9.x\nRunning \"pnpm turbo run build --filter=web...\"\nweb:build: Failed to compile.\nweb:build: \nweb:build: ./src/components/product-card.tsx:18:29\nweb:build: Type error: Property 'price' does not exist on type 'Product'. Did you mean 'priceCents'?\nweb:build: \nweb:build:  ELIFECYCLE  Command failed with exit code 1.\nError: Command \"pnpm turbo run build --filter=web...\" exited with 1";

const PW_ASSERT = "Running 14 tests using 2 workers\n\n  1) [chromium] › e2e/cart.spec.ts:31:5 › cart › applies a 10% coupon ──────────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n    Locator: getByTestId('cart-total')\n    Expected string: \"$899.10\"\n    Received string: \"$899.00\"\n    Call log:\n      - expect.toHaveText with timeout 5000ms\n      - waiting for getByTestId('cart-total')\n\n  1 failed\n    [chromium] › e2e/cart.spec.ts:31:5 › cart › applies a 10% coupon ───────────────\n  13 passed (41.2s)";

const PW_TIMEOUT = "Running 1 test using 1 worker\n\n  1) [chromium] › e2e/checkout.spec.ts:22:5 › checkout › pays with saved card ───────\n\n    Test timeout of 30000ms exceeded.\n\n    Error: locator.click: Test timeout of 30000ms exceeded.\n    Call log:\n      - waiting for getByRole('button', { name: 'Pagar ahora' })\n\n  1 failed\n    [chromium] › e2e/checkout.spec.ts:22:5 › checkout › pays with saved card ────────";

const HEAP = "admin:build:    Creating an optimized production build ...\nadmin:build: \nadmin:build: <--- Last few GCs --->\nadmin:build: \nadmin:build: [48213:0x7f8c4c000]    91244 ms: Mark-Compact 2031.6 (2085.4) -> 2029.9 (2086.1) MB, 1402.11 / 0.00 ms  (average mu = 0.122, current mu = 0.031) allocation failure; scavenge might not succeed\nadmin:build: \nadmin:build: FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\nadmin:build: ----- Native stack trace -----\nadmin:build:  ELIFECYCLE  Command failed with exit code 134.";

const COMMITLINT = "⧗   input: wip\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]\n\n✖   found 2 problems, 0 warnings\nⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint\n\nhusky - commit-msg script failed (code 1)";

export const SESSIONS = [
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-02T15:00:00Z',
    steps: [
      ['fail', 'pnpm', 'npm install', NPM_WORKSPACE('/Users/ana', '2026-03-02T15_06_41_118Z'), 1, 'Install dependencies'],
      ['prompt', 'pnpm', 'pnpm. always pnpm in this repo, the lockfile is pnpm-lock.yaml'],
      ['ok', 'pnpm install'],
      ['fail', 'x:curl-local-down', 'curl -s localhost:3000/api/health', "curl: (7) Failed to connect to localhost port 3000 after 0 ms: Couldn't connect to server", 7],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-03T14:30:00Z',
    steps: [
      ['fail', 'wsl-home', 'cd /mnt/c/Users/yuki/code/kestrel && pnpm install', WSL_EPERM, 1],
      ['prompt', 'wsl-home', 'no, no trabajes en /mnt/c, es lentísimo y el hot reload no jala. el repo está en ~/kestrel del lado de linux'],
      ['ok', 'pnpm install'],
      ['fail', 'pnpm', 'yarn add zod --cwd apps/web', '/bin/bash: line 1: yarn: command not found', 127],
      ['prompt', 'pnpm', 'oye aquí es pnpm, ni npm ni yarn → `pnpm --filter web add zod`'],
      ['prompt', 'x:zod-request', 'y usa zod también para validar el form de checkout, con los mensajes de error en español'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'corepack', 'pnpm install', '(eval):1: command not found: pnpm', 127, 'Install workspace dependencies'],
      ['prompt', 'corepack', "don't brew install it. corepack enable — it reads the version from packageManager in package.json"],
      ['ok', 'corepack enable && pnpm -v'],
      ['fail', 'node22', 'pnpm --filter web dev', NEXT_NODE, 1],
      ['prompt', 'node22', 'fnm use. .nvmrc pins 22'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-05T16:10:00Z',
    steps: [
      ['fail', 'sed-i', "sed -i 's/NEXT_PUBLIC_API_URL/NEXT_PUBLIC_API_BASE/g' apps/web/.env.example", 'sed: 1: "apps/web/.env.example": command a expects \\ followed by text', 1, 'Rename the API env var'],
      ['prompt', 'sed-i', "bsd sed. -i '' on the mac"],
      ['ok', "sed -i '' 's/NEXT_PUBLIC_API_URL/NEXT_PUBLIC_API_BASE/g' apps/web/.env.example"],
      ['fail', 'grep-P', "grep -rnP '(?<=NEXT_PUBLIC_)\\w+' apps/web/src", GREP_USAGE, 2],
      ['prompt', 'grep-P', 'mac grep has no -P, use rg'],
    ],
  },
  {
    machine: 'ci', project: 'kestrel', start: '2026-03-05T19:00:00Z',
    steps: [
      ['fail', 'changeset', 'pnpm changeset status --since=origin/main', CHANGESET_ERR, 1],
      ['fail', 'x:frozen-lockfile', 'pnpm install --frozen-lockfile', ' ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/apps/admin/package.json\n\nNote that in CI environments this setting is true by default. If you still need to run install in such cases, use "pnpm install --no-frozen-lockfile"', 1],
      ['ok', 'pnpm turbo run lint typecheck --filter=...[origin/main]'],
    ],
  },
  {
    machine: 'wincodex7', project: 'kestrel', start: '2026-03-06T13:00:00Z',
    steps: [
      ['fail', 'corepack', 'pnpm -v', PS_NOT('pnpm'), 1],
      ['prompt', 'corepack', 'não instala pnpm global com npm, só roda `corepack enable` que ele pega a versão certa'],
      ['ok', 'corepack enable'],
      ['fail', 'ps-policy', 'pnpm install', PS_POLICY, 1],
      ['prompt', 'ps-policy', 'run Set-ExecutionPolicy -Scope CurrentUser RemoteSigned once. not Bypass, not Unrestricted'],
      ['ok', 'pnpm install'],
      ['fail', 'ps-env', 'NODE_ENV=production pnpm --filter web build', PS_NOT('NODE_ENV=production'), 1],
      ['prompt', 'ps-env', "isso é sintaxe de bash. no pwsh é $env:NODE_ENV = 'production' antes do comando"],
      ['ok', "$env:NODE_ENV = 'production'; pnpm --filter web build"],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-09T09:20:00Z',
    steps: [
      ['fail', 'pscale-connect', "mysql -h 127.0.0.1 -P 3309 -u root kestrel -e 'show tables'", "ERROR 2003 (HY000): Can't connect to MySQL server on '127.0.0.1:3309' (61)", 1],
      ['prompt', 'pscale-connect', "the proxy isn't up. pscale connect kestrel ana-dev --port 3309 in another tab first"],
      ['ok', 'pscale connect kestrel ana-dev --port 3309 &'],
      ['fail', 'db-push', 'pnpm --filter web exec prisma migrate dev --name wishlist', P3014, 1],
      ['prompt', 'db-push', 'no migrate dev with planetscale — no shadow db, no migrations folder. prisma db push against your branch'],
      ['ok', 'pnpm --filter web exec prisma db push'],
      ['prompt', 'x:deploy-request-ask', "ok now open the deploy request for ana-dev into main, title it 'wishlist table'"],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-10T11:00:00Z',
    steps: [
      ['fail', 'pw-deps', 'pnpm --filter web exec playwright test', PW_HOSTDEPS, 1, 'Run the e2e suite'],
      ['prompt', 'pw-deps', 'on WSL its `pnpm exec playwright install --with-deps chromium`. we only run chromium anyway'],
      ['ok', 'pnpm --filter web exec playwright install --with-deps chromium'],
      ['fail', 'x:pw-real-timeout', 'pnpm --filter web exec playwright test e2e/checkout.spec.ts', PW_TIMEOUT, 1],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-11T15:40:00Z',
    steps: [
      ['fail', 'vitest-run', 'pnpm --filter @kestrel/ui test', VITEST_WATCH('/Users/kai/kestrel/packages/ui'), 143],
      ['prompt', 'vitest-run', 'vitest run. plain `pnpm test` sits in watch mode forever'],
      ['ok', 'pnpm --filter @kestrel/ui exec vitest run'],
      ['fail', 'storybook-ui', 'pnpm storybook', NO_SCRIPT('storybook'), 1],
      ['prompt', 'storybook-ui', 'storybook lives in packages/ui → pnpm --filter @kestrel/ui storybook'],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-12T15:00:00Z',
    steps: [
      ['fail', 'crlf', './scripts/db-snapshot.sh yuki-dev', CRLF_ENV, 127],
      ['prompt', 'crlf', 'crlf again. that script was saved on windows — git config core.autocrlf input and check it out again'],
      ['ok', 'git config core.autocrlf input && dos2unix scripts/*.sh && ./scripts/db-snapshot.sh yuki-dev'],
      ['fail', 'env-pull', 'pnpm --filter web exec prisma validate', PRISMA_ENV, 1],
      ['prompt', 'env-pull', "you're missing the env. vercel env pull apps/web/.env.local — don't hand-copy .env.example"],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-13T10:00:00Z',
    steps: [
      ['prompt', 'vercel-prod', 'WAIT. no `vercel --prod` from a laptop. production only ships when main merges'],
      ['ok', 'vercel deploy'],
      ['fail', 'x:vercel-build-type', 'vercel build', VERCEL_BUILD, 1],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'pscale-main', 'pnpm --filter web exec prisma db push', PSCALE_DDL, 1],
      ['prompt', 'pscale-main', 'WHOA that was main!! schema changes go on a pscale branch and a deploy request, never main'],
      ['ok', 'pscale branch create kestrel add-coupons --from main'],
      ['fail', 'x:pscale-port-busy', 'pscale connect kestrel add-coupons --port 3309', 'Error: listen tcp 127.0.0.1:3309: bind: address already in use', 1],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-17T14:00:00Z',
    steps: [
      ['fail', 'timeout', 'timeout 60 pnpm --filter web exec playwright test --project=chromium', '(eval):1: command not found: timeout', 127],
      ['prompt', 'timeout', 'no timeout on macos, gtimeout (brew coreutils)'],
      ['ok', 'gtimeout 60 pnpm --filter web exec playwright test --project=chromium'],
      ['fail', 'stat-mac', 'stat -c %s apps/web/.next/static/chunks/main-app.js', STAT_USAGE, 1],
      ['prompt', 'stat-mac', 'stat -f %z on the mac'],
      ['prompt', 'x:bundle-budget', 'add a step to CI that fails when the main-app chunk goes over 250 kB'],
    ],
  },
  {
    machine: 'wincodex7', project: 'kestrel', start: '2026-03-18T12:30:00Z',
    steps: [
      ['fail', 'ps-rm', 'rm -rf node_modules apps/web/.next', PS_RM, 1],
      ['prompt', 'ps-rm', "rm is Remove-Item's alias here — Remove-Item -Recurse -Force node_modules"],
      ['ok', 'Remove-Item -Recurse -Force node_modules, apps\\web\\.next'],
      ['fail', 'ps-which', 'which node', PS_NOT('which'), 1],
      ['agent', 'ps-which', 'PowerShell has no `which`; look commands up with `Get-Command node` (gcm).'],
      ['fail', 'x:ps-path-typo', 'Get-Content apps\\web\\.env.loca', "Get-Content: Cannot find path 'C:\\Users\\sora\\kestrel\\apps\\web\\.env.loca' because it does not exist.", 1],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-03-19T10:10:00Z',
    steps: [
      ['fail', 'main-protected', 'git push origin main', GH006, 1],
      ['prompt', 'main-protected', 'main is PR-only. branch off and gh pr create'],
      ['ok', 'git switch -c fix/coupon-rounding && git push -u origin fix/coupon-rounding'],
      ['prompt', 'git-clean', 'NEVER git clean -fdx in this repo. it wipes .env.local and the .vercel link'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-20T16:00:00Z',
    steps: [
      ['fail', 'turbo-root', 'cd apps/web && pnpm build', NEXT_MODULE('web', '@kestrel/ui/styles.css', './src/app/(shop)/layout.tsx'), 1],
      ['prompt', 'turbo-root', 'build from the root through turbo: `pnpm turbo run build --filter=web...` — it builds ui first'],
      ['ok', 'pnpm turbo run build --filter=web...'],
      ['prompt', 'no-verify', "don't --no-verify your way past husky. fix the lint"],
      ['fail', 'x:eslint', 'pnpm turbo run lint --filter=web', ESLINT, 1],
    ],
  },
  {
    machine: 'ci', project: 'kestrel', start: '2026-03-20T19:30:00Z',
    steps: [
      ['fail', 'corepack', 'pnpm install --frozen-lockfile', '/bin/sh: pnpm: not found', 127],
      ['ok', 'corepack enable && pnpm install --frozen-lockfile'],
      ['fail', 'x:tsc-error', 'pnpm turbo run typecheck', TSC, 2],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-23T15:00:00Z',
    steps: [
      ['fail', 'node22', 'pnpm install', PNPM_ENGINE, 1],
      ['prompt', 'node22', 'nvm use first, .nvmrc says 22'],
      ['ok', 'nvm use && pnpm install'],
      ['fail', 'x:pnpm-network', 'pnpm --filter web add -D @next/bundle-analyzer', ' ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@next%2Fbundle-analyzer: request to https://registry.npmjs.org/@next%2Fbundle-analyzer failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org', 1],
      ['prompt', 'vercel-prod', 'y ni se te ocurra `vercel promote`, eso lo hace quien libera desde main'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-24T11:00:00Z',
    steps: [
      ['fail', 'sed-i', "cd apps/admin && sed -i 's/3000/3001/' src/config.ts", 'sed: 1: "src/config.ts": unterminated substitute pattern', 1],
      ['prompt', 'sed-i', "ugh, mac sed again. -i '' or gsed"],
      ['fail', 'date-d', "date -d '7 days ago' +%F", DATE_USAGE, 1],
      ['prompt', 'date-d', 'no mac o date não tem -d, usa date -v-7d +%F'],
      ['fail', 'x:brew-lock', 'brew install coreutils', 'Error: Another `brew update` process is already running.\nPlease wait for it to finish or terminate it to continue.', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'kestrel', start: '2026-03-25T13:00:00Z',
    steps: [
      ['fail', 'ps-env', 'export DATABASE_URL="mysql://root@127.0.0.1:3309/kestrel"', PS_NOT('export'), 1],
      ['agent', 'ps-env', "Used bash `export` / `VAR=value cmd` in PowerShell 7; set env vars with `$env:NAME = 'value'`."],
      ['fail', 'pnpm', 'cd packages/ui; npm install -D @types/node', NPM_WORKSPACE('C:\\Users\\sora\\AppData\\Local', '2026-03-25T13_09_02_517Z'), 1],
      ['prompt', 'pnpm', "npm?? it's pnpm here, we don't even have a package-lock"],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-03-26T09:30:00Z',
    steps: [
      ['prompt', 'pscale-main', 'create a branch first (pscale branch create kestrel <name>), push the schema there, then a deploy request. main is off limits for DDL'],
      ['fail', 'x:pscale-auth', 'pscale branch list kestrel', "Error: not authenticated yet. Please run 'pscale auth login'", 1],
      ['ok', 'pscale auth login'],
      ['fail', 'x:sql-syntax', 'mysql -h 127.0.0.1 -P 3309 -u root kestrel -e "SELECT id, sku FORM products LIMIT 5"', "ERROR 1064 (42000) at line 1: You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'FORM products LIMIT 5' at line 1", 1],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-03-27T10:00:00Z',
    steps: [
      ['fail', 'crlf', 'bash scripts/seed-products.sh', CRLF_BASH, 2],
      ['prompt', 'crlf', 'same line-ending thing as yesterday'],
      ['ok', 'dos2unix scripts/seed-products.sh && bash scripts/seed-products.sh'],
      ['fail', 'pw-deps', 'pnpm --filter web exec playwright test', PW_NOEXEC, 1],
      ['agent', 'pw-deps', 'Ran `npx playwright install` (every browser, through npm); install with `pnpm exec playwright install --with-deps chromium`.'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-03-30T15:00:00Z',
    steps: [
      ['prompt', 'lease', 'whoa, not `git push -f`. --force-with-lease if you rebased'],
      ['ok', 'git push --force-with-lease'],
      ['fail', 'x:push-nonff', 'git push origin feat/reviews', NONFF, 1],
      ['ok', 'git pull --rebase && git push origin feat/reviews'],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-03-31T14:20:00Z',
    steps: [
      ['fail', 'db-push', 'pnpm --filter web exec prisma migrate deploy', P3005, 1],
      ['prompt', 'db-push', 'acuérdate que con PlanetScale no usamos migraciones de prisma, puro db push a tu branch'],
      ['fail', 'pscale-connect', 'pnpm --filter web exec prisma db push', P1001, 1],
      ['agent', 'pscale-connect', 'Ran prisma with no local PlanetScale proxy; start `pscale connect kestrel <branch> --port 3309` before any DB command.'],
      ['ok', 'pscale connect kestrel yuki-dev --port 3309 &'],
    ],
  },
  {
    machine: 'wincodex7', project: 'kestrel', start: '2026-04-01T12:00:00Z',
    steps: [
      ['fail', 'ps-rm', 'rm -rf .turbo apps\\admin\\.next', PS_RM, 1],
      ['prompt', 'ps-rm', 'de novo o rm -rf no powershell… Remove-Item -Recurse -Force'],
      ['fail', 'ps-policy', 'pnpm exec playwright test', PS_POLICY_SIGNED, 1],
      ['agent', 'ps-policy', 'pnpm.ps1 blocked by the execution policy again; fix it once with `Set-ExecutionPolicy -Scope CurrentUser RemoteSigned`, not `-ExecutionPolicy Bypass` on each call.'],
      ['ok', 'Set-ExecutionPolicy -Scope CurrentUser RemoteSigned'],
      ['fail', 'ps-which', 'which pnpm', PS_NOT('which'), 1],
      ['prompt', 'ps-which', "gcm pnpm. there's no which in pwsh"],
      ['prompt', 'pscale-main', 'and no schema changes straight on main, make a pscale branch'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-04-02T10:00:00Z',
    steps: [
      ['fail', 'grep-P', "grep -oP '\"version\": \"\\K[^\"]+' packages/ui/package.json", GREP_USAGE, 2],
      ['agent', 'grep-P', 'macOS grep has no -P (PCRE); use `rg -o`/`rg -P` or `grep -E` instead.'],
      ['agent', 'sed-i', "BSD sed on macOS needs an explicit backup suffix: `sed -i '' …` (or gsed), not GNU `sed -i`."],
      ['prompt', 'changeset', "don't touch the version in packages/ui/package.json, add a changeset and the release PR bumps it"],
      ['ok', 'pnpm changeset'],
      ['prompt', 'x:changelog-wording', "in the changeset say 'Button: fix focus ring in Safari', customers read these notes"],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-04-03T09:00:00Z',
    steps: [
      ['fail', 'prisma-schema', 'pnpm exec prisma generate', PRISMA_NOSCHEMA, 1],
      ['prompt', 'prisma-schema', 'prisma belongs to web. pnpm --filter web exec prisma …'],
      ['ok', 'pnpm --filter web exec prisma generate'],
      ['fail', 'x:prisma-typo', 'pnpm --filter web exec prisma validate --schema prisma/shema.prisma', "Error: Provided --schema at prisma/shema.prisma doesn't exist.", 1],
      ['agent', 'env-pull', 'Copied .env.example into apps/web/.env.local; the real values come from `vercel env pull apps/web/.env.local`.'],
      ['prompt', 'x:next-image', 'product images from images.kestrel.mx are broken on the preview, add that host to remotePatterns in next.config.ts'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-04-06T14:00:00Z',
    steps: [
      ['fail', 'timeout', 'timeout 30 pnpm --filter @kestrel/ui test-storybook', 'zsh: command not found: timeout', 127],
      ['prompt', 'timeout', 'told ya. gtimeout on the mac'],
      ['fail', 'date-d', "date -d @1775174400 '+%Y-%m-%d %H:%M'", DATE_USAGE, 1],
      ['agent', 'date-d', 'macOS date has no -d; convert epochs with `date -r <epoch>` and shift with `date -v-7d`.'],
      ['fail', 'x:timeout-network', 'curl --max-time 5 https://kestrel-git-feat-reviews-kestrel.vercel.app/api/health', 'curl: (28) Operation timed out after 5002 milliseconds with 0 bytes received', 28],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-04-07T10:00:00Z',
    steps: [
      ['fail', 'storybook-ui', 'cd apps/web && pnpm storybook', NO_SCRIPT('storybook'), 1],
      ['prompt', 'storybook-ui', 'storybook vive en packages/ui, no en web'],
      ['fail', 'vitest-run', 'pnpm turbo run test --filter=@kestrel/ui', VITEST_WATCH('/home/dev/kestrel/packages/ui'), 124],
      ['prompt', 'vitest-run', 'that again? vitest run, not the watcher'],
      ['ok', 'pnpm turbo run test --filter=@kestrel/ui -- --run'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-04-08T16:00:00Z',
    steps: [
      ['agent', 'vercel-prod', 'Ran `vercel deploy --prod` from a laptop; production ships only by merging to main — deploy previews with `vercel deploy`.'],
      ['prompt', 'env-pull', 'env vars come from vercel. `vercel env pull` whenever .env.local looks stale'],
      ['fail', 'x:vercel-token', 'vercel env pull apps/web/.env.local', 'Vercel CLI 39.2.4\nError: The specified token is not valid. Use `vercel login` to generate a new token.', 1],
      ['ok', 'vercel login && vercel env pull apps/web/.env.local'],
      ['prompt', 'x:preview-env-list', "what's the difference between the Preview and Development env vars on vercel? just list them for me"],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-04-09T15:00:00Z',
    steps: [
      ['agent', 'wsl-home', 'Ran pnpm in the /mnt/c Windows checkout from WSL; work in the Linux-side clone ~/kestrel (watchers and pnpm links break on /mnt/c).'],
      ['fail', 'x:eaddrinuse', 'pnpm --filter admin start', "node:events:497\n      throw er; // Unhandled 'error' event\n      ^\n\nError: listen EADDRINUSE: address already in use :::3001\n    at Server.setupListenHandle [as _listen2] (node:net:1908:16)", 1],
      ['prompt', 'git-clean', 'otra vez borraste el .env.local con git clean 😤 para limpiar usa pnpm clean'],
      ['ok', 'pnpm clean'],
      ['prompt', 'x:i18n-mxn', "los precios en el checkout deben salir en MXN con Intl.NumberFormat('es-MX')"],
    ],
  },
  {
    machine: 'wincodex7', project: 'kestrel', start: '2026-04-13T12:00:00Z',
    steps: [
      ['prompt', 'vercel-prod', 'nunca faça deploy de produção pela CLI, só preview. produção sai pelo merge na main'],
      ['prompt', 'x:cep-required', 'coloca o CEP como campo obrigatório no checkout e valida com 8 dígitos'],
      ['prompt', 'main-protected', 'no committing straight to main, open a PR'],
      ['fail', 'x:git-auth', 'git push -u origin feat/cep', "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/kestrel-shop/kestrel.git/'", 128],
      ['ok', 'gh auth login --web; git push -u origin feat/cep'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-04-14T11:00:00Z',
    steps: [
      ['fail', 'turbo-root', 'pnpm --dir apps/admin run build', NEXT_MODULE('admin', '@kestrel/ui', './src/app/layout.tsx'), 1],
      ['prompt', 'turbo-root', 'same thing as the web one — from the root with turbo so ui gets built'],
      ['ok', 'pnpm turbo run build --filter=admin...'],
      ['agent', 'no-verify', 'Committed with --no-verify to skip the failing husky lint; fix the lint errors and commit normally.'],
      ['fail', 'x:commitlint', 'git commit -m "wip"', COMMITLINT, 1],
    ],
  },
  {
    machine: 'ci', project: 'kestrel', start: '2026-04-14T18:00:00Z',
    steps: [
      ['fail', 'changeset', 'pnpm changeset status --since=origin/main --verbose', `🦋  info Packages to be bumped at patch:\n🦋  info - none\n${CHANGESET_ERR}`, 1],
      ['fail', 'x:pw-ci-fail', 'pnpm --filter web exec playwright test', PW_ASSERT, 1],
      ['ok', 'pnpm turbo run build --filter=web...'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-04-15T10:00:00Z',
    steps: [
      ['prompt', 'lease', 'if you have to force it, --force-with-lease, never bare -f'],
      ['prompt', 'db-reset', "no `prisma migrate reset` or `db push --force-reset`. ever. that drops the branch's data"],
      ['ok', 'pnpm --filter web exec prisma db push'],
    ],
  },
  {
    machine: 'mac', project: 'kestrel', start: '2026-04-16T14:00:00Z',
    steps: [
      ['fail', 'prisma-schema', 'pnpm --filter admin exec prisma generate', ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "prisma" not found', 1],
      ['agent', 'prisma-schema', 'Ran prisma from apps/admin; the schema is apps/web/prisma/schema.prisma, so run `pnpm --filter web exec prisma …`.'],
      ['ok', 'pnpm --filter web exec prisma generate'],
      ['fail', 'x:lockfile-conflict', 'git merge origin/main', 'Auto-merging apps/web/package.json\nAuto-merging pnpm-lock.yaml\nCONFLICT (content): Merge conflict in pnpm-lock.yaml\nAutomatic merge failed; fix conflicts and then commit the result.', 1],
      ['ok', 'git checkout --theirs pnpm-lock.yaml && pnpm install'],
    ],
  },
  {
    machine: 'mac2', project: 'kestrel', start: '2026-04-20T09:30:00Z',
    steps: [
      ['prompt', 'db-reset', 'não usa --force-reset, apaga tudo do branch do pscale'],
      ['agent', 'stat-mac', '`stat -c` is GNU-only; on macOS use `stat -f %z` for a file size.'],
      ['fail', 'x:storybook-port', 'pnpm --filter @kestrel/ui storybook --ci', '@storybook/core v8.4.7\n\nWARN The "--ci" flag is set, so Storybook will not prompt for a new port.\nERR! Error: Port 6006 is not available', 1],
      ['agent', 'lease', 'Force-pushed feat/reviews with plain --force; after a rebase push with `--force-with-lease`.'],
    ],
  },
  {
    machine: 'wsl', project: 'kestrel', start: '2026-04-21T15:00:00Z',
    steps: [
      ['agent', 'changeset', "Bumped @kestrel/ui's version by hand; versions are bumped by Changesets — run `pnpm changeset` and leave package.json's version alone."],
      ['prompt', 'changeset', "versions are changesets' job, not yours"],
      ['prompt', 'no-verify', 'sin --no-verify, si el hook truena lo arreglas'],
      ['fail', 'x:sed-gnu', "sed -i 's/\\(price\\)/\\1Cents/g apps/web/src/lib/format.ts", "sed: -e expression #1, char 24: unterminated `s' command", 1],
      ['ok', "sed -i 's/\\(price\\)/\\1Cents/g' apps/web/src/lib/format.ts"],
      ['prompt', 'x:iso-dates', 'order emails: dates as ISO 8601 please'],
    ],
  },
  {
    machine: 'codex', project: 'kestrel', start: '2026-04-22T10:00:00Z',
    steps: [
      ['agent', 'git-clean', 'Ran `git clean -fdx` and deleted apps/web/.env.local and .vercel; clean build output with `pnpm clean` instead.'],
      ['agent', 'db-reset', 'Used `prisma db push --force-reset` on the add-coupons branch and wiped its data; never reset a pscale branch — keep schema changes additive.'],
      ['fail', 'x:heap', 'pnpm turbo run build --filter=admin...', HEAP, 134],
      ['ok', 'NODE_OPTIONS=--max-old-space-size=4096 pnpm turbo run build --filter=admin...'],
    ],
  },
  {
    machine: 'linux', project: 'kestrel', start: '2026-04-23T09:30:00Z',
    steps: [
      ['agent', 'main-protected', 'Committed straight to main and pushed; main is protected — work on a branch and open a PR with `gh pr create`.'],
      ['ok', 'gh pr create --fill'],
      ['agent', 'corepack', 'Installed pnpm globally with `npm i -g pnpm`, which fights the pinned version (ERR_PNPM_BAD_PM_VERSION); let corepack provide pnpm (`corepack enable`).'],
    ],
  },
];

/** Native PowerShell sessions: the hook sees Windows paths with backslashes. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !payload.cwd?.startsWith('C:/')) return event;
  const win = (p) => p.replace(/\//g, '\\');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(payload.transcript_path) } };
}
