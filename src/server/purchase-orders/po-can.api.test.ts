import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '@shared/format';
import type { PoCan } from '@shared/purchase-orders/can';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import type { purchaseOrders } from '../db/schema/purchase-orders';
import { insertPo, requestForm, submitRequest } from '../approvals/test-fixtures';

/**
 * GET /api/purchase-orders/{id} answers `can` from the PO policies; the server then allows exactly
 * those actions: for every PO below, user and action, a fresh PO is built, its `can` read, the action
 * tried — a 2xx when `can` says yes, a 403 or 409 when it says no. The POs come from a draft request
 * of the employee (its requester), department IT (the manager sees them, but is neither buyer nor requester).
 */
let t: TestApp;
let requisitionId: string;
beforeAll(async () => {
  t = await createTestApp();
  requisitionId = (
    await submitRequest(
      t,
      requestForm([{ description: 'Desk', quantity: 1, unitPrice: 10 }], { status: 'draft' }),
    )
  ).id;
});
afterAll(() => t.close());

const day = (offset: number) => isoDate(addDays(new Date(), offset));
const LINES = [{ description: 'Monitor', quantity: 4, unitPrice: '200.00' }];
type Po = Partial<typeof purchaseOrders.$inferInsert>;

const receive = (id: string, quantity: number) =>
  t.request({
    method: 'POST',
    url: `/api/purchase-orders/${id}/receipts`,
    as: 'procurement',
    payload: { receivedDate: day(0), lines: [{ poLineId: `${id}-l1`, quantity }] },
  });

/** Each scenario builds a fresh PO and answers its id. */
const SCENARIOS: Record<string, () => Promise<string>> = {
  pending: async () => (await insertPo(t, { status: 'pending', requisitionId }, LINES)).id,
  approved: async () => (await insertPo(t, { status: 'approved', requisitionId }, LINES)).id,
  'approved, issued': async () =>
    (await insertPo(t, { status: 'approved', requisitionId, issuedAt: new Date() }, LINES)).id,
  'in progress, partly received': async () => {
    const { id } = await insertPo(t, { status: 'approved', requisitionId }, LINES);
    expect((await receive(id, 1)).statusCode).toBe(201);
    return id;
  },
  'in progress, fully received': async () => {
    const { id } = await insertPo(t, { status: 'approved', requisitionId }, LINES);
    expect((await receive(id, 4)).statusCode).toBe(201);
    return id;
  },
  completed: async () => (await insertPo(t, { status: 'completed', requisitionId }, LINES)).id,
  blanket: async () => (await insertPo(t, blanket({}), LINES)).id,
  'blanket, not valid yet': async () => (await insertPo(t, blanket({ contractStartDate: day(5) }), LINES)).id,
};
function blanket(over: Po): Po {
  const dates = { contractStartDate: day(-10), contractEndDate: day(10) };
  return { status: 'approved', requisitionId, isBlanketPo: true, blanketLimit: '5000.00', ...dates, ...over };
}

const ACTIONS: Record<keyof PoCan, (id: string, as: DemoUser) => ReturnType<TestApp['request']>> = {
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
};

const USERS: DemoUser[] = ['procurement', 'employee', 'manager'];

describe('GET /api/purchase-orders/{id} `can` is what the server allows', () => {
  for (const [scenario, build] of Object.entries(SCENARIOS)) {
    it(scenario, async () => {
      const offered: string[] = [];
      for (const as of USERS) {
        for (const action of Object.keys(ACTIONS) as (keyof PoCan)[]) {
          const id = await build();
          const detail = await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as });
          expect(detail.statusCode, `${as} sees ${scenario}`).toBe(200);
          const can = (detail.json() as { can: PoCan }).can;
          const res = await ACTIONS[action](id, as);
          const label = `${as} ${action} on ${scenario}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (can[action]) {
            expect(res.statusCode, label).toBeLessThan(300);
            offered.push(`${as}:${action}`);
          } else {
            expect([403, 409], label).toContain(res.statusCode);
          }
        }
      }
      expect(offered.sort()).toEqual(EXPECTED[scenario]!.sort());
    });
  }
});

/** What each user is offered per scenario (so the loop above cannot pass by offering nothing). */
const EXPECTED: Record<string, string[]> = {
  pending: ['procurement:edit', 'procurement:cancel'],
  approved: ['procurement:issue', 'procurement:cancel', 'procurement:receive', 'employee:receive'],
  'approved, issued': ['procurement:cancel', 'procurement:receive', 'employee:receive'],
  'in progress, partly received': ['procurement:receive', 'employee:receive'],
  'in progress, fully received': [],
  completed: [],
  blanket: ['procurement:issue', 'procurement:cancel', 'procurement:release', 'employee:release'],
  'blanket, not valid yet': ['procurement:issue', 'procurement:cancel'],
};
