import { queryOptions } from '@tanstack/react-query';
import { call } from '@/platform/http/call';
import { queryKeys } from '@/platform/query/keys';
import { pagedListOptions } from '@/platform/query/paging';
import { NOTICE } from '@/shared/contract/endpoints/notifications';
import type { Notice, NoticeKind } from '@/shared/contract/notifications';

/** Entries per page of the inbox. */
export const NOTICE_PAGE_SIZE = 20;

export const noticeApi = {
  list: (page: number, limit = NOTICE_PAGE_SIZE, signal?: AbortSignal) => call(NOTICE.list, { page, limit }, { signal, silent: true }),
  unread: () => call(NOTICE.unread, undefined, { silent: true }),
  read: (id: number) => call(NOTICE.read, { id }),
  readAll: () => call(NOTICE.readAll),
  prefs: () => call(NOTICE.prefs, undefined, { silent: true }),
  setPrefs: (muted: NoticeKind[]) => call(NOTICE.setPrefs, { muted }, { silent: true }),
};

/** The bell's count: refetched when a notice arrives, and every minute as a safety net. */
export const noticeUnreadQuery = () => queryOptions({ queryKey: queryKeys.noticeUnread, queryFn: noticeApi.unread, staleTime: 5_000, refetchInterval: 60_000 });

export const noticeListQuery = () => pagedListOptions<Notice>(queryKeys.noticeList, (page, signal) => noticeApi.list(page, NOTICE_PAGE_SIZE, signal), NOTICE_PAGE_SIZE);

/** The kinds the user is not alerted of (stored on the server, so every device follows them). */
export const noticePrefsQuery = () => queryOptions({ queryKey: queryKeys.noticePrefs, queryFn: noticeApi.prefs, staleTime: 60_000 });
