import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { catalogItems } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { unique } from '../test/factories/unique';
import { byMatches, estimatedRows, isSmall, MATCHES_SORTED_UP_TO, sortMatches } from './match-order';

/**
 * A word's matches may cluster in a list's order (every "Zulu laptop …" after thousands of other
 * names): the few are read and sorted, the many found by walking the order's index, and either way
 * the page is the first rows by name.
 */
let t: TestApp;
let employee: User;
const common = 'gizmo';
const clustered = 'lapdesk';
beforeAll(async () => {
  t = await createTestApp();
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
  const vendor = await createVendor(t, { name: `Plenty ${unique('v')}` });
  const tag = unique('m');
  const item = (name: string, i: number) => ({
    id: `${tag}-${i}`,
    sku: `SKU-${tag}-${i}`,
    name,
    vendorId: vendor.id,
    category: 'Office Supplies',
    unitPrice: '10.00',
  });
  const rows = [
    ...Array.from({ length: MATCHES_SORTED_UP_TO + 500 }, (_, i) => item(`Alpha ${common} ${i}`, i)),
    // The clustered word: last by name, mixed case, two of them the same name (the id breaks the tie).
    ...['Zulu Lapdesk 2', 'Zulu lapdesk 1', 'zulu LAPDESK 3', 'Zulu lapdesk 1', 'Yankee lapdesk'].map(
      (name, i) => item(name, 100_000 + i),
    ),
  ];
  for (let i = 0; i < rows.length; i += 500)
    await t.database.db.insert(catalogItems).values(rows.slice(i, i + 500));
  await t.database.db.execute(sql`analyze catalog_items`);
});
afterAll(() => t.close());

const matching = (word: string) => sql`${catalogItems.searchText} like ${`%${word}%`}`;

/** Every product whose name or SKU holds the word, first by name then id: what a page must show. */
const firstByName = async (word: string, n: number) =>
  (
    await t.database.db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .where(matching(word))
      .orderBy(asc(catalogItems.name), asc(catalogItems.id))
      .limit(n)
  ).map((r) => r.id);

describe('how a search reads its first rows by name', () => {
  it('sorts a word PostgreSQL expects few of, and walks the index for a common one', async () => {
    expect(await estimatedRows(t.database.db, catalogItems, matching(clustered))).toBeLessThan(100);
    expect(await sortMatches(t.database.db, catalogItems, matching(clustered))).toBe(true);
    expect(await estimatedRows(t.database.db, catalogItems, matching(common))).toBeGreaterThan(
      MATCHES_SORTED_UP_TO,
    );
    expect(await sortMatches(t.database.db, catalogItems, matching(common))).toBe(false);
  });

  it('sorts every filter of a table of at most that many rows, without an estimate', async () => {
    expect(await t.database.db.$count(contracts)).toBeLessThanOrEqual(MATCHES_SORTED_UP_TO);
    expect(await isSmall(t.database.db, contracts)).toBe(true);
    expect(await sortMatches(t.database.db, contracts, undefined)).toBe(true);
    expect(await isSmall(t.database.db, catalogItems)).toBe(false);
  });

  it('orders by the unindexed form exactly as by the column (case, ties)', async () => {
    const order = async (key: ReturnType<typeof byMatches> | typeof catalogItems.name) =>
      (
        await queryRows<{ id: string }>(
          t.database.db,
          sql`select ${catalogItems.id} as id from ${catalogItems} order by ${key}, ${catalogItems.id}`,
        )
      ).map((r) => r.id);
    expect(await order(byMatches(catalogItems.name))).toEqual(await order(catalogItems.name));
  });

  it('the catalogue lists the first matches by name, for the clustered and the common word', async () => {
    for (const [word, limit] of [
      [clustered, 3],
      [common, 25],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/api/catalog-items?q=${word}&limit=${limit}`,
        as: employee,
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { id: string }[]).map((r) => r.id)).toEqual(await firstByName(word, limit));
    }
    const desc = await t.request({
      method: 'GET',
      url: `/api/catalog-items?q=${clustered}&sort=-name`,
      as: employee,
    });
    const lastFirst = await t.database.db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .where(matching(clustered))
      .orderBy(sql`${catalogItems.name} desc`, asc(catalogItems.id));
    expect((desc.json() as { id: string }[]).map((r) => r.id)).toEqual(lastFirst.map((r) => r.id));
  });

  it('home search shows the clustered word’s products by name', async () => {
    const res = await t.request({ method: 'GET', url: `/api/search?q=${clustered}`, as: employee });
    expect(res.statusCode).toBe(200);
    const products = (res.json() as { type: string; id: string }[]).filter((r) => r.type === 'product');
    expect(products.map((r) => r.id)).toEqual(await firstByName(clustered, 5));
  });
});
