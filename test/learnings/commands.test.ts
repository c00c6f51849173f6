// Reading commands without running them: the programs a command line runs, their subcommands and
// flags in one spelling, and which tools are variants of or alternatives to one another.
import { describe, expect, it } from 'vitest';
import { categoriesOf, familyOf, invocationSub, isKnownProgram, learnSubcommands, mainInvocation, misspeltProgram, parseCommand, ranInvocation, splitCommands, withStoreSubcommands } from '../../src/learnings/commands.js';

describe('splitting a command line', () => {
  it('separates commands on && || ; | & and newlines, keeping quoted text whole', () => {
    expect(splitCommands("cd app && npm ci || echo 'a && b'; git ls-files | xargs -0 -r rm &")).toEqual([
      ['cd', 'app'], ['npm', 'ci'], ['echo', 'a && b'], ['git', 'ls-files'], ['xargs', '-0', '-r', 'rm'],
    ]);
  });

  it('reads a Windows program by its name, without .exe, .bat, .cmd or .ps1', () => {
    expect(parseCommand('.\\external\\vcpkg\\vcpkg.exe install fmt')[0]).toMatchObject({ program: 'vcpkg', sub: 'install', dir: '.\\external\\vcpkg\\' });
    expect(parseCommand('RunUAT.bat BuildCookRun -project=C:\\marmot\\Marmot.uproject')[0]).toMatchObject({ program: 'runuat' });
    expect(parseCommand('.\\scripts\\build.ps1 -Configuration Release')[0]).toMatchObject({ program: 'build', dir: '.\\scripts\\' });
  });

  it('keeps a Windows path whole, and a shell escape an escape', () => {
    expect(splitCommands('py -3.11 tools\\cook.py --platform Win64')).toEqual([['py', '-3.11', 'tools\\cook.py', '--platform', 'Win64']]);
    expect(splitCommands('echo hello\\ world; grep foo\\.bar x')).toEqual([['echo', 'hello world'], ['grep', 'foo.bar', 'x']]);
  });

  it('skips here-document bodies, so a line of text is never read as a command', () => {
    expect(splitCommands("cat <<'EOF' > notes.md\n- item one\n- item two\nEOF\ngit add notes.md")).toEqual([
      ['cat', '>', 'notes.md'], ['git', 'add', 'notes.md'],
    ]);
    expect(parseCommand('cat <<EOF\n-\nEOF').map((invocation) => invocation.program)).toEqual(['cat']);
  });

  it('reads no program from words that cannot be one', () => {
    expect(parseCommand('-\n--\n123')).toEqual([]);
    expect(parseCommand('   ')).toEqual([]);
    expect(parseCommand(undefined)).toEqual([]);
  });
});

