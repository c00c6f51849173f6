// Half ZI of the evaluation corpus, written blind: "cinder", a systems-tools company's Rust
// workspace (cinder-core, cinder-scan, cinder-store, cinder-fetch, cinder-web, cinder-cli).
// Toolchain pinned in rust-toolchain.toml (1.82.0, with the wasm32 and musl targets listed), `just`
// as the task runner, cargo-nextest, cargo-deny, cross for the ARM (musl) builds, wasm-pack for the
// web playground, a SQLite layer on sqlx with offline query data in .sqlx/, insta snapshots, test
// fixtures in git LFS, releases cut by cargo-dist's workflow from v* tags on the `trunk` branch.
// Platforms: Arch Linux with fish, Ubuntu 24.04 with bash, macOS with zsh (two people), a CI/cloud
// runner with /bin/sh (dash). Agents: Claude Code and OpenCode/Codex.
// The team writes English, Chinese, German and Vietnamese.

const GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';

const DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';

const CARGO_TEST_PANIC = (crate, lib, hash, failing, line) => `    Finished \`test\` profile [unoptimized + debuginfo] target(s) in 38.12s
     Running unittests src/lib.rs (target/debug/deps/${lib}-${hash})

running 14 tests
test config::tests::defaults ... ok
test config::tests::env_overrides ... ok
test telemetry::tests::init_text ... ok
test telemetry::tests::${failing} ... FAILED
test scan::tests::empty_dir ... ok

failures:

---- telemetry::tests::${failing} stdout ----

thread 'telemetry::tests::${failing}' panicked at crates/${crate}/src/telemetry.rs:${line}:10:
failed to set global default subscriber: SetGlobalDefaultError("a global default trace dispatcher has already been set")
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace


failures:
    telemetry::tests::${failing}

test result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s

error: test failed, to rerun pass \`-p ${crate} --lib\``;

const NEXTEST_WALKER_FAIL = `    Finished \`test\` profile [unoptimized + debuginfo] target(s) in 12.77s
────────────
 Nextest run ID 5f0c2a1e-77d4-4b8a-9e21-03c4d8a61b7f with nextest profile: default
    Starting 41 tests across 2 binaries
        PASS [   0.011s] cinder-scan walker::tests::empty_root
        PASS [   0.019s] cinder-scan walker::tests::follows_symlinks_when_asked
        FAIL [   0.034s] cinder-scan walker::tests::skips_gitignored
──── STDOUT:             cinder-scan walker::tests::skips_gitignored

running 1 test
test walker::tests::skips_gitignored ... FAILED

──── STDERR:             cinder-scan walker::tests::skips_gitignored
thread 'walker::tests::skips_gitignored' panicked at crates/cinder-scan/src/walker.rs:211:9:
assertion \`left == right\` failed
  left: 3
 right: 2
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace

────────────
     Summary [   1.402s] 41 tests run: 40 passed, 1 failed, 0 skipped
        FAIL [   0.034s] cinder-scan walker::tests::skips_gitignored
error: test run failed`;

const NEXTEST_LFS_FAIL = `    Finished \`test\` profile [unoptimized + debuginfo] target(s) in 24.05s
────────────
 Nextest run ID 9a1d4c33-0be2-4f6e-8c75-2d41e7b09a58 with nextest profile: default
    Starting 63 tests across 3 binaries
        PASS [   0.006s] cinder-store jobs::tests::insert_and_fetch
        FAIL [   0.008s] cinder-store::fixtures load_sample_corpus
──── STDERR:             cinder-store::fixtures load_sample_corpus
thread 'load_sample_corpus' panicked at crates/cinder-store/tests/fixtures.rs:22:10:
called \`Result::unwrap()\` on an \`Err\` value: Database(SqliteError { code: 26, message: "file is not a database" })
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace

        FAIL [   0.009s] cinder-store::fixtures migrate_sample_corpus
──── STDERR:             cinder-store::fixtures migrate_sample_corpus
thread 'migrate_sample_corpus' panicked at crates/cinder-store/tests/fixtures.rs:41:10:
called \`Result::unwrap()\` on an \`Err\` value: Database(SqliteError { code: 26, message: "file is not a database" })

────────────
     Summary [   0.512s] 63 tests run: 61 passed, 2 failed, 0 skipped
        FAIL [   0.008s] cinder-store::fixtures load_sample_corpus
        FAIL [   0.009s] cinder-store::fixtures migrate_sample_corpus
error: test run failed`;

const FISH_STATUS = `fish: $? is not the exit status. In fish, please use $status.
cargo build -p cinder-core; echo $?
                                 ^`;

const FISH_HEREDOC = `fish: Expected a string, but found a redirection
cat > .cargo/config.local.toml <<EOF
                                ^^`;

const CARGO_NET = `    Updating crates.io index
error: failed to get \`clap\` as a dependency of package \`cinder-cli v0.9.1 (/home/dev/cinder/crates/cinder-cli)\`

Caused by:
  download of config.json failed

Caused by:
  failed to download from \`https://index.crates.io/config.json\`

Caused by:
  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)`;

const SQLX_OFFLINE_ERR = `   Compiling cinder-store v0.9.1 (/workspace/crates/cinder-store)
error: \`SQLX_OFFLINE=true\` but there is no cached data for this query, run \`cargo sqlx prepare\` to update the query cache or unset \`SQLX_OFFLINE\`
  --> crates/cinder-store/src/jobs.rs:41:15
   |
41 |       let row = sqlx::query_as!(
   |  _______________^
42 | |         JobRow,
43 | |         "SELECT id, state, attempts, queued_at FROM jobs WHERE state = ?1 ORDER BY queued_at LIMIT 1",
44 | |         state
45 | |     )
   | |_____^
   |
   = note: this error originates in the macro \`$crate::sqlx_macros::expand_query\` which comes from the expansion of the macro \`sqlx::query_as\` (in Nightly builds, run with -Z macro-backtrace for more info)

error: could not compile \`cinder-store\` (lib) due to 1 previous error`;

