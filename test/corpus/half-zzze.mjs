// Half ZZZE of the evaluation corpus, written blind (without reading rulesweep's code): "pika", an
// Elixir/Phoenix 1.7 LiveView app on OTP 27 (asdf, one developer on mise), Oban, Postgres in compose v2,
// esbuild/tailwind through mix, releases pushed to Render; macOS (zsh), Ubuntu on WSL2 and Debian (bash),
// GitLab CI on an Alpine image (ash). The team writes English, Macedonian, Xhosa and Maltese.

const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';

const NPM_ENOENT = (home, dir, log) => `npm error code ENOENT\nnpm error syscall open\nnpm error path ${home}/pika${dir}/package.json\nnpm error errno -2\nnpm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '${home}/pika${dir}/package.json'\nnpm error enoent This is related to npm not being able to find a file.\nnpm error enoent\nnpm error A complete log of this run can be found in: ${home}/.npm/_logs/${log}-debug-0.log`;
const NPX_FAIL = 'npm error could not determine executable to run\nnpm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-03-04T09_19_41_208Z-debug-0.log';

const PG_REFUSED = (clock, pid) => `${clock} [error] Postgrex.Protocol (#PID<0.${pid}.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused`;
const DB_DOWN_TEST = (clock, pid) => `${PG_REFUSED(clock, pid)}\n${PG_REFUSED(clock, pid + 1)}\n** (Mix) The database for Pika.Repo couldn't be created: killed`;
const DB_DOWN_MIGRATE = `${PG_REFUSED('08:24:11.902', 215)}\n** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2962ms. This means requests are coming in and your connection pool cannot serve them fast enough. You can address this by:\n\n  1. Ensuring your database is available and that you can connect to it\n  2. Tracking down slow queries and making sure they are running fast enough\n  3. Increasing the pool_size (although this increases resource consumption)\n  4. Allowing requests to wait longer by increasing :queue_target and :queue_interval\n\nSee DBConnection.start_link/2 for more information\n\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1\n    (elixir 1.17.3) lib/enum.ex:1703: Enum."-map/2-lists^map/1-1-"/2\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1203: Ecto.Adapters.SQL.execute_ddl/4`;

const ELIXIR_TOO_OLD = (banner) => `${banner}** (Mix) You're trying to run :pika on Elixir v1.14.0 but it has declared in its mix.exs file it supports only Elixir ~> 1.17`;
const DEPS_MISSING = 'Unchecked dependencies for environment test:\n* oban_web (Hex package)\n  the dependency is not available, run "mix deps.get"\n** (Mix) Can\'t continue due to errors on dependencies';
const DEPS_LOCK = 'Unchecked dependencies for environment dev:\n* swoosh (Hex package)\n  lock mismatch: the dependency is out of date. To fetch locked version run "mix deps.get"\n* oban (Hex package)\n  lock mismatch: the dependency is out of date. To fetch locked version run "mix deps.get"\n** (Mix) Can\'t continue due to errors on dependencies';

const FORMAT_FAIL = (files) => `** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n${files.map((file) => `  * ${file}`).join('\n')}\n`;

const INOTIFY_MISSING = "[error] `inotify-tools` is needed to run `file_system` for your system, check https://github.com/rvoicilas/inotify-tools/wiki for more information about how to install it. If it's already installed but not be found, appoint executable file with `config.exs` or `FILESYSTEM_FSINOTIFY_EXECUTABLE_FILE` env.\n[warning] Could not start Phoenix live-reload because we cannot listen to the file system.\nYou don't need to worry! This is an optional feature used during development to\nrefresh your browser when you save files and it does not affect your app's behaviour.\n[info] Running PikaWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4000 (http)\n[info] Access PikaWeb.Endpoint at http://localhost:4000";
const INOTIFY_LIMIT = "Setting up watches.  Beware: since -r was given, this may take a while!\nFailed to watch /home/dev/pika/deps; upper limit on inotify watches reached!\nPlease increase the amount of inotify watches allowed per user via `/proc/sys/fs/inotify/max_user_watches'.\n[info] Running PikaWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4000 (http)\n[info] Access PikaWeb.Endpoint at http://localhost:4000";

const IEX_BANNER = (jit) => `Erlang/OTP 27 [erts-15.1.2] [source] [64-bit] [smp:10:10] [ds:10:10:10] [async-threads:1] [${jit}]\n\nInteractive Elixir (1.17.3) - press Ctrl+C to exit (type h() ENTER for help)\niex(1)> `;
const PHX_IEX_TIMEOUT = `Command timed out after 2m 0.0s\n[info] Running PikaWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4000 (http)\n[info] Access PikaWeb.Endpoint at http://localhost:4000\n${IEX_BANNER('jit:ns')}[watch] build finished, watching for changes...\nRebuilding...\nDone in 312ms.`;
const IEX_TIMEOUT = `Command timed out after 2m 0.0s\n${IEX_BANNER('jit')}`;

