import type { approvalRequests, approvalSteps } from '../schema/approvals';
import { reqId, type SeedClock } from './demo-clock';
import { priceLines, totalOf } from './demo-lines';
import { PO_SPECS, poId } from './demo-purchase-orders';
import { REQ_SPECS, reqAt, reqTotal } from './demo-requisitions';
import { USER_DEPARTMENTS } from './demo-users';

type RequestRow = typeof approvalRequests.$inferInsert;
type StepRow = typeof approvalSteps.$inferInsert;

type StepName = 'Manager Review' | 'Finance Approval' | 'Legal Review' | 'Final Approval';
/**
 * name, approver role, whether the approver is of the requester's department, status,
 * then for completed steps: who acted, days ago, comment.
 */
type StepSpec = [
  name: StepName,
  role: 'manager' | 'director' | 'finance' | 'legal' | 'procurement_sme',
  ownDepartment: boolean,
  status: 'completed' | 'pending' | 'not_started' | 'rejected' | 'skipped',
  actedBy?: string,
  actedDaysAgo?: number,
  comment?: string,
];
type Chain = { subject: 'requisition' | 'change-order' | 'purchase-order'; n: number; steps: StepSpec[] };

const MR = 'Manager Review';
const FA = 'Finance Approval';
const LR = 'Legal Review';
const FIN = 'Final Approval';

/** REQ-<year>-014 was returned by its manager: the rejected step's comment is the request's feedback. */
const RETURNED_FEEDBACK = REQ_SPECS.find((r) => r.n === 14)!.feedback!;

/**
 * Pending steps: procurement (procurement_sme) exactly 2 — REQ-002 (overdue) and REQ-003; IT manager 3
 * (REQ-001 overdue, REQ-005, REQ-008); finance 3 (REQ-004, the REQ-006 change order, REQ-007);
 * legal 1 (po-001, overdue); Marketing's manager 1 (po-015, a PO awaiting approval like its workflow shows).
 * Completed chains give "Recently Approved" and the average days to approve; REQ-014's rejected chain
 * is why it was returned (with the rejecting comment as its feedback).
 */
