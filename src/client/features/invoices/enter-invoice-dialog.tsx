import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';

import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { EnterInvoiceForm } from './enter-invoice-form';

/** 'Enter Invoice' (AP Finance): the entry form in a dialog, fresh each time it opens. */
export function EnterInvoiceDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <FilePlus2 aria-hidden="true" />
          Enter Invoice
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Enter Invoice</DialogTitle>
          <DialogDescription>
            Record a vendor invoice against its purchase order. Lines start from the PO with the quantities
            received and not yet invoiced.
          </DialogDescription>
        </DialogHeader>
        {open ? <EnterInvoiceForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
