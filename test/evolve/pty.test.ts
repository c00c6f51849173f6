// The one pass through a real terminal: the built bin under a pseudo-terminal, answered with
// keystrokes, as a person would. Everything else drives the review with a scripted prompter.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { initGitRepo, tempProject, writeFiles } from '../helpers/project.js';
import { readLog } from '../../src/evolve/log.js';
import { localDate } from '../../src/session/calendar.js';
import { learningsJsonl, PIP_PARAPHRASES, RULES_HEADER } from './helpers.js';

const RULES = '.claude/memory/learned-rules.md';
const LOG = '.claude/memory/evolution-log.md';
const ENTER = '\r';
const DOWN = '\u001B[B';

function stripAnsi(text: string): string {
  return text.replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '').replace(/\u001B[()][A-Z0-9]/g, '');
}

describe('evolve in a real terminal', () => {
  it('approving a PROMOTE with the keyboard adds the rule, logs it and commits both files', async () => {
    expect(existsSync(BIN)).toBe(true);
    const { spawn } = await import('@lydell/node-pty');
    const root = tempProject({ [RULES]: RULES_HEADER, 'src/app.py': 'print(1)\n' });
    const git = await initGitRepo(root);
    await git.add('.');
    await git.commit('initial');
    writeFiles(root, { '.claude/memory/learnings.jsonl': learningsJsonl(PIP_PARAPHRASES), 'staged.txt': 'x\n' });
    await git.add('staged.txt');

    const term = spawn(process.execPath, [BIN, 'evolve'], {
      name: 'xterm-256color',
      cols: 160,
      rows: 50,
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XDG_DATA_HOME: path.join(root, '.xdg'), NO_COLOR: '1', TERM: 'xterm-256color' },
    });
    let screen = '';
    const waiters: Array<{ text: string; resolve: () => void }> = [];
    term.onData((data) => {
      screen += stripAnsi(data);
      for (const waiter of [...waiters]) {
        if (screen.includes(waiter.text)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
    const exited = new Promise<number>((resolve) => term.onExit(({ exitCode }) => resolve(exitCode)));
    const waitFor = (text: string) => new Promise<void>((resolve, reject) => {
      if (screen.includes(text)) return resolve();
      const timer = setTimeout(() => reject(new Error(`timed out waiting for "${text}"; screen:\n${screen}`)), 20_000);
      waiters.push({ text, resolve: () => { clearTimeout(timer); resolve(); } });
    });

    await waitFor('your decision');
    expect(screen).toContain('PROPOSE: PROMOTE');
    expect(screen).toContain('Rule: Never use `pip install`; use `uv` instead.');
    // Move down to "reject" and back up, to prove the keys reach the menu, then choose approve.
    term.write(DOWN);
    await waitFor('record a reason');
    term.write('\u001B[A');
    await waitFor('apply it now');
    term.write(ENTER);
    await waitFor('Review finished');
    const code = await exited;

    if (process.env.RULESWEEP_SHOW_SCREEN) process.stderr.write(screen);
    expect(code).toBe(0);
    expect(screen).toContain('Approved: rule added to .claude/memory/learned-rules.md and logged.');
    expect(readFileSync(path.join(root, RULES), 'utf8')).toBe(`${RULES_HEADER}- Never use \`pip install\`; use \`uv\` instead.
  verify: Grep("\\bpip install\\b", path=".") -> 0 matches
  [source: corrected 2x, learning #1, #2, ${localDate(new Date())}]
`);
    const { entries } = await readLog(path.join(root, LOG));
    expect(entries).toMatchObject([{ kind: 'PROMOTE', decision: 'approved', sources: ['#1', '#2'] }]);
    expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: add 1 rule\n');
    const files = (await git.raw(['diff-tree', '--no-commit-id', '--name-only', '-r', 'HEAD'])).trim().split('\n').sort();
    expect(files).toEqual([LOG, RULES]);
    expect((await git.status()).staged).toEqual(['staged.txt']);
  }, 40_000);
});
