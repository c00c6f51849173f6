// Half ZZV, written blind: "grebe", an indie game in Godot 4.3 (GDScript and some C# on the .NET
// editor), headless exports and gdUnit4 in CI, Git LFS for art and audio, butler to itch.io and
// steamcmd to the Steam beta branch; dev/release branches. Windows 11 (pwsh 7, Git Bash), Fedora 40,
// macOS (zsh). English, Icelandic, Mexican Spanish and Malayalam. Author never saw rulesweep's code.

const PS_NOT_RECOGNIZED = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const GODOT_BANNER = 'Godot Engine v4.3.stable.mono.official.77dcf97d8 - https://godotengine.org';

const TEMPLATES_MISSING = (banner, preset, templatePath) => `${banner}\n\nERROR: Cannot export project with preset "${preset}" due to configuration errors:\nNo export template found at the expected path:\n${templatePath}\n\n   at: _fs_changed (editor/editor_node.cpp:1044)\nERROR: Project export for preset "${preset}" failed.\n   at: _fs_changed (editor/editor_node.cpp:1057)`;

const NO_DISPLAY_WAYLAND = `${GODOT_BANNER}\nInitialize: Unable to connect to the Wayland compositor (No such file or directory)\nX11: XOpenDisplay failed: cannot open display ":0"\nERROR: Unable to create DisplayServer, all display drivers failed.\nUse "--headless" command line argument to run the engine in headless mode if this is desired (e.g. for continuous integration).\n   at: setup2 (main/main.cpp:2684)`;

const NO_DISPLAY_CI = `${GODOT_BANNER}\nERROR: X11 Display is not available\n   at: DisplayServerX11 (platform/linuxbsd/x11/display_server_x11.cpp:6034)\nERROR: Unable to create DisplayServer, all display drivers failed.\nUse "--headless" command line argument to run the engine in headless mode if this is desired (e.g. for continuous integration).\n   at: setup2 (main/main.cpp:2684)`;

const GODOT_BIN_UNSET_SH = "'GODOT_BIN' is not set.\n Please set the environment variable 'export GODOT_BIN=/Applications/Godot.app/Contents/MacOS/Godot'";
const GODOT_BIN_UNSET_CMD = '"GODOT_BIN is not set."\n"Please set the environment variable \'setx GODOT_BIN <path to godot.exe>\'"';

const GDUNIT_HEADLESS = (banner) => `${banner}\n\n  Headless mode is not supported!\n\n  Please note that tests that use UI interaction do not work correctly in headless mode.\n  Godot 'InputEvents' are not transported by the Godot engine in headless mode and therefore\n  have no effect in the test!\n\n  You can run with '--ignoreHeadlessMode' to swtich off this check.\n\nExit code: 103`;

const MSB1011 = (version) => `MSBuild version ${version} for .NET\nMSBUILD : error MSB1011: Specify which project or solution file to use because this folder contains more than one project or solution file.`;

const EXTERNALLY_MANAGED_FEDORA = `error: externally-managed-environment\n\n× This environment is externally managed\n╰─> The Python environment under /usr is managed externally, and may not be\n    modified by the user.\n    To install Python packages system-wide, try dnf install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n\n    If you wish to install a non-Fedora-packaged Python package,\n    create a virtual environment using python3 -m venv path/to/venv.\n    Then use path/to/venv/bin/python3 -m pip to install it.\n\n    If you wish to install a non-Fedora-packaged Python application,\n    it may be easiest to use pipx install xyz, which will manage a\n    virtual environment for you.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.`;

const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestfmt] [file ...]';

const CANNOT_INSTANCE_CS = (script) => `${GODOT_BANNER}\nERROR: Cannot instance script because the associated class could not be found. Script: '${script}'. Make sure the script exists and contains a class definition with a name that matches the filename of the script exactly (it's case-sensitive).\n   at: can_instantiate (modules/mono/csharp_script.cpp:2382)`;

const NOT_IMPORTED = (texture, scene) => `${GODOT_BANNER}\nERROR: Failed loading resource: res://.godot/imported/${texture}. Make sure resources have been imported by opening the project in the editor at least once.\n   at: _load (core/io/resource_loader.cpp:283)\nERROR: Failed loading resource: ${scene}. Make sure resources have been imported by opening the project in the editor at least once.\n   at: _load (core/io/resource_loader.cpp:283)\nERROR: Project export for preset "Windows Desktop" failed.\n   at: _fs_changed (editor/editor_node.cpp:1057)`;

const G43_LINUX = '~/tools/godot-4.3/Godot_v4.3-stable_mono_linux.x86_64';
const G43_MAC = '/Applications/Godot_mono.app/Contents/MacOS/Godot';
const G43_WIN = 'C:/tools/godot/Godot_v4.3-stable_mono_win64_console.exe';
const G43_PS = 'C:\\tools\\godot\\Godot_v4.3-stable_mono_win64_console.exe';

