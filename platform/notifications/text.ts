import type { Notice, NoticeKind } from '@/shared/contract/notifications';
import { noticeValues as sentenceValues } from '@/shared/format/noticeValues';
import { bidRoomHref, roomHref, ROUTES } from '@/platform/shell/routes';

/** Where an entry leads: its auction or room, or the records for the wallet's entries. */
export function noticeHref(notice: Notice): string {
  const { payload } = notice;
  if ('auction' in payload) return bidRoomHref(payload.auction);
  if ('room' in payload) return roomHref(payload.room);
  return ROUTES.reports;
}

/** The values of an entry's sentence (shared/format/noticeValues.ts, as the server's push uses them). */
export const noticeValues = (notice: Notice): Record<string, string | number> => sentenceValues(notice.payload);

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
