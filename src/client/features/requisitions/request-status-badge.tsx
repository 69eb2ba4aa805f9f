import { requisitionStatusLabel } from '@shared/requisitions/constants';

import { Badge, type BadgeProps } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

const VARIANTS: Record<string, BadgeProps['variant']> = {
  draft: 'secondary',
  pending: 'warning',
  approved: 'success',
  returned: 'destructive',
  rejected: 'destructive',
  cancelled: 'outline',
};

/** A requisition's status (draft, pending, approved, returned, …) as a coloured badge with its label. */
export function RequestStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={VARIANTS[status] ?? 'outline'} className={cn(className)} data-status={status}>
      {requisitionStatusLabel(status)}
    </Badge>
  );
}
