import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import {
  discountPercent,
  lineSavingCents,
  negotiatedSaving,
  spendCategoryOf,
} from '@shared/cost-savings/capture';
import type { DbOrTx, Tx } from '../db/client';
import { poLines } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { directSavings, type SavingBaselineLine } from '../db/schema/savings';
import { vendors } from '../db/schema/vendors';
import { newId } from '../lib/ids';
import { audit } from '../lib/audit';

type Request = typeof requisitions.$inferSelect;
type PoRow = { id: string; vendorId: string };
type Line = {
  id: string;
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
  glCode: string;
};

/** Other live POs' lines of the same SKU (an item bought before this PO). */
const sameItemElsewhere = (poId: string) => sql`pl.product_number = ${poLines.productNumber}
  and pl.purchase_order_id <> ${poId} and p.status not in ('cancelled', 'rejected')`;

/**
 * Per line of the PO with a SKU: the vendor's last price for it (on its most recent other PO) and the
 * item's prior average over every vendor — one statement, each figure by the po_lines_product_idx index.
 */
async function baselines(tx: Tx, po: PoRow, lineIds: string[]) {
  return tx
    .select({
      id: poLines.id,
      lastPrice: sql<string | null>`(select pl.unit_price from po_lines pl
        join purchase_orders p on p.id = pl.purchase_order_id
        where ${sameItemElsewhere(po.id)} and p.vendor_id = ${po.vendorId}
        order by p.created_at desc, pl.id desc limit 1)::text`,
      averagePrice: sql<string | null>`(select avg(pl.unit_price) from po_lines pl
        join purchase_orders p on p.id = pl.purchase_order_id
        where ${sameItemElsewhere(po.id)})::numeric(14,4)::text`,
    })
    .from(poLines)
    .where(
      and(
        eq(poLines.purchaseOrderId, po.id),
        inArray(poLines.id, lineIds),
        sql`${poLines.productNumber} is not null`,
      ),
    );
}

type Capture = {
  category: 'negotiated_discount' | 'contract_savings' | 'volume_discount';
  originalCents: number;
  savingsCents: number;
  baselineLines: SavingBaselineLine[];
};

/** Lines priced below a baseline (the vendor's last price, or the item's average): one saving of them. */
function belowBaseline(
  category: Capture['category'],
  lines: Line[],
  baselineOf: Map<string, string | null>,
): Capture | null {
  const saving: Capture = { category, originalCents: 0, savingsCents: 0, baselineLines: [] };
  for (const line of lines) {
    const base = baselineOf.get(line.id);
    const saved = base ? lineSavingCents(line, base) : 0;
    if (!saved) continue;
    saving.savingsCents += saved;
    saving.originalCents += toCents(line.total) + saved;
    saving.baselineLines.push({ poLineId: line.id, baselineUnitPrice: base! });
  }
  return saving.savingsCents > 0 ? saving : null;
}

/**
 * The savings hook of purchase orders (same transaction as the PO): run when a PO is raised from an
 * approved request (`raisePoForRequisition`) and when an approved change order adds its lines to a PO
 * (`applyChangeOrder`), over the lines it brought (`lineIds`; all of the PO's when absent). Captures,
 * never typed twice, a negotiated_discount (the request's originalPrice / discountAmount /
 * discountPercentage against the lines' amount), contract_savings (a PO under a contract priced below
 * the vendor's last price for the item) and volume_discount (a blanket PO priced below the item's prior
 * average). Each is 'negotiated' until matched invoices realize it (`realizeSavings`); one audit row each.
 */
