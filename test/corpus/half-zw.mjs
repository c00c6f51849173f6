// Half ZW of the evaluation corpus, written blind (only issue 10, the corpus README, build.mjs and
// the head of half D were read): "tessel", a consumer Android app in Kotlin (Gradle wrapper and
// version catalogs, AGP, Compose, Hilt, Room), fastlane and Firebase, a KMP shared module built for
// iOS on two Macs, adb and emulators; Windows 11 (pwsh 7, Git Bash), macOS (zsh), Fedora (bash).

const GRADLE_TRY = `* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.`;

const gradleFailure = (body, seconds, where = '') =>
  `\nFAILURE: Build failed with an exception.\n\n${where ? `* Where:\n${where}\n\n` : ''}* What went wrong:\n${body}\n\n${GRADLE_TRY}\n\nBUILD FAILED in ${seconds}s`;

const PS_NOT_FOUND = (name) =>
  `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const KAPT_UNRESOLVED = `e: file:///Users/ana/tessel/app/build.gradle.kts:74:5: Unresolved reference: kapt
${gradleFailure(`Script compilation error:

  Line 74:     kapt(libs.hilt.compiler)
               ^ Unresolved reference: kapt

1 error`, 7, "Build file '/Users/ana/tessel/app/build.gradle.kts' line: 74")}`;

const KAPT_PLUGIN = gradleFailure(`Plugin [id: 'org.jetbrains.kotlin.kapt'] was not found in any of the following sources:

- Gradle Core Plugins (plugin is not in 'org.gradle' namespace)
- Included Builds (No included builds contain this plugin)
- Plugin Repositories (plugin dependency must include a version number for this source)`, 3, "Build file '/home/dev/tessel/app/build.gradle.kts' line: 6");

const MIN_GRADLE = gradleFailure(`An exception occurred applying plugin request [id: 'com.android.application', version: '8.7.3']
> Failed to apply plugin 'com.android.internal.application'.
   > Minimum supported Gradle version is 8.9. Current version is 8.5. If using the gradle wrapper, try editing the distributionUrl in /Users/kai/tessel/gradle/wrapper/gradle-wrapper.properties to gradle-8.9-all.zip`, 2, "Build file '/Users/kai/tessel/build.gradle.kts' line: 2");

const JAVA11 = gradleFailure(`An exception occurred applying plugin request [id: 'com.android.application']
> Failed to apply plugin 'com.android.internal.application'.
   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.
      Your current JDK is located in /usr/lib/jvm/java-11-openjdk-11.0.25.0.9-1.fc41.x86_64
      You can try some of the following options:
       - changing the IDE settings.
       - changing the JAVA_HOME environment variable.
       - changing \`org.gradle.java.home\` in \`gradle.properties\`.`, 4, "Build file '/home/dev/tessel/app/build.gradle.kts' line: 1");

const NO_JAVA = `
ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.

Please set the JAVA_HOME variable in your environment to match the
location of your Java installation.
`;

const SIGNING = (root, seconds) => gradleFailure(`Execution failed for task ':app:validateSigningRelease'.
> Keystore file '${root}/keystore/tessel-release.jks' not found for signing config 'release'.`, seconds);

const CLEAN_LOCK = (user) => `> Task :app:clean FAILED
${gradleFailure(`Execution failed for task ':app:clean'.
> java.io.IOException: Unable to delete directory 'C:\\Users\\${user}\\tessel\\app\\build'
    Failed to delete some children. This might happen because a process has files open or has its working directory set in the target directory.
    - C:\\Users\\${user}\\tessel\\app\\build\\intermediates\\compile_and_runtime_not_namespaced_r_class_jar\\debug\\processDebugResources\\R.jar
    - C:\\Users\\${user}\\tessel\\app\\build\\intermediates\\compile_and_runtime_not_namespaced_r_class_jar\\debug\\processDebugResources
    - C:\\Users\\${user}\\tessel\\app\\build\\intermediates\\compile_and_runtime_not_namespaced_r_class_jar\\debug
    - C:\\Users\\${user}\\tessel\\app\\build\\intermediates`, 3)}`;

const RI_LOCKED = `Remove-Item: Cannot remove item C:\\Users\\sora\\tessel\\app\\build\\intermediates\\compile_and_runtime_not_namespaced_r_class_jar\\debug\\processDebugResources\\R.jar: The process cannot access the file 'R.jar' because it is being used by another process.
Remove-Item: Cannot remove item C:\\Users\\sora\\tessel\\app\\build\\intermediates\\compile_and_runtime_not_namespaced_r_class_jar\\debug\\processDebugResources: The directory is not empty.`;

const SDK_NOCLASSDEF = `Exception in thread "main" java.lang.NoClassDefFoundError: javax/xml/bind/annotation/XmlSchema
\tat com.android.repository.api.SchemaModule$SchemaModuleVersion.<init>(SchemaModule.java:156)
\tat com.android.repository.api.SchemaModule.<init>(SchemaModule.java:75)
\tat com.android.sdklib.repository.AndroidSdkHandler.<clinit>(AndroidSdkHandler.java:81)
\tat com.android.sdklib.tool.sdkmanager.SdkManagerCli.main(SdkManagerCli.java:73)
\tat com.android.sdklib.tool.sdkmanager.SdkManagerCli.main(SdkManagerCli.java:48)
Caused by: java.lang.ClassNotFoundException: javax.xml.bind.annotation.XmlSchema
\tat java.base/jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:641)
\tat java.base/jdk.internal.loader.ClassLoaders$AppClassLoader.loadClass(ClassLoaders.java:188)
\tat java.base/java.lang.ClassLoader.loadClass(ClassLoader.java:525)
\t... 5 more`;

const GEM_PERM = `ERROR:  While executing gem ... (Gem::FilePermissionError)
    You don't have write permissions for the /Library/Ruby/Gems/2.6.0 directory.`;

const RUBY_MISMATCH = 'Your Ruby version is 3.3.6, but your Gemfile specified 3.3.5';

const GEM_LOAD = `/home/dev/.local/share/gem/ruby/3.3.0/gems/bundler-2.5.22/lib/bundler/runtime.rb:304:in \`check_for_activated_spec!': You have already activated fastlane 2.220.0, but your Gemfile requires fastlane 2.225.0. Prepending \`bundle exec\` to your command may solve this. (Gem::LoadError)
\tfrom /home/dev/.local/share/gem/ruby/3.3.0/gems/bundler-2.5.22/lib/bundler/runtime.rb:25:in \`block in setup'
\tfrom /home/dev/.local/share/gem/ruby/3.3.0/gems/bundler-2.5.22/lib/bundler/spec_set.rb:155:in \`each'`;

