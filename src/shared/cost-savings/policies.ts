import type { Permission } from '../auth/roles';
import type { SessionUser } from '../auth/types';
import {
  NO_PERMISSION_MESSAGE,
  allowedActions,
  conflictBecause,
  forbiddenBecause,
  type Refusal,
} from '../policy';
import type { OpportunityStatus } from './schemas';
import { opportunityMoveError } from './state';

/**
 * Who may act on consolidation opportunities (issue 12), pure: procurement (manage_vendors), finance
 * (manage_budgets) and administrators (full_access holds both). Everyone signed in may see them.
 */
export const OPPORTUNITY_PERMISSIONS: Permission[] = ['manage_vendors', 'manage_budgets'];

type Actor = Pick<SessionUser, 'permissions'>;

export const actsOnOpportunities = (user: Actor) =>
  OPPORTUNITY_PERMISSIONS.some((p) => user.permissions.includes(p));

/** Moving an opportunity to `to`: 403 for those who may not act, 409 for a move the machine refuses. */
export function opportunityMoveRefusal(user: Actor, opp: { status: string }, to: OpportunityStatus): Refusal {
  if (!actsOnOpportunities(user)) return forbiddenBecause(NO_PERMISSION_MESSAGE);
  const move = opportunityMoveError(opp.status, to);
  return move ? conflictBecause(move) : null;
}

/** What the card offers: Approve (→ under review), Mark Actualized, Dismiss. */
export function opportunityCan(user: Actor, opp: { status: string }) {
  return allowedActions({
    approve: opportunityMoveRefusal(user, opp, 'under_review'),
    actualize: opportunityMoveRefusal(user, opp, 'actualized'),
    dismiss: opportunityMoveRefusal(user, opp, 'dismissed'),
  });
}
