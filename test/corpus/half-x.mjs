// Half X of the evaluation corpus, written blind: "saffron", a food-delivery startup.
// Stack: a NestJS API in TypeScript (apps/api) with Prisma on Postgres, Firebase functions
// (functions/) and a shared package, all in one Yarn Berry (4.x, Plug'n'Play) project with
// workspaces @saffron/api, @saffron/functions, @saffron/shared; a bare React Native app in mobile/
// (its own yarn project, CocoaPods through bundler, Gradle wrapper); the Firebase CLI and its
// emulators; secrets through doppler; GitHub Actions (release.yml), run locally with act.
// Platforms: Ana and Kai on macOS (zsh, Apple Silicon, Homebrew), Rohit on Ubuntu (bash), Codex
// on Linux, CI in node:20-alpine (busybox ash).
// Languages: English, Hinglish (Rohit), Spanish (Ana), Portuguese (Kai).

// ---------- long error texts ----------

const NPM_WORKSPACE_PROTOCOL = (home, stamp) => `npm error code EUNSUPPORTEDPROTOCOL
npm error Unsupported URL Type "workspace:": workspace:^
npm error A complete log of this run can be found in: ${home}/.npm/_logs/${stamp}-debug-0.log`;

const NPM_CI_NO_LOCK = `npm error code EUSAGE
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
npm error [--include <prod|dev|optional|peer> [--include <prod|dev|optional|peer> ...]]
npm error [--strict-peer-deps] [--foreground-scripts] [--ignore-scripts] [--no-audit]
npm error [--no-bin-links] [--no-fund] [--dry-run]
npm error [-w|--workspace <workspace-name> [-w|--workspace <workspace-name> ...]]
npm error [-ws|--workspaces] [--include-workspace-root] [--install-links]
npm error
npm error aliases: clean-install, ic, install-clean, isntall-clean
npm error
npm error Run "npm help ci" for more info
npm error A complete log of this run can be found in: /root/.npm/_logs/2026-09-17T16_04_12_907Z-debug-0.log`;

const YARN_CLASSIC_PM = `error This project's package.json defines "packageManager": "yarn@4.5.1". However the current global version of Yarn is 1.22.22.

Presence of the "packageManager" field indicates that the project is meant to be used with Corepack, a tool included by default with all official Node.js distributions starting from 16.9 and 14.19.
Corepack must currently be enabled by running corepack enable in your terminal. For more information, check out https://yarnpkg.com/corepack.`;

const CMDTEST_YARN = "00h00m00s 0/0: : ERROR: [Errno 2] No such file or directory: 'install'";

const COREPACK_NETWORK = `Internal Error: Error when performing the request to https://repo.yarnpkg.com/4.5.1/packages/yarnpkg-cli/bin/yarn.js; for troubleshooting help, see https://github.com/nodejs/corepack#troubleshooting
    at fetch (/usr/local/lib/node_modules/corepack/dist/lib/corepack.cjs:22882:11)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async download (/usr/local/lib/node_modules/corepack/dist/lib/corepack.cjs:22902:20)
    at async installVersion (/usr/local/lib/node_modules/corepack/dist/lib/corepack.cjs:23016:54)
    at async Engine.ensurePackageManager (/usr/local/lib/node_modules/corepack/dist/lib/corepack.cjs:23450:32)
    at async Engine.executePackageManagerRequest (/usr/local/lib/node_modules/corepack/dist/lib/corepack.cjs:23554:25)
    at async Object.runMain (/usr/local/lib/node_modules/corepack/dist/lib/corepack.cjs:24228:5) {
  [cause]: TypeError: fetch failed
      at node:internal/deps/undici/undici:13185:13
      at process.processTicksAndRejections (node:internal/process/task_queues:95:5) {
    [cause]: Error: getaddrinfo EAI_AGAIN repo.yarnpkg.com
        at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:120:26) {
      errno: -3001,
      code: 'EAI_AGAIN',
      syscall: 'getaddrinfo',
      hostname: 'repo.yarnpkg.com'
    }
  }
}

Node.js v20.17.0`;

const WORKSPACE_NOT_FOUND = (name) => `Usage Error: Workspace '${name}' not found. Did you mean any of the following:
  - @saffron/api
  - @saffron/functions
  - @saffron/shared
  - saffron?

$ yarn workspace <workspaceName> <commandName> ...`;

const NO_SCRIPT = (name) => `Usage Error: Couldn't find a script named "${name}".

$ yarn run [--inspect] [--inspect-brk] [-T,--top-level] [-B,--binaries-only] [--require #0] <scriptName> ...`;

const YARN_IMMUTABLE = `➤ YN0000: · Yarn 4.5.1
➤ YN0000: ┌ Resolution step
➤ YN0085: │ + @nestjs/schedule@npm:4.1.1, cron@npm:3.1.7, and 2 more.
➤ YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.
➤ YN0000: └ Completed in 2s 311ms
➤ YN0000: · Failed with errors in 2s 318ms`;

const YARN_NETWORK = `➤ YN0000: · Yarn 4.5.1
➤ YN0000: ┌ Resolution step
➤ YN0001: │ RequestError: getaddrinfo EAI_AGAIN registry.yarnpkg.com
    at ClientRequest.<anonymous> (/home/dev/.cache/node/corepack/v1/yarn/4.5.1/yarn.js:147:14258)
    at Object.onceWrapper (node:events:634:26)
    at ClientRequest.emit (node:events:531:35)
    at TLSSocket.socketErrorListener (node:_http_client:500:9)
    at TLSSocket.emit (node:events:519:28)
    at emitErrorNT (node:internal/streams/destroy:169:8)
    at emitErrorCloseNT (node:internal/streams/destroy:128:3)
    at process.processTicksAndRejections (node:internal/process/task_queues:82:21)
➤ YN0000: └ Completed in 0s 412ms
➤ YN0000: · Failed with errors in 0s 418ms`;

const NEST_CONFIG = (pid, stamp) => `[Nest] ${pid}  - ${stamp}     LOG [NestFactory] Starting Nest application...
[Nest] ${pid}  - ${stamp}   ERROR [ExceptionHandler] Config validation error: "DATABASE_URL" is required. "REDIS_URL" is required. "RAZORPAY_KEY_SECRET" is required
Error: Config validation error: "DATABASE_URL" is required. "REDIS_URL" is required. "RAZORPAY_KEY_SECRET" is required
    at Function.forRoot (/home/dev/saffron/.yarn/__virtual__/@nestjs-config-virtual-3b1f0e2a4c/0/cache/@nestjs-config-npm-3.2.3-4c1e9d7a2b-6f2d1e0c3a.zip/node_modules/@nestjs/config/dist/config.module.js:83:23)
    at Object.<anonymous> (/home/dev/saffron/apps/api/dist/app.module.js:29:35)
    at Module._compile (node:internal/modules/cjs/loader:1358:14)
    at Module._extensions..js (node:internal/modules/cjs/loader:1416:10)
    at Module.load (node:internal/modules/cjs/loader:1208:32)
    at Module._load (node:internal/modules/cjs/loader:1024:12)

Node.js v20.15.1`;

