import { and, or, type SQL } from 'drizzle-orm';

/**
 * One record type's home-search candidates, bounded by the page: the prefix matches (rank 0; `prefix`
 * tests) and all matches (`any` tests, which include substring tests of the prefix columns; rank 1 for
 * those not already prefix matches), each its own statement
 * `where <match> and <visible> order by <recency index> limit n`. With no rank expression in the
 * ORDER BY, PostgreSQL either walks the recency index and stops after n matches (a common word) or
 * reads the few matches from the trigram indexes and keeps the top n (a rare word) — it never sorts
 * every match of a common word. Same answer as ranking all matches by (prefix first, recency): the
 * first `per` prefix matches, then the most recent other matches (at most `per` of them can be
 * prefix matches already listed, so `2 × per` rows of all matches always leave enough).
 */
export async function topK<T extends { id: string }>(
  per: number,
  match: { prefix: SQL[]; any: SQL[] },
  visible: SQL | undefined,
  query: (where: SQL | undefined, limit: number) => Promise<T[]>,
): Promise<(T & { rank: number })[]> {
  const [first, all] = await Promise.all([
    query(and(or(...match.prefix), visible), per),
    query(and(or(...match.any), visible), 2 * per),
  ]);
  const prefixed = new Set(first.map((r) => r.id));
  return [
    ...first.map((r) => ({ ...r, rank: 0 })),
    ...all.filter((r) => !prefixed.has(r.id)).map((r) => ({ ...r, rank: 1 })),
  ].slice(0, per);
}
