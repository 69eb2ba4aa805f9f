import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client';
import { SEQUENCES, continueAfter, requisitionSequence } from '../../src/server/lib/ids';

/** Each document sequence, and the highest number of its kind among the rows ('^prefix-(N)$'). */
const NUMBERED = [
  { sequence: SEQUENCES.poId, table: 'purchase_orders', column: 'id', pattern: '^po-([0-9]{1,15})$' },
  {
    sequence: SEQUENCES.poNumber,
    table: 'purchase_orders',
    column: 'po_number',
    pattern: '^PO-([0-9]{1,15})$',
  },
  { sequence: SEQUENCES.vendor, table: 'vendors', column: 'id', pattern: '^vendor-([0-9]{1,15})$' },
  { sequence: SEQUENCES.invoice, table: 'invoices', column: 'id', pattern: '^inv-([0-9]{1,15})$' },
  { sequence: SEQUENCES.message, table: 'messages', column: 'id', pattern: '^msg-([0-9]{1,15})$' },
  { sequence: SEQUENCES.rfp, table: 'rfps', column: 'id', pattern: '^rfp-([0-9]{1,15})$' },
] as const;

const lastValue = async (db: Db, sequence: string) => {
  const [row] = await queryRows<{ v: string | number; called: boolean }>(
    db,
    sql.raw(`select last_value as v, is_called as called from "${sequence}"`),
  );
  return row?.called ? Number(row.v) : 0;
};

/**
 * Moves every document-number sequence (migration 0003, src/server/lib/ids.ts) past the loaded ids,
 * so that creates after the load take new numbers at once instead of skipping taken ones. Answers
 * sequence → its value now.
 */
export async function advanceSequences(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const n of NUMBERED) {
    const [row] = await queryRows<{ mx: string | number | null }>(
      db,
      sql.raw(`select max(substring(${n.column} from '${n.pattern}')::bigint) as mx from ${n.table}`),
    );
    const v = Math.max(Number(row?.mx ?? 0), await lastValue(db, n.sequence));
    if (v >= 1) await continueAfter(db, n.sequence, v);
    out[n.sequence] = v;
  }
  const years = await queryRows<{ y: number; mx: string | number }>(
    db,
    sql`select substring(id from '^REQ-([0-9]{4})-')::int as y, max(substring(id from '^REQ-[0-9]{4}-([0-9]{1,15})$')::bigint) as mx
        from requisitions where id ~ '^REQ-[0-9]{4}-[0-9]+$' group by 1 order by 1`,
  );
  for (const { y, mx } of years) {
    const name = requisitionSequence(Number(y));
    const [exists] = await queryRows<{ ok: boolean }>(db, sql`select to_regclass(${name}) is not null as ok`);
    const v = Math.max(Number(mx), exists?.ok ? await lastValue(db, name) : 0);
    await continueAfter(db, name, v);
    out[name] = v;
  }
  return out;
}
