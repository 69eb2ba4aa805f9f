import { X } from 'lucide-react';

import { cn } from '../lib/cn';

/**
 * A small button that shows only an X and closes, dismisses or clears what it stands in; `label` is its
 * accessible name. `className` gives its look (the focus ring's colour among it), `iconClassName` the X's size.
 */
export function CloseButton({
  label,
  onClick,
  className,
  iconClassName = 'size-4',
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn('focus-visible:outline-none focus-visible:ring-2', className)}
    >
      <X className={iconClassName} aria-hidden="true" />
    </button>
  );
}
