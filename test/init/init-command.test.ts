// `rulesweep init` in-process on real folders and git repositories: what it lays down for each
// agent, what it leaves alone, that a second run changes no byte, that --dry-run writes nothing,
// and that a settings file it cannot read stops it before it writes anything.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseToml } from 'smol-toml';
import { stampGenerated } from '../../src/init/generated-file.js';
import { mergeInstructionsBlock } from '../../src/init/instructions-block.js';
import { nodeValue, parseJsonText } from '../../src/init/json-text.js';
import { applyInit, planInit } from '../../src/init/plan.js';
import { loadTemplates, TEMPLATE_FILES } from '../../src/init/templates.js';
import { resolveProject } from '../../src/memory/paths.js';
import { BIN, runCli } from '../helpers/cli.js';
import { initGitRepo, tempProject, writeFiles } from '../helpers/project.js';

const PACKAGE = path.resolve(import.meta.dirname, '../..');
const template = (relative: string) => readFileSync(path.join(PACKAGE, relative), 'utf8');
const SKILL_NAMES = ['boot', 'evolve', 'scorecard'];
/** Rules file, evolution log, three skills, settings.json, .mcp.json, CLAUDE.md and the CI workflow. */
const WRITTEN = 9;
const CLAUDE_EVENTS = 'SessionStart, PreToolUse, PostToolUseFailure, UserPromptSubmit, SessionEnd';
const MCP_COMMAND = ['npx', '--no-install', 'rulesweep', 'mcp'];
/** No rulesweep on this PATH, so the install note is predictable. */
const ENV = { PATH: path.dirname(process.execPath) };

