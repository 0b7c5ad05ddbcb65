'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ActionLink } from '@/ui/ActionLink';
import { cn } from '@/ui/cn';
import type { BidMember, BiddingRoom, GroupRoom } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { bidOutcome, notWinningRate } from '@/shared/games/results';
import { ROUTES } from '@/platform/shell/routes';

/** What a finished game meant for the user: the headline, what moved, and where it went. */
function ResultCard({ won, title, children, testId, outcome }: { won: boolean; title: string; children: ReactNode; testId: string; outcome: string }) {
  return (
    <section
      className={cn('flex flex-col gap-2 rounded-card border p-4', won ? 'border-accent/60 bg-accent-soft' : 'border-line/60 bg-surface')}
      role="status"
      data-testid={testId}
      data-outcome={outcome}
    >
      <h2 className={cn('text-lg font-bold', won && 'text-accent')}>{title}</h2>
      {children}
    </section>
  );
}

/** Flash Deal, finished, seen by a member: the voucher won (and the way to it), or the price back plus the reward. */
export function DealResult({ room, me }: { room: GroupRoom; me: number | undefined }) {
  const t = useTranslations('games');
  const mine = room.members.find((m) => m.user_id === me);
  if (!mine) return null;
  const price = formatAmount(room.price);
  if (mine.is_winner === 1) {
    return (
      // A voucher's denomination is a whole number of USDT: "a 100 USDT NFT voucher".
      <ResultCard won title={t('dealWon', { price: formatAmount(room.price, 2, { trimZeros: true }) })} testId="deal-result" outcome="won">
        <p className="text-sm text-fg-muted">{t('dealWonBody')}</p>
        <ActionLink href={ROUTES.myNftList} variant="primary" testId="open-my-nft">
          {t('openMyNft')}
        </ActionLink>
      </ResultCard>
    );
  }
  return (
    <ResultCard won={false} title={t('notThisTime')} testId="deal-result" outcome="lost">
      <p className="text-xl font-bold tabular-nums text-success" data-testid="deal-reward">
        {t('plusRewardAmount', { amount: formatAmount(room.not_winning_reward), rate: notWinningRate(room) })}
      </p>
      <p className="text-sm text-fg-muted">{t('dealLostBody', { price })}</p>
    </ResultCard>
  );
}

/** The right side of a Flash Deal result row: the winner, or what each other member got on top of the price. */
export function DealRowResult({ room, winner }: { room: GroupRoom; winner: boolean }) {
  const t = useTranslations('games');
  return winner ? (
    <span className="text-sm font-bold text-accent" data-testid="winner">
      {t('winner')}
    </span>
  ) : (
    <span className="text-right text-sm font-semibold tabular-nums text-success" data-testid="row-reward">
      {t('plusRewardAmount', { amount: formatAmount(room.not_winning_reward), rate: notWinningRate(room) })}
    </span>
  );
}

/** Flash Bid, finished, seen by a member: the reward and the winning bid paid, or the bid returned. */
export function BidResult({ room, me }: { room: BiddingRoom; me: number | undefined }) {
  const t = useTranslations('games');
  const mine = room.members.find((m) => m.user_id === me);
  if (!mine) return null;
  const outcome = bidOutcome(mine, room.winner_user_id);
  const kinbo = formatAmount(mine.kinbo);
  return outcome === 'paid' ? (
    <ResultCard won title={t('bidWon', { usdt: formatAmount(room.usdt) })} testId="bid-result" outcome={outcome}>
      <p className="text-sm text-fg-muted">{t('bidWonBody', { kinbo })}</p>
    </ResultCard>
  ) : (
    <ResultCard won={false} title={t('notThisTime')} testId="bid-result" outcome={outcome}>
      <p className="text-sm text-fg-muted">{outcome === 'returned' ? t('bidReturnedBody', { kinbo }) : t('bidNoneBody')}</p>
    </ResultCard>
  );
}

/**
 * The right side of a bidder's row. Only the highest bid is ever held and only the winner's is paid:
 * every other bid shows as returned, so nobody reads an outbid amount as money lost.
 */
export function BidRowAmount({ member, room, open }: { member: BidMember; room: BiddingRoom; open: boolean }) {
  const t = useTranslations('games');
  const outcome = open ? (member.user_id === room.highest_user_id ? 'held' : bidOutcome(member, null)) : bidOutcome(member, room.winner_user_id);
  if (outcome === 'none') return <span className="text-sm text-fg-muted">{t('noBid')}</span>;
  const note = { paid: t('bidPaid'), held: t('bidHeld'), returned: t('bidReturned') }[outcome];
  return (
    <span className="flex flex-col items-end gap-0.5 text-right" data-testid="bid-outcome" data-outcome={outcome}>
      {outcome === 'paid' && (
        <span className="text-sm font-bold text-accent" data-testid="winner">
          {t('winner')}
        </span>
      )}
      <span className="text-sm font-semibold tabular-nums">{t('kinbo', { amount: formatAmount(member.kinbo) })}</span>
      <span className={cn('text-xs', outcome === 'returned' ? 'text-success' : 'text-fg-muted')}>{note}</span>
    </span>
  );
}
