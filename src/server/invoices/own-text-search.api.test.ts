import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { createTestApp, type TestApp } from '../test/harness';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoices } from '../test/factories/invoices';
import { planNodes, planOf } from '../test/plan';
import { invoices } from '../db/schema/invoices';
import { visibleInvoices } from '../access/invoices';
import { textMatches } from '../lib/text-match';

/**
 * An own-records user's text search reads their matching invoices from one GIN index on
 * (po_requestor_id, search_text) (btree_gin, migration 0040), instead of intersecting all their
 * invoices with every invoice of the table that holds the word (decision 022). PostgreSQL only: on
 * PGlite, which does not load btree_gin, the answer is the same and the plan is not checked.
 */
let t: TestApp;
let team: Team;
let employee: SessionUser;
const word = 'laptop';
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  const vendor = await createVendor(t);
  // Eight requesters' POs; 8,000 invoices spread over them, one in 25 naming the word. Analysed.
  const requesters = Object.values(team).filter((m) => typeof m === 'object');
  const poIds: string[] = [];
  for (const member of requesters) {
    const req = await createRequisition(t, { requestorId: member.id, department: team.department });
    const po = await createPurchaseOrder(t, {
      vendorId: vendor.id,
      department: team.department,
      requisitionId: req.id,
    });
    poIds.push(po.id);
  }
  await createInvoices(t, 8000, { poIds, word: { text: 'Laptop stand', every: 25 } });
  employee = (await t.request({ method: 'GET', url: '/api/auth/me', as: team.employee })).json();
});
afterAll(() => t.close());

describe("an own-records user's invoice text search", () => {
  it('answers their invoices holding the word, newest first', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/invoices?limit=25&q=${word}`,
      as: team.employee,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { description: string; invoiceDate: string }[];
    // 8,000 / 25 = 320 invoices hold the word, 40 of them the employee's (one requester of eight).
    expect(res.headers['x-total-count']).toBe('40');
    expect(rows).toHaveLength(25);
    for (const row of rows) expect(row.description).toMatch(/^Laptop stand/);
    const dates = rows.map((r) => r.invoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  // The index is PostgreSQL's only: PGlite does not load btree_gin (decision 022).
  it.skipIf(!process.env.TEST_DATABASE_URL)('reads the requester and the word from one index', async () => {
    const query = t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          visibleInvoices(employee),
          textMatches(invoices.searchText, [invoices.invoiceNumber, invoices.description], `%${word}%`),
        ),
      )
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .limit(25);
    const nodes = planNodes(await planOf(t.database.db, query, ['seqscan']));
    const conditions = nodes.flatMap((n) => (n['Index Cond'] ? [n['Index Cond']] : []));
    expect(conditions.some((c) => c.includes('po_requestor_id =') && c.includes('search_text ~~'))).toBe(
      true,
    );
    // Not the user's invoices and the word's matches read apart and intersected.
    expect(nodes.some((n) => n['Node Type'] === 'BitmapAnd')).toBe(false);
  });
});
