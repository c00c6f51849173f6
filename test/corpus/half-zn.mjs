// Half ZN of the evaluation corpus, written blind: "quill", an Express + TypeScript API on MongoDB
// (mongosh, migrate-mongo) and Redis, Yarn 1 classic workspaces with a React admin built with Vite
// (@quill/admin), deployed on Heroku and, from the end of September, on Render.
// Platforms: Windows laptops (nvm-windows; Windows PowerShell 5.1 through Codex, pwsh 7, Git Bash
// through Claude Code), WSL Ubuntu, Linux with bash, CI in a container.
// Languages: English, Spanish, French, Korean.

// Windows PowerShell 5.1: a command that does not exist.
const PS_NOT_FOUND = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
// PowerShell 7: the same, in its own wording.
const PWSH7_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
// Windows PowerShell 5.1 has no pipeline chain operators.
const PS_AND = (line) => {
  const at = line.indexOf('&&');
  return `At line:1 char:${at + 1}\n+ ${line}\n+ ${' '.repeat(at)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
};
const PS_SCRIPT_BLOCKED = (user, shim, line) => `${shim} : File C:\\Users\\${user}\\AppData\\Roaming\\npm\\${shim}.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(shim.length)}\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n`;
// Ubuntu (WSL) command-not-found handler.
const UBUNTU_NOT_FOUND = (name, hint) => `Command '${name}' not found, ${hint}`;

const MONGOSH_REFUSED = (port, db, logId) => `Current Mongosh Log ID:\t${logId}\nConnecting to:\t\tmongodb://127.0.0.1:${port}/${db}?directConnection=true&serverSelectionTimeoutMS=2000&appName=mongosh+2.3.1\nMongoNetworkError: connect ECONNREFUSED 127.0.0.1:${port}`;

const YARN_ENGINE = (got) => `yarn install v1.22.22\n[1/5] Validating package.json...\nerror quill@1.3.0: The engine "node" is incompatible with this module. Expected version ">=20.11 <21". Got "${got}"\nerror Found incompatible module.\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.`;

const YARN_NO_COMMAND = (version, name) => `yarn run v${version}\nerror Command "${name}" not found.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.`;

const JEST_DUP = (suite, test, index, key, counts) => ` FAIL  ${suite}\n  ● ${test}\n\n    MongoServerError: E11000 duplicate key error collection: quill_test.${index.split('.')[0]} index: ${index.split('.')[1]} dup key: ${key}\n\n      at InsertOneOperation.execute (node_modules/mongodb/src/operations/insert.ts:88:13)\n      at executeOperationAsync (node_modules/mongodb/src/operations/execute_operation.ts:201:14)\n      at seedFixtures (test/helpers/seed.ts:14:5)\n      at Object.<anonymous> (${suite}:12:5)\n\n${counts}\nSnapshots:   0 total\nTime:        9.412 s\nRan all test suites.\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.`;

const TEXT_INDEX = ` FAIL  src/routes/search.test.ts\n  ● GET /api/search › finds posts by words in the title\n\n    MongoServerError: text index required for $text query\n\n      at Connection.onMessage (node_modules/mongodb/src/cmap/connection.ts:421:18)\n      at Connection.sendCommand (node_modules/mongodb/src/cmap/connection.ts:335:7)\n      at searchPosts (src/services/search.ts:19:20)\n      at Object.<anonymous> (src/routes/search.test.ts:22:17)\n\n  ● GET /api/search › ranks exact title matches first\n\n    MongoServerError: text index required for $text query\n\n      at Connection.onMessage (node_modules/mongodb/src/cmap/connection.ts:421:18)\n      at searchPosts (src/services/search.ts:19:20)\n\nTest Suites: 1 failed, 1 total\nTests:       2 failed, 2 total\nSnapshots:   0 total\nTime:        3.107 s\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.`;

const PENDING_MIGRATIONS = `yarn run v1.22.22\n$ tsx watch src/index.ts\n[quill] connected to mongodb://localhost:27018/quill_dev\n[quill] fatal: 2 pending migrations:\n  - 20260902110000-add-posts-text-index.js\n  - 20260914163000-backfill-post-slugs.js\nRun \`yarn migrate:up\` before starting the API.\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.`;

const TS_NODE_EXT = `TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for /home/dev/quill/src/scripts/backfill-slugs.ts\n    at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:160:9)\n    at defaultGetFormat (node:internal/modules/esm/get_format:203:36)\n    at defaultLoad (node:internal/modules/esm/load:143:22)\n    at async ModuleLoader.load (node:internal/modules/esm/loader:409:7)\n    at async ModuleLoader.moduleProvider (node:internal/modules/esm/loader:291:45) {\n  code: 'ERR_UNKNOWN_FILE_EXTENSION'\n}\n\nNode.js v20.11.1`;

const ESBUILD_PLATFORM = `failed to load config from /mnt/c/Users/yuki/code/quill/admin/vite.config.ts\nerror when starting dev server:\nError: \nYou installed esbuild for another platform than the one you're currently using.\nThis won't work because esbuild is written with native code and needs to\ninstall a platform-specific binary executable.\n\nSpecifically the "@esbuild/win32-x64" package is present but this platform\nneeds the "@esbuild/linux-x64" package instead. People often get into this\nsituation by installing esbuild on Windows or macOS and copying "node_modules"\ninto a Docker image that runs Linux, or by copying "node_modules" between\nWindows and WSL environments.\n\n    at generateBinPath (/mnt/c/Users/yuki/code/quill/node_modules/esbuild/lib/main.js:1885:17)\n    at esbuildCommandAndArgs (/mnt/c/Users/yuki/code/quill/node_modules/esbuild/lib/main.js:1966:33)\n    at ensureServiceIsRunning (/mnt/c/Users/yuki/code/quill/node_modules/esbuild/lib/main.js:2130:25)\nerror Command failed with exit code 1.`;

