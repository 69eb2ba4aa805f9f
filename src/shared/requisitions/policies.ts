import type { RequisitionCan } from './can';
import type { SessionUser } from '../auth/types';
import {
  NO_PERMISSION_MESSAGE,
  allowedActions,
  conflictBecause,
  forbiddenBecause,
  hasPermission,
  type Refusal,
} from '../policy';
import type { RequisitionStatus } from './constants';
import { ATTACHABLE_STATUSES, isRequisitionEditable, requisitionTransitionError } from './state';

/**
 * Who may do what with a requisition, pure (rule 1 of issue 9). Only its requester works on a
 * request: edits and resubmits it while it is a draft or returned, attaches files until it is
 * decided. The server enforces each refusal (403 who, 409 state); GET /api/requisitions/{id} answers
 * `can` from the same functions. (Requests are never cancelled: no screen or route does it.)
 */
export type RequisitionUser = Pick<SessionUser, 'id' | 'permissions'>;
export type RequisitionFacts = { id: string; status: string; requestorId: string };

/** Raising requests (new purchases, change orders, blanket POs) is the create_requisitions permission. */
export const canCreateRequisitions = (user: Pick<SessionUser, 'permissions'>) =>
  hasPermission(user, 'create_requisitions');

const notRequester = (user: RequisitionUser, req: RequisitionFacts, message: string): Refusal => {
  if (!canCreateRequisitions(user)) return forbiddenBecause(NO_PERMISSION_MESSAGE);
  return req.requestorId === user.id ? null : forbiddenBecause(message);
};

/** Edit (PATCH): the requester, while draft or returned (spec: "Only draft and returned may be edited"). */
export function editRequisitionRefusal(user: RequisitionUser, req: RequisitionFacts): Refusal {
  return (
    notRequester(user, req, 'Only the requestor can edit this requisition.') ??
    (isRequisitionEditable(req.status)
      ? null
      : conflictBecause(
          `This requisition is ${req.status}; only draft or returned requisitions can be edited.`,
        ))
  );
}

/** Submit (a new request, or PATCH status pending): an editable request of the requester, into pending. */
export function submitRequisitionRefusal(user: RequisitionUser, req: RequisitionFacts): Refusal {
  const edit = editRequisitionRefusal(user, req);
  if (edit) return edit;
  const move = requisitionTransitionError(req.status, 'pending', req.id);
  return move ? conflictBecause(move) : null;
}

/** Attach files: the requester, while the request is a draft, returned or awaiting approval. */
export function attachRequisitionRefusal(user: RequisitionUser, req: RequisitionFacts): Refusal {
  return (
    notRequester(user, req, 'Only the requestor can attach files to this requisition.') ??
    (ATTACHABLE_STATUSES.includes(req.status as RequisitionStatus)
      ? null
      : conflictBecause(
          `${req.id} is ${req.status}; files can be attached only while it is a draft, returned or pending.`,
        ))
  );
}

export const requisitionCan = (user: RequisitionUser, req: RequisitionFacts): RequisitionCan =>
  allowedActions({
    edit: editRequisitionRefusal(user, req),
    submit: submitRequisitionRefusal(user, req),
    attach: attachRequisitionRefusal(user, req),
  });
