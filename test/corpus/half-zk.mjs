// Half ZK of the evaluation corpus, written blind: "mosaic", a Nuxt 3 front end (pnpm, Vitest,
// Playwright) with Deno edge functions on Supabase (supabase CLI as a devDependency, local stack in
// Docker: OrbStack on the Macs, Docker Engine on Ubuntu), deployed by GitHub Actions.
// Platforms: macOS (zsh, Homebrew, BSD userland), Ubuntu 24.04 (bash), CI on ubuntu-latest.
// Team languages: English, Japanese, Italian.

const ONLY_ALLOW = `
> mosaic@0.1.0 preinstall
> npx only-allow pnpm

╔═════════════════════════════════════════════════════════════╗
║                                                             ║
║   Use "pnpm install" for installation in this project.      ║
║                                                             ║
║   If you don't have pnpm, install it via "npm i -g pnpm".   ║
║   For more details, go to https://pnpm.js.org/              ║
║                                                             ║
╚═════════════════════════════════════════════════════════════╝
npm error code 1
npm error path /home/dev/mosaic
npm error command failed
npm error command sh -c npx only-allow pnpm
npm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-09-07T08_44_12_532Z-debug-0.log`;

const NPM_CI = `npm error code EUSAGE
npm error
npm error The \`npm ci\` command can only install with an existing package-lock.json or
npm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or
npm error later to generate a package-lock.json file, then try again.
npm error
npm error Clean install a project
npm error
npm error Usage:
npm error npm ci
npm error
npm error Options:
npm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]
npm error [--global-style] [--omit <dev|optional|peer> [--omit <dev|optional|peer> ...]]
npm error
npm error aliases: clean-install, ic, install-clean, isntall-clean
npm error
npm error Run "npm help ci" for more info
npm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-09-10T09_41_03_118Z-debug-0.log`;

const ENGINE = (root, got) => ` ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad Node.js version)

Your Node version is incompatible with "${root}".

Expected version: ^20.11.0
Got: ${got}

This is happening because the package's manifest has an engines.node field specified.
To fix this issue, install the required Node version.`;

const BAD_PM = (current) => ` ERR_PNPM_BAD_PM_VERSION  This project is configured to use v9.12.3 of pnpm. Your current pnpm is ${current}

If you want to bypass this version check, you can set the "package-manager-strict" configuration to "false" or set the "COREPACK_ENABLE_STRICT" environment variable to "0"`;

const NO_CONTAINER = `failed to inspect service: Error response from daemon: No such container: supabase_db_mosaic
Try rerunning the command with --debug to troubleshoot the error.`;

const DB_TYPES_DOWN = `
> mosaic@0.1.0 db:types /home/dev/mosaic
> supabase gen types typescript --local --schema public > types/database.types.ts

failed to inspect container health: Error response from daemon: No such container: supabase_db_mosaic
Try rerunning the command with --debug to troubleshoot the error.
 ELIFECYCLE  Command failed with exit code 1.`;

const PW_MISSING_LINUX = `
> mosaic@0.1.0 test:e2e /home/dev/mosaic
> playwright test

Running 14 tests using 4 workers

  1) [chromium] › tests/e2e/board.spec.ts:12:3 › board › creates a tile ─────────────────────────────

    Error: browserType.launch: Executable doesn't exist at /home/dev/.cache/ms-playwright/chromium_headless_shell-1148/chrome-linux/headless_shell
    ╔═════════════════════════════════════════════════════════════════════════╗
    ║ Looks like Playwright Test or Playwright was just installed or updated. ║
    ║ Please run the following command to download new browsers:              ║
    ║                                                                         ║
    ║     npx playwright install                                              ║
    ║                                                                         ║
    ║ <3 Playwright Team                                                      ║
    ╚═════════════════════════════════════════════════════════════════════════╝

  14 failed
 ELIFECYCLE  Test failed. See above for more details.`;

const PW_MISSING_MAC = `Running 14 tests using 5 workers

  1) [chromium] › tests/e2e/share.spec.ts:8:3 › share dialog › copies the public link ──────────────

    Error: browserType.launch: Executable doesn't exist at /Users/kai/Library/Caches/ms-playwright/chromium_headless_shell-1155/chrome-mac/headless_shell
    ╔═════════════════════════════════════════════════════════════════════════╗
    ║ Looks like Playwright Test or Playwright was just installed or updated. ║
    ║ Please run the following command to download new browsers:              ║
    ║                                                                         ║
    ║     npx playwright install                                              ║
    ║                                                                         ║
    ║ <3 Playwright Team                                                      ║
    ╚═════════════════════════════════════════════════════════════════════════╝

  14 failed
 ELIFECYCLE  Test failed. See above for more details.`;

const PW_DEPS = `Running 14 tests using 4 workers

  1) [chromium] › tests/e2e/auth.spec.ts:5:3 › auth › signs in with a magic link ───────────────────

    Error: browserType.launch: 
    ╔══════════════════════════════════════════════════════╗
    ║ Host system is missing dependencies to run browsers. ║
    ║ Please install them with the following command:      ║
    ║                                                      ║
    ║     sudo npx playwright install-deps                 ║
    ║                                                      ║
    ║ Alternatively, use apt:                              ║
    ║     sudo apt-get install libnss3\\                    ║
    ║         libnspr4\\                                    ║
    ║         libasound2t64                                ║
    ║                                                      ║
    ║ <3 Playwright Team                                   ║
    ╚══════════════════════════════════════════════════════╝

  14 failed
 ELIFECYCLE  Test failed. See above for more details.`;

const E2E_ASSERT = `Running 14 tests using 4 workers

  1) [chromium] › tests/e2e/board.spec.ts:31:3 › board › reorders tiles by drag ─────────────────────

    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)

    Locator: getByTestId('tile').first()
    Expected string: "Sunset"
    Received string: "Harbour"
    Call log:
      - expect.toHaveText with timeout 5000ms
      - waiting for getByTestId('tile').first()
        9 × locator resolved to <li data-testid="tile" class="tile">Harbour</li>
          - unexpected value "Harbour"

      35 |     await page.mouse.move(40, 40, { steps: 8 });
      36 |     await page.mouse.up();
    > 37 |     await expect(page.getByTestId('tile').first()).toHaveText('Sunset');
         |                                                    ^
      38 |   });

        at /home/dev/mosaic/tests/e2e/board.spec.ts:37:52

  1 failed
    [chromium] › tests/e2e/board.spec.ts:31:3 › board › reorders tiles by drag ──────────────────────
  13 passed (38.4s)
 ELIFECYCLE  Test failed. See above for more details.`;

