// A tolerant reader for JSON-lines files written by hand and by other tools: comment lines,
// blank lines, two objects on one line, an object spread over several lines, a JSON array of
// objects. It never stops at a bad line: it says what it could not read and goes on.

export interface JsonChunk {
  kind: 'value';
  value: unknown;
  /** 1-based lines the value starts and ends on. */
  startLine: number;
  endLine: number;
  /** Offsets of the value in the text, end exclusive. */
  start: number;
  end: number;
  /** Nothing but whitespace shares its lines: the lines can be replaced without touching anything else. */
  alone: boolean;
}

export interface JunkChunk {
  kind: 'junk';
  line: number;
  /** The unreadable text, shortened. */
  text: string;
  reason: string;
}

export interface ScanResult {
  chunks: Array<JsonChunk | JunkChunk>;
  /** Comment lines skipped (`#` or `//`). */
  comments: number;
}

const SHOWN_TEXT = 60;

export function scanJsonLines(text: string): ScanResult {
  const chunks: Array<JsonChunk | JunkChunk> = [];
  let comments = 0;
  let i = 0;
  let line = 1;
  const lineEnd = (from: number) => {
    const end = text.indexOf('\n', from);
    return end === -1 ? text.length : end;
  };
  const junk = (at: number, atLine: number, reason: string) => {
    const end = lineEnd(at);
    const raw = text.slice(at, end).replace(/\r$/, '').trim();
    chunks.push({ kind: 'junk', line: atLine, text: raw.length > SHOWN_TEXT ? `${raw.slice(0, SHOWN_TEXT)}…` : raw, reason });
    return end;
  };

  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\n') {
      line += 1;
      i += 1;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\uFEFF') {
      i += 1;
      continue;
    }
    if (ch === '#' || (ch === '/' && text[i + 1] === '/')) {
      comments += 1;
      i = lineEnd(i);
      continue;
    }
    if (ch !== '{' && ch !== '[') {
      i = junk(i, line, 'not JSON');
      continue;
    }
    const close = matchingBracket(text, i);
    if (close === undefined) {
      i = junk(i, line, 'unfinished JSON value');
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text.slice(i, close + 1));
    } catch (error) {
      i = junk(i, line, `invalid JSON: ${(error as Error).message}`);
      continue;
    }
    const startLine = line;
    for (let k = i; k <= close; k += 1) if (text[k] === '\n') line += 1;
    const lineStart = text.lastIndexOf('\n', i - 1) + 1;
    const alone = text.slice(lineStart, i).trim() === '' && text.slice(close + 1, lineEnd(close + 1)).trim() === '';
    chunks.push({ kind: 'value', value, startLine, endLine: line, start: i, end: close + 1, alone });
    i = close + 1;
  }
  return { chunks, comments };
}

/** Offset of the bracket closing the one at `open`, or undefined when it never closes. */
function matchingBracket(text: string, open: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let k = open; k < text.length; k += 1) {
    const ch = text[k];
    if (inString) {
      if (ch === '\\') k += 1;
      else if (ch === '"') inString = false;
      // A raw newline cannot be inside a JSON string: the value is broken, resynchronise.
      else if (ch === '\n') return undefined;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth += 1;
    else if (ch === '}' || ch === ']') {
      depth -= 1;
      if (depth === 0) return k;
    }
  }
  return undefined;
}
