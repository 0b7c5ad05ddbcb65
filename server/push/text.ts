import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../messages/en-US.json';
import zh from '../../messages/zh-CN.json';
import ko from '../../messages/ko-KR.json';
import id from '../../messages/id.json';
import vi from '../../messages/vi-VN.json';
import fil from '../../messages/fil.json';
import type { NoticeKind } from '../../shared/contract/notifications';
import type { PushMessage } from '../../shared/contract/push';
import { noticeValues } from '../../shared/format/noticeValues';
import type { Lang } from '../platform/messages';

type NoticeTexts = { kinds: Record<NoticeKind, string>; kindNames: Record<NoticeKind, string> };

/** The app's own inbox texts (messages/*.json `notifications`), by the server's language codes. */
const TEXTS: Record<Lang, { locale: string; texts: NoticeTexts }> = {
  en: { locale: 'en-US', texts: en.notifications },
  zh: { locale: 'zh-CN', texts: zh.notifications },
  kr: { locale: 'ko-KR', texts: ko.notifications },
  id: { locale: 'id', texts: id.notifications },
  vn: { locale: 'vi-VN', texts: vi.notifications },
  fil: { locale: 'fil', texts: fil.notifications },
};

/** The page an entry opens (as the inbox's noticeHref): its auction or room, else the records. */
export function pushUrl(payload: Record<string, string | number>): string {
  if ('auction' in payload) return `/competitivegames/room?roomId=${encodeURIComponent(String(payload.auction))}`;
  if ('room' in payload) return `/grouppurchasegames/room?roomId=${encodeURIComponent(String(payload.room))}`;
  return '/reports';
}

/** The notification tag: one per auction or room (a repeat replaces the one shown), else per kind. */
export function pushTag(kind: NoticeKind, payload: Record<string, string | number>): string {
  if ('auction' in payload) return `${kind === 'outbid' ? 'outbid' : 'auction'}-${payload.auction}`;
  if ('room' in payload) return `room-${payload.room}`;
  return `${kind}-${payload.order ?? payload.withdrawal ?? ''}`;
}

/** An entry as a push message, written in `lang` with the inbox's sentence (amounts as the app shows them). */
export function pushMessage(kind: NoticeKind, payload: Record<string, string | number>, lang: Lang): PushMessage {
  const { locale, texts } = TEXTS[lang] ?? TEXTS.en;
  const body = String(new IntlMessageFormat(texts.kinds[kind], locale).format(noticeValues(payload)));
  return { kind, title: texts.kindNames[kind], body, url: pushUrl(payload), tag: pushTag(kind, payload) };
}
