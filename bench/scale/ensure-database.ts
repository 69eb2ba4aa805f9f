import pg from 'pg';
import { adminUrl } from '../../src/server/test/template';

/**
 * Creates the PostgreSQL database a URL names when it does not exist yet (through the server's
 * `postgres` maintenance database), so the README's one command loads a clean machine. A database
 * that exists is left as it is: the loader itself refuses one that holds rows.
 */
export async function ensureDatabase(url: string): Promise<'created' | 'exists'> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`BENCH_DATABASE_URL names no database: ${url}`);
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return 'exists';
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    return 'created';
  } finally {
    await admin.end();
  }
}
