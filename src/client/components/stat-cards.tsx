import type { LucideIcon } from 'lucide-react';

import { cn } from '../lib/cn';
import { CountTile } from './count-tile';

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
      {cards.map(({ title, icon, tint, value }) => (
        <CountTile
          key={title}
          title={title}
          icon={icon}
          tint={tint}
          loading={summary.isPending}
          value={summary.data ? value(summary.data) : undefined}
          size={compact ? 'compact' : 'large'}
        />
      ))}
    </section>
  );
}
