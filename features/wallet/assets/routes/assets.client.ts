'use client';
import { coinListQuery } from '@/platform/account/kinboPrice';
import { mainConfigQuery } from '@/platform/account/mainConfig';
import { releasePoolInfoQuery } from '@/platform/account/releasePool';
import { userInfoQuery } from '@/platform/account/user';
import type { FirstQueriesOf } from '@/platform/query/FirstQueries';

/** The four answers My assets' balances and their ≈ USDT values wait for. */
export const assetsFirstQueries: FirstQueriesOf = () => [userInfoQuery(), mainConfigQuery(), coinListQuery(), releasePoolInfoQuery()];
