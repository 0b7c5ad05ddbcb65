/**
 * wagmi's hooks as the screens inside <WalletScope> use them: bound to the app's one config.
 * WalletProvider (the one WagmiProvider) is mounted beside the screens, not around them, so that
 * its late arrival re-mounts nothing; a hook given `config` needs no provider above it (wagmi's
 * documented `config` parameter). Heavy (wagmi): import it only from lazily loaded screen parts.
 */
import { useReadContracts as useWagmiReadContracts } from 'wagmi';
import { getWagmiConfig } from './config';

type ReadContractsParameters = Parameters<typeof useWagmiReadContracts>[0];

/** wagmi's useReadContracts (same signature and inference) on the app's config. */
export const useReadContracts = ((parameters: ReadContractsParameters = {}) =>
  useWagmiReadContracts({ ...parameters, config: getWagmiConfig() } as ReadContractsParameters)) as typeof useWagmiReadContracts;
