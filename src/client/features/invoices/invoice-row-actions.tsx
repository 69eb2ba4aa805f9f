import {
  Banknote,
  Ban,
  GitCompareArrows,
  Info,
  MoreHorizontal,
  PauseCircle,
  PlayCircle,
  ShieldAlert,
  Wrench,
} from 'lucide-react';
import type { InvoiceView } from '@shared/invoices/schemas';

import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { InvoiceStatusBadge } from './invoice-badges';
import type { InvoiceActions } from './use-invoice-actions';

/** The status, with the reason an invoice is on hold, disputed or rejected. */
export function StatusCell({ inv }: { inv: InvoiceView }) {
  return (
    <div className="max-w-56 min-w-32 space-y-1">
      <InvoiceStatusBadge status={inv.status} />
      {inv.statusReason ? (
        <p className="text-xs text-muted-foreground" data-testid="status-reason">
          {inv.statusReason}
        </p>
      ) : null}
    </div>
  );
}

/** Hold, Dispute, Reject (pending or approved invoices) and Release (on hold or disputed). */
function MoreActions({ inv, actions, busy }: { inv: InvoiceView; actions: InvoiceActions; busy: boolean }) {
  const open = inv.status === 'pending' || inv.status === 'approved';
  const held = inv.status === 'on-hold' || inv.status === 'disputed';
  if (!open && !held) return null;
  return (
    // Not modal: the item opens a dialog, which then owns focus and pointer events.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          size="icon"
          variant="outline"
          className="size-8"
          disabled={busy}
          aria-label={`More actions for ${inv.invoiceNumber}`}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {open ? (
          <>
            <DropdownMenuItem onSelect={() => actions.startStatusChange(inv, 'hold')}>
              <PauseCircle aria-hidden="true" />
              Put on Hold
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.startStatusChange(inv, 'dispute')}>
              <ShieldAlert aria-hidden="true" />
              Dispute
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.startStatusChange(inv, 'reject')}>
              <Ban aria-hidden="true" />
              Reject
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem onSelect={() => actions.release(inv)}>
            <PlayCircle aria-hidden="true" />
            Release
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A row's actions. 3-Way Match (match pending) and Pay (approved) are offered only to a user the
 * server lets approve and pay this invoice (`inv.duties`): its entrant sees why not instead. Outside
 * AP Finance, 3-Way Match and Resolve stay visible and show the spec's alert.
 */
export function ActionsCell({
  inv,
  actions,
  finance,
}: {
  inv: InvoiceView;
  actions: InvoiceActions;
  finance: boolean;
}) {
  const busy = actions.busyId === inv.id;
  const blocked = finance && !inv.duties.mayApprove ? inv.duties.reason : null;
  const canMatch = inv.threeWayMatchStatus === 'pending' && inv.status === 'pending';
  const canPay = inv.status === 'approved';
  return (
    <div className="flex max-w-72 flex-col items-start gap-1">
      <div className="flex items-center gap-1.5">
        {canMatch && !blocked ? (
          <Button size="sm" onClick={() => actions.match(inv)} disabled={busy}>
            <GitCompareArrows aria-hidden="true" />
            3-Way Match
          </Button>
        ) : null}
        {inv.threeWayMatchStatus === 'exception' && inv.status !== 'rejected' && inv.status !== 'paid' ? (
          <Button size="sm" variant="outline" onClick={() => actions.startResolve(inv)} disabled={busy}>
            <Wrench aria-hidden="true" />
            Resolve
          </Button>
        ) : null}
        {finance && canPay && inv.duties.mayPay ? (
          <Button size="sm" variant="secondary" onClick={() => actions.startPay(inv)} disabled={busy}>
            <Banknote aria-hidden="true" />
            Pay
          </Button>
        ) : null}
        {finance ? <MoreActions inv={inv} actions={actions} busy={busy} /> : null}
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          onClick={() => actions.info(inv)}
          aria-label={`Invoice details for ${inv.invoiceNumber}`}
        >
          <Info aria-hidden="true" />
        </Button>
      </div>
      {blocked && (canMatch || canPay) ? (
        <p className="text-xs text-amber-800" data-testid="duties-note">
          {blocked}
        </p>
      ) : null}
    </div>
  );
}
