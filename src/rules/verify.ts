// The verify grammar: `Grep("REGEX", path="SCOPE", …) -> EXPECT`, `Glob("GLOB") -> EXPECT`,
// `manual — why`, and everything else people write after `verify:` (shell commands, prose,
// qualified expectations), which is classified, never guessed into a check.
import type { Check, Expectation, GrepOptions } from './model.js';

export interface VerifyWarning {
  code: string;
  message: string;
  hint?: string;
}

export interface ParsedVerify {
  check: Check;
  warnings: VerifyWarning[];
}

type Value = string | boolean | number | string[];

const ARROWS = ['->', '→', '=>', '⟶', '⇒'];

const EXPECTATION = /^(?:(<=|≤|>=|≥|==|=|<|>)\s*)?(\d+)\s*(\+)?\s*(?:(?:matches|match|matching lines?|lines?|results?|hits?|files?)\b)?\s*\.?\s*$/i;

const BOOLEAN_OPTIONS: Record<string, keyof Omit<GrepOptions, 'globs' | 'types'>> = {
  '-i': 'ignoreCase',
  i: 'ignoreCase',
  ignore_case: 'ignoreCase',
  ignoreCase: 'ignoreCase',
  case_insensitive: 'ignoreCase',
  multiline: 'multiline',
  '-U': 'multiline',
  fixed_strings: 'fixedStrings',
  fixed: 'fixedStrings',
  literal: 'fixedStrings',
  '-F': 'fixedStrings',
  word: 'wordRegexp',
  '-w': 'wordRegexp',
  hidden: 'hidden',
};

/** Options of Claude Code's Grep tool that do not change what is counted. */
const HARMLESS_OPTIONS = new Set(['output_mode', '-n', 'n', 'line_numbers']);

class SyntaxProblem extends Error {}

function defaultGrepOptions(): GrepOptions {
  return { globs: [], types: [], ignoreCase: false, multiline: false, fixedStrings: false, wordRegexp: false, hidden: false };
}

export function parseVerify(written: string): ParsedVerify {
  const text = unwrapBackticks(written.trim());
  const call = /^(grep|glob)\s*\(/i.exec(text);
  if (call) return parseCall(text, call[1]!.toLowerCase() as 'grep' | 'glob', call[0].length);
  if (/^manual\b/i.test(text)) {
    const reason = text.replace(/^manual\b[\s:—–-]*/i, '').trim();
    return { check: { kind: 'manual', reason }, warnings: [] };
  }
  if (text === '') {
    return { check: { kind: 'invalid', reason: 'the verify line is empty' }, warnings: [] };
  }
  if (text.startsWith('`')) {
    const command = /^`([^`]*)`/.exec(text)?.[1] ?? text;
    return {
      check: {
        kind: 'unchecked',
        reason: `shell command \`${command}\` is never run; rewrite it as Grep("…", path="…") -> N matches`,
      },
      warnings: [],
    };
  }
  return {
    check: { kind: 'unchecked', reason: 'prose, not a machine check; rewrite it as Grep("…", path="…") -> N matches or verify: manual' },
    warnings: [],
  };
}

