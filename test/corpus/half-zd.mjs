// Half ZD of the evaluation corpus, written blind: "tundra", an indie studio's Unity 2022.3 LTS game
// (C#), built headless with the Unity CLI in batchmode through a PowerShell 7 wrapper, assets in Git
// LFS, Addressables, a .NET 8 tools/ folder (dotnet format, the tundra-loc localisation CLI as a
// local dotnet tool), Steamworks uploads with steamcmd from a Windows build box, CI on a self-hosted
// Windows runner (GitHub Actions).
// Platforms: Windows 11 (Claude Code in Git Bash; Codex in Windows PowerShell 5.1 on the build box
// and one laptop, in pwsh 7 on another) and macOS (Claude Code in zsh).
// Languages of the team: English, Finnish (Mika), Polish (Lea, Kacper), Japanese (Sora).

const REPO = 'github.com:tundra-games/tundra.git';

const PS7_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const UNITY_HEAD = (user, os) => `[Licensing::Module] Trying to connect to existing licensing client channel...
[Licensing::Module] Successfully connected to LicensingClient on channel: "LicenseClient-${user}" (connect: 0.00s, validation: 0.00s, handshake: 0.38s)
Built from '2022.3/staging' branch; Version is '2022.3.47f1 (88c277b85d21) revision 8962743'; Using compiler version '192829333'; Build Type 'Release'
OS: '${os}' Language: 'en' Physical Memory: 32526 MB
BatchMode: 1, IsHumanControllingUs: false, StartBugReporterOnCrash: false, Is64bit: true, IsPro: true`;
const WIN11 = 'Windows 11  (10.0.22631) 64bit Professional';
const MACOS = 'macOS 14.6.1 (23G93)';

const EXEC_CLASS_MISSING = `${UNITY_HEAD('mika', WIN11)}
[Package Manager] Done resolving packages in 1.92 seconds
Refreshing native plugins compatible for Editor in 3.41 ms, found 4 plugins.
Loaded scene 'Temp/__Backupscenes/0.backup'
	Deserialize:            4.118 ms
	Integration:            212.774 ms
executeMethod class 'BuildScript' could not be found.
Argument was -executeMethod BuildScript.Build
(Filename: C:\\build\\output\\unity\\unity\\Editor\\Src\\BatchMode\\BatchMode.cpp Line: 268)

Exiting without the bug reporter. Application will terminate with return code 1`;

const EXEC_METHOD_MISSING = `Loaded scene 'Temp/__Backupscenes/0.backup'
	Deserialize:            3.902 ms
executeMethod method 'BuildWindows' in class 'Tundra.Editor.Builds.CI' could not be found.
Argument was -executeMethod Tundra.Editor.Builds.CI.BuildWindows
(Filename: C:\\build\\output\\unity\\unity\\Editor\\Src\\BatchMode\\BatchMode.cpp Line: 253)

Exiting without the bug reporter. Application will terminate with return code 1`;

const LFS_POINTER_TEXTURES = `${UNITY_HEAD('mika', WIN11)}
Start importing Assets/Art/Characters/Wolf/wolf_albedo.png using Guid(4c1d7e0a9b3f42e18a6d5f0c2b7e9a13) Importer(-1,00000000000000000000000000000000)
Could not create texture from Assets/Art/Characters/Wolf/wolf_albedo.png: File could not be read
(Filename: Assets/Art/Characters/Wolf/wolf_albedo.png Line: 0)

File 'Assets/Art/Characters/Wolf/wolf_rig.fbx' is corrupted! Remove it and launch unity again!
[Position out of bounds!]
(Filename: C:\\build\\output\\unity\\unity\\Modules\\AssetPipelineEditor\\Public\\ModelImporting\\ModelImporter.cpp Line: 1027)

Could not create texture from Assets/Art/Env/Tundra/snow_ground_normal.png: File could not be read
Error building Player because scripts had compiler errors or asset import failed
BuildFailedException: Build failed with 412 import errors
  at Tundra.Editor.Builds.CI.BuildWin64 () [0x000d1] in C:\\Users\\mika\\tundra\\Assets\\Editor\\Builds\\CI.cs:58
Exiting without the bug reporter. Application will terminate with return code 1`;

const LFS_POINTER_AUDIO = `Start importing Assets/Audio/Music/title_loop.ogg using Guid(a9e04b7c3d2f41b6b8e15c7d0f3a2e64) Importer(-1,00000000000000000000000000000000)
Errors during import of AudioClip Assets/Audio/Music/title_loop.ogg:
FSBTool ERROR: The format of the source file is invalid, see output log for more details.

Errors during import of AudioClip Assets/Audio/Sfx/wolf_howl_03.wav:
FSBTool ERROR: The format of the source file is invalid, see output log for more details.

File 'Assets/Art/Env/Tundra/pine_cluster_lod0.fbx' is corrupted! Remove it and launch unity again!
[Position out of bounds!]
Addressables: 37 entries reference assets that failed to import.
Addressable content build failure (duration : 0:00:41.108)
Exiting without the bug reporter. Application will terminate with return code 1`;

const LFS_POINTER_MAC = `${UNITY_HEAD('ana', MACOS)}
Could not create texture from Assets/Art/UI/Icons/icon_atlas.png: File could not be read
(Filename: Assets/Art/UI/Icons/icon_atlas.png Line: 0)

Could not create texture from Assets/Art/UI/Fonts/NotoSansJP_atlas.png: File could not be read
Errors during import of AudioClip Assets/Audio/Ui/click_soft.wav:
FSBTool ERROR: The format of the source file is invalid, see output log for more details.
Error building Player because scripts had compiler errors or asset import failed
Exiting without the bug reporter. Application will terminate with return code 1`;

const GH001 = `Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 16 threads
Compressing objects: 100% (8/8), done.
Writing objects: 100% (9/9), 131.02 MiB | 11.84 MiB/s, done.
Total 9 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: error: Trace: 5d1e0c7b2f9a8e63c4b17d0a9f2e51c8b3d6a7f40e1c9b82d5a3f6e0c7b1d942
remote: error: See https://gh.io/lfs for more information.
remote: error: File Assets/Audio/Music/boss_theme_master.wav is 142.37 MB; this exceeds GitHub's file size limit of 100.00 MB
remote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com.
To ${REPO}
 ! [remote rejected]   feature/boss-music -> feature/boss-music (pre-receive hook declined)
error: failed to push some refs to '${REPO}'`;

const LFS_GUARD = `lfs-guard: these files are binary and not tracked by Git LFS:
  Assets/Art/Env/Tundra/cliff_diffuse.psd (38.2 MB)
  Assets/Art/Env/Tundra/cliff_mask.psd (21.7 MB)
Add a pattern for them to .gitattributes (git lfs track "*.psd") and stage them again.
commit aborted by .githooks/pre-commit`;

