import { loadOnce } from '@/lib/async/loadOnce';

/** lib/wallet/checksum on demand (viem's keccak stays out of the withdrawal page's first load); a failed load is retried. */
export const loadChecksum = loadOnce(() => import('./checksum').then((module) => module.checksumMatches));
