'use client';
import { offerPush } from '@/platform/push/later';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useServerCountdown } from '@/platform/time/useCountdown';
import { ROOM_ACTION_DOMAINS, gameApi, roomInfoQuery } from '@/features/games/api';
import { seatsLeft, secondsToMs } from '@/platform/games/rooms';
import { ROOM } from '@/shared/contract/endpoints/games';
import { ROOM_STATES, isMember } from '@/shared/contract/games';
import { firstRefusal, useMoneyPrechecks } from '@/platform/money/moneyPrechecks';
import { userInfoQuery } from '@/platform/account/user';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import type { GroupRoom } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { formatClock } from '@/platform/time/clock';
import { verifyDraw, type DrawCheck } from '@/shared/games/draw';
import { ROUTES, roomHref } from '@/platform/shell/routes';
import { ROOM_BADGE } from '@/platform/games/roomCard';
import { InviteFriend, MemberList } from './parts';
import { AvatarRow, Countdown, RoomSummary, SeatsBar } from '@/platform/games/roomCard';
import { DealResult, DealRowResult } from './results';
import { DealCost, NextGameLink } from './gameExtras';

/** The drawing overlay lasts open_count_down plus this, then the room is fetched again. */
const DRAW_GRACE_MS = 1_000;
/** A disbanded room shows its notice this long, then goes back to the list. */
const DISBANDED_NOTICE_MS = 3_000;

function DrawingOverlay({ room }: { room: GroupRoom }) {
  const t = useTranslations('games');
  const queryClient = useQueryClient();
  const drawAt = secondsToMs(room.open_time);
  const { remaining } = useServerCountdown(drawAt === null ? null : drawAt + DRAW_GRACE_MS);
  useEffect(() => {
    if (drawAt !== null && remaining === 0) void queryClient.invalidateQueries({ queryKey: roomInfoQuery(room.id).queryKey });
  }, [drawAt, remaining, queryClient, room.id]);
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-bg/90 backdrop-blur-sm" role="status" aria-live="polite" data-testid="drawing-overlay">
      <div className="flex flex-col items-center gap-4 text-center">
        <div className="flex h-28 w-28 motion-safe:animate-pulse items-center justify-center rounded-pill border-4 border-accent text-4xl font-bold tabular-nums text-accent">
          {formatClock(Math.max(0, remaining - 1))}
        </div>
        <p className="text-lg font-semibold">{t('drawing')}</p>
        <p className="max-w-[260px] text-sm text-fg-muted">{t('drawingHint')}</p>
      </div>
    </div>
  );
}

