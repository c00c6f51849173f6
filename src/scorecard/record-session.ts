// Recording this session in the project's history (sessions.jsonl): which session it is, the
// corrections it received since the last recorded session, and each rule's status. recordSession
// is the SessionEnd hook's use-case (the MCP server may call it too); recordSnapshot is the step
// `boot --record` and `scorecard --record` share. Neither throws: a session that could not be
// recorded comes back as `not-recorded` with the reason.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { messageOf } from '../diagnostics/errors.js';
import { correctionsBetween } from '../learnings/recent.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { takeSnapshot, type SessionSnapshot, type SnapshotOptions } from '../session/snapshot.js';
import type { SessionRecord } from './model.js';
import { correctionsWindowStart, sessionDraft, sessionIdentity, writeSessionRecord } from './record.js';

/** Who the session is, as far as the caller knows (see sessionIdentity for the order). */
export interface SessionNaming {
  /** `--session ID`. */
  session?: string | undefined;
  /** The hook payload's session_id. */
  hookSessionId?: string | undefined;
}

export type SessionRecording =
  | {
    status: 'recorded';
    /** `added` a new session, or `updated` the record of a session recorded before. */
    action: 'added' | 'updated';
    record: SessionRecord;
    /** The history file as people read it. */
    file: string;
    /** What the history file held that could not be read (kept untouched). */
    problems: Diagnostic[];
  }
  | { status: 'not-recorded'; reason: string };

/**
 * Records the session a snapshot describes. A snapshot whose sweep could not run is not recorded
 * (a session without its sweep would read as a session without rules); a project without a rules
 * file is (it really checked nothing).
 */
export async function recordSnapshot(
  paths: ProjectPaths,
  snapshot: SessionSnapshot,
  naming: SessionNaming & { env: Record<string, string | undefined>; now: Date },
): Promise<SessionRecording> {
  if (!snapshot.sweep && snapshot.problem?.kind !== 'no-rules') return { status: 'not-recorded', reason: 'the sweep did not run' };
  const identity = sessionIdentity({ flag: naming.session, env: naming.env, hookSessionId: naming.hookSessionId, date: snapshot.date });
  const file = displayPath(paths.root, paths.sessions);
  try {
    const outcome = await writeSessionRecord(paths.sessions, file, (history) => sessionDraft(snapshot.sweep, {
      date: snapshot.date,
      sessionId: identity.id,
      corrections: correctionsBetween(snapshot.learnings, correctionsWindowStart(history, identity.id, naming.now), naming.now),
      now: naming.now,
    }));
    return { status: 'recorded', file, ...outcome };
  } catch (error) {
    return { status: 'not-recorded', reason: messageOf(error) };
  }
}

export interface RecordSessionInput extends SnapshotOptions, SessionNaming {
  paths: ProjectPaths;
}

/** Sweeps the project, reads the learnings and records this session. */
export async function recordSession(input: RecordSessionInput): Promise<SessionRecording> {
  const snapshot = await takeSnapshot(input.paths, input);
  return recordSnapshot(input.paths, snapshot, input);
}
