// Proposals and decisions as people and scripts read them: the seed's PROPOSE block (its seven
// lines in its order, then the advisory review level and the fingerprint), JSON, and the
// decision history. Pure functions returning strings.
import type { Palette } from '../report/color.js';
import { formatSources, isLearningRef, type LogEntry, type Proposal } from './model.js';
import type { SuppressedProposal } from './propose.js';

const NO_VERIFY = '(none derived: choose modify to write one)';
/** Learning ids a terminal shows per proposal; the log and --json keep every one. */
export const SHOWN_SOURCES = 12;

export function formatProposal(proposal: Proposal, color: Palette): string {
  const review = proposal.review;
  const lines = [
    `${color.bold('PROPOSE:')} ${color.magenta(proposal.kind)}`,
    `Rule: ${proposal.rule}`,
    `Source: ${shownSources(proposal)}`,
    `Evidence: ${proposal.evidence}`,
    `Verify: ${proposal.verify ?? color.yellow(NO_VERIFY)}`,
    `Destination: ${proposal.destination}`,
    `Risk: ${proposal.riskText}`,
    color.dim(`Review: ${review.level} (Δ ${review.delta.toFixed(2)} = confidence ${review.confidence.toFixed(2)} × (1 − risk ${review.riskWeight.toFixed(1)})); advice only, a person decides`),
    color.dim(`Fingerprint: ${proposal.fingerprint}`),
  ];
  if (proposal.original) {
    lines.push(color.dim(`Modified from: ${proposal.original.rule}${proposal.original.verify ? ` | ${proposal.original.verify}` : ''}`));
  }
  return `${lines.join('\n')}\n`;
}

/** The Source line, with at most SHOWN_SOURCES learning ids: a lesson seen 300 times is one line, not a screen. */
function shownSources(proposal: Proposal): string {
  const refs = proposal.sources.filter(isLearningRef);
  if (refs.length <= SHOWN_SOURCES) return proposal.sourceText;
  const others = proposal.sources.filter((source) => !isLearningRef(source));
  const shown = formatSources([...refs.slice(0, SHOWN_SOURCES), ...others]);
  return `${shown} … and ${refs.length - SHOWN_SOURCES} more (${refs.length} learnings; --json and the evolution log list every one)`;
}

export function formatProposals(proposals: readonly Proposal[], color: Palette): string {
  return proposals.map((proposal) => formatProposal(proposal, color)).join('\n');
}

export interface ProposalsJson {
  proposals: readonly Proposal[];
  suppressed: readonly SuppressedProposal[];
  rulesFile: string;
  evolutionLog: string;
  version: string;
}

export function formatProposalsJson(data: ProposalsJson): string {
  return `${JSON.stringify({ tool: 'rulesweep', version: data.version, rulesFile: data.rulesFile, evolutionLog: data.evolutionLog, proposals: data.proposals, suppressed: data.suppressed }, null, 2)}\n`;
}

/** The decision history, one line per decision: date, decision, kind, fingerprint, rule (and the reason). */
export function formatHistory(entries: readonly LogEntry[], color: Palette): string {
  if (entries.length === 0) return 'No decisions recorded yet.\n';
  const decisionWidth = Math.max(...entries.map((entry) => entry.decision.length));
  const kindWidth = Math.max(...entries.map((entry) => entry.kind.length));
  const paint = (decision: LogEntry['decision'], text: string) =>
    decision === 'rejected' ? color.red(text) : decision === 'restored' ? color.yellow(text) : color.green(text);
  return entries.map((entry) => {
    const head = `${entry.date}  ${paint(entry.decision, entry.decision.padEnd(decisionWidth))}  ${entry.kind.padEnd(kindWidth)}  ${color.dim(entry.fingerprint)}  ${entry.rule}`;
    const details = [
      entry.verify ? `    verify: ${entry.verify}` : undefined,
      entry.sourceText ? `    source: ${entry.sourceText}` : undefined,
      entry.reason ? `    reason: ${entry.reason}` : undefined,
    ].filter((line): line is string => line !== undefined);
    return [head, ...details].join('\n');
  }).join('\n').concat('\n');
}
