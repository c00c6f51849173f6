// JSON as text: a parser that remembers where every value starts and ends (strict JSON, or JSONC
// with comments and trailing commas where the host reads that), and edits that insert new members
// or items in place. Re-serializing with JSON.stringify would reorder nothing but would still lose
// what the user wrote (indentation, `1.0`, `\u00e9` escapes, compact arrays, comments); splicing
// text keeps every byte we do not mean to change.

interface Span {
  /** Offset of the first character. */
  start: number;
  /** Offset just past the last character. */
  end: number;
}

export interface JsonMember {
  key: string;
  keyStart: number;
  value: JsonNode;
}

export interface JsonObjectNode extends Span {
  kind: 'object';
  members: JsonMember[];
}

export interface JsonArrayNode extends Span {
  kind: 'array';
  items: JsonNode[];
}

export interface JsonScalarNode extends Span {
  kind: 'string' | 'number' | 'boolean' | 'null';
  value: string | number | boolean | null;
}

export type JsonNode = JsonObjectNode | JsonArrayNode | JsonScalarNode;

export class JsonTextError extends Error {
  override readonly name = 'JsonTextError';
  constructor(
    message: string,
    readonly offset: number,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/** Line and column (both from 1) of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === '\n') {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export interface JsonTextOptions {
  /** Read JSONC: `//` and `/* *\/` comments, and a trailing comma before `}` or `]`. */
  jsonc?: boolean;
}

/** Parses strict JSON (RFC 8259: no comments, no trailing commas, one value), or JSONC on request. */
export function parseJsonText(text: string, options: JsonTextOptions = {}): JsonNode {
  const jsonc = options.jsonc === true;
  let i = text.startsWith('\uFEFF') ? 1 : 0;

  const fail = (message: string, at = i): never => {
    const { line, column } = lineColumn(text, at);
    throw new JsonTextError(message, at, line, column);
  };
  const describe = (at: number): string => {
    if (at >= text.length) return 'the end of the file';
    if (text.startsWith('//', at) || text.startsWith('/*', at)) return 'a comment (JSON has none)';
    return `"${text[at]}"`;
  };
  const skipSpace = () => {
    for (;;) {
      while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i += 1;
      if (!jsonc || text[i] !== '/') return;
      if (text[i + 1] === '/') {
        const end = text.indexOf('\n', i);
        i = end === -1 ? text.length : end + 1;
      } else if (text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        if (end === -1) fail('a comment is not closed');
        i = end + 2;
      } else {
        return;
      }
    }
  };

  const readString = (): JsonScalarNode => {
    const start = i;
    i += 1;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (code === 0x22) {
        i += 1;
        return { kind: 'string', start, end: i, value: JSON.parse(text.slice(start, i)) as string };
      }
      if (code < 0x20) fail('a control character inside a string must be escaped');
      if (code === 0x5c) {
        const next = text[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('\\u must be followed by four hex digits');
          i += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) {
          i += 2;
        } else {
          fail(`invalid escape \\${next ?? ''}`);
        }
        continue;
      }
      i += 1;
    }
    return fail('a string is not closed', start);
  };

  const readValue = (): JsonNode => {
    skipSpace();
    const char = text[i];
    const start = i;
    if (char === '{') return readObject();
    if (char === '[') return readArray();
    if (char === '"') return readString();
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return { kind: value === null ? 'null' : 'boolean', start, end: i, value };
      }
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      i += number[0].length;
      return { kind: 'number', start, end: i, value: Number(number[0]) };
    }
    return fail(`expected a value, found ${describe(i)}`);
  };

  /**
   * Reads the entries of an object or array, from its opening bracket to `close`, calling
   * `readEntry` at the start of each one.
   */
  const readEntries = (close: '}' | ']', readEntry: () => void): void => {
    i += 1;
    skipSpace();
    if (text[i] === close) {
      i += 1;
      return;
    }
    for (;;) {
      readEntry();
      skipSpace();
      if (text[i] === close) {
        i += 1;
        return;
      }
      if (text[i] !== ',') fail(`expected "," or "${close}", found ${describe(i)}`);
      i += 1;
      skipSpace();
      if (text[i] === close) {
        if (!jsonc) fail(`trailing comma before "${close}"`);
        i += 1;
        return;
      }
    }
  };

  const readObject = (): JsonObjectNode => {
    const start = i;
    const members: JsonMember[] = [];
    readEntries('}', () => {
      if (text[i] !== '"') fail(`expected a quoted key, found ${describe(i)}`);
      const key = readString();
      skipSpace();
      if (text[i] !== ':') fail(`expected ":" after the key "${key.value as string}", found ${describe(i)}`);
      i += 1;
      members.push({ key: key.value as string, keyStart: key.start, value: readValue() });
    });
    return { kind: 'object', start, end: i, members };
  };

  const readArray = (): JsonArrayNode => {
    const start = i;
    const items: JsonNode[] = [];
    readEntries(']', () => items.push(readValue()));
    return { kind: 'array', start, end: i, items };
  };

  const root = readValue();
  skipSpace();
  if (i < text.length) fail(`unexpected ${describe(i)} after the end of the JSON value`);
  return root;
}

