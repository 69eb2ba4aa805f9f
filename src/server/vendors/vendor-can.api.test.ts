import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorCan, VendorRequestCan } from '@shared/vendors/can';
import type { Account, TestApp } from '../test/harness';
import { membersOf, offeredActions } from '../test/can';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { submitVendorRequest, vendorRequestForm } from '../test/factories/vendor-requests';

/**
 * Vendor and vendor-request answers carry `can` from the vendor policies; the server then allows
 * exactly those actions (a fresh record per check; users who cannot see a request are skipped).
 */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const USERS = ['procurement', 'employee', 'finance'] as const;

describe('GET /api/vendor-requests/{id} `can.decide` is what the server allows', () => {
  const decisions = {
    approve: (id: string, as: Account) =>
      t.request({ method: 'POST', url: `/api/vendor-requests/${id}/approve`, as, payload: {} }),
    reject: (id: string, as: Account) =>
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
      const offered = await offeredActions({
        scenario: name,
        users: membersOf(team, USERS),
        actions: decisions,
        build: async () => {
          const { id } = await submitVendorRequest(t, team[s.by], vendorRequestForm());
          if (s.decided) expect((await decisions.reject(id, team.procurement)).statusCode).toBe(200);
          return id;
        },
        canOf: async (id, as) => {
          const view = await t.request({ method: 'GET', url: `/api/vendor-requests/${id}`, as });
          if (view.statusCode === 404) return null;
          const { decide } = (view.json() as { can: VendorRequestCan }).can;
          return { approve: decide, reject: decide };
        },
      });
      expect(offered).toEqual(s.expected.sort());
    });
  }
});

describe('GET /api/vendors/{id} `can`', () => {
  it('edit is what PATCH allows; shop follows the status', async () => {
    for (const status of ['active', 'inactive'] as const) {
      for (const who of USERS) {
        const as = team[who];
        const { id } = await createVendor(t, { status });
        const can = (
          (await t.request({ method: 'GET', url: `/api/vendors/${id}`, as })).json() as { can: VendorCan }
        ).can;
        expect(can.shop, `${status} ${who}`).toBe(status === 'active');
        const res = await t.request({
          method: 'PATCH',
          url: `/api/vendors/${id}`,
          as,
          payload: { contactName: 'Pat' },
        });
        expect(res.statusCode, `${who}: ${res.body}`).toBe(can.edit ? 200 : 403);
        expect(can.edit).toBe(who === 'procurement');
      }
    }
  });
});
