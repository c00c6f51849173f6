// `rulesweep guard` through the built bin with the payloads Claude Code and Codex send
// (test/fixtures/hooks): it refuses a command a rule's guard matches, quoting the rule, asks a
// person for `-> ask` (Codex cannot ask: a deny there), lets everything else through without a
// word, and fails open on junk, an open stdin, a guard it cannot enforce and a missing rules file.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { BIN, runBin, runShell, type CliResult } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

const REPO = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string): Record<string, any> => JSON.parse(readFileSync(path.join(REPO, 'test/fixtures/hooks', name), 'utf8'));
const CLAUDE_BASH = fixture('claude-pre-tool-use-bash.json');
const CLAUDE_POWERSHELL = fixture('claude-pre-tool-use-powershell.json');
const CODEX_BASH = fixture('codex-pre-tool-use-bash.json');
const codexOutput = new Ajv({ strict: false }).compile(JSON.parse(readFileSync(path.join(REPO, 'test/fixtures/schemas/codex-pre-tool-use.command.output.schema.json'), 'utf8')));

const RULES = `# Learned Rules

Reglas aprendidas. Lessons graduated from corrections.

---

- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install|pip3 install|pipx install", path=".") -> 0 matches
  guard: Bash("\\bpip3? install|\\bpipx install")
  [source: corrected 2x, learning #4, #9, 2026-11-23]

- Nunca hagas git push --force a main; pregunta antes.
  verify: manual — la persona decide
  guard: Bash("git push\\s+(?:-f|--force)\\b") -> ask

- Niemals rm -rf auf das Wurzelverzeichnis.
  verify: manual — offensichtlich
  guard: Bash("^\\s*rm\\s+-[a-zA-Z]*r[a-zA-Z]*f[a-zA-Z]*\\s+/(?:\\s|$)")

- 不要用 sudo 安装全局包。
  verify: manual — 人工检查
  guard: \`Bash("\\bsudo\\s+npm\\s+(?:i|install)\\s+-g\\b")\`
`;

interface Project {
  root: string;
  env: { XDG_CACHE_HOME: string; CLAUDE_PROJECT_DIR: string };
  guard(payload: unknown, options?: { raw?: string; leaveStdinOpen?: boolean; killAfterMs?: number }): Promise<CliResult>;
}

function project(rules: string | null = RULES): Project {
  const root = tempProject(rules === null ? { '.git/HEAD': 'ref: refs/heads/main\n' } : { '.git/HEAD': 'ref: refs/heads/main\n', '.claude/memory/learned-rules.md': rules });
  const env = { XDG_CACHE_HOME: path.join(root, '.cache-home'), CLAUDE_PROJECT_DIR: root };
  return {
    root,
    env,
    guard: (payload, options = {}) => runBin(['guard'], { cwd: root, env, stdin: options.raw ?? JSON.stringify(payload), ...options }),
  };
}

const bash = (command: string, base: Record<string, any> = CLAUDE_BASH) => ({ ...base, tool_input: { ...base.tool_input, command } });

function decision(result: CliResult): { permissionDecision: string; permissionDecisionReason: string } {
  expect(result.code).toBe(0);
  const answer = JSON.parse(result.stdout) as { hookSpecificOutput: { hookEventName: string; permissionDecision: string; permissionDecisionReason: string } };
  expect(Object.keys(answer)).toEqual(['hookSpecificOutput']);
  expect(answer.hookSpecificOutput.hookEventName).toBe('PreToolUse');
  return answer.hookSpecificOutput;
}

const letThrough = { code: 0, stdout: '', stderr: '' };

