import { describe, expect, it } from 'vitest';
import type { GrepCheck, Rule } from '../../src/rules/model.js';
import { parseRules, ruleId } from '../../src/rules/parse.js';

const parse = (source: string) => parseRules(source, '/p/learned-rules.md', 'learned-rules.md');
const grep = (rule: Rule | undefined, index = 0): GrepCheck => {
  const check = rule?.verify[index]?.check;
  if (check?.kind !== 'grep') throw new Error(`expected a grep check, got ${JSON.stringify(check)}`);
  return check;
};

const SEED = `# Learned Rules
Rules graduated from terraphim-agent corrections and CLAUDE.md conventions.
Each rule has a \`verify:\` pattern checked by the /boot verification sweep.
---
- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install|pip3 install|pipx install", path="automation/") -> 0 matches
  [source: CLAUDE.md convention, terraphim-agent learning #4, 2026-03-30]
- Never use npm, yarn, or pnpm; always use bun instead.
  verify: Grep("npm install|yarn add|pnpm add", path="automation/") -> 0 matches
  [source: CLAUDE.md convention, terraphim KG hook replacement, 2026-03-30]
- Never use double dashes in document titles or markdown headings.
  verify: Grep("^#.*--", path="knowledge/") -> 0 matches
  [source: corrected 2x, terraphim-agent learning #5, 2026-03-30]
- Never hardcode API keys as default values in bash scripts.
  verify: Grep("API_KEY=.[a-zA-Z0-9]", path="automation/") -> 0 matches
  [source: MEMORY.md security lesson, 2026-03-30]
`;

describe('the seed format', () => {
  const doc = parse(SEED);

  it('reads every rule with its text, verify line, source and position', () => {
    expect(doc.rules.map((rule) => rule.text)).toEqual([
      'Never use pip, pip3, or pipx; always use uv instead.',
      'Never use npm, yarn, or pnpm; always use bun instead.',
      'Never use double dashes in document titles or markdown headings.',
      'Never hardcode API keys as default values in bash scripts.',
    ]);
    expect(doc.rules.map((rule) => rule.line)).toEqual([5, 8, 11, 14]);
    expect(doc.rules[0]!.verify[0]).toMatchObject({ line: 6, column: 11 });
    expect(doc.rules[0]!.source).toBe('CLAUDE.md convention, terraphim-agent learning #4, 2026-03-30');
    expect(grep(doc.rules[0])).toEqual({
      kind: 'grep',
      pattern: 'pip install|pip3 install|pipx install',
      scopes: ['automation/'],
      options: { globs: [], types: [], ignoreCase: false, multiline: false, fixedStrings: false, wordRegexp: false, hidden: false },
      expect: { op: 'eq', count: 0, text: '0 matches' },
    });
    expect(grep(doc.rules[2]).pattern).toBe('^#.*--');
    expect(grep(doc.rules[3]).pattern).toBe('API_KEY=.[a-zA-Z0-9]');
  });

  it('does not take the header prose that mentions verify for a verify line', () => {
    expect(doc.diagnostics).toEqual([]);
    expect(doc.rules).toHaveLength(4);
  });

  it('reads a CRLF file exactly like an LF one', () => {
    const crlf = parse(SEED.replace(/\n/g, '\r\n'));
    expect(crlf.rules).toEqual(doc.rules);
    expect(crlf.rules.every((rule) => !rule.text.includes('\r') && !rule.verify[0]!.raw.includes('\r'))).toBe(true);
  });
});

describe('patterns are taken from the source, not from markdown', () => {
  const cases: Array<[string, string]> = [
    ['Grep("\\.\\.\\.options", path="src/") -> 0 matches', '\\.\\.\\.options'],
    ['Grep("*emphasis* and _under_score_", path="src/") -> 0 matches', '*emphasis* and _under_score_'],
    ['Grep("`backtick`", path="src/") -> 0 matches', '`backtick`'],
    ['Grep("&amp; &lt;tag&gt; &#42;", path="src/") -> 0 matches', '&amp; &lt;tag&gt; &#42;'],
    ['Grep("a\\\\b", path="src/") -> 0 matches', 'a\\\\b'],
    ['Grep("say \\"hi\\" now", path="src/") -> 0 matches', 'say "hi" now'],
    ["Grep('agent_id=\"', path=\"core/\") → 0 matches", 'agent_id="'],
    ["Grep('it\\'s', path=\"core/\") → 0 matches", "it's"],
    ['Grep("[*_]{2}\\[x\\]\\(y\\)", path="src/") -> 0 matches', '[*_]{2}\\[x\\]\\(y\\)'],
  ];
  it.each(cases)('%s', (verify, pattern) => {
    const doc = parse(`---\n- A rule.\n  verify: ${verify}\n`);
    expect(grep(doc.rules[0]).pattern).toBe(pattern);
  });
});

