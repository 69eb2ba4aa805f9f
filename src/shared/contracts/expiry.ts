/**
 * Contract expiry (spec sections 4 and 9): bands by days to expiry — 15 or fewer red, 30 or fewer
 * orange, 90 or fewer yellow, above that green. Expiring = 30 days or fewer; upcoming renewals =
 * more than 30 and up to 90 days.
 */
export const EXPIRY_BANDS = ['red', 'orange', 'yellow', 'green'] as const;
export type ExpiryBand = (typeof EXPIRY_BANDS)[number];

export const RED_DAYS = 15;
export const EXPIRING_DAYS = 30;
export const UPCOMING_DAYS = 90;

export function expiryBand(daysToExpiry: number): ExpiryBand {
  if (daysToExpiry <= RED_DAYS) return 'red';
  if (daysToExpiry <= EXPIRING_DAYS) return 'orange';
  if (daysToExpiry <= UPCOMING_DAYS) return 'yellow';
  return 'green';
}

/** 30 days or fewer left (already past counts too): offers the change-order action. */
export const isExpiring = (daysToExpiry: number) => daysToExpiry <= EXPIRING_DAYS;

/** More than 30 and up to 90 days left. */
export const isUpcomingRenewal = (daysToExpiry: number) =>
  daysToExpiry > EXPIRING_DAYS && daysToExpiry <= UPCOMING_DAYS;
