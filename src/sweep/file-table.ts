// The files one sweep searches, numbered in the order they are first seen: the engine keeps
// what it knows per file (cache entries, results, which search needs which file) in arrays and
// maps keyed by these numbers instead of path strings. Also where a search's matched lines came
// from, when it ran over lines gathered from many files.

export class FileTable {
  readonly paths: string[] = [];
  private readonly ids = new Map<string, number>();

  /** The number of `path` (relative to the root, forward slashes), given on first sight. */
  add(path: string): number {
    let id = this.ids.get(path);
    if (id === undefined) {
      id = this.paths.length;
      this.paths.push(path);
      this.ids.set(path, id);
    }
    return id;
  }

  idOf(path: string): number | undefined {
    return this.ids.get(path);
  }

  get size(): number {
    return this.paths.length;
  }
}

/** For each line of a file of gathered lines: the file (by number) and line it came from. */
export class LineOrigins {
  private files = new Int32Array(1024);
  private lines = new Int32Array(1024);
  length = 0;

  push(file: number, line: number): void {
    if (this.length === this.files.length) {
      const files = new Int32Array(this.length * 2);
      const lines = new Int32Array(this.length * 2);
      files.set(this.files);
      lines.set(this.lines);
      this.files = files;
      this.lines = lines;
    }
    this.files[this.length] = file;
    this.lines[this.length] = line;
    this.length += 1;
  }

  /** The file and line of gathered line `at` (1-based), or undefined past the end. */
  at(at: number): [file: number, line: number] | undefined {
    return at >= 1 && at <= this.length ? [this.files[at - 1]!, this.lines[at - 1]!] : undefined;
  }
}
