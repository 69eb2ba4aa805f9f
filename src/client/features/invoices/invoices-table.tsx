import { useState } from 'react';
import type { ColumnDef } from '../../lib/columns';
import { Link } from 'wouter';
import { formatCurrency, formatDate } from '@shared/format';
import { MATCH_STATUS_LABELS } from '@shared/invoices/labels';
import { AP_FINANCE_ONLY_MESSAGE, MATCH_STATUSES, type InvoiceView } from '@shared/invoices/schemas';

import { ExportButton } from '../../components/export-button';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FilterSelect } from '../../lib/filter-select';
import { PagedTable, usePagedList } from '../../lib/paged-list';
import { SearchField } from '../../lib/search-field';
import { MatchBadge } from './invoice-badges';
import { invoiceQueries } from './queries';
import { ActionsCell, StatusCell } from './invoice-row-actions';
import { useInvoiceActions, type InvoiceActions, type InvoicePrompt } from './use-invoice-actions';
import { poSummaryHref } from '../../lib/po-links';
import { lazyPart, ShownOnce } from '../../lib/lazy-part';

const PayConfirmDialog = lazyPart(() => import('./pay-confirm-dialog').then((m) => m.PayConfirmDialog));
const StatusReasonDialog = lazyPart(() => import('./status-reason-dialog').then((m) => m.StatusReasonDialog));

const PAGE_SIZE = 25;
const MATCH_OPTIONS = [
  { value: 'all', label: 'All match statuses' },
  ...MATCH_STATUSES.map((m) => ({ value: m, label: MATCH_STATUS_LABELS[m] })),
];
const SORTABLE = ['invoiceNumber', 'vendor', 'amount', 'invoiceDate', 'dueDate', 'status'] as const;

function MatchCell({ inv }: { inv: InvoiceView }) {
  return (
    <div className="max-w-72 space-y-1">
      <MatchBadge status={inv.threeWayMatchStatus} />
      {inv.threeWayMatchStatus === 'exception' && inv.matchExceptions.length ? (
        <ul aria-label={`Exceptions of ${inv.invoiceNumber}`} className="space-y-0.5 text-xs text-red-700">
          {inv.matchExceptions.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {inv.threeWayMatchStatus === 'pending' && inv.resolutionNote ? (
        <p className="text-xs text-muted-foreground">Resolved: {inv.resolutionNote}</p>
      ) : null}
    </div>
  );
}

function columns(actions: InvoiceActions, finance: boolean): ColumnDef<InvoiceView>[] {
  return [
    {
      id: 'invoiceNumber',
      header: 'Invoice',
      cell: ({ row }) => <span className="font-medium whitespace-nowrap">{row.original.invoiceNumber}</span>,
    },
    { id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendorName },
    {
      id: 'poNumber',
      header: 'PO Number',
      cell: ({ row }) =>
        row.original.poId ? (
          <Link href={poSummaryHref(row.original.poId)} className="text-blue-700 hover:underline">
            {row.original.poNumber}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: ({ row }) => <span className="tabular-nums">{formatCurrency(row.original.amount)}</span>,
    },
    { id: 'invoiceDate', header: 'Invoice Date', cell: ({ row }) => formatDate(row.original.invoiceDate) },
    { id: 'dueDate', header: 'Due Date', cell: ({ row }) => formatDate(row.original.dueDate) },
    { id: 'match', header: 'Match Status', cell: ({ row }) => <MatchCell inv={row.original} /> },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusCell inv={row.original} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <ActionsCell inv={row.original} actions={actions} finance={finance} />,
    },
  ];
}

/**
 * Invoice Processing: the invoices with 3-Way Match, Resolve, Pay (confirmed with amount and vendor),
 * Hold / Dispute / Reject (with a reason), Release and the details toast.
 */
export function InvoicesTable({ finance }: { finance: boolean }) {
  const paged = usePagedList<InvoiceView, 'threeWayMatchStatus'>(invoiceQueries.list, {
    pageSize: PAGE_SIZE,
    defaultSort: { field: 'invoiceDate', desc: true },
    filters: { threeWayMatchStatus: 'all' },
  });
  const [restricted, setRestricted] = useState(false);
  const [prompt, setPrompt] = useState<InvoicePrompt | null>(null);
  const actions = useInvoiceActions({
    finance,
    onRestricted: () => setRestricted(true),
    onPrompt: setPrompt,
  });
  const closePrompt = () => setPrompt(null);
  const cols = columns(actions, finance);

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        {restricted ? (
          <Alert variant="destructive" className="flex items-start justify-between gap-3">
            <AlertDescription>{AP_FINANCE_ONLY_MESSAGE}</AlertDescription>
            <Button variant="ghost" size="sm" className="h-6 px-2" onClick={() => setRestricted(false)}>
              Dismiss
            </Button>
          </Alert>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            label="Search invoices"
            placeholder="Search by invoice number, PO number, vendor or description..."
            {...paged.search}
            className="flex-1"
          />
          <FilterSelect
            id="invoice-match-filter"
            label="Match status"
            options={MATCH_OPTIONS}
            {...paged.filter('threeWayMatchStatus')}
            className="sm:w-52"
          />
        </div>
        <div className="flex justify-end">
          <ExportButton list="invoices" params={paged.exportParams} />
        </div>
        <PagedTable
          paged={paged}
          label="Invoices"
          columns={cols}
          loadingText="Loading invoices..."
          emptyText="No invoices found"
          sortable={SORTABLE}
        />
        <ShownOnce when={prompt?.kind === 'pay'}>
          <PayConfirmDialog
            invoice={prompt?.kind === 'pay' ? prompt.invoice : null}
            actions={actions}
            onClose={closePrompt}
          />
        </ShownOnce>
        <ShownOnce when={!!prompt && prompt.kind !== 'pay'}>
          <StatusReasonDialog
            prompt={prompt && prompt.kind !== 'pay' ? prompt : null}
            actions={actions}
            onClose={closePrompt}
          />
        </ShownOnce>
      </CardContent>
    </Card>
  );
}
