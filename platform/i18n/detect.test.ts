import { describe, expect, it } from 'vitest';
import { detectLocale, type DetectionSources } from './detect';
import { LANG_HEADER, matchLocale } from './locales';

const store = (value: string | null) => ({ getItem: () => value });
const none: DetectionSources = {
  search: '',
  cookie: '',
  localStorage: store(null),
  sessionStorage: store(null),
  navigatorLanguages: [],
  htmlLang: null,
};

describe('detectLocale follows the spec order: query, cookie, local, session, browser, html', () => {
  it('defaults to en-US', () => expect(detectLocale(none)).toBe('en-US'));
  it('html tag', () => expect(detectLocale({ ...none, htmlLang: 'vi' })).toBe('vi-VN'));
  it('browser beats html', () => expect(detectLocale({ ...none, navigatorLanguages: ['fr-FR', 'ko'], htmlLang: 'vi' })).toBe('ko-KR'));
  it('session storage beats browser', () => expect(detectLocale({ ...none, sessionStorage: store('id'), navigatorLanguages: ['ko'] })).toBe('id'));
  it('local storage beats session storage', () => expect(detectLocale({ ...none, localStorage: store('fil'), sessionStorage: store('id') })).toBe('fil'));
  it('cookie beats local storage', () => expect(detectLocale({ ...none, cookie: 'a=1; language=zh-CN', localStorage: store('fil') })).toBe('zh-CN'));
  it('query beats everything', () => expect(detectLocale({ ...none, search: '?lang=ko-KR', cookie: 'language=zh-CN', localStorage: store('fil') })).toBe('ko-KR'));
  it('skips unsupported values and storage that throws', () =>
    expect(
      detectLocale({
        ...none,
        search: '?lang=xx',
        localStorage: {
          getItem: () => {
            throw new Error('denied');
          },
        },
        navigatorLanguages: ['de', 'id-ID'],
      }),
    ).toBe('id'));
});

describe('locale maps', () => {
  it('maps each locale to its Lang header (spec §9)', () => expect(LANG_HEADER).toEqual({ 'en-US': 'en', 'zh-CN': 'zh', 'ko-KR': 'kr', id: 'id', 'vi-VN': 'vn', fil: 'fil' }));
  it.each([
    ['en-GB', 'en-US'],
    ['zh-Hans-CN', 'zh-CN'],
    ['in', 'id'],
    ['tl', 'fil'],
    ['vi', 'vi-VN'],
    ['ko_KR', 'ko-KR'],
    ['fr', null],
    ['', null],
  ])('matchLocale(%s) = %s', (tag, expected) => expect(matchLocale(tag)).toBe(expected));
});
