import { Paperclip } from 'lucide-react';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Detail } from './po-details-card';

/** Contract information and the PO's attachments: stored files download, names without a file are listed. */
export function PoContractCard({ po }: { po: PurchaseOrderDetail }) {
  const stored = new Set(po.attachmentFiles.map((f) => f.fileName));
  const namesOnly = po.attachments.filter((name) => !stored.has(name));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="text-base">Contract Information</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-2 gap-4">
          <Detail label="Contract Number">{po.contractNumber}</Detail>
          <Detail label="Agreement Date">{formatDate(po.agreementDate)}</Detail>
          <Detail label="Contract Start Date">{formatDate(po.contractStartDate)}</Detail>
          <Detail label="Contract End Date">{formatDate(po.contractEndDate)}</Detail>
          {po.contract && (
            <>
              <Detail label="Contract">{po.contract.title}</Detail>
              <Detail label="Contract Value">{formatCurrency(po.contract.value)}</Detail>
              <Detail label="Contract Status">{po.contract.status}</Detail>
              <Detail label="Contract Vendor">{po.contract.vendorName}</Detail>
            </>
          )}
        </dl>
        <section aria-labelledby="po-attachments">
          <h3 id="po-attachments" className="mb-2 text-sm font-semibold">
            Attachments
          </h3>
          {po.attachmentFiles.length === 0 && namesOnly.length === 0 ? (
            <p className="text-sm text-muted-foreground">No attachments</p>
          ) : (
            <ul className="space-y-1.5" aria-label="Attachments">
              {po.attachmentFiles.map((f) => (
                <li key={f.id} className="flex items-center gap-2 text-sm">
                  <Paperclip className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  <a
                    href={`/api/attachments/${encodeURIComponent(f.id)}`}
                    download={f.fileName}
                    className="text-blue-700 underline"
                  >
                    {f.fileName}
                  </a>
                </li>
              ))}
              {namesOnly.map((name) => (
                <li key={name} className="flex items-center gap-2 text-sm">
                  <Paperclip className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  {name}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
