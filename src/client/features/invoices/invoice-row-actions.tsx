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
import { invoiceStateOffers } from '@shared/invoices/policies';
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

/** Hold, Dispute, Reject (pending or approved invoices) and Release (on hold or disputed), as `inv.can` allows. */
function MoreActions({ inv, actions, busy }: { inv: InvoiceView; actions: InvoiceActions; busy: boolean }) {
  const { hold, dispute, reject, release } = inv.can;
  if (!hold && !dispute && !reject && !release) return null;
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
        {hold ? (
          <DropdownMenuItem onSelect={() => actions.startStatusChange(inv, 'hold')}>
            <PauseCircle aria-hidden="true" />
            Put on Hold
          </DropdownMenuItem>
        ) : null}
        {dispute ? (
          <DropdownMenuItem onSelect={() => actions.startStatusChange(inv, 'dispute')}>
            <ShieldAlert aria-hidden="true" />
            Dispute
          </DropdownMenuItem>
        ) : null}
        {reject ? (
          <DropdownMenuItem onSelect={() => actions.startStatusChange(inv, 'reject')}>
            <Ban aria-hidden="true" />
            Reject
          </DropdownMenuItem>
        ) : null}
        {release ? (
          <DropdownMenuItem onSelect={() => actions.release(inv)}>
            <PlayCircle aria-hidden="true" />
            Release
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A row's actions, offered as the server allows them (`inv.can`): the entrant of an invoice sees why
 * 3-Way Match and Pay are not offered (`inv.duties`). Outside AP Finance, 3-Way Match and Resolve
 * stay visible where the invoice's state offers them and show the spec's alert.
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
  const offers = invoiceStateOffers(inv);
  const blocked = finance && !inv.duties.mayApprove ? inv.duties.reason : null;
  const showMatch = finance ? inv.can.match : offers.match;
  const showResolve = finance ? inv.can.resolve : offers.resolve;
  return (
    <div className="flex max-w-72 flex-col items-start gap-1">
      <div className="flex items-center gap-1.5">
        {showMatch ? (
          <Button size="sm" onClick={() => actions.match(inv)} disabled={busy}>
            <GitCompareArrows aria-hidden="true" />
            3-Way Match
          </Button>
        ) : null}
        {showResolve ? (
          <Button size="sm" variant="outline" onClick={() => actions.startResolve(inv)} disabled={busy}>
            <Wrench aria-hidden="true" />
            Resolve
          </Button>
        ) : null}
        {inv.can.pay ? (
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
      {blocked && (offers.match || offers.pay) ? (
        <p className="text-xs text-amber-800" data-testid="duties-note">
          {blocked}
        </p>
      ) : null}
    </div>
  );
}
