// Reads git's index (`.git/index`, versions 2 to 4) for what the sweep cache needs: each tracked
// file's blob id and the file status git recorded when it last saw the file. Nothing is hashed:
// a file whose size, change and modification times and inode still match its entry is the blob
// git names.
// Anything unusual (a split or sparse index, an unknown version, a bad checksum) yields nothing,
// and the cache falls back to file status for every file.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface IndexEntry {
  /** The blob id, hex. */
  blob: string;
  ctimeSeconds: number;
  ctimeNanoseconds: number;
  mtimeSeconds: number;
  mtimeNanoseconds: number;
  size: number;
  inode: number;
}

export interface GitIndex {
  /** Entries by path relative to the repository's top level, forward slashes. */
  entries: Map<string, IndexEntry>;
  /** When the index was written: an entry as new as this may hide a change git has not seen (racy git). */
  writtenMs: number;
}

/** The index of the repository whose top level is `top`, or undefined when it cannot be read as expected. */
export function readGitIndex(top: string): GitIndex | undefined {
  const file = indexFile(top);
  if (!file) return undefined;
  let data: Buffer;
  let writtenMs: number;
  try {
    data = readFileSync(file);
    writtenMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  try {
    return { entries: parseIndex(data), writtenMs };
  } catch {
    return undefined;
  }
}

/** `.git/index`, or for a worktree or submodule the index in the folder its `.git` file names. */
function indexFile(top: string): string | undefined {
  const dotGit = path.join(top, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return path.join(dotGit, 'index');
    const pointer = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    return pointer ? path.join(path.resolve(top, pointer[1]!), 'index') : undefined;
  } catch {
    return undefined;
  }
}

const HASH_BYTES = 20;

function parseIndex(data: Buffer): Map<string, IndexEntry> {
  if (data.length < 12 + HASH_BYTES || data.toString('latin1', 0, 4) !== 'DIRC') throw new Error('not an index');
  const version = data.readUInt32BE(4);
  if (version < 2 || version > 4) throw new Error(`index version ${version}`);
  const body = data.subarray(0, data.length - HASH_BYTES);
  if (!createHash('sha1').update(body).digest().equals(data.subarray(data.length - HASH_BYTES))) throw new Error('bad checksum');
  const count = data.readUInt32BE(8);
  const entries = new Map<string, IndexEntry>();
  let offset = 12;
  let previous = '';
  for (let i = 0; i < count; i += 1) {
    const start = offset;
    const ctimeSeconds = data.readUInt32BE(start);
    const ctimeNanoseconds = data.readUInt32BE(start + 4);
    const mtimeSeconds = data.readUInt32BE(start + 8);
    const mtimeNanoseconds = data.readUInt32BE(start + 12);
    const inode = data.readUInt32BE(start + 20);
    const mode = data.readUInt32BE(start + 24);
    const size = data.readUInt32BE(start + 36);
    const blob = data.toString('hex', start + 40, start + 40 + HASH_BYTES);
    const flags = data.readUInt16BE(start + 60);
    offset = start + 62;
    let skip = false;
    if (flags & 0x4000) {
      if (version < 3) throw new Error('extended flags in a version 2 index');
      const extended = data.readUInt16BE(offset);
      // skip-worktree or intent-to-add: the working file is not what the entry names.
      skip = (extended & 0x6000) !== 0;
      offset += 2;
    }
    let name: string;
    if (version === 4) {
      let strip = 0;
      let byte: number;
      let shift = 0;
      do {
        byte = data[offset]!;
        offset += 1;
        strip = shift === 0 ? byte & 0x7f : ((strip + 1) << 7) | (byte & 0x7f);
        shift += 7;
      } while (byte & 0x80);
      const end = data.indexOf(0, offset);
      if (end === -1) throw new Error('unterminated path');
      name = previous.slice(0, previous.length - strip) + data.toString('utf8', offset, end);
      offset = end + 1;
    } else {
      const end = data.indexOf(0, offset);
      if (end === -1) throw new Error('unterminated path');
      name = data.toString('utf8', offset, end);
      // Entries are padded with 1 to 8 NULs to a multiple of 8 bytes.
      offset = start + Math.ceil((end - start + 1) / 8) * 8;
    }
    previous = name;
    const stage = (flags >> 12) & 0x3;
    // Regular files only: symbolic links and submodules are not what a sweep reads.
    if (stage === 0 && !skip && (mode & 0o170000) === 0o100000) {
      entries.set(name, { blob, ctimeSeconds, ctimeNanoseconds, mtimeSeconds, mtimeNanoseconds, size, inode });
    }
  }
  // A split index keeps most entries elsewhere; a sparse index folds folders into one entry.
  for (let at = offset; at + 8 <= body.length;) {
    const signature = data.toString('latin1', at, at + 4);
    if (signature === 'link' || signature === 'sdir') throw new Error(`index extension ${signature}`);
    at += 8 + data.readUInt32BE(at + 4);
  }
  return entries;
}
