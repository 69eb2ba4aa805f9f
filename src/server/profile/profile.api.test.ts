import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { PNG, PDF, multipart } from '../test/factories/multipart';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { userPhotos } from '../db/schema/attachments';
import { users } from '../db/schema/auth';
import { createUser, type User } from '../test/factories/users';
import { unique, uniqueDepartment } from '../test/factories/unique';

let t: TestApp;
const dept = uniqueDepartment();
let me: User;
let other: User;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await createUser(t, { role: 'manager', department: dept, phone: '555-0100' });
  other = await createUser(t, { role: 'end_user', department: dept });
  cookie = await t.login(me);
});
afterAll(() => t.close());

const inject = (opts: InjectOptions, as = cookie) =>
  t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: as } });
const valid = () => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  username: unique('dana'),
  phone: '+1 (555) 010-2030',
  title: 'IT Manager',
});
const auditsOf = (userId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.at));

// A PNG with a text chunk (metadata) before IEND, and a JPEG with an EXIF segment.
const PNG_WITH_TEXT = (() => {
  const iend = PNG.length - 12;
  const text = Buffer.from('Comment\0GPS 48.85N 2.35E');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  return Buffer.concat([PNG.subarray(0, iend), chunk, PNG.subarray(iend)]);
})();
const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};
const JPEG_WITH_EXIF = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
  segment(0xe1, Buffer.from('Exif\0\0GPS secret location', 'latin1')),
  segment(0xfe, Buffer.from('a comment', 'latin1')),
  Buffer.from([0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0xff, 0xd9]),
]);

const riffChunk = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
};
const riff = (form: string, chunks: Buffer[]) => {
  const body = Buffer.concat([Buffer.from(form, 'latin1'), ...chunks]);
  const head = Buffer.from('RIFF\0\0\0\0', 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
};
// VP8X with the EXIF flag (0x08), a tiny lossless frame, then an EXIF chunk.
const WEBP_WITH_EXIF = riff('WEBP', [
  riffChunk('VP8X', Buffer.from([0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
  riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0])),
  riffChunk('EXIF', Buffer.from('GPS secret location', 'latin1')),
]);
const WAVE = riff('WAVE', [riffChunk('fmt ', Buffer.alloc(16))]);

describe('GET /api/profile', () => {
  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/profile', as: null })).statusCode).toBe(401);
  });

  it('answers the signed-in user with the role and its permissions from the database', async () => {
    const res = await inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: me.id,
      firstName: me.firstName,
      username: me.username,
      email: me.email,
      phone: '555-0100',
      department: dept,
      joinDate: '2024-01-01',
      photoUrl: null,
      role: { id: 'manager', name: 'Manager', canViewAllDepartments: false },
    });
    const ids = body.role.permissions.map((p: { id: string }) => p.id);
    expect(ids).toEqual(
      expect.arrayContaining(['approve_requests', 'view_department_data', 'create_requisitions']),
    );
    expect(ids).not.toContain('manage_users');
  });
});

describe('PATCH /api/profile', () => {
  it('saves the editable fields with an audit row', async () => {
    const input = valid();
    const res = await inject({ method: 'PATCH', url: '/api/profile', payload: input });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...input, department: dept });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ ...input, department: dept });
    const [entry] = await auditsOf(me.id, 'profile.update');
    expect(entry).toMatchObject({ actorId: me.id, entityType: 'user' });
    // The header's name follows.
    const who = await inject({ method: 'GET', url: '/api/auth/me' });
    expect(who.json().name).toBe('Dana Reyes');
  });

  it('refuses a username another user has, a bad phone and blank names, changing nothing', async () => {
    const before = (await inject({ method: 'GET', url: '/api/profile' })).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: other.username }, 'username', 'This username is already taken'],
      [{ phone: 'call me' }, 'phone', 'Enter a valid phone number'],
      [{ phone: '12345' }, 'phone', 'Enter a valid phone number'],
      [{ firstName: '   ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ department: 'Finance' }, 'department', 'Department cannot be changed'],
    ];
    for (const [over, field, message] of cases) {
      const res = await inject({ method: 'PATCH', url: '/api/profile', payload: { ...valid(), ...over } });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    }
    expect((await inject({ method: 'GET', url: '/api/profile' })).json()).toEqual(before);
  });

  it('keeps the own username and clears the phone', async () => {
    const current = (await inject({ method: 'GET', url: '/api/profile' })).json();
    const res = await inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { ...valid(), username: current.username, phone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: current.username, phone: null });
  });
});

