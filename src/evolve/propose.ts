// Turns what evolve gathered into proposals: PROMOTE (a lesson seen twice or more, or an
// agent's draft), ADD-VERIFY (a rule without a check), GRADUATE (a rule passing 5+ recorded
// sessions: a candidate for CLAUDE.md) and PRUNE (the rules file over its cap). Every verify
// line is checked before it is proposed; anything already decided is left out.
import type { Learning } from '../learnings/model.js';
import type { Rule, RulesDocument } from '../rules/model.js';
import { ruleId } from '../rules/parse.js';
import { parseVerify } from '../rules/verify.js';
import type { Draft } from './drafts.js';
import { draftFingerprint } from './drafts.js';
import { citedEvidence, groupLearnings, type LessonGroup } from './group.js';
import { correctionTerms, termWords } from './lesson.js';
import { latestDecisions } from './log.js';
import {
  fingerprintOf,
  formatSources,
  isLearningRef,
  reviewAdvice,
  ruleSourceText,
  type LogEntry,
  type PatternCheck,
  type Proposal,
  type ProposalKind,
  type RiskLevel,
} from './model.js';
import { checkPassed, describeCheck, grepVerify, termPatterns, verifyCandidates, type DerivedVerify, type PatternChecker } from './pattern.js';
import { ruleLineCount } from './rules-edit.js';

/** What `evolve` needs of a rule's session history (see scorecard's ruleStreaks). */
export interface RuleStreakView {
  passStreak: number;
  sessionsSeen: number;
  lastSeen?: { date: string };
}

export interface ProposeInput {
  learnings: readonly Learning[];
  rules: { document: RulesDocument; source: string; label: string };
  log: readonly LogEntry[];
  drafts: readonly Draft[];
  streaks: ReadonlyMap<string, RuleStreakView>;
  /** Most lines the rules file should have. */
  cap: number;
  /** Sessions a rule must pass in a row to be a GRADUATE candidate. */
  graduateAfter: number;
  now: Date;
  canonical?: (word: string) => string;
  checker: Pick<PatternChecker, 'check'>;
}

export interface SuppressedProposal {
  kind: ProposalKind;
  fingerprint: string;
  rule: string;
  /** Why it is not proposed: decided in the log, or already a rule. */
  why: 'rejected' | 'approved' | 'modified' | 'already a rule';
  date?: string;
}

export interface ProposeResult {
  proposals: Proposal[];
  suppressed: SuppressedProposal[];
}

export const DEFAULT_CAP = 50;
export const DEFAULT_GRADUATE_AFTER = 5;
const KIND_ORDER: readonly ProposalKind[] = ['PROMOTE', 'ADD-VERIFY', 'GRADUATE', 'PRUNE'];
const SHORT_PATTERN = 4;
const CHECK_CONCURRENCY = 4;

export async function buildProposals(input: ProposeInput): Promise<ProposeResult> {
  const settled = new SettledDecisions(input.log);
  const suppressed: SuppressedProposal[] = [];
  const proposals: Proposal[] = [];
  const offer = (proposal: Proposal | undefined) => {
    if (!proposal) return;
    const decided = settled.find(proposal);
    if (decided) {
      suppressed.push({ kind: proposal.kind, fingerprint: proposal.fingerprint, rule: proposal.rule, why: decided.decision as SuppressedProposal['why'], date: decided.date });
      return;
    }
    proposals.push(proposal);
  };

  const { document } = input.rules;
  const groups = groupLearnings(input.learnings, { now: input.now, ...(input.canonical ? { canonical: input.canonical } : {}) });
  // Each check spawns ripgrep; run a few at once, keep the ranked order.
  const { default: pLimit } = await import('p-limit');
  const limit = pLimit(CHECK_CONCURRENCY);
  const promoted = await Promise.all(groups.map((group) => limit(() => promoteFromGroup(group, input))));
  for (const proposal of promoted) {
    if (proposal && coveredBy(document, proposal)) {
      suppressed.push({ kind: 'PROMOTE', fingerprint: proposal.fingerprint, rule: proposal.rule, why: 'already a rule' });
      continue;
    }
    offer(proposal);
  }
  const drafted = await Promise.all(input.drafts.map((draft) => limit(() => promoteFromDraft(draft, input))));
  for (const proposal of drafted) {
    if (coveredBy(document, proposal)) {
      suppressed.push({ kind: 'PROMOTE', fingerprint: proposal.fingerprint, rule: proposal.rule, why: 'already a rule' });
      continue;
    }
    offer(proposal);
  }
  const unchecked = document.rules.filter((candidate) => candidate.verify.length === 0);
  for (const proposal of await Promise.all(unchecked.map((rule) => limit(() => addVerify(rule, input))))) offer(proposal);
  for (const rule of document.rules) {
    const streak = input.streaks.get(rule.id);
    if (streak && streak.passStreak >= input.graduateAfter) offer(graduate(rule, streak, input));
  }
  for (const proposal of prune(input, settled)) offer(proposal);

  return { proposals: order(dedupeByVerify(proposals)), suppressed };
}

