// The sweep cache: what each search (a pattern and the options that change what matches) found in
// each file content (see content-keys.ts), remembered between sweeps so an unchanged tree is not
// searched again and an edit costs only the edited files. It lives outside the tree (see
// `sweepCacheFile` in memory/paths.ts), is written atomically, and is never trusted beyond what it
// can prove: a file of another format, engine, ripgrep or root, or one that does not read back
// exactly, is ignored and rebuilt. Errors are never cached. It also remembers which listed paths
// each glob=/type= filter lets through (a path's answer never changes), and which ripgrep binary
// gave its version, so an unchanged tree is swept again with one listing and no other process.
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomic } from '../memory/atomic.js';
import type { FileResult, SearchFlags } from './matched-lines.js';

const FORMAT = 'rulesweep-sweep-cache';
/** Bump when what a search records per file changes meaning: older caches are then ignored. */
const ENGINE = 2;
/** Cache files kept in the cache folder (one per project root); the oldest go first. */
const KEEP_FILES = 64;

export interface CacheIdentity {
  /** ripgrep's `--version` first line: another ripgrep may count differently. */
  ripgrep: string;
  root: string;
  /** The binary that gave that version (ripgrepStamp): the same binary next time need not be asked again. */
  ripgrepBinary?: string | undefined;
}

type StoredSearch = { zero: string; hits: Array<Array<number | string>> };

/** The key of one search: the pattern and the options that change which lines match. */
export function searchKey(pattern: string, flags: SearchFlags): string {
  return createHash('sha256')
    .update(JSON.stringify([ENGINE, pattern, flags.ignoreCase, flags.fixedStrings, flags.wordRegexp]))
    .digest('hex')
    .slice(0, 32);
}

/** What one search found per file content: a bit per content that matched nothing, and the hits. */
class SearchResults {
  zero: Uint8Array = new Uint8Array(64);
  readonly hits = new Map<number, FileResult>();

  get(at: number): FileResult | undefined {
    if (at >> 3 < this.zero.length && this.zero[at >> 3]! & (1 << (at & 7))) return ZERO;
    return this.hits.get(at);
  }

  set(at: number, result: FileResult): void {
    if (result.count > 0) {
      this.hits.set(at, result);
      return;
    }
    this.grow(at);
    this.zero[at >> 3]! |= 1 << (at & 7);
  }

  setZeros(contents: readonly number[]): void {
    let highest = 0;
    for (let i = 0; i < contents.length; i += 1) highest = Math.max(highest, contents[i]!);
    this.grow(highest);
    const zero = this.zero;
    for (let i = 0; i < contents.length; i += 1) {
      const at = contents[i]!;
      zero[at >> 3]! |= 1 << (at & 7);
    }
  }

  private grow(at: number): void {
    if (at >> 3 < this.zero.length) return;
    const grown = new Uint8Array(Math.max(this.zero.length * 2, (at >> 3) + 1));
    grown.set(this.zero);
    this.zero = grown;
  }
}

const ZERO: FileResult = Object.freeze({ count: 0, matches: [] }) as FileResult;

type StoredListing = { known: string; passed: string };

export class SweepCache {
  private readonly contents = new Map<string, number>();
  private readonly files: string[] = [];
  private readonly results = new Map<string, SearchResults>();
  private readonly own = new Map<number, boolean>();
  /** Paths the filtered listings answered for, and per listing (ripgrep's arguments) which it knows and which it lets through. */
  private readonly listingPaths: string[] = [];
  private readonly listingIndex = new Map<string, number>();
  private readonly listings = new Map<string, { known: Uint8Array; passed: Uint8Array }>();
  private readonly listingsUsed = new Set<string>();
  /** True once anything was added: an unchanged cache is not written again. */
  private dirty = false;

  /** Whether anything was added since the cache was read (what `save` would write is new). */
  get changed(): boolean {
    return this.dirty;
  }

  private constructor(private readonly identity: CacheIdentity) {}

  static empty(identity: CacheIdentity): SweepCache {
    return new SweepCache(identity);
  }

