// Reads the calls of the rules grammar, `Grep("pattern", name=value, …)` and `Bash("pattern")`,
// and the quoted strings of `test:` lines. A backslash before the closing quote character yields
// that quote; every other backslash is kept as written, because it belongs to the regex.
// A quote the author left bare inside a pattern (`"from ['"]lodash"`) is read the way the author
// meant when only that reading fits: a quote can end a string only where the grammar allows what
// follows it (`,` or `)` in a call), so a quote followed by anything else belongs to the pattern.

export class SyntaxProblem extends Error {}

export type Value = string | boolean | number | string[];

export interface QuotedText {
  value: string;
  /** Index just past the closing quote. */
  end: number;
  /** Index of the opening quote. */
  open: number;
  /** The first quote read as part of the text although it could have closed it, when there was one. */
  bareQuote?: number;
}

export interface CallArguments {
  positional: string[];
  named: Array<[string, Value]>;
  /** Index just past the closing parenthesis. */
  end: number;
  /** The first positional string (the pattern), as read. */
  first?: QuotedText;
}

/** Columns in messages count from `base`: the column in the rules file of `text[0]`. */
export interface Reading {
  text: string;
  base: number;
}

const column = (reading: Reading, index: number) => reading.base + index;

/**
 * The arguments of a call whose `(` ends just before `start`. `complete(end)` says whether what
 * follows the closing parenthesis is what the grammar expects; a reading that does not fit is
 * tried again with the pattern's bare quotes kept inside it.
 */
export function readCallArguments(reading: Reading, start: number, complete: (end: number) => boolean): CallArguments {
  const { text } = reading;
  let canonical: CallArguments | undefined;
  let problem: SyntaxProblem | undefined;
  try {
    canonical = readArguments(reading, start);
    if (complete(canonical.end)) return canonical;
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    problem = error;
  }
  const open = skipSpace(text, start);
  const close = firstClose(text, open);
  if ((text[open] === '"' || text[open] === "'") && close !== undefined && !/^\s*[,)]/.test(text.slice(close + 1))) {
    const authors = closeBefore(text, open, /^\s*[,)]/);
    if (authors !== undefined && !ARGUMENT.test(text.slice(open + 1, authors))) {
      try {
        const args = readArguments(reading, start, authors);
        if (complete(args.end)) return { ...args, first: { ...args.first!, bareQuote: close } };
      } catch (error) {
        if (!(error instanceof SyntaxProblem)) throw error;
      }
    }
    throw new SyntaxProblem(
      `the ${text[open]} at column ${column(reading, close)} ends the pattern early and what follows does not read; `
      + `write \\${text[open]} for a quote inside the pattern, or wrap the pattern in ${text[open] === '"' ? 'single' : 'double'} quotes`,
    );
  }
  if (problem && close !== undefined && laterCloseReads(reading, start, open, close, complete)) {
    // The first quote could end the pattern, but the line reads only if a later one does.
    throw new SyntaxProblem(
      `the ${text[open]} at column ${column(reading, close)} may end the pattern or belong to it; `
      + `write \\${text[open]} for a quote inside the pattern, or wrap the pattern in ${text[open] === '"' ? 'single' : 'double'} quotes`,
    );
  }
  if (problem) throw problem;
  return canonical!;
}

/** Whether the call reads when a quote after `close` (one followed by `,` or `)`) ends the pattern. */
function laterCloseReads(reading: Reading, start: number, open: number, close: number, complete: (end: number) => boolean): boolean {
  const { text } = reading;
  let tries = 0;
  // A few candidates are enough to tell; a line of thousands of quotes must not cost a parse each.
  for (let later = closeBefore(text, close, /^\s*[,)]/); later !== undefined && tries < 16; later = closeBefore(text, later, /^\s*[,)]/), tries += 1) {
    if (ARGUMENT.test(text.slice(open + 1, later))) return false;
    try {
      if (complete(readArguments(reading, start, later).end)) return true;
    } catch (error) {
      if (!(error instanceof SyntaxProblem)) throw error;
    }
  }
  return false;
}

/**
 * `, path="…"` or ` glob=[…`: a pattern that would swallow a named argument more likely misses
 * its closing quote or a comma than holds a bare quote.
 */
