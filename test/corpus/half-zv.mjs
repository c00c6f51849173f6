// Half ZV, written blind: "brindle", embedded Linux for an industrial HMI panel. Yocto scarthgap
// under kas-container with podman (meta-brindle), a Qt 6 / C++17 app cross-built with the Yocto SDK,
// deployed over ssh to a BusyBox/systemd panel, a pytest + pyserial rig on /dev/ttyUSB0.
// Ubuntu 22.04 build hosts (bash), macOS laptops (zsh) for the Qt app; English, Polish, Japanese, Dutch.

const PANEL = 'root@brindle-hmi.local';
const SDK = '/opt/brindle-sdk/5.0.3/environment-setup-cortexa53-crypto-poky-linux';

const QT6_MISSING = (line, requested) => `CMake Error at CMakeLists.txt:${line} (find_package):
  By not providing "FindQt6.cmake" in CMAKE_MODULE_PATH this project has
  asked CMake to find a package configuration file provided by "Qt6", but
  CMake did not find one.

  Could not find a package configuration file provided by "Qt6"${requested ? ` (requested\n  version ${requested})` : ''} with any of
  the following names:

    Qt6Config.cmake
    qt6-config.cmake

  Add the installation prefix of "Qt6" to CMAKE_PREFIX_PATH or set "Qt6_DIR"
  to a directory containing one of the above files.  If "Qt6" provides a
  separate development package or SDK, be sure it has been installed.


-- Configuring incomplete, errors occurred!`;

const KAS_USAGE = (extra) => `usage: kas [-h] [--version] [-d] [-l {debug,info,warning,error,critical}]
           {build,checkout,dump,lock,for-all-repos,menu,purge,shell} ...
kas: error: unrecognized arguments: ${extra}`;

const OLD_OVERRIDE = (recipe, variable) => `ERROR: /work/layers/meta-brindle/${recipe}: Variable ${variable} contains an operation using the old override syntax. Please convert this layer/metadata before attempting to use with a newer bitbake.
ERROR: Parsing halted due to errors, see error messages above

Summary: There were 2 ERROR messages, returning a non-zero exit code.`;

const NOTHING_PROVIDES = (target) => `Loading cache: 100% |############################################| Time: 0:00:01
Loaded 4187 entries from dependency cache.
Parsing recipes: 100% |##########################################| Time: 0:00:03
Parsing of 2734 .bb files complete (2731 cached, 3 parsed). 4187 targets, 402 skipped, 0 masked, 0 errors.
ERROR: Nothing PROVIDES '${target}'. Close matches:
  brindle-image-hmi
  brindle-image-hmi-dev

Summary: There was 1 ERROR message, returning a non-zero exit code.`;

const BUSYBOX_PS = (bad) => `${bad}
BusyBox v1.36.1 () multi-call binary.

Usage: ps [-o COL1,COL2=HEADER] [-T]

Show list of processes

	-o COL1,COL2=HEADER	Select columns for display
	-T			Show threads`;

const BUSYBOX_GREP = (bad) => `${bad}
BusyBox v1.36.1 () multi-call binary.

Usage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...

Search for PATTERN in FILEs (or stdin)

	-H	Add 'filename:' prefix
	-h	Do not add 'filename:' prefix
	-n	Add 'line_no:' prefix
	-E	PATTERN is an extended regexp
	-F	PATTERN is a literal (not regexp)`;

const QPA_ABORT = `qt.qpa.plugin: Could not find the Qt platform plugin "xcb" in ""
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.

Available platform plugins are: eglfs, linuxfb, minimal, offscreen, vnc, wayland-egl, wayland.

Aborted (core dumped)`;

const HOSTKEY = (home, line) => `@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @
@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
IT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!
Someone could be eavesdropping on you right now (man-in-the-middle attack)!
It is also possible that a host key has just been changed.
The fingerprint for the ED25519 key sent by the remote host is
SHA256:9bq0XGm0xW1y2b2Qk7b6m9o3yKc3R0YtZJrR2m1fJ5c.
Please contact your system administrator.
Add correct host key in ${home}/.ssh/known_hosts to get rid of this message.
Offending ED25519 key in ${home}/.ssh/known_hosts:${line}
Host key for brindle-hmi.local has changed and you have requested strict checking.
Host key verification failed.`;

const RSYNC_NO_REMOTE = (code, why) => `sh: rsync: not found
rsync: connection unexpectedly closed (0 bytes received so far) [sender]
rsync error: ${why} (code ${code}) at io.c(232) [sender=3.2.7]`;

const SERIAL_ERR = (errno, text) => `tests/rig/conftest.py:24: in board
    port = serial.Serial(request.config.getoption("--port"), 115200, timeout=2)
tests/rig/.venv/lib/python3.10/site-packages/serial/serialutil.py:244: in __init__
    self.open()
tests/rig/.venv/lib/python3.10/site-packages/serial/serialposix.py:325: in open
    raise SerialException(msg.errno, "could not open port {}: {}".format(self._port, msg))
E   serial.serialutil.SerialException: [Errno ${errno}] could not open port /dev/ttyUSB0: [Errno ${errno}] ${text}: '/dev/ttyUSB0'
=========================== short test summary info ============================
ERROR tests/rig/test_boot.py::test_boot_banner - serial.serialutil.SerialException: [Errno ${errno}] could not open port /dev/ttyUSB0: [Errno ${errno}] ${text}: '/dev/ttyUSB0'
=============================== 1 error in 0.34s ===============================`;

const SUDO_NOPASS = 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required';

