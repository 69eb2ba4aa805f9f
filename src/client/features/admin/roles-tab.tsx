import { useQuery } from '@tanstack/react-query';
import { manageUsersRefusal } from '@shared/admin/policies';

import { PageLoading } from '../../components/page-loading';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { errorText } from '../../lib/api';
import { useMe } from '../../lib/queries/me';
import { RoleCard } from './roles-card';
import { RolesInspector } from './roles-inspector';
import { rolesQueries } from './roles-queries';

/**
 * The Roles & Permissions tab of /administration (issue 14): one card per role (spec section 6, with the
 * demo's titles of the spec's sample cards), Edit Permissions for holders of manage_users, and the
 * "why can this user see or do this" inspector.
 */
export default function RolesTab() {
  const me = useMe();
  const overview = useQuery(rolesQueries.overview());
  if (overview.isPending) return <PageLoading />;
  if (overview.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorText(overview.error)}</AlertDescription>
      </Alert>
    );
  }
  const canEdit = me.data ? manageUsersRefusal(me.data) === null : false;
  const { roles, permissions } = overview.data;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {roles.map((role) => (
          <RoleCard key={role.id} role={role} permissions={permissions} canEdit={canEdit} />
        ))}
      </div>
      <RolesInspector />
    </div>
  );
}
