// Half ZM of the evaluation corpus, written blind: "loom", a Kotlin Multiplatform mobile app
// (a `:shared` module for Android and iOS, `:androidApp` with dev/prod flavors built by Gradle,
// `iosApp` built by Xcode with CocoaPods, fastlane lanes for QA and release), a small Ktor
// backend (`:server`, Postgres in docker compose) and Firebase App Distribution.
// Platforms: macOS with zsh (ana, kai), Windows 11 with Git Bash (lea) and PowerShell 7 (sora,
// through Codex), and a Linux CI runner driven by Codex.
// Languages: English, Brazilian Portuguese (ana), Mandarin Chinese (kai), Indonesian (sora).

// ---------- shells ----------
const PWSH_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const WIN_PY_STUB = 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.';

// ---------- Gradle ----------
const GRADLE_TRY = '> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Run with --scan to get full insights.\n> Get more help at https://help.gradle.org.';
const GRADLE_FAIL = (what, secs, where) => `FAILURE: Build failed with an exception.\n\n${where ? `* Where:\n${where}\n\n` : ''}* What went wrong:\n${what}\n\n* Try:\n${GRADLE_TRY}\n\nBUILD FAILED in ${secs}`;

const SDK_NOT_FOUND = (root) => GRADLE_FAIL(`Could not determine the dependencies of task ':androidApp:compileDevDebugJavaWithJavac'.\n> SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable or by setting the sdk.dir path in your project's local properties file at '${root}/local.properties'.`, '4s');

const GOOGLE_SERVICES_MISSING = (root) => `> Task :androidApp:processDevDebugGoogleServices FAILED\n\n${GRADLE_FAIL(`Execution failed for task ':androidApp:processDevDebugGoogleServices'.\n> File google-services.json is missing. The Google Services Plugin cannot function without it. \n   Searched Location: \n  ${root}/androidApp/src/dev/debug/google-services.json\n  ${root}/androidApp/src/debug/dev/google-services.json\n  ${root}/androidApp/src/dev/google-services.json\n  ${root}/androidApp/src/debug/google-services.json\n  ${root}/androidApp/src/devDebug/google-services.json\n  ${root}/androidApp/google-services.json`, '11s')}`;

const AGP_NEEDS_17 = (buildFile, jdk) => GRADLE_FAIL(`An exception occurred applying plugin request [id: 'com.android.application']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.\n      Your current JDK is located in ${jdk}\n      You can try some of the following options:\n       - changing the IDE settings.\n       - changing the JAVA_HOME environment variable.\n       - changing \`org.gradle.java.home\` in \`gradle.properties\`.`, '2s', `Build file '${buildFile}' line: 1`);

const GRADLE_ON_21 = `FAILURE: Build failed with an exception.

* Where:
Settings file '/workspace/settings.gradle.kts'

* What went wrong:
Could not compile settings file '/workspace/settings.gradle.kts'.
> startup failed:
  General error during conversion: Unsupported class file major version 65

  java.lang.IllegalArgumentException: Unsupported class file major version 65
  	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:199)
  	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:180)
  	at org.codehaus.groovy.control.CompilationUnit$IPrimaryClassNodeOperation.doPhaseOperation(CompilationUnit.java:942)

* Try:
${GRADLE_TRY}

BUILD FAILED in 3s`;

const PROJECT_NOT_FOUND = (name) => GRADLE_FAIL(`Project '${name}' not found in root project 'loom'.`, '1s').replace('* Try:\n', '* Try:\n> Run gradlew projects to get a list of available projects.\n> For more on name expansion, please refer to https://docs.gradle.org/8.4/userguide/command_line_interface.html#sec:name_abbreviation in the Gradle documentation.\n');

const TASK_AMBIGUOUS = (project, task, candidates) => GRADLE_FAIL(`Cannot locate tasks that match '${project}:${task}' as task '${task}' is ambiguous in project '${project}'. Candidates are: ${candidates.map((c) => `'${c}'`).join(', ')}.`, '2s').replace('* Try:\n', '* Try:\n> Run gradlew tasks to get a list of available tasks.\n> For more on name expansion, please refer to https://docs.gradle.org/8.4/userguide/command_line_interface.html#sec:name_abbreviation in the Gradle documentation.\n');

const TASK_NOT_FOUND = (project, task, candidates) => GRADLE_FAIL(`Cannot locate tasks that match '${project}:${task}' as task '${task}' not found in project '${project}'. Some candidates are: ${candidates.map((c) => `'${c}'`).join(', ')}.`, '2s').replace('* Try:\n', '* Try:\n> Run gradlew tasks to get a list of available tasks.\n> For more on name expansion, please refer to https://docs.gradle.org/8.4/userguide/command_line_interface.html#sec:name_abbreviation in the Gradle documentation.\n');

const GRADLE_LOCKED = (root, file) => `> Task :androidApp:clean FAILED\n\n${GRADLE_FAIL(`Execution failed for task ':androidApp:clean'.\n> java.io.IOException: Unable to delete directory '${root}\\androidApp\\build'\n    Failed to delete some children. This might happen because a process has files open or has its working directory set in the target directory.\n    - ${root}\\androidApp\\build\\${file}`, '6s')}`;

const AGP_MIN_GRADLE = GRADLE_FAIL(`An exception occurred applying plugin request [id: 'com.android.application', version: '8.5.2']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Minimum supported Gradle version is 8.7. Current version is 8.4. If using the gradle wrapper, try editing the distributionUrl in /Users/kai/loom/gradle/wrapper/gradle-wrapper.properties to gradle-8.7-all.zip`, '3s', "Build file '/Users/kai/loom/androidApp/build.gradle.kts' line: 1");

const SIGNING_ENV_MISSING = (root) => GRADLE_FAIL(`A problem occurred evaluating project ':androidApp'.\n> LOOM_UPLOAD_STORE_PASSWORD is not set`, '5s', `Build file '${root}\\androidApp\\build.gradle.kts' line: 58`);

const KEYSTORE_MISSING = `> Task :androidApp:validateSigningProdRelease FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':androidApp:validateSigningProdRelease'.
> Keystore file 'C:\\Users\\lea\\loom\\androidApp\\keystore\\upload.jks' not found for signing config 'release'.

* Try:
${GRADLE_TRY}

BUILD FAILED in 38s
41 actionable tasks: 41 executed`;

const PROD_NO_CLIENT = `> Task :androidApp:processProdDebugGoogleServices FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':androidApp:processProdDebugGoogleServices'.
> No matching client found for package name 'app.loom' in C:\\Users\\sora\\loom\\androidApp\\google-services.json

* Try:
${GRADLE_TRY}

BUILD FAILED in 47s
58 actionable tasks: 31 executed, 27 up-to-date`;

