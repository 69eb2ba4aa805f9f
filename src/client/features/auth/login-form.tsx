import { useRef, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { loginSchema, type LoginInput } from '@shared/auth/schemas';

import { Field } from '../../components/form/field';
import { serverFieldError } from '../../components/form/server-errors';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

type Props = { pending: boolean; onSubmit: (input: LoginInput) => Promise<unknown> };
type Name = 'email' | 'password';
type Values = Record<Name, string>;
type Errors = Partial<Record<Name, string>>;

const NAMES: readonly Name[] = ['email', 'password'];

/** The shared loginSchema's first message for each field of `values` ({} when they are valid). */
function check(values: Values): Errors {
  const result = loginSchema.safeParse(values);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as Name;
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * Email + password, validated with the shared loginSchema; server field errors land under the fields
 * too. Plain React state rather than react-hook-form: this is the signed-out first screen, and the
 * form library would cost it 15 KB of its 150 KB budget (issue 10). It behaves as the app's other
 * forms: messages on submit, the first invalid field focused, then checked again as the user types.
 */
export function LoginForm({ pending, onSubmit }: Props) {
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  const change = (name: Name) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    const firstInvalid = NAMES.find((n) => found[n]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    try {
      await onSubmit(loginSchema.parse(values));
    } catch (error) {
      const fromServer: Errors = {};
      for (const name of NAMES) {
        const message = serverFieldError(error, name);
        if (message) fromServer[name] = message;
      }
      setErrors(fromServer);
    }
  };

  const control = (name: Name) => ({
    name,
    value: values[name],
    onChange: change(name),
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Field id="login-email" label="Email" error={errors.email}>
        {(c) => (
          <Input
            {...c}
            type="email"
            autoComplete="username"
            placeholder="you@company.com"
            {...control('email')}
          />
        )}
      </Field>
      <Field id="login-password" label="Password" error={errors.password}>
        {(c) => <Input {...c} type="password" autoComplete="current-password" {...control('password')} />}
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
