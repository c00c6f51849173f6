// What a hook payload becomes: the fixtures in test/fixtures/hooks, the prompts that are
// corrections and the many that are not, and the commands that run tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decide, decideFromText, splitExitCode } from '../../src/learnings/hook.js';
import { detectCorrection, MAX_CORRECTION_PROMPT } from '../../src/learnings/prompt-corrections.js';
import { isTestCommand } from '../../src/learnings/test-commands.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/hooks');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');

describe('hook payloads', () => {
  it('records a failed Bash call from Claude Code with its exit code, output, description and session', () => {
    const decision = decideFromText(fixture('claude-post-tool-use-failure-bash'));
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

  it('reads the exit code from CRLF output', () => {
    const decision = decideFromText(fixture('claude-post-tool-use-failure-not-found'));
    expect(decision).toMatchObject({ record: true, draft: { exitCode: 127, error: '(eval):1: command not found: timeout', command: 'timeout 30 ./scripts/sync.sh' } });
  });

  it('records Codex failures, from PostToolUseFailure and from a PostToolUse exit code', () => {
    expect(decideFromText(fixture('codex-post-tool-use-failure'))).toMatchObject({
      record: true,
      draft: { agent: 'codex', command: 'pip install -r requirements.txt', exitCode: 1 },
    });
    expect(decideFromText(fixture('codex-post-tool-use-exit-code'))).toMatchObject({
      record: true,
      draft: { agent: 'codex', command: 'docker-compose up -d', exitCode: 127, error: 'bash: docker-compose: command not found' },
    });
  });

  it('skips test runs, interrupts, other tools and successful calls', () => {
    expect(decideFromText(fixture('claude-post-tool-use-failure-test-run'))).toEqual({ record: false, reason: 'test runs are not captured' });
    expect(decideFromText(fixture('claude-post-tool-use-failure-interrupted'))).toEqual({ record: false, reason: 'the user interrupted the call' });
    expect(decideFromText(fixture('claude-post-tool-use-failure-edit'))).toEqual({ record: false, reason: 'Edit is not a shell tool' });
    expect(decideFromText(fixture('claude-post-tool-use-success'))).toEqual({ record: false, reason: 'the call succeeded' });
  });

  it('records a correcting prompt and skips an ordinary one', () => {
    expect(decideFromText(fixture('claude-user-prompt-submit-correction'))).toMatchObject({
      record: true,
      draft: { kind: 'correction', tags: ['prompt'], correction: expect.stringMatching(/^no, use bun instead of npm/) },
    });
    expect(decideFromText(fixture('claude-user-prompt-submit-ordinary'))).toEqual({ record: false, reason: 'the prompt is not a correction' });
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
  ])('does not record %j (%s)', (input, reason) => {
    expect(decideFromText(input)).toEqual({ record: false, reason });
  });

  it('copes with odd value types', () => {
    const decision = decide({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'make' }, error: { code: 2, message: 'boom' } });
    expect(decision).toMatchObject({ record: true, draft: { command: 'make', error: '{"code":2,"message":"boom"}' } });
    expect(decide({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'make' } })).toMatchObject({ record: true, draft: { command: 'make', error: '' } });
  });

  it('reads failures from string and flagged tool responses', () => {
    const base = { hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'cargo build' } };
    expect(decide({ ...base, tool_response: 'Exit code: 101\nerror[E0425]: cannot find value' })).toMatchObject({ record: true, draft: { exitCode: 101 } });
    expect(decide({ ...base, tool_response: 'Exit code: 0\nFinished' })).toMatchObject({ record: false });
    expect(decide({ ...base, tool_response: { is_error: true, stdout: 'oops' } })).toMatchObject({ record: true, draft: { error: 'oops' } });
    expect(decide({ ...base, tool_response: { success: false, stderr: 'bad', stdout: 'ignored' } })).toMatchObject({ record: true, draft: { error: 'bad' } });
  });

  it('takes the agent name it is given over the guess', () => {
    expect(decideFromText(fixture('claude-post-tool-use-failure-bash'), { agent: 'opencode' })).toMatchObject({ draft: { agent: 'opencode' } });
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

describe('detectCorrection', () => {
  it.each([
    ['no, use uv instead of pip', 'no'],
    ['No. Use pnpm here.', 'no'],
    ['nope, that\'s the wrong file', 'no'],
    ['no — don\'t touch the migrations', 'no'],
    ['Use bun instead of npm', 'instead-of'],
    ['please use rg instead of grep -r in scripts', 'instead-of'],
    ['Instead of mocking the database, use the test container', 'instead-of'],
    ['run it with uv instead', 'instead'],
    ['use vitest, not jest', 'not-but'],
    ["don't commit the .env file", 'dont'],
    ['Don’t use console.log for errors', 'dont'],
    ['do not amend pushed commits', 'dont'],
    ['Never use git push --force on main', 'dont'],
    ['stop adding comments to every line', 'dont'],
    ['Actually, the config lives in config/app.yml', 'actually'],
    ['actually the port is 5433', 'actually'],
    ['remember: dates are UTC in this repo', 'remember'],
    ['Remember to run date before writing the changelog', 'remember'],
    ["that's wrong, the endpoint is /api/v2", 'wrong'],
    ['This is not what I asked for', 'wrong'],
    ['wrong. Look at src/cart.ts', 'wrong'],
    ['always run the linter before committing', 'always'],
    ['we use tabs in Makefiles', 'we-use'],
  ])('%j is a correction (%s)', (prompt, cue) => {
    expect(detectCorrection(prompt)).toEqual({ cue });
  });

  it.each([
    'Add a discount field to the cart and show it on the checkout page.',
    'Fix the failing test in parser.ts',
    'Can you explain how the lock works?',
    'Use the existing helper to parse dates',
    'No problem, thanks!',
    'No, thanks',
    'Nothing else for now',
    'Notice the warning in the build output and fix it',
    'I don\'t know why this fails, can you look?',
    "Don't worry about the tests for now, just sketch it",
    'Never mind',
    "Don't you think a map would be simpler?",
    'Do you remember the file name?',
    'What does "use strict" do instead of nothing?',
    '/review the last commit',
    'Rewrite the README intro',
    '',
    '   ',
    `${'Here is an article I found. '.repeat(60)}Don't do this.`,
    `no, use uv ${'and more detail '.repeat(200)}`,
  ])('%j is not a correction', (prompt) => {
    expect(detectCorrection(prompt)).toBeUndefined();
  });

  it('only reads the opening of a prompt', () => {
    const late = `${'Please review the following diff carefully and tell me what you think about it. '.repeat(5)}use uv instead of pip`;
    expect(late.length).toBeLessThan(MAX_CORRECTION_PROMPT);
    expect(detectCorrection(late)).toBeUndefined();
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
