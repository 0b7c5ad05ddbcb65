import webpush from 'web-push';
import type { NoticeKind } from '../../shared/contract/notifications';
import { LANGS, type Lang } from '../platform/messages';
import type { Logger } from '../platform/services-context';
import type { PushSubscriptions, PushSubscriptionRow } from './subscriptions';
import { pushMessage, pushTag } from './text';
import type { VapidKeys } from './vapid';

/** How pushes are paced. Every figure bounds what one user (or a storm on one auction) can cost. */
export const PUSH_LIMITS = {
  /** One push per user and tag (an auction's outbids, a room) in this time; newer ones replace the waiting one. */
  tagIntervalMs: 20_000,
  /** At most `userMax` pushes per user in `userWindowMs`; more wait for the window. */
  userMax: 6,
  userWindowMs: 60_000,
  /** A push the service did not take (network, 429, 5xx) is tried again after backoffMs, 2x, 4x… */
  retries: 4,
  backoffMs: 2_000,
  /** Jobs waiting at once (one per user and tag); beyond it new ones are dropped and counted. */
  maxPending: 10_000,
  timeoutMs: 10_000,
  /** Jobs sent at once (each waits on its push service): a slow service never stalls the others. */
  concurrency: 16,
};
export type PushLimits = typeof PUSH_LIMITS;

/** An inbox entry just made (server/notifications/store.ts), the push's source. */
export type PushSource = { userId: number; kind: NoticeKind; payload: Record<string, string | number> };

type Job = PushSource & { key: string; tag: string; attempts: number; notBefore: number; only: Set<number> | null };

/** RFC 8030 Topic: up to 32 base64url characters; the push service keeps only the newest per topic. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32);
const isUrgent = (kind: NoticeKind) => kind === 'outbid' || kind === 'bid_ending';
const langOf = (value: string): Lang => ((LANGS as readonly string[]).includes(value) ? (value as Lang) : 'en');

/**
 * Delivers inbox entries as Web Push messages, outside every transaction: entries are queued in memory
 * per (user, tag) and sent by `tick()` (a timer in production, the tests' hand). A new entry for a tag
 * already waiting replaces it, and a tag is sent at most once per tagIntervalMs, so a storm of outbids
 * on one auction costs each bidder a few pushes. The payload is encrypted (aes128gcm) and signed
 * (VAPID) by web-push; 404/410 from the push service deletes the subscription. The user's muted kinds
 * are read at send time. A lost process loses its queue: the inbox keeps the entries.
 */
