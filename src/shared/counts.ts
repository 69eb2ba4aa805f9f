/**
 * The figures a person reads at a glance (the Pending Approvals card, the dock's Approvals and Messages
 * badges, a profile's pending approvals, the unread count) are counted only this far. The server counts
 * at most one row past it, so a figure above the cap means "more than the cap" and shows as "1,000+",
 * as a list's total does past its cap. However many rows wait, reading the figure stays cheap.
 */
export const GLANCE_COUNT_CAP = 1000;

/** A count as shown, with thousands separators: "12", "1,043". */
export const countText = (n: number): string => n.toLocaleString('en-US');

/** A glance figure as shown: "1,000+" above the cap, else the number ("12", "1,000"). */
export function glanceCountText(n: number): string {
  return n > GLANCE_COUNT_CAP ? `${countText(GLANCE_COUNT_CAP)}+` : countText(n);
}
