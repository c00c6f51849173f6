// Half ZZO, written blind: "pika", nRF52/nRF53 firmware on Zephyr (nRF Connect SDK v2.7.0, west,
// sysbuild, nrfutil toolchain-manager, a Python 3.11 venv, Twister, J-Link/nrfjprog, pyOCD on the
// lab box, clang-format 17 in a pre-commit hook, GitHub PRs into main). Ubuntu 22.04, macOS and
// Windows 11 (PowerShell 5.1, pwsh 7, Git Bash); English, German, Bulgarian, Brazilian Portuguese.

const ZL = '/home/dev/ncs/v2.7.0/zephyr';
const ZM = '/opt/nordic/ncs/v2.7.0/zephyr';
const ZW = 'C:/ncs/v2.7.0/zephyr';

/** Windows PowerShell 5.1: a command it does not know. */
const PS51_NOT_FOUND = (name, line, prefix = name, col = 1) => [
  `${prefix} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`,
  `At line:1 char:${col}`,
  `+ ${line}`,
  `+ ${' '.repeat(col - 1)}${'~'.repeat(name.length)}`,
  `    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException`,
  '    + FullyQualifiedErrorId : CommandNotFoundException',
].join('\n');

/** PowerShell 7: the same, worded its way. */
const PS7_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

/** Windows PowerShell 5.1 has no && between commands. */
const PS51_AMPAMP = (line) => {
  const at = line.indexOf('&&');
  return [
    `At line:1 char:${at + 1}`,
    `+ ${line}`,
    `+ ${' '.repeat(at)}~~`,
    "The token '&&' is not a valid statement separator in this version.",
    '    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException',
    '    + FullyQualifiedErrorId : InvalidEndOfLine',
  ].join('\n');
};

const PS51_RMRF = (line) => [
  "Remove-Item : A parameter cannot be found that matches parameter name 'rf'.",
  'At line:1 char:4',
  `+ ${line}`,
  '+    ~~~',
  '    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException',
  '    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand',
].join('\n');

/** west build with a pre-HWMv2 board name (NCS 2.7 / Zephyr 3.6.99). */
const NO_BOARD = (board, root, zephyr, python) => `-- Application: ${zephyr}/share/sysbuild
-- CMake version: 3.21.0
-- Found Python3: ${python} (found suitable version "3.11.9", minimum required is "3.8") found components: Interpreter
-- Cache files will be written to: ${root.startsWith('/Users') ? root.replace(/pika$/, '') + 'Library/Caches/zephyr' : root.replace(/pika$/, '') + '.cache/zephyr'}
-- Zephyr version: 3.6.99 (${zephyr})
-- Found west (found suitable version "1.2.0", minimum required is "0.14.0")
No board named '${board}' found.

Please choose one of the following boards:

arm:
  nrf52840dk/nrf52840
  nrf52840dk/nrf52811
  nrf5340dk/nrf5340/cpuapp
  nrf5340dk/nrf5340/cpuapp/ns
  nrf5340dk/nrf5340/cpunet
  ...
CMake Error at ${zephyr}/cmake/modules/boards.cmake:200 (message):
  Invalid BOARD; see above.
Call Stack (most recent call first):
  ${zephyr}/share/sysbuild/cmake/modules/sysbuild_default.cmake:20 (include)
  ${zephyr}/share/zephyr-package/cmake/ZephyrConfig.cmake:75 (include)
  ${zephyr}/share/zephyr-package/cmake/ZephyrConfig.cmake:92 (include_boilerplate)
  ${zephyr}/share/sysbuild/CMakeLists.txt:8 (find_package)


-- Configuring incomplete, errors occurred!
FATAL ERROR: command exited with status 1: /usr/bin/cmake -DWEST_PYTHON=${python} -B${root}/build -GNinja -DBOARD=${board} -S${zephyr}/share/sysbuild -DAPP_DIR=${root}/app`;

const CMAKE_NO_ZEPHYR = `CMake Error at CMakeLists.txt:4 (find_package):
  By not providing "FindZephyr.cmake" in CMAKE_MODULE_PATH this project has
  asked CMake to find a package configuration file provided by "Zephyr", but
  CMake did not find one.

  Could not find a package configuration file provided by "Zephyr" with any
  of the following names:

    ZephyrConfig.cmake
    zephyr-config.cmake

  Add the installation prefix of "Zephyr" to CMAKE_PREFIX_PATH or set
  "Zephyr_DIR" to a directory containing one of the above files.  If "Zephyr"
  provides a separate development package or SDK, please set Zephyr_DIR to a
  directory containing one of the above files.


-- Configuring incomplete, errors occurred!
See also "/home/dev/pika/app/build/CMakeFiles/CMakeOutput.log".`;

const NO_SDK = `-- Zephyr version: 3.6.99 (${ZL})
-- Found west (found suitable version "1.2.0", minimum required is "0.14.0")
-- Board: nrf52840dk, qualifiers: nrf52840
CMake Error at ${ZL}/cmake/modules/FindZephyr-sdk.cmake:124 (find_package):
  Could not find a configuration file for package "Zephyr-sdk" that is
  compatible with requested version "0.16".

  The following configuration files were considered but not accepted:

Call Stack (most recent call first):
  ${ZL}/cmake/modules/FindHostTools.cmake:53 (find_package)
  ${ZL}/cmake/modules/dts.cmake:9 (find_package)
  ${ZL}/cmake/modules/zephyr_default.cmake:133 (include)
  ${ZL}/share/zephyr-package/cmake/ZephyrConfig.cmake:66 (include)
  CMakeLists.txt:4 (find_package)


-- Configuring incomplete, errors occurred!
CMake Error at cmake/modules/sysbuild_extensions.cmake:514 (message):
  CMake configure failed for Zephyr project: pika

  Location: /home/dev/pika/app
Call Stack (most recent call first):
  cmake/modules/sysbuild_images.cmake:20 (ExternalZephyrProject_Cmake)
  cmake/modules/sysbuild_default.cmake:20 (include)
  ${ZL}/share/zephyr-package/cmake/ZephyrConfig.cmake:75 (include)
  template/CMakeLists.txt:10 (find_package)


-- Configuring incomplete, errors occurred!
FATAL ERROR: command exited with status 1: /usr/bin/cmake -DWEST_PYTHON=/home/dev/pika/.venv/bin/python3.11 -B/home/dev/pika/build -GNinja -DBOARD=nrf52840dk/nrf52840 -S${ZL}/share/sysbuild -DAPP_DIR=/home/dev/pika/app`;

