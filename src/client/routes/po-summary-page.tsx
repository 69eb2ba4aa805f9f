import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { formatCurrency } from '@shared/format';

import { LinkButton } from '../components/link-button';
import { toast } from '../components/ui/use-toast';
import { errorText, isApiError } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';
import { useWatchRecord } from '../lib/live-events';
import { purchaseOrderQueries } from '../lib/queries/purchase-orders';
import { PoActions } from '../features/purchase-orders/po-actions';
import { PoBlanketCard } from '../features/purchase-orders/po-blanket-card';
import { PoContractCard } from '../features/purchase-orders/po-contract-card';
import { PoDetailsCard } from '../features/purchase-orders/po-details-card';
import { PoLinesCard } from '../features/purchase-orders/po-lines-card';
import { PoStatusBadge } from '../features/purchase-orders/po-status-badge';
import { PoWorkflowCard } from '../features/purchase-orders/po-workflow-card';
import { ReleaseDialog } from '../features/purchase-orders/release-dialog';
import { ReceiptsHistory } from '../features/receipts/receipts-history';
import { ReceiveGoodsDialog } from '../features/receipts/receive-goods-dialog';

const DEFAULT_ID = 'po-001';
const NOT_FOUND = 'PO not found';

function BackToPos() {
  return (
    <LinkButton href="/purchase-orders" icon={ArrowLeft} variant="ghost" className="-ml-2">
      Back to POs
    </LinkButton>
  );
}

export default function PoSummaryPage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim() || DEFAULT_ID;
  // A missing PO is the page's to show (meta.silent).
  const po = useQuery({ ...purchaseOrderQueries.detail(id), enabled: id !== '', meta: { silent: true } });
  useWatchRecord('purchase-order', id);
  const notFound = isApiError(po.error, 'not_found');
  useDocumentTitle(po.data ? po.data.poNumber : 'PO Summary');

  useEffect(() => {
    if (notFound)
      toast({ variant: 'destructive', title: NOT_FOUND, description: `No purchase order ${id}.` });
    else if (po.error) toast({ variant: 'destructive', title: 'Error', description: errorText(po.error) });
  }, [notFound, po.error, id]);

  if (po.isPending) {
    return (
      <div className="space-y-4">
        <BackToPos />
        <p className="py-10 text-center text-muted-foreground" role="status">
          Loading PO details...
        </p>
      </div>
    );
  }
  if (po.isError) {
    return (
      <div className="space-y-4">
        <BackToPos />
        <h1 className="py-10 text-center text-xl font-semibold text-slate-900">
          {notFound ? NOT_FOUND : 'Could not load the PO'}
        </h1>
      </div>
    );
  }

  const data = po.data;
  return (
    <div className="space-y-6">
      <BackToPos />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{data.poNumber}</h1>
            <PoStatusBadge status={data.status} />
            {data.isBlanketPO && <span className="text-sm text-muted-foreground">Blanket PO</span>}
          </div>
          <p className="text-sm text-muted-foreground">
            {data.vendorName} · {formatCurrency(data.amount)}
          </p>
        </div>
        <PoActions po={data}>{data.can.receive && <ReceiveGoodsDialog po={data} />}</PoActions>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <PoDetailsCard po={data} />
        <PoContractCard po={data} />
      </div>
      {data.isBlanketPO && (
        <PoBlanketCard po={data} action={data.can.release ? <ReleaseDialog po={data} /> : undefined} />
      )}
      <PoLinesCard po={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PoWorkflowCard po={data} />
        <ReceiptsHistory poId={data.id} />
      </div>
    </div>
  );
}
