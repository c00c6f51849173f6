// Messages that must not mislead, through the built bin: help and version, what `learn capture`
// and `learn import` say and exit with, the scorecard's trend window, `evolve draft` refusing a
// draft evolve would never show, and the PRUNE cap counting only the rules people wrote.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function isolated(root: string): Record<string, string> {
  return { HOME: root, XDG_DATA_HOME: path.join(root, '.xdg') };
}

/** A project set up by `rulesweep init` (starter rules file, log, hooks). */
async function initialised(files: Record<string, string> = {}): Promise<string> {
  const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', 'src/app.ts': 'export {}\n', ...files });
  const init = await runBin(['init'], { cwd: root, env: isolated(root) });
  expect(init.code).toBe(0);
  return root;
}

describe('help and version', () => {
  it('bare `rulesweep` prints its help on stdout and exits 0', async () => {
    const root = tempProject();
    const result = await runBin([], { cwd: root });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: rulesweep \[options\] \[command\]/);
    expect(result.stdout).toContain('sweep');
  });

  it('-v and --version print the version; -V still does', async () => {
    const root = tempProject();
    for (const flag of ['-v', '--version', '-V']) {
      expect(await runBin([flag], { cwd: root })).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    }
    expect((await runBin(['--help'], { cwd: root })).stdout).toContain('-v, --version');
  });

  it('sweep --help shows the defaults of --concurrency and --timeout', async () => {
    const { stdout } = await runBin(['sweep', '--help'], { cwd: tempProject() });
    const flat = stdout.replace(/\s+/g, ' ');
    expect(flat).toContain('--concurrency <n> rules checked at once (default: 4, or sweep.concurrency in .rulesweep.json)');
    expect(flat).toContain('(default: 30000, or sweep.timeoutMs in .rulesweep.json)');
    expect(flat).toContain('Exit codes:');
  });

  it.each(['draft', 'restore', 'history'])('evolve %s --help lists only the program\'s options as global, and refuses the review\'s', async (name) => {
    const root = tempProject();
    const { stdout } = await runBin(['evolve', name, '--help'], { cwd: root });
    const global = stdout.slice(stdout.indexOf('Global Options:'));
    expect(global).toContain('--root <dir>');
    for (const reviewOnly of ['--list', '--cap']) expect(global).not.toContain(reviewOnly);
    const args = name === 'draft' ? ['--rule', 'x', '--verify', 'Grep("x", path=".") -> 0 matches', '--risk', 'low'] : name === 'restore' ? ['abcd'] : [];
    const refused = await runBin(['evolve', name, ...args, '--cap', '3'], { cwd: root, env: isolated(root) });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`--cap is an option of \`rulesweep evolve\`, not of \`evolve ${name}\``);
  });

  it('boot --help shows the SessionStart command init writes', async () => {
    const root = await initialised();
    const settings = JSON.parse(readFileSync(path.join(root, '.claude/settings.json'), 'utf8')) as {
      hooks: { SessionStart: Array<{ hooks: Array<{ command: string }> }> };
    };
    const command = settings.hooks.SessionStart[0]!.hooks[0]!.command;
    const { stdout } = await runBin(['boot', '--help'], { cwd: root });
    expect(stdout).toContain(`\n  ${command}\n`);
    expect(stdout).not.toContain('npx rulesweep boot --hook claude"');
  });
});

describe('learn capture and learn import say what they did, and exit accordingly', () => {
  it('a correction lists no exit code', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    const env = isolated(root);
    const kind = await runBin(['learn', 'capture', 'git push -f', '--kind', 'correction', '--correction', 'use --force-with-lease'], { cwd: root, env });
    expect(kind.code).toBe(0);
    const list = await runBin(['learn', 'list'], { cwd: root, env });
    expect(list.stdout).toMatch(/^#1 \[P\] \S+ correction: git push -f\n {4}correction: use --force-with-lease\n$/);
    expect(list.stdout).not.toContain('(exit');
  });

  it('records a person\'s correction with --correction alone', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    const env = isolated(root);
    const alone = await runBin(['learn', 'capture', '--correction', 'usa uv, nunca pip install', '--agent', 'claude'], { cwd: root, env });
    expect(alone).toEqual({ code: 0, stdout: 'Recorded learning #1 in .claude/memory/learnings.jsonl\n', stderr: '' });
    const list = await runBin(['learn', 'list'], { cwd: root, env });
    expect(list.stdout).toMatch(/^#1 \[P\] \S+ correction: usa uv, nunca pip install\n$/);
    const stored = JSON.parse(readFileSync(path.join(root, '.claude/memory/learnings.jsonl'), 'utf8')) as Record<string, unknown>;
    expect(stored).toMatchObject({ type: 'learning', kind: 'correction', correction: 'usa uv, nunca pip install', agent: 'claude' });
    expect(stored).not.toHaveProperty('exitCode');
    expect(stored).not.toHaveProperty('command');
  });

  it('a failure without --exit-code still records exit 1', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    await runBin(['learn', 'capture', 'make deploy', '--error', 'No rule to make target'], { cwd: root, env: isolated(root) });
    const list = await runBin(['learn', 'list'], { cwd: root, env: isolated(root) });
    expect(list.stdout).toMatch(/^#1 \[P\] \S+ failure: make deploy \(exit 1\)/);
  });

  it('a skipped test run exits 2 and records nothing', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    const result = await runBin(['learn', 'capture', 'npm test', '--error', '2 failing'], { cwd: root, env: isolated(root) });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('rulesweep: not recorded: "npm test" runs tests, and a failing test run is the suite doing its job\nhint: pass --force to record it anyway\n');
    expect(existsSync(path.join(root, '.claude/memory/learnings.jsonl'))).toBe(false);
  });

  it('nothing to record is a usage error', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    const result = await runBin(['learn', 'capture', '--error', 'boom'], { cwd: root, env: isolated(root) });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('nothing to record: give the command that failed, or --correction');
  });

  it('importing a file that is not the format asked for exits 2 and writes nothing', async () => {
    const root = tempProject({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'corrections.jsonl': `${JSON.stringify({ timestamp: '2026-03-01T10:00:00Z', mistake: 'used pip', correction: 'use uv' })}\n`,
    });
    const env = isolated(root);
    const wrong = await runBin(['learn', 'import', 'corrections.jsonl', '--format', 'terraphim'], { cwd: root, env });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/rulesweep: nothing in corrections\.jsonl reads as terraphim learnings: 1 skipped \(first, corrections\.jsonl:1: no YAML frontmatter\)\nhint: check the file and --format/);
    expect(existsSync(path.join(root, '.claude/memory/learnings.jsonl'))).toBe(false);
    const right = await runBin(['learn', 'import', 'corrections.jsonl'], { cwd: root, env });
    expect(right.code).toBe(0);
    expect(right.stdout).toContain('Imported 1 learning from corrections.jsonl (corrections: 1)');
  });
});

