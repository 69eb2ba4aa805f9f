import { useState } from 'react';
import { INVOICE_MESSAGES, invoiceReasonSchema, type InvoiceView } from '@shared/invoices/schemas';

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
import type { ReasonKind } from './invoice-api';
import type { InvoiceActions } from './use-invoice-actions';

const COPY: Record<ReasonKind, { title: string; description: string; confirm: string; busy: string }> = {
  hold: {
    title: 'Put on hold',
    description: 'The invoice is neither matched nor paid until it is released.',
    confirm: 'Put on hold',
    busy: 'Holding...',
  },
  dispute: {
    title: 'Dispute',
    description: 'Record what the vendor has to correct; release the invoice once it is settled.',
    confirm: 'Dispute invoice',
    busy: 'Disputing...',
  },
  reject: {
    title: 'Reject',
    description: 'A rejected invoice is closed for good and will not be paid.',
    confirm: 'Reject invoice',
    busy: 'Rejecting...',
  },
};

/** Hold, Dispute or Reject an invoice: the reason is required, stored on the invoice and audited. */
export function StatusReasonDialog({
  prompt,
  actions,
  onClose,
}: {
  prompt: { kind: ReasonKind; invoice: InvoiceView } | null;
  actions: InvoiceActions;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit() {
    if (!prompt) return;
    const parsed = invoiceReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INVOICE_MESSAGES.reason);
      return;
    }
    setError(null);
    setBusy(true);
    await actions.changeStatus(prompt.invoice, prompt.kind, parsed.data.reason, close);
    setBusy(false);
  }

  const copy = prompt ? COPY[prompt.kind] : null;
  return (
    <Dialog open={!!prompt} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {copy?.title} {prompt?.invoice.invoiceNumber}
          </DialogTitle>
          <DialogDescription>{copy?.description}</DialogDescription>
        </DialogHeader>
        <TextAreaField
          id="status-reason"
          label="Reason"
          value={reason}
          onChange={setReason}
          error={error}
          placeholder="e.g. Unit price differs from the contract; credit memo requested"
        />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            variant={prompt?.kind === 'reject' ? 'destructive' : 'default'}
            onClick={submit}
            disabled={busy}
          >
            {busy ? copy?.busy : copy?.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