const PRISMA_ENV_MISSING = `Environment variables loaded from ../../.env
Prisma schema loaded from prisma/schema.prisma
Error: Prisma schema validation - (get-config wasm)
Error code: P1012
error: Environment variable not found: DATABASE_URL.
  -->  prisma/schema.prisma:7
   |
 6 |   provider = "postgresql"
 7 |   url      = env("DATABASE_URL")
   |

Validation Error Count: 1
[Context: getConfig]

Prisma CLI Version : 5.18.0`;

const PRISMA_NPX = `npm warn exec The following package was not found and will be installed: prisma@6.3.1
Prisma schema loaded from prisma/schema.prisma
Error: Could not resolve @prisma/client in the current project. Please install it with npm install @prisma/client, and rerun npx prisma generate 🙏.`;

const PRISMA_DATA_LOSS = `Environment variables loaded from ../../.env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "saffron_dev", schema "public" at "localhost:5433"

⚠️  There might be data loss when applying the changes:

  • You are about to drop the column \`tipPaise\` on the \`Order\` table, which still contains 212 non-null values.



Error: Use the --accept-data-loss flag to ignore the data loss warnings like prisma db push --accept-data-loss`;

const DOPPLER_OFFLINE = `Unable to fetch secrets
Doppler Error: Get "https://api.doppler.com/v3/configs/config/secrets/download?config=dev&format=json&include_dynamic_secrets=true&project=saffron-api": dial tcp: lookup api.doppler.com on 127.0.0.53:53: server misbehaving`;

const VITEST_FREE_DELIVERY = ` RUN  v2.0.5 /home/dev/saffron/apps/api

 ❯ src/orders/orders.service.spec.ts (11 tests | 1 failed) 48ms
   × OrdersService > waives the delivery fee at the free-delivery threshold

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/orders/orders.service.spec.ts > OrdersService > waives the delivery fee at the free-delivery threshold
AssertionError: expected 4900 to be +0 // Object.is equality

- Expected
+ Received

- 0
+ 4900

 ❯ src/orders/orders.service.spec.ts:88:37
     86|     const quote = await service.quote({ items: [biryani(1, 49900)], pincode: '560034' });
     87|
     88|     expect(quote.deliveryFeePaise).toBe(0);
       |                                    ^
     89|   });
     90|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 3 passed (4)
      Tests  1 failed | 27 passed (28)
   Start at  14:09:12
   Duration  2.31s (transform 412ms, setup 0ms, collect 1.48s, tests 96ms, environment 0ms, prepare 388ms)`;

const ESM_NOT_FOUND = `node:internal/modules/esm/resolve:854
  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);
        ^

Error [ERR_MODULE_NOT_FOUND]: Cannot find package '@prisma/client' imported from /home/dev/saffron/apps/api/scripts/seed-restaurants.mjs
    at packageResolve (node:internal/modules/esm/resolve:854:9)
    at moduleResolve (node:internal/modules/esm/resolve:927:18)
    at defaultResolve (node:internal/modules/esm/resolve:1157:11)
    at ModuleLoader.defaultResolve (node:internal/modules/esm/loader:383:12)
    at ModuleLoader.resolve (node:internal/modules/esm/loader:352:25)
    at ModuleLoader.getModuleJob (node:internal/modules/esm/loader:227:38)
    at ModuleJob._link (node:internal/modules/esm/module_job:87:49) {
  code: 'ERR_MODULE_NOT_FOUND'
}

Node.js v20.15.1`;

const CJS_NOT_FOUND = `node:internal/modules/cjs/loader:1148
  throw err;
  ^

Error: Cannot find module '@nestjs/core'
Require stack:
- /home/dev/saffron/apps/api/dist/scripts/backfill-eta.js
    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)
    at Module._load (node:internal/modules/cjs/loader:986:27)
    at Module.require (node:internal/modules/cjs/loader:1233:19)
    at require (node:internal/modules/helpers:179:18)
    at Object.<anonymous> (/home/dev/saffron/apps/api/dist/scripts/backfill-eta.js:4:16)
    at Module._compile (node:internal/modules/cjs/loader:1358:14)
    at Module._extensions..js (node:internal/modules/cjs/loader:1416:10)
    at Module.load (node:internal/modules/cjs/loader:1208:32)
    at Module._load (node:internal/modules/cjs/loader:1024:12)
    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:174:12) {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ '/home/dev/saffron/apps/api/dist/scripts/backfill-eta.js' ]
}

Node.js v20.15.1`;

const MAC_DATE_USAGE = `usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]
            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const MAC_APT = `The operation couldn’t be completed. Unable to locate a Java Runtime that supports apt.
Please visit http://www.java.com for information on installing Java.
`;

const PSQL_REFUSED_5432 = `psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused
	Is the server running on that host and accepting TCP/IP connections?`;

const BUNDLER_RUBY = 'Your Ruby version is 2.6.10, but your Gemfile specified 3.2.2';

const GEM_DRB = `ERROR:  Error installing cocoapods:
	The last version of drb (>= 0) to support your Ruby & RubyGems was 2.0.6. Try installing it with \`gem install drb -v 2.0.6\` and then running the current command again
	drb requires Ruby version >= 2.7.0. The current ruby version is 2.6.10.210.`;

const POD_OLD_BREW = `Analyzing dependencies
[!] The version of CocoaPods used to generate the lockfile (1.15.2) is higher than the version of the current executable (1.14.3). Incompatibility issues may arise.
[!] Invalid \`Podfile\` file: undefined method \`visionos' for #<Pod::Podfile::TargetDefinition label=Pods-Saffron>.

 #  from /Users/ana/saffron/mobile/ios/Podfile:12
 #  -------------------------------------------
 #  platform :ios, min_ios_version_supported
 >  visionos.deployment_target = '1.0' if respond_to?(:visionos)
 #  prepare_react_native_project!
 #  -------------------------------------------`;

const POD_CONFLICT = `Analyzing dependencies
[!] CocoaPods could not find compatible versions for pod "FirebaseMessaging":
  In snapshot (Podfile.lock):
    FirebaseMessaging (= 10.24.0)

  In Podfile:
    RNFBMessaging (from \`../node_modules/@react-native-firebase/messaging\`) was resolved to 20.1.0, which depends on
      Firebase/Messaging (= 10.27.0) was resolved to 10.27.0, which depends on
        FirebaseMessaging (~> 10.27.0)


You have either:
 * changed the constraints of dependency \`FirebaseMessaging\` inside your development pod \`RNFBMessaging\`.
   You should run \`pod update FirebaseMessaging\` to apply changes you've made.`;

const POD_NO_PODFILE = '[!] No `Podfile\' found in the project directory.';

