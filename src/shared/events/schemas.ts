import { z } from 'zod';

/**
 * GET /api/events: the signed-in user's live events, as server-sent events (issue 13).
 * - `counts`: the dock's badges — sent on every (re)connect and whenever one of them changes.
 * - `record`: a record the page watches changed (its type and id; the page refetches it).
 * - `signed-out`: the session ended; the stream closes and is not reopened.
 * Every event carries an `id:`; the browser sends the last one back (Last-Event-ID) when it reconnects,
 * and the server replays the `record` events it missed.
 */
export const LIVE_EVENT_NAMES = ['counts', 'record', 'signed-out'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

export const liveCountsSchema = z.object({
  /** The user's unread inbox messages (the Messages badge), counted to GLANCE_COUNT_CAP + 1. */
  unreadMessages: z.number().int(),
  /** Approval steps awaiting the user (the Approvals badge), counted to GLANCE_COUNT_CAP + 1. */
  pendingApprovals: z.number().int(),
});
export type LiveCounts = z.infer<typeof liveCountsSchema>;

/** The record types a page can watch: their detail screens refetch when another user changes them. */
export const WATCHABLE_TYPES = [
  'requisition',
  'purchase-order',
  'invoice',
  'rfp',
  'contract',
  'vendor',
  'vendor-request',
] as const;
export type WatchableType = (typeof WATCHABLE_TYPES)[number];

export const recordChangedSchema = z.object({ type: z.enum(WATCHABLE_TYPES), id: z.string() });
export type RecordChanged = z.infer<typeof recordChangedSchema>;

/** At most this many records watched by one stream. */
export const MAX_WATCHED = 10;

/** `watch=requisition:REQ-2026-001,purchase-order:PO-1` → the records, or null when malformed. */
export function parseWatch(value: string | undefined): RecordChanged[] | null {
  if (!value) return [];
  const out: RecordChanged[] = [];
  for (const item of value.split(',')) {
    const at = item.indexOf(':');
    const parsed = recordChangedSchema.safeParse({ type: item.slice(0, at), id: item.slice(at + 1) });
    if (at < 1 || !parsed.success || !parsed.data.id || parsed.data.id.length > 100) return null;
    if (!out.some((r) => r.type === parsed.data.type && r.id === parsed.data.id)) out.push(parsed.data);
  }
  return out.length > MAX_WATCHED ? null : out;
}

/** The inverse of parseWatch, in a stable order (so the same set makes the same URL). */
export function formatWatch(records: readonly RecordChanged[]): string {
  return [...new Set(records.map((r) => `${r.type}:${r.id}`))].sort().join(',');
}
