import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';
import { Banknote, GitCompareArrows, Info, Wrench } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import { AP_FINANCE_ONLY_MESSAGE, MATCH_STATUSES, type InvoiceView } from '@shared/invoices/schemas';

import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FilterSelect } from '../../lib/filter-select';
import { PagedTable, usePagedList } from '../../lib/paged-list';
import { SearchField } from '../../lib/search-field';
import { InvoiceStatusBadge, MatchBadge } from './invoice-badges';
import { INVOICES_URL } from './invoice-api';
import { ResolveDialog } from './resolve-dialog';
import { useInvoiceActions, type InvoiceActions } from './use-invoice-actions';

const PAGE_SIZE = 25;
const MATCH_OPTIONS = [
  { value: 'all', label: 'All match statuses' },
  ...MATCH_STATUSES.map((m) => ({ value: m, label: m })),
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

function ActionsCell({
  inv,
  actions,
  finance,
}: {
  inv: InvoiceView;
  actions: InvoiceActions;
  finance: boolean;
}) {
  const busy = actions.busyId === inv.id;
  return (
    <div className="flex items-center gap-1.5">
      {inv.threeWayMatchStatus === 'pending' && inv.status === 'pending' ? (
        <Button size="sm" onClick={() => actions.match(inv)} disabled={busy}>
          <GitCompareArrows aria-hidden="true" />
          3-Way Match
        </Button>
      ) : null}
      {inv.threeWayMatchStatus === 'exception' && inv.status !== 'rejected' && inv.status !== 'paid' ? (
        <Button size="sm" variant="outline" onClick={() => actions.startResolve(inv)} disabled={busy}>
          <Wrench aria-hidden="true" />
          Resolve
        </Button>
      ) : null}
      {finance && inv.status === 'approved' ? (
        <Button size="sm" variant="secondary" onClick={() => actions.pay(inv)} disabled={busy}>
          <Banknote aria-hidden="true" />
          Pay
        </Button>
      ) : null}
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        onClick={() => actions.info(inv)}
        aria-label={`Invoice details for ${inv.invoiceNumber}`}
      >
        <Info aria-hidden="true" />
      </Button>
    </div>
  );
}

function columns(actions: InvoiceActions, finance: boolean): ColumnDef<InvoiceView, unknown>[] {
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
          <Link
            href={`/po-summary?id=${encodeURIComponent(row.original.poId)}`}
            className="text-blue-700 hover:underline"
          >
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
      cell: ({ row }) => <InvoiceStatusBadge status={row.original.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <ActionsCell inv={row.original} actions={actions} finance={finance} />,
    },
  ];
}

/** Invoice Processing: the invoices with 3-Way Match, Resolve, Pay and the details toast. */
export function InvoicesTable({ finance }: { finance: boolean }) {
  const paged = usePagedList<InvoiceView, 'threeWayMatchStatus'>(INVOICES_URL, {
    pageSize: PAGE_SIZE,
    defaultSort: { field: 'invoiceDate', desc: true },
    filters: { threeWayMatchStatus: 'all' },
  });
  const [restricted, setRestricted] = useState(false);
  const [resolving, setResolving] = useState<InvoiceView | null>(null);
  const actions = useInvoiceActions({
    finance,
    onRestricted: () => setRestricted(true),
    onResolveRequested: setResolving,
  });
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
        <PagedTable
          paged={paged}
          label="Invoices"
          pagerLabel="Invoices pages"
          columns={cols}
          loadingText="Loading invoices..."
          emptyText="No invoices found"
          getRowId={(inv) => inv.id}
          sortable={SORTABLE}
        />
        <ResolveDialog invoice={resolving} actions={actions} onClose={() => setResolving(null)} />
      </CardContent>
    </Card>
  );
}
