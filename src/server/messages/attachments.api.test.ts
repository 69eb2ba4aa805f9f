import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fileTooLargeMessage } from '@shared/files';
import { ATTACHMENT_UPLOAD_MESSAGES } from '@shared/requisitions/constants';
import { attachments } from '../db/schema/attachments';
import { messages } from '../db/schema/messages';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { EXE, FAKE_PDF, PDF, PNG, multipart, type FormFile } from '../test/factories/multipart';
import type { TestApp } from '../test/harness';

/**
 * Message attachments (issue 13): the requisition attachment kinds, content checked, 10 MB each. A
 * refused file is answered in the one error shape with the file field's message, and nothing of the
 * message is stored — neither the message nor any of its files.
 */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const TYPE_MESSAGE = ATTACHMENT_UPLOAD_MESSAGES.type;
const compose = (subject: string, files: FormFile[]) =>
  t.request({
    method: 'POST',
    url: '/api/messages',
    as: team.employee,
    ...multipart({ to: team.manager.email, subject, content: 'See the file.' }, files),
  });
const count = async (table: typeof attachments | typeof messages) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const stored = async () => ({ messages: await count(messages), files: await count(attachments) });

describe('message attachments refused', () => {
  it('a file above 10 MB: 413 with the file field’s message, nothing stored', async () => {
    const before = await stored();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await compose('Zzatt big', [{ name: 'big.pdf', type: 'application/pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: fileTooLargeMessage(),
      code: 'payload_too_large',
      fieldErrors: { file: fileTooLargeMessage() },
    });
    // Exactly 10 MB is still taken.
    const limit = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    const ok = await compose('Zzatt limit', [{ name: 'limit.pdf', type: 'application/pdf', content: limit }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await stored()).toEqual({ messages: before.messages + 1, files: before.files + 1 });
  });

  it('content that is not what the name and type say: 400 with the file field’s message, nothing stored', async () => {
    const before = await stored();
    const cases: FormFile[][] = [
      [{ name: 'quote.pdf', type: 'application/pdf', content: FAKE_PDF }],
      [{ name: 'photo.png', type: 'image/png', content: EXE }],
      [{ name: 'photo.jpg', type: 'image/jpeg', content: PNG }],
      [{ name: 'sheet.xlsx', content: Buffer.from('plain text, not a workbook') }],
      [{ name: 'setup.exe', type: 'application/octet-stream', content: EXE }],
      // One good file does not carry a bad one through.
      [
        { name: 'good.pdf', type: 'application/pdf', content: PDF },
        { name: 'bad.pdf', type: 'application/pdf', content: FAKE_PDF },
      ],
    ];
    for (const files of cases) {
      const res = await compose('Zzatt mismatch', files);
      const what = files.map((f) => f.name).join();
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({
        message: TYPE_MESSAGE,
        code: 'validation',
        fieldErrors: { file: TYPE_MESSAGE },
      });
    }
    expect(await stored()).toEqual(before);
    const sent = await t.request({
      method: 'GET',
      url: '/api/messages?folder=sent&q=Zzatt%20mismatch',
      as: team.employee,
    });
    expect(sent.json()).toEqual([]);
  });
});
