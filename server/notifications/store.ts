import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { NOTICE_KINDS, type Notice, type NoticeKind, type NoticePrefs } from '../../shared/contract/notifications';
import type { Page } from '../../shared/contract/shapes';
import { noticePrefs, notifications } from '../platform/db/schema';
import { AppError, ErrorCode } from '../platform/errors';
import type { ServiceContext } from '../platform/services-context';
import { publishEvents } from '../live/events';

/** One inbox entry to make: `ref` names the event within its kind (the unique key's last part). */
export type NewNotice = { userId: number; kind: NoticeKind; ref: string; payload: Record<string, string | number> };

/** Entries older than this are deleted by the sweep job. */
export const NOTICE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The inbox table: entries are made after the event's own transaction (server/notifications/producer.ts,
 * sweep.ts), one row per (user, kind, ref) whoever sees the event first; only a row that was really
 * inserted announces itself to its user's live streams (a `notice` notice), so a repeat tells nobody.
 * Every read and write is scoped by the caller's user id: another user's entry is "not found".
 */
export function createNoticeStore(ctx: ServiceContext) {
  const { db, now } = ctx;
  const listeners: ((rows: NewNotice[]) => void)[] = [];

  async function add(rows: readonly NewNotice[]): Promise<number> {
    if (rows.length === 0) return 0;
    const at = now();
    const made = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(notifications)
        .values(rows.map((row) => ({ ...row, createdAt: at })))
        .onConflictDoNothing()
        .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind, ref: notifications.ref, payload: notifications.payload });
      await publishEvents(
        tx,
        inserted.map((row) => ({ k: 'user', u: row.userId, e: 'notice', id: row.id }) as const),
      );
      return inserted;
    });
    // After the commit, and only for rows really made here: one push per entry across processes.
    if (made.length > 0) for (const listener of listeners) listener(made as NewNotice[]);
    return made.length;
  }

  /** Calls `listener` with the entries each add made (the Web Push sender). */
  function onAdded(listener: (rows: NewNotice[]) => void): void {
    listeners.push(listener);
  }

  async function list(userId: number, page: number, limit: number): Promise<Page<Notice>> {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
    return {
      list: rows.map((row) => ({ id: row.id, kind: row.kind, payload: row.payload, read: row.readAt !== null, created_at: Math.floor(row.createdAt.getTime() / 1000) }) as Notice),
      total: total?.n ?? 0,
    };
  }

  async function unread(userId: number): Promise<{ count: number }> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return { count: row?.n ?? 0 };
  }

  async function markRead(userId: number, id: number): Promise<null> {
    const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
    const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(mine).limit(1);
    if (!row) throw new AppError(ErrorCode.RECORD_NOT_FOUND, 'record_not_found');
    if (row.readAt === null)
      await db
        .update(notifications)
        .set({ readAt: now() })
        .where(and(mine, isNull(notifications.readAt)));
    return null;
  }

  async function markAllRead(userId: number): Promise<null> {
    await db
      .update(notifications)
      .set({ readAt: now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return null;
  }

  /** Deletes the entries past NOTICE_MAX_AGE_MS; answers how many. */
  async function ageOut(): Promise<number> {
    const gone = await db
      .delete(notifications)
      .where(lt(notifications.createdAt, new Date(now().getTime() - NOTICE_MAX_AGE_MS)))
      .returning({ id: notifications.id });
    return gone.length;
  }

  async function prefs(userId: number): Promise<NoticePrefs> {
    const [row] = await db.select({ muted: noticePrefs.muted }).from(noticePrefs).where(eq(noticePrefs.userId, userId)).limit(1);
    const muted = new Set(row?.muted ?? []);
    return { muted: NOTICE_KINDS.filter((kind) => muted.has(kind)) };
  }

  async function setPrefs(userId: number, muted: readonly NoticeKind[]): Promise<NoticePrefs> {
    const at = now();
    await db
      .insert(noticePrefs)
      .values({ userId, muted: [...muted], updatedAt: at })
      .onConflictDoUpdate({ target: noticePrefs.userId, set: { muted: [...muted], updatedAt: at } });
    return prefs(userId);
  }

  return { add, onAdded, list, unread, markRead, markAllRead, ageOut, prefs, setPrefs };
}

export type NoticeStore = ReturnType<typeof createNoticeStore>;