export function createPushSender(deps: {
  subscriptions: PushSubscriptions;
  keys: VapidKeys;
  muted: (userId: number) => Promise<readonly NoticeKind[]>;
  now: () => Date;
  log: Logger;
  fetch?: typeof fetch;
  limits?: Partial<PushLimits>;
}) {
  const limits = { ...PUSH_LIMITS, ...deps.limits };
  const send = deps.fetch ?? fetch;
  const pending = new Map<string, Job>();
  const lastSent = new Map<string, number>();
  const userSends = new Map<number, number[]>();
  const stats = { sent: 0, failed: 0, gone: 0, muted: 0, dropped: 0, retried: 0 };
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  const at = () => deps.now().getTime();
  /** Sends what is due now: a run already going may have read the queue before, so this one waits for it and runs again. */
  const tick = async (): Promise<void> => {
    while (running) await running;
    running = runDue().finally(() => (running = null));
    await running;
  };

  function enqueue(rows: readonly PushSource[]) {
    for (const row of rows) {
      const tag = pushTag(row.kind, row.payload);
      const key = `${row.userId}:${tag}`;
      const waiting = pending.get(key);
      if (waiting) {
        Object.assign(waiting, { kind: row.kind, payload: row.payload, attempts: 0, only: null });
        continue;
      }
      if (pending.size >= limits.maxPending) {
        stats.dropped += 1;
        continue;
      }
      const slot = (lastSent.get(key) ?? -Infinity) + limits.tagIntervalMs;
      pending.set(key, { ...row, key, tag, attempts: 0, notBefore: Math.max(at(), slot), only: null });
    }
    // Started: what is due now goes at once, not at the next beat of the loop.
    if (started) setTimeout(() => void tick(), 0).unref?.();
  }

  /** The moment the user's window has room again, or 0 when it has room now. */
  function userWait(userId: number, now: number): number {
    const recent = (userSends.get(userId) ?? []).filter((t) => t > now - limits.userWindowMs);
    userSends.set(userId, recent);
    return recent.length < limits.userMax ? 0 : recent[0]! + limits.userWindowMs;
  }

  async function deliver(job: Job): Promise<void> {
    if ((await deps.muted(job.userId)).includes(job.kind)) {
      stats.muted += 1;
      return;
    }
    const targets = (await deps.subscriptions.ofUser(job.userId)).filter((s) => !job.only || job.only.has(s.id));
    const gone: number[] = [];
    const failed = new Set<number>();
    await Promise.all(
      targets.map(async (subscription) => {
        const outcome = await pushTo(subscription, job);
        if (outcome === 'gone') gone.push(subscription.id);
        if (outcome === 'retry') failed.add(subscription.id);
      }),
    );
    stats.gone += gone.length;
    await deps.subscriptions.remove(gone);
    if (failed.size > 0 && job.attempts < limits.retries && !pending.has(job.key)) {
      stats.retried += 1;
      pending.set(job.key, { ...job, attempts: job.attempts + 1, notBefore: at() + limits.backoffMs * 2 ** job.attempts, only: failed });
    } else stats.failed += failed.size;
  }

  async function pushTo(subscription: PushSubscriptionRow, job: Job): Promise<'sent' | 'gone' | 'retry' | 'refused'> {
    const message = pushMessage(job.kind, job.payload, langOf(subscription.lang));
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
      vapidDetails: deps.keys,
      TTL: isUrgent(job.kind) ? 600 : 86_400,
      urgency: isUrgent(job.kind) ? 'high' : 'normal',
      topic: topicOf(job.tag),
      contentEncoding: 'aes128gcm',
    });
    try {
      const response = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Uint8Array<ArrayBuffer> | null,
        signal: AbortSignal.timeout(limits.timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.ok) {
        stats.sent += 1;
        return 'sent';
      }
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status === 429 || response.status >= 500) return 'retry';
      deps.log.warn(`[push] subscription ${subscription.id} refused: ${response.status}`);
      return 'refused';
    } catch {
      return 'retry';
    }
  }

  /** Sends every job that is due and allowed; jobs over a user's window wait for it. */
  async function runDue(): Promise<void> {
    const now = at();
    for (const [key, when] of lastSent) if (when <= now - limits.tagIntervalMs) lastSent.delete(key);
    for (const [userId, times] of userSends) if (times.every((t) => t <= now - limits.userWindowMs)) userSends.delete(userId);
    const due = [...pending.values()].filter((job) => job.notBefore <= now);
    const ready: Job[] = [];
    for (const job of due) {
      const wait = userWait(job.userId, now);
      if (wait > 0) {
        job.notBefore = wait;
        continue;
      }
      pending.delete(job.key);
      lastSent.set(job.key, now);
      userSends.get(job.userId)!.push(now);
      ready.push(job);
    }
    const worker = async () => {
      for (let job = ready.shift(); job; job = ready.shift()) {
        try {
          await deliver(job);
        } catch (error) {
          deps.log.error(`[push] ${job.key} failed`, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(limits.concurrency, ready.length) }, worker));
  }

  return {
    enqueue,
    /** One pass over the due jobs (a pass already running is awaited instead). */
    tick,
    /** Production: a pass every `intervalMs` (retries, paced tags) and one as soon as entries arrive. */
    start(intervalMs: number) {
      started = true;
      const beat = () => {
        timer = setTimeout(() => void tick().finally(() => started && beat()), intervalMs);
        timer.unref?.();
      };
      beat();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      await running;
    },
    stats: () => ({ ...stats, pending: pending.size }),
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
