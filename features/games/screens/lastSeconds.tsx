'use client';
import { useTranslations } from 'next-intl';
import type { BiddingRoom } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { useFormatDateTime } from '@/platform/i18n/timeZone';
import { useOutbid } from '@/features/games/outbid';
import { toast } from '@/ui/toast';

/** A short double buzz: felt in a pocket, unlike a toast. */
const OUTBID_VIBRATION = [200, 100, 200];

/** "You were outbid" as a toast, and a vibration where the device has one. */
export function useOutbidAlert(room: BiddingRoom, me: number | undefined) {
  const t = useTranslations('games');
  useOutbid({
    auctionId: room.id,
    highestUserId: room.highest_user_id,
    me,
    onOutbid: () => {
      toast.info(t('outbid', { amount: formatAmount(room.kinbo) }), 'outbid');
      if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(OUTBID_VIBRATION);
    },
  });
}

/**
 * The newest bids with who bid and when (to the second). bid/info's `history` is a local API addition:
 * without it (the spec's API) the section is not shown, and an entry without a time shows without one.
 */
export function BidHistory({ room, me }: { room: BiddingRoom; me: number | undefined }) {
  const t = useTranslations('games');
  const formatDateTime = useFormatDateTime();
  if (!Array.isArray(room.history) || room.history.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-fg-muted">{t('bidHistory')}</h2>
      <ol className="flex flex-col divide-y divide-line/60 rounded-card bg-surface px-3" data-testid="bid-history">
        {room.history.map((entry, i) => {
          const at = typeof entry.time === 'number' && Number.isFinite(entry.time) ? new Date(entry.time * 1000) : null;
          return (
            <li key={`${entry.time ?? ''}-${entry.kinbo}-${i}`} className="flex min-h-[44px] items-center gap-3 py-2 text-sm" data-testid="bid-history-entry">
              <span className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]">{entry.user_id === me ? t('you', { name: entry.nickname }) : entry.nickname}</span>
              <span className="font-semibold tabular-nums">{t('kinbo', { amount: formatAmount(entry.kinbo) })}</span>
              {at && (
                <time dateTime={at.toISOString()} className="w-[72px] shrink-0 text-right text-xs tabular-nums text-fg-muted" data-testid="bid-time">
                  {formatDateTime(at, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })}
                </time>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
