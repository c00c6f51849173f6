// The lines a rule may carry beside verify: guard and test lines (parsed here, enforced by later
// commands), and unknown key: value lines, kept on the rule and reported once per key.
import { describe, expect, it } from 'vitest';
import { parseRules } from '../../src/rules/parse.js';

const parse = (source: string) => parseRules(source, '/p/rules.md', 'rules.md');

const SPEC_EXAMPLE = `---
- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install|pip3 install|pipx install", path="automation/") -> 0 matches
  guard: Bash("\\bpip3? install|\\bpipx install")
  test: "pip install requests" -> match
  test: "uv pip install -r requirements.txt" -> no match
  [source: corrected 2x, learning #4, #9, 2026-11-23]
`;

describe('guard: and test: lines', () => {
  it('reads the SPEC example into guards and tests, off the rule text', () => {
    const doc = parse(SPEC_EXAMPLE);
    expect(doc.diagnostics).toEqual([]);
    const [rule] = doc.rules;
    expect(rule).toMatchObject({
      text: 'Never use pip, pip3, or pipx; always use uv instead.',
      source: 'corrected 2x, learning #4, #9, 2026-11-23',
      guards: [{ raw: 'Bash("\\bpip3? install|\\bpipx install")', line: 4, column: 10, pattern: '\\bpip3? install|\\bpipx install', action: 'deny' }],
      tests: [
        { text: 'pip install requests', expect: 'match', line: 5, column: 9 },
        { text: 'uv pip install -r requirements.txt', expect: 'no match', line: 6, column: 9 },
      ],
      fields: [],
    });
    expect(rule!.guards[0]!.problem).toBeUndefined();
  });

  it('reads -> ask, arrows, quotes escaped as in Grep patterns, and backticks', () => {
    const doc = parse(`---
- Ask before force-pushing.
  verify: manual
  guard: Bash("git push (-f|--force)") -> ask
  guard: \`Bash('rm -rf /')\` → deny
  guard: bash("say \\"hi\\"")
  test: 'it\\'s "quoted"' → match
  test: "git push --force origin main" -> Match
  test: "a"b" -> no match
`);
    const [rule] = doc.rules;
    expect(rule!.guards.map((guard) => [guard.pattern, guard.action, guard.problem])).toEqual([
      ['git push (-f|--force)', 'ask', undefined],
      ['rm -rf /', 'deny', undefined],
      ['say "hi"', 'deny', undefined],
    ]);
    expect(rule!.tests.map((test) => [test.text, test.expect])).toEqual([
      ['it\'s "quoted"', 'match'],
      ['git push --force origin main', 'match'],
      ['a"b', 'no match'],
    ]);
    expect(doc.diagnostics).toEqual([]);
  });

  const badGuards: Array<[string, RegExp]> = [
    ['Bash(pip install)', /cannot read Bash\(…\): expected a quoted string at column 15/],
    ['Bash("")', /the guard pattern is empty/],
    ['Bash("a", "b")', /takes exactly one quoted pattern/],
    ['Bash("a") -> maybe', /expected "-> ask" \(or nothing, to refuse\) after Bash\(…\), found "-> maybe"/],
    ['Grep("a")', /expected Bash\("REGEX"\)/],
    ['', /found nothing/],
  ];
  it.each(badGuards)('keeps a malformed guard %j with its problem and warns at its position', (written, problem) => {
    const doc = parse(`---\n- A rule.\n  verify: manual\n  guard: ${written}\n`);
    const [guard] = doc.rules[0]!.guards;
    expect(guard).toMatchObject({ raw: written, line: 4, column: 10, action: 'deny' });
    expect(guard!.problem).toMatch(problem);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ code: 'rules/bad-guard', position: { line: 4, column: 10 } })]);
  });

  const badTests: Array<[string, RegExp]> = [
    ['"pip install" -> maybe', /expected -> match or -> no match after the test text, found "-> maybe"/],
    ['"pip install"', /found ""/],
    ['pip install -> match', /expected a quoted string/],
    ['"unterminated -> match', /a quoted string is not closed/],
  ];
  it.each(badTests)('warns about a malformed test %j and adds no test', (written, problem) => {
    const doc = parse(`---\n- A rule.\n  verify: manual\n  test: ${written}\n`);
    expect(doc.rules[0]!.tests).toEqual([]);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ code: 'rules/bad-test', position: { line: 4, column: 9 } })]);
    expect(doc.diagnostics[0]!.message).toMatch(problem);
  });

  it('warns where a guard pattern or a test text holds a control character', () => {
    const doc = parse('---\n- A rule.\n  verify: manual\n  guard: Bash("a\u0000b")\n  test: "x\u001By" -> match\n');
    expect(doc.diagnostics.map((d) => [d.code, d.position])).toEqual([
      ['verify/control-character', { line: 4, column: 17 }],
      ['verify/control-character', { line: 5, column: 11 }],
    ]);
    expect(doc.rules[0]!.guards[0]!.pattern).toBe('a\u0000b');
  });

  it('reads guard and test lines in a heading rule\'s field list', () => {
    const doc = parse(`# Rules

## Never pip install
- **Rule**: use uv, never pip.
- **Verify**: Grep("pip install", path="scripts/") -> 0 matches
- **Guard**: Bash("\\bpip install") -> ask
- Test: "pip install x" -> match
- test: "uv add x" -> no match
`);
    expect(doc.rules).toHaveLength(1);
    expect(doc.rules[0]).toMatchObject({
      text: 'use uv, never pip.',
      guards: [{ pattern: '\\bpip install', action: 'ask', line: 6, column: 14 }],
      tests: [{ text: 'pip install x', expect: 'match', line: 7 }, { text: 'uv add x', expect: 'no match', line: 8 }],
    });
    expect(doc.diagnostics).toEqual([]);
  });
});

