import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

import { invalidatePaths } from './invalidate-paths';

describe('invalidatePaths', () => {
  it('invalidates the keys under the paths and nothing else', () => {
    const client = new QueryClient();
    const keys = [
      ['/api/approvals', { type: 'all' }, 'page'],
      ['/api/approvals/history', { limit: 20 }, 'page'],
      ['/api/approvals', 'summary'],
      ['/api/approvals-archive'],
      ['/api/purchase-orders', 'po-001'],
      ['/api/vendors'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    invalidatePaths(client, ['/api/approvals', '/api/purchase-orders']);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false, true, false]);
  });
});
