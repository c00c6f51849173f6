// Half K of the evaluation corpus, written blind: its author read only issue 10, the corpus README,
// build.mjs and the first lines of half-d.mjs (not the reader, the grouping, the benchmark or the
// other halves). A project called "tidepool": a TypeScript monorepo (pnpm workspaces + turbo) with
// a Next.js web app, an Expo/React Native app built with xcodebuild and CocoaPods on macOS, a NestJS
// API on Prisma/Postgres, Playwright e2e, Docker for local services, GitHub Actions in Alpine
// containers and deploys on fly.io. Developers on macOS (zsh, BSD tools) and Linux (bash), CI in
// ash/busybox, Codex in the cloud. Lessons: tools replaced, BSD and busybox flags, renamed CLIs,
// project norms, dangerous actions and version requirements; about one correction in seven is in
// Portuguese, Chinese, French, German, Spanish or Japanese.

const BSD_GREP = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOoqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BSD_STAT = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const BUSYBOX_FIND = "find: unrecognized: -printf\nBusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.\n\nUsage: find [-HL] [PATH]... [OPTIONS] [ACTIONS]\n\nSearch for files and perform actions on them.\nFirst failed action stops processing of current file.\nDefaults: PATH is current directory, action is '-print'";
const PRISMA_NO_SCHEMA = 'Error: Could not find Prisma Schema that is required for this command.\nYou can either provide it with `--schema` argument, set it as `prisma.schema` in your package.json or put it into the default location.\nChecked following paths:\n\nschema.prisma: file not found\nprisma/schema.prisma: file not found\n\nSee also https://pris.ly/d/prisma-schema-location';
const PRISMA_ENV = (extra) => `Prisma schema loaded from prisma/schema.prisma\n${extra}Error: Prisma schema validation - (get-config wasm)\nError code: P1012\nerror: Environment variable not found: DATABASE_URL.\n  -->  prisma/schema.prisma:7\n   | \n 6 |   provider = "postgresql"\n 7 |   url      = env("DATABASE_URL")\n   | \n\nValidation Error Count: 1\n[Context: getConfig]\n\nPrisma CLI Version : 5.20.0`;
const MIGRATE_DEV_CI = (db) => `Environment variables loaded from ../../.env\nPrisma schema loaded from prisma/schema.prisma\nDatasource "db": PostgreSQL database "tidepool", schema "public" at "${db}"\n\nError: Prisma Migrate has detected that the environment is non-interactive, which is not supported.\n\n\`prisma migrate dev\` is an interactive command designed to create new migrations and evolve the database in development.\nTo apply existing migrations in deployments, use prisma migrate deploy.\nSee https://www.prisma.io/docs/reference/api-reference/command-reference#migrate-deploy`;
const GH_NONFF = (branch) => `To github.com:tidepool-app/tidepool.git\n ! [rejected]        ${branch} -> ${branch} (fetch first)\nerror: failed to push some refs to 'github.com:tidepool-app/tidepool.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.`;
const NEXT_EXPORT = ' ⨯ The "next export" command has been removed in favor of "output: export" in next.config.js. Learn more: https://nextjs.org/docs/app/building-your-application/deploying/static-exports';
const POD_OLD = (home) => `Analyzing dependencies\n[!] The version of CocoaPods used to generate the lockfile (1.15.2) is higher than the version of the current executable (1.12.1). Incompatibility issues may arise.\n[!] Failed to load 'hermes-engine' podspec: \n[!] Invalid \`hermes-engine.podspec\` file: undefined method \`visionos' for #<Pod::Specification name="hermes-engine">.\n\n #  from ${home}/tidepool/node_modules/react-native/sdks/hermes-engine/hermes-engine.podspec:42\n #  -------------------------------------------\n #    spec.platforms = {\n >      :ios => min_ios_version_supported,\n #    -------------------------------------------`;
const EXPO_CHECK = (pkg, got, want) => `The following packages should be updated for best compatibility with the installed expo version:\n  ${pkg}@${got} - expected version: ${want}\nYour project may not work correctly until you install the expected versions of the packages.`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'tidepool', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'pnpm', 'npm install', 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-09-01T08_44_12_301Z-debug-0.log', 1, 'Install dependencies'],
      ['prompt', 'pnpm', "we're a pnpm shop, there's a pnpm-lock.yaml right there in the root"],
      ['fail', 'node20', 'pnpm install', ' ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)\n\nYour Node version is incompatible with "/home/dev/tidepool".\n\nExpected version: >=20.11.0\nGot: v18.19.1\n\nThis is happening because the package\'s manifest has an engines.node field specified.\nTo fix this issue, install the required Node version.', 1, 'Install dependencies with pnpm'],
      ['prompt', 'node20', 'nvm use first. .nvmrc says 20'],
      ['ok', 'nvm use && pnpm install'],
      ['fail', 'x:port-in-use', 'pnpm --filter @tidepool/web dev', '> @tidepool/web@0.1.0 dev /home/dev/tidepool/apps/web\n> next dev -p 3000\n\n ⨯ Failed to start server\nError: listen EADDRINUSE: address already in use :::3000\n    at Server.setupListenHandle [as _listen2] (node:net:1897:16)\n    at listenInCluster (node:net:1945:12)\n ELIFECYCLE  Command failed with exit code 1.', 1, 'Start the web dev server'],
    ],
  },
  {
    machine: 'mac', project: 'tidepool', start: '2026-09-01T10:15:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d postgres redis', 'zsh: command not found: docker-compose', 127, 'Start local services'],
      ['prompt', 'compose-v2', "docker compose (space). the hyphen binary isn't a thing anymore"],
      ['fail', 'x:docker-daemon', 'docker compose up -d postgres redis', 'Cannot connect to the Docker daemon at unix:///Users/ana/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'open -a Docker && sleep 20 && docker compose up -d postgres redis'],
      ['fail', 'prisma-path', 'npx prisma generate', PRISMA_NO_SCHEMA, 1, 'Generate the Prisma client'],
      ['prompt', 'prisma-path', 'prisma lives in packages/db'],
    ],
  },
  {
    machine: 'codex', project: 'tidepool', start: '2026-09-02T09:00:00Z',
    steps: [
      ['fail', 'pnpm-corepack', 'pnpm install --frozen-lockfile', ' WARN  This project is configured to use v9.12.3 of pnpm. Your current pnpm is v8.15.9\n ERR_PNPM_LOCKFILE_BREAKING_CHANGE  Lockfile /home/dev/tidepool/pnpm-lock.yaml not compatible with current pnpm\n\nRun with the --force parameter to recreate the lockfile.', 1],
      ['agent', 'pnpm-corepack', 'sandbox pnpm is 8.15 and cannot read the v9 lockfile — run corepack enable so the pinned packageManager pnpm@9.12.3 is used'],
      ['fail', 'turbo-filter', 'pnpm turbo run build --scope=@tidepool/api', "  ERROR  unexpected argument '--scope' found\n\n  tip: to pass '--scope' as a value, use '-- --scope'\n\nUsage: turbo run [OPTIONS] [TASKS]... [-- <PASS_THROUGH_ARGS>...]\n\nFor more information, try '--help'.", 1],
      ['agent', 'turbo-filter', 'turbo 2 removed --scope; select packages with --filter=@tidepool/api'],
      ['fail', 'x:ts-error', 'pnpm turbo run typecheck --filter=@tidepool/api', "@tidepool/api:typecheck: src/reminders/reminders.service.ts:48:34 - error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.\n@tidepool/api:typecheck:   Type 'undefined' is not assignable to type 'string'.\n@tidepool/api:typecheck: \n@tidepool/api:typecheck: 48     return this.tides.forStation(dto.stationId);\n@tidepool/api:typecheck:                                     ~~~~~~~~~~~~~\n@tidepool/api:typecheck: Found 1 error in src/reminders/reminders.service.ts:48\n@tidepool/api:typecheck: ERROR: command finished with error: command (/home/dev/tidepool/apps/api) /usr/local/bin/pnpm run typecheck exited (2)\n\n Tasks:    2 successful, 3 total\nFailed:    @tidepool/api#typecheck\n\n ERROR  run failed: command  exited (2)", 2],
    ],
  },
  {
    machine: 'mac2', project: 'tidepool', start: '2026-09-03T14:00:00Z',
    steps: [
      ['fail', 'expo-cli', 'expo start --ios', 'zsh: command not found: expo', 127, 'Start Expo on the iOS simulator'],
      ['prompt', 'expo-cli', "that's the old expo cli, it's npx expo start now (or pnpm --filter @tidepool/mobile start)"],
      ['fail', 'pod-bundler', 'cd apps/mobile/ios && pod install', POD_OLD('/Users/kai'), 1, 'Install CocoaPods'],
      ['prompt', 'pod-bundler', 'bundle exec pod install. the Gemfile pins cocoapods 1.15, your global one is ancient'],
      ['ok', 'cd apps/mobile/ios && bundle exec pod install'],
      ['prompt', 'x:dark-mode', 'ok now add a dark mode toggle to the settings screen, follow the system setting by default'],
    ],
  },
  {
    machine: 'linux', project: 'tidepool', start: '2026-09-04T09:30:00Z',
    steps: [
      ['fail', 'with-env', 'pnpm --filter @tidepool/db exec prisma migrate dev --name add_reminders', PRISMA_ENV(''), 1, 'Create the reminders migration'],
      ['prompt', 'with-env', 'db stuff reads .env.local — run it as pnpm --filter @tidepool/db with-env prisma migrate dev'],
      ['ok', 'pnpm --filter @tidepool/db with-env prisma migrate dev --name add_reminders'],
      ['fail', 'x:prisma-unique', 'pnpm --filter @tidepool/db with-env prisma db seed', "Running seed command `tsx prisma/seed.ts` ...\nPrismaClientKnownRequestError: \nInvalid `prisma.station.create()` invocation in\n/home/dev/tidepool/packages/db/prisma/seed.ts:12:24\n\n  11 for (const s of stations) {\n→ 12   await prisma.station.create(\nUnique constraint failed on the fields: (`slug`)\n    at $n.handleRequestError (/home/dev/tidepool/node_modules/.pnpm/@prisma+client@5.20.0_prisma@5.20.0/node_modules/@prisma/client/runtime/library.js:121:7315) {\n  code: 'P2002',\n  clientVersion: '5.20.0',\n  meta: { modelName: 'Station', target: [ 'slug' ] }\n}\n\nAn error occurred while running the seed command:\nError: Command failed with exit code 1: tsx prisma/seed.ts", 1],
    ],
  },
  {
    machine: 'ci', project: 'tidepool', start: '2026-09-04T16:00:00Z',
    steps: [
      ['fail', 'ci-no-bash', 'bash scripts/ci/check-migrations.sh', '/bin/sh: bash: not found', 127],
      ['fail', 'ci-no-bash', './scripts/ci/check-migrations.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['agent', 'ci-no-bash', 'CI image is node:20-alpine without bash — CI scripts must be POSIX sh (#!/bin/sh), not bash'],
      ['fail', 'migrate-deploy', 'pnpm --filter @tidepool/db exec prisma migrate dev', MIGRATE_DEV_CI('postgres:5432'), 1],
      ['agent', 'migrate-deploy', 'ran prisma migrate dev in CI — wrong; CI and deploys apply migrations with prisma migrate deploy'],
    ],
  },
  {
    machine: 'mac', project: 'tidepool', start: '2026-09-07T09:05:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/tidepool-dev/tidepool-local/' apps/web/.env.example", 'sed: 1: "apps/web/.env.example": command a expects \\ followed by text', 1, 'Rename the local database in the env template'],
      ['prompt', 'sed-i-mac', "mac sed wants -i '' (empty suffix). or just use perl -pi -e"],
      ['ok', "sed -i '' 's/tidepool-dev/tidepool-local/' apps/web/.env.example"],
      ['fail', 'grep-P', "grep -rnP 'TODO\\(\\w+\\)' apps packages", BSD_GREP, 2, 'Find TODOs with owners'],
      ['prompt', 'grep-P', "that flag doesn't exist on mac grep. rg is installed, use that"],
      ['prompt', 'x:iso-dates', 'the CSV export should use ISO dates (2026-09-07), not 07/09/2026'],
    ],
  },
  {
    machine: 'codex', project: 'tidepool', start: '2026-09-08T09:20:00Z',
    steps: [
      ['fail', 'pnpm', 'yarn add date-fns --cwd apps/web', 'bash: yarn: command not found', 127],
      ['agent', 'pnpm', 'used yarn in a pnpm workspace — wrong; add deps with pnpm --filter <pkg> add'],
      ['fail', 'pnpm-filter', 'pnpm --filter web add date-fns', 'No projects matched the filters "web" in "/home/dev/tidepool"', 1],
      ['agent', 'pnpm-filter', 'workspace packages are scoped: --filter @tidepool/web, not --filter web'],
      ['ok', 'pnpm --filter @tidepool/web add date-fns'],
      ['fail', 'x:npm-timeout', 'pnpm install', ' WARN  GET https://registry.npmjs.org/@nestjs%2Fcore error (ETIMEDOUT). Will retry in 10 seconds. 2 retries left.\n WARN  GET https://registry.npmjs.org/@nestjs%2Fcore error (ETIMEDOUT). Will retry in 1 minute. 1 retries left.\n ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@nestjs%2Fcore: request to https://registry.npmjs.org/@nestjs%2Fcore failed, reason: connect ETIMEDOUT 104.16.3.35:443', 1],
    ],
  },
  {
    machine: 'mac2', project: 'tidepool', start: '2026-09-09T13:10:00Z',
    steps: [
      ['fail', 'xcode16', 'xcodebuild -workspace apps/mobile/ios/Tidepool.xcworkspace -scheme Tidepool -sdk iphonesimulator18.1 -configuration Debug build', 'xcodebuild: error: SDK "iphonesimulator18.1" cannot be located.', 64, 'Build the iOS app for the simulator'],
      ['prompt', 'xcode16', "you need Xcode 16.1 selected, 15.4 can't build SDK 52. sudo xcode-select -s /Applications/Xcode-16.1.app"],
      ['fail', 'xcworkspace', 'xcodebuild -project apps/mobile/ios/Tidepool.xcodeproj -scheme Tidepool -configuration Debug -sdk iphonesimulator build', "ld: library 'Pods-Tidepool' not found\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\n\n** BUILD FAILED **\n\n\nThe following build commands failed:\n\tLd /Users/kai/Library/Developer/Xcode/DerivedData/Tidepool-fhzqkxgqwbnbkbexpwyzsnvcmmvl/Build/Products/Debug-iphonesimulator/Tidepool.app/Tidepool normal (in target 'Tidepool' from project 'Tidepool')\n(1 failure)", 65],
      ['prompt', 'xcworkspace', 'build the .xcworkspace, never the .xcodeproj — pods only link through the workspace'],
      ['fail', 'x:xcode-signing', 'xcodebuild -workspace apps/mobile/ios/Tidepool.xcworkspace -scheme Tidepool -configuration Release -sdk iphoneos archive -archivePath build/Tidepool.xcarchive', "error: No profiles for 'app.tidepool.mobile' were found: Xcode couldn't find any iOS App Development provisioning profiles matching 'app.tidepool.mobile'. Automatic signing is disabled and unable to generate a profile. To enable automatic signing, pass -allowProvisioningUpdates to xcodebuild. (in target 'Tidepool' from project 'Tidepool')\n\n** ARCHIVE FAILED **", 65],
    ],
  },
  {
    machine: 'linux', project: 'tidepool', start: '2026-09-10T11:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f origin main', "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:tidepool-app/tidepool.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:tidepool-app/tidepool.git'", 1],
      ['prompt', 'force-push', 'WHOA. no force pushes to main, ever. open a PR like everyone else'],
      ['prompt', 'base-develop', 'and the PR goes to develop, main is release-only'],
      ['ok', 'git push -u origin fix/reminder-rounding && gh pr create --base develop --fill'],
    ],
  },
  {
    machine: 'ci', project: 'tidepool', start: '2026-09-11T15:30:00Z',
    steps: [
      ['fail', 'busybox-find', "find apps/web/.next -name '*.map' -printf '%s %p\\n'", BUSYBOX_FIND, 1],
      ['agent', 'busybox-find', 'busybox find in the alpine CI image has no -printf; use find ... -exec wc -c {} +'],
      ['fail', 'x:ci-chmod', './scripts/ci/wait-for-db.sh', '/bin/sh: ./scripts/ci/wait-for-db.sh: Permission denied', 126],
      ['fail', 'x:playwright-fail', 'pnpm --filter @tidepool/e2e exec playwright test', 'Running 24 tests using 4 workers\n\n  1) [chromium] › onboarding.spec.ts:18:5 › picks the nearest station ──────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n    Locator: getByTestId(\'station-name\')\n    Expected string: "Santos"\n    Received string: "São Vicente"\n\n  1 failed\n    [chromium] › onboarding.spec.ts:18:5 › picks the nearest station ───────────\n  23 passed (41.2s)', 1],
    ],
  },
  {
    machine: 'mac', project: 'tidepool', start: '2026-09-14T08:50:00Z',
    steps: [
      ['fail', 'sha256sum', 'sha256sum dist/tidepool-web.tar.gz', 'zsh: command not found: sha256sum', 127, 'Checksum the release tarball'],
      ['prompt', 'sha256sum', 'shasum -a 256 on macos'],
      ['fail', 'stat-c', 'stat -c %s apps/web/.next/static/chunks/main-app.js', BSD_STAT, 1, 'Check the main chunk size'],
      ['agent', 'stat-c', 'BSD stat on macOS has no -c; use stat -f %z (or wc -c) for a file size'],
      ['ok', 'wc -c < apps/web/.next/static/chunks/main-app.js'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the bundle size work, under Unreleased'],
    ],
  },
  {
    machine: 'codex', project: 'tidepool', start: '2026-09-15T10:00:00Z',
    steps: [
      ['fail', 'prisma-path', 'pnpm prisma generate', ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "prisma" not found\n\nDid you mean "pnpm db:generate"?', 254],
      ['agent', 'prisma-path', 'prisma is only installed in packages/db — run pnpm --filter @tidepool/db exec prisma generate, not from the repo root'],
      ['fail', 'typecheck', 'npx tsc --noEmit', 'Version 5.6.3\ntsc: The TypeScript Compiler - Version 5.6.3\n\nCOMMON COMMANDS\n\n  tsc\n  Compiles the current project (tsconfig.json in the working directory.)\n\n  tsc app.ts util.ts\n  Ignoring tsconfig.json, compiles the specified files with default compiler options.\n\n  tsc -b\n  Build a composite project in the working directory.', 1],
      ['agent', 'typecheck', 'there is no root tsconfig — typecheck with pnpm typecheck (turbo runs tsc per package), not npx tsc at the root'],
    ],
  },
  {
    machine: 'mac2', project: 'tidepool', start: '2026-09-16T14:20:00Z',
    steps: [
      ['fail', 'eas-build', 'npx expo build:ios', '$ expo build:ios is not supported in the local CLI, please use eas build -p ios instead', 1, 'Build an iOS binary for TestFlight'],
      ['prompt', 'eas-build', 'builds are eas now. eas build --profile preview -p ios'],
      ['fail', 'expo-install', 'npx expo-doctor', `✖ Check that packages match versions required by installed Expo SDK\n\nDetailed check results:\n\n${EXPO_CHECK('react-native-reanimated', '3.15.4', '~3.10.1')}\nFound outdated dependencies\nAdvice: Use 'npx expo install --check' to review and upgrade your dependencies.\n\nOne or more checks failed, indicating possible issues with the project.`, 1],
      ['prompt', 'expo-install', 'you pnpm-added reanimated. native stuff goes through npx expo install so it matches the SDK'],
    ],
  },
  {
    machine: 'linux', project: 'tidepool', start: '2026-09-17T09:40:00Z',
    steps: [
      ['fail', 'psql-docker', 'psql -h localhost -U tidepool tidepool_dev -c "select count(*) from stations"', 'bash: psql: command not found', 127, 'Count stations in the dev DB'],
      ['prompt', 'psql-docker', 'no local psql on purpose, go through the container: docker compose exec postgres psql -U tidepool tidepool_dev'],
      ['fail', 'x:p1001', 'pnpm --filter @tidepool/db with-env prisma migrate status', 'Environment variables loaded from ../../.env.local\nPrisma schema loaded from prisma/schema.prisma\nDatasource "db": PostgreSQL database "tidepool_dev", schema "public" at "localhost:5432"\n\nError: P1001: Can\'t reach database server at `localhost:5432`\n\nPlease make sure your database server is running at `localhost:5432`.', 1],
      ['prompt', 'migrate-reset', 'e não roda migrate reset no banco compartilhado, pelo amor de deus — só no postgres local do docker'],
      ['prompt', 'x:reminder-tz', 'reminders fire 3h early for users in São Paulo. can you check how we store the timezone?'],
    ],
  },
  {
    machine: 'ci', project: 'tidepool', start: '2026-09-18T07:15:00Z',
    steps: [
      ['fail', 'ci-no-bash', 'pnpm --filter @tidepool/db run ci:lint-migrations', '\n> @tidepool/db@0.0.0 ci:lint-migrations /workspace/packages/db\n> bash ./scripts/lint-migrations.sh\n\nsh: bash: not found\n ELIFECYCLE  Command failed with exit code 127.', 1],
      ['fail', 'migrate-deploy', 'pnpm --filter @tidepool/db exec prisma migrate dev --skip-generate', MIGRATE_DEV_CI('db.internal:5432'), 1],
      ['agent', 'migrate-deploy', 'prisma migrate dev is interactive and makes new migrations; the pipeline must run prisma migrate deploy'],
      ['fail', 'x:apk-network', 'apk add --no-cache postgresql16-client', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/main: temporary error (try again later)\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/community: temporary error (try again later)\nERROR: unable to select packages:\n  postgresql16-client (no such package):\n    required by: world[postgresql16-client]', 1],
    ],
  },
  {
    machine: 'mac', project: 'tidepool', start: '2026-09-21T09:00:00Z',
    steps: [
      ['fail', 'fly-config', 'fly deploy', 'Error: the config for your app is missing an app name, add an app field to the fly.toml file or specify with the -a flag', 1, 'Deploy the API to staging'],
      ['prompt', 'fly-config', 'each app has its own fly.toml. fly deploy -c apps/api/fly.toml'],
      ['fail', 'docker-amd64', 'fly deploy --local-only -c apps/api/fly.toml', "==> Building image with Docker\n--> Pushing image done\nimage: registry.fly.io/tidepool-api-staging:deployment-01J8F3K2\n\n> Updating existing machines in 'tidepool-api-staging' with rolling strategy\n> [1/2] Machine 3d8d9e1b62e389 [app] update failed: smoke checks for 3d8d9e1b62e389 failed: the app appears to be crashing\nCheck its logs: here's the last lines below, or run 'fly logs -i 3d8d9e1b62e389':\n  2026-09-21T09:14:02Z app[3d8d9e1b62e389] gru [info] INFO Preparing to run: `docker-entrypoint.sh node dist/main.js` as root\n  2026-09-21T09:14:02Z app[3d8d9e1b62e389] gru [info]Error: failed to spawn command: docker-entrypoint.sh node dist/main.js: Exec format error (os error 8)\nError: smoke checks for 3d8d9e1b62e389 failed: the app appears to be crashing", 1],
      ['agent', 'docker-amd64', '--local-only on an arm64 Mac pushed an arm64 image; fly machines are amd64 — build with --platform linux/amd64 or use the remote builder'],
      ['prompt', 'x:fly-scale', 'before the launch, scale the api to 2 machines in gru'],
      ['ok', 'fly scale count 2 --region gru -c apps/api/fly.toml'],
    ],
  },
  {
    machine: 'codex', project: 'tidepool', start: '2026-09-22T10:30:00Z',
    steps: [
      ['fail', 'node20', 'node scripts/gen-openapi.mjs', "node:internal/validators:162\n    throw new ERR_INVALID_ARG_TYPE(name, 'string', value);\n    ^\n\nTypeError [ERR_INVALID_ARG_TYPE]: The \"paths[0]\" argument must be of type string. Received undefined\n    at Object.resolve (node:path:1097:7)\n    at file:///home/dev/tidepool/scripts/gen-openapi.mjs:6:22\n    at ModuleJob.run (node:internal/modules/esm/module_job:195:25) {\n  code: 'ERR_INVALID_ARG_TYPE'\n}\n\nNode.js v18.20.4", 1],
      ['agent', 'node20', 'sandbox had node 18; our scripts use import.meta.dirname and need node 20 (nvm install per .nvmrc)'],
      ['fail', 'pnpm', 'npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci', 1],
      ['prompt', 'pnpm', 'aqui é pnpm, não tem package-lock. pnpm install --frozen-lockfile'],
      ['ok', 'pnpm install --frozen-lockfile && node scripts/gen-openapi.mjs'],
    ],
  },
  {
    machine: 'mac2', project: 'tidepool', start: '2026-09-23T15:00:00Z',
    steps: [
      ['fail', 'pod-bundler', 'pod install --project-directory=apps/mobile/ios', 'zsh: command not found: pod', 127],
      ['prompt', 'pod-bundler', 'pod install immer mit bundle exec aus apps/mobile/ios — CocoaPods kommt aus dem Gemfile, nicht global'],
      ['fail', 'x:pod-perm', 'cd apps/mobile/ios && bundle exec pod install', 'Installing hermes-engine (0.74.5)\n\n――― MARKDOWN TEMPLATE ―――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――\n\n### Error\n\n```\nErrno::EACCES - Permission denied @ dir_s_mkdir - /Users/kai/Library/Caches/CocoaPods/Pods/Release/hermes-engine\n```', 1],
      ['ok', 'sudo chown -R kai ~/Library/Caches/CocoaPods && cd apps/mobile/ios && bundle exec pod install'],
      ['fail', 'x:path-typo', 'cat apps/mobile/app.jsno', 'cat: apps/mobile/app.jsno: No such file or directory', 1],
    ],
  },
  {
    machine: 'linux', project: 'tidepool', start: '2026-09-24T13:45:00Z',
    steps: [
      ['fail', 'expo-cli', 'expo prebuild --platform android', 'WARNING: The legacy expo-cli does not support Node +17. Migrate to the versioned Expo CLI (npx expo).\n\n┌───────────────────────────────────────────────────────────────────────────┐\n│   The global expo-cli package has been deprecated.                        │\n│   The new Expo CLI is now bundled in your project in the expo package.    │\n│   Learn more: https://blog.expo.dev/the-new-expo-cli-f4250d8e3421.        │\n│   To use the local CLI instead (recommended in SDK 46 and higher), run:   │\n│   › npx expo <command>                                                    │\n└───────────────────────────────────────────────────────────────────────────┘\n\nError: error:0308010C:digital envelope routines::unsupported', 1],
      ['prompt', 'expo-cli', 'that global expo is the legacy one from 2021, uninstall it. npx expo prebuild'],
      ['fail', 'x:node-oom', 'pnpm --filter @tidepool/web build', '<--- Last few GCs --->\n\n[48213:0x6e3c000]   183402 ms: Mark-Compact 4047.9 (4135.2) -> 4033.1 (4136.0) MB, 2310.55 / 0.00 ms  (average mu = 0.121, current mu = 0.031) allocation failure; scavenge might not succeed\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----\n\n 1: 0xb8a4c1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n ELIFECYCLE  Command failed with exit code 134.', 134],
      ['fail', 'compose-v2', 'docker-compose -f docker/compose.yml logs -f api', 'bash: docker-compose: command not found', 127],
      ['agent', 'compose-v2', 'docker-compose v1 is not installed; compose is the docker plugin — docker compose -f docker/compose.yml'],
    ],
  },
  {
    machine: 'mac', project: 'tidepool', start: '2026-09-28T08:30:00Z',
    steps: [
      ['prompt', 'pnpm-corepack', "your pnpm is from brew (8.x) and it just rewrote pnpm-lock.yaml. git checkout the lockfile, corepack enable, pnpm 9 only"],
      ['fail', 'grep-P', "grep -oP '(?<=\"version\": \")[^\"]+' apps/mobile/app.json", BSD_GREP, 2],
      ['agent', 'grep-P', 'macOS grep has no -P (PCRE); use rg -o or grep -E instead'],
      ['fail', 'x:grep-nomatch', "grep -rn 'useTideStore' apps/web/src", '', 1],
      ['prompt', 'x:rename-env', 'rename NEXT_PUBLIC_API to NEXT_PUBLIC_API_URL everywhere, including .env.example'],
      ['fail', 'sed-i-mac', "sed -i 's/NEXT_PUBLIC_API=/NEXT_PUBLIC_API_URL=/' packages/config/env.ts apps/web/.env.example", 'sed: 1: "packages/config/env.ts": extra characters at the end of p command', 1],
      ['prompt', 'sed-i-mac', "ugh, bsd sed again. sed -i '' ..."],
    ],
  },
  {
    machine: 'codex', project: 'tidepool', start: '2026-09-29T09:10:00Z',
    steps: [
      ['fail', 'turbo-filter', 'pnpm turbo test --scope=@tidepool/web --include-dependencies', "  ERROR  unexpected argument '--scope' found\n\nUsage: turbo test [OPTIONS] [TASKS]... [-- <PASS_THROUGH_ARGS>...]\n\nFor more information, try '--help'.", 1],
      ['prompt', 'turbo-filter', "that's turbo 1 syntax. --filter=@tidepool/web... (the dots pull in deps)"],
      ['prompt', 'migrate-deploy', 'also the deploy workflow: it has to be prisma migrate deploy, never migrate dev'],
      ['fail', 'playwright-exec', 'npx playwright test --project=chromium', "Error: Playwright Test did not expect test() to be called here.\nMost common reasons include:\n- You are calling test() in a configuration file.\n- You are calling test() in a file that is imported by the configuration file.\n- You have two different versions of @playwright/test. This usually happens\n  when one of the dependencies in your package.json depends on @playwright/test.\n\n   at tests/onboarding.spec.ts:4\n\n  2 | import { test, expect } from '@playwright/test';\n  3 |\n> 4 | test('new user sees the tide picker', async ({ page }) => {\n    | ^", 1],
      ['agent', 'playwright-exec', 'npx playwright resolved a different version than apps/e2e pins; run pnpm --filter @tidepool/e2e exec playwright test'],
      ['ok', 'pnpm --filter @tidepool/e2e exec playwright test --project=chromium'],
    ],
  },
  {
    machine: 'mac2', project: 'tidepool', start: '2026-09-30T14:00:00Z',
    steps: [
      ['fail', 'xcode16', 'xcodebuild -workspace ios/Tidepool.xcworkspace -scheme Tidepool -destination "platform=iOS Simulator,name=iPhone 16,OS=18.1" build', 'xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n\t\t{ platform:iOS Simulator, OS:18.1, name:iPhone 16 }\n\n\tAvailable destinations for the "Tidepool" scheme:\n\t\t{ platform:macOS, arch:arm64, variant:Designed for [iPad,iPhone], id:00006000-000A2C1E0E38801E, name:My Mac }\n\t\t{ platform:iOS Simulator, id:6B1F2E0A-5C1D-4E7B-9A57-2C3D8E9F0A11, OS:17.5, name:iPhone 15 }', 70],
      ['agent', 'xcode16', 'xcode-select pointed at Xcode 15.4 (no iOS 18 SDK); tidepool needs Xcode 16.1 — sudo xcode-select -s /Applications/Xcode-16.1.app'],
      ['fail', 'x:expo-resolve', 'npx expo export --platform ios', 'iOS Bundling failed 1843ms index.js (1219 modules)\nUnable to resolve "./screens/Setings" from "src/navigation/RootNavigator.tsx"\n  12 | import { TidesScreen } from \'./screens/Tides\';\n> 13 | import { SettingsScreen } from \'./screens/Setings\';\n     |                                  ^\nError: Unable to resolve module ./screens/Setings from /Users/kai/tidepool/apps/mobile/src/navigation/RootNavigator.tsx', 1],
      ['fail', 'eas-build', 'npx expo build:android -t apk', '$ expo build:android is not supported in the local CLI, please use eas build -p android instead', 1],
      ['prompt', 'eas-build', 'expo build ya no existe, usa eas build -p android --profile preview'],
    ],
  },
  {
    machine: 'linux', project: 'tidepool', start: '2026-10-01T10:00:00Z',
    steps: [
      ['ok', 'git checkout feat/tide-alerts && git rebase origin/develop'],
      ['fail', 'x:non-ff', 'git push origin feat/tide-alerts', GH_NONFF('feat/tide-alerts'), 1],
      ['prompt', 'force-push', 'ojo, nada de push --force a develop ni a main. pull --rebase, y si es tu rama, --force-with-lease'],
      ['agent', 'force-push', 'was about to git push --force after a rejected push — never force-push shared branches (main/develop); only --force-with-lease on my own branch'],
      ['ok', 'git pull --rebase origin feat/tide-alerts && git push origin feat/tide-alerts'],
      ['prompt', 'base-develop', 'then open the PR against develop pls'],
    ],
  },
  {
    machine: 'ci', project: 'tidepool', start: '2026-10-02T06:40:00Z',
    steps: [
      ['fail', 'busybox-find', "find packages/db/prisma/migrations -newer packages/db/prisma/schema.prisma -printf '%f\\n'", BUSYBOX_FIND, 1],
      ['agent', 'busybox-find', 'CI runs busybox find (alpine): no -printf there, print names with -exec basename {} \\;'],
      ['fail', 'pnpm-corepack', 'pnpm install --frozen-lockfile', ' ERR_PNPM_BAD_PM_VERSION  This project is configured to use v9.12.3 of pnpm. Your current pnpm is v9.1.4\n\nIf you want to bypass this version check, you can set the "package-manager-strict" configuration to "false" or set the "COREPACK_ENABLE_STRICT" environment variable to "0"', 1],
      ['agent', 'pnpm-corepack', 'the CI image had a global npm i -g pnpm@9.1.4; use corepack enable so the packageManager version (9.12.3) is used'],
    ],
  },
  {
    machine: 'mac', project: 'tidepool', start: '2026-10-05T09:30:00Z',
    steps: [
      ['prompt', 'fly-destroy', "don't ever run fly apps destroy, not even on the pr previews. the preview-cleanup workflow handles them"],
      ['agent', 'fly-destroy', 'was about to fly apps destroy tidepool-pr-412 — never destroy fly apps by hand; scale to 0 or let the preview-cleanup workflow remove it'],
      ['fail', 'fly-config', 'fly deploy --remote-only', 'Error: failed loading app config from /Users/ana/tidepool/fly.toml: open /Users/ana/tidepool/fly.toml: no such file or directory', 1],
      ['agent', 'fly-config', 'no fly.toml at the repo root — deploy each app with fly deploy -c apps/<app>/fly.toml'],
      ['fail', 'x:fly-auth', 'fly status -c apps/web/fly.toml', "Error: No access token available. Please login with 'flyctl auth login'", 1],
    ],
  },
  {
    machine: 'codex', project: 'tidepool', start: '2026-10-06T11:00:00Z',
    steps: [
      ['fail', 'with-env', 'pnpm --filter @tidepool/db exec prisma db seed', PRISMA_ENV('Datasource "db": PostgreSQL database\n\n'), 1],
      ['agent', 'with-env', 'DATABASE_URL only exists in .env.local; db commands go through the with-env script (dotenv -e ../../.env.local)'],
      ['fail', 'migrate-reset', 'pnpm --filter @tidepool/db with-env prisma migrate reset', 'Environment variables loaded from ../../.env.local\nPrisma schema loaded from prisma/schema.prisma\nDatasource "db": PostgreSQL database "tidepool", schema "public" at "tidepool-dev-db.flycast:5432"\n\nError: Prisma Migrate has detected that the environment is non-interactive. It is recommended to run this command in an interactive environment.\n\nUse --force to run this command without user interaction.\nSee https://www.prisma.io/docs/reference/api-reference/command-reference#migrate-reset', 1],
      ['prompt', 'migrate-reset', "STOP. .env.local points at the shared dev database on fly. never migrate reset it, and NO --force. everyone's data is in there"],
      ['agent', 'migrate-reset', 'prisma migrate reset on the shared dev DB would wipe it — never reset it; resets only against the local docker postgres'],
    ],
  },
  {
    machine: 'mac2', project: 'tidepool', start: '2026-10-07T13:20:00Z',
    steps: [
      ['fail', 'xcworkspace', 'cd apps/mobile/ios && xcodebuild -project Tidepool.xcodeproj -scheme Tidepool -sdk iphonesimulator', "/Users/kai/tidepool/apps/mobile/ios/Tidepool/AppDelegate.swift:2:8: error: Unable to find module dependency: 'ExpoModulesCore'\nimport ExpoModulesCore\n       ^\n\n** BUILD FAILED **\n\n\nThe following build commands failed:\n\tSwiftCompile normal arm64 Compiling\\ AppDelegate.swift /Users/kai/tidepool/apps/mobile/ios/Tidepool/AppDelegate.swift (in target 'Tidepool' from project 'Tidepool')\n(1 failure)", 65],
      ['agent', 'xcworkspace', 'built Tidepool.xcodeproj directly — CocoaPods modules only resolve with -workspace Tidepool.xcworkspace'],
      ['fail', 'pod-bundler', 'cd apps/mobile/ios && pod install --repo-update', POD_OLD('/Users/kai'), 1],
      ['prompt', 'pod-bundler', 'bundle exec!!! i said this last week'],
      ['ok', 'cd apps/mobile/ios && bundle exec pod install'],
    ],
  },
  {
    machine: 'linux', project: 'tidepool', start: '2026-10-08T09:15:00Z',
    steps: [
      ['fail', 'docker-amd64', 'docker run --rm -p 3001:3001 ghcr.io/tidepool-app/api:sha-4f2c1e9', "Unable to find image 'ghcr.io/tidepool-app/api:sha-4f2c1e9' locally\nsha-4f2c1e9: Pulling from tidepool-app/api\nStatus: Downloaded newer image for ghcr.io/tidepool-app/api:sha-4f2c1e9\nWARNING: The requested image's platform (linux/arm64) does not match the detected host platform (linux/amd64/v3) and no specific platform was requested\nexec /usr/local/bin/docker-entrypoint.sh: exec format error", 255],
      ['prompt', 'docker-amd64', "that image was built on someone's M3. images get --platform linux/amd64, fly and the linux boxes are x86"],
      ['fail', 'x:docker-disk', 'docker build -t tidepool-api -f apps/api/Dockerfile .', 'ERROR: failed to solve: failed to compute cache key: failed to copy: write /var/lib/docker/buildkit/content/ingest/5c1e0d2f8a/data: no space left on device', 1],
      ['ok', 'docker system prune -af && docker build --platform linux/amd64 -t tidepool-api -f apps/api/Dockerfile .'],
      ['prompt', 'x:pt-pagination', 'pode adicionar paginação na lista de estações? 20 por página'],
    ],
  },
  {
    machine: 'mac', project: 'tidepool', start: '2026-10-12T08:45:00Z',
    steps: [
      ['fail', 'next-export', 'pnpm --filter @tidepool/web exec next export', NEXT_EXPORT, 1, 'Export the marketing site statically'],
      ['prompt', 'next-export', "next export is gone since 14 — it's output: 'export' in next.config.mjs and then next build"],
      ['fail', 'x:eslint', 'pnpm lint', '@tidepool/web:lint: /Users/ana/tidepool/apps/web/src/app/export/page.tsx\n@tidepool/web:lint:   22:9  error  React Hook "useMemo" is called conditionally. React Hooks must be called in the exact same order in every component render  react-hooks/rules-of-hooks\n@tidepool/web:lint: \n@tidepool/web:lint: ✖ 1 problem (1 error, 0 warnings)\n\n Tasks:    4 successful, 5 total\nFailed:    @tidepool/web#lint', 1],
      ['fail', 'stat-c', 'stat -c "%y" apps/web/out/index.html', BSD_STAT, 1],
      ['prompt', 'stat-c', "stat -c n'existe pas sur mac, c'est stat -f (ou juste ls -l)"],
      ['prompt', 'x:zh-export', '把导出按钮挪到右上角，和筛选放在一起'],
    ],
  },
  {
    machine: 'codex', project: 'tidepool', start: '2026-10-13T10:20:00Z',
    steps: [
      ['fail', 'typecheck', 'npx tsc -p . --noEmit', "error TS5057: Cannot find a tsconfig.json file at the specified directory: '.'.", 1],
      ['prompt', 'typecheck', "typecheck = pnpm typecheck. there's no root tsconfig on purpose"],
      ['fail', 'next-export', 'cd apps/web && npx next export -o out', NEXT_EXPORT, 1],
      ['agent', 'next-export', "next export was removed in Next 14 — static export is output: 'export' in next.config.mjs plus next build"],
    ],
  },
  {
    machine: 'mac', project: 'tidepool', start: '2026-10-14T09:00:00Z',
    steps: [
      ['fail', 'sha256sum', 'sha256sum -c checksums.txt', 'zsh: command not found: sha256sum', 127],
      ['agent', 'sha256sum', 'macOS has no sha256sum; use shasum -a 256 -c checksums.txt'],
      ['fail', 'psql-docker', 'psql postgresql://tidepool:tidepool@localhost:5432/tidepool_dev', 'zsh: command not found: psql', 127],
      ['prompt', 'psql-docker', 'psql não tá instalado no mac, usa docker compose exec postgres psql'],
      ['fail', 'compose-v2', 'docker-compose exec postgres psql -U tidepool tidepool_dev', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', 'docker compose. no hyphen. every single time 🙄'],
    ],
  },
  {
    machine: 'linux', project: 'tidepool', start: '2026-10-15T14:10:00Z',
    steps: [
      ['fail', 'prisma-path', 'npx prisma studio', PRISMA_NO_SCHEMA, 1],
      ['prompt', 'prisma-path', 'prisma 在 packages/db 里，别在根目录跑，用 pnpm --filter @tidepool/db'],
      ['fail', 'expo-install', 'pnpm --filter @tidepool/mobile exec expo install --check', EXPO_CHECK('react-native-svg', '15.7.1', '15.2.0'), 1],
      ['agent', 'expo-install', 'added react-native-svg with pnpm add — native modules go in with npx expo install so the version matches the Expo SDK'],
      ['fail', 'playwright-exec', 'npx playwright test', "Error: browserType.launch: Executable doesn't exist at /home/dev/.cache/ms-playwright/chromium-1140/chrome-linux/chrome\n╔═════════════════════════════════════════════════════════════════════════╗\n║ Looks like Playwright Test or Playwright was just installed or updated. ║\n║ Please run the following command to download new browsers:              ║\n║                                                                         ║\n║     npx playwright install                                              ║\n║                                                                         ║\n║ <3 Playwright Team                                                      ║\n╚═════════════════════════════════════════════════════════════════════════╝", 1],
      ['prompt', 'playwright-exec', 'npx playwright grabs the latest. pnpm exec playwright from apps/e2e so its the pinned 1.47'],
      ['prompt', 'x:pnpm-question', "why is react-native hoisted in .npmrc? just curious, don't change it"],
    ],
  },
  {
    machine: 'ci', project: 'tidepool', start: '2026-10-16T06:30:00Z',
    steps: [
      ['fail', 'ci-no-bash', "bash -c 'set -euo pipefail; pnpm turbo run build --filter=...[origin/develop]'", '/bin/sh: bash: not found', 127],
      ['fail', 'x:api-test-fail', 'pnpm turbo run test --filter=@tidepool/api', '@tidepool/api:test: FAIL src/tides/tides.service.spec.ts\n@tidepool/api:test:   ● TidesService › nextHighTide › rolls over to the next day\n@tidepool/api:test: \n@tidepool/api:test:     expect(received).toEqual(expected)\n@tidepool/api:test: \n@tidepool/api:test:     Expected: 2026-10-17T03:12:00.000Z\n@tidepool/api:test:     Received: 2026-10-16T03:12:00.000Z\n@tidepool/api:test: Tests:       1 failed, 57 passed, 58 total\n\n Tasks:    1 successful, 2 total\nFailed:    @tidepool/api#test', 1],
    ],
  },
  {
    machine: 'mac2', project: 'tidepool', start: '2026-10-19T10:00:00Z',
    steps: [
      ['prompt', 'fly-destroy', 'fly apps destroy は絶対に使わないで。staging は共有なので、止めるなら fly scale count 0 で'],
      ['prompt', 'x:prisma-migration-request', 'add a prisma migration for a nullable notes column on reminders'],
      ['agent', 'base-develop', 'opened the PR against main by default — tidepool PRs target develop (gh pr create --base develop)'],
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
    ],
  },
  {
    machine: 'linux', project: 'tidepool', start: '2026-10-20T09:05:00Z',
    steps: [
      ['fail', 'node20', 'pnpm install', 'ERROR: This version of pnpm requires at least Node.js v18.12\nThe current version of Node.js is v16.20.2\nVisit https://r.pnpm.io/comp to see the list of past pnpm versions with respective Node.js version support.', 1],
      ['prompt', 'node20', 'necesitas node 20, está en el .nvmrc. nvm use'],
      ['fail', 'pnpm-filter', 'pnpm --filter api start:dev', 'No projects matched the filters "api" in "/home/dev/tidepool"', 1],
      ['prompt', 'pnpm-filter', 'its @tidepool/api. all the packages are scoped'],
      ['fail', 'x:prisma-client-init', 'pnpm --filter @tidepool/api start:dev', '[Nest] 90412  - 10/20/2026, 9:21:44 AM   ERROR [ExceptionHandler] @prisma/client did not initialize yet. Please run "prisma generate" and try to import it again.\nError: @prisma/client did not initialize yet. Please run "prisma generate" and try to import it again.\n    at new PrismaClient (/home/dev/tidepool/node_modules/.pnpm/@prisma+client@5.20.0_prisma@5.20.0/node_modules/.prisma/client/default.js:43:11)', 1],
      ['ok', 'pnpm --filter @tidepool/db exec prisma generate && pnpm --filter @tidepool/api start:dev'],
    ],
  },
];
