import * as z from 'zod/mini';
import { checksumMatches } from '@/platform/wallet/checksum';
import { depositAmountIssue, purchaseAmountIssue } from '../deposit/rules';
import { transferCheckError, transferQuantityError, withdrawAddressError, withdrawAmountError, type FieldMessage, type WithdrawAmountLimits } from '../withdraw/rules';

/**
 * The zod schemas of the wallet forms (withdraw, ticket transfer, deposit, purchase), for react-hook-form through
 * schemaResolver (platform/forms). The rules themselves are the plain functions of wallet.ts and deposit.ts, shared
 * with the sanitisers and pinned message by message by their unit tests; a schema is built per
 * validation from what the screen knows (its `context`: balance, minimum, the checked e-mail).
 * An issue's message is the rule's message key; the screen translates it (with the rule's values).
 */
const ruled = (rule: (value: string) => FieldMessage | string | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const found = rule(value);
      if (found) ctx.issues.push({ code: 'custom', input: value, message: typeof found === 'string' ? found : found.key });
    }),
  );

export interface WithdrawValues {
  address: string;
  amount: string;
}
export interface WithdrawContext {
  /** The limits for an amount (its fee depends on it); null while config or the balance is loading (no submit then). */
  limitsFor: (amount: string) => WithdrawAmountLimits | null;
  ownAddresses: readonly string[];
}
export const withdrawSchema = ({ limitsFor, ownAddresses }: WithdrawContext) =>
  z.object({
    address: ruled((value) => withdrawAddressError(value, { ownAddresses, checksumMatches })),
    amount: ruled((value) => {
      const limits = limitsFor(value);
      return limits ? withdrawAmountError(value, limits) : null;
    }),
  });

export interface TransferValues {
  email: string;
  quantity: string;
}
export interface TransferFacts {
  /** The e-mail user/checkEmail found, null when none was; `notFound` when it answered "no such user". */
  checked: string | null;
  notFound: boolean;
  /** The user's tickets, undefined while unknown. */
  tickets?: number;
}
export interface TransferContext {
  facts: () => TransferFacts;
}
export const transferSchema = ({ facts }: TransferContext) => {
  const { checked, notFound, tickets } = facts();
  return z.object({
    email: ruled((value) => transferCheckError(value, checked, notFound)),
    quantity: ruled((value) => transferQuantityError(value, tickets)),
  });
};

export interface DepositValues {
  amount: string;
}
export interface DepositContext {
  /** The token's decimals (18 or 6). */
  decimals: number;
}
/** The form's rules (required, a positive amount within the token's decimals); the balance is the money action's pre-check. */
export const depositSchema = ({ decimals }: DepositContext) => z.object({ amount: ruled((value) => depositAmountIssue(value, null, decimals)) });

export type PurchaseValues = DepositValues;
export type PurchaseContext = DepositContext;
/** Buying KinBo with on-chain USDT: the same shape; the wallet balance is the money action's pre-check. */
export const purchaseSchema = ({ decimals }: PurchaseContext) => z.object({ amount: ruled((value) => purchaseAmountIssue(value, null, decimals)) });
