import type { NoticeKind } from './notifications';

/** `data` of push/key: the server's VAPID public key (base64url), for `pushManager.subscribe`. */
export interface PushKey {
  key: string;
}

/**
 * What a push message carries (encrypted to the browser; the service worker shows it): the entry's
 * kind, its title and sentence already written in the subscriber's language (the inbox's own texts),
 * the page it opens and the tag that makes a repeat replace the one shown (one "outbid" per auction).
 */
export interface PushMessage {
  kind: NoticeKind;
  title: string;
  body: string;
  url: string;
  tag: string;
}