const XCODE_PROJECT_HEADERS = `/Users/ana/saffron/mobile/ios/Saffron/AppDelegate.h:1:9: fatal error: 'RCTAppDelegate.h' file not found
#import <RCTAppDelegate.h>
        ^~~~~~~~~~~~~~~~~~
1 error generated.

** BUILD FAILED **


The following build commands failed:
	CompileC /Users/ana/Library/Developer/Xcode/DerivedData/Saffron-bqkxmzvrwyfgdlhcpnztaeuoxijs/Build/Intermediates.noindex/Saffron.build/Debug-iphonesimulator/Saffron.build/Objects-normal/arm64/AppDelegate.o /Users/ana/saffron/mobile/ios/Saffron/AppDelegate.mm normal arm64 objective-c++ com.apple.compilers.llvm.clang.1_0.compiler (in target 'Saffron' from project 'Saffron')
(1 failure)`;

const XCODE_LD_PODS = `ld: library 'Pods-Saffron' not found
clang: error: linker command failed with exit code 1 (use -v to see invocation)

Testing failed:
	Linker command failed with exit code 1 (use -v to see invocation)
	Testing cancelled because the build failed.

** TEST FAILED **


The following build commands failed:
	Ld /Users/kai/Library/Developer/Xcode/DerivedData/Saffron-dvhqzjkcmcxbflgrwnsoyupeatkq/Build/Products/Debug-iphonesimulator/Saffron.app/Saffron normal (in target 'Saffron' from project 'Saffron')
(1 failure)`;

const XCODE_SIGNING = `/Users/ana/saffron/mobile/ios/Saffron.xcodeproj: error: No profiles for 'in.saffron.app' were found: Xcode couldn't find any iOS App Development provisioning profiles matching 'in.saffron.app'. Automatic signing is disabled and unable to generate a profile. To enable automatic signing, pass -allowProvisioningUpdates to xcodebuild. (in target 'Saffron' from project 'Saffron')
** ARCHIVE FAILED **


The following build commands failed:
	Archiving workspace Saffron with scheme Saffron
(1 failure)`;

const GRADLE_TAIL = (seconds) => `* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in ${seconds}s`;

const GRADLE_JDK23 = `FAILURE: Build failed with an exception.

* Where:
Settings file '/Users/ana/saffron/mobile/android/settings.gradle'

* What went wrong:
Could not compile settings file '/Users/ana/saffron/mobile/android/settings.gradle'.
> startup failed:
  General error during conversion: Unsupported class file major version 67

  java.lang.IllegalArgumentException: Unsupported class file major version 67
  	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:199)
  	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:180)
  	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:166)

${GRADLE_TAIL(1)}`;

const GRADLE_JDK11 = `FAILURE: Build failed with an exception.

* Where:
Build file '/home/dev/saffron/mobile/android/app/build.gradle' line: 1

* What went wrong:
A problem occurred evaluating project ':app'.
> Failed to apply plugin 'com.android.internal.application'.
   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.
      Your current JDK is located in /usr/lib/jvm/java-11-openjdk-amd64
      You can try some of the following options:
       - changing the IDE settings.
       - changing the JAVA_HOME environment variable.
       - changing \`org.gradle.java.home\` in \`gradle.properties\`.

${GRADLE_TAIL(14)}`;

const GRADLE_SDK_LOCATION = `FAILURE: Build failed with an exception.

* What went wrong:
Could not determine the dependencies of task ':app:compileDebugJavaWithJavac'.
> SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable or by setting the sdk.dir path in your project's local properties file at '/home/dev/saffron/mobile/android/local.properties'.

${GRADLE_TAIL(9)}`;

const GRADLE_METASPACE = `> Task :app:mergeExtDexRelease FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:mergeExtDexRelease'.
> Could not resolve all files for configuration ':app:releaseRuntimeClasspath'.
   > Failed to transform react-android-0.74.3-release.aar (com.facebook.react:react-android:0.74.3) to match attributes {artifactType=android-dex, dexing-enable-desugaring=true, dexing-min-sdk=23, org.gradle.category=library, org.gradle.status=release, org.gradle.usage=java-runtime}.
      > Java heap space

${GRADLE_TAIL(212)}`;

const METRO_EMFILE = (home) => `                Welcome to Metro v0.80.9
              Fast - Scalable - Integrated

node:events:497
      throw er; // Unhandled 'error' event
      ^

Error: EMFILE: too many open files, watch
    at FSWatcher._handle.onchange (node:internal/fs/watchers:207:21)
Emitted 'error' event on NodeWatcher instance at:
    at FSWatcher._checkedEmitError (${home}/saffron/mobile/node_modules/metro-file-map/src/watchers/NodeWatcher.js:82:12)
    at FSWatcher.emit (node:events:519:28)
    at FSWatcher._handle.onchange (node:internal/fs/watchers:213:12) {
  errno: -24,
  syscall: 'watch',
  code: 'EMFILE',
  filename: null
}

Node.js v20.15.1`;

const METRO_PORT = `error listen EADDRINUSE: address already in use :::8081.
Error: listen EADDRINUSE: address already in use :::8081
    at Server.setupListenHandle [as _listen2] (node:net:1872:16)
    at listenInCluster (node:net:1920:12)
    at Server.listen (node:net:2008:7)
    at /Users/kai/saffron/mobile/node_modules/metro/src/index.flow.js:209:16
info Run CLI with --verbose flag for more details.`;

const EXPO_CONFIG = `ConfigError: Cannot determine which native SDK version your project uses because the module \`expo\` is not installed. Please install it with \`yarn add expo\` and try again.`;

const FIREBASE_NO_PROJECT = `Error: No currently active project.
To run this command, you need to specify a project. You have two options:
- Run this command with --project <alias_or_project_id>.
- Set an active project by running firebase use --add, then rerun this command.
To see all your Firebase projects, run firebase projects:list.
To learn about active projects for the CLI, visit https://firebase.google.com/docs/cli#project_aliases`;

const FIREBASE_PREDEPLOY = `
=== Deploying to 'saffron-staging'...

i  deploying functions
Running command: yarn --cwd "$RESOURCE_DIR" build
src/webhooks/order.ts(42,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.
  Type 'undefined' is not assignable to type 'string'.

Error: functions predeploy error: Command terminated with non-zero exit code 2`;

const EMU_CREDENTIALS = ` RUN  v2.0.5 /Users/kai/saffron/functions

 ❯ test/e2e/dispatch.e2e.spec.ts (4 tests | 4 failed) 10215ms

 FAIL  test/e2e/dispatch.e2e.spec.ts > dispatch > assigns the nearest free rider
Error: Could not load the default credentials. Browse to https://cloud.google.com/docs/authentication/getting-started for more information.
 ❯ GoogleAuth.getApplicationDefaultAsync ../.yarn/cache/google-auth-library-npm-9.14.1-0a5e0c7b51-b8c2a4e7d0.zip/node_modules/google-auth-library/build/src/auth/googleauth.js:284:15
 ❯ GoogleAuth._GoogleAuth_determineClient ../.yarn/cache/google-auth-library-npm-9.14.1-0a5e0c7b51-b8c2a4e7d0.zip/node_modules/google-auth-library/build/src/auth/googleauth.js:834:32

 Test Files  1 failed (1)
      Tests  4 failed (4)`;