const NVM_WIN_USAGE = `\nRunning version 1.1.12.\n\nUsage:\n\n  nvm arch                     : Show if node is running in 32 or 64 bit mode.\n  nvm current                  : Display active version.\n  nvm debug                    : Check the NVM4W process for known problems (troubleshooter).\n  nvm install <version> [arch] : The version can be a specific version, "latest" for the latest current version, or "lts" for the\n                                 most recent LTS version. Optionally specify whether to install the 32 or 64 bit version (defaults\n                                 to system arch).\n  nvm list [available]         : List the node.js installations. Type "available" at the end to see what can be installed. Aliased as ls.\n  nvm on                       : Enable node.js version management.\n  nvm off                      : Disable node.js version management.\n  nvm uninstall <version>      : The version must be a specific version.\n  nvm use [version] [arch]     : Switch to use the specified version. Optionally use "latest", "lts", or "newest".\n                                 "newest" is the latest installed version. Optionally specify 32/64bit architecture.\n  nvm root [path]              : Set the directory where nvm should store different versions of node.js.\n  nvm version                  : Displays the current running version of nvm for Windows. Aliased as v.\n`;

const HEROKU_NO_APP_OLD = ` ›   Error: Missing required flag:\n ›     -a, --app APP  app to run command against\n ›   See more help with --help`;
const HEROKU_NO_APP_NEW = ` ›   Error: Missing required flag app\n ›   See more help with --help`;

const GIT_REMOTE = 'github.com:quill-app/quill.git';

