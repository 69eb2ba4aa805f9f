import { useQuery } from '@tanstack/react-query';

import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorText } from '../../lib/api';
import { ActivityTab } from './activity-tab';
import { DataFilteringTab } from './data-filtering-tab';
import { DelegationCard } from './delegation-card';
import { NotificationPreferencesCard } from './notification-preferences';
import { PasswordForm } from './password-form';
import { ProfileInfo } from './profile-info';
import { profileQueries } from './queries';
import { RoleTab } from './role-tab';

/** /user-profile: the four tabs of spec section 2, on the signed-in user's stored profile. */
export function ProfileView() {
  const profile = useQuery(profileQueries.profile());
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <p role="alert">{errorText(profile.error)}</p>;
  const p = profile.data;
  return (
    <div className="space-y-6">
      <PageHeader title="User Profile" description="Manage your profile information and view your access." />
      <Tabs defaultValue="info" className="space-y-4">
        <TabsList>
          <TabsTrigger value="info">Profile Info</TabsTrigger>
          <TabsTrigger value="role">Role & Permissions</TabsTrigger>
          <TabsTrigger value="activity">Activity Stats</TabsTrigger>
          <TabsTrigger value="filtering">Data Filtering</TabsTrigger>
        </TabsList>
        <TabsContent value="info" className="space-y-6">
          <ProfileInfo profile={p} />
          <NotificationPreferencesCard />
          <DelegationCard />
          <PasswordForm />
        </TabsContent>
        <TabsContent value="role">
          <RoleTab role={p.role} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab profile={p} />
        </TabsContent>
        <TabsContent value="filtering">
          <DataFilteringTab profile={p} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
