// appendUnderLock, the one way rulesweep adds lines to a shared file (the evolution log, the
// drafts, the session history): what it decides it decides from the file as it is inside the
// lock, so real processes numbering records at once never number two alike; each appended text
// starts on a line of its own; a replace is atomic; a file it cannot read is an error naming it.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/diagnostics/errors.js';
import { appendLocked, appendUnderLock } from '../../src/memory/atomic.js';
import { tempProject } from '../helpers/project.js';

const DIST_ATOMIC = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/memory/atomic.js')).href;

/** Appends `count` numbered lines (`<last number + 1> name`) from a separate Node process. */
function numberingWriter(file: string, name: string, count: number): Promise<{ code: number | null; stderr: string }> {
  const script = `
    const { appendUnderLock } = await import(${JSON.stringify(DIST_ATOMIC)});
    const [file, name, count] = process.argv.slice(1);
    for (let i = 0; i < Number(count); i += 1) {
      await appendUnderLock(file, 'the numbered file', (text) => {
        const last = (text ?? '').trim().split('\\n').filter(Boolean).at(-1);
        const next = last === undefined ? 1 : Number(last.split(' ')[0]) + 1;
        return { append: next + ' ' + name + '\\n', result: next };
      });
    }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, file, name, String(count)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('appendUnderLock', () => {
  it('decides inside the lock: 4 processes numbering 25 lines each write 1..100, each number once', async () => {
    const file = path.join(tempProject(), 'nested', 'numbers.txt');
    const results = await Promise.all(['ana', 'björn', 'chloé', 'dmitri'].map((name) => numberingWriter(file, name, 25)));
    for (const result of results) expect(result, result.stderr).toMatchObject({ code: 0 });
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => Number(line.split(' ')[0]))).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    for (const name of ['ana', 'björn', 'chloé', 'dmitri']) expect(lines.filter((line) => line.endsWith(` ${name}`))).toHaveLength(25);
  });

  it('sees undefined for a missing file, starts an append on a line of its own, writes nothing when told nothing, and replaces atomically', async () => {
    const file = path.join(tempProject(), 'log.md');
    const seen: Array<string | undefined> = [];
    const decide = (append?: string) => (text: string | undefined) => {
      seen.push(text);
      return { ...(append !== undefined ? { append } : {}), result: seen.length };
    };
    expect(await appendUnderLock(file, 'the log', decide('# Log\n'))).toBe(1);
    writeFileSync(file, '# Log\nno newline at the end');
    await appendUnderLock(file, 'the log', decide('- entrada 1\n'));
    await appendUnderLock(file, 'the log', decide());
    await appendUnderLock(file, 'the log', decide(''));
    expect(seen).toEqual([undefined, '# Log\nno newline at the end', '# Log\nno newline at the end\n- entrada 1\n', '# Log\nno newline at the end\n- entrada 1\n']);
    expect(readFileSync(file, 'utf8')).toBe('# Log\nno newline at the end\n- entrada 1\n');
    await appendUnderLock(file, 'the log', (text) => ({ replace: text!.replace('entrada', 'Eintrag'), result: undefined }));
    expect(readFileSync(file, 'utf8')).toBe('# Log\nno newline at the end\n- Eintrag 1\n');
    await appendLocked(file, '## 总结');
    expect(readFileSync(file, 'utf8')).toBe('# Log\nno newline at the end\n- Eintrag 1\n## 总结');
    await appendLocked(file, '- next\n');
    expect(readFileSync(file, 'utf8')).toBe('# Log\nno newline at the end\n- Eintrag 1\n## 总结\n- next\n');
  });

  it('a path it cannot read as a file is an InputError naming it, and nothing is decided', async () => {
    const file = path.join(tempProject(), 'sessions.jsonl');
    mkdirSync(file);
    let decided = false;
    const attempt = appendUnderLock(file, 'the session history sessions.jsonl', () => {
      decided = true;
      return { append: 'x\n', result: undefined };
    });
    await expect(attempt).rejects.toThrow(InputError);
    await expect(attempt).rejects.toThrow(/cannot read the session history sessions\.jsonl/);
    expect(decided).toBe(false);
  });
});
