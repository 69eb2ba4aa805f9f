import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';
import type { InvoiceStatus, InvoiceSummary } from '@shared/invoices/schemas';
import { fromCents, toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { vendors } from '../db/schema/vendors';
import { invoiceTotals } from '../db/schema/rollups';
import { inTurn } from '../db/in-turn';
import { conditions, type InvoiceFilters } from './queries';

type StatusRow = { status: string; n: number; amount: string | null };

const SHOWN = ['paid', 'approved', 'pending', 'disputed'] as const satisfies readonly InvoiceStatus[];
const isShown = (status: string): status is (typeof SHOWN)[number] =>
  (SHOWN as readonly string[]).includes(status);

function summaryOf(rows: StatusRow[]): InvoiceSummary {
  const counts = { paid: 0, approved: 0, pending: 0, disputed: 0, total: 0 };
  let cents = 0;
  for (const r of rows) {
    if (isShown(r.status)) counts[r.status] += r.n;
    counts.total += r.n;
    cents += toCents(r.amount);
  }
  return { counts, totalValue: fromCents(cents) };
}

const perStatus = {
  status: invoices.status,
  n: sql<number>`count(*)::int`,
  amount: sql<string | null>`sum(${invoices.amount})::text`,
};

/** The visible invoices matching the filters, counted per status (a bounded read when filtered). */
async function scanned(db: DbOrTx, user: SessionUser, f: InvoiceFilters): Promise<StatusRow[]> {
  return db
    .select(perStatus)
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .where(await conditions(db, user, f))
    .groupBy(invoices.status);
}

/** The rollup's rows (all departments, or one) for the status and match filters. */
function fromRollup(db: DbOrTx, f: InvoiceFilters, department: string | undefined) {
  return db
    .select({
      status: invoiceTotals.status,
      n: sql<number>`sum(${invoiceTotals.invoiceCount})::int`,
      amount: sql<string | null>`sum(${invoiceTotals.amount})::text`,
    })
    .from(invoiceTotals)
    .where(
      and(
        department === undefined ? undefined : eq(invoiceTotals.department, department),
        f.status ? eq(invoiceTotals.status, f.status) : undefined,
        f.threeWayMatchStatus ? eq(invoiceTotals.matchStatus, f.threeWayMatchStatus) : undefined,
      ),
    )
    .groupBy(invoiceTotals.status);
}

/** Invoices of POs raised from the user's own requests in departments other than theirs. */
function ownElsewhere(db: DbOrTx, user: SessionUser, department: string, f: InvoiceFilters) {
  const where: (SQL | undefined)[] = [
    ne(purchaseOrders.department, department),
    eq(requisitions.requestorId, user.id),
    f.status ? eq(invoices.status, f.status) : undefined,
    f.threeWayMatchStatus ? eq(invoices.threeWayMatchStatus, f.threeWayMatchStatus) : undefined,
  ];
  return db
    .select(perStatus)
    .from(invoices)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .innerJoin(requisitions, eq(requisitions.id, purchaseOrders.requisitionId))
    .where(and(...where))
    .groupBy(invoices.status);
}

/**
 * GET /api/invoices/summary: the visible invoices' counts by status and their total value.
 * Unfiltered, or filtered by status / 3-way match status only, it reads the invoice_totals rollup:
 * all of it for all-department roles; for department roles their department's rows plus the
 * invoices of their own requests' POs elsewhere (bounded by their own requests). With a search text,
 * vendor or PO filter, and for users who see only their own records, it counts the matching visible
 * invoices (a read bounded by that filter or by the user's own requests).
 */
export async function invoiceSummary(
  db: DbOrTx,
  user: SessionUser,
  f: InvoiceFilters,
): Promise<InvoiceSummary> {
  const scope = scopeOf(user);
  const rollupFilters = !f.q && !f.vendorId && !f.vendorName && !f.poId;
  if (!rollupFilters || scope.kind === 'own') return summaryOf(await scanned(db, user, f));
  if (scope.kind === 'all') return summaryOf(await fromRollup(db, f, undefined));
  const [mine, elsewhere] = await inTurn(
    () => fromRollup(db, f, scope.department),
    () => ownElsewhere(db, user, scope.department, f),
  );
  return summaryOf([...mine, ...elsewhere]);
}
