import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../test/harness';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { pdfText } from '../test/pdf-text';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor, type Vendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { auditLog, settings } from '../db/schema/admin';
import { outbox } from '../db/schema/jobs';
import { DEFAULT_SMTP_FROM } from '../config/background';
import { createJobRunner } from '../jobs/runner';
import { mailDeliveryJob } from '../mail/deliver';
import { NO_VENDOR_EMAIL, PO_ISSUED_MAIL } from './pdf/mail';

/**
 * Issuing a PO mails the vendor's contact the PO as a PDF, through the outbox and a real SMTP
 * listener; the PO summary's download gives the same document. The PDFs are read back with a PDF
 * parser (test/pdf-text.ts), never by searching their bytes.
 */
const COMPANY = 'Zenith Test Works';
let t: TestApp, team: Team, vendor: Vendor, smtp: TestSmtp;
let requisitionId: string, contractId: string;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  smtp = await startTestSmtp();
  await t.database.db
    .insert(settings)
    .values({ key: 'companyName', value: COMPANY })
    .onConflictDoUpdate({ target: settings.key, set: { value: COMPANY } });
  vendor = await createVendor(t, {
    name: 'Halcyon Office Furnishings',
    contactName: 'Quinn Buyer-Desk',
    contactEmail: 'orders@halcyon.example',
    address: '42 Mill Road',
    city: 'Dayton',
    state: 'OH',
    zipCode: '45402',
  });
  contractId = (
    await createContract(t, { vendorId: vendor.id, endDate: '2031-12-31', title: 'Seating framework' })
  ).id;
  requisitionId = (
    await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'approved',
      dateNeededBy: '2030-01-15',
      shippingAddress: '9 Harbor Way, Floor 3',
    })
  ).id;
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

type PoOver = Partial<Parameters<typeof createPurchaseOrder>[1]>;
const newPo = (over: PoOver = {}) =>
  createPurchaseOrder(t, {
    vendorId: vendor.id,
    department: team.department,
    requisitionId,
    contractId,
    contractNumber: 'CTR-SEAT-9',
    description: 'Task chairs for the third floor',
    lines: [
      { description: 'Ergonomic task chair, mesh back', quantity: 10, unitPrice: '245.50' },
      { description: 'Chair mat for carpet', quantity: 10, unitPrice: '39.00' },
    ],
    ...over,
  });
const issue = (id: string) =>
  t.request({ method: 'POST', url: `/api/purchase-orders/${id}/issue`, as: team.procurement });
const download = (id: string, as = team.employee) =>
  t.request({ method: 'GET', url: `/api/purchase-orders/${id}/pdf`, as });
const deliver = () =>
  createJobRunner(t.database, { pollIntervalMs: 60_000, concurrency: 2, backoffBaseMs: 5 })
    .register(mailDeliveryJob({ smtpUrl: smtp.url, from: DEFAULT_SMTP_FROM }))
    .drain();
const issueAudit = async (id: string) =>
  (
    await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'purchase_order.issue')))
  ).map((a) => a.details);
const mailsOf = (id: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recordType, 'purchase-order'), eq(outbox.recordId, id)));

