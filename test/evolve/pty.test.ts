// The passes through a real terminal: the built bin under a pseudo-terminal, answered with
// keystrokes, as a person would; and under util-linux `script`, as an agent with a shell could
// try it. Everything else drives the review with a scripted prompter.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, runShell } from '../helpers/cli.js';
import { initGitRepo, tempProject, writeFiles } from '../helpers/project.js';
import { readLog } from '../../src/evolve/log.js';
import { parseRules } from '../../src/rules/parse.js';
import { localDate } from '../../src/session/calendar.js';
import { learningsJsonl, PIP_PARAPHRASES, RULES_HEADER, type LearningSpec } from './helpers.js';

const RULES = '.claude/memory/learned-rules.md';
const LOG = '.claude/memory/evolution-log.md';
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const ENTER = '\r';
const UP = '\u001B[A';
const DOWN = '\u001B[B';
const CTRL_C = '\u0003';
const PIP_RULE = `- Never use \`pip install\`; use \`uv\` instead.
  verify: Grep("\\bpip install\\b", path=".") -> 0 matches
  guard: Bash("\\bpip install\\b")
  test: "pip install requests" -> match
  test: "Use uv instead of pip install" -> match
  test: "uv" -> no match
  [source: corrected 2x, learning #1, #2, ${localDate(new Date())}]
`;
const TIMEOUT_FAILURES: LearningSpec[] = [
  { id: 3, command: 'timeout 5 curl http://example.com', error: 'bash: timeout: command not found', session: 's3' },
  { id: 4, command: 'timeout 10 make test', error: 'zsh: command not found: timeout', session: 's4' },
];
const HAS_SCRIPT = process.platform === 'linux' && spawnSync('script', ['--version']).status === 0;

function stripAnsi(text: string): string {
  return text.replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '').replace(/\u001B[()][A-Z0-9]/g, '');
}

/** A git repository with the rules file committed and `learnings` captured (not committed). */
async function project(learnings: LearningSpec[], rules = RULES_HEADER) {
  const root = tempProject({ [RULES]: rules, 'src/app.py': 'print(1)\n' });
  const git = await initGitRepo(root);
  await git.add('.');
  await git.commit('initial');
  if (learnings.length > 0) writeFiles(root, { '.claude/memory/learnings.jsonl': learningsJsonl(learnings) });
  return { root, git };
}

function baseEnv(root: string): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XDG_DATA_HOME: path.join(root, '.xdg'), NO_COLOR: '1', TERM: 'xterm-256color' };
}

/** `rulesweep evolve` in a pseudo-terminal: what it shows, and keys to send it. */
async function evolveInTerminal(root: string) {
  const { spawn } = await import('@lydell/node-pty');
  const term = spawn(process.execPath, [BIN, 'evolve'], { name: 'xterm-256color', cols: 200, rows: 50, cwd: root, env: baseEnv(root) });
  let screen = '';
  // Texts are awaited in order: each is looked for after the end of the last one found.
  let cursor = 0;
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  const found = (text: string) => {
    const at = screen.indexOf(text, cursor);
    if (at === -1) return false;
    cursor = at + text.length;
    return true;
  };
  term.onData((data) => {
    screen += stripAnsi(data);
    const waiter = waiters[0];
    if (waiter && found(waiter.text)) {
      waiters.shift();
      waiter.resolve();
    }
  });
  const exited = new Promise<number>((resolve) => term.onExit(({ exitCode }) => resolve(exitCode)));
  /** Waits until `text` appears after the text awaited last. */
  const waitFor = (text: string) => new Promise<void>((resolve, reject) => {
    if (found(text)) return resolve();
    const timer = setTimeout(() => reject(new Error(`timed out waiting for "${text}"; screen:\n${screen}`)), 20_000);
    waiters.push({ text, resolve: () => { clearTimeout(timer); resolve(); } });
  });
  const fingerprint = () => /(?:PROMOTE|ADD-VERIFY) ([0-9a-f]{6,}): your decision/.exec(screen.slice(screen.lastIndexOf('your decision') - 80))?.[1] ?? '';
  /** Chooses approve (the menu's first choice) on the proposal shown, and types its code. */
  const approve = async () => {
    await waitFor('your decision');
    const code = fingerprint().slice(0, 4);
    term.write(ENTER);
    await waitFor('To approve, type');
    term.write(`${code}${ENTER}`);
  };
  return { write: (keys: string) => term.write(keys), waitFor, exited, screen: () => screen, fingerprint, approve };
}

