import { sql } from 'drizzle-orm';
import { lineTotal, sumMoney } from '@shared/money';
import { isoDate } from '@shared/format';
import { fiscalYearOf } from '@shared/analytics/fiscal-year';
import { getSettings } from '../../admin/settings';
import { budgets } from '../../db/schema/invoices';
import { poLines, purchaseOrders } from '../../db/schema/purchase-orders';
import type { Account, TestApp } from '../harness';
import { unique } from './unique';

export type PoLineInput = {
  description: string;
  quantity: number;
  unitPrice: string;
  glCode?: string;
  /** The SKU. */
  productNumber?: string;
};
export type PurchaseOrder = typeof purchaseOrders.$inferSelect & {
  lines: (typeof poLines.$inferSelect)[];
  lineIds: string[];
};

/**
 * A purchase order written directly (approved unless told otherwise) with its lines; its amount is
 * the lines' sum unless given. Goods are then received through the API (`receive`).
 */
export async function createPurchaseOrder(
  t: TestApp,
  p: Partial<typeof purchaseOrders.$inferInsert> & {
    vendorId: string;
    department: string;
    lines?: PoLineInput[];
  },
): Promise<PurchaseOrder> {
  const { lines: input = [], ...over } = p;
  const id = over.id ?? unique('po');
  const totals = input.map((l) => lineTotal(l.quantity, l.unitPrice));
  const [po] = await t.database.db
    .insert(purchaseOrders)
    .values({
      poNumber: `PO-${id}`,
      status: 'approved',
      amount: input.length ? sumMoney(totals) : '1000.00',
      ...over,
      id,
    })
    .returning();
  const lines = input.length
    ? await t.database.db
        .insert(poLines)
        .values(
          input.map((l, i) => ({
            id: `${id}-l${i + 1}`,
            purchaseOrderId: id,
            lineNo: i + 1,
            description: l.description,
            quantity: String(l.quantity),
            unitPrice: l.unitPrice,
            total: totals[i]!,
            glCode: l.glCode ?? '4000-001',
            productNumber: l.productNumber ?? null,
          })),
        )
        .returning()
    : [];
  return { ...po!, lines, lineIds: lines.map((l) => l.id) };
}

/**
 * `count` approved POs of one vendor and department in one set-based insert (no lines), created a
 * second apart (newest last): for lists with more rows than a page or a count cap.
 */
export async function createPurchaseOrders(
  t: TestApp,
  count: number,
  p: { vendorId: string; department: string },
): Promise<void> {
  const prefix = unique('bulk');
  await t.database.db.execute(sql`insert into ${purchaseOrders}
      (id, po_number, vendor_id, department, amount, status, created_at)
    select ${prefix} || '-' || n, 'PO-' || ${prefix} || '-' || n, ${p.vendorId}, ${p.department}, 100.00,
      'approved', now() - make_interval(secs => ${count} - n)
    from generate_series(1, ${count}::int) n`);
}

/** POST /api/purchase-orders/{id}/receipts: the quantities per line (0 = not received); fails unless 201. */
export async function receive(
  t: TestApp,
  po: Pick<PurchaseOrder, 'id' | 'lineIds'>,
  quantities: number[],
  as: Account,
) {
  const lines = quantities.flatMap((quantity, i) =>
    quantity ? [{ poLineId: po.lineIds[i]!, quantity }] : [],
  );
  const res = await t.request({
    method: 'POST',
    url: `/api/purchase-orders/${po.id}/receipts`,
    payload: { receivedDate: isoDate(new Date()), lines },
    as,
  });
  if (res.statusCode !== 201) throw new Error(`receipt failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A department's budget of this fiscal year for one GL code, with an approved PO of the vendor
 * committing part of it.
 */
export async function createBudget(
  t: TestApp,
  b: { department: string; glCode: string; amount: string; committed: string; vendorId: string },
) {
  const fiscalYear = fiscalYearOf(new Date(), (await getSettings(t.database.db)).fiscalYearStart);
  const [budget] = await t.database.db
    .insert(budgets)
    .values({ id: unique('bud'), department: b.department, glCode: b.glCode, fiscalYear, amount: b.amount })
    .returning();
  await createPurchaseOrder(t, {
    vendorId: b.vendorId,
    department: b.department,
    lines: [{ description: 'Committed spend', quantity: 1, unitPrice: b.committed, glCode: b.glCode }],
  });
  return budget!;
}
