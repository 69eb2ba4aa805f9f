import { useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

import { Table, TableBody, TableHeader } from '../components/ui/table';

/** From this many rows on, a table renders only the rows in view (TanStack Virtual). */
export const VIRTUAL_ROWS_FROM = 100;
/** A row's height as estimated for the spacers (a one-line row). */
const ROW_HEIGHT = 41;
/** The scrolling box's height (max-h-[36rem]): the rows of the first paint, before it is measured. */
const BOX_HEIGHT = 576;

/** What a virtualised row spreads on its `TableRow` (its index in the list); nothing otherwise. */
export type RowProps = { 'data-index'?: number };

type Props<T> = {
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
export function RowsTable<T>(props: Props<T>) {
  if (props.rows.length < VIRTUAL_ROWS_FROM)
    return (
      <Table aria-label={props.label}>
        <TableHeader>{props.head}</TableHeader>
        <TableBody>{props.rows.map((item) => props.row(item, {}))}</TableBody>
      </Table>
    );
  return <VirtualRowsTable {...props} />;
}

function VirtualRowsTable<T>({ label, head, rows, row }: Props<T>) {
  const box = useRef<HTMLDivElement | null>(null);
  // TanStack Virtual hands out functions that the React Compiler cannot memoize; the app does not use it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 0, height: BOX_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={box} className="max-h-[36rem] overflow-y-auto" data-virtual-rows={rows.length}>
      <Table aria-label={label} aria-rowcount={rows.length + 1}>
        <TableHeader className="sticky top-0 z-10 bg-background">{head}</TableHeader>
        <TableBody>
          {top > 0 ? <tr aria-hidden="true" style={{ height: top }} /> : null}
          {items.map((v) => row(rows[v.index] as T, { 'data-index': v.index }))}
          {bottom > 0 ? <tr aria-hidden="true" style={{ height: bottom }} /> : null}
        </TableBody>
      </Table>
    </div>
  );
}
