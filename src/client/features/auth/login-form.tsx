import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Loader2 } from 'lucide-react';
import { loginSchema, type LoginInput } from '@shared/auth/schemas';

import { Field } from '../../components/form/field';
import { applyServerErrors } from '../../components/form/server-errors';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

type Props = { pending: boolean; onSubmit: (input: LoginInput) => Promise<unknown> };

/** Email + password, validated with the shared loginSchema; server field errors land under the fields too. */
export function LoginForm({ pending, onSubmit }: Props) {
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(form, error, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="login-email" label="Email" error={errors.email?.message}>
        {(c) => (
          <Input
            {...c}
            type="email"
            autoComplete="username"
            placeholder="you@company.com"
            {...form.register('email')}
          />
        )}
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        {(c) => (
          <Input {...c} type="password" autoComplete="current-password" {...form.register('password')} />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
