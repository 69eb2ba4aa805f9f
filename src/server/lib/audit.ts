import type { RecordType } from '@shared/records';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/admin';

/** Every state change writes one of these in the same transaction. */
export async function audit(
  tx: DbOrTx,
  entry: { actorId: string | null; action: string; entityType: RecordType; entityId: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
