import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyDecision, commitMessage, commitSession, restateProposal } from '../../src/evolve/apply.js';
import { readLog } from '../../src/evolve/log.js';
import { fingerprintOf, reviewAdvice, type Proposal } from '../../src/evolve/model.js';
import { parseRules } from '../../src/rules/parse.js';
import { initGitRepo, tempProject, writeFiles } from '../helpers/project.js';
import { RULES_HEADER } from './helpers.js';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const RULES = '.claude/memory/learned-rules.md';
const LOG = '.claude/memory/evolution-log.md';

function promote(n: number): Proposal {
  return {
    kind: 'PROMOTE',
    fingerprint: fingerprintOf('PROMOTE', `avoid:tool${n}`),
    rule: `Never use \`tool${n}\`.`,
    sources: [`#${n}`, `#${n + 100}`],
    sourceText: `learning #${n}, #${n + 100}`,
    evidence: 'Corrected twice',
    verify: `Grep("\\btool${n}\\b", path=".") -> 0 matches`,
    destination: RULES,
    risk: 'low',
    riskText: 'Low.',
    review: reviewAdvice(0.6, 'low'),
    origin: 'learnings',
    score: 1,
    approvable: true,
    ruleSource: `corrected 2x, learning #${n}, #${n + 100}`,
  };
}

function targetIn(root: string) {
  return { rulesFile: path.join(root, RULES), evolutionLog: path.join(root, LOG) };
}

