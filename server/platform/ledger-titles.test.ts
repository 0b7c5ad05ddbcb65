import { describe, expect, it } from 'vitest';
import { LANGS } from './messages';
import { ledgerTitle, ledgerTitleCatalogue } from './ledger-titles';

describe('ledger titles', () => {
  it('has every title in every language with the same placeholders', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(',');
    for (const [key, texts] of Object.entries(ledgerTitleCatalogue)) {
      for (const lang of LANGS) {
        expect(texts[lang]?.trim(), `${key}.${lang}`).toBeTruthy();
        expect(placeholders(texts[lang]), `${key}.${lang}`).toBe(placeholders(texts.en));
      }
      expect(
        LANGS.filter((lang) => lang !== 'en' && texts[lang] === texts.en),
        key,
      ).toEqual([]);
    }
  });

  it('fills params and falls back to the key for an unknown title', () => {
    expect(ledgerTitle('room_win', 'en', { room: 12 })).toBe('Won Flash Deal #12');
    expect(ledgerTitle('team_reward', 'id', { nickname: 'Luna' })).toBe('Hadiah tim dari Luna');
    expect(ledgerTitle('something_new', 'zh')).toBe('something_new');
    // Plain filling, not ICU: a room number is not grouped, and a param the record lacks stays visible.
    expect(ledgerTitle('room_win', 'en', { room: 12345 })).toBe('Won Flash Deal #12345');
    expect(ledgerTitle('room_win', 'en')).toBe('Won Flash Deal #{room}');
  });
});
