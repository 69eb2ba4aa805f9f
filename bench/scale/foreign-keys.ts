import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client';
import { LOADED_TABLES } from './indexes';

type ForeignKey = { name: string; child: string; columns: string[]; parent: string; parentColumns: string[] };

/** The foreign keys of the loaded tables. */
export async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const tables = sql.join(
    LOADED_TABLES.map((t) => sql`${t}`),
    sql`, `,
  );
  const rows = await queryRows<{
    name: string;
    child: string;
    columns: string;
    parent: string;
    parent_columns: string;
  }>(
    db,
    sql`select k.conname as name, c.relname as child, p.relname as parent,
          (select string_agg(a.attname, ',' order by u.o) from unnest(k.conkey) with ordinality u(n, o)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n) as columns,
          (select string_agg(a.attname, ',' order by u.o) from unnest(k.confkey) with ordinality u(n, o)
            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n) as parent_columns
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.relname in (${tables})
        order by c.relname, k.conname`,
  );
  return rows.map((r) => ({
    ...r,
    columns: r.columns.split(','),
    parentColumns: r.parent_columns.split(','),
  }));
}

/**
 * The per-row foreign-key checks are switched off during the load (session_replication_role =
 * replica, a superuser setting; without the right they stay on) and every key is checked after it
 * with one anti-join per key instead. Answers whether they were switched off.
 */
export async function deferForeignKeyChecks(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`set session_replication_role = replica`);
    return true;
  } catch {
    return false;
  }
}

/** Switches the checks back on and verifies every foreign key of the loaded tables; throws on a dangling reference. */
export async function checkForeignKeys(db: Db): Promise<number> {
  await db.execute(sql`set session_replication_role = default`);
  const keys = await foreignKeys(db);
  const broken: string[] = [];
  for (const k of keys) {
    const on = k.columns.map((c, i) => `p."${k.parentColumns[i]}" = c."${c}"`).join(' and ');
    const present = k.columns.map((c) => `c."${c}" is not null`).join(' and ');
    const [row] = await queryRows<{ n: string | number }>(
      db,
      sql.raw(
        `select count(*) as n from "${k.child}" c where ${present} and not exists (select 1 from "${k.parent}" p where ${on})`,
      ),
    );
    if (Number(row?.n) > 0) broken.push(`${k.name}: ${row?.n} rows of ${k.child} name a missing ${k.parent}`);
  }
  if (broken.length) throw new Error(`The load broke foreign keys:\n${broken.join('\n')}`);
  return keys.length;
}
