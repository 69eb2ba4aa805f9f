import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { account, signIn } from '../support/auth';
import { toastWith } from '../support/ui';

/**
 * A user edits their profile and uploads a photo, which then shows in the header in place of the
 * initials; removing it brings the initials back. The legal account (no other workflow spec reads
 * its name) is put back as it was at the end.
 */
const who = 'legal' as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};
/** A real 64×64 PNG: an orange square. */
function orangePng(): Buffer {
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0xf9, 0x73, 0x16]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const [width, height] of [
    [1280, 800],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/profile-${name}-${width}.png`, fullPage: true });
  }
}

test('a user edits the profile and sets a photo that shows in the header, then removes it', async ({
  page,
}) => {
  const me = account(who);
  const [first, ...rest] = me.name.split(' ');
  const last = rest.join(' ');
  await signIn(page, who, '/user-profile');
  const original = await (await page.request.get('/api/profile')).json();
  const header = page.locator('header');
  const avatarButton = header.getByRole('button', { name: 'Open profile menu' });

  try {
    await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    for (const tab of ['Profile Info', 'Role & Permissions', 'Activity Stats', 'Data Filtering'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    const form = page.getByRole('form', { name: 'Profile Information' });
    await expect(form.getByLabel('Department')).toBeDisabled();
    await expect(form.getByLabel('First Name')).toBeDisabled();
    await shoot(page, 'info');

    // Edit, then Cancel discards.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await form.getByLabel('Title').fill('Discarded Title');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByLabel('Title')).toHaveValue(original.title);

    // Edit, choose a photo (previewed), Save Changes.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(form.getByLabel('Department')).toBeDisabled();
    await form.getByLabel('Last Name').fill(`${last}-Ray`);
    await form.getByLabel('Title').fill('Senior Legal Counsel');
    await page.getByLabel('Profile photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: orangePng(),
    });
    await expect(
      page.getByTestId('profile-avatar').getByRole('img', { name: 'Profile photo' }),
    ).toBeVisible();
    await shoot(page, 'editing');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    // The header follows: the new name and title, the photo in place of the initials.
    await expect(header.getByTestId('user-name')).toHaveText(`${first} ${last}-Ray`);
    await expect(header.getByTestId('role-pill')).toHaveText('Senior Legal Counsel');
    const headerPhoto = avatarButton.locator('img');
    await expect(headerPhoto).toHaveAttribute('src', /\/api\/users\/.+\/photo\?v=\d+/);
    // Still there after a reload (stored, not local).
    await page.reload();
    await expect(avatarButton.locator('img')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('Senior Legal Counsel');

    // The other tabs.
    await page.getByRole('tab', { name: 'Role & Permissions' }).click();
    await expect(page.getByTestId('role-name')).toHaveText('Legal Team');
    await expect(page.getByRole('list', { name: 'Permissions' })).toContainText(
      'review_contracts'.replace(/_/g, ' '),
    );
    await shoot(page, 'role');
    await page.getByRole('tab', { name: 'Activity Stats' }).click();
    await expect(page.getByText('Account Since')).toBeVisible();
    await expect(page.getByText('All Departments')).toBeVisible();
    await shoot(page, 'activity');
    await page.getByRole('tab', { name: 'Data Filtering' }).click();
    await expect(page.getByRole('switch', { name: 'Department Only' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Department Only' })).not.toBeChecked();
    await shoot(page, 'filtering');

    // Remove the photo: the initials come back.
    await page.getByRole('tab', { name: 'Profile Info' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Profile updated successfully')).toBeVisible();
    await expect(avatarButton.locator('img')).toHaveCount(0);
    await expect(avatarButton).toHaveText(`${first![0]}${last.split('-')[0]![0]}`.toUpperCase());
  } finally {
    await page.request.delete('/api/profile/photo');
    await page.request.patch('/api/profile', {
      data: {
        firstName: original.firstName,
        lastName: original.lastName,
        username: original.username,
        phone: original.phone ?? '',
        title: original.title,
      },
    });
  }
});

test('a user chooses how each kind of notice reaches them, and the choice stays', async ({ page }) => {
  await signIn(page, 'legal', '/user-profile');
  const renewal = page.getByRole('radiogroup', { name: 'Contract renewal' });
  await expect(renewal.getByRole('radio', { name: 'In-app' })).toBeChecked();
  await renewal.getByRole('radio', { name: 'Both' }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toastWith(page, 'Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(renewal.getByRole('radio', { name: 'Both' })).toBeChecked();
  await expect(
    page.getByRole('radiogroup', { name: 'Export ready' }).getByRole('radio', { name: 'In-app' }),
  ).toBeChecked();
  // Back to the default, so the demo account stays as it was.
  await renewal.getByRole('radio', { name: 'In-app' }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toastWith(page, 'Notification preferences saved').last()).toBeVisible();
});
