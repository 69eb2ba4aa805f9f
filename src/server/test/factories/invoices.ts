import { sql } from 'drizzle-orm';
import { invoiceLines, invoices } from '../../db/schema/invoices';
import { purchaseOrders } from '../../db/schema/purchase-orders';
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

/**
 * `count` invoices in one set-based insert, spread round-robin over `poIds` (each invoice with its
 * PO's vendor), dated over 300 days of 2026, then analysed: for plans and counts at more than a page.
 * Each is described "Printer paper <n>", or every `word.every`-th "<word.text> <n>".
 */
export async function createInvoices(
  t: TestApp,
  count: number,
  p: { poIds: string[]; word?: { text: string; every: number } },
): Promise<void> {
  const prefix = unique('bulk');
  const described = p.word
    ? sql`case when g % ${p.word.every} = 0 then ${p.word.text} || ' ' || g else 'Printer paper ' || g end`
    : sql`'Printer paper ' || g`;
  await t.database.db.execute(sql`
    insert into ${invoices} (id, invoice_number, vendor_id, po_id, description, amount, invoice_date, due_date, received_date)
    select ${prefix} || '-' || g, 'INV-' || ${prefix} || '-' || g, po.vendor_id, po.id, ${described}, 10,
      date '2026-01-01' + (g % 300), date '2026-03-01', date '2026-01-02'
    from generate_series(1, ${count}::int) g
    join ${purchaseOrders} po on po.id = (${sql.param(p.poIds)}::text[])[1 + g % ${p.poIds.length}]`);
  await t.database.db.execute(sql`analyze ${invoices}`);
}
