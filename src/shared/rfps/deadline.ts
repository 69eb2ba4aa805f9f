import { isoDate } from '../format';

/**
 * An RFP's deadline is a calendar day (decision 008); bidding runs to the end of it on the server's
 * calendar: `closesAt` is the start of the next day there. Pure; the server passes its own clock.
 */

/** The instant bidding on an RFP with this deadline (`YYYY-MM-DD`) ends: local midnight after it. */
export function closesAtOf(deadline: string): Date {
  const [y, m, d] = deadline.split('-').map(Number);
  return new Date(y!, m! - 1, d! + 1);
}

/** The deadline lies before today's calendar day (a deadline of today is still allowed). */
export function isDeadlinePast(deadline: string, now: Date = new Date()): boolean {
  return deadline < isoDate(now);
}
