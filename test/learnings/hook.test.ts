// What a hook payload becomes: the fixtures in test/fixtures/hooks, the prompts that are
// corrections and the many that are not, and the commands that run tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFailure } from '../../src/learnings/failure-class.js';
import { decide, decideFromText, splitExitCode } from '../../src/learnings/hook.js';
import { readCorrection } from '../../src/learnings/correction-reading.js';
import { detectCorrection, MAX_CORRECTION_PROMPT, saysFirst } from '../../src/learnings/prompt-corrections.js';
import { isTestCommand } from '../../src/learnings/test-commands.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/hooks');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');

describe('hook payloads', () => {
  it('records a failed Bash call from Claude Code with its exit code, output, description and session', async () => {
    const decision = await decideFromText(fixture('claude-post-tool-use-failure-bash'));
    expect(decision.record).toBe(true);
    if (!decision.record) return;
    expect(decision.draft).toMatchObject({
      kind: 'failure',
      command: 'DATABASE_URL=postgres://shop:s3cretPassw0rd@db.internal:5432/shop npm run migrate',
      exitCode: 1,
      context: 'Run the database migrations',
      session: '9f2c1d7e-3b4a-4c5d-8e6f-0a1b2c3d4e5f',
      cwd: '/home/dev/shop',
      agent: 'claude-code',
      tags: ['bash'],
    });
    expect(decision.draft.error).toMatch(/^> shop@1.4.0 migrate/);
    expect(decision.draft.error).toMatch(/ECONNREFUSED/);
  });

  it('reads the exit code from CRLF output', async () => {
    const decision = await decideFromText(fixture('claude-post-tool-use-failure-not-found'));
    expect(decision).toMatchObject({ record: true, draft: { exitCode: 127, error: '(eval):1: command not found: timeout', command: 'timeout 30 ./scripts/sync.sh' } });
  });

  it('records a Codex Bash failure its output shows, though Codex gives no exit code', async () => {
    expect(await decideFromText(fixture('codex-post-tool-use-bash'))).toMatchObject({
      record: true,
      draft: { agent: 'codex', command: 'docker-compose up -d db', error: 'bash: line 1: docker-compose: command not found', session: '019a7c3e-2d41-7e90-b8a5-61f0c2d94e3b' },
    });
    const decision = await decideFromText(fixture('codex-post-tool-use-bash'));
    expect(decision.record && decision.draft.exitCode).toBeUndefined();
    expect(await decideFromText(fixture('codex-post-tool-use-bash-illegal-option'))).toMatchObject({ record: true, draft: { command: 'git ls-files | xargs -r wc -l' } });
    expect(await decideFromText(fixture('codex-post-tool-use-bash-permission'))).toMatchObject({ record: true, draft: { error: 'bash: line 1: ./scripts/deploy.sh: Permission denied' } });
    // Output that quotes an error is not one.
    expect(await decideFromText(fixture('codex-post-tool-use-bash-success'))).toEqual({ record: false, reason: 'no exit code, and the output shows no failure of the command' });
  });

  it('takes the exit code from Codex\'s unified exec text, and only the output after its header', async () => {
    expect(await decideFromText(fixture('codex-post-tool-use-exec-exit-code'))).toMatchObject({
      record: true,
      draft: { agent: 'codex', command: 'docker-compose up -d db', exitCode: 127, error: 'bash: line 1: docker-compose: command not found' },
    });
    const succeeded = JSON.parse(fixture('codex-post-tool-use-exec-exit-code')) as Record<string, unknown>;
    succeeded.tool_response = 'Chunk ID: 3f9a1c\nWall time: 0.0210 seconds\nProcess exited with code 0\nOriginal token count: 9\nOutput:\nbash: line 1: pytest: command not found\n';
    expect(await decide(succeeded)).toEqual({ record: false, reason: 'the call succeeded' });
  });

  it('records a failed PowerShell call from Claude Code, read as a missing program', async () => {
    const decision = await decideFromText(fixture('claude-post-tool-use-failure-powershell'));
    expect(decision).toMatchObject({ record: true, draft: { kind: 'failure', command: 'docker-compose up -d db', exitCode: 1, tags: ['powershell'], context: 'Start the database container' } });
    if (!decision.record) return;
    expect(readFailure(decision.draft.command, decision.draft.error)).toMatchObject({ failureClass: 'not-found', invocation: { program: 'docker-compose' } });
  });

  // Codex's Bash PostToolUse: the output as text, no exit code (openai/codex#42864).
  const codexOutput = (command: string, output: string) => decide({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command }, tool_response: output });
  it.each([
    ['date -d yesterday', 'date: illegal option -- d\nusage: date [-jnRu] [-r seconds] [+format]\n'],
    ['sed -i \'s/a/b/\' src/app.ts', 'sed: 1: "src/app.ts": invalid command code s\n'],
    ['ls build/', "ls: cannot access 'build/': No such file or directory\n"],
    ['cd build && make', 'bash: line 1: cd: build: No such file or directory\n'],
    ['npm run tset', 'npm error Missing script: "tset"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run\n'],
    ['make tset', "make: *** No rule to make target 'tset'.  Stop.\n"],
    ['git stauts', "git: 'stauts' is not a git command. See 'git --help'.\n"],
    ['pip install requests', 'error: externally-managed-environment\n\n× This environment is externally managed\n'],
    ['cargo biuld', 'error: no such command: `biuld`\n'],
    ['python3 manage.py migrate', "python3: can't open file '/home/dev/shop/manage.py': [Errno 2] No such file or directory\n"],
    ['find / -name app.conf 2>&1', "find: '/root': Permission denied\n/etc/app.conf\n"],
    ['git ls-files | xargs -r wc -l', 'xargs: illegal option -- r\n'],
    ['ls src | rg -P "\\d"', 'zsh: command not found: rg\n'],
    ['docker-compose up', "docker-compose : The term 'docker-compose' is not recognized as the name of a cmdlet, function, script file, or operable program.\n"],
  ])('records %j from its output alone', async (command, output) => {
    expect(await codexOutput(command, output)).toMatchObject({ record: true, draft: { command, error: output.trim() } });
  });

  it.each([
    ['ls', 'README.md\nsrc\n'],
    ['cat notes.md', 'sed: illegal option -- r\n'],
    ['cat build.log', 'error: externally-managed-environment\n'],
    ["grep -rn 'Permission denied' logs", 'logs/auth.log:3:open /etc/shadow: Permission denied\n'],
    ['tar czf /tmp/hosts.tgz /etc/hosts', "tar: Removing leading `/' from member names\n"],
    ['grep -P "a\\-b" notes.txt', 'grep: warning: stray \\ before -\na-b\n'],
    ['curl https://shop.invalid', 'curl: (6) Could not resolve host: shop.invalid\n'],
    ['python train.py', 'Traceback (most recent call last):\nModuleNotFoundError: No module named torch\n'],
    ['docker-compose ps | head', 'bash: line 1: docker-compose: command not found\n'],
    ['foo --version || echo missing', 'bash: foo: command not found\nmissing\n'],
    ['ls missing; echo done', "ls: cannot access 'missing': No such file or directory\ndone\n"],
    ['cat x &', 'cat: x: No such file or directory\n'],
    ['npm test', 'FAIL src/cart.test.ts\n  ● total › adds tax\n'],
    ['git log -1', "commit 3f9a1c2\nAuthor: Ana <ana@example.com>\n\n    git: 'stauts' is not a git command, so alias it\n"],
    ['ls', ''],
  ])('never records %j: a success, or output that may hide one', async (command, output) => {
    expect(await codexOutput(command, output)).toMatchObject({ record: false });
  });

  it('skips test runs, interrupts, other tools and successful calls', async () => {
    expect(await decideFromText(fixture('claude-post-tool-use-failure-test-run'))).toEqual({ record: false, reason: 'test runs are not captured' });
    expect(await decideFromText(fixture('claude-post-tool-use-failure-interrupted'))).toEqual({ record: false, reason: 'the user interrupted the call' });
    expect(await decideFromText(fixture('claude-post-tool-use-failure-edit'))).toEqual({ record: false, reason: 'Edit is not a shell tool' });
    expect(await decideFromText(fixture('claude-post-tool-use-success'))).toEqual({ record: false, reason: 'the call succeeded' });
  });

  it('records a correcting prompt and skips an ordinary one', async () => {
    expect(await decideFromText(fixture('claude-user-prompt-submit-correction'))).toMatchObject({
      record: true,
      draft: { kind: 'correction', tags: ['prompt'], correction: expect.stringMatching(/^no, use bun instead of npm/) },
    });
    expect(await decideFromText(fixture('claude-user-prompt-submit-ordinary'))).toEqual({ record: false, reason: 'the prompt is not a correction' });
  });

  it.each([
    ['', 'empty input'],
    ['   \n', 'empty input'],
    ['{"hook_event_name": "PostToolUseFailure", "tool_name": "Bash"', 'input is not JSON'],
    ['\u0000\u0001\u00ff binary', 'input is not JSON'],
    ['[1, 2]', 'input is not a JSON object'],
    ['"PostToolUseFailure"', 'input is not a JSON object'],
    ['null', 'input is not a JSON object'],
    ['{}', 'no hook_event_name'],
    ['{"hook_event_name": 42}', 'no hook_event_name'],
    ['{"hook_event_name": "SessionStart"}', 'SessionStart is not an event rulesweep learns from'],
    ['{"hook_event_name": "PostToolUseFailure"}', 'no tool_name'],
    ['{"hook_event_name": "PostToolUseFailure", "tool_name": "Bash"}', 'no command in tool_input'],
    ['{"hook_event_name": "PostToolUseFailure", "tool_name": "Bash", "tool_input": {"command": "  "}}', 'no command in tool_input'],
    ['{"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls"}}', 'the call succeeded'],
    ['{"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls"}, "tool_response": {"exit_code": 0}}', 'the call succeeded'],
    ['{"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls"}, "tool_response": {"exit_code": 2, "interrupted": true}}', 'the call succeeded'],
    ['{"hook_event_name": "UserPromptSubmit"}', 'no prompt'],
    ['{"hook_event_name": "UserPromptSubmit", "prompt": ["no, use uv"]}', 'no prompt'],
  ])('does not record %j (%s)', async (input, reason) => {
    expect(await decideFromText(input)).toEqual({ record: false, reason });
  });

  it('copes with odd value types', async () => {
    const decision = await decide({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'make' }, error: { code: 2, message: 'boom' } });
    expect(decision).toMatchObject({ record: true, draft: { command: 'make', error: '{"code":2,"message":"boom"}' } });
    expect(await decide({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'make' } })).toMatchObject({ record: true, draft: { command: 'make', error: '' } });
  });

  it('reads failures from string and flagged tool responses', async () => {
    const base = { hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'cargo build' } };
    expect(await decide({ ...base, tool_response: 'Exit code: 101\nerror[E0425]: cannot find value' })).toMatchObject({ record: true, draft: { exitCode: 101 } });
    expect(await decide({ ...base, tool_response: 'Exit code: 0\nFinished' })).toMatchObject({ record: false });
    expect(await decide({ ...base, tool_response: { is_error: true, stdout: 'oops' } })).toMatchObject({ record: true, draft: { error: 'oops' } });
    expect(await decide({ ...base, tool_response: { success: false, stderr: 'bad', stdout: 'ignored' } })).toMatchObject({ record: true, draft: { error: 'bad' } });
  });

  it('takes the agent name it is given over the guess', async () => {
    expect(await decideFromText(fixture('claude-post-tool-use-failure-bash'), { agent: 'opencode' })).toMatchObject({ draft: { agent: 'opencode' } });
  });
});

