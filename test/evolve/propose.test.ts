import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProposal } from '../../src/evolve/format.js';
import { proposeGuard } from '../../src/evolve/guard-proposal.js';
import type { Draft } from '../../src/evolve/drafts.js';
import type { LogEntry, Proposal } from '../../src/evolve/model.js';
import { reviewAdvice } from '../../src/evolve/model.js';
import { PatternChecker } from '../../src/evolve/pattern.js';
import { buildProposals, findCoveringRule, type ProposeInput, type RuleStreakView } from '../../src/evolve/propose.js';
import { recheckProposal } from '../../src/evolve/recheck.js';
import type { Learning } from '../../src/learnings/model.js';
import { guardMatches, translateGuardPattern } from '../../src/rules/guard-regex.js';
import { parseRules } from '../../src/rules/parse.js';
import { findRipgrep } from '../../src/sweep/ripgrep.js';
import { palette } from '../../src/report/color.js';
import { tempProject } from '../helpers/project.js';
import { learning, PIP_PARAPHRASES, RULES_HEADER } from './helpers.js';

const LABEL = '.claude/memory/learned-rules.md';

async function propose(options: {
  files?: Record<string, string>;
  learnings?: Learning[];
  rules?: string;
  log?: LogEntry[];
  drafts?: Draft[];
  streaks?: Map<string, RuleStreakView>;
  cap?: number;
}) {
  const root = tempProject(options.files ?? {});
  const rulesFile = path.join(root, LABEL);
  const source = options.rules ?? RULES_HEADER;
  const input: ProposeInput = {
    learnings: options.learnings ?? [],
    rules: { document: parseRules(source, rulesFile, LABEL), source, label: LABEL },
    log: options.log ?? [],
    drafts: options.drafts ?? [],
    streaks: options.streaks ?? new Map(),
    cap: options.cap ?? 50,
    graduateAfter: 5,
    now: new Date('2026-03-30T12:00:00Z'),
    checker: new PatternChecker({
      root,
      rg: findRipgrep(process.env),
      exclude: [rulesFile, path.join(root, '.claude/memory/evolution-log.md')],
      rulesFile,
      rulesFileLabel: LABEL,
      timeoutMs: 10_000,
    }),
  };
  return buildProposals(input);
}

const logged = (proposal: Proposal, decision: LogEntry['decision'], over: Partial<LogEntry> = {}): LogEntry => ({
  date: '2026-03-30',
  time: '2026-03-30T12:00:00.000Z',
  kind: proposal.kind,
  decision,
  fingerprint: proposal.fingerprint,
  rule: proposal.rule,
  ...(proposal.verify ? { verify: proposal.verify } : {}),
  sources: proposal.sources,
  sourceText: proposal.sourceText,
  ...over,
});

