// The position-keeping JSON (and JSONC) parser and in-place inserts behind the hooks and MCP merges.
import { describe, expect, it } from 'vitest';
import {
  detectLayout,
  insertItem,
  insertMember,
  memberOf,
  nodeValue,
  parseJsonText,
  type JsonArrayNode,
  type JsonNode,
  type JsonObjectNode,
} from '../../src/init/json-text.js';

/** The plain value of a node, to compare with JSON.parse. */
function valueOf(node: JsonNode): unknown {
  if (node.kind === 'object') {
    const result: Record<string, unknown> = {};
    for (const member of node.members) result[member.key] = valueOf(member.value);
    return result;
  }
  if (node.kind === 'array') return node.items.map(valueOf);
  return node.value;
}

describe('parseJsonText', () => {
  const documents = [
    '{}',
    '[]',
    '  {"a": 1}  \n',
    '\uFEFF{"bom": true}',
    '{"n": [0, -1, 1.5, 2e10, -3.25E-2, 1.0], "t": true, "f": false, "z": null}',
    '{"s": "quote \\" backslash \\\\ slash \\/ \\b\\f\\n\\r\\t \\u00e9 \\ud83d\\ude00 é"}',
    '{\r\n\t"crlf": [\r\n\t\t{"deep": {"deeper": []}}\r\n\t]\r\n}',
    '{"dup": 1, "dup": 2}',
    '"just a string"',
  ];
  it.each(documents)('reads %j the way JSON.parse does', (text) => {
    expect(valueOf(parseJsonText(text))).toEqual(JSON.parse(text.replace(/^\uFEFF/, '')));
  });

  it('records where each value starts and ends', () => {
    const text = '{\n  "hooks": {"SessionStart": [1, 2]}\n}';
    const root = parseJsonText(text) as JsonObjectNode;
    const hooks = memberOf(root, 'hooks')!;
    expect(text.slice(hooks.keyStart, hooks.keyStart + 7)).toBe('"hooks"');
    expect(text.slice(hooks.value.start, hooks.value.end)).toBe('{"SessionStart": [1, 2]}');
    const list = memberOf(hooks.value as JsonObjectNode, 'SessionStart')!.value as JsonArrayNode;
    expect(list.items.map((item) => text.slice(item.start, item.end))).toEqual(['1', '2']);
  });

  it('uses the last of duplicate keys, as JSON readers do', () => {
    const root = parseJsonText('{"a": 1, "a": 2}') as JsonObjectNode;
    expect(memberOf(root, 'a')!.value).toMatchObject({ kind: 'number', value: 2 });
  });

  it.each([
    ['{"a": 1,}', 'trailing comma before "}"', 1, 9],
    ['[1, 2,]', 'trailing comma before "]"', 1, 7],
    ['{\n  // a comment\n  "a": 1\n}', 'a comment (JSON has none)', 2, 3],
    ['{"a": 1 /* c */}', 'a comment (JSON has none)', 1, 9],
    ['{"a": "open', 'a string is not closed', 1, 7],
    ['{"a": 01}', 'expected "," or "}"', 1, 8],
    ["{'a': 1}", 'expected a quoted key', 1, 2],
    ['{"a" 1}', 'expected ":" after the key "a"', 1, 6],
    ['{"a": "\\x"}', 'invalid escape \\x', 1, 8],
    ['{"a": "\\u12"}', 'four hex digits', 1, 8],
    ['{"a": "tab\there"}', 'control character', 1, 11],
    ['{"a": 1} {"b": 2}', 'after the end of the JSON value', 1, 10],
    ['', 'expected a value, found the end of the file', 1, 1],
    ['{"a": tru}', 'expected a value', 1, 7],
  ])('rejects %j with a message and a position', (text, message, line, column) => {
    expect(() => parseJsonText(text)).toThrow(expect.objectContaining({ name: 'JsonTextError', message: expect.stringContaining(message), line, column }));
  });
});

describe('parseJsonText with jsonc', () => {
  it('skips line and block comments and takes a trailing comma, as OpenCode reads opencode.json', () => {
    const text = '// config\n{\n  /* servers */ "mcp": {"a": [1, 2,],}, // end\n  "b": "// not a comment",\n}\n/* after */';
    expect(nodeValue(parseJsonText(text, { jsonc: true }))).toEqual({ mcp: { a: [1, 2] }, b: '// not a comment' });
  });

  it('still refuses what JSONC refuses, and strict JSON stays strict', () => {
    expect(() => parseJsonText('{"a": 1 /* open', { jsonc: true })).toThrow(expect.objectContaining({ message: 'a comment is not closed', line: 1, column: 9 }));
    expect(() => parseJsonText('{"a": 1,,}', { jsonc: true })).toThrow(/expected a quoted key/);
    expect(() => parseJsonText('{"a": 1 / 2}', { jsonc: true })).toThrow(/expected "," or "}"/);
    expect(() => parseJsonText('{"a": 1,}')).toThrow(/trailing comma/);
  });

  it('nodeValue gives what JSON.parse gives', () => {
    const text = '{"a": [1, {"b": null}], "c": "\\u00e9", "a2": true}';
    expect(nodeValue(parseJsonText(text))).toEqual(JSON.parse(text));
  });
});

