import { describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '../../server/routes/wallet';
import { DEPOSIT_PATHS } from './deposit';

describe('deposit API paths (assumed, server/README.md "Wallet")', () => {
  it('are where the local server mounts them', () => {
    expect(DEPOSIT_PATHS.deposit).toBe(`/api/wallet${WALLET_PATHS.deposit}`);
    expect(DEPOSIT_PATHS.depositConfirm).toBe(`/api/wallet${WALLET_PATHS.depositConfirm}`);
    expect(DEPOSIT_PATHS.depositPending).toBe(`/api/wallet${WALLET_PATHS.depositPending}`);
    expect(DEPOSIT_PATHS.depositInfo).toBe(`/api/wallet${WALLET_PATHS.depositInfo}`);
  });
});