describe('profile photo', () => {
  const upload = (name: string, content: Buffer, as = cookie) => {
    const body = multipart({}, [{ name, content }]);
    return inject({ method: 'POST', url: '/api/profile/photo', ...body }, as);
  };

  it('refuses what is not an image by content, and more than 5 MB', async () => {
    const notImage = await upload('photo.png', PDF);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('The profile photo must be an image (PNG, JPEG or WebP).');
    expect((await upload('doc.pdf', PDF)).statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('big.png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is too large (5 MB at most).');
    const none = await inject({ method: 'POST', url: '/api/profile/photo', ...multipart({ a: 'b' }) });
    expect(none.statusCode).toBe(400);
    expect(await t.database.db.select().from(userPhotos).where(eq(userPhotos.userId, me.id))).toEqual([]);
  });

  it('stores a PNG without its metadata, serves it to any signed-in user, and removes it', async () => {
    const res = await upload('me.png', PNG_WITH_TEXT);
    expect(res.statusCode).toBe(200);
    const { photoUrl } = res.json();
    expect(photoUrl).toMatch(new RegExp(`^/api/users/${me.id}/photo\\?v=\\d+$`));
    expect((await inject({ method: 'GET', url: '/api/auth/me' })).json().photoUrl).toBe(photoUrl);
    expect((await inject({ method: 'GET', url: '/api/profile' })).json().photoUrl).toBe(photoUrl);

    const seen = await t.request({ method: 'GET', url: photoUrl, as: other });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['cache-control']).toContain('max-age');
    expect(seen.rawPayload.equals(PNG)).toBe(true); // the tEXt chunk is gone
    expect((await t.request({ method: 'GET', url: photoUrl, as: null })).statusCode).toBe(401);
    expect((await auditsOf(me.id, 'profile.photo_upload')).length).toBe(1);

    const removed = await inject({ method: 'DELETE', url: '/api/profile/photo' });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: photoUrl, as: other })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/auth/me' })).json().photoUrl).toBeNull();
    expect((await auditsOf(me.id, 'profile.photo_remove')).length).toBe(1);
  });

  it('strips EXIF and comments from a JPEG', async () => {
    const res = await upload('me.jpg', JPEG_WITH_EXIF);
    expect(res.statusCode).toBe(200);
    const seen = await inject({ method: 'GET', url: res.json().photoUrl });
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.rawPayload.includes(Buffer.from('GPS secret'))).toBe(false);
    expect(seen.rawPayload.includes(Buffer.from('a comment'))).toBe(false);
    expect(seen.rawPayload.includes(Buffer.from('JFIF'))).toBe(true);
    await inject({ method: 'DELETE', url: '/api/profile/photo' });
  });

  it('takes a WebP without its EXIF chunk, and refuses another RIFF file named .webp', async () => {
    const wave = await upload('me.webp', WAVE);
    expect(wave.statusCode).toBe(400);
    const res = await upload('me.webp', WEBP_WITH_EXIF);
    expect(res.statusCode).toBe(200);
    const seen = await inject({ method: 'GET', url: res.json().photoUrl });
    expect(seen.headers['content-type']).toBe('image/webp');
    const stored = seen.rawPayload;
    expect(stored.includes(Buffer.from('GPS secret'))).toBe(false);
    expect(stored.includes(Buffer.from('VP8L'))).toBe(true);
    expect(stored.readUInt32LE(4)).toBe(stored.length - 8); // the RIFF size follows
    expect(stored[20]! & 0x08).toBe(0); // the VP8X EXIF flag is cleared
    await inject({ method: 'DELETE', url: '/api/profile/photo' });
  });

  it('answers 404 for a user without a photo', async () => {
    expect((await inject({ method: 'GET', url: `/api/users/${other.id}/photo` })).statusCode).toBe(404);
  });
});

describe('POST /api/profile/password', () => {
  it('requires the right current password and a long enough new one', async () => {
    const u = await createUser(t, { role: 'end_user', department: dept });
    const c = await t.login(u);
    const wrong = await inject(
      {
        method: 'POST',
        url: '/api/profile/password',
        payload: { currentPassword: 'nope', newPassword: 'a-new-password-1' },
      },
      c,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toBe('Current password is incorrect');
    const short = await inject(
      {
        method: 'POST',
        url: '/api/profile/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      },
      c,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toBe('New password must be at least 12 characters');
    const missing = await inject(
      { method: 'POST', url: '/api/profile/password', payload: { newPassword: 'a-new-password-1' } },
      c,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.currentPassword).toBe('Current password is required');
    expect(await t.login(u)).toBeTruthy(); // the old password still works
  });

  it('changes it, signs out the other sessions and keeps this one', async () => {
    const u = await createUser(t, { role: 'end_user', department: dept });
    const mine = await t.login(u);
    const elsewhere = await t.login(u);
    const res = await inject(
      {
        method: 'POST',
        url: '/api/profile/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-secret' },
      },
      mine,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, signedOut: 1 });
    expect((await inject({ method: 'GET', url: '/api/profile' }, mine)).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/profile' }, elsewhere)).statusCode).toBe(401);
    await expect(t.login(u)).rejects.toThrow();
    expect(await t.login({ email: u.email, password: 'a-brand-new-secret' })).toBeTruthy();
    const [entry] = await auditsOf(u.id, 'profile.password_change');
    expect(entry).toMatchObject({ actorId: u.id, details: { otherSessionsEnded: 1 } });
  });
});
