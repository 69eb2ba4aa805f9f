import { useMutation } from '@tanstack/react-query';
import type { CreateInvoiceInput, InvoiceDetail } from '@shared/invoices/schemas';

import { sendJson } from '../../lib/api';
import { INVOICES_URL, invoiceDetailSchema, invoiceUrl } from './queries';

/** Hold, dispute and reject need a reason (stored on the invoice and audited). */
export type ReasonKind = 'hold' | 'dispute' | 'reject';
export type InvoiceAction =
  | { kind: 'match' }
  | { kind: 'pay' }
  | { kind: 'resolve'; note: string }
  | { kind: ReasonKind; reason: string }
  | { kind: 'release' };

const bodyOf = (action: InvoiceAction): object | undefined => {
  if (action.kind === 'resolve') return { note: action.note };
  if ('reason' in action) return { reason: action.reason };
  return undefined;
};

/**
 * POST /api/invoices/{id}/match | /pay | /resolve {note} | /hold, /dispute, /reject {reason} | /release
 * — each answers the updated invoice.
 */
export function useInvoiceAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: InvoiceAction }) =>
      sendJson('POST', invoiceUrl(id, `/${action.kind}`), bodyOf(action), invoiceDetailSchema),
    meta: { silent: true, changes: ['invoice'] },
  });
}

/**
 * POST /api/invoices (JSON), then the attachment, if any, to /api/invoices/{id}/attachments
 * (multipart). The invoice stands even when its file is refused: that error comes back beside it.
 */
async function enterInvoice(
  input: CreateInvoiceInput,
  file: File | null,
): Promise<{ invoice: InvoiceDetail; attachmentError: unknown }> {
  const invoice = await sendJson('POST', INVOICES_URL, input, invoiceDetailSchema);
  if (!file) return { invoice, attachmentError: null };
  try {
    const body = new FormData();
    body.append('file', file, file.name);
    await sendJson('POST', invoiceUrl(invoice.id, '/attachments'), body);
    return { invoice, attachmentError: null };
  } catch (error) {
    return { invoice, attachmentError: error };
  }
}

/** Enter Invoice: the invoice and its attachment. Errors are the form's to show. */
export function useEnterInvoice() {
  return useMutation({
    mutationFn: ({ input, file }: { input: CreateInvoiceInput; file: File | null }) =>
      enterInvoice(input, file),
    meta: { silent: true, changes: ['invoice'] },
  });
}
