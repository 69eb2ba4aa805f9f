import { invoiceLines, invoices } from '../../db/schema/invoices';
import type { TestApp } from '../harness';
import { unique } from './unique';

export type InvoiceLineInput = {
  description: string;
  quantity: string;
  unitPrice: string;
  glCode: string;
  total: string;
  poLineId?: string;
};

/** An invoice written directly (pending, dated this year unless told otherwise), with its lines. */
export async function createInvoice(
  t: TestApp,
  i: Partial<typeof invoices.$inferInsert> & { vendorId: string },
  lines: InvoiceLineInput[] = [],
) {
  const id = i.id ?? unique('inv');
  const year = new Date().getFullYear();
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-${id}`,
      amount: '500.00',
      invoiceDate: `${year}-01-15`,
      dueDate: `${year}-02-15`,
      receivedDate: `${year}-01-16`,
      ...i,
      id,
    })
    .returning();
  if (lines.length) {
    await t.database.db
      .insert(invoiceLines)
      .values(lines.map((l, n) => ({ ...l, id: `${id}-line-${n + 1}`, invoiceId: id, lineNo: n + 1 })));
  }
  return row!;
}
