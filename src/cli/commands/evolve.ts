// `rulesweep evolve` and its subcommands: review proposals (only a person at a terminal can
// approve; anywhere else the proposals are printed and nothing changes), `draft` (an agent
// files a validated proposal for later review), `restore` (bring a rejected proposal back) and
// `history` (the decisions in the evolution log). The work is in src/evolve (openReview,
// draftProposal, restoreProposal, evolveHistory); this module reads options, brings the
// terminal, and picks the output.
import { formatDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ExitCode } from '../../diagnostics/errors.js';
import { evolveHistory, restoreProposal } from '../../evolve/decisions.js';
import { reviewRefusal } from '../../evolve/approval.js';
import { draftProposal } from '../../evolve/draft-proposal.js';
import { openReview } from '../../evolve/evolve-project.js';
import {
  describeApplied,
  draftJson,
  draftText,
  formatHistory,
  formatProposal,
  formatProposals,
  formatProposalsJson,
  formatReviewReport,
  historyJson,
  restoreText,
} from '../../evolve/format.js';
import type { LogEntry, ProposalKind, RiskLevel } from '../../evolve/model.js';
import type { ProposeProgress } from '../../evolve/propose.js';
import type { Prompter } from '../../evolve/prompter.js';
import { resolveProject } from '../../memory/paths.js';
import { palette } from '../../report/color.js';
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

const project = (options: { root?: string; rules?: string }, io: CliIo) =>
  resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });

function printProblems(problems: readonly Diagnostic[], options: { quiet?: boolean }, io: CliIo): void {
  if (!options.quiet) for (const problem of problems) io.stderr.write(`${formatDiagnostic(problem)}\n`);
}

export async function runEvolveCommand(options: EvolveOptions, io: CliIo, deps: EvolveDependencies = {}): Promise<ExitCode> {
  const session = await openReview({ paths: project(options, io), env: io.env, now: io.now(), cap: options.cap, timeoutMs: options.timeout, onProgress: progressOnTerminal(io) });
  printProblems(session.problems, options, io);
  const { proposals, suppressed } = session;
  if (options.json) {
    io.stdout.write(formatProposalsJson({ ...session, version: VERSION }));
    return 0;
  }
  if (proposals.length === 0) {
    io.stdout.write(`No proposals: nothing has recurred twice yet, and every rule has a check.${suppressed.length > 0 ? ` (${suppressed.length} already decided or already rules.)` : ''}\n`);
    return 0;
  }
  const color = palette(colorEnabled(io.stdout, io.env));
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
  const report = await session.review({
    prompter,
    show: (text) => io.stdout.write(text),
    render: (proposal) => formatProposal(proposal, color),
    applied: (applied) => io.stdout.write(`${describeApplied(applied, session.rulesFile)}\n`),
    notApplied: (error) => {
      io.stderr.write(`rulesweep: ${error.message}\n${error.hint ? `hint: ${error.hint}\n` : ''}`);
      io.stdout.write('Not applied: the proposal stays undecided.\n');
    },
    now: io.now,
  });
  io.stdout.write(formatReviewReport(report, session.rulesFile));
  return report.interrupted ? 130 : report.failed > 0 ? 2 : 0;
}

/** Progress on stderr, only on a terminal and only once the work has taken a second. */
function progressOnTerminal(io: CliIo): ((progress: ProposeProgress) => void) | undefined {
  if (!io.stderr.isTTY) return undefined;
  const started = Date.now();
  let shown = false;
  return ({ phase, done, total }) => {
    if (!shown && Date.now() - started < 1_000) return;
    shown = true;
    const what = phase === 'grouping' ? `grouping learnings ${done.toLocaleString('en')}/${total.toLocaleString('en')}` : `checking ${total.toLocaleString('en')} proposals`;
    io.stderr.write(`\rrulesweep: ${what}…\x1b[K${phase === 'checking' && done === total ? '\r\x1b[K' : ''}`);
  };
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
  const outcome = await draftProposal({
    paths: project(options, io),
    env: io.env,
    now: io.now(),
    rule: options.rule,
    verify: options.verify,
    sources: options.source,
    risk: options.risk.level,
    riskNote: options.risk.note,
    evidence: options.evidence,
    agent: options.agent,
    timeoutMs: options.timeout,
  });
  io.stdout.write(options.json ? draftJson(outcome, VERSION) : draftText(outcome));
  return 0;
}

export interface RestoreOptions extends EvolveOptions {
  reason?: string;
}

/** `evolve restore FINGERPRINT`: a rejected proposal may be proposed again. Logged and committed. */
export async function runEvolveRestore(fingerprint: string, options: RestoreOptions, io: CliIo): Promise<ExitCode> {
  const outcome = await restoreProposal({ paths: project(options, io), fingerprint, reason: options.reason, env: io.env, now: io.now() });
  printProblems(outcome.problems, options, io);
  io.stdout.write(restoreText(outcome));
  return 0;
}

export interface HistoryOptions extends EvolveOptions {
  kind?: ProposalKind;
  decision?: LogEntry['decision'];
}

/** `evolve history`: every decision in the evolution log, oldest first. */
export async function runEvolveHistory(options: HistoryOptions, io: CliIo): Promise<ExitCode> {
  const history = await evolveHistory({ paths: project(options, io), kind: options.kind, decision: options.decision });
  printProblems(history.problems, options, io);
  io.stdout.write(options.json ? historyJson(history, VERSION) : formatHistory(history.decisions, palette(colorEnabled(io.stdout, io.env))));
  return 0;
}
