// Half U: written blind. "lantern", a game studio's engine and tools team: C++20 with CMake presets
// and Ninja Multi-Config, vcpkg in manifest mode with a pinned baseline, clang-format/clang-tidy 18,
// Git + git-lfs (some old Perforce habits), Python 3.11 cooking scripts, an Ubuntu 22.04 build farm,
// Windows 11 workstations (Windows PowerShell 5.1, pwsh 7, cmd, MSVC), macOS laptops (zsh).
// Team languages: English, Japanese, Korean, French, Polish.

// Windows machines (in build.mjs): Claude Code (its Bash tool is Git Bash) and Codex (commands run
// in Windows PowerShell 5.1 on one workstation, PowerShell 7 on another).

// ---------- error texts ----------
const PRESETS = `Available configure presets:

  "linux-clang"  - Linux clang-18 (Ninja Multi-Config)
  "linux-gcc"    - Linux gcc-13 (Ninja Multi-Config)
  "win-msvc"     - Windows MSVC 2022 (Ninja Multi-Config)
  "mac-clang"    - macOS Apple clang (Ninja Multi-Config)`;
const NO_PRESET = (root, name) => `CMake Error: No such preset in ${root}: "${name}"\n${PRESETS}`;
const NINJA_NO_CONFIG = (config) => `ninja: error: loading 'build-${config}.ninja': No such file or directory`;

const PS_NOT_FOUND = (cmd, line) => `${cmd} : The term '${cmd}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(cmd.length)}
    + CategoryInfo          : ObjectNotFound: (${cmd}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException`;
const PS7_NOT_FOUND = (cmd) => `${cmd}: The term '${cmd}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const CMD_NOT_FOUND = (cmd) => `'${cmd}' is not recognized as an internal or external command,\noperable program or batch file.`;
const PS_AMPAMP = (line) => {
  const at = line.indexOf('&&');
  return `At line:1 char:${at + 1}
+ ${line}
+ ${' '.repeat(at)}~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine`;
};
const PS_PARAM = (cmdlet, param, line, full) => {
  const at = line.indexOf(`-${param}`);
  return `${cmdlet} : A parameter cannot be found that matches parameter name '${param}'.
At line:1 char:${at + 1}
+ ${line}
+ ${' '.repeat(at)}${'~'.repeat(param.length + 1)}
    + CategoryInfo          : InvalidArgument: (:) [${cmdlet}], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,${full}`;
};
const STORE_STUB = 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.';

const CF_UNKNOWN_KEY = (root, key, line) => `${root}/.clang-format:${line}:1: error: unknown key '${key}'
${key}: true
^~~~~~~~~~~~~~~~~~~~~
Error reading ${root}/.clang-format: Invalid argument`;
const CF_NO_CHECK = (bin) => `${bin}: Unknown command line argument '--check'.  Try: '${bin} --help'\n${bin.split('/').pop()}: Did you mean '--style'?`;
const TIDY_NO_DB = (root, file, header) => `Error while trying to load a compilation database:
Could not auto-detect compilation database for file "${file}"
No compilation database found in ${root}/${file.split('/').slice(0, -1).join('/')} or any parent directory
fixed-compilation-database: Error while opening fixed database: No such file or directory
json-compilation-database: Error while opening JSON database: No such file or directory
Running without flags.
${root}/${file}:3:10: error: '${header}' file not found [clang-diagnostic-error]
    3 | #include "${header}"
      |          ^~~~~~~~~~~~~~~~~~~~~
1 error generated.
Error while processing ${root}/${file}.`;

const VCPKG_MANIFEST = `error: In manifest mode, \`vcpkg install\` does not support individual package arguments.
To install additional packages, edit vcpkg.json and then run \`vcpkg install\` without any package arguments.
See https://learn.microsoft.com/vcpkg/users/manifests?WT.mc_id=vcpkg_inproduct_cli for more information.`;

const TOMLLIB = (root, file) => `Traceback (most recent call last):
  File "${root}/tools/cook.py", line 12, in <module>
    from cook.config import load_config
  File "${root}/tools/cook/config.py", line 4, in <module>
    import tomllib
ModuleNotFoundError: No module named 'tomllib'${file ? `\n(while importing ${file})` : ''}`;

const CTEST_NOT_RUN = (dir, tests) => `Test project ${dir}
${tests.map((name, i) => `    Start ${String(i + 1).padStart(2)}: ${name}
Test not available without configuration.  (Missing "-C <config>"?)
${String(i + 1).padStart(2)}/${tests.length} Test #${String(i + 1).padStart(2)}: ${name} ${'.'.repeat(Math.max(3, 28 - name.length))}***Not Run   0.00 sec`).join('\n')}

0% tests passed, ${tests.length} tests failed out of ${tests.length}

Total Test time (real) =   0.02 sec

The following tests FAILED:
${tests.map((name, i) => `\t${String(i + 1).padStart(3)} - ${name} (Not Run)`).join('\n')}
Errors while running CTest`;

const COOK_USAGE = 'usage: cook.py [-h] --platform {windows,linux,mac,ps5,xsx} [--only GLOB] [--jobs N] [--clean]';
const COOK_BAD_PLATFORM = (value) => `${COOK_USAGE}\ncook.py: error: argument --platform: invalid choice: '${value}' (choose from 'windows', 'linux', 'mac', 'ps5', 'xsx')`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'lantern', start: '2026-09-01T08:10:00Z',
    steps: [
      ['fail', 'cmake-preset', 'cmake --preset release', NO_PRESET('/home/dev/lantern', 'release'), 1, 'Configure the release build'],
      ['prompt', 'cmake-preset', 'there is no release preset. presets are per platform: linux-clang, win-msvc, mac-clang'],
      ['ok', 'cmake --preset linux-clang'],
      ['fail', 'config-profile', 'cmake --build build/linux-clang --config Release', NINJA_NO_CONFIG('Release'), 1, 'Build the Release config'],
      ['prompt', 'config-profile', 'no Release config in lantern — Debug, Profile, Shipping. Profile is the one you want for perf work'],
    ],
  },
  {
    machine: 'ci', project: 'lantern', start: '2026-09-01T14:30:00Z',
    steps: [
      ['fail', 'clang-format-18', "clang-format --dry-run -Werror $(git ls-files '*.cpp' '*.h')", CF_UNKNOWN_KEY('/workspace', 'BreakAfterAttributes', 9), 1],
      ['prompt', 'clang-format-18', 'clang-format-18. ubuntu ships 14 and it doesnt know half our .clang-format'],
      ['ok', "clang-format-18 --dry-run -Werror $(git ls-files '*.cpp' '*.h')"],
      ['fail', 'python311', 'python3 tools/cook.py --platform linux --only "content/ui/*"', TOMLLIB('/workspace'), 1],
      ['prompt', 'python311', 'farm agents are 22.04 so python3 is 3.10 there. python3.11 explicitly for anything under tools/'],
    ],
  },
  {
    machine: 'wincodex', project: 'lantern', start: '2026-09-02T07:45:00Z',
    steps: [
      ['fail', 'dev-prompt', 'cmake --preset win-msvc', `-- The CXX compiler identification is unknown