describe('the verify grammar', () => {
  const check = (verify: string) => parse(`---\n- A rule.\n  verify: ${verify}\n`).rules[0]!.verify[0]!.check;

  it('reads both arrows and every expectation', () => {
    expect(check('Grep("x", path="a/") → 0 matches')).toMatchObject({ expect: { op: 'eq', count: 0 } });
    expect(check('Grep("x", path="a/") -> 1+ matches')).toMatchObject({ expect: { op: 'gte', count: 1 } });
    expect(check('Grep("x", path="a/") -> 12+ matches')).toMatchObject({ expect: { op: 'gte', count: 12 } });
    expect(check('Grep("x", path="a/") -> 3 matches')).toMatchObject({ expect: { op: 'eq', count: 3 } });
    expect(check('Grep("x", path="a/") -> <=2 matches')).toMatchObject({ expect: { op: 'lte', count: 2 } });
    expect(check('Grep("x", path="a/") -> 1 match')).toMatchObject({ expect: { op: 'eq', count: 1 } });
  });

  it('reads folders, files, globs and several scopes', () => {
    expect(check('Grep("x", path="core/evolve_engine.py") -> 1+ matches')).toMatchObject({ scopes: ['core/evolve_engine.py'] });
    expect(check('Grep("x", path="app/domains/*/service.py") -> 0 matches')).toMatchObject({ scopes: ['app/domains/*/service.py'] });
    expect(check('Grep("x", path=["src/", "lib/"]) -> 0 matches')).toMatchObject({ scopes: ['src/', 'lib/'] });
    expect(check('Grep("x", path="src/", path="lib/") -> 0 matches')).toMatchObject({ scopes: ['src/', 'lib/'] });
    expect(check('Grep("x") -> 0 matches')).toMatchObject({ scopes: ['.'] });
    expect(check('Grep("x", path="web/src/app/(protected)/") -> 0 matches')).toMatchObject({ scopes: ['web/src/app/(protected)/'] });
  });

  it('reads multiline, glob, type and case options', () => {
    expect(check('Grep("a.*\\nb", path="src/", multiline=true) -> 0 matches')).toMatchObject({ options: { multiline: true } });
    expect(check('Grep("x", path="src/", glob="*.py", type="js", -i=true) -> 0 matches')).toMatchObject({
      options: { globs: ['*.py'], types: ['js'], ignoreCase: true },
    });
    expect(check('Grep("x", path="src/", glob=["*.ts", "!*.test.ts"], ignore_case=True) -> 0 matches')).toMatchObject({
      options: { globs: ['*.ts', '!*.test.ts'], ignoreCase: true },
    });
  });

  it('reads Glob file-existence checks', () => {
    expect(check('Glob("scripts/*.sh") -> 1+ matches')).toEqual({
      kind: 'glob',
      pattern: 'scripts/*.sh',
      scopes: ['.'],
      expect: { op: 'gte', count: 1, text: '1+ matches' },
    });
  });

  it('reads manual checks with and without a reason', () => {
    expect(check('manual — review any new datetime comparison')).toEqual({ kind: 'manual', reason: 'review any new datetime comparison' });
    expect(check('manual')).toEqual({ kind: 'manual', reason: '' });
    expect(check('manual (pre-push hook activo)')).toEqual({ kind: 'manual', reason: '(pre-push hook activo)' });
  });

  it('never guesses a qualified expectation into a check', () => {
    for (const verify of [
      'Grep("dangerouslySetInnerHTML", path="src/") → 0 matches without adjacent DOMPurify call',
      'Grep("catch", path="src/store.js", multiline=true) → every match also contains "throw"',
      'Grep("ENABLE ROW LEVEL SECURITY", path="supabase/") → 1+ matches per CREATE TABLE',
      'Grep("9254", path="src/") → 0 matches in query WHERE clauses',
    ]) {
      const result = check(verify);
      expect(result.kind, verify).toBe('unchecked');
      expect((result as { reason: string }).reason).toMatch(/not machine-checkable/);
    }
  });

  it('reports shell commands and prose as not checked, and never runs them', () => {
    expect(check("`grep -nE '\\.close\\(\\)' src/cifs.rs | grep -v close_resource` 应空")).toMatchObject({
      kind: 'unchecked',
      reason: expect.stringContaining("shell command `grep -nE '\\.close\\(\\)' src/cifs.rs | grep -v close_resource` is never run"),
    });
    expect(check('改 cifs rename 时人工 review')).toMatchObject({ kind: 'unchecked', reason: expect.stringContaining('prose') });
    expect(check('File(".claude/rules/x.md") exists')).toMatchObject({ kind: 'unchecked' });
  });

  it('turns a malformed call into an invalid check with the reason', () => {
    expect(check('Grep("unterminated, path="x") -> 0 matches')).toMatchObject({ kind: 'invalid' });
    expect(check('Grep("x", path="src/")')).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('expected -> or →') });
    expect(check('Grep("x", pth="src/") -> 0 matches')).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('unknown Grep option "pth"') });
    expect(check('Grep("x", path="src/" -> 0 matches')).toMatchObject({ kind: 'invalid' });
    expect(check('Grep("", path="src/") -> 0 matches')).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('empty') });
    expect(check('Grep("x", multiline="yes") -> 0 matches')).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('true or false') });
    expect(check('Grep(path="src/", "x") -> 0 matches')).toMatchObject({ kind: 'invalid' });
    expect(check('')).toMatchObject({ kind: 'invalid' });
  });

  it('warns that \\| is a literal pipe in ripgrep', () => {
    const doc = parse('---\n- A rule.\n  verify: Grep("a\\|b", path="src/") -> 0 matches\n');
    expect(doc.diagnostics).toEqual([
      expect.objectContaining({ code: 'verify/gnu-alternation', file: 'learned-rules.md', position: { line: 3, column: 11 } }),
    ]);
  });
});

