import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ban, CheckCircle2, Send, ShoppingBag } from 'lucide-react';
import { VENDOR_REPLY_MESSAGES, type VendorReplyPage } from '@shared/messages/vendor-reply';

import { Field } from '../../components/form/field';
import { PageLoading } from '../../components/page-loading';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Textarea } from '../../components/ui/textarea';
import { errorText, isApiError } from '../../lib/api';
import { checkReply, serverErrors } from './form';
import { useSendVendorReply, vendorReplyQueries } from './vendor-reply-queries';

/** What the page says when the link opens nothing: the server's message (404 bad link, 410 expired). */
export function vendorReplyRefusal(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error, 'not_found')) return VENDOR_REPLY_MESSAGES.badToken;
  if (isApiError(error, 'expired')) return VENDOR_REPLY_MESSAGES.expired;
  return errorText(error);
}

/** The public frame: the product's name and the page, no signed-in shell. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
          <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-blue-600 to-indigo-600 text-white">
            <ShoppingBag className="size-4" aria-hidden="true" />
          </span>
          <span className="font-semibold text-slate-900">Procura</span>
          <span className="text-sm text-muted-foreground">Vendor reply</span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">{children}</main>
    </div>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Ban className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">Reply to a message</h1>
        <p role="alert" className="text-sm text-slate-700">
          {message}
        </p>
      </CardContent>
    </Card>
  );
}

/** The thread: the messages mailed to the address and its replies, oldest first. */
function Thread({ page }: { page: VendorReplyPage }) {
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
          {m.attachments.length ? (
            <p className="mt-2 text-xs text-muted-foreground">Attachments: {m.attachments.join(', ')}</p>
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

  const formError = send.error && !serverErrors(send.error).content ? vendorReplyRefusal(send.error) : null;
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
  let body: ReactNode;
  if (!token) body = <Refused message={VENDOR_REPLY_MESSAGES.badToken} />;
  else if (page.isError) body = <Refused message={vendorReplyRefusal(page.error)} />;
  else if (!page.data) body = <PageLoading />;
  else
    body = (
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold text-slate-900">{page.data.subject}</h1>
          <CardDescription>
            From {page.data.senderName} to{' '}
            {page.data.vendorName
              ? `${page.data.vendorName} (${page.data.vendorEmail})`
              : page.data.vendorEmail}
            . Your reply goes to {page.data.senderName}.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <Thread page={page.data} />
          <ReplyForm token={token} />
        </CardContent>
      </Card>
    );
  return <Frame>{body}</Frame>;
}
