import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client';

/** The tables the load fills; their secondary indexes are dropped before and rebuilt after. */
export const LOADED_TABLES = [
  'users',
  'vendors',
  'catalog_items',
  'contracts',
  'requisitions',
  'requisition_items',
  'approval_requests',
  'approval_steps',
  'purchase_orders',
  'po_lines',
  'po_workflow_steps',
  'goods_receipts',
  'goods_receipt_lines',
  'invoices',
  'invoice_lines',
  'messages',
  'mailbox_entries',
  'rfps',
  'rfp_vendors',
  'rfp_responses',
] as const;

export type IndexDef = { name: string; table: string; def: string };

/** Indexes of the loaded tables that back no constraint (primary keys and unique constraints stay). */
export async function secondaryIndexes(db: Db): Promise<IndexDef[]> {
  const tables = sql.join(
    LOADED_TABLES.map((t) => sql`${t}`),
    sql`, `,
  );
  return queryRows<IndexDef>(
    db,
    sql`select i.indexname as name, i.tablename as "table", i.indexdef as def
        from pg_indexes i join pg_class c on c.relname = i.indexname and c.relnamespace = 'public'::regnamespace
        where i.schemaname = 'public' and i.tablename in (${tables})
          and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
        order by i.tablename, i.indexname`,
  );
}

export async function dropIndexes(db: Db, defs: readonly IndexDef[]): Promise<void> {
  for (const d of defs) await db.execute(sql.raw(`drop index if exists "${d.name}"`));
}

/** Rebuilds the dropped indexes from their definitions; answers the seconds each took. */
export async function createIndexes(
  db: Db,
  defs: readonly IndexDef[],
): Promise<{ name: string; seconds: number }[]> {
  const times: { name: string; seconds: number }[] = [];
  for (const d of defs) {
    const t0 = performance.now();
    await db.execute(sql.raw(d.def));
    times.push({ name: d.name, seconds: (performance.now() - t0) / 1000 });
  }
  return times;
}