const LFS_LOCKED_PUSH = `Locking support detected on remote "origin". Consider enabling it with:
  $ git config lfs.https://github.com/tundra-games/tundra.git/info/lfs.locksverify true
Unable to push locked files:
* Assets/Scenes/Overworld.unity - sora (refs: develop)
* Assets/Scenes/Overworld/LightingData.asset - sora (refs: develop)
ERROR: Cannot update locked files.
error: failed to push some refs to '${REPO}'`;

const CS8773_FILE_SCOPED = `${UNITY_HEAD('ana', MACOS)}
[ScriptCompilation] Requested script compilation because: Assetdatabase observed changes in script compilation related files
Assets/Scripts/Saving/SaveSystem.cs(3,1): error CS8773: Feature 'file-scoped namespace' is not available in C# 9.0. Please use language version 10.0 or greater.
Assets/Scripts/Saving/SaveSlot.cs(1,1): error CS8773: Feature 'file-scoped namespace' is not available in C# 9.0. Please use language version 10.0 or greater.
Scripts have compiler errors.
Exiting without the bug reporter. Application will terminate with return code 1`;

const CS8773_GLOBAL_USING = `Assets/Scripts/GlobalUsings.cs(1,1): error CS8773: Feature 'global using directive' is not available in C# 9.0. Please use language version 10.0 or greater.
Assets/Scripts/GlobalUsings.cs(2,1): error CS8773: Feature 'global using directive' is not available in C# 9.0. Please use language version 10.0 or greater.
Assets/Scripts/UI/Rebinding/RebindRow.cs(14,13): error CS0246: The type or namespace name 'InputActionReference' could not be found (are you missing a using directive or an assembly reference?)
Scripts have compiler errors.
Exiting without the bug reporter. Application will terminate with return code 1`;

const PLAYMODE_NOT_BUILT = `${UNITY_HEAD('ana', MACOS)}
Running tests for PlayMode (Tundra.Tests.PlayMode)
Entering Playmode with Reload Domain disabled.
Player content must be built before entering play mode with packed data.  This can be done from the Addressables window in the Build->Build Player Content menu command.
UnityEngine.AddressableAssets.Addressables:LogError (object)
UnityEngine.AddressableAssets.Initialization.InitializationOperation:Execute ()
Test Tundra.Tests.PlayMode.BootSceneTests.BootLoadsMainMenu failed: Unhandled log message: '[Error] Player content must be built before entering play mode with packed data.'
Test Tundra.Tests.PlayMode.WolfSpawnTests.PackSpawnsAtNight failed: Unhandled log message: '[Error] Player content must be built before entering play mode with packed data.'
Test run completed. Exiting with code 2 (Failed). One or more tests failed.`;

const SMOKE_NO_CONTENT = `Mono path[0] = 'C:/Users/jules/tundra/Builds/Win64/Tundra_Data/Managed'
Initialize engine version: 2022.3.47f1 (88c277b85d21)
[Subsystems] Discovering subsystems at path C:/Users/jules/tundra/Builds/Win64/Tundra_Data/UnitySubsystems
Forcing GfxDevice: Null
Unable to load runtime data at location UnityEngine.AddressableAssets.ResourceLocators.ResourceLocationBase.
Addressables: could not find C:/Users/jules/tundra/Builds/Win64/Tundra_Data/StreamingAssets/aa/settings.json. Content must be built (Addressables Build) before building the player.
UnityEngine.AddressableAssets.Initialization.InitializationOperation:Execute()
[Smoke] Boot scene failed to load MainMenu within 60 s
[Smoke] FAILED`;

const PACKAGE_RESOLVE = `${UNITY_HEAD('kai', MACOS)}
[Package Manager] Registered 71 packages:
An error occurred while resolving packages:
  Project has invalid dependencies:
    com.unity.addressables: Package [com.unity.addressables@2.3.1] cannot be found
    com.unity.scriptablebuildpipeline: Package com.unity.scriptablebuildpipeline@2.1.4 requires Unity 6000.0 or newer

A re-import of the project may be required to fix the issue or a manual modification of /Users/kai/tundra/Packages/manifest.json file.
Exiting without the bug reporter. Application will terminate with return code 1`;

const PS51_AMPERSANDS = `At line:1 char:21
+ dotnet tool restore && dotnet tundra-loc export --out loc/export
+                     ~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine`;

const PS51_REQUIRES = `The script 'build.ps1' cannot be run because it contained a "#requires" statement for Windows PowerShell 7.2. The version of Windows PowerShell that is required by the script does not match the currently running version of Windows PowerShell 5.1.22621.4249.
    + CategoryInfo          : ResourceUnavailable: (build.ps1:String) [], ScriptRequiresException
    + FullyQualifiedErrorId : ScriptRequiresUnmatchedPSVersion`;

const PS51_NULL_COALESCE = `At C:\\Users\\joao\\tundra\\tools\\steam\\upload.ps1:14 char:31
+ $branch = $env:STEAM_BRANCH ?? 'qa'
+                               ~~
Unexpected token '??' in expression or statement.
    + CategoryInfo          : ParserError: (:) [], ParseException
    + FullyQualifiedErrorId : UnexpectedToken`;

const PS51_RM_RF = (target) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ rm -rf ${target}
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand`;

const STORE_ALIAS = 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.';

const DOTNET_FORMAT_CHECK = `Unrecognized command or argument '--check'.

Description:
  Formats code to match editorconfig settings.

Usage:
  dotnet format [<workspace>] [command] [options]

Arguments:
  <workspace>  A path to a solution file, a project file, or a folder containing a solution or project file. If a path is not specified then the current directory is used. [default: ]

Options:
  --diagnostics <diagnostics>  A space separated list of diagnostic ids to use as a filter when fixing code style or 3rd party issues. [default: ]
  --severity <error|info|warn> The severity of diagnostics to fix. Allowed values are info, warn, and error.
  --verify-no-changes          Verify no formatting changes would be performed. Terminates with a non zero exit code if any files would have been formatted.
  --include <include>          A list of relative file or folder paths to include in formatting. All files are formatted if empty. [default: ]
  --exclude <exclude>          A list of relative file or folder paths to exclude from formatting. [default: ]`;

const SDK_NOT_FOUND = `A compatible .NET SDK was not found.

Requested SDK version: 8.0.404
global.json file: C:\\Users\\joao\\tundra\\tools\\global.json

Installed SDKs:
9.0.101 [C:\\Program Files\\dotnet\\sdk]

Install the [8.0.404] .NET SDK or update [C:\\Users\\joao\\tundra\\tools\\global.json] to match an installed SDK.

Learn about SDK resolution:
https://aka.ms/dotnet/sdk-not-found`;

