import { describe, expect, it } from 'vitest';
import { confirmTests, deriveTests, MAX_MATCH_TESTS, withConfirmedTests } from '../../src/evolve/examples.js';
import { reviewAdvice, type Proposal } from '../../src/evolve/model.js';
import { findRipgrep } from '../../src/sweep/ripgrep.js';

const runner = { rg: findRipgrep(process.env), timeoutMs: 10_000 };
const PIP = 'Grep("\\bpip3? install\\b", path=".") -> 0 matches';

describe('the tests a proposal carries (issue 13 item 2)', () => {
  it('takes one matching line per piece of evidence, at most three, redacted, and the first replacement it does not match', () => {
    const evidence = [
      'cd app\npip install requests',
      'pip3 install flask --index-url https://user:hunter2secretpassword@pypi.example.com/simple',
      'Benutze uv statt pip install, bitte.',
      'pip install numpy',
      'no es pip, usa uv',
    ];
    const tests = deriveTests(PIP, evidence, ['uv pip install -r requirements.txt', 'uv add requests']);
    const matches = tests.filter((test) => test.expect === 'match');
    expect(matches).toHaveLength(MAX_MATCH_TESTS);
    expect(matches[0]!.text).toBe('pip install requests');
    expect(matches[1]!.text).toMatch(/^pip3 install flask/);
    expect(matches[1]!.text).not.toContain('hunter2secretpassword');
    expect(matches[2]!.text).toBe('Benutze uv statt pip install, bitte.');
    // The first replacement matches the pattern itself (`uv pip install`): it cannot be a no-match test.
    expect(tests.filter((test) => test.expect === 'no match')).toEqual([{ text: 'uv add requests', expect: 'no match' }]);
  });

  it('derives nothing for a check that is not a Grep, a multiline pattern, or evidence it does not match', () => {
    expect(deriveTests('manual — a person reviews it', ['pip install x'])).toEqual([]);
    expect(deriveTests('Grep("pip\\ninstall", path=".", multiline=true) -> 0 matches', ['pip\ninstall'])).toEqual([]);
    expect(deriveTests(PIP, ['npm install left-pad', '使用 uv 而不是 pip'])).toEqual([]);
  });

  it('ripgrep confirms the tests: one the pattern fails is left out, never written', async () => {
    const confirmed = await confirmTests(PIP, [
      { text: 'pip install requests', expect: 'match' },
      { text: 'pipx install black', expect: 'match' },
      { text: 'uv pip install x', expect: 'no match' },
    ], [], runner);
    expect(confirmed.passing).toEqual([{ text: 'pip install requests', expect: 'match' }]);
    expect(confirmed.leftOut).toEqual([{ text: 'pipx install black', expect: 'match' }, { text: 'uv pip install x', expect: 'no match' }]);
    expect(confirmed.existingFailing).toEqual([]);
  });

  it('an ADD-VERIFY whose pattern fails a test its rule already has cannot be approved', async () => {
    const proposal: Proposal = {
      kind: 'ADD-VERIFY',
      fingerprint: 'f',
      rule: 'Never use pip.',
      sources: [],
      sourceText: 'rules',
      evidence: 'e',
      verify: PIP,
      destination: 'rules.md',
      risk: 'low',
      riskText: 'Low.',
      review: reviewAdvice(0.6, 'low'),
      approvable: true,
      ruleId: 'r1',
      origin: 'rules',
      score: 1,
    };
    const existing = [{ text: 'pipx install black', expect: 'match' as const, line: 7, column: 3 }];
    const checked = await withConfirmedTests(proposal, existing, runner);
    expect(checked.approvable).toBe(false);
    expect(checked.riskText).toContain('fails the rule\'s own test "pipx install black" (line 7)');
    const fine = await withConfirmedTests({ ...proposal, verify: 'Grep("\\bpipx? install", path=".") -> 0 matches' }, existing, runner);
    expect(fine.approvable).toBe(true);
  });
});
