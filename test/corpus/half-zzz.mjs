// Half ZZZ of the evaluation corpus, written blind: "merganser", a Zig 0.13 CLI and small game server
// (zigup/anyzig, build.zig.zon deps via zig fetch, libsodium + SQLite through pkg-config/Homebrew/vcpkg,
// cross-compiled releases, Alpine server image, ./scripts/release.sh). Windows (PowerShell 5.1, pwsh 7,
// cmd.exe, Git Bash), macOS zsh, Debian bash, Alpine ash; English, Yoruba, Hausa and Marathi.

// --- shells -------------------------------------------------------------------------------------
const PS51_NOTFOUND = (name, cmd) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${cmd}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException`;
const PWSH7_NOTFOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const CMD_NOTFOUND = (name) => `'${name}' is not recognized as an internal or external command,\noperable program or batch file.`;
const PS51_ANDAND = (cmd) => {
  const at = cmd.indexOf('&&');
  return `At line:1 char:${at + 1}\n+ ${cmd}\n+ ${' '.repeat(at)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine`;
};
const PS51_RMRF = (cmd) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ ${cmd}\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand`;
const PWSH7_RMRF = "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.";
const PS51_CURL = (param, cmd) => `Invoke-WebRequest : A parameter cannot be found that matches parameter name '${param}'.\nAt line:1 char:6\n+ ${cmd}\n+      ${'~'.repeat(param.length + 1)}\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand`;
const PS51_CURL_AMBIG = (cmd) => `Invoke-WebRequest : Parameter cannot be processed because the parameter name 'o' is ambiguous. Possible matches include: -OutFile -OutVariable.\nAt line:1 char:6\n+ ${cmd}\n+      ~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : AmbiguousParameter,Microsoft.PowerShell.Commands.InvokeWebRequestCommand`;
const PS51_POLICY = `.\\scripts\\setup.ps1 : File C:\\Users\\jules\\merganser\\scripts\\setup.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\setup.ps1\n+ ~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess`;

// --- BSD / BusyBox userland ----------------------------------------------------------------------
const BSD_DATE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BSD_STAT = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const BSD_GREP = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BUSYBOX_GREP = 'grep: unrecognized option: P\nBusyBox v1.36.1 (2024-06-12 11:52:11 UTC) multi-call binary.\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...\n\nSearch for PATTERN in FILEs (or stdin)';

// --- zig ----------------------------------------------------------------------------------------
const ZIG014_ZON = '/Users/ana/merganser/build.zig.zon:2:13: error: name must be a valid bare zig identifier (hint: switch from string to enum literal)\n    .name = "merganser",\n            ^~~~~~~~~~~';
const ZIG015_EXE = "/home/dev/merganser/build.zig:21:10: error: no field named 'root_source_file' in struct 'Build.ExecutableOptions'\n        .root_source_file = b.path(\"src/main.zig\"),\n         ^~~~~~~~~~~~~~~~\n/snap/zig/14083/lib/std/Build.zig:771:31: note: struct declared here\npub const ExecutableOptions = struct {\n                              ^~~~~~";
const HASH_OLD = '1220e48f28dfb9c3ca34e5aa87bcc5df33b272501b00b6bb29448c40023cfce9465f';
const HASH_NEW = '1220e5ff0222a99c2a438fbb2650775df8edeaf61bce6b7ba4fff7ed0899c9a3e0f8';
const HASH_MISMATCH = `/home/dev/merganser/build.zig.zon:9:21: error: hash mismatch: manifest declares ${HASH_OLD} but the fetched package has ${HASH_NEW}\n            .hash = "${HASH_OLD}",\n                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~`;
const MISSING_HASH = '/Users/kai/merganser/build.zig.zon:16:20: error: dependency is missing hash field\n        .network = .{\n                   ^\nnote: expected .hash = "1220471599d61735a32836609b8fe007e949cb828b34b9bfba4f7f165cd78667f743",';
const ZIG_TEST_NOLIBC = "src/db.zig:3:11: error: C import failed\nconst c = @cImport({\n          ^~~~~~~~\nsrc/db.zig:3:11: note: libc headers not available; compilation does not link against libc\nreferenced by:\n    open: src/db.zig:41:20\n    test.open and migrate an in-memory db: src/db.zig:212:21\n    remaining reference traces hidden; use '-freference-trace' to see all reference traces";
const CIMPORT_SODIUM = "/Users/ana/merganser/.zig-cache/o/9b1c4e0f7a2d6e3b5c8a1f4d7e0b3a6c/cimport.h:1:10: error: 'sodium.h' file not found\n#include <sodium.h>\n         ^\nsrc/crypto/sealed_box.zig:2:11: error: C import failed\nconst c = @cImport({\n          ^~~~~~~~";
const SODIUM_MISSING = "install\n└─ install merganser\n   └─ zig build-exe merganser Debug native failure\nerror: error: unable to find dynamic system library 'sodium' using strategy 'paths_first'. searched paths:\n  /usr/local/lib64/libsodium.so\n  /usr/local/lib64/libsodium.a\n  /usr/local/lib/libsodium.so\n  /usr/local/lib/libsodium.a\n  /usr/lib/x86_64-linux-gnu/libsodium.so\n  /usr/lib/x86_64-linux-gnu/libsodium.a\n  /lib64/libsodium.so\n  /lib64/libsodium.a\n  /lib/libsodium.so\n  /lib/libsodium.a\n  /usr/lib64/libsodium.so\n  /usr/lib64/libsodium.a\n  /usr/lib/libsodium.so\n  /usr/lib/libsodium.a\n\nBuild Summary: 0/3 steps succeeded; 1 failed (disable with --summary none)\ninstall transitive failure\n└─ install merganser transitive failure\n   └─ zig build-exe merganser Debug native 1 errors";
const PKGCONFIG_MISSING = "Package sqlite3 was not found in the pkg-config search path.\nPerhaps you should add the directory containing `sqlite3.pc'\nto the PKG_CONFIG_PATH environment variable\nPackage 'sqlite3', required by 'virtual:world', not found\nPackage libsodium was not found in the pkg-config search path.\nPerhaps you should add the directory containing `libsodium.pc'\nto the PKG_CONFIG_PATH environment variable\nPackage 'libsodium', required by 'virtual:world', not found";
const SDK_SQLITE = (file, line, name) => `${file}:${line}:18: error: root struct of file 'cimport' has no member named '${name}'\n    const rc = c.${name}(\n               ~^~~~~~~~~~~~~~~~~~~~~~\n/Users/kai/merganser/.zig-cache/o/4c8e2a0f1b7d3e9c6a5f0b2d8e1c7a3f/cimport.zig:1:1: note: struct declared here\npub const __builtin_bswap16 = @import("std").zig.c_builtins.__builtin_bswap16;\n^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~`;
const TEST_FAIL = "test\n└─ run test 47/48 passed, 1 failed\nerror: 'matchmaking.test.pairs players within the rating window' failed: expected 2, found 3\n/home/dev/.local/share/zigup/0.13.0/files/lib/std/testing.zig:93:17: 0x1047e2c in expectEqualInner__anon_2981 (test)\n                return error.TestExpectedEqual;\n                ^\n/home/dev/merganser/src/server/matchmaking.zig:188:5: 0x1049a1d in test.pairs players within the rating window (test)\n    try std.testing.expectEqual(@as(usize, 2), pairs.len);\n    ^\nerror: while executing test 'matchmaking.test.pairs players within the rating window', the following command exited with code 1:\n/home/dev/merganser/.zig-cache/o/5d1f0c8e2a7b3e9f4c6a1d0b8e2f7a3c/test --listen=-\nBuild Summary: 2/4 steps succeeded; 1 failed; 47/48 tests passed; 1 failed (disable with --summary none)\ntest transitive failure\n└─ run test 47/48 passed, 1 failed";
const NEVER_MUTATED = "install\n└─ install merganser-server\n   └─ zig build-exe merganser-server Debug native 1 errors\nsrc/server/lobby.zig:73:13: error: local variable is never mutated\n        var slots = try alloc.alloc(Slot, cfg.max_players);\n            ^~~~~\nsrc/server/lobby.zig:73:13: note: consider using 'const'\nerror: the following command failed with 1 compilation errors:\n/home/dev/.local/share/zigup/0.13.0/files/zig build-exe -lsodium -lsqlite3 -ODebug -Mroot=/home/dev/merganser/src/server/main.zig -lc --cache-dir /home/dev/merganser/.zig-cache --global-cache-dir /home/dev/.cache/zig --name merganser-server --listen=-\nBuild Summary: 2/5 steps succeeded; 1 failed (disable with --summary none)";
const SERVER_FNF = "error: FileNotFound\n/home/dev/merganser/src/server/config.zig:27:13: 0x10e4b21 in load (merganser-server)\n            return err;\n            ^\n/home/dev/merganser/src/server/main.zig:14:17: 0x10e6a07 in main (merganser-server)\n    const cfg = try config.load(gpa, \"merganser.toml\");\n                ^\nrun-server\n└─ run merganser-server failure\nerror: the following command exited with error code 1:\n/home/dev/merganser/zig-out/bin/merganser-server\nBuild Summary: 4/6 steps succeeded; 1 failed (disable with --summary none)";
const SUDO_CACHE = "install\n└─ install merganser\n   └─ zig build-exe merganser Debug native failure\nerror: unable to open cache manifest file '/home/dev/merganser/.zig-cache/h/2c9f4e1a7b3d5c8e0f6a2b4d9e1c3f5a.txt': AccessDenied\nBuild Summary: 0/3 steps succeeded; 1 failed (disable with --summary none)";
const WIN_MSVC_CI = "install\n└─ install merganser\n   └─ zig build-exe merganser ReleaseSafe x86_64-windows-msvc failure\nerror: unable to provide libc for target 'x86_64-windows.win10...win11_ge-msvc'\nBuild Summary: 0/3 steps succeeded; 1 failed (disable with --summary none)\nError: Process completed with exit code 1.";
const WIN_MSVC_MAC = "install\n└─ install merganser-server\n   └─ zig build-exe merganser-server ReleaseSafe x86_64-windows-msvc failure\nerror: libc not available\n    note: run 'zig targets' to see the targets for which zig can always provide libc\nBuild Summary: 1/4 steps succeeded; 1 failed (disable with --summary none)";
const PORT_IN_USE = "error: AddressInUse\n/home/dev/.local/share/zigup/0.13.0/files/lib/std/posix.zig:3484:22: 0x10bfa55 in bind (merganser-server)\n            .ADDRINUSE => return error.AddressInUse,\n                     ^\n/home/dev/merganser/src/server/net.zig:61:9: 0x10f1a2e in listen (merganser-server)\n        try posix.bind(sock, &addr.any, addr.getOsSockLen());\n        ^\nrun-server\n└─ run merganser-server failure\nerror: the following command exited with error code 1:\n/home/dev/merganser/zig-out/bin/merganser-server --config config/dev.toml";

// --- git / GitHub -------------------------------------------------------------------------------
const REMOTE = 'github.com:merganser-dev/merganser.git';
const GH006 = (src) => `Enumerating objects: 11, done.\nCounting objects: 100% (11/11), done.\nDelta compression using up to 8 threads\nCompressing objects: 100% (6/6), done.\nWriting objects: 100% (6/6), 1.41 KiB | 1.41 MiB/s, done.\nTotal 6 (delta 4), reused 0 (delta 0), pack-reused 0\nremote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: \nremote: - Cannot force-push to this branch\nTo ${REMOTE}\n ! [remote rejected] ${src} -> main (protected branch hook declined)\nerror: failed to push some refs to '${REMOTE}'`;
const GH013 = (tag) => `Enumerating objects: 1, done.\nCounting objects: 100% (1/1), done.\nWriting objects: 100% (1/1), 168 bytes | 168.00 KiB/s, done.\nTotal 1 (delta 0), reused 0 (delta 0), pack-reused 0\nremote: error: GH013: Repository rule violations found for refs/tags/${tag}.\nremote: Review all repository rules at https://github.com/merganser-dev/merganser/rules?ref=refs%2Ftags%2F${tag}\nremote: \nremote: - Cannot create ref due to creations being restricted.\nremote: \nTo ${REMOTE}\n ! [remote rejected] ${tag} -> ${tag} (push declined due to repository rule violations)\nerror: failed to push some refs to '${REMOTE}'`;
const NONFF = `To ${REMOTE}\n ! [rejected]        feature/lobby-timeouts -> feature/lobby-timeouts (non-fast-forward)\nerror: failed to push some refs to '${REMOTE}'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

// --- package managers ---------------------------------------------------------------------------
const CHOCO_FAIL = "Chocolatey v2.3.0\nInstalling the following packages:\nsqlite;libsodium\nBy installing, you accept licenses for the packages.\nsqlite v3.46.1 [Approved]\nsqlite package files install completed. Performing other installation steps.\n The install of sqlite was successful.\nlibsodium not installed. The package was not found with the source(s) listed.\n Source(s): 'https://community.chocolatey.org/api/v2/'\n NOTE: When you specify explicit sources, it overrides default sources.\nIf the package version is a prerelease and you didn't specify `--pre`,\n the package may not be found.\n\nChocolatey installed 1/2 packages. 1 packages failed.\n See the log for details (C:\\ProgramData\\chocolatey\\logs\\chocolatey.log).\n\nFailures\n - libsodium - libsodium not installed. The package was not found with the source(s) listed.";
const APK_NET = 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nWARNING: updating and opening https://dl-cdn.alpinelinux.org/alpine/v3.20/main: temporary error (try again later)\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz\nWARNING: updating and opening https://dl-cdn.alpinelinux.org/alpine/v3.20/community: temporary error (try again later)\nERROR: unable to select packages:\n  sqlite-dev (no such package):\n    required by: world[sqlite-dev]';
const APT_LOCK = 'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2311 (unattended-upgr)\nN: Be aware that removing the lock file is not a solution and may break your system.\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?';
const APT_NO_ZIG = 'Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done\nE: Unable to locate package zig';
const VCPKG_DOWNLOAD = 'Computing installation plan...\nThe following packages will be built and installed:\n    libsodium:x64-windows-static@1.0.20#2\n  * vcpkg-cmake:x64-windows@2024-04-23\nDownloading https://github.com/jedisct1/libsodium/archive/1.0.20-RELEASE.tar.gz -> jedisct1-libsodium-1.0.20-RELEASE.tar.gz\nerror: Failed to download from mirror set\nerror: https://github.com/jedisct1/libsodium/archive/1.0.20-RELEASE.tar.gz: WinHttpSendRequest failed with exit code 12002. The operation timed out';
const BREW_NET = '==> Fetching dependencies for sqlite: readline\n==> Fetching readline\ncurl: (6) Could not resolve host: ghcr.io\n\nError: sqlite: Failed to download resource "readline_bottle_manifest"\nDownload failed: https://ghcr.io/v2/homebrew/core/readline/manifests/8.3.1';
const DOCKER_APT = ' => ERROR [build 3/6] RUN apt-get update && apt-get install -y libsodium-dev libsqlite3-dev pkg-config    0.3s\n------\n > [build 3/6] RUN apt-get update && apt-get install -y libsodium-dev libsqlite3-dev pkg-config:\n0.274 /bin/sh: apt-get: not found\n------\nDockerfile:9\n--------------------\n   7 |     WORKDIR /src\n   8 |     COPY . .\n   9 | >>> RUN apt-get update && apt-get install -y libsodium-dev libsqlite3-dev pkg-config\n--------------------\nERROR: failed to solve: process "/bin/sh -c apt-get update && apt-get install -y libsodium-dev libsqlite3-dev pkg-config" did not complete successfully: exit code: 127';

export const SESSIONS = [
  // 1 — Debian, first build on a fresh box
  {
    machine: 'linux', project: 'merganser', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'debian-dev-pkgs', 'zig build', SODIUM_MISSING, 1, 'Build merganser'],
      ['agent', 'debian-dev-pkgs', 'zig build could not find libsodium: on Debian the C libs come from libsodium-dev, libsqlite3-dev and pkg-config (build.zig links them through pkg-config).'],
      ['ok', 'sudo apt-get install -y libsodium-dev libsqlite3-dev pkg-config'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the lobby timeout fix'],
    ],
  },
  // 2 — ana's mac, brew zig
  {
    machine: 'mac', project: 'merganser', start: '2026-02-02T14:10:00Z',
    steps: [
      ['ok', 'brew install zig'],
      ['fail', 'zigup', 'zig build', ZIG014_ZON, 1, 'Build with the newly installed zig'],
      ['prompt', 'zigup', "ugh no. not the brew zig, that's 0.14 and the zon format changed. we pin 0.13.0 through zigup — brew uninstall zig && zigup 0.13.0"],
      ['ok', 'brew uninstall zig && zigup 0.13.0'],
      ['fail', 'bsd-sed', "sed -i 's/0.3.1/0.3.2/' build.zig.zon", 'sed: 1: "build.zig.zon": undefined label \'uild.zig.zon\'', 1, 'Bump the version'],
      ['prompt', 'bsd-sed', "mac sed. it's sed -i '' 's/…/…/' here, or gsed if you installed it"],
    ],
  },
  // 3 — Alpine server container
  {
    machine: 'ci', project: 'merganser', start: '2026-02-03T10:00:00Z',
    steps: [
      ['fail', 'apk', 'apt-get update && apt-get install -y sqlite-dev libsodium-dev', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'apk', "it's an alpine image, apk add --no-cache sqlite-dev libsodium-dev pkgconf"],
      ['ok', 'apk add --no-cache sqlite-dev libsodium-dev pkgconf'],
      ['fail', 'alpine-bash', 'bash scripts/healthcheck.sh', '/bin/sh: bash: not found', 127],
      ['agent', 'alpine-bash', 'The server image is Alpine (BusyBox ash, no bash): run container scripts with sh and keep them POSIX.'],
    ],
  },
  // 4 — Windows PowerShell 5.1
  {
    machine: 'winps', project: 'merganser', start: '2026-02-03T15:20:00Z',
    steps: [
      ['fail', 'ps51-andand', 'zig build && .\\zig-out\\bin\\merganser.exe --version', PS51_ANDAND('zig build && .\\zig-out\\bin\\merganser.exe --version'), 1],
      ['prompt', 'ps51-andand', 'this box is windows powershell 5.1, no && there. use ; or if ($?) { … }'],
      ['ok', 'zig build; if ($?) { .\\zig-out\\bin\\merganser.exe --version }'],
      ['fail', 'ps-rm-rf', 'rm -rf .zig-cache zig-out', PS51_RMRF('rm -rf .zig-cache zig-out'), 1],
      ['agent', 'ps-rm-rf', 'rm -rf is bash syntax: in PowerShell clear the build dirs with Remove-Item -Recurse -Force .zig-cache, zig-out.'],
    ],
  },
  // 5 — Debian, a dependency bump
  {
    machine: 'linux', project: 'merganser', start: '2026-02-04T09:00:00Z',
    steps: [
      ['fail', 'zig-fetch', 'zig build', HASH_MISMATCH, 1, 'Build after bumping zig-clap'],
      ['prompt', 'zig-fetch', 'you changed the clap url but left the old hash. zig fetch --save=clap <new url> rewrites both, never edit .hash yourself'],
      ['ok', 'zig fetch --save=clap https://github.com/Hejsil/zig-clap/archive/refs/tags/0.9.1.tar.gz'],
      ['fail', 'x:test-failure', 'zig build test', TEST_FAIL, 1, 'Run the test suite'],
    ],
  },
  // 6 — kai's mac
  {
    machine: 'mac2', project: 'merganser', start: '2026-02-05T11:00:00Z',
    steps: [
      ['fail', 'build-test', 'zig test src/db.zig', ZIG_TEST_NOLIBC, 1, 'Run the db tests'],
      ['prompt', 'build-test', "zig build test. the test step links sqlite and sodium for you, bare zig test doesn't"],
      ['fail', 'sha256sum', 'sha256sum zig-out/bin/merganser', '(eval):1: command not found: sha256sum', 127, 'Checksum the binary'],
      ['ok', 'shasum -a 256 zig-out/bin/merganser'],
      ['agent', 'sha256sum', 'macOS has no sha256sum: checksum with shasum -a 256 on the macs.'],
    ],
  },
  // 7 — pwsh 7
  {
    machine: 'wincodex7', project: 'merganser', start: '2026-02-06T08:30:00Z',
    steps: [
      ['fail', 'win-which', 'which zig', PWSH7_NOTFOUND('which'), 1],
      ['prompt', 'win-which', 'Get-Command zig. (and plain `where` is Where-Object in powershell, you\'d want where.exe)'],
      ['fail', 'vcpkg', 'choco install sqlite libsodium -y', CHOCO_FAIL, 1],
      ['prompt', 'vcpkg', "A'a, ba ma amfani da choco don wannan. vcpkg muke amfani da shi a Windows — manifest mode, vcpkg install a cikin repo."],
    ],
  },
  // 8 — Debian, release build
  {
    machine: 'linux', project: 'merganser', start: '2026-02-09T10:15:00Z',
    steps: [
      ['ok', 'zig build -Doptimize=ReleaseFast'],
      ['prompt', 'releasesafe', 'release builds are ReleaseSafe. always. the server depends on the bounds/overflow checks staying on'],
      ['prompt', 'x:ci-rerun', 'the macos runner timed out restoring the cache, just rerun that job'],
      ['fail', 'x:compile-error', 'zig build', NEVER_MUTATED, 1, 'Build after the lobby change'],
    ],
  },
  // 9 — Alpine container, first image
  {
    machine: 'ci', project: 'merganser', start: '2026-02-10T13:00:00Z',
    steps: [
      ['fail', 'musl-target', './zig-out/bin/merganser-server --version', '/bin/sh: ./zig-out/bin/merganser-server: not found', 127],
      ['agent', 'musl-target', "A glibc build of merganser-server won't start in the Alpine image (no glibc loader): build it with -Dtarget=x86_64-linux-musl."],
      ['ok', 'zig build -Dtarget=x86_64-linux-musl -Doptimize=ReleaseSafe'],
    ],
  },
  // 10 — ana's mac, tooling
  {
    machine: 'mac', project: 'merganser', start: '2026-02-11T09:20:00Z',
    steps: [
      ['fail', 'bsd-date', 'date -d "2026-02-11" +%s', BSD_DATE, 1, 'Get the epoch for the season start'],
      ['prompt', 'bsd-date', "BSD date on this one. date -j -f %Y-%m-%d 2026-02-11 +%s"],
      ['fail', 'grep-P', "grep -rnP 'pub fn \\w+\\(' src/net", BSD_GREP, 2, 'List public functions in src/net'],
      ['prompt', 'grep-P', 'rg is installed, use that. -P is a gnu grep thing'],
      ['ok', "rg -n 'pub fn \\w+\\(' src/net"],
    ],
  },
  // 11 — lea on Git Bash
  {
    machine: 'winbash', project: 'merganser', start: '2026-02-12T14:00:00Z',
    steps: [
      ['fail', 'vcpkg', 'pacman -S --noconfirm mingw-w64-x86_64-libsodium mingw-w64-x86_64-sqlite3', 'bash: pacman: command not found', 127, 'Install the C libraries'],
      ['prompt', 'vcpkg', 'not msys2 packages. on windows sodium + sqlite come from vcpkg (vcpkg.json in the root), docs/windows.md has it'],
      ['prompt', 'x:docs-windows', "while you're in there, docs/windows.md never says to set VCPKG_ROOT — add that step"],
    ],
  },
  // 12 — Debian, release day
  {
    machine: 'linux', project: 'merganser', start: '2026-02-13T09:00:00Z',
    steps: [
      ['fail', 'release-script', 'git tag -a v0.4.0 -m "merganser 0.4.0" && git push origin v0.4.0', GH013('v0.4.0'), 1, 'Tag the release'],
      ['prompt', 'release-script', "tags aren't made by hand in this repo. ./scripts/release.sh 0.4.0 cuts release/0.4, bumps build.zig.zon and pushes the tag"],
      ['fail', 'x:release-dirty', './scripts/release.sh 0.4.0', 'release.sh: working tree not clean:\n M src/server/lobby.zig\ncommit or stash your changes first', 1],
      ['ok', 'git stash && ./scripts/release.sh 0.4.0'],
    ],
  },
  // 13 — kai's mac, sqlite
  {
    machine: 'mac2', project: 'merganser', start: '2026-02-16T10:30:00Z',
    steps: [
      ['fail', 'x:brew-network', 'brew install sqlite', BREW_NET, 1],
      ['ok', 'brew install sqlite'],
      ['fail', 'brew-sqlite', 'zig build', SDK_SQLITE('src/db.zig', 118, 'sqlite3_setlk_timeout'), 1, 'Build'],
      ['prompt', 'brew-sqlite', 'that\'s the ancient SDK sqlite it picked up. brew sqlite is keg-only, so: PKG_CONFIG_PATH="$(brew --prefix sqlite)/lib/pkgconfig" zig build'],
      ['fail', 'bsd-stat', 'stat -c %s zig-out/bin/merganser', BSD_STAT, 1, 'Check binary size'],
      ['prompt', 'bsd-stat', 'stat -f %z on mac'],
    ],
  },
  // 14 — Codex on Debian
  {
    machine: 'codex', project: 'merganser', start: '2026-02-17T08:00:00Z',
    steps: [
      ['fail', 'sudo-zig', 'sudo zig build install --prefix /usr/local', 'sudo: zig: command not found', 1],
      ['prompt', 'sudo-zig', 'no sudo anywhere near zig. install into ~/.local (--prefix ~/.local), nothing in this project needs root'],
      ['fail', 'server-config', 'zig build run-server', SERVER_FNF, 1],
      ['prompt', 'server-config', 'it wants a config. zig build run-server -- --config config/dev.toml'],
      ['ok', 'zig build run-server -- --config config/dev.toml'],
    ],
  },
  // 15 — Windows PowerShell 5.1
  {
    machine: 'winps', project: 'merganser', start: '2026-02-18T09:40:00Z',
    steps: [
      ['fail', 'ps-curl', 'curl -fsSL https://ziglang.org/download/index.json', PS51_CURL('fsSL', 'curl -fsSL https://ziglang.org/download/index.json'), 1],
      ['prompt', 'ps-curl', 'curl in powershell 5.1 is Invoke-WebRequest in disguise. curl.exe -fsSL …'],
      ['fail', 'win-env', 'export ZIG_GLOBAL_CACHE_DIR=D:\\zig-cache', PS51_NOTFOUND('export', 'export ZIG_GLOBAL_CACHE_DIR=D:\\zig-cache'), 1],
      ['agent', 'win-env', "export is bash: in PowerShell set the variable with $env:ZIG_GLOBAL_CACHE_DIR = 'D:\\zig-cache'."],
    ],
  },
  // 16 — ana's mac, config tweak
  {
    machine: 'mac', project: 'merganser', start: '2026-02-19T15:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/max_players = 8/max_players = 16/' config/dev.toml", 'sed: 1: "config/dev.toml": command c expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "Ìyẹn tún ṣẹlẹ̀ 🙃 sed -i lórí mac nílò '' lẹ́yìn rẹ̀ — sed -i '' 's/8/16/' config/dev.toml"],
      ['fail', 'x:sed-typo', "sed -n '1,40p' src/server/mian.zig", 'sed: src/server/mian.zig: No such file or directory', 1],
      ['prompt', 'x:iso-replay', 'replay files should be named with an ISO 8601 UTC timestamp, like replay-2026-02-19T15-04-05Z.bin'],
    ],
  },
  // 17 — GitHub Actions, release matrix
  {
    machine: 'ci', project: 'merganser', start: '2026-02-20T11:00:00Z',
    steps: [
      ['fail', 'zig-fmt', 'zig fmt --check src build.zig', 'src/net/lobby.zig\nsrc/game/board.zig\nError: Process completed with exit code 1.', 1],
      ['agent', 'zig-fmt', "CI's zig fmt --check failed on two files I touched: run zig fmt src build.zig before pushing."],
      ['fail', 'windows-gnu', 'zig build -Dtarget=x86_64-windows-msvc -Doptimize=ReleaseSafe', WIN_MSVC_CI, 1],
      ['prompt', 'windows-gnu', "the windows artifact is x86_64-windows-gnu. msvc can't be cross-compiled from the linux runner, there's no MSVC libc there"],
      ['ok', 'zig build -Dtarget=x86_64-windows-gnu -Doptimize=ReleaseSafe'],
    ],
  },
  // 18 — Debian, database and docker
  {
    machine: 'linux', project: 'merganser', start: '2026-02-23T09:10:00Z',
    steps: [
      ['fail', 'db-path', 'sqlite3 data/merganser.db ".tables"', 'Error: unable to open database "data/merganser.db": unable to open database file', 1],
      ['prompt', 'db-path', 'database yana var/dev.sqlite3, ba a data/ ba. config/dev.toml ma ya nuna haka.'],
      ['fail', 'x:sqlite-locked', 'sqlite3 var/dev.sqlite3 "DELETE FROM sessions WHERE expired = 1;"', 'Error: stepping, database is locked (5)', 1],
      ['fail', 'x:docker-daemon', 'docker build -t merganser-server -f deploy/Dockerfile .', 'ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'apk', 'docker build -t merganser-server -f deploy/Dockerfile .', DOCKER_APT, 1],
      ['prompt', 'apk', 'the base image is alpine:3.20 — apk add --no-cache libsodium-dev sqlite-dev pkgconf in that RUN line'],
    ],
  },
  // 19 — mika, claude on Windows through cmd.exe
  {
    machine: 'win', project: 'merganser', start: '2026-02-24T10:00:00Z',
    steps: [
      ['fail', 'win-which', 'cmd /c "which zig"', CMD_NOTFOUND('which'), 1],
      ['prompt', 'win-which', 'which again 🙄 where.exe zig on windows'],
      ['fail', 'win-env', 'cmd /c "export ZIG_LOCAL_CACHE_DIR=.zig-cache && zig build"', CMD_NOTFOUND('export'), 1],
      ['prompt', 'win-env', "cmd is `set VAR=value`, powershell is `$env:VAR = \"value\"` — there's no export on windows"],
      ['fail', 'x:cmd-typo', 'cmd /c "zgi build"', CMD_NOTFOUND('zgi'), 1],
    ],
  },
  // 20 — kai's mac, editor
  {
    machine: 'mac2', project: 'merganser', start: '2026-02-25T16:00:00Z',
    steps: [
      ['ok', 'zls --version'],
      ['prompt', 'zls-version', 'zls has to match zig. that one is 0.14 from brew — grab the zls 0.13.0 release (or build zls at the 0.13.0 tag)'],
      ['agent', 'zls-version', 'Homebrew zls is 0.14 and misbehaves with the pinned zig 0.13.0: editors use the zls 0.13.0 release matching our zig.'],
      ['prompt', 'x:zls-crash', 'zls hangs on src/protocol/packets.zig, all that comptime. can you split the packet tables into their own file?'],
    ],
  },
  // 21 — Debian, a new laptop
  {
    machine: 'linux', project: 'merganser', start: '2026-02-26T08:30:00Z',
    steps: [
      ['fail', 'zigup', 'sudo apt-get install -y zig', APT_NO_ZIG, 100],
      ['prompt', 'zigup', 'Rárá o, má wá zig nínú apt. zigup 0.13.0 ni a ń lò, ó wà nínú README'],
      ['ok', 'zigup 0.13.0'],
      ['fail', 'x:apt-lock', 'sudo apt-get install -y libsqlite3-dev', APT_LOCK, 100],
    ],
  },
  // 22 — pwsh 7
  {
    machine: 'wincodex7', project: 'merganser', start: '2026-03-02T09:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf zig-out .zig-cache', PWSH7_RMRF, 1],
      ['prompt', 'ps-rm-rf', "same as last week — Remove-Item -Recurse -Force, powershell doesn't know -rf"],
    ],
  },
  // 23 — Alpine container, healthcheck
  {
    machine: 'ci', project: 'merganser', start: '2026-03-03T12:00:00Z',
    steps: [
      ['fail', 'alpine-bash', './scripts/healthcheck.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['prompt', 'alpine-bash', 'ọ̀rẹ́ mi, kò sí bash nínú image yẹn. #!/bin/sh ni kí o kọ sí òkè file náà, POSIX sh nìkan'],
      ['fail', 'grep-P', "grep -oP 'version = \"\\K[^\"]+' build.zig.zon", BUSYBOX_GREP, 1],
      ['agent', 'grep-P', 'BusyBox grep has no -P either: in container scripts use grep -E or sed, never grep -P.'],
      ['fail', 'x:apk-network', 'apk add --no-cache sqlite-dev', APK_NET, 1],
    ],
  },
  // 24 — Debian, pushing
  {
    machine: 'linux', project: 'merganser', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'force-push-main', 'git push --force origin main', GH006('main'), 1],
      ['prompt', 'force-push-main', 'whoa. NEVER force push main. revert it in a new commit and open a PR like everyone else'],
      ['ok', 'git switch -c fix/revert-lobby-cap && git revert --no-edit HEAD'],
      ['fail', 'x:push-nonff', 'git push origin feature/lobby-timeouts', NONFF, 1],
      ['prompt', 'x:force-own-branch', "rebase that on main and push with --force-with-lease, it's your own branch so that's fine"],
      ['ok', 'git rebase origin/main && git push --force-with-lease origin feature/lobby-timeouts'],
    ],
  },
  // 25 — ana's mac
  {
    machine: 'mac', project: 'merganser', start: '2026-03-05T09:30:00Z',
    steps: [
      ['fail', 'build-test', 'zig test src/crypto/sealed_box.zig -lc -lsodium', CIMPORT_SODIUM, 1],
      ['prompt', 'build-test', 'zig test थेट नको रे, zig build test वापर — sodium चे include paths build.zig मध्येच सेट होतात'],
      ['ok', 'gh release download v0.4.0 -D dist'],
      ['fail', 'sha256sum', 'sha256sum -c dist/SHA256SUMS', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256sum', 'अरे, mac वर sha256sum नाही. shasum -a 256 -c वापर'],
      ['fail', 'x:shasum-mismatch', 'shasum -a 256 -c dist/SHA256SUMS', 'merganser-0.4.0-x86_64-linux-musl.tar.gz: OK\nmerganser-0.4.0-x86_64-windows-gnu.zip: OK\nmerganser-0.4.0-aarch64-macos.tar.gz: FAILED\nshasum: WARNING: 1 computed checksum did NOT match', 1],
    ],
  },
  // 26 — Windows PowerShell 5.1
  {
    machine: 'winps', project: 'merganser', start: '2026-03-06T14:00:00Z',
    steps: [
      ['fail', 'ps51-andand', 'cd zig-out\\bin && .\\merganser-server.exe --config ..\\..\\config\\dev.toml', PS51_ANDAND('cd zig-out\\bin && .\\merganser-server.exe --config ..\\..\\config\\dev.toml'), 1],
      ['prompt', 'ps51-andand', '5.1 again — that shell has no &&. chain with ; or open pwsh 7'],
      ['fail', 'ps-curl', 'curl -o zls.zip https://github.com/zigtools/zls/releases/download/0.13.0/zls-x86_64-windows.zip', PS51_CURL_AMBIG('curl -o zls.zip https://github.com/zigtools/zls/releases/download/0.13.0/zls-x86_64-windows.zip'), 1],
      ['prompt', 'ps-curl', 'curl.exe. again. 5.1 aliases curl to Invoke-WebRequest'],
    ],
  },
  // 27 — kai's mac, new dependency
  {
    machine: 'mac2', project: 'merganser', start: '2026-03-09T10:00:00Z',
    steps: [
      ['fail', 'zig-fetch', 'zig build', MISSING_HASH, 1, 'Build with zig-network added'],
      ['prompt', 'zig-fetch', "don't type dependencies into the zon by hand. zig fetch --save <url> adds the entry with the right hash"],
      ['ok', 'zig fetch --save https://github.com/ikskuh/zig-network/archive/c76240d2240711a3dcbf1c0fb461d5d1f18be79a.tar.gz'],
      ['prompt', 'x:rename-flag', "rename --cfg to --config in the client's --help text too, the server already says --config"],
      ['fail', 'x:zig-fetch-network', 'zig fetch --save git+https://github.com/karlseguin/websocket.zig#zig-0.13', 'error: unable to discover remote git server capabilities: TemporaryNameServerFailure', 1],
      ['ok', 'git fetch origin && git rebase origin/main'],
      ['prompt', 'force-push-main', 'main var force push नको रे. तुझ्या branch वर push कर आणि PR उघड'],
      ['prompt', 'releasesafe', 'Kullum ReleaseSafe muke ginawa don server, ba ReleaseFast ba — gyara release step din a build.zig'],
    ],
  },
  // 28 — Debian, after someone built as root
  {
    machine: 'linux', project: 'merganser', start: '2026-03-10T09:00:00Z',
    steps: [
      ['fail', 'sudo-zig', 'zig build', SUDO_CACHE, 1],
      ['prompt', 'sudo-zig', 'Má fi sudo ṣe zig build mọ́ o — .zig-cache ti di ti root báyìí. sudo chown -R $USER .zig-cache zig-out, kí o sì tún un ṣe'],
      ['fail', 'releasesafe', 'zig build -Drelease-safe', "error: invalid option: -Drelease-safe\nerror: access the help menu with 'zig build -h'", 1],
      ['agent', 'releasesafe', '-Drelease-safe is the pre-0.11 flag: release builds here are zig build -Doptimize=ReleaseSafe.'],
    ],
  },
  // 29 — Codex on Debian, a CI-like box
  {
    machine: 'codex', project: 'merganser', start: '2026-03-11T13:00:00Z',
    steps: [
      ['fail', 'debian-dev-pkgs', 'pkg-config --cflags --libs sqlite3 libsodium', PKGCONFIG_MISSING, 1],
      ['prompt', 'debian-dev-pkgs', 'the -dev packages. apt install libsqlite3-dev libsodium-dev, pkg-config finds them after that'],
      ['prompt', 'x:log-utc', 'server log timestamps should be UTC with a trailing Z, not local time'],
    ],
  },
  // 30 — Alpine container, staging
  {
    machine: 'ci', project: 'merganser', start: '2026-03-12T15:00:00Z',
    steps: [
      ['fail', 'musl-target', './merganser-server --config /etc/merganser/staging.toml', 'Error relocating ./merganser-server: gnu_get_libc_version: symbol not found\nError relocating ./merganser-server: __register_atfork: symbol not found', 127],
      ['prompt', 'musl-target', "Ban gaya maka ba? musl ne — ka gina da -Dtarget=x86_64-linux-musl don Alpine, ba na glibc ba"],
      ['fail', 'apk', 'apt install -y ca-certificates', '/bin/sh: apt: not found', 127],
      ['agent', 'apk', 'The server container is Alpine: install packages with apk add --no-cache, there is no apt or apt-get.'],
      ['fail', 'x:musl-dns', './merganser-server --config /etc/merganser/staging.toml', 'error: TemporaryNameServerFailure\n/usr/src/merganser/src/server/relay.zig:52:9: 0x10b3c1f in connectRelay (merganser-server)\n        return error.TemporaryNameServerFailure;\n        ^', 1],
    ],
  },
  // 31 — ana's mac, changelog for 0.4.1
  {
    machine: 'mac', project: 'merganser', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/## Unreleased/## 0.4.1/' CHANGELOG.md", 'sed: 1: "CHANGELOG.md": invalid command code C', 1],
      ['prompt', 'bsd-sed', 'that again? mac sed'],
      ['fail', 'bsd-date', 'date -d @1773651600 -u +%FT%TZ', BSD_DATE, 1],
      ['prompt', 'bsd-date', 'पुन्हा तेच? mac वर date -d नाही — date -u -r 1773651600 +%FT%TZ'],
    ],
  },
  // 32 — jules, Codex on Windows PowerShell 5.1
  {
    machine: 'wincodex', project: 'merganser', start: '2026-03-17T10:00:00Z',
    steps: [
      ['fail', 'x:ps-policy', '.\\scripts\\setup.ps1', PS51_POLICY, 1],
      ['ok', 'powershell -ExecutionPolicy Bypass -File .\\scripts\\setup.ps1'],
      ['fail', 'x:vcpkg-download', 'vcpkg install --triplet x64-windows-static', VCPKG_DOWNLOAD, 1],
      ['fail', 'release-script', 'git tag v0.4.1; git push origin v0.4.1', GH013('v0.4.1'), 1],
      ['prompt', 'release-script', 'Kada ka yi tag da hannu. ./scripts/release.sh 0.4.1 kawai — daga Git Bash'],
    ],
  },
  // 33 — Debian, a clean that went too far
  {
    machine: 'linux', project: 'merganser', start: '2026-03-18T11:00:00Z',
    steps: [
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean', 'git clean -fdx just ate var/dev.sqlite3 and config/local.toml. -x is off limits in this repo, git clean -fd at most'],
      ['agent', 'git-clean', 'git clean -fdx wiped the ignored dev DB and local config: never pass -x here; use git clean -fd or delete zig-out and .zig-cache explicitly.'],
      ['ok', 'zig build run-server -- --config config/dev.toml --init-db'],
      ['fail', 'db-path', 'sqlite3 merganser.db "SELECT count(*) FROM players;"', 'Parse error: no such table: players', 1],
      ['prompt', 'db-path', 'and that just made an empty merganser.db in the repo root, delete it. the dev db lives in var/dev.sqlite3, config/dev.toml points there'],
      ['ok', 'rm merganser.db && sqlite3 var/dev.sqlite3 "SELECT count(*) FROM players;"'],
    ],
  },
  // 34 — kai's mac, tests
  {
    machine: 'mac2', project: 'merganser', start: '2026-03-19T14:00:00Z',
    steps: [
      ['fail', 'brew-sqlite', 'zig build test', SDK_SQLITE('src/store/replays.zig', 64, 'sqlite3_stmt_explain'), 1],
      ['agent', 'brew-sqlite', 'Linked against the old macOS SDK sqlite3 again: export PKG_CONFIG_PATH="$(brew --prefix sqlite)/lib/pkgconfig" so the keg-only Homebrew sqlite is used.'],
      ['fail', 'bsd-stat', 'stat -c "%s %n" zig-out/bin/merganser zig-out/bin/merganser-server', BSD_STAT, 1],
      ['prompt', 'x:binary-size', 'can you get the server binary under 4 MB? try -fstrip on the release step'],
    ],
  },
  // 35 — Codex on a Debian box with a snap zig
  {
    machine: 'codex', project: 'merganser', start: '2026-03-23T09:00:00Z',
    steps: [
      ['fail', 'zigup', 'zig build', ZIG015_EXE, 1],
      ['agent', 'zigup', 'zig on PATH was 0.15.1 from snap; merganser is pinned to 0.13.0 through zigup (zigup 0.13.0), never a distro/snap/brew zig.'],
      ['fail', 'x:zigup-network', 'zigup 0.13.0', "download 'https://ziglang.org/download/index.json' failed: error.ConnectionTimedOut", 1],
      ['prompt', 'min-zig-version', 'leave .minimum_zig_version = "0.13.0" in build.zig.zon when you touch it, Tunde is on anyzig and it picks the version from there'],
    ],
  },
  // 36 — lea on Git Bash
  {
    machine: 'winbash', project: 'merganser', start: '2026-03-24T10:00:00Z',
    steps: [
      ['prompt', 'min-zig-version', 'who dropped minimum_zig_version from the zon?? anyzig on my box went and fetched a 0.15 build. put it back, 0.13.0'],
      ['agent', 'min-zig-version', 'Removed .minimum_zig_version while editing build.zig.zon: it must stay "0.13.0" because anyzig picks the zig version from it.'],
      ['prompt', 'zls-version', "zls in vscode says it's for 0.14 on my box too — same fix as kai's, the zls 0.13.0 zip from the releases page?"],
      ['prompt', 'x:hausa-test-request', 'Don Allah ka ƙara test don matchmaking queue, idan players biyu sun fita a lokaci guda'],
    ],
  },
  // 37 — Debian, after the 0.4.2 release
  {
    machine: 'linux', project: 'merganser', start: '2026-03-25T09:30:00Z',
    steps: [
      ['fail', 'x:release-perm', './scripts/release.sh 0.4.2', 'bash: line 1: ./scripts/release.sh: Permission denied', 126],
      ['ok', 'bash scripts/release.sh 0.4.2'],
      ['prompt', 'x:tag-list', 'what went into the last three releases? list the tags with their dates'],
      ['ok', "git tag --sort=-creatordate --format='%(refname:short) %(creatordate:short)' | head -3"],
      ['fail', 'force-push-main', 'git push -f origin HEAD:main', GH006('HEAD'), 1],
      ['agent', 'force-push-main', 'Tried git push -f to the protected main: history on main is never rewritten — push a branch and open a PR.'],
    ],
  },
  // 38 — GitHub Actions
  {
    machine: 'ci', project: 'merganser', start: '2026-03-26T14:00:00Z',
    steps: [
      ['fail', 'zig-fmt', 'zig fmt --check .', './src/server/config.zig\nError: Process completed with exit code 1.', 1],
      ['prompt', 'zig-fmt', 'fmt check red in CI again. zig fmt before you commit, please'],
      ['fail', 'x:fmt-parse-error', 'zig fmt --check src build.zig', "src/game/board.zig:77:38: error: expected ';' after statement\n    const cell = board.cells[idx]\n                                 ^\nError: Process completed with exit code 1.", 1],
      ['fail', 'x:oom-ci', 'zig build test -Doptimize=ReleaseSafe', 'test\n└─ run test\n   └─ zig test ReleaseSafe native failure\nerror: the following command terminated unexpectedly:\n/opt/hostedtoolcache/zig/0.13.0/x64/zig test -OReleaseSafe -Mroot=/workspace/src/main.zig -lc -lsodium -lsqlite3 --cache-dir /workspace/.zig-cache --global-cache-dir /root/.cache/zig --name test --listen=-\nBuild Summary: 1/4 steps succeeded; 1 failed (disable with --summary none)\nError: Process completed with exit code 137.', 137],
    ],
  },
  // 39 — ana's mac, local cross build
  {
    machine: 'mac', project: 'merganser', start: '2026-03-30T10:00:00Z',
    steps: [
      ['fail', 'windows-gnu', 'zig build -Dtarget=x86_64-windows-msvc -Doptimize=ReleaseSafe', WIN_MSVC_MAC, 1],
      ['agent', 'windows-gnu', 'Cross-compiling to x86_64-windows-msvc fails off Windows (no MSVC libc): Windows release builds use -Dtarget=x86_64-windows-gnu, like CI.'],
      ['fail', 'grep-P', "grep -rnP '\\bTODO\\(\\w+\\)' src", BSD_GREP, 2],
      ['prompt', 'grep-P', 'rg pls, no -P on the macs'],
      ['prompt', 'x:marathi-question', 'हा lobby timeout 30 सेकंद का ठेवला आहे? थोडं explain कर, मग ठरवू बदलायचा का'],
    ],
  },
  // 40 — Debian, server
  {
    machine: 'linux', project: 'merganser', start: '2026-04-01T09:00:00Z',
    steps: [
      ['ok', 'zig build run-server -- --config config/dev.toml'],
      ['fail', 'x:port-in-use', 'zig build run-server -- --config config/dev.toml', PORT_IN_USE, 1],
      ['prompt', 'server-config', 'run-server कधीच config शिवाय चालवू नको, --config config/dev.toml दे नेहमी — नाहीतर तो prod defaults घेतो'],
      ['prompt', 'x:yoruba-readme', 'Ẹ jọ̀ọ́, ṣe àtúnṣe sí README kí ó ní ìtọ́sọ́nà fún Alpine container náà'],
    ],
  },
];
