import { queryOptions } from '@tanstack/react-query';
import { api } from '@/platform/http/client';
import { queryKeys } from '@/platform/query/keys';
import type { ReleasePoolInfo } from '@/shared/contract';

/** Spec §7 user/releasePoolInfo: the pending release number, shown by My assets and the release details. */
export const RELEASE_POOL_PATH = '/api/user/releasePoolInfo';

export const releasePoolApi = { info: () => api.get<ReleasePoolInfo>(RELEASE_POOL_PATH) };

export const releasePoolInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.releasePoolInfo, queryFn: () => releasePoolApi.info(), staleTime: 10_000 });
