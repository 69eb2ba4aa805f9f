import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import {
  BarChart3,
  Building2,
  ClipboardList,
  FileText,
  Home,
  Mail,
  PiggyBank,
  Receipt,
  Send,
  Settings,
  ShoppingCart,
  CheckSquare,
  type LucideIcon,
} from 'lucide-react';

import { cn } from '../../lib/cn';
import { dashboardQueries, useDashboardSummary } from '../../lib/queries/dashboard';
import { badgeText, DOCK_ITEMS, isDockItemActive } from './dock-items';

const ICONS: Record<string, LucideIcon> = {
  '/': Home,
  '/requisitions': ClipboardList,
  '/approvals': CheckSquare,
  '/contracts': FileText,
  '/purchase-orders': ShoppingCart,
  '/messages': Mail,
  '/rfp': Send,
  '/vendors': Building2,
  '/invoices': Receipt,
  '/analytics': BarChart3,
  '/cost-savings': PiggyBank,
  '/administration': Settings,
};

/** The bottom navigation dock; Approvals and Messages carry live counts from the dashboard summary. */
export function Dock() {
  const [location] = useLocation();
  const summary = useDashboardSummary();
  useRefreshSummaryOnNavigation(location);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On narrow screens the dock scrolls sideways: keep the current item in view.
    listRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location]);

  return (
    <nav aria-label="Main navigation" className="fixed inset-x-0 bottom-3 z-40 flex justify-center px-2">
      <ul
        ref={listRef}
        className="flex max-w-full gap-0.5 overflow-x-auto rounded-2xl border border-slate-200 bg-white/95 p-1.5 shadow-lg backdrop-blur"
      >
        {DOCK_ITEMS.map((item) => {
          const Icon = ICONS[item.path] ?? Home;
          const active = isDockItemActive(item.path, location);
          const badge = item.badge ? badgeText(summary.data?.[item.badge]) : null;
          return (
            <li key={item.path}>
              <Link
                href={item.path}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex w-16 flex-col items-center gap-0.5 rounded-xl px-1 py-1.5 text-[11px] font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active && 'bg-blue-50 text-blue-700 hover:bg-blue-100 hover:text-blue-800',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                <span className="truncate">{item.label}</span>
                {badge ? (
                  <span
                    data-testid={`dock-badge-${item.label.toLowerCase()}`}
                    className="absolute top-0.5 right-2 min-w-4 rounded-full bg-red-500 px-1 text-center text-[10px] leading-4 font-semibold text-white"
                  >
                    {badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Counts change as people work elsewhere in the app: reload them (once) on every page change. */
function useRefreshSummaryOnNavigation(location: string) {
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: dashboardQueries.summary().queryKey });
  }, [location, queryClient]);
}