const FASTLANE_NO_PLUGIN = `[!] fastlane detected a Gemfile in the current directory
[!] However, it seems like you didn't use \`bundle exec\`
[!] To launch fastlane faster, please use
[!]
[!] $ bundle exec fastlane android beta
[!]
[!] Get started using a Gemfile for fastlane https://docs.fastlane.tools/getting-started/ios/setup/#use-a-gemfile
[✔] 🚀
+-----------------------------------------------------------------------+
|                            Used plugins                               |
+-----------------------------------------------------------------------+
[!] It seems like you wanted to load some plugins, however they couldn't be loaded
[!] Please follow the troubleshooting guide: https://docs.fastlane.tools/plugins/plugins-troubleshooting/
[09:14:03]: ------------------------------
[09:14:03]: --- Step: default_platform ---
[09:14:03]: ------------------------------
[09:14:03]: Driving the lane 'android beta' 🚀
[!] Could not find action, lane or variable 'firebase_app_distribution'. Check out the documentation for more details: https://docs.fastlane.tools/actions`;

const FASTLANE_NET = `[09:41:27]: Driving the lane 'android beta' 🚀
[09:41:27]: -----------------------------------
[09:41:27]: --- Step: firebase_app_distribution ---
[09:41:27]: -----------------------------------
[09:41:29]: ▸ 📡 Uploading the APK.
+------+----------------------------------+-------------+
|                  fastlane summary                     |
+------+----------------------------------+-------------+
| Step | Action                           | Time (in s) |
+------+----------------------------------+-------------+
| 1    | default_platform                 | 0           |
| 2    | gradle                           | 212         |
| 💥   | firebase_app_distribution        | 31          |
+------+----------------------------------+-------------+

[09:42:00]: Failed to open TCP connection to firebaseappdistribution.googleapis.com:443 (getaddrinfo: nodename nor servname provided, or not known)

[!] Failed to open TCP connection to firebaseappdistribution.googleapis.com:443 (getaddrinfo: nodename nor servname provided, or not known)`;

const BUNDLE_NET = `Fetching gem metadata from https://rubygems.org/.......
Retrying fetcher due to error (2/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>
Retrying fetcher due to error (3/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>
Retrying fetcher due to error (4/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>
Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>`;

const GIT_IGNORED = `The following paths are ignored by one of your .gitignore files:
local.properties
hint: Use -f if you really want to add them.
hint: Disable this message with "git config advice.addIgnoredFile false"`;

const GH006_MAIN = `remote: error: GH006: Protected branch update failed for refs/heads/main.
remote: 
remote: - Changes must be made through a pull request.
To github.com:tessel-app/tessel.git
 ! [remote rejected] HEAD -> main (protected branch hook declined)
error: failed to push some refs to 'github.com:tessel-app/tessel.git'`;

const GH006_FORCE = (branch) => `remote: error: GH006: Protected branch update failed for refs/heads/${branch}.
remote: 
remote: - Cannot force-push to this branch
To github.com:tessel-app/tessel.git
 + 3f9c2e1...a81d04b ${branch} -> ${branch} (protected branch hook declined)
error: failed to push some refs to 'github.com:tessel-app/tessel.git'`;

const NON_FF = `To github.com:tessel-app/tessel.git
 ! [rejected]        feature/board-sync -> feature/board-sync (fetch first)
error: failed to push some refs to 'github.com:tessel-app/tessel.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const BASE64_USAGE = `Usage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]
  -b, --break       break encoded string into num character lines
  -Dd, --decode     decodes input
  -h, --help        display this message
  -i, --input       input file (default: "-" for stdin)
  -o, --output      output file (default: "-" for stdout)`;

const XC_PODS_LD = `ld: framework 'Pods_iosApp' not found
clang: error: linker command failed with exit code 1 (use -v to see invocation)

** BUILD FAILED **


The following build commands failed:
\tLd /Users/kai/Library/Developer/Xcode/DerivedData/iosApp-dkqzvbzmhqgqbtfjxlwqyrfhcwrs/Build/Products/Debug-iphonesimulator/iosApp.app/iosApp.debug.dylib normal (in target 'iosApp' from project 'iosApp')
(1 failure)`;

const XC_NO_MODULE = `/Users/ana/tessel/iosApp/iosApp/ContentView.swift:2:8: error: Unable to find module dependency: 'shared'
import shared
       ^

** BUILD FAILED **


The following build commands failed:
\tSwiftCompile normal arm64 Compiling\\ ContentView.swift,\\ iOSApp.swift /Users/ana/tessel/iosApp/iosApp/ContentView.swift (in target 'iosApp' from project 'iosApp')
\tBuilding project iosApp with scheme iosApp
(2 failures)`;

const SIM_DEST = `xcodebuild: error: Unable to find a destination matching the provided destination specifier:
\t\t{ platform:iOS Simulator, OS:latest, name:iPhone 15 }

\tThe requested device could not be found because no available devices matched the request.

\tAvailable destinations for the "iosApp" scheme:
\t\t{ platform:macOS, arch:arm64, variant:Designed for [iPad,iPhone], id:00006000-001A2D8E3C41801E, name:My Mac }
\t\t{ platform:iOS Simulator, id:7C1E0A5B-3F0E-4C43-9C1D-2B6D0C5B9E11, OS:18.2, name:iPhone 16 }
\t\t{ platform:iOS Simulator, id:0B3D9F2A-61C4-4E8B-A7D0-5C2E9F1B3A44, OS:18.2, name:iPhone 16 Pro }`;

const IOS_SIGNING = `error: No profiles for 'app.tessel.ios' were found: Xcode couldn't find any iOS App Development provisioning profiles matching 'app.tessel.ios'. Automatic signing is disabled and unable to generate a profile. To enable automatic signing, pass -allowProvisioningUpdates to xcodebuild. (in target 'iosApp' from project 'iosApp')
** ARCHIVE FAILED **


The following build commands failed:
\tArchiving workspace iosApp with scheme iosApp
(1 failure)`;

const POD_NO_SPEC = `Analyzing dependencies
Unable to find a specification for \`shared\` depended upon by \`iosApp\`

You have either:
 * out-of-date source repos which you can update with \`pod repo update\` or with \`pod install --repo-update\`.
 * mistyped the name or version.
 * not added the source repo that hosts the Podspec to your Podfile.`;

