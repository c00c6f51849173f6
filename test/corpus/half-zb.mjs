// Half ZB of the evaluation corpus, written blind: "keelson", a maritime logistics company's backend.
// Elixir/Phoenix with LiveView, Oban (Pro, from a private Hex repo), Ecto on Postgres 16 with
// TimescaleDB (in a compose file for development), asdf for erlang/elixir/nodejs, mix tasks wrapped
// in a justfile, a Rust NIF (native/keelson_route) through rustler_precompiled, Kamal 1.9 deploys to
// Hetzner, backups on Hetzner Object Storage, secrets in 1Password (op).
// Platforms: Claude Code on macOS with zsh (ana: older asdf 0.14, kai: asdf 0.16), Claude Code and
// Codex on Linux with bash (asdf 0.16), CI (Codex, /bin/sh), and one frontend-only developer on
// Windows with Git Bash (lea). The team writes English, Norwegian, German and Greek.

// --- long real error texts ---------------------------------------------------------------

const ASDF014_NOT_INSTALLED = (home, command) => `No preset version installed for command ${command}
Please install a version by running one of the following:

asdf install elixir 1.17.3-otp-27

or add one of the following versions in your config file at ${home}/keelson/.tool-versions
elixir 1.17.2-otp-27`;

const ASDF016_NOT_SET = (home, command, tool, version) => `No version is set for command ${command}
Consider adding one of the following versions in your config file at ${home}/keelson/.tool-versions
${tool} ${version}`;

const ASDF016_INVALID = (command) => `invalid command provided: ${command}

version: v0.16.7

MANAGE PLUGINS
asdf plugin add <name> [<git-url>]      Add a plugin from the plugin repo OR,
                                        add a Git repo as a plugin by
                                        specifying the name and repo url
asdf plugin list [--urls] [--refs]      List installed plugins. Optionally show
                                        git urls and git-ref
asdf plugin list all                    List plugins registered on asdf-plugins
                                        repository with URLs
asdf plugin remove <name>               Remove plugin and package versions
asdf plugin update <name> [<git-ref>]   Update a plugin to latest commit on
                                        default branch or a particular git-ref
asdf plugin update --all                Update all plugins to latest commit on
                                        default branch

MANAGE TOOLS
asdf current                            Display current version set or being
                                        used for all packages
asdf current <name>                     Display current version set or being
                                        used for package
asdf help <name> [<version>]            Output documentation for plugin and tool
asdf install                            Install all the package versions listed
                                        in the .tool-versions file
asdf install <name>                     Install one tool at the version
                                        specified in the .tool-versions file
asdf install <name> <version>           Install a specific version of a package
asdf install <name> latest[:<version>]  Install the latest stable version of a
                                        package, or with optional version,
                                        install the latest stable version that
                                        begins with the given string
asdf latest <name> [<version>]          Show latest stable version of a package
asdf latest --all                       Show latest stable version of all the
                                        packages and if they are installed
asdf list <name> [version]              List installed versions of a package and
                                        optionally filter the versions
asdf list all <name> [<version>]        List all versions of a package and
                                        optionally filter the returned versions
asdf set [-u] [-p] <name> <versions...> Set a tool version in a .tool-versions in
                                        the current directory, or a parent
                                        directory, or the home directory`;

const MIX_TEST_ENV = (home, compiled) => `${compiled ? 'Compiling 4 files (.ex)\nGenerated keelson app\n' : ''}** (System.EnvError) could not fetch environment variable "KEELSON_TEST_DATABASE_URL" because it is not set
    (elixir 1.17.3) lib/system.ex:706: System.fetch_env!/1
    ${home}/keelson/config/runtime.exs:21: (file)
    (stdlib 6.1.2) erl_eval.erl:904: :erl_eval.do_apply/7
    (elixir 1.17.3) lib/config/reader.ex:64: Config.Reader.read!/2
    (mix 1.17.3) lib/mix/tasks/loadconfig.ex:52: Mix.Tasks.Loadconfig.load_runtime/1
    (mix 1.17.3) lib/mix/tasks/app.config.ex:43: Mix.Tasks.App.Config.run/1
    (mix 1.17.3) lib/mix/task.ex:495: anonymous fn/3 in Mix.Task.run_task/5`;

const HEX_UNKNOWN_REPO = `Resolving Hex dependencies...
** (Mix) Unknown repository "oban", add new repositories with the \`mix hex.repo add\` task`;

const HEX_OBAN_401 = `Resolving Hex dependencies...
Failed to fetch record for oban/oban_pro from registry (using cache instead)
This could be because the package does not exist, it was spelled incorrectly or you don't have permissions to it
Failed to fetch record for oban/oban_web from registry (using cache instead)
This could be because the package does not exist, it was spelled incorrectly or you don't have permissions to it
** (Mix) No package with name oban_pro (from: mix.exs) in registry`;

const HEX_NXDOMAIN = `Resolving Hex dependencies...
Failed to fetch record for hexpm/oban from registry (using cache instead)
{:failed_connect, [{:to_address, {~c"repo.hex.pm", 443}}, {:inet, [:inet], :nxdomain}]}
Failed to fetch record for hexpm/phoenix_live_view from registry (using cache instead)
{:failed_connect, [{:to_address, {~c"repo.hex.pm", 443}}, {:inet, [:inet], :nxdomain}]}
Failed to fetch record for hexpm/timescale from registry (using cache instead)
{:failed_connect, [{:to_address, {~c"repo.hex.pm", 443}}, {:inet, [:inet], :nxdomain}]}
** (Mix) Hex dependency resolution failed, change the version requirements of your dependencies or unlock them (by using mix deps.update or mix deps.unlock). If you are unable to resolve the conflicts you can try overriding with {:dependency, "~> 1.0", override: true}`;

const CRYPTO_NO_OPENSSL = `=ERROR REPORT==== 8-Sep-2026::09:14:22.318041 ===
Unable to load crypto library. Failed with error:
"load_failed, Failed to load NIF library: 'dlopen(/Users/kai/.asdf/installs/erlang/27.1.2/lib/crypto-5.5.1/priv/lib/crypto.so, 0x0002): Library not loaded: /opt/homebrew/opt/openssl@1.1/lib/libcrypto.1.1.dylib
  Referenced from: <6A1F0C2E-93B1-3D52-A4C8-1E0B7D2F4A11> /Users/kai/.asdf/installs/erlang/27.1.2/lib/crypto-5.5.1/priv/lib/crypto.so
  Reason: tried: '/opt/homebrew/opt/openssl@1.1/lib/libcrypto.1.1.dylib' (no such file), '/System/Volumes/Preboot/Cryptexes/OS/opt/homebrew/opt/openssl@1.1/lib/libcrypto.1.1.dylib' (no such file)'"
OpenSSL might not be installed on this system.

** (Mix) Could not start Hex. Try fetching a new version with "mix local.hex" or uninstalling it with "mix archive.uninstall hex.ez"`;

