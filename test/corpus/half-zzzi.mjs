// Half ZZZI, written blind: "marten", a Unity 2022.3 game built in batch mode through a wrapper
// (tools/ubuild), assets in Git LFS with locking, an in-house `forge` CLI for bundles/addressables,
// pure-C# libraries under dotnet, iOS via Xcode + fastlane on macOS, Android via Gradle, Jenkins.
// Mostly Windows (Git Bash, PowerShell 5.1 and 7), macOS for iOS; English, Igbo, Tatar.

const REPO = 'https://git.marten.studio/marten/marten.git';

// ---- Windows PowerShell 5.1 / pwsh 7 error texts ----
const PS5_NOTFOUND = (cmd, line) => `${cmd} : The term '${cmd}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(cmd.length)}\n    + CategoryInfo          : ObjectNotFound: (${cmd}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n`;
const PS7_NOTFOUND = (cmd) => `${cmd}: The term '${cmd}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS5_ANDAND = (line) => {
  const col = line.indexOf('&&') + 1;
  return `At line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n`;
};
const PS5_RMRF = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ ${line}\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand\n`;
const PS5_IWR_PARAM = (name, line, col) => `Invoke-WebRequest : A parameter cannot be found that matches parameter name '${name}'.\nAt line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}${'~'.repeat(name.length + 1)}\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n`;
const PY_STORE_STUB = 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.';

// ---- Unity batch mode ----
const UNITY_HEAD = (project) => `[Licensing::Module] Trying to connect to existing licensing client channel...\n[Licensing::Module] Successfully connected to LicensingClient on channel: "LicenseClient-build" (connect: 0.00s, validation: 0.00s, handshake: 0.41s)\nBuilt from '2022.3/staging' branch; Version is '2022.3.42f1 (b4b6a0b0d5e1) revision 11843232'; Using compiler version '192829333'; Build Type 'Release'\nCOMMAND LINE ARGUMENTS:\n-batchmode\n-projectPath\n${project}\n[Package Manager] Done resolving packages in 1.92 seconds\nRefreshing native plugins compatible for Editor in 9.71 ms, found 4 plugins.\n`;
const EXEC_CLASS_MISSING = (project, cls, arg) => `${UNITY_HEAD(project)}executeMethod class '${cls}' could not be found.\nArgument was -executeMethod ${arg}\n(Filename: C:\\build\\output\\unity\\unity\\Editor\\Src\\BatchMode\\BatchModeCommands.cpp Line: 190)\n\nAborting batchmode due to failure:\nexecuteMethod class '${cls}' could not be found.\n`;
const UNITY_LOCKED = (project) => `It looks like another Unity instance is running with this project open.\n\nMultiple Unity instances cannot open the same project.\n\nProject: ${project}\n`;

// ---- git / LFS ----
const LFS_LOCKED_PUSH = (file, who) => `Locking support detected on remote "origin". Consider enabling it with:\n  $ git config lfs.${REPO}/info/lfs.locksverify true\nUnable to push locked files:\n* ${file} - ${who}\nERROR: Cannot update locked files.\nerror: failed to push some refs to '${REPO}'`;
const PROTECTED_FORCE = (branch) => `remote: GitLab: You are not allowed to force push code to a protected branch on this project.\nTo ${REPO}\n ! [remote rejected]     ${branch} -> ${branch} (pre-receive hook declined)\nerror: failed to push some refs to '${REPO}'`;

// ---- Gradle / Android ----
const GRADLE_TOO_OLD = `\nFAILURE: Build failed with an exception.\n\n* Where:\nBuild file '/home/dev/marten/Builds/Android/launcher/build.gradle' line: 1\n\n* What went wrong:\nAn exception occurred applying plugin request [id: 'com.android.application']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Minimum supported Gradle version is 7.5. Current version is 4.4.1. If using the gradle wrapper, try editing the distributionUrl in /home/dev/marten/Builds/Android/gradle/wrapper/gradle-wrapper.properties to gradle-7.5-all.zip\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n\n* Get more help at https://help.gradle.org\n\nBUILD FAILED in 2s`;
const SDK_NOT_FOUND = (localProps) => `\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':launcher:compileReleaseJavaWithJavac'.\n> SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable or by setting the sdk.dir path in your project's local properties file at '${localProps}'.\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Run with --scan to get full insights.\n\nBUILD FAILED in 4s`;

// ---- dotnet ----
const DOTNET_NOT_FOUND = (tool) => `Could not execute because the specified command or file was not found.\nPossible reasons for this include:\n  * You misspelled a built-in dotnet command.\n  * You intended to execute a .NET program, but ${tool} does not exist.\n  * You intended to run a global tool, but a dotnet-prefixed executable with this name could not be found on the PATH.`;

// ---- macOS ----
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';

