import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatCurrency } from '@shared/format';

import { DialogFrame } from '../../components/dialog-frame';
import { PageLoading } from '../../components/page-loading';
import { Button } from '../../components/ui/button';
import { lazyPart, prefetchOn, ShownOnce } from '../../lib/lazy-part';

// The form (react-hook-form, the line editor) loads when the dialog is first hovered, focused or opened.
const ReleaseForm = lazyPart(() => import('./release-form').then((m) => m.ReleaseForm));

/** Create release: a new PO drawn against the blanket PO, refused by the server above the remaining limit. */
export function ReleaseDialog({ po }: { po: PurchaseOrderDetail }) {
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form (the previous one stays while the dialog closes).
  const [round, setRound] = useState(0);
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) setRound((r) => r + 1);
  }
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" {...prefetchOn(ReleaseForm)}>
          <FilePlus2 aria-hidden="true" />
          Create release
        </Button>
      }
      title={`Create release against ${po.poNumber}`}
      description={`Remaining on this blanket PO: ${formatCurrency(po.blanketRemaining)}`}
      className="max-w-4xl"
    >
      <ShownOnce when={open} fallback={<PageLoading />}>
        <ReleaseForm key={round} po={po} onDone={() => setOpen(false)} />
      </ShownOnce>
    </DialogFrame>
  );
}