/** What the suppression check reads of a proposal. */
type SuppressionSubject = Pick<Proposal, 'kind' | 'fingerprint' | 'rule' | 'verify' | 'sources'>;

/**
 * Why evolve would leave a PROMOTE out, the same check buildProposals runs: a rule already
 * covers it, or the log settled it (`entry`); undefined when it would be proposed.
 */
export function suppressionOf(
  document: RulesDocument,
  log: readonly LogEntry[],
  proposal: SuppressionSubject,
): { why: SuppressedProposal['why']; entry?: LogEntry } | undefined {
  if (coveredBy(document, proposal)) return { why: 'already a rule' };
  const entry = new SettledDecisions(log).find(proposal);
  return entry ? { why: entry.decision as SuppressedProposal['why'], entry } : undefined;
}

/** What the log has settled: a fingerprint decided, a PROMOTE from the same learnings, or with the same verify line. */
class SettledDecisions {
  private readonly latest: Map<string, LogEntry>;
  private readonly promotes: LogEntry[];

  constructor(log: readonly LogEntry[]) {
    this.latest = latestDecisions(log);
    this.promotes = [...this.latest.values()].filter((entry) => entry.kind === 'PROMOTE' && entry.decision !== 'restored');
  }

  find(proposal: SuppressionSubject): LogEntry | undefined {
    const byFingerprint = this.latest.get(proposal.fingerprint);
    if (byFingerprint) return byFingerprint.decision === 'restored' ? undefined : byFingerprint;
    if (proposal.kind !== 'PROMOTE') return undefined;
    const learnings = new Set(proposal.sources.filter(isLearningRef));
    return this.promotes.find((entry) => {
      const shared = entry.sources.filter((source) => isLearningRef(source) && learnings.has(source)).length;
      const sameVerify = proposal.verify !== undefined && (entry.verify === proposal.verify || entry.proposedVerify === proposal.verify);
      return shared >= 2 || sameVerify;
    });
  }

  graduated(ruleIdToFind: string): LogEntry | undefined {
    return [...this.latest.values()].find((entry) => entry.kind === 'GRADUATE'
      && (entry.decision === 'approved' || entry.decision === 'modified')
      && entry.sources.includes(ruleIdToFind));
  }
}

/** A rule with the same text, or the same Grep pattern, is already in the file. */
function coveredBy(document: RulesDocument, proposal: Pick<Proposal, 'rule' | 'verify'>): boolean {
  const id = ruleId(proposal.rule);
  if (document.rules.some((rule) => rule.id === id)) return true;
  const check = proposal.verify ? parseVerify(proposal.verify).check : undefined;
  if (check?.kind !== 'grep') return false;
  return document.rules.some((rule) => rule.verify.some((line) => line.check.kind === 'grep' && line.check.pattern === check.pattern));
}

