// Half ZF of the evaluation corpus, written blind: "lumenbox", an IoT company. Zephyr RTOS firmware
// for nRF52/nRF91 (nRF Connect SDK v2.9, west, CMake, Ninja, sysbuild with MCUboot, a Python venv at
// firmware/.venv for the west tooling, a custom board lumen_tracker), flashed with nrfutil; an MQTT
// backend in TypeScript (Node 20, pnpm 9 workspaces @lumenbox/*, Fastify, vitest); Mosquitto and
// TimescaleDB in docker compose behind a profile; a Helm chart on a k3s staging cluster; GitHub
// with develop as the integration branch; CI in an Alpine image (ash, busybox).
// Platforms: Ubuntu (bash), macOS (zsh, BSD tools), Windows with WSL2 (Ubuntu, bash), CI (ash).
// Agents: Claude Code and Codex. The team writes English, German, Chinese and Korean.

// ---------------------------------------------------------------- firmware: west, CMake, Kconfig

const PY = (home) => `-- Found Python3: ${home}/lumenbox/firmware/.venv/bin/python3 (found suitable version "3.12.3", minimum required is "3.8") found components: Interpreter`;
const CACHE = (home) => (home.startsWith('/Users') ? `${home}/Library/Caches/zephyr` : `${home}/.cache/zephyr`);
const CMAKE = (home) => (home.startsWith('/Users') ? '/opt/homebrew/bin/cmake' : '/usr/bin/cmake');
const WEST_PRE = (home) => `-- west build: generating a build system
Loading Zephyr module(s) (Zephyr base): sysbuild_default
${PY(home)}
-- Cache files will be written to: ${CACHE(home)}
-- Found west (found suitable version "1.3.0", minimum required is "0.14.0")`;
const CONFIGURE_FAILED = (home, build, board, app) => `-- Configuring incomplete, errors occurred!
FATAL ERROR: command exited with status 1: ${CMAKE(home)} -DWEST_PYTHON=${home}/lumenbox/firmware/.venv/bin/python3 -B${home}/lumenbox/${build} -GNinja -DBOARD=${board} -S${home}/ncs/zephyr/share/sysbuild -DAPP_DIR:PATH=${home}/lumenbox/firmware/apps/${app}`;

const BOARD_NOT_FOUND = (home, board) => `${WEST_PRE(home)}
No board named '${board}' found.

Please choose one of the following boards:

lumenbox
  lumen_gateway
  lumen_tracker
nordic
  nrf52840dk
  nrf52dk
  nrf9151dk
  nrf9160dk
  nrf9161dk
  thingy91x

CMake Error at ${home}/ncs/zephyr/cmake/modules/boards.cmake:213 (message):
  Invalid BOARD; see above.
Call Stack (most recent call first):
  ${home}/ncs/zephyr/cmake/modules/zephyr_default.cmake:133 (include)
  ${home}/ncs/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:66 (include)
  ${home}/ncs/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:92 (include_boundary)
  ${home}/ncs/zephyr/share/sysbuild/CMakeLists.txt:10 (find_package)


${CONFIGURE_FAILED(home, 'build', board, 'tracker')}`;

const BOARD_QUALIFIERS = (home) => `${WEST_PRE(home)}
CMake Error at ${home}/ncs/zephyr/cmake/modules/boards.cmake:247 (message):
  Board qualifiers \`\` for board \`lumen_tracker\` not found.  Please specify a
  valid board target.

  Valid board targets for lumen_tracker are:

  lumen_tracker/nrf9151

  lumen_tracker/nrf9151/ns

Call Stack (most recent call first):
  ${home}/ncs/zephyr/cmake/modules/zephyr_default.cmake:133 (include)
  ${home}/ncs/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:66 (include)
  ${home}/ncs/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:92 (include_boundary)
  ${home}/ncs/zephyr/share/sysbuild/CMakeLists.txt:10 (find_package)


${CONFIGURE_FAILED(home, 'build/tracker', 'lumen_tracker', 'tracker')}`;

const SDK_TOO_OLD = (home) => `${WEST_PRE(home)}
-- Board: lumen_tracker, qualifiers: nrf9151/ns
CMake Error at ${home}/ncs/zephyr/cmake/modules/FindZephyr-sdk.cmake:109 (find_package):
  Could not find a configuration file for package "Zephyr-sdk" that is
  compatible with requested version "0.17".

  The following configuration files were considered but not accepted:

    ${home}/zephyr-sdk-0.16.8/cmake/Zephyr-sdkConfig.cmake, version: 0.16.8

Call Stack (most recent call first):
  ${home}/ncs/zephyr/cmake/modules/FindHostTools.cmake:53 (find_package)
  ${home}/ncs/zephyr/cmake/modules/dts.cmake:9 (find_package)
  ${home}/ncs/zephyr/cmake/modules/zephyr_default.cmake:133 (include)
  ${home}/ncs/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:66 (include)


${CONFIGURE_FAILED(home, 'build/tracker', 'lumen_tracker/nrf9151/ns', 'tracker')}`;

const SDK_MISSING = (home) => `${WEST_PRE(home)}
-- Board: lumen_tracker, qualifiers: nrf9151/ns
CMake Error at ${home}/ncs/zephyr/cmake/modules/FindZephyr-sdk.cmake:109 (find_package):
  Could not find a package configuration file provided by "Zephyr-sdk"
  (requested version 0.17) with any of the following names:

    Zephyr-sdkConfig.cmake
    zephyr-sdk-config.cmake

  Add the installation prefix of "Zephyr-sdk" to CMAKE_PREFIX_PATH or set
  "Zephyr-sdk_DIR" to a directory containing one of the files.  If
  "Zephyr-sdk" provides a separate development package or SDK, be sure it has
  been installed.
Call Stack (most recent call first):
  ${home}/ncs/zephyr/cmake/modules/FindHostTools.cmake:53 (find_package)
  ${home}/ncs/zephyr/cmake/modules/dts.cmake:9 (find_package)


${CONFIGURE_FAILED(home, 'build/tracker', 'lumen_tracker/nrf9151/ns', 'tracker')}`;

const KCONFIG_ABORT = (home, line, value, symbol) => `${WEST_PRE(home)}
-- Board: lumen_tracker, qualifiers: nrf9151/ns
Parsing ${home}/ncs/zephyr/share/sysbuild/Kconfig
Loaded configuration '${home}/lumenbox/build/tracker/_sysbuild/empty.conf'
Merged configuration '${home}/lumenbox/firmware/apps/tracker/sysbuild.conf'
Configuration saved to '${home}/lumenbox/build/tracker/zephyr/.config'

   ******************************
   * Running CMake for tracker *
   ******************************

Parsing ${home}/ncs/zephyr/Kconfig
Loaded configuration '${home}/lumenbox/firmware/boards/lumenbox/lumen_tracker/lumen_tracker_nrf9151_ns_defconfig'
Merged configuration '${home}/lumenbox/firmware/apps/tracker/prj.conf'

${home}/lumenbox/firmware/apps/tracker/prj.conf:${line}: warning: attempt to assign the value '${value}' to the undefined symbol ${symbol}

error: Aborting due to Kconfig warnings

CMake Error at ${home}/ncs/zephyr/cmake/modules/kconfig.cmake:396 (message):
  command failed with return code: 1
Call Stack (most recent call first):
  ${home}/ncs/zephyr/cmake/modules/zephyr_default.cmake:133 (include)
  ${home}/ncs/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:66 (include)


-- Configuring incomplete, errors occurred!
CMake Error at cmake/modules/sysbuild_extensions.cmake:514 (message):
  CMake configure failed for Zephyr project: tracker

  Location: ${home}/lumenbox/firmware/apps/tracker
Call Stack (most recent call first):
  cmake/modules/sysbuild_images.cmake:20 (ExternalZephyrProject_Cmake)
  cmake/modules/sysbuild_default.cmake:20 (include)


${CONFIGURE_FAILED(home, 'build/tracker', 'lumen_tracker/nrf9151/ns', 'tracker')}`;

