import { useMutation } from '@tanstack/react-query';
import type { ApproveVendorRequestInput } from '@shared/vendors/schemas';

import { sendJson } from '../../lib/api';
import {
  VENDOR_REQUESTS_URL,
  vendorRequestDetailSchema,
  vendorRequestSchema,
  vendorRequestUrl,
} from './queries';

/** POST /api/vendor-requests as multipart/form-data (fields + files w9 and supportingDocuments). */
export function useSubmitVendorRequest() {
  return useMutation({
    mutationFn: (body: FormData) => sendJson('POST', VENDOR_REQUESTS_URL, body, vendorRequestSchema),
    meta: { silent: true, changes: ['vendorRequest'] },
  });
}

export function useApproveVendorRequest(id: string) {
  return useMutation({
    mutationFn: (input: ApproveVendorRequestInput) =>
      sendJson('POST', `${vendorRequestUrl(id)}/approve`, input, vendorRequestDetailSchema),
    meta: { silent: true, changes: ['vendorRequest'] },
  });
}

export function useRejectVendorRequest(id: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      sendJson('POST', `${vendorRequestUrl(id)}/reject`, { reason }, vendorRequestDetailSchema),
    meta: { silent: true, changes: ['vendorRequest'] },
  });
}
