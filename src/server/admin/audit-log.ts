import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilters, AuditUser } from '@shared/admin/audit-schemas';
import { addDays } from '@shared/format';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/admin';
import { users } from '../db/schema/auth';
import { likePattern, listPage, type ListResult } from '../http/list';
import { fullName } from '../lib/names';

export type AuditQuery = AuditFilters & { limit: number; offset: number };

/** Local midnight of a YYYY-MM-DD day. */
const dayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/**
 * The audit log, newest first (at, then id): by actor, record type, record id and a range of days
 * (from and to inclusive, local days). Each filter leads an index of audit_log ending in (at, id), so a
 * page is read in order from that index.
 */
export async function listAuditLog(db: DbOrTx, q: AuditQuery): Promise<ListResult<AuditEntry>> {
  const filters: (SQL | undefined)[] = [
    q.userId ? eq(auditLog.actorId, q.userId) : undefined,
    q.recordType ? eq(auditLog.entityType, q.recordType) : undefined,
    q.recordId ? eq(auditLog.entityId, q.recordId) : undefined,
    q.from ? gte(auditLog.at, dayStart(q.from)) : undefined,
    q.to ? lt(auditLog.at, addDays(dayStart(q.to), 1)) : undefined,
  ];
  const where = filters.some(Boolean) ? and(...filters) : undefined;
  const { rows, ...tally } = await listPage(
    db,
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorName: fullName(users),
        action: auditLog.action,
        recordType: auditLog.entityType,
        recordId: auditLog.entityId,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId)),
    auditLog,
    where,
    [desc(auditLog.at), desc(auditLog.id)],
    q,
  );
  return {
    ...tally,
    rows: rows.map((r) => ({
      ...r,
      at: r.at.toISOString(),
      actorName: r.actorName ?? null,
      details: r.details ?? {},
    })),
  };
}

/** Users by name or e-mail (any status), for the audit log's user filter: at most `limit`, by name. */
export async function searchAuditUsers(db: DbOrTx, q: string, limit: number): Promise<AuditUser[]> {
  const name = fullName(users);
  const pattern = likePattern(q);
  return db
    .select({ id: users.id, name, email: users.email })
    .from(users)
    .where(q ? or(ilike(name, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}
