'use client';
import type { IncomeClaimResult } from '@/shared/contract';
import { api } from '@/platform/http/client';
import { useMoneyAction } from '@/platform/money/useMoneyAction';

/** Spec §7 user/incomeReceive: no body; the local server answers `{ usdt, kinbo }`. */
export const INCOME_RECEIVE_PATH = '/api/user/incomeReceive';

export const incomeClaimApi = {
  receive: () => api.postWithMessage<IncomeClaimResult>(INCOME_RECEIVE_PATH, {}),
};

/**
 * Claim the released income as KinBo: no security password (the spec's call takes no body); the
 * server's msg as the toast; balances and records (the release record) refreshed.
 */
export function useIncomeClaim() {
  return useMoneyAction({
    request: (_: void) => incomeClaimApi.receive(),
    pin: false,
    scope: INCOME_RECEIVE_PATH,
    successMessage: (result) => result.msg || null,
  });
}