// prettier-ignore
const CHAINS: Chain[] = [
  { subject: 'requisition', n: 1, steps: [[MR, 'manager', true, 'pending'], [FA, 'finance', false, 'not_started'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'requisition', n: 2, steps: [[MR, 'manager', true, 'completed', 'user-004', 5.5, 'Approved — these rooms are booked every day.'], [FA, 'finance', false, 'completed', 'user-002', 5, 'Within the IT equipment budget.'], [FIN, 'procurement_sme', false, 'pending']] },
  { subject: 'requisition', n: 3, steps: [[MR, 'manager', true, 'completed', 'user-004', 1.5, 'Needed for the new UX hires.'], [FA, 'finance', false, 'completed', 'user-002', 0.9, 'Approved against the software licenses budget.'], [FIN, 'procurement_sme', false, 'pending']] },
  { subject: 'requisition', n: 4, steps: [[FA, 'finance', false, 'pending']] },
  { subject: 'requisition', n: 5, steps: [[MR, 'manager', true, 'pending'], [FA, 'finance', false, 'not_started'], [LR, 'legal', false, 'not_started'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'change-order', n: 6, steps: [[MR, 'manager', true, 'completed', 'user-004', 1.5, 'OK to add to the open order at the same pricing.'], [FA, 'finance', false, 'pending'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'requisition', n: 7, steps: [[MR, 'director', true, 'completed', 'user-005', 0.6, 'Approved; schedule the install outside business hours.'], [FA, 'finance', false, 'pending'], [LR, 'legal', false, 'not_started'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'requisition', n: 8, steps: [[MR, 'manager', true, 'pending'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'purchase-order', n: 1, steps: [[MR, 'manager', true, 'completed', 'user-010', 5.5, 'Required for the expansion move-in date.'], [FA, 'finance', false, 'completed', 'user-002', 5, 'Funded from the Operations facilities budget.'], [LR, 'legal', false, 'pending'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'requisition', n: 9, steps: [[MR, 'manager', true, 'completed', 'user-004', 44, 'Approved.'], [FA, 'finance', false, 'completed', 'user-002', 42.5, 'Budget available in 4000-002.'], [FIN, 'procurement_sme', false, 'completed', 'user-001', 41, 'Ordered under the Dell agreement.']] },
  { subject: 'requisition', n: 10, steps: [[FA, 'finance', false, 'completed', 'user-002', 322, 'Approved for the fiscal year.']] },
  { subject: 'requisition', n: 11, steps: [[FA, 'finance', false, 'completed', 'user-002', 33, 'Approved.'], [FIN, 'procurement_sme', false, 'completed', 'user-001', 31, 'Blanket PO issued under the Grainger agreement.']] },
  { subject: 'requisition', n: 12, steps: [[MR, 'manager', true, 'completed', 'user-004', 99, 'Approved for the design team.'], [FA, 'finance', false, 'completed', 'user-002', 97.5, 'Approved.'], [FIN, 'procurement_sme', false, 'completed', 'user-001', 96, 'CDW quote accepted.']] },
  { subject: 'requisition', n: 13, steps: [[FA, 'finance', false, 'completed', 'user-002', 115, 'Within the marketing software budget.'], [LR, 'legal', false, 'completed', 'user-006', 113, 'Order form terms match the master agreement.'], [FIN, 'procurement_sme', false, 'completed', 'user-001', 111, 'Renewed at the contracted rate.']] },
  { subject: 'purchase-order', n: 15, steps: [[MR, 'manager', true, 'pending'], [FA, 'finance', false, 'not_started'], [LR, 'legal', false, 'not_started'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'requisition', n: 14, steps: [[MR, 'manager', true, 'rejected', 'user-004', 7, RETURNED_FEEDBACK], [FA, 'finance', false, 'skipped'], [FIN, 'procurement_sme', false, 'skipped']] },
];

const PRIORITY = { low: 'Low', medium: 'Medium', high: 'High', critical: 'High' } as const;

export function buildApprovals(clock: SeedClock) {
  const requests: RequestRow[] = [];
  const steps: StepRow[] = [];
  CHAINS.forEach((chain, i) => {
    const id = `apr-${String(i + 1).padStart(3, '0')}`;
    let subject: Omit<RequestRow, 'id' | 'status' | 'completedAt'>;
    let at: (days: number) => Date;
    if (chain.subject === 'purchase-order') {
      const po = PO_SPECS.find((p) => p.n === chain.n)!;
      at = (days) => clock.ago(days, 3);
      subject = {
        subjectType: 'purchase-order',
        subjectId: poId(po.n),
        title: po.description,
        requestorId: 'user-001',
        department: po.department,
        amount: totalOf(priceLines(po.lines)),
        priority: 'Medium',
        submittedAt: at(po.created),
        createdAt: at(po.created),
      };
    } else {
      const req = REQ_SPECS.find((r) => r.n === chain.n)!;
      at = (days) => reqAt(clock, req, days);
      subject = {
        subjectType: chain.subject,
        subjectId: reqId(clock.year, req.n),
        title: req.title,
        requestorId: req.requestor,
        department: USER_DEPARTMENTS[req.requestor]!,
        amount: reqTotal(req),
        priority: PRIORITY[req.urgency],
        submittedAt: at(req.submitted!),
        createdAt: at(req.submitted!),
      };
    }
    const done = chain.steps.every((s) => s[3] === 'completed');
    const rejected = chain.steps.find((s) => s[3] === 'rejected');
    const lastActed = rejected ? rejected[5] : chain.steps.at(-1)![5];
    const closed = done || Boolean(rejected);
    requests.push({
      id,
      ...subject,
      status: done ? 'approved' : rejected ? 'rejected' : 'pending',
      completedAt: closed && lastActed !== undefined ? at(lastActed) : null,
    });
    let previous = subject.submittedAt!;
    chain.steps.forEach(([name, role, own, status, actedBy, actedDays, comment], j) => {
      const actedAt = status === 'completed' || status === 'rejected' ? at(actedDays!) : null;
      steps.push({
        id: `${id}-s${j + 1}`,
        approvalRequestId: id,
        stepOrder: j + 1,
        name,
        approverRoleId: role,
        approverDepartment: own ? subject.department : null,
        status,
        activatedAt: status === 'not_started' || status === 'skipped' ? null : previous,
        actedBy: actedBy ?? null,
        actedAt,
        comment: comment ?? null,
      });
      if (actedAt) previous = actedAt;
    });
  });
  return { requests, steps };
}
