// Carries out a person's decision the moment it is made: an approved rule goes into the rules
// file (read, edited and replaced atomically while holding the rules file's lock, so a crash or
// a second evolve leaves the old file or the new one) and every decision is appended to the
// evolution log. At the end of a review session the rules file and the log become one commit.
import { InputError } from '../diagnostics/errors.js';
import { readTextIfExists, writeAtomic, withLock } from '../memory/atomic.js';
import { commitFiles, type CommitResult } from '../memory/git.js';
import { localDate } from '../session/calendar.js';
import { appendLogEntries } from './log.js';
import type { LogEntry, Proposal } from './model.js';
import { addVerifyLine, appendRule, removeRule, type EditResult } from './rules-edit.js';

export interface ApplyTarget {
  rulesFile: string;
  evolutionLog: string;
}

export type PersonDecision = 'approved' | 'rejected' | 'modified';

export interface DecisionInput {
  proposal: Proposal;
  decision: PersonDecision;
  reason?: string;
  now: Date;
}

/** What a decision did to the rules file. */
export type RuleChange = 'added' | 'verify-added' | 'removed' | 'graduated' | 'already-done' | 'none';

export interface AppliedDecision {
  entry: LogEntry;
  change: RuleChange;
}

export async function applyDecision(target: ApplyTarget, input: DecisionInput): Promise<AppliedDecision> {
  const entry = logEntryFor(input);
  const { proposal } = input;
  const accepted = input.decision !== 'rejected';
  if (!accepted) {
    await appendLogEntries(target.evolutionLog, [entry]);
    return { entry, change: 'none' };
  }
  if (proposal.kind === 'GRADUATE') {
    await appendLogEntries(target.evolutionLog, [entry]);
    return { entry, change: 'graduated' };
  }
  // The rules file first, then the log, both under the rules file's lock: a crash in between
  // leaves a rule without its log line (never re-proposed, since the rule exists), not a logged
  // approval whose rule was lost.
  return withLock(target.rulesFile, async () => {
    const source = (await readTextIfExists(target.rulesFile, `the rules file ${target.rulesFile}`)) ?? '';
    const edit = editFor(proposal, source, target.rulesFile, entry.date);
    if (edit.changed) await writeAtomic(target.rulesFile, edit.text);
    await appendLogEntries(target.evolutionLog, [entry]);
    const change: RuleChange = !edit.changed ? 'already-done'
      : proposal.kind === 'PROMOTE' ? 'added'
        : proposal.kind === 'ADD-VERIFY' ? 'verify-added' : 'removed';
    return { entry, change };
  });
}

function editFor(proposal: Proposal, source: string, file: string, date: string): EditResult {
  switch (proposal.kind) {
    case 'PROMOTE':
      return appendRule(source, file, {
        rule: proposal.rule,
        ...(proposal.verify ? { verify: proposal.verify } : {}),
        source: `${proposal.ruleSource ?? proposal.sourceText}, ${date}`,
      });
    case 'ADD-VERIFY':
      if (!proposal.verify || !proposal.ruleId) throw new InputError('an ADD-VERIFY needs a verify line before it can be approved');
      return addVerifyLine(source, file, proposal.ruleId, proposal.verify);
    case 'PRUNE':
      return removeRule(source, file, proposal.ruleId!);
    default:
      return { text: source, changed: false };
  }
}

function logEntryFor(input: DecisionInput): LogEntry {
  const { proposal } = input;
  const time = input.now.toISOString();
  return {
    date: localDate(input.now),
    time,
    kind: proposal.kind,
    decision: input.decision,
    fingerprint: proposal.fingerprint,
    rule: proposal.rule,
    ...(proposal.verify !== undefined ? { verify: proposal.verify } : {}),
    sources: proposal.sources,
    sourceText: proposal.sourceText,
    ...(input.reason !== undefined && input.reason.trim() !== '' ? { reason: input.reason.trim() } : {}),
    ...(proposal.original && input.decision === 'modified' ? { proposedRule: proposal.original.rule } : {}),
    ...(proposal.original?.verify !== undefined && input.decision === 'modified' ? { proposedVerify: proposal.original.verify } : {}),
  };
}

/** `evolve: add 1 rule, reject 1 proposal` and one line per decision. */
export function commitMessage(applied: readonly AppliedDecision[]): string {
  const count = (predicate: (item: AppliedDecision) => boolean) => applied.filter(predicate).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts: string[] = [];
  const added = count((item) => item.change === 'added');
  const verified = count((item) => item.change === 'verify-added');
  const removed = count((item) => item.change === 'removed');
  const graduated = count((item) => item.change === 'graduated');
  const rejected = count((item) => item.entry.decision === 'rejected');
  const restored = count((item) => item.entry.decision === 'restored');
  if (added) parts.push(`add ${plural(added, 'rule')}`);
  if (verified) parts.push(`add ${plural(verified, 'verify line')}`);
  if (removed) parts.push(`prune ${plural(removed, 'rule')}`);
  if (graduated) parts.push(`graduate ${plural(graduated, 'rule')} to CLAUDE.md`);
  if (rejected) parts.push(`reject ${plural(rejected, 'proposal')}`);
  if (restored) parts.push(`restore ${plural(restored, 'proposal')}`);
  if (parts.length === 0) parts.push(`record ${plural(applied.length, 'decision')}`);
  const body = applied.map(({ entry }) => {
    const reason = entry.reason ? ` (reason: ${entry.reason})` : '';
    return `- ${entry.decision} ${entry.kind} ${entry.fingerprint}: ${entry.rule}${reason}`;
  });
  return `evolve: ${parts.join(', ')}\n\n${body.join('\n')}\n`;
}

/** One commit of exactly the rules file and the log, when the project is a git repository. */
export async function commitSession(target: ApplyTarget, applied: readonly AppliedDecision[], cwd: string): Promise<CommitResult> {
  if (applied.length === 0) return { status: 'nothing-to-commit', files: [] };
  return commitFiles([target.rulesFile, target.evolutionLog], commitMessage(applied), { cwd });
}
