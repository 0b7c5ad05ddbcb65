import { describe, expect, it } from 'vitest';
import { depositButtonEnabled, depositButtonState, type DepositFacts } from './depositButton';

const READY: DepositFacts = { connected: true, chainAllowed: true, pendingDeposit: false, allowance: 10n ** 30n, balance: 100n, amount: 50n, running: null };
const MAX_UINT = 2n ** 256n - 1n;

describe('deposit button state machine (spec §4)', () => {
  it.each<[string, Partial<DepositFacts>, string]>([
    ['no wallet: Connect, whatever else is known', { connected: false, pendingDeposit: true, running: 'deposit' }, 'connect'],
    ['KinBo with the wallet off BSC: the switch prompt', { chainAllowed: false }, 'wrongChain'],
    ['a deposit sent before a reload: its state, not pay again', { pendingDeposit: true }, 'pending'],
    ['a deposit being sent now wins over the pending flag it creates', { pendingDeposit: true, running: 'deposit' }, 'depositing'],
    ['allowance not read yet', { allowance: null }, 'loading'],
    ['balance not read yet', { balance: null }, 'loading'],
    ['allowance 0: Authorize', { allowance: 0n }, 'authorize'],
    ['allowance 0 and no amount yet: still Authorize', { allowance: 0n, amount: null }, 'authorize'],
    ['an allowance below the amount: Authorize again', { allowance: 49n, amount: 50n }, 'authorize'],
    ['allowance exactly the amount: Confirm Deposit', { allowance: 50n, amount: 50n }, 'deposit'],
    ['after approving the maximum: Confirm Deposit', { allowance: MAX_UINT }, 'deposit'],
    ['approve in flight', { allowance: 0n, running: 'approve' }, 'authorizing'],
    ['deposit in flight', { running: 'deposit' }, 'depositing'],
    ['an empty amount with an allowance: Confirm Deposit (the validator then says what is missing)', { amount: null }, 'deposit'],
  ])('%s', (_name, facts, expected) => {
    expect(depositButtonState({ ...READY, ...facts })).toBe(expected);
  });

  it('only connect, authorize and deposit can be pressed', () => {
    expect(['connect', 'wrongChain', 'pending', 'loading', 'authorize', 'authorizing', 'deposit', 'depositing'].filter((s) => depositButtonEnabled(s as never))).toEqual([
      'connect',
      'authorize',
      'deposit',
    ]);
  });

  it('walks the happy path: Authorize → authorizing → Confirm Deposit → depositing → pending', () => {
    const steps: Partial<DepositFacts>[] = [
      { allowance: 0n },
      { allowance: 0n, running: 'approve' },
      { allowance: MAX_UINT },
      { allowance: MAX_UINT, running: 'deposit' },
      { allowance: MAX_UINT, pendingDeposit: true },
    ];
    expect(steps.map((s) => depositButtonState({ ...READY, ...s }))).toEqual(['authorize', 'authorizing', 'deposit', 'depositing', 'pending']);
  });
});
