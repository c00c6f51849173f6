// Half ZZN, written blind: "ibis", a React Native app on Expo SDK 51 (managed, config plugins), yarn 4,
// EAS Build/Update, CocoaPods via bundler, Gradle with JDK 17 (SDKMAN), Detox, Jest, strict TypeScript,
// Sentry. macOS (zsh, BSD tools), one Windows 11 dev (PowerShell 5.1 and Git Bash) for Android, Linux
// agents and an Alpine CI image (ash). Team writes English, Spanish, Malay, and one dev German.

// ---- error texts ------------------------------------------------------------------------------

const PS_NOT_RECOGNIZED = (term, line) => {
  const col = line.indexOf(term) + 1;
  return `${term} : The term '${term}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}${'~'.repeat(term.length)}\n    + CategoryInfo          : ObjectNotFound: (${term}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
};

const PS_ANDAND = (line) => {
  const col = line.indexOf('&&') + 1;
  return `At line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
};

const PS_RMRF = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ ${line}\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand\n`;

const GRADLE_TRY = '* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Run with --scan to get full insights.\n> Get more help at https://help.gradle.org.';

const AGP_JAVA17 = (buildFile, current, jdk, secs) => `\nFAILURE: Build failed with an exception.\n\n* Where:\nBuild file '${buildFile}' line: 1\n\n* What went wrong:\nAn exception occurred applying plugin request [id: 'com.android.application']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Android Gradle plugin requires Java 17 to run. You are currently using Java ${current}.\n      Your current JDK is located in ${jdk}\n      You can try some of the following options:\n       - changing the IDE settings.\n       - changing the JAVA_HOME environment variable.\n       - changing \`org.gradle.java.home\` in \`gradle.properties\`.\n\n${GRADLE_TRY}\n\nBUILD FAILED in ${secs}s`;

const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';

const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';

const YARN_RUN_USAGE = '$ yarn run [--inspect] [--inspect-brk] [-T,--top-level] [-B,--binaries-only] [--require #0] <scriptName> ...';

const YARN_INSTALL_USAGE = '$ yarn install [--json] [--immutable] [--immutable-cache] [--refresh-lockfile] [--check-cache] [--check-resolutions] [--inline-builds] [--mode #0]';

const YARN_UNSUPPORTED = (opt) => `Unknown Syntax Error: Unsupported option name ("${opt}").\n\n${YARN_INSTALL_USAGE}`;

const NO_SCRIPT = (name) => `Usage Error: Couldn't find a script named "${name}".\n\n${YARN_RUN_USAGE}`;

const COMMITLINT = (input, problems) => `⧗   input: ${input}\n${problems.map((p) => `✖   ${p}`).join('\n')}\n\n✖   found ${problems.length} problems, 0 warnings\nⓘ   Get help: https://github.com/conventional-changelog/commitlint/#what-is-commitlint\n\nhusky - commit-msg script failed (code 1)`;

const GH006 = (ref, why) => `remote: error: GH006: Protected branch update failed for refs/heads/${ref}.\nremote: error: ${why}\nTo github.com:ibis-app/ibis.git\n ! [remote rejected] ${ref} -> ${ref} (protected branch hook declined)\nerror: failed to push some refs to 'github.com:ibis-app/ibis.git'`;

const DETOX_CONFIG = (home) => `DetoxConfigError: Cannot determine which configuration to use from Detox config at path:\n${home}/ibis/.detoxrc.js\n\nUse --configuration to choose one of the following:\n* ios.sim.debug\n* ios.sim.release\n* android.emu.debug\n* android.emu.release`;

const EXPO_DOCTOR = (rows) => `✔ Check package.json for common issues\n✔ Check Expo config for common issues\n✔ Check for common project setup issues\n✔ Check dependencies for packages that should not be installed directly\n✖ Check that packages match versions required by installed Expo SDK\n\nDetailed check results:\n\nThe following packages should be updated for best compatibility with the installed expo version:\n${rows.map((r) => `  ${r}`).join('\n')}\nYour project may not work correctly until you install the expected versions of the packages.\nFound outdated dependencies\nAdvice: Use 'npx expo install --check' to review and upgrade your dependencies.\n\n1 check failed, indicating possible issues with the project.`;

const RN_CLI_MISSING = `⚠️ react-native depends on @react-native-community/cli for cli commands. To fix update your package.json to include:\n\n\n  "devDependencies": {\n    "@react-native-community/cli": "latest",\n  }\n\n`;

const NPM_PATCH_PROTOCOL = (log) => `npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "patch:": patch:react-native-svg@npm%3A15.2.0#~/.yarn/patches/react-native-svg-npm-15.2.0-8c4b1b2e3a.patch\nnpm error A complete log of this run can be found in: ${log}`;

const XCODE_FAILED = '\n** BUILD FAILED **\n\n\nThe following build commands failed:\n\tLd /Users/kai/Library/Developer/Xcode/DerivedData/ibis-fkqhzgzbxwmtdcbnqjtrhdeqkkma/Build/Products/Debug-iphonesimulator/ibis.app/ibis normal (in target \'ibis\' from project \'ibis\')\n(1 failure)';

// ---- sessions ---------------------------------------------------------------------------------