describe('PROMOTE', () => {
  it('turns two corrections of the same mistake in different words into one checked proposal', async () => {
    const { proposals } = await propose({ learnings: PIP_PARAPHRASES.map(learning), files: { 'src/app.py': 'print(1)\n' } });
    expect(proposals).toHaveLength(1);
    const [promote] = proposals;
    expect(promote).toMatchObject({
      kind: 'PROMOTE',
      rule: 'Never use `pip install`; use `uv` instead.',
      sources: ['#1', '#2'],
      sourceText: 'learning #1, #2',
      verify: 'Grep("\\bpip install\\b", path=".") -> 0 matches',
      destination: LABEL,
      risk: 'low',
      approvable: true,
      check: { parses: true, compiles: true, evidenceMatched: 2, evidenceTotal: 2, treeMatches: 0 },
    });
    expect(promote!.evidence).toBe('Corrected twice in different words across 2 sessions, last on 2026-03-12; the pattern matches both pieces of evidence and none of the replacements (`uv`, `uv add`); 0 lines match in the tree today');
  });

  it('prints the seed\'s block: its seven lines in order, then the advice and the fingerprint', async () => {
    const { proposals } = await propose({ learnings: PIP_PARAPHRASES.map(learning) });
    const lines = formatProposal(proposals[0]!, palette(false)).trimEnd().split('\n');
    expect(lines.map((line) => line.split(':')[0])).toEqual(['PROPOSE', 'Rule', 'Source', 'Evidence', 'Verify', 'Destination', 'Risk', 'Guard', 'Tests', 'Review', 'Fingerprint']);
    expect(lines[0]).toBe('PROPOSE: PROMOTE');
    expect(lines[2]).toBe('Source: learning #1, #2');
    // A failed command is part of the lesson: the guard that refuses it is proposed with the rule.
    expect(lines[7]).toBe('Guard: Bash("\\bpip install\\b")');
    expect(lines[8]).toBe('Tests: "pip install requests" -> match; "Use uv instead of pip install" -> match; "uv" -> no match');
    expect(lines[9]).toMatch(/^Review: semi \(Δ 0\.52 = confidence 0\.65 × \(1 − risk 0\.2\)\); advice only, a person decides$/);
    expect(lines[10]).toBe(`Fingerprint: ${proposals[0]!.fingerprint}`);
  });

  it('shows where the lesson\'s learnings say it applies and does not, merged, as the Where line (issue 13 item 3)', async () => {
    const [first, second] = PIP_PARAPHRASES.map(learning);
    const learnings = [
      { ...first!, contexts: { languages: ['python'], paths: ['automation/'] } },
      { ...second!, contexts: { languages: ['python'], tools: ['pip'] }, antiContexts: { paths: ['tools/legacy/'] } },
    ];
    const { proposals } = await propose({ learnings });
    expect(proposals[0]).toMatchObject({ kind: 'PROMOTE', contexts: { languages: ['python'], paths: ['automation/'], tools: ['pip'] }, antiContexts: { paths: ['tools/legacy/'] } });
    const lines = formatProposal(proposals[0]!, palette(false)).split('\n');
    // After the seed's seven lines and the proposed guard.
    expect(lines.slice(lines.findIndex((line) => line.startsWith('Risk:')) + 1, -3)).toEqual(['Guard: Bash("\\bpip install\\b")', 'Where: path:automation/, lang:python, tool:pip; not for: path:tools/legacy/', expect.stringMatching(/^Tests: /)]);
    const plain = await propose({ learnings: PIP_PARAPHRASES.map(learning) });
    expect(formatProposal(plain.proposals[0]!, palette(false))).not.toContain('Where:');
  });

  it('searches where the lesson says it applies: the paths its contexts name that exist, else the whole tree (issue 13 item 3)', async () => {
    const [first, second] = PIP_PARAPHRASES.map(learning);
    const scoped = (paths: string[][]) => [
      { ...first!, contexts: { paths: paths[0]! } },
      { ...second!, contexts: { paths: paths[1]! } },
    ];
    const files = { 'automation/deploy.sh': 'pip install -r requirements.txt\n', 'ops/setup.sh': 'uv sync\n', 'docs/notes.md': 'we used pip install once\n' };
    const both = await propose({ files, learnings: scoped([['automation/', 'missing/'], ['./ops', '../outside/', '/etc/']]) });
    const promote = both.proposals.find((proposal) => proposal.kind === 'PROMOTE')!;
    expect(promote.verify).toMatch(/^Grep\(".*", path=\["automation\/", "ops\/"\]\) -> 0 matches$/);
    // Only automation/ is searched: docs/notes.md's match is not counted.
    expect(promote.check).toMatchObject({ treeMatches: 1, treeStatus: 'FAIL' });

    const one = await propose({ files, learnings: scoped([['ops/'], ['ops/']]) });
    expect(one.proposals.find((proposal) => proposal.kind === 'PROMOTE')!.verify).toMatch(/, path="ops\/"\) -> 0 matches$/);

    const nowhere = await propose({ files, learnings: scoped([['missing/'], []]) });
    const whole = nowhere.proposals.find((proposal) => proposal.kind === 'PROMOTE')!;
    expect(whole.verify).toMatch(/, path="\."\) -> 0 matches$/);
    expect(whole.check).toMatchObject({ treeMatches: 2 });
  });

  it('a person who edits the verify line drops the guard proposed with the old pattern; an edit of the rule text alone keeps it', async () => {
    const { proposals } = await propose({ learnings: PIP_PARAPHRASES.map(learning) });
    const promote = proposals.find((proposal) => proposal.kind === 'PROMOTE')!;
    expect(promote.guard).toBe('Bash("\\bpip install\\b")');
    const root = tempProject({ 'src/app.py': 'print(1)\n' });
    const checker = new PatternChecker({ root, rg: findRipgrep(process.env), exclude: [], rulesFile: path.join(root, LABEL), rulesFileLabel: LABEL, timeoutMs: 10_000 });
    const evidence = ['pip install requests', 'Use uv instead of pip install'];
    const reworded = await recheckProposal(promote, { rule: 'Use uv, never pip install.', verify: promote.verify! }, evidence, checker);
    expect(reworded.guard).toBe(promote.guard);
    const narrowed = await recheckProposal(promote, { rule: promote.rule, verify: 'Grep("^pip install", path="src/") -> 0 matches' }, evidence, checker);
    expect(narrowed.guard).toBeUndefined();
    expect(formatProposal(narrowed, palette(false))).not.toContain('Guard:');
  });

  it('shows a correction that says the opposite beside the lesson, never merged into it (issue 13 item 4)', async () => {
    const learnings = [...PIP_PARAPHRASES.map(learning), learning({ id: 3, correction: 'in diesem Projekt nutzen wir pip install, nicht uv', session: 's3' })];
    const { proposals } = await propose({ learnings });
    const promote = proposals.find((proposal) => proposal.kind === 'PROMOTE')!;
    expect(promote.sources).toEqual(['#1', '#2']);
    expect(promote.contradictedBy).toEqual([{ ref: '#3', text: 'in diesem Projekt nutzen wir pip install, nicht uv', term: 'pip install', recommendedBy: 'other' }]);
    expect(formatProposal(promote, palette(false))).toContain('Contradicted by: #3 "in diesem Projekt nutzen wir pip install, nicht uv" (recommends `pip install`): not merged, decide with both in view\n');
    const agreeing = await propose({ learnings: [...PIP_PARAPHRASES.map(learning), learning({ id: 3, command: 'docker-compose up', error: 'docker-compose: command not found' })] });
    expect(agreeing.proposals.find((proposal) => proposal.kind === 'PROMOTE')!.contradictedBy).toBeUndefined();
  });

  it('says how many lines break the proposed rule today, and raises the risk', async () => {
    const { proposals } = await propose({
      learnings: PIP_PARAPHRASES.map(learning),
      files: { 'Dockerfile': 'RUN pip install -r requirements.txt\nRUN pip install x\n' },
    });
    expect(proposals[0]).toMatchObject({ risk: 'medium', check: { treeMatches: 2, treeStatus: 'FAIL' } });
    expect(proposals[0]!.evidence).toContain('2 lines match in the tree today (the rule fails until they change)');
  });

  it('proposes a lesson with no derivable check in the words of its latest correction, with a manual verify line saying why', async () => {
    const { proposals } = await propose({
      learnings: [learning({ id: 1, correction: 'Never hardcode API keys in scripts' }), learning({ id: 2, correction: "don't hardcode api keys anywhere" })],
    });
    expect(proposals[0]).toMatchObject({ kind: 'PROMOTE', approvable: true, risk: 'medium', rule: "Don't hardcode api keys anywhere." });
    expect(proposals[0]!.verify).toBe('manual — the corrections name no command, flag or file that a pattern could search for');
    expect(proposals[0]!.check).toMatchObject({ treeStatus: 'SKIP' });
    expect(formatProposal(proposals[0]!, palette(false))).toContain('Verify: manual — the corrections name no command');
  });

  it('proposes both of two lessons whose evidence gives one pattern: the better ranked keeps it as its check, the other says so', async () => {
    const tied = (spec: Parameters<typeof learning>[0], correcting: number): Learning => ({ ...learning(spec), correcting });
    const { proposals } = await propose({
      learnings: [
        learning({ id: 3, command: 'pnpm install', error: 'ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)\n\nExpected version: >=20.11.0\nGot: v18.19.1', session: 's1' }),
        tied({ id: 4, correction: 'nvm use first. .nvmrc says 20', session: 's1' }, 3),
        learning({ id: 11, command: 'pnpm install --frozen-lockfile', error: 'WARN  This project is configured to use v9.12.3 of pnpm. Your current pnpm is v8.15.9\n ERR_PNPM_LOCKFILE_BREAKING_CHANGE  Lockfile pnpm-lock.yaml not compatible with current pnpm', session: 's2' }),
        tied({ id: 12, correction: 'sandbox pnpm is 8.15 and cannot read the v9 lockfile — run corepack enable so the pinned packageManager pnpm@9.12.3 is used', session: 's2' }, 11),
        learning({ id: 106, command: 'pnpm install --frozen-lockfile', error: 'ERR_PNPM_BAD_PM_VERSION  This project is configured to use v9.12.3 of pnpm. Your current pnpm is v9.1.4', session: 's3' }),
        tied({ id: 107, correction: 'the CI image had a global npm i -g pnpm@9.1.4; use corepack enable so the packageManager version (9.12.3) is used', session: 's3' }, 106),
        learning({ id: 150, command: 'pnpm install', error: 'ERROR: This version of pnpm requires at least Node.js v18.12\nThe current version of Node.js is v16.20.2', session: 's4' }),
        tied({ id: 151, correction: 'necesitas node 20, está en el .nvmrc. nvm use', session: 's4' }, 150),
      ],
    });
    const promotes = proposals.filter((proposal) => proposal.kind === 'PROMOTE');
    expect(promotes.map((proposal) => [...proposal.sources].sort()).sort()).toEqual([['#106', '#107', '#11', '#12'], ['#150', '#151', '#3', '#4']]);
    const checked = promotes.filter((proposal) => !proposal.verify!.startsWith('manual'));
    expect(checked.map((proposal) => proposal.verify)).toEqual(['Grep("\\bpnpm install\\b", path=".") -> 0 matches']);
    const other = promotes.find((proposal) => proposal !== checked[0])!;
    expect(other.verify).toBe(`manual — the pattern its evidence gives is already the check of another proposal (${checked[0]!.verify})`);
    expect(other.check).toMatchObject({ treeStatus: 'SKIP' });
  });

  it('does not propose what is already a rule', async () => {
    const rules = `${RULES_HEADER}- Use uv.\n  verify: Grep("\\bpip install\\b", path=".") -> 0 matches\n`;
    const { proposals, suppressed } = await propose({ learnings: PIP_PARAPHRASES.map(learning), rules });
    expect(proposals).toEqual([]);
    expect(suppressed).toMatchObject([{ kind: 'PROMOTE', why: 'already a rule' }]);
  });
});

