import { useState } from 'react';
import { Ban } from 'lucide-react';
import { poCancelSchema, type PurchaseOrderDetail } from '@shared/purchase-orders/schemas';

import { serverFieldError } from '../../components/form/server-errors';
import { TextAreaField } from '../../components/form/text-area-field';
import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useCancelPurchaseOrder } from './mutations';

/** Cancel a pending or approved PO: asks for a reason (required), then POST …/cancel. */
export function CancelPoDialog({ po }: { po: PurchaseOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelPurchaseOrder(po.id);

  function submit() {
    const parsed = poCancelSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    cancel.mutate(parsed.data.reason, {
      onSuccess: () => {
        toast({ title: 'PO cancelled', description: `${po.poNumber} was cancelled.` });
        setOpen(false);
        setReason('');
      },
      onError: (e) => {
        const field = serverFieldError(e, 'reason');
        if (field) return setError(field);
        toast({ variant: 'destructive', title: 'Error', description: errorText(e) });
      },
    });
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="text-destructive">
          <Ban aria-hidden="true" />
          Cancel PO
        </Button>
      }
      title={`Cancel ${po.poNumber}`}
      description="The requester is told, with your reason. This cannot be undone."
    >
      <TextAreaField id="cancel-reason" label="Reason" value={reason} onChange={setReason} error={error} />
      <FormActions
        cancelLabel="Keep PO"
        onCancel={() => setOpen(false)}
        variant="destructive"
        onSubmit={submit}
        busy={cancel.isPending}
        busyLabel="Cancelling..."
        submitLabel="Cancel PO"
      />
    </DialogFrame>
  );
}
