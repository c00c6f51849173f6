// Carries out a person's decision the moment it is made: an approved rule goes into the rules
// file (read, edited and replaced atomically while holding the rules file's lock, so a crash or
// a second evolve leaves the old file or the new one) and every decision is appended to the
// evolution log. At the end of a review session the rules file and the log become one commit,
// whose message says what it holds. A proposal shown after earlier decisions is restated first.
import { InputError } from '../diagnostics/errors.js';
import { readTextIfExists, writeAtomic, withLock } from '../memory/atomic.js';
import { commitFiles, type CommitResult } from '../memory/git.js';
import { parseRules } from '../rules/parse.js';
import { localDate } from '../session/calendar.js';
import { appendLogEntries, parseLog } from './log.js';
import type { LogEntry, Proposal } from './model.js';
import { addVerifyLine, promoteRule, removeRule, ruleLinesOf, type EditResult } from './rules-edit.js';

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
export type RuleChange = 'added' | 'verify-added' | 'annotations-added' | 'removed' | 'graduated' | 'already-done' | 'none';

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
      : proposal.kind === 'PROMOTE' && !edit.existing ? 'added'
        : proposal.kind === 'ADD-VERIFY' || edit.existing ? (edit.annotationsOnly ? 'annotations-added' : 'verify-added') : 'removed';
    return { entry, change };
  });
}

function editFor(proposal: Proposal, source: string, file: string, date: string): EditResult {
  switch (proposal.kind) {
    case 'PROMOTE':
      return promoteRule(source, file, {
        rule: proposal.rule,
        ...(proposal.verify ? { verify: proposal.verify } : {}),
        guard: proposal.guard,
        tests: proposal.tests,
        source: `${proposal.ruleSource ?? proposal.sourceText}, ${date}`,
      });
    case 'ADD-VERIFY':
      if (!proposal.verify || !proposal.ruleId) throw new InputError('an ADD-VERIFY needs a verify line before it can be approved');
      return addVerifyLine(source, file, proposal.ruleId, proposal.verify, { guard: proposal.guard, tests: proposal.tests });
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

/** The two versions of a file a commit holds: in HEAD and as committed. */
export interface FileVersions {
  before: string;
  after: string;
}

/**
 * The session commit's message, from what the commit really holds: `evolve: add 2 rules,
 * reject 1 proposal` counted from the rules file's two versions and the decisions the log
 * gained, then one line per decision. Decisions this session did not make (an earlier review
 * wrote them and was interrupted before its commit) are marked as such.
 */
export function commitMessage(rules: FileVersions, log: FileVersions, session: readonly AppliedDecision[], rulesFile = 'learned-rules.md'): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const before = parseRules(rules.before, rulesFile).rules;
  const after = parseRules(rules.after, rulesFile).rules;
  const beforeById = new Map(before.map((rule) => [rule.id, rule]));
  const afterIds = new Set(after.map((rule) => rule.id));
  const added = after.filter((rule) => !beforeById.has(rule.id)).length;
  const removed = before.filter((rule) => !afterIds.has(rule.id)).length;
  const verified = after.filter((rule) => (beforeById.get(rule.id)?.verify.length ?? rule.verify.length) < rule.verify.length).length;
  const decisions = newEntries(parseLog(log.before, 'log').entries, parseLog(log.after, 'log').entries);
  const count = (predicate: (entry: LogEntry) => boolean) => decisions.filter(predicate).length;
  const graduated = count((entry) => entry.kind === 'GRADUATE' && (entry.decision === 'approved' || entry.decision === 'modified'));
  const rejected = count((entry) => entry.decision === 'rejected');
  const restored = count((entry) => entry.decision === 'restored');
  const parts: string[] = [];
  if (added) parts.push(`add ${plural(added, 'rule')}`);
  if (verified) parts.push(`add ${plural(verified, 'verify line')}`);
  if (removed) parts.push(`prune ${plural(removed, 'rule')}`);
  if (graduated) parts.push(`graduate ${plural(graduated, 'rule')} to CLAUDE.md`);
  if (rejected) parts.push(`reject ${plural(rejected, 'proposal')}`);
  if (restored) parts.push(`restore ${plural(restored, 'proposal')}`);
  if (parts.length === 0) parts.push(`record ${plural(decisions.length, 'decision')}`);
  const mine = new Set(session.map(({ entry }) => entryKey(entry)));
  const body = decisions.map((entry) => {
    const reason = entry.reason ? ` (reason: ${entry.reason})` : '';
    const earlier = mine.has(entryKey(entry)) ? '' : ' [decided in an earlier review that was interrupted before its commit]';
    return `- ${entry.decision} ${entry.kind} ${entry.fingerprint}: ${entry.rule}${reason}${earlier}`;
  });
  return `evolve: ${parts.join(', ')}\n\n${body.join('\n')}\n`;
}

/** The entries of `after` that `before` does not hold (the log is append-only; each is counted once). */
function newEntries(before: readonly LogEntry[], after: readonly LogEntry[]): LogEntry[] {
  const known = new Map<string, number>();
  for (const entry of before) known.set(entryKey(entry), (known.get(entryKey(entry)) ?? 0) + 1);
  return after.filter((entry) => {
    const left = known.get(entryKey(entry)) ?? 0;
    if (left === 0) return true;
    known.set(entryKey(entry), left - 1);
    return false;
  });
}

function entryKey(entry: LogEntry): string {
  return `${entry.time}\u0000${entry.fingerprint}\u0000${entry.decision}`;
}

/**
 * One commit of exactly the rules file and the log, when the project is a git repository; its
 * message describes everything the commit holds, including what an interrupted review left.
 */
export async function commitSession(target: ApplyTarget, applied: readonly AppliedDecision[], cwd: string): Promise<CommitResult> {
  if (applied.length === 0) return { status: 'nothing-to-commit', files: [] };
  const none: FileVersions = { before: '', after: '' };
  return commitFiles([target.rulesFile, target.evolutionLog], (texts) =>
    commitMessage(texts.get(target.rulesFile) ?? none, texts.get(target.evolutionLog) ?? none, applied, target.rulesFile), { cwd });
}

export type Restated = Proposal | { moot: string };

/**
 * A proposal as the rules file stands now, for one shown after earlier decisions of the same
 * review changed the file: a PRUNE's line total is recounted, and a PRUNE the file no longer
 * needs (back within its cap, or its rule gone) is moot. Other kinds do not depend on it.
 */
export async function restateProposal(proposal: Proposal, rules: { file: string; label: string; cap: number }): Promise<Restated> {
  if (proposal.kind !== 'PRUNE') return proposal;
  const source = (await readTextIfExists(rules.file, `the rules file ${rules.label}`)) ?? '';
  const document = parseRules(source, rules.file, rules.label);
  if (!document.rules.some((rule) => rule.id === proposal.ruleId)) {
    return { moot: `PRUNE ${proposal.fingerprint} no longer applies: the rule is not in ${rules.label} any more.` };
  }
  const lines = ruleLinesOf(document);
  if (lines <= rules.cap) {
    return { moot: `PRUNE ${proposal.fingerprint} no longer applies: ${rules.label} has ${lines} lines of rules now, within its cap of ${rules.cap}.` };
  }
  // The evidence opens with the count propose.ts wrote: "<label> has N lines of rules, over its cap of C; …".
  const stated = `${rules.label} has `;
  if (!proposal.evidence.startsWith(stated)) return proposal;
  const rest = proposal.evidence.slice(stated.length).replace(/^\d+(?= lines? of rules, over its cap)/, String(lines));
  return { ...proposal, evidence: stated + rest };
}
