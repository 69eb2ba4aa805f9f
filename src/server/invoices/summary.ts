import { and, eq, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';
import type { InvoiceStatus, InvoiceSummary } from '@shared/invoices/schemas';
import { fromCents, toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { vendors } from '../db/schema/vendors';
import { invoiceRequestorTotals, invoiceTotals } from '../db/schema/rollups';
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

/**
 * The invoices of POs raised from the user's own requests (rollup invoice_requestor_totals), in every
 * department or in departments other than one, for the status and match filters.
 */
function ownFromRollup(db: DbOrTx, user: SessionUser, f: InvoiceFilters, otherThan: string | undefined) {
  const t = invoiceRequestorTotals;
  return db
    .select({
      status: t.status,
      n: sql<number>`sum(${t.invoiceCount})::int`,
      amount: sql<string | null>`sum(${t.amount})::text`,
    })
    .from(t)
    .where(
      and(
        eq(t.requestorId, user.id),
        otherThan === undefined ? undefined : ne(t.department, otherThan),
        f.status ? eq(t.status, f.status) : undefined,
        f.threeWayMatchStatus ? eq(t.matchStatus, f.threeWayMatchStatus) : undefined,
      ),
    )
    .groupBy(t.status);
}

/**
 * GET /api/invoices/summary: the visible invoices' counts by status and their total value.
 * Unfiltered, or filtered by status / 3-way match status only, it reads rollups: invoice_totals,
 * all of it for all-department roles; for department roles their department's rows plus the rows of
 * invoice_requestor_totals for their own requests' POs elsewhere; for users who see only their own
 * records their rows of invoice_requestor_totals. With a search text, vendor or PO filter it counts
 * the matching visible invoices (a read bounded by that filter).
 */
export async function invoiceSummary(
  db: DbOrTx,
  user: SessionUser,
  f: InvoiceFilters,
): Promise<InvoiceSummary> {
  const scope = scopeOf(user);
  const rollupFilters = !f.q && !f.vendorId && !f.vendorName && !f.poId;
  if (!rollupFilters) return summaryOf(await scanned(db, user, f));
  if (scope.kind === 'all') return summaryOf(await fromRollup(db, f, undefined));
  if (scope.kind === 'own') return summaryOf(await ownFromRollup(db, user, f, undefined));
  const [mine, elsewhere] = await inTurn(
    () => fromRollup(db, f, scope.department),
    () => ownFromRollup(db, user, f, scope.department),
  );
  return summaryOf([...mine, ...elsewhere]);
}
