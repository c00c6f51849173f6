import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEvolveCommand } from '../../src/cli/commands/evolve.js';
import { agentMarks } from '../../src/evolve/approval.js';
import { readLog } from '../../src/evolve/log.js';
import { parseRules } from '../../src/rules/parse.js';
import { BIN, runCli } from '../helpers/cli.js';
import { initGitRepo, tempProject, writeFiles } from '../helpers/project.js';
import { learningsJsonl, PIP_PARAPHRASES, RULES_HEADER, ScriptedPrompter, terminalIo, type LearningSpec } from './helpers.js';

const RULES = '.claude/memory/learned-rules.md';
const LOG = '.claude/memory/evolution-log.md';
const LEARNINGS = '.claude/memory/learnings.jsonl';
const DRAFTS = '.claude/memory/evolve-drafts.jsonl';

const TIMEOUT_FAILURES: LearningSpec[] = [
  { id: 3, command: 'timeout 5 curl http://example.com', error: 'bash: timeout: command not found', session: 's3' },
  { id: 4, command: 'timeout 10 make test', error: 'zsh: command not found: timeout', session: 's4' },
];

/** A git repository with the rules file committed and the given learnings captured. */
async function repoWith(specs: LearningSpec[], files: Record<string, string> = {}) {
  const root = tempProject({ [RULES]: RULES_HEADER, 'src/app.py': 'print("hello")\n', ...files });
  const git = await initGitRepo(root);
  await git.add('.');
  await git.commit('initial');
  writeFiles(root, { [LEARNINGS]: learningsJsonl(specs) });
  return { root, git };
}

