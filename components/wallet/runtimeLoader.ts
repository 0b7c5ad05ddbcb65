/**
 * The one place that imports the wallet runtime chunk (wagmi + viem + RainbowKit, ~210 KiB gzip).
 * A failed load (offline) is forgotten, so the next attempt fetches again instead of replaying the error.
 */
type RuntimeModule = typeof import('./WalletRuntime');

let loading: Promise<RuntimeModule> | null = null;

export function loadWalletRuntime(): Promise<RuntimeModule> {
  loading ??= import('./WalletRuntime').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts the download early (pointer over or focus on Connect) without mounting anything. */
export function preloadWalletRuntime() {
  loadWalletRuntime().catch(() => {
    /* reported when the runtime is actually needed */
  });
}
