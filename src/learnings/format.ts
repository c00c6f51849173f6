// Pure text formatters for `learn list` and `learn query`: learnings in, a string out.
import type { Palette } from '../report/color.js';
import type { Learning } from './model.js';
import type { QueryResult } from './query.js';

export interface LearningFormatContext {
  color: Palette;
}

const SUBJECT_WIDTH = 100;
const DETAIL_WIDTH = 120;

/** One learning: a headline, then its error and latest correction, indented. */
export function formatLearning(learning: Learning, ctx: LearningFormatContext, suffix = ''): string {
  const { color } = ctx;
  const scope = learning.scope === 'global' ? '[G]' : '[P]';
  const subject = learning.command ?? learning.correction ?? learning.context ?? learning.error ?? '(no text)';
  const exit = learning.exitCode !== undefined ? ` (exit ${learning.exitCode})` : '';
  const about = learning.correcting !== undefined ? color.dim(` (about ${learning.scope === 'global' ? '#g' : '#'}${learning.correcting})`) : '';
  const head = `${color.bold(learning.ref)} ${color.dim(scope)} ${learning.time.slice(0, 10)} ${learning.kind}: ${oneLine(subject, SUBJECT_WIDTH)}${exit}${about}${suffix}`;
  const lines = [head];
  if (learning.error && subject !== learning.error) lines.push(`    ${color.dim(oneLine(learning.error, DETAIL_WIDTH))}`);
  const latest = learning.latestCorrection;
  if (latest && latest !== subject) {
    const times = learning.corrections.length > 1 ? color.dim(` (corrected ${learning.corrections.length} times)`) : '';
    lines.push(`    ${color.green('correction:')} ${oneLine(latest, DETAIL_WIDTH)}${times}`);
  }
  return lines.join('\n');
}

export function formatLearningList(learnings: readonly Learning[], ctx: LearningFormatContext): string {
  return learnings.map((learning) => `${formatLearning(learning, ctx)}\n`).join('');
}

export function formatQueryResults(results: readonly QueryResult[], ctx: LearningFormatContext): string {
  return results
    .map((result) => `${formatLearning(result.learning, ctx, ctx.color.dim(`  score ${result.score.toFixed(2)}`))}\n`)
    .join('');
}

/** The first non-empty line, cut to `width` characters. */
export function oneLine(text: string, width: number): string {
  const first = text.split('\n').map((line) => line.trim()).find((line) => line !== '') ?? '';
  return first.length > width ? `${first.slice(0, width - 1)}…` : first;
}