async function review(root: string, prompter: ScriptedPrompter) {
  const terminal = terminalIo(root);
  const code = await runEvolveCommand({}, terminal.io, { prompter });
  return { code, stdout: terminal.stdout(), stderr: terminal.stderr() };
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const piped = (root: string, argv: string[] = ['evolve']) =>
  runCli(argv, { cwd: root, env: { XDG_DATA_HOME: path.join(root, '.xdg-data') }, now: new Date('2026-03-30T12:00:00Z') });

describe('evolve review in a terminal', () => {
  it('approving a PROMOTE adds the rule, logs it and commits exactly both files, leaving other staged work staged', async () => {
    const { root, git } = await repoWith(PIP_PARAPHRASES, { 'README.md': 'v1\n' });
    writeFiles(root, { 'notes.txt': 'mine\n', 'README.md': 'v2\n' });
    await git.add(['notes.txt', 'README.md']);

    const prompter = new ScriptedPrompter(['approve']);
    const result = await review(root, prompter);
    expect(result.code).toBe(0);
    expect(prompter.shown.map((item) => item.kind)).toEqual(['PROMOTE']);
    expect(result.stdout).toContain('PROPOSE: PROMOTE');
    expect(result.stdout).toContain('Approved: rule added to .claude/memory/learned-rules.md and logged.');

    const rules = read(root, RULES);
    expect(rules).toBe(`${RULES_HEADER}- Never use \`pip install\`; use \`uv\` instead.
  verify: Grep("\\bpip install\\b", path=".") -> 0 matches
  guard: Bash("\\bpip install\\b")
  test: "pip install requests" -> match
  test: "Use uv instead of pip install" -> match
  test: "uv" -> no match
  [source: corrected 2x, learning #1, #2, 2026-03-30]
`);
    const { entries } = await readLog(path.join(root, LOG));
    expect(entries).toMatchObject([{
      kind: 'PROMOTE', decision: 'approved', rule: 'Never use `pip install`; use `uv` instead.',
      verify: 'Grep("\\bpip install\\b", path=".") -> 0 matches', sources: ['#1', '#2'], sourceText: 'learning #1, #2',
    }]);

    const head = await git.show(['--name-only', '--format=%s%n%b', 'HEAD']);
    expect(head).toMatch(/^evolve: add 1 rule\n/);
    expect(head).toContain(`- approved PROMOTE ${entries[0]!.fingerprint}: Never use \`pip install\`; use \`uv\` instead.`);
    const committed = (await git.raw(['diff-tree', '--no-commit-id', '--name-only', '-r', 'HEAD'])).trim().split('\n').sort();
    expect(committed).toEqual([LOG, RULES]);
    const status = await git.status();
    expect(status.staged.sort()).toEqual(['README.md', 'notes.txt']);
    expect(await git.raw(['show', 'HEAD:README.md'])).toBe('v1\n');
    expect(result.stdout).toMatch(/Committed [0-9a-f]{7} \(\.claude\/memory\/evolution-log\.md, \.claude\/memory\/learned-rules\.md\)\./);
  });

  it('a rejected proposal is logged with its reason and never proposed again, even as it recurs', async () => {
    const { root, git } = await repoWith([...PIP_PARAPHRASES, ...TIMEOUT_FAILURES]);
    const first = new ScriptedPrompter([{ action: 'reject', reason: 'gtimeout is aliased on our machines' }, 'skip']);
    const result = await review(root, first);
    expect(first.shown).toHaveLength(2);
    expect(result.stdout).toContain('Rule: Never run `timeout` (it failed twice: command not found).');
    const [rejected, skipped] = first.shown.map((item) => item.fingerprint);
    const { entries } = await readLog(path.join(root, LOG));
    expect(entries).toMatchObject([{ decision: 'rejected', reason: 'gtimeout is aliased on our machines', fingerprint: rejected, rule: 'Never run `timeout` (it failed twice: command not found).' }]);
    expect(read(root, RULES)).toBe(RULES_HEADER);
    expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: reject 1 proposal\n');

    const recurring: LearningSpec = { id: 5, command: 'timeout 3 ./deploy.sh', error: 'bash: timeout: command not found', session: 's5' };
    writeFiles(root, { [LEARNINGS]: learningsJsonl([...PIP_PARAPHRASES, ...TIMEOUT_FAILURES, recurring]) });
    const second = new ScriptedPrompter(['skip']);
    await review(root, second);
    expect(second.shown.map((item) => item.fingerprint)).toEqual([skipped]);

    const listed = await piped(root);
    expect(listed.stdout).not.toContain('timeout');
    expect(listed.stdout).toContain('Never use `pip install`');
  });

  it('modify re-checks the edit: a broken pattern cannot be approved, a fixed one is logged as modified', async () => {
    const { root } = await repoWith(PIP_PARAPHRASES);
    const prompter = new ScriptedPrompter([
      { action: 'modify', rule: 'Never run pip install in this repo; use uv add.', verify: 'Grep("pip (install", path=".") -> 0 matches' },
      { action: 'modify', rule: 'Never run pip install in this repo; use uv add.', verify: 'Grep("pip3? install", path="src/") -> 0 matches' },
      'approve',
    ]);
    const result = await review(root, prompter);
    expect(prompter.shown.map((item) => item.allowed.includes('approve'))).toEqual([true, false, true]);
    expect(result.stdout).toContain('re-checked after your edit: ripgrep rejects the pattern');
    expect(result.stdout).toContain('re-checked after your edit: the pattern matches both pieces of evidence; 0 lines match in the tree today');
    const rules = parseRules(read(root, RULES), RULES).rules;
    expect(rules.map((rule) => [rule.text, rule.verify[0]?.raw])).toEqual([
      ['Never run pip install in this repo; use uv add.', 'Grep("pip3? install", path="src/") -> 0 matches'],
    ]);
    const { entries } = await readLog(path.join(root, LOG));
    expect(entries).toMatchObject([{
      decision: 'modified',
      rule: 'Never run pip install in this repo; use uv add.',
      verify: 'Grep("pip3? install", path="src/") -> 0 matches',
      proposedRule: 'Never use `pip install`; use `uv` instead.',
      proposedVerify: 'Grep("\\bpip install\\b", path=".") -> 0 matches',
    }]);
  });

  it('skipping changes nothing and makes no commit; the proposal comes back next time', async () => {
    const { root, git } = await repoWith(PIP_PARAPHRASES);
    const before = await git.raw(['rev-parse', 'HEAD']);
    const result = await review(root, new ScriptedPrompter(['skip']));
    expect(result.stdout).toContain('Review finished: 0 approved, 0 modified, 0 rejected, 1 skipped.');
    expect(existsSync(path.join(root, LOG))).toBe(false);
    expect(await git.raw(['rev-parse', 'HEAD'])).toBe(before);
    const again = new ScriptedPrompter(['skip']);
    await review(root, again);
    expect(again.shown).toHaveLength(1);
  });

  it('stopping half-way (Ctrl-C) keeps and commits what was decided, and exits 130', async () => {
    const { root, git } = await repoWith([...PIP_PARAPHRASES, ...TIMEOUT_FAILURES]);
    const prompter = new ScriptedPrompter(['approve']);
    const result = await review(root, prompter);
    expect(prompter.shown).toHaveLength(2);
    expect(result.code).toBe(130);
    expect(result.stdout).toContain('Review interrupted: 1 approved, 0 modified, 0 rejected, 0 skipped, 1 not reviewed.');
    expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: add 1 rule\n');
  });

  it('approves only when the first characters of the fingerprint are typed', async () => {
    const { root, git } = await repoWith(PIP_PARAPHRASES);
    const before = read(root, RULES);
    const prompter = new ScriptedPrompter([{ action: 'approve', typed: 'y' }, { action: 'approve', typed: '' }, 'skip']);
    const result = await review(root, prompter);
    expect(result.code).toBe(0);
    const code = prompter.shown[0]!.fingerprint.slice(0, 4);
    expect(result.stdout).toContain(`"y" is not ${code}: not approved.\nNot approved.\n`);
    expect(result.stdout).toContain('Review finished: 0 approved, 0 modified, 0 rejected, 1 skipped.');
    expect(read(root, RULES)).toBe(before);
    expect(existsSync(path.join(root, LOG))).toBe(false);
    expect(await git.raw(['log', '--format=%s'])).toBe('initial\n');

    const upper = new ScriptedPrompter([{ action: 'approve', typed: ` ${code.toUpperCase()} ` }]);
    expect((await review(root, upper)).stdout).toContain('Approved: rule added');
  });

  it('approves an ADD-VERIFY by writing the check under the rule', async () => {
    const { root } = await repoWith([], { [RULES]: `${RULES_HEADER}- Never use \`docker-compose\`; use \`docker compose\`.\n  [source: review, 2026-03-01]\n` });
    await review(root, new ScriptedPrompter(['approve']));
    expect(read(root, RULES)).toBe(`${RULES_HEADER}- Never use \`docker-compose\`; use \`docker compose\`.
  verify: Grep("\\bdocker-compose\\b", path=".") -> 0 matches
  test: "docker-compose" -> match
  [source: review, 2026-03-01]
`);
  });

  it('approving an ADD-VERIFY whose check was written by hand meanwhile still adds its tests, and says so', async () => {
    const rule = `${RULES_HEADER}- Never use \`docker-compose\`; use \`docker compose\`.\n  [source: review, 2026-03-01]\n`;
    const { root } = await repoWith([], { [RULES]: rule });
    const byHand = rule.replace('  [source:', '  verify: Grep("\\bdocker-compose\\b", path=".") -> 0 matches\n  [source:');
    // The person adds the same check in an editor while the proposal waits for the code.
    const prompter = new (class extends ScriptedPrompter {
      override async confirmApproval(proposal: Parameters<ScriptedPrompter['confirmApproval']>[0], code: string): Promise<string> {
        writeFiles(root, { [RULES]: byHand });
        return super.confirmApproval(proposal, code);
      }
    })(['approve']);
    const result = await review(root, prompter);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('already had this verify line; the guard and test lines it lacked were added and logged.');
    expect(read(root, RULES)).toBe(byHand.replace('-> 0 matches\n', '-> 0 matches\n  test: "docker-compose" -> match\n'));
  });

  it('a decision that cannot be applied is reported, the review goes on and the rest is committed', async () => {
    const broken = `${RULES_HEADER}- A rule.\n  verify: manual — x\n\n\`\`\`\nan example left open\n`;
    const { root, git } = await repoWith([...PIP_PARAPHRASES, ...TIMEOUT_FAILURES], { [RULES]: broken });
    const result = await review(root, new ScriptedPrompter(['approve', { action: 'reject', reason: 'not here' }]));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('would not read back as one new rule; the rules file was left alone');
    expect(result.stderr).toContain('hint: the end of the rules file may be inside a code block');
    expect(result.stdout).toContain('Review finished: 0 approved, 0 modified, 1 rejected, 0 skipped, 1 not applied.');
    expect(read(root, RULES)).toBe(broken);
    expect((await readLog(path.join(root, LOG))).entries.map((entry) => entry.decision)).toEqual(['rejected']);
    expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: reject 1 proposal\n');
  });

  it('commits when the project is reached through a symlink (as macOS temp folders are)', async () => {
    const { root, git } = await repoWith(PIP_PARAPHRASES);
    const link = path.join(os.tmpdir(), `rulesweep-link-${path.basename(root)}`);
    symlinkSync(root, link);
    try {
      const result = await review(link, new ScriptedPrompter(['approve']));
      expect(result.stdout).toMatch(/Committed [0-9a-f]{7} \(\.claude\/memory\/evolution-log\.md, \.claude\/memory\/learned-rules\.md\)\./);
      expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: add 1 rule\n');
    } finally {
      rmSync(link);
    }
  });

  it('works outside git: files are written, nothing is committed', async () => {
    const root = tempProject({ [RULES]: RULES_HEADER, [LEARNINGS]: learningsJsonl(PIP_PARAPHRASES) });
    const result = await review(root, new ScriptedPrompter(['approve']));
    expect(result.stdout).toContain('Not a git repository: the changes are written, not committed.');
    expect(read(root, RULES)).toContain('- Never use `pip install`');
  });
});

describe('without a terminal evolve changes nothing', () => {
  it('prints the proposals and says why nothing changed', async () => {
    const { root, git } = await repoWith(PIP_PARAPHRASES);
    const snapshot = { rules: read(root, RULES), head: await git.raw(['rev-parse', 'HEAD']) };
    const result = await piped(root);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('PROPOSE: PROMOTE\nRule: Never use `pip install`; use `uv` instead.\nSource: learning #1, #2\n');
    expect(result.stderr).toContain('not a terminal, so nothing was changed');
    expect(read(root, RULES)).toBe(snapshot.rules);
    expect(existsSync(path.join(root, LOG))).toBe(false);
    expect(await git.raw(['rev-parse', 'HEAD'])).toBe(snapshot.head);
    expect((await git.status()).files.map((file) => file.path)).toEqual(['.claude/memory/learnings.jsonl']);
  });

  it('the built bin with its output redirected into a file changes nothing', async () => {
    const { root, git } = await repoWith(PIP_PARAPHRASES);
    const head = await git.raw(['rev-parse', 'HEAD']);
    const outFile = path.join(root, '..', `${path.basename(root)}-evolve.txt`);
    const out = openSync(outFile, 'w');
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [BIN, 'evolve'], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, XDG_DATA_HOME: path.join(root, '.xdg-data'), NO_COLOR: '1' },
        stdio: ['ignore', out, 'pipe'],
      });
      child.on('error', reject);
      child.on('close', resolve);
    });
    closeSync(out);
    expect(code).toBe(0);
    expect(readFileSync(outFile, 'utf8')).toContain('PROPOSE: PROMOTE\nRule: Never use `pip install`; use `uv` instead.');
    expect(read(root, RULES)).toBe(RULES_HEADER);
    expect(existsSync(path.join(root, LOG))).toBe(false);
    expect(await git.raw(['rev-parse', 'HEAD'])).toBe(head);
    rmSync(outFile);
  });

  it.each([
    ['stdin is not a terminal', { stdin: false, stdout: true }],
    ['stdout is not a terminal', { stdin: true, stdout: false }],
  ])('asks nothing and changes nothing when %s', async (_name, tty) => {
    const { root, git } = await repoWith(PIP_PARAPHRASES);
    const head = await git.raw(['rev-parse', 'HEAD']);
    const terminal = terminalIo(root);
    terminal.io.stdin.isTTY = tty.stdin;
    terminal.io.stdout.isTTY = tty.stdout;
    const prompter = new ScriptedPrompter(['approve']);
    expect(await runEvolveCommand({}, terminal.io, { prompter })).toBe(0);
    expect(prompter.shown).toEqual([]);
    expect(terminal.stdout()).toContain('PROPOSE: PROMOTE');
    expect(terminal.stderr()).toContain('not a terminal, so nothing was changed');
    expect(read(root, RULES)).toBe(RULES_HEADER);
    expect(existsSync(path.join(root, LOG))).toBe(false);
    expect(await git.raw(['rev-parse', 'HEAD'])).toBe(head);
  });

  it('prints JSON with --json, even in a terminal, and changes nothing', async () => {
    const { root } = await repoWith(PIP_PARAPHRASES);
    const terminal = terminalIo(root);
    const prompter = new ScriptedPrompter(['approve']);
    await runEvolveCommand({ json: true }, terminal.io, { prompter });
    expect(prompter.shown).toEqual([]);
    const data = JSON.parse(terminal.stdout());
    expect(data.proposals).toHaveLength(1);
    expect(data.proposals[0]).toMatchObject({ kind: 'PROMOTE', sources: ['#1', '#2'], review: { level: 'semi' }, check: { evidenceMatched: 2 } });
    expect(read(root, RULES)).toBe(RULES_HEADER);
  });

  it('says so when there is nothing to propose', async () => {
    const { root } = await repoWith([{ id: 1, correction: 'use uv' }]);
    expect((await piped(root)).stdout).toMatch(/^No proposals/);
  });
});

