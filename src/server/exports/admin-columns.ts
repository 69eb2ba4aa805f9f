import { changesOf, describeValue, type AuditEntry } from '@shared/admin/audit-schemas';
import type { AdminUserRow } from '@shared/admin/users/schemas';
import { yesNo, type Column } from './format';

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

/** The Users tab's file: the table's columns, the last sign-in as an ISO timestamp (UTC). */
export const userColumns: Column<AdminUserRow>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Role', value: (r) => r.roleLabel },
  { header: 'Department', value: (r) => r.department },
  { header: 'Status', value: (r) => r.status },
  { header: 'Last Login', value: (r) => r.lastLogin },
  { header: 'Password Set', value: (r) => yesNo(r.passwordSet) },
];
