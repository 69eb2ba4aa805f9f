import type { LucideIcon } from 'lucide-react';

import { cn } from '../lib/cn';
import { Skeleton } from './ui/skeleton';

/** One figure of a summary row: its heading, icon, icon tint and how it reads off the summary. */
export type StatDef<S> = { title: string; icon: LucideIcon; tint: string; value: (s: S) => string };

/**
 * A labelled row of stat cards (icon, heading, figure) read off one server summary; a skeleton stands
 * in while it loads and '—' when it failed. `compact` is the smaller card of the approval queue.
 */
export function StatCards<S>({
  label,
  cards,
  summary,
  compact = false,
  className,
}: {
  label: string;
  cards: readonly StatDef<S>[];
  summary: { data: S | undefined; isPending: boolean };
  compact?: boolean;
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn('grid gap-3', className)}>
      {cards.map(({ title, icon: Icon, tint, value }) => (
        <div
          key={title}
          className={cn(
            'flex items-center rounded-xl border bg-white shadow-sm',
            compact ? 'gap-3 p-4' : 'gap-4 p-5',
          )}
        >
          <span
            className={cn(
              'flex shrink-0 items-center justify-center rounded-lg',
              compact ? 'size-10' : 'size-11',
              tint,
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className={cn('font-medium text-muted-foreground', compact ? 'text-xs' : 'text-sm')}>
              {title}
            </h2>
            {summary.isPending ? (
              <Skeleton className={cn('mt-1', compact ? 'h-7 w-12' : 'h-8 w-16')} />
            ) : (
              <p className={cn('font-bold text-slate-900', compact ? 'text-xl' : 'text-2xl')}>
                {summary.data ? value(summary.data) : '—'}
              </p>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
