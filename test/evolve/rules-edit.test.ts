import { describe, expect, it } from 'vitest';
import { addVerifyLine, appendRule, promoteRule, removeRule, RULES_TEMPLATE, writableTest } from '../../src/evolve/rules-edit.js';
import { parseRules } from '../../src/rules/parse.js';
import { seededRandom } from '../sweep/seeded-random.js';

const SEED = `# Learned Rules
Rules graduated from corrections.
---
- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install|pip3 install|pipx install", path="automation/") -> 0 matches
  [source: CLAUDE.md convention, terraphim-agent learning #4, 2026-03-30]

- Always run date before date-sensitive operations.

- Never use double dashes in document titles or markdown headings.
  verify: Grep("^#.*--", path="knowledge/") -> 0 matches
  [source: corrected 2x, terraphim-agent learning #5, 2026-03-30]
`;

describe('editing the rules file', () => {
  it('appends a rule in the seed format, leaving every other byte alone', () => {
    const result = appendRule(SEED, 'rules.md', {
      rule: 'Never use `timeout`; use `gtimeout` instead.',
      verify: 'Grep("\\btimeout ", path=".") -> 0 matches',
      source: 'corrected 2x, learning #8, #12, 2026-03-30',
    });
    expect(result.changed).toBe(true);
    expect(result.text).toBe(`${SEED}
- Never use \`timeout\`; use \`gtimeout\` instead.
  verify: Grep("\\btimeout ", path=".") -> 0 matches
  [source: corrected 2x, learning #8, #12, 2026-03-30]
`);
    const rules = parseRules(result.text, 'rules.md').rules;
    expect(rules).toHaveLength(4);
    expect(rules[3]!.verify[0]!.raw).toBe('Grep("\\btimeout ", path=".") -> 0 matches');
    expect(rules[3]!.source).toBe('corrected 2x, learning #8, #12, 2026-03-30');
  });

  it('starts a missing rules file from the template', () => {
    const result = appendRule('', 'rules.md', { rule: 'Never use pip.', verify: 'Grep("pip", path=".") -> 0 matches', source: 'x' });
    expect(result.text.startsWith(RULES_TEMPLATE)).toBe(true);
    expect(parseRules(result.text, 'rules.md').rules.map((rule) => rule.text)).toEqual(['Never use pip.']);
  });

  it('does not add a rule twice', () => {
    const once = appendRule(SEED, 'rules.md', { rule: 'Never use pip.', verify: 'Grep("pip", path=".") -> 0 matches', source: 'x' });
    const twice = appendRule(once.text, 'rules.md', { rule: 'Never use pip.', verify: 'Grep("pip", path=".") -> 0 matches', source: 'y' });
    expect(twice).toMatchObject({ changed: false, text: once.text });
  });

  it('refuses to append into an unclosed code block, leaving the text alone', () => {
    const broken = `${SEED}\n\`\`\`\nsome example\n`;
    expect(() => appendRule(broken, 'rules.md', { rule: 'Never use pip.', verify: 'Grep("pip", path=".") -> 0 matches', source: 'x' }))
      .toThrow(/would not read back as one new rule/);
  });

  it('adds a verify line under a rule without one', () => {
    const doc = parseRules(SEED, 'rules.md');
    const target = doc.rules[1]!;
    const result = addVerifyLine(SEED, 'rules.md', target.id, 'manual — check the date is printed first');
    expect(result.text).toContain('- Always run date before date-sensitive operations.\n  verify: manual — check the date is printed first\n');
    const after = parseRules(result.text, 'rules.md');
    expect(after.rules.map((rule) => rule.id)).toEqual(doc.rules.map((rule) => rule.id));
    expect(after.rules[1]!.verify).toHaveLength(1);
  });

  it('adds a verify line under a heading-style rule', () => {
    const text = '# Rules\n\n## Never use eval\n\nWhy: it is unsafe.\n';
    const id = parseRules('# Rules\n\n## Never use eval\n- verify: x\n', 'r.md').rules[0]!.id;
    const result = addVerifyLine(text.replace('## Never use eval\n', '## Never use eval\n- source: review\n'), 'r.md', id, 'Grep("eval\\(", path=".") -> 0 matches');
    expect(parseRules(result.text, 'r.md').rules[0]!.verify[0]!.raw).toBe('Grep("eval\\(", path=".") -> 0 matches');
  });

  it('removes a rule with its verify and source lines, and nothing else', () => {
    const doc = parseRules(SEED, 'rules.md');
    const result = removeRule(SEED, 'rules.md', doc.rules[0]!.id);
    expect(result.text).toBe(SEED.replace(/- Never use pip[\s\S]*?2026-03-30\]\n\n/, ''));
    expect(parseRules(result.text, 'rules.md').rules.map((rule) => rule.id)).toEqual(doc.rules.slice(1).map((rule) => rule.id));
    expect(removeRule(result.text, 'rules.md', doc.rules[0]!.id).changed).toBe(false);
  });

  it('keeps Windows line endings', () => {
    const crlf = SEED.replace(/\n/g, '\r\n');
    const result = appendRule(crlf, 'rules.md', { rule: 'Never use pip.', verify: 'Grep("pip", path=".") -> 0 matches', source: 'x' });
    expect(result.text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('guard and test lines (issue 13): written after verify, read back exactly', () => {
  const entry = {
    rule: 'Never install Python packages with pip; use uv.',
    verify: 'Grep("\\bpip3? install\\b", path="automation/") -> 0 matches',
    guard: 'Bash("\\bpip3? install|\\bpipx install")',
    tests: [
      { text: 'pip install requests', expect: 'match' as const },
      { text: 'pip3 install "flask==3.0"', expect: 'match' as const },
      { text: 'uv sync --frozen', expect: 'no match' as const },
    ],
    source: 'corrected 2x, learning #4, #9, 2026-11-23',
  };

  it('appends verify, guard, tests and source in that order, and the parser reads them back', () => {
    const result = appendRule(SEED, 'rules.md', entry);
    expect(result.text.endsWith(`
- Never install Python packages with pip; use uv.
  verify: Grep("\\bpip3? install\\b", path="automation/") -> 0 matches
  guard: Bash("\\bpip3? install|\\bpipx install")
  test: "pip install requests" -> match
  test: 'pip3 install "flask==3.0"' -> match
  test: "uv sync --frozen" -> no match
  [source: corrected 2x, learning #4, #9, 2026-11-23]
`)).toBe(true);
    const rule = parseRules(result.text, 'rules.md').rules[3]!;
    expect(rule.guards).toMatchObject([{ pattern: '\\bpip3? install|\\bpipx install', action: 'deny' }]);
    expect(rule.guards[0]!.problem).toBeUndefined();
    expect(rule.tests.map(({ text, expect }) => ({ text, expect }))).toEqual(entry.tests);
    expect(rule.source).toBe(entry.source);
  });

  it('a rules file without tests or guards is written exactly as before', () => {
    const plain = appendRule(SEED, 'rules.md', { rule: entry.rule, verify: entry.verify, source: 'x' });
    expect(plain.text.slice(SEED.length)).toBe(`\n- ${entry.rule}\n  verify: ${entry.verify}\n  [source: x]\n`);
  });

  it('refuses a guard line that does not read, and a test text no quoting can carry; the text is left alone', () => {
    expect(() => appendRule(SEED, 'rules.md', { ...entry, guard: 'Bash(pip install)' })).toThrow(/would not read back as one new rule/);
    for (const text of ['ends in a backslash\\', 'two\nlines', 'bell\u0007', '   ']) {
      expect(writableTest(text)).toBe(false);
      expect(() => appendRule(SEED, 'rules.md', { ...entry, tests: [{ text, expect: 'match' }] })).toThrow(/cannot be written as one test line/);
    }
  });

  it('adds verify, guard and the missing tests under a rule in each layout, keeping the tests it had', () => {
    const list = `# Rules\n---\n- Never use eval.\n  test: "eval(x)" -> match\n  [source: review]\n`;
    const id = parseRules(list, 'r.md').rules[0]!.id;
    const added = addVerifyLine(list, 'r.md', id, 'Grep("\\beval\\(", path=".") -> 0 matches', {
      guard: 'Bash("\\beval ")',
      tests: [{ text: 'eval(x)', expect: 'match' }, { text: 'evaluate(x)', expect: 'no match' }],
    });
    expect(added.text).toBe(`# Rules\n---\n- Never use eval.\n  verify: Grep("\\beval\\(", path=".") -> 0 matches\n  guard: Bash("\\beval ")\n  test: "evaluate(x)" -> no match\n  test: "eval(x)" -> match\n  [source: review]\n`);
    expect(parseRules(added.text, 'r.md').rules[0]!.tests.map((test) => test.text)).toEqual(['evaluate(x)', 'eval(x)']);

    const heading = `# Rules\n\n## Never use eval\n- source: review\n`;
    const headingId = parseRules(heading, 'r.md').rules[0]!.id;
    const underHeading = addVerifyLine(heading, 'r.md', headingId, 'Grep("eval\\(", path=".") -> 0 matches', { tests: [{ text: 'eval(input)', expect: 'match' }] });
    expect(underHeading.text).toBe(`# Rules\n\n## Never use eval\n- verify: Grep("eval\\(", path=".") -> 0 matches\n- test: "eval(input)" -> match\n- source: review\n`);
    expect(parseRules(underHeading.text, 'r.md').rules[0]!.tests).toHaveLength(1);
  });

  it('when the verify line is there already, still adds the guard and the tests the rule lacks, right after it, in each layout', () => {
    const verify = 'Grep("\\bpip3? install", path="automation/") -> 0 matches';
    const annotations = { guard: 'Bash("\\bpip3? install")', tests: [{ text: 'pip install requests', expect: 'match' as const }, { text: 'uv pip install -r req.txt', expect: 'no match' as const }] };
    const list = `# Rules\n---\n- Nunca uses pip; usa uv.\n  verify: ${verify}\n  test: "pip install requests" -> match\n  [source: review]\n\n- Another rule.\n  verify: manual — x\n`;
    const id = parseRules(list, 'r.md').rules[0]!.id;
    const added = addVerifyLine(list, 'r.md', id, verify, annotations);
    expect(added).toMatchObject({ changed: true, annotationsOnly: true });
    expect(added.text).toBe(list.replace(`  verify: ${verify}\n`, `  verify: ${verify}\n  guard: Bash("\\bpip3? install")\n  test: "uv pip install -r req.txt" -> no match\n`));
    const rule = parseRules(added.text, 'r.md').rules[0]!;
    expect(rule.verify.map((line) => line.raw)).toEqual([verify]);
    expect(rule.guards.map((line) => [line.raw, line.problem])).toEqual([['Bash("\\bpip3? install")', undefined]]);
    expect(rule.tests.map((test) => `${test.text} -> ${test.expect}`)).toEqual(['uv pip install -r req.txt -> no match', 'pip install requests -> match']);
    // Everything there now: unchanged, and so is every other rule.
    expect(addVerifyLine(added.text, 'r.md', id, verify, annotations)).toEqual({ text: added.text, changed: false, ruleId: id });
    expect(addVerifyLine(list, 'r.md', id, verify)).toEqual({ text: list, changed: false, ruleId: id });

    const heading = `# Rules\r\n\r\n## Niemals pip benutzen\r\n- verify: ${verify}\r\n- source: review\r\n`;
    const headingId = parseRules(heading, 'r.md').rules[0]!.id;
    const underHeading = addVerifyLine(heading, 'r.md', headingId, verify, { tests: [{ text: 'pip3 install x', expect: 'match' }] });
    expect(underHeading.text).toBe(`# Rules\r\n\r\n## Niemals pip benutzen\r\n- verify: ${verify}\r\n- test: "pip3 install x" -> match\r\n- source: review\r\n`);
  });

  it('a PROMOTE whose rule is there already gives it what it lacks: the verify line, the guard, the tests', () => {
    const bare = `# Rules\n---\n- ${entry.rule}\n  [source: written by hand]\n`;
    const filled = promoteRule(bare, 'r.md', entry);
    expect(filled).toMatchObject({ changed: true, existing: true });
    expect(filled.annotationsOnly).toBeUndefined();
    const rule = parseRules(filled.text, 'r.md').rules[0]!;
    expect(rule.verify.map((line) => line.raw)).toEqual([entry.verify]);
    expect(rule.guards.map((line) => line.raw)).toEqual([entry.guard]);
    expect(rule.tests.map(({ text, expect }) => ({ text, expect }))).toEqual(entry.tests);
    expect(rule.source).toBe('written by hand');
    expect(parseRules(filled.text, 'r.md').rules).toHaveLength(1);

    // The same verify line, without the guard and one test: those two go in, right after it.
    const half = `# Rules\n---\n- ${entry.rule}\n  verify: ${entry.verify}\n  test: "pip install requests" -> match\n`;
    const completed = promoteRule(half, 'r.md', entry);
    expect(completed).toMatchObject({ changed: true, existing: true, annotationsOnly: true });
    const completedRule = parseRules(completed.text, 'r.md').rules[0]!;
    expect(completedRule.guards.map((line) => line.raw)).toEqual([entry.guard]);
    expect(completedRule.tests.map((test) => test.text).sort()).toEqual(entry.tests.map((test) => test.text).sort());

    // Everything there: nothing to do.
    expect(promoteRule(completed.text, 'r.md', entry)).toMatchObject({ text: completed.text, changed: false });
  });

  it('a PROMOTE whose rule is there with another verify line leaves that rule as its author wrote it', () => {
    const other = `# Rules\n---\n- ${entry.rule}\n  verify: Grep("pip install", path=".") -> 0 matches\n`;
    expect(promoteRule(other, 'r.md', entry)).toMatchObject({ text: other, changed: false });
    expect(promoteRule(other, 'r.md', { ...entry, verify: undefined })).toMatchObject({ text: other, changed: false });
  });

  it('round trip: any writable text, in any language and with any quotes, reads back exactly', () => {
    const pieces = ['pip', ' ', 'install', '"', "'", '\\', '\\"', "\\'", '->', '→', '=>', ' -> match', ' -> no match', 'ü', 'ñ', 'ç', 'ß', '中文', '日本語',
      '🚀', '`', '```', '*', '_', '#', '<!--', '-->', '[source: x]', 'verify:', 'test:', '|', '\\|', '(?<!uv )', '\\b', '$HOME', '%s', '\t', '  ', ',', ')', '('];
    const next = seededRandom(13);
    let written = 0;
    for (let round = 0; round < 200; round += 1) {
      const tests = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
        text: Array.from({ length: 1 + Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
        expect: next() < 0.5 ? 'match' as const : 'no match' as const,
      }));
      const rule = `Rule number ${round} with some text.`;
      if (!tests.every((test) => writableTest(test.text))) {
        expect(() => appendRule(SEED, 'rules.md', { rule, verify: entry.verify, tests, source: 'x' })).toThrow();
        continue;
      }
      written += 1;
      const result = appendRule(SEED, 'rules.md', { rule, verify: entry.verify, tests, source: 'x' });
      const read = parseRules(result.text, 'rules.md');
      expect(read.rules.map((each) => each.text)).toEqual([...parseRules(SEED, 'rules.md').rules.map((each) => each.text), rule]);
      expect(read.rules[3]!.tests.map(({ text, expect }) => ({ text, expect }))).toEqual(tests);
      expect(read.diagnostics.filter((diagnostic) => diagnostic.code === 'rules/bad-test')).toEqual([]);
    }
    // Most texts are writable; the rest were refused, never written wrong.
    expect(written).toBeGreaterThan(120);
  });
});
