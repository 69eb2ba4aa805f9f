import type { ReactNode } from 'react';

import { cn } from '../lib/cn';

/**
 * One labelled value of a description list (inside a `<dl>`): the label (dt) over the value (dd).
 * An empty value (null, undefined, '') shows `empty` ('—'), or with `empty="hide"` the entry is left out.
 */
export function Fact({
  label,
  children,
  empty = '—',
  className,
}: {
  label: string;
  children: ReactNode;
  empty?: string;
  className?: string;
}) {
  const isEmpty = children === null || children === undefined || children === '';
  if (isEmpty && empty === 'hide') return null;
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{isEmpty ? empty : children}</dd>
    </div>
  );
}
