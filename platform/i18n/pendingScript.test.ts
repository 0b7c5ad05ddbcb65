import { describe, expect, it } from 'vitest';
import { detectLocale, type DetectionSources } from './detect';
import { DEFAULT_LOCALE } from './locales';
import { PENDING_SCRIPT } from './pendingScript';

interface Case {
  search?: string;
  cookie?: string;
  local?: string | null;
  session?: string | null;
  languages?: string[];
}

/** Runs the inline script against a fake page; true when it marked <html> as "language pending". */
function runScript(c: Case): boolean {
  const attributes = new Map<string, string>();
  const storage = (value: string | null | undefined) => ({ getItem: (key: string) => (key === 'language' ? (value ?? null) : null) });
  const window = { localStorage: storage(c.local), sessionStorage: storage(c.session) };
  const document = { cookie: c.cookie ?? '', documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } };
  const navigator = { languages: c.languages ?? [], language: c.languages?.[0] ?? '' };
  new Function('window', 'document', 'location', 'navigator', PENDING_SCRIPT)(window, document, { search: c.search ?? '' }, navigator);
  return attributes.has('data-lang-pending');
}

function detected(c: Case) {
  const store = (value: string | null | undefined) => ({ getItem: () => value ?? null });
  const sources: DetectionSources = {
    search: c.search ?? '',
    cookie: c.cookie ?? '',
    localStorage: store(c.local),
    sessionStorage: store(c.session),
    navigatorLanguages: c.languages ?? [],
    htmlLang: DEFAULT_LOCALE, // the exported HTML's lang
  };
  return detectLocale(sources);
}

const cases: Case[] = [
  {},
  { languages: ['en-GB'] },
  { languages: ['fr-FR', 'ko'] },
  { languages: ['de', 'id-ID'] },
  { languages: ['zh-Hans-CN'] },
  { languages: ['tl'] },
  { languages: ['fr', 'de'] },
  { local: 'vi-VN', languages: ['en-US'] },
  { local: 'en-US', languages: ['zh-CN'] },
  { local: 'xx', session: 'fil', languages: ['en'] },
  { session: 'en-US', languages: ['ko-KR'] },
  { cookie: 'a=1; language=zh-CN', local: 'en-US' },
  { cookie: 'language=en-US', local: 'zh-CN' },
  { cookie: 'language=xx', local: 'id' },
  { search: '?lang=ko-KR', cookie: 'language=en-US', local: 'en-US' },
  { search: '?lang=en', local: 'vi-VN' },
  { search: '?lang=xx&lng=vi', local: 'en-US' },
  { search: '?language=fil' },
  { search: '?lang=xx', languages: ['en'] },
];

describe('the inline "language pending" script agrees with detectLocale', () => {
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))('%s', (_, c) => {
    expect(runScript(c)).toBe(detected(c) !== DEFAULT_LOCALE);
  });

  it('never throws when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    const run = () =>
      new Function('window', 'document', 'location', 'navigator', PENDING_SCRIPT)(
        { localStorage: blocked, sessionStorage: blocked },
        { cookie: '', documentElement: { setAttribute: () => undefined } },
        { search: '' },
        { languages: ['zh'] },
      );
    expect(run).not.toThrow();
  });
});
