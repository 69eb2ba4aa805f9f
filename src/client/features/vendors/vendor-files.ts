import type { NewVendorRequestInput } from '@shared/vendors/schemas';
import { acceptAttribute, fileProblem } from '@shared/files';
import { VENDOR_FILES } from '@shared/vendors/files';

/** The file chooser's filter: the onboarding extensions of spec section 5. */
export const VENDOR_FILE_ACCEPT = acceptAttribute(VENDOR_FILES);

/** Why a chosen file is refused (type, or over 10 MB), or null when it is accepted. The server checks content too. */
export const vendorFileProblem = (file: { name: string; size: number }): string | null =>
  fileProblem(VENDOR_FILES, file);

/** Splits chosen files into accepted ones and the messages of refused ones ("name: reason"). */
export function screenVendorFiles<T extends { name: string; size: number }>(
  files: readonly T[],
): { accepted: T[]; refused: string[] } {
  const accepted: T[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const problem = vendorFileProblem(file);
    if (problem) refused.push(`${file.name}: ${problem}`);
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** `NVR-` then a timestamp (spec section 7). */
export const newRequestId = (now = Date.now()) => `NVR-${now}`;

/**
 * The multipart body of POST /api/vendor-requests: every filled-in text field, the request id, the
 * W9 and supporting documents as files (fields w9 and supportingDocuments) and the W9's name.
 */
export function vendorRequestFormData(
  values: Partial<NewVendorRequestInput>,
  files: { w9: File | null; supporting: File[] },
  requestId: string,
): FormData {
  const body = new FormData();
  body.set('requestId', requestId);
  for (const [key, value] of Object.entries(values)) {
    if (key === 'supportingDocuments' || key === 'w9Document' || key === 'requestId') continue;
    if (typeof value === 'string' && value.trim() !== '') body.set(key, value);
  }
  if (files.w9) {
    body.set('w9Document', files.w9.name);
    body.append('w9', files.w9, files.w9.name);
  }
  for (const file of files.supporting) body.append('supportingDocuments', file, file.name);
  return body;
}
