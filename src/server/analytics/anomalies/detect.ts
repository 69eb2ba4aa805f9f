import { eq, sql } from 'drizzle-orm';
import { ANOMALY_RULES, type AnomalyRefresh, type AnomalyRule } from '@shared/analytics/anomalies';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { alerts, anomalyScans } from '../../db/schema/admin';
import { toAlertRow, type Finding } from './found';
import { duplicateInvoices, invoicesWithoutPo, spendAfterContractExpiry } from './invoice-rules';
import { priceVariances, spendSpikes } from './spend-rules';

/** The first detection reads the records entered in the last 90 days; later ones what is new since. */
export const FIRST_SCAN_DAYS = 90;
/**
 * A run reads the records created since the last run's start less this much, so a record whose
 * transaction began before that start but committed after it is still seen (findings are added once).
 */
export const SCAN_OVERLAP_MS = 60 * 60 * 1000;
const SCAN_ID = 'anomalies';
/** One detection at a time across instances (the job, the on-demand refresh). */
const DETECTION_LOCK_KEY = 0x616e6f6d;
const INSERT_CHUNK = 500;

export type DetectOptions = {
  /** The time the run is for (months of the spike rule, the alerts' time); default now. */
  now?: Date;
  /** Read records created after this instead of after the last run (the demo seed reads all of its own). */
  since?: Date;
};

/** Every rule over the records new since `since` (the spike rule: this month and the last). */
export async function findAnomalies(db: DbOrTx, since: Date, now: Date): Promise<Finding[]> {
  return [
    ...(await duplicateInvoices(db, since)),
    ...(await priceVariances(db, since)),
    ...(await spendSpikes(db, now)),
    ...(await invoicesWithoutPo(db, since)),
    ...(await spendAfterContractExpiry(db, since)),
  ];
}

/**
 * The anomaly detection (issue 12): runs every rule over the records entered since the last run (with
 * an overlap; the first run: the last 90 days) and adds each finding not yet recorded (the dedupe key:
 * running it again adds nothing), in one transaction that also moves the scan mark on. Bounded work:
 * the new invoices and POs by their creation indexes, and 14 months of invoices for the spike rule.
 */
export async function detectAnomalies(db: Db, opts: DetectOptions = {}): Promise<AnomalyRefresh> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DETECTION_LOCK_KEY})`);
    const [started] = await queryRows<{ at: Date | string }>(tx, sql`select now() as at`);
    const startedAt = new Date(started!.at);
    const [scan] = await tx.select().from(anomalyScans).where(eq(anomalyScans.id, SCAN_ID));
    const since =
      opts.since ??
      (scan
        ? new Date(scan.checkedThrough.getTime() - SCAN_OVERLAP_MS)
        : new Date(now.getTime() - FIRST_SCAN_DAYS * 86_400_000));
    const findings = await findAnomalies(tx, since, now);
    const byRule = Object.fromEntries(ANOMALY_RULES.map((r) => [r, 0])) as Record<AnomalyRule, number>;
    for (let i = 0; i < findings.length; i += INSERT_CHUNK) {
      const added = await tx
        .insert(alerts)
        .values(findings.slice(i, i + INSERT_CHUNK).map((f) => toAlertRow(f, now)))
        .onConflictDoNothing({ target: alerts.dedupeKey })
        .returning({ rule: alerts.rule });
      for (const { rule } of added) byRule[rule as AnomalyRule] += 1;
    }
    await tx
      .insert(anomalyScans)
      .values({ id: SCAN_ID, checkedThrough: startedAt })
      .onConflictDoUpdate({
        target: anomalyScans.id,
        set: { checkedThrough: sql`greatest(anomaly_scans.checked_through, excluded.checked_through)` },
      });
    const added = Object.values(byRule).reduce((a, b) => a + b, 0);
    return { added, byRule };
  });
}
