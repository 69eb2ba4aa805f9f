import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks stale (and refetches when shown) every query whose key starts with a URL under one of these
 * paths, however the key is segmented: '/api/approvals' covers ['/api/approvals', …],
 * ['/api/approvals/history', …] and ['/api/approvals', 'summary']. Not awaited, so a mutation's own
 * callbacks run at once, before the refetched data can unmount the component that started it.
 */
export function invalidatePaths(queryClient: QueryClient, paths: readonly string[]): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return (
        typeof head === 'string' &&
        paths.some((p) => head === p || head.startsWith(`${p}/`) || head.startsWith(`${p}?`))
      );
    },
  });
}
