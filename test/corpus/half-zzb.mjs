// Half ZZB: "culvert", a C++20 audio library (CMake presets, vcpkg manifest mode, Ninja, MSVC /
// Apple clang / GCC 13, clang-format 17 behind a script, GoogleTest under ctest, a Python codegen
// venv, Conan for one legacy plugin). Written blind: only issue 10, the corpus README, build.mjs
// and the head of half D were read. Windows machines finish with Windows paths (finishEvent).

const FIND_PKG = (pkg, line, file = pkg.toLowerCase()) => `CMake Error at CMakeLists.txt:${line} (find_package):
  By not providing "Find${pkg}.cmake" in CMAKE_MODULE_PATH this project has
  asked CMake to find a package configuration file provided by "${pkg}", but
  CMake did not find one.

  Could not find a package configuration file provided by "${pkg}" with any
  of the following names:

    ${pkg}Config.cmake
    ${file}-config.cmake

  Add the installation prefix of "${pkg}" to CMAKE_PREFIX_PATH or set
  "${pkg}_DIR" to a directory containing one of the above files.  If "${pkg}"
  provides a separate development package or SDK, please add dependencies to
  CMakeLists.txt.


-- Configuring incomplete, errors occurred!`;

const GCC_HEAD = `-- The C compiler identification is GNU 13.1.0
-- The CXX compiler identification is GNU 13.1.0
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/gcc-13 - skipped
-- Detecting CXX compiler ABI info
-- Detecting CXX compiler ABI info - done
-- Check for working CXX compiler: /usr/bin/g++-13 - skipped
-- Detecting CXX compile features
-- Detecting CXX compile features - done
`;

const APPLE_HEAD = `-- The C compiler identification is AppleClang 15.0.0.15000309
-- The CXX compiler identification is AppleClang 15.0.0.15000309
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /Library/Developer/CommandLineTools/usr/bin/cc - skipped
-- Detecting CXX compiler ABI info
-- Detecting CXX compiler ABI info - done
-- Check for working CXX compiler: /Library/Developer/CommandLineTools/usr/bin/c++ - skipped
`;

// Windows PowerShell 5.1 and PowerShell 7 say "not recognized" differently.
const PS51_NOTFOUND = (word, line) => `${word} : The term '${word}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(word.length)}
    + CategoryInfo          : ObjectNotFound: (${word}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
`;
const PS7_NOTFOUND = (word) => `${word}: The term '${word}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const PS51_ANDAND = (line, col) => `At line:1 char:${col}
+ ${line}
+ ${' '.repeat(col - 1)}~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine
`;

const PS51_RM = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ ${line}
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand
`;

const TIDY_NO_DB = (root, file, header) => `Error while trying to load a compilation database:
Could not auto-detect compilation database for file "${file}"
No compilation database found in ${root}/${file.split('/').slice(0, -1).join('/')} or any parent directory
fixed-compilation-database: Error while opening fixed database: No such file or directory
json-compilation-database: Error while opening JSON database: No such file or directory
Running without flags.
1 error generated.
Error while processing ${root}/${file}.
${root}/${file}:4:10: error: '${header}' file not found [clang-diagnostic-error]
    4 | #include <${header}>
      |          ^~~~~~~~~~~~~~~~~~~~~~
Found compiler error(s).`;

const NO_TOOLCHAIN = (root, cmakeDir) => `Preset CMake variables:

  CMAKE_BUILD_TYPE="Debug"
  CMAKE_TOOLCHAIN_FILE="${root}/external/vcpkg/scripts/buildsystems/vcpkg.cmake"
  VCPKG_MANIFEST_MODE="ON"

CMake Error at ${cmakeDir}/Modules/CMakeDetermineSystem.cmake:154 (message):
  Could not find toolchain file:
  ${root}/external/vcpkg/scripts/buildsystems/vcpkg.cmake
Call Stack (most recent call first):
  CMakeLists.txt:3 (project)


CMake Error: CMAKE_CXX_COMPILER not set, after EnableLanguage
-- Configuring incomplete, errors occurred!`;

const GH006 = (branch) => `remote: error: GH006: Protected branch update failed for refs/heads/${branch}.
remote: error: Cannot force-push to this branch
To github.com:culvert-audio/culvert.git
 ! [remote rejected] ${branch} -> ${branch} (protected branch hook declined)
error: failed to push some refs to 'github.com:culvert-audio/culvert.git'`;

const EXTERNALLY_MANAGED = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.

    If you wish to install a non-Debian-packaged Python package,
    create a virtual environment using python3 -m venv path/to/venv.
    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make
    sure you have python3-full installed.

    If you wish to install a non-Debian packaged Python application,
    it may be easiest to use pipx install xyz, which will manage a
    virtual environment for you. Make sure you have pipx installed.

    See /usr/share/doc/python3.12/README.venv for more information.

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const CTEST_FAILED = (root, preset, n, name, total) => `Test project ${root}/out/build/${preset}
      Start  1: Biquad.Identity
 1/${total} Test   #1: Biquad.Identity ...................   Passed    0.01 sec
      Start  2: Biquad.LowpassDc
 2/${total} Test   #2: Biquad.LowpassDc ..................   Passed    0.01 sec
...

99% tests passed, 1 tests failed out of ${total}

Total Test time (real) =   7.84 sec

The following tests FAILED:
\t ${n} - ${name} (Failed)
Errors while running CTest
Output from these tests are in: ${root}/out/build/${preset}/Testing/Temporary/LastTest.log
Use "--rerun-failed --output-on-failure" to re-run the failed cases verbosely.`;

const NO_MAKEFILE = 'make: *** No targets specified and no makefile found.  Stop.';

const GEN_MISMATCH = (previous) => `CMake Error: Error: generator : Ninja
Does not match the generator used previously: ${previous}
Either remove the CMakeCache.txt file and CMakeFiles directory or choose a different binary directory.`;

const LEAKS_MAC = (pid) => `==${pid}==AddressSanitizer: detect_leaks is not supported on this platform.`;

const FORMAT_14 = (root) => `${root}/.clang-format:61:1: error: unknown key 'InsertNewlineAtEOF'
InsertNewlineAtEOF: true
^~~~~~~~~~~~~~~~~~
Error reading ${root}/.clang-format: Invalid argument`;

