// `rulesweep init --agent …` through the built bin in a fresh git repository, for each agent: the
// files it writes validate against the host's published schema where one exists, a second run
// changes nothing, --dry-run --json lists every file; then the wiring runs the way the agent runs
// it, with the payloads of test/fixtures/hooks: Codex's hook commands through /bin/sh from a
// subfolder, and the OpenCode plugin loaded as a module and called the way OpenCode calls it.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse as parseToml } from 'smol-toml';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBin, runShell, type CliResult } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';
import { snapshot } from './project-files.js';

const REPO = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(REPO, 'test/fixtures/hooks');
const SCHEMAS = path.join(REPO, 'test/fixtures/schemas');
/** Node and the system tools, and no other rulesweep. */
const HOOK_PATH = `${path.dirname(process.execPath)}:/usr/bin:/bin`;
const MCP_COMMAND = ['npx', '--no-install', 'rulesweep', 'mcp'];

const fixture = (name: string): Record<string, any> => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

function validator(schemaFile: string): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false });
  (addFormatsModule as unknown as (ajv: Ajv) => void)(ajv);
  return ajv.compile(JSON.parse(readFileSync(path.join(SCHEMAS, schemaFile), 'utf8')));
}

function expectValid(validate: ValidateFunction, data: unknown): void {
  const valid = validate(data);
  expect(validate.errors ?? [], JSON.stringify(data).slice(0, 300)).toEqual([]);
  expect(valid).toBe(true);
}

/** What `npm install --save-dev rulesweep` leaves: the package folder and its bin link. */
function installLocally(dir: string): void {
  mkdirSync(path.join(dir, 'node_modules/.bin'), { recursive: true });
  symlinkSync(REPO, path.join(dir, 'node_modules/rulesweep'));
  symlinkSync(path.join(REPO, 'dist/bin/rulesweep.cjs'), path.join(dir, 'node_modules/.bin/rulesweep'));
}

async function freshRepo(files: Record<string, string> = {}): Promise<string> {
  const dir = tempProject({ 'src/app/.keep': '', ...files });
  await initGitRepo(dir);
  return dir;
}

function learnings(dir: string): string {
  try {
    return read(dir, '.claude/memory/learnings.jsonl');
  } catch {
    return '';
  }
}

/** Subcommands the built bin knows today: the hooks for those still to come must fail open meanwhile. */
const known = { guard: false, bootHookCodex: false };
beforeAll(async () => {
  const cwd = tempProject();
  known.guard = /^ {2}guard\b/m.test((await runBin(['--help'], { cwd })).stdout);
  known.bootHookCodex = /\bcodex\b/.test((await runBin(['boot', '--help'], { cwd })).stdout);
});

describe.each([
  ['claude', ['.claude/settings.json', '.mcp.json', 'CLAUDE.md']],
  ['codex', ['.codex/hooks.json', '.codex/config.toml', 'AGENTS.md']],
  ['opencode', ['.opencode/plugins/rulesweep.ts', 'opencode.json', 'AGENTS.md']],
])('rulesweep init --agent %s through the built bin', (agent, agentFiles) => {
  it('lists every file it would write with --dry-run --json, writes them, and changes nothing the second time', async () => {
    const dir = await freshRepo();
    const dry = await runBin(['init', '--agent', agent, '--dry-run', '--json'], { cwd: path.join(dir, 'src/app') });
    expect(dry.code).toBe(0);
    const plan = JSON.parse(dry.stdout) as { actions: Array<{ action: string; path: string }> };
    expect(plan.actions.filter((action) => action.action === 'create').map((action) => action.path)).toEqual(expect.arrayContaining(agentFiles));
    expect(snapshot(dir)).toEqual({ 'src/app/.keep': '' });

    const first = await runBin(['init', '--agent', agent], { cwd: path.join(dir, 'src/app') });
    expect(first.code).toBe(0);
    expect(Object.keys(snapshot(dir))).toEqual(expect.arrayContaining(agentFiles));
    expect(Object.keys(snapshot(dir)).sort()).toEqual([...plan.actions.filter((action) => action.action === 'create').map((action) => action.path), 'src/app/.keep'].sort());

    const before = snapshot(dir);
    const second = await runBin(['init', '--agent', agent, '--json'], { cwd: dir });
    expect(JSON.parse(second.stdout)).toMatchObject({ changed: false, changes: 0 });
    expect(snapshot(dir)).toEqual(before);
  });
});