describe('who may review', () => {
  it('reads the marks agents leave, exactly: a set variable counts, an unset, empty, 0 or unrelated value does not', () => {
    expect(agentMarks({ CLAUDECODE: '1', CODEX_THREAD_ID: '0199a213-81c0-7800-8aa1-bbab2a035a53' })).toEqual([
      'CLAUDECODE=1, set by Claude Code',
      'CODEX_THREAD_ID=0199a213-81c0-7800-8aa1-…, set by Codex',
    ]);
    expect(agentMarks({ CLAUDECODE: '', CODEX_SANDBOX: '0', OPENCODE: 'false', AGENT: 'jenkins-runner', PATH: '/bin' })).toEqual([]);
    expect(agentMarks({ AGENT: '1' })).toEqual(['AGENT=1, set by OpenCode or another agent']);
  });

  it('refuses the review in a terminal whose environment shows an agent, before anything is asked', async () => {
    const { root } = await repoWith(PIP_PARAPHRASES);
    const terminal = terminalIo(root);
    terminal.io.env.CLAUDE_CODE_CHILD_SESSION = '1';
    const prompter = new ScriptedPrompter(['approve']);
    expect(await runEvolveCommand({}, terminal.io, { prompter })).toBe(0);
    expect(prompter.shown).toEqual([]);
    expect(terminal.stderr()).toBe('rulesweep: this shell belongs to an agent (CLAUDE_CODE_CHILD_SESSION=1, set by Claude Code), so nothing was changed: only a person approves or rejects. 1 proposal waits for a person: run `rulesweep evolve` in a terminal of your own.\n');
    expect(terminal.stdout()).toContain('PROPOSE: PROMOTE');
    expect(existsSync(path.join(root, LOG))).toBe(false);
  });
});