const XDG_OPEN = (url) => `/usr/bin/xdg-open: 882: www-browser: not found\n/usr/bin/xdg-open: 882: links2: not found\n/usr/bin/xdg-open: 882: elinks: not found\n/usr/bin/xdg-open: 882: links: not found\n/usr/bin/xdg-open: 882: lynx: not found\n/usr/bin/xdg-open: 882: w3m: not found\nxdg-open: no method available for opening '${url}'`;
const WSL_DOCKER = "The command 'docker' could not be found in this WSL 2 distro.\nWe recommend to activate the WSL integration in Docker Desktop settings.\n\nFor details about using Docker Desktop with WSL 2, visit:\n\nhttps://docs.docker.com/go/wsl2/";
const COMPOSE_V1_CHUNKED = 'Traceback (most recent call last):\n  File "/usr/lib/python3/dist-packages/docker/api/client.py", line 214, in _retrieve_server_version\n    return self.version(api_version=False)["ApiVersion"]\n  File "/usr/lib/python3/dist-packages/urllib3/connectionpool.py", line 791, in urlopen\n    response = self._make_request(\nTypeError: HTTPConnection.request() got an unexpected keyword argument \'chunked\'\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "/usr/bin/docker-compose", line 33, in <module>\n    sys.exit(load_entry_point(\'docker-compose==1.29.2\', \'console_scripts\', \'docker-compose\')())\ndocker.errors.DockerException: Error while fetching server API version: HTTPConnection.request() got an unexpected keyword argument \'chunked\'';

const GH_NO_REMOTE = 'none of the git remotes configured for this repository point to a known GitHub host. To tell gh about a new GitHub host, please use `gh auth login`';
const GLAB_401 = 'POST https://gitlab.com/api/v4/projects/pika-team%2Fpika/merge_requests: 401 {message: 401 Unauthorized}';
const PUSH_REJECT = "To gitlab.com:pika-team/pika.git\n ! [rejected]        feat/digest-email -> feat/digest-email (fetch first)\nerror: failed to push some refs to 'gitlab.com:pika-team/pika.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";
const GITLAB_PROTECTED = "remote: GitLab: You are not allowed to force push code to a protected branch on this project.\nTo gitlab.com:pika-team/pika.git\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.com:pika-team/pika.git'";
const RENDER_REJECT = 'remote: -----> Elixir app detected\nremote: -----> Compiling pika (MIX_ENV=prod)\nremote: ** (Mix) "make" not found in the path. If you have set the MAKE environment variable, please make sure it is correct.\nremote: could not compile dependency :bcrypt_elixir, "mix compile" failed. Errors may have been logged above. You can recompile this dependency with "mix deps.compile bcrypt_elixir --force", update it with "mix deps.update bcrypt_elixir" or clean it with "mix deps.clean bcrypt_elixir"\nTo render.com:pika-team/pika.git\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs to \'render.com:pika-team/pika.git\'';
const AMBIGUOUS = (rev) => `fatal: ambiguous argument '${rev}': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'`;

const DOCKER_EXEC_MIX = 'docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: exec: "mix": executable file not found in $PATH: unknown.';
const DB_URL_MISSING = 'ERROR! Config provider Config.Reader failed with:\n** (RuntimeError) environment variable DATABASE_URL is missing.\nFor example: ecto://USER:PASS@HOST/DATABASE\n\n    /home/dev/pika/_build/prod/rel/pika/releases/0.4.2/runtime.exs:27: (file)\n    (elixir 1.17.3) src/elixir.erl:386: :elixir.eval_external_handler/3\n    (stdlib 6.1.2) erl_eval.erl:919: :erl_eval.do_apply/7\n\nRuntime terminating during boot ({#{message=><<"environment variable DATABASE_URL is missing.">>,\'__struct__\'=>\'Elixir.RuntimeError\',\'__exception__\'=>true},[]})\n\nCrash dump is being written to: erl_crash.dump...done';
const DUP_COLUMN = '09:12:40.118 [info] == Running 20260305101122 Pika.Repo.Migrations.AddArchivedAtToPosts.change/0 forward\n09:12:40.121 [info] alter table posts\n** (Postgrex.Error) ERROR 42701 (duplicate_column) column "archived_at" of relation "posts" already exists\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1\n    (elixir 1.17.3) lib/enum.ex:1703: Enum."-map/2-lists^map/1-1-"/2\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1203: Ecto.Adapters.SQL.execute_ddl/4';
const DROP_IN_USE = '** (Mix) The database for Pika.Repo couldn\'t be dropped: ERROR 55006 (object_in_use) database "pika_staging" is being accessed by other users\n\nThere are 4 other sessions using the database.';