describe('reading an invocation', () => {
  it('finds the program past wrappers and variables, with its subcommand and canonical flags', () => {
    const [push] = parseCommand('FOO=1 sudo git push -f origin main');
    expect(push).toMatchObject({ program: 'git', sub: 'push', flags: ['--force'], wrappers: ['sudo'] });
    expect(parseCommand('npm i left-pad')[0]).toMatchObject({ program: 'npm', sub: 'install' });
    expect(parseCommand("grep -oP '\\d+' f")[0]!.flags).toEqual(['-o', '--perl-regexp']);
    expect(parseCommand('base64 -w0 f')[0]!.flags).toEqual(['--wrap']);
    expect(parseCommand("find . -printf '%p'")[0]!.flags).toEqual(['-printf']);
    expect(parseCommand('kubectl --context kind-local get pods')[0]).toMatchObject({ sub: 'get', flags: ['--context'] });
    expect(parseCommand('.venv/bin/pytest -x')[0]).toMatchObject({ program: 'pytest', dir: '.venv/bin/' });
  });

  it('reads the subcommand past rustup\'s toolchain (`cargo +nightly fmt`)', () => {
    expect(parseCommand('cargo +nightly fmt --all -- --check')[0]).toMatchObject({ program: 'cargo', sub: 'fmt' });
    expect(parseCommand('cargo +1.82 clippy --workspace')[0]).toMatchObject({ program: 'cargo', sub: 'clippy' });
  });

  it('reads a task named with dots as the subcommand, and a file name as an argument', () => {
    expect(parseCommand('mix deps.get')[0]).toMatchObject({ program: 'mix', sub: 'deps.get' });
    expect(parseCommand('MIX_ENV=test mix ecto.migrate --quiet')[0]).toMatchObject({ program: 'mix', sub: 'ecto.migrate', flags: ['--quiet'] });
    expect(parseCommand('make index.html')[0]!.sub).toBeUndefined();
    expect(parseCommand('just setup.py')[0]!.sub).toBeUndefined();
    expect(parseCommand('make i.e')[0]!.sub).toBeUndefined();
  });

  it('takes the last command that is not set-up as the one that did the work', () => {
    expect(mainInvocation(parseCommand('cd app && export X=1 && make test'))).toMatchObject({ program: 'make', sub: 'test' });
  });

  it('reads what a runner ran with its own subcommand and flags, the runner kept as a wrapper', () => {
    const [dbt] = parseCommand('uv run dbt build --select dim_customers --target dev');
    expect(dbt).toMatchObject({ program: 'uv', sub: 'run', args: ['dbt'], flags: [] });
    expect(ranInvocation(dbt!)).toMatchObject({ program: 'dbt', sub: 'build', flags: ['--select', '--target'], wrappers: ['uv'] });
    expect(ranInvocation(parseCommand('poetry run pytest -x tests/api')[0]!)).toMatchObject({ program: 'pytest', flags: ['-x'], wrappers: ['poetry'] });
    expect(ranInvocation(parseCommand('bundle exec sudo rails db:migrate')[0]!)).toMatchObject({ program: 'rails', wrappers: ['bundle', 'sudo'] });
  });

  it('reads past the `--` a runner is given before what it runs, and knows Carton as a runner', () => {
    expect(ranInvocation(parseCommand('uv run -- pytest -x tests/api')[0]!)).toMatchObject({ program: 'pytest', flags: ['-x'], wrappers: ['uv'] });
    expect(ranInvocation(parseCommand('carton exec -- prove -lr t/')[0]!)).toMatchObject({ program: 'prove', flags: ['-l', '-r'], wrappers: ['carton'] });
    expect(ranInvocation(parseCommand('carton exec -- morbo -w lib script/app')[0]!)).toMatchObject({ program: 'morbo', wrappers: ['carton'] });
    expect(parseCommand('carton install --deployment')[0]).toMatchObject({ program: 'carton', sub: 'install', flags: ['--deployment'] });
    // A script's own arguments after `--` are still its own: npm runs the script, not a program.
    expect(ranInvocation(parseCommand('npm run test -- --watch')[0]!)).toMatchObject({ program: 'npm', sub: 'run' });
  });

  it('reads past a name a runner runs as and its `--` (`aws-vault exec stage -- make apply`)', () => {
    // aws-vault's subcommands as a store that runs it teaches them (see learnSubcommands below).
    const [awsVault] = withStoreSubcommands({ of: new Map([['aws-vault', ['exec', 'login']]]), nesting: new Set() }, () => parseCommand('aws-vault exec osprey-stage -- make apply ENV=stage'));
    expect(ranInvocation(awsVault!)).toMatchObject({ program: 'make', sub: 'apply', wrappers: ['aws-vault'] });
    // A program before `--` is what runs, and what follows is its own.
    expect(ranInvocation(parseCommand('pnpm exec tsc -- --watch')[0]!)).toMatchObject({ program: 'tsc', wrappers: ['pnpm'] });
  });

  it('knows the C and C++ compilers, and a compiler named with its version as that compiler', () => {
    expect(isKnownProgram('g++')).toBe(true);
    expect(isKnownProgram('g++-13')).toBe(true);
    expect(isKnownProgram('clang++-17')).toBe(true);
    expect(familyOf('g++-13')).toBe('g++');
    expect(familyOf('clang-17')).toBe('clang');
    expect(isKnownProgram('gcc-toolset')).toBe(false);
  });

  it('skips the environment a runner runs in, to the program it runs', () => {
    expect(ranInvocation(parseCommand('conda run -n marram python scripts/qc.py')[0]!)).toMatchObject({ program: 'python', wrappers: ['conda'] });
    expect(ranInvocation(parseCommand('micromamba run --prefix /opt/env snakemake -n')[0]!)).toMatchObject({ program: 'snakemake', wrappers: ['micromamba'] });
    expect(ranInvocation(parseCommand('uv run --with rich python x.py')[0]!)).toMatchObject({ program: 'python', wrappers: ['uv'] });
    // mamba is conda's drop-in: its subcommands are conda's.
    expect(parseCommand('mamba env update -f environment.yml')[0]).toMatchObject({ program: 'mamba', sub: 'env' });
  });

  it('reads the command line another host, shell, container or pod runs, the outer program kept as a wrapper', () => {
    const programs = (command: string) => parseCommand(command).map((invocation) => `${[...invocation.wrappers, invocation.program].join('>')}${invocation.flags.length ? ` ${invocation.flags.join(',')}` : ''}`);
    expect(programs("ssh -p 2222 -i ~/.ssh/panel root@panel.local 'ps -ef | grep hmi'")).toEqual(['ssh -p,-i', 'ssh>ps -e,-f', 'ssh>grep']);
    expect(programs('ssh deploy@web1 systemctl restart nginx')).toEqual(['ssh', 'ssh>systemctl']);
    expect(programs(`ssh root@panel 'bash -c "journalctl -u hmi -n 50"'`)).toEqual(['ssh', 'ssh>bash -c', 'ssh>bash>journalctl -u,-n']);
    expect(programs(`bash -lc "grep -P 'E\\d+' app.log"`)).toEqual(['bash -l,-c', 'bash>grep --perl-regexp']);
    expect(programs("sg dialout -c 'pytest tests/rig'")).toEqual(['sg -c', 'sg>pytest']);
    expect(programs("kas-container shell kas/hmi.yml -c 'bitbake hmi-image'")).toEqual(['kas-container -c', 'kas-container>bitbake']);
    expect(programs('nix develop -c cabal build all')).toEqual(['nix -c', 'nix>cabal']);
    expect(programs('devenv shell -- elm-format --yes src/')).toEqual(['devenv', 'devenv>elm-format --yes']);
    expect(programs('devenv shell gleam test')).toEqual(['devenv', 'devenv>gleam']);
    expect(programs('devenv shell')).toEqual(['devenv']);
    // Compose's exec and run: what runs in the service, after compose's own flags and the service's name.
    expect(programs('docker compose -f docker-compose.ci.yml exec -T api curl -s localhost:3000/healthz').slice(1)).toEqual(['docker>curl --silent']);
    expect(programs('docker-compose exec -u postgres db psql -U vole').slice(1)).toEqual(['docker-compose>psql -U']);
    expect(programs('podman-compose run --rm -v ./out:/out builder crystal build --release').slice(1)).toEqual(['podman-compose>crystal --release']);
    expect(programs('docker compose up -d db redis')).toHaveLength(1);
    expect(programs('kubectl exec -it api-7c9 -- ps -ef')).toEqual(['kubectl -i,-t', 'kubectl>ps -e,-f']);
    // The container's name is not a program: `web` is where `ps` ran.
    expect(programs('docker exec -u root web ps -ef').slice(1)).toEqual(['docker>ps -e,-f']);
    expect(ranInvocation(parseCommand('docker exec -u root web ps -ef')[0]!).program).toBe('docker');
    // Nothing is nested in a plain ssh login or a shell running a script file.
    expect(programs('ssh root@panel')).toEqual(['ssh']);
    expect(programs('bash scripts/ci.sh')).toEqual(['bash']);
  });
});

