import type { ComponentProps, ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { REVIEW_STATUS_LABEL, REVIEW_TYPE_LABELS, type ReviewItem } from '@shared/approvals/review-queue';

import { AttachmentList } from '../../components/attachment-list';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LineItemsTable } from './line-items-table';

/** A text of an item under review (Description, Business Justification), its line breaks kept. */
export function ItemText({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold">{title}</h3>
      <p className="text-sm whitespace-pre-line text-slate-700">{children}</p>
    </section>
  );
}

/** The Line Items section of an item under review (left out when it has none). */
export function ItemLines({ items }: { items: ComponentProps<typeof LineItemsTable>['items'] }) {
  if (!items.length) return null;
  return (
    <section className="space-y-1">
      <h3 className="text-sm font-semibold">Line Items</h3>
      <LineItemsTable items={items} />
    </section>
  );
}

/** The Attachments section of an item under review: its files, downloadable, before the decision. */
export function ItemAttachments({
  item,
}: {
  item: {
    title: string;
    attachments: string[];
    attachmentFiles: ComponentProps<typeof AttachmentList>['files'];
  };
}) {
  return (
    <section className="space-y-1">
      <h3 className="text-sm font-semibold">Attachments</h3>
      <AttachmentList
        names={item.attachments}
        files={item.attachmentFiles}
        label={`Attachments of ${item.title}`}
      />
    </section>
  );
}

/** A review-queue item's type and status badges, beside its title in the list and the detail view. */
export function ReviewBadges({ item }: { item: Pick<ReviewItem, 'type' | 'status'> }) {
  return (
    <>
      <Badge variant="outline" data-type={item.type}>
        {REVIEW_TYPE_LABELS[item.type]}
      </Badge>
      <Badge variant="warning" data-status={item.status}>
        {REVIEW_STATUS_LABEL}
      </Badge>
    </>
  );
}

/** Reject and Approve, the decision on an item under review; both wait while one is being sent. */
export function DecisionButtons({
  pending,
  onDecide,
}: {
  pending: boolean;
  onDecide: (action: 'approve' | 'reject') => void;
}) {
  return (
    <>
      <Button variant="destructive" disabled={pending} onClick={() => onDecide('reject')}>
        <X aria-hidden="true" />
        Reject
      </Button>
      <Button
        disabled={pending}
        onClick={() => onDecide('approve')}
        className="bg-emerald-600 hover:bg-emerald-700"
      >
        <Check aria-hidden="true" />
        Approve
      </Button>
    </>
  );
}
