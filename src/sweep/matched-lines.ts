// Reading ripgrep's matched lines (`--line-number --with-filename --null`) into what each file
// holds: the exact count of matching lines and the first few of them as samples. The same
// reading serves every way the sweep searches: the corpus's shards, a file of lines gathered by
// a shared pass, and ripgrep's own walk of the tree. In a walk, a file that turns out to be
// binary after it printed matches is announced by a warning line and dropped whole, as
// `rg --count` drops it; a line that is neither a match nor that warning (a file name with a
// line break in it), or a file ripgrep could not read, gives the search up (undefined), and the
// caller searches those files another way.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { redactSecrets } from '../learnings/redact.js';
import { LineOrigins } from './file-table.js';
import { requiredLiterals } from './pattern-text.js';
import { explainRipgrepFailure } from './ripgrep-error.js';
import { runRipgrep, runRipgrepBytes, type PatternArguments, type RipgrepRun } from './ripgrep.js';

/** Columns of a matched line ripgrep prints; the rest is cut (minified files have megabyte lines). */
const PRINTED_COLUMNS = 1000;
const PREVIEW_SUFFIX = ' [... omitted end of long line]';
export const SAMPLE_TEXT_LIMIT = 200;
/** Match locations kept per file (the count is always exact). */
export const MATCHES_PER_FILE = 5;
/** Gathered lines are written to their file in blocks of this many bytes. */
const WRITE_BLOCK = 1024 * 1024;
/** Gathered lines up to this many bytes are also kept in memory, to skip patterns whose literals they lack. */
const KEPT_TEXT_BYTES = 4 * 1024 * 1024;

/** What one search found in one file: the exact count and the first few matching lines. */
export interface FileResult {
  count: number;
  /** `[line, text]` of the first matches (text redacted and shortened). */
  matches: Array<[number, string]>;
}

export interface SearchFlags {
  ignoreCase: boolean;
  fixedStrings: boolean;
  wordRegexp: boolean;
}

export interface Failure {
  error: string;
  detail?: string;
}

/** Files (by number) with a match, and files ripgrep dropped as binary; every other file searched matched nothing. */
export interface Found {
  hits: Map<number, FileResult>;
  binary: Set<number>;
}

/** Where a record's file and line really are: `[file number, line]`, or undefined for a file no search needs. */
export type Locate = (name: string, line: number) => [number, number] | undefined;

export interface LinesOptions {
  cwd: string;
  timeoutMs: number;
  patterns: PatternArguments;
  locate: Locate;
  /** The files are found by ripgrep's walk of the paths: binary warnings may come, and an unreadable file gives the search up. */
  walk: boolean;
  /** Flags that choose what a walk covers (`--hidden`). */
  filters?: string[];
}

/**
 * ripgrep's flags for the options that change which lines a pattern matches: the one place they
 * are spelled, for the sweep's searches, its walks and counts, and the rules' test lines alike.
 */
export function matchFlags(flags: SearchFlags & { multiline?: boolean }): string[] {
  return [
    ...(flags.ignoreCase ? ['--ignore-case'] : []),
    ...(flags.multiline ? ['--multiline'] : []),
    ...(flags.fixedStrings ? ['--fixed-strings'] : []),
    ...(flags.wordRegexp ? ['--word-regexp'] : []),
  ];
}

/** The warning ripgrep prints (on stdout, no NUL) for a file it stopped searching when it met a NUL byte after a match. */
const BINARY_WARNING = /^(.*): WARNING: stopped searching binary file after match \(found "\\0" byte around offset \d+\)$/s;

/** For a binary warning, the file it names (undefined: one no search needs); false when the record is not one. */
function binaryFile(record: string, locate: Locate): number | undefined | false {
  const warned = BINARY_WARNING.exec(record);
  return warned ? locate(warned[1]!, 1)?.[0] : false;
}

/** Runs one pattern over `paths` (files, or folders to walk): what it matches in each file. */
export async function searchLines(rg: string, pattern: string, flags: SearchFlags, paths: string[], options: LinesOptions): Promise<Found | Failure | undefined> {
  const hits = new Map<number, FileResult>();
  const binary = new Set<number>();
  if (paths.length === 0) return { hits, binary };
  let unsure = false;
  const args = [
    '--line-number', '--with-filename', '--null', '--no-heading',
    `--max-columns=${PRINTED_COLUMNS}`, '--max-columns-preview',
    ...matchFlags(flags),
    ...(options.filters ?? []),
    ...(await options.patterns.argsFor(pattern)),
    '--', ...paths,
  ];
  const run = await runRipgrep(rg, args, {
    cwd: options.cwd,
    timeoutMs: options.timeoutMs,
    onRecord: (record) => {
      const nul = record.indexOf('\0');
      if (nul === -1) {
        if (!options.walk) return true;
        const file = binaryFile(record, options.locate);
        if (file === false) {
          unsure = true;
          return false;
        }
        if (file !== undefined) binary.add(file);
        return true;
      }
      const colon = record.indexOf(':', nul + 1);
      const where = options.locate(record.slice(0, nul), Number(record.slice(nul + 1, colon)));
      if (!where) return true;
      let result = hits.get(where[0]);
      if (!result) hits.set(where[0], (result = { count: 0, matches: [] }));
      result.count += 1;
      if (result.matches.length < MATCHES_PER_FILE) result.matches.push([where[1], sampleText(record.slice(colon + 1))]);
      return true;
    },
  });
  if (unsure) return undefined;
  const failed = runFailure(run, options.timeoutMs, pattern);
  if (failed) return options.walk && run.exitCode === 2 ? undefined : failed;
  for (const file of binary) hits.delete(file);
  return { hits, binary };
}

