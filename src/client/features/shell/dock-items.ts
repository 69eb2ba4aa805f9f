/** The bottom navigation dock (spec section 2, Global shell). Every item is shown to everyone. */
export type DockBadge = 'pendingApprovals' | 'unreadMessages';

export type DockItem = { label: string; path: string; badge?: DockBadge };

export const DOCK_ITEMS: readonly DockItem[] = [
  { label: 'Dashboard', path: '/' },
  { label: 'Requisitions', path: '/requisitions' },
  { label: 'Approvals', path: '/approvals', badge: 'pendingApprovals' },
  { label: 'Contracts', path: '/contracts' },
  { label: 'Orders', path: '/purchase-orders' },
  { label: 'Messages', path: '/messages', badge: 'unreadMessages' },
  { label: 'RFP', path: '/rfp' },
  { label: 'Vendors', path: '/vendors' },
  { label: 'Invoices', path: '/invoices' },
  { label: 'Analytics', path: '/analytics' },
  { label: 'Savings', path: '/cost-savings' },
  { label: 'Admin', path: '/administration' },
];

/** Active when the current path equals the item's path or, for any item but the root, starts with it. */
export function isDockItemActive(itemPath: string, currentPath: string): boolean {
  if (currentPath === itemPath) return true;
  return itemPath !== '/' && currentPath.startsWith(itemPath);
}

/** A badge shows its count; nothing when the count is 0 or unknown. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
