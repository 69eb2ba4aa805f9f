import { Suspense, type ReactNode } from 'react';

import { Table, TableBody, TableHeader } from '../components/ui/table';
import { lazyPart } from './lazy-part';

// TanStack Virtual loads only where a table is that long.
const VirtualRowsTable = lazyPart(() => import('./virtual-rows-table').then((m) => m.VirtualRowsTable));

/** From this many rows on, a table renders only the rows in view (TanStack Virtual). */
export const VIRTUAL_ROWS_FROM = 100;

/** What a virtualised row spreads on its `TableRow` (its index in the list); nothing otherwise. */
export type RowProps = { 'data-index'?: number };

export type RowsTableProps<T> = {
  /** The table's accessible name (none where a heading names its section). */
  label?: string;
  /** The header row(s). */
  head: ReactNode;
  rows: readonly T[];
  /** One row: a `TableRow` with a key, spreading `props`. */
  row: (item: T, props: RowProps) => ReactNode;
};

/**
 * A table of a record's rows (lines, items). Up to `VIRTUAL_ROWS_FROM` rows it is a plain table; past
 * that (a request may have 200 lines, an invoice 500) it scrolls in a box of its own under a sticky
 * header and renders only the rows in view, with spacer rows keeping the scroll height.
 */
export function RowsTable<T>(props: RowsTableProps<T>) {
  const plain = (
    <Table aria-label={props.label}>
      <TableHeader>{props.head}</TableHeader>
      <TableBody>{props.rows.map((item) => props.row(item, {}))}</TableBody>
    </Table>
  );
  if (props.rows.length < VIRTUAL_ROWS_FROM) return plain;
  return (
    <Suspense fallback={plain}>
      <VirtualRowsTable {...(props as RowsTableProps<unknown>)} />
    </Suspense>
  );
}
