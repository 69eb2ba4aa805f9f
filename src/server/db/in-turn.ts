/**
 * Runs queries one after another and answers their results in order, like Promise.all. Inside a
 * transaction every query goes to one connection, where overlapping queries are deprecated by
 * node-postgres (and gain nothing on PGlite), so transactional code reads in turn. Each step is a
 * function, so that nothing starts before the previous step has finished.
 */
export async function inTurn<T extends readonly (() => PromiseLike<unknown>)[]>(
  ...steps: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