const NODE_TS = `node:internal/modules/run_main:123
    triggerUncaughtException(
    ^

TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for /home/dev/mosaic/supabase/functions/tile-render/index.ts
    at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:218:9)
    at defaultGetFormat (node:internal/modules/esm/get_format:244:36)
    at defaultLoad (node:internal/modules/esm/load:122:22)
    at async ModuleLoader.load (node:internal/modules/esm/loader:567:7)
    at async ModuleLoader.moduleProvider (node:internal/modules/esm/loader:442:45)
    at async link (node:internal/modules/esm/module_job:106:21) {
  code: 'ERR_UNKNOWN_FILE_EXTENSION'
}

Node.js v20.18.1`;

const TSX_JSR = `node:internal/modules/run_main:123
    triggerUncaughtException(
    ^
Error [ERR_UNSUPPORTED_ESM_URL_SCHEME]: Only URLs with a scheme in: file, data, and node are supported by the default ESM loader. Received protocol 'jsr:'
    at throwIfUnsupportedURLScheme (node:internal/modules/esm/load:239:11)
    at defaultLoad (node:internal/modules/esm/load:130:3)
    at nextLoad (node:internal/modules/esm/hooks:748:28)
    at load (file:///home/dev/mosaic/node_modules/.pnpm/tsx@4.19.2/node_modules/tsx/dist/esm/index.mjs?1759151812345:2:1762)
    at async nextLoad (node:internal/modules/esm/hooks:748:22) {
  code: 'ERR_UNSUPPORTED_ESM_URL_SCHEME'
}

Node.js v20.18.1`;

const DENO_BARE = `error: Relative import path "@supabase/supabase-js" not prefixed with / or ./ or ../ and not in import map from "file:///home/dev/mosaic/supabase/functions/tile-render/index.ts"
  hint: If you want to use a JSR or npm package, try running \`deno add jsr:@supabase/supabase-js\` or \`deno add npm:@supabase/supabase-js\`
    at file:///home/dev/mosaic/supabase/functions/tile-render/index.ts:2:30`;

const DENO_BARE_ZOD = `Download https://jsr.io/@std/http/meta.json
error: Relative import path "zod" not prefixed with / or ./ or ../
    at file:///Users/kai/mosaic/supabase/functions/share-link/index.ts:3:19`;

const TSC_NO_NUXT = `tsconfig.json(2,14): error TS6053: File './.nuxt/tsconfig.json' not found.`;

const TSC_AUTOIMPORT = `composables/useBoard.ts(9,20): error TS2304: Cannot find name 'useSupabaseClient'.
composables/useBoard.ts(10,17): error TS2304: Cannot find name 'useState'.
composables/useTileLayout.ts(1,32): error TS2307: Cannot find module '#imports' or its corresponding type declarations.
server/api/boards/[id].get.ts(4,15): error TS2304: Cannot find name 'defineEventHandler'.

Found 4 errors in 3 files.

Errors  Files
     2  composables/useBoard.ts:9
     1  composables/useTileLayout.ts:1
     1  server/api/boards/[id].get.ts:4`;

const STALE_TYPES = `components/TileGrid.vue:41:30 - error TS2339: Property 'tile_order' does not exist on type '{ board_id: string; created_at: string; id: string; image_path: string | null; title: string; }'.

41   const sorted = computed(() => [...tiles.value].sort((a, b) => a.tile_order - b.tile_order))
                                ~~~~~~~~~~

components/TileGrid.vue:41:45 - error TS2339: Property 'tile_order' does not exist on type '{ board_id: string; created_at: string; id: string; image_path: string | null; title: string; }'.

41   const sorted = computed(() => [...tiles.value].sort((a, b) => a.tile_order - b.tile_order))
                                               ~~~~~~~~~~


Found 2 errors in the same file, starting at: components/TileGrid.vue:41

 ERROR  Process exited with non-zero status (2)`;

const REAL_TYPE_ERROR = `components/ShareDialog.vue:27:7 - error TS2322: Type 'string | string[]' is not assignable to type 'string'.
  Type 'string[]' is not assignable to type 'string'.

27       :board-id="route.params.id"
         ~~~~~~~~~

  components/ShareLink.vue:4:3
    4   boardId: string
        ~~~~~~~
    The expected type comes from property 'boardId' which is declared here on type '{ boardId: string; expires?: number | undefined; }'


Found 1 error in components/ShareDialog.vue:27

 ERROR  Process exited with non-zero status (2)`;

const GREP_USAGE = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const DATE_USAGE = `date: illegal option -- d
usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const PSQL_REFUSED = `psql: error: connection to server at "localhost" (::1), port 5432 failed: Connection refused
	Is the server running on that host and accepting TCP/IP connections?
connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused
	Is the server running on that host and accepting TCP/IP connections?`;

const SKIP_MIGRATION = (file) => `Skipping migration ${file}... (file name must match pattern "<timestamp>_name.sql")
Resetting local database...
Recreating database...
Initialising schema...
Seeding globals from roles.sql...
Applying migration 20260812093011_init.sql...
Applying migration 20260826141502_boards.sql...
Seeding data from supabase/seed.sql...
failed to send batch: ERROR: column "tile_order" of relation "tiles" does not exist (SQLSTATE 42703)
Try rerunning the command with --debug to troubleshoot the error.`;

const SKIP_MIGRATION_2 = `Skipping migration 0003_tiles_board_idx.sql... (file name must match pattern "<timestamp>_name.sql")
Connecting to local database...
Local database is up to date.`;

const MIGRATION_DUP = `Resetting local database...
Recreating database...
Initialising schema...
Seeding globals from roles.sql...
Applying migration 20260812093011_init.sql...
Applying migration 20260826141502_boards.sql...
Applying migration 20260908091822_add_tile_order.sql...
Applying migration 20260908093510_tile_order_default.sql...
ERROR: column "tile_order" of relation "tiles" already exists (SQLSTATE 42701)
At statement 0:
alter table public.tiles add column tile_order integer not null default 0
Try rerunning the command with --debug to troubleshoot the error.`;

const ESLINT_EXT = `Invalid option '--ext' - perhaps you meant '-c'?
You're using eslint.config.js, some command line flags are no longer available. Please see https://eslint.org/docs/latest/use/command-line-interface for details.`;

