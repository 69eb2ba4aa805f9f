import { useState, type FormEvent } from 'react';
import { Forward } from 'lucide-react';
import type { MessageDetail } from '@shared/messages/schemas';

import { DialogFrame } from '../../components/dialog-frame';
import { Field } from '../../components/form/field';
import { FormActions } from '../../components/form/form-actions';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { checkForward, serverErrors, type FormErrors } from './form';
import { useForwardMessage } from './mutations';
import { addressesOf, RecipientsField, type RecipientChip } from './recipients-field';

/**
 * The Forward button and its dialog: new recipients (people, and vendor contacts as in compose: mailed
 * a reply link whose page offers the files) and an optional note; the files go along.
 */
export function ForwardDialog({ message }: { message: MessageDetail }) {
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<RecipientChip[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const forward = useForwardMessage(message.id);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkForward({ ...addressesOf(to), content: note });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    forward.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: 'Message forwarded', description: `"${message.subject}" was forwarded.` });
        setOpen(false);
      },
      onError: (error) => setErrors(serverErrors(error)),
    });
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTo([]);
          setNote('');
          setErrors({});
          forward.reset();
        }
      }}
      trigger={
        <Button variant="outline" size="sm">
          <Forward aria-hidden="true" />
          Forward
        </Button>
      }
      title="Forward Message"
      description={`Forward "${message.subject}" and its attachments.`}
      className="sm:max-w-lg"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <RecipientsField
          id="forward-to"
          value={to}
          onChange={(v) => {
            setTo(v);
            setErrors((e) => ({ ...e, to: undefined, vendorTo: undefined }));
          }}
          error={errors.to ?? errors.vendorTo}
          vendors
        />
        <Field id="forward-note" label="Note (optional)" error={errors.content}>
          {(control) => (
            <Textarea {...control} rows={4} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
        <FormActions
          onCancel={() => setOpen(false)}
          submitLabel="Forward"
          busyLabel="Forwarding..."
          busy={forward.isPending}
          error={
            forward.error && !Object.keys(serverErrors(forward.error)).length
              ? errorText(forward.error)
              : null
          }
        />
      </form>
    </DialogFrame>
  );
}
