import { queryOptions } from '@tanstack/react-query';
import { call } from '@/platform/http/call';
import { queryKeys } from '@/platform/query/keys';
import { REWARDS } from '@/shared/contract/endpoints/user';

/** Spec §7 user/releasePoolInfo: the pending release number, shown by My assets and the release details. */
export const releasePoolApi = { info: () => call(REWARDS.releasePoolInfo) };

export const releasePoolInfoQuery = () => queryOptions({ queryKey: queryKeys.releasePoolInfo, queryFn: () => releasePoolApi.info(), staleTime: 10_000 });
