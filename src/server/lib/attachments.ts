import { open } from 'node:fs/promises';
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { AttachmentOwnerType } from '@shared/records';
import type { DbOrTx } from '../db/client';
import { attachments } from '../db/schema/attachments';
import { notFound } from '../http/errors';
import type { Upload } from '../http/files';
import { newId } from './ids';

/** Files stored in the database as attachments of a record (`attachments` table), whatever the record. */

export type StoredAttachment = {
  id: string;
  fileName: string;
  size: number;
  mimeType: string;
  createdAt: string;
};

/**
 * One stored file of a record (the caller has checked the user may see the record) — or of any of
 * the records a subquery of ids names; 404 otherwise.
 */
export async function ownedFile(
  db: DbOrTx,
  owner: { ownerType: AttachmentOwnerType; ownerId: string | SQLWrapper },
  fileId: string,
  what = 'Attachment',
) {
  const [file] = await db
    .select({ fileName: attachments.fileName, mimeType: attachments.mimeType, content: attachments.content })
    .from(attachments)
    .where(
      and(
        eq(attachments.ownerType, owner.ownerType),
        typeof owner.ownerId === 'string'
          ? eq(attachments.ownerId, owner.ownerId)
          : inArray(attachments.ownerId, owner.ownerId),
        eq(attachments.id, fileId),
      ),
    );
  if (!file) throw notFound(what);
  return file;
}

/** What a record's detail tells of each stored file (the content stays behind /api/attachments/{id}). */
export const attachmentInfoColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  size: attachments.size,
  mimeType: attachments.mimeType,
  createdAt: attachments.createdAt,
};

/**
 * The stored files of a record as one JSON column of its detail's statement (oldest first): those of
 * each owner given, an owner's id being a value or the statement's own column. `filesOf` reads it.
 */
export function storedFilesColumn(owners: [AttachmentOwnerType, SQLWrapper][]) {
  // The owner type as a literal (one of a fixed few): the statement's text, and its plan, stay the same.
  const owned = owners.map(
    ([type, id]) => sql`(a.owner_type = ${sql.raw(`'${type}'`)} and a.owner_id = ${id})`,
  );
  return sql<StoredAttachment[] | null>`(
    select json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'size', a.size,
      'mimeType', a.mime_type, 'createdAt', a.created_at) order by a.created_at, a.id)
    from ${attachments} a where ${sql.join(owned, sql` or `)})`;
}

/** The files of storedFilesColumn, their times as the API writes them (ISO, UTC). */
export const filesOf = (files: StoredAttachment[] | null): StoredAttachment[] =>
  (files ?? []).map((f) => ({ ...f, createdAt: new Date(f.createdAt).toISOString() }));

/** Uploads reach the database in pieces of this size. */
const STORE_CHUNK = 1024 * 1024;

/**
 * Stores one checked upload as an attachment of a record, inside the caller's transaction. The
 * content goes from its temporary file to the database a megabyte at a time, as hex text the
 * database decodes, into a temporary table (dropped at commit) that the insert then joins: the
 * process never holds a whole file, PGlite (which keeps whatever memory one statement needed) is
 * never handed 10 MB at once, and no row is rewritten piece by piece.
 */
export async function storeAttachment(
  tx: DbOrTx,
  input: {
    ownerType: AttachmentOwnerType;
    ownerId: string;
    kind?: string;
    file: Upload;
    userId: string | null;
  },
): Promise<StoredAttachment> {
  await tx.execute(sql`create temp table if not exists upload_pieces (n int, piece bytea) on commit drop`);
  const handle = await open(input.file.path, 'r');
  try {
    const buffer = Buffer.alloc(STORE_CHUNK);
    for (let n = 0; ; n++) {
      const { bytesRead } = await handle.read(buffer, 0, STORE_CHUNK, null);
      if (!bytesRead) break;
      const hex = buffer.subarray(0, bytesRead).toString('hex');
      await tx.execute(sql`insert into upload_pieces (n, piece) values (${n}, decode(${hex}, 'hex'))`);
    }
  } finally {
    await handle.close();
  }
  const [row] = await tx
    .insert(attachments)
    .values({
      id: newId('att'),
      ownerType: input.ownerType,
      ownerId: input.ownerId,
      kind: input.kind ?? 'attachment',
      fileName: input.file.fileName,
      mimeType: input.file.mimeType,
      size: input.file.size,
      content: sql`(select coalesce(string_agg(piece, ''::bytea order by n), ''::bytea) from upload_pieces)`,
      uploadedBy: input.userId,
      // The time of this insert, not of the transaction: files uploaded together keep their order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning(attachmentInfoColumns);
  await tx.execute(sql`delete from upload_pieces`);
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}
