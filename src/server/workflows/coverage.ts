import { eq } from 'drizzle-orm';
import { ITEM_TYPE_VALUES } from '@shared/requisitions/constants';
import { THRESHOLD_NAMES, type CoverageResult, type WorkflowDraft } from '@shared/admin/workflows';
import { DEPARTMENTS } from '@shared/departments';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { planRoute, type RoutingFacts } from '../approval-chains/plan';
import { simulationFacts } from './facts';
import { approversOf } from './simulate';

/** At most this many gaps and overlaps are listed (the counts are all of them). */
const LISTED = 1000;

/**
 * The amounts a sweep tries: one dollar under, at and over every settings threshold, every template's
 * amount bounds and step minimums, and every role's approval limit (e.g. 999, 1,000, 1,001 … 100,001).
 */
export function sweepAmounts(facts: RoutingFacts): number[] {
  const lines = new Set<number>();
  for (const name of THRESHOLD_NAMES) lines.add(Number(facts.settings[name]));
  for (const t of facts.templates) {
    if (t.conditions?.minAmount != null) lines.add(Number(t.conditions.minAmount));
    if (t.conditions?.maxAmount != null) lines.add(Number(t.conditions.maxAmount));
    for (const s of t.steps) if (s.minAmount != null) lines.add(Number(s.minAmount));
  }
  for (const limit of Object.values(facts.limits)) if (limit !== null) lines.add(Number(limit));
  const amounts = new Set<number>();
  for (const x of lines) for (const a of [x - 1, x, x + 1]) if (a > 0) amounts.add(a);
  return [...amounts].sort((a, b) => a - b);
}

/**
 * POST /api/admin/workflows/coverage: every department (the company's, the users', the templates') ×
 * item type × sweep amount, routed by planRoute as a new purchase of nobody in particular. A gap: a
 * step nobody can take. An overlap: two or more matching templates of the highest matching priority,
 * equally specific (both naming the department, or both for All): the tie is broken by age, but the
 * administrator should decide.
 */
export async function coverage(db: DbOrTx, draft?: WorkflowDraft | null): Promise<CoverageResult> {
  const [{ facts }, userDepartments] = [
    await simulationFacts(db, draft),
    await db.selectDistinct({ d: users.department }).from(users).where(eq(users.status, 'Active')),
  ];
  const departments = [
    ...new Set<string>([
      ...DEPARTMENTS,
      ...userDepartments.map((r) => r.d),
      ...facts.templates.flatMap((t) => t.departments.filter((d) => d !== 'All')),
    ]),
  ].sort();
  const amounts = sweepAmounts(facts);
  const gaps: CoverageResult['gaps'] = [];
  const overlaps: CoverageResult['overlaps'] = [];
  let cases = 0;
  for (const department of departments)
    for (const itemType of ITEM_TYPE_VALUES)
      for (const amount of amounts) {
        cases += 1;
        const fixed = amount.toFixed(2);
        const plan = planRoute(facts, {
          amount: fixed,
          itemType,
          department,
          requestType: 'new-purchase',
          requestorId: '',
        });
        const template = plan.template?.name ?? 'Threshold chain (no template)';
        for (const step of plan.steps) {
          if (approversOf(step, facts, plan.conflicted, fixed).length) continue;
          gaps.push({
            department,
            itemType,
            amount,
            template,
            step: step.name,
            reason: `No active user can take "${step.name}" (${step.roleId}${step.approverDepartment ? ` in ${step.approverDepartment}` : ''}) within the approval limits`,
          });
        }
        const matched = plan.checks.filter((c) => c.matched);
        const top = matched[0]?.template.priority ?? 0;
        const named = (c: (typeof matched)[number]) => c.template.departments.includes(department);
        const tied = matched.filter(
          (c) => (c.template.priority ?? 0) === top && named(c) === named(matched[0]!),
        );
        if (tied.length > 1)
          overlaps.push({
            department,
            itemType,
            amount,
            priority: top,
            templates: tied.map((c) => c.template.name),
          });
      }
  return {
    amounts,
    departments,
    itemTypes: [...ITEM_TYPE_VALUES],
    cases,
    gaps: gaps.slice(0, LISTED),
    overlaps: overlaps.slice(0, LISTED),
  };
}
