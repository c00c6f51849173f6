// Searching learnings by meaning: the thesaurus cases the issue names, user thesaurus files,
// ranking by relevance and then recency, and the words that must not match.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Learning } from '../../src/learnings/model.js';
import { expandQuery, queryLearnings } from '../../src/learnings/query.js';
import { builtInThesaurus, loadThesaurus, parseThesaurus } from '../../src/learnings/thesaurus.js';
import { stem, terms } from '../../src/learnings/terms.js';
import { tempProject } from '../helpers/project.js';

const NOW = new Date('2026-06-01T00:00:00Z');
let nextId = 1;

function learning(fields: Partial<Learning> & { daysAgo?: number }): Learning {
  const id = fields.id ?? nextId++;
  const time = new Date(NOW.getTime() - (fields.daysAgo ?? 0) * 86_400_000).toISOString();
  const { daysAgo: _daysAgo, ...rest } = fields;
  return {
    id, time, kind: 'failure', tags: [], scope: 'project', ref: `#${id}`, corrections: [], updated: time, line: id,
    ...rest,
  };
}

const refs = (results: ReturnType<typeof queryLearnings>) => results.map((result) => result.learning.ref);

describe('queryLearnings', () => {
  const store = [
    learning({ id: 1, command: 'python etl.py', error: 'ValueError: null value handling is not enabled for column price' }),
    learning({ id: 2, command: 'npm install sharp', error: 'EACCES: permission denied' }),
    learning({ id: 3, command: 'git push -f origin main', error: 'remote: rejected', correction: 'use --force-with-lease' }),
    learning({ id: 4, command: 'docker compose up', error: 'port is already allocated' }),
    learning({ id: 5, kind: 'correction', correction: 'never use pip; always use uv' }),
  ];

  it('finds "null value handling" for "missing values"', () => {
    const results = queryLearnings(store, 'missing values', { now: NOW });
    expect(refs(results)).toEqual(['#1']);
    expect(results[0]!.matched.length).toBeGreaterThan(0);
  });

  it('finds "install" for "setup"', () => {
    expect(refs(queryLearnings(store, 'setup', { now: NOW }))).toEqual(['#2']);
  });

  it('finds synonyms across the built-in groups', () => {
    expect(refs(queryLearnings(store, 'container', { now: NOW }))).toEqual(['#4']);
    expect(refs(queryLearnings(store, 'access denied', { now: NOW }))).toEqual(['#2']);
    expect(refs(queryLearnings(store, 'python packaging', { now: NOW }))).toContain('#5');
  });

  it('matches words whatever their ending', () => {
    expect(refs(queryLearnings(store, 'pushing', { now: NOW }))).toEqual(['#3']);
    expect(refs(queryLearnings(store, 'installs', { now: NOW }))).toEqual(['#2']);
    expect(refs(queryLearnings(store, 'rejections', { now: NOW }))).toEqual([]);
  });

  it('searches corrections, tags and extra fields too', () => {
    const withExtra = [...store, learning({ id: 6, kind: 'observation', context: 'imported', tags: ['billing'], extra: { skill: 'invoice-generator', note: 'pdf fonts' } })];
    expect(refs(queryLearnings(withExtra, 'force with lease', { now: NOW }))).toEqual(['#3']);
    expect(refs(queryLearnings(withExtra, 'billing', { now: NOW }))).toEqual(['#6']);
    expect(refs(queryLearnings(withExtra, 'pdf fonts', { now: NOW }))).toEqual(['#6']);
  });

  it('returns nothing for words nowhere in the store, or for an empty query', () => {
    expect(queryLearnings(store, 'helm chart ansible', { now: NOW })).toEqual([]);
    expect(queryLearnings(store, '   ', { now: NOW })).toEqual([]);
    expect(queryLearnings([], 'docker', { now: NOW })).toEqual([]);
  });

  it('ranks a direct match above a synonym match', () => {
    const learnings = [
      learning({ id: 10, command: './setup.sh --prefix /opt', error: 'not found' }),
      learning({ id: 11, command: 'make install', error: 'no rule' }),
    ];
    const results = queryLearnings(learnings, 'setup', { now: NOW });
    expect(refs(results)).toEqual(['#10', '#11']);
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
  });

  it('ranks learnings matching more of the query first', () => {
    const learnings = [
      learning({ id: 20, command: 'git push', error: 'rejected' }),
      learning({ id: 21, command: 'git push', error: 'rejected: protected branch main' }),
    ];
    expect(refs(queryLearnings(learnings, 'push protected branch', { now: NOW }))[0]).toBe('#21');
  });

  it('puts the fresher of two equal matches first, and says how fresh each is', () => {
    const learnings = [
      learning({ id: 30, command: 'brew install gtimeout', daysAgo: 90 }),
      learning({ id: 31, command: 'brew install gtimeout', daysAgo: 1 }),
    ];
    const results = queryLearnings(learnings, 'gtimeout', { now: NOW });
    expect(refs(results)).toEqual(['#31', '#30']);
    expect(results[0]!.recency).toBeGreaterThan(0.9);
    expect(results[1]!.recency).toBeLessThan(0.2);
    expect(results[0]!.relevance).toBe(results[1]!.relevance);
  });

  it('still lets relevance beat recency', () => {
    const learnings = [
      learning({ id: 40, command: 'docker compose up', error: 'network timeout', daysAgo: 200 }),
      learning({ id: 41, command: 'curl api', error: 'connection refused', daysAgo: 0 }),
    ];
    expect(refs(queryLearnings(learnings, 'docker timeout', { now: NOW }))[0]).toBe('#40');
  });

  it('honours a limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => learning({ id: 100 + i, command: `npm run build:${i}` }));
    expect(queryLearnings(many, 'build', { now: NOW, limit: 5 })).toHaveLength(5);
  });

  it('uses a user thesaurus', () => {
    const learnings = [learning({ id: 50, command: 'terraform apply', error: 'state lock held' })];
    expect(queryLearnings(learnings, 'infrastructure', { now: NOW })).toEqual([]);
    const thesaurus = { groups: [...builtInThesaurus().groups, ['infrastructure', 'terraform', 'pulumi']] };
    expect(refs(queryLearnings(learnings, 'infrastructure', { now: NOW, thesaurus }))).toEqual(['#50']);
  });
});

