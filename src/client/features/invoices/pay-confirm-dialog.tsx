import { useState } from 'react';
import { Banknote } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import type { InvoiceView } from '@shared/invoices/schemas';

import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
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
    <Dialog open={!!invoice} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay {invoice?.invoiceNumber}?</DialogTitle>
          <DialogDescription>
            {invoice ? `${amount} will be paid to ${invoice.vendorName}.` : ''}
          </DialogDescription>
        </DialogHeader>
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
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={busy}>
            <Banknote aria-hidden="true" />
            {busy ? 'Paying...' : `Pay ${amount}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
