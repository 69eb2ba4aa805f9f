import type { ReactNode } from 'react';

import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/**
 * A titled card of a record's page (the PO summary and edit screens): the heading, an optional action
 * beside it (e.g. Create release), and the body (`className` spaces it).
 */
export function SectionCard({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className={action ? 'flex-row items-center justify-between gap-2' : undefined}>
        <CardTitle>
          <span className="text-base">{title}</span>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