export const SESSIONS = [
  {
    machine: 'mac', project: 'ibis', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'yarn', 'npm install react-native-pager-view', NPM_PATCH_PROTOCOL('/Users/ana/.npm/_logs/2026-03-02T08_44_12_311Z-debug-0.log'), 1, 'Install the pager view dependency'],
      ['prompt', 'yarn', "we're on yarn 4 here. there's no package-lock in this repo and there shouldn't be one"],
      ['prompt', 'expo-install', 'also pager-view is a native module, so `yarn expo install react-native-pager-view` so it gets the version SDK 51 wants'],
      ['ok', 'yarn expo install react-native-pager-view'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the onboarding carousel'],
    ],
  },
  {
    machine: 'ci', project: 'ibis', start: '2026-03-02T14:10:00Z',
    steps: [
      ['fail', 'yarn-dlx', 'npx eslint . --ext .ts,.tsx --max-warnings 0', '/bin/sh: npx: not found', 127],
      ['prompt', 'yarn-dlx', 'the CI image has no npx. one-off CLIs go through yarn dlx, local bins through yarn <bin>'],
      ['fail', 'yarn-immutable', 'yarn install --frozen-lockfile --non-interactive', YARN_UNSUPPORTED('--non-interactive'), 1],
      ['ok', 'yarn install --immutable'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-03T09:05:00Z',
    steps: [
      ['fail', 'bundle-exec-pod', 'cd ios && pod install', "[!] Invalid `Podfile` file: undefined method `exists?' for class File.\n\n #  from /Users/kai/ibis/ios/Podfile:6\n #  -------------------------------------------\n #  podfile_properties = JSON.parse(File.read(File.join(__dir__, 'Podfile.properties.json'))) rescue {}\n >  if File.exists?(File.join(__dir__, '.xcode.env.local'))\n #  -------------------------------------------\n", 1, 'Install iOS pods'],
      ['prompt', 'bundle-exec-pod', 'Pods bitte immer über Bundler: `bundle exec pod install` im ios/-Ordner. Das Gemfile pinnt CocoaPods 1.15, das Homebrew-pod ist zu neu/alt für unser Ruby.'],
      ['ok', 'cd ios && bundle exec pod install'],
      ['fail', 'xcworkspace', 'xcodebuild -project ios/ibis.xcodeproj -scheme ibis -sdk iphonesimulator -configuration Debug build', `ld: library 'Pods-ibis' not found\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\n${XCODE_FAILED}`, 65],
      ['prompt', 'xcworkspace', 'with pods in the mix you build the .xcworkspace: -workspace ios/ibis.xcworkspace'],
    ],
  },
  {
    machine: 'winps', project: 'ibis', start: '2026-03-03T11:30:00Z',
    steps: [
      ['fail', 'ps51-andand', 'cd android && .\\gradlew.bat assembleDebug', PS_ANDAND('cd android && .\\gradlew.bat assembleDebug'), 1],
      ['prompt', 'ps51-andand', 'ni Windows PowerShell 5.1, takde && kat sini. guna ; atau run satu-satu'],
      ['fail', 'ps-env-vars', 'export JAVA_HOME="C:\\Program Files\\Android\\Android Studio\\jbr"', PS_NOT_RECOGNIZED('export', 'export JAVA_HOME="C:\\Program Files\\Android\\Android Studio\\jbr"'), 1],
      ['prompt', 'ps-env-vars', "powershell → $env:JAVA_HOME = 'C:\\Program Files\\Android\\Android Studio\\jbr'"],
      ['ok', "$env:JAVA_HOME = 'C:\\Program Files\\Android\\Android Studio\\jbr'; cd android; .\\gradlew.bat assembleDebug"],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-04T08:15:00Z',
    steps: [
      ['fail', 'sed-bsd', `sed -i 's/"version": "1.7.2"/"version": "1.7.3"/' package.json`, 'sed: 1: "package.json": extra characters at the end of p command', 1, 'Bump the version in package.json'],
      ['prompt', 'sed-bsd', "mac sed → sed -i '' 's/…/…/' file"],
      ['fail', 'grep-P', "grep -rnP '\\bEXPO_PUBLIC_\\w+' src", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'no -P on bsd grep. rg is installed, use that'],
      ['fail', 'x:grep-no-match', 'grep -rn "EXPO_PUBLIC_SENTRY_DSN" src/', '', 1],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-03-04T13:00:00Z',
    steps: [
      ['fail', 'typecheck-script', 'yarn tsc:check', NO_SCRIPT('tsc:check'), 1],
      ['prompt', 'typecheck-script', 'the script is `typecheck`'],
      ['fail', 'x:tsc-real-error', 'yarn typecheck', "src/screens/Profile.tsx:42:7 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\n42       avatarUrl={user.avatarUrl}\n         ~~~~~~~~~\n\n  src/components/Avatar.tsx:8:3\n    8   avatarUrl: string;\n        ~~~~~~~~~\n    The expected type comes from property 'avatarUrl' which is declared here on type 'IntrinsicAttributes & AvatarProps'\n\n\nFound 1 error in src/screens/Profile.tsx:42\n", 2],
      ['fail', 'jdk17', 'cd android && ./gradlew :app:assembleRelease', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not open settings generic class cache for settings file '/home/dev/ibis/android/settings.gradle' (/home/dev/.gradle/caches/8.8/scripts/4n2bq1f0l6w3c8y0v9m5a7xku).\n> BUG! exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported class file major version 65\n\n" + GRADLE_TRY + '\n\nBUILD FAILED in 2s', 1],
      ['prompt', 'jdk17', 'that box defaults to java 21. `sdk use java 17.0.12-tem` before you touch gradle'],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-05T09:20:00Z',
    steps: [
      ['fail', 'eas-build', 'npx expo build:ios', 'expo build:ios is not supported in the local CLI, please use eas build -p ios instead', 1, 'Build the iOS app'],
      ['prompt', 'eas-build', 'expo build ya no existe desde hace años… eas build --profile preview -p ios'],
      ['fail', 'eas-profile', 'eas build -p ios --profile staging --non-interactive', 'Missing build profile in eas.json: staging\n    Error: build command failed.', 1],
      ['prompt', 'eas-profile', 'profiles are development / preview / production. anything for QA is preview'],
      ['ok', 'eas build -p ios --profile preview --non-interactive --no-wait'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-06T10:00:00Z',
    steps: [
      ['fail', 'detox-config', 'yarn detox test', DETOX_CONFIG('/Users/kai'), 1, 'Run the e2e suite'],
      ['prompt', 'detox-config', '-c ios.sim.debug'],
      ['fail', 'x:sim-shutdown', 'xcrun simctl install booted ios/build/Build/Products/Debug-iphonesimulator/ibis.app', 'An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):\nUnable to lookup in current state: Shutdown', 149],
      ['fail', 'x:detox-test-fail', 'yarn detox test -c ios.sim.debug e2e/login.test.ts', " FAIL  e2e/login.test.ts (38.214 s)\n  Login\n    ✓ shows the login form (2412 ms)\n    ✕ should show the home screen after login (15220 ms)\n\n  ● Login › should show the home screen after login\n\n    Test Failed: No elements found for “MATCHER(id == “home-header”)”\n\n    HINT: To print view hierarchy on failed actions/matches, use log-level verbose or higher.\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total", 1],
    ],
  },
  {
    machine: 'winbash', project: 'ibis', start: '2026-03-06T12:00:00Z',
    steps: [
      ['fail', 'main-protected', 'git push origin main', GH006('main', '3 of 3 required status checks are expected.'), 1],
      ['prompt', 'main-protected', 'main is protected, new branch and a PR'],
      ['fail', 'conventional-commits', 'git commit -m "Update android icons"', COMMITLINT('Update android icons', ['subject may not be empty [subject-empty]', 'type may not be empty [type-empty]']), 1],
      ['prompt', 'conventional-commits', 'conventional commits pls — chore(android): update adaptive icons'],
      ['ok', 'git switch -c chore/android-icons && git commit -m "chore(android): update adaptive icons"'],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-09T08:30:00Z',
    steps: [
      ['fail', 'jest-watch', 'yarn test', "Command timed out after 2m 0s\n\nNo tests found related to files changed since last commit.\nPress `a` to run all tests, or run Jest with `--watchAll`.\n\nWatch Usage\n › Press a to run all tests.\n › Press f to run only failed tests.\n › Press q to quit watch mode.", 143, 'Run unit tests'],
      ['prompt', 'jest-watch', 'yarn test is jest --watch, it just sits there. yarn test --ci'],
      ['fail', 'x:jest-snapshot', 'yarn test --ci src/components', " FAIL  src/components/__tests__/PriceTag.test.tsx\n  ● PriceTag › renders the discounted price\n\n    expect(received).toMatchSnapshot()\n\n    Snapshot name: `PriceTag renders the discounted price 1`\n\n    - Snapshot  - 1\n    + Received  + 1\n\n    -       RM 12.90\n    +       RM12.90\n\n › 1 snapshot failed.\nSnapshot Summary\n › 1 snapshot failed from 1 test suite. Inspect your code changes or run `yarn test -u` to update them.\n\nTest Suites: 1 failed, 23 passed, 24 total\nTests:       1 failed, 141 passed, 142 total", 1],
      ['prompt', 'x:iso-dates', 'while you are in there: timestamps in the analytics payload should be ISO 8601 in UTC'],
    ],
  },
  {
    machine: 'ci', project: 'ibis', start: '2026-03-09T15:00:00Z',
    steps: [
      ['fail', 'x:yarn-network', 'yarn install --immutable', "➤ YN0000: · Yarn 4.3.1\n➤ YN0000: ┌ Resolution step\n➤ YN0000: └ Completed\n➤ YN0000: ┌ Fetch step\n➤ YN0001: │ RequestError: getaddrinfo EAI_AGAIN registry.yarnpkg.com\n    at ClientRequest.<anonymous> (/workspace/.yarn/releases/yarn-4.3.1.cjs:147:14258)\n➤ YN0000: └ Completed in 31s 402ms\n➤ YN0000: · Failed with errors in 31s 520ms", 1],
      ['fail', 'yarn-dlx', 'npx eas-cli@latest update --branch preview --auto --non-interactive', '/bin/sh: npx: not found', 127],
      ['agent', 'yarn-dlx', 'npx is not in the CI container; run one-off CLIs with yarn dlx (yarn dlx eas-cli update --branch preview --auto).'],
      ['ok', 'yarn dlx eas-cli update --branch preview --auto --non-interactive'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-10T09:10:00Z',
    steps: [
      ['fail', 'gradlew-android', './gradlew assembleDebug', 'zsh: no such file or directory: ./gradlew', 127, 'Build the Android debug APK'],
      ['prompt', 'gradlew-android', 'gradlew lives in android/'],
      ['fail', 'jdk17', 'cd android && ./gradlew assembleDebug', AGP_JAVA17('/Users/kai/ibis/android/app/build.gradle', '11', '/Library/Java/JavaVirtualMachines/zulu-11.jdk/Contents/Home', 6), 1],
      ['prompt', 'jdk17', 'Gradle braucht JDK 17 – `sdk use java 17.0.11-tem`. Das Zulu 11 ist nur noch für das alte Projekt da.'],
      ['fail', 'x:gradle-task-typo', 'cd android && ./gradlew assembleDebgu', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nTask 'assembleDebgu' not found in root project 'ibis' and its subprojects. Some candidates are: 'assembleDebug'.\n\n* Try:\n> Run gradlew tasks to get a list of available tasks.\n> For more on name expansion, please refer to https://docs.gradle.org/8.8/userguide/command_line_interface.html#sec:name_abbreviation in the Gradle documentation.\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Run with --scan to get full insights.\n> Get more help at https://help.gradle.org.\n\nBUILD FAILED in 3s", 1],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-11T08:00:00Z',
    steps: [
      ['fail', 'expo-start-clear', 'npx react-native start --reset-cache', RN_CLI_MISSING, 1, 'Start Metro with a clean cache'],
      ['prompt', 'expo-start-clear', 'this is an expo app, metro is `yarn expo start -c`'],
      ['fail', 'x:metro-port', 'yarn expo start -c', 'Starting project at /Users/ana/ibis\n› Port 8081 is being used by another process\nCommandError: Input is required, but \'npx expo\' is in non-interactive mode.\nRequired input:\n> Use port 8082 instead?', 1],
      ['prompt', 'x:sentry-tag', 'can we tag Sentry events with the app version and the EAS update id?'],
    ],
  },
  {
    machine: 'winps', project: 'ibis', start: '2026-03-11T13:30:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf node_modules android\\app\\build', PS_RMRF('rm -rf node_modules android\\app\\build'), 1],
      ['prompt', 'ps-rm-rf', "that's bash. Remove-Item -Recurse -Force node_modules"],
      ['fail', 'x:ps-execution-policy', 'yarn install', 'yarn : File C:\\Program Files\\nodejs\\yarn.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see\nabout_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ yarn install\n+ ~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n', 1],
      ['ok', 'yarn.cmd install'],
      ['fail', 'adb-path', 'adb reverse tcp:8081 tcp:8081', PS_NOT_RECOGNIZED('adb', 'adb reverse tcp:8081 tcp:8081'), 1],
      ['prompt', 'adb-path', 'adb takde dalam PATH, dia ada kat $env:LOCALAPPDATA\\Android\\Sdk\\platform-tools\\adb.exe'],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-12T09:40:00Z',
    steps: [
      ['ok', 'yarn expo prebuild -p ios'],
      ['prompt', 'config-plugins', 'you edited ios/ibis/Info.plist by hand. ios/ gets regenerated by prebuild, that change is gone the next build. NSCameraUsageDescription goes in app.config.ts'],
      ['agent', 'config-plugins', 'Edited ios/ibis/Info.plist directly; native changes go in app.config.ts or a config plugin because expo prebuild --clean regenerates ios/ and android/.'],
      ['fail', 'date-bsd', "date -d '7 days ago' +%Y-%m-%d", `date: illegal option -- d\n${DATE_USAGE}`, 1],
      ['prompt', 'date-bsd', 'mac date is BSD → date -v-7d +%F'],
      ['prompt', 'x:receipt-date-bug', 'the date on the receipt screen shows yesterday for users in Kuala Lumpur, can you look into it?'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-13T10:20:00Z',
    steps: [
      ['fail', 'sed-bsd', `sed -i 's/buildNumber: "41"/buildNumber: "42"/' app.config.ts`, 'sed: 1: "app.config.ts": command a expects \\ followed by text', 1],
      ['prompt', 'sed-bsd', "BSD sed again. on the mac it's sed -i '' or gsed"],
      ['fail', 'x:sdk-version-typo', 'sdk install java 17.0.99-tem', "\nStop! java 17.0.99-tem is not available. Possible causes:\n * 17.0.99-tem is an invalid version\n * java binaries are incompatible with your platform\n * java has not been released yet\n\nTip: see all available versions for your platform:\n\n  $ sdk list java", 1],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-03-16T08:50:00Z',
    steps: [
      ['fail', 'yarn', 'npm ci', 'npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\nnpm error\nnpm error Clean install a project\nnpm error\nnpm error Usage:\nnpm error npm ci\nnpm error\nnpm error Run "npm help ci" for more info\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-03-16T08_53_40_902Z-debug-0.log', 1],
      ['prompt', 'yarn', 'otra vez npm 🙄 aquí todo va con yarn, el lockfile es yarn.lock'],
      ['fail', 'yarn-immutable', 'yarn install --pure-lockfile', YARN_UNSUPPORTED('--pure-lockfile'), 1],
      ['prompt', 'yarn-immutable', "that's yarn 1 syntax. berry: yarn install --immutable"],
      ['fail', 'x:eslint-error', 'yarn lint', "\n/home/dev/ibis/src/hooks/useCart.ts\n  27:6  warning  React Hook useEffect has a missing dependency: 'userId'. Either include it or remove the dependency array  react-hooks/exhaustive-deps\n  41:11  error  'total' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 2 problems (1 error, 1 warning)\n", 1],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-17T09:00:00Z',
    steps: [
      ['fail', 'bundle-exec-pod', 'cd ios && pod install', 'zsh: command not found: pod', 127, 'Install CocoaPods dependencies'],
      ['prompt', 'bundle-exec-pod', 'pod via bundler pls. `bundle exec pod install` or just `npx pod-install`'],
      ['fail', 'x:pod-cdn', 'cd ios && bundle exec pod install', "Using Expo modules\nAuto-generating `.xcode.env.local` with $NODE_BINARY=/opt/homebrew/bin/node\n[Codegen] Generating ./build/generated/ios/React-Codegen.podspec.json\nAnalyzing dependencies\n[!] CDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/Specs/2/5/7/RNSentry/5.24.1/RNSentry.podspec.json Response: Couldn't connect to server", 1],
      ['ok', 'cd ios && bundle exec pod install --repo-update'],
      ['fail', 'xcworkspace', 'xcodebuild -project ios/ibis.xcodeproj -scheme ibis -sdk iphonesimulator build', "/Users/ana/ibis/ios/ibis/AppDelegate.h:2:9: fatal error: 'Expo/Expo.h' file not found\n#import <Expo/Expo.h>\n        ^~~~~~~~~~~~~\n1 error generated.\n\n** BUILD FAILED **\n\n\nThe following build commands failed:\n\tCompileC /Users/ana/Library/Developer/Xcode/DerivedData/ibis-bqgdnxhvhyluqzayiyxtuwqkmvyp/Build/Intermediates.noindex/ibis.build/Debug-iphonesimulator/ibis.build/Objects-normal/arm64/main.o /Users/ana/ibis/ios/ibis/main.m normal arm64 objective-c com.apple.compilers.llvm.clang.1_0.compiler (in target 'ibis' from project 'ibis')\n(1 failure)", 65],
      ['prompt', 'xcworkspace', 'same as last week. workspace, not project'],
    ],
  },
  {
    machine: 'winbash', project: 'ibis', start: '2026-03-18T07:45:00Z',
    steps: [
      ['fail', 'jdk17', 'cd android && ./gradlew assembleDebug', AGP_JAVA17('C:\\Users\\lea\\ibis\\android\\app\\build.gradle', '1.8', 'C:\\Program Files\\Java\\jdk1.8.0_202\\jre', 5), 1],
      ['prompt', 'jdk17', 'point JAVA_HOME at the Android Studio jbr, that one is 17'],
      ['fail', 'adb-path', 'adb logcat -s ReactNativeJS', 'bash: adb: command not found', 127],
      ['agent', 'adb-path', 'adb is not on PATH on the Windows machine; call it as $ANDROID_HOME/platform-tools/adb (C:/Users/lea/AppData/Local/Android/Sdk/platform-tools/adb.exe).'],
      ['fail', 'x:win-long-path', 'cd android && ./gradlew assembleRelease', "> Task :react-native-reanimated:buildCMakeRelWithDebInfo[arm64-v8a] FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':react-native-reanimated:buildCMakeRelWithDebInfo[arm64-v8a]'.\n> com.android.ide.common.process.ProcessException: ninja: error: mkdir(src/main/cpp/reanimated/CMakeFiles/reanimated.dir/C_/Users/lea/ibis/node_modules/react-native-reanimated/Common/cpp/reanimated/LayoutAnimations): No such file or directory\n  ninja: build stopped: .\n\n  C/C++: ninja: error: Filename longer than 260 characters\n\n" + GRADLE_TRY + '\n\nBUILD FAILED in 2m 14s', 1],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-19T10:00:00Z',
    steps: [
      ['fail', 'eas-build', 'expo build:android -t apk', "WARNING: The legacy expo-cli does not support Node +17. Migrate to the new local Expo CLI: https://blog.expo.dev/the-new-expo-cli-f4250d8e3421.\n\nThe classic build service (expo build) has been discontinued. Use EAS Build instead: https://docs.expo.dev/build/introduction/\nError: expo build:android is no longer supported.", 1, 'Build an Android APK'],
      ['prompt', 'eas-build', "nope, that's the classic build service, long gone. eas build -p android --profile preview"],
      ['fail', 'x:eas-login', 'eas build -p android --profile preview --non-interactive', "An Expo user account is required to proceed.\n\nLog in to EAS with email or username (exit and run eas login --help to see other login options)\n    Error: Input is required, but stdin is not readable. Failed to display prompt: Email or username\n    Error: build command failed.", 1],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-20T09:30:00Z',
    steps: [
      ['fail', 'grep-P', `grep -oP '"version":\\s*"\\K[^"]+' package.json`, `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'Read the app version'],
      ['prompt', 'grep-P', 'again -P 😩 mac grep. rg -o or sed -E'],
      ['fail', 'gtimeout', 'timeout 600 yarn detox test -c ios.sim.debug', 'zsh: command not found: timeout', 127],
      ['prompt', 'gtimeout', 'no timeout on macOS. gtimeout (coreutils) is there'],
    ],
  },
  {
    machine: 'winps', project: 'ibis', start: '2026-03-23T11:10:00Z',
    steps: [
      ['fail', 'ps51-andand', 'yarn install && yarn android', PS_ANDAND('yarn install && yarn android'), 1],
      ['agent', 'ps51-andand', 'Chained commands with && in Windows PowerShell 5.1, which rejects it; separate them with ; (or if ($?) { … }).'],
      ['fail', 'gradlew-android', 'gradle assembleDebug', PS_NOT_RECOGNIZED('gradle', 'gradle assembleDebug'), 1],
      ['prompt', 'gradlew-android', 'guna gradlew.bat dalam folder android, bukan gradle global. kita pin versi gradle dalam wrapper'],
      ['fail', 'ps-env-vars', 'cd android; ANDROID_HOME=C:\\Users\\joao\\AppData\\Local\\Android\\Sdk .\\gradlew.bat assembleDebug', PS_NOT_RECOGNIZED('ANDROID_HOME=C:\\Users\\joao\\AppData\\Local\\Android\\Sdk', 'cd android; ANDROID_HOME=C:\\Users\\joao\\AppData\\Local\\Android\\Sdk .\\gradlew.bat assembleDebug'), 1],
      ['prompt', 'ps-env-vars', "eso es sintaxis de bash; en PowerShell primero $env:ANDROID_HOME = '…' y luego gradlew"],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-24T08:20:00Z',
    steps: [
      ['prompt', 'no-ts-ignore', "please don't @ts-ignore your way out of that, fix the type"],
      ['agent', 'no-ts-ignore', 'Silenced a strict-mode error with // @ts-ignore; fix the type (narrow or guard the value) instead of @ts-ignore or as any.'],
      ['fail', 'typecheck-script', 'yarn type-check', NO_SCRIPT('type-check'), 1],
      ['prompt', 'typecheck-script', 'typecheck. one word. look at package.json before guessing'],
      ['fail', 'conventional-commits', 'git commit -m "feat: Add biometric login"', COMMITLINT('feat: Add biometric login', ['subject must not be sentence-case, start-case, pascal-case, upper-case [subject-case]']), 1],
      ['agent', 'conventional-commits', 'Commit rejected by commitlint; messages here are conventional commits with a lower-case subject, e.g. feat(auth): add biometric login.'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-25T09:00:00Z',
    steps: [
      ['ok', 'yarn add react-native-reanimated@latest'],
      ['fail', 'expo-install', 'yarn dlx expo-doctor', EXPO_DOCTOR(['react-native-reanimated@3.16.1 - expected version: ~3.10.1']), 1, 'Check project health'],
      ['prompt', 'expo-install', "that's why: native libs go through `yarn expo install`, it pins whatever SDK 51 expects. yarn add just grabs latest"],
      ['fail', 'detox-config', 'yarn detox build', DETOX_CONFIG('/Users/kai'), 1],
      ['prompt', 'detox-config', 'again no -c… we have four detox configs, it can\'t guess'],
      ['prompt', 'x:translations', 'Kannst du die fehlenden Übersetzungen in locales/de.json ergänzen? Onboarding und Checkout fehlen noch.'],
    ],
  },
  {
    machine: 'ci', project: 'ibis', start: '2026-03-26T14:30:00Z',
    steps: [
      ['fail', 'typecheck-script', 'yarn run types', NO_SCRIPT('types'), 1],
      ['fail', 'sentry-manual', 'yarn dlx @sentry/cli releases new ibis@1.8.0', 'error: An organization ID or slug is required (provide with --org)\n\nAdd --log-level=[info|debug] or export SENTRY_LOG_LEVEL=[info|debug] to see more output.\nPlease attach the full debug log to all bug reports.', 1],
      ['prompt', 'sentry-manual', "don't do sentry releases by hand in CI. the @sentry/react-native plugin creates the release and uploads maps during eas build"],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-03-27T09:10:00Z',
    steps: [
      ['fail', 'release-force-push', 'git push --force origin release/1.8', GH006('release/1.8', 'Cannot force-push to this branch'), 1],
      ['prompt', 'release-force-push', 'NEVER force push a release branch. QA builds are pinned to those SHAs. put a revert on top'],
      ['fail', 'x:push-nonff', 'git push origin feat/biometric-login', "To github.com:ibis-app/ibis.git\n ! [rejected]        feat/biometric-login -> feat/biometric-login (fetch first)\nerror: failed to push some refs to 'github.com:ibis-app/ibis.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feat/biometric-login && git push origin feat/biometric-login'],
      ['prompt', 'x:branch-request', 'cut a branch feat/push-notifications off main for the next ticket'],
    ],
  },
  {
    machine: 'winbash', project: 'ibis', start: '2026-03-30T08:00:00Z',
    steps: [
      ['fail', 'yarn', 'npm i', NPM_PATCH_PROTOCOL('C:\\Users\\lea\\AppData\\Local\\npm-cache\\_logs\\2026-03-30T08_04_51_220Z-debug-0.log'), 1],
      ['prompt', 'yarn', 'npm again? yarn.'],
      ['fail', 'main-protected', 'git push', GH006('main', 'Changes must be made through a pull request.'), 1],
      ['prompt', 'main-protected', 'main again 🙃 branch + PR please'],
      ['fail', 'x:gradle-oom', 'cd android && ./gradlew assembleRelease', "> Task :app:mergeReleaseResources FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:mergeReleaseResources'.\n> A failure occurred while executing com.android.build.gradle.internal.res.ResourceCompilerRunnable\n   > java.lang.OutOfMemoryError: Metaspace\n\n" + GRADLE_TRY + '\n\nBUILD FAILED in 3m 41s', 1],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-03-31T10:00:00Z',
    steps: [
      ['ok', 'git clean -fdx && yarn install'],
      ['prompt', 'git-clean-x', 'Hast du gerade git clean -fdx laufen lassen?? Meine .env.local und der Debug-Keystore sind weg.'],
      ['agent', 'git-clean-x', 'Ran git clean -fdx, which also deletes ignored files (.env.local, android/app/debug.keystore); remove only build dirs or use git clean -fd.'],
      ['ok', "sed -i -e 's/1.8.0/1.9.0/g' ios/ibis/Info.plist"],
      ['prompt', 'sed-bsd', 'there are Info.plist-e files all over ios/ now. mac sed took -e as the backup suffix'],
      ['fail', 'x:pod-deployment-target', 'cd ios && bundle exec pod install', '[!] CocoaPods could not find compatible versions for pod "ExpoCamera":\n  In Podfile:\n    ExpoCamera (from `../node_modules/expo-camera/ios`)\n\nSpecs satisfying the `ExpoCamera (from `../node_modules/expo-camera/ios`)` dependency were found, but they required a higher minimum deployment target.', 1],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'x:sed-missing-file', "sed -i 's/1.8.0/1.9.0/' app.jsn", "sed: can't read app.jsn: No such file or directory", 2],
      ['ok', "sed -i 's/1.8.0/1.9.0/' app.json"],
      ['fail', 'expo-install', 'yarn dlx expo-doctor', EXPO_DOCTOR(['react-native-screens@3.34.0 - expected version: 3.31.1', 'react-native-gesture-handler@2.20.2 - expected version: ~2.16.1']), 1],
      ['agent', 'expo-install', 'Added native deps with yarn add and got versions outside Expo SDK 51; install native modules with yarn expo install (yarn expo install --fix to realign).'],
      ['fail', 'x:yarn-no-candidates', 'yarn add react-native-mmkv@9.9.9', "➤ YN0000: · Yarn 4.3.1\n➤ YN0000: ┌ Resolution step\n➤ YN0082: │ react-native-mmkv@npm:9.9.9: No candidates found\n➤ YN0000: └ Completed in 0s 612ms\n➤ YN0000: · Failed with errors in 0s 620ms", 1],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-04-02T08:30:00Z',
    steps: [
      ['ok', 'eas update --branch production --message "fix checkout total"'],
      ['prompt', 'ota-production', 'WHOA. did you just run eas update --branch production?? OTA to prod only goes out from the release workflow. preview only from here'],
      ['agent', 'ota-production', 'Published an EAS Update to the production branch from a dev machine; production OTAs ship only from the release/* workflow, use eas update --branch preview locally.'],
      ['prompt', 'x:eas-update-message', 'and when you publish to preview, use the commit subject as the --message'],
      ['fail', 'eas-profile', 'eas build -p android --profile dev', 'Missing build profile in eas.json: dev\n    Error: build command failed.', 1],
      ['prompt', 'eas-profile', "it's `development`, not dev. read eas.json"],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-04-03T09:15:00Z',
    steps: [
      ['fail', 'date-bsd', 'date -u -d @1775000000 +%FT%TZ', `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Convert the epoch from the crash report'],
      ['prompt', 'date-bsd', 'date -r 1775000000 on the mac'],
      ['fail', 'gtimeout', 'timeout 120 yarn expo export --platform ios', 'zsh: command not found: timeout', 127],
      ['agent', 'gtimeout', 'macOS has no timeout command; use gtimeout from coreutils (brew install coreutils).'],
      ['fail', 'x:detox-connect', 'gtimeout 900 yarn detox test -c ios.sim.release', "detox[51877] i ios.sim.release: launching app\n  ● Checkout › pays with saved card\n\n    DetoxRuntimeError: Detox can't seem to connect to the test app(s)!\n\n    HINT: \n\n    The test app might have crashed prematurely, or has had trouble setting up the connection.\n    Please revise your app log to see if the app crashed.", 1],
    ],
  },
  {
    machine: 'winps', project: 'ibis', start: '2026-04-06T11:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf android\\.gradle android\\app\\.cxx', PS_RMRF('rm -rf android\\.gradle android\\app\\.cxx'), 1],
      ['agent', 'ps-rm-rf', 'rm -rf is not valid in PowerShell (rm is an alias of Remove-Item); use Remove-Item -Recurse -Force <path>.'],
      ['fail', 'adb-path', 'adb devices', PS_NOT_RECOGNIZED('adb', 'adb devices'), 1],
      ['prompt', 'adb-path', 'same as before... full path to adb.exe'],
      ['fail', 'x:adb-no-device', '& "$env:LOCALAPPDATA\\Android\\Sdk\\platform-tools\\adb.exe" install -r android\\app\\build\\outputs\\apk\\debug\\app-debug.apk', 'adb.exe: no devices/emulators found', 1],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-04-08T08:45:00Z',
    steps: [
      ['fail', 'jest-watch', 'yarn test src/utils', 'Command timed out after 2m 0s\n\nActive Filters: filename /src/utils/\n › Press c to clear filters.\n\nWatch Usage\n › Press a to run all tests.\n › Press f to run only failed tests.\n › Press o to only run tests related to changed files.\n › Press q to quit watch mode.\n › Press Enter to trigger a test run.', 143],
      ['prompt', 'jest-watch', 'watch mode again -_- --ci'],
      ['prompt', 'x:login-test-request', 'tolong tambah test untuk skrin Login, kes password salah dengan akaun kena lock'],
      ['ok', 'yarn test --ci src/screens/Login'],
      ['prompt', 'no-ts-ignore', 'nada de `as any` en el LoginScreen, estamos en strict por algo'],
    ],
  },
  {
    machine: 'ci', project: 'ibis', start: '2026-04-09T13:00:00Z',
    steps: [
      ['fail', 'yarn-immutable', 'yarn install --production=false', YARN_UNSUPPORTED('--production'), 1],
      ['agent', 'yarn-immutable', 'Used Yarn 1 install flags (--frozen-lockfile, --production) with Yarn 4; install in CI with yarn install --immutable.'],
      ['fail', 'yarn-dlx', 'yarn global add eas-cli', "Usage Error: The 'yarn global' commands have been removed in 2.x - consider using 'yarn dlx' or a third-party plugin instead\n\n$ yarn global", 1],
      ['ok', 'yarn dlx eas-cli build --profile preview -p android --non-interactive --no-wait'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-04-13T09:00:00Z',
    steps: [
      ['fail', 'sentry-manual', 'sentry-cli sourcemaps upload --release ibis@1.9.0 dist', 'error: Auth token is required for this request. Please run `sentry-cli login` and try again!\n\nAdd --log-level=[info|debug] or export SENTRY_LOG_LEVEL=[info|debug] to see more output.\nPlease attach the full debug log to all bug reports.', 1],
      ['agent', 'sentry-manual', 'Tried uploading source maps with sentry-cli by hand; the @sentry/react-native Expo plugin uploads them during eas build (and sentry-expo-upload-sourcemaps after eas update, in CI), the token lives in EAS secrets.'],
      ['prompt', 'x:splash-request', '¿puedes poner el splash en modo oscuro en app.config.ts? el color de fondo es #0B1220'],
      ['prompt', 'expo-start-clear', 'metro runs through expo here: yarn expo start --clear. react-native start is not a thing in this repo'],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-04-15T08:00:00Z',
    steps: [
      ['ok', 'git commit --no-verify -m "wip: checkout refactor"'],
      ['prompt', 'no-verify', "no --no-verify. if husky fails, fix what it's complaining about"],
      ['fail', 'x:eas-gradle-remote', 'eas build -p android --profile preview --wait', "Build details: https://expo.dev/accounts/ibis-app/projects/ibis/builds/6f1c2a9e-3b7d-4f0a-9d2e-8a1b5c3e7f40\n\nWaiting for build to complete. You can press Ctrl+C to exit.\n✖ Build failed\n\n🤖 Android build failed:\nGradle build failed with unknown error. See logs for the \"Run gradlew\" phase for more information.", 1],
      ['ok', 'git clean -fdx android/app/build'],
      ['prompt', 'git-clean-x', 'git clean -fdx AGAIN?? -fd, or just delete the build folders'],
      ['fail', 'release-force-push', 'git push -f origin release/1.9', GH006('release/1.9', 'Cannot force-push to this branch'), 1],
      ['agent', 'release-force-push', 'Tried to force-push release/1.9 after a rebase; release/* branches are never rewritten — add a revert or fix commit on top and push normally.'],
    ],
  },
  {
    machine: 'mac2', project: 'ibis', start: '2026-04-17T10:30:00Z',
    steps: [
      ['prompt', 'no-verify', 'Kein --no-verify bitte, der Hook ist nicht optional.'],
      ['agent', 'no-verify', 'Committed with --no-verify to get past husky; hooks are mandatory, fix the lint/commitlint errors instead of skipping them.'],
      ['prompt', 'ota-production', 'and ZERO eas updates to production from a laptop. --branch preview, always'],
      ['fail', 'x:xcode-signing', 'xcodebuild -workspace ios/ibis.xcworkspace -scheme ibis -configuration Release -destination generic/platform=iOS archive -archivePath build/ibis.xcarchive', "/Users/kai/ibis/ios/ibis.xcodeproj: error: Signing for \"ibis\" requires a development team. Select a development team in the Signing & Capabilities editor. (in target 'ibis' from project 'ibis')\n** ARCHIVE FAILED **", 65],
    ],
  },
  {
    machine: 'winbash', project: 'ibis', start: '2026-04-20T08:10:00Z',
    steps: [
      ['ok', 'yarn expo prebuild -p android --clean'],
      ['prompt', 'config-plugins', 'AndroidManifest.xml is generated too, prebuild throws your edit away. config plugin in plugins/'],
      ['fail', 'conventional-commits', 'git commit -m "fixed android back button"', COMMITLINT('fixed android back button', ['subject may not be empty [subject-empty]', 'type may not be empty [type-empty]']), 1],
      ['prompt', 'conventional-commits', 'mesej commit kena ikut conventional commits, contoh fix(android): handle back button on checkout'],
    ],
  },
  {
    machine: 'mac', project: 'ibis', start: '2026-04-22T09:00:00Z',
    steps: [
      ['fail', 'expo-start-clear', 'watchman watch-del-all && npx react-native start --reset-cache', `{\n    "version": "2024.05.06.00",\n    "roots": []\n}\n${RN_CLI_MISSING}`, 1],
      ['agent', 'expo-start-clear', 'Started Metro with react-native start; in this Expo app Metro runs via yarn expo start (-c to clear the cache).'],
      ['ok', 'yarn expo start -c'],
      ['prompt', 'config-plugins', 'that Info.plist change again… it lives in app.config.ts under ios.infoPlist, not in ios/'],
    ],
  },
  {
    machine: 'codex', project: 'ibis', start: '2026-04-24T09:30:00Z',
    steps: [
      ['fail', 'eas-build', 'yarn expo build:android', 'expo build:android is not supported in the local CLI, please use eas build -p android instead', 1],
      ['agent', 'eas-build', 'Tried the removed classic expo build; builds go through EAS: eas build --profile preview -p android.'],
    ],
  },
];

// Windows machines: the hook sees Windows paths with backslashes.
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const win = (s) => s.replace(/\//g, '\\');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(payload.transcript_path) } };
}
