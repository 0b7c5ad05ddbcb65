import { localStore, sessionStore } from '@/platform/session/safeStorage';
import { DEFAULT_LOCALE, LANGUAGE_KEY, matchLocale, type Locale } from './locales';

/** The places a language may come from, in the spec's order (§2: query, cookie, local storage,
 * session storage, browser, HTML tag). Passed in so detection is a pure, testable function. */
export interface DetectionSources {
  search: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

const QUERY_KEYS = ['lang', 'lng', LANGUAGE_KEY];

function fromQuery(search: string): Locale | null {
  const params = new URLSearchParams(search);
  for (const key of QUERY_KEYS) {
    const match = matchLocale(params.get(key));
    if (match) return match;
  }
  return null;
}

function fromCookie(cookie: string): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_KEY) return matchLocale(decodeURIComponent(rest.join('=')));
  }
  return null;
}

function safeGet(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null; // storage can throw in private modes
  }
}

export function detectLocale(sources: DetectionSources): Locale {
  return (
    fromQuery(sources.search) ??
    fromCookie(sources.cookie) ??
    matchLocale(safeGet(sources.localStorage)) ??
    matchLocale(safeGet(sources.sessionStorage)) ??
    sources.navigatorLanguages.map(matchLocale).find((l): l is Locale => l !== null) ??
    matchLocale(sources.htmlLang) ??
    DEFAULT_LOCALE
  );
}

/** Detection against the real browser. Only call in the browser. */
export function detectBrowserLocale(): Locale {
  return detectLocale({
    search: window.location.search,
    cookie: document.cookie,
    localStorage: localStore.raw(),
    sessionStorage: sessionStore.raw(),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  });
}

/** Caches the choice in local storage (spec: "cached in local storage"). */
export function rememberLocale(locale: Locale) {
  localStore.set(LANGUAGE_KEY, locale); // storage unavailable: the choice lasts for this page only
}
