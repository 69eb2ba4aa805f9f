import { useState } from 'react';
import { INVOICE_MESSAGES, resolveInvoiceSchema, type InvoiceView } from '@shared/invoices/schemas';

import { TextAreaField } from '../../components/text-area-field';
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

/** Resolve an exception: a resolution note (required), then match and status go back to pending. */
export function ResolveDialog({
  invoice,
  actions,
  onClose,
}: {
  invoice: InvoiceView | null;
  actions: InvoiceActions;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setNote('');
    setError(null);
    onClose();
  }

  async function submit() {
    if (!invoice) return;
    const parsed = resolveInvoiceSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INVOICE_MESSAGES.resolutionNote);
      return;
    }
    setError(null);
    setBusy(true);
    await actions.resolve(invoice, parsed.data.note, close);
    setBusy(false);
  }

  return (
    <Dialog open={!!invoice} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Resolve {invoice?.invoiceNumber}</DialogTitle>
          <DialogDescription>The invoice returns to pending, ready for a new 3-way match.</DialogDescription>
        </DialogHeader>
        {invoice?.matchExceptions.length ? (
          <ul className="list-disc space-y-1 rounded-md border border-red-200 bg-red-50 py-2 pr-3 pl-7 text-sm text-red-800">
            {invoice.matchExceptions.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
        <TextAreaField
          id="resolution-note"
          label="Resolution note"
          value={note}
          onChange={setNote}
          error={error}
          placeholder="e.g. Vendor issued a credit memo for the price difference"
        />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={busy}>
            {busy ? 'Resolving...' : 'Resolve exception'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
