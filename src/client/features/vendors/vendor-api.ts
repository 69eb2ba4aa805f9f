import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveVendorRequestInput } from '@shared/vendors/schemas';
import type { VendorDetail, VendorRequestDetail, VendorRequestView } from '@shared/vendors/types';

import { apiJson, throwIfNotOk } from '../../lib/api';
import { DASHBOARD_SUMMARY_KEY } from '../../lib/use-dashboard-summary';

export const VENDORS_URL = '/api/vendors';
/** The onboarding form posts here (spec section 7); its cache is refreshed after a submit. */
export const VENDOR_REQUESTS_URL = '/api/vendor-requests';

export function useVendorDetail(id: string) {
  return useQuery<VendorDetail>({ queryKey: [VENDORS_URL, id] });
}

export function useVendorRequestDetail(id: string, enabled: boolean) {
  return useQuery<VendorRequestDetail>({ queryKey: [VENDOR_REQUESTS_URL, id], enabled });
}

export const requestFileUrl = (requestId: string, fileId: string) =>
  `${VENDOR_REQUESTS_URL}/${encodeURIComponent(requestId)}/files/${encodeURIComponent(fileId)}`;

/** POST /api/vendor-requests as multipart/form-data (fields + files w9 and supportingDocuments). */
export async function postVendorRequest(body: FormData): Promise<VendorRequestView> {
  const res = await fetch(VENDOR_REQUESTS_URL, { method: 'POST', credentials: 'include', body });
  await throwIfNotOk(res);
  return (await res.json()) as VendorRequestView;
}

function useReviewInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [VENDOR_REQUESTS_URL] }),
      queryClient.invalidateQueries({ queryKey: [VENDORS_URL] }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
    ]);
}

export function useApproveVendorRequest(id: string) {
  const invalidate = useReviewInvalidation();
  return useMutation({
    mutationFn: (input: ApproveVendorRequestInput) =>
      apiJson<VendorRequestDetail>('POST', `${VENDOR_REQUESTS_URL}/${encodeURIComponent(id)}/approve`, input),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useRejectVendorRequest(id: string) {
  const invalidate = useReviewInvalidation();
  return useMutation({
    mutationFn: (reason: string) =>
      apiJson<VendorRequestDetail>('POST', `${VENDOR_REQUESTS_URL}/${encodeURIComponent(id)}/reject`, {
        reason,
      }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