const KERL_BUILD_FAILED = `Downloading (from GitHub) Erlang/OTP 27.1.2 to /Users/ana/.asdf/downloads/erlang/27.1.2...
Extracting source code for normal build...
Building (normal) Erlang/OTP 27.1.2 (asdf_27.1.2); please wait...
APPLICATIONS DISABLED (See: /Users/ana/.asdf/plugins/erlang/kerl-home/builds/asdf_27.1.2/otp_build_27.1.2.log)
 * jinterface     : Java compiler disabled by user
 * crypto         : No usable OpenSSL found
 * ssh            : No usable OpenSSL found
 * ssl            : No usable OpenSSL found

Build failed.
configure: error: --with-ssl given but no usable OpenSSL found in /usr/local/opt/openssl
Please see /Users/ana/.asdf/plugins/erlang/kerl-home/builds/asdf_27.1.2/otp_build_27.1.2.log for full details.`;

const NIF_404 = (home, triple) => `==> keelson
Compiling 1 file (.ex)

== Compilation error in file lib/keelson/route/native.ex ==
** (RuntimeError) Error while downloading precompiled NIF: couldn't fetch NIF from https://github.com/keelson-maritime/keelson/releases/download/route-v0.9.1/libkeelson_route-v0.9.1-nif-2.17-${triple}.so.tar.gz: {:bad_status, 404}.

You can force the project to build from scratch with:

    config :rustler_precompiled, :force_build, keelson: true

During development, you can also set env vars like this to force the build:

    KEELSON_ROUTE_BUILD=1

    (rustler_precompiled 0.8.2) lib/rustler_precompiled.ex:88: RustlerPrecompiled.__using__/1
    ${home}/keelson/lib/keelson/route/native.ex:4: (module)`;

const NIF_CHECKSUM = `==> keelson
Compiling 1 file (.ex)

== Compilation error in file lib/keelson/route/native.ex ==
** (RuntimeError) Error while downloading precompiled NIF: the precompiled NIF file does not exist in the checksum file. Please consider run: \`mix rustler_precompiled.download Keelson.Route.Native --only-local\` to generate the checksum file.

You can force the project to build from scratch with:

    config :rustler_precompiled, :force_build, keelson: true

During development, you can also set env vars like this to force the build:

    KEELSON_ROUTE_BUILD=1

    (rustler_precompiled 0.8.2) lib/rustler_precompiled.ex:88: RustlerPrecompiled.__using__/1
    /Users/ana/keelson/lib/keelson/route/native.ex:4: (module)`;

const NIF_PANIC = `Running ExUnit with seed: 90417, max_cases: 16

....

  1) test nearest_port/2 handles positions on the antimeridian (Keelson.RouteTest)
     test/keelson/route_test.exs:31
     ** (ErlangError) Erlang error: :nif_panicked
     code: assert {:ok, port} = Route.nearest_port({-16.5, 179.99}, ports)
     stacktrace:
       (keelson 0.43.0) Keelson.Route.Native.nearest_port(#Reference<0.2411.19.3>, -16.5, 179.99)
       (keelson 0.43.0) lib/keelson/route.ex:27: Keelson.Route.nearest_port/2
       test/keelson/route_test.exs:36: (test)

thread '<unnamed>' panicked at src/geo.rs:88:41:
index out of bounds: the len is 0 but the index is 0
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace
......
Finished in 0.9 seconds (0.9s async, 0.00s sync)
11 tests, 1 failure

Randomized with seed 90417
error: Recipe \`test\` failed on line 12 with exit code 2`;

const CARGO_TEST_FAIL = `   Compiling keelson_route v0.9.1 (/home/dev/keelson/native/keelson_route)
    Finished \`test\` profile [unoptimized + debuginfo] target(s) in 6.84s
     Running unittests src/lib.rs (native/keelson_route/target/debug/deps/keelson_route-3f0a1c9b7e2d4a61)

running 12 tests
test geo::tests::bearing_north ... ok
test geo::tests::bearing_east ... ok
test geo::tests::great_circle_crosses_antimeridian ... FAILED
test geo::tests::haversine_bergen_rotterdam ... ok
test route::tests::nearest_port_empty ... ok
test route::tests::nearest_port_simple ... ok
test route::tests::eta_at_12_knots ... ok
test route::tests::eta_zero_speed ... ok
test route::tests::waypoints_dedup ... ok
test route::tests::waypoints_order ... ok
test tide::tests::window_open ... ok
test tide::tests::window_closed ... ok

failures:

---- geo::tests::great_circle_crosses_antimeridian stdout ----
thread 'geo::tests::great_circle_crosses_antimeridian' panicked at src/geo.rs:141:9:
assertion \`left == right\` failed
  left: 1843.2
 right: 1843.7
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace


failures:
    geo::tests::great_circle_crosses_antimeridian

test result: FAILED. 11 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

error: test failed, to rerun pass \`--lib\``;

const FORMAT_CHECK = (files) => `** (Mix) mix format failed due to --check-formatted.
The following files are not formatted:

${files.map((file) => `  * ${file}`).join('\n')}
`;

const CREDO_FAIL = `mix format --check-formatted
mix credo --strict
Checking 214 source files (this might take a while) ...

  Refactoring opportunities
┃
┃ [F] ↗ Function is too complex (cyclomatic complexity is 14, max is 9).
┃       lib/keelson/voyages/eta.ex:88:7 #(Keelson.Voyages.Eta.recalculate)

Please report incorrect results: https://github.com/rrrene/credo/issues

Analysis took 2.1 seconds (0.1s to load, 2.0s running 63 checks on 214 files)
1204 mods/funs, found 1 refactoring opportunity.

Use \`mix credo explain\` to explain issues, \`mix credo --help\` for options.
error: Recipe \`check\` failed on line 24 with exit code 8`;

const COMPILE_WAE = `Compiling 214 files (.ex)
    warning: Keelson.Berths.Window.overlaps?/2 is undefined or private. Did you mean:

          * overlap?/2

    │
 41 │       if Window.overlaps?(slot, requested) do
    │                 ~
    │
    └─ lib/keelson/berths/scheduler.ex:41:17: Keelson.Berths.Scheduler.reserve/2

Compilation failed due to warnings while using the --warnings-as-errors option`;

const TEST_ASSERTION = `docker compose -f compose.dev.yml up -d --wait timescale
 ✔ Container keelson-timescale-1  Healthy
Running ExUnit with seed: 482913, max_cases: 16

.......

  1) test reserve/2 rejects overlapping windows on the same berth (Keelson.BerthsTest)
     test/keelson/berths_test.exs:57
     Assertion with == failed
     code:  assert Berths.reserve(berth, window) == {:error, :overlap}
     left:  {:ok, %Keelson.Berths.Reservation{id: "7f1e2b0c-4d5a-4c1e-9a33-0b8e6f2d1c77", berth_id: "b0c1...", starts_at: ~U[2026-10-06 06:00:00Z], ends_at: ~U[2026-10-06 14:00:00Z]}}
     right: {:error, :overlap}
     stacktrace:
       test/keelson/berths_test.exs:63: (test)

.....
Finished in 1.9 seconds (0.4s async, 1.5s sync)
14 tests, 1 failure

Randomized with seed 482913
error: Recipe \`test\` failed on line 12 with exit code 2`;

