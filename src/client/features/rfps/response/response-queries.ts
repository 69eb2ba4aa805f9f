import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RFP_RESPONSE_FILE_FIELD } from '@shared/rfps/files';
import { rfpResponsePageSchema, type RfpResponsePage, type SaveRfpResponse } from '@shared/rfps/response';

import { getJson, sendJson, withParams } from '../../../lib/api';
import { QUERY_ROOT } from '../../../lib/queries/roots';

/**
 * The vendor's public response page talks to the token routes only (no session): GET and PUT
 * /api/rfp-response, POST /api/rfp-response/attachments (multipart, field `files`) and DELETE
 * /api/rfp-response/attachments/{fileId}, each with `?token=…`. Every change answers the page as the
 * server kept it, shown at once; its root is refreshed after it too (lib/invalidation.ts), so a change
 * refused because the deadline passed turns the page into the closed one.
 */
const PAGE_URL = '/api/rfp-response';
const pageUrl = (token: string) => withParams(PAGE_URL, { token });
const filesUrl = (token: string) => withParams(`${PAGE_URL}/attachments`, { token });
const fileUrl = (token: string, fileId: string) =>
  withParams(`${PAGE_URL}/attachments/${encodeURIComponent(fileId)}`, { token });

/** Shows the page a change answered (the form keeps what the vendor typed; files and state update). */
function useShowAnswer(token: string) {
  const queryClient = useQueryClient();
  return (page: RfpResponsePage) => queryClient.setQueryData(rfpResponseQueries.page(token).queryKey, page);
}

export const rfpResponseQueries = {
  /** The RFP as the invited vendor sees it, and its response so far; its own errors are shown by the page. */
  page: (token: string) =>
    queryOptions({
      queryKey: [QUERY_ROOT.rfpResponse, token],
      queryFn: ({ signal }) => getJson(pageUrl(token), rfpResponsePageSchema, signal),
      meta: { silent: true },
    }),
};

/** Saves the response as a draft (`submit: false`) or submits it. */
export function useSaveRfpResponse(token: string) {
  const onSuccess = useShowAnswer(token);
  return useMutation({
    mutationFn: (input: SaveRfpResponse) => sendJson('PUT', pageUrl(token), input, rfpResponsePageSchema),
    onSuccess,
    meta: { silent: true, changes: ['rfpResponse'] },
  });
}

/** Uploads files to the response at once (each checked by the server: type, content, size). */
export function useUploadRfpResponseFiles(token: string) {
  const onSuccess = useShowAnswer(token);
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append(RFP_RESPONSE_FILE_FIELD, file, file.name);
      return sendJson('POST', filesUrl(token), body, rfpResponsePageSchema);
    },
    onSuccess,
    meta: { silent: true, changes: ['rfpResponse'] },
  });
}

/** Removes one file from the response. */
export function useRemoveRfpResponseFile(token: string) {
  const onSuccess = useShowAnswer(token);
  return useMutation({
    mutationFn: (fileId: string) =>
      sendJson('DELETE', fileUrl(token, fileId), undefined, rfpResponsePageSchema),
    onSuccess,
    meta: { silent: true, changes: ['rfpResponse'] },
  });
}
