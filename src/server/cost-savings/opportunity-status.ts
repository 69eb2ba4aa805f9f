import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { ConsolidationOpportunityView, OpportunityPatch } from '@shared/cost-savings/schemas';
import { opportunityMoveRefusal } from '@shared/cost-savings/policies';
import { opportunityMoveError } from '@shared/cost-savings/state';
import type { Db, Tx } from '../db/client';
import { consolidationOpportunities as op } from '../db/schema/savings';
import { conflict, enforce, notFound } from '../http/errors';
import { audit } from '../lib/audit';
import { iso } from '../lib/dates';

type Opportunity = typeof op.$inferSelect;
type Target = OpportunityPatch['status'];

/**
 * The one way an opportunity's status changes: conditional on the status read (a concurrent move makes
 * it 409), stamping who and when; a dismissal keeps its reason.
 */
export async function moveOpportunity(
  tx: Tx,
  from: Opportunity,
  to: Target,
  by: { actorId: string | null; now: Date; reason?: string },
): Promise<Opportunity> {
  const move = opportunityMoveError(from.status, to);
  if (move) throw conflict(move);
  const [moved] = await tx
    .update(op)
    .set({
      status: to,
      statusChangedAt: by.now,
      statusChangedBy: by.actorId,
      dismissedReason: to === 'dismissed' ? (by.reason ?? null) : null,
    })
    .where(and(eq(op.id, from.id), eq(op.status, from.status)))
    .returning();
  if (!moved) throw conflict('This opportunity was changed by someone else; reload and try again.');
  return moved;
}

export function opportunityView(row: Opportunity): ConsolidationOpportunityView {
  return {
    id: row.id,
    opportunityType: row.opportunityType,
    category: row.category,
    currentVendors: row.currentVendors,
    recommendedVendor: row.recommendedVendor,
    currentSpend: row.currentSpend,
    potentialSavings: row.potentialSavings,
    savingsPercentage: Number(row.savingsPercentage),
    aiConfidence: Number(row.aiConfidence),
    dataPoints: row.dataPoints,
    status: row.status as ConsolidationOpportunityView['status'],
    implementationEffort: row.implementationEffort,
    similarItems: row.similarItems,
    analysisMethod: row.analysisMethod,
    dismissedReason: row.dismissedReason,
    realizedSavings: row.realizedSavings,
    statusChangedAt: iso(row.statusChangedAt),
    evidence: row.evidence,
  };
}

/**
 * PATCH /api/consolidation-opportunities/{id}: Approve (→ under_review), actualize, or Dismiss with a
 * reason — procurement, finance and administrators (403 for others), moves of the machine only (409),
 * one transaction with its audit row.
 */
export async function patchOpportunity(
  db: Db,
  user: SessionUser,
  id: string,
  patch: OpportunityPatch,
): Promise<ConsolidationOpportunityView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(op).where(eq(op.id, id)).for('update');
    if (!row) throw notFound('Opportunity');
    enforce(opportunityMoveRefusal(user, row, patch.status));
    const moved = await moveOpportunity(tx, row, patch.status, {
      actorId: user.id,
      now: new Date(),
      reason: patch.reason,
    });
    await audit(tx, {
      actorId: user.id,
      action: `consolidation_opportunity.${patch.status}`,
      entityType: 'consolidation-opportunity',
      entityId: id,
      details: { from: row.status, to: patch.status, ...(patch.reason ? { reason: patch.reason } : {}) },
    });
    return opportunityView(moved);
  });
}
