import { getAddress } from 'viem';
import * as z from 'zod/mini';
import { CHAIN_CODES, type ChainCode } from '../chains';
import type { TokenType } from '../enums';
import { DEPOSIT_DECIMALS, MAX_ID, WITHDRAW_DECIMALS } from '../limits';
import { addressProblem, type AddressProblem } from '../../chain/addressRules';
import { normalizeAmount } from '../../format/amount';
import { emailField, idField, intParam, numberChoice, pageParams, pinField } from './wire';
import { issue } from './issues';
import { AMOUNT_MAX_DIGITS, amountWithinRange, plainAmountPattern, plainCount } from './numbers';

/**
 * Requests of the money calls: /api/wallet/* (deposit, withdraw), /api/ticket, /api/voucher, /api/vp and
 * /api/order (spec §7; paths and shapes assumed where the spec gives none, server/README.md "Wallet").
 * Numbers may arrive as JSON numbers or strings. Its own module because it needs viem (the address
 * checksum): only the server and the wallet screens, which load viem anyway, import it.
 */

const blankToUndefined = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : value);
const numberish = z.pipe(
  z.union([z.number(), z.string().check(z.trim())]),
  z.transform((value) => String(value)),
);

const CODE_OF: Record<string, ChainCode> = { '1': CHAIN_CODES[56], '56': CHAIN_CODES[56], '2': CHAIN_CODES[137], '137': CHAIN_CODES[137] };
/** The spec's chain code, 1 (BSC) or 2 (Polygon); the chain ids 56 and 137 are accepted too. */
export const chainField = z.pipe(
  z.pipe(z.transform(blankToUndefined), numberish),
  z.pipe(
    z.enum(['56', '137', '1', '2'], { error: issue('chain_invalid') }),
    z.transform((value): ChainCode => CODE_OF[value]!),
  ),
);

/** 0 USDT, 1 KinBo. */
export const tokenTypeField = z.pipe(
  z.pipe(z.transform(blankToUndefined), numberish),
  z.pipe(
    z.enum(['0', '1'], { error: issue('token_type_invalid') }),
    z.transform((value) => Number(value) as TokenType),
  ),
);

/**
 * A positive plain decimal amount with at most `decimals` decimals and AMOUNT_MAX_DIGITS whole digits
 * (./numbers.ts), as a normalised string ("007.50" → "7.5").
 */
export function amountField(decimals: number) {
  const invalid = issue('amount_invalid', { decimals });
  return z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null || value === '' ? undefined : typeof value === 'number' ? String(value) : value)),
    z.pipe(
      z.string({ error: (iss) => (iss.input === undefined ? issue('amount_required') : invalid) }).check(
        z.trim(),
        z.regex(plainAmountPattern(decimals), invalid),
        z.refine((value) => /[1-9]/.test(value), invalid),
        z.refine(amountWithinRange, issue('amount_too_large', { digits: AMOUNT_MAX_DIGITS })),
      ),
      z.transform((value) => normalizeAmount(value, decimals) ?? value),
    ),
  );
}

/** A whole number of at least 1 (ticket counts), plain digits only (./numbers.ts). */
export const quantityField = plainCount(1, 1_000_000_000, issue('quantity_invalid'));

const ADDRESS_ISSUES: Record<Exclude<AddressProblem, 'own'>, string> = {
  required: issue('address_required'),
  invalid: issue('address_invalid'),
  zero: issue('address_zero'),
  checksum: issue('address_checksum'),
};

/**
 * An EVM address, checksummed, by the address rules (shared/chain/addressRules): a mixed-case one must
 * match its checksum, since a mismatch is how a typo shows. (Addresses of KinBo itself are refused by
 * the withdrawal service, which knows them.)
 */
export const addressField = z.pipe(
  z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? issue('address_required') : issue('address_invalid')) }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const problem = addressProblem(value, { checksumMatches: (address) => getAddress(address) === address });
      if (problem && problem !== 'own') ctx.issues.push({ code: 'custom', input: value, message: ADDRESS_ISSUES[problem] });
    }),
  ),
  z.transform((value) => getAddress(value)),
);

