import { Link } from 'wouter';
import { History } from 'lucide-react';
import { isApFinance } from '@shared/invoices/duties';

import { Button } from '../components/ui/button';
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Invoice Processing</h1>
          <p className="text-sm text-muted-foreground">
            Match invoices against what was ordered and received, resolve exceptions and pay.
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link href="/invoice-history">
              <History aria-hidden="true" />
              Invoice History
            </Link>
          </Button>
          {finance ? <EnterInvoiceDialog /> : null}
        </div>
      </div>
      <InvoicesTable finance={finance} />
    </div>
  );
}
