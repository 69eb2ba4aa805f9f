import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

import { Table, TableBody, TableHeader } from '../components/ui/table';
import type { RowsTableProps } from './rows-table';

/** A row's height as estimated for the spacers (a one-line row). */
const ROW_HEIGHT = 41;
/** The scrolling box's height (max-h-[36rem]): the rows of the first paint, before it is measured. */
const BOX_HEIGHT = 576;

/** `RowsTable` past `VIRTUAL_ROWS_FROM` rows (loaded only then). */
export function VirtualRowsTable<T>({ label, head, rows, row }: RowsTableProps<T>) {
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
