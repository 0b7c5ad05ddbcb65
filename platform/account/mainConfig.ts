import { queryOptions } from '@tanstack/react-query';
import { call } from '../http/call';
import { queryKeys } from '../query/keys';
import { MAIN } from '@/shared/contract/endpoints/main';

export const mainApi = {
  config: () => call(MAIN.config),
};

export const mainConfigQuery = () => queryOptions({ queryKey: queryKeys.mainConfig, queryFn: mainApi.config, staleTime: 5 * 60_000 });