/** The plain value of a parsed node, as JSON.parse would give it. */
export function nodeValue(node: JsonNode): unknown {
  if (node.kind === 'array') return node.items.map(nodeValue);
  if (node.kind === 'object') {
    const value: Record<string, unknown> = {};
    for (const member of node.members) value[member.key] = nodeValue(member.value);
    return value;
  }
  return node.value;
}

/** The member a JSON reader would use: the last one with that key. */
export function memberOf(node: JsonObjectNode, key: string): JsonMember | undefined {
  for (let index = node.members.length - 1; index >= 0; index -= 1) {
    if (node.members[index]!.key === key) return node.members[index];
  }
  return undefined;
}

/** How a file is laid out, so that inserted text looks like the rest of it. */
export interface JsonLayout {
  /** One level of indentation (two spaces, four, a tab); empty for single-line files. */
  indentUnit: string;
  eol: '\n' | '\r\n';
  /** False when the whole document is on one line. */
  multiline: boolean;
}

export function detectLayout(text: string): JsonLayout {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const multiline = text.trim().includes('\n');
  const indented = /\n([ \t]+)\S/.exec(text);
  return { eol, multiline, indentUnit: multiline ? (indented?.[1] ?? '  ') : '' };
}

/** The whitespace at the start of the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

function serialize(value: unknown, baseIndent: string, layout: JsonLayout, inline: boolean): string {
  if (inline || !layout.multiline) return JSON.stringify(value);
  return JSON.stringify(value, null, layout.indentUnit).split('\n').join(layout.eol + baseIndent);
}

function splice(text: string, at: number, remove: number, insert: string): string {
  return text.slice(0, at) + insert + text.slice(at + remove);
}

/**
 * Adds `"key": value` as the last member of `node`, indented like its siblings. A container
 * written on one line stays on one line.
 */
export function insertMember(text: string, node: JsonObjectNode, key: string, value: unknown, layout: JsonLayout): string {
  const last = node.members.at(-1);
  const prefix = `${JSON.stringify(key)}:${layout.multiline ? ' ' : ''}`;
  return insertEntry(text, node, last && { start: last.keyStart, end: last.value.end }, prefix, value, layout);
}

/** Appends `value` as the last item of `node`, indented like its siblings. */
export function insertItem(text: string, node: JsonArrayNode, value: unknown, layout: JsonLayout): string {
  return insertEntry(text, node, node.items.at(-1), '', value, layout);
}

/** Inserts `prefix` + `value` after `last`, the container's last entry, or into the empty container. */
function insertEntry(text: string, node: JsonObjectNode | JsonArrayNode, last: Span | undefined, prefix: string, value: unknown, layout: JsonLayout): string {
  if (!last) return fillEmpty(text, node, prefix, value, layout);
  const inline = layout.multiline && !text.slice(node.start, node.end).includes('\n');
  const indent = lineIndent(text, last.start);
  const lead = inline ? ', ' : layout.multiline ? `,${layout.eol}${indent}` : ',';
  return splice(text, last.end, 0, `${lead}${prefix}${serialize(value, indent, layout, inline)}`);
}

/**
 * Puts one entry into an empty `{}` or `[]`: replaces the whitespace inside, or, when a comment is
 * all it holds (JSONC), adds the entry before the comment and keeps it.
 */
function fillEmpty(text: string, node: JsonObjectNode | JsonArrayNode, prefix: string, value: unknown, layout: JsonLayout): string {
  const inner = node.start + 1;
  const innerLength = node.end - 1 - inner;
  const onlySpace = text.slice(inner, node.end - 1).trim() === '';
  if (!layout.multiline) {
    const entry = `${prefix}${JSON.stringify(value)}`;
    return onlySpace ? splice(text, inner, innerLength, entry) : splice(text, inner, 0, `${entry} `);
  }
  const outer = lineIndent(text, node.start);
  const indent = outer + layout.indentUnit;
  const entry = `${layout.eol}${indent}${prefix}${serialize(value, indent, layout, false)}`;
  return onlySpace ? splice(text, inner, innerLength, `${entry}${layout.eol}${outer}`) : splice(text, inner, 0, entry);
}
