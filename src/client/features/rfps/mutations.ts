import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rfpViewSchema, type CreateRfp } from '@shared/rfps/schemas';
import { awardResultSchema, rfpDetailSchema, type RfpDetail, type RfpWeights } from '@shared/rfps/sourcing';

import { sendJson } from '../../lib/api';
import { RFPS_URL, rfpQueries, rfpUrl } from './queries';

/** POST /api/rfps with the spec's body (section 7): a draft with no responses yet. */
export function useCreateRfp() {
  return useMutation({
    mutationFn: (values: CreateRfp) =>
      sendJson(
        'POST',
        RFPS_URL,
        { ...values, createdDate: new Date().toISOString(), status: 'draft', responseCount: 0 },
        rfpViewSchema,
      ),
    meta: { silent: true, changes: ['rfp'] },
  });
}

/** The detail an action answered goes straight into the cache (the refresh follows from `changes`). */
function useKeepDetail() {
  const queryClient = useQueryClient();
  return (detail: RfpDetail) => queryClient.setQueryData(rfpQueries.detail(detail.id).queryKey, detail);
}

/** POST /api/rfps/{id}/send: draft → sent; each address gets its invitation. */
export function useSendRfp() {
  const keep = useKeepDetail();
  return useMutation({
    mutationFn: (id: string) => sendJson('POST', `${rfpUrl(id)}/send`, undefined, rfpDetailSchema),
    onSuccess: keep,
    meta: { silent: true, changes: ['rfp'] },
  });
}

/** POST /api/rfps/{id}/vendors: more addresses to invite. */
export function useAddRfpVendors(id: string) {
  const keep = useKeepDetail();
  return useMutation({
    mutationFn: (vendorEmails: string) =>
      sendJson('POST', `${rfpUrl(id)}/vendors`, { vendorEmails }, rfpDetailSchema),
    onSuccess: keep,
    meta: { silent: true, changes: ['rfp'] },
  });
}

/** PATCH /api/rfps/{id}/weights: the comparison's weights (adding up to 100). */
export function useSaveRfpWeights(id: string) {
  const keep = useKeepDetail();
  return useMutation({
    mutationFn: (weights: RfpWeights) => sendJson('PATCH', `${rfpUrl(id)}/weights`, weights, rfpDetailSchema),
    onSuccess: keep,
    meta: { silent: true, changes: ['rfp'] },
  });
}

/** POST /api/rfps/{id}/award: the RFP closes with this response; a draft requisition or a vendor request follows. */
export function useAwardRfp(id: string) {
  const keep = useKeepDetail();
  return useMutation({
    mutationFn: (responseId: string) =>
      sendJson('POST', `${rfpUrl(id)}/award`, { responseId }, awardResultSchema),
    onSuccess: (result) => keep(result.rfp),
    meta: { silent: true, changes: ['rfpAward'] },
  });
}
