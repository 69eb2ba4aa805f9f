import type { ReactNode } from 'react';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatCurrency } from '@shared/format';

import { Fact } from '../../components/fact';
import { SectionCard } from '../../components/section-card';
import { Progress } from '../../components/ui/progress';

/** A blanket PO's limit, used and remaining, and (by permission) its Create release action. */
export function PoBlanketCard({ po, action }: { po: PurchaseOrderDetail; action?: ReactNode }) {
  const limit = Number(po.blanketLimit) || 0;
  const used = Number(po.blanketUsed) || 0;
  const pct = limit > 0 ? Math.min(100, Math.round((used * 100) / limit)) : 0;
  return (
    <SectionCard title="Blanket PO" action={action} className="space-y-3">
      <dl className="grid grid-cols-3 gap-4">
        <Fact label="Limit">{formatCurrency(po.blanketLimit)}</Fact>
        <Fact label="Used">{formatCurrency(po.blanketUsed)}</Fact>
        <Fact label="Remaining">{formatCurrency(po.blanketRemaining)}</Fact>
      </dl>
      <Progress value={pct} aria-label="Blanket limit used" />
    </SectionCard>
  );
}
