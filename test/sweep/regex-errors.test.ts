// Issue 9 item 4: a pattern that does not compile is an ERROR that says, on one line, which rule,
// which column of the pattern and what is wrong; `--json` keeps ripgrep's whole message.
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const RULES = '.claude/memory/learned-rules.md';

const CASES: Array<[pattern: string, reason: string]> = [
  ['x{2,1}', 'bad regex at column 2 of the pattern: invalid repetition count range, the start must be <= the end'],
  ['(unclosed', 'bad regex at column 1 of the pattern: unclosed group (this ( is never closed)'],
  ['a)b', 'bad regex at column 2 of the pattern: unopened group (this ) closes nothing)'],
  ['(a|b', 'bad regex at column 1 of the pattern: unclosed group (this ( is never closed)'],
  ['[z-a]', 'bad regex at column 2 of the pattern: invalid character class range, the start must be <= the end'],
  ['ünïcødé(', 'bad regex at column 8 of the pattern: unclosed group (this ( is never closed)'],
  ['\\p{Nope}', 'bad regex at column 1 of the pattern: Unicode property not found'],
  // Needs PCRE2 (look-behind), which then has its own complaint: its byte offset becomes a column.
  ['(?<=a+)b', 'bad regex at column 1 of the pattern: length of lookbehind assertion is not limited'],
  ['ü(?<=a+)b', 'bad regex at column 2 of the pattern: length of lookbehind assertion is not limited'],
];

describe('a broken regex', () => {
  it('is one readable line naming the column, with ripgrep\'s full text in --json, and the other rules still run', async () => {
    const rules = ['# Learned Rules', '---', '- Good rule.', '  verify: Grep("hit", path="src/") -> 1+ matches'];
    CASES.forEach(([pattern], i) => rules.push(`- Broken rule ${i + 1}.`, `  verify: Grep("${pattern.replace(/"/g, '\\"')}", path="src/") -> 0 matches`));
    const root = tempProject({ 'src/a.ts': 'hit\n', [RULES]: `${rules.join('\n')}\n` });

    const json = await runBin(['sweep', '--json', '-q'], { cwd: root });
    expect(json.code).toBe(0);
    const results = JSON.parse(json.stdout).results as Array<{ status: string; reason?: string; detail?: string; ruleText: string; line: number }>;
    expect(results[0]).toMatchObject({ status: 'PASS', ruleText: 'Good rule.' });
    expect(results.slice(1).map((row) => [row.status, row.reason])).toEqual(CASES.map(([, reason]) => ['ERROR', reason]));
    for (const row of results.slice(1)) {
      expect(row.reason).not.toContain('\n');
      expect(row.detail).toMatch(/regex parse error:\n {4}\(\?:.*\n {4}\s*\^+\n/);
    }
    expect(results[CASES.length]!.detail).toContain('PCRE2: error compiling pattern at offset 5: length of lookbehind assertion is not limited');

    const text = await runBin(['sweep', '-q'], { cwd: root });
    expect(text.stdout).toContain('ERROR: Broken rule 1. (bad regex at column 2 of the pattern: invalid repetition count range, the start must be <= the end)\n');
    expect(text.stdout).not.toMatch(/~~~|\^\^/);
  });
});
