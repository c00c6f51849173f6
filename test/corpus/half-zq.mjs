// Half ZQ, written blind: "hearth", a SvelteKit app on Cloudflare Workers (wrangler, D1, R2, KV),
// bun, Drizzle, Playwright and a small Rust wasm crate built with wasm-pack. macOS (zsh), Windows 11
// (Git Bash under Claude Code, PowerShell 7 under Codex), WSL2 Ubuntu, Alpine CI. The team writes
// English, Italian, Japanese and Arabic.

const PS_TERM = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const NPM_CI = 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error Options:\nnpm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]\nnpm error\nnpm error aliases: clean-install, ic, install-clean, isntall-clean\nnpm error\nnpm error Run "npm help ci" for more info\nnpm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-02-02T08_46_11_204Z-debug-0.log';

const BUN_TEST_PW = (home, tail) => `bun test v1.2.13 (64ed68c9)\n\nsrc/lib/albums.test.ts:\n(pass) albums > groups by month [0.41ms]\n(pass) albums > sorts newest first [0.08ms]\n\ne2e/upload.spec.ts:\n\n# Unhandled error between tests\n-------------------------------\nerror: Playwright Test did not expect test() to be called here.\nMost common reasons include:\n- You are calling test() in a configuration file.\n- You are calling test() in a file that is imported by the configuration file.\n- You have two different versions of @playwright/test. This usually happens\n  when one of the dependencies in your package.json depends on @playwright/test.\n      at ${home}/hearth/e2e/upload.spec.ts:4:1\n-------------------------------\n\n${tail}`;

const PW_MISSING = (exe) => `Running 18 tests using 4 workers\n\n  1) [chromium] › e2e/albums.spec.ts:6:3 › albums › lists albums ─────────────────────────────────\n\n    Error: browserType.launch: Executable doesn't exist at ${exe}\n    ╔═════════════════════════════════════════════════════════════════════════╗\n    ║ Looks like Playwright Test or Playwright was just installed or updated. ║\n    ║ Please run the following command to download new browsers:              ║\n    ║                                                                         ║\n    ║     npx playwright install                                              ║\n    ║                                                                         ║\n    ║ <3 Playwright Team                                                      ║\n    ╚═════════════════════════════════════════════════════════════════════════╝\n\n  18 failed\n    [chromium] › e2e/albums.spec.ts:6:3 › albums › lists albums\n    [chromium] › e2e/upload.spec.ts:12:3 › upload › uploads a jpeg\n    ...\nerror: script "test:e2e" exited with code 1`;

const SVELTE_CHECK = (home, file, line, message, code) => `Loading svelte-check in workspace: ${home}/hearth\nGetting Svelte diagnostics...\n\n${home}/hearth/${file}:${line}\nError: ${message}\n${code}\n\n====================================\nsvelte-check found 1 error and 0 warnings in 1 file\nerror: script "check" exited with code 1`;

const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file|handle ...]';

const COMMITLINT = (input, problems) => `⧗   input: ${input}\n${problems.map((p) => `✖   ${p}`).join('\n')}\n\n✖   found ${problems.length} problems, 0 warnings\nⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint\n\nhusky - commit-msg script failed (code 1)`;

const WRANGLER_HEAD = (v) => `\n ⛅️ wrangler ${v}\n-------------------\n`;

