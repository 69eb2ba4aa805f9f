import { Paperclip, Star } from 'lucide-react';
import type { MessageView } from '@shared/messages/schemas';
import { formatRelativeTime } from '@shared/format';

import { cn } from '../../lib/cn';

/** The first words of a message's text, on one line. */
export const snippet = (content: string, max = 90) => {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** Whether the user has yet to read this copy (an inbox copy still delivered). */
export const isUnread = (m: Pick<MessageView, 'folder' | 'status'>) =>
  m.folder === 'inbox' && m.status === 'delivered';

/** One message in the list: sender (or recipients), time, subject and a snippet; unread in bold. */
export function MessageRow({
  message: m,
  selected,
  onSelect,
  now,
}: {
  message: MessageView;
  selected: boolean;
  onSelect: (id: string) => void;
  now: Date;
}) {
  const unread = isUnread(m);
  return (
    <button
      type="button"
      onClick={() => onSelect(m.id)}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full flex-col gap-0.5 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none',
        selected && 'bg-blue-50 hover:bg-blue-50',
      )}
    >
      <span className="flex items-center gap-2">
        {unread ? (
          <span role="img" className="size-2 shrink-0 rounded-full bg-blue-600" aria-label="Unread" />
        ) : null}
        <span className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'font-bold' : 'font-medium')}>
          {m.folder === 'sent' ? `To: ${m.to.join(', ')}` : m.fromName}
        </span>
        {m.isStarred ? (
          <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-400" aria-label="Starred" />
        ) : null}
        <time dateTime={m.timestamp} className="shrink-0 text-xs text-muted-foreground">
          {formatRelativeTime(m.timestamp, now)}
        </time>
      </span>
      <span className={cn('flex items-center gap-1 truncate text-sm', unread && 'font-bold')}>
        <span className="truncate">{m.subject}</span>
        {m.attachments.length ? (
          <Paperclip role="img" className="size-3 shrink-0 text-slate-400" aria-label="Has attachments" />
        ) : null}
      </span>
      <span className="truncate text-xs text-muted-foreground">{snippet(m.content)}</span>
    </button>
  );
}
