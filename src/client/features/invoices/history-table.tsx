import { useMemo, useState } from 'react';
import type { ColumnDef } from '../../lib/columns';
import { Eye } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import { INVOICE_STATUS_LABELS } from '@shared/invoices/labels';
import type { InvoiceView } from '@shared/invoices/schemas';

import { ExportButton } from '../../components/export-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FilterSelect } from '../../lib/filter-select';
import { PagedTable, usePagedList } from '../../lib/paged-list';
import { listTotal } from '../../lib/list-pager';
import { SearchField } from '../../lib/search-field';
import { Label } from '../../components/ui/label';
import { TypeAheadSelect } from '../../lib/type-ahead-select';
import { InvoiceStatusBadge } from './invoice-badges';
import { invoiceQueries } from './queries';
import { InvoicePreviewDialog } from './invoice-preview-dialog';

const PAGE_SIZE = 50;
/** Spec: all, pending, approved, paid, disputed, rejected — and on-hold, a status invoices take too. */
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  ...(['pending', 'approved', 'paid', 'on-hold', 'disputed', 'rejected'] as const).map((s) => ({
    value: s,
    label: INVOICE_STATUS_LABELS[s],
  })),
];
const ALL_VENDORS = [{ value: 'all', label: 'All Vendors' }];
const SORTABLE = ['invoiceNumber', 'vendor', 'amount', 'invoiceDate', 'status'] as const;

function columns(onPreview: (id: string) => void): ColumnDef<InvoiceView>[] {
  return [
    {
      id: 'invoiceNumber',
      header: 'Invoice Details',
      cell: ({ row }) => (
        <div className="min-w-48">
          <div className="font-medium text-slate-900">{row.original.invoiceNumber}</div>
          <div className="text-xs text-muted-foreground">{row.original.description}</div>
        </div>
      ),
    },
    { id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendorName },
    { id: 'poNumber', header: 'PO Number', cell: ({ row }) => row.original.poNumber ?? '—' },
    {
      id: 'amount',
      header: 'Amount',
      cell: ({ row }) => <span className="tabular-nums">{formatCurrency(row.original.amount)}</span>,
    },
    {
      id: 'invoiceDate',
      header: 'Date & Due Date',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <div>{formatDate(row.original.invoiceDate)}</div>
          <div className="text-xs text-muted-foreground">Due {formatDate(row.original.dueDate)}</div>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <InvoiceStatusBadge status={row.original.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPreview(row.original.id)}
          aria-label={`Preview ${row.original.invoiceNumber}`}
        >
          <Eye aria-hidden="true" />
          Preview
        </Button>
      ),
    },
  ];
}

/**
 * The history list: server-side, case-insensitive search over invoice number, PO number, vendor and
 * description; status and vendor filters; titled 'Invoices (shown of total)'.
 */
export function HistoryTable({
  initialSearch,
  allCount,
}: {
  initialSearch: string;
  allCount: number | undefined;
}) {
  const paged = usePagedList<InvoiceView, 'status' | 'vendorId'>(invoiceQueries.list, {
    pageSize: PAGE_SIZE,
    defaultSort: { field: 'invoiceDate', desc: true },
    initialSearch,
    filters: { status: 'all', vendorId: 'all' },
  });
  const [previewId, setPreviewId] = useState<string | null>(null);
  const cols = useMemo(() => columns(setPreviewId), []);

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>
          Invoices ({paged.list.data ? listTotal(paged.list.data) : '…'} of {allCount ?? '…'})
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 md:grid-cols-[1fr_12rem_14rem] md:items-end">
          <SearchField
            label="Search invoices"
            placeholder="Search by invoice number, PO number, vendor or description..."
            {...paged.search}
          />
          <FilterSelect
            id="history-status"
            label="Status"
            options={STATUS_OPTIONS}
            {...paged.filter('status')}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="history-vendor" className="text-xs text-muted-foreground">
              Vendor
            </Label>
            <TypeAheadSelect
              id="history-vendor"
              className="bg-white"
              options={invoiceQueries.vendors}
              leading={ALL_VENDORS}
              searchLabel="Search vendors"
              emptyText="No vendors found"
              {...paged.filter('vendorId')}
            />
          </div>
        </div>
        <div className="flex justify-end">
          <ExportButton list="invoice-history" params={paged.exportParams} />
        </div>
        <PagedTable
          paged={paged}
          label="Invoice history"
          columns={cols}
          loadingText="Loading invoices..."
          emptyText="No invoices found"
          sortable={SORTABLE}
        />
        <InvoicePreviewDialog invoiceId={previewId} onClose={() => setPreviewId(null)} />
      </CardContent>
    </Card>
  );
}