describe('what init writes validates against each host\'s schema', () => {
  it('Claude Code: .claude/settings.json (schemastore claude-code-settings), also merged into a settings file of the user\'s', async () => {
    const validate = validator('claude-code-settings.schema.json');
    const fresh = await freshRepo();
    expect((await runBin(['init'], { cwd: fresh })).code).toBe(0);
    expectValid(validate, JSON.parse(read(fresh, '.claude/settings.json')));
    expect(JSON.parse(read(fresh, '.mcp.json'))).toEqual({ mcpServers: { rulesweep: { type: 'stdio', command: 'npx', args: MCP_COMMAND.slice(1) } } });

    const mine = await freshRepo({
      '.claude/settings.json': JSON.stringify({ permissions: { allow: ['Bash(npm test:*)'] }, hooks: { PreToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: './check.sh' }] }] } }, null, 2),
      '.mcp.json': '{\n  "mcpServers": {\n    "github": {"type": "stdio", "command": "github-mcp"}\n  }\n}\n',
    });
    expect((await runBin(['init'], { cwd: mine })).code).toBe(0);
    const settings = JSON.parse(read(mine, '.claude/settings.json'));
    expectValid(validate, settings);
    expect(settings.hooks.PreToolUse.map((group: { matcher: string }) => group.matcher)).toEqual(['Edit', 'Bash|PowerShell']);
    expect(Object.keys(JSON.parse(read(mine, '.mcp.json')).mcpServers)).toEqual(['github', 'rulesweep']);
  });

  it('Codex: .codex/hooks.json (schemastore codex-hooks), and the [mcp_servers.rulesweep] table of .codex/config.toml', async () => {
    const dir = await freshRepo({ '.codex/config.toml': 'model = "gpt-5-codex"\n' });
    expect((await runBin(['init', '--agent', 'codex'], { cwd: dir })).code).toBe(0);
    expectValid(validator('codex-hooks.schema.json'), JSON.parse(read(dir, '.codex/hooks.json')));
    expect(parseToml(read(dir, '.codex/config.toml'))).toEqual({
      model: 'gpt-5-codex',
      mcp_servers: { rulesweep: { command: 'npx', args: MCP_COMMAND.slice(1) } },
    });
  });

  it('OpenCode: opencode.json names the published config schema and holds a local MCP server (no schema to vendor)', async () => {
    const dir = await freshRepo();
    expect((await runBin(['init', '--agent', 'opencode'], { cwd: dir })).code).toBe(0);
    expect(JSON.parse(read(dir, 'opencode.json'))).toEqual({
      $schema: 'https://opencode.ai/config.json',
      mcp: { rulesweep: { type: 'local', command: MCP_COMMAND, enabled: true } },
    });
  });

  it('the fixtures of Codex payloads match Codex\'s generated input schemas', () => {
    expectValid(validator('codex-user-prompt-submit.command.input.schema.json'), fixture('codex-user-prompt-submit-correction.json'));
    for (const name of ['codex-post-tool-use-bash.json', 'codex-post-tool-use-bash-success.json', 'codex-post-tool-use-bash-illegal-option.json', 'codex-post-tool-use-bash-permission.json', 'codex-post-tool-use-exec-exit-code.json']) {
      expectValid(validator('codex-post-tool-use.command.input.schema.json'), fixture(name));
    }
  });

  it('the answer shapes reported for boot and guard are the ones Codex\'s output schemas accept', () => {
    expectValid(validator('codex-session-start.command.output.schema.json'), { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'Boot complete: 3 rules checked, 3 passed, 0 failed.' } });
    const preToolUse = validator('codex-pre-tool-use.command.output.schema.json');
    expectValid(preToolUse, { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'Never use pip; use uv instead.' } });
    expect(preToolUse({ decision: 'deny' })).toBe(false);
  });
});

