import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VOUCHER_PRICES } from '@/shared/contract';
import { defaultVoucherImage, voucherImage } from './image';

describe('defaultVoucherImage (spec §3: the price selects the picture)', () => {
  it.each([
    ['100', '/images/nft/voucher-100.svg'],
    ['300', '/images/nft/voucher-300.svg'],
    ['1000', '/images/nft/voucher-1000.svg'],
    ['3000', '/images/nft/voucher-3000.svg'],
    ['10000', '/images/nft/voucher-10000.svg'],
    ['100.00', '/images/nft/voucher-100.svg'],
    ['299.99', '/images/nft/voucher-100.svg'],
    ['999', '/images/nft/voucher-300.svg'],
    ['2999.999999', '/images/nft/voucher-1000.svg'],
    ['50000', '/images/nft/voucher-10000.svg'],
    ['5', '/images/nft/voucher-100.svg'],
    ['', '/images/nft/voucher-100.svg'],
    ['abc', '/images/nft/voucher-100.svg'],
  ])('%s → %s', (price, src) => expect(defaultVoucherImage(price)).toBe(src));

  it('has a file for every tier', () => {
    for (const price of VOUCHER_PRICES) expect(existsSync(join(process.cwd(), 'public', defaultVoucherImage(price)))).toBe(true);
  });
});

describe('voucherImage', () => {
  it('uses the server image when it is a same-origin path or https', () => {
    expect(voucherImage({ image: '/uploads/a.png', price: '100' })).toBe('/uploads/a.png');
    expect(voucherImage({ image: 'https://cdn.example.com/a.png', price: '100' })).toBe('https://cdn.example.com/a.png');
  });
  it.each(['', '  ', null, undefined, 'javascript:alert(1)', '//evil.example/a.png', 'http://plain.example/a.png', 'data:image/svg+xml,<svg/>'])(
    'falls back to the price picture for %s',
    (image) => expect(voucherImage({ image, price: '3000' })).toBe('/images/nft/voucher-3000.svg'),
  );
});
