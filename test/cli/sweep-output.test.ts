// `sweep --output` and the files rulesweep writes, through the built bin: a bad target is a usage
// error with a hint (never a stack trace calling itself a bug), and the sweep never counts a file
// rulesweep wrote (its report, the learnings, the drafts, the session history, the log).
import { chmodSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const RULES = `# Learned Rules
---
- Never call legacy_connect; use pool.connect instead.
  verify: Grep("legacy_connect", path=".") -> 0 matches
`;

function project(files: Record<string, string> = {}): string {
  return tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', '.claude/memory/learned-rules.md': RULES, 'src/db.ts': 'pool.connect();\n', ...files });
}

const env = (root: string) => ({ HOME: root, XDG_DATA_HOME: path.join(root, '.xdg') });

describe('sweep --output to a place it cannot write', () => {
  it.each([
    ['a folder', (root: string) => { mkdirSync(path.join(root, 'reports')); return 'reports'; }, /cannot write the report to reports: reports is a folder\nhint: name a file in it/],
    ['a path through a file', () => 'src/db.ts/report.sarif', /cannot write the report to src\/db\.ts\/report\.sarif: src\/db\.ts is a file, not a folder\nhint: /],
  ])('%s is a usage error with a hint, found before sweeping', async (_name, target, message) => {
    const root = project();
    const output = target(root);
    const result = await runBin(['sweep', '-f', 'sarif', '-o', output], { cwd: root, env: env(root) });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/internal error|bug in rulesweep|\n\s+at /);
  });

  it('an unwritable place is a usage error with a hint', async () => {
    const root = project();
    // As root every folder is writable, so use one the kernel refuses; otherwise a read-only folder.
    let output: string;
    if (process.getuid?.() === 0) {
      output = '/sys/rulesweep-report.txt';
    } else {
      mkdirSync(path.join(root, 'locked'));
      chmodSync(path.join(root, 'locked'), 0o500);
      output = 'locked/report.txt';
    }
    const result = await runBin(['sweep', '-o', output], { cwd: root, env: env(root) });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^rulesweep: cannot write the report to .*(not writable)/);
    expect(result.stderr).toMatch(/\nhint: /);
    expect(result.stderr).not.toMatch(/internal error|bug in rulesweep/);
  });

  it('a missing folder on the way is created, and the report lands there', async () => {
    const root = project();
    const result = await runBin(['sweep', '--json', '-o', 'out/nested/report.json'], { cwd: root, env: env(root) });
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(JSON.parse(readFileSync(path.join(root, 'out/nested/report.json'), 'utf8')).summary).toMatchObject({ checked: 1, passed: 1 });
  });
});

describe('the sweep never counts a file rulesweep wrote', () => {
  it.each(['sarif', 'json', 'junit', 'text'])('its own %s report, swept again with the same --output, is not counted', async (format) => {
    const root = project();
    {
      const first = await runBin(['sweep', '-f', format, '-o', `report.${format}`, '--strict'], { cwd: root, env: env(root) });
      expect(first.code).toBe(0);
      expect(readFileSync(path.join(root, `report.${format}`), 'utf8')).toContain('legacy_connect');
      const again = await runBin(['sweep', '-f', format, '-o', `report.${format}`, '--strict'], { cwd: root, env: env(root) });
      expect(again.code).toBe(0);
    }
  });

  it('its caches are not counted when XDG_CACHE_HOME points into the tree', async () => {
    const root = project({ 'src/legacy.ts': 'legacy_connect();\n' });
    const inTree = { HOME: root, XDG_DATA_HOME: path.join(root, '.xdg'), XDG_CACHE_HOME: path.join(root, 'cache') };
    const counts: number[] = [];
    for (let run = 0; run < 2; run += 1) {
      const result = await runBin(['sweep', '--json'], { cwd: root, env: inTree });
      counts.push(JSON.parse(result.stdout).results[0].count);
    }
    // The second sweep finds the cache the first one wrote (it names the pattern), and skips it.
    expect(readdirSync(path.join(root, 'cache/rulesweep')).length).toBeGreaterThan(0);
    expect(counts).toEqual([1, 1]);
  });

  it('the learnings, drafts, session history and evolution log are not counted, wherever the config puts them', async () => {
    // Under .claude/ ripgrep skips them as hidden files anyway; in a visible folder only their paths tell.
    const root = project({
      '.rulesweep.json': JSON.stringify({ learnings: 'memory/learnings.jsonl', sessions: 'memory/sessions.jsonl', evolutionLog: 'memory/evolution-log.md' }),
      'memory/evolution-log.md': '# Evolution Log\n\nlegacy_connect was rejected once\n',
    });
    const run = (args: string[]) => runBin(args, { cwd: root, env: env(root) });
    expect((await run(['learn', 'capture', 'node scripts/legacy_connect.js', '--error', 'legacy_connect is gone', '--correction', 'use pool.connect'])).code).toBe(0);
    expect((await run(['scorecard', '--record', '--session', 's1'])).code).toBe(0);
    const drafted = await run(['evolve', 'draft', '--rule', 'Never import legacy_connect.', '--verify', 'Grep("import .*legacy_connect", path="src/") -> 0 matches', '--risk', 'low']);
    expect(drafted.code).toBe(0);
    for (const file of ['learnings.jsonl', 'sessions.jsonl', 'evolve-drafts.jsonl', 'evolution-log.md']) {
      expect(readFileSync(path.join(root, 'memory', file), 'utf8')).toContain('legacy_connect');
    }
    const sweep = await run(['sweep', '--strict']);
    expect(sweep.stdout).toContain('PASS: Never call legacy_connect; use pool.connect instead.');
    expect(sweep.code).toBe(0);
  });

  it('a file a person wrote is still counted', async () => {
    const root = project({ 'src/old.ts': 'legacy_connect();\n' });
    const sweep = await runBin(['sweep', '--strict'], { cwd: root, env: env(root) });
    expect(sweep.code).toBe(1);
    expect(sweep.stdout).toMatch(/FAIL: Never call legacy_connect; use pool\.connect instead\. \(found 1 match(es)?, expected 0\)/);
  });
});
