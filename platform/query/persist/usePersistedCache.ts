'use client';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterHydration } from '@/platform/async/idle';
import { hasLiveToken, useSession } from '@/platform/session/store';

/**
 * Keeps the allow-listed reads of the app's cache in IndexedDB (policy.ts) so that the next open shows
 * them before the network answers. It runs while a session is live, from the open or from a login in
 * this tab, and stops when the session ends. Its code loads after hydration, when the restore may run
 * (the HTML has no user data): a first visit downloads none of it before its first paint.
 */
export function usePersistedCache(client: QueryClient) {
  const token = useSession((state) => state.token);
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancel = afterHydration(() => {
      if (!hasLiveToken(useSession.getState())) return;
      void import('./persister').then(({ startPersister }) => {
        if (!cancelled) stop = startPersister(client);
      });
    });
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, [client, token]);
}
