// A remembered function for the readers of commands, failures and words: a store repeats the same
// few thousand values over and over. The memory is bounded: past `limit` entries it starts again.

/** `compute`, remembered by its string key, keeping at most `limit` results. */
export function remembered<V>(compute: (key: string) => V, limit: number): (key: string) => V {
  const results = new Map<string, V>();
  return (key) => {
    let result = results.get(key);
    if (result === undefined) {
      if (results.size >= limit) results.clear();
      result = compute(key);
      results.set(key, result);
    }
    return result;
  };
}
