// `rulesweep evolve` and its subcommands: review proposals (only a person at a terminal can
// approve; anywhere else the proposals are printed and nothing changes), `draft` (an agent
// files a validated proposal for later review), `restore` (bring a rejected proposal back) and
// `history` (the decisions in the evolution log).
import { formatDiagnostic } from '../../diagnostics/diagnostic.js';
import { isRulesweepError, UsageError, type ExitCode } from '../../diagnostics/errors.js';
import { applyDecision, commitSession, restateProposal, type AppliedDecision, type PersonDecision } from '../../evolve/apply.js';
import { reviewRefusal } from '../../evolve/approval.js';
import { appendDraft, draftFingerprint } from '../../evolve/drafts.js';
import { formatHistory, formatProposal, formatProposals, formatProposalsJson } from '../../evolve/format.js';
import { gather, type Gathered } from '../../evolve/gather.js';
import { citedEvidence } from '../../evolve/group.js';
import { latestDecisions, appendLogEntries, readLog } from '../../evolve/log.js';
import { formatSources, isLearningRef, reviewAdvice, type LogEntry, type Proposal, type ProposalKind, type RiskLevel } from '../../evolve/model.js';
import { checkPassed, describeCheck, PatternChecker } from '../../evolve/pattern.js';
import { buildProposals, DEFAULT_CAP, DEFAULT_GRADUATE_AFTER } from '../../evolve/propose.js';
import type { Prompter } from '../../evolve/prompter.js';
import { reviewProposals, type ReviewOutcome } from '../../evolve/review.js';
import { formatRef, parseRef } from '../../learnings/store.js';
import { displayPath, resolveProject, type ProjectPaths } from '../../memory/paths.js';
import type { CommitResult } from '../../memory/git.js';
import { palette, type Palette } from '../../report/color.js';
import { localDate } from '../../scorecard/calendar.js';
import { DEFAULT_TIMEOUT_MS } from '../../sweep/engine.js';
import { findRipgrep } from '../../sweep/ripgrep.js';
import { colorEnabled, isInteractive, type CliIo } from '../io.js';
import { VERSION } from '../version.js';

export interface EvolveOptions {
  root?: string;
  rules?: string;
  json?: boolean;
  list?: boolean;
  cap?: number;
  timeout?: number;
  quiet?: boolean;
}

export interface EvolveDependencies {
  /** Answers the review's questions; defaults to the terminal. Tests pass a scripted one. */
  prompter?: Prompter;
}

interface Session {
  paths: ProjectPaths;
  gathered: Gathered;
  checker: PatternChecker;
  color: Palette;
}

