import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/profile/schemas';
import { formatCurrency, formatDate, formatRelativeTime } from '@shared/format';
import { glanceCountText } from '@shared/counts';

import { Fact } from '../../components/fact';
import { SectionCard } from '../../components/section-card';
import { errorText } from '../../lib/api';
import { profileQueries } from './queries';

/** The data scope a role gives (spec section 6: own department, or all). */
export const dataScope = (role: Profile['role']) =>
  role.canViewAllDepartments ? 'All Departments' : 'Department Only';

/** Activity Stats: GET /api/user-stats, the data scope and account-since. */
export function ActivityTab({ profile }: { profile: Profile }) {
  const stats = useQuery(profileQueries.stats());
  const s = stats.data;
  return (
    <SectionCard title="Activity Stats">
      {stats.isError ? <p role="alert">{errorText(stats.error)}</p> : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={stats.isPending}>
        <Fact label="My Requests">{s?.totalRequests}</Fact>
        <Fact label="Pending Approvals">{s ? glanceCountText(s.pendingApprovals) : null}</Fact>
        <Fact label="Approved Amount">{s ? formatCurrency(s.approvedAmount) : null}</Fact>
        <Fact label="Department Spend">{s ? formatCurrency(s.departmentSpend) : null}</Fact>
        <Fact label="Contracts Managed">{s?.contractsManaged}</Fact>
        <Fact label="Data Scope">{dataScope(profile.role)}</Fact>
        <Fact label="Last Activity">{s?.lastActivity ? formatRelativeTime(s.lastActivity) : null}</Fact>
        <Fact label="Account Since">{formatDate(profile.joinDate)}</Fact>
      </dl>
    </SectionCard>
  );
}