const MIGRATE_LOCK = `10:22:41.118 [info] == Running 20260910141502 Keelson.Repo.Migrations.AddDraughtToVesselPositions.change/0 forward
10:22:41.119 [info] alter table vessel_positions
** (Postgrex.Error) ERROR 55P03 (lock_not_available) canceling statement due to lock timeout
    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1
    (elixir 1.17.3) lib/enum.ex:1703: Enum."-map/2-lists^map/1-1-"/2
    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1203: Ecto.Adapters.SQL.execute_ddl/4
    (ecto_sql 3.12.1) lib/ecto/migration/runner.ex:348: Ecto.Migration.Runner.log_and_execute_ddl/3
error: Recipe \`migrate\` failed on line 31 with exit code 1`;

const POSTGREX_NO_DB = `09:41:22.508 [error] Postgrex.Protocol (#PID<0.291.0>) failed to connect: ** (Postgrex.Error) FATAL 3D000 (invalid_catalog_name) database "keelson_dev" does not exist
09:41:22.508 [error] Postgrex.Protocol (#PID<0.292.0>) failed to connect: ** (Postgrex.Error) FATAL 3D000 (invalid_catalog_name) database "keelson_dev" does not exist
** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2977ms. This means requests are coming in and your connection pool cannot serve them fast enough. You can address this by:

  1. Ensuring your database is available and that you can connect to it
  2. Tracking down slow queries and making sure they are running fast enough
  3. Increasing the pool_size (although this increases resource consumption)
  4. Allowing requests to wait longer by increasing :queue_target and :queue_interval

See DBConnection.start_link/2 for more information

    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1
    priv/repo/seeds.exs:12: (file)`;

const TIMESCALE_MISSING_MIGRATE = `10:05:13.441 [info] == Running 20260901090000 Keelson.Repo.Migrations.EnableTimescale.up/0 forward
10:05:13.442 [info] execute "CREATE EXTENSION IF NOT EXISTS timescaledb"
** (Postgrex.Error) ERROR 0A000 (feature_not_supported) extension "timescaledb" is not available

    Could not open extension control file "/opt/homebrew/share/postgresql@16/extension/timescaledb.control": No such file or directory.

The extension must first be installed on the system where PostgreSQL is running.
    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1
    (ecto_sql 3.12.1) lib/ecto/migration/runner.ex:348: Ecto.Migration.Runner.log_and_execute_ddl/3
    priv/repo/migrations/20260901090000_enable_timescale.exs:5: Keelson.Repo.Migrations.EnableTimescale.up/0`;

const NO_HYPERTABLE_FN = (call) => `ERROR:  function create_hypertable(unknown, unknown${call.includes('=>') ? ', chunk_time_interval => interval' : ''}) does not exist
LINE 1: SELECT ${call}
               ^
HINT:  No function matches the given name and argument types. You might need to add explicit type casts.`;

const KAMAL_HEALTHCHECK = `  INFO [7c1e02a9] Running docker run --detach --restart unless-stopped --name keelson-web-staging-4f2a9c1 --network kamal -e KAMAL_CONTAINER_NAME="keelson-web-staging-4f2a9c1" --env-file .kamal/env/roles/keelson-web-staging.env --health-cmd "curl -f http://localhost:4000/up || exit 1" --health-interval "1s" ghcr.io/keelson-maritime/keelson:4f2a9c1 on 49.12.77.141
  INFO [7c1e02a9] Finished in 1.204 seconds with exit status 0 (successful).
  INFO Container is unhealthy, retrying in 1s (attempt 1/7)...
  INFO Container is unhealthy, retrying in 2s (attempt 2/7)...
  INFO Container is unhealthy, retrying in 3s (attempt 3/7)...
  INFO Container is unhealthy, retrying in 4s (attempt 4/7)...
  INFO Container is unhealthy, retrying in 5s (attempt 5/7)...
  INFO Container is unhealthy, retrying in 6s (attempt 6/7)...
  INFO Container is unhealthy, retrying in 7s (attempt 7/7)...
 ERROR 10:41:09.552 [error] Postgrex.Protocol (#PID<0.2270.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (10.0.0.3:5432): connection refused - :econnrefused
  Finished all in 58.3 seconds
Releasing the deploy lock...
  ERROR (Kamal::Cli::Healthcheck::Poller::HealthcheckError): container not ready (unhealthy)`;

const NPM_ENOENT = (dir, windows) => {
  const sep = windows ? '\\' : '/';
  const root = windows ? dir.replace(/\//g, '\\') : dir;
  const log = windows ? 'C:\\Users\\lea\\AppData\\Local\\npm-cache\\_logs\\2026-09-11T08_14_09_201Z-debug-0.log' : '/home/dev/.npm/_logs/2026-10-01T13_22_40_117Z-debug-0.log';
  return `npm error code ENOENT
npm error syscall open
npm error path ${root}${sep}package.json
npm error errno ${windows ? -4058 : -2}
npm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '${root}${sep}package.json'
npm error enoent This is related to npm not being able to find a file.
npm error enoent
npm error A complete log of this run can be found in: ${log}`;
};

const NPM_CI_SYNC = `npm error code EUSAGE
npm error
npm error \`npm ci\` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with \`npm install\` before continuing.
npm error
npm error Missing: topojson-client@3.1.0 from lock file
npm error Missing: commander@2.20.3 from lock file
npm error
npm error Clean install a project
npm error
npm error Usage:
npm error npm ci
npm error
npm error Options:
npm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]
npm error [--global-style] [--omit <dev|optional|peer> [--omit <dev|optional|peer> ...]]
npm error
npm error aliases: clean-install, ic, install-clean, isntall-clean
npm error
npm error Run "npm help ci" for more info
npm error A complete log of this run can be found in: C:\\Users\\lea\\AppData\\Local\\npm-cache\\_logs\\2026-09-30T12_03_55_648Z-debug-0.log`;

const NPM_EPERM = `npm warn cleanup Failed to remove some directories [
npm warn cleanup   [
npm warn cleanup     'C:\\\\Users\\\\lea\\\\keelson\\\\assets\\\\node_modules\\\\@esbuild',
npm warn cleanup     [Error: EPERM: operation not permitted, rmdir 'C:\\Users\\lea\\keelson\\assets\\node_modules\\@esbuild\\win32-x64'] {
npm warn cleanup       errno: -4048,
npm warn cleanup       code: 'EPERM',
npm warn cleanup       syscall: 'rmdir',
npm warn cleanup       path: 'C:\\\\Users\\\\lea\\\\keelson\\\\assets\\\\node_modules\\\\@esbuild\\\\win32-x64'
npm warn cleanup     }
npm warn cleanup   ]
npm warn cleanup ]
npm error code EPERM
npm error syscall unlink
npm error path C:\\Users\\lea\\keelson\\assets\\node_modules\\@esbuild\\win32-x64\\esbuild.exe
npm error errno -4048
npm error [Error: EPERM: operation not permitted, unlink 'C:\\Users\\lea\\keelson\\assets\\node_modules\\@esbuild\\win32-x64\\esbuild.exe'] {
npm error   errno: -4048,
npm error   code: 'EPERM',
npm error   syscall: 'unlink',
npm error   path: 'C:\\\\Users\\\\lea\\\\keelson\\\\assets\\\\node_modules\\\\@esbuild\\\\win32-x64\\\\esbuild.exe'
npm error }
npm error
npm error The operation was rejected by your operating system.
npm error It's possible that the file was already in use (by a text editor or antivirus),
npm error or that you lack permissions to access it.
npm error
npm error If you believe this might be a permissions issue, please double-check the
npm error permissions of the file and its containing directories, or try running
npm error the command again as root/Administrator.`;

const CRLF_SCRIPT = (script) => `${script}: line 2: $'\\r': command not found
${script}: line 3: set: -
: invalid option
set: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]
${script}: line 4: $'\\r': command not found
${script}: line 9: syntax error near unexpected token \`$'in\\r''
'${script}: line 9: \`case "$(uname -s)" in`;

const GREP_P_MAC = `grep: invalid option -- P
usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const STAT_MAC = `stat: illegal option -- c
usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]`;

const PG_DUMP_MISMATCH = `pg_dump: error: aborting because of server version mismatch
pg_dump: detail: server version: 16.4 (Ubuntu 16.4-1.pgdg22.04+2); pg_dump version: 14.13 (Homebrew)`;

const PG_RESTORE_ROLE = `pg_restore: error: could not execute query: ERROR:  role "keelson_ro" does not exist
Command was: GRANT SELECT ON TABLE public.vessel_positions TO keelson_ro;
pg_restore: error: could not execute query: ERROR:  role "keelson_ro" does not exist
Command was: GRANT SELECT ON TABLE public.berth_events TO keelson_ro;
pg_restore: error: could not execute query: ERROR:  role "keelson_ro" does not exist
Command was: GRANT SELECT ON TABLE public.port_calls TO keelson_ro;
pg_restore: warning: errors ignored on restore: 3`;

const CARGO_NO_MANIFEST = (home) => `error: could not find \`Cargo.toml\` in \`${home}/keelson\` or any parent directory`;

