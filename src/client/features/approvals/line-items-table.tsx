import { formatCurrency } from '@shared/format';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';

type Line = { description: string; quantity: number; unitPrice: string; total: string };

/** Line items of an approval or review item: description, quantity, unit price, total. */
export function LineItemsTable({ items, label = 'Line items' }: { items: Line[]; label?: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead className="text-right">Quantity</TableHead>
          <TableHead className="text-right">Unit Price</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((l, i) => (
          <TableRow key={i}>
            <TableCell>{l.description}</TableCell>
            <TableCell className="text-right">{l.quantity}</TableCell>
            <TableCell className="text-right">{formatCurrency(l.unitPrice)}</TableCell>
            <TableCell className="text-right font-medium">{formatCurrency(l.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
