import { describe, expect, it } from 'vitest';
import en from '@/messages/en-US.json';
import { depositAmountIssue, purchaseAmountIssue } from './rules';

/** The message the form shows, in en-US (the spec's words). */
const text = (key: string | null) => (key === null ? null : (en.deposit as Record<string, string>)[key.replace(/^deposit\./, '')]);
const E18 = 10n ** 18n;

describe('deposit amount (spec §5)', () => {
  it.each<[string, bigint | null, number, string | null]>([
    ['', 5n * E18, 18, 'Please enter the deposit amount'],
    ['   ', 5n * E18, 18, 'Please enter the deposit amount'],
    ['0', 5n * E18, 18, 'Enter an amount above 0 with at most {decimals} decimals'],
    ['0.000', 5n * E18, 18, 'Enter an amount above 0 with at most {decimals} decimals'],
    ['-1', 5n * E18, 18, 'Enter an amount above 0 with at most {decimals} decimals'],
    ['1e3', 5n * E18, 18, 'Enter an amount above 0 with at most {decimals} decimals'],
    ['1.', 5n * E18, 18, 'Enter an amount above 0 with at most {decimals} decimals'],
    ['1.1234567', 5n * 10n ** 6n, 6, 'Enter an amount above 0 with at most {decimals} decimals'],
    ['5.000000000000000001', 5n * E18, 18, 'Insufficient balance'],
    ['6', 5n * E18, 18, 'Insufficient balance'],
    ['5', 5n * E18, 18, null],
    ['0.000000000000000001', 1n, 18, null],
    ['123456789012345678901234567890', 10n ** 50n, 18, null],
    ['1', null, 18, null],
  ])('%j with balance %s (%i decimals) → %s', (amount, balance, decimals, message) => {
    expect(text(depositAmountIssue(amount, balance, decimals))).toBe(message);
  });
});

describe('purchase amount', () => {
  it.each<[string, bigint | null, string | null]>([
    ['', 10n * E18, 'Please enter the purchase amount'],
    ['0', 10n * E18, 'Enter an amount above 0 with at most {decimals} decimals'],
    ['1.0000001', 10n * E18, 'Enter an amount above 0 with at most {decimals} decimals'],
    ['10.000001', 10n * E18, 'Insufficient balance'],
    ['10', 10n * E18, null],
    ['0.000001', 10n ** 12n, null],
  ])('%j with balance %s → %s', (amount, balance, message) => {
    expect(text(purchaseAmountIssue(amount, balance, 18))).toBe(message);
  });
});
