/**
 * The one place that imports the wallet entry chunk. The entry is small (the "Open in your wallet
 * app" sheet and the choice of what Connect does); it loads the heavy runtime (wagmi + viem +
 * RainbowKit, ~210 KiB gzip) itself, except on a phone without a wallet, where a list of links is all
 * Connect needs. A failed load (offline) is forgotten, so the next attempt fetches again instead of
 * replaying the error.
 */
type EntryModule = typeof import('./WalletEntry');

let loading: Promise<EntryModule> | null = null;

export function loadWalletRuntime(): Promise<EntryModule> {
  loading ??= import('./WalletEntry').catch((error: unknown) => {
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
