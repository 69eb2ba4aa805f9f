import { useState } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, User } from 'lucide-react';
import type { SessionUser } from '@shared/auth/types';

import { Avatar, AvatarFallback } from '../../components/ui/avatar';
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
import { initials } from '../../lib/initials';

export function ProfileMenu({ user }: { user: SessionUser }) {
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
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Open profile menu"
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <Avatar>
          <AvatarFallback className="bg-blue-600 text-white">{initials(user.name)}</AvatarFallback>
        </Avatar>
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
