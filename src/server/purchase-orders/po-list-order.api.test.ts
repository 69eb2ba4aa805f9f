import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';

/**
 * The PO list's default order — newest first, then by id — read by the scopes' indexes (created_at
 * descending, id ascending; migration list_pages): POs created at the same moment come in id order,
 * page after page, for each visibility scope.
 */
type Scope = 'own' | 'department' | 'managerOwn' | 'elsewhere';
let t: TestApp, team: Team, other: Team, vendorId: string;
const made: { id: string; createdAt: Date; scope: Scope }[] = [];

beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  other = await createTeam(t);
  const where: Record<Scope, { department: string; requestorId: string }> = {
    own: { department: team.department, requestorId: team.employee.id },
    department: { department: team.department, requestorId: team.director.id },
    managerOwn: { department: other.department, requestorId: team.manager.id },
    elsewhere: { department: other.department, requestorId: other.employee.id },
  };
  const scopes = Object.keys(where) as Scope[];
  const base = Date.now() - 3_600_000;
  // 40 POs at 3 moments: most share their created_at with others, so the id orders them.
  for (let n = 0; n < 40; n++) {
    const scope = scopes[n % scopes.length]!;
    const req = await createRequisition(t, { ...where[scope], status: 'approved' });
    const createdAt = new Date(base + (n % 3) * 60_000);
    const id = `po-order-${String((n * 17) % 40).padStart(2, '0')}-${n}`;
    await createPurchaseOrder(t, {
      id,
      vendorId,
      department: where[scope].department,
      requisitionId: req.id,
      createdAt,
    });
    made.push({ id, createdAt, scope });
  }
});
afterAll(() => t.close());

const sees: Record<'employee' | 'manager' | 'procurement', (s: Scope) => boolean> = {
  employee: (s) => s === 'own',
  manager: (s) => s !== 'elsewhere',
  procurement: () => true,
};

async function list(as: Account, query: string) {
  const res = await t.request({ method: 'GET', url: `/api/purchase-orders?${query}`, as });
  expect(res.statusCode).toBe(200);
  return { ids: (res.json() as { id: string }[]).map((r) => r.id), total: res.headers['x-total-count'] };
}

describe('GET /api/purchase-orders default order', () => {
  for (const who of ['employee', 'manager', 'procurement'] as const) {
    it(`${who}: the visible POs newest first, ties by id, the same across pages`, async () => {
      const want = made
        .filter((p) => sees[who](p.scope))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((p) => p.id);
      expect(await list(team[who], 'limit=500')).toEqual({ ids: want, total: String(want.length) });
      const paged: string[] = [];
      for (let offset = 0; offset < want.length; offset += 3) {
        const page = await list(team[who], `limit=3&offset=${offset}`);
        expect(page.total).toBe(String(want.length));
        paged.push(...page.ids);
      }
      expect(paged).toEqual(want);
    });
  }
});
