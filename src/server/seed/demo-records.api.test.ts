import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { newVendorRequestSchema } from '@shared/vendors/schemas';
import { isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { demoAccount } from '../test/factories/demo';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { vendorRequests } from '../db/schema/vendors';

/**
 * Records of the demo data set that screens show on first start, found by what they are (their
 * description): the office-supplies blanket at work through its releases, the monitor refresh's
 * partial receipt, the invoices' stored files and the vendor requests' document names.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const procurement = demoAccount('Procurement Manager');
const finance = demoAccount('Finance Director');
const legal = demoAccount('Legal Counsel');
const employee = demoAccount('Employee');
const poDescribed = async (description: string) =>
  (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.description, description)))[0]!;

describe('the seeded blanket PO', () => {
  it('is in progress because it has releases, and receives no goods itself', async () => {
    const blanket = await poDescribed('Office supplies blanket PO — paper, toner and writing instruments');
    const seeded = (
      await t.request({ method: 'GET', url: `/api/purchase-orders/${blanket.id}`, as: procurement })
    ).json();
    expect(seeded).toMatchObject({ isBlanketPO: true, status: 'in-progress' });
    const releases = await t.request({
      method: 'GET',
      url: `/api/purchase-orders?parentPoId=${blanket.id}`,
      as: procurement,
    });
    const rows = releases.json() as { status: string }[];
    expect(rows.filter((r) => r.status !== 'cancelled' && r.status !== 'rejected').length).toBeGreaterThan(0);
    const refused = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${blanket.id}/receipts`,
      as: procurement,
      payload: { receivedDate: isoDate(new Date()), lines: [{ poLineId: seeded.lines[0].id, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('received against its releases');
  });
});

describe('the seeded monitor refresh', () => {
  it('shows its partial receipt with the employee who received it', async () => {
    const po = await poDescribed('Monitor and docking station refresh for IT staff');
    const res = await t.request({
      method: 'GET',
      url: `/api/purchase-orders/${po.poNumber}/receipts`,
      as: procurement,
    });
    expect(res.json()[0]).toMatchObject({
      receivedBy: `${employee.first} ${employee.last}`,
      notes: 'Partial shipment: 40 of 60 monitors and docks.',
    });
  });
});

describe('demo invoice attachments', () => {
  it('are stored files: every seeded name downloads as a valid document naming the invoice', async () => {
    const [seeded] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.description, 'ERP advisory services — month 1'));
    const detail = (
      await t.request({ method: 'GET', url: `/api/invoices/${seeded!.id}`, as: finance })
    ).json();
    const names = detail.attachmentFiles.map((f: { fileName: string }) => f.fileName);
    expect(names).toEqual(detail.attachments);
    expect(names).toEqual([`${detail.invoiceNumber}.pdf`, 'Deloitte_Timesheets_M1.xlsx']);
    for (const file of detail.attachmentFiles as { id: string; fileName: string; size: number }[]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/invoices/${seeded!.id}/attachments/${file.id}`,
        as: legal,
      });
      expect(res.statusCode, file.fileName).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename="${file.fileName}"`);
      expect(res.rawPayload.length).toBe(file.size);
      // Stored uncompressed: the invoice number is readable in both kinds of file.
      expect(res.rawPayload.includes(detail.invoiceNumber)).toBe(true);
      if (file.fileName.endsWith('.pdf')) {
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(res.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
      } else {
        expect(res.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        expect(res.rawPayload.includes('xl/worksheets/sheet1.xml')).toBe(true);
      }
    }
    // Every demo invoice's names are all downloadable.
    const all = (await t.request({ method: 'GET', url: '/api/invoices?limit=500', as: finance })).json();
    expect(all.length).toBeGreaterThan(10);
    for (const inv of all) {
      const one = (await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, as: finance })).json();
      expect(
        one.attachmentFiles.map((f: { fileName: string }) => f.fileName),
        inv.id,
      ).toEqual(inv.attachments);
    }
  });
});

describe('the demo vendor requests', () => {
  it('name only documents the onboarding form accepts', async () => {
    const names = newVendorRequestSchema.pick({ w9Document: true, supportingDocuments: true });
    const seeded = await t.database.db
      .select({
        companyName: vendorRequests.companyName,
        w9Document: vendorRequests.w9Document,
        supportingDocuments: vendorRequests.supportingDocuments,
      })
      .from(vendorRequests)
      .where(like(vendorRequests.companyName, '%GreenLeaf%'));
    expect(seeded).toHaveLength(1);
    for (const row of await t.database.db.select().from(vendorRequests)) {
      const parsed = names.safeParse(row);
      expect(parsed.error?.issues, row.companyName).toBeUndefined();
    }
  });
});
