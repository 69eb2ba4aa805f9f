import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Ban, CheckCircle2, KeyRound } from 'lucide-react';
import {
  ADMIN_USER_MESSAGES as M,
  setPasswordFormSchema,
  setPasswordLinkInfoSchema,
  setPasswordResultSchema,
  type SetPasswordForm,
  type SetPasswordLinkInfo,
} from '@shared/admin/users/schemas';
import { formatDate } from '@shared/format';

import { Field } from '../../components/form/field';
import { applyServerErrors } from '../../components/form/server-errors';
import { LinkButton } from '../../components/link-button';
import { PageLoading } from '../../components/page-loading';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { getJson, sendJson, withParams } from '../../lib/api';
import { QUERY_ROOT } from '../../lib/queries/roots';
import { tokenRefusal } from '../../lib/token-refusal';

const SET_PASSWORD_URL = '/api/auth/set-password';

/** The server's sentence for a link that does not work (404 unknown, 410 used or expired). */
const refusal = (error: unknown) => tokenRefusal(error, { badToken: M.linkUnknown, expired: M.linkExpired });

function Frame({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-50 via-blue-50 to-indigo-50 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-blue-600 to-indigo-600 text-white shadow">
            {icon}
          </span>
          <CardTitle className="text-2xl">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
    </main>
  );
}

const toSignIn = (
  <LinkButton href="/login" className="w-full">
    Go to sign in
  </LinkButton>
);

/**
 * `/set-password?token=…` (public): the one-time link an administrator passed on. It greets the
 * account, takes the password twice and sets it; a used, expired or unknown link says so.
 */
export function SetPasswordView({ token }: { token: string }) {
  const link = useQuery({
    queryKey: [QUERY_ROOT.setPassword, token],
    queryFn: ({ signal }) =>
      getJson(withParams(SET_PASSWORD_URL, { token }), setPasswordLinkInfoSchema, signal),
    enabled: token !== '',
    retry: false,
    meta: { silent: true },
  });
  const [doneFor, setDoneFor] = useState<string | null>(null);

  if (doneFor)
    return (
      <Frame icon={<CheckCircle2 className="size-6" aria-hidden="true" />} title="Password set">
        <p role="status" className="text-center text-sm text-slate-700">
          Your password is set. Sign in with {doneFor} and your new password.
        </p>
        {toSignIn}
      </Frame>
    );
  const refused = !token ? M.linkUnknown : link.isError ? refusal(link.error) : null;
  if (refused)
    return (
      <Frame icon={<Ban className="size-6" aria-hidden="true" />} title="Set your password">
        <p role="alert" className="text-center text-sm text-slate-700">
          {refused}
        </p>
        {toSignIn}
      </Frame>
    );
  if (!link.data) return <PageLoading />;
  return <PasswordForm token={token} info={link.data} onDone={setDoneFor} />;
}

function PasswordForm({
  token,
  info,
  onDone,
}: {
  token: string;
  info: SetPasswordLinkInfo;
  onDone: (email: string) => void;
}) {
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const save = useMutation({
    mutationFn: (password: string) =>
      sendJson('POST', SET_PASSWORD_URL, { token, password }, setPasswordResultSchema),
    meta: { silent: true, changes: [] },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ password }) => {
    setFailure(null);
    save.mutate(password, {
      onSuccess: (result) => onDone(result.email),
      onError: (error) => {
        if (!applyServerErrors(form, error, ['password'])) setFailure(refusal(error));
      },
    });
  });
  return (
    <Frame
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title="Set your password"
      description={`Welcome, ${info.name}. Choose a password for ${info.email}. This link works once, until ${formatDate(info.expiresAt)}.`}
    >
      <form noValidate onSubmit={submit} aria-label="Set your password" className="space-y-4">
        <input type="email" autoComplete="username" value={info.email} readOnly hidden />
        <Field id="set-password" label="New Password" error={errors.password?.message}>
          {(c) => <Input {...c} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Field id="set-password-confirm" label="Confirm Password" error={errors.confirm?.message}>
          {(c) => <Input {...c} type="password" autoComplete="new-password" {...form.register('confirm')} />}
        </Field>
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription role="alert">{failure}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? 'Setting password...' : 'Set Password'}
        </Button>
      </form>
    </Frame>
  );
}
