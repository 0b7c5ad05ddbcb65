import { get, post } from '../endpoint';
import type { NoData, Page } from '../shapes';
import type { Notice, NoticePrefs, NoticeUnread } from '../notifications';

/** /api/notice/*: the caller's inbox (newest first), its unread count, and marking entries read. */
export const NOTICE = {
  list: get('/api/notice/list', 'pageQuery').returns<Page<Notice>>(),
  unread: get('/api/notice/unread').returns<NoticeUnread>(),
  read: post('/api/notice/read', 'noticeReadRequest').returns<NoData>(),
  readAll: post('/api/notice/readAll').returns<NoData>(),
  prefs: get('/api/notice/prefs').returns<NoticePrefs>(),
  setPrefs: post('/api/notice/setPrefs', 'noticePrefsRequest').returns<NoticePrefs>(),
} as const;
