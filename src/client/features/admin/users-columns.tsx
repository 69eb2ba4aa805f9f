import { Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '@shared/format';
import type { AdminUserRow } from '@shared/admin/users/schemas';

import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { ColumnDef } from '../../lib/columns';

export const USER_SORTABLE = ['name', 'email', 'role', 'department', 'status', 'lastLogin'] as const;

/** Active green, Inactive grey. */
export function UserStatusBadge({ status }: { status: AdminUserRow['status'] }) {
  return <Badge variant={status === 'Active' ? 'success' : 'secondary'}>{status}</Badge>;
}

/**
 * The Users table's columns (spec section 2: name, email, role, department, status, last login, edit
 * and delete icon buttons); an action's button shows only where the row's `can` allows it.
 */
export function userColumns(actions: {
  onEdit: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}): ColumnDef<AdminUserRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <span className="font-medium text-slate-900">
          {row.original.name}
          {row.original.passwordSet ? null : (
            <span className="ml-2 text-xs font-normal text-amber-700">no password set</span>
          )}
        </span>
      ),
    },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
    { id: 'role', header: 'Role', cell: ({ row }) => row.original.roleLabel },
    { id: 'department', header: 'Department', cell: ({ row }) => row.original.department },
    { id: 'status', header: 'Status', cell: ({ row }) => <UserStatusBadge status={row.original.status} /> },
    {
      id: 'lastLogin',
      header: 'Last Login',
      cell: ({ row }) => (row.original.lastLogin ? formatDate(row.original.lastLogin) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const u = row.original;
        return (
          <div className="flex items-center gap-1">
            {u.can.edit ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${u.name}`}
                onClick={() => actions.onEdit(u)}
              >
                <Pencil aria-hidden="true" />
              </Button>
            ) : null}
            {u.can.deactivate ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${u.name}`}
                className="text-red-600 hover:text-red-700"
                onClick={() => actions.onDelete(u)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}
