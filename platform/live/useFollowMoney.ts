'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { queryKeys } from '@/platform/query/keys';
import { followMoney, isFollowing, onFollowingChange } from '@/platform/live/moneyStream';

/** Without the stream, while something is pending: balances and records read this often, this many times. */
export const MONEY_POLL = { everyMs: 3_000, times: 100 };

/**
 * A money screen (assets, a confirmation, records) updates by itself: it follows the user's money
 * notices on the live stream (./moneyStream.ts) while it is open. Where there is no stream (an API
 * without it, or while it reconnects) and `pending` says something is still on its way (a payout not
 * sent yet, a deposit not credited), it polls instead, at most MONEY_POLL.times times.
 */
export function useFollowMoney({ pending = false }: { pending?: boolean } = {}): void {
  const client = useQueryClient();
  useEffect(() => followMoney(client), [client]);
  const following = useSyncExternalStore(onFollowingChange, isFollowing, () => false);
  useEffect(() => {
    if (!pending || following) return;
    let times = 0;
    const timer = setInterval(() => {
      times += 1;
      void client.invalidateQueries({ queryKey: queryKeys.balances });
      void client.invalidateQueries({ queryKey: queryKeys.reports });
      if (times >= MONEY_POLL.times) clearInterval(timer);
    }, MONEY_POLL.everyMs);
    return () => clearInterval(timer);
  }, [client, pending, following]);
}
