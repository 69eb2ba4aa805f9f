import { History } from 'lucide-react';
import { isApFinance } from '@shared/invoices/duties';

import { PageHeader } from '../components/page-header';
import { LinkButton } from '../components/link-button';
import { EnterInvoiceDialog } from '../features/invoices/enter-invoice-dialog';
import { InvoicesTable } from '../features/invoices/invoices-table';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMe } from '../lib/queries/me';

/** /invoices ('Invoice Processing'): 3-way matching, exceptions and payment for AP Finance. */
export default function InvoicesPage() {
  useDocumentTitle('Invoice Processing');
  const me = useMe();
  const finance = me.data ? isApFinance(me.data) : false;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Invoice Processing"
        description="Match invoices against what was ordered and received, resolve exceptions and pay."
        actions={
          <div className="flex gap-2">
            <LinkButton href="/invoice-history" icon={History} variant="outline">
              Invoice History
            </LinkButton>
            {finance ? <EnterInvoiceDialog /> : null}
          </div>
        }
      />
      <InvoicesTable finance={finance} />
    </div>
  );
}
