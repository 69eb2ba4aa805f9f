import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatCurrency } from '@shared/format';

import { Badge } from '../../components/ui/badge';
import { SectionCard } from '../../components/section-card';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { RowsTable } from '../../lib/rows-table';

/** The PO's lines with ordered and received quantities. */
export function PoLinesCard({ po }: { po: PurchaseOrderDetail }) {
  return (
    <SectionCard title="Line Items">
      <RowsTable
        label="Line items"
        head={
          <TableRow>
            <TableHead>#</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>GL Code</TableHead>
            <TableHead className="text-right">Ordered</TableHead>
            <TableHead className="text-right">Received</TableHead>
            <TableHead className="text-right">Unit Price</TableHead>
            <TableHead className="text-right">Total</TableHead>
          </TableRow>
        }
        rows={po.lines}
        row={(l, props) => (
          <TableRow {...props} key={l.id} data-line-no={l.lineNo}>
            <TableCell>{l.lineNo}</TableCell>
            <TableCell>
              {l.description}
              {l.productNumber && (
                <span className="block text-xs text-muted-foreground">{l.productNumber}</span>
              )}
            </TableCell>
            <TableCell>{l.glCode}</TableCell>
            <TableCell className="text-right">
              {l.quantity} {l.unitOfMeasure}
            </TableCell>
            <TableCell className="text-right" data-testid="quantity-received">
              <span className="inline-flex items-center gap-1.5">
                {l.quantityReceived}
                {l.fullyReceived && <Badge variant="success">Fully received</Badge>}
              </span>
            </TableCell>
            <TableCell className="text-right">{formatCurrency(l.unitPrice)}</TableCell>
            <TableCell className="text-right font-medium">{formatCurrency(l.total)}</TableCell>
          </TableRow>
        )}
      />
      <p className="mt-3 text-right text-sm font-semibold">Total {formatCurrency(po.amount)}</p>
    </SectionCard>
  );
}
