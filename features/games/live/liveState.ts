/**
 * Which queries a healthy live stream feeds right now (./live.ts sets it). Kept apart from the
 * stream client so the polled queries (features/games/api.ts) can ask without loading it: while a query
 * is fed it polls only as a slow safety net; when the stream is refused or drops it polls as before.
 */
const fed = new Set<string>();
const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

export function setLiveFed(queryKey: readonly unknown[], on: boolean): void {
  if (on) fed.add(keyOf(queryKey));
  else fed.delete(keyOf(queryKey));
}

export const isLiveFed = (queryKey: readonly unknown[]): boolean => fed.has(keyOf(queryKey));
