import { describe, expect, it } from 'vitest';
import { builtInThesaurus } from '../../src/learnings/thesaurus.js';
import { thesaurusCanonical } from '../../src/evolve/gather.js';
import { groupLearnings } from '../../src/evolve/group.js';
import { commandShape, correctionTerms, errorSignature } from '../../src/evolve/lesson.js';
import { learning, PIP_PARAPHRASES } from './helpers.js';

const now = new Date('2026-03-30T12:00:00Z');
const canonical = thesaurusCanonical(builtInThesaurus());
const refsOf = (learnings: Parameters<typeof groupLearnings>[0]) =>
  groupLearnings(learnings, { now, canonical }).map((group) => group.members.map((member) => member.learning.ref));

describe('reading a correction', () => {
  it.each([
    ['Use uv instead of pip install', 'pip install', 'uv'],
    ["don't pip install, this repo uses uv", 'pip install', undefined],
    ['Never use timeout command on macOS (does not exist)', 'timeout', undefined],
    ['gtimeout, not timeout', 'timeout', 'gtimeout'],
    ["timeout isn't available on mac, use gtimeout", 'timeout', undefined],
    ['Use `docker compose` instead of `docker-compose`', 'docker-compose', 'docker compose'],
    ['docker-compose is deprecated, run docker compose', 'docker-compose', undefined],
    ['Prefer bun over npm', 'npm', 'bun'],
    ["don't git push to main directly", 'git push', undefined],
    ['replace os.system with subprocess.run', 'os.system', 'subprocess.run'],
  ])('%s → avoid %s', (text, avoid, prefer) => {
    const terms = correctionTerms(text);
    expect(terms.avoid).toBe(avoid);
    expect(terms.prefer).toBe(prefer);
  });

  it('finds nothing to avoid in advice without a "not that"', () => {
    expect(correctionTerms('pull before pushing').avoid).toBeUndefined();
    expect(correctionTerms('always run date before date-sensitive operations').avoid).toBeUndefined();
  });

  it('marks prose terms as not code, so no pattern is derived from them', () => {
    expect(correctionTerms('Never hardcode API keys in scripts')).toMatchObject({ avoid: 'hardcode API keys', avoidIsCode: false });
  });
});

describe('normalising commands and errors', () => {
  it('reduces a command to its program and subcommand, past wrappers, variables and set-up', () => {
    expect(commandShape('FOO=1 sudo git push origin main')?.head).toEqual(['git', 'push']);
    expect(commandShape('cd app && npm test -- --watch')?.head).toEqual(['npm', 'test']);
    expect(commandShape('/usr/local/bin/timeout 5 curl http://x')?.head).toEqual(['timeout']);
    expect(commandShape('  ')).toBeUndefined();
  });

  it('strips numbers, paths, hashes and URLs from error signatures, and shell prefixes', () => {
    expect(errorSignature('bash: timeout: command not found', 'timeout')).toBe('command not found');
    expect(errorSignature('zsh: command not found: timeout', 'timeout')).toBe('command not found');
    expect(errorSignature("Error: ENOENT: no such file or directory, open '/tmp/a/b.json'"))
      .toBe(errorSignature("Error: ENOENT: no such file or directory, open '/home/me/c.json'"));
    expect(errorSignature("fatal: ambiguous argument 'abc1234def': unknown revision"))
      .toBe(errorSignature("fatal: ambiguous argument '9f8e7d6c5b': unknown revision"));
    expect(errorSignature('error: failed to push some refs to https://github.com/a/b.git'))
      .toBe(errorSignature('error: failed to push some refs to git@github.com:c/d.git'));
    expect(errorSignature("ModuleNotFoundError: No module named 'foo'"))
      .not.toBe(errorSignature("ModuleNotFoundError: No module named 'bar'"));
  });
});

