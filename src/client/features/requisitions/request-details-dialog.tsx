import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { AlertTriangle } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import type { RequisitionDetail } from '@shared/requisitions/types';

import { AttachmentList } from '../../components/attachment-list';
import { Fact } from '../../components/fact';
import { PageLoading } from '../../components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { errorText } from '../../lib/api';
import { requisitionQueries } from './queries';
import { deliveryLocationLabel, itemTypeLabel, requestTypeLabel, urgencyLabel } from './labels';
import { RequestApprovalSteps } from './request-approval-steps';
import { RequestStatusBadge } from './request-status-badge';

function Details({ d }: { d: RequisitionDetail }) {
  return (
    <div className="space-y-5">
      {d.status === 'returned' ? (
        <Alert className="border-amber-300 bg-amber-50 text-amber-900">
          <AlertTitle>Returned for updates</AlertTitle>
          <AlertDescription>{d.feedback || 'Returned without a comment.'}</AlertDescription>
        </Alert>
      ) : null}
      {d.budgetWarning ? (
        <Alert>
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Budget warning</AlertTitle>
          <AlertDescription>{d.budgetWarning}</AlertDescription>
        </Alert>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact empty="hide" label="Request Type">
          {requestTypeLabel(d.requestType)}
        </Fact>
        <Fact empty="hide" label="Item Type">
          {itemTypeLabel(d.itemType)}
        </Fact>
        <Fact empty="hide" label="Department">
          {d.department}
        </Fact>
        <Fact empty="hide" label="Vendor">
          {d.vendorName}
        </Fact>
        <Fact empty="hide" label="Total">
          {formatCurrency(d.totalAmount)}
        </Fact>
        <Fact empty="hide" label="Urgency">
          {urgencyLabel(d.urgencyLevel)}
        </Fact>
        <Fact empty="hide" label="Date Needed By">
          {formatDate(d.dateNeededBy)}
        </Fact>
        <Fact empty="hide" label="Submitted">
          {d.submittedDate ? formatDate(d.submittedDate) : 'Not submitted yet'}
        </Fact>
        <Fact empty="hide" label="PO Number">
          {d.poNumber && d.purchaseOrderId ? (
            <Link
              href={`/po-summary?id=${encodeURIComponent(d.purchaseOrderId)}`}
              className="text-blue-700 underline"
            >
              {d.poNumber}
            </Link>
          ) : (
            d.poNumber
          )}
        </Fact>
        <Fact empty="hide" label="Contract">
          {d.contractNumber}
        </Fact>
        <Fact empty="hide" label="Delivery Location">
          {d.deliveryLocation ? deliveryLocationLabel(d.deliveryLocation) : null}
        </Fact>
        <Fact empty="hide" label="Shipping Address">
          {d.shippingAddress}
        </Fact>
      </dl>
      <dl className="space-y-3">
        <Fact empty="hide" label="Business Justification">
          {d.businessJustification}
        </Fact>
        <Fact empty="hide" label="Description">
          {d.description}
        </Fact>
        <Fact empty="hide" label="Change Description">
          {d.changeDescription}
        </Fact>
      </dl>
      <section aria-labelledby="line-items-heading" className="space-y-2">
        <h3 id="line-items-heading" className="text-sm font-semibold text-slate-900">
          Line Items
        </h3>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Description</TableHead>
              <TableHead>Product #</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead>Unit</TableHead>
              <TableHead className="text-right">Unit Price</TableHead>
              <TableHead>GL Code</TableHead>
              <TableHead className="text-right">Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {d.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.description}</TableCell>
                <TableCell>{item.productNumber}</TableCell>
                <TableCell className="text-right">{item.quantity}</TableCell>
                <TableCell>{item.unitOfMeasure}</TableCell>
                <TableCell className="text-right">{formatCurrency(item.unitPrice)}</TableCell>
                <TableCell>{item.generalLedgerCode}</TableCell>
                <TableCell className="text-right">{formatCurrency(item.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <RequestApprovalSteps detail={d} />
      <section aria-labelledby="attachments-heading" className="space-y-2">
        <h3 id="attachments-heading" className="text-sm font-semibold text-slate-900">
          Attachments
        </h3>
        <AttachmentList names={d.attachments} files={d.attachmentFiles} />
      </section>
    </div>
  );
}

/** A request's details, line items, approval history and attachments (My Requests → View). */
export function RequestDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({
    ...requisitionQueries.detail(id ?? ''),
    enabled: id !== null,
    meta: { silent: true },
  });
  const d = detail.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {d ? d.title || 'Purchase Request' : 'Request details'}
            {d ? <RequestStatusBadge status={d.status} /> : null}
          </DialogTitle>
          <DialogDescription>{d ? `${d.id} · requested by ${d.requestorName}` : id}</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <PageLoading />
        ) : detail.isError ? (
          <Alert variant="destructive">
            <AlertTitle>The request could not be loaded</AlertTitle>
            <AlertDescription>{errorText(detail.error)}</AlertDescription>
          </Alert>
        ) : d ? (
          <Details d={d} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
