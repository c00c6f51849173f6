// Blind half ZZR: "marmot", an Unreal Engine 5.4 C++ game in Perforce (UBT, RunUAT, VS 2022, Horde,
// a read-only git mirror for Tools with LFS, a Linux server cross-compiled with clang). Windows 11
// (PowerShell 5.1/7, Git Bash, cmd), two Macs (zsh), an Ubuntu build machine. English, Croatian,
// Tagalog, Korean. Written blind from issue 10, the corpus README, build.mjs and half D's head.

const W = String.raw;

// PowerShell 7 and Windows PowerShell 5.1 "not recognized", as each prints it.
const PS7_NF = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS51_NF = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the
spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(name.length)}
    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
`;

const UBT_NO_TARGET = (target, user) => W`Using bundled DotNet SDK version: 6.0.302
Running UnrealBuildTool: dotnet "..\..\Engine\Binaries\DotNET\UnrealBuildTool\UnrealBuildTool.dll" ${target} Win64 Development
Log file: C:\Users\${user}\AppData\Local\UnrealBuildTool\Log.txt
ERROR: Couldn't find target rules file for target '${target}' in rules assembly 'UE5Rules, Version=0.0.0.0, Culture=neutral, PublicKeyToken=null'.
       Location: D:\UE_5.4\Engine\Intermediate\Build\BuildRules\UE5Rules.dll
       Target rules found:
       BenchmarkTool, BlankProgram, BuildPatchTool, ChaosVisualDebugger, CrashReportClient, CrashReportClientEditor, DerivedDataTool, ...
Result: Failed (OtherCompilationError)
Total execution time: 1.84 seconds`;

const LIVE_CODING = (user, extra = '') => W`Using bundled DotNet SDK version: 6.0.302
Running UnrealBuildTool: dotnet "..\..\Engine\Binaries\DotNET\UnrealBuildTool\UnrealBuildTool.dll" MarmotEditor Win64 Development -Project="C:\Users\${user}\marmot\Marmot.uproject" -WaitMutex -FromMsBuild
Log file: C:\Users\${user}\AppData\Local\UnrealBuildTool\Log.txt
Unable to build while Live Coding is active. Exit the editor and game, or press Ctrl+Alt+F11 if iterating on code in the editor or game
${extra}Total execution time: 0.97 seconds`;

const NO_UNREAL = (file) => `Traceback (most recent call last):
  File "${file}", line 3, in <module>
    import unreal
ModuleNotFoundError: No module named 'unreal'`;

const LFS_POINTER_SH = (bin) => `${bin}: line 1: version: command not found
${bin}: line 2: oid: command not found
${bin}: line 3: size: command not found`;

const WIN_STORE_PY = 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.';

const CLANG_FORMAT_OLD = (key, line) => `/home/dev/marmot/.clang-format:${line}:1: error: unknown key '${key}'
${key}: true
^~~~~~~~~~~~~~~~~~~
Error reading /home/dev/marmot/.clang-format: Invalid argument`;

const P4_CLIENT_UNKNOWN = (client) => `Client '${client}' unknown - use 'client' command to create it.`;

const NOT_GIT = 'fatal: not a git repository (or any of the parent directories): .git';

export const SESSIONS = [
  {
    machine: 'winbash', project: 'marmot', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'p4-edit', "sed -i 's/MaxPlayers=8/MaxPlayers=12/' Config/DefaultGame.ini", 'sed: cannot rename Config/sedK3v9Qa: Permission denied', 4, 'Raise the max player count'],
      ['prompt', 'p4-edit', 'stani, fajl je read-only jer nije otvoren u p4. prvo `p4 edit Config/DefaultGame.ini`, pa onda mijenjaj'],
      ['ok', 'p4 edit Config/DefaultGame.ini'],
      ['fail', 'no-git-depot', 'git diff Config/DefaultGame.ini', 'warning: Not a git repository. Use --no-index to compare two paths outside a working tree\nusage: git diff --no-index [<options>] <path> <path>\n\nDiff output format options\n    -p, --patch           generate patch\n    -s, --no-patch        suppress diff output', 129],
      ['prompt', 'no-git-depot', "there's no git here, it's perforce. p4 diff"],
    ],
  },
  {
    machine: 'win', project: 'marmot', start: '2026-03-02T13:15:00Z',
    steps: [
      ['fail', 'runuat-path', 'RunUAT.bat BuildCookRun -project="C:/Users/mika/marmot/Marmot.uproject" -platform=Win64 -clientconfig=Development -build -cook -stage', 'bash: RunUAT.bat: command not found', 127, 'Build, cook and stage a Win64 client'],
      ['prompt', 'runuat-path', W`RunUAT isn't in the project, it's in the engine: D:\UE_5.4\Engine\Build\BatchFiles\RunUAT.bat`],
      ['fail', 'build-cs-deps', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -Project="C:/Users/mika/marmot/Marmot.uproject" -WaitMutex', W`[1/14] Compile [x64] MarmotPlayerController.cpp
