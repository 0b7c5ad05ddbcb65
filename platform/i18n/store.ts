import { create } from 'zustand';
import { detectBrowserLocale, rememberLocale } from './detect';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { loadNamespace, type Catalog } from './messages';
import { SHELL_NAMESPACES } from './namespaces';

/** Set on <html> by the inline head script while a non-default language loads (see pendingScript.ts). */
export const PENDING_ATTRIBUTE = 'data-lang-pending';

interface I18nState {
  /** The language on screen. Starts as the default one: the prerendered HTML is in it. */
  locale: Locale;
  /**
   * The language asked for (detected at start or chosen), set at once while its messages may still be
   * loading; null before detection. What a frame address or a request built right now should carry.
   */
  requested: Locale | null;
  /** Namespaces loaded per language. The default language's arrive with the page, not in here. */
  catalogs: Partial<Record<Locale, Catalog>>;
  /** The namespaces of the screen on display (besides the shell); loaded with it on a switch. */
  active: readonly string[];
  setActive(namespaces: readonly string[]): void;
  /** Loads the namespaces of `locale` that are not loaded yet. Same arguments, same promise. */
  ensure(locale: Locale, namespaces: readonly string[]): Promise<void>;
  /**
   * Detects the language (spec order) and remembers it as the one asked for, once: before the first
   * render in the browser (Providers), so the screen's first requests carry it. Browser only.
   */
  detect(): void;
  /** Detects the language if not done yet and, if it is not the default, swaps it in. Browser only. */
  init(): Promise<void>;
  /** The user's choice: cached in local storage, messages swapped without a reload. */
  setLocale(locale: Locale): Promise<void>;
}

const loads = new Map<string, Promise<void>>();

export const useI18n = create<I18nState>()((set, get) => ({
  locale: DEFAULT_LOCALE,
  requested: null,
  catalogs: {},
  active: [],
  setActive(namespaces) {
    set({ active: namespaces });
  },
  ensure(locale, namespaces) {
    const missing = namespaces.filter((ns) => !get().catalogs[locale]?.[ns]);
    if (missing.length === 0) return Promise.resolve();
    const key = `${locale}:${missing.join(',')}`;
    let load = loads.get(key);
    if (!load) {
      load = Promise.all(missing.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const))
        .then((entries) => {
          set((s) => ({ catalogs: { ...s.catalogs, [locale]: { ...s.catalogs[locale], ...Object.fromEntries(entries) } } }));
        })
        .finally(() => loads.delete(key));
      loads.set(key, load);
    }
    return load;
  },
  detect() {
    if (get().requested !== null) return;
    const locale = detectBrowserLocale();
    rememberLocale(locale);
    set({ requested: locale });
  },
  async init() {
    get().detect();
    const locale = get().requested ?? DEFAULT_LOCALE;
    try {
      if (locale !== get().locale) await show(locale);
    } finally {
      // Whatever happens, never leave the screen hidden (the CSS also reveals it after a few seconds).
      document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
    }
  },
  async setLocale(locale) {
    rememberLocale(locale);
    set({ requested: locale });
    await show(locale);
  },
}));

/**
 * The language the app's requests carry, for the key of a query whose answer holds server texts
 * (titles, record names): the one asked for, detected before the first render (Providers), or
 * chosen. Null in the hydrating render, which sees the store's initial state: such a query waits for
 * it, so it is fetched once, in the visitor's language, and not first under the language on screen
 * (the default one, until its messages load).
 */
export const useRequestLanguage = () => useI18n((state) => state.requested);

/**
 * The same value read from the store now, for a request sent from a render: while the page hydrates,
 * `useRequestLanguage()` still gives the value before detection (the hydration renders with the
 * stores' initial state), and Providers has detected the language before that render.
 */
export const requestLanguageNow = () => useI18n.getState().requested;

/** Loads the shell and the current screen's namespaces, then switches in one render (no half-translated frame). */
async function show(locale: Locale) {
  const { ensure, active } = useI18n.getState();
  if (locale !== DEFAULT_LOCALE) await ensure(locale, [...SHELL_NAMESPACES, ...active]);
  useI18n.setState({ locale });
  document.documentElement.lang = locale;
}

let defaultShell: Catalog = {};
/** The default language's shell messages (from the page), for messageText when nothing else is loaded. */
export function setDefaultShell(catalog: Catalog) {
  defaultShell = catalog;
}

/** Reads a dotted key of a plain-text message (for non-React code such as the API client). */
export function messageText(key: string): string | null {
  const { locale, catalogs } = useI18n.getState();
  let node: unknown = locale === DEFAULT_LOCALE ? defaultShell : catalogs[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}
