import { and, or, sql, type SQL } from 'drizzle-orm';

/** Candidates read per record type: the most recent (or first by name) matches, ranked among themselves. */
export const SEARCH_CANDIDATES = 24;

/** 0 when one of the record's identifying fields starts with the text (`prefix` tests), else 1. */
export const prefixRank = (prefix: SQL[]) => sql<number>`case when ${or(...prefix)} then 0 else 1 end`;

type Candidate = { id: string; rank: number };

/**
 * One record type's candidates for home search, and how to read them:
 * - `any`: the match conditions (any of them), `query(where, limit)`: ONE statement `where … order by
 *   <the type's index order> limit` — no rank expression in the ORDER BY, so PostgreSQL either walks that
 *   index and stops after the candidates (a common word) or reads the few matches from the trigram
 *   indexes and keeps the top ones (a rare word); it never sorts every match of a common word;
 * - `visible`: the visibility rule as one condition, or `parts` of it (disjoint, each one index, e.g.
 *   visibleInvoiceParts with the empty ones left out) read by a statement each and merged in `order`;
 * - `byVendor`: the rows of the vendors whose name matches come from a statement of their own (the
 *   vendor-id index), merged in `order` — in one OR with the text the planner guesses their density
 *   badly and may walk the recency index past tens of thousands of rows for a few vendors' invoices.
 */
export type TopK<T extends Candidate> = {
  any: SQL[];
  visible?: SQL | undefined;
  parts?: SQL[] | undefined;
  query: (where: SQL | undefined, limit: number) => Promise<T[]>;
  byVendor?: SQL | undefined;
  order?: (a: T, b: T) => number;
};

/**
 * The type's first `per` rows: the candidates (SEARCH_CANDIDATES of them, in the statements' order)
 * ranked — prefix matches (rank 0) before the others, each in that order — and cut to `per`.
 */
export async function topK<T extends Candidate>(per: number, k: TopK<T>): Promise<T[]> {
  const limit = Math.max(per, SEARCH_CANDIDATES);
  const scopes =
    k.parts && k.parts.length > 1 && k.order
      ? k.parts.map((p) => and(p, k.visible))
      : [and(or(...(k.parts ?? [])), k.visible)];
  const matches = k.byVendor && k.order ? [or(...k.any)!, k.byVendor] : [or(...k.any)!];
  const lists = await Promise.all(
    scopes.flatMap((scope) => matches.map((match) => k.query(and(match, scope), limit))),
  );
  let candidates = lists[0] ?? [];
  if (lists.length > 1 && k.order) {
    const seen = new Set<string>();
    candidates = lists
      .flat()
      .filter((r) => !seen.has(r.id) && !!seen.add(r.id))
      .sort(k.order)
      .slice(0, limit);
  }
  return candidates
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.rank - b.r.rank || a.i - b.i)
    .slice(0, per)
    .map(({ r }) => r);
}

/** Newest first by `at` (a date or timestamp), then by id descending: the recency indexes' order. */
type Dated = { id: string; at: Date | string };
export const newestFirst = <T extends Dated>(a: T, b: T) => {
  const time = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));
  return time(b.at) - time(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
};