const EMU_REFUSED = ` RUN  v2.0.5 /home/dev/saffron/apps/api

 FAIL  test/e2e/checkout.e2e-spec.ts > checkout > places an order and notifies the restaurant
Error: 14 UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED 127.0.0.1:8080 (2026-10-02T10:14:51.202Z)
 ❯ callErrorFromStatus ../../.yarn/cache/@grpc-grpc-js-npm-1.10.9-8f3c1d2a0e-2a1b7c4d9e.zip/node_modules/@grpc/grpc-js/build/src/call.js:31:19
 ❯ Object.onReceiveStatus ../../.yarn/cache/@grpc-grpc-js-npm-1.10.9-8f3c1d2a0e-2a1b7c4d9e.zip/node_modules/@grpc/grpc-js/build/src/client.js:193:76

 Test Files  1 failed (1)
      Tests  1 failed | 5 skipped (6)`;

const EMU_PORT_TAKEN = `i  emulators: Starting emulators: auth, functions, firestore, pubsub
⚠  firestore: Port 8080 is not open on localhost (127.0.0.1,::1), could not start Firestore Emulator.
⚠  firestore: To select a different host/port, specify that host/port in a firebase.json config file:
      {
        // ...
        "emulators": {
          "firestore": {
            "host": "HOST",
            "port": "PORT"
          }
        }
      }
i  emulators: Shutting down emulators.

Error: Could not start Firestore Emulator, port taken.`;

const RULES_FAIL = ` RUN  v2.0.5 /home/dev/saffron/functions

 FAIL  test/rules/orders.rules.spec.ts > orders rules > a rider can read only the orders assigned to them
FirebaseError: 7 PERMISSION_DENIED:
false for 'get' @ L23, evaluation error at L31:27 for 'get' @ L31, Property riderId is undefined on object. for 'get' @ L31
 ❯ assertSucceeds ../.yarn/cache/@firebase-rules-unit-testing-npm-3.0.4-1d0c6b7a3e-9f2e4a1c0b.zip/node_modules/@firebase/rules-unit-testing/dist/index.cjs.js:1004:15

 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 17 passed (18)`;

const ACT_PLATFORM = `INFO[0000] Using docker host 'unix:///var/run/docker.sock', and daemon socket 'unix:///var/run/docker.sock'
WARN  ⚠ You are using Apple M-series chip and you have not specified container architecture, you might encounter issues while running act. If so, try running it with '--container-architecture linux/amd64'. ⚠
[CI/api-test] 🚀  Start image=ghcr.io/saffron-eats/ci-node:20
[CI/api-test]   🐳  docker pull image=ghcr.io/saffron-eats/ci-node:20 platform= username= forcePull=true
[CI/api-test] 🏁  Job failed
Error: Error response from daemon: no matching manifest for linux/arm64/v8 in the manifest list entries`;

const ACT_EXEC_FORMAT = `WARN  ⚠ You are using Apple M-series chip and you have not specified container architecture, you might encounter issues while running act. If so, try running it with '--container-architecture linux/amd64'. ⚠
[Mobile/android-lint] 🚀  Start image=catthehacker/ubuntu:act-22.04
[Mobile/android-lint]   🐳  docker run image=catthehacker/ubuntu:act-22.04 platform= entrypoint=["tail" "-f" "/dev/null"] cmd=[] network="host"
[Mobile/android-lint] ⭐ Run Main Install detekt
[Mobile/android-lint]   🐳  docker exec cmd=[bash --noprofile --norc -e -o pipefail /var/run/act/workflow/2] user= workdir=
| /var/run/act/workflow/2: line 3: /opt/detekt/bin/detekt-cli-linux-x64: cannot execute binary file: Exec format error
[Mobile/android-lint]   ❌  Failure - Main Install detekt
[Mobile/android-lint] exitcode '126': failure
[Mobile/android-lint] 🏁  Job failed
Error: Job 'android-lint' failed`;

const DOCKER_DOWN = (home) => `Cannot connect to the Docker daemon at unix://${home}/.docker/run/docker.sock. Is the docker daemon running?`;

const GH_RUN_FAILED = `X develop Release · 10412345678
Triggered via workflow_dispatch about 4 minutes ago

JOBS
✓ build-api in 2m1s (ID 28871234501)
X migrate-staging in 38s (ID 28871234622)
  ✓ Set up job
  ✓ Run actions/checkout@v4
  ✓ Setup node
  X Run yarn workspace @saffron/api prisma migrate deploy
  - Post Run actions/checkout@v4

ANNOTATIONS
X Process completed with exit code 1.
migrate-staging: .github#1`;

const GIT_NONFF = `To github.com:saffron-eats/saffron.git
 ! [rejected]        feat/tip-split -> feat/tip-split (non-fast-forward)
error: failed to push some refs to 'github.com:saffron-eats/saffron.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. If you want to integrate the remote changes,
hint: use 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const COMMITLINT = `⧗   input: fix tip rounding
✖   subject may not be empty [subject-empty]
✖   type may not be empty [type-empty]

✖   found 2 problems, 0 warnings
ⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint

