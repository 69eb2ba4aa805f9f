import { useState } from 'react';
import {
  INVOICE_MESSAGES,
  invoiceReasonSchema,
  resolveInvoiceSchema,
  type InvoiceView,
} from '@shared/invoices/schemas';

import { TextAreaField } from '../../components/form/text-area-field';
import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import type { ReasonKind } from './mutations';
import type { InvoiceActions } from './use-invoice-actions';

export type TextPromptKind = ReasonKind | 'resolve';

type Copy = {
  title: string;
  description: string;
  label: string;
  placeholder: string;
  confirm: string;
  busy: string;
};
const REASON_PLACEHOLDER = 'e.g. Unit price differs from the contract; credit memo requested';
const COPY: Record<TextPromptKind, Copy> = {
  resolve: {
    title: 'Resolve',
    description: 'The invoice returns to pending, ready for a new 3-way match.',
    label: 'Resolution note',
    placeholder: 'e.g. Vendor issued a credit memo for the price difference',
    confirm: 'Resolve exception',
    busy: 'Resolving...',
  },
  hold: {
    title: 'Put on hold',
    description: 'The invoice is neither matched nor paid until it is released.',
    label: 'Reason',
    placeholder: REASON_PLACEHOLDER,
    confirm: 'Put on hold',
    busy: 'Holding...',
  },
  dispute: {
    title: 'Dispute',
    description: 'Record what the vendor has to correct; release the invoice once it is settled.',
    label: 'Reason',
    placeholder: REASON_PLACEHOLDER,
    confirm: 'Dispute invoice',
    busy: 'Disputing...',
  },
  reject: {
    title: 'Reject',
    description: 'A rejected invoice is closed for good and will not be paid.',
    label: 'Reason',
    placeholder: REASON_PLACEHOLDER,
    confirm: 'Reject invoice',
    busy: 'Rejecting...',
  },
};

/** The shared schema's first message for the typed text, or the text to send. */
function check(kind: TextPromptKind, text: string): { text: string } | { error: string } {
  if (kind === 'resolve') {
    const parsed = resolveInvoiceSchema.safeParse({ note: text });
    return parsed.success
      ? { text: parsed.data.note }
      : { error: parsed.error.issues[0]?.message ?? INVOICE_MESSAGES.resolutionNote };
  }
  const parsed = invoiceReasonSchema.safeParse({ reason: text });
  return parsed.success
    ? { text: parsed.data.reason }
    : { error: parsed.error.issues[0]?.message ?? INVOICE_MESSAGES.reason };
}

/**
 * Resolve an exception (a resolution note; match and status go back to pending), or Hold, Dispute or
 * Reject an invoice (a reason, stored on the invoice and audited). The text is required.
 */
export function StatusReasonDialog({
  prompt,
  actions,
  onClose,
}: {
  prompt: { kind: TextPromptKind; invoice: InvoiceView } | null;
  actions: InvoiceActions;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setText('');
    setError(null);
    onClose();
  }

  async function submit() {
    if (!prompt) return;
    const checked = check(prompt.kind, text);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    setBusy(true);
    if (prompt.kind === 'resolve') await actions.resolve(prompt.invoice, checked.text, close);
    else await actions.changeStatus(prompt.invoice, prompt.kind, checked.text, close);
    setBusy(false);
  }

  const copy = prompt ? COPY[prompt.kind] : null;
  const exceptions = prompt?.kind === 'resolve' ? prompt.invoice.matchExceptions : [];
  return (
    <DialogFrame
      open={!!prompt}
      onOpenChange={(open) => (open ? undefined : close())}
      title={
        <>
          {copy?.title} {prompt?.invoice.invoiceNumber}
        </>
      }
      description={copy?.description}
    >
      {exceptions.length ? (
        <ul className="list-disc space-y-1 rounded-md border border-red-200 bg-red-50 py-2 pr-3 pl-7 text-sm text-red-800">
          {exceptions.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <TextAreaField
        id={prompt?.kind === 'resolve' ? 'resolution-note' : 'status-reason'}
        label={copy?.label ?? 'Reason'}
        value={text}
        onChange={setText}
        error={error}
        placeholder={copy?.placeholder}
      />
      <FormActions
        onCancel={close}
        variant={prompt?.kind === 'reject' ? 'destructive' : 'default'}
        onSubmit={submit}
        busy={busy}
        busyLabel={copy?.busy}
        submitLabel={copy?.confirm}
      />
    </DialogFrame>
  );
}
