// Half ZH of the evaluation corpus, written blind: "fennel", the mobile team of a food-delivery
// company. A Flutter/Dart app in a melos monorepo (apps/customer, packages/fennel_core,
// fennel_ui, fennel_checkout) with Flutter pinned by fvm (.fvmrc: 3.24.5); iOS through CocoaPods
// (pinned in the Gemfile) and Xcode 15.4; Android through Gradle (AGP 8, flavors dev/staging/prod);
// fastlane lanes for QA and release builds; Firebase (Auth, Firestore, emulators, App
// Distribution, projects fennel-staging and fennel-prod); a small Node/Express BFF in
// services/bff (Node 20, npm). Bitrise CI.
// Platforms: macOS with zsh (Ana, Kai: Claude Code), Windows with Git Bash (Lea: Claude Code),
// Windows PowerShell 5.1 (João, Jules: Codex) and PowerShell 7 (Sora: Codex), Bitrise CI (Codex).
// Languages: English, Spanish (Ana), Brazilian Portuguese (João), Russian (Lea).

// ---------------------------------------------------------------------------------------------
// Long error texts
// ---------------------------------------------------------------------------------------------

const PS51_NOT_RECOGNIZED = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(name.length)}
    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
`;

const PWSH7_NOT_RECOGNIZED = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const PS51_AMPERSANDS = (line) => {
  const col = line.indexOf('&&') + 1;
  return `At line:1 char:${col}
+ ${line}
+ ${' '.repeat(col - 1)}~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine
`;
};

const DART_SDK_TOO_OLD = (sdk) => `Resolving dependencies... 
The current Dart SDK version is ${sdk}.

Because fennel_customer requires SDK version >=3.5.0 <4.0.0, version solving failed.


You can try the following suggestion to make the pubspec resolve:
* Try using the Flutter SDK version: 3.24.5. 
Failed to update packages.`;

const CORE_NOT_ON_PUB = `Resolving dependencies... 
Because fennel_customer depends on fennel_core any which doesn't exist (could not find package fennel_core at https://pub.dev), version solving failed.
Failed to update packages.`;

const ANALYZE_CORE_MISSING = String.raw`Analyzing customer...                                           

  error • Target of URI doesn't exist: 'package:fennel_core/fennel_core.dart' • lib\src\app.dart:4:8 • uri_does_not_exist
  error • Target of URI doesn't exist: 'package:fennel_ui/fennel_ui.dart' • lib\src\app.dart:5:8 • uri_does_not_exist
  error • Undefined class 'FennelTheme' • lib\src\app.dart:22:11 • undefined_class
  error • Target of URI doesn't exist: 'package:fennel_checkout/fennel_checkout.dart' • lib\src\checkout\checkout_page.dart:3:8 • uri_does_not_exist
  error • The method 'CartTotals' isn't defined for the type '_CheckoutPageState' • lib\src\checkout\checkout_page.dart:48:20 • undefined_method
  error • Undefined name 'OrderRepository' • lib\src\orders\orders_page.dart:31:14 • undefined_identifier

57 issues found. (ran in 7.4s)`;

const POD_MISSING_ZSH = 'zsh: command not found: pod';

const POD_SYSTEM_OLD = `Ignoring ffi-1.15.5 because its extensions are not built. Try: gem pristine ffi --version 1.15.5
Analyzing dependencies
[!] The version of CocoaPods used to generate the lockfile (1.15.2) is higher than the version of the current executable (1.11.3). Incompatibility issues may arise.

――― MARKDOWN TEMPLATE ―――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――

### Command

\`\`\`
/usr/local/bin/pod install --project-directory=apps/customer/ios
\`\`\`

### Error

\`\`\`
ArgumentError - [Xcodeproj] Unable to find compatibility version string for object version \`60\`.
/Library/Ruby/Gems/2.6.0/gems/xcodeproj-1.22.0/lib/xcodeproj/project.rb:85:in \`initialize'
/Library/Ruby/Gems/2.6.0/gems/cocoapods-1.11.3/lib/cocoapods/installer/analyzer.rb:1125:in \`new'
\`\`\`

[!] Oh no, an error occurred.`;

const POD_REPO_OUTDATED = `Analyzing dependencies
cloud_firestore: Using Firebase SDK version '10.29.0' defined in 'firebase_core'
firebase_auth: Using Firebase SDK version '10.29.0' defined in 'firebase_core'
firebase_core: Using Firebase SDK version '10.29.0' defined in 'firebase_core'
[!] CocoaPods could not find compatible versions for pod "FirebaseFirestore":
  In snapshot (Podfile.lock):
    FirebaseFirestore (= 10.25.0)

  In Podfile:
    cloud_firestore (from \`.symlinks/plugins/cloud_firestore/ios\`) was resolved to 4.17.5, which depends on
      Firebase/Firestore (= 10.29.0) was resolved to 10.29.0, which depends on
        FirebaseFirestore (~> 10.29.0)

You have either:
 * out-of-date source repos which you can update with \`pod repo update\` or with \`pod install --repo-update\`.
 * changed the constraints of dependency \`FirebaseFirestore\` inside your development pod \`cloud_firestore\`.
   You should run \`pod update FirebaseFirestore\` to apply changes you've made.`;

const FASTLANE_NO_LANE = (platform, lane, time) => `[✔] 🚀 
[${time}]: ------------------------------
[${time}]: --- Step: default_platform ---
[${time}]: ------------------------------
+------------------+-----------------------------+
|                  Lane Context                  |
+------------------+-----------------------------+
| DEFAULT_PLATFORM | ios                         |
| PLATFORM_NAME    | ${platform.padEnd(27)} |
| LANE_NAME        | ${`${platform} ${lane}`.padEnd(27)} |
+------------------+-----------------------------+
[${time}]: Could not find lane '${platform} ${lane}'. Available lanes: ios test, ios firebase_qa, ios release, android test, android firebase_qa, android release

+------+-------------------+-------------+
|            fastlane summary             |
+------+-------------------+-------------+
| Step | Action            | Time (in s) |
+------+-------------------+-------------+
| 1    | default_platform  | 0           |
+------+-------------------+-------------+

[${time}]: fastlane finished with errors

[!] Could not find lane '${platform} ${lane}'. Available lanes: ios test, ios firebase_qa, ios release, android test, android firebase_qa, android release`;

const MATCH_BAD_PASSWORD = `[10:41:22]: ------------------------------
[10:41:22]: --- Step: setup_ci ---
[10:41:22]: ------------------------------
[10:41:22]: Not running on CI, skipping \`setup_ci\`
[10:41:22]: -------------------
[10:41:22]: --- Step: match ---
[10:41:22]: -------------------
[10:41:23]: Cloning remote git repo...
[10:41:25]: Checking out branch master...
[10:41:25]: Enter the passphrase that should be used to encrypt/decrypt your certificates
[10:41:25]: This passphrase is specific per repository and will be stored in your local keychain
[10:41:25]: Make sure to remember the password, as you'll need it when you run match on a different machine
[!] Invalid password passed via 'MATCH_PASSWORD'`;

const EBADENGINE_WIN = String.raw`npm ERR! code EBADENGINE
npm ERR! engine Unsupported engine
npm ERR! engine Not compatible with your version of node/npm: fennel-bff@1.9.0
npm ERR! notsup Not compatible with your version of node/npm: fennel-bff@1.9.0
npm ERR! notsup Required: {"node":">=20.11.0 <21"}
npm ERR! notsup Actual:   {"npm":"8.19.4","node":"v16.20.2"}

npm ERR! A complete log of this run can be found in:
npm ERR!     C:\Users\joao\AppData\Local\npm-cache\_logs\2026-09-07T14_41_12_118Z-debug-0.log`;

const NODE18_ENV_FILE = `
> fennel-bff@1.9.0 watch
> node --env-file=.env --watch --import tsx src/server.ts

node: bad option: --env-file=.env
npm error Lifecycle script \`watch\` failed with error:
npm error code 9
npm error path /Users/ana/fennel/services/bff
npm error workspace fennel-bff@1.9.0
npm error location /Users/ana/fennel/services/bff
npm error command failed
npm error command sh -c node --env-file=.env --watch --import tsx src/server.ts`;

const NODE20_NO_ENV_FILE = `
> fennel-bff@1.9.0 watch
> node --env-file=.env --watch --import tsx src/server.ts

node: .env: not found`;

const NPM_NO_ROOT_PKG_MAC = (user, stamp) => `npm error code ENOENT
npm error syscall open
npm error path /Users/${user}/fennel/package.json
npm error errno -2
npm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '/Users/${user}/fennel/package.json'
npm error enoent This is related to npm not being able to find a file.
npm error enoent
npm error A complete log of this run can be found in: /Users/${user}/.npm/_logs/${stamp}-debug-0.log`;