describe('rulesweep guard refuses what a rule forbids', () => {
  it('refuses Claude Code\'s Bash payload for pip install, quoting the rule and its place, and says what to do instead', async () => {
    const { guard } = project();
    const result = await guard(CLAUDE_BASH);
    expect(result.stderr).toBe('');
    const answer = decision(result);
    expect(answer.permissionDecision).toBe('deny');
    expect(answer.permissionDecisionReason).toContain('"Never use pip, pip3, or pipx; always use uv instead."');
    expect(answer.permissionDecisionReason).toContain('.claude/memory/learned-rules.md:7');
    expect(answer.permissionDecisionReason).toMatch(/Do what the rule says instead/);
  });

  it('lets an unrelated command, and commands near the pattern, through without a word', async () => {
    const { guard } = project();
    for (const command of ['npm run build', 'uv add requests', 'cat pip_install.log', 'git push origin main', 'echo "rm -rf /tmp/x"', 'npm install -g typescript']) {
      expect(await guard(bash(command)), command).toEqual(letThrough);
    }
    // What the pattern says, it enforces: \bpip3? install is in `uv pip install` too.
    expect(decision(await guard(bash('uv pip install -r requirements.txt'))).permissionDecision).toBe('deny');
  });

  it('refuses Claude Code\'s PowerShell payload the same way', async () => {
    const answer = decision(await project().guard(CLAUDE_POWERSHELL));
    expect(answer.permissionDecision).toBe('deny');
    expect(answer.permissionDecisionReason).toContain('Never use pip');
  });

  it('asks the person for a -> ask guard in Claude Code, quoting the rule in its own language', async () => {
    const answer = decision(await project().guard(bash('git push --force origin main')));
    expect(answer.permissionDecision).toBe('ask');
    expect(answer.permissionDecisionReason).toContain('"Nunca hagas git push --force a main; pregunta antes."');
    expect(answer.permissionDecisionReason).toMatch(/asks a person to approve/);
  });

  it('answers Codex in the shape its output schema accepts, and refuses where Claude Code would ask (Codex cannot ask)', async () => {
    const { guard } = project();
    const denied = await guard(CODEX_BASH);
    const deniedAnswer = JSON.parse(denied.stdout);
    expect(codexOutput(deniedAnswer), JSON.stringify(codexOutput.errors)).toBe(true);
    expect(deniedAnswer.hookSpecificOutput.permissionDecision).toBe('deny');
    const asked = await guard(bash('git push -f', CODEX_BASH));
    const askedAnswer = JSON.parse(asked.stdout);
    expect(codexOutput(askedAnswer)).toBe(true);
    expect(askedAnswer.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(askedAnswer.hookSpecificOutput.permissionDecisionReason).toMatch(/a person must approve this command, and this agent cannot ask from a hook/);
    expect(await guard(bash('poetry install', CODEX_BASH))).toEqual(letThrough);
  });

  it('matches each line of a multi-line command on its own, as ripgrep would (anchors included)', async () => {
    const { guard } = project();
    expect(decision(await guard(bash('cd /tmp\nrm -rf / --no-preserve-root'))).permissionDecision).toBe('deny');
    expect(decision(await guard(bash('cat <<EOF > setup.sh\nsudo npm install -g typescript\nEOF'))).permissionDecisionReason).toContain('不要用 sudo 安装全局包。');
    expect(await guard(bash('echo done; rm -rf /tmp/build'))).toEqual(letThrough);
  });

  it('refuses when a deny and an ask guard both match, quoting both rules, the refusing one first', async () => {
    const answer = decision(await project().guard(bash('pip install x && git push --force')));
    expect(answer.permissionDecision).toBe('deny');
    expect(answer.permissionDecisionReason.indexOf('Never use pip')).toBeLessThan(answer.permissionDecisionReason.indexOf('Nunca hagas'));
  });

  it('ignores other tools and other events', async () => {
    const { guard } = project();
    expect(await guard({ ...CLAUDE_BASH, tool_name: 'Edit', tool_input: { file_path: 'pip install', new_string: 'pip install' } })).toEqual(letThrough);
    expect(await guard({ ...bash('pip install x'), hook_event_name: 'PostToolUse' })).toEqual(letThrough);
  });

  it('checks every shell tool the learn hook records, by the names the agents give them, and a command given as an argv', async () => {
    const { guard } = project();
    // Claude Code (Bash, PowerShell), Codex (Bash in its hooks; shell, local_shell, exec_command
    // in its own calls), OpenCode (bash), Gemini CLI (run_shell_command), Cursor (run_terminal_cmd).
    for (const tool of ['Bash', 'PowerShell', 'bash', 'shell', 'local_shell', 'exec_command', 'run_shell_command', 'run_terminal_cmd', 'POWERSHELL']) {
      expect(decision(await guard({ ...bash('pip install requests'), tool_name: tool })).permissionDecision, tool).toBe('deny');
    }
    expect(decision(await guard({ ...CODEX_BASH, tool_name: 'local_shell', tool_input: { command: ['pip', 'install', 'requests'] } })).permissionDecision).toBe('deny');
    expect(await guard({ ...CODEX_BASH, tool_name: 'shell', tool_input: { command: ['uv', 'add', 'requests'] } })).toEqual(letThrough);
    for (const tool of ['Write', 'apply_patch', 'bash_history', 'mcp__shell__run']) {
      expect(await guard({ ...bash('pip install requests'), tool_name: tool }), tool).toEqual(letThrough);
    }
  });

  it('sees an edit of the rules file at once: a guard added, removed or changed applies to the next command', async () => {
    const { root, guard } = project();
    expect(await guard(bash('terraform apply'))).toEqual(letThrough);
    const file = path.join(root, '.claude/memory/learned-rules.md');
    writeFileSync(file, `${RULES}\n- Never terraform apply without a plan.\n  verify: manual\n  guard: Bash("terraform\\s+apply(?:\\s|$)")\n`);
    expect(decision(await guard(bash('terraform apply'))).permissionDecisionReason).toContain('Never terraform apply without a plan.');
    writeFileSync(file, RULES.replace('guard: Bash("\\bpip3? install|\\bpipx install")', 'guard: Bash("\\bpipx install")'));
    expect(await guard(bash('terraform apply'))).toEqual(letThrough);
    expect(await guard(CLAUDE_BASH)).toEqual(letThrough);
  });

  it('does not trust a stored guard set that is corrupt or was read from another text', async () => {
    const { root, env, guard } = project();
    expect(decision(await guard(CLAUDE_BASH)).permissionDecision).toBe('deny');
    const storeFolder = path.join(env.XDG_CACHE_HOME, 'rulesweep', 'guard');
    const [stored] = (await import('node:fs')).readdirSync(storeFolder);
    const storeFile = path.join(storeFolder, stored!);
    const set = JSON.parse(readFileSync(storeFile, 'utf8'));
    // A store claiming no guards for this very file, but read from other text: ignored.
    writeFileSync(storeFile, JSON.stringify({ ...set, text: `${set.text} `, set: { ...set.set, guards: [] } }));
    expect(decision(await guard(CLAUDE_BASH)).permissionDecision).toBe('deny');
    writeFileSync(storeFile, '{"format":1, not json');
    expect(decision(await guard(CLAUDE_BASH)).permissionDecision).toBe('deny');
    expect(JSON.parse(readFileSync(storeFile, 'utf8')).source).toBe(path.join(root, '.claude/memory/learned-rules.md'));

    // A well-formed store with one pattern JavaScript refuses: that guard alone is lost, never the others.
    const good = JSON.parse(readFileSync(storeFile, 'utf8'));
    writeFileSync(storeFile, JSON.stringify({ ...good, set: { ...good.set, guards: [{ ...good.set.guards[0], regex: { ...good.set.guards[0].regex, source: '(', asciiSource: '(' } }, ...good.set.guards] } }));
    expect(decision(await guard(CLAUDE_BASH)).permissionDecision).toBe('deny');
  });
});

describe('rulesweep guard fails open', () => {
  it('junk, an empty payload, a non-object and a payload without a command exit 0 with one line on stderr', async () => {
    const { guard } = project();
    for (const raw of ['not json at all', '', '[1,2,3]', '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{}}', '{"tool_name":"Bash","tool_input":{"command":']) {
      const result = await guard(undefined, { raw });
      expect(result.code, raw).toBe(0);
      expect(result.stdout, raw).toBe('');
      expect(result.stderr.trimEnd().split('\n'), raw).toHaveLength(1);
      expect(result.stderr, raw).toMatch(/^rulesweep guard: .*; the command is let through\.\n$/);
    }
  });

  it('returns within its time limit on a stdin that stays open and silent, and at once when the payload is complete', async () => {
    const { guard } = project();
    const started = performance.now();
    const silent = await guard(undefined, { raw: '', leaveStdinOpen: true, killAfterMs: 9_000 });
    expect(performance.now() - started).toBeLessThan(8_000);
    expect(silent.code).toBe(0);
    expect(silent.stdout).toBe('');
    expect(silent.stderr).toBe('rulesweep guard: no complete JSON object within 3000 ms; the command is let through.\n');
    const complete = await guard(undefined, { raw: JSON.stringify(CLAUDE_BASH), leaveStdinOpen: true, killAfterMs: 9_000 });
    expect(decision(complete).permissionDecision).toBe('deny');
  });

  it('lets commands through a guard it cannot enforce, with a one-line note naming it, and still enforces the others', async () => {
    const rules = `${RULES}\n- Never pip install without uv in front.\n  verify: manual\n  guard: Bash("(?<!uv )pip install")\n`;
    const line = rules.split('\n').findIndex((text) => text.includes('(?<!uv ')) + 1;
    const { root, guard } = project(rules);
    const unrelated = await guard(bash('ls -la'));
    expect(unrelated.code).toBe(0);
    expect(unrelated.stdout).toBe('');
    const note = new RegExp(`^rulesweep guard: the guard at \\.claude/memory/learned-rules\\.md:${line} is not enforced: look-around [^\\n]*\\.\\n$`);
    expect(unrelated.stderr).toMatch(note);
    const refused = await guard(CLAUDE_BASH);
    expect(decision(refused).permissionDecision).toBe('deny');
    // The note never says "let through" beside a refusal.
    expect(refused.stderr).toMatch(note);
    expect(refused.stderr).not.toContain('let through');
    // The sweep says so too, at the guard's position.
    const sweep = await runBin(['sweep', '--json'], { cwd: root, env: { XDG_CACHE_HOME: path.join(root, '.cache-home') } });
    expect(JSON.parse(sweep.stdout).diagnostics).toContainEqual(expect.objectContaining({ code: 'rules/bad-guard', position: { line, column: 10 } }));
  });

  it('a pattern that backtracks for ever is cut off after 500 ms: the command is let through with one line, and the next is decided', async () => {
    // Rust's regex never backtracks, JavaScript's does: (a+)+$ on a long run of a's not at the end
    // of the line takes 2^40 steps. Only the vm timeout ends it; a refusing guard that matches too
    // decides nothing once the time is up (fail-open, docs/guard.md).
    const { guard } = project(`${RULES}\n- No nested repetition.\n  verify: manual\n  guard: Bash("(a+)+$")\n`);
    const started = performance.now();
    const result = await guard(bash(`pip install ${'a'.repeat(40)}!`), { killAfterMs: 20_000 });
    const tookMs = performance.now() - started;
    expect(result).toEqual({ code: 0, stdout: '', stderr: 'rulesweep guard: matching the guard patterns took longer than 500 ms; the command is let through.\n' });
    expect(tookMs).toBeGreaterThanOrEqual(500);
    expect(tookMs).toBeLessThan(10_000);
    expect(decision(await guard(bash('pip install requests'))).permissionDecision).toBe('deny');
  });

  it('without a rules file, or with one it cannot read, lets every command through', async () => {
    expect(await project(null).guard(CLAUDE_BASH)).toEqual(letThrough);
    const { root, guard } = project();
    const file = path.join(root, '.claude/memory/learned-rules.md');
    (await import('node:fs')).rmSync(file);
    mkdirSync(file);
    const unreadable = await guard(CLAUDE_BASH);
    expect(unreadable).toMatchObject({ code: 0, stdout: '' });
    expect(unreadable.stderr).toMatch(/^rulesweep guard: .*; the command is let through\.\n$/);
  });

  it('a broken .rulesweep.json or a read-only cache folder does not stop it', async () => {
    const { root, env, guard } = project();
    writeFileSync(path.join(root, '.rulesweep.json'), '{ not json');
    const broken = await guard(CLAUDE_BASH);
    expect(broken).toMatchObject({ code: 0, stdout: '' });
    expect(broken.stderr).toMatch(/let through/);
    (await import('node:fs')).rmSync(path.join(root, '.rulesweep.json'));
    writeFileSync(env.XDG_CACHE_HOME, 'a file where the cache folder should be');
    expect(decision(await guard(CLAUDE_BASH)).permissionDecision).toBe('deny');
  });

  it('--help goes to commander and says what the hook answers', async () => {
    const help = await runBin(['guard', '--help'], { cwd: project().root });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/PreToolUse/);
  });
});

