import { Link } from 'wouter';
import { ShoppingBag } from 'lucide-react';
import type { SessionUser } from '@shared/auth/types';

import { ProfileMenu } from './profile-menu';

/** The sticky header: product name, the user's role pill, name and avatar menu. */
export function Header({ user }: { user: SessionUser }) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-blue-600 to-indigo-600 text-white shadow-sm">
            <ShoppingBag className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block text-lg font-bold tracking-tight text-slate-900">Procura</span>
            <span className="hidden text-xs text-muted-foreground sm:block">Procurement System</span>
          </span>
        </Link>
        <div className="flex min-w-0 items-center gap-3">
          <span
            data-testid="role-pill"
            className="truncate rounded-full border border-blue-200 bg-blue-50 px-3 py-1 text-xs font-medium text-blue-700"
          >
            {user.title}
          </span>
          <span
            data-testid="user-name"
            className="hidden truncate text-sm font-medium text-slate-700 sm:inline"
          >
            {user.name}
          </span>
          <ProfileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
