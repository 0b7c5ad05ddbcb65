'use client';
import { queryOptions } from '@tanstack/react-query';
import type { LatestRecord, LatestRecordKind, VpExchangeRequest, VpExchangeResult } from '@/shared/contract';
import { api } from '@/platform/http/client';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { queryKeys } from '@/platform/query/keys';

/**
 * My assets' own calls: VP → KinBo and the newest record of a kind for the confirmation screens.
 * Given by the spec: vp/exchange (type 0, password; reads msg). `report/latest` is this API's own.
 */
export const ASSET_PATHS = {
  vpExchange: '/api/vp/exchange',
  latest: '/api/report/latest',
} as const;

export type { VpExchangeResult } from '@/shared/contract';

/** Spec §7: vp/exchange type 0 = all VP for KinBo. */
const VP_TO_KINBO = 0;

export const assetsApi = {
  vpExchange: (pinMd5: string) =>
    api.postWithMessage<VpExchangeResult>(ASSET_PATHS.vpExchange, { type: VP_TO_KINBO, password: pinMd5 } satisfies VpExchangeRequest),
  latest: (kind: LatestRecordKind) => api.get<LatestRecord>(ASSET_PATHS.latest, { kind }),
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
    scope: ASSET_PATHS.vpExchange,
    successMessage: (result) => (received && typeof result.data?.kinbo === 'string' ? received(result.data) : result.msg || null),
  });
}
