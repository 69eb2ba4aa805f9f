import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Pencil, Send } from 'lucide-react';
import type { SessionUser } from '@shared/auth/types';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatDate } from '@shared/format';

import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { CancelPoDialog } from './cancel-po-dialog';
import { canCancel, canEdit, canIssue } from './po-rules';
import { useIssuePurchaseOrder } from './mutations';

/** The summary's actions, each offered by status and permission; `children` adds more (Receive goods). */
export function PoActions({
  po,
  user,
  children,
}: {
  po: PurchaseOrderDetail;
  user: SessionUser | null | undefined;
  children?: ReactNode;
}) {
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
      {canEdit(po, user) && (
        <Button asChild variant="outline">
          <Link href={`/po-edit?id=${encodeURIComponent(po.id)}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      )}
      {canIssue(po, user) && (
        <Button onClick={issueToVendor} disabled={issue.isPending}>
          <Send aria-hidden="true" />
          {issue.isPending ? 'Issuing...' : 'Issue to vendor'}
        </Button>
      )}
      {children}
      {canCancel(po, user) && <CancelPoDialog po={po} />}
    </div>
  );
}
