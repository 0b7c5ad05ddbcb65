'use client';
import { REWARDS } from '@/shared/contract/endpoints/user';
import { call } from '@/platform/http/call';
import { useMoneyAction } from '@/platform/money/useMoneyAction';

/** Spec §7 user/incomeReceive: no body; the local server answers `{ usdt, kinbo }`. */
export const incomeClaimApi = {
  receive: () => call(REWARDS.incomeReceive),
};

/**
 * Claim the released income as KinBo: no security password (the spec's call takes no body); the
 * server's msg as the toast; balances and records (the release record) refreshed.
 */
export function useIncomeClaim() {
  return useMoneyAction({
    request: (_: void) => incomeClaimApi.receive(),
    pin: false,
    scope: REWARDS.incomeReceive.path,
    successMessage: (result) => result.msg || null,
  });
}
