// Reading an agent hook's payload: the first complete JSON object on stdin, within a size cap and
// a time limit, whatever the writer does next (keeps the pipe open, sends more, never writes).
// Every hook reads through it (`learn hook`, `boot --hook`, `scorecard --hook`, and `guard`).
// It imports only Node's own modules, because `learn hook` runs on every agent tool call.
//
// A descriptor is read without ever blocking the process: a regular file directly; a pipe through
// a second, non-blocking open of it (Linux's /proc/self/fd), polled; a socket (what Node parents
// give their children) switched to non-blocking mode in place, polled; anything else through a
// libuv stream, whose reads never block.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

export interface HookInputLimits {
  /** Bytes read at most; a payload that is not complete by then is dropped. */
  maxBytes: number;
  /** How long to wait for a complete payload, from the call. */
  timeoutMs: number;
}

export interface HookInput {
  /**
   * The first complete JSON object, without what came before or after it; when reading stopped
   * before one was complete, what arrived (empty past the size cap).
   */
  text: string;
  /**
   * Why reading stopped before a complete object or the end of input; absent otherwise, and when
   * the input could not start an object (its text is returned for the caller's parser to reject).
   */
  problem?: string;
  /** Stdin is a terminal: a person ran the hook by hand, and nothing was read. */
  terminal?: true;
}

type Source = number | (NodeJS.ReadableStream & { isTTY?: boolean });

/**
 * Reads one hook payload from a descriptor or a stream. Never rejects and never outlives
 * `timeoutMs` by more than one poll; once it resolves, nothing it opened keeps the process alive.
 */
export async function readHookPayload(source: Source, limits: HookInputLimits): Promise<HookInput> {
  if (typeof source !== 'number') return source.isTTY ? { text: '', terminal: true } : readStream(source, limits, Date.now() + limits.timeoutMs);
  const deadline = Date.now() + limits.timeoutMs;
  let kind: 'file' | 'pipe' | 'device' | 'other';
  try {
    const stat = fstatSync(source);
    kind = stat.isFIFO() ? 'pipe' : stat.isFile() ? 'file' : stat.isCharacterDevice() ? 'device' : 'other';
  } catch (error) {
    return { text: '', problem: `cannot read stdin: ${(error as Error).message}` };
  }
  // node:tty loads node:net; only a character device (a terminal, /dev/null) pays for it.
  if (kind === 'device' && (await builtin('node:tty')).isatty(source)) return { text: '', terminal: true };
  // A regular file, /dev/null: a read returns at once.
  if (kind === 'file' || kind === 'device') return readAtOnce(source, limits);
  if (kind === 'pipe') {
    const polled = reopenNonBlocking(source);
    if (polled !== undefined) {
      try {
        return await pollPipe(polled, limits, deadline);
      } finally {
        closeSync(polled);
      }
    }
  }
  if (setNonBlocking(source)) return pollPipe(source, limits, deadline);
  const { Socket } = await builtin('node:net');
  let stream: NodeJS.ReadableStream;
  try {
    stream = new Socket({ fd: source, readable: true, writable: false });
  } catch (error) {
    return { text: '', problem: `cannot read stdin: ${(error as Error).message}` };
  }
  return readStream(stream, limits, deadline);
}

/**
 * A Node module loaded only when needed. `import()` would do, but in the CommonJS bundle of
 * `learn hook` it starts Node's ES module loader, ~10 ms; getBuiltinModule (Node 20.16+) does not.
 */
type LazyBuiltins = { 'node:net': typeof import('node:net'); 'node:tty': typeof import('node:tty') };

async function builtin<Id extends keyof LazyBuiltins>(id: Id): Promise<LazyBuiltins[Id]> {
  return (process.getBuiltinModule?.(id) as LazyBuiltins[Id] | undefined) ?? ((await import(id)) as LazyBuiltins[Id]);
}

/**
 * Collects bytes until the first JSON object in them is complete. Scans bytes, not characters:
 * every byte of a multi-byte UTF-8 character is >= 0x80, so it is never a quote or a bracket.
 */