CMake Error at CMakeLists.txt:3 (project):
  No CMAKE_CXX_COMPILER could be found.

  Tell CMake where to find the compiler by setting either the environment
  variable "CXX" or the CMake cache entry CMAKE_CXX_COMPILER to the full path
  to the compiler, or to the compiler name if it is in the PATH.


-- Configuring incomplete, errors occurred!`, 1],
      ['prompt', 'dev-prompt', "cl isnt on PATH in a plain shell. run Launch-VsDevShell.ps1 -Arch amd64 -HostArch amd64 first (the Developer PowerShell for VS 2022)"],
      ['fail', 'ps-and-and', "& 'C:\\Program Files\\Microsoft Visual Studio\\2022\\Professional\\Common7\\Tools\\Launch-VsDevShell.ps1' -Arch amd64 -HostArch amd64 && cmake --preset win-msvc",
        PS_AMPAMP("& 'C:\\Program Files\\Microsoft Visual Studio\\2022\\Professional\\Common7\\Tools\\Launch-VsDevShell.ps1' -Arch amd64 -HostArch amd64 && cmake --preset win-msvc"), 1],
      ['prompt', 'ps-and-and', 'this is windows powershell 5.1, there is no && here. chain with ; or if ($?) { }'],
      ['ok', "& 'C:\\Program Files\\Microsoft Visual Studio\\2022\\Professional\\Common7\\Tools\\Launch-VsDevShell.ps1' -Arch amd64 -HostArch amd64; cmake --preset win-msvc"],
      ['fail', 'config-profile', 'cmake --build build\\win-msvc --config Release', NINJA_NO_CONFIG('Release'), 1],
      ['agent', 'config-profile', "lantern's CMake configs are Debug, Profile and Shipping; `--config Release` does not exist (ninja: loading 'build-Release.ninja')."],
    ],
  },
  {
    machine: 'mac', project: 'lantern', start: '2026-09-03T09:05:00Z',
    steps: [
      ['fail', 'mac-nproc', 'NPROC=$(nproc) && cmake --build --preset mac-clang-debug -j $NPROC', 'zsh: command not found: nproc', 127, 'Build the editor with all cores'],
      ['prompt', 'mac-nproc', 'mac has no nproc. sysctl -n hw.ncpu'],
      ['ok', 'cmake --build --preset mac-clang-debug -j $(sysctl -n hw.ncpu)'],
      ['fail', 'zsh-glob', 'git lfs track *.fbx', 'zsh: no matches found: *.fbx', 1, 'Track FBX files with LFS'],
      ['prompt', 'zsh-glob', 'quote it, zsh tries to expand the glob itself: git lfs track "*.fbx"'],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-09-03T13:20:00Z',
    steps: [
      ['fail', 'lfs-pull', 'python3.11 tools/cook.py --platform linux --only "content/textures/rock*"', `cooking 4 textures for linux
Traceback (most recent call last):
  File "/home/dev/lantern/tools/cook.py", line 88, in <module>
    main()
  File "/home/dev/lantern/tools/cook/textures.py", line 57, in cook_texture
    with Image.open(src) as img:
  File "/home/dev/lantern/.venv/lib/python3.11/site-packages/PIL/Image.py", line 3339, in open
    raise UnidentifiedImageError(msg)
PIL.UnidentifiedImageError: cannot identify image file '/home/dev/lantern/content/textures/rock_albedo.png'`, 1, 'Cook the rock textures'],
      ['prompt', 'lfs-pull', 'those are lfs pointers. git lfs pull, then cook'],
      ['ok', 'git lfs pull'],
      ['fail', 'x:cook-keyerror', 'python3.11 tools/cook.py --platform linux --only "content/materials/*"', `cooking 31 materials for linux
Traceback (most recent call last):
  File "/home/dev/lantern/tools/cook.py", line 88, in <module>
    main()
  File "/home/dev/lantern/tools/cook/materials.py", line 112, in cook_material
    rough = mat["maps"]["roughness"]
            ~~~~~~~~~~~^^^^^^^^^^^^^
KeyError: 'roughness'`, 1],
      ['prompt', 'x:changelog', 'once that works add a CHANGELOG.md entry under Unreleased: cooker accepts materials without a roughness map'],
    ],
  },
  {
    machine: 'codex', project: 'lantern', start: '2026-09-04T08:00:00Z',
    steps: [
      ['fail', 'vcpkg-submodule', 'vcpkg install', 'bash: line 1: vcpkg: command not found', 127],
      ['prompt', 'vcpkg-submodule', "its the submodule: ./external/vcpkg/vcpkg (run bootstrap-vcpkg.sh once)"],
      ['fail', 'vcpkg-add-port', './external/vcpkg/vcpkg install meshoptimizer', VCPKG_MANIFEST, 1],
      ['prompt', 'vcpkg-add-port', 'manifest mode. vcpkg add port meshoptimizer, then re-run the configure'],
      ['ok', './external/vcpkg/vcpkg add port meshoptimizer'],
      ['agent', 'vcpkg-add-port', 'vcpkg runs in manifest mode: add dependencies with `vcpkg add port <name>` (vcpkg.json), never `vcpkg install <name>`.'],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-09-07T10:15:00Z',
    steps: [
      ['fail', 'tidy-compdb', 'clang-tidy-18 src/render/mesh.cpp', TIDY_NO_DB('/home/dev/lantern', 'src/render/mesh.cpp', 'lantern/core/span.h'), 1],
      ['prompt', 'tidy-compdb', '-p build/linux-clang. compile_commands.json is generated there'],
      ['agent', 'tidy-compdb', 'Run clang-tidy with -p build/<preset> (build/linux-clang here); compile_commands.json only exists in the build tree.'],
      ['fail', 'x:tidy-use-after-move', 'clang-tidy-18 -p build/linux-clang src/render/mesh.cpp', `2 warnings generated.