describe('proposals shown after earlier decisions', () => {
  const OVER_CAP = `${RULES_HEADER}- Never commit \`.env\` files.
  verify: Glob(".env") -> 0 matches
- Keine Tabs in YAML.
  verify: Grep("\\t", path="src/", glob="*.yml") -> 0 matches
- Pas de \`console.log\` dans src.
  verify: Grep("console\\.log", path="src/") -> 0 matches
`;

  it('a PRUNE after an approval counts the lines the rules file has now, not when the review began', async () => {
    const { root, git } = await repoWith(PIP_PARAPHRASES, { [RULES]: OVER_CAP });
    const terminal = terminalIo(root);
    const prompter = new ScriptedPrompter(['approve', 'skip']);
    const code = await runEvolveCommand({ cap: 5 }, terminal.io, { prompter });
    expect(code).toBe(0);
    expect(prompter.shown.map((item) => item.kind)).toEqual(['PROMOTE', 'PRUNE']);
    // The cap counts lines of rules: from the first rule on, not the header above it.
    const headerLines = RULES_HEADER.split('\n').length - 1;
    const ruleLines = read(root, RULES).split('\n').length - 1 - headerLines;
    expect(ruleLines).toBeGreaterThan(6);
    const [, prune] = terminal.stdout().split('[2/2]');
    expect(prune).toContain(`Evidence: .claude/memory/learned-rules.md has ${ruleLines} lines of rules, over its cap of 5;`);
    // The stale total the PRUNE was proposed with (before the PROMOTE added its lines) is never shown.
    expect(terminal.stdout()).not.toContain('has 6 lines of rules');
    expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: add 1 rule\n');
  });
});