const KTLINT_HOOK = (files) => `Running ktlintCheck before commit...

> Task :shared:ktlintCommonMainSourceSetCheck FAILED
${files}

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':shared:ktlintCommonMainSourceSetCheck'.
> A failure occurred while executing org.jlleitschuh.gradle.ktlint.worker.ConsoleReportWorkAction
   > KtLint found code style violations. Please see the following reports:
     - build/reports/ktlint/ktlintCommonMainSourceSetCheck/ktlintCommonMainSourceSetCheck.txt

* Try:
${GRADLE_TRY}

BUILD FAILED in 9s
pre-commit: ktlintCheck failed, commit aborted`;

const SERVER_TESTS_NO_DB_SHORT = `> Task :server:test FAILED

ApplicationTest > healthReturnsOk() FAILED
    org.postgresql.util.PSQLException at ConnectionFactoryImpl.java:352
        Caused by: java.net.ConnectException at Net.java:-2

SyncRoutesTest > pushAcceptsBatch() FAILED
    org.postgresql.util.PSQLException at ConnectionFactoryImpl.java:352
        Caused by: java.net.ConnectException at Net.java:-2

SyncRoutesTest > pullReturnsSinceCursor() FAILED
    org.postgresql.util.PSQLException at ConnectionFactoryImpl.java:352
        Caused by: java.net.ConnectException at Net.java:-2

3 tests completed, 3 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':server:test'.
> There were failing tests. See the report at: file:///workspace/server/build/reports/tests/test/index.html

* Try:
${GRADLE_TRY}

BUILD FAILED in 41s`;

const SERVER_TESTS_NO_DB_FULL = `> Task :server:test FAILED

DevicesRouteTest > registerDeviceStoresToken() FAILED
    org.postgresql.util.PSQLException: Connection to localhost:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.
        at app//org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:352)
        at app//org.postgresql.core.ConnectionFactory.openConnection(ConnectionFactory.java:54)
        at app//com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)

        Caused by:
        java.net.ConnectException: Connection refused
            at java.base/sun.nio.ch.Net.pollConnect(Native Method)

5 tests completed, 5 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':server:test'.
> There were failing tests. See the report at: file:///Users/kai/loom/server/build/reports/tests/test/index.html

* Try:
${GRADLE_TRY}

BUILD FAILED in 27s`;

// ---------- CocoaPods / Ruby ----------
const DUMMY_FRAMEWORK = (root) => `Analyzing dependencies
[!] Failed to load 'shared' podspec: 
[!] Invalid \`shared.podspec\` file: 

        Kotlin framework 'shared' doesn't exist yet, so a proper Xcode project can't be generated.
        'pod install' should be executed after running ':generateDummyFramework' Gradle task:

            ./gradlew :shared:generateDummyFramework

        Alternatively, proper pod installation is performed during Gradle sync in the IDE (if Podfile location is set).

 #  from ${root}/shared/shared.podspec:12
 #  -------------------------------------------
 #      if !Dir.exist?('build/cocoapods/framework/shared.framework') || Dir.empty?('build/cocoapods/framework/shared.framework')
 >          raise "
 #  
 #  -------------------------------------------`;

const OLD_COCOAPODS = `Analyzing dependencies

――― MARKDOWNIFIED ERROR REPORT ――――――――――――――――――――――――――――――――――――――――――

### Command

\`\`\`
/opt/homebrew/bin/pod install
\`\`\`

### Stack

\`\`\`
   CocoaPods : 1.12.1
        Ruby : ruby 3.3.4 (2024-07-09 revision be1089c8ec) [arm64-darwin23]
    RubyGems : 3.5.11
        Host : macOS 14.6.1 (23G93)
       Xcode : 15.4 (15F31d)
         Git : git version 2.46.0
\`\`\`

### Error

\`\`\`
RuntimeError - [Xcodeproj] Unable to find compatibility version string for object version \`60\`.
/opt/homebrew/Cellar/cocoapods/1.12.1/libexec/gems/xcodeproj-1.22.0/lib/xcodeproj/project.rb:85:in \`initialize'
/opt/homebrew/Cellar/cocoapods/1.12.1/libexec/gems/xcodeproj-1.22.0/lib/xcodeproj/project.rb:114:in \`open'
/opt/homebrew/Cellar/cocoapods/1.12.1/libexec/gems/cocoapods-1.12.1/lib/cocoapods/installer/analyzer.rb:1194:in \`block (2 levels) in inspect_targets_to_integrate'
\`\`\``;

const POD_CDN = `Analyzing dependencies
Adding spec repo \`trunk\` with CDN \`https://cdn.cocoapods.org/\`
[!] CDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/Specs/0/3/5/FirebaseCore/10.29.0/FirebaseCore.podspec.json Response: Timeout was reached`;

const BUNDLER_RUBY = 'Your Ruby version is 2.6.10, but your Gemfile specified 3.2.2';
const BUNDLER_MISSING = `/System/Library/Frameworks/Ruby.framework/Versions/2.6/usr/lib/ruby/2.6.0/rubygems.rb:283:in \`find_spec_for_exe': Could not find 'bundler' (2.5.11) required by your /Users/ana/loom/Gemfile.lock. (Gem::GemNotFoundException)
To update to the latest version installed on your system, run \`bundle update --bundler\`.
To install the missing version, run \`gem install bundler:2.5.11\`
	from /System/Library/Frameworks/Ruby.framework/Versions/2.6/usr/lib/ruby/2.6.0/rubygems.rb:302:in \`activate_bin_path'
	from /usr/bin/bundle:23:in \`<main>'`;

// ---------- Xcode ----------
const XCODE_NO_SCHEME = (name) => `Command line invocation:
    /Applications/Xcode-15.4.app/Contents/Developer/usr/bin/xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme ${name} -configuration Debug -sdk iphonesimulator build

User defaults from command line:
    IDEPackageSupportUseBuiltinSCM = YES

xcodebuild: error: The workspace named "iosApp" does not contain a scheme named "${name}". The "-list" option can be used to find the names of the schemes in the workspace.`;

const XCODE_PODS_NOT_FOUND = `ld: framework 'Pods_iosApp' not found
clang: error: linker command failed with exit code 1 (use -v to see invocation)

** BUILD FAILED **


The following build commands failed:
	Ld /Users/ana/Library/Developer/Xcode/DerivedData/iosApp-gxqbkzjvsuyfbhcnrmhgdlwqtoze/Build/Products/Debug-iphonesimulator/Loom.app/Loom normal (in target 'iosApp' from project 'iosApp')
(1 failure)`;

