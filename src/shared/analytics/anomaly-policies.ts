import type { Permission } from '../auth/roles';
import type { SessionUser } from '../auth/types';
import { isApFinance } from '../invoices/duties';
import { conflictBecause, forbiddenBecause, type Refusal } from '../policy';
import type { AlertStatus, AnomalyRule } from './anomalies';

/**
 * Who may act on an anomaly (issue 12), pure. Procurement (manage_vendors, manage_purchase_orders),
 * Finance (approve_invoices) and administrators (full_access grants every permission) start
 * follow-ups and run the detection on demand; everyone else may only look at what they see.
 * A duplicate invoice's follow-up puts the invoice on hold, which only AP Finance may do (the invoice
 * policy), so that one is theirs alone. An alert whose follow-up has started (or was dismissed) is a 409.
 */
export const ANOMALY_ACTOR_PERMISSIONS: Permission[] = [
  'approve_invoices',
  'manage_purchase_orders',
  'manage_vendors',
];

export const ANOMALY_MESSAGES = {
  who: 'Only Procurement, Finance and administrators can act on anomalies.',
  duplicate: 'Only AP Finance can put the duplicate invoice on hold.',
  started: 'The follow-up of this alert has already been started.',
  dismissed: 'This alert was dismissed.',
} as const;

type Actor = Pick<SessionUser, 'permissions' | 'department'>;

export const actsOnAnomalies = (user: Pick<SessionUser, 'permissions'>) =>
  ANOMALY_ACTOR_PERMISSIONS.some((p) => user.permissions.includes(p));

/** Why `user` may not start the alert's follow-up (403 who, 409 state), or null. */
export function anomalyActRefusal(user: Actor, alert: { rule: AnomalyRule; status: AlertStatus }): Refusal {
  if (!actsOnAnomalies(user)) return forbiddenBecause(ANOMALY_MESSAGES.who);
  if (alert.rule === 'duplicate-invoice' && !isApFinance(user))
    return forbiddenBecause(ANOMALY_MESSAGES.duplicate);
  if (alert.status === 'started') return conflictBecause(ANOMALY_MESSAGES.started);
  if (alert.status === 'dismissed') return conflictBecause(ANOMALY_MESSAGES.dismissed);
  return null;
}

/** Why `user` may not dismiss the alert (hide it from the default list), or null: actors, open alerts only. */
export function anomalyDismissRefusal(user: Actor, alert: { status: AlertStatus }): Refusal {
  if (!actsOnAnomalies(user)) return forbiddenBecause(ANOMALY_MESSAGES.who);
  if (alert.status === 'started') return conflictBecause(ANOMALY_MESSAGES.started);
  if (alert.status === 'dismissed') return conflictBecause(ANOMALY_MESSAGES.dismissed);
  return null;
}
