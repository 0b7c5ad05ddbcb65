'use client';
import { queryOptions } from '@tanstack/react-query';
import type { LatestRecordKind, VpExchangeResult } from '@/shared/contract';
import { ASSETS } from '@/shared/contract/endpoints/wallet';
import { REPORT } from '@/shared/contract/endpoints/main';
import { call } from '@/platform/http/call';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { queryKeys } from '@/platform/query/keys';

/**
 * My assets' own calls: VP → KinBo (type 0, password; reads msg) and the newest record of a kind for
 * the confirmation screens.
 */
export type { VpExchangeResult } from '@/shared/contract';

/** Spec §7: vp/exchange type 0 = all VP for KinBo. */
const VP_TO_KINBO = 0;

export const assetsApi = {
  vpExchange: (pinMd5: string) => call(ASSETS.vpExchange, { type: VP_TO_KINBO, password: pinMd5 }),
  latest: (kind: LatestRecordKind) => call(REPORT.latest, { kind }),
};

/** Always fetched on entry: right after the action it is that action's record, and after a reload too. */
export const latestRecordQuery = (kind: LatestRecordKind, locale: string) =>
  queryOptions({ queryKey: queryKeys.latestRecord(kind, locale), queryFn: () => assetsApi.latest(kind), staleTime: 0 });

/**
 * VP → KinBo (spec §2 VP card): PIN dialog, balances refreshed. The toast says what was received when
 * the answer has it (`received`, from the screen's own messages); otherwise the server's msg (the spec's
 * API only promises a msg).
 */
export function useVpExchange(received?: (result: VpExchangeResult) => string) {
  return useMoneyAction({
    request: (_: void, pinMd5) => assetsApi.vpExchange(pinMd5 ?? ''),
    scope: ASSETS.vpExchange.path,
    successMessage: (result) => (received && typeof result.data?.kinbo === 'string' ? received(result.data) : result.msg || null),
  });
}
