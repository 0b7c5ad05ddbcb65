import { getAddress } from 'viem';

/**
 * The EIP-55 check of a withdrawal address. It needs keccak-256 (about 4.5 KiB gzip with viem's
 * checksum code), so it comes with the wallet forms' schemas (lib/validation/walletForms), which the
 * withdrawal screen loads after its first paint, not with the page.
 */
export function checksumMatches(address: string): boolean {
  try {
    return getAddress(address) === address;
  } catch {
    return false;
  }
}
