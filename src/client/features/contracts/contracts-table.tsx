import type { ColumnDef } from '../../lib/columns';
import { FilePen, ShoppingCart } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import {
  CONTRACT_CATEGORIES,
  CONTRACT_SORTS,
  CONTRACT_STATUS_LABELS,
  RISK_LEVELS,
  type ContractView,
} from '@shared/contracts/schemas';

import { ExportButton } from '../../components/export-button';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FilterSelect } from '../../lib/filter-select';
import { PagedTable, usePagedList } from '../../lib/paged-list';
import { contractQueries } from '../../lib/queries/contracts';
import { SearchField } from '../../lib/search-field';
import { changeOrderHref, purchaseOrdersHref } from './contract-links';
import { ExpiryBadge } from './expiry-badge';

const PAGE_SIZE = 50;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'expiring', label: 'Expiring (30 days or fewer)' },
  { value: 'upcoming', label: 'Upcoming renewals (31–90 days)' },
];
const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  ...CONTRACT_CATEGORIES.map((c) => ({ value: c, label: c })),
];
const RISK_OPTIONS = [
  { value: 'all', label: 'All Risk Levels' },
  ...RISK_LEVELS.map((r) => ({ value: r, label: r })),
];
const RISK_VARIANT = { High: 'destructive', Medium: 'warning', Low: 'secondary' } as const;

function RowActions({ contract }: { contract: ContractView }) {
  const changeOrder = changeOrderHref(contract);
  const pos = purchaseOrdersHref(contract);
  return (
    <div className="flex flex-col items-stretch gap-1.5">
      {pos ? (
        <Button asChild variant="outline" size="sm">
          <a
            href={pos}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open purchase orders for ${contract.id} in a new tab`}
          >
            <ShoppingCart aria-hidden="true" />
            POs
          </a>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled aria-label={`No purchase orders for ${contract.id}`}>
          <ShoppingCart aria-hidden="true" />
          No POs
        </Button>
      )}
      {changeOrder ? (
        <Button asChild size="sm">
          <a
            href={changeOrder}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Create a change order for ${contract.id} in a new tab`}
          >
            <FilePen aria-hidden="true" />
            Change Order
          </a>
        </Button>
      ) : null}
    </div>
  );
}

const COLUMNS: ColumnDef<ContractView>[] = [
  {
    id: 'title',
    header: 'Contract',
    cell: ({ row }) => (
      <div className="min-w-48">
        <div className="font-medium text-slate-900">{row.original.title}</div>
        <div className="text-xs text-muted-foreground">
          {row.original.id}
          {row.original.autoRenewal ? ' · Auto-renews' : ''}
        </div>
      </div>
    ),
  },
  { id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendor },
  { id: 'category', header: 'Category', cell: ({ row }) => row.original.category },
  {
    id: 'value',
    header: 'Value',
    cell: ({ row }) => (
      <span className="tabular-nums">{formatCurrency(row.original.value, { whole: true })}</span>
    ),
  },
  { id: 'endDate', header: 'End Date', cell: ({ row }) => formatDate(row.original.endDate) },
  {
    id: 'daysToExpiry',
    header: 'Days to Expiry',
    cell: ({ row }) => <ExpiryBadge days={row.original.daysToExpiry} band={row.original.expiryBand} />,
  },
  {
    id: 'riskLevel',
    header: 'Risk',
    cell: ({ row }) => {
      const risk = row.original.riskLevel;
      return <Badge variant={RISK_VARIANT[risk as keyof typeof RISK_VARIANT] ?? 'outline'}>{risk}</Badge>;
    },
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Badge variant="outline" data-status={row.original.status}>
        {CONTRACT_STATUS_LABELS[row.original.status] ?? row.original.status}
      </Badge>
    ),
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <RowActions contract={row.original} /> },
];

/** The Contract Management Hub table: server-side search, filters, sort (default end date ascending) and paging. */
export function ContractsTable({ initialSearch }: { initialSearch: string }) {
  const paged = usePagedList<ContractView, 'status' | 'category' | 'risk'>(contractQueries.list, {
    pageSize: PAGE_SIZE,
    defaultSort: { field: 'endDate', desc: false },
    initialSearch,
    filters: { status: 'all', category: 'all', risk: 'all' },
  });

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="grid gap-3 md:grid-cols-[1fr_repeat(3,minmax(0,12rem))] md:items-end">
          <SearchField
            label="Search contracts"
            placeholder="Search contracts by title, vendor or ID..."
            {...paged.search}
          />
          <FilterSelect
            id="contract-status"
            label="Status"
            options={STATUS_OPTIONS}
            {...paged.filter('status')}
          />
          <FilterSelect
            id="contract-category"
            label="Category"
            options={CATEGORY_OPTIONS}
            {...paged.filter('category')}
          />
          <FilterSelect id="contract-risk" label="Risk" options={RISK_OPTIONS} {...paged.filter('risk')} />
        </div>
        <div className="flex justify-end">
          <ExportButton list="contracts" params={paged.exportParams} />
        </div>
        <PagedTable
          paged={paged}
          label="Contracts"
          columns={COLUMNS}
          loadingText="Loading contracts..."
          emptyText="No contracts found"
          sortable={CONTRACT_SORTS}
        />
      </CardContent>
    </Card>
  );
}
