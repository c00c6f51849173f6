// Turns what evolve gathered into proposals: PROMOTE (a lesson seen twice or more, or an
// agent's draft), ADD-VERIFY (a rule without a check), GRADUATE (a rule passing 5+ recorded
// sessions: a candidate for CLAUDE.md) and PRUNE (the rules file over its cap). Every verify
// line is checked before it is proposed; anything already decided is left out.
import type { Learning, LearningContexts } from '../learnings/model.js';
import { readCorrection } from '../learnings/correction-reading.js';
import { subsAgree } from '../learnings/commands.js';
import type { Rule, RulesDocument } from '../rules/model.js';
import { ruleId } from '../rules/parse.js';
import { parseVerify } from '../rules/verify.js';
import type { Draft } from './drafts.js';
import { draftFingerprint } from './drafts.js';
import { citedEvidence, groupLearnings, type LessonGroup } from './group.js';
import { effectiveFamily, effectiveProgram, termOfMention, type LessonFeatures, type Term } from './lesson.js';
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
import {
  checkPassed,
  choosePattern,
  describeCheck,
  grepVerify,
  isManualVerify,
  jsRegex,
  manualVerify,
  planPatterns,
  termPatterns,
  type DerivedVerify,
  type PatternChecker,
} from './pattern.js';
import { proposeGuard } from './guard-proposal.js';
import { confirmTests, deriveTests } from './examples.js';
import { opposed } from './related.js';
import { ruleLineCount, ruleLinesOf } from './rules-edit.js';
import { remembered } from '../learnings/memo.js';
import { capital, ruleTextFor, sentenceOf, times } from './rule-text.js';

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
  checker: Pick<PatternChecker, 'check' | 'sweepDerived' | 'testRunner' | 'searchableScopes'>;
  /** Told how far the work has got: grouping the learnings, then checking the proposals. */
  onProgress?: (progress: ProposeProgress) => void;
}

export interface ProposeProgress {
  phase: 'grouping' | 'checking';
  done: number;
  total: number;
}

export interface SuppressedProposal {
  kind: ProposalKind;
  fingerprint: string;
  rule: string;
  /** Why it is not proposed: decided in the log, or already a rule. */
  why: 'rejected' | 'approved' | 'modified' | 'already a rule';
  date?: string;
  /** For `already a rule`: the rule that already covers it. */
  coveredBy?: { id: string; text: string; line: number };
}

export interface ProposeResult {
  proposals: Proposal[];
  suppressed: SuppressedProposal[];
}

export const DEFAULT_CAP = 50;
export const DEFAULT_GRADUATE_AFTER = 5;
const KIND_ORDER: readonly ProposalKind[] = ['PROMOTE', 'ADD-VERIFY', 'GRADUATE', 'PRUNE'];
const SHORT_TERM = 4;
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
  let features: readonly LessonFeatures[] = [];
  const groups = groupLearnings(input.learnings, {
    onFeatures: (read) => {
      features = read;
    },
    now: input.now,
    ...(input.canonical ? { canonical: input.canonical } : {}),
    ...(input.onProgress ? { onProgress: (done: number, total: number) => input.onProgress!({ phase: 'grouping', done, total }) } : {}),
  });
  const alreadyRule = (proposal: Proposal, evidence: readonly string[]) => {
    const covering = findCoveringRule(document, { rule: proposal.rule, ...(proposal.verify ? { verify: proposal.verify } : {}), evidence });
    if (!covering) return false;
    suppressed.push({ kind: 'PROMOTE', fingerprint: proposal.fingerprint, rule: proposal.rule, why: 'already a rule', coveredBy: { id: covering.id, text: covering.text, line: covering.line } });
    return true;
  };
  const opposing = contradictionsFinder(features);
  for (const { proposal, evidence, group } of await promoteGroups(groups, input)) {
    const contradictedBy = group ? opposing(group) : [];
    if (!alreadyRule(proposal, evidence)) offer(contradictedBy.length > 0 ? { ...proposal, contradictedBy } : proposal);
  }
  const { default: pLimit } = await import('p-limit');
  const limit = pLimit(CHECK_CONCURRENCY);
  const drafted = await Promise.all(input.drafts.map((draft) => limit(() => promoteFromDraft(draft, input))));
  for (const proposal of drafted) {
    if (!alreadyRule(proposal, citedEvidence(proposal.sources, input.learnings))) offer(proposal);
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
  evidence: readonly string[] = [],
): { why: SuppressedProposal['why']; entry?: LogEntry; coveredBy?: Rule } | undefined {
  const covering = findCoveringRule(document, { rule: proposal.rule, ...(proposal.verify ? { verify: proposal.verify } : {}), evidence });
  if (covering) return { why: 'already a rule', coveredBy: covering };
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
      const sameVerify = proposal.verify !== undefined && !isManualVerify(proposal.verify) && (entry.verify === proposal.verify || entry.proposedVerify === proposal.verify);
      return shared >= 2 || sameVerify;
    });
  }

  graduated(ruleIdToFind: string): LogEntry | undefined {
    return [...this.latest.values()].find((entry) => entry.kind === 'GRADUATE'
      && (entry.decision === 'approved' || entry.decision === 'modified')
      && entry.sources.includes(ruleIdToFind));
  }
}

