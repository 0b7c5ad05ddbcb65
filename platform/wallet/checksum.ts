import { getAddress } from 'viem';

/**
 * The EIP-55 check of a withdrawal address. It needs keccak-256 (with viem's checksum code), so it
 * comes with the wallet forms' schemas (features/wallet/forms/walletForms.ts), which the
 * withdrawal screen loads after its first paint, not with the page.
 */
export function checksumMatches(address: string): boolean {
  try {
    return getAddress(address) === address;
  } catch {
    return false;
  }
}
