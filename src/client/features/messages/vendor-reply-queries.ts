import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorReplyPageSchema, type VendorReplyPage } from '@shared/messages/vendor-reply';

import { getJson, sendJson, withParams } from '../../lib/api';
import { QUERY_ROOT } from '../../lib/queries/roots';

/**
 * The vendor contact's public reply page talks to the token routes only (no session): GET and POST
 * /api/vendor-reply?token=…. A reply answers the page as the server kept it, shown at once.
 */
const pageUrl = (token: string) => withParams('/api/vendor-reply', { token });

export const vendorReplyQueries = {
  /** The thread as the vendor contact sees it; its own errors (404, 410) are shown by the page. */
  page: (token: string) =>
    queryOptions({
      queryKey: [QUERY_ROOT.messages, 'vendor-reply', token],
      queryFn: ({ signal }) => getJson(pageUrl(token), vendorReplyPageSchema, signal),
      meta: { silent: true },
    }),
};

/** POST /api/vendor-reply?token=…: the reply, into the same thread (the sender's inbox). */
export function useSendVendorReply(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendJson('POST', pageUrl(token), { content }, vendorReplyPageSchema),
    onSuccess: (page: VendorReplyPage) =>
      queryClient.setQueryData(vendorReplyQueries.page(token).queryKey, page),
    meta: { silent: true, changes: ['message'] },
  });
}
