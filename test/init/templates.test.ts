// What init lays into projects: the skills (valid for Claude Code, OpenCode and Codex), the
// starter rules (they pass on an empty project and fail on the mistakes they name), and the
// other memory templates.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { BLOCK_BEGIN, BLOCK_END } from '../../src/init/instructions-block.js';
import { loadTemplates, packageRoot, parseServerTemplate, TEMPLATE_FILES } from '../../src/init/templates.js';
import { resolveProject } from '../../src/memory/paths.js';
import { parseRules } from '../../src/rules/parse.js';
import { sweepProject } from '../../src/sweep/sweep-project.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKILLS = readdirSync(path.join(ROOT, 'skills'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const read = (relative: string) => readFileSync(path.join(ROOT, relative), 'utf8');

/** Splits a SKILL.md into its YAML frontmatter (parsed) and body, as the agents do. */
function splitSkill(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error('no frontmatter between --- lines at the top');
  return { data: parseYaml(match[1]!) as Record<string, unknown>, body: match[2]! };
}

describe('skills', () => {
  it('ships boot, evolve and scorecard', () => {
    expect(SKILLS).toEqual(['boot', 'evolve', 'scorecard']);
  });

  describe.each(SKILLS)('skills/%s/SKILL.md', (name) => {
    const text = read(`skills/${name}/SKILL.md`);
    const { data, body } = splitSkill(text);

    it('has name and description, which every agent reads, and Claude Code\'s allowed-tools, which OpenCode and Codex ignore', () => {
      expect(Object.keys(data).sort()).toEqual(['allowed-tools', 'description', 'name']);
    });

    it('pre-approves in Claude Code exactly the rulesweep commands its body runs, none that writes a file of the user\'s or approves', () => {
      const allowed = data['allowed-tools'] as unknown;
      expect(Array.isArray(allowed)).toBe(true);
      const patterns = (allowed as unknown[]).map((entry) => {
        expect(typeof entry).toBe('string');
        const match = /^Bash\((npx )?rulesweep ([a-z][a-z -]*?)( \*)?\)$/.exec(entry as string);
        expect(match, String(entry)).not.toBeNull();
        return { npx: match![1] !== undefined, words: match![2]!, star: match![3] !== undefined };
      });
      // Each pattern in both spellings the body names: `rulesweep …` and `npx rulesweep …`.
      const spell = (npx: boolean) => patterns.filter((pattern) => pattern.npx === npx).map(({ words, star }) => `${words}${star ? ' *' : ''}`);
      expect(spell(true)).toEqual(spell(false));
      const covers = (command: string) => patterns.some(({ words, star }) => command === words || (star && command.startsWith(`${words} `)));
      // What the body tells the agent to run, command by command.
      const runs: Record<string, string[]> = {
        boot: ['boot', 'sweep --json', 'learn query "topic"', 'learn capture --correction', 'learn correct ID', 'learn list'],
        evolve: ['evolve', 'evolve history', 'evolve draft --rule', 'learn list'],
        scorecard: ['scorecard', 'scorecard --json', 'scorecard --record'],
      };
      for (const command of runs[name]!) {
        expect(body).toContain(`rulesweep ${command}`);
        expect(covers(command), command).toBe(true);
      }
      // `sweep --output FILE` could overwrite any file, `baseline` could loosen the gate, `init` writes the project.
      for (const { words, star } of patterns) {
        expect(['baseline', 'init', 'mcp', 'guard']).not.toContain(words.split(' ')[0]);
        if (words.startsWith('sweep') || words === 'evolve') expect(star).toBe(false);
      }
    });

    it('is named like its folder, within the Agent Skills name rules (OpenCode, Codex, Claude Code)', () => {
      expect(data.name).toBe(name);
      expect(typeof data.name).toBe('string');
      const value = data.name as string;
      expect(value.length).toBeGreaterThanOrEqual(1);
      expect(value.length).toBeLessThanOrEqual(64);
      expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(value).not.toMatch(/anthropic|claude/);
    });

    it('has a description of 1 to 1024 characters that says when to use it', () => {
      expect(typeof data.description).toBe('string');
      const description = data.description as string;
      expect(description.trim().length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(1024);
      expect(description).toMatch(/\bUse (at|for|when)\b/);
      expect(description).not.toMatch(/[<>]/);
    });

    it('stays small: a page, not a manual', () => {
      expect(body.split('\n').length).toBeLessThanOrEqual(45);
    });

    it('holds nothing an agent would expand when the skill is run as a slash command', () => {
      expect(body).not.toMatch(/\$ARGUMENTS|\$\d/);
      expect(body).not.toMatch(/!`/);
      expect(body).not.toMatch(/(^|\s)@[\w./-]+/);
    });

    it('names only rulesweep commands that exist in the product contract', () => {
      const commands = [...body.matchAll(/`(?:npx )?rulesweep ([a-z]+)/g)].map((m) => m[1]!);
      expect(commands.length).toBeGreaterThan(0);
      for (const command of commands) expect(['boot', 'sweep', 'learn', 'evolve', 'scorecard', 'init']).toContain(command);
      for (const m of body.matchAll(/`(?:npx )?rulesweep learn ([a-z]+)/g)) expect(['list', 'query', 'capture', 'correct', 'hook']).toContain(m[1]);
      for (const m of body.matchAll(/`(?:npx )?rulesweep evolve ([a-z]+)/g)) expect(['draft', 'history']).toContain(m[1]);
    });

    it('fences the agent off the rules file and keeps it running rulesweep', () => {
      expect(body).toMatch(/## Fences/);
      expect(body).toMatch(/Never edit `?[a-z.-]*(learned-rules\.md|sessions\.jsonl)/);
      expect(body).toMatch(/Run `rulesweep`; do not (re-|compute)/);
    });
  });

  it('never lets the agent approve its own proposals, and drafts them for a person', () => {
    const { body } = splitSkill(read('skills/evolve/SKILL.md'));
    expect(body).toMatch(/Never approve, reject or modify a proposal yourself/);
    expect(body).toContain('rulesweep evolve draft --rule');
    for (const flag of ['--verify', '--source', '--risk']) expect(body).toContain(flag);
    // `evolve draft` refuses a risk that does not start with its level.
    expect(body).toMatch(/--risk "(low|medium|high)\b/);
    expect(body).toMatch(/in their own\s+terminal/);
  });
});

describe('memory-templates/learned-rules.md', () => {
  const source = read(TEMPLATE_FILES.rules);
  const document = parseRules(source, 'learned-rules.md');

  it('parses as three starter rules, each with one Grep verify line and a source, and no warnings', () => {
    expect(document.diagnostics).toEqual([]);
    expect(document.rules).toHaveLength(3);
    for (const rule of document.rules) {
      expect(rule.verify).toHaveLength(1);
      expect(rule.verify[0]!.check.kind).toBe('grep');
    }
    expect(source.match(/\[source: rulesweep starter rule\]/g)).toHaveLength(3);
  });

  it('gives each starter rule an explicit [id: …], and tells people to keep one on new rules', () => {
    expect(document.rules.map((rule) => rule.id)).toEqual(['no-conflict-markers', 'no-private-keys', 'no-focused-tests']);
    const header = source.slice(0, source.indexOf('\n---\n'));
    expect(header).toContain('[id: …]');
  });

  it('explains the format in a short header above the line', () => {
    const header = source.slice(0, source.indexOf('\n---\n'));
    expect(header).toMatch(/^# Learned Rules\n/);
    expect(header).toContain('verify:');
    expect(header).toContain('rulesweep evolve');
    expect(header.split('\n').length).toBeLessThanOrEqual(15);
  });

  async function sweep(files: Record<string, string>, git: boolean) {
    const dir = tempProject({ '.claude/memory/learned-rules.md': source, ...files });
    if (git) await initGitRepo(dir);
    const { report } = await sweepProject(resolveProject({ cwd: dir, env: process.env }), { env: process.env });
    return report;
  }

  it.each([false, true])('passes on an empty project with the real engine (git repository: %s)', async (git) => {
    const report = await sweep({}, git);
    expect(report.results.map((result) => result.status)).toEqual(['PASS', 'PASS', 'PASS']);
    expect(report.summary).toMatchObject({ checked: 3, passed: 3, failed: 0, errors: 0 });
  });

  it('passes on a project holding every other template init lays down', async () => {
    const report = await sweep({
      'CLAUDE.md': read(TEMPLATE_FILES.instructionsBlock),
      'AGENTS.md': read(TEMPLATE_FILES.instructionsBlock),
      '.claude/memory/evolution-log.md': read(TEMPLATE_FILES.evolutionLog),
      'skills-copy/boot.md': read('skills/boot/SKILL.md'),
      'skills-copy/evolve.md': read('skills/evolve/SKILL.md'),
      'skills-copy/scorecard.md': read('skills/scorecard/SKILL.md'),
      'templates-copy/learned-rules.md': source,
      'templates-copy/claude-settings.json': read(TEMPLATE_FILES.claudeHooks),
      'templates-copy/codex-hooks.json': read(TEMPLATE_FILES.codexHooks),
      'templates-copy/opencode-plugin.ts': read(TEMPLATE_FILES.opencodePlugin),
      'templates-copy/mcp-server.json': read(TEMPLATE_FILES.mcpServer),
    }, false);
    expect(report.summary).toMatchObject({ passed: 3, failed: 0, errors: 0 });
  });

  it('fails each rule on the mistake it names', async () => {
    const report = await sweep({
      'src/merge.txt': 'a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> feature\n',
      'deploy/id_ed25519': '-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----\n',
      'test/app.test.js': "describe.only('app', () => {});\nit('x', () => {});\n",
    }, true);
    expect(report.results.map((result) => [result.status, result.count])).toEqual([['FAIL', 2], ['FAIL', 1], ['FAIL', 1]]);
  });
});

describe('other memory templates', () => {
  it('evolution-log.md is a header only: no entries, no rules', () => {
    const text = read(TEMPLATE_FILES.evolutionLog);
    expect(text).toMatch(/^# Evolution Log\n/);
    expect(text.match(/^#/gm)).toHaveLength(1);
    expect(text).not.toMatch(/^\s*[-*]\s/m);
    expect(parseRules(text, 'evolution-log.md').rules).toEqual([]);
  });

  it('the CLAUDE.md/AGENTS.md block sits between its markers and stays short', () => {
    const text = read(TEMPLATE_FILES.instructionsBlock);
    expect(text.startsWith(`${BLOCK_BEGIN}\n`)).toBe(true);
    expect(text.trimEnd().endsWith(BLOCK_END)).toBe(true);
    expect(text.split('\n').length).toBeLessThanOrEqual(12);
    expect(text).toContain('rulesweep evolve draft');
  });

  it('loadTemplates reads everything from the package, relative to its own module', async () => {
    expect(packageRoot()).toBe(`${ROOT}${path.sep}`);
    const templates = await loadTemplates();
    expect(templates.skills.map((skill) => skill.name)).toEqual(SKILLS);
    expect(templates.rules).toBe(read(TEMPLATE_FILES.rules));
    expect(Object.keys(templates.claudeHooks.hooks)).toEqual(['SessionStart', 'PreToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'SessionEnd']);
    expect(Object.keys(templates.codexHooks.hooks)).toEqual(['SessionStart', 'PreToolUse', 'PostToolUse', 'UserPromptSubmit']);
    expect(templates.mcpServer).toEqual({ command: 'npx', args: ['--no-install', 'rulesweep', 'mcp'] });
    expect(templates.opencodePlugin).toBe(read(TEMPLATE_FILES.opencodePlugin));
  });

  it('the MCP server template runs the project\'s rulesweep and never downloads one', () => {
    const server = parseServerTemplate(read(TEMPLATE_FILES.mcpServer), TEMPLATE_FILES.mcpServer);
    expect(server.args).toContain('--no-install');
    expect(() => parseServerTemplate('{"command": "npx", "args": ["other"]}', 'x.json')).toThrow(/does not have the shape/);
    expect(() => parseServerTemplate('{"command": "npx"}', 'x.json')).toThrow(/does not have the shape/);
    expect(() => parseServerTemplate('{', 'x.json')).toThrow(/not valid JSON/);
  });

  it('the OpenCode plugin spawns rulesweep with an argument vector, never a shell, and catches its own failures', () => {
    const text = read(TEMPLATE_FILES.opencodePlugin);
    expect(text).toContain('shell: false');
    expect(text).not.toMatch(/\bexec(Sync)?\(|\$`|shell: true|Bun\.\$/);
    // Every hook body is guarded; the only throw is the guard's refusal.
    expect(text.match(/\bthrow\b/g)).toHaveLength(1);
    expect(text).toContain('if (reason) throw new Error(reason)');
    expect(text.split('\n').length).toBeLessThanOrEqual(200);
  });

  it('loadTemplates says what is missing when the package is incomplete', async () => {
    const broken = tempProject({ 'skills/boot/SKILL.md': 'x' });
    await expect(loadTemplates(broken)).rejects.toMatchObject({
      message: expect.stringContaining('memory-templates/learned-rules.md is missing'),
      hint: expect.stringContaining('reinstall rulesweep'),
    });
  });
});
