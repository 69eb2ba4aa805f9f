import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ATTACHMENT_UPLOAD_MESSAGES } from '@shared/requisitions/constants';
import { RFP_RESPONSE_MESSAGES } from '@shared/rfps/response';
import { RFP_RESPONSE_MAX_FILES } from '@shared/rfps/files';
import { fileTooLargeMessage } from '@shared/files';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { respond, sentRfp } from '../test/factories/rfps';
import { FAKE_PDF, PDF, PNG, multipart, type FormFile } from '../test/factories/multipart';
import { attachments } from '../db/schema/attachments';
import { rfps } from '../db/schema/rfps';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld({ department: 'IT' })));
afterAll(() => t.close());

const upload = (token: string, files: FormFile[]) => {
  const body = multipart(
    {},
    files.map((f) => ({ field: 'files', ...f })),
  );
  return t.request({
    method: 'POST',
    url: `/api/rfp-response/attachments?token=${encodeURIComponent(token)}`,
    as: null,
    ...body,
  });
};
const stored = (ownerId: string) =>
  t.database.db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(eq(attachments.ownerType, 'rfp-response'), eq(attachments.ownerId, ownerId)));

describe('response attachments', () => {
  it('stores checked files on the vendor’s response (a draft when none yet) and removes them again', async () => {
    const { tokens } = await sentRfp(t, team.procurement, ['files@zzfiles.example']);
    const token = tokens.get('files@zzfiles.example')!;
    const res = await upload(token, [
      { name: 'quote.pdf', content: PDF },
      { name: 'photo.png', content: PNG },
    ]);
    expect(res.statusCode).toBe(201);
    const response = res.json().response;
    expect(response).toMatchObject({ status: 'draft', companyName: null });
    // In the order uploaded: each file's time is its own insert's.
    expect(response.attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      'quote.pdf',
      'photo.png',
    ]);
    expect(await stored(response.id)).toHaveLength(2);

    // Submitting keeps the files.
    const submitted = await respond(t, token);
    expect(submitted.json().response.attachments).toHaveLength(2);

    const fileId = response.attachments[0].id;
    const del = await t.request({
      method: 'DELETE',
      url: `/api/rfp-response/attachments/${fileId}?token=${encodeURIComponent(token)}`,
      as: null,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().response.attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      'photo.png',
    ]);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/rfp-response/attachments/${fileId}?token=${encodeURIComponent(token)}`,
      as: null,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a wrong type (by content too), an oversize file and too many files, storing nothing', async () => {
    const { tokens } = await sentRfp(t, team.procurement, ['bad@zzfiles.example']);
    const token = tokens.get('bad@zzfiles.example')!;
    const before = (await t.database.db.select({ id: attachments.id }).from(attachments)).length;

    const exe = await upload(token, [{ name: 'setup.exe', content: PDF }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(ATTACHMENT_UPLOAD_MESSAGES.type);
    const fake = await upload(token, [{ name: 'quote.pdf', content: FAKE_PDF }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(ATTACHMENT_UPLOAD_MESSAGES.type);

    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const oversize = await upload(token, [{ name: 'big.pdf', content: big }]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toBe(fileTooLargeMessage());

    const many = Array.from({ length: RFP_RESPONSE_MAX_FILES + 1 }, (_, i) => ({
      name: `q${i}.pdf`,
      content: PDF,
    }));
    const tooMany = await upload(token, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(RFP_RESPONSE_MESSAGES.tooManyFiles);

    expect((await t.database.db.select({ id: attachments.id }).from(attachments)).length).toBe(before);
  });

  it('is 404 for a wrong token and 410 after the deadline, storing nothing', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, ['late@zzfiles.example']);
    const before = (await t.database.db.select({ id: attachments.id }).from(attachments)).length;
    const wrong = await upload('no-such-token', [{ name: 'quote.pdf', content: PDF }]);
    expect(wrong.statusCode).toBe(404);
    await t.database.db
      .update(rfps)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(rfps.id, id));
    const late = await upload(tokens.get('late@zzfiles.example')!, [{ name: 'quote.pdf', content: PDF }]);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('expired');
    expect((await t.database.db.select({ id: attachments.id }).from(attachments)).length).toBe(before);
  });

  it('downloads through /api/attachments/:id with the prices: once bidding has closed, for those who see the RFP', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, ['dl@zzfiles.example'], { department: 'IT' });
    const token = tokens.get('dl@zzfiles.example')!;
    const fileId = (await upload(token, [{ name: 'quote.pdf', content: PDF }])).json().response.attachments[0]
      .id;
    const download = (as: typeof team.procurement) =>
      t.request({ method: 'GET', url: `/api/attachments/${fileId}`, as });
    const closeBidding = () =>
      t.database.db
        .update(rfps)
        .set({ closesAt: new Date(Date.now() - 1000) })
        .where(eq(rfps.id, id));
    expect((await download(team.procurement)).statusCode).toBe(404);
    // A draft (never submitted) response's files stay the vendor's, even after the deadline.
    await closeBidding();
    expect((await download(team.procurement)).statusCode).toBe(404);
    await t.database.db
      .update(rfps)
      .set({ closesAt: new Date(Date.now() + 86_400_000) })
      .where(eq(rfps.id, id));
    expect((await respond(t, token)).statusCode).toBe(200);
    expect((await download(team.procurement)).statusCode).toBe(404);
    await closeBidding();
    const open = await download(team.procurement);
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.equals(PDF)).toBe(true);
    expect((await download(team.employee)).statusCode).toBe(200);
    const other = await createTeam(t, 'HR');
    expect((await download(other.employee)).statusCode).toBe(404);
  });
});
