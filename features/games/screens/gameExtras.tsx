'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ActionLink } from '@/ui/ActionLink';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Overlay';
import { bidListQuery, roomListQuery } from '@/features/games/api';
import { BID_PIN_TTL_MS } from '@/features/games/bidPin';
import { BID_STATES, ROOM_STATES } from '@/shared/contract/games';
import type { BiddingRoom } from '@/shared/contract';
import { compare, formatAmount } from '@/shared/format/amount';
import { ROUTES, bidRoomHref, roomHref } from '@/platform/shell/routes';

/** The player's KinBo beside the bid button: what is free to bid, and what their bids hold (one open auction at a time, so this one's). */
export function BidBalance({ room, kinbo, iAmHighest }: { room: BiddingRoom; kinbo: string | undefined; iAmHighest: boolean }) {
  const t = useTranslations('games');
  if (kinbo === undefined) return null;
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm" data-testid="bid-balance">
      <span className="text-fg-muted">{t('yourKinbo')}</span>
      <span className="flex flex-wrap gap-x-3 tabular-nums">
        <span className="font-semibold" data-testid="kinbo-available">
          {t('kinboAvailable', { amount: formatAmount(kinbo) })}
        </span>
        <span className="text-fg-muted" data-testid="kinbo-held">
          {t('kinboHeld', { amount: formatAmount(iAmHighest ? room.kinbo : '0') })}
        </span>
      </span>
    </p>
  );
}

export const ONE_TAP_MINUTES = BID_PIN_TTL_MS / 60_000;

/** The server refused a bid whose price moved: it asks again, showing the new amount. */
export function PriceMovedDialog({ amount, busy, onBid, onClose }: { amount: string | null; busy: boolean; onBid: (amount: string) => void; onClose: () => void }) {
  const t = useTranslations('games');
  const tc = useTranslations('common');
  return (
    <Dialog
      open={amount !== null}
      onClose={onClose}
      title={t('priceMovedTitle')}
      footer={
        <div className="flex gap-3">
          <Button variant="secondary" block onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button block loading={busy} onClick={() => amount !== null && onBid(amount)} data-testid="bid-again">
            {t('bidNow', { amount: formatAmount(amount) })}
          </Button>
        </div>
      }
    >
      <p className="text-sm text-fg-muted" data-testid="price-moved">
        {t('priceMovedBody', { amount: formatAmount(amount) })}
      </p>
    </Dialog>
  );
}

/** After a game: the next open game of the same kind from the polled list (else the list itself), never a dead end. */
export function NextGameLink({ game, currentId }: { game: 'bid' | 'deal'; currentId: number }) {
  const t = useTranslations('games');
  const bids = useInfiniteQuery({ ...bidListQuery(), enabled: game === 'bid' });
  const rooms = useInfiniteQuery({ ...roomListQuery(), enabled: game === 'deal' });
  let href: string = game === 'bid' ? ROUTES.bidding : ROUTES.groupPurchase;
  if (game === 'bid') {
    const next = bids.data?.pages.flat().find((a) => a.id !== currentId && a.state === BID_STATES.open);
    if (next) href = bidRoomHref(next.id);
  } else {
    const next = rooms.data?.pages.flatMap((p) => p?.list ?? []).find((r) => r.id !== currentId && r.state === ROOM_STATES.waiting && r.member_count < r.max_count);
    if (next) href = roomHref(next.id);
  }
  return (
    <ActionLink href={href} variant="primary" testId="next-game">
      {t(game === 'bid' ? 'nextAuction' : 'nextRoom')}
    </ActionLink>
  );
}

/** A Flash Deal room's one cost line: what joining costs, in what, and what the player has (short parts marked). */
export function DealCost({ price, user }: { price: string; user: { ticket: number; usdt_amount: string } | undefined }) {
  const t = useTranslations('games');
  const short = user !== undefined && (user.ticket < 1 || compare(user.usdt_amount, price) < 0);
  return (
    <div className="flex flex-col gap-0.5 text-sm" data-testid="deal-cost">
      <p className="font-semibold">{t('dealCost', { price: formatAmount(price) })}</p>
      {user && (
        <p className={short ? 'text-danger' : 'text-fg-muted'} data-testid="deal-have" data-short={short}>
          {t('dealYouHave', { tickets: user.ticket, usdt: formatAmount(user.usdt_amount) })}
        </p>
      )}
    </div>
  );
}
