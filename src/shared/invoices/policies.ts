import type { InvoiceCan } from './can';
import type { Settings } from '../admin/settings';
import { allowedActions, conflictBecause, forbiddenBecause, type Refusal } from '../policy';
import { invoiceDuties, isApFinance, type DutyUser } from './duties';
import { AP_FINANCE_ONLY_MESSAGE, type InvoiceStatus } from './schemas';
import { transitionInvoice, type InvoiceChange, type InvoiceState } from './state';

/**
 * Who may do what with an invoice, pure (rule 1 of issue 9). Every action belongs to AP Finance
 * (spec section 6: the approve_invoices permission or the Finance department); approving for payment
 * (3-Way Match, approval) and paying keep separation of duties (./duties.ts); the state machine
 * (./state.ts) decides the rest. The server enforces each refusal (403 who, 409 state); invoice
 * answers carry `can` from the same functions.
 */
export const INVOICE_ACTIONS = [
  'match',
  'resolve',
  'approve',
  'pay',
  'hold',
  'dispute',
  'reject',
  'release',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export type InvoiceFacts = InvoiceState & { createdBy: string | null };
type DutySettings = Pick<Settings, 'payablesSeparationOfDuties'>;

/** The change each action asks of the state machine. */
const CHANGES: Record<InvoiceAction, InvoiceChange> = {
  match: { threeWayMatchStatus: 'matched', status: 'approved' },
  resolve: { threeWayMatchStatus: 'pending', status: 'pending' },
  approve: { status: 'approved' },
  pay: { status: 'paid' },
  hold: { status: 'on-hold' },
  dispute: { status: 'disputed' },
  reject: { status: 'rejected' },
  release: { status: 'pending' },
};

/** The action a status change is (PATCH, review queue), or null for a status no action sets alone. */
export function actionOfStatus(status: InvoiceStatus): InvoiceAction | null {
  const found = (Object.entries(CHANGES) as [InvoiceAction, InvoiceChange][]).find(
    ([, c]) => c.threeWayMatchStatus === undefined && c.status === status,
  );
  return found?.[0] ?? null;
}

/** Why the invoice's state refuses the action (the API's 409 message), or null: the state machine alone. */
export function invoiceStateRefusal(invoice: InvoiceState, action: InvoiceAction): string | null {
  if (action === 'match' && invoice.threeWayMatchStatus !== 'pending') {
    return `Only an invoice whose 3-way match is pending can be matched; this one is ${invoice.threeWayMatchStatus}.`;
  }
  if (action === 'resolve' && invoice.threeWayMatchStatus !== 'exception') {
    return `Only an invoice in match exception can be resolved; this one is ${invoice.threeWayMatchStatus}.`;
  }
  const result = transitionInvoice(invoice, CHANGES[action]);
  return result.ok ? null : result.message;
}

/** The actions the invoice's state offers, whoever asks (the screens show 3-Way Match and Resolve by it). */
export const invoiceStateOffers = (invoice: InvoiceState): Record<InvoiceAction, boolean> =>
  Object.fromEntries(INVOICE_ACTIONS.map((a) => [a, invoiceStateRefusal(invoice, a) === null])) as Record<
    InvoiceAction,
    boolean
  >;

/**
 * Why `user` may not take `action` on the invoice, or null. Checked in the order the API answers:
 * AP Finance (403), then for 3-Way Match and Pay the separation of duties (403) before the state
 * (409); approval checks the state first, then the duties.
 */
export function invoiceRefusal(
  user: DutyUser,
  invoice: InvoiceFacts,
  settings: DutySettings,
  action: InvoiceAction,
): Refusal {
  if (!isApFinance(user)) return forbiddenBecause(AP_FINANCE_ONLY_MESSAGE);
  const duties = invoiceDuties(user, invoice, settings);
  const duty =
    action === 'pay' ? duties.mayPay : action === 'match' || action === 'approve' ? duties.mayApprove : true;
  const dutyRefusal = duty ? null : forbiddenBecause(duties.reason ?? AP_FINANCE_ONLY_MESSAGE);
  const state = invoiceStateRefusal(invoice, action);
  const stateRefusal = state ? conflictBecause(state) : null;
  return action === 'approve' ? (stateRefusal ?? dutyRefusal) : (dutyRefusal ?? stateRefusal);
}

export function invoiceCan(user: DutyUser, invoice: InvoiceFacts, settings: DutySettings): InvoiceCan {
  return allowedActions(
    Object.fromEntries(INVOICE_ACTIONS.map((a) => [a, invoiceRefusal(user, invoice, settings, a)])) as Record<
      InvoiceAction,
      Refusal
    >,
  );
}
