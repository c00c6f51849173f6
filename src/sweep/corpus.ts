// The corpus: the text files a sweep must search, read once and laid end to end in a few large
// temporary shard files, so each pattern costs one ripgrep run over a few big files instead of a
// directory walk that opens every file again. Counts stay exactly ripgrep's own: outside
// multiline mode ripgrep matches line by line, so a line matches the same wherever it sits; the
// files a directory walk would drop (any NUL byte: `rg --count` leaves binary files out) are left
// out here, and byte-order marks are handled as ripgrep handles them (UTF-8 stripped, UTF-16
// transcoded).
import { closeSync, fstatSync, ftruncateSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redactSecrets } from '../learnings/redact.js';
import { explainRipgrepFailure } from './ripgrep-error.js';
import { runRipgrep, type PatternArguments } from './ripgrep.js';

/** A shard is closed once it holds this many bytes (big enough that per-file costs vanish, small enough to search in parallel). */
const SHARD_BYTES = 16 * 1024 * 1024;
const CHUNK = 1024 * 1024;
/** Columns of a matched line ripgrep prints; the rest is cut (minified files have megabyte lines). */
const PRINTED_COLUMNS = 1000;
const PREVIEW_SUFFIX = ' [... omitted end of long line]';
export const SAMPLE_TEXT_LIMIT = 200;
/** Match locations kept per file (the count is always exact). */
export const MATCHES_PER_FILE = 5;

/** What one search found in one file: the exact count and the first few matching lines. */
export interface FileResult {
  count: number;
  /** `[line, text]` of the first matches (text redacted and shortened). */
  matches: Array<[number, string]>;
}

interface Member {
  path: string;
  /** Line of the shard on which this file's first line sits (1-based). */
  start: number;
}

interface Shard {
  file: string;
  members: Member[];
}

export interface SearchFlags {
  ignoreCase: boolean;
  fixedStrings: boolean;
  wordRegexp: boolean;
}

/** The files with a match (all others of the scanned shards matched nothing), or ripgrep's complaint. */
/** Lines any of several patterns matched, in one file, and where each came from. */
export interface Candidates {
  file: string;
  /** `[path, line]` of each line of the file. */
  origin: Array<[string, number]>;
  /** Every file of the shards the lines were taken from. */
  scanned: string[];
}

export type SearchOutcome = { hits: Map<string, FileResult>; scanned: string[] } | { error: string; detail?: string };

export class Corpus {
  private readonly shards: Shard[] = [];
  /** Files read whole: every path in a shard, plus text files left out because they are binary. */
  readonly searched = new Set<string>();
  private readonly folder: string;
  private size = 0;

  private constructor() {
    this.folder = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-corpus-'));
  }

  /**
   * Reads `groups` of files (relative to `root`), each group kept together so a search that needs
   * only some groups scans only their shards. Unreadable files are left out (they are not searched).
   */
  static build(root: string, groups: string[][]): Corpus {
    const corpus = new Corpus();
    try {
      for (const group of groups) corpus.addGroup(root, group);
    } catch (error) {
      corpus.dispose();
      throw error;
    }
    return corpus;
  }

  /** The shards holding any of `files`. */
  shardsFor(files: Set<string>): string[] {
    return this.shards.filter((shard) => shard.members.some((member) => files.has(member.path))).map((shard) => shard.file);
  }

  /** Runs one pattern over `shardFiles`: the files it matches (every other file in them matched nothing). */
  async search(rg: string, pattern: string, flags: SearchFlags, shardFiles: string[], patterns: PatternArguments, timeoutMs: number): Promise<SearchOutcome> {
    const byFile = new Map(this.shards.map((shard) => [shard.file, shard]));
    const scanned = shardFiles.flatMap((file) => byFile.get(file)!.members.map((member) => member.path));
    return this.run(rg, [pattern], flags, shardFiles, patterns, timeoutMs, scanned, (name, line) => {
      const shard = byFile.get(name);
      if (!shard) return undefined;
      const member = memberAt(shard.members, line);
      return [member.path, line - member.start + 1];
    });
  }