/** Runs a module script in a real node process (no shell); resolves with its exit code and output. */
function runNode(script: string, cwd: string, onLine?: (line: string) => void): { done: Promise<{ code: number | null; stdout: string; stderr: string }>; kill(): void } {
  const file = path.join(cwd, `script-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, script);
  const child = spawn(process.execPath, [file], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const line of chunk.split('\n')) if (line) onLine?.(line);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { done, kill: () => child.kill('SIGKILL') };
}

describe('applying decisions', () => {
  it('loses no decision when many are applied at once', async () => {
    const root = tempProject({ [RULES]: RULES_HEADER });
    const now = new Date('2026-03-30T12:00:00Z');
    const results = await Promise.all(Array.from({ length: 8 }, (_, index) =>
      applyDecision(targetIn(root), { proposal: promote(index + 1), decision: index % 4 === 3 ? 'rejected' : 'approved', reason: 'r', now })));
    expect(results.filter((result) => result.change === 'added')).toHaveLength(6);
    const rules = parseRules(readFileSync(path.join(root, RULES), 'utf8'), RULES).rules.map((rule) => rule.text).sort();
    expect(rules).toEqual([1, 2, 3, 5, 6, 7].map((n) => `Never use \`tool${n}\`.`).sort());
    const { entries, problems } = await readLog(path.join(root, LOG));
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(8);
  });

  it('two evolves approving the same proposal add the rule once and keep both decisions', async () => {
    const root = tempProject({ [RULES]: RULES_HEADER });
    const now = new Date('2026-03-30T12:00:00Z');
    const [a, b] = await Promise.all([
      applyDecision(targetIn(root), { proposal: promote(1), decision: 'approved', now }),
      applyDecision(targetIn(root), { proposal: promote(1), decision: 'approved', now }),
    ]);
    expect([a!.change, b!.change].sort()).toEqual(['added', 'already-done']);
    expect(parseRules(readFileSync(path.join(root, RULES), 'utf8'), RULES).rules).toHaveLength(1);
    expect((await readLog(path.join(root, LOG))).entries).toHaveLength(2);
  });

  it('approving a PROMOTE whose rule someone already wrote, without a verify line, adds the verify line under it', async () => {
    const proposal = promote(3);
    const root = tempProject({ [RULES]: `${RULES_HEADER}\n- ${proposal.rule}\n  [source: written by hand]\n` });
    const applied = await applyDecision(targetIn(root), { proposal, decision: 'approved', now: new Date('2026-03-30T12:00:00Z') });
    expect(applied.change).toBe('verify-added');
    const rules = parseRules(readFileSync(path.join(root, RULES), 'utf8'), RULES).rules;
    expect(rules).toHaveLength(1);
    expect(rules[0]!.verify.map((line) => line.raw)).toEqual([proposal.verify]);
    expect(rules[0]!.source).toBe('written by hand');
    expect((await readLog(path.join(root, LOG))).entries).toHaveLength(1);
  });

  it('two evolve processes at once: every rule and decision lands, and each commit holds only the two files', async () => {
    expect(existsSync(path.join(DIST, 'evolve/apply.js'))).toBe(true);
    const root = tempProject({ [RULES]: RULES_HEADER });
    const git = await initGitRepo(root);
    await git.add('.');
    await git.commit('initial');
    writeFiles(root, { 'staged.txt': 'keep me staged\n' });
    await git.add('staged.txt');
    const script = (first: number) => `
import { applyDecision, commitSession } from ${JSON.stringify(path.join(DIST, 'evolve/apply.js'))};
import { fingerprintOf, reviewAdvice } from ${JSON.stringify(path.join(DIST, 'evolve/model.js'))};
const target = { rulesFile: ${JSON.stringify(path.join(root, RULES))}, evolutionLog: ${JSON.stringify(path.join(root, LOG))} };
const applied = [];
for (let n = ${first}; n < ${first + 5}; n += 1) {
  const proposal = { kind: 'PROMOTE', fingerprint: fingerprintOf('PROMOTE', 'p' + n), rule: 'Never use tool' + n + '.',
    sources: ['#' + n], sourceText: 'learning #' + n, evidence: 'e', verify: 'Grep("tool' + n + 'x", path=".") -> 0 matches',
    destination: 'x', risk: 'low', riskText: 'Low.', review: reviewAdvice(0.6, 'low'), origin: 'learnings', score: 1, approvable: true };
  applied.push(await applyDecision(target, { proposal, decision: 'approved', now: new Date() }));
}
const commit = await commitSession(target, applied, ${JSON.stringify(root)});
console.log(JSON.stringify(commit));
`;
    const [one, two] = await Promise.all([runNode(script(1), root).done, runNode(script(11), root).done]);
    expect(one.stderr).toBe('');
    expect(two.stderr).toBe('');
    const texts = parseRules(readFileSync(path.join(root, RULES), 'utf8'), RULES).rules.map((rule) => rule.text);
    expect(texts).toHaveLength(10);
    expect((await readLog(path.join(root, LOG))).entries).toHaveLength(10);
    const statuses = [JSON.parse(one.stdout).status, JSON.parse(two.stdout).status];
    expect(statuses).toContain('committed');
    const commits = (await git.raw(['log', '--format=%H', '-n', '3'])).trim().split('\n').slice(0, statuses.filter((s) => s === 'committed').length);
    // Interleaved sessions may leave the second commit only the other's last log lines: each
    // commit holds nothing but those two files, and together they hold both.
    const committed = new Set<string>();
    for (const hash of commits) {
      const files = (await git.raw(['diff-tree', '--no-commit-id', '--name-only', '-r', hash])).trim().split('\n');
      expect(files.every((file) => file === LOG || file === RULES)).toBe(true);
      for (const file of files) committed.add(file);
    }
    expect([...committed].sort()).toEqual([LOG, RULES]);
    expect(await git.raw(['show', `HEAD:${RULES}`])).toBe(readFileSync(path.join(root, RULES), 'utf8'));
    expect(await git.raw(['show', `HEAD:${LOG}`])).toBe(readFileSync(path.join(root, LOG), 'utf8'));
    const status = await git.status();
    expect(status.staged).toEqual(['staged.txt']);
    expect(status.modified.filter((file) => file.startsWith('.claude'))).toEqual([]);
  }, 30_000);

  it('a crash between writing the temp file and renaming it leaves the old file, and the next evolve goes on', async () => {
    const root = tempProject({ [RULES]: `${RULES_HEADER}- Existing rule.\n  verify: Grep("x", path=".") -> 0 matches\n` });
    const rulesFile = path.join(root, RULES);
    const before = readFileSync(rulesFile, 'utf8');
    // A process takes the rules file's lock, writes its new version to a temp file beside it
    // (as writeAtomic does), and is killed before the rename.
    let ready!: () => void;
    const isReady = new Promise<void>((resolve) => (ready = resolve));
    const crasher = runNode(`
import { writeFileSync } from 'node:fs';
import { withLock } from ${JSON.stringify(path.join(DIST, 'memory/atomic.js'))};
await withLock(${JSON.stringify(rulesFile)}, async () => {
  writeFileSync(${JSON.stringify(`${rulesFile}.3735928559`)}, '# Learned Rules\\n- half a rule that never');
  console.log('ready');
  // Hang with a live handle, so only the kill ends it (an idle process would exit and release the lock).
  setInterval(() => {}, 1000);
  await new Promise(() => {});
});
`, root, (line) => line === 'ready' && ready());
    await isReady;
    crasher.kill();
    const killed = await crasher.done;
    expect(killed.code).toBeNull();

    expect(readFileSync(rulesFile, 'utf8')).toBe(before);
    expect(parseRules(readFileSync(rulesFile, 'utf8'), RULES).rules.map((rule) => rule.text)).toEqual(['Existing rule.']);
    expect(readdirSync(path.dirname(rulesFile)).sort()).toEqual(['learned-rules.md', 'learned-rules.md.3735928559', 'learned-rules.md.lock']);

    // The lock's holder is dead, so the next evolve takes it over at once, without waiting for it to go stale.
    const started = Date.now();
    const applied = await applyDecision(targetIn(root), { proposal: promote(7), decision: 'approved', now: new Date('2026-03-30T12:00:00Z') });
    expect(applied.change).toBe('added');
    expect(Date.now() - started).toBeLessThan(5_000);
    const after = readFileSync(rulesFile, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after).not.toContain('half a rule');
    expect(parseRules(after, RULES).rules.map((rule) => rule.text)).toEqual(['Existing rule.', 'Never use `tool7`.']);
    expect((await readLog(path.join(root, LOG))).entries).toHaveLength(1);
  }, 30_000);
});

