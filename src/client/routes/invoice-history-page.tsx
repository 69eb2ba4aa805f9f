import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { Receipt } from 'lucide-react';
import { formatCompactCurrency } from '@shared/format';

import { PageHeader } from '../components/page-header';
import { LinkButton } from '../components/link-button';
import { HistorySummary } from '../features/invoices/history-summary';
import { HistoryTable } from '../features/invoices/history-table';
import { invoiceQueries } from '../features/invoices/queries';
import { useDocumentTitle } from '../lib/use-document-title';

/** /invoice-history ('Invoice Management Center'); `?search=` pre-fills the search (the home search links here). */
export default function InvoiceHistoryPage() {
  useDocumentTitle('Invoice Management Center');
  const search = new URLSearchParams(useSearch()).get('search') ?? '';
  const summary = useQuery(invoiceQueries.summary());
  return (
    <div className="space-y-6">
      <PageHeader
        title="Invoice Management Center"
        description="Every invoice with its status, PO and documents."
        actions={
          <div className="flex items-center gap-3">
            <div className="rounded-xl border bg-white px-4 py-2 text-right shadow-sm">
              <p className="text-xs font-medium text-muted-foreground">Total Value</p>
              <p className="text-xl font-bold text-slate-900" aria-label="Total value">
                {summary.data ? formatCompactCurrency(summary.data.totalValue) : '—'}
              </p>
            </div>
            <LinkButton href="/invoices" icon={Receipt} variant="outline">
              Invoice Processing
            </LinkButton>
          </div>
        }
      />
      <HistorySummary summary={summary.data} loading={summary.isPending} />
      <HistoryTable key={search} initialSearch={search} allCount={summary.data?.counts.total} />
    </div>
  );
}
