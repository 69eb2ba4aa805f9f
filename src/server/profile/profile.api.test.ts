import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
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
/** A real 640 × 400 picture with an EXIF description, as a camera or phone would send it. */
const photoWithExif = (format: 'jpeg' | 'webp') => {
  const picture = sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } },
  }).withExif({ IFD0: { ImageDescription: 'GPS secret location' } });
  return (format === 'jpeg' ? picture.jpeg() : picture.webp()).toBuffer();
};
/** What the stored photo is: its format, size and whether any metadata is left. */
const inspect = async (content: Buffer) => {
  const m = await sharp(content).metadata();
  return { format: m.format, width: m.width, height: m.height, exif: Boolean(m.exif), xmp: Boolean(m.xmp) };
};
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
    // A 256 × 256 square, its tEXt chunk gone.
    expect(await inspect(seen.rawPayload)).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(seen.rawPayload.includes(Buffer.from('GPS 48.85N'))).toBe(false);
    expect((await t.request({ method: 'GET', url: photoUrl, as: null })).statusCode).toBe(401);
    expect((await auditsOf(me.id, 'profile.photo_upload')).length).toBe(1);

    const removed = await inject({ method: 'DELETE', url: '/api/profile/photo' });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: photoUrl, as: other })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/auth/me' })).json().photoUrl).toBeNull();
    expect((await auditsOf(me.id, 'profile.photo_remove')).length).toBe(1);
  });

  it('stores a JPEG as a 256 × 256 square without its EXIF', async () => {
    const original = await photoWithExif('jpeg');
    expect((await inspect(original)).exif).toBe(true);
    const res = await upload('me.jpg', original);
    expect(res.statusCode).toBe(200);
    const seen = await inject({ method: 'GET', url: res.json().photoUrl });
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(await inspect(seen.rawPayload)).toEqual({
      format: 'jpeg',
      width: 256,
      height: 256,
      exif: false,
      xmp: false,
    });
    expect(seen.rawPayload.includes(Buffer.from('GPS secret'))).toBe(false);
    await inject({ method: 'DELETE', url: '/api/profile/photo' });
  });

  it('takes a WebP without its EXIF, and refuses another RIFF file named .webp', async () => {
    const wave = await upload('me.webp', WAVE);
    expect(wave.statusCode).toBe(400);
    const res = await upload('me.webp', await photoWithExif('webp'));
    expect(res.statusCode).toBe(200);
    const seen = await inject({ method: 'GET', url: res.json().photoUrl });
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(await inspect(seen.rawPayload)).toEqual({
      format: 'webp',
      width: 256,
      height: 256,
      exif: false,
      xmp: false,
    });
    await inject({ method: 'DELETE', url: '/api/profile/photo' });
  });

  it('refuses a file that starts like an image but is not one', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]);
    const res = await upload('me.png', broken);
    expect(res.statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/auth/me' })).json().photoUrl).toBeNull();
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
