// Evolve as use-cases: `listProposals` (what `evolve --json`, `--list`, a non-terminal run and the
// MCP server show: proposals and what was left out, changing nothing) and `openReview` (the same,
// plus `review`, which walks a person through them at a terminal, applies each decision as it is
// made, and commits the rules file and the log as one commit). A person's edit is re-checked
// (./recheck.ts) against the evidence the proposal came from. Nothing here prints: the person's
// side (prompter, rendering, what to say after each decision) is injected.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { isRulesweepError, type RulesweepError } from '../diagnostics/errors.js';
import { sweepSettings } from '../memory/config.js';
import type { CommitResult } from '../memory/git.js';
import { displayPath, rulesweepFiles, type ProjectPaths } from '../memory/paths.js';
import { findRipgrep } from '../sweep/ripgrep.js';
import { applyDecision, commitSession, restateProposal, type AppliedDecision, type PersonDecision } from './apply.js';
import { withConfirmedTests } from './examples.js';
import { gather, type Gathered } from './gather.js';
import { citedEvidence } from './group.js';
import type { Proposal } from './model.js';
import { PatternChecker } from './pattern.js';
import type { Prompter } from './prompter.js';
import { buildProposals, DEFAULT_CAP, DEFAULT_GRADUATE_AFTER, type ProposeProgress, type SuppressedProposal } from './propose.js';
import { recheckProposal } from './recheck.js';
import { reviewProposals, type ReviewOutcome } from './review.js';

export interface EvolveInput {
  paths: ProjectPaths;
  env: Record<string, string | undefined>;
  now: Date;
  /** Most lines of rules before PRUNE is proposed (default: evolve.cap in .rulesweep.json, else 50). */
  cap?: number | undefined;
  /** Time limit for checking each proposed pattern (default: the sweep's). */
  timeoutMs?: number | undefined;
  /** Told how grouping and checking advance (the command shows it on a terminal). */
  onProgress?: ((progress: ProposeProgress) => void) | undefined;
}

export interface ProposalList {
  proposals: Proposal[];
  /** Proposals left out: decided in the log, or already a rule. */
  suppressed: SuppressedProposal[];
  /** Warnings about the inputs (learnings, log, drafts, history, thesaurus). */
  problems: Diagnostic[];
  /** The rules file and the evolution log as people read them. */
  rulesFile: string;
  evolutionLog: string;
}

/** The person's side of a review, at a terminal. */
export interface PersonAtTerminal {
  prompter: Prompter;
  /** Shows a proposal or a note. */
  show(text: string): void;
  render(proposal: Proposal): string;
  /** Told after each decision is applied. */
  applied(applied: AppliedDecision): void;
  /** Told when a decision could not be applied (the proposal stays undecided). */
  notApplied(error: RulesweepError): void;
  /** The clock each decision is dated by. */
  now(): Date;
}

export interface ReviewReport extends ReviewOutcome {
  commit: CommitResult;
  /** Rules approved for CLAUDE.md: the person copies them there (they stay in the rules file). */
  graduated: string[];
}

export interface ReviewSession extends ProposalList {
  /** Reviews every proposal with the person, then commits what was decided. */
  review(person: PersonAtTerminal): Promise<ReviewReport>;
}

/** The proposals, changing nothing. */
export async function listProposals(input: EvolveInput): Promise<ProposalList> {
  return (await prepare(input)).list;
}

export async function openReview(input: EvolveInput): Promise<ReviewSession> {
  const { list, gathered, checker } = await prepare(input);
  return { ...list, review: (person) => review(list.proposals, gathered, checker, input, person) };
}

async function prepare(input: EvolveInput): Promise<{ list: ProposalList; gathered: Gathered; checker: PatternChecker }> {
  const { paths } = input;
  const gathered = await gather(paths);
  const checker = patternChecker(paths, gathered, input);
  const { proposals, suppressed } = await buildProposals({
    learnings: gathered.learnings,
    rules: gathered.rules,
    log: gathered.log,
    drafts: gathered.drafts,
    streaks: gathered.streaks,
    cap: capOf(input),
    graduateAfter: DEFAULT_GRADUATE_AFTER,
    now: input.now,
    canonical: gathered.canonical,
    checker,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
  const list: ProposalList = {
    proposals,
    suppressed,
    problems: gathered.problems,
    rulesFile: gathered.rules.label,
    evolutionLog: displayPath(paths.root, paths.evolutionLog),
  };
  return { list, gathered, checker };
}

/** Checks proposed patterns the way the sweep would, never counting rulesweep's own files. */
export function patternChecker(paths: ProjectPaths, gathered: Pick<Gathered, 'rules'>, input: Pick<EvolveInput, 'env' | 'timeoutMs'>): PatternChecker {
  return new PatternChecker({
    root: paths.root,
    rg: findRipgrep(input.env),
    exclude: rulesweepFiles(paths, input.env),
    rulesFile: paths.rulesFile,
    rulesFileLabel: gathered.rules.label,
    timeoutMs: sweepSettings(paths.config, { timeoutMs: input.timeoutMs }).timeoutMs,
  });
}

async function review(
  proposals: readonly Proposal[],
  gathered: Gathered,
  checker: PatternChecker,
  input: EvolveInput,
  person: PersonAtTerminal,
): Promise<ReviewReport> {
  const target = { rulesFile: input.paths.rulesFile, evolutionLog: input.paths.evolutionLog };
  // The texts each proposal's verify line must match, for re-checking after a person edits it.
  const evidence = new Map(proposals.map((proposal) => [
    proposal.fingerprint,
    proposal.kind === 'ADD-VERIFY' ? [proposal.rule] : citedEvidence(proposal.sources, gathered.learnings),
  ]));
  const graduated: string[] = [];
  // A rule's own test lines hold for any verify line added under it.
  const existingTests = (proposal: Proposal) => (proposal.kind === 'ADD-VERIFY' ? gathered.rules.document.rules.find((rule) => rule.id === proposal.ruleId)?.tests ?? [] : []);
  const confirmed = (proposal: Proposal) => (proposal.kind === 'PROMOTE' || proposal.kind === 'ADD-VERIFY'
    ? withConfirmedTests(proposal, existingTests(proposal), checker.testRunner)
    : Promise.resolve(proposal));
  const outcome = await reviewProposals(proposals, {
    prompter: person.prompter,
    show: (text) => person.show(text),
    render: (proposal) => person.render(proposal),
    prepare: confirmed,
    recheck: async (proposal, rule, verify) => confirmed(await recheckProposal(proposal, { rule, verify }, evidence.get(proposal.fingerprint) ?? [], checker)),
    restate: (proposal) => restateProposal(proposal, { file: input.paths.rulesFile, label: gathered.rules.label, cap: capOf(input) }),
    decide: async (proposal, decision: PersonDecision, reason?: string) => {
      let applied: AppliedDecision;
      try {
        applied = await applyDecision(target, { proposal, decision, ...(reason !== undefined ? { reason } : {}), now: person.now() });
      } catch (error) {
        if (!isRulesweepError(error)) throw error;
        person.notApplied(error);
        return undefined;
      }
      person.applied(applied);
      if (applied.change === 'graduated') graduated.push(proposal.rule);
      return applied;
    },
  });
  // Interrupted or not, what was decided is applied already: commit it, so no review leaves it behind.
  const commit = await commitSession(target, outcome.applied, input.paths.root);
  return { ...outcome, commit, graduated };
}

function capOf(input: EvolveInput): number {
  return input.cap ?? input.paths.config.evolve?.cap ?? DEFAULT_CAP;
}
