import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';
import type { MainConfig } from '@/lib/contract';

export const MAIN_PATHS = { config: '/api/main/config', upload: '/api/main/upload' } as const;

export const mainApi = {
  config: () => api.get<MainConfig>(MAIN_PATHS.config),
};

export const mainConfigQuery = () =>
  queryOptions({ queryKey: queryKeys.mainConfig, queryFn: mainApi.config, staleTime: 5 * 60_000 });
