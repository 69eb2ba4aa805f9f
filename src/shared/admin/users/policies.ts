import type { SessionUser } from '../../auth/types';
import { conflictBecause, type Refusal } from '../../policy';
import { manageUsersRefusal } from '../policies';
import { ADMIN_USER_MESSAGES as M, type UserStatus } from './schemas';

type Who = Pick<SessionUser, 'id' | 'permissions'>;

/**
 * An account as the user policies see it: whether it is active and whether its role makes it an
 * administrator (grants manage_users, directly or through full_access — read from the database, as
 * the roles' permissions may be edited).
 */
export type UserFacts = { id: string; status: UserStatus; administrator: boolean };

/** What an edit would make of the account (its role's administration right and its status). */
export type UserChange = { administrator: boolean; status: UserStatus };

/**
 * Who may change an account, and when not (issue 14): manage_users holders only (403); nobody
 * removes their own administration right or deactivates themselves, and the last active
 * administrator stays one (409). `activeAdministrators` counts the active administrators now,
 * the account included when it is one.
 */
export function changeUserRefusal(
  actor: Who,
  target: UserFacts,
  change: UserChange,
  activeAdministrators: number,
): Refusal {
  const notAllowed = manageUsersRefusal(actor);
  if (notAllowed) return notAllowed;
  const deactivating = target.status === 'Active' && change.status === 'Inactive';
  const demoting = target.administrator && !change.administrator;
  if (target.id === actor.id) {
    if (deactivating) return conflictBecause(M.selfDeactivate);
    if (demoting) return conflictBecause(M.selfDemote);
  }
  const stopsAdministering = target.status === 'Active' && target.administrator && (deactivating || demoting);
  if (stopsAdministering && activeAdministrators <= 1) {
    return conflictBecause(deactivating ? M.lastAdminDeactivate : M.lastAdminDemote);
  }
  return null;
}

/** Delete (deactivate) an account: as an edit to Inactive; an inactive account is a 409. */
export function deactivateUserRefusal(actor: Who, target: UserFacts, activeAdministrators: number): Refusal {
  const refusal = changeUserRefusal(
    actor,
    target,
    { administrator: target.administrator, status: 'Inactive' },
    activeAdministrators,
  );
  if (refusal) return refusal;
  return target.status === 'Inactive' ? conflictBecause(M.alreadyInactive) : null;
}

/** The row's `can`: edit (the dialog opens: some change is allowed) and deactivate (the delete button). */
export function userActions(actor: Who, target: UserFacts, activeAdministrators: number) {
  return {
    edit: manageUsersRefusal(actor) === null,
    deactivate: deactivateUserRefusal(actor, target, activeAdministrators) === null,
  };
}
