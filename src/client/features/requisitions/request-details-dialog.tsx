import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatchRecord } from '../../lib/live-events';
import { Link } from 'wouter';
import { AlertTriangle } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import type { RequisitionDetail } from '@shared/requisitions/types';

import { AttachmentList } from '../../components/attachment-list';
import { DialogFrame } from '../../components/dialog-frame';
import { Fact } from '../../components/fact';
import { PageLoading } from '../../components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { RowsTable } from '../../lib/rows-table';
import { errorText } from '../../lib/api';
import { requisitionQueries } from './queries';
import { deliveryLocationLabel, itemTypeLabel, requestTypeLabel, urgencyLabel } from './labels';
import { RequestApprovalSteps } from './request-approval-steps';
import { RequestStatusBadge } from './request-status-badge';
import { poSummaryHref } from '../../lib/po-links';

/** A request's facts, label and value; one without a value is left out. */
function facts(d: RequisitionDetail): [string, ReactNode][] {
  return [
    ['Request Type', requestTypeLabel(d.requestType)],
    ['Item Type', itemTypeLabel(d.itemType)],
    ['Department', d.department],
    ['Vendor', d.vendorName],
    ['Total', formatCurrency(d.totalAmount)],
    ['Urgency', urgencyLabel(d.urgencyLevel)],
    ['Date Needed By', formatDate(d.dateNeededBy)],
    ['Submitted', d.submittedDate ? formatDate(d.submittedDate) : 'Not submitted yet'],
    [
      'PO Number',
      d.poNumber && d.purchaseOrderId ? (
        <Link href={poSummaryHref(d.purchaseOrderId)} className="text-blue-700 underline">
          {d.poNumber}
        </Link>
      ) : (
        d.poNumber
      ),
    ],
    ['Contract', d.contractNumber],
    ['Delivery Location', d.deliveryLocation ? deliveryLocationLabel(d.deliveryLocation) : null],
    ['Shipping Address', d.shippingAddress],
  ];
}

/** The request's texts, each under its label. */
function texts(d: RequisitionDetail): [string, ReactNode][] {
  return [
    ['Business Justification', d.businessJustification],
    ['Description', d.description],
    ['Change Description', d.changeDescription],
  ];
}

/** Facts of a request as one description list; empty ones are left out. */
function FactList({ items, className }: { items: [string, ReactNode][]; className: string }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <Fact key={label} empty="hide" label={label}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}

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
      <FactList items={facts(d)} className="grid gap-3 sm:grid-cols-3" />
      <FactList items={texts(d)} className="space-y-3" />
      <section aria-labelledby="line-items-heading" className="space-y-2">
        <h3 id="line-items-heading" className="text-sm font-semibold text-slate-900">
          Line Items
        </h3>
        <RowsTable
          head={
            <TableRow>
              <TableHead>Description</TableHead>
              <TableHead>Product #</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead>Unit</TableHead>
              <TableHead className="text-right">Unit Price</TableHead>
              <TableHead>GL Code</TableHead>
              <TableHead className="text-right">Total</TableHead>
            </TableRow>
          }
          rows={d.items}
          row={(item, props) => (
            <TableRow key={item.id} {...props}>
              <TableCell>{item.description}</TableCell>
              <TableCell>{item.productNumber}</TableCell>
              <TableCell className="text-right">{item.quantity}</TableCell>
              <TableCell>{item.unitOfMeasure}</TableCell>
              <TableCell className="text-right">{formatCurrency(item.unitPrice)}</TableCell>
              <TableCell>{item.generalLedgerCode}</TableCell>
              <TableCell className="text-right">{formatCurrency(item.total)}</TableCell>
            </TableRow>
          )}
        />
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
  useWatchRecord('requisition', id);
  return (
    <DialogFrame
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        <>
          {d ? d.title || 'Purchase Request' : 'Request details'}
          {d ? <RequestStatusBadge status={d.status} /> : null}
        </>
      }
      titleClassName="flex flex-wrap items-center gap-2"
      description={d ? `${d.id} · requested by ${d.requestorName}` : id}
      className="sm:max-w-3xl"
    >
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
    </DialogFrame>
  );
}
