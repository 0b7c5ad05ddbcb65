'use client';
import { LinkRow } from '@/ui/LinkRow';
import { AppLink } from '@/platform/shell/AppLink';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Avatar } from '@/ui/Avatar';
import { BalanceCard } from '@/platform/account/BalanceCard';
import { Card } from '@/ui/Card';
import { Skeleton } from '@/ui/Skeleton';
import { cn } from '@/ui/cn';
import { ChevronRightIcon } from '@/ui/icons/ChevronRight';
import { RefreshIcon } from '@/ui/icons/Refresh';
import { SettingsIcon } from '@/ui/icons/Settings';
import { ShieldIcon } from '@/ui/icons/Shield';
import { UserEditIcon } from '@/ui/icons/UserEdit';
import { WalletIcon } from '@/ui/icons/Wallet';
import type { UserInfo } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { inviteLink, ROUTES } from '@/platform/shell/routes';
import { InviteIcon } from '@/ui/icons/Invite';
import { NftIcon } from '@/ui/icons/Nft';
import { PointsIcon } from '@/ui/icons/Points';
import { TargetIcon } from '@/ui/icons/Target';
import { TicketIcon } from '@/ui/icons/Ticket';
import { TrophyIcon } from '@/ui/icons/Trophy';
import { InviteSheet, useShareLink } from '@/platform/account/InviteSheet';
import { useFreshUserInfo } from '@/platform/account/useFreshUserInfo';

type IconType = ComponentType<{ size?: number; className?: string }>;

/** Morning until noon, afternoon until six, evening after: read once per render, on the client only. */
function useGreetingKey() {
  const hour = useSyncExternalStore(
    noSubscribe,
    () => new Date().getHours(),
    () => 12,
  );
  if (hour >= 5 && hour < 12) return 'greetingMorning';
  if (hour >= 12 && hour < 18) return 'greetingAfternoon';
  return 'greetingEvening';
}
const noSubscribe = () => () => {};

/** Spec §2 profile (tab index 3): who I am, my record, my assets, and the ways into my account. */
export function ProfileScreen() {
  const t = useTranslations('profile');
  const { info, query } = useFreshUserInfo();
  const greetingKey = useGreetingKey();

  const refreshing = query.isFetching;
  const refresh = () => {
    if (!refreshing) void query.refetch();
  };
  const invite = useShareLink();
  const link = info?.invite && typeof window !== 'undefined' ? inviteLink(window.location.origin, info.invite) : '';
  const shareInvite = () => {
    if (link) void invite.share({ title: t('inviteTitle'), text: `${t('yourCode')} ${info?.invite ?? ''}`, url: link });
  };

  return (
    <div className="flex flex-col gap-4 py-4" data-testid="profile-screen">
      <h1 className="sr-only">{t('title')}</h1>
      <Card className="relative overflow-hidden p-0">
        <div className="pointer-events-none absolute -right-16 -top-20 h-48 w-48 rounded-pill bg-accent/10 blur-3xl" aria-hidden="true" />
        {/* Top-right, outside the text column, so the name and e-mail can use the full width. */}
        <button
          type="button"
          onClick={refresh}
          aria-label={t('refresh')}
          aria-busy={refreshing || undefined}
          data-testid="profile-refresh"
          className="absolute right-2 top-2 z-10 flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg-muted hover:bg-surface-raised hover:text-fg"
        >
          <RefreshIcon size={20} className={cn(refreshing && 'animate-spin')} />
        </button>
        <div className="relative flex items-start gap-4 p-4 pb-3">
          {info ? <Avatar src={info.avatar} alt={t('avatarAlt')} size={64} className="ring-2 ring-accent/60" /> : <Skeleton className="h-16 w-16 shrink-0 rounded-pill" />}
          <div className="min-w-0 flex-1 pt-1">
            <p className="pr-10 text-sm text-fg-muted">{t(greetingKey)}</p>
            {info ? (
              <>
                <p className="text-xl font-bold leading-tight [overflow-wrap:anywhere]" data-testid="profile-name">
                  {info.nickname || info.email}
                </p>
                {info.nickname && (
                  <p className="text-[13px] text-fg-muted [overflow-wrap:anywhere]" data-testid="profile-email">
                    {info.email}
                  </p>
                )}
              </>
            ) : (
              <div className="mt-1.5 flex flex-col gap-2">
                <Skeleton className="h-5 w-36" />
                <Skeleton className="h-3.5 w-44" />
              </div>
            )}
          </div>
        </div>
        <div className="relative grid grid-cols-2 border-t border-line/60">
          <Stat label={t('wins')} value={info?.count_winner} Icon={TrophyIcon} testId="profile-wins" accent />
          <Stat label={t('losses')} value={info?.count_not_winner} Icon={TargetIcon} testId="profile-losses" className="border-l border-line/60" />
        </div>
      </Card>

      <BalanceCard />

      <InviteCard info={info} onShare={shareInvite} />
      <InviteSheet open={invite.open} onClose={invite.close} title={t('inviteTitle')} text={`${t('yourCode')} ${info?.invite ?? ''}`} link={link} />

      <section aria-labelledby="profile-assets" className="flex flex-col gap-2.5">
        <div className="flex items-center justify-between">
          <h2 id="profile-assets" className="text-base font-semibold">
            {t('assets')}
          </h2>
          <AppLink href={ROUTES.wallet} className="-mr-2 flex min-h-touch items-center gap-0.5 px-2 text-sm font-medium text-accent">
            {t('myAssets')}
            <ChevronRightIcon size={16} />
          </AppLink>
        </div>
        <ul className="grid grid-cols-3 gap-2.5">
          <Asset label={t('ticket')} value={info ? String(info.ticket ?? 0) : undefined} Icon={TicketIcon} testId="asset-ticket" />
          <Asset label={t('vp')} value={info ? formatAmount(info.vp, 2, { trimZeros: true }) : undefined} Icon={PointsIcon} testId="asset-vp" />
          <Asset label={t('nft')} value={info ? String(info.nft_voucher ?? 0) : undefined} Icon={NftIcon} testId="asset-nft" />
        </ul>
      </section>

      <nav aria-label={t('accountLinks')}>
        <ul className="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface">
          <LinkRow href={ROUTES.wallet} label={t('wallet')} Icon={WalletIcon} />
          <LinkRow href={ROUTES.profileEdit} label={t('editProfile')} Icon={UserEditIcon} />
          <LinkRow href={ROUTES.profileSecurity} label={t('security')} Icon={ShieldIcon} />
          <LinkRow href={ROUTES.settings} label={t('settings')} Icon={SettingsIcon} />
        </ul>
      </nav>
    </div>
  );
}

