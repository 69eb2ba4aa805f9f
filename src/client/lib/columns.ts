import type { ReactNode } from 'react';

/**
 * A list table's column: its id (the sort field where the server sorts by it), its visible heading and
 * how a row's cell shows. The server pages, sorts and filters, so a table only renders the page it got:
 * no table library is loaded for that (issue 10: each screen's first visit stays small).
 */
export type ColumnDef<T> = {
  id: string;
  header: string;
  cell: (context: { row: { original: T } }) => ReactNode;
};

/** A row's cell as its column shows it. */
export function renderCell<T>(column: ColumnDef<T>, original: T): ReactNode {
  return column.cell({ row: { original } });
}
