import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGE_FOLDERS, type MessageFolder } from '@shared/messages/schemas';

import { PageHeader } from '../../components/page-header';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorText } from '../../lib/api';
import { SearchField } from '../../lib/search-field';
import { useDebounce } from '../../lib/use-debounce';
import { ComposeDialog } from './compose-dialog';
import { MessageDetailPane } from './message-detail';
import { MessageList } from './message-list';
import { messageQueries } from './queries';

const EMPTY: Record<MessageFolder, string> = {
  inbox: 'No messages in your inbox.',
  sent: 'No sent messages.',
  starred: 'No starred messages.',
  archived: 'No archived messages.',
};

/** "Now" for the relative times, moved on every minute. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The Messaging Center (/messages): folder tabs, server-side search, the list and the open message. */
export function MessagingCenter() {
  const [folder, setFolder] = useState<MessageFolder>('inbox');
  const [search, setSearch] = useState('');
  const q = useDebounce(search.trim());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const now = useNow();
  const list = useInfiniteQuery({ ...messageQueries.list({ folder, q }), meta: { silent: true } });
  const messages = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = list.data?.pages[0];

  return (
    <div className="space-y-4">
      <PageHeader
        title="Messaging Center"
        description="Mail between you, your colleagues and vendors."
        actions={<ComposeDialog />}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs value={folder} onValueChange={(v) => setFolder(v as MessageFolder)}>
          <TabsList aria-label="Folders">
            {MESSAGE_FOLDERS.map((f) => (
              <TabsTrigger key={f} value={f} className="capitalize">
                {f}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <SearchField
          label="Search messages"
          placeholder="Search messages..."
          value={search}
          onChange={setSearch}
          className="w-full sm:w-72"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-1">
          {list.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(list.error)}
            </p>
          ) : null}
          <MessageList
            messages={messages}
            selectedId={selectedId}
            onSelect={setSelectedId}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            empty={list.isPending ? 'Loading messages...' : EMPTY[folder]}
            now={now}
          />
          {total ? (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {messages.length} of {total.capped ? `${total.total.toLocaleString('en-US')}+` : total.total}{' '}
              messages
            </p>
          ) : null}
        </div>
        <MessageDetailPane id={selectedId} now={now} />
      </div>
    </div>
  );
}
