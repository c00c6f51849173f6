// The corpus: the text files a sweep must search, read once and laid end to end in a few large
// temporary shard files, so each pattern costs one ripgrep run over a few big files instead of a
// directory walk that opens every file again. It serves the files a warm sweep must search again
// (a cold sweep searches through ripgrep's own walk, see searchPlanned in engine.ts). Counts stay
// exactly ripgrep's own: outside multiline mode ripgrep matches line by line, so a line matches
// the same wherever it sits; the files a directory walk would drop (any NUL byte: `rg --count`
// leaves binary files out) are left out here, and byte-order marks are handled as ripgrep handles
// them (UTF-8 stripped, UTF-16 transcoded).
import { closeSync, fstatSync, ftruncateSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileTable } from './file-table.js';
import { gatherLines, searchGathered, searchLines, type Failure, type Found, type Gathered, type SearchFlags } from './matched-lines.js';
import type { PatternArguments } from './ripgrep.js';

/** A shard is closed once it holds this many bytes (big enough that per-file costs vanish, small enough to search in parallel). */
const SHARD_BYTES = 16 * 1024 * 1024;
const CHUNK = 1024 * 1024;

interface Member {
  /** The file's number in the sweep's FileTable. */
  id: number;
  /** Line of the shard on which this file's first line sits (1-based). */
  start: number;
}

interface Shard {
  file: string;
  members: Member[];
}

export class Corpus {
  private readonly shards: Shard[] = [];
  /** Files read whole (by number): every file in a shard, plus text files left out because they are binary. */
  readonly searched = new Set<number>();
  private readonly folder: string;
  private size = 0;

  private constructor(private readonly table: FileTable) {
    this.folder = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-corpus-'));
  }

  /**
   * Reads `groups` of files (numbers of `table`, relative to `root`), each group kept together so
   * a search that needs only some groups scans only their shards. Unreadable files are left out
   * (they are not searched).
   */
  static build(root: string, groups: number[][], table: FileTable): Corpus {
    const corpus = new Corpus(table);
    try {
      for (const group of groups) corpus.addGroup(root, group);
    } catch (error) {
      corpus.dispose();
      throw error;
    }
    return corpus;
  }

  /** The shards holding any of `files`. */
  shardsFor(files: Set<number>): string[] {
    return this.shards.filter((shard) => shard.members.some((member) => files.has(member.id))).map((shard) => shard.file);
  }

  /** Every file in `shardFiles`: all of them are searched whole when the shards are. */
  membersOf(shardFiles: string[]): number[] {
    const wanted = new Set(shardFiles);
    return this.shards.filter((shard) => wanted.has(shard.file)).flatMap((shard) => shard.members.map((member) => member.id));
  }

  /** Runs one pattern over `shardFiles`: the files it matches (every other file in them matched nothing). */
  async search(rg: string, pattern: string, flags: SearchFlags, shardFiles: string[], patterns: PatternArguments, timeoutMs: number): Promise<Found | Failure> {
    const found = await searchLines(rg, pattern, flags, shardFiles, { cwd: this.folder, timeoutMs, patterns, locate: this.locator(), walk: false });
    return found ?? { error: 'ripgrep printed what the sweep cannot read' };
  }

  /**
   * The lines of `shardFiles` that any of `patterns` matches, gathered into one small file, or
   * undefined when that pass fails, takes longer than `budgetMs` or gathers more than `capBytes`.
   */
  candidates(rg: string, patterns: string[], flags: SearchFlags, shardFiles: string[], patternArgs: PatternArguments, budgetMs: number, capBytes: number): Promise<Gathered | undefined> {
    const into = path.join(this.folder, `candidates-${Math.random().toString(36).slice(2, 10)}`);
    return gatherLines(rg, patterns, flags, shardFiles, into, { cwd: this.folder, timeoutMs: budgetMs, budgetMs, capBytes, patterns: patternArgs, locate: this.locator(), walk: false });
  }

  /** Runs one pattern over the candidate lines: its matches in every file the candidates came from. */
  async searchCandidates(rg: string, pattern: string, flags: SearchFlags, candidates: Gathered, patterns: PatternArguments, timeoutMs: number): Promise<Found | Failure> {
    const found = await searchGathered(rg, pattern, flags, candidates, { cwd: this.folder, timeoutMs, patterns });
    return found ?? { error: 'ripgrep printed what the sweep cannot read' };
  }

  /** Shard name and line to the file and line they hold. */
  private locator(): (name: string, line: number) => [number, number] | undefined {
    const byFile = new Map(this.shards.map((shard) => [shard.file, shard]));
    return (name, line) => {
      const shard = byFile.get(name);
      if (!shard) return undefined;
      const member = memberAt(shard.members, line);
      return [member.id, line - member.start + 1];
    };
  }

  /** Bytes of text in the corpus. */
  get bytes(): number {
    return this.size;
  }

  dispose(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }

  private addGroup(root: string, files: number[]): void {
    let shard: { fd: number; bytes: number; line: number; record: Shard } | undefined;
    const buffer = Buffer.allocUnsafe(CHUNK);
    const close = () => {
      if (!shard) return;
      closeSync(shard.fd);
      if (shard.record.members.length > 0) this.shards.push(shard.record);
      shard = undefined;
    };
    for (const id of files) {
      if (!shard) {
        const file = path.join(this.folder, `shard-${this.shards.length}-${Math.random().toString(36).slice(2, 8)}`);
        shard = { fd: openSync(file, 'w'), bytes: 0, line: 1, record: { file, members: [] } };
      }
      const written = appendFile(path.join(root, this.table.paths[id]!), shard.fd, shard.bytes, buffer);
      if (written === undefined) continue;
      this.searched.add(id);
      if (written.bytes === 0) continue;
      shard.record.members.push({ id, start: shard.line });
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
