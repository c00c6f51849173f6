// Reading an agent hook's payload from a stream: capped in size and in time, and never keeping
// the process alive once it has stopped listening. Both hooks (`learn hook`, `boot --hook`) read
// their stdin through it. It imports nothing, because `learn hook` runs on every tool call.

export interface CappedInput {
  /** What arrived before the stream ended or reading stopped (empty past the cap). */
  text: string;
  /** Why reading stopped before the stream ended; absent when it ended normally. */
  problem?: string;
}

/** Reads a stream to its end, giving up past `maxBytes` or `timeoutMs`. */
export function readCapped(stream: NodeJS.ReadableStream, maxBytes: number, timeoutMs: number, prefix: Buffer = Buffer.alloc(0)): Promise<CappedInput> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [prefix];
    let size = prefix.length;
    let settled = false;
    const finish = (result: CappedInput, stop: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onError);
      // An unread or endless stdin would keep the process alive after we are done.
      if (stop) (stream as { destroy?: () => void }).destroy?.();
      resolve(result);
    };
    const received = () => Buffer.concat(chunks).toString('utf8');
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > maxBytes) finish({ text: '', problem: `input is larger than ${maxBytes} bytes` }, true);
      else chunks.push(buffer);
    };
    const onEnd = () => finish({ text: received() }, false);
    const onError = (error: Error) => finish({ text: received(), problem: `cannot read stdin: ${error.message}` }, true);
    const timer = setTimeout(() => finish({ text: received(), problem: `stdin did not end within ${timeoutMs} ms` }, true), timeoutMs);
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}