async function promoteFromGroup(group: LessonGroup, input: ProposeInput): Promise<Proposal | undefined> {
  const evidence = group.members.map((member) => member.evidence);
  let chosen: { derived: DerivedVerify; check: PatternCheck } | undefined;
  let lastCheck: PatternCheck | undefined;
  for (const derived of verifyCandidates(group.members)) {
    const check = await input.checker.check({ ruleText: ruleTextFor(group, derived), verify: derived.verify, evidence });
    lastCheck = check;
    if (checkPassed(check)) {
      chosen = { derived, check };
      break;
    }
  }
  const rule = ruleTextFor(group, chosen?.derived);
  const corrected = group.members.filter((member) => member.correction).length;
  const failed = group.members.filter((member) => member.command).length;
  const risk = promoteRisk(group, chosen);
  let confidence = 0.3 + 0.15 * Math.min(group.occurrences, 4) + (group.sessions >= 2 ? 0.05 : 0);
  if (corrected === 0) confidence -= 0.2;
  if (!chosen) confidence -= 0.15;
  confidence = Math.min(0.95, Math.max(0.05, confidence));
  const refs = group.members.map((member) => member.learning.ref);
  const tally = corrected > 0 && failed > 0 && corrected !== group.occurrences
    ? `failed ${failed}x, corrected ${corrected}x`
    : corrected > 0 ? `corrected ${corrected}x` : `failed ${failed}x`;
  const check = chosen?.check ?? lastCheck;
  return {
    kind: 'PROMOTE',
    fingerprint: fingerprintOf('PROMOTE', group.subject),
    rule,
    sources: refs,
    sourceText: formatSources(refs),
    evidence: [groupEvidence(group, corrected, failed), chosen ? describeCheck(chosen.check) : 'no verify pattern derived from the evidence matches all of it'].join('; '),
    ...(chosen ? { verify: chosen.derived.verify } : {}),
    destination: input.rules.label,
    risk: risk.level,
    riskText: risk.text,
    review: reviewAdvice(confidence, risk.level),
    ...(check ? { check } : {}),
    origin: 'learnings',
    score: group.score,
    approvable: chosen !== undefined,
    ruleSource: `${tally}, ${formatSources(refs)}`,
  };
}

function groupEvidence(group: LessonGroup, corrected: number, failed: number): string {
  const texts = new Set(group.members.map((member) => member.correction?.toLowerCase().trim()).filter(Boolean));
  let head: string;
  if (corrected > 0 && failed > 0 && corrected !== group.occurrences) head = `Failed ${times(failed)} and corrected ${times(corrected)}`;
  else if (corrected > 0) head = `Corrected ${times(corrected)}${texts.size > 1 ? ' in different words' : ''}`;
  else head = `Failed ${times(failed)}${group.members[0]?.errorSignature ? ` with "${group.members[0].errorSignature}"` : ''}`;
  const sessions = `across ${group.sessions} session${group.sessions === 1 ? '' : 's'}`;
  const scopes = new Set(group.members.map((member) => member.learning.scope));
  const scope = scopes.size > 1 ? ' (project and global)' : scopes.has('global') ? ' (global store)' : '';
  const pain = group.pain === undefined ? '' : `, pain up to ${group.pain}/5`;
  return `${head} ${sessions}${scope}, last on ${group.lastSeen.slice(0, 10)}${pain}`;
}

function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

function promoteRisk(group: LessonGroup, chosen: { derived: DerivedVerify; check: PatternCheck } | undefined): { level: RiskLevel; text: string } {
  if (!chosen) {
    return { level: 'high', text: 'High. No verify line could be derived that matches all the evidence; modify the proposal and write one, or the rule stays a wish.' };
  }
  const matches = chosen.check.treeMatches ?? 0;
  if (chosen.check.treeStatus === 'FAIL') {
    return { level: 'medium', text: `Medium. ${matches === 1 ? '1 line in the tree breaks' : `${matches} lines in the tree break`} the rule today; the sweep fails until ${matches === 1 ? 'it changes' : 'they change'}.` };
  }
  if (group.members.every((member) => member.learning.scope === 'global')) {
    return { level: 'medium', text: 'Medium. Every occurrence is in the global store; the lesson may belong to another project.' };
  }
  if (chosen.derived.pattern.replace(/\\b|\\/g, '').trim().length < SHORT_PATTERN) {
    return { level: 'medium', text: 'Medium. The pattern is short and may match more than intended.' };
  }
  return { level: 'low', text: 'Low. The pattern is specific, matches the evidence it came from, and nothing in the tree breaks it today.' };
}

/** The rule in words: from the avoided term when there is one, else the latest correction. */
function ruleTextFor(group: LessonGroup, derived: DerivedVerify | undefined): string {
  const prefer = [...group.members].reverse().map((member) => member.prefer).find((term) => term !== undefined);
  const instead = prefer ? `; use ${code(prefer)} instead` : '';
  if (derived?.from === 'correction') return `Never use ${code(derived.term)}${instead}.`;
  if (derived?.from === 'command') {
    const failure = group.members.find((member) => member.errorSignature);
    const why = failure ? ` (it failed ${times(group.occurrences)}: ${failure.errorSignature})` : '';
    return `Never run ${code(derived.term)}${instead}${why}.`;
  }
  const latest = [...group.members].reverse().find((member) => member.correction);
  if (latest?.correction) return sentence(latest.correction);
  const failure = group.members.find((member) => member.errorSignature) ?? group.members[0]!;
  return `Avoid what failed ${times(group.occurrences)}: ${failure.command ?? failure.errorSignature ?? 'see the sources'}.`;
}