const ESLINT_REAL = `
> mosaic@0.1.0 lint /home/dev/mosaic
> eslint .


/home/dev/mosaic/components/TileCard.vue
  14:10  error  'watchEffect' is defined but never used  @typescript-eslint/no-unused-vars

/home/dev/mosaic/server/api/share.post.ts
  22:9  error  'expires' is never reassigned. Use 'const' instead  prefer-const

✖ 2 problems (2 errors, 0 warnings)
  1 error and 0 warnings potentially fixable with the \`--fix\` option.

 ELIFECYCLE  Command failed with exit code 1.`;

const VITEST_REAL = `
 RUN  v2.1.8 /home/dev/mosaic

 ❯ tests/unit/useTileLayout.spec.ts (6 tests | 1 failed) 31ms
   × useTileLayout > wraps to a new row at 4 columns 9ms
     → expected 3 to be 4 // Object.is equality

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  tests/unit/useTileLayout.spec.ts > useTileLayout > wraps to a new row at 4 columns
AssertionError: expected 3 to be 4 // Object.is equality

- Expected
+ Received

- 4
+ 3

 ❯ tests/unit/useTileLayout.spec.ts:22:34
     20|     const { rows } = useTileLayout(tiles, { columns: 4 })
     21|     expect(rows.value).toHaveLength(2)
     22|     expect(rows.value[0].length).toBe(4)
       |                                  ^
     23|   })

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 11 passed (12)
      Tests  1 failed | 63 passed (64)
   Start at  14:22:07
   Duration  2.31s (transform 412ms, setup 0ms, collect 1.02s, tests 88ms, environment 1.71s, prepare 903ms)

 ELIFECYCLE  Test failed. See above for more details.`;

const LOCKFILE = (spec) => ` ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/package.json

Note that in CI environments this setting is true by default. If you still need to run install in such cases, use "pnpm install --no-frozen-lockfile"

    Failure reason:
    specifiers in the lockfile (${spec[0]}) don't match specs in package.json (${spec[1]})
Error: Process completed with exit code 1.`;

const DENO_FMT = `
from /workspace/supabase/functions/share-link/index.ts:
 12 | -  const { data, error } = await supabase.from("boards").select("id, title, slug").eq("slug", slug).single()
 12 | +  const { data, error } = await supabase.from("boards").select("id, title, slug")
 13 | +    .eq("slug", slug).single();
 19 | -  return new Response(JSON.stringify({ url }), { headers: { ...corsHeaders, 'Content-Type': 'application/json' } })
 19 | +  return new Response(JSON.stringify({ url }), {
 20 | +    headers: { ...corsHeaders, "Content-Type": "application/json" },
 21 | +  });

from /workspace/supabase/functions/_shared/cors.ts:
  2 | -  'Access-Control-Allow-Origin': '*',
  2 | +  "Access-Control-Allow-Origin": "*",

error: Found 2 not formatted files in 11 files
Error: Process completed with exit code 1.`;

const MISSING_ENV = `Check file:///home/dev/mosaic/supabase/functions/tile-render/index_test.ts
error: Uncaught (in promise) Error: Missing env var RENDER_BUCKET
  if (!value) throw new Error(\`Missing env var \${name}\`);
                    ^
    at requireEnv (file:///home/dev/mosaic/supabase/functions/_shared/env.ts:5:21)
    at file:///home/dev/mosaic/supabase/functions/tile-render/index.ts:8:16`;

const DENO_TEST_FAIL = `running 3 tests from ./supabase/functions/tile-render/index_test.ts
renders a 2x2 grid ... ok (41ms)
rejects unknown board ... FAILED (12ms)
caches by etag ... ok (8ms)

 ERRORS 

rejects unknown board => ./supabase/functions/tile-render/index_test.ts:24:6
error: AssertionError: Values are not equal.


    [Diff] Actual / Expected


-   500
+   404

  throw new AssertionError(message);
        ^
    at assertEquals (https://jsr.io/@std/assert/1.0.8/equals.ts:64:9)
    at file:///home/dev/mosaic/supabase/functions/tile-render/index_test.ts:29:3

 FAILURES 

rejects unknown board => ./supabase/functions/tile-render/index_test.ts:24:6

FAILED | 2 passed | 1 failed (71ms)

error: Test failed`;

const DOCKER_DOWN = `failed to inspect service: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?
Docker Desktop is a prerequisite for local development. Follow the official docs to install: https://docs.docker.com/desktop
Try rerunning the command with --debug to troubleshoot the error.`;

const PORT_TAKEN = `Starting database...
failed to start docker container: Error response from daemon: driver failed programming external connectivity on endpoint supabase_db_mosaic (5c1e0f2b9a7d44e8b3c6f1a0d9e8b7c6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0): Bind for 0.0.0.0:54322 failed: port is already allocated
Try rerunning the command with --debug to troubleshoot the error.`;

const PULL_TIMEOUT = `Pulling images... (1/12)
failed to pull docker image: Error response from daemon: Get "https://public.ecr.aws/v2/": net/http: TLS handshake timeout
Retrying after 4s: public.ecr.aws/supabase/postgres:15.8.1.020
failed to pull docker image: Error response from daemon: Get "https://public.ecr.aws/v2/": net/http: TLS handshake timeout
Retrying after 8s: public.ecr.aws/supabase/postgres:15.8.1.020
failed to pull docker image: Error response from daemon: Get "https://public.ecr.aws/v2/": net/http: TLS handshake timeout
Try rerunning the command with --debug to troubleshoot the error.
Error: Process completed with exit code 1.`;

const PNPM_NET = ` WARN  GET https://registry.npmjs.org/@nuxt%2Fimage error (EAI_AGAIN). Will retry in 10 seconds. 2 retries left.
 WARN  GET https://registry.npmjs.org/@nuxt%2Fimage error (EAI_AGAIN). Will retry in 1 minute. 1 retries left.
 ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@nuxt%2Fimage: request to https://registry.npmjs.org/@nuxt%2Fimage failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org`;

