import { create } from 'zustand';
import { detectBrowserLocale, rememberLocale } from './detect';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { loadMessages, type Messages } from './messages';

interface I18nState {
  locale: Locale;
  messages: Messages | null;
  /** Detects the language (spec order) and loads its messages. Browser only. */
  init(): Promise<void>;
  /** The user's choice: cached in local storage, messages swapped without a reload. */
  setLocale(locale: Locale): Promise<void>;
}

export const useI18n = create<I18nState>()((set, get) => ({
  locale: DEFAULT_LOCALE,
  messages: null,
  async init() {
    if (get().messages) return;
    const locale = detectBrowserLocale();
    rememberLocale(locale);
    const messages = await loadMessages(locale);
    set({ locale, messages });
    document.documentElement.lang = locale;
  },
  async setLocale(locale) {
    rememberLocale(locale);
    const messages = await loadMessages(locale);
    set({ locale, messages });
    document.documentElement.lang = locale;
  },
}));

/** Reads a dotted key from the loaded messages (for non-React code such as the API client). */
export function messageText(key: string): string | null {
  let node: unknown = useI18n.getState().messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}
