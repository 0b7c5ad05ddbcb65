import * as z from 'zod/mini';
import { BANNER_QUERY, RANKING_PERIOD_VALUES, RANKING_PERIODS, REWARD_CATEGORIES, TIME_TYPES, WAYS } from '../enums';
import { LATEST_RECORD_KINDS } from '../latestRecords';
import { MAX_ID } from '../limits';
import { intChoice, intParam, pageParams, textChoice } from './wire';

/**
 * Query strings of the read calls (spec §7, §9): always strings on the wire, a bad value answers
 * "field X has an invalid value". The types are the parsed values the app builds its query from.
 */

/** `?id=` of an info call (report, room, auction, deposit, withdrawal). */
export const idQuery = z.object({ id: intParam(1, MAX_ID) });

/** `?page=&limit=` of a plain paged list. */
export const pageQuery = z.object(pageParams);

/** The report list's `type` (the tabs, plus the Overview's second reward category). */
const REPORT_LIST_TYPES = ['chat_not_winning_usdt', 'chat_team_usdt', 'usdt', 'voucher', 'ticket', 'vp', 'room', 'kinbo'] as const;

export const reportQuery = z.object({
  type: textChoice(REPORT_LIST_TYPES),
  time_type: z._default(intChoice(TIME_TYPES), 0),
  way: z._default(intChoice(WAYS), 0),
  /** Only on the Overview tab (type chat_not_winning_usdt). */
  category: z.optional(textChoice(REWARD_CATEGORIES)),
  ...pageParams,
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const latestRecordQuery = z.object({ kind: textChoice(LATEST_RECORD_KINDS) });

export const releaseListQuery = z.object({ type: z._default(textChoice(['release']), 'release'), ...pageParams });
export type ReleaseListQuery = z.infer<typeof releaseListQuery>;

export const rankingQuery = z.object({ type: z._default(intChoice(RANKING_PERIOD_VALUES), RANKING_PERIODS.allTime) });
export type RankingQuery = z.infer<typeof rankingQuery>;

export const incomeInfoQuery = z.object({ category: z._default(textChoice(REWARD_CATEGORIES), 'chat_not_winning_usdt') });

/** The banner list (spec §9: type 1, page 1, limit 20). */
export const articlesQuery = z.object({ type: z._default(intParam(1, 99), BANNER_QUERY.type), ...pageParams });
