'use client';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { takeLoginSeed } from '@/platform/account/loginSeed';
import { isKeyedByLanguage, queryKeys } from '@/platform/query/keys';
import { readStoredUserInfo } from '@/platform/account/storedUserInfo';
import { afterHydration } from '@/platform/async/idle';
import { useI18n } from '@/platform/i18n/store';
import { usePersistedCache } from '@/platform/query/persist/usePersistedCache';

function createQueryClient() {
  // Opened offline, no event says so: queries wait for the network instead of failing (and toasting).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const client = new QueryClient({
    defaultOptions: {
      // The client already toasts failures; retrying would toast twice.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // Just logged in: the user info and main config the login loaded are fresh; no need to ask again.
  const seed = takeLoginSeed();
  if (seed) {
    client.setQueryData(queryKeys.userInfo, seed.userInfo);
    client.setQueryData(queryKeys.mainConfig, seed.mainConfig);
  }
  return client;
}

/**
 * React Query for the app's screens (the `(app)` route group), not for the public ones. Each mount of
 * the app's frame starts a new cache: coming back from the login screen, no previous account's data is
 * left to show.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  usePersistedCache(queryClient);
  // The user info kept from the last visit shows until the fresh one arrives, marked as old so it is
  // fetched at once. After hydration, never during it: the exported HTML has no user, and a screen
  // hydrating with it drew balances where its HTML had skeletons (React error #418, e2e/hydration).
  useEffect(
    () =>
      afterHydration(() => {
        if (queryClient.getQueryData(queryKeys.userInfo) !== undefined) return;
        const stored = readStoredUserInfo();
        if (stored) queryClient.setQueryData(queryKeys.userInfo, stored, { updatedAt: 0 });
      }),
    [queryClient],
  );
  // Server texts (messages, titles) come in the Lang of the request: a language switch fetches the
  // answers again once the new language shows. Not the queries keyed by the language: their new key
  // fetched them at the switch already (refetching them here sent each list and the banners twice).
  // The language detected at start needs no second fetch: it is asked for (before the first render,
  // Providers) before any request, so every answer is already in it.
  useEffect(() => {
    let switched = false;
    return useI18n.subscribe((state, previous) => {
      if (previous.requested !== null && state.requested !== previous.requested) switched = true;
      if (state.locale !== previous.locale && switched) {
        switched = false;
        void queryClient.invalidateQueries({ predicate: (query) => !isKeyedByLanguage(query.queryKey) });
      }
    });
  }, [queryClient]);
  // Coming back online asks again for what failed on screen: a load that failed while the device
  // still counted as online is not paused, so React Query would not retry it by itself.
  useEffect(() => {
    const retryFailed = () => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    window.addEventListener('online', retryFailed);
    return () => window.removeEventListener('online', retryFailed);
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
