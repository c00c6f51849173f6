// Issue 9 item 2 through the built bin: the parser marks a GNU `\|` as ambiguous by itself, the
// sweep searches both readings, and a disagreement is an ERROR that fails --strict in text and
// JSON, with both counts and the fix; `\|` beside a plain `|` is a literal pipe, with a warning.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const RULES = `# Learned Rules
---
- No ad-hoc loggers; use the structured logger.
  verify: Grep("foo_log\\|bar_log", path="src/") -> 0 matches
- Tables in docs keep a pipe between "yes" and "no".
  verify: Grep("yes \\| no|si \\| no", path="docs/") -> 1+ matches
`;

function project(): string {
  return tempProject({
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.claude/memory/learned-rules.md': RULES,
    'src/app.py': 'foo_log("a")\nbar_log("b")\n',
    'docs/table.md': '| yes | no |\n',
  });
}

const env = (root: string) => ({ HOME: root, XDG_DATA_HOME: path.join(root, '.xdg'), XDG_CACHE_HOME: path.join(root, '.cache') });

describe('a GNU \\| in a verify line, through the built bin', () => {
  it('is an ERROR with both counts and the fix when the readings disagree, and --strict fails', async () => {
    const root = project();
    const text = await runBin(['sweep', '--strict'], { cwd: root, env: env(root) });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/ERROR.*No ad-hoc loggers/);
    expect(text.stdout).toContain('as a literal "|" (ripgrep) it finds 0 matches, as "or" (GNU grep) 2 matches');
    expect(text.stdout).toContain('write | for "or", or [|] for a literal pipe');
    expect(text.stdout).not.toMatch(/PASS.*No ad-hoc loggers/);

    const json = await runBin(['sweep', '--json'], { cwd: root, env: env(root) });
    const report = JSON.parse(json.stdout) as { results: Array<{ ruleText: string; status: string }> };
    expect(report.results.map((row) => row.status)).toEqual(['ERROR', 'PASS']);
  });

  it('beside a plain | it is a literal pipe: searched as written, with a warning naming the line', async () => {
    const root = project();
    const result = await runBin(['sweep'], { cwd: root, env: env(root) });
    expect(result.stdout).toMatch(/PASS.*keep a pipe/);
    expect(result.stderr).toMatch(/learned-rules\.md:6:11: warning: the pattern uses both \| and \\\|: \\\| is read as a literal pipe/);
  });
});