const POSIX_ONLY_LINUX = (home) => `${WEST_PRE(home)}
-- Board: native_sim, qualifiers: native
-- Found host-tools: zephyr 0.17.0 (${home}/zephyr-sdk-0.17.0)
-- Found toolchain: host (clang/ld)
CMake Error at ${home}/ncs/zephyr/arch/posix/CMakeLists.txt:4 (message):
  The POSIX architecture only works on Linux.  If on Windows or macOS
  consider using a virtual machine to run a Linux guest.


-- Configuring incomplete, errors occurred!
FATAL ERROR: command exited with status 1: ${CMAKE(home)} -DWEST_PYTHON=${home}/lumenbox/firmware/.venv/bin/python3 -B${home}/lumenbox/build/codec-test -GNinja -DBOARD=native_sim -S${home}/lumenbox/firmware/tests/codec`;

const TWISTER_MAC = (home) => `ZEPHYR_BASE unset, using "${home}/ncs/zephyr"
Renaming output directory to ${home}/lumenbox/twister-out.2
INFO    - Using Ninja..
INFO    - Zephyr version: v3.7.99-ncs2
INFO    - Using 'zephyr' toolchain.
INFO    - Building initial testsuite list...
INFO    - Writing JSON report ${home}/lumenbox/twister-out/testplan.json
INFO    - JOBS: 12
INFO    - Adding tasks to the queue...
INFO    - Added initial list of jobs to queue
ERROR   - native_sim/native         firmware/tests/codec/lumen.codec.cbor              FAILED: Cmake build failure
ERROR   - see: ${home}/lumenbox/twister-out/native_sim_native/host/firmware/tests/codec/lumen.codec.cbor/build.log
ERROR   - native_sim/native         firmware/tests/mqtt/lumen.mqtt.topics              FAILED: Cmake build failure
ERROR   - see: ${home}/lumenbox/twister-out/native_sim_native/host/firmware/tests/mqtt/lumen.mqtt.topics/build.log
INFO    - 2 test scenarios (2 configurations) selected, 0 configurations filtered (0 by static filter, 0 at runtime).
INFO    - 0 of 2 executed test configurations passed (0.00%), 0 built (not run), 0 failed, 2 errored, with no warnings in 6.48 seconds.
INFO    - 0 of 0 executed test cases passed (0.00%) on 0 out of total 1140 platforms (0.00%).
INFO    - 0 selected test cases not executed: 0 skipped, 0 filtered, 0 not run (built only).
INFO    - -+- Test cases with non-passed results: -+-
INFO    - Saving reports...
INFO    - Writing JSON report ${home}/lumenbox/twister-out/twister.json
INFO    - Run completed`;

const APP_NOT_HERE = `FATAL ERROR: source directory . does not contain a CMakeLists.txt; is this really what you want to build? (Use -s SOURCE_DIR to specify the application source directory)`;
const APP_MISSING = (home, dir) => `-- west build: generating a build system
CMake Error: The source directory "${home}/lumenbox/${dir}" does not exist.
Specify --help for usage, or press the help button on the CMake GUI.
FATAL ERROR: command exited with status 1: ${CMAKE(home)} -DWEST_PYTHON=${home}/lumenbox/firmware/.venv/bin/python3 -B${home}/lumenbox/build -GNinja -DBOARD=lumen_tracker/nrf9151/ns -S${home}/lumenbox/${dir}`;

const C_ERROR = (home) => `-- west build: building application
[1/14] Performing build step for 'mcuboot'
ninja: no work to do.
[4/14] Performing build step for 'tracker'
[141/318] Building C object CMakeFiles/app.dir/src/modem.c.obj
FAILED: CMakeFiles/app.dir/src/modem.c.obj
${home}/zephyr-sdk-0.17.0/arm-zephyr-eabi/bin/arm-zephyr-eabi-gcc -DKERNEL -DNRF9151_XXAA -D__ZEPHYR__=1 -I${home}/ncs/zephyr/include -Izephyr/include/generated -Os -std=c99 -c ${home}/lumenbox/firmware/apps/tracker/src/modem.c
${home}/lumenbox/firmware/apps/tracker/src/modem.c: In function 'modem_psm_setup':
${home}/lumenbox/firmware/apps/tracker/src/modem.c:88:15: error: implicit declaration of function 'lte_lc_psm_req'; did you mean 'lte_lc_psm_param_set'? [-Wimplicit-function-declaration]
   88 |         err = lte_lc_psm_req(true);
      |               ^~~~~~~~~~~~~~
      |               lte_lc_psm_param_set
ninja: build stopped: subcommand failed.
FAILED: _sysbuild/sysbuild/images/tracker-prefix/src/tracker-stamp/tracker-build ${home}/lumenbox/build/tracker/_sysbuild/sysbuild/images/tracker-prefix/src/tracker-stamp/tracker-build
cd ${home}/lumenbox/build/tracker/tracker && ${CMAKE(home)} --build .
ninja: build stopped: subcommand failed.
FATAL ERROR: command exited with status 1: ${CMAKE(home)} --build ${home}/lumenbox/build/tracker`;

const FLASH_OVERFLOW = (home) => `-- west build: building application
[4/14] Performing build step for 'tracker'
[309/318] Linking C executable zephyr/zephyr_pre0.elf
FAILED: zephyr/zephyr_pre0.elf zephyr/zephyr_pre0.map ${home}/lumenbox/build/tracker/tracker/zephyr/zephyr_pre0.map
${home}/zephyr-sdk-0.17.0/arm-zephyr-eabi/bin/../lib/gcc/arm-zephyr-eabi/12.2.0/../../../../arm-zephyr-eabi/bin/ld.bfd: zephyr/zephyr_pre0.elf section \`text' will not fit in region \`FLASH'
${home}/zephyr-sdk-0.17.0/arm-zephyr-eabi/bin/../lib/gcc/arm-zephyr-eabi/12.2.0/../../../../arm-zephyr-eabi/bin/ld.bfd: region \`FLASH' overflowed by 3412 bytes
collect2: error: ld returned 1 exit status
ninja: build stopped: subcommand failed.
FAILED: _sysbuild/sysbuild/images/tracker-prefix/src/tracker-stamp/tracker-build ${home}/lumenbox/build/tracker/_sysbuild/sysbuild/images/tracker-prefix/src/tracker-stamp/tracker-build
ninja: build stopped: subcommand failed.
FATAL ERROR: command exited with status 1: ${CMAKE(home)} --build ${home}/lumenbox/build/tracker`;

// ---------------------------------------------------------------- flashing

const FLASH_PRE = (runner) => `-- west flash: rebuilding
[0/5] Performing build step for 'tracker'
ninja: no work to do.
[5/5] Completed 'tracker'
-- west flash: using runner ${runner}`;
const NRFJPROG_MISSING = `${FLASH_PRE('nrfjprog')}
FATAL ERROR: required program nrfjprog not found; install it or add its location to PATH`;
const NO_BOARDS = `${FLASH_PRE('nrfutil')}
-- runners.nrfutil: reset after flashing requested
ERROR: runners.nrfutil: no connected boards were found
FATAL ERROR: command exited with status 1: nrfutil --json device list --traits jlink`;
const APPROTECT_WEST = (home, snr) => `${FLASH_PRE('nrfutil')}
-- runners.nrfutil: reset after flashing requested
-- runners.nrfutil: Flashing file: ${home}/lumenbox/build/tracker/merged.hex
Error: One or more batch tasks failed:
 * ${snr}: Device is protected by access port protection (ApProtect), memory is not accessible (Generic)
ERROR: runners.nrfutil: ApProtect is enabled on ${snr}. Use --recover to erase and unlock the device.
FATAL ERROR: command exited with status 1: nrfutil --json device x-execute-batch --batch-path ${home}/lumenbox/build/tracker/generated_nrfutil_batch.json --serial-number ${snr}`;
const APPROTECT_NRFUTIL = (snr) => `[00:00:00] ###### 100% [1/1 ${snr}] Failed, Device is protected by ApProtect
Error: One or more program tasks failed:
 * ${snr}: Failed to program, the device has access port protection enabled. Recover the device to erase and unlock it (Generic)`;