class PayloadCollector {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private start = -1;
  private end = -1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private notObject = false;

  constructor(private readonly maxBytes: number) {}

  /** Adds a chunk; returns the result once reading may stop, undefined to read on. */
  add(chunk: Buffer): HookInput | undefined {
    const offset = this.size;
    this.size += chunk.length;
    this.chunks.push(chunk);
    // Only the first maxBytes count: an object that ends past them is too large, whatever the chunking.
    if (this.end < 0 && !this.notObject) this.scan(chunk, offset, Math.min(chunk.length, this.maxBytes - offset));
    if (this.end >= 0) return { text: this.bytes().subarray(this.start, this.end).toString('utf8') };
    // Whoever parses it says what is wrong with it; there is no point reading on.
    if (this.notObject) return { text: this.bytes().toString('utf8') };
    if (this.size > this.maxBytes) return { text: '', problem: `input is larger than ${this.maxBytes} bytes` };
    return undefined;
  }

  /** The input ended: what arrived (a complete object would have stopped reading already). */
  ended(): HookInput {
    return { text: this.bytes().toString('utf8') };
  }

  /** Reading stopped for `problem`: what arrived, for whoever wants a partial payload's fields. */
  stopped(problem: string): HookInput {
    return { text: this.bytes().toString('utf8'), problem };
  }

  /**
   * Follows the JSON structure through the first `length` bytes of `chunk` (at `offset` in the
   * input) until the first object ends or the input cannot be one. One loop over local variables:
   * a method call per byte costs the hook a tenth of a millisecond per kilobyte of payload.
   */
  private scan(chunk: Buffer, offset: number, length: number): void {
    let { start, depth, inString, escaped } = this;
    let i = 0;
    for (; i < length && start < 0; i += 1) {
      const byte = chunk[i]!;
      if (byte === 0x7b) {
        start = offset + i;
        depth = 1;
      } else if (!isLeadingSpace(byte, offset + i)) {
        this.notObject = true;
        return;
      }
    }
    for (; i < length; i += 1) {
      const byte = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === 0x5c) escaped = true;
        else if (byte === 0x22) inString = false;
      } else if (byte === 0x22) inString = true;
      else if (byte === 0x7b || byte === 0x5b) depth += 1;
      else if (byte === 0x7d || byte === 0x5d) {
        depth -= 1;
        if (depth === 0) {
          this.end = offset + i + 1;
          break;
        }
      }
    }
    this.start = start;
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
  }

  private bytes(): Buffer {
    if (this.chunks.length > 1) this.chunks.splice(0, this.chunks.length, Buffer.concat(this.chunks));
    return this.chunks[0] ?? Buffer.alloc(0);
  }
}

/** JSON whitespace, and a UTF-8 byte order mark at the very start (some Windows tools write one). */
function isLeadingSpace(byte: number, at: number): boolean {
  if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) return true;
  return (at === 0 && byte === 0xef) || (at === 1 && byte === 0xbb) || (at === 2 && byte === 0xbf);
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Where the next read goes: the collector keeps views of what it was given (a copy per read costs
 * a fresh process a tenth of a millisecond), so reading goes on after them, into a new buffer
 * once this one is full.
 */
function readOnAfter(buffer: Buffer, used: number): { buffer: Buffer; used: number } {
  return used < buffer.length ? { buffer, used } : { buffer: Buffer.allocUnsafe(CHUNK_BYTES), used: 0 };
}

/** Reads a descriptor whose reads return at once (a regular file, /dev/null). */
function readAtOnce(fd: number, limits: HookInputLimits): HookInput {
  const collector = new PayloadCollector(limits.maxBytes);
  let buffer: Buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  for (;;) {
    let count: number;
    try {
      count = readSync(fd, buffer, used, buffer.length - used, null);
    } catch (error) {
      // Windows reports the end of a pipe as an EOF error.
      if ((error as NodeJS.ErrnoException).code === 'EOF') return collector.ended();
      return collector.stopped(`cannot read stdin: ${(error as Error).message}`);
    }
    if (count === 0) return collector.ended();
    const result = collector.add(buffer.subarray(used, used + count));
    if (result) return result;
    ({ buffer, used } = readOnAfter(buffer, used + count));
  }
}

