import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { AlertStatus, AlertType, Anomaly, AnomalyRule } from '@shared/analytics/anomalies';
import { anomalyActRefusal, anomalyDismissRefusal } from '@shared/analytics/anomaly-policies';
import type { DbOrTx } from '../../db/client';
import { alerts } from '../../db/schema/admin';
import { users } from '../../db/schema/auth';
import { visibleAlertParts, visibleAlerts } from '../../access/alerts';
import { type ListResult } from '../../http/list';
import { listPageByParts } from '../../http/list-parts';
import { notFound } from '../../http/errors';
import { fullName } from '../../lib/names';

const columns = {
  id: alerts.id,
  rule: alerts.rule,
  type: alerts.type,
  title: alerts.title,
  description: alerts.description,
  action: alerts.action,
  poId: alerts.poId,
  vendorId: alerts.vendorId,
  invoiceId: alerts.invoiceId,
  department: alerts.department,
  details: alerts.details,
  status: alerts.status,
  createdAt: alerts.createdAt,
  startedAt: alerts.startedAt,
  startedByName: fullName(users),
};

const select = (db: DbOrTx) =>
  db.select(columns).from(alerts).leftJoin(users, eq(users.id, alerts.startedBy));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toView(user: SessionUser, r: Row): Anomaly {
  const rule = r.rule as AnomalyRule;
  const status = r.status as AlertStatus;
  return {
    ...r,
    rule,
    status,
    type: r.type as AlertType,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    startedByName: r.startedByName ?? null,
    can: {
      act: anomalyActRefusal(user, { rule, status }) === null,
      dismiss: anomalyDismissRefusal(user, { status }) === null,
    },
  };
}

export type AnomalyFilters = {
  department?: string;
  /** undefined: every alert not dismissed. */
  status?: AlertStatus | 'all';
  limit: number;
  offset: number;
};

/** The anomalies the user may see, newest first, one page (by the creation and department indexes). */
export async function listAnomalies(
  db: DbOrTx,
  user: SessionUser,
  f: AnomalyFilters,
): Promise<ListResult<Anomaly>> {
  const rest: SQL | undefined = and(
    f.department ? eq(alerts.department, f.department) : undefined,
    f.status === 'all' ? undefined : f.status ? eq(alerts.status, f.status) : ne(alerts.status, 'dismissed'),
  );
  const page = await listPageByParts(
    db,
    select(db),
    alerts,
    { select: () => db.select({ id: alerts.id }).from(alerts), id: alerts.id, table: alerts },
    { parts: visibleAlertParts(user), rest },
    [desc(alerts.createdAt), asc(alerts.id)],
    f,
  );
  return { ...page, rows: page.rows.map((r) => toView(user, r)) };
}

/** One anomaly the user may see (404 otherwise). */
export async function getAnomaly(db: DbOrTx, user: SessionUser, id: string): Promise<Anomaly> {
  const [row] = await select(db).where(and(eq(alerts.id, id), visibleAlerts(user)));
  if (!row) throw notFound('Alert');
  return toView(user, row);
}
