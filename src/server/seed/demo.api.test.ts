import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { daysUntil, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { demoAccount, demoToday } from '../test/factories/demo';
import { countAwaiting } from '../approval-chains/queue';
import { countUnread } from '../messages/queries';
import type { Db } from '../db/client';
import { contracts } from '../db/schema/contracts';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { budgets, invoiceLines, invoices } from '../db/schema/invoices';
import { goodsReceiptLines, poLines, poWorkflowSteps, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitionItems, requisitions } from '../db/schema/requisitions';
import { directSavings } from '../db/schema/savings';
import { seedDemoData } from './demo';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  db = t.database.db;
});

const procurementManager = demoAccount('Procurement Manager');
/** The seeded PO the spec's PO summary opens when no id is given (the spec's po-001). */
const SEATING = 'Ergonomic seating and sit-to-stand desks for the Austin office expansion';
afterAll(() => t.close());

const today = demoToday();
const year = today.getFullYear();

function quarterOf(d: Date): { start: string; end: string } {
  const q = Math.floor(d.getMonth() / 3);
  return {
    start: isoDate(new Date(d.getFullYear(), q * 3, 1)),
    end: isoDate(new Date(d.getFullYear(), q * 3 + 3, 0)),
  };
}

async function quarterSavings(database: Db, d: Date): Promise<string | null> {
  const { start, end } = quarterOf(d);
  const [row] = await database
    .select({ total: sql<string>`sum(${directSavings.savingsAmount})` })
    .from(directSavings)
    .where(and(gte(directSavings.dateCaptured, start), lte(directSavings.dateCaptured, end)));
  return row?.total ?? null;
}

describe('demo data set', () => {
  it('has exactly 2 pending steps awaiting the procurement manager, at least one overdue', async () => {
    expect(await countAwaiting(db, { role: 'procurement_sme', department: 'Procurement' })).toBe(2);
    const overdue = await db
      .select({ id: approvalSteps.id, role: approvalSteps.approverRoleId })
      .from(approvalSteps)
      .where(
        and(
          eq(approvalSteps.status, 'pending'),
          lt(approvalSteps.activatedAt, new Date(Date.now() - 3 * 86_400_000)),
        ),
      );
    expect(overdue.some((s) => s.role === 'procurement_sme')).toBe(true);
    expect(await countAwaiting(db, { role: 'manager', department: 'IT' })).toBeGreaterThanOrEqual(2);
    expect(await countAwaiting(db, { role: 'finance', department: 'Finance' })).toBeGreaterThanOrEqual(2);
  });

  it('has one pending step per pending approval request, and history of approved ones', async () => {
    const reqs = await db.select().from(approvalRequests);
    const steps = await db.select().from(approvalSteps);
    for (const r of reqs.filter((x) => x.status === 'pending')) {
      expect(
        steps.filter((s) => s.approvalRequestId === r.id && s.status === 'pending'),
        r.id,
      ).toHaveLength(1);
    }
    const approved = reqs.filter((r) => r.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(3);
    expect(approved.every((r) => r.completedAt && r.completedAt >= r.submittedAt)).toBe(true);
    expect(new Set(reqs.map((r) => r.subjectType))).toEqual(
      new Set(['requisition', 'purchase-order', 'change-order']),
    );
  });

  it('has 23 active contracts spread over the expiry bands, those ending within 30 days having a PO', async () => {
    const rows = await db.select().from(contracts);
    const active = rows.filter((c) => c.status === 'active');
    expect(active).toHaveLength(23);
    const days = active.map((c) => daysUntil(c.endDate, today));
    expect(days.every((d) => d >= 0)).toBe(true);
    expect(days.filter((d) => d <= 15).length).toBeGreaterThanOrEqual(2);
    expect(days.filter((d) => d > 15 && d <= 30).length).toBeGreaterThanOrEqual(2);
    expect(days.filter((d) => d > 30 && d <= 90).length).toBeGreaterThanOrEqual(3);
    expect(days.filter((d) => d > 90).length).toBeGreaterThanOrEqual(1);
    expect(days).toContain(15);
    expect(days).toContain(20);
    const soon = active.filter((c) => daysUntil(c.endDate, today) <= 30).map((c) => c.id);
    const pos = await db
      .select({ contractId: purchaseOrders.contractId })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.contractId, soon));
    expect(new Set(pos.map((p) => p.contractId))).toEqual(new Set(soon));
    expect(rows.filter((c) => c.status === 'expired').every((c) => daysUntil(c.endDate, today) < 0)).toBe(
      true,
    );
  });

  it('has 5 unread messages for the procurement manager', async () => {
    expect(await countUnread(db, procurementManager.id)).toBe(5);
  });

  it("sums this quarter's direct savings to 18000.00", async () => {
    expect(await quarterSavings(db, today)).toBe('18000.00');
  });

  it('has invoices totalling between $1.15M and $1.25M, with disputed and on-hold ones, each equal to its lines', async () => {
    const [row] = await db.select({ total: sql<string>`sum(${invoices.amount})` }).from(invoices);
    const total = Number(row!.total);
    expect(total).toBeGreaterThanOrEqual(1_150_000);
    expect(total).toBeLessThanOrEqual(1_250_000);
    const rows = await db.select().from(invoices);
    expect(rows.filter((i) => i.status === 'disputed').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((i) => i.status === 'on-hold').length).toBeGreaterThanOrEqual(1);
    const mismatched = await db
      .select({ id: invoices.id })
      .from(invoices)
      .leftJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .groupBy(invoices.id, invoices.amount)
      .having(sql`${invoices.amount} <> coalesce(sum(${invoiceLines.total}), 0)`);
    expect(mismatched).toEqual([]);
  });

  it('has every PO amount equal to the sum of its lines, and completed POs fully received', async () => {
    const mismatched = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .leftJoin(poLines, eq(poLines.purchaseOrderId, purchaseOrders.id))
      .groupBy(purchaseOrders.id, purchaseOrders.amount)
      .having(sql`${purchaseOrders.amount} <> coalesce(sum(${poLines.total}), 0)`);
    expect(mismatched).toEqual([]);
    const short = await db
      .select({ id: poLines.id })
      .from(poLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poLines.purchaseOrderId))
      .leftJoin(goodsReceiptLines, eq(goodsReceiptLines.poLineId, poLines.id))
      .where(eq(purchaseOrders.status, 'completed'))
      .groupBy(poLines.id, poLines.quantity)
      .having(sql`${poLines.quantity} <> coalesce(sum(${goodsReceiptLines.quantity}), 0)`);
    expect(short).toEqual([]);
  });

  it('has every requisition total equal to the sum of its items', async () => {
    const mismatched = await db
      .select({ id: requisitions.id })
      .from(requisitions)
      .leftJoin(requisitionItems, eq(requisitionItems.requisitionId, requisitions.id))
      .groupBy(requisitions.id, requisitions.totalAmount)
      .having(sql`${requisitions.totalAmount} <> coalesce(sum(${requisitionItems.total}), 0)`);
    expect(mismatched).toEqual([]);
  });

  it('has the seating PO (the first, po-001) with a part-completed workflow and a pending REQ-<year>-001 with an approval chain', async () => {
    const [po] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.description, SEATING));
    // The spec's PO summary opens po-001 without an id: the seating PO is it.
    expect(po).toMatchObject({ id: 'po-001', poNumber: 'PO-10001' });
    const steps = await db.select().from(poWorkflowSteps).where(eq(poWorkflowSteps.purchaseOrderId, po!.id));
    expect(steps.map((s) => s.step).sort()).toEqual([
      'Final Approval',
      'Finance Approval',
      'Legal Review',
      'Manager Review',
    ]);
    expect(steps.some((s) => s.status === 'completed')).toBe(true);
    expect(steps.filter((s) => s.status === 'pending')).toHaveLength(1);

    const id = `REQ-${year}-001`;
    const [req] = await db.select().from(requisitions).where(eq(requisitions.id, id));
    expect(req?.status).toBe('pending');
    const chain = await db
      .select({ status: approvalSteps.status, role: approvalSteps.approverRoleId, name: approvalSteps.name })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
      .where(eq(approvalRequests.subjectId, id));
    expect(chain.length).toBeGreaterThanOrEqual(2);
    // Spec section 9: the assistant answers that REQ-<year>-001 is pending manager approval.
    expect(chain.filter((s) => s.status === 'pending')).toEqual([
      { status: 'pending', role: 'manager', name: 'Manager Review' },
    ]);
  });

  it("puts IT's computer equipment budget at about 87% used by committed IT POs", async () => {
    const [budget] = await db
      .select()
      .from(budgets)
      .where(and(eq(budgets.department, 'IT'), eq(budgets.glCode, '4000-002'), eq(budgets.fiscalYear, year)));
    const [spend] = await db
      .select({ total: sql<string>`coalesce(sum(${poLines.total}), 0)` })
      .from(poLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poLines.purchaseOrderId))
      .where(
        and(
          eq(purchaseOrders.department, 'IT'),
          eq(poLines.glCode, '4000-002'),
          inArray(purchaseOrders.status, ['approved', 'in-progress', 'completed']),
          gte(purchaseOrders.createdAt, new Date(year, 0, 1)),
        ),
      );
    expect(Math.round((Number(spend!.total) / Number(budget!.amount)) * 100)).toBe(87);
  });
});