const TOOL_NOT_FOUND = `Could not execute because the specified command or file was not found.
Possible reasons for this include:
  * You misspelled a built-in dotnet command.
  * You intended to execute a .NET program, but dotnet-tundra-loc does not exist.
  * You intended to run a global tool, but a dotnet-prefixed executable with this name could not be found on the PATH.`;

const BSD_GREP_USAGE = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const STEAMCMD_HEAD = (dir) => `Redirecting stderr to '${dir}\\logs\\stderr.txt'
Logging directory: '${dir}/logs'
[  0%] Checking for available updates...
[----] Verifying installation...
Steam Console Client (c) Valve Corporation - version 1725056431
-- type 'quit' to exit --
Loading Steam API...OK`;

const MSYS_TASKKILL = `ERROR: Invalid argument/option - 'C:/Program Files/Git/IM'.
Type "TASKKILL /?" for usage.`;

const MSYS_SIGNTOOL = `SignTool Error: Invalid option: C:/Program Files/Git/fd
Usage: signtool sign [options] <filename(s)>

Use the "signtool sign /?" command for more information.`;

export const SESSIONS = [
  {
    machine: 'win', project: 'tundra', start: '2026-09-07T06:30:00Z',
    steps: [
      ['fail', 'unity-editor-var', '"/c/Program Files/Unity/Hub/Editor/2022.3.20f1/Editor/Unity.exe" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildWin64 -logFile -',
        'bash: /c/Program Files/Unity/Hub/Editor/2022.3.20f1/Editor/Unity.exe: No such file or directory', 127, 'Build the Windows player headless'],
      ['prompt', 'unity-editor-var', 'käytä $UNITY_EDITOR -muuttujaa, se osoittaa oikeaan versioon (2022.3.47f1). ei kovakoodattuja polkuja'],
      ['fail', 'lfs-pull', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildWin64 -logFile -', LFS_POINTER_TEXTURES, 1],
      ['prompt', 'lfs-pull', 'those are lfs pointer files, the clone skipped smudge. git lfs pull first, then build'],
      ['ok', 'git lfs pull'],
    ],
  },
  {
    machine: 'mac', project: 'tundra', start: '2026-09-07T11:00:00Z',
    steps: [
      ['fail', 'unity-editor-var', 'unity -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Loc.Validate -logFile -', 'zsh: command not found: unity', 127, 'Validate localisation tables'],
      ['prompt', 'unity-editor-var', "there's no unity on PATH, we've got $UNITY_EDITOR for that (points into the Hub install)"],
      ['ok', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Loc.Validate -logFile Logs/loc-validate.log'],
      ['fail', 'mac-grep-P', "grep -P 'error CS\\d{4}|\\[Loc\\] missing' Logs/loc-validate.log", BSD_GREP_USAGE, 2],
      ['agent', 'mac-grep-P', 'macOS grep is BSD grep and has no -P; use grep -E with [0-9] classes, or rg'],
      ['prompt', 'x:req-changelog', 'add the patch notes for 0.9.2 to CHANGELOG.md: wolf pathing fix on slopes, controller rebinding, polish font fallback'],
    ],
  },
  {
    machine: 'wincodex', project: 'tundra', start: '2026-09-08T05:40:00Z',
    steps: [
      ['fail', 'pwsh7', '.\\tools\\build.ps1 -Target Win64', PS51_REQUIRES, 1],
      ['prompt', 'pwsh7', 'run it with pwsh, the build box default shell is still windows powershell 5.1'],
      ['ok', 'pwsh -NoProfile -File tools/build.ps1 -Target Win64'],
      ['fail', 'x:steam-no-connection', 'pwsh -NoProfile -File tools/steam/upload.ps1 -Branch qa',
        `${STEAMCMD_HEAD('C:\\steamcmd')}
Logging in using cached credentials.
Logging in user 'tundra_build' to Steam Public...FAILED (No Connection)
upload.ps1: steamcmd exited with code 5`, 5],
    ],
  },
  {
    machine: 'winbash', project: 'tundra', start: '2026-09-08T08:15:00Z',
    steps: [
      ['ok', 'git add Assets/Audio/Music/boss_theme_master.wav Assets/Audio/Music/boss_theme_master.wav.meta && git commit -m "Add boss theme"'],
      ['fail', 'lfs-track', 'git push -u origin feature/boss-music', GH001, 1],
      ['prompt', 'lfs-track', "wav has to go through LFS, not plain git. git lfs track '*.wav' and rewrite that commit"],
      ['agent', 'lfs-track', 'New binary asset types (.wav, .psd, …) must be tracked with git lfs track before their first commit; plain git pushes of them get rejected (GH001)'],
      ['ok', 'git lfs track "*.wav" && git rm --cached Assets/Audio/Music/boss_theme_master.wav && git add .gitattributes Assets/Audio/Music/boss_theme_master.wav && git commit --amend --no-edit'],
    ],
  },
  {
    machine: 'wincodex7', project: 'tundra', start: '2026-09-09T00:30:00Z',
    steps: [
      ['fail', 'unity-editor-var', 'Unity.exe -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildAddressables -logFile -', PS7_NOT_FOUND('Unity.exe'), 1],
      ['agent', 'unity-editor-var', 'Unity is not on PATH on any of our machines; call it through the UNITY_EDITOR variable (& $env:UNITY_EDITOR -batchmode …), never a hard-coded editor path'],
      ['ok', '& $env:UNITY_EDITOR -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildAddressables -logFile -'],
      ['prompt', 'x:req-addr-group', 'split the boss fight music into its own addressables group (Audio_Boss), label boss-music'],
    ],
  },
  {
    machine: 'winps', project: 'tundra', start: '2026-09-09T07:00:00Z',
    steps: [
      ['fail', 'pwsh7', 'dotnet tool restore && dotnet tundra-loc export --out loc/export', PS51_AMPERSANDS, 1],
      ['prompt', 'pwsh7', 'why are you in windows powershell at all? pwsh 7 please, && works there'],
      ['ok', 'pwsh -NoProfile -Command "dotnet tool restore && dotnet tundra-loc export --out loc/export"'],
      ['fail', 'x:format-whitespace', 'dotnet format tools/Tundra.Tools.sln --verify-no-changes',
        `C:\\Users\\joao\\tundra\\tools\\Tundra.Loc\\CsvImporter.cs(42,10): error WHITESPACE: Fix whitespace formatting. Replace 9 characters with '\\r\\n\\s\\s\\s\\s\\s\\s\\s\\s'. [C:\\Users\\joao\\tundra\\tools\\Tundra.Loc\\Tundra.Loc.csproj]
C:\\Users\\joao\\tundra\\tools\\Tundra.Loc\\CsvImporter.cs(57,1): error WHITESPACE: Fix whitespace formatting. Delete 4 characters. [C:\\Users\\joao\\tundra\\tools\\Tundra.Loc\\Tundra.Loc.csproj]
C:\\Users\\joao\\tundra\\tools\\Tundra.Loc\\Commands\\ExportCommand.cs(19,42): error IDE0055: Fix formatting [C:\\Users\\joao\\tundra\\tools\\Tundra.Loc\\Tundra.Loc.csproj]`, 2],
    ],
  },
  {
    machine: 'mac2', project: 'tundra', start: '2026-09-10T06:00:00Z',
    steps: [
      ['fail', 'mac-sed-i', `sed -i 's/"com.unity.inputsystem": "1.7.0"/"com.unity.inputsystem": "1.8.2"/' Packages/manifest.json`,
        'sed: 1: "Packages/manifest.js ...": extra characters at the end of P command', 1],
      ['prompt', 'mac-sed-i', "bsd sed. on the mac it's sed -i '' …"],
      ['ok', `sed -i '' 's/"com.unity.inputsystem": "1.7.0"/"com.unity.inputsystem": "1.8.2"/' Packages/manifest.json`],
      ['fail', 'dotnet-tool-restore', 'dotnet tundra-loc validate loc/source',
        `${TOOL_NOT_FOUND}

Run "dotnet tool restore" to make the "tundra-loc" command available.`, 1],
      ['prompt', 'dotnet-tool-restore', "fresh clone → dotnet tool restore first. tundra-loc is a local tool from .config/dotnet-tools.json, it's not installed globally"],
    ],
  },
  {
    machine: 'win', project: 'tundra', start: '2026-09-10T11:20:00Z',
    steps: [
      ['fail', 'execute-method', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod BuildScript.Build -buildTarget Win64 -logFile -', EXEC_CLASS_MISSING, 1, 'Build Win64 player'],
      ['prompt', 'execute-method', "there's no BuildScript class. the entry point is Tundra.Editor.Builds.CI.BuildWin64"],
      ['ok', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildWin64 -logFile -'],
      ['fail', 'x:unity-instance-open', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildAddressables -logFile -',
        `${UNITY_HEAD('mika', WIN11)}
Aborting batchmode due to failure:
It looks like another Unity instance is running with this project open.

Multiple Unity instances cannot open the same project.

Project: C:/Users/mika/tundra`, 1],
    ],
  },
  {
    machine: 'wincodex', project: 'tundra', start: '2026-09-11T04:30:00Z',
    steps: [
      ['fail', 'x:unity-no-license', '& $env:UNITY_EDITOR -batchmode -quit -nographics -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildWin64 -logFile Logs/build-win64.log; Get-Content Logs/build-win64.log -Tail 8',
        `[Licensing::Module] Trying to connect to existing licensing client channel...
[Licensing::Client] Error: Code 404 while verifying Licensing Client signature (process Id: 8812, path: "C:/Program Files/Unity Hub/UnityLicensingClient_V1/Unity.Licensing.Client.exe")
[Licensing::Module] LicensingClient has failed validation; ignoring
[Licensing::Module] Error: Failed to start the Licensing Client.
No valid Unity Editor license found. Please activate your license.
Exiting without the bug reporter. Application will terminate with return code 1`, 1],
      ['prompt', 'no-return-license', 'NEVER run -returnlicense on this machine. the seat was activated by hand and getting it back took a support ticket last time. restart the licensing client instead'],
      ['agent', 'no-return-license', 'Never run Unity -returnlicense (or re-activate) on the build box; a licensing error there is fixed by restarting the Unity Licensing Client, the seat stays'],
    ],
  },
  {
    machine: 'winbash', project: 'tundra', start: '2026-09-11T07:00:00Z',
    steps: [
      ['fail', 'msys-pathconv', 'taskkill /IM Unity.exe /F', MSYS_TASKKILL, 1, 'Kill the hung Unity process'],
      ['prompt', 'msys-pathconv', 'git bash eats the slashes — taskkill //IM Unity.exe //F or MSYS_NO_PATHCONV=1'],
      ['ok', 'taskkill //IM Unity.exe //F'],
      ['fail', 'library-no-delete', 'rm -rf Library && "$UNITY_EDITOR" -batchmode -quit -projectPath . -logFile -',
        "rm: cannot remove 'Library/ArtifactDB': Device or resource busy\nrm: cannot remove 'Library/SourceAssetDB': Device or resource busy", 1],
      ['prompt', 'library-no-delete', 'leave Library ALONE!! a full reimport is 40 minutes. if something imported wrong, reimport that one folder'],
    ],
  },
  {
    machine: 'mac', project: 'tundra', start: '2026-09-14T06:10:00Z',
    steps: [
      ['fail', 'csharp9', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.CompileCheck -logFile -', CS8773_FILE_SCOPED, 1],
      ['prompt', 'csharp9', 'Unity 2022 compiles C# 9. block namespaces in Assets/ please, the file-scoped ones are only ok in tools/'],
      ['agent', 'csharp9', 'Code under Assets/ compiles as C# 9 (Unity 2022.3): no file-scoped namespaces or global usings there; C# 10+ only in the .NET 8 tools/'],
      ['ok', 'git diff --stat Assets/Scenes/Boot.unity'],
      ['prompt', 'no-yaml-edit', 'hands off the scene yaml!! you rewired the Boot.unity references by editing the file — do it in the editor or write an editor script'],
      ['prompt', 'x:req-csharp-namespace', 'put the new save system under Tundra.Saving, and SaveSlot in its own file'],
    ],
  },
  {
    machine: 'wincodex7', project: 'tundra', start: '2026-09-15T00:40:00Z',
    steps: [
      ['fail', 'runtests-no-quit', '& $env:UNITY_EDITOR -batchmode -quit -projectPath . -runTests -testPlatform EditMode -testResults TestResults/editmode.xml -logFile Logs/editmode.log; Get-Content TestResults/editmode.xml',
        "Get-Content: Cannot find path 'C:\\Users\\sora\\tundra\\TestResults\\editmode.xml' because it does not exist.", 1],
      ['prompt', 'runtests-no-quit', 'drop -quit when you use -runTests. the test runner exits on its own, with -quit the editor closes before a single test runs'],
      ['fail', 'x:editmode-test-fail', '& $env:UNITY_EDITOR -batchmode -projectPath . -runTests -testPlatform EditMode -testFilter Tundra.Tests.EditMode.InventoryTests -testResults TestResults/editmode.xml -logFile -',
        `Running tests for EditMode (Tundra.Tests.EditMode)
Test Tundra.Tests.EditMode.InventoryTests.StackingRespectsMaxStack failed:
  Expected: 20
  But was:  40
  at Tundra.Tests.EditMode.InventoryTests.StackingRespectsMaxStack () [0x0003a] in C:\\Users\\sora\\tundra\\Assets\\Tests\\EditMode\\InventoryTests.cs:47
Test run completed. Exiting with code 2 (Failed). One or more tests failed.`, 2],
    ],
  },
  {
    machine: 'winps', project: 'tundra', start: '2026-09-15T07:30:00Z',
    steps: [
      ['fail', 'ps-remove-item', 'rm -rf Builds/Win64', PS51_RM_RF('Builds/Win64'), 1],
      ['ok', 'Remove-Item -Recurse -Force Builds/Win64'],
      ['fail', 'global-json-sdk', 'dotnet build tools/Tundra.Tools.sln', SDK_NOT_FOUND, 145],
      ['prompt', 'global-json-sdk', 'leave global.json alone, we are pinned to 8.0.404 on purpose (CI has exactly that). install the sdk: winget install Microsoft.DotNet.SDK.8'],
      ['agent', 'global-json-sdk', 'tools/global.json pins the .NET SDK to 8.0.404; install that SDK instead of bumping global.json to the installed 9.x'],
    ],
  },
  {
    machine: 'mac2', project: 'tundra', start: '2026-09-16T05:50:00Z',
    steps: [
      ['fail', 'lfs-lock', 'git push origin feature/overworld-lighting', LFS_LOCKED_PUSH, 1],
      ['prompt', 'lfs-lock', "lock the scene first (git lfs lock) before you change anything in it. sora has Overworld right now, that's why"],
      ['agent', 'lfs-lock', 'Lock scenes and prefabs with git lfs lock before editing them; pushes touching files locked by someone else are rejected'],
      ['prompt', 'x:req-release-branch', 'ok leave the lighting for now. cut release/0.9.3 from develop and push it'],
      ['ok', 'git fetch origin && git switch -c release/0.9.3 origin/develop && git push -u origin release/0.9.3'],
    ],
  },
  {
    machine: 'wincodex', project: 'tundra', start: '2026-09-16T10:00:00Z',
    steps: [
      ['fail', 'steam-vdf', 'steamcmd +login tundra_build +run_app_build C:\\Users\\jules\\tundra\\tools\\steam\\app_build.vdf +quit',
        `${STEAMCMD_HEAD('C:\\steamcmd')}
Logging in using cached credentials.
Logging in user 'tundra_build' to Steam Public...OK
Waiting for client config...OK
Waiting for user info...OK
ERROR! Failed to load app build script file "C:\\Users\\jules\\tundra\\tools\\steam\\app_build.vdf"`, 1],
      ['prompt', 'steam-vdf', "the app build script is app_build_2714830.vdf, one per app id. there's no app_build.vdf"],
      ['prompt', 'x:req-steam-desc', "set the build description in the vdf to 'EA 0.9.3 rc1' for the next upload"],
    ],
  },
  {
    machine: 'win', project: 'tundra', start: '2026-09-17T06:00:00Z',
    steps: [
      ['fail', 'py-launcher', 'python tools/ci/check_meta.py', STORE_ALIAS, 49],
      ['prompt', 'py-launcher', 'windowsilla py -3, python on vaan se Microsoft Storen alias'],
      ['fail', 'meta-files', 'py -3 tools/ci/check_meta.py',
        `check_meta: 1 asset(s) in the index without a .meta:
  Assets/Scripts/Saving/SaveSlot.cs
Open the project in Unity (or run an import) and commit the generated .meta next to the asset.`, 1],
      ['prompt', 'meta-files', 'the .meta goes in the same commit as the asset. every time'],
      ['ok', 'git add Assets/Scripts/Saving/SaveSlot.cs.meta && git commit --amend --no-edit'],
    ],
  },
  {
    machine: 'winbash', project: 'tundra', start: '2026-09-18T07:20:00Z',
    steps: [
      ['ok', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -buildTarget Win64 -buildWindows64Player Builds/Win64/Tundra.exe -logFile -'],
      ['prompt', 'build-wrapper', 'buildy puszczamy przez tools/build.ps1, nie wołaj Unity ręcznie z -buildWindows64Player. wrapper robi addressables, numer wersji i symbole'],
      ['agent', 'build-wrapper', 'Player builds go through pwsh tools/build.ps1 -Target <target> (Addressables, version stamp, symbols); never a raw Unity -buildWindows64Player command line'],
      ['ok', 'pwsh -NoProfile -File tools/build.ps1 -Target Win64'],
      ['fail', 'msys-pathconv', 'signtool sign /fd SHA256 /a /tr http://timestamp.digicert.com /td SHA256 Builds/Win64/Tundra.exe', MSYS_SIGNTOOL, 1],
      ['agent', 'msys-pathconv', 'Git Bash (MSYS) rewrites /options of Windows tools like signtool and taskkill into paths; prefix MSYS_NO_PATHCONV=1 or double the slash (//fd)'],
      ['fail', 'x:signtool-nocert', 'MSYS_NO_PATHCONV=1 signtool sign /fd SHA256 /a /tr http://timestamp.digicert.com /td SHA256 Builds/Win64/Tundra.exe',
        'SignTool Error: No certificates were found that met all the given criteria.', 1],
    ],
  },
  {
    machine: 'mac', project: 'tundra', start: '2026-09-21T06:30:00Z',
    steps: [
      ['fail', 'addressables-first', '"$UNITY_EDITOR" -batchmode -projectPath . -runTests -testPlatform PlayMode -testResults TestResults/playmode.xml -logFile -', PLAYMODE_NOT_BUILT, 2],
      ['prompt', 'addressables-first', 'build the addressables content first (-executeMethod Tundra.Editor.Builds.CI.BuildAddressables), playmode tests run against packed data'],
      ['fail', 'mac-sed-i', "sed -i 's/ \\/\\/ TODO(loc)$//' Assets/Scripts/UI/MainMenu.cs", 'sed: 1: "Assets/Scripts/UI/Ma ...": invalid command code A', 1],
      ['prompt', 'mac-sed-i', "sed -i '' on mac. EVERY time"],
    ],
  },
  {
    machine: 'wincodex7', project: 'tundra', start: '2026-09-22T01:10:00Z',
    steps: [
      ['ok', 'git diff --stat Assets/Prefabs/Enemies/Wolf.prefab'],
      ['prompt', 'no-yaml-edit', '.prefabのYAMLを直接書き換えないでください。fileIDの参照が壊れます。エディタかエディタスクリプトで変更して'],
      ['agent', 'no-yaml-edit', 'Never hand-edit .unity/.prefab/.asset YAML (fileID and GUID references break); make the change in the editor or through an editor script'],
      ['fail', 'x:addr-invalid-key', '& $env:UNITY_EDITOR -batchmode -projectPath . -runTests -testPlatform PlayMode -testFilter WolfSpawnTests -testResults TestResults/playmode.xml -logFile -',
        `Running tests for PlayMode (Tundra.Tests.PlayMode)
UnityEngine.AddressableAssets.InvalidKeyException: Exception of type 'UnityEngine.AddressableAssets.InvalidKeyException' was thrown. No Location found for Key=Enemies/Wolf_Elite
UnityEngine.ResourceManagement.ResourceManager:ProvideResource<UnityEngine.GameObject> (UnityEngine.ResourceManagement.ResourceLocations.IResourceLocation)
Tundra.Enemies.PackSpawner:SpawnElite () (at Assets/Scripts/Enemies/PackSpawner.cs:88)
Test Tundra.Tests.PlayMode.WolfSpawnTests.ElitePackSpawnsAfterDay3 failed: Unhandled log message: '[Exception] InvalidKeyException'
Test run completed. Exiting with code 2 (Failed). One or more tests failed.`, 2],
      ['prompt', 'addressables-pin', 'addressablesは1.22.3のままで。2.xはUnity 6専用なので上げないでください。キーの問題はWolf_Eliteをグループに登録すれば直ります'],
    ],
  },
  {
    machine: 'winps', project: 'tundra', start: '2026-09-22T08:00:00Z',
    steps: [
      ['fail', 'pwsh7', '.\\tools\\steam\\upload.ps1 -Branch qa -DryRun', PS51_NULL_COALESCE, 1],
      ['agent', 'pwsh7', 'Our .ps1 scripts are PowerShell 7; run them with pwsh, not Windows PowerShell 5.1 (powershell.exe), which lacks ?? and &&'],
      ['fail', 'dotnet-format-verify', 'dotnet format tools/Tundra.Tools.sln --check', DOTNET_FORMAT_CHECK, 1],
      ['prompt', 'dotnet-format-verify', '--check was the old dotnet-format global tool. it is --verify-no-changes, same as CI'],
      ['ok', 'dotnet format tools/Tundra.Tools.sln --verify-no-changes'],
    ],
  },
  {
    machine: 'mac2', project: 'tundra', start: '2026-09-23T06:00:00Z',
    steps: [
      ['fail', 'dotnet-tool-restore', 'dotnet tundra-loc import loc/source/en.csv', TOOL_NOT_FOUND, 1],
      ['prompt', 'dotnet-tool-restore', 'again? dotnet tool restore after every pull, the manifest just bumped tundra-loc to 0.5.0'],
      ['ok', 'dotnet tool restore && dotnet tundra-loc import loc/source/en.csv'],
      ['fail', 'mac-grep-P', "grep -oP '(?<=bundleVersion: ).*' ProjectSettings/ProjectSettings.asset", BSD_GREP_USAGE, 2],
      ['prompt', 'mac-grep-P', 'no -P on mac grep. rg or grep -E'],
      ['ok', "rg -o 'bundleVersion: (.*)' -r '$1' ProjectSettings/ProjectSettings.asset"],
    ],
  },
  {
    machine: 'wincodex', project: 'tundra', start: '2026-09-24T04:00:00Z',
    steps: [
      ['fail', 'steam-qa-branch', 'steamcmd +login tundra_build +run_app_build C:\\Users\\jules\\tundra\\tools\\steam\\app_build_2714830.vdf +quit',
        `${STEAMCMD_HEAD('C:\\steamcmd')}
Logging in user 'tundra_build' to Steam Public...OK
Waiting for client config...OK
Waiting for user info...OK
Building depot 2714831...
Building file mapping...
Scanning content.........................................
Uploading content...
Successfully finished AppID 2714830 build (BuildID 15873321).
ERROR! Failed to set build 15873321 live on branch "default": Access Denied`, 1],
      ['prompt', 'steam-qa-branch', 'WHY is setlive set to default in the vdf. builds go live on qa only. default gets switched by hand in steamworks after QA signs off'],
      ['agent', 'steam-qa-branch', 'Steam uploads set the build live only on the qa branch (setlive "qa"); never setlive default, that is promoted manually in Steamworks'],
      ['fail', 'x:steam-ratelimit', 'pwsh -NoProfile -File tools/steam/upload.ps1 -Branch qa -Depot 2714832',
        `${STEAMCMD_HEAD('C:\\steamcmd')}
Logging in user 'tundra_build' to Steam Public...FAILED (Rate Limit Exceeded)
upload.ps1: steamcmd exited with code 5`, 5],
    ],
  },
  {
    machine: 'win', project: 'tundra', start: '2026-09-25T06:10:00Z',
    steps: [
      ['ok', 'GIT_LFS_SKIP_SMUDGE=1 git switch feature/tundra-biome'],
      ['fail', 'lfs-pull', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildAddressables -logFile -', LFS_POINTER_AUDIO, 1],
      ['agent', 'lfs-pull', 'The branch was checked out with LFS smudge skipped, so assets were pointer files; run git lfs pull before any Unity import or build'],
      ['fail', 'x:lfs-timeout', 'git lfs pull',
        `batch response: Post "https://github.com/tundra-games/tundra.git/info/lfs/objects/batch": dial tcp 140.82.121.4:443: i/o timeout
error: failed to fetch some objects from 'https://github.com/tundra-games/tundra.git/info/lfs'`, 2],
      ['prompt', 'x:req-ci-cache-library', 'while you are at it: can we cache Library/ between CI runs? the import step takes 25 min on the runner'],
    ],
  },
  {
    machine: 'winbash', project: 'tundra', start: '2026-09-28T07:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git push origin HEAD:main',
        `remote: error: GH006: Protected branch update failed for refs/heads/main.
remote: error: Changes must be made through a pull request.
To ${REPO}
 ! [remote rejected]   HEAD -> main (protected branch hook declined)
error: failed to push some refs to '${REPO}'`, 1],
      ['prompt', 'develop-branch', 'we work off develop. main only gets the release merges'],
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill',
        'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['ok', 'gh pr create --base develop --fill'],
    ],
  },
  {
    machine: 'wincodex7', project: 'tundra', start: '2026-09-29T00:50:00Z',
    steps: [
      ['fail', 'library-no-delete', 'Remove-Item -Recurse -Force Library',
        "Remove-Item: Cannot remove item C:\\Users\\sora\\tundra\\Library\\ArtifactDB: The process cannot access the file 'C:\\Users\\sora\\tundra\\Library\\ArtifactDB' because it is being used by another process.", 1],
      ['prompt', 'library-no-delete', 'Libraryフォルダは消さないで！再インポートに40分かかります。おかしいアセットだけReimportしてください'],
      ['fail', 'x:remove-item-locked', 'Remove-Item -Recurse -Force Builds/Win64',
        "Remove-Item: Cannot remove item C:\\Users\\sora\\tundra\\Builds\\Win64\\Tundra.exe: The process cannot access the file 'C:\\Users\\sora\\tundra\\Builds\\Win64\\Tundra.exe' because it is being used by another process.", 1],
      ['ok', 'Stop-Process -Name Tundra; Remove-Item -Recurse -Force Builds/Win64'],
    ],
  },
  {
    machine: 'mac', project: 'tundra', start: '2026-09-30T06:20:00Z',
    steps: [
      ['prompt', 'runner-labels', 'the workflow says runs-on: windows-latest — hosted runners have no unity license. our runner is [self-hosted, windows, unity]'],
      ['agent', 'runner-labels', 'Unity CI jobs run on our self-hosted runner (runs-on: [self-hosted, windows, unity]), not GitHub-hosted windows-latest'],
      ['prompt', 'unity-logfile', 'and ALWAYS -logFile Logs/<step>.log in the workflow steps, the upload-artifact step collects Logs/**'],
      ['agent', 'unity-logfile', 'Every Unity batchmode step in CI passes -logFile Logs/<step>.log so the log lands in the uploaded artifacts'],
      ['prompt', 'x:req-format-step', 'also add a dotnet format check for tools/ to the same workflow'],
    ],
  },
  {
    machine: 'winps', project: 'tundra', start: '2026-10-01T07:10:00Z',
    steps: [
      ['fail', 'py-launcher', 'python tools/ci/bump_version.py 0.9.3', STORE_ALIAS, 9009],
      ['agent', 'py-launcher', 'On Windows python/python3 is the Microsoft Store alias; run scripts with the py launcher (py -3)'],
      ['fail', 'x:py-yaml-missing', 'py -3 tools/ci/bump_version.py 0.9.3',
        `Traceback (most recent call last):
  File "C:\\Users\\joao\\tundra\\tools\\ci\\bump_version.py", line 6, in <module>
    import yaml
ModuleNotFoundError: No module named 'yaml'`, 1],
      ['ok', 'py -3 tools/ci/bump_version.py 0.9.3'],
      ['fail', 'ps-remove-item', 'rm -rf Builds/Tundra_BackUpThisFolder_ButDontShipItWithYourGame', PS51_RM_RF('Builds/Tundra_BackUpThisFolder_ButDontShipItWithYourGame'), 1],
      ['prompt', 'ps-remove-item', "this is powershell. rm is Remove-Item here, it's -Recurse -Force"],
    ],
  },
  {
    machine: 'wincodex', project: 'tundra', start: '2026-10-02T04:40:00Z',
    steps: [
      ['fail', 'execute-method', '& $env:UNITY_EDITOR -batchmode -quit -nographics -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildWindows -logFile Logs/build-win64.log; Get-Content Logs/build-win64.log -Tail 8', EXEC_METHOD_MISSING, 1],
      ['agent', 'execute-method', 'The Windows build entry point is Tundra.Editor.Builds.CI.BuildWin64 (not BuildScript.Build, not CI.BuildWindows)'],
      ['ok', '& $env:UNITY_EDITOR -batchmode -quit -nographics -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildWin64 -logFile Logs/build-win64.log'],
      ['fail', 'addressables-first', '.\\Builds\\Win64\\Tundra.exe -batchmode -nographics -smoketest -logFile - | Select-Object -Last 9', SMOKE_NO_CONTENT, 3],
      ['agent', 'addressables-first', 'Addressables content has to be built (CI.BuildAddressables) before the player build or a play-mode test run; without it the player finds no aa/settings.json'],
      ['fail', 'x:cs0103-compile', 'pwsh -NoProfile -File tools/build.ps1 -Target Win64',
        `[build.ps1] Building Addressables... done (2m 11s)
[build.ps1] Building player Win64...
Assets/Scripts/Combat/DamageResolver.cs(88,17): error CS0103: The name 'critMultiplier' does not exist in the current context
Error building Player because scripts have compile errors in the editor
[build.ps1] Unity exited with code 1, see Logs/build-win64.log`, 1],
    ],
  },
  {
    machine: 'mac2', project: 'tundra', start: '2026-10-05T05:30:00Z',
    steps: [
      ['fail', 'addressables-pin', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -logFile -', PACKAGE_RESOLVE, 1],
      ['prompt', 'addressables-pin', "addressables stays on 1.22.3. 2.x is unity 6 only and we're on 2022 LTS till we ship"],
      ['ok', 'git checkout -- Packages/manifest.json Packages/packages-lock.json'],
      ['prompt', 'x:req-unity6-writeup', 'separate thing: write up in docs/unity6.md what moving to Unity 6 after launch would take (addressables 2, render graph, the input rebinding UI)'],
    ],
  },
  {
    machine: 'win', project: 'tundra', start: '2026-10-06T06:00:00Z',
    steps: [
      ['fail', 'runtests-no-quit', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -runTests -testPlatform EditMode -testResults TestResults/editmode.xml -logFile - && cat TestResults/editmode.xml',
        'cat: TestResults/editmode.xml: No such file or directory', 1],
      ['agent', 'runtests-no-quit', '-runTests must not be combined with -quit: Unity quits before the test run starts and writes no results file'],
      ['prompt', 'no-return-license', 'ja sama kuin aina buildikoneella: ÄLÄ aja -returnlicense, lisenssin takaisin saaminen vaatii tukipyynnön'],
      ['prompt', 'x:req-inventory-test', 'write an EditMode test for stacking across two inventory slots'],
    ],
  },
  {
    machine: 'winbash', project: 'tundra', start: '2026-10-07T07:00:00Z',
    steps: [
      ['fail', 'csharp9', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.CompileCheck -logFile -', CS8773_GLOBAL_USING, 1],
      ['prompt', 'csharp9', 'unity = C# 9 still. global using only works in tools/'],
      ['ok', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.CompileCheck -logFile -'],
      ['fail', 'meta-files', 'py -3 tools/ci/check_meta.py',
        `check_meta: 1 orphan .meta (asset deleted or moved without it):
  Assets/Prefabs/UI/RebindRow.prefab.meta`, 1],
      ['agent', 'meta-files', 'An asset and its .meta are moved, deleted and committed together (git mv / git rm both files)'],
      ['fail', 'x:meta-guid-conflict', 'py -3 tools/ci/check_meta.py',
        `check_meta: duplicate guid 7b2e91c04fd34a0e9c1f5d3a8e6b2c70:
  Assets/Prefabs/UI/RebindRowCompact.prefab.meta
  Assets/Prefabs/UI/RebindRowWide.prefab.meta
One of them was copied outside Unity; let Unity assign a new guid (delete that .meta and reimport).`, 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'tundra', start: '2026-10-08T01:20:00Z',
    steps: [
      ['fail', 'dotnet-format-verify', 'dotnet format --check tools/Tundra.Tools.sln', DOTNET_FORMAT_CHECK, 1],
      ['fail', 'dotnet-format-sln', 'dotnet format --verify-no-changes',
        "Multiple MSBuild project files found in 'C:\\Users\\sora\\tundra'. Specify which to use with the <workspace> argument.", 1],
      ['prompt', 'dotnet-format-sln', 'only tools/Tundra.Tools.sln gets dotnet format. the .sln and .csproj files in the root are generated by Unity, Assets/ is not formatted that way'],
      ['agent', 'dotnet-format-sln', 'dotnet format runs only against tools/Tundra.Tools.sln; the root .sln/.csproj are Unity-generated and never a dotnet format workspace'],
      ['fail', 'x:tools-test-fail', 'dotnet test tools/Tundra.Tools.sln',
        `  Failed Tundra.Loc.Tests.CsvImportTests.ImportsQuotedNewlines [12 ms]
  Error Message:
   Assert.Equal() Failure: Strings differ
           ↓ (pos 9)
Expected: "Press A\\nto jump"
Actual:   "Press A\\r\\nto jump"
           ↑ (pos 9)
  Stack Trace:
     at Tundra.Loc.Tests.CsvImportTests.ImportsQuotedNewlines() in C:\\Users\\sora\\tundra\\tools\\Tundra.Loc.Tests\\CsvImportTests.cs:line 64

Failed!  - Failed:     1, Passed:    41, Skipped:     0, Total:    42, Duration: 318 ms - Tundra.Loc.Tests.dll (net8.0)`, 1],
    ],
  },
  {
    machine: 'wincodex', project: 'tundra', start: '2026-10-09T04:30:00Z',
    steps: [
      ['prompt', 'unity-logfile', 'the nightly failed and there is nothing in the artifacts, again. the addressables step lost its -logFile'],
      ['prompt', 'runner-labels', 'and the tools job sat queued for 2h: runs-on windows-latest again. self-hosted + unity label, like every other job'],
      ['fail', 'x:lfs-quota', 'git lfs pull',
        `batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.
error: failed to fetch some objects from 'https://github.com/tundra-games/tundra.git/info/lfs'`, 2],
      ['fail', 'x:nuget-offline', 'dotnet tool restore',
        `C:\\Users\\jules\\tundra\\.config\\dotnet-tools.json : error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.
  No such host is known. (api.nuget.org:443)
Package "tundra.loc" failed to restore, due to Microsoft.DotNet.ToolPackage.ToolPackageException: The tool package could not be restored.
Restore was incomplete. Some tools were not restored.`, 1],
    ],
  },
  {
    machine: 'mac', project: 'tundra', start: '2026-10-12T06:00:00Z',
    steps: [
      ['ok', 'GIT_LFS_SKIP_SMUDGE=1 git clone git@github.com:tundra-games/tundra.git ~/tundra-clean'],
      ['fail', 'lfs-pull', '"$UNITY_EDITOR" -batchmode -quit -projectPath . -executeMethod Tundra.Editor.Builds.CI.BuildMacOS -logFile -', LFS_POINTER_MAC, 1],
      ['prompt', 'lfs-pull', 'that again? pointer files. git lfs pull'],
      ['fail', 'x:sed-typo', "sed -i '' 's/EA 0.9.3 rc1/EA 0.9.3 rc2/' tools/steam/app_build_2714830.vfd", 'sed: tools/steam/app_build_2714830.vfd: No such file or directory', 1],
      ['fail', 'x:grep-nomatch', "grep -E 'error CS[0-9]{4}' Logs/build-mac.log", '', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'tundra', start: '2026-10-13T01:00:00Z',
    steps: [
      ['fail', 'steam-vdf', 'steamcmd +login tundra_build +run_app_build tools/steam/app_build.vdf +quit',
        `${STEAMCMD_HEAD('C:\\Users\\sora\\steamcmd')}
Logging in user 'tundra_build' to Steam Public...OK
Waiting for client config...OK
Waiting for user info...OK
ERROR! Failed to load app build script file "tools/steam/app_build.vdf"`, 1],
      ['agent', 'steam-vdf', 'The Steam app build script is tools/steam/app_build_2714830.vdf (depots: depot_build_2714831.vdf); there is no app_build.vdf'],
      ['prompt', 'steam-qa-branch', 'あと、setliveはqaだけ。defaultには絶対にsetliveしないでください'],
    ],
  },
  {
    machine: 'winps', project: 'tundra', start: '2026-10-14T07:00:00Z',
    steps: [
      ['ok', '& $env:UNITY_EDITOR -batchmode -quit -projectPath . -buildTarget Win64 -executeMethod Tundra.Editor.Builds.CI.BuildWin64 -logFile Logs/rc.log'],
      ['prompt', 'build-wrapper', 'use tools/build.ps1 -Target Win64 for the rc, not your own unity command line. the wrapper is the only thing that stamps the version'],
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'develop-branch', 'wrong base again. PRs target develop, main is release-only'],
      ['agent', 'develop-branch', 'Feature PRs and pushes target develop; main only receives release merges (protected)'],
      ['ok', 'gh pr edit --base develop'],
      ['fail', 'x:push-nonff', 'git push origin feature/rebinding-ui',
        `To ${REPO}
 ! [rejected]          feature/rebinding-ui -> feature/rebinding-ui (fetch first)
error: failed to push some refs to '${REPO}'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`, 1],
      ['prompt', 'x:req-lfs-size', 'how much LFS storage and bandwidth are we using this month? put the numbers in the standup doc'],
    ],
  },
  {
    machine: 'winbash', project: 'tundra', start: '2026-10-15T07:00:00Z',
    steps: [
      ['fail', 'lfs-track', 'git commit -m "Cliff textures for the tundra biome"', LFS_GUARD, 1],
      ['prompt', 'lfs-track', 'psd too. every new binary type goes into .gitattributes with git lfs track before the first commit'],
      ['ok', 'git lfs track "*.psd" && git add .gitattributes Assets/Art/Env/Tundra/*.psd && git commit -m "Cliff textures for the tundra biome"'],
      ['prompt', 'loc-source', 'i nie edytuj ręcznie StringTable .asset — teksty są w loc/source/en.csv, potem dotnet tundra-loc import'],
      ['agent', 'loc-source', 'Strings are edited in loc/source/*.csv and imported with dotnet tundra-loc import; the StringTable assets under Assets/Localization are generated, never hand-edited'],
      ['prompt', 'x:req-polish-strings', 'dodaj polskie tłumaczenia dla nowego ekranu rebindingu w loc/source/pl.csv'],
    ],
  },
  {
    machine: 'mac2', project: 'tundra', start: '2026-10-16T06:00:00Z',
    steps: [
      ['prompt', 'loc-source', 'strings live in loc/source/*.csv. the tables under Assets/Localization/Tables are generated, the next import wipes hand edits'],
      ['fail', 'x:lfs-lock-exists', 'git lfs lock Assets/Scenes/Overworld.unity', 'Lock failed: Assets/Scenes/Overworld.unity: lock already created', 2],
    ],
  },
];
