import { Link, useLocation, useSearch } from 'wouter';
import { Plus } from 'lucide-react';
import { managesVendors } from '@shared/vendors/policies';

import { Button } from '../components/ui/button';
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Vendor Partnership Hub
          </h1>
          <p className="text-sm text-muted-foreground">
            Suppliers, their catalogs, spend and onboarding requests.
          </p>
        </div>
        <Button asChild>
          <Link href="/new-vendor-request">
            <Plus aria-hidden="true" />
            Request New Vendor
          </Link>
        </Button>
      </div>
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
