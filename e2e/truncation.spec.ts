import { expect, test, type Page } from '@playwright/test';
import { loginPage } from './fixtures/api';

/**
 * Nothing is cut to meaninglessness at 320 px in the longest languages (Vietnamese and Filipino).
 *
 * The rule: a visible element with text fails when it is cut with an ellipsis — `text-overflow: ellipsis`
 * with its content wider than its box (scrollWidth > clientWidth) — or by `-webkit-line-clamp` with its
 * content taller than its box. Long text wraps instead.
 *
 * The exceptions, each marked in the markup with `data-truncate-ok="<why>"`:
 * - other users' nicknames in the home ranking (podium and rows) and in the NFT market's sellers' row,
 *   which carry the full name in `title`;
 * Not exceptions, because they are not CSS truncation: wallet addresses and transaction hashes, which the
 * app shortens on purpose in its own text ("0x1234...abcd", spec §2) next to a copy button for the full value.
 * Also checked here: pill tabs (security, ranking periods) fit their row and wrap their labels between words,
 * never inside one (Indonesian "Sepanjang waktu" once read "Sepanja / ng / waktu"), and the top bar's menu
 * button is on screen. An empty field's placeholder, which cannot wrap, must fit its field.
 */
const DEMO = { email: 'demo@kinbo.local', password: 'Demo123456' };
const LONGEST = ['vi-VN', 'fil'] as const;

test.use({ viewport: { width: 320, height: 640 } });

async function truncated(page: Page) {
  return page.evaluate(() => {
    const cuts: Array<{ text: string; why: string; tag: string }> = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('[data-truncate-ok]')) continue;
      const text = (el.textContent ?? '').trim();
      if (!text) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(el);
      const clamp = style.getPropertyValue('-webkit-line-clamp');
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) cuts.push({ text: text.slice(0, 60), why: 'ellipsis', tag: el.tagName });
      else if (clamp && clamp !== 'none' && el.scrollHeight > el.clientHeight + 1) cuts.push({ text: text.slice(0, 60), why: 'line-clamp', tag: el.tagName });
    }
    // An empty field's placeholder cannot wrap: it fails when wider than the field's text box.
    const context = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.value || input.closest('[data-truncate-ok]') || !input.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(input, '::placeholder');
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const textBox = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(input.placeholder).width > textBox + 0.5) cuts.push({ text: input.placeholder.slice(0, 60), why: 'placeholder', tag: 'INPUT' });
    }
    return cuts;
  });
}

/** Every tab of a pill tab row inside the row (not hidden off its edge). */
async function tabsOutside(list: ReturnType<Page['getByRole']>) {
  return list.evaluate((row) => {
    const bounds = row.getBoundingClientRect();
    return [...row.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const r = tab.getBoundingClientRect();
        return r.left < bounds.left - 1 || r.right > bounds.right + 1;
      })
      .map((tab) => tab.textContent);
  });
}

/** The tabs of a pill tab row whose label has a word wider than the tab's text box: such a word is broken inside. */
async function tabsBreakingWords(list: ReturnType<Page['getByRole']>) {
  return list.evaluate((row) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...row.querySelectorAll<HTMLElement>('[role="tab"]')]
      .filter((tab) => {
        const style = getComputedStyle(tab);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const textBox = tab.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return (tab.textContent ?? '').split(/\s+/).some((word) => context.measureText(word).width > textBox + 0.5);
      })
      .map((tab) => tab.textContent);
  });
}

async function expectMenuButtonOnScreen(page: Page) {
  // The top bar's menu button is its one button with aria-expanded.
  const box = await page.locator('header button[aria-expanded]').boundingBox();
  expect(box, 'menu button').not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
}

