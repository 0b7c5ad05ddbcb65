import { describe, expect, it } from 'vitest';
import { LANGS, messageCatalogue, resolveLang, translate } from './messages';

describe('message catalogue', () => {
  it('has a non-empty text in every language for every key, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(messageCatalogue)) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(',');
      for (const lang of LANGS) {
        expect(texts[lang]?.trim(), `${key}.${lang}`).toBeTruthy();
        expect(placeholders(texts[lang]), `${key}.${lang}`).toBe(placeholders(texts.en));
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