/** Every file under `dir` (except .git) with its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.name === '.git') continue;
      if (entry.isDirectory()) walk(full);
      else files[path.relative(dir, full).split(path.sep).join('/')] = readFileSync(full).toString('base64');
    }
  };
  walk(dir);
  return files;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const init = (dir: string, args: string[] = [], cwd = dir) => runCli(['init', ...args], { cwd, env: ENV });

describe('rulesweep init --agent claude (the default)', () => {
  it('sets up an empty project and says what it wrote', async () => {
    const dir = tempProject();
    const result = await init(dir);
    expect(result.code).toBe(0);
    expect(read(dir, '.claude/memory/learned-rules.md')).toBe(template(TEMPLATE_FILES.rules));
    expect(read(dir, '.claude/memory/evolution-log.md')).toBe(template(TEMPLATE_FILES.evolutionLog));
    for (const name of SKILL_NAMES) {
      expect(read(dir, `.claude/skills/${name}/SKILL.md`)).toBe(template(`skills/${name}/SKILL.md`));
    }
    expect(JSON.parse(read(dir, '.claude/settings.json'))).toEqual(JSON.parse(template(TEMPLATE_FILES.claudeHooks)));
    expect(read(dir, 'CLAUDE.md')).toBe(template(TEMPLATE_FILES.instructionsBlock));
    expect(existsSync(path.join(dir, 'AGENTS.md'))).toBe(false);
    expect(result.stdout).toContain(`rulesweep init for Claude Code in ${dir}\n`);
    expect(result.stdout).toMatch(/^ {2}create {2}\.claude\/memory\/learned-rules\.md$/m);
    expect(result.stdout).toMatch(new RegExp(`create {2}\\.claude/settings\\.json +hooks added: ${CLAUDE_EVENTS}`));
    expect(JSON.parse(read(dir, '.mcp.json'))).toEqual({ mcpServers: { rulesweep: { type: 'stdio', command: 'npx', args: MCP_COMMAND.slice(1) } } });
    expect(result.stdout).toMatch(/create {2}\.mcp\.json +MCP server "rulesweep" added/);
    expect(result.stdout).toContain(`Done: ${WRITTEN} files written.`);
    expect(result.stdout).toContain('restart Claude Code so it loads the hooks, the MCP server and the skills.');
    expect(read(dir, '.github/workflows/rulesweep.yml')).toBe(template(TEMPLATE_FILES.ciWorkflow));
    expect(result.stderr).toMatch(/^note: rulesweep is neither in this project's node_modules nor on PATH/m);
    expect(result.stderr).toMatch(/^note: Claude Code asks you to approve the project MCP server from \.mcp\.json/m);
  });

  it('sets up an empty git repository at its top level when run from a subfolder', async () => {
    const dir = tempProject({ 'packages/app/README.md': '# app\n' });
    await initGitRepo(dir);
    const result = await init(dir, [], path.join(dir, 'packages/app'));
    expect(result.code).toBe(0);
    expect(existsSync(path.join(dir, '.claude/memory/learned-rules.md'))).toBe(true);
    expect(existsSync(path.join(dir, 'CLAUDE.md'))).toBe(true);
    expect(existsSync(path.join(dir, 'packages/app/.claude'))).toBe(false);
  });

  it('does not warn about the install when the project has rulesweep in node_modules/.bin', async () => {
    const dir = tempProject();
    mkdirSync(path.join(dir, 'node_modules/.bin'), { recursive: true });
    symlinkSync(BIN, path.join(dir, 'node_modules/.bin/rulesweep'));
    const result = await init(dir);
    expect(result.stderr).not.toMatch(/neither in this project's node_modules/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('honours --root and the rules path of .rulesweep.json', async () => {
    const dir = tempProject({ '.rulesweep.json': '{"rules": "docs/agent-rules.md"}' });
    const elsewhere = tempProject();
    const result = await runCli(['init', '--root', dir], { cwd: elsewhere, env: ENV });
    expect(result.code).toBe(0);
    expect(read(dir, 'docs/agent-rules.md')).toBe(template(TEMPLATE_FILES.rules));
    expect(existsSync(path.join(dir, '.claude/memory/learned-rules.md'))).toBe(false);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('changes no byte the second time, and says so', async () => {
    const dir = tempProject();
    await initGitRepo(dir);
    await init(dir);
    const before = snapshot(dir);
    const second = await init(dir);
    expect(second.code).toBe(0);
    expect(snapshot(dir)).toEqual(before);
    expect(second.stdout).toMatch(/Nothing to do: the project is already set up \(9 files checked, none changed\)\./);
    // Nothing to approve when nothing changed.
    expect(second.stderr).not.toMatch(/approve/);
    expect(second.stdout).not.toMatch(/^ {2}(create|update) /m);
  });
});

describe('rulesweep init on a project that is already configured', () => {
  const settings = [
    '{',
    '    "model": "opus",',
    '    "hooks": {',
    '        "PreToolUse": [',
    '            {"matcher": "Bash", "hooks": [{"type": "command", "command": "./guard.sh", "timeout": 3}]}',
    '        ],',
    '        "SessionStart": [',
    '            {"matcher": "startup", "hooks": [{"type": "command", "command": "echo hi"}]}',
    '        ]',
    '    },',
    '    "permissions": {"allow": ["Bash(npm test:*)"]}',
    '}',
    '',
  ].join('\n');
  const claudeMd = '# My project\n\nUse pnpm.\n';
  const myRules = '# Learned Rules\n---\n- Never use pip.\n  verify: Grep("pip install", path=".") -> 0 matches\n';
  const configured = () => tempProject({
    '.claude/settings.json': settings,
    'CLAUDE.md': claudeMd,
    '.claude/memory/learned-rules.md': myRules,
    '.claude/memory/evolution-log.md': template(TEMPLATE_FILES.evolutionLog),
  });

  it('keeps the user\'s rules, keys and hooks, and only adds what is missing', async () => {
    const dir = configured();
    const result = await init(dir);
    expect(result.code).toBe(0);
    expect(read(dir, '.claude/memory/learned-rules.md')).toBe(myRules);
    expect(result.stdout).toMatch(/keep +\.claude\/memory\/learned-rules\.md +exists with other content; left alone/);
    expect(result.stdout).toMatch(/unchanged +\.claude\/memory\/evolution-log\.md/);
    expect(result.stdout).toMatch(new RegExp(`update +\\.claude/settings\\.json +hooks added: ${CLAUDE_EVENTS}$`, 'm'));
    expect(result.stdout).toMatch(/update +CLAUDE\.md +rulesweep block appended/);

    const after = read(dir, '.claude/settings.json');
    expect(after.startsWith(settings.slice(0, settings.indexOf('{"matcher": "Bash"')))).toBe(true);
    expect(after).toContain('            {"matcher": "Bash", "hooks": [{"type": "command", "command": "./guard.sh", "timeout": 3}]},\n            {\n');
    expect(after).toContain('            {"matcher": "startup", "hooks": [{"type": "command", "command": "echo hi"}]},\n            {\n');
    expect(after.endsWith('    "permissions": {"allow": ["Bash(npm test:*)"]}\n}\n')).toBe(true);
    const parsed = JSON.parse(after);
    expect(Object.keys(parsed)).toEqual(['model', 'hooks', 'permissions']);
    expect(Object.keys(parsed.hooks)).toEqual(['PreToolUse', 'SessionStart', 'PostToolUseFailure', 'UserPromptSubmit', 'SessionEnd']);
    expect(parsed.hooks.SessionStart).toHaveLength(2);
    // The user's own PreToolUse hook is not rulesweep's guard: it stays first, ours follows.
    expect(parsed.hooks.PreToolUse[0]).toEqual(JSON.parse(settings).hooks.PreToolUse[0]);
    expect(parsed.hooks.PreToolUse).toHaveLength(2);

    expect(read(dir, 'CLAUDE.md')).toBe(`${claudeMd}\n${template(TEMPLATE_FILES.instructionsBlock)}`);
  });

  it('changes no byte the second time', async () => {
    const dir = configured();
    await init(dir);
    const before = snapshot(dir);
    const second = await init(dir);
    expect(snapshot(dir)).toEqual(before);
    expect(second.stdout).toMatch(/Nothing to do/);
    expect(second.stdout).toMatch(/keep +\.claude\/memory\/learned-rules\.md/);
  });

  it('leaves an edited rulesweep block alone instead of adding a second one', async () => {
    const edited = `# Mine\n\n<!-- rulesweep:begin -->\nMy own words.\n<!-- rulesweep:end -->\n`;
    const dir = tempProject({ 'CLAUDE.md': edited });
    const result = await init(dir);
    expect(read(dir, 'CLAUDE.md')).toBe(edited);
    expect(result.stdout).toMatch(/keep +CLAUDE\.md +has a rulesweep block that differs from this version's; left alone/);
  });

  it('keeps a file that was already laid down but edited (a skill)', async () => {
    const dir = tempProject({ '.claude/skills/boot/SKILL.md': '---\nname: boot\ndescription: mine\n---\n' });
    const result = await init(dir);
    expect(read(dir, '.claude/skills/boot/SKILL.md')).toBe('---\nname: boot\ndescription: mine\n---\n');
    expect(result.stdout).toMatch(/keep +\.claude\/skills\/boot\/SKILL\.md/);
  });
});

describe('rulesweep init --dry-run and --json', () => {
  it('--dry-run prints the plan and writes nothing', async () => {
    const dir = tempProject({ 'CLAUDE.md': '# Mine\n', '.claude/settings.json': '{"model": "x"}\n' });
    const before = snapshot(dir);
    const result = await init(dir, ['--dry-run']);
    expect(result.code).toBe(0);
    expect(snapshot(dir)).toEqual(before);
    expect(result.stdout).toContain('(dry run)');
    expect(result.stdout).toMatch(/would create +\.claude\/memory\/learned-rules\.md/);
    expect(result.stdout).toMatch(/would update +\.claude\/settings\.json/);
    expect(result.stdout).toMatch(/would update +CLAUDE\.md/);
    expect(result.stdout).toContain(`Dry run: nothing was written (${WRITTEN} files would change).`);
  });

  it('--json prints the plan as data', async () => {
    const dir = tempProject();
    const dry = JSON.parse((await init(dir, ['--dry-run', '--json'])).stdout);
    expect(dry).toMatchObject({ root: dir, agent: 'claude', dryRun: true, changed: false, changes: WRITTEN });
    expect(snapshot(dir)).toEqual({});
    const real = JSON.parse((await init(dir, ['--json'])).stdout);
    expect(real).toMatchObject({ dryRun: false, changed: true, changes: WRITTEN });
    expect(real.actions[0]).toEqual({ action: 'create', path: '.claude/memory/learned-rules.md', what: 'rules file' });
    expect(real.actions.map((action: { action: string }) => action.action)).toEqual(Array(WRITTEN).fill('create'));
    expect(real.notes).toEqual([expect.stringMatching(/^rulesweep is neither/), expect.stringMatching(/^Claude Code asks you to approve/)]);
    const again = JSON.parse((await init(dir, ['--json'])).stdout);
    expect(again).toMatchObject({ changed: false, changes: 0 });
  });
});

describe('rulesweep init --agent opencode and --agent codex', () => {
  it.each([
    ['opencode', '.opencode/skills', 'OpenCode'],
    ['codex', '.agents/skills', 'Codex'],
  ])('--agent %s lays the skills in %s and the block in AGENTS.md, and nothing of Claude Code\'s', async (agent, skillsDir, label) => {
    const dir = tempProject({ 'AGENTS.md': '# Agents\n' });
    const result = await init(dir, ['--agent', agent]);
    expect(result.code).toBe(0);
    for (const name of SKILL_NAMES) expect(read(dir, `${skillsDir}/${name}/SKILL.md`)).toBe(template(`skills/${name}/SKILL.md`));
    expect(read(dir, 'AGENTS.md')).toBe(`# Agents\n\n${template(TEMPLATE_FILES.instructionsBlock)}`);
    expect(read(dir, '.claude/memory/learned-rules.md')).toBe(template(TEMPLATE_FILES.rules));
    for (const claudeOnly of ['.claude/settings.json', '.claude/skills', 'CLAUDE.md', '.mcp.json']) {
      expect(existsSync(path.join(dir, claudeOnly)), claudeOnly).toBe(false);
    }
    expect(result.stdout).toContain(`rulesweep init for ${label} in`);
    expect(result.stderr).not.toMatch(/does not run/);
  });

  it('--agent codex writes Codex\'s hooks and registers the MCP server in .codex/config.toml, and says to trust them', async () => {
    const dir = tempProject();
    const result = await init(dir, ['--agent', 'codex']);
    expect(result.code).toBe(0);
    expect(JSON.parse(read(dir, '.codex/hooks.json'))).toEqual(JSON.parse(template(TEMPLATE_FILES.codexHooks)));
    expect(result.stdout).toMatch(/create +\.codex\/hooks\.json +hooks added: SessionStart, PreToolUse, PostToolUse, UserPromptSubmit/);
    expect(parseToml(read(dir, '.codex/config.toml'))).toEqual({ mcp_servers: { rulesweep: { command: 'npx', args: MCP_COMMAND.slice(1) } } });
    expect(result.stdout).toMatch(/create +\.codex\/config\.toml +MCP server "rulesweep" added/);
    expect(result.stderr).toMatch(/^note: Codex runs a project's \.codex\/ hooks and MCP servers only when the project is trusted, .*open \/hooks in Codex$/m);
    expect(result.stdout).toContain('restart Codex and open /hooks to review and trust the new hooks.');
  });

  it('--agent codex keeps a config.toml byte for byte and counts rulesweep hooks written inline there', async () => {
    const config = '# mine\nmodel = "gpt-5-codex"\n\n[[hooks.PreToolUse]]\nmatcher = "^Bash$"\n\n[[hooks.PreToolUse.hooks]]\ntype = "command"\ncommand = "npx rulesweep guard"\n';
    const dir = tempProject({ '.codex/config.toml': config });
    const result = await init(dir, ['--agent', 'codex']);
    expect(result.code).toBe(0);
    expect(read(dir, '.codex/config.toml').startsWith(config)).toBe(true);
    expect(Object.keys(JSON.parse(read(dir, '.codex/hooks.json')).hooks)).toEqual(['SessionStart', 'PostToolUse', 'UserPromptSubmit']);
    expect(result.stdout).toMatch(/hooks added: SessionStart, PostToolUse, UserPromptSubmit \(already there: PreToolUse\)/);
  });

  it('--agent codex stops, writing nothing, on a config.toml Codex could not read', async () => {
    const dir = tempProject({ '.codex/config.toml': 'model = "o3"\nmodel = "o4"\n' });
    const before = snapshot(dir);
    const result = await init(dir, ['--agent', 'codex']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/rulesweep: \.codex\/config\.toml:2:1: not valid TOML/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('--agent opencode writes the plugin with its marker and registers the MCP server in opencode.json', async () => {
    const dir = tempProject();
    const result = await init(dir, ['--agent', 'opencode']);
    expect(result.code).toBe(0);
    expect(read(dir, '.opencode/plugins/rulesweep.ts')).toBe(stampGenerated(template(TEMPLATE_FILES.opencodePlugin)));
    expect(JSON.parse(read(dir, 'opencode.json'))).toEqual({
      $schema: 'https://opencode.ai/config.json',
      mcp: { rulesweep: { type: 'local', command: MCP_COMMAND, enabled: true } },
    });
    expect(result.stdout).toMatch(/create +\.opencode\/plugins\/rulesweep\.ts/);
    expect(result.stdout).toContain('restart OpenCode so it loads the plugin, the MCP server and the skills.');
  });

  it('--agent opencode edits an existing opencode.jsonc in place, comments and all', async () => {
    const jsonc = '{\n  // team config\n  "model": "anthropic/claude-sonnet-4",\n}\n';
    const dir = tempProject({ 'opencode.jsonc': jsonc });
    expect((await init(dir, ['--agent', 'opencode'])).code).toBe(0);
    expect(existsSync(path.join(dir, 'opencode.json'))).toBe(false);
    const after = read(dir, 'opencode.jsonc');
    expect(after).toContain('  // team config\n  "model": "anthropic/claude-sonnet-4",\n');
    expect(nodeValue(parseJsonText(after, { jsonc: true }))).toEqual({
      model: 'anthropic/claude-sonnet-4',
      mcp: { rulesweep: { type: 'local', command: MCP_COMMAND, enabled: true } },
    });
  });

  it('--agent opencode brings an untouched plugin of an older rulesweep up to date, and never touches an edited or foreign one', async () => {
    const older = stampGenerated('export const RulesweepPlugin = async () => ({})\n');
    const dir = tempProject({ '.opencode/plugins/rulesweep.ts': older });
    const upgraded = await init(dir, ['--agent', 'opencode']);
    expect(upgraded.stdout).toMatch(/update +\.opencode\/plugins\/rulesweep\.ts +brought up to date/);
    expect(read(dir, '.opencode/plugins/rulesweep.ts')).toBe(stampGenerated(template(TEMPLATE_FILES.opencodePlugin)));

    const edited = `${older}// my tweak\n`;
    const foreign = 'export const Mine = async () => ({})\n';
    for (const [content, detail] of [[edited, 'edited since rulesweep wrote it; left alone'], [foreign, 'not written by rulesweep; left alone']] as const) {
      writeFileSync(path.join(dir, '.opencode/plugins/rulesweep.ts'), content);
      const result = await init(dir, ['--agent', 'opencode']);
      expect(result.stdout).toContain(detail);
      expect(read(dir, '.opencode/plugins/rulesweep.ts')).toBe(content);
    }
  });

  it('sets up several agents side by side, each run idempotent', async () => {
    const dir = tempProject();
    for (const agent of ['claude', 'codex', 'opencode']) expect((await init(dir, ['--agent', agent])).code).toBe(0);
    const before = snapshot(dir);
    for (const agent of ['claude', 'codex', 'opencode']) {
      expect((await init(dir, ['--agent', agent])).stdout).toMatch(/Nothing to do/);
    }
    expect(snapshot(dir)).toEqual(before);
    expect(read(dir, 'AGENTS.md')).toBe(template(TEMPLATE_FILES.instructionsBlock));
  });

  it('refuses an agent it does not know', async () => {
    const dir = tempProject();
    const result = await init(dir, ['--agent', 'cursor']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/argument 'cursor' is invalid\. Allowed choices are claude, opencode, codex/);
    expect(snapshot(dir)).toEqual({});
  });
});

describe('rulesweep init with a settings file it cannot use', () => {
  it.each([
    ['not JSON at all', 'hooks = on', /\.claude\/settings\.json:1:1: not valid JSON: expected a value, found "h"/],
    ['JSON with comments', '{\n  // mine\n  "model": "x"\n}\n', /\.claude\/settings\.json:2:3: not valid JSON: .*a comment \(JSON has none\)/],
    ['a trailing comma', '{\n  "model": "x",\n}\n', /\.claude\/settings\.json:3:1: not valid JSON: trailing comma/],
    ['hooks as a list', '{"hooks": [{"SessionStart": []}]}', /\.claude\/settings\.json:1:11: "hooks" must be an object keyed by event name/],
    ['an event that is not a list', '{"hooks": {"SessionStart": {"hooks": []}}}', /"hooks\.SessionStart" must be an array of hook groups/],
    ['a group without hooks', '{\n  "hooks": {\n    "Stop": [\n      {"command": "x"}\n    ]\n  }\n}', /\.claude\/settings\.json:4:7: "hooks\.Stop\[0\]" has no "hooks" array/],
  ])('%s: exits 2 with the place and a hint, and writes nothing at all', async (_name, content, message) => {
    const dir = tempProject({ '.claude/settings.json': content, 'CLAUDE.md': '# Mine\n' });
    const before = snapshot(dir);
    const result = await init(dir);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^rulesweep: /);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/\nhint: .*Nothing was written\./);
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses a settings file that is a folder, without writing', async () => {
    const dir = tempProject();
    mkdirSync(path.join(dir, '.claude/settings.json'), { recursive: true });
    const result = await init(dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/rulesweep: cannot read .*settings\.json.*\nhint: make it a readable file/);
    expect(existsSync(path.join(dir, '.claude/memory'))).toBe(false);
  });
});

describe('planInit and applyInit', () => {
  /** A copy of this package's templates, with the given CI workflow template or none. */
  function templatesCopy(ci?: string): string {
    const root = tempProject();
    cpSync(path.join(PACKAGE, 'skills'), path.join(root, 'skills'), { recursive: true });
    cpSync(path.join(PACKAGE, 'memory-templates'), path.join(root, 'memory-templates'), { recursive: true });
    rmSync(path.join(root, 'memory-templates/ci'), { recursive: true, force: true });
    if (ci !== undefined) writeFiles(root, { 'memory-templates/ci/rulesweep.yml': ci });
    return root;
  }
  const plan = async (dir: string, templatesRoot: string) =>
    planInit({ paths: resolveProject({ cwd: dir, env: ENV }), agent: 'claude', templates: await loadTemplates(templatesRoot), env: ENV });

  it('skips the CI workflow, saying why, when the package has no template', async () => {
    const dir = tempProject();
    const result = await plan(dir, templatesCopy());
    expect(result.actions.at(-1)).toMatchObject({ kind: 'skip', path: '.github/workflows/rulesweep.yml', detail: 'this rulesweep package ships no CI workflow template' });
    await applyInit(result);
    expect(existsSync(path.join(dir, '.github'))).toBe(false);
  });

  it('lays the CI workflow into .github/workflows when the package has one, and keeps a different one', async () => {
    const workflow = 'name: rulesweep\non: [push]\njobs: {}\n';
    const root = templatesCopy(workflow);
    const dir = tempProject();
    const first = await plan(dir, root);
    expect(first.actions.at(-1)).toMatchObject({ kind: 'create', path: '.github/workflows/rulesweep.yml' });
    await applyInit(first);
    expect(read(dir, '.github/workflows/rulesweep.yml')).toBe(workflow);
    expect((await plan(dir, root)).actions.at(-1)).toMatchObject({ kind: 'unchanged' });
    writeFileSync(path.join(dir, '.github/workflows/rulesweep.yml'), 'name: mine\n');
    expect((await plan(dir, root)).actions.at(-1)).toMatchObject({ kind: 'keep' });
  });

  it('does not write over a file that changed after it was planned', async () => {
    const dir = tempProject();
    const planned = await plan(dir, PACKAGE);
    writeFiles(dir, { 'CLAUDE.md': '# Written meanwhile\n' });
    await expect(applyInit(planned)).rejects.toMatchObject({
      message: 'CLAUDE.md changed while rulesweep init was running; it was not written',
      hint: 'run rulesweep init again',
    });
    expect(read(dir, 'CLAUDE.md')).toBe('# Written meanwhile\n');
  });

  it('writes through a temporary file and leaves no lock or temp file behind', async () => {
    const dir = tempProject();
    await applyInit(await plan(dir, PACKAGE));
    const names = Object.keys(snapshot(dir));
    expect(names.filter((name) => /\.lock|\.tmp|\d{6,}$/.test(name))).toEqual([]);
    expect(readdirSync(path.join(dir, '.claude')).sort()).toEqual(['memory', 'settings.json', 'skills']);
    expect(statSync(path.join(dir, '.claude/settings.json')).isFile()).toBe(true);
  });
});

describe('mergeInstructionsBlock', () => {
  const block = template(TEMPLATE_FILES.instructionsBlock);
  it('appends in the file\'s own line endings, after one blank line', () => {
    const result = mergeInstructionsBlock('# Mine\r\nText\r\n', block);
    expect(result.status).toBe('append');
    expect(result.text).toBe(`# Mine\r\nText\r\n\r\n${block.replace(/\n/g, '\r\n')}`);
    expect(mergeInstructionsBlock(result.text, block).status).toBe('present');
  });

  it('adds a line break to a file that does not end with one', () => {
    expect(mergeInstructionsBlock('# Mine', block).text).toBe(`# Mine\n\n${block}`);
  });
});
