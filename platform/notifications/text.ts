import type { Notice, NoticeKind } from '@/shared/contract/notifications';
import { formatAmount } from '@/shared/format/amount';
import { bidRoomHref, roomHref, ROUTES } from '@/platform/shell/routes';

/** Where an entry leads: its auction or room, or the records for the wallet's entries. */
export function noticeHref(notice: Notice): string {
  const { payload } = notice;
  if ('auction' in payload) return bidRoomHref(payload.auction);
  if ('room' in payload) return roomHref(payload.room);
  return ROUTES.reports;
}

/**
 * The values of an entry's sentence (messages `notifications.kinds.<kind>`): amounts formatted from
 * their decimal strings, everything else as given. The sentence is written by the app, in the
 * reader's language, from the kind and these values: no server text is shown (a sender's nickname is
 * a value, never markup).
 */
export function noticeValues(notice: Notice): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(notice.payload) as [string, string | number][]) {
    // A count (whole tickets) stays a number: the sentence picks its plural by it.
    values[name] = ['amount', 'reward', 'prize', 'refund'].includes(name) ? formatAmount(String(value), 2, { trimZeros: true }) : name === 'count' ? Number(value) : String(value);
  }
  return values;
}

/** Whether the screen on display is the entry's own (its room), where an alert would say nothing new. */
export function isAboutScreen(notice: Notice, location: { pathname: string; search: string }): boolean {
  const href = noticeHref(notice);
  const [path, query = ''] = href.split('?');
  const here = location.pathname.replace(/\/$/, '') || '/';
  if (here !== path) return false;
  if (!query) return true;
  const wanted = new URLSearchParams(query);
  const current = new URLSearchParams(location.search);
  return [...wanted].every(([name, value]) => current.get(name) === value);
}

/** Whether a new entry shows as a toast: not about the screen on display, and not a kind the user muted. */
export function shouldAlert(notice: Notice, muted: readonly NoticeKind[], location: { pathname: string; search: string }): boolean {
  return !muted.includes(notice.kind) && !isAboutScreen(notice, location);
}
