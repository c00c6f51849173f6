// Reading a hook's stdin: whole when it ends, and given up (stream destroyed, so the process can
// exit) when it is too big, errors, or never ends. The hooks' own tests drive it end to end.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCapped } from '../../src/cli/hook-input.js';

describe('readCapped', () => {
  it('reads a stream to its end, after the prefix', async () => {
    const stream = new PassThrough();
    const reading = readCapped(stream, 100, 5_000, Buffer.from('{"a":'));
    stream.end('1}');
    expect(await reading).toEqual({ text: '{"a":1}' });
  });

  it('drops a payload past the cap and stops listening', async () => {
    const stream = new PassThrough();
    const reading = readCapped(stream, 10, 5_000);
    stream.write('0123456789');
    stream.write('x');
    expect(await reading).toEqual({ text: '', problem: 'input is larger than 10 bytes' });
    expect(stream.destroyed).toBe(true);
  });

  it('gives up on a stream that never ends, keeping what arrived', async () => {
    const stream = new PassThrough();
    stream.write('{"session_id":"s1"}');
    const started = Date.now();
    const input = await readCapped(stream, 100, 50);
    expect(input).toEqual({ text: '{"session_id":"s1"}', problem: 'stdin did not end within 50 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stream.destroyed).toBe(true);
  });

  it('reports a stream error', async () => {
    const stream = new PassThrough();
    const reading = readCapped(stream, 100, 5_000);
    stream.destroy(new Error('boom'));
    expect(await reading).toEqual({ text: '', problem: 'cannot read stdin: boom' });
  });
});
