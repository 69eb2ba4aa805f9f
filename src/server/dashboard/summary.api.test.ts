import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { calendarQuarter } from '@shared/dashboard/summary';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { mailboxEntries } from '../db/schema/messages';
import { contracts } from '../db/schema/contracts';
import { directSavings } from '../db/schema/savings';
import { approvalSteps } from '../db/schema/approvals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summary = async (as: 'procurement' | 'employee' | 'manager' = 'procurement') => {
  const res = await t.request({ method: 'GET', url: '/api/dashboard/summary', as });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/dashboard/summary', () => {
  it('answers the demo figures for the procurement manager: 2, 23, 18000.00, 5', async () => {
    expect(await summary()).toEqual({
      pendingApprovals: 2,
      activeContracts: 23,
      savingsThisQuarter: '18000.00',
      unreadMessages: 5,
    });
  });

  it('is per user: approvals and unread messages are the signed-in user’s', async () => {
    const manager = await summary('manager');
    const [awaiting] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(approvalSteps)
      .where(
        sql`${approvalSteps.status} = 'pending' and ${approvalSteps.approverRoleId} = 'manager'
            and (${approvalSteps.approverDepartment} is null or ${approvalSteps.approverDepartment} = 'IT')`,
      );
    expect(manager.pendingApprovals).toBe(awaiting!.n);
    expect(manager.pendingApprovals).toBeGreaterThan(0);
    const employee = await summary('employee');
    expect(employee.pendingApprovals).toBe(0);
    expect(employee.activeContracts).toBe(23);
  });

  it('follows the data live', async () => {
    const db = t.database.db;
    const [unread] = await db
      .select({ id: mailboxEntries.id })
      .from(mailboxEntries)
      .where(
        and(
          eq(mailboxEntries.ownerId, 'user-001'),
          eq(mailboxEntries.folder, 'inbox'),
          eq(mailboxEntries.status, 'delivered'),
          eq(mailboxEntries.isArchived, false),
        ),
      )
      .limit(1);
    await db
      .update(mailboxEntries)
      .set({ status: 'read', readAt: new Date() })
      .where(eq(mailboxEntries.id, unread!.id));

    const [active] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.status, 'active'), sql`${contracts.endDate} >= ${isoDate(new Date())}`))
      .limit(1);
    // An active contract whose end date has passed no longer counts.
    await db
      .update(contracts)
      .set({ endDate: isoDate(addDays(new Date(), -1)) })
      .where(eq(contracts.id, active!.id));

    const quarter = calendarQuarter(new Date());
    await db.insert(directSavings).values([
      {
        id: 'ds-test-in-quarter',
        itemDescription: 'Test saving this quarter',
        originalAmount: '1000.00',
        discountedAmount: '749.50',
        savingsAmount: '250.50',
        discountPercentage: '25.05',
        savingsCategory: 'negotiated_discount',
        spendCategory: 'office supplies',
        vendorName: 'Staples Business Advantage',
        dateCaptured: quarter.start,
      },
      {
        id: 'ds-test-next-quarter',
        itemDescription: 'Test saving next quarter',
        originalAmount: '1000.00',
        discountedAmount: '0.00',
        savingsAmount: '1000.00',
        discountPercentage: '100.00',
        savingsCategory: 'negotiated_discount',
        spendCategory: 'office supplies',
        vendorName: 'Staples Business Advantage',
        dateCaptured: quarter.end,
      },
    ]);

    expect(await summary()).toEqual({
      pendingApprovals: 2,
      activeContracts: 22,
      savingsThisQuarter: '18250.50',
      unreadMessages: 4,
    });
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dashboard/summary', as: null });
    expect(res.statusCode).toBe(401);
  });
});
