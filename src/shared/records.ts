/**
 * The one spelling of each record type, wherever a record is named by type: an attachment's owner
 * (`attachments.owner_type`), an audit entry's entity (`audit_log.entity_type`), an approval's subject,
 * a file's download check. Kebab-case, like the areas and API paths.
 */
export const RECORD_TYPES = [
  'requisition',
  'change-order',
  'purchase-order',
  'invoice',
  'vendor',
  'vendor-request',
  'contract',
  'rfp',
  /** A vendor's response to an RFP (its files; issue 11). */
  'rfp-response',
  /** A cost-savings opportunity (issue 12). */
  'consolidation-opportunity',
  'message',
  'user',
  'approval-step',
  'login',
  /** An e-mail in the outbox (src/server/mail). */
  'mail',
  /** A user's saved Analytics filter set. */
  'filter-set',
  /** A list or analytics export (src/server/exports). */
  'export',
  /** An analytics alert / anomaly (its follow-up started). */
  'alert',
  /** An approval workflow template (issue 14). */
  'workflow-template',
] as const;

export type RecordType = (typeof RECORD_TYPES)[number];

/** Record types that can own stored files (GET /api/attachments/{id} checks the owner's visibility). */
export type AttachmentOwnerType = Extract<
  RecordType,
  'requisition' | 'purchase-order' | 'invoice' | 'vendor-request' | 'message' | 'rfp-response'
>;
