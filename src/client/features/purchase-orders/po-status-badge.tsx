import { poStatusLabel } from '@shared/purchase-orders/labels';

import { Badge } from '../../components/ui/badge';
import { statusVariant } from './po-status';

/** A PO status as its label (Pending, Approved, In Progress, …); data-status keeps the code. */
export function PoStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusVariant(status)} data-testid="po-status" data-status={status}>
      {poStatusLabel(status)}
    </Badge>
  );
}
