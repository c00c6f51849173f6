// Half ZZI: "quokka", a Rust 1.82 workspace (quokka-cli, quokka-core, quokka-server) with cargo-nextest,
// sqlx offline mode, just, cross to aarch64 (Docker on macOS, Podman on Arch), nightly rustfmt, cargo-dist;
// developers on macOS (zsh), Arch Linux (bash) and Windows 11 (PowerShell 5.1/7, Git Bash), writing in
// English, Japanese, Russian and Spanish. Written blind: only issue 10, the corpus README, build.mjs, half D's head.

// ---- shells ---------------------------------------------------------------------------------------
const PS5_NOT_FOUND = (name, line) =>
  `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:1\n+ ${line}\n+ ${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException`;
const PS7_NOT_FOUND = (name) =>
  `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const PS5_AMPAMP = (line) => {
  const at = line.indexOf('&&');
  return `At line:1 char:${at + 1}\n+ ${line}\n+ ${' '.repeat(at)}~~\nThe token '&&' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine`;
};
const PS5_RM_RF = (line) =>
  `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n+ ${line}\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand`;

// ---- macOS BSD tools --------------------------------------------------------------------------------
const MAC_GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BUSYBOX_GREP = 'grep: unrecognized option: P\nBusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...\n\nSearch for PATTERN in FILEs (or stdin)';
const MAC_STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file|handle ...]';

// ---- cargo, rustc, sqlx -----------------------------------------------------------------------------
const CARGO_TEST_DB_CLASH = (test, db) => `   Compiling quokka-core v0.4.3 (/home/dev/quokka/crates/quokka-core)
    Finished \`test\` profile [unoptimized + debuginfo] target(s) in 38.12s
     Running unittests src/lib.rs (target/debug/deps/quokka_core-5e1d0c7a9b2f4e31)

running 41 tests
test money::tests::rounds_half_even ... ok
test repo::orders::tests::${test} ... FAILED
test repo::users::tests::email_is_case_insensitive ... ok

failures:

---- repo::orders::tests::${test} stdout ----
thread 'repo::orders::tests::${test}' panicked at crates/quokka-core/src/testutil.rs:41:10:
called \`Result::unwrap()\` on an \`Err\` value: Database(PgDatabaseError { severity: Error, code: "42P04", message: "database \\"${db}\\" already exists", detail: None, hint: None, position: None, where: None, schema: None, table: None, column: None, data_type: None, constraint: None, file: Some("dbcommands.c"), line: Some(1183), routine: Some("createdb") })
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace


failures:
    repo::orders::tests::${test}

test result: FAILED. 40 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.87s

error: test failed, to rerun pass \`-p quokka-core --lib\``;

const CARGO_TEST_TRACING = `    Finished \`test\` profile [unoptimized + debuginfo] target(s) in 21.40s
     Running unittests src/main.rs (target/debug/deps/quokka_server-0b7c2e95d1a3f468)

running 17 tests
test http::tests::health_returns_200 ... ok
test http::tests::orders_requires_auth ... FAILED
test http::tests::orders_list_paginates ... FAILED

failures:

---- http::tests::orders_requires_auth stdout ----
thread 'http::tests::orders_requires_auth' panicked at crates/quokka-server/src/telemetry.rs:28:10:
failed to set global default subscriber: SetGlobalDefaultError("a global default trace dispatcher has already been set")

---- http::tests::orders_list_paginates stdout ----
thread 'http::tests::orders_list_paginates' panicked at crates/quokka-server/src/telemetry.rs:28:10:
failed to set global default subscriber: SetGlobalDefaultError("a global default trace dispatcher has already been set")


failures:
    http::tests::orders_list_paginates
    http::tests::orders_requires_auth

test result: FAILED. 15 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.93s

error: test failed, to rerun pass \`-p quokka-server --bin quokka-server\``;

const SQLX_NO_CACHE = (file, line, macro) => `   Compiling quokka-core v0.4.3 (/workspace/crates/quokka-core)
error: \`SQLX_OFFLINE=true\` but there is no cached data for this query, run \`cargo sqlx prepare\` to update the query cache or unset \`SQLX_OFFLINE\`
  --> crates/quokka-core/src/repo/${file}:${line}:9
   |
${line} | /         sqlx::${macro}!(
${line + 1} | |             r#"
   | |_________^
   |
   = note: this error originates in the macro \`$crate::sqlx_macros::expand_query\` which comes from the expansion of the macro \`sqlx::${macro}\` (in Nightly builds, run with -Z macro-backtrace for more info)

error: could not compile \`quokka-core\` (lib) due to 1 previous error`;

const SQLX_REFUSED = (home, errno) => `   Compiling quokka-core v0.4.3 (${home}/quokka/crates/quokka-core)
error: error communicating with database: Connection refused (os error ${errno})
  --> crates/quokka-core/src/repo/users.rs:23:19
   |
23 |         let row = sqlx::query!("SELECT id, email, created_at FROM users WHERE id = $1", id)
   |                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = note: this error originates in the macro \`$crate::sqlx_macros::expand_query\` which comes from the expansion of the macro \`sqlx::query\` (in Nightly builds, run with -Z macro-backtrace for more info)

error: could not compile \`quokka-core\` (lib) due to 14 previous errors`;

const OPENSSL_SYS = (host, target) => `   Compiling openssl-sys v0.9.103
error: failed to run custom build command for \`openssl-sys v0.9.103\`

Caused by:
  process didn't exit successfully: \`${target}/release/build/openssl-sys-3c0e57b1a9d2f1e8/build-script-main\` (exit code: 101)
  --- stdout
  cargo:rerun-if-env-changed=OPENSSL_DIR
  OPENSSL_DIR unset
  --- stderr
  thread 'main' panicked at ${host.includes('windows') ? 'C:\\Users\\jules\\.cargo' : '/home/dev/.cargo'}/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/find_normal.rs:190:5:


  Could not find directory of OpenSSL installation, and this \`-sys\` crate cannot
  proceed without this knowledge. If OpenSSL is installed and this crate had
  trouble finding it,  you can set the \`OPENSSL_DIR\` environment variable for the
  compilation process.

  Make sure you also have the development packages of openssl installed.
  For example, \`libssl-dev\` on Ubuntu or \`openssl-devel\` on Fedora.

  $HOST = ${host}
  $TARGET = ${host}
  openssl-sys = 0.9.103

warning: build failed, waiting for other jobs to finish...
error: failed to compile \`sqlx-cli v0.8.2\`, intermediate artifacts can be found at \`${target}\`.
To reuse those artifacts with a future compilation, set the environment variable \`CARGO_TARGET_DIR\` to that path.`;

