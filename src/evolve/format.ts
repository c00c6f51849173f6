// Proposals and decisions as people and scripts read them: the seed's PROPOSE block (its seven
// lines in its order, then the advisory review level and the fingerprint), JSON, what a review
// did, a draft, a restore, the decision history, and what a learning is related to. Pure
// functions returning strings.
import { describeContexts } from '../learnings/contexts.js';
import { formatLearning, oneLine } from '../learnings/format.js';
import type { CommitResult } from '../memory/git.js';
import type { Palette } from '../report/color.js';
import type { AppliedDecision } from './apply.js';
import type { EvolveHistory, RestoreOutcome } from './decisions.js';
import type { DraftOutcome } from './draft-proposal.js';
import type { ReviewReport } from './evolve-project.js';
import { formatSources, isLearningRef, type LogEntry, type Proposal, type ProposalTest } from './model.js';
import { describeCheck } from './pattern.js';
import { testLine } from './rules-edit.js';
import type { SuppressedProposal } from './propose.js';
import type { RelatedLearnings } from './related.js';
import type { ArchiveReport } from './age.js';

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
    // After the seed's seven lines: the command guard approved with the rule (docs/guard.md).
    ...(proposal.guard ? [`Guard: ${proposal.guard}`] : []),
    ...whereLine(proposal),
    ...(proposal.contradictedBy?.length ? [color.yellow(`Contradicted by: ${proposal.contradictedBy.map((each) => `${each.ref} "${oneLine(each.text, 80)}" (${each.recommendedBy === 'other' ? `recommends \`${each.term}\`` : `avoids \`${each.term}\``})`).join('; ')}: not merged, decide with both in view`)] : []),
    ...testLines(proposal),
    color.dim(`Review: ${review.level} (Δ ${review.delta.toFixed(2)} = confidence ${review.confidence.toFixed(2)} × (1 − risk ${review.riskWeight.toFixed(1)})); advice only, a person decides`),
    color.dim(`Fingerprint: ${proposal.fingerprint}`),
  ];
  if (proposal.original) {
    lines.push(color.dim(`Modified from: ${proposal.original.rule}${proposal.original.verify ? ` | ${proposal.original.verify}` : ''}`));
  }
  return `${lines.join('\n')}\n`;
}

/** `Where: lang:python, tool:pip; not for: path:tools/legacy/`: what the lesson's learnings say about where it holds. */
function whereLine(proposal: Proposal): string[] {
  const holds = describeContexts(proposal.contexts);
  const not = describeContexts(proposal.antiContexts);
  if (!holds && !not) return [];
  return [`Where: ${[holds, not ? `not for: ${not}` : ''].filter(Boolean).join('; ')}`];
}

