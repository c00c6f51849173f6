// Half P of the evaluation corpus, written blind: "orbit", an embedded + tooling team. Rust firmware
// for an nRF52840 (thumbv7em-none-eabihf, probe-rs, cargo-embed/cargo-flash, defmt), a host CLI
// (orbitctl), a Python HIL harness (uv, pyserial), a Nix flake dev shell with direnv, just, CMake +
// Ninja for the vendor C SDK, clang-format via pre-commit, Ubuntu / Arch (fish) / macOS laptops,
// GitHub Actions on self-hosted runners, releases with cargo-release. English, German, Japanese,
// Swedish and Chinese.

const ELF = 'target/thumbv7em-none-eabihf/release/orbit-fw';

const PEP668_DEBIAN = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.
    
    If you wish to install a non-Debian-packaged Python package,
    create a virtual environment using python3 -m venv path/to/venv.
    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make
    sure you have python3-full installed.
    
    If you wish to install a non-Debian packaged application,
    it may be easiest to use pipx install xyz, which will manage a
    virtual environment for you. Make sure you have pipx installed.
    
    See /usr/share/doc/python3.12/README.venv for more information.

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const PEP668_BREW = `error: externally-managed-environment

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

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const E0463 = (triple, crate, tail = '') => `   Compiling nb v1.1.0
   Compiling ${crate} v0.7.7
error[E0463]: can't find crate for \`core\`
  |
  = note: the \`${triple}\` target may not be installed
  = help: consider downloading the target with \`rustup target add ${triple}\`

For more information about this error, try \`rustc --explain E0463\`.
error: could not compile \`${crate}\` (lib) due to 1 previous error
warning: build failed, waiting for other jobs to finish...${tail}`;

const OVERFLOW = (home, text, rodata) => `   Compiling orbit-fw v0.5.2 (${home}/orbit/firmware)
error: linking with \`rust-lld\` failed: exit status: 1
  |
  = note: LC_ALL="C" PATH="${home}/.rustup/toolchains/1.85.0-x86_64-unknown-linux-gnu/lib/rustlib/x86_64-unknown-linux-gnu/bin:..." VSLANG="1033" "rust-lld" "-flavor" "gnu" "/tmp/rustcQ3kXb1/symbols.o" ... "-Tlink.x" "-Tdefmt.x" "-Bdynamic" "-o" "${home}/orbit/target/thumbv7em-none-eabihf/debug/deps/orbit_fw-5e1c0a7d2b9f3e41"
  = note: rust-lld: error: section '.text' will not fit in region 'FLASH': overflowed by ${text} bytes
          rust-lld: error: section '.rodata' will not fit in region 'FLASH': overflowed by ${rodata} bytes
          rust-lld: error: section '.data' will not fit in region 'FLASH': overflowed by ${rodata + 96} bytes


error: could not compile \`orbit-fw\` (bin "orbit-fw") due to 1 previous error`;

const SERIAL_MISSING = (home, port) => `============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0
rootdir: ${home}/orbit/harness
configfile: pyproject.toml
collected 9 items

harness/tests/test_uart.py EEEEEEEEE                                     [100%]

==================================== ERRORS ====================================
___________________ ERROR at setup of test_echo[115200] ________________________
harness/conftest.py:31: in dut
    port = serial.Serial("${port}", 1_000_000, timeout=1)
.venv/lib/python3.12/site-packages/serial/serialutil.py:244: in __init__
    self.open()
.venv/lib/python3.12/site-packages/serial/serialposix.py:325: in open
    raise SerialException(msg.errno, "could not open port {}: {}".format(self._port, msg))
E   serial.serialutil.SerialException: [Errno 2] could not open port ${port}: [Errno 2] No such file or directory: '${port}'
=========================== short test summary info ============================
ERROR harness/tests/test_uart.py::test_echo[115200] - serial.serialutil.SerialException: [Errno 2] could not open port ${port}: [Errno 2] No such file or directory: '${port}'
============================== 9 errors in 0.31s ===============================`;

const MAKE_STOP_GNU = (target) => `make: *** No rule to make target '${target}'.  Stop.`;
const MAKE_STOP_MAC = (target) => `make: *** No rule to make target \`${target}'.  Stop.`;

