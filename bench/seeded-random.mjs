// mulberry32, a small, fast, seedable PRNG: the same seed gives the same sequence on every run,
// so the benchmark's generated tree is the same bytes everywhere and a randomised test's failure
// can be replayed. The one copy: the tests import it too (test/sweep/seeded-random.ts).
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
