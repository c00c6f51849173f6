// The tolerant JSON Lines reader that `learn import` and the session history share: every
// object wherever it sits, comments counted, everything else reported by line, and a broken
// record never costing the records after it.
import { describe, expect, it } from 'vitest';
import { scanJsonLines, type JsonLinesChunk } from '../../src/memory/messy-jsonl.js';

/** [line, kind, detail]: the object's `n` field, or the junk's reason and text. */
function summary(chunks: JsonLinesChunk[]): Array<[number, string, unknown]> {
  return chunks.map((chunk) => {
    if (chunk.kind === 'object') return [chunk.startLine, 'object', chunk.value.n];
    if (chunk.kind === 'comment') return [chunk.line, 'comment', undefined];
    return [chunk.line, chunk.reason, chunk.text];
  });
}

describe('scanJsonLines', () => {
  it('finds objects anywhere and reports comments and the rest by line', () => {
    const text = [
      '# a comment',
      '{"n":1}',
      '// another comment',
      '{"n":2} {"n":3}',
      '',
      '{"n": "broken"',
      '{',
      '  "n": 4,',
      '  "text": "pretty-printed"',
      '}',
      '[{"n":5}, {"n":6}]',
      '42',
      '{"n":7,}',
      '{"n":8}',
    ].join('\n');
    expect(summary(scanJsonLines(text))).toEqual([
      [1, 'comment', undefined],
      [2, 'object', 1],
      [3, 'comment', undefined],
      [4, 'object', 2],
      [4, 'object', 3],
      [6, 'unterminated JSON object', '{"n": "broken"'],
      [7, 'object', 4],
      [11, 'object', 5],
      [11, 'object', 6],
      [12, 'not JSON', '42'],
      [13, 'not valid JSON', '{"n":7,}'],
      [14, 'object', 8],
    ]);
  });

  it('reads the elements of a JSON array one by one, so a broken element costs only itself', () => {
    const text = ['[', '  {"n":1},', '  {"n":2,,},', '  {"n":3}', ']', ''].join('\n');
    expect(summary(scanJsonLines(text))).toEqual([
      [2, 'object', 1],
      [3, 'not valid JSON', '{"n":2,,},'],
      [4, 'object', 3],
    ]);
  });

  it('resynchronises at the next line when a string is never closed', () => {
    const text = '{"n": "no closing quote}\n{"n":2}\n';
    expect(summary(scanJsonLines(text))).toEqual([
      [1, 'unterminated JSON object', '{"n": "no closing quote}'],
      [2, 'object', 2],
    ]);
  });

  it('keeps braces and escaped quotes inside strings, CRLF line ends and a byte-order mark', () => {
    const text = '\uFEFF{"n":1,"s":"a } \\" { b"}\r\n{"n":2}\r\n';
    const chunks = scanJsonLines(text);
    expect(summary(chunks)).toEqual([[1, 'object', 1], [2, 'object', 2]]);
    expect(chunks[0]).toMatchObject({ value: { s: 'a } " { b' } });
  });

  it('gives each object its offsets and says whether it has its lines to itself', () => {
    const text = '{"n":1}\n{"n":2} {"n":3}\n  {\n  "n": 4\n}  \n';
    const objects = scanJsonLines(text).filter((chunk) => chunk.kind === 'object');
    expect(objects.map((chunk) => [chunk.startLine, chunk.endLine, chunk.alone])).toEqual([
      [1, 1, true],
      [2, 2, false],
      [2, 2, false],
      [3, 5, true],
    ]);
    expect(objects.map((chunk) => text.slice(chunk.start, chunk.end))).toEqual(['{"n":1}', '{"n":2}', '{"n":3}', '{\n  "n": 4\n}']);
  });

  it('shortens long unreadable text', () => {
    const [chunk] = scanJsonLines(`${'x'.repeat(100)}\n`);
    expect(chunk).toEqual({ kind: 'junk', line: 1, text: `${'x'.repeat(60)}…`, reason: 'not JSON' });
  });
});