describe('restore and history', () => {
  it('restore brings a rejected proposal back, logged and committed; history lists every decision', async () => {
    const { root, git } = await repoWith(PIP_PARAPHRASES);
    const prompter = new ScriptedPrompter([{ action: 'reject', reason: 'not yet' }]);
    await review(root, prompter);
    const fingerprint = prompter.shown[0]!.fingerprint;
    expect((await piped(root)).stdout).toMatch(/^No proposals/);

    // An agent's shell may not undo a person's rejection: refused, nothing logged or committed.
    const head = await git.raw(['rev-parse', 'HEAD']);
    const byAgent = await runCli(['evolve', 'restore', fingerprint.slice(0, 6)], { cwd: root, env: { XDG_DATA_HOME: path.join(root, '.xdg-data'), CLAUDECODE: '1' }, now: new Date('2026-03-30T12:00:00Z') });
    expect(byAgent.code).toBe(2);
    expect(byAgent.stderr).toContain('this shell belongs to an agent (CLAUDECODE=1');
    expect(await git.raw(['rev-parse', 'HEAD'])).toBe(head);
    expect((await piped(root)).stdout).toMatch(/^No proposals/);

    const restored = await piped(root, ['evolve', 'restore', fingerprint.slice(0, 6), '--reason', 'we dropped pip now']);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${fingerprint}`);
    expect(await git.raw(['log', '-1', '--format=%s'])).toBe('evolve: restore 1 proposal\n');
    expect((await piped(root)).stdout).toContain(`Fingerprint: ${fingerprint}`);

    const history = await piped(root, ['evolve', 'history']);
    expect(history.stdout.split('\n').filter((line) => /^\d{4}-/.test(line)).map((line) => line.split(/\s{2,}/).slice(1, 4))).toEqual([
      ['rejected', 'PROMOTE', fingerprint],
      ['restored', 'PROMOTE', fingerprint],
    ]);
    expect(history.stdout).toContain('reason: not yet');
    const json = JSON.parse((await piped(root, ['evolve', 'history', '--json'])).stdout);
    expect(json.decisions.map((entry: { decision: string }) => entry.decision)).toEqual(['rejected', 'restored']);
  });

  it('restore refuses unknown and approved fingerprints with a hint', async () => {
    const { root } = await repoWith(PIP_PARAPHRASES);
    const prompter = new ScriptedPrompter(['approve']);
    await review(root, prompter);
    const unknown = await piped(root, ['evolve', 'restore', 'abcdef']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no decision with fingerprint abcdef');
    expect(unknown.stderr).toContain('hint: list decisions with `rulesweep evolve history`');
    const approved = await piped(root, ['evolve', 'restore', prompter.shown[0]!.fingerprint]);
    expect(approved.code).toBe(2);
    expect(approved.stderr).toContain('was approved, not rejected');
    const junk = await piped(root, ['evolve', 'restore', 'not-hex!']);
    expect(junk.code).toBe(2);
  });
});

describe('bad input', () => {
  it('a rules path it cannot read stops evolve with a hint, before anything is written', async () => {
    const root = tempProject({ [`${RULES}/README`]: 'a folder where the rules file should be\n', [LEARNINGS]: learningsJsonl(PIP_PARAPHRASES) });
    const result = await piped(root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^rulesweep: cannot read the rules file \.claude\/memory\/learned-rules\.md: EISDIR/);
    expect(result.stderr).toContain('hint: check that the path is a file');
    expect(result.stdout).toBe('');
    expect(existsSync(path.join(root, LOG))).toBe(false);
  });

  it('a broken draft line and a broken log entry are warnings: the rest is proposed, and nothing is lost', async () => {
    const good = { type: 'draft', v: 1, id: 'd1', time: '2026-03-29T00:00:00Z', rule: 'Never call eval.', verify: 'Grep("eval\\(", path=".") -> 0 matches', sources: [], risk: 'low' };
    const draftsText = `{"type":"draft","id":"d0","rule":"cut off mid-wr\n${JSON.stringify(good)}\n`;
    const logText = '# Evolution Log\n\n## 2026-03-30 · PROMOTE · rejected · abcdefabcdef\n\n- Reason: the rule line was deleted by hand\n';
    const { root } = await repoWith([], { [DRAFTS]: draftsText, [LOG]: logText });
    const listed = await piped(root);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('PROPOSE: PROMOTE\nRule: Never call eval.\nSource: draft d1\n');
    expect(listed.stderr).toContain('.claude/memory/evolve-drafts.jsonl:1: warning: skipped a draft: not JSON [evolve/draft-unreadable]');
    expect(listed.stderr).toContain('.claude/memory/evolution-log.md:3: warning: a decision without a "- Rule:" line was skipped [evolve/log-entry]');

    const drafted = await piped(root, ['evolve', 'draft', '--rule', 'Never use var.', '--verify', 'Grep("\\bvar ", path="src/") -> 0 matches', '--risk', 'low']);
    expect(drafted.code).toBe(0);
    expect(drafted.stdout).toMatch(/^Drafted d2 /);
    expect(read(root, DRAFTS).startsWith(draftsText)).toBe(true);

    await review(root, new ScriptedPrompter(['approve', 'approve']));
    expect(read(root, LOG).startsWith(logText)).toBe(true);
    expect(parseRules(read(root, RULES), RULES).rules.map((rule) => rule.text).sort()).toEqual(['Never call eval.', 'Never use var.']);
  });

  it('restore says why it cannot find a decision the log could not read', async () => {
    const logText = '# Evolution Log\n\n## 2026-03-30 · PROMOTE · rejected · abcdefabcdef\n\n- Reason: the rule line was deleted by hand\n';
    const root = tempProject({ [LOG]: logText });
    const result = await piped(root, ['evolve', 'restore', 'abcdef']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('.claude/memory/evolution-log.md:3: warning: a decision without a "- Rule:" line was skipped');
    expect(result.stderr).toContain('rulesweep: no decision with fingerprint abcdef');
    expect(read(root, LOG)).toBe(logText);
  });

  it('a draft whose verify line no longer checks is shown as high risk and cannot be approved', async () => {
    const stale = { type: 'draft', v: 1, id: 'd1', time: '2026-03-29T00:00:00Z', rule: 'Never call eval.', verify: 'Grep("eval", path="gone/") -> 0 matches', sources: [], risk: 'low' };
    const { root } = await repoWith([], { [DRAFTS]: `${JSON.stringify(stale)}\n` });
    const prompter = new ScriptedPrompter(['skip']);
    const result = await review(root, prompter);
    expect(prompter.shown).toMatchObject([{ kind: 'PROMOTE', allowed: ['reject', 'modify', 'skip', 'quit'] }]);
    expect(result.stdout).toContain('Risk: High. The drafted verify line no longer checks; modify it before approving.');
  });
});
