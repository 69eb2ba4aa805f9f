import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  SIMILAR_ITEM_THRESHOLD,
  decideActualization,
  type ActualizationBasis,
  type ItemMatch,
} from '@shared/cost-savings/actualization';
import { formatCurrency } from '@shared/format';
import { fromCents } from '@shared/money';
import { queryRows, type DbOrTx } from '../db/client';
import { consolidationOpportunities as op } from '../db/schema/savings';
import { audit } from '../lib/audit';
import { notify } from '../messages/notify';

type Opportunity = typeof op.$inferSelect;

/** The invoice lines of an item: matched by SKU, item key, description similarity or GL code. */
function itemCondition(match: ItemMatch): SQL {
  const description = sql`coalesce(pl.description, il.description)`;
  switch (match.by) {
    case 'sku':
      return sql`pl.product_number = ${match.value}`;
    case 'item':
      return sql`coalesce(pl.product_number, lower(${description})) = ${match.value}`;
    case 'similar':
      return sql`similarity(${description}, ${match.value}) >= ${SIMILAR_ITEM_THRESHOLD}`;
    case 'gl':
      return sql`coalesce(pl.gl_code, il.gl_code) = ${match.value}`;
  }
}

/** The contracts that renew the analysed one since `approvedAt` (itself with a later end date, or a new one). */
async function renewals(tx: DbOrTx, basis: ActualizationBasis, approvedAt: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select c.id from contracts c
      where c.vendor_id = ${basis.vendorId} and c.status = 'active'
        and c.end_date > ${basis.contractEndDate ?? '9999-12-31'}::date
        and (c.id = ${basis.contractId ?? ''} or c.created_at >= ${approvedAt.toISOString()}::timestamptz)
      limit 20`,
  );
  return rows.map((r) => r.id);
}

/** A blanket PO or a contract with the vendor created since `approvedAt`. */
async function agreementSince(tx: DbOrTx, vendorId: string, approvedAt: Date): Promise<boolean> {
  const since = approvedAt.toISOString();
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from purchase_orders b where b.vendor_id = ${vendorId} and b.is_blanket_po
          and b.status not in ('pending', 'cancelled', 'rejected') and b.created_at >= ${since}::timestamptz)
        or exists (select 1 from contracts c where c.vendor_id = ${vendorId} and c.status = 'active'
          and c.created_at >= ${since}::timestamptz) as found`,
  );
  return Boolean(row?.found);
}

/**
 * Per basis item, what matched, not rejected invoices of the vendor dated on or after the approval day
 * billed (quantity and amount); for a renewal only invoices of POs under the renewing contracts.
 */
async function invoicedItems(
  tx: DbOrTx,
  basis: ActualizationBasis,
  approvedAt: Date,
  contractIds?: string[],
) {
  const approvedOn = approvedAt.toISOString().slice(0, 10);
  const underContract = contractIds
    ? sql`and i.po_id in (select p.id from purchase_orders p where p.contract_id in (${sql.join(
        contractIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql``;
  const items = [];
  for (const item of basis.items.slice(0, 20)) {
    const [row] = await queryRows<{ quantity: string; amount: string }>(
      tx,
      sql`select coalesce(sum(il.quantity), 0)::text as quantity,
          coalesce(round(sum(il.unit_price * il.quantity), 2), 0)::text as amount
        from invoices i
        join invoice_lines il on il.invoice_id = i.id
        left join po_lines pl on pl.id = il.po_line_id
        where i.vendor_id = ${basis.vendorId} and i.three_way_match_status = 'matched'
          and i.status <> 'rejected' and i.invoice_date >= ${approvedOn}::date
          and ${itemCondition(item.match)} ${underContract}`,
    );
    items.push({
      baselineUnitCents: Math.round(Number(item.baselineUnitPrice) * 100),
      quantity: Number(row?.quantity ?? 0),
      invoicedCents: Math.round(Number(row?.amount ?? 0) * 100),
    });
  }
  return items;
}

/** Decides one under-review opportunity from the invoices since its approval; actualizes it if shown. */
async function actualizeOne(tx: DbOrTx, row: Opportunity, now: Date): Promise<boolean> {
  const basis = row.actualizationBasis as ActualizationBasis | null;
  const approvedAt = row.statusChangedAt;
  if (!basis || !approvedAt) return false;
  let contractIds: string[] | undefined;
  let renewed = false;
  if (row.opportunityType === 'contract_renewal') {
    contractIds = await renewals(tx, basis, approvedAt);
    renewed = contractIds.length > 0;
    if (!renewed) return false;
  }
  const facts = {
    items: await invoicedItems(tx, basis, approvedAt, contractIds),
    renewedSinceApproval: renewed,
    agreementSinceApproval:
      row.opportunityType === 'volume_discount'
        ? await agreementSince(tx, basis.vendorId, approvedAt)
        : false,
  };
  const decision = decideActualization(row.opportunityType, basis, facts);
  if (!decision.actualized) return false;
  const realized = fromCents(decision.realizedCents);
  const [moved] = await tx
    .update(op)
    .set({ status: 'actualized', realizedSavings: realized, statusChangedAt: now, statusChangedBy: null })
    .where(and(eq(op.id, row.id), eq(op.status, 'under_review')))
    .returning({ id: op.id });
  if (!moved) return false;
  await audit(tx, {
    actorId: null,
    action: 'consolidation_opportunity.actualized',
    entityType: 'consolidation-opportunity',
    entityId: row.id,
    details: {
      from: 'under_review',
      to: 'actualized',
      realizedSavings: realized,
      invoicedQuantity: decision.invoicedQuantity,
      averageUnitPrice: fromCents(Math.round(decision.averageUnitCents)),
      approvedBy: row.statusChangedBy,
      reason: decision.reason,
    },
  });
  if (row.statusChangedBy) {
    await notify(tx, {
      toUserIds: [row.statusChangedBy],
      subject: `Savings opportunity actualized: ${formatCurrency(realized)} realized`,
      content: `The opportunity you approved (${row.recommendedVendor}, ${row.category}) now shows in invoices: ${formatCurrency(realized)} realized of ${formatCurrency(row.potentialSavings)} potential. ${decision.reason}`,
      type: 'system',
      record: { type: 'consolidation-opportunity', id: row.id },
    });
  }
  return true;
}

/**
 * The one hook that actualizes approved opportunities (issue 12): the under-review ones with a basis —
 * of one vendor when an invoice of its PO moves (`onFulfilmentChanged`), all of them in the daily
 * analysis — each decided by `decideActualization` (src/shared/cost-savings/actualization.ts) and, when
 * the invoices since its approval show the saving, moved to actualized with the realized amount,
 * audited, and its approver told. Only under_review rows are read (status index), rows another
 * transaction holds are skipped (the next run decides them), and an actualized one is never decided
 * again. Answers how many became actualized.
 */
export async function actualizeOpportunities(
  tx: DbOrTx,
  opts: { vendorId?: string; now?: Date } = {},
): Promise<number> {
  const rows = await tx
    .select()
    .from(op)
    .where(
      and(
        eq(op.status, 'under_review'),
        isNotNull(op.actualizationBasis),
        opts.vendorId ? sql`${op.actualizationBasis}->>'vendorId' = ${opts.vendorId}` : undefined,
      ),
    )
    .limit(200)
    .for('update', { skipLocked: true });
  let count = 0;
  for (const row of rows) if (await actualizeOne(tx, row, opts.now ?? new Date())) count++;
  return count;
}
