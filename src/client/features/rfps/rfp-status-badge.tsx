import { RFP_STATUS_LABELS, type RfpStatus } from '@shared/rfps/schemas';

import { Badge, type BadgeProps } from '../../components/ui/badge';

const VARIANTS: Record<RfpStatus, BadgeProps['variant']> = {
  draft: 'secondary',
  sent: 'default',
  responses: 'warning',
  closed: 'outline',
};

/** An RFP's status with the spec's label (Draft, Sent to Vendors, Receiving Responses, Closed). */
export function RfpStatusBadge({ status }: { status: RfpStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {RFP_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A moment (ISO) as a US short date and time: "3/15/2026, 11:59 PM". */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-US', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}
