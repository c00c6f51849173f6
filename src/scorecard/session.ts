// This session, recorded: who it is, the corrections it received and its sweep, written to
// the project's history. Shared by `boot --record` and `scorecard --record`.
import type { BootReport } from '../boot/boot.js';
import { correctionsBetween } from '../boot/recent-learnings.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { correctionsWindowStart, recordSession, sessionDraft, sessionIdentity, type RecordOutcome } from './record.js';

export interface SessionWho {
  /** `--session ID`. */
  flag?: string | undefined;
  env: Record<string, string | undefined>;
  /** The hook payload's session_id. */
  hookSessionId?: string | undefined;
  now: Date;
}

/**
 * Records the session a boot report describes. Returns undefined, writing nothing, when the
 * sweep could not run: a session without its sweep would read as a session without rules.
 * A project without a rules file is recorded (it really checked nothing).
 */
export async function recordBootSession(paths: ProjectPaths, report: BootReport, who: SessionWho): Promise<RecordOutcome | undefined> {
  if (!report.sweep && report.problem?.kind !== 'no-rules') return undefined;
  const identity = sessionIdentity({ flag: who.flag, env: who.env, hookSessionId: who.hookSessionId, date: report.date });
  return recordSession(paths.sessions, displayPath(paths.root, paths.sessions), (history) => {
    const since = correctionsWindowStart(history, identity.id, who.now);
    return sessionDraft(report.sweep, {
      date: report.date,
      sessionId: identity.id,
      corrections: correctionsBetween(report.learnings.all, since, who.now),
      now: who.now,
    });
  });
}
