import { and, asc, eq, gt, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { vendorRequests } from '../db/schema/vendors';
import { audit } from '../lib/audit';
import { seal, sealedVersion, unseal, type SealedCell } from './crypto';
import { accountCell, routingCell } from './request-view';

export type ResealReport = { resealed: number; unreadable: number };

const BATCH = 100;

/**
 * Bank details sealed as v1 (associated data naming the column only) are re-sealed as v2 (naming the
 * row), on start: batches of BATCH requests by id, each batch in one transaction with an audit entry
 * per request changed. The update is conditional on the stored value being the one read, so two
 * instances doing it at once change each value once. A value that does not open with this key is
 * left as it is and counted (the screens show it as unavailable).
 */
export async function resealLegacyBankDetails(db: Db, key: Buffer): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unreadable: 0 };
  const legacy = or(
    like(vendorRequests.accountNumberEnc, 'v1:%'),
    like(vendorRequests.routingNumberEnc, 'v1:%'),
  );
  let after = '';
  for (;;) {
    const rows = await db
      .select({
        id: vendorRequests.id,
        accountNumberEnc: vendorRequests.accountNumberEnc,
        routingNumberEnc: vendorRequests.routingNumberEnc,
      })
      .from(vendorRequests)
      .where(and(gt(vendorRequests.id, after), legacy))
      .orderBy(asc(vendorRequests.id))
      .limit(BATCH);
    if (!rows.length) return report;
    after = rows.at(-1)!.id;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const set: { accountNumberEnc?: string; routingNumberEnc?: string } = {};
        const same: SQL[] = [];
        const resealed = (sealed: string | null, cell: SealedCell) => {
          if (!sealed || sealedVersion(sealed) !== 'v1') return undefined;
          try {
            return seal(unseal(sealed, key, cell), key, cell);
          } catch {
            report.unreadable++;
            return undefined;
          }
        };
        const account = resealed(row.accountNumberEnc, accountCell(row.id));
        if (account) {
          set.accountNumberEnc = account;
          same.push(eq(vendorRequests.accountNumberEnc, row.accountNumberEnc!));
        }
        const routing = resealed(row.routingNumberEnc, routingCell(row.id));
        if (routing) {
          set.routingNumberEnc = routing;
          same.push(eq(vendorRequests.routingNumberEnc, row.routingNumberEnc!));
        }
        if (!same.length) continue;
        const [changed] = await tx
          .update(vendorRequests)
          .set(set)
          .where(and(eq(vendorRequests.id, row.id), ...same))
          .returning({ id: vendorRequests.id });
        if (!changed) continue;
        report.resealed++;
        await audit(tx, {
          actorId: null,
          action: 'vendor_request.reseal_bank_details',
          entityType: 'vendor-request',
          entityId: row.id,
          details: { fields: Object.keys(set), from: 'v1', to: 'v2' },
        });
      }
    });
  }
}
