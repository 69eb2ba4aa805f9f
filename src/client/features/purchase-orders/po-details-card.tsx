import type { ReactNode } from 'react';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PoStatusBadge } from './po-status-badge';

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** PO details: number, vendor, status, amount, dates, department, revision and description. */
export function PoDetailsCard({ po }: { po: PurchaseOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="text-base">PO Details</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Detail label="PO Number">{po.poNumber}</Detail>
          <Detail label="Vendor">{po.vendorName}</Detail>
          <Detail label="Status">
            <PoStatusBadge status={po.status} />
          </Detail>
          <Detail label="Amount">{formatCurrency(po.amount)}</Detail>
          <Detail label="Department">{po.department}</Detail>
          <Detail label="Revision">{po.revision}</Detail>
          <Detail label="Created">{formatDate(po.createdAt)}</Detail>
          <Detail label="Approved">{formatDate(po.approvedAt)}</Detail>
          <Detail label="Issued to Vendor">{formatDate(po.issuedAt)}</Detail>
          <Detail label="Completed">{formatDate(po.completedAt)}</Detail>
          {po.requisitionId && <Detail label="Requisition">{po.requisitionId}</Detail>}
          {po.parentPoId && <Detail label="Blanket PO">{po.parentPoId}</Detail>}
        </dl>
        <div>
          <h3 className="text-xs font-medium text-muted-foreground">Description</h3>
          <p className="text-sm whitespace-pre-line text-slate-900">{po.description || '—'}</p>
        </div>
      </CardContent>
    </Card>
  );
}
