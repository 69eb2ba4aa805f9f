import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionUser } from '@shared/auth/types';

import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';
import { initials } from '../../lib/initials';

export const TRIGGER_CLASS =
  'rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

const loadMenu = () => import('./profile-menu-content');
const MenuContent = lazy(() => loadMenu().then((m) => ({ default: m.ProfileMenuContent })));

/**
 * The avatar button and its menu (Profile, Administration, Sign out). The menu's code (Radix dropdown
 * and positioning) stays off the first screen: it is fetched once the page has settled, and the first
 * click mounts the menu open; from then on it is the menu's own trigger.
 */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => void loadMenu().catch(() => {}), 1500);
    return () => clearTimeout(timer);
  }, []);
  const avatar = (
    <Avatar data-testid="header-avatar">
      {user.photoUrl ? <AvatarImage src={user.photoUrl} alt="" /> : null}
      <AvatarFallback className="bg-blue-600 text-white">{initials(user.name)}</AvatarFallback>
    </Avatar>
  );
  const button = (
    <button
      type="button"
      aria-label="Open profile menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASS}
      onClick={() => setWanted(true)}
    >
      {avatar}
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MenuContent user={user} avatar={avatar} />
    </Suspense>
  );
}