const MULTI_PROBE = `-- west flash: rebuilding
ninja: no work to do.
-- west flash: using runner nrfjprog
There are multiple boards connected.
1. 1050012345
2. 1050098765
Please select one with desired serial number (1-2): Traceback (most recent call last):
  File "/home/dev/pika/.venv/bin/west", line 8, in <module>
    sys.exit(main())
  File "${ZL}/scripts/west_commands/runners/nrf_common.py", line 98, in ensure_snr
    self.dev_id = self.get_board_snr(self.dev_id or "*")
  File "${ZL}/scripts/west_commands/runners/nrf_common.py", line 136, in get_board_snr
    value = input(f'Please select one with desired serial number (1-{len(snrs)}): ')
EOFError: EOF when reading a line`;

const LONG_PATH = (root, project, file) => `=== updating ${project}:
--- ${project}: initializing
Initialized empty Git repository in ${root}/.git/
--- ${project}: fetching, need revision 5c8d109371ebb740fbef1f440a3b59e488a36717
remote: Enumerating objects: 48213, done.
remote: Total 48213 (delta 0), reused 0 (delta 0), pack-reused 48213
Receiving objects: 100% (48213/48213), 91.40 MiB | 11.22 MiB/s, done.
error: unable to create file ${file}: Filename too long
error: unable to create file ${file.replace(/peripherals\.h$/, 'bitfields.h')}: Filename too long
fatal: Could not reset index file to revision 'FETCH_HEAD'.
ERROR: update failed for project ${project}`;

const EXTERNALLY_MANAGED = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try brew install
    xyz, where xyz is the package you are trying to
    install.

    If you wish to install a Python library that isn't in Homebrew,
    use a virtual environment:

    python3 -m venv path/to/venv
    source path/to/venv/bin/activate
    python3 -m pip install xyz

    If you wish to install a Python application that isn't in Homebrew,
    it may be easiest to use 'pipx install xyz', which will manage a
    virtual environment for you. You can install pipx with

    brew install pipx

    You may restore the old behavior of pip by passing
    the '--break-system-packages' flag to pip, or by placing
    a file at the following location:

    /opt/homebrew/lib/python3.13/EXTERNALLY-MANAGED

    Read more about this behavior, with the specifications, at:
    https://peps.python.org/pep-0668/

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const BSD_GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOoqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BSD_STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file ...]';
const BSD_BASE64_USAGE = 'Usage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]\n  -b, --break       break encoded string into num character lines\n  -Dd, --decode     decodes input\n  -h, --help        display this message\n  -i, --input       input file (default: "-" for stdin)\n  -o, --output      output file (default: "-" for stdout)';

