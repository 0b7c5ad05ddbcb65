'use client';
import { useEffect, useRef } from 'react';

type UserId = number | null | undefined;

/** The user held an auction's highest bid at the earlier reading and someone else holds it now. */
export function wasOutbid(previousHighest: UserId, nextHighest: UserId, me: UserId): boolean {
  if (me === null || me === undefined) return false;
  return previousHighest === me && nextHighest !== null && nextHighest !== undefined && nextHighest !== me;
}

/**
 * Calls `onOutbid` once each time the user loses the highest bid of an auction. It only compares
 * successive readings of the highest bidder, so whatever reports them can feed it: the 2 s poll of
 * bid/info today, a live event stream later. Opening an auction (or another one) is a first reading,
 * never an alert.
 */
export function useOutbid({ auctionId, highestUserId, me, onOutbid }: { auctionId: number; highestUserId: UserId; me: UserId; onOutbid: () => void }) {
  const previous = useRef<{ auctionId: number; highestUserId: UserId } | null>(null);
  const callback = useRef(onOutbid);
  useEffect(() => {
    callback.current = onOutbid;
  });
  useEffect(() => {
    const last = previous.current;
    previous.current = { auctionId, highestUserId };
    if (last?.auctionId === auctionId && wasOutbid(last.highestUserId, highestUserId, me)) callback.current();
  }, [auctionId, highestUserId, me]);
}