/**
 * A second descriptor on the same pipe, in non-blocking mode, or undefined where the system
 * cannot give one (no /proc, as on macOS). Opening /proc/self/fd/N makes a new open file
 * description, so the flag does not change the descriptor other processes share with us.
 */
function reopenNonBlocking(fd: number): number | undefined {
  try {
    return openSync(`/proc/self/fd/${fd}`, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
}

/** libuv's pipe handle, as Node's own streams use it; only `open` is needed here. */
type PipeBinding = { Pipe: new (type: number) => { open(fd: number): number }; constants: { SOCKET: number } };
/** Pipe handles opened on stdin, held until exit (see setNonBlocking). */
const heldOpen: object[] = [];

/**
 * Puts a socket or pipe descriptor in non-blocking mode in place, by opening libuv's pipe handle
 * on it without reading through it: what node:net does first, without loading node:net and
 * node:stream (about 8 ms, close to half of what `learn hook` costs beyond `node -e 0`). The
 * handle is held, never closed, so the descriptor stays ours, and Node restores stdin's blocking
 * mode at exit for anyone who shares it. False on Windows (its pipes have no non-blocking mode)
 * and where Node offers no such handle (process.binding is a deprecated interface): the caller
 * then reads through node:net.
 */
function setNonBlocking(fd: number): boolean {
  if (process.platform === 'win32') return false;
  try {
    const { Pipe, constants: pipeConstants } = (process as unknown as { binding(name: 'pipe_wrap'): PipeBinding }).binding('pipe_wrap');
    const handle = new Pipe(pipeConstants.SOCKET);
    if (handle.open(fd) !== 0) return false;
    heldOpen.push(handle);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads a non-blocking pipe, sleeping between empty reads (1 ms at first, then up to 20 ms). */
async function pollPipe(fd: number, limits: HookInputLimits, deadline: number): Promise<HookInput> {
  const collector = new PayloadCollector(limits.maxBytes);
  let buffer: Buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  let pause = 1;
  for (;;) {
    let count: number;
    try {
      count = readSync(fd, buffer, used, buffer.length - used, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') return collector.stopped(`cannot read stdin: ${(error as Error).message}`);
      const left = deadline - Date.now();
      if (left <= 0) return collector.stopped(timeoutProblem(limits));
      await sleep(Math.min(pause, left));
      pause = Math.min(pause * 2, 20);
      continue;
    }
    if (count === 0) return collector.ended();
    const result = collector.add(buffer.subarray(used, used + count));
    if (result) return result;
    ({ buffer, used } = readOnAfter(buffer, used + count));
    pause = 1;
  }
}

/** Reads a stream; when done early, destroys it, so an endless stdin cannot keep the process alive. */
function readStream(stream: NodeJS.ReadableStream, limits: HookInputLimits, deadline: number): Promise<HookInput> {
  return new Promise((resolve) => {
    const collector = new PayloadCollector(limits.maxBytes);
    let settled = false;
    const finish = (result: HookInput, stop: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('close', onEnd);
      stream.removeListener('error', onError);
      if (stop) (stream as { destroy?: () => void }).destroy?.();
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const result = collector.add(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      if (result) finish(result, true);
    };
    const onEnd = () => finish(collector.ended(), false);
    const onError = (error: Error) => finish(collector.stopped(`cannot read stdin: ${error.message}`), true);
    const timer = setTimeout(() => finish(collector.stopped(timeoutProblem(limits)), true), Math.max(0, deadline - Date.now()));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('close', onEnd);
    stream.once('error', onError);
  });
}

function timeoutProblem(limits: HookInputLimits): string {
  return `no complete JSON object within ${limits.timeoutMs} ms`;
}
