/**
 * THE way the app reaches the wallet: useWallet() for what a screen shows, and the requests that load
 * the wallet code (wagmi + viem + RainbowKit). Imports no wallet library, so any screen may use it;
 * the wallet libraries load with the first screen that needs them. The path from here to wagmi:
 * platform/wallet/WalletHost.tsx.
 */
import { create } from 'zustand';
import { useSession } from '@/platform/session/store';
import type { SupportedChainId } from '@/shared/chain/networks';

/** What the user tapped: Connect (phone sheet, direct connect or modal), the sheet's WalletConnect, the address, the network. */
export type WalletModal = 'connect' | 'walletConnect' | 'account' | 'chain';

interface WalletRequests {
  /** WalletHost is to download and mount WalletProvider (never unmounted). */
  requested: boolean;
  /** Pointer over Connect: download only. */
  warm: boolean;
  pendingModal: WalletModal | null;
  /** Offline, say; a new request tries again. */
  loadFailed: boolean;
  /** WalletProvider is mounted: the values follow wagmi. */
  ready: boolean;
}

export const useWalletRequests = create<WalletRequests>()(() => ({
  requested: false,
  warm: false,
  pendingModal: null,
  loadFailed: false,
  ready: false,
}));

/** Loads the wallet without opening anything. */
export function requestWallet() {
  const state = useWalletRequests.getState();
  if (!state.requested || state.loadFailed) useWalletRequests.setState({ requested: true, loadFailed: false });
}

/** Opens a RainbowKit modal (or the phone sheet), loading the wallet first. */
export function openWalletModal(modal: WalletModal) {
  useWalletRequests.setState({ requested: true, loadFailed: false, pendingModal: modal });
}

/**
 * "Add KinBo to wallet" (EIP-747): the wallet code (wagmi) loads with the first tap, never with a page.
 * Requests the wallet first, so the host connects it.
 */
export async function addKinboToWallet(): Promise<'added' | 'declined' | 'not-connected'> {
  requestWallet();
  return (await import('./watchAsset')).addKinboToWallet();
}

/**
 * Asks the wallet to move to `chainId` (wagmi loads with the first tap). A wallet that declines or cannot
 * switch by request gets the network choice instead, where the user can do it by hand.
 */
export async function switchWalletNetwork(chainId: SupportedChainId): Promise<void> {
  requestWallet();
  const outcome = await (await import('./switchNetwork')).switchWalletNetwork(chainId).catch(() => 'not-switched' as const);
  if (outcome !== 'switched') openWalletModal(outcome === 'not-connected' ? 'connect' : 'chain');
}

export function preloadWallet() {
  if (!useWalletRequests.getState().warm) useWalletRequests.setState({ warm: true });
}

export function takePendingModal(): WalletModal | null {
  const modal = useWalletRequests.getState().pendingModal;
  if (modal) useWalletRequests.setState({ pendingModal: null });
  return modal;
}

export function markWalletLoadFailed() {
  useWalletRequests.setState({ requested: false, loadFailed: true, pendingModal: null });
}

/** The wallet (session store, set by WalletSync from wagmi). `reconnecting` is "maybe"; only `connected` allows money actions. */
export function useWallet() {
  const hydrated = useSession((s) => s.hydrated);
  const address = useSession((s) => s.walletAddress);
  const chainId = useSession((s) => s.walletChainId);
  const status = useSession((s) => s.walletStatus);
  const opening = useWalletRequests((s) => s.pendingModal !== null);
  return { hydrated, address, chainId, status, connected: hydrated && address !== null && status === 'connected', opening };
}
