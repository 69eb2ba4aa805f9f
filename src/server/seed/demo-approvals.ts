import type { approvalRequests, approvalSteps } from '../db/schema/approvals';
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
type Chain = {
  subject: 'requisition' | 'change-order' | 'purchase-order';
  n: number;
  /** Purchase orders: who asked for it (requisitions: their requestor). */
  requestor?: string;
  steps: StepSpec[];
};

const MR = 'Manager Review';
const FA = 'Finance Approval';
const LR = 'Legal Review';
const FIN = 'Final Approval';

/** REQ-<year>-014 was returned by its manager: the rejected step's comment is the request's feedback. */
const RETURNED_FEEDBACK = REQ_SPECS.find((r) => r.n === 14)!.feedback!;

/**
 * Each chain is what submitting would build today (demo-admin.ts templates, default thresholds
 * 1000 / 5000 / 25000 / 100000, routing.ts escalation): IT requests go Manager Review → Finance
 * Approval above $5,000 → Legal Review for services, mixed or blanket → procurement's Final Approval
 * above $25,000; Marketing (wft-003) and Operations (wft-005) likewise, Procurement (wft-001) with a
 * director's Final Approval above $100,000 only. Escalations: REQ-007 (raised by the IT manager) goes
 * to the IT director; REQ-013 and po-015 (raised by Marketing's only manager) and REQ-011 (by
 * Operations' only manager) go to procurement; REQ-004 and REQ-010 (raised by the only procurement
 * specialist, in Procurement, which has no manager) go to finance. po-001 was asked for by
 * Priya Shah (Operations), so its Manager Review was Kevin Patel's.
 *
 * Pending steps: procurement exactly 2 — REQ-002's Final Approval (overdue) and po-015's Manager
 * Review; IT manager 3 (REQ-001, pending manager approval since it was raised — the assistant's
 * answer for REQ-<year>-001 —, REQ-005, REQ-008); finance 4 (REQ-003, REQ-004's escalated Manager
 * Review, the REQ-006 change order, REQ-007); legal 1 (po-001, overdue). Completed chains give "Recently Approved" and the average days to approve;
 * REQ-014's rejected chain is why it was returned (with the rejecting comment as its feedback).
 */
// prettier-ignore
const CHAINS: Chain[] = [
  { subject: 'requisition', n: 1, steps: [[MR, 'manager', true, 'pending'], [FA, 'finance', false, 'not_started'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'requisition', n: 2, steps: [[MR, 'manager', true, 'completed', 'user-004', 5.5, 'Approved — these rooms are booked every day.'], [FA, 'finance', false, 'completed', 'user-002', 4.5, 'Approved against the computer equipment budget.'], [FIN, 'procurement_sme', false, 'pending']] },
  { subject: 'requisition', n: 3, steps: [[MR, 'manager', true, 'completed', 'user-004', 1.5, 'Needed for the new UX hires.'], [FA, 'finance', false, 'pending']] },
  { subject: 'requisition', n: 4, steps: [[MR, 'finance', false, 'pending'], [FA, 'finance', false, 'not_started']] },
  { subject: 'requisition', n: 5, steps: [[MR, 'manager', true, 'pending'], [FA, 'finance', false, 'not_started'], [LR, 'legal', false, 'not_started']] },
  { subject: 'change-order', n: 6, steps: [[MR, 'manager', true, 'completed', 'user-004', 1.5, 'OK to add to the open order at the same pricing.'], [FA, 'finance', false, 'pending']] },
  { subject: 'requisition', n: 7, steps: [[MR, 'director', true, 'completed', 'user-005', 0.6, 'Approved; schedule the install outside business hours.'], [FA, 'finance', false, 'pending'], [LR, 'legal', false, 'not_started'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'requisition', n: 8, steps: [[MR, 'manager', true, 'pending']] },
  { subject: 'purchase-order', n: 1, requestor: 'user-014', steps: [[MR, 'manager', true, 'completed', 'user-010', 5.5, 'Required for the expansion move-in date.'], [FA, 'finance', false, 'completed', 'user-002', 5, 'Funded from the Operations facilities budget.'], [LR, 'legal', false, 'pending'], [FIN, 'procurement_sme', false, 'not_started']] },
  { subject: 'requisition', n: 9, steps: [[MR, 'manager', true, 'completed', 'user-004', 44, 'Approved.'], [FA, 'finance', false, 'completed', 'user-002', 42.5, 'Budget available in 4000-002.'], [FIN, 'procurement_sme', false, 'completed', 'user-001', 41, 'Ordered under the Dell agreement.']] },
  { subject: 'requisition', n: 10, steps: [[MR, 'finance', false, 'completed', 'user-012', 325, 'Consolidates the departments’ supply orders; approved.'], [FA, 'finance', false, 'completed', 'user-002', 323.5, 'Approved for the fiscal year.'], [LR, 'legal', false, 'completed', 'user-006', 322, 'Blanket terms match the CTR-001 agreement.']] },
  { subject: 'requisition', n: 11, steps: [[MR, 'procurement_sme', false, 'completed', 'user-001', 33.5, 'Covered by the Grainger agreement pricing.'], [FA, 'finance', false, 'completed', 'user-002', 32.5, 'Approved.'], [LR, 'legal', false, 'completed', 'user-006', 31, 'Agreement terms reviewed; fine to issue the blanket PO.']] },
  { subject: 'requisition', n: 12, steps: [[MR, 'manager', true, 'completed', 'user-004', 99, 'Approved for the design team.'], [FA, 'finance', false, 'completed', 'user-002', 97.5, 'Approved.'], [FIN, 'procurement_sme', false, 'completed', 'user-001', 96, 'CDW quote accepted.']] },
  { subject: 'requisition', n: 13, steps: [[MR, 'procurement_sme', false, 'completed', 'user-001', 115.5, 'Seat count matches the active sales users.'], [LR, 'legal', false, 'completed', 'user-006', 114, 'Order form terms match the master agreement.'], [FA, 'finance', false, 'completed', 'user-002', 113, 'Within the marketing software budget.'], [FIN, 'procurement_sme', false, 'completed', 'user-001', 111, 'Renewed at the contracted rate.']] },
  { subject: 'purchase-order', n: 15, requestor: 'user-008', steps: [[MR, 'procurement_sme', false, 'pending']] },
  { subject: 'requisition', n: 14, steps: [[MR, 'manager', true, 'rejected', 'user-004', 7, RETURNED_FEEDBACK], [FA, 'finance', false, 'skipped']] },
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
        requestorId: chain.requestor ?? 'user-001',
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
