import { useSearch } from 'wouter';
import { ArrowLeft } from 'lucide-react';

import { LinkButton } from '../components/link-button';
import { NewVendorForm, prefillFromQuery } from '../features/vendors/new-vendor-form';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * /new-vendor-request: the onboarding form; Back and Cancel return to /vendors. `?companyName=`,
 * `contactPerson`, `contactEmail` and `justification` fill those fields in (an awarded RFP's vendor).
 */
export default function NewVendorRequestPage() {
  useDocumentTitle('New Vendor Request');
  const search = useSearch();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-2">
        <LinkButton href="/vendors" icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2">
          Back
        </LinkButton>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">New Vendor Request</h1>
        <p className="text-sm text-muted-foreground">
          Tell Procurement about the supplier you need. Fields marked * are required.
        </p>
      </div>
      <NewVendorForm key={search} prefill={prefillFromQuery(search)} />
    </div>
  );
}
