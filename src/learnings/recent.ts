// What a session shows of the learnings (boot, the scorecard, the SessionStart context): the most
// recent ones, how many carry a correction, the corrections that arrived in a window of time, and
// one line per learning. Pure: the stores are read by ./load-stores.ts.
import type { Learning } from './model.js';
import { sortMostRecentFirst } from './store.js';

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
