import { describe, expect, it } from 'vitest';
import { addVerifyLine, appendRule, removeRule, RULES_TEMPLATE } from '../../src/evolve/rules-edit.js';
import { parseRules } from '../../src/rules/parse.js';

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