describe('scorecard --last', () => {
  it('a window smaller than 3 says so, instead of claiming too few sessions are recorded', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', '.claude/memory/learned-rules.md': '# Learned Rules\n---\n- Never call eval.\n  verify: Grep("eval\\(", path=".") -> 0 matches\n' });
    const env = isolated(root);
    for (const session of ['s1', 's2', 's3']) expect((await runBin(['scorecard', '--record', '--session', session], { cwd: root, env })).code).toBe(0);
    const narrow = await runBin(['scorecard', '--last', '2'], { cwd: root, env });
    expect(narrow.stdout).toContain('--- Trend: last 2 of 3 recorded sessions ---');
    expect(narrow.stdout).toContain('Direction: not shown: a trend needs 3 sessions and the window holds 2 of the 3 recorded (use --last 3 or more).');
    expect(narrow.stdout).not.toContain('not enough sessions yet');
    const wide = await runBin(['scorecard', '--last', '3'], { cwd: root, env });
    expect(wide.stdout).toMatch(/Direction: (improving|flat|worsening) \(/);
  });
});

describe('evolve draft refuses what evolve would never propose', () => {
  it('a rule already in the rules file (same text, or same pattern) is refused at once, and nothing is filed', async () => {
    const root = await initialised();
    const env = isolated(root);
    const sameText = await runBin(['evolve', 'draft', '--rule', 'Never commit private keys; load them from the environment or a secret manager.', '--verify', 'Grep("PRIVATE KEY", path="src/") -> 0 matches', '--risk', 'low'], { cwd: root, env });
    expect(sameText.code).toBe(2);
    expect(sameText.stdout).toBe('');
    expect(sameText.stderr).toMatch(/rulesweep: not drafted: \.claude\/memory\/learned-rules\.md:\d+ already covers it \("Never commit private keys; load them from the environment or a secret manager\."\)/);
    expect(sameText.stderr).toContain('hint: evolve would never propose it');
    const samePattern = await runBin(['evolve', 'draft', '--rule', 'No focused tests.', '--verify', 'Grep("\\b(describe|it|test)\\.only\\(", path=".") -> 0 matches', '--risk', 'low'], { cwd: root, env });
    expect(samePattern.code).toBe(2);
    expect(samePattern.stderr).toMatch(/learned-rules\.md:\d+ already covers it \("[^"]*"\)/);
    expect(existsSync(path.join(root, '.claude/memory/evolve-drafts.jsonl'))).toBe(false);

    const fresh = await runBin(['evolve', 'draft', '--rule', 'Never call eval.', '--verify', 'Grep("eval\\(", path="src/") -> 0 matches', '--risk', 'low'], { cwd: root, env });
    expect(fresh.code).toBe(0);
    const listed = await runBin(['evolve', '--json'], { cwd: root, env });
    expect((JSON.parse(listed.stdout) as { proposals: Array<{ rule: string }> }).proposals.map((proposal) => proposal.rule)).toEqual(['Never call eval.']);
  });
});

describe('the PRUNE cap counts the rules people wrote', () => {
  const rule = (index: number) => `- Never use deprecated_api_${index}.\n  verify: Grep("deprecated_api_${index}\\b", path="src/") -> 0 matches\n  [source: test]\n`;

  it('the starter template\'s header does not count toward the 50-line cap', async () => {
    const root = await initialised();
    const env = isolated(root);
    const file = path.join(root, '.claude/memory/learned-rules.md');
    // The starter's 3 rules (12 lines) and 12 more (36 lines): 48 lines of rules, well over 50 in the file.
    writeFileSync(file, readFileSync(file, 'utf8') + Array.from({ length: 12 }, (_, index) => rule(index)).join(''));
    const within = JSON.parse((await runBin(['evolve', '--json'], { cwd: root, env })).stdout) as { proposals: Array<{ kind: string; evidence: string }> };
    expect(within.proposals.filter((proposal) => proposal.kind === 'PRUNE')).toEqual([]);

    writeFileSync(file, readFileSync(file, 'utf8') + rule(12));
    const over = JSON.parse((await runBin(['evolve', '--json'], { cwd: root, env })).stdout) as { proposals: Array<{ kind: string; evidence: string }> };
    const prunes = over.proposals.filter((proposal) => proposal.kind === 'PRUNE');
    expect(prunes).toHaveLength(1);
    expect(prunes[0]!.evidence).toMatch(/^\.claude\/memory\/learned-rules\.md has 51 lines of rules, over its cap of 50;/);
  });
});