describe('issuing a PO e-mails the vendor a PDF of it', () => {
  it('the vendor contact receives subject, covering note and a PDF holding the order', async () => {
    const po = await newPo();
    const started = performance.now();
    const res = await issue(po.id);
    const issueMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().issuedAt).toBeTruthy();
    const [queued] = await mailsOf(po.id);
    expect(queued).toMatchObject({
      kind: PO_ISSUED_MAIL,
      status: 'queued',
      toAddresses: [vendor.contactEmail],
    });
    expect(await issueAudit(po.id)).toEqual([
      expect.objectContaining({ poNumber: po.poNumber, mailedTo: vendor.contactEmail, mailId: queued!.id }),
    ]);

    await deliver();
    const subject = `Purchase Order ${po.poNumber} from ${COMPANY}`;
    const mails = smtp.received.filter((m) => m.parsed.subject === subject);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.envelopeTo).toEqual(['orders@halcyon.example']);
    expect(mail.parsed.to && 'text' in mail.parsed.to ? mail.parsed.to.text : '').toContain(
      'orders@halcyon.example',
    );
    expect(mail.parsed.text).toContain('Dear Quinn Buyer-Desk,');
    expect(mail.parsed.text).toContain(`purchase order ${po.poNumber} from ${COMPANY} for $2,845.00`);
    expect(mail.parsed.text).toContain('Please deliver by 1/15/2030');
    expect(mail.parsed.attachments).toHaveLength(1);
    const pdf = mail.parsed.attachments[0]!;
    expect(pdf.filename).toBe(`${po.poNumber}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    const text = await pdfText(pdf.content);
    for (const expected of [
      COMPANY,
      'PURCHASE ORDER',
      po.poNumber,
      'Halcyon Office Furnishings',
      'Attn: Quinn Buyer-Desk',
      'Dayton, OH 45402',
      '9 Harbor Way, Floor 3',
      'Ergonomic task chair, mesh back',
      'Chair mat for carpet',
      '$245.50',
      '$2,455.00',
      'Total (USD) $2,845.00',
      'Payment Terms Net 30',
      'Delivery Date 1/15/2030',
      'Contract CTR-SEAT-9',
      'Seating framework',
      `Department ${team.department}`,
      'Requested By Erin',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await mailsOf(po.id))[0]).toMatchObject({ status: 'sent' });

    // The PO summary's download is the same document.
    const got = await download(po.id);
    expect(got.statusCode, got.body.slice(0, 200)).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(`attachment; filename="${po.poNumber}.pdf"`);
    expect(await pdfText(got.rawPayload)).toBe(text);
    console.info(`issue with PDF and mail: ${issueMs.toFixed(0)} ms (PDF ${pdf.content.length} bytes)`);
  });

  it('a vendor without a contact e-mail is issued to all the same, with no mail, and the audit says so', async () => {
    const silent = await createVendor(t, { contactEmail: null, contactName: 'Nobody' });
    const po = await newPo({ vendorId: silent.id, contractId: null, contractNumber: null });
    const res = await issue(po.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().issuedAt).toBeTruthy();
    expect(await mailsOf(po.id)).toEqual([]);
    expect(await issueAudit(po.id)).toEqual([expect.objectContaining({ mail: NO_VENDOR_EMAIL })]);
    expect((await download(po.id)).statusCode).toBe(200);
  });

  it('an issue refused (already issued) queues no second mail', async () => {
    const po = await newPo();
    expect((await issue(po.id)).statusCode).toBe(200);
    const again = await issue(po.id);
    expect(again.statusCode).toBe(409);
    expect(await mailsOf(po.id)).toHaveLength(1);
  });
});

describe('GET /api/purchase-orders/{id}/pdf', () => {
  it('is the PO for those who see it, by id or PO number; 404 to others', async () => {
    const po = await newPo();
    for (const as of [team.employee, team.manager, team.procurement, team.finance]) {
      const res = await download(po.id, as);
      expect(res.statusCode, `${as.email}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await download(po.poNumber)).statusCode).toBe(200);
    const other = await createTeam(t);
    for (const as of [other.employee, other.manager]) {
      const res = await download(po.id, as);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Purchase order not found' });
    }
  });

  it('a pending PO has no PDF yet: 409 with the reason', async () => {
    const po = await newPo({ status: 'pending' });
    const res = await t.request({
      method: 'GET',
      url: `/api/purchase-orders/${po.id}/pdf`,
      as: team.procurement,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: `${po.poNumber} is pending; a purchase order has a PDF once it is approved.`,
    });
  });

  it('a long order continues on further pages', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Shelf bracket size ${i + 1}`,
      quantity: 1,
      unitPrice: '5.00',
    }));
    const po = await newPo({ lines });
    const res = await download(po.id);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Page 2 of');
    expect(text).toContain('Shelf bracket size 60');
    expect(text).toContain('Total (USD) $300.00');
  });
});
