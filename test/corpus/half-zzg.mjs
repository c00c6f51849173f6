// Half ZZG: "pinion", a Flutter 3.24 app in a melos monorepo (fvm, build_runner, CocoaPods,
// Firebase, Gradle flavors dev/staging/prod, very_good_analysis), on macOS (zsh), Ubuntu (bash),
// an Alpine CI image (ash) and Windows 11 (PowerShell 5.1 / 7, Git Bash). Written blind, from the
// brief, issue 10, the corpus README, build.mjs and the first lines of half D only.

// ---- shells ---------------------------------------------------------------------------------
/** Windows PowerShell 5.1: a command it cannot find. */
const PS_NOT_FOUND = (name, line) => {
  const at = line.indexOf(name);
  return `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:${at + 1}\n+ ${line}\n+ ${' '.repeat(at)}${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
};
/** PowerShell 7: a command it cannot find. */
const PWSH_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
/** Windows PowerShell 5.1 parsing `&&`. */
const PS_AND_AND = (line) => {
  const at = line.indexOf('&&');
  return `At line:1 char:${at + 1}\n+ ${line}\n+ ${' '.repeat(at)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
};

// ---- macOS BSD tools --------------------------------------------------------------------------
const BSD_GREP = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BSD_DATE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BUSYBOX_GREP = 'grep: unrecognized option: P\nBusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...\n\nSearch for PATTERN in FILEs (or stdin)';

// ---- Flutter / Dart / build_runner ------------------------------------------------------------
const OLD_SDK = 'Resolving dependencies... \nThe current Dart SDK version is 3.3.4.\n\nBecause pinion_app requires SDK version >=3.5.0 <4.0.0, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.24.5. ';
const BREW_DART = "Resolving dependencies... \nBecause pinion_app depends on flutter from sdk which doesn't exist (the Flutter SDK is not available), version solving failed.\n\nFlutter users should use `flutter pub` instead of `dart pub`.";
const CONFLICTING = (outputs) => `[INFO] Generating build script completed, took 388ms\n[INFO] Reading cached asset graph completed, took 92ms\n[INFO] Checking for updates since last build completed, took 641ms\n[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to remove them. These outputs must be removed manually or the build can be run with \`--delete-conflicting-outputs\`. The outputs are: ${outputs.join('\n')}`;
const NO_LOCAL_PKG = (pkg, dep) => `Resolving dependencies... \nBecause ${pkg} depends on ${dep} any which doesn't exist (could not find package ${dep} at https://pub.dev), version solving failed.`;
const NO_BUILD_RUNNER = 'Could not find package `build_runner` or file `build_runner`';
const NO_APK = (home) => `Running Gradle task 'assembleDebug'...                            41.8s\nError: Gradle build failed to produce an .apk file. It's likely that this file was generated under ${home}/pinion/packages/app/build, but the tool couldn't find it.`;

// ---- Gradle / JDK -------------------------------------------------------------------------------
const JDK21_SETTINGS = "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not open cp_settings generic class cache for settings file 'C:\\Users\\mika\\pinion\\packages\\app\\android\\settings.gradle' (C:\\Users\\mika\\.gradle\\caches\\7.6.3\\scripts\\4vb6wzwnq1x6nfnhbwkq3b3ld).\n> BUG! exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported class file major version 65\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Run with --scan to get full insights.\n\n* Get more help at https://help.gradle.org\n\nBUILD FAILED in 4s\nError: Gradle task assembleDevDebug failed with exit code 1";
const JDK21_JLINK = "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:compileDevDebugJavaWithJavac'.\n> Could not resolve all files for configuration ':app:androidJdkImage'.\n   > Failed to transform core-for-system-modules.jar to match attributes {artifactType=_internal_android_jdk_image, org.gradle.libraryelements=jar, org.gradle.usage=java-runtime}.\n      > Execution failed for JdkImageTransform: C:\\Users\\jules\\AppData\\Local\\Android\\Sdk\\platforms\\android-34\\core-for-system-modules.jar.\n         > Error while executing process C:\\Program Files\\Android\\Android Studio\\jbr\\bin\\jlink.exe with arguments {--module-path C:\\Users\\jules\\.gradle\\caches\\transforms-3\\a1f0c0e1b6d2\\transformed\\output\\temp\\jmod --add-modules java.base --output C:\\Users\\jules\\.gradle\\caches\\transforms-3\\a1f0c0e1b6d2\\transformed\\output\\jdkImage --disable-plugin system-modules}\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 38s";

// ---- CocoaPods ------------------------------------------------------------------------------------
const POD_FIREBASE_CORE = '[!] CocoaPods could not find compatible versions for pod "FirebaseCore":\n  In snapshot (Podfile.lock):\n    FirebaseCore (= 10.25.0)\n\n  In Podfile:\n    firebase_core (from `.symlinks/plugins/firebase_core/ios`) was resolved to 3.6.0, which depends on\n      Firebase/CoreOnly (= 11.2.0) was resolved to 11.2.0, which depends on\n        FirebaseCore (= 11.2.0)\n\n\nYou have either:\n * out-of-date source repos which you can update with `pod repo update` or with `pod install --repo-update`.\n * changed the constraints of dependency `FirebaseCore` inside your development pod `firebase_core`.\n   You should run `pod update FirebaseCore` to apply changes you\'ve made.';
const POD_NO_SPEC = '[!] CocoaPods could not find compatible versions for pod "FirebaseMessaging":\n  In Podfile:\n    firebase_messaging (from `.symlinks/plugins/firebase_messaging/ios`) was resolved to 15.1.3, which depends on\n      Firebase/Messaging (= 11.4.0) was resolved to 11.4.0, which depends on\n        FirebaseMessaging (~> 11.4.0)\n\nNone of your spec sources contain a spec satisfying the dependency: `FirebaseMessaging (~> 11.4.0)`.\n\nYou have either:\n * out-of-date source repos which you can update with `pod repo update` or with `pod install --repo-update`.\n * mistyped the name or version.\n * not added the source repo that hosts the Podspec to your Podfile.';
const FFI_ARCH = "\n――― MARKDOWN TEMPLATE ―――――――――――――――――――――――――――――――――――――――――――――――――――――――――――\n\n### Error\n\n```\nLoadError - dlopen(/Library/Ruby/Gems/2.6.0/gems/ffi-1.17.0-arm64-darwin/lib/ffi_c.bundle, 0x0009): tried: '/Library/Ruby/Gems/2.6.0/gems/ffi-1.17.0-arm64-darwin/lib/ffi_c.bundle' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')), '/System/Volumes/Preboot/Cryptexes/OS/Library/Ruby/Gems/2.6.0/gems/ffi-1.17.0-arm64-darwin/lib/ffi_c.bundle' (no such file) - /Library/Ruby/Gems/2.6.0/gems/ffi-1.17.0-arm64-darwin/lib/ffi_c.bundle\n/System/Library/Frameworks/Ruby.framework/Versions/2.6/usr/lib/ruby/2.6.0/rubygems/core_ext/kernel_require.rb:54:in `require'\n```";

// ---- Firebase ---------------------------------------------------------------------------------------
const FB_ALIASES = 'Error: No project active, but project aliases are available.\n\nRun firebase use <alias> with one of these options:\n\n  dev (pinion-dev)\n  staging (pinion-staging)\n  prod (pinion-prod)';
const FB_NO_PROJECT = 'Error: No currently active project.\nTo run this command, you need to specify a project. You have two options:\n- Run this command with --project <alias_or_project_id>.\n- Set an active project by running firebase use --add, then rerun this command.\nTo list all the Firebase projects to which you have access, run firebase projects:list.\nTo learn about active projects for Firebase CLI, visit https://firebase.google.com/docs/cli#project_aliases';

export const SESSIONS = [
  {
    machine: 'mac', project: 'pinion', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'fvm', 'cd packages/app && flutter pub get', OLD_SDK, 1, 'Fetch app dependencies'],
      ['prompt', 'fvm', 'fvm flutter. the flutter on your PATH is some ancient 3.19'],
      ['ok', 'cd packages/app && fvm flutter pub get'],
      ['fail', 'delete-conflicting', 'cd packages/core && fvm dart run build_runner build', CONFLICTING(['lib/src/models/cart_item.freezed.dart', 'lib/src/models/cart_item.g.dart']), 78, 'Regenerate freezed models'],
      ['prompt', 'delete-conflicting', 'build_runner build always gets --delete-conflicting-outputs here, the generated files are committed'],
      ['ok', 'cd packages/core && fvm dart run build_runner build --delete-conflicting-outputs'],
    ],
  },
  {
    machine: 'linux', project: 'pinion', start: '2026-02-03T10:15:00Z',
    steps: [
      ['fail', 'melos-bootstrap', 'cd packages/app && fvm flutter pub get', NO_LOCAL_PKG('pinion_app', 'pinion_core'), 1],
      ['prompt', 'melos-bootstrap', 'its a melos repo, `melos bootstrap` from the root links core and api_client. pub get inside a package cant see them'],
      ['ok', 'melos bootstrap'],
      ['fail', 'x:test-real-failure', 'melos run test --no-select', "pinion_core:\n00:03 +57: test/cart/cart_total_test.dart: CartTotal applies percentage voucher [E]\n  Expected: <90000>\n    Actual: <9000>\n\n  package:matcher                           expect\n  test/cart/cart_total_test.dart 27:7       main.<fn>.<fn>\n\n00:04 +58 -1: Some tests failed.\npinion_core: FAILED\n\nScriptException: The script test failed to execute.", 1],
    ],
  },
  {
    machine: 'winps', project: 'pinion', start: '2026-02-04T08:30:00Z',
    steps: [
      ['fail', 'fvm', 'flutter doctor -v', PS_NOT_FOUND('flutter', 'flutter doctor -v'), 1],
      ['prompt', 'fvm', 'pakai fvm flutter ya, di laptop ini memang nggak ada flutter global. cuma lewat fvm'],
      ['fail', 'ps-and', 'cd packages\\app && fvm flutter test', PS_AND_AND('cd packages\\app && fvm flutter test'), 1],
      ['prompt', 'ps-and', 'this is Windows PowerShell 5.1, there is no && — separate commands, or ;'],
      ['ok', 'cd packages\\app; fvm flutter test'],
    ],
  },
  {
    machine: 'mac2', project: 'pinion', start: '2026-02-05T14:00:00Z',
    steps: [
      ['fail', 'pod-ios-dir', 'pod install', "[!] No `Podfile' found in the project directory.", 1, 'Install iOS pods'],
      ['fail', 'pod-ios-dir', 'cd ios && pod install', 'cd: no such file or directory: ios', 1],
      ['prompt', 'pod-ios-dir', 'the runner is packages/app/ios, there is no ios/ at the root'],
      ['ok', 'cd packages/app/ios && pod install'],
      ['fail', 'bsd-sed', "sed -i 's/^version: .*/version: 1.4.0+57/' packages/app/pubspec.yaml", 'sed: 1: "packages/app/pubspec.yaml": extra characters at the end of p command', 1, 'Bump the app version'],
      ['agent', 'bsd-sed', "BSD sed on macOS took my script as the -i backup suffix; on the Macs write sed -i '' 's/…/…/' file."],
    ],
  },
  {
    machine: 'codex', project: 'pinion', start: '2026-02-06T09:40:00Z',
    steps: [
      ['fail', 'flavor', 'cd packages/app && fvm flutter build apk --debug', NO_APK('/home/dev'), 1],
      ['prompt', 'flavor', 'there are 3 flavors, you have to pick one. --flavor dev -t lib/main_dev.dart'],
      ['ok', 'cd packages/app && fvm flutter build apk --debug --flavor dev -t lib/main_dev.dart'],
      ['prompt', 'x:changelog', "add a CHANGELOG entry under Unreleased: 'Vouchers can be stacked at checkout'"],
    ],
  },
  {
    machine: 'mac', project: 'pinion', start: '2026-02-09T09:05:00Z',
    steps: [
      ['fail', 'firebase-project', 'firebase deploy --only firestore:rules', FB_ALIASES, 1, 'Deploy the new Firestore rules'],
      ['prompt', 'firebase-project', "pass -P dev explicitly. we don't `firebase use` anything on our machines, too easy to leave it pointing at prod"],
      ['prompt', 'prod-deploy-ci', 'Und nur zur Sicherheit: prod wird NUR über die Release-Pipeline deployed, nie vom Laptop aus.'],
      ['ok', 'firebase deploy --only firestore:rules -P dev'],
      ['fail', 'x:firebase-auth', 'firebase deploy --only functions -P dev', 'Error: Failed to authenticate, have you run firebase login?', 1],
    ],
  },
  {
    machine: 'winbash', project: 'pinion', start: '2026-02-10T11:00:00Z',
    steps: [
      ['fail', 'gitbash-backslash', 'cd C:\\Users\\lea\\pinion\\packages\\app', 'bash: cd: C:Usersleapinionpackagesapp: No such file or directory', 1],
      ['prompt', 'gitbash-backslash', 'git bash -> forward slashes. /c/Users/lea/pinion/packages/app'],
      ['ok', 'cd /c/Users/lea/pinion/packages/app && fvm flutter analyze'],
      ['fail', 'x:analyze-real', 'cd /c/Users/lea/pinion/packages/app && fvm flutter analyze', "Analyzing app...                                                \n\n   info • Missing documentation for a public member • lib/src/checkout/checkout_page.dart:14:7 • public_member_api_docs\nwarning • The value of the local variable 'total' isn't used • lib/src/checkout/checkout_page.dart:41:11 • unused_local_variable\n\n2 issues found. (ran in 7.4s)", 1],
      ['prompt', 'no-ignore-lints', 'eh jangan ditambah `// ignore: public_member_api_docs`, tulis aja doc comment-nya. lint dari very_good_analysis itu dibenerin, bukan dibungkam'],
    ],
  },
  {
    machine: 'mac', project: 'pinion', start: '2026-02-11T13:20:00Z',
    steps: [
      ['fail', 'pod-repo-update', 'cd packages/app/ios && pod install', POD_FIREBASE_CORE, 1],
      ['prompt', 'pod-repo-update', 'firebase bumped their pods again. needs --repo-update'],
      ['ok', 'cd packages/app/ios && pod install --repo-update'],
      ['fail', 'grep-P', "grep -rnoP 'ref\\.watch\\(\\K\\w+' packages/app/lib", BSD_GREP, 2, 'List watched providers'],
      ['prompt', 'grep-P', 'mac grep, no -P. rg is installed'],
    ],
  },
  {
    machine: 'wincodex', project: 'pinion', start: '2026-02-12T08:10:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf packages\\app\\build', "Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ rm -rf packages\\app\\build\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand\n", 1],
      ['prompt', 'ps-rm-rf', 'Remove-Item -Recurse -Force. rm is only an alias in powershell, it has no -rf'],
      ['fail', 'jdk17', 'cd packages\\app\\android; .\\gradlew.bat assembleDevDebug', JDK21_JLINK, 1],
      ['prompt', 'jdk17', 'Ladybug ships JDK 21 and our AGP chokes on it. point flutter at the Temurin 17: fvm flutter config --jdk-dir'],
      ['ok', 'fvm flutter config --jdk-dir "C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.12.7-hotspot"'],
    ],
  },
  {
    machine: 'linux', project: 'pinion', start: '2026-02-13T15:30:00Z',
    steps: [
      ['fail', 'gradlew', 'cd packages/app/android && gradle assembleDevDebug', 'bash: gradle: command not found', 127],
      ['prompt', 'gradlew', './gradlew — the wrapper pins gradle, nobody has a system gradle'],
      ['fail', 'x:gradle-heap', 'cd packages/app/android && ./gradlew assembleProdRelease', "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:mergeDexProdRelease'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.DexMergingTaskDelegate\n   > java.lang.OutOfMemoryError: Java heap space\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 2m 11s", 1],
      ['ok', 'cd packages/app/android && ./gradlew assembleProdRelease -Dorg.gradle.jvmargs=-Xmx4g'],
    ],
  },
  {
    machine: 'mac2', project: 'pinion', start: '2026-02-16T09:00:00Z',
    steps: [
      ['fail', 'fvm', 'cd packages/app && dart run build_runner build --delete-conflicting-outputs', BREW_DART, 65],
      ['prompt', 'fvm', "fvm dart!! the brew dart doesn't even know flutter exists"],
      ['fail', 'date-d', 'date -d "$(git log -1 --format=%cI)" +%y%m%d%H', BSD_DATE, 1, 'Build number from the last commit date'],
      ['prompt', 'date-d', 'thats GNU date. on the mac: date -j -f ... or gdate from coreutils'],
      ['ok', 'gdate -d "$(git log -1 --format=%cI)" +%y%m%d%H'],
      ['prompt', 'x:buildnum-count', 'actually the build number should be the commit count, not a date: git rev-list --count HEAD'],
    ],
  },
  {
    machine: 'ci', project: 'pinion', start: '2026-02-17T07:45:00Z',
    steps: [
      ['fail', 'grep-P', "grep -oP '(?<=^version: )\\S+' packages/app/pubspec.yaml", BUSYBOX_GREP, 1],
      ['agent', 'grep-P', 'The node:20-alpine rules-test image has BusyBox grep, no -P; read the version with sed -n or grep -E | cut.'],
      ['fail', 'x:emulator-port', "firebase emulators:exec --only firestore --project demo-pinion 'npm test'", "i  emulators: Starting emulators: firestore\n⚠  firestore: Port 8080 is not open on localhost (127.0.0.1,::1), could not start Firestore Emulator.\n⚠  firestore: To select a different host/port, specify that host/port in a firebase.json config file:\n      {\n        // ...\n        \"emulators\": {\n          \"firestore\": {\n            \"host\": \"HOST\",\n            \"port\": \"PORT\"\n          }\n        }\n      }\ni  emulators: Shutting down emulators.\n\nError: Could not start Firestore Emulator, port taken.", 1],
      ['fail', 'x:java-missing', "firebase emulators:exec --only firestore --project demo-pinion 'npm test'", 'i  emulators: Starting emulators: firestore\n\nError: Could not spawn `java -version`. Please make sure Java is installed and on your system PATH.', 1],
      ['ok', "apk add --no-cache openjdk17-jre && firebase emulators:exec --only firestore --project demo-pinion 'npm test'"],
    ],
  },
  {
    machine: 'mac', project: 'pinion', start: '2026-02-18T10:30:00Z',
    steps: [
      ['ok', 'git rebase origin/develop'],
      ['fail', 'x:push-nonff', 'git push origin feat/voucher-stack', "To github.com:pinion-app/pinion.git\n ! [rejected]        feat/voucher-stack -> feat/voucher-stack (non-fast-forward)\nerror: failed to push some refs to 'github.com:pinion-app/pinion.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git push -f origin feat/voucher-stack'],
      ['prompt', 'force-push', "whoa, no plain -f. Budi pushed to that branch this morning. --force-with-lease, always"],
      ['ok', 'git push --force-with-lease origin feat/voucher-stack'],
    ],
  },
  {
    machine: 'winps', project: 'pinion', start: '2026-02-19T08:15:00Z',
    steps: [
      ['fail', 'ps-env', 'PINION_FLAVOR=dev fvm flutter test', PS_NOT_FOUND('PINION_FLAVOR=dev', 'PINION_FLAVOR=dev fvm flutter test'), 1],
      ['prompt', 'ps-env', "VAR=x in front of a command is bash. in powershell: $env:PINION_FLAVOR='dev' then run it"],
      ['ok', "$env:PINION_FLAVOR='dev'; fvm flutter test"],
      ['fail', 'ps-and', 'fvm flutter pub get && melos run gen', PS_AND_AND('fvm flutter pub get && melos run gen'), 1],
      ['prompt', 'ps-and', '&& again... 5.1. semicolon'],
      ['fail', 'ps-which', 'which fvm', PS_NOT_FOUND('which', 'which fvm'), 1],
      ['agent', 'ps-which', 'Windows PowerShell has no `which`; use `Get-Command fvm` (or `where.exe fvm`).'],
    ],
  },
  {
    machine: 'linux', project: 'pinion', start: '2026-02-20T13:00:00Z',
    steps: [
      ['fail', 'codegen-melos', 'fvm dart run build_runner build -d', NO_BUILD_RUNNER, 255, 'Run code generation'],
      ['prompt', 'codegen-melos', 'the root pubspec has no build_runner. `melos run gen` runs it in core, api_client and app'],
      ['ok', 'melos run gen'],
      ['fail', 'x:build-runner-syntax', 'melos run gen', "pinion_core:\n[SEVERE] freezed on lib/src/models/order.dart:\n\nThis builder requires Dart inputs without syntax errors.\nHowever, package:pinion_core/src/models/order.dart (or an existing part) contains the following errors.\norder.dart:18:43: Expected to find ')'.\n\nTry fixing the errors and re-running the build.\npinion_core: FAILED\n\nScriptException: The script gen failed to execute.", 1],
      ['agent', 'generated-files', 'I had patched order.freezed.dart by hand; generated files get overwritten. Change order.dart and rerun melos run gen instead.'],
    ],
  },
  {
    machine: 'mac2', project: 'pinion', start: '2026-02-23T09:30:00Z',
    steps: [
      ['fail', 'pod-brew', 'sudo gem install cocoapods', 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'pod-brew', 'CocoaPods kommt bei uns aus Homebrew, nicht aus gem. `brew install cocoapods`, ohne sudo.'],
      ['fail', 'pod-rosetta', 'cd packages/app/ios && arch -x86_64 pod install', 'arch: posix_spawnp: /opt/homebrew/bin/pod: Bad CPU type in executable', 1],
      ['prompt', 'pod-rosetta', 'no arch -x86_64. pods run native on the M-series, rosetta hacks are from 2021'],
      ['ok', 'cd packages/app/ios && pod install'],
    ],
  },
  {
    machine: 'win', project: 'pinion', start: '2026-02-24T10:00:00Z',
    steps: [
      ['fail', 'jdk17', 'cd packages/app && fvm flutter build apk --flavor dev -t lib/main_dev.dart', JDK21_SETTINGS, 1],
      ['agent', 'jdk17', 'Gradle 7.6 cannot run on the JDK 21 bundled with Android Studio ("class file major version 65"); Flutter must use JDK 17 via fvm flutter config --jdk-dir.'],
      ['fail', 'gitbash-backslash', 'ls packages\\core\\lib\\src', "ls: cannot access 'packagescorelibsrc': No such file or directory", 2],
      ['prompt', 'gitbash-backslash', 'backslashes again. bash eats them'],
    ],
  },
  {
    machine: 'mac', project: 'pinion', start: '2026-02-25T11:10:00Z',
    steps: [
      ['prompt', 'riverpod-gen', "we're on riverpod_generator: @riverpod class CartController, not a StateNotifierProvider"],
      ['prompt', 'generated-files', 'cart_state.freezed.dart is generated. edit cart_state.dart and regenerate'],
      ['ok', 'cd packages/core && fvm dart run build_runner build --delete-conflicting-outputs'],
      ['prompt', 'x:iso-dates', 'order dates in the CSV export should be ISO 8601'],
    ],
  },
  {
    machine: 'codex', project: 'pinion', start: '2026-02-26T08:50:00Z',
    steps: [
      ['fail', 'delete-conflicting', 'melos exec --scope=pinion_api_client -- fvm dart run build_runner build', `melos exec\n  └> fvm dart run build_runner build\n     └> RUNNING (in 1 packages)\n\n--------------------------------------------------------------------------------\npinion_api_client:\n${CONFLICTING(['lib/src/dto/order_dto.g.dart', 'lib/src/dto/order_dto.freezed.dart'])}\npinion_api_client: FAILED`, 1],
      ['prompt', 'delete-conflicting', '-d. every time. same as last week'],
      ['ok', 'melos exec --scope=pinion_api_client -- fvm dart run build_runner build -d'],
      ['prompt', 'riverpod-gen', 'and the new OrdersNotifier: annotate it, @riverpod + part file. no hand-written providers in this codebase'],
      ['fail', 'x:pub-network', 'melos bootstrap', 'melos bootstrap\n  └> /home/dev/pinion\n\nRunning "flutter pub get" in workspace packages...\n  ✓ pinion_core\n    └> packages/core\n  - pinion_api_client\n    └> packages/api_client\n       Got socket error trying to find package json_annotation at https://pub.dev.\n\nBootstrapException: Failed to install.: pinion_api_client at /home/dev/pinion/packages/api_client.', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'pinion', start: '2026-03-02T09:20:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf .dart_tool build', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm-rf', 'هذا PowerShell مو bash 😅 استخدم Remove-Item -Recurse -Force'],
      ['fail', 'ps-env', 'JAVA_OPTS=-Xmx2g .\\gradlew.bat assembleDevDebug', PWSH_NOT_FOUND('JAVA_OPTS=-Xmx2g'), 1],
      ['agent', 'ps-env', "VAR=value prefixes are bash syntax; in pwsh set $env:JAVA_OPTS='-Xmx2g' first, then run .\\gradlew.bat."],
      ['fail', 'x:ps-exec-policy', '.\\tool\\setup_hooks.ps1', '.\\tool\\setup_hooks.ps1: File C:\\Users\\sora\\pinion\\tool\\setup_hooks.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.', 1],
      ['ok', 'pwsh -ExecutionPolicy Bypass -File .\\tool\\setup_hooks.ps1'],
    ],
  },
  {
    machine: 'mac2', project: 'pinion', start: '2026-03-03T14:40:00Z',
    steps: [
      ['fail', 'nproc', 'nproc', 'zsh: command not found: nproc', 127, 'How many cores for test concurrency'],
      ['agent', 'nproc', 'nproc is GNU coreutils and not on the Macs; use sysctl -n hw.ncpu for the core count.'],
      ['ok', 'fvm flutter test --concurrency=$(sysctl -n hw.ncpu)'],
      ['fail', 'bsd-sed', "cd packages/app && sed -i 's/com.pinion.app.dev/com.pinion.app.staging/g' ios/Runner.xcodeproj/project.pbxproj", 'sed: 1: "ios/Runner.xcodeproj/pr ...": command i expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "sed -i '' on mac. same trap as last week"],
    ],
  },
  {
    machine: 'linux', project: 'pinion', start: '2026-03-04T09:00:00Z',
    steps: [
      ['prompt', 'develop-branch', 'branch off develop, not main. main only moves when we release'],
      ['ok', 'git checkout -b feat/address-autocomplete origin/develop'],
      ['fail', 'x:git-typo', 'git checkout devlop', "error: pathspec 'devlop' did not match any file(s) known to git", 1],
      ['ok', 'git checkout develop'],
      ['fail', 'x:golden-diff', 'cd packages/app && fvm flutter test test/golden', "══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════════════════════════════════════\nThe following assertion was thrown while running async test code:\nGolden \"goldens/checkout_page.png\": Pixel test failed, 2.31%, 1847px diff detected.\nFailure feedback can be found at /home/dev/pinion/packages/app/test/golden/failures\n\nWhen the exception was thrown, this was the stack:\n#0      LocalFileComparator.compare (package:flutter_test/src/_goldens_io.dart:101:7)\n════════════════════════════════════════════════════════════════════════════════════════════════════\n00:09 +12 -1: Some tests failed.", 1],
    ],
  },
  {
    machine: 'mac', project: 'pinion', start: '2026-03-05T10:20:00Z',
    steps: [
      ['fail', 'firebase-project', 'firebase functions:log --only onOrderCreated', FB_NO_PROJECT, 1],
      ['prompt', 'firebase-project', 'selalu kasih project-nya eksplisit, misalnya -P staging. jangan `firebase use`'],
      ['prompt', 'prod-deploy-ci', "and don't even think about -P prod for a deploy. prod goes out through the release workflow when we tag"],
    ],
  },
  {
    machine: 'winbash', project: 'pinion', start: '2026-03-06T13:10:00Z',
    steps: [
      ['fail', 'flutterfire-path', 'flutterfire configure --project=pinion-dev --out=lib/firebase_options_dev.dart', 'bash: flutterfire: command not found', 127],
      ['prompt', 'flutterfire-path', "it's installed, just not on PATH: $LOCALAPPDATA/Pub/Cache/bin. or fvm dart pub global run flutterfire_cli:flutterfire"],
      ['ok', 'fvm dart pub global run flutterfire_cli:flutterfire configure --project=pinion-dev --out=lib/firebase_options_dev.dart --platforms=android,ios'],
      ['prompt', 'x:id-copy', "tolong ganti label tombol 'Bayar' jadi 'Bayar sekarang' di semua file ARB"],
    ],
  },
  {
    machine: 'mac2', project: 'pinion', start: '2026-03-09T08:30:00Z',
    steps: [
      ['fail', 'pod-repo-update', 'cd packages/app/ios && pod install', POD_NO_SPEC, 1],
      ['prompt', 'pod-repo-update', 'pod install --repo-update, sama kayak kemarin'],
      ['fail', 'x:pod-cdn', 'cd packages/app/ios && pod install --repo-update', "Updating local specs repositories\n\nCocoaPods 1.16.2 is available.\n\n[!] CDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/all_pods_versions_a_7_5.txt Response: Timeout was reached", 1],
      ['ok', 'cd packages/app/ios && pod install --repo-update'],
      ['fail', 'x:ios-signing', 'cd packages/app && fvm flutter build ipa --flavor staging -t lib/main_staging.dart', "No valid code signing certificates were found\nYou can connect to your Apple Developer account by signing in with your Apple ID\nin Xcode and create an iOS Development Certificate as well as a Provisioning \nProfile for your project by:\n  1- Open the Flutter project's Xcode target with\n       open ios/Runner.xcworkspace\n  2- Select the 'Runner' project in the navigator then the 'Runner' target\n     in the project settings\n  3- Make sure a 'Development Team' is selected under Signing & Capabilities > Team. \n\nError: No development certificates available to code sign app for device deployment", 1],
    ],
  },
  {
    machine: 'codex', project: 'pinion', start: '2026-03-10T09:10:00Z',
    steps: [
      ['fail', 'sdk-pinned', 'fvm flutter upgrade', 'Unknown flutter tag. Abandoning upgrade to avoid destroying local changes. It is recommended to use git directly if not working on an official channel.', 1],
      ['prompt', 'sdk-pinned', "don't upgrade flutter. 3.24 is pinned in .fvmrc and bumping it is its own PR"],
      ['fail', 'flavor', 'cd packages/app && fvm flutter run -d emulator-5554', `Launching lib/main.dart on sdk gphone64 x86 64 in debug mode...\n${NO_APK('/home/dev')}`, 1],
      ['agent', 'flavor', 'pinion defines dev/staging/prod product flavors, so flutter run/build needs --flavor dev -t lib/main_dev.dart (or staging/prod).'],
    ],
  },
  {
    machine: 'wincodex', project: 'pinion', start: '2026-03-11T08:00:00Z',
    steps: [
      ['fail', 'melos-bootstrap', 'cd packages\\api_client; fvm flutter pub get', NO_LOCAL_PKG('pinion_api_client', 'pinion_core'), 1],
      ['prompt', 'melos-bootstrap', 'لا تسوي pub get داخل كل package، شغّل melos bootstrap من الجذر'],
      ['fail', 'ps-and', 'melos bootstrap && melos run gen', PS_AND_AND('melos bootstrap && melos run gen'), 1],
      ['agent', 'ps-and', 'Windows PowerShell 5.1 has no && chain operator; run the commands one by one or join them with ;'],
      ['ok', 'melos bootstrap; melos run gen'],
    ],
  },
  {
    machine: 'mac', project: 'pinion', start: '2026-03-12T15:00:00Z',
    steps: [
      ['fail', 'date-d', "firebase functions:log -P staging --since $(date -d 'yesterday' +%F)", BSD_DATE, 1],
      ['prompt', 'date-d', 'mac date hat kein -d. date -v-1d +%F'],
      ['prompt', 'nproc', 'and for the test concurrency: sysctl -n hw.ncpu. nproc is a linux thing'],
      ['fail', 'x:sed-path-typo', "sed -i '' 's/1.4.0+57/1.4.0+58/' packages/app/pubspec.yml", 'sed: packages/app/pubspec.yml: No such file or directory', 1],
      ['prompt', 'x:bump-build', 'put build 58 in the release notes too'],
    ],
  },
  {
    machine: 'linux', project: 'pinion', start: '2026-03-13T10:40:00Z',
    steps: [
      ['fail', 'develop-branch', 'git pull --rebase origin master', "fatal: couldn't find remote ref master", 1],
      ['prompt', 'develop-branch', 'master nggak ada, kita kerja di develop'],
      ['prompt', 'git-clean', 'do NOT git clean -fdx in here. last time it took key.properties and the upload keystore with it'],
      ['ok', 'git status --short --ignored android'],
      ['agent', 'git-clean', 'git clean -fdx deletes the untracked android/key.properties and upload-keystore.jks; use fvm flutter clean, or git clean -n to look first.'],
      ['fail', 'codegen-melos', 'fvm dart run build_runner build --delete-conflicting-outputs', NO_BUILD_RUNNER, 255],
      ['prompt', 'codegen-melos', 'repo root again 🙄 melos run gen'],
      ['ok', 'melos run gen'],
    ],
  },
  {
    machine: 'winps', project: 'pinion', start: '2026-03-16T08:45:00Z',
    steps: [
      ['fail', 'gradlew', 'cd packages\\app\\android; gradle signingReport', PS_NOT_FOUND('gradle', 'cd packages\\app\\android; gradle signingReport'), 1],
      ['prompt', 'gradlew', 'Gradle ist hier nicht installiert, nimm den Wrapper: .\\gradlew.bat signingReport'],
      ['ok', 'cd packages\\app\\android; .\\gradlew.bat signingReport'],
      ['fail', 'ps-which', 'which java', PS_NOT_FOUND('which', 'which java'), 1],
      ['prompt', 'ps-which', 'Get-Command java. or where.exe'],
      ['fail', 'x:ps-rm-missing', 'Remove-Item -Recurse -Force build\\app\\intermediats', "Remove-Item : Cannot find path 'C:\\Users\\joao\\pinion\\packages\\app\\build\\app\\intermediats' because it does not exist.\nAt line:1 char:1\n+ Remove-Item -Recurse -Force build\\app\\intermediats\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : ObjectNotFound: (C:\\Users\\joao\\p...app\\intermediats:String) [Remove-Item], ItemNotFoundException\n    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand\n", 1],
    ],
  },
  {
    machine: 'mac2', project: 'pinion', start: '2026-03-18T13:30:00Z',
    steps: [
      ['prompt', 'no-ignore-lints', 'no `// ignore:` to shut very_good_analysis up. fix it or ask me'],
      ['fail', 'x:sort-pub-deps', 'melos run analyze', 'pinion_core:\nAnalyzing core...                                               \n\n   info • Sort pub dependencies alphabetically • pubspec.yaml:14:3 • sort_pub_dependencies\n\n1 issue found. (ran in 1.9s)\npinion_core: FAILED\n\nScriptException: The script analyze failed to execute.', 1],
      ['prompt', 'x:analysis-options-request', "for packages/api_client switch off public_member_api_docs in its analysis_options.yaml, it's all generated DTOs. we agreed in standup"],
      ['prompt', 'riverpod-gen', 'StateNotifier is gone from this repo. @riverpod, generated'],
      ['agent', 'no-ignore-lints', 'I silenced a very_good_analysis lint with // ignore:; in pinion lints get fixed in code, not suppressed (ask before touching analysis_options).'],
    ],
  },
  {
    machine: 'linux', project: 'pinion', start: '2026-03-20T09:15:00Z',
    steps: [
      ['fail', 'x:adb-unauthorized', 'adb install packages/app/build/app/outputs/flutter-apk/app-dev-debug.apk', "adb: error: failed to get feature set: device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\nTry 'adb kill-server' if that seems wrong.\nOtherwise check for a confirmation dialog on your device.", 1],
      ['fail', 'x:no-devices', 'cd packages/app && fvm flutter run --flavor dev -t lib/main_dev.dart', 'No supported devices connected.\n\nThe following devices were found, but are not supported by this project:\nLinux (desktop) • linux • linux-x64 • Ubuntu 24.04.1 LTS 6.8.0-49-generic\nIf you would like your app to run on linux, consider running `flutter create .` to generate projects for these platforms.', 1],
      ['ok', 'fvm flutter emulators --launch Pixel_8_API_34'],
      ['prompt', 'force-push', 'btw never git push --force to develop. if you really have to rewrite, --force-with-lease on your own branch'],
    ],
  },
  {
    machine: 'mac', project: 'pinion', start: '2026-03-23T11:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin develop', 'remote: error: GH006: Protected branch update failed for refs/heads/develop.\nremote: \nremote: - Cannot force-push to this branch\nTo github.com:pinion-app/pinion.git\n ! [remote rejected] develop -> develop (protected branch hook declined)\nerror: failed to push some refs to \'github.com:pinion-app/pinion.git\'', 1],
      ['agent', 'force-push', 'Tried git push --force on develop; never force-push shared branches. Rebase my own branch and push it with --force-with-lease.'],
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'develop-branch', 'PR base is develop, you opened it against main'],
      ['ok', 'gh pr edit 412 --base develop'],
    ],
  },
  {
    machine: 'winbash', project: 'pinion', start: '2026-03-25T14:20:00Z',
    steps: [
      ['ok', 'fvm dart format lib test'],
      ['fail', 'x:format-changed', 'fvm dart format --set-exit-if-changed lib test', 'Formatted lib/src/cart/cart_page.dart\nFormatted 84 files (1 changed) in 1.12 seconds.', 1],
      ['fail', 'x:melos-script-typo', 'melos run lints', "ScriptNotFoundException: The script lints could not be found in the 'melos.yaml' file.", 1],
      ['ok', 'melos run analyze'],
    ],
  },
  {
    machine: 'mac', project: 'pinion', start: '2026-03-27T09:50:00Z',
    steps: [
      ['fail', 'pod-ios-dir', 'cd packages/app && pod install --repo-update', "[!] No `Podfile' found in the project directory.", 1],
      ['prompt', 'pod-ios-dir', 'Podfile lives in packages/app/ios, one level down'],
      ['fail', 'flutterfire-path', 'flutterfire configure --project=pinion-staging --out=lib/firebase_options_staging.dart', 'zsh: command not found: flutterfire', 127],
      ['agent', 'flutterfire-path', 'flutterfire is in ~/.pub-cache/bin, which is not on PATH in the agent shell; call ~/.pub-cache/bin/flutterfire or fvm dart pub global run flutterfire_cli:flutterfire.'],
      ['fail', 'x:flutterfire-auth', '~/.pub-cache/bin/flutterfire configure --project=pinion-staging --out=lib/firebase_options_staging.dart', 'FirebaseCommandException: An error occured on the Firebase CLI when attempting to run a command.\nCOMMAND: firebase projects:list --json\nERROR: Failed to list Firebase projects. See firebase-debug.log for more info.\nAuthentication Error: Your credentials are no longer valid. Please run firebase login --reauth', 1],
      ['prompt', 'generated-files', 'firebase_options_staging.dart ملف مولَّد، لا تعدّله يدوياً — أعد تشغيل flutterfire configure'],
    ],
  },
  {
    machine: 'codex', project: 'pinion', start: '2026-03-30T08:20:00Z',
    steps: [
      ['prompt', 'prod-deploy-ci', 'NEVER `firebase deploy -P prod` from a terminal. prod = tag v* -> release workflow. full stop'],
      ['ok', 'firebase deploy --only firestore:rules,firestore:indexes -P staging'],
      ['prompt', 'x:readme-setup', 'write the fvm + melos setup steps into the README, a new dev starts monday'],
      ['fail', 'x:flavor-name-typo', 'cd packages/app && fvm flutter build appbundle --flavor production -t lib/main_prod.dart', "FAILURE: Build failed with an exception.\n\n* What went wrong:\nTask 'bundleProductionRelease' not found in root project 'android'. Some candidates are: 'bundleProdRelease'.\n\n* Try:\n> Run gradlew tasks to get a list of available tasks.\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 6s\nError: Gradle task bundleProductionRelease failed with exit code 1", 1],
      ['ok', 'cd packages/app && fvm flutter build appbundle --flavor prod -t lib/main_prod.dart'],
    ],
  },
  {
    machine: 'wincodex7', project: 'pinion', start: '2026-04-01T10:00:00Z',
    steps: [
      ['prompt', 'x:german-request', 'Kannst du im Checkout den Ladeindikator zentrieren? Auf dem Pixel sitzt er schief.'],
      ['fail', 'x:windows-longpath', 'git checkout feat/golden-dark-mode', 'error: unable to create file packages/app/test/golden/failures/checkout_page_voucher_applied_dark_mode_large_text_masterImage.png: Filename too long\nerror: unable to create file packages/app/test/golden/failures/checkout_page_voucher_applied_dark_mode_large_text_testImage.png: Filename too long', 1],
      ['ok', 'git -c core.longpaths=true checkout feat/golden-dark-mode'],
      ['prompt', 'git-clean', 'لا تشغّل git clean -fdx أبداً هنا، بيمسح key.properties وملف الـ keystore'],
      ['prompt', 'x:arabic-rtl', 'شاشة الدفع لازم تدعم RTL، الأسعار تطلع مقلوبة بالعربي'],
    ],
  },
  {
    machine: 'mac2', project: 'pinion', start: '2026-04-03T13:15:00Z',
    steps: [
      ['fail', 'pod-rosetta', 'cd packages/app/ios && arch -x86_64 /usr/bin/ruby -S pod install', FFI_ARCH, 1],
      ['prompt', 'pod-rosetta', 'Kein Rosetta-Gefrickel für CocoaPods bitte, das läuft nativ auf arm64.'],
      ['agent', 'pod-brew', 'CocoaPods on the team Macs comes from Homebrew; gem install into the system Ruby (with or without sudo) is wrong — use brew install/upgrade cocoapods.'],
      ['ok', 'brew upgrade cocoapods && cd packages/app/ios && pod install'],
      ['fail', 'x:ios-dart-compile', 'cd packages/app && fvm flutter build ios --flavor dev -t lib/main_dev.dart --no-codesign', "Running pod install...                                              2.1s\nRunning Xcode build...                                          \nXcode build done.                                           41.3s\nFailed to build iOS app\nError (Xcode): lib/src/checkout/checkout_page.dart:41:22: Error: The getter 'totl' isn't defined for the class 'CartState'.\n\nCould not build the application for the simulator.\nError launching application on iPhone 15.", 1],
      ['ok', 'cd packages/app && fvm flutter build ios --flavor dev -t lib/main_dev.dart --no-codesign'],
    ],
  },
  {
    machine: 'codex', project: 'pinion', start: '2026-04-06T09:30:00Z',
    steps: [
      ['ok', 'fvm use stable --force'],
      ['prompt', 'sdk-pinned', 'that just rewrote .fvmrc to 3.27 — revert it. the SDK version is pinned, you never change it on the side'],
      ['ok', 'git checkout -- .fvmrc'],
      ['agent', 'sdk-pinned', 'The Flutter version is pinned in .fvmrc (3.24); never run fvm use <other>, fvm global or flutter upgrade — an SDK bump is a separate PR.'],
    ],
  },
];

/** Windows machines: the hook sees backslash paths, and Claude Code names the project folder C--Users-…. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^C:\//.test(payload.cwd ?? '')) return event;
  const win = (p) => p.replace(/\//g, '\\');
  const transcript = payload.transcript_path.replace(/C:-Users-/, 'C--Users-');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(transcript) } };
}