function code(term: string): string {
  return term.includes('`') ? term : `\`${term}\``;
}

/** The first sentence of a correction, capitalised and ending with a full stop, on one line. */
function sentence(text: string): string {
  return sentenceOf(text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s/)[0]!);
}

async function promoteFromDraft(draft: Draft, input: ProposeInput): Promise<Proposal> {
  const evidence = citedEvidence(draft.sources, input.learnings);
  const check = await input.checker.check({ ruleText: draft.rule, verify: draft.verify, evidence, allowManual: true });
  const usable = check.parses && check.compiles && check.problem === undefined;
  let confidence = 0.5 + 0.1 * Math.min(evidence.length, 4);
  if (check.evidenceMatched < check.evidenceTotal) confidence -= 0.2;
  const risk: RiskLevel = !usable ? 'high' : check.treeStatus === 'FAIL' && draft.risk === 'low' ? 'medium' : draft.risk;
  const by = draft.agent ? ` by ${draft.agent}` : '';
  const riskWhy = !usable ? 'The drafted verify line no longer checks; modify it before approving.'
    : risk !== draft.risk ? `Drafted as ${draft.risk} risk, but the tree breaks the rule today.`
      : draft.riskNote ? sentenceOf(draft.riskNote) : `Risk as drafted${by}.`;
  const sources = [draft.id, ...draft.sources];
  const sourceList = formatSources(draft.sources);
  return {
    kind: 'PROMOTE',
    fingerprint: draftFingerprint(draft),
    rule: draft.rule,
    sources,
    sourceText: formatSources(sources),
    evidence: [`Drafted${by} on ${draft.time.slice(0, 10) || 'an unknown date'}: ${draft.evidence ?? 'no reason given'}`, describeCheck(check)].filter(Boolean).join('; '),
    verify: draft.verify,
    destination: input.rules.label,
    risk,
    riskText: `${capital(risk)}. ${riskWhy}`,
    review: reviewAdvice(Math.min(0.9, Math.max(0.05, confidence)), risk),
    check,
    origin: 'draft',
    score: 1 + evidence.length,
    approvable: usable,
    ruleSource: `drafted${by}${sourceList ? `, ${sourceList}` : ''}`,
  };
}

