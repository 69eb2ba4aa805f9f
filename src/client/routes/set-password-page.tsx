import { useSearchParams } from 'wouter';

import { SetPasswordView } from '../features/auth/set-password-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /set-password?token=…: a new account's one-time link to choose its password (public, no sign-in). */
export default function SetPasswordPage() {
  useDocumentTitle('Set your password');
  const [params] = useSearchParams();
  return <SetPasswordView token={params.get('token')?.trim() ?? ''} />;
}