  /**
   * The lines of `shardFiles` that any of `patterns` matches, gathered into one small file, or
   * undefined when that pass fails or takes longer than `budgetMs` (a large alternation can be
   * far slower than its parts). Outside multiline mode a line matches a pattern wherever it
   * sits, so each pattern's matches in these shards are exactly its matches in the small file.
   */
  async candidates(rg: string, patterns: string[], flags: SearchFlags, shardFiles: string[], patternArgs: PatternArguments, budgetMs: number): Promise<Candidates | undefined> {
    const byFile = new Map(this.shards.map((shard) => [shard.file, shard]));
    const file = path.join(this.folder, `candidates-${Math.random().toString(36).slice(2, 10)}`);
    const out = openSync(file, 'w');
    const origin: Array<[string, number]> = [];
    let written = 0;
    let failed = false;
    const run = await runRipgrep(rg, [
      '--line-number', '--with-filename', '--null', '--no-heading', '--engine=default',
      ...searchFlags(flags),
      ...(await Promise.all(patterns.map((pattern) => patternArgs.argsFor(pattern)))).flat(),
      '--', ...shardFiles,
    ], {
      cwd: this.folder,
      timeoutMs: budgetMs,
      onRecord: (record) => {
        const nul = record.indexOf('\0');
        const shard = nul === -1 ? undefined : byFile.get(record.slice(0, nul));
        // A line that is not valid UTF-8 cannot be copied byte for byte from here: search the shards instead.
        if (!shard || record.includes('\uFFFD')) {
          failed = true;
          return false;
        }
        const colon = record.indexOf(':', nul + 1);
        const line = Number(record.slice(nul + 1, colon));
        const member = memberAt(shard.members, line);
        origin.push([member.path, line - member.start + 1]);
        const text = Buffer.from(`${record.slice(colon + 1)}\n`, 'utf8');
        writeSync(out, text, 0, text.length, written);
        written += text.length;
        return true;
      },
    });
    closeSync(out);
    if (failed || run.spawnError || run.timedOut || (run.exitCode !== 0 && run.exitCode !== 1)) return undefined;
    return { file, origin, scanned: shardFiles.flatMap((shard) => byFile.get(shard)!.members.map((member) => member.path)) };
  }

  /** Runs one pattern over the candidate lines: its matches in every file the candidates came from. */
  searchCandidates(rg: string, pattern: string, flags: SearchFlags, candidates: Candidates, patterns: PatternArguments, timeoutMs: number): Promise<SearchOutcome> {
    if (candidates.origin.length === 0) return Promise.resolve({ hits: new Map(), scanned: candidates.scanned });
    return this.run(rg, [pattern], flags, [candidates.file], patterns, timeoutMs, candidates.scanned, (_name, line) => candidates.origin[line - 1]);
  }

  private async run(
    rg: string,
    pattern: string[],
    flags: SearchFlags,
    files: string[],
    patterns: PatternArguments,
    timeoutMs: number,
    scanned: string[],
    locate: (file: string, line: number) => [string, number] | undefined,
  ): Promise<SearchOutcome> {
    const hits = new Map<string, FileResult>();
    if (files.length === 0) return { hits, scanned };
    const args = [
      '--line-number', '--with-filename', '--null', '--no-heading',
      `--max-columns=${PRINTED_COLUMNS}`, '--max-columns-preview',
      ...searchFlags(flags),
      ...(await Promise.all(pattern.map((one) => patterns.argsFor(one)))).flat(),
      '--', ...files,
    ];
    const run = await runRipgrep(rg, args, {
      cwd: this.folder,
      timeoutMs,
      onRecord: (record) => {
        const nul = record.indexOf('\0');
        if (nul === -1) return;
        const colon = record.indexOf(':', nul + 1);
        const where = locate(record.slice(0, nul), Number(record.slice(nul + 1, colon)));
        if (!where) return;
        let result = hits.get(where[0]);
        if (!result) hits.set(where[0], (result = { count: 0, matches: [] }));
        result.count += 1;
        if (result.matches.length < MATCHES_PER_FILE) result.matches.push([where[1], sampleText(record.slice(colon + 1))]);
      },
    });
    if (run.spawnError) return { error: `could not run ripgrep: ${run.spawnError.message}` };
    if (run.timedOut) return { error: `timed out after ${timeoutMs / 1000}s` };
    if (run.exitCode !== 0 && run.exitCode !== 1) {
      if (run.stderr === '') return { error: `ripgrep exited with ${run.exitCode === null ? 'a signal' : `code ${run.exitCode}`}` };
      const { reason, detail } = explainRipgrepFailure(run.stderr, pattern[0]);
      return { error: reason, detail };
    }
    return { hits, scanned };
  }

