import { toCents } from '@shared/money';
import type { WorkflowConditions, WorkflowStepDef } from '../db/schema/admin';
import { buildChain, type ChainInput, type ChainThresholds } from './build';
import { conflictedUsers, routeStep, type ChainStep, type Holder, type RoleLimits } from './routing';

/** A workflow template as routing reads it (an active one, or a draft being tried). */
export type RoutingTemplate = {
  id: string;
  name: string;
  steps: WorkflowStepDef[];
  departments: string[];
  conditions?: WorkflowConditions | null;
  priority?: number | null;
  createdAt: Date;
  /** An unsaved template tried in the simulator (routes as if active). */
  draft?: boolean;
};

/** Everything routing a new chain reads: thresholds, active templates, possible approvers, role limits. */
export type RoutingFacts = {
  settings: ChainThresholds;
  templates: RoutingTemplate[];
  holders: Holder[];
  limits: RoleLimits;
};

export type RouteInput = ChainInput & {
  requestorId: string;
  /** Who else may not approve (a PO's editors). */
  excludedApproverIds?: readonly string[];
  /** The GL codes of the request's lines (template condition). */
  glCodes?: readonly string[];
};

export type ConditionCheck = { label: string; ok: boolean; detail: string };
export type TemplateCheck = { template: RoutingTemplate; matched: boolean; conditions: ConditionCheck[] };

// One formatter: toLocaleString with options builds a new one per call (a tenth of a millisecond).
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number | string) => `$${twoDecimals.format(toCents(n) / 100)}`;
const listed = (values: readonly string[] | undefined) => (values?.length ? values.join(', ') : 'any');

/** Each condition of a template for a request, true or false, with what was compared. */
export function checkTemplate(t: RoutingTemplate, input: RouteInput): TemplateCheck {
  const c = t.conditions ?? {};
  const cents = toCents(input.amount);
  const lo = c.minAmount ?? null;
  const hi = c.maxAmount ?? null;
  const inDepartment = t.departments.includes('All') || t.departments.includes(input.department);
  const codes = input.glCodes ?? [];
  const conditions: ConditionCheck[] = [
    {
      label: 'Department',
      ok: inDepartment,
      detail: `${input.department} ${inDepartment ? 'in' : 'not in'} ${listed(t.departments.length ? t.departments : ['(none)'])}`,
    },
    {
      label: 'Amount range',
      ok: (lo === null || cents >= toCents(lo)) && (hi === null || cents <= toCents(hi)),
      detail: `${money(input.amount)} within ${lo === null ? 'any' : money(lo)} – ${hi === null ? 'any' : money(hi)}`,
    },
    {
      label: 'Item type',
      ok: !c.itemTypes?.length || c.itemTypes.includes(input.itemType),
      detail: `${input.itemType} among ${listed(c.itemTypes)}`,
    },
    {
      label: 'Request type',
      ok: !c.requestTypes?.length || (!!input.requestType && c.requestTypes.includes(input.requestType)),
      detail: `${input.requestType ?? '(none)'} among ${listed(c.requestTypes)}`,
    },
    {
      label: 'GL codes',
      ok: !c.glCodes?.length || codes.some((g) => c.glCodes!.includes(g)),
      detail: `${codes.length ? codes.join(', ') : '(none)'} among ${listed(c.glCodes)}`,
    },
  ];
  return { template: t, matched: conditions.every((x) => x.ok), conditions };
}

/**
 * The order templates are tried in: highest priority first; at equal priority one naming the
 * department before one for All, then the oldest, then by id (deterministic).
 */
export function templateOrder(department: string) {
  const specific = (t: RoutingTemplate) => (t.departments.includes(department) ? 0 : 1);
  return (a: RoutingTemplate, b: RoutingTemplate) =>
    (b.priority ?? 0) - (a.priority ?? 0) ||
    specific(a) - specific(b) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.id.localeCompare(b.id);
}

/** The templates checked in their order, and the one that routes the request (the first matching). */
export function matchTemplates(
  templates: RoutingTemplate[],
  input: RouteInput,
): { checks: TemplateCheck[]; template: RoutingTemplate | null } {
  const checks = [...templates].sort(templateOrder(input.department)).map((t) => checkTemplate(t, input));
  return { checks, template: checks.find((c) => c.matched)?.template ?? null };
}

export type RoutePlan = {
  checks: TemplateCheck[];
  template: RoutingTemplate | null;
  autoApproved: boolean;
  /** The steps routed (escalated where their role is unheld, conflicted or over its approval limit). */
  steps: ChainStep[];
  /** The steps as the template (or the threshold chain) names them, before routing. */
  planned: ChainStep[];
  excludedApproverIds: string[];
  conflicted: string[];
};

/**
 * The one routing rule, pure: the first matching active template (or the settings' threshold chain),
 * its steps that apply, each routed to someone other than the conflicted users whose role's
 * approval limit covers the amount. Submit (startApproval) and the simulator both call it with
 * facts from routingFacts.
 */
export function planRoute(facts: RoutingFacts, input: RouteInput): RoutePlan {
  const { checks, template } = matchTemplates(facts.templates, input);
  const built = buildChain(input, facts.settings, template?.steps);
  const excludedApproverIds = [...new Set(input.excludedApproverIds ?? [])].filter(
    (id) => id !== input.requestorId,
  );
  const conflicted = conflictedUsers({ requestorId: input.requestorId, excludedApproverIds });
  const limit = { amount: input.amount, limits: facts.limits };
  return {
    checks,
    template,
    autoApproved: built.autoApproved,
    planned: built.steps,
    steps: built.steps.map((s) => routeStep(s, input.department, facts.holders, conflicted, limit)),
    excludedApproverIds,
    conflicted,
  };
}