describe('restating a proposal after earlier decisions', () => {
  const rule = (n: number) => `- Règle numéro ${n}.\n  verify: Grep("r${n}", path=".") -> 0 matches\n`;
  const file = (count: number) => `${RULES_HEADER}${Array.from({ length: count }, (_, i) => rule(i + 1)).join('')}`;
  function prune(root: string, ruleNumber: number, stated: number): Proposal {
    const document = parseRules(readFileSync(path.join(root, RULES), 'utf8'), path.join(root, RULES), RULES);
    const target = document.rules[ruleNumber - 1]!;
    return {
      ...promote(ruleNumber), kind: 'PRUNE', fingerprint: fingerprintOf('PRUNE', target.id), rule: target.text, ruleId: target.id,
      evidence: `${RULES} has ${stated} lines of rules, over its cap of 8; it is one of the oldest rules (line ${target.line}); removing it frees 2 lines`,
    };
  }

  it('recounts a PRUNE\'s lines of rules (the header does not count), and leaves other kinds alone', async () => {
    const root = tempProject({ [RULES]: file(4) });
    const rules = { file: path.join(root, RULES), label: RULES, cap: 8 };
    const stale = prune(root, 1, 9);
    writeFiles(root, { [RULES]: file(5) });
    const restated = await restateProposal(stale, rules);
    expect(restated).toEqual({ ...stale, evidence: `${RULES} has 10 lines of rules, over its cap of 8; it is one of the oldest rules (line 7); removing it frees 2 lines` });
    expect(await restateProposal(promote(3), rules)).toEqual(promote(3));
  });

  it('drops a PRUNE whose rule is gone, or once the file is within its cap', async () => {
    const root = tempProject({ [RULES]: file(4) });
    const proposal = prune(root, 4, 14);
    writeFiles(root, { [RULES]: file(3) });
    expect(await restateProposal(proposal, { file: path.join(root, RULES), label: RULES, cap: 8 }))
      .toEqual({ moot: `PRUNE ${proposal.fingerprint} no longer applies: the rule is not in ${RULES} any more.` });
    const first = prune(root, 1, 12);
    expect(await restateProposal(first, { file: path.join(root, RULES), label: RULES, cap: 20 }))
      .toEqual({ moot: `PRUNE ${first.fingerprint} no longer applies: ${RULES} has 6 lines of rules now, within its cap of 20.` });
  });
});

