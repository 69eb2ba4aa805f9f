/** Calls of the requisition form: save or submit a request, then upload its files. */
import type { RequisitionDetail } from '@shared/requisitions/types';
import type { AttachmentInfo } from '@shared/requisitions/types';

import { apiJson, throwIfNotOk } from '../../lib/api';
import type { RequisitionPayload } from './form-values';

export const REQUISITIONS_KEY = ['/api/requisitions'] as const;
export const CHANGE_ORDERS_KEY = ['/api/change-orders'] as const;
export const requisitionKey = (id: string) => ['/api/requisitions', id] as const;
export const STATS_KEY = ['/api/requisitions', 'stats'] as const;
export const MINE_SUMMARY_KEY = ['/api/requisitions', 'mine', 'summary'] as const;

/** POST /api/requisitions/{id}/attachments as multipart/form-data. */
export async function uploadAttachments(id: string, files: File[]): Promise<AttachmentInfo[]> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  const res = await fetch(`/api/requisitions/${encodeURIComponent(id)}/attachments`, {
    method: 'POST',
    credentials: 'include',
    body,
  });
  await throwIfNotOk(res);
  return (await res.json()) as AttachmentInfo[];
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
  apiJson<RequisitionDetail>('PATCH', `/api/requisitions/${encodeURIComponent(id)}`, body);

/**
 * Saves a draft or submits. Without files a submit is one call (POST with status 'Pending Review', or
 * PATCH with status 'pending'). With files the request is stored as a draft first, the files are
 * uploaded, and only then is it submitted, so approvers always see its attachments.
 */
export async function saveRequisition(input: SaveInput): Promise<RequisitionDetail> {
  const { payload, intent, files, existingId } = input;
  const submitNow = intent === 'submit' && files.length === 0;
  let detail: RequisitionDetail;
  if (existingId) {
    detail = await patch(existingId, submitNow ? { ...payload, status: 'pending' } : payload);
  } else {
    const url = payload.requestType === 'change-order' ? '/api/change-orders' : '/api/requisitions';
    detail = await apiJson<RequisitionDetail>('POST', url, {
      ...payload,
      requestorId: input.requestorId,
      submittedDate: submitNow ? new Date().toISOString() : null,
      status: submitNow ? 'Pending Review' : 'draft',
      // The names of uploaded files join the request with the upload itself (none is listed without its file).
      attachments: [],
    });
  }
  if (submitNow || files.length === 0) return detail;
  try {
    await uploadAttachments(detail.id, files);
    return intent === 'submit'
      ? await patch(detail.id, { status: 'pending' })
      : await apiJson<RequisitionDetail>('GET', `/api/requisitions/${encodeURIComponent(detail.id)}`);
  } catch (error) {
    throw new SavedWithError(detail.id, error);
  }
}
