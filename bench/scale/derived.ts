import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { rebuildRollups } from '../../src/server/db/rollups';

/**
 * The load runs with session_replication_role = replica when it may (foreign-keys.ts), so the app's
 * triggers do not fire. Right after the load, before the indexes are rebuilt: the visibility columns
 * (POs' requestor, invoices' PO department and requestor — migrations list_indexes / list_visibility —,
 * catalogue items' vendor_active — migration insight_rollups —, the mailbox entries' message timestamp —
 * migration list_pages —, requisitions' awaiting_po flag — migration summary_rollups — and approval steps'
 * queue order — migration approval_queue), filled as the
 * migrations fill them (a no-op where the triggers did fire).
 */
export async function fillVisibilityColumns(db: Db): Promise<void> {
  await db.execute(sql`
    update purchase_orders po set requestor_id = r.requestor_id
    from requisitions r where r.id = po.requisition_id and po.requestor_id is distinct from r.requestor_id`);
  await db.execute(sql`
    update invoices i set po_department = po.department, po_requestor_id = po.requestor_id
    from purchase_orders po where po.id = i.po_id
      and (i.po_department is distinct from po.department or i.po_requestor_id is distinct from po.requestor_id)`);
  await db.execute(sql`
    update catalog_items c set vendor_active = (v.status = 'active')
    from vendors v where v.id = c.vendor_id and c.vendor_active is distinct from (v.status = 'active')`);
  // Mailbox entries' message timestamp (migration list_pages).
  await db.execute(sql`
    update mailbox_entries e set message_at = m.timestamp
    from messages m where m.id = e.message_id and e.message_at is distinct from m.timestamp`);
  await db.execute(sql`
    update requisitions r set awaiting_po = c.awaiting
    from (select x.id, x.status = 'approved' and x.request_type <> 'change-order'
        and not exists (select 1 from purchase_orders po where po.requisition_id = x.id
          and po.parent_po_id is null and po.status not in ('cancelled', 'rejected')) as awaiting
      from requisitions x) c
    where r.id = c.id and r.awaiting_po is distinct from c.awaiting`);
  // Approval steps' queue order (migration approval_queue).
  await db.execute(sql`
    update approval_steps s set priority_rank = approval_priority_rank(r.priority), submitted_at = r.submitted_at
    from approval_requests r where r.id = s.approval_request_id
      and (s.priority_rank, s.submitted_at) is distinct from (approval_priority_rank(r.priority), r.submitted_at)`);
}

/**
 * After the indexes: the rollup tables rebuilt (migration rollup_triggers), the planner's statistics,
 * and the visibility map a steady database has from autovacuum — without it an index-only scan (the
 * lists' capped counts) reads every row's heap page, a cost the bench would blame on the page.
 */
export async function refreshDerived(db: Db): Promise<void> {
  await rebuildRollups(db);
  await db.execute(sql`vacuum (analyze)`);
}