export async function captureSavings(
  tx: Tx,
  req: Request,
  po: PoRow,
  opts: { actorId: string; now: Date; lineIds?: string[] },
): Promise<void> {
  const lines: Line[] = await tx
    .select({
      id: poLines.id,
      description: poLines.description,
      quantity: poLines.quantity,
      unitPrice: poLines.unitPrice,
      total: poLines.total,
      glCode: poLines.glCode,
    })
    .from(poLines)
    .where(
      and(eq(poLines.purchaseOrderId, po.id), opts.lineIds ? inArray(poLines.id, opts.lineIds) : undefined),
    )
    .orderBy(asc(poLines.lineNo));
  if (!lines.length) return;
  const captures: Capture[] = [];
  const amountCents = lines.reduce((sum, l) => sum + toCents(l.total), 0);
  const negotiated = negotiatedSaving(req, amountCents);
  if (negotiated) {
    const factor = negotiated.originalCents / amountCents;
    captures.push({
      category: 'negotiated_discount',
      ...negotiated,
      baselineLines: lines.map((l) => ({
        poLineId: l.id,
        baselineUnitPrice: (Number(l.unitPrice) * factor).toFixed(4),
      })),
    });
  }
  const blanket = req.requestType === 'blanket-po';
  if (req.contractId || blanket) {
    const found = await baselines(
      tx,
      po,
      lines.map((l) => l.id),
    );
    if (req.contractId) {
      const saving = belowBaseline('contract_savings', lines, new Map(found.map((b) => [b.id, b.lastPrice])));
      if (saving) captures.push(saving);
    }
    if (blanket) {
      const saving = belowBaseline(
        'volume_discount',
        lines,
        new Map(found.map((b) => [b.id, b.averagePrice])),
      );
      if (saving) captures.push(saving);
    }
  }
  if (!captures.length) return;
  const [vendor] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, po.vendorId));
  const rows = captures.map((c) => ({
    id: newId('ds'),
    requisitionId: req.id,
    purchaseOrderId: po.id,
    itemDescription: req.title,
    originalAmount: fromCents(c.originalCents),
    discountedAmount: fromCents(c.originalCents - c.savingsCents),
    savingsAmount: fromCents(c.savingsCents),
    discountPercentage: discountPercent(c.savingsCents, c.originalCents),
    savingsCategory: c.category,
    spendCategory: spendCategoryOf(lines),
    vendorName: vendor?.name ?? '',
    dateCaptured: isoDate(opts.now),
    status: 'negotiated',
    baselineLines: c.baselineLines,
  }));
  await tx.insert(directSavings).values(rows);
  await audit(
    tx,
    rows.map((r) => ({
      actorId: opts.actorId,
      action: 'direct_saving.capture',
      entityType: 'purchase-order' as const,
      entityId: po.id,
      details: { savingId: r.id, category: r.savingsCategory, savingsAmount: r.savingsAmount },
    })),
  );
}

/**
 * The realized part of a PO's captured savings, from its matched invoices (rejected ones aside):
 * Σ (baseline unit price − invoiced unit price) × invoiced quantity over the saving's lines, computed in
 * one statement per PO; a saving becomes actualized once something of it is realized. Run whenever the
 * PO's invoices move (`onFulfilmentChanged`).
 */
export async function realizeSavings(tx: DbOrTx, purchaseOrderId: string): Promise<void> {
  await tx.execute(sql`
    update direct_savings ds set
      realized_amount = r.realized,
      status = case when r.realized > 0 then 'actualized' else 'negotiated' end
    from (
      select s.id, coalesce(round(sum((b."baselineUnitPrice" - il.unit_price) * il.quantity), 2), 0)::numeric(14,2) as realized
      from direct_savings s
      left join lateral jsonb_to_recordset(s.baseline_lines) as b("poLineId" text, "baselineUnitPrice" numeric) on true
      left join (
        select l.po_line_id, l.unit_price, l.quantity from invoices i
        join invoice_lines l on l.invoice_id = i.id
        where i.po_id = ${purchaseOrderId} and i.three_way_match_status = 'matched' and i.status <> 'rejected'
      ) il on il.po_line_id = b."poLineId"
      where s.purchase_order_id = ${purchaseOrderId}
      group by s.id
    ) r
    where ds.id = r.id`);
}
