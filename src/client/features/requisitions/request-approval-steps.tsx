import { CheckCircle2, Circle, Clock, XCircle } from 'lucide-react';
import { formatDate } from '@shared/format';
import type { RequisitionDetail, WorkflowStep } from '@shared/requisitions/types';
import { stepStatusLabel } from '@shared/approvals/labels';

const STATUS_ICONS = { completed: CheckCircle2, rejected: XCircle, pending: Clock } as const;
const STATUS_TINT: Record<string, string> = {
  completed: 'text-emerald-600',
  rejected: 'text-red-600',
  pending: 'text-amber-600',
};

function StepRow({ step, prefix }: { step: WorkflowStep; prefix?: string }) {
  const Icon = STATUS_ICONS[step.status as keyof typeof STATUS_ICONS] ?? Circle;
  return (
    <li className="flex gap-3 py-2">
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${STATUS_TINT[step.status] ?? 'text-slate-400'}`}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900">
          {prefix}
          {step.name}{' '}
          <span className="font-normal text-muted-foreground">· {stepStatusLabel(step.status)}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {step.actedBy
            ? `${step.actedBy}${step.onBehalfOf ? ` on behalf of ${step.onBehalfOf}` : ''} · ${formatDate(step.actedAt)}`
            : `${step.approverRoleLabel}${step.department ? ` (${step.department})` : ''}`}
        </p>
        {step.comment ? <p className="mt-1 text-slate-700">“{step.comment}”</p> : null}
      </div>
    </li>
  );
}

/** The current approval chain and every step acted on before (across submissions). */
export function RequestApprovalSteps({ detail }: { detail: RequisitionDetail }) {
  const latest = Math.max(0, ...detail.approvalHistory.map((s) => s.submission));
  const earlier = detail.approvalHistory.filter((s) => s.submission < latest);
  return (
    <section aria-labelledby="approval-history-heading" className="space-y-2">
      <h3 id="approval-history-heading" className="text-sm font-semibold text-slate-900">
        Approval History
      </h3>
      {detail.workflow.length === 0 && earlier.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {detail.status === 'draft' ? 'Not submitted yet.' : 'No approval steps were needed.'}
        </p>
      ) : (
        <ol className="divide-y rounded-md border px-3">
          {earlier.map((s) => (
            <StepRow key={`${s.submission}-${s.id}`} step={s} prefix={`Submission ${s.submission}: `} />
          ))}
          {detail.workflow.map((s) => (
            <StepRow key={s.id} step={s} />
          ))}
        </ol>
      )}
    </section>
  );
}
