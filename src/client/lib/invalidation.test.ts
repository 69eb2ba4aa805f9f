import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

import { INVALIDATES, invalidateAfter } from './invalidation';
import { createQueryClient } from './query-client';
import { QUERY_ROOT } from './queries/roots';

const KEYS = {
  invoiceList: [QUERY_ROOT.invoices, 'list', { limit: 25 }],
  reviewQueue: [QUERY_ROOT.reviewQueue, 'list', { limit: 20, offset: 0 }],
  approvalQueue: [QUERY_ROOT.approvals, 'queue', { type: 'all' }],
  poDetail: [QUERY_ROOT.purchaseOrders, 'detail', 'po-001'],
  dashboard: [QUERY_ROOT.dashboard, 'summary'],
  myRequests: [QUERY_ROOT.requisitions, 'list', { requestorId: 'me' }],
  me: [QUERY_ROOT.me],
};

function cached(client: QueryClient) {
  for (const key of Object.values(KEYS)) client.setQueryData(key, 1);
  return () =>
    Object.fromEntries(
      Object.entries(KEYS).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
    );
}

describe('invalidateAfter', () => {
  it('refreshes what an invoice change moves, and nothing else', () => {
    const client = new QueryClient();
    const stale = cached(client);
    invalidateAfter(client, ['invoice']);
    expect(stale()).toEqual({
      invoiceList: true,
      reviewQueue: true,
      approvalQueue: true,
      poDetail: true,
      dashboard: true,
      myRequests: false,
      me: false,
    });
  });

  it('never refreshes the session, and every change moves the dashboard', () => {
    for (const roots of Object.values(INVALIDATES)) {
      expect(roots).not.toContain(QUERY_ROOT.me);
      expect(roots).toContain(QUERY_ROOT.dashboard);
    }
  });
});

describe('createQueryClient', () => {
  const run = (client: QueryClient, fn: () => Promise<unknown>) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: fn, meta: { silent: true, changes: ['requisition'] } })
      .execute(undefined)
      .catch(() => undefined);

  it('refreshes the changes a mutation names once it succeeded, and once it failed', async () => {
    const client = createQueryClient();
    let stale = cached(client);
    await run(client, async () => 'saved');
    expect(stale().myRequests).toBe(true);
    expect(stale().invoiceList).toBe(false);

    client.clear();
    stale = cached(client);
    await run(client, async () => {
      throw new Error('The files were refused');
    });
    expect(stale().myRequests).toBe(true);
  });

  it('reports failures to the handler unless the mutation is silent', async () => {
    const seen: unknown[] = [];
    const client = createQueryClient((error) => seen.push(error));
    const boom = new Error('boom');
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(boom), meta: { changes: [] } })
      .execute(undefined)
      .catch(() => undefined);
    await run(client, () => Promise.reject(new Error('quiet')));
    expect(seen).toEqual([boom]);
  });
});
