import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, User } from 'lucide-react';
import type { SessionUser } from '@shared/auth/types';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { errorText, sendJson } from '../../lib/api';
import { startSession } from '../../lib/queries/me';
import { clearError, showError } from './error-banner-store';
import { TRIGGER_CLASS } from './profile-menu';

/** The profile menu itself (Radix dropdown), loaded on the first click of its avatar (profile-menu.tsx). */
export function ProfileMenuContent({ user, avatar }: { user: SessionUser; avatar: ReactNode }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const canAdminister = user.permissions.includes('access_administration');

  async function signOut() {
    setSigningOut(true);
    try {
      await sendJson('POST', '/api/auth/logout');
    } catch (error) {
      setSigningOut(false);
      showError(errorText(error));
      return;
    }
    clearError();
    navigate('/login');
    startSession(queryClient, null);
  }

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger aria-label="Open profile menu" className={TRIGGER_CLASS}>
        {avatar}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block truncate">{user.name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/user-profile')}>
          <User aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        {canAdminister ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <Settings aria-hidden="true" />
            Administration
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={signingOut} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