describe('unknown key: value lines', () => {
  it('are kept on the rule with positions, reported once per key, and do not change the rule text', () => {
    const doc = parse(`---
- Never pip install.
  verify: Grep("pip install", path=".") -> 0 matches
  owner: platform-team
  severity: high
- Never curl | sh.
  verify: Grep("curl.*[|] *sh", path=".") -> 0 matches
  Owner: security
`);
    expect(doc.rules.map((rule) => rule.text)).toEqual(['Never pip install.', 'Never curl | sh.']);
    expect(doc.rules[0]!.fields).toEqual([
      { key: 'owner', value: 'platform-team', line: 4, column: 10 },
      { key: 'severity', value: 'high', line: 5, column: 13 },
    ]);
    expect(doc.rules[1]!.fields).toEqual([{ key: 'Owner', value: 'security', line: 8, column: 10 }]);
    expect(doc.diagnostics.map((d) => [d.code, d.message, d.position])).toEqual([
      ['rules/unknown-field', '"owner" is not a field rulesweep reads (2 rules); it is kept as written and never checked', { line: 4, column: 10 }],
      ['rules/unknown-field', '"severity" is not a field rulesweep reads (1 rule); it is kept as written and never checked', { line: 5, column: 13 }],
    ]);
  });

  it('a wrapped sentence with a colon stays rule text, a URL is not a key', () => {
    const doc = parse(`---
- Never call the payments API from a test because of this:
  charges are real.
- See the runbook
  https://example.com/runbook
  verify: manual
`);
    expect(doc.rules.map((rule) => [rule.text, rule.fields.length])).toEqual([
      ['Never call the payments API from a test because of this: charges are real.', 0],
      ['See the runbook https://example.com/runbook', 0],
    ]);
  });

  it('skip key: value lines inside a fenced code block or a comment under a rule', () => {
    const doc = parse('---\n- Use this config.\n  ```yaml\n  name: ci\n  on: push\n  ```\n  <!--\n  draft: yes\n  -->\n  verify: manual\n');
    expect(doc.rules[0]!.fields).toEqual([]);
    expect(doc.rules[0]!.verify).toHaveLength(1);
  });
});
