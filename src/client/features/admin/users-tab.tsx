import { useMemo, useState } from 'react';
import { manageUsersRefusal } from '@shared/admin/policies';
import type { AdminUserRow } from '@shared/admin/users/schemas';

import { ExportButton } from '../../components/export-button';
import { Card, CardContent } from '../../components/ui/card';
import { FilterSelect } from '../../lib/filter-select';
import { PagedTable, usePagedList } from '../../lib/paged-list';
import { useMe } from '../../lib/queries/me';
import { SearchField } from '../../lib/search-field';
import { AddUserDialog } from './users-add-dialog';
import { USER_SORTABLE, userColumns } from './users-columns';
import { DeleteUserDialog } from './users-delete-dialog';
import { EditUserDialog } from './users-edit-dialog';
import { adminUserQueries } from './users-queries';
import { DEPARTMENT_FILTER_OPTIONS, ROLE_FILTER_OPTIONS, STATUS_FILTER_OPTIONS } from './users-options';

const PAGE_SIZE = 25;
const FILTERS = [
  { key: 'role', label: 'Role', options: ROLE_FILTER_OPTIONS, className: 'sm:w-56' },
  { key: 'department', label: 'Department', options: DEPARTMENT_FILTER_OPTIONS, className: 'sm:w-48' },
  { key: 'status', label: 'Status', options: STATUS_FILTER_OPTIONS, className: 'sm:w-40' },
] as const;

/**
 * The Users tab of /administration (issue 14): the accounts, server-paged with search and filters by
 * role, department and status, exportable as CSV or XLSX under them; Add User, edit
 * and delete where the shared policies allow (a reader without manage_users sees the table only).
 */
export default function UsersTab() {
  const me = useMe();
  const canManage = !!me.data && manageUsersRefusal(me.data) === null;
  const paged = usePagedList<AdminUserRow, 'role' | 'department' | 'status'>(adminUserQueries.list, {
    pageSize: PAGE_SIZE,
    defaultSort: { field: 'name', desc: false },
    filters: { role: 'all', department: 'all', status: 'all' },
  });
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const columns = useMemo(() => userColumns({ onEdit: setEditing, onDelete: setDeleting }), []);

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchField
            label="Search users"
            placeholder="Search by name or email..."
            {...paged.search}
            className="flex-1"
          />
          {canManage ? <AddUserDialog /> : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {FILTERS.map((f) => (
            <FilterSelect
              key={f.key}
              id={`user-${f.key}-filter`}
              label={f.label}
              options={f.options}
              {...paged.filter(f.key)}
              className={f.className}
            />
          ))}
          <div className="sm:ml-auto">
            <ExportButton list="users" params={paged.exportParams} />
          </div>
        </div>
        <PagedTable
          paged={paged}
          label="Users"
          columns={columns}
          loadingText="Loading users..."
          emptyText="No users found"
          sortable={USER_SORTABLE}
        />
      </CardContent>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