function Fairness({ room }: { room: GroupRoom }) {
  const t = useTranslations('games');
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const canVerify = room.state === ROOM_STATES.finished && !!room.seed && room.winner_user_id !== null;
  const verify = async () => {
    if (!room.seed || room.winner_user_id === null) return;
    setBusy(true);
    try {
      const ids = [...room.members].sort((a, b) => a.join_order - b.join_order).map((m) => m.user_id);
      setCheck(await verifyDraw({ seed: room.seed, commitment: room.commitment, memberIdsInJoinOrder: ids, announcedWinnerId: room.winner_user_id }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="flex flex-col gap-2 p-4">
      <h2 className="text-sm font-semibold">{t('fairTitle')}</h2>
      <p className="text-xs text-fg-muted">{t('fairBody')}</p>
      <p className="text-xs text-fg-muted">{t('commitment')}</p>
      <code className="break-all rounded-control bg-surface-sunken p-2 text-xs" data-testid="commitment">
        {room.commitment}
      </code>
      {room.seed && (
        <>
          <p className="text-xs text-fg-muted">{t('seed')}</p>
          <code className="break-all rounded-control bg-surface-sunken p-2 text-xs" data-testid="seed">
            {room.seed}
          </code>
        </>
      )}
      {canVerify && (
        <Button variant="secondary" loading={busy} onClick={() => void verify()}>
          {t('verify')}
        </Button>
      )}
      {check && (
        <p className={check.matches ? 'text-sm font-semibold text-success' : 'text-sm font-semibold text-danger'} role="status" data-testid="verify-result">
          {check.matches ? t('verifyMatches') : t('verifyMismatch')}
        </p>
      )}
    </Card>
  );
}

export default function RoomBody({ room }: { room: GroupRoom }) {
  const t = useTranslations('games');
  const router = useRouter();
  const { data: me } = useQuery(userInfoQuery());
  const member = isMember(room);
  const { left, ratio } = seatsLeft(room);
  const badge = ROOM_BADGE[room.state] ?? ROOM_BADGE[ROOM_STATES.waiting];
  const prechecks = useMoneyPrechecks();
  const join = useMoneyAction({
    // One waiting room at a time, a ticket, and the price in USDT (held until the draw).
    precheck: (id: number) =>
      firstRefusal(
        () => prechecks.otherRoom(id),
        prechecks.ticket,
        () => prechecks.usdt(room.price),
      ),
    request: (id: number, pin) => gameApi.joinRoom(id, pin ?? ''),
    pin: { title: t('joinTitle'), description: () => t('joinDescription', { price: formatAmount(room.price) }) },
    invalidates: ROOM_ACTION_DOMAINS,
    scope: ROOM.join.path,
    successMessage: () => t('joined'),
    onSuccess: offerPush,
  });

  useEffect(() => {
    if (room.state !== ROOM_STATES.disbanded) return;
    const id = window.setTimeout(() => router.replace(ROUTES.groupPurchase), DISBANDED_NOTICE_MS);
    return () => window.clearTimeout(id);
  }, [room.state, router]);

  const finished = room.state === ROOM_STATES.finished;
  const ordered = [...room.members].sort((a, b) => {
    if (finished) return b.is_winner - a.is_winner || a.join_order - b.join_order;
    return a.join_order - b.join_order;
  });

  return (
    <div className="flex flex-col gap-4 pb-6">
      <Card className="flex gap-3 p-4">
        <RoomSummary room={room} nameTestId="room-name" badge={{ label: t(`state.${badge.key}`), tone: badge.tone }} headline={t('priceUsdt', { amount: formatAmount(room.price) })}>
          {(room.state === ROOM_STATES.waiting || room.state === ROOM_STATES.drawing) && (
            <p className="text-xs text-fg-muted">{t('notWinningReward', { amount: formatAmount(room.not_winning_reward) })}</p>
          )}
        </RoomSummary>
      </Card>

      {room.state === ROOM_STATES.waiting && (
        <Card className="flex flex-col gap-3 p-4">
          <div className="flex items-center justify-between text-sm">
            <span className="text-fg-muted">{t('endsIn')}</span>
            <Countdown until={room.end_time} className="text-lg font-bold" testId="room-countdown" />
          </div>
          <SeatsBar left={left} ratio={ratio} label={t('moreToStart', { count: left })} />
          <AvatarRow avatars={room.members} total={room.member_count} />
          {member ? (
            <p className="text-sm font-semibold text-success" data-testid="joined-note">
              {t('youAreIn')}
            </p>
          ) : (
            <DealCost price={room.price} user={me} />
          )}
          {!member && (
            <Button block size="lg" loading={join.busy} onClick={() => void join.run(room.id)} data-testid="join-room">
              {t('join', { price: formatAmount(room.price) })}
            </Button>
          )}
          {!member && <ActionRefusal refusal={join.refusal} />}
          <InviteFriend href={roomHref(room.id)} title={room.name} />
        </Card>
      )}

      {room.state === ROOM_STATES.drawing && <DrawingOverlay room={room} />}

      {room.state === ROOM_STATES.finished && <DealResult room={room} me={me?.id} />}
      {room.state === ROOM_STATES.finished && room.winner_user_id !== me?.id && <NextGameLink game="deal" currentId={room.id} />}

      {room.state === ROOM_STATES.disbanded && (
        <Card className="flex flex-col gap-3 p-4 text-center" role="status">
          <p className="font-semibold">{t('disbandedTitle')}</p>
          <p className="text-sm text-fg-muted">{t('disbandedBody')}</p>
          <Button variant="secondary" onClick={() => router.replace(ROUTES.groupPurchase)}>
            {t('backToRooms')}
          </Button>
        </Card>
      )}

      {room.state !== ROOM_STATES.disbanded && ordered.length > 0 && (
        <MemberList
          title={finished ? t('results') : t('members')}
          members={ordered}
          meId={me?.id}
          testId="members"
          highlight={(m) => finished && m.is_winner === 1}
          right={(m) => (finished ? <DealRowResult room={room} winner={m.is_winner === 1} /> : null)}
        />
      )}

      {room.state !== ROOM_STATES.disbanded && <Fairness room={room} />}
    </div>
  );
}
