// Issue 9 item 2, search side: a pattern whose GNU `\|` could mean "or" or a literal pipe
// (`GrepCheck.orReading` set by the parser) is searched both ways. Different counts are an ERROR
// with both counts and the fix; equal counts are reported as usual.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRules } from '../../src/rules/parse.js';
import { sweepRules } from '../../src/sweep/engine.js';
import { findRipgrep } from '../../src/sweep/ripgrep.js';
import { tempProject } from '../helpers/project.js';

const RULES_FILE = '.claude/memory/learned-rules.md';

/** The rules document as the parser gives it, with the GNU reading of `\|` the parser marks ambiguous. */
function document(root: string, rules: string) {
  const doc = parseRules(rules, path.join(root, RULES_FILE), RULES_FILE);
  for (const rule of doc.rules) {
    for (const verify of rule.verify) {
      const { check } = verify;
      if (check.kind === 'grep' && check.pattern.includes('\\|') && !/(^|[^\\])\|/.test(check.pattern)) {
        check.orReading = check.pattern.replace(/\\\|/g, '|');
      }
    }
  }
  return doc;
}

function sweep(root: string, rules: string) {
  return sweepRules(document(root, rules), {
    root,
    rg: findRipgrep(process.env),
    exclude: [path.join(root, RULES_FILE)],
    concurrency: 4,
    timeoutMs: 30_000,
    rulesFileLabel: RULES_FILE,
  });
}

describe('GNU \\| searched both ways', () => {
  it('is an ERROR with both counts and the fix when the readings disagree, and as usual when they agree', async () => {
    const root = tempProject({
      'src/app.py': 'foo_log("a")\nfoo_log("b")\nbar_log("c")\n',
      'src/table.md': '| a | b |\n',
    });
    const report = await sweep(root, `# Learned Rules
---
- No ad-hoc loggers.
  verify: Grep("foo_log\\|bar_log", path="src/") -> 0 matches
- Tables keep their pipes.
  verify: Grep("a \\| b", path="src/") -> 1 matches
- A plain alternation is not ambiguous.
  verify: Grep("foo_log|bar_log", path="src/") -> 0 matches
`);
    expect(report.results.map((row) => [row.status, row.count ?? row.reason])).toEqual([
      ['ERROR', 'the pattern\'s \\| is ambiguous: as a literal "|" (ripgrep) it finds 0 matches, as "or" (GNU grep) 3 matches; write | for "or", or [|] for a literal pipe'],
      ['PASS', 1],
      ['FAIL', 3],
    ]);
    expect(report.summary.errors).toBe(1);
  });

  it('an ERROR in the second reading is the rule\'s ERROR, never a PASS', async () => {
    const root = tempProject({ 'src/a.txt': 'x\n' });
    // As a literal pipe `x\|*y` compiles; as "or" (`x|*y`) it does not.
    const report = await sweep(root, '---\n- Odd.\n  verify: Grep("x\\|*y", path="src/") -> 0 matches\n');
    expect(report.results[0]!.status).toBe('ERROR');
    expect(report.results[0]!.reason).toBe('with \\| read as "or" (GNU grep): bad regex at column 3 of the pattern: repetition operator missing expression');
  });
});
