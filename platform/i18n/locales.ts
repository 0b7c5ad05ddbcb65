import { STORAGE_KEYS } from '@/platform/session/safeStorage';

/** The six interface languages (spec §2), their Lang header codes (spec §9) and display names. */
export const LOCALES = ['en-US', 'zh-CN', 'ko-KR', 'id', 'vi-VN', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Order shown in the language sheet (spec §2 lists zh-CN first). */
export const PICKER_ORDER: readonly Locale[] = ['zh-CN', 'en-US', 'ko-KR', 'id', 'vi-VN', 'fil'];

export const LANG_HEADER: Record<Locale, string> = {
  'en-US': 'en',
  'zh-CN': 'zh',
  'ko-KR': 'kr',
  id: 'id',
  'vi-VN': 'vn',
  fil: 'fil',
};

/** Each language's own name, so a user can find theirs whatever the current language is. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'ko-KR': '한국어',
  id: 'Bahasa Indonesia',
  'vi-VN': 'Tiếng Việt',
  fil: 'Filipino',
};

/** Storage key for the chosen language (localStorage, sessionStorage and cookie); a logout keeps it. */
export const LANGUAGE_KEY = STORAGE_KEYS.language;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps any BCP-47-ish tag (en, en-GB, zh, zh-Hans-CN, ko, in, tl, vi, fil-PH ...) to one of our
 * locales, or null when we do not support that language.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const value = tag.trim().replace('_', '-');
  if (!value) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const base = value.split('-')[0].toLowerCase();
  switch (base) {
    case 'en':
      return 'en-US';
    case 'zh':
      return 'zh-CN';
    case 'ko':
    case 'kr':
      return 'ko-KR';
    case 'id':
    case 'in':
      return 'id';
    case 'vi':
    case 'vn':
      return 'vi-VN';
    case 'fil':
    case 'tl':
      return 'fil';
    default:
      return null;
  }
}