describe('Codex runs the hooks init wrote', () => {
  interface CodexHook { event: string; matcher?: string; command: string; timeout: number }
  const hooksOf = (dir: string): CodexHook[] => Object.entries(JSON.parse(read(dir, '.codex/hooks.json')).hooks as Record<string, Array<{ matcher?: string; hooks: Array<{ command: string; timeout: number }> }>>)
    .flatMap(([event, groups]) => groups.flatMap((group) => group.hooks.map((hook) => ({ event, matcher: group.matcher, command: hook.command, timeout: hook.timeout }))));
  const payloads: Record<string, string> = {
    SessionStart: 'codex-session-start.json',
    PreToolUse: 'codex-pre-tool-use-bash.json',
    PostToolUse: 'codex-post-tool-use-bash.json',
    UserPromptSubmit: 'codex-user-prompt-submit-correction.json',
  };
  /** Runs a hook as Codex does: through the shell, in the session's working directory, payload on stdin. */
  async function runHook(hook: CodexHook, cwd: string, stdin: string, searchPath = HOOK_PATH): Promise<CliResult & { ms: number }> {
    const started = performance.now();
    const result = await runShell(hook.command, { cwd, stdin, env: { PATH: searchPath } });
    return { ...result, ms: performance.now() - started };
  }

  it('from a subfolder, each hook exits 0 in time, answers in Codex\'s shape or not at all, and the correction is recorded', async () => {
    const dir = await freshRepo();
    expect((await runBin(['init', '--agent', 'codex'], { cwd: dir })).code).toBe(0);
    installLocally(dir);
    const cwd = path.join(dir, 'src/app');
    const sessionStart = validator('codex-session-start.command.output.schema.json');
    const preToolUse = validator('codex-pre-tool-use.command.output.schema.json');
    for (const hook of hooksOf(dir)) {
      const payload = { ...fixture(payloads[hook.event]!), cwd };
      const result = await runHook(hook, cwd, JSON.stringify(payload));
      expect(result.code, `${hook.event}: ${result.stderr}`).toBe(0);
      expect(result.ms).toBeLessThan(hook.timeout * 1000);
      if (hook.event === 'SessionStart') {
        if (known.bootHookCodex) expectValid(sessionStart, JSON.parse(result.stdout));
        else expect(result.stdout).toBe('');
      } else if (hook.event === 'PreToolUse') {
        // No rule has a guard line here: nothing to refuse.
        if (result.stdout.trim() !== '') expectValid(preToolUse, JSON.parse(result.stdout));
        if (known.guard) expect(result.stderr).toBe('');
      } else {
        // Plain text on UserPromptSubmit's stdout would reach the model: learn hook prints nothing.
        expect(result.stdout, hook.event).toBe('');
        expect(result.stderr, hook.event).toBe('');
      }
    }
    const recorded = learnings(dir);
    expect(recorded).toContain('no, use docker compose (with a space)');
    // Codex gives a shell call's output without its exit code: the output itself shows this failure.
    expect(recorded).toContain('docker-compose up -d db');
  });

  it('outside git, runs from the session\'s directory; and fails open with no rulesweep installed', async () => {
    const dir = tempProject();
    expect((await runBin(['init', '--agent', 'codex'], { cwd: dir })).code).toBe(0);
    const prompt = hooksOf(dir).find((hook) => hook.event === 'UserPromptSubmit')!;
    const missing = await runHook(prompt, dir, JSON.stringify(fixture('codex-user-prompt-submit-correction.json')));
    expect(missing).toMatchObject({ code: 0, stdout: '' });
    expect(missing.stderr).toMatch(/rulesweep: (command )?not found/);
    installLocally(dir);
    const installed = await runHook(prompt, dir, JSON.stringify({ ...fixture('codex-user-prompt-submit-correction.json'), cwd: dir }));
    expect(installed).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(learnings(dir)).toContain('docker compose');
    for (const hook of hooksOf(dir)) {
      expect(await runHook(hook, dir, 'not json at all')).toMatchObject({ code: 0 });
    }
  });
});

