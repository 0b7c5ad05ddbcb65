import { describe, expect, it } from 'vitest';
import { depositSchema, transferSchema, withdrawSchema } from './walletForms';

/** The first message key of each failing field, as react-hook-form's resolver shows it. */
function keys(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error!.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const limits = { min: '10', balance: '100', token: 'USDT', feeKinbo: '2', kinboBalance: '1' };

describe('wallet form schemas carry the rules’ message keys', () => {
  it('withdraw: address and amount, with the context the screen knows', () => {
    const schema = withdrawSchema({ limitsFor: () => limits, ownAddresses: ['0x' + 'a'.repeat(40)] });
    expect(keys(schema.safeParse({ address: '', amount: '' }))).toEqual({
      address: 'withdraw.errors.addressRequired',
      amount: 'withdraw.errors.amountRequired',
    });
    expect(keys(schema.safeParse({ address: '0x' + 'A'.repeat(40), amount: '5' }))).toEqual({
      address: 'withdraw.errors.addressOwn',
      amount: 'withdraw.errors.min',
    });
    // A mixed-case address must match its EIP-55 checksum (the schema module carries the check).
    expect(keys(schema.safeParse({ address: '0x52908400098527886E0F7030069857D2E4169EE7', amount: '20' })).address).toBeUndefined();
    expect(keys(schema.safeParse({ address: '0x52908400098527886e0F7030069857D2E4169EE7', amount: '20' })).address).toBe('withdraw.errors.addressChecksum');
    expect(keys(schema.safeParse({ address: '0x' + 'b'.repeat(40), amount: '20' }))).toEqual({ amount: 'withdraw.errors.feeInsufficient' });
    expect(withdrawSchema({ limitsFor: () => null, ownAddresses: [] }).safeParse({ address: '0x' + 'b'.repeat(40), amount: '' }).success).toBe(true);
  });

  it('ticket transfer: the e-mail must be checked and found; whole tickets within the balance', () => {
    expect(keys(transferSchema({ facts: () => ({ checked: null, notFound: false, tickets: 3 }) }).safeParse({ email: 'a@b.co', quantity: '2.5' }))).toEqual({
      email: 'tickets.errors.checkFirst',
      quantity: 'tickets.errors.quantityWhole',
    });
    expect(keys(transferSchema({ facts: () => ({ checked: 'a@b.co', notFound: false, tickets: 3 }) }).safeParse({ email: 'A@b.co', quantity: '4' }))).toEqual({
      quantity: 'tickets.errors.insufficient',
    });
  });

  it('deposit: required and well formed at the token decimals; the balance is left to the pre-check', () => {
    const schema = depositSchema({ decimals: 6 });
    expect(keys(schema.safeParse({ amount: '' }))).toEqual({ amount: 'deposit.amountRequired' });
    expect(keys(schema.safeParse({ amount: '1.1234567' }))).toEqual({ amount: 'deposit.amountInvalid' });
    expect(schema.safeParse({ amount: '1000000000' }).success).toBe(true);
  });
});