const XCODE_NO_MODULE = `/Users/ana/loom/iosApp/iosApp/AppDelegate.swift:2:8: error: no such module 'FirebaseCore'
import FirebaseCore
       ^

** TEST FAILED **


The following build commands failed:
	SwiftCompile normal arm64 Compiling\\ AppDelegate.swift /Users/ana/loom/iosApp/iosApp/AppDelegate.swift (in target 'iosApp' from project 'iosApp')
	SwiftEmitModule normal arm64 Emitting\\ module\\ for\\ iosApp (in target 'iosApp' from project 'iosApp')
(2 failures)`;

const XCODE_SWIFT_ERROR = `/Users/kai/loom/iosApp/iosApp/SyncStatusView.swift:27:31: error: value of type 'SyncState' has no member 'isSyncing'
            if viewModel.state.isSyncing {
               ~~~~~~~~~~~~~~~ ^~~~~~~~~

** BUILD FAILED **


The following build commands failed:
	SwiftCompile normal arm64 /Users/kai/loom/iosApp/iosApp/SyncStatusView.swift (in target 'iosApp' from project 'iosApp')
(1 failure)`;

const XCODE_CLT = "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance";

const KN_XCODE16 = `> Task :shared:linkDebugFrameworkIosSimulatorArm64 FAILED
w: Kotlin <-> Xcode compatibility issue: The selected Xcode version (16.0) is higher than the maximum known to the Kotlin Gradle Plugin. Stability in such configuration hasn't been tested, please report encountered issues to https://kotl.in/issue
e: /Applications/Xcode-16.0.0-Beta.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/ld invocation reported errors

The /Applications/Xcode-16.0.0-Beta.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/ld command returned non-zero exit code: 1.
output:
ld: unknown options: -ios_simulator_version_min -sdk_version 

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':shared:linkDebugFrameworkIosSimulatorArm64'.
> Compilation finished with errors

* Try:
${GRADLE_TRY}

BUILD FAILED in 1m 12s`;

const XCODE_NO_DESTINATION = `xcodebuild: error: Unable to find a destination matching the provided destination specifier:
		{ platform:iOS Simulator, OS:latest, name:iPhone 14 }

	The requested device could not be found because no available devices matched the request.

	Available destinations for the "iosApp" scheme:
		{ platform:iOS Simulator, id:8A1F0C3E-5B7D-4E2A-9C61-3D2B7F0E4A19, OS:17.5, name:iPhone 15 }
		{ platform:iOS Simulator, id:2C9D41B7-0E63-4F1A-8B25-6A7E93D0C184, OS:17.5, name:iPhone 15 Pro }
		{ platform:iOS Simulator, id:F4B2E8A1-7C39-4D60-A5E2-19C0D7B63F58, OS:17.5, name:iPad (10th generation) }`;

const SIM_SHUTDOWN = 'An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):\nUnable to lookup in current state: Shutdown';

// ---------- misc ----------
const KTOR_BIND_WIN = `> Task :server:run FAILED
2026-10-01 14:03:11.482 [main] INFO  Application - Autoreload is disabled because the development mode is off.
Exception in thread "main" java.net.BindException: Address already in use: bind
	at java.base/sun.nio.ch.Net.bind0(Native Method)
	at java.base/sun.nio.ch.Net.bind(Net.java:565)
	at io.netty.channel.socket.nio.NioServerSocketChannel.doBind(NioServerSocketChannel.java:141)

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':server:run'.
> Process 'command 'C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.12.7-hotspot\\bin\\java.exe'' finished with non-zero exit value 1

* Try:
${GRADLE_TRY}

BUILD FAILED in 14s`;

const GRADLE_OOM = `> Task :androidApp:mergeExtDexDevDebug FAILED
ERROR:D8: java.lang.OutOfMemoryError: Java heap space

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':androidApp:mergeExtDexDevDebug'.
> Could not resolve all files for configuration ':androidApp:devDebugRuntimeClasspath'.
   > Failed to transform kotlinx-coroutines-core-jvm-1.8.1.jar (org.jetbrains.kotlinx:kotlinx-coroutines-core-jvm:1.8.1) to match attributes {artifactType=android-dex, dexing-enable-desugaring=true, dexing-min-sdk=26, org.gradle.category=library, org.gradle.libraryelements=jar, org.gradle.status=release, org.gradle.usage=java-runtime}.
      > Java heap space

* Try:
${GRADLE_TRY}

BUILD FAILED in 2m 3s`;

const GRADLE_OFFLINE = `> Task :shared:compileKotlinMetadata FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':shared:compileKotlinMetadata'.
> Could not resolve all files for configuration ':shared:metadataCompileClasspath'.
   > Could not resolve io.ktor:ktor-client-okhttp:2.3.12.
     Required by:
         project :shared
      > Could not resolve io.ktor:ktor-client-okhttp:2.3.12.
         > Could not get resource 'https://repo.maven.apache.org/maven2/io/ktor/ktor-client-okhttp/2.3.12/ktor-client-okhttp-2.3.12.pom'.
            > Could not GET 'https://repo.maven.apache.org/maven2/io/ktor/ktor-client-okhttp/2.3.12/ktor-client-okhttp-2.3.12.pom'.
               > repo.maven.apache.org: nodename nor servname provided, or not known

* Try:
> Run with --offline to build using cached dependencies.
${GRADLE_TRY}

BUILD FAILED in 8s`;

const COMMON_TEST_FAIL = `> Task :shared:iosSimulatorArm64Test FAILED

app.loom.sync.SyncEngineTest.conflictKeepsNewestEdit[iosSimulatorArm64] FAILED
    kotlin.AssertionError at /Users/ana/loom/shared/src/commonTest/kotlin/app/loom/sync/SyncEngineTest.kt:88
        Expected <2026-09-07T10:00:01Z>, actual <2026-09-07T10:00:00Z>.

42 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':shared:iosSimulatorArm64Test'.
> There were failing tests. See the report at: file:///Users/ana/loom/shared/build/reports/tests/iosSimulatorArm64Test/index.html

* Try:
${GRADLE_TRY}

BUILD FAILED in 1m 41s`;

const SERVER_TEST_REAL = `> Task :server:test FAILED

DevicesRouteTest > registerTwiceKeepsOneRow() FAILED
    org.opentest4j.AssertionFailedError: expected: <1> but was: <2>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//app.loom.server.DevicesRouteTest.registerTwiceKeepsOneRow(DevicesRouteTest.kt:64)

6 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':server:test'.
> There were failing tests. See the report at: file:///Users/kai/loom/server/build/reports/tests/test/index.html

* Try:
${GRADLE_TRY}

BUILD FAILED in 33s`;

const PUSH_REJECTED = `To github.com:loom-app/loom.git
 ! [rejected]        feat/windows-docs -> feat/windows-docs (fetch first)
error: failed to push some refs to 'github.com:loom-app/loom.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const FIREBASE_NO_PROJECT = `Error: No currently active project.
To run this command, you need to specify a project. You have two options:
- Run this command with --project <alias_or_project_id>.
- Set an active project by running firebase use --add, then rerun this command.
To list all the Firebase projects to which you have access, run firebase projects:list.
To learn about active projects for the CLI, visit https://firebase.google.com/docs/cli#project_aliases`;

