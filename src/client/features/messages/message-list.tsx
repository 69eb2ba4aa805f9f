import { Suspense, useRef } from 'react';
import type { MessageView } from '@shared/messages/schemas';

import { Button } from '../../components/ui/button';
import { lazyPart } from '../../lib/lazy-part';
import { MessageRow } from './message-row';

// TanStack Virtual loads only when a list is that long.
const VirtualMessageList = lazyPart(() => import('./virtual-message-list').then((m) => m.VirtualMessageList));

/** From this many loaded messages on, the list renders only the rows in view. */
export const VIRTUAL_MESSAGES_FROM = 100;

/**
 * The message list (600 px high, scrolling): sender, subject, a snippet and the time of each message;
 * unread ones in bold, starred ones with a filled star. A server page at a time ("Load more"); past
 * `VIRTUAL_MESSAGES_FROM` loaded messages it is virtualised (TanStack Virtual).
 */
export function MessageList({
  messages,
  selectedId,
  onSelect,
  hasMore,
  loadingMore,
  onLoadMore,
  empty,
  now,
}: {
  messages: MessageView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: string;
  now: Date;
}) {
  const box = useRef<HTMLDivElement | null>(null);
  const plain = (shown: MessageView[]) => (
    <ul aria-label="Messages" className="divide-y">
      {shown.map((m) => (
        <li key={m.entryId}>
          <MessageRow message={m} selected={m.id === selectedId} onSelect={onSelect} now={now} />
        </li>
      ))}
    </ul>
  );
  return (
    <div
      ref={box}
      className="h-[600px] overflow-y-auto rounded-lg border bg-white"
      data-testid="message-list"
    >
      {messages.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : messages.length < VIRTUAL_MESSAGES_FROM ? (
        plain(messages)
      ) : (
        // Until the virtual list has loaded, the first screenful.
        <Suspense fallback={plain(messages.slice(0, 10))}>
          <VirtualMessageList
            box={box}
            messages={messages}
            selectedId={selectedId}
            onSelect={onSelect}
            now={now}
          />
        </Suspense>
      )}
      {hasMore ? (
        <div className="p-3 text-center">
          <Button variant="outline" size="sm" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
