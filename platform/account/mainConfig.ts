import { queryOptions } from '@tanstack/react-query';
import { api } from '../http/client';
import { queryKeys } from '../query/keys';
import type { MainConfig } from '@/shared/contract';

export const MAIN_PATHS = { config: '/api/main/config', upload: '/api/main/upload' } as const;

export const mainApi = {
  config: () => api.get<MainConfig>(MAIN_PATHS.config),
};

export const mainConfigQuery = () =>
  queryOptions({ queryKey: queryKeys.mainConfig, queryFn: mainApi.config, staleTime: 5 * 60_000 });
