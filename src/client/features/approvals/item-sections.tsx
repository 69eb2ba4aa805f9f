import type { ComponentProps } from 'react';

import { AttachmentList } from '../../components/attachment-list';
import { LineItemsTable } from './line-items-table';

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
