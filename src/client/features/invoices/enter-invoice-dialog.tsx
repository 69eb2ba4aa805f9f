import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';

import { DialogFrame } from '../../components/dialog-frame';
import { PageLoading } from '../../components/page-loading';
import { Button } from '../../components/ui/button';
import { lazyPart, prefetchOn, ShownOnce } from '../../lib/lazy-part';

const EnterInvoiceForm = lazyPart(() => import('./enter-invoice-form').then((m) => m.EnterInvoiceForm));

/** 'Enter Invoice' (AP Finance): the entry form in a dialog, fresh each time it opens. */
export function EnterInvoiceDialog() {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button {...prefetchOn(EnterInvoiceForm)}>
          <FilePlus2 aria-hidden="true" />
          Enter Invoice
        </Button>
      }
      title="Enter Invoice"
      description="Record a vendor invoice against its purchase order. Lines start from the PO with the quantities received and not yet invoiced."
      className="max-w-4xl"
    >
      {open ? (
        <ShownOnce when fallback={<PageLoading />}>
          <EnterInvoiceForm onDone={() => setOpen(false)} />
        </ShownOnce>
      ) : null}
    </DialogFrame>
  );
}
