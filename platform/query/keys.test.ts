import { describe, expect, it } from 'vitest';
import { latestRecordQuery } from '../../features/wallet/assets/api';
import { bannersQuery, rankingQuery } from '../../features/home/api';
import { isKeyedByLanguage, queryKeys } from './keys';
import { mainConfigQuery } from '../account/mainConfig';
import { releaseListQuery, reportListQuery } from '../../features/reports/api';
import { userInfoQuery } from '../account/user';

describe('isKeyedByLanguage', () => {
  it('knows the queries whose answers hold server texts by the language at the end of their key', () => {
    const keyed = [
      bannersQuery('ko-KR'),
      releaseListQuery('vi-VN'),
      latestRecordQuery('deposit', 'fil'),
      reportListQuery({ time_type: 0, way: 0, type: 'chat_not_winning_usdt', category: 'chat_not_winning_usdt' }, 'id'),
    ];
    for (const query of keyed) expect(isKeyedByLanguage(query.queryKey), String(query.queryKey)).toBe(true);
    for (const query of [userInfoQuery(), mainConfigQuery(), rankingQuery(2)]) expect(isKeyedByLanguage(query.queryKey), String(query.queryKey)).toBe(false);
    expect(isKeyedByLanguage(queryKeys.coinList)).toBe(false);
  });
});
