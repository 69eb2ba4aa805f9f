import { Link } from 'wouter';
import { BarChart3, FileText, PlusCircle, ShoppingCart, type LucideIcon } from 'lucide-react';

type Tile = { label: string; description: string; href: string; icon: LucideIcon; tint: string };

const TILES: Tile[] = [
  {
    label: 'New Requisition',
    description: 'Raise a purchase request',
    href: '/requisitions',
    icon: PlusCircle,
    tint: 'bg-blue-50 text-blue-600',
  },
  {
    label: 'Purchase Orders',
    description: 'Track and manage POs',
    href: '/purchase-orders',
    icon: ShoppingCart,
    tint: 'bg-emerald-50 text-emerald-600',
  },
  {
    label: 'Contracts',
    description: 'Agreements and renewals',
    href: '/contracts',
    icon: FileText,
    tint: 'bg-violet-50 text-violet-600',
  },
  {
    label: 'Reports & Analytics',
    description: 'Spend insights',
    href: '/analytics',
    icon: BarChart3,
    tint: 'bg-amber-50 text-amber-600',
  },
];

/** The four quick-action tiles of the home page. */
export function QuickActionTiles() {
  return (
    <nav aria-label="Quick actions" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TILES.map(({ label, description, href, icon: Icon, tint }) => (
        <Link
          key={href}
          href={href}
          className="group flex items-center gap-3 rounded-xl border bg-white p-4 shadow-sm transition-all hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-slate-900">{label}</span>
            <span className="block truncate text-xs text-muted-foreground">{description}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
