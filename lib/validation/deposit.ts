/**
 * Deposit amount rule of spec §5: required ("Please enter the deposit amount"), then not above the
 * wallet's token balance ("Insufficient balance"). A well-formed positive decimal with no more
 * decimals than the token has is checked in between. Returns a message key under `deposit.` (so the
 * screen shows it in the active language) or null; amounts are compared as raw bigints, never floats.
 */
export type DepositAmountIssue = 'deposit.amountRequired' | 'deposit.amountInvalid' | 'deposit.insufficientBalance';

const DECIMAL = /^\d+(\.\d+)?$/;

/** "12.5" with 6 decimals → 12500000n; null when it is not a decimal with at most `decimals` places. */
export function parseTokenAmount(amount: string, decimals: number): bigint | null {
  const text = amount.trim();
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > decimals) return null;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** `balance` is the wallet's raw token balance; null while unknown (only the form checks run then). */
export function depositAmountIssue(amount: string, balance: bigint | null, decimals: number): DepositAmountIssue | null {
  if (amount.trim() === '') return 'deposit.amountRequired';
  const raw = parseTokenAmount(amount, decimals);
  if (raw === null || raw <= 0n) return 'deposit.amountInvalid';
  if (balance !== null && raw > balance) return 'deposit.insufficientBalance';
  return null;
}

/** Purchase amount (USDT, 6 decimals on the API): required, well formed, not above the wallet balance. */
export type PurchaseAmountIssue = 'deposit.purchaseAmountRequired' | 'deposit.amountInvalid' | 'deposit.insufficientBalance';

export function purchaseAmountIssue(amount: string, balance: bigint | null, tokenDecimals: number): PurchaseAmountIssue | null {
  if (amount.trim() === '') return 'deposit.purchaseAmountRequired';
  const raw = parseTokenAmount(amount, Math.min(6, tokenDecimals));
  if (raw === null || raw <= 0n) return 'deposit.amountInvalid';
  const units = raw * 10n ** BigInt(tokenDecimals - Math.min(6, tokenDecimals));
  if (balance !== null && units > balance) return 'deposit.insufficientBalance';
  return null;
}

/** The `type` query of /wallet/deposit and /wallet/withdrawal (spec §2): "0" USDT, "1" KinBo; anything else null. */
export function parseAssetTypeParam(value: string | null): 0 | 1 | null {
  return value === '0' ? 0 : value === '1' ? 1 : null;
}

/** Keeps what the user types in an amount field to digits and one dot (the validator says what is still wrong). */
export function cleanAmountInput(value: string): string {
  const digits = value.replace(/[^\d.]/g, '');
  const dot = digits.indexOf('.');
  return dot < 0 ? digits : digits.slice(0, dot + 1) + digits.slice(dot + 1).replace(/\./g, '');
}