// ---------------------------------------------------------------- Python / venv

const PIP_PEP668 = `error: externally-managed-environment

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

note: If you believe this is a mistake, please contact your Python installation or OS distributor. You can override this, at the risk of breaking your Python installation or packages, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const PIP_TIMEOUT = `Collecting pyelftools>=0.29 (from -r /home/yuki/ncs/zephyr/scripts/requirements-base.txt (line 6))
WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/pyelftools/
WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/pyelftools/
WARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/pyelftools/
WARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/pyelftools/
WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/pyelftools/
ERROR: Could not find a version that satisfies the requirement pyelftools>=0.29 (from versions: none)
ERROR: No matching distribution found for pyelftools>=0.29`;

// ---------------------------------------------------------------- Node / pnpm

const NPM_WORKSPACE = (home, spec, stamp) => `npm error code EUNSUPPORTEDPROTOCOL
npm error Unsupported URL Type "workspace:": ${spec}
npm error A complete log of this run can be found in: ${home}/.npm/_logs/${stamp}-debug-0.log`;

const PNPM_ENGINE = (home, got) => ` ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)

Your Node version is incompatible with "${home}/lumenbox/backend".

Expected version: >=20 <21
Got: ${got}

This is happening because the package's manifest has an engines.node field specified.
To fix this issue, install the required Node version.`;

const PNPM_BAD_PM = (current) => ` ERR_PNPM_BAD_PM_VERSION  This project is configured to use v9.15.4 of pnpm. Your current pnpm is v${current}

If you want to bypass this version check, you can set the "package-manager-strict" configuration to "false" or set the "COREPACK_ENABLE_STRICT" environment variable to "0"`;

const PNPM_FROZEN = (pkg, before, after) => `Scope: all 5 workspace projects
 ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/packages/${pkg}/package.json

Note that in CI environments this setting is true by default. If you still need to run install in such cases, use "pnpm install --no-frozen-lockfile"

    Failure reason:
    specifiers in the lockfile (${before}) don't match specs in package.json (${after})`;

const COREPACK_KEYID = (home) => `${home}/.nvm/versions/node/v20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:21535
  if (key == null || signature == null) throw new Error(\`Cannot find matching keyid: \${JSON.stringify({ signatures, keys })}\`);
                                              ^

Error: Cannot find matching keyid: {"signatures":[{"sig":"MEUCIQDm9dcqfgnQDSBC2ihj6PzGQmxp9iZ8lAUvQ2JxqJ8RkwIgK3b6xqzRCTqGfP2mDdaGWnzkzhdpUb2FLrbQqCyO/dQ=","keyid":"SHA256:DhQ8wR5APBvFHLF/+Tc+AYvPOdTpcIDqOhxsBHRwC7U"}],"keys":[{"expires":null,"keyid":"SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA","keytype":"ecdsa-sha2-nistp256","scheme":"ecdsa-sha2-nistp256","key":"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE1Olb3zMAFFxXKHiIkQO5cJ3Yhl5i6UPp+IhuteBJbuHcA5UogKo0EWtlWwW6KSaKoTNEYL7JlCQiVnkhBktUgg=="}]}
    at verifySignature (${home}/.nvm/versions/node/v20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:21535:47)
    at fetchLatestStableVersion (${home}/.nvm/versions/node/v20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:21553:5)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async fetchLatestStableVersion2 (${home}/.nvm/versions/node/v20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:21672:14)
    at async Engine.getDefaultVersion (${home}/.nvm/versions/node/v20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:22298:23)
    at async Engine.executePackageManagerRequest (${home}/.nvm/versions/node/v20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:22396:47)
    at async Object.runMain (${home}/.nvm/versions/node/v20.18.1/lib/node_modules/corepack/dist/lib/corepack.cjs:23102:5)

Node.js v20.18.1`;

const PNPM_OFFLINE = ` WARN  GET https://registry.npmjs.org/fastify error (EAI_AGAIN). Will retry in 10 seconds. 2 retries left.
 WARN  GET https://registry.npmjs.org/fastify error (EAI_AGAIN). Will retry in 1 minute. 1 retries left.
 ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/fastify: request to https://registry.npmjs.org/fastify failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org`;

const HEAP_OOM = `
<--- Last few GCs --->

[48213:0x6a3c010]    61234 ms: Mark-Compact 2011.4 (2083.2) -> 1998.7 (2085.7) MB, pooled: 0 MB, 1702.35 / 0.00 ms  (average mu = 0.112, current mu = 0.031) allocation failure; scavenge might not succeed


<--- JS stacktrace --->

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
----- Native stack trace -----

 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]
 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
 3: 0xf06537 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
 4: 0x1118155  [node]
/home/dev/lumenbox/backend/packages/api:
 ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @lumenbox/api@0.7.0 build: \`tsc -b && node scripts/bundle-openapi.mjs\`
Aborted (core dumped)`;

const NPX_JEST = (home, stamp) => `Need to install the following packages:
jest@29.7.0
Ok to proceed? (y) 
npm error canceled
npm error A complete log of this run can be found in: ${home}/.npm/_logs/${stamp}-debug-0.log`;

const VITEST_RED = `
 RUN  v2.1.8 /home/dev/lumenbox/backend/packages/ingest

 ✓ src/topics.test.ts (9 tests) 6ms
 ✓ src/schema.test.ts (14 tests) 11ms
 ❯ src/decode.test.ts (12 tests | 1 failed) 19ms
   × decodeTelemetry > rejects a frame with a bad CRC 4ms
     → expected [Function] to throw an error

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/decode.test.ts > decodeTelemetry > rejects a frame with a bad CRC
AssertionError: expected [Function] to throw an error
 ❯ src/decode.test.ts:42:51
     40|     const frame = Buffer.from(fixtures.goodFrame);
     41|     frame[frame.length - 1] ^= 0xff;
     42|     expect(() => decodeTelemetry(frame)).toThrow();
       |                                                   ^
     43|   });
     44| 

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 34 passed (35)
   Start at  10:14:07
   Duration  612ms (transform 148ms, setup 0ms, collect 402ms, tests 36ms, environment 1ms, prepare 301ms)

/home/dev/lumenbox/backend/packages/ingest:
 ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command failed with exit code 1: vitest run`;

const LINT_STAGED = `✔ Preparing lint-staged...
⚠ Running tasks for staged files...
  ❯ backend/package.json — 2 files
    ❯ *.ts — 2 files
      ✖ eslint --max-warnings=0 [FAILED]
↓ Skipped because of errors from tasks.
✔ Reverting to original state because of errors...
✔ Cleaning up temporary files...

✖ eslint --max-warnings=0:

/home/dev/lumenbox/backend/packages/ingest/src/decode.ts
  57:9  error  'voltage' is assigned a value but never used  @typescript-eslint/no-unused-vars

✖ 1 problem (1 error, 0 warnings)

husky - pre-commit script failed (code 1)`;

const MIGRATE_REFUSED = `
> @lumenbox/db@0.3.0 migrate /home/dev/lumenbox/backend/packages/db
> node-pg-migrate up -m migrations

could not connect to postgres: Error: connect ECONNREFUSED 127.0.0.1:5432
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1610:16) {
  errno: -111,
  code: 'ECONNREFUSED',
  syscall: 'connect',
  address: '127.0.0.1',
  port: 5432
}
/home/dev/lumenbox/backend/packages/db:
 ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @lumenbox/db@0.3.0 migrate: \`node-pg-migrate up -m migrations\`
Exit status 1`;