describe('a version pinner before the program it runs', () => {
  it('reads `fvm flutter build` as flutter build, and fvm\'s own commands as fvm', () => {
    expect(mainInvocation(parseCommand('fvm flutter build apk --flavor staging'))).toMatchObject({ program: 'flutter', sub: 'build', wrappers: ['fvm'] });
    expect(mainInvocation(parseCommand('cd app && fvm dart run build_runner build'))).toMatchObject({ program: 'dart', wrappers: ['fvm'] });
    expect(mainInvocation(parseCommand('fvm install 3.24.5'))).toMatchObject({ program: 'fvm', args: ['install', '3.24.5'] });
  });
});

describe('variants and alternatives', () => {
  it('folds variants of one tool together', () => {
    expect(['gsed', 'sed'].map(familyOf)).toEqual(['sed', 'sed']);
    expect(['python3', 'python3.12', 'python'].map(familyOf)).toEqual(['python', 'python', 'python']);
    expect(['pip3', 'pip'].map(familyOf)).toEqual(['pip', 'pip']);
    expect(familyOf('docker-compose')).toBe('compose');
    expect(familyOf('gtimeout')).toBe('timeout');
    expect(familyOf('git')).toBe('git');
  });

  it('knows which tools do the same job', () => {
    expect(categoriesOf('bun')).toContain('js-package-manager');
    expect(categoriesOf('npm')).toContain('js-package-manager');
    expect(categoriesOf('curl')).toEqual(categoriesOf('wget'));
    expect(categoriesOf('mage')).toEqual(categoriesOf('make'));
    expect(categoriesOf('make')).toEqual(['task-runner']);
  });
});

