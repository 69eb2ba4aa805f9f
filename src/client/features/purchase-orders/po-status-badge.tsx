import { Badge } from '../../components/ui/badge';
import { statusVariant } from './po-rules';

/** A PO status, word for word (pending, approved, in-progress, completed, rejected, cancelled). */
export function PoStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusVariant(status)} data-testid="po-status">
      {status}
    </Badge>
  );
}