const NPM_NO_ROOT_PKG_WIN = String.raw`npm error code ENOENT
npm error syscall open
npm error path C:\Users\lea\fennel\package.json
npm error errno -4058
npm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open 'C:\Users\lea\fennel\package.json'
npm error enoent This is related to npm not being able to find a file.
npm error enoent
npm error A complete log of this run can be found in: C:\Users\lea\AppData\Local\npm-cache\_logs\2026-09-22T15_09_33_402Z-debug-0.log`;

const NPM_CI_OUT_OF_SYNC = `npm error code EUSAGE
npm error
npm error \`npm ci\` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with \`npm install\` before continuing.
npm error
npm error Missing: zod@3.23.8 from lock file
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
npm error A complete log of this run can be found in: /root/.npm/_logs/2026-09-10T08_54_10_551Z-debug-0.log`;

const JEST_NO_FIRESTORE_EMULATOR = `
> fennel-bff@1.9.0 test:int
> jest -c jest.int.config.ts

 FAIL  test/int/orders.int.test.ts (12.087 s)
  orders API
    ✕ creates an order for a signed-in customer (10004 ms)
    ✕ rejects an order without a delivery slot (10002 ms)

  ● orders API › creates an order for a signed-in customer

    Error: 14 UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED 127.0.0.1:8080 (2026-09-10T16:14:03.512Z)

      at callErrorFromStatus (node_modules/@grpc/grpc-js/src/call.ts:82:17)
      at Object.onReceiveStatus (node_modules/@grpc/grpc-js/src/client.ts:360:73)
      at Object.onReceiveStatus (node_modules/@grpc/grpc-js/src/client-interceptors.ts:458:34)

  ● orders API › rejects an order without a delivery slot

    Error: 14 UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED 127.0.0.1:8080 (2026-09-10T16:14:13.517Z)

      at callErrorFromStatus (node_modules/@grpc/grpc-js/src/call.ts:82:17)

Test Suites: 1 failed, 1 total
Tests:       2 failed, 2 total
Snapshots:   0 total
Time:        12.41 s
Ran all test suites.`;

const JEST_NO_AUTH_EMULATOR = `
> fennel-bff@1.9.0 test:int
> jest -c jest.int.config.ts

 FAIL  test/int/session.int.test.ts
  session
    ✕ exchanges an emulator id token for a session cookie (48 ms)

  ● session › exchanges an emulator id token for a session cookie

    FirebaseAuthError: Error while making request: connect ECONNREFUSED 127.0.0.1:9099. Error code: ECONNREFUSED

      at FirebaseAuthRequestHandler.<anonymous> (node_modules/firebase-admin/lib/auth/auth-api-request.js:1758:23)
      at processTicksAndRejections (node:internal/process/task_queues:95:5)

 PASS  test/int/health.int.test.ts

Test Suites: 1 failed, 1 passed, 2 total
Tests:       1 failed, 2 passed, 3 total
Snapshots:   0 total
Time:        3.12 s
Ran all test suites.`;

const EMULATOR_PORT_TAKEN = `i  emulators: Starting emulators: auth, firestore
i  emulators: Detected demo project ID "fennel-staging", emulated services will use a demo configuration.
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
i  auth: Stopping Authentication Emulator
i  hub: Stopping emulator hub

Error: Could not start Firestore Emulator, port taken.`;

const JEST_REAL_FAILURE = `
 FAIL  test/unit/pricing.test.ts
  ● pricing › rounds the tip to the nearest 50 cents

    expect(received).toBe(expected) // Object.is equality

    Expected: 1250
    Received: 1200

      40 |     const total = priceOrder(cart, { tipPercent: 12 });
      41 |
    > 42 |     expect(total.tipCents).toBe(1250);
         |                            ^
      43 |   });
      44 |

      at Object.<anonymous> (test/unit/pricing.test.ts:42:28)

Test Suites: 1 failed, 11 passed, 12 total
Tests:       1 failed, 96 passed, 97 total
Snapshots:   0 total
Time:        4.806 s
Ran all test suites.`;

const FIREBASE_NO_PROJECT = `Error: No currently active project.
To run this command, you need to specify a project. You have two options:
- Run this command with --project <alias_or_project_id>.
- Set an active project by typing firebase use --add.

To see all of your projects, run firebase projects:list`;

const FIREBASE_REAUTH = `
=== Deploying to 'fennel-staging'...

i  deploying functions
Error: Authentication Error: Your credentials are no longer valid. Please run firebase login --reauth

For CI servers and headless environments, generate a new token with firebase login:ci`;

const APPDIST_404 = (version) => `i  uploading binary...
✔  uploaded new release ${version} successfully!
i  distributing to testers/groups...

Error: failed to distribute to testers/groups: HTTP Error: 404, Requested entity was not found.`;

const AGP_JAVA11_MAC = `
FAILURE: Build failed with an exception.

* Where:
Build file '/Users/kai/fennel/apps/customer/android/app/build.gradle' line: 2

* What went wrong:
An exception occurred applying plugin request [id: 'com.android.application']
> Failed to apply plugin 'com.android.internal.application'.
   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.
      Your current JDK is located in /Library/Java/JavaVirtualMachines/zulu-11.jdk/Contents/Home
      You can try some of the following options:
       - changing the IDE settings.
       - changing the JAVA_HOME environment variable.
       - changing \`org.gradle.java.home\` in \`gradle.properties\`.

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 2s`;

const AGP_JAVA11_WIN = String.raw`Resolving dependencies...
Got dependencies!

FAILURE: Build failed with an exception.

* Where:
Build file 'C:\Users\lea\fennel\apps\customer\android\app\build.gradle' line: 2

* What went wrong:
An exception occurred applying plugin request [id: 'com.android.application']
> Failed to apply plugin 'com.android.internal.application'.
   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.
      Your current JDK is located in C:\Program Files\Eclipse Adoptium\jdk-11.0.21.9-hotspot
      You can try some of the following options:
       - changing the IDE settings.
       - changing the JAVA_HOME environment variable.
       - changing ` + '`org.gradle.java.home` in `gradle.properties`' + String.raw`.

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 6s
Running Gradle task 'assembleStagingRelease'...                     7.3s
Gradle task assembleStagingRelease failed with exit code 1`;

const GRADLE_NETWORK = `
> Task :app:checkStagingDebugAarMetadata FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:checkStagingDebugAarMetadata'.
> Could not resolve all files for configuration ':app:stagingDebugRuntimeClasspath'.
   > Could not resolve com.google.firebase:firebase-bom:33.1.2.
     Required by:
         project :app
      > Could not resolve com.google.firebase:firebase-bom:33.1.2.
         > Could not get resource 'https://dl.google.com/dl/android/maven2/com/google/firebase/firebase-bom/33.1.2/firebase-bom-33.1.2.pom'.
            > Could not GET 'https://dl.google.com/dl/android/maven2/com/google/firebase/firebase-bom/33.1.2/firebase-bom-33.1.2.pom'.
               > Connection reset

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 41s
14 actionable tasks: 2 executed, 12 up-to-date`;

const GRADLE_OOM_CI = `Running Gradle task 'bundleStagingRelease'...
Expiring Daemon because JVM heap space is exhausted
Daemon will be stopped at the end of the build after running out of JVM memory

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:minifyStagingReleaseWithR8'.
> Java heap space

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 6m 12s
Running Gradle task 'bundleStagingRelease'...                     372.9s
Gradle task bundleStagingRelease failed with exit code 1`;

const ANDROID_LINT_ERRORS = `
> Task :app:lintStagingRelease FAILED
Lint found 2 errors, 14 warnings. First failure:

/Users/kai/fennel/apps/customer/android/app/src/main/AndroidManifest.xml:31: Error: Exported receiver does not require permission [ExportedReceiver]
        <receiver
         ~~~~~~~~

The full lint text report is located at:
  /Users/kai/fennel/apps/customer/build/app/intermediates/lint_intermediate_text_report/stagingRelease/lintReportStagingRelease/lint-results-stagingRelease.txt

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:lintStagingRelease'.
> Lint found errors in the project; aborting build.

  Fix the issues identified by lint, or create a baseline to see only new errors.
  To create a baseline, run \`gradlew updateLintBaseline\` after adding the following to the module's build.gradle file:
  \`\`\`
  android {
      lint {
          baseline = file("lint-baseline.xml")
      }
  }
  \`\`\`

BUILD FAILED in 1m 3s`;

const FLUTTER_NO_MAIN_WIN = String.raw`Target file "lib\main.dart" not found.`;

const XCODE_SCHEMES = `Launching lib/main_staging.dart on iPhone 15 Pro in debug mode...
The Xcode project defines schemes: dev, prod, staging
You must specify a --flavor option to select one of the available schemes.`;

