import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_MESSAGES as M,
  passwordChangeSchema,
  type PasswordChangeInput,
} from '@shared/profile/schemas';

import { Field } from '../../components/form/field';
import { applyServerErrors } from '../../components/form/server-errors';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useChangePassword } from './mutations';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '' };

/** Change Password: the current password is checked; the user's other sessions are signed out. */
export function PasswordForm() {
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const errors = form.formState.errors;
  const onValid = (values: PasswordChangeInput) =>
    change.mutate(values, {
      onSuccess: () => {
        toast({ title: M.passwordChanged, description: 'Your other sessions were signed out.' });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (!applyServerErrors(form, error, ['currentPassword', 'newPassword'])) {
          toast({ title: errorText(error), variant: 'destructive' });
        }
      },
    });
  return (
    <SectionCard title="Change Password">
      <form
        aria-label="Change Password"
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field id="current-password" label="Current Password" error={errors.currentPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          )}
        </Field>
        <Field id="new-password" label="New Password" error={errors.newPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('newPassword')}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change Password'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
