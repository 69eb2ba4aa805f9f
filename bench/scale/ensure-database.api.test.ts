import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, cloneName, withDb } from '../../src/server/test/template';
import { ensureDatabase } from './ensure-database';

/** The README's scale commands name a database that may not exist yet on a clean machine. */
const url = process.env.TEST_DATABASE_URL;
const name = url ? cloneName(url, `ensure_${randomBytes(4).toString('hex')}`) : '';

afterAll(async () => {
  if (!url) return;
  const c = new pg.Client({ connectionString: adminUrl(url) });
  await c.connect();
  await c.query(`drop database if exists "${name}" with (force)`);
  await c.end();
});

describe.skipIf(!url)('the scale loader’s target database (PostgreSQL)', () => {
  it('is created when missing and left alone when it exists', async () => {
    const target = withDb(url!, name);
    expect(await ensureDatabase(target)).toBe('created');
    const c = new pg.Client({ connectionString: target });
    await c.connect();
    await c.query('create table kept (n int)');
    await c.end();
    expect(await ensureDatabase(target)).toBe('exists');
    const again = new pg.Client({ connectionString: target });
    await again.connect();
    const { rowCount } = await again.query("select 1 from pg_tables where tablename = 'kept'");
    await again.end();
    expect(rowCount).toBe(1);
  });
});
