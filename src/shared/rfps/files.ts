import type { FileRules } from '../files';
import { REQUISITION_FILES } from '../requisitions/constants';

/** A vendor's response attachments take the requisition attachment types, content checked, 10 MB each. */
export const RFP_RESPONSE_FILES: FileRules = REQUISITION_FILES;
/** At most this many files on one response. */
export const RFP_RESPONSE_MAX_FILES = 10;
/** The multipart field of POST /api/rfp-response/attachments. */
export const RFP_RESPONSE_FILE_FIELD = 'files';
