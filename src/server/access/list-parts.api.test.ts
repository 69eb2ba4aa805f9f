import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder, createPurchaseOrders } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { unique } from '../test/factories/unique';
import { LIST_COUNT_CAP, SEARCH_COUNT_CAP } from '../http/list';

/**
 * PO and invoice lists with `q` read each part of the visibility rule on its own (listPageByParts) and
 * test the text on `search_text` (textMatches): every page, in order, and the totals agree with one
 * direct query that restates the rule — for a department user with own records in another department,
 * an own-records user and an all-department user; ties in the sort broken by id.
 */
let t: TestApp, team: Team, other: Team, word: string, bulk: string;
let mine: { id: string };
beforeAll(async () => {
  let vendorId: string;
  ({ t, team, vendorId } = await createWorld());
  other = await createTeam(t);
  word = unique('Zq').toLowerCase();
  const named = (await createVendor(t, { name: `The ${word.toUpperCase()} Company` })).id;
  mine = await createRequisition(t, { requestorId: team.manager.id, department: other.department });
  const theirs = await createRequisition(t, { requestorId: team.employee.id, department: team.department });
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + (n % 9)));
  for (let n = 0; n < 40; n++) {
    const department = n % 3 === 0 ? other.department : team.department;
    const requisitionId = n % 7 === 0 ? mine.id : n % 5 === 0 ? theirs.id : undefined;
    const description = n % 2 === 0 ? `Chairs for the ${word.toUpperCase()} office` : 'Paper';
    const po = await createPurchaseOrder(t, {
      vendorId: n % 6 === 1 ? named : vendorId,
      department,
      requisitionId,
      description,
      contractNumber: n % 11 === 3 ? `C-${word}-9` : null,
      createdAt: day(n),
    });
    await createInvoice(t, {
      vendorId: po.vendorId,
      poId: po.id,
      description: n % 4 === 0 ? `Invoice about ${word}` : 'Services',
      invoiceDate: day(n + 3)
        .toISOString()
        .slice(0, 10),
    });
  }
  // More matches than the cap: the department's, plus the manager's own elsewhere.
  bulk = unique('bulk');
  await createPurchaseOrders(t, LIST_COUNT_CAP - 1, { vendorId, department: team.department });
  await t.database.db.execute(
    sql`update purchase_orders set description = ${bulk} where id like 'bulk%' and department = ${team.department}`,
  );
  for (const n of [1, 2])
    await createPurchaseOrder(t, {
      vendorId,
      department: other.department,
      requisitionId: mine.id,
      description: `${bulk} ${n}`,
    });
});
afterAll(() => t.close());

type Who = 'manager' | 'employee' | 'procurement';
const like = (text: string) => `%${text}%`;

/** The rule restated: all for procurement; own (requestor) for the employee; department or own for the manager. */
function visible(who: Who, requestor: string, department: string) {
  const user = team[who];
  if (who === 'procurement') return sql`true`;
  if (who === 'employee') return sql`${sql.raw(requestor)} = ${user.id}`;
  return sql`(${sql.raw(department)} = ${team.department} or ${sql.raw(requestor)} = ${user.id})`;
}

