import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/shared/format/amount';
import en from '@/messages/en-US.json';
import { kinboShortfall, kinboWithdrawReceive, multiplyDown, usdtToKinbo, usdtWithdrawFeeKinbo, usdtFeeFromAmount, usdtWithdrawFeeUsdt, withdrawalQuote } from './fees';

describe('USDT withdrawal fee in KinBo = amount / price × rate %, 6 decimals rounded down', () => {
  it.each([
    ['10', '0.05', '2', '4'],
    ['100', '0.05', '2', '40'],
    ['10', '0.03', '2', '6.666666'],
    ['0.000001', '0.05', '2', '0'],
    ['0.000001', '0.000001', '2', '0.02'],
    ['1', '3', '1', '0.003333'],
    ['123456789012345678.123456', '0.05', '2', '49382715604938271.249382'],
    ['10', '0.05', '0', '0'],
    ['99.999999', '1', '2.5', '2.499999'],
  ])('amount %s, price %s, rate %s%% → %s', (amount, price, rate, fee) => expect(usdtWithdrawFeeKinbo(amount, price, rate)).toBe(fee));

  it('refuses a price of zero, a negative rate or garbage', () => {
    expect(usdtWithdrawFeeKinbo('10', '0', '2')).toBeNull();
    expect(usdtWithdrawFeeKinbo('10', '0.05', '-1')).toBeNull();
    expect(usdtWithdrawFeeKinbo('abc', '0.05', '2')).toBeNull();
  });
});

describe('KinBo withdrawal receives amount − rate %, 6 decimals rounded down', () => {
  it.each([
    ['100', '5', '95'],
    ['1', '5', '0.95'],
    ['0.000001', '5', '0'],
    ['0.000019', '5', '0.000018'],
    ['33.333333', '3', '32.333333'],
    ['1000000000000000000000', '5', '950000000000000000000'],
    ['100', '0', '100'],
    ['100', '100', '0'],
  ])('amount %s at %s%% → %s', (amount, rate, receive) => expect(kinboWithdrawReceive(amount, rate)).toBe(receive));

  it('refuses a rate above 100 %', () => expect(kinboWithdrawReceive('1', '101')).toBeNull());
});

describe('withdrawalQuote', () => {
  const rates = { kinboPrice: '0.05', withdrawUsdtRate: '2', withdrawKinboRate: '5' };
  it('USDT: full amount received, fee in KinBo', () => expect(withdrawalQuote({ type: 0, amount: '10', ...rates })).toEqual({ amount: '10', feeKinbo: '4', feeUsdt: '0', receive: '10' }));
  it('KinBo: fee taken from the amount', () => expect(withdrawalQuote({ type: 1, amount: '200', ...rates })).toEqual({ amount: '200', feeKinbo: '0', feeUsdt: '0', receive: '190' }));
  it('USDT with the fee in USDT: the fee comes off the amount, no KinBo', () =>
    expect(withdrawalQuote({ type: 0, amount: '140', ...rates, feeUsdtRate: '2.5' })).toEqual({ amount: '140', feeKinbo: '0', feeUsdt: '3.5', receive: '136.5' }));
  it('USDT fee rounds down to 6 decimals and the two parts add up to the amount', () =>
    expect(withdrawalQuote({ type: 0, amount: '10.000001', ...rates, feeUsdtRate: '3' })).toEqual({ amount: '10.000001', feeKinbo: '0', feeUsdt: '0.3', receive: '9.700001' }));
  it('refuses an amount that does not exceed its USDT fee, and a rate of 100 % or more', () => {
    expect(usdtFeeFromAmount('0.000001', '100')).toBeNull();
    expect(usdtFeeFromAmount('1', '150')).toBeNull();
    expect(usdtFeeFromAmount('0', '2')).toBeNull();
  });
});

describe('exchanges round down to 6 decimals', () => {
  it('USDT value to KinBo', () => {
    expect(usdtToKinbo('100', '0.05')).toBe('2000');
    expect(usdtToKinbo('1', '0.03')).toBe('33.333333');
    expect(usdtToKinbo('1', '0')).toBeNull();
  });
  it('VP × vp_amount', () => {
    expect(multiplyDown('12.3456789', '0.1')).toBe('1.234567');
    expect(multiplyDown('0.0000001', '0.1')).toBe('0');
  });
});

describe('USDT withdrawal fee display: its USDT value and what KinBo is missing', () => {
  it.each([
    ['20', '2', '0.4'],
    ['12.5', '2', '0.25'],
    ['10.000001', '2', '0.2'],
    ['33.333333', '3', '0.999999'],
    ['0', '2', '0'],
  ])('%s USDT at %s %% → fee worth %s USDT', (amount, rate, value) => expect(usdtWithdrawFeeUsdt(amount, rate)).toBe(value));

  it('refuses malformed or negative input', () => {
    expect(usdtWithdrawFeeUsdt('x', '2')).toBeNull();
    expect(usdtWithdrawFeeUsdt('10', '-1')).toBeNull();
  });

  it.each([
    ['9.501187', '0', '9.501187'],
    ['9.501187', '9.5', '0.001187'],
    ['9.501187', '9.501187', null],
    ['9.501187', '1000', null],
  ])('fee %s KinBo with %s held → short by %s', (fee, held, short) => expect(kinboShortfall(fee, held)).toBe(short));

  it('reads in en-US as the fee line, the balance line and the shortfall note', () => {
    const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
    expect(fill(en.withdraw.feeDetail, { usdt: formatAmount(usdtWithdrawFeeUsdt('20', '2'), 2), rate: '2' })).toBe('≈ 0.40 USDT · rate 2%');
    expect(fill(en.withdraw.kinboBalance, { amount: formatAmount('0', 6) })).toBe('KinBo balance: 0.000000');
    expect(fill(en.withdraw.kinboShort, { fee: '9.501187', short: formatAmount(kinboShortfall('9.501187', '0'), 6) })).toBe(
      'The fee is paid in KinBo: you need 9.501187 KinBo more. Get KinBo first:',
    );
  });
});
