import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@/shared/contract';
import { readStoredUserInfo } from '@/platform/account/storedUserInfo';
import { hasLiveToken, useSession } from '@/platform/session/store';
import { queryKeys } from '../keys';
import { cacheBuster, fromSaved, isPersistable, toSaved } from './policy';
import { eraseSavedCache, readSavedCache, writeSavedCache } from './storage';

const BUSTER = cacheBuster(process.env.NEXT_PUBLIC_APP_VERSION);
const SAVE_DELAY_MS = 1000;

/** Puts the saved copy of the last session into the cache where it holds nothing newer, marked stale. */
async function restore(client: QueryClient): Promise<void> {
  const account = readStoredUserInfo()?.id;
  const raw = await readSavedCache();
  if (raw === undefined) return;
  const state = typeof account === 'number' ? fromSaved(raw, { account, buster: BUSTER, now: Date.now() }) : null;
  if (!state) {
    await eraseSavedCache();
    return;
  }
  // Never as the session ended in between (logout while the copy was read).
  if (!hasLiveToken(useSession.getState())) return;
  hydrate(client, state);
  // Stale at once, so what is on screen is fetched: only what still holds the saved copy (an answer of
  // this visit is newer, and hydrate left it: no second request for it), joining a request under way
  // (the route's first queries) instead of cancelling and sending it again.
  const savedAt = new Map(state.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  await client.invalidateQueries({ predicate: (query) => savedAt.get(query.queryHash) === query.state.dataUpdatedAt }, { cancelRefetch: false });
}

function save(client: QueryClient) {
  const account = client.getQueryData<UserInfo>(queryKeys.userInfo)?.id;
  if (typeof account !== 'number' || !hasLiveToken(useSession.getState())) return;
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isPersistable(query.queryKey) });
  const saved = toSaved(state, account, BUSTER, Date.now());
  if (saved) void writeSavedCache(saved);
}

/** Restores, then saves a second after the allow-listed answers change; erases when the session's token changes. Returns the stop. */
export function startPersister(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;
  const scheduleSave = () => {
    clearTimeout(timer);
    timer = setTimeout(() => save(client), SAVE_DELAY_MS);
  };
  // What arrived before the restore is saved too.
  void restore(client).finally(() => {
    ready = true;
    scheduleSave();
  });
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (!ready || event.type !== 'updated' || event.action.type !== 'success' || !isPersistable(event.query.queryKey)) return;
    scheduleSave();
  });
  const unsubscribeSession = useSession.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    clearTimeout(timer);
    ready = false;
    void eraseSavedCache();
  });
  return () => {
    clearTimeout(timer);
    unsubscribeCache();
    unsubscribeSession();
  };
}
