// What `evolve` proposes and decides: the four proposal kinds, the check a proposed verify line
// went through, the advisory review level, the decisions written to the evolution log, and the
// Source line both show (written from a proposal's refs, read back into them).
import { createHash } from 'node:crypto';
import type { LearningContexts } from '../learnings/model.js';

export type ProposalKind = 'PROMOTE' | 'GRADUATE' | 'ADD-VERIFY' | 'PRUNE';
export const PROPOSAL_KINDS: readonly ProposalKind[] = ['PROMOTE', 'GRADUATE', 'ADD-VERIFY', 'PRUNE'];

export type RiskLevel = 'low' | 'medium' | 'high';
/** How much a wrong rule of this risk would cost (seed 000: syntax error 0.2, hallucination 0.8). */
const RISK_WEIGHT: Record<RiskLevel, number> = { low: 0.2, medium: 0.5, high: 0.8 };

export type ReviewLevel = 'auto' | 'semi' | 'manual';

export interface ReviewAdvice {
  level: ReviewLevel;
  /** Δ = confidence × (1 − risk weight). */
  delta: number;
  confidence: number;
  riskWeight: number;
}

/** What a proposed verify line went through before it was shown. */
export interface PatternCheck {
  /** The verify text parses as a Grep/Glob check (or is a manual check, when a person wrote it). */
  parses: boolean;
  /** ripgrep accepted the pattern. */
  compiles: boolean;
  /** Pieces of evidence the pattern matches, of `evidenceTotal`. */
  evidenceMatched: number;
  evidenceTotal: number;
  /** Replacements the corrections recommend that the pattern was checked not to match. */
  replacements?: string[];
  /** Lines matching in the project tree today, as the sweep counts them. */
  treeMatches?: number;
  /** The sweep's verdict on the tree today. */
  treeStatus?: import('../sweep/result.js').Status;
  /** Why the check failed, when it did. */
  problem?: string;
}

export type ProposalOrigin = 'learnings' | 'draft' | 'rules' | 'sessions';

/** An example the proposal's pattern must (not) match, written as a `test:` line when approved. */
export interface ProposalTest {
  text: string;
  expect: 'match' | 'no match';
}

export interface Proposal {
  kind: ProposalKind;
  /** Stable across runs: the same lesson or rule gives the same fingerprint. */
  fingerprint: string;
  rule: string;
  /** `#8`, `#g3` (learnings), `d2` (drafts), `r-1a2b3c4d` (rules). */
  sources: string[];
  /** The Source: line as people read it (see formatSources and ruleSourceText); `sourcesOf` reads the refs back. */
  sourceText: string;
  evidence: string;
  /** The verify check without the `verify:` prefix; absent when none could be derived. */
  verify?: string;
  /**
   * The text after `guard: ` (e.g. `Bash("\\bpip3? install")`) for a PROMOTE whose lesson came from
   * failed commands: it refuses each of them and none of the replacements (see guard-proposal.ts).
   */
  guard?: string;
  destination: string;
  risk: RiskLevel;
  riskText: string;
  review: ReviewAdvice;
  check?: PatternCheck;
  /** The rule in the rules file this proposal is about (GRADUATE, ADD-VERIFY, PRUNE). */
  ruleId?: string;
  origin: ProposalOrigin;
  /** Ranking: higher first. */
  score: number;
  /** False when a person must modify it first (no usable verify line). */
  approvable: boolean;
  /** What the rule's `[source: …]` line says once approved (the date is added then). */
  ruleSource?: string;
  /** Set once a person modified it: what was first proposed. */
  original?: { rule: string; verify?: string };
  /** Test lines written after the verify (and guard) line when approved: evidence `-> match`, the replacement `-> no match`. */
  tests?: ProposalTest[];
  /** Tests ripgrep showed the pattern fails: shown to the person, never written. */
  testsLeftOut?: ProposalTest[];
  /** Where the lesson's learnings say it applies and does not (issue 13 item 3), merged; shown as the Where line. */
  contexts?: LearningContexts;
  antiContexts?: LearningContexts;
  /** Learnings outside the lesson that say the opposite (issue 13 item 4): shown beside it, never merged into it. */
  contradictedBy?: Array<{ ref: string; text: string; term: string; recommendedBy: 'lesson' | 'other' }>;
}

export type Decision = 'approved' | 'rejected' | 'modified' | 'restored';

/** One entry of evolution-log.md. */
export interface LogEntry {
  /** YYYY-MM-DD. */
  date: string;
  /** ISO 8601 time of the decision. */
  time: string;
  kind: ProposalKind;
  decision: Decision;
  fingerprint: string;
  rule: string;
  verify?: string;
  /** The refs of the Source line (`sourcesOf(sourceText)`), as the log is read back. */
  sources: string[];
  sourceText: string;
  reason?: string;
  /** What a modified proposal said before the person edited it. */
  proposedRule?: string;
  proposedVerify?: string;
  /** Line of the entry's heading in the log. */
  line?: number;
}

const FINGERPRINT_LENGTH = 12;

/** A short stable hash of the proposal kind and what it is about. */
export function fingerprintOf(kind: ProposalKind, subject: string): string {
  return createHash('sha256').update(`${kind}\0${subject}`).digest('hex').slice(0, FINGERPRINT_LENGTH);
}

/** Δ = confidence × (1 − risk): above 0.7 auto, above 0.4 semi, else manual (seed 000). Advice only. */
export function reviewAdvice(confidence: number, risk: RiskLevel): ReviewAdvice {
  const clamped = Math.min(1, Math.max(0, confidence));
  const riskWeight = RISK_WEIGHT[risk];
  const delta = round(clamped * (1 - riskWeight));
  const level: ReviewLevel = delta > 0.7 ? 'auto' : delta > 0.4 ? 'semi' : 'manual';
  return { level, delta, confidence: round(clamped), riskWeight };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

const DRAFT_ID = /^d\d+$/;

/** A learning as `learn list` names it: `#8` (project store) or `#g8` (global store). */
export function isLearningRef(source: string): boolean {
  return /^#g?\d+$/.test(source);
}

/** `learning #8, #12` for learning refs, `draft d1` for a draft, other sources as written. */
export function formatSources(sources: readonly string[]): string {
  const refs = sources.filter(isLearningRef);
  const others = sources.filter((source) => !isLearningRef(source)).map((source) => (DRAFT_ID.test(source) ? `draft ${source}` : source));
  return [...(refs.length > 0 ? [`learning ${refs.join(', ')}`] : []), ...others].join(', ');
}

/** The Source line of a proposal about a rule of the rules file: `rule r-1a2b3c4d (file:line)`. */
export function ruleSourceText(ruleId: string, where: string): string {
  return `rule ${ruleId} (${where})`;
}

/** The refs a Source line names, in the forms `sources` holds: the inverse of formatSources and ruleSourceText. */
export function sourcesOf(sourceText: string): string[] {
  const rule = /^rule ([A-Za-z0-9][\w.-]*) \(/.exec(sourceText);
  if (rule) return [rule[1]!];
  return sourceText
    .split(',')
    .map((part) => part.trim().replace(/^learnings?\s+(?=#g?\d+$)/, '').replace(/^draft\s+(?=d\d+$)/, ''))
    .filter(Boolean);
}
