// Pure formatters for the `learn` commands: the use-cases' data in (./lookup.ts, ./capture.ts), a
// string out, as text or JSON.
import type { Palette } from '../report/color.js';
import type { ArchivedList, RestoreOutcome } from './archive.js';
import type { CaptureOutcome, CorrectOutcome, ImportOutcome } from './capture.js';
import type { StoreLocation } from './load-stores.js';
import type { LearningList, LearningQuery } from './lookup.js';
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

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const storeJson = (store: StoreLocation) => ({ scope: store.scope, file: store.file, path: store.label });

export function learningListText(list: LearningList, ctx: LearningFormatContext): string {
  if (list.learnings.length === 0) return `No learnings in ${list.stores.map((store) => store.label).join(' or ')} yet.\n`;
  return formatLearningList(list.learnings, ctx);
}

export function learningListJson(list: LearningList, version: string): string {
  return json({ version, stores: list.stores.map(storeJson), learnings: list.learnings });
}

export function learningQueryText(query: LearningQuery, ctx: LearningFormatContext): string {
  return query.results.length === 0 ? `No learnings match "${query.query}".\n` : formatQueryResults(query.results, ctx);
}

export function learningQueryJson(query: LearningQuery, version: string): string {
  return json({
    version,
    query: query.query,
    concepts: query.concepts,
    results: query.results.map(({ learning, score, relevance, recency, matched }) => ({ ref: learning.ref, score, relevance, recency, matched, learning })),
  });
}

export function captureText(outcome: CaptureOutcome): string {
  return `Recorded learning ${outcome.ref} in ${outcome.store.label}\n`;
}

export function captureJson(outcome: CaptureOutcome): string {
  return json({ ref: outcome.ref, scope: outcome.store.scope, file: outcome.store.file, learning: outcome.learning });
}

export function correctionText(outcome: CorrectOutcome): string {
  return `Corrected ${outcome.ref}: ${outcome.event.correction}\n`;
}

export function correctionJson(outcome: CorrectOutcome): string {
  return json({ ref: outcome.ref, scope: outcome.store.scope, file: outcome.store.file, event: outcome.event });
}

/** `Imported 3 learnings from x.jsonl (corrections: 3) into …; 1 already there, 2 skipped.` */
export function importText(outcome: ImportOutcome, source: string): string {
  const formats = Object.entries(outcome.formats).map(([name, count]) => `${name}: ${count}`).join(', ') || 'nothing recognised';
  const verb = outcome.dryRun ? 'Would import' : 'Imported';
  return `${verb} ${outcome.imported} learning${outcome.imported === 1 ? '' : 's'} from ${source} (${formats}) into ${outcome.store.label}; `
    + `${outcome.alreadyPresent} already there, ${outcome.skipped.length} skipped.\n`;
}

export function importJson(outcome: ImportOutcome): string {
  const { source, store, dryRun, formats, read, imported, alreadyPresent, skipped } = outcome;
  return json({ source, store: store.file, dryRun, formats, read, imported, alreadyPresent, skipped });
}

export function archivedListText(list: ArchivedList, ctx: LearningFormatContext): string {
  if (list.learnings.length === 0) return `No archived learnings in ${list.stores.map((store) => store.label).join(' or ')}.\n`;
  return formatLearningList(list.learnings, ctx);
}

export function archivedListJson(list: ArchivedList, version: string): string {
  return json({ version, archived: true, stores: list.stores.map(storeJson), learnings: list.learnings });
}

export function restoreText(outcome: RestoreOutcome): string {
  return `Restored ${outcome.ref} from ${outcome.archive} to ${outcome.store.label}\n`;
}

export function restoreJson(outcome: RestoreOutcome): string {
  return json({ ref: outcome.ref, scope: outcome.store.scope, file: outcome.store.file, archive: outcome.archive, learning: outcome.learning });
}