function Stat({ label, value, Icon, testId, accent, className }: { label: string; value: number | undefined; Icon: IconType; testId: string; accent?: boolean; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3 px-4 py-3', className)}>
      <span className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-pill', accent ? 'bg-accent-soft text-accent' : 'bg-surface-raised text-fg-muted')}>
        <Icon size={18} />
      </span>
      <div className="min-w-0">
        <div className="text-lg font-bold tabular-nums leading-tight" data-testid={testId}>
          {value === undefined ? <Skeleton className="my-0.5 h-5 w-8" /> : value}
        </div>
        <p className="text-xs leading-tight text-fg-muted [overflow-wrap:anywhere]">{label}</p>
      </div>
    </div>
  );
}

function InviteCard({ info, onShare }: { info: UserInfo | null; onShare: () => void }) {
  const t = useTranslations('profile');
  return (
    <Card className="flex items-center gap-3 py-3 pr-2">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-pill bg-accent-soft text-accent">
        <InviteIcon size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-semibold">{t('inviteTitle')}</p>
        <p className="text-[13px] leading-snug text-fg-muted [overflow-wrap:anywhere]">
          {t('yourCode')}{' '}
          {info ? (
            <span className="whitespace-nowrap font-mono font-semibold text-fg" data-testid="profile-invite">
              {info.invite}
            </span>
          ) : (
            <span className="skeleton inline-block h-3 w-14 align-middle" aria-hidden="true" />
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={onShare}
        disabled={!info?.invite}
        data-testid="profile-share-invite"
        className="flex min-h-touch shrink-0 items-center gap-1.5 rounded-pill bg-accent px-3.5 text-sm font-semibold text-accent-fg hover:bg-accent-strong disabled:opacity-50"
      >
        <InviteIcon size={18} />
        {t('share')}
      </button>
    </Card>
  );
}

function Asset({ label, value, Icon, testId }: { label: string; value: ReactNode | undefined; Icon: IconType; testId: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line/60 bg-surface p-3">
      <span className="flex h-8 w-8 items-center justify-center rounded-pill bg-surface-raised text-accent">
        <Icon size={17} />
      </span>
      <div>
        <div className="text-lg font-bold tabular-nums leading-tight [overflow-wrap:anywhere]" data-testid={testId}>
          {value === undefined ? <Skeleton className="my-0.5 h-5 w-10" /> : value}
        </div>
        <p className="text-xs leading-tight text-fg-muted [overflow-wrap:anywhere]">{label}</p>
      </div>
    </li>
  );
}