const FASTLANE_NO_LANE = (time, lane) => `[${time}]: ------------------------------
[${time}]: --- Step: default_platform ---
[${time}]: ------------------------------
[!] Could not find lane '${lane}'. Available lanes: android qa, android release, ios qa, ios release`;

const FAD_PERMISSION = `[14:19:52]: ▸ ** ARCHIVE SUCCEEDED **
[14:21:07]: Successfully exported and compressed dSYM file
[14:21:07]: Successfully exported and signed the ipa file:
[14:21:07]: /Users/ana/loom/build/Loom.ipa
[14:21:07]: ----------------------------------------------
[14:21:07]: --- Step: firebase_app_distribution ---
[14:21:07]: ----------------------------------------------
[14:21:08]: 🔐 Authenticated with service credentials file
[14:21:09]: ⌛ Uploading the IPA.
[!] permissionDenied: The caller does not have permission`;

const ADB_INCOMPATIBLE = 'Performing Streamed Install\nadb.exe: failed to install androidApp\\build\\outputs\\apk\\dev\\debug\\androidApp-dev-debug.apk: Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Existing package app.loom.dev signatures do not match newer version; ignoring!]';

const CRLF_GRADLEW = "./gradlew: line 2: $'\\r': command not found\n./gradlew: line 18: $'\\r': command not found\n./gradlew: line 86: syntax error near unexpected token `$'in\\r''\n'/gradlew: line 86: `case \"$( uname )\" in                #(\n";

