'use client';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/ui/Avatar';
import { CrownIcon } from '@/ui/icons/Crown';
import { cn } from '@/ui/cn';
import { formatAmount } from '@/shared/format/amount';
import type { RankingEntry } from '@/shared/contract';

/** Spec §2: the text is the nickname, falling back to the e-mail. */
const displayName = (entry: RankingEntry) => entry.nickname?.trim() || entry.email?.trim() || '';

/** Nicknames are unique (case-insensitive), so the user's own row is the one with their nickname. */
const isMine = (entry: RankingEntry | undefined, myNickname: string | undefined) => !!entry && !!myNickname && entry.nickname?.trim().toLowerCase() === myNickname.trim().toLowerCase();

/** The "You" mark on the user's own podium place or row. */
function YouBadge() {
  const t = useTranslations('home');
  return (
    <span className="shrink-0 rounded-pill bg-accent px-1.5 text-[11px] font-bold leading-4 text-accent-fg" data-testid="ranking-you">
      {t('you')}
    </span>
  );
}

const PLACE_STYLE = {
  1: { crown: 'text-gold', ring: 'ring-gold', badge: 'bg-gold', avatar: 68, pedestal: 'min-h-[104px]', lift: '' },
  2: { crown: 'text-silver', ring: 'ring-silver', badge: 'bg-silver', avatar: 54, pedestal: 'min-h-[88px]', lift: 'mt-6' },
  3: { crown: 'text-bronze', ring: 'ring-bronze', badge: 'bg-bronze', avatar: 54, pedestal: 'min-h-[80px]', lift: 'mt-8' },
} as const;

function PodiumSlot({ place, entry, mine }: { place: 1 | 2 | 3; entry: RankingEntry | undefined; mine: boolean }) {
  const t = useTranslations('home');
  const style = PLACE_STYLE[place];
  const name = entry ? displayName(entry) : '';
  return (
    <li className={cn('flex min-w-0 flex-1 flex-col items-center', style.lift)} data-testid={`podium-${place}`} aria-label={t('placeLabel', { place })}>
      <CrownIcon size={place === 1 ? 28 : 22} className={cn(style.crown, !entry && 'opacity-30')} />
      <div className="relative mt-1">
        <Avatar src={entry?.avatar} alt={entry ? name : t('nobody')} size={style.avatar} className={cn('ring-2 ring-offset-2 ring-offset-bg', style.ring, !entry && 'opacity-50')} />
        <span
          className={cn('absolute -bottom-2 left-1/2 flex h-5 min-w-5 -translate-x-1/2 items-center justify-center rounded-pill px-1 text-xs font-bold text-accent-fg', style.badge)}
          aria-hidden="true"
        >
          {place}
        </span>
      </div>
      <div className={cn('mt-3 flex w-full flex-col items-center gap-0.5 rounded-t-control bg-surface px-1.5 pb-2 pt-2.5 text-center', style.pedestal, place === 1 && 'bg-surface-raised')}>
        {entry ? (
          <>
            <span className="w-full shrink-0 truncate text-[13px] font-semibold leading-5" title={name} data-truncate-ok="other users' nicknames in the ranking (full name in title)">
              {name}
            </span>
            {mine && <YouBadge />}
            <span className="text-sm font-bold tabular-nums text-accent">{formatAmount(entry.number, 2)}</span>
            <span className="text-[11px] text-fg-faint">USDT</span>
          </>
        ) : (
          <span className="text-xs leading-tight text-fg-faint">{t('nobody')}</span>
        )}
      </div>
    </li>
  );
}

function Podium({ entries, myNickname }: { entries: RankingEntry[]; myNickname: string | undefined }) {
  const t = useTranslations('home');
  // First place in the middle and raised (spec §2).
  return (
    <ol className="flex items-start gap-2" aria-label={t('podium')} data-testid="podium">
      <PodiumSlot place={2} entry={entries[1]} mine={isMine(entries[1], myNickname)} />
      <PodiumSlot place={1} entry={entries[0]} mine={isMine(entries[0], myNickname)} />
      <PodiumSlot place={3} entry={entries[2]} mine={isMine(entries[2], myNickname)} />
    </ol>
  );
}

function RankRow({ entry, rank, mine }: { entry: RankingEntry; rank: number; mine: boolean }) {
  const name = displayName(entry);
  return (
    <li className={cn('flex min-h-[56px] items-center gap-3 px-3', mine && 'bg-accent-soft')} data-testid="rank-row" data-mine={mine || undefined}>
      <span className="w-7 shrink-0 text-center text-sm font-bold tabular-nums text-fg-muted">{rank}</span>
      <Avatar src={entry.avatar} alt="" size={36} />
      <span className="flex min-w-0 flex-1 items-center gap-2">
        <span className="min-w-0 truncate text-[15px]" title={name} data-truncate-ok="other users' nicknames in the ranking (full name in title)">
          {name}
        </span>
        {mine && <YouBadge />}
      </span>
      <span className="shrink-0 text-right text-sm font-semibold tabular-nums">
        {formatAmount(entry.number, 2)} <span className="text-xs font-normal text-fg-faint">USDT</span>
      </span>
    </li>
  );
}

/** The podium and ranks 4 onward of one period (its code loads with the ranking's answer, see RankingSection). */
export function RankingResults({ entries, myNickname }: { entries: RankingEntry[]; myNickname: string | undefined }) {
  const t = useTranslations('home');
  const rest = entries.slice(3);
  return (
    <>
      <Podium entries={entries} myNickname={myNickname} />
      {rest.length > 0 && (
        <ol className="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface" data-testid="rank-list">
          {rest.map((entry, index) => (
            <RankRow key={`${index}-${entry.email}`} entry={entry} rank={index + 4} mine={isMine(entry, myNickname)} />
          ))}
        </ol>
      )}
      {entries.length === 0 && (
        <p className="text-center text-sm text-fg-muted" data-testid="ranking-empty">
          {t('rankingEmpty')}
        </p>
      )}
    </>
  );
}
