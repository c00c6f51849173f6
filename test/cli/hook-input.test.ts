// Reading a hook's payload in process: the first complete JSON object and nothing after it, from a
// stream, a regular file or a real FIFO, without waiting for the writer to close; given up (and the
// stream destroyed, so the process can exit) past the size cap or the time limit.
// test/cli/hook-input-bin.test.ts drives the three hooks through the built bin.
import { spawnSync } from 'node:child_process';
import { closeSync, constants, openSync, writeFileSync, writeSync } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { readHookPayload } from '../../src/cli/hook-input.js';
import { tempProject } from '../helpers/project.js';

const LIMITS = { maxBytes: 1 << 20, timeoutMs: 5_000 };
const PAYLOAD = JSON.stringify({
  hook_event_name: 'PostToolUseFailure',
  tool_name: 'Bash',
  tool_input: { command: 'echo "{ not a brace }" \\ [x] && pip install größe 中文', description: 'Instalar dependências' },
  error: 'Exit code 1\n"quoted \\" brace }"',
});

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('readHookPayload from a stream', () => {
  it('stops at the first complete object, without waiting for the end, and lets go of the stream', async () => {
    const stream = new PassThrough();
    const reading = readHookPayload(stream, LIMITS);
    stream.write(PAYLOAD);
    const started = Date.now();
    expect(await reading).toEqual({ text: PAYLOAD });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stream.destroyed).toBe(true);
  });

  it('ignores whatever follows the object, in the same chunk or later', async () => {
    for (const tail of ['garbage {"second": 1}', '\n{"hook_event_name":"Other"}\n', '}}}]]\u0000']) {
      const stream = new PassThrough();
      const reading = readHookPayload(stream, LIMITS);
      stream.write(`  \n${PAYLOAD}${tail}`);
      stream.write('more garbage');
      expect(await reading).toEqual({ text: PAYLOAD });
    }
  });

  it('joins a payload split into one-byte writes with pauses, multi-byte characters included', async () => {
    const stream = new PassThrough();
    const reading = readHookPayload(stream, LIMITS);
    const bytes = Buffer.from(PAYLOAD);
    for (let i = 0; i < bytes.length; i += 7) {
      stream.write(bytes.subarray(i, i + 7));
      if (i % 70 === 0) await pause(5);
    }
    const input = await reading;
    expect(input).toEqual({ text: PAYLOAD });
    expect(JSON.parse(input.text).tool_input.command).toContain('größe 中文');
  });

  it('skips a byte order mark and leading blank lines', async () => {
    const stream = new PassThrough();
    const reading = readHookPayload(stream, LIMITS);
    stream.write(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`\r\n\t ${PAYLOAD}`)]));
    expect(await reading).toEqual({ text: PAYLOAD });
  });

  it('stops at once on input that cannot start an object', async () => {
    for (const text of ['"hello"', '[{"hook_event_name":"PostToolUseFailure"}]', '\u0000{}', 'not json', '123']) {
      const stream = new PassThrough();
      const reading = readHookPayload(stream, LIMITS);
      stream.write(text);
      expect(await reading).toEqual({ text });
      expect(stream.destroyed).toBe(true);
    }
  });

  it('returns what arrived when the stream ends before the object is complete', async () => {
    const stream = new PassThrough();
    const reading = readHookPayload(stream, LIMITS);
    stream.end('{"hook_event_name": "PostToolUseFailure", ');
    expect(await reading).toEqual({ text: '{"hook_event_name": "PostToolUseFailure", ' });
  });

  it('reads an empty stream as empty input', async () => {
    const stream = new PassThrough();
    const reading = readHookPayload(stream, LIMITS);
    stream.end();
    expect(await reading).toEqual({ text: '' });
  });

  it('drops an object larger than the cap and stops listening', async () => {
    const stream = new PassThrough();
    const reading = readHookPayload(stream, { maxBytes: 100, timeoutMs: 5_000 });
    stream.write(`{"a":"${'x'.repeat(60)}`);
    stream.write(`${'y'.repeat(60)}"}`);
    expect(await reading).toEqual({ text: '', problem: 'input is larger than 100 bytes' });
    expect(stream.destroyed).toBe(true);
  });

  it('takes an object that fits the cap even when more follows', async () => {
    const stream = new PassThrough();
    const reading = readHookPayload(stream, { maxBytes: 20, timeoutMs: 5_000 });
    stream.write(`{"a":1}${'z'.repeat(100)}`);
    expect(await reading).toEqual({ text: '{"a":1}' });
  });

  it('gives up on a stream that stays open with nothing complete, keeping what arrived', async () => {
    for (const first of [undefined, '{"session_id":"s1",']) {
      const stream = new PassThrough();
      if (first) stream.write(first);
      const started = Date.now();
      const input = await readHookPayload(stream, { maxBytes: 100, timeoutMs: 80 });
      expect(input).toEqual({ text: first ?? '', problem: 'no complete JSON object within 80 ms' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(70);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(stream.destroyed).toBe(true);
    }
  });

  it('reports a stream error', async () => {
    const stream = new PassThrough();
    const reading = readHookPayload(stream, LIMITS);
    stream.write('{"a":');
    stream.destroy(new Error('boom'));
    expect(await reading).toEqual({ text: '{"a":', problem: 'cannot read stdin: boom' });
  });

  it('reads nothing from a terminal', async () => {
    const stream = Object.assign(new PassThrough(), { isTTY: true });
    expect(await readHookPayload(stream, LIMITS)).toEqual({ text: '', terminal: true });
  });
});