const HEX_NET = 'Resolving Hex dependencies...\nFailed to fetch record for hexpm/oban from registry (using cache instead)\n{:failed_connect, [{:to_address, {~c"repo.hex.pm", 443}}, {:inet, [:inet], :etimedout}]}\nFailed to fetch record for hexpm/phoenix_live_view from registry (using cache instead)\n{:failed_connect, [{:to_address, {~c"repo.hex.pm", 443}}, {:inet, [:inet], :etimedout}]}\n** (Mix) No package with name oban_web (from: mix.exs) in registry';
const CREDO_READABILITY = 'Checking 214 source files (this might take a while) ...\n\n  Readability                                                                   \n┃ \n┃ [R] ↘ Modules should have a @moduledoc tag.\n┃       lib/pika/feeds/digest_builder.ex:1:11 #(Pika.Feeds.DigestBuilder)\n\nPlease report incorrect results: https://github.com/rrrene/credo/issues\n\nAnalysis took 1.4 seconds (0.07s to load, 1.3s running 58 checks on 214 files)\n1432 mods/funs, found 1 code readability issue.';
const WARNINGS_AS_ERRORS = 'Compiling 214 files (.ex)\n    warning: variable "socket" is unused (if the variable is not meant to be used, prefix it with an underscore)\n    │\n 42 │   def handle_event("save", %{"profile" => params}, socket) do\n    │                                                    ~~~~~~\n    │\n    └─ lib/pika_web/live/profile_live/edit.ex:42:52: PikaWeb.ProfileLive.Edit.handle_event/3\n\nCompilation failed due to warnings while using the --warnings-as-errors option';
const TEST_ASSERTION = 'Running ExUnit with seed: 482913, max_cases: 16\n\n....\n\n  1) test shows unread count in the digest banner (PikaWeb.FeedLiveTest)\n     test/pika_web/live/feed_live_test.exs:31\n     Assertion with =~ failed\n     code:  assert html =~ "3 unread"\n     left:  "<div id=\\"digest-banner\\" class=\\"rounded-md bg-amber-50 p-4\\">2 unread</div>"\n     right: "3 unread"\n     stacktrace:\n       test/pika_web/live/feed_live_test.exs:38: (test)\n\n.......\nFinished in 0.9 seconds (0.4s async, 0.5s sync)\n12 tests, 1 failure';
const ESBUILD_SYNTAX = '\n✘ [ERROR] Expected ")" but found "{"\n\n    js/app.js:28:49:\n      28 │ let liveSocket = new LiveSocket("/live", Socket {\n         │                                                  ^\n         ╵                                                  )\n\n1 error\n** (Mix) `mix esbuild pika` exited with 1';
const PORT_IN_USE = '[error] Running PikaWeb.Endpoint with Bandit 1.5.7 at http failed, port 4000 already in use\n** (Mix) Could not start application pika: Pika.Application.start(:normal, []) returned an error: shutdown: failed to start child: PikaWeb.Endpoint\n    ** (EXIT) shutdown: failed to start child: {PikaWeb.Endpoint, :http}\n        ** (EXIT) :eaddrinuse';
const KERL_CURSES = 'Extracting source code\nBuilding Erlang/OTP 27.1.2 (asdf_27.1.2), please wait...\nConfigure failed.\nchecking for tgetent in -lncurses... no\nchecking for tgetent in -lcurses... no\nchecking for tgetent in -ltermcap... no\nchecking for tgetent in -ltermlib... no\nconfigure: error: No curses library functions found\nERROR: /home/dev/.asdf/plugins/erlang/kerl-home/builds/asdf_27.1.2/otp_src_27.1.2/erts/configure failed.\n\nPlease see /home/dev/.asdf/plugins/erlang/kerl-home/builds/asdf_27.1.2/otp_build_27.1.2.log for full details.';
const APT_CLOCK = 'Hit:1 http://archive.ubuntu.com/ubuntu noble InRelease\nGet:2 http://security.ubuntu.com/ubuntu noble-security InRelease [126 kB]\nReading package lists... Done\nE: Release file for http://security.ubuntu.com/ubuntu/dists/noble-security/InRelease is not valid yet (invalid for another 4h 51min 27s). Updates for this repository will not be applied.';

