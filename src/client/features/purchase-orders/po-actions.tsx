import type { ReactNode } from 'react';
import { FileDown, Pencil, Send } from 'lucide-react';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatDate } from '@shared/format';

import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/link-button';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { CancelPoDialog } from './cancel-po-dialog';
import { useIssuePurchaseOrder } from './mutations';
import { poEditHref } from '../../lib/po-links';

/** The PO as the vendor receives it (GET /api/purchase-orders/{id}/pdf). */
const poPdfUrl = (id: string) => `/api/purchase-orders/${encodeURIComponent(id)}/pdf`;

/** The summary's actions, each offered when the server says the user may (`po.can`); `children` adds more (Receive goods). */
export function PoActions({ po, children }: { po: PurchaseOrderDetail; children?: ReactNode }) {
  const issue = useIssuePurchaseOrder(po.id);
  function issueToVendor() {
    issue.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Issued to vendor', description: `${po.poNumber} was sent to ${po.vendorName}.` }),
      onError: (e) => toast({ variant: 'destructive', title: 'Error', description: errorText(e) }),
    });
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {po.issuedAt && <Badge variant="secondary">Issued {formatDate(po.issuedAt)}</Badge>}
      {po.can.edit && (
        <LinkButton href={poEditHref(po.id)} icon={Pencil} variant="outline">
          Edit
        </LinkButton>
      )}
      {po.can.issue && (
        <Button onClick={issueToVendor} disabled={issue.isPending}>
          <Send aria-hidden="true" />
          {issue.isPending ? 'Issuing...' : 'Issue to vendor'}
        </Button>
      )}
      {po.can.downloadPdf && (
        <Button asChild variant="outline">
          <a href={poPdfUrl(po.id)} download={`${po.poNumber}.pdf`}>
            <FileDown aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      )}
      {children}
      {po.can.cancel && <CancelPoDialog po={po} />}
    </div>
  );
}