const SQLX_CHECK = `query data is out of date; changed or missing files in .sqlx:
  query-3b9f0c1d5e7a2b48c6d1f09e4a7b3c2d8e5f6a1b0c9d8e7f6a5b4c3d2e1f0a9b.json (missing)
  query-a41c7e2f9b0d3c58e6f1a2b4c7d9e0f3a5b6c8d1e2f4a7b9c0d3e5f6a8b1c2d4.json (stale)
error: prepare check failed: .sqlx is out of date

Run \`cargo sqlx prepare --workspace\` to update the query data.`;

const SQLX_CLAP = `error: the following required arguments were not provided:
  --database-url <DATABASE_URL>

Usage: sqlx migrate run --database-url <DATABASE_URL>

For more information, try '--help'.`;

const SQLX_OPEN = 'error: error returned from database: (code: 14) unable to open database file';

const MIGRATE_LOCKED = `DATABASE_URL=sqlite:.data/dev.sqlite sqlx migrate run --source crates/cinder-store/migrations
error: while executing migrations: error returned from database: (code: 5) database is locked
error: Recipe \`migrate\` failed on line 31 with exit code 1`;

const E0463_AARCH64 = `   Compiling cfg-if v1.0.0
   Compiling libc v0.2.161
error[E0463]: can't find crate for \`core\`
  |
  = note: the \`aarch64-unknown-linux-musl\` target may not be installed
  = help: consider downloading the target with \`rustup target add aarch64-unknown-linux-musl\`

For more information about this error, try \`rustc --explain E0463\`.
error: could not compile \`cfg-if\` (lib) due to 1 previous error
warning: build failed, waiting for other jobs to finish...`;

const LINKER_MUSL = `   Compiling proc-macro2 v1.0.89
   Compiling cinder-cli v0.9.2 (/home/dev/cinder/crates/cinder-cli)
error: linker \`aarch64-linux-musl-gcc\` not found
  |
  = note: No such file or directory (os error 2)

error: could not compile \`cinder-cli\` (bin "cinder") due to 1 previous error`;

const CC_MISSING = `   Compiling proc-macro2 v1.0.89
   Compiling libc v0.2.161
error: linker \`cc\` not found
  |
  = note: No such file or directory (os error 2)

error: could not compile \`proc-macro2\` (build script) due to 1 previous error
warning: build failed, waiting for other jobs to finish...
error: could not compile \`libc\` (build script) due to 1 previous error`;

const CROSS_DOCKER = `docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?.
See 'docker run --help'.
Error:
   0: could not run container
   1: when running docker run with image ghcr.io/cross-rs/aarch64-unknown-linux-musl:0.2.5
   2: \`docker run --userns host -e 'PKG_CONFIG_ALLOW_CROSS=1' ... ghcr.io/cross-rs/aarch64-unknown-linux-musl:0.2.5 sh -c 'PATH=$PATH:/rust/bin cargo build --release --target aarch64-unknown-linux-musl'\` failed with exit status: 125`;

const OPENSSL_SYS = `   Compiling openssl-sys v0.9.103
error: failed to run custom build command for \`openssl-sys v0.9.103\`

Caused by:
  process didn't exit successfully: \`/target/release/build/openssl-sys-5b2d0e8f7a6c1d34/build-script-main\` (exit status: 101)
  --- stdout
  cargo:rerun-if-env-changed=AARCH64_UNKNOWN_LINUX_MUSL_OPENSSL_NO_VENDOR
  cargo:rerun-if-env-changed=OPENSSL_NO_VENDOR
  cargo:rerun-if-env-changed=AARCH64_UNKNOWN_LINUX_MUSL_OPENSSL_DIR
  cargo:rerun-if-env-changed=OPENSSL_DIR
  run pkg_config fail: pkg-config has not been configured to support cross-compilation.

  --- stderr
  thread 'main' panicked at /cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/find_normal.rs:190:5:


  Could not find directory of OpenSSL installation, and this \`-sys\` crate cannot
  proceed without this knowledge. If OpenSSL is installed and this crate had
  trouble finding it,  you can set the \`OPENSSL_DIR\` environment variable for the
  compilation process.

  Make sure you also have the development packages of openssl installed.
  For example, \`libssl-dev\` on Ubuntu or \`openssl-devel\` on Fedora.

  $HOST = x86_64-unknown-linux-gnu
  $TARGET = aarch64-unknown-linux-musl
  openssl-sys = 0.9.103

  note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace
warning: build failed, waiting for other jobs to finish...`;

const DENY_OPENSSL = `error[banned]: crate 'openssl-sys = 0.9.103' is explicitly banned
   ┌─ /workspace/deny.toml:41:14
   │
41 │     { crate = "openssl-sys", reason = "cinder is rustls-only" },
   │               ━━━━━━━━━━━ banned here
   │
   ├ openssl-sys v0.9.103
     └── openssl v0.10.68
         └── native-tls v0.2.12
             ├── hyper-tls v0.6.0
             │   └── reqwest v0.12.9
             │       └── cinder-fetch v0.9.2
             └── reqwest v0.12.9 (*)

bans FAILED, advisories ok, licenses ok, sources ok`;

const DENY_TIME = `error[vulnerability]: Potential segfault in the time crate
    ┌─ /workspace/Cargo.lock:201:1
    │
201 │ time 0.1.45 registry+https://github.com/rust-lang/crates.io-index
    │ ----------------------------------------------------------------- security vulnerability detected
    │
    ├ ID: RUSTSEC-2020-0071
    ├ Advisory: https://rustsec.org/advisories/RUSTSEC-2020-0071
    ├ Unix-like operating systems may segfault due to dereferencing a dangling pointer in specific circumstances.
    ├ Solution: Upgrade to >=0.2.23 (try \`cargo update -p time\`)
    ├ time v0.1.45
      └── chrono v0.4.19
          └── cinder-store v0.9.2

advisories FAILED, bans ok, licenses ok, sources ok`;

const WS_INHERIT = `error: failed to parse manifest at \`/home/dev/cinder/crates/cinder-cli/Cargo.toml\`

Caused by:
  error inheriting \`indicatif\` from workspace root manifest's \`workspace.dependencies.indicatif\`

Caused by:
  \`dependency.indicatif\` was not found in \`workspace.dependencies\``;

