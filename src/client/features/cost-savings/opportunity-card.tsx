import type { ReactNode } from 'react';
import { Check, CheckCheck, Eye, X } from 'lucide-react';
import { formatCurrency } from '@shared/format';
import { confidenceColor, type ConsolidationOpportunityView } from '@shared/cost-savings/schemas';
import { categoryLabel, savingsLabel } from '@shared/cost-savings/labels';

import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** Spec section 9: AI confidence 0.8 and above green, 0.6 and above yellow, otherwise red. */
export const CONFIDENCE_CLASSES = {
  green: 'bg-emerald-100 text-emerald-800 border-emerald-200',
  yellow: 'bg-amber-100 text-amber-800 border-amber-200',
  red: 'bg-red-100 text-red-800 border-red-200',
} as const;

export function ConfidenceBadge({ value }: { value: number }) {
  const color = confidenceColor(value);
  return (
    <span
      className={cn('rounded-md border px-2 py-0.5 text-xs font-semibold', CONFIDENCE_CLASSES[color])}
      data-confidence={color}
    >
      {Math.round(value * 100)}% AI confidence
    </span>
  );
}

export type OpportunityCan = { approve: boolean; actualize: boolean; dismiss: boolean };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One AI opportunity: its figures, confidence band and status, with Review, Approve and Dismiss. */
export function OpportunityCard({
  opportunity: o,
  can,
  busy,
  onReview,
  onApprove,
  onActualize,
  onDismiss,
}: {
  opportunity: ConsolidationOpportunityView;
  can: OpportunityCan;
  busy: boolean;
  onReview: () => void;
  onApprove: () => void;
  onActualize: () => void;
  onDismiss: () => void;
}) {
  const title = `${savingsLabel(o.opportunityType)} — ${categoryLabel(o.category)}`;
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="text-xs text-muted-foreground">
            {o.currentVendors.join(', ')} → <span className="font-medium">{o.recommendedVendor}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ConfidenceBadge value={o.aiConfidence} />
          {o.status === 'actualized' ? (
            <span className="inline-flex items-center gap-1 rounded-md border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <CheckCheck aria-hidden="true" className="size-3" />
              {savingsLabel(o.status)}
            </span>
          ) : (
            <Badge variant={o.status === 'dismissed' ? 'outline' : 'secondary'}>
              {savingsLabel(o.status)}
            </Badge>
          )}
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Current spend">{formatCurrency(o.currentSpend, { whole: true })}</Fact>
        <Fact label="Potential savings">
          <span className="text-emerald-700">{formatCurrency(o.potentialSavings, { whole: true })}</span> (
          {o.savingsPercentage.toFixed(1)}%)
        </Fact>
        <Fact label="Data points">{o.dataPoints.toLocaleString('en-US')}</Fact>
        <Fact label="Effort">{savingsLabel(o.implementationEffort)}</Fact>
      </dl>
      {o.status === 'actualized' && o.realizedSavings !== null ? (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Realized in invoices:{' '}
          <span className="font-semibold">{formatCurrency(o.realizedSavings, { whole: true })}</span> of{' '}
          {formatCurrency(o.potentialSavings, { whole: true })} potential
        </p>
      ) : null}
      {o.dismissedReason ? (
        <p className="text-sm text-muted-foreground">Dismissed: {o.dismissedReason}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onReview}>
          <Eye aria-hidden="true" />
          Review
        </Button>
        {can.approve ? (
          <Button type="button" size="sm" onClick={onApprove} disabled={busy}>
            <Check aria-hidden="true" />
            Approve
          </Button>
        ) : null}
        {can.actualize ? (
          <Button type="button" size="sm" onClick={onActualize} disabled={busy}>
            <CheckCheck aria-hidden="true" />
            Mark Actualized
          </Button>
        ) : null}
        {can.dismiss ? (
          <Button type="button" variant="outline" size="sm" onClick={onDismiss} disabled={busy}>
            <X aria-hidden="true" />
            Dismiss
          </Button>
        ) : null}
      </div>
    </article>
  );
}