describe('a program name typed with two letters swapped', () => {
  it.each([['pnmp', 'pnpm'], ['dokcer', 'docker'], ['pyhton', 'python'], ['kubeclt', 'kubectl'], ['terrafrom', 'terraform']])('reads %j as %j', (typed, program) => {
    expect(misspeltProgram(typed)).toBe(program);
  });

  it.each(['docker', 'pets', 'nets', 'veal', 'form', 'tset', 'main', 'build'])('leaves %j alone: a program, a word people write, or no swap of one', (word) => {
    expect(misspeltProgram(word)).toBeUndefined();
  });
});

describe('subcommands a store teaches', () => {
  const commands = [
    'dune build', 'dune test --force', 'dune exec garganey -- --port 8080', 'dune build @fmt --auto-promote',
    'sf project deploy start --source-dir force-app', 'sf apex run test --wait 10', 'sf org create scratch -f config/def.json',
    // Runners of other tools, a shell built-in, a tool rulesweep knows and one run once teach nothing.
    'lando drush cr', 'lando start', 'lando drush status', 'drush cr',
    'cd frontend && npm ci', 'cd api && cargo build',
    'grep -rn foo src', 'grep bar lib',
    'omigrate up',
  ];

  it('learns that a tool rulesweep has no list for takes subcommands, from how the store runs it', () => {
    const learned = learnSubcommands(commands.flatMap(parseCommand));
    expect(learned.of.get('dune')).toEqual(['build', 'test', 'exec']);
    expect(learned.of.get('sf')).toEqual(['project', 'apex', 'org']);
    expect([...learned.of.keys()].sort()).toEqual(['dune', 'sf']);
  });

  it('learns that a subcommand takes its own when the store ran one with two (`sf project deploy`, `sf project retrieve`)', () => {
    const learned = learnSubcommands([...commands, 'sf project retrieve start -m ApexClass:Invoice', 'sf project delete source -m ApexClass:Old'].flatMap(parseCommand));
    expect([...learned.nesting]).toEqual(['sf']);
    const sub = (command: string) => withStoreSubcommands(learned, () => invocationSub(parseCommand(command)[0]!));
    expect(sub('sf project deploy start --source-dir force-app')).toBe('project deploy');
    expect(sub('sf project delete source --target-org smew-uat')).toBe('project delete');
    expect(sub('dune exec bin/main.exe')).toBe('exec');
  });

  it('reads a command with them only while they are in force', () => {
    expect(parseCommand('dune exec bin/main.exe')[0]).toMatchObject({ program: 'dune', args: ['exec', 'bin/main.exe'] });
    expect(parseCommand('dune exec bin/main.exe')[0]?.sub).toBeUndefined();
    const read = withStoreSubcommands(learnSubcommands(commands.flatMap(parseCommand)), () => parseCommand('dune exec bin/main.exe')[0]);
    expect(read).toMatchObject({ program: 'dune', sub: 'exec', args: ['bin/main.exe'] });
    expect(parseCommand('dune exec bin/main.exe')[0]?.sub).toBeUndefined();
  });
});