const NO_DEVICE_MATCH = `No supported devices found with name or id matching 'iPhone 15 Pro'.

The following devices were found:
macOS (desktop) • macos  • darwin-arm64   • macOS 14.6.1 23G93 darwin-arm64
Chrome (web)    • chrome • web-javascript • Google Chrome 129.0.6668.59`;

const XCODEBUILD_NO_MODULE = `Command line invocation:
    /Applications/Xcode-15.4.0.app/Contents/Developer/usr/bin/xcodebuild -project apps/customer/ios/Runner.xcodeproj -scheme staging -configuration Debug-staging -sdk iphonesimulator build

User defaults from command line:
    IDEPackageSupportUseBuiltinSCM = YES

Prepare packages

ComputeTargetDependencyGraph
note: Building targets in dependency order
note: Target dependency graph (1 target)
    Target 'Runner' in project 'Runner' (no dependencies)

/Users/kai/fennel/apps/customer/ios/Runner/AppDelegate.swift:1:8: error: no such module 'Flutter'
import Flutter
       ^

** BUILD FAILED **


The following build commands failed:
	SwiftEmitModule normal arm64 Emitting\\ module\\ for\\ Runner (in target 'Runner' from project 'Runner')
(1 failure)`;

const XCODEBUILD_NO_PODS_FRAMEWORK = `ld: warning: search path '/Users/ana/Library/Developer/Xcode/DerivedData/Runner-cbhpzyqlmgwkvsgfdnbrjtiaxyoe/Build/Intermediates.noindex/ArchiveIntermediates/staging/BuildProductsPath/Release-staging-iphoneos/Pods_Runner' not found
ld: framework 'Pods_Runner' not found
clang: error: linker command failed with exit code 1 (use -v to see invocation)

** ARCHIVE FAILED **


The following build commands failed:
	Ld /Users/ana/Library/Developer/Xcode/DerivedData/Runner-cbhpzyqlmgwkvsgfdnbrjtiaxyoe/Build/Intermediates.noindex/ArchiveIntermediates/staging/InstallationBuildProductsLocation/Applications/Runner.app/Runner normal (in target 'Runner' from project 'Runner')
(1 failure)`;

const XCODE_NO_PROFILE = `error: No profiles for 'app.fennel.customer.staging' were found: Xcode couldn't find any iOS App Store provisioning profiles matching 'app.fennel.customer.staging'. Automatic signing is disabled and unable to generate a profile. To enable automatic signing, pass -allowProvisioningUpdates to xcodebuild. (in target 'Runner' from project 'Runner')

** ARCHIVE FAILED **


The following build commands failed:
	Archiving workspace Runner with scheme staging
(1 failure)`;

const XCODE16_BORINGSSL_FLUTTER = `Warning: Building for device with codesigning disabled. You will have to manually codesign before deploying to device.
Building app.fennel.customer.staging for device (ios-release)...
Running pod install...                                              3.8s
Running Xcode build...                                          
Xcode build done.                                           201.4s
Failed to build iOS app
Error (Xcode): unsupported option '-G' for target 'arm64-apple-ios12.0'
/Users/ana/fennel/apps/customer/ios/Pods/BoringSSL-GRPC/src/crypto/fipsmodule/bcm.c:0:0

Error (Xcode): unsupported option '-G' for target 'arm64-apple-ios12.0'
/Users/ana/fennel/apps/customer/ios/Pods/BoringSSL-GRPC/src/ssl/bio_ssl.cc:0:0

Encountered error while building for device.`;

const XCODE16_BORINGSSL_XCODEBUILD = `Command line invocation:
    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild -workspace apps/customer/ios/Runner.xcworkspace -scheme staging -configuration Debug-staging -sdk iphonesimulator build

error: unsupported option '-G' for target 'arm64-apple-ios12.0-simulator' (in target 'BoringSSL-GRPC' from project 'Pods')

** BUILD FAILED **


The following build commands failed:
	CompileC /Users/kai/Library/Developer/Xcode/DerivedData/Runner-dkqzfgtxvrhbqacxzjbbwmfhzsdc/Build/Intermediates.noindex/Pods.build/Debug-staging-iphonesimulator/BoringSSL-GRPC.build/Objects-normal/arm64/bcm.o /Users/kai/fennel/apps/customer/ios/Pods/BoringSSL-GRPC/src/crypto/fipsmodule/bcm.c normal arm64 c com.apple.compilers.llvm.clang.1_0.compiler (in target 'BoringSSL-GRPC' from project 'Pods')
(1 failure)`;

const XCODE_LICENSE = "You have not agreed to the Xcode license agreements. Please run 'sudo xcodebuild -license' from within a Terminal window to review and agree to the Xcode license agreements.";

const BUILD_RUNNER_CONFLICT = (files) => `[INFO] Generating build script...
[INFO] Generating build script completed, took 388ms

[INFO] Initializing inputs
[INFO] Reading cached asset graph...
[WARNING] Throwing away cached asset graph because the build phases have changed. This most commonly would happen as a result of adding a new dependency or updating your dependencies.
[INFO] Cleaning up outputs from previous builds....
[INFO] Cleaning up outputs from previous builds. completed, took 9ms

[INFO] Terminating. No further builds will be scheduled

[INFO] Builds finished. Safe to exit

[INFO] Initializing inputs
[INFO] Building new asset graph...
[INFO] Building new asset graph completed, took 1.1s

[INFO] Checking for unexpected pre-existing outputs....
[INFO] Found ${files.length} declared outputs which already exist on disk. This is likely because the\`.dart_tool/build\` folder was deleted, or you are submitting generated files to your source repository.
[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to remove them. These outputs must be removed manually or the build can be run with \`--delete-conflicting-outputs\`. The outputs are: ${files.join('\n')}`;

const BUILD_RUNNER_JSON_ERROR = `[INFO] Generating build script completed, took 402ms
[INFO] Reading cached asset graph completed, took 91ms
[INFO] Checking for updates since last build completed, took 640ms
[INFO] Running build...
[SEVERE] json_serializable on lib/src/models/delivery_slot.dart:

Could not generate \`fromJson\` code for \`window\`.
To support the type \`TimeOfDayRange\` you can:
* Use \`JsonConverter\`
  https://pub.dev/documentation/json_annotation/latest/json_annotation/JsonConverter-class.html
* Use \`JsonKey\` fields \`fromJson\` and \`toJson\`
  https://pub.dev/documentation/json_annotation/latest/json_annotation/JsonKey/fromJson.html
  https://pub.dev/documentation/json_annotation/latest/json_annotation/JsonKey/toJson.html
package:fennel_core/src/models/delivery_slot.dart:14:26
   ╷
14 │   final TimeOfDayRange window;
   │                        ^^^^^^
   ╵
[INFO] Running build completed, took 6.2s
[INFO] Caching finalized dependency graph...
[INFO] Caching finalized dependency graph completed, took 61ms
[SEVERE] Failed after 6.3s`;

const GEN_L10N_BUILD_WIN = String.raw`Resolving dependencies...
Got dependencies!
lib/src/app.dart:6:8: Error: Couldn't resolve the package 'flutter_gen' in 'package:flutter_gen/gen_l10n/app_localizations.dart'.
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
       ^
lib/src/app.dart:41:9: Error: Undefined name 'AppLocalizations'.
        AppLocalizations.delegate,
        ^^^^^^^^^^^^^^^^
lib/src/checkout/checkout_page.dart:27:18: Error: Undefined name 'AppLocalizations'.
    final l10n = AppLocalizations.of(context)!;
                 ^^^^^^^^^^^^^^^^
Target kernel_snapshot_program failed: Exception


FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:compileFlutterBuildStagingRelease'.
> Process 'command 'C:\Users\sora\fvm\versions\3.24.5\bin\flutter.bat'' finished with non-zero exit value 1

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 38s
Running Gradle task 'assembleStagingRelease'...                    39.2s
Gradle task assembleStagingRelease failed with exit code 1`;

const GEN_L10N_ANALYZE_WIN = String.raw`Analyzing customer...                                           

  error • Target of URI doesn't exist: 'package:flutter_gen/gen_l10n/app_localizations.dart' • lib\src\app.dart:6:8 • uri_does_not_exist
  error • Undefined name 'AppLocalizations' • lib\src\app.dart:41:9 • undefined_identifier
  error • Undefined name 'AppLocalizations' • lib\src\checkout\checkout_page.dart:27:18 • undefined_identifier
  error • Undefined name 'AppLocalizations' • lib\src\orders\order_status_chip.dart:19:22 • undefined_identifier
   info • Prefer const with constant constructors • lib\src\promo\promo_banner.dart:58:16 • prefer_const_constructors

5 issues found. (ran in 9.8s)`;

const ARB_FORMAT_ERROR = String.raw`The arb file C:\Users\lea\fennel\apps\customer\lib\l10n\app_pt.arb has the following formatting issue: 
FormatException: Unexpected character (at line 41, character 3)
  "checkoutTipLabel": "Gorjeta",
  ^
`;

