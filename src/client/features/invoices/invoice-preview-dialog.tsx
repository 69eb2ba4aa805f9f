import { useQuery } from '@tanstack/react-query';
import { formatCurrency, formatDate } from '@shared/format';
import { INVOICE_STATUS_LABELS } from '@shared/invoices/labels';
import type { InvoiceDetail } from '@shared/invoices/schemas';

import { AttachmentList } from '../../components/attachment-list';
import { DialogFrame } from '../../components/dialog-frame';
import { Fact } from '../../components/fact';
import { Skeleton } from '../../components/ui/skeleton';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { RowsTable } from '../../lib/rows-table';
import { InvoiceStatusBadge, MatchBadge } from './invoice-badges';
import { invoiceFileUrl, invoiceQueries } from './queries';

function PreviewBody({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Invoice Number">{invoice.invoiceNumber}</Fact>
        <Fact label="PO Number">{invoice.poNumber}</Fact>
        <Fact label="Vendor">{invoice.vendorName}</Fact>
        <Fact label="Invoice Date">{formatDate(invoice.invoiceDate)}</Fact>
        <Fact label="Due Date">{formatDate(invoice.dueDate)}</Fact>
        <Fact label="Received Date">{formatDate(invoice.receivedDate)}</Fact>
        <Fact label="Payment Terms">{invoice.paymentTerms}</Fact>
        <Fact label="Match Status">
          <MatchBadge status={invoice.threeWayMatchStatus} />
        </Fact>
        <Fact label="Status">
          <InvoiceStatusBadge status={invoice.status} />
        </Fact>
        {invoice.enteredBy ? <Fact label="Entered By">{invoice.enteredBy.name}</Fact> : null}
      </dl>
      {invoice.statusReason ? (
        <p
          role="note"
          aria-label="Status reason"
          className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
        >
          <span className="font-medium">{INVOICE_STATUS_LABELS[invoice.status]}: </span>
          {invoice.statusReason}
        </p>
      ) : null}
      {invoice.description ? <p className="text-sm text-slate-700">{invoice.description}</p> : null}
      {invoice.duplicateReason && !invoice.matchExceptions.includes(invoice.duplicateReason) ? (
        <p
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {invoice.duplicateReason}
        </p>
      ) : null}
      {invoice.matchExceptions.length ? (
        <ul className="list-disc rounded-md border border-red-200 bg-red-50 py-2 pr-3 pl-7 text-sm text-red-800">
          {invoice.matchExceptions.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">Line Items</h3>
        <RowsTable
          label="Line items"
          head={
            <TableRow className="hover:bg-transparent">
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Quantity</TableHead>
              <TableHead className="text-right">Unit Price</TableHead>
              <TableHead>GL Code</TableHead>
              <TableHead className="text-right">Total</TableHead>
            </TableRow>
          }
          rows={invoice.items}
          row={(item, props) => (
            <TableRow {...props} key={item.lineNo}>
              <TableCell>{item.description}</TableCell>
              <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCurrency(item.unitPrice)}</TableCell>
              <TableCell>{item.glCode}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCurrency(item.total)}</TableCell>
            </TableRow>
          )}
        />
        <p className="text-right text-sm font-semibold">
          Total Amount: <span className="tabular-nums">{formatCurrency(invoice.amount)}</span>
        </p>
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">Attachments</h3>
        <AttachmentList
          names={invoice.attachments}
          files={invoice.attachmentFiles}
          href={(f) => invoiceFileUrl(invoice.id, f.id)}
        />
      </section>
    </div>
  );
}

/** Preview: every field the invoice history lists, line items and the attachments (downloadable). */
export function InvoicePreviewDialog({
  invoiceId,
  onClose,
}: {
  invoiceId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({ ...invoiceQueries.detail(invoiceId ?? ''), enabled: !!invoiceId });
  return (
    <DialogFrame
      open={!!invoiceId}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Invoice Preview${detail.data ? ` — ${detail.data.invoiceNumber}` : ''}`}
      description={detail.data?.vendorName ?? 'Loading invoice...'}
      className="max-w-3xl"
    >
      {detail.data ? <PreviewBody invoice={detail.data} /> : <Skeleton className="h-64 w-full" />}
    </DialogFrame>
  );
}