describe('evolve in a real terminal', () => {
  it('approves a PROMOTE only once the start of its fingerprint is typed: Enter alone goes back to the menu', async () => {
    expect(existsSync(BIN)).toBe(true);
    const { root, git } = await project(PIP_PARAPHRASES);
    writeFiles(root, { 'staged.txt': 'x\n' });
    await git.add('staged.txt');
    const term = await evolveInTerminal(root);

    await term.waitFor('your decision');
    expect(term.screen()).toContain('PROPOSE: PROMOTE');
    expect(term.screen()).toContain('Rule: Never use `pip install`; use `uv` instead.');
    // Down to "reject" and back up, to prove the keys reach the menu, then approve.
    term.write(DOWN);
    await term.waitFor('record a reason');
    term.write(UP);
    await term.waitFor('apply it now');
    const code = term.fingerprint().slice(0, 4);
    expect(code).toMatch(/^[0-9a-f]{4}$/);
    term.write(ENTER);
    await term.waitFor('To approve, type the first 4 characters of its fingerprint');
    // One keypress is not an approval.
    term.write(ENTER);
    await term.waitFor('Not approved.');
    await term.waitFor('your decision');
    term.write(ENTER);
    await term.waitFor('To approve, type');
    term.write(`${code}${ENTER}`);
    await term.waitFor('Review finished');
    expect(await term.exited).toBe(0);

    expect(term.screen()).toContain('Approved: rule added to .claude/memory/learned-rules.md and logged.');
    expect(readFileSync(path.join(root, RULES), 'utf8')).toBe(`${RULES_HEADER}${PIP_RULE}`);
    const { entries } = await readLog(path.join(root, LOG));
    expect(entries).toMatchObject([{ kind: 'PROMOTE', decision: 'approved', sources: ['#1', '#2'] }]);
    expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: add 1 rule\n');
    const files = (await git.raw(['diff-tree', '--no-commit-id', '--name-only', '-r', 'HEAD'])).trim().split('\n').sort();
    expect(files).toEqual([LOG, RULES]);
    expect((await git.status()).staged).toEqual(['staged.txt']);
  }, 60_000);

  it('offers only the choices possible, so the cursor never lands on a disabled one', async () => {
    // The first ADD-VERIFY has no check to propose: it cannot be approved until modified.
    const { root } = await project([], `${RULES_HEADER}- Be kind in code reviews.\n- Never use \`docker-compose\`; use \`docker compose\`.\n`);
    const term = await evolveInTerminal(root);
    await term.waitFor('your decision (approve needs a working verify line: modify it first)');
    // The menu opens on "reject"; up from the first choice wraps to the last, "quit". Had a
    // disabled "approve" stood first, the cursor would stop on it and Enter would only complain.
    term.write(UP);
    await term.waitFor('stop reviewing');
    term.write(ENTER);
    await term.waitFor('Review finished');
    expect(await term.exited).toBe(0);
    expect(term.screen()).not.toContain('disabled');
    expect(term.screen()).toContain('Review finished: 0 approved, 0 modified, 0 rejected, 0 skipped, 2 not reviewed.');
  }, 60_000);

  it('Ctrl-C stops the review: what was decided stays applied and committed, and it exits 130', async () => {
    const { root, git } = await project([...PIP_PARAPHRASES, ...TIMEOUT_FAILURES]);
    const term = await evolveInTerminal(root);
    await term.waitFor('[1/2]');
    await term.approve();
    await term.waitFor('[2/2]');
    await term.waitFor('your decision');
    term.write(CTRL_C);
    await term.waitFor('Review interrupted');
    expect(await term.exited).toBe(130);
    expect(term.screen()).toContain('Review interrupted: 1 approved, 0 modified, 0 rejected, 0 skipped, 1 not reviewed.');
    // Exactly the rule approved first, whichever lesson evolve ranked first, and nothing of the other.
    const rules = parseRules(readFileSync(path.join(root, RULES), 'utf8'), RULES).rules;
    expect(rules).toHaveLength(1);
    const first = term.screen().split('[2/2]')[0]!;
    expect(first).toContain(`Rule: ${rules[0]!.text}`);
    expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: add 1 rule\n');
  }, 60_000);

  it('after a review killed before its commit, the next commit says everything it holds', async () => {
    const { root, git } = await project(PIP_PARAPHRASES);
    // An earlier review approved a rule, wrote it and its log entry, and was killed before committing.
    const crashed = spawnSync(process.execPath, ['--input-type=module', '-e', `
      const { applyDecision } = await import(${JSON.stringify(path.join(DIST, 'evolve/apply.js'))});
      const { fingerprintOf, reviewAdvice } = await import(${JSON.stringify(path.join(DIST, 'evolve/model.js'))});
      const target = { rulesFile: ${JSON.stringify(path.join(root, RULES))}, evolutionLog: ${JSON.stringify(path.join(root, LOG))} };
      const proposal = { kind: 'PROMOTE', fingerprint: fingerprintOf('PROMOTE', 'avoid:gtimeout'), rule: 'Never use \`timeout\` on macOS; use \`gtimeout\`.',
        sources: ['#9', '#10'], sourceText: 'learning #9, #10', evidence: 'e', verify: 'Grep("\\\\btimeout ", path=".") -> 0 matches',
        destination: 'x', risk: 'low', riskText: 'Low.', review: reviewAdvice(0.6, 'low'), origin: 'learnings', score: 1, approvable: true };
      await applyDecision(target, { proposal, decision: 'approved', now: new Date() });
      process.kill(process.pid, 'SIGKILL');`]);
    expect(crashed.signal).toBe('SIGKILL');
    expect(await git.raw(['status', '--porcelain', '--', RULES])).not.toBe('');

    const term = await evolveInTerminal(root);
    await term.approve();
    await term.waitFor('Review finished');
    expect(await term.exited).toBe(0);
    const message = await git.raw(['log', '-1', '--format=%B']);
    expect(message.split('\n')[0]).toBe('evolve: add 2 rules');
    expect(message).toMatch(/^- approved PROMOTE [0-9a-f]+: Never use `timeout` on macOS; use `gtimeout`\. \[decided in an earlier review that was interrupted before its commit\]$/m);
    expect(message).toMatch(/^- approved PROMOTE [0-9a-f]+: Never use `pip install`; use `uv` instead\.$/m);
    expect(await git.raw(['status', '--porcelain', '--', RULES, LOG])).toBe('');
  }, 60_000);
});