async function directPos(who: Who, text: string) {
  const rows = await t.database.db.execute(sql`select po.id from purchase_orders po
    join vendors v on v.id = po.vendor_id
    where ${visible(who, 'po.requestor_id', 'po.department')}
      and (po.po_number ilike ${like(text)} or po.description ilike ${like(text)}
        or po.contract_number ilike ${like(text)} or v.name ilike ${like(text)})
    order by po.created_at desc, po.id asc`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

async function directInvoices(who: Who, text: string) {
  const rows = await t.database.db.execute(sql`select i.id from invoices i
    join vendors v on v.id = i.vendor_id left join purchase_orders po on po.id = i.po_id
    where ${visible(who, 'i.po_requestor_id', 'i.po_department')}
      and (i.invoice_number ilike ${like(text)} or i.description ilike ${like(text)}
        or po.po_number ilike ${like(text)} or v.name ilike ${like(text)})
    order by i.invoice_date desc, i.id asc`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

async function page(who: Who, path: string, query: string) {
  const res = await t.request({ method: 'GET', url: `/api/${path}?${query}`, as: team[who] });
  expect(res.statusCode).toBe(200);
  return {
    ids: (res.json() as { id: string }[]).map((r) => r.id),
    total: Number(res.headers['x-total-count']),
    capped: res.headers['x-total-count-capped'] === 'true',
  };
}

/** Every page of `limit` rows, in order, and each page's total, against the direct query. */
async function expectPagesAgree(who: Who, path: string, text: string, expected: string[], limit: number) {
  const seen: string[] = [];
  for (let offset = 0; offset <= expected.length; offset += limit) {
    const got = await page(who, path, `limit=${limit}&offset=${offset}&q=${encodeURIComponent(text)}`);
    expect(got.total).toBe(expected.length);
    seen.push(...got.ids);
  }
  expect(seen).toEqual(expected);
}

describe('list search by visibility parts', () => {
  for (const who of ['manager', 'employee', 'procurement'] as const) {
    it(`POs: pages, order and totals agree with the rule (${who})`, async () => {
      const expected = await directPos(who, word);
      expect(expected.length).toBeGreaterThan(who === 'employee' ? 2 : 10);
      await expectPagesAgree(who, 'purchase-orders', word.toUpperCase(), expected, 4);
    });

    it(`invoices: pages, order and totals agree with the rule (${who})`, async () => {
      const expected = await directInvoices(who, word);
      expect(expected.length).toBeGreaterThan(who === 'employee' ? 1 : 5);
      await expectPagesAgree(who, 'invoices', word, expected, 3);
    });
  }

  it("the manager's own records of another department are listed and counted", async () => {
    const expected = await directPos('manager', word);
    const got = await page('manager', 'purchase-orders', `limit=100&q=${word}`);
    expect(got.ids).toEqual(expected);
    const own = await t.database.db.execute(
      sql`select count(*)::int as n from purchase_orders where requestor_id = ${team.manager.id}
        and department <> ${team.department} and description ilike ${like(word)}`,
    );
    expect((own as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });

  it('past the cap across parts: capped total; deep pages the same rows as the direct query', async () => {
    const expected = await directPos('manager', bulk);
    expect(expected).toHaveLength(LIST_COUNT_CAP + 1);
    const first = await page('manager', 'purchase-orders', `limit=10&q=${bulk}`);
    expect(first).toEqual({ ids: expected.slice(0, 10), total: SEARCH_COUNT_CAP, capped: true });
    for (const offset of [990, 995]) {
      const deep = await page('manager', 'purchase-orders', `limit=10&offset=${offset}&q=${bulk}`);
      expect(deep.ids).toEqual(expected.slice(offset, offset + 10));
    }
  });

  it('the count adds the parts up: one part below the search cap, both past it', async () => {
    const few = unique('few');
    const vendorId = (await createVendor(t)).id;
    await createPurchaseOrders(t, SEARCH_COUNT_CAP - 1, { vendorId, department: team.department });
    await t.database.db.execute(
      sql`update purchase_orders set description = ${few} where vendor_id = ${vendorId} and id like 'bulk%'`,
    );
    const below = await page('manager', 'purchase-orders', `limit=10&q=${few}`);
    expect(below).toMatchObject({ total: SEARCH_COUNT_CAP - 1, capped: false });
    for (const n of [1, 2])
      await createPurchaseOrder(t, {
        vendorId,
        department: other.department,
        requisitionId: mine.id,
        description: `${few} ${n}`,
      });
    const expected = await directPos('manager', few);
    expect(expected).toHaveLength(SEARCH_COUNT_CAP + 1);
    const first = await page('manager', 'purchase-orders', `limit=10&q=${few}`);
    expect(first).toEqual({ ids: expected.slice(0, 10), total: SEARCH_COUNT_CAP, capped: true });
  });

  it('text across two fields does not match (the search text joins them with a separator)', async () => {
    const po = await createPurchaseOrder(t, {
      vendorId: (await createVendor(t)).id,
      department: team.department,
      description: `ends with ${word}xy`,
      contractNumber: `ab${word}`,
    });
    const got = await page(
      'procurement',
      'purchase-orders',
      `limit=50&q=${encodeURIComponent(`xy\u001fab`)}`,
    );
    expect(got.ids).not.toContain(po.id);
    const single = await page('procurement', 'purchase-orders', `limit=50&q=${word}xy`);
    expect(single.ids).toContain(po.id);
  });
});
