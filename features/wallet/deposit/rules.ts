import { toRawAmount } from '@/shared/format/amount';

/**
 * Deposit amount rule of spec §5: required ("Please enter the deposit amount"), then not above the
 * wallet's token balance ("Insufficient balance"). A well-formed positive decimal with no more
 * decimals than the token has is checked in between. Returns a message key under `deposit.` (so the
 * screen shows it in the active language) or null; amounts are compared as raw bigints, never floats.
 */
export type DepositAmountIssue = 'deposit.amountRequired' | 'deposit.amountInvalid' | 'deposit.insufficientBalance';

/** `balance` is the wallet's raw token balance; null while unknown (only the form checks run then). */
export function depositAmountIssue(amount: string, balance: bigint | null, decimals: number): DepositAmountIssue | null {
  if (amount.trim() === '') return 'deposit.amountRequired';
  const raw = toRawAmount(amount, decimals);
  if (raw === null || raw <= 0n) return 'deposit.amountInvalid';
  if (balance !== null && raw > balance) return 'deposit.insufficientBalance';
  return null;
}

/** Purchase amount (USDT, 6 decimals on the API): required, well formed, not above the wallet balance. */
export type PurchaseAmountIssue = 'deposit.purchaseAmountRequired' | 'deposit.amountInvalid' | 'deposit.insufficientBalance';

export function purchaseAmountIssue(amount: string, balance: bigint | null, tokenDecimals: number): PurchaseAmountIssue | null {
  if (amount.trim() === '') return 'deposit.purchaseAmountRequired';
  const raw = toRawAmount(amount, Math.min(6, tokenDecimals));
  if (raw === null || raw <= 0n) return 'deposit.amountInvalid';
  const units = raw * 10n ** BigInt(tokenDecimals - Math.min(6, tokenDecimals));
  if (balance !== null && units > balance) return 'deposit.insufficientBalance';
  return null;
}
