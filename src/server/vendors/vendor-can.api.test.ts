import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorCan, VendorRequestCan } from '@shared/vendors/can';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { ensureDemoUsers, insertVendor } from '../profile/test-fixtures';
import { requestForms, submitRequest } from './test-requests';

/**
 * Vendor and vendor-request answers carry `can` from the vendor policies; the server then allows
 * exactly those actions (a fresh record per check; users who cannot see a request are skipped).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoUsers(t.database.db);
});
afterAll(() => t.close());

const form = requestForms();
const USERS: DemoUser[] = ['procurement', 'employee', 'finance'];

describe('GET /api/vendor-requests/{id} `can.decide` is what the server allows', () => {
  const decisions = {
    approve: (id: string, as: DemoUser) =>
      t.request({ method: 'POST', url: `/api/vendor-requests/${id}/approve`, as, payload: {} }),
    reject: (id: string, as: DemoUser) =>
      t.request({
        method: 'POST',
        url: `/api/vendor-requests/${id}/reject`,
        as,
        payload: { reason: 'No need' },
      }),
  };
  const SCENARIOS: Record<string, { by: 'employee' | 'procurement'; decided?: boolean; expected: string[] }> =
    {
      "an employee's pending request": {
        by: 'employee',
        expected: ['procurement:approve', 'procurement:reject'],
      },
      "procurement's own pending request": { by: 'procurement', expected: [] },
      'a decided request': { by: 'employee', decided: true, expected: [] },
    };
  for (const [name, s] of Object.entries(SCENARIOS)) {
    it(name, async () => {
      const offered: string[] = [];
      for (const as of USERS) {
        for (const [decision, act] of Object.entries(decisions)) {
          const { id } = await submitRequest(t, form(), s.by);
          if (s.decided) expect((await decisions.reject(id, 'procurement')).statusCode).toBe(200);
          const view = await t.request({ method: 'GET', url: `/api/vendor-requests/${id}`, as });
          if (view.statusCode === 404) continue;
          const can = (view.json() as { can: VendorRequestCan }).can;
          const res = await act(id, as);
          const label = `${as} ${decision}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (can.decide) {
            expect(res.statusCode, label).toBe(200);
            offered.push(`${as}:${decision}`);
          } else {
            expect([403, 409], label).toContain(res.statusCode);
          }
        }
      }
      expect(offered.sort()).toEqual(s.expected.sort());
    });
  }
});

describe('GET /api/vendors/{id} `can`', () => {
  it('edit is what PATCH allows; shop follows the status', async () => {
    for (const status of ['active', 'inactive'] as const) {
      for (const as of USERS) {
        const id = await insertVendor(t.database.db, { name: `Zzcan ${status} ${as}`, status });
        const can = (
          (await t.request({ method: 'GET', url: `/api/vendors/${id}`, as })).json() as { can: VendorCan }
        ).can;
        expect(can.shop, `${status} ${as}`).toBe(status === 'active');
        const res = await t.request({
          method: 'PATCH',
          url: `/api/vendors/${id}`,
          as,
          payload: { contactName: 'Pat' },
        });
        expect(res.statusCode, `${as}: ${res.body}`).toBe(can.edit ? 200 : 403);
        expect(can.edit).toBe(as === 'procurement');
      }
    }
  });
});
