import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';

import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { EnterInvoiceForm } from './enter-invoice-form';

/** 'Enter Invoice' (AP Finance): the entry form in a dialog, fresh each time it opens. */
export function EnterInvoiceDialog() {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <FilePlus2 aria-hidden="true" />
          Enter Invoice
        </Button>
      }
      title="Enter Invoice"
      description="Record a vendor invoice against its purchase order. Lines start from the PO with the quantities received and not yet invoiced."
      className="max-w-4xl"
    >
      {open ? <EnterInvoiceForm onDone={() => setOpen(false)} /> : null}
    </DialogFrame>
  );
}
