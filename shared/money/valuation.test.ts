import { describe, expect, it } from 'vitest';
import { assetValue, valuate, valuateUser, valuationRates, type ValuationRates } from './valuation';

const rates: ValuationRates = { kinboPrice: '0.5', ticket_amount: '1', vp_amount: '0.1', nft_voucher_amount: '100' };

describe('assetValue', () => {
  it.each([
    // asset, amount, expected ≈ USDT (6 decimals, rounded DOWN, trailing zeros trimmed)
    ['usdt', '12.34', '12.34'],
    ['usdt', '0.0000019', '0.000001'],
    ['usdt', '0.0000009', '0'],
    ['kinbo', '100', '50'],
    ['kinbo', '0.0000039', '0.000001'], // 0.00000195 → down
    ['kinbo', '123456789012345678901234.999999999', '61728394506172839450617.499999'],
    ['ticket', 30, '30'],
    ['ticket', '7', '7'],
    ['vp', '123.456789', '12.345678'], // 12.3456789 → down
    ['vp', '0.000009', '0'], // 0.0000009 → down to 0
    ['nft', 3, '300'],
    ['nft', '0', '0'],
  ] as const)('%s %s → %s', (asset, amount, expected) => {
    expect(assetValue(asset, amount, rates)).toBe(expected);
  });

  it('rounds a huge KinBo balance down exactly, no float', () => {
    const r = { ...rates, kinboPrice: '0.333333333333333333' };
    expect(assetValue('kinbo', '99999999999999999999', r)).toBe('33333333333333333299.666666');
  });

  it('is null when the rate is unknown, but a zero balance is worth 0 anyway', () => {
    const unknown = valuationRates(undefined, null);
    expect(assetValue('kinbo', '5', unknown)).toBeNull();
    expect(assetValue('ticket', 2, unknown)).toBeNull();
    expect(assetValue('kinbo', '0', unknown)).toBe('0');
    expect(assetValue('usdt', '5', unknown)).toBe('5');
  });

  it('refuses negative or malformed amounts and rates', () => {
    expect(assetValue('usdt', '-1', rates)).toBeNull();
    expect(assetValue('usdt', 'abc', rates)).toBeNull();
    expect(assetValue('kinbo', '1', { ...rates, kinboPrice: '-2' })).toBeNull();
    expect(assetValue('kinbo', '1', { ...rates, kinboPrice: 'x' })).toBeNull();
  });
});

describe('valuate', () => {
  it('values every balance and totals the values as shown (each rounded down to 2 decimals)', () => {
    const v = valuate({ usdt: '0.0000005', kinbo: '0.000001', ticket: 1, vp: '0.000005', nft: 0 }, rates);
    expect(v.values).toEqual({ usdt: '0', kinbo: '0', ticket: '1', vp: '0', nft: '0' });
    expect(v.total).toBe('1');
  });

  it('never counts more than the shown parts add up to: 1.009 USDT + 0.09 VP (0.009) shows 1.00 + 0.00 = 1.00', () => {
    const v = valuate({ usdt: '1.009', vp: '0.09' }, rates);
    expect(v.values).toMatchObject({ usdt: '1.009', vp: '0.009' });
    expect(v.total).toBe('1');
  });

  it('counts only the assets a screen shows', () => {
    const v = valuate({ usdt: '10', kinbo: '4', ticket: 3, vp: '5', nft: 1 }, rates, ['usdt', 'kinbo']);
    expect(v.total).toBe('12'); // 10 USDT + 4 KinBo × 0.5; tickets, VP and NFT not counted
  });

  it('gives a null total while any part is unknown', () => {
    const v = valuate({ usdt: '10', kinbo: '4' }, { ...rates, kinboPrice: null });
    expect(v.values.usdt).toBe('10');
    expect(v.values.kinbo).toBeNull();
    expect(v.total).toBeNull();
  });

  it('treats missing balances as zero', () => {
    expect(valuate({}, rates)).toEqual({ values: { usdt: '0', kinbo: '0', ticket: '0', vp: '0', nft: '0' }, total: '0' });
  });
});

describe('valuateUser', () => {
  it('reads user info and main config', () => {
    const user = { usdt_amount: '20000', kinbo: '50000', ticket: 30, vp: '15', nft_voucher: 2 };
    const config = { ticket_amount: '1', vp_amount: '0.1', nft_voucher_amount: '100' };
    const v = valuateUser(user, config, '0.25');
    expect(v?.values).toEqual({ usdt: '20000', kinbo: '12500', ticket: '30', vp: '1.5', nft: '200' });
    expect(v?.total).toBe('32731.5');
    expect(valuateUser(null, config, '0.25')).toBeNull();
  });
});