// ---------------------------------------------------------------- BSD / busybox tools

const BSD_GREP_USAGE = `usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
\t[-e pattern] [-f file] [--binary-files=value] [--color=when]
\t[--context[=num]] [--directories=action] [--label] [--line-buffered]
\t[--null] [pattern] [file ...]`;
const BUSYBOX_GREP = `grep: unrecognized option: P
BusyBox v1.36.1 (2024-06-12 11:52:11 UTC) multi-call binary.

Usage: grep [-HhnlLoqvsrRiwFExz] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...

Search for PATTERN in FILEs (or stdin)

\t-H\tAdd 'filename:' prefix
\t-h\tDo not add 'filename:' prefix
\t-n\tAdd 'line_no:' prefix
\t-E\tPATTERN is an extended regexp
\t-F\tPATTERN is a literal (not regexp)`;
const BSD_STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file|handle ...]';

// ---------------------------------------------------------------- helm, kubectl, git

const HELM_DEPS = 'Error: An error occurred while checking for chart dependencies. You may need to run `helm dependency build` to fetch missing dependencies: found in Chart.yaml, but missing in charts/ directory: mosquitto, timescaledb';
const PUSH_REJECTED = `To github.com:lumenbox/lumenbox.git
 ! [rejected]        fix/ota-retry -> fix/ota-retry (non-fast-forward)
error: failed to push some refs to 'github.com:lumenbox/lumenbox.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. If you want to integrate the remote changes,
hint: use 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const SHELLCHECK = `
In scripts/ci/upload-fw.sh line 9:
curl -sf -T $IMAGE "$ARTIFACT_URL/$GITHUB_SHA/"
            ^----^ SC2086 (info): Double quote to prevent globbing and word splitting.

Did you mean:
curl -sf -T "$IMAGE" "$ARTIFACT_URL/$GITHUB_SHA/"

