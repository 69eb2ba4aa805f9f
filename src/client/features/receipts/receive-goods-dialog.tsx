import { useState, type FormEvent } from 'react';
import { PackageCheck } from 'lucide-react';
import { isoDate } from '@shared/format';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { poStatusLabel } from '@shared/purchase-orders/labels';
import { receiptInputSchema } from '@shared/receipts/schemas';

import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import { Field } from '../../components/form/field';
import { serverFieldError } from '../../components/form/server-errors';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { buildReceipt, defaultQuantities, remainingOf } from './receipt-form';
import { useRecordReceipt } from './mutations';

type Errors = { receivedDate?: string; form?: string };

/** Receive goods: a quantity per line (default: what remains), a date and notes; partial receipts are fine. */
export function ReceiveGoodsDialog({ po }: { po: PurchaseOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [receivedDate, setReceivedDate] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const record = useRecordReceipt(po.id);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setQuantities(defaultQuantities(po.lines));
    setReceivedDate(isoDate(new Date()));
    setNotes('');
    setErrors({});
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = buildReceipt(quantities, receivedDate, notes);
    const parsed = receiptInputSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'receivedDate') next.receivedDate ??= issue.message;
        else next.form ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    record.mutate(body, {
      onSuccess: (r) => {
        toast({
          title: 'Goods received',
          description: `Receipt recorded for ${po.poNumber}; the PO is ${poStatusLabel(r.purchaseOrderStatus).toLowerCase()}${r.fullyReceived ? ' and fully received' : ''}.`,
        });
        setOpen(false);
      },
      onError: (err) => {
        const field = serverFieldError(err, 'receivedDate');
        setErrors({ receivedDate: field, form: field ? undefined : errorText(err) });
      },
    });
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button>
          <PackageCheck aria-hidden="true" />
          Receive goods
        </Button>
      }
      title={`Receive goods for ${po.poNumber}`}
      description="Enter what arrived. Leave a line at 0 if nothing came for it."
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ul className="space-y-3" aria-label="Lines to receive">
          {po.lines.map((l) => (
            <li key={l.id} className="grid grid-cols-[1fr_8rem] items-center gap-3">
              <div className="min-w-0 text-sm">
                <Label htmlFor={`receive-${l.id}`}>{`Quantity received: ${l.description}`}</Label>
                <p className="text-xs text-muted-foreground">
                  Ordered {l.quantity} · received {l.quantityReceived} · remaining {remainingOf(l)}
                </p>
              </div>
              <Input
                id={`receive-${l.id}`}
                type="number"
                min="0"
                step="any"
                value={quantities[l.id] ?? ''}
                onChange={(e) => setQuantities((q) => ({ ...q, [l.id]: e.target.value }))}
              />
            </li>
          ))}
        </ul>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="received-date" label="Received date" error={errors.receivedDate}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={receivedDate}
                onChange={(e) => setReceivedDate(e.target.value)}
              />
            )}
          </Field>
          <Field id="receipt-notes" label="Notes">
            {(control) => (
              <Textarea {...control} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
            )}
          </Field>
        </div>
        <FormActions
          cancelLabel="Close"
          error={errors.form}
          onCancel={() => setOpen(false)}
          busy={record.isPending}
          busyLabel="Recording..."
          submitLabel="Record receipt"
        />
      </form>
    </DialogFrame>
  );
}
