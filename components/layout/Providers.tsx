'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { configureApiClient } from '@/lib/api/client';
import { messageText, useI18n } from '@/lib/i18n/store';
import { useSession } from '@/lib/session/store';
import { toast } from '@/lib/ui/toast';
import { useLoadingOverlay } from '@/lib/ui/overlay';
import { Splash } from './Splash';

configureApiClient({
  getToken: () => useSession.getState().token,
  getLocale: () => useI18n.getState().locale,
  onSessionInvalid: () => {
    // Spec §4/§8: clear local storage and reload; the route guard then sends the visitor to /login.
    useSession.getState().clearAll();
    window.location.reload();
  },
  onError: (message, scope) => toast.error(message, scope),
  clearOverlay: () => useLoadingOverlay.getState().clear(),
  fallbackMessage: (kind) => messageText(FALLBACK_KEYS[kind]) ?? FALLBACK_TEXT[kind],
});

const FALLBACK_KEYS = { network: 'common.networkError', timeout: 'common.timeoutError', server: 'common.serverError' } as const;
const FALLBACK_TEXT = { network: 'Network error', timeout: 'Request timed out', server: 'Something went wrong. Please try again.' } as const;

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // The client already toasts failures; retrying would toast twice.
          queries: { retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  const locale = useI18n((s) => s.locale);
  const messages = useI18n((s) => s.messages);

  useIsomorphicLayoutEffect(() => {
    useSession.getState().hydrate();
    void useI18n.getState().init();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      {messages ? (
        <NextIntlClientProvider locale={locale} messages={messages} timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}>
          {children}
        </NextIntlClientProvider>
      ) : (
        <Splash />
      )}
    </QueryClientProvider>
  );
}
