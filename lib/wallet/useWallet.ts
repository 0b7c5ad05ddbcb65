/**
 * THE way the app reaches the wallet: `useWallet()` for what a screen shows, and the requests that
 * load the wallet code (wagmi + viem + RainbowKit, about 210 KiB gzip). No wallet library is imported
 * here, so the top bar and every screen may use it without that code in their first load.
 *
 * How a screen gets a wallet, in three files:
 * 1. this one: the wallet as the session store keeps it (spec §3 client state: address, network,
 *    connection status) and the requests (load the wallet, open one of RainbowKit's modals);
 * 2. components/wallet/WalletHost.tsx, mounted once by the app shell: downloads and mounts
 *    WalletProvider when something asks for it, or at start for a remembered wallet or a transaction
 *    awaiting its follow-up; on a phone without a wallet, Connect shows links into the wallet apps;
 * 3. components/wallet/WalletProvider.tsx: the app's one WagmiProvider and RainbowKitProvider. Its
 *    WalletSync is the only code that writes the wallet values, each derived from wagmi's account.
 * Screens that read the chain through wagmi hooks sit inside <WalletScope> (lib/wallet/hooks.ts).
 */
import { create } from 'zustand';
import { useSession } from '@/lib/session/store';

/**
 * What the user asked for. `connect` is the Connect button: on a phone without a wallet it shows the
 * "Open in your wallet app" sheet, in a wallet app's browser it connects at once, elsewhere it opens
 * the connect modal. `walletConnect` opens the connect modal in every case (the sheet's WalletConnect
 * button); `account` the account modal (disconnect); `chain` the network choice.
 */
export type WalletModal = 'connect' | 'walletConnect' | 'account' | 'chain';

interface WalletRequests {
  /** Something needs the wallet: WalletHost downloads WalletProvider and mounts it (never unmounted afterwards). */
  requested: boolean;
  /** The pointer is over Connect: WalletHost starts the download without mounting anything. */
  warm: boolean;
  /** A modal asked for before WalletProvider could show it. */
  pendingModal: WalletModal | null;
  /** Loading failed (offline, say); a new request tries again. */
  loadFailed: boolean;
  /** WalletProvider is mounted: wagmi runs and the wallet values follow it. */
  ready: boolean;
}

export const useWalletRequests = create<WalletRequests>()(() => ({
  requested: false,
  warm: false,
  pendingModal: null,
  loadFailed: false,
  ready: false,
}));

/** Loads the wallet without opening anything (a screen that needs it, a remembered wallet). */
export function requestWallet() {
  const state = useWalletRequests.getState();
  if (!state.requested || state.loadFailed) useWalletRequests.setState({ requested: true, loadFailed: false });
}

/** Opens one of RainbowKit's modals (or the phone sheet), loading the wallet first when needed. */
export function openWalletModal(modal: WalletModal) {
  useWalletRequests.setState({ requested: true, loadFailed: false, pendingModal: modal });
}

/** Pointer over or focus on Connect: start the download so the tap finds it ready. */
export function preloadWallet() {
  if (!useWalletRequests.getState().warm) useWalletRequests.setState({ warm: true });
}

/** Called by what shows the pending modal. */
export function takePendingModal(): WalletModal | null {
  const modal = useWalletRequests.getState().pendingModal;
  if (modal) useWalletRequests.setState({ pendingModal: null });
  return modal;
}

export function markWalletLoadFailed() {
  useWalletRequests.setState({ requested: false, loadFailed: true, pendingModal: null });
}

/**
 * The wallet for the light UI. Before the session store has read localStorage nothing is known
 * (`hydrated` false: render a placeholder). `reconnecting` is "maybe": a remembered address whose
 * wallet has not answered yet; only `connected` lets a money action go ahead.
 */
export function useWallet() {
  const hydrated = useSession((s) => s.hydrated);
  const address = useSession((s) => s.walletAddress);
  const chainId = useSession((s) => s.walletChainId);
  const status = useSession((s) => s.walletStatus);
  const opening = useWalletRequests((s) => s.pendingModal !== null);
  return { hydrated, address, chainId, status, connected: hydrated && address !== null && status === 'connected', opening };
}
