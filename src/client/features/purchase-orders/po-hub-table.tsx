import { useMemo } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, Pencil } from 'lucide-react';
import type { PurchaseOrder } from '@shared/purchase-orders/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { LinkButton } from '../../components/link-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { renderCell, type ColumnDef } from '../../lib/columns';
import { PoStatusBadge } from './po-status-badge';
import { poEditHref, poSummaryHref } from '../../lib/po-links';

type Props = {
  rows: PurchaseOrder[];
  sort: string;
  onSortChange: (sort: string) => void;
  canEditRow: (po: PurchaseOrder) => boolean;
  busy: boolean;
};

/** Columns whose header sorts on the server (column id = server sort field). */
const SORTABLE = new Set(['poNumber', 'vendor', 'amount', 'status', 'createdAt']);

function SortHeader({
  id,
  label,
  sort,
  onSortChange,
}: {
  id: string;
  label: string;
  sort: string;
  onSortChange: (s: string) => void;
}) {
  const active = sort === id || sort === `-${id}`;
  const descending = sort === `-${id}`;
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={() => onSortChange(active && !descending ? `-${id}` : id)}
      className="inline-flex items-center gap-1 uppercase hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label={`Sort by ${label}`}
    >
      {label}
      <Icon className="size-3" aria-hidden="true" />
    </button>
  );
}

/** The Purchase Order Hub's table (one server page; sorting is done by the server). */
export function PoHubTable({ rows, sort, onSortChange, canEditRow, busy }: Props) {
  const columns = useMemo<ColumnDef<PurchaseOrder>[]>(
    () => [
      {
        id: 'poNumber',
        header: 'PO Number',
        cell: ({ row }) => <span className="font-medium">{row.original.poNumber}</span>,
      },
      { id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendorName },
      {
        id: 'description',
        header: 'Description',
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-xs" title={row.original.description}>
            {row.original.description}
            {row.original.contractNumber && (
              <span className="block text-xs text-muted-foreground">
                Contract {row.original.contractNumber}
              </span>
            )}
          </span>
        ),
      },
      { id: 'amount', header: 'Amount', cell: ({ row }) => formatCurrency(row.original.amount) },
      { id: 'status', header: 'Status', cell: ({ row }) => <PoStatusBadge status={row.original.status} /> },
      { id: 'createdAt', header: 'Created', cell: ({ row }) => formatDate(row.original.createdAt) },
      {
        id: 'blanket',
        header: 'Blanket Used / Remaining',
        cell: ({ row }) =>
          row.original.isBlanketPO ? (
            <span className="text-xs">
              <span className="block">Used {formatCurrency(row.original.blanketUsed)}</span>
              <span className="block text-muted-foreground">
                Remaining {formatCurrency(row.original.blanketRemaining)}
              </span>
            </span>
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="flex gap-1.5">
            <LinkButton href={poSummaryHref(row.original.id)} icon={Eye} variant="outline" size="sm">
              View
            </LinkButton>
            {canEditRow(row.original) && (
              <LinkButton href={poEditHref(row.original.id)} icon={Pencil} variant="outline" size="sm">
                Edit
              </LinkButton>
            )}
          </div>
        ),
      },
    ],
    [canEditRow],
  );
  return (
    <Table aria-label="Purchase orders" aria-busy={busy}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.id}>
              {SORTABLE.has(column.id) ? (
                <SortHeader id={column.id} label={column.header} sort={sort} onSortChange={onSortChange} />
              ) : (
                column.header
              )}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((po) => (
          <TableRow key={po.id} data-po-number={po.poNumber}>
            {columns.map((column) => (
              <TableCell key={column.id}>{renderCell(column, po)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