/** `Tests: "pip install x" -> match; …` and the tests ripgrep showed the pattern fails, which are not written. */
function testLines(proposal: Proposal): string[] {
  const shown = (tests: readonly ProposalTest[]) => tests.map((test) => testLine(test).slice('test: '.length));
  return [
    ...(proposal.tests?.length ? [`Tests: ${shown(proposal.tests).join('; ')}`] : []),
    ...(proposal.testsLeftOut?.length
      ? [`Tests left out (not written): ${proposal.testsLeftOut.map((test) => `${shown([test])[0]} (${test.expect === 'match' ? 'the pattern does not match it' : 'the pattern matches it'})`).join('; ')}`]
      : []),
  ];
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

/** What one applied decision did, in a line. */
export function describeApplied(applied: AppliedDecision, rulesLabel: string): string {
  const { entry, change } = applied;
  switch (change) {
    case 'added': return `Approved: rule added to ${rulesLabel} and logged.`;
    case 'verify-added': return `Approved: verify line added under the rule in ${rulesLabel} and logged.`;
    case 'annotations-added': return `Approved: the rule in ${rulesLabel} already had this verify line; the guard and test lines it lacked were added and logged.`;
    case 'removed': return `Approved: rule removed from ${rulesLabel} and logged.`;
    case 'graduated': return 'Approved: graduation logged.';
    case 'already-done': return `Logged: ${rulesLabel} already had this change (another review made it).`;
    default: return entry.decision === 'rejected' ? 'Rejected and logged: it will not be proposed again.' : 'Logged.';
  }
}

/** The end of a review: the tally, the commit, and a note for each rule to copy into CLAUDE.md. */
export function formatReviewReport(report: ReviewReport, rulesLabel: string): string {
  const count = (decision: LogEntry['decision']) => report.applied.filter((item) => item.entry.decision === decision).length;
  const parts = [`${count('approved')} approved`, `${count('modified')} modified`, `${count('rejected')} rejected`, `${report.skipped} skipped`];
  if (report.failed > 0) parts.push(`${report.failed} not applied`);
  if (report.moot > 0) parts.push(`${report.moot} no longer needed`);
  if (report.unreviewed > 0) parts.push(`${report.unreviewed} not reviewed`);
  const notes = report.graduated.map((rule) => `Copy "${rule}" into CLAUDE.md; it stays in ${rulesLabel} so the sweep keeps checking it.\n`);
  return `\n${report.interrupted ? 'Review interrupted' : 'Review finished'}: ${parts.join(', ')}.\n${describeCommit(report.commit)}\n${notes.join('')}`;
}

export function describeCommit(commit: CommitResult): string {
  switch (commit.status) {
    case 'committed': return `Committed ${commit.hash.slice(0, 7)} (${commit.files.join(', ')}).`;
    case 'not-a-repository': return 'Not a git repository: the changes are written, not committed.';
    case 'nothing-to-commit': return 'Nothing to commit.';
    default: return `Not committed: ${commit.reason}.`;
  }
}

export function draftText(outcome: DraftOutcome): string {
  const { draft, fingerprint, check, file } = outcome;
  if (outcome.alreadyDrafted) return `Already drafted as ${draft.id} (${fingerprint}); it waits for a person's review.\n`;
  return `Drafted ${draft.id} (${fingerprint}) in ${file}: ${draft.rule}\nSource: ${formatSources([draft.id, ...draft.sources])}\n`
    + `Check: ${describeCheck(check)}\nIt changes nothing until a person approves it with \`rulesweep evolve\` in a terminal.\n`;
}

export function draftJson(outcome: DraftOutcome, version: string): string {
  const { draft, fingerprint, check, alreadyDrafted } = outcome;
  return `${JSON.stringify({ tool: 'rulesweep', version, draft, fingerprint, check, alreadyDrafted }, null, 2)}\n`;
}

export function restoreText(outcome: RestoreOutcome): string {
  if (outcome.status === 'already-restored') return `Already restored: ${outcome.entry.rule}\n`;
  return `Restored ${outcome.entry.fingerprint}: ${outcome.entry.rule}\nThe next \`rulesweep evolve\` proposes it again if its evidence still holds.\n${describeCommit(outcome.commit)}\n`;
}

export function historyJson(history: EvolveHistory, version: string): string {
  return `${JSON.stringify({ tool: 'rulesweep', version, evolutionLog: history.evolutionLog, decisions: history.decisions }, null, 2)}\n`;
}

/** `learn related #8`: the learning, its group, the rules made from it, the corrections that contradict it. */
export function relatedText(related: RelatedLearnings, color: Palette): string {
  const ctx = { color };
  const learning = related.learning;
  const holds = describeContexts(learning.contexts);
  const not = describeContexts(learning.antiContexts);
  const about = [
    ...(learning.source ? [`source: ${learning.source}`] : []),
    ...(learning.confidence !== undefined ? [`confidence: ${learning.confidence}`] : []),
    ...(holds ? [`applies to: ${holds}`] : []),
    ...(not ? [`not for: ${not}`] : []),
  ];
  const lines = [formatLearning(learning, ctx), ...(about.length > 0 ? [`    ${color.dim(about.join('; '))}`] : []), ''];
  lines.push(related.group.length === 0
    ? 'Group: none (evolve reads no other learning as the same lesson)'
    : `Group: ${related.group.length} other learning${related.group.length === 1 ? '' : 's'} of the same lesson`);
  for (const member of related.group) lines.push(indent(formatLearning(member, ctx)));
  lines.push(related.rules.length === 0 ? `Rules: none in ${related.rulesFile} made from it or its group` : 'Rules made from it or its group:');
  for (const rule of related.rules) {
    const where = rule.line !== undefined ? `${related.rulesFile}:${rule.line}` : color.yellow('no longer in the rules file');
    const how = rule.from === 'source' ? `its [source: …] names ${rule.via}` : `approved ${rule.approved} from ${rule.via} (evolution log)`;
    lines.push(`  ${rule.text} ${color.dim(`(${where}; ${how})`)}`);
  }
  lines.push(related.contradictions.length === 0 ? 'Contradicting corrections: none' : 'Contradicting corrections (shown together, never merged):');
  for (const clash of related.contradictions) {
    const says = clash.recommendedBy === 'other' ? `recommends \`${clash.term}\`, which ${related.learning.ref} says to avoid` : `says to avoid \`${clash.term}\`, which ${related.learning.ref} recommends`;
    lines.push(indent(formatLearning(clash.learning, ctx, color.dim(`  ${says}`))));
  }
  return `${lines.join('\n')}\n`;
}

export function relatedJson(related: RelatedLearnings, version: string): string {
  return `${JSON.stringify({ version, ...related }, null, 2)}\n`;
}

function indent(text: string): string {
  return text.split('\n').map((line) => `  ${line}`).join('\n');
}

/** `learn archive`: what was (or would be) moved, per store, and how to bring one back. */
export function archiveText(report: ArchiveReport, color: Palette): string {
  const lines: string[] = [];
  const verb = report.dryRun ? 'Would archive' : 'Archived';
  for (const { store, archive, learnings } of report.stores) {
    if (learnings.length === 0) {
      lines.push(`Nothing to archive in ${store.label}: every learning was seen in the last ${report.afterDays} days.`);
      continue;
    }
    lines.push(`${verb} ${learnings.length} learning${learnings.length === 1 ? '' : 's'} not seen in ${report.afterDays} days, from ${store.label} to ${archive}:`);
    for (const { learning, lastSeen } of learnings) lines.push(indent(formatLearning(learning, { color }, color.dim(`  last seen ${lastSeen.slice(0, 10)}`))));
  }
  if (!report.dryRun && report.stores.some((store) => store.learnings.length > 0)) lines.push('Nothing was deleted: `rulesweep learn list --archived` shows them, `rulesweep learn restore ID` brings one back.');
  return `${lines.join('\n')}\n`;
}

export function archiveJson(report: ArchiveReport, version: string): string {
  return `${JSON.stringify({
    version,
    afterDays: report.afterDays,
    cutoff: report.cutoff,
    dryRun: report.dryRun,
    stores: report.stores.map(({ store, archive, learnings }) => ({ scope: store.scope, file: store.file, path: store.label, archive, archived: learnings.map(({ learning, lastSeen }) => ({ ref: learning.ref, lastSeen, learning })) })),
  }, null, 2)}\n`;
}