/** `` `Grep("x") -> 0 matches` `` is the same check as without the backticks. */
function unwrapBackticks(text: string): string {
  const wrapped = /^`([^`]+)`$/.exec(text);
  if (wrapped && /^(grep|glob)\s*\(/i.test(wrapped[1]!)) return wrapped[1]!;
  return text;
}

function parseCall(text: string, kind: 'grep' | 'glob', start: number): ParsedVerify {
  const callName = kind === 'grep' ? 'Grep' : 'Glob';
  let args: { positional: string[]; named: Array<[string, Value]>; end: number };
  try {
    args = readArguments(text, start);
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    return { check: { kind: 'invalid', reason: `cannot read ${callName}(…): ${error.message}` }, warnings: [] };
  }
  const invalid = (reason: string): ParsedVerify => ({ check: { kind: 'invalid', reason }, warnings: [] });

  const rest = text.slice(args.end).trim();
  const arrow = ARROWS.find((candidate) => rest.startsWith(candidate));
  if (!arrow) {
    return invalid(`expected -> or → and an expectation after ${callName}(…), found ${rest ? `"${rest}"` : 'nothing'}`);
  }
  const expectationText = rest.slice(arrow.length).trim();
  const expect = parseExpectation(expectationText);

  const named = new Map<string, Value>();
  let pattern = args.positional[0];
  if (args.positional.length > 1) return invalid(`${callName}(…) takes one pattern; name the others (path="…")`);
  const scopes: string[] = [];
  const options = defaultGrepOptions();
  for (const [name, value] of args.named) {
    if (name === 'pattern') {
      if (pattern !== undefined || typeof value !== 'string') return invalid('give the pattern once, as a string');
      pattern = value;
      continue;
    }
    if (name === 'path' || name === 'paths') {
      const list = stringList(value);
      if (!list) return invalid(`${name}= takes a string or a list of strings`);
      scopes.push(...list);
      continue;
    }
    if (named.has(name)) return invalid(`option ${name}= is given twice`);
    named.set(name, value);
  }
  if (pattern === undefined) return invalid(`${callName}(…) needs a pattern as its first argument`);
  if (pattern === '') return invalid('the pattern is empty; it would match every line');
  if (scopes.some((scope) => scope.trim() === '')) return invalid('path= is empty');

  for (const [name, value] of named) {
    const flag = BOOLEAN_OPTIONS[name];
    if (kind === 'grep' && flag) {
      if (typeof value !== 'boolean') return invalid(`${name}= takes true or false`);
      options[flag] = value;
    } else if (kind === 'grep' && (name === 'glob' || name === 'globs' || name === 'type' || name === 'types')) {
      const list = stringList(value);
      if (!list || list.some((item) => item === '')) return invalid(`${name}= takes a string or a list of strings`);
      (name.startsWith('glob') ? options.globs : options.types).push(...list);
    } else if (!HARMLESS_OPTIONS.has(name)) {
      const known = kind === 'grep'
        ? 'path, glob, type, -i, multiline, fixed_strings, word, hidden'
        : 'path';
      return invalid(`unknown ${callName} option "${name}" (known: ${known})`);
    }
  }

  if (!expect) {
    return {
      check: {
        kind: 'unchecked',
        reason: `the expectation "${expectationText}" is not machine-checkable as written; use 0 matches, N matches, N+ matches or <=N matches`,
      },
      warnings: [],
    };
  }

  const warnings: VerifyWarning[] = [];
  if (kind === 'grep' && !options.fixedStrings && /(^|[^\\])(\\\\)*\\\|/.test(pattern)) {
    warnings.push({
      code: 'verify/gnu-alternation',
      message: 'the pattern uses \\| which ripgrep reads as a literal "|", not as "or"',
      hint: 'for alternation write a|b; keep \\| only if you mean a literal pipe',
    });
  }
  if (scopes.length === 0) scopes.push('.');
  if (kind === 'glob') return { check: { kind: 'glob', pattern, scopes, expect }, warnings };
  return { check: { kind: 'grep', pattern, scopes, options, expect }, warnings };
}

function parseExpectation(text: string): Expectation | undefined {
  const match = EXPECTATION.exec(text);
  if (!match) return undefined;
  const [, comparator, digits, plus] = match;
  const count = Number(digits);
  if (plus && comparator) return undefined;
  if (plus || comparator === '>=' || comparator === '≥') return { op: 'gte', count, text };
  if (comparator === '>') return { op: 'gte', count: count + 1, text };
  if (comparator === '<=' || comparator === '≤') return { op: 'lte', count, text };
  if (comparator === '<') return count === 0 ? undefined : { op: 'lte', count: count - 1, text };
  return { op: 'eq', count, text };
}

function stringList(value: Value): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value;
  return undefined;
}

/** Reads `"pattern", name=value, …)` starting after the opening parenthesis. */
function readArguments(text: string, start: number) {
  const positional: string[] = [];
  const named: Array<[string, Value]> = [];
  let i = skipSpace(text, start);
  if (text[i] === ')') return { positional, named, end: i + 1 };
  for (;;) {
    const name = /^([A-Za-z_][\w-]*|-[A-Za-z])\s*=(?!=)/.exec(text.slice(i));
    if (name) {
      i = skipSpace(text, i + name[0].length);
      const [value, next] = readValue(text, i);
      named.push([name[1]!, value]);
      i = next;
    } else {
      if (named.length > 0) throw new SyntaxProblem('a pattern must come before the named options');
      const [value, next] = readString(text, i);
      positional.push(value);
      i = next;
    }
    i = skipSpace(text, i);
    if (text[i] === ',') {
      i = skipSpace(text, i + 1);
      continue;
    }
    if (text[i] === ')') return { positional, named, end: i + 1 };
    throw new SyntaxProblem(i >= text.length ? 'missing closing parenthesis' : `unexpected "${text[i]}" at column ${i + 1}`);
  }
}

function readValue(text: string, i: number): [Value, number] {
  const char = text[i];
  if (char === '"' || char === "'") return readString(text, i);
  if (char === '[') {
    const items: string[] = [];
    let j = skipSpace(text, i + 1);
    if (text[j] === ']') return [items, j + 1];
    for (;;) {
      const [item, next] = readString(text, j);
      items.push(item);
      j = skipSpace(text, next);
      if (text[j] === ',') {
        j = skipSpace(text, j + 1);
        continue;
      }
      if (text[j] === ']') return [items, j + 1];
      throw new SyntaxProblem('a list must be strings separated by commas, closed with ]');
    }
  }
  const word = /^(true|false|True|False|\d+)/.exec(text.slice(i));
  if (word) {
    const raw = word[1]!;
    const value = /^\d/.test(raw) ? Number(raw) : raw.toLowerCase() === 'true';
    return [value, i + raw.length];
  }
  throw new SyntaxProblem(`expected a quoted string, true, false or a number at column ${i + 1}`);
}

/**
 * A quoted string. A backslash before the closing quote character yields that quote; every
 * other backslash is kept as written, because it belongs to the regex (`\.`, `\d`, `\\`).
 */
function readString(text: string, i: number): [string, number] {
  const quote = text[i];
  if (quote !== '"' && quote !== "'") throw new SyntaxProblem(`expected a quoted string at column ${i + 1}`);
  let value = '';
  let j = i + 1;
  while (j < text.length) {
    const char = text[j]!;
    if (char === '\\' && j + 1 < text.length) {
      const next = text[j + 1]!;
      value += next === quote ? next : char + next;
      j += 2;
      continue;
    }
    if (char === quote) return [value, j + 1];
    value += char;
    j += 1;
  }
  throw new SyntaxProblem('a quoted string is not closed');
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i]!)) i += 1;
  return i;
}
