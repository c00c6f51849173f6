// The verify grammar's hard cases: GNU \| and the reading searched beside ripgrep's, bare quotes
// inside a pattern, expectations that are near misses of the known ones, and control characters.
import { describe, expect, it } from 'vitest';
import type { Check, GrepCheck } from '../../src/rules/model.js';
import { parseRules } from '../../src/rules/parse.js';
import { parseVerify } from '../../src/rules/verify.js';

const doc = (verify: string) => parseRules(`---\n- A rule.\n  verify: ${verify}\n`, '/p/rules.md', 'rules.md');
const check = (verify: string): Check => doc(verify).rules[0]!.verify[0]!.check;
const grep = (verify: string): GrepCheck => {
  const found = check(verify);
  if (found.kind !== 'grep') throw new Error(`expected a grep check, got ${JSON.stringify(found)}`);
  return found;
};
const codes = (verify: string) => doc(verify).diagnostics.map((d) => [d.code, d.position?.column]);

describe('GNU \\| (orReading)', () => {
  const ambiguous: Array<[string, string, string]> = [
    ['foo_log\\|bar_log', 'foo_log\\|bar_log', 'foo_log|bar_log'],
    ['a\\|b\\|c', 'a\\|b\\|c', 'a|b|c'],
    ['\\\\\\|x', '\\\\\\|x', '\\\\|x'],
    ['[|]\\|x', '[|]\\|x', '[|]|x'],
    ["'9254'\\|\\\"9254\\\"", '\'9254\'\\|"9254"', '\'9254\'|"9254"'],
  ];
  it.each(ambiguous)('%s is searched as written and as alternation', (written, pattern, orReading) => {
    expect(grep(`Grep("${written}", path="src/") -> 0 matches`)).toMatchObject({ pattern, orReading });
    expect(codes(`Grep("${written}", path="src/") -> 0 matches`)).toEqual([['verify/gnu-alternation', 11]]);
  });

  it('beside a plain | (outside a class) reads \\| as a literal pipe: a warning, no second reading', () => {
    const both = grep('Grep("a\\|b|c", path="src/") -> 0 matches');
    expect(both.orReading).toBeUndefined();
    expect(doc('Grep("a\\|b|c", path="src/") -> 0 matches').diagnostics[0]!.message).toContain('\\| is read as a literal pipe');
    expect(grep('Grep("a\\|b[x|y]", path="src/") -> 0 matches').orReading).toBe('a|b[x|y]');
  });

  it('has nothing to decide for a fixed string, an escaped backslash before |, or \\| inside a class', () => {
    expect(grep('Grep("a\\|b", path="src/", fixed_strings=true) -> 0 matches').orReading).toBeUndefined();
    expect(codes('Grep("a\\|b", path="src/", fixed_strings=true) -> 0 matches')).toEqual([]);
    expect(grep('Grep("a\\\\|b", path="src/") -> 0 matches').orReading).toBeUndefined();
    expect(codes('Grep("a\\\\|b", path="src/") -> 0 matches')).toEqual([]);
    expect(codes('Grep("[\\|]", path="src/") -> 0 matches')).toEqual([]);
  });

  it('warns whatever else is wrong with the line: an unchecked expectation, an unknown option', () => {
    expect(check('Grep("a\\|b", path="scripts/") → 1+ matches per cron script').kind).toBe('unchecked');
    expect(codes('Grep("a\\|b", path="scripts/") → 1+ matches per cron script')).toEqual([['verify/gnu-alternation', 11]]);
    expect(check('Grep("a\\|b", colour=true) -> 0 matches').kind).toBe('invalid');
    expect(codes('Grep("a\\|b", colour=true) -> 0 matches')).toEqual([['verify/gnu-alternation', 11]]);
    expect(codes('`Grep("a\\|b", path="x") -> 0 matches`')).toEqual([['verify/gnu-alternation', 11]]);
  });
});

