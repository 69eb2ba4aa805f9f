import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, sqlState, type Db, type DbOrTx } from '../db/client';

/** Random id for rows nobody types (line items, steps, files). */
export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;

/**
 * The PostgreSQL sequences behind human-readable document numbers (migration 0003). A number is
 * never handed out twice, and taking one holds no lock until the caller's transaction ends (a
 * rolled-back transaction leaves a gap, which is fine).
 */
export const SEQUENCES = {
  /** po-NNN, a purchase order's id. */
  poId: 'po_id_seq',
  /** PO-1xxxx, a purchase order's number. */
  poNumber: 'po_number_seq',
  vendor: 'vendor_id_seq',
  invoice: 'invoice_id_seq',
  rfp: 'rfp_id_seq',
  message: 'message_id_seq',
} as const;
export type Sequence = (typeof SEQUENCES)[keyof typeof SEQUENCES];

async function nextval(tx: DbOrTx, sequence: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(tx, sql`select nextval(${sequence}::regclass) as n`);
  return Number(row!.n);
}

/**
 * The next free document id `<prefix><number padded to pad digits>` of `sequence`, taking numbers
 * until one is not in `idColumn` (e.g. taken by imported rows): one statement per number taken (the
 * number and whether its id is taken, together), not two.
 */
export async function nextFreeId(
  tx: DbOrTx,
  sequence: string,
  prefix: string,
  pad: number,
  idColumn: AnyPgColumn,
): Promise<string> {
  for (;;) {
    const [row] = await queryRows<{ id: string; taken: boolean }>(
      tx,
      sql`select s.id, exists(select 1 from ${idColumn.table} where ${idColumn} = s.id) as taken
        from (select ${prefix} || lpad(n::text, greatest(${pad}::int, length(n::text)), '0') as id
          from nextval(${sequence}::regclass) as n) as s`,
    );
    if (!row!.taken) return row!.id;
  }
}

/**
 * The id `<prefix><next number of sequence, padded to pad digits>` as an expression, for an insert
 * that takes its own document number: `insertWithNextId` retries while the id is taken.
 */
export const nextIdSql = (sequence: string, prefix: string, pad: number): SQL =>
  sql`(select ${prefix} || lpad(n::text, greatest(${pad}::int, length(n::text)), '0')
    from nextval(${sequence}::regclass) as n)`;

/**
 * Runs `insert` (an insert … on conflict (id) do nothing returning the row) with the id expression of
 * `nextIdSql` until a row comes back: the document number taken in the insert's own statement, one
 * statement in the usual case; an id already taken (e.g. by imported rows) costs one more.
 */
export async function insertWithNextId<T>(
  sequence: string,
  prefix: string,
  pad: number,
  insert: (id: SQL) => Promise<T[]>,
): Promise<T> {
  for (;;) {
    const [row] = await insert(nextIdSql(sequence, prefix, pad));
    if (row) return row;
  }
}

/** The next number of a document sequence; inside or outside the caller's transaction alike. */
export const nextNumber = (tx: DbOrTx, sequence: Sequence): Promise<number> => nextval(tx, sequence);

/** REQ-<year>-NNN numbers: one sequence per year. */
export const requisitionSequence = (year: number) => `requisition_${Math.trunc(year)}_seq`;

const ensured = new WeakMap<Db, Set<number>>();

/** SQLSTATEs of "it exists already": duplicate_table, and unique_violation on pg_class/pg_type when two create at once. */
const ALREADY_CREATED = new Set(['42P07', '23505']);

/**
 * Makes sure the year's requisition sequence exists, on `db` itself (call it before opening the
 * transaction that takes a number, so that creating it never waits on — or makes wait — another
 * create). A new sequence continues after the year's id_counters value (databases from before the
 * sequences) and the highest REQ-<year>-NNN id. Two instances creating it at once: one wins, the
 * other's duplicate error is expected and ignored.
 */
export async function ensureRequisitionSequence(db: Db, year: number): Promise<void> {
  const known = ensured.get(db) ?? new Set<number>();
  ensured.set(db, known);
  if (known.has(year)) return;
  const name = requisitionSequence(year);
  const [exists] = await queryRows<{ ok: boolean }>(db, sql`select to_regclass(${name}) is not null as ok`);
  if (!exists?.ok) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`create sequence "${name}"`));
        const [row] = await queryRows<{ v: string | number | null }>(
          tx,
          sql`select greatest(
            (select value from id_counters where name = ${`requisition-${year}`}),
            (select max(substring(id from ${`^REQ-${year}-([0-9]{1,15})$`})::bigint) from requisitions
              where id like ${`REQ-${year}-%`})
          ) as v`,
        );
        const v = Number(row?.v ?? 0);
        if (v >= 1) await tx.execute(sql`select setval(${name}::regclass, ${v})`);
      });
    } catch (err) {
      if (!ALREADY_CREATED.has(sqlState(err) ?? '')) throw err;
    }
  }
  known.add(year);
}

/** The next REQ-<year>-NNN number; `ensureRequisitionSequence(db, year)` must have run. */
export const nextRequisitionNumber = (tx: DbOrTx, year: number): Promise<number> =>
  nextval(tx, requisitionSequence(year));

/**
 * Seeding: `sequence` (a SEQUENCES value or a year's requisitionSequence, created when missing)
 * continues after `last`. setval is not undone by a rollback; seed only where that is wanted.
 */
export async function continueAfter(tx: DbOrTx, sequence: string, last: number): Promise<void> {
  if (sequence.startsWith('requisition_'))
    await tx.execute(sql.raw(`create sequence if not exists "${sequence}"`));
  await tx.execute(sql`select setval(${sequence}::regclass, ${Math.max(1, last)}, ${last >= 1})`);
}
