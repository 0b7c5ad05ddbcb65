'use client';
import { offerPush } from '@/platform/push/later';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { ApiError } from '@/platform/http/client';
import { API_CODES } from '@/shared/contract/codes';
import { forgetBidPin, keepBidPin, recallBidPin } from '@/features/games/bidPin';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Dialog } from '@/ui/Overlay';
import { BID_ACTION_DOMAINS, gameApi } from '@/features/games/api';
import { BID } from '@/shared/contract/endpoints/games';
import { BID_STATES, isMember } from '@/shared/contract/games';
import { firstRefusal, useMoneyPrechecks } from '@/platform/money/moneyPrechecks';
import { userInfoQuery } from '@/platform/account/user';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import type { BiddingRoom } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { ROUTES, bidRoomHref } from '@/platform/shell/routes';
import { BidHistory, useOutbidAlert } from './lastSeconds';
import { InviteFriend, MemberList } from './parts';
import { Countdown, RoomSummary } from '@/platform/games/roomCard';
import { BidResult, BidRowAmount } from './results';
import { AutoBidControl } from './AutoBid';
import { BidBalance, NextGameLink, ONE_TAP_MINUTES, PriceMovedDialog } from './gameExtras';

type BidVars = { id: number; amount: string };

/** The new next bid a 60008 refusal carries, or null for any other error. */
function movedTo(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== API_CODES.BID_PRICE_MOVED) return null;
  const amount = (error.body as { data?: { amount?: unknown } } | null)?.data?.amount;
  return typeof amount === 'string' ? amount : null;
}

export default function BidBody({ room }: { room: BiddingRoom }) {
  const t = useTranslations('games');
  const tc = useTranslations('common');
  const router = useRouter();
  const { data: me } = useQuery(userInfoQuery());
  const [confirming, setConfirming] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  // The PIN kept for one-tap bids belongs to this room: leaving it forgets it.
  useEffect(() => forgetBidPin, [room.id]);
  const open = room.state === BID_STATES.open;
  const member = isMember(room);
  const iAmHighest = me?.id !== undefined && room.highest_user_id === me.id;

  const prechecks = useMoneyPrechecks();
  const join = useMoneyAction({
    // One open auction at a time, and a ticket to join.
    precheck: (id: number) => firstRefusal(() => prechecks.otherAuction(id), prechecks.ticket),
    request: (id: number) => gameApi.joinBid(id),
    pin: false,
    invalidates: BID_ACTION_DOMAINS,
    scope: BID.join.path,
    successMessage: () => t('joinedAuction'),
    onSuccess: () => {
      setConfirming(false);
      offerPush();
    },
  });
  const bid = useMoneyAction({
    // The whole bid is held in KinBo; the amount shown is the amount sent, and taken.
    precheck: ({ amount }: BidVars) => prechecks.kinbo(amount),
    request: ({ id, amount }: BidVars, pin) => gameApi.bid(id, pin ?? '', amount),
    pin: { title: t('bidTitle'), description: ({ amount }) => t('bidDescription', { amount: formatAmount(amount) }) },
    pinMemory: { recall: ({ id }) => recallBidPin(id), keep: ({ id }, pin) => keepBidPin(id, pin), forget: forgetBidPin, provedBy: (error) => movedTo(error) !== null },
    onError: (error) => {
      const next = movedTo(error);
      if (next !== null) {
        bid.clearRefusal();
        setMoved(next);
      }
    },
    invalidates: BID_ACTION_DOMAINS,
    scope: BID.bid.path,
    successMessage: () => t('bidPlaced'),
    onSuccess: () => {
      setMoved(null);
      offerPush();
    },
  });

  useOutbidAlert(room, me?.id);

  const members = [...room.members].sort((a, b) => a.rank - b.rank);
  return (
    <div className="flex flex-col gap-4 pb-6">
      <Card className="flex gap-3 p-4">
        <RoomSummary room={room} badge={{ label: t(open ? 'state.open' : 'state.ended'), tone: open ? 'accent' : 'muted' }} headline={t('rewardUsdt', { amount: formatAmount(room.usdt) })}>
          <p className="text-sm text-fg-muted">
            {t('highestBid')}{' '}
            <span className="font-semibold tabular-nums text-fg" data-testid="highest-bid">
              {t('kinbo', { amount: formatAmount(room.kinbo) })}
            </span>
          </p>
        </RoomSummary>
      </Card>

      {open ? (
        <Card className="flex flex-col gap-3 p-4">
          <div className="flex items-center justify-between text-sm">
            <span className="text-fg-muted">{t('endsIn')}</span>
            {/* Urgent from the moment a bid would extend the end. */}
            <Countdown until={room.end_time} className="text-lg font-bold" testId="bid-countdown" urgentBelow={room.extend_window} />
          </div>
          <p className="text-xs text-fg-muted" data-testid="extensions">
            {room.extensions > 0 ? t('extended', { count: room.extensions, seconds: room.extend_seconds }) : t('extendRule', { window: room.extend_window, seconds: room.extend_seconds })}
          </p>
          {!member ? (
            <Button block size="lg" loading={join.busy} onClick={() => join.check(room.id) && setConfirming(true)} data-testid="join-auction">
              {t('joinAuction')}
            </Button>
          ) : (
            <>
              <BidBalance room={room} kinbo={me?.kinbo} iAmHighest={iAmHighest} />
              <Button block size="lg" loading={bid.busy} disabled={iAmHighest} onClick={() => void bid.run({ id: room.id, amount: room.next_bid })} data-testid="bid-button">
                {iAmHighest ? t('youAreHighest') : t('bidNow', { amount: formatAmount(room.next_bid) })}
              </Button>
              <p className="text-xs text-fg-muted">{t('oneTapHint', { minutes: ONE_TAP_MINUTES })}</p>
              <AutoBidControl room={room} iAmHighest={iAmHighest} />
            </>
          )}
          <ActionRefusal refusal={member ? bid.refusal : join.refusal} />
          <InviteFriend href={bidRoomHref(room.id)} title={room.name} />
        </Card>
      ) : (
        <>
          <BidResult room={room} me={me?.id} />
          {room.winner_user_id !== me?.id ? <NextGameLink game="bid" currentId={room.id} /> : null}
          <Button variant="secondary" block onClick={() => router.replace(ROUTES.bidding)}>
            {tc('close')}
          </Button>
        </>
      )}

      {members.length > 0 ? (
        <MemberList
          title={open ? t('bidders') : t('results')}
          members={members}
          meId={me?.id}
          highlight={(m) => (!open && m.user_id === room.winner_user_id) || (open && m.user_id === room.highest_user_id)}
          right={(m) => <BidRowAmount member={m} room={room} open={open} />}
        />
      ) : (
        <p className="text-center text-sm text-fg-muted">{open ? t('noBidsYet') : t('noWinner')}</p>
      )}

      <BidHistory room={room} me={me?.id} />

      <PriceMovedDialog amount={moved} busy={bid.busy} onBid={(amount) => void bid.run({ id: room.id, amount }).then((ok) => ok && setMoved(null))} onClose={() => setMoved(null)} />

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('joinAuction')}
        footer={
          <div className="flex gap-3">
            <Button variant="secondary" block onClick={() => setConfirming(false)}>
              {tc('cancel')}
            </Button>
            <Button block loading={join.busy} onClick={() => void join.run(room.id)} data-testid="join-auction-confirm">
              {tc('confirm')}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-fg-muted">{t('joinAuctionBody')}</p>
      </Dialog>
    </div>
  );
}
