import { useState, type FormEvent } from 'react';
import { PenSquare, Send } from 'lucide-react';

import { DialogFrame } from '../../components/dialog-frame';
import { Field } from '../../components/form/field';
import { FormActions } from '../../components/form/form-actions';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { errorText, isApiError } from '../../lib/api';
import { FilesField } from './files-field';
import { checkCompose, serverErrors, type FormErrors } from './form';
import { useSendMessage } from './mutations';
import { addressesOf, RecipientsField, type RecipientChip } from './recipients-field';

/** The Compose button and its dialog: To (people, as chips), Subject, Message and files. */
export function ComposeDialog() {
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<RecipientChip[]>([]);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const send = useSendMessage();

  /** A changed field loses its message (the others keep theirs until the next Send). */
  const edited = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  function reset() {
    setTo([]);
    setSubject('');
    setContent('');
    setFiles([]);
    setErrors({});
    send.reset();
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkCompose({ ...addressesOf(to), subject, content });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    send.mutate(
      { ...checked.data, files },
      {
        onSuccess: () => {
          toast({ title: 'Message sent', description: `"${checked.data.subject}" was sent.` });
          setOpen(false);
          reset();
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  }

  const formError =
    send.error && !Object.keys(serverErrors(send.error)).length
      ? isApiError(send.error, 'payload_too_large')
        ? 'A file is larger than 10 MB.'
        : errorText(send.error)
      : null;

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button>
          <PenSquare aria-hidden="true" />
          Compose
        </Button>
      }
      title="Compose Message"
      description="Write to one or more people or vendor contacts (they get it by e-mail with a reply link); attach files if needed."
      className="sm:max-w-xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <RecipientsField
          id="compose-to"
          value={to}
          onChange={(v) => {
            setTo(v);
            edited('to');
            edited('vendorTo');
          }}
          error={errors.to ?? errors.vendorTo}
          vendors
        />
        <Field id="compose-subject" label="Subject" required error={errors.subject}>
          {(control) => (
            <Input
              {...control}
              value={subject}
              onChange={(e) => {
                setSubject(e.target.value);
                edited('subject');
              }}
            />
          )}
        </Field>
        <Field id="compose-content" label="Message" required error={errors.content}>
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                edited('content');
              }}
            />
          )}
        </Field>
        <FilesField files={files} onChange={setFiles} />
        <FormActions
          onCancel={() => setOpen(false)}
          submitLabel="Send"
          busyLabel="Sending..."
          busy={send.isPending}
          icon={<Send aria-hidden="true" />}
          error={formError}
        />
      </form>
    </DialogFrame>
  );
}