/home/dev/lantern/src/render/mesh.cpp:141:22: error: 'vertices' used after it was moved [bugprone-use-after-move,-warnings-as-errors]
  141 |     bounds_ = compute(vertices);
      |                      ^
/home/dev/lantern/src/render/mesh.cpp:139:15: note: move occurred here
  139 |     upload(std::move(vertices));
      |            ^
1 warning treated as error`, 1],
    ],
  },
  {
    machine: 'win', project: 'lantern', start: '2026-09-08T06:40:00Z',
    steps: [
      ['fail', 'no-bare-python', 'python tools/gen_reflection.py --out build/win-msvc/gen', STORE_STUB, 9009, 'Generate reflection data'],
      ['prompt', 'no-bare-python', "py on windows, never python — that's the store stub"],
      ['ok', 'py -3.11 tools/gen_reflection.py --out build/win-msvc/gen'],
      ['fail', 'pythonutf8', 'py -3.11 tools/build_loc.py --lang ja', `Traceback (most recent call last):
  File "C:\\Users\\mika\\lantern\\tools\\build_loc.py", line 64, in <module>
    rows = load_table(path)
  File "C:\\Users\\mika\\lantern\\tools\\build_loc.py", line 31, in load_table
    return list(csv.DictReader(f))
  File "C:\\Users\\mika\\AppData\\Local\\Programs\\Python\\Python311\\Lib\\csv.py", line 110, in __next__
    self.fieldnames