export const SESSIONS = [
  {
    machine: 'linux', project: 'pika', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'asdf-elixir', 'mix deps.get', ELIXIR_TOO_OLD(''), 1, 'Fetch dependencies'],
      ['prompt', 'asdf-elixir', "that's debian's elixir 1.14 from apt. the asdf shims arent on PATH in your shell, source ~/.asdf/asdf.sh first — .tool-versions pins elixir 1.17.3-otp-27 and erlang 27.1.2"],
      ['ok', '. ~/.asdf/asdf.sh && mix deps.get'],
      ['fail', 'db-up', 'mix test', DB_DOWN_TEST('09:14:02.517', 312), 1, 'Run the test suite'],
      ['prompt', 'db-up', 'db runs in compose. docker compose up -d db, then mix test'],
      ['ok', 'docker compose up -d db'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-02-02T13:10:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db', '(eval):1: command not found: docker-compose', 127, 'Start Postgres'],
      ['prompt', 'compose-v2', 'compose is a docker subcommand now — docker compose, no hyphen'],
      ['fail', 'bsd-sed', "sed -i 's/pool_size: 10/pool_size: 20/' config/dev.exs", 'sed: 1: "config/dev.exs": command c expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "mac sed, it wants the backup suffix: sed -i '' ..."],
      ['ok', "sed -i '' 's/pool_size: 10/pool_size: 20/' config/dev.exs"],
    ],
  },
  {
    machine: 'ci', project: 'pika', start: '2026-02-03T10:00:00Z',
    steps: [
      ['fail', 'format-check', 'mix format --check-formatted', FORMAT_FAIL(['lib/pika_web/live/feed_live/index.ex', 'test/pika/workers/digest_worker_test.exs']), 1],
      ['fail', 'ci-posix-sh', 'bash scripts/check_migrations.sh', '/bin/sh: bash: not found', 127],
      ['prompt', 'ci-posix-sh', 'the ci image is hexpm/elixir alpine, there is no bash in it. scripts stay #!/bin/sh'],
    ],
  },
  {
    machine: 'wsl', project: 'pika', start: '2026-02-04T07:30:00Z',
    steps: [
      ['fail', 'x:wsl-docker-integration', 'docker compose up -d db', WSL_DOCKER, 1],
      ['ok', 'docker compose up -d db'],
      ['fail', 'no-npm-root', 'npm install', NPM_ENOENT('/home/yuki', '', '2026-02-04T07_41_09_377Z'), 254, 'Install JS dependencies'],
      ['prompt', 'no-npm-root', 'there is no package.json in the root, on purpose. esbuild and tailwind are mix deps: mix assets.setup && mix assets.build'],
      ['ok', 'mix assets.setup && mix assets.build'],
      ['fail', 'wslview', 'xdg-open http://localhost:4000', XDG_OPEN('http://localhost:4000'), 3],
      ['prompt', 'wslview', 'in wsl use wslview, xdg-open has no browser in there'],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-02-04T15:00:00Z',
    steps: [
      ['fail', 'mise-kai', 'asdf install', 'zsh: command not found: asdf', 127, 'Install the tool versions from .tool-versions'],
      ['prompt', 'mise-kai', "I'm on mise on this machine, not asdf. mise install reads the same .tool-versions"],
      ['ok', 'mise install'],
      ['fail', 'grep-p', "grep -rnP 'Oban\\.insert!?\\(' lib", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-p', 'bsd grep, no -P. rg is installed'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-02-05T09:00:00Z',
    steps: [
      ['fail', 'inotify', 'timeout 30 mix phx.server', INOTIFY_MISSING, 124],
      ['prompt', 'inotify', 'sudo apt install inotify-tools — live reload needs it on linux'],
      ['fail', 'no-iex', 'iex -S mix phx.server', PHX_IEX_TIMEOUT, 143, 'Start the dev server'],
      ['prompt', 'no-iex', "don't start the server in the tool, it never returns. I run it in my own terminal; for quick checks mix run -e"],
      ['prompt', 'x:liveview-streams', 'the comments list should use streams, it re-renders the whole list on every new comment'],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-02-06T10:20:00Z',
    steps: [
      ['fail', 'develop-branch', 'git rebase origin/master', "fatal: invalid upstream 'origin/master'", 128],
      ['prompt', 'develop-branch', 'we branch off develop. main is only what is on Render'],
      ['fail', 'glab', 'gh pr create --base develop --fill', GH_NO_REMOTE, 1],
      ['prompt', 'glab', 'Sikwi-GitLab, hayi GitHub. Sebenzisa glab mr create --target-branch develop'],
      ['ok', 'glab mr create --target-branch develop --fill --yes'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-02-09T08:15:00Z',
    steps: [
      ['fail', 'date-d', "date -d '+1 hour' -u +%FT%TZ", `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute scheduled_at for the Oban job'],
      ['prompt', 'date-d', 'на мак нема date -d, користи date -v+1H'],
      ['prompt', 'x:iso-dates', 'API timestamps should be ISO 8601 in UTC with the Z, e.g. 2026-02-09T08:15:00Z'],
      ['fail', 'x:test-assertion', 'mix test test/pika_web/live/feed_live_test.exs', TEST_ASSERTION, 2],
    ],
  },
  {
    machine: 'wsl', project: 'pika', start: '2026-02-11T08:00:00Z',
    steps: [
      ['ok', 'git pull --rebase'],
      ['fail', 'deps-get', 'mix test', DEPS_MISSING, 1],
      ['prompt', 'deps-get', 'you pulled, so mix deps.get first. every time mix.lock moves'],
      ['ok', 'mix deps.get'],
      ['fail', 'db-up', 'mix test', DB_DOWN_TEST('08:09:47.230', 287), 1],
      ['prompt', 'db-up', 'that again? the db container isnt running. docker compose up -d db'],
      ['ok', 'docker compose up -d db && mix test'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-02-12T14:00:00Z',
    steps: [
      ['fail', 'deploy-git-push', 'fly deploy', '(eval):1: command not found: fly', 127, 'Deploy to production'],
      ['prompt', 'deploy-git-push', 'деплојот кај нас е само git push render main, нема никаков CLI'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the Oban 2.18 upgrade under Unreleased'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-02-13T09:30:00Z',
    steps: [
      ['prompt', 'runtime-secrets', 'no — the Stripe key does not go in config/prod.exs, that gets baked into the release at compile time. config/runtime.exs with System.fetch_env!("STRIPE_SECRET")'],
      ['fail', 'x:docker-daemon-down', 'docker compose up -d db', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'psql-container', 'psql pika_dev -c "select state, count(*) from oban_jobs group by state"', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?', 2],
      ['prompt', 'psql-container', 'psql lives in the db container: docker compose exec db psql -U postgres pika_dev'],
      ['ok', 'docker compose exec db psql -U postgres pika_dev -c "select state, count(*) from oban_jobs group by state"'],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-02-16T10:00:00Z',
    steps: [
      ['fail', 'mise-kai', 'asdf current elixir', '(eval):1: command not found: asdf', 127],
      ['agent', 'mise-kai', 'asdf is not installed on this Mac, it uses mise: mise current / mise install / mise exec -- mix'],
      ['fail', 'nproc', 'mix test --max-cases $(nproc)', '(eval):1: command not found: nproc\n** (Mix) Could not invoke task "test": 1 error found!\n--max-cases : Missing argument of type integer', 1],
      ['prompt', 'nproc', "fuq il-Mac m'hemmx nproc. uża sysctl -n hw.ncpu"],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-02-17T08:45:00Z',
    steps: [
      ['fail', 'x:hex-network', 'mix deps.get', HEX_NET, 1],
      ['ok', 'mix credo'],
      ['prompt', 'credo-strict', 'plain mix credo hides the low priority stuff, ci runs mix credo --strict'],
      ['fail', 'x:credo-real', 'mix credo --strict', CREDO_READABILITY, 4],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-02-18T09:00:00Z',
    steps: [
      ['fail', 'bsd-sed', `sed -i 's/{:oban, "~> 2.17"}/{:oban, "~> 2.18"}/' mix.exs`, 'sed: 1: "mix.exs": invalid command code m', 1, 'Bump oban in mix.exs'],
      ['prompt', 'bsd-sed', "again the gnu sed thing. sed -i '' on macos"],
      ['fail', 'stat-c', 'stat -c %s _build/prod/pika-0.4.2.tar.gz', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-c', 'stat -f %z on the mac'],
    ],
  },
  {
    machine: 'wsl', project: 'pika', start: '2026-02-19T07:50:00Z',
    steps: [
      ['fail', 'inotify', 'timeout 30 mix phx.server', INOTIFY_MISSING, 124],
      ['agent', 'inotify', 'Live reload failed on WSL because inotify-tools is missing; install it (sudo apt install inotify-tools) instead of turning live_reload off'],
      ['fail', 'x:wsl-clock', 'sudo apt-get update', APT_CLOCK, 100],
      ['ok', 'sudo hwclock -s && sudo apt-get update && sudo apt-get install -y inotify-tools'],
      ['prompt', 'wsl-home', "you're under /mnt/c again, that's why compile crawls. the checkout is ~/code/pika on the linux side"],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-02-20T13:00:00Z',
    steps: [
      ['prompt', 'ecto-reset-shared', 'WHOA stop. mix ecto.reset with DATABASE_URL pointing at staging?? never ecto.reset anything shared'],
      ['agent', 'ecto-reset-shared', 'Started mix ecto.reset with the staging DATABASE_URL exported; ecto.reset/ecto.drop only against the local pika_dev from compose, never a shared database'],
      ['prompt', 'x:binary-id', 'new tables get binary_id primary keys, same as the rest of the schema'],
    ],
  },
  {
    machine: 'ci', project: 'pika', start: '2026-02-23T10:10:00Z',
    steps: [
      ['fail', 'format-check', 'mix format --check-formatted', FORMAT_FAIL(['lib/pika/feeds.ex']), 1],
      ['prompt', 'format-check', 'pipeline red on format again. mix format before you commit pls'],
      ['fail', 'ci-posix-sh', './scripts/ci_setup.sh', '/bin/sh: ./scripts/ci_setup.sh: not found', 127],
      ['agent', 'ci-posix-sh', 'scripts/ci_setup.sh had a #!/bin/bash shebang; the GitLab image is Alpine with only ash, so CI scripts must be POSIX #!/bin/sh'],
      ['fail', 'release-migrate', 'mix ecto.migrate', '/bin/sh: mix: not found', 127],
      ['agent', 'release-migrate', 'Ran mix ecto.migrate inside the release image; a release has no mix, migrate with bin/pika eval "Pika.Release.migrate()"'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-02-24T08:30:00Z',
    steps: [
      ['fail', 'psql-container', 'psql -h localhost -U postgres pika_dev', '(eval):1: command not found: psql', 127],
      ['prompt', 'psql-container', 'no psql on the host, go through compose (docker compose exec db psql ...)'],
      ['fail', 'x:psql-wrong-db', 'docker compose exec db psql -U postgres pika_tst -c "\\dt"', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  database "pika_tst" does not exist', 2],
      ['ok', 'docker compose exec db psql -U postgres pika_test -c "\\dt"'],
      ['prompt', 'x:tailwind-padding', 'the sign-up button is cramped on mobile, give it px-6 py-3'],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-02-25T09:00:00Z',
    steps: [
      ['prompt', 'oban-testing', 'we test workers with perform_job/2 from Oban.Testing, not by calling DigestWorker.perform/1 by hand'],
      ['prompt', 'x:oban-queue', 'add a mailers queue to the Oban config, limit 5'],
      ['fail', 'x:push-nonff', 'git push origin feat/digest-email', PUSH_REJECT, 1],
      ['ok', 'glab mr create --target-branch main --fill --yes'],
      ['prompt', 'develop-branch', "l-MR imur fuq develop, mhux fuq main. ikkoreġi t-target"],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-02-26T14:20:00Z',
    steps: [
      ['fail', 'grep-p', `grep -oP 'version: "\\K[^"]+' mix.exs`, `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'Read the app version'],
      ['prompt', 'grep-p', 'same as last week — mac grep has no perl regexes. rg -o or sed'],
      ['fail', 'glab', 'gh pr checks', 'zsh: command not found: gh', 127],
      ['prompt', 'glab', 'gitlab. glab ci status'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-02T08:00:00Z',
    steps: [
      ['fail', 'release-migrate', 'docker run --rm --env-file .env.staging pika:0.4.2 mix ecto.migrate', DOCKER_EXEC_MIX, 127],
      ['prompt', 'release-migrate', 'Akukho mix ku-release. bin/pika eval "Pika.Release.migrate()"'],
      ['ok', 'docker run --rm --env-file .env.staging pika:0.4.2 bin/pika eval "Pika.Release.migrate()"'],
      ['fail', 'x:db-url-missing', '_build/prod/rel/pika/bin/pika start', DB_URL_MISSING, 1],
    ],
  },
  {
    machine: 'wsl', project: 'pika', start: '2026-03-03T07:40:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d', '/bin/bash: line 1: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'ова е старата синтакса. docker compose, без цртичка'],
      ['fail', 'wslview', 'open http://localhost:4000/dev/dashboard', "Couldn't get a file descriptor referring to the console.", 1],
      ['prompt', 'wslview', 'wslview http://localhost:4000/dev/dashboard — open is openvt on ubuntu'],
      ['ok', 'wslview http://localhost:4000/dev/dashboard'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-03-04T09:15:00Z',
    steps: [
      ['fail', 'no-npm-root', 'npx tailwindcss -i assets/css/app.css -o priv/static/assets/app.css --minify', NPX_FAIL, 1],
      ['prompt', 'no-npm-root', "Le, m'hawnx npm f'dan il-proġett. tailwind jgħaddi minn mix: mix tailwind pika"],
      ['ok', 'mix tailwind pika --minify'],
      ['fail', 'x:esbuild-syntax', 'mix assets.build', ESBUILD_SYNTAX, 1],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-05T10:30:00Z',
    steps: [
      ['fail', 'deps-get', 'mix phx.server', DEPS_LOCK, 1],
      ['prompt', 'deps-get', "mill-ġdid l-istess... wara kull pull, mix deps.get"],
      ['ok', 'rm -rf _build deps && mix deps.get && mix compile'],
      ['prompt', 'deps-clean', "pls don't rm -rf _build deps every time something is stale, a full compile is 8 minutes. mix deps.clean bcrypt_elixir --build"],
    ],
  },
  {
    machine: 'ci', project: 'pika', start: '2026-03-06T11:00:00Z',
    steps: [
      ['fail', 'x:migration-duplicate-column', '/app/bin/pika eval "Pika.Release.migrate()"', DUP_COLUMN, 1],
      ['fail', 'ci-posix-sh', 'bash -c "source scripts/env.sh && mix test"', '/bin/sh: bash: not found', 127],
      ['prompt', 'ci-posix-sh', 'bash in ci again... alpine only has ash. `. scripts/env.sh` works in sh'],
      ['fail', 'warnings-as-errors', 'mix compile --warnings-as-errors', WARNINGS_AS_ERRORS, 1],
      ['agent', 'warnings-as-errors', 'Pushed without compiling with --warnings-as-errors; the GitLab job fails on any warning, so run mix compile --warnings-as-errors locally first'],
      ['fail', 'format-check', 'mix format --check-formatted', FORMAT_FAIL(['lib/pika_web/live/profile_live/edit.ex', 'lib/pika_web/components/core_components.ex']), 1],
      ['agent', 'format-check', 'Committed unformatted files again; CI runs mix format --check-formatted, so run mix format before every commit'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-03-09T08:20:00Z',
    steps: [
      ['fail', 'phx-gen-secret', 'head -c 48 /dev/urandom | base64 -w 0', 'base64: invalid option -- w\nUsage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]', 1, 'Generate a SECRET_KEY_BASE'],
      ['prompt', 'phx-gen-secret', 'mix phx.gen.secret — thats how we make SECRET_KEY_BASE'],
      ['ok', 'mix phx.gen.secret'],
      ['agent', 'runtime-secrets', 'Wrote MAILGUN_API_KEY into config/prod.exs; secrets are read from env in config/runtime.exs (System.fetch_env!), never in compile-time config'],
      ['prompt', 'x:mk-translation', 'додај превод на македонски за flash пораките во priv/gettext/mk'],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-03-10T09:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git diff --stat origin/master...HEAD', AMBIGUOUS('origin/master...HEAD'), 128],
      ['agent', 'develop-branch', 'Diffed against origin/master, which pika does not have; the base branch is develop (MRs target develop, main is deploy-only)'],
      ['ok', 'mix credo'],
      ['prompt', 'credo-strict', 'mix credo --strict, not bare mix credo. the pipeline uses --strict'],
      ['fail', 'x:glab-auth', 'glab mr create --target-branch develop --fill --yes', GLAB_401, 1],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-03-11T15:00:00Z',
    steps: [
      ['fail', 'no-iex', 'iex -S mix', IEX_TIMEOUT, 143],
      ['prompt', 'no-iex', 'iex again? it just sits at the prompt until the tool kills it. mix run -e "IO.inspect(Pika.Feeds.count_unread())"'],
      ['ok', 'mix run -e "IO.inspect(Pika.Feeds.count_unread())"'],
      ['fail', 'date-d', 'date --date=yesterday +%F', `date: unrecognized option \`--date=yesterday'\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'bsd date: date -v-1d +%F'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-12T09:40:00Z',
    steps: [
      ['fail', 'ecto-reset-shared', 'MIX_ENV=prod mix ecto.drop', DROP_IN_USE, 1],
      ['prompt', 'ecto-reset-shared', 'Ungaze uqhube mix ecto.drop okanye ecto.reset kwi-staging!! yi-database ekwabelwana ngayo. lucky someone was connected'],
      ['fail', 'x:inotify-limit', 'timeout 30 mix phx.server', INOTIFY_LIMIT, 124],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-03-16T08:10:00Z',
    steps: [
      ['fail', 'deploy-git-push', 'render deploys create srv-cq8t1v2j1k6c73f0pika --wait', '(eval):1: command not found: render', 127, 'Trigger a deploy'],
      ['prompt', 'deploy-git-push', 'not a CLI thing. git push render main IS the deploy, same as it was on gigalixir'],
      ['prompt', 'assets-deploy', 'and mix assets.deploy before MIX_ENV=prod mix release, otherwise prod ships without css'],
      ['fail', 'x:render-build-fail', 'git push render main', RENDER_REJECT, 1],
      ['ok', 'git push render main'],
    ],
  },
  {
    machine: 'wsl', project: 'pika', start: '2026-03-17T07:30:00Z',
    steps: [
      ['fail', 'asdf-elixir', 'mix compile', ELIXIR_TOO_OLD('Erlang/OTP 25 [erts-13.2.2.5] [source] [64-bit] [smp:12:12] [ds:12:12:10] [async-threads:1] [jit:ns]\n\n'), 1],
      ['prompt', 'asdf-elixir', 'пак apt elixir-от... asdf shims мора да се во PATH, верзиите се во .tool-versions'],
      ['ok', '. "$HOME/.asdf/asdf.sh" && mix compile'],
      ['prompt', 'wsl-home', "il-proġett jgħix f'~/code/pika, mhux f'/mnt/c — hemmhekk kollox bil-mod"],
      ['agent', 'wsl-home', 'Worked in /mnt/c/Users/yuki/pika; on WSL2 the checkout lives on the Linux filesystem (~/code/pika), /mnt/c is slow and gets no inotify events'],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-03-18T10:00:00Z',
    steps: [
      ['prompt', 'oban-testing', 'in tests its assert_enqueued + perform_job, no Oban.drain_queue'],
      ['agent', 'oban-testing', 'Used Oban.drain_queue in the digest tests; pika runs Oban with testing: :manual, use assert_enqueued and perform_job/2 from Oban.Testing'],
      ['prompt', 'warnings-as-errors', 'ci compiles with --warnings-as-errors. run mix compile --warnings-as-errors before pushing'],
      ['prompt', 'x:deps-bump', 'bump phoenix_live_view to 1.0.x and fix whatever breaks'],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-03-23T09:00:00Z',
    steps: [
      ['fail', 'mise-kai', 'asdf install erlang 27.1.2', 'zsh: command not found: asdf', 127],
      ['prompt', 'mise-kai', 'still mise here :) mise use erlang@27.1.2 if you need to bump it'],
      ['prompt', 'x:credo-disable', 'turn off Credo.Check.Readability.Specs in .credo.exs, we do not write @spec on LiveViews'],
      ['fail', 'stat-c', 'stat -c %Y priv/static/assets/app.css', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-c', 'kwakhona... i-stat ku-mac ayinayo -c. sebenzisa stat -f %m'],
      ['fail', 'x:stat-missing-file', 'stat -f %z _build/prod/pika-0.4.3.tar.gz', 'stat: _build/prod/pika-0.4.3.tar.gz: stat: No such file or directory', 1],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-24T08:30:00Z',
    steps: [
      ['ok', 'git push -f render main'],
      ['prompt', 'no-force-push', 'whoa, no git push -f to render main, that rewrites what is deployed. revert and push normally'],
      ['agent', 'no-force-push', 'Force-pushed to the render remote; never force-push main or render, push a revert commit instead'],
      ['ok', 'git revert --no-edit HEAD && git push render main'],
      ['fail', 'x:sed-path-typo', "sed -i 's/pool_size: 10/pool_size: 20/' config/dev.ex", "sed: can't read config/dev.ex: No such file or directory", 2],
    ],
  },
  {
    machine: 'codex', project: 'pika', start: '2026-03-25T09:10:00Z',
    steps: [
      ['fail', 'no-force-push', 'git push --force-with-lease origin main', GITLAB_PROTECTED, 1],
      ['prompt', 'no-force-push', 'Qatt ma nagħmlu force push fuq main. rebase fuq develop u agħmel MR'],
      ['prompt', 'x:ci-cache', 'the gitlab cache for deps/_build keeps missing, key it on mix.lock'],
      ['fail', 'x:port-in-use', 'mix phx.server', PORT_IN_USE, 1],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-03-26T08:00:00Z',
    steps: [
      ['fail', 'db-up', 'mix ecto.migrate', DB_DOWN_MIGRATE, 1],
      ['prompt', 'db-up', 'пак истото, базата не е кренана. docker compose up -d db'],
      ['ok', 'docker compose up -d db && mix ecto.migrate'],
      ['fail', 'x:grep-no-match', 'grep -rn "Oban.insert_all" lib/', '', 1],
      ['prompt', 'x:mt-test', "żid test għall-LiveView tal-profile, jekk jogħġbok — speċjalment il-validazzjoni tal-email"],
      ['ok', 'openssl rand -base64 48'],
      ['prompt', 'phx-gen-secret', 'for the new render env SECRET_KEY_BASE comes from mix phx.gen.secret, not openssl'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-03-30T07:45:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d db', COMPOSE_V1_CHUNKED, 1],
      ['agent', 'compose-v2', 'Called the apt docker-compose 1.29 (v1, broken with current urllib3); pika uses Compose v2, the docker compose plugin: docker compose up -d db'],
      ['fail', 'x:compose-yaml', 'docker compose up -d', 'yaml: line 23: mapping values are not allowed in this context', 1],
      ['prompt', 'x:xh-index', 'Ndicela wongeze i-index kwi-comments.post_id, kuba i-query yefeed iyacotha'],
    ],
  },
  {
    machine: 'mac', project: 'pika', start: '2026-04-01T09:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/async: false/async: true/' test/support/data_case.ex", `sed: 1: "test/support/data_case.ex": undefined label 'est/support/data_case.ex'`, 1],
      ['agent', 'bsd-sed', "Used GNU-style sed -i on macOS; BSD sed needs an explicit (empty) suffix: sed -i '' 's/…/…/' file"],
      ['ok', "sed -i '' 's/async: false/async: true/' test/support/data_case.ex"],
      ['fail', 'assets-deploy', 'curl -fsSI https://pika-staging.onrender.com/assets/app.css', 'curl: (22) The requested URL returned error: 404', 22],
      ['prompt', 'assets-deploy', 'css 404 on staging = the release was built without mix assets.deploy. that step goes before mix release'],
      ['agent', 'assets-deploy', 'Built the release without mix assets.deploy, so priv/static had no digested CSS; run mix assets.deploy before MIX_ENV=prod mix release'],
    ],
  },
  {
    machine: 'linux', project: 'pika', start: '2026-04-02T08:00:00Z',
    steps: [
      ['fail', 'x:asdf-erlang-build', 'asdf install erlang 27.1.2', KERL_CURSES, 1],
      ['ok', 'rm -rf _build && mix compile'],
      ['prompt', 'deps-clean', 'no need to wipe all of _build... mix deps.clean oban --build is enough'],
      ['agent', 'deps-clean', 'Deleted _build (and deps) to fix one stale dependency; clean only that one with mix deps.clean <dep> --build'],
      ['prompt', 'runtime-secrets', 'the Sentry DSN too: it is read from env in runtime.exs, not hardcoded in config.exs'],
    ],
  },
  {
    machine: 'mac2', project: 'pika', start: '2026-04-06T10:00:00Z',
    steps: [
      ['fail', 'nproc', 'MIX_TEST_PARTITION=1 mix test --partitions $(nproc)', 'zsh: command not found: nproc\n** (Mix) Could not invoke task "test": 1 error found!\n--partitions : Missing argument of type integer', 1],
      ['agent', 'nproc', 'nproc does not exist on macOS; take the core count from sysctl -n hw.ncpu'],
      ['fail', 'x:git-branch-typo', 'git switch develpo', 'fatal: invalid reference: develpo', 128],
      ['fail', 'no-npm-root', 'npm run deploy --prefix assets', NPM_ENOENT('/Users/kai', '/assets', '2026-04-06T10_21_55_014Z'), 254],
      ['prompt', 'no-npm-root', 'Hayi, asisebenzisi npm apha. mix assets.deploy'],
      ['agent', 'credo-strict', 'Ran plain mix credo before pushing; CI runs mix credo --strict, run that locally'],
    ],
  },
];
