import { create } from 'zustand';
import { INVITE_PATTERN, ROOM_ID_PATTERN } from '@/platform/shell/routes';
import { clearSessionStorage, readItem, sessionStore, STORAGE_KEYS, writeItem } from '@/platform/session/safeStorage';

/**
 * Client state of the session: the token and what the visitor is doing (entry link, wallet, nav
 * page). Server data — user info included — lives in the React Query cache (the features' api.ts queries), not here.
 */

export type WalletStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export interface SessionState {
  /** True once the store has read localStorage in the browser (false during prerender). */
  hydrated: boolean;
  token: string | null;
  /** Expiry as unix seconds (the login response's ex_time). */
  tokenTime: number | null;
  /** A shared room link remembered while the visitor logs in (spec §2: roomId, invite, roomURL). */
  roomId: string | null;
  invite: string | null;
  roomURL: string | null;
  /**
   * The wallet (spec §3 client state, §4 wallet states): set only by WalletSync, which derives
   * them from wagmi (platform/wallet/WalletSync.tsx); read through useWallet() (platform/wallet/useWallet.ts).
   * Before the wallet code has loaded they are the remembered address and network, "reconnecting";
   * clearAll forgets them with the rest of the session, and WalletSync then disconnects wagmi.
   */
  walletAddress: string | null;
  walletChainId: number | null;
  walletStatus: WalletStatus;
  /** Opened as a navigation page (embedded): the tab bar and some buttons hide. */
  navPage: boolean;

  hydrate(): void;
  setSession(token: string, exTime: number): void;
  rememberEntry(entry: { roomId?: string | null; invite?: string | null; path: string; navPage?: boolean }): void;
  /** Returns the pending room URL (with its roomId) and forgets it; null when none is pending. */
  takePendingRoom(): string | null;
  /** WalletSync's, and no one else's: stores the wallet wagmi reports (a null address forgets it). */
  setWallet(wallet: { address: string | null; chainId: number | null; status: WalletStatus }): void;
  /** Logout / invalid session: wipes local storage (but the language) and every user value held in memory. */
  clearAll(): void;
}

const EMPTY = {
  token: null,
  tokenTime: null,
  roomId: null,
  invite: null,
  roomURL: null,
  walletAddress: null,
  walletChainId: null,
  walletStatus: 'disconnected' as WalletStatus,
  navPage: false,
};

/** A stored value is used only when it still has the shape the address was checked against (spec §2). */
function readChecked(key: string, pattern: RegExp): string | null {
  const value = readItem(key);
  return value !== null && pattern.test(value) ? value : null;
}

/** Only a path of this site: the pending room is opened with router.replace after login. */
function readLocalPath(key: string): string | null {
  const value = readItem(key);
  return value !== null && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

function toNumber(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export const useSession = create<SessionState>()((set, get) => ({
  hydrated: false,
  ...EMPTY,

  hydrate() {
    if (get().hydrated) return;
    const walletAddress = readItem(STORAGE_KEYS.walletAddress);
    set({
      hydrated: true,
      token: readItem(STORAGE_KEYS.token),
      tokenTime: toNumber(readItem(STORAGE_KEYS.tokenTime)),
      roomId: readChecked(STORAGE_KEYS.roomId, ROOM_ID_PATTERN),
      invite: readChecked(STORAGE_KEYS.invite, INVITE_PATTERN),
      roomURL: readLocalPath(STORAGE_KEYS.roomURL),
      walletAddress,
      walletChainId: toNumber(readItem(STORAGE_KEYS.walletChainId)),
      // A remembered address means the wallet library will try to reconnect: "maybe", not "connected".
      walletStatus: walletAddress ? 'reconnecting' : 'disconnected',
      navPage: readSessionFlag(),
    });
  },

  setSession(token, exTime) {
    writeItem(STORAGE_KEYS.token, token);
    writeItem(STORAGE_KEYS.tokenTime, String(exTime));
    set({ token, tokenTime: exTime });
  },

  rememberEntry({ roomId, invite, path, navPage }) {
    const patch: Partial<SessionState> = {};
    if (invite) {
      writeItem(STORAGE_KEYS.invite, invite);
      patch.invite = invite;
    }
    if (roomId) {
      writeItem(STORAGE_KEYS.roomId, roomId);
      writeItem(STORAGE_KEYS.roomURL, path);
      patch.roomId = roomId;
      patch.roomURL = path;
    }
    if (navPage) {
      writeSessionFlag();
      patch.navPage = true;
    }
    if (Object.keys(patch).length) set(patch);
  },

  takePendingRoom() {
    const { roomId, roomURL } = get();
    if (!roomId || !roomURL) return null;
    writeItem(STORAGE_KEYS.roomId, null);
    writeItem(STORAGE_KEYS.roomURL, null);
    set({ roomId: null, roomURL: null });
    return `${roomURL}?roomId=${encodeURIComponent(roomId)}`;
  },

  setWallet({ address, chainId, status }) {
    writeItem(STORAGE_KEYS.walletAddress, address);
    writeItem(STORAGE_KEYS.walletChainId, chainId === null ? null : String(chainId));
    set({ walletAddress: address, walletChainId: chainId, walletStatus: status });
  },

  clearAll() {
    clearSessionStorage();
    set({ ...EMPTY, hydrated: true });
  },
}));

const NAV_PAGE_KEY = 'navPage';
const readSessionFlag = () => sessionStore.get(NAV_PAGE_KEY) === '1';
const writeSessionFlag = () => sessionStore.set(NAV_PAGE_KEY, '1');

/** A token counts only while its expiry lies in the future (a missing expiry is trusted). */
export function hasLiveToken(state: Pick<SessionState, 'token' | 'tokenTime'>, nowSeconds = Date.now() / 1000) {
  if (!state.token) return false;
  return state.tokenTime === null || state.tokenTime > nowSeconds;
}
