'use client';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { hasLiveToken, useSession } from '@/platform/session/store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of queries of any data and key
export type FirstQuery = FetchQueryOptions<any, Error, any, any>;

/**
 * A route's first queries (its manifest's `firstQueries`): the answers its screen's first paint waits
 * for, null for one that cannot be asked yet. A 'use client' module exports the function, so the
 * route shell, a server component, can hand it to the browser.
 */
export type FirstQueriesOf = () => readonly (FirstQuery | null)[];

/**
 * Sends a route's first queries when the route is entered: from the route shell's render, in the
 * browser, before the screen below it renders; the screen's own `useQuery` joins the request under way,
 * so nothing is asked twice. Nothing for a visitor without a live session (the guard sends them to
 * /login). A query kept only while observed (gcTime 0) or stale at once (no staleTime) is left to its
 * screen: answered before the screen's observer mounts, it would be dropped or asked for again.
 */
export function FirstQueries({ of }: { of: FirstQueriesOf }) {
  const client = useQueryClient();
  if (typeof window === 'undefined' || !hasLiveToken(useSession.getState())) return null;
  for (const options of of()) {
    if (options === null || options.gcTime === 0 || !options.staleTime) continue;
    if (client.getQueryState(options.queryKey) === undefined) void client.prefetchQuery(options);
  }
  return null;
}