describe('readHookPayload from a descriptor', () => {
  const open: number[] = [];
  // A FileHandle closes its descriptor when it is garbage collected: keep each one until the test ends.
  const handles: fsp.FileHandle[] = [];
  afterEach(async () => {
    for (const fd of open.splice(0)) closeSync(fd);
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
  });

  /** A FIFO with both ends open, the reader's in blocking mode as a shell's pipe is. */
  async function openFifo(): Promise<{ reader: number; writer: number }> {
    const fifo = path.join(tempProject(), 'stdin.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // Opening one end blocks until the other opens: the reader's open waits on the thread pool.
    const opening = fsp.open(fifo, 'r');
    const writer = openSync(fifo, constants.O_WRONLY);
    const handle = await opening;
    handles.push(handle);
    open.push(writer);
    return { reader: handle.fd, writer };
  }

  it('reads a regular file, stopping at the object', async () => {
    const file = path.join(tempProject(), 'payload.json');
    writeFileSync(file, `${PAYLOAD}\ntrailing text`);
    const fd = openSync(file, 'r');
    open.push(fd);
    expect(await readHookPayload(fd, LIMITS)).toEqual({ text: PAYLOAD });
  });

  it('reads /dev/null as empty input', async () => {
    const fd = openSync('/dev/null', 'r');
    open.push(fd);
    expect(await readHookPayload(fd, LIMITS)).toEqual({ text: '' });
  });

  it.runIf(process.platform === 'linux')('polls a FIFO whose writer stays open, never blocking the event loop', async () => {
    const { reader, writer } = await openFifo();
    const reading = readHookPayload(reader, LIMITS);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const bytes = Buffer.from(PAYLOAD);
    const half = Math.floor(bytes.length / 2);
    await pause(60);
    writeSync(writer, bytes.subarray(0, half));
    await pause(60);
    writeSync(writer, Buffer.concat([bytes.subarray(half), Buffer.from('garbage')]));
    const input = await reading;
    clearInterval(ticker);
    expect(input).toEqual({ text: PAYLOAD });
    expect(ticks).toBeGreaterThan(5);
  });

  it.runIf(process.platform === 'linux')('gives up on a FIFO that stays open and empty', async () => {
    const { reader } = await openFifo();
    const started = Date.now();
    expect(await readHookPayload(reader, { maxBytes: 100, timeoutMs: 100 })).toEqual({ text: '', problem: 'no complete JSON object within 100 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
