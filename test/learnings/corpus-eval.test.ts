// The learning corpus (test/corpus) through the real hook path and `evolve --json`: the pairwise
// precision and recall of the PROMOTE groups against the labels must meet the targets on
// every half (`npm run eval` prints the same figures). Needs the built bin (npm test builds it).
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the benchmark scripts, typed loosely here.
import { DEFAULT_CORPORA, evaluateCorpus } from '../../bench/eval.mjs';

describe('the learning corpus', () => {
  it.each((DEFAULT_CORPORA as string[]).map((file) => [file.split('/').slice(-1)[0]!, file]))('%s meets precision ≥ 0.9 and recall ≥ 0.8', async (_name, file) => {
    const result = await evaluateCorpus(file);
    expect(result.events).toBeGreaterThanOrEqual(40);
    expect(result.lessons).toBeGreaterThanOrEqual(8);
    expect(result.precision).toBeGreaterThanOrEqual(0.9);
    expect(result.recall).toBeGreaterThanOrEqual(0.8);
    // Ordinary requests and one-offs never become proposals on their own.
    expect(result.proposals.every((proposal: { lessons: string[] }) => proposal.lessons.some((lesson) => !lesson.startsWith('x:')))).toBe(true);
  }, 60_000);
});
