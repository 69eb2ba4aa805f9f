import { attachmentInfoSchema } from '@shared/requisitions/types';
/** Save Draft / Submit Request: save or submit a request, then upload its files. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AttachmentInfo, RequisitionDetail } from '@shared/requisitions/types';

import { getJson, sendJson } from '../../lib/api';
import type { RequisitionPayload } from './form-values';
import { REQUISITIONS_URL, requisitionDetailSchema, requisitionQueries, requisitionUrl } from './queries';

const uploadedSchema = z.array(attachmentInfoSchema);

/** POST /api/requisitions/{id}/attachments as multipart/form-data. */
function uploadAttachments(id: string, files: File[]): Promise<AttachmentInfo[]> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  return sendJson('POST', `${requisitionUrl(id)}/attachments`, body, uploadedSchema);
}

/** A failure after the request was already stored (e.g. its files were refused): the form edits it from now on. */
export class SavedWithError extends Error {
  readonly savedId: string;
  constructor(savedId: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'SavedWithError';
    this.savedId = savedId;
  }
}

export type SaveInput = {
  payload: RequisitionPayload;
  intent: 'draft' | 'submit';
  /** Files chosen on the form, not uploaded yet. */
  files: File[];
  /** The draft or returned request being edited, if any. */
  existingId: string | null;
  /** Set by the caller: the signed-in user (the spec's payload carries it; the server uses the session). */
  requestorId: string;
};

const patch = (id: string, body: unknown) =>
  sendJson('PATCH', requisitionUrl(id), body, requisitionDetailSchema);

/**
 * Saves a draft or submits. Without files a submit is one call (POST with status 'Pending Review', or
 * PATCH with status 'pending'). With files the request is stored as a draft first, the files are
 * uploaded, and only then is it submitted, so approvers always see its attachments.
 */
async function saveRequisition(input: SaveInput): Promise<RequisitionDetail> {
  const { payload, intent, files, existingId } = input;
  const submitNow = intent === 'submit' && files.length === 0;
  let detail: RequisitionDetail;
  if (existingId) {
    detail = await patch(existingId, submitNow ? { ...payload, status: 'pending' } : payload);
  } else {
    const url = payload.requestType === 'change-order' ? '/api/change-orders' : REQUISITIONS_URL;
    detail = await sendJson(
      'POST',
      url,
      {
        ...payload,
        requestorId: input.requestorId,
        submittedDate: submitNow ? new Date().toISOString() : null,
        status: submitNow ? 'Pending Review' : 'draft',
        // The names of uploaded files join the request with the upload itself (none is listed without its file).
        attachments: [],
      },
      requisitionDetailSchema,
    );
  }
  if (submitNow || files.length === 0) return detail;
  try {
    await uploadAttachments(detail.id, files);
    return intent === 'submit'
      ? await patch(detail.id, { status: 'pending' })
      : await getJson(requisitionUrl(detail.id), requisitionDetailSchema);
  } catch (error) {
    throw new SavedWithError(detail.id, error);
  }
}

/**
 * Save Draft / Submit Request. Failures are shown by the form (a destructive toast), not the banner.
 * Whatever happens, what a request changes is refreshed: it may have been stored even when a later
 * step failed.
 */
export function useSaveRequisition() {
  const queryClient = useQueryClient();
  return useMutation<RequisitionDetail, Error, SaveInput>({
    mutationFn: saveRequisition,
    meta: { silent: true, changes: ['requisition'] },
    onSuccess: (detail) => {
      queryClient.setQueryData(requisitionQueries.detail(detail.id).queryKey, detail);
    },
  });
}