const GITBASH_LINK = (obj) => `   Compiling quokka-cli v0.4.3 (C:\\Users\\mika\\quokka\\crates\\quokka-cli)
error: linking with \`link.exe\` failed: exit code: 1
  |
  = note: "link.exe" "/NOLOGO" "C:\\\\Users\\\\mika\\\\AppData\\\\Local\\\\Temp\\\\rustcX3pQ1a\\\\symbols.o" "C:\\\\Users\\\\mika\\\\quokka\\\\target\\\\debug\\\\deps\\\\${obj}.rcgu.o" "/LIBPATH:C:\\\\Users\\\\mika\\\\.rustup\\\\toolchains\\\\1.82.0-x86_64-pc-windows-msvc\\\\lib\\\\rustlib\\\\x86_64-pc-windows-msvc\\\\lib" "/OUT:C:\\\\Users\\\\mika\\\\quokka\\\\target\\\\debug\\\\deps\\\\${obj.split('.')[0]}.exe" "/OPT:REF,NOICF" "/DEBUG" "/NATVIS:..."
  = note: /usr/bin/link: extra operand 'C:\\\\Users\\\\mika\\\\quokka\\\\target\\\\debug\\\\deps\\\\${obj}.rcgu.o'
          Try '/usr/bin/link --help' for more information.


error: could not compile \`${obj.startsWith('quokka_core') ? 'quokka-core' : 'quokka-cli'}\` (${obj.startsWith('quokka_core') ? 'lib test' : 'bin "quokka"'}) due to 1 previous error`;

const GH006 = (branch) => `remote: error: GH006: Protected branch update failed for refs/heads/${branch}.
remote: error: Cannot force-push to this branch
To github.com:quokka-dev/quokka.git
 ! [remote rejected] ${branch} -> ${branch} (protected branch hook declined)
error: failed to push some refs to 'github.com:quokka-dev/quokka.git'`;

const E0463_AARCH64 = `   Compiling proc-macro2 v1.0.89
   Compiling quokka-core v0.4.3 (/Users/kai/quokka/crates/quokka-core)
error[E0463]: can't find crate for \`std\`
  |
  = note: the \`aarch64-unknown-linux-gnu\` target may not be installed
  = help: consider downloading the target with \`rustup target add aarch64-unknown-linux-gnu\`

error: could not compile \`cfg-if\` (lib) due to 1 previous error
warning: build failed, waiting for other jobs to finish...`;

const LD_WRONG_FORMAT = `   Compiling quokka-server v0.4.3 (/home/dev/quokka/crates/quokka-server)
error: linking with \`cc\` failed: exit status: 1
  |
  = note: LC_ALL="C" PATH="/home/dev/.rustup/toolchains/1.82.0-x86_64-unknown-linux-gnu/lib/rustlib/x86_64-unknown-linux-gnu/bin:/usr/local/bin:/usr/bin" VSLANG="1033" "cc" "/tmp/rustcQm3v2T/symbols.o" ... "-o" "/home/dev/quokka/target/aarch64-unknown-linux-gnu/release/deps/quokka_server-9d1b27f4c0a35e62" "-Wl,--gc-sections" "-pie" "-Wl,-z,relro,-z,now" "-Wl,-O1" "-Wl,--strip-debug" "-nodefaultlibs"
  = note: /usr/bin/ld: /home/dev/quokka/target/aarch64-unknown-linux-gnu/release/deps/quokka_server-9d1b27f4c0a35e62.quokka_server.4f1c2a9e8b7d6053-cgu.00.rcgu.o: Relocations in generic ELF (EM: 183)
          /usr/bin/ld: /home/dev/quokka/target/aarch64-unknown-linux-gnu/release/deps/quokka_server-9d1b27f4c0a35e62.quokka_server.4f1c2a9e8b7d6053-cgu.00.rcgu.o: error adding symbols: file in wrong format
          collect2: error: ld returned 1 exit status


error: could not compile \`quokka-server\` (bin "quokka-server") due to 1 previous error`;

const MAC_LD_LINUX = `   Compiling quokka-cli v0.4.3 (/Users/kai/quokka/crates/quokka-cli)
error: linking with \`cc\` failed: exit status: 1
  |
  = note: env -u IPHONEOS_DEPLOYMENT_TARGET -u TVOS_DEPLOYMENT_TARGET LC_ALL="C" PATH="..." "cc" "/var/folders/7h/k2x9w1_n5qz3/T/rustcb0Xr8e/symbols.o" ... "-o" "/Users/kai/quokka/target/aarch64-unknown-linux-gnu/debug/deps/quokka-31e0c5f7a2b9d684" "-Wl,--as-needed" "-Wl,-Bstatic" "-Wl,-Bdynamic" "-Wl,--eh-frame-hdr" "-Wl,-z,noexecstack" "-nodefaultlibs"
  = note: ld: unknown options: --as-needed -Bstatic -Bdynamic --eh-frame-hdr -z
          clang: error: linker command failed with exit code 1 (use -v to see invocation)


error: could not compile \`quokka-cli\` (bin "quokka") due to 1 previous error`;

const FMT_STABLE_CHECK = `Warning: can't set \`imports_granularity = Crate\`, unstable features are only available in nightly channel.
Warning: can't set \`group_imports = StdExternalCrate\`, unstable features are only available in nightly channel.
Warning: can't set \`imports_granularity = Crate\`, unstable features are only available in nightly channel.
Warning: can't set \`group_imports = StdExternalCrate\`, unstable features are only available in nightly channel.
Diff in /Users/kai/quokka/crates/quokka-cli/src/commands/status.rs:1:
-use std::{collections::BTreeMap, io::Write};
+use std::collections::BTreeMap;
+use std::io::Write;
+
 use anyhow::Context;`;

const FMT_NIGHTLY_DIFF = `Diff in /workspace/crates/quokka-server/src/routes/orders.rs:1:
-use axum::extract::{Path, State};
-use axum::Json;
-use quokka_core::repo::orders::OrderRepo;
-use serde::Deserialize;
 use std::sync::Arc;
+
+use axum::{
+    extract::{Path, State},
+    Json,
+};
+use quokka_core::repo::orders::OrderRepo;
+use serde::Deserialize;
`;

const CLIPPY_UNUSED = `    Checking quokka-server v0.4.3 (/workspace/crates/quokka-server)
error: unused import: \`std::collections::HashMap\`
 --> crates/quokka-server/src/routes/orders.rs:3:5
  |
3 | use std::collections::HashMap;
  |     ^^^^^^^^^^^^^^^^^^^^^^^^^
  |
  = note: \`-D unused-imports\` implied by \`-D warnings\`
  = help: to override \`-D warnings\` add \`#[allow(unused_imports)]\`

error: redundant clone
  --> crates/quokka-server/src/routes/orders.rs:58:31
   |
58 |     let filter = query.filter.clone();
   |                               ^^^^^^^^ help: remove this
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#redundant_clone
   = note: \`-D clippy::redundant-clone\` implied by \`-D warnings\`
   = help: to override \`-D warnings\` add \`#[allow(clippy::redundant_clone)]\`

error: could not compile \`quokka-server\` (bin "quokka-server") due to 2 previous errors`;

