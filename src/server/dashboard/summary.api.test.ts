import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarQuarter } from '@shared/dashboard/summary';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { mailboxEntries } from '../db/schema/messages';
import { contracts } from '../db/schema/contracts';
import { directSavings } from '../db/schema/savings';
import { createTeam, type Team, type TeamMember } from '../test/factories/users';
import { manyPendingSteps } from '../test/factories/approvals';
import { GLANCE_COUNT_CAP, glanceCountText } from '@shared/counts';
import { liveCounts } from '../events/counts';
import { activeUserById } from '../auth/sessions';
import { createVendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { deliverMessage, manyUnread } from '../test/factories/messages';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { unique } from '../test/factories/unique';

/** The Home page's figures over this file's rows (the demo's first-start figures: seed tests). */
let t: TestApp, team: Team;
let activeContractId: string;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  const vendorId = (await createVendor(t)).id;
  // 3 active contracts, one expired, one active whose end date has passed.
  for (const days of [5, 40, 400]) {
    activeContractId = (await createContract(t, { vendorId, endDate: isoDate(addDays(new Date(), days)) }))
      .id;
  }
  await createContract(t, { vendorId, endDate: isoDate(addDays(new Date(), 10)), status: 'expired' });
  await createContract(t, { vendorId, endDate: isoDate(addDays(new Date(), -3)) });
  // 2 requests awaiting the team's manager.
  for (const unitPrice of [2000, 3000]) {
    await submitRequest(
      t,
      team.employee,
      requestForm({ department: team.department, lines: [{ description: 'Desk', quantity: 1, unitPrice }] }),
    );
  }
  // 3 unread messages for procurement, one already read, one for someone else.
  for (let i = 0; i < 4; i++) await deliverMessage(t, [team.procurement]);
  await deliverMessage(t, [team.employee]);
  await savings(calendarQuarter(new Date()).start, '1000.00');
});
afterAll(() => t.close());

const summary = async (as: TeamMember = 'procurement') => {
  const res = await t.request({ method: 'GET', url: '/api/dashboard/summary', as: team[as] });
  expect(res.statusCode).toBe(200);
  return res.json();
};
async function savings(dateCaptured: string, savingsAmount: string) {
  await t.database.db.insert(directSavings).values({
    id: unique('ds'),
    itemDescription: 'Test saving',
    originalAmount: '10000.00',
    discountedAmount: '9000.00',
    savingsAmount,
    discountPercentage: '10.00',
    savingsCategory: 'negotiated_discount',
    spendCategory: 'office supplies',
    vendorName: 'Test Vendor',
    dateCaptured,
  });
}

describe('GET /api/dashboard/summary', () => {
  it('counts approvals awaiting the user, active contracts, savings this quarter and unread messages', async () => {
    const [read] = await t.database.db
      .select({ id: mailboxEntries.id })
      .from(mailboxEntries)
      .where(eq(mailboxEntries.ownerId, team.procurement.id))
      .limit(1);
    await t.database.db
      .update(mailboxEntries)
      .set({ status: 'read', readAt: new Date() })
      .where(eq(mailboxEntries.id, read!.id));
    expect(await summary()).toEqual({
      pendingApprovals: 0,
      activeContracts: 3,
      savingsThisQuarter: '1000.00',
      unreadMessages: 3,
    });
  });

  it('is per user: approvals and unread messages are the signed-in user’s', async () => {
    // The manager's unread messages are the two "awaits your Manager Review" notices.
    expect(await summary('manager')).toMatchObject({
      pendingApprovals: 2,
      activeContracts: 3,
      unreadMessages: 2,
    });
    expect(await summary('employee')).toMatchObject({
      pendingApprovals: 0,
      activeContracts: 3,
      unreadMessages: 1,
    });
  });

  it('follows the data live', async () => {
    await deliverMessage(t, [team.procurement]);
    // An active contract whose end date has passed no longer counts.
    await t.database.db
      .update(contracts)
      .set({ endDate: isoDate(addDays(new Date(), -1)) })
      .where(eq(contracts.id, activeContractId));
    const quarter = calendarQuarter(new Date());
    await savings(quarter.start, '250.50');
    await savings(isoDate(addDays(new Date(`${quarter.end}T12:00:00`), 1)), '1000.00');
    await savings(isoDate(addDays(new Date(`${quarter.start}T12:00:00`), -1)), '1000.00');
    expect(await summary()).toEqual({
      pendingApprovals: 0,
      activeContracts: 2,
      savingsThisQuarter: '1250.50',
      unreadMessages: 4,
    });
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dashboard/summary', as: null });
    expect(res.statusCode).toBe(401);
  });
});

describe('the glance counts past GLANCE_COUNT_CAP', () => {
  // An app of its own: whether a table is small is known a minute (holdsAtMost), and these tables are
  // big from the start here.
  let big: TestApp, other: Team;
  beforeAll(async () => {
    big = await createTestApp();
    other = await createTeam(big);
    const n = GLANCE_COUNT_CAP + 40;
    await manyPendingSteps(big, { requestorId: other.employee.id, roleId: 'manager', department: other.department, n }); // prettier-ignore
    await manyUnread(big, other.manager, n);
    await manyUnread(big, other.employee, GLANCE_COUNT_CAP);
  });
  afterAll(() => big.close());

  it('stop one past the cap (shown as "1,000+"): the summary, the live counts and the unread count', async () => {
    const res = await big.request({ method: 'GET', url: '/api/dashboard/summary', as: other.manager });
    expect(res.json()).toMatchObject({
      pendingApprovals: GLANCE_COUNT_CAP + 1,
      unreadMessages: GLANCE_COUNT_CAP + 1,
    });
    expect(glanceCountText(res.json().pendingApprovals)).toBe('1,000+');
    const manager = (await activeUserById(big.database.db, other.manager.id))!;
    expect(await liveCounts(big.database.db, manager)).toEqual({
      pendingApprovals: GLANCE_COUNT_CAP + 1,
      unreadMessages: GLANCE_COUNT_CAP + 1,
    });
    const unread = await big.request({ method: 'GET', url: '/api/messages/unread-count', as: other.manager });
    expect(unread.json()).toEqual({ count: GLANCE_COUNT_CAP + 1 });
  });

  it('are exact up to the cap', async () => {
    const res = await big.request({ method: 'GET', url: '/api/dashboard/summary', as: other.employee });
    expect(res.json()).toMatchObject({ pendingApprovals: 0, unreadMessages: GLANCE_COUNT_CAP });
    expect(glanceCountText(GLANCE_COUNT_CAP)).toBe('1,000');
  });
});