export const SESSIONS = [
  // 1. Ubuntu 22.04 box, first day on the repo.
  {
    machine: 'linux', project: 'culvert', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'cmake-preset', 'cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug', `${GCC_HEAD}${FIND_PKG('fmt', 18)}`, 1, 'Configure the project'],
      ['prompt', 'cmake-preset', 'we configure through the presets here. cmake --preset linux-debug, it wires the vcpkg toolchain'],
      ['ok', 'cmake --preset linux-debug'],
      ['fail', 'x:ctest-real-failure', 'ctest --preset linux-debug --output-on-failure', CTEST_FAILED('/home/dev/culvert', 'linux-debug', 37, 'Resampler.DriftUnder1ppm', 214), 8],
      ['prompt', 'x:changelog', 'can you add a CHANGELOG.md entry under Unreleased for the new FLAC seek table support?'],
    ],
  },
  // 2. macOS, zsh.
  {
    machine: 'mac', project: 'culvert', start: '2026-02-03T09:15:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/\"version-string\": \"0.9.2\"/\"version-string\": \"0.9.3\"/' vcpkg.json", 'sed: 1: "vcpkg.json": invalid command code v', 1, 'Bump the version in vcpkg.json'],
      ['prompt', 'sed-bsd', "mac sed. -i needs an argument: sed -i '' 's/…/…/' or just use gsed"],
      ['fail', 'clang-format-script', 'clang-format -i src/io/wav_reader.cpp include/culvert/io/wav_reader.hpp', 'zsh: command not found: clang-format', 127],
      ['prompt', 'clang-format-script', 'formatting goes through ./tools/format.sh, it pins clang-format 17. whatever clang-format you find on a machine is the wrong one'],
    ],
  },
  // 3. Windows 11, Codex in Windows PowerShell 5.1 (not the dev shell).
  {
    machine: 'winps', project: 'culvert', start: '2026-02-04T10:05:00Z',
    steps: [
      ['fail', 'vs-devshell', 'cmake --preset win-debug', `Preset CMake variables:

  CMAKE_BUILD_TYPE="Debug"
  CMAKE_TOOLCHAIN_FILE="C:/Users/joao/culvert/external/vcpkg/scripts/buildsystems/vcpkg.cmake"

-- The C compiler identification is unknown
-- The CXX compiler identification is unknown
CMake Error at CMakeLists.txt:3 (project):
  No CMAKE_CXX_COMPILER could be found.

  Tell CMake where to find the compiler by setting either the environment
  variable "CXX" or the CMake cache entry CMAKE_CXX_COMPILER to the full path
  to the compiler, or to the compiler name if it is in the PATH.


-- Configuring incomplete, errors occurred!`, 1],
      ['fail', 'ps51-andand', 'cmake --preset win-debug && cmake --build --preset win-debug', PS51_ANDAND('cmake --preset win-debug && cmake --build --preset win-debug', 26), 1],
      ['prompt', 'ps51-andand', "this is windows powershell 5.1, it doesn't know &&. one command per line or `; if ($?) { ... }`"],
    ],
  },
  // 4. Fedora 40, bash.
  {
    machine: 'codex', project: 'culvert', start: '2026-02-04T14:30:00Z',
    steps: [
      ['fail', 'fedora-dnf', 'sudo apt install -y ninja-build ccache', 'sudo: apt: command not found', 1],
      ['prompt', 'fedora-dnf', 'this box is fedora. dnf'],
      ['fail', 'submodule-init', 'cmake --preset linux-debug', NO_TOOLCHAIN('/home/dev/culvert', '/usr/share/cmake'), 1],
      ['prompt', 'submodule-init', 'vcpkg is a git submodule under external/vcpkg — git submodule update --init after cloning'],
    ],
  },
  // 5. macOS, Kai.
  {
    machine: 'mac2', project: 'culvert', start: '2026-02-05T08:50:00Z',
    steps: [
      ['fail', 'brew-llvm', 'CC=/opt/homebrew/opt/llvm/bin/clang CXX=/opt/homebrew/opt/llvm/bin/clang++ cmake --preset mac-debug && cmake --build --preset mac-debug', `[212/388] Linking CXX executable bin/culvert-cli
FAILED: bin/culvert-cli
: && /opt/homebrew/opt/llvm/bin/clang++ -g -arch arm64 -Wl,-search_paths_first -Wl,-headerpad_max_install_names CMakeFiles/culvert-cli.dir/cli/main.cpp.o -o bin/culvert-cli  lib/libculvert.a  vcpkg_installed/arm64-osx/debug/lib/libfmtd.a && :
ld: warning: ignoring duplicate libraries: 'vcpkg_installed/arm64-osx/debug/lib/libfmtd.a'
Undefined symbols for architecture arm64:
  "std::__1::__hash_memory(void const*, unsigned long)", referenced from:
      culvert::PluginRegistry::find(std::__1::basic_string_view<char, std::__1::char_traits<char>>) const in libculvert.a[14](plugin_registry.cpp.o)
ld: symbol(s) not found for architecture arm64
clang++: error: linker command failed with exit code 1 (use -v to see invocation)
ninja: build stopped: subcommand failed.`, 1, 'Build with Homebrew LLVM'],
      ['prompt', 'brew-llvm', 'we build with Apple clang on the macs. homebrew llvm is there for clang-tidy only, its libc++ does not match the system one'],
      ['fail', 'nproc-mac', 'ninja -C out/build/mac-debug -j$(nproc) culvert_tests', 'zsh: command not found: nproc\nninja: fatal: invalid -j parameter', 1],
      ['prompt', 'nproc-mac', 'nproc is linux. sysctl -n hw.ncpu on a mac'],
    ],
  },
  // 6. Ubuntu 22.04.
  {
    machine: 'linux', project: 'culvert', start: '2026-02-06T09:20:00Z',
    steps: [
      ['fail', 'venv-python', 'python3 tools/codegen/gen_filters.py --spec tools/codegen/filters.yaml --out src/dsp/generated', `Traceback (most recent call last):
  File "/home/dev/culvert/tools/codegen/gen_filters.py", line 9, in <module>
    import jinja2
ModuleNotFoundError: No module named 'jinja2'`, 1, 'Regenerate filter tables'],
      ['prompt', 'venv-python', 'the codegen runs with the project venv: .venv/bin/python tools/codegen/gen_filters.py ...'],
      ['fail', 'gcc13', 'g++ -std=c++20 -Iinclude -c src/core/log.cpp -o /tmp/log.o', `src/core/log.cpp:3:10: fatal error: format: No such file or directory
    3 | #include <format>
      |          ^~~~~~~~
compilation terminated.`, 1, 'Quick compile check of log.cpp'],
      ['prompt', 'gcc13', 'g++ on this box is 11. g++-13 (the linux presets already set it)'],
    ],
  },
  // 7. Windows 11, Claude Code → Git Bash by accident.
  {
    machine: 'win', project: 'culvert', start: '2026-02-09T10:10:00Z',
    steps: [
      ['fail', 'vs-devshell', 'cmake --build --preset win-debug', `[3/214] Linking CXX executable bin\\culvert-cli.exe
FAILED: bin/culvert-cli.exe
C:\\Windows\\system32\\cmd.exe /C "cd . && "C:\\Program Files\\CMake\\bin\\cmake.exe" -E vs_link_exe --intdir=CMakeFiles\\culvert-cli.dir --rc=C:\\PROGRA~2\\WI3CF2~1\\10\\bin\\100226~1.0\\x64\\rc.exe --mt=C:\\PROGRA~2\\WI3CF2~1\\10\\bin\\100226~1.0\\x64\\mt.exe --manifests  -- C:\\PROGRA~1\\Git\\usr\\bin\\link.exe /nologo CMakeFiles\\culvert-cli.dir\\cli\\main.cpp.obj  /out:bin\\culvert-cli.exe /implib:lib\\culvert-cli.lib /pdb:bin\\culvert-cli.pdb /version:0.0 /machine:x64 /debug /INCREMENTAL /subsystem:console  lib\\culvert.lib && cd ."
LINK Pass 1: command "C:\\PROGRA~1\\Git\\usr\\bin\\link.exe /nologo CMakeFiles\\culvert-cli.dir\\cli\\main.cpp.obj /out:bin\\culvert-cli.exe /implib:lib\\culvert-cli.lib /pdb:bin\\culvert-cli.pdb /version:0.0 /machine:x64 /debug /INCREMENTAL /subsystem:console lib\\culvert.lib /MANIFEST /MANIFESTFILE:CMakeFiles\\culvert-cli.dir/intermediate.manifest CMakeFiles\\culvert-cli.dir/manifest.res" failed (exit code 1) with the following output:
/usr/bin/link: extra operand 'CMakeFiles\\\\culvert-cli.dir\\\\cli\\\\main.cpp.obj'
Try '/usr/bin/link --help' for more information.
ninja: build stopped: subcommand failed.`, 1],
      ['prompt', 'vs-devshell', "that's git bash's /usr/bin/link, not the MSVC linker. MSVC builds run from the Developer PowerShell, never from git bash"],
      ['prompt', 'x:sample-rate-type', 'unrelated: sample rates in the public API should be uint32_t everywhere, a few headers still take int'],
    ],
  },
  // 8. Fedora, Claude.
  {
    machine: 'linux', project: 'culvert', start: '2026-02-10T13:00:00Z',
    steps: [
      ['fail', 'ninja-not-make', 'make -C out/build/linux-debug -j8 culvert_tests', `make: Entering directory '/home/dev/culvert/out/build/linux-debug'
make: *** No rule to make target 'culvert_tests'.  Stop.
make: Leaving directory '/home/dev/culvert/out/build/linux-debug'`, 2, 'Build the test binary'],
      ['prompt', 'ninja-not-make', "there's no Makefile, the presets generate Ninja. cmake --build --preset linux-debug --target culvert_tests"],
      ['fail', 'x:ninja-unknown-target', 'cmake --build --preset linux-debug --target culvert_test', 'ninja: error: unknown target \'culvert_test\', did you mean \'culvert_tests\'?', 1],
      ['ok', 'cmake --build --preset linux-debug --target culvert_tests'],
      ['fail', 'ctest-not-binary', "./out/build/linux-debug/tests/culvert_tests --gtest_filter='WavReader.*'", `Note: Google Test filter = WavReader.*
[==========] Running 6 tests from 1 test suite.
[----------] Global test environment set-up.
[----------] 6 tests from WavReader
[ RUN      ] WavReader.ReadsPcm16
/home/dev/culvert/tests/io/wav_reader_test.cpp:31: Failure
Value of: reader.open(fixture("sine_440_pcm16.wav"))
  Actual: false
Expected: true
fixture(): CULVERT_TEST_DATA is not set, tried ./fixtures/sine_440_pcm16.wav
[  FAILED  ] WavReader.ReadsPcm16 (0 ms)
...
[==========] 6 tests from 1 test suite ran. (3 ms total)
[  PASSED  ] 0 tests.
[  FAILED  ] 6 tests, listed below:`, 1],
      ['prompt', 'ctest-not-binary', 'run them through ctest: ctest --preset linux-debug -R WavReader. ctest sets CULVERT_TEST_DATA and the working dir, the bare binary has neither'],
    ],
  },
  // 9. macOS, Ana.
  {
    machine: 'mac', project: 'culvert', start: '2026-02-11T08:30:00Z',
    steps: [
      ['fail', 'sha512-mac', 'sha512sum ~/Downloads/rubberband-3.3.0.tar.bz2', 'zsh: command not found: sha512sum', 127, 'Hash the tarball for the overlay port'],
      ['prompt', 'sha512-mac', 'shasum -a 512 on macos'],
      ['fail', 'vcpkg-manifest', 'external/vcpkg/vcpkg install rubberband --overlay-ports=ports', `error: In manifest mode, \`vcpkg install\` does not support individual package arguments.
To install additional packages, edit vcpkg.json and then run \`vcpkg install\` without any package arguments.
See https://learn.microsoft.com/vcpkg/consume/manifest-mode?WT.mc_id=vcpkg_inproduct_cli for more information.`, 1],
      ['prompt', 'vcpkg-manifest', 'manifest mode. `vcpkg add port rubberband` (or edit vcpkg.json) and reconfigure, the preset installs it'],
      ['fail', 'x:overlay-hash-mismatch', 'cmake --preset mac-debug', `-- Running vcpkg install
Detecting compiler hash for triplet arm64-osx...
The following packages will be built and installed:
    rubberband:arm64-osx@3.3.0 -- /Users/ana/culvert/ports/rubberband
Downloading https://breakfastquay.com/files/releases/rubberband-3.3.0.tar.bz2 -> rubberband-3.3.0.tar.bz2
error: File does not have the expected hash:
url: https://breakfastquay.com/files/releases/rubberband-3.3.0.tar.bz2
File: /Users/ana/culvert/external/vcpkg/downloads/rubberband-3.3.0.tar.bz2.61523.part
Expected hash: 5f2b1d8e0c61a3f1c9c0a0f7e44a0a7bd2b4e8b63a8f0f1c1f6c1a7fce4a9d1b0b6e5e3a7d0c9f2b8a1e4d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6
Actual hash: 0d9d3a0a4c1e6f2b7a8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d
-- Running vcpkg install - failed
CMake Error at external/vcpkg/scripts/buildsystems/vcpkg.cmake:904 (message):
  vcpkg install failed.  See logs for more information:
  /Users/ana/culvert/out/build/mac-debug/vcpkg-manifest-install.log`, 1],
      ['prompt', 'x:brew-upgrade-question', 'while that runs: brew wants to upgrade llvm to 20 on my machine, any reason not to? just asking'],
    ],
  },
  // 10. Windows 11, Codex, pwsh 7.
  {
    machine: 'wincodex7', project: 'culvert', start: '2026-02-12T09:00:00Z',
    steps: [
      ['fail', 'ps-env', 'VCPKG_BINARY_SOURCES=clear cmake --preset win-debug', PS7_NOTFOUND('VCPKG_BINARY_SOURCES=clear'), 1],
      ['prompt', 'ps-env', "powershell: $env:VCPKG_BINARY_SOURCES = 'clear' on its own line, then cmake"],
      ['fail', 'ps-which', 'which cmake', PS7_NOTFOUND('which'), 1],
      ['agent', 'ps-which', 'Used which in PowerShell; there it is Get-Command cmake (or where.exe cmake).'],
      ['fail', 'ps-rm-rf', 'rm -rf .\\out\\package', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm-rf', 'Remove-Item -Recurse -Force .\\out\\package'],
      ['fail', 'x:msvc-mpi', 'cmake --build --preset win-debug', `[41/214] Building CXX object src\\CMakeFiles\\culvert.dir\\dsp\\window.cpp.obj
FAILED: src/CMakeFiles/culvert.dir/dsp/window.cpp.obj
C:\\PROGRA~1\\MICROS~2\\2022\\COMMUN~1\\VC\\Tools\\MSVC\\1440~1.338\\bin\\Hostx64\\x64\\cl.exe  /nologo /TP -IC:\\Users\\sora\\culvert\\include /DWIN32 /D_WINDOWS /EHsc /Zi /Ob0 /Od /RTC1 -std:c++20 -MDd /W4 /WX /showIncludes /Fosrc\\CMakeFiles\\culvert.dir\\dsp\\window.cpp.obj /Fdsrc\\CMakeFiles\\culvert.dir\\culvert.pdb /FS -c C:\\Users\\sora\\culvert\\src\\dsp\\window.cpp
C:\\Users\\sora\\culvert\\src\\dsp\\window.cpp(22): error C2065: 'M_PI': undeclared identifier
ninja: build stopped: subcommand failed.`, 1],
      ['prompt', 'x:el-request', 'πρόσθεσε κι ένα test για το Hann window, με μήκος 1 και 2 δείγματα'],
    ],
  },
  // 11. Ubuntu 22.04, Codex.
  {
    machine: 'codex', project: 'culvert', start: '2026-02-13T10:30:00Z',
    steps: [
      ['fail', 'build-dir', 'cd build && ctest --output-on-failure', 'bash: cd: build: No such file or directory', 1],
      ['prompt', 'build-dir', 'build trees live under out/build/<preset>. there is no build/'],
      ['ok', 'ctest --preset linux-debug --output-on-failure'],
      ['fail', 'clang-tidy-p', 'clang-tidy src/dsp/biquad.cpp', TIDY_NO_DB('/home/dev/culvert', 'src/dsp/biquad.cpp', 'culvert/dsp/biquad.hpp'), 1],
      ['prompt', 'clang-tidy-p', 'clang-tidy needs the compile db: -p out/build/linux-debug'],
      ['fail', 'x:tidy-narrowing', 'clang-tidy -p out/build/linux-debug src/dsp/biquad.cpp --warnings-as-errors=*', `/home/dev/culvert/src/dsp/biquad.cpp:41:21: error: narrowing conversion from 'double' to 'float' [bugprone-narrowing-conversions,-warnings-as-errors]
   41 |     const float w = 2.0 * std::numbers::pi * fc / fs;
      |                     ^
1 warning treated as error`, 1],
    ],
  },
  // 12. macOS, Ana: sanitizers.
  {
    machine: 'mac', project: 'culvert', start: '2026-02-16T08:45:00Z',
    steps: [
      ['ok', 'cmake --preset mac-asan'],
      ['fail', 'lsan-mac', 'ASAN_OPTIONS=detect_leaks=1 ctest --preset mac-asan', `Test project /Users/ana/culvert/out/build/mac-asan
      Start  1: Biquad.Identity
 1/214 Test   #1: Biquad.Identity ....................***Failed    0.02 sec
${LEAKS_MAC(5512)}
      Start  2: Biquad.LowpassDc
 2/214 Test   #2: Biquad.LowpassDc ...................***Failed    0.02 sec
${LEAKS_MAC(5513)}
...
0% tests passed, 214 tests failed out of 214`, 8],
      ['prompt', 'lsan-mac', "apple's asan has no leak checker. leave detect_leaks out on the mac, the linux-asan job covers leaks"],
      ['prompt', 'x:doxygen-resampler', 'nice. add doxygen comments on the public Resampler API while you are in there, the latency() one especially'],
    ],
  },
  // 13. Ubuntu 22.04, Claude: git.
  {
    machine: 'linux', project: 'culvert', start: '2026-02-18T14:10:00Z',
    steps: [
      ['fail', 'branch-develop', 'git checkout -b fix/resampler-drift origin/main', "fatal: 'origin/main' is not a commit and a branch 'fix/resampler-drift' cannot be created from it", 128],
      ['prompt', 'branch-develop', "there's no main in culvert. everything branches off develop and PRs go back into develop"],
      ['ok', 'git commit -am "fix(resampler): keep phase accumulator in double" --no-verify'],
      ['prompt', 'no-verify', 'why --no-verify?? the pre-commit hook runs format.sh and the header check. never skip it'],
      ['fail', 'x:push-nonff', 'git push origin fix/resampler-drift', ` ! [rejected]        fix/resampler-drift -> fix/resampler-drift (fetch first)
error: failed to push some refs to 'github.com:culvert-audio/culvert.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`, 1],
    ],
  },
  // 14. Fedora, Codex.
  {
    machine: 'codex', project: 'culvert', start: '2026-02-19T09:40:00Z',
    steps: [
      ['fail', 'fedora-dnf', 'apt-cache policy libasound2-dev', 'bash: apt-cache: command not found...', 127],
      ['prompt', 'fedora-dnf', 'pe fedora e dnf, nu apt. dnf info alsa-lib-devel'],
      ['fail', 'x:alsa-device', './out/build/linux-debug/bin/culvert-cli play tests/fixtures/sine_440_pcm16.wav', `ALSA lib pcm_dmix.c:1032:(snd_pcm_dmix_open) unable to open slave
culvert: error: could not open default output device: Device or resource busy`, 1],
      ['prompt', 'x:ro-request', 'poti sa adaugi suport pentru fisiere AIFF in culvert-cli info? doar citire deocamdata'],
    ],
  },
  // 15. macOS, Kai.
  {
    machine: 'mac2', project: 'culvert', start: '2026-02-20T08:20:00Z',
    steps: [
      ['fail', 'cmake-preset', 'cmake -B out/build/mac -G Ninja', `${APPLE_HEAD}${FIND_PKG('SndFile', 21, 'sndfile')}`, 1],
      ['prompt', 'cmake-preset', 'nu mai folosi cmake -B de mana, avem preseturi: cmake --preset mac-debug. fara preset nu ai toolchain-ul de vcpkg'],
      ['fail', 'sed-bsd', "sed -i 's/CULVERT_ABI_VERSION 3/CULVERT_ABI_VERSION 4/' cmake/Version.cmake", 'sed: 1: "cmake/Version.cmake": command c expects \\ followed by text', 1],
      ['prompt', 'sed-bsd', "lại sed -i trên mac à :( dùng gsed -i hoặc sed -i '' nha"],
    ],
  },
  // 16. Windows PS 5.1, Codex.
  {
    machine: 'winps', project: 'culvert', start: '2026-02-23T09:30:00Z',
    steps: [
      ['fail', 'ps-env', 'export VCPKG_ROOT=C:\\Users\\joao\\culvert\\external\\vcpkg', PS51_NOTFOUND('export', 'export VCPKG_ROOT=C:\\Users\\joao\\culvert\\external\\vcpkg'), 1],
      ['prompt', 'ps-env', "στο PowerShell οι μεταβλητές μπαίνουν με $env:VCPKG_ROOT = '...', export είναι του bash"],
      ['fail', 'venv-python', 'python tools\\codegen\\gen_filters.py --spec tools\\codegen\\filters.yaml --out src\\dsp\\generated', 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.', 9009],
      ['prompt', 'venv-python', 'on windows it is .venv\\Scripts\\python.exe, same venv as everyone else'],
      ['fail', 'x:ps-execution-policy', '.\\tools\\bootstrap.ps1', `.\\tools\\bootstrap.ps1 : File C:\\Users\\joao\\culvert\\tools\\bootstrap.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.
At line:1 char:1
+ .\\tools\\bootstrap.ps1
+ ~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : SecurityError: (:) [], PSSecurityException
    + FullyQualifiedErrorId : UnauthorizedAccess`, 1],
    ],
  },
  // 17. Ubuntu 22.04, Claude: conan and the legacy plugin.
  {
    machine: 'linux', project: 'culvert', start: '2026-02-24T10:00:00Z',
    steps: [
      ['fail', 'conan-plugin-only', 'conan install . --build=missing', 'ERROR: Conanfile not found at /home/dev/culvert/conanfile.py or /home/dev/culvert/conanfile.txt', 1],
      ['prompt', 'conan-plugin-only', 'conan is only for plugins/legacy-vst. the library itself is vcpkg'],
      ['fail', 'x:conan-remote-down', 'cd plugins/legacy-vst && conan install . --build=missing -pr:h profiles/linux-gcc13', `======== Computing dependency graph ========
vst3sdk/3.7.9: Not found in local cache, looking in remotes...
vst3sdk/3.7.9: Checking remote: conancenter
ERROR: HTTPSConnectionPool(host='center2.conan.io', port=443): Max retries exceeded with url: /v2/conans/vst3sdk/3.7.9/_/_/revisions/latest (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f1c2b0e5d50>: Failed to establish a new connection: [Errno 101] Network is unreachable'))

Unable to connect to remote conancenter=https://center2.conan.io`, 1],
      ['ok', 'cd plugins/legacy-vst && conan install . --build=missing -pr:h profiles/linux-gcc13'],
      ['fail', 'gcc13', 'CXX=g++ cmake --preset linux-release --fresh', `${GCC_HEAD.replace(/GNU 13\.1\.0/g, 'GNU 11.4.0').replace(/g\+\+-13/g, 'g++').replace(/gcc-13/g, 'gcc')}CMake Error at cmake/CompilerChecks.cmake:7 (message):
  culvert needs GCC >= 13 for C++20 <format> and <span> (found 11.4.0)
Call Stack (most recent call first):
  CMakeLists.txt:14 (include)


-- Configuring incomplete, errors occurred!`, 1],
      ['agent', 'gcc13', 'Overrode CXX with the system g++ (11.4) on Ubuntu 22.04; culvert needs g++-13, which the linux presets already select, so do not set CXX.'],
    ],
  },
  // 18. Windows, dev shell this time (Codex, PS 5.1 under the VS Developer PowerShell).
  {
    machine: 'wincodex', project: 'culvert', start: '2026-02-25T09:10:00Z',
    steps: [
      ['fail', 'ps51-andand', 'git fetch origin && git rebase origin/develop', PS51_ANDAND('git fetch origin && git rebase origin/develop', 18), 1],
      ['prompt', 'ps51-andand', 'in PowerShell 5.1 nu merge &&. pune ; sau comenzi separate'],
      ['fail', 'asan-preset', 'cmake --preset win-debug -DCMAKE_CXX_FLAGS="/fsanitize=address"', `-- Configuring done (4.2s)
-- Generating done (0.1s)
-- Build files have been written to: C:/Users/jules/culvert/out/build/win-debug
[1/214] Building CXX object src\\CMakeFiles\\culvert.dir\\core\\ring_buffer.cpp.obj
FAILED: src/CMakeFiles/culvert.dir/core/ring_buffer.cpp.obj
cl : command line error D8016 : '/RTC1' and '/fsanitize=address' command-line options are incompatible
ninja: build stopped: subcommand failed.`, 2],
      ['prompt', 'asan-preset', 'there is a win-asan preset that drops /RTC1 and links the right runtime. use the preset, not hand-rolled sanitizer flags'],
    ],
  },
  // 19. Ubuntu 22.04, Codex: sanitizers on linux.
  {
    machine: 'codex', project: 'culvert', start: '2026-02-26T13:20:00Z',
    steps: [
      ['fail', 'asan-preset', 'cmake --preset linux-debug -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined" && cmake --build --preset linux-debug && ctest --preset linux-debug', `Test project /home/dev/culvert/out/build/linux-debug
      Start  1: Biquad.Identity
 1/214 Test   #1: Biquad.Identity ....................***Failed    0.00 sec
==48213==ASan runtime does not come first in initial library list; you should either link runtime to your application or manually preload it with LD_PRELOAD.
...
0% tests passed, 214 tests failed out of 214`, 8],
      ['prompt', 'asan-preset', 'linux-asan preset. the plugin .so and the vcpkg deps get confused when you bolt -fsanitize onto linux-debug'],
      ['ok', 'cmake --preset linux-asan && cmake --build --preset linux-asan && ctest --preset linux-asan'],
      ['fail', 'x:asan-overflow', 'ctest --preset linux-asan -R RingBuffer --output-on-failure', `Test project /home/dev/culvert/out/build/linux-asan
    Start 88: RingBuffer.WrapAround
1/4 Test #88: RingBuffer.WrapAround ............***Failed    0.12 sec
=================================================================
==51877==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6190000004f0 at pc 0x55d4c2a1b3e9 bp 0x7ffd5a3c1e20 sp 0x7ffd5a3c1e18
READ of size 4 at 0x6190000004f0 thread T0
    #0 0x55d4c2a1b3e8 in culvert::RingBuffer<float>::read(std::span<float, 18446744073709551615ul>) /home/dev/culvert/src/core/ring_buffer.hpp:88
    #1 0x55d4c2a0f11c in RingBuffer_WrapAround_Test::TestBody() /home/dev/culvert/tests/core/ring_buffer_test.cpp:52
SUMMARY: AddressSanitizer: heap-buffer-overflow /home/dev/culvert/src/core/ring_buffer.hpp:88 in culvert::RingBuffer<float>::read(std::span<float, 18446744073709551615ul>)

75% tests passed, 1 tests failed out of 4`, 8],
    ],
  },
  // 20. macOS, Kai.
  {
    machine: 'mac2', project: 'culvert', start: '2026-03-02T08:30:00Z',
    steps: [
      ['fail', 'lsan-mac', 'ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 ./out/build/mac-asan/bin/culvert-cli render examples/demo.cvp -o /tmp/demo.wav', `${LEAKS_MAC(91244)}\nzsh: abort      ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 ./out/build/mac-asan/bin/culvert-cli`, 134],
      ['prompt', 'lsan-mac', 'same as last time — no LSan with apple clang. drop detect_leaks=1 on macOS'],
      ['agent', 'lsan-mac', 'Set ASAN_OPTIONS=detect_leaks=1 on macOS, where Apple clang ASan aborts with "detect_leaks is not supported"; leave detect_leaks unset on the mac and rely on linux-asan for leak checks.'],
      ['fail', 'nproc-mac', 'nproc && sysctl hw.memsize', 'zsh: command not found: nproc', 127],
      ['prompt', 'nproc-mac', 'στο mac δεν υπάρχει nproc, sysctl -n hw.ncpu'],
    ],
  },
  // 21. Ubuntu 22.04, Claude: dependencies.
  {
    machine: 'linux', project: 'culvert', start: '2026-03-03T09:50:00Z',
    steps: [
      ['prompt', 'no-system-libs', 'wait, why are you apt installing libfftw3-dev? culvert takes no libs from the distro, everything comes from vcpkg.json'],
      ['agent', 'no-system-libs', 'Tried to install fftw3 with apt; culvert libraries come only from vcpkg (vcpkg.json), never from apt, dnf or brew.'],
      ['fail', 'vcpkg-manifest', 'external/vcpkg/vcpkg install fftw3', `error: In manifest mode, \`vcpkg install\` does not support individual package arguments.
To install additional packages, edit vcpkg.json and then run \`vcpkg install\` without any package arguments.
See https://learn.microsoft.com/vcpkg/consume/manifest-mode?WT.mc_id=vcpkg_inproduct_cli for more information.`, 1],
      ['prompt', 'vcpkg-manifest', 'vcpkg add port fftw3. it goes in the manifest'],
      ['fail', 'x:vcpkg-download-timeout', 'cmake --preset linux-debug', `-- Running vcpkg install
Detecting compiler hash for triplet x64-linux...
The following packages will be built and installed:
    fftw3:x64-linux@3.3.10#8
Downloading https://www.fftw.org/fftw-3.3.10.tar.gz -> fftw-3.3.10.tar.gz
error: https://www.fftw.org/fftw-3.3.10.tar.gz: curl failed to download with exit code 28
curl: (28) Failed to connect to www.fftw.org port 443 after 130417 ms: Couldn't connect to server
-- Running vcpkg install - failed
CMake Error at external/vcpkg/scripts/buildsystems/vcpkg.cmake:904 (message):
  vcpkg install failed.  See logs for more information:
  /home/dev/culvert/out/build/linux-debug/vcpkg-manifest-install.log`, 1],
    ],
  },
  // 22. Windows PS 5.1, Codex.
  {
    machine: 'winps', project: 'culvert', start: '2026-03-04T10:40:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf out\\install', PS51_RM('rm -rf out\\install'), 1],
      ['agent', 'ps-rm-rf', "Used rm -rf in Windows PowerShell, where rm is Remove-Item; use Remove-Item -Recurse -Force on the Windows machines."],
      ['fail', 'ps-which', 'which ninja', PS51_NOTFOUND('which', 'which ninja'), 1],
      ['prompt', 'ps-which', 'no which in powershell. Get-Command ninja, or where.exe ninja'],
    ],
  },
  // 23. Ubuntu 22.04, Claude: formatting again.
  {
    machine: 'linux', project: 'culvert', start: '2026-03-05T15:00:00Z',
    steps: [
      ['fail', 'clang-format-script', 'clang-format -i src/dsp/*.cpp', FORMAT_14('/home/dev/culvert'), 1],
      ['ok', './tools/format.sh src/dsp'],
      ['fail', 'x:tidy-path-typo', 'clang-tidy -p out/build/linux-debug src/dsp/biqaud.cpp', `Error while processing /home/dev/culvert/src/dsp/biqaud.cpp.
error: no such file or directory: '/home/dev/culvert/src/dsp/biqaud.cpp' [clang-diagnostic-error]
error: no input files [clang-diagnostic-error]
Found compiler error(s).`, 1],
      ['prompt', 'x:cli-flag-rename', 'rename --out in culvert-cli render to --output and keep --out as a hidden alias for one release'],
    ],
  },
  // 24. macOS, Ana.
  {
    machine: 'mac', project: 'culvert', start: '2026-03-09T08:35:00Z',
    steps: [
      ['fail', 'build-dir', './build/bin/culvert-cli --version', 'zsh: no such file or directory: ./build/bin/culvert-cli', 127],
      ['prompt', 'build-dir', 'out/build/mac-debug/bin/culvert-cli'],
      ['fail', 'ninja-not-make', 'make', NO_MAKEFILE, 2],
      ['prompt', 'ninja-not-make', 'it\'s ninja + presets, not make: cmake --build --preset mac-debug'],
      ['prompt', 'venv-python', 'chạy codegen bằng .venv/bin/python nhé, python hệ thống không có jinja2 đâu'],
    ],
  },
  // 25. Ubuntu 22.04, Codex: install.
  {
    machine: 'codex', project: 'culvert', start: '2026-03-10T11:00:00Z',
    steps: [
      ['fail', 'no-sudo-install', 'cmake --install out/build/linux-release', `-- Install configuration: "Release"
CMake Error at out/build/linux-release/cmake_install.cmake:52 (file):
  file cannot create directory: /usr/local/lib/cmake/culvert.  Maybe need
  administrative privileges.`, 1],
      ['prompt', 'no-sudo-install', "not into /usr/local and not with sudo. cmake --install out/build/linux-release --prefix out/install"],
      ['ok', 'cmake --install out/build/linux-release --prefix out/install'],
      ['fail', 'x:pip-timeout', '.venv/bin/pip install -r tools/codegen/requirements.txt', `WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/jinja2/
WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/jinja2/
ERROR: Could not find a version that satisfies the requirement jinja2==3.1.4 (from versions: none)
ERROR: No matching distribution found for jinja2==3.1.4`, 1],
    ],
  },
  // 26. Windows, Git Bash (Mika).
  {
    machine: 'win', project: 'culvert', start: '2026-03-11T09:15:00Z',
    steps: [
      ['fail', 'vs-devshell', 'cl /Bv', 'bash: cl: command not found', 127],
      ['prompt', 'vs-devshell', 'git bash again?? msvc = Developer PowerShell. always'],
      ['fail', 'build-dir', 'ctest --test-dir build -C Debug', `Internal ctest changing into directory: C:/Users/mika/culvert/build
Failed to change working directory to C:/Users/mika/culvert/build : No such file or directory`, 1],
      ['prompt', 'build-dir', 'same as the mac: trees are in out/build/<preset>. ctest --preset win-debug'],
      ['ok', 'ctest --preset win-debug'],
      ['fail', 'x:win-longpath', 'cmake --preset win-release', `-- Running vcpkg install
...
Building libflac:x64-windows...
error: building libflac:x64-windows failed with: BUILD_FAILED
See https://learn.microsoft.com/vcpkg/troubleshoot/build-failures?WT.mc_id=vcpkg_inproduct_cli for more information.
Elapsed time to handle libflac:x64-windows: 38 s
  C:\\Users\\mika\\culvert\\external\\vcpkg\\buildtrees\\libflac\\x64-windows-rel\\src\\libFLAC\\CMakeFiles\\FLAC.dir\\__\\__\\..\\..\\src\\libFLAC\\ia32\\cpu_asm.nasm.obj: The fully qualified file name must be less than 260 characters.
-- Running vcpkg install - failed`, 1],
    ],
  },
  // 27. Ubuntu 22.04, Claude: git, dangerous.
  {
    machine: 'linux', project: 'culvert', start: '2026-03-12T16:20:00Z',
    steps: [
      ['fail', 'force-push', 'git push --force origin develop', GH006('develop'), 1],
      ['prompt', 'force-push', 'WHOA. no force-pushing develop, ever. the protection is there for a reason'],
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean-fdx', 'git clean -fdx just deleted .venv, out/ and the vcpkg downloads. 40 minutes of rebuild. please never -x in this repo'],
      ['agent', 'git-clean-fdx', 'Ran git clean -fdx, which wiped .venv, out/ and the vcpkg caches; only remove specific files, never git clean -x in culvert.'],
    ],
  },
  // 28. Fedora, Codex.
  {
    machine: 'codex', project: 'culvert', start: '2026-03-13T09:00:00Z',
    steps: [
      ['fail', 'cmake-fresh', 'cmake --preset linux-debug', GEN_MISMATCH('Unix Makefiles'), 1],
      ['ok', 'rm -rf out/build/linux-debug'],
      ['prompt', 'cmake-fresh', 'next time just `cmake --preset linux-debug --fresh`. rm -rf throws away vcpkg_installed in the tree and that is a 30 min rebuild'],
      ['fail', 'fedora-dnf', 'sudo apt-get install -y clang-tools-extra', 'sudo: apt-get: command not found', 1],
      ['prompt', 'fedora-dnf', 'fedora box. dnf. again'],
      ['fail', 'x:cmake-too-old', 'cmake --preset linux-debug', `CMake Error: Could not read presets from /home/dev/culvert:
Unrecognized "version" field`, 1],
    ],
  },
  // 29. macOS, Kai.
  {
    machine: 'mac2', project: 'culvert', start: '2026-03-16T08:40:00Z',
    steps: [
      ['fail', 'sha512-mac', 'curl -sL https://github.com/xiph/flac/archive/refs/tags/1.4.3.tar.gz | sha512sum', 'zsh: command not found: sha512sum\ncurl: (23) Failure writing output to destination', 127],
      ['prompt', 'sha512-mac', 'that again? mac has no sha512sum. shasum -a 512'],
      ['fail', 'brew-llvm', 'PATH="/opt/homebrew/opt/llvm/bin:$PATH" cmake --build --preset mac-debug', `[388/388] Linking CXX executable tests/culvert_tests
FAILED: tests/culvert_tests
ld: warning: building for macOS-14.0, but linking with dylib '/opt/homebrew/opt/llvm/lib/c++/libc++.1.dylib' which was built for newer version 15.0
Undefined symbols for architecture arm64:
  "std::__1::__hash_memory(void const*, unsigned long)", referenced from:
      std::__1::unordered_map<std::__1::basic_string<char>, culvert::Codec*>::find(...) in libculvert.a[9](codec_registry.cpp.o)
ld: symbol(s) not found for architecture arm64
clang++: error: linker command failed with exit code 1 (use -v to see invocation)
ninja: build stopped: subcommand failed.`, 1],
      ['prompt', 'brew-llvm', 'pe mac compilam cu clang-ul de la Apple. scoate /opt/homebrew/opt/llvm/bin din PATH pentru build'],
      ['fail', 'x:docker-daemon', 'docker build -t culvert-format-check -f ci/format.Dockerfile .', 'ERROR: Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  // 30. Ubuntu 22.04, Claude: tests and tidy.
  {
    machine: 'linux', project: 'culvert', start: '2026-03-17T10:30:00Z',
    steps: [
      ['fail', 'clang-tidy-p', 'clang-tidy-17 src/io/flac_decoder.cpp -- -std=c++20', `/home/dev/culvert/src/io/flac_decoder.cpp:5:10: error: 'FLAC/stream_decoder.h' file not found [clang-diagnostic-error]
    5 | #include <FLAC/stream_decoder.h>
      |          ^~~~~~~~~~~~~~~~~~~~~~~
Found compiler error(s).`, 1],
      ['prompt', 'clang-tidy-p', 'clang-tidy cần -p out/build/linux-debug, compile_commands.json nằm ở đó. đừng tự truyền flags sau --'],
      ['fail', 'ctest-not-binary', "cd out/build/linux-debug/tests && ./culvert_tests --gtest_filter='FlacDecoder.*'", `Note: Google Test filter = FlacDecoder.*
[==========] Running 9 tests from 1 test suite.
[ RUN      ] FlacDecoder.SeekTable
/home/dev/culvert/tests/io/flac_decoder_test.cpp:44: Failure
Value of: dec.open(fixture("seek_table.flac"))
  Actual: false
Expected: true
fixture(): CULVERT_TEST_DATA is not set, tried ./fixtures/seek_table.flac
[  FAILED  ] FlacDecoder.SeekTable (1 ms)
...
[  FAILED  ] 9 tests, listed below:`, 1],
      ['prompt', 'ctest-not-binary', 'ctest again pls, not the binary'],
      ['ok', 'ctest --preset linux-debug -R FlacDecoder --output-on-failure'],
      ['fail', 'x:ubsan-shift', 'ctest --preset linux-asan -R FlacBits --output-on-failure', `Test project /home/dev/culvert/out/build/linux-asan
    Start 102: FlacBits.ReadUnary32
1/3 Test #102: FlacBits.ReadUnary32 .............***Failed    0.03 sec
/home/dev/culvert/src/codec/flac_bits.cpp:57:31: runtime error: shift exponent 32 is too large for 32-bit type 'unsigned int'
SUMMARY: UndefinedBehaviorSanitizer: undefined-behavior /home/dev/culvert/src/codec/flac_bits.cpp:57:31

67% tests passed, 1 tests failed out of 3`, 8],
    ],
  },
  // 31. Windows, pwsh 7, Codex (Sora).
  {
    machine: 'wincodex7', project: 'culvert', start: '2026-03-18T09:20:00Z',
    steps: [
      ['fail', 'clang-format-script', 'clang-format -i src\\io\\wasapi_device.cpp', PS7_NOTFOUND('clang-format'), 1],
      ['prompt', 'clang-format-script', 'Το format γίνεται μόνο μέσω του tools\\format.ps1, έχει καρφωμένο το clang-format 17.'],
      ['ok', 'pwsh tools\\format.ps1 src\\io\\wasapi_device.cpp'],
      ['fail', 'cmake-fresh', 'cmake --preset win-debug', GEN_MISMATCH('Visual Studio 17 2022'), 1],
      ['agent', 'cmake-fresh', 'Hit a generator mismatch in out/build/win-debug; reconfigure with cmake --preset win-debug --fresh instead of deleting the build tree.'],
    ],
  },
  // 32. Ubuntu 22.04, Claude.
  {
    machine: 'linux', project: 'culvert', start: '2026-03-19T14:00:00Z',
    steps: [
      ['fail', 'venv-python', 'pip install jinja2 pyyaml', EXTERNALLY_MANAGED, 1],
      ['fail', 'x:codegen-yaml', '.venv/bin/python tools/codegen/gen_filters.py --spec tools/codegen/filters.yaml --out src/dsp/generated', `Traceback (most recent call last):
  File "/home/dev/culvert/tools/codegen/gen_filters.py", line 88, in <module>
    main()
  File "/home/dev/culvert/tools/codegen/gen_filters.py", line 31, in main
    spec = yaml.safe_load(f)
           ^^^^^^^^^^^^^^^^^
yaml.scanner.ScannerError: mapping values are not allowed here
  in "tools/codegen/filters.yaml", line 41, column 14`, 1],
      ['prompt', 'x:vi-test-request', 'bạn thêm giúp mình test cho trường hợp sample rate = 0 trong Resampler nhé'],
      ['prompt', 'vcpkg-baseline', 'also: you bumped builtin-baseline in vcpkg.json in that diff. revert it. the baseline is pinned and only moves in its own PR'],
      ['agent', 'vcpkg-baseline', 'Changed builtin-baseline in vcpkg.json; the vcpkg baseline is pinned, leave it unless the task is a baseline bump.'],
    ],
  },
  // 33. macOS, Ana.
  {
    machine: 'mac', project: 'culvert', start: '2026-03-23T08:50:00Z',
    steps: [
      ['ok', 'brew install libsndfile portaudio'],
      ['prompt', 'no-system-libs', 'τα libs έρχονται από vcpkg, όχι από brew. κάνε uninstall αυτά, μπερδεύουν το find_package'],
      ['fail', 'sed-bsd', "sed -i 's/kMaxChannels = [0-9]*/kMaxChannels = 32/' include/culvert/core/limits.hpp", 'sed: 1: "include/culvert/core/li ...": command i expects \\ followed by text', 1],
      ['agent', 'sed-bsd', "Used GNU-style sed -i on macOS (BSD sed takes the next argument as the backup suffix); use sed -i '' or gsed on the macs."],
      ['fail', 'no-sudo-install', 'cmake --install out/build/mac-release', `-- Install configuration: "Release"
-- Installing: /usr/local/lib/libculvert.a
CMake Error at out/build/mac-release/cmake_install.cmake:46 (file):
  file INSTALL cannot copy file
  "/Users/ana/culvert/out/build/mac-release/lib/libculvert.a" to
  "/usr/local/lib/libculvert.a": Permission denied.`, 1],
      ['prompt', 'no-sudo-install', 'install into out/install with --prefix. never the system dirs'],
    ],
  },
  // 34. CI container (ash): the format-check job and submodules.
  {
    machine: 'ci', project: 'culvert', start: '2026-03-24T12:10:00Z',
    steps: [
      ['fail', 'clang-format-script', 'clang-format --dry-run --Werror $(git ls-files "*.cpp" "*.hpp")', '/bin/sh: clang-format: not found', 127],
      ['fail', 'x:format-check-diff', 'sh tools/format.sh --check', `src/dsp/biquad.cpp:57:41: error: code should be clang-formatted [-Wclang-format-violations]
    const float y = b0 * x + b1 * x1_ +b2 * x2_ - a1 * y1_ - a2 * y2_;
                                        ^
format.sh: 1 file needs formatting (clang-format 17.0.6)`, 1],
      ['fail', 'submodule-init', 'cmake --preset linux-release', NO_TOOLCHAIN('/workspace', '/usr/share/cmake').replace('"Debug"', '"Release"'), 1],
      ['agent', 'submodule-init', 'The CI checkout had no external/vcpkg; run git submodule update --init before configuring, vcpkg is a submodule.'],
      ['fail', 'x:submodule-network', 'git submodule update --init --recursive', `Cloning into '/workspace/external/vcpkg'...
fatal: unable to access 'https://github.com/microsoft/vcpkg.git/': Could not resolve host: github.com
fatal: clone of 'https://github.com/microsoft/vcpkg.git' into submodule path '/workspace/external/vcpkg' failed
Failed to clone 'external/vcpkg'. Retry scheduled`, 1],
      ['fail', 'x:disk-full', 'cmake --build --preset linux-release', `[96/214] Building CXX object src/CMakeFiles/culvert.dir/dsp/fft.cpp.o
FAILED: src/CMakeFiles/culvert.dir/dsp/fft.cpp.o
/usr/bin/ccache /usr/bin/g++ -DCULVERT_WITH_FFTW -I/workspace/include -O3 -DNDEBUG -std=c++20 -MD -MT src/CMakeFiles/culvert.dir/dsp/fft.cpp.o -MF src/CMakeFiles/culvert.dir/dsp/fft.cpp.o.d -o src/CMakeFiles/culvert.dir/dsp/fft.cpp.o -c /workspace/src/dsp/fft.cpp
/workspace/src/dsp/fft.cpp:212:1: fatal error: error writing to /tmp/ccbK2sQd.s: No space left on device
compilation terminated.
ninja: build stopped: subcommand failed.`, 1],
    ],
  },
  // 35. Ubuntu 22.04, Codex: git and hooks.
  {
    machine: 'codex', project: 'culvert', start: '2026-03-25T15:30:00Z',
    steps: [
      ['fail', 'branch-develop', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'branch-develop', 'base is develop'],
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill', `To get started with GitHub CLI, please run:  gh auth login
Alternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.`, 4],
      ['ok', 'git commit --amend --no-verify --no-edit'],
      ['prompt', 'no-verify', 'iar --no-verify? hook-ul de pre-commit e acolo cu un motiv. ruleaza-l'],
      ['agent', 'no-verify', 'Committed with --no-verify and skipped the pre-commit hook (format.sh, header check); always let the hook run in culvert.'],
      ['fail', 'x:hook-real-failure', 'git commit --amend --no-edit', `format.sh: 3 staged files OK (clang-format 17.0.6)
check-headers: include/culvert/io/flac_decoder.hpp: missing SPDX-License-Identifier line
check-headers: src/io/flac_decoder.cpp: missing SPDX-License-Identifier line
pre-commit: check-headers failed`, 1],
    ],
  },
  // 36. Windows PS 5.1 (Joao), later.
  {
    machine: 'winps', project: 'culvert', start: '2026-03-30T09:45:00Z',
    steps: [
      ['fail', 'ps51-andand', 'git submodule update --init && cmake --preset win-debug', PS51_ANDAND('git submodule update --init && cmake --preset win-debug', 29), 1],
      ['prompt', 'ps51-andand', 'the && again. 5.1 here'],
      ['fail', 'ninja-not-make', 'msbuild culvert.sln /p:Configuration=Debug', 'MSBUILD : error MSB1009: Project file does not exist.\nSwitch: culvert.sln', 1],
      ['prompt', 'ninja-not-make', 'there is no .sln, the presets generate Ninja even with MSVC. cmake --build --preset win-debug'],
    ],
  },
  // 37. Ubuntu 22.04, Claude: later.
  {
    machine: 'linux', project: 'culvert', start: '2026-04-01T10:15:00Z',
    steps: [
      ['fail', 'gcc13', 'g++ -std=c++20 -fsyntax-only -Iinclude src/io/flac_decoder.cpp', `src/io/flac_decoder.cpp:2:10: fatal error: span: No such file or directory
    2 | #include <span>
      |          ^~~~~~
compilation terminated.`, 1],
      ['prompt', 'gcc13', 'trên ubuntu box đó g++ mặc định là 11, phải dùng g++-13'],
      ['prompt', 'force-push', 'push -f pe develop nu, niciodata. pe branch-ul tau foloseste --force-with-lease'],
      ['ok', 'git push --force-with-lease origin fix/flac-seek'],
      ['prompt', 'ccache-shared', "you just ran ccache -C on the build box. that cache is shared by the whole team (CCACHE_DIR=/srv/ccache). ccache -z if you want clean stats"],
      ['agent', 'ccache-shared', 'Cleared the shared ccache with ccache -C; the cache in /srv/ccache is shared, use ccache -z to reset statistics and never clear it.'],
    ],
  },
  // 38. macOS, Kai: late.
  {
    machine: 'mac2', project: 'culvert', start: '2026-04-02T08:30:00Z',
    steps: [
      ['fail', 'cmake-fresh', 'cmake --preset mac-debug', `CMake Error: The current CMakeCache.txt directory /Users/kai/culvert/out/build/mac-debug/CMakeCache.txt is different than the directory /Users/ana/culvert/out/build/mac-debug where CMakeCache.txt was created. This may result in binaries being created in the wrong place. If you are not sure, reedit the CMakeCache.txt`, 1],
      ['prompt', 'cmake-fresh', 'copied tree from Ana. --fresh on the preset, keep the rest of out/'],
      ['fail', 'conan-plugin-only', 'conan create . --build=missing', 'ERROR: Conanfile not found at /Users/kai/culvert/conanfile.py or /Users/kai/culvert/conanfile.txt', 1],
      ['prompt', 'conan-plugin-only', "that's the legacy plugin's tool. culvert proper is vcpkg manifest, conan only inside plugins/legacy-vst"],
      ['fail', 'x:lfs-missing', 'git pull --rebase origin develop', `Updating 4f1c2a9..b83e0d7
git-lfs filter-process: git-lfs: command not found
fatal: the remote end hung up unexpectedly`, 128],
    ],
  },
  // 39. Fedora, Codex: end.
  {
    machine: 'codex', project: 'culvert', start: '2026-04-06T13:10:00Z',
    steps: [
      ['fail', 'no-sudo-install', 'sudo cmake --install out/build/linux-release', 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'no-sudo-install', 'again no sudo. --prefix out/install'],
      ['prompt', 'ccache-shared', 'ccache --clear is off limits on the buildbox, it is everyone\'s cache'],
      ['prompt', 'vcpkg-baseline', 'το baseline στο vcpkg.json είναι καρφωμένο, άσ\' το όπως είναι'],
      ['prompt', 'git-clean-fdx', 'đừng git clean -xfd nữa, mất hết .venv với vcpkg_installed'],
      ['ok', 'git clean -n src/dsp/generated'],
    ],
  },
  // 40. Windows Git Bash (Lea), last.
  {
    machine: 'winbash', project: 'culvert', start: '2026-04-07T09:30:00Z',
    steps: [
      ['ok', 'cmake --build --preset win-debug'],
      ['prompt', 'vs-devshell', 'στα Windows χτίζουμε από το Developer PowerShell, όχι από git bash'],
      ['prompt', 'x:vcpkg-root-question', 'why does the preset even need VCPKG_ROOT? can you check if CMakePresets.json reads it'],
      ['prompt', 'x:benchmark-request', 'and add a google benchmark target for the FFT, behind an option that is off by default'],
    ],
  },
];

/** Windows machines: the hook sees backslash paths, and Claude Code names its project folder after the drive path. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !payload.cwd?.startsWith('C:/')) return event;
  let transcript = payload.transcript_path;
  const claude = transcript.match(/^(C:\/Users\/[^/]+)\/\.claude\/projects\/[^/]+\/(.+)$/);
  if (claude) transcript = `${claude[1]}/.claude/projects/${payload.cwd.replace(/[:/]/g, '-')}/${claude[2]}`;
  const win = (text) => text.replace(/\//g, '\\');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(transcript) } };
}