const MELOS_TEST_GOLDEN_WIN = (user, file, pct, px) => String.raw`melos run test
  └> melos exec --fail-fast --dir-exists=test -- "fvm flutter test"
     └> RUNNING

$ melos exec --fail-fast --dir-exists=test
  └> fvm flutter test
     └> RUNNING (in 4 packages)

--------------------------------------------------------------------------------

fennel_core:
00:05 +88: All tests passed!
fennel_core: SUCCESS
--------------------------------------------------------------------------------

fennel_ui:
00:07 +41 -1: C:/Users/${user}/fennel/packages/fennel_ui/test/${file.replace('.png', '')}_test.dart: golden matches [E]
  Golden "goldens/${file}": Pixel test failed, ${pct}, ${px}px diff detected.
  Failure feedback can be found at C:\Users\${user}\fennel\packages\fennel_ui\test\failures

  package:flutter_test/src/goldens.dart 314:7  MatchesGoldenFile.matchAsync

00:09 +52 -1: Some tests failed.
fennel_ui: FAILED

$ melos exec --fail-fast --dir-exists=test
  └> fvm flutter test
     └> FAILED (in 1 packages)
        └> fennel_ui (with exit code 1)

melos run test
  └> melos exec --fail-fast --dir-exists=test -- "fvm flutter test"
     └> FAILED
ScriptException: The script test failed to execute.`;

const MELOS_TEST_REAL_FAILURE = String.raw`$ melos exec --scope=fennel_checkout
  └> fvm flutter test --exclude-tags golden
     └> RUNNING (in 1 packages)

--------------------------------------------------------------------------------

fennel_checkout:
00:04 +17 -1: C:/Users/sora/fennel/packages/fennel_checkout/test/cart_totals_test.dart: CartTotals applies one promo per order [E]
  Expected: <3>
    Actual: <2>

  package:matcher                                     expect
  package:flutter_test/src/widget_tester.dart 474:18  expect
  test\cart_totals_test.dart 58:7                     main.<fn>.<fn>

00:05 +31 -1: Some tests failed.
fennel_checkout: FAILED

$ melos exec --scope=fennel_checkout
  └> fvm flutter test --exclude-tags golden
     └> FAILED (in 1 packages)
        └> fennel_checkout (with exit code 1)`;

const MELOS_TEST_LFS_POINTER = String.raw`$ melos exec --fail-fast --dir-exists=test
  └> fvm flutter test --exclude-tags golden
     └> RUNNING (in 4 packages)

--------------------------------------------------------------------------------

fennel_ui:
══╡ EXCEPTION CAUGHT BY IMAGE RESOURCE SERVICE ╞════════════════════════════════════════════════════
The following _Exception was thrown resolving an image codec:
Exception: Invalid image data

When the exception was thrown, this was the stack:
#0      _futurize (dart:ui/painting.dart:7930:5)
#1      ImageDescriptor.encoded (dart:ui/painting.dart:7724:12)
#2      instantiateImageCodecWithSize (dart:ui/painting.dart:2507:60)

Image provider: AssetImage(bundle: null, name: "assets/images/empty_cart.png")
Image key: AssetBundleImageKey(bundle: PlatformAssetBundle#4f1a2(), name: "assets/images/empty_cart.png", scale: 1.0)
════════════════════════════════════════════════════════════════════════════════════════════════════
00:06 +12 -1: C:/Users/lea/fennel/packages/fennel_ui/test/empty_cart_view_test.dart: EmptyCartView shows the illustration [E]
  Test failed. See exception logs above.
  The test description was: EmptyCartView shows the illustration

00:08 +40 -1: Some tests failed.
fennel_ui: FAILED`;

const SPLASH_POINTER = `Building package executable... (3.8s)
Built flutter_native_splash:create.
[Android] Creating default splash images
Unhandled exception:
Exception: The file assets/splash/logo_staging.png could not be read.
#0      _createAndroidSplash (package:flutter_native_splash/android.dart:64:5)
#1      createSplashByConfig (package:flutter_native_splash/cli_commands.dart:178:11)
#2      createSplash (package:flutter_native_splash/cli_commands.dart:49:5)
#3      main (file:///C:/Users/lea/AppData/Local/Pub/Cache/hosted/pub.dev/flutter_native_splash-2.4.1/bin/create.dart:43:3)`;

const LFS_BUDGET = `batch response: This repository exceeded its LFS budget. The account responsible for the budget should increase it to restore access.
Failed to fetch some objects from 'https://github.com/fennel-app/fennel.git/info/lfs'`;

const INTEGRATION_NO_BFF = (user, port) => String.raw`00:14 +0: loading C:\Users\${user}\fennel\apps\customer\integration_test\checkout_flow_test.dart
Running Gradle task 'assembleStagingDebug'...                      48.3s
√ Built build\app\outputs\flutter-apk\app-staging-debug.apk
Installing build\app\outputs\flutter-apk\app-staging-debug.apk...    2.1s
00:58 +0: checkout flow places an order with a saved card
══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞═══════════════════════════════════════════════════
The following DioException was thrown running a test:
DioException [connection error]: The connection errored: Connection refused This indicates an error
which most likely cannot be solved by the library.
Error: SocketException: Connection refused (OS Error: Connection refused, errno = 111), address =
localhost, port = ${port}

When the exception was thrown, this was the stack:
#0      IOAdapter.fetch.<anonymous closure> (package:dio/src/adapters/io_adapter.dart:133:11)
#1      FennelApi.placeOrder (package:fennel_core/src/api/fennel_api.dart:88:7)
════════════════════════════════════════════════════════════════════════════════════════════════════
01:02 +0 -1: checkout flow places an order with a saved card [E]
  Test failed. See exception logs above.
01:03 +0 -1: Some tests failed.`;

const LEFTHOOK_FIREBASE_CONFIG = `╭───────────────────────────────────────╮
│ 🥊 lefthook v1.6.10  hook: pre-commit │
╰───────────────────────────────────────╯
┃  no-firebase-config ❯ 

refusing to commit Firebase config: apps/customer/android/app/src/staging/google-services.json
these are fetched by tool/firebase_config.sh and stay out of git

  ────────────────────────────────────
summary: (done in 0.04 seconds)       
🥊  no-firebase-config`;

const GCLOUD_SECRET_DENIED = `Fetching google-services.json for staging...
ERROR: (gcloud.secrets.versions.access) PERMISSION_DENIED: Permission 'secretmanager.versions.access' denied for resource 'projects/fennel-staging/secrets/firebase-android-config/versions/latest' (or it may not exist). This command is authenticated as kai@fennel.app which is the active account specified by the [core/account] property.`;

const PUSH_PROTECTED_MAIN = `remote: error: GH006: Protected branch update failed for refs/heads/main.
remote: 
remote: - Changes must be made through a pull request.
remote: 
To github.com:fennel-app/fennel.git
 ! [remote rejected] HEAD -> main (protected branch hook declined)
error: failed to push some refs to 'github.com:fennel-app/fennel.git'`;

const PUSH_FETCH_FIRST = `To github.com:fennel-app/fennel.git
 ! [rejected]        feat/tip-rounding -> feat/tip-rounding (fetch first)
error: failed to push some refs to 'github.com:fennel-app/fennel.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const MELOS_BS_TLS = (root, sep) => `melos bootstrap
  └> ${root}

Running "flutter pub get" in workspace packages...
  - fennel_core
    └> packages${sep}fennel_core
  - fennel_ui
    └> packages${sep}fennel_ui
Resolving dependencies...
Got TLS error trying to find package firebase_core at https://pub.dev.
Failed to update packages.

BootstrapException: Failed to install.: fennel_core at ${root}${sep}packages${sep}fennel_core.`;

const BASE64_USAGE = `base64: invalid option -- w
Usage:	base64 [-Ddh] [-b num] [-i in_file] [-o out_file]
  -b, --break       break encoded string into num character lines
  -Dd, --decode     decodes input
  -h, --help        display this message
  -i, --input       input file (default: "-" indicates stdin)
  -o, --output      output file (default: "-" indicates stdout)`;

const CURL_IWR_PARAM = `Invoke-WebRequest : A parameter cannot be found that matches parameter name 'X'.
At line:1 char:6
+ curl -X POST http://localhost:3000/v1/orders -H "Content-Type: applic ...
+      ~~
    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand
`;

const CURL_IWR_HEADERS = `Invoke-WebRequest : Cannot bind parameter 'Headers'. Cannot convert the "Authorization: Bearer dev-token" value of type "System.String" to type "System.Collections.IDictionary".
At line:1 char:9
+ curl -H "Authorization: Bearer dev-token" http://localhost:3000/v1/me
+         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException
    + FullyQualifiedErrorId : CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands.InvokeWebRequestCommand
