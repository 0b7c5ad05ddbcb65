'use client';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { configureApiClient } from '@/platform/http/clientSetup';
import { DEFAULT_LOCALE } from '@/platform/i18n/locales';
import type { Catalog } from '@/platform/i18n/messages';
import { messageText, setDefaultShell, useI18n } from '@/platform/i18n/store';
import { PROVIDER_TIME_ZONE } from '@/platform/i18n/timeZone';
import { useSession } from '@/platform/session/store';
import { markSessionExpired } from '@/platform/session/sessionExpired';
import { toast } from '@/ui/toast';
import { useLoadingOverlay } from '@/ui/overlay';

configureApiClient({
  getToken: () => useSession.getState().token,
  // The language asked for: a request sent while its messages still load already answers in it.
  getLocale: () => useI18n.getState().requested ?? useI18n.getState().locale,
  onSessionInvalid: () => {
    // Spec §4/§8: clear local storage and reload; the route guard then sends the visitor to /login.
    // A visitor without a session has nothing to end: the prerendered screen may have asked before
    // the guard ran, and reloading would only ask again; the guard is already on its way to /login.
    const hadSession = useSession.getState().token !== null;
    // The login screen the guard opens next says the session expired.
    if (hadSession) markSessionExpired();
    useSession.getState().clearAll();
    if (hadSession) window.location.reload();
  },
  onError: (message, scope) => toast.error(message, scope),
  clearOverlay: () => useLoadingOverlay.getState().clear(),
  fallbackMessage: (kind) => messageText(FALLBACK_KEYS[kind]) ?? FALLBACK_TEXT[kind],
});

const FALLBACK_KEYS = { network: 'common.networkError', timeout: 'common.timeoutError', server: 'common.serverError' } as const;
const FALLBACK_TEXT = { network: 'Network error', timeout: 'Request timed out', server: 'Something went wrong. Please try again.' } as const;

/** Reads what the browser keeps (the session, the visitor's language); nothing on the server. */
function readBrowserState() {
  if (typeof window === 'undefined') return;
  useSession.getState().hydrate();
  useI18n.getState().detect();
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * `shell`: the default language's messages of the chrome (top bar, tab bar, menus, toasts), prerendered
 * into every page by the root layout; each page adds its own through its route manifest (RouteShell). React Query is the
 * app's route group's (QueryProvider): the public screens do without it.
 */
export function Providers({ shell, children }: { shell: Catalog; children: ReactNode }) {
  const locale = useI18n((s) => s.locale);
  const loaded = useI18n((s) => s.catalogs[locale]);
  setDefaultShell(shell);

  // Before anything renders in the browser: the session and the language the route's first queries
  // carry, so they may leave as the route is entered (platform/query/FirstQueries.tsx). The HTML
  // still matches: components hydrate with the stores' initial state (zustand's server snapshot) and
  // see what was read right after, as they did when this ran in the layout effect below.
  useState(readBrowserState);
  // The messages of a detected language load from here: after RouteIntl's layout effect has named the
  // screen's namespaces, so they come with the shell's in one go.
  useIsomorphicLayoutEffect(() => {
    void useI18n.getState().init();
  }, []);

  // The store switches `locale` only once the shell's namespaces are loaded in it.
  const messages = locale === DEFAULT_LOCALE ? shell : { ...shell, ...loaded };
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={PROVIDER_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
