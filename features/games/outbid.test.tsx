// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOutbid, wasOutbid } from './outbid';

const ME = 7;

describe('wasOutbid', () => {
  it('is true only when the user held the highest bid and another user holds it now', () => {
    expect(wasOutbid(ME, 8, ME)).toBe(true);
    expect(wasOutbid(ME, ME, ME)).toBe(false);
    expect(wasOutbid(8, 9, ME)).toBe(false);
    expect(wasOutbid(null, 8, ME)).toBe(false);
    expect(wasOutbid(8, ME, ME)).toBe(false);
    // No highest bidder now (no reading), or no user yet: nothing to say.
    expect(wasOutbid(ME, null, ME)).toBe(false);
    expect(wasOutbid(ME, 8, undefined)).toBe(false);
  });
});

describe('useOutbid', () => {
  const render = (initial: { auctionId: number; highestUserId: number | null; me: number | undefined }) => {
    const onOutbid = vi.fn();
    const hook = renderHook((props: typeof initial) => useOutbid({ ...props, onOutbid }), { initialProps: initial });
    return { onOutbid, rerender: hook.rerender };
  };

  it('alerts once when another bidder takes the lead from the user, again each time it happens', () => {
    const { onOutbid, rerender } = render({ auctionId: 1, highestUserId: null, me: ME });
    rerender({ auctionId: 1, highestUserId: ME, me: ME });
    expect(onOutbid).not.toHaveBeenCalled();
    rerender({ auctionId: 1, highestUserId: 8, me: ME });
    expect(onOutbid).toHaveBeenCalledTimes(1);
    // The same reading again (the next poll) is not a new alert.
    rerender({ auctionId: 1, highestUserId: 8, me: ME });
    expect(onOutbid).toHaveBeenCalledTimes(1);
    rerender({ auctionId: 1, highestUserId: ME, me: ME });
    rerender({ auctionId: 1, highestUserId: 9, me: ME });
    expect(onOutbid).toHaveBeenCalledTimes(2);
  });

  it('never alerts on the first reading, for someone else losing the lead, or across two auctions', () => {
    const { onOutbid, rerender } = render({ auctionId: 1, highestUserId: 8, me: ME });
    rerender({ auctionId: 1, highestUserId: 9, me: ME });
    rerender({ auctionId: 2, highestUserId: ME, me: ME });
    rerender({ auctionId: 3, highestUserId: 9, me: ME });
    expect(onOutbid).not.toHaveBeenCalled();
  });

  it('waits for the user: readings before the user is known only set the starting point', () => {
    const { onOutbid, rerender } = render({ auctionId: 1, highestUserId: ME, me: undefined });
    rerender({ auctionId: 1, highestUserId: ME, me: ME });
    rerender({ auctionId: 1, highestUserId: 8, me: ME });
    expect(onOutbid).toHaveBeenCalledTimes(1);
  });
});
