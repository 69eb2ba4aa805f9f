/**
 * After a `bench/load.ts` run: are the writes the clients were told succeeded all in the database,
 * and was any document number handed out twice?
 */
import pg from 'pg';
import type { Written } from './load-clients';

const dupes = (xs: string[]) => xs.length - new Set(xs).size;

export async function checkWrites(url: string, written: Written): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const reqs = await client.query<{ id: string; status: string; po_number: string | null }>(
      `select id, status, po_number from requisitions where id = any($1)`,
      [written.requisitions],
    );
    const found = new Map(reqs.rows.map((r) => [r.id, r]));
    const missing = written.requisitions.filter((id) => !found.has(id)).length;
    const drafts = reqs.rows.filter((r) => r.status === 'draft').length;
    const approved = reqs.rows.filter((r) => r.status === 'approved').map((r) => r.id);
    const pos = await client.query<{ requisition_id: string }>(
      `select distinct requisition_id from purchase_orders where requisition_id = any($1)`,
      [approved],
    );
    const steps = await client.query<{ id: string; status: string }>(
      `select id, status from approval_steps where id = any($1)`,
      [written.approvedSteps],
    );
    const completed = new Set(steps.rows.filter((s) => s.status === 'completed').map((s) => s.id));
    const stepsLost = written.approvedSteps.filter((id) => !completed.has(id)).length;
    // po_number is unique in the schema; a duplicate would show as failed writes, this double-checks.
    const dupPoNumbers = await client.query(
      `select po_number from purchase_orders group by po_number having count(*) > 1`,
    );
    const lost =
      missing +
      drafts +
      (approved.length - pos.rows.length) +
      stepsLost +
      dupes(written.requisitions) +
      dupes(written.approvedSteps);
    return [
      `writes answered 2xx: ${written.requisitions.length} requisitions created + submitted, ${written.approvedSteps.length} approvals`,
      `  requisitions missing: ${missing}, left in draft: ${drafts}, same id answered twice: ${dupes(written.requisitions)}`,
      `  approvals not recorded as completed: ${stepsLost}, same step approved twice: ${dupes(written.approvedSteps)}`,
      `  of those requisitions approved: ${approved.length}, with their purchase order: ${pos.rows.length}`,
      `duplicate PO numbers: ${dupPoNumbers.rows.length}`,
      `LOST WRITES: ${lost}`,
    ];
  } finally {
    await client.end();
  }
}
