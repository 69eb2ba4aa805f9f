/**
 * The figures a person reads at a glance (the Pending Approvals card, the dock's Approvals and Messages
 * badges, a profile's pending approvals, the unread count) are counted only this far. The server counts
 * at most one row past it, so a figure above the cap means "more than the cap" and shows as "1,000+",
 * as a list's total does past its cap. However many rows wait, reading the figure stays cheap.
 */
export const GLANCE_COUNT_CAP = 1000;

/** A glance figure as shown: "1,000+" above the cap, else the number ("12", "1,000"). */
export function glanceCountText(n: number): string {
  return n > GLANCE_COUNT_CAP ? `${GLANCE_COUNT_CAP.toLocaleString('en-US')}+` : n.toLocaleString('en-US');
}