/** Lines gathered from many files into one file, and where each came from. */
export interface Gathered {
  file: string;
  origins: LineOrigins;
  /** Files (by number) ripgrep dropped as binary: their gathered lines count for nothing. */
  binary: Set<number>;
  /** The gathered lines themselves, when few. */
  text?: Buffer;
}

/**
 * The lines of `paths` that any of `patterns` matches, copied byte for byte into `into`, or
 * undefined when the pass fails, takes longer than `budgetMs` (a large alternation can be far
 * slower than its parts) or gathers more than `capBytes`. Outside multiline mode a line matches
 * a pattern wherever it sits, so each pattern's matches in `paths` are exactly its matches among
 * the gathered lines. `--word-regexp` is left out of the shared pass (a line a word matches also
 * holds the pattern), so each pattern applies it on its own.
 */
export async function gatherLines(
  rg: string,
  patterns: string[],
  flags: SearchFlags,
  paths: string[],
  into: string,
  options: LinesOptions & { budgetMs: number; capBytes: number },
): Promise<Gathered | undefined> {
  const out = openSync(into, 'w');
  const origins = new LineOrigins();
  const binary = new Set<number>();
  const block = Buffer.allocUnsafe(WRITE_BLOCK);
  let filled = 0;
  let written = 0;
  let gaveUp = false;
  const flush = () => {
    writeSync(out, block, 0, filled, written);
    written += filled;
    filled = 0;
  };
  let run: RipgrepRun;
  try {
    run = await runRipgrepBytes(rg, [
      '--line-number', '--with-filename', '--null', '--no-heading', '--engine=default',
      ...matchFlags({ ...flags, wordRegexp: false }),
      ...(options.filters ?? []),
      ...(await Promise.all(patterns.map((pattern) => options.patterns.argsFor(pattern)))).flat(),
      '--', ...paths,
    ], {
      cwd: options.cwd,
      timeoutMs: options.budgetMs,
      onRecord: (record) => {
        const nul = record.indexOf(0);
        if (nul === -1) {
          const file = options.walk ? binaryFile(record.toString('utf8'), options.locate) : false;
          if (file === false) {
            gaveUp = true;
            return false;
          }
          if (file !== undefined) binary.add(file);
          return true;
        }
        const colon = record.indexOf(58, nul + 1);
        const where = options.locate(record.toString('utf8', 0, nul), Number(record.toString('latin1', nul + 1, colon)));
        if (!where) return true;
        const text = record.subarray(colon + 1);
        if (written + filled + text.length + 1 > options.capBytes) {
          gaveUp = true;
          return false;
        }
        origins.push(where[0], where[1]);
        if (filled + text.length + 1 > WRITE_BLOCK) flush();
        if (text.length + 1 > WRITE_BLOCK) {
          writeSync(out, text, 0, text.length, written);
          written += text.length;
        } else {
          text.copy(block, filled);
          filled += text.length;
        }
        block[filled] = 10;
        filled += 1;
        return true;
      },
    });
    flush();
  } finally {
    closeSync(out);
  }
  if (gaveUp || run.spawnError || run.timedOut || (run.exitCode !== 0 && run.exitCode !== 1)) return undefined;
  return { file: into, origins, binary, ...(written <= KEPT_TEXT_BYTES ? { text: readFileSync(into) } : {}) };
}

/**
 * Runs one pattern over gathered lines: its matches in every file they came from. A pattern
 * that must match one of a few literals, none of which the lines hold, matches none of them:
 * no ripgrep is started for it. (It compiled as part of the shared pass that gathered them.)
 */
export async function searchGathered(rg: string, pattern: string, flags: SearchFlags, gathered: Gathered, options: Omit<LinesOptions, 'locate' | 'walk'>): Promise<Found | Failure | undefined> {
  if (gathered.origins.length === 0) return { hits: new Map(), binary: gathered.binary };
  const literals = gathered.text && requiredLiterals(pattern, flags);
  if (literals && !literals.some((literal) => gathered.text!.includes(literal, 0, 'latin1'))) return { hits: new Map(), binary: gathered.binary };
  const found = await searchLines(rg, pattern, flags, [gathered.file], { ...options, walk: false, locate: (_name, line) => gathered.origins.at(line) });
  if (!found || 'error' in found) return found;
  for (const file of gathered.binary) found.hits.delete(file);
  return { hits: found.hits, binary: gathered.binary };
}

/** Why a run failed, or undefined when it ran (exit 0: matches, 1: none). */
export function runFailure(run: RipgrepRun, timeoutMs: number, pattern?: string): Failure | undefined {
  if (run.spawnError) return { error: `could not run ripgrep: ${run.spawnError.message}` };
  if (run.timedOut) return { error: `timed out after ${timeoutMs / 1000}s` };
  if (run.exitCode === 0 || run.exitCode === 1) return undefined;
  if (run.stderr === '') return { error: `ripgrep exited with ${run.exitCode === null ? 'a signal' : `code ${run.exitCode}`}` };
  const { reason, detail } = explainRipgrepFailure(run.stderr, pattern);
  return { error: reason, detail };
}

/**
 * A matched line as a sample: secrets redacted first (a cut could hide a secret from the
 * redactor), then shortened to what a report shows.
 */
export function sampleText(printed: string): string {
  const cut = printed.length > PRINTED_COLUMNS && printed.endsWith(PREVIEW_SUFFIX);
  const line = (cut ? printed.slice(0, -PREVIEW_SUFFIX.length) : printed).replace(/\r$/, '');
  const text = redactSecrets(line);
  return text.length > SAMPLE_TEXT_LIMIT || cut ? `${text.slice(0, SAMPLE_TEXT_LIMIT)}…` : text;
}
