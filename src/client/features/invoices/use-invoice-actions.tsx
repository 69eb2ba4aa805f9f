import { formatCurrency, formatDate } from '@shared/format';
import { INVOICE_STATUS_LABELS, MATCH_STATUS_LABELS } from '@shared/invoices/labels';
import { INVOICE_UPDATE_FAILED, INVOICE_UPDATED, type InvoiceView } from '@shared/invoices/schemas';

import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useInvoiceAction, type InvoiceAction, type ReasonKind } from './mutations';

/** Spec section 8 info toasts. */
export const MATCH_IN_PROGRESS = '3-Way Match in Progress';
export const EXCEPTION_RESOLUTION = 'Exception Resolution';
export const INVOICE_DETAILS = 'Invoice Details';

export function failureToast(error: unknown) {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({
    title: INVOICE_UPDATE_FAILED.title,
    variant: 'destructive',
    description: (
      <>
        <span className="block">{INVOICE_UPDATE_FAILED.description}</span>
        {reason ? <span className="mt-1 block text-xs opacity-90">{reason}</span> : null}
      </>
    ),
  });
}

export function invoiceSummaryText(inv: InvoiceView): string {
  const po = inv.poNumber ? ` against ${inv.poNumber}` : '';
  const reason = inv.statusReason ? ` (${inv.statusReason})` : '';
  return `${inv.invoiceNumber} from ${inv.vendorName}${po}: ${formatCurrency(inv.amount)}, due ${formatDate(inv.dueDate)} (${inv.paymentTerms}). Match: ${MATCH_STATUS_LABELS[inv.threeWayMatchStatus]}. Status: ${INVOICE_STATUS_LABELS[inv.status]}${reason}.`;
}

/** What the Invoice Processing screen asks before acting: a resolution note, a reason, a payment confirmation. */
export type InvoicePrompt =
  | { kind: 'resolve'; invoice: InvoiceView }
  | { kind: 'pay'; invoice: InvoiceView }
  | { kind: ReasonKind; invoice: InvoiceView };

/**
 * The Invoice Processing actions. Outside AP Finance, 3-Way Match and Resolve call `onRestricted`
 * (the page shows the spec's alert) instead of reaching the server. Resolve, Pay, Hold, Dispute and
 * Reject first ask (`onPrompt`: a note, a confirmation with amount and vendor, a reason).
 */
export function useInvoiceActions({
  finance,
  onRestricted,
  onPrompt,
}: {
  finance: boolean;
  onRestricted: () => void;
  onPrompt: (prompt: InvoicePrompt) => void;
}) {
  const mutation = useInvoiceAction();
  const run = (inv: InvoiceView, action: InvoiceAction, onDone?: () => void) =>
    mutation.mutateAsync({ id: inv.id, action }).then(
      (updated) => {
        onDone?.();
        if (action.kind === 'match' && updated.threeWayMatchStatus === 'exception') {
          toast({
            title: '3-Way Match Exception',
            variant: 'destructive',
            description:
              updated.matchExceptions.join(' ') || 'The invoice does not match its PO and receipts.',
          });
          return;
        }
        toast(INVOICE_UPDATED);
      },
      (error: unknown) => failureToast(error),
    );

  return {
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
    match(inv: InvoiceView) {
      if (!finance) return onRestricted();
      toast({
        title: MATCH_IN_PROGRESS,
        description: `Comparing ${inv.invoiceNumber} with ${inv.poNumber ?? 'its purchase order'} and the goods received...`,
      });
      void run(inv, { kind: 'match' });
    },
    startResolve(inv: InvoiceView) {
      if (!finance) return onRestricted();
      toast({
        title: EXCEPTION_RESOLUTION,
        description: `Record how the exception on ${inv.invoiceNumber} was resolved; it then returns to pending for a new match.`,
      });
      onPrompt({ kind: 'resolve', invoice: inv });
    },
    resolve(inv: InvoiceView, note: string, onDone: () => void) {
      return run(inv, { kind: 'resolve', note }, onDone);
    },
    /** Pay asks for confirmation first (amount and vendor). */
    startPay(inv: InvoiceView) {
      if (!finance) return onRestricted();
      onPrompt({ kind: 'pay', invoice: inv });
    },
    pay(inv: InvoiceView, onDone: () => void) {
      return run(inv, { kind: 'pay' }, onDone);
    },
    /** Hold, Dispute, Reject ask for the reason first. */
    startStatusChange(inv: InvoiceView, kind: ReasonKind) {
      if (!finance) return onRestricted();
      onPrompt({ kind, invoice: inv });
    },
    changeStatus(inv: InvoiceView, kind: ReasonKind, reason: string, onDone: () => void) {
      return run(inv, { kind, reason }, onDone);
    },
    release(inv: InvoiceView) {
      if (!finance) return onRestricted();
      void run(inv, { kind: 'release' });
    },
    info(inv: InvoiceView) {
      toast({ title: INVOICE_DETAILS, description: invoiceSummaryText(inv) });
    },
  };
}

export type InvoiceActions = ReturnType<typeof useInvoiceActions>;
