import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from './client';

/**
 * The rollup tables (schema/rollups.ts) are kept by triggers (migration rollup_triggers) in the
 * transaction of every write. `rebuildRollups` recomputes all of them from scratch — for a bulk load
 * that ran with triggers off (`session_replication_role = replica`), or to repair. It locks the summed
 * tables against writes while it runs (SHARE mode), so it is consistent with them.
 */
export async function rebuildRollups(db: DbOrTx): Promise<void> {
  await db.execute(sql`select rebuild_rollups()`);
}

/** Each rollup's non-zero rows, summed over shards, in a stable order: what its figures are. */
const ROLLUP_FIGURES = {
  vendor_spend: sql`select vendor_id, year, spend::text, invoice_count from vendor_spend
    where spend <> 0 or invoice_count <> 0 order by 1, 2`,
  vendor_orders: sql`select vendor_id, last_order_on::text from vendor_orders
    where last_order_on is not null order by 1`,
  invoice_totals: sql`select department, status, match_status, sum(invoice_count)::int as n, sum(amount)::text as amount
    from invoice_totals group by 1, 2, 3 having sum(invoice_count) <> 0 or sum(amount) <> 0 order by 1, 2, 3`,
  budget_committed: sql`select department, gl_code, month::text, sum(amount)::text as amount
    from budget_committed group by 1, 2, 3 having sum(amount) <> 0 order by 1, 2, 3`,
  budget_pending: sql`select department, gl_code, month::text, sum(amount)::text as amount
    from budget_pending group by 1, 2, 3 having sum(amount) <> 0 order by 1, 2, 3`,
  gl_spend: sql`select gl_code, day::text, sum(amount)::text as amount, sum(po_count)::int as orders
    from gl_spend group by 1, 2 having sum(amount) <> 0 or sum(po_count) <> 0 order by 1, 2`,
  invoice_spend: sql`select month::text, sum(amount)::text as amount
    from invoice_spend group by 1 having sum(amount) <> 0 order by 1`,
  requisition_counts: sql`select department, status, sum(requisition_count)::int as n
    from requisition_counts group by 1, 2 having sum(requisition_count) <> 0 order by 1, 2`,
  requisition_submissions: sql`select department, month::text, sum(requisition_count)::int as n
    from requisition_submissions group by 1, 2 having sum(requisition_count) <> 0 order by 1, 2`,
  po_spend: sql`select department, month::text, sum(amount)::text as amount
    from po_spend group by 1, 2 having sum(amount) <> 0 order by 1, 2`,
  invoice_requestor_totals: sql`select requestor_id, department, status, match_status, sum(invoice_count)::int as n,
    sum(amount)::text as amount from invoice_requestor_totals group by 1, 2, 3, 4
    having sum(invoice_count) <> 0 or sum(amount) <> 0 order by 1, 2, 3, 4`,
  approver_totals: sql`select user_id, sum(request_count)::int as n, sum(seconds)::text as seconds
    from approver_totals group by 1 having sum(request_count) <> 0 or sum(seconds) <> 0 order by 1`,
  spend_monthly: sql`select month::text, department, vendor_id, gl_code, sku, amount::text from spend_monthly
    where amount <> 0 order by 1, 2, 3, 4, 5`,
  spend_monthly_by: sql`select dimension, month::text, department, key, sum(amount)::text as amount
    from spend_monthly_by group by 1, 2, 3, 4 having sum(amount) <> 0 order by 1, 2, 3, 4`,
  po_counts: sql`select department, month::text, sum(po_count)::int as n
    from po_counts group by 1, 2 having sum(po_count) <> 0 order by 1, 2`,
  requisition_outcomes: sql`select department, month::text, status, sum(requisition_count)::int as n
    from requisition_outcomes group by 1, 2, 3 having sum(requisition_count) <> 0 order by 1, 2, 3`,
  /** Not a table: the flag requisitions.awaiting_po, which rebuild_rollups() recomputes too. */
  requisitions_awaiting_po: sql`select id from requisitions where awaiting_po order by 1`,
};
export type RollupName = keyof typeof ROLLUP_FIGURES;
export type RollupFigures = Record<RollupName, Record<string, unknown>[]>;

export async function readRollups(db: DbOrTx): Promise<RollupFigures> {
  const out = {} as RollupFigures;
  for (const [name, query] of Object.entries(ROLLUP_FIGURES)) {
    out[name as RollupName] = await queryRows<Record<string, unknown>>(db, query);
  }
  return out;
}

class Undo extends Error {}

/**
 * The rollups as maintained and as `rebuildRollups` would compute them now (the rebuild rolled back),
 * for tests and checks of the triggers.
 */
export async function rollupsAndRebuilt(
  db: Db,
): Promise<{ maintained: RollupFigures; rebuilt: RollupFigures }> {
  let result: { maintained: RollupFigures; rebuilt: RollupFigures } | undefined;
  try {
    await db.transaction(async (tx) => {
      const maintained = await readRollups(tx);
      await rebuildRollups(tx);
      result = { maintained, rebuilt: await readRollups(tx) };
      throw new Undo();
    });
  } catch (err) {
    if (!(err instanceof Undo)) throw err;
  }
  return result!;
}
