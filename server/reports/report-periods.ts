import { subDays, subHours, subMonths } from 'date-fns';
import type { RankingPeriod, TimeType } from '../../shared/contract/enums';

/* Where the report filters' periods (time_type) and the ranking's periods start, on the server's clock. */

/** The start of a report list period (null: all time). */
export function periodStart(timeType: TimeType, current: Date): Date | null {
  switch (timeType) {
    case 0:
      return null;
    case 1:
      return subHours(current, 24);
    case 2:
      return subDays(current, 7);
    case 3:
      return subDays(current, 12);
    case 4:
      return subDays(current, 30);
    case 5:
      return subMonths(current, 3);
    case 6:
      return subMonths(current, 6);
    case 7:
      return subMonths(current, 12);
  }
}

/** The start of a ranking period (null: all time). */
export function rankingStart(period: RankingPeriod, current: Date): Date | null {
  switch (period) {
    case 0:
      return subDays(current, 7);
    case 1:
      return subDays(current, 30);
    case 2:
      return null;
    case 3:
      return subHours(current, 24);
  }
}

/** Midnight UTC of the day of `date` (income "today" and "yesterday" are UTC days). */
export function utcStartOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