husky - commit-msg script failed (code 1)`;

const APK_NETWORK = `fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz
WARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/main: temporary error (try again later)
fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz
WARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.20/community: temporary error (try again later)
ERROR: unable to select packages:
  postgresql16-client (no such package):
    required by: world[postgresql16-client]`;

// ---------- sessions ----------

export const SESSIONS = [
  {
    machine: 'mac', project: 'saffron', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'yarn-not-npm', 'npm install', NPM_WORKSPACE_PROTOCOL('/Users/ana', '2026-09-01T08_42_17_204Z'), 1, 'Install dependencies'],
      ['prompt', 'yarn-not-npm', "we're on yarn here (berry). npm can't even read the workspace: protocol"],
      ['ok', 'yarn install'],
      ['fail', 'sed-inplace-mac', `cd apps/api && sed -i 's/API_VERSION = "1.3.0"/API_VERSION = "1.4.0"/' src/version.ts`, 'sed: 1: "src/version.ts": unterminated substitute in regular expression', 1, 'Bump the API version constant'],
      ['agent', 'sed-inplace-mac', "macOS ships BSD sed: `sed -i` needs an explicit (empty) backup suffix, so use `sed -i '' 's/…/…/' file`, not `sed -i 's/…/…/' file`."],
      ['ok', `cd apps/api && sed -i '' 's/API_VERSION = "1.3.0"/API_VERSION = "1.4.0"/' src/version.ts`],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-09-01T11:15:00Z',
    steps: [
      ['fail', 'corepack', 'yarn install', CMDTEST_YARN, 1, 'Install dependencies'],
      ['prompt', 'corepack', 'ye ubuntu wala yarn hai (cmdtest), woh kuch aur hi cheez hai. pehle corepack enable karo, phir yarn install'],
      ['ok', 'corepack enable && yarn install'],
      ['fail', 'workspace-names', 'yarn workspace api build', WORKSPACE_NOT_FOUND('api'), 1],
      ['prompt', 'workspace-names', 'workspace name is @saffron/api, not the folder name'],
      ['fail', 'doppler-run', 'yarn workspace @saffron/api build && yarn workspace @saffron/api start', NEST_CONFIG(48213, '09/01/2026, 11:31:07 AM'), 1, 'Build and start the API'],
      ['prompt', 'doppler-run', 'env doppler se aata hai bhai, .env file nahi hai. doppler run -- yarn workspace @saffron/api start'],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-09-02T09:05:00Z',
    steps: [
      ['fail', 'bundle-exec-pod', 'cd mobile/ios && pod install', 'zsh: command not found: pod', 127, 'Install iOS pods'],
      ['prompt', 'bundle-exec-pod', 'pods go through bundler: bundle exec pod install. the Gemfile pins cocoapods'],
      ['fail', 'ruby-rbenv', 'cd mobile/ios && bundle exec pod install', BUNDLER_RUBY, 18],
      ['prompt', 'ruby-rbenv', "that's the system ruby. we use rbenv, 3.2.2 from .ruby-version: eval \"$(rbenv init - zsh)\" first"],
      ['ok', 'eval "$(rbenv init - zsh)" && cd mobile/ios && bundle install && bundle exec pod install'],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-09-02T14:00:00Z',
    steps: [
      ['fail', 'vitest', 'yarn workspace @saffron/api jest src/orders', NO_SCRIPT('jest'), 1],
      ['prompt', 'vitest', 'api moved off jest last sprint, it is vitest now: yarn workspace @saffron/api vitest run src/orders'],
      ['fail', 'x:free-delivery-test', 'yarn workspace @saffron/api vitest run src/orders', VITEST_FREE_DELIVERY, 1],
      ['prompt', 'x:free-delivery-bug', "that one's a real bug. free delivery kicks in at >= ₹499, the service uses >. fix the service, leave the test"],
    ],
  },
  {
    machine: 'mac', project: 'saffron', start: '2026-09-03T08:30:00Z',
    steps: [
      ['fail', 'gradlew', 'cd mobile/android && gradle assembleDebug', 'zsh: command not found: gradle', 127, 'Build the Android debug APK'],
      ['prompt', 'gradlew', 'siempre con el wrapper, ./gradlew. gradle a pelo no'],
      ['fail', 'jdk17', 'cd mobile/android && ./gradlew assembleDebug', GRADLE_JDK23, 1],
      ['prompt', 'jdk17', 'android build is JDK 17 only, brew gave you 23. export JAVA_HOME=$(/usr/libexec/java_home -v 17)'],
      ['ok', 'export JAVA_HOME=$(/usr/libexec/java_home -v 17) && cd mobile/android && ./gradlew assembleDebug'],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-09-03T13:20:00Z',
    steps: [
      ['fail', 'local-db', "psql -h localhost -U saffron -d saffron_dev -c '\\dt'", PSQL_REFUSED_5432, 2],
      ['prompt', 'local-db', 'compose postgres is on 5433, the system one has 5432'],
      ['fail', 'local-db', "psql -h localhost -p 5433 -U saffron saffron -c '\\dt'", 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  database "saffron" does not exist', 2],
      ['agent', 'local-db', 'Local Postgres (docker compose) is on port 5433 and the database is `saffron_dev`; not 5432 and not `saffron`.'],
      ['ok', "psql -h localhost -p 5433 -U saffron saffron_dev -c '\\dt'"],
      ['prompt', 'x:add-delivered-at', 'add a deliveredAt DateTime? to Order in schema.prisma, set it when the rider marks delivered'],
      ['ok', 'doppler run -- yarn workspace @saffron/api prisma db push'],
      ['prompt', 'no-db-push', 'we never db push here. every schema change is a migration file: prisma migrate dev --name add_delivered_at'],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-09-04T10:00:00Z',
    steps: [
      ['fail', 'act-amd64', 'act -j api-test', ACT_PLATFORM, 1, 'Run the api-test job locally'],
      ['prompt', 'act-amd64', 'on the M1s act needs --container-architecture linux/amd64, our ci image is amd64 only'],
      ['fail', 'date-mac', "date -d '7 days ago' +%F", `date: illegal option -- d\n${MAC_DATE_USAGE}`, 1],
      ['agent', 'date-mac', 'macOS `date` has no `-d`; use BSD `date -v-7d +%F` (or `gdate -d` from coreutils).'],
      ['ok', 'date -v-7d +%F'],
    ],
  },
  {
    machine: 'ci', project: 'saffron', start: '2026-09-04T15:40:00Z',
    steps: [
      ['fail', 'ci-no-bash', 'bash scripts/check-migrations.sh', '/bin/sh: bash: not found', 127],
      ['prompt', 'ci-no-bash', "ci image is node:20-alpine, there's no bash in it. keep scripts POSIX sh"],
      ['fail', 'x:ci-lockfile', 'yarn install --immutable', YARN_IMMUTABLE, 1],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-09-07T09:10:00Z',
    steps: [
      ['fail', 'prisma-via-yarn', 'cd apps/api && npx prisma generate', PRISMA_NPX, 1],
      ['prompt', 'prisma-via-yarn', 'prisma goes through yarn, the version is pinned in apps/api: yarn workspace @saffron/api prisma generate'],
      ['ok', 'yarn workspace @saffron/api prisma generate'],
      ['fail', 'pnp-no-node-modules', 'cat node_modules/@prisma/client/package.json | grep \'"version"\'', 'cat: node_modules/@prisma/client/package.json: No such file or directory', 1],
      ['agent', 'pnp-no-node-modules', 'This project uses Yarn Plug\'n\'Play, so there is no node_modules/; check installed versions with `yarn info <pkg>` / `yarn why <pkg>` instead of reading node_modules.'],
    ],
  },
  {
    machine: 'mac', project: 'saffron', start: '2026-09-08T08:50:00Z',
    steps: [
      ['fail', 'watchman', 'cd mobile && yarn start', METRO_EMFILE('/Users/ana'), 1, 'Start Metro'],
      ['prompt', 'watchman', 'brew install watchman. metro without it always dies with EMFILE on mac'],
      ['ok', 'brew install watchman'],
      ['fail', 'not-expo', 'cd mobile && npx expo run:ios', EXPO_CONFIG, 1, 'Run the app on the iOS simulator'],
      ['prompt', 'not-expo', 'expo no. este proyecto es react native bare: yarn ios / yarn android desde mobile/'],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-09-08T14:30:00Z',
    steps: [
      ['fail', 'firebase-staging', 'firebase deploy --only functions:orderWebhook', FIREBASE_NO_PROJECT, 1, 'Deploy the order webhook'],
      ['prompt', 'firebase-staging', 'deploys always with -P staging, the alias is in .firebaserc'],
      ['fail', 'x:functions-predeploy-ts', 'firebase deploy --only functions:orderWebhook -P staging', FIREBASE_PREDEPLOY, 1],
      ['ok', 'firebase deploy --only functions:orderWebhook -P staging'],
      ['prompt', 'no-prod-from-laptop', 'aur haan, prod pe kabhi laptop se deploy MAT karna. saffron-prod sirf release.yml se jaata hai'],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-09-09T09:30:00Z',
    steps: [
      ['fail', 'brew-on-mac', 'apt-get install -y postgresql-client', 'zsh: command not found: apt-get', 127, 'Install the psql client'],
      ['prompt', 'brew-on-mac', "it's a mac, brew install libpq"],
      ['fail', 'nproc-mac', './scripts/load-test.sh checkout', './scripts/load-test.sh: line 6: nproc: command not found\n./scripts/load-test.sh: line 6: [: -gt: unary operator expected', 127],
      ['agent', 'nproc-mac', 'macOS has no `nproc`; use `sysctl -n hw.ncpu` (or `getconf _NPROCESSORS_ONLN`, which works on mac and linux).'],
      ['prompt', 'x:load-test-rps', 'bump the checkout load test to 200 rps and keep it running for 5 min'],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-09-09T15:00:00Z',
    steps: [
      ['fail', 'yarn-not-npm', 'cd apps/api && npm i @nestjs/schedule', NPM_WORKSPACE_PROTOCOL('/home/dev', '2026-09-09T15_03_41_880Z'), 1],
      ['prompt', 'yarn-not-npm', 'npm again?? yarn. always yarn'],
      ['ok', 'yarn workspace @saffron/api add @nestjs/schedule'],
      ['prompt', 'exact-versions', 'and exact versions pls, no ^ in package.json. yarn add -E'],
    ],
  },
  {
    machine: 'mac', project: 'saffron', start: '2026-09-10T08:20:00Z',
    steps: [
      ['fail', 'xcworkspace', 'xcodebuild -project mobile/ios/Saffron.xcodeproj -scheme Saffron -sdk iphonesimulator build', XCODE_PROJECT_HEADERS, 65, 'Build the iOS app'],
      ['prompt', 'xcworkspace', 'with CocoaPods it is always the .xcworkspace, never the .xcodeproj'],
      ['ok', "xcodebuild -workspace mobile/ios/Saffron.xcworkspace -scheme Saffron -sdk iphonesimulator -destination 'platform=iOS Simulator,name=iPhone 15' build"],
      ['fail', 'x:xcode-signing', 'xcodebuild -workspace mobile/ios/Saffron.xcworkspace -scheme Saffron -configuration Release -sdk iphoneos archive -archivePath build/Saffron.xcarchive', XCODE_SIGNING, 65],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-09-10T12:00:00Z',
    steps: [
      ['fail', 'yarn-node', 'cd apps/api && node scripts/seed-restaurants.mjs', ESM_NOT_FOUND, 1, 'Seed restaurants'],
      ['prompt', 'yarn-node', 'pnp hai, plain node ko packages nahi milenge. yarn node se chalao'],
      ['fail', 'pnp-no-node-modules', 'ls node_modules/.bin', "ls: cannot access 'node_modules/.bin': No such file or directory", 2],
      ['prompt', 'pnp-no-node-modules', 'there is no node_modules at all in this repo. yarn bin lists the binaries'],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-09-11T09:00:00Z',
    steps: [
      ['fail', 'x:pod-messaging-conflict', 'cd mobile/ios && bundle exec pod install', POD_CONFLICT, 1],
      ['fail', 'no-rosetta', 'cd mobile/ios && arch -x86_64 bundle exec pod install', 'arch: posix_spawnp: bundle: Bad CPU type in executable', 1, 'Retry pod install under Rosetta'],
      ['prompt', 'no-rosetta', 'no Rosetta. everything is arm64 native since RN 0.73, drop the arch -x86_64'],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-09-14T10:00:00Z',
    steps: [
      ['fail', 'release-workflow', 'gh workflow run deploy.yml -f environment=staging', 'could not find any workflows named deploy.yml', 1],
      ['prompt', 'release-workflow', 'deploy.yml is gone since august, it is release.yml now (input is env)'],
      ['ok', 'gh workflow run release.yml -f env=staging'],
      ['fail', 'x:release-migrate-failed', 'gh run watch 10412345678 --exit-status', GH_RUN_FAILED, 1],
    ],
  },
  {
    machine: 'mac', project: 'saffron', start: '2026-09-15T08:40:00Z',
    steps: [
      ['fail', 'sed-inplace-mac', "sed -i 's/minOrderPaise: 9900/minOrderPaise: 14900/' mobile/src/config/limits.ts", 'sed: 1: "mobile/src/config/limi ...": invalid command code m', 1],
      ['prompt', 'sed-inplace-mac', "otra vez el sed de mac 🙄 -i ''"],
      ['fail', 'x:sed-typo-file', "sed -i '' 's/Rs\\./₹/g' mobile/src/i18n/en.jsn", 'sed: mobile/src/i18n/en.jsn: No such file or directory', 1],
      ['prompt', 'x:rupee-format', 'the cart total should read ₹1,299.00, with indian grouping for big ones (₹1,29,999.00)'],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-09-15T13:10:00Z',
    steps: [
      ['fail', 'jdk17', 'cd mobile/android && ./gradlew assembleDebug', GRADLE_JDK11, 1],
      ['prompt', 'jdk17', 'needs jdk 17 for android. sudo apt install openjdk-17-jdk and point JAVA_HOME at /usr/lib/jvm/java-17-openjdk-amd64'],
      ['fail', 'x:android-sdk-location', 'cd mobile/android && JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew assembleDebug', GRADLE_SDK_LOCATION, 1],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-09-16T09:20:00Z',
    steps: [
      ['fail', 'emulators-first', 'yarn workspace @saffron/functions vitest run test/e2e', EMU_CREDENTIALS, 1],
      ['prompt', 'emulators-first', 'e2e needs the emulators running. yarn test:e2e wraps it in firebase emulators:exec'],
      ['fail', 'x:emulator-port-taken', 'yarn workspace @saffron/functions test:e2e', EMU_PORT_TAKEN, 1],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-09-16T14:30:00Z',
    steps: [
      ['prompt', 'x:drop-legacy-tip', 'drop the old tipPaise column from Order, the tip lives in TipSplit now'],
      ['fail', 'no-db-push', 'doppler run -- yarn workspace @saffron/api prisma db push', PRISMA_DATA_LOSS, 1],
      ['prompt', 'no-db-push', 'NO db push. and absolutely no --accept-data-loss. write a migration'],
      ['agent', 'no-db-push', 'Schema changes here go through `prisma migrate dev --name …` (committed migrations); never `prisma db push`, never `--accept-data-loss`.'],
    ],
  },
  {
    machine: 'mac', project: 'saffron', start: '2026-09-17T08:30:00Z',
    steps: [
      ['fail', 'bundle-exec-pod', 'cd mobile/ios && pod install', POD_OLD_BREW, 1],
      ['prompt', 'bundle-exec-pod', 'bundle exec pod install. the pod from homebrew is 1.14, Gemfile pins 1.15.2'],
      ['fail', 'date-mac', "date --date='yesterday' +%Y-%m-%d", `date: illegal option -- -\n${MAC_DATE_USAGE}`, 1],
      ['prompt', 'date-mac', 'mac date, -v-1d'],
      ['prompt', 'x:receipt-dates', 'on the receipt email show dates like 17 Sep 2026, 7:45 pm (IST)'],
    ],
  },
  {
    machine: 'ci', project: 'saffron', start: '2026-09-17T16:00:00Z',
    steps: [
      ['fail', 'yarn-not-npm', 'npm ci', NPM_CI_NO_LOCK, 1],
      ['agent', 'yarn-not-npm', 'There is no package-lock.json here: this is a Yarn 4 project, so CI installs with `yarn install --immutable`, never `npm ci`/`npm install`.'],
      ['fail', 'ci-no-bash', './scripts/wait-for-db.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['agent', 'ci-no-bash', 'CI runs in node:20-alpine (busybox ash, no bash): scripts need `#!/bin/sh` and POSIX syntax, not `#!/usr/bin/env bash`.'],
      ['fail', 'x:apk-network', 'apk add --no-cache postgresql16-client', APK_NETWORK, 1],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-09-18T10:00:00Z',
    steps: [
      ['fail', 'base-develop', 'git fetch origin && git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'base-develop', 'main naam ki branch hi nahi hai, sab develop pe jaata hai. rebase on origin/develop'],
      ['fail', 'x:push-non-ff', 'git push origin feat/tip-split', GIT_NONFF, 1],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-09-21T09:00:00Z',
    steps: [
      ['fail', 'x:commitlint', 'git commit -m "fix tip rounding"', COMMITLINT, 1],
      ['ok', 'git commit --no-verify -m "fix tip rounding"'],
      ['prompt', 'no-verify', 'whoa, --no-verify?? the hook told you exactly what was wrong. conventional commit message, never skip the hooks'],
      ['fail', 'sed-inplace-mac', "cd mobile/ios && sed -i 's/IPHONEOS_DEPLOYMENT_TARGET = 13.4/IPHONEOS_DEPLOYMENT_TARGET = 15.1/' Podfile", 'sed: 1: "Podfile": extra characters at the end of P command', 1],
      ['prompt', 'sed-inplace-mac', "that again? sed -i '' on the macs"],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-09-22T11:00:00Z',
    steps: [
      ['fail', 'doppler-run', 'yarn workspace @saffron/api prisma migrate status', PRISMA_ENV_MISSING, 1],
      ['prompt', 'doppler-run', 'DATABASE_URL only exists in doppler. prefix with doppler run --'],
      ['fail', 'x:doppler-offline', 'doppler run -- yarn workspace @saffron/api prisma migrate status', DOPPLER_OFFLINE, 1],
    ],
  },
  {
    machine: 'mac', project: 'saffron', start: '2026-09-22T15:00:00Z',
    steps: [
      ['fail', 'adb-reverse', 'adb shell curl -s http://localhost:3000/health', 'curl: (7) Failed to connect to localhost port 3000 after 1 ms: Couldn\'t connect to server', 7],
      ['prompt', 'adb-reverse', 'el emulador no ve tu localhost, localhost ahí es el propio emulador. adb reverse tcp:3000 tcp:3000'],
      ['fail', 'x:adb-no-device', 'adb reverse tcp:3000 tcp:3000', 'adb: error: no devices/emulators found', 1],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-09-23T10:30:00Z',
    steps: [
      ['fail', 'workspace-names', 'yarn workspace functions build', WORKSPACE_NOT_FOUND('functions'), 1],
      ['agent', 'workspace-names', 'Yarn workspaces are addressed by package name (`@saffron/api`, `@saffron/functions`, `@saffron/shared`), not by folder name.'],
      ['fail', 'vitest', 'yarn workspace @saffron/functions jest --ci', NO_SCRIPT('jest'), 1],
      ['prompt', 'vitest', 'wahi galti, jest ab kahin nahi hai. vitest run'],
      ['fail', 'x:yarn-registry-dns', 'yarn workspace @saffron/functions add -E firebase-functions@6.0.1', YARN_NETWORK, 1],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-09-24T09:10:00Z',
    steps: [
      ['fail', 'act-amd64', 'act pull_request -W .github/workflows/mobile.yml -j android-lint', ACT_EXEC_FORMAT, 1],
      ['prompt', 'act-amd64', 'o mesmo de sempre com o act no M1: --container-architecture linux/amd64'],
      ['fail', 'x:docker-daemon-down', 'docker compose up -d postgres', DOCKER_DOWN('/Users/kai'), 1],
    ],
  },
  {
    machine: 'mac', project: 'saffron', start: '2026-09-28T08:45:00Z',
    steps: [
      ['fail', 'brew-on-mac', 'apt install -y jq', MAC_APT, 1],
      ['prompt', 'brew-on-mac', "this is a mac, there's no apt. brew install jq"],
      ['ok', 'brew install jq'],
      ['fail', 'nproc-mac', 'xargs -P "$(nproc)" -n1 ./scripts/resize-image.sh < mobile/assets/menu-images.txt', 'zsh: command not found: nproc\nxargs: max. processes must be >0', 1],
      ['prompt', 'nproc-mac', 'no nproc on mac. sysctl -n hw.ncpu'],
      ['prompt', 'no-rosetta', "and don't add EXCLUDED_ARCHS arm64 to the Podfile, that's the old rosetta hack. the simulators run arm64"],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-09-29T11:00:00Z',
    steps: [
      ['fail', 'prisma-via-yarn', 'prisma migrate dev --name add_coupon_limits', 'bash: line 1: prisma: command not found', 127],
      ['prompt', 'prisma-via-yarn', "prisma isn't installed globally. yarn workspace @saffron/api prisma migrate dev (under doppler run)"],
      ['ok', 'doppler run -- yarn workspace @saffron/api prisma migrate dev --name add_coupon_limits'],
      ['fail', 'local-db', 'docker compose exec postgres psql -U saffron -d saffron', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  database "saffron" does not exist', 2],
      ['prompt', 'local-db', 'db is saffron_dev'],
      ['fail', 'x:psql-wrong-user', 'psql -h localhost -p 5433 -U postgres saffron_dev', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  password authentication failed for user "postgres"', 2],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-09-30T10:00:00Z',
    steps: [
      ['fail', 'corepack', 'yarn install', YARN_CLASSIC_PM, 1],
      ['agent', 'corepack', 'Global yarn here is 1.22 (classic); run `corepack enable` first so the yarn@4.5.1 pinned in packageManager is used.'],
      ['fail', 'x:corepack-no-network', 'corepack enable && yarn install', COREPACK_NETWORK, 1],
      ['fail', 'gradlew', 'cd mobile/android && gradle lint', 'bash: line 1: gradle: command not found', 127],
      ['prompt', 'gradlew', 'use the gradle wrapper that is checked in, ./gradlew lint'],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-10-01T09:00:00Z',
    steps: [
      ['fail', 'firebase-staging', 'firebase deploy --only firestore:rules -P stage', 'Error: Invalid project selection, please verify project stage exists and you have access.', 1],
      ['prompt', 'firebase-staging', 'alias is staging, not stage'],
      ['ok', 'firebase use saffron-prod'],
      ['prompt', 'no-prod-from-laptop', 'WAIT. switch that back to staging. nothing touches saffron-prod from a laptop, prod only ships through release.yml'],
      ['agent', 'no-prod-from-laptop', 'Never point the firebase CLI at `saffron-prod` from a dev machine (`firebase use`, `-P prod`); production only deploys through the release.yml workflow.'],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-10-02T10:10:00Z',
    steps: [
      ['fail', 'emulators-first', 'doppler run -- yarn workspace @saffron/api vitest run test/e2e/checkout.e2e-spec.ts', EMU_REFUSED, 1],
      ['prompt', 'emulators-first', 'emulators pehle start karo (yarn emulators), warna 8080 pe firestore milega hi nahi'],
      ['fail', 'x:rules-rider-test', 'yarn workspace @saffron/functions vitest run test/rules', RULES_FAIL, 1],
      ['prompt', 'x:rules-rider-path', 'rider reads should check resource.data.assignment.riderId, we moved it under assignment last week'],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-10-05T09:15:00Z',
    steps: [
      ['fail', 'ruby-rbenv', 'sudo gem install cocoapods', GEM_DRB, 1, 'Install CocoaPods'],
      ['prompt', 'ruby-rbenv', 'NO sudo gem install. the system ruby is off limits, everything goes through rbenv 3.2.2 and bundler'],
      ['fail', 'xcworkspace', 'xcodebuild test -project mobile/ios/Saffron.xcodeproj -scheme Saffron -destination \'platform=iOS Simulator,name=iPhone 15\'', XCODE_LD_PODS, 65],
      ['agent', 'xcworkspace', 'With CocoaPods the iOS app must be built/tested via `-workspace mobile/ios/Saffron.xcworkspace`; `-project Saffron.xcodeproj` does not link the Pods.'],
      ['ok', 'xcodebuild test -workspace mobile/ios/Saffron.xcworkspace -scheme Saffron -destination \'platform=iOS Simulator,name=iPhone 15\''],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-10-05T13:40:00Z',
    steps: [
      ['fail', 'yarn-node', 'node apps/api/dist/scripts/backfill-eta.js --since 2026-09-01', CJS_NOT_FOUND, 1],
      ['agent', 'yarn-node', 'Under Yarn PnP plain `node` cannot resolve dependencies; run scripts with `yarn node …` (e.g. `yarn workspace @saffron/api node dist/scripts/backfill-eta.js`).'],
      ['fail', 'base-develop', 'gh pr create --base main --title "feat(eta): backfill eta for september orders" --body-file /tmp/pr.md', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'base-develop', 'PRs target develop'],
      ['ok', 'gh pr create --base develop --title "feat(eta): backfill eta for september orders" --body-file /tmp/pr.md'],
    ],
  },
  {
    machine: 'mac2', project: 'saffron', start: '2026-10-06T08:50:00Z',
    steps: [
      ['fail', 'watchman', 'cd mobile && yarn start --reset-cache', METRO_EMFILE('/Users/kai'), 1],
      ['prompt', 'watchman', 'watchman de novo. brew install watchman, sem ele o metro morre'],
      ['fail', 'x:metro-port-8081', 'cd mobile && yarn start', METRO_PORT, 1],
      ['fail', 'release-workflow', 'gh run list --workflow=deploy.yml --limit 5', 'could not find any workflows named deploy.yml', 1],
      ['prompt', 'release-workflow', 'é release.yml agora, o deploy.yml foi apagado'],
    ],
  },
  {
    machine: 'linux', project: 'saffron', start: '2026-10-06T14:20:00Z',
    steps: [
      ['prompt', 'x:release-slack-step', 'add a slack notify step at the end of release.yml, #eng-deploys channel'],
      ['prompt', 'adb-reverse', 'the android emulator cannot reach localhost:3000 of your machine, run adb reverse tcp:3000 tcp:3000 before testing the api calls'],
      ['ok', 'adb reverse tcp:3000 tcp:3000'],
      ['fail', 'x:gradle-heap', 'cd mobile/android && ./gradlew assembleRelease', GRADLE_METASPACE, 1],
      ['fail', 'doppler-run', 'yarn workspace @saffron/api start', NEST_CONFIG(51877, '10/06/2026, 3:02:19 PM'), 1],
      ['agent', 'doppler-run', 'The API has no .env; its config comes from Doppler, so start it with `doppler run -- yarn workspace @saffron/api start`.'],
      ['ok', 'doppler run -- yarn workspace @saffron/api start'],
    ],
  },
  {
    machine: 'codex', project: 'saffron', start: '2026-10-07T10:00:00Z',
    steps: [
      ['fail', 'not-expo', 'cd mobile && npx expo install react-native-maps', EXPO_CONFIG, 1],
      ['prompt', 'not-expo', 'we are bare react native, nothing expo. yarn add in mobile/ and then pod install'],
      ['fail', 'x:pod-root-dir', 'bundle exec pod install', POD_NO_PODFILE, 1],
      ['prompt', 'x:expo-someday', 'btw could we ever move to expo prebuild? just asking, no changes'],
    ],
  },
  {
    machine: 'mac', project: 'saffron', start: '2026-10-08T09:00:00Z',
    steps: [
      ['ok', 'git push --no-verify origin feat/cart-rupee-format'],
      ['prompt', 'no-verify', 'nada de --no-verify, nunca. si el pre-push falla, se arregla'],
      ['agent', 'no-verify', 'Never bypass the husky hooks with `--no-verify` (commit or push); fix what the hook reports instead.'],
      ['prompt', 'exact-versions', 'also package.json shows "react-native-svg": "^15.3.0". we pin exact everywhere'],
      ['prompt', 'x:changelog-entry', 'add a CHANGELOG entry for the rupee formatting under 1.4.0'],
    ],
  },
];
