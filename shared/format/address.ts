/**
 * Spec §2: a wallet address is shown as its first 6 and last 4 characters ("0x1234...abcd").
 * Anything too short to shorten is returned unchanged.
 */
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  if (address.length <= 10) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}
