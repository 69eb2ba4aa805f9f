import type { RecordType } from '@shared/records';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/admin';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entityType: RecordType;
  entityId: string;
  details?: Record<string, unknown>;
};

/** Every state change writes one of these in the same transaction (several changes: one insert, in order). */
export async function audit(tx: DbOrTx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = [entry].flat();
  if (!entries.length) return;
  await tx.insert(auditLog).values(entries.map((e) => ({ ...e, details: e.details ?? {} })));
}
