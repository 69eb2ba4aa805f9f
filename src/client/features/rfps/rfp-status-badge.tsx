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

/**
 * When bidding closes, told as people read it: "at the end of 3/15/2026" when it falls at a midnight
 * here (bidding runs to the end of the deadline day), else "on 3/16/2026, 6:00 AM"; `capital` for the
 * start of a line ("End of 3/15/2026", "3/16/2026, 6:00 AM").
 */
export function formatClosing(closesAt: string, capital = false): string {
  const at = new Date(closesAt);
  if (Number.isNaN(at.getTime())) return '';
  if (at.getHours() !== 0 || at.getMinutes() !== 0)
    return capital ? formatMoment(closesAt) : `on ${formatMoment(closesAt)}`;
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate() - 1).toLocaleDateString('en-US');
  return capital ? `End of ${day}` : `at the end of ${day}`;
}
