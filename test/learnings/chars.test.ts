// The plain-loop character tests of src/learnings/chars.ts each claim to match one regex exactly;
// here each is run beside that regex on seeded random strings over an alphabet of the characters
// that matter (every kind of Unicode space, the split marks, quotes, letters, CJK), and on the
// edge cases by name. A seed that fails can be replayed.
import { describe, expect, it } from 'vitest';
import { collapseSpaces, isAssignment, isBlankBetween, isLetterish, isSpace, isWordChar, splitAfter, splitOn } from '../../src/learnings/chars.js';
import { isoTime } from '../../src/learnings/store.js';
import { seededRandom } from '../sweep/seeded-random.js';

const SPACES = ' \t\n\v\f\r\u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const ALPHABET = [...`${SPACES}aZ_9=-.,;:!?—–，。；：'"\`é上x\u200b\u0085`];

function randomStrings(seed: number, count: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 12);
    let text = '';
    for (let i = 0; i < length; i += 1) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
    return text;
  });
}

const samples = [...randomStrings(20261123, 3_000), '', ' ', 'a', '  a  b  ', 'A_1=x', '_=', '=x', '1A=x', 'a-b=c', 'a=b=c', ',', ',,', 'a,', ',a'];

describe('the character tests match the regexes they stand for', () => {
  it('isSpace is \\s, isWordChar is \\w, and isLetterish is [A-Za-z\\u00C0-\\uFFFF], for every UTF-16 unit', () => {
    const wrong: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      if (isSpace(code) !== /\s/.test(char) || isWordChar(code) !== /\w/.test(char) || isLetterish(code) !== /[A-Za-z\u00C0-\uFFFF]/.test(char)) wrong.push(`U+${code.toString(16)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('collapseSpaces is replace(/\\s+/g, " ").trim(), and isBlankBetween is /^\\s*$/ on a slice', () => {
    for (const text of samples) {
      expect(collapseSpaces(text), JSON.stringify(text)).toBe(text.replace(/\s+/g, ' ').trim());
      expect(isBlankBetween(text, 1, text.length - 1), JSON.stringify(text)).toBe(/^\s*$/.test(text.slice(1, text.length - 1)));
    }
  });

  it('splitAfter is a split after each mark (a lookbehind), and splitOn a split on each mark', () => {
    for (const text of samples) {
      expect(splitAfter(text, ',.;:!?—–\n，。；：'), JSON.stringify(text)).toEqual(text.split(/(?<=[,.;:!?—–\n，。；：])/));
      expect(splitOn(text, ',.;!?—–\n，。；'), JSON.stringify(text)).toEqual(text.split(/[,.;!?—–\n，。；]/));
    }
  });

  it('isAssignment is /^[A-Za-z_][A-Za-z0-9_]*=/', () => {
    for (const text of samples) expect(isAssignment(text), JSON.stringify(text)).toBe(/^[A-Za-z_][A-Za-z0-9_]*=/.test(text));
  });
});

describe('isoTime', () => {
  it('writes what toISOString writes, without reading the time zone', () => {
    const random = seededRandom(7);
    const dates = [0, -1, 1, 253402300799999, -62167219200000, Date.UTC(2026, 10, 23, 22, 5, 9, 7), Date.UTC(2024, 1, 29)];
    for (let i = 0; i < 2_000; i += 1) dates.push(Math.floor((random() - 0.5) * 2 * 253402300799999));
    for (const time of dates) expect(isoTime(new Date(time)), String(time)).toBe(new Date(time).toISOString());
  });

  it('leaves years past 9999 and before 0 to toISOString, and throws on an invalid date as it does', () => {
    expect(isoTime(new Date(253402300800000))).toBe('+010000-01-01T00:00:00.000Z');
    expect(isoTime(new Date(-62167219200001))).toBe('-000001-12-31T23:59:59.999Z');
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
