import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { updateUserSchema, type AdminUserRow, type UpdateUserInput } from '@shared/admin/users/schemas';

import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import { SelectField } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { NewLinkSection } from './users-link';
import { DEPARTMENT_OPTIONS, ROLE_OPTIONS, STATUS_OPTIONS } from './users-options';
import { useUpdateUser } from './users-queries';

const FIELDS = ['role', 'department', 'status'];

/** Edit User: role, department and status; the change holds from the user's next request. */
export function EditUserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  return (
    <DialogFrame
      open={!!user}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={user ? `Edit ${user.name}` : undefined}
      description={user ? `${user.email} — the change applies to their next request.` : undefined}
    >
      {user ? <EditUserForm key={user.id} user={user} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function EditUserForm({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const form = useForm<UpdateUserInput, unknown, z.output<typeof updateUserSchema>>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: {
      role: user.role,
      department: user.department as UpdateUserInput['department'],
      status: user.status,
    },
  });
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      { id: user.id, values },
      {
        onSuccess: (row) => {
          toast({
            title: 'User updated',
            description: `${row.name}: ${row.roleLabel}, ${row.department}, ${row.status}.`,
          });
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error, FIELDS)) setFailure(errorText(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Edit User" className="space-y-4">
      <SelectField
        control={form.control}
        name="role"
        id="edit-user-role"
        label="Role"
        options={ROLE_OPTIONS}
        error={errors.role?.message}
      />
      <SelectField
        control={form.control}
        name="department"
        id="edit-user-department"
        label="Department"
        options={DEPARTMENT_OPTIONS}
        error={errors.department?.message}
      />
      <SelectField
        control={form.control}
        name="status"
        id="edit-user-status"
        label="Status"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
      />
      {user.status === 'Active' ? <NewLinkSection user={user} /> : null}
      <FormActions
        onCancel={onClose}
        busy={update.isPending}
        busyLabel="Saving..."
        submitLabel="Save Changes"
        error={failure}
      />
    </form>
  );
}
