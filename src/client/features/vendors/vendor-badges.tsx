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

/** A status value as a coloured badge; the text is the status value itself (spec section 4). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[status] ?? 'outline'}>{status}</Badge>;
}
