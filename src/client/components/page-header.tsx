import type { ReactNode } from 'react';

/**
 * The heading of a screen: its title (h1) over a line that says what the screen is for, and the
 * screen's actions (links, a dialog's button, a figure) at the right when it has any.
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {heading}
      {actions}
    </div>
  );
}
