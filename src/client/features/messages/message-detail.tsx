import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Star } from 'lucide-react';
import type { MessageDetail } from '@shared/messages/schemas';
import { formatRelativeTime } from '@shared/format';

import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorText } from '../../lib/api';
import { ForwardDialog } from './forward-dialog';
import { MessageFiles } from './message-files';
import { isUnread } from './message-row';
import { useSetMessageFlags } from './mutations';
import { attachmentUrl, messageQueries } from './queries';
import { ReplyBox } from './reply-box';
import { MessageThread } from './message-thread';
import { MessageText, RecordLink } from './message-text';

/** Opening an unread inbox copy marks it read (once per message shown). */
function useMarkRead(id: string, message: MessageDetail | undefined) {
  const flags = useSetMessageFlags(id);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!message || !isUnread(message) || marked.current === message.id) return;
    marked.current = message.id;
    flags.mutate({ isRead: true });
  }, [message, flags]);
}

/** The detail pane: the message picked in the list, its files, the toggles, reply, forward and its thread. */
export function MessageDetailPane({ id, now }: { id: string | null; now: Date }) {
  if (!id)
    return (
      <div className="flex h-[600px] items-center justify-center rounded-lg border bg-white text-sm text-muted-foreground">
        Select a message to read it.
      </div>
    );
  return <OpenMessage key={id} id={id} now={now} />;
}

function OpenMessage({ id, now }: { id: string; now: Date }) {
  const detail = useQuery({ ...messageQueries.detail(id), meta: { silent: true } });
  const message = detail.data;
  useMarkRead(id, message);
  const flags = useSetMessageFlags(id);

  if (detail.isPending)
    return (
      <div className="h-[600px] space-y-3 rounded-lg border bg-white p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (!message)
    return (
      <div role="alert" className="h-[600px] rounded-lg border bg-white p-6 text-sm text-destructive">
        {errorText(detail.error)}
      </div>
    );

  return (
    <article
      aria-label="Message"
      className="h-[600px] space-y-4 overflow-y-auto rounded-lg border bg-white p-6"
    >
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{message.subject}</h2>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-pressed={message.isStarred}
              onClick={() => flags.mutate({ isStarred: !message.isStarred })}
            >
              <Star
                aria-hidden="true"
                className={message.isStarred ? 'fill-amber-400 text-amber-400' : undefined}
              />
              {message.isStarred ? 'Unstar' : 'Star'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-pressed={message.isArchived}
              onClick={() => flags.mutate({ isArchived: !message.isArchived })}
            >
              {message.isArchived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
              {message.isArchived ? 'Unarchive' : 'Archive'}
            </Button>
            <ForwardDialog message={message} />
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">From</dt>
          <dd>
            {message.fromName} <span className="text-muted-foreground">&lt;{message.from}&gt;</span>
          </dd>
          <dt className="text-muted-foreground">To</dt>
          <dd className="break-all">{message.to.join(', ')}</dd>
          <dt className="text-muted-foreground">Time</dt>
          <dd>
            <time dateTime={message.timestamp} title={new Date(message.timestamp).toLocaleString('en-US')}>
              {formatRelativeTime(message.timestamp, now)}
            </time>
          </dd>
        </dl>
      </header>
      <MessageText content={message.content} />
      <RecordLink record={message.record} />
      <MessageFiles files={message.files} urlOf={attachmentUrl} />
      {message.can.reply ? <ReplyBox id={message.id} /> : null}
      <MessageThread id={message.id} now={now} />
    </article>
  );
}
