import type { ColumnDef } from '../../lib/columns';
import { Link } from 'wouter';
import { formatCurrency, formatDate } from '@shared/format';
import type { VendorSummary } from '@shared/vendors/types';
import { VENDOR_STATUS_LABELS } from '@shared/vendors/schemas';
import { canShop } from '@shared/vendors/policies';

import { ExportButton } from '../../components/export-button';
import { LinkButton } from '../../components/link-button';
import { Card, CardContent } from '../../components/ui/card';
import { FilterSelect } from '../../lib/filter-select';
import { PagedTable, usePagedList } from '../../lib/paged-list';
import { vendorQueries } from '../../lib/queries/vendors';
import { SearchField } from '../../lib/search-field';
import { INTEGRATION_LABELS } from './shop';
import { ShopButton } from './shop-button';
import { StatusBadge } from './vendor-badges';

const PAGE_SIZE = 25;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: VENDOR_STATUS_LABELS.active },
  { value: 'pending', label: VENDOR_STATUS_LABELS.pending },
  { value: 'inactive', label: VENDOR_STATUS_LABELS.inactive },
] as const;

const vendorHref = (id: string) => `/vendors?id=${encodeURIComponent(id)}`;

const COLUMNS: ColumnDef<VendorSummary>[] = [
  {
    id: 'name',
    header: 'Vendor',
    cell: ({ row }) => (
      <Link href={vendorHref(row.original.id)} className="font-medium text-blue-700 hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'category', header: 'Category', cell: ({ row }) => row.original.category },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    id: 'integrationType',
    header: 'Integration',
    cell: ({ row }) => INTEGRATION_LABELS[row.original.integrationType],
  },
  {
    id: 'totalSpendYtd',
    header: 'Total Spend YTD',
    cell: ({ row }) => <span className="tabular-nums">{formatCurrency(row.original.totalSpendYtd)}</span>,
  },
  {
    id: 'lastOrderDate',
    header: 'Last Order',
    cell: ({ row }) => (row.original.lastOrderDate ? formatDate(row.original.lastOrderDate) : '—'),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="flex items-center gap-2">
        <ShopButton vendor={row.original} allowed={canShop(row.original)} />
        <LinkButton
          href={vendorHref(row.original.id)}
          variant="ghost"
          size="sm"
          aria-label={`View ${row.original.name}`}
        >
          View
        </LinkButton>
      </div>
    ),
  },
];

const SORTABLE = ['name', 'status', 'totalSpendYtd', 'lastOrderDate'] as const;

/** The hub's vendors table: server-side search, status filter, sort and paging. */
export function VendorsTable() {
  const paged = usePagedList<VendorSummary, 'status'>(vendorQueries.list, {
    pageSize: PAGE_SIZE,
    defaultSort: { field: 'name', desc: false },
    filters: { status: 'all' },
  });

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            label="Search vendors"
            placeholder="Search vendors..."
            {...paged.search}
            className="flex-1"
          />
          <FilterSelect
            id="vendor-status-filter"
            label="Status"
            options={STATUS_OPTIONS}
            {...paged.filter('status')}
            className="sm:w-48"
          />
        </div>
        <div className="flex justify-end">
          <ExportButton list="vendors" params={paged.exportParams} />
        </div>
        <PagedTable
          paged={paged}
          label="Vendors"
          columns={COLUMNS}
          loadingText="Loading vendors..."
          emptyText="No vendors found"
          sortable={SORTABLE}
        />
      </CardContent>
    </Card>
  );
}
