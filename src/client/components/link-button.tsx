import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';

import { Button, type ButtonProps } from './ui/button';

/** A link to another screen that looks like a button, with an optional icon before its text. */
export function LinkButton({
  href,
  icon: Icon,
  variant,
  size,
  className,
  children,
  ...link
}: {
  href: string;
  icon?: LucideIcon;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  children: ReactNode;
} & Pick<ComponentProps<'a'>, 'aria-label'>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href={href} {...link}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
