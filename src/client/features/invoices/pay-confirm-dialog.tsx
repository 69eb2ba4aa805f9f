import { useState } from 'react';
import { Banknote } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import type { InvoiceView } from '@shared/invoices/schemas';

import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import type { InvoiceActions } from './use-invoice-actions';

/** Pay asks first: the amount and the vendor it goes to, then Pay or Cancel. */
export function PayConfirmDialog({
  invoice,
  actions,
  onClose,
}: {
  invoice: InvoiceView | null;
  actions: InvoiceActions;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!invoice) return;
    setBusy(true);
    await actions.pay(invoice, onClose);
    setBusy(false);
  }

  const amount = invoice ? formatCurrency(invoice.amount) : '';
  return (
    <DialogFrame
      open={!!invoice}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<>Pay {invoice?.invoiceNumber}?</>}
      description={invoice ? `${amount} will be paid to ${invoice.vendorName}.` : ''}
    >
      {invoice ? (
        <dl className="grid grid-cols-2 gap-3 rounded-md border bg-slate-50 p-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Amount</dt>
            <dd className="text-lg font-bold tabular-nums">{amount}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Vendor</dt>
            <dd className="font-medium">{invoice.vendorName}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">PO Number</dt>
            <dd>{invoice.poNumber ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Due Date</dt>
            <dd>{formatDate(invoice.dueDate)}</dd>
          </div>
        </dl>
      ) : null}
      <FormActions
        onCancel={onClose}
        onSubmit={confirm}
        busy={busy}
        icon={<Banknote aria-hidden="true" />}
        busyLabel="Paying..."
        submitLabel={`Pay ${amount}`}
      />
    </DialogFrame>
  );
}
