import { FILE_KINDS } from '@shared/files';
import type { attachments } from '../db/schema/attachments';
import type { messages } from '../db/schema/messages';
import { placeholderPdf } from './demo-files';

/*
 * The parts of a demo message beyond its text: the record it is about and its stored files.
 */

/** A record by its natural key: a requisition or contract by its number (also its id), an RFP by title. */
export type RecordRef =
  ['requisition', reqNumber: string] | ['contract', contractNumber: string] | ['rfp', title: string];

/** The demo records the messages are about, as built for the same seed (their ids are looked up). */
export type DemoRecords = {
  requisitions: { id: string }[];
  contracts: { id: string }[];
  rfps: { id: string; title: string }[];
};

/** The id of the demo record a message is about, found by its natural key (a missing one is a seed bug). */
export function recordId(records: DemoRecords, [type, key]: RecordRef): string {
  const found =
    type === 'requisition'
      ? records.requisitions.find((r) => r.id === key)
      : type === 'contract'
        ? records.contracts.find((c) => c.id === key)
        : records.rfps.find((r) => r.title === key);
  if (!found) throw new Error(`demo message about a missing ${type} ${key}`);
  return found.id;
}

export type MessageFileRow = typeof attachments.$inferInsert;

/** Stored message files are attachments of this owner type (as compose.ts stores them). */
const MESSAGE_OWNER = 'message';

/**
 * A placeholder PDF for each attachment name of a demo message, stored like an uploaded file so its
 * sender and recipients (whoever holds a copy: src/server/attachments/access.ts) can download it and
 * Forward carries it over. The document names the message it came with.
 */
export function messageFiles(message: typeof messages.$inferInsert): MessageFileRow[] {
  const names = message.attachmentNames ?? [];
  const sent = message.timestamp instanceof Date ? message.timestamp.toISOString().slice(0, 10) : '';
  return names.map((fileName, i) => {
    if (!fileName.toLowerCase().endsWith('.pdf')) throw new Error(`demo message file ${fileName}: PDF only`);
    const content = placeholderPdf(fileName.replace(/\.pdf$/i, '').replaceAll('_', ' '), [
      `Attached to: ${message.subject}`,
      `From: ${message.fromName} <${message.fromAddress}>`,
      `To: ${message.toAddresses.join(', ')}`,
      `Sent: ${sent}`,
      '',
      'Placeholder document of the Procura demo data.',
    ]);
    return {
      id: `att-${message.id}-${i + 1}`,
      ownerType: MESSAGE_OWNER,
      ownerId: message.id,
      kind: 'attachment',
      fileName,
      mimeType: FILE_KINDS.pdf.mimeType,
      size: content.length,
      content,
      uploadedBy: message.fromUserId ?? null,
      createdAt: message.timestamp,
    };
  });
}
