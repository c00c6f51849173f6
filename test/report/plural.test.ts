// Issue 9 item 10: "found 1 match", never "found 1 matches", in every format that prints a count.
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

describe('counts read as English', () => {
  it.each(['text', 'github', 'junit', 'sarif'])('%s says "1 match" and "2 matches"', async (format) => {
    const root = tempProject({
      'src/a.ts': '// TODO once\n// FIXME\n// FIXME\n',
      '.claude/memory/learned-rules.md': '---\n- No TODO.\n  verify: Grep("TODO", path="src/") -> 0 matches\n- No FIXME.\n  verify: Grep("FIXME", path="src/") -> 0 matches\n',
    });
    const { stdout } = await runBin(['sweep', '-f', format, '-q'], { cwd: root });
    expect(stdout).toContain('found 1 match, expected 0');
    expect(stdout).toContain('found 2 matches, expected 0');
    expect(stdout).not.toContain('1 matches');
  });
});
