import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEvolveCommand } from '../../src/cli/commands/evolve.js';
import { runCli } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';
import { learningsJsonl, RULES_HEADER, ScriptedPrompter, terminalIo } from './helpers.js';

const DRAFTS = '.claude/memory/evolve-drafts.jsonl';
const RULES = '.claude/memory/learned-rules.md';

function project() {
  return tempProject({
    [RULES]: RULES_HEADER,
    '.claude/memory/learnings.jsonl': learningsJsonl([
      { id: 1, command: 'node -e "eval(process.argv[1])"', error: 'SyntaxError: Unexpected token' },
      { id: 2, correction: 'use the uv lockfile' },
    ]),
    'src/app.js': 'console.log(1)\n',
  });
}

const draft = (root: string, args: string[]) =>
  runCli(['evolve', 'draft', ...args], { cwd: root, env: { XDG_DATA_HOME: path.join(root, '.xdg') }, now: new Date('2026-03-30T12:00:00Z') });

const GOOD = ['--rule', 'Never call eval.', '--verify', 'Grep("eval\\(", path="src/") -> 0 matches', '--risk', 'low', '--source', '#1', '--agent', 'claude', '--evidence', 'eval broke a script'];

describe('evolve draft', () => {
  it('validates and files a draft that waits for a person, without touching the rules', async () => {
    const root = project();
    const result = await draft(root, GOOD);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Drafted d1 \([0-9a-f]{12}\) in \.claude\/memory\/evolve-drafts\.jsonl: Never call eval\.\n/);
    expect(result.stdout).toContain('Check: the pattern matches the evidence; 0 lines match in the tree today');
    const stored = JSON.parse(readFileSync(path.join(root, DRAFTS), 'utf8'));
    expect(stored).toMatchObject({ type: 'draft', id: 'd1', rule: 'Never call eval.', verify: 'Grep("eval\\(", path="src/") -> 0 matches', sources: ['#1'], risk: 'low', agent: 'claude' });
    expect(readFileSync(path.join(root, RULES), 'utf8')).toBe(RULES_HEADER);

    const again = await draft(root, GOOD);
    expect(again.stdout).toMatch(/^Already drafted as d1/);
    expect(readFileSync(path.join(root, DRAFTS), 'utf8').trim().split('\n')).toHaveLength(1);

    const listed = await runCli(['evolve'], { cwd: root, env: { XDG_DATA_HOME: path.join(root, '.xdg') } });
    expect(listed.stdout).toContain('PROPOSE: PROMOTE\nRule: Never call eval.\nSource: learning #1, draft d1\nEvidence: Drafted by claude on 2026-03-30: eval broke a script;');
  });

  it('two agents drafting the same rule at once file it once', async () => {
    const root = project();
    const results = await Promise.all([draft(root, GOOD), draft(root, GOOD), draft(root, GOOD)]);
    expect(results.map((result) => result.code)).toEqual([0, 0, 0]);
    expect(results.filter((result) => result.stdout.startsWith('Drafted d1')).length).toBe(1);
    expect(readFileSync(path.join(root, DRAFTS), 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('takes the evolve skill\'s phrasing: "learning #1" sources and a risk with its reason', async () => {
    const root = project();
    const result = await draft(root, ['--rule', 'Never call eval.', '--verify', 'Grep("eval", path=".") -> 0 matches', '--source', 'learning #1', '--risk', 'Low. eval only ever appears by mistake here']);
    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, DRAFTS), 'utf8'))).toMatchObject({ sources: ['#1'], risk: 'low', riskNote: 'eval only ever appears by mistake here' });
    const listed = await runCli(['evolve'], { cwd: root, env: { XDG_DATA_HOME: path.join(root, '.xdg') } });
    expect(listed.stdout).toContain('Risk: Low. Eval only ever appears by mistake here.');
  });

  it('accepts 8,12 style sources and a leading "verify:"', async () => {
    const root = project();
    const result = await draft(root, ['--rule', 'Never call eval.', '--verify', 'verify: Grep("eval", path=".") -> 0 matches', '--risk', 'medium', '--source', '1', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ draft: { sources: ['#1'], verify: 'Grep("eval", path=".") -> 0 matches' }, check: { evidenceMatched: 1 } });
  });

  it.each([
    ['a pattern ripgrep cannot compile', ['--verify', 'Grep("eval(", path="src/") -> 0 matches'], /verify line does not check: ripgrep rejects the pattern/],
    ['a path that does not exist', ['--verify', 'Grep("eval", path="automation/") -> 0 matches'], /path not found: automation/],
    ['a shell command', ['--verify', '`grep -r eval src`'], /never run/],
    ['an unknown learning', ['--source', '#99'], /no learning #99 in the learnings store/],
    ['a pattern that misses what it cites', ['--source', '#2'], /matches only 0 of the 1 learnings it cites/],
    ['a rule on two lines', ['--rule', 'Never\ncall eval'], /--rule must be one line/],
  ])('refuses %s, with a hint, and stores nothing', async (_name, override, message) => {
    const root = project();
    const args = [...GOOD];
    for (let index = 0; index < override.length; index += 2) args[args.indexOf(override[index]!) + 1] = override[index + 1]!;
    const result = await draft(root, args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('hint: ');
    expect(existsSync(path.join(root, DRAFTS))).toBe(false);
  });

  it('requires --risk from a fixed set', async () => {
    const root = project();
    const missing = await draft(root, GOOD.filter((_, index) => index !== GOOD.indexOf('--risk') && index !== GOOD.indexOf('--risk') + 1));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--risk <level>' not specified");
    const wrong = await draft(root, GOOD.map((arg) => (arg === 'low' ? 'tiny' : arg)));
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('expected low, medium or high');
  });

  it('a person approves a draft into the rules; a rejected draft cannot be drafted again', async () => {
    const root = project();
    await draft(root, GOOD);
    await draft(root, ['--rule', 'Never use var.', '--verify', 'Grep("\\bvar ", path="src/") -> 0 matches', '--risk', 'high']);
    const terminal = terminalIo(root);
    await runEvolveCommand({}, terminal.io, { prompter: new ScriptedPrompter(['approve', { action: 'reject', reason: 'let the linter do it' }]) });
    const rules = readFileSync(path.join(root, RULES), 'utf8');
    expect(rules).toContain('- Never call eval.\n  verify: Grep("eval\\(", path="src/") -> 0 matches\n  test: \'node -e "eval(process.argv[1])"\' -> match\n  [source: drafted by claude, learning #1, 2026-03-30]\n');
    expect(rules).not.toContain('Never use var.');
    const again = await draft(root, ['--rule', 'Never use var.', '--verify', 'Grep("\\bvar ", path="src/") -> 0 matches', '--risk', 'high']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already rejected on 2026-03-30 (let the linter do it)');
    expect(again.stderr).toMatch(/hint: a person can bring it back with `rulesweep evolve restore [0-9a-f]{12}`/);
  });
});
