// The one seeded generator (bench/seeded-random.mjs) that the benchmark's tree and the randomised
// tests share: the same seed gives the same tree byte for byte, another seed another tree.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark's tree generator is plain JavaScript without types.
import { generateTree } from '../../bench/tree.mjs';
import { tempProject } from '../helpers/project.js';
import { seededRandom } from './seeded-random.js';

function contents(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else out[path.relative(root, file)] = readFileSync(file, 'utf8');
    }
  };
  walk(root);
  return out;
}

describe('the seeded generator', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const take = (seed: number) => Array.from({ length: 50 }, seededRandom(seed));
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    expect(take(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('makes the benchmark tree the same bytes for the same seed, and other bytes for another', () => {
    const tree = (seed: number) => {
      const root = tempProject();
      (generateTree as (root: string, options: object) => void)(root, { files: 12, bytes: 12_000, seed });
      return contents(root);
    };
    const first = tree(3);
    expect(Object.keys(first).length).toBeGreaterThan(12);
    expect(tree(3)).toEqual(first);
    expect(tree(4)).not.toEqual(first);
  });
});