async function openSession(options: EvolveOptions, io: CliIo): Promise<Session> {
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  const gathered = await gather(paths);
  if (!options.quiet) for (const problem of gathered.problems) io.stderr.write(`${formatDiagnostic(problem)}\n`);
  const checker = new PatternChecker({
    root: paths.root,
    rg: findRipgrep(io.env),
    exclude: [paths.rulesFile, paths.evolutionLog],
    rulesFile: paths.rulesFile,
    rulesFileLabel: gathered.rules.label,
    timeoutMs: options.timeout ?? paths.config.sweep?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  return { paths, gathered, checker, color: palette(!options.json && colorEnabled(io.stdout, io.env)) };
}

export async function runEvolveCommand(options: EvolveOptions, io: CliIo, deps: EvolveDependencies = {}): Promise<ExitCode> {
  const session = await openSession(options, io);
  const { paths, gathered, checker, color } = session;
  const cap = options.cap ?? paths.config.evolve?.cap ?? DEFAULT_CAP;
  const { proposals, suppressed } = await buildProposals({
    learnings: gathered.learnings,
    rules: gathered.rules,
    log: gathered.log,
    drafts: gathered.drafts,
    streaks: gathered.streaks,
    cap,
    graduateAfter: DEFAULT_GRADUATE_AFTER,
    now: io.now(),
    canonical: gathered.canonical,
    checker,
  });

  if (options.json) {
    io.stdout.write(formatProposalsJson({
      proposals,
      suppressed,
      rulesFile: gathered.rules.label,
      evolutionLog: displayPath(paths.root, paths.evolutionLog),
      version: VERSION,
    }));
    return 0;
  }
  if (proposals.length === 0) {
    io.stdout.write(`No proposals: nothing has recurred twice yet, and every rule has a check.${suppressed.length > 0 ? ` (${suppressed.length} already decided or already rules.)` : ''}\n`);
    return 0;
  }
  const refusal = options.list ? undefined : reviewRefusal({ env: io.env, interactive: isInteractive(io), waiting: proposals.length });
  if (options.list || refusal) {
    io.stdout.write(formatProposals(proposals, color));
    if (refusal) io.stderr.write(`rulesweep: ${refusal}\n`);
    return 0;
  }

  const { createTerminalPrompter } = await import('../../evolve/prompter.js');
  const prompter = deps.prompter ?? await createTerminalPrompter({
    input: io.stdin,
    output: io.stdout as unknown as NodeJS.WritableStream,
  });
  const target = { rulesFile: paths.rulesFile, evolutionLog: paths.evolutionLog };
  const evidence = evidenceByFingerprint(proposals, gathered);
  const notes: string[] = [];
  const outcome = await reviewProposals(proposals, {
    prompter,
    show: (text) => io.stdout.write(text),
    render: (proposal) => formatProposal(proposal, color),
    recheck: (proposal, rule, verify) => recheck(proposal, rule, verify, evidence.get(proposal.fingerprint) ?? [], checker),
    decide: async (proposal, decision: PersonDecision, reason?: string) => {
      let applied: AppliedDecision;
      try {
        applied = await applyDecision(target, { proposal, decision, ...(reason !== undefined ? { reason } : {}), now: io.now() });
      } catch (error) {
        if (!isRulesweepError(error)) throw error;
        io.stderr.write(`rulesweep: ${error.message}\n${error.hint ? `hint: ${error.hint}\n` : ''}`);
        io.stdout.write('Not applied: the proposal stays undecided.\n');
        return undefined;
      }
      io.stdout.write(`${describeApplied(applied, gathered.rules.label)}\n`);
      if (applied.change === 'graduated') notes.push(`Copy "${proposal.rule}" into CLAUDE.md; it stays in ${gathered.rules.label} so the sweep keeps checking it.`);
      return applied;
    },
    restate: (proposal) => restateProposal(proposal, { file: paths.rulesFile, label: gathered.rules.label, cap }),
  });
  // Interrupted or not, what was decided is applied already: commit it, so no review leaves it behind.
  const commit = await commitSession(target, outcome.applied, paths.root);
  io.stdout.write(`\n${summarize(outcome)}\n${describeCommit(commit)}\n`);
  for (const note of notes) io.stdout.write(`${note}\n`);
  return outcome.interrupted ? 130 : outcome.failed > 0 ? 2 : 0;
}

/** The texts each proposal's verify line must match, for re-checking after a person edits it. */
function evidenceByFingerprint(proposals: readonly Proposal[], gathered: Gathered): Map<string, string[]> {
  return new Map(proposals.map((proposal) => [
    proposal.fingerprint,
    proposal.kind === 'ADD-VERIFY' ? [proposal.rule] : citedEvidence(proposal.sources, gathered.learnings),
  ]));
}

async function recheck(proposal: Proposal, rule: string, verify: string, evidence: string[], checker: PatternChecker): Promise<Proposal> {
  const check = await checker.check({ ruleText: rule, verify, evidence, allowManual: true });
  const usable = check.parses && check.compiles && check.problem === undefined;
  const head = proposal.kind === 'ADD-VERIFY' ? 'The rule has no verify line: a wish, not a guardrail' : proposal.evidence.split('; ')[0]!;
  const treeFails = check.treeStatus === 'FAIL';
  const risk: RiskLevel = !usable ? 'high' : treeFails && proposal.risk === 'low' ? 'medium' : proposal.risk;
  return {
    ...proposal,
    rule,
    verify,
    check,
    approvable: usable,
    evidence: `${head}; re-checked after your edit: ${describeCheck(check)}`,
    risk,
    riskText: !usable
      ? 'High. The edited verify line cannot be checked; modify it again.'
      : treeFails ? `${capital(risk)}. The tree breaks the edited rule today; the sweep fails until it changes.` : proposal.riskText,
    review: reviewAdvice(proposal.review.confidence, risk),
    original: proposal.original ?? { rule: proposal.rule, ...(proposal.verify !== undefined ? { verify: proposal.verify } : {}) },
  };
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeApplied(applied: AppliedDecision, rulesLabel: string): string {
  const { entry, change } = applied;
  switch (change) {
    case 'added': return `Approved: rule added to ${rulesLabel} and logged.`;
    case 'verify-added': return `Approved: verify line added under the rule in ${rulesLabel} and logged.`;
    case 'removed': return `Approved: rule removed from ${rulesLabel} and logged.`;
    case 'graduated': return 'Approved: graduation logged.';
    case 'already-done': return `Logged: ${rulesLabel} already had this change (another review made it).`;
    default: return entry.decision === 'rejected' ? 'Rejected and logged: it will not be proposed again.' : 'Logged.';
  }
}

function summarize({ applied, skipped, unreviewed, failed, moot, interrupted }: ReviewOutcome): string {
  const count = (decision: LogEntry['decision']) => applied.filter((item) => item.entry.decision === decision).length;
  const parts = [`${count('approved')} approved`, `${count('modified')} modified`, `${count('rejected')} rejected`, `${skipped} skipped`];
  if (failed > 0) parts.push(`${failed} not applied`);
  if (moot > 0) parts.push(`${moot} no longer needed`);
  if (unreviewed > 0) parts.push(`${unreviewed} not reviewed`);
  return `${interrupted ? 'Review interrupted' : 'Review finished'}: ${parts.join(', ')}.`;
}

function describeCommit(commit: CommitResult): string {
  switch (commit.status) {
    case 'committed': return `Committed ${commit.hash.slice(0, 7)} (${commit.files.join(', ')}).`;
    case 'not-a-repository': return 'Not a git repository: the changes are written, not committed.';
    case 'nothing-to-commit': return 'Nothing to commit.';
    default: return `Not committed: ${commit.reason}.`;
  }
}

export interface DraftOptions extends EvolveOptions {
  rule: string;
  verify: string;
  source?: string[];
  risk: { level: RiskLevel; note?: string };
  evidence?: string;
  agent?: string;
}

/** `evolve draft`: validates a proposal and files it for a person's review. Changes no rule. */
export async function runEvolveDraft(options: DraftOptions, io: CliIo): Promise<ExitCode> {
  const rule = options.rule.trim();
  const verify = options.verify.trim().replace(/^verify:\s*/i, '');
  if (rule === '' || /[\r\n]/.test(rule)) throw new UsageError('--rule must be one line of text', { hint: 'e.g. --rule "Never use pip install; use uv add instead."' });
  const session = await openSession(options, io);
  const { gathered, checker, paths } = session;
  const sources = (options.source ?? []).flatMap((source) => source.split(',')).map((source) => normalizeRef(source)).filter(Boolean);
  const known = new Set(gathered.learnings.map((learning) => learning.ref));
  const missing = sources.filter((source) => isLearningRef(source) && !known.has(source));
  if (missing.length > 0) {
    throw new UsageError(`no learning ${missing.join(', ')} in the learnings store`, { hint: 'list learnings with `rulesweep learn list` (global ones are #g…)' });
  }
  const evidence = citedEvidence(sources, gathered.learnings);
  const check = await checker.check({ ruleText: rule, verify, evidence });
  if (!check.parses || !check.compiles || check.problem !== undefined) {
    throw new UsageError(`the draft's verify line does not check: ${check.problem ?? 'it does not parse'}`, {
      hint: 'write it as Grep("pattern", path="folder/") -> 0 matches, with a path that exists',
    });
  }
  if (!checkPassed(check)) {
    throw new UsageError(`the pattern matches only ${check.evidenceMatched} of the ${check.evidenceTotal} learnings it cites`, {
      hint: 'a rule must catch the mistakes it came from: widen the pattern, or cite only the learnings it matches',
    });
  }
  const fingerprint = draftFingerprint({ rule, verify });
  const decided = latestDecisions(gathered.log).get(fingerprint);
  if (decided && decided.decision !== 'restored') {
    throw new UsageError(`this proposal was already ${decided.decision} on ${decided.date}${decided.reason ? ` (${decided.reason})` : ''}`, {
      hint: decided.decision === 'rejected' ? `a person can bring it back with \`rulesweep evolve restore ${fingerprint}\`` : 'it is in the rules file already',
    });
  }
  const { draft, added } = await appendDraft(gathered.draftsFile, {
    time: io.now().toISOString(),
    rule,
    verify,
    sources,
    risk: options.risk.level,
    ...(options.risk.note ? { riskNote: options.risk.note } : {}),
    ...(options.evidence ? { evidence: options.evidence } : {}),
    ...(options.agent ? { agent: options.agent } : {}),
  });
  if (options.json) {
    io.stdout.write(`${JSON.stringify({ tool: 'rulesweep', version: VERSION, draft, fingerprint, check, alreadyDrafted: !added }, null, 2)}\n`);
    return 0;
  }
  const where = displayPath(paths.root, gathered.draftsFile);
  io.stdout.write(!added
    ? `Already drafted as ${draft.id} (${fingerprint}); it waits for a person's review.\n`
    : `Drafted ${draft.id} (${fingerprint}) in ${where}: ${rule}\nSource: ${formatSources([draft.id, ...sources])}\nCheck: ${describeCheck(check)}\nIt changes nothing until a person approves it with \`rulesweep evolve\` in a terminal.\n`);
  return 0;
}

/** `8`, `#8` and `learning #8` name the same learning (`g8` a global one); other text is kept as written. */
function normalizeRef(source: string): string {
  const text = source.trim().replace(/^learnings?\s+(?=#?g?\d+$)/i, '');
  const ref = parseRef(text);
  return ref ? formatRef(ref.scope ?? 'project', ref.id) : text;
}

export interface RestoreOptions extends EvolveOptions {
  reason?: string;
}

/** `evolve restore FINGERPRINT`: a rejected proposal may be proposed again. Logged and committed. */
export async function runEvolveRestore(fingerprint: string, options: RestoreOptions, io: CliIo): Promise<ExitCode> {
  const wanted = fingerprint.trim().toLowerCase();
  if (!/^[0-9a-f]{4,64}$/.test(wanted)) {
    throw new UsageError(`"${fingerprint}" is not a fingerprint`, { hint: 'fingerprints are hex, e.g. 3f2a9c1b7d0e; see `rulesweep evolve history`' });
  }
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  const log = await readLog(paths.evolutionLog, displayPath(paths.root, paths.evolutionLog));
  // A decision the log could not read is a likely reason for "no decision with fingerprint …".
  if (!options.quiet) for (const problem of log.problems) io.stderr.write(`${formatDiagnostic(problem)}\n`);
  const latest = latestDecisions(log.entries);
  const matches = [...latest.keys()].filter((key) => key.startsWith(wanted));
  if (matches.length === 0) {
    throw new UsageError(`no decision with fingerprint ${fingerprint} in ${displayPath(paths.root, paths.evolutionLog)}`, { hint: 'list decisions with `rulesweep evolve history`' });
  }
  if (matches.length > 1) {
    throw new UsageError(`fingerprint ${fingerprint} is ambiguous: ${matches.join(', ')}`, { hint: 'give more of it' });
  }
  const entry = latest.get(matches[0]!)!;
  if (entry.decision === 'restored') {
    io.stdout.write(`Already restored: ${entry.rule}\n`);
    return 0;
  }
  if (entry.decision !== 'rejected') {
    throw new UsageError(`${entry.fingerprint} was ${entry.decision}, not rejected; there is nothing to restore`, {
      hint: 'edit the rules file to change an approved rule',
    });
  }
  const now = io.now();
  const restored: LogEntry = {
    ...entry,
    date: localDate(now),
    time: now.toISOString(),
    decision: 'restored',
    ...(options.reason ? { reason: options.reason } : {}),
  };
  delete restored.line;
  if (!options.reason) delete restored.reason;
  await appendLogEntries(paths.evolutionLog, [restored]);
  const commit = await commitSession({ rulesFile: paths.rulesFile, evolutionLog: paths.evolutionLog }, [{ entry: restored, change: 'none' }], paths.root);
  io.stdout.write(`Restored ${entry.fingerprint}: ${entry.rule}\nThe next \`rulesweep evolve\` proposes it again if its evidence still holds.\n${describeCommit(commit)}\n`);
  return 0;
}

export interface HistoryOptions extends EvolveOptions {
  kind?: ProposalKind;
  decision?: LogEntry['decision'];
}

/** `evolve history`: every decision in the evolution log, oldest first. */
export async function runEvolveHistory(options: HistoryOptions, io: CliIo): Promise<ExitCode> {
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  const label = displayPath(paths.root, paths.evolutionLog);
  const log = await readLog(paths.evolutionLog, label);
  if (!options.quiet) for (const problem of log.problems) io.stderr.write(`${formatDiagnostic(problem)}\n`);
  const entries = log.entries.filter((entry) => (!options.kind || entry.kind === options.kind) && (!options.decision || entry.decision === options.decision));
  if (options.json) {
    io.stdout.write(`${JSON.stringify({ tool: 'rulesweep', version: VERSION, evolutionLog: label, decisions: entries }, null, 2)}\n`);
    return 0;
  }
  io.stdout.write(formatHistory(entries, palette(colorEnabled(io.stdout, io.env))));
  return 0;
}

