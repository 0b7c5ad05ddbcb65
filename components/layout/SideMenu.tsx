'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { Drawer } from '@/components/ui/Overlay';
import { cn } from '@/components/ui/cn';
import {
  GamesIcon,
  HomeIcon,
  MallIcon,
  ProfileIcon,
  ReportsIcon,
  SettingsIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { ROUTES } from '@/lib/routes';

type Entry = { key: string; href: string; Icon?: ComponentType<{ size?: number }>; child?: boolean };

/** Spec §2 side menu: Home, Game Center (Group-purchase, Bidding), Wallet, Mall, Reports, Profile, Settings. */
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
  const item = (entry: Entry) => {
    const active = pathname === entry.href;
    return (
      <li key={entry.key}>
        <Link
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
        </Link>
      </li>
    );
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('title')}>
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