const ARGUMENT = /[\s,"'](?:[A-Za-z_][\w-]*|-[A-Za-z])\s*=\s*(?:["'[]|true\b|false\b|\d)/i;

/**
 * A quoted text at `open` that must be followed by `follower` (e.g. an arrow); a quote followed
 * by anything else is part of the text.
 */
export function readQuotedBefore(reading: Reading, open: number, follower: RegExp): QuotedText {
  const { text } = reading;
  const quote = text[open];
  if (quote !== '"' && quote !== "'") throw new SyntaxProblem(`expected a quoted string at column ${column(reading, open)}`);
  const close = firstClose(text, open);
  if (close === undefined) throw new SyntaxProblem('a quoted string is not closed');
  if (follower.test(text.slice(close + 1))) return { value: unescape(text.slice(open + 1, close), quote), end: close + 1, open };
  const authors = closeBefore(text, open, follower);
  if (authors === undefined && firstClose(text, close) === undefined) return { value: unescape(text.slice(open + 1, close), quote), end: close + 1, open };
  if (authors === undefined) {
    throw new SyntaxProblem(
      `the ${quote} at column ${column(reading, close)} ends the text early and what follows does not read; `
      + `write \\${quote} for a quote inside it, or wrap it in ${quote === '"' ? 'single' : 'double'} quotes`,
    );
  }
  return { value: unescape(text.slice(open + 1, authors), quote), end: authors + 1, open, bareQuote: close };
}

/** The text written so that it reads back unchanged: double quotes, else single, else `\"`. */
export function quoted(value: string): string | undefined {
  const candidates = [`"${value}"`, `'${value}'`, `"${value.replace(/"/g, '\\"')}"`];
  return candidates.find((candidate) => {
    const close = firstClose(candidate, 0);
    return close === candidate.length - 1 && unescape(candidate.slice(1, -1), candidate[0]!) === value;
  });
}

/** Reads `"pattern", name=value, …)` starting after the opening parenthesis. */
function readArguments(reading: Reading, start: number, firstClose?: number): CallArguments {
  const { text } = reading;
  const positional: string[] = [];
  const named: Array<[string, Value]> = [];
  let first: QuotedText | undefined;
  let i = skipSpace(text, start);
  if (text[i] === ')') return { positional, named, end: i + 1 };
  for (;;) {
    const name = /^([A-Za-z_][\w-]*|-[A-Za-z])\s*=(?!=)/.exec(text.slice(i, i + 64));
    if (name) {
      i = skipSpace(text, i + name[0].length);
      const [value, next] = readValue(reading, i);
      named.push([name[1]!, value]);
      i = next;
    } else {
      if (named.length > 0) throw new SyntaxProblem('a pattern must come before the named options');
      const string = positional.length === 0 && firstClose !== undefined
        ? { value: unescape(text.slice(i + 1, firstClose), text[i]!), end: firstClose + 1, open: i }
        : readString(reading, i);
      if (positional.length === 0) first = string;
      positional.push(string.value);
      i = string.end;
    }
    i = skipSpace(text, i);
    if (text[i] === ',') {
      i = skipSpace(text, i + 1);
      continue;
    }
    if (text[i] === ')') return { positional, named, end: i + 1, ...(first ? { first } : {}) };
    throw new SyntaxProblem(i >= text.length ? 'missing closing parenthesis' : `unexpected "${text[i]}" at column ${column(reading, i)}`);
  }
}

function readValue(reading: Reading, i: number): [Value, number] {
  const { text } = reading;
  const char = text[i];
  if (char === '"' || char === "'") {
    const string = readString(reading, i);
    return [string.value, string.end];
  }
  if (char === '[') {
    const items: string[] = [];
    let j = skipSpace(text, i + 1);
    if (text[j] === ']') return [items, j + 1];
    for (;;) {
      const item = readString(reading, j);
      items.push(item.value);
      j = skipSpace(text, item.end);
      if (text[j] === ',') {
        j = skipSpace(text, j + 1);
        continue;
      }
      if (text[j] === ']') return [items, j + 1];
      throw new SyntaxProblem('a list must be strings separated by commas, closed with ]');
    }
  }
  const word = /^(true|false|True|False|\d+)/.exec(text.slice(i, i + 32));
  if (word) {
    const raw = word[1]!;
    const value = /^\d/.test(raw) ? Number(raw) : raw.toLowerCase() === 'true';
    return [value, i + raw.length];
  }
  throw new SyntaxProblem(`expected a quoted string, true, false or a number at column ${column(reading, i)}`);
}

function readString(reading: Reading, i: number): QuotedText {
  const { text } = reading;
  const quote = text[i];
  if (quote !== '"' && quote !== "'") throw new SyntaxProblem(`expected a quoted string at column ${column(reading, i)}`);
  const close = firstClose(text, i);
  if (close === undefined) throw new SyntaxProblem('a quoted string is not closed');
  return { value: unescape(text.slice(i + 1, close), quote), end: close + 1, open: i };
}

/** Index of the first unescaped quote matching the one at `open`. */
function firstClose(text: string, open: number): number | undefined {
  const quote = text[open];
  for (let j = open + 1; j < text.length; j += 1) {
    const char = text[j];
    if (char === '\\' && j + 1 < text.length) j += 1;
    else if (char === quote) return j;
  }
  return undefined;
}

/** Index of the first unescaped matching quote after `open` that `follower` accepts what follows. */
function closeBefore(text: string, open: number, follower: RegExp): number | undefined {
  const quote = text[open];
  for (let j = open + 1; j < text.length; j += 1) {
    const char = text[j];
    if (char === '\\' && j + 1 < text.length) j += 1;
    else if (char === quote && follower.test(text.slice(j + 1, j + 1 + 16))) return j;
  }
  return undefined;
}

function unescape(body: string, quote: string): string {
  let value = '';
  for (let j = 0; j < body.length; j += 1) {
    const char = body[j]!;
    if (char === '\\' && j + 1 < body.length) {
      const next = body[j + 1]!;
      value += next === quote ? next : char + next;
      j += 1;
    } else {
      value += char;
    }
  }
  return value;
}

export function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i]!)) i += 1;
  return i;
}
