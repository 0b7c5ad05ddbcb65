import { getAddress, isAddress, zeroAddress } from 'viem';
import { z } from 'zod';
import { issue, md5Field } from './validation';

/** Input fields of the wallet calls. Numbers may arrive as JSON numbers or strings. */

const numberish = z.union([z.number(), z.string().trim()]).transform((value) => String(value));

/** The chain id 56 or 137; the spec's chain codes 1 (BSC) and 2 (Polygon) are accepted too. */
export const chainField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : value),
  numberish
    .pipe(z.enum(['56', '137', '1', '2'], { error: issue('chain_invalid') }))
    .transform((value): 56 | 137 => (value === '56' || value === '1' ? 56 : 137)),
);

/** 0 USDT, 1 KinBo. */
export const tokenTypeField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : value),
  numberish.pipe(z.enum(['0', '1'], { error: issue('token_type_invalid') })).transform((value) => Number(value) as 0 | 1),
);

/** A positive decimal amount with at most `decimals` decimals, as a normalised string. */
export function amountField(decimals: number, requiredKey: 'amount_required' = 'amount_required') {
  const pattern = new RegExp(`^\\d{1,20}(\\.\\d{1,${decimals}})?$`);
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: (iss) => (iss.input === undefined ? issue(requiredKey) : issue('amount_invalid', { decimals })) })
      .trim()
      .regex(pattern, issue('amount_invalid', { decimals }))
      .refine((value) => /[1-9]/.test(value), issue('amount_invalid', { decimals }))
      .transform((value) => value.replace(/^0+(?=\d)/, '').replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')),
  );
}

/** A whole number of at least 1 (ticket counts). */
export const quantityField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z.number({ error: issue('quantity_invalid') }).int(issue('quantity_invalid')).min(1, issue('quantity_invalid')).max(1_000_000_000, issue('quantity_invalid')),
);

/**
 * An EVM address, checksummed. All lower case (or all upper case) carries no checksum (EIP-55); mixed
 * case must match it, since a mismatch is how a typo shows. The zero address is nobody's wallet:
 * tokens sent there are burnt. (Addresses of KinBo itself are refused by the withdrawal service.)
 */
export const addressField = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? issue('address_required') : issue('address_invalid')) })
  .trim()
  .min(1, { error: issue('address_required'), abort: true })
  .refine((value) => isAddress(value, { strict: false }), { error: issue('address_invalid'), abort: true })
  .refine((value) => !hasMixedCase(value) || getAddress(value) === value, issue('address_checksum'))
  .transform((value) => getAddress(value))
  .refine((value) => value !== zeroAddress, issue('address_zero'));

function hasMixedCase(address: string): boolean {
  const hex = address.slice(2);
  return hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
}

export const txHashField = z
  .string({ error: issue('hash_invalid') })
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, issue('hash_invalid'))
  .transform((value) => value.toLowerCase() as `0x${string}`);

/** The security PIN as MD5 hex. */
export const pinField = md5Field('pay_password_required', 'pay_password_format');

/** A row id. */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value),
  z.number({ error: issue('field_invalid', { field: 'id' }) }).int().min(1).max(2_147_483_647),
);
