'use client';
import { coinListQuery } from '@/platform/account/kinboPrice';
import { userInfoQuery } from '@/platform/account/user';
import { requestLanguageNow } from '@/platform/i18n/store';
import type { FirstQueriesOf } from '@/platform/query/FirstQueries';
import { bannersQuery, DEFAULT_RANKING_PERIOD, rankingQuery } from './api';

/**
 * Home's first paint waits for the banners (its largest paint), the balance card's KinBo price (the
 * coin list) and the ranking with the user's own nickname. The banners' titles come in the language
 * being detected: not askable before detection has a result.
 */
export const homeFirstQueries: FirstQueriesOf = () => {
  const language = requestLanguageNow();
  return [language === null ? null : bannersQuery(language), coinListQuery(), rankingQuery(DEFAULT_RANKING_PERIOD), userInfoQuery()];
};
