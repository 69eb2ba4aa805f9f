import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RequisitionCan } from '@shared/requisitions/can';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { requisitions } from '../db/schema/requisitions';
import { TINY_PDF, multipart, requestForm, submitRequest } from '../approvals/test-fixtures';

/**
 * GET /api/requisitions/{id} answers `can` from the requisition policies; the server then allows
 * exactly those actions. Each check builds a fresh request of the employee (IT; an unknown vendor,
 * so approval raises no PO) in the given status, reads `can` as the user, and tries the action.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function build(status: string): Promise<string> {
  const form = requestForm([{ description: 'Chair', quantity: 1, unitPrice: 90 }], {
    status: 'draft',
    vendorId: null,
    vendorName: 'Local Seating Co',
  });
  const { id } = await submitRequest(t, form);
  if (status !== 'draft')
    await t.database.db.update(requisitions).set({ status }).where(eq(requisitions.id, id));
  return id;
}

const ACTIONS: Record<keyof RequisitionCan, (id: string, as: DemoUser) => ReturnType<TestApp['request']>> = {
  edit: (id, as) =>
    t.request({ method: 'PATCH', url: `/api/requisitions/${id}`, as, payload: { title: 'Chairs' } }),
  submit: (id, as) =>
    t.request({ method: 'PATCH', url: `/api/requisitions/${id}`, as, payload: { status: 'pending' } }),
  attach: (id, as) =>
    t.request({
      method: 'POST',
      url: `/api/requisitions/${id}/attachments`,
      as,
      ...multipart([{ name: 'quote.pdf', type: 'application/pdf', content: TINY_PDF }]),
    }),
};
const USERS: DemoUser[] = ['employee', 'manager', 'procurement'];
const EXPECTED: Record<string, string[]> = {
  draft: ['employee:edit', 'employee:submit', 'employee:attach'],
  returned: ['employee:edit', 'employee:submit', 'employee:attach'],
  pending: ['employee:attach'],
  approved: [],
};

describe('GET /api/requisitions/{id} `can` is what the server allows', () => {
  for (const status of Object.keys(EXPECTED)) {
    it(status, async () => {
      const offered: string[] = [];
      for (const as of USERS) {
        for (const action of Object.keys(ACTIONS) as (keyof RequisitionCan)[]) {
          const id = await build(status);
          const detail = await t.request({ method: 'GET', url: `/api/requisitions/${id}`, as });
          // Others' drafts are out of sight (404), like missing: nothing to offer there.
          if (as !== 'employee' && detail.statusCode === 404) continue;
          expect(detail.statusCode, `${as} sees it`).toBe(200);
          const can = (detail.json() as { can: RequisitionCan }).can;
          const res = await ACTIONS[action](id, as);
          const label = `${as} ${action} on ${status}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (can[action]) {
            expect(res.statusCode, label).toBeLessThan(300);
            offered.push(`${as}:${action}`);
          } else {
            expect([403, 409], label).toContain(res.statusCode);
          }
        }
      }
      expect(offered.sort()).toEqual(EXPECTED[status]!.sort());
    });
  }
});
