import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '@shared/format';
import type { PoCan } from '@shared/purchase-orders/can';
import type { Account, TestApp } from '../test/harness';
import { membersOf, offeredActions } from '../test/can';
import type { purchaseOrders } from '../db/schema/purchase-orders';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder, type PoLineInput } from '../test/factories/purchase-orders';

/**
 * GET /api/purchase-orders/{id} answers `can` from the PO policies; the server then allows exactly
 * those actions: for every PO below, user and action, a fresh PO is built, its `can` read, the action
 * tried — a 2xx when `can` says yes, a 403 or 409 when it says no. The POs come from a draft request
 * of the team's employee (its requester), in the team's department (the manager sees them, but is
 * neither buyer nor requester).
 */
let t: TestApp, team: Team, vendorId: string;
let requisitionId: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  requisitionId = (
    await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'draft',
    })
  ).id;
});
afterAll(() => t.close());

const day = (offset: number) => isoDate(addDays(new Date(), offset));
const LINES: PoLineInput[] = [{ description: 'Monitor', quantity: 4, unitPrice: '200.00' }];
type Po = Partial<typeof purchaseOrders.$inferInsert>;
const insertPo = (over: Po) =>
  createPurchaseOrder(t, { vendorId, department: team.department, ...over, lines: LINES });

const receive = (id: string, quantity: number) =>
  t.request({
    method: 'POST',
    url: `/api/purchase-orders/${id}/receipts`,
    as: team.procurement,
    payload: { receivedDate: day(0), lines: [{ poLineId: `${id}-l1`, quantity }] },
  });

/** Each scenario builds a fresh PO and answers its id. */
const SCENARIOS: Record<string, () => Promise<string>> = {
  pending: async () => (await insertPo({ status: 'pending', requisitionId })).id,
  approved: async () => (await insertPo({ status: 'approved', requisitionId })).id,
  'approved, issued': async () =>
    (await insertPo({ status: 'approved', requisitionId, issuedAt: new Date() })).id,
  'in progress, partly received': async () => {
    const { id } = await insertPo({ status: 'approved', requisitionId });
    expect((await receive(id, 1)).statusCode).toBe(201);
    return id;
  },
  'in progress, fully received': async () => {
    const { id } = await insertPo({ status: 'approved', requisitionId });
    expect((await receive(id, 4)).statusCode).toBe(201);
    return id;
  },
  completed: async () => (await insertPo({ status: 'completed', requisitionId })).id,
  blanket: async () => (await insertPo(blanket({}))).id,
  'blanket, not valid yet': async () => (await insertPo(blanket({ contractStartDate: day(5) }))).id,
};
function blanket(over: Po): Po {
  const dates = { contractStartDate: day(-10), contractEndDate: day(10) };
  return { status: 'approved', requisitionId, isBlanketPo: true, blanketLimit: '5000.00', ...dates, ...over };
}

const ACTIONS: Record<keyof PoCan, (id: string, as: Account) => ReturnType<TestApp['request']>> = {
  edit: (id, as) =>
    t.request({ method: 'PATCH', url: `/api/purchase-orders/${id}`, as, payload: { description: 'Edited' } }),
  issue: (id, as) => t.request({ method: 'POST', url: `/api/purchase-orders/${id}/issue`, as }),
  cancel: (id, as) =>
    t.request({
      method: 'POST',
      url: `/api/purchase-orders/${id}/cancel`,
      as,
      payload: { reason: 'No longer needed' },
    }),
  receive: (id, as) =>
    t.request({
      method: 'POST',
      url: `/api/purchase-orders/${id}/receipts`,
      as,
      payload: { receivedDate: day(0), lines: [{ poLineId: `${id}-l1`, quantity: 1 }] },
    }),
  release: (id, as) =>
    t.request({
      method: 'POST',
      url: `/api/purchase-orders/${id}/releases`,
      as,
      payload: { lines: [{ description: 'Paper', quantity: 1, unitPrice: 10, glCode: '4000-001' }] },
    }),
  downloadPdf: (id, as) => t.request({ method: 'GET', url: `/api/purchase-orders/${id}/pdf`, as }),
};

const USERS = ['procurement', 'employee', 'manager'] as const;

describe('GET /api/purchase-orders/{id} `can` is what the server allows', () => {
  for (const [scenario, build] of Object.entries(SCENARIOS)) {
    it(scenario, async () => {
      const offered = await offeredActions({
        scenario,
        users: membersOf(team, USERS),
        actions: ACTIONS,
        build,
        canOf: async (id, as, who) => {
          const detail = await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as });
          expect(detail.statusCode, `${who} sees ${scenario}`).toBe(200);
          return (detail.json() as { can: PoCan }).can;
        },
      });
      expect(offered).toEqual(EXPECTED[scenario]!.sort());
    });
  }
});

/** What each user is offered per scenario (so the loop above cannot pass by offering nothing). */
const PDF = ['procurement:downloadPdf', 'employee:downloadPdf', 'manager:downloadPdf'];
const EXPECTED: Record<string, string[]> = {
  pending: ['procurement:edit', 'procurement:cancel'],
  approved: ['procurement:issue', 'procurement:cancel', 'procurement:receive', 'employee:receive', ...PDF],
  'approved, issued': ['procurement:cancel', 'procurement:receive', 'employee:receive', ...PDF],
  'in progress, partly received': ['procurement:receive', 'employee:receive', ...PDF],
  'in progress, fully received': [...PDF],
  completed: [...PDF],
  blanket: ['procurement:issue', 'procurement:cancel', 'procurement:release', 'employee:release', ...PDF],
  'blanket, not valid yet': ['procurement:issue', 'procurement:cancel', ...PDF],
};