describe('rules files in the wild', () => {
  it('reads a heading per rule with - verify: and - source: sub-bullets', () => {
    const doc = parse(`# Learned Rules

> 50 lines at most. Each rule has a verify line.

## L1 · close handles with close_resource
- verify: Grep("\\.close\\(\\)", path="src/cifs.rs") → 0 matches
- source: corrected 2x in S97

## L3 · rename uses share-relative paths
- verify: 改 cifs rename 时人工 review
- source: corrected 1x
`);
    expect(doc.rules.map((rule) => [rule.text, rule.layout, rule.line, rule.source])).toEqual([
      ['L1 · close handles with close_resource', 'heading', 5, 'corrected 2x in S97'],
      ['L3 · rename uses share-relative paths', 'heading', 9, 'corrected 1x'],
    ]);
    expect(grep(doc.rules[0]).pattern).toBe('\\.close\\(\\)');
    expect(doc.rules[1]!.verify[0]!.check.kind).toBe('unchecked');
  });

  it('reads **Verify**: sub-bullets under a heading and skips example rules inside comments', () => {
    const doc = parse(`# Learned Rules — Market

<!-- Format:
## [Rule] — session
- **Verify**: command
-->

## Free APIs can fail in production by IP — session 2
- **Trigger**: worked locally, 451 in production.
- **Verify**: \`vercel logs https://x.app --json | grep -i "451"\`
- **sessions_ok**: 1
`);
    expect(doc.rules).toHaveLength(1);
    expect(doc.rules[0]).toMatchObject({ text: 'Free APIs can fail in production by IP — session 2', line: 8, layout: 'heading' });
    expect(doc.rules[0]!.verify[0]!.check).toMatchObject({ kind: 'unchecked', reason: expect.stringContaining('shell command') });
  });

  it('reads a bold paragraph per rule with **Verify:** bullets', () => {
    const doc = parse(`# Rules

**Never log tokens.**
- **Verify:** Grep("log\\(.*token", path="src/") -> 0 matches
- Source: incident 12
`);
    expect(doc.rules).toHaveLength(1);
    expect(doc.rules[0]).toMatchObject({ text: 'Never log tokens.', layout: 'bold', source: 'incident 12' });
    expect(grep(doc.rules[0]).pattern).toBe('log\\(.*token');
  });

  it('reports rules without a verify line and ignores lists in the header', () => {
    const doc = parse(`# Learned Rules
- a header bullet, not a rule
---
- Tests use unittest, not pytest.
- Keep functions short.
  [source: review]
`);
    expect(doc.rules.map((rule) => rule.text)).toEqual(['Tests use unittest, not pytest.', 'Keep functions short.']);
    expect(doc.diagnostics.map((d) => [d.code, d.position?.line])).toEqual([
      ['rules/no-verify', 4],
      ['rules/no-verify', 5],
    ]);
  });

  it('joins a rule text that wraps onto several lines', () => {
    const doc = parse('---\n- Never call the payments API\n  from a test.\n  verify: Grep("payments\\.", path="test/") -> 0 matches\n');
    expect(doc.rules[0]!.text).toBe('Never call the payments API from a test.');
  });

  it('reads several verify lines of one rule', () => {
    const doc = parse('---\n- Two checks.\n  verify: Grep("a", path="x/") -> 0 matches\n  verify: manual — also look\n');
    expect(doc.rules[0]!.verify.map((verify) => verify.check.kind)).toEqual(['grep', 'manual']);
  });

  it('ignores rules inside fenced code blocks', () => {
    const doc = parse('# R\n---\n```md\n- Not a rule.\n  verify: Grep("x") -> 0 matches\n```\n');
    expect(doc.rules).toEqual([]);
  });
});

describe('rule ids', () => {
  it('are stable for the same text and differ for different text', () => {
    const a = parse('---\n- Never use pip.\n').rules[0]!.id;
    const b = parse('# other header\n---\n- Never  use *pip*.\n').rules[0]!.id;
    expect(a).toBe(b);
    expect(a).toBe(ruleId('never use pip.'));
    expect(a).toMatch(/^r-[0-9a-f]{8}$/);
    expect(parse('---\n- Never use npm.\n').rules[0]!.id).not.toBe(a);
  });

  it('can be set explicitly, and duplicates are told apart and reported', () => {
    const doc = parse('---\n- Rule one.\n  [id: no-pip]\n- Same.\n- Same.\n');
    expect(doc.rules.map((rule) => rule.id)).toEqual(['no-pip', ruleId('Same.'), `${ruleId('Same.')}-2`]);
    expect(doc.diagnostics.some((d) => d.code === 'rules/duplicate' && d.position?.line === 5)).toBe(true);
  });
});
