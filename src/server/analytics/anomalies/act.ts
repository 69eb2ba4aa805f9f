import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { AlertStatus, Anomaly, AnomalyRule } from '@shared/analytics/anomalies';
import {
  ANOMALY_MESSAGES,
  actsOnAnomalies,
  anomalyActRefusal,
  anomalyDismissRefusal,
} from '@shared/analytics/anomaly-policies';
import type { Db, DbOrTx } from '../../db/client';
import { alerts } from '../../db/schema/admin';
import { visibleAlerts } from '../../access/alerts';
import { conflict, enforce, forbidden, notFound } from '../../http/errors';
import { audit } from '../../lib/audit';
import { FOLLOW_UPS } from './follow-ups';
import { getAnomaly } from './queries';

/** The alert, locked for the transaction; 404 when missing or out of the user's sight. */
async function lockVisibleAlert(tx: DbOrTx, user: SessionUser, id: string) {
  const [alert] = await tx
    .select()
    .from(alerts)
    .where(and(eq(alerts.id, id), visibleAlerts(user)))
    .for('update');
  if (!alert) throw notFound('Alert');
  return alert;
}

/** open → `to`, conditional on the status read (a concurrent change is a 409). */
async function moveAlert(tx: DbOrTx, user: SessionUser, id: string, to: 'started' | 'dismissed') {
  const [moved] = await tx
    .update(alerts)
    .set({ status: to, ...(to === 'started' ? { startedAt: new Date(), startedBy: user.id } : {}) })
    .where(and(eq(alerts.id, id), eq(alerts.status, 'open')))
    .returning({ id: alerts.id });
  if (!moved) throw conflict(ANOMALY_MESSAGES.started);
}

/**
 * The anomaly's action button (POST /api/analytics/anomalies/{id}/action): starts its follow-up — a
 * duplicate invoice goes on hold and Finance is told; the buyer of an over-priced PO, a department's
 * manager and Procurement for a spike, Finance for an invoice without a PO, Procurement to renew an
 * expired contract are messaged — and the alert becomes `started`, in one transaction with an audit
 * entry. Who: the policy (403); out of sight: 404; already started or dismissed: 409.
 */
export async function actOnAnomaly(db: Db, user: SessionUser, id: string): Promise<Anomaly> {
  if (!actsOnAnomalies(user)) throw forbidden(ANOMALY_MESSAGES.who);
  await db.transaction(async (tx) => {
    const alert = await lockVisibleAlert(tx, user, id);
    const rule = alert.rule as AnomalyRule;
    enforce(anomalyActRefusal(user, { rule, status: alert.status as AlertStatus }));
    const followUp = await FOLLOW_UPS[rule](tx, user, alert);
    await moveAlert(tx, user, id, 'started');
    await audit(tx, {
      actorId: user.id,
      action: 'alert.action',
      entityType: 'alert',
      entityId: id,
      details: { rule, action: alert.action, from: 'open', to: 'started', ...followUp },
    });
  });
  return getAnomaly(db, user, id);
}

/** Dismiss (POST /api/analytics/anomalies/{id}/dismiss): the alert leaves the default list; audited. */
export async function dismissAnomaly(db: Db, user: SessionUser, id: string): Promise<Anomaly> {
  if (!actsOnAnomalies(user)) throw forbidden(ANOMALY_MESSAGES.who);
  await db.transaction(async (tx) => {
    const alert = await lockVisibleAlert(tx, user, id);
    enforce(anomalyDismissRefusal(user, { status: alert.status as AlertStatus }));
    await moveAlert(tx, user, id, 'dismissed');
    await audit(tx, {
      actorId: user.id,
      action: 'alert.dismiss',
      entityType: 'alert',
      entityId: id,
      details: { rule: alert.rule, from: 'open', to: 'dismissed' },
    });
  });
  return getAnomaly(db, user, id);
}
