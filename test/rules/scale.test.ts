// Parsing stays near-linear and never throws, whatever a pull request puts in the rules file.
// Time is measured as a ratio to parsing a flat rules file of the same size in this process
// (never against a wall clock): quadratic parsing is 10–100× off, noise is not.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RulesDocument } from '../../src/rules/model.js';
import { parseRules } from '../../src/rules/parse.js';

const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'corpus');

/** A flat seed-format list of one-line rules, about `size` characters long. */
function flatFile(size: number): string {
  const lines = ['---'];
  let length = 4;
  for (let i = 0; length < size; i += 1) {
    const line = `- Rule ${i}: never use tool ${i} in scripts.`;
    lines.push(line);
    length += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

function timed(text: string): { ms: number; doc: RulesDocument } {
  const started = performance.now();
  const doc = parseRules(text, '/p/rules.md', 'rules.md');
  return { ms: performance.now() - started, doc };
}

/** How many times longer `text` takes than a flat file of its size. */
function ratio(text: string): { ratio: number; doc: RulesDocument } {
  timed(flatFile(20_000));
  const baseline = timed(flatFile(text.length)).ms;
  const { ms, doc } = timed(text);
  return { ratio: ms / baseline, doc };
}

describe('parsing time grows with the file, not faster', () => {
  it('reads a 1,000-level nested list', () => {
    const nested = Array.from({ length: 1000 }, (_, level) => `${'  '.repeat(level)}- level ${level}`).join('\n');
    const { ratio: slower, doc } = ratio(`${nested}\n`);
    expect(doc.rules).toHaveLength(1);
    expect(doc.diagnostics.map((d) => d.code)).toContain('rules/flattened');
    expect(slower).toBeLessThan(4);
  }, 180_000);

  it('reads 20,000 rules with field lists and nested bullets', () => {
    const rules = Array.from({ length: 20_000 }, (_, i) => `## R${i}\n- Rule: never ${i}.\n  - note\n`).join('');
    const { ratio: slower, doc } = ratio(rules);
    expect(doc.rules).toHaveLength(20_000);
    expect(doc.rules[19_999]).toMatchObject({ text: 'never 19999.', line: 59_998 });
    expect(slower).toBeLessThan(8);
  }, 180_000);

  it('reads a huge line, and a line of 100,000 list markers', () => {
    const line = `- ${'*a_[b](`x`'.repeat(20_000)}\n  verify: Grep("${'\\|'.repeat(20_000)}") -> 0 matches\n`;
    expect(ratio(line).ratio).toBeLessThan(8);
    const markers = `${'- '.repeat(100_000)}x\n`;
    expect(ratio(markers).ratio).toBeLessThan(8);
  }, 180_000);
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const INSERTS = [
  '\u0000', '\u0007', '\u001B[31m', '\u007F', '\r', '\n', '\r\n', '"', "'", '`', '\\', '\\|', '|', '*', '**', '_', '#', '- ',
  '> ', '<!--', '-->', '```', '~~~', '\uFEFF', '\uD800', '\uDFFF', '\uFFFD', '🚀', '\u202E', 'e\u0301', '规则：', '：', '->', '→',
  'verify: ', 'guard: Bash("', 'test: "', '[source: ', '[id: ', '](', '<div>', '\t', '    ', '１２３',
];

function mutate(text: string, next: () => number): string {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const at = () => Math.floor(next() * (text.length + 1));
  const lines = () => text.split('\n');
  switch (Math.floor(next() * 9)) {
    case 0: {
      const where = at();
      return text.slice(0, where) + pick(INSERTS) + text.slice(where);
    }
    case 1: {
      const where = at();
      return text.slice(0, where) + text.slice(where + 1 + Math.floor(next() * 20));
    }
    case 2:
      return next() < 0.5 ? text.replace(/\n/g, '\r\n') : text.replace(/\n/g, '\r');
    case 3: {
      const all = lines();
      const index = Math.floor(next() * all.length);
      all.splice(index, 0, pick(['"', "'", '`', '- ', '> ', 'x', '\\|', '[', '*a_']).repeat(5_000 + Math.floor(next() * 15_000)));
      return all.join('\n');
    }
    case 4: {
      const all = lines();
      const index = Math.floor(next() * all.length);
      const style = pick(['  - ', '> ', '1. ', '\t- ']);
      const depth = 40 + Math.floor(next() * 200);
      all.splice(index, 0, ...Array.from({ length: depth }, (_, level) => `${style === '> ' ? '> '.repeat(level) : ' '.repeat(level * 2)}${style.trim()} level ${level}`));
      return all.join('\n');
    }
    case 5:
      return text.replace(/["']/g, () => (next() < 0.3 ? '' : next() < 0.5 ? '""' : '"'));
    case 6: {
      const rules = Array.from({ length: 500 }, (_, i) => `- Rule ${i}.\n  verify: Grep("r${i}", path="src/") -> ${i % 3} matches\n`);
      return `${text}\n---\n${rules.join('')}`;
    }
    case 7: {
      const all = lines();
      for (let n = 0; n < 5; n += 1) {
        const a = Math.floor(next() * all.length);
        const b = Math.floor(next() * all.length);
        [all[a], all[b]] = [all[b]!, all[a]!];
      }
      return all.join('\n');
    }
    default: {
      let bytes = Buffer.from(text, 'utf8');
      for (let n = 0; n < 10; n += 1) bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
      bytes = Buffer.from(bytes);
      return bytes.toString('utf8');
    }
  }
}

describe('fuzzed rules files', () => {
  const seeds = readdirSync(CORPUS).map((name) => readFileSync(path.join(CORPUS, name), 'utf8'));

  it('never throw, and every diagnostic and rule has a position inside the file', () => {
    const next = random(2024);
    for (let n = 0; n < 250; n += 1) {
      let text = seeds[Math.floor(next() * seeds.length)]!;
      const rounds = 1 + Math.floor(next() * 3);
      for (let round = 0; round < rounds; round += 1) text = mutate(text, next);
      let doc: RulesDocument;
      try {
        doc = parseRules(text, '/p/rules.md', 'rules.md');
      } catch (error) {
        throw new Error(`case ${n} threw ${String(error)} on ${JSON.stringify(text.slice(0, 300))}`);
      }
      const lastLine = doc.lineCount + 1;
      for (const d of doc.diagnostics) {
        expect(d.file, `case ${n}: ${d.code}`).toBe('rules.md');
        expect(d.position!.line, `case ${n}: ${d.code}`).toBeGreaterThanOrEqual(1);
        expect(d.position!.line, `case ${n}: ${d.code}`).toBeLessThanOrEqual(lastLine);
        expect(Number.isInteger(d.position!.column) && d.position!.column! >= 1, `case ${n}: ${d.code}`).toBe(true);
        expect(['error', 'warning', 'info']).toContain(d.severity);
      }
      for (const rule of doc.rules) {
        expect(rule.line).toBeGreaterThanOrEqual(1);
        expect(rule.line).toBeLessThanOrEqual(lastLine);
        for (const line of [...rule.verify, ...rule.guards, ...rule.tests, ...rule.fields]) {
          expect(line.line).toBeGreaterThanOrEqual(rule.line);
          expect(line.column).toBeGreaterThanOrEqual(1);
        }
        for (const verify of rule.verify) expect(['grep', 'glob', 'manual', 'unchecked', 'invalid']).toContain(verify.check.kind);
      }
      if (doc.rules.length === 0) expect(doc.diagnostics.some((d) => d.code === 'rules/no-rules')).toBe(true);
    }
  }, 300_000);
});
