// Character tests and splits for the text the learn hook reads, written as plain loops. A hook
// process reads one payload and exits, so every regular expression it runs is compiled for that
// single use: 0.05–0.1 ms each, which made regexes the largest part of reading a correction.
// Where a regex would only test a character class, trim a run of characters or split on a few
// marks, these do the same without one. Each matches the regex named in its comment exactly.

/** A character of JavaScript's `\s`. */
export function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a)
    || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** `[A-Za-z]`. */
export function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/** `[A-Za-z\u00C0-\uFFFF]`: a letter of any script, near enough for the edges of a word. */
export function isLetterish(code: number): boolean {
  return isAsciiLetter(code) || code > 0xbf;
}

/** `[0-9]`. */
export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** `\w`: `[A-Za-z0-9_]`. */
export function isWordChar(code: number): boolean {
  return isAsciiLetter(code) || isDigit(code) || code === 95;
}

/** `/^\s*$/.test(text.slice(from, to))`. */
export function isBlankBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}

/** `text.replace(/\s+/g, ' ').trim()`. */
export function collapseSpaces(text: string): string {
  // Most texts are collapsed already: returned as they are, not rebuilt a character at a time.
  if (isCollapsed(text)) return text;
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      pendingSpace = out !== '';
      continue;
    }
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    out += text[i];
  }
  return out;
}

/** Whether collapseSpaces would return `text` unchanged: no blank at either end, and no blank but single plain spaces. */
function isCollapsed(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isSpace(code) && (code !== 32 || i === 0 || i === text.length - 1 || isSpace(text.charCodeAt(i + 1)))) return false;
  }
  return true;
}

/** `text.split(/(?<=[MARKS])/)`: pieces that each end with one of `marks`, but the last. */
export function splitAfter(text: string, marks: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (marks.includes(text[i]!)) {
      pieces.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < text.length || pieces.length === 0) pieces.push(text.slice(start));
  return pieces;
}

/** `text.split(/[MARKS]/)`. */
export function splitOn(text: string, marks: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (marks.includes(text[i]!)) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** `/^[A-Za-z_][A-Za-z0-9_]*=/`: a shell variable assignment (`NODE_ENV=test`). */
export function isAssignment(word: string): boolean {
  const equals = word.indexOf('=');
  if (equals < 1) return false;
  const first = word.charCodeAt(0);
  if (!isAsciiLetter(first) && first !== 95) return false;
  for (let i = 1; i < equals; i += 1) if (!isWordChar(word.charCodeAt(i))) return false;
  return true;
}
