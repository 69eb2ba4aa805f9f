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

/**
 * The insert of these audit entries, not yet sent (null: none): to send beside another write of the
 * same change in one statement (writeTogether). Otherwise use `audit`.
 */
export function auditInsert(tx: DbOrTx, entry: AuditEntry | AuditEntry[]) {
  const entries = [entry].flat();
  if (!entries.length) return null;
  return tx.insert(auditLog).values(entries.map((e) => ({ ...e, details: e.details ?? {} })));
}

/** Every state change writes one of these in the same transaction (several changes: one insert, in order). */
export async function audit(tx: DbOrTx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const insert = auditInsert(tx, entry);
  if (insert) await insert;
}
