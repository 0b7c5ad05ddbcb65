import { describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '../../server/wallet/routes';
import { API_CODES } from '@/shared/contract';
import { ApiError } from '../http/client';
import { creditedOnce, DEPOSIT_PATHS } from './orders';

describe('deposit API paths (assumed, server/README.md "Wallet")', () => {
  it('are where the local server mounts them', () => {
    expect(DEPOSIT_PATHS.deposit).toBe(`/api/wallet${WALLET_PATHS.deposit}`);
    expect(DEPOSIT_PATHS.depositConfirm).toBe(`/api/wallet${WALLET_PATHS.depositConfirm}`);
    expect(DEPOSIT_PATHS.depositPending).toBe(`/api/wallet${WALLET_PATHS.depositPending}`);
    expect(DEPOSIT_PATHS.depositInfo).toBe(`/api/wallet${WALLET_PATHS.depositInfo}`);
  });
});

describe('creditedOnce', () => {
  it('treats "already credited" as done and passes every other failure on', async () => {
    await expect(creditedOnce(Promise.resolve({}))).resolves.toBeUndefined();
    await expect(creditedOnce(Promise.reject(new ApiError(API_CODES.TX_ALREADY_CREDITED, 'Already credited', null)))).resolves.toBeUndefined();
    await expect(creditedOnce(Promise.reject(new ApiError(API_CODES.TX_OTHER_USER, 'Not yours', null)))).rejects.toThrow('Not yours');
    await expect(creditedOnce(Promise.reject(new ApiError(-1, 'Network error', null)))).rejects.toThrow('Network error');
  });
});
