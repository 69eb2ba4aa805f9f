import { CheckCircle2, Circle, Clock } from 'lucide-react';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { stepStatusLabel } from '@shared/approvals/labels';
import { formatDate } from '@shared/format';

import { Badge } from '../../components/ui/badge';
import { SectionCard } from '../../components/section-card';
import { Progress } from '../../components/ui/progress';

const ICONS = { completed: CheckCircle2, pending: Clock } as const;

/** The approval workflow: progress = completed ÷ total (rounded), current step, and each step. */
export function PoWorkflowCard({ po }: { po: PurchaseOrderDetail }) {
  return (
    <SectionCard title="Approval Workflow" className="space-y-4">
      <div className="space-y-1.5">
        <div className="flex justify-between text-sm">
          <span>
            Current step:{' '}
            <span className="font-semibold" data-testid="current-step">
              {po.currentStep}
            </span>
          </span>
          <span className="font-semibold" data-testid="workflow-progress">
            {po.progress}%
          </span>
        </div>
        <Progress value={po.progress} aria-label="Approval progress" />
      </div>
      {po.workflowSteps.length === 0 ? (
        <p className="text-sm text-muted-foreground">No workflow steps.</p>
      ) : (
        <ol aria-label="Workflow steps" className="space-y-2">
          {po.workflowSteps.map((s, i) => {
            const Icon = ICONS[s.status as keyof typeof ICONS] ?? Circle;
            return (
              <li key={`${s.step}-${i}`} className="flex items-start gap-3 rounded-lg border p-3">
                <Icon
                  className={`mt-0.5 size-4 shrink-0 ${s.status === 'completed' ? 'text-emerald-600' : s.status === 'pending' ? 'text-amber-600' : 'text-slate-400'}`}
                  aria-hidden="true"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{s.step}</span>
                    <Badge
                      variant={
                        s.status === 'completed' ? 'success' : s.status === 'pending' ? 'warning' : 'outline'
                      }
                    >
                      {stepStatusLabel(s.status)}
                    </Badge>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {s.assignee}
                    {s.completedAt && ` · Completed ${formatDate(s.completedAt)}`}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