describe.runIf(HAS_SCRIPT)('evolve under `script`, as an agent could run it', () => {
  /** `(sleep 3; printf '\r') | script -qefc "rulesweep evolve" /dev/null`: the attack. */
  const attack = (root: string, env: Record<string, string>) => runShell(
    `(sleep 3; printf '\\r') | timeout 30 script -qefc "node '${BIN}' evolve" /dev/null`,
    { cwd: root, env: { XDG_DATA_HOME: path.join(root, '.xdg'), TERM: 'xterm-256color', ...env }, killAfterMs: 40_000 },
  );

  it.each([
    ['Claude Code', { CLAUDECODE: '1' }, 'CLAUDECODE=1, set by Claude Code'],
    ['Codex', { CODEX_SANDBOX_NETWORK_DISABLED: '1' }, 'CODEX_SANDBOX_NETWORK_DISABLED=1, set by Codex'],
    ['OpenCode', { OPENCODE: '1', AGENT: '1' }, 'OPENCODE=1, set by OpenCode; AGENT=1, set by OpenCode or another agent'],
  ])('refuses the review in %s\'s shell: nothing approved, logged or committed', async (_agent, env, marks) => {
    const { root, git } = await project(PIP_PARAPHRASES);
    const result = await attack(root, env);
    expect(result.code).toBe(0);
    const shown = stripAnsi(result.stdout);
    expect(shown).toContain('PROPOSE: PROMOTE');
    expect(shown).toContain(`rulesweep: this shell belongs to an agent (${marks}), so nothing was changed: only a person approves or rejects.`);
    expect(shown).not.toContain('your decision');
    expect(readFileSync(path.join(root, RULES), 'utf8')).toBe(RULES_HEADER);
    expect(existsSync(path.join(root, LOG))).toBe(false);
    expect(await git.raw(['log', '--format=%s'])).toBe('initial\n');
  }, 60_000);

  it('without an agent\'s variables, one keypress still approves nothing', async () => {
    const { root, git } = await project(PIP_PARAPHRASES);
    const result = await attack(root, {});
    const shown = stripAnsi(result.stdout);
    expect(shown).toContain('To approve, type the first 4 characters of its fingerprint');
    expect(shown).toContain('Review interrupted: 0 approved, 0 modified, 0 rejected, 0 skipped, 1 not reviewed.');
    expect(result.code).toBe(130);
    expect(readFileSync(path.join(root, RULES), 'utf8')).toBe(RULES_HEADER);
    expect(existsSync(path.join(root, LOG))).toBe(false);
    expect(await git.raw(['log', '--format=%s'])).toBe('initial\n');
  }, 60_000);
});