export const SESSIONS = [
  {
    // kai's first day: fresh clone on his Mac
    machine: 'mac2', project: 'loom', start: '2026-09-01T02:10:00Z',
    steps: [
      ['fail', 'bootstrap-first', './gradlew :androidApp:assembleDevDebug', SDK_NOT_FOUND('/Users/kai/loom'), 1, 'Build the Android dev debug APK'],
      ['prompt', 'bootstrap-first', 'fresh clone needs ./scripts/bootstrap.sh before anything else, it writes local.properties and pulls the firebase configs'],
      ['ok', './scripts/bootstrap.sh'],
      ['fail', 'jdk17', './gradlew :androidApp:assembleDevDebug', AGP_NEEDS_17('/Users/kai/loom/androidApp/build.gradle.kts', '/Library/Java/JavaVirtualMachines/temurin-11.jdk/Contents/Home'), 1],
      ['prompt', 'jdk17', 'JDK 要用 17。export JAVA_HOME=$(/usr/libexec/java_home -v 17) 之后再跑 gradlew'],
      ['ok', 'export JAVA_HOME=$(/usr/libexec/java_home -v 17) && ./gradlew :androidApp:assembleDevDebug'],
    ],
  },
  {
    machine: 'wincodex7', project: 'loom', start: '2026-09-01T07:40:00Z',
    steps: [
      ['fail', 'gradle-wrapper', 'gradle :androidApp:assembleDevDebug', PWSH_NOT_FOUND('gradle'), 1],
      ['prompt', 'gradle-wrapper', 'pakai wrapper aja, .\\gradlew.bat. gradle global memang ga ada di laptop ini'],
      ['fail', 'adb-path', 'adb install -r androidApp\\build\\outputs\\apk\\dev\\debug\\androidApp-dev-debug.apk', PWSH_NOT_FOUND('adb'), 1],
      ['prompt', 'adb-path', 'adb is not on PATH on this machine, it lives in $env:LOCALAPPDATA\\Android\\Sdk\\platform-tools'],
      ['ok', '& "$env:LOCALAPPDATA\\Android\\Sdk\\platform-tools\\adb.exe" install -r androidApp\\build\\outputs\\apk\\dev\\debug\\androidApp-dev-debug.apk'],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-09-02T12:15:00Z',
    steps: [
      ['fail', 'dummy-framework', 'cd iosApp && bundle exec pod install', DUMMY_FRAMEWORK('/Users/ana/loom'), 1, 'Install iOS pods'],
      ['agent', 'dummy-framework', 'pod install failed because the Kotlin framework for :shared did not exist yet; on a clean checkout run ./gradlew :shared:generateDummyFramework before the first pod install'],
      ['ok', './gradlew :shared:generateDummyFramework && cd iosApp && bundle exec pod install'],
      ['fail', 'xcworkspace', 'xcodebuild -project iosApp/iosApp.xcodeproj -scheme iosApp -configuration Debug -sdk iphonesimulator build', XCODE_PODS_NOT_FOUND, 65],
      ['prompt', 'xcworkspace', 'é o .xcworkspace, não o .xcodeproj. depois do pod install é sempre -workspace iosApp/iosApp.xcworkspace'],
      ['prompt', 'x:changelog-pods', 'add a line to CHANGELOG.md under Unreleased for the pod setup fix'],
    ],
  },
  {
    machine: 'winbash', project: 'loom', start: '2026-09-02T15:30:00Z',
    steps: [
      ['fail', 'py-launcher', 'python3 scripts/bump_version.py --patch', WIN_PY_STUB, 49],
      ['prompt', 'py-launcher', 'windwos python3 is the store stub, use py -3'],
      ['fail', 'crlf', './gradlew :shared:testDebugUnitTest', CRLF_GRADLEW, 2],
      ['prompt', 'crlf', 'your checkout turned gradlew into CRLF. this repo wants core.autocrlf=input, set it and re-checkout gradlew and scripts/'],
      ['ok', 'git config core.autocrlf input && git checkout -- gradlew scripts/ && ./gradlew :shared:testDebugUnitTest'],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-09-03T03:05:00Z',
    steps: [
      ['fail', 'ios-scheme', 'xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme Loom -configuration Debug -sdk iphonesimulator build', XCODE_NO_SCHEME('Loom'), 65],
      ['prompt', 'ios-scheme', 'scheme is iosApp. "Loom" is just the product name'],
      ['fail', 'x:swift-sync-state', 'xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme iosApp -configuration Debug -sdk iphonesimulator build', XCODE_SWIFT_ERROR, 65],
      ['prompt', 'x:sync-state-api', 'SyncState changed in shared last week, isSyncing is now status == SyncStatus.RUNNING. update the swift view'],
    ],
  },
  {
    machine: 'wincodex7', project: 'loom', start: '2026-09-04T06:20:00Z',
    steps: [
      ['fail', 'pwsh-rm', 'rm -rf androidApp\\build shared\\build', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['agent', 'pwsh-rm', "PowerShell's rm is Remove-Item and has no -rf; use Remove-Item -Recurse -Force <path>"],
      ['fail', 'gradle-stop', '.\\gradlew.bat clean', GRADLE_LOCKED('C:\\Users\\sora\\loom', 'intermediates\\compile_and_runtime_not_namespaced_r_class_jar\\devDebug\\R.jar'), 1],
      ['prompt', 'gradle-stop', 'the daemon still holds R.jar. on windows always .\\gradlew.bat --stop first, then clean'],
      ['ok', '.\\gradlew.bat --stop; .\\gradlew.bat clean'],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-09-07T13:00:00Z',
    steps: [
      ['fail', 'sim-arm64', './gradlew :shared:iosX64Test', TASK_NOT_FOUND(':shared', 'iosX64Test', ['iosSimulatorArm64Test']), 1],
      ['prompt', 'sim-arm64', 'we dropped the x64 target, only iosSimulatorArm64 now. :shared:iosSimulatorArm64Test'],
      ['fail', 'x:conflict-test', './gradlew :shared:iosSimulatorArm64Test', COMMON_TEST_FAIL, 1],
      ['prompt', 'x:comparator-fix', "that failure is real, the merge keeps the older edit when the clocks are a second apart. fix the comparator in SyncEngine, don't touch the test"],
    ],
  },
  {
    machine: 'ci', project: 'loom', start: '2026-09-08T01:30:00Z',
    steps: [
      ['fail', 'gradle-wrapper', 'gradle :server:test', '/bin/bash: line 1: gradle: command not found', 127],
      ['agent', 'gradle-wrapper', 'The runner has no system gradle; always call the checked-in ./gradlew wrapper'],
      ['fail', 'compose-db-first', './gradlew :server:test', SERVER_TESTS_NO_DB_SHORT, 1],
      ['agent', 'compose-db-first', 'server tests need Postgres: run docker compose up -d db before ./gradlew :server:test'],
      ['ok', 'docker compose up -d db && ./gradlew :server:test'],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-09-08T06:45:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/versionCode = 41/versionCode = 42/' androidApp/build.gradle.kts", 'sed: 1: "androidApp/build.gradle.kts": command a expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "mac 上的 sed -i 要带一个空的备份后缀：sed -i '' 's/…/…/' file"],
      ['prompt', 'x:version-name', 'also versionName -> 2.3.0 while you are in there'],
      ['fail', 'develop-branch', 'git fetch origin && git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'develop-branch', 'theres no main here, everythign branches off develop'],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-09-09T11:20:00Z',
    steps: [
      ['fail', 'bundle-exec', 'cd iosApp && pod install', OLD_COCOAPODS, 1],
      ['prompt', 'bundle-exec', 'bundle exec pod install. the brew cocoapods is ancient, the Gemfile pins 1.15.2'],
      ['fail', 'rbenv-ruby', 'cd iosApp && bundle exec pod install', BUNDLER_RUBY, 18],
      ['prompt', 'rbenv-ruby', 'esse é o ruby do sistema. o nosso é o 3.2.2 do rbenv (tá no .ruby-version), faz eval "$(rbenv init - zsh)" antes'],
      ['ok', 'eval "$(rbenv init - zsh)" && cd iosApp && bundle exec pod install'],
    ],
  },
  {
    machine: 'winbash', project: 'loom', start: '2026-09-10T09:10:00Z',
    steps: [
      ['fail', 'adb-path', 'adb devices', 'bash: adb: command not found', 127],
      ['prompt', 'adb-path', "adb isn't on my PATH either, full path: $LOCALAPPDATA/Android/Sdk/platform-tools/adb.exe"],
      ['fail', 'dev-flavor', './gradlew :androidApp:installDebug', TASK_AMBIGUOUS(':androidApp', 'installDebug', ['installDevDebug', 'installDevDebugAndroidTest', 'installProdDebug', 'installProdDebugAndroidTest']), 1],
      ['prompt', 'dev-flavor', 'installDevDebug. we only ever build the dev flavour localy'],
      ['fail', 'x:adb-no-device', './gradlew :androidApp:installDevDebug', `> Task :androidApp:installDevDebug FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':androidApp:installDevDebug'.\n> com.android.builder.testing.api.DeviceException: No connected devices!\n\n* Try:\n${GRADLE_TRY}\n\nBUILD FAILED in 21s`, 1],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-09-11T04:00:00Z',
    steps: [
      ['fail', 'firebase-project', 'firebase apps:list ANDROID', FIREBASE_NO_PROJECT, 1],
      ['prompt', 'firebase-project', 'always --project loom-staging. .firebaserc has no default on purpose'],
      ['fail', 'x:firebase-auth', 'firebase appdistribution:group:list --project loom-staging', 'Error: Failed to authenticate, have you run firebase login?', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'loom', start: '2026-09-14T03:15:00Z',
    steps: [
      ['fail', 'pwsh-env', 'export JAVA_HOME="C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.12.7-hotspot"', PWSH_NOT_FOUND('export'), 1],
      ['prompt', 'pwsh-env', 'this is powershell not bash. $env:JAVA_HOME = "..."'],
      ['fail', 'x:gradle-heap', '.\\gradlew.bat :androidApp:assembleDevDebug', GRADLE_OOM, 1],
      ['prompt', 'x:jvmargs', 'set org.gradle.jvmargs=-Xmx4g -XX:+UseParallelGC in gradle.properties, 2g stopped being enough after the firebase bump'],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-09-15T12:40:00Z',
    steps: [
      ['fail', 'ktlint-first', 'git commit -m "feat(sync): retry queue for offline ops"', KTLINT_HOOK('/Users/ana/loom/shared/src/commonMain/kotlin/app/loom/sync/RetryQueue.kt:3:1 Imports must be ordered in lexicographic order without any empty lines in-between with "java", "javax", "kotlin" and aliases at the end (standard:import-ordering)\n/Users/ana/loom/shared/src/commonMain/kotlin/app/loom/sync/RetryQueue.kt:48:1 Needless blank line(s) (standard:no-consecutive-blank-lines)'), 1],
      ['ok', 'git commit --no-verify -m "feat(sync): retry queue for offline ops"'],
      ['prompt', 'no-verify', 'NO --no-verify. ever. undo that commit'],
      ['agent', 'ktlint-first', 'The pre-commit hook runs ktlintCheck; run ./gradlew ktlintFormat before git commit'],
      ['ok', 'git reset --soft HEAD~1 && ./gradlew ktlintFormat && git commit -m "feat(sync): retry queue for offline ops"'],
    ],
  },
  {
    machine: 'ci', project: 'loom', start: '2026-09-15T22:05:00Z',
    steps: [
      ['fail', 'jdk17', './gradlew :androidApp:assembleDevDebug', GRADLE_ON_21, 1],
      ['agent', 'jdk17', 'The runner defaults to JDK 21, which the Gradle 8.4 wrapper cannot run on; build with JDK 17 (JAVA_HOME=$JAVA_HOME_17_X64)'],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-09-16T05:30:00Z',
    steps: [
      ['fail', 'xcode-15-4', 'xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme iosApp -sdk iphonesimulator build', XCODE_CLT, 1],
      ['prompt', 'xcode-15-4', "we're on Xcode 15.4 here. DEVELOPER_DIR=/Applications/Xcode-15.4.app/Contents/Developer"],
      ['ok', 'DEVELOPER_DIR=/Applications/Xcode-15.4.app/Contents/Developer xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme iosApp -sdk iphonesimulator -derivedDataPath iosApp/build build'],
      ['fail', 'boot-sim', 'xcrun simctl install booted iosApp/build/Build/Products/Debug-iphonesimulator/Loom.app', 'No devices are booted.', 149],
      ['prompt', 'boot-sim', '先 boot 模拟器：xcrun simctl boot "iPhone 15"，然后再 install'],
      ['ok', 'xcrun simctl boot "iPhone 15" && xcrun simctl install booted iosApp/build/Build/Products/Debug-iphonesimulator/Loom.app'],
      ['fail', 'sim-arm64', './gradlew :shared:linkDebugFrameworkIosX64', TASK_NOT_FOUND(':shared', 'linkDebugFrameworkIosX64', ['linkDebugFrameworkIosArm64', 'linkDebugFrameworkIosSimulatorArm64']), 1],
      ['prompt', 'sim-arm64', 'no x64 target, we are all on apple silicon. SimulatorArm64'],
    ],
  },
  {
    machine: 'winbash', project: 'loom', start: '2026-09-17T08:50:00Z',
    steps: [
      ['fail', 'shared-module', './gradlew :common:testDebugUnitTest', PROJECT_NOT_FOUND('common'), 1],
      ['prompt', 'shared-module', "it's :shared. common was the name before the KMP move"],
      ['prompt', 'x:setup-windows-doc', 'write up the windows setup steps in docs/setup-windows.md while it is fresh'],
      ['fail', 'py-launcher', 'python scripts/gen_strings.py', WIN_PY_STUB, 49],
      ['prompt', 'py-launcher', 'py -3 again... python/python3 are only the store aliases on windows'],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-09-18T13:10:00Z',
    steps: [
      ['fail', 'x:docker-down', 'docker compose up -d db', 'Cannot connect to the Docker daemon at unix:///Users/ana/.orbstack/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'docker compose up -d db'],
      ['fail', 'db-loom-dev', "psql -h localhost -U loom -d loom -c '\\dt'", 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  database "loom" does not exist', 2],
      ['prompt', 'db-loom-dev', 'o banco local é loom_dev'],
      ['fail', 'x:psql-superuser', "psql -h localhost -U postgres -d loom_dev -c 'select count(*) from sync_ops'", 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  password authentication failed for user "postgres"', 2],
    ],
  },
  {
    machine: 'wincodex7', project: 'loom', start: '2026-09-21T02:45:00Z',
    steps: [
      ['fail', 'gradle-stop', '.\\gradlew.bat :androidApp:clean :androidApp:assembleDevDebug', GRADLE_LOCKED('C:\\Users\\sora\\loom', 'intermediates\\dex\\devDebug\\mergeExtDexDevDebug\\classes.dex'), 1],
      ['agent', 'gradle-stop', 'On Windows a running Gradle daemon keeps build outputs locked; run .\\gradlew.bat --stop before any clean'],
      ['fail', 'pwsh-rm', 'del /s /q androidApp\\build', "Remove-Item: A positional parameter cannot be found that accepts argument '/q'.", 1],
      ['prompt', 'pwsh-rm', 'del /s /q is cmd. in pwsh it is Remove-Item -Recurse -Force androidApp\\build'],
      ['ok', '.\\gradlew.bat --stop; Remove-Item -Recurse -Force androidApp\\build; .\\gradlew.bat :androidApp:assembleDevDebug'],
      ['prompt', 'version-catalog', 'versi library taruh di gradle/libs.versions.toml ya, jangan hardcode di build.gradle.kts'],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-09-22T07:00:00Z',
    steps: [
      ['fail', 'bundle-exec', 'fastlane android qa', 'zsh: command not found: fastlane', 127],
      ['prompt', 'bundle-exec', 'bundle exec. pod, fastlane, all the ruby stuff goes through bundler'],
      ['fail', 'lane-qa', 'bundle exec fastlane android beta', FASTLANE_NO_LANE('15:02:44', 'android beta'), 1],
      ['prompt', 'lane-qa', 'the lane is qa. fastlane android qa / fastlane ios qa, there never was a beta lane'],
      ['ok', 'bundle exec fastlane android qa'],
      ['prompt', 'x:slack-lane', 'can you make the qa lane post to slack after upload? webhook is in SLACK_URL'],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-09-23T14:30:00Z',
    steps: [
      ['prompt', 'version-catalog', 'you hardcoded "io.ktor:ktor-client-okhttp:2.3.12" in shared/build.gradle.kts. versions live in gradle/libs.versions.toml'],
      ['agent', 'version-catalog', 'Dependency versions belong in gradle/libs.versions.toml; reference them as libs.* instead of hardcoding coordinates in build.gradle.kts'],
      ['fail', 'x:maven-offline', './gradlew :shared:compileKotlinMetadata', GRADLE_OFFLINE, 1],
      ['prompt', 'agp-pin', 'e o Android Studio vai sugerir atualizar o AGP: ignora, fica no 8.2.2 até a migração pro Kotlin 2.0'],
    ],
  },
  {
    machine: 'wincodex7', project: 'loom', start: '2026-09-24T04:10:00Z',
    steps: [
      ['fail', 'op-signing', '.\\gradlew.bat :androidApp:bundleProdRelease', SIGNING_ENV_MISSING('C:\\Users\\sora\\loom'), 1],
      ['prompt', 'op-signing', 'release signing always runs under op run: op run --env-file=.env.signing -- .\\gradlew.bat :androidApp:bundleProdRelease. never put the passwords in gradle.properties'],
      ['fail', 'x:op-dismissed', 'op run --env-file=.env.signing -- .\\gradlew.bat :androidApp:bundleProdRelease', '[ERROR] 2026/09/24 11:31:02 authorization prompt dismissed, please try again', 1],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-09-25T03:20:00Z',
    steps: [
      ['ok', 'git worktree add ../loom-push feat/push-notifications'],
      ['fail', 'bootstrap-first', 'cd ../loom-push && ./gradlew :androidApp:assembleDevDebug', GOOGLE_SERVICES_MISSING('/Users/kai/loom-push'), 1],
      ['agent', 'bootstrap-first', 'A new worktree has no local.properties or Firebase configs; run ./scripts/bootstrap.sh in it before building'],
      ['fail', 'dummy-framework', 'cd ../loom-push/iosApp && bundle exec pod install', DUMMY_FRAMEWORK('/Users/kai/loom-push'), 1],
      ['prompt', 'dummy-framework', 'same as on the main checkout: :shared:generateDummyFramework first, then pod install'],
      ['fail', 'x:pod-cdn', 'cd ../loom-push/iosApp && bundle exec pod install', POD_CDN, 1],
      ['ok', 'cd ../loom-push/iosApp && bundle exec pod install'],
    ],
  },
  {
    machine: 'winbash', project: 'loom', start: '2026-09-28T10:05:00Z',
    steps: [
      ['fail', 'crlf', './scripts/release-notes.sh v2.3.0', "/usr/bin/env: 'bash\\r': No such file or directory", 127],
      ['agent', 'crlf', 'Shell scripts were checked out with CRLF (core.autocrlf=true); this repo needs core.autocrlf=input so gradlew and *.sh keep LF'],
      ['fail', 'develop-branch', 'gh pr create --base main --title "docs: windows setup" --body-file /tmp/pr.md', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'develop-branch', 'base is develop!!'],
      ['fail', 'x:push-fetch-first', 'git push origin feat/windows-docs', PUSH_REJECTED, 1],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-09-29T12:00:00Z',
    steps: [
      ['fail', 'xcode-15-4', './gradlew :shared:linkDebugFrameworkIosSimulatorArm64', KN_XCODE16, 1],
      ['prompt', 'xcode-15-4', 'o Xcode 16 beta ficou selecionado de novo. a gente tá no 15.4: xcodes select 15.4'],
      ['agent', 'xcode-15-4', 'Kotlin/Native linking broke under the Xcode 16 beta; the project is pinned to Xcode 15.4 (xcodes select 15.4 or DEVELOPER_DIR)'],
      ['ok', 'xcodes select 15.4 && ./gradlew :shared:linkDebugFrameworkIosSimulatorArm64'],
      ['fail', 'xcworkspace', "xcodebuild -project iosApp/iosApp.xcodeproj -scheme iosApp -destination 'platform=iOS Simulator,name=iPhone 15' test", XCODE_NO_MODULE, 65],
      ['prompt', 'xcworkspace', 'workspace. again.'],
      ['fail', 'x:no-iphone14', "xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme iosApp -destination 'platform=iOS Simulator,name=iPhone 14' test", XCODE_NO_DESTINATION, 70],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-09-30T06:15:00Z',
    steps: [
      ['ok', 'git add -A && git status --short'],
      ['prompt', 'no-google-services', 'GoogleService-Info.plist 不能提交，它在 .gitignore 里是有原因的，unstage 掉'],
      ['agent', 'no-google-services', 'Never commit google-services.json or GoogleService-Info.plist; they come from bootstrap and stay untracked'],
      ['ok', 'git restore --staged iosApp/iosApp/GoogleService-Info.plist'],
      ['prompt', 'x:fcm-register', 'ok now wire up FCM token registration in the android app, POST /v1/devices on the backend'],
    ],
  },
  {
    machine: 'wincodex7', project: 'loom', start: '2026-10-01T06:50:00Z',
    steps: [
      ['fail', 'pwsh-env', 'JAVA_HOME="C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.12.7-hotspot" .\\gradlew.bat :server:run', PWSH_NOT_FOUND('JAVA_HOME=C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.12.7-hotspot'), 1],
      ['agent', 'pwsh-env', 'VAR=value before a command is bash syntax; in PowerShell set $env:JAVA_HOME first, then run .\\gradlew.bat'],
      ['fail', 'x:port-8080', '$env:JAVA_HOME = "C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.12.7-hotspot"; .\\gradlew.bat :server:run', KTOR_BIND_WIN, 1],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-10-02T13:25:00Z',
    steps: [
      ['fail', 'gradle-wrapper', 'gradle :shared:allTests', 'zsh: command not found: gradle', 127],
      ['prompt', 'gradle-wrapper', './gradlew. always the wrapper, there is no gradle on this mac and there should not be'],
      ['fail', 'bsd-sed', "sed -i 's/^VERSION_NAME=.*/VERSION_NAME=2.3.1/' gradle.properties", 'sed: 1: "gradle.properties": extra characters at the end of g command', 1],
      ['prompt', 'bsd-sed', "sed -i '' on mac, again"],
      ['ok', "sed -i '' 's/^VERSION_NAME=.*/VERSION_NAME=2.3.1/' gradle.properties"],
      ['fail', 'x:sed-paren', "sed -i '' 's/^VERSION_CODE=\\(.*/VERSION_CODE=58/' gradle.properties", 'sed: 1: "s/^VERSION_CODE=\\(.*/VE ...": RE error: parentheses not balanced', 1],
    ],
  },
  {
    machine: 'winbash', project: 'loom', start: '2026-10-05T08:30:00Z',
    steps: [
      ['fail', 'shared-module', './gradlew :common:lintDevDebug', PROJECT_NOT_FOUND('common'), 1],
      ['prompt', 'shared-module', 'still :common?? the module is shared'],
      ['fail', 'ktlint-first', 'git commit -am "fix(android): predictive back on settings"', KTLINT_HOOK('C:\\Users\\lea\\loom\\shared\\src\\commonMain\\kotlin\\app\\loom\\settings\\SettingsStore.kt:22:1 Unexpected blank line(s) before "}" (standard:no-blank-line-before-rbrace)'), 1],
      ['ok', 'git commit --no-verify -am "fix(android): predictive back on settings"'],
      ['prompt', 'no-verify', 'what did I say about skipping the hook. reset that'],
      ['agent', 'no-verify', 'Never bypass the pre-commit hook with git commit --no-verify; fix the code and commit normally'],
      ['agent', 'ktlint-first', 'ktlintCheck in the hook fails on formatting; ./gradlew ktlintFormat first, then commit'],
      ['ok', 'git reset --soft HEAD~1 && ./gradlew ktlintFormat && git commit -am "fix(android): predictive back on settings"'],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-10-06T02:40:00Z',
    steps: [
      ['fail', 'compose-db-first', './gradlew :server:test', SERVER_TESTS_NO_DB_FULL, 1],
      ['prompt', 'compose-db-first', 'server 的测试要先 docker compose up -d db'],
      ['ok', 'docker compose up -d db'],
      ['fail', 'db-loom-dev', 'DATABASE_URL=jdbc:postgresql://localhost:5432/loom ./gradlew :server:flywayMigrate', GRADLE_FAIL("Execution failed for task ':server:flywayMigrate'.\n> Error occurred while executing flywayMigrate\n  \n  Unable to obtain connection from database (jdbc:postgresql://localhost:5432/loom) for user 'loom': FATAL: database \"loom\" does not exist\n  -----------------------------------------------------------------------------------------------------------------\n  SQL State  : 3D000\n  Error Code : 0\n  Message    : FATAL: database \"loom\" does not exist", '4s'), 1],
      ['agent', 'db-loom-dev', 'The local dev database is loom_dev, not loom; use jdbc:postgresql://localhost:5432/loom_dev'],
      ['fail', 'x:devices-upsert', './gradlew :server:test', SERVER_TEST_REAL, 1],
      ['prompt', 'x:token-upsert', 'that one is the bug from the ticket, /v1/devices needs an upsert on token'],
    ],
  },
  {
    machine: 'wincodex7', project: 'loom', start: '2026-10-07T03:30:00Z',
    steps: [
      ['fail', 'dev-flavor', '.\\gradlew.bat :androidApp:assembleDebug', PROD_NO_CLIENT, 1],
      ['prompt', 'dev-flavor', 'cukup devDebug aja, prod ga bisa dibuild di lokal'],
      ['fail', 'adb-path', 'adb logcat -d -s LoomSync', PWSH_NOT_FOUND('adb'), 1],
      ['prompt', 'adb-path', 'adb again... full path to platform-tools pls'],
      ['fail', 'x:adb-signature', '& "$env:LOCALAPPDATA\\Android\\Sdk\\platform-tools\\adb.exe" install androidApp\\build\\outputs\\apk\\dev\\debug\\androidApp-dev-debug.apk', ADB_INCOMPATIBLE, 1],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-10-08T12:10:00Z',
    steps: [
      ['fail', 'rbenv-ruby', 'bundle exec fastlane ios qa', BUNDLER_MISSING, 1],
      ['agent', 'rbenv-ruby', 'A new terminal picked up the system Ruby 2.6; initialise rbenv (Ruby 3.2.2 from .ruby-version) before bundle exec instead of gem-installing into the system Ruby'],
      ['ok', 'eval "$(rbenv init - zsh)" && bundle exec fastlane ios qa'],
      ['fail', 'x:fad-permission', 'bundle exec fastlane ios qa', FAD_PERMISSION, 1],
      ['prompt', 'x:fad-role', 'the service account lost App Distribution Admin in the IAM cleanup, I asked Rafa to add it back'],
    ],
  },
  {
    machine: 'mac2', project: 'loom', start: '2026-10-09T05:00:00Z',
    steps: [
      ['fail', 'agp-pin', './gradlew :androidApp:assembleDevDebug', AGP_MIN_GRADLE, 1],
      ['prompt', 'agp-pin', 'who bumped AGP? revert it. we stay on 8.2.2 until the kotlin 2.0 migration'],
      ['agent', 'agp-pin', 'AGP is pinned at 8.2.2 in libs.versions.toml; revert the bump instead of upgrading Gradle to satisfy it'],
      ['fail', 'ios-scheme', 'xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme loom -showBuildSettings', XCODE_NO_SCHEME('loom').replace('-configuration Debug -sdk iphonesimulator build', '-showBuildSettings'), 65],
      ['prompt', 'ios-scheme', 'its iosApp. the scheme. again'],
      ['prompt', 'x:renovate', 'can you set up renovate to group the ktor and kotlinx deps into one PR'],
      ['prompt', 'develop-branch', 'PRs go to develop, not main'],
    ],
  },
  {
    machine: 'winbash', project: 'loom', start: '2026-10-12T09:00:00Z',
    steps: [
      ['fail', 'jdk17', './gradlew :androidApp:assembleDevDebug', AGP_NEEDS_17('C:\\Users\\lea\\loom\\androidApp\\build.gradle.kts', 'C:\\Program Files\\Eclipse Adoptium\\jdk-11.0.22.7-hotspot'), 1],
      ['prompt', 'jdk17', "java 17 for this project. android studio's jbr works: export JAVA_HOME='/c/Program Files/Android/Android Studio/jbr'"],
      ['fail', 'op-signing', "export JAVA_HOME='/c/Program Files/Android/Android Studio/jbr' && ./gradlew :androidApp:bundleProdRelease", KEYSTORE_MISSING, 1],
      ['prompt', 'op-signing', 'release builds only through op run --env-file=.env.signing, it injects the keystore path and passwords'],
      ['ok', "export JAVA_HOME='/c/Program Files/Android/Android Studio/jbr' && op run --env-file=.env.signing -- ./gradlew :androidApp:bundleProdRelease"],
      ['ok', 'git add -A && git commit -m "chore: release 2.3.1"'],
      ['prompt', 'no-google-services', 'google-services.json is in that commit. those files never get committed, amend it out'],
      ['prompt', 'x:release-notes', 'draft release notes for 2.3.1 from the PRs merged since v2.3.0'],
    ],
  },
  {
    machine: 'mac', project: 'loom', start: '2026-10-13T12:45:00Z',
    steps: [
      ['fail', 'boot-sim', 'xcrun simctl install 8A1F0C3E-5B7D-4E2A-9C61-3D2B7F0E4A19 iosApp/build/Build/Products/Debug-iphonesimulator/Loom.app', SIM_SHUTDOWN, 149],
      ['prompt', 'boot-sim', 'sim is shut down, simctl boot it before the install'],
      ['fail', 'x:app-crash', 'xcrun simctl launch --console 8A1F0C3E-5B7D-4E2A-9C61-3D2B7F0E4A19 app.loom.dev', 'app.loom.dev: 48213\nUncaught Kotlin exception: kotlin.IllegalStateException: SqlDriver not initialised, call LoomDatabase.init() first\n    at 0   shared   0x104f2a1c7   kfun:kotlin.Throwable#<init>(kotlin.String?){} + 119\n    at 1   shared   0x104f24b3b   kfun:kotlin.IllegalStateException#<init>(kotlin.String?){} + 115\n    at 2   shared   0x1052b81e3   kfun:app.loom.db.DatabaseHolder#get(){}app.loom.db.LoomDatabase + 403', 1],
      ['prompt', 'x:init-order', 'the db init has to happen in AppDelegate before the koin start, move it up'],
    ],
  },
  {
    machine: 'ci', project: 'loom', start: '2026-10-14T01:10:00Z',
    steps: [
      ['fail', 'lane-qa', 'bundle exec fastlane android distribute', FASTLANE_NO_LANE('01:12:31', 'android distribute'), 1],
      ['agent', 'lane-qa', 'QA builds go out through the qa lane (fastlane android qa); there is no distribute or beta lane'],
      ['ok', 'bundle exec fastlane android qa'],
      ['fail', 'firebase-project', 'npx firebase-tools remoteconfig:get -o remoteconfig.json', FIREBASE_NO_PROJECT, 1],
      ['agent', 'firebase-project', 'The firebase CLI has no default project in this repo; pass --project loom-staging explicitly'],
    ],
  },
];
