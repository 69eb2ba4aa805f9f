import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Info, Loader2, X, type LucideIcon } from 'lucide-react';
import {
  ACTION_INITIATED_TITLE,
  IN_PROGRESS_LABEL,
  actionInitiatedText,
  type AlertType,
  type Anomaly,
} from '@shared/analytics/anomalies';
import { formatDate } from '@shared/format';

import { SectionCard } from '../../../components/section-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api';
import { listTotal } from '../../../lib/list-pager';
import { cn } from '../../../lib/cn';
import { useActOnAnomaly, useDismissAnomaly } from './mutations';
import { anomalyQueries } from './queries';

/** Each type's icon and colours (spec section 3: warning, success, info). */
const LOOK: Record<AlertType, { icon: LucideIcon; label: string; tint: string; border: string }> = {
  warning: {
    icon: AlertTriangle,
    label: 'Warning',
    tint: 'text-amber-600 bg-amber-50',
    border: 'border-l-amber-500',
  },
  success: {
    icon: CheckCircle2,
    label: 'Success',
    tint: 'text-green-600 bg-green-50',
    border: 'border-l-green-500',
  },
  info: { icon: Info, label: 'Info', tint: 'text-blue-600 bg-blue-50', border: 'border-l-blue-500' },
};

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorText(error), variant: 'destructive' });

function AnomalyCard({ alert }: { alert: Anomaly }) {
  const act = useActOnAnomaly();
  const dismiss = useDismissAnomaly();
  const look = LOOK[alert.type];
  const Icon = look.icon;
  const titleId = `anomaly-${alert.id}-title`;
  const onAct = () =>
    act.mutate(alert.id, {
      onSuccess: (started) =>
        toast({ title: ACTION_INITIATED_TITLE, description: actionInitiatedText(started) }),
      onError: failed,
    });
  const onDismiss = () => dismiss.mutate(alert.id, { onError: failed });
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-type={alert.type}
        data-status={alert.status}
        className={cn('flex gap-3 rounded-lg border border-l-4 bg-card p-4', look.border)}
      >
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', look.tint)}>
          <Icon aria-label={look.label} className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          {alert.status === 'open' && alert.can.dismiss && (
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="float-right -mt-1 size-7"
              aria-label={`Dismiss ${alert.title}`}
              disabled={dismiss.isPending}
              onClick={onDismiss}
            >
              <X aria-hidden="true" />
            </Button>
          )}
          <h3 id={titleId} className="font-semibold leading-snug">
            {alert.title}
          </h3>
          <p className="text-sm text-muted-foreground">{alert.description}</p>
          <div className="flex flex-wrap items-center gap-2 pt-2">
            {alert.status === 'started' ? (
              <>
                <Badge variant="secondary">
                  <Loader2 aria-hidden="true" className="size-3" />
                  {IN_PROGRESS_LABEL}
                </Badge>
                {alert.startedByName && (
                  <span className="text-xs text-muted-foreground">
                    {alert.action} started by {alert.startedByName}
                    {alert.startedAt ? ` on ${formatDate(alert.startedAt)}` : ''}
                  </span>
                )}
              </>
            ) : (
              <Button
                type="button"
                size="sm"
                variant={alert.type === 'warning' ? 'default' : 'outline'}
                disabled={!alert.can.act || act.isPending}
                onClick={onAct}
              >
                {alert.action}
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * The Analytics page's anomaly list (spec section 2; issue 12): cards computed from the data, newest
 * first, of the department chosen (or every department the user sees). A card's action button starts
 * its follow-up (toast 'Action Initiated'); a started card shows that it is in progress instead.
 */
export function AnomalyPanel({ department }: { department?: string }) {
  const list = useQuery(anomalyQueries.list(department));
  const rows = list.data?.rows ?? [];
  return (
    <SectionCard title="Anomalies & Alerts">
      {list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading anomalies...</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(list.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No anomalies found.</p>
      ) : (
        <>
          <ul aria-label="Anomalies" className="space-y-3">
            {rows.map((alert) => (
              <AnomalyCard key={alert.id} alert={alert} />
            ))}
          </ul>
          {list.data && (list.data.capped || list.data.total > rows.length) && (
            <p className="mt-3 text-xs text-muted-foreground">
              The {rows.length} newest of {listTotal(list.data)} anomalies.
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}
