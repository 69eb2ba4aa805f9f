import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { bootstrapDatabase } from '../bootstrap';
import { createTestApp, type TestApp } from '../test/harness';
import { PRODUCTION_ENV } from '../test/production-env';
import { roles, users } from '../db/schema/auth';
import { settings } from '../db/schema/admin';

/** Issue 8, point 8: a production instance has no demo accounts unless SEED_DEMO=true says so. */

describe('NODE_ENV=production on the embedded database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-prod-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with reference data and no demo accounts', { timeout: 120_000 }, async () => {
    const { database } = await bootstrapDatabase(loadConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir }));
    try {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(row!.n).toBe(0);
      const flags = await database.db
        .select()
        .from(settings)
        .where(sql`${settings.key} = 'demoInstance'`);
      expect(flags).toEqual([]);
      const [reference] = await database.db.select({ n: sql<number>`count(*)::int` }).from(roles);
      expect(reference!.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});

describe('the demo-accounts endpoint', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(PRODUCTION_ENV, { demo: true });
  });
  afterAll(() => prod.close());

  it('is off in production, even on a database that holds the demo data', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(res.body).not.toContain('@procura.test');
  });
});
