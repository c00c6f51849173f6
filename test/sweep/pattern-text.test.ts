// The literals a pattern's matches must contain (pattern-text.ts): a shared pass skips ripgrep
// for a pattern none of whose literals the gathered lines hold, so a literal that is not really
// required would turn a violation into a PASS. Checked by hand on the tricky shapes, and against
// ripgrep itself: every line ripgrep matches holds one of the literals.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { groupEnd, requiredLiterals } from '../../src/sweep/pattern-text.js';
import { findRipgrep } from '../../src/sweep/ripgrep.js';
import { seededRandom } from './seeded-random.js';

const CASE = { ignoreCase: false, fixedStrings: false };

describe('requiredLiterals', () => {
  it('finds the longest sure run in each top-level alternative', () => {
    expect(requiredLiterals('console\\.log\\(', CASE)).toEqual(['console.log(']);
    expect(requiredLiterals('forbiddenApi6\\(|deprecated_6_call', CASE)).toEqual(['forbiddenApi6(', 'deprecated_6_call']);
    expect(requiredLiterals('pip install|pip3 install|pipx install', CASE)).toEqual(['pip install', 'pip3 install', 'pipx install']);
    expect(requiredLiterals('\\bTODO\\b:', CASE)).toEqual(['TODO']);
    expect(requiredLiterals('(foo|bar)baz', CASE)).toEqual(['baz']);
    expect(requiredLiterals('(?:ab|cd)efg', CASE)).toEqual(['efg']);
    expect(requiredLiterals('a.c', CASE)).toEqual(['a']);
    expect(requiredLiterals('caf\u00e9s', CASE)).toEqual(['caf']);
  });

  it('leaves out what a quantifier makes optional or repeats apart', () => {
    expect(requiredLiterals('colou?r', CASE)).toEqual(['colo']);
    expect(requiredLiterals('abcd*ef', CASE)).toEqual(['abc']);
    expect(requiredLiterals('ab+cd', CASE)).toEqual(['ab']);
    expect(requiredLiterals('xyz{0,2}w', CASE)).toEqual(['xy']);
    expect(requiredLiterals('a\\(?bc', CASE)).toEqual(['bc']);
    expect(requiredLiterals('abc??d', CASE)).toEqual(['ab']);
  });

  it('says nothing when it cannot be sure', () => {
    for (const pattern of ['', 'abc|', '|abc', '(?i)abc', '(?x)a b c', '\\x41BC', '\\u0041bc', '\\p{L}abc', '\\b{start}abc', 'a\\Kbc', 'abc)', '(abc', '[abc', '^$', 'x{2,']) {
      expect(requiredLiterals(pattern, CASE), pattern).toBeUndefined();
    }
    expect(requiredLiterals('abc', { ignoreCase: true, fixedStrings: false })).toBeUndefined();
    expect(requiredLiterals('a.b(c', { ignoreCase: false, fixedStrings: true })).toEqual(['a.b(c']);
    expect(requiredLiterals('caf\u00e9', { ignoreCase: false, fixedStrings: true })).toBeUndefined();
  });

  it('never names a literal that a line ripgrep matches lacks', () => {
    const random = seededRandom(11);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const atoms = ['a', 'b', 'c', 'ab', 'ba', '\\.', '\\(', '.', '[ab]', '[^c]', '\\d', '\\w', '\\s', '\\b', ' ', '-', '(a|b)', '(?:ab|c)', '1'];
    const quantifiers = ['', '', '', '?', '*', '+', '{0,1}', '{2}', '??', '+?'];
    const patterns: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      const alternatives = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(atoms) + pick(quantifiers)).join(''));
      patterns.push(alternatives.join('|'));
    }
    const lines = Array.from({ length: 400 }, () => Array.from({ length: Math.floor(random() * 12) }, () => pick(['a', 'b', 'c', '.', '(', ' ', '-', '1', 'x', 'ab'])).join(''));
    const input = `${lines.join('\n')}\n`;
    let checked = 0;
    for (const pattern of patterns) {
      const literals = requiredLiterals(pattern, CASE);
      if (!literals) continue;
      const run = spawnSync(findRipgrep(process.env), ['--no-config', `--regexp=${pattern}`, '-'], { input, encoding: 'utf8', shell: false });
      // A pattern ripgrep refuses never gets this far in a sweep: the shared pass would have failed.
      if (run.status === 2) continue;
      expect(run.status === 0 || run.status === 1, `${pattern}: ${run.stderr}`).toBe(true);
      for (const line of run.stdout.split('\n').filter((text, index, all) => index < all.length - 1 || text !== '')) {
        expect(literals.some((literal) => line.includes(literal)), `${pattern} matched ${JSON.stringify(line)} without any of ${JSON.stringify(literals)}`).toBe(true);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('where a group ends', () => {
  it('closes at its own parenthesis, past nested groups, escapes and classes, and never when it stays open', () => {
    const end = (pattern: string) => groupEnd(pattern, pattern.indexOf('('));
    expect(end('--force(?![\\w-])x')).toBe('--force(?![\\w-])'.length - 1);
    expect(end('a(?=b(c|d)\\))e')).toBe('a(?=b(c|d)\\))'.length - 1);
    expect(end('(?<![)(])x')).toBe('(?<![)(])'.length - 1);
    expect(end('(?!ab')).toBe(-1);
    expect(end('(?![ab)')).toBe(-1);
  });
});
