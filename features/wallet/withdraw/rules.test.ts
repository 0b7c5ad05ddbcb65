import { describe, expect, it } from 'vitest';
import { appConfig } from '@/shared/config';
import { checksumMatches } from '@/platform/wallet/checksum';
import { ownContractAddresses } from '@/shared/chain/ownAddresses';
import en from '@/messages/en-US.json';
import {
  parseAssetTypeParam,
  sanitizeAmountInput,
  sanitizeQuantityInput,
  transferCheckError,
  transferEmailError,
  transferQuantityError,
  withdrawAddressError,
  withdrawAmountError,
  type FieldMessage,
} from './rules';

/** What the screen shows: the key resolved in en-US.json with its values filled in. */
function text(message: FieldMessage | null): string | null {
  if (!message) return null;
  const template = message.key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], en);
  if (typeof template !== 'string') throw new Error(`No en-US text for ${message.key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => message.values?.[name] ?? `{${name}}`);
}

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

describe('withdrawal address (spec §5)', () => {
  it.each([
    ['', 'Enter withdrawal address'],
    ['   ', 'Enter withdrawal address'],
    ['0x123', 'Please enter a valid wallet address'],
    ['976EA74026E726554dB657fA54763abd0C3a0aa9', 'Please enter a valid wallet address'],
    [`${ADDRESS}0`, 'Please enter a valid wallet address'],
    ['0xZZ6EA74026E726554dB657fA54763abd0C3a0aa9', 'Please enter a valid wallet address'],
    [ADDRESS, null],
    [` ${ADDRESS.toLowerCase()} `, null],
    ['0x0000000000000000000000000000000000000000', 'The zero address is not a wallet: anything sent there is lost'],
  ])('%j → %s', (address, expected) => expect(text(withdrawAddressError(address))).toBe(expected));

  // Addresses that burn or strand the funds are refused before the PIN.
  const check = { ownAddresses: ownContractAddresses(), checksumMatches };
  const wrongChecksum = ADDRESS.replace('EA', 'Ea'); // one letter's case flipped: the same account, a broken checksum
  it.each([
    [ADDRESS, null],
    [ADDRESS.toLowerCase(), null],
    [`0x${ADDRESS.slice(2).toUpperCase()}`, null],
    [wrongChecksum, 'This address does not match its checksum: it may have a typo. Copy it again from your wallet'],
    ['0x0000000000000000000000000000000000000000', 'The zero address is not a wallet: anything sent there is lost'],
    ...[appConfig.contracts[56].usdt, appConfig.contracts[56].kinbo!, appConfig.contracts[56].deposit, appConfig.contracts[137].usdt, appConfig.contracts[137].deposit.toLowerCase()].map(
      (address): [string, string] => [address, 'This is a KinBo contract address: funds sent there would be lost. Enter your own wallet address'],
    ),
  ])('with the checksum and contracts known: %j → %s', (address, expected) => expect(text(withdrawAddressError(address, check))).toBe(expected));

  it('passes a mixed-case address while the checksum code has not loaded (the screen waits for it before the PIN)', () => {
    expect(withdrawAddressError(wrongChecksum, { ownAddresses: ownContractAddresses() })).toBeNull();
  });
});

describe('withdrawal amount (spec §5, §9)', () => {
  const usdt = { min: '10', balance: '100', token: 'USDT' };
  it.each([
    ['', 'Please enter the withdrawal amount'],
    ['  ', 'Please enter the withdrawal amount'],
    ['abc', 'Please enter a valid amount'],
    ['0', 'Please enter a valid amount'],
    ['0.000000', 'Please enter a valid amount'],
    ['9.999999', 'Min. Withdrawal = 10 USDT'],
    ['10', null],
    ['100', null],
    ['100.000001', 'Insufficient balance'],
    ['1000000000000000000000', 'Insufficient balance'],
  ])('USDT %j → %s', (amount, expected) => expect(text(withdrawAmountError(amount, usdt))).toBe(expected));

  it('names the KinBo minimum without trailing zeros', () =>
    expect(text(withdrawAmountError('99.5', { min: '100.000000', balance: '500', token: 'KinBo' }))).toBe('Min. Withdrawal = 100 KinBo'));

  it('a USDT withdrawal whose KinBo fee is above the KinBo balance is refused, one whose fee fits is not', () => {
    expect(text(withdrawAmountError('50', { ...usdt, feeKinbo: '20', kinboBalance: '19.999999' }))).toBe('Insufficient balance: the fee is 20 KinBo');
    expect(withdrawAmountError('50', { ...usdt, feeKinbo: '20', kinboBalance: '20' })).toBeNull();
  });

  it('checks the minimum before the balance (a user with nothing still learns the minimum)', () =>
    expect(text(withdrawAmountError('5', { min: '10', balance: '0', token: 'USDT' }))).toBe('Min. Withdrawal = 10 USDT'));
});

describe('amount and quantity inputs', () => {
  it.each([
    ['12.5', '12.5'],
    ['1,000.1234567', '1000.123456'],
    ['1,5', '1.5'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['-7e3', '73'],
    ['', ''],
  ])('amount %j keeps %j', (input, kept) => expect(sanitizeAmountInput(input)).toBe(kept));

  it('drops decimals when the token has none', () => expect(sanitizeAmountInput('3.9', 0)).toBe('3'));

  // The deposit and purchase fields use the same sanitiser with the token's decimals: there is one sanitiser.
  it.each([
    ['1,000.25', '1000.25'],
    ['1e5', '15'],
    [' 7 ', '7'],
    ['0.123456789012345678901', '0.123456789012345678'],
  ])('a deposit amount %j keeps %j (18 decimals)', (input, kept) => expect(sanitizeAmountInput(input, 18)).toBe(kept));

  it.each([
    ['12', '12'],
    ['007', '7'],
    ['1.5', '1.5'],
    ['2,5', '2.5'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['-3', '3'],
    ['0', '0'],
  ])('quantity %j keeps %j', (input, kept) => expect(sanitizeQuantityInput(input)).toBe(kept));
});

describe('ticket transfer (spec §5)', () => {
  it.each([
    ['', 'Enter the correct email address'],
    ['friend', 'Enter the correct email address'],
    ['friend@example', 'Enter the correct email address'],
    ['friend@example.com', null],
  ])('e-mail %j → %s', (email, expected) => expect(text(transferEmailError(email))).toBe(expected));

  it('the e-mail must be checked first, and found', () => {
    expect(text(transferCheckError('friend@example.com', null, false))).toBe('Please check the email address first');
    expect(text(transferCheckError('friend@example.com', null, true))).toBe('User does not exist');
    // Checked another address, then typed a new one: check again.
    expect(text(transferCheckError('other@example.com', 'friend@example.com', false))).toBe('Please check the email address first');
    expect(transferCheckError(' Friend@Example.com ', 'friend@example.com', false)).toBeNull();
    expect(text(transferCheckError('bad', 'friend@example.com', false))).toBe('Enter the correct email address');
  });

  it.each([
    ['', 'Please enter the quantity of transfer'],
    ['0', 'Please enter the quantity of transfer'],
    ['1.5', 'Tickets are whole: enter a whole number'],
    ['2.5', 'Tickets are whole: enter a whole number'],
    ['2.', 'Tickets are whole: enter a whole number'],
    ['2.0', 'Tickets are whole: enter a whole number'],
    ['-1', 'Please enter the quantity of transfer'],
    ['1', null],
    ['30', null],
    ['31', 'Insufficient balance'],
  ])('quantity %j with 30 tickets → %s', (quantity, expected) => expect(text(transferQuantityError(quantity, 30))).toBe(expected));
});

describe('asset type query', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    [null, null],
    ['', null],
    ['2', null],
    ['01', null],
    ['1 ', null],
    ['<script>', null],
  ])('%j → %s', (raw, type) => expect(parseAssetTypeParam(raw)).toBe(type));
});
