import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { figuresWindow, type AnalyticsMonths } from '@shared/analytics/schemas';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser } from '../test/factories/users';
import { unique, uniqueDepartment } from '../test/factories/unique';
import { queryRows, type DbOrTx } from '../db/client';
import { spendMonthly } from '../db/schema/rollups';
import { spendBy } from './spend';

/**
 * Spend per vendor (GET /api/analytics/spend?groupBy=vendor) read through the yearly rows (migration
 * spend_vendor_years, spend-years.ts) gives the sums of spend_monthly itself, for every window size and
 * for "today" anywhere in a year — with spend in months after the window, inserted, updated and deleted
 * through the triggers — and the triggers keep the yearly rows as a rebuild computes them.
 */
let t: TestApp;
let department: string;
let procurement: SessionUser;
let manager: SessionUser;
const vendorIds = Array.from({ length: 7 }, (_, i) => `${unique('vy')}-${i}`);

const sessionUser = async (role: 'procurement_sme' | 'manager') => {
  const user = await createUser(t, { role, department });
  return (await t.request({ method: 'GET', url: '/api/auth/me', as: user })).json() as SessionUser;
};

beforeAll(async () => {
  t = await createTestApp();
  department = uniqueDepartment();
  procurement = await sessionUser('procurement_sme');
  manager = await sessionUser('manager');
  // 34 months from June 2024 to March 2027; each vendor buys in some of them (vendor 6 only in 2027).
  const rows: (typeof spendMonthly.$inferInsert)[] = [];
  for (let m = 0; m < 34; m++) {
    const month = new Date(Date.UTC(2024, 5 + m, 1)).toISOString().slice(0, 10);
    vendorIds.forEach((vendorId, v) => {
      if (v === 6 ? month < '2027-01-01' : (m * 7 + v * 3) % 5 === 0) return;
      const amount = (((m + 1) * (v + 3) * 137) % 9000) + v * 0.25 + 10;
      rows.push({
        month,
        department,
        vendorId,
        glCode: '4000-002',
        sku: `SKU-${v % 2}`,
        amount: amount.toFixed(2),
      });
    });
  }
  await t.database.db.insert(spendMonthly).values(rows);
  // Changes and removals go through the update and delete triggers.
  await t.database.db
    .update(spendMonthly)
    .set({ amount: sql`${spendMonthly.amount} + 1000` })
    .where(and(eq(spendMonthly.department, department), eq(spendMonthly.vendorId, vendorIds[1]!)));
  await t.database.db
    .delete(spendMonthly)
    .where(and(eq(spendMonthly.department, department), eq(spendMonthly.month, '2026-05-01')));
}, 60_000);
afterAll(() => t.close());

/** The same sums from spend_monthly itself. */
const expected = (start: string, end: string) =>
  queryRows<{ key: string; spend: string }>(
    t.database.db,
    sql`select vendor_id as key, sum(amount)::text as spend from spend_monthly
      where department = ${department} and month >= ${start} and month < ${end}
      group by vendor_id having sum(amount) <> 0 order by sum(amount) desc, vendor_id limit 50`,
  );

describe('spend per vendor through the yearly rows', () => {
  const todays = ['2025-01-15', '2025-07-15', '2026-02-15', '2026-06-15', '2026-10-15', '2026-12-15'];
  const sizes: AnalyticsMonths[] = [3, 6, 12, 24];

  it('sums as spend_monthly does, for every window and day of the year', async () => {
    for (const day of todays) {
      const today = new Date(`${day}T12:00:00`);
      for (const months of sizes) {
        const { start, end } = figuresWindow({ months }, today);
        const want = (await expected(start, end)).map((r) => ({ key: r.key, spend: Number(r.spend) }));
        expect(want.length, `${day} ${months}`).toBeGreaterThan(0);
        for (const [user, filters] of [
          [procurement, { department }],
          [manager, {}],
        ] as const) {
          const got = await spendBy(
            t.database.db,
            user,
            { ...filters, months, groupBy: 'vendor', limit: 50 },
            today,
          );
          expect(
            got.map((r) => ({ key: r.key, spend: Number(r.spend) })),
            `${day}, ${months} months, ${user.role}`,
          ).toEqual(want);
        }
      }
    }
  });

  it('answers one chosen month, and nothing for a window without spend', async () => {
    const march = await spendBy(t.database.db, manager, {
      months: 12,
      month: '2026-03',
      groupBy: 'vendor',
      limit: 50,
    });
    expect(march.map((r) => ({ key: r.key, spend: Number(r.spend) }))).toEqual(
      (await expected('2026-03-01', '2026-04-01')).map((r) => ({ key: r.key, spend: Number(r.spend) })),
    );
    const may = await spendBy(t.database.db, manager, {
      months: 12,
      month: '2026-05',
      groupBy: 'vendor',
      limit: 50,
    });
    expect(may).toEqual([]);
  });

  it('keeps the yearly rows as a rebuild from spend_monthly computes them', async () => {
    const years = (db: DbOrTx) =>
      queryRows<Record<string, string>>(
        db,
        sql`select month::text, department, key, sum(amount)::text as amount from spend_monthly_by
          where dimension = 'vendor_year' group by 1, 2, 3 having sum(amount) <> 0 order by 1, 2, 3`,
      );
    const maintained = await years(t.database.db);
    expect(maintained.filter((r) => r.department === department).length).toBeGreaterThan(vendorIds.length);
    let rebuilt: Record<string, string>[] = [];
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select rebuild_spend_monthly_by()`);
        rebuilt = await years(tx);
        throw new Error('undo');
      })
      .catch(() => {});
    expect(rebuilt).toEqual(maintained);
  });
});
