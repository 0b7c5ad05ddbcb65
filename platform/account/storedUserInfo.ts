import type { UserInfo } from '@/shared/contract';
import { readJson, STORAGE_KEYS, writeItem } from '@/platform/session/safeStorage';

/**
 * The copy of user info the spec keeps in local storage (client state `userInfo`). SessionData writes
 * every fresh answer here; the app's query cache starts from it (QueryProvider), marked as old so it
 * is fetched again at once. Its own module: the storage of the user info, apart from the calls that
 * fetch it (user.ts), which the query provider has no use for.
 */
export const readStoredUserInfo = () => readJson<UserInfo>(STORAGE_KEYS.userInfo);
export const storeUserInfo = (info: UserInfo | null) => writeItem(STORAGE_KEYS.userInfo, info ? JSON.stringify(info) : null);
