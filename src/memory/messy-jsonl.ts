// The tolerant reader of JSON Lines files that people and other tools write by hand:
// corrections.jsonl and AGENT_LEARNINGS.jsonl for `learn import`, sessions.jsonl for the
// scorecard. It accepts comment lines (`#`, `//`), blank lines, two objects on one line, an
// object spread over several lines, and a JSON array of objects (its brackets and commas are read
// as separators, so one broken element costs only itself). It never stops at a bad line: it says
// what it could not read, with the line, and goes on at the next line.

export interface ObjectChunk {
  kind: 'object';
  value: Record<string, unknown>;
  /** 1-based lines the object starts and ends on. */
  startLine: number;
  endLine: number;
  /** Offsets of the object in the text, end exclusive. */
  start: number;
  end: number;
  /** Nothing but whitespace shares its lines: the lines can be replaced without touching anything else. */
  alone: boolean;
}

export interface CommentChunk {
  kind: 'comment';
  line: number;
}

export interface JunkChunk {
  kind: 'junk';
  line: number;
  /** The unreadable text, shortened. */
  text: string;
  reason: 'not JSON' | 'unterminated JSON object' | 'not valid JSON';
}

export type JsonLinesChunk = ObjectChunk | CommentChunk | JunkChunk;

const SHOWN_TEXT = 60;

/** Every JSON object in `text`, every comment line and every stretch that is neither, in order. */
export function scanJsonLines(text: string): JsonLinesChunk[] {
  const chunks: JsonLinesChunk[] = [];
  let i = 0;
  let line = 1;
  const lineEnd = (from: number) => {
    const end = text.indexOf('\n', from);
    return end === -1 ? text.length : end;
  };
  // Records what cannot be read from `at` to the end of its line, and resumes after it, so one
  // broken record never swallows the ones after it.
  const junk = (at: number, reason: JunkChunk['reason']) => {
    const end = lineEnd(at);
    const raw = text.slice(at, end).replace(/\r$/, '').trim();
    chunks.push({ kind: 'junk', line, text: raw.length > SHOWN_TEXT ? `${raw.slice(0, SHOWN_TEXT)}…` : raw, reason });
    return end;
  };

  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\n') {
      line += 1;
      i += 1;
      continue;
    }
    // Whitespace, and the punctuation of a JSON array of records.
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\uFEFF' || ch === ',' || ch === '[' || ch === ']') {
      i += 1;
      continue;
    }
    if (ch === '#' || (ch === '/' && text[i + 1] === '/')) {
      chunks.push({ kind: 'comment', line });
      i = lineEnd(i);
      continue;
    }
    if (ch !== '{') {
      i = junk(i, 'not JSON');
      continue;
    }
    const close = matchingBrace(text, i);
    if (close === undefined) {
      i = junk(i, 'unterminated JSON object');
      continue;
    }
    const value = parseObject(text.slice(i, close + 1));
    if (value === undefined) {
      i = junk(i, 'not valid JSON');
      continue;
    }
    const startLine = line;
    for (let k = i; k <= close; k += 1) if (text[k] === '\n') line += 1;
    const lineStart = text.lastIndexOf('\n', i - 1) + 1;
    const alone = text.slice(lineStart, i).trim() === '' && text.slice(close + 1, lineEnd(close + 1)).trim() === '';
    chunks.push({ kind: 'object', value, startLine, endLine: line, start: i, end: close + 1, alone });
    i = close + 1;
  }
  return chunks;
}

/** Offset of the brace closing the one at `open`, or undefined when it never closes. */
function matchingBrace(text: string, open: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let k = open; k < text.length; k += 1) {
    const ch = text[k];
    if (inString) {
      if (ch === '\\') k += 1;
      else if (ch === '"') inString = false;
      // A raw newline cannot be inside a JSON string: the object is broken, resynchronise.
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

/** The object in `slice`, which runs from a brace to its match, or undefined when it is not valid JSON. */
function parseObject(slice: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(slice) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
