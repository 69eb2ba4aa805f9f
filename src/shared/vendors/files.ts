import { MAX_FILE_BYTES, fileTooLargeMessage, isAllowedFileName, type FileRules } from '../files';

/** Onboarding documents (spec section 5): pdf, doc, docx, jpg, png, checked by extension and content. */
export const VENDOR_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;
export const VENDOR_FILE_MESSAGE = 'Only PDF, Word (DOC, DOCX), JPG and PNG files are accepted.';
/** Each file at most 10 MB. */
export const VENDOR_FILE_MAX_BYTES = MAX_FILE_BYTES;
export const VENDOR_FILE_TOO_LARGE_MESSAGE = fileTooLargeMessage(VENDOR_FILE_MAX_BYTES);
/** The onboarding uploads (src/shared/files.ts). */
export const VENDOR_FILES: FileRules = {
  allowed: VENDOR_FILE_EXTENSIONS,
  maxBytes: VENDOR_FILE_MAX_BYTES,
  message: VENDOR_FILE_MESSAGE,
};
export const ONE_W9_MESSAGE = 'Upload one W9 file.';
/** Multipart field names: `w9` (one file) and `supportingDocuments` (several). */
export const VENDOR_FILE_FIELDS = { w9: 'w9', supporting: 'supportingDocuments' } as const;
export const VENDOR_FILE_FIELD_MESSAGE = 'Send files in the fields w9 and supportingDocuments.';

/** Spec section 8 upload toasts. */
export const W9_UPLOADED = 'W9 Uploaded';
export const DOCUMENTS_UPLOADED = 'Documents Uploaded';

/** True when the name ends in one of the onboarding extensions (the server also checks the content). */
export const isVendorFileName = (name: string): boolean => isAllowedFileName(VENDOR_FILES, name);
