import { loadOnce } from '@/lib/async/loadOnce';

/**
 * The one place that imports the wallet entry chunk. The entry is small (the "Open in your wallet
 * app" sheet and the choice of what Connect does); it loads the heavy runtime (wagmi + viem +
 * RainbowKit, ~210 KiB gzip) itself, except on a phone without a wallet, where a list of links is all
 * Connect needs. A failed load (offline) is forgotten, so the next attempt fetches again instead of
 * replaying the error.
 */
type EntryModule = typeof import('./WalletEntry');

export const loadWalletRuntime: () => Promise<EntryModule> = loadOnce(() => import('./WalletEntry'));

/** Starts the download early (pointer over or focus on Connect) without mounting anything. */
export function preloadWalletRuntime() {
  loadWalletRuntime().catch(() => {
    /* reported when the runtime is actually needed */
  });
}
