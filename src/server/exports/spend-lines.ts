import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { AnalyticsExportFilters } from '@shared/exports/schemas';
import { figuresWindow } from '@shared/analytics/schemas';
import type { DbOrTx } from '../db/client';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { poLines } from '../db/schema/purchase-orders';
import { vendors } from '../db/schema/vendors';
import { exactly, likePattern } from '../http/list';
import { visibleInvoices } from '../access/invoices';
import type { Column } from './format';

/** One invoice line of the Analytics spend, as its export writes it. */
export type SpendLine = {
  lineId: string;
  invoiceNumber: string;
  invoiceDate: string;
  vendor: string;
  department: string | null;
  glCode: string;
  sku: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
};

export const spendLineColumns: Column<SpendLine>[] = [
  { header: 'Invoice Number', value: (r) => r.invoiceNumber },
  { header: 'Invoice Date', value: (r) => r.invoiceDate },
  { header: 'Vendor', value: (r) => r.vendor },
  { header: 'Department', value: (r) => r.department },
  { header: 'GL Code', value: (r) => r.glCode },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Description', value: (r) => r.description },
  { header: 'Quantity', value: (r) => r.quantity, number: true },
  { header: 'Unit Price', value: (r) => r.unitPrice, number: true },
  { header: 'Total', value: (r) => r.total, number: true },
];

const isAll = (v: string | undefined) => !v || v.toLowerCase() === 'all';

/**
 * The conditions of the spend lines a user sees under the Analytics filters, read as the page reads
 * them (figures.ts): invoices the user may see (access/invoices.ts, the one rule), not rejected, dated
 * in the window (the last `months` months, or the one `month`); the department is the invoice's PO's,
 * the SKU its PO line's product number; the text matches the vendor's name, the GL code or the SKU.
 */
function spendConditions(user: SessionUser, f: AnalyticsExportFilters, today: Date): SQL | undefined {
  const text = f.q ? likePattern(f.q) : undefined;
  const window = figuresWindow(f, today);
  return and(
    visibleInvoices(user),
    ne(invoices.status, 'rejected'),
    sql`${invoices.invoiceDate} >= ${window.start}`,
    sql`${invoices.invoiceDate} < ${window.end}`,
    isAll(f.department) ? undefined : ilike(invoices.poDepartment, exactly(f.department!)),
    isAll(f.sku) ? undefined : ilike(poLines.productNumber, exactly(f.sku!)),
    text
      ? or(ilike(vendors.name, text), ilike(invoiceLines.glCode, text), ilike(poLines.productNumber, text))
      : undefined,
  );
}

/**
 * The spend lines in batches of `size`, newest invoice first, read by keyset (invoice date, line id):
 * each batch starts after the last line of the one before, so every read costs the same.
 */
export async function* spendLineBatches(
  db: DbOrTx,
  user: SessionUser,
  f: AnalyticsExportFilters,
  opts: { size: number; max: number; today?: Date },
): AsyncGenerator<SpendLine[]> {
  const where = spendConditions(user, f, opts.today ?? new Date());
  let after: { date: string; id: string } | undefined;
  for (let read = 0; read < opts.max;) {
    const limit = Math.min(opts.size, opts.max - read);
    const rows = await db
      .select({
        lineId: invoiceLines.id,
        invoiceNumber: invoices.invoiceNumber,
        invoiceDate: invoices.invoiceDate,
        vendor: vendors.name,
        department: invoices.poDepartment,
        glCode: invoiceLines.glCode,
        sku: poLines.productNumber,
        description: invoiceLines.description,
        quantity: invoiceLines.quantity,
        unitPrice: invoiceLines.unitPrice,
        total: invoiceLines.total,
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      .leftJoin(poLines, eq(poLines.id, invoiceLines.poLineId))
      .where(
        and(
          where,
          after
            ? sql`(${invoices.invoiceDate}, ${invoiceLines.id}) < (${after.date}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(sql`${invoices.invoiceDate} desc, ${invoiceLines.id} desc`)
      .limit(limit);
    if (rows.length) yield rows;
    read += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < limit) return;
    after = { date: last.invoiceDate, id: last.lineId };
  }
}