describe('expandQuery', () => {
  it('takes thesaurus phrases whole and drops stop words', () => {
    const concepts = expandQuery('how to fix the missing values');
    expect(concepts.map((concept) => concept.label)).toEqual(['fix', stem('missing') + ' ' + stem('values')]);
    const missing = concepts[1]!.alternatives.map((alternative) => alternative.phrase.join(' '));
    expect(missing).toContain('null');
    expect(missing).toContain(terms('null value').join(' '));
  });

  it('keeps stop words when there is nothing else', () => {
    expect(expandQuery('the').map((concept) => concept.label)).toEqual(['the']);
  });
});

describe('thesaurus files', () => {
  it('extend the built-in one; missing files are fine; broken ones are reported and skipped', async () => {
    const dir = tempProject({
      'good.json': JSON.stringify({ infrastructure: ['terraform', 'Pulumi'] }),
      'list.json': JSON.stringify([['k8s', 'cluster']]),
      'broken.json': '{ nope',
      'wrong.json': JSON.stringify({ infrastructure: 'terraform' }),
    });
    const files = ['good.json', 'list.json', 'missing.json', 'broken.json', 'wrong.json'].map((name) => path.join(dir, name));
    const { thesaurus, problems } = await loadThesaurus(files);
    expect(thesaurus.groups.length).toBe(builtInThesaurus().groups.length + 2);
    expect(thesaurus.groups).toContainEqual(['infrastructure', 'terraform', 'pulumi']);
    expect(problems.map((problem) => [path.basename(problem.file!), problem.code])).toEqual([
      ['broken.json', 'learnings/thesaurus'],
      ['wrong.json', 'learnings/thesaurus'],
    ]);
    expect(problems[0]!.message).toMatch(/not valid JSON/);
  });

  it('parse both layouts and reject others', () => {
    expect(parseThesaurus('{"A": ["b", " C ", 3]}')).toEqual([['a', 'b', 'c']]);
    expect(parseThesaurus('[["a", "b"], ["lonely"]]')).toEqual([['a', 'b']]);
    expect(parseThesaurus('42')).toMatch(/must hold an object/);
    expect(parseThesaurus('[1, 2]')).toMatch(/arrays of words/);
  });
});

describe('terms', () => {
  it('folds word endings consistently', () => {
    for (const [a, b] of [['values', 'value'], ['installing', 'install'], ['installed', 'install'], ['configuration', 'configure'], ['dependencies', 'dependency'], ['running', 'run']]) {
      expect(stem(a!)).toBe(stem(b!));
    }
    expect(terms('Null-Value_handling (v2.1)')).toEqual([stem('null'), stem('value'), stem('handling'), 'v2', '1']);
  });
});
