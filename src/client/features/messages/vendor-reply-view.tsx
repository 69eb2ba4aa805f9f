import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import {
  VENDOR_REPLY_MESSAGES,
  vendorReplyFileUrl,
  type VendorReplyPage,
} from '@shared/messages/vendor-reply';

import { Field } from '../../components/form/field';
import { TokenPage } from '../../components/token-page';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Textarea } from '../../components/ui/textarea';
import { tokenRefusal } from '../../lib/token-refusal';
import { checkReply, serverErrors } from './form';
import { MessageFiles } from './message-files';
import { useSendVendorReply, vendorReplyQueries } from './vendor-reply-queries';

/** The thread: the messages mailed to the address and its replies, oldest first, with their files. */
function Thread({ page, token }: { page: VendorReplyPage; token: string }) {
  return (
    <ol aria-label="Messages" className="space-y-3">
      {page.messages.map((m) => (
        <li key={m.id} className="rounded-lg border bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-slate-900">{m.fromName}</span>
            <time dateTime={m.timestamp} className="text-xs text-muted-foreground">
              {new Date(m.timestamp).toLocaleString('en-US')}
            </time>
          </div>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{m.content}</p>
          {m.files.length ? (
            <div className="mt-3">
              <MessageFiles files={m.files} urlOf={(id) => vendorReplyFileUrl(token, id)} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ token }: { token: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendVendorReply(token);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkReply(content);
    if (!checked.ok) return setError(checked.errors.content ?? 'Required');
    setError(null);
    setSent(false);
    send.mutate(checked.data.content, {
      onSuccess: () => {
        setContent('');
        setSent(true);
      },
      onError: (err) => setError(serverErrors(err).content ?? null),
    });
  }

  const formError =
    send.error && !serverErrors(send.error).content ? tokenRefusal(send.error, VENDOR_REPLY_MESSAGES) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <Field id="vendor-reply" label="Your reply" required error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setError(null);
              setSent(false);
            }}
          />
        )}
      </Field>
      {formError ? (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      {sent ? (
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {VENDOR_REPLY_MESSAGES.sent}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}

/**
 * `/vendor-reply?token=…`: a message mailed to a vendor contact from the Messaging Center and the
 * form of its answer, for anyone holding the link (no sign-in). A bad or expired link shows the
 * server's message and no form.
 */
export function VendorReplyView({ token }: { token: string }) {
  const page = useQuery({ ...vendorReplyQueries.page(token), enabled: token !== '' });
  return (
    <TokenPage
      label="Vendor reply"
      width="narrow"
      refusedTitle="Reply to a message"
      messages={VENDOR_REPLY_MESSAGES}
      token={token}
      page={page}
    >
      {(data) => (
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold text-slate-900">{data.subject}</h1>
            <CardDescription>
              From {data.senderName} to{' '}
              {data.vendorName ? `${data.vendorName} (${data.vendorEmail})` : data.vendorEmail}. Your reply
              goes to {data.senderName}.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <Thread page={data} token={token} />
            <ReplyForm token={token} />
          </CardContent>
        </Card>
      )}
    </TokenPage>
  );
}