const WB_MISMATCH = (file, cli) => `error: 

it looks like the Rust project used to create this wasm file was linked against
version of wasm-bindgen that uses a different bindgen format than this binary:

  rust wasm file schema version: ${file}
     this binary schema version: ${cli}

Currently the bindgen format is unstable enough that these two schema versions
must exactly match. You can accomplish this by either updating this binary or 
the wasm-bindgen dependency in the Rust project.

You should be able to update the wasm-bindgen dependency with:

    cargo update -p wasm-bindgen --precise ${cli}

don't forget to recompile your wasm file! Alternatively, you can update the 
binary with:

    cargo install -f wasm-bindgen-cli --version ${file}

if this warning fails to go away though and you're not sure what to do feel free
to open an issue at https://github.com/rustwasm/wasm-bindgen/issues!`;

const WASM_NO_TARGET = `[INFO]: 🎯  Checking for the Wasm target...
Error: wasm32-unknown-unknown target not found in sysroot: "/Users/kai/.rustup/toolchains/1.82.0-aarch64-apple-darwin"

Used rustc from the following path: "/Users/kai/.rustup/toolchains/1.82.0-aarch64-apple-darwin/bin/rustc"
It looks like Rustup is not being used. For non-Rustup setups, the wasm32-unknown-unknown target needs to be installed manually. See https://rustwasm.github.io/wasm-pack/book/prerequisites/non-rustup-setups.html on how to do this.

Caused by: wasm32-unknown-unknown target not found in sysroot: "/Users/kai/.rustup/toolchains/1.82.0-aarch64-apple-darwin"`;

const WASM_NET = `[INFO]: 🎯  Checking for the Wasm target...
[INFO]: 🌀  Compiling to Wasm...
    Finished \`release\` profile [optimized] target(s) in 19.84s
[INFO]: ⬇️  Installing wasm-bindgen...
Error: failed to download from https://github.com/rustwasm/wasm-bindgen/releases/download/0.2.93/wasm-bindgen-0.2.93-aarch64-apple-darwin.tar.gz
Caused by: failed to download from https://github.com/rustwasm/wasm-bindgen/releases/download/0.2.93/wasm-bindgen-0.2.93-aarch64-apple-darwin.tar.gz
Caused by: [28] Timeout was reached (Connection timed out after 30001 milliseconds)`;

const ALLFEAT = (tail) => `   Compiling cinder-store v0.9.2 (/home/dev/cinder/crates/cinder-store)
error: features \`sqlite-bundled\` and \`sqlite-system\` are mutually exclusive; pick one (\`full\` enables \`sqlite-bundled\`)
 --> crates/cinder-store/src/lib.rs:7:1
  |
7 | compile_error!("features \`sqlite-bundled\` and \`sqlite-system\` are mutually exclusive; pick one (\`full\` enables \`sqlite-bundled\`)");
  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

error: could not compile \`cinder-store\` (lib) due to 1 previous error${tail}`;

const JUST_VERIFY_CLIPPY = `cargo fmt --all -- --check
cargo clippy --workspace --all-targets --features full -- -D warnings
    Checking cinder-scan v0.9.2 (/home/dev/cinder/crates/cinder-scan)
error: this \`if\` statement can be collapsed
  --> crates/cinder-scan/src/walker.rs:88:9
   |
88 | /         if entry.file_type().is_dir() {
89 | |             if ignored(&entry) {
90 | |                 continue;
91 | |             }
92 | |         }
   | |_________^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#collapsible_if
   = note: \`-D clippy::collapsible-if\` implied by \`-D warnings\`
   = help: to override \`-D warnings\` add \`#[allow(clippy::collapsible_if)]\`
help: collapse nested if block
   |
88 ~         if entry.file_type().is_dir() && ignored(&entry) {
89 +             continue;
90 +         }
   |

error: could not compile \`cinder-scan\` (lib) due to 1 previous error
error: Recipe \`clippy\` failed on line 14 with exit code 101`;

const PY_KEYERROR = `Traceback (most recent call last):
  File "/home/dev/cinder/scripts/bench_compare.py", line 47, in <module>
    base = runs["baseline"]["mean"]["point_estimate"]
           ~~~~^^^^^^^^^^^^
KeyError: 'baseline'`;

const CARGO_INSTALL_MSRV = `    Updating crates.io index
error: cannot install package \`cargo-deny 0.16.3\`, it requires rustc 1.85.0 or newer, while the currently active rustc version is 1.82.0
\`cargo-deny 0.16.1\` supports rustc 1.81.0`;

const DIST_VERSION_A = `  × You're running cargo-dist 0.25.1, but 'cargo-dist-version = 0.22.1' is set in your dist-workspace.toml
  help: Rerun as 'dist init' to update your config, or install the version your config pins (0.22.1)`;

const DIST_VERSION_B = `  × You're running cargo-dist 0.26.0, but 'cargo-dist-version = 0.22.1' is set in your dist-workspace.toml
  help: Rerun as 'dist init' to update your config, or install the version your config pins (0.22.1)`;

const REBASE_CONFLICT = `Auto-merging Cargo.lock
CONFLICT (content): Merge conflict in Cargo.lock
Auto-merging crates/cinder-store/Cargo.toml
error: could not apply 4e1a9c2... store: add jobs index
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
hint: You can instead skip this commit: run "git rebase --skip".
hint: To abort and get back to the state before "git rebase", run "git rebase --abort".
Could not apply 4e1a9c2... store: add jobs index`;

const PUSH_NONFF = `To github.com:cinder-sys/cinder.git
 ! [rejected]        feat/jobs-index -> feat/jobs-index (fetch first)
error: failed to push some refs to 'github.com:cinder-sys/cinder.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing to
hint: the same ref. If you want to integrate the remote changes, use
hint: 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const GIT_AMBIG = `fatal: ambiguous argument 'main...HEAD': unknown revision or path not in the working tree.
Use '--' to separate paths from revisions, like this:
'git <command> [<revision>...] -- [<file>...]'`;

const SHA_FAIL = `cinder-x86_64-unknown-linux-musl.tar.xz: FAILED
shasum: WARNING: 1 computed checksum did NOT match`;

const GH_AUTH = `To get started with GitHub CLI, please run:  gh auth login
Alternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.`;

const LFS_QUOTA = `batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.
Failed to fetch some objects from 'https://github.com/cinder-sys/cinder.git/info/lfs'`;

const DISK_FULL = `   Compiling cinder-store v0.9.3 (/workspace/crates/cinder-store)
   Compiling cinder-cli v0.9.3 (/workspace/crates/cinder-cli)
