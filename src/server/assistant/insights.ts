import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Insight } from '@shared/assistant/chat';
import { daysUntil, formatCurrency, isoDate } from '@shared/format';
import type { DbOrTx } from '../db/client';
import { contracts } from '../db/schema/contracts';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { glSpendSince, monthsAgo } from './spend';

export const OFFICE_SUPPLIES_GL = '4000-001';

const percentText = (value: string) => String(Math.round(Number(value) * 10) / 10);

/**
 * The active, unexpired contract ending soonest among those a blanket PO is placed under, else among
 * all active ones. Each step walks contracts by end date (contracts_end_date_idx) and stops at the
 * first; the blanket POs come from a partial index (purchase_orders_blanket_contract_idx).
 */
async function soonestExpiringContract(db: DbOrTx, today: string) {
  const first = (blanketOnly: boolean) =>
    db
      .select({ id: contracts.id, title: contracts.title, endDate: contracts.endDate, vendor: vendors.name })
      .from(contracts)
      .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
      .where(
        and(
          eq(contracts.status, 'active'),
          gte(contracts.endDate, today),
          blanketOnly
            ? inArray(
                contracts.id,
                db
                  .select({ id: purchaseOrders.contractId })
                  .from(purchaseOrders)
                  .where(and(eq(purchaseOrders.isBlanketPo, true), isNotNull(purchaseOrders.contractId))),
              )
            : undefined,
        ),
      )
      .orderBy(asc(contracts.endDate), asc(contracts.id))
      .limit(1);
  const [blanket] = await first(true);
  if (blanket) return { ...blanket, blanket: true };
  const [any] = await first(false);
  return any ? { ...any, blanket: false } : undefined;
}

/**
 * The assistant's three insights (spec section 9), from live data: the active blanket-PO contract
 * expiring soonest (any active contract when no blanket PO is placed under one), the active vendor with the best on-time rate, and office-supplies spend to move onto a
 * blanket PO. An insight with no data behind it is left out.
 */
export async function assistantInsights(db: DbOrTx, now = new Date()): Promise<Insight[]> {
  const [expiring, best, office] = await Promise.all([
    soonestExpiringContract(db, isoDate(now)),
    db
      .select({ id: vendors.id, name: vendors.name, onTimeRate: vendors.onTimeRate })
      .from(vendors)
      .where(and(eq(vendors.status, 'active'), isNotNull(vendors.onTimeRate)))
      // vendors_active_on_time_idx: the first entry is the answer.
      .orderBy(sql`${vendors.onTimeRate} desc nulls last`, asc(vendorNameKey))
      .limit(1),
    glSpendSince(db, OFFICE_SUPPLIES_GL, monthsAgo(now, 12)),
  ]);

  const insights: Insight[] = [];
  const contract = expiring;
  if (contract) {
    const days = daysUntil(contract.endDate, now);
    const when = days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`;
    const kind = contract.blanket ? 'The blanket PO contract' : 'The contract';
    insights.push({
      id: `contract-expiring-${contract.id}`,
      type: 'warning',
      title: contract.blanket ? 'Blanket PO Contract Expiring' : 'Contract Expiring Soon',
      description: `${kind} ${contract.title} (${contract.vendor}) expires ${when}. Review the renewal terms before it lapses.`,
    });
  }
  const vendor = best[0];
  if (vendor?.onTimeRate) {
    insights.push({
      id: `preferred-vendor-${vendor.id}`,
      type: 'success',
      title: 'Preferred Vendor Opportunity',
      description: `${vendor.name} has a ${percentText(vendor.onTimeRate)}% on-time delivery rate. Consider making them a preferred vendor.`,
    });
  }
  if (office.orders > 0) {
    insights.push({
      id: 'blanket-po-office-supplies',
      type: 'info',
      title: 'Blanket PO Recommendation',
      description:
        `Office supplies spend of ${formatCurrency(office.total)} over the last 12 months was spread across ` +
        `${office.orders} separate ${office.orders === 1 ? 'PO' : 'POs'}. Convert office supplies to a blanket PO ` +
        'to cut processing costs and secure volume pricing.',
    });
  }
  return insights;
}
