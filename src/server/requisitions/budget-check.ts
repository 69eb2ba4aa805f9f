import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { glLabel } from '@shared/analytics/gl-codes';
import { fiscalYearOf, fiscalYearRange } from '@shared/analytics/fiscal-year';
import { formatCurrency } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { requisitionItems, requisitions } from '../db/schema/requisitions';
import { fiscalYearMonths, utilizationPercent } from '../admin/budgets';
import { budgets } from '../db/schema/invoices';
import { budgetCommitted, budgetPending } from '../db/schema/rollups';
import { getSettings } from '../admin/settings';
import type { Settings } from '@shared/admin/settings';
import { inTurn } from '../db/in-turn';

/**
 * Line totals of this request per GL code when it is itself pending in the department and fiscal year
 * (it is then part of the pending rollup, and must not be counted twice); nothing at a first submit.
 */
function ownPendingLines(
  db: DbOrTx,
  id: string,
  department: string,
  start: Date,
  end: Date,
  glCodes: string[],
) {
  return db
    .select({
      glCode: requisitionItems.generalLedgerCode,
      total: sql<string>`sum(${requisitionItems.total})`,
    })
    .from(requisitionItems)
    .innerJoin(requisitions, eq(requisitions.id, requisitionItems.requisitionId))
    .where(
      and(
        eq(requisitions.id, id),
        eq(requisitions.department, department),
        eq(requisitions.status, 'pending'),
        gte(requisitions.submittedDate, start),
        lt(requisitions.submittedDate, end),
        inArray(requisitionItems.generalLedgerCode, glCodes),
      ),
    )
    .groupBy(requisitionItems.generalLedgerCode);
}

/**
 * The department's budget lines of the fiscal year for these GL codes, each with its committed and
 * pending spend over the year's months: one statement, index reads of the rollups per line.
 */
function budgetLines(
  db: DbOrTx,
  department: string,
  glCodes: string[],
  fiscalYear: number,
  months: { start: string; end: string },
) {
  // The outer row's columns spelled out: a one-table select renders its own columns unqualified.
  const spendOf = (rollup: typeof budgetCommitted | typeof budgetPending) =>
    sql<string | null>`(select sum(r.amount) from ${rollup} r
      where r.department = "budgets"."department" and r.gl_code = "budgets"."gl_code"
        and r.month >= ${months.start} and r.month < ${months.end})`;
  return db
    .select({
      glCode: budgets.glCode,
      budget: budgets.amount,
      committed: spendOf(budgetCommitted),
      pending: spendOf(budgetPending),
    })
    .from(budgets)
    .where(
      and(
        eq(budgets.fiscalYear, fiscalYear),
        eq(budgets.department, department),
        inArray(budgets.glCode, glCodes),
      ),
    )
    .orderBy(asc(budgets.glCode));
}

/**
 * At submit: for each GL code of the request, the department's budget of the current fiscal year
 * against committed spend (approved / in-progress / completed PO lines) plus the lines of pending
 * requisitions submitted this fiscal year plus this request. Returns a human-readable warning for
 * every budget the request would push above 100%, or null. Committed and pending spend come from the
 * rollups (budget_committed, budget_pending): index reads of the budget lines' months, no aggregate
 * over the big tables, and no lock taken.
 */
export async function budgetWarningFor(
  db: DbOrTx,
  request: {
    id: string;
    department: string;
    lines: { generalLedgerCode: string; total: string }[];
    /** Its status as read in this transaction: only a pending request is in the pending rollup. */
    status?: string;
  },
  now = new Date(),
  /** The settings, when the caller read them already in this transaction. */
  known: { settings?: Settings } = {},
): Promise<string | null> {
  const requested = new Map<string, number>();
  for (const line of request.lines) {
    requested.set(line.generalLedgerCode, (requested.get(line.generalLedgerCode) ?? 0) + toCents(line.total));
  }
  const glCodes = [...requested.keys()];
  if (!glCodes.length) return null;

  const { fiscalYearStart } = known.settings ?? (await getSettings(db));
  const fiscalYear = fiscalYearOf(now, fiscalYearStart);
  const { start, end } = fiscalYearRange(fiscalYear, fiscalYearStart);
  const months = fiscalYearMonths(fiscalYear, fiscalYearStart);
  const [lines, own] = await inTurn(
    () => budgetLines(db, request.department, glCodes, fiscalYear, months),
    () =>
      request.status === undefined || request.status === 'pending'
        ? ownPendingLines(db, request.id, request.department, start, end, glCodes)
        : Promise.resolve([]),
  );
  const ownByGl = new Map(own.map((p) => [p.glCode, toCents(p.total)]));
  const warnings = lines
    .filter((b) => toCents(b.budget) > 0)
    .flatMap((b) => {
      const pending = toCents(b.pending) - (ownByGl.get(b.glCode) ?? 0);
      const projected = fromCents(toCents(b.committed) + pending + (requested.get(b.glCode) ?? 0));
      if (toCents(projected) <= toCents(b.budget)) return [];
      const percent = utilizationPercent(projected, b.budget);
      return [
        `Over budget: ${request.department} ${b.glCode} ${glLabel(b.glCode)} would reach ${percent}% of ${formatCurrency(b.budget)}`,
      ];
    });
  return warnings.length ? warnings.join('; ') : null;
}
