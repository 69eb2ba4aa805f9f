import { sql } from 'drizzle-orm';
import { REPLAY_DAYS, REPLAY_LIMIT, type ReplayResult, type WorkflowDraft } from '@shared/admin/workflows';
import { queryRows, type DbOrTx } from '../db/client';
import { planRoute, type RoutingFacts } from '../approval-chains/plan';
import { simulationFacts } from './facts';

/** How many differing requisitions are shown. */
const EXAMPLES = 5;

type Row = {
  requisitionId: string;
  title: string;
  department: string;
  amount: string;
  itemType: string;
  requestType: string;
  requestorId: string;
  excludedApproverIds: string[];
  templateName: string | null;
  steps: { name: string; roleId: string }[] | null;
  glCodes: string[] | null;
};

const THRESHOLD_CHAIN = 'Threshold chain';
const key = (steps: { name: string; roleId: string }[]) =>
  steps.map((s) => `${s.name}/${s.roleId}`).join('>');

/**
 * POST /api/admin/workflows/replay: the requisitions (and change orders) submitted in the last 90 days —
 * the newest REPLAY_LIMIT of them, each with its latest chain — routed again by planRoute under the
 * draft (with today's people, limits and thresholds). `changed`: how many would get other steps than
 * the chain they got; `changedFromToday`: than today's rules without the draft (the draft's own effect).
 */
export async function replay(db: DbOrTx, draft: WorkflowDraft, now = new Date()): Promise<ReplayResult> {
  const { facts, today } = await simulationFacts(db, draft);
  const since = new Date(now.getTime() - REPLAY_DAYS * 86_400_000);
  const rows = await queryRows<Row>(
    db,
    sql`with latest as (
        select distinct on (ar.subject_id) ar.*
        from approval_requests ar
        where ar.subject_type in ('requisition', 'change-order') and ar.submitted_at >= ${since}
          and ar.status <> 'cancelled'
        order by ar.subject_id, ar.submitted_at desc
      )
      select r.id as "requisitionId", r.title, ar.department, ar.amount::text as amount,
        r.item_type as "itemType", r.request_type as "requestType", ar.requestor_id as "requestorId",
        ar.excluded_approver_ids as "excludedApproverIds", ar.workflow_template_name as "templateName",
        (select json_agg(json_build_object('name', s.name, 'roleId', s.approver_role_id) order by s.step_order)
          from approval_steps s where s.approval_request_id = ar.id) as steps,
        (select array_agg(distinct i.general_ledger_code) from requisition_items i
          where i.requisition_id = r.id) as "glCodes"
      from latest ar
      join requisitions r on r.id = ar.subject_id
      order by ar.submitted_at desc, ar.subject_id
      limit ${REPLAY_LIMIT + 1}`,
  );
  const capped = rows.length > REPLAY_LIMIT;
  const considered = rows.slice(0, REPLAY_LIMIT);
  let changed = 0;
  let changedFromToday = 0;
  const examples: ReplayResult['examples'] = [];
  const route = (f: RoutingFacts, r: Row) =>
    planRoute(f, {
      amount: r.amount,
      itemType: r.itemType,
      department: r.department,
      requestType: r.requestType,
      requestorId: r.requestorId,
      excludedApproverIds: r.excludedApproverIds,
      glCodes: r.glCodes ?? [],
      // A change order of someone else's PO is never approved at once (submit's rule, approximated).
      requireApproval: false,
    });
  for (const r of considered) {
    const got = (r.steps ?? []).map((s) => ({ name: s.name, roleId: s.roleId }));
    const under = route(facts, r);
    const would = under.steps.map((s) => ({ name: s.name, roleId: s.roleId }));
    if (key(would) !== key(route(today, r).steps)) changedFromToday += 1;
    if (key(would) === key(got)) continue;
    changed += 1;
    if (examples.length < EXAMPLES)
      examples.push({
        requisitionId: r.requisitionId,
        title: r.title,
        department: r.department,
        amount: r.amount,
        before: { template: r.templateName ?? THRESHOLD_CHAIN, steps: got.map((s) => s.name) },
        after: { template: under.template?.name ?? THRESHOLD_CHAIN, steps: would.map((s) => s.name) },
      });
  }
  return {
    days: REPLAY_DAYS,
    limit: REPLAY_LIMIT,
    considered: considered.length,
    capped,
    changed,
    changedFromToday,
    examples,
  };
}
