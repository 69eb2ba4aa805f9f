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
 * (rank 0) before the others, each in the statement's order, and cut to `per`. `byVendor`: the rows of
 * the vendors whose name matches come from a statement of their own (the vendor-id index), merged in
 * `order` — in one OR with the text the planner guesses their density badly and may walk the recency
 * index past tens of thousands of rows for a few vendors' invoices.
 */
export async function topK<T extends { id: string; rank: number }>(
  per: number,
  any: SQL[],
  visible: SQL | undefined,
  query: (where: SQL | undefined, limit: number) => Promise<T[]>,
  byVendor?: { match: SQL; order: (a: T, b: T) => number },
): Promise<T[]> {
  const limit = Math.max(per, SEARCH_CANDIDATES);
  const [rows, vendorRows] = await Promise.all([
    query(and(or(...any), visible), limit),
    byVendor ? query(and(byVendor.match, visible), limit) : Promise.resolve([]),
  ]);
  let candidates = rows;
  if (byVendor && vendorRows.length > 0) {
    const seen = new Set(rows.map((r) => r.id));
    candidates = [...rows, ...vendorRows.filter((r) => !seen.has(r.id))].sort(byVendor.order).slice(0, limit);
  }
  return candidates
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.rank - b.r.rank || a.i - b.i)
    .slice(0, per)
    .map(({ r }) => r);
}

/** Newest first by `at` (a date or timestamp), then by id descending: the recency indexes' order. */
type Dated = { id: string; at: Date | string };
export const newestFirst = (a: Dated, b: Dated) => {
  const time = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));
  return time(b.at) - time(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
};