/**
 * Seeds the demo data as of `day` inside a transaction on the test database (after emptying every
 * table but the reference ones), runs `check`, then rolls everything back.
 */
async function withDemoSeededOn(day: Date, check: (database: Db) => Promise<void>): Promise<void> {
  const reference = new Set(['roles', 'permissions', 'role_permissions', 'settings']);
  const rollback = new Error('rollback');
  try {
    await db.transaction(async (tx) => {
      const res = (await tx.execute(
        sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
      )) as unknown as { rows: { tablename: string }[] };
      const tables = res.rows.map((r) => r.tablename).filter((name) => !reference.has(name));
      await tx.execute(sql.raw(`truncate ${tables.map((name) => `"${name}"`).join(', ')} cascade`));
      const inner = tx as unknown as Db;
      await seedDemoData(inner, { today: day });
      await check(inner);
      throw rollback;
    });
  } catch (err) {
    if (err !== rollback) throw err;
  }
}

describe('demo data set at quarter edges', () => {
  const edges = [
    ['first day of a quarter (and year)', new Date(year, 0, 1, 9, 30)],
    ['last day of a quarter', new Date(year, 8, 30, 17, 45)],
    ['last day of the year', new Date(year, 11, 31, 23, 50)],
  ] as const;
  for (const [label, day] of edges) {
    it(`keeps this quarter's savings at 18000.00 on the ${label}`, async () => {
      await withDemoSeededOn(day, async (database) => {
        expect(await quarterSavings(database, day)).toBe('18000.00');
        const [row] = await database
          .select({ n: sql<number>`count(*)::int` })
          .from(contracts)
          .where(eq(contracts.status, 'active'));
        expect(row?.n).toBe(23);
      });
    });
  }

  it('leaves the test database as it was', async () => {
    expect(await countUnread(db, procurementManager.id)).toBe(5);
    expect(await quarterSavings(db, today)).toBe('18000.00');
  });
});