const KVM = `ERROR   | x86_64 emulation currently requires hardware acceleration!
CPU acceleration status: This user doesn't have permissions to use KVM (/dev/kvm).
The KVM line in /etc/group is: [kvm:x:36:qemu]

If the current user has KVM permissions,
The KVM line in /etc/group should end with ":" followed by your username.

More info on configuring VM acceleration on Linux:
https://developer.android.com/studio/run/emulator-acceleration#vm-linux
General information on acceleration: https://developer.android.com/studio/run/emulator-acceleration.`;

const UNIT_FAIL = `> Task :app:testDebugUnitTest

BoardRepositoryTest > reorder keeps pinned tiles first() FAILED
    org.opentest4j.AssertionFailedError at BoardRepositoryTest.kt:57

42 tests completed, 1 failed

> Task :app:testDebugUnitTest FAILED
${gradleFailure(`Execution failed for task ':app:testDebugUnitTest'.
> There were failing tests. See the report at: file:///home/dev/tessel/app/build/reports/tests/testDebugUnitTest/index.html`, 38)}`;

const MIGRATION_MISMATCH = `app.tessel.data.MigrationTest > migrate7To8[Pixel_8_API_35(AVD) - 15] FAILED 
\tjava.lang.IllegalStateException: Migration didn't properly handle: tiles(app.tessel.data.TileEntity).
\t Expected:
\tTableInfo{name='tiles', columns={pinned=Column{name='pinned', type='INTEGER', affinity='3', notNull=true, primaryKeyPosition=0, defaultValue='0'}, id=Column{name='id', type='TEXT', affinity='2', notNull=true, primaryKeyPosition=1, defaultValue='undefined'}}, foreignKeys=[], indices=[]}
\t Found:
\tTableInfo{name='tiles', columns={pinned=Column{name='pinned', type='INTEGER', affinity='3', notNull=true, primaryKeyPosition=0, defaultValue='undefined'}, id=Column{name='id', type='TEXT', affinity='2', notNull=true, primaryKeyPosition=1, defaultValue='undefined'}}, foreignKeys=[], indices=[]}
Tests on Pixel_8_API_35(AVD) - 15 failed: There was 1 failure(s).
${gradleFailure(`Execution failed for task ':app:connectedDebugAndroidTest'.
> There were failing tests. See the report at: file:///home/dev/tessel/app/build/reports/androidTests/connected/debug/index.html`, 71)}`;

const MIGRATION_MISSING = `app.tessel.data.BoardDatabaseTest > opensExistingDatabase[Pixel_8_API_35(AVD) - 15] FAILED 
\tjava.lang.IllegalStateException: A migration from 8 to 9 was required but not found. Please provide the necessary Migration path via RoomDatabase.Builder.addMigration(Migration ...) or allow for destructive migrations via one of the RoomDatabase.Builder.fallbackToDestructiveMigration* methods.
\tat androidx.room.RoomOpenHelper.onUpgrade(RoomOpenHelper.kt:91)
Tests on Pixel_8_API_35(AVD) - 15 failed: There was 1 failure(s).
${gradleFailure(`Execution failed for task ':app:connectedDebugAndroidTest'.
> There were failing tests. See the report at: file:///home/dev/tessel/app/build/reports/androidTests/connected/debug/index.html`, 64)}`;

const KTLINT_REAL = `> Task :app:ktlintMainSourceSetCheck FAILED
/workspace/app/src/main/java/app/tessel/sync/SyncWorker.kt:44:1 Unexpected blank line(s) before "}" (standard:no-blank-line-before-rbrace)
/workspace/app/src/main/java/app/tessel/sync/SyncWorker.kt:12:1 Imports must be ordered in lexicographic order without any empty lines in-between with "java", "javax", "kotlin" and aliases at the end (standard:import-ordering)
${gradleFailure(`Execution failed for task ':app:ktlintMainSourceSetCheck'.
> A failure occurred while executing org.jlleitschuh.gradle.ktlint.worker.ConsoleReportWorkAction
   > KtLint found code style violations. Please see the following reports:
     - /workspace/app/build/reports/ktlint/ktlintMainSourceSetCheck/ktlintMainSourceSetCheck.txt`, 19)}`;

const DETEKT_REAL = `> Task :app:detekt FAILED
/home/dev/tessel/app/src/main/java/app/tessel/board/BoardScreen.kt:212:5: The function BoardScreen is too long (96). The maximum length is 60. [LongMethod]
${gradleFailure(`Execution failed for task ':app:detekt'.
> Analysis failed with 1 weighted issues.`, 11)}`;

const GRADLE_NET = gradleFailure(`Execution failed for task ':app:checkDebugAarMetadata'.
> Could not resolve all files for configuration ':app:debugRuntimeClasspath'.
   > Could not resolve com.google.firebase:firebase-bom:33.7.0.
     Required by:
         project :app
      > Could not resolve com.google.firebase:firebase-bom:33.7.0.
         > Could not get resource 'https://dl.google.com/dl/android/maven2/com/google/firebase/firebase-bom/33.7.0/firebase-bom-33.7.0.pom'.
            > Could not GET 'https://dl.google.com/dl/android/maven2/com/google/firebase/firebase-bom/33.7.0/firebase-bom-33.7.0.pom'.
               > Connect to dl.google.com:443 [dl.google.com/142.250.180.14] failed: Connection timed out`, 134);

const CONFIG_CACHE = `Configuration cache problems found in this build.

1 problem was found storing the configuration cache.
- Task \`:app:generateBuildInfo\` of type \`org.gradle.api.DefaultTask\`: invocation of 'Task.project' at execution time is unsupported.
  See https://docs.gradle.org/8.11.1/userguide/configuration_cache.html#config_cache:requirements:use_project_during_execution

See the complete report at file:///C:/Users/lea/tessel/build/reports/configuration-cache/8x2k1b3f0q9w7e4r/3zq8v1n2m5c6x7/configuration-cache-report.html
${gradleFailure(`Configuration cache problems found in this build.`, 9)}`;

const OOM = `Expiring Daemon because JVM heap space is exhausted
Daemon will be stopped at the end of the build after running out of JVM heap space
${gradleFailure(`Execution failed for task ':app:lintAnalyzeDebug'.
> A failure occurred while executing com.android.build.gradle.internal.lint.AndroidLintWorkAction
   > Java heap space`, 187)}`;

