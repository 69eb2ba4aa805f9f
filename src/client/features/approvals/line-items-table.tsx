import { formatCurrency } from '@shared/format';

import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { RowsTable } from '../../lib/rows-table';

type Line = { description: string; quantity: number; unitPrice: string; total: string };

/** Line items of an approval or review item: description, quantity, unit price, total. */
export function LineItemsTable({ items, label = 'Line items' }: { items: Line[]; label?: string }) {
  const rows = items.map((line, i) => ({ ...line, key: i }));
  return (
    <RowsTable
      label={label}
      head={
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead className="text-right">Quantity</TableHead>
          <TableHead className="text-right">Unit Price</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      }
      rows={rows}
      row={(l, props) => (
        <TableRow key={l.key} {...props}>
          <TableCell>{l.description}</TableCell>
          <TableCell className="text-right">{l.quantity}</TableCell>
          <TableCell className="text-right">{formatCurrency(l.unitPrice)}</TableCell>
          <TableCell className="text-right font-medium">{formatCurrency(l.total)}</TableCell>
        </TableRow>
      )}
    />
  );
}