describe('grouping learnings into lessons', () => {
  it('groups two corrections of the same mistake in different words', () => {
    expect(refsOf(PIP_PARAPHRASES.map(learning))).toEqual([['#1', '#2']]);
  });

  it('groups the same command with different arguments failing the same way', () => {
    const learnings = [
      learning({ id: 1, command: 'timeout 5 curl http://example.com', error: 'bash: timeout: command not found' }),
      learning({ id: 2, command: 'timeout 120 make test', error: 'zsh: command not found: timeout' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
  });

  it('groups a correction with an uncorrected failure of the command it avoids', () => {
    const learnings = [
      learning({ id: 1, correction: 'never use docker-compose, it is gone' }),
      learning({ id: 2, command: 'docker-compose up -d', error: 'docker-compose: command not found' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
  });

  it('groups paraphrases through the thesaurus', () => {
    const learnings = [
      learning({ id: 1, correction: 'Check for null values before the migration runs' }),
      learning({ id: 2, correction: 'check for missing values before the migration' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
  });

  it('keeps unrelated look-alikes apart', () => {
    const learnings = [
      learning({ id: 1, command: 'git push origin main', error: '! [rejected] main -> main (non-fast-forward)' }),
      learning({ id: 2, command: 'git push origin feature', error: 'git@github.com: Permission denied (publickey).' }),
      learning({ id: 3, correction: 'use bun instead of npm' }),
      learning({ id: 4, correction: 'use uv instead of pip' }),
      learning({ id: 5, correction: 'always run the tests before committing' }),
      learning({ id: 6, correction: 'always run the linter before committing' }),
      learning({ id: 7, correction: 'use pnpm instead of npm install' }),
      learning({ id: 8, command: 'pytest tests/a.py', error: "ModuleNotFoundError: No module named 'foo'" }),
      learning({ id: 9, command: 'pytest tests/b.py -k x', error: "ModuleNotFoundError: No module named 'bar'" }),
      learning({ id: 10, correction: "don't git push --force" }),
      learning({ id: 11, correction: "don't git rebase main" }),
    ];
    expect(refsOf(learnings)).toEqual([]);
  });

  it('does not chain near-paraphrases into one lesson', () => {
    const learnings = [
      learning({ id: 1, correction: 'rebuild cache index after upgrading postgres extensions' }),
      learning({ id: 2, correction: 'rebuild cache index after upgrading postgres plugins' }),
      learning({ id: 3, correction: 'rebuild cache index after upgrading redis plugins' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(2);
  });

  it('does not let a failure join two corrections that avoid different things', () => {
    const learnings = [
      learning({ id: 1, correction: 'use uv instead of pip install' }),
      learning({ id: 2, command: 'pip install x', error: 'error: externally-managed-environment' }),
      learning({ id: 3, command: 'pip install y', error: 'error: externally-managed-environment', later: ['use poetry instead of pip'] }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
  });

  it('needs a lesson seen twice: a single learning is not a candidate', () => {
    expect(refsOf([learning({ id: 1, correction: 'Use uv instead of pip install' })])).toEqual([]);
  });

  it('leaves observations out', () => {
    const learnings = [
      learning({ id: 1, correction: 'Use uv instead of pip install' }),
      learning({ id: 2, kind: 'observation', correction: 'use uv instead of pip install here too' }),
    ];
    expect(refsOf(learnings)).toEqual([]);
  });

  it('ranks by frequency, then recency, then pain', () => {
    const old = '2026-01-01T10:00:00.000Z';
    const recent = '2026-03-29T10:00:00.000Z';
    const learnings = [
      learning({ id: 1, correction: 'use gtimeout instead of timeout', time: old }),
      learning({ id: 2, correction: 'gtimeout, not timeout', time: old }),
      learning({ id: 3, correction: 'never use timeout', time: old }),
      learning({ id: 4, correction: 'use uv instead of pip', time: recent }),
      learning({ id: 5, correction: 'never pip, uv', time: recent }),
      learning({ id: 6, correction: 'use bun instead of npm', time: recent, pain: 5 }),
      learning({ id: 7, correction: 'do not use npm', time: recent, pain: 5 }),
    ];
    const groups = groupLearnings(learnings, { now, canonical });
    expect(groups.map((group) => group.subject)).toEqual(['avoid:npm', 'avoid:pip', 'avoid:timeout']);
    expect(groups[0]!.pain).toBe(5);
    const frequent = groupLearnings(learnings.slice(0, 5).map((item) => ({ ...item, time: recent, updated: recent })), { now, canonical });
    expect(frequent[0]!.subject).toBe('avoid:timeout');
  });

  it('takes a more general paraphrase into the same group', () => {
    const two = groupLearnings([learning({ id: 1, correction: 'never pip install' }), learning({ id: 2, correction: "don't pip install packages" })], { now });
    expect(two[0]!.subject).toBe('avoid:pip install');
    const three = groupLearnings([
      learning({ id: 1, correction: 'never pip install' }),
      learning({ id: 2, correction: "don't pip install packages" }),
      learning({ id: 3, correction: 'use uv rather than pip' }),
    ], { now });
    expect(three).toHaveLength(1);
    expect(three[0]!.members).toHaveLength(3);
  });
});
