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

/** A requisition's status value (draft, pending, approved, returned, …) as a coloured badge. */
export function RequestStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      variant={VARIANTS[status] ?? 'outline'}
      className={cn('capitalize', className)}
      data-status={status}
    >
      {status}
    </Badge>
  );
}
