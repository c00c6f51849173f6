// Where a heading or bold paragraph with a field list ends and a list of rules begins, and what a
// file with no rule is told.
import { describe, expect, it } from 'vitest';
import { parseRules } from '../../src/rules/parse.js';

const parse = (source: string) => parseRules(source, '/p/rules.md', 'rules.md');

describe('field lists and lists of rules', () => {
  it('a list of "Topic: rule" items under a section heading is a list of rules', () => {
    const doc = parse('# Rules\n\n## Git\n\n- Commits: never add Co-Authored-By.\n- Push: only the lead pushes.\n');
    expect(doc.rules.map((rule) => [rule.text, rule.layout])).toEqual([
      ['Commits: never add Co-Authored-By.', 'list'],
      ['Push: only the lead pushes.', 'list'],
    ]);
  });

  it('fields in a paragraph right under a heading, and bold keys, belong to the heading', () => {
    const doc = parse(`## Never log tokens
Rule: tokens never reach a log line.
Verify: Grep("log\\(.*token", path="src/") -> 0 matches
Source: incident 12

## Never commit keys
**Rule:** keys come from the environment.
**Verify:** Grep("sk-[a-z0-9]{20}", path=".") -> 0 matches
`);
    expect(doc.rules.map((rule) => [rule.text, rule.verify[0]!.check.kind, rule.source ?? ''])).toEqual([
      ['tokens never reach a log line.', 'grep', 'incident 12'],
      ['keys come from the environment.', 'grep', ''],
    ]);
  });

  it('a setext heading and a rule field that wraps onto a second line', () => {
    const doc = parse('Never log tokens\n================\n\n- Regla: los tokens nunca llegan\n  a una línea de log.\n- Verify: manual\n');
    expect(doc.rules).toHaveLength(1);
    expect(doc.rules[0]).toMatchObject({ text: 'los tokens nunca llegan a una línea de log.', line: 1, layout: 'heading' });
  });

  it('takes an id from [R-001] but not from a word in brackets; [id: …] wins; duplicates are told apart', () => {
    const doc = parse(`## [R-001] One
- Rule: first.
- Verify: manual

## [Regla] Two
- Rule: second.
- Verify: manual

## [R-003] Three
- Rule: third.
- Verify: manual
- id: custom-3

## [R-001] Copy
- Rule: fourth.
- Verify: manual
`);
    expect(doc.rules.map((rule) => rule.id)).toEqual(['R-001', expect.stringMatching(/^r-[0-9a-f]{8}$/), 'custom-3', 'R-001-2']);
    expect(doc.diagnostics.map((d) => [d.code, d.position?.line])).toEqual([['rules/duplicate', 14]]);
  });

  it('a heading with some empty fields is a rule; one with only empty fields is a template', () => {
    const doc = parse('## Real\n- Rule: do it.\n- Verify:\n\n## Template\n- Rule:\n- Verify:\n');
    expect(doc.rules.map((rule) => rule.text)).toEqual(['do it.']);
    expect(doc.rules[0]!.verify[0]!.check).toEqual({ kind: 'invalid', reason: 'the verify line is empty' });
  });

  it('a verify line in a list further down still belongs to the heading above (as before)', () => {
    const doc = parse('## Never use eval\nSome words about it.\n\n- verify: Grep("eval\\(", path=".") -> 0 matches\n');
    expect(doc.rules.map((rule) => [rule.text, rule.verify.length])).toEqual([['Never use eval', 1]]);
  });
});

describe('a file with no rule', () => {
  it.each([
    ['', 'the file is empty', 1],
    ['   \n\n', 'the file is empty', 1],
    ['# Rules\n- a header bullet\n---\n', 'a list at line 2, above the --- that ends the header', 2],
    ['<!-- nothing yet -->\n', 'prose and headings only', 1],
    ['# Rules\n\n| Rule | Verify |\n| --- | --- |\n| a | b |\n', 'a table at line 3 (rules in a table are not read)', 3],
    ['```md\n- Not a rule.\n  verify: Grep("x") -> 0 matches\n```\n', 'prose and headings only', 1],
  ])('%j: rules/no-rules says %s', (source, found, line) => {
    const doc = parse(source);
    expect(doc.rules).toEqual([]);
    expect(doc.diagnostics).toEqual([{
      severity: 'error',
      code: 'rules/no-rules',
      message: `no rule found in rules.md: ${found}`,
      file: 'rules.md',
      position: { line, column: 1 },
      hint: expect.stringContaining('or as a ## heading or **bold** line followed by a field list'),
    }]);
  });
});
