import { useState } from 'react';
import { Pencil, Users } from 'lucide-react';
import { approvalLimitLabel, type PermissionInfo, type RoleCard as Role } from '@shared/admin/roles';

import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { RoleEditor } from './roles-editor';

/** One role: its name, the demo's title for it, description, permissions, approval limit and active users. */
export function RoleCard({
  role,
  permissions,
  canEdit,
}: {
  role: Role;
  permissions: PermissionInfo[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const described = new Map(permissions.map((p) => [p.id, p.description]));
  const headingId = `role-${role.id}-title`;
  return (
    <Card role="region" aria-labelledby={headingId} data-role={role.id}>
      <CardHeader className="space-y-1">
        <CardTitle>
          <span id={headingId} className="text-base">
            {role.label}
          </span>
        </CardTitle>
        {role.demoTitle ? <p className="text-sm font-medium text-slate-600">{role.demoTitle}</p> : null}
        <p className="text-sm text-muted-foreground">{role.description}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul aria-label={`${role.label} permissions`} className="space-y-1 text-sm">
          {role.permissions.length ? (
            role.permissions.map((p) => (
              <li key={p} className="flex flex-col">
                <span className="font-mono text-xs">{p}</span>
                <span className="text-xs text-muted-foreground">{described.get(p)}</span>
              </li>
            ))
          ) : (
            <li className="text-muted-foreground">No permissions</li>
          )}
        </ul>
        <p className="text-sm font-medium">{approvalLimitLabel(role.approvalLimit)}</p>
        <div className="flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Users className="size-4" aria-hidden="true" />
            {role.userCount} {role.userCount === 1 ? 'user' : 'users'}
          </span>
          {canEdit ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Edit Permissions of ${role.label}`}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit Permissions
            </Button>
          ) : null}
        </div>
      </CardContent>
      {editing ? (
        <RoleEditor role={role} permissions={permissions} open={editing} onOpenChange={setEditing} />
      ) : null}
    </Card>
  );
}