  /** A cache file's JSON as written, unchecked (`from` checks it), or undefined when it is absent or not JSON. */
  static async readStored(file: string): Promise<unknown> {
    try {
      // One decode of the whole file: readFile's own utf8 decodes chunk by chunk, several times slower.
      return JSON.parse((await readFile(file)).toString('utf8'));
    } catch {
      return undefined;
    }
  }

  /** The ripgrep version a stored cache recorded for the binary `stamp` names, if it names that very binary. */
  static versionFor(stored: unknown, stamp: string | undefined): string | undefined {
    const body = stored as Record<string, unknown> | undefined;
    if (stamp === undefined || body === null || typeof body !== 'object' || body.format !== FORMAT || body.engine !== ENGINE) return undefined;
    return body.ripgrepBinary === stamp && typeof body.ripgrep === 'string' && body.ripgrep.startsWith('ripgrep ') ? body.ripgrep : undefined;
  }

  /** The cache a stored file holds (readStored), or an empty one when it is foreign, stale or not exactly what `save` writes. */
  static from(stored: unknown, identity: CacheIdentity): SweepCache {
    const cache = new SweepCache(identity);
    if (stored === undefined) return cache;
    try {
      cache.read(stored);
    } catch {
      return new SweepCache(identity);
    }
    // The same ripgrep as another binary (moved, touched): recorded, so the next sweep need not ask it.
    if ((stored as Record<string, unknown>).ripgrepBinary !== identity.ripgrepBinary) cache.dirty = true;
    return cache;
  }

  /** The number the cache knows a file content by (asked once per file, then used for every search). */
  indexOf(content: string): number {
    let at = this.contents.get(content);
    if (at === undefined) {
      at = this.files.length;
      this.files.push(content);
      this.contents.set(content, at);
    }
    return at;
  }

  /** What the cache knows of one search, to look files up by index. */
  resultsOf(search: string): { get(at: number): FileResult | undefined } | undefined {
    return this.results.get(search);
  }

  /** Records that one search matched nothing in each of `contents`. */
  setZeros(search: string, contents: readonly number[]): void {
    if (contents.length === 0) return;
    let results = this.results.get(search);
    if (!results) this.results.set(search, (results = new SearchResults()));
    results.setZeros(contents);
    this.dirty = true;
  }

  /** Records results of one search, file content by file content (the search is looked up once). */
  writerOf(search: string): (at: number, result: FileResult) => void {
    let results = this.results.get(search);
    if (!results) this.results.set(search, (results = new SearchResults()));
    const target = results;
    return (at, result) => {
      target.set(at, result);
      this.dirty = true;
    };
  }

  /**
   * The files of `universe` a filtered listing (`key`: its ripgrep arguments) lets through, when
   * the cache holds an answer for every one of them; undefined otherwise. Whether `--glob` or
   * `--type` lets a file through depends on its path alone (and the ripgrep, which the cache is
   * keyed by), so an answer holds until the file is gone.
   */
  filteredListing(key: string, universe: Set<string>): Set<string> | undefined {
    const stored = this.listings.get(key);
    if (!stored) return undefined;
    const passed = new Set<string>();
    for (const file of universe) {
      const at = this.listingIndex.get(file);
      if (at === undefined || !hasBit(stored.known, at)) return undefined;
      if (hasBit(stored.passed, at)) passed.add(file);
    }
    this.listingsUsed.add(key);
    return passed;
  }

  /** Remembers which files of `universe` the filtered listing `key` let through (`passed`). */
  setFilteredListing(key: string, universe: Set<string>, passed: Set<string>): void {
    for (const file of universe) {
      if (this.listingIndex.has(file)) continue;
      this.listingIndex.set(file, this.listingPaths.length);
      this.listingPaths.push(file);
    }
    const known = new Uint8Array(Math.ceil(this.listingPaths.length / 8));
    const through = new Uint8Array(known.length);
    for (const file of universe) {
      const at = this.listingIndex.get(file)!;
      known[at >> 3]! |= 1 << (at & 7);
      if (passed.has(file)) through[at >> 3]! |= 1 << (at & 7);
    }
    this.listings.set(key, { known, passed: through });
    this.listingsUsed.add(key);
    this.dirty = true;
  }

