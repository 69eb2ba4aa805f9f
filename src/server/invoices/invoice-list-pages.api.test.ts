import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceStatus, MatchStatus } from '@shared/invoices/schemas';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

/**
 * The invoice list's status and match filters inside each visibility scope (own, department, all),
 * read by the scope's composite indexes (migration list_pages): the same rows, in the same order
 * (invoice date newest first, then id), page after page, with the same totals.
 */
type Row = { id: string; status: InvoiceStatus; match: MatchStatus; date: string; scope: Scope };
type Scope = 'own' | 'department' | 'managerOwn' | 'elsewhere' | 'noPo';

let t: TestApp, team: Team, other: Team, vendorId: string;
const rows: Row[] = [];

/** A PO of the department raised from a request of `requestorId`. */
async function poOf(department: string, requestorId: string) {
  const req = await createRequisition(t, { requestorId, department, status: 'approved' });
  return (await createPurchaseOrder(t, { vendorId, department, requisitionId: req.id })).id;
}

beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  other = await createTeam(t);
  const pos: Record<Exclude<Scope, 'noPo'>, string> = {
    own: await poOf(team.department, team.employee.id),
    department: await poOf(team.department, team.director.id),
    managerOwn: await poOf(other.department, team.manager.id),
    elsewhere: await poOf(other.department, other.employee.id),
  };
  const statuses: InvoiceStatus[] = ['pending', 'paid', 'approved', 'pending', 'on-hold', 'paid'];
  const matches: MatchStatus[] = ['exception', 'matched', 'pending', 'pending', 'exception'];
  const scopes: Scope[] = ['own', 'department', 'managerOwn', 'elsewhere', 'noPo'];
  // 60 invoices over 4 dates: many share a date, so the id decides their order.
  for (let n = 0; n < 60; n++) {
    const scope = scopes[n % scopes.length]!;
    const row = {
      status: statuses[n % statuses.length]!,
      match: matches[Math.floor(n / 5) % matches.length]!,
      date: `2026-0${1 + (n % 4)}-1${n % 3}`,
      scope,
    };
    const inv = await createInvoice(t, {
      vendorId,
      poId: scope === 'noPo' ? null : pos[scope],
      status: row.status,
      threeWayMatchStatus: row.match,
      invoiceDate: row.date,
    });
    rows.push({ ...row, id: inv.id });
  }
});
afterAll(() => t.close());

const sees: Record<'employee' | 'manager' | 'procurement', (r: Row) => boolean> = {
  employee: (r) => r.scope === 'own',
  manager: (r) => r.scope === 'own' || r.scope === 'department' || r.scope === 'managerOwn',
  procurement: () => true,
};

const expected = (who: keyof typeof sees, keep: (r: Row) => boolean) =>
  rows
    .filter((r) => sees[who](r) && keep(r))
    .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1))
    .map((r) => r.id);

async function list(as: Account, query: string) {
  const res = await t.request({ method: 'GET', url: `/api/invoices?${query}`, as });
  expect(res.statusCode).toBe(200);
  return { ids: (res.json() as { id: string }[]).map((r) => r.id), total: res.headers['x-total-count'] };
}

const FILTERS: [string, (r: Row) => boolean][] = [
  ['', () => true],
  ['status=pending', (r) => r.status === 'pending'],
  ['status=paid', (r) => r.status === 'paid'],
  ['threeWayMatchStatus=exception', (r) => r.match === 'exception'],
  ['threeWayMatchStatus=pending', (r) => r.match === 'pending'],
  ['status=pending&threeWayMatchStatus=exception', (r) => r.status === 'pending' && r.match === 'exception'],
];

describe('GET /api/invoices filters within each scope', () => {
  for (const who of ['employee', 'manager', 'procurement'] as const) {
    for (const [filter, keep] of FILTERS) {
      it(`${who}: ${filter || 'no filter'} — the visible matches, newest first, then by id, page by page`, async () => {
        const want = expected(who, keep);
        expect(want.length).toBeGreaterThan(0);
        const all = await list(team[who], `${filter}&limit=500`);
        expect(all).toEqual({ ids: want, total: String(want.length) });
        const paged: string[] = [];
        for (let offset = 0; offset < want.length; offset += 4) {
          const page = await list(team[who], `${filter}&limit=4&offset=${offset}`);
          expect(page.total).toBe(String(want.length));
          paged.push(...page.ids);
        }
        expect(paged).toEqual(want);
      });
    }
  }
});