describe('the hook command init writes', () => {
  it('refuses through /bin/sh from a subfolder, the way Claude Code runs it, with `|| true` keeping the exit 0', async () => {
    const root = tempProject({ 'src/app/.keep': '', '.claude/memory/learned-rules.md': RULES });
    await initGitRepo(root);
    mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
    symlinkSync(BIN, path.join(root, 'node_modules/.bin/rulesweep'));
    const settings = JSON.parse(readFileSync(path.join(REPO, 'memory-templates/claude-settings.json'), 'utf8'));
    const command = settings.hooks.PreToolUse[0].hooks[0].command as string;
    expect(command).toMatch(/rulesweep guard \|\| true$/);
    const env = { CLAUDE_PROJECT_DIR: root, XDG_CACHE_HOME: path.join(root, '.cache-home') };
    const refused = await runShell(command, { cwd: path.join(root, 'src/app'), env, stdin: JSON.stringify({ ...CLAUDE_BASH, cwd: path.join(root, 'src/app') }) });
    expect(decision(refused).permissionDecision).toBe('deny');
    expect(await runShell(command, { cwd: path.join(root, 'src/app'), env, stdin: JSON.stringify(bash('ls')) })).toEqual(letThrough);
  });
});

describe('the OpenCode plugin init writes', () => {
  it('throws the real guard\'s reason before a refused command (and for an ask: OpenCode cannot ask), and lets others run', async () => {
    const root = tempProject({ '.claude/memory/learned-rules.md': RULES });
    await initGitRepo(root);
    mkdirSync(path.join(root, 'node_modules'), { recursive: true });
    symlinkSync(REPO, path.join(root, 'node_modules/rulesweep'));
    const ts = (await import('typescript')).default;
    const { outputText } = ts.transpileModule(readFileSync(path.join(REPO, 'memory-templates/opencode-plugin.ts'), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const file = path.join(tempProject(), 'rulesweep-plugin.mjs');
    writeFileSync(file, outputText);
    const { RulesweepPlugin } = await import(pathToFileURL(file).href);
    // The plugin passes its own environment on: the store goes to this test's cache folder.
    process.env.XDG_CACHE_HOME ??= path.join(root, '.cache-home');
    const hooks = await RulesweepPlugin({ directory: root, worktree: root });
    const before = fixture('opencode-tool-execute-before-bash.json');
    await expect(hooks['tool.execute.before'](before.input, { args: { command: 'pip install requests' } })).rejects.toThrow(/Never use pip, pip3, or pipx/);
    await expect(hooks['tool.execute.before'](before.input, { args: { command: 'git push --force' } })).rejects.toThrow(/^a person must approve this command first: .*Nunca hagas git push --force/);
    await expect(hooks['tool.execute.before'](before.input, { args: { command: 'uv add requests' } })).resolves.toBeUndefined();
  });
});
