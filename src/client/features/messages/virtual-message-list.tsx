import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { MessageView } from '@shared/messages/schemas';

import { MessageRow } from './message-row';

/** A row's height: three one-line (truncated) lines, their padding and the rule below. */
const ROW_HEIGHT = 85;
/** The list box's height, for the first paint before it is measured. */
const BOX_HEIGHT = 600;

/**
 * The message list past `VIRTUAL_MESSAGES_FROM` messages: only the rows in view (and a few around)
 * are in the page, inside the list's own 600 px scrolling box, with the full scroll height kept.
 */
export function VirtualMessageList({
  box,
  messages,
  selectedId,
  onSelect,
  now,
}: {
  box: RefObject<HTMLDivElement | null>;
  messages: MessageView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  now: Date;
}) {
  // TanStack Virtual hands out functions that the React Compiler cannot memoize; the app does not use it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height: BOX_HEIGHT },
    getItemKey: (index) => messages[index]?.entryId ?? index,
  });
  return (
    <ul
      aria-label="Messages"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
      data-virtual-messages={messages.length}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const m = messages[v.index] as MessageView;
        return (
          <li
            key={v.key}
            data-index={v.index}
            aria-posinset={v.index + 1}
            aria-setsize={messages.length}
            className="absolute inset-x-0 overflow-hidden border-b"
            style={{ height: ROW_HEIGHT, transform: `translateY(${v.start}px)` }}
          >
            <MessageRow message={m} selected={m.id === selectedId} onSelect={onSelect} now={now} />
          </li>
        );
      })}
    </ul>
  );
}
