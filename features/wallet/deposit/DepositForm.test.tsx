// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/http/client';
import { useSession } from '@/platform/session/store';
import { renderWithProviders } from '@/platform/testing/providers';

/**
 * DepositForm on the one money-action path: its pre-checks run before the wallet
 * is asked anything, a double tap sends one transaction, and an API refusal shows in place. The
 * wallet (wagmi reads, the transaction runner) and the API are stand-ins; the form, its schema and
 * useMoneyAction are the real ones.
 */
const E18 = 10n ** 18n;
const mocks = vi.hoisted(() => ({
  request: vi.fn(),
  run: vi.fn(),
  push: vi.fn(),
}));

vi.mock('@/platform/wallet/hooks', () => ({
  // balanceOf 5, allowance max, 18 decimals.
  useReadContracts: () => ({ data: [5n * 10n ** 18n, 2n ** 256n - 1n, 18], isError: false, refetch: async () => ({}) }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push, replace: vi.fn(), back: vi.fn() }) }));
vi.mock('../../../platform/wallet/useTxRunner', () => ({ useTxRunner: () => ({ run: mocks.run, resume: async () => [] }) }));
vi.mock('../../../platform/wallet/ChainGuard', () => ({ ChainGuard: ({ children }: { children: ReactNode }) => children }));
vi.mock('@/platform/wallet/orders', () => ({
  depositPendingKey: ['balances', 'depositPending'],
  depositApi: { request: mocks.request, pending: async () => null },
}));

const { DepositForm } = await import('./DepositForm');

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SIGNED = { id: 7, coin_token: ADDRESS, bsc_amount: (2n * E18).toString(), type: 0, sign_out_time: 1, v: 27, r: '0x01', s: '0x02' };

function renderForm() {
  return renderWithProviders(<DepositForm type={0} />);
}

const amount = () => screen.getByTestId('deposit-amount');
const action = () => screen.getByTestId('deposit-action');

beforeEach(() => {
  useSession.setState({ hydrated: true, walletAddress: ADDRESS, walletChainId: 56, walletStatus: 'connected' });
  mocks.request.mockReset();
  mocks.run.mockReset();
  localStorage.clear();
});
afterEach(cleanup);

describe('DepositForm goes through useMoneyAction', () => {
  it('refuses an amount above the wallet balance in place, before any API call or wallet prompt', async () => {
    renderForm();
    await waitFor(() => expect(action()).toHaveProperty('dataset.state', 'deposit'));
    fireEvent.change(amount(), { target: { value: '6' } });
    fireEvent.click(action());
    // The first validation loads the schema module (zod, keccak): give it time on a busy machine.
    expect(await screen.findByText('Insufficient balance', {}, { timeout: 15_000 })).toBeTruthy();
    // And the form's own rule (required) stops the submit before the pre-check.
    fireEvent.change(amount(), { target: { value: '' } });
    fireEvent.click(action());
    expect(await screen.findByText('Please enter the deposit amount')).toBeTruthy();
    expect(mocks.request).not.toHaveBeenCalled();
    expect(mocks.run).not.toHaveBeenCalled();
  });

  it('a double tap signs one order and sends one transaction', async () => {
    let release: (value: typeof SIGNED) => void = () => {};
    mocks.request.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    mocks.run.mockResolvedValue({ status: 'confirmed', hash: '0xabc' });
    renderForm();
    await waitFor(() => expect(action()).toHaveProperty('dataset.state', 'deposit'));
    fireEvent.change(amount(), { target: { value: '2' } });
    fireEvent.click(action());
    fireEvent.click(action());
    await waitFor(() => expect(mocks.request).toHaveBeenCalledTimes(1));
    fireEvent.click(action());
    release(SIGNED);
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/wallet/depositconfirmed'));
    expect(mocks.request).toHaveBeenCalledTimes(1);
    expect(mocks.request.mock.calls[0][0]).toMatchObject({ number: '2', type: 0, address: ADDRESS });
    expect(mocks.run).toHaveBeenCalledTimes(1);
  });

  it("the API's refusal shows where the action was, and no transaction is sent", async () => {
    mocks.request.mockRejectedValue(new ApiError(1, 'Deposits are paused for maintenance', null));
    renderForm();
    await waitFor(() => expect(action()).toHaveProperty('dataset.state', 'deposit'));
    fireEvent.change(amount(), { target: { value: '1' } });
    fireEvent.click(action());
    expect(await screen.findByText('Deposits are paused for maintenance')).toBeTruthy();
    expect(mocks.run).not.toHaveBeenCalled();
  });
});
