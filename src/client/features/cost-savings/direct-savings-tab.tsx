import { formatCurrency, formatDate } from '@shared/format';
import type { DirectSavingView } from '@shared/cost-savings/schemas';
import { categoryLabel, savingsLabel } from '@shared/cost-savings/labels';

import { ExportButton } from '../../components/export-button';
import { Badge } from '../../components/ui/badge';
import type { ColumnDef } from '../../lib/columns';
import { PagedTable, usePagedList } from '../../lib/paged-list';
import { SearchField } from '../../lib/search-field';
import { costSavingsQueries, type SavingsFilters } from './queries';

export const DIRECT_PAGE_SIZE = 10;

const COLUMNS: ColumnDef<DirectSavingView>[] = [
  {
    id: 'itemDescription',
    header: 'Item',
    cell: ({ row: { original: s } }) => (
      <div className="max-w-xs">
        <p className="font-medium text-slate-900">{s.itemDescription}</p>
        {s.requisitionId ? <p className="text-xs text-muted-foreground">{s.requisitionId}</p> : null}
      </div>
    ),
  },
  { id: 'vendorName', header: 'Vendor', cell: ({ row }) => row.original.vendorName },
  { id: 'category', header: 'Category', cell: ({ row }) => categoryLabel(row.original.category) },
  {
    id: 'savingsCategory',
    header: 'Savings Type',
    cell: ({ row }) => savingsLabel(row.original.savingsCategory),
  },
  {
    id: 'originalAmount',
    header: 'Original',
    cell: ({ row }) => formatCurrency(row.original.originalAmount),
  },
  {
    id: 'discountedAmount',
    header: 'Discounted',
    cell: ({ row }) => formatCurrency(row.original.discountedAmount),
  },
  {
    id: 'savingsAmount',
    header: 'Savings',
    cell: ({ row }) => (
      <span className="font-semibold text-emerald-700">{formatCurrency(row.original.savingsAmount)}</span>
    ),
  },
  {
    id: 'discountPercentage',
    header: 'Discount',
    cell: ({ row }) => `${row.original.discountPercentage.toFixed(1)}%`,
  },
  { id: 'dateCaptured', header: 'Captured', cell: ({ row }) => formatDate(row.original.dateCaptured) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Badge variant={row.original.status === 'actualized' ? 'success' : 'secondary'}>
        {savingsLabel(row.original.status)}
      </Badge>
    ),
  },
];

/** The Direct Savings tab: the period's savings of the category, one server page at a time. */
export function DirectSavingsTab({ filters }: { filters: SavingsFilters }) {
  const paged = usePagedList<DirectSavingView, 'period' | 'category'>(costSavingsQueries.direct, {
    pageSize: DIRECT_PAGE_SIZE,
    defaultSort: { field: 'dateCaptured', desc: true },
    filters: { period: filters.period, category: filters.category },
  });
  return (
    <section aria-label="Direct savings" className="space-y-3 rounded-xl border bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField
          label="Search direct savings"
          placeholder="Search by item..."
          className="max-w-md flex-1"
          {...paged.search}
        />
        <ExportButton list="direct-savings" params={paged.exportParams} />
      </div>
      <PagedTable
        paged={paged}
        label="Direct savings"
        columns={COLUMNS}
        loadingText="Loading direct savings..."
        emptyText="No direct savings in this period"
        sortable={['dateCaptured', 'savingsAmount', 'vendorName', 'discountPercentage']}
      />
    </section>
  );
}