UnicodeDecodeError: 'cp932' codec can't decode byte 0x86 in position 211: illegal multibyte sequence`, 1],
      ['prompt', 'pythonutf8', 'Windows では PYTHONUTF8=1 を付けて実行してください。cp932 で読もうとしています'],
    ],
  },
  {
    machine: 'ci', project: 'lantern', start: '2026-09-09T02:10:00Z',
    steps: [
      ['fail', 'farm-no-apt', 'sudo apt-get install -y ccache', 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'farm-no-apt', 'agents are reimaged every night, nothing gets apt-installed on them. it goes in infra/agent-image/packages.txt'],
      ['fail', 'cmake-328', 'cmake -S . -B build/ci -G "Ninja Multi-Config"', `CMake Error at CMakeLists.txt:1 (cmake_minimum_required):
  CMake 3.28 or higher is required.  You are running version 3.22.1


-- Configuring incomplete, errors occurred!`, 1],
      ['fail', 'x:vcpkg-download-504', '/opt/cmake-3.29/bin/cmake --preset linux-clang', `-- Running vcpkg install
Detecting compiler hash for triplet x64-linux...
Downloading https://github.com/zeux/meshoptimizer/archive/v0.21.tar.gz -> zeux-meshoptimizer-v0.21.tar.gz
error: Failed to download from mirror set
error: https://github.com/zeux/meshoptimizer/archive/v0.21.tar.gz: failed: status code 504
note: If you are using a proxy, please ensure your proxy settings are correct.
-- Running vcpkg install - failed
CMake Error at external/vcpkg/scripts/buildsystems/vcpkg.cmake:904 (message):
  vcpkg install failed.  See logs for more information:
  /workspace/build/linux-clang/vcpkg-manifest-install.log`, 1],
    ],
  },
  {
    machine: 'wincodex', project: 'lantern', start: '2026-09-10T08:30:00Z',
    steps: [
      ['prompt', null, 'p4 sync to head and rebuild the editor'],
      ['fail', 'no-p4', 'p4 sync //lantern/main/...', PS_NOT_FOUND('p4', 'p4 sync //lantern/main/...'), 1],
      ['prompt', 'no-p4', 'ah sorry, muscle memory. we left perforce in 2024 — git pull --rebase then git lfs pull'],
      ['ok', 'git pull --rebase; git lfs pull'],
      ['fail', 'ps-rm-rf', 'rm -rf build\\win-msvc', PS_PARAM('Remove-Item', 'rf', 'rm -rf build\\win-msvc', 'Microsoft.PowerShell.Commands.RemoveItemCommand'), 1],
      ['prompt', 'ps-rm-rf', 'Remove-Item -Recurse -Force build\\win-msvc. rm -rf is bash'],
      ['fail', 'x:remove-item-locked', 'Remove-Item -Recurse -Force build\\win-msvc', `Remove-Item : Cannot remove item C:\\Users\\jules\\lantern\\build\\win-msvc\\bin\\Profile\\lantern_editor.exe: The process cannot access the file 'C:\\Users\\jules\\lantern\\build\\win-msvc\\bin\\Profile\\lantern_editor.exe' because it is being used by another process.
At line:1 char:1
+ Remove-Item -Recurse -Force build\\win-msvc
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : WriteError: (lantern_editor.exe:FileInfo) [Remove-Item], IOException
    + FullyQualifiedErrorId : RemoveFileSystemItemIOError,Microsoft.PowerShell.Commands.RemoveItemCommand`, 1],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-09-11T09:40:00Z',
    steps: [
      ['fail', 'branch-trunk', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128, 'Rebase on the main branch'],
      ['prompt', 'branch-trunk', 'trunk. there is no main in this repo'],
      ['fail', 'x:rebase-conflict', 'git rebase origin/trunk', `Auto-merging src/render/probe.cpp
CONFLICT (content): Merge conflict in src/render/probe.cpp
error: could not apply 3f9c2ab... render: bake GI probes per cell
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
hint: You can instead skip this commit: run "git rebase --skip".
hint: To abort and get back to the state before "git rebase", run "git rebase --abort".
Could not apply 3f9c2ab... render: bake GI probes per cell`, 1],
      ['prompt', 'x:branch-name-request', 'keep their version of probe.cpp, then call the branch feature/gi-probe-baking and push it'],
      ['ok', 'git push -u origin feature/gi-probe-baking'],
    ],
  },
  {
    machine: 'mac2', project: 'lantern', start: '2026-09-14T07:55:00Z',
    steps: [
      ['fail', 'tidy-compdb', 'run-clang-tidy -j 10 src/audio', 'Error: could not find compilation database.', 1],
      ['prompt', 'tidy-compdb', 'compile_commands.json leży w build/mac-clang — daj -p build/mac-clang'],
      ['ok', 'run-clang-tidy -p build/mac-clang -j 10 src/audio'],
    ],
  },
  {
    machine: 'wincodex', project: 'lantern', start: '2026-09-15T08:20:00Z',
    steps: [
      ['fail', 'curl-exe', 'curl -o tools\\bin\\ninja-win.zip https://github.com/ninja-build/ninja/releases/download/v1.12.1/ninja-win.zip', `Invoke-WebRequest : Parameter cannot be processed because the parameter name 'o' is ambiguous. Possible matches include: -OutFile -OutVariable -OutBuffer.
At line:1 char:6
+ curl -o tools\\bin\\ninja-win.zip https://github.com/ninja-build/ninja/ ...
+      ~~
    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException
    + FullyQualifiedErrorId : AmbiguousParameter,Microsoft.PowerShell.Commands.InvokeWebRequestCommand`, 1],
      ['prompt', 'curl-exe', 'curl.exe. in 5.1 plain curl is an alias for Invoke-WebRequest'],
      ['fail', 'x:curl-404', 'curl.exe -fLO https://github.com/ninja-build/ninja/releases/download/v1.12.2/ninja-win.zip', 'curl: (22) The requested URL returned error: 404', 22],
      ['fail', 'which-windows', 'which cmake ninja', PS_NOT_FOUND('which', 'which cmake ninja'), 1],
      ['prompt', 'which-windows', 'gcm cmake, or where.exe'],
      ['ok', 'where.exe cmake ninja'],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-09-16T12:05:00Z',
    steps: [
      ['fail', 'ninja-not-make', 'cd build/linux-clang && make -j16', 'make: *** No targets specified and no makefile found.  Stop.', 2, 'Build in the build dir'],
      ['prompt', 'ninja-not-make', "it's ninja multi-config. cmake --build --preset linux-clang-profile"],
      ['fail', 'x:lld-undefined-symbol', 'cmake --build --preset linux-clang-profile', `[412/988] Linking CXX executable bin/Profile/lantern_editor
FAILED: bin/Profile/lantern_editor
: && /usr/bin/clang++-18 -O2 -g -DNDEBUG -fuse-ld=lld @CMakeFiles/lantern_editor.rsp -o bin/Profile/lantern_editor && :
ld.lld: error: undefined symbol: lantern::render::ProbeGrid::bake(lantern::render::BakeSettings const&)
>>> referenced by editor_lighting.cpp:88 (/home/dev/lantern/src/editor/editor_lighting.cpp:88)
>>>               editor/CMakeFiles/lantern_editor.dir/Profile/editor_lighting.cpp.o:(lantern::editor::LightingPanel::onBake())
clang++-18: error: linker command failed with exit code 1 (use -v to see invocation)
ninja: build stopped: subcommand failed.`, 1],
      ['fail', 'x:make-docs-sphinx', 'make -C docs html', "make: Entering directory '/home/dev/lantern/docs'\nsphinx-build -M html . _build\nmake: sphinx-build: No such file or directory\nmake: *** [Makefile:20: html] Error 127\nmake: Leaving directory '/home/dev/lantern/docs'", 2],
      ['prompt', 'x:p4-doc-request', 'write a short docs/onboarding/from-perforce.md for the new hires: how p4 sync / p4 edit / changelists map onto git pull, git lfs lock and branches'],
    ],
  },
  {
    machine: 'ci', project: 'lantern', start: '2026-09-17T01:30:00Z',
    steps: [
      ['fail', 'python311', 'python3 -m tools.lint_assets content/', `Traceback (most recent call last):
  File "/usr/lib/python3.10/runpy.py", line 187, in _run_module_as_main
    mod_name, mod_spec, code = _get_module_details(mod_name, _Error)
  File "/workspace/tools/lint_assets.py", line 141
    except* OSError as group:
           ^
SyntaxError: invalid syntax`, 1],
      ['prompt', 'python311', '빌드팜에서는 python3.11로 돌려야 해요. 기본 python3은 3.10이라 안 돼요'],
      ['agent', 'python311', 'On the farm (Ubuntu 22.04) python3 is 3.10: run tools/ with python3.11 (they need tomllib and except*).'],
      ['fail', 'x:clang-format-violation', 'clang-format-18 --dry-run -Werror src/render/probe.cpp', 'src/render/probe.cpp:88:41: error: code should be clang-formatted [-Wclang-format-violations]\n    for (auto& p : probes_){ p.dirty = true; }\n                                        ^', 1],
      ['fail', 'x:pip-timeout', 'python3.11 -m pip install -r tools/requirements.txt', `Collecting pillow==10.4.0 (from -r tools/requirements.txt (line 3))
WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/pillow/
ERROR: Could not find a version that satisfies the requirement pillow==10.4.0 (from versions: none)
ERROR: No matching distribution found for pillow==10.4.0`, 1],
    ],
  },
  {
    machine: 'wincodex', project: 'lantern', start: '2026-09-18T09:10:00Z',
    steps: [
      ['fail', 'win-export', 'export VCPKG_ROOT=$PWD\\external\\vcpkg', PS_NOT_FOUND('export', 'export VCPKG_ROOT=$PWD\\external\\vcpkg'), 1],
      ['prompt', 'win-export', 'powershell: $env:VCPKG_ROOT = "$PWD\\external\\vcpkg"'],
      ['fail', 'cook-platform', 'py -3.11 tools\\cook.py --platform Win64', COOK_BAD_PLATFORM('Win64'), 2],
      ['prompt', 'cook-platform', 'platform names are lower-case: windows, linux, mac, ps5, xsx'],
      ['fail', 'pythonutf8', 'py -3.11 tools\\cook.py --platform windows --only "content/ui/*"', `cooking 212 ui assets for windows
Traceback (most recent call last):
  File "C:\\Users\\jules\\lantern\\tools\\cook.py", line 88, in <module>
    main()
  File "C:\\Users\\jules\\lantern\\tools\\cook\\report.py", line 41, in write_summary
    print(f"cooked {asset.name}")
  File "C:\\Users\\jules\\AppData\\Local\\Programs\\Python\\Python311\\Lib\\encodings\\cp1252.py", line 19, in encode
    return codecs.charmap_encode(input,self.errors,encoding_table)[0]
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
UnicodeEncodeError: 'charmap' codec can't encode characters in position 7-10: character maps to <undefined>`, 1],
      ['prompt', 'pythonutf8', 'that one again — $env:PYTHONUTF8=1 before cooking, the ui assets have japanese and korean names'],
    ],
  },
  {
    machine: 'mac', project: 'lantern', start: '2026-09-21T08:50:00Z',
    steps: [
      ['fail', 'mac-sha256sum', 'sha256sum content/audio/*.wem > content/audio/SHA256SUMS', 'zsh: command not found: sha256sum', 127, 'Hash the audio banks'],
      ['prompt', 'mac-sha256sum', 'shasum -a 256 on the macs'],
      ['ok', 'shasum -a 256 content/audio/*.wem > content/audio/SHA256SUMS'],
      ['fail', 'x:lfs-lock-exists', 'git lfs lock content/maps/harbor.lmap', 'Locking content/maps/harbor.lmap failed: Lock exists', 2],
      ['fail', 'format-no-check', '$(brew --prefix llvm@18)/bin/clang-format --check src/core/jobs.cpp', CF_NO_CHECK('/opt/homebrew/opt/llvm@18/bin/clang-format'), 1],
      ['prompt', 'format-no-check', 'there is no --check. --dry-run -Werror, same as CI'],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-09-22T10:30:00Z',
    steps: [
      ['fail', 'cook-wrapper', './build/linux-clang/bin/Profile/assetcooker --platform linux content/', '[cooker] error: DDC path not configured (LANTERN_DDC is unset)\n[cooker] aborting', 3, 'Run the asset cooker'],
      ['prompt', 'cook-wrapper', 'go through tools/cook.py — it sets the content root and the DDC for you'],
      ['ok', 'python3.11 tools/cook.py --platform linux --only "content/meshes/*"'],
      ['fail', 'ctest-preset', 'ctest --test-dir build/linux-clang', CTEST_NOT_RUN('/home/dev/lantern/build/linux-clang', ['core.jobs', 'core.span', 'math.quat', 'render.mesh']), 8],
      ['prompt', 'ctest-preset', 'ctest --preset linux-clang-debug, the test presets carry the config'],
      ['fail', 'x:ctest-real-failure', 'ctest --preset linux-clang-debug', `Test project /home/dev/lantern/build/linux-clang
    Start  1: core.jobs
 1/4 Test  #1: core.jobs ........................   Passed    0.41 sec
    Start  2: core.span
 2/4 Test  #2: core.span ........................   Passed    0.01 sec
    Start  3: math.quat
 3/4 Test  #3: math.quat ........................***Failed    0.02 sec
    Start  4: render.mesh
 4/4 Test  #4: render.mesh ......................   Passed    0.33 sec

75% tests passed, 1 tests failed out of 4

The following tests FAILED:
\t  3 - math.quat (Failed)
Errors while running CTest`, 8],
    ],
  },
  {
    machine: 'win', project: 'lantern', start: '2026-09-23T05:30:00Z',
    steps: [
      ['fail', 'dev-prompt', 'cmd //c "cl /nologo /std:c++20 /c tools\\probe\\probe.cpp"', CMD_NOT_FOUND('cl'), 1, 'Compile the probe tool'],
      ['prompt', 'dev-prompt', "il faut passer par l'invite développeur (vcvars64.bat), sinon cl n'est pas dans le PATH"],
      ['agent', 'dev-prompt', 'On Windows, configure and build from the VS 2022 Developer PowerShell (Launch-VsDevShell.ps1 -Arch amd64) or after vcvars64.bat; a plain shell has no cl.exe on PATH.'],
      ['fail', 'ps-rm-rf', 'cmd //c "rm -rf out\\cooked"', CMD_NOT_FOUND('rm'), 1],
      ['fail', 'which-windows', 'cmd //c "which ninja"', CMD_NOT_FOUND('which'), 1],
      ['prompt', 'which-windows', '윈도우에는 which가 없어요. where.exe 쓰세요'],
    ],
  },
  {
    machine: 'codex', project: 'lantern', start: '2026-09-24T11:00:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin trunk', `remote: error: GH006: Protected branch update failed for refs/heads/trunk.
remote: error: Cannot force-push to this branch
To github.com:lantern-studio/lantern.git
 ! [remote rejected]     trunk -> trunk (protected branch hook declined)
error: failed to push some refs to 'github.com:lantern-studio/lantern.git'`, 1],
      ['prompt', 'force-push', 'WHOA. never force push trunk. what were you trying to do?'],
      ['fail', 'x:non-ff-push', 'git push origin feature/gi-probe-baking', `To github.com:lantern-studio/lantern.git
 ! [rejected]        feature/gi-probe-baking -> feature/gi-probe-baking (fetch first)
error: failed to push some refs to 'github.com:lantern-studio/lantern.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.`, 1],
    ],
  },
  {
    machine: 'mac2', project: 'lantern', start: '2026-09-25T08:15:00Z',
    steps: [
      ['fail', 'mac-nproc', 'python3.11 tools/cook.py --platform mac --jobs $(nproc)', `zsh: command not found: nproc\n${COOK_USAGE}\ncook.py: error: argument --jobs: expected one argument`, 2],
      ['prompt', 'mac-nproc', 'na macu nie ma nproc, użyj sysctl -n hw.ncpu'],
      ['fail', 'cook-platform', 'python3.11 tools/cook.py --platform macos --jobs 10', COOK_BAD_PLATFORM('macos'), 2],
      ['prompt', 'cook-platform', 'mac, nie macos'],
      ['agent', 'cook-platform', 'tools/cook.py --platform takes windows, linux, mac, ps5 or xsx (lower-case; not Win64 or macos).'],
      ['fail', 'zsh-glob', 'find content -name *.tga -size +20M', 'zsh: no matches found: *.tga', 1],
      ['agent', 'zsh-glob', 'In zsh, quote glob patterns passed as arguments (git lfs track "*.fbx", find -name "*.tga"); an unmatched glob aborts with "no matches found".'],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-09-28T09:25:00Z',
    steps: [
      ['fail', 'vcpkg-baseline', './external/vcpkg/vcpkg install', `Computing installation plan...
error: fmt@11.1.3 does not exist in the version database. All versions must exist in the version database to be interpreted by vcpkg.
note: consider removing the version constraint or choosing a value declared here: /home/dev/lantern/external/vcpkg/versions/f-/fmt.json
note: updating the builtin-baseline may also make the version available`, 1, 'Install deps with the newer fmt'],
      ['prompt', 'vcpkg-baseline', 'revert the fmt constraint. the baseline is pinned, we stay on whatever it gives (10.2.1)'],
      ['prompt', 'vcpkg-baseline', 'and no x-update-baseline either, moving the baseline is the monthly dep-update PR only'],
      ['fail', 'x:vcpkg-hash-mismatch', './external/vcpkg/vcpkg install', `Downloading https://github.com/kcat/openal-soft/archive/1.23.1.tar.gz -> kcat-openal-soft-1.23.1.tar.gz
error: File does not have the expected hash:
url: https://github.com/kcat/openal-soft/archive/1.23.1.tar.gz
File: /home/dev/lantern/external/vcpkg/downloads/kcat-openal-soft-1.23.1.tar.gz.1337.part
Expected hash: 9a7ac7a4ed28ee8fd6f7b4b2b1e8b0e3e1d0b8f0d6c3a0f0e6e5e5c5f6d4a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1
Actual hash: 0c7c7a4f1a9b3e6d2c5f8e0a1b4d7c9e2f5a8b1c4d7e0f3a6b9c2d5e8f1a4b7c0d3e6f9a2b5c8d1e4f7a0b3c6d9e2f5a8b1c4d7e0f3a6b9c2d5e8f1a4b7`, 1],
      ['agent', 'vcpkg-baseline', 'Never bump builtin-baseline in vcpkg.json (no `vcpkg x-update-baseline`, no version>= newer than the baseline); it is pinned and only moved by the monthly dependency update.'],
    ],
  },
  {
    machine: 'wincodex', project: 'lantern', start: '2026-09-29T07:35:00Z',
    steps: [
      ['fail', 'triplet-static', 'cmake --build --preset win-msvc-profile', `[233/981] Linking CXX executable bin\\Profile\\lantern_editor.exe
FAILED: bin/Profile/lantern_editor.exe
lantern_core.lib(jobs.cpp.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in fmt.lib(format.cc.obj)
lantern_core.lib(jobs.cpp.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in meshoptimizer.lib(indexgenerator.cpp.obj)
LINK : fatal error LNK1319: 2 mismatches detected
bin\\Profile\\lantern_editor.exe : fatal error LNK1319: 2 mismatches detected
ninja: build stopped: subcommand failed.`, 1],
      ['prompt', 'triplet-static', 'you reconfigured with -DVCPKG_TARGET_TRIPLET=x64-windows. we link the static CRT: x64-windows-static, and the preset already sets it'],
      ['ok', 'cmake --preset win-msvc --fresh; cmake --build --preset win-msvc-profile'],
      ['fail', 'x:lnk2019', 'cmake --build --preset win-msvc-profile', `[978/981] Linking CXX executable bin\\Profile\\lantern_tests.exe
FAILED: bin/Profile/lantern_tests.exe
render_probe_tests.cpp.obj : error LNK2019: unresolved external symbol "public: void __cdecl lantern::render::ProbeGrid::clear(void)" (?clear@ProbeGrid@render@lantern@@QEAAXXZ) referenced in function "void __cdecl probe_grid_clears(void)" (?probe_grid_clears@@YAXXZ)
bin\\Profile\\lantern_tests.exe : fatal error LNK1120: 1 unresolved externals
ninja: build stopped: subcommand failed.`, 1],
      ['fail', 'ps-and-and', 'git lfs pull && py -3.11 tools\\cook.py --platform windows', PS_AMPAMP('git lfs pull && py -3.11 tools\\cook.py --platform windows'), 1],
      ['prompt', 'ps-and-and', '5.1 again 🙄 ;'],
      ['agent', 'ps-and-and', 'Windows PowerShell 5.1 has no && operator; chain commands with `;` or `if ($?) { … }`.'],
    ],
  },
  {
    machine: 'ci', project: 'lantern', start: '2026-10-01T02:05:00Z',
    steps: [
      ['fail', 'cmake-328', 'cmake --preset linux-clang', 'CMake Error: Could not read presets from /workspace:\nUnrecognized "version" field', 1],
      ['prompt', 'cmake-328', 'cmake musi być >= 3.28 — na farmie /opt/cmake-3.29/bin/cmake, ten z apt jest za stary'],
      ['fail', 'farm-no-apt', 'apt-get install -y ccache', 'E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?', 100],
      ['prompt', 'farm-no-apt', 'same as last time. packages go in infra/agent-image/packages.txt, not onto the agent'],
      ['fail', 'x:ninja-no-space', '/opt/cmake-3.29/bin/cmake --build --preset linux-clang-shipping', `[611/988] Building CXX object src/render/CMakeFiles/lantern_render.dir/Shipping/probe_bake.cpp.o
FAILED: src/render/CMakeFiles/lantern_render.dir/Shipping/probe_bake.cpp.o
/usr/bin/clang++-18 -DNDEBUG -O3 -std=c++20 -c /workspace/src/render/probe_bake.cpp -o src/render/CMakeFiles/lantern_render.dir/Shipping/probe_bake.cpp.o
fatal error: error in backend: IO failure on output stream: No space left on device
clang++-18: error: clang frontend command failed with exit code 70 (use -v to see invocation)
ninja: build stopped: subcommand failed.`, 1],
    ],
  },
  {
    machine: 'win', project: 'lantern', start: '2026-10-02T06:15:00Z',
    steps: [
      ['prompt', null, 'grab latest (p4 sync) and rebuild the editor'],
      ['fail', 'no-p4', 'p4 -c mika_lantern sync', '/usr/bin/bash: line 1: p4: command not found', 127, 'Sync the workspace'],
      ['prompt', 'no-p4', 'nie ma już perforce’a 🙂 git pull --rebase + git lfs pull'],
      ['fail', 'lfs-pull', 'PYTHONUTF8=1 py -3.11 tools/cook.py --platform windows --only "content/meshes/harbor*"', `cooking 3 meshes for windows
Traceback (most recent call last):
  File "C:\\Users\\mika\\lantern\\tools\\cook.py", line 88, in <module>
    main()
  File "C:\\Users\\mika\\lantern\\tools\\cook\\meshes.py", line 40, in cook_mesh
    scene = fbx.load(src)
  File "C:\\Users\\mika\\lantern\\tools\\cook\\fbx.py", line 19, in load
    raise ValueError(f"{path}: not an FBX file (header {head!r})")
ValueError: content\\meshes\\harbor_crane.fbx: not an FBX file (header b'version https://git-lf')`, 1],
      ['prompt', 'lfs-pull', 'git lfs pull 먼저 해 주세요. 아직 포인터 파일이에요'],
      ['ok', 'git lfs pull --include "content/meshes/**"'],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-10-05T08:45:00Z',
    steps: [
      ['fail', 'clang-format-18', 'clang-format -i src/render/probe.cpp src/render/probe.h', CF_UNKNOWN_KEY('/home/dev/lantern', 'InsertNewlineAtEOF', 57), 1],
      ['prompt', 'clang-format-18', 'version. 18.'],
      ['agent', 'clang-format-18', 'Use clang-format-18 (pinned); the distro clang-format 14 rejects keys in .clang-format such as InsertNewlineAtEOF and BreakAfterAttributes.'],
      ['fail', 'format-no-check', 'clang-format-18 --check src/render/probe.cpp', CF_NO_CHECK('clang-format-18'), 1],
      ['agent', 'format-no-check', 'clang-format has no --check flag; verify formatting with `clang-format-18 --dry-run -Werror`.'],
      ['fail', 'x:apt-lock-devbox', 'sudo apt-get install -y lldb-18', 'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2411 (unattended-upgr)\nN: Be aware that removing the lock file is not a solution and may break your system.\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?', 100],
    ],
  },
  {
    machine: 'mac', project: 'lantern', start: '2026-10-07T07:10:00Z',
    steps: [
      ['fail', 'no-bare-python', 'python tools/gen_reflection.py --out build/mac-clang/gen', 'zsh: command not found: python', 127],
      ['prompt', 'no-bare-python', 'python3 on the macs and linux boxes, py on windows. bare python exists nowhere'],
      ['fail', 'cmake-preset', 'cmake --preset default', NO_PRESET('/Users/ana/lantern', 'default'), 1],
      ['prompt', 'cmake-preset', 'mac では mac-clang プリセットを使ってください。default はありません'],
      ['prompt', 'clang-format-18', 'あと clang-format は 18 固定です。brew の llvm@18 の方を使ってください（$(brew --prefix llvm@18)/bin/clang-format）'],
      ['fail', 'x:cmake-typo', 'cmkae --build --preset mac-clang-debug', 'zsh: command not found: cmkae', 127],
    ],
  },
  {
    machine: 'wincodex7', project: 'lantern', start: '2026-10-08T08:00:00Z',
    steps: [
      ['fail', 'vcpkg-submodule', 'vcpkg list', PS7_NOT_FOUND('vcpkg'), 1],
      ['prompt', 'vcpkg-submodule', "vcpkg, c'est le sous-module external/vcpkg : .\\external\\vcpkg\\vcpkg.exe"],
      ['fail', 'vcpkg-add-port', '.\\external\\vcpkg\\vcpkg.exe install meshoptimizer:x64-windows-static', VCPKG_MANIFEST, 1],
      ['fail', 'x:ps-execution-policy', '.\\tools\\devshell.ps1', `.\\tools\\devshell.ps1: File C:\\Users\\sora\\lantern\\tools\\devshell.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.`, 1],
      ['prompt', 'x:teamcity-agents', 'TeamCity says no compatible agents for the Shipping build config; can you check the agent requirements in .teamcity/settings.kts?'],
    ],
  },
  {
    machine: 'codex', project: 'lantern', start: '2026-10-12T09:30:00Z',
    steps: [
      ['fail', 'ninja-not-make', 'make -C build/linux-clang lantern_tests', "make: Entering directory '/home/dev/lantern/build/linux-clang'\nmake: *** No rule to make target 'lantern_tests'.  Stop.\nmake: Leaving directory '/home/dev/lantern/build/linux-clang'", 2],
      ['prompt', 'ninja-not-make', 'see above. no makefiles, it is ninja'],
      ['ok', 'cmake --build --preset linux-clang-debug --target lantern_tests'],
    ],
  },
  {
    machine: 'wincodex', project: 'lantern', start: '2026-10-14T07:50:00Z',
    steps: [
      ['fail', 'ctest-preset', 'ctest --test-dir build\\win-msvc -R render', CTEST_NOT_RUN('C:/Users/jules/lantern/build/win-msvc', ['render.mesh', 'render.probe']), 8],
      ['prompt', 'ctest-preset', 'ctest はプリセット経由で（--preset win-msvc-debug）。-C がないと全部 Not Run になります'],
      ['fail', 'win-export', 'export LANTERN_DDC=D:\\ddc; py -3.11 tools\\cook.py --platform windows', PS_NOT_FOUND('export', 'export LANTERN_DDC=D:\\ddc; py -3.11 tools\\cook.py --platform windows'), 1],
      ['agent', 'win-export', 'Windows shells have no `export`: set variables with `$env:NAME = "…"` in PowerShell or `set NAME=…` in cmd.'],
      ['fail', 'x:cook-missing-texture', '$env:LANTERN_DDC = "D:\\ddc"; $env:PYTHONUTF8 = "1"; py -3.11 tools\\cook.py --platform windows', `cooking 1482 assets for windows
cook.py: error: content/materials/harbor_dock.mat references texture 'textures/dock_planks_n.png', which does not exist
1 error, 0 warnings`, 1],
      ['fail', 'x:msvc-c2665', 'cmake --build --preset win-msvc-debug', `[57/981] Building CXX object src\\core\\CMakeFiles\\lantern_core.dir\\Debug\\jobs.cpp.obj
FAILED: src/core/CMakeFiles/lantern_core.dir/Debug/jobs.cpp.obj
C:\\Users\\jules\\lantern\\src\\core\\jobs.cpp(214): error C2665: 'lantern::core::JobQueue::push': no overloaded function could convert all the argument types
C:\\Users\\jules\\lantern\\src\\core\\jobs.h(61): note: could be 'void lantern::core::JobQueue::push(lantern::core::Job &&)'
C:\\Users\\jules\\lantern\\src\\core\\jobs.cpp(214): note: while trying to match the argument list '(const lantern::core::Job)'
ninja: build stopped: subcommand failed.`, 1],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-10-16T13:00:00Z',
    steps: [
      ['prompt', 'x:actions-checkout-v4', 'bump actions/checkout to v4 in .github/workflows/ci.yml and pin it by sha'],
      ['ok', 'git push -f origin feature/gi-probe-baking'],
      ['prompt', 'force-push', 'hey, feature/gi-probe-baking is shared with tomek. when you rewrite it, --force-with-lease, not -f'],
      ['agent', 'force-push', 'No plain `git push --force`/-f: use --force-with-lease, and only on feature branches; trunk is protected.'],
      ['fail', 'x:lfs-quota', 'git push origin feature/gi-probe-baking', `Uploading LFS objects:   0% (0/14), 0 B | 0 B/s, done.
batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.
error: failed to push some refs to 'github.com:lantern-studio/lantern.git'`, 1],
    ],
  },
  {
    machine: 'win', project: 'lantern', start: '2026-10-19T05:50:00Z',
    steps: [
      ['fail', 'no-bare-python', 'python -m tools.lint_assets content/', STORE_STUB, 9009],
      ['prompt', 'no-bare-python', '^ py'],
      ['fail', 'pythonutf8', 'py -3.11 tools/cook/report.py --summary', `Traceback (most recent call last):
  File "C:\\Users\\mika\\lantern\\tools\\cook\\report.py", line 77, in <module>
    print(f"\\u2713 {name}: {count} assets")
UnicodeEncodeError: 'cp932' codec can't encode character '\\u2713' in position 0: illegal multibyte sequence`, 1],
      ['prompt', 'x:shipping-drop', 'cut a Shipping build for the publisher drop on friday and zip it into out/drops/'],
    ],
  },
  {
    machine: 'mac2', project: 'lantern', start: '2026-10-21T08:40:00Z',
    steps: [
      ['fail', 'branch-trunk', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'branch-trunk', 'główna gałąź to trunk'],
      ['agent', 'branch-trunk', 'The default branch is `trunk`; there is no `main` (rebase on origin/trunk, open PRs with --base trunk).'],
      ['fail', 'mac-sha256sum', 'sha256sum -c tools/ddc/manifest.sha256', 'zsh: command not found: sha256sum', 127],
    ],
  },
  {
    machine: 'wincodex', project: 'lantern', start: '2026-10-23T08:05:00Z',
    steps: [
      ['fail', 'curl-exe', 'curl -fsSL https://raw.githubusercontent.com/lantern-studio/ci-scripts/trunk/install-agent-tools.ps1', PS_PARAM('Invoke-WebRequest', 'fsSL', 'curl -fsSL https://raw.githubusercontent.com/lantern-studio/ci-scripts/trunk/install-agent-tools.ps1', 'Microsoft.PowerShell.Commands.InvokeWebRequestCommand'), 1],
      ['agent', 'curl-exe', 'In Windows PowerShell 5.1 `curl` is an alias of Invoke-WebRequest; call `curl.exe` to use curl flags.'],
      ['fail', 'cook-wrapper', '.\\build\\win-msvc\\bin\\Profile\\assetcooker.exe --platform windows content', '[cooker] error: content root not found: C:\\Users\\jules\\lantern\\build\\win-msvc\\bin\\Profile\\content\n[cooker] aborting', 3],
      ['prompt', 'cook-wrapper', 'assetcooker を直接叩かないで、tools/cook.py 経由で。'],
    ],
  },
  {
    machine: 'ci', project: 'lantern', start: '2026-10-26T01:45:00Z',
    steps: [
      ['fail', 'x:vcpkg-port-build-failed', '/opt/cmake-3.29/bin/cmake --preset linux-clang', `-- Running vcpkg install
Building openal-soft:x64-linux@1.23.1...
-- Configuring x64-linux-rel
CMake Error at scripts/cmake/vcpkg_execute_required_process.cmake:127 (message):
    Command failed: /usr/bin/cmake --build . --config Release --target install -- -v -j17
    Working Directory: /workspace/external/vcpkg/buildtrees/openal-soft/x64-linux-rel
    See logs for more information:
      /workspace/external/vcpkg/buildtrees/openal-soft/install-x64-linux-rel-out.log

error: building openal-soft:x64-linux failed with: BUILD_FAILED
-- Running vcpkg install - failed`, 1],
    ],
  },
  {
    machine: 'linux', project: 'lantern', start: '2026-10-28T09:15:00Z',
    steps: [
      ['ok', 'cmake --version; clang++-18 --version; python3.11 --version'],
      ['prompt', 'x:cmake-version-doc', 'write down in docs/build.md which cmake, clang and python versions the farm image has'],
    ],
  },
  {
    machine: 'wincodex', project: 'lantern', start: '2026-10-29T08:25:00Z',
    steps: [
      ['ok', 'cmake --preset win-msvc -DVCPKG_TARGET_TRIPLET=x64-windows'],
      ['prompt', 'triplet-static', "le triplet c'est x64-windows-static, pas x64-windows — sinon LNK2038 au link. laisse le preset décider"],
      ['agent', 'triplet-static', 'The Windows vcpkg triplet is x64-windows-static (static CRT), set by the win-msvc preset; overriding VCPKG_TARGET_TRIPLET with x64-windows causes LNK2038 RuntimeLibrary mismatches.'],
    ],
  },
];

/** Windows machines: the hook sees backslashed paths, Claude Code names the project folder C--Users-…. build.mjs applies it to each event. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !payload.cwd?.startsWith('C:/')) return event;
  const cwd = payload.cwd.replace(/\//g, '\\');
  let transcript = payload.transcript_path;
  if (transcript.includes('/.claude/projects/')) transcript = transcript.replace('/C:-Users-', '/C--Users-');
  return { ...event, payload: { ...payload, cwd, transcript_path: transcript.replace(/\//g, '\\') } };
}