const KOTLIN_COMPILE = `e: file:///home/dev/tessel/app/src/main/java/app/tessel/board/BoardViewModel.kt:88:23 Unresolved reference 'tileCount'.
${gradleFailure(`Execution failed for task ':app:compileDebugKotlin'.
> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction
   > Compilation error. See log for more details`, 23)}`;

const WRAPPER_TIMEOUT = `Downloading https://services.gradle.org/distributions/gradle-8.11.1-bin.zip

Exception in thread "main" java.net.SocketTimeoutException: Connect timed out
\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:551)
\tat java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java:602)
\tat java.base/java.net.SocksSocketImpl.connect(SocksSocketImpl.java:327)
\tat org.gradle.wrapper.Download.downloadInternal(Download.java:129)
\tat org.gradle.wrapper.Install$1.call(Install.java:83)
\tat org.gradle.wrapper.GradleWrapperMain.main(GradleWrapperMain.java:67)`;

const COROUTINE_TEST = `> Task :app:testDebugUnitTest

SyncWorkerTest > retries on 503() FAILED
    kotlinx.coroutines.test.UncompletedCoroutinesError at SyncWorkerTest.kt:71

51 tests completed, 1 failed
${gradleFailure(`Execution failed for task ':app:testDebugUnitTest'.
> There were failing tests. See the report at: file:///Users/kai/tessel/app/build/reports/tests/testDebugUnitTest/index.html`, 44)}`;

const APK = 'app/build/outputs/apk/debug/app-debug.apk';

