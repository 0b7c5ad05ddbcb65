import type { PushMessage } from '@/shared/contract/push';
import { NOTICE_KINDS } from '@/shared/contract/notifications';

/** The page a notification opens: a path of this site only (anything else opens the inbox). */
export function pushTargetPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/notifications';
}

/**
 * A push's payload as the service worker shows it: the server's JSON (shared/contract/push.ts), or
 * null when it is not one (a push that is not ours, a broken payload). Texts are shown as plain
 * notification text, never as HTML; over-long ones are cut.
 */
export function readPushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, title, body, url, tag } = value as Record<string, unknown>;
  if (!(NOTICE_KINDS as readonly unknown[]).includes(kind) || typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string') return null;
  return { kind: kind as PushMessage['kind'], title: title.slice(0, 120), body: body.slice(0, 400), url: pushTargetPath(url), tag: tag.slice(0, 64) };
}
