import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { loadScale, type LoadReport } from './load';
import { secondaryIndexes } from './indexes';
import { parseScaleArgs } from './main';
import { checkForeignKeys, deferForeignKeyChecks } from './foreign-keys';

const FACTOR = 0.001;
let database: Database;
let report: LoadReport;

const one = async (query: string) => {
  const [row] = await queryRows<{ n: string | number }>(database.db, sql.raw(query));
  return Number(row?.n);
};

beforeAll(async () => {
  database = await openDatabase({});
  report = await loadScale(database, { factor: FACTOR });
}, 300_000);

afterAll(async () => {
  await database?.close();
});

describe('scale loader at a tiny factor (PGlite)', () => {
  it('loads the shape: the counts of each kind of row', async () => {
    const s = report.shape;
    expect(await one(`select count(*) as n from vendors where contact_email like '%@vendor%.example'`)).toBe(
      s.vendors,
    );
    expect(await one(`select count(*) as n from catalog_items where id like 'cat-s%'`)).toBe(s.catalogItems);
    expect(await one(`select count(*) as n from contracts where contact_person = 'Contracts Desk'`)).toBe(
      s.contracts,
    );
    expect(
      await one(`select count(distinct requisition_id) as n from requisition_items where id like 'ri-s%'`),
    ).toBe(s.requisitions);
    expect(
      await one(`select count(distinct purchase_order_id) as n from po_lines where id like 'pol-s%'`),
    ).toBe(s.purchaseOrders);
    expect(await one(`select count(*) as n from invoices where invoice_number like 'VI-%'`)).toBe(s.invoices);
    expect(
      await one(`select count(distinct invoice_id) as n from invoice_lines where id like 'invl-s%'`),
    ).toBe(s.invoices);
    expect(
      await one(`select count(*) as n from goods_receipts where id like 'gr-s%'`),
    ).toBeGreaterThanOrEqual(s.receipts);
    expect(await one(`select count(*) as n from messages where thread_id like 'thread-s%'`)).toBe(s.messages);
    expect(await one(`select count(*) as n from users where id like 'user-s%'`)).toBe(
      s.peoplePerDepartment * 8,
    );
    const lines = await one(`select count(*) as n from invoice_lines where id like 'invl-s%'`);
    expect(lines).toBeGreaterThanOrEqual(s.invoices);
    expect(lines).toBeLessThanOrEqual(3 * s.invoices);
    expect(report.rows.invoices).toBe(await one(`select count(*) as n from invoices`));
  });

  it('keeps the records consistent with each other', async () => {
    // Each invoice line bills a line of its invoice's PO; the invoice is the PO vendor's, after a receipt.
    expect(
      await one(`select count(*) as n from invoice_lines il join invoices i on i.id = il.invoice_id
      join po_lines pl on pl.id = il.po_line_id where pl.purchase_order_id is distinct from i.po_id`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from invoices i join purchase_orders p on p.id = i.po_id
      where i.vendor_id <> p.vendor_id or (i.invoice_number like 'VI-%' and p.status not in ('in-progress', 'completed'))`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from invoices where invoice_number like 'VI-%'
      and not exists (select 1 from goods_receipts g where g.purchase_order_id = invoices.po_id)`),
    ).toBe(0);
    // Amounts are the sums of their lines.
    expect(
      await one(`select count(*) as n from invoices i where i.invoice_number like 'VI-%'
      and i.amount <> (select sum(total) from invoice_lines l where l.invoice_id = i.id)`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from purchase_orders p where exists (select 1 from po_lines l where l.id like 'pol-s%' and l.purchase_order_id = p.id)
      and p.amount <> (select sum(total) from po_lines l where l.purchase_order_id = p.id)`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from requisitions r where exists (select 1 from requisition_items i where i.id like 'ri-s%' and i.requisition_id = r.id)
      and r.total_amount <> (select sum(total) from requisition_items i where i.requisition_id = r.id)`),
    ).toBe(0);
    // Receipts: every received PO has one, no other PO does; receipt lines are the PO's lines.
    expect(
      await one(`select count(*) as n from purchase_orders p where p.id in (select purchase_order_id from po_lines where id like 'pol-s%')
      and (p.status in ('in-progress', 'completed')) <> exists (select 1 from goods_receipts g where g.purchase_order_id = p.id)`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from goods_receipt_lines gl join goods_receipts g on g.id = gl.receipt_id
      join po_lines pl on pl.id = gl.po_line_id where pl.purchase_order_id <> g.purchase_order_id`),
    ).toBe(0);
    // POs raised from requisitions: approved ones, with the requisition's requester and department.
    expect(
      await one(`select count(*) as n from purchase_orders p join requisitions r on r.id = p.requisition_id
      where p.id in (select purchase_order_id from po_lines where id like 'pol-s%') and (r.status <> 'approved' or r.department <> p.department)`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from purchase_orders p where p.id in (select purchase_order_id from po_lines where id like 'pol-s%')
      and (p.requisition_id is null or not exists (select 1 from po_workflow_steps w where w.purchase_order_id = p.id))`),
    ).toBe(0);
    // Mailbox entries carry their message's timestamp (the Messages list's order; migration list_pages).
    expect(
      await one(`select count(*) as n from mailbox_entries e join messages m on m.id = e.message_id
      where e.message_at is distinct from m.timestamp`),
    ).toBe(0);
  });

  it('gives requisitions approval chains: pending ones one pending step, approved ones completed steps', async () => {
    expect(
      await one(`select count(*) as n from requisitions r join approval_requests a on a.subject_id = r.id
      where a.id like 'apr-s%' and r.status = 'pending'
      and (select count(*) from approval_steps s where s.approval_request_id = a.id and s.status = 'pending') <> 1`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from approval_steps s join approval_requests a on a.id = s.approval_request_id
      where a.id like 'apr-s%' and a.status = 'approved' and s.status <> 'completed'`),
    ).toBe(0);
    // Not vacuous: chains with steps were loaded (at this factor a pending request is rare — ~1 in 100 —
    // so the count of pending ones may be 0; the rules above hold for whichever there are).
    expect(
      await one(
        `select count(*) as n from approval_requests a where a.id like 'apr-s%'
        and exists (select 1 from approval_steps s where s.approval_request_id = a.id)`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await one(`select count(*) as n from requisitions r where r.status <> 'draft'
      and r.id in (select requisition_id from requisition_items where id like 'ri-s%')
      and not exists (select 1 from approval_requests a where a.subject_id = r.id)`),
    ).toBe(0);
  });

  it('gives the demo accounts their share, rebuilds the indexes and moves the sequences past the loaded ids', async () => {
    // Requesters are picked among all ~200 people (the demo employee and the IT department among them).
    const loaded = `id in (select requisition_id from requisition_items where id like 'ri-s%')`;
    expect(
      await one(`select count(distinct requestor_id) as n from requisitions where ${loaded}`),
    ).toBeGreaterThan(40);
    expect(
      await one(`select count(*) as n from requisitions where department = 'IT' and ${loaded}`),
    ).toBeGreaterThan(0);
    expect(
      await one(
        `select count(*) as n from users where email = 'employee@procura.test' and password_hash <> '!'`,
      ),
    ).toBe(1);
    const names = (await secondaryIndexes(database.db)).map((i) => i.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'invoices_status_idx',
        'approval_steps_order_uq',
        'requisitions_title_trgm_idx',
      ]),
    );
    expect(
      await one(
        `select nextval('invoice_id_seq') - (select max(substring(id from '^inv-([0-9]+)$')::int) from invoices) as n`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await one(
        `select nextval('po_id_seq') - (select max(substring(id from '^po-([0-9]+)$')::int) from purchase_orders) as n`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await one(
        `select nextval('po_number_seq') - (select max(substring(po_number from '^PO-([0-9]+)$')::int) from purchase_orders) as n`,
      ),
    ).toBeGreaterThan(0);
    const year = new Date().getFullYear();
    expect(
      await one(
        `select nextval('requisition_${year}_seq') - (select max(substring(id from '^REQ-${year}-([0-9]+)$')::int) from requisitions) as n`,
      ),
    ).toBeGreaterThan(0);
  });

  it('loads RFPs with invitations, sealed-then-compared responses and awards to the cheapest', async () => {
    expect(await one(`select count(*) as n from rfps where description like 'Request for proposal: %'`)).toBe(
      report.shape.rfps,
    );
    // 2–6 invitations each; sent ones carry a token; responses only where bidding was open.
    expect(
      await one(`select count(*) as n from (select r.id, count(v.*) as c from rfps r left join rfp_vendors v on v.rfp_id = r.id
      where r.description like 'Request for proposal: %' group by r.id) x where c not between 2 and 6`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from rfp_vendors v join rfps r on r.id = v.rfp_id
      where r.description like 'Request for proposal: %' and (r.status = 'draft') <> (v.token_hash is null)`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from rfps r where r.description like 'Request for proposal: %'
      and (r.status in ('responses', 'closed')) <> exists (select 1 from rfp_responses p where p.rfp_id = r.id and p.status = 'submitted')`),
    ).toBe(0);
    // Drafts are ahead of their deadline; bidding closed exactly for the sent ones past it.
    expect(
      await one(`select count(*) as n from rfps where description like 'Request for proposal: %'
      and ((status = 'draft' and deadline < current_date) or ((bidding_closed_at is not null) <> (status <> 'draft' and closes_at <= now())))`),
    ).toBe(0);
    // Every closed RFP is awarded to its cheapest response, whose vendor and amount it records.
    expect(
      await one(`select count(*) as n from rfps r where r.description like 'Request for proposal: %' and r.status = 'closed'
      and not exists (select 1 from rfp_responses p where p.id = r.awarded_response_id and p.rfp_id = r.id
        and p.amount = r.awarded_amount and p.amount = (select min(amount) from rfp_responses q where q.rfp_id = r.id))`),
    ).toBe(0);
    expect(
      await one(
        `select count(*) as n from rfps where description like 'Request for proposal: %' and status = 'closed'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await one(
        `select nextval('rfp_id_seq') - (select max(substring(id from '^rfp-([0-9]+)$')::int) from rfps) as n`,
      ),
    ).toBeGreaterThan(0);
  });

  it('finds a dangling reference left while the per-row checks were off', async () => {
    expect(await checkForeignKeys(database.db)).toBeGreaterThan(20);
    expect(await deferForeignKeyChecks(database.db)).toBe(true);
    await database.db.execute(
      sql`update invoice_lines set po_line_id = 'pol-missing' where id = 'invl-s1-1'`,
    );
    await expect(checkForeignKeys(database.db)).rejects.toThrow(/invoice_lines_po_line_id/);
    await database.db.execute(
      sql`update invoice_lines set po_line_id = (select min(id) from po_lines) where id = 'invl-s1-1'`,
    );
  });

  it('refuses a database that holds rows unless told to reset it', async () => {
    await expect(loadScale(database, { factor: FACTOR })).rejects.toThrow(/already holds rows/);
  });

  it('reads its options from the command line and the environment', () => {
    expect(parseScaleArgs([], {})).toBeUndefined();
    expect(() => parseScaleArgs(['--scale'], {})).toThrow(/BENCH_DATABASE_URL/);
    expect(parseScaleArgs(['--scale'], { BENCH_DATABASE_URL: 'postgres://x/y' })).toMatchObject({
      factor: 1,
      loadOnly: false,
    });
    expect(
      parseScaleArgs(['--scale=0.1', '--load-only'], { BENCH_DATABASE_URL: 'postgres://x/y' }),
    ).toMatchObject({ factor: 0.1, loadOnly: true });
    expect(parseScaleArgs([], { BENCH_SCALE: '0.1', BENCH_DATABASE_URL: 'postgres://x/y' })).toMatchObject({
      factor: 0.1,
    });
    expect(parseScaleArgs(['--pglite', '/tmp/x'], {})).toMatchObject({ factor: 0.1, pgliteDir: '/tmp/x' });
  });
});
