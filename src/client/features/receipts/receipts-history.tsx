import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PackageCheck } from 'lucide-react';
import { formatDate } from '@shared/format';

import { SectionCard } from '../../components/section-card';
import { Skeleton } from '../../components/ui/skeleton';
import { ListPager } from '../../lib/list-pager';
import { RECEIPTS_PAGE_SIZE, receiptQueries } from './queries';

/** The goods receipts recorded against a PO: date, who, quantities per line and notes. */
export function ReceiptsHistory({ poId }: { poId: string }) {
  const [offset, setOffset] = useState(0);
  const receipts = useQuery(receiptQueries.ofPurchaseOrder(poId, offset));
  return (
    <SectionCard title="Goods Receipts">
      {receipts.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : receipts.isError ? (
        <p className="text-sm text-destructive">Could not load the goods receipts.</p>
      ) : receipts.data.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No goods received yet.</p>
      ) : (
        <ol aria-label="Goods receipts" className="space-y-3">
          {receipts.data.rows.map((r) => (
            <li key={r.id} className="rounded-lg border p-3">
              <p className="flex items-center gap-2 text-sm font-medium">
                <PackageCheck className="size-4 text-emerald-600" aria-hidden="true" />
                Received {formatDate(r.receivedDate)} by {r.receivedBy}
              </p>
              <ul className="mt-1 space-y-0.5 pl-6 text-sm text-slate-700">
                {r.lines.map((l) => (
                  <li key={l.poLineId}>
                    Line {l.lineNo}: {l.description} × {l.quantity}
                  </li>
                ))}
              </ul>
              {r.notes && <p className="mt-1 pl-6 text-sm text-muted-foreground italic">{r.notes}</p>}
            </li>
          ))}
        </ol>
      )}
      {receipts.data ? (
        <ListPager
          offset={offset}
          limit={RECEIPTS_PAGE_SIZE}
          page={receipts.data}
          onOffsetChange={setOffset}
          label="Goods receipts pages"
        />
      ) : null}
    </SectionCard>
  );
}
