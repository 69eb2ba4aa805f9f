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
  /** A role's permissions and approval limit (Roles & Permissions, issue 14). */
  'role',
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
  /** The system settings (one record, id `system`; issue 14). */
  'settings',
  /** An approval workflow template (issue 14). */
  'workflow-template',
] as const;

export type RecordType = (typeof RECORD_TYPES)[number];

/** Record types that can own stored files (GET /api/attachments/{id} checks the owner's visibility). */
export type AttachmentOwnerType = Extract<
  RecordType,
  'requisition' | 'purchase-order' | 'invoice' | 'vendor-request' | 'message' | 'rfp-response'
>;

/**
 * The screen that opens a record (ids travel in query strings, as the spec's routes do): what a
 * system message about the record links to. Null for record types no screen opens by id.
 */
export function recordHref(type: string, id: string): string | null {
  const q = encodeURIComponent(id);
  switch (type) {
    case 'requisition':
    case 'change-order':
      return `/my-requests?id=${q}`;
    case 'purchase-order':
      return `/po-summary?id=${q}`;
    case 'contract':
      return `/contracts?search=${q}`;
    case 'rfp':
      return `/rfp?id=${q}`;
    case 'vendor':
      return `/vendors?id=${q}`;
    case 'vendor-request':
      return `/vendors?tab=requests`;
    case 'export':
      return `/api/exports/${q}/download`;
    case 'consolidation-opportunity':
      return `/cost-savings?tab=opportunities`;
    default:
      return null;
  }
}

/** Record types whose id is the document number people know (REQ-…, PO-…, CTR-…, INV-…). */
const NUMBERED = new Set(['requisition', 'change-order', 'purchase-order', 'contract', 'invoice']);
/** Type names that are not simply the kebab-case spelled out. */
const NAMES: Record<string, string> = { rfp: 'RFP', 'consolidation-opportunity': 'savings opportunity' };

/**
 * How a link to a record reads: "Open purchase order PO-2026-001" for a numbered record, "Open RFP"
 * where the id is only internal (the message names the record), "Download export" for an export.
 */
export function recordLinkLabel(type: string, id: string): string {
  if (type === 'export') return 'Download export';
  const name = NAMES[type] ?? type.replaceAll('-', ' ');
  return NUMBERED.has(type) ? `Open ${name} ${id}` : `Open ${name}`;
}
