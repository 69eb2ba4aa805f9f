import { useQuery } from '@tanstack/react-query';
import { formatRelativeTime } from '@shared/format';

import { messageQueries } from './queries';

/** The other messages of the open message's thread (the user's copies), oldest first. */
export function MessageThread({ id, now }: { id: string; now: Date }) {
  const thread = useQuery({ ...messageQueries.thread(id), meta: { silent: true } });
  const others = (thread.data ?? []).filter((m) => m.id !== id);
  if (!others.length) return null;
  return (
    <section aria-label="Thread" className="space-y-2 border-t pt-4">
      <h3 className="text-sm font-medium">Thread ({others.length + 1} messages)</h3>
      <ol className="space-y-2">
        {others.map((m) => (
          <li key={m.id} className="rounded-md border bg-slate-50 px-3 py-2 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{m.fromName}</span>
              <time dateTime={m.timestamp} className="text-xs text-muted-foreground">
                {formatRelativeTime(m.timestamp, now)}
              </time>
            </div>
            <p className="text-xs text-muted-foreground">{m.subject}</p>
            <p className="mt-1 whitespace-pre-wrap text-slate-800">{m.content}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
