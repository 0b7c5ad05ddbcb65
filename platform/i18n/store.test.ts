import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadNamespace = vi.fn(async (locale: string, ns: string) => ({ title: `${locale}:${ns}` }));
vi.mock('./messages', () => ({ loadNamespace: (locale: string, ns: string) => loadNamespace(locale, ns) }));

const { useI18n, messageText, setDefaultShell, PENDING_ATTRIBUTE } = await import('./store');
const { SHELL_NAMESPACES } = await import('./namespaces');

const html = { lang: 'en-US', removeAttribute: vi.fn(), getAttribute: () => 'en-US' };
vi.stubGlobal('document', { documentElement: html, cookie: '' });
vi.stubGlobal('window', { location: { search: '' }, localStorage: { getItem: () => null, setItem: () => undefined }, sessionStorage: { getItem: () => null } });
vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });

beforeEach(() => {
  loadNamespace.mockClear();
  useI18n.setState({ locale: 'en-US', requested: null, catalogs: {}, active: [] });
});

describe('the i18n store', () => {
  it('loads each missing namespace once, however many screens ask at the same time', async () => {
    const { ensure } = useI18n.getState();
    await Promise.all([ensure('zh-CN', ['auth', 'validation']), ensure('zh-CN', ['auth', 'validation'])]);
    await ensure('zh-CN', ['auth', 'home']);
    expect(loadNamespace.mock.calls.map((c) => c.join('/')).sort()).toEqual(['zh-CN/auth', 'zh-CN/home', 'zh-CN/validation']);
    expect(useI18n.getState().catalogs['zh-CN']?.home).toEqual({ title: 'zh-CN:home' });
  });

  it('switches the language only once the shell and the current screen are loaded, in one step', async () => {
    useI18n.getState().setActive(['reports']);
    const seen: string[] = [];
    const unsubscribe = useI18n.subscribe((s) => seen.push(`${s.locale}:${Object.keys(s.catalogs['vi-VN'] ?? {}).length}`));
    await useI18n.getState().setLocale('vi-VN');
    unsubscribe();
    expect(seen.at(-1)).toBe(`vi-VN:${SHELL_NAMESPACES.length + 1}`);
    // Never a frame in the new language with its messages missing.
    expect(seen.filter((s) => s.startsWith('vi-VN:') && s !== `vi-VN:${SHELL_NAMESPACES.length + 1}`)).toEqual([]);
    expect(html.lang).toBe('vi-VN');
  });

  it('knows the requested language at once, while the one on screen changes only when loaded', async () => {
    const switching = useI18n.getState().setLocale('ko-KR');
    expect(useI18n.getState()).toMatchObject({ requested: 'ko-KR', locale: 'en-US' });
    await switching;
    expect(useI18n.getState()).toMatchObject({ requested: 'ko-KR', locale: 'ko-KR' });
  });

  it('init keeps English (no download) for an English visitor and always reveals the page', async () => {
    await useI18n.getState().init();
    expect(loadNamespace).not.toHaveBeenCalled();
    expect(html.removeAttribute).toHaveBeenCalledWith(PENDING_ATTRIBUTE);
  });

  it('messageText reads plain messages of the language on screen', async () => {
    setDefaultShell({ common: { networkError: 'Network error' } });
    expect(messageText('common.networkError')).toBe('Network error');
    expect(messageText('common.missing')).toBeNull();
  });
});