  /** Bytes of text in the corpus. */
  get bytes(): number {
    return this.size;
  }

  dispose(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }

  private addGroup(root: string, files: string[]): void {
    let shard: { fd: number; bytes: number; line: number; record: Shard } | undefined;
    const buffer = Buffer.allocUnsafe(CHUNK);
    const close = () => {
      if (!shard) return;
      closeSync(shard.fd);
      if (shard.record.members.length > 0) this.shards.push(shard.record);
      shard = undefined;
    };
    for (const relative of files) {
      if (!shard) {
        const file = path.join(this.folder, `shard-${this.shards.length}-${Math.random().toString(36).slice(2, 8)}`);
        shard = { fd: openSync(file, 'w'), bytes: 0, line: 1, record: { file, members: [] } };
      }
      const written = appendFile(path.join(root, relative), shard.fd, shard.bytes, buffer);
      if (written === undefined) continue;
      this.searched.add(relative);
      if (written.bytes === 0) continue;
      shard.record.members.push({ path: relative, start: shard.line });
      shard.bytes += written.bytes;
      this.size += written.bytes;
      shard.line += written.lines;
      if (shard.bytes >= SHARD_BYTES) close();
    }
    close();
  }
}

/**
 * Appends a file's text to the shard at `offset`, ending it with a line feed. Returns the bytes
 * and lines written (0 for a binary or empty file, whose bytes are taken back), or undefined when
 * the file cannot be read.
 */
function appendFile(file: string, out: number, offset: number, buffer: Buffer): { bytes: number; lines: number } | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    let position = 0;
    let written = 0;
    let lines = 0;
    let last = 10;
    const emit = (bytes: Buffer): boolean => {
      if (bytes.indexOf(0) !== -1) return false;
      let at = bytes.indexOf(10);
      while (at !== -1) {
        lines += 1;
        at = bytes.indexOf(10, at + 1);
      }
      writeSync(out, bytes, 0, bytes.length, offset + written);
      written += bytes.length;
      last = bytes[bytes.length - 1]!;
      return true;
    };
    const first = readSync(fd, buffer, 0, Math.min(CHUNK, Math.max(size, 1)), 0);
    position = first;
    const head = buffer.subarray(0, first);
    if (isUtf16(head)) {
      // ripgrep transcodes UTF-16 files with a byte-order mark to UTF-8 before searching.
      const whole = Buffer.alloc(size);
      head.copy(whole);
      while (position < size) {
        const n = readSync(fd, whole, position, size - position, position);
        if (n === 0) break;
        position += n;
      }
      const text = new TextDecoder(head[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(whole.subarray(0, position));
      if (!emit(Buffer.from(text, 'utf8'))) return binary(out, offset);
    } else {
      const start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
      if (first > start && !emit(head.subarray(start))) return binary(out, offset);
      while (position < size) {
        const n = readSync(fd, buffer, 0, CHUNK, position);
        if (n === 0) break;
        position += n;
        if (!emit(buffer.subarray(0, n))) return binary(out, offset);
      }
    }
    if (written > 0 && last !== 10) {
      writeSync(out, '\n', offset + written);
      written += 1;
      lines += 1;
    }
    return { bytes: written, lines };
  } catch {
    ftruncateSync(out, offset);
    return undefined;
  } finally {
    closeSync(fd);
  }
}

function binary(out: number, offset: number): { bytes: number; lines: number } {
  ftruncateSync(out, offset);
  return { bytes: 0, lines: 0 };
}

function searchFlags(flags: SearchFlags): string[] {
  return [
    ...(flags.ignoreCase ? ['--ignore-case'] : []),
    ...(flags.fixedStrings ? ['--fixed-strings'] : []),
    ...(flags.wordRegexp ? ['--word-regexp'] : []),
  ];
}

function isUtf16(head: Buffer): boolean {
  return head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
}

/** The member whose lines hold shard line `line` (members are in line order). */
function memberAt(members: Member[], line: number): Member {
  let low = 0;
  let high = members.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (members[middle]!.start <= line) low = middle;
    else high = middle - 1;
  }
  return members[low]!;
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