for (const locale of LONGEST) {
  test(`no text is cut on Home, Reports, record details, Profile and Security at 320 px in ${locale}`, async ({ page }) => {
    await loginPage(page, DEMO.email, DEMO.password);
    await page.addInitScript((lang) => localStorage.setItem('language', lang), locale);

    await page.goto('/');
    await expect(page.getByTestId('ranking')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('ranking').locator('li').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectMenuButtonOnScreen(page);
    expect(await truncated(page), 'Home').toEqual([]);
    expect(await tabsOutside(page.getByRole('tablist')), 'Home ranking periods').toEqual([]);
    expect(await tabsBreakingWords(page.getByRole('tablist')), 'Home ranking periods').toEqual([]);

    await page.goto('/reports?type=usdt');
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    expect(await truncated(page), 'Reports (USDT)').toEqual([]);
    await page.screenshot({ path: `screenshots/truncation-reports-${locale}-320.png` });

    // The longest title there is: the withdrawal under review, with its status. The USDT tab lists every
    // USDT move, so pages are scrolled in until it shows.
    const review = page
      .getByTestId('report-row')
      .filter({ has: page.locator('[data-status="under_review"]') })
      .first();
    await expect(async () => {
      await page.getByTestId('list-footer').scrollIntoViewIfNeeded();
      await expect(review).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await review.click();
    await expect(page.getByTestId('detail-title')).toBeVisible();
    expect(await truncated(page), 'Record details').toEqual([]);
    await page.screenshot({ path: `screenshots/truncation-details-${locale}-320.png` });

    await page.goto('/reports');
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    expect(await truncated(page), 'Reports (Overview)').toEqual([]);

    await page.goto('/profile');
    await expect(page.getByTestId('profile-invite')).toBeVisible();
    expect(await truncated(page), 'Profile').toEqual([]);
    await page.screenshot({ path: `screenshots/truncation-profile-${locale}-320.png` });

    await page.goto('/profile/security');
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveCount(2);
    expect(await tabsOutside(tabs), 'Security tabs').toEqual([]);
    expect(await tabsBreakingWords(tabs), 'Security tabs').toEqual([]);
    expect(await truncated(page), 'Security (account password)').toEqual([]);
    await tabs.getByRole('tab').nth(1).click();
    expect(await truncated(page), 'Security (security password)').toEqual([]);
    await page.screenshot({ path: `screenshots/truncation-security-${locale}-320.png` });
  });
}

// A placeholder cannot wrap. The forms with the longest ones, and the fields narrowed by a button
// beside them (the e-mail code's Send); a sweep of every form screen found cuts on these only.
const ALL_LOCALES = ['en-US', 'zh-CN', 'ko-KR', 'id', 'vi-VN', 'fil'] as const;

async function placeholdersCut(page: Page, routes: string[]) {
  const cut: Record<string, string[]> = {};
  for (const locale of ALL_LOCALES) {
    cut[locale] = [];
    for (const route of routes) {
      await page.goto(`${route}?lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('input[placeholder]').first()).toBeVisible();
      cut[locale].push(...(await truncated(page)).map((c) => `${route}: ${c.text}`));
      // The security password tab has its own fields.
      if (route === '/profile/security') {
        const tab = page.getByRole('tablist').getByRole('tab').nth(1);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        cut[locale].push(...(await truncated(page)).map((c) => `${route} (PIN): ${c.text}`));
      }
    }
  }
  return cut;
}

const NOTHING_CUT = Object.fromEntries(ALL_LOCALES.map((locale) => [locale, []]));

test("the forms' placeholders fit their fields at 320 px in every language", async ({ page }) => {
  await loginPage(page, DEMO.email, DEMO.password);
  expect(await placeholdersCut(page, ['/profile/security', '/wallet/transfer', '/wallet/buy_nft_list'])).toEqual(NOTHING_CUT);
});

test("the visitors' forms' placeholders fit their fields at 320 px in every language", async ({ page }) => {
  expect(await placeholdersCut(page, ['/register', '/forgot-password'])).toEqual(NOTHING_CUT);
});

// Indonesian has the longest single words of the ranking periods ("Sepanjang").
test('the ranking periods wrap between words in Indonesian, at 320 and 390 px', async ({ page }) => {
  await loginPage(page, DEMO.email, DEMO.password);
  await page.addInitScript(() => localStorage.setItem('language', 'id'));
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const periods = page.getByRole('tablist');
    await expect(periods.getByRole('tab', { name: 'Sepanjang waktu' })).toBeVisible();
    expect(await tabsBreakingWords(periods), `${width} px`).toEqual([]);
    expect(await tabsOutside(periods), `${width} px`).toEqual([]);
  }
  await page.screenshot({ path: 'screenshots/truncation-home-tabs-id-390.png' });
});

test('the check itself finds an ellipsis, a line clamp and a placeholder too wide, and skips marked exceptions', async ({ page }) => {
  await page.setContent(`
    <p style="width:80px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Pag-withdraw ng USDT (sinusuri)</p>
    <p style="width:80px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden">Pag-withdraw ng USDT (sinusuri) at iba pa na mahaba</p>
    <p data-truncate-ok="test" style="width:80px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Pag-withdraw ng USDT (sinusuri)</p>
    <p style="width:300px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Fits</p>
    <input style="width:120px" placeholder="Ilagay muli ang bagong pangseguridad na password">
    <input style="width:120px" placeholder="Fits">`);
  expect((await truncated(page)).map((cut) => cut.why)).toEqual(['ellipsis', 'line-clamp', 'placeholder']);
});
