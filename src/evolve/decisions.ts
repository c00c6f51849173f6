// The evolution log's use-cases: `evolveHistory` (the decisions, oldest first, optionally of one
// kind or one decision) and `restoreProposal` (a rejected proposal may be proposed again: a
// `restored` entry is appended to the log and committed in a git repository). Plain data in and
// out; restoring is a person's act at the command line, never the MCP server's.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { UsageError } from '../diagnostics/errors.js';
import type { CommitResult } from '../memory/git.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { localDate } from '../session/calendar.js';
import { commitSession } from './apply.js';
import { agentMarks } from './approval.js';
import { appendLogEntries, latestDecisions, readLog } from './log.js';
import type { LogEntry, ProposalKind } from './model.js';

export interface HistoryInput {
  paths: ProjectPaths;
  kind?: ProposalKind | undefined;
  decision?: LogEntry['decision'] | undefined;
}

export interface EvolveHistory {
  /** The evolution log as people read it. */
  evolutionLog: string;
  decisions: LogEntry[];
  /** Entries of the log that could not be read. */
  problems: Diagnostic[];
}

export async function evolveHistory(input: HistoryInput): Promise<EvolveHistory> {
  const { paths } = input;
  const evolutionLog = displayPath(paths.root, paths.evolutionLog);
  const log = await readLog(paths.evolutionLog, evolutionLog);
  const decisions = log.entries.filter((entry) => (!input.kind || entry.kind === input.kind) && (!input.decision || entry.decision === input.decision));
  return { evolutionLog, decisions, problems: log.problems };
}

export interface RestoreInput {
  paths: ProjectPaths;
  /** The fingerprint, or enough of its start to be unique. */
  fingerprint: string;
  /** Why it comes back, for the log. */
  reason?: string | undefined;
  /** The environment: an agent's shell may not undo a person's rejection. */
  env: Record<string, string | undefined>;
  now: Date;
}

export type RestoreOutcome =
  | { status: 'restored'; entry: LogEntry; commit: CommitResult; problems: Diagnostic[] }
  | { status: 'already-restored'; entry: LogEntry; problems: Diagnostic[] };

export async function restoreProposal(input: RestoreInput): Promise<RestoreOutcome> {
  const { paths } = input;
  const wanted = input.fingerprint.trim().toLowerCase();
  if (!/^[0-9a-f]{4,64}$/.test(wanted)) {
    throw new UsageError(`"${input.fingerprint}" is not a fingerprint`, { hint: 'fingerprints are hex, e.g. 3f2a9c1b7d0e; see `rulesweep evolve history`' });
  }
  const marks = agentMarks(input.env);
  if (marks.length > 0) {
    throw new UsageError(`this shell belongs to an agent (${marks.join('; ')}), so nothing was restored: undoing a person's rejection is a person's act`, {
      hint: 'run `rulesweep evolve restore` in a terminal of your own',
    });
  }
  const label = displayPath(paths.root, paths.evolutionLog);
  const log = await readLog(paths.evolutionLog, label);
  const latest = latestDecisions(log.entries);
  const matches = [...latest.keys()].filter((key) => key.startsWith(wanted));
  if (matches.length === 0) {
    // A decision the log could not read is a likely reason: its warnings go with the error.
    const unread = log.problems.length;
    throw new UsageError(`no decision with fingerprint ${input.fingerprint} in ${label}`, {
      hint: unread > 0
        ? `${unread} ${unread === 1 ? 'entry' : 'entries'} of the log could not be read (see above); fix ${unread === 1 ? 'it' : 'them'}, or list decisions with \`rulesweep evolve history\``
        : 'list decisions with `rulesweep evolve history`',
      diagnostics: log.problems,
    });
  }
  if (matches.length > 1) {
    throw new UsageError(`fingerprint ${input.fingerprint} is ambiguous: ${matches.join(', ')}`, { hint: 'give more of it' });
  }
  const entry = latest.get(matches[0]!)!;
  if (entry.decision === 'restored') return { status: 'already-restored', entry, problems: log.problems };
  if (entry.decision !== 'rejected') {
    throw new UsageError(`${entry.fingerprint} was ${entry.decision}, not rejected; there is nothing to restore`, {
      hint: 'edit the rules file to change an approved rule',
    });
  }
  const { line: _line, reason: _reason, ...decided } = entry;
  const restored: LogEntry = {
    ...decided,
    date: localDate(input.now),
    time: input.now.toISOString(),
    decision: 'restored',
    ...(input.reason ? { reason: input.reason } : {}),
  };
  await appendLogEntries(paths.evolutionLog, [restored]);
  const commit = await commitSession({ rulesFile: paths.rulesFile, evolutionLog: paths.evolutionLog }, [{ entry: restored, change: 'none' }], paths.root);
  return { status: 'restored', entry: restored, commit, problems: log.problems };
}