export const SESSIONS = [
  {
    machine: 'win', project: 'marten', start: '2026-03-02T08:05:00Z',
    steps: [
      ['fail', 'ubuild', 'Unity -batchmode -quit -projectPath . -executeMethod Marten.Build.CI.Builds.Windows -logFile -', 'bash: Unity: command not found', 127, 'Build the Windows player'],
      ['prompt', 'ubuild', "unity isn't on PATH on purpose. tools/ubuild finds the right editor from ProjectSettings/ProjectVersion.txt"],
      ['ok', 'tools/ubuild -batchmode -quit -executeMethod Marten.Build.CI.Builds.Windows -logFile -'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the controller rebinding fix'],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-03-02T13:10:00Z',
    steps: [
      ['fail', 'ps-andand', 'git fetch origin && git switch -c feature/reconnect origin/develop', PS5_ANDAND('git fetch origin && git switch -c feature/reconnect origin/develop'), 1],
      ['prompt', 'ps-andand', "this is windows powershell 5.1, there's no && in it. chain with ;"],
      ['ok', 'git fetch origin; git switch -c feature/reconnect origin/develop'],
      ['fail', 'dotnet-sln', 'dotnet test', 'MSBUILD : error MSB1011: Specify which project or solution file to use because this folder contains more than one project or solution file.', 1],
      ['prompt', 'dotnet-sln', 'the root marten.sln is the one Unity generates. what we test with dotnet is Libs/Marten.Core.sln'],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-03-03T09:00:00Z',
    steps: [
      ['fail', 'bundle-exec', 'fastlane ios beta', 'zsh: command not found: fastlane', 127, 'Upload a TestFlight build'],
      ['prompt', 'bundle-exec', "bundle exec fastlane ios beta. it's pinned in the Gemfile"],
      ['fail', 'x:match-readonly', 'bundle exec fastlane ios beta', "[09:14:52]: ------------------------------\n[09:14:52]: --- Step: sync_code_signing ---\n[09:14:52]: ------------------------------\n[09:14:55]: Verifying that the certificate and profile are still valid on the Dev Portal...\n[09:14:58]: Certificate 'U7K2M4XQ9P' (stored in your storage) is not available on the Developer Portal\n[09:14:58]: for the user build@martenstudio.com\n\n[!] No code signing identity found and can not create a new one because you enabled `readonly`", 1],
      ['ok', 'bundle exec fastlane ios build_only'],
    ],
  },
  {
    machine: 'ci', project: 'marten', start: '2026-03-03T15:00:00Z',
    steps: [
      ['fail', 'ci-gitlfs', 'git lfs pull', "git: 'lfs' is not a git command. See 'git --help'.", 1],
      ['agent', 'ci-gitlfs', 'ran the checkout stage in plain alpine:3.19, which has no git-lfs; Jenkins stages run in the marten-ci image that ships git-lfs'],
      ['fail', 'x:disk-full', 'tar -czf /tmp/library-cache.tgz Library', 'tar: write error: No space left on device', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'marten', start: '2026-03-04T08:30:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf Builds/Android', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm-rf', "pwsh isn't bash. Remove-Item -Recurse -Force Builds/Android"],
      ['ok', 'Remove-Item -Recurse -Force Builds/Android'],
      ['fail', 'forge-target', 'forge bundles build --target android', "error: invalid value 'android' for '--target <TARGET>'\n  [possible values: StandaloneWindows64, StandaloneOSX, Android, iOS]\n\n  tip: a similar value exists: 'Android'\n\nFor more information, try '--help'.", 2],
      ['prompt', 'forge-target', 'forge takes the Unity BuildTarget names, spelled exactly: Android, iOS, StandaloneWindows64'],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-03-05T10:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/bundleVersion: .*/bundleVersion: 1.4.2/' ProjectSettings/ProjectSettings.asset", 'sed: 1: "ProjectSettings/Projec ...": invalid command code P', 1, 'Bump bundleVersion'],
      ['prompt', 'bsd-sed', "mac sed, it wants the empty '' after -i. or just gsed, brew put it on all the build macs"],
      ['ok', "gsed -i 's/bundleVersion: .*/bundleVersion: 1.4.2/' ProjectSettings/ProjectSettings.asset"],
      ['fail', 'bsd-stat', 'stat -c %s Builds/iOS/marten.ipa', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'bsd-stat', 'Macта stat -c юк, бу BSD stat. stat -f %z кулланабыз'],
    ],
  },
  {
    machine: 'winbash', project: 'marten', start: '2026-03-06T12:20:00Z',
    steps: [
      ['fail', 'msys-pathconv', 'adb push Builds/Android/marten.apk /sdcard/Download/', "adb: error: failed to copy 'Builds/Android/marten.apk' to 'C:/Program Files/Git/sdcard/Download/marten.apk': remote secure_mkdirs() failed: No such file or directory", 1, 'Copy the APK to the phone'],
      ['prompt', 'msys-pathconv', 'git bash rewrote /sdcard into C:/Program Files/Git/sdcard. put MSYS_NO_PATHCONV=1 in front of adb'],
      ['ok', 'MSYS_NO_PATHCONV=1 adb push Builds/Android/marten.apk /sdcard/Download/'],
      ['fail', 'x:adb-unauthorized', 'adb install -r Builds/Android/marten.apk', "adb: device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\nTry 'adb kill-server' if that seems wrong.\nOtherwise check for a confirmation dialog on your device.", 1],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-03-09T09:00:00Z',
    steps: [
      ['fail', 'ubuild', 'Unity.exe -batchmode -quit -projectPath . -executeMethod Marten.Build.CI.Builds.Android -logFile -', PS5_NOTFOUND('Unity.exe', 'Unity.exe -batchmode -quit -projectPath . -executeMethod Marten.Build.CI.Builds.Android -logFile -'), 1],
      ['prompt', 'ubuild', 'Biko jiri tools\\ubuild.ps1 — ọ na-achọta editor ziri ezi site na ProjectVersion.txt. Unity.exe anọghị na PATH.'],
      ['fail', 'x:ps-execpolicy', '.\\tools\\ubuild.ps1 -batchmode -quit -executeMethod Marten.Build.CI.Builds.Android -logFile -', ".\\tools\\ubuild.ps1 : File C:\\Users\\joao\\marten\\tools\\ubuild.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\tools\\ubuild.ps1 -batchmode -quit -executeMethod Marten.Build.CI.Bu ...\n+ ~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n", 1],
      ['ok', 'powershell -NoProfile -ExecutionPolicy Bypass -File .\\tools\\ubuild.ps1 -batchmode -quit -executeMethod Marten.Build.CI.Builds.Android -logFile -'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-03-10T09:40:00Z',
    steps: [
      ['fail', 'gradlew', 'cd Builds/Android && gradle assembleRelease', GRADLE_TOO_OLD, 1, 'Assemble the release APK'],
      ['prompt', 'gradlew', 'use the gradlew unity exports next to launcher/, the system gradle on this box is ancient'],
      ['ok', 'cd Builds/Android && ./gradlew assembleRelease'],
      ['prompt', 'x:gradle-jvmargs', 'set org.gradle.jvmargs=-Xmx6g in Assets/Plugins/Android/gradleTemplate.properties so it sticks between exports'],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-03-11T10:15:00Z',
    steps: [
      ['fail', 'xcworkspace', 'xcodebuild -project Builds/iOS/Unity-iPhone.xcodeproj -scheme Unity-iPhone -configuration Release archive -archivePath build/marten.xcarchive', "ld: library 'Pods-UnityFramework' not found\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\n\nThe following build commands failed:\n\tLd /Users/ana/Library/Developer/Xcode/DerivedData/Unity-iPhone-gqzvbwhdlkszxcaopqjrmfuyptxe/Build/Intermediates.noindex/ArchiveIntermediates/Unity-iPhone/InstallationBuildProductsLocation/Library/Frameworks/UnityFramework.framework/UnityFramework normal (in target 'UnityFramework' from project 'Unity-iPhone')\n(1 failure)\n** ARCHIVE FAILED **", 65, 'Archive the iOS build'],
      ['prompt', 'xcworkspace', 'firebase comes in through cocoapods, so it has to be -workspace Unity-iPhone.xcworkspace'],
      ['ok', 'xcodebuild -workspace Builds/iOS/Unity-iPhone.xcworkspace -scheme Unity-iPhone -configuration Release archive -archivePath build/marten.xcarchive'],
      ['prompt', 'x:iso-dates', 'the build stamp we write into Info.plist should be ISO 8601 in UTC, not local time'],
    ],
  },
  {
    machine: 'win', project: 'marten', start: '2026-03-12T09:30:00Z',
    steps: [
      ['fail', 'lfs-lock', 'git push origin feature/harbor-lighting', LFS_LOCKED_PUSH('Assets/Scenes/Harbor.unity', 'Chidi Okeke'), 1],
      ['prompt', 'lfs-lock', 'Harbor.unity is locked by Chidi. scenes and prefabs get a git lfs lock BEFORE you touch them, otherwise you end up exactly here'],
      ['fail', 'x:switch-typo', 'git switch devlop', 'fatal: invalid reference: devlop', 128],
    ],
  },
  {
    machine: 'wincodex', project: 'marten', start: '2026-03-13T14:00:00Z',
    steps: [
      ['fail', 'ps-env', 'export FORGE_ENV=staging; forge publish --channel beta', PS5_NOTFOUND('export', 'export FORGE_ENV=staging; forge publish --channel beta'), 1],
      ['prompt', 'ps-env', "env vars in powershell: $env:FORGE_ENV = 'staging'"],
      ['fail', 'forge-staging', 'forge publish --channel beta', "forge: resolving environment... prod (default)\nforge: refusing to publish to 'prod' from a workstation (FORGE_CI is not set).\nforge: pass --env staging, or run the marten-publish job on Jenkins.", 3],
      ['prompt', 'forge-staging', 'careful — forge publish with no --env means the prod CDN. from your machine it is always --env staging'],
      ['ok', 'forge publish --env staging --channel beta'],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-03-16T08:45:00Z',
    steps: [
      ['fail', 'x:xcode-select', 'xcodebuild -version', "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance", 1],
      ['fail', 'bundle-exec', 'fastlane ios beta', "[✔] 🚀 \n[10:02:11]: fastlane detected a Gemfile in the current directory\n[10:02:11]: However, it seems like you didn't use `bundle exec`\n[10:02:11]: To launch fastlane faster, please use\n[10:02:11]: \n[10:02:11]: $ bundle exec fastlane ios beta\n[10:02:11]: \n[10:02:11]: Get started using a Gemfile for fastlane https://docs.fastlane.tools/getting-started/ios/setup/#use-a-gemfile\n[10:02:13]: Driving the lane 'ios beta' 🚀\n\n[!] Could not find action, lane or variable 'firebase_app_distribution'. Check out the documentation for more details: https://docs.fastlane.tools/actions", 1],
      ['prompt', 'bundle-exec', "тагын bundle exec онытылды. Gemfile'да plugin'нар бар, глобаль fastlane аларны күрми"],
      ['ok', 'bundle exec fastlane ios beta'],
    ],
  },
  {
    machine: 'winbash', project: 'marten', start: '2026-03-17T12:20:00Z',
    steps: [
      ['fail', 'zip-gitbash', 'zip -r Builds/marten-win64.zip Builds/Win64', 'bash: zip: command not found', 127, 'Zip the Windows build'],
      ['prompt', 'zip-gitbash', 'no zip in git bash. 7z a Builds/marten-win64.zip ./Builds/Win64/*'],
      ['fail', 'py-launcher', 'python3 tools/gen_atlas_manifest.py', PY_STORE_STUB, 49],
      ['prompt', 'py-launcher', 'on the windows machines it is py -3. python3 there is just the store stub'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-03-18T10:10:00Z',
    steps: [
      ['fail', 'csharpier', 'dotnet csharpier .', DOTNET_NOT_FOUND('dotnet-csharpier'), 1, 'Format the C# libraries'],
      ['prompt', 'csharpier', "we don't do csharpier. dotnet format Libs/Marten.Core.sln, that's what CI checks"],
      ['ok', 'dotnet format Libs/Marten.Core.sln'],
      ['fail', 'x:dotnet-test-fail', 'dotnet test Libs/Marten.Core.sln', "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Marten.Core -> /home/dev/marten/Libs/Marten.Core/bin/Debug/netstandard2.1/Marten.Core.dll\n  Marten.Core.Tests -> /home/dev/marten/Libs/Marten.Core.Tests/bin/Debug/net8.0/Marten.Core.Tests.dll\nTest run for /home/dev/marten/Libs/Marten.Core.Tests/bin/Debug/net8.0/Marten.Core.Tests.dll (.NETCoreApp,Version=v8.0)\nMicrosoft (R) Test Execution Command Line Tool Version 17.11.1 (x64)\nCopyright (c) Microsoft Corporation.  All rights reserved.\n\nStarting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n[xUnit.net 00:00:00.42]     Marten.Core.Tests.Inventory.StackTests.Merge_OverMaxStack_SplitsRemainder [FAIL]\n  Failed Marten.Core.Tests.Inventory.StackTests.Merge_OverMaxStack_SplitsRemainder [8 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 36\nActual:   64\n  Stack Trace:\n     at Marten.Core.Tests.Inventory.StackTests.Merge_OverMaxStack_SplitsRemainder() in /home/dev/marten/Libs/Marten.Core.Tests/Inventory/StackTests.cs:line 41\n\nFailed!  - Failed:     1, Passed:   211, Skipped:     0, Total:   212, Duration: 503 ms - Marten.Core.Tests.dll (net8.0)", 1],
    ],
  },
  {
    machine: 'win', project: 'marten', start: '2026-03-19T13:00:00Z',
    steps: [
      ['fail', 'unity-lockfile', 'tools/ubuild -batchmode -quit -executeMethod Marten.Build.CI.Builds.Windows -logFile -', UNITY_LOCKED('C:/Users/mika/marten'), 1],
      ['ok', 'rm -f Temp/UnityLockfile'],
      ['prompt', 'unity-lockfile', "whoa, don't rm the UnityLockfile, I have the editor open with unsaved scene changes!! if it says the project is open, ask me to close it"],
      ['agent', 'unity-lockfile', 'deleted Temp/UnityLockfile while the editor had the project open; when batch mode says the project is open elsewhere, ask the user to close Unity instead'],
      ['ok', 'tools/ubuild -batchmode -quit -executeMethod Marten.Build.CI.Builds.Windows -logFile -'],
    ],
  },
  {
    machine: 'ci', project: 'marten', start: '2026-03-20T16:30:00Z',
    steps: [
      ['fail', 'gradlew', 'cd Builds/Android && gradle :launcher:bundleRelease', '/bin/sh: gradle: not found', 127],
      ['agent', 'gradlew', 'called a system gradle in the Android stage; the build uses the wrapper Unity exports with the project (Builds/Android/gradlew)'],
    ],
  },
  {
    machine: 'wincodex7', project: 'marten', start: '2026-03-23T09:20:00Z',
    steps: [
      ['fail', 'py-launcher', 'python tools/bump_version.py --minor', PY_STORE_STUB, 9009],
      ['prompt', 'py-launcher', "Windows'та py -3 кулланабыз, python монда Store'ның буш сылтамасы гына"],
      ['fail', 'x:py-module', 'py -3 tools/bump_version.py --minor', 'Traceback (most recent call last):\n  File "C:\\Users\\sora\\marten\\tools\\bump_version.py", line 7, in <module>\n    from ruamel.yaml import YAML\nModuleNotFoundError: No module named \'ruamel\'', 1],
      ['prompt', 'x:setup-doc', 'put the tools/requirements.txt step into docs/setup-windows.md while you are at it'],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-03-24T08:50:00Z',
    steps: [
      ['fail', 'runtests-quit', 'tools/ubuild -batchmode -quit -runTests -testPlatform EditMode -testResults TestResults/editmode.xml -logFile - && cat TestResults/editmode.xml', 'cat: TestResults/editmode.xml: No such file or directory', 1, 'Run the EditMode tests'],
      ['prompt', 'runtests-quit', '-runTests quits by itself when the run is done. with -quit on top it exits before a single test runs, hence no xml'],
      ['ok', 'tools/ubuild -batchmode -runTests -testPlatform EditMode -testResults TestResults/editmode.xml -logFile -'],
      ['fail', 'bsd-sed', "sed -i '' '/bundleVersion:/c\\  bundleVersion: 1.4.3' ProjectSettings/ProjectSettings.asset", 'sed: 1: "/bundleVersion:/c\\  bund ...": extra characters after \\ at the end of c command', 1],
      ['prompt', 'bsd-sed', "gsed. that's the bsd sed thing again"],
      ['ok', "gsed -i '/bundleVersion:/c\\  bundleVersion: 1.4.3' ProjectSettings/ProjectSettings.asset"],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-03-25T10:00:00Z',
    steps: [
      ['fail', 'ps-curl', 'curl -fsSL https://jenkins.marten.studio/job/marten-android/lastSuccessfulBuild/artifact/Builds/Android/marten.apk -o marten.apk', PS5_IWR_PARAM('fsSL', 'curl -fsSL https://jenkins.marten.studio/job/marten-android/lastSuccessf ...', 6), 1],
      ['prompt', 'ps-curl', 'curl in windows powershell is Invoke-WebRequest wearing a hat. curl.exe'],
      ['ok', 'curl.exe -fsSL https://jenkins.marten.studio/job/marten-android/lastSuccessfulBuild/artifact/Builds/Android/marten.apk -o marten.apk'],
      ['fail', 'x:curl-404', 'curl.exe -fsSL https://jenkins.marten.studio/job/marten-android/lastSuccessfulBuild/artifact/Builds/Android/marten-release.aab -o marten.aab', 'curl: (22) The requested URL returned error: 404', 22],
    ],
  },
  {
    machine: 'win', project: 'marten', start: '2026-03-26T08:40:00Z',
    steps: [
      ['fail', 'execmethod-ns', 'tools/ubuild -batchmode -quit -executeMethod BuildScript.BuildWindows -logFile -', EXEC_CLASS_MISSING('C:/Users/mika/marten', 'BuildScript', 'BuildScript.BuildWindows'), 1],
      ['prompt', 'execmethod-ns', "there is no BuildScript. entry points are Marten.Build.CI.Builds.<Platform>, full namespace or unity won't find them"],
      ['ok', 'tools/ubuild -batchmode -quit -executeMethod Marten.Build.CI.Builds.Windows -logFile -'],
      ['prompt', 'x:rename-scene', 'rename Level1 to Harbor everywhere, EditorBuildSettings and the addressables group included'],
      ['prompt', 'lfs-lock', 'Kpọchie Harbor.unity na Level1.unity tupu i metụ ha aka — git lfs lock. Chidi na-arụ ọrụ na ha taa.'],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-03-27T11:00:00Z',
    steps: [
      ['fail', 'dotnet-sln', 'cd Assets/Scripts && dotnet build', 'MSBUILD : error MSB1003: Specify a project or solution file. The current working directory does not contain a project or solution file.', 1],
      ['prompt', 'dotnet-sln', "the unity side doesn't build with dotnet at all. dotnet build / test only on Libs/Marten.Core.sln"],
      ['fail', 'bsd-stat', 'stat --format=%s Builds/iOS/marten.ipa', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['agent', 'bsd-stat', 'used GNU stat --format on macOS; BSD stat takes -f %z for the file size'],
      ['fail', 'x:stat-missing', 'stat -f %z Builds/iOS/marten-adhoc.ipa', 'stat: Builds/iOS/marten-adhoc.ipa: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'ci', project: 'marten', start: '2026-03-30T17:10:00Z',
    steps: [
      ['fail', 'ci-gitlfs', 'git lfs install && git lfs pull', "git: 'lfs' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tlog", 1],
      ['fail', 'x:unity-license', 'tools/ubuild -batchmode -quit -nographics -executeMethod Marten.Build.CI.Builds.Android -logFile -', "[Licensing::Module] Trying to connect to existing licensing client channel...\n[Licensing::Module] Error: Access token is unavailable; failed to update\n[Licensing::Client] Error: Code 404 while processing request (status: Entitlements not found)\nNo valid Unity Editor license found. Please activate your license.", 1],
    ],
  },
  {
    machine: 'wincodex', project: 'marten', start: '2026-03-31T09:15:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf obj bin', PS5_RMRF('rm -rf obj bin'), 1],
      ['prompt', 'ps-rm-rf', 'Nke a bụ PowerShell, ọ bụghị bash. Remove-Item -Recurse -Force obj, bin'],
      ['ok', 'Remove-Item -Recurse -Force obj, bin'],
      ['fail', 'ps-andand', 'dotnet build Libs/Marten.Core.sln && dotnet test Libs/Marten.Core.sln', PS5_ANDAND('dotnet build Libs/Marten.Core.sln && dotnet test Libs/Marten.Core.sln'), 1],
      ['prompt', 'ps-andand', 'again with the && 🙄 it is powershell 5 on this box'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-04-01T10:30:00Z',
    steps: [
      ['fail', 'unity-sdk', 'cd Builds/Android && ./gradlew assembleRelease', SDK_NOT_FOUND('/home/dev/marten/Builds/Android/local.properties'), 1],
      ['prompt', 'unity-sdk', "point ANDROID_HOME at the SDK inside the unity install (Editor/Data/PlaybackEngines/AndroidPlayer/SDK), not some android studio one. the NDK has to be the one unity expects"],
      ['ok', 'export ANDROID_HOME=$HOME/Unity/Hub/Editor/2022.3.42f1/Editor/Data/PlaybackEngines/AndroidPlayer/SDK && cd Builds/Android && ./gradlew assembleRelease'],
      ['prompt', 'x:jenkins-timeout', 'bump the Android stage timeout in the Jenkinsfile to 60 minutes, IL2CPP got slower'],
    ],
  },
  {
    machine: 'winbash', project: 'marten', start: '2026-04-02T13:00:00Z',
    steps: [
      ['fail', 'msys-pathconv', 'adb shell ls /sdcard/Android/data/com.martenstudio.marten/files/saves', 'ls: C:/Program Files/Git/sdcard/Android/data/com.martenstudio.marten/files/saves: No such file or directory', 1],
      ['prompt', 'msys-pathconv', 'same as last week, git bash mangles the device path'],
      ['ok', 'MSYS_NO_PATHCONV=1 adb shell ls /sdcard/Android/data/com.martenstudio.marten/files/saves'],
      ['fail', 'x:adb-multiple', 'adb logcat -s Unity', 'adb: more than one device/emulator', 1],
    ],
  },
  {
    machine: 'win', project: 'marten', start: '2026-04-06T08:10:00Z',
    steps: [
      ['fail', 'lfs-lock', "sed -i 's/m_Intensity: 1.2/m_Intensity: 0.8/' Assets/Scenes/Harbor.unity", 'sed: cannot rename Assets/Scenes/sedQ3kP2x: Permission denied', 4, 'Dim the harbor key light'],
      ['prompt', 'lfs-lock', "it's read-only because scenes are lockable. git lfs lock Assets/Scenes/Harbor.unity first, then edit"],
      ['ok', 'git lfs lock Assets/Scenes/Harbor.unity'],
      ['fail', 'x:lfs-lock-exists', 'git lfs lock Assets/Prefabs/Boat.prefab', 'Locking Assets/Prefabs/Boat.prefab failed: Lock exists', 2],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-04-07T09:35:00Z',
    steps: [
      ['fail', 'xcworkspace', 'xcodebuild -project Builds/iOS/Unity-iPhone.xcodeproj -scheme Unity-iPhone -sdk iphoneos build', "/Users/ana/marten/Builds/iOS/Libraries/Plugins/iOS/MartenFirebaseBridge.mm:2:9: fatal error: 'FirebaseAnalytics/FirebaseAnalytics.h' file not found\n#import <FirebaseAnalytics/FirebaseAnalytics.h>\n        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n1 error generated.\n\nThe following build commands failed:\n\tCompileC /Users/ana/Library/Developer/Xcode/DerivedData/Unity-iPhone-gqzvbwhdlkszxcaopqjrmfuyptxe/Build/Intermediates.noindex/Unity-iPhone.build/Release-iphoneos/UnityFramework.build/Objects-normal/arm64/MartenFirebaseBridge.o /Users/ana/marten/Builds/iOS/Libraries/Plugins/iOS/MartenFirebaseBridge.mm normal arm64 objective-c++ com.apple.compilers.llvm.clang.1_0.compiler (in target 'UnityFramework' from project 'Unity-iPhone')\n(1 failure)\n** BUILD FAILED **", 65],
      ['prompt', 'xcworkspace', "тагын .xcodeproj? pod'лар workspace'та гына: -workspace Unity-iPhone.xcworkspace"],
      ['ok', 'xcodebuild -workspace Builds/iOS/Unity-iPhone.xcworkspace -scheme Unity-iPhone -sdk iphoneos build'],
      ['fail', 'x:pod-specs', 'bundle exec pod install --project-directory=Builds/iOS', "Analyzing dependencies\n[!] CocoaPods could not find compatible versions for pod \"FirebaseCore\":\n  In Podfile:\n    Firebase/Core (= 10.22.0) was resolved to 10.22.0, which depends on\n      FirebaseCore (= 10.22.0)\n\nNone of your spec sources contain a spec satisfying the dependency: `FirebaseCore (= 10.22.0)`.\n\nYou have either:\n * out-of-date source repos which you can update with `pod repo update` or with `pod install --repo-update`.\n * mistyped the name or version.\n * not added the source repo that hosts the Podspec to your Podfile.", 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'marten', start: '2026-04-08T10:20:00Z',
    steps: [
      ['fail', 'forge-target', 'forge content build -t ios', "error: invalid value 'ios' for '--target <TARGET>'\n  [possible values: StandaloneWindows64, StandaloneOSX, Android, iOS]\n\n  tip: a similar value exists: 'iOS'\n\nFor more information, try '--help'.", 2],
      ['prompt', 'forge-target', "forge chọrọ aha BuildTarget nke Unity: iOS, Android, StandaloneWindows64. ọ bụghị 'ios'."],
      ['ok', 'forge content build -t iOS'],
      ['prompt', 'forge-addressables', "and addressables only ever through forge content build. it switches to the Remote profile; building them from the editor's Addressables window bakes the Default local paths into the catalog"],
      ['fail', 'ps-env', 'FORGE_ENV=staging forge publish --channel beta', PS7_NOTFOUND('FORGE_ENV=staging'), 1],
      ['prompt', 'ps-env', "that's bash syntax, this is pwsh. $env:FORGE_ENV='staging' on its own line first"],
      ['ok', "$env:FORGE_ENV='staging'; forge publish --channel beta"],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-04-09T08:00:00Z',
    steps: [
      ['fail', 'logfile', 'tools/ubuild -batchmode -quit -executeMethod Marten.Build.CI.Builds.iOS', 'ubuild: Unity 2022.3.42f1 exited with 1\nubuild: no -logFile given, the log went to ~/Library/Logs/Unity/Editor.log', 1, 'Export the Xcode project'],
      ['prompt', 'logfile', 'always -logFile - on batch runs. i want the log right there in the output, not buried in Editor.log'],
      ['fail', 'execmethod-ns', 'tools/ubuild -batchmode -quit -executeMethod Builds.iOS -logFile -', EXEC_CLASS_MISSING('/Users/kai/marten', 'Builds', 'Builds.iOS'), 1],
      ['agent', 'execmethod-ns', 'called -executeMethod Builds.iOS without the namespace; Unity needs the full name, Marten.Build.CI.Builds.iOS'],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-04-13T09:00:00Z',
    steps: [
      ['fail', 'ps-curl', 'curl -u "$env:JENKINS_USER:$env:JENKINS_TOKEN" https://jenkins.marten.studio/job/marten-android/lastBuild/api/json', "Invoke-WebRequest : Parameter cannot be processed because the parameter name 'u' is ambiguous. Possible matches include: -UseBasicParsing -UseDefaultCredentials -UserAgent.\nAt line:1 char:6\n+ curl -u \"$env:JENKINS_USER:$env:JENKINS_TOKEN\" https://jenkins.marten ...\n+      ~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : AmbiguousParameter,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n", 1],
      ['prompt', 'ps-curl', "Windows PowerShell'да curl ул Invoke-WebRequest. curl.exe яз"],
      ['ok', 'curl.exe -u "$env:JENKINS_USER:$env:JENKINS_TOKEN" https://jenkins.marten.studio/job/marten-android/lastBuild/api/json'],
      ['prompt', 'x:ci-doc', 'Biko dee na docs/ci.md otu esi ebudata APK ikpeazụ site na Jenkins'],
    ],
  },
  {
    machine: 'linux', project: 'marten', start: '2026-04-14T09:25:00Z',
    steps: [
      ['fail', 'no-force-push', 'git push --force origin develop', PROTECTED_FORCE('develop'), 1, 'Drop the bad merge from develop'],
      ['prompt', 'no-force-push', 'WHOA. never force push develop. if something has to go, git revert it'],
      ['ok', 'git revert --no-edit -m 1 3f1c2ab && git push origin develop'],
      ['prompt', 'branch-develop', "and while we're here: branches come off develop, main only moves when we ship. rebase onto origin/develop"],
      ['agent', 'branch-develop', 'branched feature/save-migration from main; marten branches from develop, main is release-only'],
      ['fail', 'x:push-nonff', 'git push origin feature/save-migration', `To ${REPO}\n ! [rejected]        feature/save-migration -> feature/save-migration (fetch first)\nerror: failed to push some refs to '${REPO}'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.`, 1],
    ],
  },
  {
    machine: 'wincodex', project: 'marten', start: '2026-04-15T11:05:00Z',
    steps: [
      ['fail', 'x:ps-dotslash', 'cd Builds\\Android; gradlew assembleDebug', `${PS5_NOTFOUND('gradlew', 'gradlew assembleDebug')} \n\nSuggestion [3,General]: The command gradlew was not found, but does exist in the current location. Windows PowerShell does not load commands from the current location by default. If you trust this command, instead type: ".\\gradlew". See "get-help about_Command_Precedence" for more details.`, 1],
      ['ok', 'cd Builds\\Android; .\\gradlew.bat assembleDebug'],
      ['fail', 'x:keystore-password', 'cd Builds\\Android; .\\gradlew.bat assembleRelease', "> Task :launcher:packageRelease FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':launcher:packageRelease'.\n> A failure occurred while executing com.android.build.gradle.tasks.PackageAndroidArtifact$IncrementalSplitterRunnable\n   > com.android.ide.common.signing.KeytoolException: Failed to read key marten from store \"C:\\Users\\jules\\marten\\Keys\\marten-release.keystore\": Keystore was tampered with, or password was incorrect\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 1m 12s", 1],
      ['prompt', 'keystore', "that Keys/ folder shouldn't exist on your laptop at all. the release keystore is a Jenkins credential, and a .keystore never goes into git. build debug locally"],
      ['fail', 'x:nuget-offline', 'dotnet restore Libs/Marten.Core.sln', "  Determining projects to restore...\nC:\\Users\\jules\\marten\\Libs\\Marten.Core\\Marten.Core.csproj : error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.\n  Failed to restore C:\\Users\\jules\\marten\\Libs\\Marten.Core\\Marten.Core.csproj (in 21.07 sec).", 1],
    ],
  },
  {
    machine: 'win', project: 'marten', start: '2026-04-16T08:50:00Z',
    steps: [
      ['fail', 'x:unity-compile', 'tools/ubuild -batchmode -quit -executeMethod Marten.Build.CI.Builds.Windows -logFile -', `${UNITY_HEAD('C:/Users/mika/marten')}Assets/Scripts/Player/PlayerMotor.cs(88,31): error CS1061: 'Rigidbody' does not contain a definition for 'linearVelocity' and no accessible extension method 'linearVelocity' accepting a first argument of type 'Rigidbody' could be found (are you missing a using directive or an assembly reference?)\n\nScripts have compiler errors.\n\nAborting batchmode due to failure:\nScripts have compiler errors.\n`, 1],
      ['ok', 'rm -rf Library'],
      ['prompt', 'library-nuke', "stop. don't nuke Library over a compile error, a full reimport is 40 min on this machine. that's just the Unity 6 name, 2022 calls it velocity"],
      ['agent', 'library-nuke', 'deleted Library/ to get past a build error; a full reimport costs ~40 minutes, so reimport only the affected folder and leave Library alone'],
      ['prompt', 'logfile', 'Echefula -logFile - mgbe ọ bụla i na-agba ubuild, ka m hụ log ahụ ebe a.'],
      ['ok', 'tools/ubuild -batchmode -quit -executeMethod Marten.Build.CI.Builds.Windows -logFile -'],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-04-20T09:10:00Z',
    steps: [
      ['fail', 'bundle-exec', 'pod install --project-directory=Builds/iOS', 'zsh: command not found: pod', 127],
      ['agent', 'bundle-exec', 'ran pod from PATH; on the macs cocoapods and fastlane both come from the Gemfile through bundle exec'],
      ['ok', 'sed -i -E \'s/"com.martenstudio.forge": "[^"]+"/"com.martenstudio.forge": "3.2.0"/\' Packages/manifest.json'],
      ['prompt', 'bsd-sed', 'you left Packages/manifest.json-E lying around. mac sed ate -E as the backup suffix. gsed pls'],
      ['fail', 'x:sed-regex', "gsed -i 's/\\(version: [0-9.]*/\\1-rc1/' Packages/com.martenstudio.core/package.json", 'gsed: -e expression #1, char 33: Unmatched ( or \\(', 1],
      ['prompt', 'x:tatar-l10n', "Татарча тәрҗемәләрне дә Localization/tt.csv'ка өстә, яңа пауза менюсы өчен"],
    ],
  },
  {
    machine: 'winbash', project: 'marten', start: '2026-04-21T12:40:00Z',
    steps: [
      ['fail', 'lfs-track', 'git commit -m "Add hero textures"', 'marten-hooks: Assets/Art/Characters/Hero_diffuse.psd (84.3 MB) is not tracked by Git LFS\nmarten-hooks: add a pattern to .gitattributes (git lfs track) and re-add the file\nmarten-hooks: commit aborted', 1],
      ['prompt', 'lfs-track', 'psd, fbx, wav, exr, all of it lives in LFS. the patterns are in .gitattributes, the new Art/Characters folder just isnt covered'],
      ['ok', 'git lfs track "Assets/Art/Characters/**/*.psd" && git add .gitattributes Assets/Art/Characters'],
      ['agent', 'lfs-track', 'committed a .psd that no .gitattributes pattern covered; binary art (psd, fbx, wav, exr) goes through Git LFS, so track the folder before adding'],
      ['fail', 'meta-files', 'tools/check-meta.sh', 'check-meta: 2 assets without a .meta file:\n  Assets/Scripts/Net/Reconnect.cs\n  Assets/Scripts/Net/Backoff.cs\ncheck-meta: Unity writes these on import; commit them with the asset', 1],
      ['prompt', 'meta-files', "Echefula .meta! Asset ọ bụla dị n'ime Assets/ nwere .meta ya, tinye ha n'otu commit."],
      ['fail', 'zip-gitbash', 'zip -qr Builds/marten-symbols.zip Builds/Win64/marten_BurstDebugInformation_DoNotShip', 'bash: zip: command not found', 127],
      ['agent', 'zip-gitbash', "reached for zip in Git Bash on Windows; it isn't installed there, use 7z a"],
    ],
  },
  {
    machine: 'ci', project: 'marten', start: '2026-04-22T18:00:00Z',
    steps: [
      ['fail', 'meta-files', 'tools/check-meta.sh', 'check-meta: 1 asset without a .meta file:\n  Assets/Art/UI/icon_harbor.png\ncheck-meta: Unity writes these on import; commit them with the asset', 1],
      ['agent', 'meta-files', 'committed Assets/Art/UI/icon_harbor.png without its .meta; every asset goes in together with the .meta Unity generated'],
      ['fail', 'x:gradle-network', 'cd Builds/Android && ./gradlew :launcher:bundleRelease', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':launcher:checkReleaseAarMetadata'.\n> Could not resolve all files for configuration ':launcher:releaseRuntimeClasspath'.\n   > Could not resolve com.google.firebase:firebase-bom:32.7.0.\n     Required by:\n         project :launcher > project :unityLibrary\n      > Could not resolve com.google.firebase:firebase-bom:32.7.0.\n         > Could not get resource 'https://dl.google.com/dl/android/maven2/com/google/firebase/firebase-bom/32.7.0/firebase-bom-32.7.0.pom'.\n            > Could not GET 'https://dl.google.com/dl/android/maven2/com/google/firebase/firebase-bom/32.7.0/firebase-bom-32.7.0.pom'.\n               > Connect to dl.google.com:443 [dl.google.com/142.250.185.110] failed: Connect timed out\n\nBUILD FAILED in 2m 41s", 1],
    ],
  },
  {
    machine: 'mac2', project: 'marten', start: '2026-04-23T08:30:00Z',
    steps: [
      ['fail', 'runtests-quit', 'tools/ubuild -batchmode -quit -runTests -testPlatform PlayMode -testResults TestResults/playmode.xml -logFile -; ls TestResults', 'ls: TestResults: No such file or directory', 1],
      ['prompt', 'runtests-quit', "-runTests белән -quit бергә эшләми, -quit'ны алып ташла"],
      ['ok', 'tools/ubuild -batchmode -runTests -testPlatform PlayMode -testResults TestResults/playmode.xml -logFile -'],
      ['fail', 'no-force-push', 'git push -f origin HEAD:develop', PROTECTED_FORCE('develop'), 1],
      ['prompt', 'no-force-push', "force pushing develop AGAIN?? no. --force-with-lease on your own feature branch, that's the only place"],
      ['fail', 'unity-sdk', 'cd Builds/Android && ./gradlew assembleRelease', "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':launcher:compileReleaseJavaWithJavac'.\n> Failed to install the following Android SDK packages as some licences have not been accepted.\n     platforms;android-34 Android SDK Platform 34\n     build-tools;34.0.0 Android SDK Build-Tools 34\n  To build this project, accept the SDK license agreements and install the missing components using the Android Studio SDK Manager.\n  Alternatively, to transfer the license agreements from one workstation to another, see http://d.android.com/r/studio-ui/export-licenses.html\n  \n  Using Android SDK: /Users/kai/Library/Android/sdk\n\nBUILD FAILED in 6s", 1],
      ['prompt', 'unity-sdk', "Android Studio SDK'ын түгел, Unity эчендәге SDK'ны кулланабыз: ANDROID_HOME → Unity/Hub/Editor/2022.3.42f1/PlaybackEngines/AndroidPlayer/SDK"],
      ['ok', 'export ANDROID_HOME=/Applications/Unity/Hub/Editor/2022.3.42f1/PlaybackEngines/AndroidPlayer/SDK && cd Builds/Android && ./gradlew assembleRelease'],
    ],
  },
  {
    machine: 'wincodex7', project: 'marten', start: '2026-04-27T09:00:00Z',
    steps: [
      ['fail', 'ubuild', 'Unity -batchmode -nographics -quit -projectPath . -executeMethod Marten.Build.CI.Builds.Android -logFile -', PS7_NOTFOUND('Unity'), 1],
      ['agent', 'ubuild', 'called Unity directly, which is not on PATH; the editor is launched through tools/ubuild.ps1, which reads ProjectVersion.txt'],
      ['fail', 'x:lfs-network', 'git lfs pull', `batch request: Post "${REPO}/info/lfs/objects/batch": dial tcp 10.20.0.14:443: i/o timeout\nerror: failed to fetch some objects from '${REPO}/info/lfs'`, 2],
      ['ok', 'forge publish --env staging --channel beta --dry-run'],
      ['prompt', 'forge-staging', 'Emela forge publish na-enweghị --env staging ọzọ. prod na-esi na Jenkins naanị.'],
      ['prompt', 'branch-develop', "develop'тан тармаклан, main — релизлар өчен генә"],
      ['prompt', 'x:gitignore', 'add Builds/ and *.apk / *.aab to .gitignore, they keep showing up in git status'],
    ],
  },
  {
    machine: 'winps', project: 'marten', start: '2026-05-04T08:15:00Z',
    steps: [
      ['fail', 'dotnet-sln', 'dotnet format --verify-no-changes', "Multiple MSBuild project files found in 'C:\\Users\\joao\\marten'. Specify which to use with the <workspace> argument.", 1],
      ['agent', 'dotnet-sln', "ran dotnet format at the repo root, where only Unity's generated projects are; the C# libraries are Libs/Marten.Core.sln"],
      ['fail', 'csharpier', 'dotnet tool run dotnet-csharpier .', "Cannot find a tool in the manifest file that has a command named 'dotnet-csharpier'.", 1],
      ['prompt', 'csharpier', 'Anyị anaghị eji csharpier ebe a. dotnet format naanị.'],
      ['fail', 'x:dotnet-format-diff', 'dotnet format Libs/Marten.Core.sln --verify-no-changes', "C:\\Users\\joao\\marten\\Libs\\Marten.Core\\Save\\SaveMigrator.cs(27,1): error WHITESPACE: Fix whitespace formatting. Replace 12 characters with '\\n\\s\\s\\s\\s\\s\\s\\s\\s'. [C:\\Users\\joao\\marten\\Libs\\Marten.Core\\Marten.Core.csproj]\nC:\\Users\\joao\\marten\\Libs\\Marten.Core\\Save\\SaveMigrator.cs(31,34): error IDE0055: Fix formatting [C:\\Users\\joao\\marten\\Libs\\Marten.Core\\Marten.Core.csproj]", 2],
    ],
  },
  {
    machine: 'win', project: 'marten', start: '2026-05-12T09:45:00Z',
    steps: [
      ['ok', 'taskkill //F //IM Unity.exe'],
      ['prompt', 'unity-lockfile', "you killed my editor?! never taskkill Unity to get the project free. if it's open, ask me"],
      ['ok', 'git add Keys/marten-release.keystore Assets/Plugins/Android/gradleTemplate.properties'],
      ['prompt', 'keystore', 'Wepụ keystore ahụ ozugbo! Ọ naghị aba na git, ọ bụla. Jenkins na-enye ya mgbe ọ na-ewu release.'],
      ['agent', 'keystore', 'staged Keys/marten-release.keystore; the release keystore never goes into git, Jenkins injects it from its credentials'],
      ['prompt', 'library-nuke', "Library'ны бетермә! тулы импорт 40 минут. бер папканы гына reimport ит, Assets/Shaders"],
      ['prompt', 'x:meta-guid', 'after the merge Crate.prefab and Barrel.prefab have the same guid. give Barrel a fresh one and fix the references to it'],
    ],
  },
  {
    machine: 'mac', project: 'marten', start: '2026-05-13T10:00:00Z',
    steps: [
      ['ok', 'tools/ubuild -batchmode -quit -executeMethod UnityEditor.AddressableAssets.Settings.AddressableAssetSettings.BuildPlayerContent -logFile -'],
      ['prompt', 'forge-addressables', 'nope, not BuildPlayerContent straight from unity. forge content build -t iOS, or the catalog ships with local load paths'],
      ['agent', 'forge-addressables', 'built addressables by calling AddressableAssetSettings.BuildPlayerContent; marten builds them only through forge content build, which selects the Remote profile'],
      ['fail', 'x:forge-auth', 'forge content upload --env staging -t iOS', 'forge: uploading 214 bundles to cdn-staging.marten.studio\nforge: error: 401 Unauthorized from cdn-staging.marten.studio (token expired 2026-05-12T23:59:59Z)\nforge: run `forge login` and try again', 1],
      ['prompt', 'x:version-bump', 'bump bundleVersion to 1.5.0 and the iOS build number to 412 for the store build'],
    ],
  },
];

/** The hook on Windows sees Windows paths: backslashes, and Claude Code's project folder name with the drive colon dashed. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const win = (p) => p.replace(/\//g, '\\');
  const transcript = payload.transcript_path.replace(/\/projects\/([A-Z]):-/, '/projects/$1--');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(transcript) } };
}
