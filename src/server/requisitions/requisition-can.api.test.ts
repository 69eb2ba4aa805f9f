import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RequisitionCan } from '@shared/requisitions/can';
import type { Account, TestApp } from '../test/harness';
import { membersOf, offeredActions } from '../test/can';
import { requisitions } from '../db/schema/requisitions';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { PDF, multipart } from '../test/factories/multipart';
import { requestForm, submitRequest } from '../test/factories/requisitions';

/**
 * GET /api/requisitions/{id} answers `can` from the requisition policies; the server then allows
 * exactly those actions. Each check builds a fresh request of the team's employee (an unknown vendor,
 * so approval raises no PO) in the given status, reads `can` as the user, and tries the action.
 */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

async function build(status: string): Promise<string> {
  const form = requestForm(
    { department: team.department, lines: [{ description: 'Chair', quantity: 1, unitPrice: 90 }] },
    { status: 'draft', vendorId: null, vendorName: 'Local Seating Co' },
  );
  const { id } = await submitRequest(t, team.employee, form);
  if (status !== 'draft')
    await t.database.db.update(requisitions).set({ status }).where(eq(requisitions.id, id));
  return id;
}

const ACTIONS: Record<keyof RequisitionCan, (id: string, as: Account) => ReturnType<TestApp['request']>> = {
  edit: (id, as) =>
    t.request({ method: 'PATCH', url: `/api/requisitions/${id}`, as, payload: { title: 'Chairs' } }),
  submit: (id, as) =>
    t.request({ method: 'PATCH', url: `/api/requisitions/${id}`, as, payload: { status: 'pending' } }),
  attach: (id, as) =>
    t.request({
      method: 'POST',
      url: `/api/requisitions/${id}/attachments`,
      as,
      ...multipart({}, [{ name: 'quote.pdf', type: 'application/pdf', content: PDF }]),
    }),
};
const USERS = ['employee', 'manager', 'procurement'] as const;
const EXPECTED: Record<string, string[]> = {
  draft: ['employee:edit', 'employee:submit', 'employee:attach'],
  returned: ['employee:edit', 'employee:submit', 'employee:attach'],
  pending: ['employee:attach'],
  approved: [],
};

describe('GET /api/requisitions/{id} `can` is what the server allows', () => {
  for (const status of Object.keys(EXPECTED)) {
    it(status, async () => {
      const offered = await offeredActions({
        scenario: status,
        users: membersOf(team, USERS),
        actions: ACTIONS,
        build: () => build(status),
        canOf: async (id, as, who) => {
          const detail = await t.request({ method: 'GET', url: `/api/requisitions/${id}`, as });
          // Others' drafts are out of sight (404), like missing: nothing to offer there.
          if (who !== 'employee' && detail.statusCode === 404) return null;
          expect(detail.statusCode, `${who} sees it`).toBe(200);
          return (detail.json() as { can: RequisitionCan }).can;
        },
      });
      expect(offered).toEqual(EXPECTED[status]!.sort());
    });
  }
});
