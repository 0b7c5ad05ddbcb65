import { queryOptions } from '@tanstack/react-query';
import type { IncomeClaimResult, LatestRecord, LatestRecordKind, VpExchangeRequest, VpExchangeResult } from '@/lib/contract';
import { api } from './client';
import { queryKeys } from './keys';
import { REPORT_PATHS } from './report';

/**
 * My assets' own calls: VP → KinBo, the income claim, and the newest record of a kind for the
 * confirmation screens (the money hooks sit in assets.mutations.ts, so a screen that only reads does not
 * load React Query's mutation code). Given by the spec: vp/exchange (type 0, password; reads msg) and
 * user/incomeReceive (shape not shown: no body; the local server answers `{ usdt, kinbo }`).
 */
export const ASSET_PATHS = {
  vpExchange: '/api/vp/exchange',
  incomeReceive: '/api/user/incomeReceive',
} as const;

export type { IncomeClaimResult, VpExchangeResult } from '@/lib/contract';

/** Spec §7: vp/exchange type 0 = all VP for KinBo. */
const VP_TO_KINBO = 0;

export const assetsApi = {
  vpExchange: (pinMd5: string) =>
    api.postWithMessage<VpExchangeResult>(ASSET_PATHS.vpExchange, { type: VP_TO_KINBO, password: pinMd5 } satisfies VpExchangeRequest),
  incomeReceive: () => api.postWithMessage<IncomeClaimResult>(ASSET_PATHS.incomeReceive, {}),
  latest: (kind: LatestRecordKind) => api.get<LatestRecord>(REPORT_PATHS.latest, { kind }),
};

/** Always fetched on entry: right after the action it is that action's record, and after a reload too. */
export const latestRecordQuery = (kind: LatestRecordKind, locale: string) =>
  queryOptions({ queryKey: queryKeys.latestRecord(kind, locale), queryFn: () => assetsApi.latest(kind), staleTime: 0 });
