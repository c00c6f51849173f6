// Progress of a long sweep (issue 11 item 6): on a terminal's stderr after a second, redrawn in
// place without escape codes, wiped at the end; never in CI, never beside JSON, never off a terminal.
import { describe, expect, it } from 'vitest';
import { progressLine } from '../../src/report/progress.js';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

function terminal(isTTY = true) {
  const chunks: string[] = [];
  return { stream: { isTTY, write: (chunk: string) => chunks.push(chunk) }, chunks };
}

describe('the progress line', () => {
  it('waits a second, redraws in place, and wipes itself', () => {
    let now = 0;
    const { stream, chunks } = terminal();
    const line = progressLine(stream, {}, 'text', () => now)!;
    line.update(1, 50);
    expect(chunks).toEqual([]);
    now = 1500;
    line.update(12, 50);
    now = 1550;
    line.update(13, 50);
    now = 1700;
    line.update(50, 50);
    line.clear();
    expect(chunks).toEqual([
      '\rrulesweep: 12/50 rules checked',
      '\rrulesweep: 50/50 rules checked',
      `\r${' '.repeat('rulesweep: 50/50 rules checked'.length)}\r`,
    ]);
    expect(chunks.join('')).not.toContain('\u001B');
  });

  it('is never drawn in CI, beside JSON, on a dumb terminal or off a terminal', () => {
    expect(progressLine(terminal().stream, { CI: 'true' }, 'text')).toBeUndefined();
    expect(progressLine(terminal().stream, {}, 'json')).toBeUndefined();
    expect(progressLine(terminal().stream, { TERM: 'dumb' }, 'text')).toBeUndefined();
    expect(progressLine(terminal(false).stream, {}, 'text')).toBeUndefined();
    expect(progressLine(terminal().stream, { CI: 'false' }, 'sarif')).toBeDefined();
  });

  it('leaves stderr of a piped sweep alone', async () => {
    const root = tempProject({ 'a.txt': 'x\n', '.claude/memory/learned-rules.md': '---\n- A.\n  verify: Grep("x") -> 1 matches\n' });
    const { stderr, code } = await runBin(['sweep'], { cwd: root });
    expect({ stderr, code }).toEqual({ stderr: '', code: 0 });
  });
});
