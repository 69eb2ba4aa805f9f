import { asc, eq } from 'drizzle-orm';
import { toCents } from '@shared/money';
import { whoMayAct, type Delegator } from '@shared/approvals/delegation';
import { WORKFLOW_MESSAGES, simulateInputSchema, type SimulateResult } from '@shared/admin/workflows';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { requisitionItems, requisitions } from '../db/schema/requisitions';
import { users } from '../db/schema/auth';
import { badRequest } from '../http/errors';
import { inTurn } from '../db/in-turn';
import { planRoute, type RouteInput, type RoutingFacts } from '../approval-chains/plan';
import { holdsStep, withinLimit, type ChainStep, type Holder } from '../approval-chains/routing';
import { activeDelegatesOf, type ActiveDelegate } from '../approval-chains/delegations';
import { neverMatches, simulationFacts, type SimFacts } from './facts';

type Input = z.output<typeof simulateInputSchema>;

const money = (n: number | string) =>
  `$${(toCents(n) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The request to simulate: an existing requisition's facts, or the ones given. */
async function resolveInput(db: DbOrTx, input: Input) {
  if (input.requisitionId) {
    const [req] = await db.select().from(requisitions).where(eq(requisitions.id, input.requisitionId));
    if (!req) throw badRequest('Requisition not found', { requisitionId: 'Requisition not found' });
    const lines = await db
      .select({ code: requisitionItems.generalLedgerCode })
      .from(requisitionItems)
      .where(eq(requisitionItems.requisitionId, req.id))
      .orderBy(asc(requisitionItems.lineNo));
    return {
      requesterId: req.requestorId,
      department: req.department,
      itemType: req.itemType,
      requestType: req.requestType,
      amount: req.totalAmount,
      glCodes: [...new Set(lines.map((l) => l.code))],
      requisitionId: req.id,
    };
  }
  let department = input.department ?? null;
  if (input.requesterId) {
    const [u] = await db
      .select({ department: users.department })
      .from(users)
      .where(eq(users.id, input.requesterId));
    if (!u) throw badRequest('Requester not found', { requesterId: 'Requester not found' });
    department ??= u.department;
  }
  if (!department || input.amount == null) {
    throw badRequest(WORKFLOW_MESSAGES.simulateInput, {
      ...(department ? {} : { department: WORKFLOW_MESSAGES.simulateInput }),
      ...(input.amount == null ? { amount: WORKFLOW_MESSAGES.simulateInput } : {}),
    });
  }
  return {
    requesterId: input.requesterId ?? null,
    department,
    itemType: input.itemType,
    requestType: input.requestType,
    amount: input.amount.toFixed(2),
    glCodes: input.glCodes,
    requisitionId: null,
  };
}

/** Who can act on a routed step today: holders of it (not conflicted) whose role's limit covers the amount. */
export function approversOf(
  step: ChainStep,
  facts: RoutingFacts,
  conflicted: string[],
  amount: string,
): Holder[] {
  return facts.holders.filter(
    (h) => holdsStep(h, step, conflicted) && withinLimit(h.roleId, amount, facts.limits),
  );
}

/**
 * Who stands in today for a step's approvers (issue 13): each active delegate of an approver who may
 * act on the step by the queue's rule (whoMayAct) — never a conflicted user of the chain (the
 * requester), nor one who takes the step themself — on behalf of the first such approver by id, as
 * the approvals queue picks (activeDelegators), until that delegation's end date.
 */
export function delegatesOf(
  step: ChainStep,
  approvers: Holder[],
  active: readonly ActiveDelegate[],
  conflicted: string[],
): SimulateResult['steps'][number]['delegates'] {
  const byDelegate = new Map<string, ActiveDelegate[]>();
  for (const d of active)
    if (approvers.some((a) => a.id === d.userId))
      byDelegate.set(d.delegateId, [...(byDelegate.get(d.delegateId) ?? []), d]);
  return [...byDelegate.values()]
    .flatMap((edges) => {
      const delegators: Delegator[] = approvers
        .filter((a) => edges.some((e) => e.userId === a.id))
        .map((a) => ({ id: a.id, roleId: a.roleId, department: a.department, name: a.name ?? a.id }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const acts = whoMayAct(edges[0]!.delegate, delegators, step, conflicted);
      if (!acts.may || !acts.onBehalfOf) return [];
      const { id, name } = acts.onBehalfOf;
      const edge = edges.find((e) => e.userId === id)!;
      return [
        { id: edge.delegateId, name: edge.delegate.name, onBehalfOf: { id, name }, until: edge.endsOn },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * POST /api/admin/workflows/simulate: runs planRoute — the function submit runs — on the facts
 * submit reads (with an unsaved draft routing as if active), writes nothing, and explains the result.
 */
export async function simulate(db: DbOrTx, raw: Input): Promise<SimulateResult> {
  const [req, sim] = await inTurn(
    () => resolveInput(db, raw),
    () => simulationFacts(db, raw.draft),
  );
  const { facts, roleLabels } = sim;
  const label = (roleId: string) => roleLabels[roleId] ?? roleId;
  const route: RouteInput = { ...req, requestorId: req.requesterId ?? '' };
  const plan = planRoute(facts, route);
  const requester = req.requesterId
    ? (
        await db
          .select({
            id: users.id,
            first: users.firstName,
            last: users.lastName,
            roleId: users.roleId,
            department: users.department,
          })
          .from(users)
          .where(eq(users.id, req.requesterId))
      )[0]
    : undefined;

  const approversByStep = plan.steps.map((s) => approversOf(s, facts, plan.conflicted, req.amount));
  // One read for every step: the delegations running today of all the approvers.
  const active = await activeDelegatesOf(db, [...new Set(approversByStep.flat().map((a) => a.id))]);
  const warnings: string[] = [];
  const steps = plan.steps.map((s, i) => {
    const planned = plan.planned[i]!;
    const approvers = approversByStep[i]!;
    if (!approvers.length)
      warnings.push(
        `Nobody can approve "${s.name}": no active ${label(s.roleId)}${s.approverDepartment ? ` in ${s.approverDepartment}` : ''} other than the requester within the approval limit.`,
      );
    if (requester && holdsStep({ ...requester, id: requester.id }, planned, []))
      warnings.push(
        `The requester would approve their own request at "${s.name}" (${label(planned.roleId)}); self-approval is excluded, so it goes to ${approvers.map((a) => a.name).join(', ') || 'nobody'}.`,
      );
    if (!withinLimit(planned.roleId, req.amount, facts.limits))
      warnings.push(
        `"${s.name}": ${money(req.amount)} is over the ${label(planned.roleId)} approval limit (${money(facts.limits[planned.roleId]!)}); it escalates to ${label(s.roleId)}.`,
      );
    return {
      name: s.name,
      roleId: s.roleId,
      roleLabel: label(s.roleId),
      approverDepartment: s.approverDepartment,
      approverUserId: s.approverUserId ?? null,
      routedFrom: s.routedFrom ?? null,
      routedFromLabel: s.routedFrom ? label(s.routedFrom) : null,
      skipIfSameApprover: Boolean(s.skipIfSameApprover),
      approvers: approvers.map((a) => ({ id: a.id, name: a.name ?? a.id })),
      delegates: delegatesOf(s, approvers, active, plan.conflicted),
    };
  });
  for (const c of plan.checks) {
    const why = neverMatches(c.template, facts);
    if (why.length)
      warnings.push(`Template "${c.template.name}" can never route a request: ${why.join('; ')}.`);
  }
  const t = plan.template;
  return {
    input: {
      requester: requester ? { id: requester.id, name: `${requester.first} ${requester.last}` } : null,
      department: req.department,
      itemType: req.itemType,
      requestType: req.requestType,
      amount: req.amount,
      glCodes: req.glCodes,
      requisitionId: req.requisitionId,
    },
    autoApproved: plan.autoApproved,
    matched: t ? { id: t.id, name: t.name, priority: t.priority ?? 0 } : null,
    explanation: explain(plan.autoApproved, t?.name ?? null, req.amount, facts),
    candidates: plan.checks.map((c) => ({
      id: c.template.id,
      name: c.template.name,
      priority: c.template.priority ?? 0,
      draft: Boolean(c.template.draft),
      matched: c.matched,
      conditions: c.conditions,
    })),
    steps,
    warnings,
  };
}

function explain(autoApproved: boolean, template: string | null, amount: string, facts: SimFacts['facts']) {
  if (autoApproved && toCents(amount) <= toCents(facts.settings.autoApproveThreshold))
    return `${money(amount)} is at or under the auto-approve threshold (${money(facts.settings.autoApproveThreshold)}): approved at once.`;
  const by = template
    ? `Template "${template}" matched (the highest-priority active template whose conditions all hold).`
    : "No active template matched: the settings' threshold chain applies.";
  return autoApproved ? `${by} None of its steps applies to this request: approved at once.` : by;
}
