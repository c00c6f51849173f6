// What boot and the scorecard show of the learnings store: the most recent learnings of both
// scopes, the few that matter most for a session's failing rules, one line per learning, and
// the corrections that arrived in a window of time. Pure: the store itself is read elsewhere.
import type { Learning } from '../learnings/model.js';
import { sortMostRecentFirst } from '../learnings/store.js';
import type { CheckResult } from '../sweep/result.js';

export const DEFAULT_RECENT = 10;

/** Most recently touched first (a new correction makes a learning recent again). */
export function recentLearnings(learnings: readonly Learning[], limit = DEFAULT_RECENT): Learning[] {
  return sortMostRecentFirst(learnings).slice(0, limit);
}

export function withCorrections(learnings: readonly Learning[]): number {
  return learnings.filter((learning) => learning.corrections.length > 0).length;
}

/** Corrections made in (from, to]: every correction event, including one recorded with its learning. */
export function correctionsBetween(learnings: readonly Learning[], from: Date, to: Date): number {
  let count = 0;
  for (const learning of learnings) {
    for (const correction of learning.corrections) {
      const time = Date.parse(correction.time);
      if (time > from.getTime() && time <= to.getTime()) count += 1;
    }
  }
  return count;
}

const STOP_WORDS = new Set(['the', 'and', 'for', 'not', 'never', 'always', 'use', 'with', 'from', 'into', 'that',
  'this', 'are', 'any', 'all', 'only', 'before', 'after', 'instead', 'should', 'must', 'when', 'don']);

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 3 && !STOP_WORDS.has(word)));
}

/**
 * The few learnings an agent should see at session start, best first. Among the recent ones,
 * a learning scores for carrying a correction (it says what to do), for sharing words with a
 * failing rule, for being the project's own, and for the pain it caused; recency breaks ties.
 */
export function relevantLearnings(
  learnings: readonly Learning[],
  failing: readonly Pick<CheckResult, 'ruleText'>[],
  limit: number,
  pool = 50,
): Learning[] {
  const ruleWords = words(failing.map((result) => result.ruleText).join(' '));
  const candidates = recentLearnings(learnings, pool);
  const scored = candidates.map((learning, index) => {
    const own = words([learning.command, learning.error, learning.latestCorrection, learning.context, ...learning.tags]
      .filter(Boolean).join(' '));
    let overlap = 0;
    for (const word of own) if (ruleWords.has(word)) overlap += 1;
    const score = (learning.latestCorrection ? 3 : 0) + Math.min(overlap, 3) * 2
      + (learning.scope === 'project' ? 1 : 0) + (learning.pain ?? 0) / 2;
    return { learning, score, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.learning);
}

/** `#12 2026-03-29 git push --force → Use --force-with-lease`, shortened to `width` characters. */
export function learningLine(learning: Learning, width = 200): string {
  const what = learning.command
    ? `\`${oneLine(learning.command)}\`${learning.exitCode !== undefined ? ` (exit ${learning.exitCode})` : ''}`
    : oneLine(learning.context ?? learning.error ?? learning.kind);
  const fix = learning.latestCorrection ? ` → ${oneLine(learning.latestCorrection)}` : '';
  return shorten(`${learning.ref} ${learning.updated.slice(0, 10)} ${what}${fix}`, width);
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts `text` to at most `width` characters, marking the cut with `…`. */
export function shorten(text: string, width: number): string {
  if (text.length <= width) return text;
  return `${text.slice(0, Math.max(0, width - 1)).trimEnd()}…`;
}