const COREPACK_KEYID = `/opt/homebrew/Cellar/node@20/20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:21535
  if (key == null || signature == null) throw new Error(\`Cannot find matching keyid: \${JSON.stringify({ signatures, keys })}\`);
                                              ^

Error: Cannot find matching keyid: {"signatures":[{"sig":"MEQCIHGzbHTcJOeBSXOq2iMP5bCkXcyLBPXJlqRmZ2tQhz6oAiBXJkUXF4HwEzDOZkcAGkWCDMAHZXBmmXVjMFC8+ArkWw==","keyid":"SHA256:DhQ8wR5APBvFHLF/+Tc+AYvPOdTpcIDqOhxsBHRwC7U"}],"keys":[{"expires":null,"keyid":"SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA","keytype":"ecdsa-sha2-nistp256","scheme":"ecdsa-sha2-nistp256","key":"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE1Olb3zMAFFxXKHiIkQO5cJ3Yhl5i6UPp+IhuteBJbuHcA5UogKo0EWtlWwW6KSaKoTNEYL7JlCQiVnkhBktUgg=="}]}
    at verifySignature (/opt/homebrew/Cellar/node@20/20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:21535:47)
    at fetchLatestStableVersion (/opt/homebrew/Cellar/node@20/20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:21553:5)

Node.js v20.18.1`;

const OOM = `ℹ Building client...
ℹ vite v5.4.11 building for production...
ℹ ✓ 1873 modules transformed.
ℹ Building server...

<--- Last few GCs --->

[2231:0x6a8b000]   182044 ms: Mark-Compact 2043.1 (2083.6) -> 2039.8 (2084.1) MB, pooled: 0 MB, 1710.22 / 0.00 ms  (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed

<--- JS stacktrace --->

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
----- Native stack trace -----

 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]
 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
Aborted (core dumped)
 ELIFECYCLE  Command failed with exit code 134.
Error: Process completed with exit code 134.`;