C:\Users\mika\marmot\Source\Marmot\Private\Player\MarmotPlayerController.cpp(6): fatal error C1083: Cannot open include file: 'EnhancedInputComponent.h': No such file or directory
[2/14] Compile [x64] Module.Marmot.3.cpp
Result: Failed (OtherCompilationError)
Total execution time: 38.22 seconds`, 6],
      ['prompt', 'build-cs-deps', 'add EnhancedInput to PublicDependencyModuleNames in Marmot.Build.cs. no PublicIncludePaths hacks please'],
      ['ok', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -Project="C:/Users/mika/marmot/Marmot.uproject" -WaitMutex'],
    ],
  },
  {
    machine: 'mac', project: 'marmot', start: '2026-03-03T09:05:00Z',
    steps: [
      ['fail', 'mac-sed-i', "sed -i 's/bUseIris=False/bUseIris=True/' Config/DefaultEngine.ini", 'sed: 1: "Config/DefaultEngine.ini": invalid command code C', 1],
      ['prompt', 'mac-sed-i', "bsd sed on the mac wants an empty suffix after -i: sed -i '' 's/…/…/' file"],
      ['fail', 'mac-nproc', 'nproc', '(eval):1: command not found: nproc', 127, 'Check core count for -MaxParallelActions'],
      ['prompt', 'mac-nproc', "that's a linux-ism, on the mac it's sysctl -n hw.ncpu"],
    ],
  },
  {
    machine: 'linux', project: 'marmot', start: '2026-03-03T14:30:00Z',
    steps: [
      ['fail', 'sh-not-bat', '/opt/UE_5.4/Engine/Build/BatchFiles/RunUAT.bat BuildCookRun -project=/home/dev/marmot/Marmot.uproject -platform=Linux -server -noclient -serverconfig=Development -build -cook -stage -pak', 'bash: /opt/UE_5.4/Engine/Build/BatchFiles/RunUAT.bat: Permission denied', 126, 'Build the Linux dedicated server'],
      ['prompt', 'sh-not-bat', "it's RunUAT.sh on linux, the .bat files are for the windows boxes"],
      ['ok', '/opt/UE_5.4/Engine/Build/BatchFiles/RunUAT.sh BuildCookRun -project=/home/dev/marmot/Marmot.uproject -platform=Linux -server -noclient -serverconfig=Development -build -cook -stage -pak'],
      ['fail', 'editor-python', 'python3 Content/Python/validate_naming.py', NO_UNREAL('/home/dev/marmot/Content/Python/validate_naming.py'), 1, 'Run the asset naming validator'],
      ['prompt', 'editor-python', 'that one imports unreal, it only exists inside the editor. /opt/UE_5.4/Engine/Binaries/Linux/UnrealEditor-Cmd Marmot.uproject -run=pythonscript -script=Content/Python/validate_naming.py'],
    ],
  },
  {
    machine: 'wincodex7', project: 'marmot', start: '2026-03-04T01:20:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf Intermediate Binaries', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm-rf', '여기는 PowerShell이에요. rm -rf 말고 Remove-Item -Recurse -Force 쓰세요'],
      ['fail', 'msbuild-devshell', W`msbuild Tools\MarmotTools.sln /p:Configuration=Release /m`, PS7_NF('msbuild'), 1],
      ['prompt', 'msbuild-devshell', 'msbuild is only on PATH inside the VS 2022 dev shell. Launch-VsDevShell.ps1 -Arch amd64 first'],
      ['ok', W`& 'C:\Program Files\Microsoft Visual Studio\2022\Professional\Common7\Tools\Launch-VsDevShell.ps1' -Arch amd64 -SkipAutomaticLocation; msbuild Tools\MarmotTools.sln /p:Configuration=Release /m`],
    ],
  },
  {
    machine: 'winps', project: 'marmot', start: '2026-03-04T10:10:00Z',
    steps: [
      ['fail', 'ps-execpolicy', W`.\Tools\Scripts\Setup-Workspace.ps1`, W`.\Tools\Scripts\Setup-Workspace.ps1 : File C:\Users\joao\marmot\Tools\Scripts\Setup-Workspace.ps1 cannot be loaded because running scripts is
disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.
At line:1 char:1
+ .\Tools\Scripts\Setup-Workspace.ps1
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : SecurityError: (:) [], PSSecurityException
    + FullyQualifiedErrorId : UnauthorizedAccess`, 1],
      ['agent', 'ps-execpolicy', 'Ran a .ps1 directly and hit the execution policy: run repo scripts with `powershell -ExecutionPolicy Bypass -File <script>`, never Set-ExecutionPolicy on the machine.'],
      ['ok', W`powershell -NoProfile -ExecutionPolicy Bypass -File .\Tools\Scripts\Setup-Workspace.ps1`],
      ['fail', 'p4-client', 'p4 opened', P4_CLIENT_UNKNOWN('DESKTOP-4TQ8M2L'), 1],
      ['prompt', 'p4-client', "it's not picking the workspace up from the hostname. we keep it in .p4config at the root: p4 set P4CONFIG=.p4config"],
      ['ok', 'p4 set P4CONFIG=.p4config; p4 opened'],
      ['prompt', 'x:changelog', 'add a line to Docs/CHANGELOG.md about the stamina regen fix'],
    ],
  },
  {
    machine: 'mac2', project: 'marmot', start: '2026-03-05T16:00:00Z',
    steps: [
      ['fail', 'xcode-select', 'xcodebuild -version', "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance", 1],
      ['prompt', 'xcode-select', 'your developer dir is the CommandLineTools, the Mac editor build needs full Xcode. sudo xcode-select -s /Applications/Xcode.app/Contents/Developer'],
      ['fail', 'x:xcode-license', 'xcodebuild -version', "You have not agreed to the Xcode license agreements. Please run 'sudo xcodebuild -license' from within a Terminal window to review and agree to the Xcode and Apple SDKs license.", 69],
      ['fail', 'lfs-pull', '~/marmot-tools/bin/mac/marmot-pak-lint --help', LFS_POINTER_SH('/Users/kai/marmot-tools/bin/mac/marmot-pak-lint'), 127],
      ['prompt', 'lfs-pull', 'lol those are lfs pointers. git lfs pull in marmot-tools'],
      ['ok', 'git -C ~/marmot-tools lfs install && git -C ~/marmot-tools lfs pull'],
    ],
  },
  {
    machine: 'winbash', project: 'marmot', start: '2026-03-06T08:30:00Z',
    steps: [
      ['fail', 'gitbash-pathconv', 'p4 edit //marmot/main/Source/Marmot/Private/Player/MarmotPlayerController.cpp', W`Path 'C:\marmot\main\Source\Marmot\Private\Player\MarmotPlayerController.cpp' is not under client's root 'C:\Users\lea\marmot'.`, 1],
      ['prompt', 'gitbash-pathconv', 'git bash ti pojede // u depot putanji. stavi MSYS_NO_PATHCONV=1 ispred p4 ili koristi lokalne putanje'],
      ['ok', 'MSYS_NO_PATHCONV=1 p4 edit //marmot/main/Source/Marmot/Private/Player/MarmotPlayerController.cpp'],
      ['fail', 'live-coding', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -Project="C:/Users/lea/marmot/Marmot.uproject" -WaitMutex', LIVE_CODING('lea'), 6],
      ['prompt', 'live-coding', "my editor's open with live coding on. hit ctrl+alt+f11 in the editor or ask me to close it"],
      ['prompt', 'x:log-category', 'dodaj LogMarmotNet kategoriju u MarmotLog.h i koristi je u MarmotNetSubsystem umjesto LogTemp'],
    ],
  },
  {
    machine: 'codex', project: 'marmot', start: '2026-03-06T15:00:00Z',
    steps: [
      ['fail', 'p4-client', 'p4 sync //marmot/main/...', P4_CLIENT_UNKNOWN('marmot-build01'), 1],
      ['ok', 'p4 client -o marmot-build01 | head -20'],
      ['prompt', 'p4-client', "NO new workspaces on build01. it's marmot_build01_main and P4CLIENT comes from /home/dev/marmot/.p4config — export P4CONFIG=.p4config"],
      ['fail', 'clang-format-pinned', 'clang-format --dry-run --Werror Source/Marmot/Private/Inventory/MarmotInventoryComponent.cpp', CLANG_FORMAT_OLD('InsertNewlineAtEOF', 31), 1],
      ['prompt', 'clang-format-pinned', "ubuntu's clang-format is 14, too old for our .clang-format. use the one we ship, Tools/ThirdParty/clang-format/linux/clang-format (17)"],
      ['ok', 'Tools/ThirdParty/clang-format/linux/clang-format --dry-run --Werror Source/Marmot/Private/Inventory/MarmotInventoryComponent.cpp'],
    ],
  },
  {
    machine: 'wincodex', project: 'marmot', start: '2026-03-07T02:00:00Z',
    steps: [
      ['fail', 'py-launcher', W`python3 Tools\Scripts\gen_item_ids.py`, WIN_STORE_PY, 9009],
      ['prompt', 'py-launcher', 'sa windows natin `py -3` ang gamitin, walang python3 sa PATH'],
      ['ok', W`py -3 Tools\Scripts\gen_item_ids.py`],
      ['fail', 'ps-env-var', 'export LINUX_MULTIARCH_ROOT=D:\\toolchains\\v22_clang-16.0.6-centos7\\', PS7_NF('export'), 1],
      ['agent', 'ps-env-var', "Used bash `export` in PowerShell; in pwsh set environment variables with `$env:NAME = 'value'`."],
      ['fail', 'linux-toolchain', W`& D:\UE_5.4\Engine\Build\BatchFiles\RunUAT.bat BuildCookRun -project=C:\Users\jules\marmot\Marmot.uproject -platform=Linux -server -noclient -serverconfig=Development -build -cook -stage -pak`, W`Running AutomationTool...
Using bundled DotNet SDK version: 6.0.302
Parsing command line: BuildCookRun -project=C:\Users\jules\marmot\Marmot.uproject -platform=Linux -server -noclient -serverconfig=Development -build -cook -stage -pak
********** BUILD COMMAND STARTED **********
Running: D:\UE_5.4\Engine\Binaries\DotNET\UnrealBuildTool\UnrealBuildTool.exe MarmotServer Linux Development -Project=C:\Users\jules\marmot\Marmot.uproject -NoUBTMakefiles -Manifest=C:\Users\jules\marmot\Intermediate\Build\Manifest.xml -NoHotReload -log="D:\UE_5.4\Engine\Programs\AutomationTool\Saved\Logs\UBT-MarmotServer-Linux-Development.txt"
ERROR: Platform Linux is not a valid platform to build. Check that the SDK is installed properly.
AutomationException: UnrealBuildTool failed. See log for more details. (D:\UE_5.4\Engine\Programs\AutomationTool\Saved\Logs\UBT-MarmotServer-Linux-Development.txt)
BUILD FAILED
AutomationTool exiting with ExitCode=6 (6)`, 6],
      ['prompt', 'linux-toolchain', 'the server build needs LINUX_MULTIARCH_ROOT pointing at the clang toolchain, D:\\toolchains\\v22_clang-16.0.6-centos7\\'],
    ],
  },
  {
    machine: 'mac', project: 'marmot', start: '2026-03-09T09:20:00Z',
    steps: [
      ['fail', 'sh-not-bat', '"/Users/Shared/Epic Games/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Mac Development -Project="$PWD/Marmot.uproject"', '(eval):1: permission denied: /Users/Shared/Epic Games/UE_5.4/Engine/Build/BatchFiles/Build.bat', 126, 'Build the Mac editor'],
      ['prompt', 'sh-not-bat', "on the mac it's Mac/Build.sh, the .bat is windows only"],
      ['fail', 'build-cs-deps', '"/Users/Shared/Epic Games/UE_5.4/Engine/Build/BatchFiles/Mac/Build.sh" MarmotEditor Mac Development -Project="$PWD/Marmot.uproject"', `[3/22] Compile [Apple] MarmotAbilitySet.cpp
/Users/ana/marmot/Source/Marmot/Private/Abilities/MarmotAbilitySet.cpp:4:10: fatal error: 'GameplayTagContainer.h' file not found
#include "GameplayTagContainer.h"
         ^~~~~~~~~~~~~~~~~~~~~~~~
1 error generated.
Result: Failed (OtherCompilationError)
Total execution time: 51.06 seconds`, 6],
      ['prompt', 'build-cs-deps', 'isto kao prošli put kod mike: modul GameplayTags ide u Marmot.Build.cs, ne include path'],
    ],
  },
  {
    machine: 'wincodex7', project: 'marmot', start: '2026-03-10T01:40:00Z',
    steps: [
      ['fail', 'p4-edit', W`Set-Content Config\DefaultInput.ini -Value $ini`, W`Set-Content: Access to the path 'C:\Users\sora\marmot\Config\DefaultInput.ini' is denied.`, 1],
      ['agent', 'p4-edit', 'Wrote to a checked-in file Perforce keeps read-only: open it with `p4 edit <file>` before changing it, do not clear the read-only bit.'],
      ['fail', 'ps-which', 'which clang-format', PS7_NF('which'), 1],
      ['prompt', 'ps-which', 'powershell has no which. Get-Command clang-format'],
      ['ok', 'Get-Command clang-format | Select-Object Source'],
    ],
  },
  {
    machine: 'winbash', project: 'marmot', start: '2026-03-11T09:00:00Z',
    steps: [
      ['fail', 'ddc-shared', 'rm -rf //marmot-fs01/DDC/Marmot/*', "rm: cannot remove '//marmot-fs01/DDC/Marmot/0a/3f/1C2B9E07A41D5F0B.udd': Permission denied\nrm: cannot remove '//marmot-fs01/DDC/Marmot/0a/41': Directory not empty", 1, 'Clear the derived data cache'],
      ['prompt', 'ddc-shared', 'STANI. shared DDC na \\\\marmot-fs01 se NIKAD ne briše, to je cache za cijeli tim — shaderi se onda kompajliraju satima. nisam to tražila'],
      ['prompt', 'x:ddc-local-clear', 'my local one is fine to clear though: delete Saved/DerivedDataCache in the project, the fur shader in there is corrupt'],
    ],
  },
  {
    machine: 'linux', project: 'marmot', start: '2026-03-11T14:00:00Z',
    steps: [
      ['fail', 'x:p4-server-down', 'p4 sync //marmot/main/...', 'Perforce client error:\n\tConnect to server failed; check $P4PORT.\n\tTCP connect to ssl:p4.marmot.studio:1666 failed.\n\tconnect: 10.20.0.12:1666: Connection refused', 1],
      ['fail', 'x:p4-ticket-expired', 'p4 changes -m5 //marmot/main/...', 'Your session has expired, please login again.\nPerforce password (P4PASSWD) invalid or unset.', 1],
      ['ok', 'p4 changes -m5 //marmot/main/...'],
    ],
  },
  {
    machine: 'mac2', project: 'marmot', start: '2026-03-12T17:00:00Z',
    steps: [
      ['fail', 'mirror-readonly', 'git -C ~/marmot-tools push origin main', 'remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot push to this branch\nTo github.com:marmot-studio/marmot-tools.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to \'github.com:marmot-studio/marmot-tools.git\'', 1],
      ['prompt', 'mirror-readonly', 'marmot-tools is a one-way mirror of //marmot/main/Tools. changes go in through p4 and the mirror picks them up'],
      ['fail', 'x:ssh-publickey', 'git -C ~/marmot-tools fetch', 'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 128],
      ['fail', 'mac-nproc', 'echo $(( $(nproc) - 2 ))', "(eval):1: command not found: nproc\n(eval):1: bad math expression: operand expected at `- 2 '", 1],
      ['prompt', 'mac-nproc', 'no nproc on macOS. sysctl -n hw.ncpu'],
    ],
  },
  {
    machine: 'winps', project: 'marmot', start: '2026-03-13T10:00:00Z',
    steps: [
      ['fail', 'runuat-path', W`.\RunUAT.bat BuildCookRun -project=C:\Users\joao\marmot\Marmot.uproject -platform=Win64 -build -cook -stage -pak`, PS51_NF(W`.\RunUAT.bat`, W`.\RunUAT.bat BuildCookRun -project=C:\Users\joao\marmot\Marmot.uproject -platform=Win64 -build ...`), 1],
      ['prompt', 'runuat-path', W`same thing mika's agent did yesterday. RunUAT is D:\UE_5.4\Engine\Build\BatchFiles\RunUAT.bat, nothing like it in the project root`],
      ['ok', W`& D:\UE_5.4\Engine\Build\BatchFiles\RunUAT.bat BuildCookRun -project=C:\Users\joao\marmot\Marmot.uproject -platform=Win64 -build -cook -map=/Game/Maps/Meadow -stage -pak`],
      ['prompt', 'horde-cook', "whoa, don't cook -allmaps for every platform on my machine. full cooks are Horde jobs, queue the 'Marmot Full Cook' template"],
      ['ok', 'set P4CLIENT=marmot_joao_main'],
      ['prompt', 'ps-env-var', "`set` in powershell is Set-Variable, it never touched the environment. $env:P4CLIENT = 'marmot_joao_main'"],
    ],
  },
  {
    machine: 'codex', project: 'marmot', start: '2026-03-16T13:00:00Z',
    steps: [
      ['fail', 'editor-python', 'python3 Content/Python/bake_foliage_lods.py --level /Game/Maps/Meadow', NO_UNREAL('/home/dev/marmot/Content/Python/bake_foliage_lods.py'), 1],
      ['prompt', 'editor-python', 'again — anything under Content/Python runs in the editor. headless: UnrealEditor-Cmd Marmot.uproject -ExecutePythonScript="Content/Python/bake_foliage_lods.py --level /Game/Maps/Meadow"'],
      ['fail', 'x:editor-python-attr', '/opt/UE_5.4/Engine/Binaries/Linux/UnrealEditor-Cmd /home/dev/marmot/Marmot.uproject -ExecutePythonScript="Content/Python/bake_foliage_lods.py --level /Game/Maps/Meadow" -unattended -nullrhi', `LogPython: Error: Traceback (most recent call last):
LogPython: Error:   File "/home/dev/marmot/Content/Python/bake_foliage_lods.py", line 41, in <module>
LogPython: Error:     lods = mesh.get_num_lods()
LogPython: Error: AttributeError: 'StaticMesh' object has no attribute 'get_num_lods'
LogInit: Display: Success - 1 error(s), 0 warning(s)`, 1],
      ['ok', '/opt/UE_5.4/Engine/Binaries/Linux/UnrealEditor-Cmd /home/dev/marmot/Marmot.uproject -ExecutePythonScript="Content/Python/bake_foliage_lods.py --level /Game/Maps/Meadow" -unattended -nullrhi'],
      ['fail', 'x:sed-regex-linux', "sed -i 's/LodDistance=\\(.*\\)/LodDistance=2500' Config/DefaultEngine.ini", "sed: -e expression #1, char 35: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'win', project: 'marmot', start: '2026-03-17T08:00:00Z',
    steps: [
      ['fail', 'build-project-arg', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -WaitMutex', UBT_NO_TARGET('MarmotEditor', 'mika'), 6],
      ['prompt', 'build-project-arg', 'missing -Project= with the full path to Marmot.uproject, without it UBT only sees the engine targets'],
      ['ok', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -Project="C:/Users/mika/marmot/Marmot.uproject" -WaitMutex'],
      ['fail', 'py-launcher', 'python3 Tools/Scripts/export_loc.py --culture tl-PH', WIN_STORE_PY, 49],
      ['prompt', 'py-launcher', 'py -3. always.'],
      ['fail', 'x:python-keyerror', 'py -3 Tools/Scripts/export_loc.py --culture tl-PH', 'Traceback (most recent call last):\n  File "C:\\Users\\mika\\marmot\\Tools\\Scripts\\export_loc.py", line 57, in <module>\n    rows = table[args.culture]\n           ~~~~~^^^^^^^^^^^^^^\nKeyError: \'tl-PH\'', 1],
    ],
  },
  {
    machine: 'wincodex', project: 'marmot', start: '2026-03-18T01:30:00Z',
    steps: [
      ['fail', 'p4-reconcile', W`p4 add Content\Characters\Marmot\Meshes\SK_Marmot.uasset`, '//marmot/main/Content/Characters/Marmot/Meshes/SK_Marmot.uasset - can\'t add existing file', 1],
      ['prompt', 'p4-reconcile', 'nilipat ko yung mga asset sa editor kaya `p4 reconcile` ang kailangan, hindi isa-isang add/delete. i-preview mo muna gamit -n'],
      ['fail', 'x:p4-exclusive-lock', W`p4 edit Content\Maps\Meadow.umap`, "//marmot/main/Content/Maps/Meadow.umap#57 - can't edit exclusive file already opened\n//marmot/main/Content/Maps/Meadow.umap#57 - also opened by mara@marmot_mara_main", 1],
    ],
  },
  {
    machine: 'linux', project: 'marmot', start: '2026-03-19T10:00:00Z',
    steps: [
      ['fail', 'lfs-pull', '~/marmot-tools/bin/linux/marmot-pak-lint Saved/StagedBuilds/LinuxServer', LFS_POINTER_SH('/home/dev/marmot-tools/bin/linux/marmot-pak-lint'), 127, 'Lint the staged server paks'],
      ['agent', 'lfs-pull', 'Ran a Git LFS pointer file instead of the real binary in ~/marmot-tools; run `git lfs install && git lfs pull` in the mirror after cloning or fetching.'],
      ['fail', 'x:lfs-network', 'git -C ~/marmot-tools lfs pull', 'batch response: Post "https://github.com/marmot-studio/marmot-tools.git/info/lfs/objects/batch": dial tcp: lookup github.com on 127.0.0.53:53: server misbehaving\nerror: failed to fetch some objects from \'https://github.com/marmot-studio/marmot-tools.git/info/lfs\'', 2],
    ],
  },
  {
    machine: 'mac', project: 'marmot', start: '2026-03-20T08:30:00Z',
    steps: [
      ['fail', 'xcode-select', '"/Users/Shared/Epic Games/UE_5.4/Engine/Build/BatchFiles/Mac/Build.sh" MarmotEditor Mac Development -Project="$PWD/Marmot.uproject"', 'Using bundled DotNet SDK version: 6.0.302\nRunning UnrealBuildTool: dotnet "../../Engine/Binaries/DotNET/UnrealBuildTool/UnrealBuildTool.dll" MarmotEditor Mac Development -Project=/Users/ana/marmot/Marmot.uproject\nxcrun: error: unable to find utility "xcodebuild", not a developer tool or in PATH\nERROR: Unable to determine Xcode version (xcodebuild -version returned 72)\nResult: Failed (OtherCompilationError)', 6],
      ['prompt', 'xcode-select', 'the xcode update put xcode-select back on the CommandLineTools. sudo xcode-select -s /Applications/Xcode.app and rerun'],
      ['prompt', 'x:iso-dates', 'dates in the save file header should be ISO 8601, UTC'],
    ],
  },
  {
    machine: 'wincodex7', project: 'marmot', start: '2026-03-23T02:00:00Z',
    steps: [
      ['fail', 'ddc-shared', W`Remove-Item -Recurse -Force \\marmot-fs01\DDC\Marmot\*`, W`Remove-Item: Access to the path '\\marmot-fs01\DDC\Marmot\0a' is denied.`, 1],
      ['prompt', 'ddc-shared', '공유 DDC는 절대 지우면 안 돼요!! 팀 전체 셰이더 캐시라서 다시 채우려면 몇 시간 걸려요. 로컬 캐시만 지우세요'],
      ['fail', 'x:shader-compile', W`& D:\UE_5.4\Engine\Binaries\Win64\UnrealEditor-Cmd.exe C:\Users\sora\marmot\Marmot.uproject -run=ShaderCompileWorker -unattended`, W`LogShaderCompilers: Error: Errors compiling global shader FMarmotFurPS :
LogShaderCompilers: Error: /Project/Shaders/Private/MarmotFur.usf(42,11): Shader FMarmotFurPS, Permutation 0, VF None:
	/Project/Shaders/Private/MarmotFur.usf(42,11): error X3004: undeclared identifier 'FurDensity'
LogWindows: Error: appError called: Fatal error: [File:D:\UE_5.4\Engine\Source\Runtime\Engine\Private\ShaderCompiler\ShaderCompiler.cpp] [Line: 8422]
Failed to compile global shader FMarmotFurPS .`, 1],
    ],
  },
  {
    machine: 'winps', project: 'marmot', start: '2026-03-24T09:30:00Z',
    steps: [
      ['fail', 'ps-rm-rf', W`rm -rf Saved\StagedBuilds`, W`Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ rm -rf Saved\StagedBuilds
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand`, 1],
      ['prompt', 'ps-rm-rf', "powershell, not bash. Remove-Item -Recurse -Force (or rd /s /q if you're in cmd)"],
      ['fail', 'x:rm-locked-dll', W`Remove-Item -Recurse -Force Binaries\Win64`, W`Remove-Item : Cannot remove item C:\Users\joao\marmot\Binaries\Win64\UnrealEditor-Marmot.dll: The process cannot access the file
'UnrealEditor-Marmot.dll' because it is being used by another process.
At line:1 char:1
+ Remove-Item -Recurse -Force Binaries\Win64
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : WriteError: (UnrealEditor-Marmot.dll:FileInfo) [Remove-Item], IOException
    + FullyQualifiedErrorId : RemoveFileSystemItemIOError,Microsoft.PowerShell.Commands.RemoveItemCommand`, 1],
      ['fail', 'msbuild-devshell', W`msbuild Tools\MarmotTools.sln -t:Build -p:Configuration=Release`, PS51_NF('msbuild', W`msbuild Tools\MarmotTools.sln -t:Build -p:Configuration=Release`), 1],
      ['prompt', 'msbuild-devshell', W`that again. dev shell first, or call it by full path: C:\Program Files\Microsoft Visual Studio\2022\Professional\MSBuild\Current\Bin\MSBuild.exe`],
      ['fail', 'x:msbuild-restore', W`& 'C:\Program Files\Microsoft Visual Studio\2022\Professional\MSBuild\Current\Bin\MSBuild.exe' Tools\MarmotTools.sln -t:Build -p:Configuration=Release`, W`C:\Program Files\dotnet\sdk\8.0.404\Sdks\Microsoft.NET.Sdk\targets\Microsoft.PackageDependencyResolution.targets(266,5): error NETSDK1004: Assets file 'C:\Users\joao\marmot\Tools\MarmotPakLint\obj\project.assets.json' not found. Run a NuGet package restore to generate this file. [C:\Users\joao\marmot\Tools\MarmotPakLint\MarmotPakLint.csproj]`, 1],
      ['ok', W`& 'C:\Program Files\Microsoft Visual Studio\2022\Professional\MSBuild\Current\Bin\MSBuild.exe' Tools\MarmotTools.sln -restore -t:Build -p:Configuration=Release`],
    ],
  },
  {
    machine: 'winbash', project: 'marmot', start: '2026-03-25T08:15:00Z',
    steps: [
      ['fail', 'p4-shelve', 'p4 submit -c 48233', "Submitting change 48233.\nLocking 3 files ...\nSubmit validation failed -- fix problems then use 'p4 submit -c 48233'.\n'marmot-swarm-review' validation failed: changes to //marmot/main/Source/... need an approved Swarm review (change 48233 has none)", 1],
      ['prompt', 'p4-shelve', "don't submit it yourself. p4 shelve -c 48233 and open a Swarm review, I'll approve it there"],
      ['fail', 'clang-format-pinned', 'clang-format -i Source/Marmot/Private/Inventory/MarmotInventoryComponent.cpp', 'bash: clang-format: command not found', 127],
      ['prompt', 'clang-format-pinned', 'use ours: Tools/ThirdParty/clang-format/win64/clang-format.exe (17), not the one that ships with VS'],
      ['prompt', 'format-changed-only', 'and only the files in your CL, not all of Source'],
    ],
  },
  {
    machine: 'mac2', project: 'marmot', start: '2026-03-26T15:30:00Z',
    steps: [
      ['ok', 'p4 edit Config/Mac/MacEngine.ini && sed -i -e \'s/MetalShaderFormat=SF_METAL_SM5/MetalShaderFormat=SF_METAL_SM6/\' Config/Mac/MacEngine.ini'],
      ['prompt', 'mac-sed-i', "there's a MacEngine.ini-e in Config/Mac now. bsd sed took -e as the backup suffix. on the macs it's sed -i '' …"],
      ['fail', 'editor-python', 'python3 Content/Python/audit_materials.py', NO_UNREAL('/Users/kai/marmot/Content/Python/audit_materials.py'), 1],
      ['agent', 'editor-python', 'Ran an editor script with the system python3; Content/Python scripts need the editor: UnrealEditor-Cmd Marmot.uproject -run=pythonscript -script=<file>.'],
      ['prompt', 'x:rename-component', 'rename UMarmotStaminaComponent to UMarmotEnduranceComponent, with a CoreRedirect in DefaultEngine.ini so old assets still load'],
    ],
  },
  {
    machine: 'codex', project: 'marmot', start: '2026-03-27T13:00:00Z',
    steps: [
      ['fail', 'sh-not-bat', 'cd /opt/UE_5.4 && ./GenerateProjectFiles.bat -project=/home/dev/marmot/Marmot.uproject -game', "./GenerateProjectFiles.bat: line 1: $'@echo off\\r': command not found\n./GenerateProjectFiles.bat: line 2: $'\\r': command not found\n./GenerateProjectFiles.bat: line 3: rem: command not found\n./GenerateProjectFiles.bat: line 5: syntax error near unexpected token `('", 2],
      ['agent', 'sh-not-bat', 'Ran a .bat on the Ubuntu build machine; there use the .sh scripts (GenerateProjectFiles.sh, RunUAT.sh, Linux/Build.sh).'],
      ['ok', 'cd /opt/UE_5.4 && ./GenerateProjectFiles.sh -project=/home/dev/marmot/Marmot.uproject -game'],
      ['fail', 'x:cook-missing-asset', '/opt/UE_5.4/Engine/Build/BatchFiles/RunUAT.sh BuildCookRun -project=/home/dev/marmot/Marmot.uproject -platform=Linux -server -noclient -cook -stage -pak', 'LogCook: Display: Cooking /Game/Maps/Arena_Old\nLogLinker: Error: [AssetLog] /home/dev/marmot/Content/Maps/Arena_Old.umap: Failed to load \'/Game/Environment/Rocks/SM_Rock_07\': Can\'t find file.\nLogCook: Error: Unable to cook package /Game/Maps/Arena_Old: missing dependency /Game/Environment/Rocks/SM_Rock_07\nAutomationException: Cook failed.\nBUILD FAILED\nAutomationTool exiting with ExitCode=25 (Error_UnknownCookFailure)', 25],
    ],
  },
  {
    machine: 'wincodex', project: 'marmot', start: '2026-03-30T01:00:00Z',
    steps: [
      ['fail', 'linux-toolchain', W`& D:\UE_5.4\Engine\Build\BatchFiles\Build.bat MarmotServer Linux Development -Project=C:\Users\jules\marmot\Marmot.uproject`, W`Using bundled DotNet SDK version: 6.0.302
Running UnrealBuildTool: dotnet "..\..\Engine\Binaries\DotNET\UnrealBuildTool\UnrealBuildTool.dll" MarmotServer Linux Development -Project=C:\Users\jules\marmot\Marmot.uproject
Log file: C:\Users\jules\AppData\Local\UnrealBuildTool\Log.txt
Linux SDK: LINUX_MULTIARCH_ROOT=D:\toolchains\v21_clang-15.0.1-centos7\ is version v21_clang-15.0.1-centos7, but UE 5.4 requires v22_clang-16.0.6-centos7
ERROR: Unable to find a valid Linux toolchain for x86_64-unknown-linux-gnu
Result: Failed (SDKNotFound)`, 6],
      ['prompt', 'linux-toolchain', W`v22 na dapat, hindi v21. $env:LINUX_MULTIARCH_ROOT = 'D:\toolchains\v22_clang-16.0.6-centos7\' tapos buksan ulit yung shell`],
      ['prompt', 'x:tagalog-test', 'pakigawa ng automation test para sa inventory stacking, ilagay sa Source/Marmot/Private/Tests'],
    ],
  },
  {
    machine: 'mac', project: 'marmot', start: '2026-03-31T08:45:00Z',
    steps: [
      ['fail', 'no-git-depot', 'git status', NOT_GIT, 128],
      ['prompt', 'no-git-depot', "this is a p4 workspace, there's no git. p4 status / p4 opened. git is only for marmot-tools"],
      ['ok', 'p4 status'],
    ],
  },
  {
    machine: 'linux', project: 'marmot', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'ddc-shared', 'rm -rf /mnt/marmot-ddc/Marmot/*', "rm: cannot remove '/mnt/marmot-ddc/Marmot/0a': Permission denied\nrm: cannot remove '/mnt/marmot-ddc/Marmot/0b': Permission denied\nrm: cannot remove '/mnt/marmot-ddc/Marmot/0c': Permission denied", 1, 'Reset the DDC before the clean server build'],
      ['prompt', 'ddc-shared', "JESUS. /mnt/marmot-ddc is the SHARED cache, lucky the mount is read-only for this user. if it looks broken you tell me, we don't wipe it"],
      ['fail', 'x:disk-full', '/opt/UE_5.4/Engine/Build/BatchFiles/Linux/Build.sh MarmotServer Linux Development -Project=/home/dev/marmot/Marmot.uproject', "[41/388] Compile [x64] Module.Marmot.7.cpp\nerror: unable to open output file '/home/dev/marmot/Intermediate/Build/Linux/x64/MarmotServer/Development/Marmot/Module.Marmot.7.cpp.o': 'No space left on device'\n1 error generated.\nResult: Failed (OtherCompilationError)", 6],
    ],
  },
  {
    machine: 'win', project: 'marmot', start: '2026-04-02T07:30:00Z',
    steps: [
      ['fail', 'live-coding', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -Project="C:/Users/mika/marmot/Marmot.uproject" -WaitMutex -FromMsBuild', LIVE_CODING('mika', 'Result: Failed (LiveCodingSessionActive)\n'), 6],
      ['prompt', 'live-coding', 'bukas pa yung editor ko, naka live coding. Ctrl+Alt+F11 na lang, wag mong i-taskkill'],
      ['fail', 'build-cs-deps', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -Project="C:/Users/mika/marmot/Marmot.uproject" -WaitMutex', W`[5/9] Link [x64] UnrealEditor-Marmot.dll
   Creating library C:\Users\mika\marmot\Intermediate\Build\Win64\x64\UnrealEditor\Development\Marmot\UnrealEditor-Marmot.lib and object C:\Users\mika\marmot\Intermediate\Build\Win64\x64\UnrealEditor\Development\Marmot\UnrealEditor-Marmot.exp
MarmotAbilitySet.cpp.obj : error LNK2019: unresolved external symbol "__declspec(dllimport) public: static struct FGameplayTag __cdecl FGameplayTag::RequestGameplayTag(class FName const &,bool)" (__imp_?RequestGameplayTag@FGameplayTag@@SA?AU1@AEBVFName@@_N@Z) referenced in function "public: void __cdecl UMarmotAbilitySet::GiveToAbilitySystem(class UAbilitySystemComponent *)"
C:\Users\mika\marmot\Binaries\Win64\UnrealEditor-Marmot.dll : fatal error LNK1120: 1 unresolved externals
Result: Failed (OtherCompilationError)`, 6],
      ['agent', 'build-cs-deps', 'Linker/include errors for an engine module: add the module (GameplayTags) to PublicDependencyModuleNames in Marmot.Build.cs, never hand-written include paths.'],
      ['fail', 'x:compile-error', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -Project="C:/Users/mika/marmot/Marmot.uproject" -WaitMutex', W`[2/6] Compile [x64] MarmotCharacterMovementComponent.cpp
C:\Users\mika\marmot\Source\Marmot\Private\Player\MarmotCharacterMovementComponent.cpp(118): error C2065: 'bIsSprinting': undeclared identifier
Result: Failed (OtherCompilationError)`, 6],
      ['ok', '"/d/UE_5.4/Engine/Build/BatchFiles/Build.bat" MarmotEditor Win64 Development -Project="C:/Users/mika/marmot/Marmot.uproject" -WaitMutex'],
    ],
  },
  {
    machine: 'wincodex7', project: 'marmot', start: '2026-04-03T01:10:00Z',
    steps: [
      ['fail', 'ps-execpolicy', W`.\Tools\Scripts\Sync-Ddc.ps1 -Local`, W`.\Tools\Scripts\Sync-Ddc.ps1: File C:\Users\sora\marmot\Tools\Scripts\Sync-Ddc.ps1 cannot be loaded. The file C:\Users\sora\marmot\Tools\Scripts\Sync-Ddc.ps1 is not digitally signed. You cannot run this script on the current system. For more information about running scripts and setting execution policy, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.`, 1],
      ['prompt', 'ps-execpolicy', 'leave the execution policy alone. pwsh -ExecutionPolicy Bypass -File is enough'],
      ['ok', 'p4 revert //marmot/main/...'],
      ['prompt', 'p4-revert-all', 'p4 revert //... 하면 안 돼요!! 제 다른 체인지리스트 작업까지 다 날아갔잖아요. 본인이 연 파일만 revert 하세요'],
      ['agent', 'p4-revert-all', 'Reverted the whole depot path and lost the user\'s other open work; revert only the files I opened (p4 revert -c <CL> <files>) or p4 revert -a for unchanged files.'],
    ],
  },
  {
    machine: 'winbash', project: 'marmot', start: '2026-04-06T08:00:00Z',
    steps: [
      ['fail', 'gitbash-pathconv', 'p4 changes -m 10 //marmot/main/Source/Marmot/...', W`Path 'C:\marmot\main\Source\Marmot\...' is not under client's root 'C:\Users\lea\marmot'.`, 1],
      ['prompt', 'gitbash-pathconv', 'the // got mangled by git bash again. MSYS_NO_PATHCONV=1'],
      ['ok', 'MSYS_NO_PATHCONV=1 p4 changes -m 10 //marmot/main/Source/Marmot/...'],
      ['ok', "p4 edit -c 48301 Source/... && find Source -name '*.cpp' -o -name '*.h' | xargs Tools/ThirdParty/clang-format/win64/clang-format.exe -i"],
      ['prompt', 'format-changed-only', "whoa you just clang-formatted the entire Source tree, that's 900 files open in my CL. revert the untouched ones and only ever format what you changed"],
      ['agent', 'format-changed-only', 'Ran clang-format over the whole Source tree and opened hundreds of files; format only the files in my own changelist.'],
      ['ok', 'p4 revert -a -c 48301'],
      ['prompt', 'p4-revert-all', 'i nikad `p4 revert //...` bez CL-a, to je bio sorin problem prošli tjedan. samo svoj changelist ili -a'],
      ['prompt', 'x:p4-describe', "show me what's in CL 48190, mara said it touches the save system"],
    ],
  },
  {
    machine: 'codex', project: 'marmot', start: '2026-04-07T13:30:00Z',
    steps: [
      ['fail', 'clang-format-pinned', 'clang-format -i --style=file Source/Marmot/Private/Save/MarmotSaveGame.cpp', CLANG_FORMAT_OLD('BreakAfterAttributes', 44).replace('BreakAfterAttributes: true', 'BreakAfterAttributes: Leave'), 1],
      ['agent', 'clang-format-pinned', "The system clang-format (14) can't read our .clang-format; use the pinned Tools/ThirdParty/clang-format/linux/clang-format (17)."],
      ['fail', 'x:clang-format-violation', 'Tools/ThirdParty/clang-format/linux/clang-format --dry-run --Werror Source/Marmot/Private/Save/MarmotSaveGame.cpp', 'Source/Marmot/Private/Save/MarmotSaveGame.cpp:88:7: error: code should be clang-formatted [-Wclang-format-violations]\n    if(bDirty){\n      ^', 1],
      ['ok', 'Tools/ThirdParty/clang-format/linux/clang-format -i Source/Marmot/Private/Save/MarmotSaveGame.cpp'],
    ],
  },
  {
    machine: 'mac2', project: 'marmot', start: '2026-04-08T16:00:00Z',
    steps: [
      ['fail', 'mirror-readonly', 'git -C ~/marmot-tools push -u origin kai/pak-lint-flags', 'ERROR: Permission to marmot-studio/marmot-tools.git denied to kai-marmot.\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 128],
      ['agent', 'mirror-readonly', 'Pushed to the marmot-tools git mirror; it is read-only, Tools changes go into //marmot/main/Tools through p4 and get mirrored.'],
      ['fail', 'x:ssh-timeout', 'git -C ~/marmot-tools pull --ff-only', 'ssh: connect to host github.com port 22: Operation timed out\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 128],
      ['prompt', 'x:horde-agent', "the Horde job for CL 48290 has been waiting for an agent for 40 min, can you check which pool it's in?"],
    ],
  },
  {
    machine: 'winps', project: 'marmot', start: '2026-04-09T10:00:00Z',
    steps: [
      ['fail', 'ps-which', 'which p4', PS51_NF('which', 'which p4'), 1],
      ['prompt', 'ps-which', "no which in windows powershell either. (Get-Command p4).Source, or where.exe p4 — plain `where` is Where-Object there"],
      ['fail', 'build-project-arg', W`& D:\UE_5.4\Engine\Build\BatchFiles\Build.bat MarmotServer Linux Development`, UBT_NO_TARGET('MarmotServer', 'joao').replace('MarmotServer Win64 Development', 'MarmotServer Linux Development'), 6],
      ['prompt', 'build-project-arg', W`-Project. every Build.bat call needs -Project=C:\Users\joao\marmot\Marmot.uproject or it only sees engine targets`],
      ['fail', 'x:uat-platform-typo', W`& D:\UE_5.4\Engine\Build\BatchFiles\RunUAT.bat BuildCookRun -project=C:\Users\joao\marmot\Marmot.uproject -platform=Linx -server -noclient -cook -stage`, W`Running AutomationTool...
Parsing command line: BuildCookRun -project=C:\Users\joao\marmot\Marmot.uproject -platform=Linx -server -noclient -cook -stage
ERROR: The platform name Linx is not a valid platform name. Valid names are (Win64,Mac,IOS,Android,Linux,LinuxArm64,TVOS,VisionOS)
AutomationTool exiting with ExitCode=1 (Error_Unknown)
BUILD FAILED`, 1],
      ['ok', W`& D:\UE_5.4\Engine\Build\BatchFiles\RunUAT.bat BuildCookRun -project=C:\Users\joao\marmot\Marmot.uproject -platform=Linux -server -noclient -cook -stage`],
    ],
  },
  {
    machine: 'mac', project: 'marmot', start: '2026-04-10T08:30:00Z',
    steps: [
      ['fail', 'mac-sed-i', "p4 edit Config/DefaultGame.ini && sed -i 's/+MapsToCook=(FilePath=\"\\/Game\\/Maps\\/Arena_Old\")//' Config/DefaultGame.ini", '//marmot/main/Config/DefaultGame.ini#88 - opened for edit\nsed: 1: "Config/DefaultGame.ini": invalid command code C', 1],
      ['prompt', 'mac-sed-i', "sed -i '' on the mac!! third time"],
      ['ok', '"/Users/Shared/Epic Games/UE_5.4/Engine/Build/BatchFiles/RunUAT.sh" BuildCookRun -project="$PWD/Marmot.uproject" -platform=Mac -clientconfig=Development -cook -allmaps -stage -pak'],
      ['prompt', 'horde-cook', 'ubij to. -allmaps cook ide na Horde, ne na moj laptop, traje 4 sata'],
      ['agent', 'horde-cook', "Started a local -allmaps cook; full or all-maps cooks are queued on Horde ('Marmot Full Cook'), locally only single-map cooks."],
      ['fail', 'x:p4-edit-typo', 'p4 edit Source/Marmot/Private/Player/MarmotCharactr.cpp', 'Source/Marmot/Private/Player/MarmotCharactr.cpp - file(s) not on client.', 1],
    ],
  },
  {
    machine: 'win', project: 'marmot', start: '2026-04-13T07:45:00Z',
    steps: [
      ['fail', 'runuat-path', 'cmd //c "RunUAT.bat BuildCookRun -project=C:\\Users\\mika\\marmot\\Marmot.uproject -platform=Win64 -build -cook -stage"', "'RunUAT.bat' is not recognized as an internal or external command,\noperable program or batch file.", 49],
      ['prompt', 'runuat-path', W`RunUAT lives in the engine, D:\UE_5.4\Engine\Build\BatchFiles. how many times now`],
      ['fail', 'p4-edit', "echo 'bUseMarmotNet=True' >> Config/DefaultGame.ini", 'bash: Config/DefaultGame.ini: Permission denied', 1],
      ['prompt', 'p4-edit', "p4 edit first!! and don't attrib -r it, then p4 doesn't know the file changed"],
      ['ok', "p4 edit Saved/Config/WindowsEditor/Game.ini 2>/dev/null; echo '[/Script/Marmot.MarmotNetSettings]' >> Saved/Config/WindowsEditor/Game.ini"],
      ['prompt', 'default-ini', "that's Saved/Config/WindowsEditor/Game.ini, per-user and not in the depot. project settings live in Config/DefaultGame.ini"],
      ['prompt', 'x:riderlink', 'Rider wants to install RiderLink into the engine again, that one is fine, let it'],
    ],
  },
  {
    machine: 'wincodex', project: 'marmot', start: '2026-04-14T01:30:00Z',
    steps: [
      ['ok', 'Add-Content Saved\\Config\\WindowsEditor\\Engine.ini "[/Script/Engine.RendererSettings]`nr.Shadow.Virtual.Enable=1"'],
      ['prompt', 'default-ini', "you changed Saved/Config again, that's local only and never checked in. it goes in Config/DefaultEngine.ini"],
      ['agent', 'default-ini', 'Put project settings in Saved/Config (per-user, not in Perforce); project-wide settings belong in Config/Default*.ini, opened with p4 edit.'],
      ['fail', 'p4-reconcile', W`p4 add Content\UI\Widgets\...`, "Can't add filenames with wildcards [@#%*] in them.\nUse -f option to force add.", 1],
      ['agent', 'p4-reconcile', 'Added moved/renamed assets by hand with p4 add/delete; after moving content in the editor run `p4 reconcile -n <folder>/...` then `p4 reconcile`.'],
      ['ok', W`p4 reconcile Content\UI\Widgets\...`],
      ['prompt', 'horde-cook', "huwag mo nang i-cook lahat dito sa PC ko, i-queue mo sa Horde yung 'Marmot Full Cook' job"],
    ],
  },
  {
    machine: 'wincodex7', project: 'marmot', start: '2026-04-15T01:00:00Z',
    steps: [
      ['prompt', 'x:korean-save-version', '세이브 파일 버전 번호 올려 주세요. FMarmotSaveVersion에 새 항목 추가하고요'],
      ['fail', 'ps-env-var', 'P4CLIENT=marmot_sora_main p4 opened', PS7_NF('P4CLIENT=marmot_sora_main'), 1],
      ['prompt', 'ps-env-var', "that syntax doesn't exist in pwsh. $env:P4CLIENT = 'marmot_sora_main' first, then run it"],
      ['prompt', 'p4-shelve', 'submit 하지 말고 shelve만 해 주세요. 리뷰는 Swarm에서 할게요'],
      ['agent', 'p4-shelve', 'Was about to p4 submit; agents never submit in marmot — shelve the changelist (p4 shelve -c <CL>) and leave it for a Swarm review.'],
      ['ok', 'p4 shelve -c 48342'],
    ],
  },
  {
    machine: 'ci', project: 'marmot', start: '2026-04-16T03:00:00Z',
    steps: [
      ['ok', 'Engine/Build/BatchFiles/RunUAT.sh BuildCookRun -project=/workspace/Marmot.uproject -platform=Linux -server -noclient -serverconfig=Development -cook -stage -pak'],
      ['fail', 'x:server-crash', './Saved/StagedBuilds/LinuxServer/Marmot/Binaries/Linux/MarmotServer Meadow -log -port=7777', 'Signal 11 caught.\nMalloc Size=262146 LargeMemoryPoolOffset=262162\nCommonUnixCrashHandler: Signal=11\n[2026.04.16-03.14.11:120][  0]LogCore: === Critical error: ===\nUnhandled Exception: SIGSEGV: invalid attempt to read memory at address 0x0000000000000010\n\n[2026.04.16-03.14.11:120][  0]LogCore: Fatal error!\n0x00000000052b7a1c MarmotServer!UMarmotNetSubsystem::Initialize(FSubsystemCollectionBase&) [/workspace/Source/Marmot/Private/Net/MarmotNetSubsystem.cpp:64]', 139],
      ['fail', 'no-git-depot', 'git rev-parse --short HEAD', NOT_GIT, 128, 'Tag the build with the source revision'],
      ['agent', 'no-git-depot', 'Asked git for the revision in the depot workspace; there is no .git here — the build revision is the p4 changelist (p4 changes -m1 //marmot/main/...#have).'],
    ],
  },
];

// Windows machines: the hook sees backslash paths, and Claude Code names its project folder with the
// drive colon turned into a dash (C--Users-lea-marmot).
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const win = (p) => p.replace(/\//g, '\\');
  const transcript = payload.transcript_path.replace(/projects\/([A-Z]):-/, 'projects/$1--');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(transcript) } };
}