export const SESSIONS = [
  // ---------------------------------------------------------------- week 1 (Heroku)
  {
    machine: 'linux', project: 'quill', start: '2026-09-07T08:30:00Z',
    steps: [
      ['fail', 'yarn', 'npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error Run "npm help ci" for more info\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-09-07T08_33_12_418Z-debug-0.log', 1, 'Install dependencies'],
      ['prompt', 'yarn', 'no, yarn. this is a yarn classic repo (1.22), yarn.lock is the lockfile'],
      ['ok', 'yarn install --frozen-lockfile'],
      ['fail', 'mongosh', 'mongo "mongodb://localhost:27018/quill_dev" --eval "db.posts.countDocuments()"', 'bash: mongo: command not found', 127, 'Count posts in the dev database'],
      ['prompt', 'mongosh', 'the mongo shell is gone since 6.0, it is mongosh'],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-09-07T13:10:00Z',
    steps: [
      ['fail', 'exec-policy', 'yarn install', PS_SCRIPT_BLOCKED('joao', 'yarn', 'yarn install')],
      ['prompt', 'exec-policy', 'usa yarn.cmd, en estos portátiles la execution policy bloquea los .ps1 y IT no la va a cambiar'],
      ['fail', 'ps-and', 'yarn.cmd install && yarn.cmd build', PS_AND('yarn.cmd install && yarn.cmd build')],
      ['prompt', 'ps-and', 'powershell 5.1 here, no &&. use ; or just run them one at a time'],
      ['ok', 'yarn.cmd install; yarn.cmd build'],
    ],
  },
  {
    machine: 'wsl', project: 'quill', start: '2026-09-08T09:00:00Z',
    steps: [
      ['fail', 'wsl-clone', 'cd /mnt/c/Users/yuki/code/quill && ./scripts/bootstrap.sh', "/usr/bin/env: 'bash\\r': No such file or directory", 127, 'Bootstrap the local environment'],
      ['prompt', 'wsl-clone', 'work in ~/quill inside wsl, not the /mnt/c checkout. that one is the windows clone, CRLF endings and a slow fs'],
      ['fail', 'compose-v2', 'docker-compose up -d mongo redis', UBUNTU_NOT_FOUND('docker-compose', "but can be installed with:\n\nsudo snap install docker          # version 24.0.5, or\nsudo apt  install docker-compose  # version 1.29.2-1\n\nSee 'snap info docker' for additional versions."), 127, 'Start Mongo and Redis'],
      ['prompt', 'compose-v2', "compose v2: docker compose, with a space. the hyphen one isn't installed anywhere"],
      ['ok', 'docker compose up -d mongo redis'],
      ['fail', 'node20', 'yarn install', YARN_ENGINE('22.11.0'), 1, 'Install dependencies'],
      ['agent', 'node20', 'yarn install failed on Node 22.11.0: this repo pins Node 20.11.1 (.nvmrc and engines), so nvm use 20.11.1 before installing.'],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-09-08T14:20:00Z',
    steps: [
      ['fail', 'mongo-port', 'mongosh quill_dev --quiet --eval "db.posts.countDocuments()"', MONGOSH_REFUSED(27017, 'quill_dev', '66dd9b41c2a7e3f01b9d5e12')],
      ['prompt', 'mongo-port', 'our compose maps mongo to 27018. 27017 is the old local install that half of us still have'],
      ['ok', 'mongosh "mongodb://localhost:27018/quill_dev" --quiet --eval "db.posts.countDocuments()"'],
      ['fail', 'jest-inband', 'yarn jest', JEST_DUP('src/routes/auth.test.ts', 'POST /api/auth/register › creates a user', 'users.email_1', '{ email: "admin@quill.test" }', 'Test Suites: 1 failed, 11 passed, 12 total\nTests:       1 failed, 63 passed, 64 total')],
      ['prompt', 'jest-inband', 'jest has to run with --runInBand, every suite shares the quill_test db'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-09T10:00:00Z',
    steps: [
      ['prompt', 'x:health-endpoint', 'add a /health route that pings mongo and redis and returns 503 if either one is down'],
      ['fail', 'x:port-in-use', 'yarn dev', "yarn run v1.22.22\n$ tsx watch src/index.ts\nnode:events:497\n      throw er; // Unhandled 'error' event\n      ^\n\nError: listen EADDRINUSE: address already in use :::3000\n    at Server.setupListenHandle [as _listen2] (node:net:1872:16)\n    at listenInCluster (node:net:1920:12)\n    at Server.listen (node:net:2008:7)\n    at Function.listen (/home/dev/quill/node_modules/express/lib/application.js:635:24)\n    at main (/home/dev/quill/src/index.ts:41:7)\nEmitted 'error' event on Server instance at:\n    at emitErrorNT (node:net:1899:8)\n    at process.processTicksAndRejections (node:internal/process/task_queues:82:21) {\n  code: 'EADDRINUSE',\n  errno: -98,\n  syscall: 'listen',\n  address: '::',\n  port: 3000\n}\n\nNode.js v20.11.1\nerror Command failed with exit code 1.", 1, 'Start the API'],
      ['fail', 'local-bins', 'tsc --noEmit', 'bash: tsc: command not found', 127, 'Typecheck'],
      ['prompt', 'local-bins', "nothing's installed globally here, go through yarn: yarn tsc --noEmit"],
      ['ok', 'yarn tsc --noEmit'],
    ],
  },
  {
    machine: 'wincodex', project: 'quill', start: '2026-09-09T15:00:00Z',
    steps: [
      ['fail', 'curl-exe', 'curl -X POST http://localhost:3000/api/auth/login -H "Content-Type: application/json" -d \'{"email":"admin@quill.test","password":"admin"}\'', "Invoke-WebRequest : A parameter cannot be found that matches parameter name 'X'.\nAt line:1 char:6\n+ curl -X POST http://localhost:3000/api/auth/login -H \"Content-Type: a ...\n+      ~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n"],
      ['prompt', 'curl-exe', 'curl is an alias for Invoke-WebRequest in ps 5.1. type curl.exe'],
      ['ok', 'curl.exe -s -X POST http://localhost:3000/api/auth/login -H "Content-Type: application/json" -d "{\\"email\\":\\"admin@quill.test\\",\\"password\\":\\"admin\\"}"'],
      ['fail', 'rg', 'grep -rn "TODO" src', PS_NOT_FOUND('grep', 'grep -rn "TODO" src')],
      ['prompt', 'rg', 'no grep on windows, use rg (ripgrep is installed on every machine)'],
      ['ok', 'rg -n TODO src'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-10T08:40:00Z',
    steps: [
      ['fail', 'heroku-app', 'heroku logs --tail', HEROKU_NO_APP_OLD, 2, 'Tail staging logs'],
      ['prompt', 'heroku-app', "always -a quill-api-staging, there's no default app"],
      ['prompt', 'x:heroku-logs-request', 'pull the heroku logs around 14:00 yesterday for quill-api-staging, users saw 502s on /api/posts'],
      ['ok', 'heroku logs -a quill-api-staging -n 1500'],
      ['fail', 'develop-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1, 'Switch to the main branch'],
      ['prompt', 'develop-branch', "there's no main, we work off develop"],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-09-10T13:30:00Z',
    steps: [
      ['fail', 'ps-rm', 'rm -rf node_modules', "Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ rm -rf node_modules\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand\n"],
      ['prompt', 'ps-rm', 'rm -rf isnt a thing in powershell. Remove-Item -Recurse -Force node_modules'],
      ['fail', 'x:rm-locked', 'Remove-Item -Recurse -Force node_modules', "Remove-Item : Cannot remove item C:\\Users\\joao\\quill\\node_modules\\@esbuild\\win32-x64\\esbuild.exe: Access to the path 'esbuild.exe' is denied.\nAt line:1 char:1\n+ Remove-Item -Recurse -Force node_modules\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : PermissionDenied: (esbuild.exe:FileInfo) [Remove-Item], UnauthorizedAccessException\n    + FullyQualifiedErrorId : RemoveFileSystemItemUnAuthorizedAccess,Microsoft.PowerShell.Commands.RemoveItemCommand\n"],
      ['ok', 'Remove-Item -Recurse -Force node_modules'],
      ['fail', 'cross-env', 'NODE_ENV=test yarn.cmd jest --runInBand', PS_NOT_FOUND('NODE_ENV=test', 'NODE_ENV=test yarn.cmd jest --runInBand')],
      ['prompt', 'cross-env', 'that syntax only works in bash. on windows put cross-env in front: yarn.cmd cross-env NODE_ENV=test jest --runInBand (or just yarn.cmd test, which already does it)'],
    ],
  },
  {
    machine: 'wsl', project: 'quill', start: '2026-09-11T09:15:00Z',
    steps: [
      ['fail', 'redis-docker', "redis-cli -p 6380 KEYS 'session:*'", UBUNTU_NOT_FOUND('redis-cli', 'but can be installed with:\n\nsudo apt install redis-tools'), 127, 'List session keys'],
      ['prompt', 'redis-docker', 'redis only lives in the container: docker exec quill-redis redis-cli ...'],
      ['fail', 'x:redis-noauth', "docker exec quill-redis redis-cli KEYS 'session:*'", '(error) NOAUTH Authentication required.', 1, 'List session keys'],
      ['ok', 'docker exec quill-redis sh -c \'redis-cli -a "$REDIS_PASSWORD" --no-auth-warning KEYS "session:*"\''],
      ['prompt', 'x:redis-ttl', 'cache the GET /api/posts list in redis for 60s, keyed by the query string'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-11T14:00:00Z',
    steps: [
      ['fail', 'migrate-first', 'yarn jest --runInBand src/routes/search.test.ts', TEXT_INDEX, 1, 'Run the search tests'],
      ['prompt', 'migrate-first', 'run yarn migrate:up first, the text index comes from a migration'],
      ['ok', 'yarn migrate:up'],
      ['fail', 'x:jest-assertion', 'yarn jest --runInBand src/routes/posts.test.ts', " FAIL  src/routes/posts.test.ts\n  ● POST /api/posts › creates a draft with a generated slug\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 201\n    Received: 400\n\n      27 |       .send({ title: 'Hello, Quill!', body: 'first' });\n      28 |\n    > 29 |     expect(res.status).toBe(201);\n         |                        ^\n      30 |     expect(res.body.slug).toBe('hello-quill');\n      31 |   });\n\n      at Object.<anonymous> (src/routes/posts.test.ts:29:24)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 7 passed, 8 total\nSnapshots:   0 total\nTime:        4.88 s\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.", 1, 'Run the posts tests'],
    ],
  },
  // ---------------------------------------------------------------- week 2
  {
    machine: 'winps', project: 'quill', start: '2026-09-14T08:50:00Z',
    steps: [
      ['fail', 'nvm-windows', 'nvm use', NVM_WIN_USAGE],
      ['prompt', 'nvm-windows', "nvm-windows doesn't read .nvmrc, give it the full version: nvm use 20.11.1"],
      ['ok', 'nvm use 20.11.1'],
      ['fail', 'which-ps', 'which node', PS_NOT_FOUND('which', 'which node')],
      ['prompt', 'which-ps', 'which doesnt exist in powershell -> Get-Command node (or where.exe node)'],
    ],
  },
  {
    machine: 'wsl', project: 'quill', start: '2026-09-14T13:40:00Z',
    steps: [
      ['fail', 'yarn-dlx', 'yarn dlx npm-check-updates', YARN_NO_COMMAND('1.22.22', 'dlx'), 1, 'Check for outdated dependencies'],
      ['prompt', 'yarn-dlx', 'yarn 1 has no dlx, just npx it'],
      ['fail', 'x:yarn-typo', 'yarn tets --runInBand', YARN_NO_COMMAND('1.22.22', 'tets'), 1, 'Run the tests'],
      ['fail', 'tsx', 'yarn ts-node src/scripts/reindex.ts', YARN_NO_COMMAND('1.22.22', 'ts-node'), 1, 'Rebuild the search index'],
      ['prompt', 'tsx', 'we dropped ts-node months ago, scripts run with tsx: yarn tsx src/scripts/reindex.ts'],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-09-15T09:30:00Z',
    steps: [
      ['fail', 'admin-workspace', 'yarn workspace admin dev', 'yarn workspace v1.22.22\nerror Unknown workspace "admin".\ninfo Visit https://yarnpkg.com/en/docs/cli/workspace for documentation about this command.'],
      ['agent', 'admin-workspace', 'yarn workspace admin failed: the admin package is named @quill/admin, so it is yarn workspace @quill/admin <script>.'],
      ['ok', 'yarn workspace @quill/admin build'],
      ['fail', 'x:vite-missing-import', 'yarn workspace @quill/admin build', 'yarn workspace v1.22.22\nyarn run v1.22.22\n$ vite build\nvite v5.4.8 building for production...\ntransforming...\n✓ 212 modules transformed.\nx Build failed in 1.84s\nerror during build:\n[vite]: Rollup failed to resolve import "./components/PostTabel" from "/home/dev/quill/admin/src/pages/Posts.tsx".\nThis is most likely unintended because it can break your application at runtime.\nIf you do want to externalize this module explicitly add it to\n`build.rollupOptions.external`\n    at viteWarn (file:///home/dev/quill/node_modules/vite/dist/node/chunks/dep-CDnG8rE7.js:65589:17)\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.\nerror Command failed.\nExit code: 1'],
      ['prompt', 'x:admin-sort', 'in the admin posts table, make the columns sortable (title, author, updated)'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-15T15:10:00Z',
    steps: [
      ['prompt', 'migrate-down', 'never run migrate down against staging. if a migration is bad we write a new one that goes forward'],
      ['prompt', 'x:index-migration', 'write a migrate-mongo migration that adds a unique index on users.email with a case-insensitive collation'],
      ['ok', 'yarn migrate:create add-users-email-ci-index'],
      ['fail', 'x:migration-bug', 'yarn migrate:up', "yarn run v1.22.22\n$ migrate-mongo up -f migrate-mongo-config.cjs\nMIGRATED UP: 20260902110000-add-posts-text-index.js\nERROR: Could not migrate up 20260914163000-backfill-post-slugs.js: Cannot read properties of undefined (reading 'toLowerCase') TypeError: Cannot read properties of undefined (reading 'toLowerCase')\n    at slugify (/home/dev/quill/migrations/20260914163000-backfill-post-slugs.js:6:6)\n    at /home/dev/quill/migrations/20260914163000-backfill-post-slugs.js:15:32\n    at FindCursor.forEach (/home/dev/quill/node_modules/mongodb/lib/cursor/abstract_cursor.js:247:17)\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.", 1, 'Apply migrations'],
      ['fail', 'db-name', 'mongosh "mongodb://localhost:27018/quill" --quiet --eval \'db.users.findOne({ email: "admin@quill.test" })._id\'', "TypeError: Cannot read properties of null (reading '_id')", 1, 'Find the admin user id'],
      ['prompt', 'db-name', "wrong database. dev data lives in quill_dev, `quill` is an empty leftover from the first prototype"],
    ],
  },
  {
    machine: 'wincodex7', project: 'quill', start: '2026-09-16T10:00:00Z',
    steps: [
      ['fail', 'rg', 'grep -rl "process.env" admin/src', PWSH7_NOT_FOUND('grep')],
      ['prompt', 'rg', '파워쉘에는 grep 없어요. rg 쓰세요'],
      ['fail', 'ps-rm', 'rm -rf admin/dist', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'."],
      ['agent', 'ps-rm', 'rm -rf fails in PowerShell because rm is Remove-Item; use Remove-Item -Recurse -Force <path>.'],
      ['fail', 'vite-env', 'yarn workspace @quill/admin tsc --noEmit', "yarn workspace v1.22.22\nyarn run v1.22.22\n$ C:\\Users\\sora\\quill\\node_modules\\.bin\\tsc --noEmit\nsrc/api/client.ts:3:17 - error TS2580: Cannot find name 'process'. Do you need to install type definitions for node? Try `npm i --save-dev @types/node`.\n\n3 const baseURL = process.env.API_URL ?? 'http://localhost:3000';\n                  ~~~~~~~\n\n\nFound 1 error in src/api/client.ts:3\n\nerror Command failed with exit code 2.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.\nerror Command failed.\nExit code: 2"],
      ['prompt', 'vite-env', "admin is vite: import.meta.env.VITE_API_URL. process.env doesn't exist in the browser"],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-09-16T14:30:00Z',
    steps: [
      ['fail', 'x:nvm-download', 'nvm install 20.11.1', 'Downloading node.js version 20.11.1 (64-bit)...\nError while downloading https://nodejs.org/dist/v20.11.1/win-x64/node.exe - Get "https://nodejs.org/dist/v20.11.1/win-x64/node.exe": dial tcp: lookup nodejs.org: no such host\nCould not download node.js v20.11.1 64-bit executable.'],
      ['fail', 'exec-policy', 'npx tsx src/scripts/seed.ts', PS_SCRIPT_BLOCKED('joao', 'npx', 'npx tsx src/scripts/seed.ts')],
      ['prompt', 'exec-policy', 'the .ps1 thing again. leave the execution policy alone, npx.cmd / yarn.cmd like always'],
      ['ok', 'yarn.cmd tsx src/scripts/seed.ts'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-17T09:00:00Z',
    steps: [
      ['fail', 'heroku-app', 'heroku config:get REDIS_URL', HEROKU_NO_APP_NEW, 2, 'Read the staging Redis URL'],
      ['agent', 'heroku-app', 'heroku commands need -a quill-api-staging (or -a quill-api-prod); this repo has no default app.'],
      ['fail', 'x:heroku-auth', 'heroku releases -a quill-api-staging', ' ›   Error: Invalid credentials provided.\n ›\n ›   Error ID: unauthorized\nheroku: Press any key to open up the browser to login or q to exit: ', 1, 'List staging releases'],
      ['ok', 'docker exec quill-redis sh -c \'redis-cli -a "$REDIS_PASSWORD" --no-auth-warning DBSIZE\''],
      ['prompt', 'no-flushall', 'WHOA no FLUSHALL. the bull queues and the sessions live in that same redis'],
    ],
  },
  {
    machine: 'wsl', project: 'quill', start: '2026-09-17T13:20:00Z',
    steps: [
      ['fail', 'wsl-clone', 'cd /mnt/c/Users/yuki/code/quill && yarn workspace @quill/admin dev', ESBUILD_PLATFORM, 1, 'Start the admin dev server'],
      ['prompt', 'wsl-clone', "depuis WSL tu bosses dans ~/quill, pas dans /mnt/c — là-bas c'est le clone Windows avec les node_modules win32"],
      ['fail', 'x:docker-wsl-integration', 'docker compose up -d mongo redis', "The command 'docker' could not be found in this WSL 2 distro.\nWe recommend to activate the WSL integration in Docker Desktop settings.\n\nFor details about using Docker Desktop with WSL 2, visit:\n\nhttps://docs.docker.com/go/wsl2/", 1, 'Start Mongo and Redis'],
      ['fail', 'mongosh', 'mongo --port 27018 quill_dev --eval "db.users.countDocuments()"', UBUNTU_NOT_FOUND('mongo', "did you mean:\n  command 'mono' from deb mono-runtime (6.8.0.105+dfsg-3.2)\nTry: sudo apt install <deb name>"), 127, 'Count users'],
      ['prompt', 'mongosh', "c'est mongosh maintenant, le vieux shell mongo n'est installé nulle part"],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-09-18T09:40:00Z',
    steps: [
      ['fail', 'develop-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'develop-branch', "develop. it's always develop here"],
      ['ok', 'git rebase origin/develop'],
      ['fail', 'x:push-rejected', 'git push origin feature/post-drafts', `To ${GIT_REMOTE}\n ! [rejected]        feature/post-drafts -> feature/post-drafts (fetch first)\nerror: failed to push some refs to '${GIT_REMOTE}'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.`, 1],
      ['prompt', 'x:force-question', "before you do anything: what's the actual difference between --force and --force-with-lease on a feature branch?"],
    ],
  },
  {
    machine: 'winbash', project: 'quill', start: '2026-09-18T14:00:00Z',
    steps: [
      ['fail', 'redis-docker', "redis-cli -n 2 KEYS 'cache:*'", 'bash: redis-cli: command not found', 127, 'List cache keys'],
      ['agent', 'redis-docker', "redis-cli isn't installed on the dev machines; Redis runs in the quill-redis container, so use docker exec quill-redis redis-cli ..."],
      ['ok', "docker exec quill-redis sh -c 'redis-cli -a \"$REDIS_PASSWORD\" --no-auth-warning -n 2 --scan --pattern \"cache:*\"'"],
      ['prompt', 'x:iso-dates', 'dates in the API responses should be ISO 8601 strings in UTC, not epoch millis'],
    ],
  },
  // ---------------------------------------------------------------- week 3
  {
    machine: 'wincodex', project: 'quill', start: '2026-09-21T09:00:00Z',
    steps: [
      ['fail', 'which-ps', 'which yarn', PS_NOT_FOUND('which', 'which yarn')],
      ['agent', 'which-ps', 'PowerShell has no which; use Get-Command yarn or where.exe yarn.'],
      ['fail', 'curl-exe', 'curl -H "Authorization: Bearer dev-token" http://localhost:3000/api/posts', "Invoke-WebRequest : Cannot bind parameter 'Headers'. Cannot convert the \"Authorization: Bearer dev-token\" value of type \"System.String\" to type \"System.Collections.IDictionary\".\nAt line:1 char:9\n+ curl -H \"Authorization: Bearer dev-token\" http://localhost:3000/api/p ...\n+         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n"],
      ['prompt', 'curl-exe', 'curl.exe. again'],
      ['fail', 'x:curl-401', 'curl.exe -s -f http://localhost:3000/api/admin/users', 'curl: (22) The requested URL returned error: 401', 22],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-21T13:30:00Z',
    steps: [
      ['fail', 'tsx', 'npx ts-node src/scripts/backfill-slugs.ts', TS_NODE_EXT, 1, 'Run the slug backfill'],
      ['prompt', 'tsx', 'tsx. not ts-node. yarn tsx src/scripts/backfill-slugs.ts'],
      ['fail', 'local-bins', 'eslint src --ext .ts', 'bash: eslint: command not found', 127, 'Lint the API'],
      ['agent', 'local-bins', "eslint and tsc aren't installed globally; run the repo's copies through yarn (yarn eslint, yarn tsc)."],
      ['fail', 'x:eslint-error', 'yarn eslint src --ext .ts', "yarn run v1.22.22\n$ /home/dev/quill/node_modules/.bin/eslint src --ext .ts\n\n/home/dev/quill/src/services/cache.ts\n  18:9  error  'ttl' is assigned a value but never used  @typescript-eslint/no-unused-vars\n  31:5  error  Promises must be awaited, end with a call to .catch, end with a call to .then with a rejection handler or be explicitly marked as ignored with the `void` operator  @typescript-eslint/no-floating-promises\n\n✖ 2 problems (2 errors, 0 warnings)\n\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.", 1, 'Lint the API'],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-09-22T10:00:00Z',
    steps: [
      ['fail', 'cross-env', 'yarn.cmd test:e2e', "yarn run v1.22.22\n$ NODE_ENV=test jest -c jest.e2e.config.ts --runInBand\n'NODE_ENV' is not recognized as an internal or external command,\noperable program or batch file.\nerror Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command."],
      ['prompt', 'cross-env', 'scripts need cross-env in front of env vars or they break on windows. fix test:e2e like the others'],
      ['fail', 'ps-and', 'cd admin && yarn.cmd build', PS_AND('cd admin && yarn.cmd build')],
      ['prompt', 'ps-and', 'otra vez && ... en powershell 5 no existe, sepáralo con ;'],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-09-22T15:00:00Z',
    steps: [
      ['fail', 'jest-inband', 'yarn jest src/routes', JEST_DUP('src/routes/posts.test.ts', 'GET /api/posts/:slug › returns the post', 'posts.slug_1', '{ slug: "hello-quill" }', 'Test Suites: 2 failed, 5 passed, 7 total\nTests:       3 failed, 38 passed, 41 total')],
      ['agent', 'jest-inband', 'Jest suites share the quill_test database and collide on unique indexes when run in parallel; always yarn jest --runInBand.'],
      ['fail', 'heroku-app', 'heroku ps:restart worker', HEROKU_NO_APP_NEW, 2],
      ['prompt', 'heroku-app', 'la app es quill-api-staging, pásale -a siempre'],
    ],
  },
  {
    machine: 'wsl', project: 'quill', start: '2026-09-23T09:20:00Z',
    steps: [
      ['fail', 'migrate-first', 'yarn dev', PENDING_MIGRATIONS, 1, 'Start the API'],
      ['prompt', 'migrate-first', "t'as pas lancé les migrations. yarn migrate:up d'abord, à chaque fois que tu pars d'une base vide"],
      ['fail', 'x:compose-port-taken', 'docker compose up -d', "[+] Running 2/3\n ✔ Network quill_default  Created\n ✔ Container quill-redis  Started\n ✘ Container quill-mongo  Error\nError response from daemon: driver failed programming external connectivity on endpoint quill-mongo (6b1d0c0e2f4a9a73d5e1c8f0b2a4d6e8f1a3c5b7d9e0f2a4c6b8d0e2f4a6c8b0): Bind for 0.0.0.0:27018 failed: port is already allocated", 1, 'Start the stack'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-24T10:00:00Z',
    steps: [
      ['fail', 'node20', 'yarn install', YARN_ENGINE('18.19.1'), 1, 'Install dependencies'],
      ['prompt', 'node20', 'we pin node 20.11.1 (.nvmrc). nvm use before anything else'],
      ['fail', 'x:yarn-network', 'yarn install', `yarn install v1.22.22\n[1/5] Validating package.json...\n[2/5] Resolving packages...\n[3/5] Fetching packages...\ninfo There appears to be trouble with your network connection. Retrying...\ninfo There appears to be trouble with your network connection. Retrying...\ninfo There appears to be trouble with your network connection. Retrying...\nerror An unexpected error occurred: "https://registry.yarnpkg.com/mongodb/-/mongodb-6.8.0.tgz: ESOCKETTIMEDOUT".\ninfo If you think this is a bug, please open a bug report with the information provided in "/home/dev/quill/yarn-error.log".\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.`, 1, 'Install dependencies'],
      ['fail', 'no-force-push', 'git push --force-with-lease origin develop', `remote: error: GH006: Protected branch update failed for refs/heads/develop.\nremote: error: Cannot force-push to this branch\nTo ${GIT_REMOTE}\n ! [remote rejected] develop -> develop (protected branch hook declined)\nerror: failed to push some refs to '${GIT_REMOTE}'`, 1, 'Push the rebased develop'],
      ['prompt', 'no-force-push', "don't ever push --force to develop. not even with lease. other people build on it"],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-25T14:00:00Z',
    steps: [
      ['prompt', 'x:es-request', '¿puedes añadir paginación al GET /api/posts? 20 por página, con ?page= y ?limit='],
      ['fail', 'x:tsc-error', 'yarn tsc --noEmit', "yarn run v1.22.22\n$ /home/dev/quill/node_modules/.bin/tsc --noEmit\nsrc/routes/posts.ts:58:9 - error TS2322: Type 'string | undefined' is not assignable to type 'number'.\n  Type 'undefined' is not assignable to type 'number'.\n\n58         limit: req.query.limit as string | undefined,\n           ~~~~~\n\n  src/services/posts.ts:12:3\n    12   limit: number;\n         ~~~~~\n    The expected type comes from property 'limit' which is declared here on type 'ListOptions'\n\n\nFound 1 error in src/routes/posts.ts:58\n\nerror Command failed with exit code 2.", 2, 'Typecheck'],
      ['prompt', 'yarn-verify', 'run yarn verify before every push pls, CI caught lint on your branch again'],
    ],
  },
  // ---------------------------------------------------------------- week 4 (moved to Render on 2026-09-26)
  {
    machine: 'codex', project: 'quill', start: '2026-09-29T09:00:00Z',
    steps: [
      ['fail', 'render', 'git push heroku develop', "fatal: 'heroku' does not appear to be a git repository\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", 128],
      ['prompt', 'render', '이제 heroku 안 써요 ㅋㅋ render로 옮겼잖아요. develop에 머지되면 자동 배포돼요'],
      ['ok', 'git push origin feature/pagination'],
      ['fail', 'admin-workspace', 'yarn workspace quill-admin build', 'yarn workspace v1.22.22\nerror Unknown workspace "quill-admin".\ninfo Visit https://yarnpkg.com/en/docs/cli/workspace for documentation about this command.'],
      ['prompt', 'admin-workspace', '워크스페이스 이름은 @quill/admin 이에요. yarn workspace @quill/admin build 로 돌려주세요'],
    ],
  },
  {
    machine: 'linux', project: 'quill', start: '2026-09-29T14:10:00Z',
    steps: [
      ['fail', 'render', 'heroku run yarn migrate:up -a quill-api-staging', " ›   Error: Couldn't find that app.\n ›\n ›   Error ID: not_found", 1, 'Run migrations on staging'],
      ['prompt', 'render', "heroku's dead since friday, the apps are deleted. one-off jobs go through the render shell now"],
      ['agent', 'render', 'Heroku was shut down after the move to Render: no heroku CLI or git remote; staging deploys automatically from develop on Render and one-off jobs run in the Render shell.'],
      ['prompt', 'x:render-oom', "last night's render deploy died in the admin vite build with 'JavaScript heap out of memory'. can you look at the build command?"],
    ],
  },
  {
    machine: 'wsl', project: 'quill', start: '2026-09-30T09:30:00Z',
    steps: [
      ['fail', 'x:mongo-down', 'mongosh "mongodb://localhost:27018/quill_dev" --quiet --eval "db.posts.countDocuments()"', 'MongoNetworkError: connect ECONNREFUSED 127.0.0.1:27018', 1, 'Count posts'],
      ['ok', 'docker compose up -d mongo redis'],
      ['fail', 'redis-docker', 'redis-cli ping', UBUNTU_NOT_FOUND('redis-cli', 'but can be installed with:\n\nsudo apt install redis-tools'), 127, 'Check Redis'],
      ['prompt', 'redis-docker', "same as before: there's no redis-cli on the host, it's docker exec quill-redis redis-cli"],
      ['fail', 'wsl-clone', 'cd /mnt/c/Users/yuki/code/quill && ./scripts/wait-for-mongo.sh', "./scripts/wait-for-mongo.sh: line 2: $'\\r': command not found\n./scripts/wait-for-mongo.sh: line 3: set: -\r: invalid option\nset: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]\n./scripts/wait-for-mongo.sh: line 14: syntax error: unexpected end of file", 2, 'Wait for Mongo'],
      ['agent', 'wsl-clone', 'Ran from the /mnt/c Windows checkout (CRLF scripts, win32 node_modules); in WSL always use the ~/quill clone.'],
    ],
  },
  {
    machine: 'wincodex7', project: 'quill', start: '2026-10-01T10:00:00Z',
    steps: [
      ['fail', 'x:rg-regex', 'rg -n "process.env.(" admin/src', 'rg: regex parse error:\n    process.env.(\n                ^\nerror: unclosed group', 2],
      ['ok', 'rg -n -F "process.env." admin/src'],
      ['prompt', 'vite-env', 'API_URL shows up as undefined in the admin. vite only exposes VITE_* vars, rename it'],
      ['prompt', 'x:ko-request', '관리자 페이지 상단에 로그아웃 버튼 추가해 주세요'],
      ['fail', 'develop-branch', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)'],
      ['prompt', 'develop-branch', 'PRs go to develop'],
    ],
  },
  // ---------------------------------------------------------------- week 5
  {
    machine: 'linux', project: 'quill', start: '2026-10-05T09:00:00Z',
    steps: [
      ['ok', 'mongosh "mongodb://localhost:27018/test" --quiet --eval \'db.posts.countDocuments({ status: "draft" })\''],
      ['prompt', 'db-name', "0 drafts? you're on the test db. quill_dev!!"],
      ['agent', 'db-name', "Queried the wrong database ('test', earlier 'quill'); local dev data is in quill_dev."],
      ['fail', 'migrate-down', 'yarn migrate:down --env staging', "yarn run v1.22.22\n$ node scripts/migrate.cjs down --env staging\n✖ refusing to run migrate-mongo down against staging (MONGO_URL points at cluster quill-staging).\n  Write a forward migration instead.\nerror Command failed with exit code 2.", 2, 'Roll back the last migration on staging'],
      ['prompt', 'migrate-down', 'NEVER migrate-mongo down on staging, even when it looks harmless. forward only'],
      ['agent', 'migrate-down', 'Tried to roll back a migration on staging; never run migrate-mongo down on a shared database, write a forward migration.'],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-10-06T10:30:00Z',
    steps: [
      ['fail', 'exec-policy', 'yarn test', PS_SCRIPT_BLOCKED('joao', 'yarn', 'yarn test')],
      ['agent', 'exec-policy', "yarn.ps1/npx.ps1 are blocked by the execution policy on the managed laptops; call yarn.cmd / npx.cmd and don't touch the policy."],
      ['fail', 'nvm-windows', 'nvm use 20', 'node v20 (64-bit) is not installed.'],
      ['agent', 'nvm-windows', 'nvm-windows ignores .nvmrc and partial versions; run nvm use 20.11.1 with the exact version.'],
      ['fail', 'compose-v2', 'docker-compose up -d', PS_NOT_FOUND('docker-compose', 'docker-compose up -d')],
      ['agent', 'compose-v2', 'docker-compose (v1) is not installed; use docker compose (the v2 plugin).'],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-10-07T14:00:00Z',
    steps: [
      ['fail', 'no-flushall', 'docker exec quill-redis sh -c \'redis-cli -a "$REDIS_PASSWORD" --no-auth-warning FLUSHALL\'', "(error) ERR unknown command 'FLUSHALL', with args beginning with: ", 1],
      ['prompt', 'no-flushall', 'same as last time: no flushall, ever (we renamed it away for a reason). delete the cache:* keys only'],
      ['agent', 'no-flushall', 'Never FLUSHALL/FLUSHDB: queues and sessions share the Redis; delete only the cache:* keys by pattern.'],
      ['fail', 'x:checkout-dirty', 'git checkout develop', 'error: Your local changes to the following files would be overwritten by checkout:\n\tsrc/routes/posts.ts\nPlease commit your changes or stash them before you switch branches.\nAborting', 1],
    ],
  },
  {
    machine: 'wincodex', project: 'quill', start: '2026-10-08T09:30:00Z',
    steps: [
      ['fail', 'mongosh', 'mongo --port 27018 quill_dev', PS_NOT_FOUND('mongo', 'mongo --port 27018 quill_dev')],
      ['agent', 'mongosh', "The legacy mongo shell isn't installed anywhere; use mongosh."],
      ['prompt', 'no-force-push', 'jamais de push -f sur develop !! même avec --force-with-lease'],
      ['agent', 'no-force-push', 'Never force-push develop (protected and shared); rebase the feature branch and open a PR instead.'],
    ],
  },
  // ---------------------------------------------------------------- week 6
  {
    machine: 'linux', project: 'quill', start: '2026-10-12T09:00:00Z',
    steps: [
      ['prompt', 'yarn-verify', "did you yarn verify? no? then don't push"],
      ['agent', 'yarn-verify', 'Pushed without running yarn verify and CI failed on lint; run yarn verify (typecheck, lint, tests) before every push.'],
      ['agent', 'tsx', "ts-node isn't in the repo and fails on ESM .ts files; run scripts with yarn tsx."],
      ['prompt', 'mongo-port', 'mongo is on 27018 locally, use the MONGO_URL from .env.development instead of the default port'],
    ],
  },
  {
    machine: 'ci', project: 'quill', start: '2026-10-13T11:00:00Z',
    steps: [
      ['fail', 'x:lockfile-outdated', 'yarn install --frozen-lockfile', 'yarn install v1.22.22\n[1/5] Validating package.json...\n[2/5] Resolving packages...\nerror Your lockfile needs to be updated, but yarn was run with `--frozen-lockfile`.\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.'],
      ['fail', 'jest-inband', 'yarn jest --ci', JEST_DUP('src/routes/comments.test.ts', 'POST /api/posts/:slug/comments › adds a comment', 'users.email_1', '{ email: "reader@quill.test" }', 'Test Suites: 1 failed, 13 passed, 14 total\nTests:       2 failed, 71 passed, 73 total')],
      ['ok', 'yarn jest --ci --runInBand'],
    ],
  },
  {
    machine: 'winps', project: 'quill', start: '2026-10-14T10:00:00Z',
    steps: [
      ['ok', 'npm install dayjs'],
      ['prompt', 'yarn', 'otra vez npm?? usamos yarn, el lockfile es yarn.lock. borra ese package-lock.json'],
      ['agent', 'yarn', 'Used npm install, which wrote a package-lock.json; this repo is Yarn 1 classic, so yarn add and keep only yarn.lock.'],
      ['prompt', 'x:changelog', 'add the pagination change to CHANGELOG.md under 1.4.0'],
    ],
  },
  {
    machine: 'wsl', project: 'quill', start: '2026-10-15T09:00:00Z',
    steps: [
      ['fail', 'yarn-dlx', 'yarn dlx shadcn@latest add table', YARN_NO_COMMAND('1.22.19', 'dlx'), 1, 'Add the table component'],
      ['agent', 'yarn-dlx', 'yarn dlx is Yarn 2+; this repo is Yarn 1 classic, use npx <pkg> for one-off tools.'],
      ['fail', 'local-bins', 'tsc -p tsconfig.json --noEmit', UBUNTU_NOT_FOUND('tsc', 'but can be installed with:\n\nsudo apt install node-typescript'), 127, 'Typecheck'],
      ['prompt', 'local-bins', 'yarn tsc. a global tsc would be the wrong version anyway'],
    ],
  },
  {
    machine: 'codex', project: 'quill', start: '2026-10-16T09:30:00Z',
    steps: [
      ['agent', 'migrate-first', 'Search tests failed with "text index required": the fresh database had no migrations; run yarn migrate:up before yarn test or yarn dev.'],
      ['agent', 'vite-env', 'In the Vite admin read config from import.meta.env.VITE_*; process.env and unprefixed variables are not exposed.'],
      ['prompt', 'yarn-verify', 'yarn verify BEFORE pushing. every time.'],
      ['ok', 'yarn verify'],
    ],
  },
];
