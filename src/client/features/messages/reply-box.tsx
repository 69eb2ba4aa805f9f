import { useState, type FormEvent } from 'react';
import { Reply } from 'lucide-react';

import { Field } from '../../components/form/field';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { checkReply, serverErrors } from './form';
import { useReplyToMessage } from './mutations';

/** The reply box under a message: non-empty trimmed text (spec section 5); the answer joins the thread. */
export function ReplyBox({ id }: { id: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyToMessage(id);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkReply(text);
    if (!checked.ok) return setError(checked.errors.content);
    setError(undefined);
    reply.mutate(checked.data.content, {
      onSuccess: () => {
        setText('');
        toast({ title: 'Reply sent' });
      },
      onError: (err) => setError(serverErrors(err).content ?? errorText(err)),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2 border-t pt-4">
      <Field id={`reply-${id}`} label="Reply" error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="Type your reply..."
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          <Reply aria-hidden="true" />
          {reply.isPending ? 'Sending...' : 'Reply'}
        </Button>
      </div>
    </form>
  );
}