function sentenceOf(text: string): string {
  const trimmed = capital(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A rule without a verify line: propose one derived from the rule's own words, when it names code. */
async function addVerify(rule: Rule, input: ProposeInput): Promise<Proposal> {
  const terms = correctionTerms(rule.text);
  let verify: string | undefined;
  let check: PatternCheck | undefined;
  if (terms.avoid && terms.avoidIsCode) {
    for (const pattern of termPatterns(termWords(terms.avoid))) {
      const candidate = grepVerify(pattern);
      const result = await input.checker.check({ ruleText: rule.text, verify: candidate, evidence: [rule.text] });
      check = result;
      if (checkPassed(result)) {
        verify = candidate;
        break;
      }
    }
  }
  const where = `${input.rules.label}:${rule.line}`;
  const risk: RiskLevel = !verify ? 'high' : check?.treeStatus === 'FAIL' ? 'medium' : 'low';
  const riskText = !verify
    ? 'High. No check could be derived from the rule\'s words; modify the proposal and write one (or `manual — why`).'
    : risk === 'medium'
      ? 'Medium. The tree breaks the derived check today; the sweep fails until it changes.'
      : 'Low. Adding a check changes no behaviour; the sweep starts reporting this rule.';
  return {
    kind: 'ADD-VERIFY',
    fingerprint: fingerprintOf('ADD-VERIFY', rule.id),
    rule: rule.text,
    sources: [rule.id],
    sourceText: ruleSourceText(rule.id, where),
    evidence: ['The rule has no verify line: a wish, not a guardrail', ...(verify && check ? [describeCheck(check)] : [])].join('; '),
    ...(verify ? { verify } : {}),
    destination: where,
    risk,
    riskText,
    review: reviewAdvice(verify ? 0.6 : 0.2, risk),
    ...(check ? { check } : {}),
    ruleId: rule.id,
    origin: 'rules',
    // In file order.
    score: -rule.line,
    approvable: verify !== undefined,
  };
}

function graduate(rule: Rule, streak: RuleStreakView, input: ProposeInput): Proposal {
  const last = streak.lastSeen ? `, last on ${streak.lastSeen.date}` : '';
  return {
    kind: 'GRADUATE',
    fingerprint: fingerprintOf('GRADUATE', rule.id),
    rule: rule.text,
    sources: [rule.id],
    sourceText: ruleSourceText(rule.id, `${input.rules.label}:${rule.line}`),
    evidence: `Passed the last ${streak.passStreak} recorded sessions in a row (checked in ${streak.sessionsSeen}${last})`,
    ...(rule.verify[0] ? { verify: rule.verify[0].raw } : {}),
    destination: 'CLAUDE.md',
    risk: 'medium',
    riskText: 'Medium. CLAUDE.md is read in every session; the rule stays in the rules file so the sweep keeps checking it.',
    review: reviewAdvice(Math.min(0.95, 0.5 + 0.05 * streak.passStreak), 'medium'),
    ruleId: rule.id,
    origin: 'sessions',
    score: streak.passStreak,
    approvable: true,
  };
}

/** Over the cap: propose removing rules until it would fit, graduated ones first, then those without a working check, then the oldest. */
function prune(input: ProposeInput, settled: SettledDecisions): Proposal[] {
  const { document, source, label } = input.rules;
  // The cap counts what people wrote as rules: from the first rule on, not the header above it.
  const ruleLines = document.rules.length === 0 ? 0 : document.lineCount - document.rules[0]!.line + 1;
  const excess = ruleLines - input.cap;
  if (excess <= 0) return [];
  const reasons = new Map<string, { why: string; risk: RiskLevel; confidence: number; rank: number }>();
  document.rules.forEach((rule) => {
    const graduated = settled.graduated(rule.id);
    if (graduated) reasons.set(rule.id, { why: `it graduated to CLAUDE.md on ${graduated.date}`, risk: 'low', confidence: 0.8, rank: 0 });
    else if (rule.verify.length === 0) reasons.set(rule.id, { why: 'it has no verify line', risk: 'medium', confidence: 0.5, rank: 1 });
    else if (rule.verify.every((line) => line.check.kind !== 'grep' && line.check.kind !== 'glob')) {
      reasons.set(rule.id, { why: 'its verify line is not machine-checkable', risk: 'medium', confidence: 0.5, rank: 2 });
    } else reasons.set(rule.id, { why: `it is one of the oldest rules (line ${rule.line})`, risk: 'high', confidence: 0.3, rank: 3 });
  });
  const candidates = [...document.rules].sort((a, b) => reasons.get(a.id)!.rank - reasons.get(b.id)!.rank || a.line - b.line);
  const proposals: Proposal[] = [];
  let freed = 0;
  for (const rule of candidates) {
    if (freed >= excess) break;
    const reason = reasons.get(rule.id)!;
    const lines = ruleLineCount(source, document, rule);
    freed += lines + 1;
    proposals.push({
      kind: 'PRUNE',
      fingerprint: fingerprintOf('PRUNE', rule.id),
      rule: rule.text,
      sources: [rule.id],
      sourceText: ruleSourceText(rule.id, `${label}:${rule.line}`),
      evidence: `${label} has ${ruleLines} lines of rules, over its cap of ${input.cap}; ${reason.why}; removing it frees ${lines} line${lines === 1 ? '' : 's'}`,
      ...(rule.verify[0] ? { verify: rule.verify[0].raw } : {}),
      destination: `remove from ${label}`,
      risk: reason.risk,
      riskText: `${capital(reason.risk)}. ${reason.risk === 'low' ? 'CLAUDE.md already carries the lesson.' : 'The lesson leaves the rules file; the evolution log and git history keep it.'}`,
      review: reviewAdvice(reason.confidence, reason.risk),
      ruleId: rule.id,
      origin: 'rules',
      score: -reason.rank,
      approvable: true,
    });
  }
  return proposals;
}

/** Two pending PROMOTEs with the same verify line are one proposal: keep the better ranked. */
function dedupeByVerify(proposals: Proposal[]): Proposal[] {
  const seen = new Set<string>();
  return [...proposals].sort((a, b) => b.score - a.score).filter((proposal) => {
    if (proposal.kind !== 'PROMOTE' || !proposal.verify) return true;
    if (seen.has(proposal.verify)) return false;
    seen.add(proposal.verify);
    return true;
  });
}

function order(proposals: Proposal[]): Proposal[] {
  return [...proposals].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)
    || b.score - a.score
    || a.fingerprint.localeCompare(b.fingerprint));
}

