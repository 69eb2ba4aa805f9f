import { useLocation, useSearch } from 'wouter';
import { Plus } from 'lucide-react';
import { managesVendors } from '@shared/vendors/policies';

import { PageHeader } from '../components/page-header';
import { LinkButton } from '../components/link-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { VendorDetailView } from '../features/vendors/vendor-detail';
import { VendorRequests } from '../features/vendors/vendor-requests';
import { VendorsTable } from '../features/vendors/vendors-table';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMe } from '../lib/queries/me';

/** /vendors ('Vendor Partnership Hub'); /vendors?id=vendor-… shows one vendor; ?tab=requests the review. */
export default function VendorsPage() {
  useDocumentTitle('Vendor Partnership Hub');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const me = useMe();
  const id = params.get('id');
  if (id) return <VendorDetailView id={id} />;

  const canReview = me.data ? managesVendors(me.data) : false;
  const tab = canReview && params.get('tab') === 'requests' ? 'requests' : 'vendors';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Vendor Partnership Hub"
        description="Suppliers, their catalogs, spend and onboarding requests."
        actions={
          <LinkButton href="/new-vendor-request" icon={Plus}>
            Request New Vendor
          </LinkButton>
        }
      />
      {canReview ? (
        <Tabs
          value={tab}
          onValueChange={(next) =>
            navigate(next === 'requests' ? '/vendors?tab=requests' : '/vendors', { replace: true })
          }
        >
          <TabsList>
            <TabsTrigger value="vendors">Vendors</TabsTrigger>
            <TabsTrigger value="requests">Vendor Requests</TabsTrigger>
          </TabsList>
          <TabsContent value="vendors">
            <VendorsTable />
          </TabsContent>
          <TabsContent value="requests">
            <VendorRequests />
          </TabsContent>
        </Tabs>
      ) : (
        <VendorsTable />
      )}
    </div>
  );
}
