import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { UserPlus } from 'lucide-react';
import { createUserSchema, type CreatedUser, type CreateUserInput } from '@shared/admin/users/schemas';

import { DialogFrame } from '../../components/dialog-frame';
import { Field } from '../../components/form/field';
import { FormActions } from '../../components/form/form-actions';
import { SelectField } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog-footer';
import { Input } from '../../components/ui/input';
import { errorText } from '../../lib/api';
import { PasswordLinkField } from './users-link';
import { DEPARTMENT_OPTIONS, ROLE_OPTIONS } from './users-options';
import { useCreateUser } from './users-queries';

/** Role and department start unset: the selects show their placeholders. */
const EMPTY: DefaultValues<CreateUserInput> = { firstName: '', lastName: '', email: '' };
const FIELDS = ['firstName', 'lastName', 'email', 'role', 'department'];

/** Add User (spec section 2): the form, then the account's one-time set-password link to pass on. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const form = useForm<CreateUserInput, unknown, z.output<typeof createUserSchema>>({
    resolver: zodResolver(createUserSchema),
    defaultValues: EMPTY,
  });
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  const close = () => {
    setOpen(false);
    setCreated(null);
    setFailure(null);
    form.reset(EMPTY);
  };
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(values, {
      onSuccess: (result) => setCreated(result),
      onError: (error) => {
        if (!applyServerErrors(form, error, FIELDS)) setFailure(errorText(error));
      },
    });
  });

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          Add User
        </Button>
      }
      title={created ? 'User Created' : 'Add User'}
      description={
        created
          ? `Pass this one-time link on to ${created.user.name}; it sets their password.`
          : 'The new user sets a password through a one-time link.'
      }
    >
      {created ? (
        <div className="space-y-4">
          <PasswordLinkField link={created} email={created.user.email} />
          <DialogFooter>
            <Button type="button" onClick={close}>
              Done
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Add User" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="add-user-first" label="First Name" required error={errors.firstName?.message}>
              {(c) => <Input {...c} autoComplete="off" {...form.register('firstName')} />}
            </Field>
            <Field id="add-user-last" label="Last Name" required error={errors.lastName?.message}>
              {(c) => <Input {...c} autoComplete="off" {...form.register('lastName')} />}
            </Field>
          </div>
          <Field id="add-user-email" label="Email" required error={errors.email?.message}>
            {(c) => <Input {...c} type="email" autoComplete="off" {...form.register('email')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              control={form.control}
              name="role"
              id="add-user-role"
              label="Role"
              required
              options={ROLE_OPTIONS}
              placeholder="Select role"
              error={errors.role?.message}
            />
            <SelectField
              control={form.control}
              name="department"
              id="add-user-department"
              label="Department"
              required
              options={DEPARTMENT_OPTIONS}
              placeholder="Select department"
              error={errors.department?.message}
            />
          </div>
          <FormActions
            onCancel={close}
            busy={create.isPending}
            busyLabel="Creating..."
            submitLabel="Create User"
            error={failure}
          />
        </form>
      )}
    </DialogFrame>
  );
}
