import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGS, messageCatalogue, resolveLang, textOf, translate } from './messages';

/** The parameter names an ICU message uses (arguments, plurals and selects, nested ones too); throws when it does not parse. */
function parameterNames(text: string): string {
  const names = new Set<string>();
  type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(text, 'en').getAst() as Element[]);
  return [...names].sort().join(',');
}

describe('message catalogue', () => {
  it('has a non-empty text in every language for every key, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(messageCatalogue)) {
      for (const lang of LANGS) {
        expect(texts[lang]?.trim(), `${key}.${lang}`).toBeTruthy();
        expect(parameterNames(texts[lang]), `${key}.${lang}`).toBe(parameterNames(texts.en));
      }
      // Real translations: only brand-like words may stay identical to English.
      const copies = LANGS.filter((lang) => lang !== 'en' && texts[lang] === texts.en);
      expect(copies, key).toEqual([]);
    }
  });

  it('fills parameters', () => {
    expect(translate('nickname_too_long', 'en', { max: 36 })).toBe('Nickname maximum length is 36');
    expect(translate('code_throttled', 'vn', { seconds: 9 })).toBe('Vui lòng đợi 9 giây trước khi yêu cầu mã mới');
  });

  it('says one second, two seconds (ICU plurals, as in the app)', () => {
    expect(translate('code_throttled', 'en', { seconds: 1 })).toBe('Please wait 1 second before requesting a new code');
    expect(translate('code_throttled', 'en', { seconds: 60 })).toBe('Please wait 60 seconds before requesting a new code');
    expect(translate('rate_limited', 'en', { seconds: 1 })).toBe('Too many requests, please try again in 1 second');
    expect(translate('login_locked', 'en', { minutes: 1 })).toBe('Too many failed logins for this e-mail, please try again in 1 minute');
    expect(translate('code_daily_limit', 'en', { hours: 1 })).toMatch(/try again in 1 hour$/);
    expect(translate('pin_locked', 'fil', { minutes: 1 })).toContain('nang 1 minuto');
  });

  it('never fails an answer over a missing parameter', () => {
    expect(translate('rate_limited', 'en')).toMatch(/^Too many requests, please try again in .+ seconds$/);
    expect(translate('nickname_too_long', 'zh')).toContain('…');
  });

  it.each([
    ['en', 'en'],
    ['zh', 'zh'],
    ['kr', 'kr'],
    ['ko-KR', 'kr'],
    ['vi-VN', 'vn'],
    ['vn', 'vn'],
    ['id', 'id'],
    ['fil', 'fil'],
    ['ZH-cn', 'zh'],
    ['', 'en'],
    [undefined, 'en'],
    ['klingon', 'en'],
  ])('Lang %s → %s', (header, lang) => {
    expect(resolveLang(header)).toBe(lang);
  });
});

describe('textOf (the lookup of the messages and the ledger titles)', () => {
  const table = { hello: { en: 'Hello', zh: '你好', kr: '', id: 'Halo', vn: 'Xin chào', fil: 'Kumusta' } };
  it('answers the language asked, English for a language without a text, null for an unknown key', () => {
    expect(textOf(table, 'hello', 'zh')).toBe('你好');
    expect(textOf({ hello: { ...table.hello, kr: undefined as unknown as string } }, 'hello', 'kr')).toBe('Hello');
    expect(textOf(table, 'goodbye', 'en')).toBeNull();
    // An own key only: nothing from Object.prototype passes for a text.
    expect(textOf(table, 'toString', 'en')).toBeNull();
  });
});
