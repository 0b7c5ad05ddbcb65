'use client';
import { useQueryClient, type QueryKey, type UsePrefetchQueryOptions } from '@tanstack/react-query';
import { hasLiveToken, useSession } from '@/platform/session/store';

/**
 * Sends a query's request from the component's render, in the browser, instead of leaving it to the
 * query's observer: React Query asks when the observer subscribes, in the effects that run once the
 * whole page has hydrated. For the answers a screen's first paint waits for (Home's banners, user
 * info, ranking and coin list); the observer joins the request under way, so nothing is asked twice.
 * (One that has already failed when the observer mounts is asked for again: React Query's `retryOnMount`.)
 *
 * On a cold /home at 4x CPU (a Chrome trace), the banners left 720 ms after navigation instead of 807.
 * `npm run measure`, /home, 7 runs, with Home's lazy pieces also asked for from its render
 * (`preloadWhileRendering`), against the build before in the same round robin: perf 89 / LCP 2877 ms /
 * TBT 322 ms against 83 / 2902 / 453, and with the builds' roles swapped 86 / 2906 / 388 against
 * 84 / 2940 / 447. (With the ranking sent from the render too: 92 / 2765 / 216 against 91 / 2807 /
 * 255, swapped 93 / 2733 / 191 against 91 / 2805 / 250; but see the guard below.) The final version, 7 runs,
 * roles swapped: 86 / 2904 / 372 against 85 / 2914 / 409, and in one noisy 5-run stretch 79 / 3173 / 587
 * against 83 / 3044 / 465; /wallet and /reports, which do not use it, measured the same as before.
 * Then the ranking (kept 10 s, no longer gcTime 0) and the balance card's coin list joined them, 7 runs: 92 /
 * 2687 / 216 against 92 / 2726 / 243, roles swapped 90 / 2723 / 286 against 87 / 2932 / 346. The
 * simulated LCP now ends on the four answers together instead of on the ranking and the coin list,
 * which had left one and two tasks later.
 *
 * Only for a visitor with a session: the guard sends anyone else to /login, and the session is read
 * before the first render (Providers). `options` null: nothing to ask yet.
 */
export function useRequestWhileHydrating<TData, TKey extends QueryKey>(options: UsePrefetchQueryOptions<TData, Error, TData, TData, TKey> | null) {
  const client = useQueryClient();
  if (options === null || typeof window === 'undefined' || !hasLiveToken(useSession.getState())) return;
  // On a slow phone the answer can come before its observer mounts (after the page has hydrated). A
  // query kept only while observed (gcTime 0, the reports list) is then dropped, and one stale at once
  // (no staleTime) is refetched by its observer: either way it would be asked for twice (seen at 8x CPU).
  if (options.gcTime === 0 || !options.staleTime) return;
  if (client.getQueryState(options.queryKey) === undefined) void client.prefetchQuery(options);
}
