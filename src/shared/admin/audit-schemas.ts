import { z } from 'zod';
import { queryInteger } from '../numbers';
import { RECORD_TYPES } from '../records';
import { optionalDate } from '../text-fields';

/** GET /api/admin/audit: one state change — who, when, what, on which record, before → after. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorId: z.string().nullable(),
    /** The actor's name; null for the system (jobs, sign-in attempts of unknown users). */
    actorName: z.string().nullable(),
    action: z.string(),
    recordType: z.string(),
    recordId: z.string(),
    /** What the change recorded: usually `before` and `after`, or the figures it moved. */
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit/users?q=: the user filter's type-ahead (any status: a former user's changes stay). */
export const auditUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditUser = z.infer<typeof auditUserSchema>;
export const auditUsersQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: queryInteger({ min: 1, max: 20, default: 10 }),
});

export const AUDIT_MESSAGES = {
  recordType: 'Unknown record type',
} as const;

/** The audit log's filters (beside paging): actor, record type, record id, a date range (local days, inclusive). */
export const auditFiltersSchema = z.object({
  userId: z.string().trim().max(100).optional(),
  recordType: z
    .union([z.enum(RECORD_TYPES), z.literal('all'), z.literal('')], { error: AUDIT_MESSAGES.recordType })
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v)),
  recordId: z.string().trim().max(100).optional(),
  from: optionalDate(),
  to: optionalDate(),
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** How a change's value reads in the before → after summary. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The before → after pairs of an entry's details (the keys either side names), else its other details. */
export function changesOf(
  details: Record<string, unknown>,
): { key: string; before: unknown; after: unknown }[] {
  const before = asRecord(details.before);
  const after = asRecord(details.after);
  if (!before && !after) return [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({ key, before: before?.[key], after: after?.[key] }));
}

const asRecord = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
