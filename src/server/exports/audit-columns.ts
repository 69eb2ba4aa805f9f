import { changesOf, describeValue, type AuditEntry } from '@shared/admin/audit-schemas';
import type { Column } from './format';

/** One cell for an entry's details: `key: before → after; …`, or its details as JSON. */
function changesCell(details: Record<string, unknown>): string {
  const changes = changesOf(details);
  if (!changes.length) return Object.keys(details).length ? JSON.stringify(details) : '';
  return changes.map((c) => `${c.key}: ${describeValue(c.before)} → ${describeValue(c.after)}`).join('; ');
}

/** The audit log's file: one row per entry, its time as an ISO timestamp (UTC). */
export const auditLogColumns: Column<AuditEntry>[] = [
  { header: 'When', value: (r) => r.at },
  { header: 'User', value: (r) => r.actorName ?? (r.actorId ? r.actorId : 'System') },
  { header: 'User ID', value: (r) => r.actorId },
  { header: 'Action', value: (r) => r.action },
  { header: 'Record Type', value: (r) => r.recordType },
  { header: 'Record ID', value: (r) => r.recordId },
  { header: 'Changes', value: (r) => changesCell(r.details) },
];
