'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Avatar } from '@/ui/Avatar';
import { cn } from '@/ui/cn';
import { useServerCountdown } from '@/platform/time/useCountdown';
import { formatClock } from '@/platform/time/clock';
import { ROOM_STATES } from '@/shared/contract/games';
import { secondsToMs } from './rooms';

/*
 * The pieces of a room card, shared by the game screens (lists and rooms) and the login screen of a
 * visitor invited to a room: one look for one room wherever it shows.
 */

/**
 * Seconds left until a server time (unix seconds), on the server's clock, as m:ss. With `urgentBelow`,
 * the last seconds turn red and pulse (the pulse only where the user allows motion).
 */
export function Countdown({ until, className, testId, urgentBelow }: { until: number | null | undefined; className?: string; testId?: string; urgentBelow?: number }) {
  const { remaining, running } = useServerCountdown(secondsToMs(until));
  const urgent = urgentBelow !== undefined && running && remaining <= urgentBelow;
  return (
    <span
      className={cn('tabular-nums', className, urgent && 'text-danger motion-safe:animate-pulse')}
      data-testid={testId}
      data-urgent={urgentBelow === undefined ? undefined : urgent}
      suppressHydrationWarning
    >
      {formatClock(remaining)}
    </span>
  );
}

/** The game image: fixed width and height so the card does not move when it loads. */
export function GameImage({ src, alt, size = 72 }: { src: string; alt: string; size?: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser
    <img src={src} alt={alt} width={size} height={size} className="shrink-0 rounded-control bg-surface-raised object-cover" style={{ width: size, height: size }} />
  );
}

export type BadgeTone = 'accent' | 'warning' | 'success' | 'muted';
const TONES: Record<BadgeTone, string> = {
  accent: 'bg-accent-soft text-accent',
  warning: 'bg-warning/15 text-warning',
  success: 'bg-success-soft text-success',
  muted: 'bg-surface-raised text-fg-muted',
};

/**
 * A room's picture, name, state and headline amount (reward or price), `children` under them: the
 * list cards (`compact`) and a room's top card. Placed in the card's `flex gap-3` row.
 */
export function RoomSummary({
  room,
  nameTestId,
  badge,
  headline,
  compact = false,
  children,
}: {
  room: { image: string; name: string };
  nameTestId?: string;
  badge: { label: string; tone: BadgeTone };
  headline: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <GameImage src={room.image} alt="" size={compact ? undefined : 88} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* The name keeps room for whole words: where it and the badge cannot share a line, the badge goes under it. */}
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <h2 className={cn('line-clamp-2 min-w-[7rem] flex-1 hyphens-auto break-words font-semibold', compact ? 'text-[15px]' : 'text-base')} data-testid={nameTestId}>
            {room.name}
          </h2>
          <StateBadge {...badge} />
        </div>
        <p className={cn('font-bold tabular-nums text-accent', compact ? 'text-lg' : 'text-xl')}>{headline}</p>
        {children}
      </div>
    </>
  );
}

/** A Flash Deal room's state: its label's key (under `state.` of the screen's namespace) and its badge's tone. */
export const ROOM_BADGE: Record<number, { key: 'waiting' | 'drawing' | 'finished' | 'disbanded'; tone: BadgeTone }> = {
  [ROOM_STATES.waiting]: { key: 'waiting', tone: 'accent' },
  [ROOM_STATES.drawing]: { key: 'drawing', tone: 'warning' },
  [ROOM_STATES.finished]: { key: 'finished', tone: 'success' },
  [ROOM_STATES.disbanded]: { key: 'disbanded', tone: 'muted' },
};

export function StateBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <span className={cn('shrink-0 rounded-pill px-2.5 py-1 text-xs font-semibold', TONES[tone])}>{label}</span>;
}

/** "N more to start" and the seats bar. */
export function SeatsBar({ left, ratio, label }: { left: number; ratio: number; label: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-xs text-fg-muted" data-testid="seats-left" data-left={left}>
        {label}
      </span>
      <div className="h-1.5 overflow-hidden rounded-pill bg-surface-raised" role="presentation">
        <div className="h-full rounded-pill bg-accent transition-[width]" style={{ width: `${Math.round(ratio * 100)}%` }} />
      </div>
    </div>
  );
}

/** At most six avatars, then "+N". */
export function AvatarRow({ avatars, total, size = 32 }: { avatars: Array<{ avatar: string }>; total: number; size?: number }) {
  const t = useTranslations('common');
  const shown = avatars.slice(0, 6);
  const more = Math.max(0, total - shown.length);
  return (
    <div className="flex items-center" aria-label={t('membersCount', { count: total })} role="img">
      {shown.map((member, i) => (
        <Avatar key={i} src={member.avatar} alt="" size={size} className="-ml-2 border-2 border-surface first:ml-0" />
      ))}
      {more > 0 && (
        <span
          className="-ml-2 flex items-center justify-center rounded-pill border-2 border-surface bg-surface-raised text-xs font-semibold text-fg-muted"
          style={{ width: size, height: size }}
          data-testid="avatars-more"
        >
          +{more}
        </span>
      )}
    </div>
  );
}
