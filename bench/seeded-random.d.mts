/** A generator of numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number;