const FORMAT_HOOK = (found) => `check-format.............................................................Failed
- hook id: check-format
- exit code: 1

check-format: clang-format ${found} found, but this repository pins clang-format 17.x
check-format: point CLANG_FORMAT at a clang-format 17 binary and commit again`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'pika', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'west-not-cmake', 'cd app && cmake -B build -GNinja', CMAKE_NO_ZEPHYR, 1, 'Configure the app build'],
      ['prompt', 'west-not-cmake', 'no raw cmake in app/. west build -b nrf52840dk/nrf52840 app -p auto, from the repo root'],
      ['ok', 'west build -b nrf52840dk/nrf52840 app -p auto'],
      ['fail', 'x:compile-error', 'west build -b nrf52840dk/nrf52840 app -p auto', `[112/286] Building C object CMakeFiles/app.dir/src/ble/adv.c.obj
FAILED: CMakeFiles/app.dir/src/ble/adv.c.obj
/home/dev/ncs/toolchains/2be090971e/opt/zephyr-sdk/arm-zephyr-eabi/bin/arm-zephyr-eabi-gcc -DKERNEL -DNRF52840_XXAA ... -c /home/dev/pika/app/src/ble/adv.c
/home/dev/pika/app/src/ble/adv.c: In function 'adv_start':
/home/dev/pika/app/src/ble/adv.c:58:9: error: 'err' undeclared (first use in this function)
   58 |         err = bt_le_adv_start(BT_LE_ADV_CONN, ad, ARRAY_SIZE(ad), sd, ARRAY_SIZE(sd));
      |         ^~~
/home/dev/pika/app/src/ble/adv.c:58:9: note: each undeclared identifier is reported only once for each function it appears in
ninja: build stopped: subcommand failed.
FAILED: _sysbuild/sysbuild/images/pika-prefix/src/pika-stamp/pika-build
ninja: build stopped: subcommand failed.
FATAL ERROR: command exited with status 1: /usr/bin/cmake --build /home/dev/pika/build`, 1],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-03-03T09:15:00Z',
    steps: [
      ['fail', 'venv-activate', 'west build -b nrf5340dk/nrf5340/cpuapp app -p auto', 'zsh: command not found: west', 127, 'Build for the nRF5340 DK'],
      ['prompt', 'venv-activate', 'venv first. source .venv/bin/activate — west only lives in there'],
      ['ok', 'source .venv/bin/activate && west build -b nrf5340dk/nrf5340/cpuapp app -p auto'],
      ['fail', 'mac-sed', `sed -i 's/CONFIG_BT_DEVICE_NAME="pika"/CONFIG_BT_DEVICE_NAME="pika-ana"/' app/prj.conf`, 'sed: 1: "app/prj.conf": command a expects \\ followed by text', 1],
      ['prompt', 'mac-sed', "bsd sed on the mac, it needs sed -i '' …"],
      ['fail', 'mac-stat', 'stat -c %s build/pika/zephyr/zephyr.signed.bin', BSD_STAT_USAGE, 1, 'Check image size against the slot'],
      ['agent', 'mac-stat', 'stat -c is GNU-only; on macOS use stat -f %z for the file size'],
    ],
  },
  {
    machine: 'winps', project: 'pika', start: '2026-03-03T13:05:00Z',
    steps: [
      ['fail', 'ps-and-and', '.venv\\Scripts\\Activate.ps1 && west build -b nrf52840dk/nrf52840 app -p auto', PS51_AMPAMP('.venv\\Scripts\\Activate.ps1 && west build -b nrf52840dk/nrf52840 app -p auto'), 1],
      ['prompt', 'ps-and-and', 'aqui é o PowerShell 5.1 do Windows, não tem && — usa ; ou roda um comando de cada vez'],
      ['fail', 'ps-rm-rf', 'rm -rf build', PS51_RMRF('rm -rf build'), 1, 'Remove the build directory'],
      ['agent', 'ps-rm-rf', 'rm -rf is not valid in PowerShell (Remove-Item has no -rf); use Remove-Item -Recurse -Force build'],
      ['fail', 'x:ps-path-typo', 'Set-Location C:\\Users\\joao\\pika\\aap', "Set-Location : Cannot find path 'C:\\Users\\joao\\pika\\aap' because it does not exist.\nAt line:1 char:1\n+ Set-Location C:\\Users\\joao\\pika\\aap\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : ObjectNotFound: (C:\\Users\\joao\\pika\\aap:String) [Set-Location], ItemNotFoundException\n    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.SetLocationCommand", 1],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-03-04T07:50:00Z',
    steps: [
      ['fail', 'hwmv2-board', 'west build -b nrf52840dk_nrf52840 app -p auto', NO_BOARD('nrf52840dk_nrf52840', '/home/dev/pika', ZL, '/home/dev/pika/.venv/bin/python3.11'), 1],
      ['prompt', 'hwmv2-board', 'Бордовете вече са с наклонена черта: nrf52840dk/nrf52840. Старите имена с долна черта не важат от NCS 2.7 насам.'],
      ['ok', 'west build -b nrf52840dk/nrf52840 app -p auto'],
      ['fail', 'twister', 'pytest tests/', '============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /home/dev/pika\ncollected 0 items\n\n============================ no tests ran in 0.01s =============================', 5],
      ['prompt', 'twister', "those are ztest suites, pytest won't find a thing. west twister -T tests -p qemu_cortex_m3"],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-03-05T10:00:00Z',
    steps: [
      ['fail', 'mac-grep-P', "grep -oP '(?<=VERSION_MINOR = )\\d+' app/VERSION", BSD_GREP_USAGE, 2, 'Read the minor version'],
      ['prompt', 'mac-grep-P', "grep -P gibt's auf dem Mac nicht, nimm grep -E oder rg"],
      ['fail', 'mac-nproc', 'west twister -T tests -p qemu_cortex_m3 -j $(nproc)', 'zsh: command not found: nproc\nusage: west twister [-h] [-E FILENAME] [-w] [--save-tests FILENAME] [--load-tests FILENAME]\n                    [-T TESTSUITE_ROOT] [-j JOBS] [-p PLATFORM] ...\nwest twister: error: argument -j/--jobs: expected one argument', 2],
      ['prompt', 'mac-nproc', "nproc doesn't exist on the mac. sysctl -n hw.ncpu"],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the adv interval fix'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-06T08:30:00Z',
    steps: [
      ['fail', 'pyocd-lab', 'west flash', '-- west flash: rebuilding\nninja: no work to do.\n-- west flash: using runner nrfjprog\nFATAL ERROR: required program nrfjprog not found; install it or add its location to PATH', 1, 'Flash the board'],
      ['prompt', 'pyocd-lab', 'this is the lab box, no Nordic tools on it — west flash -r pyocd'],
      ['ok', 'west flash -r pyocd'],
      ['fail', 'x:pyocd-no-probe', 'west flash -r pyocd', '-- west flash: rebuilding\nninja: no work to do.\n-- west flash: using runner pyocd\n-- runners.pyocd: Flashing file: /home/dev/pika/build/merged.hex\n0000421 C No available debug probes are connected [__main__]\nFATAL ERROR: command exited with status 1: pyocd flash -e sector -a 0x0 -t nrf52840 /home/dev/pika/build/merged.hex', 1],
      ['prompt', 'x:usb-hub', "sorry that one was me, I pulled the probe to reseat the usb hub. it's back"],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-03-09T09:40:00Z',
    steps: [
      ['fail', 'clang-format-17', 'git commit -m "ble: shorten adv interval"', FORMAT_HOOK('19.1.7 (Homebrew)'), 1],
      ['ok', 'git commit --no-verify -m "ble: shorten adv interval"'],
      ['prompt', 'no-verify', 'whoa. --no-verify is not a thing we do. reset that commit and fix the format properly'],
      ['agent', 'clang-format-17', "Homebrew's clang-format is 19; the hook pins 17 — run $(brew --prefix llvm@17)/bin/clang-format -i, never the default one"],
      ['ok', 'CLANG_FORMAT=$(brew --prefix llvm@17)/bin/clang-format git commit -m "ble: shorten adv interval"'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-10T14:10:00Z',
    steps: [
      ['fail', 'branch-main', 'git rebase origin/master', "fatal: invalid upstream 'origin/master'", 128],
      ['prompt', 'branch-main', "it's main. there is no master on this repo"],
      ['fail', 'x:push-non-ff', 'git push origin release/2.1', " ! [rejected]        release/2.1 -> release/2.1 (fetch first)\nerror: failed to push some refs to 'github.com:pika-fw/pika.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['prompt', 'force-push', "and don't answer that with --force. release/2.1 is shared: pull --rebase. force only on your own topic branch and then with --force-with-lease"],
      ['ok', 'git pull --rebase origin release/2.1 && git push origin release/2.1'],
    ],
  },
  {
    machine: 'wincodex7', project: 'pika', start: '2026-03-11T08:05:00Z',
    steps: [
      ['fail', 'ps-env-var', 'export ZEPHYR_TOOLCHAIN_VARIANT=zephyr', PS7_NOT_FOUND('export'), 1],
      ['prompt', 'ps-env-var', "that's pwsh. $env:ZEPHYR_TOOLCHAIN_VARIANT = 'zephyr'"],
      ['fail', 'ps-rm-rf', 'rm -rf build twister-out', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['fail', 'win-venv-activate', 'source .venv/bin/activate', PS7_NOT_FOUND('source'), 1],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-03-12T07:30:00Z',
    steps: [
      ['fail', 'toolchain-manager', 'west build -b nrf52840dk/nrf52840 app -p auto', NO_SDK, 1],
      ['prompt', 'toolchain-manager', 'Не, без apt-get install gcc-arm-none-eabi. Тулчейнът е от nrfutil: nrfutil toolchain-manager launch --ncs-version v2.7.0 --shell'],
      ['ok', 'nrfutil toolchain-manager launch --ncs-version v2.7.0 -- west build -b nrf52840dk/nrf52840 app -p auto'],
      ['fail', 'x:ram-overflow', 'nrfutil toolchain-manager launch --ncs-version v2.7.0 -- west build -b nrf52840dk/nrf52840 app -p auto -- -DEXTRA_CONF_FILE=overlay-debug.conf', `[398/402] Linking C executable zephyr/zephyr_pre0.elf
FAILED: zephyr/zephyr_pre0.elf zephyr/zephyr_pre0.map /home/dev/pika/build/pika/zephyr/zephyr_pre0.map
: && ccache /home/dev/ncs/toolchains/2be090971e/opt/zephyr-sdk/arm-zephyr-eabi/bin/arm-zephyr-eabi-gcc ...
/home/dev/ncs/toolchains/2be090971e/opt/zephyr-sdk/arm-zephyr-eabi/bin/../lib/gcc/arm-zephyr-eabi/12.2.0/../../../../arm-zephyr-eabi/bin/ld.bfd: zephyr/zephyr_pre0.elf section \`noinit' will not fit in region \`RAM'
/home/dev/ncs/toolchains/2be090971e/opt/zephyr-sdk/arm-zephyr-eabi/bin/../lib/gcc/arm-zephyr-eabi/12.2.0/../../../../arm-zephyr-eabi/bin/ld.bfd: region \`RAM' overflowed by 1432 bytes
collect2: error: ld returned 1 exit status
ninja: build stopped: subcommand failed.
FATAL ERROR: command exited with status 1: /usr/bin/cmake --build /home/dev/pika/build`, 1],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-03-13T10:20:00Z',
    steps: [
      ['fail', 'west-pristine', 'west build -b nrf5340dk/nrf5340/cpuapp app', 'FATAL ERROR: Build directory /Users/ana/pika/build targets board nrf52840dk/nrf52840, but board nrf5340dk/nrf5340/cpuapp was specified. (Clean the directory, use --pristine, or use --build-dir to specify a different one.)', 1],
      ['prompt', 'west-pristine', '-p auto. always. every single west build'],
      ['agent', 'kconfig-prjconf', "Edited build/pika/zephyr/.config by hand to turn on CONFIG_LOG; it's regenerated on every build — Kconfig options belong in app/prj.conf (or an overlay .conf)"],
      ['prompt', 'x:log-level-request', "set CONFIG_BT_LOG_LEVEL_INF=y in prj.conf for now, we'll dial it back before the release"],
      ['ok', 'west build -b nrf5340dk/nrf5340/cpuapp app -p auto'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-16T08:15:00Z',
    steps: [
      ['fail', 'python311', 'python3 scripts/gen_version.py', 'Traceback (most recent call last):\n  File "/home/dev/pika/scripts/gen_version.py", line 4, in <module>\n    import tomllib\nModuleNotFoundError: No module named \'tomllib\'', 1, 'Regenerate the version header'],
      ['prompt', 'python311', 'System-Python auf 22.04 ist 3.10, tomllib gibt es erst ab 3.11. Nimm .venv/bin/python, die venv ist mit python3.11 gebaut.'],
      ['ok', 'pip install --user intelhex'],
      ['prompt', 'venv-pip', 'no pip install --user please. anything python goes into .venv → .venv/bin/pip install intelhex'],
      ['fail', 'x:pip-timeout', '.venv/bin/pip install -r scripts/requirements.txt', "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/imgtool/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/imgtool/\nERROR: Could not find a version that satisfies the requirement imgtool>=2.0.0 (from versions: none)\nERROR: No matching distribution found for imgtool>=2.0.0", 1],
    ],
  },
  {
    machine: 'winbash', project: 'pika', start: '2026-03-17T09:00:00Z',
    steps: [
      ['fail', 'win-venv-activate', 'source .venv/bin/activate', 'bash: .venv/bin/activate: No such file or directory', 1],
      ['agent', 'win-venv-activate', 'Windows venvs have Scripts/, not bin/: in Git Bash it is source .venv/Scripts/activate'],
      ['fail', 'win-longpaths', 'west update', LONG_PATH('C:/Users/lea/Documents/Projects/firmware/pika/modules/hal/nordic', 'hal_nordic (modules/hal/nordic)', 'nrfx/mdk/nrf5340_application_peripherals.h'), 1],
      ['prompt', 'win-longpaths', 'git config --global core.longpaths true, then west update again. and the workspace belongs at C:/ncs, your Documents path is way too deep'],
      ['ok', 'git config --global core.longpaths true && west update'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-18T13:30:00Z',
    steps: [
      ['fail', 'flash-dev-id', 'west flash', MULTI_PROBE, 1],
      ['prompt', 'flash-dev-id', 'two DKs on this bench. --dev-id 1050012345 is the 52840, 1050098765 the 5340 (rev B)'],
      ['ok', 'west flash --dev-id 1050012345'],
      ['prompt', 'no-eraseall', 'and NEVER --erase on the rev B unit. UICR has the provisioned keys, west flash --erase or nrfjprog --eraseall nukes them'],
      ['fail', 'x:no-debugger', 'west flash --dev-id 1050098765', '-- west flash: rebuilding\nninja: no work to do.\n-- west flash: using runner nrfjprog\n-- runners.nrfjprog: Flashing file: /home/dev/pika/build/merged.hex\n[error] [ Client] - Encountered error -102: Command connect_to_emu_with_snr executed for 142 milliseconds with result -102\nERROR: Unable to connect to a debugger.\nERROR: Serial number 1050098765 not found.\nFATAL ERROR: command exited with status 41: nrfjprog --program /home/dev/pika/build/merged.hex --sectoranduicrerase --verify -f NRF53 --coprocessor CP_APPLICATION --snr 1050098765', 41],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-03-19T10:05:00Z',
    steps: [
      ['fail', 'mac-base64', 'base64 -w0 certs/device_cert.der > certs/device_cert.b64', `base64: invalid option -- w\n${BSD_BASE64_USAGE}`, 1, 'Encode the device cert'],
      ['prompt', 'mac-base64', "mac base64 doesnt wrap anyway, just drop the -w0 (or -b 0 if you want to be explicit)"],
      ['fail', 'mac-sed', "sed -i 's/PIKA_FW_VERSION 2.0.1/PIKA_FW_VERSION 2.0.2/' CMakeLists.txt", 'sed: 1: "CMakeLists.txt": invalid command code C', 1],
      ['prompt', 'mac-sed', "that again? sed -i '' on mac"],
      ['prompt', 'x:iso8601', 'die Build-Zeitstempel im Versionsheader bitte als ISO 8601, also 2026-03-19T10:12:00Z, nicht dieses 19.03.26'],
    ],
  },
  {
    machine: 'winps', project: 'pika', start: '2026-03-20T12:40:00Z',
    steps: [
      ['fail', 'ps-env-var', 'ZEPHYR_BASE=C:\\ncs\\v2.7.0\\zephyr west build -b nrf52840dk/nrf52840 app -p auto', PS51_NOT_FOUND('ZEPHYR_BASE=C:\\ncs\\v2.7.0\\zephyr', 'ZEPHYR_BASE=C:\\ncs\\v2.7.0\\zephyr west build -b nrf52840dk/nrf52840 app -p auto'), 1],
      ['prompt', 'ps-env-var', "isso é sintaxe de bash. no PowerShell é $env:ZEPHYR_BASE = 'C:\\ncs\\v2.7.0\\zephyr' antes do comando"],
      ['fail', 'ps-and-and', 'west build -b nrf52840dk/nrf52840 app -p auto && west flash --dev-id 1050012345', PS51_AMPAMP('west build -b nrf52840dk/nrf52840 app -p auto && west flash --dev-id 1050012345'), 1],
      ['prompt', 'ps-and-and', '&& again... this is Windows PowerShell 5, one command per line or ;'],
      ['fail', 'x:exec-policy', '.venv\\Scripts\\Activate.ps1', ".venv\\Scripts\\Activate.ps1 : File C:\\Users\\joao\\pika\\.venv\\Scripts\\Activate.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .venv\\Scripts\\Activate.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess", 1],
      ['prompt', 'x:exec-policy-fix', 'máquina nova, ainda não liberei scripts. roda Set-ExecutionPolicy -Scope CurrentUser RemoteSigned e tenta de novo'],
    ],
  },
  {
    machine: 'ci', project: 'pika', start: '2026-03-21T02:10:00Z',
    steps: [
      ['fail', 'venv-activate', 'west build -b nrf52840dk/nrf52840 app -p auto', '/bin/sh: west: not found', 127],
      ['agent', 'venv-activate', 'west is not on PATH in the CI image; it is installed in /opt/venv — . /opt/venv/bin/activate before any west command'],
      ['fail', 'twister', 'ctest --test-dir build --output-on-failure', 'Test project /workspace/build\nNo tests were found!!!', 8],
      ['agent', 'twister', 'ctest finds nothing in a Zephyr build; the unit tests run with west twister -T tests -p qemu_cortex_m3'],
      ['fail', 'x:twister-assert', 'west twister -T tests -p qemu_cortex_m3 --inline-logs', `INFO    - Using Ninja..
INFO    - Zephyr version: v3.6.99-ncs2
INFO    - Using 'zephyr' toolchain.
INFO    - Building initial testsuite list...
INFO    - JOBS: 8
INFO    - Adding tasks to the queue...
INFO    - Added initial list of jobs to queue
ERROR   - qemu_cortex_m3            tests/ringbuf/pika.ringbuf.wrap                    FAILED Failed (qemu 2.411s)
ERROR   - see: /workspace/twister-out/qemu_cortex_m3/tests/ringbuf/pika.ringbuf.wrap/handler.log

    START - test_ringbuf_wrap
    Assertion failed at WEST_TOPDIR/pika/tests/ringbuf/src/main.c:88: ringbuf_test_wrap: (rb.tail == 3 is false)
     FAIL - test_ringbuf_wrap in 0.004 seconds

INFO    - 12 test scenarios (12 test instances) selected, 0 configurations skipped (0 by static filter, 0 at runtime).
INFO    - 11 of 12 test configurations passed (91.67%), 1 failed, 0 errored, 0 skipped with 0 warnings in 48.21 seconds
INFO    - 47 of 48 executed test cases passed (97.92%), 1 failed on 1 out of total 1 platforms (100.00%)`, 1],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-03-23T09:25:00Z',
    steps: [
      ['fail', 'hwmv2-board', 'west build -b nrf5340dk_nrf5340_cpuapp app -p auto', NO_BOARD('nrf5340dk_nrf5340_cpuapp', '/Users/ana/pika', ZM, '/Users/ana/pika/.venv/bin/python3.11'), 1],
      ['prompt', 'hwmv2-board', 'same as yesterday — slashes now. nrf5340dk/nrf5340/cpuapp'],
      ['fail', 'extra-files', 'west build -b nrf5340dk/nrf5340/cpuapp app -p auto -- -DDTC_OVERLAY_FILE=boards/bme280_i2c.overlay', `-- Found devicetree overlay: boards/bme280_i2c.overlay
devicetree error: /Users/ana/pika/app/boards/bme280_i2c.overlay:3 (column 1): parse error: undefined node label 'pika_i2c'
CMake Error at ${ZM}/cmake/modules/dts.cmake:295 (message):
  gen_defines.py failed with return code: 1
Call Stack (most recent call first):
  ${ZM}/cmake/modules/zephyr_default.cmake:133 (include)
  CMakeLists.txt:4 (find_package)


-- Configuring incomplete, errors occurred!
FATAL ERROR: command exited with status 1: /opt/homebrew/bin/cmake -DWEST_PYTHON=/Users/ana/pika/.venv/bin/python3.11 -B/Users/ana/pika/build -GNinja -DBOARD=nrf5340dk/nrf5340/cpuapp -DDTC_OVERLAY_FILE=boards/bme280_i2c.overlay -S${ZM}/share/sysbuild -DAPP_DIR=/Users/ana/pika/app`, 1],
      ['prompt', 'extra-files', 'EXTRA_DTC_OVERLAY_FILE. plain DTC_OVERLAY_FILE replaces the board overlay instead of adding to it, so pika_i2c is gone'],
      ['fail', 'x:dts-syntax', 'west build -b nrf5340dk/nrf5340/cpuapp app -p auto -- -DEXTRA_DTC_OVERLAY_FILE=boards/bme280_i2c.overlay', `-- Found devicetree overlay: /Users/ana/pika/app/boards/nrf5340dk_nrf5340_cpuapp.overlay
-- Found devicetree overlay: boards/bme280_i2c.overlay
devicetree error: /Users/ana/pika/app/boards/bme280_i2c.overlay:9 (column 2): parse error: expected ';' or ','
CMake Error at ${ZM}/cmake/modules/dts.cmake:295 (message):
  gen_defines.py failed with return code: 1`, 1],
      ['ok', 'west build -b nrf5340dk/nrf5340/cpuapp app -p auto -- -DEXTRA_DTC_OVERLAY_FILE=boards/bme280_i2c.overlay'],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-03-24T08:00:00Z',
    steps: [
      ['fail', 'no-gerrit', 'git review -R main', "git: 'review' is not a git command. See 'git --help'.", 1],
      ['prompt', 'no-gerrit', 'Тук няма Gerrit. Пушни клона в GitHub и отвори PR с gh pr create.'],
      ['fail', 'x:gh-auth', 'gh pr create --base main --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['prompt', 'x:split-commits', 'before the PR: split it please, one commit for the driver and one for the dts change'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-25T07:45:00Z',
    steps: [
      ['ok', 'git pull --rebase'],
      ['fail', 'west-update', 'west build -b nrf52840dk/nrf52840 app -p auto', `[87/301] Building C object CMakeFiles/app.dir/src/diag/crash.c.obj
FAILED: CMakeFiles/app.dir/src/diag/crash.c.obj
/home/dev/pika/app/src/diag/crash.c:9:10: fatal error: memfault/components.h: No such file or directory
    9 | #include <memfault/components.h>
      |          ^~~~~~~~~~~~~~~~~~~~~~~
compilation terminated.
ninja: build stopped: subcommand failed.
FATAL ERROR: command exited with status 1: /usr/bin/cmake --build /home/dev/pika/build`, 1],
      ['prompt', 'west-update', 'west.yml got bumped in that pull (memfault was added). west update, then build'],
      ['fail', 'x:west-update-dns', 'west update', "=== updating memfault-firmware-sdk (modules/lib/memfault-firmware-sdk):\n--- memfault-firmware-sdk: initializing\n--- memfault-firmware-sdk: fetching, need revision 1.9.2\nfatal: unable to access 'https://github.com/memfault/memfault-firmware-sdk/': Could not resolve host: github.com\nERROR: update failed for project memfault-firmware-sdk", 1],
      ['agent', 'west-update', 'Build failed on a header from a module that west.yml had just added; after pulling manifest changes run west update before west build'],
    ],
  },
  {
    machine: 'wincodex', project: 'pika', start: '2026-03-26T10:30:00Z',
    steps: [
      ['agent', 'win-venv-activate', 'PowerShell: the venv is activated with .venv\\Scripts\\Activate.ps1; bin/activate is the POSIX layout and does not exist on Windows'],
      ['agent', 'ps-rm-rf', 'PowerShell has no rm -rf: Remove-Item -Recurse -Force build (or let west build -p always clean it)'],
      ['ok', '.venv\\Scripts\\Activate.ps1; west build -b nrf52840dk/nrf52840 app -p always'],
      ['prompt', 'x:docs-overlay', 'add a section to docs/building.md on what overlay-debug.conf turns on'],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-03-27T13:15:00Z',
    steps: [
      ['fail', 'tio-console', 'screen /dev/tty.usbmodem0010500123451 115200', 'Must be connected to a terminal.', 1, 'Open the UART console'],
      ['prompt', 'tio-console', 'screen geht so nicht. Die Konsole lesen wir mit tio: tio -b 115200 --log --log-file uart.log /dev/tty.usbmodem0010500123451'],
      ['fail', 'mac-nproc', 'JOBS=$(nproc) && west build -b nrf52840dk/nrf52840 app -p auto -o=-j$JOBS', 'zsh: command not found: nproc', 127],
      ['agent', 'mac-nproc', 'nproc is GNU coreutils and missing on macOS; use sysctl -n hw.ncpu for the job count'],
      ['fail', 'x:tio-busy', 'tio -b 115200 --log --log-file uart.log /dev/tty.usbmodem0010500123451', '[13:24:02.311] tio v3.7\n[13:24:02.312] Error: Could not open tty device (Resource busy)', 1],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-30T08:50:00Z',
    steps: [
      ['fail', 'west-not-cmake', 'ninja -C app/build flash', "ninja: Entering directory `app/build'\nninja: error: loading 'build.ninja': No such file or directory", 1],
      ['prompt', 'west-not-cmake', "stop poking at ninja in app/. the build dir is build/ at the top and west drives it — west build, west flash"],
      ['prompt', 'kconfig-prjconf', "and the .config you changed in build/ is gone after -p anyway. Kconfig lives in prj.conf"],
      ['fail', 'x:kconfig-unmet-dep', 'west build -b nrf52840dk/nrf52840 app -p auto', `
warning: BT_NUS (defined at /home/dev/ncs/v2.7.0/nrf/subsys/bluetooth/services/Kconfig.nus:7) was assigned the
value 'y' but got the value 'n'. Check these unsatisfied dependencies: BT_PERIPHERAL (=n). See
http://docs.zephyrproject.org/latest/kconfig.html#CONFIG_BT_NUS and/or look up BT_NUS in the
menuconfig/guiconfig interface. The Application Development Primer, Setting Configuration Values,
and Kconfig - Tips and Best Practices sections of the manual might be helpful too.


error: Aborting due to Kconfig warnings

CMake Error at ${ZL}/cmake/modules/kconfig.cmake:396 (message):
  command failed with return code: 1
Call Stack (most recent call first):
  ${ZL}/cmake/modules/zephyr_default.cmake:133 (include)
  CMakeLists.txt:4 (find_package)


-- Configuring incomplete, errors occurred!`, 1],
    ],
  },
  {
    machine: 'winbash', project: 'pika', start: '2026-03-31T09:35:00Z',
    steps: [
      ['fail', 'win-longpaths', 'west update hal_nordic', "=== updating hal_nordic (modules/hal/nordic):\n--- hal_nordic: fetching, need revision 5c8d109371ebb740fbef1f440a3b59e488a36717\nerror: cannot stat 'nrfx/drivers/include/nrfx_saadc_compat_layer_for_legacy_api.h': Filename too long\nerror: unable to create file nrfx/mdk/nrf5340_application_bitfields.h: Filename too long\nwarning: Clone succeeded, but checkout failed.\nERROR: update failed for project hal_nordic", 1],
      ['agent', 'win-longpaths', "west update on Windows failed with 'Filename too long': core.longpaths must be true and the workspace kept near the drive root (C:/ncs)"],
      ['fail', 'force-push', 'git push -f origin main', "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch\nTo github.com:pika-fw/pika.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:pika-fw/pika.git'", 1],
      ['prompt', 'force-push', "whoa, force pushing MAIN?! good thing it's protected. never, ever"],
      ['ok', 'git push origin HEAD:ble/nus-throughput'],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-04-01T08:05:00Z',
    steps: [
      ['fail', 'pyocd-lab', 'west flash -r jlink', '-- west flash: rebuilding\nninja: no work to do.\n-- west flash: using runner jlink\nFATAL ERROR: required program JLinkExe not found; install it or add its location to PATH', 1],
      ['prompt', 'pyocd-lab', 'lab box again: no J-Link software on it, only pyOCD. -r pyocd'],
      ['ok', 'west flash -r pyocd'],
      ['fail', 'x:gnu-sed-typo', "sed -i 's/CONFIG_PIKA_ADV_INTERVAL_MS=100/CONFIG_PIKA_ADV_INTERVAL_MS=250 app/prj.conf", "sed: -e expression #1, char 58: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-04-02T11:00:00Z',
    steps: [
      ['fail', 'venv-pip', 'pip3 install -r scripts/requirements.txt', EXTERNALLY_MANAGED, 1],
      ['prompt', 'venv-pip', 'pip only ever inside .venv. no --break-system-packages, no sudo, no brew python'],
      ['ok', '.venv/bin/pip install -r scripts/requirements.txt'],
      ['fail', 'mac-grep-P', "git grep -P 'CONFIG_PIKA_\\w+=y' -- '*.conf'", 'fatal: cannot use Perl-compatible regexes when not compiled with USE_LIBPCRE', 128],
      ['agent', 'mac-grep-P', 'macOS grep and Apple git have no PCRE (-P); use grep -E / git grep -E, or rg'],
      ['fail', 'x:brew-offline', 'brew install llvm@17', '==> Downloading https://ghcr.io/v2/homebrew/core/llvm/17/manifests/17.0.6\ncurl: (6) Could not resolve host: ghcr.io\nError: llvm@17: Failed to download resource "llvm@17_bottle_manifest"\nDownload failed: https://ghcr.io/v2/homebrew/core/llvm/17/manifests/17.0.6', 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'pika', start: '2026-04-03T07:55:00Z',
    steps: [
      ['fail', 'ps-env-var', 'export PIKA_DEV_ID=1050012345; west flash --dev-id $PIKA_DEV_ID', `${PS7_NOT_FOUND('export')}\nusage: west flash [-h] [-d BUILD_DIR] [-r RUNNER] ...\nwest flash: error: argument --dev-id: expected one argument`, 1],
      ['agent', 'ps-env-var', "PowerShell has no export or VAR=value prefix; set $env:PIKA_DEV_ID = '1050012345' first and use $env:PIKA_DEV_ID"],
      ['fail', 'win-longpaths', 'west update', LONG_PATH('C:/Users/sora/OneDrive/Documents/work/firmware/pika/modules/hal/nordic', 'hal_nordic (modules/hal/nordic)', 'nrfx/mdk/nrf5340_network_peripherals.h'), 1],
      ['prompt', 'win-longpaths', 'long paths again. clone it to C:\\ncs, not under OneDrive\\Documents'],
      ['fail', 'x:disk-full', 'west update', '=== updating zephyr (zephyr):\n--- zephyr: fetching, need revision v3.6.99-ncs2\nfatal: write error: No space left on device\nfatal: fetch-pack: invalid index-pack output\nERROR: update failed for project zephyr', 1],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-04-06T09:10:00Z',
    steps: [
      ['fail', 'west-flash-not-nrfjprog', 'nrfjprog --program build/zephyr/zephyr.hex --sectorerase --verify --reset -f NRF53', 'ERROR: The file specified with the --program option could not be found.', 51],
      ['prompt', 'west-flash-not-nrfjprog', "just west flash. it's sysbuild, the image is build/merged.hex plus the netcore one, a hand-rolled nrfjprog line misses half of it"],
      ['fail', 'x:readback-protection', 'west flash --dev-id 1050077777', `-- west flash: rebuilding
ninja: no work to do.
-- west flash: using runner nrfjprog
-- runners.nrfjprog: Flashing file: /home/dev/pika/build/merged.hex
ERROR: The operation attempted is unavailable due to readback protection in
ERROR: your device. Please use --recover to unlock the device.
ERROR: runners.nrfjprog: Flashing failed because the target must be recovered.
  To fix, run "west flash --recover" instead.
  Note: this will recover and erase all flash memory
        prior to retrying the launch.
FATAL ERROR: command exited with status 16: nrfjprog --program /home/dev/pika/build/merged.hex --sectorerase --verify -f NRF53 --coprocessor CP_APPLICATION --snr 1050077777`, 16],
      ['prompt', 'x:recover-new-dk', "that's the brand-new 5340 DK, they ship locked. --recover is fine on that one"],
      ['ok', 'west flash --dev-id 1050077777 --recover'],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-04-07T14:20:00Z',
    steps: [
      ['fail', 'mac-stat', 'test $(stat -c %s build/pika/zephyr/zephyr.signed.bin) -lt 491520', `${BSD_STAT_USAGE}\ntest: -lt: unary operator expected`, 2],
      ['prompt', 'mac-stat', "stat -c isn't a thing in BSD stat → stat -f %z"],
      ['fail', 'mac-base64', 'base64 --wrap=0 certs/ca.der | pbcopy', `base64: unrecognized option \`--wrap=0'\n${BSD_BASE64_USAGE}`, 1],
      ['prompt', 'mac-base64', '--wrap / -w are GNU base64. the mac one writes a single line already'],
      ['prompt', 'x:de-bootloader-docs', 'Kannst du in docs/ noch kurz beschreiben, wie man die MCUboot-Images signiert? Der Key liegt in keys/, der wird nicht committed.'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-04-08T10:45:00Z',
    steps: [
      ['fail', 'clang-format-17', 'git commit -m "sensor: add bme280 trigger"', FORMAT_HOOK('14.0.0-1ubuntu1.1'), 1],
      ['agent', 'clang-format-17', "Ubuntu's default clang-format is 14; the pre-commit hook and CI pin 17 — format with clang-format-17 (apt.llvm.org), not plain clang-format"],
      ['agent', 'no-verify', 'Was about to commit with -n to get past the hook; skipping hooks is not allowed here — fix the code and let the hook run'],
      ['fail', 'x:format-diff', 'CLANG_FORMAT=clang-format-17 git commit -m "sensor: add bme280 trigger"', 'check-format.............................................................Failed\n- hook id: check-format\n- files were modified by this hook\n\napp/src/sensor/bme280_trig.c', 1],
      ['ok', 'git add -u && CLANG_FORMAT=clang-format-17 git commit -m "sensor: add bme280 trigger"'],
    ],
  },
  {
    machine: 'winps', project: 'pika', start: '2026-04-09T12:30:00Z',
    steps: [
      ['fail', 'branch-main', 'git checkout master', "error: pathspec 'master' did not match any file(s) known to git", 1],
      ['prompt', 'branch-main', 'não tem master aqui, a branch principal é main. PR sempre contra main'],
      ['fail', 'ps-rm-rf', 'rm -rf twister-out', PS51_RMRF('rm -rf twister-out'), 1],
      ['prompt', 'ps-rm-rf', "rm -rf doesn't exist in PowerShell. Remove-Item -Recurse -Force twister-out"],
      ['prompt', 'x:pt-sensor-test', 'aproveita e adiciona um teste ztest pro parser do bme280, cobrindo a leitura com CRC errado'],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-04-13T07:40:00Z',
    steps: [
      ['prompt', 'kconfig-prjconf', "don't touch build/zephyr/.config, it's generated. options go in prj.conf or an overlay-*.conf"],
      ['prompt', 'extra-files', "and for the debug build it's -DEXTRA_CONF_FILE=overlay-debug.conf, not OVERLAY_CONFIG — that's the old name"],
      ['fail', 'twister', 'make test', "make: *** No rule to make target 'test'.  Stop.", 2],
      ['prompt', 'twister', 'tests = twister. always. west twister -T tests/ringbuf -p qemu_cortex_m3'],
      ['prompt', 'x:bg-readme-jlink', 'Добави в README раздел как се инсталира J-Link софтуерът на Ubuntu.'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-04-14T09:05:00Z',
    steps: [
      ['fail', 'venv-activate', 'python3 -m west build -b nrf5340dk/nrf5340/cpuapp app -p auto', '/opt/homebrew/opt/python@3.13/bin/python3.13: No module named west', 1],
      ['prompt', 'venv-activate', 'again: .venv. west is in there, not in brew python'],
      ['agent', 'python311', 'Recreated .venv with python3 (3.13 from Homebrew); pika pins Python 3.11 — python3.11 -m venv .venv'],
      ['fail', 'west-not-cmake', 'cd app && make flash', "make: *** No rule to make target 'flash'.  Stop.", 2],
      ['prompt', 'west-not-cmake', 'same as the cmake thing last week. there is no Makefile, west flash from the top'],
      ['fail', 'x:merge-conflict', 'git rebase origin/main', 'Auto-merging app/prj.conf\nCONFLICT (content): Merge conflict in app/prj.conf\nerror: could not apply 3f2a9c1... ble: enable NUS\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply 3f2a9c1... ble: enable NUS', 1],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-04-15T13:20:00Z',
    steps: [
      ['fail', 'python311', '.venv/bin/pip install -e scripts/', "Obtaining file:///home/dev/pika/scripts\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\n  Getting requirements to build editable ... done\n  Preparing editable metadata (pyproject.toml) ... done\nERROR: Package 'pika-scripts' requires a different Python: 3.10.12 not in '>=3.11'", 1],
      ['prompt', 'python311', 'your venv is 3.10 — rebuild it with python3.11 -m venv .venv (deadsnakes ppa has it)'],
      ['fail', 'x:app-path-typo', 'west build -b nrf52840dk/nrf52840 ap -p auto', 'FATAL ERROR: source directory /home/dev/pika/ap does not exist', 1],
      ['agent', 'venv-pip', 'pip install --user had put west into ~/.local; all Python deps for pika go into .venv — use .venv/bin/pip'],
      ['ok', 'python3.11 -m venv --clear .venv && .venv/bin/pip install -r scripts/requirements.txt -e scripts/'],
    ],
  },
  {
    machine: 'win', project: 'pika', start: '2026-04-16T08:25:00Z',
    steps: [
      ['fail', 'west-pristine', 'west build -b nrf52840dk/nrf52840 tests/ble_smoke', 'FATAL ERROR: Build directory C:/Users/mika/pika/build is for application C:/Users/mika/pika/app, but source directory C:/Users/mika/pika/tests/ble_smoke was specified; please clean it, use --pristine, or use --build-dir to set another build directory', 1],
      ['agent', 'west-pristine', 'west build without -p reused a build dir configured for another app/board; always pass -p auto'],
      ['fail', 'hwmv2-board', 'west twister -T tests/ble_smoke -p nrf52840dk_nrf52840 --device-testing --device-serial COM7', "ERROR   - platform nrf52840dk_nrf52840 not found; valid platforms include nrf52840dk/nrf52840", 1],
      ['prompt', 'hwmv2-board', 'twister too: nrf52840dk/nrf52840'],
      ['ok', 'west twister -T tests/ble_smoke -p nrf52840dk/nrf52840 --device-testing --device-serial COM7'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-04-20T10:10:00Z',
    steps: [
      ['fail', 'flash-dev-id', 'nrfjprog --reset -f NRF52', 'ERROR: There are multiple debuggers connected to the PC. Use --snr to select one.', 1],
      ['prompt', 'flash-dev-id', "snr / dev-id every time, there's always two probes plugged in on this bench"],
      ['fail', 'tio-console', 'minicom -D /dev/ttyACM0 -b 115200', 'bash: minicom: command not found', 127],
      ['agent', 'tio-console', 'minicom/screen are not used on pika; the UART console is read with tio (tio -b 115200 --log-file uart.log /dev/ttyACM0)'],
      ['ok', 'timeout 20 tio -b 115200 --log --log-file uart.log /dev/ttyACM0'],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-04-21T07:35:00Z',
    steps: [
      ['fail', 'toolchain-manager', 'arm-zephyr-eabi-gcc --version', 'bash: arm-zephyr-eabi-gcc: command not found', 127],
      ['agent', 'toolchain-manager', 'The Zephyr SDK is not on PATH by design; builds run inside nrfutil toolchain-manager launch --ncs-version v2.7.0 (no apt/brew arm-none-eabi toolchain)'],
      ['agent', 'no-eraseall', 'Planned nrfjprog --eraseall before flashing the rev B board; that wipes the provisioned keys in UICR — flash with west flash (sector erase) only'],
      ['prompt', 'no-eraseall', 'Никога --eraseall на rev B! Ключовете са в UICR.'],
      ['ok', 'nrfutil toolchain-manager launch --ncs-version v2.7.0 -- west flash --dev-id 1050098765'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-04-22T15:00:00Z',
    steps: [
      ['fail', 'mac-sed', "sed -i 's/2.0.2/2.1.0/' VERSION", 'sed: 1: "VERSION": invalid command code V', 1],
      ['prompt', 'mac-sed', "gsed if you want the GNU syntax, otherwise sed -i '' — this is the BSD one"],
      ['agent', 'extra-files', 'Passed -DOVERLAY_CONFIG / -DDTC_OVERLAY_FILE; in this tree use EXTRA_CONF_FILE and EXTRA_DTC_OVERLAY_FILE so prj.conf and the board overlay still apply'],
      ['prompt', 'x:rename-label', 'rename the node label bme280 to env_sensor in the overlays and in the code'],
      ['ok', 'west build -b nrf5340dk/nrf5340/cpuapp app -p auto -- -DEXTRA_CONF_FILE=overlay-debug.conf'],
    ],
  },
  {
    machine: 'winps', project: 'pika', start: '2026-04-27T12:15:00Z',
    steps: [
      ['fail', 'win-venv-activate', 'source .venv/bin/activate', PS51_NOT_FOUND('source', 'source .venv/bin/activate'), 1],
      ['prompt', 'win-venv-activate', 'no Windows é .venv\\Scripts\\Activate.ps1, não existe bin/ lá'],
      ['fail', 'ps-and-and', 'cd app && west build -b nrf52840dk/nrf52840 -p auto', PS51_AMPAMP('cd app && west build -b nrf52840dk/nrf52840 -p auto'), 1],
      ['prompt', 'ps-and-and', '&& again 🙄 ; in 5.1'],
      ['ok', 'west build -b nrf52840dk/nrf52840 app -p auto'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-04-29T09:50:00Z',
    steps: [
      ['fail', 'branch-main', 'gh pr create --base develop --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['agent', 'no-gerrit', 'Tried pushing to refs/for/main as if this were Gerrit; pika is reviewed as GitHub PRs — push a topic branch and open a PR'],
      ['agent', 'force-push', 'Used git push --force on a shared branch; only --force-with-lease, only on my own topic branch, never on main or release/*'],
      ['prompt', 'x:review-reply', 'reply to the two review comments on the PR and mark them resolved'],
      ['ok', 'gh pr create --base main --fill'],
    ],
  },
];