/**
 * The rule of the rules file that already covers a proposal, if one does: the same text, the
 * same Grep pattern, a pattern that already matches every piece of the proposal's evidence, or
 * one that avoids the same command more or less specifically ("Never use `pip`" beside "Never use
 * `pip install`", either way round). `evolve draft` asks the same question before it files a draft.
 */
export function findCoveringRule(document: RulesDocument, proposal: { rule: string; verify?: string; evidence?: readonly string[] }): Rule | undefined {
  // No rule yet: nothing to cover it (and hashing or reading the proposal's words would cost a review of thousands).
  if (document.rules.length === 0) return undefined;
  // Compared by text: a rule named by `[id: …]` or a heading keeps an id its text does not give.
  const id = ruleId(proposal.rule);
  const same = document.rules.find((rule) => ruleId(rule.text) === id);
  if (same) return same;
  const check = proposal.verify && !isManualVerify(proposal.verify) ? parseVerify(proposal.verify).check : undefined;
  const pattern = check?.kind === 'grep' ? check.pattern : undefined;
  const evidence = (proposal.evidence ?? []).filter((text) => text.trim() !== '');
  const avoided = avoidedTerms(proposal.rule);
  return document.rules.find((rule) => {
    for (const line of rule.verify) {
      if (line.check.kind !== 'grep') continue;
      if (pattern !== undefined && line.check.pattern === pattern) return true;
      if (evidence.length > 0 && !line.check.options.fixedStrings) {
        const regex = verifyRegex(`${line.check.options.ignoreCase ? 'i' : '-'}${line.check.pattern}`);
        if (regex && evidence.every((text) => regex.test(text))) return true;
      }
    }
    const theirs = avoidedTerms(rule.text);
    return avoided.some((mine) => theirs.some((other) => sameCommand(mine, other)));
  });
}

/** A rule's verify pattern, compiled once per review rather than once per proposal compared with it. */
const verifyRegex = remembered((key: string) => jsRegex(key.slice(1), key[0] === 'i'), 2_000);

/** The commands a rule's words say to avoid, read once per text. */
const avoidedTerms = remembered((text: string): Term[] => readCorrection(text).mentions
  .filter((mention) => mention.role === 'avoid' && mention.program !== undefined).map(termOfMention), 5_000);

/** One names the other's command, more or less specifically: `pip` and `pip install`, `git push` and `git push -f`. */
function sameCommand(a: Term, b: Term): boolean {
  if (effectiveFamily(a) !== effectiveFamily(b) || a.program !== b.program) return false;
  if (!subsAgree(a.sub, b.sub)) return false;
  const [fewer, more] = a.flags.length <= b.flags.length ? [a, b] : [b, a];
  return fewer.flags.every((flag) => more.flags.includes(flag));
}

