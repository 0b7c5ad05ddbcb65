import { expect, test, type Page } from '@playwright/test';
import { credit, loginPage, registerUser, uniqueUser, withoutLiveStream } from './fixtures/api';

/**
 * The exported HTML is the screen itself (English text before any script runs); other
 * languages swap in without a layout shift; a route downloads only its own message namespaces, for
 * the active language only; the guard never blanks a prerendered screen for a logged-in user.
 */

/** Message files the page requested: "<locale>/<namespace>" (served at /i18n/<version>/<locale>/<ns>.json). */
function recordMessageChunks(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/i18n\/[0-9a-f]+\/([A-Za-z-]+)\/([a-z]+)\.json$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(`${match[1]}/${match[2]}`);
  });
  return seen;
}

/** Sums layout shifts from the first paint on (buffered), like CLS without session windows; `sources` say what moved. */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        let total = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) sources.push((source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?');
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, sources }), 300);
      }),
  );
}

test.describe('text on first paint', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the login and register screens are in the HTML with their text', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(page.getByLabel('E-mail')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
      await expect(page.getByLabel('Invite code')).toBeVisible();
    });

    test('a protected screen is in the HTML too, with the top bar and the tab bar', async ({ page }) => {
      await withoutLiveStream(page);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      await expect(page.getByTestId('tab-home')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    });
  });

  test('an English visitor downloads no message chunk at all: the text came with the page', async ({ page }) => {
    const chunks = recordMessageChunks(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await page.goto('/register');
    await expect(page.getByLabel('Invite code')).toBeVisible();
    expect(chunks).toEqual([]);
  });

  test('a logged-in visitor keeps the prerendered screen: it is never replaced by the splash', async ({ page }) => {
    await loginPage(page);
    await withoutLiveStream(page);
    await page.addInitScript(() => {
      // Records whether the screen's heading ever disappears after it was first painted.
      const w = window as unknown as { __lost?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('main') && !document.querySelector('main h1')) w.__lost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __lost?: boolean }).__lost ?? false)).toBe(false);
    const shift = await layoutShift(page);
    expect(shift.total, shift.sources.join('\n')).toBe(0);
  });

  test("another language swaps in hidden, without a layout shift, loading only this route's namespaces", async ({ page }) => {
    const chunks = recordMessageChunks(page);
    await page.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('html')).not.toHaveAttribute('data-lang-pending');
    const shift = await layoutShift(page);
    expect(shift.total, shift.sources.join('\n')).toBe(0);
    expect(chunks.every((c) => c.startsWith('zh-CN/'))).toBe(true);
    expect(chunks.map((c) => c.split('/')[1]).sort()).toEqual(['auth', 'common', 'language', 'menu', 'nav', 'notifications', 'pin', 'pwa', 'validation', 'wallet']);
    await page.screenshot({ path: 'test-results/speed-login-zh-CN.png' });
  });

  test("a client navigation in another language waits for that screen's namespaces, then shows it translated", async ({ page }) => {
    await loginPage(page);
    const chunks = recordMessageChunks(page);
    await page.addInitScript(() => localStorage.setItem('language', 'vi-VN'));
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
    expect(chunks).not.toContain('vi-VN/reports');
    await page.getByTestId('tab-reports').click();
    await expect(page).toHaveURL(/\/reports/);
    await expect(page.getByRole('heading', { name: 'Lịch sử' })).toBeVisible();
    expect(chunks).toContain('vi-VN/reports');
    expect(chunks.filter((c) => !c.startsWith('vi-VN/'))).toEqual([]);
    await page.screenshot({ path: 'test-results/speed-reports-vi-VN.png' });
  });
});

/** What each data screen shows once everything it asked for has arrived. */
const DATA_SCREENS: { route: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    route: '/home',
    loaded: async (page) => {
      await expect(page.getByTestId('banner-carousel')).toBeVisible();
      await expect(page.getByTestId('podium')).toBeVisible();
      await expect(page.getByTestId('balance-card')).toBeVisible();
    },
  },
  { route: '/reports', loaded: (page) => expect(page.getByTestId('report-list')).not.toHaveAttribute('data-phase', 'first-load') },
  {
    route: '/wallet',
    loaded: async (page) => {
      await expect(page.getByTestId('assets-total')).toBeVisible();
      await expect(page.getByTestId('asset-value-vp')).toBeVisible();
      await expect(page.getByTestId('kinbo-release-pending')).toBeVisible();
    },
  },
];

test.describe("no layout shift while a screen's data arrives (CLS 0)", () => {
  for (const { route, loaded } of DATA_SCREENS) {
    test(`${route}: the skeletons have the size of what replaces them`, async ({ page }) => {
      const user = await registerUser(page.request, uniqueUser('cls'));
      const session = await loginPage(page, user.email, user.password);
      await credit(page.request, session.Token, 'usdt', '1234.5');
      // Every answer arrives late, so the skeletons are painted first and then replaced.
      await page.route('**/api/**', async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await request.fallback();
      });
      await withoutLiveStream(page);
      await page.goto(route);
      await loaded(page);
      await page.waitForLoadState('networkidle');
      const shift = await layoutShift(page);
      expect(shift.total, shift.sources.join('\n')).toBe(0);
    });
  }
});

test('placeholders shimmer while the answers load, and stand still under reduced motion', async ({ page }) => {
  await loginPage(page);
  // The answers wait until the test has looked at the placeholders.
  let release: () => void = () => {};
  const answersHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await answersHeld;
    await route.fallback();
  });
  await page.goto('/home');
  await expect(page.getByTestId('podium-skeleton')).toBeVisible();
  /** The properties each placeholder animates. */
  const animated = () =>
    page
      .locator('.skeleton')
      .evaluateAll((nodes) =>
        nodes.map((node) =>
          node
            .getAnimations()
            .flatMap((animation) =>
              (animation.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((frame) => Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key))),
            ),
        ),
      );
  // Placeholders may still be mounting (the balance card's come with its code): wait until every one moves.
  await expect.poll(async () => (await animated()).filter((properties) => !properties.includes('backgroundPositionX')).length).toBe(0);
  expect((await animated()).length).toBeGreaterThan(5);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await animated()).flat()).toEqual([]);
  release();
  await expect(page.getByTestId('rank-row').first()).toBeVisible();
});