describe('splitExitCode', () => {
  it.each([
    ['Exit code 1\nboom', 1, 'boom'],
    ['Error: Exit code 2\r\nusage: x', 2, 'usage: x'],
    ['exit status 128 (signal)\nkilled', 128, 'killed'],
    ['Exit code 1', 1, 'Exit code 1'],
    ['command not found', undefined, 'command not found'],
  ])('%j', (input, exitCode, output) => {
    expect(splitExitCode(input)).toEqual(exitCode === undefined ? { output } : { exitCode, output });
  });
});

const readAll = (prompt: string) => detectCorrection(prompt)?.reading.mentions ?? [];

describe('detectCorrection', () => {
  it.each([
    // The first version's phrasings.
    'no, use uv instead of pip', 'No. Use pnpm here.', "nope, that's the wrong file", "no — don't touch the migrations",
    'Use bun instead of npm', 'please use rg instead of grep -r in scripts', 'Instead of mocking the database, use the test container',
    'run it with uv instead', 'use vitest, not jest', "don't commit the .env file", 'Don’t use console.log for errors',
    'do not amend pushed commits', 'Never use git push --force on main', 'stop adding comments to every line',
    'Actually, the config lives in config/app.yml', 'actually the port is 5433', 'remember: dates are UTC in this repo',
    'Remember to run date before writing the changelog', "that's wrong, the endpoint is /api/v2", 'This is not what I asked for',
    'wrong. Look at src/cart.ts', 'always run the linter before committing', 'we use tabs in Makefiles',
    // Terse, lower-case, typos, annoyed.
    'nope, uv', 'bun plz, the lockfile is bun.lock', 'uv only', 'xargs -r dosnt exist on mac fyi', 'whoa, no `git push -f` on main',
    'hold on, 0041 is already on main and applied in prod. leave it alone, write a 0045',
    'ALWAYS pass --context kind-local', 'no npm. bun install', 'use bun not npm!!', 'nah, pnpm',
    // Norms without "don't" or "instead".
    "we're on bun here", "that's the old compose syntax", 'pytest lives in .venv', "it's make check here", 'its python3 on these boxes',
    'the target is called check, not test', 'we switched from black to ruff format',
    // Other languages.
    'en mac no existe timeout, usa gtimeout', 'não use pip, aqui usamos uv', 'bitte docker compose statt docker-compose',
    'sur mac sed -i ne marche pas comme ça, utilise gsed', 'mac 上的 date 没有 -d 参数，用 gdate', 'wir verwenden hier pnpm, kein yarn',
    'tofu não terraform', 'nunca uses rm -rf, usa trash', '不要用 npm，我们用 pnpm', 'on utilise git switch ici, pas git checkout',
    // Obligations, "we're on X" in more languages, Italian, and English idioms for "gone" (blind halves E and F).
    'you have to add --platform linux/amd64 for paysim', 'wir sind hier auf pnpm, npm versteht das workspace-Protokoll nicht',
    'sui mac usiamo gsed, non sed -i', 'we dropped black, ruff format does that now', 'tac is a gnu coreutils thing, use tail -r',
    "script's called `types`", 'ci runs as root, ditch the sudo', "sur mac, stat n'a ni -c ni --format", "we're on postgres here. psql",
    'u forgot the profile again. acme-dev',
    'we are a pnpm shop: corepack enable && pnpm install', 'o compose v1 já era, usa docker compose', 'sha256sum is gnu coreutils, the mac has shasum -a 256',
  ])('%j is a correction', (prompt) => {
    expect(detectCorrection(prompt)?.level).toBe('correction');
  });

  it('reads what a correction says to avoid and to use, in any of its languages', async () => {
    const roles = (prompt: string) => detectCorrection(prompt)!.reading.mentions
      .filter((mention) => mention.role !== 'neutral')
      .map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('en mac no existe timeout, usa gtimeout')).toEqual(['avoid timeout', 'prefer gtimeout']);
    expect(roles('mac 上的 date 没有 -d 参数，用 gdate')).toEqual(['avoid date --date', 'prefer gdate']);
    expect(roles('bitte docker compose statt docker-compose')).toEqual(['prefer docker compose', 'avoid docker-compose']);
    expect(roles('whoa, no `git push -f` on main')).toEqual(['avoid git push --force']);
    expect(roles('nope, uv')).toEqual(['prefer uv']);
    // How things run here, in Russian, Polish, Italian, Indonesian: "через dnf", "przez tools/build.ps1".
    expect(roles('Это Fedora, пакеты ставим через dnf')).toEqual(['prefer dnf']);
    expect(roles('lint tutto passa per ./gradlew ktlintCheck')).toEqual(['prefer gradlew']);
    expect(roles('deploy selalu lewat kubectl apply -k, jangan helm')).toEqual(['prefer kubectl apply -k', 'avoid helm']);
    expect(roles('no -P on mac grep. rg')).toEqual(['avoid grep --perl-regexp', 'prefer rg']);
    // Vietnamese (its letters beyond Latin-1 are letters), Greek, Romanian, Danish and Norwegian, Catalan, Hungarian.
    expect(roles('đừng chạy cargo update trơn, chỉ cargo update -p serde thôi')).toEqual(['avoid cargo update']);
    expect(roles('yarn thay vì npm')).toEqual(['prefer yarn', 'avoid npm']);
    expect(roles('μην κάνεις git push --force στο develop')).toEqual(['avoid git push --force']);
    expect(roles('pe fedora e dnf, nu apt')).toEqual(['prefer dnf', 'avoid apt']);
    expect(roles('aldri terraform apply fra laptop')).toEqual(['avoid terraform apply']);
    expect(roles('no facis servir npm, fes servir pnpm')).toEqual(['avoid npm', 'prefer pnpm']);
    expect(roles('npm helyett pnpm, mindig')).toEqual(['avoid npm', 'prefer pnpm']);
    // "Remember" in any language asks for something every time: its "not" ("n'oublie pas") is no avoid.
    expect(roles('remember --context on every kubectl call')).toEqual(['prefer kubectl --context']);
    expect(roles('husk --context på hver eneste kubectl')).toEqual(['prefer kubectl --context']);
    expect(roles("n'oublie pas --context sur chaque kubectl")).toEqual(['prefer kubectl --context']);
    // A step that opens its clause, to take before another; "first" in more languages.
    expect(roles('that again? helm dependency build before lint, the common chart is not checked in')).toEqual(['prefer helm dependency']);
    expect(roles('never git push --force before asking')).toEqual(['avoid git push --force']);
    expect(roles('tflint --init først')).toEqual(['prefer tflint --init']);
    // A compiler with its version is what to use instead of the compiler.
    expect(roles('trên ubuntu box đó g++ mặc định là 11, phải dùng g++-13')).toEqual(['prefer g++-13']);
    // "just" before a verb in the past tense is an adverb, not the task runner.
    expect(roles('git clean -fdx just deleted .venv and out/. please never -x in this repo')).toEqual(['avoid git clean -x']);
    // "X, no -flag" says what X lacks, not "X instead of -flag".
    expect(roles('bsd find, no -printf. stat -f or gfind')).toEqual(['avoid find -printf', 'prefer stat -f', 'prefer gfind']);
    // Neither one nor the other.
    expect(roles("sur mac, stat n'a ni -c ni --format : c'est stat -f")).not.toContain('prefer stat --format');
    // Two programs as alternatives (programs the store saw fail count), and what is run through what.
    const known = new Set(['uvicorn', 'fastapi']);
    expect(readCorrection('the api runs via `make api`, stop starting uvicorn/fastapi by hand', known).mentions.map((mention) => `${mention.role} ${mention.program}`))
      .toEqual(['prefer make', 'avoid uvicorn', 'avoid fastapi']);
    // One word written as code is a program when the store saw it fail, though no list knows it.
    expect(readCorrection('Called `bazel`, which is not installed here; sorrel runs Bazel through `bazelisk`', new Set(['bazel', 'bazelisk'])).mentions
      .map((mention) => `${mention.role} ${mention.program ?? `term ${mention.args.join(' ')}`}`)).toEqual(['avoid bazel', 'neutral bazel', 'neutral bazelisk']);
    expect(roles('no npm/yarn here. pnpm')).toEqual(['avoid npm', 'avoid yarn', 'prefer pnpm']);
    // What to use said in words, what not to as code; "off the table", "no longer exists"; "like always".
    expect(roles('hold on, stash it instead of reset --hard. I had local work in there')).toEqual(['avoid git reset --hard']);
    expect(roles('reset --hard is off the table in this repo. git stash, or ask me')).toContain('avoid git reset --hard');
    expect(readAll('the Gradle task integrationTest no longer exists; it is called intTest').map((mention) => `${mention.role} ${mention.text}`)).toEqual(['neutral Gradle', 'avoid integrationTest', 'prefer intTest']);
    expect(roles('open the PR as a draft, like always: gh pr create --draft')).toEqual(['prefer gh pr --draft']);
    // How an agent reports its own mistake, and "not even" is no term.
    expect(roles('Planned a terraform destroy on staging; never destroy infrastructure without explicit approval from a person.')).toContain('avoid terraform destroy');
    // What an agent put forward is what it reports as wrong, too.
    expect(roles('Proposed kubectl delete pod in prod; leave stuck pods to Argo CD or the on-call.')).toEqual(['avoid kubectl delete']);
    expect(roles('Suggested git commit --no-verify to get past the hook; fix what the hook reports.')).toEqual(['avoid git commit --no-verify']);
    expect(roles('WHOA. never terraform destroy anything, not even staging. ask first')).toEqual(['avoid terraform destroy']);
    // Two flags named as one; "which" as a pronoun; exasperation before a parenthesis.
    expect(roles('sidekiq 7 has no -d/-L: run it in the foreground')).toEqual(['avoid -d', 'avoid -L']);
    expect(roles('Called bare `rspec`, which is not on PATH here; run specs with bin/rspec')).not.toContain('avoid which');
    expect(roles('helm --purge again (and --name): helm 3 takes the release name positionally')).toContain('avoid helm --purge');
    // A subcommand after the program's own flags and their values.
    expect(roles('db stuff reads .env.local — run it as pnpm --filter @tidepool/db with-env prisma migrate dev')).toContain('prefer pnpm with-env --filter');
    // A tool's name that is a subcommand of the program named beside it is that subcommand.
    expect(roles('NO composer update. install only, the lock stays as is')).toEqual(['avoid composer update', 'prefer composer install']);
    // The word after "not" is another subcommand of the program named before it.
    expect(roles('composer install, not update — update rewrites composer.lock')).toEqual(['prefer composer install', 'avoid composer update']);
    // A program's name used as a verb with its object is not the program.
    expect(roles('always open PRs as drafts: gh pr create --draft')).toEqual(['prefer gh pr --draft']);
    expect(roles("after a deploy it's horizon:terminate — queue:restart doesn't touch horizon's supervisors")).not.toContain('avoid touch');
    // A subcommand that is also a cue word; a build tool's goal; an artisan command.
    expect(roles('nope, uv run')).toEqual(['prefer uv run']);
    expect(roles('Run ./mvnw spotless:apply before committing')).toEqual(['prefer mvnw spotless:apply']);
    expect(roles('nada de FLUSHALL no redis, usa artisan cache:clear')).toEqual(['prefer artisan cache:clear']);
    // A mix task is named with dots: the flag after it is the task's.
    expect(roles('no mix deps.update --all please, one dep per PR')).toEqual(['avoid mix deps.update --all']);
    // Exasperation opening the sentence.
    expect(roles('again -n on git commit?? hooks run. always.')).toEqual(['avoid git commit --no-verify']);
    // A rebuke of what the agent did; "just" before a verb is an adverb; a flag to add.
    expect(roles('you committed with --no-verify?? the hooks exist for a reason')).toEqual(['avoid --no-verify']);
    expect(roles('and actually just use --profile profiles/slurm, it has everything')).toEqual(['prefer --profile']);
    expect(readCorrection('add -B /scratch').mentions.map((mention) => `${mention.role} ${mention.text}`)).toEqual(['prefer -B /scratch']);
    // An interjection is not a term ("whoa, no X" is not "whoa instead of X").
    expect(roles('whoa, no kubectl edit. that goes in values-dev.yaml')).toEqual(['avoid kubectl edit']);
    // "no X, no Y" lists two things to avoid, not "X instead of Y".
    expect(roles('CI runner is Alpine busybox ash: no bash, no arrays; keep scripts POSIX sh.')).toContain('avoid bash');
    // A flag a tool no longer has; a short flag's value written like a name; an environment runner.
    // (snakemake is a known tool: the flags are its own.)
    expect(readCorrection('Snakemake 8 removed --cluster; use --executor slurm').mentions.map((mention) => `${mention.role} ${[mention.program, ...mention.flags].filter(Boolean).join(' ')}`))
      .toEqual(['avoid snakemake --cluster', 'prefer snakemake --executor']);
    expect(readCorrection('always -A helix_lab on anything you submit').mentions.map((mention) => `${mention.role} ${mention.text}`)).toEqual(['prefer -A helix_lab']);
    expect(roles('nope. pixi run pytest')).toEqual(['prefer pixi run']);
    // "always" alone after the sentence; not before another one.
    expect(roles('--profile glacier-dev. always')).toEqual(['prefer --profile']);
    expect(roles('use npm. always check the lockfile')).toEqual(['prefer npm']);
    // "Without" opening the prompt is what to go without; inside a sentence it tells what was left out.
    expect(roles('sem --no-verify! se o hook reclamou, arruma o que ele apontou')).toEqual(['avoid --no-verify']);
    expect(roles('Merged with gh pr merge without --squash; always pass --squash.')).not.toContain('avoid --squash');
    // Ansible's own tools are programs.
    expect(roles('use ansible-vault view, never decrypt')).toEqual(['prefer ansible-vault view', 'avoid ansible-vault decrypt']);
    // A command alone in its clause, met with exasperation.
    expect(roles('whoa, --no-verify?? the hook told you exactly what was wrong')).toEqual(['avoid --no-verify']);
    expect(roles('ok. npm install?! there is a pnpm-lock.yaml')).toContain('avoid npm install');
    // A tool's name after an article and before a plain noun says whose thing it is.
    expect(readCorrection('btw dont pass the databricks token with -s on the command line', new Set(['databricks'])).mentions.map((mention) => `${mention.role} ${mention.text}`))
      .toEqual(['avoid -s']);
    // A CLI whose subcommands have subcommands takes the second one bare.
    expect(readAll('ran prisma migrate dev in CI — wrong; use prisma migrate deploy').map((mention) => `${mention.role} ${mention.text}`))
      .toEqual(['avoid prisma migrate dev', 'prefer prisma migrate deploy']);
    // A word no list knows, told to be run with a flag, is a program; a command said for a platform is what to run there.
    expect(roles('macOS has no nproc; use fooctl -n hw.ncpu.')).toEqual(['avoid nproc', 'prefer fooctl -n']);
    expect(roles('please use -n')).toEqual(['prefer -n']);
    expect(roles('sysctl -n hw.ncpu on mac')).toEqual(['prefer sysctl -n']);
  });

  it.each([
    ['uv pip install ではなく uv add で', ['avoid uv pip', 'prefer uv add']],
    ['npm 말고 pnpm 써', ['avoid npm', 'prefer pnpm']],
    ['npm yerine pnpm kullan', ['avoid npm', 'prefer pnpm']],
    ['gebruik pnpm, niet npm', ['prefer pnpm', 'avoid npm']],
    ['vi kör pnpm här, inte npm', ['prefer pnpm', 'avoid npm']],
    ['zamiast npm użyj pnpm', ['avoid npm', 'prefer pnpm']],
    ['не используй npm, у нас pnpm', ['avoid npm', 'prefer pnpm']],
    ['pnpm install 먼저 해 주세요', ['prefer pnpm install']],
    ['lint 用仓库固定的 bin/golangci-lint', ['prefer golangci-lint']],
  ])('reads %j in its language', (prompt, expected) => {
    const reading = detectCorrection(prompt)!.reading;
    expect(reading.mentions.filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub].filter(Boolean).join(' ')}`)).toEqual(expected);
  });

  it('reads a program said to live in a folder as that program, run from there', () => {
    const found = (prompt: string) => detectCorrection(prompt)!.reading.mentions.map((mention) => `${mention.role} ${mention.dir ?? ''}${mention.program ?? mention.args.join(' ')}`);
    expect(found('pytest lives in .venv')).toEqual(['prefer .venv/bin/pytest']);
    expect(found('eslint is in node_modules, not global')).toContain('prefer node_modules/.bin/eslint');
    expect(found('ruff está en tools/bin')).toEqual(['prefer tools/bin/ruff']);
    // A standing fact about the project: recorded as a correction on its own.
    expect(detectCorrection('dbt 装在 .venv 里，用 .venv/bin/dbt')?.level).toBe('correction');
  });

  it('tells which platform a correction speaks of; GNU is a flavour of the tools, not a place', () => {
    const platform = (text: string) => readCorrection(text).platform;
    expect(platform('en mac no existe timeout, usa gtimeout')).toBe('macos');
    expect(platform('this is ubuntu, apt-get install -y jq')).toBe('linux');
    expect(platform('dit is powershell, geen bash. Remove-Item -Recurse -Force')).toBe('windows');
    expect(platform("BSD sed on macOS takes a backup suffix after -i; plain GNU-style sed -i fails")).toBe('macos');
    expect(platform('date -d is the GNU date, use gdate')).toBe('linux');
    expect(platform('use gdate')).toBeUndefined();
  });

  it('reads an agent correction labelled "Wrong: … Right: …" part by part, in several languages', () => {
    const roles = (prompt: string) => detectCorrection(prompt)!.reading.mentions
      .map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('Wrong: docker-compose (v1, not installed). Right: docker compose (v2 plugin), e.g. docker compose up -d db'))
      .toEqual(['avoid docker-compose', 'prefer docker compose', 'prefer docker compose -d']);
    expect(roles('Wrong: black for python tools. Right: ruff format tools/').slice(0, 3)).toEqual(['avoid black', 'neutral python', 'prefer ruff format']);
    expect(roles('Falsch: npm install. Richtig: pnpm install')).toEqual(['avoid npm install', 'prefer pnpm install']);
    expect(roles('错误：pip install x；正确：uv add x')).toEqual(['avoid pip install', 'prefer uv add']);
    // "right:" alone, or labels in the wrong order, are no such structure.
    expect(roles('Right: use `make deploy-staging`, wrong: `make deploy`')).not.toContain('avoid make');
  });

  it('reads versions and abbreviations as prose, not as things to run', () => {
    const mentioned = (prompt: string) => readAll(prompt).map((mention) => mention.text);
    expect(mentioned("thats the v1 binary, we only have the compose plugin: docker compose up -d")).not.toContain('v1');
    expect(mentioned('use docker compose, e.g. docker compose ps')).not.toContain('e.g');
  });

  it.each([
    'Add a discount field to the cart and show it on the checkout page.',
    'add a line to CHANGELOG.md for the cart fix',
    'Fix the failing test in parser.ts',
    'Can you explain how the lock works?',
    'Use the existing helper to parse dates',
    'No problem, thanks!',
    'No, thanks',
    'Nothing else for now',
    'Notice the warning in the build output and fix it',
    'I don\'t know why this fails, can you look?',
    "Don't worry about the tests for now, just sketch it",
    "don't forget to update the snapshot tests",
    'Never mind',
    "Don't you think a map would be simpler?",
    'Do you remember the file name?',
    'What does "use strict" do instead of nothing?',
    'kannst du die README aktualisieren?',
    'por favor añade tests para el carrito',
    'make the error message friendlier',
    '/review the last commit',
    'Rewrite the README intro',
    // An edit of a file, not a flag added to a command.
    'add STRIPE_WEBHOOK_TOLERANCE=300 to .env.example with a comment',
    // A task that excludes files; a question asked first, whatever norm follows.
    'exclude web/wp and vendor in phpcs.xml, the report is full of core files',
    'what do -o friendly=false -o header=false do in snowsql? keep them if it is just quieter output',
    // A name to give a branch, not a program to call.
    'call the next branch feat/berth-window-alerts',
    'keep their version of probe.cpp, then call the branch feature/gi-probe-baking and push it',
    '',
    '   ',
    `${'Here is an article I found. '.repeat(60)}Don't do this.`,
    `no, use uv ${'and more detail '.repeat(200)}`,
  ])('%j is not a correction', (prompt) => {
    expect(detectCorrection(prompt)).toBeUndefined();
  });

  it.each([
    'port 5433!! again', 'you ran the seeder bare AGAIN. --profile local, nothing else', 'bundle exec!!! i said this last week',
    'PRs target develop!!', 'staging, like last time', 'why did you push -f again??', 'otra vez en main?? develop, siempre develop',
    'schon wieder der falsche Cluster', 'PR 又提到 main 了，要提到 develop', 'опять не тот кластер', 'di nuovo su main',
    'same as yesterday. the project env', 'Remove-Item -Recurse -Force. told you already', 'ya te dije, develop',
    'abar npm install diye lockfile bodle fella 😑 npm ci', 'login node ma feri chalayo? sbatch bata pathau',
    'na naman sa main, sa develop dapat', 'ისევ main-ზე. PR-ით', 'വീണ്ടും main-ലേക്ക്', 'aftur á main, notaðu dev',
  ])('%j, told once more and annoyed, is a correction', (prompt) => {
    expect(detectCorrection(prompt)?.level).toBe('correction');
  });

  it.each([
    'run the tests again', 'deploy it again please', 'can you try again?', 'why did that fail??', 'add the docstring and run it again',
    'vpn dropped, reconnected. go again', 'that tarball is stale, download it again from the v0.9 release',
    'Thanks again!', 'is the build green again?', 'Remove-Item the old build folder when the tests pass', 'deploy it same as yesterday, please?',
  ])('%j asks for something, annoyed or not: no correction', (prompt) => {
    expect(detectCorrection(prompt)?.level).not.toBe('correction');
  });

  it('reads a command alone in its clause, then a bare no, as what to avoid', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${mention.text}`);
    expect(roles('npm audit fix --force não!! quebrou o express da última vez')).toEqual(['avoid npm audit fix --force']);
    expect(roles('git push -f nein.')).toEqual(['avoid git push -f']);
    expect(roles('use pnpm, no npm')).toEqual(['prefer pnpm', 'avoid npm']);
  });

  it('reads an agent record that opens with what it did wrong, the command in backticks, as what to avoid', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${mention.text}`);
    expect(roles('Skipped the pre-commit hook with `git commit --no-verify`; never bypass it, fix what the hook needs')).toEqual(['avoid git commit --no-verify']);
    expect(roles('Created the GitHub release by hand with `gh release create`; releases come only from a pushed tag')).toEqual(['avoid gh release create']);
    expect(roles('Built the ARM target with plain `cargo build --target`; ARM builds go through `cross build`')).toEqual(['avoid cargo build --target', 'prefer cross build']);
    // Not a report of a success, nor a command named in words.
    expect(roles('Fixed the flaky test with `cargo nextest run --retries 2`, works now')).not.toContain('avoid cargo nextest run --retries 2');
    expect(roles('added react-native-svg with pnpm add, native modules go in with npx expo install')).not.toContain('avoid pnpm add');
  });

  it('reads "again" before a command and a full-width question mark as a reproach of it', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${mention.text}`);
    expect(roles('又 --no-verify？hook 报什么就修什么')).toEqual(['avoid --no-verify']);
    expect(roles('又 --no-verify。hook 报什么就修什么')).toEqual(['neutral --no-verify']);
  });

  it('reads a tool alone in its sentence, before the tool rejected, as what to use', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${mention.text}`);
    expect(roles("why is package-lock.json in the diff again. npm ci. we don't npm install unless we're changing deps")).toEqual(['neutral package-lock.json', 'prefer npm ci', 'avoid npm install']);
    expect(roles("pg_dump. there's no mysql anywhere in this stack")).toEqual(['prefer pg_dump', 'avoid mysql']);
    // The tool rejected itself, and a sentence that says more than the tool (in any script), are not.
    expect(roles("rm -rf. don't rm -rf here")).toEqual(['neutral rm -rf', 'avoid rm -rf']);
    expect(roles('빌드팜에서는 python3.11로 돌려야 해요. 기본 python3은 3.10이라 안 돼요')).not.toContain('prefer python3.11');
    expect(roles('uv run сломан. never pip install')).not.toContain('prefer uv run');
  });

  it('reads a command alone opening its sentence, shouted, and a step said first, as what to do', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${mention.text}`);
    expect(roles('npm ci!! npm install rewrites the lockfile')).toEqual(['prefer npm ci', 'neutral npm install']);
    expect(roles('wrong dir. scripts/test.sh!! raw tests have no database')).toEqual(['prefer scripts/test.sh']);
    expect(roles("nvm use first, .nvmrc says 20.11.1. you're on the system node 16")).toEqual(['prefer nvm use', 'neutral .nvmrc', 'neutral 20.11.1']);
    expect(roles('когда меняешь proto: make proto сначала, потом build')).toContain('prefer make proto');
    // Met with a question, or named after other words, it is what went wrong.
    expect(roles('npm install?!')).toEqual(['avoid npm install']);
    expect(roles('who ran npm install!! it rewrote the lockfile')).not.toContain('prefer npm install');
    expect(roles('the first npm install took ages')).not.toContain('prefer npm install');
  });

  it('reads corrections in Ukrainian, Czech, Indonesian and Arabic', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${mention.text}`);
    expect(roles('не використовуй pip, використовуй uv')).toEqual(['avoid pip', 'prefer uv']);
    expect(roles('nepoužívej mvn, použij ./mvnw')).toEqual(['avoid mvn', 'prefer ./mvnw']);
    expect(roles('jangan pakai npm, pakai pnpm')).toEqual(['avoid npm', 'prefer pnpm']);
    expect(roles('لا تستخدم git clean -fdx أبداً، مسح ملف .dev.vars')).toEqual(['avoid git clean -fdx']);
    expect(roles('استخدم pnpm بدل npm')).toEqual(['prefer pnpm', 'avoid npm']);
    // Written with its vowel marks (a shadda on تشغّل) or stretched (تـشـغـل), the cue is the same.
    expect(roles('لا تشغّل git clean -fdx أبداً هنا')).toEqual(['avoid git clean -fdx']);
    expect(roles('لا تـشـغـل git clean -fdx')).toEqual(['avoid git clean -fdx']);
  });

  it('reads "you forgot", "no longer there" and "hands off" in French, Spanish, Portuguese and German, and "must run" in Chinese', () => {
    const level = (prompt: string) => detectCorrection(prompt)?.level;
    expect(level("t'as oublié le gettext.extract --merge, les .po sont pas à jour")).toBe('correction');
    expect(level('olvidaste el --frozen-lockfile otra vez')).toBe('correction');
    expect(level('você esqueceu o --no-cache no docker build')).toBe('correction');
    expect(readAll('formateamos con ruff format, black ya no está en el proyecto').find((mention) => mention.role === 'avoid')?.program).toBe('black');
    expect(readAll("yarn n'est plus là, c'est pnpm").find((mention) => mention.role === 'avoid')?.program).toBe('yarn');
    expect(readAll('Finger weg von git push --force auf main').find((mention) => mention.role === 'avoid')?.sub).toBe('push');
    expect(readAll('测试要跑 pytest -x').find((mention) => mention.role === 'prefer')?.program).toBe('pytest');
    // A bare question is no correction.
    expect(level('olvidaste?')).not.toBe('correction');
  });

  it('reads a path that runs a program it does not know as that program', () => {
    const programs = (prompt: string) => readAll(prompt).filter((mention) => mention.program !== undefined).map((mention) => `${mention.dir ?? ''}${mention.program}`);
    expect(programs('the database is in the container. ./vendor/bin/sail mysql')).toContain('./vendor/bin/sail');
    expect(programs('start it with bin/dev, rails s alone builds nothing')).toContain('bin/dev');
    // A folder is no program.
    expect(programs('Podfile lives in packages/app/ios, one level down')).toEqual([]);
  });

  it('reads a flag left out ("without --platform", "with no -destination") as what to use, not part of what ran, unless told to leave it out', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('Ran docker build without --platform; the cluster is amd64')).toEqual(['avoid docker build', 'prefer docker build --platform']);
    expect(roles('ran xcodebuild with no -destination and got Any iOS Device')).toEqual(['avoid xcodebuild', 'prefer xcodebuild -destination']);
    // Told to run it without the flag, the flag is what to leave out.
    expect(roles('pytest-xdist is not installed here, run pytest without -n')).toContain('avoid pytest -n');
    expect(roles('run it without --no-cache this time')).toEqual(['avoid --no-cache']);
  });

  it('reads a tool said to be no longer installed as the one to avoid, even one that is also a word', () => {
    expect(readAll('helix formats with ruff (`pixi run ruff format`); black is no longer installed').filter((mention) => mention.role === 'avoid').map((mention) => mention.program)).toEqual(['black']);
  });

  it('reads Windows\' Git Bash as a shell of its own, not as git', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${mention.program ?? mention.text}`);
    expect(roles('Built from Git Bash, where /usr/bin/link shadows the MSVC linker: run cargo from PowerShell, not Git Bash.')).toEqual(['prefer cargo', 'prefer PowerShell', 'avoid git-bash']);
    expect(roles('git bash puts coreutils link first in PATH, run cargo from powershell')).not.toContain('avoid git');
    expect(roles('never git push --force to main')).toEqual(['avoid git']);
  });

  it('reads a shell\'s syntax as words, not as the shell to avoid ("that\'s bash syntax" is no "bash: not found")', () => {
    const avoided = (prompt: string) => readAll(prompt).filter((mention) => mention.role === 'avoid').map((mention) => mention.program ?? mention.args.join(' '));
    expect(avoided('isso é sintaxe de bash. no PowerShell é $env:ZEPHYR_BASE antes do comando')).toEqual(['bash syntax']);
    expect(avoided('no bash on the alpine runner, use sh')).toEqual(['bash']);
  });

  it('reads "don\'t touch X" as leaving X alone, not as the touch program', () => {
    const avoided = (prompt: string) => readAll(prompt).filter((mention) => mention.role === 'avoid').map((mention) => mention.program ?? mention.text);
    expect(avoided("don't touch build/zephyr/.config, it's generated. options go in prj.conf")).toEqual(['build/zephyr/.config']);
    expect(avoided('never `touch` the marker file, the build writes it')).toEqual(['touch']);
  });

  it('does not give an ordinary word the flags of a command written as code after it', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${mention.program}`);
    expect(roles('Ran python3 outside the Poetry venv; run project code as `poetry run python -m tern.jobs`.')).toEqual(['avoid python3', 'prefer poetry']);
    // A flag written plainly after it still makes it the tool.
    expect(roles("don't use meld, use code --diff a b")).toEqual(['prefer code']);
  });

  it('reads "every single time" and "every call" after a flag as "always"', () => {
    expect(detectCorrection('reminder: bq defaults to legacy SQL, so --use_legacy_sql=false every single time')).toMatchObject({ level: 'correction', cue: 'always' });
    expect(readAll('--region europe-west1, every call').map((mention) => `${mention.role} ${mention.flags.join(' ')}`)).toEqual(['prefer --region']);
  });

  it('reads Bulgarian "never", Turkish "never" and "don\'t run" said last, Japanese "stop doing" and BigQuery\'s bq', () => {
    const avoided = (prompt: string) => readAll(prompt).filter((mention) => mention.role === 'avoid').map((mention) => [mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' '));
    expect(avoided('Никога --eraseall на rev B! Ключовете са в UICR.')).toEqual(['--eraseall']);
    expect(avoided('bq rm -r -f asla, hiçbir dataset için')).toEqual(['bq rm -r -f']);
    expect(detectCorrection('fastlane match readonly olmadan çalıştırma')?.level).toBe('correction');
    expect(avoided('あと git clean -fdx はやめて。.env と certs/ が消える')).toEqual(['git clean --force -d -x']);
  });

  it('reads Slovak, Lithuanian, Latvian and Swahili "no", and Swahili and Tamil said after what to avoid', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('a prosím žiadny ansible-playbook proti prod z laptopu')).toEqual(['avoid ansible-playbook']);
    expect(roles('ir prieš tvarkant: jokio git clean -x, .env ir .venv yra ignoruojami failai')).toEqual(['avoid git clean -x']);
    expect(roles('nekad git clean -fdx, tas izdzēš .env')).toEqual(['avoid git clean --force -d -x']);
    expect(roles('kamwe git push --force kwenye trunk')).toEqual(['avoid git push --force']);
    expect(roles('psql hamna kwenye mac zetu. tumia `docker compose exec db psql -U vole vole`')).toEqual(['avoid psql', 'prefer docker compose -U']);
    expect(roles('--local-only வேண்டாம். laptop-லிருந்து fly deploy மட்டும் போதும்')).toEqual(['avoid --local-only']);
  });

  it('reads "don\'t" and "use" in Tagalog, Hindi and Urdu, Bengali, Nepali, Malayalam, Georgian, Icelandic, Estonian and Korean, before or after the command', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('sa windows natin `py -3` ang gamitin, walang python3 sa PATH')).toEqual(['prefer py -3', 'avoid python3']);
    expect(roles('huwag mong i-run ang git push --force sa release')).toEqual(['avoid git push --force']);
    expect(roles('npm install mat karo, npm ci karo')).toEqual(['avoid npm install', 'prefer npm ci']);
    expect(roles('docker compose down -v مت چلاؤ، پورا database اڑ جائے گا')).toEqual(['avoid docker compose -v']);
    expect(roles('git clean -fdx नचलाऊ नि, .CondaPkg सबै उडिन्छ')).toContain('avoid git clean --force -d -x');
    expect(roles('host e mysql nai bhai')).toEqual(['avoid mysql']);
    expect(roles('conda install ხელით არა')).toEqual(['avoid conda install']);
    expect(roles('aldrei git push --force á release')).toEqual(['avoid git push --force']);
    expect(roles('ära kasuta npm install, ainult npm ci')).toContain('avoid npm install');
    expect(roles('git push --force 하지 말고 PR 올려 주세요')).toEqual(['avoid git push --force']);
    // Perforce and DVC have subcommands: `p4 submit` is not `p4 shelve`.
    expect(roles('p4 submit 하지 말고 p4 shelve만 해 주세요')).toEqual(['avoid p4 submit', 'prefer p4 shelve']);
    expect(roles('dvc add it, never git add the .nc')).toEqual(['prefer dvc add', 'avoid git add']);
    expect(roles('production pe `dep deploy production` khud mat chalana, production branch mein merge karo')).toEqual(['avoid dep']);
    // "karo" after a command is "do it": not when "mat" (don't) comes first.
    expect(roles('npm audit fix --force mat karo')).toEqual(['avoid npm audit --force']);
  });

  it('reads "first" said after the step in Hindi, Nepali, Bengali, Tagalog, Icelandic, Estonian, Malayalam and Georgian, and not as a flag\'s value', () => {
    for (const text of ['--dry-run pehle!! kitni baar bolna padega', 'lando wp db export पहिले', 'db export আগে করো', 'git lfs pull muna', 'dotnet build fyrst',
      'enne lando wp db export', 'dotnet build ആദ്യം', 'ჯერ dotnet build']) expect(saysFirst(text), text).toBe(true);
    expect(saysFirst('always --dry-run with search-replace')).toBe(false);
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags, ...mention.args].filter(Boolean).join(' ')}`);
    expect(roles('--dry-run pehle!! kitni baar bolna padega')).toEqual(['prefer --dry-run']);
    expect(detectCorrection('--dry-run pehle, kitni baar bolna padega')?.level).toBe('correction');
  });

  it('reads "go in" as going somewhere, not the Go toolchain, unless it is run there', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${mention.program ?? mention.args.join(' ')}`);
    expect(roles('real keys never go in .env, that file is committed. .env.local')).toEqual(['avoid .env', 'prefer .env.local']);
    expect(roles('we run go in docker only')).toContain('prefer go');
  });

  it('reads "leave X alone" as X not to be changed', () => {
    expect(detectCorrection("and leave target/generated-sources alone, that's regenerated from openapi/sable.yaml on every build")).toMatchObject({ level: 'correction' });
    expect(readAll('leave global.json alone, we pin 8.0.404').filter((mention) => mention.role === 'avoid').map((mention) => mention.text)).toEqual(['global.json']);
  });

  it('reads a warning about a command ("careful: …", "careful with …") as what to avoid', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('careful: docker compose down -v drops the pg volume with all my local data. plain `down`')).toEqual(['avoid docker compose -v']);
    expect(roles('be careful with git clean -fdx, it eats the .env too')).toEqual(['avoid git clean --force -d -x']);
    expect(detectCorrection('careful: docker compose down -v drops the pg volume')).toMatchObject({ level: 'correction' });
  });

  it('reads "don\'t", "use" and "always" in Albanian, Mongolian, Kyrgyz, Uzbek, Sinhala, Telugu and Zulu', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('për build të pastër: rm -rf dist-newstyle. mos e prek git clean -x, fshin cabal.project.local')).toContain('avoid git clean -x');
    expect(roles("main'ga hech qachon push -f qilma!! o'z branch'ingga push qil, PR och")).toEqual(['avoid git push --force']);
    expect(roles('aiyo, uat eke --ignore-conflicts danna epa! anith aya ge wada overwrite wenawa')).toEqual(['avoid --ignore-conflicts']);
    expect(roles('--no-verify తో commit చెయ్యొద్దు. husky ఏం చెప్తుందో అది fix చెయ్యి')).toEqual(['avoid --no-verify']);
    expect(roles("mac'та timeout деген жок, brew'дон coreutils коюлган, gtimeout колдон")).toContain('prefer gtimeout');
    expect(roles('Sebenzisa --test-level RunLocalTests njalo.')).toEqual(['prefer --test-level']);
    expect(detectCorrection('staging руу runMigration хэзээ ч битгий ажиллуул. tern-migrate apply --env staging')).toMatchObject({ level: 'correction' });
  });

  it('reads a tool\'s name before "one" as saying which one, not the tool ("the old python one is long gone")', () => {
    expect(readAll('docker compose, with a space. the old python one is long gone').map((mention) => mention.program)).toEqual(['docker']);
    expect(readAll('no python, use python3').filter((mention) => mention.role === 'avoid').map((mention) => mention.program)).toEqual(['python']);
  });

  it('reads Burmese, written without spaces, "has no" and "run again with" glued to the command', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('macရဲ့grepမှာ-Pမရှိဘူး၊ggrepနဲ့ပြန်runပါ')).toEqual(['avoid grep --perl-regexp', 'prefer ggrep']);
    expect(detectCorrection('ignore_errorsမထည့်ပါနဲ့၊failed_whenနဲ့အခြေအနေကိုတိတိကျကျရေးပါ')).toMatchObject({ level: 'correction' });
  });

  it('reads "never without X" as X always to pass, in several languages, not as X to avoid', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('never run without --check on prod')).toEqual(['prefer --check']);
    expect(roles('stani! na prod nikad bez --check prvo, i uvijek --limit na jedan host')).toContain('prefer --check');
    expect(roles('nunca sin --dry-run')).toEqual(['prefer --dry-run']);
    expect(roles('no --check, please')).toEqual(['avoid --check']);
  });

  it('reads Zephyr\'s west with its subcommands', () => {
    expect(readAll('make flash is gone, use west flash').map((mention) => `${mention.role} ${mention.program} ${mention.sub}`)).toEqual(['avoid make flash', 'prefer west flash']);
  });

  it('reads "don\'t", "use" and "always" in Marathi, Finnish, Serbian, Slovenian, Afrikaans, Welsh, Armenian, Yoruba, Hausa and Amharic', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('main var git push --force नको रे')).toEqual(['avoid git push --force']);
    expect(roles('älä käytä pip install, vaan pipx install')).toContain('avoid pip install');
    expect(roles('nemoj docker-compose, koristi docker compose')).toEqual(['avoid docker-compose', 'prefer docker compose']);
    expect(roles('moenie npm install nie, gebruik pnpm install')).toEqual(['avoid npm install', 'prefer pnpm install']);
    expect(roles('Paid â rhedeg terraform apply o dy liniadur. Defnyddia atlantis apply')).toContain('avoid terraform apply');
    expect(roles('երբեք terraform force-unlock մի արա')).toEqual(['avoid terraform force-unlock']);
    expect(roles('kò sí bash nínú image yẹn')).toEqual(['avoid bash']);
    expect(roles('ba ma amfani da brew, vcpkg install kawai')).toContain('avoid brew');
    expect(roles('apt የለም። dnf ተጠቀም')).toEqual(['avoid apt', 'prefer dnf']);
    expect(detectCorrection('nemoj docker-compose, koristi docker compose')?.level).toBe('correction');
  });

  it('reads zig with its subcommands, so `zig fetch --save` is zig\'s and `zig test` is not `zig build test`', () => {
    const mentions = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(mentions("don't type dependencies into the zon by hand. zig fetch --save <url> adds the entry")).toEqual(['neutral zig fetch --save']);
    expect(mentions("zig build test. the test step links sqlite for you, bare zig test doesn't")).toEqual(['neutral zig build', 'neutral sqlite', 'avoid zig test']);
  });

  it('reads "call" and "run" after "every", "the" as nouns, not as the verb before a program', () => {
    const programs = (prompt: string) => readAll(prompt).map((mention) => mention.program ?? '-');
    expect(programs('every kubectl call gets --context stg-eu spelled out, always')).not.toContain('gets');
    expect(programs('just run foo --bar, always')).toContain('foo');
  });

  it('knows snakemake, nextflow and azd\'s subcommands', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('you ran snakemake bare AGAIN. --profile profiles/slurm, nothing else')).toEqual(['avoid snakemake', 'prefer snakemake --profile']);
    expect(roles('azd deploy for the api, never azd up')).toContain('avoid azd up');
  });

  it('reads "go to", "go through" as the verb, not the Go toolchain, and "from black to ruff" as two tools', () => {
    const programs = (prompt: string) => readAll(prompt).map((mention) => mention.program).filter(Boolean);
    expect(programs('secret values never go to stdout, pipe them: --out-file')).toEqual([]);
    expect(programs('never go build, use bazel')).toContain('go');
    expect(programs('we switched from black to ruff format, never black')).toContain('black');
  });

  it('reads a comma list after a flag as its one value, not as programs', () => {
    const mentions = readAll('sqlx-cli goes in with --no-default-features --features rustls,postgres --locked. we don\'t link openssl anywhere');
    expect(mentions.map((mention) => mention.program).filter(Boolean)).toEqual(['openssl']);
    expect(mentions.find((mention) => mention.flags.includes('--features'))?.args).toEqual(['rustls,postgres']);
  });

  it('reads "always" in other languages before a flag as a norm, not as a program', () => {
    const programs = (prompt: string) => readAll(prompt).map((mention) => mention.program ?? '-');
    expect(programs("usa sempre -destination 'platform=iOS Simulator,name=iPhone 16'")).not.toContain('sempre');
    expect(programs('nutze immer --frozen-lockfile')).toEqual(['-']);
    expect(programs('use sysctl -n hw.ncpu')).toContain('sysctl');
  });

  it('reads Persian, which puts the verb last: what comes before "don\'t" is what to avoid', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('داده‌ها با dvc نسخه‌بندی می‌شن، data/ رو با git add نزن')).toEqual(['avoid git add']);
    expect(roles('فقط conda-forge، کانال defaults بسته‌ست — -c anaconda هم نه')).toEqual(['avoid -c']);
    expect(detectCorrection('dvc gc -c رو هیچ‌وقت اجرا نکن، ریموت بین همه مشترکه')?.level).toBe('correction');
  });

  it('reads Ukrainian "none of" and "don\'t touch", and Dutch "add it" ("erbij")', () => {
    expect(detectCorrection('ніяких push --force. тільки --force-with-lease і тільки на свою гілку')?.level).toBe('correction');
    expect(detectCorrection('не чіпай ExecutionPolicy на машині. pwsh -ExecutionPolicy Bypass -File для одного запуску')?.level).toBe('correction');
    expect(readAll('-C erbij, die container heeft een self-signed cert').map((mention) => `${mention.role} ${mention.flags.join(' ')}`)).toEqual(['prefer -C']);
  });

  it('does not read "…, não existe X" ("there is no") as a word to contrast', () => {
    const avoided = (prompt: string) => readAll(prompt).filter((mention) => mention.role === 'avoid').map((mention) => mention.text);
    expect(avoided('no Windows é .venv\\Scripts\\Activate.ps1, não existe bin/ lá')).toEqual(['bin/']);
  });

  it('reads "X, not Y" in Swedish, Dutch, Polish, Danish and Italian', () => {
    const roles = (prompt: string) => readAll(prompt).filter((mention) => mention.role !== 'neutral').map((mention) => `${mention.role} ${mention.text}`);
    expect(roles('namespace är sable-prod där, inte default')).toEqual(['avoid default']);
    expect(roles('we werken vanaf develop, niet main')).toEqual(['prefer develop', 'avoid main']);
    expect(roles('PR do develop, nie main')).toEqual(['prefer develop', 'avoid main']);
    expect(roles('brug develop, ikke main')).toEqual(['prefer develop', 'avoid main']);
  });

  it('reads "that\'s bash syntax" as bash\'s syntax to avoid, not as the norm "that\'s bash"', () => {
    const avoided = (prompt: string) => readAll(prompt).filter((mention) => mention.role === 'avoid').map((mention) => mention.program ?? mention.args.join(' '));
    expect(avoided("thats bash syntax. pwsh wants $env:JAVA_HOME = '...'")).toEqual(['bash syntax']);
    expect(avoided("c'est la syntaxe de bash, en pwsh c'est $env:X")).toEqual(['bash syntax']);
    expect(readAll('its pnpm here')[0]).toMatchObject({ program: 'pnpm', role: 'prefer' });
  });

  it('reads an agent\'s record that opens with what it did in words ("Force-added …;") as that command to avoid', () => {
    expect(readAll('Force-added .env.local; it holds secrets and is never committed, new keys go into .env.example.')[0]).toMatchObject({ program: 'git', sub: 'add', role: 'avoid' });
    expect(readAll('Amended a pushed commit; never rewrite pushed history')[0]).toMatchObject({ program: 'git', sub: 'commit', role: 'avoid' });
    // Not a rule said in the present.
    expect(readAll('force push is fine on your own branch; never on main')[0]).toMatchObject({ role: 'neutral' });
  });

  it('reads a placeholder as a flag\'s value that names no value, not as a program or a word', () => {
    expect(readAll('always run kubectl -n <namespace> get pods')[0]).toMatchObject({ program: 'kubectl', sub: 'get', flags: ['--namespace'], args: [] });
    expect(readAll('always pass --profile <name>')[0]).toMatchObject({ flags: ['--profile'], args: [] });
    // Not `env`, the program, from "<env>".
    expect(readAll('rolled out over ssh; deploys only go through ops deploy --env <env> from trunk').some((mention) => mention.program === 'env')).toBe(false);
  });

  it('reads flutter\'s and dart\'s subcommands named in prose', () => {
    expect(readAll('Ran fvm flutter upgrade; the SDK is pinned in .fvmrc (3.24.3), bumps go through a PR')[0]).toMatchObject({ program: 'flutter', sub: 'upgrade', role: 'avoid' });
    expect(readAll('always dart run build_runner build with --delete-conflicting-outputs')[0]).toMatchObject({ program: 'dart', sub: 'run' });
  });

  it('reads an agent\'s record of a tool run in the wrong place as about the place, not the tool', () => {
    const avoided = (record: string) => readAll(record).filter((mention) => mention.role === 'avoid').map((mention) => mention.text);
    expect(avoided('Ran gleam from the repo root; the Gleam project (gleam.toml) is server/, so gleam commands run with cwd server')).toEqual([]);
    expect(avoided('ran pytest inside the wrong folder, tests run from backend/')).toEqual([]);
    expect(avoided('Ran make from apps/web/; the Makefile is at the top')).toEqual([]);
    expect(avoided('Ran `npm test` from the repo root; the tests run in web/')).toEqual([]);
    // What was run, said with nothing of where, is still what to avoid.
    expect(avoided('Ran npm install; this project uses bun')).toEqual(['npm install']);
    expect(avoided('ran npm test in CI mode without --run, it hung')).toContain('npm test');
  });

  it('reads Hebrew: "don\'t run", "there is no", and a Latin word joined with a hyphen is no flag', () => {
    expect(readAll('עצור. לא מריצים helm upgrade מהמחשב, deploy רק דרך ה-pipeline של GitLab').map((mention) => `${mention.role} ${mention.program} ${mention.sub}`)).toEqual(['avoid helm upgrade']);
    expect(readAll('תפתח את ה-MR מול develop, לא main').some((mention) => mention.flags.length > 0)).toBe(false);
    expect(detectCorrection('עצור. לא מריצים helm upgrade מהמחשב')?.level).toBe('correction');
  });

  it('reads bundle exec as bundler running a program', () => {
    expect(readAll('bundle exec rspec (or bin/rspec). bare rspec grabs whatever version is global')[0]).toMatchObject({ program: 'bundle', sub: 'exec', role: 'prefer' });
  });

  it('reads a command that opens a text alone in its sentence, before the why, as what to use', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${[mention.program, mention.sub, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('module load cuda/12.1 — nothing cuda is on the PATH until you do')).toEqual(['prefer module load', 'neutral ']);
    expect(roles('--account=wren-ml. the default account has zero gpu hours')).toEqual(['prefer --account']);
    // Not a question, nor a command with more said of it in its sentence.
    expect(roles('module load cuda/12.1? nothing is on the PATH')).toEqual(['neutral module load', 'neutral ']);
    expect(roles('git push -f on trunk happened again')).toEqual(['neutral git push --force']);
  });

  it('reads a service said to be down as one to start, not to avoid', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${[mention.program, mention.sub].filter(Boolean).join(' ')}`);
    expect(roles("colima isn't up. run colima start first")).not.toContain('avoid colima');
    expect(roles("xargs -r isn't a thing on mac")).toEqual(['avoid xargs']);
  });

  it('reads a command said to destroy something as the command to avoid', () => {
    const avoided = (prompt: string) => readAll(prompt).filter((mention) => mention.role === 'avoid').map((mention) => [mention.program, mention.sub].filter(Boolean).join(' '));
    expect(avoided('git clean -fdx deletes the untracked android/key.properties; use git clean -n to look first')).toEqual(['git clean']);
    expect(avoided('ojo: docker system prune -a löscht auch die Volumes der anderen Projekte')).toEqual(['docker system']);
  });

  it('reads "its X has no -Y" as X -Y to avoid, not X as the norm ("its pnpm here")', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${[mention.program, ...mention.flags].filter(Boolean).join(' ')}`);
    expect(roles('cluster coreutils is old, its env has no -S')).toEqual(['avoid env -S']);
    expect(roles('its pnpm here')).toEqual(['prefer pnpm']);
  });

  it('reads a Java property flag as a flag, and an article after "not" as no term', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${[mention.program, ...mention.flags].filter(Boolean).join(' ')}`);
    // "pas de X": the article is no term to avoid; a flag with dots in its name is a flag.
    expect(roles('non, pas de -Dmaven.test.skip pour faire passer la CI, le test casse pour une vraie raison')).toEqual(['avoid -Dmaven.test.skip']);
    // Two flags given as alternatives in parentheses: the slash is no value, and the closing
    // parenthesis ends the clause, so "to make a build pass" names no make.
    expect(roles('Do not skip tests (-DskipTests / -Dmaven.test.skip) to make a build pass; fix the failing test or report it'))
      .toEqual(['avoid -DskipTests', 'avoid -Dmaven.test.skip']);
  });

  it('reads a word a package manager is run with as the script it runs', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${[mention.program, mention.sub].filter(Boolean).join(' ')}`);
    expect(roles('run yarn verify before every push pls, CI caught lint on your branch again')).toEqual(['prefer yarn verify']);
    expect(readAll('rode pnpm typecheck antes de abrir o PR').map((mention) => mention.sub)).toEqual(['typecheck']);
    expect(roles('always yarn migrate:up after pulling')).toEqual(['prefer yarn migrate:up']);
    // Without "run", a word after the package manager is prose.
    expect(roles('no, yarn classic. this is a yarn repo')).not.toContain('prefer yarn classic');
  });

  it('reads a norm that names its command after a colon, and a plain command said to fail', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${mention.text}`);
    expect(roles("BSD sed on macOS needs an explicit backup suffix: sed -i '' 's/a/b/' file")).toContain("prefer sed -i ''");
    expect(roles('Configure the vendor SDK with `cmake --preset sdk-arm`; plain `cmake -B build` picks the host compiler')).toContain('avoid cmake -B build');
    expect(roles('start the stack with `docker compose --profile infra up -d` (plain `docker compose up` selects nothing)')).toContain('avoid docker compose up');
    // A plain command that works is not one to avoid.
    expect(roles('plain `cmake -B build` works fine for the host tools')).not.toContain('avoid cmake -B build');
    // …and said of a kind of it: "plain GNU-style sed -i fails".
    expect(roles("BSD sed on macOS takes a backup suffix after -i: sed -i '' … (or gsed); plain GNU-style sed -i fails")).toContain('avoid sed -i');
  });

  it('reads Portuguese "no" and "na" before a word as "in the", not as a no', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${mention.text}`);
    expect(roles('nada de pip install solto no env, coloca o pacote no environment.yml')).toEqual(['avoid pip install', 'neutral environment.yml']);
    expect(roles('isso é o PowerShell 5.1, usa ; ou roda no pwsh 7')).not.toContain('avoid pwsh 7');
    // Without a word only Portuguese writes, "no" is a no.
    expect(roles('no npm, usa pnpm')).toEqual(['avoid npm', 'prefer pnpm']);
  });

  it('reads a program typed with two letters swapped as the program', () => {
    const roles = (prompt: string) => readAll(prompt).map((mention) => `${mention.role} ${mention.program}`);
    expect(roles('pnmp not npm. again')).toEqual(['prefer pnpm', 'avoid npm']);
    expect(roles('use pyhton, not python2')).toEqual(['prefer python', 'avoid python2']);
    expect(readAll('the pets are fine, leave the nets alone')).toEqual([]);
  });

  it('reads a request that names a tool as one: a correction only when it names what just failed', async () => {
    expect(detectCorrection('run npm install and start the dev server')?.level).toBe('request');
    expect(detectCorrection('use gsed')?.level).toBe('request');

  });

  it('keeps a norm that names no tool as a low-weight candidate', async () => {
    expect(detectCorrection('dates should be ISO 8601')).toMatchObject({ level: 'candidate' });
  });

  it('only reads the opening of a prompt', async () => {
    const late = `${'Please review the following diff carefully and tell me what you think about it. '.repeat(5)}use uv instead of pip`;
    expect(late.length).toBeLessThan(MAX_CORRECTION_PROMPT);
    expect(detectCorrection(late)).toBeUndefined();
  });
});