describe('rules a person can approve as written', () => {
  const textOf = async (learnings: Learning[]) => (await propose({ learnings })).proposals.filter((proposal) => proposal.kind === 'PROMOTE')
    .map((proposal) => [proposal.rule, proposal.verify]);

  it('names the wrong thing and the right thing the evidence gives', async () => {
    expect(await textOf([
      learning({ id: 1, command: 'npm ci', error: 'npm error code EUSAGE' }),
      learning({ id: 2, correction: 'no npm. bun install' }),
      learning({ id: 3, correction: "we're on bun here" }),
    ])).toEqual([['Never use `npm`; use `bun` instead.', 'Grep("\\bnpm\\b", path=".") -> 0 matches']]);
  });

  it('says macOS when the corrections do', async () => {
    expect(await textOf([
      learning({ id: 1, command: 'timeout 30 ./smoke.sh', error: '(eval):1: command not found: timeout' }),
      learning({ id: 2, correction: 'en mac no existe timeout, usa gtimeout' }),
    ])).toEqual([['macOS has no `timeout`; use `gtimeout` instead.', 'Grep("\\btimeout\\b", path=".") -> 0 matches']]);
  });

  it('finds a flag in every spelling the evidence uses, and not in the replacement', async () => {
    const [[rule, verify]] = await textOf([
      learning({ id: 1, correction: 'whoa, no `git push -f` on main' }),
      learning({ id: 2, command: 'git push --force origin main', error: 'remote: error: GH006: Protected branch update failed' }),
      learning({ id: 3, correction: 'use git push --force-with-lease instead of git push -f' }),
    ]) as [[string, string]];
    expect(rule).toBe('Never use `git push -f`; use `git push --force-with-lease` instead.');
    expect(verify).toBe('Grep("\\bgit push\\b[^|;&]*\\s(?:--force(?![\\w-])|-[A-Za-z0-9]*f)", path=".") -> 0 matches');
  });

  it('asks for a missing flag as "always pass", with a pattern that finds the command without it', async () => {
    expect(await textOf([
      learning({ id: 1, command: 'kubectl apply -f k8s/', error: 'dial tcp: lookup prod.internal: no such host', session: 's1' }),
      { ...learning({ id: 2, correction: 'ALWAYS pass --context kind-local', session: 's1' }), tags: ['prompt'], correcting: 1 },
      learning({ id: 3, command: 'kubectl get pods', error: 'dial tcp: lookup prod.internal: no such host', session: 's2' }),
    ])).toEqual([['Always pass `--context kind-local` to `kubectl`.', 'Grep("\\bkubectl\\b(?!.*--context)", path=".") -> 0 matches']]);
  });

  it('leaves the replacement alone when it starts like the mistake', async () => {
    const found = await textOf([
      learning({ id: 1, command: "sed -i 's/1/2/' package.json", error: 'sed: 1: "package.json": extra characters at the end of p command' }),
      learning({ id: 2, correction: "sed -i needs an arg on mac, use sed -i ''" }),
      learning({ id: 3, command: 'tsc --noEmit', error: 'zsh: command not found: tsc' }),
      learning({ id: 4, correction: 'pnpm exec tsc plz' }),
      learning({ id: 5, command: 'tsc -p tsconfig.json', error: 'bash: tsc: command not found' }),
    ]);
    expect(found).toContainEqual(["`sed -i` does not work on macOS; use `sed -i ''` instead.", 'Grep("\\bsed -i\\b(?!\\s*\'\')", path=".") -> 0 matches']);
    expect(found).toContainEqual(['Never use `tsc`; use `pnpm exec tsc` instead.', 'Grep("(?<!exec )\\btsc\\b", path=".") -> 0 matches']);
  });

  it('never proposes a pattern too short or too common to mean anything, and says why instead', async () => {
    const heredoc = "cat > notes.md <<'EOF'\n- fix the cart\n- fix the totals\nEOF";
    const { proposals } = await propose({
      learnings: [
        learning({ id: 1, command: heredoc, error: 'cat: notes.md: Permission denied\nExit status 1' }),
        learning({ id: 2, command: heredoc, error: 'cat: notes.md: Permission denied\nExit status 1' }),
        learning({ id: 3, command: 'cat src/x | head', error: 'cat: src/x: Is a directory' }),
        learning({ id: 4, command: 'cat src/y', error: 'cat: src/y: Is a directory' }),
      ],
    });
    for (const proposal of proposals) {
      expect(proposal.rule).not.toMatch(/`-`/);
      expect(proposal.verify).not.toMatch(/Grep\("-"/);
    }
    const common = proposals.find((proposal) => proposal.sources.includes('#3'));
    expect(common?.verify).toMatch(/^manual — `cat` alone is too common a command to forbid/);
  });
});

describe('already a rule', () => {
  it('catches "Never use `pip`" beside an existing "Never use `pip install`", and the other way round', async () => {
    const broad = [learning({ id: 1, correction: 'never use pip' }), learning({ id: 2, correction: 'no pip, use uv' })];
    const narrowRule = `${RULES_HEADER}- Never use \`pip install\`; use \`uv\` instead.\n  verify: Grep("\\bpip install\\b", path="src/") -> 0 matches\n`;
    const one = await propose({ learnings: broad, rules: narrowRule, files: { 'src/a.py': '\n' } });
    expect(one.proposals.filter((proposal) => proposal.kind === 'PROMOTE')).toEqual([]);
    expect(one.suppressed).toMatchObject([{ kind: 'PROMOTE', why: 'already a rule', coveredBy: { text: 'Never use `pip install`; use `uv` instead.' } }]);

    const narrow = [learning({ id: 1, correction: "don't pip install here" }), learning({ id: 2, correction: 'never pip install' })];
    const broadRule = `${RULES_HEADER}- Never use pip, pip3, or pipx; always use uv instead.\n  verify: Grep("pip3? install|pipx install", path="src/") -> 0 matches\n`;
    const two = await propose({ learnings: narrow, rules: broadRule, files: { 'src/a.py': '\n' } });
    expect(two.proposals.filter((proposal) => proposal.kind === 'PROMOTE')).toEqual([]);
    expect(two.suppressed[0]).toMatchObject({ why: 'already a rule' });
  });

  it('does not call an unrelated command of the same tool already a rule', async () => {
    const rules = `${RULES_HEADER}- Never use \`git push --force\`.\n  verify: Grep("git push --force", path=".") -> 0 matches\n`;
    const document = parseRules(rules, 'x', LABEL);
    expect(findCoveringRule(document, { rule: 'Never use `git commit --no-verify`.' })).toBeUndefined();
    expect(findCoveringRule(document, { rule: 'Never use `git push -f`.' })?.text).toBe('Never use `git push --force`.');
    expect(findCoveringRule(document, { rule: 'Avoid force pushes.', evidence: ['git push --force origin main'] })?.text).toBe('Never use `git push --force`.');
  });
});

describe('the terminal review', () => {
  it('lists at most a dozen learning ids per proposal; --json and the log keep every one', async () => {
    const many = Array.from({ length: 30 }, (_, index) => learning({ id: index + 1, command: `timeout ${index + 1} ./x.sh`, error: 'bash: timeout: command not found', session: `s${index}` }));
    const { proposals } = await propose({ learnings: many });
    const [promote] = proposals;
    expect(promote!.sources).toHaveLength(30);
    expect(promote!.sourceText.split(',')).toHaveLength(30);
    const source = formatProposal(promote!, palette(false)).split('\n').find((line) => line.startsWith('Source:'))!;
    expect(source).toMatch(/^Source: learning #1, #2, .*#12 … and 18 more \(30 learnings; --json and the evolution log list every one\)$/);
    expect(promote!.ruleSource).toMatch(/#12 and 18 more \(see the evolution log\)$/);
  });

  it('reports its progress: grouping, then checking', async () => {
    const phases: string[] = [];
    const root = tempProject({});
    const rulesFile = path.join(root, LABEL);
    await buildProposals({
      learnings: PIP_PARAPHRASES.map(learning),
      rules: { document: parseRules(RULES_HEADER, rulesFile, LABEL), source: RULES_HEADER, label: LABEL },
      log: [], drafts: [], streaks: new Map(), cap: 50, graduateAfter: 5, now: new Date('2026-03-30T12:00:00Z'),
      checker: new PatternChecker({ root, rg: findRipgrep(process.env), exclude: [rulesFile], rulesFile, rulesFileLabel: LABEL, timeoutMs: 10_000 }),
      onProgress: ({ phase, done, total }) => phases.push(`${phase} ${done}/${total}`),
    });
    expect(phases).toEqual(['grouping 2/2', 'checking 0/1', 'checking 1/1']);
  });
});

describe('never proposing a rejection again', () => {
  it('leaves out a rejected fingerprint, and brings it back once restored', async () => {
    const first = await propose({ learnings: PIP_PARAPHRASES.map(learning) });
    const rejected = logged(first.proposals[0]!, 'rejected', { reason: 'no' });
    const again = await propose({ learnings: PIP_PARAPHRASES.map(learning), log: [rejected] });
    expect(again.proposals).toEqual([]);
    expect(again.suppressed).toMatchObject([{ fingerprint: rejected.fingerprint, why: 'rejected' }]);
    const restored = await propose({ learnings: PIP_PARAPHRASES.map(learning), log: [rejected, { ...rejected, decision: 'restored' }] });
    expect(restored.proposals.map((proposal) => proposal.fingerprint)).toEqual([rejected.fingerprint]);
  });

  it('still leaves it out when a third, more general paraphrase changes the group', async () => {
    const first = await propose({ learnings: PIP_PARAPHRASES.map(learning) });
    const rejected = logged(first.proposals[0]!, 'rejected', { reason: 'no' });
    const grown = [...PIP_PARAPHRASES.map(learning), learning({ id: 3, correction: 'use uv rather than pip' })];
    const again = await propose({ learnings: grown, log: [rejected] });
    expect(again.proposals.filter((proposal) => proposal.kind === 'PROMOTE')).toEqual([]);
  });

  it('leaves out a draft identical to a rejected one', async () => {
    const draft: Draft = { type: 'draft', v: 1, id: 'd1', time: '2026-03-30T00:00:00Z', rule: 'Never use eval.', verify: 'Grep("eval\\(", path=".") -> 0 matches', sources: [], risk: 'low' };
    const first = await propose({ drafts: [draft] });
    expect(first.proposals).toHaveLength(1);
    const again = await propose({ drafts: [{ ...draft, id: 'd2' }], log: [logged(first.proposals[0]!, 'rejected', { reason: 'no' })] });
    expect(again.proposals).toEqual([]);
  });
});

describe('ADD-VERIFY', () => {
  it('derives a check from a rule that names code, and asks a person for the rest', async () => {
    const rules = `${RULES_HEADER}- Never use \`docker-compose\`; use \`docker compose\`.\n- Always run date before date-sensitive operations.\n`;
    const { proposals } = await propose({ rules });
    expect(proposals.map((proposal) => [proposal.kind, proposal.verify, proposal.approvable])).toEqual([
      ['ADD-VERIFY', 'Grep("\\bdocker-compose\\b", path=".") -> 0 matches', true],
      ['ADD-VERIFY', undefined, false],
    ]);
    expect(proposals[0]!.destination).toBe(`${LABEL}:7`);
  });
});

describe('GRADUATE', () => {
  it('proposes a rule that passed 5 recorded sessions in a row for CLAUDE.md', async () => {
    const rules = `${RULES_HEADER}- Never use pip.\n  verify: Grep("pip", path=".") -> 0 matches\n- Never use npm.\n  verify: Grep("npm", path=".") -> 0 matches\n`;
    const doc = parseRules(rules, 'x', LABEL);
    const streaks = new Map<string, RuleStreakView>([
      [doc.rules[0]!.id, { passStreak: 5, sessionsSeen: 7, lastSeen: { date: '2026-03-29' } }],
      [doc.rules[1]!.id, { passStreak: 4, sessionsSeen: 9 }],
    ]);
    const { proposals } = await propose({ rules, streaks });
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({
      kind: 'GRADUATE',
      rule: 'Never use pip.',
      destination: 'CLAUDE.md',
      verify: 'Grep("pip", path=".") -> 0 matches',
      evidence: 'Passed the last 5 recorded sessions in a row (checked in 7, last on 2026-03-29)',
    });
  });

  it('shows the rule\'s age from the date its [source: …] line names (issue 13 item 5)', async () => {
    const rules = `${RULES_HEADER}- Never use pip.\n  verify: Grep("pip", path=".") -> 0 matches\n  [source: corrected 2x, learning #1, #2, 2026-01-10]\n`;
    const doc = parseRules(rules, 'x', LABEL);
    const streaks = new Map<string, RuleStreakView>([[doc.rules[0]!.id, { passStreak: 6, sessionsSeen: 6 }]]);
    const { proposals } = await propose({ rules, streaks });
    expect(proposals[0]!.evidence).toMatch(/^Passed the last 6 recorded sessions in a row \(checked in 6\); added 2026-01-10, \d+ days ago$/);
    const days = Number(/(\d+) days ago/.exec(proposals[0]!.evidence)![1]);
    expect(days).toBeGreaterThan(0);
  });
});

describe('PRUNE', () => {
  const manyRules = (count: number) => RULES_HEADER + Array.from({ length: count }, (_, index) =>
    `- Rule number ${index}.\n  verify: Grep("r${index}x", path=".") -> 0 matches\n  [source: test]\n`).join('\n');

  it('proposes nothing while the file is within its cap', async () => {
    const { proposals } = await propose({ rules: manyRules(4), cap: 50 });
    expect(proposals.filter((proposal) => proposal.kind === 'PRUNE')).toEqual([]);
  });

  it('over the cap, proposes the fewest removals that fit, graduated and unchecked rules first', async () => {
    const rules = `${manyRules(12)}\n- A wish without a check.\n`;
    const doc = parseRules(rules, 'x', LABEL);
    expect(doc.lineCount).toBe(55);
    const graduated = doc.rules[5]!;
    const log: LogEntry[] = [{
      date: '2026-03-01', time: '2026-03-01T00:00:00Z', kind: 'GRADUATE', decision: 'approved', fingerprint: 'abcdefabcdef',
      rule: graduated.text, sources: [graduated.id], sourceText: 'rule',
    }];
    const { proposals } = await propose({ rules, cap: 43, log });
    const prunes = proposals.filter((proposal) => proposal.kind === 'PRUNE');
    expect(prunes.map((proposal) => proposal.rule)).toEqual(['Rule number 5.', 'A wish without a check.']);
    expect(prunes[0]!.evidence).toBe(`${LABEL} has 49 lines of rules, over its cap of 43; it graduated to CLAUDE.md on 2026-03-01; removing it frees 3 lines`);
    expect(prunes[0]!.risk).toBe('low');
  });
});

describe('drafts', () => {
  it('shows a draft as a PROMOTE, re-checked against the learnings it cites', async () => {
    const draft: Draft = { type: 'draft', v: 1, id: 'd1', time: '2026-03-29T00:00:00Z', rule: 'Never call eval.', verify: 'Grep("eval\\(", path="src/") -> 0 matches', sources: ['#4'], risk: 'low', agent: 'claude', evidence: 'eval broke the build twice' };
    const { proposals } = await propose({
      drafts: [draft],
      learnings: [learning({ id: 4, command: 'node -e "eval(x)"', error: 'ReferenceError: x is not defined' })],
      files: { 'src/a.js': 'eval(input)\n' },
    });
    expect(proposals[0]).toMatchObject({
      kind: 'PROMOTE',
      origin: 'draft',
      sourceText: 'learning #4, draft d1',
      risk: 'medium',
      check: { evidenceMatched: 1, evidenceTotal: 1, treeMatches: 1 },
      approvable: true,
    });
    expect(proposals[0]!.evidence).toMatch(/^Drafted by claude on 2026-03-29: eval broke the build twice; /);
  });
});

describe('the review level', () => {
  it.each([
    [0.95, 'low', 'auto'],
    [0.65, 'low', 'semi'],
    [0.9, 'high', 'manual'],
    [0.5, 'medium', 'manual'],
  ] as const)('confidence %s with %s risk is %s', (confidence, risk, level) => {
    expect(reviewAdvice(confidence, risk).level).toBe(level);
  });
});

describe('PROMOTE proposes a guard for a lesson learned from failed commands', () => {
  const FAILED = [
    { id: 1, command: 'pip install requests', error: 'error: externally-managed-environment', correction: 'use uv add instead', session: 's1' },
    { id: 2, command: 'cd api && pip install -r requirements.txt', error: 'error: externally-managed-environment', later: ['nada de pip, usa uv add'], session: 's2' },
  ];

  it('refuses every failed command it came from and none of the replacements, and reads back as a guard line', async () => {
    const { proposals } = await propose({ learnings: FAILED.map(learning) });
    const [promote] = proposals;
    // "nada de pip" widens the lesson to pip itself; the guard is the verify line's pattern.
    expect(promote!.verify).toBe('Grep("\\bpip\\b", path=".") -> 0 matches');
    expect(promote!.guard).toBe('Bash("\\bpip\\b")');
    const document = parseRules(`${RULES_HEADER}\n- ${promote!.rule}\n  verify: ${promote!.verify}\n  guard: ${promote!.guard}\n`, '/x/rules.md', 'rules.md');
    const [guardLine] = document.rules.at(-1)!.guards;
    expect(guardLine).toMatchObject({ action: 'deny', pattern: '\\bpip\\b' });
    expect(guardLine!.problem).toBeUndefined();
    expect(document.diagnostics.filter((d) => d.code === 'rules/bad-guard')).toEqual([]);
    const { regex } = translateGuardPattern(guardLine!.pattern!);
    const compiled = new RegExp(regex!.source, regex!.flags);
    for (const { command } of FAILED) expect(guardMatches(compiled, command)).toBe(true);
    expect(promote!.check!.replacements!.length).toBeGreaterThan(0);
    for (const replacement of promote!.check!.replacements!) expect(guardMatches(compiled, replacement)).toBe(false);
  });

  it('proposes none for a lesson told only in words (no command failed)', async () => {
    const { proposals } = await propose({ learnings: [
      learning({ id: 1, correction: 'Use uv instead of pip install', session: 's1' }),
      learning({ id: 2, correction: "don't pip install, this repo uses uv add", session: 's2' }),
    ] });
    expect(proposals[0]!.kind).toBe('PROMOTE');
    expect(proposals[0]!.verify).toMatch(/^Grep/);
    expect(proposals[0]!.guard).toBeUndefined();
    expect(formatProposal(proposals[0]!, palette(false))).not.toContain('Guard:');
  });

  it('skips a pattern the guard cannot honour, and refuses to propose one that misses a command or stops a replacement', () => {
    const evidence = { failedCommands: ['pip install x', 'sudo pip install y'], replacements: ['uv add x'] };
    expect(proposeGuard(['(?<!uv )pip install', '\\bpip install'], evidence)).toBe('Bash("\\bpip install")');
    expect(proposeGuard(['^pip install'], evidence)).toBeUndefined();
    expect(proposeGuard(['install|add'], evidence)).toBeUndefined();
    expect(proposeGuard(['\\bpip install'], { failedCommands: [], replacements: [] })).toBeUndefined();
    expect(proposeGuard(['echo "hi" >'], { failedCommands: ['echo "hi" > /etc/motd'], replacements: ['echo hi | sudo tee /etc/motd'] })).toBe('Bash("echo \\"hi\\" >")');
  });
});