interface Promoted {
  proposal: Proposal;
  /** What the proposal's verify line must match: the failed commands and the corrections that quote them. */
  evidence: string[];
  /** The lesson it was made from; absent for a draft. */
  group?: LessonGroup;
}

/**
 * A PROMOTE for each group: its pattern chosen in process (it must match every piece of evidence
 * and no replacement), then every chosen pattern swept over the tree in one sweep.
 */
async function promoteGroups(groups: readonly LessonGroup[], input: ProposeInput): Promise<Promoted[]> {
  const planned = groups.map((group) => {
    const plan = planPatterns(group);
    const picked = scopedToContexts(choosePattern(plan), group, input.checker);
    return { group, plan, picked, rule: ruleTextFor(group, plan, picked.chosen) };
  });
  input.onProgress?.({ phase: 'checking', done: 0, total: planned.length });
  const derived = planned.filter((item) => item.picked.chosen);
  const swept = await input.checker.sweepDerived(derived.map((item) => ({
    ruleText: item.rule,
    verify: item.picked.chosen!.verify,
    evidenceMatched: item.picked.matched,
    evidenceTotal: item.plan.evidence.length,
  })));
  const checks = new Map(derived.map((item, index) => [item, swept[index]!]));
  input.onProgress?.({ phase: 'checking', done: planned.length, total: planned.length });
  // Two lessons whose evidence gives one pattern: the better ranked keeps it as its check.
  const checkOwner = new Map<string, (typeof planned)[number]>();
  for (const item of [...derived].sort((a, b) => b.group.score - a.group.score)) if (!checkOwner.has(item.picked.chosen!.verify)) checkOwner.set(item.picked.chosen!.verify, item);
  return planned.map((item) => {
    let check = checks.get(item);
    let chosen = item.picked.chosen;
    let reason = item.picked.reason;
    if (check && !checkPassed(check)) {
      // ripgrep refused what JavaScript accepted, or the tree cannot be searched: say so, do not guess.
      reason = `the derived pattern cannot be swept: ${check.problem ?? 'ripgrep refused it'}`;
      chosen = undefined;
      check = undefined;
    } else if (chosen && checkOwner.get(chosen.verify) !== item) {
      reason = `the pattern its evidence gives is already the check of another proposal (${chosen.verify})`;
      chosen = undefined;
      check = undefined;
    }
    const rule = chosen === item.picked.chosen ? item.rule : ruleTextFor(item.group, item.plan, undefined);
    const replacements = item.plan.replacements;
    const finalCheck: PatternCheck = check
      ? { ...check, ...(replacements.length > 0 ? { replacements } : {}) }
      : { parses: true, compiles: true, evidenceMatched: 0, evidenceTotal: item.plan.evidence.length, treeStatus: 'SKIP' };
    const verify = chosen ? chosen.verify : manualVerify(reason ?? item.plan.manualReason ?? 'no pattern could be derived from the evidence');
    const proposal = promoteProposal(item.group, rule, verify, chosen, finalCheck, input);
    const guard = chosen ? proposeGuard([chosen.pattern, ...item.plan.candidates.map((candidate) => candidate.pattern)], {
      failedCommands: item.group.members.flatMap((member) => (member.failure ? [member.failure.command] : [])),
      replacements,
    }) : undefined;
    const tests = chosen ? deriveTests(verify, item.plan.evidence, replacements) : [];
    return {
      proposal: { ...proposal, ...(guard ? { guard } : {}), ...(tests.length > 0 ? { tests } : {}) },
      evidence: item.plan.evidence,
      group: item.group,
    };
  });
}

/**
 * The chosen verify line searching where the lesson's learnings say it applies (`--applies-to
 * path:automation/`): the paths they name that exist in the tree, else the whole tree as before.
 */
function scopedToContexts<T extends { chosen?: DerivedVerify }>(picked: T, group: LessonGroup, checker: ProposeInput['checker']): T {
  const paths = whereOf(group).contexts?.paths;
  if (!picked.chosen || !paths?.length) return picked;
  const scopes = checker.searchableScopes(paths);
  return scopes.length > 0 ? { ...picked, chosen: { ...picked.chosen, verify: grepVerify(picked.chosen.pattern, scopes) } } : picked;
}