describe('tying a prompt to the failure of its session', () => {
  const session = 's-1';
  const at = (minutes: number) => new Date(Date.parse('2026-04-06T10:00:00Z') + minutes * 60_000).toISOString();
  const failure = (id: number, command: string, error: string, minutes: number, on = session) =>
    ({ type: 'learning' as const, v: 1 as const, id, time: at(minutes), kind: 'failure' as const, command, error, tags: ['bash'], session: on });
  const prompt = (text: string) => decide({ hook_event_name: 'UserPromptSubmit', session_id: session, prompt: text });
  const relate = async (text: string, recent: ReturnType<typeof failure>[], minutes: number) => {
    const decision = await prompt(text);
    if (!decision.record || !decision.relate) throw new Error(`${text} was not a prompt to relate`);
    return decision.relate(recent, new Date(at(minutes)));
  };
  const pipFailed = failure(7, 'pip install -r requirements.txt', 'error: externally-managed-environment', 0);

  it('ties a correction to the failure whose tool (or a replacement of it) it names', async () => {
    expect(await relate('nope, uv', [pipFailed], 3)).toMatchObject({ kind: 'correction', correction: 'nope, uv', correcting: 7, tags: ['prompt'] });
    expect(await relate('timeout isn\'t a thing on mac, gtimeout', [failure(3, 'timeout 30 ./smoke.sh', '(eval):1: command not found: timeout', 0)], 2))
      .toMatchObject({ correcting: 3 });
  });

  it('ties a tool to use to the failure of another tool of its kind just before (gh and glab are forge CLIs)', async () => {
    const gh = failure(8, 'gh pr checks', 'none of the git remotes configured for this repository point to a known GitHub host.', 0);
    expect(await relate("we're on gitlab, it's glab ci status", [gh], 2)).toMatchObject({ correcting: 8 });
    // Not a tool of another kind.
    expect(await relate("we're on gitlab, it's glab ci status", [failure(9, 'psql -h localhost', 'psql: error: connection to server failed', 0)], 2)).not.toHaveProperty('correcting');
  });

  it('ties the name of a target or script to the failure that did not find it, and a replacement subcommand to its failure', async () => {
    const typecheck = failure(5, 'pnpm --dir frontend run typecheck', ' ERR_PNPM_NO_SCRIPT  Missing script: typecheck', 0);
    expect(await relate("script's called `types`", [typecheck], 2)).toMatchObject({ correcting: 5 });
    const format = failure(6, 'make format', "make: *** No rule to make target 'format'.  Stop.", 0);
    expect(await relate('make fmt. we renamed the target months ago', [format], 2)).toMatchObject({ correcting: 6 });
  });

  it('ties a flag alone to an older failure that passed it only when the last failure shares none of the prompt\'s words', async () => {
    const up = failure(3, 'docker-compose -f docker-compose.yml up -d kafka', 'bash: line 1: docker-compose: command not found', 0);
    const exec = failure(5, 'docker compose exec kafka kafka-topics --bootstrap-server localhost:9092 --list', 'service "kafka" is not running', 4);
    expect(await relate('kafka is in the streaming profile, plain up -d never starts it', [up, exec], 6)).toMatchObject({ correcting: 5 });
    const lint = failure(6, 'golangci-lint run ./...', 'level=error msg="Running error: context loading failed"', 4);
    expect(await relate('plain up -d never starts it', [up, lint], 6)).toMatchObject({ correcting: 3 });
  });

  it('ties a program to use, with nothing to avoid, to the program just not found', async () => {
    const nproc = failure(9, 'make -j$(nproc) build', 'zsh: command not found: nproc', 0);
    expect(await relate('sysctl -n hw.ncpu on mac', [nproc], 2)).toMatchObject({ correcting: 9 });
    const lint = failure(10, 'golangci-lint run ./...', 'level=error msg="Running error: context loading failed"', 0);
    expect((await relate('sysctl -n hw.ncpu on mac', [lint], 2))?.correcting).toBeUndefined();
    // A command written out, read as neither to use nor to avoid, and a name made of the missing program's.
    expect(await relate('sysctl -n hw.ncpu, this is a mac', [nproc], 2)).toMatchObject({ correcting: 9 });
    expect((await relate('sysctl -n hw.ncpu, this is a mac', [lint], 2))?.correcting).toBeUndefined();
    const fd = failure(13, 'fd -e sql . resources/migrations', "Command 'fd' not found, but can be installed with:\n\nsudo apt install fd-find", 0);
    expect(await relate('ubuntu ships it as fdfind', [fd], 2)).toMatchObject({ correcting: 13 });
    // (Longer than a terse remark, which any failure just before it would take.)
    expect(await relate('ubuntu ships it as fdfind, the binary comes from the fd-find package there', [fd], 2)).toMatchObject({ correcting: 13 });
    expect((await relate('ubuntu ships it as fdfind, the binary comes from the fd-find package there', [lint], 2))?.correcting).toBeUndefined();
    expect((await relate('ubuntu ships it as fdfind, the binary comes from the fd-find package there', [nproc], 2))?.correcting).toBeUndefined();
  });

  it('ties a command to run first to the failure just before it, in any language', async () => {
    const test = failure(11, 'make test', 'SQLSTATE[08006] [7] connection to server at "db" (172.18.0.3), port 5432 failed: FATAL:  database "trattoria_dev_test" does not exist', 0);
    expect(await relate('fresh volume → make test-db first, it creates the test database', [test], 2)).toMatchObject({ correcting: 11 });
    const sbt = failure(12, "sbt 'jobs/testOnly glacier.jobs.BronzeReaderSpec'", '[error] java.lang.IllegalArgumentException: not a parquet file', 0);
    expect(await relate('les fixtures parquet sont dans LFS, fais un git lfs pull avant de lancer les tests', [sbt], 2)).toMatchObject({ correcting: 12 });
    // "Before every commit" is a habit, not a step the failure missed.
    const docker = failure(16, './scripts/test.sh', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 0);
    expect((await relate('strip the outputs from the notebooks before committing, the last PR had 6MB of base64 plots in it', [docker], 2))?.correcting).toBeUndefined();
    // Without "first" (avant) it is another request.
    expect((await relate('les fixtures parquet sont dans LFS, fais un git lfs pull', [sbt], 2))?.correcting).toBeUndefined();
  });

  it('does not tie a prompt that goes on to another point to the failure before it', async () => {
    const flyway = failure(15, './mvnw -q flyway:migrate', 'ERROR: Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version 7', 0);
    expect(await relate('never run flyway:migrate with the prod url, the deploy pipeline migrates prod', [flyway], 2)).toMatchObject({ correcting: 15 });
    expect((await relate('and never run flyway:migrate with the prod url, the deploy pipeline migrates prod', [flyway], 2))?.correcting).toBeUndefined();
    expect((await relate('aur haan, flyway:migrate kabhi prod url ke saath mat chalana', [flyway], 2))?.correcting).toBeUndefined();
  });

  it('ties a remark that names the mistake in words to the failure it explains', async () => {
    const crlf = failure(13, 'bash bin/assets-setup', "bin/assets-setup: line 2: $'\\r': command not found", 0);
    expect(await relate('CRLF again on the windows checkout. git config core.autocrlf input, then re-checkout', [crlf], 2)).toMatchObject({ correcting: 13 });
    const lint = failure(14, 'golangci-lint run ./...', 'level=error msg="Running error: context loading failed"', 0);
    expect((await relate('CRLF again on the windows checkout. git config core.autocrlf input, then re-checkout', [lint], 2))?.correcting).toBeUndefined();
    const rm = failure(17, 'rm -r -f apps/portal/.next', "Remove-Item: Parameter cannot be processed because the parameter name 'f' is ambiguous. Possible matches include: -Filter -Force.", 0);
    expect(await relate('rm there is the powershell alias → Remove-Item -Recurse -Force', [rm], 2)).toMatchObject({ correcting: 17 });
  });

  it('ties a remark that names the program that reported the failure ("zsh eats the parens")', async () => {
    const glob = failure(21, "cargo nextest run -E test(orders)", 'zsh: no matches found: test(orders)', 0);
    expect(await relate('quotes. zsh eats the parens', [glob], 2)).toMatchObject({ correcting: 21 });
    const lint = failure(22, 'golangci-lint run ./...', 'level=error msg="Running error: context loading failed"', 0);
    expect((await relate('quotes. zsh eats the parens', [lint], 2))?.correcting).toBeUndefined();
  });

  it('ties a short remark that writes a word of the error\'s opening to the failure; a long one, or an error\'s own talk, does not', async () => {
    const adb = failure(23, 'adb install -r app/build/outputs/apk/debug/app-debug.apk', 'adb: more than one device/emulator', 0);
    expect(await relate('same thing, two devices. -s emulator-5554', [adb], 2)).toMatchObject({ correcting: 23 });
    const lint = failure(24, 'golangci-lint run ./...', 'level=error msg="Running error: context loading failed"', 0);
    expect((await relate('same thing, two devices. -s emulator-5554', [lint], 2))?.correcting).toBeUndefined();
    // Longer, it may name the error's word in passing.
    expect((await relate('the tablet and the emulator are both plugged in on my desk today, I will unplug one when I get back', [adb], 2))?.correcting).toBeUndefined();
    // Words every error prints tie nothing.
    const nx = failure(25, 'nx run web:e2e', 'error: command failed with exit code 1', 0);
    expect((await relate('that failed, look at the command', [nx], 2))?.correcting).toBeUndefined();
  });

  it('ties a terse remark with no cue to the failure just before it, within its ten minutes; a longer one or a task does not', async () => {
    const west = failure(26, 'west update', 'zsh: command not found: west', 0);
    expect(detectCorrection('venv pls')?.level).toBe('reply');
    expect(await relate('venv pls', [west], 2)).toMatchObject({ correcting: 26 });
    expect((await relate('venv pls', [west], 12))?.correcting).toBeUndefined();
    expect((await relate('the staging board is the one on the left shelf', [west], 2))?.correcting).toBeUndefined();
    expect(await prompt('add a CHANGELOG line')).toMatchObject({ record: false });
  });

  it('ties a reproach that names nothing else ("same as last week") to the failure just before it', async () => {
    const helmfile = failure(19, 'helmfile -l name=cert-manager diff', 'err: no releases found that matches specified selector(name=cert-manager)', 0);
    expect(await relate('same as last week, the env flag', [helmfile], 2)).toMatchObject({ correcting: 19 });
    // A flag the failed command did not pass is about another command.
    const pr = failure(20, 'gh pr create --base develop --fill', 'a pull request for branch "feat/x" into branch "develop" already exists', 0);
    expect((await relate('-f AGAIN. with-lease.', [pr], 2))?.correcting).toBeUndefined();
  });

  it('ties a correction that writes a name the last command failed with, whatever program it names', async () => {
    const exported = failure(18, 'export ZEPHYR_TOOLCHAIN_VARIANT=zephyr', "export: The term 'export' is not recognized as a name of a cmdlet, function, script file, or executable program.", 0);
    expect(await relate("that's pwsh. $env:ZEPHYR_TOOLCHAIN_VARIANT = 'zephyr'", [exported], 2)).toMatchObject({ correcting: 18 });
    // Another name, or a short one, is no tie.
    expect((await relate("that's pwsh. $env:ZEPHYR_BASE = 'C:/ncs'", [exported], 2))?.correcting).toBeUndefined();
  });

  it('ties a terse flag to the last failure when that failure was not the command\'s fault', async () => {
    const kubectl = failure(4, 'kubectl apply -f k8s/', 'dial tcp: lookup prod.internal: no such host', 0);
    expect(await relate('ALWAYS pass --context kind-local', [kubectl], 2)).toMatchObject({ correcting: 4 });
    // A file it mentions besides is no reason not to.
    const fly = failure(8, 'fly deploy --remote-only', 'Error: the config for your app is missing an app name', 0);
    expect(await relate('ALWAYS pass -a acme-staging to fly. fly.toml has no app on purpose', [fly], 3)).toMatchObject({ correcting: 8 });
  });

  it('does not tie what names another tool, another session, or a failure long gone', async () => {
    expect(await relate('nope, uv', [failure(7, 'pip install x', 'error: externally-managed-environment', 0, 'other')], 3)).not.toHaveProperty('correcting');
    expect(await relate('nope, uv', [pipFailed], 13 * 60)).not.toHaveProperty('correcting');
    expect(await relate('ALWAYS pass --context kind-local', [failure(4, 'kubectl apply -f k8s/', 'dial tcp: lookup x: no such host', 0)], 15)).not.toHaveProperty('correcting');
    expect(await relate('use bun not npm!!', [pipFailed], 3)).not.toHaveProperty('correcting');
    const xargs = failure(9, 'xargs -0 -r rm', 'xargs: illegal option -- r', 0);
    expect(await relate("don't use --no-verify", [xargs], 2)).not.toHaveProperty('correcting');
    // The same program, another subcommand: `git reset --hard` is not about a rejected `git push`.
    const rejected = failure(11, 'git push origin feature/csv', ' ! [rejected]        feature/csv -> feature/csv (non-fast-forward)', 0);
    expect(await relate('stop. no git reset --hard, I had uncommitted work', [rejected], 2)).not.toHaveProperty('correcting');
    expect(await relate('no git push to feature branches without asking', [rejected], 2)).toMatchObject({ correcting: 11 });
    expect(await relate('always --base develop', [xargs], 2)).not.toHaveProperty('correcting');
    // A flag after a failure that is not the command's fault, from a prompt about something else.
    const psqlDown = failure(12, 'psql -U sail tavola', 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory', 0);
    expect(await relate("that pr should've been a draft. --draft every time pls", [psqlDown], 2)).not.toHaveProperty('correcting');
    expect(await relate('-h localhost -p 5433 every time', [psqlDown], 2)).toMatchObject({ correcting: 12 });
  });

  it('records a request naming a tool only when it names what just failed', async () => {
    const sed = failure(5, "sed -i 's/a/b/' f.txt", 'sed: 1: "f.txt": invalid command code f', 0);
    expect(await relate('use gsed', [sed], 2)).toMatchObject({ correcting: 5, kind: 'correction' });
    expect(await relate('use gsed', [pipFailed], 2)).toBeUndefined();
    expect(await relate('run npm install and start the dev server', [], 2)).toBeUndefined();
  });

  it('records a short remark only when it answers the last failure of the session, minutes old', async () => {
    // A tool rulesweep does not know by name: only the failure makes it one.
    const airflow = failure(12, 'dagster pipeline list', "Usage: dagster [OPTIONS] COMMAND [ARGS]...\nError: No such command 'pipeline'.", 0);
    const du = failure(13, 'du -h --max-depth=1 data/', "du: unrecognized option `--max-depth=1'\nusage: du [-Aclnx] [-H | -L | -P] [-g | -h | -k | -m] [-a | -s | -d depth] [-B blocksize] [-I mask] [-t threshold] [file ...]", 0);
    const python = failure(14, 'python3 -m venv .venv', 'ERROR: Package requires a different Python: 3.9.6 not in ">=3.12"', 0);
    const just = failure(15, 'just migrate', "error: Justfile does not contain recipe `migrate`.", 0);
    // A word of the command, a pointer at it, a version its output gives; in any language.
    expect(detectCorrection("that's the old dagster CLI")?.level).toBe('reply');
    expect(await relate("that's the old dagster CLI", [airflow], 2)).toMatchObject({ correcting: 12, kind: 'correction' });
    expect(await relate("that flag doesn't exist here", [du], 2)).toMatchObject({ correcting: 13 });
    expect(await relate('esa opción no existe en el mac', [du], 2)).toMatchObject({ correcting: 13 });
    expect(await relate('3.12. the system python on mac is 3.9, useless', [python], 2)).toMatchObject({ correcting: 14 });
    expect(await relate('renamed. just db-migrate', [just], 2)).toMatchObject({ correcting: 15 });
    expect(await relate('菜单里没有 migrate 了，现在叫 db-migrate', [just], 2)).toMatchObject({ correcting: 15 });
    expect(await relate('the README should mention pnpm 9', [failure(16, 'pnpm install', 'ERR_PNPM_BAD_PM_VERSION This project is configured to use v9.12.3 of pnpm', 0)], 2)).toMatchObject({ correcting: 16 });
    // A command the failure's own output named ("Please run \"prisma generate\""), told after it.
    const stale = failure(19, 'pnpm nx serve api', 'Error: @prisma/client did not initialize yet. Please run "prisma generate" and try to import it again.', 0);
    expect(await relate('you touched schema.prisma, the client is stale. run prisma generate', [stale], 2)).toMatchObject({ correcting: 19 });
    expect(await relate('now run prisma studio so I can look at the rows', [stale], 2)).toBeUndefined();
    // The failed tool run through another ("az bicep lint" after `bicep lint` was not found) names that failure, not an older one of the other tool.
    const deploy = failure(30, 'az deployment group create --resource-group rg-prod --template-file infra/main.bicep', 'ERROR: AuthorizationFailed', 4);
    const bicep = failure(31, 'bicep lint infra/main.bicep', 'bash: bicep: command not found', 1);
    expect(await relate('az bicep lint --file infra/main.bicep — nobody here has the standalone bicep cli', [deploy, bicep], 0)).toMatchObject({ correcting: 31 });
    // A correction that names no program is tied the same way, and kept either way.
    const checkout = failure(21, 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 0);
    expect(await relate('branch is trunk, not main', [checkout], 2)).toMatchObject({ correcting: 21, kind: 'correction' });
    expect(await relate('branch is trunk, not main', [python], 2)).not.toHaveProperty('correcting');
    // Not when it shares nothing with the failure, answers another session, or comes long after.
    const rejected = failure(17, 'git push origin feat/orders-dedup', ' ! [rejected] feat/orders-dedup -> feat/orders-dedup (non-fast-forward)', 0);
    expect(await relate('the checkout page is broken on mobile now', [rejected], 2)).toBeUndefined();
    // A base-branch norm is recorded for what it says, untied.
    const norm = await relate('PRs go against develop, main is release-only', [rejected], 2);
    expect(norm).toMatchObject({ kind: 'correction' });
    expect(norm).not.toHaveProperty('correcting');
    expect(await relate("that's the old dagster CLI", [{ ...airflow, session: 'other' }], 2)).toBeUndefined();
    expect(await relate("that's the old dagster CLI", [airflow], 25)).toBeUndefined();
    expect(await relate("that's the old dagster CLI", [], 2)).toBeUndefined();
    // Nor when the failure is not the session's last learning: the remark answers what came after.
    const later = { ...failure(18, 'ls data', 'ls: data: No such file or directory', 1) };
    expect(await relate("that's the old dagster CLI", [airflow, later], 2)).toBeUndefined();
    // Questions, tasks and thanks are not remarks about a failure, whatever they share with it.
    // A task that names a tool is not a correction of the tool, tied or not.
    expect(detectCorrection('add a docs-serve target to the Makefile that runs dbt docs serve on port 8081')).toBeUndefined();
    expect(await relate('use the wrapper, ./mvnw', [failure(20, 'mvn -q package', 'bash: mvn: command not found', 0)], 2)).toMatchObject({ correcting: 20 });
    for (const text of ['why does dagster pipeline list fail?', '¿por qué falla dagster?', 'add a dagster section to the README', 'can you rerun dagster pipeline list', 'thanks, dagster works now',
      // …nor is a question asked in passing, or a task asked after a remark.
      'why does dagster take 40 seconds here? is the daemon on or something', 'did last night\'s dagster run go green? check the runs',
      'the dagster pod is in CrashLoopBackOff since the deploy, can you check the logs',
      'the dagster role is missing jobs:launch, add it in infra/iam.tf', 'once that works add a CHANGELOG entry for the dagster upgrade']) {
      expect(detectCorrection(text)?.level, text).not.toBe('reply');
    }
    // A base branch named in a question is not a norm.
    expect(detectCorrection("which branch is the invoice export on? rebase it onto develop when you're done")).toBeUndefined();
  });

  it.each([
    "that one's a real bug. free delivery kicks in at >= 499, the service uses >. fix the service, leave the test",
    'the test is right, fix the rounding in pricing.go: finance wants half-up on the total, not per line',
    'that failure is real, the comparator keeps the older edit. fix it, not the test',
    'es un bug real, el test tiene razón',
    'das ist ein echter Bug, der Test stimmt',
  ])('%j says the failure was real: nothing to learn about the command', (prompt) => {
    expect(detectCorrection(prompt)).toBeUndefined();
  });

  it('keeps a candidate as a candidate', async () => {
    expect(await relate('dates should be ISO 8601', [pipFailed], 2)).toMatchObject({ tags: ['prompt', 'candidate'] });
  });
});

describe('what is and is not a command', () => {
  it.each([
    ['true', true], ['123', 123], ['{}', {}], ['an array', ['ls']], ['null', null],
  ])('never records a command that is %s', async (_label, command) => {
    const decision = await decide({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command }, error: 'Exit code 1\nboom' });
    expect(decision.record).toBe(false);
  });

  it('skips a search that found nothing, and records one that failed', async () => {
    const failed = (command: string, error: string) => decide({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command }, error });
    expect(await failed("grep -rn 'useTideStore' apps/web/src", 'Exit code 1\n')).toEqual({ record: false, reason: 'a search that found nothing is not a failure' });
    expect(await decide({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'rg -n TODO src' }, tool_response: { exit_code: 1, stdout: '', stderr: '' } }))
      .toEqual({ record: false, reason: 'a search that found nothing is not a failure' });
    expect(await failed("grep -oP 'x' f.txt", 'Exit code 2\ngrep: invalid option -- P')).toMatchObject({ record: true });
    expect(await failed("grep -rn 'x' src | wc -l", 'Exit code 1\n')).toMatchObject({ record: true });
  });

  it('records a test run when the run itself was wrong, and skips one whose tests failed', async () => {
    const run = (command: string, error: string) => decide({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command }, error: `Exit code 1\n${error}` });
    expect(await run('pytest -x', 'bash: pytest: command not found')).toMatchObject({ record: true });
    expect(await run('make test', "make: *** No rule to make target 'test'.  Stop.")).toMatchObject({ record: true });
    expect(await run('pytest -x', 'FAILED tests/test_api.py::test_totals - AssertionError')).toEqual({ record: false, reason: 'test runs are not captured' });
    expect(await run('make check', 'src/a.py:3:1: F401 unused import\nmake: *** [Makefile:14: check] Error 1')).toEqual({ record: false, reason: 'test runs are not captured' });
    // A runner that found no tests at all was the wrong runner or pointed at the wrong place.
    expect(await run('ctest --test-dir build --output-on-failure', 'Test project /workspace/build\nNo tests were found!!!')).toMatchObject({ record: true });
    expect(await run('pytest tests/', 'platform linux -- Python 3.11.9, pytest-8.2.1\ncollected 0 items\n\n============================ no tests ran in 0.01s =============================')).toMatchObject({ record: true });
  });

  it('records a test run that failed on what it needs not being set up: the database, the daemon, a dependency, a port', async () => {
    const run = (command: string, error: string) => decide({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command }, error: `Exit code 1\n${error}` });
    const refused = '09:14:02.517 [error] Postgrex.Protocol (#PID<0.312.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused';
    expect(await run('mix test', refused)).toMatchObject({ record: true });
    expect(await run('go test ./...', '--- FAIL: TestStore (0.00s)\n    store_test.go:21: dial tcp 127.0.0.1:6379: connect: connection refused\nFAIL')).toMatchObject({ record: true });
    expect(await run('npm test', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?')).toMatchObject({ record: true });
    expect(await run('pytest -x', "E   ModuleNotFoundError: No module named 'httpx'")).toMatchObject({ record: true });
    // A test that failed on its own assertion is still the suite doing its job.
    expect(await run('mix test', '1) test lists invoices (PikaWeb.InvoiceLiveTest)\n   Assertion with == failed\n   code:  assert length(rows) == 25')).toEqual({ record: false, reason: 'test runs are not captured' });
  });
});

