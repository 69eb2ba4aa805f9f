import type * as React from 'react';

import { cn } from '../../lib/cn';

/** The buttons row at the end of a dialog or a form. */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
