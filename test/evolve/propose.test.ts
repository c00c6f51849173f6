import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProposal } from '../../src/evolve/format.js';
import type { Draft } from '../../src/evolve/drafts.js';
import type { LogEntry, Proposal } from '../../src/evolve/model.js';
import { reviewAdvice } from '../../src/evolve/model.js';
import { PatternChecker } from '../../src/evolve/pattern.js';
import { buildProposals, type ProposeInput, type RuleStreakView } from '../../src/evolve/propose.js';
import type { Learning } from '../../src/learnings/model.js';
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
    expect(promote!.evidence).toBe('Corrected twice in different words across 2 sessions, last on 2026-03-12; the pattern matches both pieces of evidence; 0 lines match in the tree today');
  });

  it('prints the seed\'s block: its seven lines in order, then the advice and the fingerprint', async () => {
    const { proposals } = await propose({ learnings: PIP_PARAPHRASES.map(learning) });
    const lines = formatProposal(proposals[0]!, palette(false)).trimEnd().split('\n');
    expect(lines.map((line) => line.split(':')[0])).toEqual(['PROPOSE', 'Rule', 'Source', 'Evidence', 'Verify', 'Destination', 'Risk', 'Review', 'Fingerprint']);
    expect(lines[0]).toBe('PROPOSE: PROMOTE');
    expect(lines[2]).toBe('Source: learning #1, #2');
    expect(lines[7]).toMatch(/^Review: semi \(Δ 0\.52 = confidence 0\.65 × \(1 − risk 0\.2\)\); advice only, a person decides$/);
    expect(lines[8]).toBe(`Fingerprint: ${proposals[0]!.fingerprint}`);
  });

  it('says how many lines break the proposed rule today, and raises the risk', async () => {
    const { proposals } = await propose({
      learnings: PIP_PARAPHRASES.map(learning),
      files: { 'Dockerfile': 'RUN pip install -r requirements.txt\nRUN pip install x\n' },
    });
    expect(proposals[0]).toMatchObject({ risk: 'medium', check: { treeMatches: 2, treeStatus: 'FAIL' } });
    expect(proposals[0]!.evidence).toContain('2 lines match in the tree today (the rule fails until they change)');
  });

  it('proposes a lesson with no derivable check, in the words of its latest correction, as needing a person to write one', async () => {
    const { proposals } = await propose({
      learnings: [learning({ id: 1, correction: 'Never hardcode API keys in scripts' }), learning({ id: 2, correction: "don't hardcode api keys anywhere" })],
    });
    expect(proposals[0]).toMatchObject({ kind: 'PROMOTE', approvable: false, risk: 'high', rule: "Don't hardcode api keys anywhere." });
    expect(proposals[0]!.verify).toBeUndefined();
    expect(formatProposal(proposals[0]!, palette(false))).toContain('Verify: (none derived: choose modify to write one)');
  });

  it('does not propose what is already a rule', async () => {
    const rules = `${RULES_HEADER}- Use uv.\n  verify: Grep("\\bpip install\\b", path=".") -> 0 matches\n`;
    const { proposals, suppressed } = await propose({ learnings: PIP_PARAPHRASES.map(learning), rules });
    expect(proposals).toEqual([]);
    expect(suppressed).toMatchObject([{ kind: 'PROMOTE', why: 'already a rule' }]);
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
