import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Check, Copy, UserPlus } from 'lucide-react';
import { formatDate } from '@shared/format';
import { createUserSchema, type CreatedUser, type CreateUserInput } from '@shared/admin/users/schemas';

import { DialogFrame } from '../../components/dialog-frame';
import { Field } from '../../components/form/field';
import { FormActions } from '../../components/form/form-actions';
import { SelectField } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog-footer';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
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
        <CreatedLink created={created} onDone={close} />
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

/** The link, shown once, with a copy button; whether it was also e-mailed. */
function CreatedLink({ created, onDone }: { created: CreatedUser; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.setPasswordLink);
      setCopied(true);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it.', variant: 'destructive' });
    }
  };
  return (
    <div className="space-y-4">
      <Field
        id="created-user-link"
        label="Set-password link"
        hint={`Works once, until ${formatDate(created.linkExpiresAt)}. ${
          created.mailed ? `It was also e-mailed to ${created.user.email}.` : 'It was not e-mailed.'
        } It is not shown again.`}
      >
        {(c) => (
          <div className="flex gap-2">
            <Input {...c} readOnly value={created.setPasswordLink} onFocus={(e) => e.target.select()} />
            <Button type="button" variant="outline" onClick={copy} aria-label="Copy link">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        )}
      </Field>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
