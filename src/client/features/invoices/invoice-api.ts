import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInvoiceInput,
  InvoiceDetail,
  InvoiceSummary,
  InvoiceVendorOption,
} from '@shared/invoices/schemas';

import { apiJson, throwIfNotOk } from '../../lib/api';
import { DASHBOARD_SUMMARY_KEY } from '../../lib/use-dashboard-summary';

export const INVOICES_URL = '/api/invoices';

const invoiceUrl = (id: string, action = '') => `${INVOICES_URL}/${encodeURIComponent(id)}${action}`;
export const invoiceFileUrl = (invoiceId: string, attachmentId: string) =>
  invoiceUrl(invoiceId, `/attachments/${encodeURIComponent(attachmentId)}`);

export function useInvoiceDetail(id: string | null) {
  return useQuery<InvoiceDetail>({ queryKey: [INVOICES_URL, id ?? ''], enabled: !!id });
}

export function useInvoiceSummary() {
  return useQuery<InvoiceSummary>({ queryKey: [INVOICES_URL, 'summary'] });
}

export function useInvoiceVendors() {
  return useQuery<InvoiceVendorOption[]>({ queryKey: [INVOICES_URL, 'vendors'] });
}

/** After an invoice changes: invoice lists and summaries, the PO (it may complete), vendor spend, the badges. */
export function useInvoiceInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [[INVOICES_URL], ['/api/purchase-orders'], ['/api/vendors'], DASHBOARD_SUMMARY_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

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
  const invalidate = useInvoiceInvalidation();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: InvoiceAction }) =>
      apiJson<InvoiceDetail>('POST', invoiceUrl(id, `/${action.kind}`), bodyOf(action)),
    onSettled: invalidate,
    meta: { silent: true },
  });
}

/**
 * POST /api/invoices (JSON), then the attachment, if any, to /api/invoices/{id}/attachments
 * (multipart). The invoice stands even when its file is refused: that error comes back beside it.
 */
export async function enterInvoice(
  input: CreateInvoiceInput,
  file: File | null,
): Promise<{ invoice: InvoiceDetail; attachmentError: unknown }> {
  const invoice = await apiJson<InvoiceDetail>('POST', INVOICES_URL, input);
  if (!file) return { invoice, attachmentError: null };
  try {
    const body = new FormData();
    body.append('file', file, file.name);
    const res = await fetch(invoiceUrl(invoice.id, '/attachments'), {
      method: 'POST',
      credentials: 'include',
      body,
    });
    await throwIfNotOk(res);
    return { invoice, attachmentError: null };
  } catch (error) {
    return { invoice, attachmentError: error };
  }
}
