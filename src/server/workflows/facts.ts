import { toCents } from '@shared/money';
import { workflowDraftSchema, type WorkflowDraft } from '@shared/admin/workflows';
import type { DbOrTx } from '../db/client';
import { roles } from '../db/schema/auth';
import { inTurn } from '../db/in-turn';
import { routingFacts } from '../approval-chains/routing-facts';
import type { RoutingFacts, RoutingTemplate } from '../approval-chains/plan';
import { checkWorkflow } from './draft';

export type SimFacts = {
  facts: RoutingFacts;
  /**
   * The facts without the draft: today's rules. Its possible approvers include those the draft's steps
   * name (one read for both); today's routing never reaches them, as no saved step names them.
   */
  today: RoutingFacts;
  draft: RoutingTemplate | null;
  roleLabels: Record<string, string>;
};

export const DRAFT_ID = 'draft';

/**
 * The facts submit reads (routingFacts) and, with a draft, the same facts with the draft routing as if
 * it were active (replacing the saved template of its id). The draft is validated like a save.
 */
export async function simulationFacts(db: DbOrTx, draftInput?: WorkflowDraft | null): Promise<SimFacts> {
  const parsed = draftInput ? workflowDraftSchema.parse(draftInput) : null;
  // With the holders of the draft's steps too (routingFacts reads those of saved templates only).
  const [today, roleRows] = await inTurn(
    () => routingFacts(db, parsed ? { also: { steps: parsed.steps } } : {}),
    () => db.select({ id: roles.id, label: roles.label }).from(roles),
  );
  const roleLabels = Object.fromEntries(roleRows.map((r) => [r.id, r.label]));
  if (!parsed) return { facts: today, today, draft: null, roleLabels };
  const checked = await checkWorkflow(db, parsed);
  const saved = parsed.id ? today.templates.find((t) => t.id === parsed.id) : undefined;
  const draft: RoutingTemplate = {
    id: parsed.id ?? DRAFT_ID,
    name: parsed.name.trim() || '(unsaved draft)',
    priority: parsed.priority,
    createdAt: saved?.createdAt ?? new Date(),
    draft: true,
    ...checked,
  };
  const templates = [...today.templates.filter((t) => t.id !== draft.id), draft];
  return { facts: { ...today, templates }, today, draft, roleLabels };
}

const money = (n: number | string) =>
  `$${(toCents(n) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** Why a template can never route a request (empty list: it can). */
export function neverMatches(t: RoutingTemplate, facts: RoutingFacts): string[] {
  const c = t.conditions ?? {};
  const why: string[] = [];
  if (!t.departments.length) why.push('it names no department');
  if (c.minAmount != null && c.maxAmount != null && c.minAmount > c.maxAmount)
    why.push(`its amount range is empty (${money(c.minAmount)} – ${money(c.maxAmount)})`);
  if (c.maxAmount != null && toCents(c.maxAmount) <= toCents(facts.settings.autoApproveThreshold))
    why.push(
      `its maximum ${money(c.maxAmount)} is at or under the auto-approve threshold (${money(facts.settings.autoApproveThreshold)}): such requests are approved at once`,
    );
  if (!t.steps.length) why.push('it has no steps');
  return why;
}
