import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DashboardSummary } from '@shared/dashboard/summary';
import {
  formatWatch,
  liveCountsSchema,
  recordChangedSchema,
  type LiveCounts,
  type WatchableType,
} from '@shared/events/schemas';

import { dashboardQueries } from './queries/dashboard';
import { QUERY_ROOT, type QueryRoot } from './queries/roots';

/** Which query root holds each watchable record type's screens. */
const ROOT_OF: Record<WatchableType, QueryRoot> = {
  requisition: QUERY_ROOT.requisitions,
  'purchase-order': QUERY_ROOT.purchaseOrders,
  invoice: QUERY_ROOT.invoices,
  rfp: QUERY_ROOT.rfps,
  contract: QUERY_ROOT.contracts,
  vendor: QUERY_ROOT.vendors,
  'vendor-request': QUERY_ROOT.vendorRequests,
};

/** The records the screens on show watch (a count per record: two views of one record watch it once). */
const watched = new Map<string, { type: WatchableType; id: string; n: number }>();
const listeners = new Set<() => void>();
let watchKey = '';
const emit = () => {
  watchKey = formatWatch([...watched.values()]);
  for (const l of listeners) l();
};

/** While the calling component is shown, changes others make to this record refresh its queries. */
export function useWatchRecord(type: WatchableType, id: string | null | undefined) {
  useEffect(() => {
    if (!id) return;
    const key = `${type}:${id}`;
    const entry = watched.get(key) ?? { type, id, n: 0 };
    entry.n++;
    watched.set(key, entry);
    emit();
    return () => {
      if (--entry.n === 0) watched.delete(key);
      emit();
    };
  }, [type, id]);
}

const useWatchKey = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => watchKey,
  );

/**
 * New badge counts. The dock reads them from the dashboard summary, which stays their one source: when
 * the summary on hand differs, it is fetched again (with the lists the counts are about).
 */
export function applyCounts(queryClient: QueryClient, counts: LiveCounts) {
  const key = dashboardQueries.summary().queryKey;
  const before = queryClient.getQueryData<DashboardSummary>(key);
  if (before?.pendingApprovals === counts.pendingApprovals && before.unreadMessages === counts.unreadMessages)
    return;
  void queryClient.invalidateQueries({ queryKey: key });
  if (before && before.pendingApprovals !== counts.pendingApprovals)
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOT.approvals] });
  if (before && before.unreadMessages !== counts.unreadMessages)
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOT.messages] });
}

function parse<T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, data: string) {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? (parsed.data as T) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's live events (GET /api/events, server-sent): the dock's badges and the watched
 * records stay current without reloading. One stream per tab, opened again (with the last event id,
 * so missed record changes are replayed) when the set of watched records changes; the browser
 * reconnects by itself after a network error. Ends for good on `signed-out`.
 */
export function useLiveEvents(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  const watch = useWatchKey();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const params = new URLSearchParams();
    if (watch) params.set('watch', watch);
    if (lastEventId) params.set('lastEventId', lastEventId);
    const source = new EventSource(`/api/events${params.size ? `?${params}` : ''}`);
    const remember = (e: MessageEvent) => {
      if (e.lastEventId) lastEventId = e.lastEventId;
    };
    source.addEventListener('counts', (e) => {
      remember(e);
      const counts = parse<LiveCounts>(liveCountsSchema, e.data);
      if (counts) applyCounts(queryClient, counts);
    });
    source.addEventListener('record', (e) => {
      remember(e);
      const record = parse<{ type: WatchableType; id: string }>(recordChangedSchema, e.data);
      if (record) void queryClient.invalidateQueries({ queryKey: [ROOT_OF[record.type]] });
    });
    source.addEventListener('signed-out', () => {
      source.close();
      onSignedOut();
    });
    return () => source.close();
  }, [watch, queryClient, onSignedOut]);
}

/** The last event id this tab saw, carried over when the stream is opened again. */
let lastEventId = '';