const PUSH_REJECTED = `To github.com:mosaic-team/mosaic.git
 ! [rejected]        feat/tile-drag -> feat/tile-drag (non-fast-forward)
error: failed to push some refs to 'github.com:mosaic-team/mosaic.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. If you want to integrate the remote changes,
hint: use 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const STRIPE_SIG = `{"error":"No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe? \\n If a webhook request is being forwarded by a third-party tool, ensure that the exact request body, including JSON formatting and new line style, is preserved.\\n\\nLearn more about webhook signing and explore webhook integration examples for various frameworks at https://docs.stripe.com/webhooks/signature\\n"}
curl: (22) The requested URL returned error: 400`;

const STRIPE_HDRS = `-H 'Content-Type: application/json' -H "stripe-signature: $(node scripts/sign-stripe.mjs fixtures/stripe/checkout.json)" --data-binary @fixtures/stripe/checkout.json`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-07T08:40:00Z',
    steps: [
      ['fail', 'pnpm', 'npm install', ONLY_ALLOW, 1, 'Install dependencies'],
      ['prompt', 'pnpm', 'pnpm. always pnpm in this repo'],
      ['fail', 'node20', 'pnpm install', ENGINE('/home/dev/mosaic', 'v18.19.1'), 1, 'Install dependencies with pnpm'],
      ['prompt', 'node20', "ubuntu's node is 18, we need 20 — it's in .nvmrc, run fnm use first"],
      ['ok', 'fnm use && pnpm install'],
    ],
  },
  {
    machine: 'mac', project: 'mosaic', start: '2026-09-07T13:10:00Z',
    steps: [
      ['fail', 'pnpm-supabase', 'supabase start', 'zsh: command not found: supabase', 127, 'Start the local Supabase stack'],
      ['prompt', 'pnpm-supabase', "it's a devDependency, pnpm supabase start"],
      ['fail', 'orbstack', 'open -a Docker', "Unable to find application named 'Docker'", 1, 'Start Docker'],
      ['prompt', 'orbstack', "we're on orbstack on the macs. orb start"],
      ['ok', 'orb start && pnpm supabase start'],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-08T08:55:00Z',
    steps: [
      ['fail', 'supabase-start', 'pnpm supabase db reset', NO_CONTAINER, 1, 'Reset the local database'],
      ['prompt', 'supabase-start', 'prima pnpm supabase start, lo stack locale non è su'],
      ['ok', 'pnpm supabase start'],
      ['fail', 'x:migration-sql-error', 'pnpm supabase db reset', MIGRATION_DUP, 1],
    ],
  },
  {
    machine: 'mac2', project: 'mosaic', start: '2026-09-08T14:00:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/compatibilityDate: .*/compatibilityDate: \"2026-09-01\",/' nuxt.config.ts", 'sed: 1: "nuxt.config.ts": extra characters at the end of n command', 1, 'Bump compatibilityDate'],
      ['prompt', 'sed-i-mac', "mac の sed は BSD なので -i '' が必要です。gsed でもOK"],
      ['fail', 'gdate', "date -d '+14 days' +%F", DATE_USAGE, 1],
      ['agent', 'gdate', 'macOS date has no -d; use gdate (Homebrew coreutils) or BSD date -v+14d.'],
      ['prompt', 'x:req-readme-ja', 'README の「ローカル開発」に pnpm supabase start の手順を追記しておいてください'],
    ],
  },
  {
    machine: 'codex', project: 'mosaic', start: '2026-09-09T10:00:00Z',
    steps: [
      ['fail', 'playwright-install', 'pnpm test:e2e', PW_MISSING_LINUX, 1],
      ['agent', 'playwright-install', 'Playwright browsers were missing on the Linux box; run `pnpm exec playwright install --with-deps chromium` before `pnpm test:e2e`.'],
      ['ok', 'pnpm exec playwright install --with-deps chromium'],
      ['fail', 'x:e2e-assertion', 'pnpm test:e2e', E2E_ASSERT, 1],
      ['prompt', 'x:req-playwright-share', "add a playwright test for the share dialog while you're in there"],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-09T15:00:00Z',
    steps: [
      ['fail', 'deno-not-node', 'node supabase/functions/tile-render/index.ts', NODE_TS, 1, 'Try the tile-render function'],
      ['prompt', 'deno-not-node', 'thats a deno function. deno test / pnpm supabase functions serve, node cant run it'],
      ['fail', 'edge-import-map', 'deno check supabase/functions/tile-render/index.ts', DENO_BARE, 1],
      ['prompt', 'edge-import-map', 'deps for the functions go in supabase/functions/deno.json "imports", as npm:@supabase/supabase-js@2 — then import by name'],
    ],
  },
  {
    machine: 'mac', project: 'mosaic', start: '2026-09-10T09:30:00Z',
    steps: [
      ['fail', 'pnpm', 'npm ci', NPM_CI, 1, 'Clean install'],
      ['prompt', 'pnpm', 'there is no package-lock here, its pnpm-lock.yaml. pnpm i --frozen-lockfile'],
      ['fail', 'nuxi-typecheck', 'pnpm exec tsc --noEmit', TSC_NO_NUXT, 2, 'Typecheck'],
      ['prompt', 'nuxi-typecheck', "pnpm nuxi typecheck. plain tsc doesn't know .vue files or the auto-imports"],
      ['fail', 'rg', "grep -rnP 'useFetch\\((?![^)]*key:)' pages components", GREP_USAGE, 2, 'Find useFetch calls without a key'],
      ['prompt', 'rg', 'rg. -P is a GNU grep thing'],
      ['ok', "rg -nP 'useFetch\\((?![^)]*key:)' pages components"],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-10T16:00:00Z',
    steps: [
      ['fail', 'db-port', "psql -h localhost -U postgres -c 'select count(*) from tiles'", PSQL_REFUSED, 2],
      ['prompt', 'db-port', 'local db is on 54322 (supabase), nothing listens on 5432'],
      ['fail', 'x:psql-password', "psql postgresql://postgres:postgress@127.0.0.1:54322/postgres -c 'select count(*) from tiles'", 'psql: error: connection to server at "127.0.0.1", port 54322 failed: FATAL:  password authentication failed for user "postgres"', 2],
    ],
  },
  {
    machine: 'ci', project: 'mosaic', start: '2026-09-11T11:00:00Z',
    steps: [
      ['fail', 'lockfile', 'pnpm install --frozen-lockfile', LOCKFILE(['{"@nuxt/image":"^1.8.0"}', '{"@nuxt/image":"^1.8.1"}']), 1],
      ['prompt', 'lockfile', "you changed package.json but didn't commit pnpm-lock.yaml, CI installs frozen"],
      ['agent', 'lockfile', 'Committed package.json without the regenerated pnpm-lock.yaml; CI runs pnpm install --frozen-lockfile, so run pnpm install locally and commit both.'],
    ],
  },
  {
    machine: 'mac2', project: 'mosaic', start: '2026-09-11T14:00:00Z',
    steps: [
      ['fail', 'corepack', 'pnpm install', BAD_PM('v9.0.6'), 1],
      ['prompt', 'corepack', "that's an old global pnpm. repo pins pnpm@9.12.3 in packageManager — corepack enable and let corepack pick it"],
      ['fail', 'x:corepack-keyid', 'corepack enable && pnpm install', COREPACK_KEYID, 1],
      ['ok', 'npm install -g corepack@latest && corepack enable && pnpm install'],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-14T09:00:00Z',
    steps: [
      ['fail', 'migration-new', 'pnpm supabase db reset', SKIP_MIGRATION('add_tile_order.sql'), 1, 'Apply the new migration'],
      ['prompt', 'migration-new', 'le migration si creano con pnpm supabase migration new <nome>, il timestamp lo mette lui. non a mano'],
      ['ok', 'pnpm supabase migration new add_tile_order'],
      ['ok', 'pnpm supabase db reset'],
      ['fail', 'db-types', 'pnpm nuxi typecheck', STALE_TYPES, 1],
      ['prompt', 'db-types', 'types/database.types.ts is generated. pnpm db:types after every migration'],
    ],
  },
  {
    machine: 'codex', project: 'mosaic', start: '2026-09-14T13:30:00Z',
    steps: [
      ['fail', 'pnpm-supabase', 'supabase gen types typescript --local > types/database.types.ts', 'bash: line 1: supabase: command not found', 127],
      ['agent', 'pnpm-supabase', 'The supabase CLI is not installed globally here; it is a pinned devDependency, so call it as `pnpm supabase …`.'],
      ['fail', 'x:docker-daemon-down', 'pnpm supabase start', DOCKER_DOWN, 1],
      ['ok', 'sudo systemctl start docker && pnpm supabase start'],
    ],
  },
  {
    machine: 'mac', project: 'mosaic', start: '2026-09-15T10:00:00Z',
    steps: [
      ['fail', 'no-db-push', 'pnpm supabase db push --linked', 'Cannot find project ref. Have you run supabase link?\nTry rerunning the command with --debug to troubleshoot the error.', 1, 'Push the tile_order migration'],
      ['prompt', 'no-db-push', 'WHOA. good thing that failed. we never supabase db push to the real project from a laptop — migrations ship through deploy.yml'],
      ['agent', 'no-db-push', 'Tried `supabase db push --linked` locally; remote migrations only go out via the deploy workflow, never pushed from a dev machine.'],
      ['fail', 'deploy-workflow', 'gh workflow run deploy-staging', 'could not find any workflows named deploy-staging', 1],
      ['prompt', 'deploy-workflow', 'one workflow for everything: gh workflow run deploy.yml -f environment=staging'],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-15T15:00:00Z',
    steps: [
      ['fail', 'eslint-ext', 'pnpm exec eslint . --ext .ts,.vue', ESLINT_EXT, 2, 'Lint'],
      ['prompt', 'eslint-ext', 'no --ext, eslint 9 flat config picks the files. just pnpm lint'],
      ['fail', 'x:lint-real', 'pnpm lint', ESLINT_REAL, 1],
    ],
  },
  {
    machine: 'mac2', project: 'mosaic', start: '2026-09-16T09:20:00Z',
    steps: [
      ['fail', 'playwright-install', 'pnpm exec playwright test tests/e2e/share.spec.ts', PW_MISSING_MAC, 1],
      ['prompt', 'playwright-install', 'playwright 上げたのでブラウザ入れ直しです → pnpm exec playwright install chromium'],
      ['fail', 'x:e2e-webserver-timeout', 'pnpm test:e2e', 'Error: Timed out waiting 120000ms from config.webServer.\n\n ELIFECYCLE  Test failed. See above for more details.', 1],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-16T14:00:00Z',
    steps: [
      ['fail', 'xdg-open', 'open http://localhost:3000/boards/demo', "Couldn't get a file descriptor referring to the console.", 1, 'Open the board in the browser'],
      ['prompt', 'xdg-open', 'ubuntu here — xdg-open'],
      ['fail', 'vitest', 'pnpm jest tests/unit', ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "jest" not found', 254],
      ['prompt', 'vitest', 'vitest not jest. pnpm test:unit'],
      ['fail', 'x:vitest-real', 'pnpm test:unit', VITEST_REAL, 1],
    ],
  },
  {
    machine: 'mac', project: 'mosaic', start: '2026-09-17T09:40:00Z',
    steps: [
      ['ok', 'git rebase origin/develop'],
      ['ok', 'git push -f origin feat/tile-drag'],
      ['prompt', 'force-with-lease', 'hey, no bare push -f on a branch others pull from. --force-with-lease'],
      ['agent', 'force-with-lease', 'Force-pushed with plain -f after a rebase; use `git push --force-with-lease` so a teammate\'s commits are not overwritten.'],
      ['fail', 'x:push-non-ff', 'git push origin feat/tile-drag', PUSH_REJECTED, 1],
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'base-develop', 'PRs go to develop. main only gets the release merges'],
    ],
  },
  {
    machine: 'codex', project: 'mosaic', start: '2026-09-18T10:00:00Z',
    steps: [
      ['fail', 'functions-env', 'deno test -A supabase/functions/tile-render/', MISSING_ENV, 1],
      ['agent', 'functions-env', 'Edge function tests need the local env file: `deno test -A --env-file=supabase/functions/.env.local`.'],
      ['ok', 'deno test -A --env-file=supabase/functions/.env.local supabase/functions/tile-render/'],
      ['fail', 'x:deno-test-assert', 'deno test -A --env-file=supabase/functions/.env.local supabase/functions/tile-render/', DENO_TEST_FAIL, 1],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-18T15:30:00Z',
    steps: [
      ['fail', 'no-verify-jwt', `curl -sS --fail-with-body -X POST http://127.0.0.1:54321/functions/v1/stripe-webhook ${STRIPE_HDRS}`, '{"msg":"Error: Missing authorization header"}\ncurl: (22) The requested URL returned error: 401', 22],
      ['prompt', 'no-verify-jwt', "stripe-webhook has to be served with --no-verify-jwt, stripe can't send our jwt"],
      ['ok', 'pnpm supabase functions serve stripe-webhook --no-verify-jwt --env-file supabase/functions/.env.local &'],
      ['fail', 'x:stripe-signature', `curl -sS --fail-with-body -X POST http://127.0.0.1:54321/functions/v1/stripe-webhook -H 'Content-Type: application/json' -H 'stripe-signature: t=1758207000,v1=deadbeef' -d @fixtures/stripe/checkout.json`, STRIPE_SIG, 22],
    ],
  },
  {
    machine: 'mac2', project: 'mosaic', start: '2026-09-21T09:00:00Z',
    steps: [
      ['fail', 'nuxi-typecheck', 'pnpm exec tsc --noEmit -p tsconfig.json', TSC_AUTOIMPORT, 2],
      ['prompt', 'nuxi-typecheck', 'tsc again..? typecheck = pnpm nuxi typecheck'],
      ['fail', 'find-printf', "find supabase/migrations -name '*.sql' -printf '%f\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', 'mac find has no -printf. gfind if you really need it'],
      ['fail', 'x:rg-no-match', "rg -n 'useLegacyBoard' components pages composables", '', 1],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-21T14:00:00Z',
    steps: [
      ['ok', 'rm -rf node_modules .nuxt .output && pnpm install'],
      ['prompt', 'nuxi-cleanup', 'stop wiping node_modules every time something looks stale. pnpm nuxi cleanup clears .nuxt/.output, thats all it ever is'],
      ['agent', 'nuxi-cleanup', 'Deleted node_modules to fix a stale Nuxt build; `pnpm nuxi cleanup` (clears .nuxt, .output, caches) is the fix, no reinstall.'],
      ['fail', 'x:pnpm-network', 'pnpm install', PNPM_NET, 1],
      ['prompt', 'x:req-nuxt-bump', 'bump nuxt to 3.14 and skim the changelog for anything breaking'],
    ],
  },
  {
    machine: 'ci', project: 'mosaic', start: '2026-09-22T11:00:00Z',
    steps: [
      ['fail', 'deno-fmt', 'deno fmt --check supabase/functions', DENO_FMT, 1],
      ['prompt', 'deno-fmt', 'prettier ran over supabase/functions again. that folder is deno fmt territory'],
      ['agent', 'deno-fmt', 'Formatted edge functions with prettier; supabase/functions is formatted with `deno fmt` (CI checks deno fmt --check), prettier only for the Nuxt app.'],
      ['fail', 'x:nuxt-build-oom', 'pnpm build', OOM, 134],
    ],
  },
  {
    machine: 'mac', project: 'mosaic', start: '2026-09-22T15:00:00Z',
    steps: [
      ['prompt', 'service-role', 'SUPABASE_SERVICE_ROLE_KEY never goes in runtimeConfig.public (or any NUXT_PUBLIC_ var). it ships to the browser'],
      ['agent', 'service-role', 'Exposed the service role key via public runtimeConfig; it stays server-only (private runtimeConfig in server/api, or function secrets).'],
      ['fail', 'gdate', 'date -d @1767225600 +%Y-%m-%d', DATE_USAGE, 1],
      ['prompt', 'gdate', 'date -d is GNU. gdate'],
      ['ok', 'gdate -d @1767225600 +%Y-%m-%d'],
    ],
  },
  {
    machine: 'mac2', project: 'mosaic', start: '2026-09-23T10:00:00Z',
    steps: [
      ['fail', 'pnpm', 'yarn add @vueuse/core', 'zsh: command not found: yarn', 127],
      ['prompt', 'pnpm', 'yarn も npm も使わないでください。このリポは pnpm だけです（pnpm add）'],
      ['fail', 'sed-i-mac', 'sed -i "s/major_version = 15/major_version = 17/" supabase/config.toml', 'sed: 1: "supabase/config.toml": unterminated substitute pattern', 1],
      ['agent', 'sed-i-mac', "BSD sed on macOS takes the next argument as the -i backup suffix; use sed -i '' … (or gsed)."],
      ['fail', 'edge-import-map', 'deno check supabase/functions/share-link/index.ts', DENO_BARE_ZOD, 1],
      ['prompt', 'edge-import-map', 'add zod to supabase/functions/deno.json first (npm:zod@3), bare imports dont resolve in the functions'],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-24T09:00:00Z',
    steps: [
      ['fail', 'supabase-start', 'pnpm db:types', DB_TYPES_DOWN, 1],
      ['agent', 'supabase-start', 'db:types and db reset need the local stack running; run `pnpm supabase start` first.'],
      ['fail', 'x:port-in-use', 'pnpm supabase start', PORT_TAKEN, 1],
      ['ok', 'docker ps --filter publish=54322 && pnpm supabase stop --project-id mosaic-old && pnpm supabase start'],
    ],
  },
  {
    machine: 'codex', project: 'mosaic', start: '2026-09-25T11:00:00Z',
    steps: [
      ['fail', 'eslint-ext', 'pnpm eslint --ext .vue components/', ESLINT_EXT, 2],
      ['agent', 'eslint-ext', 'ESLint 9 with eslint.config.mjs has no --ext flag; run `pnpm lint` and let the flat config choose the files.'],
      ['fail', 'nuxi-typecheck', 'npx tsc -p .', TSC_NO_NUXT, 2],
      ['agent', 'nuxi-typecheck', 'Ran tsc directly; this Nuxt app is typechecked with `pnpm nuxi typecheck` (vue-tsc plus the generated .nuxt tsconfig).'],
    ],
  },
  {
    machine: 'mac', project: 'mosaic', start: '2026-09-28T09:00:00Z',
    steps: [
      ['fail', 'db-port', 'psql postgres://postgres:postgres@localhost:5432/postgres -f supabase/seed.sql', 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  role "postgres" does not exist', 2],
      ['prompt', 'db-port', "lol that's your homebrew postgres on 5432. the supabase db is 54322"],
      ['ok', 'psql postgres://postgres:postgres@127.0.0.1:54322/postgres -f supabase/seed.sql'],
      ['prompt', 'x:req-iso-dates', 'dates in the tile footer should be ISO 8601, not the locale thing'],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-09-29T14:00:00Z',
    steps: [
      ['fail', 'deno-not-node', 'pnpm tsx supabase/functions/share-link/index.ts', TSX_JSR, 1],
      ['prompt', 'deno-not-node', 'di nuovo node/tsx sulle edge function? girano su deno, usa deno test o functions serve'],
      ['fail', 'x:deno-test-typo', 'deno test -A --env-file=supabase/functions/.env.local supabase/functions/share-link/index.test.ts', 'error: Module not found "file:///home/dev/mosaic/supabase/functions/share-link/index.test.ts".', 1],
      ['ok', 'deno test -A --env-file=supabase/functions/.env.local supabase/functions/share-link/index_test.ts'],
      ['prompt', 'x:req-rename-fn', 'rename the tile-render function to render-tile and update the invoke() calls in the app'],
    ],
  },
  {
    machine: 'mac2', project: 'mosaic', start: '2026-09-30T09:00:00Z',
    steps: [
      ['fail', 'node20', 'pnpm dev', ENGINE('/Users/kai/mosaic', 'v23.3.0'), 1, 'Start the dev server'],
      ['prompt', 'node20', 'brew の node 23 になってます。.nvmrc の 20 に fnm use で合わせてから'],
      ['fail', 'x:fnm-not-installed', 'fnm use', "error: Can't find an installed Node version matching v20.18.1.", 1],
      ['ok', 'fnm install && fnm use && pnpm dev'],
      ['prompt', 'db-types', 'the generated types are stale, regen them (pnpm db:types), dont patch the file'],
    ],
  },
  {
    machine: 'ci', project: 'mosaic', start: '2026-10-01T11:00:00Z',
    steps: [
      ['fail', 'lockfile', 'pnpm install --frozen-lockfile', LOCKFILE(['{"@playwright/test":"1.48.2"}', '{"@playwright/test":"1.49.1"}']), 1],
      ['prompt', 'lockfile', 'lockfile again 🙄 pnpm install locally and commit pnpm-lock.yaml together with package.json'],
      ['fail', 'x:image-pull-timeout', 'pnpm supabase start', PULL_TIMEOUT, 1],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-10-02T09:30:00Z',
    steps: [
      ['ok', 'pnpm supabase functions serve tile-render &'],
      ['fail', 'functions-env', 'curl -fsS http://127.0.0.1:54321/functions/v1/tile-render?board=demo', 'curl: (22) The requested URL returned error: 500', 22],
      ['prompt', 'functions-env', 'serve it with --env-file supabase/functions/.env.local, otherwise RENDER_BUCKET is missing and it 500s'],
      ['fail', 'x:curl-conn-refused', 'curl -fsS http://127.0.0.1:54321/functions/v1/share-link -d \'{"board":"demo"}\'', "curl: (7) Failed to connect to 127.0.0.1 port 54321 after 0 ms: Couldn't connect to server", 7],
      ['fail', 'xdg-open', 'open playwright-report/index.html', "Couldn't get a file descriptor referring to the console.", 1],
      ['prompt', 'xdg-open', 'open is a mac thing, this is the ubuntu box. xdg-open'],
    ],
  },
  {
    machine: 'mac', project: 'mosaic', start: '2026-10-05T10:00:00Z',
    steps: [
      ['fail', 'base-develop', 'git checkout -b fix/tile-drag origin/master', "fatal: 'origin/master' is not a commit and a branch 'fix/tile-drag' cannot be created from it", 128],
      ['prompt', 'base-develop', "there's no master. branch off develop, PR back into develop"],
      ['fail', 'x:pr-exists', 'gh pr create --base develop --fill', 'a pull request for branch "fix/tile-drag" into branch "develop" already exists:\nhttps://github.com/mosaic-team/mosaic/pull/214', 1],
      ['ok', 'git push -f origin fix/tile-drag'],
      ['prompt', 'force-with-lease', '-f AGAIN. with-lease.'],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-10-06T14:00:00Z',
    steps: [
      ['prompt', 'base-develop', 'la PR va aperta su develop, main è solo per le release'],
      ['fail', 'vitest', 'npx jest --watchAll=false', 'Need to install the following packages:\njest@29.7.0\nOk to proceed? (y) \nnpm error canceled\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-10-06T14_09_51_204Z-debug-0.log', 1],
      ['agent', 'vitest', 'There is no Jest in mosaic; unit tests are Vitest, run with `pnpm test:unit` (vitest run).'],
      ['prompt', 'x:req-e2e-magic-link', 'aggiungi un test e2e per il login con magic link, usa inbucket per leggere la mail'],
    ],
  },
  {
    machine: 'codex', project: 'mosaic', start: '2026-10-07T09:00:00Z',
    steps: [
      ['fail', 'corepack', 'pnpm install --frozen-lockfile', BAD_PM('v9.1.4'), 1],
      ['agent', 'corepack', 'The global pnpm did not match packageManager (pnpm@9.12.3); run `corepack enable` so corepack supplies the pinned pnpm instead of a global install.'],
      ['fail', 'rg', "ag -l 'serviceRoleKey' --ts --vue", 'bash: line 1: ag: command not found', 127],
      ['agent', 'rg', 'ag is not installed; search code with rg (ripgrep), which every dev box and CI has.'],
      ['fail', 'x:find-permission', "find /var/lib/docker/volumes -name '*.sql'", "find: '/var/lib/docker/volumes': Permission denied", 1],
    ],
  },
  {
    machine: 'mac2', project: 'mosaic', start: '2026-10-08T10:00:00Z',
    steps: [
      ['fail', 'pnpm-supabase', 'npm i -g supabase', 'npm error code 1\nnpm error path /opt/homebrew/lib/node_modules/supabase\nnpm error command failed\nnpm error command sh -c node scripts/postinstall.js\nnpm error Installing Supabase CLI as a global module is not supported.\nnpm error Please use one of the supported package managers: https://github.com/supabase/cli#install-the-cli\nnpm error\nnpm error A complete log of this run can be found in: /Users/kai/.npm/_logs/2026-10-08T10_03_44_901Z-debug-0.log', 1],
      ['prompt', 'pnpm-supabase', 'not global. pnpm supabase — the version is pinned in devDependencies so everyone gets the same cli'],
      ['fail', 'gdate', "date -d 'last monday' +%F", DATE_USAGE, 1],
      ['prompt', 'gdate', 'date -d AGAIN… on mac its gdate'],
      ['prompt', 'no-db-push', '念のため：本番に supabase db push は絶対しないでください。マイグレーションは deploy.yml 経由です'],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-10-09T09:00:00Z',
    steps: [
      ['fail', 'playwright-install', 'pnpm test:e2e', PW_DEPS, 1],
      ['prompt', 'playwright-install', '--with-deps. the ubuntu box needs the system libs too, not just the browser'],
      ['ok', 'pnpm supabase functions deploy stripe-webhook --project-ref "$STAGING_REF"'],
      ['prompt', 'no-verify-jwt', 'you deployed stripe-webhook without --no-verify-jwt, every webhook on staging is a 401 now 😩'],
      ['agent', 'no-verify-jwt', 'stripe-webhook must be served and deployed with --no-verify-jwt (or verify_jwt = false for it in supabase/config.toml); Stripe sends no Supabase JWT.'],
      ['fail', 'x:supabase-login', 'pnpm supabase functions deploy stripe-webhook --no-verify-jwt --project-ref "$STAGING_REF"', 'Access token not provided. Supply an access token by running supabase login or setting the SUPABASE_ACCESS_TOKEN environment variable.', 1],
    ],
  },
  {
    machine: 'mac', project: 'mosaic', start: '2026-10-12T10:00:00Z',
    steps: [
      ['fail', 'deploy-workflow', 'gh workflow run deploy-functions.yml --ref develop', 'could not find any workflows named deploy-functions.yml', 1],
      ['agent', 'deploy-workflow', 'There is no separate functions workflow; app and functions deploy with `gh workflow run deploy.yml -f environment=staging|production`.'],
      ['fail', 'x:gh-auth', 'gh run list --workflow deploy.yml --limit 5', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['prompt', 'x:req-deploy-status', "did last night's deploy go green? check the runs for deploy.yml"],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-10-13T14:00:00Z',
    steps: [
      ['fail', 'migration-new', 'pnpm supabase migration up', SKIP_MIGRATION_2, 1],
      ['agent', 'migration-new', 'Wrote a migration file by hand and supabase skipped it; create migrations with `pnpm supabase migration new <name>` so the file gets its timestamp.'],
      ['prompt', 'x:req-migration-index', 'add a migration with an index on tiles(board_id, tile_order)'],
      ['prompt', 'db-types', 'you edited database.types.ts by hand again?? its generated. pnpm db:types'],
      ['fail', 'x:typecheck-real', 'pnpm nuxi typecheck', REAL_TYPE_ERROR, 1],
      ['prompt', 'service-role', 'service role key in a composable?? client code NEVER sees it. server/api or function secrets only'],
    ],
  },
  {
    machine: 'mac2', project: 'mosaic', start: '2026-10-14T10:00:00Z',
    steps: [
      ['fail', 'orbstack', 'open -a "Docker Desktop"', "Unable to find application named 'Docker Desktop'", 1],
      ['prompt', 'orbstack', 'Docker Desktop は入ってないです、OrbStack。orb start で起動してね'],
      ['agent', 'orbstack', 'The Macs run OrbStack, not Docker Desktop; start the Docker engine with `orb start` before `pnpm supabase start`.'],
      ['fail', 'find-printf', "find tests/e2e -name '*.spec.ts' -printf '%P\\n'", 'find: -printf: unknown primary or operator', 1],
      ['agent', 'find-printf', 'BSD find on macOS has no -printf; use gfind (Homebrew findutils) or plain find with -exec basename.'],
      ['fail', 'x:gsed-typo', "gsed -i 's/tile-render/render-tile/ supabase/config.toml", "gsed: -e expression #1, char 25: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'linux', project: 'mosaic', start: '2026-10-15T15:00:00Z',
    steps: [
      ['ok', 'pnpm nuxi cleanup && pnpm dev'],
      ['prompt', 'x:req-eslint-rule', 'make vue/no-v-html an error in eslint.config.mjs, we had an XSS scare'],
      ['ok', 'rm -rf node_modules && pnpm install'],
      ['prompt', 'nuxi-cleanup', 'why node_modules again. nuxi cleanup, I said'],
    ],
  },
];