function promoteProposal(group: LessonGroup, rule: string, verify: string, chosen: DerivedVerify | undefined, check: PatternCheck, input: ProposeInput): Proposal {
  // A failure corrected afterwards (`learn correct`) counts as corrected, as the people who corrected it would say.
  const corrected = group.members.filter((member) => !member.candidate && (member.correction !== undefined || !member.failure)).length;
  const failed = group.members.filter((member) => member.failure).length;
  const risk = promoteRisk(group, chosen, check);
  let confidence = 0.3 + 0.15 * Math.min(group.occurrences, 4) + (group.sessions >= 2 ? 0.05 : 0);
  if (corrected === 0) confidence -= 0.2;
  if (!chosen) confidence -= 0.15;
  confidence = Math.min(0.95, Math.max(0.05, confidence));
  const refs = group.members.map((member) => member.learning.ref);
  const tally = corrected > 0 && failed > 0 && corrected !== group.members.length
    ? `failed ${failed}x, corrected ${corrected}x`
    : corrected > 0 ? `corrected ${corrected}x` : `failed ${failed}x`;
  return {
    kind: 'PROMOTE',
    fingerprint: fingerprintOf('PROMOTE', group.subject),
    rule,
    sources: refs,
    sourceText: formatSources(refs),
    evidence: [groupEvidence(group, corrected, failed), chosen ? describeCheck(check) : 'no machine check: the Verify line says why'].join('; '),
    verify,
    destination: input.rules.label,
    risk: risk.level,
    riskText: risk.text,
    review: reviewAdvice(confidence, risk.level),
    check,
    origin: 'learnings',
    score: group.score,
    approvable: true,
    ruleSource: `${tally}, ${capSources(refs)}`,
    ...whereOf(group),
  };
}

