import { vendorStatusLabel } from '@shared/vendors/schemas';

import { Badge, type BadgeProps } from '../../components/ui/badge';

const VARIANT: Record<string, BadgeProps['variant']> = {
  active: 'success',
  approved: 'success',
  completed: 'success',
  paid: 'success',
  pending: 'warning',
  'in-progress': 'secondary',
  inactive: 'secondary',
  expired: 'secondary',
  draft: 'outline',
  rejected: 'destructive',
  cancelled: 'destructive',
  disputed: 'destructive',
  'on-hold': 'warning',
};

/** A vendor or vendor request status as a coloured badge with its label; data-status keeps the code. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[status] ?? 'outline'} data-status={status}>
      {vendorStatusLabel(status)}
    </Badge>
  );
}