`;

const RM_RF_PS51 = `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ rm -rf node_modules
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand
`;

const RM_RF_PWSH7 = "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.";

const FVM_NOT_INSTALLED = `[WARN] Flutter SDK: 3.24.5 is not installed.
[ERROR] Flutter SDK: 3.24.5 is not installed. Install it with: fvm install 3.24.5`;

const BITRISE_NO_WORKFLOW = (name) => `Failed to run workflow: specified Workflow (${name}) does not exist`;

const BITRISE_SECRET = `Running workflow: pr_checks

Switching to workflow: pr_checks

+------------------------------------------------------------------------------+
| (0) activate-ssh-key@4                                                       |
+------------------------------------------------------------------------------+
| id: activate-ssh-key                                                         |
| version: 4.1.3                                                               |
+------------------------------------------------------------------------------+
Missing required input: ssh_rsa_private_key (SSH_RSA_PRIVATE_KEY is not set; local runs read it from .bitrise.secrets.yml)
|                                                                              |
+---+---------------------------------------------------------------+----------+
| x | activate-ssh-key@4 (exit code: 1)                             | 0.41 sec |
+---+---------------------------------------------------------------+----------+`;

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------

export const SESSIONS = [
  // 1 · Ana (macOS, zsh), first day on the new packages layout
  {
    machine: 'mac', project: 'fennel', start: '2026-09-07T07:10:00Z',
    steps: [
      ['ok', 'git pull --rebase'],
      ['fail', 'fvm-flutter', 'cd apps/customer && flutter pub get', DART_SDK_TOO_OLD('3.3.4'), 1, 'Fetch Dart dependencies'],
      ['prompt', 'fvm-flutter', 'fvm flutter, siempre. el flutter global de tu máquina es 3.19'],
      ['fail', 'melos-bootstrap', 'cd apps/customer && fvm flutter pub get', CORE_NOT_ON_PUB, 1],
      ['prompt', 'melos-bootstrap', 'melos bs frist, local pkgs only link after bootstrap'],
      ['ok', 'melos bootstrap'],
    ],
  },
  // 2 · João (Windows PowerShell 5.1, Codex), BFF setup
  {
    machine: 'winps', project: 'fennel', start: '2026-09-07T14:30:00Z',
    steps: [
      ['fail', 'ps-ampersands', 'cd services/bff && npm ci', PS51_AMPERSANDS('cd services/bff && npm ci')],
      ['prompt', 'ps-ampersands', 'powershell 5 não tem &&, separa com ;'],
      ['fail', 'bff-node20', 'cd services/bff; npm ci', EBADENGINE_WIN],
      ['prompt', 'bff-node20', 'the bff is node 20. nvm use 20.11.1 before anything (nvm-windows ignores .nvmrc)'],
      ['ok', 'cd services/bff; npm ci'],
    ],
  },
  // 3 · Kai (macOS, zsh), iOS
  {
    machine: 'mac2', project: 'fennel', start: '2026-09-08T08:00:00Z',
    steps: [
      ['fail', 'bundle-pod', 'cd apps/customer/ios && pod install', POD_MISSING_ZSH, 127],
      ['prompt', 'bundle-pod', 'bundle exec pod install. cocoapods comes from the Gemfile, not from your system'],
      ['ok', 'cd apps/customer/ios && bundle exec pod install'],
      ['fail', 'xcworkspace', 'xcodebuild -project apps/customer/ios/Runner.xcodeproj -scheme staging -configuration Debug-staging -sdk iphonesimulator build', XCODEBUILD_NO_MODULE, 65, 'Build the iOS app for the simulator'],
      ['prompt', 'xcworkspace', 'workspace, not the project file'],
      ['agent', 'xcworkspace', 'Built with -project Runner.xcodeproj, so the pods were never linked; build through the workspace: xcodebuild -workspace apps/customer/ios/Runner.xcworkspace.'],
    ],
  },
  // 4 · Lea (Windows, Git Bash), Android build
  {
    machine: 'winbash', project: 'fennel', start: '2026-09-08T11:20:00Z',
    steps: [
      ['fail', 'flavor-staging', 'cd apps/customer && fvm flutter build apk', FLUTTER_NO_MAIN_WIN, 1, 'Build a release APK'],
      ['prompt', 'flavor-staging', 'there is no main.dart and no flavorless build. --flavor staging -t lib/main_staging.dart'],
      ['fail', 'jdk17', 'cd apps/customer && fvm flutter build apk --flavor staging -t lib/main_staging.dart', AGP_JAVA11_WIN, 1],
      ['prompt', 'jdk17', 'JAVA_HOME на 17 поставь, AGP 8 на 11-й джаве не едет'],
      ['ok', 'export JAVA_HOME="/c/Program Files/Eclipse Adoptium/jdk-17.0.10.7-hotspot" && cd apps/customer && fvm flutter build apk --flavor staging -t lib/main_staging.dart'],
    ],
  },
  // 5 · Ana (macOS, zsh), BFF
  {
    machine: 'mac', project: 'fennel', start: '2026-09-09T08:00:00Z',
    steps: [
      ['fail', 'bff-dir', 'npm run watch', NPM_NO_ROOT_PKG_MAC('ana', '2026-09-09T08_04_51_882Z'), 254, 'Start the BFF in watch mode'],
      ['prompt', 'bff-dir', 'the bff lives in services/bff, the repo root is the flutter workspace'],
      ['fail', 'bff-node20', 'npm --prefix services/bff run watch', NODE18_ENV_FILE, 9],
      ['prompt', 'bff-node20', 'that is node 18. services/bff wants 20 — nvm use in there first'],
      ['agent', 'bff-node20', 'Started the BFF under Node 18 (no --env-file support); services/bff needs Node 20 from its .nvmrc: run `nvm use` before npm there.'],
      ['prompt', 'x:npm-audit-request', 'while you are in there, run npm audit in services/bff and list the highs. do not fix anything yet'],
      ['ok', 'npm --prefix services/bff audit --audit-level=high'],
    ],
  },
  // 6 · Sora (Windows, PowerShell 7, Codex)
  {
    machine: 'wincodex7', project: 'fennel', start: '2026-09-09T13:40:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf apps/customer/build', RM_RF_PWSH7],
      ['prompt', 'ps-rm-rf', 'rm is Remove-Item in here. Remove-Item -Recurse -Force apps/customer/build, or just fvm flutter clean'],
      ['fail', 'gen-l10n', 'cd apps/customer; fvm flutter build apk --flavor staging -t lib/main_staging.dart', GEN_L10N_BUILD_WIN],
      ['prompt', 'gen-l10n', 'AppLocalizations is generated. fvm flutter gen-l10n in apps/customer, then build'],
      ['agent', 'gen-l10n', 'Built before generating localizations; run `fvm flutter gen-l10n` in apps/customer before build, analyze or test.'],
      ['ok', 'cd apps/customer; fvm flutter gen-l10n'],
    ],
  },
  // 7 · Bitrise CI (Codex on the Linux stack)
  {
    machine: 'ci', project: 'fennel', start: '2026-09-10T06:50:00Z',
    steps: [
      ['fail', 'x:npm-ci-lock-out-of-sync', 'npm --prefix services/bff ci', NPM_CI_OUT_OF_SYNC],
      ['fail', 'fvm-flutter', 'flutter analyze --no-fatal-infos', 'bash: line 1: flutter: command not found', 127],
      ['agent', 'fvm-flutter', 'Called bare `flutter` on the Bitrise stack, where only fvm is installed; run Flutter as `fvm flutter analyze`.'],
      ['ok', 'fvm flutter analyze --no-fatal-infos'],
      ['fail', 'x:gradle-heap', 'cd apps/customer && fvm flutter build appbundle --flavor staging -t lib/main_staging.dart', GRADLE_OOM_CI],
    ],
  },
  // 8 · Kai (macOS), BFF integration tests
  {
    machine: 'mac2', project: 'fennel', start: '2026-09-10T14:10:00Z',
    steps: [
      ['fail', 'emulators-first', 'npm --prefix services/bff run test:int', JEST_NO_FIRESTORE_EMULATOR, 1, 'Run BFF integration tests'],
      ['prompt', 'emulators-first', 'int tests need the emulators up — firebase emulators:exec --only auth,firestore "npm run test:int"'],
      ['fail', 'x:emulator-port-taken', 'firebase emulators:exec --only auth,firestore --project fennel-staging "npm --prefix services/bff run test:int"', EMULATOR_PORT_TAKEN],
      ['ok', 'firebase emulators:exec --only auth,firestore --project fennel-staging "npm --prefix services/bff run test:int"'],
    ],
  },
  // 9 · João (Windows PowerShell 5.1, Codex)
  {
    machine: 'winps', project: 'fennel', start: '2026-09-11T12:00:00Z',
    steps: [
      ['fail', 'ps-env-syntax', 'FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run test:int', PS51_NOT_RECOGNIZED('FIRESTORE_EMULATOR_HOST=127.0.0.1:8080', 'FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run test:int')],
      ['prompt', 'ps-env-syntax', "isso é sintaxe de bash. aqui é powershell: $env:FIRESTORE_EMULATOR_HOST='127.0.0.1:8080' e depois o npm"],
      ['fail', 'curl-exe', `curl -X POST http://localhost:3000/v1/orders -H "Content-Type: application/json" -d '{"slotId":"slot_1830","items":[{"sku":"bowl-teriyaki","qty":1}]}'`, CURL_IWR_PARAM],
      ['prompt', 'curl-exe', 'curl here is Invoke-WebRequest. use curl.exe'],
      ['ok', `curl.exe -s -X POST http://localhost:3000/v1/orders -H "Content-Type: application/json" -d '{\\"slotId\\":\\"slot_1830\\",\\"items\\":[{\\"sku\\":\\"bowl-teriyaki\\",\\"qty\\":1}]}'`],
    ],
  },
  // 10 · Ana (macOS), version bump and a QA build
  {
    machine: 'mac', project: 'fennel', start: '2026-09-14T07:30:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/^version: .*/version: 2.14.0+412/' apps/customer/pubspec.yaml", 'sed: 1: "apps/customer/pubspec.yaml": command a expects \\ followed by text', 1, 'Bump the app version'],
      ['prompt', 'bsd-sed', "mac sed. -i needs the empty '' after it"],
      ['ok', "sed -i '' 's/^version: .*/version: 2.14.0+412/' apps/customer/pubspec.yaml"],
      ['prompt', 'x:changelog-request', 'now add 2.14.0 to CHANGELOG.md: tip rounding fix and the new promo banner'],
      ['fail', 'fastlane-lane', 'bundle exec fastlane ios beta', FASTLANE_NO_LANE('ios', 'beta', '09:52:17'), 1, 'Ship a QA build to Firebase App Distribution'],
      ['prompt', 'fastlane-lane', 'there is no beta lane. qa builds go out with firebase_qa'],
    ],
  },
  // 11 · Kai (macOS), App Distribution by hand
  {
    machine: 'mac2', project: 'fennel', start: '2026-09-14T12:00:00Z',
    steps: [
      ['fail', 'appdist-group', 'firebase appdistribution:distribute apps/customer/build/app/outputs/flutter-apk/app-staging-release.apk --app 1:483920117245:android:5c1e0f2a9b7d4e61 --groups qa --project fennel-staging', APPDIST_404('2.14.0 (412)')],
      ['prompt', 'appdist-group', 'grp alias is qa-internal'],
      ['ok', 'firebase appdistribution:distribute apps/customer/build/app/outputs/flutter-apk/app-staging-release.apk --app 1:483920117245:android:5c1e0f2a9b7d4e61 --groups qa-internal --project fennel-staging'],
      ['prompt', 'x:appdist-release-notes', 'next time put the jira tickets in --release-notes so QA knows what to look at'],
    ],
  },
  // 12 · Lea (Windows, Git Bash), tests
  {
    machine: 'winbash', project: 'fennel', start: '2026-09-15T08:20:00Z',
    steps: [
      ['fail', 'melos-test', 'fvm flutter test', 'Test directory "test" not found.', 1, 'Run the test suite'],
      ['prompt', 'melos-test', 'тесты гоняем через melos run test, в корне тестов нет'],
      ['agent', 'melos-test', 'Ran `fvm flutter test` at the repo root, which has no tests; the suite runs per package through `melos run test`.'],
      ['fail', 'goldens-windows', 'melos run test --no-select', MELOS_TEST_GOLDEN_WIN('lea', 'order_card_dark.png', '1.87%', 1496), 1],
      ['prompt', 'goldens-windows', 'goldens never pass on windows, the font rendering differs. run with --exclude-tags golden, CI on the mac owns them'],
      ['ok', 'melos exec -- fvm flutter test --exclude-tags golden'],
    ],
  },
  // 13 · Ana (macOS), Firestore rules
  {
    machine: 'mac', project: 'fennel', start: '2026-09-15T15:00:00Z',
    steps: [
      ['ok', 'firebase deploy --only firestore:rules'],
      ['prompt', 'firebase-staging', 'WAIT. that went to fennel-prod?? --project fennel-staging EVERY time. prod only moves through the release lane'],
      ['agent', 'firebase-staging', 'Deployed Firestore rules on the machine\'s active project (fennel-prod); from dev machines always pass `--project fennel-staging` to firebase.'],
    ],
  },
  // 14 · Jules (Windows PowerShell 5.1, Codex), Android
  {
    machine: 'wincodex', project: 'fennel', start: '2026-09-16T07:10:00Z',
    steps: [
      ['fail', 'ps-ampersands', 'cd apps/customer && fvm flutter clean && fvm flutter pub get', PS51_AMPERSANDS('cd apps/customer && fvm flutter clean && fvm flutter pub get')],
      ['agent', 'ps-ampersands', 'Chained commands with `&&` in Windows PowerShell 5.1, which rejects it; separate them with `;` there.'],
      ['fail', 'x:gradle-network-reset', 'cd apps/customer/android; .\\gradlew.bat assembleStagingDebug', GRADLE_NETWORK],
      ['prompt', 'x:vpn-dropped', 'my vpn dropped, try that again'],
      ['ok', 'cd apps/customer/android; .\\gradlew.bat assembleStagingDebug'],
    ],
  },
  // 15 · Kai (macOS), models
  {
    machine: 'mac2', project: 'fennel', start: '2026-09-16T11:40:00Z',
    steps: [
      ['fail', 'build-runner-delete', 'cd packages/fennel_core && fvm dart run build_runner build', BUILD_RUNNER_CONFLICT(['lib/src/models/order.freezed.dart', 'lib/src/models/order.g.dart', 'lib/src/models/cart.freezed.dart', 'lib/src/models/cart.g.dart', 'lib/src/models/delivery_slot.freezed.dart', 'lib/src/models/delivery_slot.g.dart']), 78, 'Regenerate freezed/json models'],
      ['prompt', 'build-runner-delete', 'always --delete-conflicting-outputs with build_runner. or just melos run codegen'],
      ['fail', 'x:build-runner-json-converter', 'cd packages/fennel_core && fvm dart run build_runner build --delete-conflicting-outputs', BUILD_RUNNER_JSON_ERROR],
    ],
  },
  // 16 · Lea (Windows, Git Bash), integration tests and splash
  {
    machine: 'winbash', project: 'fennel', start: '2026-09-17T08:00:00Z',
    steps: [
      ['fail', 'adb-reverse', 'cd apps/customer && fvm flutter test integration_test/checkout_flow_test.dart --flavor staging -d emulator-5554', INTEGRATION_NO_BFF('lea', 43818), 1, 'Run the checkout integration test'],
      ['prompt', 'adb-reverse', 'эмулятор не видит localhost. сначала adb reverse tcp:3000 tcp:3000'],
      ['ok', 'adb reverse tcp:3000 tcp:3000'],
      ['fail', 'lfs-pull', 'cd apps/customer && fvm dart run flutter_native_splash:create --flavor staging', SPLASH_POINTER, 255],
      ['prompt', 'lfs-pull', 'assets are in git lfs. git lfs pull after you clone, everytime'],
    ],
  },
  // 17 · Ana (macOS), iOS release build
  {
    machine: 'mac', project: 'fennel', start: '2026-09-18T06:30:00Z',
    steps: [
      ['fail', 'xcode-15', 'cd apps/customer && fvm flutter build ios --flavor staging -t lib/main_staging.dart --no-codesign', XCODE16_BORINGSSL_FLUTTER, 1, 'Build the iOS app'],
      ['prompt', 'xcode-15', 'estamos en Xcode 15.4 hasta que subamos firestore. xcodes select 15.4'],
      ['fail', 'x:xcode-license', 'xcodebuild -version', XCODE_LICENSE, 69],
      ['ok', 'cd apps/customer && fvm flutter build ios --flavor staging -t lib/main_staging.dart --no-codesign'],
    ],
  },
  // 18 · Sora (Windows, PowerShell 7, Codex), BFF unit tests
  {
    machine: 'wincodex7', project: 'fennel', start: '2026-09-18T12:00:00Z',
    steps: [
      ['fail', 'x:fvm-sdk-not-installed', 'fvm flutter --version', FVM_NOT_INSTALLED],
      ['ok', 'fvm install 3.24.5'],
      ['fail', 'ps-env-syntax', 'cd services/bff; NODE_ENV=test npx jest --runInBand', PWSH7_NOT_RECOGNIZED('NODE_ENV=test')],
      ['prompt', 'ps-env-syntax', 'pwsh, not bash. $env:NODE_ENV = "test" first'],
      ['agent', 'ps-env-syntax', 'Prefixed an environment variable bash-style (`VAR=value cmd`) in PowerShell; set it with `$env:NODE_ENV = \'test\'` and then run the command.'],
      ['fail', 'x:jest-tip-rounding', "cd services/bff; $env:NODE_ENV = 'test'; npx jest --runInBand", JEST_REAL_FAILURE],
    ],
  },
  // 19 · Kai (macOS), branches
  {
    machine: 'mac2', project: 'fennel', start: '2026-09-21T07:15:00Z',
    steps: [
      ['fail', 'develop-branch', 'git push origin HEAD:main', PUSH_PROTECTED_MAIN],
      ['prompt', 'develop-branch', 'main is protected and release-only. branch off develop, PR into develop'],
      ['agent', 'develop-branch', 'Pushed straight to main; feature work branches off `develop` and PRs go into `develop` (`gh pr create --base develop`), main only moves on release.'],
      ['ok', 'git switch -c feat/tip-rounding origin/develop'],
      ['fail', 'x:push-fetch-first', 'git push origin feat/tip-rounding', PUSH_FETCH_FIRST],
    ],
  },
  // 20 · João (Windows PowerShell 5.1, Codex), BFF by hand
  {
    machine: 'winps', project: 'fennel', start: '2026-09-21T13:20:00Z',
    steps: [
      ['fail', 'curl-exe', 'curl -H "Authorization: Bearer dev-token" http://localhost:3000/v1/me', CURL_IWR_HEADERS],
      ['prompt', 'curl-exe', 'de novo o curl do powershell... curl.exe!!'],
      ['fail', 'x:bff-not-running', 'curl.exe -s -H "Authorization: Bearer dev-token" http://localhost:3000/v1/me', "curl: (7) Failed to connect to localhost port 3000 after 2243 ms: Couldn't connect to server", 7],
    ],
  },
  // 21 · Ana (macOS), signing secrets for CI
  {
    machine: 'mac', project: 'fennel', start: '2026-09-22T07:40:00Z',
    steps: [
      ['fail', 'base64-wrap', 'base64 -w0 apps/customer/android/app/upload-keystore.jks | pbcopy', BASE64_USAGE, 64, 'Encode the upload keystore for a Bitrise secret'],
      ['prompt', 'base64-wrap', "-w is gnu. mac base64 doesn't wrap anyway: base64 -i file"],
      ['agent', 'base64-wrap', 'Used GNU `base64 -w0` on macOS, whose base64 has no -w and does not wrap; encode with `base64 -i <file>`.'],
      ['fail', 'bitrise-workflow', 'bitrise run ci', BITRISE_NO_WORKFLOW('ci'), 1, 'Run the CI workflow locally'],
      ['prompt', 'bitrise-workflow', "it's pr_checks"],
    ],
  },
  // 22 · Lea (Windows, Git Bash)
  {
    machine: 'winbash', project: 'fennel', start: '2026-09-22T13:00:00Z',
    steps: [
      ['fail', 'bff-dir', 'npm test', NPM_NO_ROOT_PKG_WIN, 254, 'Run the BFF unit tests'],
      ['prompt', 'bff-dir', 'that again? no package.json at the root. bff = services/bff'],
      ['ok', 'npm --prefix services/bff test'],
      ['fail', 'build-runner-delete', 'cd packages/fennel_checkout && fvm dart run build_runner build', BUILD_RUNNER_CONFLICT(['lib/src/state/checkout_state.freezed.dart', 'lib/src/state/promo_code.g.dart']), 78],
      ['agent', 'build-runner-delete', 'Ran build_runner without --delete-conflicting-outputs and it stopped on stale generated files; always pass it (or use `melos run codegen`).'],
    ],
  },
  // 23 · Kai (macOS), Firebase config
  {
    machine: 'mac2', project: 'fennel', start: '2026-09-23T07:40:00Z',
    steps: [
      ['fail', 'no-firebase-config', 'git add -A && git commit -m "staging firebase config"', LEFTHOOK_FIREBASE_CONFIG],
      ['prompt', 'no-firebase-config', 'NEVER commit google-services.json or GoogleService-Info.plist. tool/firebase_config.sh pulls them'],
      ['agent', 'no-firebase-config', 'Staged google-services.json with `git add -A`; Firebase config files never go into git, tool/firebase_config.sh fetches them.'],
      ['ok', 'git restore --staged apps/customer/android/app/src/staging/google-services.json'],
      ['fail', 'x:firebase-config-secret-denied', './tool/firebase_config.sh staging', GCLOUD_SECRET_DENIED],
    ],
  },
  // 24 · Ana (macOS), simulator
  {
    machine: 'mac', project: 'fennel', start: '2026-09-24T13:30:00Z',
    steps: [
      ['fail', 'flavor-staging', 'cd apps/customer && fvm flutter run -t lib/main_staging.dart -d "iPhone 15 Pro"', XCODE_SCHEMES, 1],
      ['agent', 'flavor-staging', 'Ran the app without a flavor; it only builds per flavor — always pass `--flavor staging -t lib/main_staging.dart`.'],
      ['fail', 'x:simulator-not-booted', 'cd apps/customer && fvm flutter run --flavor staging -t lib/main_staging.dart -d "iPhone 15 Pro"', NO_DEVICE_MATCH, 1],
    ],
  },
  // 25 · Sora (Windows, PowerShell 7, Codex), tests
  {
    machine: 'wincodex7', project: 'fennel', start: '2026-09-25T08:10:00Z',
    steps: [
      ['fail', 'goldens-windows', 'melos run test --no-select', MELOS_TEST_GOLDEN_WIN('sora', 'promo_banner_light.png', '2.31%', 2210)],
      ['prompt', 'goldens-windows', "goldens again. windows fonts. --exclude-tags golden, and don't ever --update-goldens on this machine"],
      ['fail', 'x:cart-totals-test', 'melos exec --scope=fennel_checkout -- fvm flutter test --exclude-tags golden', MELOS_TEST_REAL_FAILURE],
    ],
  },
  // 26 · Kai (macOS), npm hygiene
  {
    machine: 'mac2', project: 'fennel', start: '2026-09-28T07:00:00Z',
    steps: [
      ['ok', 'npm --prefix services/bff audit fix --force'],
      ['prompt', 'npm-audit-force', 'never `npm audit fix --force` — last time it bumped express to 5 and half the routes 404d'],
      ['agent', 'npm-audit-force', 'Ran `npm audit fix --force` in services/bff, which makes semver-major bumps (express 5); never use --force there, patch advisories one by one.'],
      ['ok', 'npm --prefix services/bff install'],
      ['prompt', 'npm-ci', 'and npm ci, not npm install. package-lock.json keeps showing up in your diffs'],
      ['agent', 'npm-ci', 'Used `npm install` in services/bff, which rewrote package-lock.json; use `npm ci` unless deliberately changing dependencies.'],
    ],
  },
  // 27 · Lea (Windows, Git Bash), QA distribution
  {
    machine: 'winbash', project: 'fennel', start: '2026-09-28T12:30:00Z',
    steps: [
      ['fail', 'appdist-group', 'firebase appdistribution:distribute apps/customer/build/app/outputs/flutter-apk/app-staging-release.apk --app 1:483920117245:android:5c1e0f2a9b7d4e61 --groups testers --project fennel-staging', APPDIST_404('2.14.1 (418)')],
      ['agent', 'appdist-group', 'Distributed to group `testers`, which does not exist; the App Distribution group for QA is `qa-internal`.'],
      ['fail', 'fastlane-lane', 'bundle exec fastlane android qa', FASTLANE_NO_LANE('android', 'qa', '12:41:05'), 1],
      ['prompt', 'fastlane-lane', 'лейн называется firebase_qa, не qa и не beta'],
      ['ok', 'bundle exec fastlane android firebase_qa'],
    ],
  },
  // 28 · Ana (macOS), iOS archive
  {
    machine: 'mac', project: 'fennel', start: '2026-09-29T07:00:00Z',
    steps: [
      ['fail', 'xcworkspace', 'cd apps/customer/ios && xcodebuild -project Runner.xcodeproj -scheme staging -configuration Release-staging archive -archivePath build/Runner.xcarchive', XCODEBUILD_NO_PODS_FRAMEWORK, 65],
      ['prompt', 'xcworkspace', 'otra vez -project... con -workspace Runner.xcworkspace, los pods solo se enlazan así'],
      ['fail', 'x:no-provisioning-profile', 'cd apps/customer/ios && xcodebuild -workspace Runner.xcworkspace -scheme staging -configuration Release-staging archive -archivePath build/Runner.xcarchive', XCODE_NO_PROFILE, 65],
    ],
  },
  // 29 · João (Windows PowerShell 5.1, Codex), clean BFF install
  {
    machine: 'winps', project: 'fennel', start: '2026-09-30T12:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf node_modules', RM_RF_PS51],
      ['prompt', 'ps-rm-rf', "Remove-Item -Recurse -Force node_modules. rm doesn't take -rf in powershell"],
      ['ok', 'npm ci'],
      ['ok', 'npm audit fix --force'],
      ['prompt', 'npm-audit-force', 'npm audit fix --force não!! quebrou o express da última vez. desfaz isso'],
      ['fail', 'x:bff-env-file-missing', 'npm run watch', NODE20_NO_ENV_FILE, 9],
    ],
  },
  // 30 · Kai (macOS), BFF version bump and an Android build
  {
    machine: 'mac2', project: 'fennel', start: '2026-10-01T08:20:00Z',
    steps: [
      ['fail', 'bsd-sed', `sed -i 's/"version": "1.9.0"/"version": "1.9.1"/' services/bff/package.json`, 'sed: 1: "services/bff/package.json": bad flag in substitute command: \'.\'', 1],
      ['agent', 'bsd-sed', "Used GNU-style `sed -i` on macOS; BSD sed takes the backup suffix as a separate argument: `sed -i '' 's/…/…/' file`."],
      ['fail', 'x:sed-unterminated', "sed -i '' 's/^version: .*/version: 2.15.0+430' apps/customer/pubspec.yaml", 'sed: 1: "s/^version: .*/version: ...": unterminated substitute in regular expression', 1],
      ['fail', 'jdk17', 'cd apps/customer/android && ./gradlew assembleStagingDebug', AGP_JAVA11_MAC, 1],
      ['prompt', 'jdk17', 'gradle neeeds jdk 17. export JAVA_HOME=$(/usr/libexec/java_home -v 17)'],
    ],
  },
  // 31 · Lea (Windows, Git Bash), fresh clone
  {
    machine: 'winbash', project: 'fennel', start: '2026-10-02T07:00:00Z',
    steps: [
      ['fail', 'fvm-flutter', 'cd apps/customer && flutter pub get', DART_SDK_TOO_OLD('3.2.6'), 1],
      ['prompt', 'fvm-flutter', 'again?? fvm flutter pub get'],
      ['ok', 'cd apps/customer && fvm flutter pub get'],
      ['fail', 'melos-bootstrap', 'cd apps/customer && fvm flutter analyze', ANALYZE_CORE_MISSING, 1],
      ['agent', 'melos-bootstrap', 'Analyzed before bootstrapping; the local packages (fennel_core, fennel_ui, fennel_checkout) only resolve after `melos bootstrap` at the repo root.'],
      ['fail', 'x:melos-bs-tls', 'melos bootstrap', MELOS_BS_TLS('C:\\Users\\lea\\fennel', '\\'), 1],
      ['fail', 'x:lfs-budget', 'git lfs pull', LFS_BUDGET, 2],
    ],
  },
  // 32 · Ana (macOS), integration tests, goldens
  {
    machine: 'mac', project: 'fennel', start: '2026-10-05T07:30:00Z',
    steps: [
      ['fail', 'emulators-first', 'npm --prefix services/bff run test:int', JEST_NO_AUTH_EMULATOR, 1],
      ['prompt', 'emulators-first', 'emulators. the int tests never run without them — wrap it in firebase emulators:exec --only auth,firestore'],
      ['ok', 'npm --prefix services/bff install'],
      ['prompt', 'npm-ci', 'npm ci, no npm install, que me cambia el package-lock.json'],
      ['fail', 'x:firebase-reauth', 'firebase deploy --only functions:onOrderCreated --project fennel-staging', FIREBASE_REAUTH],
      ['prompt', 'x:golden-update-request', 'the order card padding changed on purpose — regenerate its goldens here on the mac'],
      ['ok', 'melos exec --scope=fennel_ui -- fvm flutter test --update-goldens test/order_card_dark_test.dart'],
    ],
  },
  // 33 · Jules (Windows PowerShell 5.1, Codex), fresh clone
  {
    machine: 'wincodex', project: 'fennel', start: '2026-10-05T13:00:00Z',
    steps: [
      ['fail', 'firebase-staging', 'firebase deploy --only functions:onOrderCreated', FIREBASE_NO_PROJECT],
      ['prompt', 'firebase-staging', 'every firebase command gets --project fennel-staging. no firebase use, no default'],
      ['fail', 'gen-l10n', 'cd apps/customer; fvm flutter analyze', GEN_L10N_ANALYZE_WIN],
      ['prompt', 'gen-l10n', 'gen-l10n first'],
    ],
  },
  // 34 · Ana (macOS), pods on a new laptop
  {
    machine: 'mac', project: 'fennel', start: '2026-10-06T08:30:00Z',
    steps: [
      ['fail', 'bundle-pod', 'pod install --project-directory=apps/customer/ios', POD_SYSTEM_OLD, 1],
      ['prompt', 'bundle-pod', 'los pods con bundler: bundle exec pod install. el pod del sistema es viejísimo'],
      ['fail', 'x:pod-repo-outdated', 'cd apps/customer/ios && bundle exec pod install', POD_REPO_OUTDATED, 1],
      ['ok', 'cd apps/customer/ios && bundle exec pod install --repo-update'],
      ['fail', 'bitrise-workflow', 'bitrise run check', BITRISE_NO_WORKFLOW('check'), 1],
      ['agent', 'bitrise-workflow', 'Ran `bitrise run check`; the PR workflow in bitrise.yml is `pr_checks`.'],
      ['fail', 'x:bitrise-ssh-secret', 'bitrise run pr_checks', BITRISE_SECRET, 1],
    ],
  },
  // 35 · João (Windows PowerShell 5.1, Codex), Android emulator
  {
    machine: 'winps', project: 'fennel', start: '2026-10-07T12:00:00Z',
    steps: [
      ['fail', 'adb-reverse', 'cd apps/customer; fvm flutter test integration_test/checkout_flow_test.dart --flavor staging -d emulator-5554', INTEGRATION_NO_BFF('joao', 40122)],
      ['prompt', 'adb-reverse', 'o emulador não enxerga o localhost do windows. roda adb reverse tcp:3000 tcp:3000 antes do teste'],
      ['fail', 'x:adb-no-device', 'adb reverse tcp:3000 tcp:3000', 'adb.exe: no devices/emulators found'],
    ],
  },
  // 36 · Kai (macOS), Xcode updated itself
  {
    machine: 'mac2', project: 'fennel', start: '2026-10-07T14:00:00Z',
    steps: [
      ['fail', 'x:no-podfile', 'cd apps/customer && bundle exec pod install', "[!] No `Podfile' found in the project directory.", 1],
      ['fail', 'xcode-15', 'xcodebuild -workspace apps/customer/ios/Runner.xcworkspace -scheme staging -configuration Debug-staging -sdk iphonesimulator build', XCODE16_BORINGSSL_XCODEBUILD, 65],
      ['prompt', 'xcode-15', "that's Xcode 16, the app store updated it. we pin 15.4: DEVELOPER_DIR=/Applications/Xcode-15.4.0.app/Contents/Developer"],
      ['agent', 'xcode-15', 'Built with Xcode 16 (BoringSSL-GRPC fails on -G); the project is pinned to Xcode 15.4 — select it with `xcodes select 15.4` or DEVELOPER_DIR.'],
      ['prompt', 'x:xcode16-question', "separately: what's left before we can move to Xcode 16? just list it, don't switch anything"],
    ],
  },
  // 37 · Lea (Windows, Git Bash), tests after a pull
  {
    machine: 'winbash', project: 'fennel', start: '2026-10-08T13:10:00Z',
    steps: [
      ['fail', 'lfs-pull', 'melos exec --fail-fast --dir-exists=test -- fvm flutter test --exclude-tags golden', MELOS_TEST_LFS_POINTER, 1],
      ['prompt', 'lfs-pull', 'those pngs are lfs pointers, not images. git lfs pull'],
      ['ok', 'git lfs pull'],
      ['fail', 'x:arb-syntax', 'cd apps/customer && fvm flutter gen-l10n', ARB_FORMAT_ERROR, 1],
    ],
  },
  // 38 · Kai (macOS), a new flavor
  {
    machine: 'mac2', project: 'fennel', start: '2026-10-09T07:00:00Z',
    steps: [
      ['prompt', 'x:demo-flavor', 'add a `demo` flavor for sales: like staging but with the fake payments provider'],
      ['fail', 'x:lint-exported-receiver', 'cd apps/customer/android && ./gradlew lintStagingRelease', ANDROID_LINT_ERRORS, 1],
      ['prompt', 'develop-branch', 'PR for this goes to develop as usual'],
      ['ok', 'gh pr create --base develop --title "Add demo flavor" --fill'],
    ],
  },
];
