import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('the web manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'KinBo', display: 'standalone', start_url: '/', theme_color: '#0b0d12' });
  const purposes = manifest.icons.map((i: { purpose: string }) => i.purpose);
  expect(purposes).toContain('maskable');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
});

test('the service worker caches the shell and shows the offline screen for an unknown page offline', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The first install claims the page; that must not reload it (the visitor may be typing).
  await page.getByLabel('E-mail').fill('still@here.com');
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 20_000 }).toBe('activated');
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  expect(reloaded).toBe(false);
  await expect(page.getByLabel('E-mail')).toHaveValue('still@here.com');
  await page.reload();

  await context.setOffline(true);
  // A page visited before comes from the cache.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // A page never visited falls back to the offline screen.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});