LLVM ERROR: IO failure on output stream: No space left on device
error: could not compile \`cinder-cli\` (bin "cinder")

Caused by:
  process didn't exit successfully: \`/root/.rustup/toolchains/1.82.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name cinder --edition=2021 crates/cinder-cli/src/main.rs ...\` (signal: 6, SIGABRT: process abort signal)`;

const PKG_SPEC = (name) => `error: package ID specification \`${name}\` did not match any packages`;

export const SESSIONS = [
  // 1 — Ubuntu, bash
  {
    machine: 'linux', project: 'cinder', start: '2026-12-01T08:40:00Z',
    steps: [
      ['fail', 'just-not-make', 'make test', "make: *** No rule to make target 'test'.  Stop.", 2, 'Run the test suite'],
      ['prompt', 'just-not-make', 'no makefile in this repo, tasks are in the justfile'],
      ['fail', 'just-verify-recipe', 'just check', 'error: Justfile does not contain recipe `check`.', 1],
      ['prompt', 'just-verify-recipe', "it's `just verify`. fmt + clippy + deny + nextest in one"],
      ['ok', 'just verify'],
    ],
  },
  // 2 — macOS, zsh (ana)
  {
    machine: 'mac', project: 'cinder', start: '2026-12-01T10:15:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/^version = \"0.9.0\"/version = \"0.9.1\"/' crates/cinder-cli/Cargo.toml", 'sed: 1: "crates/cinder-cli/Cargo ...": command c expects \\ followed by text', 1, 'Bump the CLI version'],
      ['prompt', 'sed-i-mac', "bsd sed. -i '' on mac"],
      ['fail', 'date-d-mac', 'date -d "$(git log -1 --format=%cI)" +%Y-%m-%d', DATE_USAGE, 1],
      ['prompt', 'date-d-mac', 'macOS date has no -d. gdate is there (brew coreutils)'],
      ['prompt', 'x:changelog', 'also add a line to CHANGELOG.md under Unreleased for the 0.9.1 bump'],
    ],
  },
  // 3 — OpenCode/Codex on Ubuntu
  {
    machine: 'codex', project: 'cinder', start: '2026-12-02T09:00:00Z',
    steps: [
      ['fail', 'nextest', 'cargo test --workspace', CARGO_TEST_PANIC('cinder-core', 'cinder_core', '3f9a1c2b7d4e8f60', 'init_json', 48), 101],
      ['prompt', 'nextest', 'use nextest. cargo test runs everything in one process and the global subscriber init panics'],
      ['ok', 'cargo nextest run --workspace'],
      ['fail', 'x:nextest-real-fail', 'cargo nextest run -p cinder-scan', NEXTEST_WALKER_FAIL, 100],
      ['prompt', 'x:walker-fix', "ok that one's real, skips_gitignored broke with the ignore 0.4.23 bump. fix the walker, not the test"],
    ],
  },
  // 4 — Arch, fish
  {
    machine: 'linux', project: 'cinder', start: '2026-12-02T14:10:00Z',
    steps: [
      ['fail', 'fish-bash', 'cargo build -p cinder-core; echo $?', FISH_STATUS, 127],
      ['prompt', 'fish-bash', "this box runs fish. bash-isms go through bash -c '...'"],
      ['fail', 'x:cargo-net', 'cargo fetch', CARGO_NET, 101],
      ['ok', 'cargo fetch'],
    ],
  },
  // 5 — macOS, zsh (kai)
  {
    machine: 'mac2', project: 'cinder', start: '2026-12-03T09:30:00Z',
    steps: [
      ['fail', 'grep-P-rg', "grep -rnP 'unsafe\\s*\\{' crates/", GREP_USAGE, 2, 'Find unsafe blocks'],
      ['prompt', 'grep-P-rg', "rg. we don't use grep -P anywhere"],
      ['ok', "rg -n 'unsafe\\s*\\{' crates/"],
      ['fail', 'x:rg-no-match', "rg -n 'fn legacy_open' crates/", '', 1],
    ],
  },
  // 6 — CI runner
  {
    machine: 'ci', project: 'cinder', start: '2026-12-03T16:20:00Z',
    steps: [
      ['fail', 'sqlx-prepare', 'cargo build --locked --release -p cinder-cli', SQLX_OFFLINE_ERR, 101],
      ['agent', 'sqlx-prepare', 'Changed a `query_as!` in cinder-store without regenerating the offline data; after editing queries run `cargo sqlx prepare --workspace` and commit `.sqlx/`.'],
    ],
  },
  // 7 — Ubuntu, bash
  {
    machine: 'linux', project: 'cinder', start: '2026-12-04T08:50:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'trunk-branch', "we're on trunk here"],
      ['ok', 'git checkout trunk && git pull --ff-only'],
      ['fail', 'just-migrate', 'sqlx migrate run', SQLX_CLAP, 2, 'Apply the new migration'],
      ['prompt', 'just-migrate', 'migrations go through `just migrate`, it sets DATABASE_URL to .data/dev.sqlite'],
      ['ok', 'just migrate'],
    ],
  },
  // 8 — macOS (ana)
  {
    machine: 'mac', project: 'cinder', start: '2026-12-04T13:00:00Z',
    steps: [
      ['fail', 'cross-arm', 'cargo build --release --target aarch64-unknown-linux-musl -p cinder-cli', E0463_AARCH64, 101, 'Build the ARM binary'],
      ['prompt', 'cross-arm', "don't rustup target add for that. ARM goes through cross, the image has the musl linker"],
      ['ok', 'cross build --release --target aarch64-unknown-linux-musl -p cinder-cli'],
      ['prompt', 'x:musl-alpine', 'can you check the binary actually starts on alpine 3.20? docker run it with --platform linux/arm64'],
    ],
  },
  // 9 — Codex
  {
    machine: 'codex', project: 'cinder', start: '2026-12-05T10:10:00Z',
    steps: [
      ['fail', 'pkg-cinder-cli', 'cargo run -p cinder -- scan ./testdata', PKG_SPEC('cinder'), 101],
      ['agent', 'pkg-cinder-cli', 'Used `-p cinder`; the binary crate is `cinder-cli` (its bin is named `cinder`), so it is `cargo run -p cinder-cli -- …`.'],
      ['fail', 'x:pkg-typo', 'cargo run -p cinder-cil -- scan ./testdata', `${PKG_SPEC('cinder-cil')}\n\n\tDid you mean \`cinder-cli\`?`, 101],
      ['ok', 'cargo run -p cinder-cli -- scan ./testdata'],
      ['prompt', 'x:json-flag', 'add a --json flag to `cinder scan` that prints findings as ndjson'],
    ],
  },
  // 10 — Ubuntu, bash
  {
    machine: 'linux', project: 'cinder', start: '2026-12-07T09:00:00Z',
    steps: [
      ['fail', 'no-all-features', 'cargo clippy --workspace --all-targets --all-features -- -D warnings', ALLFEAT(''), 101],
      ['prompt', 'no-all-features', "--all-features can't build here, bundled and system sqlite exclude each other. --features full"],
      ['fail', 'python3', 'python scripts/bench_compare.py target/criterion', '/bin/bash: line 1: python: command not found', 127],
      ['prompt', 'python3', 'python3'],
      ['fail', 'x:bench-keyerror', 'python3 scripts/bench_compare.py target/criterion', PY_KEYERROR, 1],
      ['prompt', 'x:bench-baseline', 'there is no saved baseline yet, do cargo bench -p cinder-scan -- --save-baseline trunk on trunk first'],
    ],
  },
  // 11 — macOS (kai)
  {
    machine: 'mac2', project: 'cinder', start: '2026-12-07T15:30:00Z',
    steps: [
      ['fail', 'sha256-mac', 'sha256sum target/distrib/cinder-aarch64-apple-darwin.tar.xz', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256-mac', 'shasum -a 256 on mac'],
      ['ok', 'shasum -a 256 target/distrib/cinder-aarch64-apple-darwin.tar.xz'],
      ['fail', 'dist-version-pin', 'dist plan', DIST_VERSION_A, 255],
      ['prompt', 'dist-version-pin', "install cargo-dist 0.22.1 exactly, that's what dist-workspace.toml pins"],
    ],
  },
  // 12 — Arch, fish
  {
    machine: 'linux', project: 'cinder', start: '2026-12-08T08:30:00Z',
    steps: [
      ['fail', 'fish-bash', 'cat > .cargo/config.local.toml <<EOF\n[build]\nrustflags = ["-C", "target-cpu=native"]\nEOF', FISH_HEREDOC, 127],
      ['prompt', 'fish-bash', 'fish again 🙄 wrap it in bash -c'],
      ['fail', 'toolchain-pinned', 'cargo +nightly fmt --all', "error: toolchain 'nightly-x86_64-unknown-linux-gnu' is not installed\nhelp: run `rustup toolchain install nightly-x86_64-unknown-linux-gnu` to install it", 1],
      ['prompt', 'toolchain-pinned', 'leave the toolchain alone. 1.82 is pinned in rust-toolchain.toml and fmt works fine on it'],
    ],
  },
  // 13 — Codex
  {
    machine: 'codex', project: 'cinder', start: '2026-12-08T13:40:00Z',
    steps: [
      ['fail', 'workspace-deps', 'cargo build -p cinder-cli', WS_INHERIT, 101],
      ['prompt', 'workspace-deps', "add indicatif to [workspace.dependencies] in the root Cargo.toml, that's where every version lives"],
      ['prompt', 'x:bump-tokio', 'bump tokio to 1.41, we need the JoinSet fix'],
      ['ok', 'cargo update'],
      ['prompt', 'cargo-update-p', 'whoa, not a bare cargo update — 140 crates moved in Cargo.lock. revert it and cargo update -p tokio'],
      ['ok', 'git checkout Cargo.lock && cargo update -p tokio'],
    ],
  },
  // 14 — macOS (ana)
  {
    machine: 'mac', project: 'cinder', start: '2026-12-09T09:20:00Z',
    steps: [
      ['ok', 'cargo build -p cinder-web --release --target wasm32-unknown-unknown'],
      ['fail', 'wasm-bindgen-pin', 'wasm-bindgen --target web --out-dir web/pkg target/wasm32-unknown-unknown/release/cinder_web.wasm', WB_MISMATCH('0.2.93', '0.2.95'), 1],
      ['prompt', 'wasm-bindgen-pin', "no, don't cargo update wasm-bindgen, the crate is pinned =0.2.93 on purpose. install the cli at 0.2.93"],
      ['ok', 'cargo binstall wasm-bindgen-cli@0.2.93 -y'],
      ['ok', 'wasm-pack build crates/cinder-web'],
      ['prompt', 'wasm-target-web', "--target web. the playground page imports it with a plain <script type=module>, the bundler output doesn't load there"],
    ],
  },
  // 15 — Ubuntu, bash (German)
  {
    machine: 'linux', project: 'cinder', start: '2026-12-09T14:00:00Z',
    steps: [
      ['fail', 'just-not-make', 'make build', "make: *** No rule to make target 'build'.  Stop.", 2],
      ['prompt', 'just-not-make', 'wir haben kein Makefile, alles läuft über just. `just --list` zeigt die recipes'],
      ['fail', 'just-verify-recipe', 'just lint', 'error: Justfile does not contain recipe `lint`.', 1],
      ['prompt', 'just-verify-recipe', 'lint gibt es nicht, das steckt alles in `just verify`'],
      ['fail', 'x:verify-clippy', 'just verify', JUST_VERIFY_CLIPPY, 101],
    ],
  },
  // 16 — CI runner
  {
    machine: 'ci', project: 'cinder', start: '2026-12-10T11:00:00Z',
    steps: [
      ['fail', 'rustls-not-openssl', 'cargo deny check bans', DENY_OPENSSL, 1],
      ['agent', 'rustls-not-openssl', 'Left reqwest on its default features in cinder-fetch, which pulls native-tls/openssl-sys; cinder is rustls-only: `default-features = false, features = ["rustls-tls"]`.'],
      ['fail', 'x:deny-advisory', 'cargo deny check advisories', DENY_TIME, 1],
    ],
  },
  // 17 — macOS (kai)
  {
    machine: 'mac2', project: 'cinder', start: '2026-12-10T15:00:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/0.9.1/0.9.2/g' Cargo.toml", 'sed: 1: "Cargo.toml": invalid command code C', 1],
      ['prompt', 'sed-i-mac', 'again?? mac sed'],
      ['fail', 'date-d-mac', "date -d '2 weeks ago' +%F", DATE_USAGE, 1],
      ['prompt', 'date-d-mac', 'gdate'],
      ['agent', 'date-d-mac', 'Used GNU `date -d` on macOS; BSD date has no -d — use `gdate` (coreutils) there.'],
    ],
  },
  // 18 — Ubuntu, bash (Vietnamese)
  {
    machine: 'linux', project: 'cinder', start: '2026-12-11T09:10:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'trunk-branch', 'nhánh chính là trunk chứ không phải main nha'],
      ['fail', 'x:rebase-conflict', 'git rebase origin/trunk', REBASE_CONFLICT, 1],
    ],
  },
  // 19 — Codex
  {
    machine: 'codex', project: 'cinder', start: '2026-12-11T14:30:00Z',
    steps: [
      ['fail', 'binstall', 'cargo install cargo-deny', CARGO_INSTALL_MSRV, 101],
      ['prompt', 'binstall', "cargo binstall cargo-deny. we never compile tools here, the prebuilt one doesn't care about our pinned rustc"],
      ['agent', 'binstall', 'Tried `cargo install` for a cargo tool; this team installs tools with `cargo binstall <tool>` (prebuilt binaries).'],
      ['ok', 'cargo binstall cargo-deny -y'],
      ['ok', 'cargo test -p cinder-fetch'],
      ['prompt', 'nextest', 'nextest pls'],
    ],
  },
  // 20 — macOS (ana)
  {
    machine: 'mac', project: 'cinder', start: '2026-12-14T09:00:00Z',
    steps: [
      ['prompt', 'insta-review', "don't hand-edit the .snap files. cargo insta review"],
      ['agent', 'insta-review', 'Edited crates/cinder-scan/tests/snapshots/*.snap by hand; snapshot changes are accepted with `cargo insta review`.'],
      ['ok', 'cargo insta review'],
      ['prompt', 'x:insta-new-test', 'now add a snapshot test for the toml config parser, cover the [scan.ignore] table'],
      ['fail', 'python3', 'python scripts/gen_completions.py', 'zsh: command not found: python', 127],
      ['prompt', 'python3', 'python3, mac has no python either'],
    ],
  },
  // 21 — Ubuntu, bash
  {
    machine: 'linux', project: 'cinder', start: '2026-12-14T13:20:00Z',
    steps: [
      ['fail', 'lfs-pull', 'cargo nextest run -p cinder-store', NEXTEST_LFS_FAIL, 100],
      ['prompt', 'lfs-pull', 'fixtures are in LFS. git lfs pull first'],
      ['ok', 'git lfs pull'],
    ],
  },
  // 22 — Arch, fish
  {
    machine: 'linux', project: 'cinder', start: '2026-12-15T10:00:00Z',
    steps: [
      ['fail', 'cross-arm', 'cargo build --release --target aarch64-unknown-linux-musl', LINKER_MUSL, 101],
      ['prompt', 'cross-arm', 'arm = cross. cross build --target aarch64-unknown-linux-musl'],
      ['agent', 'cross-arm', 'Built the ARM target with plain `cargo build --target`; ARM builds go through `cross build`, which brings the linker.'],
      ['fail', 'x:cross-docker', 'cross build --release --target aarch64-unknown-linux-musl', CROSS_DOCKER, 1],
      ['prompt', 'x:docker-start', "docker isn't running on this box, sudo systemctl start docker"],
      ['ok', 'cross build --release --target aarch64-unknown-linux-musl'],
    ],
  },
  // 23 — Codex
  {
    machine: 'codex', project: 'cinder', start: '2026-12-15T15:00:00Z',
    steps: [
      ['ok', 'cross build --release --target aarch64-unknown-linux-gnu -p cinder-cli'],
      ['prompt', 'musl-target', "we ship musl. aarch64-unknown-linux-musl — the gnu build links glibc 2.39 and won't start on the edge boxes"],
      ['fail', 'rustls-not-openssl', 'cross build --release --target aarch64-unknown-linux-musl -p cinder-cli', OPENSSL_SYS, 101],
      ['prompt', 'rustls-not-openssl', "that's openssl sneaking back in via native-tls. we're rustls only, fix the reqwest features in cinder-fetch"],
    ],
  },
  // 24 — macOS (kai)
  {
    machine: 'mac2', project: 'cinder', start: '2026-12-16T09:40:00Z',
    steps: [
      ['fail', 'grep-P-rg', "grep -oP '(?<=^version = \")[^\"]+' Cargo.toml", GREP_USAGE, 2],
      ['prompt', 'grep-P-rg', 'no -P on the mac grep. rg everywhere pls'],
      ['fail', 'sha256-mac', 'sha256sum -c target/distrib/cinder-aarch64-apple-darwin.tar.xz.sha256', 'zsh: command not found: sha256sum', 127],
      ['prompt', 'sha256-mac', 'same as last week — shasum -a 256 -c'],
      ['fail', 'x:sha-mismatch', 'shasum -a 256 -c cinder-x86_64-unknown-linux-musl.tar.xz.sha256', SHA_FAIL, 1],
      ['prompt', 'x:stale-download', 'that tarball is from the old draft release, download it again from v0.9.2'],
    ],
  },
  // 25 — Ubuntu, bash (Chinese)
  {
    machine: 'linux', project: 'cinder', start: '2026-12-16T14:00:00Z',
    steps: [
      ['fail', 'nextest', 'cargo test -p cinder-scan', CARGO_TEST_PANIC('cinder-scan', 'cinder_scan', '8be04d17c2a95f31', 'init_compact', 31), 101],
      ['prompt', 'nextest', '测试用 cargo nextest run，别用 cargo test，telemetry 的测试在同一个进程里会互相冲突'],
      ['fail', 'sqlx-prepare', 'cargo sqlx prepare --workspace --check', SQLX_CHECK, 1],
      ['prompt', 'sqlx-prepare', '改了 query 就要跑 cargo sqlx prepare --workspace，.sqlx 目录要一起提交'],
      ['ok', 'cargo sqlx prepare --workspace'],
    ],
  },
  // 26 — Ubuntu, bash
  {
    machine: 'linux', project: 'cinder', start: '2026-12-17T09:00:00Z',
    steps: [
      ['ok', 'cargo fmt --all'],
      ['fail', 'x:hook-taplo', 'git commit -m "store: add jobs index"', './.githooks/pre-commit: line 9: taplo: command not found', 1],
      ['ok', 'git commit --no-verify -m "store: add jobs index"'],
      ['prompt', 'no-verify', 'no. NEVER --no-verify here — install taplo and commit again with the hook'],
      ['agent', 'no-verify', 'Skipped the pre-commit hook with `git commit --no-verify`; never bypass it — fix what the hook needs and commit normally.'],
    ],
  },
  // 27 — macOS (ana)
  {
    machine: 'mac', project: 'cinder', start: '2026-12-17T13:30:00Z',
    steps: [
      ['prompt', 'dist-init-never', 'why is release.yml rewritten?? NEVER run dist init, that workflow is hand-maintained (signing + the homebrew tap step)'],
      ['agent', 'dist-init-never', 'Ran `dist init`, which regenerated .github/workflows/release.yml; never re-run dist init in cinder — change dist-workspace.toml only.'],
      ['prompt', 'x:homebrew', "also change the homebrew formula description to 'fast workspace scanner'"],
    ],
  },
  // 28 — Arch, fish (German)
  {
    machine: 'linux', project: 'cinder', start: '2026-12-18T10:00:00Z',
    steps: [
      ['ok', 'rustup override set nightly'],
      ['prompt', 'toolchain-pinned', 'bitte kein `rustup override set`, die Toolchain ist in rust-toolchain.toml gepinnt'],
      ['agent', 'toolchain-pinned', 'Switched the directory to nightly with `rustup override set`; the toolchain is pinned by rust-toolchain.toml — never override it.'],
      ['fail', 'no-all-features', 'cargo nextest run --workspace --all-features', ALLFEAT("\nerror: command `/home/dev/.rustup/toolchains/1.82.0-x86_64-unknown-linux-gnu/bin/cargo test --no-run --message-format json-render-diagnostics --workspace --all-features` exited with code 101"), 101],
      ['prompt', 'no-all-features', 'kein --all-features, das baut bei uns nie. --features full'],
    ],
  },
  // 29 — Codex on a fresh Ubuntu VM
  {
    machine: 'codex', project: 'cinder', start: '2026-12-18T15:00:00Z',
    steps: [
      ['fail', 'rustup-install-first', 'cargo build', "error: toolchain '1.82.0-x86_64-unknown-linux-gnu' is not installed\nhelp: run `rustup toolchain install` to install it", 1],
      ['prompt', 'rustup-install-first', 'fresh worktree → rustup toolchain install first. rustup 1.28 doesnt auto install anymore'],
      ['fail', 'x:cc-missing', 'cargo build', CC_MISSING, 101],
      ['prompt', 'x:build-essential', 'new vm, sudo apt install build-essential'],
      ['fail', 'pkg-cinder-cli', 'cargo build -p cinder --release', PKG_SPEC('cinder'), 101],
      ['prompt', 'pkg-cinder-cli', 'cinder-cli. the package is cinder-cli, only the binary is called cinder'],
    ],
  },
  // 30 — macOS (kai)
  {
    machine: 'mac2', project: 'cinder', start: '2026-12-21T09:30:00Z',
    steps: [
      ['fail', 'rustup-install-first', 'wasm-pack build crates/cinder-web --target web', WASM_NO_TARGET, 1],
      ['prompt', 'rustup-install-first', 'run `rustup toolchain install` first — wasm32 is listed in rust-toolchain.toml, it comes with it'],
      ['fail', 'x:wasm-net', 'wasm-pack build crates/cinder-web --target web', WASM_NET, 1],
      ['prompt', 'x:vpn', "that's the office proxy eating github downloads, vpn is on now, retry"],
      ['ok', 'wasm-pack build crates/cinder-web --target web'],
    ],
  },
  // 31 — Ubuntu, bash (Vietnamese)
  {
    machine: 'linux', project: 'cinder', start: '2026-12-21T14:00:00Z',
    steps: [
      ['fail', 'just-migrate', 'DATABASE_URL=sqlite:cinder.db sqlx migrate run', SQLX_OPEN, 1],
      ['prompt', 'just-migrate', 'chạy just migrate thôi, db nằm ở .data/dev.sqlite chứ không phải cinder.db'],
      ['fail', 'x:migrate-locked', 'just migrate', MIGRATE_LOCKED, 1],
      ['prompt', 'x:close-serve', 'cinder serve is still running in the other tab and holds the db, stop it'],
      ['ok', 'just migrate'],
      ['ok', 'cargo install cargo-insta'],
      ['prompt', 'binstall', 'lần sau cài tool bằng cargo binstall nhé, cargo install build lâu lắm'],
    ],
  },
  // 32 — macOS (ana, Chinese)
  {
    machine: 'mac', project: 'cinder', start: '2026-12-22T09:00:00Z',
    steps: [
      ['fail', 'wasm-bindgen-pin', 'wasm-bindgen --target web --out-dir web/pkg target/wasm32-unknown-unknown/release/cinder_web.wasm', WB_MISMATCH('0.2.93', '0.2.97'), 1],
      ['prompt', 'wasm-bindgen-pin', 'wasm-bindgen-cli 版本必须和 Cargo.toml 里的 =0.2.93 一样，别去升级 crate'],
      ['ok', 'wasm-pack build crates/cinder-web --target bundler'],
      ['prompt', 'wasm-target-web', "--target web!! same as before, bundler output doesn't load in the playground"],
      ['agent', 'wasm-target-web', 'Built cinder-web with a bundler target; the playground loads the module directly, so always `wasm-pack build --target web`.'],
    ],
  },
  // 33 — Codex
  {
    machine: 'codex', project: 'cinder', start: '2026-12-22T14:00:00Z',
    steps: [
      ['prompt', 'x:release-notes-date', 'release notes dates should be ISO 8601'],
      ['ok', 'gh release create v0.9.3 --generate-notes'],
      ['prompt', 'no-manual-release', "don't gh release create. push the v0.9.3 tag on trunk and cargo-dist's workflow builds and publishes it"],
      ['agent', 'no-manual-release', 'Created the GitHub release by hand with `gh release create`; releases come only from pushing a v* tag on trunk (the cargo-dist workflow publishes).'],
      ['fail', 'x:gh-auth', 'gh release delete v0.9.3 --yes', GH_AUTH, 4],
    ],
  },
  // 34 — Arch, fish
  {
    machine: 'linux', project: 'cinder', start: '2026-12-23T10:00:00Z',
    steps: [
      ['fail', 'lfs-pull', 'zstd -d tests/fixtures/corpus.tar.zst -o /tmp/corpus.tar', 'zstd: tests/fixtures/corpus.tar.zst: unsupported format', 1],
      ['prompt', 'lfs-pull', "that's an lfs pointer, not the archive. git lfs pull"],
      ['fail', 'x:lfs-quota', 'git lfs pull', LFS_QUOTA, 2],
    ],
  },
  // 35 — CI runner
  {
    machine: 'ci', project: 'cinder', start: '2026-12-28T11:00:00Z',
    steps: [
      ['fail', 'x:disk-full', 'cargo build --locked --release --target x86_64-unknown-linux-musl', DISK_FULL, 101],
      ['fail', 'python3', 'python scripts/check_changelog.py', '/bin/sh: 1: python: not found', 127],
      ['agent', 'python3', 'Called `python`, which does not exist on the runners or the dev machines; use `python3`.'],
    ],
  },
  // 36 — macOS (kai, Vietnamese)
  {
    machine: 'mac2', project: 'cinder', start: '2027-01-04T09:00:00Z',
    steps: [
      ['ok', 'cargo update'],
      ['prompt', 'cargo-update-p', 'đừng chạy cargo update trơn như vậy, chỉ cargo update -p <crate> cần bump thôi'],
      ['agent', 'cargo-update-p', 'Ran bare `cargo update` and moved the whole lockfile; bump only the crate asked for with `cargo update -p <crate>`.'],
      ['prompt', 'insta-review', 'snapshots get accepted with cargo insta review after you look at the diff. not by editing the .snap'],
      ['prompt', 'x:msrv', 'nâng rust-version lên 1.80 trong Cargo.toml của workspace, giờ mình dùng LazyLock rồi'],
    ],
  },
  // 37 — Ubuntu, bash
  {
    machine: 'linux', project: 'cinder', start: '2027-01-05T09:00:00Z',
    steps: [
      ['fail', 'trunk-branch', 'git diff main...HEAD --stat', GIT_AMBIG, 128],
      ['prompt', 'trunk-branch', 'trunk!!! not main. how many times'],
      ['fail', 'x:push-nonff', 'git push origin feat/jobs-index', PUSH_NONFF, 1],
      ['agent', 'workspace-deps', 'Put `serde_json = "1"` directly in crates/cinder-scan/Cargo.toml; versions go in the root `[workspace.dependencies]` and crates use `serde_json.workspace = true`.'],
    ],
  },
  // 38 — macOS (ana)
  {
    machine: 'mac', project: 'cinder', start: '2027-01-06T10:00:00Z',
    steps: [
      ['ok', 'git tag v0.10.0 && git push origin v0.10.0'],
      ['fail', 'dist-version-pin', 'dist build --artifacts=local', DIST_VERSION_B, 255],
      ['agent', 'dist-version-pin', 'Ran cargo-dist 0.26.0; dist-workspace.toml pins cargo-dist-version 0.22.1 — install exactly that (`cargo binstall cargo-dist@0.22.1`).'],
    ],
  },
  // 39 — Ubuntu, bash (Chinese)
  {
    machine: 'linux', project: 'cinder', start: '2027-01-07T09:00:00Z',
    steps: [
      ['ok', 'cross build --release --target aarch64-unknown-linux-gnu'],
      ['prompt', 'musl-target', '目标是 aarch64-unknown-linux-musl，不是 gnu，我们发的是静态二进制'],
      ['agent', 'musl-target', "Built aarch64-unknown-linux-gnu; cinder's ARM release target is aarch64-unknown-linux-musl (static)."],
      ['ok', 'gh release create v0.10.1-rc.1 --prerelease --generate-notes'],
      ['prompt', 'no-manual-release', '别手动 gh release create，打 tag 推到 trunk 上，workflow 会自己发'],
      ['ok', 'git commit --no-verify -m "ci: cache sccache"'],
      ['prompt', 'no-verify', '又 --no-verify？hook 报什么就修什么'],
    ],
  },
  // 40 — Ubuntu, bash (German)
  {
    machine: 'linux', project: 'cinder', start: '2027-01-08T13:00:00Z',
    steps: [
      ['ok', 'dist init --yes'],
      ['prompt', 'dist-init-never', 'dist init ist tabu!! die release.yml wird von Hand gepflegt, sofort zurücksetzen'],
      ['ok', 'git checkout .github/ dist-workspace.toml'],
      ['prompt', 'workspace-deps', 'und Versionen gehören ins Root-Cargo.toml unter [workspace.dependencies], nicht in crates/cinder-fetch'],
    ],
  },
];
