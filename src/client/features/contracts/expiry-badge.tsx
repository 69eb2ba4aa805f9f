import type { ExpiryBand } from '@shared/contracts/expiry';

import { cn } from '../../lib/cn';

const BAND_CLASSES: Record<ExpiryBand, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200',
  orange: 'bg-orange-100 text-orange-800 ring-orange-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
};

/** "N days" text for a number of days to expiry (past ones as "Expired N days ago"). */
export function daysToExpiryText(days: number): string {
  if (days < 0) return `Expired ${-days} day${days === -1 ? '' : 's'} ago`;
  if (days === 0) return 'Expires today';
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** Days to expiry in the band's colour (≤15 red, ≤30 orange, ≤90 yellow, above green). */
export function ExpiryBadge({ days, band }: { days: number; band: ExpiryBand }) {
  return (
    <span
      data-band={band}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        BAND_CLASSES[band],
      )}
    >
      {daysToExpiryText(days)}
    </span>
  );
}
