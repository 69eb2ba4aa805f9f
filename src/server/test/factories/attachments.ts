import { attachments } from '../../db/schema/attachments';
import type { TestApp } from '../harness';
import { unique } from './unique';

/** A stored file (a 3-byte PDF) of a record, written directly with the given upload time. */
export const storedFile = (ownerType: string, ownerId: string, fileName: string, createdAt: Date) => ({
  id: unique('att'),
  ownerType,
  ownerId,
  fileName,
  mimeType: 'application/pdf',
  size: 3,
  content: Buffer.from('pdf'),
  createdAt,
});

/** Writes stored files (storedFile) in one insert. */
export async function storeFiles(t: TestApp, files: ReturnType<typeof storedFile>[]) {
  await t.database.db.insert(attachments).values(files);
}
