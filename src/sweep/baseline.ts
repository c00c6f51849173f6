// The baseline: today's violations per rule and file, kept in the repository so a team can adopt
// rules on an old codebase and fail only on new violations. It only ratchets down: rewriting it
// keeps each count at most what it was and drops what was fixed; new violations go in only with
// --force. The file is small, sorted JSON meant to be read in review. ERRORs are never baselined.
import { readFile } from 'node:fs/promises';
import { InputError } from '../diagnostics/errors.js';
import { writeAtomic } from '../memory/atomic.js';
import type { CheckResult, SweepReport } from './result.js';

export interface BaselineEntry {
  /** The rule's id and text, and its verify line as written: an entry applies to that line only. */
  rule: string;
  text: string;
  verify: string;
  /** Lines with a match per file, for a rule that allows fewer than it finds. */
  files?: Record<string, number>;
  /** For a rule that finds fewer than it asks (`N+`): the count accepted. */
  found?: number;
}

export interface Baseline {
  entries: BaselineEntry[];
}

/** How a report stands against a baseline. */
export interface BaselineComparison {
  /** Violations the baseline knows. */
  known: number;
  /** Violations beyond it. */
  new: number;
}

const keyOf = (rule: string, verify: string) => `${rule}\u0000${verify}`;

/** Today's violations in `report`, as a baseline. */
export function baselineOf(report: SweepReport): Baseline {
  const entries: BaselineEntry[] = [];
  for (const result of report.results) {
    if (result.status !== 'FAIL') continue;
    const base = { rule: result.ruleId, text: result.ruleText, verify: result.verify };
    if (result.fileCounts && Object.keys(result.fileCounts).length > 0) entries.push({ ...base, files: sortedRecord(result.fileCounts) });
    else entries.push({ ...base, found: result.count ?? 0 });
  }
  return { entries: sortEntries(entries) };
}

/** Marks each FAIL of `report` with the violations the baseline knows and the new ones; returns the totals. */
export function compareWithBaseline(report: SweepReport, baseline: Baseline): BaselineComparison {
  const byKey = new Map(baseline.entries.map((entry) => [keyOf(entry.rule, entry.verify), entry]));
  const totals = { known: 0, new: 0 };
  for (const result of report.results) {
    if (result.status !== 'FAIL') continue;
    const entry = byKey.get(keyOf(result.ruleId, result.verify));
    const { known, fresh } = violations(result, entry);
    result.baseline = { known, new: fresh };
    totals.known += known;
    totals.new += fresh;
  }
  return totals;
}

function violations(result: CheckResult, entry: BaselineEntry | undefined): { known: number; fresh: number } {
  const count = result.count ?? 0;
  if (result.fileCounts && Object.keys(result.fileCounts).length > 0) {
    let known = 0;
    for (const [file, found] of Object.entries(result.fileCounts)) known += Math.min(found, entry?.files?.[file] ?? 0);
    return { known, fresh: count - known };
  }
  // Too few matches: known while no worse than recorded.
  const accepted = entry?.found !== undefined && count >= entry.found;
  return accepted ? { known: 1, fresh: 0 } : { known: 0, fresh: 1 };
}

/**
 * The baseline to write: today's violations, never above what `previous` allowed (counts only go
 * down, fixed entries drop out); violations `previous` did not know are added only with `force`.
 */
export function tighten(previous: Baseline | undefined, today: Baseline, force: boolean): { baseline: Baseline; leftOut: number } {
  if (!previous || force) return { baseline: today, leftOut: 0 };
  const before = new Map(previous.entries.map((entry) => [keyOf(entry.rule, entry.verify), entry]));
  const entries: BaselineEntry[] = [];
  let leftOut = 0;
  for (const entry of today.entries) {
    const old = before.get(keyOf(entry.rule, entry.verify));
    if (entry.files) {
      const files: Record<string, number> = {};
      for (const [file, count] of Object.entries(entry.files)) {
        const allowed = old?.files?.[file] ?? 0;
        if (allowed > 0) files[file] = Math.min(count, allowed);
        leftOut += Math.max(0, count - allowed);
      }
      if (Object.keys(files).length > 0) entries.push({ ...entry, files });
    } else if (old?.found !== undefined && entry.found !== undefined && entry.found >= old.found) {
      entries.push({ ...entry, found: Math.max(entry.found, old.found) });
    } else {
      leftOut += 1;
    }
  }
  return { baseline: { entries: sortEntries(entries) }, leftOut };
}

export async function readBaseline(file: string, shown: string): Promise<Baseline | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`cannot read the baseline ${shown}: ${(error as Error).message}`, { cause: error });
  }
  const fail = (why: string) => new InputError(`the baseline ${shown} is not a rulesweep baseline: ${why}`, {
    hint: 'write it again with `rulesweep baseline --force`, or restore it from version control',
  });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw fail((error as Error).message);
  }
  const body = data as { tool?: unknown; kind?: unknown; entries?: unknown };
  if (body?.tool !== 'rulesweep' || body.kind !== 'baseline' || !Array.isArray(body.entries)) throw fail('expected {"tool": "rulesweep", "kind": "baseline", "entries": [...]}');
  for (const entry of body.entries as BaselineEntry[]) {
    const counts = entry?.files === undefined ? [] : Object.values(entry.files);
    if (typeof entry?.rule !== 'string' || typeof entry.verify !== 'string' || typeof entry.text !== 'string'
      || (entry.files !== undefined && (typeof entry.files !== 'object' || !counts.every((n) => Number.isInteger(n) && n > 0)))
      || (entry.found !== undefined && !Number.isInteger(entry.found))) {
      throw fail(`a malformed entry: ${JSON.stringify(entry).slice(0, 120)}`);
    }
  }
  return { entries: body.entries as BaselineEntry[] };
}

/** Writes the baseline as sorted, indented JSON (one diff line per file that changed). */
export async function writeBaseline(file: string, baseline: Baseline): Promise<void> {
  await writeAtomic(file, `${JSON.stringify({ tool: 'rulesweep', kind: 'baseline', version: 1, entries: baseline.entries }, null, 2)}\n`);
}

/** Violations a baseline records. */
export function baselineSize(baseline: Baseline): number {
  return baseline.entries.reduce((sum, entry) => sum + (entry.files ? Object.values(entry.files).reduce((a, b) => a + b, 0) : 1), 0);
}

function sortedRecord(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function sortEntries(entries: BaselineEntry[]): BaselineEntry[] {
  return entries
    .map((entry) => (entry.files ? { ...entry, files: sortedRecord(entry.files) } : entry))
    .sort((a, b) => (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : a.verify < b.verify ? -1 : a.verify > b.verify ? 1 : 0));
}
