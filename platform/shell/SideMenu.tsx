'use client';
import { AppLink } from '@/platform/shell/AppLink';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@/ui/Avatar';
import { Drawer } from '@/ui/Overlay';
import { cn } from '@/ui/cn';
import { ChevronRightIcon } from '@/ui/icons/ChevronRight';
import { GamesIcon } from '@/ui/icons/Games';
import { HomeIcon } from '@/ui/icons/Home';
import { MallIcon } from '@/ui/icons/Mall';
import { ProfileIcon } from '@/ui/icons/Profile';
import { ReportsIcon } from '@/ui/icons/Reports';
import { SettingsIcon } from '@/ui/icons/Settings';
import { WalletIcon } from '@/ui/icons/Wallet';
import { userInfoQuery } from '@/platform/account/user';
import { ROUTES } from '@/platform/shell/routes';

type Entry = { key: string; href: string; Icon?: ComponentType<{ size?: number }>; child?: boolean };

/** Spec §2 side menu: Home, Game Center (Group-purchase, Bidding: called Flash Deal and Flash Bid as everywhere else), Wallet, Mall, Reports, Profile, Settings. */
const ENTRIES: Entry[] = [
  { key: 'home', href: ROUTES.home, Icon: HomeIcon },
  { key: 'groupPurchase', href: ROUTES.groupPurchase, child: true },
  { key: 'bidding', href: ROUTES.bidding, child: true },
  { key: 'wallet', href: ROUTES.wallet, Icon: WalletIcon },
  { key: 'mall', href: ROUTES.mall, Icon: MallIcon },
  { key: 'reports', href: ROUTES.reports, Icon: ReportsIcon },
  { key: 'profile', href: ROUTES.profile, Icon: ProfileIcon },
  { key: 'settings', href: ROUTES.settings, Icon: SettingsIcon },
];

export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('menu');
  const pathname = usePathname();
  // The menu shows only with a session (the top bar hides without one); SessionData keeps this fresh.
  const { data: info } = useQuery(userInfoQuery());
  const item = (entry: Entry) => {
    const active = pathname === entry.href;
    return (
      <li key={entry.key}>
        <AppLink
          href={entry.href}
          onClick={onClose}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex min-h-[48px] items-center gap-3 rounded-control px-3 text-[15px]',
            entry.child && 'pl-12 text-fg-muted',
            active ? 'bg-accent-soft font-semibold text-accent' : 'hover:bg-surface-raised',
          )}
        >
          {entry.Icon && <entry.Icon size={20} />}
          {t(entry.key)}
        </AppLink>
      </li>
    );
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('title')}>
      <AppLink
        href={ROUTES.profile}
        onClick={onClose}
        data-testid="menu-user"
        className="mb-1 flex min-h-[64px] items-center gap-3 rounded-card border border-line/60 bg-surface-raised/60 px-3 py-2.5 hover:bg-surface-raised"
      >
        <Avatar src={info?.avatar} alt="" size={44} className="ring-2 ring-accent/50" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-[15px] font-semibold leading-snug [overflow-wrap:anywhere]" data-testid="menu-nickname">
            {info ? info.nickname || info.email : '\u00a0'}
          </span>
          <span className="text-xs text-fg-muted">{t('viewProfile')}</span>
        </span>
        <ChevronRightIcon size={16} className="shrink-0 text-fg-faint" />
      </AppLink>
      <nav aria-label={t('title')}>
        <ul className="flex flex-col gap-1 py-2">
          {item(ENTRIES[0])}
          <li>
            <div className="flex min-h-[48px] items-center gap-3 px-3 text-[15px] text-fg">
              <GamesIcon size={20} />
              {t('gameCenter')}
            </div>
            <ul className="flex flex-col gap-1">{ENTRIES.filter((e) => e.child).map(item)}</ul>
          </li>
          {ENTRIES.slice(3).map(item)}
        </ul>
      </nav>
    </Drawer>
  );
}
