// The verify grammar: `Grep("REGEX", path="SCOPE", …) -> EXPECT`, `Glob("GLOB") -> EXPECT`,
// `manual — why`, and everything else people write after `verify:` (shell commands, prose,
// qualified expectations), which is classified, never guessed into a check. An expectation is
// read only when the grammar knows it exactly; a near miss is reported as not checked, never
// read as its neighbour.
import { quoted, readCallArguments, SyntaxProblem, type CallArguments, type Reading, type Value } from './call.js';
import type { Check, Expectation, GrepOptions } from './model.js';
import { controlCharacterWarning, type PatternWarning } from './pattern-warnings.js';

export type VerifyWarning = PatternWarning;

export interface ParsedVerify {
  check: Check;
  warnings: VerifyWarning[];
}

const ARROWS = ['->', '→', '=>', '⟶', '⇒'];

/** Matched against the expectation with its spaces collapsed to one. */
const EXPECTATION = /^(?:(<=|≤|>=|≥|==|=|<|>) ?)?(\d{1,15}) ?(\+)? ?(matches|match|matching lines?|lines?|results?|hits?|occurrences?|files?)? ?\.?$/i;

/** What each kind of check counts, in the words an expectation may use for it. */
const GREP_UNITS = new Set(['', 'match', 'matches', 'matching line', 'matching lines', 'line', 'lines', 'result', 'results', 'hit', 'hits', 'occurrence', 'occurrences']);
const GLOB_UNITS = new Set(['', 'match', 'matches', 'file', 'files', 'result', 'results', 'hit', 'hits']);
const FILE_UNITS = new Set(['file', 'files']);

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

function defaultGrepOptions(): GrepOptions {
  return { globs: [], types: [], ignoreCase: false, multiline: false, fixedStrings: false, wordRegexp: false, hidden: false };
}

