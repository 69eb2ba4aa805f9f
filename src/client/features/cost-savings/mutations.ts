import { useMutation } from '@tanstack/react-query';
import {
  analysisResultSchema,
  consolidationOpportunityViewSchema,
  type OpportunityPatch,
} from '@shared/cost-savings/schemas';

import { sendJson } from '../../lib/api';
import { OPPORTUNITIES_URL, opportunityUrl } from './queries';

/** PATCH /api/consolidation-opportunities/{id}: Approve (under_review), actualize, Dismiss with a reason. */
export function useMoveOpportunity() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: OpportunityPatch }) =>
      sendJson('PATCH', opportunityUrl(id), patch, consolidationOpportunityViewSchema),
    meta: { silent: true, changes: ['opportunity'] },
  });
}

/** POST /api/consolidation-opportunities/analyze: the analysis now (procurement). */
export function useRunAnalysis() {
  return useMutation({
    mutationFn: () => sendJson('POST', `${OPPORTUNITIES_URL}/analyze`, undefined, analysisResultSchema),
    meta: { silent: true, changes: ['opportunity'] },
  });
}