export const SESSIONS = [
  {
    machine: 'linux', project: 'brindle', start: '2026-01-12T08:30:00Z',
    steps: [
      ['fail', 'kas-shell', 'bitbake brindle-image-hmi', '/bin/bash: line 1: bitbake: command not found', 127, 'Build the HMI image'],
      ['prompt', 'kas-shell', "bitbake isn't installed on the host. everything goes through kas-container (kas-container shell kas/brindle-hmi.yml -c '...')"],
      ['ok', 'kas-container build kas/brindle-hmi.yml'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for 2.4.0: brightness slider, the new alarm banner, and the fixed touch calibration'],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-01-12T14:05:00Z',
    steps: [
      ['fail', 'podman', 'docker run --rm -it -v "$PWD":/work ghcr.io/siemens/kas/kas:4.5 build /work/kas/brindle-hmi.yml', '/bin/bash: line 1: docker: command not found', 127],
      ['prompt', 'podman', "we're podman-only on the build boxes. kas-container finds it by itself, you don't need to call the image"],
      ['fail', 'x:fetch-network', 'kas-container build kas/brindle-hmi.yml', `WARNING: brindle-hmi-2.4.0-r0 do_fetch: Failed to fetch URL git://gitlab.brindle.local/app/brindle-hmi.git;protocol=ssh;branch=release/2.4, attempting MIRRORS if available
ERROR: brindle-hmi-2.4.0-r0 do_fetch: Fetcher failure: Unable to fetch URL from any source.
ERROR: Logfile of failure stored in: /work/build/tmp/work/cortexa53-crypto-poky-linux/brindle-hmi/2.4.0/temp/log.do_fetch.20211
ERROR: Task (/work/layers/meta-brindle/recipes-hmi/brindle-hmi/brindle-hmi_2.4.bb:do_fetch) failed with exit code '1'
NOTE: Tasks Summary: Attempted 3120 tasks of which 3101 didn't need to be rerun and 1 failed.

Summary: 1 task failed:
  /work/layers/meta-brindle/recipes-hmi/brindle-hmi/brindle-hmi_2.4.bb:do_fetch
Summary: There were 2 ERROR messages, returning a non-zero exit code.`, 1],
    ],
  },
  {
    machine: 'mac', project: 'brindle', start: '2026-01-13T09:00:00Z',
    steps: [
      ['fail', 'qt-prefix', 'cmake -S app -B build-mac -G Ninja', QT6_MISSING(14), 1, 'Configure the Qt app'],
      ['prompt', 'qt-prefix', 'Qt on the macs is from the online installer, not brew. -DCMAKE_PREFIX_PATH=$HOME/Qt/6.7.2/macos'],
      ['ok', 'cmake -S app -B build-mac -G Ninja -DCMAKE_PREFIX_PATH=$HOME/Qt/6.7.2/macos'],
      ['fail', 'mac-nproc', 'ninja -C build-mac -j$(nproc)', '(eval):1: command not found: nproc\nninja: fatal: invalid -j parameter', 1],
      ['prompt', 'mac-nproc', 'nproc は mac にないよ。sysctl -n hw.ncpu を使って'],
      ['ok', 'ninja -C build-mac -j$(sysctl -n hw.ncpu)'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-01-14T08:10:00Z',
    steps: [
      ['fail', 'sdk-env', 'cmake -S app -B build-aarch64 -G Ninja --toolchain $OECORE_NATIVE_SYSROOT/usr/share/cmake/OEToolchainConfig.cmake', `CMake Error at /usr/share/cmake-3.22/Modules/CMakeDetermineSystem.cmake:130 (message):
  Could not find toolchain file:
  /usr/share/cmake/OEToolchainConfig.cmake
Call Stack (most recent call first):
  CMakeLists.txt:2 (project)


CMake Error: CMAKE_CXX_COMPILER not set, after EnableLanguage
-- Configuring incomplete, errors occurred!`, 1, 'Configure the cross build'],
      ['prompt', 'sdk-env', `source the SDK first: . ${SDK} — in the same command as cmake, the env doesn't stick between your calls`],
      ['ok', `. ${SDK} && cmake -S app -B build-aarch64 -G Ninja`],
      ['fail', 'ninja', 'cd build-aarch64 && make -j8', 'make: *** No targets specified and no makefile found.  Stop.', 2],
      ['prompt', 'ninja', "it's a ninja tree. cmake --build build-aarch64"],
      ['fail', 'x:compile-error', `. ${SDK} && cmake --build build-aarch64`, `[12/48] Building CXX object src/CMakeFiles/brindle-hmi.dir/AlarmModel.cpp.o
FAILED: src/CMakeFiles/brindle-hmi.dir/AlarmModel.cpp.o
/opt/brindle-sdk/5.0.3/sysroots/x86_64-pokysdk-linux/usr/bin/aarch64-poky-linux/aarch64-poky-linux-g++ -mcpu=cortex-a53 -march=armv8-a+crc+crypto --sysroot=/opt/brindle-sdk/5.0.3/sysroots/cortexa53-crypto-poky-linux -std=gnu++17 -c /home/dev/brindle/app/src/AlarmModel.cpp
/home/dev/brindle/app/src/AlarmModel.cpp:88:15: error: 'const struct Alarm' has no member named 'ackedAt'; did you mean 'acked'?
   88 |         if (a.ackedAt.isValid())
      |               ^~~~~~~
      |               acked
ninja: build stopped: subcommand failed.`, 1],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-01-15T10:20:00Z',
    steps: [
      ['fail', 'deploy-wrapper', `rsync -avz build-aarch64/src/brindle-hmi ${PANEL}:/opt/brindle/bin/`, RSYNC_NO_REMOTE(12, 'error in rsync protocol data stream'), 12, 'Copy the binary to the panel'],
      ['prompt', 'deploy-wrapper', 'use scripts/deploy.sh brindle-hmi.local — it stops the unit, copies, restarts. and there is no rsync on the panel anyway'],
      ['ok', 'scripts/deploy.sh brindle-hmi.local'],
      ['fail', 'board-ash', `ssh ${PANEL} 'bash -c "journalctl -u brindle-hmi -n 50 --no-pager"'`, 'sh: bash: not found', 127],
      ['prompt', 'board-ash', 'panel = busybox ash. no bash over there, just pass the command'],
      ['ok', `ssh ${PANEL} 'journalctl -u brindle-hmi -n 50 --no-pager'`],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-01-16T09:40:00Z',
    steps: [
      ['fail', 'override-syntax', "kas-container shell kas/brindle-hmi.yml -c 'bitbake brindle-image-hmi'", OLD_OVERRIDE('recipes-core/images/brindle-image-hmi.bb', 'IMAGE_INSTALL_append'), 1],
      ['prompt', 'override-syntax', "scarthgap → IMAGE_INSTALL:append. colon syntax, the underscore form died in honister"],
      ['fail', 'image-name', "kas-container shell kas/brindle-hmi.yml -c 'bitbake brindle-image'", NOTHING_PROVIDES('brindle-image'), 1],
      ['prompt', 'image-name', 'the image is brindle-image-hmi (brindle-image-hmi-dev for the debug one)'],
      ['prompt', 'x:sstate-mirror', 'point SSTATE_MIRRORS at http://sstate.brindle.local/scarthgap/PATH in kas/mirrors.yml, the old server goes away friday'],
    ],
  },
  {
    machine: 'mac2', project: 'brindle', start: '2026-01-19T13:15:00Z',
    steps: [
      ['fail', 'mac-sed', "sed -i 's/VERSION 2.3.0/VERSION 2.4.0/' app/CMakeLists.txt", 'sed: 1: "app/CMakeLists.txt": command a expects \\ followed by text', 1, 'Bump the app version'],
      ['prompt', 'mac-sed', "op de mac is sed BSD, dus sed -i '' ... of gewoon gsed"],
      ['ok', "sed -i '' 's/VERSION 2.3.0/VERSION 2.4.0/' app/CMakeLists.txt"],
      ['prompt', 'x:iso-dates', 'timestamps in the alarm log view should be ISO 8601 with the UTC offset, not the locale format'],
      ['fail', 'qt-prefix', 'cmake -S app -B build-mac-rel -G Ninja -DCMAKE_BUILD_TYPE=Release', QT6_MISSING(14, '6.7'), 1],
      ['prompt', 'qt-prefix', 'prefix path again… ~/Qt/6.7.2/macos'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-01-20T08:45:00Z',
    steps: [
      ['fail', 'branch-scarthgap', 'git -C layers/meta-brindle checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'branch-scarthgap', "meta-brindle follows the yocto release names, we're on scarthgap. there is no main"],
      ['fail', 'x:push-rejected', 'git -C layers/meta-brindle push origin scarthgap', `To gitlab.brindle.local:bsp/meta-brindle.git
 ! [rejected]        scarthgap -> scarthgap (fetch first)
error: failed to push some refs to 'gitlab.brindle.local:bsp/meta-brindle.git'
hint: Updates were rejected because the remote contains work that you do
hint: not have locally. This is usually caused by another repository pushing
hint: to the same ref. You may want to first integrate the remote changes
hint: (e.g., 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`, 1],
      ['ok', 'git -C layers/meta-brindle pull --rebase origin scarthgap'],
      ['fail', 'force-push', 'git -C layers/meta-brindle push --force origin scarthgap', `remote: GitLab: You are not allowed to force push code to a protected branch on this project.
To gitlab.brindle.local:bsp/meta-brindle.git
 ! [remote rejected] scarthgap -> scarthgap (pre-receive hook declined)
error: failed to push some refs to 'gitlab.brindle.local:bsp/meta-brindle.git'`, 1],
      ['prompt', 'force-push', 'WHOA. no --force on scarthgap, ever. it is protected for a reason'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-01-21T11:00:00Z',
    steps: [
      ['fail', 'python3', 'python tests/rig/flash_check.py --port /dev/ttyUSB0', '/bin/bash: line 1: python: command not found', 127],
      ['prompt', 'python3', "python3. 22.04 doesn't ship a `python`"],
      ['fail', 'rig-venv', 'pytest tests/rig -m hw --port /dev/ttyUSB0', '/bin/bash: line 1: pytest: command not found', 127],
      ['prompt', 'rig-venv', 'the rig has its own venv, tests/rig/.venv/bin/pytest'],
      ['fail', 'serial-sudo', 'tests/rig/.venv/bin/pytest tests/rig -m hw --port /dev/ttyUSB0', SERIAL_ERR(13, 'Permission denied'), 1],
      ['fail', 'serial-sudo', 'sudo tests/rig/.venv/bin/pytest tests/rig -m hw --port /dev/ttyUSB0', SUDO_NOPASS, 1],
      ['prompt', 'serial-sudo', "don't sudo it. you're in dialout, your shell just predates the group — sg dialout -c '...' or log in again"],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-01-22T10:05:00Z',
    steps: [
      ['fail', 'x:kas-yaml', 'kas-container build kas/brindle-hmi.yml:kas/debug.yml', `2026-01-22 10:14:03 - ERROR    - while scanning a simple key
  in "/work/kas/debug.yml", line 9, column 1
could not find expected ':'
  in "/work/kas/debug.yml", line 10, column 1`, 1],
      ['ok', "kas-container shell kas/brindle-hmi.yml -c 'bitbake -e brindle-hmi' | grep ^SRCREV"],
      ['fail', 'sudo-kas', 'sudo kas-container build kas/brindle-hmi.yml', 'sudo: kas-container: command not found', 1],
      ['prompt', 'sudo-kas', 'never sudo kas-container. podman is rootless here and root-owned files in build/ break everyone afterwards'],
      ['fail', 'x:disk-full', 'kas-container build kas/brindle-hmi.yml', `WARNING: The free space of /work/build/tmp (overlay) is running low (0.980GB left)
ERROR: No new tasks can be executed since the disk space monitor action is "STOPTASKS"!
NOTE: Tasks Summary: Attempted 2204 tasks of which 2190 didn't need to be rerun and all succeeded.

Summary: There was 1 WARNING message.
Summary: There was 1 ERROR message, returning a non-zero exit code.`, 1],
    ],
  },
  {
    machine: 'mac', project: 'brindle', start: '2026-01-26T09:30:00Z',
    steps: [
      ['fail', 'scp-legacy', `scp -r app/qml ${PANEL}:/opt/brindle/qml/`, 'sh: /usr/libexec/sftp-server: not found\nscp: Connection closed', 255, 'Push the QML files to the panel'],
      ['prompt', 'scp-legacy', 'scp -O for the panel. dropbear has no sftp-server and the mac scp talks sftp by default now'],
      ['ok', `scp -O -r app/qml ${PANEL}:/opt/brindle/`],
      ['fail', 'qpa-eglfs', `ssh ${PANEL} /opt/brindle/bin/brindle-hmi`, QPA_ABORT, 134],
      ['prompt', 'qpa-eglfs', 'ssh で直接起動すると xcb を探しに行く。QT_QPA_PLATFORM=eglfs を付けるか、unit から起動して'],
      ['fail', 'mac-sed', "sed -i 's/qrc:\\/qml/qrc:\\/ui/g' src/main.cpp", 'sed: 1: "src/main.cpp": unterminated substitute pattern', 1],
      ['agent', 'mac-sed', "macOS sed is BSD: `sed -i` needs an explicit backup suffix, use `sed -i '' ...` (or gsed)"],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-01-27T14:10:00Z',
    steps: [
      ['fail', 'board-ps', `ssh ${PANEL} 'ps -ef | grep brindle'`, BUSYBOX_PS("ps: invalid option -- 'e'"), 1],
      ['prompt', 'board-ps', 'busybox ps has no -ef. plain `ps` lists everything, or pidof brindle-hmi'],
      ['fail', 'board-grep', `ssh ${PANEL} "grep -P 'touch\\s+timeout' /var/log/brindle/hmi.log"`, BUSYBOX_GREP("grep: invalid option -- 'P'"), 1],
      ['prompt', 'board-grep', 'same story with grep on the panel, busybox → -E only, no perl regex'],
      ['fail', 'x:grep-no-match', `ssh ${PANEL} "grep -E 'watchdog (timeout|reset)' /var/log/brindle/hmi.log"`, '', 1],
      ['prompt', 'x:log-rotate', 'add a systemd timer on the panel that rotates /var/log/brindle nightly, keep 7 days'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-01-29T09:15:00Z',
    steps: [
      ['fail', 'deploy-path', `scp -O build-aarch64/src/brindle-hmi ${PANEL}:/usr/bin/`, 'scp: /usr/bin/brindle-hmi: Read-only file system', 1],
      ['prompt', 'deploy-path', 'rootfs is read-only, the app lives in /opt/brindle/bin (that is the rw partition)'],
      ['fail', 'unit-name', `ssh ${PANEL} systemctl restart brindle`, 'Failed to restart brindle.service: Unit brindle.service not found.', 5],
      ['prompt', 'unit-name', 'de unit heet brindle-hmi.service'],
      ['ok', `ssh ${PANEL} systemctl restart brindle-hmi`],
    ],
  },
  {
    machine: 'ci', project: 'brindle', start: '2026-01-30T16:20:00Z',
    steps: [
      ['fail', 'kas-shell', 'bitbake brindle-image-hmi-dev', '/bin/sh: 1: bitbake: not found', 127],
      ['agent', 'kas-shell', 'in CI bitbake only exists inside `kas build` / `kas shell`; call kas with the config, not bitbake directly'],
      ['fail', 'python3', 'python scripts/gen-version.py > build/version.txt', '/bin/sh: 1: python: not found', 127],
      ['ok', 'kas build kas/brindle-hmi.yml'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-02-02T08:50:00Z',
    steps: [
      ['prompt', 'cleanall', "stop — no -c cleanall on qtbase, that wipes the download too and we're half offline here. cleansstate is enough"],
      ['ok', "kas-container shell kas/brindle-hmi.yml -c 'bitbake -c cleansstate qtbase'"],
      ['prompt', 'devtool', "and don't patch things in build/tmp/work, the next rebuild eats it. devtool modify brindle-hmi"],
      ['fail', 'x:license-chksum', "kas-container shell kas/brindle-hmi.yml -c 'bitbake brindle-hmi'", `ERROR: brindle-hmi-2.4.0-r0 do_populate_lic: QA Issue: brindle-hmi: The LIC_FILES_CHKSUM does not match for file://LICENSE;md5=3b83ef96387f14655fc854ddc3c6bd57
brindle-hmi: The new md5 checksum is 86d3f3a95c324c9479bd8986968f4327
brindle-hmi: Here is the selected license text:
vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv
Copyright (c) 2024-2026 Brindle Automation B.V.
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
brindle-hmi: Check if the license information has changed in /work/build/tmp/work/cortexa53-crypto-poky-linux/brindle-hmi/2.4.0/git/LICENSE to verify that the LICENSE value "CLOSED" remains valid [license-checksum]
ERROR: brindle-hmi-2.4.0-r0 do_populate_lic: Fatal QA errors were found, failing task.`, 1],
      ['prompt', 'x:translations', 'dodaj polskie i niderlandzkie tłumaczenia do app/i18n, pliki .ts już są w repo, tylko puste'],
    ],
  },
  {
    machine: 'mac2', project: 'brindle', start: '2026-02-03T10:00:00Z',
    steps: [
      ['fail', 'mac-nproc', 'jobs=$(nproc) && ctest --test-dir build-mac -j "$jobs"', '(eval):1: command not found: nproc', 127],
      ['prompt', 'mac-nproc', 'mac again. hw.ncpu'],
      ['ok', 'ctest --test-dir build-mac -j "$(sysctl -n hw.ncpu)"'],
      ['prompt', 'x:cjk-font', '日本語の文字がパネルで豆腐になってる。Noto Sans CJK JP をイメージに入れて、フォールバックフォントにして'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-02-04T13:30:00Z',
    steps: [
      ['prompt', 'bmaptool', 'to flash the SD: bmaptool copy brindle-image-hmi-*.wic.zst /dev/sdX. never dd, the .bmap makes it 4 min instead of 20 and bmaptool refuses mounted disks'],
      ['fail', 'host-key', `ssh ${PANEL} uname -a`, HOSTKEY('/home/dev', 14), 255],
      ['prompt', 'host-key', 'nie wyłączaj StrictHostKeyChecking. po flashowaniu: ssh-keygen -R brindle-hmi.local i tyle'],
      ['ok', 'ssh-keygen -R brindle-hmi.local'],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-02-05T09:10:00Z',
    steps: [
      ['fail', 'podman', 'docker ps -a --filter ancestor=ghcr.io/siemens/kas/kas', '/bin/bash: line 1: docker: command not found', 127],
      ['agent', 'podman', 'no docker on the Ubuntu build hosts; containers are podman (podman ps), kas-container uses podman'],
      ['fail', 'x:podman-disk', 'podman pull ghcr.io/siemens/kas/kas:4.5', `Trying to pull ghcr.io/siemens/kas/kas:4.5...
Getting image source signatures
Copying blob 6d29a8a7a0f2 done
Copying blob 1f4c5b3a9e11 done
Error: copying system image from manifest list: writing blob: adding layer with blob "sha256:1f4c5b3a9e1187c2b3e4c81f2d2a0c8f5a3a7d9b0e6f4c2a1b9d8e7f6a5c4b3a": processing tar file(write /usr/lib/x86_64-linux-gnu/libLLVM-15.so.1: no space left on device): exit status 1`, 125],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-02-09T10:40:00Z',
    steps: [
      ['fail', 'pyserial', 'tests/rig/.venv/bin/pip install serial && tests/rig/.venv/bin/pytest tests/rig -m hw --port /dev/ttyUSB0', `tests/rig/conftest.py:24: in board
    port = serial.Serial(request.config.getoption("--port"), 115200, timeout=2)
E   AttributeError: module 'serial' has no attribute 'Serial'
=========================== short test summary info ============================
ERROR tests/rig/test_boot.py::test_boot_banner - AttributeError: module 'serial' has no attribute 'Serial'
=============================== 1 error in 0.21s ===============================`, 1],
      ['prompt', 'pyserial', 'pip uninstall serial. the package is pyserial, `serial` on pypi is some unrelated thing'],
      ['fail', 'x:serial-busy', 'tests/rig/.venv/bin/pytest tests/rig -m hw --port /dev/ttyUSB0', SERIAL_ERR(16, 'Device or resource busy'), 1],
      ['ok', 'tests/rig/.venv/bin/pytest tests/rig -m hw --port /dev/ttyUSB0'],
      ['fail', 'x:banner-regression', 'tests/rig/.venv/bin/pytest tests/rig -m hw --port /dev/ttyUSB0 -k banner', `    def test_boot_banner(board):
        banner = board.read_until(b"login: ").decode()
>       assert "brindle-hmi 2.4.0" in banner
E       AssertionError: assert 'brindle-hmi 2.4.0' in 'Poky (Yocto Project Reference Distro) 5.0.3 brindle-hmi ttymxc1\\n\\nbrindle-hmi login: '

tests/rig/test_boot.py:17: AssertionError
=========================== short test summary info ============================
FAILED tests/rig/test_boot.py::test_boot_banner - AssertionError: assert 'brindle-hmi 2.4.0' in 'Poky (Yocto Project Reference Distro) 5.0.3 brindle-hmi ttymxc1\\n\\nbrindle-hmi login: '
============================== 1 failed in 38.12s ==============================`, 1],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-02-10T08:25:00Z',
    steps: [
      ['fail', 'host-tests', './build-aarch64/tests/brindle_tests', '/bin/bash: line 1: ./build-aarch64/tests/brindle_tests: cannot execute binary file: Exec format error', 126],
      ['prompt', 'host-tests', 'unit tests run on the host build: cmake --preset host && ctest --test-dir build-host. build-aarch64 is for the panel only'],
      ['fail', 'sdk-env', 'aarch64-poky-linux-g++ --version', '/bin/bash: line 1: aarch64-poky-linux-g++: command not found', 127],
      ['agent', 'sdk-env', `the SDK environment does not persist between my shell calls; prefix every cross build with \`. ${SDK} &&\``],
      ['ok', 'ctest --test-dir build-host --output-on-failure'],
    ],
  },
  {
    machine: 'mac', project: 'brindle', start: '2026-02-11T15:00:00Z',
    steps: [
      ['fail', 'scp-legacy', `scp app/qml/AlarmBanner.qml ${PANEL}:/opt/brindle/qml/`, 'sh: /usr/libexec/sftp-server: not found\nscp: Connection closed', 255],
      ['prompt', 'scp-legacy', '-O !!'],
      ['fail', 'x:panel-offline', `scp -O app/qml/AlarmBanner.qml ${PANEL}:/opt/brindle/qml/`, 'ssh: connect to host brindle-hmi.local port 22: Operation timed out\nlost connection', 1],
      ['prompt', 'x:banner-anim', 'the alarm banner should slide in from the top, not fade. 250 ms, OutCubic'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-02-12T09:35:00Z',
    steps: [
      ['fail', 'board-ash', `ssh ${PANEL} /opt/brindle/bin/collect-diag.sh`, 'sh: /opt/brindle/bin/collect-diag.sh: not found', 127],
      ['prompt', 'board-ash', 'the script starts with #!/bin/bash, the panel has no bash. #!/bin/sh and keep it posix'],
      ['fail', 'board-ps', `ssh ${PANEL} 'ps aux --sort=-%mem | head'`, BUSYBOX_PS("ps: unrecognized option '--sort=-%mem'"), 1],
      ['prompt', 'board-ps', 'busybox ps again. ps -o pid,rss,comm is what it can do'],
      ['prompt', 'x:review', 'review the diff in layers/meta-brindle/recipes-hmi before I push, esp. the RDEPENDS'],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-02-16T10:00:00Z',
    steps: [
      ['fail', 'image-name', "kas-container shell kas/brindle-hmi.yml -c 'bitbake core-image-brindle'", NOTHING_PROVIDES('core-image-brindle'), 1],
      ['agent', 'image-name', 'our image recipe is brindle-image-hmi (debug: brindle-image-hmi-dev), not core-image-*'],
      ['fail', 'override-syntax', "kas-container shell kas/brindle-hmi.yml -c 'bitbake brindle-hmi'", OLD_OVERRIDE('recipes-hmi/brindle-hmi/brindle-hmi_2.4.bb', 'FILES_${PN}'), 1],
      ['prompt', 'override-syntax', 'dat is weer de oude syntax. FILES:${PN}, alles met een dubbele punt sinds honister'],
      ['fail', 'x:devtool-dirty', "kas-container shell kas/brindle-hmi.yml -c 'devtool finish brindle-hmi layers/meta-brindle'", `NOTE: Starting bitbake server...
ERROR: Source tree is not clean:

 M src/AlarmModel.cpp
 M src/main.cpp

Ensure you have committed your changes or use -f/--force if you are sure there's nothing that needs to be committed`, 1],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-02-17T11:20:00Z',
    steps: [
      ['fail', 'branch-scarthgap', 'git -C layers/meta-brindle rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'branch-scarthgap', 'origin/scarthgap. how many times'],
      ['fail', 'x:rebase-conflict', 'git -C layers/meta-brindle rebase origin/scarthgap', `Auto-merging recipes-hmi/brindle-hmi/brindle-hmi_2.4.bb
CONFLICT (content): Merge conflict in recipes-hmi/brindle-hmi/brindle-hmi_2.4.bb
error: could not apply 3f2a9c1... brindle-hmi: bump to 2.4.1
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
hint: You can instead skip this commit: run "git rebase --skip".
hint: To abort and get back to the state before "git rebase", run "git rebase --abort".
Could not apply 3f2a9c1... brindle-hmi: bump to 2.4.1`, 1],
      ['prompt', 'force-push', 'jak skończysz rebase to NIE push -f na scarthgap. wypchnij swój branch i zrób MR'],
      ['ok', 'git -C layers/meta-brindle push -u origin HEAD:feature/hmi-2.4.1'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-02-18T08:30:00Z',
    steps: [
      ['fail', 'rig-venv', 'python3 -m pytest tests/rig -k boot', '/usr/bin/python3: No module named pytest', 1],
      ['prompt', 'rig-venv', 'venv!! tests/rig/.venv'],
      ['fail', 'serial-sudo', 'sudo chmod 666 /dev/ttyUSB0', SUDO_NOPASS, 1],
      ['prompt', 'serial-sudo', "no chmod, no sudo on the tty. dialout group: sg dialout -c 'tests/rig/.venv/bin/pytest …' until you re-login"],
      ['fail', 'x:serial-unplugged', "sg dialout -c 'tests/rig/.venv/bin/pytest tests/rig -m hw --port /dev/ttyUSB0'", SERIAL_ERR(2, 'No such file or directory'), 1],
      ['ok', "sg dialout -c 'tests/rig/.venv/bin/pytest tests/rig -m hw --port /dev/ttyUSB0'"],
    ],
  },
  {
    machine: 'mac2', project: 'brindle', start: '2026-02-19T14:45:00Z',
    steps: [
      ['fail', 'mac-sed', "sed -i 's/radius: 4/radius: 6/' Theme.qml", 'sed: 1: "Theme.qml": invalid command code T', 1],
      ['prompt', 'mac-sed', "gsed, of sed -i ''. BSD sed wil een suffix na -i, dat zei ik vorige week ook al"],
      ['prompt', 'x:qml-import-path', "Qt Creator keeps saying 'QML module not found (QtQuick.Effects)' — add the import path to the qt_add_qml_module in CMake"],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-02-23T09:00:00Z',
    steps: [
      ['fail', 'sstate-shared', 'rm -rf /srv/yocto/sstate-cache/*', "rm: cannot remove '/srv/yocto/sstate-cache/00': Permission denied\nrm: cannot remove '/srv/yocto/sstate-cache/01': Permission denied\nrm: cannot remove '/srv/yocto/sstate-cache/universal': Permission denied", 1],
      ['prompt', 'sstate-shared', '/srv/yocto/sstate-cache is shared by the whole team and CI. nobody deletes in there, good thing the perms stopped you'],
      ['agent', 'sstate-shared', 'never rm anything under /srv/yocto/sstate-cache (shared with CI and the team); only the local build/tmp is mine to remove'],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-03-02T08:15:00Z',
    steps: [
      ['fail', 'sudo-kas', 'kas-container build kas/brindle-hmi.yml', `ERROR: brindle-hmi-2.4.1-r0 do_compile: Error executing a python function in exec_func_python() autogenerated:
PermissionError: [Errno 13] Permission denied: '/work/build/tmp/work/cortexa53-crypto-poky-linux/brindle-hmi/2.4.1/temp/log.do_compile.4121'
ERROR: Logfile of failure stored in: /work/build/tmp/work/cortexa53-crypto-poky-linux/brindle-hmi/2.4.1/temp/log.do_compile.4121
Summary: 1 task failed:
  /work/layers/meta-brindle/recipes-hmi/brindle-hmi/brindle-hmi_2.4.bb:do_compile`, 1],
      ['agent', 'sudo-kas', 'build/ has root-owned files from an earlier `sudo kas-container` run; never sudo kas-container, it runs rootless podman as the user'],
      ['fail', 'kas-colon', 'kas-container build kas/brindle-hmi.yml kas/debug.yml', KAS_USAGE('kas/debug.yml'), 2],
      ['prompt', 'kas-colon', 'overlay files go with a colon: kas/brindle-hmi.yml:kas/debug.yml'],
      ['ok', 'kas-container build kas/brindle-hmi.yml:kas/debug.yml'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-03-04T10:30:00Z',
    steps: [
      ['fail', 'kas-colon', "kas-container shell kas/brindle-hmi.yml kas/rig.yml -c 'bitbake brindle-image-hmi-dev'", KAS_USAGE("kas/rig.yml"), 2],
      ['prompt', 'kas-colon', 'dwukropek, nie spacja, między plikami kas'],
      ['prompt', 'cleanall', 'you ran cleanall AGAIN?? the qtwebengine downloads are gone, that is 2 GB over the VPN. cleansstate. CLEANSSTATE.'],
      ['prompt', 'x:eglfs-rotate', 'the display is upside down on the rev C panel, rotate it 180 in the eglfs kms config'],
    ],
  },
  {
    machine: 'mac', project: 'brindle', start: '2026-03-05T09:20:00Z',
    steps: [
      ['fail', 'x:eglfs-drm-busy', `ssh ${PANEL} 'QT_QPA_PLATFORM=eglfs /opt/brindle/bin/brindle-hmi'`, `qt.qpa.eglfs.kms: Could not set DRM mode for screen DSI-1 (Permission denied)
qt.qpa.eglfs.kms: Could not queue DRM page flip on screen DSI-1 (Permission denied)
Segmentation fault`, 139],
      ['fail', 'qpa-eglfs', `ssh ${PANEL} '/opt/brindle/bin/brindle-hmi --demo'`, QPA_ABORT, 134],
      ['prompt', 'qpa-eglfs', 'eglfs, zoals gisteren. of gewoon systemctl restart brindle-hmi, dan staat alles goed'],
      ['fail', 'scp-legacy', 'scp -r app/qml/components root@10.20.0.42:/opt/brindle/qml/', 'scp: Connection closed', 255],
      ['agent', 'scp-legacy', 'macOS scp uses the SFTP protocol by default; the panel (dropbear) has no sftp-server, so always scp -O'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-03-09T13:05:00Z',
    steps: [
      ['fail', 'deploy-path', `ssh ${PANEL} 'cp /tmp/brindle-hmi /usr/bin/brindle-hmi'`, "cp: can't create '/usr/bin/brindle-hmi': Read-only file system", 1],
      ['prompt', 'deploy-path', '/opt/brindle/bin. /usr is on the read-only squashfs'],
      ['fail', 'deploy-wrapper', `rsync -a --delete app/qml/ ${PANEL}:/opt/brindle/qml/`, RSYNC_NO_REMOTE(127, 'remote command not found'), 127],
      ['prompt', 'deploy-wrapper', 'scripts/deploy.sh --qml-only brindle-hmi.local'],
      ['fail', 'x:ssh-key-perms', `ssh -i ~/.ssh/brindle_panel ${PANEL} true`, `@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @
@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
Permissions 0644 for '/home/dev/.ssh/brindle_panel' are too open.
It is required that your private key files are NOT accessible by others.
This private key will be ignored.
Load key "/home/dev/.ssh/brindle_panel": bad permissions
root@brindle-hmi.local: Permission denied (publickey).`, 255],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-03-10T08:40:00Z',
    steps: [
      ['fail', 'unit-name', `ssh ${PANEL} systemctl status brindle`, 'Unit brindle.service could not be found.', 4],
      ['agent', 'unit-name', 'the systemd unit on the panel is brindle-hmi.service, not brindle.service'],
      ['prompt', 'daemon-reload', "after you copy brindle-hmi.service over you need systemctl daemon-reload, it's still running the old ExecStart"],
      ['fail', 'x:unit-start-failed', `ssh ${PANEL} systemctl restart brindle-hmi`, 'Job for brindle-hmi.service failed because the control process exited with error code.\nSee "systemctl status brindle-hmi.service" and "journalctl -xeu brindle-hmi.service" for details.', 1],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-03-16T10:10:00Z',
    steps: [
      ['fail', 'python3', 'python -m venv tests/rig/.venv', "Command 'python' not found, did you mean:\n  command 'python3' from deb python3\n  command 'python' from deb python-is-python3", 127],
      ['prompt', 'python3', "python3 -m venv. and no, we're not installing python-is-python3 on the build hosts"],
      ['fail', 'x:pip-offline', 'tests/rig/.venv/bin/pip install -r tests/rig/requirements.txt', `WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e4a90>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/pytest/
ERROR: Could not find a version that satisfies the requirement pytest==8.3.4 (from versions: none)
ERROR: No matching distribution found for pytest==8.3.4`, 1],
      ['prompt', 'pyserial', 'requirements.txt still says serial==0.0.97 — should be pyserial==3.5'],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-03-18T09:30:00Z',
    steps: [
      ['prompt', 'devtool', 'zmiany w recipe robisz przez devtool modify / devtool finish, a nie w tmp/work — to jest do wyrzucenia przy każdym buildzie'],
      ['agent', 'devtool', 'edited sources under build/tmp/work directly; those are lost on rebuild — use devtool modify <recipe>, then devtool finish into meta-brindle'],
      ['ok', "kas-container shell kas/brindle-hmi.yml -c 'devtool modify brindle-hmi'"],
      ['fail', 'x:qml-cache', "kas-container shell kas/brindle-hmi.yml -c 'bitbake brindle-hmi'", `ERROR: brindle-hmi-2.4.1+git-r0 do_compile: ExecutionError('/work/build/tmp/work/cortexa53-crypto-poky-linux/brindle-hmi/2.4.1+git/temp/run.do_compile.88231', 1, None, None)
| /work/build/workspace/sources/brindle-hmi/app/qml/AlarmBanner.qml:41:9: Cannot assign to non-existent property "easing"
| ninja: build stopped: subcommand failed.
| WARNING: exit code 1 from a shell command.
ERROR: Task (/work/build/workspace/recipes/brindle-hmi/brindle-hmi_git.bb:do_compile) failed with exit code '1'`, 1],
    ],
  },
  {
    machine: 'mac2', project: 'brindle', start: '2026-03-23T14:00:00Z',
    steps: [
      ['fail', 'ninja', 'make -C build-mac', "make: Entering directory `/Users/kai/brindle/build-mac'\nmake: *** No targets specified and no makefile found.  Stop.\nmake: Leaving directory `/Users/kai/brindle/build-mac'", 2],
      ['prompt', 'ninja', 'build-mac も Ninja だよ。make じゃなくて cmake --build build-mac で'],
      ['fail', 'mac-nproc', 'ninja -C build-mac -j $(nproc) all test', 'zsh: command not found: nproc\nninja: fatal: invalid -j parameter', 1],
      ['prompt', 'mac-nproc', 'そのnprocまた…　macでは sysctl -n hw.ncpu'],
      ['fail', 'qt-prefix', 'cmake --fresh -S app -B build-mac -G Ninja', QT6_MISSING(14, '6.7'), 1],
      ['agent', 'qt-prefix', 'on the macs Qt 6.7 is not on the default search path; configure with -DCMAKE_PREFIX_PATH=$HOME/Qt/6.7.2/macos'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-03-25T08:55:00Z',
    steps: [
      ['prompt', 'bmaptool', 'bmaptool!! dd of=/dev/sdb took out Marek\'s backup disk last year'],
      ['agent', 'bmaptool', 'flash SD cards with `bmaptool copy <image>.wic.zst /dev/sdX` (uses the .wic.bmap), never dd'],
      ['fail', 'x:bmap-missing-image', 'bmaptool copy build/tmp/deploy/images/brindle-imx8mp/brindle-image-hmi-brindle-imx8mp.rootfs.wic.zst /dev/sdb', "bmaptool: ERROR: cannot open image file 'build/tmp/deploy/images/brindle-imx8mp/brindle-image-hmi-brindle-imx8mp.rootfs.wic.zst': [Errno 2] No such file or directory: 'build/tmp/deploy/images/brindle-imx8mp/brindle-image-hmi-brindle-imx8mp.rootfs.wic.zst'", 1],
      ['ok', 'bmaptool copy build/tmp/deploy/images/brindle-imx8mp/brindle-image-hmi-brindle-imx8mp.rootfs.wic.gz /dev/sdb'],
      ['fail', 'host-key', `scp -O build-aarch64/src/brindle-hmi ${PANEL}:/opt/brindle/bin/`, `${HOSTKEY('/home/dev', 14)}\nlost connection`, 1],
      ['prompt', 'host-key', 'reflashed = new host key. ssh-keygen -R, same as last time'],
    ],
  },
  {
    machine: 'codex', project: 'brindle', start: '2026-04-01T10:20:00Z',
    steps: [
      ['fail', 'kas-shell', 'bitbake-layers show-layers', '/bin/bash: line 1: bitbake-layers: command not found', 127],
      ['prompt', 'kas-shell', 'kas-container shell first. nothing yocto runs on the bare host'],
      ['fail', 'podman', 'docker image prune -a -f', '/bin/bash: line 1: docker: command not found', 127],
      ['prompt', 'podman', 'podman image prune, nie docker. docker tu nie ma i nie będzie'],
      ['agent', 'cleanall', 'bitbake -c cleanall also deletes the DL_DIR downloads; to force a rebuild use -c cleansstate'],
      ['fail', 'board-grep', `ssh ${PANEL} "grep --perl-regexp 'E\\d{3}' /var/log/brindle/hmi.log"`, BUSYBOX_GREP("grep: unrecognized option '--perl-regexp'"), 1],
      ['agent', 'board-grep', 'the panel grep is BusyBox: no -P/--perl-regexp, use grep -E with [0-9] instead of \\d'],
      ['ok', `ssh ${PANEL} "grep -E 'E[0-9]{3}' /var/log/brindle/hmi.log"`],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-04-06T09:45:00Z',
    steps: [
      ['ok', `scp -O layers/meta-brindle/recipes-hmi/brindle-hmi/files/brindle-hmi.service ${PANEL}:/etc/systemd/system/`],
      ['prompt', 'daemon-reload', 'daemon-reload after you touch the unit — de waarschuwing stond er gewoon in'],
      ['agent', 'daemon-reload', 'after copying a changed unit file to the panel run `systemctl daemon-reload` before restarting it'],
      ['fail', 'host-tests', 'ctest --test-dir build-aarch64', `Test project /home/dev/brindle/build-aarch64
    Start 1: model_tests
1/3 Test #1: model_tests ......................***Exception: Exec format error  0.00 sec
    Start 2: alarm_tests
2/3 Test #2: alarm_tests ......................***Exception: Exec format error  0.00 sec
    Start 3: i18n_tests
3/3 Test #3: i18n_tests .......................***Exception: Exec format error  0.00 sec

0% tests passed, 3 tests failed out of 3`, 8],
      ['prompt', 'host-tests', 'build-host for ctest, like I said. the aarch64 binaries only run on the panel'],
    ],
  },
  {
    machine: 'linux', project: 'brindle', start: '2026-04-13T10:00:00Z',
    steps: [
      ['fail', 'sdk-env', 'cmake -S app -B build-aarch64-rel -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build-aarch64-rel && file build-aarch64-rel/src/brindle-hmi', `-- The CXX compiler identification is GNU 11.4.0
-- Detecting CXX compiler ABI info - done
CMake Error at CMakeLists.txt:14 (find_package):
  Could not find a configuration file for package "Qt6" that is compatible
  with requested version "6.7".

  The following configuration files were considered but not accepted:

    /usr/lib/x86_64-linux-gnu/cmake/Qt6/Qt6Config.cmake, version: 6.2.4

-- Configuring incomplete, errors occurred!`, 1],
      ['prompt', 'sdk-env', 'that picked the host gcc 11 and host Qt 6.2 — environment-setup zapomniałeś'],
      ['fail', 'deploy-path', `scripts/deploy.sh --dest /usr/lib/brindle brindle-hmi.local`, "deploy.sh: copying brindle-hmi → root@brindle-hmi.local:/usr/lib/brindle\nscp: /usr/lib/brindle/brindle-hmi: Read-only file system\ndeploy.sh: copy failed, restarting the old binary", 1],
      ['agent', 'deploy-path', 'the panel rootfs is read-only; the app and its files go under /opt/brindle (bin/, qml/), the default of scripts/deploy.sh'],
      ['prompt', 'board-ash', 'and the healthcheck you wrote uses [[ ]] and arrays — busybox ash chokes on that. plain sh please'],
    ],
  },
  {
    machine: 'mac', project: 'brindle', start: '2026-04-15T13:40:00Z',
    steps: [
      ['prompt', 'qpa-eglfs', 'QT_QPA_PLATFORM=eglfs when you start it by hand on the panel, there is no X'],
      ['fail', 'x:qml-lint', 'qmllint app/qml/SettingsPage.qml', `Warning: SettingsPage.qml:23:13: Unqualified access [unqualified]
            brightnessSlider.value = settings.brightness
            ^^^^^^^^^^^^^^^^
Error: SettingsPage.qml:71:1: Expected token \`}' [syntax]`, 1],
      ['ok', 'qmllint app/qml/SettingsPage.qml'],
    ],
  },
];
