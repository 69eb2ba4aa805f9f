import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { attachments } from '../db/schema/attachments';
import { createUser, type User } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { PDF as TINY_PDF, multipart as multipartBody, type FormFile } from '../test/factories/multipart';

/**
 * Issue 8, point 10: one upload request is bounded as a whole (UPLOAD_REQUEST_LIMIT_MB, here 4 MB)
 * and its files are streamed to temporary files, never held whole in memory; the temporary files
 * go on every path. TMPDIR points at a directory of this file's own, so its leftovers are ours.
 */
let t: TestApp;
let employee: User;
let draftId: string;
let scratch: string;
const LIMIT_MB = 4;
/** TMPDIR as it was: the test files after this one in the same worker (isolate: false) use it. */
const tmpdirBefore = process.env.TMPDIR;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'procura-uploads-test-'));
  process.env.TMPDIR = scratch; // os.tmpdir() reads it on every call
  t = await createTestApp({ UPLOAD_REQUEST_LIMIT_MB: String(LIMIT_MB) });
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
  const form = requestForm(
    { department: 'IT', lines: [{ description: 'Desk', quantity: 1, unitPrice: 90 }] },
    { status: 'draft' },
  );
  draftId = (await submitRequest(t, employee, form)).id;
});
afterAll(async () => {
  await t.close();
  if (tmpdirBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdirBefore;
  rmSync(scratch, { recursive: true, force: true });
});

const url = () => `/api/requisitions/${draftId}/attachments`;
const multipart = (files: FormFile[]) => multipartBody({}, files);
const stored = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(attachments))[0]!.n;
const tempDirs = () => readdirSync(scratch).filter((n) => n.startsWith('procura-upload-'));
/** The temporary directories are removed once the response is out (after inject resolves, at most a moment later). */
async function noTempFilesLeft(): Promise<boolean> {
  for (let i = 0; i < 50 && tempDirs().length; i++) await sleep(20);
  return tempDirs().length === 0;
}
/** A PDF of `bytes` bytes whose content differs from place to place (so pieces out of order would show). */
const pdfOf = (bytes: number) =>
  Buffer.concat([
    TINY_PDF,
    Buffer.from(Array.from({ length: bytes - TINY_PDF.length }, (_, i) => (i * 7) % 251)),
  ]);
const TOO_LARGE = `The upload is too large (${LIMIT_MB} MB at most per request).`;

describe('the upload request limit', () => {
  it('refuses a request whose Content-Length passes the limit with 413, storing nothing', async () => {
    const before = await stored();
    const body = multipart([0, 1, 2].map((i) => ({ name: `part-${i}.pdf`, content: pdfOf(1_500_000) })));
    const res = await t.request({ method: 'POST', url: url(), as: employee, ...body });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: TOO_LARGE });
    expect(res.headers.connection).toBe('close');
    expect(await stored()).toBe(before);
    // Just under the limit is fine.
    const two = multipart([0, 1].map((i) => ({ name: `part-${i}.pdf`, content: pdfOf(1_500_000) })));
    expect((await t.request({ method: 'POST', url: url(), as: employee, ...two })).statusCode).toBe(201);
    expect(await stored()).toBe(before + 2);
    expect(await noTempFilesLeft()).toBe(true);
  });

  it('without a Content-Length, stops reading as soon as the request passes the limit', async () => {
    const before = await stored();
    const boundary = 'streamedBoundary';
    let sent = 0;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n`,
      );
      yield TINY_PDF;
      // 50 MB if nobody stops reading (each file may be 10 MB: the request limit must stop it first).
      for (let i = 0; i < 800; i++) {
        sent += 64 * 1024;
        yield Buffer.alloc(64 * 1024, 0x20);
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await t.request({
      method: 'POST',
      url: url(),
      as: employee,
      payload: Readable.from(body(), { objectMode: false }),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
    expect(res.headers.connection).toBe('close');
    expect(sent).toBeLessThan(2 * LIMIT_MB * 1024 * 1024);
    expect(await stored()).toBe(before);
    expect(await noTempFilesLeft()).toBe(true);
  });
});

describe('streamed files', () => {
  it('are on disk as they arrive: the first file is written before the rest of the request is sent', async () => {
    const boundary = 'diskBoundary';
    const first = pdfOf(2_500_001); // stored in three pieces
    let onDisk = false;
    async function* body() {
      const head = (name: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`;
      yield Buffer.from(head('first.pdf'));
      yield first;
      yield Buffer.from(`\r\n${head('second.pdf')}`);
      // Hold the rest back until the first file is whole in a temporary file of the request.
      for (let i = 0; i < 100 && !onDisk; i++) {
        onDisk = tempDirs().some((dir) => {
          const file = path.join(scratch, dir, '0.part');
          return existsSync(file) && statSync(file).size === first.length;
        });
        if (!onDisk) await sleep(20);
      }
      yield TINY_PDF;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await t.request({
      method: 'POST',
      url: url(),
      as: employee,
      payload: Readable.from(body(), { objectMode: false }),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    expect(onDisk).toBe(true);
    expect(res.json().map((f: { size: number }) => f.size)).toEqual([first.length, TINY_PDF.length]);
    const [file] = res.json();
    const download = await t.request({ method: 'GET', url: `/api/attachments/${file.id}`, as: employee });
    expect(download.rawPayload.equals(first)).toBe(true);
    expect(await noTempFilesLeft()).toBe(true);
  });

  it('leave no temporary file behind when a later file is refused', async () => {
    const before = await stored();
    const res = await t.request({
      method: 'POST',
      url: url(),
      as: employee,
      ...multipart([
        { name: 'fine.pdf', content: pdfOf(200_000) },
        { name: 'fake.pdf', content: Buffer.from('not a pdf at all') },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(await stored()).toBe(before);
    expect(await noTempFilesLeft()).toBe(true);
  });
});