describe('detectLayout', () => {
  it.each([
    ['{\n  "a": 1\n}', '  ', '\n', true],
    ['{\n    "a": 1\n}', '    ', '\n', true],
    ['{\n\t"a": 1\n}', '\t', '\n', true],
    ['{\r\n  "a": 1\r\n}\r\n', '  ', '\r\n', true],
    ['{"a":1}\n', '', '\n', false],
  ])('reads the indentation and line ending of %j', (text, indentUnit, eol, multiline) => {
    expect(detectLayout(text)).toEqual({ indentUnit, eol, multiline });
  });
});

describe('insertMember and insertItem', () => {
  const add = (text: string, key: string, value: unknown) => {
    const root = parseJsonText(text) as JsonObjectNode;
    return insertMember(text, root, key, value, detectLayout(text));
  };

  it('indents a new member like its siblings (two spaces)', () => {
    expect(add('{\n  "model": "x"\n}\n', 'hooks', { A: [1] })).toBe('{\n  "model": "x",\n  "hooks": {\n    "A": [\n      1\n    ]\n  }\n}\n');
  });

  it('keeps four-space and tab indentation, and CRLF line endings', () => {
    expect(add('{\n    "a": 1\n}', 'b', { c: 2 })).toBe('{\n    "a": 1,\n    "b": {\n        "c": 2\n    }\n}');
    expect(add('{\n\t"a": 1\n}', 'b', [1])).toBe('{\n\t"a": 1,\n\t"b": [\n\t\t1\n\t]\n}');
    expect(add('{\r\n  "a": 1\r\n}\r\n', 'b', { c: 2 })).toBe('{\r\n  "a": 1,\r\n  "b": {\r\n    "c": 2\r\n  }\r\n}\r\n');
  });

  it('keeps a one-line file on one line', () => {
    expect(add('{"a":1}', 'b', { c: [2] })).toBe('{"a":1,"b":{"c":[2]}}');
    expect(add('{}', 'b', 1)).toBe('{"b":1}');
  });

  it('fills an empty object on its own lines in a multi-line file', () => {
    const text = '{\n  "hooks": {},\n  "z": 1\n}';
    const root = parseJsonText(text) as JsonObjectNode;
    const hooks = memberOf(root, 'hooks')!.value as JsonObjectNode;
    expect(insertMember(text, hooks, 'E', [1], detectLayout(text))).toBe('{\n  "hooks": {\n    "E": [\n      1\n    ]\n  },\n  "z": 1\n}');
  });

  it('appends to an array after its last item, keeping what follows', () => {
    const text = '{\n  "list": [\n    {"keep": "me"}\n  ],\n  "after": true\n}';
    const list = memberOf(parseJsonText(text) as JsonObjectNode, 'list')!.value as JsonArrayNode;
    expect(insertItem(text, list, { b: 1 }, detectLayout(text))).toBe(
      '{\n  "list": [\n    {"keep": "me"},\n    {\n      "b": 1\n    }\n  ],\n  "after": true\n}',
    );
  });

  it('appends to a one-line array inside a multi-line file on that line', () => {
    const text = '{\n  "list": [1, 2]\n}';
    const list = memberOf(parseJsonText(text) as JsonObjectNode, 'list')!.value as JsonArrayNode;
    expect(insertItem(text, list, { b: 1 }, detectLayout(text))).toBe('{\n  "list": [1, 2, {"b":1}]\n}');
  });

  it('keeps comments and a trailing comma of a JSONC file', () => {
    const text = '{\n  // my servers\n  "mcp": {\n    "a": {"type": "local"}, // first\n  },\n}\n';
    const root = parseJsonText(text, { jsonc: true }) as JsonObjectNode;
    const mcp = memberOf(root, 'mcp')!.value as JsonObjectNode;
    const result = insertMember(text, mcp, 'b', { enabled: true }, detectLayout(text));
    expect(result).toBe('{\n  // my servers\n  "mcp": {\n    "a": {"type": "local"},\n    "b": {\n      "enabled": true\n    }, // first\n  },\n}\n');
    expect(nodeValue(parseJsonText(result, { jsonc: true }))).toEqual({ mcp: { a: { type: 'local' }, b: { enabled: true } } });
  });

  it('puts an entry into an object that holds only a comment, keeping the comment', () => {
    const text = '{\n  "mcp": {\n    // none yet\n  }\n}';
    const mcp = memberOf(parseJsonText(text, { jsonc: true }) as JsonObjectNode, 'mcp')!.value as JsonObjectNode;
    const result = insertMember(text, mcp, 'x', 1, detectLayout(text));
    expect(result).toBe('{\n  "mcp": {\n    "x": 1\n    // none yet\n  }\n}');
    expect(insertMember('{/* c */}', parseJsonText('{/* c */}', { jsonc: true }) as JsonObjectNode, 'x', 1, detectLayout('{/* c */}'))).toBe('{"x":1 /* c */}');
  });

  it('never changes the bytes of what was there (number spellings, escapes)', () => {
    const text = '{\n  "n": 1.0,\n  "e": 1E+2,\n  "s": "\\u00e9\\/"\n}';
    const result = add(text, 'x', true);
    expect(result.startsWith('{\n  "n": 1.0,\n  "e": 1E+2,\n  "s": "\\u00e9\\/"')).toBe(true);
    expect(JSON.parse(result)).toEqual({ n: 1, e: 100, s: 'é/', x: true });
  });
});
