import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Lightbulb } from 'lucide-react';
import type { Insight } from '@shared/assistant/chat';

import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/api';
import { assistantQueries } from './queries';

const STYLE: Record<Insight['type'], { icon: typeof Lightbulb; className: string }> = {
  warning: { icon: AlertTriangle, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  success: { icon: CheckCircle2, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  info: { icon: Lightbulb, className: 'border-blue-200 bg-blue-50 text-blue-900' },
};

export function Insights() {
  const insights = useQuery({ ...assistantQueries.insights(), meta: { silent: true } });
  if (insights.isPending) {
    return (
      <div className="space-y-2" aria-label="Loading insights">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (insights.isError) {
    return (
      <p className="text-xs text-muted-foreground">Insights are unavailable: {errorText(insights.error)}</p>
    );
  }
  if (insights.data.length === 0) return null;
  return (
    <ul aria-label="Insights" className="space-y-2">
      {insights.data.map((insight) => {
        const { icon: Icon, className } = STYLE[insight.type] ?? STYLE.info;
        return (
          <li key={insight.id} className={cn('flex gap-2 rounded-lg border p-2.5 text-xs', className)}>
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-semibold">{insight.title}</p>
              <p className="opacity-90">{insight.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
