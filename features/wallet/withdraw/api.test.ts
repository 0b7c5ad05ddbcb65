import { describe, expect, it } from 'vitest';
import { withdrawBody } from './api';

describe('withdraw request body', () => {
  it('sends the chain code of spec §3, the decimal string amount, the trimmed address and the PIN digest', () => {
    const pin = 'e10adc3949ba59abbe56e057f20f883e';
    expect(withdrawBody({ chainId: 56, type: 0, amount: '12.5', address: ' 0xabc ' }, pin)).toEqual({
      chain: 1,
      type: 0,
      number: '12.5',
      address: '0xabc',
      password: pin,
    });
    expect(withdrawBody({ chainId: 137, type: 0, amount: '10', address: '0xabc' }, pin).chain).toBe(2);
    // The KinBo fee the user confirmed travels with it, so a moved price is refused, not taken.
    expect(withdrawBody({ chainId: 56, type: 0, amount: '10', address: '0xabc', feeKinbo: '4.5' }, pin).fee_kinbo).toBe('4.5');
    // Or the USDT fee, when the fee is paid in USDT; never both, and neither field when none was shown.
    const usdtFee = withdrawBody({ chainId: 56, type: 0, amount: '140', address: '0xabc', feeUsdt: '3.5' }, pin);
    expect(usdtFee).toMatchObject({ fee_usdt: '3.5' });
    expect(usdtFee).not.toHaveProperty('fee_kinbo');
    expect(withdrawBody({ chainId: 56, type: 1, amount: '200', address: '0xabc' }, pin)).not.toHaveProperty('fee_usdt');
  });
});