export const SESSIONS = [
  {
    machine: 'linux', project: 'grebe', start: '2026-02-02T09:15:00Z',
    steps: [
      ['fail', 'godot-43', 'godot --headless --export-release "Windows Desktop" build/win/grebe.exe', TEMPLATES_MISSING('Godot Engine v4.2.2.stable.fedora - https://godotengine.org', 'Windows Desktop', '/home/dev/.local/share/godot/export_templates/4.2.2.stable/windows_release_x86_64.exe'), 1, 'Export the Windows build'],
      ['prompt', 'godot-43', 'nei, ekki distro godot-inn. notaðu ~/tools/godot-4.3, sniðmátin eru bara til fyrir 4.3.stable.mono'],
      ['ok', `${G43_LINUX} --headless --export-release "Windows Desktop" build/win/grebe.exe`],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under 0.9.1 for the reed-bed level and the new heron sfx'],
    ],
  },
  {
    machine: 'mac', project: 'grebe', start: '2026-02-02T15:40:00Z',
    steps: [
      ['fail', 'mac-sed', `sed -i 's/config\\/version="0.9.0"/config\\/version="0.9.1"/' project.godot`, 'sed: 1: "project.godot": invalid command code p', 1, 'Bump the version in project.godot'],
      ['prompt', 'mac-sed', "ay, es la mac. sed -i '' aquí, o gsed"],
      ['ok', `sed -i '' 's/config\\/version="0.9.0"/config\\/version="0.9.1"/' project.godot`],
      ['fail', 'mac-godot-bin', 'godot --version', '(eval):1: command not found: godot', 127],
      ['prompt', 'mac-godot-bin', "godot isn't on the PATH on the macs, it's /Applications/Godot_mono.app/Contents/MacOS/Godot"],
    ],
  },
  {
    machine: 'winbash', project: 'grebe', start: '2026-02-03T10:05:00Z',
    steps: [
      ['fail', 'win-console-exe', 'godot --headless --import', 'bash: godot: command not found', 127, 'Import assets headless'],
      ['prompt', 'win-console-exe', 'on windows its C:/tools/godot/Godot_v4.3-stable_mono_win64_console.exe — the _console one'],
      ['ok', `${G43_WIN} --headless --import`],
      ['fail', 'dev-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'dev-branch', 'there is no main. dev'],
      ['prompt', 'x:iso-dates', 'name the zips with the build date like grebe-2026-02-03-win.zip, ISO order, not 03-02-2026'],
    ],
  },
  {
    machine: 'ci', project: 'grebe', start: '2026-02-03T14:00:00Z',
    steps: [
      ['fail', 'ci-no-bash', 'bash scripts/ci/export.sh windows', '/bin/sh: bash: not found', 127],
      ['agent', 'ci-no-bash', 'the CI image (barichello/godot-ci:mono-4.3, Alpine) has no bash; run the scripts with sh, they must stay POSIX'],
      ['fail', 'headless', 'godot --export-release "Linux" build/linux/grebe.x86_64', NO_DISPLAY_CI, 1],
      ['agent', 'headless', 'forgot --headless on the export in CI; every godot call on the runner needs --headless'],
      ['ok', 'godot --headless --export-release "Linux" build/linux/grebe.x86_64'],
      ['fail', 'x:ci-disk', 'tar czf artifacts/grebe-linux.tar.gz build/linux', 'tar: write error: No space left on device', 1],
    ],
  },
  {
    machine: 'codex', project: 'grebe', start: '2026-02-04T08:30:00Z',
    steps: [
      ['fail', 'dnf', 'sudo apt install -y p7zip-full', 'sudo: apt: command not found', 1],
      ['prompt', 'dnf', 'ഇത് Fedora ആണ്, apt ഇല്ല. sudo dnf install p7zip p7zip-plugins'],
      ['ok', 'sudo dnf install -y p7zip p7zip-plugins'],
      ['fail', 'pipx-gdtoolkit', 'pip install "gdtoolkit==4.*"', EXTERNALLY_MANAGED_FEDORA, 1, 'Install gdformat'],
      ['prompt', 'pipx-gdtoolkit', "gdtoolkit goes in with pipx: pipx install 'gdtoolkit==4.*'"],
    ],
  },
  {
    machine: 'mac2', project: 'grebe', start: '2026-02-05T16:20:00Z',
    steps: [
      ['fail', 'gdunit-godot-bin', './addons/gdUnit4/runtest.sh -a res://test', GODOT_BIN_UNSET_SH, 1, 'Run the gdUnit4 suite'],
      ['prompt', 'gdunit-godot-bin', "export GODOT_BIN first, it's in the readme"],
      ['fail', 'gdunit-ignore-headless', `GODOT_BIN=${G43_MAC} ./addons/gdUnit4/runtest.sh --headless -a res://test`, GDUNIT_HEADLESS(GODOT_BANNER), 103],
      ['prompt', 'gdunit-ignore-headless', "add --ignoreHeadlessMode. nothing in res://test does UI input"],
      ['ok', `GODOT_BIN=${G43_MAC} ./addons/gdUnit4/runtest.sh --headless --ignoreHeadlessMode -a res://test`],
    ],
  },
  {
    machine: 'wincodex7', project: 'grebe', start: '2026-02-06T09:00:00Z',
    steps: [
      ['fail', 'pwsh-rm', 'rm -rf build', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1, 'Clean the build folder'],
      ['prompt', 'pwsh-rm', 'this is powershell, not bash. Remove-Item -Recurse -Force build'],
      ['ok', 'Remove-Item -Recurse -Force build'],
      ['fail', 'pwsh-env', `GODOT_BIN=${G43_PS} .\\addons\\gdUnit4\\runtest.cmd -a res://test`, PS_NOT_RECOGNIZED(`GODOT_BIN=${G43_PS}`), 1],
      ['prompt', 'pwsh-env', `first $env:GODOT_BIN = '${G43_PS}', then runtest.cmd`],
      ['ok', `$env:GODOT_BIN = '${G43_PS}'; .\\addons\\gdUnit4\\runtest.cmd --ignoreHeadlessMode -a res://test`],
    ],
  },
  {
    machine: 'linux', project: 'grebe', start: '2026-02-09T10:10:00Z',
    steps: [
      ['fail', 'dotnet-sln', 'dotnet build', MSB1011('17.8.5+b5265ef37'), 1, 'Build the C# project'],
      ['prompt', 'dotnet-sln', 'dotnet build grebe.sln'],
      ['fail', 'x:dotnet-cs-error', 'dotnet build grebe.sln', "MSBuild version 17.8.5+b5265ef37 for .NET\n  Determining projects to restore...\n  All projects are up-to-date for restore.\n/home/dev/grebe/scripts/Inventory/InventorySlot.cs(42,17): error CS0103: The name 'stackSize' does not exist in the current context [/home/dev/grebe/grebe.csproj]\n\nBuild FAILED.\n\n/home/dev/grebe/scripts/Inventory/InventorySlot.cs(42,17): error CS0103: The name 'stackSize' does not exist in the current context [/home/dev/grebe/grebe.csproj]\n    0 Warning(s)\n    1 Error(s)\n\nTime Elapsed 00:00:03.41", 1],
      ['ok', 'dotnet build grebe.sln'],
    ],
  },
  {
    machine: 'mac', project: 'grebe', start: '2026-02-10T14:30:00Z',
    steps: [
      ['fail', 'notarytool', 'xcrun altool --notarize-app --primary-bundle-id com.grebegames.grebe -u ana@grebegames.com -p "@keychain:AC_PASSWORD" -f build/mac/grebe.zip', '*** Error: Notarization of MacOS applications using altool has been decommissioned. Please use notarytool. (-1016)\n*** Error: Notarization failed for \'build/mac/grebe.zip\'.', 1, 'Notarize the macOS build'],
      ['prompt', 'notarytool', 'altool ya valió hace rato. xcrun notarytool submit build/mac/grebe.zip --keychain-profile grebe-notary --wait'],
      ['fail', 'x:notary-invalid', 'xcrun notarytool submit build/mac/grebe.zip --keychain-profile grebe-notary --wait', 'Conducting pre-submission checks for grebe.zip and initiating connection to the Apple notary service...\nSubmission ID received\n  id: 6f1c2e0a-93b4-4d1e-a0c7-2b58e9d41f37\nUpload progress: 100.00% (184 MB of 184 MB)\nSuccessfully uploaded file\n  id: 6f1c2e0a-93b4-4d1e-a0c7-2b58e9d41f37\n  path: /Users/ana/grebe/build/mac/grebe.zip\nWaiting for processing to complete.\nCurrent status: Invalid...........\nProcessing complete\n  id: 6f1c2e0a-93b4-4d1e-a0c7-2b58e9d41f37\n  status: Invalid', 1],
      ['ok', 'xcrun notarytool log 6f1c2e0a-93b4-4d1e-a0c7-2b58e9d41f37 --keychain-profile grebe-notary'],
    ],
  },
  {
    machine: 'winbash', project: 'grebe', start: '2026-02-11T11:00:00Z',
    steps: [
      ['fail', 'lfs-binaries', 'git push origin feature/title-screen', "Enumerating objects: 23, done.\nCounting objects: 100% (23/23), done.\nDelta compression using up to 16 threads\nCompressing objects: 100% (14/14), done.\nWriting objects: 100% (15/15), 201.77 MiB | 11.02 MiB/s, done.\nTotal 15 (delta 6), reused 0 (delta 0), pack-reused 0\nremote: error: Trace: 8f2c1d0e6b4a\nremote: error: See https://gh.io/lfs for more information.\nremote: error: File art/ui/title_screen.psd is 212.40 MB; this exceeds GitHub's file size limit of 100.00 MB\nremote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com.\nTo github.com:grebegames/grebe.git\n ! [remote rejected] feature/title-screen -> feature/title-screen (pre-receive hook declined)\nerror: failed to push some refs to 'github.com:grebegames/grebe.git'", 1],
      ['prompt', 'lfs-binaries', 'ugh. psds are LFS. git lfs migrate import that commit and check .gitattributes has *.psd'],
      ['ok', 'git lfs track *.psd'],
      ['prompt', 'lfs-track-quote', 'that only tracked title_screen.psd, bash expanded the glob before lfs saw it. quote it'],
    ],
  },
  {
    machine: 'codex', project: 'grebe', start: '2026-02-12T09:40:00Z',
    steps: [
      ['fail', 'gd-tabs', `${G43_LINUX} --headless --check-only --script res://scripts/player/heron.gd`, `${GODOT_BANNER}\nSCRIPT ERROR: Parse Error: Mixed use of tabs and spaces for indentation.\n          at: GDScript::reload (res://scripts/player/heron.gd:27)\nERROR: Failed to load script "res://scripts/player/heron.gd" with error "Parse error".\n   at: load (modules/gdscript/gdscript.cpp:2936)`, 1],
      ['prompt', 'gd-tabs', 'GDScript-ൽ tabs മാത്രം. നീ spaces ഇട്ടു, അതാണ് പ്രശ്നം'],
      ['fail', 'x:gd-parse-typo', `${G43_LINUX} --headless --check-only --script res://scripts/player/heron_dash.gd`, `${GODOT_BANNER}\nSCRIPT ERROR: Parse Error: Identifier "velocty" not declared in the current scope.\n          at: GDScript::reload (res://scripts/player/heron_dash.gd:41)\nERROR: Failed to load script "res://scripts/player/heron_dash.gd" with error "Parse error".\n   at: load (modules/gdscript/gdscript.cpp:2936)`, 1],
    ],
  },
  {
    machine: 'linux', project: 'grebe', start: '2026-02-13T13:20:00Z',
    steps: [
      ['fail', 'godot4-syntax', `${G43_LINUX} --headless --check-only --script res://scripts/enemies/pike.gd`, `${GODOT_BANNER}\nSCRIPT ERROR: Parse Error: The "export" keyword was removed in Godot 4. Use an annotation ("@export") instead.\n          at: GDScript::reload (res://scripts/enemies/pike.gd:5)\nERROR: Failed to load script "res://scripts/enemies/pike.gd" with error "Parse error".\n   at: load (modules/gdscript/gdscript.cpp:2936)`, 1],
      ['prompt', 'godot4-syntax', 'this is Godot 4 — @export, @onready, await. none of the 3.x stuff'],
      ['fail', 'lfs-pull', `${G43_LINUX} --headless --import`, `${GODOT_BANNER}\nERROR: Not a WAV file. File should start with 'RIFF', but found 'vers', in file of size 132 bytes\n   at: import (editor/import/resource_importer_wav.cpp:101)\nERROR: Error importing 'res://audio/sfx/heron_call.wav'.\n   at: _reimport_file (editor/editor_file_system.cpp:2491)`, 1],
      ['prompt', 'lfs-pull', "those are lfs pointer files, you didn't pull. git lfs pull"],
      ['ok', 'git lfs pull'],
    ],
  },
  {
    machine: 'mac2', project: 'grebe', start: '2026-02-16T10:00:00Z',
    steps: [
      ['fail', 'godot-43', `${G43_MAC} --headless --export-release "macOS" build/mac/grebe.zip`, TEMPLATES_MISSING('Godot Engine v4.4.stable.mono.official.4c311cbee - https://godotengine.org', 'macOS', '/Users/kai/Library/Application Support/Godot/export_templates/4.4.stable.mono/macos.zip'), 1, 'Export the macOS build'],
      ['prompt', 'godot-43', 'brew gave you 4.4. we are pinned to 4.3.stable mono, grab that dmg — the templates we have are 4.3 only'],
      ['fail', 'mac-stat', 'stat -c %s build/mac/grebe.zip', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'mac-stat', 'stat -f%z on mac'],
    ],
  },
  {
    machine: 'ci', project: 'grebe', start: '2026-02-17T08:00:00Z',
    steps: [
      ['fail', 'ci-no-bash', './scripts/ci/upload-itch.sh windows', '/bin/sh: ./scripts/ci/upload-itch.sh: not found', 127],
      ['agent', 'ci-no-bash', 'upload-itch.sh had a #!/bin/bash shebang and the Alpine runner only has ash; use #!/bin/sh, no bashisms'],
      ['fail', 'butler-target', 'butler push build/win grebe:windows', "butler: error: invalid target 'grebe:windows': should be of the form user/game:channel", 1],
      ['agent', 'butler-target', 'butler target is grebe/grebe:<channel> (windows, linux, mac), not grebe:windows'],
      ['fail', 'x:butler-network', 'butler push build/win grebe/grebe:windows', '• For channel `windows`: last build is 1187220, downloading its signature\nbutler: error: Get "https://api.itch.io/wharf/builds/1187220/files": dial tcp: lookup api.itch.io on 10.0.0.2:53: read udp 172.17.0.3:40412->10.0.0.2:53: i/o timeout', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'grebe', start: '2026-02-18T15:10:00Z',
    steps: [
      ['fail', 'preset-name', `& ${G43_PS} --headless --export-release Windows Desktop build\\win\\grebe.exe`, `${GODOT_BANNER}\nERROR: Invalid export preset name: Windows.\n   at: _fs_changed (editor/editor_node.cpp:1003)`, 1],
      ['prompt', 'preset-name', 'the preset is "Windows Desktop", in quotes, or powershell splits it in two'],
      ['fail', 'pwsh-which', 'which dotnet', PS_NOT_RECOGNIZED('which'), 1],
      ['prompt', 'pwsh-which', 'gcm dotnet. pwsh has no which'],
      ['fail', 'dotnet-sln', 'dotnet build', MSB1011('17.11.9+a69bbaaf5'), 1],
      ['agent', 'dotnet-sln', 'the Godot project folder has both grebe.csproj and grebe.sln, so name it: dotnet build grebe.sln'],
    ],
  },
  {
    machine: 'win', project: 'grebe', start: '2026-02-19T09:30:00Z',
    steps: [
      ['fail', 'gdunit-godot-bin', './addons/gdUnit4/runtest.sh --ignoreHeadlessMode -a res://test', GODOT_BIN_UNSET_SH, 1],
      ['prompt', 'gdunit-godot-bin', 'GODOT_BIN not set again. export GODOT_BIN=/c/tools/godot/Godot_v4.3-stable_mono_win64_console.exe'],
      ['fail', 'dotnet-build-first', 'GODOT_BIN=/c/tools/godot/Godot_v4.3-stable_mono_win64_console.exe ./addons/gdUnit4/runtest.sh --ignoreHeadlessMode -a res://test', CANNOT_INSTANCE_CS('res://scripts/Inventory/Inventory.cs'), 1],
      ['prompt', 'dotnet-build-first', "build the C# first, the assemblies aren't there yet"],
      ['ok', 'dotnet build grebe.sln'],
    ],
  },
  {
    machine: 'linux', project: 'grebe', start: '2026-02-20T12:00:00Z',
    steps: [
      ['prompt', 'dev-branch', 'PR-inn á að fara á dev. main er ekki til hjá okkur'],
      ['agent', 'dev-branch', 'the default branch is dev, there is no main: rebase on origin/dev and open PRs against dev'],
      ['ok', 'gh pr create --base dev --fill'],
      ['prompt', 'x:rename-signal', 'rename the player_died signal to heron_downed everywhere, .gd and .tscn both'],
      ['fail', 'x:git-typo-path', 'git add audio/sfx/heron_dwned.ogg', "fatal: pathspec 'audio/sfx/heron_dwned.ogg' did not match any files", 128],
    ],
  },
  {
    machine: 'mac', project: 'grebe', start: '2026-02-23T17:00:00Z',
    steps: [
      ['ok', `sed -i -e 's/application\\/short_version="0.9.1"/application\\/short_version="0.9.2"/' export_presets.cfg`],
      ['prompt', 'mac-sed', "you left an export_presets.cfg-e in the repo. mac sed again, -i '' or gsed -i"],
      ['fail', 'preset-name', `${G43_MAC} --headless --export-release "Mac OSX" build/mac/grebe.zip`, `${GODOT_BANNER}\nERROR: Invalid export preset name: Mac OSX.\n   at: _fs_changed (editor/editor_node.cpp:1003)`, 1],
      ['agent', 'preset-name', 'export preset names are exactly what export_presets.cfg says ("Windows Desktop", "Linux", "macOS"), quoted'],
      ['ok', `${G43_MAC} --headless --export-release "macOS" build/mac/grebe.zip`],
      ['prompt', 'x:notary-time', 'how long does notarization usually take these days?'],
    ],
  },
  {
    machine: 'codex', project: 'grebe', start: '2026-02-24T08:10:00Z',
    steps: [
      ['fail', 'headless', `${G43_LINUX} --export-release "Linux" build/linux/grebe.x86_64`, NO_DISPLAY_WAYLAND, 1],
      ['prompt', 'headless', 'this is over ssh, there is no display. --headless, always'],
      ['fail', 'x:dnf-network', 'sudo dnf install -y dotnet-sdk-8.0', "Updating and loading repositories:\nErrors during downloading metadata for repository 'updates':\n  - Curl error (28): Timeout was reached for https://mirrors.fedoraproject.org/metalink?repo=updates-released-f40&arch=x86_64 [Connection timed out after 30001 milliseconds]\nError: Failed to download metadata for repo 'updates': Cannot download repomd.xml: Cannot download repodata/repomd.xml: All mirrors were tried", 1],
    ],
  },
  {
    machine: 'winbash', project: 'grebe', start: '2026-02-25T10:40:00Z',
    steps: [
      ['fail', 'x:gitbash-busy', 'rm -rf build/win', "rm: cannot remove 'build/win/grebe.exe': Device or resource busy", 1],
      ['fail', 'lfs-binaries', 'git commit -m "marsh theme music"', 'pre-commit: audio/music/marsh_theme.wav is not stored with Git LFS\npre-commit: add it to .gitattributes (git lfs track) and re-add it', 1],
      ['agent', 'lfs-binaries', 'tried to commit a .wav as a plain blob; .wav and .psd files go through Git LFS (check git lfs ls-files before committing)'],
      ['prompt', 'blend-art-repo', 'and leave the .blend out. sources live in grebe-art, this repo only gets the exported .glb'],
    ],
  },
  {
    machine: 'mac2', project: 'grebe', start: '2026-02-26T13:30:00Z',
    steps: [
      ['fail', 'notarytool', 'xcrun altool --notarize-app -f build/mac/grebe.zip --primary-bundle-id com.grebegames.grebe -u kai@grebegames.com -p "@keychain:AC_PASSWORD"', 'xcrun: error: unable to find utility "altool", not a developer tool or in PATH', 72],
      ['agent', 'notarytool', 'altool is gone; notarize with xcrun notarytool submit <zip> --keychain-profile grebe-notary --wait, then stapler staple'],
      ['fail', 'gdunit-ignore-headless', `GODOT_BIN=${G43_MAC} ./addons/gdUnit4/runtest.sh --headless -a res://test/save`, GDUNIT_HEADLESS(GODOT_BANNER), 103],
      ['prompt', 'gdunit-ignore-headless', 'this again? same flag as last time'],
      ['prompt', 'x:coyote-test', 'add a gdUnit test for coyote time on the double jump, 0.1s window'],
    ],
  },
  {
    machine: 'ci', project: 'grebe', start: '2026-03-02T07:30:00Z',
    steps: [
      ['fail', 'import-first', 'godot --headless --export-release "Windows Desktop" build/win/grebe.exe', NOT_IMPORTED('reeds_atlas.png-3c1f0e5a9b7d2e44c6f1a8d09b3e7c21.ctex', 'res://scenes/levels/marsh_01.tscn'), 1],
      ['agent', 'import-first', 'a fresh CI checkout has no .godot/imported; run godot --headless --import before --export-release'],
      ['ok', 'godot --headless --import'],
      ['fail', 'x:godot-crash', 'godot --headless --export-release "Linux" build/linux/grebe.x86_64', `${GODOT_BANNER}\n================================================================\nhandle_crash: Program crashed with signal 11\nEngine version: Godot Engine v4.3.stable.mono.official (77dcf97d82cbfe4e4615475fa52ca03da645dbd8)\nDumping the backtrace. Please include this when reporting the bug to the project developer.\n[1] /lib/ld-musl-x86_64.so.1(+0x4f2e1) [0x7f3a1c04f2e1] (??:0)\n[2] godot(+0x3c1b7e4) [0x55d4e3c1b7e4] (??:0)\n-- END OF BACKTRACE --\n================================================================`, 139],
      ['ok', 'godot --headless --export-release "Linux" build/linux/grebe.x86_64'],
    ],
  },
  {
    machine: 'wincodex7', project: 'grebe', start: '2026-03-03T09:15:00Z',
    steps: [
      ['fail', 'pwsh-env', `export GODOT_BIN="${G43_WIN}"`, PS_NOT_RECOGNIZED('export'), 1],
      ['agent', 'pwsh-env', "pwsh sets env vars with $env:NAME = 'value'; export NAME=… and NAME=value cmd are bash"],
      ['fail', 'pwsh-rm', 'del /s /q build', "Remove-Item: A positional parameter cannot be found that accepts argument '/q'.", 1],
      ['prompt', 'pwsh-rm', 'Remove-Item -Recurse -Force. told you already'],
      ['fail', 'x:pwsh-policy', '.\\scripts\\win\\bump-version.ps1 0.9.3', "bump-version.ps1: File C:\\Users\\sora\\grebe\\scripts\\win\\bump-version.ps1 cannot be loaded. The file C:\\Users\\sora\\grebe\\scripts\\win\\bump-version.ps1 is not digitally signed. You cannot run this script on the current system. For more information about running scripts and setting execution policy, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.", 1],
    ],
  },
  {
    machine: 'linux', project: 'grebe', start: '2026-03-04T14:45:00Z',
    steps: [
      ['fail', 'force-push-release', 'git push --force origin release', "Total 0 (delta 0), reused 0 (delta 0), pack-reused 0\nremote: error: GH006: Protected branch update failed for refs/heads/release.\nremote: error: Cannot force-push to this branch\nTo github.com:grebegames/grebe.git\n ! [remote rejected] release -> release (protected branch hook declined)\nerror: failed to push some refs to 'github.com:grebegames/grebe.git'", 1],
      ['prompt', 'force-push-release', 'HEY. aldrei force-push á release. release fær bara merge frá dev og tag'],
      ['agent', 'force-push-release', 'never force-push release (shipped builds, protected); it only changes by a merge from dev'],
      ['prompt', 'x:release-tag', 'ok, now tag v0.9.3 on release and push the tag'],
      ['ok', 'git tag -a v0.9.3 -m "0.9.3" && git push origin v0.9.3'],
    ],
  },
  {
    machine: 'mac', project: 'grebe', start: '2026-03-05T16:00:00Z',
    steps: [
      ['fail', 'godot4-syntax', `${G43_MAC} --headless --check-only --script res://scripts/ui/dialogue_box.gd`, `${GODOT_BANNER}\nSCRIPT ERROR: Parse Error: "yield" was removed in Godot 4. Use "await" instead.\n          at: GDScript::reload (res://scripts/ui/dialogue_box.gd:58)\nERROR: Failed to load script "res://scripts/ui/dialogue_box.gd" with error "Parse error".\n   at: load (modules/gdscript/gdscript.cpp:2936)`, 1],
      ['prompt', 'godot4-syntax', 'eso es de godot 3, wey. await, no yield'],
      ['fail', 'lfs-track-quote', 'git lfs track *.wav', 'zsh: no matches found: *.wav', 1],
      ['prompt', 'lfs-track-quote', 'quotes!! git lfs track "*.wav"'],
      ['fail', 'mac-stat', 'stat --printf=%s build/mac/grebe.zip', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['agent', 'mac-stat', 'macOS stat is BSD: file size is stat -f %z <file>, there is no -c/--printf'],
    ],
  },
  {
    machine: 'codex', project: 'grebe', start: '2026-03-06T09:00:00Z',
    steps: [
      ['fail', 'godot-43', 'godot --headless --export-release "Linux" build/linux/grebe.x86_64', TEMPLATES_MISSING('Godot Engine v4.2.2.stable.fedora - https://godotengine.org', 'Linux', '/home/dev/.local/share/godot/export_templates/4.2.2.stable/linux_release.x86_64'), 1],
      ['prompt', 'godot-43', 'that one is the dnf godot (4.2). use the 4.3 mono build in ~/tools/godot-4.3'],
      ['fail', 'dnf', 'apt-get install -y libfontconfig1', 'bash: line 1: apt-get: command not found', 127],
      ['agent', 'dnf', 'Fedora 40 box: packages come from dnf (sudo dnf install fontconfig), there is no apt or apt-get'],
      ['prompt', 'x:heron-dash-speed', 'heron-ന്റെ dash animation കുറച്ചു വേഗത്തിലാക്കണം, 0.25-ൽ നിന്ന് 0.18 ആക്കൂ'],
    ],
  },
  {
    machine: 'winbash', project: 'grebe', start: '2026-03-09T11:20:00Z',
    steps: [
      ['ok', 'C:/tools/godot/Godot_v4.3-stable_mono_win64.exe --headless --export-release "Windows Desktop" build/win/grebe.exe'],
      ['prompt', 'win-console-exe', "that's the GUI exe, it detaches and you get no output back. use the _console.exe"],
      ['ok', `${G43_WIN} --headless --export-release "Windows Desktop" build/win/grebe.exe`],
      ['ok', 'butler push build/win grebe/grebe:win64'],
      ['prompt', 'butler-target', 'wait, win64?? the channel is windows. now theres an empty win64 channel on the itch page'],
      ['ok', 'butler push build/win grebe/grebe:windows'],
    ],
  },
  {
    machine: 'mac2', project: 'grebe', start: '2026-03-10T15:00:00Z',
    steps: [
      ['prompt', 'steam-beta', "before you touch app_build.vdf: setlive is beta. never default, that's what players get"],
      ['agent', 'steam-beta', 'Steam uploads: setlive "beta" only, never put a build live on the default branch from steamcmd'],
      ['fail', 'steam-build-account', 'steamcmd +login kaiwong +run_app_build ../steam/app_build_2871230.vdf +quit', "Redirecting stderr to '/Users/kai/Library/Application Support/Steam/logs/stderr.txt'\nLogging in user 'kaiwong' [U:1:48213377] to Steam Public...OK\nWaiting for client config...OK\nWaiting for user info...OK\nERROR! Failed to start app build for AppID 2871230 : Access Denied", 5],
      ['prompt', 'steam-build-account', "builds go up as grebe_build, not your own account. the login is in 1password under 'Steam build'"],
      ['fail', 'x:steam-guard', 'steamcmd +login grebe_build +run_app_build ../steam/app_build_2871230.vdf +quit', "Logging in user 'grebe_build' [U:1:90120455] to Steam Public...\nThis computer has not been authenticated for your account using Steam Guard.\nPlease check your email for the message from Steam, and enter the Steam Guard\n code from that message.\nYou can also enter this code at any time using 'set_steam_guard_code'\n at the console.\nSteam Guard code:ERROR (Account Logon Denied)\nFAILED (Account Logon Denied)", 5],
    ],
  },
  {
    machine: 'linux', project: 'grebe', start: '2026-03-11T10:30:00Z',
    steps: [
      ['fail', 'gd-tabs', `${G43_LINUX} --headless --check-only --script res://scripts/enemies/pike.gd`, `${GODOT_BANNER}\nSCRIPT ERROR: Parse Error: Used space character for indentation instead of tab as used before in the file.\n          at: GDScript::reload (res://scripts/enemies/pike.gd:33)\nERROR: Failed to load script "res://scripts/enemies/pike.gd" with error "Parse error".\n   at: load (modules/gdscript/gdscript.cpp:2936)`, 1],
      ['prompt', 'gd-tabs', 'tabs. always tabs in .gd files'],
      ['fail', 'x:gdunit-real-failure', `GODOT_BIN=${G43_LINUX} ./addons/gdUnit4/runtest.sh --ignoreHeadlessMode -a res://test/player`, `${GODOT_BANNER}\nRun Test Suite: res://test/player/heron_movement_test.gd\n  Run Test: res://test/player/heron_movement_test.gd > test_dash_cooldown :FAILED 14ms\n    Report:\n      line 44: Expecting:\n       '0.25'\n       but was\n       '0.18'\n  Run Test: res://test/player/heron_movement_test.gd > test_glide :PASSED 9ms\nStatistics: | 12 tests cases | 0 error | 1 failed | 0 flaky | 0 skipped | 0 orphans |\nOverall Summary: 38 test cases | 0 errors | 1 failures | 0 flaky | 0 skipped | 0 orphans |\nExit code: 100`, 100],
      ['prompt', 'x:dash-test-update', 'the dash cooldown changed on purpose yesterday, update the test to 0.18'],
    ],
  },
  {
    machine: 'wincodex7', project: 'grebe', start: '2026-03-12T08:50:00Z',
    steps: [
      ['fail', 'gdunit-godot-bin', '.\\addons\\gdUnit4\\runtest.cmd --ignoreHeadlessMode -a res://test', GODOT_BIN_UNSET_CMD, 1],
      ['prompt', 'gdunit-godot-bin', 'set GODOT_BIN before runtest, same as yesterday'],
      ['fail', 'dotnet-build-first', `$env:GODOT_BIN = '${G43_PS}'; .\\addons\\gdUnit4\\runtest.cmd --ignoreHeadlessMode -a res://test`, CANNOT_INSTANCE_CS('res://scripts/Save/SaveSystem.cs'), 1],
      ['agent', 'dotnet-build-first', "C# scripts need dotnet build grebe.sln before any headless run or test, or Godot says 'Cannot instance script … class could not be found'"],
      ['fail', 'x:nuget-offline', 'dotnet build grebe.sln', "  Determining projects to restore...\nC:\\Program Files\\dotnet\\sdk\\8.0.404\\NuGet.targets(174,5): error : Unable to load the service index for source https://api.nuget.org/v3/index.json. [C:\\Users\\sora\\grebe\\grebe.sln]\nC:\\Program Files\\dotnet\\sdk\\8.0.404\\NuGet.targets(174,5): error :   No such host is known. (api.nuget.org:443) [C:\\Users\\sora\\grebe\\grebe.sln]", 1],
    ],
  },
  {
    machine: 'mac', project: 'grebe', start: '2026-03-16T14:20:00Z',
    steps: [
      ['fail', 'mac-sed', `sed -i 's/"0.9.3"/"0.9.4"/' export_presets.cfg`, 'sed: 1: "export_presets.cfg": invalid command code e', 1],
      ['agent', 'mac-sed', "BSD sed on macOS: -i needs an explicit (empty) suffix, sed -i '' 's/…/…/' file, or use gsed"],
      ['ok', `sed -i '' 's/"0.9.3"/"0.9.4"/' export_presets.cfg`],
      ['prompt', 'x:credits', 'agrega el crédito de la música de Itzel Ramírez en la pantalla de créditos, porfa'],
      ['fail', 'x:stapler', 'xcrun stapler staple build/mac/grebe.app', 'Processing: /Users/ana/grebe/build/mac/grebe.app\nCloudKit query for grebe.app (2/2c4a1e7d9f03b8e6a5d2c1f0e9b8a7d6c5b4a3f2) failed due to "Record not found".\nCould not find base64 encoded ticket in response for 2/2/2c4a1e7d9f03b8e6a5d2c1f0e9b8a7d6c5b4a3f2\nThe staple and validate action failed! Error 65.', 65],
    ],
  },
  {
    machine: 'ci', project: 'grebe', start: '2026-03-17T07:45:00Z',
    steps: [
      ['fail', 'headless', 'godot --import', NO_DISPLAY_CI, 1],
      ['agent', 'headless', 'the runner has no display, so --headless goes on --import too, not only on the exports'],
      ['fail', 'import-first', 'godot --headless --export-release "Windows Desktop" build/win/grebe.exe', NOT_IMPORTED('heron_idle.png-9e0b4c7a1d3f5e8b2a6c0d4e7f1a3b5c.ctex', 'res://scenes/player/heron.tscn'), 1],
      ['agent', 'import-first', 'export failed on un-imported textures again: the job must run godot --headless --import before exporting'],
      ['ok', 'godot --headless --import && godot --headless --export-release "Windows Desktop" build/win/grebe.exe'],
    ],
  },
  {
    machine: 'codex', project: 'grebe', start: '2026-03-18T10:00:00Z',
    steps: [
      ['fail', 'pipx-gdtoolkit', 'pip3 install --user gdtoolkit', EXTERNALLY_MANAGED_FEDORA, 1],
      ['prompt', 'pipx-gdtoolkit', 'pip അല്ല, pipx'],
      ['fail', 'x:gdformat-check', 'gdformat --check scripts/', 'would reformat scripts/ui/dialogue_box.gd\n1 file would be reformatted, 41 files would be left unchanged.', 1],
      ['fail', 'dev-branch', 'git diff main...HEAD --stat', "fatal: ambiguous argument 'main...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['prompt', 'dev-branch', 'no main here, base is dev'],
      ['ok', 'git diff origin/dev...HEAD --stat'],
    ],
  },
  {
    machine: 'winbash', project: 'grebe', start: '2026-03-19T13:10:00Z',
    steps: [
      ['fail', 'lfs-pull', `${G43_WIN} --headless --import`, `${GODOT_BANNER}\nERROR: Error loading image: res://art/tiles/reeds_tileset.png\n   at: import (editor/import/resource_importer_texture.cpp:540)\nERROR: Error importing 'res://art/tiles/reeds_tileset.png'.\n   at: _reimport_file (editor/editor_file_system.cpp:2491)`, 1],
      ['agent', 'lfs-pull', 'fresh clone still had LFS pointer files (tileset pngs, wavs): git lfs install && git lfs pull before importing'],
      ['ok', 'git lfs install && git lfs pull'],
      ['prompt', 'blend-art-repo', 'y el .blend de la garza no va aquí, ese vive en grebe-art'],
    ],
  },
  {
    machine: 'linux', project: 'grebe', start: '2026-03-23T09:30:00Z',
    steps: [
      ['prompt', 'steam-beta', 'bíddu — setlive á að vera beta. ALDREI default á Steam'],
      ['fail', 'x:stat-nofile', 'stat -c %s build/linux/grebe.pck', "stat: cannot statx 'build/linux/grebe.pck': No such file or directory", 1],
      ['prompt', 'x:icelandic-loc', 'bættu íslensku þýðingunum við translations/strings.csv, dálkurinn heitir is'],
      ['fail', 'x:sed-gnu', `sed -i 's/\\(config\\/version="\\)[0-9.]*/\\10.9.4/ project.godot`, "sed: -e expression #1, char 40: unterminated `s' command", 1],
      ['ok', `sed -i 's/\\(config\\/version="\\)[0-9.]*/\\10.9.4/' project.godot`],
    ],
  },
  {
    machine: 'mac2', project: 'grebe', start: '2026-03-25T16:40:00Z',
    steps: [
      ['fail', 'mac-godot-bin', 'godot --headless --import', 'zsh: command not found: godot', 127],
      ['agent', 'mac-godot-bin', 'no godot on PATH on the Macs; call /Applications/Godot_mono.app/Contents/MacOS/Godot (4.3 mono)'],
      ['fail', 'x:lfs-quota', 'git push origin feature/marsh-music', "batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.\nerror: failed to push some refs to 'github.com:grebegames/grebe.git'", 1],
      ['prompt', 'blend-art-repo', "the heron .blend belongs in the art repo, not here. export the glb and commit that"],
    ],
  },
  {
    machine: 'wincodex7', project: 'grebe', start: '2026-03-27T10:00:00Z',
    steps: [
      ['fail', 'pwsh-which', 'which git-lfs', PS_NOT_RECOGNIZED('which'), 1],
      ['agent', 'pwsh-which', 'pwsh has no which; use Get-Command git-lfs (gcm)'],
      ['fail', 'preset-name', `& ${G43_PS} --headless --export-release "windows desktop" build\\win\\grebe.exe`, `${GODOT_BANNER}\nERROR: Invalid export preset name: windows desktop.\n   at: _fs_changed (editor/editor_node.cpp:1003)`, 1],
      ['prompt', 'preset-name', 'Capitals. "Windows Desktop" exactly as it is in export_presets.cfg'],
      ['ok', `& ${G43_PS} --headless --export-release "Windows Desktop" build\\win\\grebe.exe`],
    ],
  },
  {
    machine: 'linux', project: 'grebe', start: '2026-03-30T11:00:00Z',
    steps: [
      ['fail', 'x:non-ff-push', 'git push origin dev', "To github.com:grebegames/grebe.git\n ! [rejected]        dev -> dev (fetch first)\nerror: failed to push some refs to 'github.com:grebegames/grebe.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin dev && git push origin dev'],
      ['fail', 'godot4-syntax', `${G43_LINUX} --headless --check-only --script res://scripts/enemies/frog.gd`, `${GODOT_BANNER}\nSCRIPT ERROR: Parse Error: Could not find base class "KinematicBody2D".\n          at: GDScript::reload (res://scripts/enemies/frog.gd:1)\nERROR: Failed to load script "res://scripts/enemies/frog.gd" with error "Parse error".\n   at: load (modules/gdscript/gdscript.cpp:2936)`, 1],
      ['agent', 'godot4-syntax', 'wrote Godot 3 API again (KinematicBody2D); this is Godot 4.3: CharacterBody2D, @export, @onready, await'],
      ['fail', 'x:export-path', `${G43_LINUX} --headless --export-release "Linux" build/linux-x64/grebe.x86_64`, `${GODOT_BANNER}\nERROR: Cannot export project with preset "Linux" due to configuration errors:\nThe given export path doesn't exist.\n\n   at: _fs_changed (editor/editor_node.cpp:1044)\nERROR: Project export for preset "Linux" failed.\n   at: _fs_changed (editor/editor_node.cpp:1057)`, 1],
    ],
  },
  {
    machine: 'mac', project: 'grebe', start: '2026-04-01T15:30:00Z',
    steps: [
      ['prompt', 'steam-beta', 'neta, ni se te ocurra el branch default de Steam. solo beta, siempre'],
      ['prompt', 'force-push-release', 'and no --force on release, not even with lease. it is the shipped branch'],
      ['prompt', 'x:pause-menu', 'the pause menu should also mute the SFX bus, not just stop the tree'],
      ['fail', 'x:notary-creds', 'xcrun notarytool submit build/mac/grebe.zip --keychain-profile grebe-notary --wait', 'Error: No Keychain password item found for profile: grebe-notary', 69],
    ],
  },
  {
    machine: 'codex', project: 'grebe', start: '2026-04-02T08:40:00Z',
    steps: [
      ['fail', 'x:dotnet-no-sdk', 'dotnet build grebe.sln', "The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n      The application 'build' does not exist.\n  * You intended to execute a .NET SDK command:\n      No .NET SDKs were found.\n\nDownload a .NET SDK:\nhttps://aka.ms/dotnet/download\n\nLearn about SDK resolution:\nhttps://aka.ms/dotnet/sdk-not-found", 145],
      ['ok', 'sudo dnf install -y dotnet-sdk-8.0'],
      ['fail', 'gdunit-ignore-headless', `GODOT_BIN=${G43_LINUX} ./addons/gdUnit4/runtest.sh --headless -a res://test`, GDUNIT_HEADLESS(GODOT_BANNER), 103],
      ['agent', 'gdunit-ignore-headless', 'gdUnit4 refuses to run headless unless --ignoreHeadlessMode is passed; our suites have no UI input, so always pass it'],
      ['ok', `GODOT_BIN=${G43_LINUX} ./addons/gdUnit4/runtest.sh --headless --ignoreHeadlessMode -a res://test`],
    ],
  },
];

/** Windows machines: the hook sees backslashed paths, and Claude Code names the project folder C--Users-…. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const transcript = payload.transcript_path.replace(/\/([A-Z]):-/, '/$1--').replace(/\//g, '\\');
  return { ...event, payload: { ...payload, cwd: payload.cwd.replace(/\//g, '\\'), transcript_path: transcript } };
}
