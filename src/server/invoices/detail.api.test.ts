import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { unique } from '../test/factories/unique';
import { expectOneStatementReading, statementsSent } from '../test/statements';
import { storeFiles, storedFile } from '../test/factories/attachments';
import { invoiceLines } from '../db/schema/invoices';
import { eq } from 'drizzle-orm';

/** The invoice detail reads its lines and stored files in the row's one statement. */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

describe('GET /api/invoices/{id}', () => {
  it('answers the lines with their match results and the stored files, read in one statement', async () => {
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      lines: [{ description: 'Toner', quantity: 4, unitPrice: '62.50' }],
    });
    const invoice = await createInvoice(t, { vendorId, poId: po.id }, [
      { description: 'Toner', quantity: '2.5', unitPrice: '62.50', glCode: '4000-001', total: '156.25', poLineId: po.lineIds[0] },
      { description: 'Freight', quantity: '1', unitPrice: '12.00', glCode: '4000-009', total: '12.00' },
    ]); // prettier-ignore
    const result = { ok: false, reasons: ['Quantity exceeds received'] };
    await t.database.db
      .update(invoiceLines)
      .set({ matchResult: result })
      .where(eq(invoiceLines.id, `${invoice.id}-line-1`));
    await storeFiles(t, [
      storedFile('invoice', invoice.id, 'scan-2.pdf', new Date('2026-05-02T10:00:00.123Z')),
      storedFile('invoice', invoice.id, 'scan-1.pdf', new Date('2026-05-01T10:00:00Z')),
      storedFile('invoice', unique('inv'), 'other.pdf', new Date('2026-04-01T10:00:00Z')),
    ]);

    const sent = await statementsSent(t, () =>
      t.request({ method: 'GET', url: `/api/invoices/${invoice.id}`, as: team.procurement }),
    );
    const res = sent.out;
    expect(res.statusCode).toBe(200);
    expectOneStatementReading(t, sent, /invoice_lines|attachments/);
    const body = res.json();
    expect(body.items).toEqual([
      { lineNo: 1, poLineId: po.lineIds[0], description: 'Toner', quantity: 2.5, unitPrice: '62.50', glCode: '4000-001', total: '156.25', matchResult: result },
      { lineNo: 2, poLineId: null, description: 'Freight', quantity: 1, unitPrice: '12.00', glCode: '4000-009', total: '12.00', matchResult: null },
    ]); // prettier-ignore
    expect(body.attachmentFiles).toEqual([
      expect.objectContaining({ fileName: 'scan-1.pdf', size: 3, mimeType: 'application/pdf', createdAt: '2026-05-01T10:00:00.000Z' }),
      expect.objectContaining({ fileName: 'scan-2.pdf', createdAt: '2026-05-02T10:00:00.123Z' }),
    ]); // prettier-ignore
    expect(body.poStatus).toBe('approved');
  });
});
