import { and, or, sql, type SQL } from 'drizzle-orm';

/** Candidates read per record type: the most recent (or first by name) matches, ranked among themselves. */
export const SEARCH_CANDIDATES = 24;

/** 0 when one of the record's identifying fields starts with the text (`prefix` tests), else 1. */
export const prefixRank = (prefix: SQL[]) => sql<number>`case when ${or(...prefix)} then 0 else 1 end`;

/**
 * One record type's home-search rows, bounded by the page: ONE statement
 * `where <any match> and <visible> order by <the type's index order> limit SEARCH_CANDIDATES` — no rank
 * expression in the ORDER BY, so PostgreSQL either walks that index and stops after the candidates
 * (a common word) or reads the few matches from the trigram indexes and keeps the top ones (a rare
 * word); it never sorts every match of a common word. The candidates are then ranked: prefix matches
 * (rank 0) before the others, each in the statement's order, and cut to `per`.
 */
export async function topK<T extends { rank: number }>(
  per: number,
  any: SQL[],
  visible: SQL | undefined,
  query: (where: SQL | undefined, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const rows = await query(and(or(...any), visible), Math.max(per, SEARCH_CANDIDATES));
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.rank - b.r.rank || a.i - b.i)
    .slice(0, per)
    .map(({ r }) => r);
}
