'use client';
import { ASSET_PATHS, assetsApi, type VpExchangeResult } from './assets';
import { useMoneyAction } from './useMoneyAction';

/**
 * VP → KinBo (spec §2 VP card): PIN dialog, balances refreshed. The toast says what was received when
 * the answer has it (`received`, from the screen's own messages); otherwise the server's msg (the spec's
 * API only promises a msg).
 */
export function useVpExchange(received?: (result: VpExchangeResult) => string) {
  return useMoneyAction({
    request: (_: void, pinMd5) => assetsApi.vpExchange(pinMd5 ?? ''),
    scope: ASSET_PATHS.vpExchange,
    successMessage: (result) => (received && typeof result.data?.kinbo === 'string' ? received(result.data) : result.msg || null),
  });
}

/**
 * Claim the released income (user/incomeReceive) as KinBo: no security password (the spec's call takes
 * no body); the server's msg as the toast; balances and records (the release record) refreshed.
 */
export function useIncomeClaim() {
  return useMoneyAction({
    request: (_: void) => assetsApi.incomeReceive(),
    pin: false,
    scope: ASSET_PATHS.incomeReceive,
    successMessage: (result) => result.msg || null,
  });
}
