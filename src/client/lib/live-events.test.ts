import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { DashboardSummary } from '@shared/dashboard/summary';

import { applyCounts } from './live-events';
import { dashboardQueries } from './queries/dashboard';
import { QUERY_ROOT } from './queries/roots';

const summaryKey = dashboardQueries.summary().queryKey;
const inboxKey = [QUERY_ROOT.messages, 'list', { folder: 'inbox', q: '' }];
const approvalsKey = [QUERY_ROOT.approvals, 'queue'];

function client(counts: { unreadMessages: number; pendingApprovals: number }) {
  const c = new QueryClient();
  c.setQueryData(summaryKey, counts as unknown as DashboardSummary);
  c.setQueryData(inboxKey, 1);
  c.setQueryData(approvalsKey, 1);
  const stale = () => ({
    summary: c.getQueryState(summaryKey)?.isInvalidated,
    inbox: c.getQueryState(inboxKey)?.isInvalidated,
    approvals: c.getQueryState(approvalsKey)?.isInvalidated,
  });
  return { c, stale };
}

describe('applyCounts (live badge counts)', () => {
  it('refreshes nothing when the counts on hand are the same', () => {
    const { c, stale } = client({ unreadMessages: 5, pendingApprovals: 2 });
    applyCounts(c, { unreadMessages: 5, pendingApprovals: 2 });
    expect(stale()).toEqual({ summary: false, inbox: false, approvals: false });
  });

  it('new mail refreshes the summary (the badge) and the message lists, not the approvals', () => {
    const { c, stale } = client({ unreadMessages: 5, pendingApprovals: 2 });
    applyCounts(c, { unreadMessages: 6, pendingApprovals: 2 });
    expect(stale()).toEqual({ summary: true, inbox: true, approvals: false });
  });

  it('a new approval step refreshes the approvals, not the messages', () => {
    const { c, stale } = client({ unreadMessages: 5, pendingApprovals: 2 });
    applyCounts(c, { unreadMessages: 5, pendingApprovals: 3 });
    expect(stale()).toEqual({ summary: true, inbox: false, approvals: true });
  });
});
