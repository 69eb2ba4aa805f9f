import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { SectionCard } from '../../components/section-card';
import { Fact } from '../../components/fact';
import { PoStatusBadge } from './po-status-badge';

/** PO details: number, vendor, status, amount, dates, department, revision and description. */
export function PoDetailsCard({ po }: { po: PurchaseOrderDetail }) {
  return (
    <SectionCard title="PO Details" className="space-y-4">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="PO Number">{po.poNumber}</Fact>
        <Fact label="Vendor">{po.vendorName}</Fact>
        <Fact label="Status">
          <PoStatusBadge status={po.status} />
        </Fact>
        <Fact label="Amount">{formatCurrency(po.amount)}</Fact>
        <Fact label="Department">{po.department}</Fact>
        <Fact label="Revision">{po.revision}</Fact>
        <Fact label="Created">{formatDate(po.createdAt)}</Fact>
        <Fact label="Approved">{formatDate(po.approvedAt)}</Fact>
        <Fact label="Issued to Vendor">{formatDate(po.issuedAt)}</Fact>
        <Fact label="Completed">{formatDate(po.completedAt)}</Fact>
        {po.requisitionId && <Fact label="Requisition">{po.requisitionId}</Fact>}
        {po.parentPoId && <Fact label="Blanket PO">{po.parentPoId}</Fact>}
      </dl>
      <div>
        <h3 className="text-xs font-medium text-muted-foreground">Description</h3>
        <p className="text-sm whitespace-pre-line text-slate-900">{po.description || '—'}</p>
      </div>
    </SectionCard>
  );
}
