/**
 * The switch between the light app and the heavy wallet runtime (wagmi + viem + RainbowKit).
 *
 * Nothing here imports wallet libraries. The top bar and screens ask for the runtime or for one of
 * RainbowKit's modals through these functions; <WalletHost/> mounts the lazily loaded runtime once
 * it is requested, and the runtime opens the pending modal as soon as the wallet state has settled.
 */
import { create } from 'zustand';

/**
 * What the user asked for. `connect` is the Connect button: on a phone without a wallet it shows the
 * "Open in your wallet app" sheet, in a wallet app's browser it connects at once, elsewhere it opens
 * the connect modal. `walletConnect` opens the connect modal in every case (the sheet's WalletConnect button).
 */
export type WalletModal = 'connect' | 'walletConnect' | 'account' | 'chain';

interface WalletRuntimeState {
  /** Someone needs the runtime: WalletHost loads and mounts it (never unmounted afterwards). */
  requested: boolean;
  /** The runtime finished its first reconnect attempt, so wallet status is no longer a guess. */
  settled: boolean;
  /** A modal asked for before the runtime could show it. */
  pendingModal: WalletModal | null;
  /** Loading the runtime failed (offline, say); a new request tries again. */
  loadFailed: boolean;
}

export const useWalletRuntime = create<WalletRuntimeState>()(() => ({
  requested: false,
  settled: false,
  pendingModal: null,
  loadFailed: false,
}));

/** Loads the wallet runtime without opening anything (a remembered wallet, a screen that needs it). */
export function requestWalletRuntime() {
  const state = useWalletRuntime.getState();
  if (!state.requested || state.loadFailed) useWalletRuntime.setState({ requested: true, loadFailed: false });
}

/** Opens a RainbowKit modal, loading the runtime first when needed. */
export function openWalletModal(modal: WalletModal) {
  useWalletRuntime.setState({ requested: true, loadFailed: false, pendingModal: modal });
}

/** Called by the runtime when it shows the pending modal. */
export function takePendingModal(): WalletModal | null {
  const modal = useWalletRuntime.getState().pendingModal;
  if (modal) useWalletRuntime.setState({ pendingModal: null });
  return modal;
}

export function markWalletRuntimeSettled() {
  if (!useWalletRuntime.getState().settled) useWalletRuntime.setState({ settled: true });
}

export function markWalletRuntimeFailed() {
  useWalletRuntime.setState({ requested: false, loadFailed: true, pendingModal: null });
}
