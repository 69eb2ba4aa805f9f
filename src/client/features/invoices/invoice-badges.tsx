import { INVOICE_STATUS_LABELS, MATCH_STATUS_LABELS } from '@shared/invoices/labels';
import type { InvoiceStatus, MatchStatus } from '@shared/invoices/schemas';

import { Badge, type BadgeProps } from '../../components/ui/badge';

const MATCH_VARIANT: Record<MatchStatus, BadgeProps['variant']> = {
  matched: 'success',
  pending: 'warning',
  exception: 'destructive',
};

const STATUS_VARIANT: Record<InvoiceStatus, BadgeProps['variant']> = {
  approved: 'default',
  paid: 'success',
  pending: 'warning',
  rejected: 'destructive',
  'on-hold': 'secondary',
  disputed: 'destructive',
};

export function MatchBadge({ status }: { status: MatchStatus }) {
  return (
    <Badge variant={MATCH_VARIANT[status] ?? 'outline'} data-match={status}>
      {MATCH_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status] ?? 'outline'} data-status={status}>
      {INVOICE_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