describe('the session commit', () => {
  it('says what the commit holds: counted from the two versions, decisions of an interrupted review marked', async () => {
    const rulesFile = path.join(tempProject(), RULES);
    const logFile = path.join(path.dirname(rulesFile), 'evolution-log.md');
    const target = { rulesFile, evolutionLog: logFile };
    writeFiles(path.dirname(rulesFile), { 'learned-rules.md': RULES_HEADER });
    const before = { rules: RULES_HEADER, log: '' };
    const now = new Date('2026-03-30T12:00:00Z');
    // An earlier review approved tool1 and was killed before its commit; this one approves tool2 and rejects tool3.
    const earlier = await applyDecision(target, { proposal: promote(1), decision: 'approved', now });
    const session = [
      await applyDecision(target, { proposal: promote(2), decision: 'approved', now: new Date('2026-03-30T12:05:00Z') }),
      await applyDecision(target, { proposal: promote(3), decision: 'rejected', reason: 'ça dépend du projet', now: new Date('2026-03-30T12:06:00Z') }),
    ];
    const message = commitMessage(
      { before: before.rules, after: readFileSync(rulesFile, 'utf8') },
      { before: before.log, after: readFileSync(logFile, 'utf8') },
      session,
      rulesFile,
    );
    expect(message).toBe(`evolve: add 2 rules, reject 1 proposal

- approved PROMOTE ${earlier.entry.fingerprint}: Never use \`tool1\`. [decided in an earlier review that was interrupted before its commit]
- approved PROMOTE ${session[0]!.entry.fingerprint}: Never use \`tool2\`.
- rejected PROMOTE ${session[1]!.entry.fingerprint}: Never use \`tool3\`. (reason: ça dépend du projet)
`);
    // Nothing new: nothing counted twice.
    const after = { before: readFileSync(rulesFile, 'utf8'), after: readFileSync(rulesFile, 'utf8') };
    const log = { before: readFileSync(logFile, 'utf8'), after: readFileSync(logFile, 'utf8') };
    expect(commitMessage(after, log, [], rulesFile)).toBe('evolve: record 0 decisions\n\n\n');
  });

  it('counts verify lines added and rules pruned from the rules file itself', () => {
    const rule = (text: string, verify?: string) => `- ${text}\n${verify ? `  verify: ${verify}\n` : ''}`;
    const before = `${RULES_HEADER}${rule('Keep A.')}${rule('Drop B.', 'Grep("b", path=".") -> 0 matches')}`;
    const after = `${RULES_HEADER}${rule('Keep A.', 'Grep("a", path=".") -> 0 matches')}`;
    expect(commitMessage({ before, after }, { before: '', after: '' }, [])).toBe('evolve: add 1 verify line, prune 1 rule\n\n\n');
  });

  it('refuses to commit a rules file git ignores, rather than committing around it', async () => {
    const root = tempProject({ [RULES]: RULES_HEADER, '.gitignore': '.claude/\n' });
    await initGitRepo(root);
    const applied = await applyDecision(targetIn(root), { proposal: promote(1), decision: 'approved', now: new Date() });
    const result = await commitSession(targetIn(root), [applied], root);
    expect(result).toMatchObject({ status: 'skipped' });
    expect((result as { reason: string }).reason).toContain('ignored by git');
  });
});
