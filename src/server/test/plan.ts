import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { planRoot } from '../lib/match-order';

/** A node of PostgreSQL's `explain (format json)` plan, with the fields the plan tests read. */
export type PlanNode = {
  'Node Type': string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** Every node of the plan, the root first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/**
 * The plan PostgreSQL chooses for `query` with the given planner methods priced out
 * (`enable_seqscan`, `enable_sort`, …: `set local … = off` in a transaction of its own).
 */
export async function planOf(
  db: Db,
  query: SQLWrapper,
  off: ('seqscan' | 'sort' | 'bitmapscan')[],
): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    for (const method of off) await tx.execute(sql.raw(`set local enable_${method} = off`));
    const root = await planRoot<PlanNode>(tx, query);
    if (!root) throw new Error('EXPLAIN answered no plan');
    return root;
  });
}