/** `written` is the text after `verify:`; `column` is where it starts in its line (for positions). */
export function parseVerify(written: string, column = 1): ParsedVerify {
  const lead = written.length - written.trimStart().length;
  const trimmed = written.trim();
  const unwrapped = unwrapBackticks(trimmed);
  const reading: Reading = { text: unwrapped, base: column + lead + (unwrapped === trimmed ? 0 : 1) };
  const text = reading.text;
  const call = /^(grep|glob)\s*\(/i.exec(text);
  if (call) return parseCall(reading, call[1]!.toLowerCase() as 'grep' | 'glob', call[0].length);
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

function arrowAt(text: string, index: number): string | undefined {
  const rest = text.slice(skipSpaces(text, index), skipSpaces(text, index) + 2);
  return ARROWS.find((candidate) => rest.startsWith(candidate));
}

function skipSpaces(text: string, index: number): number {
  while (index < text.length && /\s/.test(text[index]!)) index += 1;
  return index;
}

function parseCall(reading: Reading, kind: 'grep' | 'glob', start: number): ParsedVerify {
  const { text } = reading;
  const callName = kind === 'grep' ? 'Grep' : 'Glob';
  let args: CallArguments;
  try {
    args = readCallArguments(reading, start, (end) => arrowAt(text, end) !== undefined);
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    return { check: { kind: 'invalid', reason: `cannot read ${callName}(…): ${error.message}` }, warnings: [] };
  }
  const warnings: VerifyWarning[] = [];
  const invalid = (reason: string): ParsedVerify => ({ check: { kind: 'invalid', reason }, warnings });

  if (args.first?.bareQuote !== undefined) warnings.push(bareQuoteWarning(reading, args, callName));

  const named = new Map<string, Value>();
  let pattern = args.positional[0];
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
  // What the pattern itself says is worth knowing whatever else is wrong with the line.
  const fixed = named.get('fixed_strings') === true || named.get('fixed') === true || named.get('literal') === true || named.get('-F') === true;
  if (pattern !== undefined && args.first) {
    const control = controlCharacterWarning(text, args.first.open + 1, args.first.end - 1, reading.base, 'pattern');
    if (control) warnings.push(control);
  }
  const alternation = kind === 'grep' && pattern !== undefined && !fixed ? gnuAlternation(pattern) : undefined;
  if (alternation) warnings.push(alternation.warning);

  if (args.positional.length > 1) return invalid(`${callName}(…) takes one pattern; name the others (path="…")`);
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

  const restStart = skipSpaces(text, args.end);
  const arrow = arrowAt(text, args.end);
  if (!arrow) {
    const rest = text.slice(restStart);
    return invalid(`expected -> or → and an expectation after ${callName}(…), found ${rest ? `"${truncate(rest)}"` : 'nothing'}`);
  }
  const afterArrow = text.slice(restStart + arrow.length);
  const expect = parseExpectation(arrow, afterArrow, kind);
  if ('reason' in expect) return { check: { kind: 'unchecked', reason: expect.reason }, warnings };

  if (scopes.length === 0) scopes.push('.');
  if (kind === 'glob') return { check: { kind: 'glob', pattern, scopes, expect: expect.expectation }, warnings };
  return {
    check: {
      kind: 'grep',
      pattern,
      ...(alternation?.orReading === undefined ? {} : { orReading: alternation.orReading }),
      scopes,
      options,
      expect: expect.expectation,
    },
    warnings,
  };
}

const ALWAYS = 'is always true, so it checks nothing';

/**
 * The expectation after the arrow, when the grammar knows it exactly; otherwise why not.
 * `afterArrow` is untrimmed: `->>0` is not `-> >0`.
 */
function parseExpectation(arrow: string, afterArrow: string, kind: 'grep' | 'glob'): { expectation: Expectation } | { reason: string } {
  const text = afterArrow.trim().replace(/\s+/g, ' ');
  const rewrite = 'use 0 matches, N matches, N+ matches, >N matches or <=N matches';
  if (/^[>=]/.test(afterArrow) && arrow.endsWith('>')) {
    return { reason: `"${truncate(arrow + text)}" is ambiguous: the arrow runs into a comparison; put a space after the arrow ("${arrow} >0 matches"), or write "${arrow} 1+ matches"` };
  }
  if (/^no match(?:es)? ?\.?$/i.test(text)) return { expectation: { op: 'eq', count: 0, text } };
  const match = EXPECTATION.exec(text);
  if (!match) return { reason: `the expectation "${truncate(text)}" is not machine-checkable as written; ${rewrite}` };
  const [, comparator, digits, plus, rawUnit] = match;
  const unit = (rawUnit ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  const count = Number(digits);
  if (plus && comparator) return { reason: `"${text}" gives both ${comparator} and +; write ${comparator}${count} or ${count}+` };
  let expectation: Expectation;
  if (plus || comparator === '>=' || comparator === '≥') expectation = { op: 'gte', count, text };
  else if (comparator === '>') expectation = { op: 'gte', count: count + 1, text };
  else if (comparator === '<=' || comparator === '≤') expectation = { op: 'lte', count, text };
  else if (comparator === '<') {
    if (count === 0) return { reason: `"${text}" can never hold: a count is never below 0` };
    expectation = { op: 'lte', count: count - 1, text };
  } else expectation = { op: 'eq', count, text };
  if (expectation.op === 'gte' && expectation.count === 0) return { reason: `"${text}" ${ALWAYS}; ${rewrite}` };
  const units = kind === 'grep' ? GREP_UNITS : GLOB_UNITS;
  if (!units.has(unit)) {
    // Counting files instead of lines changes nothing only where the answer is "none" or "some".
    const sameEitherWay = kind === 'grep' && FILE_UNITS.has(unit)
      && ((expectation.op !== 'gte' && expectation.count === 0) || (expectation.op === 'gte' && expectation.count === 1));
    if (!sameEitherWay) {
      const counted = kind === 'grep' ? 'lines with a match' : 'files';
      return { reason: `the expectation "${truncate(text)}" counts ${unit}, but ${kind === 'grep' ? 'Grep' : 'Glob'} counts ${counted}; ${rewrite}` };
    }
  }
  return { expectation };
}

/**
 * GNU grep reads `\|` as "or"; ripgrep as a literal pipe. With no plain `|` in the pattern the
 * author's meaning is open, so both readings are searched (`orReading`); beside a plain `|` the
 * author knows alternation, and `\|` is a literal pipe.
 */
function gnuAlternation(pattern: string): { orReading?: string; warning: VerifyWarning } | undefined {
  const escaped: number[] = [];
  let plain = false;
  let classDepth = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      if (pattern[i + 1] === '|' && classDepth === 0) escaped.push(i);
      i += 1;
    } else if (char === '[') {
      // ripgrep nests classes (`[a[bc]]`, `[[:alpha:]]`); a `]` first in a class is a literal.
      classDepth += 1;
      if (pattern[i + 1] === '^') i += 1;
      if (pattern[i + 1] === ']') i += 1;
    } else if (char === ']' && classDepth > 0) {
      classDepth -= 1;
    } else if (char === '|' && classDepth === 0) {
      plain = true;
    }
  }
  if (escaped.length === 0) return undefined;
  if (plain) {
    return {
      warning: {
        code: 'verify/gnu-alternation',
        message: 'the pattern uses both | and \\|: \\| is read as a literal pipe (as ripgrep does), | as "or"',
        hint: 'write [|] for a literal pipe, so nobody reads \\| as GNU grep\'s "or"',
      },
    };
  }
  let orReading = '';
  let from = 0;
  for (const at of escaped) {
    orReading += `${pattern.slice(from, at)}|`;
    from = at + 2;
  }
  orReading += pattern.slice(from);
  return {
    orReading,
    warning: {
      code: 'verify/gnu-alternation',
      message: 'the pattern uses \\|, which is "or" in GNU grep but a literal "|" in ripgrep; both readings are searched',
      hint: 'write a|b for "or", or [|] for a literal pipe',
    },
  };
}

function bareQuoteWarning(reading: Reading, args: CallArguments, callName: string): VerifyWarning {
  const first = args.first!;
  const { text } = reading;
  const canonical = quoted(args.positional[0]!);
  const quote = text[first.open]!;
  const rewritten = canonical === undefined
    ? undefined
    : `${text.slice(0, first.open)}${canonical}${text.slice(first.end)}`;
  return {
    code: 'verify/bare-quote',
    message: `the ${quote} at column ${reading.base + first.bareQuote!} is inside the pattern, not its end; read as ${rewritten ?? `the ${callName} pattern ${JSON.stringify(args.positional[0])}`}`,
    hint: rewritten
      ? `write it that way: ${rewritten}`
      : `write \\${quote} for each quote inside the pattern`,
    column: reading.base + first.bareQuote!,
  };
}

function stringList(value: Value): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value;
  return undefined;
}

function truncate(text: string, length = 80): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
