import type { ReactNode } from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

/**
 * The frame every dialog of the screens shares: the optional trigger button, the panel (`className`
 * widens it), the title over its description, then the body. Without a title (`undefined`) the header
 * is left out, for a dialog whose record has just gone while it closes.
 */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  titleClassName,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        {title === undefined ? null : (
          <DialogHeader>
            <DialogTitle className={titleClassName}>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
        )}
        {children}
      </DialogContent>
    </Dialog>
  );
}
