// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/platform/query/keys';
import type { CoinEntry, UserInfo } from '@/shared/contract';
import { renderWithProviders, testQueryClient } from '@/platform/testing/providers';
import { BalanceCard } from './BalanceCard';

// Its links (AppLink) navigate with the app router, which a unit test does not mount.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const USER = {
  usdt_amount: '1234.567891',
  kinbo: '5000.5',
  ticket: 3,
  vp: '10',
  nft_voucher: 1,
} as unknown as UserInfo;
const COINS: CoinEntry[] = [{ chain: 1, name: 'KinBo', usdt_price: '0.02' } as unknown as CoinEntry];

function renderCard({ coins = COINS as CoinEntry[] | null } = {}) {
  const client = testQueryClient({ staleTime: Infinity, queryFn: () => new Promise(() => {}) });
  client.setQueryData(queryKeys.userInfo, USER);
  if (coins) client.setQueryData(queryKeys.coinList, coins);
  return renderWithProviders(<BalanceCard />, client);
}

describe('BalanceCard', () => {
  it('totals the two balances it shows in USDT, rounded down: 1234.567891 + 5000.5 × 0.02 (Tickets, VP and NFT are not on the card)', () => {
    const { client } = renderCard();
    // 1234.567891 + 100.01 = 1334.577891 → 1,334.57 ("Total balance" counts the assets it shows)
    expect(screen.getByTestId('balance-total').textContent).toBe('1,334.57USDT');
    // Main config's rates value only what the card does not count: it never asks for them.
    expect(client.getQueryState(queryKeys.mainConfig)).toBeUndefined();
    expect(screen.getByTestId('balance-usdt').textContent).toContain('1,234.56');
    expect(screen.getByTestId('balance-kinbo').textContent).toContain('5,000.50');
  });

  it('shows a skeleton, not a wrong total, until the KinBo price is known', () => {
    renderCard({ coins: null });
    expect(screen.getByTestId('balance-total').textContent).toBe('');
  });

  it('hides every amount behind the switch and remembers it for the next visit', () => {
    const first = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Hide balances' }));
    expect(screen.getByTestId('balance-total').textContent).toBe('******USDT');
    expect(screen.getByTestId('balance-usdt').textContent).not.toContain('1,234');
    first.unmount();
    renderCard();
    expect(screen.getByTestId('balance-total').textContent).toBe('******USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Show balances' }));
    expect(screen.getByTestId('balance-total').textContent).toBe('1,334.57USDT');
  });

  it('links to deposit, withdraw and reports', () => {
    renderCard();
    expect(screen.getByTestId('balance-deposit').getAttribute('href')).toBe('/wallet/deposit?type=0');
    expect(screen.getByTestId('balance-withdraw').getAttribute('href')).toBe('/wallet/withdrawal?type=0');
    expect(screen.getByTestId('balance-reports').getAttribute('href')).toBe('/reports');
  });
});