  isOwnOutput(at: number): boolean | undefined {
    return this.own.get(at);
  }

  setOwnOutput(at: number, own: boolean): void {
    this.own.set(at, own);
    this.dirty = true;
  }

  /**
   * Writes what is worth keeping (the searches and file contents of this sweep, by index) to
   * `file` atomically, when anything changed. A cache that cannot be written is only slower next time.
   */
  async save(file: string, keep: { searches: Set<string>; contents: Set<number> }): Promise<boolean> {
    if (!this.dirty) return false;
    const kept = [...keep.contents].sort((a, b) => a - b);
    const renumber = new Map(kept.map((at, index) => [at, index]));
    const files = kept.map((at) => this.files[at]!);
    const own: number[] = [];
    const notOwn: number[] = [];
    for (const [at, isOwn] of this.own) {
      const index = renumber.get(at);
      if (index !== undefined) (isOwn ? own : notOwn).push(index);
    }
    // A first sweep keeps every content it numbered, in order: its bits and hits are stored as they are.
    const unchanged = kept.every((at, index) => at === index);
    const searches: Record<string, StoredSearch> = {};
    for (const [search, results] of this.results) {
      if (!keep.searches.has(search)) continue;
      if (unchanged) {
        searches[search] = storedAsIs(results, files.length);
        continue;
      }
      const zero: number[] = [];
      const hits: Array<Array<number | string>> = [];
      for (let index = 0; index < kept.length; index += 1) {
        const result = results.get(kept[index]!);
        if (result === ZERO) zero.push(index);
        else if (result) hits.push([index, result.count, ...result.matches.flat()]);
      }
      searches[search] = { zero: bitset(zero, files.length), hits };
    }
    const body = { format: FORMAT, engine: ENGINE, ...this.identity, files, own, notOwn, searches, ...this.storedListings() };
    try {
      await writeAtomic(file, JSON.stringify(body));
      await pruneFolder(path.dirname(file));
      return true;
    } catch {
      return false;
    }
  }

  /** The listings this sweep used, over the paths they know (renumbered). */
  private storedListings(): { listingPaths: string[]; listings: Record<string, StoredListing> } {
    const used = [...this.listingsUsed].sort().map((key) => [key, this.listings.get(key)!] as const);
    const keptPaths: number[] = [];
    for (let at = 0; at < this.listingPaths.length; at += 1) if (used.some(([, stored]) => hasBit(stored.known, at))) keptPaths.push(at);
    const listings: Record<string, StoredListing> = {};
    for (const [key, stored] of used) {
      const known: number[] = [];
      const passed: number[] = [];
      keptPaths.forEach((at, index) => {
        if (hasBit(stored.known, at)) known.push(index);
        if (hasBit(stored.passed, at)) passed.push(index);
      });
      listings[key] = { known: bitset(known, keptPaths.length), passed: bitset(passed, keptPaths.length) };
    }
    return { listingPaths: keptPaths.map((at) => this.listingPaths[at]!), listings };
  }

