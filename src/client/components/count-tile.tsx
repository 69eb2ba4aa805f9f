import type { LucideIcon } from 'lucide-react';

import { cn } from '../lib/cn';
import { Skeleton } from './ui/skeleton';

/** The sizes of a tile: a count of a summary row, the approval queue's compact card, a home card. */
const SIZES = {
  count: { box: 'gap-3 p-4', icon: 'size-10', title: 'text-sm', skeleton: 'h-7 w-10', figure: 'text-2xl' },
  compact: { box: 'gap-3 p-4', icon: 'size-10', title: 'text-xs', skeleton: 'h-7 w-12', figure: 'text-xl' },
  large: { box: 'gap-4 p-5', icon: 'size-11', title: 'text-sm', skeleton: 'h-8 w-16', figure: 'text-2xl' },
} as const;

/**
 * One figure of a summary row (contracts by status, invoices by status, the stat cards): the tinted
 * icon, the heading and the figure; a skeleton while it loads and '—' when there is none.
 * `className` spaces the tile.
 */
export function CountTile({
  title,
  icon: Icon,
  tint,
  loading,
  value,
  size = 'count',
  className,
}: {
  title: string;
  icon: LucideIcon;
  tint: string;
  loading: boolean;
  value: number | string | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const s = SIZES[size];
  return (
    <div className={cn('flex items-center rounded-xl border bg-white shadow-sm', s.box, className)}>
      <span className={cn('flex shrink-0 items-center justify-center rounded-lg', s.icon, tint)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className={cn('font-medium text-muted-foreground', s.title)}>{title}</h2>
        {loading ? (
          <Skeleton className={cn('mt-1', s.skeleton)} />
        ) : (
          <p className={cn('font-bold text-slate-900', s.figure)}>{value ?? '—'}</p>
        )}
      </div>
    </div>
  );
}