describe('bare quotes inside a pattern', () => {
  const meant: Array<[string, string, number, string]> = [
    [`Grep("from ['"]lodash", path="src/") -> 0 matches`, `from ['"]lodash`, 24, `Grep("from ['\\"]lodash", path="src/") -> 0 matches`],
    [`Grep(""engines"", path="package.json") -> 1+ matches`, '"engines"', 17, `Grep('"engines"', path="package.json") -> 1+ matches`],
    [`Grep('it's', path="docs/") -> 0 matches`, "it's", 19, `Grep("it's", path="docs/") -> 0 matches`],
    [`Grep("say "hi" now") -> 0 matches`, 'say "hi" now', 21, `Grep('say "hi" now') -> 0 matches`],
    [`Grep("a"b") → 0 matches`, 'a"b', 18, `Grep('a"b') → 0 matches`],
    [`Grep("a"b", glob=["*.ts"]) -> 0 matches`, 'a"b', 18, `Grep('a"b', glob=["*.ts"]) -> 0 matches`],
    [`Grep("agent_id="", path="core/") → 0 matches`, 'agent_id="', 26, `Grep('agent_id="', path="core/") → 0 matches`],
  ];
  it.each(meant)('%s reads as the author meant, with the canonical form', (verify, pattern, column, canonical) => {
    expect(grep(verify).pattern).toBe(pattern);
    const warning = doc(verify).diagnostics.find((d) => d.code === 'verify/bare-quote')!;
    expect(warning.position).toEqual({ line: 3, column });
    expect(warning.message).toContain(`read as ${canonical}`);
    expect(warning.hint).toBe(`write it that way: ${canonical}`);
  });

  const broken: Array<[string, RegExp]> = [
    ['Grep("a", b", path="src/") -> 0 matches', /the " at column 18 may end the pattern or belong to it; write \\" for a quote inside the pattern, or wrap the pattern in single quotes/],
    ['Grep("unterminated, path="x") -> 0 matches', /the " at column 36 ends the pattern early and what follows does not read; write \\"/],
    ['Grep("a"b"c) -> 0 matches', /the " at column 18 ends the pattern early/],
    ["Grep('a'b', path='x'y') -> 0 matches", /the ' at column 18 ends the pattern early/],
    ['Grep("pip" path=".") -> 0 matches', /the " at column 20 ends the pattern early/],
  ];
  it.each(broken)('%s is invalid, naming the quote and the fix', (verify, reason) => {
    const found = check(verify);
    expect(found.kind).toBe('invalid');
    expect((found as { reason: string }).reason).toMatch(reason);
  });

  it('leaves well-formed lines alone, however many quotes they hold', () => {
    expect(grep(`Grep("x", path="a") -> 0 matches`).pattern).toBe('x');
    expect(grep(`Grep("say \\"hi\\"", path="a") -> 0 matches`).pattern).toBe('say "hi"');
    expect(grep(`Grep('id="', path="core/") -> 0 matches`).pattern).toBe('id="');
    expect(doc(`Grep("say \\"hi\\"", path="a") -> 0 matches`).diagnostics).toEqual([]);
  });
});

describe('expectations: exactly what the grammar knows, never a neighbour', () => {
  const known: Array<[string, { op: string; count: number }]> = [
    ['0 matches', { op: 'eq', count: 0 }],
    ['> 0 matches', { op: 'gte', count: 1 }],
    ['>0', { op: 'gte', count: 1 }],
    ['> 4 matches', { op: 'gte', count: 5 }],
    ['>= 2 matches', { op: 'gte', count: 2 }],
    ['≥ 2', { op: 'gte', count: 2 }],
    ['< 3 matches', { op: 'lte', count: 2 }],
    ['≤3 lines', { op: 'lte', count: 3 }],
    ['== 1 match', { op: 'eq', count: 1 }],
    ['1 + matches', { op: 'gte', count: 1 }],
    ['no matches', { op: 'eq', count: 0 }],
    ['0 files', { op: 'eq', count: 0 }],
    ['1+ files', { op: 'gte', count: 1 }],
    ['0   matches .', { op: 'eq', count: 0 }],
  ];
  it.each(known)('-> %s', (written, expected) => {
    expect(grep(`Grep("x", path="a/") -> ${written}`).expect).toMatchObject(expected);
  });

  const nearMisses: Array<[string, RegExp]> = [
    ['->> 0 matches', /"->> 0 matches" is ambiguous/],
    ['->=1 matches', /"->=1 matches" is ambiguous/],
    ['=>> 0 matches', /"=>> 0 matches" is ambiguous/],
    ['-> 0+ matches', /"0\+ matches" is always true/],
    ['-> >= 0 matches', /is always true/],
    ['-> < 0 matches', /can never hold/],
    ['-> >= 2+ matches', /gives both >= and \+/],
    ['-> 2 files', /counts files, but Grep counts lines with a match/],
    ['-> <=3 files', /counts files/],
    ['-> != 0 matches', /not machine-checkable/],
    ['-> =< 1', /not machine-checkable/],
    ['-> => 1 matches', /not machine-checkable/],
    ['-> -1 matches', /not machine-checkable/],
    ['-> 1-3 matches', /not machine-checkable/],
    ['-> 99999999999999999 matches', /not machine-checkable/],
    ['-> at least 1 match', /not machine-checkable/],
    ['-> 0 matches without adjacent DOMPurify call', /not machine-checkable/],
  ];
  it.each(nearMisses)('Grep("x") %s is not checked, with the reason', (written, reason) => {
    const found = check(`Grep("x", path="a/") ${written}`);
    expect(found.kind).toBe('unchecked');
    expect((found as { reason: string }).reason).toMatch(reason);
  });

  it('counts files for Glob, and refuses lines there', () => {
    expect(check('Glob("scripts/*.sh") -> 2 files')).toMatchObject({ kind: 'glob', expect: { op: 'eq', count: 2 } });
    expect(check('Glob("scripts/*.sh") -> 2 lines')).toMatchObject({ kind: 'unchecked', reason: expect.stringContaining('counts lines, but Glob counts files') });
  });

  it('a missing arrow is invalid, never an expectation', () => {
    expect(check('Grep("x", path="a/") >= 1 matches')).toMatchObject({ kind: 'invalid' });
    expect(check('Grep("x", path="a/") > 0 matches')).toMatchObject({ kind: 'invalid' });
    expect(check('Grep("x", path="a/") --> 0 matches')).toMatchObject({ kind: 'invalid' });
  });
});

describe('control characters in a pattern', () => {
  it.each([
    ['\u0000', 'U+0000 (NUL)'],
    ['\u001B', 'U+001B (ESC)'],
    ['\u007F', 'U+007F (DEL)'],
    ['\u0085', 'U+0085'],
    ['\u000C', 'U+000C (FF)'],
  ])('warns about %j with its column and keeps the pattern', (char, name) => {
    const verify = `Grep("ab${char}c${char}", path="src/") -> 0 matches`;
    expect(grep(verify).pattern).toBe(`ab${char}c${char}`);
    const [warning] = doc(verify).diagnostics;
    expect(warning).toMatchObject({ code: 'verify/control-character', position: { line: 3, column: 19 } });
    expect(warning!.message).toBe(`the pattern contains the control character ${name} at column 19 and 1 more; it is kept as written`);
  });

  it('says nothing about a tab', () => {
    expect(codes('Grep("a\tb", path="src/") -> 0 matches')).toEqual([]);
  });

  it('positions are those of the rules file line, wherever verify: starts', () => {
    const indented = parseRules('## Rule\n- **Verify:** Grep("a\u0000b") -> 0 matches\n', 'r.md');
    expect(indented.diagnostics.find((d) => d.code === 'verify/control-character')!.position).toEqual({ line: 2, column: 22 });
    expect(parseVerify('  Grep("a\u0000")  -> 0 matches', 5).warnings[0]!.column).toBe(14);
  });
});