const CARGO_FMT_NO_MANIFEST = `Error: \`cargo metadata\` exited with an error: error: could not find \`Cargo.toml\` in \`/home/dev/keelson\` or any parent directory

This utility formats all bin and lib files of the current crate using rustfmt.

Usage: cargo fmt [OPTIONS] [-- <rustfmt_options>...]

For more information, try '--help'.`;

const GIT_PROTECTED = `remote: error: GH006: Protected branch update failed for refs/heads/develop.
remote: error: Cannot force-push to this branch
To github.com:keelson-maritime/keelson.git
 ! [remote rejected]   develop -> develop (protected branch hook declined)
error: failed to push some refs to 'github.com:keelson-maritime/keelson.git'`;

const GIT_NON_FF = `To github.com:keelson-maritime/keelson.git
 ! [rejected]          feat/eta-recalc -> feat/eta-recalc (non-fast-forward)
error: failed to push some refs to 'github.com:keelson-maritime/keelson.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. If you want to integrate the remote changes,
hint: use 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const GIT_AMBIGUOUS = `fatal: ambiguous argument 'origin/main...HEAD': unknown revision or path not in the working tree.
Use '--' to separate paths from revisions, like this:
'git <command> [<revision>...] -- [<file>...]'`;

const OP_MULTIPLE = (stamp) => `[ERROR] ${stamp} multiple accounts found. Use the --account flag or set the OP_ACCOUNT environment variable to select an account.`;

export const SESSIONS = [
  // --- week 1 -----------------------------------------------------------------------------
  {
    machine: 'mac', project: 'keelson', start: '2026-09-07T07:40:00Z',
    steps: [
      ['ok', 'git pull --rebase origin develop'],
      ['fail', 'asdf-install-first', 'mix deps.get', ASDF014_NOT_INSTALLED('/Users/ana', 'mix'), 126, 'Fetch dependencies'],
      ['prompt', 'asdf-install-first', 'run asdf install first, that pull bumped .tool-versions'],
      ['ok', 'asdf install'],
      ['fail', 'db-name', "psql -d keelson_dev -c '\\dt'", 'psql: error: connection to server on socket "/tmp/.s.PGSQL.5432" failed: FATAL:  database "keelson_dev" does not exist', 2, 'List tables in the dev database'],
      ['prompt', 'db-name', 'db is keelson_ops_dev'],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-09-07T12:10:00Z',
    steps: [
      ['fail', 'oban-pro-key', 'mix deps.get', HEX_UNKNOWN_REPO, 1, 'Install Elixir dependencies'],
      ['prompt', 'oban-pro-key', 'oban pro comes from their private hex repo. `just hex-auth` first, it adds the repo with the license key from 1password'],
      ['ok', 'just hex-auth && mix deps.get'],
      ['fail', 'just-test', 'mix test', MIX_TEST_ENV('/home/dev', false), 1, 'Run the test suite'],
      ['prompt', 'just-test', 'tests go through `just test` — it loads .env.test and brings up the timescale container first'],
    ],
  },
  {
    machine: 'mac2', project: 'keelson', start: '2026-09-08T07:05:00Z',
    steps: [
      ['fail', 'kerl-openssl', 'mix deps.get', CRYPTO_NO_OPENSSL, 1],
      ['prompt', 'kerl-openssl', 'your erlang got built without openssl, crypto can\'t load. rebuild it: KERL_CONFIGURE_OPTIONS="--without-javac --with-ssl=$(brew --prefix openssl@3)" asdf install erlang 27.1.2'],
      ['ok', 'asdf uninstall erlang 27.1.2 && KERL_CONFIGURE_OPTIONS="--without-javac --with-ssl=$(brew --prefix openssl@3)" asdf install erlang 27.1.2'],
      ['fail', 'asdf-set', 'asdf local nodejs 22.11.0', ASDF016_INVALID('local'), 1, 'Pin nodejs for the project'],
      ['prompt', 'asdf-set', "we're on asdf 0.16 now, local/global are gone. asdf set nodejs 22.11.0"],
    ],
  },
  {
    machine: 'ci', project: 'keelson', start: '2026-09-08T14:20:00Z',
    steps: [
      ['fail', 'mix-format', 'mix format --check-formatted', FORMAT_CHECK(['lib/keelson/voyages/eta.ex', 'test/keelson/voyages/eta_test.exs']), 1],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-09-09T08:00:00Z',
    steps: [
      ['prompt', 'mix-format', 'CI is red on mix format --check-formatted AGAIN. run mix format before every commit please'],
      ['fail', 'just-check', 'just lint', 'error: Justfile does not contain recipe `lint`.', 1, 'Run the linters'],
      ['prompt', 'just-check', "there's no lint recipe, it's `just check` (format + credo + clippy)"],
      ['fail', 'x:credo-real', 'just check', CREDO_FAIL, 8],
      ['prompt', 'x:de-refactor-request', 'kannst du danach die ETA-Berechnung aus Keelson.Voyages in ein eigenes Modul Keelson.Voyages.Eta auslagern?'],
    ],
  },
  {
    machine: 'mac', project: 'keelson', start: '2026-09-09T13:30:00Z',
    steps: [
      ['fail', 'sed-i-mac', "sed -i 's/0.42.0/0.43.0/' mix.exs", 'sed: 1: "mix.exs": invalid command code m', 1, 'Bump the version in mix.exs'],
      ['prompt', 'sed-i-mac', "mac sed. gsed -i, or sed -i '' if you must"],
      ['fail', 'grep-P-rg', "grep -rnP 'Oban\\.insert!\\((?!.*Multi)' lib", GREP_P_MAC, 2, 'Find Oban.insert! calls outside a Multi'],
      ['prompt', 'grep-P-rg', 'bsd grep, no -P. rg'],
    ],
  },
  {
    machine: 'codex', project: 'keelson', start: '2026-09-10T06:30:00Z',
    steps: [
      ['fail', 'x:deps-network', 'mix deps.get', HEX_NXDOMAIN, 1],
      ['fail', 'develop-branch', 'git diff origin/main...HEAD --stat', GIT_AMBIGUOUS, 128],
      ['agent', 'develop-branch', 'assumed the base branch was main; keelson has no main, the integration branch is develop (diff and open PRs against origin/develop)'],
    ],
  },
  {
    machine: 'mac2', project: 'keelson', start: '2026-09-10T09:15:00Z',
    steps: [
      ['fail', 'timescale-5433', 'DATABASE_URL=ecto://postgres:postgres@localhost/keelson_ops_dev mix ecto.migrate', TIMESCALE_MISSING_MIGRATE, 1, 'Run pending migrations'],
      ['prompt', 'timescale-5433', 'η timescale τρέχει στο container, στο port 5433. το 5432 είναι το postgres του brew, χωρίς το extension'],
      ['ok', 'DATABASE_URL=ecto://postgres:postgres@localhost:5433/keelson_ops_dev mix ecto.migrate'],
      ['prompt', 'x:hypertable-request', 'add a migration that turns berth_events into a hypertable on occurred_at, 1 day chunks'],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-09-11T07:50:00Z',
    steps: [
      ['fail', 'compose-dev-file', 'docker compose up -d timescale', 'no configuration file provided: not found', 1, 'Start the Timescale container'],
      ['prompt', 'compose-dev-file', 'compose file is compose.dev.yml. `just db-up` does it right'],
      ['fail', 'x:migrate-lock-timeout', 'just migrate', MIGRATE_LOCK, 1],
    ],
  },
  {
    machine: 'winbash', project: 'keelson', start: '2026-09-11T08:05:00Z',
    steps: [
      ['fail', 'assets-prefix', 'npm install', NPM_ENOENT('C:/Users/lea/keelson', true), 1, 'Install frontend dependencies'],
      ['prompt', 'assets-prefix', 'package.json lives in assets/ — npm --prefix assets ..., or cd assets first'],
      ['fail', 'x:just-missing-windows', 'just check', 'bash: just: command not found', 127],
    ],
  },
  {
    machine: 'mac', project: 'keelson', start: '2026-09-11T14:00:00Z',
    steps: [
      ['ok', 'mix phx.gen.live Fleet Vessel vessels name:string imo:string:unique mmsi:string flag:string'],
      ['prompt', 'binary-id', '--binary-id. every table here has uuid keys, redo it'],
      ['prompt', 'x:iso-dates', 'ETAs in the JSON API should be ISO 8601 in UTC with the Z, not unix seconds'],
    ],
  },
  // --- week 2 -----------------------------------------------------------------------------
  {
    machine: 'linux', project: 'keelson', start: '2026-09-14T07:30:00Z',
    steps: [
      ['fail', 'nif-manifest', 'cargo test', CARGO_NO_MANIFEST('/home/dev'), 101, 'Run the Rust NIF tests'],
      ['prompt', 'nif-manifest', "the crate is native/keelson_route, there's no Cargo.toml at the root. --manifest-path native/keelson_route/Cargo.toml"],
      ['fail', 'x:cargo-test-fail', 'cargo test --manifest-path native/keelson_route/Cargo.toml', CARGO_TEST_FAIL, 101],
      ['fail', 'nif-force-build', 'mix compile', NIF_404('/home/dev', 'x86_64-unknown-linux-gnu'), 1],
      ['prompt', 'nif-force-build', "you touched native/, there's no precompiled NIF for that. KEELSON_ROUTE_BUILD=1 mix compile"],
      ['ok', 'KEELSON_ROUTE_BUILD=1 mix compile'],
    ],
  },
  {
    machine: 'mac', project: 'keelson', start: '2026-09-14T09:40:00Z',
    steps: [
      ['fail', 'op-account', 'op read "op://Engineering/Hetzner Cloud/credential"', OP_MULTIPLE('2026/09/14 11:52:07'), 1, 'Read the Hetzner API token'],
      ['prompt', 'op-account', 'always --account keelson with op, my personal account is on this laptop too'],
      ['fail', 'x:op-item-typo', 'op read --account keelson "op://Engineering/Hetzner Clod/credential"', '[ERROR] 2026/09/14 12:01:33 could not read secret \'op://Engineering/Hetzner Clod/credential\': "Hetzner Clod" isn\'t an item in the "Engineering" vault. Specify the item with its UUID, name, or domain.', 1],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-09-15T08:20:00Z',
    steps: [
      ['fail', 'op-run-env', 'mix phx.server', '** (RuntimeError) environment variable AISHUB_API_KEY is missing.\nThe AIS feed needs it; see docs/secrets.md\n\n    /home/dev/keelson/config/runtime.exs:38: (file)\n    (elixir 1.17.3) lib/config/reader.ex:64: Config.Reader.read!/2\n    (mix 1.17.3) lib/mix/tasks/loadconfig.ex:52: Mix.Tasks.Loadconfig.load_runtime/1', 1, 'Start the Phoenix server'],
      ['ok', "echo 'AISHUB_API_KEY=ahub_live_2f9c1e' >> .env && source .env && mix phx.server"],
      ['prompt', 'op-run-env', 'WHY is the aishub key in .env now. secrets come from `op run --env-file=.env.op -- mix phx.server` (or just dev). nothing goes in .env, ever. delete it'],
      ['agent', 'op-run-env', 'wrote the AISHub API key into .env; secrets stay in 1Password and are injected with `op run --env-file=.env.op -- …` (just dev), never written to .env'],
    ],
  },
  {
    machine: 'mac2', project: 'keelson', start: '2026-09-16T10:10:00Z',
    steps: [
      ['fail', 'kamal-1', 'kamal proxy reboot -d staging', 'Could not find command "proxy".', 1, 'Restart the proxy on staging'],
      ['prompt', 'kamal-1', "we're still on kamal 1.9 — traefik, not kamal-proxy. kamal traefik reboot -d staging"],
      ['ok', 'kamal traefik reboot -d staging'],
      ['prompt', 'x:kamal-logs-request', 'then grab the last 200 lines of the ingest worker logs on staging'],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-09-17T08:30:00Z',
    steps: [
      ['ok', 'kamal deploy'],
      ['prompt', 'kamal-staging', 'STOP. kamal deploy without -d is PRODUCTION. from a laptop it is always -d staging, prod only ships from CI'],
      ['agent', 'kamal-staging', 'ran `kamal deploy` with no destination, which deploys production; from a workstation every kamal command gets `-d staging`'],
      ['fail', 'x:kamal-healthcheck', 'kamal deploy -d staging', KAMAL_HEALTHCHECK, 1],
    ],
  },
  {
    machine: 'ci', project: 'keelson', start: '2026-09-18T06:45:00Z',
    steps: [
      ['fail', 'mix-format', 'mix format --check-formatted', FORMAT_CHECK(['lib/keelson_web/live/berth_live/index.ex']), 1],
      ['fail', 'x:compile-error', 'mix compile --warnings-as-errors', COMPILE_WAE, 1],
    ],
  },
  {
    machine: 'mac', project: 'keelson', start: '2026-09-18T12:15:00Z',
    steps: [
      ['prompt', 'mix-format', 'πάλι κόκκινο το CI στο format. τρέξε mix format πριν από κάθε commit'],
      ['fail', 'stat-mac', 'stat -c %s priv/static/assets/app.js', STAT_MAC, 1, 'Check the bundle size'],
      ['prompt', 'stat-mac', 'mac stat is stat -f %z'],
      ['fail', 'nproc-mac', 'cargo build --release -j $(nproc) --manifest-path native/keelson_route/Cargo.toml', "(eval):1: command not found: nproc\nerror: a value is required for '--jobs <N>' but none was supplied\n\nFor more information, try '--help'.", 1],
      ['prompt', 'nproc-mac', 'nproc is linux-only. sysctl -n hw.ncpu on the macs (or just leave -j off)'],
    ],
  },
  // --- week 3 -----------------------------------------------------------------------------
  {
    machine: 'linux', project: 'keelson', start: '2026-09-21T08:10:00Z',
    steps: [
      ['fail', 'no-force-push', 'git push -f origin develop', GIT_PROTECTED, 1],
      ['prompt', 'no-force-push', 'whoa. never force push develop. on your own branch --force-with-lease, and only there'],
      ['fail', 'x:push-non-ff', 'git push origin feat/eta-recalc', GIT_NON_FF, 1],
      ['prompt', 'x:branch-name-request', 'call the next branch feat/berth-window-alerts'],
    ],
  },
  {
    machine: 'mac2', project: 'keelson', start: '2026-09-22T09:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128, 'Rebase onto the main branch'],
      ['prompt', 'develop-branch', 'main gibt es bei uns nicht, rebase auf origin/develop. PRs auch immer gegen develop'],
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['fail', 'sed-i-mac', "sed -i 's/pool_size: 10/pool_size: 20/' config/dev.exs", 'sed: 1: "config/dev.exs": command c expects \\ followed by text', 1],
      ['prompt', 'sed-i-mac', "sed -i på mac vil ha '' etter -i. eller bare bruk gsed"],
    ],
  },
  {
    machine: 'codex', project: 'keelson', start: '2026-09-23T06:20:00Z',
    steps: [
      ['fail', 'asdf-install-first', 'elixir --version', ASDF016_NOT_SET('/home/dev', 'elixir', 'elixir', '1.17.2-otp-27'), 126],
      ['agent', 'asdf-install-first', 'the .tool-versions bump was not installed yet; after a pull that changes .tool-versions run `asdf install` before any mix/elixir command'],
      ['fail', 'nif-manifest', 'cargo fmt --check', CARGO_FMT_NO_MANIFEST, 1],
      ['agent', 'nif-manifest', 'ran cargo at the repo root, which has no Cargo.toml; the NIF crate is native/keelson_route, pass --manifest-path native/keelson_route/Cargo.toml'],
    ],
  },
  {
    machine: 'mac', project: 'keelson', start: '2026-09-24T08:00:00Z',
    steps: [
      ['fail', 'pg-dump-16', 'pg_dump -h localhost -p 5433 -U postgres -Fc -f /tmp/ops.dump keelson_ops_dev', PG_DUMP_MISMATCH, 1, 'Dump the dev database'],
      ['prompt', 'pg-dump-16', "that's brew's pg_dump 14, server is 16. /opt/homebrew/opt/postgresql@16/bin/pg_dump"],
      ['fail', 'x:pg-restore-role', '/opt/homebrew/opt/postgresql@16/bin/pg_restore -h localhost -p 5433 -U postgres -d keelson_ops_scratch /tmp/ops.dump', PG_RESTORE_ROLE, 1],
      ['fail', 'ssh-deploy-user', "ssh root@49.12.77.141 'df -h /var/lib/docker'", 'root@49.12.77.141: Permission denied (publickey).', 255, 'Check disk space on the staging host'],
      ['prompt', 'ssh-deploy-user', 'root login is off on the hetzner boxes. deploy@'],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-09-25T07:45:00Z',
    steps: [
      ['fail', 's3-hetzner-profile', 'aws s3 ls s3://keelson-backups/daily/', 'Unable to locate credentials. You can configure credentials by running "aws configure".', 253, 'List the nightly backups'],
      ['prompt', 's3-hetzner-profile', "backups are on hetzner object storage, not aws. --profile hetzner-os, the endpoint's in that profile"],
      ['fail', 'x:s3-forbidden', 'aws --profile hetzner-os s3 cp s3://keelson-tiles-archive/2026/09/tiles-0924.tar.zst /tmp/', 'fatal error: An error occurred (403) when calling the HeadObject operation: Forbidden', 1],
      ['fail', 'pg-dump-16', 'pg_restore -h localhost -p 5433 -U postgres -d keelson_ops_dev --clean /tmp/ops-prod-sample.dump', 'pg_restore: error: unsupported version (1.15) in file header', 1],
      ['prompt', 'pg-dump-16', 'θέλει pg_restore 16, ο server είναι 16. apt install postgresql-client-16 και /usr/lib/postgresql/16/bin/pg_restore'],
    ],
  },
  // --- week 4 -----------------------------------------------------------------------------
  {
    machine: 'mac2', project: 'keelson', start: '2026-09-28T08:30:00Z',
    steps: [
      ['ok', 'iex -S mix'],
      ['prompt', 'no-iex', "don't start iex, you can't type into it and it just sits there. mix run -e '...'"],
      ['fail', 'op-account', 'op item get "Oban Pro" --fields label=license_key --reveal', OP_MULTIPLE('2026/09/28 10:49:15'), 1],
      ['prompt', 'op-account', 'βάλε --account keelson σε κάθε op, έχω και προσωπικό λογαριασμό σε αυτό το laptop'],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-09-29T09:00:00Z',
    steps: [
      ['fail', 'ssh-deploy-user', "ssh root@49.12.77.140 'docker ps --format \"{{.Names}} {{.Status}}\"'", 'root@49.12.77.140: Permission denied (publickey).', 255],
      ['agent', 'ssh-deploy-user', 'tried to ssh in as root; root login is disabled on the Hetzner hosts, connect as deploy@<host>'],
      ['fail', 'x:ssh-timeout', 'ssh deploy@49.12.77.142 uptime', 'ssh: connect to host 49.12.77.142 port 22: Connection timed out', 255],
      ['ok', 'ssh deploy@49.12.77.140 uptime'],
    ],
  },
  {
    machine: 'winbash', project: 'keelson', start: '2026-09-30T11:30:00Z',
    steps: [
      ['fail', 'crlf-windows', './bin/assets-setup', CRLF_SCRIPT('./bin/assets-setup'), 2, 'Set up the asset pipeline'],
      ['prompt', 'crlf-windows', 'CRLF again on the windows checkout. git config core.autocrlf input, then re-checkout bin/'],
      ['ok', 'git config core.autocrlf input && git rm --cached -r -q bin && git reset --hard'],
      ['fail', 'x:npm-ci-out-of-sync', 'npm --prefix assets ci', NPM_CI_SYNC, 1],
      ['fail', 'x:windows-eperm', 'npm --prefix assets install', NPM_EPERM, 1],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-10-01T13:00:00Z',
    steps: [
      ['fail', 'crlf-windows', 'bash bin/assets-setup', CRLF_SCRIPT('bin/assets-setup'), 2],
      ['agent', 'crlf-windows', 'bin/assets-setup came back with CRLF line endings from the Windows checkout; scripts must be LF (core.autocrlf=input, `bin/* text eol=lf` in .gitattributes)'],
      ['fail', 'assets-prefix', 'npm run build', NPM_ENOENT('/home/dev/keelson', false), 254],
      ['prompt', 'assets-prefix', 'das package.json liegt unter assets/, also npm --prefix assets run build'],
    ],
  },
  {
    machine: 'mac', project: 'keelson', start: '2026-10-02T08:15:00Z',
    steps: [
      ['fail', 'nif-force-build', 'mix compile', NIF_CHECKSUM, 1, 'Compile after the routing change'],
      ['agent', 'nif-force-build', 'changed native/keelson_route, so no precompiled NIF matches it; compile the NIF from source with KEELSON_ROUTE_BUILD=1'],
      ['ok', 'mix ecto.reset'],
      ['prompt', 'ecto-reset-never', 'NEVER mix ecto.reset in this repo. it drops keelson_ops_dev and the AIS import takes 4 hours. `just db-rollback N` if you need to redo a migration'],
      ['agent', 'ecto-reset-never', 'ran mix ecto.reset, which drops keelson_ops_dev with the imported AIS positions; never reset/drop the dev database, roll migrations back with `just db-rollback N`'],
      ['prompt', 'x:rollback-request', 'now roll back the last two migrations, I want to change the berth_events index'],
      ['ok', 'just db-rollback 2'],
    ],
  },
  {
    machine: 'mac2', project: 'keelson', start: '2026-10-05T07:20:00Z',
    steps: [
      ['fail', 'compose-dev-file', 'docker compose ps', 'no configuration file provided: not found', 1],
      ['prompt', 'compose-dev-file', 'det er compose.dev.yml her — just db-up, eller docker compose -f compose.dev.yml'],
      ['fail', 'x:docker-daemon', 'just db-up', 'docker compose -f compose.dev.yml up -d --wait timescale\nCannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?\nerror: Recipe `db-up` failed on line 18 with exit code 1', 1],
      ['fail', 'grep-P-rg', "grep -oP 'version: \"\\K[^\"]+' mix.exs", GREP_P_MAC, 2],
      ['agent', 'grep-P-rg', 'macOS grep has no -P (PCRE); use rg for Perl-style patterns (rg -oP …)'],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-10-06T08:00:00Z',
    steps: [
      ['fail', 'just-test', 'mix test test/keelson/berths_test.exs', MIX_TEST_ENV('/home/dev', false), 1],
      ['prompt', 'just-test', 'not bare mix test. just test <file>, the justfile sets the env and starts timescale'],
      ['fail', 'x:test-assertion', 'just test test/keelson/berths_test.exs', TEST_ASSERTION, 2],
      ['prompt', 'x:liveview-bug', "separately: the berth map doesn't update when a vessel arrives, I think the PubSub topic name changed in the ingest worker"],
    ],
  },
  {
    machine: 'codex', project: 'keelson', start: '2026-10-07T06:10:00Z',
    steps: [
      ['fail', 'just-test', 'mix test --failed', MIX_TEST_ENV('/home/dev', true), 1],
      ['agent', 'just-test', 'ran bare `mix test`, which has no test env (KEELSON_TEST_DATABASE_URL); tests run through `just test`'],
      ['fail', 'x:nif-panic', 'just test test/keelson/route_test.exs', NIF_PANIC, 2],
      ['fail', 'x:rg-no-match', "rg -n 'Oban.insert!' lib/keelson/ingest", '', 1],
    ],
  },
  // --- week 5 -----------------------------------------------------------------------------
  {
    machine: 'mac', project: 'keelson', start: '2026-10-08T09:30:00Z',
    steps: [
      ['fail', 'kamal-1', 'kamal secrets print -d staging', 'Could not find command "secrets".', 1],
      ['agent', 'kamal-1', 'Kamal is pinned to 1.9 (Gemfile.lock): there is no `kamal proxy` or `kamal secrets`; the 1.x commands are `kamal traefik …` and `kamal envify`'],
      ['prompt', 'x:hcloud-request', 'resize staging-web-1 to cx32 with hcloud, the ETA backfill keeps running out of memory'],
      ['ok', 'hcloud server change-type staging-web-1 cx32 --keep-disk'],
      ['prompt', 'kamal-staging', 'husk -d staging på alle kamal-kommandoer, ellers går det rett mot prod'],
      ['fail', 'just-check', 'just lint lib/keelson/voyages.ex', 'error: Justfile does not contain recipe `lint`.', 1],
      ['prompt', 'just-check', "it's just check. there is no lint recipe, same as last time"],
      ['fail', 'x:gsed-typo', "gsed -i 's/level: :info/level: :debug/' config/runtim.exs", 'gsed: can\'t read config/runtim.exs: No such file or directory', 2],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-10-09T07:40:00Z',
    steps: [
      ['ok', 'sudo apt-get install -y elixir erlang-dev'],
      ['prompt', 'no-brew-elixir', 'ikke apt for elixir — erlang, elixir og nodejs kommer bare fra asdf (.tool-versions). fjern den pakken'],
      ['fail', 'asdf-set', 'asdf global erlang 27.1.2', ASDF016_INVALID('global'), 1],
      ['prompt', 'asdf-set', "that's the old asdf syntax again. 0.16: asdf set (-u for the home one)"],
      ['prompt', 'x:oban-queue-request', 'bump the ais_ingest queue to 20 and the eta queue to 5 in config.exs'],
    ],
  },
  {
    machine: 'mac', project: 'keelson', start: '2026-10-09T13:10:00Z',
    steps: [
      ['ok', 'brew install elixir'],
      ['prompt', 'no-brew-elixir', "nooo, not brew. elixir/erlang only from asdf, brew's elixir shadows the shims. brew uninstall elixir"],
      ['agent', 'no-brew-elixir', 'installed Elixir with Homebrew; in this repo erlang, elixir and nodejs come only from asdf (.tool-versions), never brew or apt'],
      ['fail', 'kerl-openssl', 'asdf install erlang 27.1.2', KERL_BUILD_FAILED, 1],
      ['prompt', 'kerl-openssl', 'auf dem Mac vorher KERL_CONFIGURE_OPTIONS="--without-javac --with-ssl=$(brew --prefix openssl@3)" setzen, sonst fehlt crypto'],
    ],
  },
  {
    machine: 'mac2', project: 'keelson', start: '2026-10-12T08:00:00Z',
    steps: [
      ['fail', 'oban-pro-key', 'mix deps.get', HEX_OBAN_401, 1],
      ['prompt', 'oban-pro-key', 'kjør just hex-auth før deps.get — oban-nøkkelen ble rotert i går'],
      ['fail', 'nif-manifest', 'cargo clippy -- -D warnings', CARGO_NO_MANIFEST('/Users/kai'), 101],
      ['prompt', 'nif-manifest', 'cargo needs --manifest-path native/keelson_route/Cargo.toml. every time'],
      ['fail', 'nproc-mac', 'nproc', 'zsh: command not found: nproc', 127],
      ['prompt', 'nproc-mac', 'that again? no nproc on a mac'],
      ['fail', 'stat-mac', "stat -c '%Y' priv/repo/dumps/latest.dump", STAT_MAC, 1],
      ['agent', 'stat-mac', 'GNU `stat -c` does not exist on macOS; use BSD `stat -f` (%z size, %m mtime)'],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-10-13T08:20:00Z',
    steps: [
      ['ok', 'git push --force origin feat/berth-window-alerts'],
      ['prompt', 'no-force-push', '--force again?? --force-with-lease. always.'],
      ['agent', 'no-force-push', 'pushed with --force; never force-push shared branches, and on own feature branches only --force-with-lease'],
      ['fail', 'db-name', 'DATABASE_URL=ecto://postgres:postgres@localhost:5433/keelson_dev mix run priv/repo/seeds.exs', POSTGREX_NO_DB, 1],
      ['prompt', 'db-name', 'databasen heter keelson_ops_dev, ikke keelson_dev'],
      ['fail', 'x:psql-password', 'psql -h localhost -p 5433 -U keelson -d keelson_ops_dev', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  password authentication failed for user "keelson"', 2],
    ],
  },
  {
    machine: 'mac', project: 'keelson', start: '2026-10-14T07:50:00Z',
    steps: [
      ['fail', 'timescale-5433', "psql -d keelson_ops_dev -c \"SELECT create_hypertable('vessel_positions', 'recorded_at', chunk_time_interval => INTERVAL '1 day')\"", NO_HYPERTABLE_FN("create_hypertable('vessel_positions', 'recorded_at', chunk_time_interval => INTERVAL '1 day')"), 1],
      ['prompt', 'timescale-5433', 'brew postgres again. -h localhost -p 5433'],
      ['agent', 'timescale-5433', 'psql over the default socket hits Homebrew Postgres on 5432, which has no timescaledb; the Timescale database is the compose container on localhost:5433'],
      ['ok', 'mix ecto.drop'],
      ['prompt', 'ecto-reset-never', 'kein ecto.drop!!! Die AIS-Daten sind dann weg. Wie gesagt: just db-rollback'],
      ['fail', 'sed-i-mac', "sed -i 's/level: :info/level: :debug/' lib/keelson/application.ex", 'sed: 1: "lib/keelson/application.ex": extra characters at the end of l command', 1],
      ['agent', 'sed-i-mac', "BSD sed on macOS needs a suffix argument after -i; use gsed -i (or sed -i '')"],
    ],
  },
  {
    machine: 'mac2', project: 'keelson', start: '2026-10-15T09:00:00Z',
    steps: [
      ['fail', 's3-hetzner-profile', 'aws s3 ls s3://keelson-backups/', '\nAn error occurred (InvalidAccessKeyId) when calling the ListObjectsV2 operation: The AWS Access Key Id you provided does not exist in our records.', 254],
      ['agent', 's3-hetzner-profile', 'listed keelson-backups with the default AWS profile; the bucket is on Hetzner Object Storage, use `aws --profile hetzner-os`'],
      ['ok', 'iex -S mix phx.server'],
      ['prompt', 'no-iex', "iex again? it's waiting on stdin. mix run -e"],
      ['prompt', 'x:formatter-request', 'add :oban and :ecto_sql to import_deps in .formatter.exs'],
    ],
  },
  {
    machine: 'codex', project: 'keelson', start: '2026-10-16T06:30:00Z',
    steps: [
      ['agent', 'no-iex', 'started `iex -S mix`, which blocks waiting for input; evaluate one-off expressions with `mix run -e` instead'],
      ['fail', 'x:asdf-nodejs-network', 'asdf install nodejs 22.11.0', 'Trying to update node-build... ok\nDownloading node-v22.11.0-linux-x64.tar.gz...\n-> https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.gz\ncurl: (6) Could not resolve host: nodejs.org\nerror: failed to download node-v22.11.0-linux-x64.tar.gz\n\nBUILD FAILED (Ubuntu 24.04 using node-build 5.3.9)', 1],
      ['fail', 'x:op-signin', 'op run --env-file=.env.op -- mix phx.server', '[ERROR] 2026/10/16 06:41:02 You are not currently signed in. Please run `op signin --help` for instructions', 1],
      ['agent', 'op-run-env', 'had created a local .env with the Mapbox token; secrets are only injected at run time with `op run --env-file=.env.op --`, no .env files'],
    ],
  },
  {
    machine: 'linux', project: 'keelson', start: '2026-10-16T12:40:00Z',
    steps: [
      ['fail', 'kamal-1', 'kamal proxy logs -d staging', 'Could not find command "proxy".', 1],
      ['prompt', 'kamal-1', 'kamal 1.9, remember? kamal traefik logs -d staging'],
      ['ok', 'kamal app exec "bin/keelson eval \'Keelson.Release.backfill_etas()\'"'],
      ['prompt', 'kamal-staging', 'no -d staging?!! that just ran the backfill on PROD. -d staging on every kamal command, I said it twice already'],
      ['ok', 'mix phx.gen.context Ports PortCall port_calls vessel_id:references:vessels berth:string arrived_at:utc_datetime_usec'],
      ['prompt', 'binary-id', 'bitte immer --binary-id bei mix phx.gen.*, wir haben überall UUIDs'],
      ['agent', 'binary-id', 'generated the PortCall context with integer ids; every keelson table uses binary_id, so pass --binary-id to mix phx.gen.*'],
    ],
  },
];