export const txHashField = z.pipe(
  z.string({ error: issue('hash_invalid') }).check(z.trim(), z.regex(/^0x[0-9a-fA-F]{64}$/, issue('hash_invalid'))),
  z.transform((value) => value.toLowerCase() as `0x${string}`),
);

// ---- /api/wallet ----

export const depositRequest = z.object({ chain: chainField, type: tokenTypeField, number: amountField(DEPOSIT_DECIMALS), address: addressField });
export type DepositRequest = z.infer<typeof depositRequest>;

export const depositConfirmRequest = z.object({ chain: chainField, hash: txHashField });
export type DepositConfirmRequest = z.infer<typeof depositConfirmRequest>;

export const withdrawRequest = z.object({
  chain: chainField,
  type: tokenTypeField,
  number: amountField(WITHDRAW_DECIMALS),
  address: addressField,
  /** MD5 of the security PIN. */
  password: pinField,
  /** Not in the spec: the KinBo fee the user confirmed (USDT withdrawals); refused (PRICE_MOVED) when the price moved. */
  fee_kinbo: z.optional(amountField(WITHDRAW_DECIMALS)),
  /**
   * Not in the spec: pay a USDT withdrawal's fee in USDT, taken from the amount, at main config's
   * withdraw_fee_usdt_rate; the value is the fee the user confirmed (refused with PRICE_MOVED when it differs).
   */
  fee_usdt: z.optional(amountField(WITHDRAW_DECIMALS)),
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** depositInfo, withdrawInfo: `?id=`. */
export const recordIdQuery = z.object({ id: intParam(1, MAX_ID) });

// ---- tickets, vouchers, VP, purchases ----

export const ticketBuyRequest = z.object({ id: idField, password: pinField });
export type TicketBuyRequest = z.infer<typeof ticketBuyRequest>;

export const ticketGiveRequest = z.object({ email: emailField, number: quantityField, password: pinField });
export type TicketGiveRequest = z.infer<typeof ticketGiveRequest>;

export const voucherBuyRequest = z.object({ id: idField, type: z._default(numberChoice([0] as const, 'type'), 0), password: pinField });
export type VoucherBuyRequest = z.infer<typeof voucherBuyRequest>;

/** type 1 lists, 0 delists (VOUCHER_STATE). */
export const voucherOperationRequest = z.object({ id: idField, type: numberChoice([0, 1] as const, 'type'), password: pinField });
export type VoucherOperationRequest = z.infer<typeof voucherOperationRequest>;

/** type 0 KinBo, 1 BRP (VOUCHER_EXCHANGE_TYPE). */
export const voucherExchangeRequest = z.object({
  id: idField,
  type: numberChoice([0, 1] as const, 'type'),
  password: pinField,
  /** Not in the spec: the KinBo the user confirmed (type 0); refused (PRICE_MOVED) when the price moved. */
  amount: z.optional(amountField(WITHDRAW_DECIMALS)),
});
export type VoucherExchangeRequest = z.infer<typeof voucherExchangeRequest>;

export const vpExchangeRequest = z.object({ type: z._default(numberChoice([0] as const, 'type'), 0), password: pinField });
export type VpExchangeRequest = z.infer<typeof vpExchangeRequest>;

/** order/create: KinBo purchases exist only on BSC, the default chain. */
export const orderCreateRequest = z.object({
  amount: amountField(WITHDRAW_DECIMALS),
  chain: z._default(z.optional(chainField), CHAIN_CODES[56]),
  address: z.optional(addressField),
});
export type OrderCreateRequest = z.infer<typeof orderCreateRequest>;

export const orderHashRequest = z.object({ hash: txHashField, id: z.optional(idField) });
export type OrderHashRequest = z.infer<typeof orderHashRequest>;

export const voucherListQuery = z.object(pageParams);
export const voucherMarketQuery = z.object({ ...pageParams, user_id: z.optional(intParam(1, MAX_ID)), email: z.optional(emailField) });
