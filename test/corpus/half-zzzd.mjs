// Half ZZZD, written blind: "wren", a Flutter 3.24 app (fvm, melos: packages/app, api, shared) with a
// Dart Frog backend, build_runner, Riverpod, Firebase emulators, CocoaPods/fastlane on the Macs,
// Gradle wrapper on Android, Codemagic CI. macOS (zsh), Windows (PowerShell 5.1/7, Git Bash), Ubuntu,
// an Alpine api image. The team writes English, Khmer, Irish and Somali.

const PS_NOT_FOUND = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException`;
const PWSH_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS_AND = (line) => {
  const col = line.indexOf('&&');
  return `At line:1 char:${col + 1}\n+ ${line}\n+ ${' '.repeat(col)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine`;
};
const PS_RM = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ ${line}\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand`;
const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file ...]';
const SDK_MISMATCH = (dart) => `Resolving dependencies...\nThe current Dart SDK version is ${dart}.\n\nBecause wren_app requires SDK version >=3.5.0 <4.0.0, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.24.3.`;
const CONFLICTING = (files) => `[INFO] Generating build script completed, took 431ms\n[INFO] Reading cached asset graph completed, took 112ms\n[INFO] Checking for updates since last build completed, took 688ms\n[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to remove them. These outputs must be removed manually or the build can be run with \`--delete-conflicting-outputs\`. The outputs are: ${files.join('\n')}`;
const NO_SUBCOMMAND = (sub) => `Could not find a subcommand named "${sub}" for "flutter build".\n\nRun 'flutter -h' (or 'flutter <command> -h') for available flutter commands and options.`;
const FORMAT_GONE = `Could not find a command named "format".\n\nRun 'flutter -h' (or 'flutter <command> -h') for available flutter commands and options.`;
const GRADLE_TRY = '* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Run with --scan to get full insights.\n> Get more help at https://help.gradle.org.';
const GRADLE_MIN = `\nFAILURE: Build failed with an exception.\n\n* Where:\nBuild file '/home/dev/wren/packages/app/android/app/build.gradle' line: 2\n\n* What went wrong:\nAn exception occurred applying plugin request [id: 'com.android.application']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Minimum supported Gradle version is 8.3. Current version is 7.4.2. If using the gradle wrapper, try editing the distributionUrl in /home/dev/wren/packages/app/android/gradle/wrapper/gradle-wrapper.properties to gradle-8.3-all.zip\n\n${GRADLE_TRY}\n\nBUILD FAILED in 4s`;
const JDK21 = `\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not open settings generic class cache for settings file '/home/dev/wren/packages/app/android/settings.gradle' (/home/dev/.gradle/caches/8.3/scripts/4x8k2m1q9v7t0c3b5n6d1e2f7).\n> BUG! exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported class file major version 65\n\n${GRADLE_TRY}\n\nBUILD FAILED in 1s`;
const JDK11 = `\nFAILURE: Build failed with an exception.\n\n* Where:\nBuild file '/Users/ana/wren/packages/app/android/app/build.gradle' line: 2\n\n* What went wrong:\nAn exception occurred applying plugin request [id: 'com.android.application']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.\n      Your current JDK is located in /Library/Java/JavaVirtualMachines/zulu-11.jdk/Contents/Home\n      You can try some of the following options:\n       - changing the IDE settings.\n       - changing the JAVA_HOME environment variable.\n       - changing \`org.gradle.java.home\` in \`gradle.properties\`.\n\n${GRADLE_TRY}\n\nBUILD FAILED in 2s`;
const FFI = `\n### Error\n\n\`\`\`\nLoadError - dlopen(/Library/Ruby/Gems/2.6.0/gems/ffi-1.15.5/lib/ffi_c.bundle, 0x0009): tried: '/Library/Ruby/Gems/2.6.0/gems/ffi-1.15.5/lib/ffi_c.bundle' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e' or 'arm64')), '/System/Volumes/Preboot/Cryptexes/OS/Library/Ruby/Gems/2.6.0/gems/ffi-1.15.5/lib/ffi_c.bundle' (no such file) - /Library/Ruby/Gems/2.6.0/gems/ffi-1.15.5/lib/ffi_c.bundle\n/System/Library/Frameworks/Ruby.framework/Versions/2.6/usr/lib/ruby/2.6.0/rubygems/core_ext/kernel_require.rb:54:in \`require'\n/Library/Ruby/Gems/2.6.0/gems/ffi-1.15.5/lib/ffi.rb:5:in \`rescue in <top (required)>'\n\`\`\``;
const GIT_IGNORED = (paths) => `The following paths are ignored by one of your .gitignore files:\n${paths.join('\n')}\nhint: Use -f if you really want to add them.\nhint: Turn this message off by running\nhint: "git config advice.addIgnoredFile false"`;
const GH006 = (branch, reason) => `remote: error: GH006: Protected branch update failed for refs/heads/${branch}.\nremote: error: ${reason}\nTo github.com:wren-app/wren.git\n ! [remote rejected] ${branch} -> ${branch} (protected branch hook declined)\nerror: failed to push some refs to 'github.com:wren-app/wren.git'`;
const FASTLANE_STEP = (time, step) => `[${time}]: ------------------------------\n[${time}]: --- Step: ${step} ---\n[${time}]: ------------------------------`;
const WIDGET_TEST_FAIL = `00:03 +11 -1: /home/dev/wren/packages/app/test/trips/trip_card_test.dart: TripCard shows distance in km [E]\n  Expected: exactly one matching candidate\n    Actual: _TextWidgetFinder:<Found 0 widgets with text "12.4 km": []>\n     Which: means none were found but one was expected\n\n  When the exception was thrown, this was the stack:\n  #4      main.<anonymous closure> (file:///home/dev/wren/packages/app/test/trips/trip_card_test.dart:38:7)\n  <asynchronous suspension>\n\n  This was caught by the test expectation on the following line:\n    file:///home/dev/wren/packages/app/test/trips/trip_card_test.dart line 38\n\n00:04 +14 -1: Some tests failed.`;
const GOLDEN_FAIL = `00:06 +22 -1: /home/dev/wren/packages/app/test/goldens/trip_card_golden_test.dart: TripCard renders Khmer labels [E]\n  Golden "goldens/trip_card_km.png": Pixel test failed, 2.31%, 1512px diff detected.\n  Failure feedback can be found at /home/dev/wren/packages/app/test/goldens/failures\n\n00:07 +23 -1: Some tests failed.`;
const JSON_TS = `[SEVERE] json_serializable on lib/src/trips/trip.dart:\n\nCould not generate \`fromJson\` code for \`startedAt\`.\nTo support the type \`Timestamp\` you can:\n* Use \`JsonConverter\`\n  https://pub.dev/documentation/json_annotation/latest/json_annotation/JsonConverter-class.html\n* Use \`JsonKey\` fields \`fromJson\` and \`toJson\`\n  https://pub.dev/documentation/json_annotation/latest/json_annotation/JsonKey/fromJson.html\n  https://pub.dev/documentation/json_annotation/latest/json_annotation/JsonKey/toJson.html\npackage:wren_shared/src/trips/trip.dart:21:19\n   ╷\n21 │   final Timestamp startedAt;\n   │                   ^^^^^^^^^\n   ╵\n[INFO] Running build completed, took 6.2s\n[INFO] Caching finalized dependency graph completed, took 48ms\n[SEVERE] Failed after 6.3s`;
const PORT_BUSY = `i  emulators: Starting emulators: auth, firestore\n⚠  firestore: Port 8080 is not open on localhost (127.0.0.1,::1), could not start Firestore Emulator.\n⚠  firestore: To select a different host/port, specify that host/port in a firebase.json config file:\n      {\n        // ...\n        "emulators": {\n          "firestore": {\n            "host": "HOST",\n            "port": "PORT"\n          }\n        }\n      }\ni  emulators: Shutting down emulators.\n\nError: Could not start Firestore Emulator, port taken.`;
const FROG_PORT = `✓ Running on http://localhost:8080 (0.1s)\nUnhandled exception:\nSocketException: Failed to create server socket (OS Error: Address already in use, errno = 98), address = localhost, port = 8080\n#0      _NativeSocket.bind (dart:io-patch/socket_patch.dart:1136:7)\n<asynchronous suspension>\n#1      _RawServerSocket.bind.<anonymous closure> (dart:io-patch/socket_patch.dart:2045:12)\n<asynchronous suspension>\n[watcher] exited with code 255`;
const KEYSTORE_PW = `> Task :app:packageProdRelease FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:packageProdRelease'.\n> A failure occurred while executing com.android.build.gradle.tasks.PackageAndroidArtifact$IncrementalSplitterRunnable\n   > com.android.ide.common.signing.KeytoolException: Failed to read key upload from store "C:\\Users\\joao\\wren\\packages\\app\\android\\app\\upload-keystore.jks": Keystore was tampered with, or password was incorrect\n\n${GRADLE_TRY}\n\nBUILD FAILED in 1m 12s`;
const GRADLE_HEAP = `> Task :app:mergeExtDexProdRelease\n\nExpiring Daemon because JVM heap space is exhausted\nDaemon will be stopped at the end of the build after running out of JVM memory\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:mergeExtDexProdRelease'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.DexMergingWorkAction\n   > java.lang.OutOfMemoryError: Java heap space\n\n${GRADLE_TRY}\n\nBUILD FAILED in 3m 48s`;
const POD_REPO = `Analyzing dependencies\ncloud_firestore: Using Firebase SDK version '11.0.0' defined in 'firebase_core'\n[!] CocoaPods could not find compatible versions for pod "FirebaseFirestore":\n  In Podfile:\n    cloud_firestore (from \`.symlinks/plugins/cloud_firestore/ios\`) was resolved to 5.2.1, which depends on\n      Firebase/Firestore (= 11.0.0) was resolved to 11.0.0, which depends on\n        FirebaseFirestore (~> 11.0.0)\n\nNone of your spec sources contain a spec satisfying the dependency: \`FirebaseFirestore (~> 11.0.0)\`.\n\nYou have either:\n * out-of-date source repos which you can update with \`pod repo update\` or with \`pod install --repo-update\`.\n * mistyped the name or version.\n * not added the source repo that hosts the Podspec to your Podfile.`;
const NONFF = `To github.com:wren-app/wren.git\n ! [rejected]        feat/trip-share -> feat/trip-share (fetch first)\nerror: failed to push some refs to 'github.com:wren-app/wren.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing\nhint: to the same ref. You may want to first integrate the remote changes\nhint: (e.g., 'git pull ...') before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.`;
const APK_NET = `fetch https://dl-cdn.alpinelinux.org/alpine/v3.19/main/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.19/main: temporary error (try again later)\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.19/community/x86_64/APKINDEX.tar.gz\nWARNING: fetching https://dl-cdn.alpinelinux.org/alpine/v3.19/community: temporary error (try again later)\nERROR: unable to select packages:\n  jq (no such package):\n    required by: world[jq]`;
const ANALYZE = `Analyzing app...\n\nwarning - lib/src/trips/trip_map.dart:4:8 - Unused import: 'package:flutter/foundation.dart'. Try removing the import directive. - unused_import\n   info - lib/src/trips/trip_card.dart:31:14 - Use 'const' with the constructor to improve performance. Try adding the 'const' keyword to the constructor invocation. - prefer_const_constructors\n\n2 issues found.`;
const MATCH_PROMPT = `${FASTLANE_STEP('10:02:47', 'match')}\n[10:02:48]: Cloning remote git repo...\n[10:02:51]: Checking out branch master...\n[10:02:51]: Enter the passphrase that should be used to encrypt/decrypt your certificates\n[10:02:51]: This passphrase is specific per repository and will be stored in your local keychain\n[10:02:51]: Make sure to remember the password, as you'll need it when you run match on a different machine\n[!] Could not retrieve response as fastlane runs in non-interactive mode`;
const ASC_AUTH = `${FASTLANE_STEP('09:41:12', 'upload_to_testflight')}\n[09:41:13]: Ready to upload new build to TestFlight (App: 6470012345)...\n[!] The request could not be completed because:\n\tAuthentication credentials are missing or invalid. - Provide a properly configured and signed bearer token, and make sure that it has not expired. Learn more about Generating Tokens for API Requests https://developer.apple.com/go/?id=api-generating-tokens`;
const RULES_403 = `\n=== Deploying to 'wren-prod'...\n\ni  deploying firestore\ni  cloud.firestore: checking firestore.rules for compilation errors...\n\nError: Request to https://firebaserules.googleapis.com/v1/projects/wren-prod:test had HTTP Error: 403, The caller does not have permission`;
const FVM_NET = `Installing Flutter SDK: 3.24.3\nCloning into '/home/dev/fvm/versions/3.24.3'...\nfatal: unable to access 'https://github.com/flutter/flutter.git/': Could not resolve host: github.com\n[ERROR] Could not clone Flutter SDK: 3.24.3`;
const PUB_SOCKET = `melos bootstrap\n  └> /home/dev/wren\n\nRunning "flutter pub get" in workspace packages...\n  - wren_shared\n    └> packages/shared\n       Resolving dependencies...\n       Got socket error trying to find package riverpod_annotation at https://pub.dev.\n\nBootstrapFailed: Failed to install.`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'wren', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'fvm', 'cd packages/app && flutter test', 'zsh: command not found: flutter', 127, 'Run the app unit tests'],
      ['prompt', 'fvm', "fvm flutter. there's no global flutter on my mac and there shouldn't be"],
      ['ok', 'cd packages/app && fvm flutter test'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the trip-sharing crash fix'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-02T10:15:00Z',
    steps: [
      ['fail', 'melos-bootstrap', 'cd packages/app && fvm flutter pub get', "Resolving dependencies...\nBecause wren_app depends on wren_shared ^0.7.0 which doesn't match any versions, version solving failed.", 1, 'Fetch app dependencies'],
      ['prompt', 'melos-bootstrap', 'melos bs at the root first, it writes the pubspec_overrides that link shared. pub get per package wont find it'],
      ['ok', 'melos bootstrap'],
      ['fail', 'build-runner-delete', 'cd packages/shared && fvm dart run build_runner build', CONFLICTING(['lib/src/trips/trip.freezed.dart', 'lib/src/trips/trip.g.dart']), 1, 'Regenerate freezed models'],
      ['prompt', 'build-runner-delete', 'always with --delete-conflicting-outputs'],
    ],
  },
  {
    machine: 'winps', project: 'wren', start: '2026-03-03T09:00:00Z',
    steps: [
      ['fail', 'ps-env', 'export FIRESTORE_EMULATOR_HOST=localhost:8080', PS_NOT_FOUND('export', 'export FIRESTORE_EMULATOR_HOST=localhost:8080'), 1],
      ['prompt', 'ps-env', "this is powershell. $env:FIRESTORE_EMULATOR_HOST = 'localhost:8080'"],
      ['fail', 'ps-chain', 'cd packages/app && fvm flutter test', PS_AND('cd packages/app && fvm flutter test'), 1],
      ['prompt', 'ps-chain', "5.1 on this laptop, no && — use ; between them"],
      ['fail', 'x:ps-execution-policy', 'firebase emulators:start --only firestore', "firebase : File C:\\Users\\joao\\AppData\\Roaming\\npm\\firebase.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ firebase emulators:start --only firestore\n+ ~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess", 1],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-03T14:20:00Z',
    steps: [
      ['fail', 'bundle-pod', 'cd packages/app/ios && pod install', FFI, 1, 'Install iOS pods'],
      ['prompt', 'bundle-pod', 'no. bundle exec pod install — the Gemfile pins cocoapods, system ruby is x86 junk on this M2'],
      ['ok', 'cd packages/app/ios && bundle exec pod install'],
      ['fail', 'bsd-sed', "sed -i 's/^version: .*/version: 1.4.0+52/' packages/app/pubspec.yaml", 'sed: 1: "packages/app/pubspec.yaml": extra characters at the end of p command', 1, 'Bump the app version'],
      ['prompt', 'bsd-sed', "mac sed: -i '' or gsed"],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-04T08:30:00Z',
    steps: [
      ['fail', 'fvm', 'flutter pub get', SDK_MISMATCH('3.3.4'), 1],
      ['prompt', 'fvm', "wrong flutter, that's the snap one (3.19). everything goes through fvm, .fvmrc says 3.24.3"],
      ['fail', 'x:widget-test-fails', 'cd packages/app && fvm flutter test test/trips/trip_card_test.dart', WIDGET_TEST_FAIL, 1],
      ['prompt', 'x:rename-widget', 'rename TripCard to TripTile everywhere, tests and goldens too'],
    ],
  },
  {
    machine: 'ci', project: 'wren', start: '2026-03-04T16:00:00Z',
    steps: [
      ['fail', 'alpine-bash', 'bash scripts/wait_for_api.sh', '/bin/sh: bash: not found', 127],
      ['prompt', 'alpine-bash', 'that image is alpine, there is no bash in it. keep the scripts posix sh'],
      ['ok', 'sh scripts/wait_for_api.sh'],
      ['fail', 'alpine-curl', 'curl -fsS http://localhost:8080/health', '/bin/sh: curl: not found', 127],
      ['prompt', 'alpine-curl', 'busybox has wget: wget -qO- http://localhost:8080/health'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-05T09:10:00Z',
    steps: [
      ['fail', 'firebase-prod', 'firebase deploy --only firestore:rules', RULES_403, 1, 'Deploy the updated Firestore rules'],
      ['prompt', 'firebase-prod', "WHOA. that's wren-prod (the default alias). rules go out through codemagic, from a laptop it's emulators only"],
      ['agent', 'firebase-prod', 'Ran firebase deploy against the default alias wren-prod from a laptop; never target prod locally, use the emulators with --project demo-wren'],
      ['ok', "firebase emulators:exec --project demo-wren 'melos run test:integration'"],
      ['fail', 'x:emulator-port-busy', 'firebase emulators:start --project demo-wren', PORT_BUSY, 1],
    ],
  },
  {
    machine: 'winbash', project: 'wren', start: '2026-03-06T10:00:00Z',
    steps: [
      ['fail', 'fvm', 'flutter analyze', 'bash: flutter: command not found', 127],
      ['prompt', 'fvm', 'ម្តងទៀតហើយ — fvm flutter analyze ណា៎ កុំហៅ flutter ផ្ទាល់'],
      ['fail', 'x:windows-long-path', 'git checkout feat/l10n-km', "error: unable to create file packages/app/lib/src/features/trip_sharing/presentation/widgets/trip_share_recipient_picker_sheet.freezed.dart: Filename too long\nerror: pathspec 'feat/l10n-km' did not match any file(s) known to git", 1],
      ['prompt', 'x:khmer-font', 'អក្សរខ្មែរនៅលើ Android បង្ហាញខុស (ស្រៈជើងបាក់) — add Noto Sans Khmer to the app fonts please'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-09T08:20:00Z',
    steps: [
      ['fail', 'gradlew', 'cd packages/app/android && gradle signingReport', GRADLE_MIN, 1, 'Print the signing report'],
      ['prompt', 'gradlew', 'use the wrapper. ./gradlew — the apt gradle is ancient'],
      ['ok', 'cd packages/app/android && ./gradlew signingReport'],
      ['fail', 'java17', 'cd packages/app/android && ./gradlew assembleDevDebug', JDK21, 1],
      ['prompt', 'java17', 'jdk 17, not 21. point flutter at android studio\'s jbr: fvm flutter config --jdk-dir'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-10T09:30:00Z',
    steps: [
      ['fail', 'flavor', 'cd packages/app && fvm flutter run -d "iPhone 15"', 'Launching lib/main.dart on iPhone 15 in debug mode...\nThe Xcode project defines schemes: dev, prod\nYou must specify a --flavor option to select one of the available schemes.', 1],
      ['prompt', 'flavor', '--flavor dev -t lib/main_dev.dart. every time'],
      ['ok', 'cd packages/app && fvm flutter run -d "iPhone 15" --flavor dev -t lib/main_dev.dart'],
      ['prompt', 'dart-define', 'the maps key lives in env/dev.json and gets in with --dart-define-from-file=env/dev.json. not in the source'],
      ['fail', 'grep-P', "grep -rnP 'ref\\.read\\((?!.*notifier)' packages/app/lib", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'mac grep has no -P. rg is installed'],
    ],
  },
  {
    machine: 'winps', project: 'wren', start: '2026-03-11T08:45:00Z',
    steps: [
      ['fail', 'ios-mac-only', 'fvm flutter build ios --flavor prod -t lib/main_prod.dart', NO_SUBCOMMAND('ios'), 64],
      ['prompt', 'ios-mac-only', 'iOS Windows-ka laguma dhisi karo. halkan Android kaliya — appbundle samee'],
      ['ok', 'fvm flutter build appbundle --flavor prod -t lib/main_prod.dart'],
      ['fail', 'ps-rm', 'rm -rf packages\\app\\build', PS_RM('rm -rf packages\\app\\build'), 1],
      ['prompt', 'ps-rm', 'níl rm -rf i PowerShell, a chara: Remove-Item -Recurse -Force'],
      ['fail', 'x:keystore-password', 'cd packages\\app\\android; .\\gradlew.bat assembleProdRelease', KEYSTORE_PW, 1],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-12T13:00:00Z',
    steps: [
      ['fail', 'keystore-git', 'git add packages/app/android/key.properties packages/app/android/app/upload-keystore.jks', GIT_IGNORED(['packages/app/android/app/upload-keystore.jks', 'packages/app/android/key.properties']), 1, 'Stage the release signing config'],
      ['prompt', 'keystore-git', 'do NOT -f that. the keystore and key.properties never go in git, they live in 1Password + the codemagic env group'],
      ['agent', 'keystore-git', 'Tried to stage the release keystore and key.properties; they stay out of git (1Password and the Codemagic env group)'],
      ['fail', 'date-d', "date -d '7 days ago' +%F", `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'date -d មិនមាននៅលើ mac ទេ — ប្រើ date -v-7d ឬ gdate'],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-13T09:00:00Z',
    steps: [
      ['fail', 'dart-frog-dev', 'cd packages/api && fvm dart run bin/server.dart', 'Could not find file `bin/server.dart`', 255],
      ['prompt', 'dart-frog-dev', "api is dart frog, there's no bin/. dart_frog dev in packages/api"],
      ['ok', 'cd packages/api && dart_frog dev --port 8080'],
      ['fail', 'x:dart-frog-port-in-use', 'cd packages/api && dart_frog dev', FROG_PORT, 1],
      ['prompt', 'riverpod-codegen', 'we use @riverpod codegen here. no StateNotifierProvider, no ChangeNotifierProvider'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-16T08:30:00Z',
    steps: [
      ['fail', 'zsh-glob', 'melos exec --scope=wren_* -- fvm dart analyze', 'zsh: no matches found: --scope=wren_*', 1],
      ['prompt', 'zsh-glob', "quote it, zsh expands the * itself: --scope='wren_*'"],
      ['ok', "melos exec --scope='wren_*' -- fvm dart analyze"],
      ['fail', 'x:analyzer-lint', 'cd packages/app && fvm dart analyze', ANALYZE, 2],
      ['prompt', 'develop-branch', 'branch off develop pls, main only moves on release'],
    ],
  },
  {
    machine: 'ci', project: 'wren', start: '2026-03-17T15:00:00Z',
    steps: [
      ['fail', 'alpine-bash', './scripts/healthcheck.sh', '/bin/sh: ./scripts/healthcheck.sh: not found', 127],
      ['agent', 'alpine-bash', 'healthcheck.sh had #!/bin/bash but the api image is Alpine with ash only; scripts there are #!/bin/sh and POSIX'],
      ['fail', 'x:alpine-apk-network', 'apk add --no-cache jq', APK_NET, 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'wren', start: '2026-03-18T09:00:00Z',
    steps: [
      ['fail', 'ps-env', 'FIREBASE_AUTH_EMULATOR_HOST=localhost:9099 fvm flutter test integration_test', PWSH_NOT_FOUND('FIREBASE_AUTH_EMULATOR_HOST=localhost:9099'), 1],
      ['prompt', 'ps-env', 'VAR=x in front of a command is a bash thing, pwsh won\'t have it either. $env:FIREBASE_AUTH_EMULATOR_HOST = ...; then the command'],
      ['ok', "$env:FIREBASE_AUTH_EMULATOR_HOST = 'localhost:9099'; fvm flutter test integration_test"],
      ['fail', 'ps-rm', 'rm -rf .dart_tool build', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['agent', 'ps-rm', 'Used rm -rf in PowerShell (rm is an alias of Remove-Item there); use Remove-Item -Recurse -Force <path>'],
      ['prompt', 'x:iso-dates', 'the trip export csv: dates as ISO 8601 please, with the UTC offset'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-19T08:15:00Z',
    steps: [
      ['fail', 'build-runner-delete', 'cd packages/app && fvm flutter pub run build_runner build', `Deprecated. Use \`dart run\` instead.\n${CONFLICTING(['lib/src/trips/trips_provider.g.dart', 'lib/src/map/map_controller.g.dart', 'lib/src/profile/profile_state.freezed.dart'])}`, 1],
      ['prompt', 'build-runner-delete', 'build_runner: had iyo jeer --delete-conflicting-outputs, README-ga ayay ku qoran tahay'],
      ['fail', 'x:json-serializable-timestamp', 'cd packages/shared && fvm dart run build_runner build --delete-conflicting-outputs', JSON_TS, 1],
      ['prompt', 'riverpod-codegen', 'StateNotifier ha isticmaalin — @riverpod iyo build_runner ayaan isticmaalnaa'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-20T10:00:00Z',
    steps: [
      ['fail', 'flavor', 'cd packages/app && fvm flutter build apk --release', "Running Gradle task 'assembleRelease'...                        218.4s\nGradle build failed to produce an .apk file. It's likely that this file was generated under /home/dev/wren/packages/app/build, but the tool couldn't find it.", 1],
      ['prompt', 'flavor', 'flavors!! --flavor prod -t lib/main_prod.dart'],
      ['ok', 'cd packages/app && fvm flutter build apk --release --flavor prod -t lib/main_prod.dart'],
      ['fail', 'x:gradle-heap', 'cd packages/app/android && ./gradlew bundleProdRelease', GRADLE_HEAP, 1],
      ['prompt', 'x:codemagic-status', "codemagic build 412 has been queued for 40 min, can you check whether it's on their side?"],
    ],
  },
  {
    machine: 'winps', project: 'wren', start: '2026-03-23T09:20:00Z',
    steps: [
      ['fail', 'ps-chain', 'fvm dart format . && git diff --stat', PS_AND('fvm dart format . && git diff --stat'), 1],
      ['prompt', 'ps-chain', "same as last week — windows powershell doesn't do &&"],
      ['fail', 'gradlew', 'gradle assembleDevDebug', PS_NOT_FOUND('gradle', 'gradle assembleDevDebug'), 1],
      ['prompt', 'gradlew', '.\\gradlew.bat from packages\\app\\android, nobody has a global gradle'],
      ['ok', 'cd packages\\app\\android; .\\gradlew.bat assembleDevDebug'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-24T08:40:00Z',
    steps: [
      ['fail', 'bundle-pod', 'cd packages/app/ios && arch -x86_64 pod install', 'arch: posix_spawnp: pod: Bad CPU type in executable', 1],
      ['prompt', 'bundle-pod', 'no rosetta for pods here. bundle exec pod install, same as yesterday'],
      ['fail', 'x:pod-repo-outdated', 'cd packages/app/ios && bundle exec pod install', POD_REPO, 1],
      ['ok', 'cd packages/app/ios && bundle exec pod install --repo-update'],
      ['fail', 'stat-c', 'stat -c%s packages/app/build/app/outputs/bundle/prodRelease/app-prod-release.aab', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-c', 'stat -f%z on macOS'],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-25T09:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git push origin main', GH006('main', 'Changes must be made through a pull request.'), 1],
      ['prompt', 'develop-branch', 'main is release-only. work goes to a feature branch, PRs target develop'],
      ['ok', 'git push -u origin feat/trip-share'],
      ['fail', 'x:push-nonff', 'git push origin feat/trip-share', NONFF, 1],
      ['fail', 'x:gnu-sed-unterminated', "sed -i 's/wren-staging/wren-dev' packages/app/android/app/build.gradle", "sed: -e expression #1, char 23: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-26T13:30:00Z',
    steps: [
      ['fail', 'java17', 'cd packages/app/android && ./gradlew assembleDevDebug', JDK11, 1],
      ['agent', 'java17', "AGP 8 needs JDK 17 and this Mac had zulu-11 on JAVA_HOME; use Android Studio's JBR (fvm flutter config --jdk-dir)"],
      ['fail', 'bsd-sed', "cd packages/app && sed -i 's/applicationIdSuffix \".dev\"/applicationIdSuffix \".debug\"/' android/app/build.gradle", 'sed: 1: "android/app/build.gradle": command a expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "sed ar an Mac arís 🙃 -i '' nó gsed, le do thoil"],
    ],
  },
  {
    machine: 'wincodex7', project: 'wren', start: '2026-03-27T10:00:00Z',
    steps: [
      ['fail', 'dart-format', 'fvm flutter format lib test', FORMAT_GONE, 64],
      ['prompt', 'dart-format', "níl 'flutter format' ann níos mó — fvm dart format"],
      ['prompt', 'l10n', 'strings go in the arb files, not inline in widgets. then fvm flutter gen-l10n'],
      ['fail', 'x:git-typo', 'git chekout develop', "git: 'chekout' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcheckout", 1],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'match-readonly', 'cd packages/app/ios && bundle exec fastlane match appstore', MATCH_PROMPT, 1],
      ['prompt', 'match-readonly', 'WAIT. match on a laptop is --readonly, always. without it it can revoke and regenerate the certs for everyone'],
      ['agent', 'match-readonly', 'Ran fastlane match appstore without --readonly; on developer Macs match is read-only, only Codemagic renews certificates'],
      ['ok', 'cd packages/app/ios && bundle exec fastlane match appstore --readonly'],
      ['fail', 'x:asc-api-key', 'cd packages/app/ios && bundle exec fastlane beta', ASC_AUTH, 1],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-31T08:30:00Z',
    steps: [
      ['fail', 'ios-mac-only', 'cd packages/app && fvm flutter build ipa --flavor prod', NO_SUBCOMMAND('ipa'), 64],
      ['prompt', 'ios-mac-only', 'ipa only on the macs (or codemagic). on linux you build the android bundle and stop there'],
      ['fail', 'melos-bootstrap', 'cd packages/api && fvm dart pub get', 'Resolving dependencies...\nBecause wren_api depends on wren_shared any which doesn\'t exist (could not find package wren_shared at https://pub.dev), version solving failed.', 1],
      ['prompt', 'melos-bootstrap', 'rith melos bootstrap ar dtús — nasctar na pacáistí áitiúla ansin'],
      ['fail', 'x:pub-get-socket', 'melos bootstrap', PUB_SOCKET, 1],
      ['ok', 'melos bootstrap'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-04-01T09:10:00Z',
    steps: [
      ['prompt', 'codemagic', "we're on codemagic, there's no .github/workflows. ci is codemagic.yaml at the root"],
      ['agent', 'codemagic', 'Added .github/workflows/ci.yml; CI for wren is Codemagic, workflow changes go in codemagic.yaml'],
      ['fail', 'grep-P', "grep -oP 'version: \\K.*' packages/app/pubspec.yaml", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'again -P 😩 rg, or grep -E on the macs'],
      ['fail', 'x:xcode-license', 'cd packages/app && fvm flutter build ios --flavor dev -t lib/main_dev.dart --no-codesign', "Building com.wrenapp.wren.dev for device (ios-release)...\nXcode end user license agreement not signed; open Xcode or run the command 'sudo xcodebuild -license'.\nEncountered error while building for device.", 1],
    ],
  },
  {
    machine: 'winbash', project: 'wren', start: '2026-04-02T10:20:00Z',
    steps: [
      ['fail', 'ios-mac-only', 'cd packages/app/ios && bundle exec pod install', 'bash: bundle: command not found', 127],
      ['prompt', 'ios-mac-only', 'that again? no iOS on this laptop at all, no pods, no xcode. skip that step'],
      ['prompt', 'l10n', 'កុំសរសេរ string ផ្ទាល់ក្នុង widget — ដាក់វាក្នុង lib/l10n/app_km.arb ហើយ run fvm flutter gen-l10n'],
      ['ok', 'cd packages/app && fvm flutter gen-l10n'],
      ['fail', 'x:cat-path-typo', 'cat packages/app/lib/src/featrues/trips/trip_repository.dart', 'cat: packages/app/lib/src/featrues/trips/trip_repository.dart: No such file or directory', 1],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-04-06T08:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin develop', GH006('develop', 'Cannot force-push to this branch'), 1],
      ['prompt', 'force-push', 'no --force on develop. ever. rebase your own branch and --force-with-lease that'],
      ['agent', 'force-push', 'Force-pushed develop (rejected by protection); shared branches are never force-pushed, only feature branches with --force-with-lease'],
      ['ok', 'git push --force-with-lease origin feat/offline-trips'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-04-07T09:30:00Z',
    steps: [
      ['fail', 'date-d', 'BUILD=$(date -d @$(git log -1 --format=%ct) +%Y%m%d%H)', `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'bsd date again. date -r <epoch> +%Y%m%d%H'],
      ['prompt', 'x:build-number-format', 'build numbers should be yyyymmddHH of the last commit, not the wall clock'],
      ['fail', 'stat-c', "stat -c '%Y' packages/app/pubspec.lock", `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['agent', 'stat-c', 'GNU stat -c does not exist on macOS; use stat -f (%z for size, %m for mtime)'],
      ['fail', 'x:stat-no-apk', 'stat -f%z packages/app/build/app/outputs/flutter-apk/app-dev-release.apk', 'stat: packages/app/build/app/outputs/flutter-apk/app-dev-release.apk: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'winps', project: 'wren', start: '2026-04-08T09:00:00Z',
    steps: [
      ['fail', 'ps-env', 'export GOOGLE_APPLICATION_CREDENTIALS=$HOME/.config/wren-dev-sa.json', PS_NOT_FOUND('export', 'export GOOGLE_APPLICATION_CREDENTIALS=$HOME/.config/wren-dev-sa.json'), 1],
      ['agent', 'ps-env', 'Used bash `export` in Windows PowerShell; env vars there are set with $env:NAME = "value"'],
      ['fail', 'ps-chain', 'melos bootstrap && melos run test', PS_AND('melos bootstrap && melos run test'), 1],
      ['agent', 'ps-chain', 'Chained commands with && in Windows PowerShell 5.1 (parser error); use ; or if ($?) { ... }'],
      ['fail', 'x:adb-unauthorized', 'adb install -r packages\\app\\build\\app\\outputs\\flutter-apk\\app-dev-debug.apk', "adb.exe: device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\nTry 'adb kill-server' if that seems wrong.\nOtherwise check for a confirmation dialog on your device.", 1],
      ['prompt', 'dart-define', 'key របស់ Maps នៅក្នុង env/dev.json — ប្រើ --dart-define-from-file=env/dev.json កុំ hardcode ក្នុង main_dev.dart'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-04-09T10:00:00Z',
    steps: [
      ['fail', 'flutter-upgrade', 'fvm flutter upgrade', 'You should not upgrade a release version. Please install a channel instead to upgrade it.', 1],
      ['prompt', 'flutter-upgrade', 'never upgrade in place!! the sdk is pinned in .fvmrc, bumps go through a PR with fvm use'],
      ['fail', 'zsh-glob', 'find packages -name *.g.dart -newer pubspec.lock', 'zsh: no matches found: *.g.dart', 1],
      ['prompt', 'zsh-glob', 'zsh again… quote the pattern'],
      ['ok', "find packages -name '*.g.dart' -newer pubspec.lock"],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-04-13T08:45:00Z',
    steps: [
      ['fail', 'x:fvm-install-network', 'fvm install 3.24.3', FVM_NET, 1],
      ['prompt', 'android-localhost', 'from the android emulator the api is 10.0.2.2:8080 — localhost in there is the emulator itself'],
      ['ok', 'cd packages/api && dart_frog dev'],
      ['prompt', 'x:riverpod-rebuild-question', 'why does tripsProvider rebuild twice when I open the map tab?'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-04-14T09:00:00Z',
    steps: [
      ['fail', 'firebase-prod', 'firebase firestore:delete trips/seed-001 --recursive --force', 'Error: HTTP Error: 403, Missing or insufficient permissions.', 1],
      ['prompt', 'firebase-prod', 'wren-prod ha ka taaban laptop-ka!! emulators-ka isticmaal, --project demo-wren'],
      ['ok', 'firebase emulators:start --project demo-wren --import=./emulator-seed'],
      ['fail', 'x:firebase-reauth', 'firebase projects:list', 'Error: Authentication Error: Your credentials are no longer valid. Please run firebase login --reauth\n\nFor CI servers and headless environments, generate a new token with firebase login:ci', 1],
      ['agent', 'riverpod-codegen', 'Wrote a StateNotifierProvider by hand for trip filters; wren uses riverpod_generator (@riverpod) with build_runner'],
    ],
  },
  {
    machine: 'ci', project: 'wren', start: '2026-04-15T14:00:00Z',
    steps: [
      ['fail', 'alpine-curl', 'curl -s http://localhost:8080/trips -o /tmp/trips.json', '/bin/sh: curl: not found', 127],
      ['agent', 'alpine-curl', 'No curl in the Alpine api image; HTTP checks there use busybox wget -qO-'],
      ['fail', 'alpine-bash', 'bash -c "source scripts/env.sh && dart_frog build"', '/bin/sh: bash: not found', 127],
      ['prompt', 'alpine-bash', 'again: alpine = ash. sh, and . instead of source'],
      ['fail', 'x:docker-daemon', 'docker build -t wren-api build', 'ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-04-16T09:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "cd packages/app && sed -i 's/<string>1.3.0<\\/string>/<string>1.4.0<\\/string>/' ios/Runner/Info.plist", 'sed: 1: "ios/Runner/Info.plist": command i expects \\ followed by text', 1],
      ['agent', 'bsd-sed', "BSD sed on macOS reads the argument after -i as a backup suffix; use sed -i '' … or gsed -i"],
      ['prompt', 'match-readonly', '--readonly i gcónaí le match ar na ríomhairí glúine'],
      ['prompt', 'x:irish-copy', "Ceartaigh an téacs Gaeilge ar an scáileán logála isteach: 'Logáil isteach', ní 'Sínigh isteach'"],
    ],
  },
  {
    machine: 'wincodex7', project: 'wren', start: '2026-04-20T10:00:00Z',
    steps: [
      ['fail', 'dart-format', 'fvm flutter format .', FORMAT_GONE, 64],
      ['agent', 'dart-format', '`flutter format` was removed from the Flutter CLI; formatting is `fvm dart format .`'],
      ['ok', 'git status --short'],
      ['prompt', 'keystore-git', 'upload-keystore.jks is showing in your status — take it out. key.properties iyo keystore-ka git-ka weligaa ha gelin'],
      ['prompt', 'x:somali-arb-key', "app_so.arb waxaa ka maqan tripShareTitle, fadlan ku dar: 'Wadaag safarka'"],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-04-21T08:30:00Z',
    steps: [
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'develop-branch', 'PR ត្រូវទៅ develop មិនមែន main ទេ'],
      ['ok', 'gh pr edit --base develop'],
      ['fail', 'x:golden-mismatch', 'cd packages/app && fvm flutter test --tags golden', GOLDEN_FAIL, 1],
      ['agent', 'l10n', "Hard-coded 'Start trip' in TripTile; user-facing strings live in lib/l10n/app_*.arb and are read through AppLocalizations"],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-04-22T09:15:00Z',
    steps: [
      ['fail', 'flavor', 'cd packages/app && fvm flutter run -d "iPhone 15 Pro"', 'Launching lib/main.dart on iPhone 15 Pro in debug mode...\nRunning Xcode build...\nXcode build done.                                           41.2s\nCould not find the built application bundle at build/ios/iphonesimulator/Runner.app.', 1],
      ['prompt', 'flavor', 'no flavor again → no Runner.app. --flavor dev -t lib/main_dev.dart'],
      ['ok', 'cd packages/app && fvm flutter run -d "iPhone 15 Pro" --flavor dev -t lib/main_dev.dart'],
      ['agent', 'flutter-upgrade', 'Ran fvm flutter upgrade; the SDK is pinned in .fvmrc (3.24.3), versions change with fvm use in a PR, never upgrade in place'],
      ['agent', 'android-localhost', 'Pointed the dev flavor at localhost:8080; from the Android emulator the Dart Frog api is at 10.0.2.2:8080'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-04-23T08:10:00Z',
    steps: [
      ['agent', 'fvm', 'Called the global flutter (3.19); wren pins 3.24.3 in .fvmrc, every command is fvm flutter … / fvm dart …'],
      ['ok', 'melos run test'],
      ['agent', 'dart-define', 'Hard-coded the Maps API key in main_dev.dart; keys come from --dart-define-from-file=env/<flavor>.json'],
      ['prompt', 'codemagic', 'tá muid ar Codemagic, níl GitHub Actions againn ar chor ar bith'],
      ['agent', 'dart-frog-dev', 'Tried dart run bin/server.dart; the api is Dart Frog, run it with dart_frog dev in packages/api'],
      ['agent', 'build-runner-delete', 'Ran build_runner without --delete-conflicting-outputs; always pass it here'],
    ],
  },
];
