// What ripgrep's complaint about a pattern means, in one line: which column of the pattern and
// what is wrong. ripgrep prints a multi-line message (the pattern, a `^^^` caret under the fault,
// `error: …`, and with `--engine=auto` a second opinion from PCRE2); the full text is kept beside
// the one-line reason for `--json`.

export interface RipgrepComplaint {
  /** One readable line, e.g. `bad regex at column 3 of the pattern: unclosed group`. */
  reason: string;
  /** ripgrep's own text, unchanged. */
  detail: string;
}

/** The wrapper ripgrep puts around each pattern before compiling it (`(?:PATTERN)`). */
const WRAPPER = '(?:';
const INDENT = '    ';
/** Default-engine errors that only mean "this needs PCRE2": PCRE2's own error is then the one that counts. */
const NEEDS_PCRE2 = /look-around|backreferences are not supported/;

/**
 * Reads ripgrep's stderr for a failed run. With the pattern it was given, a regex error gets its
 * column in the pattern (counted in characters from 1); anything else is ripgrep's message on one line.
 */
export function explainRipgrepFailure(stderr: string, pattern?: string): RipgrepComplaint {
  const detail = stderr.trim();
  const regex = pattern === undefined ? undefined : regexComplaint(detail, pattern);
  if (regex) return { reason: regex, detail };
  const message = detail
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^~+$/.test(line))
    .join(' ');
  return { reason: `ripgrep: ${message}`, detail };
}

function regexComplaint(detail: string, pattern: string): string | undefined {
  const parse = defaultEngineError(detail);
  const pcre2 = /PCRE2: error compiling pattern at offset (\d+): (.+)/.exec(detail);
  const pcre2Error = pcre2 ? { column: byteOffsetToColumn(pattern, Number(pcre2[1]) - WRAPPER.length), message: pcre2[2]!.trim() } : undefined;
  let found: { column: number | undefined; message: string } | undefined;
  if (parse && !(NEEDS_PCRE2.test(parse.message) && pcre2Error)) found = parse;
  else if (pcre2Error) found = pcre2Error;
  else if (/^rg: PCRE2: /m.test(detail)) found = { column: undefined, message: detail.replace(/^rg: PCRE2: /, '').split('\n')[0]! };
  if (!found) return undefined;
  let { column, message } = found;
  // A caret outside the pattern points at ripgrep's own wrapper: find the fault in the pattern.
  if (column === undefined || column < 1 || column > [...pattern].length) {
    const located = locateUnbalanced(pattern);
    column = located?.column;
    if (located?.why) message = `${message} (${located.why})`;
  }
  const where = column === undefined ? '' : ` at column ${column} of the pattern`;
  return `bad regex${where}: ${message}`;
}

/** The caret block of Rust's regex parser: the pattern line, the `^^^` line, and `error: …`. */
function defaultEngineError(detail: string): { column: number | undefined; message: string } | undefined {
  const lines = detail.split('\n');
  const start = lines.findIndex((line) => /regex parse error:\s*$/.test(line));
  if (start === -1) return undefined;
  const patternLine = lines[start + 1] ?? '';
  const caretLine = lines[start + 2] ?? '';
  const errorLine = lines.slice(start + 1).find((line) => line.startsWith('error: '));
  if (!errorLine) return undefined;
  const message = errorLine.slice('error: '.length).trim();
  const caret = /^(\s*)\^/.exec(caretLine);
  if (!caret || !patternLine.startsWith(INDENT)) return { column: undefined, message };
  // Carets count characters of the pattern line as printed.
  const shown = patternLine.slice(INDENT.length);
  const offset = [...caret[1]!].length - INDENT.length;
  const wrapped = shown.startsWith(WRAPPER) ? WRAPPER.length : 0;
  return { column: offset - wrapped + 1, message };
}

/** PCRE2 counts bytes of the UTF-8 pattern; people count characters. */
function byteOffsetToColumn(pattern: string, byteOffset: number): number {
  if (byteOffset < 0) return 0;
  let bytes = 0;
  let column = 1;
  for (const char of pattern) {
    if (bytes >= byteOffset) return column;
    bytes += Buffer.byteLength(char);
    column += 1;
  }
  return column;
}

/**
 * Where a group goes wrong when ripgrep can only point at its own wrapper: the first `)` that
 * closes nothing, the first `(` never closed, or a trailing lone backslash that escapes the
 * wrapper's `)`.
 */
function locateUnbalanced(pattern: string): { column: number; why?: string } | undefined {
  const chars = [...pattern];
  const open: number[] = [];
  let inClass = false;
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i];
    if (char === '\\') {
      if (i === chars.length - 1) return { column: i + 1, why: 'the pattern ends with a lone backslash' };
      i += 1;
    } else if (inClass) {
      if (char === ']') inClass = false;
    } else if (char === '[') {
      inClass = true;
      if (chars[i + 1] === '^') i += 1;
      if (chars[i + 1] === ']') i += 1;
    } else if (char === '(') {
      open.push(i + 1);
    } else if (char === ')') {
      if (open.length === 0) return { column: i + 1, why: 'this ) closes nothing' };
      open.pop();
    }
  }
  const first = open[0];
  return first === undefined ? undefined : { column: first, why: 'this ( is never closed' };
}
