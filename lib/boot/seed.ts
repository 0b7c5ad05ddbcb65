import { useQueryClient } from '@tanstack/react-query';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SUCCESS_CODE } from '@/lib/contract/envelope';
import { recordServerTime } from '@/lib/time/serverClock';
import { FIRST_REQUESTS_GLOBAL, seedKey } from './seedKey';

/** What the first-requests script parked: the parsed answer and when it went and came back; null when it failed. */
type Parked = { body: { code?: unknown; data?: unknown; server_time?: unknown } | null; sentAt: number; receivedAt: number } | null;

/** The parked answer of a query, taken once: a later mount (or another screen) asks as usual. */
function takeParked(key: readonly unknown[]): Promise<Parked> | undefined {
  const parked = (window as unknown as Record<string, Record<string, Promise<Parked>> | undefined>)[FIRST_REQUESTS_GLOBAL];
  const name = seedKey(key);
  const answer = parked?.[name];
  if (parked) delete parked[name];
  return answer;
}

// Parked answers enter the cache once a seeding screen has committed (its hydration is done): the
// exported HTML shows loading states, and hydration must render the same. Shared by every seed, so a
// first render React throws away (a suspended subtree) cannot leave an answer waiting for its effect.
let markCommitted = () => {};
const committed = new Promise<void>((resolve) => (markCommitted = resolve));

interface SeedOptions {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/**
 * Hands a screen's first query the answer its route's first-requests script (firstRequests.tsx, issue
 * 26's one speed trick) started at HTML parse. Call it in the screen's render before the components
 * that use the query: the query is then already fetching, so they wait for that answer instead of
 * asking again. The answer enters the cache only after the screen has hydrated (what the exported HTML
 * shows is what hydration renders). A failed or missing answer falls back to the query's own call,
 * which toasts and ends an invalid session as ever. `null` options (the list is not known yet): nothing.
 * `infinite`: the options are a paged list's, and `fromData` turns an answer into the first page's rows.
 */
export function useFirstRequestSeed(options: SeedOptions | null, paged?: { fromData: (data: unknown) => unknown }) {
  const client = useQueryClient();
  // Once, in the first render (a render-phase prefetch, as React Query's usePrefetchQuery does).
  useState(() => {
    if (!options || typeof window === 'undefined' || client.getQueryState(options.queryKey)) return;
    const parked = takeParked(options.queryKey);
    if (!parked) return;
    const ownCall = options.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
    const queryFn = async (context: QueryFunctionContext) => {
      const answer = await parked;
      await committed;
      const body = answer?.body;
      if (!answer || !body || body.code !== SUCCESS_CODE) return ownCall(context);
      recordServerTime(body.server_time, answer.receivedAt, answer.sentAt);
      return paged ? paged.fromData(body.data) : body.data;
    };
    const seeded = { ...options, queryFn } as Parameters<typeof client.prefetchQuery>[0];
    void (paged ? client.prefetchInfiniteQuery(seeded as Parameters<typeof client.prefetchInfiniteQuery>[0]) : client.prefetchQuery(seeded));
  });
  useEffect(() => markCommitted(), []);
}
