import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { envelope, loginPage, registerUser, uniqueUser } from './fixtures/api';
import { checkPhoneLayout } from './fixtures/layout';
import en from '../messages/en-US.json';
import zh from '../messages/zh-CN.json';

/** The profile and edit-profile screens at 390x844, each main and error path. */

const DEFAULT_AVATAR = '/images/avatar-default.svg';
/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FIVE_MB = 5 * 1024 * 1024;

type Info = { nickname: string; email: string; invite: string; avatar: string };

/** A fresh user, logged in on the page: tests never share state. */
async function freshUser(page: Page, prefix = 'prof') {
  const user = await registerUser(page.request, uniqueUser(prefix));
  const session = await loginPage(page, user.email, user.password);
  return { ...user, token: session.Token };
}

async function readInfo(request: APIRequestContext, token: string) {
  const body = await envelope<Info>(request.get('/api/user/info', { headers: { Token: token } }));
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** Gives the account a saved avatar through the API (upload + update), as an earlier visit would have. */
async function saveAvatarByApi(request: APIRequestContext, token: string) {
  const upload = await envelope<{ uris: string[] }>(
    request.post('/api/main/upload', {
      headers: { Token: token },
      multipart: { source: { name: 'saved.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  expect(upload.code, upload.msg).toBe(0);
  const avatar = upload.data.uris[0];
  const saved = await envelope(request.post('/api/user/info', { headers: { Token: token }, data: { avatar } }));
  expect(saved.code, saved.msg).toBe(0);
  return avatar;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const profileAvatar = (page: Page) => page.getByTestId('profile-screen').getByRole('img', { name: en.profile.avatarAlt });
const editAvatar = (page: Page) => page.getByRole('img', { name: en.profile.avatarAlt });

test.describe('profile (/profile)', () => {
  test('shows greeting, name, e-mail, default avatar, wins, losses and assets; the profile tab is active', async ({ page }) => {
    const user = await freshUser(page);
    const info = await readInfo(page.request, user.token);
    const entry = page.waitForRequest((r) => r.url().endsWith('/api/user/info') && r.method() === 'GET');
    await page.goto('/profile');
    await entry;
    await expect(page.getByTestId('profile-name')).toHaveText(user.nickname);
    await expect(page.getByTestId('profile-email')).toHaveText(user.email);
    await expect(page.getByText(/^Good (morning|afternoon|evening)$/)).toBeVisible();
    await expect(profileAvatar(page)).toHaveAttribute('src', DEFAULT_AVATAR);
    await expect(page.getByTestId('profile-wins')).toHaveText('0');
    await expect(page.getByTestId('profile-losses')).toHaveText('0');
    await expect(page.getByText('Total wins')).toBeVisible();
    await expect(page.getByText('Total losses')).toBeVisible();
    await expect(page.getByTestId('asset-ticket')).toHaveText('0');
    await expect(page.getByTestId('asset-vp')).toHaveText('0');
    await expect(page.getByTestId('asset-nft')).toHaveText('0');
    await expect(page.getByTestId('profile-invite')).toHaveText(info.invite);
    await expect(page.getByTestId('tab-profile')).toHaveAttribute('aria-current', 'page');
    await checkPhoneLayout(page, '/profile');
    await page.screenshot({ path: 'screenshots/profile-en.png', fullPage: true, animations: 'disabled' });
  });

  test('links lead to wallet, edit profile, security and settings', async ({ page }) => {
    await freshUser(page);
    await page.goto('/profile');
    const links = page.getByRole('navigation', { name: 'Account' });
    for (const [name, path] of [
      ['Wallet', '/wallet'],
      ['Edit profile', '/profile/edit'],
      ['Security', '/profile/security'],
      ['Settings', '/settings'],
    ] as const) {
      await links.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/profile$/);
    }
    await page.getByRole('link', { name: 'My assets' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
  });

  test('the refresh icon reloads user info', async ({ page }) => {
    const user = await freshUser(page);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText(user.nickname);
    // The nickname changes elsewhere (another device): refresh shows it without leaving the screen.
    const renamed = `Other${user.nickname.slice(-8)}`;
    const changed = await envelope(page.request.post('/api/user/info', { headers: { Token: user.token }, data: { nickname: renamed } }));
    expect(changed.code, changed.msg).toBe(0);
    const reload = page.waitForRequest((r) => r.url().endsWith('/api/user/info') && r.method() === 'GET');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reload;
    await expect(page.getByTestId('profile-name')).toHaveText(renamed);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test.describe('invite link', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('Share opens the invite sheet, whose Copy copies a link to the group-purchase room with my invite code', async ({ page, baseURL }) => {
      const user = await freshUser(page);
      const info = await readInfo(page.request, user.token);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByTestId('invite-copy').click();
      await expect(toast(page, 'Copy successful')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${baseURL}/grouppurchasegames/room?invite=${info.invite}`);
    });
  });

  test('a clipboard that refuses shows Copy failed', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await freshUser(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByTestId('invite-copy').click();
    await expect(toast(page, 'Copy failed')).toBeVisible();
  });

  test('in Chinese', async ({ page }) => {
    await freshUser(page);
    await page.goto('/profile?lang=zh-CN');
    await expect(page.getByText(zh.profile.wins)).toBeVisible();
    await expect(page.getByText(zh.profile.assets)).toBeVisible();
    await expect(page.getByRole('link', { name: zh.profile.editProfile })).toBeVisible();
    await checkPhoneLayout(page, '/profile zh-CN');
    await page.screenshot({ path: 'screenshots/profile-zh.png', fullPage: true, animations: 'disabled' });
  });
});

test.describe('edit profile (/profile/edit)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows read-only e-mail and invite code, copies the code, and screens fit', async ({ page }) => {
    const user = await freshUser(page);
    const info = await readInfo(page.request, user.token);
    const entry = page.waitForRequest((r) => r.url().endsWith('/api/user/info') && r.method() === 'GET');
    await page.goto('/profile/edit');
    await entry;
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByLabel('Nickname')).toHaveValue(user.nickname);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(user.email);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Invite code', { exact: true })).toHaveValue(info.invite);
    await expect(page.getByLabel('Invite code', { exact: true })).toHaveAttribute('readonly', '');
    await expect(editAvatar(page)).toHaveAttribute('src', DEFAULT_AVATAR);
    await checkPhoneLayout(page, '/profile/edit');
    await page.screenshot({ path: 'screenshots/profile-edit-en.png', fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'Copy invite code' }).click();
    await expect(toast(page, 'Copy successful')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.invite);
  });

  test('a new nickname and a real avatar upload show on the profile and are kept', async ({ page }) => {
    const user = await freshUser(page);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText(user.nickname);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);

    const upload = page.waitForResponse((r) => r.url().endsWith('/api/main/upload'));
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await upload;
    await expect(editAvatar(page)).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
    const uploaded = await editAvatar(page).getAttribute('src');
    // The picture the server stored really loads.
    // (polled: on a busy machine the image may still be decoding when the src is set)
    await expect.poll(() => editAvatar(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    const nickname = `Edited${user.nickname.slice(-8)}`;
    await page.getByLabel('Nickname').fill(nickname);
    const update = page.waitForRequest((r) => r.url().endsWith('/api/user/info') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Update' }).click();
    expect((await update).postDataJSON()).toEqual({ nickname, avatar: uploaded });
    await expect(toast(page, 'Updated successfully')).toBeVisible();

    // Back on the previous screen with the new values at the top.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText(nickname);
    await expect(profileAvatar(page)).toHaveAttribute('src', uploaded!);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').nickname)).toBe(nickname);
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(nickname);
    await expect(profileAvatar(page)).toHaveAttribute('src', uploaded!);
    expect(await readInfo(page.request, user.token)).toMatchObject({ nickname, avatar: uploaded });
  });

  test('nickname rules: every message, and no request while invalid', async ({ page }) => {
    await freshUser(page);
    await page.goto('/profile/edit');
    const field = page.getByLabel('Nickname');
    await expect(field).not.toHaveValue('');
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/info') && r.method() === 'POST') sent += 1;
    });
    for (const [value, message] of [
      ['', 'Enter nickname'],
      ['12345678', 'Nickname must be a number+letter combination or pure letters'],
      ['nick_name', 'Nickname must be a number+letter combination or pure letters'],
      ['abc12', 'Nickname minimum length is 6'],
      ['a'.repeat(37), 'Nickname maximum length is 36'],
    ] as const) {
      await field.fill(value);
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await page.screenshot({ path: 'screenshots/profile-edit-errors.png', animations: 'disabled' });
    expect(sent).toBe(0);
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('an oversize or non-image avatar is refused with a clear message and the old avatar stays', async ({ page }) => {
    const user = await freshUser(page);
    const saved = await saveAvatarByApi(page.request, user.token);
    await page.goto('/profile/edit');
    await expect(editAvatar(page)).toHaveAttribute('src', saved);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/main/upload')) uploads += 1;
    });

    // Over 5 MB: refused before anything is sent.
    const big = Buffer.concat([PNG, Buffer.alloc(FIVE_MB + 1 - PNG.length)]);
    await page.getByTestId('avatar-input').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByTestId('avatar-error')).toContainText('The image must be 5 MB or smaller');
    await expect(page.getByTestId('avatar-error')).toContainText('Your avatar was not changed.');
    await expect(editAvatar(page)).toHaveAttribute('src', saved);

    // Not an image at all.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('avatar-error')).toContainText('Only images can be uploaded');
    await expect(editAvatar(page)).toHaveAttribute('src', saved);
    expect(uploads).toBe(0);
    await page.screenshot({ path: 'screenshots/profile-edit-avatar-error.png', animations: 'disabled' });

    // Named and typed as a PNG but it is text: the server refuses it, the item fails and is not rendered.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/main/upload'));
    await page.getByTestId('avatar-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    expect((await (await refused).json()).msg).toBe('Only images can be uploaded');
    await expect(page.getByTestId('avatar-error')).toContainText('Only images can be uploaded');
    await expect(editAvatar(page)).toHaveAttribute('src', saved);
    // The server message is shown once, inline, not also as a toast.
    await expect(page.getByTestId('toast')).toHaveCount(0);

    // Saving now keeps the old avatar.
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(profileAvatar(page)).toHaveAttribute('src', saved);
    expect((await readInfo(page.request, user.token)).avatar).toBe(saved);
  });

  test('without a saved avatar, a failed upload falls back to the default picture', async ({ page }) => {
    await freshUser(page);
    await page.goto('/profile/edit');
    await page.route('**/api/main/upload', (route) => route.abort('connectionreset'));
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('avatar-error')).toBeVisible();
    await expect(editAvatar(page)).toHaveAttribute('src', DEFAULT_AVATAR);
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  test('Update shows loading while in flight, and a server refusal keeps the form', async ({ page }) => {
    const user = await freshUser(page);
    await page.goto('/profile/edit');
    await expect(page.getByLabel('Nickname')).toHaveValue(user.nickname);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/info', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fulfill({ json: { code: 1, msg: 'This nickname is taken', data: null } });
    });
    await page.getByLabel('Nickname').fill('Taken0name');
    const button = page.getByRole('button', { name: 'Update' });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    release();
    await expect(toast(page, 'This nickname is taken')).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByLabel('Nickname')).toHaveValue('Taken0name');
  });

  test('in Chinese', async ({ page }) => {
    await freshUser(page);
    await page.goto('/profile/edit?lang=zh-CN');
    await expect(page.getByRole('heading', { name: zh.profile.editTitle })).toBeVisible();
    await expect(page.getByLabel(zh.profile.nickname)).not.toHaveValue('');
    await checkPhoneLayout(page, '/profile/edit zh-CN');
    await page.screenshot({ path: 'screenshots/profile-edit-zh.png', fullPage: true, animations: 'disabled' });
  });
});

test('the logged-out visitor is sent to /login from every account screen', async ({ page }) => {
  for (const path of ['/profile', '/profile/edit', '/profile/security']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});
