import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { EXPIRING_DAYS, UPCOMING_DAYS, expiryBand } from '@shared/contracts/expiry';
import type { ContractView } from '@shared/contracts/schemas';
import type { DbOrTx } from '../db/client';
import { contracts } from '../db/schema/contracts';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { purchaseOrders } from '../db/schema/purchase-orders';
import {
  exactly,
  likePattern,
  listPage,
  type ListResult,
  orderBy,
  type ListQuery,
  type TotalColumn,
} from '../http/list';
import { isAnyOf, textMatches, vendorIdsMatching } from '../lib/text-match';
import { notFound } from '../http/errors';

export type ContractListQuery = ListQuery & { status?: string; category?: string; risk?: string };

/**
 * Contracts with vendor name, days to expiry and PO numbers, in one query. The PO numbers are a
 * correlated sub-select (index on purchase_orders.contract_id), which PostgreSQL evaluates only for the
 * rows the page returns — never an aggregate over every contract's POs.
 */
function contractRows(db: DbOrTx, today: string) {
  const poNumbers = sql<string[]>`coalesce((select array_agg(po.po_number order by po.po_number)
    from ${purchaseOrders} po where po.contract_id = ${contracts.id}), '{}'::text[])`;
  const daysToExpiry = sql<number>`(${contracts.endDate} - ${today}::date)`;
  const columns = {
    id: contracts.id,
    vendor: vendors.name,
    vendorId: contracts.vendorId,
    title: contracts.title,
    value: contracts.value,
    startDate: contracts.startDate,
    endDate: contracts.endDate,
    status: contracts.status,
    category: contracts.category,
    riskLevel: contracts.riskLevel,
    daysToExpiry: sql<number>`${daysToExpiry}::int`,
    autoRenewal: contracts.autoRenewal,
    lastReviewed: contracts.lastReviewed,
    contactPerson: contracts.contactPerson,
    description: contracts.description,
    noticePeriodDays: contracts.noticePeriodDays,
    noticeDate: sql<string>`to_char(${contracts.endDate} - ${contracts.noticePeriodDays}, 'YYYY-MM-DD')`,
    noticeSentAt: sql<
      string | null
    >`to_char(${contracts.noticeSentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    poNumbers,
  };
  const query = () =>
    db.select(columns).from(contracts).innerJoin(vendors, eq(vendors.id, contracts.vendorId));
  /** query with the list's count in its statement (PageRows). */
  const pageQuery = (total: TotalColumn) =>
    db
      .select({ ...columns, ...total })
      .from(contracts)
      .innerJoin(vendors, eq(vendors.id, contracts.vendorId));
  return { query, pageQuery, daysToExpiry };
}

const withBand = <T extends { daysToExpiry: number }>(row: T) => ({
  ...row,
  expiryBand: expiryBand(row.daysToExpiry),
});

function statusCondition(status: string | undefined, daysToExpiry: SQL): SQL | undefined {
  const active = eq(contracts.status, 'active');
  switch (status) {
    case undefined:
    case 'all':
      return undefined;
    case 'expiring':
      return and(active, sql`${daysToExpiry} <= ${EXPIRING_DAYS}`);
    case 'upcoming':
      return and(active, sql`${daysToExpiry} > ${EXPIRING_DAYS}`, sql`${daysToExpiry} <= ${UPCOMING_DAYS}`);
    default:
      return eq(contracts.status, status);
  }
}

export async function listContracts(db: DbOrTx, q: ContractListQuery): Promise<ListResult<ContractView>> {
  const { pageQuery, daysToExpiry } = contractRows(db, isoDate(new Date()));
  const conditions: (SQL | undefined)[] = [statusCondition(q.status, daysToExpiry)];
  if (q.category) conditions.push(ilike(contracts.category, exactly(q.category)));
  if (q.risk) conditions.push(ilike(contracts.riskLevel, exactly(q.risk)));
  if (q.q) {
    const p = likePattern(q.q);
    const vendorIds = await vendorIdsMatching(db, p);
    conditions.push(
      or(
        isAnyOf(contracts.vendorId, vendorIds),
        textMatches(contracts.searchText, [contracts.title, contracts.id], p),
      ),
    );
  }
  const where = and(...conditions);
  const order = orderBy(
    q.sort,
    {
      title: contracts.title,
      vendor: vendorNameKey,
      category: contracts.category,
      value: contracts.value,
      endDate: contracts.endDate,
    },
    [asc(contracts.endDate)],
    contracts.id,
  );
  const { rows, ...tally } = await listPage(
    db,
    { table: contracts, rows: pageQuery },
    contracts,
    where,
    order,
    q,
  );
  return { rows: rows.map(withBand), ...tally };
}

export async function getContract(db: DbOrTx, id: string): Promise<ContractView> {
  const [row] = await contractRows(db, isoDate(new Date())).query().where(eq(contracts.id, id));
  if (!row) throw notFound('Contract');
  return withBand(row);
}