describe('isTestCommand', () => {
  it.each([
    'npm test', 'npm t', 'npm run test:unit', 'yarn test --watch=false', 'pnpm -r test', 'bun test', 'npx vitest run',
    'vitest', 'jest --ci', 'node --test', 'pytest -x tests/', 'python -m pytest', 'python3 -m unittest discover',
    'uv run pytest', 'tox -e py312', 'cargo test --workspace', 'cargo nextest run', 'go test ./...', 'mvn test',
    './gradlew test', 'dotnet test', 'bundle exec rspec', 'mix test', 'make test', 'deno test',
    'cd packages/api && npm test -- --run', 'CI=1 npm test', 'FOO=1 BAR=2 pytest', 'time cargo test',
    'npm run build && npm test', 'pytest | tee log.txt', 'node_modules/.bin/vitest run', './venv/bin/pytest -q',
    '(cd api; go test ./...)',
  ])('%j runs tests', (command) => {
    expect(isTestCommand(command)).toBe(true);
  });

  it.each([
    'npm install', 'npm run build', 'npm run lint', 'pip install pytest', 'cargo build', 'go build ./...',
    'git commit -m "test fixes"', 'cat test/fixtures/a.json', 'ls tests', 'echo npm test', 'grep -r pytest .',
    'testdisk /dev/sda', 'make', 'docker compose up',
  ])('%j does not run tests', (command) => {
    expect(isTestCommand(command)).toBe(false);
  });
});
