import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accessCheckSchema,
  roleCardSchema,
  rolesOverviewSchema,
  type AccessCheckQuery,
  type RoleUpdate,
} from '@shared/admin/roles';
import { recipientSchema } from '@shared/messages/schemas';

import { sendJson } from '../../lib/api';
import { jsonQuery, typeAheadQuery } from '../../lib/queries/options';
import { meQuery } from '../../lib/queries/me';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const rolesQueries = {
  /** GET /api/admin/roles: the role cards and every permission with its description. */
  overview: () => jsonQuery([QUERY_ROOT.adminRoles, 'overview'], '/api/admin/roles', rolesOverviewSchema),
  /** GET /api/admin/access-check: why a user can or cannot see a record and do its actions. */
  accessCheck: (q: AccessCheckQuery) =>
    jsonQuery(
      [QUERY_ROOT.adminRoles, 'access-check', q],
      `/api/admin/access-check?${new URLSearchParams(q).toString()}`,
      accessCheckSchema,
    ),
  /** The inspector's user type-ahead: people by name or e-mail (the messages' recipient search). */
  users: (q: string) =>
    jsonQuery(
      [QUERY_ROOT.adminRoles, 'users', q],
      `/api/messages/recipients${typeAheadQuery({ q })}`,
      z.array(recipientSchema),
    ),
};

/** PUT /api/admin/roles/{id}: the session is re-read too, in case the signed-in user holds the role. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RoleUpdate & { id: string }) =>
      sendJson('PUT', `/api/admin/roles/${encodeURIComponent(id)}`, body, roleCardSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery().queryKey }),
    meta: { silent: true, changes: ['role'] },
  });
}
