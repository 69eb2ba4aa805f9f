import { useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { formatDate } from '@shared/format';
import type { AdminUserRow, PasswordLink } from '@shared/admin/users/schemas';

import { Field } from '../../components/form/field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useReissueLink } from './users-queries';

/** A one-time set-password link, shown once, with a copy button and whether it was also e-mailed. */
export function PasswordLinkField({ link, email }: { link: PasswordLink; email: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.setPasswordLink);
      setCopied(true);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it.', variant: 'destructive' });
    }
  };
  return (
    <Field
      id="user-password-link"
      label="Set-password link"
      hint={`Works once, until ${formatDate(link.linkExpiresAt)}. ${
        link.mailed ? `It was also e-mailed to ${email}.` : 'It was not e-mailed.'
      } It is not shown again.`}
    >
      {(c) => (
        <div className="flex gap-2">
          <Input {...c} readOnly value={link.setPasswordLink} onFocus={(e) => e.target.select()} />
          <Button type="button" variant="outline" onClick={copy} aria-label="Copy link">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      )}
    </Field>
  );
}

/**
 * The Edit dialog's "new set-password link" (an expired link replaced, a forgotten password reset):
 * the account's earlier unused links stop working; the new one is shown once.
 */
export function NewLinkSection({ user }: { user: AdminUserRow }) {
  const reissue = useReissueLink();
  if (reissue.data) return <PasswordLinkField link={reissue.data} email={user.email} />;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-slate-50 p-3 text-sm">
      <span className="text-slate-700">
        {user.passwordSet
          ? 'Reset the password with a new one-time link.'
          : 'No password set yet: send a new link.'}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={reissue.isPending}
        onClick={() =>
          reissue.mutate(user.id, {
            onError: (error) => toast({ title: errorText(error), variant: 'destructive' }),
          })
        }
      >
        <KeyRound aria-hidden="true" />
        {reissue.isPending ? 'Creating link...' : 'New Set-Password Link'}
      </Button>
    </div>
  );
}
