import { describe, expect, it } from 'vitest';
import { latestRecordQuery } from './assets';
import { bannersQuery, rankingQuery } from './home';
import { isKeyedByLanguage, queryKeys } from './keys';
import { mainConfigQuery } from './main';
import { releaseListQuery, reportListQuery } from './report';
import { userInfoQuery } from './user';

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
