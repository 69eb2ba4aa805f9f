import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ADMIN_TABS, canOpenAdministration, type AdminTabId } from '@shared/admin/policies';

import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMe } from '../../lib/queries/me';

const UsersTab = lazy(() => import('./users-tab'));
const RolesTab = lazy(() => import('./roles-tab'));
const WorkflowsTab = lazy(() => import('./workflows-tab'));
const SettingsTab = lazy(() => import('./settings-tab'));
const AuditTab = lazy(() => import('./audit-tab'));

const PANES: Record<AdminTabId, React.ComponentType> = {
  users: UsersTab,
  roles: RolesTab,
  workflows: WorkflowsTab,
  settings: SettingsTab,
  audit: AuditTab,
};

const isTab = (v: string | null): v is AdminTabId => ADMIN_TABS.some((t) => t.id === v);

/**
 * /administration: the tabs of spec section 2 plus Audit; the tab travels in the query string
 * (`?tab=workflows`) so a link or a reload opens it. A user without the administration right sees a
 * plain "no access" page (the server answers 403 to every admin call as well).
 */
export function AdminView() {
  const me = useMe();
  const search = useSearch();
  const [path, navigate] = useLocation();
  if (me.isPending) return <PageLoading />;
  if (!me.data || !canOpenAdministration(me.data)) {
    return (
      <div className="space-y-4">
        <PageHeader title="Administration" description="Users, roles, workflows and system settings." />
        <p role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No access. The administration area is open to administrators only; ask your administrator if you
          need it.
        </p>
      </div>
    );
  }
  const asked = new URLSearchParams(search).get('tab');
  const tab: AdminTabId = isTab(asked) ? asked : 'users';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Administration"
        description="Manage users, roles, approval workflows and system settings."
      />
      <Tabs
        value={tab}
        onValueChange={(v) => navigate(`${path}?tab=${v}`, { replace: true })}
        className="space-y-4"
      >
        <TabsList>
          {ADMIN_TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map((t) => {
          const Pane = PANES[t.id];
          return (
            <TabsContent key={t.id} value={t.id}>
              <Suspense fallback={<PageLoading />}>{tab === t.id ? <Pane /> : null}</Suspense>
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
