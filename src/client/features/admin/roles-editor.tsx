import { useState } from 'react';
import type { Permission } from '@shared/auth/roles';
import { ROLE_MESSAGES, type PermissionInfo, type RoleCard } from '@shared/admin/roles';

import { DialogFrame } from '../../components/dialog-frame';
import { Field, FieldError } from '../../components/form/field';
import { FormActions } from '../../components/form/form-actions';
import { serverFieldError } from '../../components/form/server-errors';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorText } from '../../lib/api';
import { useSaveRole } from './roles-queries';

/**
 * The role × permission editor: one checkbox per permission (with its description) and the approval
 * limit (blank: all amounts). Save replaces the role's permissions; the server applies them to the
 * role's users on their next request and refuses a change that would lock everyone out of user management.
 */
export function RoleEditor({
  role,
  permissions,
  open,
  onOpenChange,
}: {
  role: RoleCard;
  permissions: PermissionInfo[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [granted, setGranted] = useState<Set<Permission>>(() => new Set(role.permissions));
  const [limit, setLimit] = useState(role.approvalLimit ?? '');
  const save = useSaveRole();
  const error = save.error;
  const limitError = serverFieldError(error, 'approvalLimit');
  const permissionsError =
    error instanceof ApiError
      ? Object.entries(error.fieldErrors).find(([k]) => k.startsWith('permissions'))?.[1]
      : undefined;
  const formError = error && !limitError && !permissionsError ? errorText(error) : null;

  const toggle = (p: Permission, on: boolean) =>
    setGranted((s) => {
      const next = new Set(s);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });
  const close = () => {
    save.reset();
    onOpenChange(false);
  };
  const submit = async () => {
    try {
      await save.mutateAsync({
        id: role.id,
        permissions: permissions.map((p) => p.id).filter((p) => granted.has(p)),
        approvalLimit: limit.trim() === '' ? null : limit.trim(),
      });
    } catch {
      return;
    }
    toast({ title: ROLE_MESSAGES.saved, description: `${role.label}: applies on its users’ next request.` });
    close();
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title={`Edit Permissions — ${role.label}`}
      description="Check the permissions this role grants. Users of the role get the change on their next request."
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset
          className="space-y-2"
          aria-describedby={permissionsError ? 'role-permissions-error' : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Permissions</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {permissions.map((p) => {
              const id = `role-permission-${p.id}`;
              return (
                <li key={p.id} className="flex items-start gap-2 rounded-md border border-slate-200 p-2">
                  <Checkbox
                    id={id}
                    checked={granted.has(p.id)}
                    onCheckedChange={(v) => toggle(p.id, v === true)}
                    aria-describedby={`${id}-description`}
                  />
                  <div className="min-w-0">
                    <label htmlFor={id} className="block font-mono text-xs font-medium">
                      {p.id}
                    </label>
                    <p id={`${id}-description`} className="text-xs text-muted-foreground">
                      {p.description}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <FieldError id="role-permissions-error" message={permissionsError} />
        </fieldset>
        <Field
          id="role-approval-limit"
          label="Approval limit ($)"
          hint="Leave blank to approve all amounts."
          error={limitError}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              placeholder="All amounts"
            />
          )}
        </Field>
        <FormActions
          onCancel={close}
          submitLabel="Save"
          busyLabel="Saving…"
          busy={save.isPending}
          error={formError}
        />
      </form>
    </DialogFrame>
  );
}
