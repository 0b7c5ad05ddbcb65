'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { Sheet } from '@/ui/Overlay';
import { cn } from '@/ui/cn';
import { useServerCountdown } from '@/platform/time/useCountdown';
import { InviteSheet, useShareLink } from '@/platform/account/InviteSheet';
import { secondsToMs } from '@/features/games/api';
import { userInfoQuery } from '@/platform/account/user';
import { formatClock } from '@/platform/time/clock';
import { roomInviteLink } from '@/platform/shell/routes';

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
  const t = useTranslations('games');
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

/** "How it works": the rules of the game, in a sheet. */
export function HowItWorks({ game }: { game: 'deal' | 'bid' }) {
  const t = useTranslations('games');
  const [open, setOpen] = useState(false);
  const steps = game === 'deal' ? (['deal1', 'deal2', 'deal3', 'deal6', 'deal4', 'deal7', 'deal5'] as const) : (['bid1', 'bid2', 'bid3', 'bid4'] as const);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('howItWorks')}
      </Button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('howItWorks')}>
        <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-fg-muted">
          {steps.map((key) => (
            <li key={key}>{t(`rules.${key}`)}</li>
          ))}
        </ol>
      </Sheet>
    </>
  );
}

/**
 * "Invite friend": the native share sheet where there is one, otherwise the shared InviteSheet with the
 * link (the room and the user's invite code), a copy button and a QR code.
 */
export function InviteFriend({ href, title }: { href: string; title: string }) {
  const t = useTranslations('games');
  const { data: user } = useQuery(userInfoQuery());
  const { open, share, close } = useShareLink();
  const link = typeof window === 'undefined' ? href : roomInviteLink(window.location.origin, href, user?.invite);
  return (
    <>
      <Button variant="secondary" block onClick={() => void share({ title, text: t('inviteText'), url: link })} data-testid="invite-friend">
        {t('inviteFriend')}
      </Button>
      <InviteSheet open={open} onClose={close} title={t('inviteFriend')} text={t('inviteText')} link={link} />
    </>
  );
}

/** A room's members in their order (bidders, group members, results); the signed-in user's row says so. */
export function MemberList<M extends { user_id: number; avatar: string; nickname: string }>({
  title,
  members,
  meId,
  testId,
  highlight,
  right,
}: {
  title: string;
  members: M[];
  meId: number | undefined;
  testId?: string;
  highlight: (member: M) => boolean;
  right: (member: M) => ReactNode;
}) {
  const t = useTranslations('games');
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-fg-muted">{title}</h2>
      <ol className="flex flex-col gap-2" data-testid={testId}>
        {members.map((m, i) => (
          <MemberRow
            key={m.user_id}
            userId={m.user_id}
            avatar={m.avatar}
            name={m.user_id === meId ? t('you', { name: m.nickname }) : m.nickname}
            rank={i + 1}
            highlight={highlight(m)}
            right={right(m)}
          />
        ))}
      </ol>
    </section>
  );
}

function MemberRow({ userId, avatar, name, rank, right, highlight }: { userId: number; avatar: string; name: string; rank: number; right?: ReactNode; highlight?: boolean }) {
  return (
    <li className={cn('flex min-h-[56px] items-center gap-3 rounded-card px-3 py-2', highlight ? 'bg-accent-soft' : 'bg-surface')} data-testid="member-row" data-user-id={userId}>
      <span className="w-6 text-center text-sm font-bold tabular-nums text-fg-muted">{rank}</span>
      <Avatar src={avatar} alt="" size={36} />
      {/* Two lines rather than an ellipsis: a long nickname must not hide "(you)". */}
      <span className="line-clamp-2 min-w-0 flex-1 text-[15px] font-medium [overflow-wrap:anywhere]">{name}</span>
      {right}
    </li>
  );
}