/** The contexts and anti-contexts the group's learnings carry, each value once. */
function whereOf(group: LessonGroup): Pick<Proposal, 'contexts' | 'antiContexts'> {
  const merged = (pick: (learning: LessonGroup['members'][number]['learning']) => LearningContexts | undefined) => {
    const out: LearningContexts = {};
    for (const member of group.members) {
      const contexts = pick(member.learning);
      for (const key of ['paths', 'languages', 'tools'] as const) {
        for (const value of contexts?.[key] ?? []) if (!(out[key] ??= []).includes(value)) out[key]!.push(value);
      }
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
  const contexts = merged((learning) => learning.contexts);
  const antiContexts = merged((learning) => learning.antiContexts);
  return { ...(contexts ? { contexts } : {}), ...(antiContexts ? { antiContexts } : {}) };
}

/** Learning ids a rule's `[source: …]` line names; the evolution log keeps every one. */
const RULE_SOURCES = 12;

function capSources(refs: readonly string[]): string {
  if (refs.length <= RULE_SOURCES) return formatSources(refs);
  return `${formatSources(refs.slice(0, RULE_SOURCES))} and ${refs.length - RULE_SOURCES} more (see the evolution log)`;
}

function groupEvidence(group: LessonGroup, corrected: number, failed: number): string {
  const texts = new Set(group.members.map((member) => member.correction?.toLowerCase().trim()).filter(Boolean));
  let head: string;
  if (corrected > 0 && failed > 0 && corrected !== group.members.length) head = `Failed ${times(failed)} and corrected ${times(corrected)}`;
  else if (corrected > 0) head = `Corrected ${times(corrected)}${texts.size > 1 ? ' in different words' : ''}`;
  else head = `Failed ${times(failed)}`;
  const counted = group.members.length - group.occurrences;
  if (counted > 0) head += ` (${counted} of ${group.members.length} learnings not counted: a candidate, or a correction recorded by both the hook and the agent)`;
  const sessions = `across ${group.sessions} session${group.sessions === 1 ? '' : 's'}`;
  const scopes = new Set(group.members.map((member) => member.learning.scope));
  const scope = scopes.size > 1 ? ' (project and global)' : scopes.has('global') ? ' (global store)' : '';
  const pain = group.pain === undefined ? '' : `, pain up to ${group.pain}/5`;
  return `${head} ${sessions}${scope}, last on ${group.lastSeen.slice(0, 10)}${pain}`;
}

function promoteRisk(group: LessonGroup, chosen: DerivedVerify | undefined, check: PatternCheck): { level: RiskLevel; text: string } {
  if (!chosen) {
    return { level: 'medium', text: 'Medium. No machine check could be derived (the Verify line says why): the sweep skips this rule, so it stays a reminder until someone writes a check.' };
  }
  const matches = check.treeMatches ?? 0;
  if (check.treeStatus === 'FAIL') {
    return { level: 'medium', text: `Medium. ${matches === 1 ? '1 line in the tree breaks' : `${matches} lines in the tree break`} the rule today; the sweep fails until ${matches === 1 ? 'it changes' : 'they change'}.` };
  }
  if (group.members.every((member) => member.learning.scope === 'global')) {
    return { level: 'medium', text: 'Medium. Every occurrence is in the global store; the lesson may belong to another project.' };
  }
  if ((chosen.term.match(/[\p{L}\p{N}]/gu) ?? []).length < SHORT_TERM) {
    return { level: 'medium', text: 'Medium. The command is short and the pattern may match more than intended.' };
  }
  return { level: 'low', text: 'Low. The pattern is specific, matches the evidence it came from and none of the replacements, and nothing in the tree breaks it today.' };
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
  const tests = usable ? deriveTests(draft.verify, evidence) : [];
  return {
    ...(tests.length > 0 ? { tests } : {}),
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

/** A rule without a verify line: propose one derived from the rule's own words, when it names code. */
async function addVerify(rule: Rule, input: ProposeInput): Promise<Proposal> {
  const avoided = avoidedTerms(rule.text).filter((term) => term.code)[0];
  let verify: string | undefined;
  let check: PatternCheck | undefined;
  let failsOwnTest: string | undefined;
  if (avoided) {
    for (const pattern of termPatterns(avoided.text.replace(/`/g, '').trim().split(/\s+/))) {
      const candidate = grepVerify(pattern);
      const result = await input.checker.check({ ruleText: rule.text, verify: candidate, evidence: [rule.text] });
      check = result;
      if (!checkPassed(result)) continue;
      // The rule's own test lines hold whatever pattern it gets.
      const failing = rule.tests.length > 0 ? (await confirmTests(candidate, [], rule.tests, input.checker.testRunner)).existingFailing[0] : undefined;
      if (failing) {
        failsOwnTest ??= `the derived pattern fails the rule's own test "${failing.text}" (line ${failing.line})`;
        continue;
      }
      verify = candidate;
      break;
    }
  }
  const tests = verify && avoided ? deriveTests(verify, [avoided.text.replace(/`/g, '').trim()]) : [];
  const where = `${input.rules.label}:${rule.line}`;
  const risk: RiskLevel = !verify ? 'high' : check?.treeStatus === 'FAIL' ? 'medium' : 'low';
  const riskText = !verify
    ? `High. No check could be derived from the rule's words${failsOwnTest ? ` (${failsOwnTest})` : ''}; modify the proposal and write one (or \`manual — why\`).`
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
    ...(tests.length > 0 ? { tests } : {}),
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
    evidence: `Passed the last ${streak.passStreak} recorded sessions in a row (checked in ${streak.sessionsSeen}${last})${ageOf(rule, input.now)}`,
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

/** Most contradicting learnings a proposal lists. */
const SHOWN_CONTRADICTIONS = 3;

/** Where a term is looked up for contradictions: its program, or, for a bare flag or word, that flag or word. */
function contradictionKey(term: Term): string {
  return effectiveProgram(term) ?? (term.flags[0] !== undefined ? `-${term.flags[0]}` : `=${term.args[0] ?? ''}`);
}

/**
 * For a lesson, the learnings outside it that say the opposite: one recommends what the lesson
 * avoids, or avoids what it recommends. Learnings are indexed by the programs their terms name,
 * so a lesson is compared only with those about its own tools.
 */
function contradictionsFinder(features: readonly LessonFeatures[]): (group: LessonGroup) => NonNullable<Proposal['contradictedBy']> {
  const byProgram = new Map<string, LessonFeatures[]>();
  for (const feature of features) {
    if (feature.candidate) continue;
    for (const term of [...feature.avoid, ...feature.prefer]) {
      const key = contradictionKey(term);
      const list = byProgram.get(key) ?? [];
      if (list[list.length - 1] !== feature) list.push(feature);
      byProgram.set(key, list);
    }
  }
  // Each learning's clash keys, read once: most learnings of a long list share none with the lesson.
  const clashKeys = new Map<LessonFeatures, { avoid: Set<string>; prefer: Set<string> }>();
  const keysOf = (feature: LessonFeatures) => {
    let keys = clashKeys.get(feature);
    if (keys === undefined) clashKeys.set(feature, (keys = { avoid: clashKeySet(feature.avoid), prefer: clashKeySet(feature.prefer) }));
    return keys;
  };
  return (group) => {
    const members = new Set(group.members.map((member) => member.learning.ref));
    const seen = new Set<string>();
    const found: NonNullable<Proposal['contradictedBy']> = [];
    const own = { avoid: clashKeySet(group.avoid), prefer: clashKeySet(group.prefer) };
    // Each program once: a group's terms often name one program many ways, and its list is long.
    const programs = new Set([...group.avoid, ...group.prefer].map(contradictionKey));
    for (const program of programs) {
      for (const other of byProgram.get(program) ?? []) {
        if (found.length >= SHOWN_CONTRADICTIONS) return found;
        const ref = other.learning.ref;
        if (members.has(ref) || seen.has(ref)) continue;
        seen.add(ref);
        const theirs = keysOf(other);
        if (!sharesKey(own.avoid, theirs.prefer) && !sharesKey(theirs.avoid, own.prefer)) continue;
        const clash = opposed(group, other);
        if (clash) found.push({ ref, text: other.correction ?? other.learning.command ?? '', term: clash.term, recommendedBy: clash.recommendedBy === 'this' ? 'lesson' : 'other' });
      }
    }
    return found;
  };
}

/**
 * What a term can contradict, as a key: a program's term only another term of the program it runs,
 * a bare word only the same words (see contradicts). Two terms without a key in common never clash.
 */
function clashKeySet(terms: readonly Term[]): Set<string> {
  const keys = new Set<string>();
  for (const term of terms) {
    if (term.program !== undefined) keys.add(`p:${effectiveProgram(term)}`);
    else if (term.flags.length === 0) keys.add(`=${term.args.join(' ')}`);
  }
  return keys;
}

function sharesKey(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const key of a) if (b.has(key)) return true;
  return false;
}

/** `; added 2026-03-30, 238 days ago`: the rule's age from the last date its `[source: …]` line names; empty without one. */
function ageOf(rule: Rule, now: Date): string {
  const dates = rule.source?.match(/\b\d{4}-\d{2}-\d{2}\b/g);
  const added = dates?.[dates.length - 1];
  const time = added === undefined ? Number.NaN : Date.parse(`${added}T00:00:00Z`);
  if (Number.isNaN(time) || time > now.getTime()) return '';
  const days = Math.floor((now.getTime() - time) / 86_400_000);
  return `; added ${added}, ${days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`}`;
}

/** Over the cap: propose removing rules until it would fit, graduated ones first, then those without a working check, then the oldest. */
function prune(input: ProposeInput, settled: SettledDecisions): Proposal[] {
  const { document, source, label } = input.rules;
  const ruleLines = ruleLinesOf(document);
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
    if (proposal.kind !== 'PROMOTE' || !proposal.verify || isManualVerify(proposal.verify)) return true;
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

