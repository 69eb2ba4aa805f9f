import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { CONTRACT_STATUS_LABELS } from '@shared/contracts/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { AttachmentList } from '../../components/attachment-list';
import { Fact } from '../../components/fact';
import { SectionCard } from '../../components/section-card';

/** Contract information and the PO's attachments: stored files download, names without a file are listed. */
export function PoContractCard({ po }: { po: PurchaseOrderDetail }) {
  return (
    <SectionCard title="Contract Information" className="space-y-5">
      <dl className="grid grid-cols-2 gap-4">
        <Fact label="Contract Number">{po.contractNumber}</Fact>
        <Fact label="Agreement Date">{formatDate(po.agreementDate)}</Fact>
        <Fact label="Contract Start Date">{formatDate(po.contractStartDate)}</Fact>
        <Fact label="Contract End Date">{formatDate(po.contractEndDate)}</Fact>
        {po.contract && (
          <>
            <Fact label="Contract">{po.contract.title}</Fact>
            <Fact label="Contract Value">{formatCurrency(po.contract.value)}</Fact>
            <Fact label="Contract Status">
              {CONTRACT_STATUS_LABELS[po.contract.status] ?? po.contract.status}
            </Fact>
            <Fact label="Contract Vendor">{po.contract.vendorName}</Fact>
          </>
        )}
      </dl>
      <section aria-labelledby="po-attachments">
        <h3 id="po-attachments" className="mb-2 text-sm font-semibold">
          Attachments
        </h3>
        <AttachmentList names={po.attachments} files={po.attachmentFiles} />
      </section>
    </SectionCard>
  );
}
