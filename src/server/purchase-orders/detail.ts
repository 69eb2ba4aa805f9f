import { and, eq, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { poProgress, type PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { isoDate } from '@shared/format';
import { poCan } from '@shared/purchase-orders/policies';
import type { DbOrTx } from '../db/client';
import { runPrepared } from '../db/prepared';
import { goodsReceiptLines, poLines, poWorkflowSteps, purchaseOrders } from '../db/schema/purchase-orders';
import { filesOf, storedFilesColumn } from '../lib/attachments';
import { vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { notFound } from '../http/errors';
import { qualified } from '../lib/names';
import { columns, toPurchaseOrder, type Row } from './queries';
import { factsOf, poFactColumns } from './facts';

const poId = qualified(purchaseOrders.id);
const stamp = (at: string | null) => (at ? new Date(at).toISOString() : null);

type LineJson = {
  id: string;
  lineNo: number;
  productNumber: string | null;
  description: string;
  quantity: string;
  unitOfMeasure: string;
  unitPrice: string;
  total: string;
  glCode: string;
  received: string;
  invoiced: string;
};

/**
 * What a detail shows beside the PO's row, read in the row's statement (correlated subqueries, each by
 * its index): its lines with the quantities received and billed (on invoices not rejected), its
 * workflow steps, its contract, its stored files (the request's uploads, a release's from its blanket's
 * request, and the PO's own) and the facts its policies read.
 */
const detailColumns = {
  lines: sql<LineJson[] | null>`(
    select json_agg(json_build_object('id', l.id, 'lineNo', l.line_no, 'productNumber', l.product_number,
      'description', l.description, 'quantity', l.quantity::text, 'unitOfMeasure', l.unit_of_measure,
      'unitPrice', l.unit_price::text, 'total', l.total::text, 'glCode', l.gl_code,
      'received', (select coalesce(sum(grl.quantity), 0)::text from ${goodsReceiptLines} grl
        where grl.po_line_id = l.id),
      'invoiced', (select coalesce(sum(il.quantity), 0)::text from ${invoiceLines} il
        join ${invoices} i on i.id = il.invoice_id
        where il.po_line_id = l.id and i.po_id = ${poId} and i.status <> 'rejected'))
      order by l.line_no)
    from ${poLines} l where l.purchase_order_id = ${poId})`,
  steps: sql<{ step: string; status: string; assignee: string; completedAt: string | null }[] | null>`(
    select json_agg(json_build_object('step', s.step, 'status', s.status, 'assignee', s.assignee,
      'completedAt', s.completed_at) order by s.step_order)
    from ${poWorkflowSteps} s where s.purchase_order_id = ${poId})`,
  contract: sql<PurchaseOrderDetail['contract']>`(
    select json_build_object('id', c.id, 'title', c.title, 'vendorName', cv.name,
      'startDate', c.start_date, 'endDate', c.end_date, 'value', c.value::text, 'status', c.status)
    from ${contracts} c join ${vendors} cv on cv.id = c.vendor_id
    where c.id = ${qualified(purchaseOrders.contractId)})`,
  files: storedFilesColumn([
    ['requisition', qualified(purchaseOrders.requisitionId)],
    ['purchase-order', poId],
  ]),
  ...poFactColumns(poId, qualified(purchaseOrders.requisitionId)),
};

/** A PO (by id or PO number) with its lines, steps, contract, files and `can`, if the user may see it: one statement. */
export async function getPurchaseOrderDetail(
  db: DbOrTx,
  user: SessionUser,
  idOrNumber: string,
): Promise<PurchaseOrderDetail> {
  const [row] = await runPrepared(
    db
      .select({ ...columns, ...detailColumns })
      .from(purchaseOrders)
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .where(
        and(
          or(eq(purchaseOrders.id, idOrNumber), eq(purchaseOrders.poNumber, idOrNumber)),
          visiblePurchaseOrders(user),
        ),
      ),
  );
  if (!row) throw notFound('Purchase order');
  const { lines, steps, contract, files, requesterId, hasReceipts, hasLiveReleases, fullyReceived } = row;
  const workflowSteps = (steps ?? []).map((s) => ({ ...s, completedAt: stamp(s.completedAt) }));
  return {
    ...toPurchaseOrder(row as Row),
    lines: (lines ?? []).map(({ received, invoiced, ...line }) => ({
      ...line,
      quantity: Number(line.quantity),
      quantityReceived: Number(received),
      fullyReceived: Number(received) >= Number(line.quantity),
      quantityInvoiced: Number(invoiced),
    })),
    attachmentFiles: filesOf(files),
    workflowSteps,
    ...poProgress(workflowSteps),
    contract,
    can: poCan(
      user,
      factsOf(row.po, { requesterId, hasReceipts, hasLiveReleases, fullyReceived }),
      isoDate(new Date()),
    ),
  };
}
