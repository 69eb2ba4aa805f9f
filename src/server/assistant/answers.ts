import { and, asc, eq, ilike, lt, or } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { ChatResponse } from '@shared/assistant/chat';
import {
  departmentIn,
  detectIntent,
  parseCatalogQuery,
  requisitionIdIn,
  termVariants,
} from '@shared/assistant/intents';
import { fiscalYearOf, monthsLeftInFiscalYear } from '@shared/analytics/fiscal-year';
import { formatCurrency, formatDate } from '@shared/format';
import { sumMoney } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { roles, users } from '../db/schema/auth';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { requisitions } from '../db/schema/requisitions';
import { catalogItems, vendors } from '../db/schema/vendors';
import { getSettings } from '../admin/settings';
import { budgetUtilization, utilizationPercent } from '../admin/budgets';
import { likePattern } from '../http/list';
import { visibleRequisitions } from '../access/requisitions';
import { monthsAgo, poSpendSince, topSpendItems } from './spend';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Workflow rule: the requisition's real status and, while pending, the step and approver it waits on. */
export async function answerWorkflow(db: DbOrTx, user: SessionUser, message: string): Promise<string> {
  // Requisition ids are stored upper-case (REQ-2026-001); requisitionIdIn upper-cases the typed id.
  const id = requisitionIdIn(message) ?? '';
  const [found, steps] = await Promise.all([
    db
      .select({
        id: requisitions.id,
        status: requisitions.status,
        totalAmount: requisitions.totalAmount,
        submittedDate: requisitions.submittedDate,
        approvedAt: requisitions.approvedAt,
        feedback: requisitions.feedback,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(requisitions)
      .innerJoin(users, eq(users.id, requisitions.requestorId))
      .where(and(eq(requisitions.id, id), visibleRequisitions(user))),
    db
      .select({
        name: approvalSteps.name,
        roleId: approvalSteps.approverRoleId,
        role: roles.label,
        department: approvalSteps.approverDepartment,
      })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
      .innerJoin(roles, eq(roles.id, approvalSteps.approverRoleId))
      .where(
        and(
          eq(approvalRequests.subjectType, 'requisition'),
          eq(approvalRequests.subjectId, id),
          eq(approvalRequests.status, 'pending'),
          eq(approvalSteps.status, 'pending'),
        ),
      )
      .orderBy(asc(approvalSteps.stepOrder))
      .limit(1),
  ]);
  const req = found[0];
  if (!req) {
    return `I couldn't find requisition ${id}. Check the number, or open My Requests to see the requests you can access.`;
  }

  const submitted = req.submittedDate
    ? ` Submitted ${formatDate(req.submittedDate)} by ${req.firstName} ${req.lastName} for ${formatCurrency(req.totalAmount)}.`
    : '';
  const step = steps[0];
  switch (req.status) {
    case 'pending': {
      if (!step) return `${req.id} is pending review.${submitted}`;
      // Spec section 9: a request waiting on its manager "is pending manager approval".
      if (step.roleId === 'manager') {
        return `${req.id} is pending manager approval (${step.name}${step.department ? `, ${step.department}` : ''}).${submitted}`;
      }
      return `${req.id} is pending ${step.name} (${step.department ? `${step.role}, ${step.department}` : step.role}).${submitted}`;
    }
    case 'approved':
      return `${req.id} has been approved${req.approvedAt ? ` (${formatDate(req.approvedAt)})` : ''}.${submitted}`;
    case 'returned':
      return `${req.id} was returned to the requester for changes.${req.feedback ? ` Feedback: "${req.feedback}"` : ''}${submitted}`;
    case 'draft':
      return `${req.id} is still a draft and has not been submitted for approval.`;
    default:
      return `${req.id} is ${req.status}.${submitted}`;
  }
}

/** Forecast rule: points to Analytics and gives the last 3 months' purchase-order spend. */
export async function answerForecast(db: DbOrTx, user: SessionUser, now: Date): Promise<string> {
  const spend = await poSpendSince(db, user, monthsAgo(now, 3));
  return (
    'For the spend forecast, open the Analytics section (Analytics Intelligence Center), where you can drill ' +
    'down by SKU, department and time window. ' +
    `Purchase-order spend over the last 3 months: ${formatCurrency(spend.total)} across ${plural(spend.orders, 'purchase order')}.`
  );
}

/** Blanket PO rule: the real top 3 items by PO line spend over the last 12 months. */
export async function answerBlanketPo(db: DbOrTx, user: SessionUser, now: Date): Promise<string> {
  const top = await topSpendItems(db, user, monthsAgo(now, 12), 3);
  if (top.length === 0) {
    return 'I found no purchase-order spend in the last 12 months to base a blanket PO recommendation on.';
  }
  const list = top
    .map((item, i) => {
      const sku = item.productNumber ? ` (${item.productNumber})` : '';
      return `${i + 1}. ${item.description}${sku}: ${formatCurrency(item.total)} across ${plural(item.orders, 'PO')}`;
    })
    .join('; ');
  return (
    `Your top-spend items over the last 12 months are ${list}. ` +
    'I recommend reviewing these top-spend SKUs for a blanket PO to lock in volume pricing and cut per-order processing.'
  );
}

/** Budget rule: the named (or the user's own) department's most-used budget code, plus its total. */
export async function answerBudget(
  db: DbOrTx,
  user: SessionUser,
  message: string,
  now: Date,
): Promise<string> {
  const named = departmentIn(message);
  const allowed = user.canViewAllDepartments || !named || named === user.department;
  const department = allowed ? (named ?? user.department) : user.department;
  const note = allowed ? '' : `I can only share your own department's budget. `;
  const { fiscalYearStart } = await getSettings(db);
  const fiscalYear = fiscalYearOf(now, fiscalYearStart);
  const rows = await budgetUtilization(db, { department, fiscalYear, fiscalYearStart });
  if (rows.length === 0)
    return `${note}I don't have a fiscal ${fiscalYear} budget on file for ${department}.`;

  const top = rows.reduce((best, r) => (r.percent > best.percent ? r : best));
  const months = monthsLeftInFiscalYear(now, fiscalYearStart);
  const budget = sumMoney(rows.map((r) => r.budget));
  const committed = sumMoney(rows.map((r) => r.committed));
  return (
    `${note}${department} budget ${top.glCode} (${top.glLabel}) is at ${top.percent}% utilization with ` +
    `${plural(months, 'month')} remaining in the fiscal year. ` +
    `${department} in total: ${formatCurrency(committed)} committed of ${formatCurrency(budget)} ` +
    `(${utilizationPercent(committed, budget)}%).`
  );
}

/** Our catalog rule: up to 5 catalog items matching every word, under an optional price ceiling, cheapest first. */
export async function answerCatalog(db: DbOrTx, message: string): Promise<string> {
  const { terms, maxPrice } = parseCatalogQuery(message);
  const wordMatches = terms.map((term) =>
    or(
      ...termVariants(term).flatMap((v) => [
        ilike(catalogItems.name, likePattern(v)),
        ilike(catalogItems.category, likePattern(v)),
      ]),
    ),
  );
  const rows = await db
    .select({ name: catalogItems.name, vendor: vendors.name, price: catalogItems.unitPrice })
    .from(catalogItems)
    .innerJoin(vendors, eq(vendors.id, catalogItems.vendorId))
    .where(
      and(...wordMatches, maxPrice !== undefined ? lt(catalogItems.unitPrice, String(maxPrice)) : undefined),
    )
    .orderBy(asc(catalogItems.unitPrice), asc(catalogItems.name))
    .limit(5);
  const what = terms.length ? `"${terms.join(' ')}"` : 'items';
  const ceiling =
    maxPrice !== undefined ? ` under ${formatCurrency(maxPrice, { whole: Number.isInteger(maxPrice) })}` : '';
  if (rows.length === 0) return `Nothing in the catalog matched ${what}${ceiling}.`;
  const lines = rows.map((r) => `• ${r.name} — ${r.vendor} — ${formatCurrency(r.price)}`);
  return [`Catalog matches for ${what}${ceiling}, cheapest first:`, ...lines].join('\n');
}

export const HELP_REPLY =
  'I can help with: the status of a requisition workflow (e.g. "What is the status of workflow REQ-' +
  `${new Date().getFullYear()}-001?"), the spend forecast, which items to put on a blanket PO, your ` +
  'budget status (e.g. "What is our IT budget status?") and finding catalog items (e.g. "Find office chairs ' +
  'under $300").';

/** POST /api/assistant/chat: the intent of the message and the answer from live data. */
export async function chat(
  db: DbOrTx,
  user: SessionUser,
  message: string,
  now = new Date(),
): Promise<ChatResponse> {
  const intent = detectIntent(message);
  switch (intent) {
    case 'workflow':
      return { intent, reply: await answerWorkflow(db, user, message) };
    case 'forecast':
      return { intent, reply: await answerForecast(db, user, now) };
    case 'blanket-po':
      return { intent, reply: await answerBlanketPo(db, user, now) };
    case 'budget':
      return { intent, reply: await answerBudget(db, user, message, now) };
    case 'catalog':
      return { intent, reply: await answerCatalog(db, message) };
    default:
      return { intent: 'help', reply: HELP_REPLY };
  }
}
