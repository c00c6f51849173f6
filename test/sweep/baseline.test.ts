// `rulesweep baseline` and `sweep --baseline FILE` (issue 11 item 5), through the built bin: the
// file is sorted and reviewable, --strict fails only on new violations, and the baseline only
// ratchets down unless --force.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const RULES = `# Learned Rules
---
- No TODO markers.
  verify: Grep("TODO", path=".") -> 0 matches
- No debugger.
  verify: Grep("debugger", path=".") -> 0 matches
- Broken.
  verify: Grep("(unclosed", path=".") -> 0 matches
`;

const BASELINE = '.claude/memory/sweep-baseline.json';

describe('a baseline for an old codebase', () => {
  it('records today, fails --strict only on new violations, tightens as they are fixed, loosens only with --force', async () => {
    const root = tempProject({
      'src/b.ts': '// TODO two\n// TODO three\n',
      'src/a.ts': '// TODO one\n',
      '.claude/memory/learned-rules.md': RULES,
    });
    const env = { XDG_CACHE_HOME: path.join(root, '..', `${path.basename(root)}-cache`) };
    const run = (...argv: string[]) => runBin(argv, { cwd: root, env });

    const first = await run('baseline', '-q');
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toBe('Baseline .claude/memory/sweep-baseline.json: 3 known violations.\n1 check could not be checked and is never baselined: `rulesweep sweep` says why.\n');
    const written = JSON.parse(readFileSync(path.join(root, BASELINE), 'utf8'));
    expect(written).toMatchObject({ tool: 'rulesweep', kind: 'baseline', version: 1 });
    expect(written.entries).toEqual([expect.objectContaining({ text: 'No TODO markers.', verify: 'Grep("TODO", path=".") -> 0 matches', files: { 'src/a.ts': 1, 'src/b.ts': 2 } })]);
    expect(Object.keys(written.entries[0].files)).toEqual(['src/a.ts', 'src/b.ts']);

    // The baseline file names the rule's pattern, yet the sweep never counts it.
    const known = await run('sweep', '--baseline', BASELINE, '-q');
    expect(known.stdout).toContain('FAIL: No TODO markers. (found 3 matches, expected 0; 3 known from the baseline, 0 new)\n');
    expect(known.stdout).toContain('Baseline .claude/memory/sweep-baseline.json: 3 known violations, 0 new\n');
    // The broken rule is an ERROR: --strict still fails on it.
    expect((await run('sweep', '--baseline', BASELINE, '--strict', '-q')).code).toBe(1);
    writeFileSync(path.join(root, '.claude/memory/learned-rules.md'), RULES.replace(/- Broken\.\n.*\n/, ''));
    expect((await run('sweep', '--baseline', BASELINE, '--strict', '-q')).code).toBe(0);
    expect((await run('sweep', '--strict', '-q')).code).toBe(1);

    // A new violation fails; the JSON says how many are known and new.
    writeFileSync(path.join(root, 'src/c.ts'), '// TODO new\ndebugger;\n');
    const fresh = await run('sweep', '--baseline', BASELINE, '--strict', '--json', '-q');
    expect(fresh.code).toBe(1);
    const report = JSON.parse(fresh.stdout);
    expect(report.baseline).toEqual({ file: BASELINE, found: true, known: 3, new: 2 });
    expect(report.results.map((row: { baseline?: object }) => row.baseline)).toEqual([{ known: 3, new: 1 }, { known: 0, new: 1 }]);

    // Rewriting never adds the new ones without --force, and says so.
    const refused = await run('baseline', '-q');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('2 new violations were not added');
    // Fixing one old violation tightens the file.
    writeFileSync(path.join(root, 'src/b.ts'), '// TODO two\n');
    expect((await run('baseline', '-q')).stdout).toContain('2 known violations (was 3)');
    expect(JSON.parse(readFileSync(path.join(root, BASELINE), 'utf8')).entries[0].files).toEqual({ 'src/a.ts': 1, 'src/b.ts': 1 });
    const forced = await run('baseline', '--force', '-q');
    expect(forced).toMatchObject({ code: 0 });
    expect(forced.stdout).toContain('4 known violations (was 2)');
    expect((await run('sweep', '--baseline', BASELINE, '--strict', '-q')).code).toBe(0);
  }, 60_000);

  it('knows a Glob\'s files by name: a new one is new, a removed one tightens, and growth never passes', async () => {
    const root = tempProject({
      'src/a.orig': '',
      'src/b.orig': '',
      '.claude/memory/learned-rules.md': '# Learned Rules\n---\n- No merge leftovers.\n  verify: Glob("**/*.orig") -> 0 matches\n',
    });
    const env = { XDG_CACHE_HOME: path.join(root, '..', `${path.basename(root)}-cache`) };
    const run = (...argv: string[]) => runBin(argv, { cwd: root, env });
    expect((await run('baseline', '-q')).code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, BASELINE), 'utf8')).entries).toEqual([expect.objectContaining({ files: { 'src/a.orig': 1, 'src/b.orig': 1 } })]);
    expect((await run('sweep', '--baseline', BASELINE, '--strict', '-q')).code).toBe(0);

    writeFileSync(path.join(root, 'src/c.orig'), '');
    const grown = await run('sweep', '--baseline', BASELINE, '--strict', '--json', '-q');
    expect(grown.code).toBe(1);
    expect(JSON.parse(grown.stdout).results[0].baseline).toEqual({ known: 2, new: 1 });
    // Without --force, baseline never takes the new file in.
    await run('baseline', '-q');
    expect(JSON.parse(readFileSync(path.join(root, BASELINE), 'utf8')).entries[0].files).toEqual({ 'src/a.orig': 1, 'src/b.orig': 1 });

    rmSync(path.join(root, 'src/c.orig'));
    rmSync(path.join(root, 'src/b.orig'));
    expect((await run('sweep', '--baseline', BASELINE, '--strict', '-q')).code).toBe(0);
  });

  it('refuses a file that is not a baseline, with a hint', async () => {
    const root = tempProject({ 'a.txt': 'TODO\n', 'not-a-baseline.json': '{"entries": 3}\n', '.claude/memory/learned-rules.md': RULES });
    const result = await runBin(['sweep', '--baseline', 'not-a-baseline.json'], { cwd: root });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the baseline not-a-baseline.json is not a rulesweep baseline');
  });
});
