// What a failed command's output says: one class for the bash, zsh, sh and BSD or GNU wordings of
// one failure, and another for trouble that is not the command's fault.
import { describe, expect, it } from 'vitest';
import { learnSubcommands, parseCommand, withStoreSubcommands } from '../../src/learnings/commands.js';
import { failureSignature, readFailure, spokenFailureKeys } from '../../src/learnings/failure-class.js';

const signature = (command: string, error: string) => failureSignature(readFailure(command, error));

describe('reading a failure', () => {
  it('reads "no such program" the same in every shell', () => {
    const texts = [
      'bash: python: command not found',
      '/bin/bash: line 1: python: command not found',
      'zsh: command not found: python',
      '(eval):1: command not found: python',
      '/bin/sh: python: not found',
      '/bin/sh: eval: line 98: python: not found',
      "env: 'python': No such file or directory",
      "Command 'python' not found, did you mean:\n  command 'python3' from deb python3\n  command 'python' from deb python-is-python3",
      'fish: Unknown command: python\npython scripts/x.py\n^~~~~^',
    ];
    const read = texts.map((text) => readFailure('python scripts/x.py', text));
    expect(read.map((failure) => failure.failureClass)).toEqual(texts.map(() => 'not-found'));
    expect(new Set(texts.map((text) => signature('python scripts/x.py', text))).size).toBe(1);
  });

  it('reads NixOS\'s "not in your PATH" and a tool\'s "The program `x` was not found" as that program missing', () => {
    const nixos = "The program 'gleam' is not in your PATH. You can make it available in an\nephemeral shell by typing:\n  nix-shell -p gleam";
    expect(signature('cd server && gleam build', nixos)).toBe(signature('gleam build', 'zsh: command not found: gleam'));
    const needed = 'Downloading packages\n Downloaded 24 packages in 1.92s\n  Compiling pgo\nerror: Program not found\n\nThe program `rebar3` was not found. Is it installed?';
    expect(readFailure('cd server && gleam test', needed)).toMatchObject({ failureClass: 'not-found', invocation: { program: 'rebar3' } });
  });

  it('reads a #! interpreter that is not there as that interpreter\'s path failing, whichever script named it; zsh\'s ^M after it as Windows line endings', () => {
    const bash = signature('./bin/tern-migrate status', 'bash: ./bin/tern-migrate: /bin/bash: bad interpreter: No such file or directory');
    expect(bash).toBe('bash|platform|bad interpreter');
    expect(signature('./scripts/dev-reload.sh --watch', 'zsh: ./scripts/dev-reload.sh: bad interpreter: /bin/bash: no such file or directory')).toBe(bash);
    expect(readFailure('./scripts/dev-reload.sh', 'bash: ./scripts/dev-reload.sh: /bin/bash: bad interpreter: No such file or directory').invocation).toMatchObject({ program: 'bash', dir: '/bin/' });
    expect(signature('./deploy.sh', 'zsh: ./deploy.sh: bad interpreter: /bin/bash^M: no such file or directory')).toBe(signature('./deploy.sh', '/bin/bash^M: bad interpreter: No such file or directory'));
  });

  it('reads what a runner ran as what failed, unless the runner says it failed itself', () => {
    expect(readFailure('npx expo build:ios', '$ expo build:ios is not supported in the local CLI, please use eas build -p ios instead')).toMatchObject({ invocation: { program: 'expo', wrappers: ['npx'] } });
    expect(readFailure('pnpm turbo run build --scope=@tidepool/api', "error: unexpected argument '--scope' found")).toMatchObject({ invocation: { program: 'turbo' }, flag: '--scope' });
    expect(readFailure('pnpm --filter web exec next export', '⨯ The "next export" command has been removed in favor of "output: export" in next.config.js.')).toMatchObject({ invocation: { program: 'next' } });
    expect(readFailure('pnpm vitest run', ' ERR_PNPM_NO_IMPORTER_MANIFEST_FOUND  No package.json was found in "/Users/kai/quayside".')).toMatchObject({ invocation: { program: 'pnpm' } });
  });

  it('reads what a container ran as what failed, unless the container tool itself was the command', () => {
    expect(readFailure('./vendor/bin/sail php vendor/bin/phpstan analyse', 'PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted'))
      .toMatchObject({ invocation: { program: 'phpstan', wrappers: ['sail', 'php'] } });
    expect(readFailure('./vendor/bin/sail artisan migrate', 'SQLSTATE[42S01]: Base table or view already exists')).toMatchObject({ invocation: { program: 'artisan', sub: 'migrate' } });
    expect(readFailure('./vendor/bin/sail exec -u root mysql mysqldump laravel', "mysqldump: Got error: 1049: Unknown database 'laravel'")).toMatchObject({ invocation: { program: 'mysqldump' } });
    expect(readFailure('docker compose exec -T postgres pg_isready', 'service "postgres" is not running')).toMatchObject({ invocation: { program: 'pg_isready', wrappers: ['docker'] } });
    expect(readFailure('docker compose -f docker-compose.ci.yml exec -T api curl -s localhost:3000/healthz', 'OCI runtime exec failed: exec failed: unable to start container process: exec: "curl": executable file not found in $PATH: unknown'))
      .toMatchObject({ failureClass: 'not-found', invocation: { program: 'curl' } });
    expect(readFailure('./vendor/bin/sail up -d', 'Docker is not running.')).toMatchObject({ invocation: { program: 'sail' } });
    expect(readFailure('docker compose logs -f api', 'no such service: api')).toMatchObject({ invocation: { program: 'docker', sub: 'compose' } });
  });

  it('reads what ran on another host as what failed, unless ssh could not reach or trust the host', () => {
    expect(readFailure("ssh root@panel.local 'ps -ef | grep hmi'", "ps: invalid option -- 'e'\nBusyBox v1.36.1 () multi-call binary."))
      .toMatchObject({ invocation: { program: 'ps', wrappers: ['ssh'] }, failureClass: 'invalid-option', flag: '-e' });
    expect(readFailure(`ssh deploy@web1 "grep -P 'E\\d{3}' /var/log/app.log"`, "grep: unrecognized option '--perl-regexp'"))
      .toMatchObject({ invocation: { program: 'grep', wrappers: ['ssh'] } });
    expect(readFailure("ssh root@panel.local 'bash -c \"journalctl -u hmi\"'", 'sh: bash: not found')).toMatchObject({ invocation: { program: 'bash' }, failureClass: 'not-found' });
    expect(readFailure('ssh root@panel.local uname -a', '@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nHost key verification failed.'))
      .toMatchObject({ invocation: { program: 'ssh' } });
    expect(readFailure('ssh deploy@web1 systemctl restart nginx', 'ssh: connect to host web1 port 22: Connection refused')).toMatchObject({ invocation: { program: 'ssh' } });
  });

  it('reads the name a command gave that the error says is not there, in any tool\'s words', () => {
    const missing = (command: string, error: string) => readFailure(command, error).missing;
    expect(missing('git checkout main', "error: pathspec 'main' did not match any file(s) known to git")).toBe('main');
    expect(missing('git pull --rebase origin main', "fatal: couldn't find remote ref main")).toBe('main');
    expect(missing('git rebase origin/main', "fatal: invalid upstream 'origin/main'")).toBe('main');
    expect(missing('git log --oneline v0.5.2..HEAD', "fatal: ambiguous argument 'v0.5.2..HEAD': unknown revision or path not in the working tree.")).toBe('v0.5.2');
    expect(missing("mysql -e 'select count(*) from laravel.imports'", "ERROR 1049 (42000): Unknown database 'laravel'")).toBe('laravel');
    expect(missing('./deploy.sh stg --branch develop', "deploy.sh: unknown environment 'stg'")).toBe('stg');
    expect(missing('git checkout -b feat/x origin/main', "fatal: 'origin/main' is not a commit and a branch 'feat/x' cannot be created from it")).toBe('main');
    // A branch given to a flag, which the error does not quote.
    expect(missing('gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)')).toBe('main');
    expect(missing('gh pr create --title x --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)')).toBeUndefined();
    // A name the command did not give, a server that is down, a program that is not there: no name lesson.
    expect(missing('git checkout main', "error: pathspec 'feature' did not match any file(s) known to git")).toBeUndefined();
    expect(missing('psql -U postgres harbor', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  role "postgres" does not exist\nIs the server running locally?')).toBeUndefined();
    expect(missing('kind-local get pods', 'zsh: command not found: kind-local')).toBeUndefined();
    // BSD sed quoting the file it took for its script: the mistake is `-i`, not a missing file.
    expect(missing(`sed -i 's/"version": "0.9.2"/"version": "0.9.3"/' vcpkg.json`, 'sed: 1: "vcpkg.json": invalid command code v')).toBeUndefined();
  });

  it('reads a script that complained itself as what failed, and wrong values of one flag as one mistake', () => {
    const usage = "usage: cook.py [-h] --platform {windows,linux,mac}\ncook.py: error: argument --platform: invalid choice: 'Win64' (choose from 'windows', 'linux', 'mac')";
    expect(readFailure('py -3.11 tools\\cook.py --platform Win64', usage)).toMatchObject({ invocation: { program: 'cook.py', wrappers: ['py'] }, missing: 'win64', missingFlag: '--platform' });
    // A stack trace that names the script is the interpreter's report, not the script's.
    expect(readFailure('node scripts/backfill.mjs', 'file:///home/dev/relay/scripts/backfill.mjs:3\nimport data from "./data.json" with { type: "json" };\nSyntaxError: Unexpected identifier')).toMatchObject({ invocation: { program: 'node' } });
  });

  it('reads Windows line endings and PowerShell 5.1\'s missing && as one mistake each, whatever ran', () => {
    const crlf = readFailure('./bin/release-notes.sh', '/usr/bin/env: ‘bash\\r’: No such file or directory');
    expect(crlf).toMatchObject({ failureClass: 'platform', key: 'crlf line endings' });
    expect(failureSignature(crlf)).toBe(signature('bash bin/seed.sh', "bin/seed.sh: line 2: $'\\r': command not found"));
    const chained = (command: string, at: number) => readFailure(command, `At line:1 char:${at}\n+ ${command}\n+        ~~\nThe token '&&' is not a valid statement separator in this version.`);
    expect(chained('npm ci && npm run build', 8)).toMatchObject({ invocation: { program: 'powershell' }, failureClass: 'platform', key: 'no &&' });
    expect(failureSignature(chained('npm ci && npm run build', 8))).toBe(failureSignature(chained('git add -A && git commit -m x', 12)));
    // Line endings as bash's "bad interpreter" shows them.
    expect(failureSignature(readFailure('./gradlew test', '/usr/bin/bash: line 1: ./gradlew: /bin/sh^M: bad interpreter: No such file or directory'))).toBe(failureSignature(crlf));
  });

  it('reads a POSIX shell\'s variables and aliases given to PowerShell as one mistake each', () => {
    const notRecognized = (term: string) => `${term}: The term '${term}' is not recognized as a name of a cmdlet, function, script file, or executable program.`;
    const env = [
      readFailure('SPRING_PROFILES_ACTIVE=local ./gradlew bootRun', notRecognized('SPRING_PROFILES_ACTIVE=local')),
      readFailure('export VAULT_ADDR=https://vault:8200', notRecognized('export')),
      readFailure('env SKAFFOLD_DEFAULT_REPO=acr.io skaffold build', notRecognized('env')),
    ];
    expect(env.map((failure) => failure.key)).toEqual(['no posix env', 'no posix env', 'no posix env']);
    // `source .venv/bin/activate` is another lesson (Windows venvs have Scripts\Activate.ps1).
    expect(failureSignature(readFailure('source .venv/bin/activate', notRecognized('source')))).not.toBe(failureSignature(env[1]!));
    const aliases = [
      readFailure('rm -rf build', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'."),
      readFailure('rm -r -f apps/portal/.next', "Remove-Item : Parameter cannot be processed because the parameter name 'f' is ambiguous. Possible matches include: -Filter -Force."),
    ];
    expect(new Set(aliases.map(failureSignature)).size).toBe(1);
    expect(aliases[0]).toMatchObject({ failureClass: 'platform', key: 'cmdlet alias remove-item' });
    // Another cmdlet behind another alias is another lesson.
    const curl = readFailure('curl -X POST http://localhost:3000/v1/orders', "Invoke-WebRequest: A parameter cannot be found that matches parameter name 'X'.");
    expect(curl).toMatchObject({ failureClass: 'platform', key: 'cmdlet alias invoke-webrequest' });
    expect(failureSignature(curl)).not.toBe(failureSignature(aliases[0]!));
    // Windows PowerShell 5.1's `curl -H "…"` cannot give a string to Invoke-WebRequest's -Headers.
    const headers = readFailure('curl -H "Authorization: Bearer x" https://api.github.com/user', 'Invoke-WebRequest : Cannot bind parameter \'Headers\'. Cannot convert the "Authorization: Bearer x" value of type "System.String" to type "System.Collections.IDictionary".');
    expect(headers.key).toBe(curl.key);
    // A correction names the cmdlet it is about, and only that one.
    expect(spokenFailureKeys('in powershell rm is Remove-Item: Remove-Item -Recurse -Force build')).toEqual(['cmdlet alias remove-item']);
    expect(spokenFailureKeys('curl here is Invoke-WebRequest in disguise, use curl.exe && jq')).toEqual(['cmdlet alias invoke-webrequest', 'no &&']);
    // A program PowerShell does not know is still that program not found.
    expect(readFailure('gh pr create', notRecognized('gh'))).toMatchObject({ failureClass: 'not-found', invocation: { program: 'gh' } });
  });

  it('reads past a build tool saying a step failed to the line that says why', () => {
    const wrapper = 'ERROR: /home/dev/quarry/services/api/BUILD.bazel:4:11: GoCompilePkg services/api/api.a failed: (Exit 1): builder failed: error executing GoCompilePkg command (from target //services/api:api)';
    const hint = 'Use --verbose_failures to see the command lines of failed build steps.';
    const missingDeps = readFailure('bazelisk build //services/api/...', `${wrapper}\ncompilepkg: missing strict dependencies:\n\tservices/api/handler.go: import of "example.com/quarry/pkg/geo"\n${hint}`);
    const undefinedField = readFailure('bazelisk build //services/api/...', `${wrapper}\nservices/api/handler.go:88:15: undefined: apiv1.EtaWindow\n${hint}`);
    expect(missingDeps.key).toBe('compilepkg: missing strict dependencies:');
    expect(undefinedField.key).toContain('undefined: apiv<n>.etawindow');
    expect(failureSignature(missingDeps)).not.toBe(failureSignature(undefinedField));
    const make = readFailure('make build', "make: *** [Makefile:12: build] Error 2\ncc: error: unrecognized command-line option '-fno-plt'");
    expect(make.key).toContain('unrecognized command-line option');
  });

  it('reads sudo that may not be used as sudo refused, whatever it ran', () => {
    const a = readFailure('sudo dnf install -y zstd', 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper');
    const b = readFailure('sudo mkdir -p /opt/helix/refs', 'dev is not in the sudoers file.  This incident will be reported.');
    expect(a).toMatchObject({ invocation: { program: 'sudo' }, failureClass: 'refused', blamesCommand: true });
    expect(failureSignature(a)).toBe(failureSignature(b));
  });

  it('reads BSD head\'s "illegal line count" as a usage error', () => {
    expect(readFailure('head -n -1 data.csv', 'head: illegal line count -- -1')).toMatchObject({ failureClass: 'usage', blamesCommand: true });
  });

  it('reads a script\'s missing interpreter as the missing program (BusyBox: "env: can\'t execute \'bash\'")', () => {
    expect(readFailure('./scripts/ci/check_migrations.sh', "env: can't execute 'bash': No such file or directory")).toMatchObject({ failureClass: 'not-found', invocation: { program: 'bash' } });
    expect(signature('./scripts/ci/check_migrations.sh', "env: can't execute 'bash': No such file or directory")).toBe(signature('bash scripts/ci/run.sh', '/bin/sh: bash: not found'));
  });

  it('reads a Java tool\'s unrecognized option as that flag, whichever name of the script ran it', () => {
    const error = 'Exception in thread "main" joptsimple.UnrecognizedOptionException: zookeeper is not a recognized option';
    expect(signature('kafka-topics.sh --zookeeper localhost:2181 --list', error)).toBe('kafka-topics|flag|--zookeeper');
    expect(signature('docker compose exec kafka kafka-topics --zookeeper zookeeper:2181 --describe', error)).toBe(signature('kafka-topics.sh --zookeeper localhost:2181 --list', error));
  });

  it('reads flyctl and the fly it installs as one tool', () => {
    const missingApp = 'Error: the config for your app is missing an app name, add an app field to the fly.toml file or specify with the -a flag';
    expect(signature('flyctl status', missingApp)).toBe(signature('fly status', missingApp));
  });

  it('reads env refusing an option from a script\'s #! line as env\'s failure, whichever script ran', () => {
    const coreutils = signature('./scripts/export_onnx.py --ckpt last.ckpt', "Exit code 125\n/usr/bin/env: invalid option -- 'S'\nTry '/usr/bin/env --help' for more information.");
    const busybox = signature('./workflow/scripts/summarise.py results/', 'env: unrecognized option: S\nBusyBox v1.36.1 multi-call binary.');
    expect(coreutils).toBe(signature('env -S uv run x.py', "/usr/bin/env: invalid option -- 'S'"));
    expect(busybox).toBe(coreutils);
    expect(readFailure('./scripts/sweep_summary.py runs/', "/usr/bin/env: invalid option -- 'S'")).toMatchObject({ invocation: { program: 'env' }, flag: '-S' });
  });

  it('reads a program called by a path that is not there as missing, in zsh and bash words', () => {
    for (const [command, text] of [
      ['vendor/bin/php-cs-fixer fix app', 'zsh: no such file or directory: vendor/bin/php-cs-fixer'],
      ['./vendor/bin/php-cs-fixer fix --dry-run', 'bash: ./vendor/bin/php-cs-fixer: No such file or directory'],
    ]) {
      expect(readFailure(command!, text!)).toMatchObject({ failureClass: 'not-found', blamesCommand: true, invocation: { program: 'php-cs-fixer' } });
    }
  });

  it('reads the program a runner or an interpreter was asked to run as the missing one', () => {
    const black = readFailure('uv run --directory backend black --check .', 'error: Failed to spawn: `black`\n  Caused by: No such file or directory (os error 2)');
    expect(black).toMatchObject({ failureClass: 'not-found', invocation: { program: 'black' } });
    expect(failureSignature(black)).toBe(signature('black backend/', 'zsh: command not found: black'));
    expect(readFailure('python3 -m pip install pytest-xdist', '/usr/bin/python3: No module named pip')).toMatchObject({ failureClass: 'not-found', invocation: { program: 'pip', wrappers: ['python3'] } });
    expect(readFailure('find api/build/libs -name "*.jar" -exec sha256sum {} +', 'find: sha256sum: No such file or directory')).toMatchObject({ failureClass: 'not-found', invocation: { program: 'sha256sum' } });
    expect(readFailure('git ls-files -z | xargs -0 -r dos2unix', 'xargs: dos2unix: No such file or directory')).toMatchObject({ failureClass: 'not-found', invocation: { program: 'dos2unix' } });
    // make runs a recipe's program itself; a file a recipe's program did not find is another problem.
    expect(readFailure('make test', 'docker compose exec -T php bin/phpunit\nmake: docker: No such file or directory\nmake: *** [Makefile:44: test] Error 127')).toMatchObject({ failureClass: 'not-found', invocation: { program: 'docker' } });
    expect(readFailure('make build', 'cat: notes.txt: No such file or directory\nmake: *** [Makefile:3: build] Error 1').failureClass).not.toBe('not-found');
    // A path find was given and did not find is a missing file, not a missing program.
    expect(readFailure('find build -name "*.jar"', 'find: build: No such file or directory').failureClass).toBe('missing-file');
    // A module the program imports is another problem.
    expect(readFailure('python app.py', 'ModuleNotFoundError: No module named requests')).toMatchObject({ failureClass: 'module', invocation: { program: 'python' } });
  });

  it('keeps failing builds apart unless they fail alike, whatever banner the build tool prints', () => {
    const build = (what: string) => `FAILURE: Build failed with an exception.\n\n* What went wrong:\n${what}\n\nBUILD FAILED in 4s`;
    const port = signature('./gradlew :api:bootRun', build("Execution failed for task ':api:bootRun'.\n> Web server failed to start. Port 8080 was already in use."));
    const jdk = signature('./gradlew build', build('Could not resolve all files for configuration: Dependency requires at least JVM runtime version 21. This build uses a Java 17 JVM.'));
    expect(port).not.toBe(jdk);
    const test = (name: string) => signature('pytest', `FAILED tests/test_api.py::${name} - AssertionError: assert 401 == 200`);
    expect(test('test_login')).not.toBe(signature('pytest', 'FAILED tests/test_db.py::test_migrate - sqlalchemy.exc.OperationalError: no such table: users'));
    expect(test('test_login')).toBe(test('test_login'));
    // Ninja's "FAILED: <target>" names the step, not what went wrong: a linker's undefined symbol and a compiler's error are two.
    const ninja = (target: string, error: string) => signature('cmake --build --preset linux-clang', `[412/988] Linking CXX executable ${target}\nFAILED: ${target}\n: && /usr/bin/clang++ -o ${target}\n${error}\nninja: build stopped: subcommand failed.`);
    expect(ninja('bin/editor', 'ld.lld: error: undefined symbol: lantern::render::ProbeGrid::bake()')).not.toBe(ninja('bin/editor', "src/render/probe.cpp:41:10: error: no matching function for call to 'bake'"));
    // Maven names the plugin, its version, the execution and the module: the plugin, its goal and what it said are the complaint.
    const maven = (module: string, plugin: string, said: string) => signature(`./mvnw -pl ${module} -am verify`,
      `[INFO] BUILD FAILURE\n[ERROR] Failed to execute goal ${plugin} (default) on project ${module}: ${said}`);
    const format = 'The following files had format violations:';
    expect(maven('sable-api', 'com.diffplug.spotless:spotless-maven-plugin:2.43.0:check', format))
      .toBe(maven('sable-batch', 'com.diffplug.spotless:spotless-maven-plugin:2.44.1:check', format));
    expect(maven('sable-api', 'com.diffplug.spotless:spotless-maven-plugin:2.43.0:check', format))
      .not.toBe(maven('sable-api', 'org.flywaydb:flyway-maven-plugin:10.17.3:migrate', 'Validate failed: Migrations have failed validation'));
  });

  it('keeps a tool\'s own error codes in an unexplained failure\'s key: they say which complaint it is', () => {
    const cabal = (code: string, detail: string) => signature('cabal build', `Error: [Cabal-${code}]\n${detail}`);
    const noTargets = cabal('7070', "No targets given and there is no package in the current directory. Use the target 'all' for all packages in the project.");
    const ambiguous = cabal('7076', "The run command is for running a single executable at once. The target 'moraine' refers to the package moraine-0.1.0.0 which includes the executables moraine-server and moraine-worker.");
    expect(noTargets).not.toBe(ambiguous);
    expect(noTargets).toBe(cabal('7070', 'No targets given and there is no package in the current directory.'));
  });

  it('reads a complaint with the tool\'s own error code as one problem whatever the subcommand', () => {
    // As a store that runs cabal build, test and haddock teaches its subcommands.
    const learned = learnSubcommands(['cabal build', 'cabal test', 'cabal haddock'].flatMap(parseCommand));
    const noTargets = (command: string) => withStoreSubcommands(learned, () => signature(command, 'Error: [Cabal-7136]\nNo targets given and there is no package in the current directory.'));
    expect(noTargets('cabal test')).toBe(noTargets('cabal haddock'));
    // A short complaint without one is the subcommand's own.
    const short = (command: string) => withStoreSubcommands(learned, () => signature(command, 'Error: build failed'));
    expect(short('cabal test')).not.toBe(short('cabal haddock'));
  });

  it('reads a refused connection with the port it was refused on: nothing on 5432 is not nothing on 5433', () => {
    const socket = signature('psql tern_dev -c "select 1"', 'psql: error: connection to server on socket "/tmp/.s.PGSQL.5432" failed: Connection refused\n\tIs the server running locally and accepting connections on that socket?');
    const tcp5432 = signature('psql "postgresql://tern@localhost/tern_dev"', 'psql: error: connection to server at "localhost" (::1), port 5432 failed: Connection refused');
    const tcp5433 = signature('psql -h localhost -p 5433 -U tern tern_dev', 'psql: error: connection to server at "localhost" (::1), port 5433 failed: Connection refused');
    expect(tcp5432).not.toBe(tcp5433);
    expect(tcp5432).toContain(':5432');
    expect(socket).toBe(tcp5432);
    // A log line's clock is no port: the refusals of two runs at two times are one.
    const logged = (time: string) => signature('mix test', `${time} [error] Postgrex.Protocol (#PID<0.312.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused`);
    expect(logged('09:14:02.517')).toBe('mix|network|connection refused :5432');
    expect(logged('08:24:11.902')).toBe(logged('09:14:02.517'));
    // curl's "(7) Failed to connect … port N" is a refusal on that port, whichever host it named.
    const curl = (url: string, host: string, port: number) => signature(`curl -i ${url}`, `curl: (7) Failed to connect to ${host} port ${port} after 0 ms: Couldn't connect to server`);
    expect(curl('http://127.0.0.1:3000/api/events', '127.0.0.1', 3000)).toBe('curl|network|connection refused :3000');
    expect(curl('localhost:3000/health', 'localhost', 3000)).toBe(curl('http://127.0.0.1:3000/api/events', '127.0.0.1', 3000));
    expect(curl('http://127.0.0.1:8000/api/events', '127.0.0.1', 8000)).not.toBe(curl('localhost:3000/health', 'localhost', 3000));
  });

  it('reads a library dune cannot find and a crate rustc cannot find as that module missing', () => {
    const dune = (library: string) => signature('dune build', `File "lib/dune", line 4, characters 31-39:\n4 |  (libraries dream caqti-lwt ${library})\nError: Library "${library}" not found.`);
    expect(dune('eio_main')).toBe('dune|module|module eio_main');
    expect(dune('eio_main')).not.toBe(dune('alcotest'));
    expect(signature('cargo build', "error[E0463]: can't find crate for `serde`")).toContain('module serde');
  });

  it('reads a native library the linker cannot find as that library missing, in ld64, GNU ld, lld and MSVC words; not as the network its "-lssl" spells', () => {
    const mac = "ld: warning: search path '/opt/homebrew/lib' not found\nld: library 'ssl' not found\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\nError: execution of command failed with exit status 1: cc \"${@}\" -o /Users/ana/.cache/crystal/spec.tmp -lyaml `pkg-config --libs --silence-errors libssl || printf %s '-lssl -lcrypto'` -lpcre2-8";
    expect(signature('crystal spec', mac)).toBe('crystal|module|library ssl');
    expect(signature('shards build vole', 'ld: library not found for -lssl\nclang: error: linker command failed with exit code 1')).toBe('shards|module|library ssl');
    const gnu = (library: string) => signature('crystal build src/app.cr --release --static', `/usr/bin/ld: cannot find -l${library}: No such file or directory\ncollect2: error: ld returned 1 exit status`);
    expect(gnu('gc')).toBe('crystal|module|library gc');
    expect(gnu('gc')).not.toBe(gnu('pcre2-8'));
    expect(signature('cargo build --release', 'error: linking with `cc` failed: exit status: 1\n  = note: ld.lld: error: unable to find library -lpq')).toBe('cargo|module|library pq');
    expect(signature('cargo build', "LINK : fatal error LNK1181: cannot open input file 'libssl.lib'")).toBe('cargo|module|library libssl');
  });

  it('keys a missing file the command did not name by the file the error says it looked for', () => {
    const npm = (command: string, folder: string) => signature(command, `npm error code ENOENT\nnpm error syscall open\nnpm error path ${folder}/package.json\nnpm error errno -2\nnpm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '${folder}/package.json'`);
    expect(npm('npm install', '/home/yuki/pika')).toBe('npm|missing-file|missing file package.json');
    expect(npm('npm run deploy --prefix assets', '/Users/kai/pika/assets')).toBe(npm('npm install', '/home/yuki/pika'));
    const gleam = (command: string) => signature(command, 'error: File IO failure\n\nAn error occurred while trying to read this file:\n\n    /home/dev/tern/gleam.toml\n\nThe error message from the file IO library was:\n\n    No such file or directory (os error 2)');
    expect(gleam('gleam add gleam_httpc')).toBe('gleam|missing-file|missing file gleam.toml');
    expect(gleam('gleam run -m tern/seed')).toBe(gleam('gleam test'));
    // A file named on a line that does not say it is missing is not the one looked for.
    expect(signature('pnpm --filter @tidepool/db exec prisma migrate dev', 'Prisma schema loaded from prisma/schema.prisma\nError: Prisma schema validation - (get-config wasm)\nerror: Environment variable not found: DATABASE_URL.')).not.toContain('schema.prisma');
  });

  it('reads a changed host key as a host to trust again, and a path with "haproxy" in it as no proxy', () => {
    const hostKey = readFailure('uv run ansible -i inventories/staging/hosts.yml stg-web-03 -m ansible.builtin.ping',
      'stg-web-03 | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via ssh: Host key verification failed.",\n    "unreachable": true\n}');
    expect(hostKey).toMatchObject({ failureClass: 'auth', key: 'host key' });
    const yaml = readFailure('uv run ansible-playbook --syntax-check playbooks/site.yml',
      "ERROR! We were unable to read either as JSON nor YAML, these are the errors we got from each:\nSyntax Error while loading YAML.\n  mapping values are not allowed in this context\n\nThe error appears to be in '/home/dev/ibis/roles/haproxy/tasks/main.yml': line 14, column 18");
    expect(yaml.failureClass).not.toBe('network');
    expect(readFailure('go mod download', 'proxyconnect tcp: dial tcp 10.0.0.1:3128: connect: no route to host').failureClass).toBe('network');
    // Ansible's recap counts unreachable hosts ("unreachable=0"): a task that failed is no network trouble.
    const sudo = readFailure('uv run ansible-playbook -i inventories/staging/hosts.yml playbooks/users.yml --check --limit stg-db-01',
      'PLAY [all] ***\n\nTASK [Gathering Facts] ***\nfatal: [stg-db-01]: FAILED! => {"msg": "Missing sudo password"}\n\nPLAY RECAP ***\nstg-db-01 : ok=0    changed=0    unreachable=0    failed=1    skipped=0');
    expect(sudo.failureClass).not.toBe('network');
  });

  it('reads either of GitHub\'s refusals of a push to a protected branch as one', () => {
    const gh006 = signature('git push --force origin main', 'remote: error: GH006: Protected branch update failed for refs/heads/main.');
    const gh013 = signature('git push -f origin HEAD:main', 'remote: error: GH013: Repository rule violations found for refs/heads/main.');
    expect(gh013).toBe(gh006);
  });

  it('reads the flag a refusal names on a later line, so a refused force push is not a refused push of a tag', () => {
    const refused = (ref: string, rule: string) => `remote: error: GH006: Protected branch update failed for refs/heads/${ref}.\nremote: \nremote: - ${rule}\nTo github.com:acme/app.git\n ! [remote rejected] ${ref} -> ${ref} (protected branch hook declined)\nerror: failed to push some refs to 'github.com:acme/app.git'`;
    const force = readFailure('git push --force origin main', refused('main', 'Cannot force-push to this branch'));
    expect(force).toMatchObject({ failureClass: 'refused', flag: '--force' });
    expect(signature('git push -f origin HEAD:main', refused('main', 'Cannot force-push to this branch'))).toBe(failureSignature(force));
    expect(signature('git push --force-with-lease origin staging', refused('staging', 'Cannot force-push to this branch'))).toBe(failureSignature(force));
    const rules = "remote: error: GH013: Repository rule violations found for refs/tags/v0.4.1.\nremote: \nremote: - Cannot create ref due to creations being restricted.\nremote: \nTo github.com:acme/app.git\n ! [remote rejected] v0.4.1 -> v0.4.1 (push declined due to repository rule violations)";
    expect(signature('git push origin v0.4.1', rules)).not.toBe(failureSignature(force));
  });

  it("reads bash's [[ run by a POSIX shell as bash missing, as ash says it when bash itself is missing", () => {
    const bashMissing = signature('bash scripts/check-fmt.sh', '/bin/sh: bash: not found');
    expect(signature('sh scripts/check-fmt.sh', 'scripts/check-fmt.sh: line 7: [[: not found')).toBe(bashMissing);
    expect(signature('[[ "$BRANCH" == "main" ]] && make deploy', '/bin/sh: [[: not found')).toBe(bashMissing);
    expect(signature('sh scripts/ci/size.sh build/app.bin', 'scripts/ci/size.sh: line 7: [[: not found\nscripts/ci/size.sh: line 14: syntax error: unexpected "(" (expecting "then")')).toBe(bashMissing);
    // A file that is not there is another problem.
    expect(signature('sh scripts/check-fmt.sh', 'sh: 0: cannot open scripts/check-fmt.sh: No such file')).not.toBe(bashMissing);
  });

  it("reads BSD make choking on a GNU Makefile as one platform mistake, whichever target was asked for", () => {
    const bsd = (target: string, line: number, complaint: string) => readFailure(`make ${target}`, `make: "/home/dev/app/Makefile" line ${line}: ${complaint}\nmake: Fatal errors encountered -- cannot continue\nmake: stopped in /home/dev/app`);
    const lint = bsd('lint', 9, 'Invalid line type');
    expect(lint).toMatchObject({ failureClass: 'platform', blamesCommand: true });
    expect(failureSignature(bsd('test', 17, 'Need an operator'))).toBe(failureSignature(lint));
    expect(failureSignature(bsd('build', 3, 'Missing dependency operator'))).toBe(failureSignature(lint));
    // GNU make's own complaint about a target is another problem.
    expect(failureSignature(readFailure('make lint', "make: *** No rule to make target 'lint'.  Stop."))).not.toBe(failureSignature(lint));
  });

  it('tells a database server that is not there from a refused password and from a failing test', () => {
    const socket = 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?';
    expect(readFailure('psql -U app app', socket)).toMatchObject({ failureClass: 'daemon', blamesCommand: false });
    expect(readFailure('mysql -u root app', "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/tmp/mysql.sock' (2)").failureClass).toBe('daemon');
    const password = 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  password authentication failed for user "app"';
    expect(readFailure('psql -h localhost -U app app', password).failureClass).toBe('auth');
    // "failed" in lower case is no test run's FAILED.
    expect(readFailure('pytest', 'FAILED tests/test_a.py::test_x - assert 1 == 2').failureClass).toBe('code');
    expect(readFailure('curl https://x', 'curl: (7) Failed to connect to x port 443').failureClass).toBe('network');
  });

  it('names the wrapper when the wrapper is what is missing', () => {
    expect(readFailure('sudo chown -R node /w', '/bin/sh: sudo: not found').invocation?.program).toBe('sudo');
  });

  it('reads the flag an option error is about, in its canonical spelling', () => {
    expect(readFailure("grep -oP 'x' f", 'grep: invalid option -- P\nusage: grep [-abc]')).toMatchObject({ failureClass: 'invalid-option', flag: '--perl-regexp' });
    expect(readFailure("date -d '+7 days'", 'date: illegal option -- d')).toMatchObject({ flag: '--date' });
    expect(readFailure("find . -printf '%p'", 'find: -printf: unknown primary or operator')).toMatchObject({ flag: '-printf' });
  });

  it('gives BSD sed\'s different complaints about -i one signature, apart from a real script typo', () => {
    const a = signature("sed -i 's/1/2/' package.json", 'sed: 1: "package.json": extra characters at the end of p command');
    const b = signature("sed -i 's|a|b|' Makefile", 'sed: 1: "Makefile": invalid command code M');
    expect(signature("sed -i 's/8080/8081/' api/application.yml", 'sed: 1: "api/application.yml": command a expects \\ followed by text')).toBe(a);
    const typo = signature("sed 's/foo/bar' config.ini", "sed: -e expression #1, char 9: unterminated `s' command");
    expect(a).toBe(b);
    expect(typo).not.toBe(a);
    // A script that is wrong whatever the platform is not the -i lesson: GNU's own complaint, or BSD's
    // from a command that already gave -i its suffix.
    expect(readFailure(`sed -i 's/version = "1"/version = "2"' Cargo.toml`, "sed: -e expression #1, char 38: unterminated `s' command")).toMatchObject({ failureClass: 'code' });
    expect(readFailure("sed -i '' 's/0.5.0/0.5.1/ Cargo.toml'", 'sed: 1: "s/0.5.0/0.5.1/ Cargo.toml": bad flag in substitute command: \'C\'')).toMatchObject({ failureClass: 'code' });
    expect(readFailure("sed -i.bak 's/a/b' f.txt", 'sed: 1: "s/a/b": unterminated substitute in regular expression')).toMatchObject({ failureClass: 'code' });
    expect(readFailure("sed -i 's/a/b/' f.txt", 'sed: 1: "f.txt": invalid command code f')).toMatchObject({ failureClass: 'usage', flag: '--in-place' });
  });

  it('keys an unexplained failure by what it says went wrong, not by a log heading or a clock', () => {
    const dbt = (at: string, detail: string) => `${at}  Running with dbt=1.8.7\n${at}  Encountered an error:\n${detail}`;
    const target = signature('dbt build --target development', dbt('13:38:02', "Runtime Error\n  The profile 'fjordline' does not have a target named 'development'."));
    const deps = signature('dbt run --target dev', dbt('09:01:12', 'Compilation Error\n  dbt found 1 package(s) specified in packages.yml, but only 0 package(s) installed'));
    expect(target).not.toBe(deps);
    expect(target).toBe(signature('dbt build --target development', dbt('17:02:45', "Runtime Error\n  The profile 'fjordline' does not have a target named 'development'.")));
    // A name in quotes is this time's name, and a kind of error alone on its line is a title.
    expect(signature('dbt run --target local', dbt('10:00:01', "Runtime Error\n  The profile 'fjordline' does not have a target named 'local'."))).toBe(target);
    // One specific complaint is one problem, whatever the subcommand.
    const fly = 'Error: the config for your app is missing an app name, add an app field to the fly.toml file or specify with the -a flag';
    expect(signature('fly deploy --remote-only', fly)).toBe(signature('fly secrets list', fly));
  });

  it('reads BSD getopt\'s "illegal option -- -" as the long flag the command passed', () => {
    const usage = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
    expect(readFailure("stat --format='%Y' db.sqlite3", `stat: illegal option -- -\n${usage}`)).toMatchObject({ failureClass: 'invalid-option', flag: '--format' });
    expect(signature("stat --format='%Y' db.sqlite3", `stat: illegal option -- -\n${usage}`)).toBe(signature('stat -c %s a.js', `stat: illegal option -- c\n${usage}`));
  });

  it('reads a stopped Podman machine as one failure, whatever podman was asked to do', () => {
    const stopped = 'Cannot connect to Podman. Please verify your connection to the Linux system using `podman system connection list`, or try `podman machine init` and `podman machine start` to manage a new Linux VM\nError: unable to connect to Podman socket: failed to connect: dial tcp 127.0.0.1:50523: connect: connection refused';
    expect(readFailure('podman ps', stopped)).toMatchObject({ failureClass: 'daemon', blamesCommand: false });
    expect(signature('podman build -t api:dev .', stopped)).toBe(signature('podman push quay.io/acme/api:1', stopped));
    expect(signature('podman ps', stopped)).not.toBe(signature('docker ps', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?'));
  });

  it('sees the target or script that is not there', () => {
    expect(readFailure('make test', "make: *** No rule to make target 'test'.  Stop.")).toMatchObject({ failureClass: 'no-such-target', blamesCommand: true });
    expect(signature('make test', "make: *** No rule to make target 'test'.  Stop.")).toBe(signature('make tests', "make: *** No rule to make target 'tests'.  Stop."));
    expect(readFailure('pnpm run lint', ' ERR_PNPM_NO_SCRIPT  Missing script: lint')).toMatchObject({ failureClass: 'no-such-target' });
  });

  it('reads zsh finding no match for an unquoted glob as one mistake, whatever command it was given to', () => {
    const extra = readFailure('poetry add great-expectations[gcp]', 'zsh: no matches found: great-expectations[gcp]');
    expect(extra).toMatchObject({ failureClass: 'usage', blamesCommand: true });
    expect(failureSignature(extra)).toBe(signature('gcloud storage ls gs://raw/dt=2026-03-1*/', '(eval):1: no matches found: gs://raw/dt=2026-03-1*/'));
    expect(failureSignature(extra)).not.toBe(signature('poetry add pandas', 'Could not find a matching version of package pandas'));
  });

  it('reads fish refusing a POSIX shell\'s syntax as one mistake, whatever command it was given; not a command fish cannot find', () => {
    const status = readFailure('bb test; echo $?', 'fish: $? is not the exit status. In fish, please use $status.\nbb test; echo $?\n                ^');
    expect(status).toMatchObject({ failureClass: 'platform', blamesCommand: true });
    expect(failureSignature(status)).toBe(signature('for f in migrations/*.sql; do echo $f; done', 'fish: Missing end to balance this for loop\nfor f in migrations/*.sql; do echo $f; done\n^~^'));
    expect(failureSignature(status)).toBe(signature("cat > a.sql <<'EOF'", "fish: Expected a string, but found a redirection\ncat > a.sql <<'EOF'\n             ^"));
    expect(readFailure('docker-compose ps', 'fish: Unknown command: docker-compose')).toMatchObject({ failureClass: 'not-found' });
    expect(failureSignature(status)).not.toBe(signature('bb test', "fish: Job 1, 'bb test' terminated by signal SIGSEGV (Address boundary error)"));
  });

  it('keys a subcommand the tool says it has none of by that name, even one the parser did not take for a subcommand', () => {
    // Homebrew's cargo, not rustup's proxy: "+nightly" is the unknown command, and it is not cargo as such.
    const plus = readFailure('cargo +nightly fmt --all', 'error: no such command: `+nightly`\n\n\tCargo does not handle `+toolchain` directives.\n\tDid you mean to invoke `cargo` through `rustup` instead?');
    expect(failureSignature(plus)).toBe('cargo|unknown-subcommand|+nightly');
    expect(failureSignature(plus)).not.toBe(signature('cargo watch -x check', 'error: no such command: `watch`'));
    // A wrong value of a flag is no subcommand: wrong values of one flag stay one mistake.
    const value = (given: string) => signature(`python3 tools/cook.py --platform ${given}`, `cook.py: error: argument --platform: invalid choice: '${given}' (choose from 'windows', 'mac')`);
    expect(value('macos')).toBe(value('Win64'));
  });

  it('reads a Windows script or program not found by its name, whether cmd, PowerShell or Git Bash says so', () => {
    const cmd = signature('cmd //c "RunUAT.bat BuildCookRun -project=C:\\marmot\\Marmot.uproject"', "'RunUAT.bat' is not recognized as an internal or external command,\noperable program or batch file.");
    expect(cmd).toBe('runuat|not-found|not found');
    expect(signature('.\\RunUAT.bat BuildCookRun -project=C:\\marmot\\Marmot.uproject', ".\\RunUAT.bat : The term '.\\RunUAT.bat' is not recognized as the name of a cmdlet, function, script file, or operable program.")).toBe(cmd);
    expect(signature('RunUAT.bat BuildCookRun -project=C:/marmot/Marmot.uproject', 'bash: RunUAT.bat: command not found')).toBe(cmd);
    expect(signature('vcpkg.exe install', "'vcpkg.exe' is not recognized as an internal or external command,\noperable program or batch file.")).toBe('vcpkg|not-found|not found');
  });

  it('reads a package Julia or R cannot load as a missing module, one problem per package, not a missing file', () => {
    const julia = (command: string, name: string) => readFailure(command, `ERROR: LoadError: ArgumentError: Package ${name} not found in current path.\n- Run \`import Pkg; Pkg.add("${name}")\` to install the ${name} package.\nStacktrace:\n  [1] macro expansion\n    @ ./loading.jl:2296 [inlined]`);
    expect(julia('julia --project=. test/runtests.jl', 'ReTestItems')).toMatchObject({ failureClass: 'module', key: 'module retestitems', blamesCommand: false });
    expect(failureSignature(julia('julia test/runtests.jl', 'ReTestItems'))).toBe(failureSignature(julia('julia --project=. test/runtests.jl', 'ReTestItems')));
    expect(failureSignature(julia('julia --project=. docs/make.jl', 'Documenter'))).not.toBe(failureSignature(julia('julia --project=. test/runtests.jl', 'ReTestItems')));
    expect(readFailure('Rscript analysis/fit.R', 'Error in library(brms) : there is no package called ‘brms’\nExecution halted')).toMatchObject({ failureClass: 'module', key: 'module brms' });
    // A key a dictionary lacks is the code's own error, not a package.
    expect(readFailure('julia --project=. -e \'ds["tas"]\'', 'ERROR: KeyError: key "tas" not found')).not.toMatchObject({ failureClass: 'module' });
  });

  it("reads a Perl module missing from @INC as a missing module of its distribution, whatever script or test needed it", () => {
    const locate = (command: string, file: string, module: string, at: string) => readFailure(command, `${at} .. Can't locate ${file} in @INC (you may need to install the ${module} module) (@INC entries checked: /etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.36.0 /usr/share/perl5) at ${at} line 4.\nBEGIN failed--compilation aborted at ${at} line 4.`);
    const mojo = locate('prove -lr t/', 'Mojo/Base.pm', 'Mojo::Base', 't/basic.t');
    expect(mojo).toMatchObject({ failureClass: 'module', key: 'module mojo', blamesCommand: false });
    expect(failureSignature(locate('prove -lr t/api/', 'Mojo/Base.pm', 'Mojo::Base', 't/api/orders.t'))).toBe(failureSignature(mojo));
    // Another distribution is another problem: Mojolicious is not Mojo, LWP is neither.
    expect(failureSignature(locate('prove -lr t/', 'Mojolicious/Commands.pm', 'Mojolicious::Commands', 't/cli.t'))).not.toBe(failureSignature(mojo));
    expect(failureSignature(locate('prove -lr t/', 'LWP/UserAgent.pm', 'LWP::UserAgent', 't/service/rates.t'))).not.toBe(failureSignature(mojo));
  });

  it('reads a version-control command run outside any repository as one mistake, whether the tool warns or stops', () => {
    const diff = signature('git diff Config/DefaultGame.ini', 'warning: Not a git repository. Use --no-index to compare two paths outside a working tree\nusage: git diff --no-index [<options>] <path> <path>');
    expect(diff).toBe(signature('git status', 'fatal: not a git repository (or any of the parent directories): .git'));
    expect(diff).toBe(signature('git rev-parse --short HEAD', 'fatal: not a git repository (or any parent up to mount point /mnt)\nStopping at filesystem boundary (GIT_DISCOVERY_ACROSS_FILESYSTEM not set).'));
    expect(readFailure('git log -1', 'fatal: not a git repository: /srv/app/.git')).toMatchObject({ failureClass: 'no-such-target', blamesCommand: true });
    expect(readFailure('hg status', "abort: no repository found in '/home/dev/marmot' (.hg not found)!")).toMatchObject({ failureClass: 'no-such-target' });
    expect(readFailure('svn update', "svn: E155007: '/home/dev/marmot' is not a working copy")).toMatchObject({ failureClass: 'no-such-target' });
    // A real usage mistake of git diff stays its own.
    expect(signature('git diff --stat=x', 'error: invalid argument to --stat\nusage: git diff [<options>] [<commit>] [--] [<path>...]')).not.toBe(diff);
  });

  it.each([
    ['docker build -t x .', 'ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 'daemon'],
    ['pip install httpx', "WARNING: Retrying (Retry(total=4)) after connection broken by 'ConnectTimeoutError(...)': /simple/httpx/", 'network'],
    ['git push origin main', ' ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs', 'rejected'],
    ['git rebase origin/main', 'CONFLICT (content): Merge conflict in src/cart.ts', 'conflict'],
    ['pnpm exec tsc --noEmit', "src/export.ts(41,7): error TS2322: Type 'string' is not assignable to type 'number'.", 'code'],
    ['python3 seed.py', "Traceback (most recent call last):\nModuleNotFoundError: No module named 'httpx'", 'module'],
    ['find /var/log -delete', 'find: /var/log/private: Permission denied', 'permission'],
    ['docker compose up -d', 'Bind for 0.0.0.0:5432 failed: port is already allocated', 'resource'],
  ])('does not blame the command for %s', (command, error, failureClass) => {
    expect(readFailure(command, error)).toMatchObject({ failureClass, blamesCommand: false });
  });

  it.each([
    ['pip install -r r.txt', 'error: externally-managed-environment', 'refused'],
    ['git push --force origin main', 'remote: error: GH006: Protected branch update failed for refs/heads/main.', 'refused'],
    ['yarn install', 'error This project\'s package.json defines "packageManager": "pnpm@9.1.0".', 'refused'],
    ['docker run acme/tool:1.4', 'exec /usr/local/bin/tool: exec format error', 'platform'],
    ['tail -f logs/api.log', 'Command timed out after 2m 0.0s', 'hang'],
  ])('blames the command for %s', (command, error, failureClass) => {
    expect(readFailure(command, error)).toMatchObject({ failureClass, blamesCommand: true });
  });
});
