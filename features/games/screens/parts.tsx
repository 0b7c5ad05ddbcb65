'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { Sheet } from '@/ui/Overlay';
import { cn } from '@/ui/cn';
import { InviteSheet, useShareLink } from '@/platform/account/InviteSheet';
import { userInfoQuery } from '@/platform/account/user';
import { roomInviteLink } from '@/platform/shell/routes';

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
