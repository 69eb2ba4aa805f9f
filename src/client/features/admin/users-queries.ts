import {
  adminUserRowSchema,
  createdUserSchema,
  passwordLinkSchema,
  type CreateUserInput,
  type UpdateUserInput,
} from '@shared/admin/users/schemas';
import { useMutation } from '@tanstack/react-query';

import { sendJson, type ListParams } from '../../lib/api';
import { listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const ADMIN_USERS_URL = '/api/admin/users';
const userUrl = (id: string) => `${ADMIN_USERS_URL}/${encodeURIComponent(id)}`;

export const adminUserQueries = {
  /** GET /api/admin/users: a page of accounts (q, sort, limit, offset). */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.adminUsers, 'list'], ADMIN_USERS_URL, params, adminUserRowSchema),
};

/** POST /api/admin/users: the account and its one-time set-password link. */
export function useCreateUser() {
  return useMutation({
    mutationFn: (values: CreateUserInput) => sendJson('POST', ADMIN_USERS_URL, values, createdUserSchema),
    meta: { silent: true, changes: ['adminUser'] },
  });
}

/** PATCH /api/admin/users/{id}: role, department, status. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateUserInput }) =>
      sendJson('PATCH', userUrl(id), values, adminUserRowSchema),
    meta: { silent: true, changes: ['adminUser'] },
  });
}

/** DELETE /api/admin/users/{id}: deactivates the account; its sessions end. */
export function useDeactivateUser() {
  return useMutation({
    mutationFn: (id: string) => sendJson('DELETE', userUrl(id), undefined, adminUserRowSchema),
    meta: { silent: true, changes: ['adminUser'] },
  });
}

/** POST /api/admin/users/{id}/set-password-link: a new one-time link (earlier unused ones end). */
export function useReissueLink() {
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', `${userUrl(id)}/set-password-link`, undefined, passwordLinkSchema),
    meta: { silent: true, changes: ['adminUser'] },
  });
}