const CLIPPY_COLLAPSIBLE = `    Checking quokka-cli v0.4.3 (/workspace/crates/quokka-cli)
error: this \`if let\` can be collapsed into the outer \`match\`
  --> crates/quokka-cli/src/commands/sync.rs:77:17
   |
77 | /                 if let Some(since) = args.since {
78 | |                     plan.since(since);
79 | |                 }
   | |_________________^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#collapsible_match
   = note: \`-D clippy::collapsible-match\` implied by \`-D warnings\`
   = help: to override \`-D warnings\` add \`#[allow(clippy::collapsible_match)]\`

warning: build failed, waiting for other jobs to finish...
error: could not compile \`quokka-cli\` (bin "quokka") due to 1 previous error`;

const CLIPPY_DENY_DEFAULT = `    Checking quokka-core v0.4.3 (/home/dev/quokka/crates/quokka-core)
error: this comparison involving the minimum or maximum element for this type contains a case that is always true or always false
  --> crates/quokka-core/src/money.rs:41:12
   |
41 |         if amount.cents() < u64::MIN {
   |            ^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: because \`u64::MIN\` is the minimum value for this type, this comparison is always false
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#absurd_extreme_comparisons
   = note: \`#[deny(clippy::absurd_extreme_comparisons)]\` on by default

error: could not compile \`quokka-core\` (lib) due to 1 previous error
error: Recipe \`lint\` failed on line 9 with exit code 101`;

const NEXTEST_ASSERT = `    Starting 64 tests across 3 binaries
        PASS [   0.012s] quokka-cli cli::tests::parses_profile_flag
        PASS [   0.019s] quokka-cli status::tests::empty_workspace
        FAIL [   0.031s] quokka-cli status::tests::json_output_is_stable

--- STDOUT:              quokka-cli status::tests::json_output_is_stable ---

running 1 test
test status::tests::json_output_is_stable ... FAILED

--- STDERR:              quokka-cli status::tests::json_output_is_stable ---
thread 'status::tests::json_output_is_stable' panicked at crates/quokka-cli/src/commands/status.rs:212:9:
assertion \`left == right\` failed
  left: "{\\"orders\\":3,\\"pending\\":1}"
 right: "{\\"orders\\":3}"
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace

------------
     Summary [   0.488s] 64 tests run: 63 passed, 1 failed, 0 skipped
        FAIL [   0.031s] quokka-cli status::tests::json_output_is_stable
error: test run failed`;

const NEXTEST_TIMEOUT = `    Starting 17 tests across 1 binary
        PASS [   0.044s] quokka-server http::tests::health_returns_200
        SLOW [> 60.000s] quokka-server http::tests::graceful_shutdown_drains_connections
     TIMEOUT [ 120.003s] quokka-server http::tests::graceful_shutdown_drains_connections

--- STDOUT:              quokka-server http::tests::graceful_shutdown_drains_connections ---

running 1 test

------------
     Summary [ 120.141s] 17 tests run: 16 passed, 1 timed out, 0 skipped
     TIMEOUT [ 120.003s] quokka-server http::tests::graceful_shutdown_drains_connections
error: test run failed`;

const CARGO_NO_SUCH = (cmd, crate) => `error: no such command: \`${cmd}\`\n\n\tView all installed commands with \`cargo --list\`\n\tFind a package to install \`${cmd}\` with \`cargo search ${crate}\``;

const INHERIT_ERR = (member, dep, nested) => {
  const inner = `error inheriting \`${dep}\` from workspace root manifest's \`workspace.dependencies.${dep}\`\n\nCaused by:\n  \`dependency.${dep}\` was not found in \`workspace.dependencies\``;
  return nested
    ? `error: failed to load manifest for workspace member \`${nested}/quokka/crates/${member}\`\nreferenced by workspace at \`${nested}/quokka/Cargo.toml\`\n\nCaused by:\n  failed to parse manifest at \`${nested}/quokka/crates/${member}/Cargo.toml\`\n\nCaused by:\n  ${inner.replace(/\n/g, '\n  ')}`
    : `error: failed to parse manifest at \`/home/dev/quokka/crates/${member}/Cargo.toml\`\n\nCaused by:\n  ${inner.replace(/\n/g, '\n  ')}`;
};