  /** Reads a parsed cache file; throws on anything that is not exactly what `save` writes. */
  private read(data: unknown): void {
    const body = data as Record<string, unknown>;
    if (body === null || typeof body !== 'object' || body.format !== FORMAT || body.engine !== ENGINE) throw new Error('foreign');
    if (body.ripgrep !== this.identity.ripgrep || body.root !== this.identity.root) throw new Error('stale');
    const files = body.files;
    if (!Array.isArray(files) || !files.every((file) => typeof file === 'string') || new Set(files).size !== files.length) throw new Error('files');
    for (const file of files as string[]) this.indexOf(file);
    const index = (at: unknown): number => {
      if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at >= files.length) throw new Error('index');
      return at;
    };
    for (const [list, isOwn] of [[body.own, true], [body.notOwn, false]] as const) {
      if (!Array.isArray(list)) throw new Error('own');
      for (const at of list) this.own.set(index(at), isOwn);
    }
    const listingPaths = body.listingPaths;
    if (!Array.isArray(listingPaths) || !listingPaths.every((file) => typeof file === 'string') || new Set(listingPaths).size !== listingPaths.length) throw new Error('listing paths');
    const listings = body.listings as Record<string, StoredListing>;
    if (listings === null || typeof listings !== 'object') throw new Error('listings');
    for (const file of listingPaths as string[]) {
      this.listingIndex.set(file, this.listingPaths.length);
      this.listingPaths.push(file);
    }
    for (const [key, stored] of Object.entries(listings)) {
      if (typeof stored?.known !== 'string' || typeof stored.passed !== 'string') throw new Error('listing');
      const known = readBitset(stored.known, listingPaths.length);
      const passed = readBitset(stored.passed, listingPaths.length);
      if (passed.some((byte, at) => (byte & ~known[at]!) !== 0)) throw new Error('listing passes what it does not know');
      this.listings.set(key, { known, passed });
    }
    const searches = body.searches as Record<string, StoredSearch>;
    if (searches === null || typeof searches !== 'object') throw new Error('searches');
    for (const [search, stored] of Object.entries(searches)) {
      if (!/^[0-9a-f]{32}$/.test(search) || typeof stored?.zero !== 'string' || !Array.isArray(stored.hits)) throw new Error('search');
      const results = new SearchResults();
      results.zero = readBitset(stored.zero, files.length);
      for (const hit of stored.hits) {
        if (!Array.isArray(hit) || hit.length % 2 !== 0) throw new Error('hit');
        const [at, count, ...rest] = hit;
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) throw new Error('count');
        const matches: Array<[number, string]> = [];
        for (let i = 0; i < rest.length; i += 2) {
          const [line, text] = [rest[i], rest[i + 1]];
          if (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || typeof text !== 'string') throw new Error('match');
          matches.push([line, text]);
        }
        if (matches.length > count) throw new Error('matches');
        const position = index(at);
        if (results.get(position)) throw new Error('twice');
        results.hits.set(position, { count, matches });
      }
      this.results.set(search, results);
    }
  }
}

/** One search's results for contents 0 to size - 1, numbered as they are kept. */
function storedAsIs(results: SearchResults, size: number): StoredSearch {
  const bytes = Buffer.alloc(Math.ceil(size / 8));
  bytes.set(results.zero.subarray(0, bytes.length));
  // Bits past the last content kept belong to contents not kept.
  if (size % 8 !== 0 && bytes.length > 0) bytes[bytes.length - 1]! &= (1 << (size % 8)) - 1;
  const hits = [...results.hits]
    .filter(([at]) => at < size)
    .sort(([a], [b]) => a - b)
    .map(([at, result]) => [at, result.count, ...result.matches.flat()]);
  return { zero: bytes.toString('base64'), hits };
}

function hasBit(bits: Uint8Array, at: number): boolean {
  return at >> 3 < bits.length && (bits[at >> 3]! & (1 << (at & 7))) !== 0;
}

function bitset(indexes: number[], size: number): string {
  const bytes = Buffer.alloc(Math.ceil(size / 8));
  for (const at of indexes) bytes[at >> 3]! |= 1 << (at & 7);
  return bytes.toString('base64');
}

function readBitset(text: string, size: number): Uint8Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== Math.ceil(size / 8) || bytes.toString('base64') !== text) throw new Error('bitset');
  return new Uint8Array(bytes);
}

/** Keeps the cache folder small: the most recently written files stay. */
async function pruneFolder(folder: string): Promise<void> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  if (names.length <= KEEP_FILES) return;
  const dated = await Promise.all(names.map(async (name) => ({ name, mtime: (await stat(path.join(folder, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
  dated.sort((a, b) => b.mtime - a.mtime);
  await Promise.all(dated.slice(KEEP_FILES).map(({ name }) => rm(path.join(folder, name), { force: true })));
}
