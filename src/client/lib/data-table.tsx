import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { cn } from './cn';
import { ariaSort, toggleSort, type ListSort } from './list-sort';

export type DataTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<T, unknown>[];
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
 * A server-side list table (TanStack Table in manual mode: the server pages, sorts and filters; this
 * renders the page it got). A column's `header` string is its visible heading.
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
  // Not compiled by the React Compiler (the app does not use it); TanStack Table is used as documented.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
  });
  const colCount = columns.length;

  return (
    <Table aria-label={label} aria-busy={loading || undefined}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              const id = header.column.id;
              const canSort = sortable.includes(id) && onSortChange;
              const content = flexRender(header.column.columnDef.header, header.getContext());
              if (!canSort) return <TableHead key={header.id}>{content}</TableHead>;
              const state = ariaSort(sort, id);
              const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
              return (
                <TableHead key={header.id} aria-sort={state}>
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
        ))}
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
          table.getRowModel().rows.map((row) => (
            <TableRow key={row.id} data-row-id={row.id} className={rowClassName?.(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
