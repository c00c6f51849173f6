// The seeded generator for the randomised tests: the benchmark's own (one copy), so a failure can be replayed.
export { seededRandom } from '../../bench/seeded-random.mjs';
