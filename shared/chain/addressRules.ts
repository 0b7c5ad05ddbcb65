/**
 * The rules of an address that receives a withdrawal, one function for the app's form and the server's
 * check. Free of viem: the EIP-55 check needs keccak, which the app loads late, so the caller brings it.
 */

/** An EVM address: 0x and 40 hex digits (any case). */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

export type AddressProblem = 'required' | 'invalid' | 'zero' | 'checksum' | 'own';

export interface AddressCheck {
  /** The EIP-55 check. Without it a mixed-case address passes (the server checks it again). */
  checksumMatches?: (address: string) => boolean;
  /** KinBo's own addresses (its contracts, its wallets), any case: tokens sent there are burnt or stranded. */
  own?: Iterable<string>;
}

/** True when the address is one of `own`, whatever the case of either. */
export function isOwnAddress(address: string, own: Iterable<string>): boolean {
  const lower = address.trim().toLowerCase();
  for (const candidate of own) if (candidate.toLowerCase() === lower) return true;
  return false;
}

/**
 * The first rule the address breaks, or null: required → 0x and 40 hex digits → not the zero address
 * (nobody's wallet) → a mixed-case address matches its checksum (all lower or all upper case carries
 * none, EIP-55) → not KinBo's own.
 */
export function addressProblem(address: string, check: AddressCheck = {}): AddressProblem | null {
  const value = address.trim();
  if (!value) return 'required';
  if (!ADDRESS_PATTERN.test(value)) return 'invalid';
  if (/^0x0{40}$/.test(value)) return 'zero';
  const hex = value.slice(2);
  const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
  if (mixedCase && check.checksumMatches && !check.checksumMatches(value)) return 'checksum';
  if (check.own && isOwnAddress(value, check.own)) return 'own';
  return null;
}