const FISH_HEREDOC = (line, col) => `fish: Expected a string, but found a redirection\n${line}\n${' '.repeat(col)}^`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'orbit', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'just-tasks', 'make flash', MAKE_STOP_GNU('flash'), 2, 'Flash the firmware'],
      ['prompt', 'just-tasks', "there's no Makefile, it's a justfile → just flash"],
      ['ok', 'nix develop -c just flash'],
    ],
  },
  {
    machine: 'mac', project: 'orbit', start: '2026-09-01T13:10:00Z',
    steps: [
      ['fail', 'sha256sum-mac', 'sha256sum dist/orbitctl-aarch64-apple-darwin.tar.gz', '(eval):1: command not found: sha256sum', 127, 'Checksum the release archive'],
      ['prompt', 'sha256sum-mac', 'mac has no sha256sum, shasum -a 256'],
      ['ok', 'shasum -a 256 dist/orbitctl-aarch64-apple-darwin.tar.gz'],
      ['prompt', 'x:changelog', 'add the UART DMA fix to CHANGELOG.md under Unreleased'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-09-02T09:00:00Z',
    steps: [
      ['fail', 'uv-add', 'pip install pyserial', PEP668_DEBIAN, 1],
      ['prompt', 'uv-add', 'uv add pyserial. we never pip in the harness'],
      ['ok', 'cd harness && uv add pyserial'],
      ['fail', 'x:uv-network', 'cd harness && uv sync', "error: Failed to fetch: `https://pypi.org/simple/pyserial/`\n  Caused by: Request failed after 3 retries\n  Caused by: error sending request for url (https://pypi.org/simple/pyserial/)\n  Caused by: operation timed out", 2],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-09-02T14:00:00Z',
    steps: [
      ['fail', 'target-eabihf', 'cargo build --target thumbv7em-none-eabi --release', E0463('thumbv7em-none-eabi', 'cortex-m'), 101, 'Build the firmware'],
      ['prompt', 'target-eabihf', 'wrong triple, the nRF52840 is an M4F → thumbv7em-none-eabihf (hf!)'],
      ['fail', 'x:rustup-offline', 'rustup target add thumbv7em-none-eabihf', "info: downloading component 'rust-std' for 'thumbv7em-none-eabihf'\nerror: component download failed for rust-std-thumbv7em-none-eabihf: could not download file from 'https://static.rust-lang.org/dist/2025-02-20/rust-std-1.85.0-thumbv7em-none-eabihf.tar.xz' to '/home/dev/.rustup/downloads/5b1c6c9d7e0f.partial': failed to make network request: error sending request for url (https://static.rust-lang.org/dist/2025-02-20/rust-std-1.85.0-thumbv7em-none-eabihf.tar.xz): operation timed out", 1],
      ['fail', 'release-profile', 'cargo build --target thumbv7em-none-eabihf --features board-rev-c', OVERFLOW('/home/dev', 41232, 52016), 101],
      ['prompt', 'release-profile', "debug doesn't fit next to the softdevice, always --release"],
    ],
  },
  {
    machine: 'mac2', project: 'orbit', start: '2026-09-03T10:00:00Z',
    steps: [
      ['fail', 'probe-rs-run', `probe-run --chip nRF52840_xxAA ${ELF}`, '(eval):1: command not found: probe-run', 127, 'Run the firmware on the board'],
      ['prompt', 'probe-rs-run', 'probe-run is archived, we switched to probe-rs run ages ago'],
      ['fail', 'x:brew-probe-rs', 'brew install probe-rs', 'Warning: No available formula with the name "probe-rs". Did you mean probe-rs-tools?\n==> Searching for similarly named formulae and casks...\n==> Formulae\nprobe-rs-tools\n\nTo install probe-rs-tools, run:\n  brew install probe-rs-tools', 1],
      ['ok', `probe-rs run --chip nRF52840_xxAA ${ELF}`],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-09-03T15:00:00Z',
    steps: [
      ['fail', 'fish-heredoc', "cat > /tmp/pr-body.md <<'EOF'\n## UART DMA wrap fix\n\n- handle the ring buffer wrap in uarte_rx\nEOF", FISH_HEREDOC("cat > /tmp/pr-body.md <<'EOF'", 22), 127, 'Write the PR description'],
      ['prompt', 'fish-heredoc', "my shell's fish, heredocs don't exist. printf it or write the file with the edit tool"],
      ['fail', 'uv-run-harness', 'source harness/.venv/bin/activate && pytest harness/tests', "harness/.venv/bin/activate (line 40): Unsupported use of '='. In fish, please use 'set VIRTUAL_ENV \"/home/dev/orbit/harness/.venv\"'.\nVIRTUAL_ENV=\"/home/dev/orbit/harness/.venv\"\n^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^\nfrom sourcing file harness/.venv/bin/activate\nsource: Error while reading file 'harness/.venv/bin/activate'", 1],
      ['prompt', 'uv-run-harness', 'no activating venvs, esp. in fish. `uv run pytest`'],
      ['ok', 'cd harness; uv run pytest tests -m "not hil"'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-09-04T08:30:00Z',
    steps: [
      ['fail', 'branch-develop', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'branch-develop', "there's no main. develop is the integration branch"],
      ['ok', 'git switch develop && git pull --ff-only'],
      ['fail', 'x:cli-feature-missing', 'cargo build -p orbitctl --features serial-mock', "error: the package 'orbitctl' does not contain this feature: serial-mock", 101],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-09-04T13:30:00Z',
    steps: [
      ['fail', 'cmake-preset', 'cmake -S vendor/nrf-sdk -B build/sdk -G Ninja && ninja -C build/sdk', `-- The C compiler identification is GNU 13.3.0
-- The ASM compiler identification is GNU
-- Found assembler: /usr/bin/cc
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/cc - skipped
-- Configuring done (0.4s)
-- Generating done (0.0s)
-- Build files have been written to: /home/dev/orbit/build/sdk
[1/41] Building C object CMakeFiles/nrfx.dir/nrfx/drivers/src/nrfx_clock.c.o
FAILED: CMakeFiles/nrfx.dir/nrfx/drivers/src/nrfx_clock.c.o 
/usr/bin/cc -DNRF52840_XXAA -I/home/dev/orbit/vendor/nrf-sdk/nrfx -I/home/dev/orbit/vendor/nrf-sdk/nrfx/mdk -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 -Os -MD -MT CMakeFiles/nrfx.dir/nrfx/drivers/src/nrfx_clock.c.o -MF CMakeFiles/nrfx.dir/nrfx/drivers/src/nrfx_clock.c.o.d -o CMakeFiles/nrfx.dir/nrfx/drivers/src/nrfx_clock.c.o -c /home/dev/orbit/vendor/nrf-sdk/nrfx/drivers/src/nrfx_clock.c
cc: error: unrecognized command-line option '-mthumb'
cc: error: unrecognized command-line option '-mfloat-abi=hard'
cc: error: unrecognized command-line option '-mfpu=fpv4-sp-d16'
cc1: error: bad value 'cortex-m4' for '-mtune=' switch
ninja: build stopped: subcommand failed.`, 1, 'Build the vendor SDK'],
      ['prompt', 'cmake-preset', 'use the preset, it carries the toolchain file: cmake --preset sdk-arm'],
      ['ok', 'cmake --preset sdk-arm && cmake --build --preset sdk-arm'],
      ['fail', 'clang-format-pinned', 'clang-format -i sdk-glue/*.c sdk-glue/*.h', "/home/dev/orbit/.clang-format:31:1: error: unknown key 'InsertNewlineAtEOF'\nInsertNewlineAtEOF: true\n^~~~~~~~~~~~~~~~~~\nError reading /home/dev/orbit/.clang-format: Invalid argument", 1],
      ['prompt', 'clang-format-pinned', 'system clang-format is 14, too old. pre-commit run clang-format --all-files (pins 17)'],
    ],
  },
  {
    machine: 'mac', project: 'orbit', start: '2026-09-07T09:15:00Z',
    steps: [
      ['fail', 'stat-mac', 'stat -c %s target/thumbv7em-none-eabihf/release/orbit-fw.bin', 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]', 1, 'Check the image size'],
      ['prompt', 'stat-mac', 'bsd stat → stat -f %z'],
      ['fail', 'sed-i-mac', "sed -i 's/rev-b/rev-c/g' firmware/Embed.toml", 'sed: 1: "firmware/Embed.toml": invalid command code f', 1],
      ['prompt', 'sed-i-mac', "mac sed → sed -i '' ..."],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-09-07T14:20:00Z',
    steps: [
      ['fail', 'probe-jlink', `probe-rs run --chip nRF52840_xxAA ${ELF}`, 'Error: Failed to open probe\n\nCaused by:\n    More than a single probe detected. Use the --probe argument to select which probe to use.', 1, 'Run on the bench board'],
      ['prompt', 'probe-jlink', 'bench rig has the J-Link and the ST-Link for the old board. pass --probe 1366:1051'],
      ['ok', `probe-rs run --chip nRF52840_xxAA --probe 1366:1051 ${ELF}`],
      ['prompt', 'defmt-log', 'RUST_LOG does nothing on the target. DEFMT_LOG=debug and rebuild'],
    ],
  },
  {
    machine: 'mac', project: 'orbit', start: '2026-09-08T10:00:00Z',
    steps: [
      ['fail', 'python312', 'python3 -m venv .venv && .venv/bin/pip install -e harness', "Obtaining file:///Users/ana/orbit/harness\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\nERROR: Package 'orbit-harness' requires a different Python: 3.9.6 not in '>=3.12'", 1],
      ['prompt', 'python312', "harness is 3.12+ (tomllib etc). uv python pin 3.12, not apple's python"],
      ['fail', 'uv-run-harness', 'hatch run test:all', '(eval):1: command not found: hatch', 127],
      ['ok', 'git commit --no-verify -m "uart: fix dma wrap"'],
      ['prompt', 'no-verify', 'whoa — no --no-verify. fix what the hook complains about'],
      ['fail', 'x:clang-format-violation', 'pre-commit run --all-files', 'trim trailing whitespace.................................................Passed\nfix end of files.........................................................Passed\nclang-format.............................................................Failed\n- hook id: clang-format\n- files were modified by this hook\nrustfmt..................................................................Passed', 1],
      ['prompt', 'x:readme-ja', 'README の「ベンチのセットアップ」節を最新の手順に合わせて更新してください'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-09-08T15:00:00Z',
    steps: [
      ['fail', 'cargo-p-host', 'cargo test', `   Compiling orbit-proto v0.3.1 (/home/dev/orbit/proto)
   Compiling orbit-fw v0.5.2 (/home/dev/orbit/firmware)
error[E0152]: found duplicate lang item \`panic_impl\`
  |
  = note: the lang item is first defined in crate \`std\` (which \`test\` depends on)
  = note: first definition in \`std\` loaded from /home/dev/.rustup/toolchains/1.85.0-x86_64-unknown-linux-gnu/lib/rustlib/x86_64-unknown-linux-gnu/lib/libstd-8f1a2b3c4d5e6f70.rlib
  = note: second definition in \`panic_probe\` loaded from /home/dev/orbit/target/debug/deps/libpanic_probe-0a1b2c3d4e5f6789.rlib

For more information about this error, try \`rustc --explain E0152\`.
error: could not compile \`orbit-fw\` (bin "orbit-fw" test) due to 1 previous error`, 101],
      ['prompt', 'cargo-p-host', 'host tests: cargo test -p orbitctl -p orbit-proto. bare cargo test drags the firmware in'],
      ['ok', 'cargo test -p orbitctl -p orbit-proto'],
      ['fail', 'x:cargo-fmt-diff', 'cargo fmt --check -p orbitctl', 'Diff in /home/dev/orbit/cli/src/flash.rs:42:\n     let chip = args.chip.as_deref().unwrap_or(DEFAULT_CHIP);\n-    let probe = select_probe(&args.probe,\n-        timeout)?;\n+    let probe = select_probe(&args.probe, timeout)?;\n', 1],
      ['fail', 'chip-name', `probe-rs run --chip nRF52840_QIAA --probe 1366:1051 ${ELF}`, "Error: The requested chip 'nRF52840_QIAA' was not found in the list of known targets.", 1],
      ['prompt', 'chip-name', "chip name is nRF52840_xxAA — QIAA is the package marking, probe-rs doesn't know it"],
      ['fail', 'x:defmt-version', `probe-rs run --chip nRF52840_xxAA --probe 1366:1051 ${ELF}`, '      Erasing ✔ 100% [####################]  64.00 KiB @  56.12 KiB/s (took 1s)\n  Programming ✔ 100% [####################]  61.00 KiB @  38.41 KiB/s (took 2s)\nError: defmt wire format version mismatch: firmware is using 4, `probe-rs` supports 3\nsuggestion: `cargo install probe-rs-tools --force`', 1],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-09-09T09:30:00Z',
    steps: [
      ['fail', 'rustup-not-apt', 'cargo build -p orbitctl', "error: failed to parse manifest at `/home/dev/orbit/cli/Cargo.toml`\n\nCaused by:\n  feature `edition2024` is required\n\n  The package requires the Cargo feature called `edition2024`, but that feature is not stabilized in this version of Cargo (1.75.0).\n  Consider trying a newer version of Cargo (this may require the nightly release).\n  See https://doc.rust-lang.org/nightly/cargo/reference/unstable.html#edition-2024 for more information about the status of this feature.", 101, 'Build the host CLI'],
      ['prompt', 'rustup-not-apt', "that's /usr/bin/cargo from apt. we use rustup (rust-toolchain.toml pins 1.85), check `which cargo`"],
      ['fail', 'probe-udev', 'probe-rs info --chip nRF52840_xxAA --probe 1366:1051', 'Error: Failed to open the debug probe.\n\nCaused by:\n    0: The debug probe could not be created.\n    1: USB Communication Error\n    2: Access denied (insufficient permissions)', 1],
      ['fail', 'probe-udev', 'sudo probe-rs info --chip nRF52840_xxAA --probe 1366:1051', 'sudo: probe-rs: command not found', 1],
      ['prompt', 'probe-udev', 'NO sudo with probe-rs. install the udev rules: sudo cp tools/udev/69-probe-rs.rules /etc/udev/rules.d/ && sudo udevadm control --reload && sudo udevadm trigger'],
      ['fail', 'nix-develop', "nix-shell --run 'just build'", "error: getting status of '/home/dev/orbit/default.nix': No such file or directory", 1],
      ['prompt', 'nix-develop', 'we have a flake. nix develop, or let direnv load it'],
      ['fail', 'x:direnv-blocked', 'direnv exec . just build', 'direnv: error /home/dev/orbit/.envrc is blocked. Run `direnv allow` to approve its content', 1],
      ['prompt', 'x:commit-english', 'commit messages in English please, even when we chat in German'],
    ],
  },
  {
    machine: 'mac2', project: 'orbit', start: '2026-09-10T09:00:00Z',
    steps: [
      ['fail', 'just-tasks', 'make test', MAKE_STOP_MAC('test'), 2],
      ['prompt', 'just-tasks', 'just. always just. `just --list` shows the recipes'],
      ['fail', 'just-hil', 'just test-hw', 'error: Justfile does not contain recipe `test-hw`.', 1],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-09-15T09:00:00Z',
    steps: [
      ['fail', 'serial-port', 'cd harness && uv run pytest tests/test_uart.py -m hil', SERIAL_MISSING('/home/dev', '/dev/ttyACM0'), 1, 'Run the UART HIL tests'],
      ['prompt', 'serial-port', 'ttyACMx numbering moves around when the J-Link re-enumerates; the harness reads ORBIT_PORT (/dev/orbit-dut from the udev rule)'],
      ['fail', 'x:hil-assert', 'just hil', "tests/hil/test_uart.py::test_echo_1mbaud FAILED                          [ 91%]\n\n=================================== FAILURES ===================================\n___________________________ test_echo_1mbaud __________________________________\n\n    def test_echo_1mbaud(dut):\n        dut.write(b'echo\\r\\n')\n>       assert dut.read_until(b'> ') == b'orbit> '\nE       AssertionError: assert b'orbit>' == b'orbit> '\n\ntests/hil/test_uart.py:58: AssertionError\n=========================== short test summary info ============================\nFAILED tests/hil/test_uart.py::test_echo_1mbaud - AssertionError: assert b'orbit>' == b'orbit> '\n========================= 1 failed, 23 passed in 41.22s =========================\nerror: Recipe `hil` failed on line 34 with exit code 1", 1],
      ['fail', 'clang-format-pinned', 'clang-format --dry-run -Werror sdk-glue/board.c', "/home/dev/orbit/.clang-format:18:1: error: unknown key 'AlignConsecutiveShortCaseStatements'\nAlignConsecutiveShortCaseStatements:\n^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nError reading /home/dev/orbit/.clang-format: Invalid argument", 1],
      ['prompt', 'clang-format-pinned', 'clang-format は pre-commit 経由で（v17 固定）。システムの clang-format は古いので使わない'],
      ['fail', 'x:cmake-missing-header', 'cmake --build --preset sdk-arm', '[12/41] Building C object CMakeFiles/sdk_glue.dir/sdk-glue/board.c.obj\nFAILED: CMakeFiles/sdk_glue.dir/sdk-glue/board.c.obj \n/nix/store/0k3v8m2q-gcc-arm-embedded-13.3.rel1/bin/arm-none-eabi-gcc -DNRF52840_XXAA -I/home/dev/orbit/sdk-glue -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 -Os -c /home/dev/orbit/sdk-glue/board.c\n/home/dev/orbit/sdk-glue/board.c:3:10: fatal error: nrf_gpio.h: No such file or directory\n    3 | #include "nrf_gpio.h"\n      |          ^~~~~~~~~~~~\ncompilation terminated.\nninja: build stopped: subcommand failed.', 1],
      ['prompt', 'x:harness-timeout-de', 'Kannst du in der Harness für serial.read() einen Timeout von 5 s einbauen?'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-09-16T10:30:00Z',
    steps: [
      ['fail', 'feature-rev-c', 'cargo build --release --features rev-c', "error: the package 'orbit-fw' does not contain this feature: rev-c", 101],
      ['prompt', 'feature-rev-c', 'bench boards are all rev C now: --features board-rev-c'],
      ['fail', 'x:float-abi', 'cargo build --release --features board-rev-c,sdk-radio', `   Compiling orbit-fw v0.5.2 (/home/dev/orbit/firmware)
error: linking with \`rust-lld\` failed: exit status: 1
  |
  = note: "rust-lld" "-flavor" "gnu" ... "-L" "/home/dev/orbit/build/sdk-soft" "-lradio" "-Tlink.x" "-Tdefmt.x"
  = note: rust-lld: error: /home/dev/orbit/target/thumbv7em-none-eabihf/release/deps/orbit_fw-3c1d9e2f.orbit_fw.a1b2c3-cgu.0.rcgu.o uses VFP register arguments, /home/dev/orbit/build/sdk-soft/libradio.a(radio.c.obj) does not


error: could not compile \`orbit-fw\` (bin "orbit-fw") due to 1 previous error`, 101],
      ['fail', 'runner-label', 'actionlint .github/workflows/hil.yml', '.github/workflows/hil.yml:12:14: label "hil" is unknown. available labels are "windows-latest", "windows-latest-8-cores", "windows-2025", "windows-2022", "ubuntu-latest", "ubuntu-latest-4-cores", "ubuntu-latest-8-cores", "ubuntu-24.04", "ubuntu-22.04", "macos-latest", "macos-15", "macos-14", "self-hosted", "x64", "arm", "arm64", "linux", "macos", "windows". if it is a custom label for self-hosted runner, set list of labels in actionlint.yaml config file [runner-label]\n   |\n12 |     runs-on: hil\n   |              ^~~', 1],
      ['prompt', 'runner-label', 'HIL jobs: runs-on: [self-hosted, linux, orbit-hil]. the hosted runners have no hardware'],
      ['fail', 'x:actionlint-shellcheck', 'actionlint .github/workflows/release.yml', '.github/workflows/release.yml:41:9: shellcheck reported issue in this script: SC2086:info:2:18: Double quote to prevent globbing and word splitting [shellcheck]\n   |\n41 |         run: |\n   |         ^~~~', 1],
    ],
  },
  {
    machine: 'mac2', project: 'orbit', start: '2026-09-17T09:40:00Z',
    steps: [
      ['fail', 'find-printf-mac', "find target -name '*.elf' -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf-mac', "bsd find doesnt do -printf. -exec stat -f '%z %N' {} +"],
      ['fail', 'x:stat-nofile', 'stat -f %z target/thumbv7em-none-eabihf/release/orbit-fw.bin', 'stat: target/thumbv7em-none-eabihf/release/orbit-fw.bin: stat: No such file or directory', 1],
      ['fail', 'uv-add', 'pip3 install pytest-timeout', PEP668_BREW, 1],
      ['prompt', 'uv-add', 'deps go in pyproject via uv add --dev, uv.lock is the lockfile'],
      ['fail', 'x:pytest-fixture', 'cd harness && uv run pytest tests/test_proto.py', "==================================== ERRORS ====================================\n_________________ ERROR at setup of test_frame_roundtrip[crc16] _________________\nfile /Users/kai/orbit/harness/tests/test_proto.py, line 14\n  def test_frame_roundtrip(dut_port, codec):\nE       fixture 'dut_port' not found\n>       available fixtures: cache, capfd, capfdbinary, caplog, capsys, capsysbinary, codec, dut, doctest_namespace, monkeypatch, pytestconfig, record_property, record_testsuite_property, record_xml_attribute, recwarn, tmp_path, tmp_path_factory, tmpdir, tmpdir_factory\n>       use 'pytest --fixtures [testpath]' for help on them.\n\n/Users/kai/orbit/harness/tests/test_proto.py:14\n=========================== short test summary info ============================\nERROR tests/test_proto.py::test_frame_roundtrip[crc16]\n=============================== 1 error in 0.08s ===============================", 1],
    ],
  },
  {
    machine: 'ci', project: 'orbit', start: '2026-09-18T06:00:00Z',
    steps: [
      ['fail', 'nix-develop', 'just ci', '/bin/sh: 1: just: not found', 127],
      ['ok', 'nix develop -c just ci'],
      ['fail', 'x:ci-disk-full', 'nix develop -c cargo build --release --features board-rev-c', "   Compiling embassy-nrf v0.3.1\nLLVM ERROR: IO failure on output stream: No space left on device\nerror: could not compile `embassy-nrf` (lib)\n\nCaused by:\n  process didn't exit successfully: `/root/.rustup/toolchains/1.85.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name embassy_nrf ...` (signal: 6, SIGABRT: process abort signal)", 101],
    ],
  },
  {
    machine: 'mac', project: 'orbit', start: '2026-09-22T10:00:00Z',
    steps: [
      ['fail', 'branch-develop', 'git fetch origin && git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'branch-develop', 'origin/develop, same as last week'],
      ['fail', 'x:rebase-conflict', 'git rebase origin/develop', 'Auto-merging firmware/src/radio.rs\nCONFLICT (content): Merge conflict in firmware/src/radio.rs\nerror: could not apply 3f2a9c1... radio: retune TX power table for rev C\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply 3f2a9c1... radio: retune TX power table for rev C', 1],
      ['fail', 'x:non-ff-push', 'git push origin fix/uart-dma', "To github.com:orbit-labs/orbit.git\n ! [rejected]        fix/uart-dma -> fix/uart-dma (non-fast-forward)\nerror: failed to push some refs to 'github.com:orbit-labs/orbit.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-09-23T14:00:00Z',
    steps: [
      ['fail', 'probe-rs-run', `probe-run --chip nRF52840_xxAA ${ELF}`, `fish: Unknown command: probe-run\nprobe-run --chip nRF52840_xxAA ${ELF}\n^~~~~~~~^`, 127],
      ['prompt', 'probe-rs-run', 'probe-run gibt es bei uns nicht mehr – probe-rs run nehmen'],
      ['fail', 'probe-udev', `probe-rs run --chip nRF52840_xxAA --probe 1366:1051 ${ELF}`, ' WARN probe_rs::probe::list: Could not open 1366:1051:000683456789: Access denied (insufficient permissions)\nError: Failed to open probe\n\nCaused by:\n    Access denied (insufficient permissions)', 1],
      ['prompt', 'probe-udev', 'udev rules, not root. on arch the rule uses TAG+="uaccess", no group needed'],
      ['fail', 'fish-heredoc', "git commit -F- <<EOF\nharness: read ORBIT_PORT\nEOF", FISH_HEREDOC('git commit -F- <<EOF', 15), 127],
      ['prompt', 'fish-heredoc', 'fish again — no <<EOF. git commit -m twice works'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-09-24T09:00:00Z',
    steps: [
      ['fail', 'tag-prefix', 'git checkout v0.5.2', "error: pathspec 'v0.5.2' did not match any file(s) known to git", 1],
      ['prompt', 'tag-prefix', "tags are per crate: fw-v0.5.2, cli-v1.3.0 (git tag -l 'fw-v*')"],
      ['fail', 'cargo-release', 'cargo publish -p orbitctl', 'error: `orbitctl` cannot be published.\n`package.publish` must be set to `true` or a non-empty list in Cargo.toml to publish.', 101],
      ['prompt', 'cargo-release', 'nothing goes to crates.io. releases = cargo release minor --execute from develop, it bumps, tags and pushes'],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-09-28T09:00:00Z',
    steps: [
      ['ok', 'cargo build --release --features board-rev-b'],
      ['prompt', 'feature-rev-c', 'AGAIN rev-b?? the rev B boards are in the drawer. board-rev-c'],
      ['fail', 'chip-name', 'cargo flash --chip nrf52 --probe 1366:1051 --release --features board-rev-c', "    Finished `release` profile [optimized + debuginfo] target(s) in 0.19s\nError: Found multiple chips matching 'nrf52', unable to select a single chip. (nRF52805_xxAA, nRF52810_xxAA, nRF52811_xxAA, nRF52820_xxAA, nRF52832_xxAA, nRF52832_xxAB, nRF52833_xxAA, nRF52840_xxAA)", 1],
      ['prompt', 'chip-name', "always --chip nRF52840_xxAA, it's in Embed.toml, copy it from there"],
      ['prompt', 'no-erase', 'STOPP. ingen chip erase på rev C-korten – kalibreringen ligger i UICR'],
      ['agent', 'no-erase', 'Do not run `probe-rs erase` or `--chip-erase`/`--allow-erase-all` on rev-C bench boards: UICR holds the factory calibration; flash normally (sector erase) only.'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-09-29T13:00:00Z',
    steps: [
      ['fail', 'rustup-not-apt', 'cargo build --release --features board-rev-c', 'error: package `embassy-executor v0.7.0` cannot be built because it requires rustc 1.83 or newer, while the currently active rustc version is 1.75.0\nEither upgrade to rustc 1.83 or newer, or use\ncargo update embassy-executor@0.7.0 --precise ver\nwhere `ver` is the latest version of `embassy-executor` supporting rustc 1.75.0', 101],
      ['agent', 'rustup-not-apt', "On the Ubuntu boxes /usr/bin/cargo is apt's 1.75; use rustup's toolchain (rust-toolchain.toml pins 1.85), never apt-installed rustc/cargo."],
      ['fail', 'probe-jlink', 'cargo embed --release --features board-rev-c', '    Finished `release` profile [optimized + debuginfo] target(s) in 0.22s\n      Config default\n      Target /home/dev/orbit/target/thumbv7em-none-eabihf/release/orbit-fw\n       Error More than a single probe detected. Use the --probe argument to select which probe to use.\n\n  1366:1051:000683456789 -- J-Link (J-Link)\n  0483:374e:0029001A3137510D39383538 -- STLINK-V3 (ST-LINK)', 1],
      ['prompt', 'probe-jlink', '台架上插了两个探针，要加 --probe 1366:1051（J-Link）'],
      ['agent', 'probe-jlink', 'The bench rig has two probes attached; always pass `--probe 1366:1051` (the J-Link) to probe-rs, cargo embed and cargo flash.'],
    ],
  },
  {
    machine: 'mac', project: 'orbit', start: '2026-09-30T09:30:00Z',
    steps: [
      ['fail', 'sha256sum-mac', 'sha256sum -c SHA256SUMS', 'zsh: command not found: sha256sum', 127],
      ['agent', 'sha256sum-mac', 'macOS lacks GNU sha256sum; use `shasum -a 256` (and `shasum -a 256 -c SHA256SUMS` to verify).'],
      ['fail', 'x:sha256-mismatch', 'shasum -a 256 -c SHA256SUMS', 'orbitctl-aarch64-apple-darwin.tar.gz: FAILED\nshasum: WARNING: 1 computed checksum did NOT match', 1],
      ['prompt', 'x:zh-help', '帮我把 orbitctl flash 的 --help 说明写清楚一点'],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-10-01T10:00:00Z',
    steps: [
      ['fail', 'x:dialout', 'just hil', "E   serial.serialutil.SerialException: [Errno 13] could not open port /dev/orbit-dut: [Errno 13] Permission denied: '/dev/orbit-dut'\n=========================== short test summary info ============================\nERROR tests/hil/test_uart.py::test_echo_115200 - serial.serialutil.SerialException: [Errno 13] could not open port /dev/orbit-dut: [Errno 13] Permission denied: '/dev/orbit-dut'\n============================== 24 errors in 0.44s ==============================\nerror: Recipe `hil` failed on line 34 with exit code 1", 1],
      ['fail', 'just-hil', 'just hil-test rev-c', 'error: Justfile does not contain recipe `hil-test`.\nDid you mean `hil`?', 1],
      ['prompt', 'just-hil', 'nope, `just hil`'],
      ['prompt', 'defmt-log', "still no debug lines? it's DEFMT_LOG, compile time — RUST_LOG is only for orbitctl"],
    ],
  },
  {
    machine: 'mac', project: 'orbit', start: '2026-10-02T09:00:00Z',
    steps: [
      ['fail', 'cmake-preset', 'cmake -B build vendor/nrf-sdk -DCMAKE_BUILD_TYPE=MinSizeRel && cmake --build build', `-- The C compiler identification is AppleClang 16.0.0.16000026
-- The ASM compiler identification is AppleClang
-- Found assembler: /Library/Developer/CommandLineTools/usr/bin/cc
-- Configuring done (0.6s)
-- Generating done (0.0s)
-- Build files have been written to: /Users/ana/orbit/build
[  2%] Building C object CMakeFiles/nrfx.dir/nrfx/drivers/src/nrfx_clock.c.o
clang: error: unsupported option '-mfloat-abi=' for target 'arm64-apple-darwin24.1.0'
clang: error: unsupported option '-mfpu=' for target 'arm64-apple-darwin24.1.0'
clang: error: unsupported argument 'cortex-m4' to option '-mcpu=' for target 'arm64-apple-darwin24.1.0'
make[2]: *** [CMakeFiles/nrfx.dir/nrfx/drivers/src/nrfx_clock.c.o] Error 1
make[1]: *** [CMakeFiles/nrfx.dir/all] Error 2
make: *** [all] Error 2`, 2],
      ['prompt', 'cmake-preset', 'Bitte immer mit Preset konfigurieren: cmake --preset sdk-arm && cmake --build --preset sdk-arm'],
      ['agent', 'cmake-preset', 'Configure the vendor SDK with `cmake --preset sdk-arm` (it sets the arm-none-eabi toolchain file and Ninja); plain `cmake -B build` picks the host compiler.'],
      ['fail', 'nix-develop', 'nix shell', "error: flake 'git+file:///Users/ana/orbit' does not provide attribute 'packages.aarch64-darwin.default' or 'defaultPackage.aarch64-darwin'", 1],
      ['prompt', 'nix-develop', 'nix shell ≠ nix develop. the flake only has devShells'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-10-05T09:00:00Z',
    steps: [
      ['fail', 'target-eabihf', 'cargo flash --chip nRF52840_xxAA --probe 1366:1051 --release --features board-rev-c --target thumbv7em-none-eabi', E0463('thumbv7em-none-eabi', 'defmt', '\nError: Failed to run cargo build: exit code = Some(101).'), 1],
      ['prompt', 'target-eabihf', 'fel target igen – det ska vara thumbv7em-none-eabihf, och .cargo/config.toml sätter den redan'],
      ['agent', 'target-eabihf', 'Firmware target is thumbv7em-none-eabihf (nRF52840, Cortex-M4F hard float), already set in .cargo/config.toml; never pass thumbv7em-none-eabi or thumbv7m-none-eabi.'],
      ['fail', 'x:approtect', `probe-rs run --chip nRF52840_xxAA --probe 1366:1051 ${ELF}`, 'Error: Connecting to the chip was unsuccessful.\n\nCaused by:\n    0: An ARM specific error occurred.\n    1: The chip is locked (APPROTECT) and requires a mass erase (--allow-erase-all) to unlock.', 1],
      ['prompt', 'x:develop-protection', 'can you draft the branch protection settings for develop — 1 review, linear history?'],
    ],
  },
  {
    machine: 'mac2', project: 'orbit', start: '2026-10-06T10:00:00Z',
    steps: [
      ['fail', 'stat-mac', 'stat --format=%s build/sdk/libnrfx.a', 'stat: illegal option -- -\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]', 1],
      ['prompt', 'stat-mac', 'mac 上的 stat 没有 -c/--format，用 stat -f %z'],
      ['fail', 'sed-i-mac', "sed -i 's/rev-b/rev-c/' docs/bench.md", 'sed: 1: "docs/bench.md": extra characters at the end of d command', 1],
      ['prompt', 'sed-i-mac', "macOS-sed braucht -i '' – oder gsed aus der Nix-Shell"],
      ['fail', 'find-printf-mac', "find . -maxdepth 3 -name Cargo.toml -printf '%h\\n'", 'find: -printf: unknown primary or operator', 1],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-10-07T13:00:00Z',
    steps: [
      ['fail', 'serial-port', 'cd harness && uv run python -m harness.console --port /dev/ttyACM1', "Traceback (most recent call last):\n  File \"/home/dev/orbit/harness/.venv/lib/python3.12/site-packages/serial/serialposix.py\", line 322, in open\n    self.fd = os.open(self.portstr, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)\n              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\nFileNotFoundError: [Errno 2] No such file or directory: '/dev/ttyACM1'\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File \"/home/dev/orbit/harness/harness/console.py\", line 18, in main\n    port = serial.Serial(args.port, 1_000_000)\nserial.serialutil.SerialException: [Errno 2] could not open port /dev/ttyACM1: [Errno 2] No such file or directory: '/dev/ttyACM1'", 1],
      ['agent', 'serial-port', 'The DUT serial port comes from $ORBIT_PORT (udev symlink /dev/orbit-dut); never hardcode /dev/ttyACM* or /dev/cu.usbmodem*.'],
      ['prompt', 'x:sv-recipe', 'kan du lägga till ett just-recept som kör clang-format på sdk-glue?'],
      ['fail', 'release-profile', 'cargo run --features board-rev-c', OVERFLOW('/home/dev', 38904, 47780), 101],
      ['prompt', 'release-profile', '--release. the dev profile is for host unit tests only'],
      ['fail', 'x:release-overflow', 'cargo build --release --features board-rev-c', "   Compiling orbit-fw v0.5.3 (/home/dev/orbit/firmware)\nerror: linking with `rust-lld` failed: exit status: 1\n  |\n  = note: rust-lld: error: section '.rodata' will not fit in region 'FLASH': overflowed by 2304 bytes\n\nerror: could not compile `orbit-fw` (bin \"orbit-fw\") due to 1 previous error", 101],
      ['prompt', 'x:just-size-recipe', 'add a `just size` recipe that prints .text/.rodata of the release ELF'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-10-08T09:30:00Z',
    steps: [
      ['fail', 'python312', 'cd harness && uv run --python python3 pytest -m "not hil"', "error: The requested interpreter resolved to Python 3.10.12, which is incompatible with the project's Python requirement: `>=3.12`", 2],
      ['prompt', 'python312', 'Python 3.12, nicht das System-Python. uv run ohne --python, .python-version regelt das'],
      ['fail', 'x:cargo-release-dirty', 'cargo release patch --execute', 'error: uncommitted changes detected, please resolve before release:\n  firmware/CHANGELOG.md', 101],
      ['prompt', 'runner-label', 'HIL-jobben måste köras på vår egen runner: runs-on: [self-hosted, linux, orbit-hil]'],
      ['agent', 'runner-label', 'HIL workflow jobs run on the self-hosted rig: `runs-on: [self-hosted, linux, orbit-hil]`, never ubuntu-latest.'],
      ['fail', 'x:probe-not-found', `probe-rs run --chip nRF52840_xxAA --probe 1366:1051 ${ELF}`, 'Error: Failed to open probe\n\nCaused by:\n    Probe was not found.', 1],
      ['fail', 'tag-prefix', 'git log --oneline v0.5.2..HEAD', "fatal: ambiguous argument 'v0.5.2..HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['prompt', 'tag-prefix', 'fw-v0.5.2. tag names carry the crate prefix'],
    ],
  },
  {
    machine: 'mac', project: 'orbit', start: '2026-10-09T14:00:00Z',
    steps: [
      ['fail', 'cargo-p-host', 'cargo clippy --all-targets -- -D warnings', "    Checking orbit-proto v0.3.1 (/Users/ana/orbit/proto)\n    Checking orbit-fw v0.5.3 (/Users/ana/orbit/firmware)\nerror: language item required, but not found: `eh_personality`\n  |\n  = note: this can occur when a binary crate with `#![no_std]` is compiled for a target where `eh_personality` is defined in the standard library\n  = help: you may be able to compile for a target that doesn't need `eh_personality`, specify a target with `--target` or in `.cargo/config`\n\nerror: could not compile `orbit-fw` (bin \"orbit-fw\") due to 1 previous error", 101],
      ['prompt', 'cargo-p-host', '在根目录跑会把固件也编进去，要加 -p orbitctl -p orbit-proto'],
      ['ok', 'git commit -n -m "cli: clippy fixes"'],
      ['prompt', 'no-verify', 'again -n on git commit?? hooks run. always.'],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-10-14T09:00:00Z',
    steps: [
      ['fail', 'uv-run-harness', 'pytest harness/tests -k crc', '/bin/bash: line 1: pytest: command not found', 127],
      ['prompt', 'uv-run-harness', 'nope, uv run'],
      ['ok', 'cd harness && uv pip install crcmod'],
      ['prompt', 'uv-add', 'uv pip install ではなく uv add で。uv.lock に残らないので'],
    ],
  },
  {
    machine: 'mac2', project: 'orbit', start: '2026-10-15T10:00:00Z',
    steps: [
      ['fail', 'feature-rev-c', 'cargo build --release', "   Compiling orbit-fw v0.5.3 (/Users/kai/orbit/firmware)\nerror: select exactly one board: enable the `board-rev-b` or `board-rev-c` feature\n  --> firmware/src/board/mod.rs:11:1\n   |\n11 | compile_error!(\"select exactly one board: enable the `board-rev-b` or `board-rev-c` feature\");\n   | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n\nerror: could not compile `orbit-fw` (bin \"orbit-fw\") due to 1 previous error", 101],
      ['prompt', 'feature-rev-c', 'board-rev-c, as always'],
      ['fail', 'just-tasks', 'make size', MAKE_STOP_MAC('size'), 2],
      ['prompt', 'just-tasks', 'vi kör just här, inte make – `just size` finns redan'],
    ],
  },
  {
    machine: 'codex', project: 'orbit', start: '2026-10-16T09:00:00Z',
    steps: [
      ['fail', 'branch-develop', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'branch-develop', 'PRs target develop!!'],
      ['ok', 'gh pr create --base develop --fill'],
      ['fail', 'x:nix-hash-mismatch', 'nix develop -c just build', "error: hash mismatch in fixed-output derivation '/nix/store/4q0r7c2m1n8x9v6b5z3k2j1h0g9f8d7s-probe-rs-tools-0.27.0-vendor.tar.gz.drv':\n         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n            got:    sha256-9mWvT2m3LxQe8fJ3r6cK1qYp0sHh4Zb7nDgVxUa5oE0=\nerror: 1 dependencies of derivation '/nix/store/x1c9v8b7n6m5l4k3j2h1g0f9d8s7a6p5-nix-shell-env.drv' failed to build", 1],
    ],
  },
  {
    machine: 'linux', project: 'orbit', start: '2026-10-19T08:30:00Z',
    steps: [
      ['fail', 'probe-rs-run', 'cargo run --release --features board-rev-c', `    Finished \`release\` profile [optimized + debuginfo] target(s) in 0.24s
     Running \`probe-run --chip nRF52840_xxAA ${ELF}\`
error: could not execute process \`probe-run --chip nRF52840_xxAA ${ELF}\` (never executed)

Caused by:
  No such file or directory (os error 2)`, 101, 'Run on the board (old release branch)'],
      ['prompt', 'no-erase', 'never probe-rs erase on the bench boards. normal flashing only, UICR has the factory cal'],
      ['ok', 'git commit --no-verify -m "harness: 5 s read timeout"'],
      ['prompt', 'no-verify', 'Bitte niemals --no-verify, die Hooks sind Pflicht. Lieber den Fehler fixen'],
      ['agent', 'no-verify', 'Never commit with `--no-verify`/`-n`; fix whatever the pre-commit hook reports instead.'],
    ],
  },
  {
    machine: 'mac', project: 'orbit', start: '2026-10-20T13:00:00Z',
    steps: [
      ['ok', `sed -i '' 's/^version = "0.5.3"/version = "0.5.4"/' firmware/Cargo.toml`],
      ['prompt', 'cargo-release', 'リリースは cargo release で。Cargo.toml のバージョンを手で上げないでください'],
      ['agent', 'cargo-release', 'Releases are cut with `cargo release <level> --execute` (bumps, tags fw-v*/cli-v*, pushes); never bump Cargo.toml versions, tag or publish by hand.'],
      ['prompt', 'defmt-log', 'ファームのログレベルは DEFMT_LOG で指定します（RUST_LOG ではなく）。変えたらリビルドが必要です'],
      ['agent', 'defmt-log', 'Firmware log level is set at compile time with DEFMT_LOG (e.g. DEFMT_LOG=debug, then rebuild); RUST_LOG only affects the host CLI.'],
    ],
  },
];