const CRATES_IO_DNS = `    Updating crates.io index
warning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)
warning: spurious network error (2 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)
warning: spurious network error (1 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)
error: failed to get \`axum\` as a dependency of package \`quokka-server v0.4.3 (/home/dev/quokka/crates/quokka-server)\`

Caused by:
  download of config.json failed

Caused by:
  failed to download from \`https://index.crates.io/config.json\`

Caused by:
  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'quokka', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'nextest', 'cargo test --workspace', CARGO_TEST_DB_CLASH('create_order_assigns_number', 'quokka_test_orders'), 101, 'Run the test suite'],
      ['prompt', 'nextest', 'тесты гоняем через cargo nextest run. cargo test крутит всё в одном процессе и фикстуры БД дерутся'],
      ['ok', 'cargo nextest run --workspace'],
      ['fail', 'podman-arch', 'docker compose up -d db', 'bash: docker: command not found', 127, 'Start the local Postgres'],
      ['prompt', 'podman-arch', "no docker on this box, it's podman. `podman compose up -d db`"],
    ],
  },
  {
    machine: 'mac', project: 'quokka', start: '2026-03-02T14:10:00Z',
    steps: [
      ['fail', 'bsd-sed', `sed -i 's/version = "0.4.2"/version = "0.4.3"/' crates/quokka-cli/Cargo.toml`, 'sed: 1: "crates/quokka-cli/Cargo ...": command c expects \\ followed by text', 1, 'Bump the CLI version'],
      ['prompt', 'bsd-sed', "es mac, el sed de BSD quiere -i '' (sufijo vacío). o usa gsed"],
      ['ok', `sed -i '' 's/version = "0.4.2"/version = "0.4.3"/' crates/quokka-cli/Cargo.toml`],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the new --json output of quokka status'],
      ['fail', 'x:nextest-real-failure', 'cargo nextest run -p quokka-cli', NEXTEST_ASSERT, 100],
    ],
  },
  {
    machine: 'ci', project: 'quokka', start: '2026-03-03T10:00:00Z',
    steps: [
      ['fail', 'sqlx-prepare', 'cargo build --workspace --locked', SQLX_NO_CACHE('orders.rs', 57, 'query_as'), 101],
      ['agent', 'sqlx-prepare', 'CI build failed under SQLX_OFFLINE=true because the orders query changed without regenerating the cache: run `cargo sqlx prepare --workspace` and commit .sqlx/ with the query change.'],
      ['fail', 'grep-P', `grep -oP 'version = "\\K[^"]+' crates/quokka-cli/Cargo.toml`, BUSYBOX_GREP, 1],
      ['agent', 'grep-P', 'grep -P is not available (busybox grep in the CI image, BSD grep on the Macs): use rg for PCRE-style searches.'],
    ],
  },
  {
    machine: 'mac2', project: 'quokka', start: '2026-03-04T01:30:00Z',
    steps: [
      ['fail', 'cross-aarch64', 'cargo build --release --target aarch64-unknown-linux-gnu -p quokka-server', E0463_AARCH64, 101, 'Build the arm64 server binary'],
      ['prompt', 'cross-aarch64', 'arm64 の Linux 向けは cross で。rustup target add しても linker が無いから結局通らないよ'],
      ['ok', 'cross build --release --target aarch64-unknown-linux-gnu -p quokka-server'],
      ['prompt', 'x:iso-dates', 'the `created` column in quokka status should print RFC 3339 in UTC'],
    ],
  },
  {
    machine: 'winps', project: 'quokka', start: '2026-03-04T11:00:00Z',
    steps: [
      ['fail', 'ps-and-and', 'cargo fmt --all && cargo clippy --workspace', PS5_AMPAMP('cargo fmt --all && cargo clippy --workspace'), 1],
      ['fail', 'ps-env-var', 'SQLX_OFFLINE=true cargo build -p quokka-core', PS5_NOT_FOUND('SQLX_OFFLINE=true', 'SQLX_OFFLINE=true cargo build -p quokka-core'), 1],
      ['prompt', 'ps-env-var', "powershell no entiende VAR=valor delante del comando. primero $env:SQLX_OFFLINE='true' y luego cargo build"],
      ['ok', "$env:SQLX_OFFLINE='true'; cargo build -p quokka-core"],
      ['prompt', 'ps-and-and', 'also this is windows powershell 5.1, && is not a thing here. chain with ; or `if ($?) { … }`'],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-03-05T09:15:00Z',
    steps: [
      ['fail', 'sqlx-cli-install', 'cargo install sqlx-cli', OPENSSL_SYS('x86_64-unknown-linux-gnu', '/tmp/cargo-installQx81zT'), 101, 'Install sqlx-cli'],
      ['prompt', 'sqlx-cli-install', "sqlx-cli goes in with --no-default-features --features rustls,postgres --locked. we don't link openssl anywhere"],
      ['fail', 'migrations-source', 'sqlx migrate run', 'error: while resolving migrations: No such file or directory (os error 2)', 1],
      ['prompt', 'migrations-source', 'migrations are in crates/quokka-core/migrations, there is no top-level migrations dir'],
    ],
  },
  {
    machine: 'mac', project: 'quokka', start: '2026-03-06T15:00:00Z',
    steps: [
      ['fail', 'grep-P', "grep -rnP '\\bquery_as!\\(' crates/", MAC_GREP_USAGE, 2, 'Find query_as! call sites'],
      ['prompt', 'grep-P', 'rg.'],
      ['ok', "rg -n 'query_as!\\(' crates/"],
      ['fail', 'nproc-mac', 'cargo build --release -j$(nproc)', "zsh: command not found: nproc\nerror: a value is required for '--jobs <N>' but none was supplied\n\nFor more information, try '--help'.", 1],
      ['prompt', 'nproc-mac', 'nproc doesnt exist on macOS. sysctl -n hw.ncpu, or just drop the -j, cargo uses all cores anyway'],
      ['prompt', 'x:rename-flag', 'rename --verbose to --log-level in quokka-cli, keep -v working as an alias'],
    ],
  },
  {
    machine: 'codex', project: 'quokka', start: '2026-03-09T08:00:00Z',
    steps: [
      ['fail', 'cargo-run-p', 'cargo run', "error: `cargo run` could not determine which binary to run. Use the `--bin` option to specify a binary, or the `default-run` manifest key.\navailable binaries: quokka, quokka-server", 101],
      ['prompt', 'cargo-run-p', 'server is `cargo run -p quokka-server`'],
      ['ok', 'cargo run -p quokka-server'],
      ['fail', 'x:port-in-use', 'cargo run -p quokka-server', "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.24s\n     Running `target/debug/quokka-server`\n2026-03-09T08:14:02.551Z  INFO quokka_server: binding addr=0.0.0.0:8080\nError: Address already in use (os error 98)", 1],
      ['fail', 'x:sqlx-compile-error', 'cargo build -p quokka-core', '   Compiling quokka-core v0.4.3 (/home/dev/quokka/crates/quokka-core)\nerror: error returned from database: column "shipped_at" does not exist\n  --> crates/quokka-core/src/repo/orders.rs:88:20\n   |\n88 |         let rows = sqlx::query_as!(\n   |  ____________________^\n89 | |             OrderRow,\n90 | |             "SELECT id, number, status, shipped_at FROM orders WHERE customer_id = $1",\n91 | |             customer_id\n92 | |         )\n   | |_________^\n\nerror: could not compile `quokka-core` (lib) due to 1 previous error', 101],
    ],
  },
  {
    machine: 'win', project: 'quokka', start: '2026-03-10T07:20:00Z',
    steps: [
      ['fail', 'gitbash-link', 'cargo build -p quokka-cli', GITBASH_LINK('quokka-4b7e91c2d05f3a18.quokka.2f9c1e7a5b3d8064-cgu.0'), 101],
      ['prompt', 'gitbash-link', "that's git bash's /usr/bin/link shadowing the MSVC linker. build from pwsh or the Developer PowerShell, not from git bash"],
      ['prompt', 'x:windows-config-dir', 'on windows the config should live in %APPDATA%\\quokka\\config.toml, make quokka-cli look there first'],
    ],
  },
  {
    machine: 'mac2', project: 'quokka', start: '2026-03-11T02:00:00Z',
    steps: [
      ['fail', 'fmt-nightly', 'cargo fmt --all -- --check', FMT_STABLE_CHECK, 1, 'Check formatting'],
      ['prompt', 'fmt-nightly', 'fmt は nightly で回して: cargo +nightly fmt --all。stable だと imports_granularity が効かない'],
      ['fail', 'x:docker-daemon-down', 'cross build --release --target aarch64-unknown-linux-gnu -p quokka-cli', "docker: Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?.\nSee 'docker run --help'.", 125],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-03-12T10:30:00Z',
    steps: [
      ['fail', 'nextest', 'cargo test -p quokka-server', CARGO_TEST_TRACING, 101],
      ['prompt', 'nextest', "cargo test again?? nextest. it's what the justfile and CI run, each test gets its own process"],
      ['fail', 'just-lint', 'make lint', "make: *** No rule to make target 'lint'.  Stop.", 2],
      ['prompt', 'just-lint', "there's no Makefile in this repo, lint is `just lint`"],
      ['ok', 'just lint'],
      ['fail', 'podman-arch', 'sudo systemctl start docker', 'Failed to start docker.service: Unit docker.service not found.', 5],
      ['prompt', 'podman-arch', 'опять докер. на арче только podman — podman compose up -d'],
    ],
  },
  {
    machine: 'winps', project: 'quokka', start: '2026-03-13T12:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf target', PS5_RM_RF('rm -rf target'), 1, 'Clean the build output'],
      ['prompt', 'ps-rm-rf', 'cargo clean. and rm -rf does not exist in powershell'],
      ['fail', 'ps-which', 'which cargo', PS5_NOT_FOUND('which', 'which cargo'), 1],
      ['fail', 'ps-and-and', 'cd crates/quokka-cli && cargo build', PS5_AMPAMP('cd crates/quokka-cli && cargo build'), 1],
      ['prompt', 'ps-and-and', 'otra vez el &&… en 5.1 no existe, usa ;'],
    ],
  },
  {
    machine: 'mac', project: 'quokka', start: '2026-03-16T09:00:00Z',
    steps: [
      ['fail', 'rustup-toolchain', 'cargo +nightly fmt --all', 'error: no such command: `+nightly`\n\n\tCargo does not handle `+toolchain` directives.\n\tDid you mean to invoke `cargo` through `rustup` instead?', 101],
      ['prompt', 'rustup-toolchain', "ugh, homebrew's rust is shadowing rustup again. brew uninstall rust — rustup owns the toolchain, rust-toolchain.toml pins 1.82"],
      ['agent', 'rustup-toolchain', 'Installed Rust with Homebrew, which put its own cargo first in PATH and ignored rust-toolchain.toml: never `brew install rust`; the toolchain comes from rustup.'],
      ['ok', 'brew uninstall rust'],
      ['fail', 'bsd-sed', 'sed -i "s/quokka_dev/quokka_test/" README.md', 'sed: 1: "README.md": invalid command code R', 1],
      ['prompt', 'bsd-sed', "sed -i '' on mac!!! same thing as last week"],
    ],
  },
  {
    machine: 'codex', project: 'quokka', start: '2026-03-17T08:30:00Z',
    steps: [
      ['fail', 'workspace-deps', 'cargo build -p quokka-server', INHERIT_ERR('quokka-server', 'tokio'), 101],
      ['agent', 'workspace-deps', 'Added `tokio.workspace = true` to quokka-server without a [workspace.dependencies] entry: dependency versions are declared once in the root Cargo.toml and member crates only inherit them.'],
      ['fail', 'x:crates-io-network', 'cargo build --workspace', CRATES_IO_DNS, 101],
    ],
  },
  {
    machine: 'mac2', project: 'quokka', start: '2026-03-18T01:10:00Z',
    steps: [
      ['fail', 'zsh-quote-filter', 'cargo nextest run -E test(orders)', 'zsh: no matches found: test(orders)', 1],
      ['prompt', 'zsh-quote-filter', "zsh globs the parens. quote the filterset: -E 'test(orders)'"],
      ['ok', "cargo nextest run -E 'test(orders)'"],
      ['fail', 'stat-mac', 'stat -c %s target/release/quokka', MAC_STAT_USAGE, 1, 'Check binary size'],
      ['prompt', 'stat-mac', 'mac stat is the BSD one: stat -f %z'],
      ['fail', 'x:stat-file-missing', 'stat -f %z target/aarch64-unknown-linux-gnu/release/quokka', 'stat: target/aarch64-unknown-linux-gnu/release/quokka: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-03-19T09:40:00Z',
    steps: [
      ['fail', 'no-force-push', 'git push --force origin develop', GH006('develop'), 1],
      ['prompt', 'no-force-push', "WHOA. never force-push develop. it's protected for a reason, open a PR"],
      ['fail', 'x:push-nonff', 'git push origin feat/status-json', "To github.com:quokka-dev/quokka.git\n ! [rejected]        feat/status-json -> feat/status-json (fetch first)\nerror: failed to push some refs to 'github.com:quokka-dev/quokka.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git push origin feat/status-json'],
      ['fail', 'sqlx-offline-local', 'cargo check --workspace', SQLX_REFUSED('/home/dev', 111), 101],
      ['prompt', 'sqlx-offline-local', 'you don\'t need postgres up just to compile — SQLX_OFFLINE=true, .sqlx is in the repo'],
    ],
  },
  {
    machine: 'wincodex7', project: 'quokka', start: '2026-03-20T00:30:00Z',
    steps: [
      ['fail', 'ps-env-var', 'RUST_LOG=debug cargo run -p quokka-server', PS7_NOT_FOUND('RUST_LOG=debug'), 1],
      ['prompt', 'ps-env-var', "it's powershell, set $env:RUST_LOG = 'debug' first and then cargo run"],
      ['ok', "$env:RUST_LOG = 'debug'; cargo run -p quokka-server"],
      ['fail', 'msvc-toolchain', 'cargo build --release --target x86_64-pc-windows-gnu -p quokka-cli', "   Compiling quokka-cli v0.4.3 (C:\\Users\\sora\\quokka\\crates\\quokka-cli)\nerror: linker `x86_64-w64-mingw32-gcc` not found\n  |\n  = note: program not found\n\nerror: could not compile `quokka-cli` (bin \"quokka\") due to 1 previous error", 101],
      ['prompt', 'msvc-toolchain', 'windows は msvc ツールチェーンだけ。gnu ターゲットは使ってない'],
      ['fail', 'ps-which', 'which cross', PS7_NOT_FOUND('which'), 1],
    ],
  },
  {
    machine: 'mac', project: 'quokka', start: '2026-03-23T14:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'develop-branch', 'no hay main en este repo, todo sale de develop'],
      ['fail', 'cargo-dist-release', 'cargo publish -p quokka-cli --dry-run', 'error: `quokka-cli` cannot be published.\n`package.publish` must be set to `true` or a non-empty list in Cargo.toml to publish.', 101],
      ['prompt', 'cargo-dist-release', "we don't publish to crates.io. a release is: bump, tag vX.Y.Z, push the tag, and cargo-dist's workflow builds and uploads everything"],
      ['prompt', 'x:release-notes', 'draft release notes for 0.5.0 from the PRs merged since 0.4.3'],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-03-24T08:50:00Z',
    steps: [
      ['fail', 'x:db-down', 'just db-reset', 'sqlx database drop -y\nerror: error communicating with database: Connection refused (os error 111)\nerror: Recipe `db-reset` failed on line 14 with exit code 1', 1],
      ['ok', 'podman compose up -d db'],
      ['fail', 'db-reset', 'dropdb -h localhost -U quokka quokka_dev', 'dropdb: error: database removal failed: ERROR:  database "quokka_dev" is being accessed by other users\nDETAIL:  There is 1 other session using the database.', 1],
      ['prompt', 'db-reset', 'just db-reset. it drops, creates, migrates and seeds in one go, no hand-rolled dropdb'],
      ['ok', 'just db-reset'],
      ['fail', 'no-sudo-cargo', 'sudo cargo install cargo-nextest --locked', 'sudo: cargo: command not found', 1],
      ['prompt', 'no-sudo-cargo', "no sudo for cargo. rustup lives in ~/.cargo, root doesn't even have it"],
    ],
  },
  {
    machine: 'codex', project: 'quokka', start: '2026-03-25T09:00:00Z',
    steps: [
      ['fail', 'bacon', "cargo watch -x 'nextest run'", CARGO_NO_SUCH('watch', 'cargo-watch'), 101],
      ['prompt', 'bacon', 'we use bacon for watch mode (`bacon nextest`), cargo-watch is archived'],
      ['fail', 'migrations-source', 'sqlx migrate info', 'error: while resolving migrations: No such file or directory (os error 2)', 1],
      ['agent', 'migrations-source', "sqlx migrate failed with 'while resolving migrations' because it looks in ./migrations: pass --source crates/quokka-core/migrations."],
    ],
  },
  {
    machine: 'winps', project: 'quokka', start: '2026-03-26T13:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf .sqlx-tmp target/debug/incremental', PS5_RM_RF('rm -rf .sqlx-tmp target/debug/incremental'), 1],
      ['prompt', 'ps-rm-rf', 'mismo error de ayer con rm -rf. Remove-Item -Recurse -Force, o directamente cargo clean'],
      ['fail', 'x:ps-execution-policy', '.\\scripts\\setup-dev.ps1', ".\\scripts\\setup-dev.ps1 : File C:\\Users\\joao\\quokka\\scripts\\setup-dev.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\setup-dev.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess", 1],
      ['fail', 'ps-which', 'which just', PS5_NOT_FOUND('which', 'which just'), 1],
      ['prompt', 'ps-which', 'there\'s no which in powershell. Get-Command just (or where.exe just)'],
    ],
  },
  {
    machine: 'mac2', project: 'quokka', start: '2026-03-27T01:40:00Z',
    steps: [
      ['fail', 'nproc-mac', 'cargo nextest run --workspace -j $(nproc)', "zsh: command not found: nproc\nerror: a value is required for '--test-threads <THREADS>' but none was supplied\n\nFor more information, try '--help'.", 2],
      ['prompt', 'nproc-mac', 'no nproc on macs fyi. sysctl -n hw.ncpu'],
      ['fail', 'sqlx-prepare', 'cargo sqlx prepare --check --workspace', 'error: prepare check failed: .sqlx is missing one or more queries; you should re-run sqlx prepare', 1],
      ['prompt', 'sqlx-prepare', 'クエリ変えたら cargo sqlx prepare --workspace して .sqlx もコミットね。CI は SQLX_OFFLINE=true で DB 無しだから落ちる'],
      ['prompt', 'x:question-sqlx', 'why does sqlx want to talk to the database at compile time at all? just curious, is there a doc on how the macros work?'],
    ],
  },
  {
    machine: 'ci', project: 'quokka', start: '2026-03-30T10:00:00Z',
    steps: [
      ['fail', 'fmt-nightly', 'cargo +nightly fmt --all -- --check', FMT_NIGHTLY_DIFF, 1],
      ['agent', 'fmt-nightly', 'The CI fmt check failed because I had formatted with stable rustfmt, which ignores imports_granularity: format with `cargo +nightly fmt --all`.'],
      ['fail', 'x:nextest-not-installed', 'cargo nextest run --workspace --profile ci', CARGO_NO_SUCH('nextest', 'cargo-nextest'), 101],
      ['fail', 'clippy-deny', 'cargo clippy --workspace --all-targets -- -D warnings', CLIPPY_UNUSED, 101],
      ['agent', 'clippy-deny', 'Left clippy warnings because a local `cargo clippy` only warns; CI denies warnings, so every warning must be fixed before calling work done.'],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-03-31T09:00:00Z',
    steps: [
      ['fail', 'cross-aarch64', 'cargo build --release --target aarch64-unknown-linux-gnu', LD_WRONG_FORMAT, 101, 'Build for the Raspberry Pi'],
      ['prompt', 'cross-aarch64', "for the pi build use cross, the host linker can't link aarch64"],
      ['fail', 'x:cross-image-pull', 'cross build --release --target aarch64-unknown-linux-gnu', 'Trying to pull ghcr.io/cross-rs/aarch64-unknown-linux-gnu:0.2.5...\nError: initializing source docker://ghcr.io/cross-rs/aarch64-unknown-linux-gnu:0.2.5: pinging container registry ghcr.io: Get "https://ghcr.io/v2/": dial tcp: lookup ghcr.io: Temporary failure in name resolution', 125],
      ['ok', 'cross build --release --target aarch64-unknown-linux-gnu'],
      ['fail', 'zsh-quote-filter', 'cargo nextest run -E test(/create_/)', "/bin/bash: -c: line 1: syntax error near unexpected token `('\n/bin/bash: -c: line 1: `cargo nextest run -E test(/create_/)'", 2],
    ],
  },
  {
    machine: 'mac', project: 'quokka', start: '2026-04-01T15:20:00Z',
    steps: [
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean-fdx', 'wait, you ran git clean -fdx?? that nuked my .env and the local TLS certs. never -x in this repo'],
      ['agent', 'git-clean-fdx', 'Ran `git clean -fdx`, which deleted ignored local files (.env, certs/): never use -x here; use `cargo clean` for build output.'],
      ['fail', 'x:typo-path', 'cat crates/quokka-core/src/db.rs', 'cat: crates/quokka-core/src/db.rs: No such file or directory', 1],
      ['fail', 'grep-P', "grep -P '\\d+\\.\\d+\\.\\d+' CHANGELOG.md", MAC_GREP_USAGE, 2],
      ['prompt', 'grep-P', 'grep -P on the mac again… rg is installed, use it'],
    ],
  },
  {
    machine: 'wincodex', project: 'quokka', start: '2026-04-02T08:00:00Z',
    steps: [
      ['fail', 'x:just-not-installed', 'just lint', PS5_NOT_FOUND('just', 'just lint'), 1],
      ['ok', 'winget install --id Casey.Just -e'],
      ['fail', 'x:link-exe-missing', 'cargo build -p quokka-cli', "   Compiling quokka-cli v0.4.3 (C:\\Users\\jules\\quokka\\crates\\quokka-cli)\nerror: linker `link.exe` not found\n  |\n  = note: program not found\n\nnote: the msvc targets depend on the msvc linker but `link.exe` was not found\n\nnote: please ensure that Visual Studio 2017 or later, or Build Tools for Visual Studio were installed with the Visual C++ option.\n\nnote: VS Code is a different product, and is not sufficient.\n\nerror: could not compile `quokka-cli` (bin \"quokka\") due to 1 previous error", 101],
      ['prompt', 'msvc-toolchain', "install the VS Build Tools with the C++ workload, don't switch to the gnu toolchain. we're msvc on windows"],
      ['fail', 'sqlx-cli-install', 'cargo install sqlx-cli --locked', OPENSSL_SYS('x86_64-pc-windows-msvc', 'C:\\Users\\jules\\AppData\\Local\\Temp\\cargo-installk2Rj8P'), 101],
      ['prompt', 'sqlx-cli-install', 'sqlx-cli without default features pls: --no-default-features --features rustls,postgres. openssl on windows is pain'],
    ],
  },
  {
    machine: 'mac2', project: 'quokka', start: '2026-04-03T02:00:00Z',
    steps: [
      ['fail', 'workspace-deps', 'cargo check -p quokka-cli', INHERIT_ERR('quokka-cli', 'clap', '/Users/kai'), 101],
      ['prompt', 'workspace-deps', 'versions go in the root [workspace.dependencies], the member crate only says clap.workspace = true'],
      ['fail', 'zsh-quote-filter', 'cargo nextest run -p quokka-core -E test(/^repo::orders/)', 'zsh: no matches found: test(/^repo::orders/)', 1],
      ['prompt', 'zsh-quote-filter', 'quotes. zsh eats the parens'],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-04-06T08:30:00Z',
    steps: [
      ['fail', 'rustup-toolchain', 'sudo pacman -S --noconfirm rust', 'resolving dependencies...\nlooking for conflicting packages...\n:: rust and rustup are in conflict. Remove rustup? [y/N] \nerror: unresolvable package conflicts detected\nerror: failed to prepare transaction (conflicting dependencies)\n:: rust and rustup are in conflict', 1],
      ['prompt', 'rustup-toolchain', 'не ставь rust из pacman, у нас rustup, версия зафиксирована в rust-toolchain.toml'],
      ['fail', 'no-sudo-cargo', 'sudo cross build --release --target aarch64-unknown-linux-gnu', 'sudo: cross: command not found', 1],
      ['prompt', 'no-sudo-cargo', 'again sudo… cross and podman both run as you, podman is rootless'],
      ['fail', 'x:podman-name-in-use', 'podman run -d --name quokka-db -p 5432:5432 -e POSTGRES_PASSWORD=quokka postgres:16', 'Error: creating container storage: the container name "quokka-db" is already in use by 8c1f0e5a2b7d4c3e9f6a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e. You have to remove that container to be able to reuse that name: that name is already in use', 125],
    ],
  },
  {
    machine: 'win', project: 'quokka', start: '2026-04-07T07:00:00Z',
    steps: [
      ['fail', 'gitbash-link', 'cargo nextest run -p quokka-core', GITBASH_LINK('quokka_core-a91d3f6b2c7e0548.quokka_core.7c2e9f1d4a6b3805-cgu.03'), 101],
      ['prompt', 'gitbash-link', 'same link thing as before. git bash puts coreutils link first in PATH — run cargo from powershell'],
      ['agent', 'gitbash-link', 'Built from Git Bash, where /usr/bin/link (coreutils) shadows the MSVC link.exe: run cargo on Windows from PowerShell, not Git Bash.'],
      ['fail', 'x:windows-long-path', 'git clone https://github.com/quokka-dev/quokka-fixtures.git tests/fixtures/big', "Cloning into 'tests/fixtures/big'...\nremote: Enumerating objects: 18342, done.\nremote: Total 18342 (delta 0), reused 0 (delta 0), pack-reused 18342\nReceiving objects: 100% (18342/18342), 41.20 MiB | 9.87 MiB/s, done.\nerror: unable to create file snapshots/2026/03/customers/eu-west/orders_with_partial_refunds_and_multiple_currencies/expected_ledger_after_reconciliation.json: Filename too long\nfatal: unable to checkout working tree\nwarning: Clone succeeded, but checkout failed.\nYou can inspect what was checked out with 'git status'\nand retry with 'git restore --source=HEAD :/'", 128],
      ['fail', 'x:crlf-script', './scripts/gen-certs.sh', "/usr/bin/env: 'bash\\r': No such file or directory", 127],
      ['prompt', 'nextest', 'nextest, not cargo test. same reason as always: the db fixtures'],
    ],
  },
  {
    machine: 'codex', project: 'quokka', start: '2026-04-08T09:00:00Z',
    steps: [
      ['agent', 'nextest', 'Ran the suite with `cargo test`, where tests share one process and the per-test database fixtures collide: run tests with `cargo nextest run`, as CI does.'],
      ['fail', 'x:test-flaky-timeout', 'cargo nextest run -p quokka-server', NEXTEST_TIMEOUT, 100],
      ['prompt', 'clippy-deny', 'clippy warnings are errors in CI (-D warnings). zero warnings before you say done, please'],
      ['prompt', 'cargo-update-bare', "why is Cargo.lock +612 −587 in this diff?? you ran a plain cargo update. revert it, only `cargo update -p <crate>`"],
      ['ok', 'cargo update -p rustls --precise 0.23.18'],
    ],
  },
  {
    machine: 'mac', project: 'quokka', start: '2026-04-09T14:30:00Z',
    steps: [
      ['fail', 'develop-branch', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'develop-branch', 'base is develop. always'],
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['ok', 'gh pr create --base develop --fill'],
      ['fail', 'stat-mac', "stat -c '%Y' .sqlx/query-3f2a9b71c0d4e85f.json", MAC_STAT_USAGE, 1],
      ['prompt', 'stat-mac', 'stat -f on mac, -c is the GNU one'],
    ],
  },
  {
    machine: 'ci', project: 'quokka', start: '2026-04-10T10:00:00Z',
    steps: [
      ['fail', 'sqlx-prepare', 'cargo clippy --workspace --all-targets --locked -- -D warnings', SQLX_NO_CACHE('users.rs', 112, 'query'), 101],
      ['agent', 'sqlx-prepare', 'Changed a sqlx::query! in users.rs and pushed without the query cache: after any query change, regenerate it with `cargo sqlx prepare --workspace` and commit .sqlx/.'],
      ['fail', 'clippy-deny', 'cargo clippy --workspace --all-targets --locked -- -D warnings', CLIPPY_COLLAPSIBLE, 101],
      ['fail', 'x:migration-checksum', 'sqlx migrate run --source crates/quokka-core/migrations', 'error: migration 20260312093000 was previously applied but has been modified', 1],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-04-13T08:40:00Z',
    steps: [
      ['fail', 'x:sed-real-regex', `sed -i 's/version = "\\(.*\\)"/version = "0.5.0"' crates/quokka-cli/Cargo.toml`, "sed: -e expression #1, char 38: unterminated `s' command", 1],
      ['fail', 'develop-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['fail', 'cargo-run-p', 'cargo run --bin server', 'error: no bin target named `server`.\nAvailable bin targets:\n    quokka\n    quokka-server\n', 101],
      ['prompt', 'cargo-run-p', 'the server binary is quokka-server → cargo run -p quokka-server. same as last time'],
      ['fail', 'x:disk-full', 'cargo build --release --workspace', '   Compiling quokka-core v0.4.3 (/home/dev/quokka/crates/quokka-core)\nerror: failed to write /home/dev/quokka/target/release/deps/libquokka_core-8f3a2c1d9e0b4a67.rlib: No space left on device (os error 28)\n\nerror: could not compile `quokka-core` (lib) due to 1 previous error', 101],
    ],
  },
  {
    machine: 'wincodex7', project: 'quokka', start: '2026-04-14T00:40:00Z',
    steps: [
      ['agent', 'msvc-toolchain', 'Tried the x86_64-pc-windows-gnu target on Windows: this project builds only with the MSVC toolchain (x86_64-pc-windows-msvc) there.'],
      ['fail', 'ps-env-var', 'DATABASE_URL=postgres://quokka:quokka@localhost:5432/quokka_dev sqlx migrate run --source crates/quokka-core/migrations', PS7_NOT_FOUND('DATABASE_URL=postgres://quokka:quokka@localhost:5432/quokka_dev'), 1],
      ['agent', 'ps-env-var', "Used bash-style `VAR=value cmd` in PowerShell: set the variable first with `$env:DATABASE_URL = '…'`, then run the command."],
      ['fail', 'x:nightly-not-installed', 'cargo +nightly fmt --all', "error: toolchain 'nightly-x86_64-pc-windows-msvc' is not installed\nhelp: run `rustup toolchain install nightly-x86_64-pc-windows-msvc` to install it", 1],
      ['prompt', 'x:feature-dry-run', 'add a --dry-run flag to `quokka sync` that prints the plan and exits 0'],
    ],
  },
  {
    machine: 'mac2', project: 'quokka', start: '2026-04-15T01:20:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/RUST_LOG=info/RUST_LOG=debug/' .env.example", 'sed: 1: ".env.example": invalid command code .', 1],
      ['agent', 'bsd-sed', "BSD sed on macOS takes the script as the -i backup suffix: use `sed -i '' 's/…/…/' file` (or gsed)."],
      ['fail', 'bacon', 'cargo-watch -x check', 'zsh: command not found: cargo-watch', 127],
      ['prompt', 'bacon', 'not cargo-watch, bacon. `bacon clippy` / `bacon nextest`'],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-04-16T09:00:00Z',
    steps: [
      ['prompt', 'just-lint', '`just lint` before you push, it is exactly what CI runs. not make, not bare clippy'],
      ['fail', 'just-lint', 'just check', 'error: Justfile does not contain recipe `check`.', 1],
      ['fail', 'x:clippy-real', 'just lint', CLIPPY_DENY_DEFAULT, 101],
      ['fail', 'no-force-push', 'git push -f origin develop', GH006('develop'), 1],
      ['prompt', 'no-force-push', 'никаких force push в develop. --force-with-lease и только на своих ветках'],
    ],
  },
  {
    machine: 'mac', project: 'quokka', start: '2026-04-20T13:00:00Z',
    steps: [
      ['fail', 'sqlx-offline-local', 'cargo build -p quokka-server', SQLX_REFUSED('/Users/ana', 61), 101],
      ['prompt', 'sqlx-offline-local', 'you don\'t need the db to build: SQLX_OFFLINE=true cargo build, it reads the committed .sqlx'],
      ['ok', 'SQLX_OFFLINE=true cargo build -p quokka-server'],
      ['fail', 'cargo-dist-release', 'gh release create v0.5.0 --generate-notes target/release/quokka', 'HTTP 422: Validation Failed (https://api.github.com/repos/quokka-dev/quokka/releases)\nRelease.tag_name already exists', 1],
      ['prompt', 'cargo-dist-release', 'ojo: el release no se hace a mano con gh release create. empujas el tag v0.5.0 y dist construye y sube los binarios solo'],
    ],
  },
  {
    machine: 'codex', project: 'quokka', start: '2026-04-21T08:30:00Z',
    steps: [
      ['fail', 'db-reset', "psql -h localhost -U quokka -d postgres -c 'DROP DATABASE quokka_dev'", 'ERROR:  database "quokka_dev" is being accessed by other users\nDETAIL:  There is 1 other session using the database.', 1],
      ['agent', 'db-reset', 'Dropped the dev database by hand with psql: reset it with `just db-reset`, which drops, creates, migrates and seeds.'],
      ['prompt', 'cargo-update-bare', 'cargo update -p <crate>, only. bare cargo update = whole lockfile churn = nobody can review it'],
      ['agent', 'cargo-update-bare', 'Ran a bare `cargo update`, which bumped every crate in Cargo.lock: update only what is needed with `cargo update -p <crate>`.'],
    ],
  },
  {
    machine: 'mac2', project: 'quokka', start: '2026-04-22T02:00:00Z',
    steps: [
      ['fail', 'cross-aarch64', 'rustup target add aarch64-unknown-linux-gnu && cargo build --target aarch64-unknown-linux-gnu -p quokka-cli', MAC_LD_LINUX, 101],
      ['prompt', 'cross-aarch64', 'それ前にもやったよね… aarch64 は cross build で'],
      ['prompt', 'git-clean-fdx', 'あと git clean -fdx はやめて。.env と certs/ が消える。ビルド成果物なら cargo clean で十分'],
      ['ok', 'cargo clean -p quokka-cli'],
    ],
  },
  {
    machine: 'linux', project: 'quokka', start: '2026-04-24T09:00:00Z',
    steps: [
      ['fail', 'podman-arch', 'docker-compose -f compose.yaml up -d', 'bash: docker-compose: command not found', 127],
      ['agent', 'podman-arch', 'Used docker/docker-compose on the Arch machine, which only has Podman: use `podman compose` and podman commands there.'],
      ['fail', 'x:rustup-network', 'cargo build --workspace', "info: syncing channel updates for '1.82-x86_64-unknown-linux-gnu'\nerror: could not download file from 'https://static.rust-lang.org/dist/channel-rust-1.82.toml.sha256' to '/home/dev/.rustup/tmp/8x1kq0c_3j2v9d7e_file': error sending request for url (https://static.rust-lang.org/dist/channel-rust-1.82.toml.sha256)", 1],
      ['prompt', 'x:readme-msrv', 'the README still says MSRV 1.79, make it 1.82 to match rust-toolchain.toml'],
    ],
  },
];

/** The hook sees Windows paths with backslashes (and Claude Code names its project folder C--Users-…). */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd ?? '')) return event;
  const transcript = payload.transcript_path.replace(/projects\/([A-Z]):-/, 'projects/$1--');
  return { ...event, payload: { ...payload, cwd: payload.cwd.replace(/\//g, '\\'), transcript_path: transcript.replace(/\//g, '\\') } };
}