export const SESSIONS = [
  {
    machine: 'linux', project: 'tessel', start: '2026-09-01T08:10:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle assembleDebug', 'bash: gradle: command not found', 127, 'Build the debug APK'],
      ['prompt', 'gradlew', 'use the wrapper'],
      ['ok', './gradlew assembleDebug'],
      ['fail', 'dnf', 'sudo apt-get install -y qemu-kvm', 'sudo: apt-get: command not found', 1, 'Install KVM for the emulator'],
      ['prompt', 'dnf', 'fedora box. dnf, not apt'],
      ['fail', 'x:emulator-kvm', '$ANDROID_HOME/emulator/emulator -avd Pixel_8_API_35 -no-snapshot', KVM, 1],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-09-01T13:30:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/versionCode = 41/versionCode = 42/' app/build.gradle.kts", 'sed: 1: "app/build.gradle.kts": command a expects \\ followed by text', 1, 'Bump versionCode'],
      ['prompt', 'sed-bsd', "mac sed. -i ''"],
      ['fail', 'fastlane-bundle', 'fastlane android beta', 'zsh: command not found: fastlane', 127, 'Ship a beta to testers'],
      ['prompt', 'fastlane-bundle', 'bundle exec fastlane android beta — the Gemfile pins fastlane'],
      ['prompt', 'x:changelog', 'and add a line to CHANGELOG.md under Unreleased: "Tiles snap to the grid while reordering"'],
    ],
  },
  {
    machine: 'wincodex7', project: 'tessel', start: '2026-09-02T07:45:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle :app:assembleDebug', PS_NOT_FOUND('gradle'), 1],
      ['prompt', 'gradlew', "non abbiamo gradle installato globalmente, c'è gradlew.bat nella root del repo"],
      ['fail', 'ps-rm-rf', 'rm -rf app/build', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm-rf', 'this is powershell… Remove-Item -Recurse -Force app\\build'],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-09-02T10:20:00Z',
    steps: [
      ['fail', 'rbenv', 'gem install bundler', GEM_PERM, 1, 'Install bundler for fastlane'],
      ['prompt', 'rbenv', 'no no, not the system ruby. rbenv is installed, `rbenv install` reads .ruby-version'],
      ['fail', 'x:bundle-network', 'bundle install', BUNDLE_NET, 17],
      ['ok', 'bundle install'],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-09-03T08:00:00Z',
    steps: [
      ['fail', 'java-jbr', './gradlew assembleDebug', JAVA11, 1],
      ['prompt', 'java-jbr', "JAVA_HOME should be the jbr that ships with Android Studio (~/android-studio/jbr). the java 11 on this box is for the old backend"],
      ['fail', 'x:unit-test-failure', 'JAVA_HOME=~/android-studio/jbr ./gradlew testDebugUnitTest', UNIT_FAIL, 1],
      ['prompt', 'x:reorder-bug', "that one's a real bug in reorder(), pinned tiles get sorted after the rest. fix the repository, the test is right"],
    ],
  },
  {
    machine: 'winbash', project: 'tessel', start: '2026-09-03T12:40:00Z',
    steps: [
      ['fail', 'msys-path', 'adb shell ls /sdcard/Download', 'ls: C:/Program Files/Git/sdcard/Download: No such file or directory', 1, 'List downloads on the emulator'],
      ['prompt', 'msys-path', 'git bash rewrites /sdcard into C:/Program Files/Git/sdcard. put MSYS_NO_PATHCONV=1 in front'],
      ['fail', 'adb-serial', `adb install -r ${APK}`, 'adb.exe: more than one device/emulator', 1],
      ['prompt', 'adb-serial', "-s emulator-5554, I've got the tablet plugged in too"],
      ['prompt', 'x:adb-screenshot', 'grab a screenshot of the empty board from the emulator and attach it to the PR description'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-09-04T09:00:00Z',
    steps: [
      ['fail', 'ksp', './gradlew :app:assembleDebug', KAPT_UNRESOLVED, 1],
      ['prompt', 'ksp', "ksp. kapt's been gone since the kotlin 2 bump"],
      ['prompt', 'version-catalog', 'and the hilt-work version goes in libs.versions.toml, not as a string in app/build.gradle.kts'],
      ['agent', 'version-catalog', 'Hardcoded "androidx.hilt:hilt-work:1.2.0" in app/build.gradle.kts; tessel declares every dependency in gradle/libs.versions.toml and uses libs.androidx.hilt.work'],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-09-04T15:10:00Z',
    steps: [
      ['fail', 'develop-branch', 'git push origin HEAD:main', GH006_MAIN, 1],
      ['prompt', 'develop-branch', 'PRs go to develop. main only moves when we cut a release'],
      ['ok', 'git push -u origin feature/tile-snap'],
    ],
  },
  {
    machine: 'winbash', project: 'tessel', start: '2026-09-07T08:30:00Z',
    steps: [
      ['fail', 'gradle-stop-win', './gradlew clean', CLEAN_LOCK('lea'), 1],
      ['prompt', 'gradle-stop-win', 'windows keeps those jars locked while the daemon is alive. ./gradlew --stop, then clean'],
      ['fail', 'sdkmanager', 'sdkmanager "platforms;android-35"', 'Error: Could not determine SDK root.\nError: Either specify it explicitly with --sdk_root= or move this package into its expected location: <sdk>\\cmdline-tools\\latest\\', 1],
      ['prompt', 'sdkmanager', 'use $ANDROID_HOME/cmdline-tools/latest/bin/sdkmanager, the loose copy on PATH isnt set up right'],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-09-07T11:00:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle :shared:allTests', MIN_GRADLE, 1],
      ['prompt', 'gradlew', "lol that's my old sdkman gradle 8.5. ./gradlew, it pulls the right version"],
      ['fail', 'kmp-podinstall', 'cd iosApp && pod install', 'Analyzing dependencies\n[!] No podspec found for `shared` in `../shared`', 1],
      ['prompt', 'kmp-podinstall', 'pods are driven by the kotlin cocoapods plugin, run ./gradlew :shared:podInstall from the root'],
      ['ok', './gradlew :shared:podInstall'],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-09-08T08:15:00Z',
    steps: [
      ['fail', 'debug-variant', './gradlew build', SIGNING('/home/dev/tessel', 41), 1],
      ['prompt', 'debug-variant', "there's no release keystore on dev machines. locally it's assembleDebug / testDebugUnitTest"],
      ['fail', 'x:gradle-network', './gradlew assembleDebug --refresh-dependencies', GRADLE_NET, 1],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-09-08T14:00:00Z',
    steps: [
      ['fail', 'adb-path', 'adb devices', 'zsh: command not found: adb', 127],
      ['prompt', 'adb-path', "adb lives in ~/Library/Android/sdk/platform-tools, it's not on PATH on this mac"],
      ['fail', 'timeout-mac', 'timeout 90 ~/Library/Android/sdk/platform-tools/adb wait-for-device', 'zsh: command not found: timeout', 127],
      ['prompt', 'timeout-mac', 'no timeout on macOS. gtimeout, coreutils is already in brew'],
      ['prompt', 'x:iso-dates', "le date nel log di sync in ISO 8601 per favore, con l'offset"],
    ],
  },
  {
    machine: 'wincodex7', project: 'tessel', start: '2026-09-09T08:05:00Z',
    steps: [
      ['fail', 'ps-env', 'export ANDROID_HOME=$HOME/AppData/Local/Android/Sdk', PS_NOT_FOUND('export'), 1],
      ['prompt', 'ps-env', "we're in pwsh: $env:ANDROID_HOME = \"$env:LOCALAPPDATA\\Android\\Sdk\""],
      ['fail', 'adb-path', 'adb devices', PS_NOT_FOUND('adb'), 1],
      ['prompt', 'adb-path', 'platform-tools isnt on my PATH either, call $env:LOCALAPPDATA\\Android\\Sdk\\platform-tools\\adb.exe'],
      ['ok', '& "$env:LOCALAPPDATA\\Android\\Sdk\\platform-tools\\adb.exe" devices'],
      ['fail', 'x:pwsh-unsigned', '.\\scripts\\bootstrap.ps1', '.\\scripts\\bootstrap.ps1: File C:\\Users\\sora\\tessel\\scripts\\bootstrap.ps1 cannot be loaded. The file C:\\Users\\sora\\tessel\\scripts\\bootstrap.ps1 is not digitally signed. You cannot run this script on the current system. For more information about running scripts and setting execution policy, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.', 1],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-09-10T09:30:00Z',
    steps: [
      ['prompt', 'room-migration', "wait, you added fallbackToDestructiveMigration()?? people's boards live in that db. write Migration(7, 8) properly"],
      ['agent', 'room-migration', 'Added fallbackToDestructiveMigration() to get past a schema bump; tessel never drops user data — write an explicit Migration and cover it with MigrationTestHelper'],
      ['fail', 'x:room-schema-mismatch', './gradlew :app:connectedDebugAndroidTest', MIGRATION_MISMATCH, 1],
      ['prompt', 'x:alter-default', 'the ALTER TABLE needs DEFAULT 0, the entity declares defaultValue = "0"'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-09-11T08:40:00Z',
    steps: [
      ['fail', 'base64-mac', 'base64 -w 0 keystore/tessel-upload.jks > /tmp/upload.b64', `base64: invalid option -- w\n${BASE64_USAGE}`, 1, 'Encode the upload keystore for the GitHub secret'],
      ['prompt', 'base64-mac', "mac base64 has no -w and doesn't wrap anyway: base64 -i keystore/tessel-upload.jks"],
      ['fail', 'sed-bsd', "sed -i 's/VERSION_NAME=1.8.0/VERSION_NAME=1.8.1/' gradle.properties", 'sed: 1: "gradle.properties": extra characters at the end of g command', 1],
      ['prompt', 'sed-bsd', 'again?? BSD sed wants the empty suffix'],
    ],
  },
  {
    machine: 'win', project: 'tessel', start: '2026-09-11T13:15:00Z',
    steps: [
      ['fail', 'java-jbr', './gradlew assembleDebug', NO_JAVA, 1],
      ['prompt', 'java-jbr', 'export JAVA_HOME="/c/Program Files/Android/Android Studio/jbr" first, there is no other JDK on this laptop'],
      ['fail', 'msys-path', 'adb push app/src/androidTest/assets/seed.db /data/local/tmp/seed.db', "adb.exe: error: failed to copy 'app/src/androidTest/assets/seed.db' to 'C:/Program Files/Git/data/local/tmp/seed.db': remote secure_mkdirs() failed: Operation not permitted", 1],
      ['prompt', 'msys-path', 'same path mangling lea hit last week, MSYS_NO_PATHCONV=1 adb push …'],
      ['prompt', 'x:hilt-module', 'also move the OkHttp and Retrofit providers out of AppModule into a NetworkModule'],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-09-14T08:00:00Z',
    steps: [
      ['fail', 'ktlint-gradle', 'ktlint -F "app/src/**/*.kt"', 'bash: ktlint: command not found', 127, 'Format Kotlin sources'],
      ['prompt', 'ktlint-gradle', 'ktlint comes from the gradle plugin, ./gradlew ktlintFormat'],
      ['ok', './gradlew ktlintFormat'],
      ['fail', 'x:detekt-real', './gradlew detekt', DETEKT_REAL, 1],
      ['prompt', 'detekt-baseline', "and don't regenerate detekt-baseline.xml to get it green. split the composable up"],
      ['agent', 'detekt-baseline', 'Ran ./gradlew detektBaseline to silence a LongMethod finding; the detekt baseline in tessel is frozen — fix the code, never regenerate the baseline'],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-09-14T10:30:00Z',
    steps: [
      ['fail', 'xcworkspace', 'xcodebuild -project iosApp/iosApp.xcodeproj -scheme iosApp -sdk iphonesimulator build', XC_PODS_LD, 65],
      ['prompt', 'xcworkspace', "it's a cocoapods project, build the .xcworkspace"],
      ['fail', 'x:sim-destination', "xcodebuild test -workspace iosApp/iosApp.xcworkspace -scheme iosApp -destination 'platform=iOS Simulator,name=iPhone 15'", SIM_DEST, 70],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-09-15T08:20:00Z',
    steps: [
      ['fail', 'dnf', 'apt install -y ruby-devel', 'bash: line 1: apt: command not found', 127],
      ['prompt', 'dnf', 'Это Fedora, пакеты ставим через dnf'],
      ['fail', 'rbenv', 'bundle install', RUBY_MISMATCH, 18],
      ['prompt', 'rbenv', 'ruby comes from rbenv here too, .ruby-version says 3.3.5. rbenv install, not the dnf ruby'],
    ],
  },
  {
    machine: 'wincodex7', project: 'tessel', start: '2026-09-15T12:00:00Z',
    steps: [
      ['fail', 'ps-env', 'ANDROID_SERIAL=emulator-5554 .\\gradlew.bat connectedDebugAndroidTest', PS_NOT_FOUND('ANDROID_SERIAL=emulator-5554'), 1],
      ['prompt', 'ps-env', "eh, pwsh doesn't do VAR=x cmd. set $env:ANDROID_SERIAL first"],
      ['ok', "$env:ANDROID_SERIAL = 'emulator-5554'; .\\gradlew.bat connectedDebugAndroidTest"],
      ['fail', 'gradle-stop-win', 'Remove-Item -Recurse -Force app\\build', RI_LOCKED, 1],
      ['agent', 'gradle-stop-win', 'Deleting app\\build failed because the Gradle daemon keeps R.jar open on Windows; run .\\gradlew.bat --stop before removing build dirs'],
      ['fail', 'ps-rm-rf', 'rm -r -f shared\\build', "Remove-Item: Parameter cannot be processed because the parameter name 'f' is ambiguous. Possible matches include: -Filter -Force.", 1],
      ['prompt', 'ps-rm-rf', "PowerShell'de -f belirsiz, -Recurse -Force diye tam yaz"],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-09-16T08:10:00Z',
    steps: [
      ['fail', 'emulator-path', '$ANDROID_HOME/tools/emulator -avd Pixel_8_API_35', "PANIC: Missing emulator engine program for 'x86' CPU.", 1],
      ['prompt', 'emulator-path', 'tools/ is the dead legacy folder. $ANDROID_HOME/emulator/emulator'],
      ['fail', 'adb-serial', 'adb shell am start -n app.tessel/.MainActivity', 'error: more than one device/emulator', 1],
      ['prompt', 'adb-serial', 'pick the emulator with -s or ANDROID_SERIAL, my phone is on usb'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-09-16T13:00:00Z',
    steps: [
      ['fail', 'local-properties', 'git add local.properties app/build.gradle.kts', GIT_IGNORED, 1],
      ['prompt', 'local-properties', 'NO. local.properties never goes into git, the maps key and the keystore password are in there'],
      ['agent', 'local-properties', 'Tried to stage local.properties; it holds the Maps API key and signing passwords and is never committed — only local.properties.example is tracked'],
      ['fail', 'x:git-add-typo', 'git add app/src/main/java/app/tessel/board/BoardScren.kt', "fatal: pathspec 'app/src/main/java/app/tessel/board/BoardScren.kt' did not match any files", 128],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-09-17T09:00:00Z',
    steps: [
      ['fail', 'xcode-select', 'xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme iosApp build', "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance", 1],
      ['prompt', 'xcode-select', "the macOS update switched this mac back to the command line tools. sudo xcode-select -s /Applications/Xcode.app/Contents/Developer, I'll type the password"],
      ['fail', 'kmp-podinstall', 'pod install --project-directory=iosApp', POD_NO_SPEC, 1],
      ['prompt', 'kmp-podinstall', 'no pod install by hand — the gradle task writes the podspec and the dummy framework first. ./gradlew :shared:podInstall'],
      ['fail', 'emulator-path', 'emulator -list-avds', 'zsh: command not found: emulator', 127],
      ['prompt', 'emulator-path', 'emulator binary = ~/Library/Android/sdk/emulator/emulator'],
    ],
  },
  {
    machine: 'winbash', project: 'tessel', start: '2026-09-18T08:00:00Z',
    steps: [
      ['fail', 'gradlew', 'gradle assembleDebug', '/usr/bin/bash: line 1: gradle: command not found', 127],
      ['prompt', 'gradlew', 'GRADLEW!!! how many times'],
      ['fail', 'x:config-cache', './gradlew assembleDebug --configuration-cache', CONFIG_CACHE, 1],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-09-21T08:30:00Z',
    steps: [
      ['prompt', 'gradle-home', "WHOA don't rm -rf ~/.gradle, that's gigabytes of caches and every wrapper dist. --refresh-dependencies, or delete just the one module under caches/modules-2"],
      ['agent', 'gradle-home', 'Was about to rm -rf ~/.gradle over one corrupt artifact; that wipes every cache and wrapper — use ./gradlew --refresh-dependencies or remove only the broken entry in ~/.gradle/caches/modules-2'],
      ['ok', './gradlew assembleDebug --refresh-dependencies'],
      ['fail', 'x:oom', './gradlew :app:lintDebug', OOM, 1],
      ['prompt', 'x:gh-cache', 'can the CI workflow cache ~/.gradle/caches between runs? builds take 14 minutes'],
      ['ok', 'gh pr create --base main --title "Offline badge on the board list" --fill'],
      ['prompt', 'develop-branch', 'база для PR — develop, а не main. переоткрой'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-09-22T08:45:00Z',
    steps: [
      ['fail', 'fastlane-bundle', 'fastlane android beta', FASTLANE_NO_PLUGIN, 1],
      ['prompt', 'fastlane-bundle', 'sempre bundle exec davanti a fastlane, il plugin di firebase lo carica solo il Gemfile'],
      ['fail', 'x:fastlane-network', 'bundle exec fastlane android beta', FASTLANE_NET, 1],
      ['ok', 'bundle exec fastlane android beta'],
      ['fail', 'xcworkspace', "xcodebuild -project iosApp/iosApp.xcodeproj -scheme iosApp -destination 'platform=iOS Simulator,name=iPhone 16' build", XC_NO_MODULE, 65],
      ['agent', 'xcworkspace', 'Built iosApp.xcodeproj directly; with CocoaPods the iOS app builds only through iosApp.xcworkspace'],
      ['fail', 'x:ios-signing', 'xcodebuild -workspace iosApp/iosApp.xcworkspace -scheme iosApp -configuration Release archive -archivePath build/iosApp.xcarchive', IOS_SIGNING, 65],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-09-22T14:00:00Z',
    steps: [
      ['fail', 'fastlane-bundle', 'fastlane android internal', GEM_LOAD, 1],
      ['agent', 'fastlane-bundle', 'Ran the globally installed fastlane; tessel pins fastlane and its plugins in the Gemfile — always bundle exec fastlane'],
      ['fail', 'lane-deploy', 'firebase appdistribution:distribute app/build/outputs/apk/release/app-release.apk --app 1:412358970114:android:9f3c2d1e0b7a --groups qa', 'Error: Failed to authenticate, have you run firebase login?', 1],
      ['prompt', 'lane-deploy', 'testers get builds only through the beta lane. it uploads the mapping to crashlytics, sets the release notes and bumps the build number'],
      ['agent', 'lane-deploy', 'Uploaded the APK with the firebase CLI by hand; tessel distributes to testers only via `bundle exec fastlane android beta`'],
      ['prompt', 'x:crashlytics-key', "while you're in SyncWorker: set the board id as a Crashlytics custom key when a sync fails"],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-09-23T09:10:00Z',
    steps: [
      ['fail', 'timeout-mac', 'timeout 300 ./gradlew :shared:iosSimulatorArm64Test', 'zsh: command not found: timeout', 127],
      ['agent', 'timeout-mac', 'macOS has no GNU timeout; use gtimeout from coreutils'],
      ['fail', 'base64-mac', 'base64 --wrap=0 app/google-services.json', `base64: unrecognized option \`--wrap=0'\n${BASE64_USAGE}`, 1],
      ['prompt', 'base64-mac', "BSD base64 on the mac, just -i file"],
      ['prompt', 'x:release-notes-tr', "beta sürüm notlarını Türkçe de yaz, İstanbul'daki QA ekibi onları okuyor"],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-09-24T08:00:00Z',
    steps: [
      ['fail', 'ksp', './gradlew :app:assembleDebug', KAPT_PLUGIN, 1],
      ['prompt', 'ksp', 'у нас ksp, kapt выпилили ещё весной. ksp(libs.room.compiler)'],
      ['prompt', 'version-catalog', 'and that room-paging coordinate: into the catalog with the others pls'],
      ['fail', 'x:kotlin-compile', './gradlew :app:compileDebugKotlin', KOTLIN_COMPILE, 1],
    ],
  },
  {
    machine: 'winbash', project: 'tessel', start: '2026-09-28T08:20:00Z',
    steps: [
      ['ok', 'git checkout -b feature/offline-badge main'],
      ['prompt', 'develop-branch', 'wrong base, we branch off develop'],
      ['ok', 'git rebase --onto develop main feature/offline-badge'],
      ['fail', 'force-push', 'git push --force origin develop', GH006_FORCE('develop'), 1],
      ['prompt', 'force-push', 'never force push develop!! if you must rewrite your own branch, --force-with-lease'],
    ],
  },
  {
    machine: 'win', project: 'tessel', start: '2026-09-29T09:00:00Z',
    steps: [
      ['fail', 'adb-serial', 'adb logcat -d -s TesselSync', 'adb.exe: more than one device/emulator', 1],
      ['prompt', 'adb-serial', 'same as yesterday, pass the emulator serial'],
      ['fail', 'x:adb-downgrade', `adb -s emulator-5554 install ${APK}`, `Performing Streamed Install\nadb.exe: failed to install ${APK}: Failure [INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: Update version code 41 is older than current 42]`, 1],
      ['ok', `adb -s emulator-5554 install -r -d ${APK}`],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-10-01T08:00:00Z',
    steps: [
      ['fail', 'debug-variant', './gradlew assemble', SIGNING('/home/dev/tessel', 52), 1],
      ['prompt', 'debug-variant', 'Не собирай release локально, ключа тут нет. Только debug: assembleDebug, testDebugUnitTest'],
      ['fail', 'emulator-localhost', 'adb -s emulator-5554 shell curl -s http://localhost:8080/health', "curl: (7) Failed to connect to localhost port 8080 after 1 ms: Couldn't connect to server", 7],
      ['prompt', 'emulator-localhost', 'localhost inside the emulator is the emulator itself. the dev API on your machine is 10.0.2.2:8080'],
    ],
  },
  {
    machine: 'codex', project: 'tessel', start: '2026-10-02T08:30:00Z',
    steps: [
      ['fail', 'x:api-down', 'curl -sf http://localhost:8080/health', "curl: (7) Failed to connect to localhost port 8080 after 0 ms: Couldn't connect to server", 7],
      ['fail', 'x:push-nonff', 'git push origin feature/board-sync', NON_FF, 1],
      ['ok', 'git pull --rebase origin feature/board-sync && git push origin feature/board-sync'],
      ['prompt', 'emulator-localhost', "and the debug API_BASE_URL in BuildConfig is http://10.0.2.2:8080 — localhost never reaches the host from the emulator"],
      ['agent', 'emulator-localhost', 'Pointed the debug build at http://localhost:8080; on the Android emulator the host machine is 10.0.2.2'],
      ['fail', 'room-migration', './gradlew :app:connectedDebugAndroidTest', MIGRATION_MISSING, 1],
      ['prompt', 'room-migration', "destructive migration yok, kullanıcıların board'ları gider. Migration(8, 9) yaz, şemayı app/schemas'a ekle"],
      ['fail', 'x:insufficient-storage', `adb -s emulator-5554 install -r ${APK}`, `Performing Streamed Install\nadb: failed to install ${APK}: Failure [INSTALL_FAILED_INSUFFICIENT_STORAGE]`, 1],
      ['prompt', 'lane-deploy', "test dağıtımı sadece beta lane'inden, firebase CLI ile elle yükleme yok"],
    ],
  },
  {
    machine: 'wincodex7', project: 'tessel', start: '2026-10-05T07:50:00Z',
    steps: [
      ['fail', 'java-jbr', '.\\gradlew.bat assembleDebug', NO_JAVA, 1],
      ['prompt', 'java-jbr', "$env:JAVA_HOME = 'C:\\Program Files\\Android\\Android Studio\\jbr' — we build with the studio JBR"],
      ['fail', 'sdkmanager', '& "$env:LOCALAPPDATA\\Android\\Sdk\\tools\\bin\\sdkmanager.bat" --licenses', SDK_NOCLASSDEF, 1],
      ['prompt', 'sdkmanager', "tools\\bin is the ancient sdkmanager, it doesn't run on 17. cmdline-tools\\latest\\bin\\sdkmanager.bat"],
      ['prompt', 'version-catalog', "yeni bağımlılığı libs.versions.toml'a ekle, build.gradle.kts'e düz string yazmıyoruz"],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-10-06T09:30:00Z',
    steps: [
      ['prompt', 'sed-bsd', "mac'te sed -i'den sonra boş '' koyman lazım, BSD sed bu"],
      ['agent', 'sed-bsd', "BSD sed took -E as the -i backup suffix and left app/build.gradle.kts-E behind; on macOS write sed -i '' -E …"],
      ['fail', 'ktlint-gradle', 'ktlint --format', 'zsh: command not found: ktlint', 127],
      ['ok', 'brew install ktlint'],
      ['prompt', 'ktlint-gradle', "ugh, not the brew one, that's a different ktlint than CI runs. the gradle plugin: ./gradlew ktlintFormat"],
      ['fail', 'x:coroutine-test', './gradlew :app:testDebugUnitTest', COROUTINE_TEST, 1],
      ['prompt', 'x:detekt-threshold', "bump detekt's LongParameterList to 8 for @Composable functions in config/detekt.yml"],
    ],
  },
  {
    machine: 'linux', project: 'tessel', start: '2026-10-07T08:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push -f origin release/1.9', GH006_FORCE('release/1.9'), 1],
      ['agent', 'force-push', 'Force-pushed to the protected release/1.9 branch; tessel never force-pushes develop or release/* — only --force-with-lease on your own feature branch'],
      ['prompt', 'x:rebase-develop', 'stash what you have and rebase on develop, Deniz merged the sync fix'],
      ['ok', 'git stash && git pull --rebase origin develop && git stash pop'],
      ['prompt', 'gradle-home', 'не сноси ~/.gradle целиком!! там кэши на 6 гигов, удали только сломанный артефакт'],
      ['fail', 'sdkmanager', 'sdkmanager "system-images;android-35;google_apis;x86_64"', SDK_NOCLASSDEF, 1],
      ['agent', 'sdkmanager', 'The sdkmanager on PATH is the legacy tools/bin one and dies on Java 17 (NoClassDefFoundError javax/xml/bind); use $ANDROID_HOME/cmdline-tools/latest/bin/sdkmanager'],
    ],
  },
  {
    machine: 'win', project: 'tessel', start: '2026-10-08T08:40:00Z',
    steps: [
      ['fail', 'gradle-stop-win', './gradlew clean assembleDebug', CLEAN_LOCK('mika'), 1],
      ['prompt', 'gradle-stop-win', 'classico windows, il daemon tiene i file aperti. ./gradlew --stop e poi riprova'],
      ['fail', 'msys-path', 'adb shell run-as app.tessel ls /data/data/app.tessel/databases', 'ls: C:/Program Files/Git/data/data/app.tessel/databases: No such file or directory', 1],
      ['prompt', 'msys-path', 'di nuovo git bash che converte il path… MSYS_NO_PATHCONV=1 davanti ad adb'],
      ['ok', 'MSYS_NO_PATHCONV=1 adb shell run-as app.tessel ls /data/data/app.tessel/databases'],
      ['prompt', 'detekt-baseline', 'la baseline di detekt non si tocca, sistemalo nel codice'],
    ],
  },
  {
    machine: 'mac', project: 'tessel', start: '2026-10-09T10:00:00Z',
    steps: [
      ['ok', 'git add -f local.properties'],
      ['prompt', 'local-properties', 'ma sei matto? local.properties non si committa MAI, ci sono dentro le chiavi. git restore --staged subito'],
      ['prompt', 'lane-deploy', "and no manual firebase uploads: bundle exec fastlane android beta, otherwise crashlytics gets no mapping file and the stacks are obfuscated"],
      ['prompt', 'x:empty-test-ru', 'добавь тест на пустой список досок в BoardListViewModelTest'],
    ],
  },
  {
    machine: 'ci', project: 'tessel', start: '2026-10-13T14:00:00Z',
    steps: [
      ['fail', 'emulator-path', 'emulator -avd ci_api35 -no-window -no-audio', '/bin/sh: 1: emulator: not found', 127],
      ['agent', 'emulator-path', "The emulator isn't on PATH in the CI image; call $ANDROID_HOME/emulator/emulator (never the old tools/emulator)"],
      ['fail', 'x:wrapper-timeout', './gradlew --version', WRAPPER_TIMEOUT, 1],
      ['fail', 'x:ktlint-real', './gradlew ktlintCheck', KTLINT_REAL, 1],
    ],
  },
  {
    machine: 'mac2', project: 'tessel', start: '2026-10-14T09:20:00Z',
    steps: [
      ['fail', 'xcode-select', 'xcrun simctl list devices available', 'xcrun: error: unable to find utility "simctl", not a developer tool or in PATH', 72],
      ['prompt', 'xcode-select', 'simctl missing = command line tools are selected again. xcode-select -s to Xcode.app'],
      ['fail', 'adb-path', 'adb -s emulator-5554 logcat -d', 'zsh: command not found: adb', 127],
      ['prompt', 'adb-path', "platform-tools isn't on PATH on my mac either: ~/Library/Android/sdk/platform-tools/adb"],
    ],
  },
];

/** Windows machines: paths as the hook sees them there (backslashes, Claude's C--Users-… project dir). */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const transcript = payload.transcript_path.replace(/\/projects\/([A-Z]):-/, '/projects/$1--');
  return {
    ...event,
    payload: { ...payload, cwd: payload.cwd.replace(/\//g, '\\'), transcript_path: transcript.replace(/\//g, '\\') },
  };
}