const KV_UNKNOWN = (args) => `${WRANGLER_HEAD('4.6.0')}\nwrangler\n\nCOMMANDS\n  wrangler docs [search..]        📚 Open Wrangler's command documentation in your browser\n\nACCOUNT\n  wrangler login                  🔓 Login to Cloudflare\n  wrangler logout                 🚪 Logout from Cloudflare\n  wrangler whoami                 🕵️  Retrieve your user information\n\nCOMPUTE & AI\n  wrangler d1                     🗄  Manage Workers D1 databases\n  wrangler kv                     🗂️  Manage Workers KV Namespaces\n  wrangler r2                     📦 Manage R2 buckets & objects\n  ...\n\nGLOBAL FLAGS\n  -c, --config    Path to Wrangler configuration file  [string]\n  -e, --env       Environment to use for operations, and for selecting .env and .dev.vars files  [string]\n  -h, --help      Show help  [boolean]\n  -v, --version   Show version number  [boolean]\n✘ [ERROR] Unknown arguments: ${args}`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'hearth', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'bun', 'npm ci', NPM_CI, 1, 'Install dependencies'],
      ['prompt', 'bun', 'bun, not npm. lockfile is bun.lock'],
      ['ok', 'bun install'],
      ['fail', 'zsh-brackets', 'cat src/routes/photos/[id]/+page.svelte', '(eval):1: no matches found: src/routes/photos/[id]/+page.svelte', 1],
      ['ok', "cat 'src/routes/photos/[id]/+page.svelte'"],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the photo grid under Unreleased'],
    ],
  },
  {
    machine: 'wincodex7', project: 'hearth', start: '2026-02-02T10:15:00Z',
    steps: [
      ['fail', 'wrangler-bunx', 'wrangler d1 list', PS_TERM('wrangler'), 1],
      ['prompt', 'wrangler-bunx', 'wrangler はグローバルに入れてないよ。devDependency だから bunx wrangler で'],
      ['ok', 'bunx wrangler d1 list'],
      ['fail', 'pwsh-rm-rf', 'rm -rf node_modules .svelte-kit', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['agent', 'pwsh-rm-rf', 'Used `rm -rf` in PowerShell 7, where rm is Remove-Item and rejects -rf; use `Remove-Item -Recurse -Force node_modules, .svelte-kit`'],
      ['fail', 'x:pwsh-execution-policy', '.\\scripts\\setup.ps1', '.\\scripts\\setup.ps1: File C:\\Users\\sora\\hearth\\scripts\\setup.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.', 1],
    ],
  },
  {
    machine: 'linux', project: 'hearth', start: '2026-02-03T09:00:00Z',
    steps: [
      ['fail', 'branch-main', 'git checkout master', "error: pathspec 'master' did not match any file(s) known to git", 1, 'Switch to the default branch'],
      ['prompt', 'branch-main', 'no master here, trunk is main'],
      ['ok', 'git checkout main && git pull --ff-only'],
      ['fail', 'x:git-checkout-typo', 'git checkout feat/thumbnial-grid', "error: pathspec 'feat/thumbnial-grid' did not match any file(s) known to git", 1],
      ['fail', 'bun-test-e2e', 'bun test', BUN_TEST_PW('/home/dev', ' 14 pass\n 0 fail\n 1 error\nRan 14 tests across 6 files. [1.02s]'), 1, 'Run the test suite'],
      ['prompt', 'bun-test-e2e', 'bun test on its own picks up the playwright specs in e2e/. unit: bun test src. e2e: bun run test:e2e'],
      ['ok', 'bun test src'],
    ],
  },
  {
    machine: 'mac2', project: 'hearth', start: '2026-02-04T14:20:00Z',
    steps: [
      ['fail', 'bsd-sed', `sed -i 's/"version": "0.4.1"/"version": "0.4.2"/' package.json`, 'sed: 1: "package.json": extra characters at the end of p command', 1, 'Bump the version'],
      ['prompt', 'bsd-sed', "sul mac sed -i vuole il suffisso: sed -i '' 's/…/…/' file, oppure gsed (c'è da brew)"],
      ['ok', `sed -i '' 's/"version": "0.4.1"/"version": "0.4.2"/' package.json`],
      ['fail', 'mac-date', "date -d '+30 days' -u +%Y-%m-%dT%H:%M:%SZ", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute share link expiry for the fixture'],
      ['agent', 'mac-date', '`date -d` is GNU-only and failed on macOS; BSD date uses `-v+30d` (or gdate from coreutils)'],
      ['prompt', 'x:iso-dates', 'while you are in there: share-link expiry should go to the client as an ISO 8601 string, not epoch seconds'],
    ],
  },
  {
    machine: 'winbash', project: 'hearth', start: '2026-02-05T08:10:00Z',
    steps: [
      ['fail', 'wasm32-target', 'cargo build --release --target wasm32-unknown-unknown -p hearth-wasm', '   Compiling cfg-if v1.0.0\n   Compiling once_cell v1.20.2\nerror[E0463]: can\'t find crate for `core`\n  |\n  = note: the `wasm32-unknown-unknown` target may not be installed\n  = help: consider downloading the target with `rustup target add wasm32-unknown-unknown`\n\nFor more information about this error, try `rustc --explain E0463`.\nerror: could not compile `cfg-if` (lib) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...', 101, 'Build the wasm crate'],
      ['prompt', 'wasm32-target', 'لازم تعمل rustup target add wasm32-unknown-unknown على أي جهاز جديد، مكتوبة في الـ README'],
      ['ok', 'rustup target add wasm32-unknown-unknown'],
      ['fail', 'x:wasm-rust-error', 'wasm-pack build crates/hearth-wasm --target web', '[INFO]: 🎯  Checking for the Wasm target...\n[INFO]: 🌀  Compiling to Wasm...\n   Compiling hearth-wasm v0.1.0 (C:\\Users\\lea\\hearth\\crates\\hearth-wasm)\nerror[E0308]: mismatched types\n  --> crates\\hearth-wasm\\src\\lib.rs:31:12\n   |\n28 | pub fn blurhash(pixels: &[u8], w: u32, h: u32) -> String {\n   |                                                   ------ expected `String` because of return type\n...\n31 |     return encode(pixels, w, h);\n   |            ^^^^^^^^^^^^^^^^^^^^ expected `String`, found `Result<String, Error>`\n\nFor more information about this error, try `rustc --explain E0308`.\nerror: could not compile `hearth-wasm` (lib) due to 1 previous error\nError: Compiling your crate to WebAssembly failed\nCaused by: failed to execute `cargo build`: exited with exit code: 101', 1],
      ['ok', 'wasm-pack build crates/hearth-wasm --target web --out-dir ../../src/lib/wasm'],
    ],
  },
  {
    machine: 'codex', project: 'hearth', start: '2026-02-06T13:30:00Z',
    steps: [
      ['fail', 'cf-typegen', 'bun run check', SVELTE_CHECK('/home/dev', 'src/routes/api/photos/+server.ts', '14:36', "Property 'UPLOADS' does not exist on type 'Env'. (ts)", '    const obj = await platform.env.UPLOADS.get(key);'), 1],
      ['prompt', 'cf-typegen', "you added the R2 binding but didn't regen the types. bun run cf-typegen"],
      ['ok', 'bun run cf-typegen && bun run check'],
      ['fail', 'x:svelte-check-real', 'bun run check', SVELTE_CHECK('/home/dev', 'src/lib/components/ShareDialog.svelte', '22:9', "Type 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to type 'string'. (ts)", '        href={link.url}'), 1],
      ['prompt', 'x:drizzle-index', 'can we add an index on photos.album_id in the schema? the album page is slow with 4k photos'],
    ],
  },
  {
    machine: 'wsl', project: 'hearth', start: '2026-02-09T01:00:00Z',
    steps: [
      ['fail', 'crlf', './scripts/build-wasm.sh', "/usr/bin/env: ‘bash\\r’: No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines", 127, 'Build the wasm module'],
      ['prompt', 'crlf', 'また CRLF になってる。.sh は LF で保存して、git add --renormalize . してね'],
      ['ok', "sed -i 's/\\r$//' scripts/build-wasm.sh && ./scripts/build-wasm.sh"],
      ['prompt', 'wsl-home', "wait, you're in /mnt/c/Users/yuki/hearth? vite doesn't see file changes there. use the clone in ~/hearth"],
      ['fail', 'x:wsl-dns', 'git fetch origin', 'ssh: Could not resolve hostname github.com: Temporary failure in name resolution\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 128],
    ],
  },
  {
    machine: 'mac', project: 'hearth', start: '2026-02-10T09:30:00Z',
    steps: [
      ['ok', 'bun run build'],
      ['fail', 'deploy-ci', 'bunx wrangler deploy', `${WRANGLER_HEAD('4.4.0')}\nTotal Upload: 612.40 KiB / gzip: 141.88 KiB\nYour Worker has access to the following bindings:\n- D1 Databases:\n  - DB: hearth-db (3f1c0a52-9b6e-4d2f-a8c1-5e7d90b2c4aa)\n- R2 Buckets:\n  - UPLOADS: hearth-uploads\n\n✘ [ERROR] A request to the Cloudflare API (/accounts/8f3c1e0a7b2d4c9e/workers/scripts/hearth) failed.\n\n  Authentication error [code: 10000]\n\n  If you think this is a bug, please open an issue at: https://github.com/cloudflare/workers-sdk/issues/new/choose`, 1, 'Deploy the worker'],
      ['prompt', 'deploy-ci', 'STOP. we never wrangler deploy by hand, prod deploys are the GH action on merge to main'],
      ['ok', 'git push -u origin feat/share-links'],
      ['prompt', 'x:deploy-badge', 'add the deploy status badge to the README next to the CI one'],
    ],
  },
  {
    machine: 'wincodex7', project: 'hearth', start: '2026-02-11T07:45:00Z',
    steps: [
      ['fail', 'pwsh-env', 'NODE_ENV=production bun run build', PS_TERM('NODE_ENV=production'), 1],
      ['prompt', 'pwsh-env', "powershell: $env:NODE_ENV = 'production'; bun run build"],
      ['ok', "$env:NODE_ENV = 'production'; bun run build"],
      ['fail', 'wrangler-jsonc', 'Get-Content wrangler.toml', "Get-Content: Cannot find path 'C:\\Users\\sora\\hearth\\wrangler.toml' because it does not exist.", 1],
      ['prompt', 'wrangler-jsonc', 'config lives in wrangler.jsonc since the wrangler 4 bump'],
    ],
  },
  {
    machine: 'linux', project: 'hearth', start: '2026-02-12T10:00:00Z',
    steps: [
      ['fail', 'drizzle-generate', 'bunx drizzle-kit push', "No config path provided, using default 'drizzle.config.ts'\nReading config file '/home/dev/hearth/drizzle.config.ts'\nPlease provide required params for D1 HTTP driver:\n    [x] accountId: undefined\n    [x] databaseId: undefined\n    [x] token: undefined", 1, 'Push the schema change'],
      ['prompt', 'drizzle-generate', 'no push. change schema.ts, bun run db:generate, then apply the migration with wrangler --local'],
      ['ok', 'bun run db:generate'],
      ['ok', 'bunx wrangler d1 migrations apply hearth-db --local'],
      ['fail', 'x:bun-test-real', 'bun test src', 'bun test v1.2.13 (64ed68c9)\n\nsrc/lib/albums.test.ts:\n18 |   it("groups by month", () => {\n19 |     const groups = groupByMonth(photos);\n20 |     expect(groups).toHaveLength(3);\n                        ^\nerror: expect(received).toHaveLength(expected)\n\nExpected length: 3\nReceived length: 2\n\n      at <anonymous> (/home/dev/hearth/src/lib/albums.test.ts:20:20)\n(fail) albums > groups by month [1.23ms]\n\n 12 pass\n 1 fail\n 31 expect() calls\nRan 13 tests across 5 files. [312.00ms]', 1],
    ],
  },
  {
    machine: 'mac2', project: 'hearth', start: '2026-02-13T15:10:00Z',
    steps: [
      ['fail', 'svelte5-runes', 'bun run check', SVELTE_CHECK('/Users/kai', 'src/lib/components/PhotoCard.svelte', '3:2', 'Cannot use `export let` in runes mode — use `$props()` instead\nhttps://svelte.dev/e/legacy_export_invalid (svelte)', '  export let photo;'), 1],
      ['prompt', 'svelte5-runes', "we're on svelte 5 — runes. let { photo } = $props()"],
      ['ok', 'bun run check'],
      ['fail', 'zsh-brackets', 'git add src/routes/albums/[slug]/+page.server.ts', 'zsh: no matches found: src/routes/albums/[slug]/+page.server.ts', 1],
      ['prompt', 'zsh-brackets', 'quote it, zsh globs the [slug]'],
      ['ok', "git add 'src/routes/albums/[slug]/+page.server.ts'"],
    ],
  },
  {
    machine: 'ci', project: 'hearth', start: '2026-02-14T06:00:00Z',
    steps: [
      ['fail', 'x:frozen-lockfile', 'bun install --frozen-lockfile', 'bun install v1.2.13 (64ed68c9)\nerror: lockfile had changes, but lockfile is frozen\nnote: try re-running without --frozen-lockfile and commit the updated lockfile', 1],
      ['fail', 'crlf', 'sh scripts/build-wasm.sh', 'scripts/build-wasm.sh: set: line 2: illegal option -', 2],
      ['fail', 'wrangler-bunx', 'wrangler --version', '/bin/sh: wrangler: not found', 127],
      ['ok', 'bunx wrangler --version'],
    ],
  },
  {
    machine: 'winbash', project: 'hearth', start: '2026-02-16T09:20:00Z',
    steps: [
      ['fail', 'bun', 'yarn add exifr', '/usr/bin/bash: line 1: yarn: command not found', 127, 'Add the EXIF parser'],
      ['prompt', 'bun', 'usiamo bun qui, niente yarn → bun add exifr'],
      ['ok', 'bun add exifr'],
      ['fail', 'wasm-target-web', 'bun run build', 'vite v6.3.5 building SSR bundle for production...\n✓ 212 modules transformed.\nx Build failed in 1.84s\nerror during build:\n[vite:wasm-fallback] Could not load C:/Users/lea/hearth/src/lib/wasm/hearth_wasm_bg.wasm (imported by src/lib/wasm/hearth_wasm.js): "ESM integration proposal for Wasm" is not supported currently. Use vite-plugin-wasm or other community plugins to handle this. Alternatively, you can use `.wasm?init` or `.wasm?url`. See https://vite.dev/guide/features.html#webassembly for more details.\nerror: script "build" exited with code 1', 1],
      ['prompt', 'wasm-target-web', 'you built the crate with the default bundler target. wasm-pack build --target web, like scripts/build-wasm.sh does'],
      ['ok', 'bun run build:wasm && bun run build'],
    ],
  },
  {
    machine: 'mac', project: 'hearth', start: '2026-02-18T10:40:00Z',
    steps: [
      ['fail', 'playwright-browsers', 'bun run test:e2e', PW_MISSING('/Users/ana/Library/Caches/ms-playwright/chromium_headless_shell-1169/chrome-mac/headless_shell'), 1, 'Run the e2e suite'],
      ['prompt', 'playwright-browsers', "browsers aren't installed on a fresh clone — bunx playwright install chromium"],
      ['ok', 'bunx playwright install chromium'],
      ['fail', 'x:playwright-real-fail', 'bun run test:e2e', 'Running 18 tests using 4 workers\n\n  1) [chromium] › e2e/upload.spec.ts:18:3 › upload › shows the thumbnail after upload ───────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n\n    Locator: getByTestId(\'thumb-0\')\n    Expected: visible\n    Received: <element(s) not found>\n    Call log:\n      - expect.toBeVisible with timeout 5000ms\n      - waiting for getByTestId(\'thumb-0\')\n\n      23 |     await page.getByRole(\'button\', { name: \'Upload\' }).click();\n    > 24 |     await expect(page.getByTestId(\'thumb-0\')).toBeVisible();\n         |                                               ^\n\n  1 failed\n    [chromium] › e2e/upload.spec.ts:18:3 › upload › shows the thumbnail after upload\n  17 passed (21.4s)\nerror: script "test:e2e" exited with code 1', 1],
    ],
  },
  {
    machine: 'codex', project: 'hearth', start: '2026-02-19T12:00:00Z',
    steps: [
      ['fail', 'bun-run-ts', 'node scripts/seed.ts', 'node:internal/modules/run_main:123\n    triggerUncaughtException(\n    ^\n\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for /home/dev/hearth/scripts/seed.ts\n    at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:219:9)\n    at defaultGetFormat (node:internal/modules/esm/get_format:245:36)\n    at defaultLoad (node:internal/modules/esm/load:120:22) {\n  code: \'ERR_UNKNOWN_FILE_EXTENSION\'\n}\n\nNode.js v20.18.0', 1],
      ['agent', 'bun-run-ts', 'Ran scripts/seed.ts with node, which cannot load .ts; scripts in this repo run with bun (`bun scripts/seed.ts`)'],
      ['ok', 'bun scripts/seed.ts'],
      ['fail', 'x:seed-typo', 'bun scripts/seeds.ts', 'error: Module not found "scripts/seeds.ts"', 1],
      ['prompt', 'logger', 'no console.log in server code. log from $lib/server/log, it adds the request id'],
    ],
  },
  {
    machine: 'wincodex7', project: 'hearth', start: '2026-02-20T08:00:00Z',
    steps: [
      ['fail', 'pwsh-rm-rf', 'rm -r -f .svelte-kit', "Remove-Item: Parameter cannot be processed because the parameter name 'f' is ambiguous. Possible matches include: -Filter -Force.", 1],
      ['prompt', 'pwsh-rm-rf', 'again rm -rf in pwsh 🙄 Remove-Item -Recurse -Force'],
      ['ok', 'Remove-Item -Recurse -Force .svelte-kit'],
      ['fail', 'pwsh-which', 'which bun', PS_TERM('which'), 1],
      ['prompt', 'pwsh-which', "Get-Command bun. there's no which in powershell"],
      ['fail', 'x:port-in-use', 'bun run dev -- --strictPort', '$ vite dev --strictPort\nerror when starting dev server:\nError: Port 5173 is already in use\n    at Server.onError (file:///C:/Users/sora/hearth/node_modules/vite/dist/node/chunks/dep-Bxmd1Uxj.js:45596:18)\n    at Server.emit (node:events:518:28)\nerror: script "dev" exited with code 1', 1],
    ],
  },
  {
    machine: 'linux', project: 'hearth', start: '2026-02-23T09:10:00Z',
    steps: [
      ['fail', 'force-with-lease', 'git push -f origin main', 'remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:hearth-app/hearth.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to \'github.com:hearth-app/hearth.git\'', 1],
      ['prompt', 'force-with-lease', 'whoa. never force main. and on your own branch it is --force-with-lease'],
      ['ok', 'git push --force-with-lease origin feat/share-links'],
      ['fail', 'x:git-push-nonff', 'git push origin feat/albums-sort', "To github.com:hearth-app/hearth.git\n ! [rejected]        feat/albums-sort -> feat/albums-sort (non-fast-forward)\nerror: failed to push some refs to 'github.com:hearth-app/hearth.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac2', project: 'hearth', start: '2026-02-24T16:00:00Z',
    steps: [
      ['fail', 'mac-stat', 'stat -c%s src/lib/wasm/hearth_wasm_bg.wasm', `stat: illegal option -- c\n${STAT_USAGE}`, 1, 'Check the wasm size'],
      ['prompt', 'mac-stat', 'macのstatは-cじゃなくて-f%zだよ'],
      ['ok', 'stat -f%z src/lib/wasm/hearth_wasm_bg.wasm'],
      ['fail', 'bsd-sed', "sed -i 's/HEARTH_DB/DB/g' src/lib/server/db/index.ts", 'sed: 1: "src/lib/server/db/index.ts": bad flag in substitute command: \'/\'', 1],
      ['prompt', 'bsd-sed', "sed -i '' on mac. same as last week"],
      ['ok', "sed -i '' 's/HEARTH_DB/DB/g' src/lib/server/db/index.ts"],
    ],
  },
  {
    machine: 'win', project: 'hearth', start: '2026-02-25T10:30:00Z',
    steps: [
      ['agent', 'git-clean', 'Ran `git clean -fdx` for a clean build and it deleted .dev.vars and the local D1 state in .wrangler/; use `git clean -fd` or delete .svelte-kit and build by name'],
      ['prompt', 'git-clean', 'never git clean -x in this repo. now I have to rebuild my .dev.vars 😤'],
      ['ok', 'cp .dev.vars.example .dev.vars'],
      ['fail', 'x:curl-refused', 'curl -s http://localhost:8787/api/health', "curl: (7) Failed to connect to localhost port 8787 after 2 ms: Couldn't connect to server", 7],
      ['prompt', 'x:wrangler-version', 'which version of wrangler are we pinned to? the release notes mention a d1 fix'],
    ],
  },
  {
    machine: 'wincodex7', project: 'hearth', start: '2026-02-26T08:30:00Z',
    steps: [
      ['fail', 'bun', 'pnpm add -D drizzle-kit@latest', PS_TERM('pnpm'), 1],
      ['agent', 'bun', 'Tried pnpm to bump drizzle-kit; this project uses bun only (`bun add -d drizzle-kit@latest`), the lockfile is bun.lock'],
      ['ok', 'bun add -d drizzle-kit@latest'],
      ['fail', 'pwsh-env', 'export CLOUDFLARE_ACCOUNT_ID=8f3c1e0a7b2d4c9e', PS_TERM('export'), 1],
      ['agent', 'pwsh-env', "Used bash `export VAR=…` in PowerShell; set env vars with `$env:CLOUDFLARE_ACCOUNT_ID = '…'`"],
    ],
  },
  {
    machine: 'mac', project: 'hearth', start: '2026-03-02T09:00:00Z',
    steps: [
      ['ok', 'bunx wrangler d1 execute hearth-db --remote --command "SELECT count(*) FROM photos"'],
      ['prompt', 'd1-remote', 'whoa, --remote is prod D1!! local dev is --local, always'],
      ['ok', 'bunx wrangler d1 execute hearth-db --local --command "SELECT count(*) FROM photos"'],
      ['fail', 'x:r2-missing-key', 'bunx wrangler r2 object get hearth-uploads/avatars/42.webp --local --file /tmp/42.webp', `${WRANGLER_HEAD('4.6.0')}Downloading "avatars/42.webp" from "hearth-uploads".\n\n✘ [ERROR] The specified key does not exist.`, 1],
      ['prompt', 'x:ar-rtl', 'صفحة الألبوم لازم تدعم العربي، حط dir="auto" على العناوين والتعليقات'],
    ],
  },
  {
    machine: 'linux', project: 'hearth', start: '2026-03-03T11:00:00Z',
    steps: [
      ['fail', 'svelte-check', 'bunx tsc --noEmit', "src/lib/components/index.ts:1:38 - error TS2307: Cannot find module './PhotoCard.svelte' or its corresponding type declarations.\n\n1 export { default as PhotoCard } from './PhotoCard.svelte';\n                                       ~~~~~~~~~~~~~~~~~~~\n\n\nFound 1 error in src/lib/components/index.ts:1\n", 2, 'Type-check'],
      ['prompt', 'svelte-check', "tsc doesn't know .svelte files, the type check is bun run check (svelte-check)"],
      ['ok', 'bun run check'],
      ['fail', 'playwright-browsers', 'bunx playwright test', PW_MISSING('/home/dev/.cache/ms-playwright/chromium_headless_shell-1179/chrome-linux/headless_shell').replace('\nerror: script "test:e2e" exited with code 1', ''), 1],
      ['agent', 'playwright-browsers', 'Playwright browsers were missing after the @playwright/test bump; run `bunx playwright install --with-deps chromium` before the e2e suite'],
    ],
  },
  {
    machine: 'wsl', project: 'hearth', start: '2026-03-04T00:30:00Z',
    steps: [
      ['fail', 'crlf', 'bash scripts/seed-r2.sh', "scripts/seed-r2.sh: line 2: $'\\r': command not found\nscripts/seed-r2.sh: line 3: set: -\r: invalid option\nset: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]", 2],
      ['agent', 'crlf', 'scripts/seed-r2.sh had CRLF endings from a Windows checkout; shell scripts must be LF (`*.sh text eol=lf` in .gitattributes), fix with `git add --renormalize .`'],
      ['prompt', 'wsl-home', 'WSLでは/mnt/cの下で作業しないで。ホームのクローン(~/hearth)を使ってね、ファイル監視が効かないから'],
      ['fail', 'x:bun-install-network', 'bun install', 'bun install v1.2.13 (64ed68c9)\nerror: ConnectionRefused downloading package manifest @sveltejs/kit\nerror: ConnectionRefused downloading package manifest drizzle-orm', 1],
    ],
  },
  {
    machine: 'mac2', project: 'hearth', start: '2026-03-05T14:00:00Z',
    steps: [
      ['fail', 'mac-date', 'date -d @1767225600 +%F', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'mac-date', 'date -r 1767225600 on mac, -d is gnu'],
      ['fail', 'x:stat-missing', 'stat -f%z static/wasm/hearth_wasm_bg.wasm', 'stat: static/wasm/hearth_wasm_bg.wasm: stat: No such file or directory', 1],
      ['fail', 'x:zsh-typo', 'gti status', '(eval):1: command not found: gti', 127],
    ],
  },
  {
    machine: 'codex', project: 'hearth', start: '2026-03-06T09:00:00Z',
    steps: [
      ['fail', 'conventional-commits', 'git commit -m "fix upload"', COMMITLINT('fix upload', ['subject may not be empty [subject-empty]', 'type may not be empty [type-empty]']), 1],
      ['prompt', 'conventional-commits', 'conventional commits pls. fix(upload): ...'],
      ['ok', 'git commit -m "fix(upload): retry R2 put on 5xx"'],
      ['fail', 'x:commit-lint-staged', 'git commit -m "feat(upload): show progress bar"', "✔ Preparing lint-staged...\n❯ Running tasks for staged files...\n  ❯ package.json — 2 files\n    ❯ *.{ts,svelte} — 2 files\n      ✖ eslint --fix [FAILED]\n\n✖ eslint --fix:\n\n/home/dev/hearth/src/lib/upload.ts\n  12:7  error  'progress' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)\n\nhusky - pre-commit script failed (code 1)", 1],
      ['prompt', 'x:log-level', 'bump the log level to debug on the upload route while we chase this'],
    ],
  },
  {
    machine: 'winbash', project: 'hearth', start: '2026-03-09T08:00:00Z',
    steps: [
      ['fail', 'branch-main', 'git rebase origin/master', "fatal: invalid upstream 'origin/master'", 128],
      ['prompt', 'branch-main', 'ما في master عندنا، الفرع الرئيسي اسمه main'],
      ['ok', 'git rebase origin/main'],
      ['fail', 'kv-space', 'bunx wrangler kv:namespace list', KV_UNKNOWN('kv:namespace, list'), 1],
      ['prompt', 'kv-space', 'wrangler 4 dropped the colon commands. wrangler kv namespace list'],
      ['ok', 'bunx wrangler kv namespace list'],
    ],
  },
  {
    machine: 'mac', project: 'hearth', start: '2026-03-10T10:00:00Z',
    steps: [
      ['fail', 'wasm32-target', 'wasm-pack build crates/hearth-wasm --target web', '[INFO]: 🎯  Checking for the Wasm target...\nError: wasm32-unknown-unknown target not found in sysroot: "/opt/homebrew/Cellar/rust/1.86.0"\n\nUsed rustc from the following path: "/opt/homebrew/bin/rustc"\nIt looks like Rustup is not being used. For non-Rustup setups, the wasm32-unknown-unknown target needs to be installed manually. See https://rustwasm.github.io/wasm-pack/book/prerequisites/non-rustup-setups.html on how to do this.', 1],
      ['agent', 'wasm32-target', 'wasm-pack failed because wasm32-unknown-unknown is missing (rustc from Homebrew, not rustup); install rustup and `rustup target add wasm32-unknown-unknown`'],
      ['agent', 'wasm-target-web', 'Built hearth-wasm with wasm-pack default target (bundler), which vite cannot import; always `wasm-pack build --target web` (bun run build:wasm)'],
      ['prompt', 'dev-vars', 'secrets go in .dev.vars, not under vars in wrangler.jsonc. that file is committed!'],
    ],
  },
  {
    machine: 'linux', project: 'hearth', start: '2026-03-11T13:00:00Z',
    steps: [
      ['fail', 'bun-run-ts', 'ts-node scripts/backfill-exif.ts', '/bin/bash: line 1: ts-node: command not found', 127],
      ['prompt', 'bun-run-ts', 'just bun scripts/backfill-exif.ts, bun runs ts'],
      ['ok', 'bun scripts/backfill-exif.ts --dry-run'],
      ['fail', 'x:d1-sql-error', 'bunx wrangler d1 migrations apply hearth-db --local', `${WRANGLER_HEAD('4.6.0')}Migrations to be applied:\n┌────────────────────┐\n│ name               │\n├────────────────────┤\n│ 0009_add_tags.sql  │\n└────────────────────┘\n🌀 Executing on local database DB (3f1c0a52-9b6e-4d2f-a8c1-5e7d90b2c4aa) from .wrangler/state/v3/d1:\n\n✘ [ERROR] Migration 0009_add_tags.sql failed with the following errors:\n\n\n✘ [ERROR] near "EXISTS": syntax error at offset 27: SQLITE_ERROR`, 1],
      ['prompt', 'x:japanese-copy', 'トップのキャッチコピーを「家族の写真を、ひとつの場所に。」に変えて'],
    ],
  },
  {
    machine: 'wincodex7', project: 'hearth', start: '2026-03-12T07:30:00Z',
    steps: [
      ['fail', 'playwright-browsers', 'bun run test:e2e', PW_MISSING('C:\\Users\\sora\\AppData\\Local\\ms-playwright\\chromium_headless_shell-1179\\chrome-win\\headless_shell.exe'), 1],
      ['prompt', 'playwright-browsers', 'di nuovo mancano i browser di playwright... bunx playwright install chromium e riprova'],
      ['ok', 'bunx playwright install chromium'],
      ['prompt', 'x:playwright-retry', 'the upload e2e is flaky on webkit only, can you give that project retries: 2?'],
    ],
  },
  {
    machine: 'mac2', project: 'hearth', start: '2026-03-16T15:00:00Z',
    steps: [
      ['fail', 'svelte5-runes', 'bun run check', SVELTE_CHECK('/Users/kai', 'src/routes/albums/[slug]/+page.svelte', '9:2', '`$:` is not allowed in runes mode, use `$derived` or `$effect` instead\nhttps://svelte.dev/e/legacy_reactive_statement_invalid (svelte)', '  $: total = data.photos.length;'), 1],
      ['prompt', 'svelte5-runes', 'niente $: in svelte 5, usa $derived'],
      ['ok', 'bun run check'],
      ['fail', 'bun-run-ts', 'node scripts/backfill-exif.ts', "node:internal/modules/esm/resolve:838\n  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);\n        ^\n\nError [ERR_MODULE_NOT_FOUND]: Cannot find package '$lib' imported from /Users/kai/hearth/scripts/backfill-exif.ts\n    at packageResolve (node:internal/modules/esm/resolve:838:9)\n    at moduleResolve (node:internal/modules/esm/resolve:907:18) {\n  code: 'ERR_MODULE_NOT_FOUND'\n}\n\nNode.js v24.1.0", 1],
      ['fail', 'mac-stat', 'stat --format=%s build/server/index.js', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['ok', 'stat -f%z build/server/index.js'],
      ['agent', 'logger', 'Left console.log calls in src/hooks.server.ts; server code logs through `log` from $lib/server/log'],
      ['prompt', 'x:i18n-ja', 'aggiungi le traduzioni giapponesi per la pagina album, le chiavi sono in messages/it.json'],
    ],
  },
  {
    machine: 'linux', project: 'hearth', start: '2026-03-18T09:30:00Z',
    steps: [
      ['prompt', 'deploy-ci', 'non fare wrangler deploy dal portatile, il deploy lo fa la CI quando mergiamo su main'],
      ['agent', 'd1-remote', 'Applied migrations with `wrangler d1 migrations apply hearth-db --remote`, which hit production D1; locally always use --local, remote migrations run in the deploy workflow'],
      ['fail', 'cf-typegen', 'bun run check', SVELTE_CHECK('/home/dev', 'src/routes/api/albums/[slug]/cover/+server.ts', '11:38', "Property 'THUMBS_KV' does not exist on type 'Env'. Did you mean 'THUMBS'? (ts)", '    const cached = await platform.env.THUMBS_KV.get(slug);'), 1],
      ['ok', 'bun run cf-typegen'],
      ['prompt', 'x:svelte-a11y', 'fix the a11y warnings svelte-check prints for the lightbox'],
    ],
  },
  {
    machine: 'wincodex7', project: 'hearth', start: '2026-03-19T08:00:00Z',
    steps: [
      ['fail', 'wrangler-bunx', 'wrangler types', PS_TERM('wrangler'), 1],
      ['prompt', 'wrangler-bunx', "bunx wrangler. it's not global, same as always"],
      ['ok', 'bunx wrangler types'],
      ['fail', 'pwsh-which', 'which wasm-pack', PS_TERM('which'), 1],
      ['ok', 'Get-Command wasm-pack'],
    ],
  },
  {
    machine: 'mac', project: 'hearth', start: '2026-03-23T09:00:00Z',
    steps: [
      ['prompt', 'zsh-brackets', '[id] とか [slug] のパスはクォートしてね、zsh がグロブ展開しちゃう'],
      ['fail', 'svelte-check', 'bunx tsc --noEmit -p tsconfig.json', "src/routes/albums/[slug]/+page.ts:3:28 - error TS2307: Cannot find module './$types' or its corresponding type declarations.\n\n3 import type { PageLoad } from './$types';\n                             ~~~~~~~~~~\n\nsrc/lib/components/index.ts:1:38 - error TS2307: Cannot find module './PhotoCard.svelte' or its corresponding type declarations.\n\n\nFound 9 errors in 4 files.\n\nErrors  Files\n     2  src/lib/components/index.ts:1\n     3  src/routes/albums/[slug]/+page.ts:3\n     2  src/routes/photos/[id]/+page.server.ts:2\n     2  src/routes/+layout.ts:1", 2],
      ['prompt', 'svelte-check', 'tsc again? svelte-check. bun run check'],
      ['ok', 'bun run check'],
    ],
  },
  {
    machine: 'linux', project: 'hearth', start: '2026-03-25T10:00:00Z',
    steps: [
      ['fail', 'conventional-commits', 'git commit -m "feat: Add photo thumbnails"', COMMITLINT('feat: Add photo thumbnails', ['subject must not be sentence-case, start-case, pascal-case, upper-case [subject-case]']), 1],
      ['agent', 'conventional-commits', "Commit message 'feat: Add photo thumbnails' failed commitlint; messages are conventional commits with a scope and a lower-case subject, e.g. `feat(photos): add thumbnails`"],
      ['ok', 'git commit -m "feat(photos): add thumbnails"'],
      ['agent', 'force-with-lease', "Force-pushed feat/albums with `git push --force` after a rebase; use `--force-with-lease` so a teammate's push is not overwritten"],
      ['agent', 'drizzle-generate', 'Hand-wrote drizzle/migrations/0010_tags_index.sql; migrations are generated from src/lib/server/db/schema.ts with `bun run db:generate`'],
    ],
  },
  {
    machine: 'wsl', project: 'hearth', start: '2026-03-26T00:40:00Z',
    steps: [
      ['agent', 'wsl-home', 'Ran `bun run dev` from /mnt/c/Users/yuki/hearth; file watching does not work across the WSL boundary, the working copy is ~/hearth'],
      ['fail', 'x:rm-permission', 'rm -rf .wrangler/state', "rm: cannot remove '.wrangler/state/v3/d1/miniflare-D1DatabaseObject/8a1f0c2e5b7d4e3f.sqlite': Permission denied", 1],
      ['prompt', 'git-clean', 'لا تستخدم git clean -fdx أبداً، مسح ملف .dev.vars والداتابيز المحلية'],
    ],
  },
  {
    machine: 'winbash', project: 'hearth', start: '2026-03-30T08:15:00Z',
    steps: [
      ['prompt', 'dev-vars', 'le chiavi stanno in .dev.vars (è in .gitignore), mai nel wrangler.jsonc'],
      ['fail', 'wrangler-jsonc', `sed -i 's/compatibility_date = "2025-01-01"/compatibility_date = "2026-03-01"/' wrangler.toml`, 'sed: can\'t read wrangler.toml: No such file or directory', 2],
      ['agent', 'wrangler-jsonc', 'Edited wrangler.toml, which no longer exists; the Worker config is wrangler.jsonc'],
      ['fail', 'x:wasm-opt-download', 'bun run build:wasm', '$ wasm-pack build crates/hearth-wasm --target web --out-dir ../../src/lib/wasm\n[INFO]: 🎯  Checking for the Wasm target...\n[INFO]: 🌀  Compiling to Wasm...\n    Finished `release` profile [optimized] target(s) in 14.02s\n[INFO]: ⬇️  Installing wasm-bindgen...\nError: failed to download from https://github.com/WebAssembly/binaryen/releases/download/version_117/binaryen-version_117-x86_64-windows.tar.gz\nTo disable `wasm-opt`, add `wasm-opt = false` to your package metadata in your `Cargo.toml`.\nerror: script "build:wasm" exited with code 1', 1],
    ],
  },
  {
    machine: 'codex', project: 'hearth', start: '2026-04-02T09:00:00Z',
    steps: [
      ['fail', 'bun-test-e2e', 'bun test --coverage', BUN_TEST_PW('/home/dev', ' 14 pass\n 0 fail\n 1 error\nRan 14 tests across 7 files. [1.41s]\n----------------------|---------|---------|-------------------\nFile                  | % Funcs | % Lines | Uncovered Line #s\n----------------------|---------|---------|-------------------\nAll files             |   81.25 |   86.02 |'), 1],
      ['agent', 'bun-test-e2e', '`bun test` with no path also loaded e2e/*.spec.ts and Playwright refused; unit tests are `bun test src`, e2e is `bun run test:e2e`'],
      ['ok', 'bun test --coverage src'],
      ['fail', 'x:gh-auth', 'gh pr create --base main --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
    ],
  },
  {
    machine: 'wincodex7', project: 'hearth', start: '2026-04-06T07:20:00Z',
    steps: [
      ['prompt', 'logger', 'nei worker niente console.log, usa log da $lib/server/log'],
      ['fail', 'kv-space', 'bunx wrangler kv:key list --binding SESSIONS --local', KV_UNKNOWN('kv:key, list'), 1],
      ['ok', 'bunx wrangler kv key list --binding SESSIONS --local'],
      ['agent', 'cf-typegen', 'Added the THUMBS KV binding to wrangler.jsonc without regenerating worker-configuration.d.ts; run `bun run cf-typegen` after any binding change'],
      ['agent', 'svelte5-runes', 'Wrote `export let album` in AlbumHeader.svelte; components use Svelte 5 runes (`let { album } = $props()`)'],
    ],
  },
  {
    machine: 'mac', project: 'hearth', start: '2026-04-08T09:00:00Z',
    steps: [
      ['prompt', 'd1-remote', '--remote は本番の D1 だよ。試すなら --local で'],
      ['fail', 'x:wrangler-token', 'bunx wrangler tail hearth-staging', `${WRANGLER_HEAD('4.6.0')}\n✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work. Please go to https://developers.cloudflare.com/fundamentals/api/get-started/create-token/ for instructions on how to create an api token, and assign its value to CLOUDFLARE_API_TOKEN as an environment variable for wrangler to use.`, 1],
      ['prompt', 'drizzle-generate', "migrations are generated, not written by hand — drizzle/ belongs to drizzle-kit"],
      ['ok', 'bun run db:generate'],
    ],
  },
  {
    machine: 'linux', project: 'hearth', start: '2026-04-13T14:00:00Z',
    steps: [
      ['prompt', 'd1-remote', 'again with the --remote?! local. only.'],
      ['agent', 'deploy-ci', 'Ran `wrangler deploy` from the dev machine; production deploys only go through the GitHub Actions deploy workflow on merge to main'],
      ['agent', 'dev-vars', 'Put TURNSTILE_SECRET under vars in wrangler.jsonc; secrets belong in .dev.vars locally and `wrangler secret put` for deployed environments'],
    ],
  },
];

/** Windows machines: the hook sees backslash paths and Claude Code's C--Users-… project folder. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd)) return event;
  const win = (p) => p.replace(/\//g, '\\');
  const transcript = payload.transcript_path.replace(/\/\.claude\/projects\/C:-/, '/.claude/projects/C--');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(transcript) } };
}
