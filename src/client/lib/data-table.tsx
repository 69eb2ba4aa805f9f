import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { cn } from './cn';
import { renderCell, type ColumnDef } from './columns';
import { ariaSort, toggleSort, type ListSort } from './list-sort';

export type DataTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<T>[];
  rows: T[] | undefined;
  /** Shown in place of the rows while the first page loads (e.g. 'Loading vendors...'). */
  loadingText: string;
  /** Shown when the server answers no rows (e.g. 'No vendors found'). */
  emptyText: string;
  loading: boolean;
  getRowId: (row: T) => string;
  /** Column ids the server can sort by; their headers become buttons with aria-sort. */
  sortable?: readonly string[];
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort) => void;
  rowClassName?: (row: T) => string | undefined;
};

/**
 * A server-side list table (the server pages, sorts and filters; this renders the page it got). A
 * column's `header` string is its visible heading.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  loadingText,
  emptyText,
  loading,
  getRowId,
  sortable = [],
  sort,
  onSortChange,
  rowClassName,
}: DataTableProps<T>) {
  const colCount = columns.length;

  return (
    <Table aria-label={label} aria-busy={loading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => {
            const id = column.id;
            const canSort = sortable.includes(id) && onSortChange;
            const content = column.header;
            if (!canSort) return <TableHead key={id}>{content}</TableHead>;
            const state = ariaSort(sort, id);
            const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
            return (
              <TableHead key={id} aria-sort={state}>
                <button
                  type="button"
                  onClick={() => onSortChange(toggleSort(sort, id))}
                  className="inline-flex items-center gap-1 rounded-sm uppercase hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {content}
                  <Icon className={cn('size-3.5', state === 'none' && 'opacity-40')} aria-hidden="true" />
                </button>
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows === undefined ? (
          <TableRow>
            <TableCell colSpan={colCount} className="py-10 text-center text-muted-foreground">
              {loading ? loadingText : emptyText}
            </TableCell>
          </TableRow>
        ) : rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={colCount} className="py-10 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => {
            const id = getRowId(row);
            return (
              <TableRow key={id} data-row-id={id} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id}>{renderCell(column, row)}</TableCell>
                ))}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
