import { compare, isDecimal } from '@/shared/format/amount';
import { VOUCHER_PRICES } from '@/shared/contract';

/** Size of every voucher picture (the files in public/images/nft are drawn at this size). */
export const VOUCHER_IMAGE_SIZE = { width: 320, height: 200 } as const;

/**
 * Spec §3: the price (100, 300, 1000, 3000 or 10000 USDT) selects a default picture. Another price
 * gets the picture of the highest tier not above it (below 100: the 100 picture), so a voucher never
 * shows a broken image.
 */
export function defaultVoucherImage(price: string): string {
  let tier: string = VOUCHER_PRICES[0];
  if (isDecimal(price)) for (const candidate of VOUCHER_PRICES) if (compare(price, candidate) >= 0) tier = candidate;
  return `/images/nft/voucher-${tier}.svg`;
}

/** The voucher's own image when the server gives a safe one (same-origin path or https), else the default. */
export function voucherImage(voucher: { image?: string | null; price: string }): string {
  const own = voucher.image?.trim() ?? '';
  if ((own.startsWith('/') && !own.startsWith('//')) || own.startsWith('https://')) return own;
  return defaultVoucherImage(voucher.price);
}