describe('the OpenCode plugin init wrote, called the way OpenCode calls it', () => {
  interface Hooks {
    event: (input: Record<string, unknown>) => Promise<void>;
    'chat.message': (input: unknown, output: unknown) => Promise<void>;
    'tool.execute.before': (input: unknown, output: unknown) => Promise<void>;
    'tool.execute.after': (input: unknown, output: unknown) => Promise<void>;
  }
  type Plugin = (context: { directory: string; worktree: string; client: unknown }) => Promise<Hooks>;

  /** Loads `.opencode/plugins/rulesweep.ts` as OpenCode's runtime would, types stripped. */
  async function loadPlugin(dir: string): Promise<Plugin> {
    const source = read(dir, '.opencode/plugins/rulesweep.ts');
    const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
    const file = path.join(tempProject(), 'rulesweep-plugin.mjs');
    writeFileSync(file, outputText);
    const module = (await import(pathToFileURL(file).href)) as Record<string, Plugin>;
    const plugins = Object.values(module).filter((value) => typeof value === 'function');
    expect(plugins).toHaveLength(1);
    return plugins[0]!;
  }

  /** The parts of OpenCode's SDK client the plugin uses, recording what it sends. */
  function recordingClient() {
    const prompts: unknown[] = [];
    return { prompts, client: { session: { prompt: async (request: unknown) => void prompts.push(request) } } };
  }

  async function until(check: () => boolean, ms = 10_000): Promise<void> {
    const end = Date.now() + ms;
    while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('records a failed shell command and a typed correction, not a successful command, and checks the rules at session start', async () => {
    const dir = await freshRepo();
    expect((await runBin(['init', '--agent', 'opencode'], { cwd: dir })).code).toBe(0);
    installLocally(dir);
    const { prompts, client } = recordingClient();
    const hooks = await (await loadPlugin(dir))({ directory: dir, worktree: dir, client });

    const failed = fixture('opencode-tool-execute-after-bash-failed.json');
    await hooks['tool.execute.after'](failed.input, failed.output);
    expect(learnings(dir)).toContain('docker-compose up -d db');
    const succeeded = { input: { ...failed.input, args: { command: 'ls -la' } }, output: { ...failed.output, metadata: { ...failed.output.metadata, exit: 0 } } };
    await hooks['tool.execute.after'](succeeded.input, succeeded.output);
    expect(learnings(dir)).not.toContain('ls -la');

    const correction = fixture('opencode-chat-message-correction.json');
    await hooks['chat.message'](correction.input, correction.output);
    await until(() => learnings(dir).includes('no, use uv instead of pip'));
    expect(learnings(dir)).toContain('"agent":"opencode"');
    expect(learnings(dir)).toContain('no, use uv instead of pip');

    const created = fixture('opencode-event-session-created.json');
    await hooks.event(created);
    expect(prompts).toEqual([{
      path: { id: created.event.properties.info.id },
      body: { noReply: true, parts: [{ type: 'text', text: expect.stringContaining('Boot complete: 3 rules checked, 3 passed, 0 failed.'), synthetic: true }] },
    }]);
    // A subagent's session gets no second check.
    await hooks.event({ event: { ...created.event, properties: { info: { ...created.event.properties.info, id: 'ses_child', parentID: created.event.properties.info.id } } } });
    expect(prompts).toHaveLength(1);

    // Nothing guards `pip install` in the starter rules: the command runs.
    const before = fixture('opencode-tool-execute-before-bash.json');
    await expect(hooks['tool.execute.before'](before.input, before.output)).resolves.toBeUndefined();
  });

  it('refuses a shell command when rulesweep guard denies it or asks for a person, quoting the reason', async () => {
    // The guard is not in this build yet: a stand-in package answers as the guard will (the
    // documented PreToolUse decision), so this checks the plugin's side of that contract.
    const dir = tempProject({
      'node_modules/rulesweep/package.json': JSON.stringify({ name: 'rulesweep', bin: { rulesweep: 'guard-stand-in.cjs' } }),
      'node_modules/rulesweep/guard-stand-in.cjs': [
        "let input = ''; process.stdin.on('data', (c) => (input += c)).on('end', () => {",
        '  const { tool_input: { command } } = JSON.parse(input);',
        "  const decision = /^pip install/.test(command) ? 'deny' : /^rm -rf/.test(command) ? 'ask' : undefined;",
        "  if (decision) process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: decision, permissionDecisionReason: 'Never use pip; use uv instead.' } }));",
        '});',
      ].join('\n'),
    });
    expect((await runBin(['init', '--agent', 'opencode'], { cwd: dir })).code).toBe(0);
    const hooks = await (await loadPlugin(dir))({ directory: dir, worktree: dir, client: recordingClient().client });
    const before = fixture('opencode-tool-execute-before-bash.json');
    await expect(hooks['tool.execute.before'](before.input, before.output)).rejects.toThrow('Never use pip; use uv instead.');
    await expect(hooks['tool.execute.before'](before.input, { args: { command: 'rm -rf build' } })).rejects.toThrow(/^a person must approve this command first: Never use pip/);
    await expect(hooks['tool.execute.before'](before.input, { args: { command: 'uv pip install requests' } })).resolves.toBeUndefined();
    await expect(hooks['tool.execute.before']({ ...before.input, tool: 'read' }, { args: { filePath: 'pip install' } })).resolves.toBeUndefined();
  });

  it('fails open: no rulesweep anywhere, junk arguments, a client that throws', async () => {
    const dir = tempProject();
    expect((await runBin(['init', '--agent', 'opencode'], { cwd: dir })).code).toBe(0);
    const hooks = await (await loadPlugin(dir))({
      directory: dir,
      worktree: dir,
      client: { session: { prompt: async () => { throw new Error('server gone'); } } },
    });
    const failed = fixture('opencode-tool-execute-after-bash-failed.json');
    const before = fixture('opencode-tool-execute-before-bash.json');
    await expect(hooks['tool.execute.after'](failed.input, failed.output)).resolves.toBeUndefined();
    await expect(hooks['tool.execute.before'](before.input, before.output)).resolves.toBeUndefined();
    await expect(hooks.event(fixture('opencode-event-session-created.json'))).resolves.toBeUndefined();
    await expect(hooks['chat.message']({}, {})).resolves.toBeUndefined();
    await expect(hooks['tool.execute.after']({ tool: 'bash' }, {})).resolves.toBeUndefined();
    await expect(hooks['tool.execute.before']({ tool: 'bash' }, { args: { command: 42 } })).resolves.toBeUndefined();
    await expect(hooks.event({ event: { type: 'session.created' } })).resolves.toBeUndefined();
    expect(learnings(dir)).toBe('');
  });
});