For more information:
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...`;

const PSQL_REFUSED_5433 = `psql: error: connection to server at "localhost" (::1), port 5433 failed: Connection refused
\tIs the server running on that host and accepting TCP/IP connections?
connection to server at "localhost" (127.0.0.1), port 5433 failed: Connection refused
\tIs the server running on that host and accepting TCP/IP connections?`;

const LOCK_INGEST_BEFORE = '{"@lumenbox/shared":"workspace:*","fastify":"^5.2.1","mqtt":"^5.10.3","pg":"^8.13.1"}';
const LOCK_INGEST_AFTER = '{"@lumenbox/shared":"workspace:*","fastify":"^5.2.1","mqtt":"^5.10.3","pg":"^8.13.1","zod":"^3.24.1"}';
const LOCK_API_BEFORE = '{"@fastify/swagger":"^9.4.0","@lumenbox/db":"workspace:*","@lumenbox/shared":"workspace:*","fastify":"^5.2.1"}';
const LOCK_API_AFTER = '{"@fastify/rate-limit":"^10.2.1","@fastify/swagger":"^9.4.0","@lumenbox/db":"workspace:*","@lumenbox/shared":"workspace:*","fastify":"^5.2.1"}';

const BUILD_TRACKER = 'west build -p always -b lumen_tracker/nrf9151/ns firmware/apps/tracker -d build/tracker';

export const SESSIONS = [
  // ------------------------------------------------------------------ week 1
  {
    machine: 'linux', project: 'lumenbox', start: '2026-09-07T07:40:00Z',
    steps: [
      ['fail', 'fw-venv', 'west build -b lumen_tracker/nrf9151/ns firmware/apps/tracker -d build/tracker', 'bash: west: command not found', 127, 'Build the tracker firmware'],
      ['prompt', 'fw-venv', 'west is in the venv, source firmware/.venv/bin/activate first'],
      ['ok', `source firmware/.venv/bin/activate && ${BUILD_TRACKER}`],
      ['fail', 'x:c-psm-api', `source firmware/.venv/bin/activate && west build -d build/tracker`, C_ERROR('/home/dev'), 1],
    ],
  },
  {
    machine: 'mac', project: 'lumenbox', start: '2026-09-07T09:15:00Z',
    steps: [
      ['fail', 'pnpm-not-npm', 'cd backend && npm install', NPM_WORKSPACE('/Users/ana', 'workspace:*', '2026-09-07T09_17_03_412Z'), 1, 'Install backend dependencies'],
      ['prompt', 'pnpm-not-npm', 'pnpm!! backend is a pnpm workspace'],
      ['fail', 'node-20', 'cd backend && pnpm install', PNPM_ENGINE('/Users/ana', 'v22.11.0'), 1],
      ['prompt', 'node-20', 'nvm use. .nvmrc says 20'],
      ['ok', 'cd backend && nvm use && pnpm install'],
    ],
  },
  {
    machine: 'wsl', project: 'lumenbox', start: '2026-09-07T12:30:00Z',
    steps: [
      ['fail', 'wsl-crlf', './scripts/fw-docker.sh twister -T firmware/tests -p native_sim', "/usr/bin/env: ‘bash\\r’: No such file or directory\n/usr/bin/env: use -[v]S to pass options in shebang lines", 127, 'Run the firmware unit tests'],
      ['prompt', 'wsl-crlf', 'CRLF. your checkout came through windows git. git config core.autocrlf input and re-checkout inside WSL'],
      ['fail', 'wsl-usbipd', 'west flash -d build/tracker -r nrfutil', NO_BOARDS, 1],
      ['prompt', 'wsl-usbipd', 'WSL라서 보드가 안 보이는 거예요. 먼저 PowerShell에서 usbipd attach --wsl --busid 2-4 하세요'],
    ],
  },
  {
    machine: 'mac2', project: 'lumenbox', start: '2026-09-08T07:05:00Z',
    steps: [
      ['fail', 'zephyr-sdk-0.17', `source firmware/.venv/bin/activate && ${BUILD_TRACKER}`, SDK_MISSING('/Users/kai'), 1],
      ['prompt', 'zephyr-sdk-0.17', 'NCS 2.9 braucht SDK 0.17.0 — nach ~/zephyr-sdk-0.17.0 installieren und setup.sh -c laufen lassen'],
      ['fail', 'x:sdk-download', 'curl -LO https://github.com/zephyrproject-rtos/sdk-ng/releases/download/v0.17.0/zephyr-sdk-0.17.0_macos-aarch64_minimal.tar.xz', 'curl: (6) Could not resolve host: github.com', 6],
      ['fail', 'west-pristine', 'west build -b nrf9151dk/nrf9151/ns firmware/apps/tracker -d build/tracker', 'ERROR: Build directory /Users/kai/lumenbox/build/tracker targets board lumen_tracker/nrf9151/ns, but board nrf9151dk/nrf9151/ns was specified. (Clean the directory, use --pristine, or use --build-dir to specify a different one.)', 1],
      ['prompt', 'west-pristine', 'switching boards → -p always. every time'],
    ],
  },
  {
    machine: 'codex', project: 'lumenbox', start: '2026-09-08T09:30:00Z',
    steps: [
      ['fail', 'fw-app-dir', 'west build -b lumen_tracker/nrf9151/ns', APP_NOT_HERE, 1],
      ['prompt', 'fw-app-dir', 'apps live under firmware/apps/<name>, pass the path'],
      ['fail', 'board-tracker', 'west build -p always -b nrf9151_tracker firmware/apps/tracker', BOARD_NOT_FOUND('/home/dev', 'nrf9151_tracker'), 1],
      ['prompt', 'board-tracker', 'the board is lumen_tracker/nrf9151/ns. always the /ns one, TF-M needs it'],
      ['ok', BUILD_TRACKER],
    ],
  },
  {
    machine: 'linux', project: 'lumenbox', start: '2026-09-08T13:00:00Z',
    steps: [
      ['fail', 'compose-profile-infra', 'docker compose up -d', 'no service selected', 1, 'Start Mosquitto and TimescaleDB'],
      ['prompt', 'compose-profile-infra', 'mosquitto + timescale are in the infra profile: docker compose --profile infra up -d'],
      ['ok', 'docker compose --profile infra up -d'],
      ['fail', 'tsdb-port-5433', 'cd backend && pnpm --filter @lumenbox/db migrate', MIGRATE_REFUSED, 1],
      ['prompt', 'tsdb-port-5433', '端口是 5433 啊，compose 把 timescale 映射到 5433，5432 上什么都没有'],
    ],
  },
  {
    machine: 'mac', project: 'lumenbox', start: '2026-09-09T07:20:00Z',
    steps: [
      ['fail', 'mosquitto-in-container', "mosquitto_sub -h localhost -t 'lb/v1/+/telemetry' -C 5 -v", 'zsh: command not found: mosquitto_sub', 127],
      ['prompt', 'mosquitto-in-container', "the mosquitto clients aren't installed on our laptops, use the container: docker compose exec mosquitto mosquitto_sub ..."],
      ['fail', 'mqtt-topic-prefix', "docker compose exec mosquitto mosquitto_sub -t 'devices/+/telemetry' -C 1 -W 20 -v", 'Timed out', 27],
      ['prompt', 'mqtt-topic-prefix', 'topics are lb/v1/{deviceId}/..., devices/ is the old scheme from the prototype'],
      ['prompt', 'x:topic-doc', "while you're at it can you write the topic layout down in docs/mqtt.md? telemetry, cmd, cmd/ack, fota"],
    ],
  },
  {
    machine: 'ci', project: 'lumenbox', start: '2026-09-09T11:40:00Z',
    steps: [
      ['fail', 'lockfile-commit', 'cd backend && pnpm install --frozen-lockfile', PNPM_FROZEN('ingest', LOCK_INGEST_BEFORE, LOCK_INGEST_AFTER), 1],
      ['fail', 'ci-posix-sh', 'bash scripts/ci/check-image-size.sh build/tracker/zephyr/zephyr.signed.bin', '/bin/sh: bash: not found', 127],
      ['fail', 'x:shellcheck-sc2086', 'shellcheck scripts/ci/*.sh', SHELLCHECK, 1],
    ],
  },
  {
    machine: 'linux', project: 'lumenbox', start: '2026-09-09T12:10:00Z',
    steps: [
      ['prompt', 'lockfile-commit', "CI is red: you added zod to ingest but didn't commit pnpm-lock.yaml. run pnpm install and commit the lockfile with it"],
      ['prompt', 'ci-posix-sh', 'and the size check: CI runs alpine with ash — there is no bash, no [[ ]], no arrays. scripts/ci/ has to be plain POSIX sh'],
      ['agent', 'ci-posix-sh', 'scripts under scripts/ci/ run in the Alpine CI image (ash, no bash): write them as POSIX sh — no bash shebang, [[ ]], arrays or pipefail'],
      ['agent', 'lockfile-commit', 'after changing any package.json, run pnpm install and commit pnpm-lock.yaml in the same commit; CI installs with --frozen-lockfile'],
    ],
  },
  {
    machine: 'mac2', project: 'lumenbox', start: '2026-09-10T08:00:00Z',
    steps: [
      ['fail', 'sed-inplace-mac', "sed -i 's/lb\\/v0/lb\\/v1/g' backend/packages/ingest/src/topics.ts", 'sed: 1: "backend/packages/ingest/src/topics.ts": undefined label \'ackend/packages/ingest/src/topics.ts\'', 1],
      ['prompt', 'sed-inplace-mac', "mac sed: -i ''"],
      ['fail', 'stat-mac', 'stat -c %s build/tracker/zephyr/zephyr.signed.bin', `stat: illegal option -- c\n${BSD_STAT_USAGE}`, 1, 'Check the image size'],
      ['prompt', 'stat-mac', 'stat -c is GNU. on the mac its stat -f %z, or just wc -c < file which works on both'],
    ],
  },
  {
    machine: 'codex', project: 'lumenbox', start: '2026-09-10T13:00:00Z',
    steps: [
      ['fail', 'helm-dep-build', 'helm upgrade --install lumen deploy/helm/lumen --kube-context lumen-staging -n lumen -f deploy/helm/lumen/values-staging.yaml', HELM_DEPS, 1],
      ['prompt', 'helm-dep-build', 'helm dep build deploy/helm/lumen first, charts/ is gitignored'],
      ['fail', 'kube-context-staging', 'helm upgrade --install lumen deploy/helm/lumen -n lumen -f deploy/helm/lumen/values-staging.yaml', 'Error: Kubernetes cluster unreachable: Get "http://localhost:8080/version": dial tcp 127.0.0.1:8080: connect: connection refused', 1],
      ['prompt', 'kube-context-staging', 'ALWAYS --kube-context lumen-staging. you dropped it this time'],
    ],
  },
  {
    machine: 'wsl', project: 'lumenbox', start: '2026-09-11T07:30:00Z',
    steps: [
      ['fail', 'fw-venv', 'pip3 install west', PIP_PEP668, 1, 'Install west'],
      ['prompt', 'fw-venv', '시스템 pip 말고요, firmware/.venv 에 다 있어요. source firmware/.venv/bin/activate 먼저'],
      ['fail', 'x:pip-timeout', 'firmware/.venv/bin/pip install -r ~/ncs/zephyr/scripts/requirements.txt', PIP_TIMEOUT, 1],
    ],
  },
  {
    machine: 'mac', project: 'lumenbox', start: '2026-09-11T11:00:00Z',
    steps: [
      ['fail', 'native-sim-docker', 'west build -p always -b native_sim firmware/tests/codec -d build/codec-test', POSIX_ONLY_LINUX('/Users/ana'), 1, 'Build the codec unit tests'],
      ['prompt', 'native-sim-docker', 'native_sim is linux only. on the macs run tests through scripts/fw-docker.sh twister ...'],
      ['ok', './scripts/fw-docker.sh twister -T firmware/tests -p native_sim'],
      ['fail', 'vitest', 'cd backend/packages/ingest && npx jest --watch=false', NPX_JEST('/Users/ana', '2026-09-11T11_22_40_118Z'), 1],
      ['prompt', 'vitest', "we're on vitest, there's no jest here"],
    ],
  },
  // ------------------------------------------------------------------ week 2
  {
    machine: 'linux', project: 'lumenbox', start: '2026-09-14T07:10:00Z',
    steps: [
      ['fail', 'nrfutil-flash', 'west flash -d build/tracker --runner nrfjprog', NRFJPROG_MISSING, 1, 'Flash the tracker'],
      ['prompt', 'nrfutil-flash', 'nrfjprog is EOL, we flash with nrfutil (west flash -r nrfutil)'],
      ['agent', 'nrfutil-flash', 'nrfjprog is not installed (EOL); flash with `west flash -r nrfutil` or `nrfutil device program`'],
      ['fail', 'flash-recover', 'west flash -d build/tracker -r nrfutil', APPROTECT_WEST('/home/dev', '1051234567'), 1],
      ['prompt', 'flash-recover', 'boards fresh from the line have approtect on. west flash --recover the first time'],
      ['ok', 'west flash -d build/tracker -r nrfutil --recover'],
    ],
  },
  {
    machine: 'mac2', project: 'lumenbox', start: '2026-09-14T12:00:00Z',
    steps: [
      ['fail', 'board-tracker', 'west build -p always -b lumen_tracker firmware/apps/tracker -d build/tracker', BOARD_QUALIFIERS('/Users/kai'), 1],
      ['agent', 'board-tracker', 'the tracker build target is lumen_tracker/nrf9151/ns (custom board in firmware/boards, non-secure with TF-M), not bare lumen_tracker or nrf9151dk'],
      ['fail', 'sysbuild-mcuboot', BUILD_TRACKER, KCONFIG_ABORT('/Users/kai', 23, 'y', 'BOOT_SWAP_USING_MOVE'), 1],
      ['prompt', 'sysbuild-mcuboot', 'MCUboot-Optionen gehören nach firmware/apps/tracker/sysbuild/mcuboot.conf, nicht in die prj.conf der App'],
      ['fail', 'x:flash-overflow', BUILD_TRACKER, FLASH_OVERFLOW('/Users/kai'), 1],
    ],
  },
  {
    machine: 'codex', project: 'lumenbox', start: '2026-09-15T08:00:00Z',
    steps: [
      ['fail', 'tsdb-name', "psql -h localhost -p 5433 -U lumen -d lumenbox -c 'select count(*) from telemetry'", 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  database "lumenbox" does not exist', 2],
      ['prompt', 'tsdb-name', 'db is lumen_telemetry'],
      ['fail', 'x:psql-typo', 'psql -h localhost -p 5433 -U lumen -d lumen_telemetry -c "select device_id, max(time) form telemetry group by 1"', 'ERROR:  syntax error at or near "form"\nLINE 1: select device_id, max(time) form telemetry group by 1\n                                    ^', 1],
      ['prompt', 'x:retention-de', 'kannst du eine retention policy von 90 tagen auf telemetry anlegen? als neue migration bitte'],
    ],
  },
  {
    machine: 'linux', project: 'lumenbox', start: '2026-09-15T13:30:00Z',
    steps: [
      ['fail', 'base-develop', 'git fetch origin && git rebase origin/master', 'fatal: invalid upstream \'origin/master\'', 128],
      ['prompt', 'base-develop', 'base is develop. main only gets release merges'],
      ['fail', 'x:push-nonff', 'git push origin fix/ota-retry', PUSH_REJECTED, 1],
      ['fail', 'x:precommit-eslint', 'git commit -am "ingest: parse battery voltage"', LINT_STAGED, 1],
    ],
  },
  {
    machine: 'mac', project: 'lumenbox', start: '2026-09-16T07:00:00Z',
    steps: [
      ['prompt', 'no-skip-hooks', "no --no-verify. fix what the hook complains about"],
      ['agent', 'no-skip-hooks', 'never bypass the pre-commit hook with `git commit --no-verify`; fix the eslint/clang-format findings and commit normally'],
      ['fail', 'grep-P', "grep -oP 'CONFIG_LUMEN_\\w+' firmware/apps/tracker/prj.conf", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'grep -E please, -P only exists in GNU grep'],
      ['ok', "grep -oE 'CONFIG_LUMEN_[A-Z0-9_]+' firmware/apps/tracker/prj.conf"],
    ],
  },
  {
    machine: 'wsl', project: 'lumenbox', start: '2026-09-16T11:30:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose logs -f mosquitto', "Command 'docker-compose' not found, but can be installed with:\n\nsudo snap install docker          # version 27.2.0, or\nsudo apt  install docker-compose  # version 1.29.2-6\n\nSee 'snap info docker' for additional versions.", 127],
      ['prompt', 'compose-v2', "docker compose, with a space. v1 isn't a thing anymore, don't install it"],
      ['fail', 'x:docker-desktop-off', 'docker compose logs -f mosquitto', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'wsl-crlf', 'bash scripts/gen-certs.sh', "scripts/gen-certs.sh: line 2: $'\\r': command not found\nscripts/gen-certs.sh: line 3: set: pipefail\r: invalid option name\nscripts/gen-certs.sh: line 4: $'\\r': command not found", 1],
      ['prompt', 'wsl-crlf', 'that again. CRLF — re-checkout those files with autocrlf=input'],
    ],
  },
  {
    machine: 'mac2', project: 'lumenbox', start: '2026-09-17T08:20:00Z',
    steps: [
      ['fail', 'pnpm-9-corepack', 'cd backend && pnpm add -D tsx --filter @lumenbox/api', PNPM_BAD_PM('10.4.1'), 1],
      ['prompt', 'pnpm-9-corepack', 'corepack enable, it picks up pnpm@9.15.4 from packageManager. the global pnpm 10 is wrong here'],
      ['fail', 'x:corepack-keyid', 'corepack enable && cd backend && pnpm --version', COREPACK_KEYID('/Users/kai'), 1],
      ['ok', 'npm install -g corepack@latest && corepack enable && cd backend && pnpm --version'],
    ],
  },
  {
    machine: 'codex', project: 'lumenbox', start: '2026-09-17T12:00:00Z',
    steps: [
      ['prompt', 'no-kubectl-edit', 'whoa, no kubectl edit on staging. everything goes through the chart + a PR'],
      ['agent', 'no-kubectl-edit', 'never hand-edit cluster objects with kubectl edit/patch; change deploy/helm/lumen values and roll out with helm upgrade'],
      ['fail', 'x:helm-pending', 'helm upgrade lumen deploy/helm/lumen --kube-context lumen-staging -n lumen -f deploy/helm/lumen/values-staging.yaml', 'Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress', 1],
      ['prompt', 'x:crashloop', 'the ingest pod is in CrashLoopBackOff on staging since the last deploy, can you check the logs'],
      ['ok', 'kubectl --context lumen-staging -n lumen logs deploy/lumen-ingest --previous --tail=200'],
    ],
  },
  {
    machine: 'linux', project: 'lumenbox', start: '2026-09-18T07:30:00Z',
    steps: [
      ['fail', 'pnpm-filter-scope', 'cd backend && pnpm --filter ingest build && ls packages/ingest/dist', 'No projects matched the filters in "/home/dev/lumenbox/backend"\nls: cannot access \'packages/ingest/dist\': No such file or directory', 2],
      ['prompt', 'pnpm-filter-scope', 'filter 要写全名 @lumenbox/ingest，光写 ingest 什么都匹配不到'],
      ['fail', 'x:vitest-crc', 'cd backend && pnpm --filter @lumenbox/ingest exec vitest run', VITEST_RED, 1],
    ],
  },
  // ------------------------------------------------------------------ week 3
  {
    machine: 'ci', project: 'lumenbox', start: '2026-09-21T07:00:00Z',
    steps: [
      ['fail', 'grep-P', "grep -P '^\\s+tag:' deploy/helm/lumen/values.yaml", BUSYBOX_GREP, 1],
      ['fail', 'lockfile-commit', 'cd backend && pnpm install --frozen-lockfile', PNPM_FROZEN('api', LOCK_API_BEFORE, LOCK_API_AFTER), 1],
      ['fail', 'x:registry-eai-again', 'cd backend && pnpm install --frozen-lockfile', PNPM_OFFLINE, 1],
    ],
  },
  {
    machine: 'mac', project: 'lumenbox', start: '2026-09-21T08:30:00Z',
    steps: [
      ['prompt', 'lockfile-commit', 'NEVER --no-frozen-lockfile in the workflow. the lockfile goes in the same commit as package.json, thats the whole point'],
      ['agent', 'grep-P', 'grep -P is GNU-only (fails on macOS and on the busybox CI image); use grep -E with POSIX classes'],
      ['fail', 'stat-mac', 'stat --format=%s build/tracker/zephyr/app_update.bin', `stat: illegal option -- -\n${BSD_STAT_USAGE}`, 1],
      ['agent', 'stat-mac', 'macOS stat has no -c/--format; get file sizes with `wc -c < file` (same on Linux and macOS)'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the ota retry fix under Unreleased'],
    ],
  },
  {
    machine: 'wsl', project: 'lumenbox', start: '2026-09-22T07:10:00Z',
    steps: [
      ['fail', 'wsl-usbipd', 'ls /dev/ttyACM*', "ls: cannot access '/dev/ttyACM*': No such file or directory", 2, 'Find the tracker serial port'],
      ['agent', 'wsl-usbipd', 'in WSL2 the devkit is invisible until attached from Windows: `usbipd attach --wsl --busid <id>` in PowerShell, then flash/serial'],
      ['fail', 'node-20', 'cd backend && pnpm install', PNPM_ENGINE('/home/yuki', 'v18.19.1'), 1],
      ['prompt', 'node-20', "nvm use first, ubuntu's node 18 won't do"],
      ['agent', 'node-20', 'backend is pinned to Node 20 (.nvmrc, engines >=20 <21): run `nvm use` before pnpm'],
    ],
  },
  {
    machine: 'mac2', project: 'lumenbox', start: '2026-09-22T12:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose --profile infra up -d', 'zsh: command not found: docker-compose', 127],
      ['agent', 'compose-v2', 'compose v1 (`docker-compose`) is not installed; use the plugin: `docker compose ...`'],
      ['fail', 'tsdb-port-5433', "psql -h localhost -U lumen -d lumen_telemetry -c '\\dt'", 'psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  role "lumen" does not exist', 2],
      ['prompt', 'tsdb-port-5433', 'nope, 5433. 5432 is your brew postgres'],
      ['ok', "psql -h localhost -p 5433 -U lumen -d lumen_telemetry -c '\\dt'"],
    ],
  },
  {
    machine: 'linux', project: 'lumenbox', start: '2026-09-23T07:30:00Z',
    steps: [
      ['fail', 'x:board-unplugged', 'west flash -d build/tracker -r nrfutil', NO_BOARDS, 1],
      ['prompt', 'x:sim-swap', "board's unplugged, I'm swapping the SIM for the iBasis one. one sec"],
      ['fail', 'west-pristine', 'west build -b lumen_tracker/nrf9151/ns firmware/apps/gateway -d build/tracker', 'ERROR: Build directory /home/dev/lumenbox/build/tracker is for application /home/dev/lumenbox/firmware/apps/tracker, but source directory /home/dev/lumenbox/firmware/apps/gateway was specified; please clean it, use --pristine, or use --build-dir to set another build directory', 1],
      ['agent', 'west-pristine', 'reusing a build dir for another board or app fails: pass `-p always` to west build whenever board or app changes'],
    ],
  },
  {
    machine: 'codex', project: 'lumenbox', start: '2026-09-23T11:00:00Z',
    steps: [
      ['fail', 'vitest', 'cd backend && pnpm --filter @lumenbox/api exec jest', ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "jest" not found', 254],
      ['agent', 'vitest', 'backend tests run with vitest (`pnpm --filter @lumenbox/<pkg> exec vitest run`); jest is not installed'],
      ['fail', 'x:api-heap', 'cd backend && pnpm --filter @lumenbox/api build', HEAP_OOM, 1],
      ['prompt', 'x:battery-ko', 'ingest 서비스에 배터리 전압 필드 추가해 주세요. decode 쪽이랑 db 컬럼 둘 다요'],
    ],
  },
  {
    machine: 'mac', project: 'lumenbox', start: '2026-09-24T08:00:00Z',
    steps: [
      ['fail', 'sed-inplace-mac', "sed -i 's/CONFIG_LUMEN_FW_VERSION=\"1.4.2\"/CONFIG_LUMEN_FW_VERSION=\"1.4.3\"/' firmware/apps/tracker/prj.conf", 'sed: 1: "firmware/apps/tracker/prj.conf": invalid command code f', 1],
      ['prompt', 'sed-inplace-mac', "again?? -i '' on the mac"],
      ['agent', 'sed-inplace-mac', "BSD sed on macOS needs an explicit backup suffix: `sed -i '' 's/…/…/' file`"],
      ['ok', 'kubectl -n lumen rollout restart deploy/lumen-ingest'],
      ['prompt', 'kube-context-staging', 'whoa that just went to PROD. --context lumen-staging on EVERY kubectl and helm call, never the current context'],
    ],
  },
  {
    machine: 'mac2', project: 'lumenbox', start: '2026-09-25T09:00:00Z',
    steps: [
      ['fail', 'flash-recover', 'nrfutil device program --firmware build/tracker/merged.hex --serial-number 1051239902 --options chip_erase_mode=ERASE_RANGES_TOUCHED_BY_FIRMWARE', APPROTECT_NRFUTIL('1051239902'), 1],
      ['agent', 'flash-recover', 'new boards ship with APPROTECT enabled: run `nrfutil device recover --serial-number <snr>` (or `west flash --recover`) once before programming'],
      ['fail', 'nrfutil-flash', 'nrfjprog --program build/tracker/merged.hex --sectorerase --verify -r', 'zsh: command not found: nrfjprog', 127],
      ['prompt', 'nrfutil-flash', 'nrfjprog gibts bei uns nicht mehr, nimm nrfutil'],
      ['prompt', 'x:accel-overlay', 'add a devicetree overlay for the new LIS2DH accelerometer on i2c2, int1 on P0.07'],
    ],
  },
  // ------------------------------------------------------------------ week 4
  {
    machine: 'codex', project: 'lumenbox', start: '2026-09-28T07:00:00Z',
    steps: [
      ['fail', 'helm-dep-build', 'helm template lumen deploy/helm/lumen -f deploy/helm/lumen/values-staging.yaml', 'Error: found in Chart.yaml, but missing in charts/ directory: mosquitto, timescaledb', 1],
      ['agent', 'helm-dep-build', 'deploy/helm/lumen/charts/ is not committed: run `helm dependency build deploy/helm/lumen` before helm lint/template/upgrade'],
      ['fail', 'x:helm-yaml', 'helm upgrade lumen deploy/helm/lumen --kube-context lumen-staging -n lumen -f deploy/helm/lumen/values-staging.yaml', 'Error: UPGRADE FAILED: YAML parse error on lumen/templates/ingest-deployment.yaml: error converting YAML to JSON: yaml: line 41: did not find expected key', 1],
      ['agent', 'kube-context-staging', 'every kubectl/helm call passes the context explicitly (`--context lumen-staging` / `--kube-context lumen-staging`); the current context may be prod'],
      ['prompt', 'x:shared-types-zh', 'api 和 ingest 共用的类型放在哪个包里？shared 还是 db？'],
    ],
  },
  {
    machine: 'linux', project: 'lumenbox', start: '2026-09-29T08:00:00Z',
    steps: [
      ['fail', 'x:gnu-sed-unterminated', "sed -i 's/QOS_1/QOS_2' backend/packages/ingest/src/mqtt.ts", "sed: -e expression #1, char 12: unterminated `s' command", 1],
      ['fail', 'x:script-noexec', './scripts/fw-docker.sh build tracker', 'bash: ./scripts/fw-docker.sh: Permission denied', 126],
      ['prompt', 'base-develop', 'PR 又提到 main 了，要提到 develop'],
      ['agent', 'base-develop', 'feature branches start from origin/develop and PRs target develop (`gh pr create --base develop`); main only receives release merges'],
    ],
  },
  {
    machine: 'wsl', project: 'lumenbox', start: '2026-09-30T11:00:00Z',
    steps: [
      ['prompt', 'no-kubectl-edit', 'kubectl patch 로 직접 고치면 안 돼요, 다음 helm upgrade 때 다 날아가요. values 파일에서 바꿔 주세요'],
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['fail', 'mosquitto-in-container', "mosquitto_pub -h localhost -t lb/v1/dev-0042/cmd -m '{\"op\":\"reboot\"}'", "Command 'mosquitto_pub' not found, but can be installed with:\n\nsudo apt install mosquitto-clients", 127],
      ['agent', 'mosquitto-in-container', 'mosquitto clients are not installed on dev machines; run them in the broker container: `docker compose exec mosquitto mosquitto_pub ...`'],
    ],
  },
  {
    machine: 'mac', project: 'lumenbox', start: '2026-10-01T07:30:00Z',
    steps: [
      ['fail', 'x:broker-down', "docker compose exec mosquitto mosquitto_sub -t 'lb/v1/#' -C 1 -v", 'service "mosquitto" is not running', 1],
      ['fail', 'x:tsdb-down', "psql -h localhost -p 5433 -U lumen -d lumen_telemetry -c 'select 1'", PSQL_REFUSED_5433, 2],
      ['ok', 'docker compose --profile infra up -d'],
      ['agent', 'compose-profile-infra', 'every service in compose.yml sits behind a profile; start the stack with `docker compose --profile infra up -d` (plain `up` selects nothing)'],
    ],
  },
  {
    machine: 'mac2', project: 'lumenbox', start: '2026-10-02T08:00:00Z',
    steps: [
      ['fail', 'native-sim-docker', 'west twister -T firmware/tests -p native_sim', TWISTER_MAC('/Users/kai'), 1, 'Run the firmware unit tests'],
      ['prompt', 'native-sim-docker', 'twister on the mac won\'t work, native_sim → scripts/fw-docker.sh'],
      ['agent', 'native-sim-docker', 'macOS cannot build native_sim (POSIX arch is Linux-only); run firmware tests with `./scripts/fw-docker.sh twister -T firmware/tests -p native_sim`'],
      ['fail', 'x:kconfig-typo', BUILD_TRACKER, KCONFIG_ABORT('/Users/kai', 17, '60', 'MQTT_KEEPALIVE_SEC'), 1],
      ['prompt', 'x:keepalive', 'its CONFIG_MQTT_KEEPALIVE, no _SEC. and make it 1200, the carrier kills idle sockets after 30 min'],
      ['fail', 'compose-v2', 'docker-compose ps', 'zsh: command not found: docker-compose', 127],
      ['prompt', 'compose-v2', "that's the old compose syntax"],
      ['prompt', 'no-skip-hooks', 'hooks are not optional here. no --no-verify, not even "just this once"'],
    ],
  },
  {
    machine: 'ci', project: 'lumenbox', start: '2026-10-05T07:00:00Z',
    steps: [
      ['fail', 'ci-posix-sh', 'sh scripts/ci/check-image-size.sh build/tracker/zephyr/zephyr.signed.bin', 'scripts/ci/check-image-size.sh: line 7: [[: not found\nscripts/ci/check-image-size.sh: line 14: syntax error: unexpected "(" (expecting "then")', 2],
      ['fail', 'helm-dep-build', 'helm lint --strict deploy/helm/lumen', '==> Linting deploy/helm/lumen\n[INFO] Chart.yaml: icon is recommended\n[WARNING] /workspace/deploy/helm/lumen: chart directory is missing these dependencies: mosquitto,timescaledb\n\nError: 1 chart(s) linted, 1 chart(s) failed', 1],
    ],
  },
  {
    machine: 'linux', project: 'lumenbox', start: '2026-10-05T09:00:00Z',
    steps: [
      ['prompt', 'ci-posix-sh', 'check-image-size.sh broke CI again, same thing — [[ ]] and an array. ash. rewrite it POSIX'],
      ['fail', 'sysbuild-mcuboot', BUILD_TRACKER, KCONFIG_ABORT('/home/dev', 41, '"keys/lumen-root.pem"', 'BOOT_SIGNATURE_KEY_FILE'), 1],
      ['prompt', 'sysbuild-mcuboot', 'again: the mcuboot key is SB_CONFIG_BOOT_SIGNATURE_KEY_FILE in sysbuild.conf, not in prj.conf'],
      ['agent', 'sysbuild-mcuboot', 'MCUboot options go into firmware/apps/tracker/sysbuild.conf (SB_CONFIG_*) or sysbuild/mcuboot.conf, never into the app prj.conf'],
      ['fail', 'x:mqtt-not-authorised', "docker compose exec mosquitto mosquitto_sub -u ingest -P \"$MQTT_INGEST_PASSWORD\" -t 'lb/v1/#' -C 3", 'Connection error: Connection Refused: not authorised.', 5],
      ['fail', 'zephyr-sdk-0.17', `source firmware/.venv/bin/activate && ${BUILD_TRACKER}`, SDK_TOO_OLD('/home/dev'), 1],
      ['agent', 'zephyr-sdk-0.17', 'NCS v2.9 needs Zephyr SDK 0.17.0 (install to ~/zephyr-sdk-0.17.0 and run setup.sh -c); 0.16.x is rejected by CMake'],
      ['ok', 'west build -p always -b nrf9151dk/nrf9151/ns firmware/apps/tracker -d build/tracker'],
      ['prompt', 'board-tracker', "thats the DK target. our board is lumen_tracker/nrf9151/ns"],
      ['fail', 'base-develop', 'git diff origin/master...HEAD --stat', "fatal: ambiguous argument 'origin/master...HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", 128],
      ['prompt', 'base-develop', 'theres no master. diff against origin/develop'],
    ],
  },
  {
    machine: 'codex', project: 'lumenbox', start: '2026-10-06T08:00:00Z',
    steps: [
      ['fail', 'pnpm-9-corepack', 'cd backend && pnpm install', PNPM_BAD_PM('10.6.2'), 1],
      ['agent', 'pnpm-9-corepack', 'pnpm is pinned by packageManager (pnpm@9.15.4): run it through corepack (`corepack enable`), not a globally installed pnpm 10'],
      ['fail', 'tsdb-name', 'psql postgresql://lumen@localhost:5433/telemetry -c "\\d+ telemetry"', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  database "telemetry" does not exist', 2],
      ['agent', 'tsdb-name', 'the TimescaleDB database is lumen_telemetry (telemetry is the hypertable in it), not lumenbox or telemetry'],
      ['ok', `docker compose exec mosquitto mosquitto_pub -t devices/dev-0042/cmd -m '{"op":"ping"}'`],
      ['prompt', 'mqtt-topic-prefix', 'wrong topic scheme again, ours is lb/v1/<deviceId>/telemetry'],
      ['agent', 'mqtt-topic-prefix', 'MQTT topics are lb/v1/<deviceId>/<kind> (telemetry, cmd, cmd/ack, fota); devices/<id>/... is the retired prototype layout'],
      ['ok', 'cd backend && npm run lint --workspaces'],
      ['prompt', 'pnpm-not-npm', 'pnmp not npm. again'],
      ['agent', 'pnpm-not-npm', 'backend is a pnpm workspace (workspace:* deps): use pnpm install/add, npm fails with EUNSUPPORTEDPROTOCOL'],
      ['ok', 'cd backend && pnpm --filter api test'],
      ['prompt', 'pnpm-filter-scope', 'that ran nothing. the filter needs the scoped name, --filter @lumenbox/api'],
      ['agent', 'pnpm-filter-scope', 'workspace packages are @lumenbox/ingest, @lumenbox/api, @lumenbox/db, @lumenbox/shared; pnpm --filter needs the scoped name'],
    ],
  },
  {
    machine: 'mac', project: 'lumenbox', start: '2026-10-07T07:30:00Z',
    steps: [
      ['fail', 'zephyr-sdk-0.17', `source firmware/.venv/bin/activate && ${BUILD_TRACKER}`, SDK_TOO_OLD('/Users/ana'), 1],
      ['prompt', 'zephyr-sdk-0.17', 'sdk 0.16 is too old for ncs 2.9, we pinned 0.17.0 (firmware/README)'],
      ['fail', 'fw-venv', 'west update', 'zsh: command not found: west', 127],
      ['prompt', 'fw-venv', 'venv pls'],
      ['fail', 'fw-app-dir', `source firmware/.venv/bin/activate && west build -p always -b lumen_tracker/nrf9151/ns firmware/tracker`, APP_MISSING('/Users/ana', 'firmware/tracker'), 1],
      ['agent', 'fw-app-dir', 'firmware apps are in firmware/apps/tracker and firmware/apps/gateway; pass that path to west build'],
    ],
  },
];
